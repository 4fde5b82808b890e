/**
 * One side of the proxy: a connection that carries JSON-RPC messages, to the MCP client or to the
 * wrapped server, over stdio (`lineChannel`) or Streamable HTTP (`transportChannel`).
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from './json-rpc.js';

/** A message's exact bytes as a stdio channel read them, its line end included. */
export type RawMessage = Uint8Array;

/** A connection carrying JSON-RPC messages. */
export interface Channel {
  start(): Promise<void>;
  /**
   * Sends a message. `raw` is its exact bytes, given when the message is passed on unchanged (a
   * stdio channel writes them as they came, without encoding anything); `relatedRequestId` names
   * the request a server-to-client message belongs to (a Streamable HTTP server sends it on that
   * request's stream).
   */
  send(message: JSONRPCMessage, raw?: RawMessage, relatedRequestId?: RequestId): void;
  close(): Promise<void>;
  /** A parsed JSON value arrived; `raw` is its bytes when the channel has them (stdio). */
  onmessage?: (value: unknown, raw: RawMessage | undefined) => void;
  /** A line arrived that is not JSON. */
  onparseerror?: () => void;
  /** A message could not be sent (an HTTP server that cannot be reached or refused it); `onerror` was told why. */
  onsendfailed?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /**
   * For a client over Streamable HTTP: settles when the client opens its standalone stream (a
   * `GET`), where messages that belong to no request go. Absent where any message can be sent at once.
   */
  readonly standaloneStream?: Promise<void>;
  /** Told the negotiated protocol version (an HTTP client sends it on every later request). */
  setProtocolVersion?: (version: string) => void;
}

/** Largest line a stdio channel reads: 512 MiB. A longer one is dropped and reported through `onerror`. */
export const MAX_LINE_BYTES = 512 * 2 ** 20;

const NEWLINE = 0x0a;
const LINE_END = Buffer.from('\n');

/**
 * A channel over newline-delimited JSON (MCP's stdio transport): each line is one message, read
 * as UTF-8 and parsed with `JSON.parse` only; what a line holds is checked by the proxy, so a
 * malformed message gets an answer instead of closing the connection. Blank lines are skipped. A
 * line passed on unchanged is written as the bytes that came, newline included, in one write.
 */
export function lineChannel(input: Readable, output: Writable, maxLineBytes = MAX_LINE_BYTES): Channel {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let dropping = false;
  let closed = false;

  /** One line's bytes, its newline included (none for a last line without one). */
  const deliver = (line: Buffer) => {
    let end = line.length;
    if (line[end - 1] === NEWLINE) end -= 1;
    if (line[end - 1] === 0x0d) end -= 1;
    const text = line.toString('utf8', 0, end);
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      channel.onparseerror?.();
      return;
    }
    channel.onmessage?.(value, line[line.length - 1] === NEWLINE ? line : Buffer.concat([line, LINE_END]));
  };

  const onData = (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end + 1);
      start = end + 1;
      if (dropping) {
        dropping = false;
        continue;
      }
      if (pendingBytes === 0) {
        deliver(piece);
        continue;
      }
      const line = Buffer.concat([...pending, piece]);
      pending = [];
      pendingBytes = 0;
      deliver(line);
    }
    if (start < chunk.length && !dropping) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxLineBytes) {
        channel.onerror?.(new Error(`a message longer than ${maxLineBytes} bytes was dropped`));
        pending = [];
        pendingBytes = 0;
        dropping = true;
      }
    }
  };
  const onEnd = () => {
    if (pendingBytes > 0 && !dropping) deliver(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
    finish();
  };
  const finish = () => {
    if (closed) return;
    closed = true;
    channel.onclose?.();
  };

  const channel: Channel = {
    async start() {
      input.on('data', onData);
      input.on('end', onEnd);
      input.on('close', onEnd);
      input.on('error', (error: Error) => channel.onerror?.(error));
      output.on('error', (error: Error) => channel.onerror?.(error));
    },
    send(message, raw) {
      if (closed || output.writableEnded || output.destroyed) return;
      output.write(raw ?? `${JSON.stringify(message)}\n`);
    },
    async close() {
      input.off('data', onData);
      if (!output.writableEnded && output !== process.stdout) output.end();
      finish();
    },
  };
  return channel;
}

/**
 * A channel over an MCP SDK transport (the Streamable HTTP client and server transports). The SDK
 * parses and checks what arrives, and answers a malformed HTTP body itself; messages are sent as
 * objects. `standaloneStream`: see `Channel`.
 */
export function transportChannel(transport: Transport, standaloneStream?: Promise<void>): Channel {
  const channel: Channel = {
    ...(standaloneStream ? { standaloneStream } : {}),
    async start() {
      transport.onmessage = (message) => channel.onmessage?.(message, undefined);
      transport.onclose = () => channel.onclose?.();
      transport.onerror = (error) => channel.onerror?.(error);
      await transport.start();
    },
    send(message, _raw, relatedRequestId) {
      transport.send(message, relatedRequestId === undefined ? {} : { relatedRequestId }).catch((error: unknown) => {
        channel.onerror?.(error instanceof Error ? error : new Error(String(error)));
        channel.onsendfailed?.(message);
      });
    },
    close: () => transport.close(),
    setProtocolVersion: (version) => transport.setProtocolVersion?.(version),
  };
  return channel;
}
