/**
 * Probe round 55, written blind: a made-up retail stock broker, Larkspur Securities, and its trading
 * platform (FIX order gateways and exchange sessions, market data feeds, the order management system
 * and its risk limits, settlement and corporate actions, the customer app and its KYC checks, its cloud
 * infrastructure and on-call). "Today" is Thursday 19 November 2026, New York time. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - the OMS orders API (minified JSON): why one customer's Costco buy was rejected this morning;
 *  - the corporate actions feed (one-line XML): how many old shares make one new share in an issuer's reverse split;
 *  - the customer web app's bundle (minified JS): the full message the app shows for one error code.
 * b. The answer a few lines away from the line the question's words match:
 *  - `kubectl get prometheusrules -o yaml`: the queue depth one FIX session's outbound queue alert fires at;
 *  - the order router's log: the underlying exception behind one order's failed price change;
 *  - the ACATS transfer report: why the other firm rejected one customer's incoming account transfer.
 * c. A question in other words than the output's, or after a preamble:
 *  - a FIX order entry session's message log: the price a customer's market sale at the open filled at;
 *  - the KYC orchestrator's logs: what is holding up a new customer's account opening;
 *  - CloudTrail's RDS events: who switched off the delete protection of the production trade ledger database, and when.
 * d. One value unlike its peers:
 *  - the trading hosts' PTP sync log (pdsh): the one reading far off the grandmaster, which host and when;
 *  - the risk limits export (CSV): the account given more buying power than its account type allows;
 *  - `kafka-topics --describe`: the one partition that lives on a single broker.
 * Not among the bench's targets.
 * First run, at 2e4c757, the head this stop began at (with this file; `ROUNDS=55
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 4,552,768 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 55: oms orders api
 *     codex: 7,330 tokens, peak 7,234, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,214 tokens, peak 1,200, 0/1 needles, 1 read-backs
 *     ours: 2,050 tokens, peak 1,027, 0/1 needles, 1 read-backs
 *   round 55: corporate actions xml
 *     codex: 7,487 tokens, peak 7,406, 0/1 needles, 0 read-backs
 *     context-chef: 745 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,944 tokens, peak 2,478, 0/1 needles, 4 read-backs
 *     ours: 7,181 tokens, peak 2,652, 1/1 needles, 4 read-backs
 *   round 55: web app bundle
 *     codex: 7,569 tokens, peak 7,467, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,105 tokens, peak 1,055, 1/1 needles, 1 read-backs
 *     ours: 2,100 tokens, peak 1,101, 1/1 needles, 1 read-backs
 *   round 55: prometheus rules yaml
 *     codex: 10,824 tokens, peak 10,738, 0/1 needles, 0 read-backs
 *     context-chef: 632 tokens, peak 546, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,300 tokens, peak 5,909, 0/1 needles, 4 read-backs
 *     ours: 22,200 tokens, peak 8,106, 0/1 needles, 4 read-backs
 *   round 55: order router stack trace
 *     codex: 15,534 tokens, peak 15,432, 0/1 needles, 0 read-backs
 *     context-chef: 793 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,885 tokens, peak 4,113, 0/1 needles, 2 read-backs
 *     ours: 8,123 tokens, peak 4,368, 1/1 needles, 2 read-backs
 *   round 55: acats transfer report
 *     codex: 11,921 tokens, peak 11,840, 0/1 needles, 0 read-backs
 *     context-chef: 605 tokens, peak 524, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,809 tokens, peak 1,473, 0/1 needles, 4 read-backs
 *     ours: 4,272 tokens, peak 1,905, 1/1 needles, 2 read-backs
 *   round 55: fix session log, preamble and paraphrase
 *     codex: 24,699 tokens, peak 24,588, 0/1 needles, 0 read-backs
 *     context-chef: 1,136 tokens, peak 1,025, 0/1 needles, 0 read-backs
 *     context-chef-store: 26,708 tokens, peak 9,663, 1/1 needles, 4 read-backs
 *     ours: 38,383 tokens, peak 14,065, 1/1 needles, 4 read-backs
 *   round 55: kyc orchestrator logs, preamble
 *     codex: 14,849 tokens, peak 14,749, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 685, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,207 tokens, peak 1,346, 0/1 needles, 4 read-backs
 *     ours: 4,512 tokens, peak 961, 0/1 needles, 4 read-backs
 *   round 55: cloudtrail rds events, paraphrase
 *     codex: 12,764 tokens, peak 12,680, 0/1 needles, 0 read-backs
 *     context-chef: 670 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,461 tokens, peak 1,010, 0/1 needles, 4 read-backs
 *     ours: 4,202 tokens, peak 899, 0/1 needles, 4 read-backs
 *   round 55: ptp sync log
 *     codex: 18,843 tokens, peak 18,737, 0/1 needles, 0 read-backs
 *     context-chef: 947 tokens, peak 841, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,576 tokens, peak 3,333, 0/1 needles, 4 read-backs
 *     ours: 6,785 tokens, peak 3,684, 1/1 needles, 4 read-backs
 *   round 55: risk limits csv
 *     codex: 21,046 tokens, peak 20,951, 0/1 needles, 0 read-backs
 *     context-chef: 956 tokens, peak 861, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,141 tokens, peak 1,547, 0/1 needles, 4 read-backs
 *     ours: 3,288 tokens, peak 719, 0/1 needles, 4 read-backs
 *   round 55: kafka topics describe
 *     codex: 19,015 tokens, peak 18,918, 0/1 needles, 0 read-backs
 *     context-chef: 884 tokens, peak 787, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,601 tokens, peak 3,341, 0/1 needles, 4 read-backs
 *     ours: 7,594 tokens, peak 3,869, 0/1 needles, 4 read-backs
 *     codex: 171,881 tokens, 0/12 needles
 *     context-chef: 9,697 tokens, 0/12 needles
 *     context-chef-store: 102,951 tokens, 2/12 needles
 *     ours: 110,690 tokens, 6/12 needles
 */
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** A moment of November 2026 in New York (standard time, UTC-5), kept as UTC so formatters print the local time. */
const T = (day: number, h: number, m = 0, s = 0, ms = 0) => Date.UTC(2026, 10, day, h, m, s, ms);
/** `2026-11-19T09:41:03.112-05:00` */
const isoEt = (t: number) => `${new Date(t).toISOString().slice(0, 23)}-05:00`;
/** The same moment in UTC, to the second: `2026-11-19T14:41:03Z`. */
const utc = (t: number) => `${new Date(t + 5 * HOUR).toISOString().slice(0, 19)}Z`;
/** The same moment in UTC, to the millisecond: `2026-11-19T14:41:03.112Z`. */
const utcMs = (t: number) => new Date(t + 5 * HOUR).toISOString();
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** `18,412.60` */
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const inLine = (at - start) / (end - start);
    if (end - start < 100_000 || inLine < 0.35 || inLine > 0.65)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${inLine.toFixed(2)})`);
  }
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'Daniel',
  'Aaliyah',
  'Thomas',
  'Keisha',
  'Kevin',
  'Sofia',
  'Brian',
  'Emily',
  'Jose',
  'Ashley',
  'Tyler',
  'Mei',
  'Andre',
  'Rachel',
  'Carlos',
  'Hannah',
  'Darnell',
  'Olivia',
  'Raj',
  'Megan',
  'Luis',
  'Tanya',
];
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Brown',
  'Davis',
  'Rodriguez',
  'Miller',
  'Wilson',
  'Martinez',
  'Anderson',
  'Taylor',
  'Thomas',
  'Hernandez',
  'Moore',
  'Jackson',
  'Lee',
  'Perez',
  'Harris',
  'Clark',
  'Lewis',
  'Patel',
  'Kim',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Baker',
  'Okafor',
  'Kowalski',
];
const STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'CO', 'MN', 'OR', 'NV'];

/** Symbols customers trade, with a price around this morning's. */
const SYMBOLS: readonly (readonly [string, number])[] = [
  ['AAPL', 238.4],
  ['MSFT', 452.1],
  ['NVDA', 171.3],
  ['TSLA', 312.8],
  ['AMZN', 221.6],
  ['GOOGL', 186.2],
  ['META', 634.5],
  ['AMD', 152.7],
  ['PLTR', 88.4],
  ['SOFI', 17.62],
  ['F', 11.34],
  ['GME', 27.9],
  ['AMC', 4.12],
  ['SPY', 641.2],
  ['QQQ', 561.8],
  ['VOO', 589.3],
  ['KO', 71.4],
  ['PFE', 26.1],
  ['INTC', 31.2],
  ['BAC', 46.8],
  ['T', 27.3],
  ['NIO', 5.87],
  ['RIVN', 14.21],
  ['COIN', 274.5],
  ['HOOD', 96.3],
  ['MARA', 19.44],
  ['DIS', 114.6],
  ['NFLX', 1102.4],
  ['JPM', 268.9],
  ['XOM', 112.3],
  ['SMCI', 44.6],
  ['ARM', 151.2],
  ['AVGO', 318.7],
  ['COST', 921.4],
  ['WMT', 98.2],
  ['UBER', 91.7],
  ['SNAP', 8.93],
  ['LCID', 2.41],
];
const symbol = (name: string) => SYMBOLS.find(([s]) => s === name)!;

/** `GET /api/v3/orders?trade_date=2026-11-19`: the OMS's orders of the day, one line of JSON; one customer's rejected Costco buy. */
function omsOrdersApi(): EconomicsTask {
  const random = seededRandom(55_001);
  const ROUTES = ['CDRG', 'CDRG', 'CDRG', 'NITE', 'NITE', 'JNST', 'UBSS', 'XNAS', 'ARCX', 'IEXG'];
  const SOURCES = ['ios', 'ios', 'ios', 'android', 'android', 'web', 'web', 'api'];
  const VERSIONS: Record<string, readonly string[]> = {
    ios: ['7.14.2', '7.14.2', '7.14.1', '7.13.0'],
    android: ['7.14.1', '7.14.1', '7.13.3'],
    web: ['2026.11.17-1', '2026.11.17-1', '2026.11.12-3'],
    api: ['-'],
  };
  const TIERS: readonly (readonly [string, number])[] = [
    ['RETAIL_T1', 15_000],
    ['RETAIL_T2', 50_000],
    ['RETAIL_T3', 250_000],
  ];
  const HER = 'LK20418837';
  const accounts: string[] = [];
  while (accounts.length < 900) {
    const a = `LK${between(random, 10_000_000, 49_999_999)}`;
    if (a !== HER) accounts.push(a);
  }
  type Reject = { code: string; text: string };
  interface Spec {
    account: string;
    sym: readonly [string, number];
    side?: 'buy' | 'sell';
    type?: string;
    qty?: number;
    limit?: number;
    status?: string;
    reject?: Reject;
  }
  const near = (ref: number, spread = 0.02) => Number((ref * (1 + (random() - 0.5) * spread)).toFixed(ref < 10 ? 4 : 2));
  const randomReject = (sym: string, side: string, qty: number, type: string, price: number, route: string): Reject => {
    const notional = qty * price;
    const over = TIERS.filter(([, limit]) => limit < notional);
    if (over.length && random() < 0.5) {
      const [tier, limit] = over[over.length - 1]!;
      return {
        code: 'RISK_MAX_ORDER_NOTIONAL',
        text: `Order notional ${money(notional)} USD exceeds single-order limit ${money(limit)} USD (tier ${tier})`,
      };
    }
    const kind = pick(random, 6);
    if (kind === 0 && side === 'sell')
      return {
        code: 'RISK_SHORT_NOT_ALLOWED',
        text: `Sell quantity ${qty} exceeds settled position ${Math.max(0, qty - between(random, 1, qty))} in ${sym}; short selling is not enabled for this account`,
      };
    if (kind === 1 && type === 'limit')
      return {
        code: 'RISK_PRICE_COLLAR',
        text: `Limit price ${price.toFixed(2)} is more than 5% through the NBBO (${(price * 0.93).toFixed(2)} x ${(price * 0.931).toFixed(2)})`,
      };
    if (kind === 2)
      return {
        code: 'RISK_PDT',
        text: 'Pattern day trader protection: 3 day trades in the last 5 business days and account equity below 25,000.00 USD',
      };
    if (kind === 3) return { code: 'VENUE_REJECT', text: `Rejected by ${route}: 58=Order price is outside the LULD price band` };
    const cost = notional * 1.0 + between(random, 0, 40);
    return {
      code: 'RISK_INSUFFICIENT_BP',
      text: `Insufficient buying power: order requires ${money(cost)} USD, available ${money(cost * (0.1 + random() * 0.85))} USD`,
    };
  };
  let seq = 311_400;
  const order = (t: number, s: Spec) => {
    seq += between(random, 1, 9);
    const [sym, ref] = s.sym;
    const side = s.side ?? oneOf(random, ['buy', 'buy', 'sell'] as const);
    const type = s.type ?? oneOf(random, ['market', 'market', 'market', 'limit', 'limit', 'limit', 'stop', 'stop_limit']);
    const qty = s.qty ?? (ref > 300 ? between(random, 1, 12) : ref > 50 ? between(random, 1, 80) : between(random, 5, 600));
    const limit = type === 'limit' || type === 'stop_limit' ? (s.limit ?? near(ref)) : null;
    const stop = type === 'stop' || type === 'stop_limit' ? near(side === 'sell' ? ref * 0.96 : ref * 1.04) : null;
    const route = oneOf(random, ROUTES);
    const status =
      s.status ??
      (type.startsWith('stop')
        ? oneOf(random, ['new', 'new', 'new', 'canceled'])
        : oneOf(random, ['filled', 'filled', 'filled', 'filled', 'filled', 'filled', 'canceled', 'new', 'partially_filled', 'rejected']));
    const source = oneOf(random, SOURCES);
    const fills: object[] = [];
    let filled = 0;
    let cost = 0;
    let updated = t + between(random, 40, 900);
    if (status === 'filled' || status === 'partially_filled') {
      const target = status === 'filled' ? qty : Math.max(1, Math.floor(qty * (0.1 + random() * 0.6)));
      const parts = target > 1 && random() < 0.25 ? 2 : 1;
      for (let k = 0; k < parts; k++) {
        const q = k === parts - 1 ? target - filled : Math.floor(target / 2);
        let price = near(ref, 0.01);
        if (limit !== null) price = side === 'buy' ? Math.min(price, limit) : Math.max(price, limit);
        updated += between(random, 5, 4_000);
        fills.push({
          exec_id: `X${hex(random, 16).toUpperCase()}`,
          qty: String(q),
          price: price.toFixed(ref < 10 ? 4 : 2),
          venue: route,
          at: isoEt(updated),
        });
        filled += q;
        cost += q * price;
      }
    }
    const reject = status === 'rejected' ? (s.reject ?? randomReject(sym, side, qty, type, limit ?? ref, route)) : null;
    return {
      order_id: `ORD-20261119-${String(seq).padStart(8, '0')}`,
      client_order_id: uuid(random),
      account_id: s.account,
      symbol: sym,
      asset_class: 'us_equity',
      side,
      order_type: type,
      time_in_force: type === 'market' ? 'day' : oneOf(random, ['day', 'day', 'gtc']),
      qty: String(qty),
      limit_price: limit === null ? null : limit.toFixed(ref < 10 ? 4 : 2),
      stop_price: stop === null ? null : stop.toFixed(ref < 10 ? 4 : 2),
      extended_hours: false,
      status,
      filled_qty: String(filled),
      filled_avg_price: filled ? (cost / filled).toFixed(4) : null,
      route: status === 'rejected' && reject?.code.startsWith('RISK') ? null : route,
      source,
      app_version: oneOf(random, VERSIONS[source]!),
      created_at: isoEt(t),
      updated_at: isoEt(status === 'new' ? t + between(random, 30, 400) : updated),
      reject,
      fills,
    };
  };
  const COUNT = 1_450;
  const times = Array.from({ length: COUNT }, () => T(19, 9, 30) + pick(random, 1 * HOUR + 55 * MINUTE)).sort((a, b) => a - b);
  const cost = symbol('COST');
  const planted = new Map<number, Spec>([
    [Math.floor(COUNT * 0.31), { account: HER, sym: symbol('AMD'), side: 'buy', type: 'market', qty: 5, status: 'filled' }],
    [
      Math.floor(COUNT * 0.46),
      {
        account: accounts[17]!,
        sym: cost,
        side: 'buy',
        type: 'limit',
        qty: 3,
        limit: 919.8,
        status: 'rejected',
        reject: { code: 'RISK_INSUFFICIENT_BP', text: 'Insufficient buying power: order requires 2,759.40 USD, available 1,204.18 USD' },
      },
    ],
    [
      Math.floor(COUNT * 0.5),
      {
        account: HER,
        sym: cost,
        side: 'buy',
        type: 'limit',
        qty: 20,
        limit: 920.63,
        status: 'rejected',
        reject: {
          code: 'RISK_MAX_ORDER_NOTIONAL',
          text: `Order notional ${money(20 * 920.63)} USD exceeds single-order limit ${money(15_000)} USD (tier RETAIL_T1)`,
        },
      },
    ],
    [Math.floor(COUNT * 0.5) + 14, { account: HER, sym: cost, side: 'buy', type: 'limit', qty: 16, limit: 920.63, status: 'filled' }],
    [
      Math.floor(COUNT * 0.57),
      {
        account: accounts[401]!,
        sym: cost,
        side: 'sell',
        type: 'limit',
        qty: 60,
        limit: 922.1,
        status: 'rejected',
        reject: {
          code: 'RISK_MAX_ORDER_NOTIONAL',
          text: `Order notional ${money(60 * 922.1)} USD exceeds single-order limit ${money(50_000)} USD (tier RETAIL_T2)`,
        },
      },
    ],
  ]);
  const orders = times.map((t, i) => order(t, planted.get(i) ?? { account: oneOf(random, accounts), sym: oneOf(random, SYMBOLS) }));
  const target = orders[Math.floor(COUNT * 0.5)]!;
  const needle = `"reject":${JSON.stringify(target.reject)}`;
  const output = `${JSON.stringify({ orders, count: COUNT, next_page_token: null, as_of: isoEt(T(19, 11, 26, 4, 518)) })}\n`;
  const ask =
    'A customer on account LK20418837 says her Costco (COST) buy got rejected this morning even though she had plenty of cash in the account. What reason did our order system give for turning it down?';
  return probe('round 55: oms orders api', ask, 'http_get', output, 'reject', needle, true);
}

/** A CUSIP's check digit (the modulus 10 double-add-double of its first eight characters). */
function cusipCheck(body: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body[i]!;
    let v = /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return String((10 - (sum % 10)) % 10);
}

/** The ISIN of a US CUSIP, with its Luhn check digit. */
function isinOf(cusip: string): string {
  const body = `US${cusip}`;
  const ds = body
    .split('')
    .map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55)))
    .join('');
  let sum = 0;
  for (let i = 0; i < ds.length; i++) {
    let v = Number(ds[ds.length - 1 - i]);
    if (i % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The corporate actions vendor's feed of announcements due this month and next, as one line of XML; one reverse split's ratio. */
function corporateActionsXml(): EconomicsTask {
  const random = seededRandom(55_002);
  const PREFIX = [
    'Meridian',
    'Brightwater',
    'Cobalt',
    'Northgate',
    'Silverpine',
    'Redfield',
    'Aster',
    'Kinetic',
    'Pinecrest',
    'Bluestem',
    'Granite',
    'Harborview',
    'Summit',
    'Quantum',
    'Evergreen',
    'Ironwood',
    'Lakeshore',
    'Solace',
    'Vantage',
    'Copperline',
    'Westbrook',
    'Tidewater',
    'Orion',
    'Sable',
  ];
  const SUFFIX = [
    'Biotherapeutics Inc',
    'Energy Partners LP',
    'Financial Corp',
    'Holdings Inc',
    'Semiconductor Corp',
    'Pharmaceuticals Inc',
    'Realty Trust',
    'Bancorp Inc',
    'Industries Inc',
    'Networks Inc',
    'Therapeutics Inc',
    'Minerals Corp',
    'Logistics Inc',
    'Software Inc',
    'Foods Co',
    'Acquisition Corp',
  ];
  const usedTickers = new Set(['HLBX', 'HLBO', 'HLEP']);
  const ticker = () => {
    let t = '';
    while (!t || usedTickers.has(t)) t = chars(random, UPPER, between(random, 2, 4));
    usedTickers.add(t);
    return t;
  };
  interface Sec {
    ticker: string;
    name: string;
    issuer: string;
    exchange: string;
  }
  const issuer = () => `${digits(random, 5)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1)}`;
  const secs: Sec[] = Array.from({ length: 720 }, () => ({
    ticker: ticker(),
    name: `${oneOf(random, PREFIX)} ${oneOf(random, SUFFIX)}`.toUpperCase(),
    issuer: issuer(),
    exchange: oneOf(random, ['XNAS', 'XNAS', 'XNYS', 'XNYS', 'ARCX', 'XASE']),
  }));
  const cusipOf = (sec: Sec, issue = '10') => `${sec.issuer}${issue}${cusipCheck(`${sec.issuer}${issue}`)}`;
  const date = (t: number) => new Date(t).toISOString().slice(0, 10);
  const rate = () => (between(random, 2, 240) / 100).toFixed(4);
  let id = 118_204;
  const event = (type: string, sec: Sec, status: string, dates: string, terms: string, notes?: string) => {
    id += between(random, 1, 40);
    const cusip = cusipOf(sec);
    // Last touched on or after its announcement, and before the feed was generated.
    const announced = Date.parse(`${/announcement="([\d-]+)"/.exec(dates)![1]!}T00:00:00Z`);
    const from = Math.max(announced, T(5, 0)) + 6 * HOUR;
    const updated = from + pick(random, Math.max(HOUR, T(19, 5, 50) - from));
    return (
      `<Event id="CA26-${id}" type="${type}" mandVol="${type === 'TEND' ? 'VOLU' : 'MAND'}" status="${status}" version="${between(random, 1, 4)}" updated="${utc(updated)}">` +
      `<Security ticker="${sec.ticker}" cusip="${cusip}" isin="${isinOf(cusip)}" name="${sec.name}" exchange="${sec.exchange}"/>` +
      `<Dates ${dates}/>${terms}${notes ? `<Notes>${notes}</Notes>` : ''}</Event>`
    );
  };
  const randomEvent = (sec: Sec) => {
    const kind = pick(random, 100);
    const effective = T(1, 0) + pick(random, 61) * DAY;
    const announced = Math.min(effective - between(random, 8, 40) * DAY, T(18, 0) - pick(random, 12) * DAY);
    const status = oneOf(random, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'PRELIMINARY', 'COMPLETE']);
    if (kind < 58) {
      const ex = effective;
      return event(
        'DVCA',
        sec,
        status,
        `announcement="${date(announced)}" ex="${date(ex)}" record="${date(ex)}" payable="${date(ex + between(random, 7, 28) * DAY)}"`,
        `<Terms rate="${rate()}" currency="USD" frequency="${oneOf(random, ['QUARTERLY', 'QUARTERLY', 'QUARTERLY', 'MONTHLY', 'SEMIANNUAL', 'SPECIAL'])}" taxType="${oneOf(random, ['QUALIFIED', 'QUALIFIED', 'ORDINARY', 'ROC'])}"/>`,
      );
    }
    if (kind < 64)
      return event(
        'SPLF',
        sec,
        status,
        `announcement="${date(announced)}" record="${date(effective - 7 * DAY)}" payable="${date(effective - DAY)}" effective="${date(effective)}"`,
        `<Terms oldShares="1" newShares="${oneOf(random, [2, 2, 3, 4, 5, 10])}" fractions="NONE"/>`,
        'Split-adjusted trading begins on the effective date.',
      );
    if (kind < 72) {
      const newCusip = cusipOf(sec, oneOf(random, ['20', '30', '40', '50']));
      return event(
        'SPLR',
        sec,
        status,
        `announcement="${date(announced)}" record="${date(effective - DAY)}" payable="${date(effective)}" effective="${date(effective)}"`,
        `<Terms oldShares="${oneOf(random, [2, 5, 8, 10, 10, 12, 15, 20, 25, 30, 40, 50])}" newShares="1" fractions="${oneOf(random, ['CASH_IN_LIEU', 'CASH_IN_LIEU', 'ROUND_UP'])}" newCusip="${newCusip}"/>`,
        oneOf(random, [
          'Fractional shares will be paid in cash based on the closing price on the day before the effective date.',
          'To regain compliance with the exchange minimum bid price requirement.',
          '',
        ]),
      );
    }
    if (kind < 80) {
      const newTicker = ticker();
      return event(
        'NAME',
        sec,
        status,
        `announcement="${date(announced)}" effective="${date(effective)}"`,
        `<Terms newName="${`${oneOf(random, PREFIX)} ${oneOf(random, SUFFIX)}`.toUpperCase()}" newTicker="${newTicker}" newCusip="${cusipOf(sec, '20')}"/>`,
      );
    }
    if (kind < 90) {
      const acquirer = oneOf(random, secs);
      return event(
        'MRGR',
        sec,
        status,
        `announcement="${date(announced - 60 * DAY)}" effective="${date(effective)}" lastTrade="${date(effective - DAY)}"`,
        `<Terms acquirer="${acquirer.name}" acquirerTicker="${acquirer.ticker}" cashPerShare="${(between(random, 0, 6_000) / 100).toFixed(2)}" stockRatio="${(random() * 1.2).toFixed(4)}" election="${oneOf(random, ['N', 'N', 'Y'])}"/>`,
        oneOf(random, ['Shareholder approval received.', 'Subject to regulatory approval.', '']),
      );
    }
    if (kind < 95) {
      const spun = oneOf(random, secs);
      return event(
        'SOFF',
        sec,
        status,
        `announcement="${date(announced)}" record="${date(effective - 10 * DAY)}" payable="${date(effective - DAY)}" ex="${date(effective)}"`,
        `<Terms spunOffName="${spun.name}" spunOffTicker="${spun.ticker}" ratio="${(random() * 0.5).toFixed(4)}" fractions="CASH_IN_LIEU"/>`,
      );
    }
    return event(
      'TEND',
      sec,
      status,
      `announcement="${date(announced)}" expiration="${date(effective)}" withdrawalDeadline="${date(effective - DAY)}"`,
      `<Terms offerer="${oneOf(random, secs).name}" pricePerShare="${(between(random, 500, 9_000) / 100).toFixed(2)}" minCondition="${oneOf(random, ['NONE', '50.1%', '66.7%'])}"/>`,
    );
  };
  const halcyon: Sec = { ticker: 'HLBX', name: 'HALCYON BIOTHERAPEUTICS INC', issuer: '40620T', exchange: 'XNAS' };
  const halcyonEnergy: Sec = { ticker: 'HLEP', name: 'HALCYON ENERGY PARTNERS LP', issuer: '40619Q', exchange: 'XNYS' };
  const COUNT = 2_300;
  const splitCusip = cusipOf(halcyon, '20');
  const needle = `<Terms oldShares="25" newShares="1" fractions="CASH_IN_LIEU" newCusip="${splitCusip}"/>`;
  const events: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    if (i === Math.floor(COUNT * 0.5))
      events.push(
        event(
          'SPLR',
          halcyon,
          'CONFIRMED',
          `announcement="2026-11-10" record="2026-11-24" payable="2026-11-25" effective="2026-11-25"`,
          needle,
          'Approved at the special meeting of 2026-11-06. Fractional shares will be paid in cash based on the closing price on the day before the effective date.',
        ),
      );
    else if (i === Math.floor(COUNT * 0.5) + 1)
      events.push(
        event(
          'NAME',
          halcyon,
          'CONFIRMED',
          `announcement="2026-11-10" effective="2026-11-25"`,
          `<Terms newName="HALCYON BIO INC" newTicker="HLBO" newCusip="${cusipOf(halcyon, '30')}"/>`,
        ),
      );
    else if (i === Math.floor(COUNT * 0.38))
      events.push(
        event(
          'DVCA',
          halcyonEnergy,
          'CONFIRMED',
          `announcement="2026-10-22" ex="2026-11-06" record="2026-11-06" payable="2026-11-13"`,
          `<Terms rate="0.6150" currency="USD" frequency="QUARTERLY" taxType="ROC"/>`,
        ),
      );
    else if (i === Math.floor(COUNT * 0.63))
      events.push(
        event(
          'SPLF',
          halcyonEnergy,
          'PRELIMINARY',
          `announcement="2026-11-12" record="2026-12-04" payable="2026-12-10" effective="2026-12-11"`,
          `<Terms oldShares="1" newShares="2" fractions="NONE"/>`,
        ),
      );
    else events.push(randomEvent(oneOf(random, secs)));
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><CorporateActionFeed provider="ClearPath Reference Data" client="LARKSPUR SECURITIES LLC" generated="${utc(T(19, 6, 0, 12))}" from="2026-11-01" to="2026-12-31" count="${COUNT}">${events.join('')}</CorporateActionFeed>\n`;
  const ask =
    'People holding Halcyon Biotherapeutics keep ringing about the reverse split. How many of their current shares get turned into one new share?';
  return probe('round 55: corporate actions xml', ask, 'http_get', output, 'ratio', needle, true);
}

