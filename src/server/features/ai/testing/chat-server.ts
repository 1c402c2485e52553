// A local stand-in for an OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM) for
// tests: the real provider talks to it over HTTP. Each test sets the next reply; requests are kept.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply =
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  /** The model calls one tool; the reply after it is the next one queued. */
  | { kind: 'tool-call'; name: string; args: object }
  /**
   * SSE chunks. After the first, waits for `gate` if given. With `cut`, sends no end: once `cut`
   * settles (the client has read what was sent) the socket is dropped.
   */
  | { kind: 'stream'; chunks: string[]; gate?: Promise<void>; cut?: Promise<void> };

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    response_format?: { type: string };
  };
}

export async function startChatServer() {
  const requests: ChatRequest[] = [];
  let replies: Reply[] = [{ kind: 'text', content: '' }];
  const completion = (choice: object) =>
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      ...choice,
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) as ChatRequest['body'] });
      const body = requests[requests.length - 1]!.body;
      void answer(res, replies.length > 1 ? replies.shift()! : replies[0]!, body.stream === true);
    });
  });

  async function answer(res: http.ServerResponse, r: Reply, streaming: boolean) {
    if (r.kind === 'hang') return;
    if (r.kind === 'status') {
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
      return;
    }
    if (r.kind === 'tool-call') {
      const call = {
        id: 'call_1',
        type: 'function',
        function: { name: r.name, arguments: JSON.stringify(r.args) },
      };
      if (streaming) {
        // A streamed tool call (streamText): the call in one delta, then the finish reason.
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const delta = { role: 'assistant', content: null, tool_calls: [{ index: 0, ...call }] };
        res.write(
          `data: ${completion({ choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
        );
        res.write(
          `data: ${completion({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
        return;
      }
      const message = { role: 'assistant', content: null, tool_calls: [call] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion({ choices: [{ index: 0, message, finish_reason: 'tool_calls' }] }));
      return;
    }
    if (r.kind === 'text') {
      const message = { role: 'assistant', content: r.content };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion({ choices: [{ index: 0, message, finish_reason: 'stop' }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${completion({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    for (const [i, content] of r.chunks.entries()) {
      send(i === 0 ? { role: 'assistant', content } : { content });
      if (i === 0 && r.gate) await r.gate;
    }
    if (r.cut) {
      await r.cut;
      res.socket?.destroy();
      return;
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The replies to the next requests, in order; the last one repeats. */
    reply(...next: Reply[]) {
      replies = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
