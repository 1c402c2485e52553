// Test helper: reads a text/event-stream response event by event (waits for the event itself).
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

export function parseSseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  const data: string[] = [];
  let any = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const index = line.indexOf(':');
    const field = index === -1 ? line : line.slice(0, index);
    const value = index === -1 ? '' : line.slice(index + 1).replace(/^ /, '');
    any = true;
    if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') event.id = value;
    else if (field === 'retry') event.retry = Number(value);
  }
  event.data = data.join('\n');
  return any ? event : null;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const comments: string[] = [];
  return {
    comments,
    /** The next event named `name` (others are skipped); throws if the stream ends first. */
    async next(name: string): Promise<SseEvent> {
      for (;;) {
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line);
          const event = parseSseBlock(block);
          if (event && event.event === name) return event;
          end = buffer.indexOf('\n\n');
        }
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before a '${name}' event`);
        buffer += value;
      }
    },
    /** Whether the stream ends (reads until it does). */
    async ended(): Promise<boolean> {
      for (;;) {
        const { done } = await reader.read();
        if (done) return true;
      }
    },
    cancel: () => reader.cancel(),
  };
}