/** The customer web app's main bundle, minified to one line; the message the app shows for one error code. */
function webAppBundle(): EconomicsTask {
  const random = seededRandom(55_003);
  const NAMES = [
    'orderTicket',
    'quoteCard',
    'watchlistRow',
    'positionRow',
    'buyingPower',
    'marketStatus',
    'optionChain',
    'depositFlow',
    'kycStep',
    'statementList',
    'taxDocuments',
    'recurringBuy',
    'dripSettings',
    'priceAlert',
    'chartRange',
    'transferForm',
    'acatsStatus',
    'beneficiary',
    'twoFactor',
    'bankLink',
    'marginCall',
    'tradeConfirm',
    'portfolioChart',
    'newsFeed',
    'earningsCard',
    'searchBox',
    'notificationBell',
    'referralBanner',
    'cashSweep',
    'documentUpload',
  ];
  const KEYS = [
    'symbol',
    'qty',
    'side',
    'price',
    'account',
    'status',
    'onClose',
    'variant',
    'range',
    'items',
    'total',
    'label',
    'value',
    'error',
  ];
  const PATHS = [
    'orders',
    'orders/{id}/replace',
    'positions',
    'quotes',
    'watchlists',
    'transfers',
    'acats',
    'documents',
    'statements',
    'alerts',
    'options/chains',
    'kyc/applications',
    'bank-links',
  ];
  const v = () => chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1);
  const mod = () => between(random, 100, 99_999);
  const css = (name: string) => `${name}_${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}`;
  const component = () => {
    const name = oneOf(random, NAMES);
    const [k1, k2, k3] = [oneOf(random, KEYS), oneOf(random, KEYS), oneOf(random, KEYS)];
    const f = v();
    return `${mod()}:(e,t,n)=>{"use strict";n.d(t,{${v()}:()=>${f}});var r=n(${mod()}),a=n(${mod()}),o=n(${mod()});function ${f}(e){let{${k1}:t,${k2}:n,...i}=e,[s,l]=(0,r.useState)(${oneOf(random, ['null', '!1', '0', '""', '[]'])}),c=(0,o.${v()})(t);return(0,r.useEffect)(()=>{if(!t)return;const e=setTimeout(()=>l(c.${k3}),${between(random, 50, 2000)});return()=>clearTimeout(e)},[t]),(0,a.jsxs)("div",{className:"${css(name)}","data-testid":"${name}",children:[(0,a.jsx)("span",{className:"${css(name)}",children:c.${k3}}),s&&(0,a.jsx)(o.${v()},{...i,${k1}:t,${k2}:n})]})}}`;
  };
  const apiClient = () => {
    const path = oneOf(random, PATHS).replace('{id}', '"+encodeURIComponent(e)+"');
    const method = oneOf(random, ['GET', 'GET', 'POST', 'PATCH', 'DELETE']);
    return `${mod()}:(e,t,n)=>{"use strict";n.d(t,{${v()}:()=>o});var r=n(${mod()}),a=n(${mod()});const o=async(e,t)=>{const n=await(0,r.${v()})("/api/v${between(random, 1, 3)}/${path}",{method:"${method}",headers:{"Content-Type":"application/json","X-Client":"web/2026.11.17-1"},credentials:"include"${method === 'GET' ? '' : ',body:JSON.stringify(t)'}});if(!n.ok)throw new a.${v()}(n.status,await n.text());return n.json()}}`;
  };
  const util = () =>
    `${mod()}:(e,t,n)=>{"use strict";n.d(t,{${v()}:()=>i});const r=${between(random, 2, 5000)},a=e=>e.toFixed(${between(random, 0, 4)}),i=(e,t)=>e.${oneOf(random, KEYS)}.filter(e=>e.${oneOf(random, KEYS)}>r).map(e=>({...e,${oneOf(random, KEYS)}:a(e.${oneOf(random, KEYS)}*t)}))}`;
  /** Error codes: the domain, its first number, and the messages the app shows. */
  const DOMAINS: readonly (readonly [string, number, readonly string[]])[] = [
    [
      'AUTH',
      1001,
      [
        'Your session has expired. Please log in again.',
        'That email and password combination does not match our records.',
        'Your account is locked after too many attempts. Reset your password to unlock it.',
        'Enter the 6-digit code we sent to your phone.',
        'That code has expired. We sent you a new one.',
        'This device is not recognized. Check your email to approve it.',
        'Passkeys are not supported in this browser.',
      ],
    ],
    [
      'ACCT',
      2001,
      [
        'This account is restricted. Contact support to learn more.',
        'Your account is closing and can only place closing trades.',
        'Add a trusted contact before changing your beneficiaries.',
        'We could not update your address. Please try again.',
        'Margin is not available for retirement accounts.',
        'Your margin application is under review.',
        'Your account has a margin call. Deposit funds or sell positions to meet it by the due date.',
      ],
    ],
    [
      'FUND',
      3001,
      [
        'Deposits from this bank are limited to 5,000.00 USD per day while your account is new.',
        'We could not verify this bank account. Link it again with your bank login.',
        'Withdrawals are limited to your settled cash.',
        'This deposit is still being held. Funds are available to withdraw 5 business days after the deposit.',
        'Wire details are missing the beneficiary name.',
        'Instant deposits are not available for this bank.',
        'Recurring deposits can start no earlier than tomorrow.',
      ],
    ],
    [
      'OPT',
      5101,
      [
        'Your options application is being reviewed. We will email you when it is done.',
        'This options contract expires today and can only be closed.',
        'Spreads need options Level 3.',
        'Early exercise requests must be in by 4:30 PM ET.',
        'This contract is not available to trade in the app.',
      ],
    ],
    [
      'KYC',
      6001,
      [
        'We need a clearer photo of your ID. Make sure all four corners are visible.',
        'The name on your ID does not match the name on your application.',
        'We could not confirm your address. Upload a recent utility bill or bank statement.',
        'Your selfie did not match your ID photo. Please try again in good lighting.',
        'We are reviewing your application. This usually takes 1 to 2 business days.',
      ],
    ],
  ];
  const TRADE: readonly (readonly [number, string])[] = [
    [4101, 'The market is closed. Your order will be queued for the next trading session.'],
    [4102, 'This stock is not available to trade on Larkspur.'],
    [4104, 'Trading in this stock is halted. You can place an order when trading resumes.'],
    [4105, 'You do not have enough buying power for this order.'],
    [4107, 'Limit price must be greater than zero.'],
    [4108, 'Your limit price is too far from the current market price. Adjust it and try again.'],
    [4110, 'Fractional shares are only available for market orders during regular hours.'],
    [4112, 'You cannot sell more shares than you own.'],
    [4113, 'Short selling is not available on your account.'],
    [4115, 'This order is over your single-order limit. Try a smaller order.'],
    [4116, 'You have reached the maximum number of open orders (100).'],
    [4119, 'Stop price must be below the current price for a sell stop order.'],
    [4121, 'Pattern day trader protection: this trade would be your 4th day trade in 5 business days.'],
    [4122, 'Extended-hours orders must be limit orders.'],
    [4124, 'This order is already being processed. Refresh to see its latest status.'],
    [4126, 'This order can no longer be changed because it has already been filled.'],
    [
      4127,
      'Buying calls and puts needs options Level 2. Your account is approved for Level 1 (covered calls and cash-secured puts) only. You can apply for an upgrade in Settings > Options trading.',
    ],
    [4128, 'Options orders must be limit orders during the first 5 minutes of the session.'],
    [4131, 'Orders in this contract are closing-only.'],
    [4133, 'Your order could not be sent. Please try again.'],
    [4135, 'Your order was rejected by the exchange.'],
  ];
  const codes: (readonly [string, string])[] = [];
  for (const [domain, first, messages] of DOMAINS) {
    let n = first;
    for (const m of messages) {
      codes.push([`E-${domain}-${n}`, m]);
      n += between(random, 1, 3);
    }
  }
  for (const [n, m] of TRADE) codes.push([`E-TRD-${n}`, m]);
  codes.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const eventName = (code: string, message: string) =>
    `${code.split('-')[1]!.toLowerCase()}.${message
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ')
      .filter((w) => w.length > 3)
      .slice(0, 3)
      .join('_')}`;
  const messagesModule = `${mod()}:(e,t,n)=>{"use strict";n.d(t,{T:()=>i,M:()=>r});const r={${codes.map(([c, m]) => `"${c}":"${m}"`).join(',')}},a="Something went wrong. Please try again or contact support.",i=e=>r[e]??a}`;
  const analyticsModule = `${mod()}:(e,t,n)=>{"use strict";n.d(t,{q:()=>a});var r=n(${mod()});const o={${codes.map(([c, m]) => `"${c}":"${eventName(c, m)}"`).join(',')}},a=(e,t)=>(0,r.track)("error_shown",{code:e,event:o[e]??"unknown",screen:t})}`;
  const parts: string[] = [];
  for (let length = 0; length < 720_000;) {
    const kind = pick(random, 10);
    const part = kind < 6 ? component() : kind < 8 ? apiClient() : util();
    parts.push(part);
    length += part.length + 1;
  }
  parts[Math.floor(parts.length * 0.27)] = analyticsModule;
  parts[Math.floor(parts.length * 0.5)] = messagesModule;
  const needle = `"E-TRD-4127":"${TRADE.find(([n]) => n === 4127)![1]}"`;
  const output = `"use strict";(self.webpackChunklarkspur_web=self.webpackChunklarkspur_web||[]).push([[792],{${parts.join(',')}}]);\n//# sourceMappingURL=main.4f9c2e71.js.map\n`;
  const ask =
    "A customer sent us a screenshot of error E-TRD-4127 that popped up when she tried to buy a call option, but the text is cut off in the image. What's the full message our web app shows for that code?";
  return probe('round 55: web app bundle', ask, 'read_file', output, 'message', needle, true);
}

