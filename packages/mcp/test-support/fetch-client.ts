/**
 * A Streamable HTTP client written with `fetch`, as the spec lets a client be: it opens its
 * standalone stream (the `GET`) only when asked, or never, unlike the SDK's client.
 */

/** A JSON-RPC message read from an SSE stream. */
export interface StreamedMessage {
  readonly id?: string | number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: { readonly content?: ReadonlyArray<Record<string, string>> };
}

/** One session: `initialize` and `notifications/initialized` are sent; `post` and `openStandalone` carry on. */
export interface FetchSession {
  post(message: unknown): Promise<Response>;
  /** The `GET` that opens the standalone stream. */
  openStandalone(): Promise<Response>;
}

const PROTOCOL_VERSION = '2025-06-18';

/** Opens a session at `url` with the given client capabilities. */
export async function fetchSession(url: string, capabilities: Record<string, unknown>): Promise<FetchSession> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const post = (message: unknown) => fetch(url, { method: 'POST', headers, body: JSON.stringify(message) });
  const init = await post({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: PROTOCOL_VERSION, capabilities, clientInfo: { name: 'fetch-client', version: '1.0.0' } },
  });
  if (init.status !== 200) throw new Error(`initialize: HTTP ${init.status}`);
  await init.text();
  headers['mcp-session-id'] = init.headers.get('mcp-session-id')!;
  headers['mcp-protocol-version'] = PROTOCOL_VERSION;
  const initialized = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
  if (initialized.status !== 202) throw new Error(`notifications/initialized: HTTP ${initialized.status}`);
  return {
    post,
    openStandalone: () => fetch(url, { method: 'GET', headers: { ...headers, accept: 'text/event-stream' } }),
  };
}

/** The JSON-RPC messages of an SSE response, as they come. */
export async function* streamedMessages(response: Response): AsyncGenerator<StreamedMessage> {
  let buffer = '';
  for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (data) yield JSON.parse(data) as StreamedMessage;
    }
  }
}

/** Reads messages of `response` until `stop` says so; rejects with what came after `ms`. */
export async function readUntil(
  response: Response,
  stop: (message: StreamedMessage) => boolean | Promise<boolean>,
  ms = 20_000,
): Promise<StreamedMessage[]> {
  const seen: StreamedMessage[] = [];
  let timer: NodeJS.Timeout | undefined;
  const reading = (async () => {
    for await (const message of streamedMessages(response)) {
      seen.push(message);
      if (await stop(message)) return seen;
    }
    return seen;
  })();
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream did not finish in ${ms} ms; it carried ${JSON.stringify(seen)}`)), ms);
  });
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
    void response.body?.cancel().catch(() => undefined);
  }
}
