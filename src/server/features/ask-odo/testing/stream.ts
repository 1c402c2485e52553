// Reads an Ask Odo answer (NDJSON, docs/api-ask-odo.md) in tests and the benchmark.
import type { AskStreamEvent } from '../../../../shared/ask-odo.ts';

/** Every event of a streamed answer, read to its end. */
export async function readEvents(response: Response): Promise<AskStreamEvent[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AskStreamEvent);
}

/** The answer's text: its deltas joined. */
export function answerText(events: AskStreamEvent[]): string {
  return events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
}

/** Reads events one at a time from a live stream (to stop part-way). */
export function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<AskStreamEvent | null> {
      for (;;) {
        const newline = buffer.indexOf('\n');
        if (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line.trim()) return JSON.parse(line) as AskStreamEvent;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
