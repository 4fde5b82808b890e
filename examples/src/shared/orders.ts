import { pick, seededRandom } from './seeded-random.js';

/** One record of the `list_orders` tool. */
export interface Order {
  readonly id: string;
  readonly customer: { readonly id: string; readonly email: string; readonly country: string };
  readonly status: 'paid' | 'shipped' | 'delivered' | 'refunded' | 'payment_failed' | 'payment_pending';
  readonly total: { readonly amount: number; readonly currency: 'EUR' | 'USD' | 'GBP' };
  readonly items: readonly { readonly sku: string; readonly qty: number }[];
  readonly createdAt: string;
}

/** Options of `generateOrders`. */
export interface OrderOptions {
  /** Number of records. Default 6,000 (ids ORD-47001 to ORD-53000). */
  readonly count?: number;
  /** Seed of the generator. Default 7. */
  readonly seed?: number;
}

/** Orders the log incidents mention, with the state the incidents left them in. */
const INCIDENT_ORDERS: Readonly<Record<string, Pick<Order, 'status' | 'total'>>> = {
  'ORD-48213': { status: 'payment_failed', total: { amount: 129.9, currency: 'EUR' } },
  'ORD-51877': { status: 'payment_pending', total: { amount: 54.2, currency: 'GBP' } },
};

const STATUSES = ['paid', 'shipped', 'shipped', 'delivered', 'delivered', 'delivered', 'refunded'] as const;
const COUNTRIES = ['DE', 'FR', 'GB', 'US', 'NL', 'ES', 'IT'] as const;
const CURRENCY = { DE: 'EUR', FR: 'EUR', GB: 'GBP', US: 'USD', NL: 'EUR', ES: 'EUR', IT: 'EUR' } as const;

/**
 * Generates a deterministic order listing, ids `ORD-47001` upwards, including the two orders the
 * demo's log incidents are about.
 */
export function generateOrders(options: OrderOptions = {}): Order[] {
  const count = options.count ?? 6_000;
  const random = seededRandom(options.seed ?? 7);
  const orders: Order[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `ORD-${47_001 + i}`;
    const country = pick(random, COUNTRIES);
    const customer = 10_000 + Math.floor(random() * 90_000);
    const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
      sku: `SKU-${10_000 + Math.floor(random() * 20_000)}`,
      qty: 1 + Math.floor(random() * 4),
    }));
    orders.push({
      id,
      customer: { id: `CUS-${customer}`, email: `customer${customer}@example.com`, country },
      status: pick(random, STATUSES),
      total: { amount: Math.round(500 + random() * 30_000) / 100, currency: CURRENCY[country] },
      items,
      createdAt: new Date(Date.UTC(2025, 5, 2) + Math.floor(random() * 86_400_000)).toISOString(),
      ...INCIDENT_ORDERS[id],
    });
  }
  return orders;
}