/** `kubectl get prometheusrules -A -o yaml`: every alerting and recording rule; one FIX session's outbound queue threshold. */
function prometheusRulesYaml(): EconomicsTask {
  const random = seededRandom(55_004);
  const RUNBOOKS = 'https://runbooks.larkspur.internal';
  interface Alert {
    alert: string;
    description?: string;
    runbook: string;
    summary: string;
    expr: string;
    for?: string;
    severity: string;
    team: string;
  }
  const alertRule = (a: Alert) => [
    `      - alert: ${a.alert}`,
    '        annotations:',
    ...(a.description ? [`          description: ${a.description}`] : []),
    `          runbook_url: ${RUNBOOKS}/${a.runbook}`,
    `          summary: ${a.summary}`,
    `        expr: ${a.expr}`,
    ...(a.for ? [`        for: ${a.for}`] : []),
    '        labels:',
    `          severity: ${a.severity}`,
    `          team: ${a.team}`,
  ];
  const recordRule = (record: string, expr: readonly string[], labels: Readonly<Record<string, string>> = {}) => [
    ...(expr.length === 1 ? [`      - expr: ${expr[0]}`] : ['      - expr: |', ...expr.map((l) => `          ${l}`)]),
    ...(Object.keys(labels).length ? ['        labels:', ...Object.entries(labels).map(([k, val]) => `          ${k}: ${val}`)] : []),
    `        record: ${record}`,
  ];
  const group = (name: string, rules: readonly string[][], interval?: string) => [
    ...(interval ? [`    - interval: ${interval}`, `      name: ${name}`] : [`    - name: ${name}`]),
    '      rules:',
    ...rules.flat(),
  ];
  const item = (namespace: string, name: string, team: string, groups: readonly string[][], helm = true) => [
    '- apiVersion: monitoring.coreos.com/v1',
    '  kind: PrometheusRule',
    '  metadata:',
    ...(helm ? ['    annotations:', `      meta.helm.sh/release-name: ${name}`, `      meta.helm.sh/release-namespace: ${namespace}`] : []),
    `    creationTimestamp: "${utc(T(between(random, 1, 28), between(random, 8, 18), between(random, 0, 59), between(random, 0, 59)) - between(random, 30, 400) * DAY)}"`,
    `    generation: ${between(random, 1, 40)}`,
    '    labels:',
    ...(helm ? ['      app.kubernetes.io/managed-by: Helm'] : []),
    '      release: kube-prometheus-stack',
    `      team: ${team}`,
    `    name: ${name}`,
    `    namespace: ${namespace}`,
    `    resourceVersion: "${between(random, 40_000_000, 99_999_999)}"`,
    `    uid: ${uuid(random)}`,
    '  spec:',
    '    groups:',
    ...groups.flat(),
  ];

  // Market data: every feed channel's rules.
  const FEEDS: readonly (readonly [string, string, number])[] = [
    ['cqs', 'CTA CQS quotes', 24],
    ['cts', 'CTA CTS trades', 12],
    ['uqdf', 'UTP UQDF quotes', 6],
    ['utdf', 'UTP UTDF trades', 6],
    ['xnys-xdp', 'NYSE Integrated XDP', 20],
    ['arcx-xdp', 'NYSE Arca Integrated XDP', 20],
    ['bzx-pitch', 'Cboe BZX PITCH', 24],
    ['edgx-pitch', 'Cboe EDGX PITCH', 24],
    ['xnas-itch', 'Nasdaq TotalView-ITCH', 4],
    ['memx-memoir', 'MEMX MEMOIR Depth', 4],
    ['iex-deep', 'IEX DEEP', 1],
  ];
  const feedGroups = FEEDS.map(([feed, label, channels]) =>
    group(
      `md-feed.${feed}`,
      Array.from({ length: channels }, (_, c) => {
        const channel = `${feed}-${pad2(c + 1)}`;
        const handler = `mdfh-${pad2(between(random, 1, 8))}`;
        return [
          ...alertRule({
            alert: 'MdFeedGapRateHigh',
            description: 'Gap fill requests on {{ $labels.channel }} are at {{ $value | humanize }}/s',
            runbook: 'market-data/feed-gaps',
            summary: `Packet gaps on ${label} channel ${channel} (${handler})`,
            expr: `sum(rate(md_feed_gap_packets_total{channel="${channel}"}[1m])) > ${oneOf(random, [2, 5, 5, 10, 20])}`,
            for: oneOf(random, ['1m', '2m']),
            severity: 'warning',
            team: 'market-data',
          }),
          ...alertRule({
            alert: 'MdFeedLineStale',
            runbook: 'market-data/stale-line',
            summary: `No packets on ${label} channel ${channel} A or B line during market hours`,
            expr: `(time() - max(md_feed_last_packet_timestamp_seconds{channel="${channel}"}) > ${oneOf(random, [2, 3, 5])}) and on() market_session_open == 1`,
            for: '15s',
            severity: 'page',
            team: 'market-data',
          }),
          ...alertRule({
            alert: 'MdFeedArbitrationOneSided',
            runbook: 'market-data/one-sided-arbitration',
            summary: `${label} channel ${channel} is running on one line only`,
            expr: `min by (channel) (md_feed_line_up{channel="${channel}"}) == 0`,
            for: '5m',
            severity: 'warning',
            team: 'market-data',
          }),
          ...alertRule({
            alert: 'MdFeedDecodeLatencyHigh',
            runbook: 'market-data/decode-latency',
            summary: `p99 decode latency on ${label} channel ${channel} is above budget`,
            expr: `histogram_quantile(0.99, sum by (le) (rate(md_feed_decode_latency_seconds_bucket{channel="${channel}"}[1m]))) > ${oneOf(random, ['0.00015', '0.00025', '0.0005'])}`,
            for: '2m',
            severity: 'warning',
            team: 'market-data',
          }),
        ];
      }),
      '15s',
    ),
  );

  // The FIX gateway: every session's rules.
  const VENUES: readonly (readonly [string, string, number])[] = [
    ['ARCX', 'NYSE Arca order entry', 2],
    ['BYX', 'Cboe BYX order entry', 1],
    ['BZX', 'Cboe BZX order entry', 2],
    ['CDRG', 'Citadel Securities wholesale', 3],
    ['EDGA', 'Cboe EDGA order entry', 1],
    ['EDGX', 'Cboe EDGX order entry', 2],
    ['IEX', 'IEX order entry', 2],
    ['JNST', 'Jane Street wholesale', 2],
    ['MEMX', 'MEMX order entry', 2],
    ['NITE', 'Virtu wholesale', 3],
    ['UBSS', 'UBS wholesale', 1],
    ['XNAS', 'Nasdaq order entry', 2],
    ['XNYS', 'NYSE order entry', 2],
  ];
  let needle = '';
  const fixGroups: string[][] = [];
  for (const [venue, label, sessions] of VENUES) {
    const kinds: (readonly [string, string])[] = Array.from({ length: sessions }, (_, k) => [`${venue}-OE-${k + 1}`, label] as const);
    kinds.push([`${venue}-DC-1`, label.replace('order entry', 'drop copy').replace('wholesale', 'wholesale drop copy')]);
    for (const [session, what] of kinds) {
      const gateway = `fixgw-${pad2(between(random, 1, 4))}`;
      const depth = session === 'EDGX-OE-2' ? 2500 : oneOf(random, [500, 750, 1000, 1500, 2000, 4000, 5000]);
      const expr = `max_over_time(fix_session_outbound_queue_depth{session="${session}"}[1m]) > ${depth}`;
      if (session === 'EDGX-OE-2') needle = `expr: ${expr}`;
      fixGroups.push(
        group(`fix-session.${session}`, [
          alertRule({
            alert: 'FixSessionLoggedOut',
            runbook: 'trading/fix-session-down',
            summary: `FIX session ${session} (${what}) on ${gateway} is not logged on`,
            expr: `fix_session_logged_on{session="${session}"} == 0 and on() fix_session_schedule_active{session="${session}"} == 1`,
            for: '30s',
            severity: 'page',
            team: 'trading-connectivity',
          }),
          alertRule({
            alert: 'FixSessionResendStorm',
            runbook: 'trading/fix-resends',
            summary: `Resend requests on FIX session ${session} (${what})`,
            expr: `increase(fix_session_resend_requests_total{session="${session}"}[5m]) > ${oneOf(random, [3, 5, 10])}`,
            severity: 'warning',
            team: 'trading-connectivity',
          }),
          alertRule({
            alert: 'FixOutboundQueueDepthHigh',
            description: "'{{ $value }} messages waiting to be written to the venue socket for over a minute'",
            runbook: 'trading/fix-outbound-queue',
            summary: `Outbound queue building on FIX session ${session} (${what}) on ${gateway}`,
            expr,
            for: oneOf(random, ['1m', '2m', '3m']),
            severity: 'page',
            team: 'trading-connectivity',
          }),
          alertRule({
            alert: 'FixSessionRejectRateHigh',
            runbook: 'trading/fix-session-rejects',
            summary: `Session-level rejects (35=3) on ${session} (${what})`,
            expr: `rate(fix_session_messages_total{session="${session}",msg_type="3",direction="in"}[5m]) > ${oneOf(random, ['0.1', '0.2', '0.5'])}`,
            for: '5m',
            severity: 'warning',
            team: 'trading-connectivity',
          }),
          alertRule({
            alert: 'FixHeartbeatLate',
            runbook: 'trading/fix-heartbeats',
            summary: `No heartbeat from the counterparty on ${session} for over 1.5 intervals`,
            expr: `time() - fix_session_last_inbound_timestamp_seconds{session="${session}"} > 45`,
            severity: 'warning',
            team: 'trading-connectivity',
          }),
        ]),
      );
    }
  }

  // Kafka, the OMS, onboarding, settlement and the SLOs.
  const kafkaGroups = [
    group(
      'kafka-brokers',
      Array.from({ length: 9 }, (_, b) => [
        ...alertRule({
          alert: 'KafkaUnderReplicatedPartitions',
          runbook: 'platform/kafka-urp',
          summary: `Broker ${b + 1} reports under-replicated partitions`,
          expr: `kafka_server_replicamanager_underreplicatedpartitions{broker="${b + 1}"} > 0`,
          for: '10m',
          severity: 'warning',
          team: 'platform',
        }),
        ...alertRule({
          alert: 'KafkaRequestHandlerSaturated',
          runbook: 'platform/kafka-handlers',
          summary: `Request handler idle ratio on broker ${b + 1} below 20%`,
          expr: `avg_over_time(kafka_server_kafkarequesthandlerpool_requesthandleravgidlepercent{broker="${b + 1}"}[5m]) < 0.2`,
          for: '10m',
          severity: 'warning',
          team: 'platform',
        }),
      ]),
    ),
  ];
  const SERVICES = [
    'order-router',
    'order-api',
    'risk-svc',
    'positions-svc',
    'quotes-api',
    'md-fanout',
    'kyc-orchestrator',
    'funding-svc',
    'acats-svc',
    'ca-processor',
    'settlement-engine',
    'statements-svc',
    'notifications-svc',
    'auth-svc',
    'options-svc',
    'watchlist-svc',
    'search-svc',
    'tax-docs-svc',
    'ledger-svc',
    'cash-sweep-svc',
    'referral-svc',
    'web-bff',
    'mobile-bff',
    'admin-portal',
  ];
  const WINDOWS = ['5m', '30m', '1h', '2h', '6h', '1d', '3d', '30d'];
  const sloGroups = SERVICES.flatMap((service) => {
    const objective = oneOf(random, ['99.9', '99.95', '99.5', '99.99']);
    const budget = (1 - Number(objective) / 100).toFixed(4).replace(/0+$/, '');
    const labels = (w: string) => ({
      sloth_id: `${service}-availability`,
      sloth_service: service,
      sloth_slo: 'availability',
      sloth_window: w,
    });
    return [
      group(
        `sloth-slo-sli-recordings-${service}-availability`,
        WINDOWS.map((w) =>
          recordRule(
            `slo:sli_error:ratio_rate${w}`,
            [
              `(sum(rate(http_server_requests_seconds_count{service="${service}",status=~"5.."}[${w}])))`,
              '/',
              `(sum(rate(http_server_requests_seconds_count{service="${service}"}[${w}])))`,
            ],
            labels(w),
          ),
        ),
      ),
      group(`sloth-slo-meta-recordings-${service}-availability`, [
        recordRule('slo:objective:ratio', [`vector(0.${objective.replace('.', '').padEnd(4, '0')})`], labels('30d')),
        recordRule('slo:error_budget:ratio', [`vector(1-0.${objective.replace('.', '').padEnd(4, '0')})`], labels('30d')),
        recordRule('slo:time_period:days', ['vector(30)'], labels('30d')),
      ]),
      group(`sloth-slo-alerts-${service}-availability`, [
        alertRule({
          alert: 'SloErrorBudgetBurnPage',
          runbook: 'platform/slo-burn',
          summary: `${service} is burning its availability error budget too fast`,
          expr: `(max(slo:sli_error:ratio_rate5m{sloth_id="${service}-availability"} > (14.4 * ${budget})) without (sloth_window) and max(slo:sli_error:ratio_rate1h{sloth_id="${service}-availability"} > (14.4 * ${budget})) without (sloth_window))`,
          severity: 'page',
          team: service.includes('order') || service.includes('risk') ? 'trading' : 'platform',
        }),
        alertRule({
          alert: 'SloErrorBudgetBurnTicket',
          runbook: 'platform/slo-burn',
          summary: `${service} is slowly burning its availability error budget`,
          expr: `(max(slo:sli_error:ratio_rate2h{sloth_id="${service}-availability"} > (6 * ${budget})) without (sloth_window) and max(slo:sli_error:ratio_rate1d{sloth_id="${service}-availability"} > (6 * ${budget})) without (sloth_window))`,
          severity: 'ticket',
          team: service.includes('order') || service.includes('risk') ? 'trading' : 'platform',
        }),
      ]),
    ];
  });
  const JOBS = [
    'dtc-instructions',
    'nscc-cns-recon',
    'obligations-t1',
    'fails-report',
    'stock-record',
    'cash-recon',
    'ca-entitlements',
    'dividend-posting',
    'acats-sweep',
    'statements-eom',
    'confirms-daily',
    'cat-reporting',
    'blue-sheets',
    'margin-calc',
    'reg-t-extensions',
  ];
  const settlementGroups = [
    group(
      'settlement-batch',
      JOBS.map((job) =>
        alertRule({
          alert: 'BatchJobLate',
          runbook: `settlement/${job}`,
          summary: `The ${job} job has not completed by its deadline`,
          expr: `time() - settlement_job_last_success_timestamp_seconds{job_name="${job}"} > ${oneOf(random, [26, 26, 30, 36]) * 3600}`,
          severity: 'page',
          team: 'settlement',
        }),
      ),
    ),
  ];
  const items = [
    item('feeds', 'md-feed-handlers', 'market-data', feedGroups),
    item('fix-gateway', 'fix-gateway-sessions', 'trading-connectivity', fixGroups),
    item('kafka', 'kafka-cluster', 'platform', kafkaGroups),
    item('settlement', 'settlement-jobs', 'settlement', settlementGroups),
    item('slo', 'sloth-slos', 'platform', sloGroups, false),
  ];
  const output = `${['apiVersion: v1', 'items:', ...items.flat(), 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const ask =
    'The outbound queue alert for our second Cboe EDGX order entry session keeps paging people during the open. What queue depth is it set to go off at?';
  return probe('round 55: prometheus rules yaml', ask, 'run_shell', output, 'depth', needle);
}

/** `kubectl logs deploy/order-router --since=3h`: Spring Boot's log with stack traces; the cause of one order's failed price change. */
function orderRouterLog(): EconomicsTask {
  const random = seededRandom(55_005);
  const ROUTES = ['CDRG', 'CDRG', 'CDRG', 'NITE', 'NITE', 'JNST', 'UBSS', 'XNAS', 'ARCX', 'IEXG'];
  const events: { t: number; text: string }[] = [];
  const line = (t: number, level: string, thread: string, logger: string, msg: string) =>
    `${isoEt(t)} ${level.padStart(5)} 1 --- [order-router] [${thread.slice(-15).padStart(15)}] ${logger.padEnd(40)} : ${msg}`;
  const add = (t: number, level: string, thread: string, logger: string, msg: string, trace: readonly string[] = []) =>
    events.push({ t, text: [line(t, level, thread, logger, msg), ...trace].join('\n') });
  const worker = () => `router-worker-${between(random, 1, 16)}`;
  const account = () => `LK${between(random, 10_000_000, 49_999_999)}`;
  const start = T(19, 9, 30);
  const end = T(19, 11, 30);
  const COUNT = 1_400;
  const starts = Array.from({ length: COUNT }, () => start + pick(random, end - start - 2 * MINUTE)).sort((a, b) => a - b);
  const targetIndex = Math.floor(COUNT * 0.52);
  const otherParseIndex = Math.floor(COUNT * 0.37);
  const timeoutIndexes = new Set([0.24, 0.33, 0.45, 0.58, 0.66, 0.71].map((f) => Math.floor(COUNT * f)));
  const routerFrames = (method: string, line1: number) => [
    `\tat com.larkspur.oms.router.CancelReplaceHandler.${method}(CancelReplaceHandler.java:${line1})`,
    `\tat com.larkspur.oms.router.CancelReplaceHandler.handle(CancelReplaceHandler.java:97)`,
    `\tat com.larkspur.oms.router.RouterWorker.dispatch(RouterWorker.java:142)`,
    `\tat com.larkspur.oms.router.RouterWorker.run(RouterWorker.java:88)`,
    `\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)`,
    `\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)`,
    `\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
  ];
  let needle = '';
  let targetId = '';
  let seq = 412_000;
  starts.forEach((t0, i) => {
    seq += between(random, 1, 5);
    const id = `ORD-20261119-${String(seq).padStart(8, '0')}`;
    const [sym, ref] = i === targetIndex ? symbol('NVDA') : oneOf(random, SYMBOLS);
    const acct = i === targetIndex ? 'LK30927514' : i === otherParseIndex ? 'LK18860245' : account();
    const side = oneOf(random, ['BUY', 'BUY', 'SELL']);
    const qty = ref > 300 ? between(random, 1, 12) : ref > 50 ? between(random, 1, 80) : between(random, 5, 600);
    const limit = i === targetIndex || i === otherParseIndex || timeoutIndexes.has(i) || random() < 0.45;
    const px = i === targetIndex ? 171.2 : Number((ref * (1 + (random() - 0.5) * 0.02)).toFixed(2));
    const w = worker();
    const route = oneOf(random, ROUTES);
    const bid = (ref * (1 - 0.0003)).toFixed(2);
    const ask = (ref * (1 + 0.0003)).toFixed(2);
    let t = t0;
    add(
      t,
      'INFO',
      `http-nio-8080-exec-${between(random, 1, 40)}`,
      'c.l.oms.api.OrderController',
      `Received NewOrderSingle ${id} acct=${acct} ${sym} ${side} ${qty} ${limit ? `LMT ${px.toFixed(2)}` : 'MKT'} DAY src=${oneOf(random, ['ios', 'ios', 'android', 'web', 'api'])}`,
    );
    t += between(random, 2, 9);
    const riskMs = random() < 0.01 ? between(random, 400, 1_500) : between(random, 1, 6);
    if (riskMs > 100)
      add(t + riskMs, 'WARN', w, 'c.l.oms.risk.RiskGate', `Slow pre-trade risk check for ${id}: ${riskMs} ms (budget 50 ms)`);
    t += riskMs;
    add(
      t,
      'INFO',
      w,
      'c.l.oms.risk.RiskGate',
      `Risk check passed ${id} bp_after=${money(between(random, 100, 90_000) + random())} latency_ms=${riskMs}`,
    );
    t += between(random, 1, 4);
    add(t, 'INFO', w, 'c.l.oms.router.RoutingEngine', `Routed ${id} -> ${route} (score=0.${between(random, 700, 990)} nbbo=${bid}x${ask})`);
    t += between(random, 3, 60);
    add(
      t,
      'INFO',
      `fix-in-${route}-OE-1`,
      'c.l.oms.fix.ExecutionReportHandler',
      `Ack ${id} venue_order_id=${chars(random, '0123456789ABCDEF', 12)} ${route}`,
    );
    const replace = i === targetIndex || i === otherParseIndex || timeoutIndexes.has(i) || (limit && random() < 0.06);
    if (replace) {
      t += between(random, 20, 600) * SECOND;
      const newPx = i === targetIndex ? 168.5 : Number((px * (1 + (random() - 0.5) * 0.03)).toFixed(2));
      const rw = worker();
      add(
        t,
        'INFO',
        `http-nio-8080-exec-${between(random, 1, 40)}`,
        'c.l.oms.api.OrderController',
        `Received OrderCancelReplaceRequest for ${id} acct=${acct} ${sym} limit ${px.toFixed(2)} -> ${newPx.toFixed(2)}`,
      );
      t += between(random, 2, 9);
      if (i === targetIndex || i === otherParseIndex) {
        const limitText = i === targetIndex ? '25,000.00' : '1,500.00';
        const cause = `Caused by: com.larkspur.risk.client.LimitParseException: cannot parse max_order_notional "${limitText}" for account ${acct}`;
        if (i === targetIndex) {
          needle = cause;
          targetId = id;
        }
        add(
          t,
          'ERROR',
          rw,
          'c.l.oms.router.CancelReplaceHandler',
          `Cancel/replace failed for ${id} (account ${acct}, ${sym} LMT ${px.toFixed(2)} -> ${newPx.toFixed(2)})`,
          [
            `com.larkspur.oms.router.ReplaceRejectedException: pre-trade risk check failed for replace of ${id}`,
            ...routerFrames('checkRisk', 188),
            cause,
            '\tat com.larkspur.risk.client.LimitDecoder.decimal(LimitDecoder.java:61)',
            '\tat com.larkspur.risk.client.LimitDecoder.decode(LimitDecoder.java:34)',
            '\tat com.larkspur.risk.client.RiskClient.limitsFor(RiskClient.java:117)',
            '\tat com.larkspur.oms.router.CancelReplaceHandler.checkRisk(CancelReplaceHandler.java:181)',
            '\t... 6 common frames omitted',
          ],
        );
        add(t + 3, 'INFO', rw, 'c.l.oms.fix.ClientSessionNotifier', `Sent OrderCancelReject for ${id} (102=99 text="Replace rejected")`);
        return;
      }
      if (timeoutIndexes.has(i)) {
        add(
          t + 5_000,
          'ERROR',
          rw,
          'c.l.oms.router.CancelReplaceHandler',
          `Cancel/replace failed for ${id} (account ${acct}, ${sym} LMT ${px.toFixed(2)} -> ${newPx.toFixed(2)})`,
          [
            `com.larkspur.oms.router.ReplaceRejectedException: pre-trade risk check failed for replace of ${id}`,
            ...routerFrames('checkRisk', 188),
            'Caused by: org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://risk-svc.risk.svc.cluster.local:8080/v2/check": Read timed out',
            '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)',
            '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:906)',
            '\tat com.larkspur.risk.client.RiskClient.check(RiskClient.java:88)',
            '\tat com.larkspur.oms.router.CancelReplaceHandler.checkRisk(CancelReplaceHandler.java:184)',
            '\t... 6 common frames omitted',
          ],
        );
        add(
          t + 5_003,
          'INFO',
          rw,
          'c.l.oms.fix.ClientSessionNotifier',
          `Sent OrderCancelReject for ${id} (102=99 text="Replace rejected")`,
        );
        return;
      }
      add(t, 'INFO', rw, 'c.l.oms.router.CancelReplaceHandler', `Replace accepted ${id} -> ${route} new limit ${newPx.toFixed(2)}`);
    }
    if (random() < 0.82) {
      t += between(random, 5, 20_000);
      const fillPx = (ref * (1 + (random() - 0.5) * 0.004)).toFixed(2);
      add(
        t,
        'INFO',
        `fix-in-${route}-OE-1`,
        'c.l.oms.fix.ExecutionReportHandler',
        `Fill ${id} ${qty} @ ${fillPx} venue=${route} exec_id=${chars(random, '0123456789ABCDEF', 16)} leaves=0`,
      );
      if (random() < 0.03)
        add(
          t + between(random, 100, 30_000),
          'ERROR',
          'kafka-producer-network-thread | order-router-1',
          'c.l.oms.events.OrderEventPublisher',
          `Failed to publish FILLED event for ${id}, will retry`,
          [
            `org.apache.kafka.common.errors.TimeoutException: Expiring ${between(random, 1, 9)} record(s) for oms.orders.events-${between(random, 0, 47)}:120000 ms has passed since batch creation`,
          ],
        );
    }
  });
  for (let t = start; t < end; t += 30 * SECOND)
    add(
      t + between(random, 0, 900),
      'INFO',
      'metrics-reporter',
      'c.l.oms.ops.PoolStatsReporter',
      `HikariPool-1 stats (total=${20}, active=${between(random, 1, 14)}, idle=${between(random, 4, 19)}, waiting=0); router queue depth=${between(random, 0, 40)}`,
    );
  for (let t = start; t < end; t += 5 * MINUTE)
    add(
      t + between(random, 0, 9_000),
      'INFO',
      'scheduling-1',
      'c.l.oms.router.RoutingTable',
      'Routing table refreshed: 10 venues, 1 disabled (EDGA)',
    );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask = `A customer tried to lower the limit price on order ${targetId} this morning and the change never went through. The order router logged a stack trace for it. What was the underlying cause, not the wrapper exception?`;
  return probe('round 55: order router stack trace', ask, 'run_shell', output, 'cause', needle);
}

