import { pick, seededRandom } from './seeded-random.js';

/** Options of `generateServerLogs`. */
export interface ServerLogOptions {
  /** Approximate size of the log in characters (ASCII, so also bytes). Default 3,000,000. */
  readonly targetChars?: number;
  /** Seed of the generator; the same seed gives the same log. Default 20250603. */
  readonly seed?: number;
  /** Called about every 2% of the work with the fraction done, in [0, 1]. */
  readonly onProgress?: (fraction: number) => void;
}

/** Default size of the generated log: a few MB, far past any sensible context budget. */
export const DEFAULT_LOG_CHARS = 3_000_000;

/**
 * The ERROR lines hidden in the log, as `[service] message`, each placed at a fixed fraction of the
 * log. They carry the concrete values a careful agent should report: order ids, hosts, counts.
 */
export const LOG_INCIDENTS: readonly { readonly at: number; readonly service: string; readonly message: string }[] = [
  {
    at: 0.12,
    service: 'payments-worker',
    message: 'charge failed for order ORD-48213: card_declined (provider code 402) after 3 attempts, amount=129.90 EUR',
  },
  { at: 0.31, service: 'db-pool', message: 'connection pool exhausted: 50/50 connections in use, waited 30000ms for host db-primary-2' },
  { at: 0.47, service: 'inventory-svc', message: 'upstream timeout after 5000ms on GET /v1/stock/SKU-20931 (attempt 3/3)' },
  { at: 0.63, service: 'checkout', message: 'order ORD-51877 stuck in PAYMENT_PENDING for 1800s; compensating transaction started' },
  { at: 0.78, service: 'auth', message: 'JWT verification failed: key id kid-2024-11 not in JWKS (12 requests rejected)' },
  { at: 0.91, service: 'api-gateway', message: '503 returned to 214 clients in 60s; circuit breaker "inventory" OPEN' },
];

const SERVICES = ['api-gateway', 'checkout', 'payments-worker', 'inventory-svc', 'auth', 'db-pool', 'scheduler'] as const;
const ROUTES = ['/v1/orders', '/v1/cart', '/v1/stock', '/v1/users/me', '/v1/checkout', '/healthz'] as const;
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT'] as const;
const WARNINGS = [
  'slow query on orders_by_customer took 812ms',
  'retrying request to inventory-svc (attempt 2/3)',
  'cache miss ratio 0.41 above threshold 0.35',
  'GC pause 146ms',
  'rate limit at 85% for tenant acme-eu',
] as const;
const DEBUG = ['cache hit for key', 'span finished', 'feature flag evaluated', 'queue depth sampled'] as const;

const START = Date.UTC(2025, 5, 3, 0, 0, 0);

/**
 * Generates a realistic, deterministic server log: one line per event, LF-separated, mostly INFO
 * request lines with some DEBUG and WARN, and exactly the `LOG_INCIDENTS` as ERROR lines.
 *
 * @returns The log text, about `targetChars` long, ending with a newline.
 */
export function generateServerLogs(options: ServerLogOptions = {}): string {
  const targetChars = options.targetChars ?? DEFAULT_LOG_CHARS;
  const random = seededRandom(options.seed ?? 20250603);
  const chunks: string[] = [];
  let length = 0;
  let time = START;
  let nextIncident = 0;
  let reported = 0;
  while (length < targetChars) {
    // The events spread over one day, in order, with some jitter.
    time = Math.max(time + 1, START + Math.floor((length / targetChars) * 86_390_000 + random() * 5_000));
    const stamp = new Date(time).toISOString();
    const request = Math.floor(random() * 0xffffffff)
      .toString(16)
      .padStart(8, '0');
    const incident = LOG_INCIDENTS[nextIncident];
    let line: string;
    if (incident && length >= incident.at * targetChars) {
      line = `${stamp} ERROR [${incident.service}] req=${request} ${incident.message}`;
      nextIncident += 1;
    } else {
      const roll = random();
      const service = pick(random, SERVICES);
      if (roll < 0.05) line = `${stamp} WARN  [${service}] req=${request} ${pick(random, WARNINGS)}`;
      else if (roll < 0.17) line = `${stamp} DEBUG [${service}] ${pick(random, DEBUG)} id=${request}`;
      else {
        const status = random() < 0.97 ? 200 : 404;
        const route = pick(random, ROUTES);
        const id = route === '/v1/orders' ? `/ORD-${47_001 + Math.floor(random() * 6_000)}` : '';
        line = `${stamp} INFO  [${service}] req=${request} ${pick(random, METHODS)} ${route}${id} ${status} ${1 + Math.floor(random() * 180)}ms`;
      }
    }
    chunks.push(line, '\n');
    length += line.length + 1;
    if (options.onProgress && length - reported >= targetChars / 50) {
      reported = length;
      options.onProgress(Math.min(1, length / targetChars));
    }
  }
  options.onProgress?.(1);
  return chunks.join('');
}
