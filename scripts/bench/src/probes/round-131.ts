/**
 * Probe round 131, written blind: Cyclevane, a made-up city bike-share scheme (dock station telemetry, e-bike battery and lock telemetry, rebalancing van routes, member accounts and rides, payments and fines, repair workshop). "Today" is Friday, 4 June 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - dock telemetry export (minified JSON, one line): the serial of the lock on dock 14 at Tanner's Row;
 *  - payment gateway settlement report (one-line XML): the gateway reference of a member's £40 lost-lock fine charged on the 2nd;
 *  - lock gateway log (a JSON envelope whose log is one escaped line): the unlock token of one bike's unlock at Canal Basin just after 3pm yesterday;
 * b. The answer a few lines away from the line the question's words match:
 *  - workshop job cards (YAML): the job card number of the brake pad job on bike 11872 (the parent above the bike);
 *  - dock controller config dump (INI): the SIM ICCID of the Harbour Quay dock's modem (a sibling key below the name);
 *  - open fines (pretty JSON): the ride ID of the fine for a bike left outside a dock near Orchard Street (a field above);
 * c. A question that paraphrases the output or carries a preamble:
 *  - billing event log (key=value): the refund reference for a yearly pass charged twice last weekend;
 *  - workshop quarter-to-date report (HTML): the vendor's reference for the motor sent back under guarantee last month;
 *  - rebalancing jobs list (fixed-width table): the job raised when Minster Yard filled up yesterday afternoon;
 * d. One value unlike its peers, with no error word near it:
 *  - battery fleet export (CSV): the one e-bike whose battery runs another BMS firmware;
 *  - dock inventory (pretty XML): the one station whose controller checks in far less often;
 *  - van route summary (text report): the one route of yesterday with hardly any stops.
 * Not among the bench's targets.
 * First run, at d876159 (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=131
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,391,858 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 131: dock lock serial
 *     codex: 15,545 tokens, peak 15,470, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 668, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,407 tokens, peak 7,405, 0/1 needles, 4 read-backs
 *     ours: 6,751 tokens, peak 3,013, 0/1 needles, 2 read-backs
 *   round 131: lost-lock fine reference
 *     codex: 14,759 tokens, peak 14,673, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,406 tokens, peak 1,949, 1/1 needles, 2 read-backs
 *     ours: 5,976 tokens, peak 2,257, 1/1 needles, 3 read-backs
 *   round 131: unlock token
 *     codex: 17,367 tokens, peak 17,284, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,569 tokens, peak 2,101, 1/1 needles, 1 read-backs
 *     ours: 7,862 tokens, peak 4,014, 1/1 needles, 2 read-backs
 *   round 131: brake job card
 *     codex: 13,307 tokens, peak 13,233, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,127 tokens, peak 1,599, 0/1 needles, 2 read-backs
 *     ours: 1,919 tokens, peak 955, 1/1 needles, 1 read-backs
 *   round 131: dock modem ICCID
 *     codex: 13,848 tokens, peak 13,776, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,237 tokens, peak 2,024, 0/1 needles, 4 read-backs
 *     ours: 3,983 tokens, peak 1,496, 1/1 needles, 3 read-backs
 *   round 131: out-of-dock fine ride
 *     codex: 14,135 tokens, peak 14,056, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,036 tokens, peak 3,022, 0/1 needles, 3 read-backs
 *     ours: 7,883 tokens, peak 3,231, 1/1 needles, 3 read-backs
 *   round 131: double-charge refund
 *     codex: 15,690 tokens, peak 15,595, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,053 tokens, peak 1,319, 0/1 needles, 4 read-backs
 *     ours: 4,482 tokens, peak 967, 0/1 needles, 4 read-backs
 *   round 131: motor return reference
 *     codex: 19,795 tokens, peak 19,708, 0/1 needles, 0 read-backs
 *     context-chef: 852 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,641 tokens, peak 3,347, 0/1 needles, 4 read-backs
 *     ours: 6,787 tokens, peak 2,945, 0/1 needles, 4 read-backs
 *   round 131: full station job
 *     codex: 17,325 tokens, peak 17,229, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 709, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,394 tokens, peak 1,383, 0/1 needles, 4 read-backs
 *     ours: 4,698 tokens, peak 1,000, 0/1 needles, 4 read-backs
 *   round 131: odd battery firmware
 *     codex: 24,435 tokens, peak 24,351, 0/1 needles, 0 read-backs
 *     context-chef: 1,067 tokens, peak 983, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,719 tokens, peak 1,650, 0/1 needles, 4 read-backs
 *     ours: 3,827 tokens, peak 840, 1/1 needles, 4 read-backs
 *   round 131: slow check-in dock
 *     codex: 13,906 tokens, peak 13,830, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,579 tokens, peak 2,885, 0/1 needles, 2 read-backs
 *     ours: 24,673 tokens, peak 9,091, 1/1 needles, 4 read-backs
 *   round 131: route with few stops
 *     codex: 13,975 tokens, peak 13,897, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,770 tokens, peak 1,257, 0/1 needles, 4 read-backs
 *     ours: 4,125 tokens, peak 893, 0/1 needles, 4 read-backs
 *     codex: 194,087 tokens, 0/12 needles
 *     context-chef: 9,292 tokens, 0/12 needles
 *     context-chef-store: 89,938 tokens, 2/12 needles
 *     ours: 82,966 tokens, 7/12 needles
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

// ---------------------------------------------------------------------------------------------------------------------
// Shared helpers: the city's stations, ids and times.

const PLACES = [
  'Harbour',
  "Tanner's",
  'Canal',
  'Minster',
  'Orchard',
  'Gasworks',
  'Millpond',
  'Foundry',
  'Chapel',
  'Market',
  "Weaver's",
  'Ropewalk',
  'Quarry',
  'Salt',
  'Ferry',
  'Abbey',
  'Kiln',
  'Bridge',
  'Castle',
  'Wharf',
  'Brewery',
  "Cooper's",
  'Bell',
  'Lantern',
  'Copper',
  'Linen',
  'Hop',
  'Tollgate',
  'Signal',
  'Granary',
  "Cutler's",
  "Dyer's",
  'Glassworks',
  'Pump',
  "Saddler's",
  'Barge',
  'Cannon',
  'Prospect',
  'Regent',
  'Tannery',
];
const KINDS = ['Row', 'Quay', 'Basin', 'Yard', 'Street', 'Lane', 'Square', 'Road', 'Place', 'Gate', 'Walk', 'Court', 'Green', 'Hill'];
const ZONES = ['Waterfront', 'Canalside', 'Old Town', 'University', 'Northgate', 'Riverside', 'Eastfields', 'Cathedral Quarter'];
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MECHANICS = [
  'Priya Natarajan',
  'Tomasz Wolak',
  'Dee Okonkwo',
  'Sam Whitlock',
  'Ines Carvalho',
  'Rhys Pengelly',
  'Hana Sato',
  'Olu Adeyemi',
];

/** `n` distinct station names in a seeded order, the `keep` ones among them. */
function stationNames(random: () => number, n: number, keep: readonly string[]): string[] {
  const all = shuffle(
    random,
    PLACES.flatMap((p) => KINDS.map((k) => `${p} ${k}`)),
  ).filter((s) => !keep.includes(s));
  return shuffle(random, [...keep, ...all.slice(0, n - keep.length)]);
}

/** Moves `item` to `index` of `list` (a swap), and returns the list. */
function putAt<T>(list: T[], item: T, index: number): T[] {
  const i = list.indexOf(item);
  [list[i], list[index]] = [list[index]!, list[i]!];
  return list;
}

/** `n` distinct station ids (`CV-0417`), none of `avoid`. */
function stationIds(random: () => number, n: number, avoid: readonly string[] = []): string[] {
  const all = Array.from({ length: 900 }, (_, i) => `CV-${String(100 + i).padStart(4, '0')}`).filter((id) => !avoid.includes(id));
  return shuffle(random, all).slice(0, n);
}

/** A value of `make` that does not contain `needle` (filler never holds the answer). */
function fresh(make: () => string, needle: string): string {
  for (;;) {
    const value = make();
    if (!value.includes(needle)) return value;
  }
}