/** `acatsctl report`: a fortnight of account transfers, one record of fields each; why one customer's incoming transfer was rejected. */
function acatsTransferReport(): EconomicsTask {
  const random = seededRandom(55_006);
  const FIRMS: readonly (readonly [string, string])[] = [
    ['0226', 'NATIONAL FINANCIAL SERVICES LLC'],
    ['0164', 'CHARLES SCHWAB & CO INC'],
    ['0158', 'APEX CLEARING CORPORATION'],
    ['0443', 'PERSHING LLC'],
    ['6769', 'ROBINHOOD SECURITIES LLC'],
    ['0385', 'E*TRADE SECURITIES LLC'],
    ['0534', 'INTERACTIVE BROKERS LLC'],
    ['0062', 'VANGUARD MARKETING CORPORATION'],
    ['0015', 'MORGAN STANLEY SMITH BARNEY LLC'],
    ['0141', 'WELLS FARGO CLEARING SERVICES LLC'],
    ['0188', 'TD AMERITRADE CLEARING INC'],
    ['0235', 'RBC CAPITAL MARKETS LLC'],
  ];
  const US = ['0987', 'LARKSPUR SECURITIES LLC'] as const;
  const REJECTS = [
    '01 SSN/TIN MISMATCH',
    '02 ACCOUNT TITLE MISMATCH',
    '03 DOCUMENTATION NEEDED',
    '04 ACCOUNT FLAT - NO TRANSFERABLE ASSETS',
    '06 INVALID ACCOUNT NUMBER',
    '08 DUPLICATE REQUEST',
    '10 ACCOUNT TYPE MISMATCH',
    '11 CUSTOMER CANCELLED AT DELIVERER',
  ];
  const DETAILS: Readonly<Record<string, readonly string[]>> = {
    '02 ACCOUNT TITLE MISMATCH': [
      'DLV ACCT REGISTERED AS TRUST',
      'DLV ACCT IS CUSTODIAL (UTMA)',
      'NAME ON DLV ACCT DIFFERS - PLS VERIFY MIDDLE NAME',
    ],
    '03 DOCUMENTATION NEEDED': [
      'MEDALLION SIGNATURE GUARANTEE REQUIRED',
      'DEATH CERTIFICATE AND LETTERS TESTAMENTARY REQUIRED',
      'SPOUSAL CONSENT REQUIRED',
    ],
    '10 ACCOUNT TYPE MISMATCH': ['DLV ACCT IS ROTH IRA, RCV ACCT IS TRADITIONAL IRA', 'DLV ACCT IS SEP IRA, RCV ACCT IS INDIVIDUAL'],
  };
  const STATUSES: readonly (readonly [string, string])[] = [
    ['SETTLED', 'SET'],
    ['SETTLED', 'SET'],
    ['SETTLED', 'SET'],
    ['SETTLE PREP', 'SPR'],
    ['REVIEW', 'REV'],
    ['REQUEST', 'REQ'],
    ['REJECTED', 'PRR'],
    ['PURGED', 'PUR'],
  ];
  const REGISTRATIONS = ['INDIVIDUAL', 'INDIVIDUAL', 'INDIVIDUAL', 'JOINT WROS', 'TRADITIONAL IRA', 'ROTH IRA', 'ROLLOVER IRA'];
  const dlvAccount = (firm: string) =>
    firm === '0226'
      ? `${chars(random, UPPER, 1)}${digits(random, 2)}-${digits(random, 6)}`
      : firm === '0164'
        ? `${digits(random, 4)}-${digits(random, 4)}`
        : firm === '6769'
          ? `5${digits(random, 8)}`
          : `${chars(random, UPPER, 3)}${digits(random, 6)}`;
  const when = (t: number) => `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')} ET`;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  interface Transfer {
    t: number;
    customer: string;
    receive: boolean;
    firm?: readonly [string, string];
    status?: readonly [string, string];
    registration?: string;
    reason?: string;
  }
  const RULE = '-'.repeat(96);
  const record = (x: Transfer) => {
    const firm = x.firm ?? oneOf(random, FIRMS);
    const [rcv, dlv] = x.receive ? [US, firm] : [firm, US];
    const recent = x.t > T(16, 0);
    const status =
      x.status ??
      (recent
        ? oneOf(
            random,
            STATUSES.filter(([, code]) => code !== 'SET' && code !== 'PUR'),
          )
        : oneOf(random, STATUSES));
    const run = T(19, 7, 15, 2);
    let statusAt =
      x.t +
      (recent ? between(random, 0, 1) : between(random, 1, 5)) * DAY +
      between(random, 1, 8 * 60) * MINUTE +
      between(random, 0, 59) * SECOND;
    if (statusAt >= run) statusAt = x.t + pick(random, run - x.t);
    const positions = between(random, 1, 24);
    const registration = x.registration ?? oneOf(random, REGISTRATIONS);
    const ours = `LK${between(random, 10_000_000, 49_999_999)}`;
    const theirs = dlvAccount(firm[0]);
    let reason = x.reason;
    if (!reason && status[1] === 'PRR') {
      const r = oneOf(random, REJECTS);
      const details = DETAILS[r];
      reason = details && random() < 0.7 ? `${r}: ${oneOf(random, details)}` : r;
    }
    const equity = between(random, 0, positions);
    return [
      RULE,
      `Control No ......... ${day(x.t).replace(/-/g, '')}${digits(random, 6)}   Type: ${oneOf(random, ['FULL (FUL)', 'FULL (FUL)', 'FULL (FUL)', 'PARTIAL (PTR)'])}   Direction: ${x.receive ? 'RECEIVE' : 'DELIVER'}`,
      `  Status ........... ${`${status[0]} (${status[1]})`.padEnd(22)} as of ${when(statusAt)}`,
      `  Submitted ........ ${when(x.t)}   Orig Settle: ${day(x.t + between(random, 4, 6) * DAY)}`,
      `  Receiving Firm ... ${rcv[0]}  ${rcv[1]}`,
      `  Delivering Firm .. ${dlv[0]}  ${dlv[1]}`,
      `  Customer ......... ${x.customer}`,
      `  Rcv Account ...... ${(x.receive ? ours : theirs).padEnd(16)} Dlv Account ...... ${x.receive ? theirs : ours}`,
      `  Registration ..... ${registration.padEnd(16)} TIN .............. ***-**-${digits(random, 4)}`,
      `  Assets ........... ${positions} position${positions === 1 ? '' : 's'}, est. USD ${money(between(random, 200, 400_000) + random())} (${equity} equity, ${positions - equity} fund/other)`,
      `  Reject Reason .... ${reason ?? '-'}`,
      `  Last Action ...... ${when(statusAt)} by ${oneOf(random, ['NSCC', 'NSCC', 'DELIVERER', 'RECEIVER', 'acats-svc'])}`,
    ].join('\n');
  };
  const transfers: Transfer[] = [];
  const start = T(4, 7);
  const span = T(18, 19) - start;
  for (let i = 0; i < 1_900; i++) {
    const t = start + pick(random, span);
    const d = new Date(t).getUTCDay();
    if (d === 0 || d === 6) continue;
    transfers.push({
      t,
      customer: `${oneOf(random, LAST).toUpperCase()}, ${oneOf(random, FIRST).toUpperCase()} ${chars(random, UPPER, 1)}`,
      receive: random() < 0.72,
    });
  }
  const nfs = FIRMS[0]!;
  const needle = 'Reject Reason .... 02 ACCOUNT TITLE MISMATCH: DLV ACCT IS JOINT WROS WITH GERALD R WHITFIELD';
  transfers.push({
    t: T(11, 10, 14, 22),
    customer: 'WHITFIELD, DOLORES A',
    receive: true,
    firm: nfs,
    status: ['REJECTED', 'PRR'],
    registration: 'INDIVIDUAL',
    reason: '02 ACCOUNT TITLE MISMATCH: DLV ACCT IS JOINT WROS WITH GERALD R WHITFIELD',
  });
  transfers.push({
    t: T(9, 15, 2, 7),
    customer: 'WHITFIELD, GERALD R',
    receive: true,
    firm: nfs,
    status: ['SETTLED', 'SET'],
    registration: 'INDIVIDUAL',
  });
  transfers.push({
    t: T(12, 11, 40, 51),
    customer: 'WHITFORD, DELORES',
    receive: true,
    firm: FIRMS[1],
    status: ['REJECTED', 'PRR'],
    registration: 'ROTH IRA',
    reason: '01 SSN/TIN MISMATCH',
  });
  transfers.push({ t: T(13, 9, 12, 30), customer: 'WHITFIELD, MARCUS J', receive: false, firm: FIRMS[5], status: ['REVIEW', 'REV'] });
  transfers.sort((a, b) => a.t - b.t);
  const records = transfers.map(record);
  const output = `${[
    'ACATS TRANSFER ACTIVITY REPORT                                  LARKSPUR SECURITIES LLC (NSCC 0987)',
    `Run: 2026-11-19 07:15:02 ET   Range: 2026-11-04 .. 2026-11-18   Direction: ALL   Status: ALL   Records: ${records.length}`,
    ...records,
    RULE,
    `End of report. ${records.length} transfers.`,
  ].join('\n')}\n`;
  const ask =
    "Dolores Whitfield's account transfer coming over to us got bounced back by the other firm. What reason did they give for rejecting it?";
  return probe('round 55: acats transfer report', ask, 'run_shell', output, 'reason', needle);
}

