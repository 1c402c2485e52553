// One way to ask the configured model for an answer, with Odo's built-in answer as the floor: no
// model, or any failure (HTTP error, garbage, a reply that is not the schema, the time limit),
// gives the built-in answer and a warn-level log line saying why. Decision 013.
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  Output,
  stepCountIs,
  streamText,
  type ToolSet,
} from 'ai';
import { z } from 'zod';
import type { AiConfig } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { languageModelFor, type Engine } from './model.ts';

/** Model steps allowed when tools are given: tool calls into the user's data, then the answer. */
const MAX_STEPS_WITH_TOOLS = 6;
/** Longest failure reason kept in an answer and the log. */
const MAX_REASON_LENGTH = 300;

interface ModelCall {
  config: AiConfig;
  logger: Logger;
  /** The system text: the task, the rules and the grounding the answer must be built from. */
  system: string;
  prompt: string;
  tools?: ToolSet;
  /** The caller's cancellation (e.g. the client went away); the time limit is added here. */
  signal?: AbortSignal;
  /** Names the feature in log lines, e.g. 'assessment'. */
  task?: string;
}

export interface Answer<T> {
  value: T;
  engine: Engine;
  /** Set when a model is configured but its answer could not be used. */
  fallbackReason?: string;
}

/**
 * The model's answer as an object of `schema`, or `builtIn()`'s when no model is configured or the
 * model fails in any way within AI_TIMEOUT_MS.
 */
export async function generateWithFallback<T>(
  options: ModelCall & { schema: z.ZodType<T>; builtIn: () => T | Promise<T> },
): Promise<Answer<T>> {
  const { config, logger, schema, tools } = options;
  const configured = languageModelFor(config);
  if (!configured) return { value: await options.builtIn(), engine: 'built-in' };

  const limit = timeLimit(config.AI_TIMEOUT_MS, options.signal);
  const started = performance.now();
  try {
    const result = await generateText({
      model: configured.model,
      system: withSchema(options.system, schema),
      prompt: options.prompt,
      output: Output.object({ schema }),
      ...(tools && { tools, stopWhen: stepCountIs(MAX_STEPS_WITH_TOOLS) }),
      // One attempt: on failure the built-in answer is ready at once, no back-off within the limit.
      maxRetries: 0,
      abortSignal: limit.signal,
    }).catch((error: unknown) => {
      // Local models often fence their JSON in Markdown; take the object out of the fence.
      const fenced = NoObjectGeneratedError.isInstance(error) ? unfence(error.text) : undefined;
      if (fenced === undefined) throw error;
      return { output: fenced, warnings: [], totalUsage: undefined };
    });
    const checked = schema.safeParse(result.output);
    if (!checked.success) throw new SchemaMismatch(checked.error);
    logger.info(
      {
        task: options.task,
        engine: configured.engine,
        ms: Math.round(performance.now() - started),
        usage: result.totalUsage,
        warnings: result.warnings?.length ? result.warnings : undefined,
      },
      'model answer',
    );
    return { value: checked.data, engine: configured.engine };
  } catch (error) {
    const reason = describeFailure(error, limit, config);
    logger.warn(
      { task: options.task, engine: configured.engine, reason },
      `model failed, using the built-in answer: ${reason}`,
    );
    return { value: await options.builtIn(), engine: 'built-in', fallbackReason: reason };
  } finally {
    limit.dispose();
  }
}

export interface TextAnswer {
  engine: Engine;
  fallbackReason?: string;
  /** The answer as it arrives: the model's chunks, or the built-in text in one piece. */
  textStream: AsyncIterable<string>;
  /**
   * Settles once the stream is consumed: the whole text, and why it stopped early if it did. Read
   * `textStream` to its end or stop it (`return()`, `break`); pass the request's signal as `signal`
   * so a client that goes away stops the model too.
   */
  done: Promise<{ text: string; interruptedReason?: string }>;
}

/**
 * Streams the model's text answer. The model must send its first words within AI_TIMEOUT_MS
 * (and then never stall that long); if it fails before its first words, the built-in text is the
 * answer. A failure after that ends the stream where it is (`done` says why), since words already
 * shown cannot be taken back.
 */
