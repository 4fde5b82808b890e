/** Size units of the benchmarks: MB is 10^6 characters (ASCII, so also bytes). */
export const MB = 1_000_000;

const SERVICES = ['api-gateway', 'checkout', 'payments-worker', 'inventory-svc', 'auth', 'db-pool'];
const ROUTES = ['/v1/orders', '/v1/cart', '/v1/stock', '/v1/users/me', '/healthz'];

/** About 64 KB of realistic log lines (deterministic), the unit the large inputs repeat. */
function logBlock(): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < 65_536; i += 1) {
    const level = i % 97 === 0 ? 'ERROR' : i % 13 === 0 ? 'WARN ' : 'INFO ';
    const stamp = new Date(Date.UTC(2025, 5, 3) + i * 731).toISOString();
    const line = `${stamp} ${level} [${SERVICES[i % SERVICES.length]}] req=${((i * 2_654_435_761) >>> 0).toString(16).padStart(8, '0')} GET ${ROUTES[i % ROUTES.length]}/${(i * 7_919) % 100_000} ${i % 41 === 0 ? 503 : 200} ${(i * 37) % 900}ms`;
    lines.push(line);
    length += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A flat (not rope) one-byte string of exactly `chars` characters of log lines, ending in a
 * newline, built through a Buffer so that no intermediate string of that size exists.
 */
export function logText(chars: number): string {
  const block = logBlock();
  const buffer = Buffer.alloc(chars, block, 'latin1');
  buffer[chars - 1] = 0x0a;
  return buffer.toString('latin1');
}

/** The same log as UTF-8 bytes (ASCII, so one byte per char). */
export function logBytes(chars: number): Uint8Array {
  const buffer = Buffer.alloc(chars, logBlock(), 'latin1');
  buffer[chars - 1] = 0x0a;
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