/** A FIX message (SOH shown as `|`) with its BodyLength and CheckSum worked out as a FIX engine would. */
function fixMessage(fields: readonly (readonly [number, string | number])[]): string {
  const body = fields.map(([tag, value]) => `${tag}=${value}\x01`).join('');
  const head = `8=FIX.4.4\x019=${body.length}\x01`;
  let sum = 0;
  for (const c of head + body) sum += c.charCodeAt(0);
  return `${head}${body}10=${String(sum % 256).padStart(3, '0')}\x01`.replace(/\x01/g, '|');
}

/** A FIX order entry session's message log around the open; the fill of one customer's market sale. */
function fixSessionLog(): EconomicsTask {
  const random = seededRandom(55_007);
  const US = 'LARKOE1';
  const THEM = 'CDRG';
  /** A FIX timestamp in UTC from a New York moment: `20261119-14:30:01.118`. */
  const fixTime = (t: number) => {
    const s = utcMs(t);
    return `${s.slice(0, 10).replace(/-/g, '')}-${s.slice(11, 23)}`;
  };
  type Fields = readonly (readonly [number, string | number])[];
  /** Messages in the order they are made; numbered and written once they are in time order. */
  const lines: { t: number; out: boolean; type: string; sent: number; fields: Fields; text?: string }[] = [];
  const send = (t: number, type: string, fields: Fields) => lines.push({ t, out: true, type, sent: t, fields });
  const receive = (t: number, type: string, fields: Fields) => lines.push({ t, out: false, type, sent: t - between(random, 0, 2), fields });
  const account = () => `LK${between(random, 10_000_000, 49_999_999)}`;
  const clOrdId = () => `LK${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 12)}`;
  let orderId = 774_120_000;
  const OPEN = T(19, 9, 30);
  interface Order {
    t: number;
    account: string;
    sym: readonly [string, number];
    side: '1' | '2';
    qty: number;
    type: '1' | '2';
    limit?: number;
    /** Cancel at this moment instead of filling. */
    cancelAt?: number;
    /** The fill price, if set. */
    fillPx?: number;
    fillAt?: number;
  }
  let target = -1;
  const HER = 'LK20418837';
  const run = (o: Order, keep?: (index: number) => void) => {
    const [sym, ref] = o.sym;
    const cl = clOrdId();
    const oid = String(orderId++);
    const common = (cum: number, avg: string): (readonly [number, string | number])[] => [
      [1, o.account],
      [6, avg],
      [11, cl],
      [14, cum],
    ];
    send(o.t, 'D', [
      [11, cl],
      [1, o.account],
      [21, 1],
      [55, sym],
      [54, o.side],
      [60, fixTime(o.t)],
      [38, o.qty],
      [40, o.type],
      ...(o.type === '2' ? [[44, o.limit!.toFixed(2)] as const] : []),
      [59, 0],
    ]);
    const ackAt = o.t + between(random, 1, 4);
    const tail = (leaves: number, px?: string): (readonly [number, string | number])[] => [
      [37, oid],
      [38, o.qty],
      [39, leaves === 0 && px ? 2 : leaves < o.qty ? 1 : 0],
      [40, o.type],
      ...(o.type === '2' ? [[44, o.limit!.toFixed(2)] as const] : []),
      [54, o.side],
      [55, sym],
      [59, 0],
    ];
    receive(ackAt, '8', [
      ...common(0, '0.00'),
      [17, `${oid}-0`],
      [31, '0.00'],
      [32, 0],
      ...tail(o.qty),
      [60, fixTime(ackAt)],
      [150, 0],
      [151, o.qty],
    ]);
    if (o.cancelAt !== undefined) {
      const ccl = clOrdId();
      send(o.cancelAt, 'F', [
        [11, ccl],
        [41, cl],
        [1, o.account],
        [55, sym],
        [54, o.side],
        [38, o.qty],
        [60, fixTime(o.cancelAt)],
      ]);
      const at = o.cancelAt + between(random, 1, 5);
      receive(at, '8', [
        [1, o.account],
        [6, '0.00'],
        [11, ccl],
        [14, 0],
        [17, `${oid}-1`],
        [31, '0.00'],
        [32, 0],
        [37, oid],
        [38, o.qty],
        [39, 4],
        [40, o.type],
        [41, cl],
        [54, o.side],
        [55, sym],
        [60, fixTime(at)],
        [150, 4],
        [151, 0],
      ]);
      return;
    }
    const px = (o.fillPx ?? (o.type === '2' ? o.limit! : ref * (1 + (random() - 0.5) * 0.006))).toFixed(2);
    const parts = o.fillPx === undefined && o.qty > 50 && random() < 0.3 ? 2 : 1;
    let cum = 0;
    let at = o.fillAt ?? Math.max(o.t, OPEN) + between(random, 2, 3_000);
    for (let k = 0; k < parts; k++) {
      const q = k === parts - 1 ? o.qty - cum : Math.floor(o.qty / 2);
      cum += q;
      if (keep) keep(lines.length);
      receive(at, '8', [
        ...common(cum, px),
        [17, `${oid}-${k + 2}`],
        [30, oneOf(random, [THEM, THEM, 'XNAS', 'XNYS'])],
        [31, px],
        [32, q],
        ...tail(o.qty - cum, px),
        [60, fixTime(at)],
        [150, 'F'],
        [151, o.qty - cum],
      ]);
      at += between(random, 1, 400);
    }
  };
  const randomOrder = (t: number): Order => {
    const sym = oneOf(random, SYMBOLS);
    const [, ref] = sym;
    const type = t < OPEN || random() < 0.6 ? '1' : '2';
    return {
      t,
      account: account(),
      sym,
      side: oneOf(random, ['1', '1', '2'] as const),
      qty: ref > 300 ? between(random, 1, 12) : ref > 50 ? between(random, 1, 90) : between(random, 5, 700),
      type,
      limit: Number((ref * (1 + (random() - 0.5) * 0.01)).toFixed(2)),
      cancelAt: random() < 0.06 ? t + between(random, 2, 90) * SECOND : undefined,
    };
  };
  const nvda = symbol('NVDA');
  /** Her orders and another customer's sale of 300 NVDA, run when their time comes so order ids stay in time order. */
  const planted: { order: Order; keep?: (index: number) => void }[] = [
    {
      order: {
        t: T(19, 9, 6, 12, 331),
        account: HER,
        sym: nvda,
        side: '2',
        qty: 300,
        type: '2',
        limit: 172.4,
        cancelAt: T(19, 9, 29, 40, 117),
      },
    },
    {
      order: {
        t: T(19, 9, 30, 0, 904),
        account: HER,
        sym: nvda,
        side: '2',
        qty: 300,
        type: '1',
        fillPx: 168.91,
        fillAt: T(19, 9, 30, 1, 218),
      },
      keep: (index) => (target = index),
    },
    { order: { t: T(19, 9, 30, 2, 45), account: HER, sym: symbol('AMD'), side: '1', qty: 15, type: '1' } },
    { order: { t: T(19, 9, 34, 51, 600), account: account(), sym: nvda, side: '2', qty: 300, type: '2', limit: 169.95 } },
  ];
  const upTo = (t: number) => {
    while (planted.length && planted[0]!.order.t <= t) {
      const p = planted.shift()!;
      run(p.order, p.keep);
    }
  };
  // Before the open, queued for the opening cross; then the first minutes of the session.
  for (let t = T(19, 8, 30); t < OPEN - 2 * SECOND; t += between(random, 1, 9) * SECOND) {
    upTo(t);
    run(randomOrder(t));
  }
  for (let t = OPEN; t < T(19, 9, 37); t += between(random, 100, 1_300)) {
    upTo(t);
    run(randomOrder(t));
  }
  upTo(T(19, 9, 37));
  const needleLine = lines[target]!;
  lines.sort((a, b) => a.t - b.t);
  let outSeq = 1;
  let inSeq = 1;
  for (const l of lines) {
    const [from, to, seq] = l.out ? [US, THEM, outSeq++] : [THEM, US, inSeq++];
    l.text = `${fixTime(l.t)} ${l.out ? 'OUT' : 'IN '} ${fixMessage([[35, l.type], [34, seq], [49, from], [56, to], [52, fixTime(l.sent)], ...l.fields])}`;
  }
  const needle = needleLine.text!;
  const output = `${[
    '# fixlog cat --session CDRG-OE-1 --date 2026-11-19 --from 08:30 --to 09:37 (America/New_York; message times UTC; SOH shown as |)',
    ...lines.map((l) => l.text),
  ].join('\n')}\n`;
  const ask =
    'A customer is upset about a sale she made right at the opening bell this morning: she says she dumped 300 Nvidia shares with a market order and got a far worse price than her screen showed. Her account is LK20418837. What price did that execution actually come back at?';
  return probe('round 55: fix session log, preamble and paraphrase', ask, 'run_shell', output, 'price', needle);
}