export async function streamTextWithFallback(
  options: ModelCall & { builtIn: () => string | Promise<string> },
): Promise<TextAnswer> {
  const { config, logger, tools } = options;
  const configured = languageModelFor(config);
  if (!configured) return builtInText(await options.builtIn(), 'built-in');
  const { engine } = configured;

  const limit = timeLimit(config.AI_TIMEOUT_MS, options.signal);
  const result = streamText({
    model: configured.model,
    system: options.system,
    prompt: options.prompt,
    ...(tools && { tools, stopWhen: stepCountIs(MAX_STEPS_WITH_TOOLS) }),
    maxRetries: 0,
    abortSignal: limit.signal,
    // Errors arrive as stream parts below; without this the SDK prints them to stderr.
    onError: () => undefined,
  });
  const parts = result.fullStream[Symbol.asyncIterator]();

  /** The next piece of text, null at the end; throws the model's failure. */
  async function nextText(): Promise<string | null> {
    for (;;) {
      // The clock runs only while Odo waits on the model, not while a slow reader holds a chunk.
      limit.restart();
      const { done, value: part } = await parts.next();
      limit.pause();
      if (done || part.type === 'finish') return null;
      if (part.type === 'text-delta' && part.text !== '') return part.text;
      if (part.type === 'error') throw part.error;
      if (part.type === 'abort') throw limit.signal.reason ?? new Error('aborted');
    }
  }

  let first: string | null;
  try {
    first = await nextText();
    if (first === null) throw new Error('the model sent no text');
  } catch (error) {
    limit.dispose();
    const reason = describeFailure(error, limit, config);
    logger.warn(
      { task: options.task, engine, reason },
      `model failed before its first words, using the built-in answer: ${reason}`,
    );
    return { ...builtInText(await options.builtIn(), 'built-in'), fallbackReason: reason };
  }

  let settle: (outcome: { text: string; interruptedReason?: string }) => void = () => undefined;
  const done = new Promise<{ text: string; interruptedReason?: string }>((resolve) => {
    settle = resolve;
  });
  async function* stream(): AsyncGenerator<string> {
    let text = '';
    let interruptedReason: string | undefined;
    try {
      for (let chunk: string | null = first; chunk !== null; chunk = await nextText()) {
        text += chunk;
        yield chunk;
      }
    } catch (error) {
      interruptedReason = describeFailure(error, limit, config);
      logger.warn(
        { task: options.task, engine, reason: interruptedReason },
        `model stream stopped early: ${interruptedReason}`,
      );
    } finally {
      // Also reached when the consumer stops reading: stop the model's request too.
      limit.abortAndDispose();
      settle({ text, ...(interruptedReason !== undefined && { interruptedReason }) });
    }
  }
  return { engine, textStream: stream(), done };
}

function builtInText(text: string, engine: Engine): TextAnswer {
  async function* stream(): AsyncGenerator<string> {
    yield text;
  }
  return { engine, textStream: stream(), done: Promise.resolve({ text }) };
}

/** The system text plus the JSON schema, for models whose server does not enforce the format. */
function withSchema(system: string, schema: z.ZodType): string {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  } catch {
    return system;
  }
  return `${system}\n\nAnswer with one JSON object, and nothing else, that matches this JSON schema:\n${JSON.stringify(jsonSchema)}`;
}

/** The JSON inside a Markdown code fence (or between the first { and the last }), if it parses. */
function unfence(text: string | undefined): unknown {
  if (!text) return undefined;
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fence?.[1] ?? text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  if (!candidate.trim()) return undefined;
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    return undefined;
  }
}

class SchemaMismatch extends Error {
  constructor(error: z.ZodError) {
    const first = error.issues[0];
    super(
      `the answer did not match the schema${first ? ` (${first.path.join('.') || 'root'}: ${first.message})` : ''}`,
    );
  }
}

interface TimeLimit {
  signal: AbortSignal;
  timedOut(): boolean;
  cancelled(): boolean;
  /** Starts the time limit over (waiting for the next streamed chunk). */
  restart(): void;
  /** Stops the clock until the next restart. */
  pause(): void;
  dispose(): void;
  abortAndDispose(): void;
}

/** An AbortSignal that fires after `ms` without progress, or when the caller's signal does. */
function timeLimit(ms: number, caller: AbortSignal | undefined): TimeLimit {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no answer within ${ms} ms`));
    }, ms);
  };
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  arm();
  const dispose = () => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  };
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    cancelled: () => !timedOut && controller.signal.aborted,
    restart: arm,
    pause: () => clearTimeout(timer),
    dispose,
    abortAndDispose: () => {
      dispose();
      if (!controller.signal.aborted) controller.abort(new Error('stream closed'));
    },
  };
}

/** A short reason for the log and the answer, with the API key taken out wherever it appears. */
function describeFailure(error: unknown, limit: TimeLimit, config: AiConfig): string {
  let reason: string;
  if (limit.timedOut()) reason = `timed out after ${config.AI_TIMEOUT_MS} ms`;
  else if (limit.cancelled()) reason = 'cancelled';
  else if (APICallError.isInstance(error)) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    reason = `HTTP ${error.statusCode ?? 'error'}: ${error.message}${cause}`;
  } else if (NoObjectGeneratedError.isInstance(error)) reason = error.message;
  else if (error instanceof Error) reason = error.message || error.name;
  else reason = String(error);
  if (config.AI_API_KEY) reason = reason.split(config.AI_API_KEY).join('[redacted]');
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH - 1)}…` : reason;
}
