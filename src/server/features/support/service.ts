// The /support contact form: the message is stored first (so no mail failure can lose it), then
// mailed to SUPPORT_EMAIL in the background and marked mailed_at once sent. The sender gets a short
// acknowledgement only when it cannot be used to mail a stranger: signed in, verified, and writing
// from their own account's address (docs/api-support.md).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Background } from '../../lib/background.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import {
  SUPPORT_ANSWER_TIME,
  SUPPORT_TOPIC_LABELS,
  type SupportMessage,
  type SupportReceipt,
} from '../../../shared/support.ts';
import { supportMessages } from './schema.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';

export interface SupportSender {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** A single line, so a name cannot add lines to the subject. */
function oneLine(value: string) {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, 80);
}

export function supportTeamMail(
  row: { id: string; createdAt: Date; userId: string | null },
  input: SupportMessage,
): MailMessage {
  const topic = SUPPORT_TOPIC_LABELS[input.topic];
  const who = row.userId ? `signed-in member ${row.userId}` : 'a visitor (not signed in)';
  const text =
    `New support message ${row.id}\n\n` +
    `From: ${input.name} <${input.email}>, ${who}\n` +
    `Topic: ${topic}\n` +
    `Sent: ${row.createdAt.toISOString()}\n\n` +
    `${input.message}\n`;
  const html =
    `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;, ${escapeHtml(who)}<br>` +
    `<strong>Topic:</strong> ${escapeHtml(topic)}<br>` +
    `<strong>Sent:</strong> ${row.createdAt.toISOString()}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to: SUPPORT_EMAIL,
    subject: `[Odo support · ${topic}] ${oneLine(input.name)}`,
    text,
    html,
    replyTo: input.email,
  };
}

export function supportAcknowledgementMail(to: string, name: string): MailMessage {
  const text =
    `Hi ${name},\n\nThanks for writing to Odo support. We got your message and answer ` +
    `${SUPPORT_ANSWER_TIME}, by e-mail to this address.\n\n— Odo`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>Thanks for writing to Odo support. We got your message ` +
    `and answer ${SUPPORT_ANSWER_TIME}, by e-mail to this address.</p><p>— Odo</p>`;
  return { to, subject: 'We got your message', text, html };
}

/** Whether the sender may be sent a copy: only their own, verified account address. */
export function mayAcknowledge(sender: SupportSender | null, email: string): boolean {
  return (
    sender !== null && sender.emailVerified && sender.email.toLowerCase() === email.toLowerCase()
  );
}

export async function submitSupportMessage(
  deps: { db: Db; mailer: Mailer; background: Background },
  sender: SupportSender | null,
  input: SupportMessage,
): Promise<SupportReceipt> {
  const [row] = await deps.db
    .insert(supportMessages)
    .values({
      userId: sender?.id ?? null,
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
    })
    .returning({
      id: supportMessages.id,
      createdAt: supportMessages.createdAt,
      userId: supportMessages.userId,
    });
  const saved = row!;
  const acknowledged = mayAcknowledge(sender, input.email);
  deps.background.run(`support message ${saved.id} mail`, async () => {
    await deps.mailer.send(supportTeamMail(saved, input));
    await deps.db
      .update(supportMessages)
      .set({ mailedAt: new Date() })
      .where(eq(supportMessages.id, saved.id));
  });
  if (acknowledged) {
    deps.background.run(`support message ${saved.id} acknowledgement`, () =>
      deps.mailer.send(supportAcknowledgementMail(input.email, input.name)),
    );
  }
  return { id: saved.id, created_at: saved.createdAt.toISOString(), acknowledged };
}