/** The KYC orchestrator's logs since Saturday, logfmt; why one new customer's application is stuck. */
function kycOrchestratorLogs(): EconomicsTask {
  const random = seededRandom(55_008);
  const OCCUPATIONS = [
    'Software engineer',
    'Registered nurse',
    'Teacher',
    'Sales associate',
    'Electrician',
    'Accountant',
    'Student',
    'Retired',
    'Truck driver',
    'Project manager',
    'Self-employed',
    'Pharmacist',
  ];
  const PRODUCTS = ['individual_cash', 'individual_cash', 'individual_margin', 'roth_ira', 'traditional_ira'];
  const REFERRALS = [
    'document: ID image too blurry to read the date of birth',
    'document: ID expired',
    'selfie: face match score 0.41 below threshold 0.80',
    'selfie: liveness check inconclusive',
    'ssn_trace: SSN issued before date of birth',
    'ssn_trace: no bureau record for SSN',
    'address: no bureau record for the application address; proof of address requested',
    'watchlist: potential adverse media match (score 0.78)',
  ];
  const lines: { t: number; text: string }[] = [];
  const ts = (t: number) => `ts=${utcMs(t)}`;
  const add = (t: number, level: string, caller: string, rest: string) =>
    lines.push({ t, text: `${ts(t)} level=${level} caller=${caller} ${rest}` });
  let appRef = 1_182_100;
  interface Applicant {
    name: string;
    state: string;
    occupation: string;
    product: string;
    /** The reason to refer, or none to approve. */
    refer?: string;
  }
  const application = (t0: number, a: Applicant) => {
    appRef += between(random, 1, 3);
    const ref = `ONB-${appRef}`;
    const applicant = `apl_01J${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}`;
    const trace = hex(random, 32);
    const tr = `trace_id=${trace} app_ref=${ref}`;
    let t = t0;
    add(
      t,
      'info',
      'flow/submit.go:88',
      `msg="application submitted" ${tr} applicant_id=${applicant} name="${a.name}" state=${a.state} occupation="${a.occupation}" product=${a.product} channel=${oneOf(random, ['ios', 'ios', 'android', 'web'])}`,
    );
    const failing = a.refer?.split(':')[0];
    for (const [check, provider] of [
      ['document', 'idscan'],
      ['selfie', 'facematch'],
      ['ssn_trace', 'creditbureau'],
      ['address', 'creditbureau'],
      ['watchlist', 'complyscreen'],
    ] as const) {
      t += between(random, 300, 9_000);
      const result = failing === check ? 'consider' : 'clear';
      const extra =
        check === 'selfie'
          ? ` score=${result === 'clear' ? (0.86 + random() * 0.13).toFixed(2) : '0.41'}`
          : check === 'watchlist'
            ? ` hits=${result === 'clear' ? 0 : between(random, 1, 3)}`
            : check === 'document'
              ? ` doc_type=${oneOf(random, ['drivers_license', 'drivers_license', 'passport', 'state_id'])}`
              : '';
      add(
        t,
        'info',
        'checks/runner.go:141',
        `msg="check completed" ${tr} check=${check} provider=${provider} result=${result}${extra} duration_ms=${between(random, 300, 9_000)}`,
      );
    }
    t += between(random, 50, 900);
    if (a.refer) {
      add(
        t,
        'warn',
        'flow/decide.go:203',
        `msg="application referred to manual review" ${tr} name="${a.name}" queue=kyc-l1 sla_hours=48 reasons="${a.refer}"`,
      );
      if (a.refer.includes('requested'))
        add(
          t + between(random, 1, 5) * SECOND,
          'info',
          'notify/email.go:57',
          `msg="document request sent" ${tr} doc=proof_of_address template=kyc_poa_v3`,
        );
    } else {
      add(
        t,
        'info',
        'flow/decide.go:176',
        `msg="application approved" ${tr} name="${a.name}" account_id=LK${between(random, 10_000_000, 49_999_999)} auto=true`,
      );
    }
    return ref;
  };
  const start = T(14, 0);
  const end = T(19, 11, 20);
  const COUNT = 640;
  // Monday afternoon.
  const mondayAt = T(16, 14, 52, 7, 318);
  const starts = [...Array.from({ length: COUNT }, () => start + pick(random, end - start)), mondayAt].sort((a, b) => a - b);
  let her = '';
  const herAddress = '4471 Ridgewood Dr, Parma OH 44130';
  const needle = `reasons="address: bureau address 4471 Ridgewood Ct, Parma OH 44134 does not match application address ${herAddress}; proof of address requested"`;
  starts.forEach((t, i) => {
    if (t === mondayAt)
      her = application(t, {
        name: 'Maribel Ocasio',
        state: 'OH',
        occupation: 'Registered nurse',
        product: 'individual_cash',
        refer: needle.slice('reasons="'.length, -1),
      });
    else if (i === Math.floor(COUNT * 0.21))
      application(t, { name: 'Marisol Ocasio', state: 'FL', occupation: 'Registered nurse', product: 'individual_cash' });
    else if (i === Math.floor(COUNT * 0.58))
      application(t, {
        name: 'Maribel Ocampo',
        state: 'OH',
        occupation: 'Teacher',
        product: 'roth_ira',
        refer: 'watchlist: potential OFAC SDN name match (score 0.86); analyst review required',
      });
    else {
      const state = oneOf(random, STATES);
      application(t, {
        name: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
        state,
        occupation: oneOf(random, OCCUPATIONS),
        product: oneOf(random, PRODUCTS),
        refer: random() < 0.16 ? oneOf(random, REFERRALS) : undefined,
      });
    }
  });
  for (const t of [T(18, 9, 0, 4, 118), T(19, 9, 0, 3, 871)])
    add(
      t,
      'info',
      'notify/email.go:57',
      `msg="reminder sent" trace_id=${hex(random, 32)} app_ref=${her} doc=proof_of_address template=kyc_poa_reminder_v2`,
    );
  for (let t = start; t < end; t += 10 * MINUTE) {
    add(
      t + between(random, 0, 9_000),
      'info',
      'queue/stats.go:39',
      `msg="queue stats" queue=kyc-l1 depth=${between(random, 18, 64)} oldest_age_h=${between(random, 6, 47)} reviewers_online=${between(random, 0, 6)}`,
    );
    add(
      t + between(random, 0, 9_000),
      'debug',
      'providers/health.go:22',
      `msg="provider health" idscan=ok facematch=ok creditbureau=ok complyscreen=ok p95_ms=${between(random, 800, 4_200)}`,
    );
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${[
    '# logcli query \'{namespace="onboarding", app="kyc-orchestrator"}\' --from=2026-11-14T05:00:00Z --to=2026-11-19T16:20:00Z --limit=50000 -o raw',
    ...lines.map((l) => l.text),
  ].join('\n')}\n`;
  const ask =
    "A new customer, Maribel Ocasio, a nurse from Ohio, signed up with us on Monday and the app still tells her it's verifying her identity. She has emailed support twice now. What's actually holding up her account opening?";
  return probe('round 55: kyc orchestrator logs, preamble', ask, 'run_shell', output, 'holdup', needle);
}

/** CloudTrail's RDS management events for ten days, one JSON record a line, newest first; who turned off a cluster's deletion protection. */
function cloudTrailRdsEvents(): EconomicsTask {
  const random = seededRandom(55_009);
  const ACCOUNT = '418273645501';
  const CLUSTERS = [
    'trade-ledger-prod',
    'trade-ledger-staging',
    'oms-prod',
    'oms-staging',
    'kyc-prod',
    'settlement-prod',
    'statements-prod',
    'app-users-prod',
    'marketdata-ref-prod',
    'risk-limits-prod',
  ];
  const SSO: Readonly<Record<string, readonly string[]>> = {
    DBAdmin: ['k.mbeki', 'r.castillo', 'j.oyelaran'],
    PlatformEngineer: ['s.lindqvist', 'a.ferreira', 'd.whitaker', 'p.venkatesh'],
    ReadOnly: ['m.obrien', 't.nakamura', 'l.haddad', 'c.brennan'],
  };
  const ssoSuffix: Record<string, string> = {
    DBAdmin: '7c1e93a2b4d5f608',
    PlatformEngineer: '2b8d4f61a9c03e75',
    ReadOnly: 'e04a7b19c6d28f53',
  };
  const roleId: Record<string, string> = {};
  const aroa = () => `AROA${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 17)}`;
  const identityOf = (who: { role: string; session: string; path: string }, t: number) => {
    roleId[who.role] ??= aroa();
    return {
      type: 'AssumedRole',
      principalId: `${roleId[who.role]}:${who.session}`,
      arn: `arn:aws:sts::${ACCOUNT}:assumed-role/${who.role}/${who.session}`,
      accountId: ACCOUNT,
      accessKeyId: `ASIA${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
      sessionContext: {
        sessionIssuer: {
          type: 'Role',
          principalId: roleId[who.role],
          arn: `arn:aws:iam::${ACCOUNT}:role/${who.path}${who.role}`,
          accountId: ACCOUNT,
          userName: who.role,
        },
        attributes: { creationDate: utc(t - between(random, 60, 3_600) * SECOND), mfaAuthenticated: 'false' },
      },
    };
  };
  const sso = (group: string, user: string) => ({
    role: `AWSReservedSSO_${group}_${ssoSuffix[group]}`,
    session: `${user}@larkspur.com`,
    path: 'aws-reserved/sso.amazonaws.com/',
  });
  const TERRAFORM = { role: 'github-actions-terraform', session: 'GitHubActions', path: '' };
  const DATADOG = { role: 'DatadogIntegrationRole', session: 'datadog-aws-integration', path: '' };
  const SNAPSHOTS = { role: 'rds-snapshot-exporter-role', session: 'rds-snapshot-exporter', path: 'service-role/' };
  const CLI = (cmd: string) =>
    `aws-cli/2.22.4 md/awscrt#0.23.0 ua/2.0 os/macos#24.1.0 md/arch#arm64 lang/python#3.12.7 md/pyimpl#CPython cfg/retry-mode#standard md/installer#source md/prompt#off md/command#rds.${cmd}`;
  const CONSOLE = 'AWS Internal';
  const TF_UA =
    'APN/1.0 HashiCorp/1.0 Terraform/1.9.8 (+https://www.terraform.io) terraform-provider-aws/5.82.2 (+https://registry.terraform.io/providers/hashicorp/aws) aws-sdk-go-v2/1.32.7 ua/2.1 os/linux lang/go#1.23.3 md/GOOS#linux md/GOARCH#amd64 api/rds#1.93.2';
  const DD_UA = 'datadog-aws-integration/1.0 Boto3/1.35.54 md/Botocore#1.35.54 ua/2.0 os/linux#5.10.226 md/arch#x86_64 lang/python#3.12.7';
  const LAMBDA_UA =
    'Boto3/1.34.145 md/Botocore#1.34.145 ua/2.0 os/linux#5.10.227-239.884.amzn2.x86_64 md/arch#x86_64 lang/python#3.12.7 md/pyimpl#CPython exec-env/AWS_Lambda_python3.12 cfg/retry-mode#legacy Botocore/1.34.145';
  const vpnIp = () => `198.51.100.${between(random, 10, 60)}`;
  const maintenanceWindow = () => {
    const day = oneOf(random, ['sat', 'sun']);
    const h = between(random, 5, 7);
    return `${day}:0${h}:00-${day}:0${h + 1}:30`;
  };
  const clusterResponse = (id: string, extra: Readonly<Record<string, unknown>>) => ({
    dBClusterIdentifier: id,
    dBClusterArn: `arn:aws:rds:us-east-1:${ACCOUNT}:cluster:${id}`,
    status: 'available',
    engine: 'aurora-postgresql',
    engineVersion: id.startsWith('trade') || id.startsWith('oms') ? '16.4' : '15.8',
    endpoint: `${id}.cluster-c8x2kq4mz1ab.us-east-1.rds.amazonaws.com`,
    multiAZ: id.endsWith('prod'),
    storageEncrypted: true,
    ...extra,
  });
  const record = (
    t: number,
    who: { role: string; session: string; path: string },
    eventName: string,
    ip: string,
    ua: string,
    requestParameters: unknown,
    responseElements: unknown,
    readOnly: boolean,
  ) =>
    JSON.stringify({
      eventVersion: '1.09',
      userIdentity: identityOf(who, t),
      eventTime: utc(t),
      eventSource: 'rds.amazonaws.com',
      eventName,
      awsRegion: 'us-east-1',
      sourceIPAddress: ip,
      userAgent: ua,
      requestParameters,
      responseElements,
      requestID: uuid(random),
      eventID: uuid(random),
      readOnly,
      eventType: 'AwsApiCall',
      managementEvent: true,
      recipientAccountId: ACCOUNT,
      eventCategory: 'Management',
      tlsDetails: { tlsVersion: 'TLSv1.3', cipherSuite: 'TLS_AES_128_GCM_SHA256', clientProvidedHostHeader: 'rds.us-east-1.amazonaws.com' },
      ...(ua === CONSOLE ? { sessionCredentialFromConsole: 'true' } : {}),
    });
  const events: { t: number; text: string }[] = [];
  const start = T(9, 0);
  const end = T(19, 10, 40);
  const humans = () => {
    const group = oneOf(random, ['DBAdmin', 'PlatformEngineer', 'PlatformEngineer', 'ReadOnly', 'ReadOnly']);
    return sso(group, oneOf(random, SSO[group]!));
  };
  const randomEvent = (t: number) => {
    const cluster = oneOf(random, CLUSTERS);
    const kind = pick(random, 100);
    if (kind < 40)
      return record(
        t,
        DATADOG,
        oneOf(random, ['DescribeDBClusters', 'DescribeDBInstances', 'DescribeEvents', 'ListTagsForResource']),
        '3.233.147.10',
        DD_UA,
        { maxRecords: 100 },
        null,
        true,
      );
    if (kind < 60) {
      const who = humans();
      const cli = random() < 0.5;
      return record(
        t,
        who,
        oneOf(random, [
          'DescribeDBClusters',
          'DescribeDBInstances',
          'DescribeDBClusterSnapshots',
          'DescribePendingMaintenanceActions',
          'DescribeDBLogFiles',
        ]),
        cli ? vpnIp() : 'AWS Internal',
        cli ? CLI('describe-db-clusters') : CONSOLE,
        { dBClusterIdentifier: cluster },
        null,
        true,
      );
    }
    if (kind < 72) {
      const snap = `${cluster}-export-${new Date(t).toISOString().slice(0, 10)}-${pad2(new Date(t).getUTCHours())}`;
      return record(
        t,
        SNAPSHOTS,
        'CreateDBClusterSnapshot',
        '34.201.12.77',
        LAMBDA_UA,
        { dBClusterSnapshotIdentifier: snap, dBClusterIdentifier: cluster, tags: [{ key: 'created-by', value: 'rds-snapshot-exporter' }] },
        {
          dBClusterSnapshotIdentifier: snap,
          dBClusterIdentifier: cluster,
          status: 'creating',
          engine: 'aurora-postgresql',
          snapshotType: 'manual',
          percentProgress: 0,
          storageEncrypted: true,
        },
        false,
      );
    }
    if (kind < 84) {
      // The trade ledger's own changes are the ones below.
      const target = cluster === 'trade-ledger-prod' ? 'oms-prod' : cluster;
      const params = oneOf(random, [
        { backupRetentionPeriod: oneOf(random, [7, 14, 35]) },
        { preferredMaintenanceWindow: maintenanceWindow() },
        { dBClusterParameterGroupName: `${target.split('-')[0]}-pg16-${oneOf(random, ['v3', 'v4', 'v5'])}` },
        { copyTagsToSnapshot: true },
      ]);
      return record(
        t,
        TERRAFORM,
        'ModifyDBCluster',
        '20.42.73.118',
        TF_UA,
        { dBClusterIdentifier: target, applyImmediately: false, ...params },
        clusterResponse(target, { deletionProtection: target.endsWith('prod'), ...params }),
        false,
      );
    }
    if (kind < 92) {
      const instance = `${cluster}-${oneOf(random, ['1', '2', '3'])}`;
      const klass = oneOf(random, ['db.r7g.xlarge', 'db.r7g.2xlarge', 'db.r7g.4xlarge']);
      return record(
        t,
        TERRAFORM,
        'ModifyDBInstance',
        '20.42.73.118',
        TF_UA,
        { dBInstanceIdentifier: instance, dBInstanceClass: klass, applyImmediately: false },
        {
          dBInstanceIdentifier: instance,
          dBInstanceClass: klass,
          engine: 'aurora-postgresql',
          dBInstanceStatus: 'available',
          dBClusterIdentifier: cluster,
          pendingModifiedValues: { dBInstanceClass: klass },
        },
        false,
      );
    }
    const who = humans();
    return record(
      t,
      who,
      'AddTagsToResource',
      'AWS Internal',
      CONSOLE,
      {
        resourceName: `arn:aws:rds:us-east-1:${ACCOUNT}:cluster:${cluster}`,
        tags: [
          {
            key: oneOf(random, ['cost-center', 'owner', 'data-class']),
            value: oneOf(random, ['trading', 'platform', 'confidential', 'cc-4410']),
          },
        ],
      },
      null,
      false,
    );
  };
  for (let i = 0; i < 920; i++) {
    const t = start + pick(random, end - start);
    events.push({ t, text: randomEvent(t) });
  }
  const modify = (
    t: number,
    who: { role: string; session: string; path: string },
    ip: string,
    ua: string,
    cluster: string,
    params: Readonly<Record<string, unknown>>,
  ) =>
    record(
      t,
      who,
      'ModifyDBCluster',
      ip,
      ua,
      { dBClusterIdentifier: cluster, applyImmediately: true, ...params },
      clusterResponse(cluster, params),
      false,
    );
  const targetT = T(13, 16, 52, 37);
  const needle = modify(targetT, sso('DBAdmin', 'k.mbeki'), '198.51.100.23', CLI('modify-db-cluster'), 'trade-ledger-prod', {
    deletionProtection: false,
  });
  events.push({ t: targetT, text: needle });
  const planted: [number, string][] = [
    [
      T(11, 10, 4, 19),
      modify(T(11, 10, 4, 19), sso('PlatformEngineer', 'a.ferreira'), '198.51.100.41', CLI('modify-db-cluster'), 'trade-ledger-staging', {
        deletionProtection: false,
      }),
    ],
    [T(12, 14, 20, 3), modify(T(12, 14, 20, 3), TERRAFORM, '20.42.73.118', TF_UA, 'trade-ledger-prod', { backupRetentionPeriod: 35 })],
    [
      T(13, 16, 31, 55),
      record(
        T(13, 16, 31, 55),
        sso('DBAdmin', 'k.mbeki'),
        'DescribeDBClusters',
        '198.51.100.23',
        CLI('describe-db-clusters'),
        { dBClusterIdentifier: 'trade-ledger-prod' },
        null,
        true,
      ),
    ],
    [T(17, 9, 12, 44), modify(T(17, 9, 12, 44), TERRAFORM, '20.42.73.118', TF_UA, 'trade-ledger-prod', { deletionProtection: true })],
  ];
  for (const [t, text] of planted) events.push({ t, text });
  events.sort((a, b) => b.t - a.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    'Our auditors noticed that for a few days last week nothing was stopping the production trade ledger database from being deleted. Who switched that protection off, and when?';
  return probe('round 55: cloudtrail rds events, paraphrase', ask, 'run_shell', output, 'who', needle);
}

