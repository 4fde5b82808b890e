import { pick, plantLines, seededRandom } from './seeded.js';

const SERVICES = ['api-gateway', 'checkout', 'payments-worker', 'inventory-svc', 'auth', 'db-pool'];
const ROUTES = ['/v1/orders', '/v1/cart', '/v1/stock', '/v1/users/me', '/healthz'];
const NOISE_ERRORS = ['upstream timeout after 30000ms', 'retrying request (attempt 2)', 'cache miss storm', 'slow query 2300ms'];

/**
 * `chars` characters (about) of service log lines, seeded: INFO lines with a WARN or an ERROR now and
 * then (noise errors, so an error signal alone does not single out the needles), with `needles`
 * replacing lines at `fractions` of the log.
 */
export function serviceLog(chars: number, seed: number, needles: readonly string[], fractions: readonly number[]): string {
  const random = seededRandom(seed);
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i += 1) {
    const stamp = new Date(Date.UTC(2026, 11, 1) + i * 731).toISOString();
    const roll = random();
    const level = roll < 0.01 ? 'ERROR' : roll < 0.06 ? 'WARN ' : 'INFO ';
    const service = SERVICES[pick(random, SERVICES.length)]!;
    const rest =
      level === 'ERROR'
        ? NOISE_ERRORS[pick(random, NOISE_ERRORS.length)]!
        : `req=${pick(random, 2 ** 31)
            .toString(16)
            .padStart(8, '0')} GET ${ROUTES[pick(random, ROUTES.length)]}/${pick(random, 100_000)} 200 ${pick(random, 900)}ms`;
    const line = `${stamp} ${level} [${service}] ${rest}`;
    lines.push(line);
    length += line.length + 1;
  }
  return plantLines(lines, needles, fractions).join('\n');
}

/** One record of the order listing. */
export interface OrderRecord {
  readonly id: string;
  readonly customer: string;
  readonly sku: string;
  readonly status: 'shipped' | 'pending' | 'failed';
  readonly total: number;
  readonly note: string;
}

/** `count` order records, seeded, with `needles` replacing records at `fractions` of the listing. */
export function orderListing(count: number, seed: number, needles: readonly OrderRecord[], fractions: readonly number[]): OrderRecord[] {
  const random = seededRandom(seed);
  const records: OrderRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    records.push({
      id: `ord-${String(10_000 + i)}`,
      customer: `cus-${String(1_000 + pick(random, 900))}`,
      sku: `SKU-${String(10_000 + pick(random, 5_000))}`,
      status: roll < 0.08 ? 'failed' : roll < 0.2 ? 'pending' : 'shipped',
      total: Math.round(random() * 50_000) / 100,
      note: roll < 0.08 ? 'payment declined' : 'ok',
    });
  }
  needles.forEach((needle, i) => {
    records[Math.floor(count * fractions[i % fractions.length]!)] = needle;
  });
  return records;
}

/** A text file of `chars` characters (about): numbered config/source-like lines with `needles` planted. */
export function textFile(chars: number, seed: number, needles: readonly string[], fractions: readonly number[]): string {
  const random = seededRandom(seed);
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i += 1) {
    const line = `  setting_${String(i).padStart(6, '0')} = "${pick(random, 2 ** 31).toString(36)}"  # default, unchanged since v${1 + pick(random, 9)}.${pick(random, 20)}`;
    lines.push(line);
    length += line.length + 1;
  }
  return plantLines(lines, needles, fractions).join('\n');
}

/**
 * A PNG of `bytes` bytes (about): a valid signature and IHDR chunk, then seeded filler (a chart the
 * model must look at), so stores sniff it as image/png.
 */
export function pngBytes(bytes: number, seed: number): Uint8Array {
  const random = seededRandom(seed);
  const header = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0, 0, 0, 1, 0x80, 8, 6, 0, 0, 0, 0x1f,
    0x15, 0xc4, 0x89,
  ];
  const out = new Uint8Array(bytes);
  out.set(header);
  for (let i = header.length; i < bytes; i += 1) out[i] = pick(random, 256);
  return out;
}