/** A local (BST) wall-clock time in 2027, as milliseconds counted as UTC. */
const local = (month: number, day: number, h: number, m: number, s = 0, ms = 0) => Date.UTC(2027, month - 1, day, h, m, s, ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `t` (see `local`) as ISO 8601 with the BST offset; `millis` keeps the milliseconds. */
function bst(t: number, millis = false): string {
  const iso = new Date(t).toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, millis ? 23 : 19)}+01:00`;
}

/** `t` as `2027-06-03 14:22`. */
function wall(t: number): string {
  const iso = new Date(t).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const eBike = (random: () => number) => `EB-${between(random, 30_000, 32_999)}`;
const classicBike = (random: () => number) => `CB-${between(random, 10_000, 14_999)}`;
const memberId = (random: () => number) => `M-${between(random, 100_000, 299_999)}`;
const money = (n: number) => n.toFixed(2);

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the dock telemetry export, one minified JSON line; the serial of one dock's lock. */
function a1LockSerial(): EconomicsTask {
  const random = seededRandom(131_001);
  const needle = 'LK-7E2B-40916';
  const target = "Tanner's Row";
  const names = putAt(stationNames(random, 130, [target, "Tanner's Yard", "Tanner's Walk", 'Tannery Row']), target, 64);
  const ids = stationIds(random, names.length);
  const lockSerial = () => fresh(() => `LK-${hex(random, 4).toUpperCase()}-${between(random, 10_000, 99_999)}`, needle);
  const stations = names.map((name, i) => {
    const capacity = name === target ? 24 : name === "Tanner's Yard" ? 18 : between(random, 10, 30);
    const docks = Array.from({ length: capacity }, (_, d) => {
      const roll = random();
      const state = roll < 0.58 ? 'occupied' : roll < 0.97 ? 'free' : 'out_of_service';
      const bike = state === 'occupied' ? (random() < 0.55 ? eBike(random) : classicBike(random)) : null;
      return {
        dock: d + 1,
        state,
        bike,
        charging: bike?.startsWith('EB-') ? random() < 0.7 : false,
        lock: {
          serial: name === target && d === 13 ? needle : lockSerial(),
          fw: oneOf(random, ['2.8.1', '2.8.1', '2.8.1', '2.8.3']),
          bolt: state === 'occupied' ? 'engaged' : 'open',
          supply_v: Number((11.8 + random() * 0.9).toFixed(2)),
          cycles: between(random, 800, 42_000),
        },
        last_event: bst(local(6, 4, between(random, 0, 5), between(random, 0, 59), between(random, 0, 59))),
      };
    });
    return {
      station_id: ids[i]!,
      name,
      zone: oneOf(random, ZONES),
      lat: Number((51.43 + random() * 0.07).toFixed(6)),
      lon: Number((-2.63 + random() * 0.09).toFixed(6)),
      capacity,
      controller: {
        model: oneOf(random, ['DX-400', 'DX-400', 'DX-420']),
        serial: `DX4-${hex(random, 4).toUpperCase()}-${between(random, 1000, 9999)}`,
        fw: oneOf(random, ['5.3.2', '5.3.2', '5.3.1']),
        uptime_s: between(random, 3_600, 4_000_000),
        temp_c: Number((14 + random() * 12).toFixed(1)),
      },
      power: { source: oneOf(random, ['grid', 'grid', 'grid', 'solar']), backup_v: Number((12.6 + random() * 0.8).toFixed(2)) },
      docks,
    };
  });
  const output = JSON.stringify({
    export: 'dock_telemetry',
    schema_version: 3,
    network: 'cyclevane',
    generated_at: bst(local(6, 4, 6, 0, 3)),
    station_count: stations.length,
    stations,
  });
  return probe(
    'round 131: dock lock serial',
    "What's the serial number of the lock on dock 14 at Tanner's Row?",
    'dock_telemetry_export',
    output,
    'lock-serial',
    needle,
    true,
  );
}

/** a2: the payment gateway's settlement report, one line of XML; the gateway reference of one fine. */
function a2FineReference(): EconomicsTask {
  const random = seededRandom(131_002);
  const needle = 'PSP-8K2Q7VZL4M';
  const member = 'M-208331';
  const ref = () => fresh(() => `PSP-${chars(random, UPPER, 10)}`, needle);
  const otherMember = () => fresh(() => memberId(random), member);
  const CATEGORIES: readonly [string, () => number, string][] = [
    ['RIDE_FARE', () => 1.2 + pick(random, 40) * 0.2, 'CYCLEVANE RIDE'],
    ['RIDE_FARE', () => 1.2 + pick(random, 40) * 0.2, 'CYCLEVANE RIDE'],
    ['RIDE_FARE', () => 1.2 + pick(random, 40) * 0.2, 'CYCLEVANE RIDE'],
    ['RIDE_FARE', () => 1.2 + pick(random, 40) * 0.2, 'CYCLEVANE RIDE'],
    ['PASS_DAY', () => 3.5, 'CYCLEVANE DAY PASS'],
    ['PASS_MONTHLY', () => 12, 'CYCLEVANE MONTHLY'],
    ['PASS_ANNUAL', () => 90, 'CYCLEVANE ANNUAL'],
    ['FINE_OVERTIME', () => 25, 'CYCLEVANE FINE'],
    ['FINE_OUT_OF_DOCK', () => 20, 'CYCLEVANE FINE'],
    ['FINE_LOST_LOCK', () => 40, 'CYCLEVANE FINE'],
    ['FINE_DAMAGE', () => oneOf(random, [60, 120]), 'CYCLEVANE FINE'],
    ['DEPOSIT_HOLD', () => 50, 'CYCLEVANE DEPOSIT'],
  ];
  const cards = new Map<string, [string, number, string]>();
  const txn = (
    t: number,
    type: string,
    status: string,
    who: string,
    category: string,
    amount: number,
    reference: string,
    descriptor: string,
  ) => {
    if (!cards.has(who))
      cards.set(who, [
        oneOf(random, ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX']),
        between(random, 1000, 9999),
        oneOf(random, ['debit', 'debit', 'credit']),
      ]);
    const [scheme, last4, funding] = cards.get(who)!;
    const fee = status === 'DECLINED' ? 0 : Math.max(0.02, amount * (scheme === 'AMEX' ? 0.024 : 0.0095));
    const decline = status === 'DECLINED' ? `<DeclineCode>${oneOf(random, ['05', '51', '51', '54'])}</DeclineCode>` : '';
    return (
      `<Txn><Ref>${reference}</Ref><Type>${type}</Type><Status>${status}</Status>${decline}<Created>${bst(t)}</Created>` +
      `<Member>${who}</Member><Category>${category}</Category><Amount currency="GBP">${money(amount)}</Amount>` +
      `<Fee currency="GBP">${money(fee)}</Fee><Card scheme="${scheme}" last4="${last4}" funding="${funding}"/>` +
      `<Descriptor>${descriptor}</Descriptor><Acquirer>${oneOf(random, ['ACQ-GB-01', 'ACQ-GB-02'])}</Acquirer></Txn>`
    );
  };
  const rows: { t: number; xml: string }[] = [];
  for (let i = 0; i < 1200; i++) {
    const t = local(6, between(random, 1, 3), between(random, 6, 23), between(random, 0, 59), between(random, 0, 59));
    const [category, amount, descriptor] = oneOf(random, CATEGORIES);
    const type = category === 'DEPOSIT_HOLD' ? 'AUTH' : random() < 0.04 ? 'REFUND' : 'CAPTURE';
    const status = type === 'CAPTURE' && random() < 0.05 ? 'DECLINED' : random() < 0.03 ? 'PENDING' : 'SETTLED';
    rows.push({ t, xml: txn(t, type, status, otherMember(), category, amount(), ref(), descriptor) });
  }
  const planted: [number, string, string, string, string, number, string, string][] = [
    [local(6, 2, 12, 41, 9), 'CAPTURE', 'SETTLED', member, 'FINE_LOST_LOCK', 40, needle, 'CYCLEVANE FINE'],
    [local(6, 1, 19, 3, 44), 'CAPTURE', 'DECLINED', member, 'FINE_LOST_LOCK', 40, ref(), 'CYCLEVANE FINE'],
    [local(6, 2, 8, 15, 2), 'CAPTURE', 'SETTLED', member, 'RIDE_FARE', 2.4, ref(), 'CYCLEVANE RIDE'],
    [local(6, 2, 17, 58, 30), 'CAPTURE', 'SETTLED', member, 'FINE_OVERTIME', 25, ref(), 'CYCLEVANE FINE'],
    [local(6, 3, 9, 30, 12), 'CAPTURE', 'SETTLED', member, 'RIDE_FARE', 3.6, ref(), 'CYCLEVANE RIDE'],
    [local(6, 2, 10, 22, 51), 'CAPTURE', 'SETTLED', 'M-208313', 'FINE_LOST_LOCK', 40, ref(), 'CYCLEVANE FINE'],
    [local(6, 2, 14, 7, 18), 'CAPTURE', 'SETTLED', 'M-280331', 'FINE_LOST_LOCK', 40, ref(), 'CYCLEVANE FINE'],
    [local(6, 3, 11, 48, 0), 'CAPTURE', 'SETTLED', otherMember(), 'FINE_LOST_LOCK', 40, ref(), 'CYCLEVANE FINE'],
  ];
  for (const [t, ...rest] of planted) rows.push({ t, xml: txn(t, ...rest) });
  rows.sort((x, y) => x.t - y.t);
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><SettlementReport xmlns="urn:cyclevane:psp:settlement:2" merchantId="CYCLEVANE-GB-0001" ` +
    `reportId="SR-20270604-0193" periodStart="2027-06-01" periodEnd="2027-06-03" currency="GBP" generated="${bst(local(6, 4, 4, 10, 0))}">` +
    `<Summary count="${rows.length}"/><Transactions>${rows.map((r) => r.xml).join('')}</Transactions></SettlementReport>`;
  return probe(
    'round 131: lost-lock fine reference',
    'What transaction reference did the payment gateway give the £40 lost-lock fine we charged member M-208331 on the 2nd?',
    'psp_settlement_report',
    output,
    'fine-reference',
    needle,
    true,
  );
}