/** `pdsh -w nyc4-trd-[01-16] journalctl -u ptp4l -u phc2sys`: four minutes around the open; one offset far off the grandmaster. */
function ptpSyncLog(): EconomicsTask {
  const random = seededRandom(55_010);
  const HOSTS = Array.from({ length: 16 }, (_, i) => `nyc4-trd-${pad2(i + 1)}`);
  const start = T(19, 9, 28);
  const SECONDS = 240;
  const stamp = (t: number) => `${new Date(t).toISOString().slice(0, 19)}-05:00`;
  /** `%+7.0f`, as ptp4l and phc2sys print the frequency adjustment. */
  const signed = (n: number) => `${n >= 0 ? '+' : '-'}${Math.abs(n)}`.padStart(7);
  let needle = '';
  const blocks = HOSTS.map((host) => {
    const ptpPid = between(random, 1_200, 1_900);
    const phcPid = ptpPid + between(random, 3, 60);
    const uptime = between(random, 900_000, 4_000_000);
    let freq = between(random, -14_000, 14_000);
    let phcFreq = between(random, -9_000, 9_000);
    const delay = between(random, 380, 720);
    const phcDelay = between(random, 480, 560);
    const lines: string[] = [];
    for (let s = 0; s < SECONDS; s++) {
      const t = start + s * SECOND;
      const frac = between(random, 100, 400);
      const spike = host === 'nyc4-trd-11' && s === 121;
      const offset = spike ? 48_213 : Math.round((random() - 0.5) * (random() < 0.1 ? 180 : 70));
      freq += Math.round((random() - 0.5) * 8);
      const ptp = `${host}: ${stamp(t)} ${host} ptp4l[${ptpPid}]: [${uptime + s}.${String(frac).padStart(3, '0')}] master offset ${String(offset).padStart(10)} s2 freq ${signed(freq)} path delay ${String(delay + between(random, -6, 6)).padStart(9)}`;
      lines.push(ptp);
      if (spike) needle = ptp;
      phcFreq += Math.round((random() - 0.5) * 6);
      const phcOffset = Math.round((random() - 0.5) * 40);
      lines.push(
        `${host}: ${stamp(t)} ${host} phc2sys[${phcPid}]: [${uptime + s}.${String(frac + between(random, 300, 590)).padStart(3, '0')}] CLOCK_REALTIME phc offset ${String(phcOffset).padStart(9)} s2 freq ${signed(phcFreq)} delay ${String(phcDelay + between(random, -9, 9)).padStart(6)}`,
      );
    }
    return lines;
  });
  const output = `${interleave(random, blocks, 32).join('\n')}\n`;
  const ask =
    "We've had trade timestamps coming out of order around the open this morning and I suspect the clocks. In this PTP sync log from the trading hosts, is there a reading where one host was way off from the grandmaster? Which host, and at what time?";
  return probe('round 55: ptp sync log', ask, 'run_shell', output, 'offset', needle);
}

