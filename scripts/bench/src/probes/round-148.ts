/**
 * Probe round 148, written blind: Kerrigan Parking, a made-up car park operator (ANPR cameras and entry/exit matching, pay stations and card payments, season permits, barrier and lane controllers, EV chargers, occupancy sensors, penalty notices). "Today" is Tuesday, 16 January 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ANPR session search (minified JSON): the session id of one car's visit yesterday just after 2pm, not its other visits;
 *  - pay station transaction export (one-line XML): the auth code of one contactless payment on the twelfth;
 *  - lane controller event buffer (one ';'-separated line): whose badge opened an exit barrier by hand yesterday evening;
 * b. The answer a few lines away from the line the question's words match:
 *  - season permit register (YAML): the permit a van is on now (the permit number is a parent a few lines above);
 *  - EV charger status (pretty JSON): the transaction id on the plug of one bay at one site (a sibling field);
 *  - lane configuration (INI-like): the IP of the number plate camera of one exit lane (a few lines below the lane's name);
 * c. A question that paraphrases the output or carries a preamble:
 *  - penalty notice export (CSV): the reference of a notice for "staying too long" last Thursday, after a preamble;
 *  - card settlement report (text report): the refunds total of one site's batch that settled last Friday;
 *  - occupancy and sign controller syslog: when the sign up to level 4 first said there was no room;
 * d. One value unlike its peers, with no error word near it:
 *  - bay sensor fleet list (fixed-width table): the sensor that reports much less often than the others;
 *  - OCPP GetConfiguration dump (key=value): the charger set to a lower current than its neighbours;
 *  - pay station fleet status page (HTML): the pay machine still on the old tariff.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=148
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 983,146 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 148: anpr session one line
 *     codex: 15,560 tokens, peak 15,480, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,838 tokens, peak 3,765, 1/1 needles, 2 read-backs
 *     ours: 7,395 tokens, peak 3,373, 1/1 needles, 2 read-backs
 *   round 148: paystation xml one line
 *     codex: 245 tokens, peak 150, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,098 tokens, peak 6,598, 0/1 needles, 4 read-backs
 *     ours: 26,701 tokens, peak 9,874, 1/1 needles, 4 read-backs
 *   round 148: lane controller buffer one line
 *     codex: 367 tokens, peak 272, 0/1 needles, 0 read-backs
 *     context-chef: 1,100 tokens, peak 1,005, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,327 tokens, peak 971, 0/1 needles, 4 read-backs
 *     ours: 4,992 tokens, peak 1,059, 1/1 needles, 4 read-backs
 *   round 148: permit yaml van
 *     codex: 13,377 tokens, peak 13,304, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 595, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,110 tokens, peak 1,585, 0/1 needles, 2 read-backs
 *     ours: 3,610 tokens, peak 1,431, 1/1 needles, 2 read-backs
 *   round 148: ev charger bay json
 *     codex: 13,375 tokens, peak 13,288, 0/1 needles, 0 read-backs
 *     context-chef: 717 tokens, peak 630, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,711 tokens, peak 1,857, 0/1 needles, 3 read-backs
 *     ours: 5,454 tokens, peak 1,969, 1/1 needles, 3 read-backs
 *   round 148: lane config exit camera
 *     codex: 15,545 tokens, peak 15,472, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,451 tokens, peak 1,120, 0/1 needles, 1 read-backs
 *     ours: 1,007 tokens, peak 736, 0/1 needles, 0 read-backs
 *   round 148: penalty notice csv overstay
 *     codex: 17,430 tokens, peak 17,313, 0/1 needles, 0 read-backs
 *     context-chef: 876 tokens, peak 759, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,088 tokens, peak 2,697, 1/1 needles, 1 read-backs
 *     ours: 2,388 tokens, peak 1,275, 1/1 needles, 1 read-backs
 *   round 148: settlement report refunds
 *     codex: 11,211 tokens, peak 11,109, 0/1 needles, 0 read-backs
 *     context-chef: 593 tokens, peak 491, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,359 tokens, peak 1,172, 0/1 needles, 4 read-backs
 *     ours: 4,443 tokens, peak 962, 0/1 needles, 4 read-backs
 *   round 148: sign log no room
 *     codex: 18,396 tokens, peak 18,296, 0/1 needles, 0 read-backs
 *     context-chef: 904 tokens, peak 804, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,678 tokens, peak 1,431, 0/1 needles, 4 read-backs
 *     ours: 4,012 tokens, peak 858, 0/1 needles, 4 read-backs
 *   round 148: bay sensor slow check-in
 *     codex: 24,843 tokens, peak 24,759, 0/1 needles, 0 read-backs
 *     context-chef: 1,042 tokens, peak 958, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,140 tokens, peak 1,514, 0/1 needles, 1 read-backs
 *     ours: 2,214 tokens, peak 1,127, 1/1 needles, 1 read-backs
 *   round 148: charger config lower current
 *     codex: 11,103 tokens, peak 11,017, 0/1 needles, 0 read-backs
 *     context-chef: 626 tokens, peak 540, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,336 tokens, peak 1,084, 0/1 needles, 1 read-backs
 *     ours: 937 tokens, peak 653, 0/1 needles, 0 read-backs
 *   round 148: pay machine old prices
 *     codex: 13,034 tokens, peak 12,950, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,936 tokens, peak 1,293, 0/1 needles, 4 read-backs
 *     ours: 4,257 tokens, peak 909, 0/1 needles, 4 read-backs
 *     codex: 154,486 tokens, 0/12 needles
 *     context-chef: 9,449 tokens, 0/12 needles
 *     context-chef-store: 70,072 tokens, 2/12 needles
 *     ours: 67,410 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------
// Shared bits of the estate: sites, plates, times, money.

interface Site {
  readonly code: string;
  readonly name: string;
  /** The order the systems list the sites in (their rollout order, not the alphabet). */
  readonly id: number;
}

const SITES: readonly Site[] = [
  { code: 'HBS', name: 'Harbour Street', id: 1 },
  { code: 'STA', name: 'Station Approach', id: 2 },
  { code: 'NGT', name: 'Northgate', id: 3 },
  { code: 'CSQ', name: 'Castle Quay', id: 4 },
  { code: 'RVS', name: 'Riverside', id: 5 },
  { code: 'MLL', name: 'Mill Lane', id: 6 },
  { code: 'FDW', name: 'Foundry Wharf', id: 7 },
  { code: 'SAS', name: "St Anne's Square", id: 8 },
];

const siteNamed = (code: string): Site => SITES.find((s) => s.code === code)!;

const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const PLATE_AGES = [
  '18',
  '68',
  '19',
  '69',
  '20',
  '70',
  '21',
  '71',
  '22',
  '72',
  '23',
  '73',
  '24',
  '74',
  '25',
  '75',
  '26',
  '76',
  '27',
  '77',
  '28',
  '78',
];

/** A current-style UK registration, with its space (`KP71 XRT`). */
function plate(random: () => number): string {
  return `${chars(random, PLATE_LETTERS, 2)}${oneOf(random, PLATE_AGES)} ${chars(random, PLATE_LETTERS, 3)}`;
}

/** A plate that is none of `avoid` (with or without spaces). */
function plateBut(random: () => number, avoid: readonly string[]): string {
  for (;;) {
    const p = plate(random);
    if (!avoid.some((a) => a.replace(' ', '') === p.replace(' ', ''))) return p;
  }
}

/** `hh:mm:ss` of a second of the day. */
function clock(seconds: number): string {
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
}

/** An ISO time in UTC (January: the UK clock is UTC). */
function isoAt(day: string, seconds: number): string {
  return `${day}T${clock(seconds)}Z`;
}

/** A second of the day, drawn with the given weight per hour (index = hour). */
function secondOfDay(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = random() * total;
  let hour = 0;
  while (hour < weights.length - 1 && x >= weights[hour]!) {
    x -= weights[hour]!;
    hour++;
  }
  return hour * 3600 + pick(random, 3600);
}