/** a3: one lock gateway's log for a day, as its API returns it (one JSON line, newlines escaped); one unlock's token. */
function a3UnlockToken(): EconomicsTask {
  const random = seededRandom(131_003);
  const needle = 'ut_Hq7ZcW2pLx9RbN4e';
  const bike = 'EB-30417';
  const stations = [
    'Canal Basin',
    'Canal Walk',
    'Ferry Steps',
    'Barge Yard',
    'Wharf Lane',
    'Salt Bank',
    'Ropewalk Court',
    'Pump Green',
    'Barge Quay',
    'Canal Gate',
  ];
  const token = () => fresh(() => `ut_${chars(random, ALPHANUM, 16)}`, needle);
  const bikes = Array.from({ length: 420 }, () => fresh(() => eBike(random), bike));
  const locks = Array.from({ length: 160 }, () => `LK-${hex(random, 4).toUpperCase()}-${between(random, 10_000, 99_999)}`);
  const start = local(6, 3, 3, 0);
  const entries: { t: number; line: string }[] = [];
  const unlock = (b: string, station: string, dock: number, tok: string) =>
    `INFO  unlockd: unlock bike=${b} station="${station}" dock=${pad2(dock)} member=${memberId(random)} token=${tok} latency_ms=${between(random, 180, 900)} result=granted`;
  for (let i = 0; i < 2900; i++) {
    // more traffic by day than by night
    const hour = random() < 0.8 ? between(random, 4, 20) : between(random, 0, 23);
    const t = start + hour * HOUR + pick(random, HOUR);
    const roll = random();
    let line: string;
    if (roll < 0.26) line = unlock(oneOf(random, bikes), oneOf(random, stations), between(random, 1, 20), token());
    else if (roll < 0.5)
      line = `INFO  lockd: relock bike=${oneOf(random, bikes)} station="${oneOf(random, stations)}" dock=${pad2(between(random, 1, 20))} bolt=engaged ride_s=${between(random, 120, 5400)}`;
    else if (roll < 0.75)
      line = `DEBUG hb: lock=${oneOf(random, locks)} v=${(11.9 + random() * 0.8).toFixed(2)} rssi=-${between(random, 55, 95)} seq=${between(random, 10_000, 99_999)}`;
    else if (roll < 0.9)
      line = `INFO  batt: bike=${oneOf(random, bikes)} soc=${between(random, 8, 100)} temp_c=${(12 + random() * 18).toFixed(1)} charging=${random() < 0.4}`;
    else if (roll < 0.95)
      line = `INFO  unlockd: unlock bike=${oneOf(random, bikes)} station="${oneOf(random, stations)}" dock=${pad2(between(random, 1, 20))} member=${memberId(random)} result=denied reason=${oneOf(random, ['member_suspended', 'payment_method_expired', 'ride_in_progress'])}`;
    else if (roll < 0.98) line = `WARN  lockd: bolt sensor bounce bike=${oneOf(random, bikes)} count=${between(random, 2, 6)}`;
    else line = `INFO  ota: check lock=${oneOf(random, locks)} fw=2.8.1 latest=2.8.3 deferred=true`;
    entries.push({ t, line });
  }
  entries.push(
    { t: local(6, 3, 15, 4, 51, 203), line: unlock(bike, 'Canal Basin', 7, needle) },
    { t: local(6, 3, 9, 12, 33, 540), line: unlock(bike, 'Canal Basin', 11, token()) },
    { t: local(6, 3, 9, 47, 2, 118), line: `INFO  lockd: relock bike=${bike} station="Canal Basin" dock=07 bolt=engaged ride_s=2069` },
    { t: local(6, 3, 15, 38, 40, 77), line: `INFO  lockd: relock bike=${bike} station="Ferry Steps" dock=05 bolt=engaged ride_s=2029` },
    { t: local(6, 3, 15, 41, 8, 902), line: unlock(bike, 'Ferry Steps', 5, token()) },
    { t: local(6, 3, 15, 2, 17, 330), line: unlock('EB-30471', 'Canal Basin', 2, token()) },
    { t: local(6, 3, 15, 6, 45, 12), line: unlock('EB-31744', 'Canal Walk', 7, token()) },
    { t: local(6, 3, 15, 9, 55, 640), line: unlock('EB-34017', 'Canal Basin', 9, token()) },
    { t: local(6, 3, 14, 58, 11, 5), line: unlock('EB-30714', 'Canal Basin', 7, token()) },
  );
  entries.sort((x, y) => x.t - y.t);
  const log = entries.map((e) => `${bst(e.t, true)} ${e.line}`).join('\n');
  const output = JSON.stringify({
    gateway: 'lockgw-03',
    zone: 'Canalside',
    since: bst(start),
    until: bst(start + 24 * HOUR),
    lines: entries.length,
    truncated: false,
    log,
  });
  return probe(
    'round 131: unlock token',
    'What unlock token did lock gateway 3 hand out when bike EB-30417 was unlocked at Canal Basin just after 3pm yesterday?',
    'lock_gateway_logs',
    output,
    'unlock-token',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the workshop's closed job cards as YAML; the job card (the parent) of one bike's brake pad job. */
function b1JobCard(): EconomicsTask {
  const random = seededRandom(131_004);
  const needle = 'WS-2027-04418';
  const bike = 'CB-11872';
  type Work = readonly [code: string, description: string, minutes: number, sku: string | null];
  const CLASSIC: readonly Work[] = [
    ['BRK-PAD-F', 'Replace front brake pads', 20, 'PAD-BR-F01'],
    ['BRK-PAD-R', 'Replace rear brake pads', 25, 'PAD-BR-R01'],
    ['BRK-CBL', 'Replace brake cable', 30, 'CBL-BR-1700'],
    ['BRK-ADJ', 'Adjust brakes', 10, null],
    ['TYR-PUN-F', 'Repair front puncture', 20, 'TUBE-700-35'],
    ['TYR-PUN-R', 'Repair rear puncture', 35, 'TUBE-700-35'],
    ['TYR-RPL-R', 'Replace rear tyre', 40, 'TYRE-700-35-PR'],
    ['CHN-RPL', 'Replace chain', 20, 'CHN-8S-116'],
    ['GR-ADJ', 'Adjust hub gears', 15, null],
    ['LGT-F', 'Replace front light', 15, 'LGT-F-DYN'],
    ['LGT-R', 'Replace rear light', 10, 'LGT-R-DYN'],
    ['BSK-RPL', 'Replace basket', 10, 'BSK-CV3'],
    ['SDL-RPL', 'Replace saddle', 10, 'SDL-CV-COMFORT'],
    ['STD-RPL', 'Replace kickstand', 10, 'STD-CV3'],
    ['BEL-RPL', 'Replace bell', 5, 'BEL-CV'],
    ['LCK-RPL', 'Replace smart lock', 35, 'LCK-CVL2'],
  ];
  const ELECTRIC: readonly Work[] = [
    ['BAT-TEST', 'Battery health test', 15, null],
    ['MTR-DIAG', 'Motor diagnostics', 30, null],
    ['DSP-RPL', 'Replace display', 20, 'HMI-CV-E2'],
    ['CHG-PORT', 'Replace charge port', 25, 'CHG-PORT-E2'],
  ];
  const SAFETY: Work = ['SAFETY', 'Post-repair safety check', 10, null];
  const NOTES = [
    'Reported via dock fault button',
    'Member report in app',
    'Found on patrol',
    'Scheduled 500 km service',
    'Returned by van crew',
    'Rattling noise reported',
    'Brakes feel weak',
    'Flat tyre at dock',
    'Light not working',
    'Gears slipping',
  ];
  const count = 430;
  const times = Array.from(
    { length: count },
    () => local(5, 28, 7, 30) + pick(random, 7) * 24 * HOUR + pick(random, 10 * 60) * MINUTE,
  ).sort((x, y) => x - y);
  const plants = new Map<number, { bike: string; works: Work[]; note: string }>([
    [61, { bike, works: [CLASSIC[5]!], note: 'Flat tyre at dock' }],
    [218, { bike, works: [CLASSIC[0]!, CLASSIC[3]!], note: 'Front brake rubbing, pads worn to the indicator' }],
    [377, { bike, works: [CLASSIC[7]!, CLASSIC[8]!], note: 'Gears slipping' }],
    [150, { bike: 'CB-11827', works: [CLASSIC[0]!], note: 'Brakes feel weak' }],
    [241, { bike: 'CB-18872', works: [CLASSIC[1]!, CLASSIC[0]!], note: 'Scheduled 500 km service' }],
    [302, { bike: 'CB-11782', works: [CLASSIC[0]!], note: 'Member report in app' }],
  ]);
  const frames = new Map<string, string>();
  const items = times.map((opened, i) => {
    const plant = plants.get(i);
    const electric = plant ? false : random() < 0.45;
    const bikeId = plant?.bike ?? (electric ? eBike(random) : fresh(() => classicBike(random), bike));
    const pool = electric ? [...CLASSIC, ...ELECTRIC] : CLASSIC;
    const works = plant?.works ?? shuffle(random, [...pool]).slice(0, between(random, 1, 3));
    const all = [...works, SAFETY];
    if (!frames.has(bikeId)) frames.set(bikeId, `CVF-${between(random, 19, 26)}-${String(between(random, 1, 999_999)).padStart(6, '0')}`);
    const minutes = all.reduce((sum, w) => sum + w[2], 0) + between(random, 0, 15);
    const lines = [
      `  - jobCard: WS-2027-${String(4200 + i).padStart(5, '0')}`,
      `    status: closed`,
      `    asset:`,
      `      bikeId: ${bikeId}`,
      `      model: ${electric ? 'Cyclevane E2' : 'Cyclevane Classic 3'}`,
      `      frameNo: ${frames.get(bikeId)!}`,
      `    opened: "${bst(opened)}"`,
      `    closed: "${bst(opened + (minutes + between(random, 5, 180)) * MINUTE)}"`,
      `    bay: ${between(random, 1, 6)}`,
      `    faultNote: "${plant?.note ?? oneOf(random, NOTES)}"`,
      `    tasks:`,
    ];
    for (const [code, description, mins, sku] of all) {
      lines.push(`      - code: ${code}`, `        description: ${description}`, `        minutes: ${mins}`);
      if (sku) lines.push(`        parts:`, `          - sku: ${sku}`, `            qty: 1`);
      else lines.push(`        parts: []`);
    }
    lines.push(
      `    mechanic: ${oneOf(random, MECHANICS)}`,
      `    labourMinutes: ${minutes}`,
      `    qcPassed: true`,
      `    bikeReturnedTo: ${oneOf(random, ['depot-NG', 'depot-RS', 'van-pickup'])}`,
    );
    return lines.join('\n');
  });
  const output = [
    'apiVersion: workshop.cyclevane.io/v1',
    'kind: JobCardList',
    'metadata:',
    '  generatedAt: "2027-06-04T08:12:40+01:00"',
    '  query: "status=closed closed>=2027-05-28 closed<=2027-06-03"',
    `  count: ${count}`,
    'items:',
    ...items,
    '',
  ].join('\n');
  return probe(
    'round 131: brake job card',
    "What's the job card number for the brake pad replacement we did on bike 11872?",
    'workshop_jobs_list',
    output,
    'job-card',
    needle,
  );
}

/** b2: the dock controllers' configuration as an INI dump; the SIM ICCID (a sibling key) of one station's modem. */
function b2ModemIccid(): EconomicsTask {
  const random = seededRandom(131_005);
  const needle = '8944110068234419372';
  const target = 'Harbour Quay';
  const names = putAt(stationNames(random, 360, [target, 'Harbour Row', 'Harbour Gate', 'Harbour Square']), target, 180);
  names[93] = 'Harbour Quay East';
  const ids = stationIds(random, names.length);
  const MODEMS = [
    ['Quectel', 'EG25-G'],
    ['Quectel', 'BG96'],
    ['u-blox', 'SARA-R510M8S'],
  ] as const;
  const sections = names.map((name, i) => {
    const [vendor, model] = oneOf(random, MODEMS);
    const notes =
      i === 181
        ? 'overflow docks for Harbour Quay on match days'
        : random() < 0.15
          ? oneOf(random, ['shaded site, solar derated', 'bollards added 2026', 'kerb-side, no payment kiosk'])
          : '';
    return [
      `[station "${ids[i]!}"]`,
      `name = ${name}`,
      `zone = ${name.startsWith('Harbour') ? 'Waterfront' : oneOf(random, ZONES)}`,
      `docks.count = ${between(random, 10, 32)}`,
      `modem.vendor = ${vendor}`,
      `modem.model = ${model}`,
      `modem.iccid = ${name === target ? needle : fresh(() => `89441100${chars(random, '0123456789', 11)}`, needle)}`,
      `modem.imei = 86${chars(random, '0123456789', 13)}`,
      `modem.apn = ${oneOf(random, ['iot.cyclevane.net', 'iot.cyclevane.net', 'iot.cyclevane.net', 'backup.m2m.example'])}`,
      `modem.band_lock = ${oneOf(random, ['B20', 'B3,B20', 'none'])}`,
      `controller.model = ${oneOf(random, ['DX-400', 'DX-400', 'DX-420'])}`,
      `controller.serial = DX4-${hex(random, 4).toUpperCase()}-${between(random, 1000, 9999)}`,
      `controller.firmware = ${oneOf(random, ['5.3.2', '5.3.2', '5.3.1'])}`,
      `telemetry.heartbeat_s = 30`,
      `telemetry.status_push_s = ${oneOf(random, [60, 60, 120])}`,
      `telemetry.endpoint = mqtts://telemetry.cyclevane.net:8883`,
      `power.source = ${oneOf(random, ['grid', 'grid', 'grid', 'solar'])}`,
      `power.backup_wh = ${oneOf(random, [240, 480, 480, 960])}`,
      `payment_terminal = ${oneOf(random, ['none', 'none', 'present'])}`,
      `notes = ${notes}`,
      '',
    ].join('\n');
  });
  const output = [
    '; dockctl config dump --all',
    `; network: cyclevane   generated: 2027-06-04 07:30:12 +01:00   stations: ${names.length}`,
    '',
    '[dockctl]',
    'version = 3.9.2',
    'source = config-store://prod/docks',
    'revision = 18842',
    '',
    '[defaults]',
    'telemetry.heartbeat_s = 30',
    'telemetry.status_push_s = 60',
    'modem.apn = iot.cyclevane.net',
    'lock.relock_timeout_s = 90',
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 131: dock modem ICCID',
    "What's the ICCID of the SIM card in the Harbour Quay dock's modem?",
    'dock_config_dump',
    output,
    'modem-iccid',
    needle,
  );
}

/** b3: the open fines as pretty JSON; the ride ID (a field above) of the fine whose bike was left near one station. */
function b3FineRide(): EconomicsTask {
  const random = seededRandom(131_006);
  const needle = 'R-5Q8W2KXT';
  const target = 'Orchard Street';
  const names = stationNames(random, 220, [target, 'Orchard Place', 'Orchard Gate', 'Orchard Lane', 'Orchard Row']);
  const others = names.filter((n) => n !== target);
  const rideId = () => fresh(() => `R-${chars(random, UPPER, 8)}`, needle);
  const REASONS = [
    ['OVERTIME', 25],
    ['OVERTIME', 25],
    ['OUT_OF_DOCK', 20],
    ['OUT_OF_DOCK', 20],
    ['OUT_OF_ZONE', 35],
    ['LOST_LOCK', 40],
    ['DAMAGE', 60],
  ] as const;
  const count = 320;
  const newest = local(6, 3, 22, 0);
  const fines = Array.from({ length: count }, (_, i) => {
    const plant =
      i === 160 ? 'target' : i === 97 ? 'place' : i === 214 ? 'gate' : i === 131 ? 'docked' : i === 48 || i === 263 ? 'ended' : null;
    const [reason, amount] =
      plant === 'target' || plant === 'place'
        ? REASONS[2]
        : plant === 'gate'
          ? REASONS[4]
          : plant === 'docked'
            ? REASONS[0]
            : plant === 'ended'
              ? oneOf(random, [REASONS[0], REASONS[6]])
              : oneOf(random, REASONS);
    const issued = newest - i * 2 * HOUR - pick(random, 90) * MINUTE;
    const ended = issued - between(random, 10, 300) * MINUTE;
    const started = ended - between(random, 6, reason === 'OVERTIME' ? 1800 : 120) * MINUTE;
    const docked = reason !== 'OUT_OF_DOCK' && reason !== 'OUT_OF_ZONE';
    const nearest =
      plant === 'target' ? target : plant === 'place' ? 'Orchard Place' : plant === 'gate' ? 'Orchard Gate' : oneOf(random, others);
    return {
      fine_id: `FN-2027-${118_400 - i}`,
      status: 'open',
      reason,
      member: { member_id: memberId(random), plan: oneOf(random, ['pay_as_you_go', 'monthly', 'annual']) },
      amount: { value: amount, currency: 'GBP' },
      issued_at: bst(issued),
      due_by: bst(issued + 14 * 24 * HOUR),
      ride: {
        ride_id: plant === 'target' ? needle : rideId(),
        bike_id: random() < 0.6 ? eBike(random) : classicBike(random),
        start_station: plant === 'target' ? 'Ropewalk Lane' : plant === 'docked' ? target : oneOf(random, others),
        started_at: bst(started),
        end_station: docked
          ? plant === 'docked'
            ? 'Orchard Place'
            : plant === 'ended'
              ? target
              : oneOf(random, plant ? others : names)
          : null,
        end_location: docked
          ? null
          : {
              nearest_station: nearest,
              distance_m: between(random, 60, reason === 'OUT_OF_ZONE' ? 2400 : 400),
              lat: Number((51.43 + random() * 0.07).toFixed(5)),
              lon: Number((-2.63 + random() * 0.09).toFixed(5)),
            },
        ended_at: bst(ended),
        duration_s: Math.round((ended - started) / 1000),
      },
      reminders_sent: between(random, 0, 2),
      appeal: null,
    };
  });
  const output = JSON.stringify(
    { query: { status: 'open', sort: '-issued_at', limit: 500 }, total: count, currency: 'GBP', fines },
    null,
    2,
  );
  return probe(
    'round 131: out-of-dock fine ride',
    "There's an open fine for a bike that was left outside a dock near Orchard Street. What's the ride ID for that one?",
    'fines_list',
    output,
    'fine-ride',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the billing service's event log (key=value); the refund of a yearly pass captured twice, asked in the user's words. */
function c1DuplicateRefund(): EconomicsTask {
  const random = seededRandom(131_007);
  const needle = 'RF-Q7M2X9KD4T';
  const refund = () => fresh(() => `RF-${chars(random, UPPER, 10)}`, needle);
  const psp = () => `PSP-${chars(random, UPPER, 10)}`;
  const card = () => `${oneOf(random, ['visa', 'visa', 'mastercard', 'amex'])}..${between(random, 1000, 9999)}`;
  const PRODUCTS = [
    ['ride', 0],
    ['ride', 0],
    ['ride', 0],
    ['day_pass', 3.5],
    ['monthly_membership', 12],
    ['annual_membership', 90],
    ['fine_overtime', 25],
    ['fine_out_of_dock', 20],
  ] as const;
  const lines: { t: number; text: string }[] = [];
  const log = (t: number, level: string, svc: string, rest: string) =>
    lines.push({ t, text: `ts=${bst(t, true)} level=${level} svc=${svc} ${rest} req_id=req_${hex(random, 12)}` });
  const start = local(5, 24, 0, 0);
  const end = local(6, 4, 8, 30);
  for (let i = 0; i < 1700; i++) {
    const t = start + pick(random, end - start);
    const member = memberId(random);
    const [product, price] = oneOf(random, PRODUCTS);
    const amount = money(product === 'ride' ? 1.2 + pick(random, 30) * 0.1 : price);
    const roll = random();
    if (roll < 0.22)
      log(
        t,
        'info',
        'pricing',
        `event=ride.priced member=${member} ride=R-${chars(random, UPPER, 8)} minutes=${between(random, 3, 70)} amount=${amount} currency=GBP tariff=standard_2027`,
      );
    else if (roll < 0.55)
      log(
        t,
        'info',
        'billing',
        `event=charge.captured member=${member} product=${product} amount=${amount} currency=GBP psp_ref=${psp()} card=${card()} attempt=1`,
      );
    else if (roll < 0.62)
      log(
        t,
        'warn',
        'billing',
        `event=charge.declined member=${member} product=${product} amount=${amount} currency=GBP psp_ref=${psp()} decline_code=${oneOf(random, ['insufficient_funds', 'expired_card', 'do_not_honour'])} attempt=${between(random, 1, 3)}`,
      );
    else if (roll < 0.68)
      log(
        t,
        'info',
        'billing',
        `event=refund.issued refund_id=${refund()} member=${member} product=${product} amount=${amount} currency=GBP reason=${oneOf(random, [product === 'ride' ? 'ride_dispute' : product.startsWith('fine') ? 'fine_appeal_upheld' : 'pass_cancellation', 'goodwill'])} psp_ref=${psp()} initiated_by=${oneOf(random, ['agent:jkerr', 'agent:mbello', 'agent:sfinch'])}`,
      );
    else if (roll < 0.78)
      log(
        t,
        'info',
        'billing',
        `event=invoice.generated member=${member} invoice=INV-${between(random, 400_000, 499_999)} amount=${amount} currency=GBP`,
      );
    else if (roll < 0.86)
      log(
        t,
        'info',
        'dunning',
        `event=dunning.email_sent member=${member} invoice=INV-${between(random, 400_000, 499_999)} attempt=${between(random, 1, 3)}`,
      );
    else if (roll < 0.94)
      log(
        t,
        'info',
        'webhooks',
        `event=webhook.received source=psp type=${oneOf(random, ['settlement.batch_closed', 'dispute.updated', 'payout.paid'])} id=evt_${hex(random, 16)}`,
      );
    else log(t, 'debug', 'billing', `event=cache.refresh table=tariffs rows=${between(random, 40, 60)} took_ms=${between(random, 3, 90)}`);
  }
  /** A pass captured twice a couple of seconds apart, flagged, and the second capture refunded. */
  const duplicate = (t: number, member: string, product: string, amount: number, refundId: string) => {
    const first = psp();
    const second = psp();
    const payWith = card();
    const apart = between(random, 900, 4800);
    log(
      t,
      'info',
      'billing',
      `event=charge.captured member=${member} product=${product} amount=${money(amount)} currency=GBP psp_ref=${first} card=${payWith} attempt=1`,
    );
    log(
      t + apart,
      'info',
      'billing',
      `event=charge.captured member=${member} product=${product} amount=${money(amount)} currency=GBP psp_ref=${second} card=${payWith} attempt=1`,
    );
    log(
      t + apart + between(random, 150, 400),
      'info',
      'reconciler',
      `event=reconcile.duplicate_flagged member=${member} product=${product} first=${first} second=${second} window_ms=${apart}`,
    );
    log(
      t + between(random, 12, 40) * MINUTE + pick(random, MINUTE),
      'info',
      'billing',
      `event=refund.issued refund_id=${refundId} member=${member} product=${product} amount=${money(amount)} currency=GBP reason=duplicate_capture psp_ref=${second} initiated_by=auto-reconciler`,
    );
  };
  duplicate(local(5, 30, 10, 41, 7, 221), 'M-146052', 'annual_membership', 90, needle);
  duplicate(local(5, 25, 18, 20, 3, 908), 'M-233901', 'annual_membership', 90, refund());
  duplicate(local(5, 29, 13, 5, 44, 12), 'M-118472', 'day_pass', 3.5, refund());
  duplicate(local(6, 1, 9, 44, 30, 550), 'M-290116', 'monthly_membership', 12, refund());
  duplicate(local(6, 2, 20, 31, 2, 71), 'M-164488', 'annual_membership', 90, refund());
  log(
    local(5, 30, 16, 12, 9, 300),
    'info',
    'billing',
    `event=refund.issued refund_id=${refund()} member=M-201775 product=annual_membership amount=90.00 currency=GBP reason=pass_cancellation psp_ref=${psp()} initiated_by=agent:mbello`,
  );
  log(
    local(5, 29, 9, 2, 15, 800),
    'warn',
    'billing',
    `event=charge.declined member=M-177310 product=annual_membership amount=90.00 currency=GBP psp_ref=${psp()} decline_code=insufficient_funds attempt=1`,
  );
  log(
    local(5, 29, 9, 6, 51, 120),
    'info',
    'billing',
    `event=charge.captured member=M-177310 product=annual_membership amount=90.00 currency=GBP psp_ref=${psp()} card=${card()} attempt=2`,
  );
  lines.sort((x, y) => x.t - y.t);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 131: double-charge refund',
    "A member rang this morning, quite upset: her card got charged twice for her yearly pass last weekend. I think we put it right at the time, but what's the reference of the money we gave back?",
    'billing_events',
    output,
    'refund-reference',
    needle,
  );
}

/** c2: the workshop's quarter-to-date report in HTML; the vendor's reference for the motor returned under warranty last month. */
function c2VendorReference(): EconomicsTask {
  const random = seededRandom(131_008);
  const needle = 'VD-RMA-559102';
  const voltaro = () => fresh(() => `VD-RMA-${between(random, 540_000, 579_999)}`, needle);
  const VENDORS: Record<string, () => string> = {
    'Voltaro Drives': voltaro,
    'Ampcell Ltd': () => `AC-${between(random, 100_000, 999_999)}-R`,
    'Kettering Cycle Components': () => `KCC/${between(random, 1000, 9999)}/${pad2(between(random, 1, 99))}`,
    'Lockwise Systems': () => `LW-RET-${between(random, 10_000, 99_999)}`,
  };
  const COMPONENTS: readonly [string, string, string][] = [
    ['Battery pack 504 Wh', 'Ampcell Ltd', 'ACB'],
    ['Battery pack 504 Wh', 'Ampcell Ltd', 'ACB'],
    ['Charge port assembly', 'Ampcell Ltd', 'ACP'],
    ['Motor controller', 'Voltaro Drives', 'VMC'],
    ['Display / HMI unit', 'Voltaro Drives', 'VHM'],
    ['Torque sensor', 'Voltaro Drives', 'VTS'],
    ['Smart lock CVL-2', 'Lockwise Systems', 'LWL'],
    ['Smart lock CVL-2', 'Lockwise Systems', 'LWL'],
    ['Hydraulic brake caliper', 'Kettering Cycle Components', 'KBC'],
    ['Hub gear 8-speed', 'Kettering Cycle Components', 'KHG'],
  ];
  const STATUSES = ['Awaiting vendor', 'In transit', 'Replacement received', 'Credit note received', 'Closed'];
  const WORK = [
    'Front brake pads',
    'Rear brake pads',
    'Puncture repair',
    'Rear tyre',
    'Chain',
    'Hub gear adjust',
    'Front light',
    'Rear light',
    'Basket',
    'Saddle',
    'Kickstand',
    'Smart lock swap',
    'Battery health test',
    'Drive unit swap',
    'Display swap',
    'Safety check',
  ];
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const q2 = local(4, 1, 0, 0);
  const span = local(6, 3, 18, 0) - q2;
  const jobTimes = Array.from({ length: 1000 }, () => q2 + pick(random, span)).sort((x, y) => x - y);
  const jobs = jobTimes.map((t, i) => {
    const bike = random() < 0.5 ? eBike(random) : classicBike(random);
    const work = shuffle(random, [...WORK]).slice(0, between(random, 1, 3));
    return `<tr><td>WS-2027-${String(1000 + i).padStart(5, '0')}</td><td>${day(t)}</td><td>${bike}</td><td>${between(random, 1, 6)}</td><td>${work.join('; ')}</td><td>${between(random, 10, 140)}</td><td>${oneOf(random, MECHANICS)}</td></tr>`;
  });
  type Rtv = { t: number; bike: string; component: string; serial: string; vendor: string; basis: string; ref: string; status: string };
  const rtvs: Rtv[] = [];
  for (let i = 0; i < 150; i++) {
    const [component, vendor, prefix] = oneOf(random, COMPONENTS);
    const roll = random();
    const t = q2 + pick(random, span);
    let basis = roll < 0.55 ? 'Warranty' : roll < 0.8 ? 'Chargeable repair' : roll < 0.88 ? 'Goodwill' : 'Recycling';
    if (basis === 'Recycling' && !component.startsWith('Battery')) basis = 'Goodwill';
    // only the planted rows send a motor back under warranty in May
    if (component === 'Motor controller' && basis === 'Warranty' && day(t).startsWith('2027-05')) basis = 'Chargeable repair';
    rtvs.push({
      t,
      bike: eBike(random),
      component,
      serial: `${prefix}-${between(random, 10_000, 99_999)}`,
      vendor,
      basis,
      ref: VENDORS[vendor]!(),
      status: oneOf(random, STATUSES),
    });
  }
  const drive = 'Drive unit (rear hub motor)';
  const planted: Rtv[] = [
    {
      t: local(5, 18, 11, 0),
      bike: 'EB-31266',
      component: drive,
      serial: 'VDU-48213',
      vendor: 'Voltaro Drives',
      basis: 'Warranty',
      ref: needle,
      status: 'Awaiting vendor',
    },
    {
      t: local(4, 22, 10, 0),
      bike: 'EB-30917',
      component: drive,
      serial: 'VDU-47790',
      vendor: 'Voltaro Drives',
      basis: 'Warranty',
      ref: voltaro(),
      status: 'Replacement received',
    },
    {
      t: local(6, 2, 15, 0),
      bike: 'EB-32011',
      component: drive,
      serial: 'VDU-49102',
      vendor: 'Voltaro Drives',
      basis: 'Warranty',
      ref: voltaro(),
      status: 'In transit',
    },
    {
      t: local(5, 11, 9, 0),
      bike: 'EB-30550',
      component: drive,
      serial: 'VDU-45518',
      vendor: 'Voltaro Drives',
      basis: 'Chargeable repair',
      ref: voltaro(),
      status: 'Awaiting vendor',
    },
    {
      t: local(5, 25, 14, 0),
      bike: 'EB-31266',
      component: 'Battery pack 504 Wh',
      serial: 'ACB-66120',
      vendor: 'Ampcell Ltd',
      basis: 'Warranty',
      ref: VENDORS['Ampcell Ltd']!(),
      status: 'In transit',
    },
    {
      t: local(5, 27, 16, 0),
      bike: 'EB-31740',
      component: 'Motor controller',
      serial: 'VMC-20871',
      vendor: 'Voltaro Drives',
      basis: 'Chargeable repair',
      ref: voltaro(),
      status: 'Awaiting vendor',
    },
  ];
  rtvs.push(...planted);
  rtvs.sort((x, y) => x.t - y.t);
  const rtvRows = rtvs.map(
    (r, i) =>
      `<tr><td>RTV-2027-${String(310 + i).padStart(4, '0')}</td><td>${day(r.t)}</td><td>${r.bike}</td><td>${r.component}</td><td>${r.serial}</td><td>${r.vendor}</td><td>${r.basis}</td><td>${r.ref}</td><td>${r.status}</td></tr>`,
  );
  const PARTS: readonly [string, string, number][] = [
    ['PAD-BR-F01', 'Brake pads, front (pair)', 6.4],
    ['PAD-BR-R01', 'Brake pads, rear (pair)', 6.4],
    ['TUBE-700-35', 'Inner tube 700x35', 3.1],
    ['TYRE-700-35-PR', 'Tyre 700x35 puncture resistant', 17.9],
    ['CHN-8S-116', 'Chain 8-speed 116L', 11.2],
    ['LGT-F-DYN', 'Front light, dynamo', 14.5],
    ['LGT-R-DYN', 'Rear light, dynamo', 9.8],
    ['BSK-CV3', 'Front basket', 12.0],
    ['SDL-CV-COMFORT', 'Saddle, comfort', 15.5],
    ['LCK-CVL2', 'Smart lock CVL-2', 142.0],
    ['HMI-CV-E2', 'Display / HMI unit', 88.0],
    ['VDU-250', 'Drive unit 250 W (rear hub)', 310.0],
    ['ACB-504', 'Battery pack 504 Wh', 395.0],
  ];
  const partTimes = Array.from({ length: 1150 }, () => q2 + pick(random, span)).sort((x, y) => x - y);
  const parts = partTimes.map((t) => {
    const [sku, description, cost] = oneOf(random, PARTS);
    const qty = between(random, 1, 2);
    return `<tr><td>${day(t)}</td><td>WS-2027-${String(between(random, 1000, 1999)).padStart(5, '0')}</td><td>${sku}</td><td>${description}</td><td>${qty}</td><td>£${money(cost)}</td><td>£${money(cost * qty)}</td><td>${oneOf(random, ['A', 'B', 'C', 'D'])}-${between(random, 1, 24)}</td></tr>`;
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Cyclevane Workshop — Quarter-to-date report 2027-Q2</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:2px 6px;font-size:12px}th{background:#eef3f1;text-align:left}h2{margin-top:2rem}</style>',
    '</head>',
    '<body>',
    '<header><h1>Cyclevane Workshop</h1><p>Quarter-to-date report, 1 April 2027 to 3 June 2027 &middot; generated Fri 4 Jun 2027 07:45 BST</p></header>',
    '<section id="summary"><h2>Summary</h2><ul>',
    `<li>Job cards closed: ${jobs.length}</li>`,
    `<li>Returns to vendor: ${rtvRows.length}</li>`,
    `<li>Part issues: ${parts.length}</li>`,
    '<li>Bays in use: 6 (Northgate depot)</li>',
    '</ul></section>',
    '<section id="jobs"><h2>Closed job cards</h2>',
    '<table><thead><tr><th>Job card</th><th>Closed</th><th>Bike</th><th>Bay</th><th>Work done</th><th>Labour (min)</th><th>Mechanic</th></tr></thead><tbody>',
    ...jobs,
    '</tbody></table></section>',
    '<section id="rtv"><h2>Returns to vendor</h2>',
    '<table><thead><tr><th>RTV no.</th><th>Dispatched</th><th>Bike</th><th>Component</th><th>Part serial</th><th>Vendor</th><th>Basis</th><th>Vendor reference</th><th>Status</th></tr></thead><tbody>',
    ...rtvRows,
    '</tbody></table></section>',
    '<section id="parts"><h2>Parts issued</h2>',
    '<table><thead><tr><th>Date</th><th>Job card</th><th>SKU</th><th>Description</th><th>Qty</th><th>Unit cost</th><th>Line total</th><th>Bin</th></tr></thead><tbody>',
    ...parts,
    '</tbody></table></section>',
    '<footer><p>Cyclevane Workshop Systems &middot; report v2.4 &middot; figures exclude van-side repairs</p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 131: motor return reference',
    'Before I ring the supplier on Monday: the e-bike whose motor we shipped back to the maker under guarantee last month, what reference did they give us for it?',
    'workshop_report',
    output,
    'vendor-reference',
    needle,
  );
}

/** c3: the rebalancing jobs of the last 48 hours as a fixed-width table; the job raised when one station filled up. */
function c3RebalanceJob(): EconomicsTask {
  const random = seededRandom(131_009);
  const needle = 'RBJ-77120';
  const target = 'Minster Yard';
  const names = stationNames(random, 300, [target, 'Minster Gate', 'Minster Square', 'Minster Lane']);
  const ids = stationIds(random, names.length);
  const station = new Map(names.map((n, i) => [n, { id: ids[i]!, cap: between(random, 12, 32) }]));
  station.get(target)!.cap = 28;
  const others = names.filter((n) => n !== target);
  const TRIGGERS = [
    'LOW_BIKES',
    'LOW_BIKES',
    'LOW_BIKES',
    'NO_FREE_DOCKS',
    'NO_FREE_DOCKS',
    'NO_FREE_DOCKS',
    'FORECAST_DEFICIT',
    'FORECAST_SURPLUS',
    'BATTERY_SWAP',
    'BATTERY_SWAP',
    'EVENT_PREP',
    'MANUAL',
  ];
  const from = local(6, 2, 8, 0);
  const to = local(6, 4, 8, 0);
  type Job = { t: number; name: string; trigger: string; bikes?: number; van?: string; state?: string; moved?: string; closed?: number };
  const jobs: Job[] = Array.from({ length: 1150 }, () => ({
    t: from + pick(random, to - from),
    name: oneOf(random, others),
    trigger: oneOf(random, TRIGGERS),
  }));
  jobs.push(
    {
      t: local(6, 3, 14, 22, 37),
      name: target,
      trigger: 'NO_FREE_DOCKS',
      bikes: 28,
      van: 'van-04',
      state: 'done',
      moved: '-12',
      closed: local(6, 3, 15, 5),
    },
    {
      t: local(6, 3, 8, 41, 5),
      name: target,
      trigger: 'NO_FREE_DOCKS',
      bikes: 28,
      van: 'van-02',
      state: 'done',
      moved: '-9',
      closed: local(6, 3, 9, 20),
    },
    {
      t: local(6, 2, 15, 10, 12),
      name: target,
      trigger: 'NO_FREE_DOCKS',
      bikes: 28,
      van: 'van-06',
      state: 'done',
      moved: '-11',
      closed: local(6, 2, 15, 58),
    },
    { t: local(6, 3, 13, 5, 50), name: target, trigger: 'FORECAST_SURPLUS', bikes: 21, van: 'van-04', state: 'cancelled', moved: '-' },
    {
      t: local(6, 3, 17, 52, 3),
      name: target,
      trigger: 'LOW_BIKES',
      bikes: 1,
      van: 'van-01',
      state: 'done',
      moved: '+8',
      closed: local(6, 3, 18, 40),
    },
    {
      t: local(6, 3, 14, 31, 40),
      name: 'Minster Gate',
      trigger: 'NO_FREE_DOCKS',
      van: 'van-03',
      state: 'done',
      moved: '-6',
      closed: local(6, 3, 15, 12),
    },
    {
      t: local(6, 3, 14, 5, 18),
      name: 'Minster Square',
      trigger: 'LOW_BIKES',
      van: 'van-04',
      state: 'done',
      moved: '+5',
      closed: local(6, 3, 14, 20),
    },
  );
  jobs.sort((x, y) => x.t - y.t);
  const base = 77_120 - jobs.findIndex((j) => j.name === target && j.t === local(6, 3, 14, 22, 37));
  const row = (cells: string[]) =>
    [
      cells[0]!.padEnd(11),
      cells[1]!.padEnd(18),
      cells[2]!.padEnd(9),
      cells[3]!.padEnd(20),
      cells[4]!.padEnd(18),
      cells[5]!.padEnd(10),
      cells[6]!.padEnd(8),
      cells[7]!.padEnd(12),
      cells[8]!.padStart(5),
      '  ',
      cells[9]!,
    ]
      .join('')
      .trimEnd();
  const lines = jobs.map((j, i) => {
    const { id, cap } = station.get(j.name)!;
    const bikes =
      j.bikes ??
      (j.trigger === 'LOW_BIKES'
        ? between(random, 0, 2)
        : j.trigger === 'NO_FREE_DOCKS'
          ? cap
          : j.trigger === 'FORECAST_SURPLUS'
            ? cap - between(random, 2, 6)
            : between(random, 3, cap - 3));
    const recent = to - j.t < 3 * HOUR;
    let state = j.state ?? (recent ? oneOf(random, ['open', 'assigned', 'in_progress', 'done']) : random() < 0.9 ? 'done' : 'cancelled');
    let closed = j.closed ?? (state === 'done' ? j.t + between(random, 15, 110) * MINUTE : undefined);
    if (closed !== undefined && closed > to) [state, closed] = ['in_progress', undefined];
    const n = between(random, 3, 14);
    const moved =
      j.moved ??
      (state !== 'done'
        ? '-'
        : j.trigger === 'NO_FREE_DOCKS' || j.trigger === 'FORECAST_SURPLUS'
          ? `-${n}`
          : j.trigger === 'BATTERY_SWAP'
            ? '0'
            : `+${n}`);
    return row([
      `RBJ-${base + i}`,
      wall(j.t),
      id,
      j.name,
      j.trigger,
      `${bikes}/${cap}`,
      j.van ?? (state === 'open' ? '-' : `van-${pad2(between(random, 1, 14))}`),
      state,
      moved,
      closed === undefined ? '-' : wall(closed),
    ]);
  });
  const output = [
    `rebalance jobs list --since 48h --all-states`,
    `window: 2027-06-02 08:00 -> 2027-06-04 08:00 (BST)   jobs: ${jobs.length}`,
    '',
    row(['JOB', 'CREATED', 'STATION', 'NAME', 'TRIGGER', 'BIKES/CAP', 'VAN', 'STATE', 'MOVED', 'CLOSED']),
    ...lines,
    '',
    `${jobs.length} jobs, ${lines.filter((l) => / done /.test(l)).length} done`,
    '',
  ].join('\n');
  return probe(
    'round 131: full station job',
    "Sorry, it's been a hectic morning. Yesterday afternoon the rack at Minster Yard filled right up and people couldn't put their bikes back there. What's the job number dispatch raised to sort it out?",
    'rebalance_jobs_list',
    output,
    'rebalance-job',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the e-bike battery fleet export (CSV); the one bike whose battery runs another BMS firmware. */
function d1BatteryFirmware(): EconomicsTask {
  const random = seededRandom(131_010);
  const needle = 'EB-31958';
  const numbers = shuffle(
    random,
    Array.from({ length: 4000 }, (_, i) => 30_000 + i),
  )
    .filter((n) => n !== 31_958)
    .slice(0, 2399);
  numbers.push(31_958);
  numbers.sort((x, y) => x - y);
  const docks = stationIds(random, 320);
  const rows = numbers.map((n) => {
    const bike = `EB-${n}`;
    const cellMin = between(random, 3300, 4120);
    const charging = random() < 0.35;
    const docked = charging || random() < 0.6;
    return [
      bike,
      `ACB-${between(random, 10_000, 99_999)}`,
      random() < 0.8 ? 'CVB-504' : 'CVB-504S',
      bike === needle ? '4.1.9' : '4.6.2',
      504,
      between(random, 20, 900),
      between(random, 78, 100),
      between(random, 5, 100),
      cellMin,
      cellMin + between(random, 4, 38),
      (11 + random() * 17).toFixed(1),
      charging,
      docked ? oneOf(random, docks) : '',
      bst(local(6, 4, between(random, 5, 7), between(random, 0, 59), between(random, 0, 59))),
    ].join(',');
  });
  const output = [
    'bike_id,pack_serial,pack_model,bms_fw,capacity_wh,cycles,soh_pct,soc_pct,cell_min_mv,cell_max_mv,temp_c,charging,station_id,last_report',
    ...rows,
    '',
  ].join('\n');
  return probe(
    'round 131: odd battery firmware',
    "Quick one about the e-bike batteries: are they all on the same battery management firmware? If one isn't, which bike is it?",
    'battery_fleet_export',
    output,
    'battery-firmware',
    needle,
  );
}

/** d2: the dock inventory (pretty XML); the one station whose controller checks in far less often than the rest. */
function d2SlowHeartbeat(): EconomicsTask {
  const random = seededRandom(131_011);
  const needle = 'CV-0388';
  const names = stationNames(random, 340, []);
  const ids = stationIds(random, names.length, [needle]);
  ids[187] = needle;
  const MODEMS = [
    ['Quectel', 'EG25-G'],
    ['Quectel', 'BG96'],
    ['u-blox', 'SARA-R510M8S'],
  ] as const;
  const stations = names.map((name, i) => {
    const slow = ids[i] === needle;
    const total = between(random, 10, 32);
    const online = random() < 0.85 ? total : total - between(random, 1, 2);
    const [vendor, model] = oneOf(random, MODEMS);
    const last = slow ? local(6, 4, 6, 48, 12) : local(6, 4, 6, 59, 30 + between(random, 0, 29));
    return [
      `  <station id="${ids[i]!}">`,
      `    <name>${name}</name>`,
      `    <zone>${oneOf(random, ZONES)}</zone>`,
      `    <docks total="${total}" online="${online}"/>`,
      `    <controller model="${oneOf(random, ['DX-400', 'DX-400', 'DX-420'])}" serial="DX4-${hex(random, 4).toUpperCase()}-${between(random, 1000, 9999)}" firmware="${oneOf(random, ['5.3.2', '5.3.2', '5.3.1'])}"/>`,
      `    <modem vendor="${vendor}" model="${model}" apn="iot.cyclevane.net" rssi="-${between(random, 55, 97)}"/>`,
      `    <telemetry>`,
      `      <heartbeatIntervalSec>${slow ? 900 : 30}</heartbeatIntervalSec>`,
      `      <statusPushSec>${oneOf(random, [60, 60, 120])}</statusPushSec>`,
      `      <lastHeartbeat>${bst(last)}</lastHeartbeat>`,
      `      <uptimeSec>${between(random, 3_600, 6_000_000)}</uptimeSec>`,
      `    </telemetry>`,
      `    <power source="${oneOf(random, ['grid', 'grid', 'grid', 'solar'])}" backupWh="${oneOf(random, [240, 480, 480, 960])}"/>`,
      `  </station>`,
    ].join('\n');
  });
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<dockInventory network="cyclevane" generated="2027-06-04T07:00:00+01:00" stations="${stations.length}">`,
    ...stations,
    '</dockInventory>',
    '',
  ].join('\n');
  return probe(
    'round 131: slow check-in dock',
    'One of our docks seems to check in with the server far less often than the rest. Which station is it?',
    'dock_inventory',
    output,
    'slow-dock',
    needle,
  );
}

/** d3: yesterday's van route summary (text report); the one route with hardly any stops. */
function d3FewStops(): EconomicsTask {
  const random = seededRandom(131_012);
  const needle = 'RB-0603-NG-06-L';
  const names = stationNames(random, 320, []);
  const ids = stationIds(random, names.length);
  const DRIVERS = [
    'T. Okafor',
    'J. Marsh',
    'A. Kowalczyk',
    'R. Singh',
    'M. Doyle',
    'L. Ferreira',
    'C. Ashby',
    'N. Haddad',
    'E. Lindqvist',
    'K. Osei',
    'B. Pryce',
    'S. Mensah',
  ];
  const SHIFTS = [
    ['E', 'Early', 6, 24],
    ['L', 'Late', 14, 24],
    ['N', 'Night', 22, 10],
  ] as const;
  const blocks: string[] = [];
  for (const [letter, label, startHour, vans] of SHIFTS) {
    for (let van = 1; van <= vans; van++) {
      const depot = van <= 12 ? 'NG' : 'RS';
      const route = `RB-0603-${depot}-${pad2(van)}-${letter}`;
      const few = route === needle;
      const stops = few ? 3 : between(random, 14, 24);
      const out = local(6, 3, startHour, between(random, 5, 20));
      const back = local(6, 3, startHour + 7, between(random, 30, 55));
      const stopLines: string[] = [];
      let collected = 0;
      let delivered = 0;
      let swaps = 0;
      let t = out + between(random, 12, 25) * MINUTE;
      const gap = (back - t) / stops;
      for (let s = 0; s < stops; s++) {
        const k = between(random, 0, names.length - 1);
        const collect = random() < 0.5;
        const n = few ? between(random, 6, 11) : between(random, 1, 8);
        const swap = random() < 0.5 ? between(random, 0, 4) : 0;
        if (collect) collected += n;
        else delivered += n;
        swaps += swap;
        const clock = new Date(t).toISOString().slice(11, 16);
        stopLines.push(
          `  ${clock}  ${ids[k]!}  ${names[k]!.padEnd(20)}  ${(collect ? 'collect' : 'deliver').padEnd(8)} ${String(n).padStart(2)}   batt swap ${swap}`,
        );
        if (random() < 0.08)
          stopLines.push(
            `         note: ${oneOf(random, ['access via rear gate', 'loading bay shared with market', 'parked on double yellows 4 min', 'coned off for event'])}`,
          );
        t += gap * (0.7 + random() * 0.6);
      }
      const km = (few ? 52 : 38 + random() * 30).toFixed(1);
      const idle = few ? 38 : between(random, 15, 70);
      blocks.push(
        [
          '-'.repeat(78),
          `Route ${route}    Van V${pad2(van)}    Driver: ${oneOf(random, DRIVERS)}    Shift: ${label}`,
          `Depot out ${wall(out).slice(11)}   Depot in ${wall(back).slice(11)}   Distance ${km} km   Idle ${Math.floor(idle / 60)}h ${pad2(idle % 60)}m`,
          `Stops: ${stops}   Bikes collected: ${collected}   Bikes delivered: ${delivered}   Batteries swapped: ${swaps}`,
          '',
          ...stopLines,
          '',
        ].join('\n'),
      );
    }
  }
  const output = [
    'CYCLEVANE REBALANCING - ROUTE SUMMARY',
    'Service date: Thursday 3 June 2027            Generated: 2027-06-04 05:10 BST',
    'Depots: Northgate (NG), Riverside (RS)        Routes: ' + blocks.length,
    '',
    ...blocks,
    '-'.repeat(78),
    'End of report',
    '',
  ].join('\n');
  return probe(
    'round 131: route with few stops',
    "Looking at yesterday's van runs, one of them hardly stopped anywhere compared with the others. Which route was it?",
    'van_route_summary',
    output,
    'few-stops',
    needle,
  );
}

export function roundOneHundredThirtyOne(): EconomicsTask[] {
  return [
    a1LockSerial(),
    a2FineReference(),
    a3UnlockToken(),
    b1JobCard(),
    b2ModemIccid(),
    b3FineRide(),
    c1DuplicateRefund(),
    c2VendorReference(),
    c3RebalanceJob(),
    d1BatteryFirmware(),
    d2SlowHeartbeat(),
    d3FewStops(),
  ];
}