/** `riskctl limits export --format csv`: every account's risk limits; one cash account with a margin account's buying power. */
function riskLimitsCsv(): EconomicsTask {
  const random = seededRandom(55_011);
  const header =
    'account_id,account_type,tier,pdt_flag,options_level,bp_multiplier,max_order_notional,max_order_qty,max_daily_notional,max_open_orders,short_selling,extended_hours,updated_at,updated_by';
  const TIERS: readonly (readonly [string, number, number])[] = [
    ['RETAIL_T1', 15_000, 100_000],
    ['RETAIL_T1', 15_000, 100_000],
    ['RETAIL_T1', 15_000, 100_000],
    ['RETAIL_T2', 50_000, 400_000],
    ['RETAIL_T2', 50_000, 400_000],
    ['RETAIL_T3', 250_000, 2_000_000],
    ['ACTIVE_TRADER', 1_000_000, 10_000_000],
  ];
  const TYPES = ['CASH', 'CASH', 'CASH', 'MARGIN', 'MARGIN', 'MARGIN', 'IRA_CASH', 'IRA_LTD_MARGIN'];
  const EDITORS = ['system', 'system', 'system', 'system', 'riskctl:a.ferreira', 'riskctl:m.osei', 'riskctl:j.brandt', 'onboarding-svc'];
  const used = new Set<string>();
  const rows: string[] = [];
  const row = (id: string, type: string, oddMultiplier?: string) => {
    const [tier, order, daily] = oneOf(random, TIERS);
    const margin = type === 'MARGIN';
    const pdt = margin && random() < 0.12 ? 'Y' : 'N';
    const ira = type.startsWith('IRA');
    const options = ira ? oneOf(random, [0, 0, 1, 2]) : oneOf(random, [0, 0, 0, 1, 2, 2, 3]);
    const multiplier = oddMultiplier ?? (margin ? (pdt === 'Y' ? '4.00' : '2.00') : '1.00');
    const t = T(19, 6) - pick(random, 400 * 24 * 60) * MINUTE;
    return [
      id,
      type,
      tier,
      pdt,
      String(options),
      multiplier,
      order.toFixed(2),
      String(tier === 'ACTIVE_TRADER' ? 100_000 : tier === 'RETAIL_T3' ? 50_000 : 10_000),
      daily.toFixed(2),
      String(tier === 'ACTIVE_TRADER' ? 500 : 100),
      margin ? 'Y' : 'N',
      oneOf(random, ['Y', 'Y', 'N']),
      utc(t),
      oneOf(random, EDITORS),
    ].join(',');
  };
  const id = () => {
    let a = '';
    while (!a || used.has(a)) a = `LK${between(random, 10_000_000, 49_999_999)}`;
    used.add(a);
    return a;
  };
  for (let i = 0; i < 7_400; i++) rows.push(row(id(), oneOf(random, TYPES)));
  rows.sort();
  const at = Math.floor(rows.length * 0.57);
  const oddId = rows[at]!.split(',')[0]!;
  const needle = row(oddId, 'CASH', '4.00');
  rows[at] = needle;
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "I'm getting ready for the FINRA exam and going through the risk limits export. I have a feeling one account is getting more buying power than its account type should allow. Can you find which account that is?";
  return probe('round 55: risk limits csv', ask, 'run_shell', output, 'account', needle);
}

/** `kafka-topics.sh --describe`: every topic and partition of the prod cluster; one partition with a single replica. */
function kafkaTopicsDescribe(): EconomicsTask {
  const random = seededRandom(55_012);
  const TOPICS: readonly (readonly [string, number, string])[] = [
    ['__consumer_offsets', 50, 'compression.type=producer,cleanup.policy=compact,segment.bytes=104857600'],
    ['_schemas', 1, 'cleanup.policy=compact'],
    ['app.clickstream', 96, 'retention.ms=259200000,compression.type=zstd'],
    ['app.events', 24, 'retention.ms=604800000'],
    ['app.push-notifications', 12, 'retention.ms=172800000'],
    ['audit.cat-reporting', 32, 'retention.ms=2592000000,min.insync.replicas=2'],
    ['audit.fix-messages', 128, 'retention.ms=7776000000,min.insync.replicas=2,compression.type=zstd'],
    ['ca.announcements', 6, 'cleanup.policy=compact,min.insync.replicas=2'],
    ['ca.entitlements', 12, 'min.insync.replicas=2'],
    ['executions', 64, 'min.insync.replicas=2,retention.ms=1209600000'],
    ['kyc.applications', 12, 'min.insync.replicas=2'],
    ['kyc.checks', 24, 'min.insync.replicas=2'],
    ['md.bars.1m', 32, 'retention.ms=604800000,compression.type=lz4'],
    ['md.bars.1s', 128, 'retention.ms=86400000,compression.type=lz4'],
    ['md.bbo.consolidated', 96, 'retention.ms=86400000,compression.type=lz4,segment.bytes=536870912'],
    ...['arcx', 'bzx', 'edgx', 'iex', 'memx', 'xnas', 'xnys'].map(
      (v) => [`md.depth.${v}`, v === 'iex' ? 64 : 256, 'retention.ms=21600000,compression.type=lz4,segment.bytes=536870912'] as const,
    ),
    ['md.halts', 4, 'retention.ms=604800000'],
    ['md.imbalances', 16, 'retention.ms=86400000,compression.type=lz4'],
    ['md.luld', 8, 'retention.ms=604800000'],
    ['md.opra.quotes', 512, 'retention.ms=21600000,compression.type=zstd,segment.bytes=1073741824'],
    ['md.opra.trades', 64, 'retention.ms=86400000,compression.type=zstd'],
    ...['arcx', 'bzx', 'edgx', 'iex', 'memx', 'xnas', 'xnys'].map(
      (v) => [`md.quotes.${v}`, v === 'iex' ? 24 : 96, 'retention.ms=86400000,compression.type=lz4,segment.bytes=536870912'] as const,
    ),
    ...['arcx', 'bzx', 'edgx', 'iex', 'memx', 'xnas', 'xnys'].map(
      (v) => [`md.trades.${v}`, v === 'iex' ? 16 : 48, 'retention.ms=604800000,compression.type=lz4'] as const,
    ),
    ['oms.orders.commands', 48, 'min.insync.replicas=2,retention.ms=604800000'],
    ['oms.orders.events', 48, 'min.insync.replicas=2,retention.ms=1209600000'],
    ['oms.replaces', 24, 'min.insync.replicas=2'],
    ['positions.intraday', 48, 'cleanup.policy=compact,min.insync.replicas=2'],
    ['risk.checks', 48, 'retention.ms=259200000'],
    ['risk.limits', 12, 'cleanup.policy=compact,min.insync.replicas=2'],
    ['risk.margin-calls', 6, 'min.insync.replicas=2'],
    ['settlement.dtc-instructions', 12, 'min.insync.replicas=2,retention.ms=2592000000'],
    ['settlement.fails', 6, 'min.insync.replicas=2'],
    ['settlement.obligations', 24, 'min.insync.replicas=2,retention.ms=2592000000'],
    ['statements.jobs', 12, 'retention.ms=604800000'],
  ];
  const RACKS = [
    [1, 4, 7],
    [2, 5, 8],
    [3, 6, 9],
  ];
  const topicId = () => chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 22);
  const lines: string[] = [];
  let needle = '';
  for (const [topic, partitions, configs] of TOPICS) {
    lines.push(`Topic: ${topic}\tTopicId: ${topicId()}\tPartitionCount: ${partitions}\tReplicationFactor: 3\tConfigs: ${configs}`);
    for (let p = 0; p < partitions; p++) {
      const rackOrder = shuffle(random, [0, 1, 2]);
      const replicas = rackOrder.map((r) => oneOf(random, RACKS[r]!));
      const leader = random() < 0.04 ? replicas[1]! : replicas[0]!;
      const isr = random() < 0.015 ? replicas.filter((_, k) => k !== 2) : replicas;
      if (topic === 'md.imbalances' && p === 11) {
        needle = `\tTopic: ${topic}\tPartition: ${p}\tLeader: 5\tReplicas: 5\tIsr: 5`;
        lines.push(needle);
        continue;
      }
      lines.push(`\tTopic: ${topic}\tPartition: ${p}\tLeader: ${leader}\tReplicas: ${replicas.join(',')}\tIsr: ${isr.join(',')}`);
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'Before we roll the Kafka brokers for the upgrade this weekend, I want to be sure nothing depends on a single broker. Looking at the topic layout, is there any partition that only lives on one broker? Which one?';
  return probe('round 55: kafka topics describe', ask, 'run_shell', output, 'partition', needle.trim());
}

export function roundFiftyFive(): EconomicsTask[] {
  return [
    omsOrdersApi(),
    corporateActionsXml(),
    webAppBundle(),
    prometheusRulesYaml(),
    orderRouterLog(),
    acatsTransferReport(),
    fixSessionLog(),
    kycOrchestratorLogs(),
    cloudTrailRdsEvents(),
    ptpSyncLog(),
    riskLimitsCsv(),
    kafkaTopicsDescribe(),
  ];
}