/** Pounds and pence with a thousands comma (`1,284.60`). */
function gbp(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const p = Math.abs(pence);
  const pounds = String(Math.floor(p / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${pounds}.${pad2(p % 100)}`;
}

/** A value from `make` that is new (not in `seen`) and does not contain `needle`: regenerated until it is. */
function fresh(make: () => string, needle: string, seen: Set<string>): string {
  for (;;) {
    const value = make();
    if (!value.includes(needle) && !seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
}

/** How many times `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number {
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** Pence for a stay of `seconds` on the 2029 visitor tariff. */
function tariffPence(seconds: number): number {
  if (seconds <= 20 * 60) return 0;
  if (seconds <= 3600) return 220;
  if (seconds <= 2 * 3600) return 380;
  if (seconds <= 3 * 3600) return 560;
  if (seconds <= 4 * 3600) return 740;
  return 1250;
}

/** a1: the ANPR matching service's session search for one site and day, as its API returns it (one line). */
function a1AnprSessions(): EconomicsTask {
  const random = seededRandom(148_101);
  const day = '2029-01-15';
  const seen = new Set<string>();
  const needle = hex(random, 24);
  seen.add(needle);
  const entryWeights = [0, 0, 0, 0, 0, 0, 1, 3, 6, 6, 7, 8, 9, 9, 8, 8, 7, 6, 5, 4, 3, 2, 1];

  interface Visit {
    id: string;
    vrm: string;
    entry: number;
    exit: number | null;
    kind: 'visitor' | 'permit' | 'blue_badge';
  }
  const visits: Visit[] = [];
  const add = (vrm: string, entry: number, exit: number | null, kind: Visit['kind'] = 'visitor', id?: string) =>
    visits.push({ id: id ?? fresh(() => hex(random, 24), needle, seen), vrm, entry, exit, kind });

  // The car asked about: in the morning, just after 2pm (the answer), and again in the evening.
  add('KP71XRT', 8 * 3600 + 47 * 60 + 12, 9 * 3600 + 31 * 60 + 50);
  add('KP71XRT', 14 * 3600 + 6 * 60 + 38, 15 * 3600 + 51 * 60 + 20, 'visitor', needle);
  add('KP71XRT', 18 * 3600 + 22 * 60 + 5, 19 * 3600 + 40 * 60 + 44);
  // Plates one character away, around the same time.
  add('KP71XRF', 14 * 3600 + 2 * 60 + 51, 14 * 3600 + 58 * 60 + 9);
  add('KP21XRT', 14 * 3600 + 11 * 60 + 26, 16 * 3600 + 3 * 60 + 37);
  add('KP71XTR', 13 * 3600 + 57 * 60 + 3, 17 * 3600 + 12 * 60 + 40, 'permit');
  const avoid = ['KP71XRT', 'KP71XRF', 'KP21XRT', 'KP71XTR'];
  for (let i = 0; i < 330; i++) {
    const vrm = plateBut(random, avoid).replace(' ', '');
    const entry = secondOfDay(random, entryWeights);
    const kind = random() < 0.12 ? 'permit' : random() < 0.04 ? 'blue_badge' : 'visitor';
    const stay = oneOf(random, [
      between(random, 300, 1500),
      between(random, 1500, 3600),
      between(random, 3600, 10_800),
      between(random, 10_800, 32_000),
    ]);
    const exit = entry + stay >= 86_399 || (entry > 20 * 3600 && random() < 0.5) ? null : entry + stay;
    add(vrm, entry, exit, kind);
  }
  visits.sort((x, y) => x.entry - y.entry);

  const lane = (prefix: string) => `${prefix}${between(random, 1, 2)}`;
  const read = (vrm: string, seconds: number, l: string) => ({
    ts: isoAt(day, seconds),
    lane: l,
    camera: `HBS-ANPR-${l}`,
    read_confidence: Number((0.82 + random() * 0.17).toFixed(2)),
    plate_colour: l.startsWith('E') ? 'white' : 'yellow',
    image: `anpr/hbs/2029/01/15/${l}/${clock(seconds).replace(/:/g, '')}_${vrm}.jpg`,
  });
  const sessions = visits.map((v) => {
    const stay = v.exit === null ? null : v.exit - v.entry;
    const due = v.kind === 'visitor' && stay !== null ? tariffPence(stay) : 0;
    const channel = oneOf(random, ['pay_station', 'pay_station', 'app', 'web', 'pay_on_exit']);
    const fuzzy = random() < 0.07;
    return {
      session_id: v.id,
      site: 'HBS',
      vrm: v.vrm,
      vrm_country: random() < 0.97 ? 'GB' : oneOf(random, ['IRL', 'F', 'NL', 'PL']),
      entry: read(v.vrm, v.entry, lane('E')),
      exit: v.exit === null ? null : read(v.vrm, v.exit, lane('X')),
      match:
        v.exit === null
          ? { method: 'none', score: null }
          : fuzzy
            ? { method: 'fuzzy', score: Number((0.8 + random() * 0.15).toFixed(2)) }
            : { method: 'exact', score: 1 },
      duration_s: stay,
      customer_type: v.kind,
      tariff: v.kind === 'visitor' ? 'HBS-STD-2029-01' : v.kind === 'permit' ? 'PERMIT' : 'BB-FREE-3H',
      charge_pence: due,
      payment:
        v.exit === null
          ? { status: 'open', channel: null, device: null, ref: null }
          : due === 0
            ? { status: 'not_required', channel: null, device: null, ref: null }
            : {
                status: random() < 0.96 ? 'paid' : 'unpaid',
                channel,
                device: channel === 'pay_station' ? `HBS-PS-0${between(random, 1, 6)}` : channel === 'pay_on_exit' ? 'HBS-POE-X1' : null,
                ref: `${channel === 'app' ? 'APP' : channel === 'web' ? 'WEB' : 'TXN'}-${chars(random, '0123456789', 9)}`,
              },
      pcn: null,
      updated_at: isoAt(day, Math.min(86_399, (v.exit ?? v.entry) + between(random, 5, 400))),
    };
  });
  const output = JSON.stringify({
    query: { site: 'HBS', from: '2029-01-15T00:00:00Z', to: '2029-01-15T23:59:59Z', status: 'any', vrm: null },
    total: sessions.length,
    page: 1,
    page_size: 500,
    sessions,
    next_cursor: null,
  });
  return probe(
    'round 148: anpr session one line',
    "What's the session ID for the car KP71 XRT that came into Harbour Street yesterday just after 2pm?",
    'anpr_session_search',
    output,
    'anpr-session',
    needle,
    true,
  );
}

/** a2: the pay station back office's transaction export for one site and week, as one line of XML after its declaration. */
function a2PayStationExport(): EconomicsTask {
  const random = seededRandom(148_102);
  const days = ['2029-01-09', '2029-01-10', '2029-01-11', '2029-01-12', '2029-01-13', '2029-01-14', '2029-01-15'];
  const seen = new Set<string>();
  const authChars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const needle = 'Q7H2KD';
  seen.add(needle);
  const products: readonly [string, string, number][] = [
    ['T1H', 'Up to 1 hour', 220],
    ['T2H', 'Up to 2 hours', 380],
    ['T3H', 'Up to 3 hours', 560],
    ['T4H', 'Up to 4 hours', 740],
    ['T24', 'Up to 24 hours', 1250],
    ['EVE', 'Evening flat rate (after 6pm)', 300],
  ];
  const hourWeights = [0, 0, 0, 0, 0, 0, 1, 3, 5, 6, 7, 8, 9, 9, 7, 6, 5, 4, 3, 2, 2, 1, 1];

  interface Txn {
    day: string;
    seconds: number;
    station: number;
    product: readonly [string, string, number];
    tender: 'CONTACTLESS' | 'ICC' | 'CASH';
    auth?: string;
  }
  const txns: Txn[] = [];
  const t4h = products[3]!;
  const t3h = products[2]!;
  // The payment asked about, and its near misses: the same amount and machine at other times or by chip and PIN,
  // the same minute on another machine or for another amount, the same machine a day either side.
  txns.push({ day: '2029-01-12', seconds: 12 * 3600 + 41 * 60 + 9, station: 14, product: t4h, tender: 'CONTACTLESS', auth: needle });
  txns.push({ day: '2029-01-12', seconds: 12 * 3600 + 37 * 60 + 52, station: 14, product: t4h, tender: 'ICC' });
  txns.push({ day: '2029-01-12', seconds: 12 * 3600 + 44 * 60 + 30, station: 14, product: t3h, tender: 'CONTACTLESS' });
  txns.push({ day: '2029-01-12', seconds: 12 * 3600 + 39 * 60 + 18, station: 4, product: t4h, tender: 'CONTACTLESS' });
  txns.push({ day: '2029-01-12', seconds: 10 * 3600 + 15 * 60 + 44, station: 14, product: t4h, tender: 'CONTACTLESS' });
  txns.push({ day: '2029-01-12', seconds: 16 * 3600 + 50 * 60 + 2, station: 14, product: t4h, tender: 'CONTACTLESS' });
  txns.push({ day: '2029-01-11', seconds: 12 * 3600 + 40 * 60 + 27, station: 14, product: t4h, tender: 'CONTACTLESS' });
  txns.push({ day: '2029-01-13', seconds: 12 * 3600 + 42 * 60 + 55, station: 14, product: t4h, tender: 'CONTACTLESS' });
  for (let i = 0; i < 560; i++) {
    const seconds = secondOfDay(random, hourWeights);
    const product = seconds >= 18 * 3600 && random() < 0.6 ? products[5]! : oneOf(random, products.slice(0, 5));
    const r = random();
    const tender = r < 0.62 ? 'CONTACTLESS' : r < 0.86 ? 'ICC' : 'CASH';
    txns.push({ day: oneOf(random, days), seconds, station: between(random, 1, 16), product, tender });
  }
  txns.sort((x, y) => x.day.localeCompare(y.day) || x.seconds - y.seconds);

  const schemes = ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'MAESTRO', 'AMEX'];
  let seq = 480_117;
  const body = txns
    .map((t) => {
      seq += between(random, 1, 3);
      const station = `RVS-PS-${pad2(t.station)}`;
      const stan = String(between(random, 1, 999_999)).padStart(6, '0');
      const head =
        `<Transaction seq="${seq}"><TxnRef>RVS${pad2(t.station)}-${t.day.replace(/-/g, '')}-${String(between(random, 1, 9999)).padStart(4, '0')}</TxnRef>` +
        `<Terminal>7731${pad2(t.station)}${pad2(between(random, 10, 99))}</Terminal><Station>${station}</Station><Site code="RVS">Riverside</Site>` +
        `<DateTime>${isoAt(t.day, t.seconds)}</DateTime><Product code="${t.product[0]}">${t.product[1]}</Product>` +
        `<Vrm>${plate(random)}</Vrm><Amount currency="GBP">${gbp(t.product[2])}</Amount><Tender>${t.tender}</Tender>`;
      if (t.tender === 'CASH') {
        const given = oneOf(random, [500, 1000, 1000, 2000].filter((g) => g >= t.product[2]).concat([t.product[2]]));
        return `${head}<Cash inserted="${gbp(given)}" change="${gbp(given - t.product[2])}" vault="COIN-${pad2(t.station)}"/><Receipt printed="${random() < 0.4}"/></Transaction>`;
      }
      const scheme = oneOf(random, schemes);
      const wallet = t.tender === 'CONTACTLESS' ? oneOf(random, ['NONE', 'NONE', 'APPLE_PAY', 'GOOGLE_PAY']) : 'NONE';
      const auth = t.auth ?? fresh(() => chars(random, authChars, 6), needle, seen);
      return (
        `${head}<Card><Scheme>${scheme}</Scheme><Pan>${scheme === 'AMEX' ? '***********' : '************'}${chars(random, '0123456789', 4)}</Pan>` +
        `<Entry>${t.tender === 'ICC' ? 'CHIP_PIN' : 'CTLS'}</Entry><Wallet>${wallet}</Wallet></Card>` +
        `<Auth><Result>APPROVED</Result><AuthCode>${auth}</AuthCode><Stan>${stan}</Stan><Rrn>${t.day.slice(3, 4)}${t.day.slice(8, 10)}${pad2(t.station)}${stan}</Rrn><Acquirer>NBMS</Acquirer></Auth>` +
        `<Receipt printed="${random() < 0.15}"/></Transaction>`
      );
    })
    .join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<TransactionExport xmlns="urn:kerrigan:paystation:export:3" generated="2029-01-16T07:12:44Z" site="RVS" from="2029-01-09T00:00:00Z" to="2029-01-15T23:59:59Z" count="${txns.length}" system="ParkPay BackOffice 11.4.2">` +
    body +
    '</TransactionExport>\n';
  return probe(
    'round 148: paystation xml one line',
    'Someone paid £7.40 by contactless on pay machine 14 at Riverside on the twelfth, at about twenty to one. What was the auth code on that payment?',
    'paystation_txn_export',
    output,
    'auth-code',
    needle,
    true,
  );
}

/** a3: a barrier lane controller's event ring buffer, dumped raw: every record on one ';'-separated line. */
function a3LaneEventBuffer(): EconomicsTask {
  const random = seededRandom(148_103);
  const needle = 'KP0417';
  // Exits per hour, from 10:37 yesterday to 09:10 today (the ring buffer holds no more).
  const perHour: readonly [string, number, number][] = [];
  const yesterday = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 20, 26, 26, 23, 23, 29, 34, 29, 20, 13, 10, 6, 3];
  const today = [1, 1, 0, 0, 1, 1, 3, 10, 16, 3];
  yesterday.forEach((n, h) => (perHour as [string, number, number][]).push(['2029-01-15', h, n]));
  today.forEach((n, h) => (perHour as [string, number, number][]).push(['2029-01-16', h, n]));
  const first = 10 * 3600 + 37 * 60 + 4;
  const last = 9 * 3600 + 9 * 60 + 58;

  type Exit = { day: string; seconds: number; manual?: string; remote?: string };
  const exits: Exit[] = [];
  for (const [day, hour, n] of perHour) {
    for (let i = 0; i < n; i++) {
      const seconds = hour * 3600 + pick(random, 3600);
      if (day === '2029-01-15' && seconds < first + 30) continue;
      if (day === '2029-01-16' && seconds > last - 60) continue;
      exits.push({ day, seconds });
    }
  }
  // The one asked about (ten to six), and the other barrier raises by staff: by hand at other times, from the control room near it.
  exits.push({ day: '2029-01-15', seconds: 17 * 3600 + 51 * 60 + 27, manual: needle });
  exits.push({ day: '2029-01-15', seconds: 12 * 3600 + 31 * 60 + 40, manual: 'KP0188' });
  exits.push({ day: '2029-01-15', seconds: 20 * 3600 + 48 * 60 + 13, manual: 'KP0352' });
  exits.push({ day: '2029-01-16', seconds: 7 * 3600 + 58 * 60 + 2, manual: 'KP0188' });
  exits.push({ day: '2029-01-15', seconds: 17 * 3600 + 46 * 60 + 10, remote: 'KP0623' });
  exits.push({ day: '2029-01-15', seconds: 17 * 3600 + 57 * 60 + 45, remote: 'KP0561' });
  exits.push({ day: '2029-01-15', seconds: 14 * 3600 + 3 * 60 + 19, remote: 'KP0623' });
  exits.sort((x, y) => x.day.localeCompare(y.day) || x.seconds - y.seconds);

  const records: { key: string; text: string }[] = [];
  const stamp = (day: string, ms: number) => `${day}T${clock(Math.floor(ms / 1000))}.${String(ms % 1000).padStart(3, '0')}Z`;
  const rec = (day: string, ms: number, text: string) =>
    records.push({ key: `${day}${String(ms).padStart(9, '0')}`, text: `${stamp(day, ms)}|${text}` });
  let laneFree = { day: '', ms: 0 };
  for (const e of exits) {
    let ms = e.seconds * 1000 + pick(random, 1000);
    if (laneFree.day === e.day && ms < laneFree.ms) ms = laneFree.ms + between(random, 2000, 9000);
    const vrm = plate(random).replace(' ', '');
    const step = (lo: number, hi: number) => (ms += between(random, lo, hi));
    rec(e.day, ms, 'X2|LOOP_A|ON');
    step(180, 650);
    const noRead = random() < 0.04;
    if (noRead) {
      rec(e.day, ms, 'X2|ANPR|NOREAD|CAM=CSQ-ANPR-X2');
      step(900, 2500);
      rec(e.day, ms, `X2|ANPR|READ|VRM=${vrm}|CONF=${between(random, 70, 88)}|CAM=CSQ-ANPR-X2R`);
    } else {
      rec(e.day, ms, `X2|ANPR|READ|VRM=${vrm}|CONF=${between(random, 78, 99)}|CAM=CSQ-ANPR-X2`);
    }
    step(120, 400);
    if (e.manual || e.remote) {
      rec(e.day, ms, `X2|MATCH|SES=-|ST=NOMATCH`);
      step(4000, 20_000);
      if (e.remote) {
        rec(e.day, ms, 'X2|INTERCOM|CALL|DEST=CCR');
        step(15_000, 60_000);
        rec(e.day, ms, 'X2|INTERCOM|ANSWER|DESK=CCR-1');
        step(20_000, 70_000);
        rec(e.day, ms, `X2|BARRIER|OPEN|SRC=REMOTE|OPR=${e.remote}|DESK=CCR-1`);
        step(500, 2000);
        rec(e.day, ms, 'X2|INTERCOM|HANGUP');
      } else {
        rec(e.day, ms, `X2|BARRIER|OPEN|SRC=MANUAL|BADGE=${e.manual}`);
      }
    } else {
      const r = random();
      const st = r < 0.72 ? 'PAID' : r < 0.86 ? 'PERMIT' : r < 0.9 ? 'GRACE' : 'DUE';
      const ses = hex(random, 8);
      if (st === 'DUE') {
        const due = oneOf(random, [220, 380, 560, 740, 1250]);
        rec(e.day, ms, `X2|MATCH|SES=${ses}|ST=DUE|AMT=${due}`);
        step(800, 1500);
        rec(e.day, ms, `X2|POE|REQ|AMT=${due}`);
        step(6000, 25_000);
        rec(e.day, ms, `X2|POE|CARD|CTLS|OK|AMT=${due}|AUTH=${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 6)}`);
      } else {
        rec(e.day, ms, `X2|MATCH|SES=${ses}|ST=${st}`);
      }
      step(150, 400);
      rec(e.day, ms, 'X2|BARRIER|OPEN|SRC=AUTO');
    }
    step(1500, 4500);
    rec(e.day, ms, 'X2|LOOP_B|ON');
    step(600, 1800);
    rec(e.day, ms, 'X2|LOOP_A|OFF');
    step(900, 2500);
    rec(e.day, ms, 'X2|LOOP_B|OFF');
    step(300, 600);
    rec(e.day, ms, `X2|BARRIER|CLOSE|MS=${between(random, 1850, 2400)}`);
    laneFree = { day: e.day, ms };
  }
  // Health every ten minutes, and some unrelated events.
  for (let t = first + 56; ; t += 600) {
    const day = t < 86_400 ? '2029-01-15' : '2029-01-16';
    const s = t % 86_400;
    if (day === '2029-01-16' && s > last) break;
    rec(
      day,
      s * 1000 + pick(random, 1000),
      `SYS|HEALTH|TEMP=${(6 + random() * 9).toFixed(1)}C|PSU=${(23.8 + random() * 0.5).toFixed(2)}V|UPS=OK|NET=UP|ARM=OK`,
    );
    if (random() < 0.08) {
      rec(day, s * 1000 + 30_000, 'X2|LOOP_A|ON');
      rec(day, s * 1000 + 31_500, 'X2|LOOP_A|OFF');
    }
    if (random() < 0.03) rec(day, s * 1000 + 45_000, `SYS|NTP|SYNC|OFFSET=${between(random, -40, 40)}ms|SRV=10.42.4.1`);
  }
  records.sort((x, y) => x.key.localeCompare(y.key));
  const line = records.map((r) => r.text).join(';');
  const output = [
    'kpl-lc400> evbuf dump --raw',
    'LC-400 lane controller  host=csq-lc-x2  site=CSQ  lane=X2 (Exit 2, Quay Street)  fw=3.8.14  uptime=41d 06:12:55',
    `evbuf: ring 8192 records, ${records.length} used, oldest ${records[0]!.text.split('|')[0]}, newest ${records[records.length - 1]!.text.split('|')[0]}`,
    line,
    `evbuf: end of dump (${records.length} records, ${line.length} bytes)`,
    'kpl-lc400> ',
  ].join('\n');
  return probe(
    'round 148: lane controller buffer one line',
    'Somebody let a car out of exit lane 2 at Castle Quay by hand at about ten to six yesterday evening. Whose staff badge was used to lift the barrier?',
    'lane_controller_evbuf_dump',
    output,
    'manual-badge',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloe',
  'Dev',
  'Eilidh',
  'Femi',
  'Grace',
  'Harvey',
  'Imogen',
  'Jamal',
  'Kirsty',
  'Liam',
  'Megan',
  'Niall',
  'Olu',
  'Priya',
  'Rory',
  'Sian',
  'Tomasz',
  'Una',
  'Vikram',
  'Wendy',
  'Yusuf',
  'Zara',
];
const LAST_NAMES = [
  'Okafor',
  'Brennan',
  'Patel',
  'Whitlock',
  'Nowak',
  'Fraser',
  'Adeyemi',
  'Hughes',
  'McAllister',
  'Singh',
  'Doyle',
  'Kowalski',
  'Ramsay',
  'Chaudhry',
  'Lindqvist',
  'Marsh',
  'Ogunleye',
  'Pryce',
  'Quinn',
  'Thorne',
];
const COMPANIES = [
  'Brannock Joinery Ltd',
  'Harbourside Dental Practice',
  'Quayline Logistics',
  'Calder & Voss Solicitors',
  'Northgate Medical Centre',
  'Millrace Architects',
  'Foundry Wharf Studios',
  'Tidewell Insurance Brokers',
  'Ashcombe Electrical Ltd',
  "St Anne's Primary School",
  'Riverside Vets',
  'Greyfriars Property Management',
  'Kestrel IT Services',
  'Halden Brewery Co',
  'Copperbeech Care Homes',
];
const VEHICLES: readonly [string, string][] = [
  ['Ford', 'Transit Custom'],
  ['Volkswagen', 'Golf'],
  ['Toyota', 'Yaris'],
  ['Vauxhall', 'Corsa'],
  ['Nissan', 'Qashqai'],
  ['Tesla', 'Model 3'],
  ['Kia', 'Niro'],
  ['BMW', '3 Series'],
  ['Ford', 'Fiesta'],
  ['Mercedes-Benz', 'Sprinter'],
  ['Peugeot', '208'],
  ['Skoda', 'Octavia'],
  ['Renault', 'Kangoo'],
  ['Citroen', 'Berlingo'],
  ['Volkswagen', 'Transporter'],
];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green'];

/** b1: the season permit register, exported as YAML. */
function b1PermitRegister(): EconomicsTask {
  const random = seededRandom(148_201);
  const numbers = new Set<string>();
  while (numbers.size < 430)
    numbers.add(`SP-${oneOf(random, ['2027', '2028', '2028', '2029'])}-${String(between(random, 10_000, 59_999))}`);
  const sorted = [...numbers].sort();
  const targetAt = 203;
  const needle = sorted[targetAt]!;
  const removedAt = 96; // an older permit the van used to be on
  const lookalikeAt = [41, 288, 351]; // YK68 HWB, YK18 HWD, YK68 HDW
  const lookalikes = ['YK68 HWB', 'YK18 HWD', 'YK68 HDW'];
  const avoid = ['YK68 HWD', ...lookalikes];
  const products: readonly [string, number][] = [
    ['Business 5-day (Mon-Fri)', 54_000],
    ['Commuter 7-day', 72_000],
    ['Resident overnight (6pm-8am)', 24_000],
    ['Reserved bay 24/7', 126_000],
    ['NHS staff 5-day', 36_000],
    ['Contractor weekday', 48_000],
  ];
  const date = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
  const vehicle = (vrm: string, added: string, makeModel = oneOf(random, VEHICLES), colour = oneOf(random, COLOURS)) => [
    `      - vrm: ${vrm}`,
    `        make: ${makeModel[0]}`,
    `        model: ${makeModel[1]}`,
    `        colour: ${colour}`,
    `        added: ${added}`,
  ];
  const blocks = sorted.map((no, i) => {
    const [product, price] = i === targetAt ? products[0]! : oneOf(random, products);
    const company =
      i === targetAt
        ? true
        : product.startsWith('Business') || product.startsWith('Contractor') || product.startsWith('Reserved')
          ? random() < 0.8
          : random() < 0.1;
    const fromMonth = between(random, 1, 12);
    const fromYear = fromMonth >= 2 ? 2028 : 2029;
    const from = date(fromYear, fromMonth, 1);
    const toMonth = fromMonth === 1 ? 12 : fromMonth - 1;
    const to = date(fromYear + (fromMonth === 1 ? 0 : 1), toMonth, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][toMonth - 1]!);
    const status = random() < 0.86 ? 'active' : oneOf(random, ['pending_renewal', 'suspended', 'active']);
    const vehicles: string[] = [];
    const removed: string[] = [];
    if (i === targetAt) {
      vehicles.push(...vehicle('YK68 HWD', '2028-11-03', ['Ford', 'Transit Custom'], 'White'));
      vehicles.push(...vehicle(plateBut(random, avoid), '2028-11-01'));
    } else {
      const n = company ? between(random, 1, 3) : between(random, 1, 2);
      for (let v = 0; v < n; v++) {
        const vrm = lookalikeAt.includes(i) && v === 0 ? lookalikes[lookalikeAt.indexOf(i)]! : plateBut(random, avoid);
        vehicles.push(...vehicle(vrm, date(fromYear, fromMonth, between(random, 1, 28))));
      }
    }
    if (i === removedAt)
      removed.push(...vehicle('YK68 HWD', '2027-06-14', ['Ford', 'Transit Custom'], 'White'), '        removed: 2028-10-30');
    else if (random() < 0.15)
      removed.push(
        ...vehicle(plateBut(random, avoid), '2027-09-02'),
        `        removed: ${date(2028, between(random, 1, 12), between(random, 1, 28))}`,
      );
    const person = `${oneOf(random, FIRST_NAMES)} ${oneOf(random, LAST_NAMES)}`;
    const holderName = company ? oneOf(random, COMPANIES) : person;
    const emailUser = holderName
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '');
    const siteCodes = shuffle(
      random,
      SITES.map((s) => s.code),
    )
      .slice(0, between(random, 1, 3))
      .sort();
    return [
      `  - permit_no: ${no}`,
      `    status: ${status}`,
      `    product: ${product}`,
      '    vehicles:',
      ...vehicles,
      removed.length ? '    vehicles_removed:' : '    vehicles_removed: []',
      ...removed,
      '    holder:',
      `      type: ${company ? 'company' : 'individual'}`,
      `      name: ${company ? `"${holderName}"` : holderName}`,
      `      contact: ${emailUser}@${company ? 'example.co.uk' : 'example.com'}`,
      `      account: ACC-${between(random, 100_000, 199_999)}`,
      `    sites: [${siteCodes.join(', ')}]`,
      `    bay: ${product.startsWith('Reserved') ? `${siteCodes[0]}-R${pad2(between(random, 1, 40))}` : 'null'}`,
      `    valid_from: ${from}`,
      `    valid_to: ${to}`,
      `    fob: "${hex(random, 8).toUpperCase()}"`,
      `    price_pence: ${price}`,
      `    billing: ${oneOf(random, ['monthly', 'quarterly', 'annual'])}`,
      `    auto_renew: ${random() < 0.7}`,
      `    notes: ${random() < 0.85 ? '""' : `"${oneOf(random, ['Swapped fob after loss', 'Invoice to head office', 'Second bay requested, waiting list', 'Disabled access needed'])}"`}`,
    ].join('\n');
  });
  const output = [
    '# Kerrigan Parking - season permit register',
    '# exported 2029-01-16T08:14:52Z by permit-admin 2.9.1 (user: j.okafor)',
    '# filter: status in [active, pending_renewal, suspended]; sites: all; sort: permit_no',
    `# ${blocks.length} permits`,
    'schema: kp-permit/4',
    'permits:',
    ...blocks,
    '',
  ].join('\n');
  return probe(
    'round 148: permit yaml van',
    'Which season permit is the white Transit van YK68 HWD on at the moment?',
    'permit_admin_export',
    output,
    'permit-no',
    needle,
  );
}

/** b2: the charge point management system's live status of every charger, as its API pretty-prints it. */
function b2ChargerStatus(): EconomicsTask {
  const random = seededRandom(148_202);
  const seen = new Set<string>();
  const needle = '5820374';
  seen.add(needle);
  const txnId = () => fresh(() => String(between(random, 4_000_000, 6_999_999)), needle, seen);
  const models: readonly [string, string, string, number][] = [
    ['Alfen', 'Eve Double Pro-line', '6.4.2-4204', 22],
    ['Alfen', 'Eve Double Pro-line', '6.4.2-4204', 22],
    ['Zaptec', 'Pro', '2.1.4.12', 22],
    ['Kempower', 'S-Series satellite', '1.38.0', 120],
  ];
  const now = 9 * 3600 + 2 * 60 + 17;
  const chargers: unknown[] = [];
  for (const site of SITES) {
    const count = between(random, 14, 20);
    const used = new Set<string>();
    for (let c = 0; c < count; c++) {
      const [vendor, model, firmware, kw] = oneOf(random, models);
      let level = between(random, 1, 4);
      let first = between(random, 1, 70) * 2 + 1 + level * 100 - 100;
      // The bays asked about exist at three sites; only Castle Quay's is the answer.
      const special = ['CSQ', 'RVS', 'NGT'].includes(site.code) && c === 5;
      if (special) {
        level = 2;
        first = 113;
      } else if (level === 2 && (first === 113 || first === 111 || first === 115)) first += 20;
      const bayA = `L${level}-${String(first).padStart(3, '0')}`;
      const bayB = `L${level}-${String(first + 1).padStart(3, '0')}`;
      if (used.has(bayA)) continue;
      used.add(bayA);
      const id = `KP-${site.code}-EV-${String(c + 1).padStart(3, '0')}`;
      const connectors = [1, 2].map((n) => {
        const charging = special || random() < 0.45;
        const status = charging
          ? 'Charging'
          : oneOf(random, ['Available', 'Available', 'Available', 'Preparing', 'SuspendedEV', 'Finishing']);
        const sinceS = now - between(random, 120, charging ? 14_000 : 40_000);
        const since = sinceS >= 0 ? isoAt('2029-01-16', sinceS) : isoAt('2029-01-15', 86_400 + sinceS);
        const inSession = charging || status === 'SuspendedEV' || status === 'Finishing';
        const power = status === 'Charging' ? between(random, 3200, kw === 120 ? 96_000 : 21_800) : 0;
        return {
          connector_id: n,
          evse_uid: `GB*KPK*E${site.id}${String(c + 1).padStart(3, '0')}*${n}`,
          bay: n === 1 ? bayA : bayB,
          standard: kw === 120 ? 'IEC_62196_T2_COMBO' : 'IEC_62196_T2',
          max_power_kw: kw,
          status,
          status_since: since,
          transaction_id: inSession ? (special && site.code === 'CSQ' && n === 2 ? Number(needle) : Number(txnId())) : null,
          id_tag: inSession ? hex(random, 8).toUpperCase() : null,
          energy_wh: inSession ? between(random, 400, kw === 120 ? 61_000 : 38_000) : null,
          power_w: power,
          tariff: inSession ? oneOf(random, ['KP-EV-STD-0.69', 'KP-EV-STD-0.69', 'KP-EV-PERMIT-0.52', 'ROAM-HUBJECT']) : null,
        };
      });
      chargers.push({
        charge_point_id: id,
        site_id: site.id,
        site_code: site.code,
        site_name: site.name,
        vendor,
        model,
        serial: fresh(() => `${vendor.slice(0, 3).toUpperCase()}${between(random, 1_000_000, 9_999_999)}`, needle, seen),
        firmware,
        location: {
          level: `L${level}`,
          bays: [bayA, bayB],
          lat: Number((51.45 + random() * 0.02).toFixed(5)),
          lon: Number((-2.6 + random() * 0.03).toFixed(5)),
        },
        ocpp: {
          version: '1.6J',
          connected: random() < 0.97,
          last_heartbeat: isoAt('2029-01-16', now - between(random, 3, 290)),
          endpoint: 'wss://ocpp.volthub.example/kp',
        },
        connectors,
      });
    }
  }
  const output = `${JSON.stringify(
    {
      generated_at: '2029-01-16T09:02:17Z',
      operator: 'Kerrigan Parking',
      cpms: 'VoltHub CPMS 5.12.3',
      charge_points: chargers.length,
      chargers,
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 148: ev charger bay json',
    "Somebody's plugged in at bay L2-114 in the Castle Quay multi-storey. What's the transaction ID for that charge?",
    'cpms_charger_status',
    output,
    'ev-transaction',
    needle,
  );
}

/** b3: the lane controllers' running configuration for the whole estate, INI-like. */
function b3LaneConfig(): EconomicsTask {
  const random = seededRandom(148_203);
  const needle = '10.42.5.113';
  const streets = [
    'Wharf Road',
    'Quay Street',
    'Mill Lane',
    'Bridge Street',
    'Canal Side',
    'Station Road',
    'Market Row',
    'Tanner Street',
    'Ropewalk',
    'Church Lane',
  ];
  const cameras = ['Hikvision iDS-TCM403-GIR', 'Axis Q1700-LE', 'Genetec AutoVu SharpV', 'Hikvision iDS-TCM403-GIR'];
  const barriers = ['Magnetic Access.Pro H', 'FAAC B680H', 'Came GARD 4000', 'Magnetic MHTM MicroDrive'];
  const displays = ['Swarco LED 2x16', 'Daktronics VF-1020'];
  const lines: string[] = [
    '; laneconf 4.1.7 - running configuration of all lane controllers',
    '; pulled from config-master kp-cfg-01 at 2029-01-16 08:55:10 UTC (rev 2291, by deploy)',
    '; do not edit here: change config-master and push with `laneconf push <site>`',
    '',
    '[global]',
    'operator = Kerrigan Parking',
    'ccr.intercom_trunk = sip:ccr@voice.kerrigan.example',
    'ccr.desks = CCR-1, CCR-2, CCR-3',
    'anpr.backend = https://anpr-match.kerrigan.example/v3',
    'anpr.upload_images = true',
    'pay.acquirer = NBMS',
    'pay.gateway = https://pay.kerrigan.example/terminal',
    'ntp = 10.42.0.5, 10.42.0.6',
    'syslog = 10.42.0.20:514',
    'timezone = Europe/London',
    '',
  ];
  for (const site of SITES) {
    const net = `10.42.${site.id}`;
    const entries = site.code === 'RVS' ? 3 : between(random, 2, 4);
    const exits = site.code === 'RVS' ? 4 : between(random, 2, 4);
    const street = shuffle(random, [...streets]);
    lines.push(
      `[site "${site.code}"]`,
      `name = ${site.name}`,
      `address = ${between(random, 1, 120)} ${street[0]}`,
      `capacity = ${between(random, 18, 90) * 10}`,
      `levels = ${between(random, 1, 6)}`,
      `subnet = ${net}.0/24`,
      `gateway = ${net}.1`,
      `tariff = ${site.code}-STD-2029-01`,
      `opening = ${oneOf(random, ['24h', '24h', '06:00-23:30', '05:30-00:30'])}`,
      `lanes = ${[...Array.from({ length: entries }, (_, i) => `E${i + 1}`), ...Array.from({ length: exits }, (_, i) => `X${i + 1}`)].join(', ')}`,
      '',
    );
    for (const [dir, n] of [
      ['entry', entries],
      ['exit', exits],
    ] as const) {
      for (let i = 1; i <= n; i++) {
        const tag = `${dir === 'entry' ? 'E' : 'X'}${i}`;
        const base = dir === 'entry' ? 0 : 10;
        const where = street[i % street.length]!;
        const rear = random() < 0.4;
        lines.push(
          `[lane "${site.code}/${tag}"]`,
          `name = ${dir === 'entry' ? 'Entry' : 'Exit'} ${i} (${where})`,
          `direction = ${dir}`,
          `enabled = ${random() < 0.95}`,
          `controller.host = ${site.code.toLowerCase()}-lc-${tag.toLowerCase()}`,
          `controller.ip = ${net}.${50 + base + i}`,
          `controller.fw = ${oneOf(random, ['3.8.14', '3.8.14', '3.8.12'])}`,
          `anpr.camera = ${site.code}-ANPR-${tag}`,
          `anpr.model = ${oneOf(random, cameras)}`,
          `anpr.ip = ${net}.${100 + base + i}`,
          `anpr.min_confidence = ${oneOf(random, [75, 80, 80, 85])}`,
          ...(rear ? [`anpr.rear.camera = ${site.code}-ANPR-${tag}R`, `anpr.rear.ip = ${net}.${120 + (dir === 'entry' ? 0 : 4) + i}`] : []),
          `anpr.ntp = 10.42.0.5`,
          `anpr.upload = sftp://anpr-ingest.kerrigan.example/${site.code.toLowerCase()}/${tag.toLowerCase()}`,
          `anpr.trigger = loop.a`,
          `barrier.model = ${oneOf(random, barriers)}`,
          `barrier.ip = ${net}.${70 + base + i}`,
          `barrier.arm_m = ${oneOf(random, ['3.0', '3.5', '4.0'])}`,
          `barrier.close_delay_ms = ${oneOf(random, [1000, 1500, 1500, 2000])}`,
          `barrier.auto_close_s = ${oneOf(random, [20, 30, 30])}`,
          `loop.a.sensitivity = ${between(random, 3, 7)}`,
          `loop.a.frequency_khz = ${between(random, 40, 90)}`,
          `loop.b.sensitivity = ${between(random, 3, 7)}`,
          `loop.b.frequency_khz = ${between(random, 40, 90)}`,
          `loop.presence_hold_s = ${oneOf(random, [60, 120, 300])}`,
          `counting.enabled = true`,
          `counting.zone = ${site.code}-ALL`,
          `health.interval_s = 600`,
          `intercom.ext = ${site.id}${dir === 'entry' ? 1 : 5}${pad2(i)}`,
          'intercom.dest = CCR',
          ...(dir === 'exit'
            ? [
                `poe.enabled = ${random() < 0.7}`,
                `poe.terminal = 7739${site.id}${pad2(i)}${pad2(between(random, 10, 99))}`,
                `poe.ip = ${net}.${130 + i}`,
                `grace.exit_min = ${oneOf(random, [10, 15, 15, 20])}`,
                `match.fuzzy = ${random() < 0.9}`,
                `match.fuzzy_min_score = ${oneOf(random, ['0.80', '0.85'])}`,
              ]
            : [`ticket.fallback = ${random() < 0.5}`, `full.block_entry = ${random() < 0.3}`]),
          `display.model = ${oneOf(random, displays)}`,
          `display.ip = ${net}.${140 + base + i}`,
          `display.idle_text = ${dir === 'entry' ? 'WELCOME' : 'THANK YOU'}`,
          '',
        );
      }
    }
    const levels = between(random, 2, 5);
    for (let l = 1; l <= levels; l++) {
      lines.push(
        `[vms "${site.code}/L${l}"]`,
        `model = ${oneOf(random, displays)}`,
        `ip = ${net}.${200 + l}`,
        `zone = ${site.code}-L${l}`,
        `text.spaces = "LEVEL ${l}  {free} SPACES"`,
        `text.full = "LEVEL ${l}  FULL"`,
        `full_at_free = ${oneOf(random, [0, 2, 3, 5])}`,
        `hysteresis = ${oneOf(random, [2, 3, 5])}`,
        '',
      );
    }
    const stations = between(random, 8, 18);
    for (let k = 1; k <= stations; k++) {
      lines.push(
        `[paystation "${site.code}/PS-${pad2(k)}"]`,
        `model = ${oneOf(random, ['Flowbird Strada Pal', 'Parkeon Strada Evolution', 'Flowbird CWT Touch'])}`,
        `location = ${oneOf(random, ['Level', 'Lobby', 'Stair core'])} ${between(random, 0, 4)}`,
        `ip = ${net}.${160 + k}`,
        `terminal = 7731${pad2(k)}${site.id}${between(random, 0, 9)}`,
        `cash = ${random() < 0.6}`,
        `tariff = ${site.code}-STD-2029-01`,
        `receipt = ${oneOf(random, ['print', 'sms', 'print+sms'])}`,
        `heartbeat_s = 300`,
        '',
      );
    }
  }
  const output = lines.join('\n');
  return probe(
    'round 148: lane config exit camera',
    'What IP address is the number plate camera on exit lane 3 at Riverside set to?',
    'laneconf_show',
    output,
    'anpr-ip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the penalty notice system's export of notices issued since the new year, as CSV. */
function c1PenaltyNotices(): EconomicsTask {
  const random = seededRandom(148_301);
  const seen = new Set<string>();
  const needle = 'KPN29104766';
  seen.add(needle);
  const ref = () => fresh(() => `KPN${between(random, 29_100_000, 29_199_999)}`, needle, seen);
  const contraventions: readonly [string, string][] = [
    ['K01', 'No valid payment made or permit held for the period of parking'],
    ['K02', 'Remained in the car park beyond the period of parking paid for'],
    ['K05', 'Not parked wholly within the markings of a bay'],
    ['K09', 'Parked in a bay reserved for Blue Badge holders without displaying a valid badge'],
    ['K11', 'Parked in an electric vehicle charging bay while not connected and charging'],
    ['K14', 'Parked in a bay reserved for permit holders without a valid permit'],
  ];
  const statuses = ['Issued', 'Issued', 'Reduced period', 'Paid', 'Paid', 'Keeper requested', 'Appeal received', 'Cancelled'];
  interface Pcn {
    ref: string;
    day: number;
    seconds: number;
    site: Site;
    vrm: string;
    make: string;
    colour: string;
    code: readonly [string, string];
    anpr: boolean;
    stay?: [number, number];
    status?: string;
  }
  const pcns: Pcn[] = [];
  const byCode = (code: string) => contraventions.find((c) => c[0] === code)!;
  const mill = siteNamed('MLL');
  // The notice asked about (Thursday 11th, Mill Lane, overstay), then the same car's other notices and a lookalike plate.
  pcns.push({
    ref: needle,
    day: 11,
    seconds: 13 * 3600 + 2 * 60 + 40,
    site: mill,
    vrm: 'LN19 KDV',
    make: 'Skoda',
    colour: 'Grey',
    code: byCode('K02'),
    anpr: true,
    stay: [10 * 3600 + 2 * 60 + 14, 12 * 3600 + 29 * 60 + 51],
    status: 'Issued',
  });
  pcns.push({
    ref: ref(),
    day: 4,
    seconds: 16 * 3600 + 11 * 60 + 5,
    site: mill,
    vrm: 'LN19 KDV',
    make: 'Skoda',
    colour: 'Grey',
    code: byCode('K02'),
    anpr: true,
    stay: [11 * 3600 + 40 * 60 + 9, 15 * 3600 + 55 * 60 + 30],
    status: 'Paid',
  });
  pcns.push({
    ref: ref(),
    day: 11,
    seconds: 16 * 3600 + 48 * 60 + 22,
    site: siteNamed('HBS'),
    vrm: 'LN19 KDV',
    make: 'Skoda',
    colour: 'Grey',
    code: byCode('K05'),
    anpr: false,
    status: 'Issued',
  });
  pcns.push({
    ref: ref(),
    day: 11,
    seconds: 13 * 3600 + 9 * 60 + 3,
    site: mill,
    vrm: 'LN19 KDY',
    make: 'Ford',
    colour: 'Blue',
    code: byCode('K02'),
    anpr: true,
    stay: [9 * 3600 + 51 * 60 + 40, 12 * 3600 + 20 * 60 + 2],
    status: 'Issued',
  });
  pcns.push({
    ref: ref(),
    day: 11,
    seconds: 11 * 3600 + 26 * 60 + 57,
    site: mill,
    vrm: 'LN69 KDV',
    make: 'Toyota',
    colour: 'White',
    code: byCode('K01'),
    anpr: true,
    stay: [8 * 3600 + 15 * 60 + 2, 10 * 3600 + 48 * 60 + 31],
    status: 'Paid',
  });
  const avoid = ['LN19 KDV', 'LN19 KDY', 'LN69 KDV'];
  for (let i = 0; i < 1150; i++) {
    const site = oneOf(random, SITES);
    const code = oneOf(random, [...contraventions, contraventions[0]!, contraventions[1]!, contraventions[1]!]);
    const anpr = code[0] === 'K01' || code[0] === 'K02' ? true : random() < 0.1;
    const seconds = secondOfDay(random, [0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 8, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1]);
    const entry = Math.max(6 * 3600, seconds - between(random, 3600, 5 * 3600));
    const [make] = oneOf(random, VEHICLES);
    pcns.push({
      ref: ref(),
      day: between(random, 1, 15),
      seconds,
      site,
      vrm: plateBut(random, avoid),
      make,
      colour: oneOf(random, COLOURS),
      code,
      anpr,
      stay: anpr ? [entry, Math.max(entry + 600, seconds - between(random, 600, 3600))] : undefined,
    });
  }
  pcns.sort((x, y) => x.site.name.localeCompare(y.site.name) || x.day - y.day || x.seconds - y.seconds);

  const q = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = pcns.map((p) => {
    const date = `2029-01-${pad2(p.day)}`;
    const charge = 100;
    const status = p.status ?? oneOf(random, p.day >= 13 ? ['Issued', 'Issued', 'Reduced period'] : statuses);
    const officer = p.anpr ? `ANPR:${p.site.code}-MATCH` : `CEO${between(random, 101, 148)}`;
    const photos = p.anpr ? 2 : between(random, 3, 8);
    return [
      p.ref,
      `${date} ${clock(p.seconds)}`,
      p.site.code,
      p.site.name,
      p.vrm,
      p.make,
      p.colour,
      p.code[0],
      p.code[1],
      p.stay ? `${date} ${clock(p.stay[0])}` : '',
      p.stay ? `${date} ${clock(p.stay[1])}` : `${date} ${clock(Math.max(0, p.seconds - between(random, 300, 900)))}`,
      officer,
      String(photos),
      `${charge}.00`,
      '60.00',
      `2029-01-${pad2(Math.min(31, p.day + 14))}`,
      status,
      status === 'Appeal received' ? `APL-${between(random, 40_000, 49_999)}` : '',
    ]
      .map(q)
      .join(',');
  });
  const output = `${[
    'pcn_ref,issued_at,site_code,site_name,vrm,vehicle_make,vehicle_colour,contravention_code,contravention,observed_first,observed_last,issued_by,photos,charge_gbp,reduced_gbp,reduced_until,status,appeal_ref',
    ...rows,
  ].join('\n')}\n`;
  return probe(
    'round 148: penalty notice csv overstay',
    "A chap rang the office this morning absolutely fuming. He says he got a parking ticket at Mill Lane last Thursday for staying too long, but he swears he was only there twenty minutes. His reg is LN19 KDV. What's the reference number on that notice so I can pull up the photos?",
    'pcn_export',
    output,
    'pcn-ref',
    needle,
  );
}

/** c2: the card acquirer's merchant settlement detail for the first half of January, as a text report. */
function c2SettlementReport(): EconomicsTask {
  const needle = '126.35';
  const schemes = ['Visa Debit', 'Visa Credit', 'Mastercard Debit', 'Mastercard Credit', 'Maestro', 'American Express'];
  const msc = [0.0025, 0.0065, 0.0028, 0.0072, 0.0031, 0.0189];
  const build = (seed: number): string => {
    const random = seededRandom(seed);
    const out: string[] = [
      'NORTHBRIDGE MERCHANT SERVICES                                          MERCHANT SETTLEMENT DETAIL',
      'Merchant : KERRIGAN PARKING LTD                                        Report run : 16/01/2029 07:05',
      'Group MID: 4418-2203                                                   Period     : 01/01/2029 - 15/01/2029',
      'Currency : GBP                                                         Page width : 132',
      '',
    ];
    SITES.forEach((site, o) => {
      const outlet = String(o + 1).padStart(3, '0');
      const size = between(random, 5, 14);
      out.push(
        '=================================================================================================',
        `Outlet ${outlet}  ${`${site.name.toUpperCase()} CAR PARK`.padEnd(34)} MID 44182203${outlet.slice(1)}   Terminals ${between(random, 6, 18)}`,
        '=================================================================================================',
      );
      let outletSales = 0;
      let outletCredits = 0;
      let outletNet = 0;
      for (let d = 1; d <= 15; d++) {
        const date = `${pad2(d)}/01/2029`;
        const value = `${pad2(Math.min(d + (d % 7 === 5 ? 3 : d % 7 === 6 ? 2 : 1), 31))}/01/2029`;
        const target = site.code === 'CSQ' && d === 12;
        out.push(
          '',
          `Batch ${String(2029_0100 + d)}-${outlet}   Settlement date ${date}   Value date ${value}`,
          '  Card scheme              Sales#      Sales GBP   Credits#   Credits GBP       MSC GBP       Net GBP',
        );
        // The refunds asked about: several on three schemes, adding up to the needle.
        const creditsFor: readonly (readonly [number, number])[] | null = target
          ? [
              [4, 3730],
              [0, 0],
              [6, 5610],
              [0, 0],
              [1, 1250],
              [3, 2045],
            ]
          : null;
        let ts = 0;
        let tsv = 0;
        let tc = 0;
        let tcv = 0;
        let tm = 0;
        schemes.forEach((scheme, k) => {
          const share = [0.42, 0.14, 0.24, 0.09, 0.06, 0.05][k]!;
          const count = Math.max(0, Math.round(size * 28 * share * (0.7 + random() * 0.6) * (d % 7 === 6 || d % 7 === 0 ? 0.6 : 1)));
          const sales = count * between(random, 380, 720);
          const credits = creditsFor ? creditsFor[k]![0] : random() < 0.25 ? between(random, 1, 3) : 0;
          const creditsValue = creditsFor ? creditsFor[k]![1] : credits * between(random, 220, 1250);
          const fee = -Math.round(sales * msc[k]!);
          ts += count;
          tsv += sales;
          tc += credits;
          tcv += creditsValue;
          tm += fee;
          out.push(
            `  ${scheme.padEnd(22)} ${String(count).padStart(8)} ${gbp(sales).padStart(14)} ${String(credits).padStart(10)} ${gbp(creditsValue).padStart(13)} ${gbp(fee).padStart(13)} ${gbp(sales - creditsValue + fee).padStart(13)}`,
          );
        });
        out.push(
          `  ${'-'.repeat(22)} ${'-'.repeat(8)} ${'-'.repeat(14)} ${'-'.repeat(10)} ${'-'.repeat(13)} ${'-'.repeat(13)} ${'-'.repeat(13)}`,
          `  ${'BATCH TOTAL'.padEnd(22)} ${String(ts).padStart(8)} ${gbp(tsv).padStart(14)} ${String(tc).padStart(10)} ${gbp(tcv).padStart(13)} ${gbp(tm).padStart(13)} ${gbp(tsv - tcv + tm).padStart(13)}`,
        );
        outletSales += tsv;
        outletCredits += tcv;
        outletNet += tsv - tcv + tm;
      }
      const chargebacks =
        site.code === 'CSQ'
          ? [
              [3, 740],
              [9, 1250],
            ]
          : random() < 0.5
            ? [[between(random, 1, 15), oneOf(random, [380, 560, 740, 1250])]]
            : [];
      out.push('', '  Chargebacks and retrievals');
      if (chargebacks.length === 0) out.push('    none in period');
      for (const [d, amount] of chargebacks) {
        out.push(
          `    ${pad2(d!)}/01/2029  CB  case ${between(random, 7_000_000, 7_999_999)}  reason 4837 (no cardholder authorisation)  ${gbp(-amount!).padStart(10)}`,
        );
        outletNet -= amount!;
      }
      out.push(
        '',
        `  OUTLET ${outlet} TOTALS   sales ${gbp(outletSales)}   credits ${gbp(outletCredits)}   net settled ${gbp(outletNet)}`,
        '',
      );
    });
    out.push('', 'MSC = merchant service charge, debited per batch at the blended rate for the scheme.', '*** END OF REPORT ***', '');
    return out.join('\n');
  };
  let seed = 148_302;
  let output = build(seed);
  while (occurrences(output, needle) !== 1) output = build(++seed);
  return probe(
    'round 148: settlement report refunds',
    "I'm doing the month-end for finance and our refund log doesn't tie up with what the bank paid us. How much in total went back onto customers' cards at Castle Quay in the batch that settled last Friday?",
    'acquirer_settlement_report',
    output,
    'refund-total',
    needle,
  );
}

/** c3: yesterday's syslog of one car park's occupancy and sign controller (bay counts per level, sign texts). */
function c3SignControllerLog(): EconomicsTask {
  const random = seededRandom(148_303);
  const needle = '14:07:33.412877';
  const day = '2029-01-15';
  const capacity = [0, 140, 150, 150, 120];
  const fullAt = [0, 3, 3, 3, 3];
  const hysteresis = 3;
  // Free bays per level through the day (minute -> free), before noise.
  const keyframes: readonly (readonly [number, number])[][] = [
    [],
    [
      [0, 120],
      [420, 110],
      [540, 40],
      [660, 14],
      [840, 12],
      [1020, 40],
      [1200, 95],
      [1439, 118],
    ],
    [
      [0, 135],
      [420, 120],
      [540, 30],
      [640, 6],
      [662, 2],
      [735, 2],
      [760, 12],
      [900, 18],
      [1080, 70],
      [1439, 130],
    ],
    [
      [0, 140],
      [420, 130],
      [540, 60],
      [720, 20],
      [900, 16],
      [1080, 80],
      [1439, 136],
    ],
    [
      [0, 112],
      [420, 108],
      [540, 70],
      [660, 30],
      [780, 10],
      [847, 2],
      [870, 5],
      [900, 9],
      [910, 1],
      [944, 2],
      [960, 14],
      [1080, 60],
      [1439, 110],
    ],
  ];
  const interp = (frames: readonly (readonly [number, number])[], m: number) => {
    for (let i = 1; i < frames.length; i++) {
      const [m1, v1] = frames[i]!;
      const [m0, v0] = frames[i - 1]!;
      if (m <= m1) return v0 + ((v1 - v0) * (m - m0)) / (m1 - m0);
    }
    return frames[frames.length - 1]![1];
  };
  const free: number[][] = [[]];
  for (let l = 1; l <= 4; l++) {
    let walk = 0;
    const series: number[] = [];
    for (let m = 0; m < 1440; m++) {
      const step = random();
      walk = Math.max(-3, Math.min(3, walk + (step < 0.18 ? -1 : step > 0.82 ? 1 : 0)));
      let v = Math.round(interp(keyframes[l]!, m) + walk);
      if (l === 4) {
        // The sign goes to FULL first at 14:07, back at 14:31, FULL again 15:10 to 15:44; never otherwise.
        if (m === 847) v = 2;
        else if (m > 847 && m < 871) v = Math.min(5, Math.max(0, v));
        else if (m === 871) v = 7;
        else if (m === 910) v = 1;
        else if (m > 910 && m < 944) v = Math.min(5, Math.max(0, v));
        else if (m === 944) v = 8;
        else v = Math.max(4, v);
      } else if (l === 2) {
        if (m >= 662 && m < 735) v = Math.min(5, Math.max(0, v));
        else v = Math.max(m === 662 ? 0 : 4, v);
        if (m === 662) v = 2;
        if (m === 735) v = 9;
      } else v = Math.max(6, v);
      series.push(Math.max(0, Math.min(capacity[l]!, v)));
    }
    free.push(series);
  }

  const lines: { at: number; text: string }[] = [];
  const usedAt = new Set<string>();
  /** Logs a line at `seconds` and `micro` (drawn when not given, never the needle's nor a stamp already used). */
  const log = (seconds: number, proc: string, msg: string, micro?: number) => {
    for (;;) {
      const us = micro ?? pick(random, 1_000_000);
      const stamp = `${clock(seconds)}.${String(us).padStart(6, '0')}`;
      if ((stamp !== needle || micro !== undefined) && !usedAt.has(stamp)) {
        usedAt.add(stamp);
        lines.push({ at: seconds * 1_000_000 + us, text: `${day}T${stamp}+00:00 csq-occ-01 ${proc}: ${msg}` });
        return;
      }
    }
  };
  const signText = (l: number, f: number, full: boolean) => (full ? `LEVEL ${l}  FULL` : `LEVEL ${l}  ${String(f).padStart(3)} SPACES`);
  for (let l = 1; l <= 4; l++) {
    let full = false;
    let shown = signText(l, free[l]![0]!, false);
    for (let m = 1; m < 1440; m++) {
      const f = free[l]![m]!;
      if (!full && f <= fullAt[l]!) full = true;
      else if (full && f >= fullAt[l]! + hysteresis) full = false;
      const text = signText(l, f, full);
      if (text === shown) continue;
      const seconds = l === 4 && m === 847 ? 14 * 3600 + 7 * 60 + 33 : m * 60 + pick(random, 60);
      const micro = l === 4 && m === 847 ? 412_877 : undefined;
      log(
        seconds,
        'vmsd[1130]',
        `sign=L${l}-RAMP zone=CSQ-L${l} text="${text}" prev="${shown}" free=${f} full_at=${fullAt[l]} hyst=${hysteresis}`,
        micro,
      );
      shown = text;
    }
  }
  for (let m = 0; m < 1440; m += 5) {
    const s = m * 60 + between(random, 0, 2);
    let total = 0;
    for (let l = 1; l <= 4; l++) {
      const f = free[l]![m]!;
      total += f;
      const stale = random() < 0.1 ? 1 : 0;
      log(
        s,
        'occd[1123]',
        `zone=CSQ-L${l} capacity=${capacity[l]} occupied=${capacity[l]! - f} free=${f} sensors_ok=${capacity[l]! - stale}/${capacity[l]} stale=${stale}`,
      );
    }
    log(s + 1, 'vmsd[1130]', `sign=ENTRY-MAIN zone=CSQ-ALL text="SPACES ${String(total).padStart(3)}" levels=4`);
    if (m % 15 === 0)
      log(
        s + 20,
        'lora-gw[877]',
        `uplinks=${between(random, 900, 2400)} downlinks=${between(random, 2, 30)} crc_bad=${between(random, 0, 9)} rssi_avg=${-between(random, 88, 104)} snr_avg=${(random() * 8 + 2).toFixed(1)}`,
      );
    if (m % 60 === 17) log(s + 3, 'CRON[' + between(random, 20_000, 29_999) + ']', '(occd) CMD (/usr/local/bin/occd-rollup --hour)');
    if (m % 240 === 100) log(s + 9, 'chronyd[702]', `Selected source 10.42.4.1 (offset ${(random() * 0.004 - 0.002).toFixed(6)} seconds)`);
  }
  log(6 * 3600 + 12 * 60 + 4, 'sshd[30112]', 'Accepted publickey for ops from 10.42.0.31 port 52214 ssh2: ED25519 SHA256:kP0qT1mZ8yXo');
  log(6 * 3600 + 19 * 60 + 40, 'sshd[30112]', 'pam_unix(sshd:session): session closed for user ops');
  log(16 * 3600 + 2 * 60 + 11, 'occd[1123]', 'config reload: zones=5 signs=5 thresholds unchanged');
  lines.sort((x, y) => x.at - y.at);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  return probe(
    'round 148: sign log no room',
    'Yesterday afternoon people were being turned away from the top floor at Castle Quay even though there were spaces up there. What time did the sign on the way up to level 4 first start telling drivers there was no room?',
    'syslog_query',
    output,
    'full-time',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the bay sensor fleet of two car parks, as the sensor platform's CLI lists it (fixed-width columns). */
function d1SensorFleet(): EconomicsTask {
  const random = seededRandom(148_401);
  const seen = new Set<string>();
  const needle = '70B3D5E75E00C4A7';
  seen.add(needle);
  const eui = () => fresh(() => `70B3D5E75E00${hex(random, 4).toUpperCase()}`, needle, seen);
  const now = 8 * 3600 + 59 * 60 + 50;
  const header = `${'SITE'.padEnd(5)}${'LEVEL'.padEnd(6)}${'BAY'.padEnd(8)}${'DEV_EUI'.padEnd(18)}${'MODEL'.padEnd(11)}${'FW'.padEnd(8)}${'BATT'.padStart(5)}${'RSSI'.padStart(6)}${'SNR'.padStart(6)}${'SF'.padStart(5)}${'HB_S'.padStart(6)}  ${'LAST_UPLINK'.padEnd(20)}STATE`;
  const rows: string[] = [];
  const levels: readonly [string, number, number][] = [
    ['CSQ', 1, 140],
    ['CSQ', 2, 150],
    ['CSQ', 3, 150],
    ['CSQ', 4, 120],
    ['RVS', 1, 96],
    ['RVS', 2, 96],
    ['RVS', 3, 96],
    ['RVS', 4, 80],
  ];
  for (const [site, level, bays] of levels) {
    for (let b = 1; b <= bays; b++) {
      const target = site === 'CSQ' && level === 4 && b === 37;
      const hb = target ? 3600 : 300;
      const ago = target ? 1712 : between(random, 2, 299);
      const fw = site === 'RVS' && random() < 0.7 ? '4.2.6' : '4.2.7';
      const sf = between(random, 7, 10);
      rows.push(
        `${site.padEnd(5)}${`L${level}`.padEnd(6)}${`L${level}-${String(b).padStart(3, '0')}`.padEnd(8)}${(target ? needle : eui()).padEnd(18)}${oneOf(random, ['PNI PS3', 'PNI PS3', 'Nwave NPS4']).padEnd(11)}${fw.padEnd(8)}` +
          `${`${between(random, 38, 100)}%`.padStart(5)}${String(-between(random, 84, 118)).padStart(6)}${(random() * 14 - 4).toFixed(1).padStart(6)}${`SF${sf}`.padStart(5)}${String(hb).padStart(6)}  ` +
          `${`2029-01-16 ${clock(now - ago)}`.padEnd(20)}${random() < (level <= 2 ? 0.3 : 0.6) ? 'FREE' : 'OCCUPIED'}`,
      );
    }
  }
  const output = [
    '$ bayctl sensors list --site CSQ,RVS --columns default',
    `bayctl 2.14.0  platform: KP Bay Sensing (LoRaWAN, network kp-lns-01)  fetched 2029-01-16 09:00:03`,
    '',
    header,
    ...rows,
    '',
    `${rows.length} sensors, 2 sites, 8 zones`,
    '',
  ].join('\n');
  return probe(
    'round 148: bay sensor slow check-in',
    'One of the bay sensors seems to be set to check in far less often than all the others. Which sensor is it?',
    'bayctl_sensors_list',
    output,
    'odd-sensor',
    needle,
  );
}

/** d2: the OCPP configuration of every charger at one site, as the CPMS's GetConfiguration dump prints it (key=value). */
function d2ChargerConfig(): EconomicsTask {
  const random = seededRandom(148_402);
  const count = 46;
  const targetAt = 21;
  const needle = `KP-RVS-EV-${String(targetAt + 1).padStart(3, '0')}`;
  const blocks: string[] = [];
  for (let c = 0; c < count; c++) {
    const id = `KP-RVS-EV-${String(c + 1).padStart(3, '0')}`;
    const zaptec = random() < 0.25;
    const level = 1 + Math.floor(c / 12);
    const bay = (c % 12) * 2 + 1;
    const keys: [string, string | number | boolean][] = [
      ['AllowOfflineTxForUnknownId', false],
      ['AuthorizationCacheEnabled', true],
      ['AuthorizeRemoteTxRequests', true],
      ['BlinkRepeat', 3],
      ['ChargeProfileMaxStackLevel', 8],
      ['ChargingScheduleAllowedChargingRateUnit', 'Current'],
      ['ChargingScheduleMaxPeriods', 24],
      ['ClockAlignedDataInterval', 900],
      ['ConnectionTimeOut', 60],
      ['ConnectorPhaseRotation', '1.RST,2.RST'],
      ['GetConfigurationMaxKeys', 100],
      ['HeartbeatInterval', 300],
      ['LightIntensity', oneOf(random, [50, 70, 70, 100])],
      ['LocalAuthListEnabled', true],
      ['LocalAuthListMaxLength', 500],
      ['LocalAuthorizeOffline', true],
      ['LocalPreAuthorize', false],
      ['MaxChargingProfilesInstalled', 16],
      ['MaxEnergyOnInvalidId', 0],
      ['MeterValuesAlignedData', 'Energy.Active.Import.Register'],
      ['MeterValuesSampledData', 'Energy.Active.Import.Register,Power.Active.Import,Current.Import,Voltage'],
      ['MeterValueSampleInterval', 60],
      ['MinimumStatusDuration', 0],
      ['NumberOfConnectors', 2],
      ['ResetRetries', 3],
      ['SendLocalListMaxLength', 100],
      ['StopTransactionOnEVSideDisconnect', true],
      ['StopTransactionOnInvalidId', true],
      ['StopTxnAlignedData', 'Energy.Active.Import.Register'],
      ['StopTxnSampledData', 'Energy.Active.Import.Register'],
      ['SupportedFeatureProfiles', 'Core,FirmwareManagement,LocalAuthListManagement,Reservation,SmartCharging,RemoteTrigger'],
      ['TransactionMessageAttempts', 5],
      ['TransactionMessageRetryInterval', 60],
      ['UnlockConnectorOnEVSideDisconnect', true],
      ['WebSocketPingInterval', 30],
      ['KP.StationMaxCurrent', c === targetAt ? 16 : 32],
      ['KP.SocketMaxCurrent.1', 32],
      ['KP.SocketMaxCurrent.2', 32],
      ['KP.PhaseCount', 3],
      ['KP.LoadBalancing.Mode', 'dynamic'],
      ['KP.LoadBalancing.Group', `RVS-LB-${1 + Math.floor(c / 16)}`],
      ['KP.LoadBalancing.Priority', oneOf(random, ['normal', 'normal', 'normal', 'permit-first'])],
      ['KP.Bay.1', `L${level}-${String(bay).padStart(3, '0')}`],
      ['KP.Bay.2', `L${level}-${String(bay + 1).padStart(3, '0')}`],
      ['KP.FreeVend', false],
      ['KP.Display.Language', 'en-GB'],
      ['KP.Display.IdleText', 'Tap card or app to charge'],
      ['KP.Tariff', oneOf(random, ['KP-EV-STD-0.69', 'KP-EV-STD-0.69', 'KP-EV-PERMIT-0.52'])],
    ];
    const model = zaptec ? 'Zaptec Pro  fw 2.1.4.12' : 'Alfen Eve Double Pro-line  fw 6.4.2-4204';
    const at = 9 * 3600 + 10 * 60 + 3 + c * 2 + pick(random, 2);
    blocks.push(
      [
        `# ${id}  ${model}  serial ${zaptec ? 'ZAP' : 'ACE'}${between(random, 1_000_000, 9_999_999)}`,
        `# GetConfiguration.conf received ${isoAt('2029-01-16', at)}  keys=${keys.length} unknownKey=0`,
        ...keys.map(([k, v]) => `${k}=${String(v)}`),
      ].join('\n'),
    );
  }
  const output = [
    'volthub-cli 5.12.3 > ocpp get-configuration --site RVS --all-keys --format kv',
    `sent GetConfiguration.req to ${count} charge points at RVS (Riverside), ${count} answered, 0 timed out`,
    '',
    blocks.join('\n\n'),
    '',
    `done: ${count} charge points, ${count} configurations`,
    '',
  ].join('\n');
  return probe(
    'round 148: charger config lower current',
    'One of the chargers at Riverside looks like it has been set to give out less power than the rest of them. Which charge point is that?',
    'ocpp_get_configuration',
    output,
    'odd-charger',
    needle,
  );
}

/** d3: the pay station portal's fleet status page, as the browser tool fetches its HTML. */
function d3PayStationFleet(): EconomicsTask {
  const random = seededRandom(148_403);
  const needle = 'CSQ-PS-09';
  const rows: string[] = [];
  let internal = 4100;
  for (const site of SITES) {
    const stations = between(random, 10, 17);
    for (let k = 1; k <= stations; k++) {
      internal += between(random, 1, 7);
      const id = `${site.code}-PS-${pad2(k)}`;
      const target = id === needle;
      const model = oneOf(random, ['Flowbird Strada Pal', 'Flowbird Strada Pal', 'Flowbird CWT Touch']);
      const software = random() < 0.3 ? 'PAL 7.2.9' : 'PAL 7.3.1';
      const tariff = target
        ? '2028.04 <span class="muted">(from 03 Apr 2028)</span>'
        : '2029.01 <span class="muted">(from 08 Jan 2029)</span>';
      const cash = model !== 'Flowbird CWT Touch';
      const paper = between(random, 8, 100);
      const vault = cash ? between(random, 2, 96) : null;
      const beat = 9 * 3600 + 20 * 60 - between(random, 5, 290);
      const settled = 2 * 3600 + between(random, 0, 1800);
      const nearTarget = site.code === 'CSQ' && Math.abs(k - 9) <= 2;
      const alert =
        !nearTarget && random() < 0.06
          ? oneOf(random, ['Paper low', 'Coin vault 90%+', 'Door opened 08:12', 'Receipt printer jam cleared'])
          : '';
      rows.push(
        [
          `        <tr data-station="${internal}" class="${alert ? 'row-attn' : 'row-ok'}">`,
          `          <td class="station"><a href="/stations/${internal}">${id}</a></td>`,
          `          <td class="site">${site.name}</td>`,
          `          <td class="model">${model}</td>`,
          `          <td class="sw">${software}</td>`,
          `          <td class="tariff">${tariff}</td>`,
          `          <td class="num paper"><div class="bar"><span style="width:${paper}%"></span></div>${paper}%</td>`,
          `          <td class="num vault">${vault === null ? '<span class="muted">n/a</span>' : `${vault}%`}</td>`,
          `          <td class="num notes">${cash && random() < 0.5 ? `${between(random, 0, 80)}%` : '<span class="muted">n/a</span>'}</td>`,
          `          <td class="time">${clock(beat).slice(0, 5)}</td>`,
          `          <td class="time">16 Jan ${clock(settled).slice(0, 5)}</td>`,
          `          <td class="txns num">${between(random, 40, 260)}</td>`,
          `          <td class="alerts">${alert}</td>`,
          '        </tr>',
        ].join('\n'),
      );
    }
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Pay station fleet - Kerrigan Parking ParkPay Portal</title>',
    '  <link rel="stylesheet" href="/static/portal.7c1e2a.css">',
    '  <style>.muted{color:#8a8f98}.bar{display:inline-block;width:60px;height:6px;background:#e3e6ea;margin-right:6px}.bar span{display:block;height:6px;background:#3a7bd5}.row-attn td{background:#fff8e1}</style>',
    '  <script src="/static/portal.4be901.js" defer></script>',
    '</head>',
    '<body class="portal">',
    '  <header class="topbar"><a class="brand" href="/">ParkPay Portal</a><nav><a href="/dashboard">Dashboard</a><a class="active" href="/fleet">Fleet</a><a href="/tariffs">Tariffs</a><a href="/transactions">Transactions</a><a href="/cash">Cash collection</a><a href="/reports">Reports</a></nav><span class="user">j.okafor &middot; Kerrigan Parking</span></header>',
    '  <main>',
    '    <h1>Pay station fleet</h1>',
    `    <p class="summary">${rows.length} stations across ${SITES.length} sites &middot; refreshed 16 Jan 2029 09:20 &middot; <a href="/fleet.csv">Download CSV</a></p>`,
    '    <form class="filters"><label>Site <select name="site"><option value="">All sites</option>' +
      SITES.map((s) => `<option value="${s.code}">${s.name}</option>`).join('') +
      '</select></label> <label><input type="checkbox" name="attn"> Needs attention only</label> <button type="submit">Apply</button></form>',
    '    <table class="fleet sortable">',
    '      <thead>',
    '        <tr><th>Station</th><th>Site</th><th>Model</th><th>Software</th><th>Tariff set</th><th>Paper</th><th>Coin vault</th><th>Note stacker</th><th>Last heartbeat</th><th>Last settlement</th><th>Txns today</th><th>Alerts</th></tr>',
    '      </thead>',
    '      <tbody>',
    ...rows,
    '      </tbody>',
    '    </table>',
    '  </main>',
    '  <footer>ParkPay Portal 11.4.2 &middot; &copy; 2029 Kerrigan Parking Ltd</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 148: pay machine old prices',
    'The new January prices went live last week, but I think one of the pay machines is still charging the old rates. Which machine is it?',
    'portal_page_fetch',
    output,
    'old-tariff',
    needle,
  );
}

export function roundOneHundredFortyEight(): EconomicsTask[] {
  return [
    a1AnprSessions(),
    a2PayStationExport(),
    a3LaneEventBuffer(),
    b1PermitRegister(),
    b2ChargerStatus(),
    b3LaneConfig(),
    c1PenaltyNotices(),
    c2SettlementReport(),
    c3SignControllerLog(),
    d1SensorFleet(),
    d2ChargerConfig(),
    d3PayStationFleet(),
  ];
}
