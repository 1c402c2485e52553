// Ask Odo's conversations: list, read, rename, delete, and the pruning that keeps a member's newest
// ASK_THREADS_KEPT. Every query is keyed by the session's user; another's thread is "not found".
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ASK_THREADS_KEPT,
  ASK_TITLE_MAX,
  type AskMessageDto,
  type AskSource,
  type AskThreadDto,
  type AskThreadSummary,
} from '../../../shared/ask-odo.ts';
import { askMessages, askThreads } from './schema.ts';
import { iso } from '../../lib/timestamps.ts';

const EXCERPT_LENGTH = 140;

function threadNotFound() {
  return new AppError('not_found', 'No such conversation.');
}

function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

export function titleFrom(question: string) {
  const flat = question.replace(/\s+/g, ' ').trim();
  const max = Math.min(ASK_TITLE_MAX, 60);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** GET /api/ask-odo/threads: newest first, each with the start of its newest message. */
export async function listThreads(db: Db, userId: string): Promise<AskThreadSummary[]> {
  const rows = await db
    .select({
      id: askThreads.id,
      title: askThreads.title,
      createdAt: askThreads.createdAt,
      updatedAt: askThreads.updatedAt,
      // Qualified by hand: inside a subquery drizzle writes bare column names.
      last: sql<string | null>`(
        select m.content from ask_messages m
        where m.thread_id = "ask_threads"."id"
        order by m.created_at desc, m.role asc limit 1)`,
    })
    .from(askThreads)
    .where(eq(askThreads.userId, userId))
    .orderBy(desc(askThreads.updatedAt), desc(askThreads.id))
    .limit(ASK_THREADS_KEPT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    excerpt: excerpt(row.last ?? ''),
  }));
}

export async function ownedThread(db: Db, userId: string, threadId: string) {
  const [thread] = await db
    .select()
    .from(askThreads)
    .where(and(eq(askThreads.id, threadId), eq(askThreads.userId, userId)))
    .limit(1);
  if (!thread) throw threadNotFound();
  return thread;
}

function messageDto(row: typeof askMessages.$inferSelect): AskMessageDto {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    engine: row.engine,
    sources: Array.isArray(row.sources) ? (row.sources as AskSource[]) : [],
    status: row.status === 'interrupted' ? 'interrupted' : 'complete',
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/ask-odo/threads/{id}: every question and answer in full, oldest first. */
export async function getThread(db: Db, userId: string, threadId: string): Promise<AskThreadDto> {
  const thread = await ownedThread(db, userId, threadId);
  const messages = await db
    .select()
    .from(askMessages)
    .where(and(eq(askMessages.threadId, thread.id), eq(askMessages.userId, userId)))
    // A question and its answer can share a timestamp: the question ('user') sorts after 'assistant'.
    .orderBy(askMessages.createdAt, sql`case when ${askMessages.role} = 'user' then 0 else 1 end`);
  return {
    id: thread.id,
    title: thread.title,
    createdAt: iso(thread.createdAt),
    updatedAt: iso(thread.updatedAt),
    messages: messages.map(messageDto),
  };
}

export async function renameThread(db: Db, userId: string, threadId: string, title: string) {
  const [row] = await db
    .update(askThreads)
    .set({ title })
    .where(and(eq(askThreads.id, threadId), eq(askThreads.userId, userId)))
    .returning({ id: askThreads.id });
  if (!row) throw threadNotFound();
  return getThread(db, userId, threadId);
}

export async function deleteThread(db: Db, userId: string, threadId: string) {
  const deleted = await db
    .delete(askThreads)
    .where(and(eq(askThreads.id, threadId), eq(askThreads.userId, userId)))
    .returning({ id: askThreads.id });
  if (deleted.length === 0) throw threadNotFound();
}

/**
 * Keeps the newest ASK_THREADS_KEPT threads of a user (their messages go with them). The thread
 * just started always stays: threads started within the same clock tick tie on updatedAt, and the
 * id order among them is random, so it could otherwise be pruned before its first message.
 */
export async function pruneThreads(db: Db, userId: string, startedId: string) {
  const keep = db
    .select({ id: askThreads.id })
    .from(askThreads)
    .where(and(eq(askThreads.userId, userId), ne(askThreads.id, startedId)))
    .orderBy(desc(askThreads.updatedAt), desc(askThreads.id))
    .limit(ASK_THREADS_KEPT - 1);
  await db
    .delete(askThreads)
    .where(
      and(
        eq(askThreads.userId, userId),
        ne(askThreads.id, startedId),
        notInArray(askThreads.id, keep),
      ),
    );
}
