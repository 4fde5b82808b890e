/**
 * Probe round 46, written blind: a made-up car maker's assembly plant (Corvane Motors, Kessingford: the MES and
 * line-side PLC alarms, body shop welding, paint shop, just-in-sequence suppliers, end-of-line test and audit,
 * warranty claims, the plant's IT estate and on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - mes broadcast json: which seat trim the MES sent down the line for a Harrogate dealer's Aster built yesterday.
 *  - jis call-off xml: which rack and slot the front bumper for one body came in on.
 *  - andon screens bundle: which address the paint shop's second oven bake-curve screen pulls its data from.
 * b. The answer a few lines away from the line the question's words match:
 *  - kubectl deployments yaml: which version of the sequence broadcaster final assembly line 2 runs in production.
 *  - jis sender log: what the stack trace gives as the cause of the seat call-offs stopping in the night.
 *  - product audit report: the most serious thing the auditors found on one Aster.
 * c. A paraphrase or a preamble:
 *  - warranty claims csv: what is holding up a Bristol dealer's claim for a Celan's charging flap.
 *  - on-call log: who took the weekend night page about an oven controller, and when.
 *  - alarm history: how long line 1's windscreen glazing cell sat out of adhesive last night.
 * d. One value unlike its peers:
 *  - weld shift report: which spot's weld tally disagrees with every other spot's.
 *  - paint brush tables: which brush has a charging voltage far from all the others.
 *  - wheel alignment results: which car left the rig with its steering wheel well off-centre.
 * Not among the bench's targets.
 * First run, at 60449e8 (with this file; `ROUNDS=46 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,445,589 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; code not committed then was put aside for it. 176cebb, the head before this round's stop began,
 * finds 4/12 as well (47,194 tokens).
 *   round 46: mes broadcast json
 *     codex: 7,517 tokens, peak 7,400, 0/1 needles, 0 read-backs
 *     context-chef: 809 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,006 tokens, peak 932, 1/1 needles, 1 read-backs
 *     ours: 2,118 tokens, peak 1,046, 1/1 needles, 1 read-backs
 *   round 46: jis call-off xml
 *     codex: 8,987 tokens, peak 8,897, 0/1 needles, 0 read-backs
 *     context-chef: 858 tokens, peak 768, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,906 tokens, peak 1,868, 1/1 needles, 1 read-backs
 *     ours: 3,209 tokens, peak 2,237, 1/1 needles, 1 read-backs
 *   round 46: andon screens bundle
 *     codex: 278 tokens, peak 186, 0/1 needles, 0 read-backs
 *     context-chef: 777 tokens, peak 685, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,900 tokens, peak 887, 0/1 needles, 4 read-backs
 *     ours: 4,134 tokens, peak 884, 0/1 needles, 4 read-backs
 *   round 46: kubectl deployments yaml
 *     codex: 10,737 tokens, peak 10,656, 0/1 needles, 0 read-backs
 *     context-chef: 616 tokens, peak 535, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,140 tokens, peak 2,648, 1/1 needles, 2 read-backs
 *     ours: 5,276 tokens, peak 2,298, 0/1 needles, 2 read-backs
 *   round 46: jis sender log with stack traces
 *     codex: 15,618 tokens, peak 15,532, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,167 tokens, peak 2,508, 1/1 needles, 2 read-backs
 *     ours: 2,081 tokens, peak 1,126, 1/1 needles, 1 read-backs
 *   round 46: product audit report
 *     codex: 12,181 tokens, peak 12,084, 0/1 needles, 0 read-backs
 *     context-chef: 658 tokens, peak 561, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,351 tokens, peak 1,093, 0/1 needles, 1 read-backs
 *     ours: 961 tokens, peak 666, 0/1 needles, 0 read-backs
 *   round 46: warranty claims csv, preamble and paraphrase
 *     codex: 17,797 tokens, peak 17,689, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,173 tokens, peak 4,313, 0/1 needles, 2 read-backs
 *     ours: 7,845 tokens, peak 4,273, 0/1 needles, 2 read-backs
 *   round 46: on-call log, preamble and paraphrase
 *     codex: 14,298 tokens, peak 14,183, 0/1 needles, 0 read-backs
 *     context-chef: 798 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,246 tokens, peak 1,354, 0/1 needles, 4 read-backs
 *     ours: 4,748 tokens, peak 1,019, 0/1 needles, 4 read-backs
 *   round 46: alarm history, paraphrase
 *     codex: 17,865 tokens, peak 17,777, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,487 tokens, peak 1,406, 0/1 needles, 4 read-backs
 *     ours: 3,845 tokens, peak 837, 0/1 needles, 4 read-backs
 *   round 46: weld shift report
 *     codex: 21,739 tokens, peak 21,632, 0/1 needles, 0 read-backs
 *     context-chef: 1,000 tokens, peak 893, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,319 tokens, peak 1,571, 0/1 needles, 4 read-backs
 *     ours: 4,729 tokens, peak 1,005, 0/1 needles, 4 read-backs
 *   round 46: paint brush tables csv
 *     codex: 20,847 tokens, peak 20,753, 0/1 needles, 0 read-backs
 *     context-chef: 925 tokens, peak 831, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,154 tokens, peak 1,541, 0/1 needles, 4 read-backs
 *     ours: 3,847 tokens, peak 833, 1/1 needles, 4 read-backs
 *   round 46: wheel alignment jsonl
 *     codex: 16,120 tokens, peak 16,026, 0/1 needles, 0 read-backs
 *     context-chef: 819 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,415 tokens, peak 1,382, 0/1 needles, 4 read-backs
 *     ours: 4,552 tokens, peak 974, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: the plant keeps GMT in winter, so UTC is its local time. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-18T06:02:11Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-18 06:02:11` */
const stamp = (t: number) => iso(t).replace('T', ' ');
/** `00:21:28` from milliseconds. */
const duration = (ms: number) => {
  const s = Math.round(ms / SECOND);
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
};
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A number with `places` decimals, as a JSON number. */
const fixed = (value: number, places: number) => Number(value.toFixed(places));
/** A normal-ish deviate (sum of uniforms), mean 0, sd about 1. */
const gauss = (random: () => number) => (random() + random() + random() + random() - 2) * 1.73;

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

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

type Model = 'ASTER' | 'BRIO' | 'CELAN';
const MODEL_CODE: Readonly<Record<Model, string>> = { ASTER: 'A3', BRIO: 'B2', CELAN: 'E1' };
const VARIANTS: Readonly<Record<Model, readonly string[]>> = {
  ASTER: ['1.5T FWD Core', '1.5T FWD Style', '2.0T AWD Sport', '2.0T AWD Summit', 'PHEV AWD Style', 'PHEV AWD Summit'],
  BRIO: ['1.0T Core', '1.0T Style', '1.3T Sport', '1.3T Sport DCT'],
  CELAN: ['Standard Range RWD', 'Long Range RWD', 'Long Range AWD', 'Performance AWD'],
};
type Pair = readonly [string, string];
const PAINTS: readonly Pair[] = [
  ['PW7', 'Pearl White'],
  ['SB2', 'Solid Black'],
  ['GB4', 'Glacier Blue'],
  ['MG3', 'Magnetic Grey'],
  ['RR1', 'Rosso Red'],
  ['SS5', 'Silver Stone'],
  ['FG2', 'Forest Green'],
  ['DO6', 'Dusk Orange'],
];
const TRIMS: Readonly<Record<Model, readonly Pair[]>> = {
  ASTER: [
    ['CL-EBN', 'Cloth Ebony'],
    ['LR-EBN', 'Leatherette Ebony'],
    ['LT-EBN', 'Leather Ebony'],
    ['LT-TAN', 'Leather Saddle Tan'],
    ['LT-OYS', 'Leather Oyster'],
  ],
  BRIO: [
    ['CL-GRA', 'Cloth Graphite'],
    ['CL-EBN', 'Cloth Ebony'],
    ['LR-EBN', 'Leatherette Ebony'],
    ['LR-RED', 'Leatherette Ebony/Red Stitch'],
  ],
  CELAN: [
    ['VG-EBN', 'Vegan Leather Ebony'],
    ['VG-ASH', 'Vegan Leather Ash'],
    ['VG-COG', 'Vegan Leather Cognac'],
    ['WL-GRY', 'Wool Blend Grey'],
  ],
};
type Dealer = readonly [string, string, string];
const DEALERS: readonly Dealer[] = [
  ['GB-2214', 'Moorside Corvane', 'Harrogate'],
  ['GB-1187', 'Avonbridge Motors', 'Bristol'],
  ['GB-1190', 'Avonbridge Motors', 'Bath'],
  ['GB-3302', 'Tyneside Corvane', 'Newcastle'],
  ['GB-2451', 'Pennine Corvane', 'Huddersfield'],
  ['GB-1029', 'Kingsmead Cars', 'Canterbury'],
  ['GB-1544', 'Sandford Corvane', 'Oxford'],
  ['GB-2780', 'Castlegate Motor Group', 'York'],
  ['GB-3115', 'Clyde Corvane', 'Glasgow'],
  ['GB-3120', 'Forth Corvane', 'Edinburgh'],
  ['GB-1401', 'Severn Vale Corvane', 'Gloucester'],
  ['GB-1633', 'Wessex Corvane', 'Southampton'],
  ['GB-2002', 'Mersey Corvane', 'Liverpool'],
  ['GB-2051', 'Irwell Motors', 'Manchester'],
  ['GB-1720', 'Fenland Corvane', 'Peterborough'],
  ['GB-1811', 'Broadland Corvane', 'Norwich'],
  ['GB-1302', 'Trent Valley Corvane', 'Nottingham'],
  ['GB-1355', 'Soar Corvane', 'Leicester'],
  ['GB-1910', 'Tamar Corvane', 'Plymouth'],
  ['GB-2933', 'Ribble Corvane', 'Preston'],
  ['GB-1266', 'Thames Gateway Corvane', 'Basildon'],
  ['GB-1241', 'Chiltern Corvane', 'High Wycombe'],
  ['GB-2610', 'Taff Corvane', 'Cardiff'],
  ['GB-2620', 'Tawe Corvane', 'Swansea'],
];
const FIRST = [
  'Ellie',
  'Darren',
  'Priya',
  'Marek',
  'Sian',
  'Kwame',
  'Joanne',
  'Tariq',
  'Hannah',
  'Callum',
  'Agnieszka',
  'Rhys',
  'Fatima',
  'Owen',
  'Leanne',
  'Dominik',
  'Grace',
  'Imran',
  'Beth',
  'Stuart',
];
const LAST = [
  'Okafor',
  'Doyle',
  'Nowak',
  'Hughes',
  'Patel',
  'Kaur',
  'Brennan',
  'Shaw',
  'Wilkinson',
  'Ahmed',
  'Fraser',
  'Lowe',
  'Mensah',
  'Kelly',
  'Stanton',
  'Iqbal',
  'Whitfield',
  'Ross',
  'Pearce',
  'Dunn',
];
/** A 17-character VIN of the plant (`SCV`, the model, the year 2026 `T`, the plant `K`, a six-digit serial). */
const vin = (random: () => number, model: Model, serial: number) =>
  `SCV${MODEL_CODE[model]}${chars(random, UPPER, 1)}${between(random, 1, 9)}${chars(random, 'ABCDE', 1)}${chars(random, '0123456789X', 1)}TK${String(serial).padStart(6, '0')}`;
/** A UK registration plate of a supplier's truck. */
const plate = (random: () => number) =>
  `${chars(random, UPPER, 2)}${oneOf(random, ['23', '73', '24', '74', '25', '75'])} ${chars(random, UPPER, 3)}`;

/** `GET /mes/api/v3/broadcast?date=2026-11-18`: every unit broadcast to both final lines, one line of JSON; one order's trim. */
function mesBroadcastJson(): EconomicsTask {
  const random = seededRandom(46_001);
  const OPTIONS: Readonly<Record<Model, readonly string[]>> = {
    ASTER: ['PANO', 'TOWB', 'HUD', 'HK-AUD', 'WINT', 'PARK+', 'MATRX', 'RAILS', 'PRIV', '20AL'],
    BRIO: ['SUNR', 'WINT', 'PARK', 'CARPL', 'SPORT', '17AL', 'PRIV'],
    CELAN: ['PANO', 'HP-PUMP', 'HUD', 'V2L', 'PARK+', 'MATRX', '21AL', 'AUD-PR', 'TOWB'],
  };
  const usedOrders = new Set(['CO-7741903', 'CO-7741930']);
  const orderNo = () => {
    let o = '';
    while (!o || usedOrders.has(o)) o = `CO-77${digits(random, 5)}`;
    usedOrders.add(o);
    return o;
  };
  interface Spec {
    model: Model;
    variant?: string;
    paint?: Pair;
    trim?: Pair;
    dealer?: Dealer;
    order?: string;
    status?: string;
  }
  const unit = (seq: number, line: string, t: number, body: number, serial: number, spec: Spec) => {
    const { model } = spec;
    const paint = spec.paint ?? oneOf(random, PAINTS);
    const trim = spec.trim ?? oneOf(random, TRIMS[model]);
    const dealer = spec.dealer ?? oneOf(random, DEALERS);
    return {
      seq,
      line,
      body_no: String(body).padStart(7, '0'),
      vin: vin(random, model, serial),
      order_no: spec.order ?? orderNo(),
      model,
      variant: spec.variant ?? oneOf(random, VARIANTS[model]),
      paint: { code: paint[0], name: paint[1] },
      trim: { code: trim[0], desc: trim[1] },
      options: OPTIONS[model].filter(() => random() < 0.3),
      dealer: { code: dealer[0], name: dealer[1], city: dealer[2] },
      broadcast_at: isoZ(t),
      planned_offline: isoZ(t + between(random, 410, 470) * MINUTE),
      status: spec.status ?? oneOf(random, ['OFFLINE', 'OFFLINE', 'OFFLINE', 'OFFLINE', 'OFFLINE', 'OFFLINE', 'REPAIR', 'QA_HOLD']),
      jis: { seats: `LQ${digits(random, 8)}`, cockpit: `FV${digits(random, 8)}`, bumpers: `PX${digits(random, 8)}` },
    };
  };
  const slots: { line: string; t: number }[] = [];
  for (const line of ['FA1', 'FA2'])
    for (let t = T(18, 6, 0, between(random, 0, 40)); t < T(18, 22); t += between(random, 62, 78) * SECOND) slots.push({ line, t });
  slots.sort((a, b) => a.t - b.t);
  const fa1At = (fraction: number) => {
    let i = Math.floor(slots.length * fraction);
    while (slots[i]!.line !== 'FA1') i++;
    return i;
  };
  const trim = (model: Model, code: string) => TRIMS[model].find(([c]) => c === code)!;
  const moorside = DEALERS[0]!;
  const castlegate = DEALERS.find(([code]) => code === 'GB-2780')!;
  const target: Spec = {
    model: 'ASTER',
    variant: '2.0T AWD Sport',
    paint: PAINTS[3]!,
    trim: trim('ASTER', 'LR-EBN'),
    dealer: moorside,
    order: 'CO-7741903',
    status: 'OFFLINE',
  };
  const targetAt = fa1At(0.5);
  const planted = new Map<number, Spec>([
    [targetAt, target],
    [fa1At(0.46), { model: 'ASTER', trim: trim('ASTER', 'LT-TAN'), dealer: castlegate, order: 'CO-7741930' }],
    [fa1At(0.55), { model: 'ASTER', trim: trim('ASTER', 'LT-TAN'), dealer: moorside }],
    [fa1At(0.42), { model: 'CELAN', trim: trim('CELAN', 'VG-COG'), dealer: moorside }],
  ]);
  const seqs = new Map([
    ['FA1', 41_220],
    ['FA2', 27_905],
  ]);
  const units = slots.map((slot, i) => {
    const seq = seqs.get(slot.line)!;
    seqs.set(slot.line, seq + 1);
    const model: Model = slot.line === 'FA1' ? (random() < 0.6 ? 'ASTER' : 'CELAN') : random() < 0.7 ? 'BRIO' : 'ASTER';
    return unit(seq, slot.line, slot.t, 830_412 + i, 117_540 + i, planted.get(i) ?? { model });
  });
  const text = JSON.stringify(units[targetAt]);
  const needle = text.slice(text.indexOf('"order_no"'), text.indexOf(',"options"'));
  const output = `${JSON.stringify({
    plant: 'KSF',
    date: '2026-11-18',
    lines: ['FA1', 'FA2'],
    generated_at: isoZ(T(19, 6, 0, 3)),
    count: units.length,
    units,
  })}\n`;
  const ask =
    "Moorside Corvane in Harrogate have been on the phone: their customer's Aster, order CO-7741903, came down the line yesterday and she says it's got the wrong seats in it. She'd ordered the tan leather. Which trim did the MES actually send to the line for that car?";
  return probe('round 46: mes broadcast json', ask, 'http_get', output, 'trim', needle, true);
}

/** The just-in-sequence call-offs of FA1 today, one line of XML grouped by delivery; one body's front bumper rack and slot. */
function jisCallOffXml(): EconomicsTask {
  const random = seededRandom(46_002);
  interface Family {
    family: string;
    supplier: Pair;
    station: string;
    offsetMin: number;
    perRack: number;
    racks: number;
    prefix: string;
  }
  const FAMILIES: readonly Family[] = [
    {
      family: 'COCKPIT_MODULE',
      supplier: ['FVI', 'Ferrovia Interiors'],
      station: 'FA1-064',
      offsetMin: 38,
      perRack: 6,
      racks: 2,
      prefix: 'FV',
    },
    {
      family: 'SEAT_FRONT_SET',
      supplier: ['LQS', 'Lindqvist Seating'],
      station: 'FA1-118',
      offsetMin: 71,
      perRack: 4,
      racks: 3,
      prefix: 'LQ',
    },
    {
      family: 'SEAT_REAR_SET',
      supplier: ['LQS', 'Lindqvist Seating'],
      station: 'FA1-124',
      offsetMin: 75,
      perRack: 6,
      racks: 2,
      prefix: 'LQ',
    },
    {
      family: 'BUMPER_FRONT',
      supplier: ['PXP', 'Plaxton Polymers'],
      station: 'FA1-152',
      offsetMin: 94,
      perRack: 10,
      racks: 2,
      prefix: 'PX',
    },
    {
      family: 'BUMPER_REAR',
      supplier: ['PXP', 'Plaxton Polymers'],
      station: 'FA1-156',
      offsetMin: 97,
      perRack: 10,
      racks: 2,
      prefix: 'PX',
    },
    {
      family: 'WHEEL_TYRE_SET',
      supplier: ['RWA', 'Rimwell Assemblies'],
      station: 'FA1-170',
      offsetMin: 108,
      perRack: 4,
      racks: 4,
      prefix: 'RW',
    },
  ];
  const WHEELS: Readonly<Record<Model, readonly Pair[]>> = {
    ASTER: [
      ['W18S', '18in Spoke Silver 235/60R18'],
      ['W19D', '19in Diamond Cut 235/55R19'],
      ['W20B', '20in Gloss Black 255/45R20'],
    ],
    BRIO: [['W16S', '16in Silver 205/55R16']],
    CELAN: [
      ['W19A', '19in Aero Grey 235/45R19'],
      ['W21P', '21in Performance Forged 255/35R21'],
    ],
  };
  const now = T(19, 11, 0, 4);
  const COUNT = 520;
  const TARGET = 270;
  interface Body {
    seq: number;
    body: string;
    vin: string;
    model: Model;
    paint: Pair;
    trim: Pair;
    pdc: boolean;
    towbar: boolean;
    heated: boolean;
    wheel: Pair;
    t: number;
  }
  const bodies: Body[] = [];
  let t = T(19, 4, 0, 12);
  for (let i = 0; i < COUNT; i++) {
    const model: Model = i === TARGET ? 'CELAN' : random() < 0.6 ? 'ASTER' : 'CELAN';
    bodies.push({
      seq: 41_930 + i,
      body: String(832_406 - TARGET + i).padStart(7, '0'),
      vin: vin(random, model, 118_300 + i),
      model,
      paint: i === TARGET ? PAINTS[2]! : oneOf(random, PAINTS),
      trim: oneOf(random, TRIMS[model]),
      pdc: i === TARGET || random() < 0.7,
      towbar: random() < 0.2,
      heated: random() < 0.6,
      wheel: oneOf(random, WHEELS[model]),
      t,
    });
    t += between(random, 62, 72) * SECOND;
  }
  const part = (f: Family, b: Body): Pair => {
    const mc = MODEL_CODE[b.model];
    switch (f.family) {
      case 'COCKPIT_MODULE':
        return [
          `${mc}-6100-${b.model === 'CELAN' ? 'E' : 'C'}${b.heated ? 'H' : 'S'}`,
          `Cockpit module ${b.model} RHD ${b.model === 'CELAN' ? '15.6in' : '12.3in'} display`,
        ];
      case 'SEAT_FRONT_SET':
        return [`${mc}-7210-${b.trim[0]}${b.heated ? '-H' : ''}`, `Seat set front ${b.model} ${b.trim[1]}${b.heated ? ' heated' : ''}`];
      case 'SEAT_REAR_SET':
        return [`${mc}-7260-${b.trim[0]}`, `Seat rear 60/40 ${b.model} ${b.trim[1]}`];
      case 'BUMPER_FRONT':
        return [
          `${mc}-5210-${b.paint[0]}-${b.pdc ? 'P' : 'N'}`,
          `Bumper assy front ${b.model} ${b.paint[0]} ${b.paint[1]}${b.pdc ? ' w/ PDC' : ''}`,
        ];
      case 'BUMPER_REAR':
        return [
          `${mc}-5260-${b.paint[0]}-${b.towbar ? 'T' : 'N'}`,
          `Bumper assy rear ${b.model} ${b.paint[0]} ${b.paint[1]}${b.towbar ? ' towbar cut-out' : ''}`,
        ];
      default:
        return [`${mc}-3400-${b.wheel[0]}`, `Wheel and tyre set x4 ${b.wheel[1]}`];
    }
  };
  const deliveries: { t: number; text: string }[] = [];
  let callNo = 7_310_000;
  let needle = '';
  for (const f of FAMILIES) {
    const size = f.perRack * f.racks;
    for (let start = 0; start < COUNT; start += size) {
      const chunk = bodies.slice(start, start + size);
      const arrive = chunk[0]!.t + f.offsetMin * MINUTE - between(random, 55, 85) * MINUTE;
      const calls: string[] = [];
      let rack = '';
      chunk.forEach((b, k) => {
        if (k % f.perRack === 0) rack = `${f.prefix}-R${between(random, 1_000, 1_999)}`;
        const [partNo, desc] = part(f, b);
        const call = `<CallOff no="JC${callNo++}" seq="${b.seq}" body="${b.body}" vin="${b.vin}" family="${f.family}" partNo="${partNo}" desc="${desc}" qty="1" rack="${rack}" slot="${pad2((k % f.perRack) + 1)}" calledAt="${isoZ(b.t - between(random, 150, 165) * MINUTE)}" dueAtLine="${isoZ(b.t + f.offsetMin * MINUTE)}" station="${f.station}"/>`;
        if (start + k === TARGET && f.family === 'BUMPER_FRONT') needle = call.slice(call.indexOf('body='), call.indexOf(' calledAt='));
        calls.push(call);
      });
      const status = arrive <= now ? 'RECEIVED' : arrive - now < 90 * MINUTE ? 'IN_TRANSIT' : 'PLANNED';
      deliveries.push({
        t: arrive,
        text: `<Delivery asn="${f.supplier[0]}${digits(random, 8)}" supplier="${f.supplier[0]}" supplierName="${f.supplier[1]}" truck="${plate(random)}" dock="D${between(random, 1, 6)}" eta="${isoZ(arrive)}" status="${status}"${status === 'RECEIVED' ? ` receivedAt="${isoZ(arrive + between(random, -4, 9) * MINUTE)}"` : ''} racks="${Math.ceil(chunk.length / f.perRack)}">${calls.join('')}</Delivery>`,
      });
    }
  }
  deliveries.sort((a, b) => a.t - b.t);
  const output = `<?xml version="1.0" encoding="UTF-8"?><JisCallOffs plant="KSF" line="FA1" date="2026-11-19" generated="${isoZ(now)}" deliveries="${deliveries.length}">${deliveries.map((d) => d.text).join('')}</JisCallOffs>\n`;
  const ask =
    "The lads at the front bumper station on FA1 can't find the bumper for body 0832406, the blue Celan. Which rack and slot is it supposed to be in?";
  return probe('round 46: jis call-off xml', ask, 'http_get', output, 'rack', needle, true);
}

/** The andon board's screens chunk, minified: every shop-floor screen's config; the second paint oven's bake curve feed. */
function andonScreensBundle(): EconomicsTask {
  const random = seededRandom(46_003);
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const usedIds = new Set<number>();
  const moduleId = () => {
    let id = 0;
    while (!id || usedIds.has(id)) id = between(random, 1_000, 99_999);
    usedIds.add(id);
    return id;
  };
  /** Distinct short identifiers, as a minifier names them. */
  const idents = (n: number) => {
    const out = new Set<string>();
    while (out.size < n) {
      const id = chars(random, LETTERS, 1) + (random() < 0.4 ? chars(random, `${LETTERS}0123456789`, 1) : '');
      if (!['e', 't', 'n', 'r', 'o'].includes(id)) out.add(id);
    }
    return [...out];
  };
  const API = 'https://ksf-mesapi02.corvane.local:8443';
  const API_OLD = 'https://ksf-mesapi01.corvane.local:8443';
  const HIST = 'http://ksf-hist01.corvane.local:8080';
  interface Screen {
    id: string;
    title: string;
    area: string;
    kind: string;
    endpoint: string;
    extra: string;
  }
  const screens: Screen[] = [];
  const host = () => (random() < 0.85 ? API : API_OLD);
  const robots = () => `robots:[${Array.from({ length: between(random, 3, 6) }, (_, k) => `"R${pad2(k + 1)}"`).join(',')}]`;
  for (const line of ['BS1', 'BS2'])
    for (let s = 10; s <= 320; s += 10) {
      const id = `${line}-${String(s).padStart(3, '0')}`;
      screens.push({
        id,
        title: `${line} Station ${String(s).padStart(3, '0')} ${oneOf(random, ['Weld Cell', 'Framing', 'Geo Station', 'Sealer', 'Respot', 'Hemming', 'Stud Weld'])}`,
        area: 'BODY',
        kind: 'cell',
        endpoint: `${host()}/body/v3/cells/${id}/state`,
        extra: `${robots()},takt:${between(random, 58, 66)},faults:{top:${between(random, 3, 8)},since:"shift"}`,
      });
    }
  const zones = (n: number, lo: number, hi: number) =>
    `series:[${Array.from({ length: n }, (_, k) => `{key:"z${k + 1}",label:"Zone ${k + 1}${k < 2 ? ' radiant' : ' convection'}",unit:"\\xb0C",lo:${lo + between(random, -5, 5)},hi:${hi + between(random, -5, 5)}}`).join(',')}],window:"15m",bodyMarkers:!0`;
  for (let oven = 1; oven <= 4; oven++) {
    const name = ['ED', 'Sealer/PVC', 'Base/Clear TC1', 'Base/Clear TC2'][oven - 1]!;
    screens.push({
      id: `PS-OVEN${oven}`,
      title: `Oven ${oven} Bake Curve (${name})`,
      area: 'PAINT',
      kind: 'trend',
      endpoint: `${oven === 2 ? HIST : API}/paint/v2/ovens/${oven}/zones?window=15m`,
      extra: zones(between(random, 5, 7), oven === 1 ? 175 : 135, oven === 1 ? 195 : 160),
    });
    screens.push({
      id: `PS-OVEN${oven}-RTO`,
      title: `Oven ${oven} Exhaust / RTO`,
      area: 'PAINT',
      kind: 'gauge',
      endpoint: `${API}/paint/v2/ovens/${oven}/rto`,
      extra: `gauges:[{key:"chamber",unit:"\\xb0C",lo:780,hi:860},{key:"dp",unit:"Pa",lo:-40,hi:-10}]`,
    });
    screens.push({
      id: `PS-OVEN${oven}-CONV`,
      title: `Oven ${oven} Skid Conveyor`,
      area: 'PAINT',
      kind: 'conveyor',
      endpoint: `${API}/paint/v2/ovens/${oven}/conveyor`,
      extra: `zones:${between(random, 8, 14)},gapAlarmS:${between(random, 20, 45)}`,
    });
  }
  for (let stage = 1; stage <= 8; stage++)
    screens.push({
      id: `PS-PT${stage}`,
      title: `Pretreatment Stage ${stage}`,
      area: 'PAINT',
      kind: 'bath',
      endpoint: `${host()}/paint/v2/pretreat/stages/${stage}`,
      extra: `params:["temp","cond","ph","level"],lab:"${oneOf(random, ['daily', 'shift'])}"`,
    });
  for (const booth of ['TC1', 'TC2'])
    for (const zone of ['BC1', 'BC2', 'CC1', 'CC2'])
      screens.push({
        id: `PS-${booth}-${zone}`,
        title: `Booth ${booth} ${zone} Climate & Robots`,
        area: 'PAINT',
        kind: 'booth',
        endpoint: `${API}/paint/v2/booths/${booth}/zones/${zone}`,
        extra: `${robots()},climate:{rh:[60,70],temp:[22,25]}`,
      });
  for (const line of ['FA1', 'FA2'])
    for (let s = 10; s <= 400; s += 10) {
      const id = `${line}-${String(s).padStart(3, '0')}`;
      screens.push({
        id,
        title: `${line} Station ${String(s).padStart(3, '0')}`,
        area: 'FA',
        kind: 'station',
        endpoint: `${host()}/fa/v3/lines/${line}/stations/${id}/status`,
        extra: `takt:${between(random, 60, 70)},andon:{pull:!0,chime:"${oneOf(random, ['bell', 'two-tone', 'triple'])}"},fields:["seq","body","vin","model","torque"]`,
      });
    }
  for (const [prefix, n, title] of [
    ['WA', 4, 'Wheel Alignment'],
    ['RT', 4, 'Roller Test'],
    ['SH', 2, 'Water Test'],
    ['ADAS', 3, 'ADAS Calibration'],
    ['HL', 2, 'Headlamp Aim'],
  ] as const)
    for (let k = 1; k <= n; k++)
      screens.push({
        id: `EOL-${prefix}-${pad2(k)}`,
        title: `${title} ${pad2(k)}`,
        area: 'EOL',
        kind: 'test',
        endpoint: `${API}/eol/v1/stations/${prefix}-${pad2(k)}/results?last=20`,
        extra: `fpy:{target:${between(random, 95, 99)}},columns:["vin","result","cycle"]`,
      });
  for (const [code, name] of [
    ['LQS', 'Lindqvist Seating'],
    ['FVI', 'Ferrovia Interiors'],
    ['PXP', 'Plaxton Polymers'],
    ['RWA', 'Rimwell Assemblies'],
  ] as const)
    screens.push({
      id: `JIS-${code}`,
      title: `JIS ${name}`,
      area: 'LOGISTICS',
      kind: 'feed',
      endpoint: `${API}/jis/v2/suppliers/${code}/pipeline`,
      extra: `supplier:"${code}",leadMin:${between(random, 150, 200)}`,
    });
  for (let k = 1; k <= 24; k++)
    screens.push({
      id: `TUG-${pad2(k)}`,
      title: `Tugger Route ${pad2(k)}`,
      area: 'LOGISTICS',
      kind: 'route',
      endpoint: `${host()}/wms/v1/tuggers/${pad2(k)}/route`,
      extra: `stops:${between(random, 6, 18)},cycleMin:${between(random, 18, 40)}`,
    });
  const refreshes = ['2e3', '5e3', '1e4', '15e3', '3e4'];
  const screenModule = (s: Screen) => {
    const [a, b, c, cfg, f, g] = idents(6) as [string, string, string, string, string, string];
    return `${moduleId()}:(e,t,n)=>{n.r(t),n.d(t,{default:()=>${f}});var ${a}=n(${between(random, 1_000, 99_999)}),${b}=n(${between(random, 1_000, 99_999)}),${c}=n(${between(random, 1_000, 99_999)});const ${cfg}={id:"${s.id}",title:"${s.title}",area:"${s.area}",kind:"${s.kind}",refresh:${oneOf(random, refreshes)},endpoint:"${s.endpoint}",${s.extra}};function ${g}(e,t){return e&&e.ts?Date.now()-Date.parse(e.ts)>3*t:!0}function ${f}(e){const[t,n]=(0,${a}.useState)(null),[r,o]=(0,${a}.useState)(!1);return(0,${a}.useEffect)((()=>{let e=!0;const t=()=>(0,${b}.Z)(${cfg}.endpoint,{timeout:${oneOf(random, ['4e3', '8e3', '1e4'])}}).then((t=>{e&&(n(t),o(${g}(t,${cfg}.refresh)))})).catch((()=>e&&o(!0)));t();const r=setInterval(t,${cfg}.refresh);return()=>{e=!1,clearInterval(r)}}),[]),(0,${a}.createElement)(${c}.${oneOf(random, ['Z', 'Y', 'ZP', 'k6'])},{config:${cfg},data:t,stale:r,title:${cfg}.title,compact:e.compact})}}`;
  };
  const WORDS = [
    'Andon call',
    'Line stop',
    'Shift',
    'Takt',
    'Bodies',
    'Behind plan',
    'Ahead of plan',
    'Quality hold',
    'Material call',
    'Team leader',
    'Maintenance',
    'Break',
    'Overtime',
    'First time through',
    'Downtime',
    'Station',
    'Zone',
    'Cycle',
    'Supplier',
    'Rack',
  ];
  const utilityModule = () => {
    const [a, b, c] = idents(3) as [string, string, string];
    switch (pick(random, 3)) {
      case 0:
        return `${moduleId()}:e=>{"use strict";e.exports=JSON.parse('{${Array.from({ length: between(random, 12, 30) }, () => `"${oneOf(random, ['andon', 'kpi', 'shift', 'eol', 'paint', 'body', 'fa', 'jis'])}.${hex(random, 4)}":"${oneOf(random, WORDS)}"`).join(',')}}')}`;
      case 1:
        return `${moduleId()}:(e,t,n)=>{n.d(t,{${a}:()=>${b}});const ${c}=[${Array.from({ length: between(random, 6, 20) }, () => `"#${hex(random, 6)}"`).join(',')}];function ${b}(e,t=${between(random, 0, 3)}){return null==e||Number.isNaN(e)?"\\u2014":Number(e).toFixed(t)+(${c}.length>${between(random, 4, 9)}?"":"")}}`;
      default:
        return `${moduleId()}:(e,t,n)=>{n.d(t,{Z:()=>${a}});var ${b}=n(${between(random, 1_000, 99_999)});function ${a}(e,t={}){const n=new AbortController,r=setTimeout((()=>n.abort()),t.timeout||${between(random, 3, 12)}e3);return fetch(e,{signal:n.signal,headers:{"X-Plant":"KSF","X-Client":"andon-board/3.14.2"},credentials:"include"}).then((e=>{if(!e.ok)throw new ${b}.${c}(e.status,e.url);return e.json()})).finally((()=>clearTimeout(r)))}}`;
    }
  };
  const targetScreen = screens.find((s) => s.id === 'PS-OVEN2')!;
  const modules = shuffle(random, [
    ...screens.map((s) => ({ s, text: screenModule(s) })),
    ...Array.from({ length: 260 }, () => ({ s: undefined, text: utilityModule() })),
  ]);
  const from = modules.findIndex((m) => m.s === targetScreen);
  const middle = Math.floor(modules.length / 2);
  [modules[from], modules[middle]] = [modules[middle]!, modules[from]!];
  const needle = `endpoint:"${targetScreen.endpoint}"`;
  const output = [
    '/*! andon-board 3.14.2 | Corvane Motors KSF | screens chunk | built 2026-11-13T16:42:09Z */',
    `"use strict";(self.webpackChunkandon_board=self.webpackChunkandon_board||[]).push([[512],{${modules.map((m) => m.text).join(',')}}]);`,
    '//# sourceMappingURL=screens.4f1c9a2e.chunk.js.map',
    '',
  ].join('\n');
  const ask =
    "The bake curve screen for the second oven in the paint shop has been blank ever since IT moved the servers at the weekend. Which address is the andon board pulling that screen's data from?";
  return probe('round 46: andon screens bundle', ask, 'read_file', output, 'endpoint', needle, true);
}

/** `kubectl get deployments -A -o yaml` on the plant's MES cluster; line 2's sequence broadcaster image. */
function kubectlDeploymentsYaml(): EconomicsTask {
  const random = seededRandom(46_004);
  const REG = 'registry.ksf.corvane.local';
  const LINE_SERVICES = [
    'andon-gateway',
    'build-record',
    'label-printer',
    'opcua-bridge',
    'order-sync-agent',
    'pick-to-light',
    'quality-gate',
    'seq-broadcaster',
    'station-ui',
    'torque-collector',
  ];
  const version = () => `${between(random, 1, 6)}.${between(random, 0, 24)}.${between(random, 0, 9)}`;
  interface Deploy {
    ns: string;
    name: string;
    image: string;
    env: Pair[];
    port: number;
    health: string;
  }
  const deploys: Deploy[] = [];
  const add = (ns: string, name: string, image: string, env: Pair[] = [], port = 8080, health = '/actuator/health') =>
    deploys.push({ ns, name, image, env, port, health });
  const kafka = 'kafka-0.kafka.mes-core.svc:9092,kafka-1.kafka.mes-core.svc:9092,kafka-2.kafka.mes-core.svc:9092';
  const SEQ: Readonly<Record<string, string>> = {
    'mes-fa1': '4.18.1',
    'mes-fa1-staging': '4.18.2',
    'mes-fa2': '4.17.3',
    'mes-fa2-staging': '4.18.2',
  };
  for (const ns of ['mes-fa1', 'mes-fa1-staging', 'mes-fa2', 'mes-fa2-staging']) {
    const line = ns.slice(4, 7).toUpperCase();
    const staging = ns.endsWith('staging');
    const env = (extra: Pair[] = []): Pair[] => [
      ['PLANT', 'KSF'],
      ['LINE_ID', line],
      ['SPRING_PROFILES_ACTIVE', staging ? 'staging' : 'prod'],
      ['KAFKA_BOOTSTRAP', kafka],
      ...extra,
      ['LOG_LEVEL', staging ? 'DEBUG' : 'INFO'],
    ];
    for (const svc of LINE_SERVICES) {
      const v = svc === 'seq-broadcaster' ? SEQ[ns]! : version();
      add(
        ns,
        svc,
        `${REG}/mes/${svc}:${v}`,
        env(svc === 'opcua-bridge' ? [['OPCUA_ENDPOINT', `opc.tcp://ksf-${line.toLowerCase()}-plc01.corvane.local:4840`]] : []),
      );
    }
    if (ns === 'mes-fa2') add(ns, 'seq-broadcaster-replay', `${REG}/mes/seq-broadcaster:4.18.1`, env([['REPLAY_MODE', 'true']]));
  }
  for (const svc of [
    'body-gateway',
    'weld-data-collector',
    'robot-backup-agent',
    'geo-measure-bridge',
    'sealer-vision',
    'stud-weld-monitor',
  ])
    add('mes-body', svc, `${REG}/mes/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['KAFKA_BOOTSTRAP', kafka],
    ]);
  for (const svc of ['order-sync', 'vin-allocator', 'bom-resolver', 'mes-api', 'mes-ui', 'label-service', 'audit-trail'])
    add('mes-core', svc, `${REG}/mes/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['SPRING_PROFILES_ACTIVE', 'prod'],
      ['DB_URL', 'jdbc:postgresql://ksf-pgmes01.corvane.local:5432/mes'],
    ]);
  for (const svc of ['eol-collector', 'alignment-bridge', 'rolltest-bridge', 'adas-calib-bridge', 'eol-results-api'])
    add('mes-eol', svc, `${REG}/mes/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['KAFKA_BOOTSTRAP', kafka],
    ]);
  for (const svc of [
    'paint-gateway',
    'oven-monitor',
    'booth-climate',
    'brush-table-sync',
    'film-build-collector',
    'spot-repair-app',
    'colour-change-planner',
  ])
    add('mes-paint', svc, `${REG}/mes/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['KAFKA_BOOTSTRAP', kafka],
    ]);
  for (const svc of ['andon-board', 'andon-gateway', 'andon-tts'])
    add('andon', svc, `${REG}/andon/${svc}:${version()}`, [['PLANT', 'KSF']], 3000, '/healthz');
  add('cert-manager', 'cert-manager', 'quay.io/jetstack/cert-manager-controller:v1.16.2', [], 9402, '/livez');
  add('cert-manager', 'cert-manager-cainjector', 'quay.io/jetstack/cert-manager-cainjector:v1.16.2', [], 9402, '/livez');
  add('cert-manager', 'cert-manager-webhook', 'quay.io/jetstack/cert-manager-webhook:v1.16.2', [], 6080, '/livez');
  for (const svc of ['hist-ingest', 'hist-query', 'hist-compactor'])
    add('historian', svc, `${REG}/historian/${svc}:${version()}`, [['RETENTION_DAYS', '400']], 9090, '/ready');
  add(
    'ingress-nginx',
    'ingress-nginx-controller',
    'registry.k8s.io/ingress-nginx/controller:v1.12.1',
    [['POD_NAMESPACE', 'ingress-nginx']],
    10254,
    '/healthz',
  );
  for (const svc of ['jis-calloff-sender', 'jis-asn-receiver', 'jis-rack-tracker'])
    add('jis', svc, `${REG}/jis/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['EDI_PARTNERS', 'LQS,FVI,PXP,RWA'],
    ]);
  add('kube-system', 'coredns', 'registry.k8s.io/coredns/coredns:v1.11.3', [], 8080, '/health');
  add('kube-system', 'metrics-server', 'registry.k8s.io/metrics-server/metrics-server:v0.7.2', [], 10250, '/livez');
  for (const [svc, image, port] of [
    ['alertmanager-relay', `${REG}/ops/alertmanager-relay:1.4.0`, 8080],
    ['blackbox-exporter', 'quay.io/prometheus/blackbox-exporter:v0.25.0', 9115],
    ['grafana', 'docker.io/grafana/grafana:11.3.1', 3000],
    ['kube-state-metrics', 'registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.14.0', 8080],
    ['loki-gateway', 'docker.io/nginxinc/nginx-unprivileged:1.27-alpine', 8080],
    ['prometheus-operator', 'quay.io/prometheus-operator/prometheus-operator:v0.78.2', 8080],
  ] as const)
    add('monitoring', svc, image, [], port, '/healthz');
  for (const svc of ['defect-capture', 'cpa-audit', 'spc-engine', 'gauge-sync'])
    add('quality', svc, `${REG}/quality/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['DB_URL', 'jdbc:postgresql://ksf-pgqa01.corvane.local:5432/quality'],
    ]);
  for (const svc of ['claims-api', 'claims-ui', 'parts-return-tracker'])
    add('warranty', svc, `${REG}/warranty/${svc}:${version()}`, [['REGION', 'GB']]);
  for (const svc of ['kanban-svc', 'tugger-dispatch', 'lineside-replenish'])
    add('wms-lineside', svc, `${REG}/wms/${svc}:${version()}`, [
      ['PLANT', 'KSF'],
      ['KAFKA_BOOTSTRAP', kafka],
    ]);
  deploys.sort((a, b) => (a.ns === b.ns ? (a.name < b.name ? -1 : 1) : a.ns < b.ns ? -1 : 1));
  const ts = (t: number) => `"${isoZ(t)}"`;
  const probeBlock = (d: Deploy, kind: string) => [
    `          ${kind}:`,
    '            failureThreshold: 3',
    '            httpGet:',
    `              path: ${d.health}${d.health === '/actuator/health' ? (kind === 'livenessProbe' ? '/liveness' : '/readiness') : ''}`,
    `              port: ${d.port}`,
    '              scheme: HTTP',
    `            initialDelaySeconds: ${kind === 'livenessProbe' ? 30 : 10}`,
    '            periodSeconds: 10',
    '            successThreshold: 1',
    '            timeoutSeconds: 1',
  ];
  const item = (d: Deploy) => {
    const replicas = d.ns.endsWith('staging') ? 1 : oneOf(random, [1, 2, 2, 3]);
    const generation = between(random, 2, 60);
    const created = T(1) - between(random, 20, 300) * DAY + pick(random, DAY);
    const updated = T(19) - between(random, 1, 40) * DAY + pick(random, DAY);
    const instance = d.ns.startsWith('mes-') ? d.ns : d.name;
    const rs = `${d.name}-${hex(random, 10)}`;
    return [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      deployment.kubernetes.io/revision: "${between(random, 1, generation)}"`,
      `      meta.helm.sh/release-name: ${instance}`,
      `      meta.helm.sh/release-namespace: ${d.ns}`,
      `    creationTimestamp: ${ts(created)}`,
      `    generation: ${generation}`,
      '    labels:',
      `      app.kubernetes.io/instance: ${instance}`,
      '      app.kubernetes.io/managed-by: Helm',
      `      app.kubernetes.io/name: ${d.name}`,
      `      helm.sh/chart: ${d.ns.startsWith('mes-fa') ? 'mes-line' : d.name}-${between(random, 0, 3)}.${between(random, 0, 40)}.${between(random, 0, 9)}`,
      `    name: ${d.name}`,
      `    namespace: ${d.ns}`,
      `    resourceVersion: "${between(random, 100_000_000, 499_999_999)}"`,
      `    uid: ${uuid(random)}`,
      '  spec:',
      '    progressDeadlineSeconds: 600',
      `    replicas: ${replicas}`,
      '    revisionHistoryLimit: 10',
      '    selector:',
      '      matchLabels:',
      `        app.kubernetes.io/instance: ${instance}`,
      `        app.kubernetes.io/name: ${d.name}`,
      '    strategy:',
      '      rollingUpdate:',
      '        maxSurge: 25%',
      '        maxUnavailable: 25%',
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      ...(random() < 0.4
        ? ['        annotations:', `          kubectl.kubernetes.io/restartedAt: ${ts(updated - between(random, 0, 9) * DAY)}`]
        : []),
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${instance}`,
      `          app.kubernetes.io/name: ${d.name}`,
      '      spec:',
      '        containers:',
      ...(d.env.length
        ? [
            '        - env:',
            ...d.env.flatMap(([k, v]) => [
              `          - name: ${k}`,
              `            value: ${/^[\w./:,-]+$/.test(v) && !/^(true|false|\d+)$/.test(v) ? v : `"${v}"`}`,
            ]),
          ]
        : []),
      `${d.env.length ? '          ' : '        - '}image: ${d.image}`,
      '          imagePullPolicy: IfNotPresent',
      ...probeBlock(d, 'livenessProbe'),
      `          name: ${d.name}`,
      '          ports:',
      `          - containerPort: ${d.port}`,
      `            name: ${d.port === 8080 || d.port === 3000 ? 'http' : 'metrics'}`,
      '            protocol: TCP',
      ...probeBlock(d, 'readinessProbe'),
      '          resources:',
      '            limits:',
      `              cpu: "${oneOf(random, ['1', '2', '500m'])}"`,
      `              memory: ${oneOf(random, ['512Mi', '1Gi', '2Gi'])}`,
      '            requests:',
      `              cpu: ${oneOf(random, ['100m', '250m', '200m'])}`,
      `              memory: ${oneOf(random, ['256Mi', '512Mi'])}`,
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
      '        dnsPolicy: ClusterFirst',
      ...(d.image.startsWith(REG) ? ['        imagePullSecrets:', '        - name: ksf-registry'] : []),
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      '        securityContext: {}',
      '        terminationGracePeriodSeconds: 30',
      '  status:',
      `    availableReplicas: ${replicas}`,
      '    conditions:',
      `    - lastTransitionTime: ${ts(updated - between(random, 0, 3) * HOUR)}`,
      `      lastUpdateTime: ${ts(updated - between(random, 0, 3) * HOUR)}`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    - lastTransitionTime: ${ts(created)}`,
      `      lastUpdateTime: ${ts(updated)}`,
      `      message: ReplicaSet "${rs}" has successfully progressed.`,
      '      reason: NewReplicaSetAvailable',
      '      status: "True"',
      '      type: Progressing',
      `    observedGeneration: ${generation}`,
      `    readyReplicas: ${replicas}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    ];
  };
  const output = `${['apiVersion: v1', 'items:', ...deploys.flatMap(item), 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const needle = `image: ${REG}/mes/seq-broadcaster:4.17.3`;
  const ask =
    "Someone reckons final assembly line 2's sequence broadcaster never got last week's upgrade. Which version is it actually running in production right now?";
  return probe('round 46: kubectl deployments yaml', ask, 'run_shell', output, 'version', needle);
}

/** The JIS call-off sender's Spring Boot log since yesterday afternoon; the root cause under the night's seat call-off failure. */
function jisSenderLog(): EconomicsTask {
  const random = seededRandom(46_005);
  const SUPPLIERS = [
    ['LQS', 'Lindqvist Seating', 'https://edi.lindqvist-seating.com/jis/v2/calloff'],
    ['FVI', 'Ferrovia Interiors', 'https://b2b.ferrovia-interiors.eu/api/jis/calloffs'],
    ['PXP', 'Plaxton Polymers', 'https://jis.plaxtonpolymers.co.uk/inbound/calloff'],
    ['RWA', 'Rimwell Assemblies', 'https://api.rimwell.co.uk/v1/sequence/calloffs'],
  ] as const;
  const logger = (name: string) => name.padEnd(40).slice(0, 40);
  const events: { t: number; lines: string[] }[] = [];
  const log = (t: number, level: string, thread: string, name: string, message: string, trace: string[] = []) =>
    events.push({
      t,
      lines: [
        `${new Date(t).toISOString()} ${level.padStart(5)} 1 --- [jis-calloff-sender] [${thread.padStart(15).slice(-15)}] ${logger(name)} : ${message}`,
        ...trace,
      ],
    });
  const SENDER = 'c.c.mes.jis.outbound.JisSender';
  const start = T(18, 14, 0);
  const end = T(19, 9, 0);
  /** Batch numbers go out in time order: a placeholder now, the number once the lines are sorted. */
  let keys = 0;
  const batchKey = () => `\u27e6${keys++}\u27e7`;
  // Times no sends to Lindqvist happen: the circuit is open.
  const lqsOpen = (t: number) => t >= T(19, 2, 14, 7) && t < T(19, 2, 24, 30);
  for (const [code, , url] of SUPPLIERS) {
    const seq: Record<string, number> = { FA1: 41_310, FA2: 28_020 };
    for (let slot = start + pick(random, 60) * SECOND; slot < end; slot += between(random, 70, 110) * SECOND) {
      const t = slot + pick(random, 1_000);
      if (code === 'LQS' && lqsOpen(t)) {
        log(
          t,
          'INFO',
          `jis-sender-${between(random, 1, 4)}`,
          SENDER,
          `Holding call-off batch ${batchKey()} for LQS: circuit OPEN, ${between(random, 6, 16)} calls parked`,
        );
        continue;
      }
      const line = random() < 0.55 ? 'FA1' : 'FA2';
      const n = between(random, 4, 16);
      const from = seq[line]!;
      seq[line] = from + n;
      const ms = between(random, 90, 420);
      log(
        t,
        'INFO',
        `jis-sender-${between(random, 1, 4)}`,
        SENDER,
        `Sent call-off batch ${batchKey()} to ${code}: ${n} calls (${line} seq ${from}-${from + n - 1}), HTTP 202 in ${ms} ms`,
      );
      if (random() < 0.02)
        log(
          t + ms,
          'WARN',
          `jis-sender-${between(random, 1, 4)}`,
          SENDER,
          `Slow acknowledgement from ${code} (${between(random, 2_100, 4_900)} ms) for ${url}`,
        );
    }
  }
  let body = 831_870;
  for (let t = start; t < end; t += between(random, 55, 75) * SECOND) {
    const line = random() < 0.5 ? 'FA1' : 'FA2';
    log(
      t + pick(random, 1_000),
      'INFO',
      `kafka-broadcast-${between(random, 0, 2)}`,
      'c.c.mes.jis.seq.BroadcastListener',
      `Received broadcast ${line} body ${String(body++).padStart(7, '0')} (${line === 'FA1' ? oneOf(random, ['ASTER', 'CELAN']) : oneOf(random, ['BRIO', 'ASTER'])}), partition ${between(random, 0, 5)} offset ${between(random, 3_000_000, 3_999_999)}`,
    );
  }
  for (let t = start; t < end; t += 5 * MINUTE)
    log(
      t + between(random, 0, 900),
      'INFO',
      'scheduling-1',
      'c.c.mes.jis.outbound.ParkedBatchJanitor',
      `Parked batches: ${t > T(19, 2, 14) && t < T(19, 2, 25) ? between(random, 3, 9) : 0}, oldest ${t > T(19, 2, 14) && t < T(19, 2, 25) ? `${between(random, 60, 500)} s` : '-'}`,
    );
  for (let t = start; t < end; t += 30 * MINUTE)
    log(
      t + between(random, 0, 20_000),
      'INFO',
      'HikariPool-1 housekeeper',
      'com.zaxxer.hikari.pool.HikariPool',
      `HikariPool-1 - Pool stats (total=10, active=${between(random, 0, 3)}, idle=${between(random, 7, 10)}, waiting=0)`,
    );
  const frames = (top: string, extra: number) =>
    [
      `\tat com.corvane.mes.jis.outbound.JisSender.${top}(JisSender.java:${between(random, 200, 260)})`,
      `\tat com.corvane.mes.jis.outbound.JisSender.sendWithRetry(JisSender.java:${between(random, 160, 199)})`,
      '\tat com.corvane.mes.jis.outbound.JisSender.lambda$flush$3(JisSender.java:142)',
      '\tat java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)',
      '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
      '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    ].slice(0, 4 + extra);
  const failure = (t: number, code: string, url: string, cause: string, causeFrames: string[]) => {
    const b = batchKey();
    const thread = `jis-sender-${between(random, 1, 4)}`;
    for (let attempt = 1; attempt <= 2; attempt++)
      log(
        t - (3 - attempt) * 2_000 - between(random, 0, 400),
        'WARN',
        thread,
        SENDER,
        `Call-off batch ${b} to ${code}: attempt ${attempt}/3 failed, retrying in 2000 ms`,
      );
    log(t, 'ERROR', thread, SENDER, `Call-off batch ${b} to ${code} failed after 3 attempts, parking batch`, [
      `com.corvane.mes.jis.outbound.JisTransmitException: POST ${url} failed for batch ${b}`,
      ...frames('post', 3),
      cause,
      ...causeFrames,
      `\t... ${between(random, 6, 9)} common frames omitted`,
    ]);
    return b;
  };
  const httpFrames = [
    '\tat org.springframework.web.client.RestClient$DefaultRequestBodyUriSpec.exchangeInternal(RestClient.java:561)',
    '\tat org.springframework.web.client.RestClient$DefaultRequestBodyUriSpec.retrieve(RestClient.java:514)',
    `\tat com.corvane.mes.jis.outbound.JisSender.post(JisSender.java:${between(random, 200, 260)})`,
  ];
  const [lqs, fvi, pxp, rwa] = SUPPLIERS;
  failure(
    T(18, 15, 22, 41),
    lqs[0],
    lqs[2],
    `Caused by: org.apache.hc.client5.http.HttpHostConnectException: Connect to ${lqs[2].split('/').slice(0, 3).join('/')}:443 [edi.lindqvist-seating.com/185.42.118.20] failed: Connection refused`,
    [
      '\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)',
      '\tat org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect(DefaultHttpClientConnectionOperator.java:158)',
      ...httpFrames,
    ],
  );
  failure(T(18, 17, 48, 3), pxp[0], pxp[2], 'Caused by: java.net.SocketTimeoutException: Read timed out', [
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
    ...httpFrames,
  ]);
  failure(
    T(18, 21, 5, 30),
    rwa[0],
    rwa[2],
    'Caused by: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"sequence gap","expected":28411,"got":28413}"',
    [
      '\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)',
      '\tat org.springframework.web.client.StatusHandler.lambda$defaultHandler$3(StatusHandler.java:89)',
      ...httpFrames,
    ],
  );
  failure(T(19, 1, 58, 12), fvi[0], fvi[2], 'Caused by: java.net.SocketTimeoutException: Connect timed out', [
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:546)',
    '\tat org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect(DefaultHttpClientConnectionOperator.java:158)',
    ...httpFrames,
  ]);
  failure(
    T(19, 2, 6, 44),
    pxp[0],
    pxp[2],
    'Caused by: org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: "rate limit 120/min exceeded"',
    [
      '\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:137)',
      '\tat org.springframework.web.client.StatusHandler.lambda$defaultHandler$3(StatusHandler.java:89)',
      ...httpFrames,
    ],
  );
  const needle = 'Caused by: java.net.UnknownHostException: edi.lindqvist-seating.com: Temporary failure in name resolution';
  const parked = failure(T(19, 2, 14, 7), lqs[0], lqs[2], needle, [
    '\tat java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)',
    '\tat java.base/java.net.InetAddress$PlatformResolver.lookupByName(InetAddress.java:1211)',
    '\tat org.apache.hc.client5.http.SystemDefaultDnsResolver.resolve(SystemDefaultDnsResolver.java:44)',
    ...httpFrames,
  ]);
  log(
    T(19, 2, 14, 7) + 12,
    'WARN',
    'jis-sender-2',
    'c.c.mes.jis.outbound.SupplierCircuit',
    `Circuit LQS OPEN after 3 consecutive failures (batch ${parked}); holding call-offs for 600 s`,
  );
  log(T(19, 2, 24, 8), 'INFO', 'jis-sender-2', 'c.c.mes.jis.outbound.SupplierCircuit', 'Circuit LQS HALF_OPEN, sending probe batch');
  log(
    T(19, 2, 24, 30),
    'INFO',
    'jis-sender-2',
    'c.c.mes.jis.outbound.SupplierCircuit',
    `Circuit LQS CLOSED, resending ${between(random, 8, 11)} parked batches starting ${parked}`,
  );
  events.sort((a, b) => a.t - b.t);
  const numbers = new Map<string, number>();
  const output = `${events
    .flatMap((e) => e.lines)
    .join('\n')
    .replace(/\u27e6\d+\u27e7/g, (key) => {
      if (!numbers.has(key)) numbers.set(key, 87_640 + numbers.size);
      return String(numbers.get(key));
    })}\n`;
  const ask =
    "No seat call-offs went out to Lindqvist for ten minutes or so just after two this morning. What does the sender's log say was the underlying cause?";
  return probe('round 46: jis sender log with stack traces', ask, 'read_file', output, 'cause', needle);
}

/** A month of customer product audits, one block per car; one Aster's worst finding, a few lines under its VIN. */
function productAuditReport(): EconomicsTask {
  const random = seededRandom(46_006);
  type Finding = readonly [string, string, () => string];
  const FINDINGS: readonly Finding[] = [
    ['B', 'Closures', () => `Gap RH front door to B-pillar ${(5.4 + random() * 0.5).toFixed(1)} mm, spec 4.5 +/- 0.8`],
    [
      'B',
      'Electrical',
      () => `Rear camera image ${oneOf(random, ['flickers', 'freezes'])} on reverse engagement, ${between(random, 1, 3)} of 5 tries`,
    ],
    [
      'B',
      'Water',
      () =>
        `Water ingress ${oneOf(random, ['LH rear footwell', 'boot floor RH', 'RH A-pillar trim'])} after ${between(random, 4, 8)} min shower`,
    ],
    ['B', 'Chassis', () => `Steering wheel off-centre ${between(random, 4, 7)} deg LH on straight road`],
    [
      'C',
      'Paint',
      () =>
        `Dirt inclusion ${oneOf(random, ['bonnet centre', 'roof LH', 'tailgate upper', 'RH front wing'])} ${(0.2 + random() * 0.5).toFixed(1)} mm`,
    ],
    [
      'C',
      'Paint',
      () =>
        `Orange peel ${oneOf(random, ['LH rear door', 'bonnet', 'roof'])} below appearance standard (wave scan LW ${between(random, 9, 14)})`,
    ],
    [
      'C',
      'Closures',
      () => `Flush ${oneOf(random, ['LH', 'RH'])} rear door to quarter ${(-1.1 - random() * 0.6).toFixed(1)} mm, spec 0.0 +/- 1.0`,
    ],
    [
      'C',
      'Trim',
      () =>
        `${oneOf(random, ['Headliner', 'Door card LH', 'Door card RH', 'Parcel shelf'])} clip not seated, visible gap ${between(random, 2, 5)} mm`,
    ],
    [
      'C',
      'Wind noise',
      () => `Wind noise ${oneOf(random, ['LH mirror', 'RH door top', 'sunroof front seal'])} above ${between(random, 80, 110)} km/h`,
    ],
    [
      'D',
      'Interior',
      () => `${oneOf(random, ['Glovebox lid', 'Centre console lid', 'Rear seat belt buckle', 'Parcel shelf'])} rattle on rough road`,
    ],
    ['D', 'Paint', () => `Polish mark ${oneOf(random, ['tailgate', 'bonnet', 'LH sill', 'RH rear wing'])} visible under booth light`],
    ['D', 'Trim', () => `Protective film residue ${oneOf(random, ['B-pillar LH', 'B-pillar RH', 'roof rail'])}`],
    ['D', 'Labels', () => `Tyre pressure label ${oneOf(random, ['skewed', 'creased'])} on ${oneOf(random, ['LH', 'RH'])} B-pillar`],
    ['D', 'Electrical', () => `Clock not set to local time at delivery mode exit`],
  ];
  const WEIGHT: Readonly<Record<string, number>> = { A: 100, B: 40, C: 10, D: 2 };
  const AUDITORS = Array.from({ length: 8 }, () => `${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`);
  const rule = '-'.repeat(96);
  const block = (
    no: string,
    model: Model,
    variantText: string,
    vinText: string,
    body: string,
    line: string,
    paint: Pair,
    built: number,
    audited: number,
    findings: readonly (readonly [string, string, string])[],
  ) => {
    const counts = ['A', 'B', 'C', 'D'].map((c) => findings.filter(([k]) => k === c).length);
    const score = findings.reduce((s, [k]) => s + WEIGHT[k]!, 0);
    return [
      rule,
      `${no}  ${`${model} ${variantText}`.padEnd(26)} VIN ${vinText}   Body ${body}   Line ${line}`,
      `  Colour    ${`${paint[0]} ${paint[1]}`.padEnd(22)} Built    ${stamp(built).slice(0, 16)}    Audited  ${stamp(audited).slice(0, 16)}`,
      `  Auditor   ${oneOf(random, AUDITORS).padEnd(22)} Route    ${oneOf(random, ['Static only', 'Static + road 12 km', 'Static + road 12 km + shower'])}`,
      `  Demerits  ${score}  (A ${counts[0]} / B ${counts[1]} / C ${counts[2]} / D ${counts[3]})`,
      findings.length ? '  Findings' : '  Findings  none',
      ...findings.map(([k, zone, text]) => `    ${k}  ${zone.padEnd(11)} ${text}`),
    ];
  };
  const targetText = 'Gap RH front door to B-pillar 6.3 mm, spec 4.5 +/- 0.8';
  const lines: string[] = [];
  let serial = 101_200;
  let body = 812_900;
  let n = 0;
  let needle = '';
  for (let d = 19; d <= 49; d++) {
    // 19 October to 18 November.
    const date = Date.UTC(2026, 9, d);
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0) continue;
    const perDay = weekday === 6 ? between(random, 8, 14) : between(random, 42, 58);
    const times = Array.from({ length: perDay }, () => date + (7 * 60 + pick(random, 14 * 60)) * MINUTE).sort((a, b) => a - b);
    times.forEach((audited, k) => {
      n++;
      serial += between(random, 20, 40);
      if (serial === 118_204) serial++;
      body += between(random, 20, 40);
      const isTarget = d === 34 && k === Math.floor(perDay / 2);
      const model: Model = isTarget ? 'ASTER' : oneOf(random, ['ASTER', 'ASTER', 'BRIO', 'BRIO', 'CELAN']);
      const line = model === 'BRIO' ? 'FA2' : model === 'CELAN' ? 'FA1' : oneOf(random, ['FA1', 'FA2']);
      const findings: (readonly [string, string, string])[] = [];
      if (isTarget) {
        findings.push(
          ['B', 'Closures', targetText],
          ['C', 'Paint', 'Dirt inclusion bonnet centre 0.4 mm'],
          ['D', 'Interior', 'Glovebox lid rattle on rough road'],
          ['D', 'Labels', 'Tyre pressure label skewed on RH B-pillar'],
        );
      } else {
        const count = oneOf(random, [0, 1, 1, 2, 2, 3, 3, 4, 5]);
        for (let f = 0; f < count; f++) {
          const [k, zone, text] = oneOf(random, FINDINGS);
          if (k === 'B' && random() < 0.6) continue;
          findings.push([k, zone, text()]);
        }
        if (random() < 0.01)
          findings.push([
            'A',
            'Safety',
            `${oneOf(random, ['Seat belt LH rear', 'Child seat anchor RH'])} torque not recorded, bolt found loose`,
          ]);
        findings.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      }
      const v = isTarget ? 'SCVA3K4C7TK118204' : vin(random, model, serial);
      const built = audited - between(random, 8, 30) * HOUR;
      lines.push(
        ...block(
          `AUD-${iso(audited).slice(2, 10).replace(/-/g, '')}${String(k + 1).padStart(4, '0')}`,
          model,
          isTarget ? '2.0T AWD Summit' : oneOf(random, VARIANTS[model]),
          v,
          String(body).padStart(7, '0'),
          line,
          isTarget ? PAINTS[0]! : oneOf(random, PAINTS),
          built,
          audited,
          findings,
        ),
      );
      if (isTarget) needle = `B  Closures    ${targetText}`;
    });
  }
  const header = [
    'CORVANE MOTORS  KESSINGFORD ASSEMBLY  -  CUSTOMER PRODUCT AUDIT (CPA) DETAIL',
    `Period 2026-10-19 .. 2026-11-18    Vehicles audited: ${n}    Generated 2026-11-19 06:05 by qa-reports (cpa-audit 2.7.0)`,
    'Demerit weights: A = 100 (stop ship)   B = 40   C = 10   D = 2        Target: <= 45 demerits per vehicle',
  ];
  const output = `${[...header, ...lines, rule, `End of report: ${n} vehicles`].join('\n')}\n`;
  const ask =
    "Sales want to use the white Aster whose VIN ends 118204 as a press car, but I've heard it got marked down when it went through audit. What was the most serious thing the auditors found on it?";
  return probe('round 46: product audit report', ask, 'run_shell', output, 'finding', needle);
}

/** The warranty claims export for the last quarter as CSV; a Bristol dealer's claim for a Celan's charge port door. */
function warrantyClaimsCsv(): EconomicsTask {
  const random = seededRandom(46_007);
  /** Labour op, causal part, part description, complaint, cause, correction, parts cost range, hours. */
  type Issue = readonly [string, string, string, string, string, string, number, number, number];
  const COMMON: readonly Issue[] = [
    [
      '82-110-04',
      '7710-4410',
      'SWITCH ASSY WINDOW LIFT DRV',
      'CUSTOMER STATES DRIVER WINDOW WILL NOT CLOSE IN AUTO',
      'SWITCH INTERNAL CONTACT FAULT',
      'REPLACED WINDOW SWITCH PACK, INITIALISED',
      38,
      62,
      0.6,
    ],
    [
      '86-400-01',
      '8640-1120',
      'MODULE HEAD UNIT',
      'INFOTAINMENT SCREEN REBOOTS WHILE DRIVING',
      'HEAD UNIT SW FAULT NOT CLEARED BY UPDATE',
      'REPLACED HEAD UNIT, CODED, SW TO 26.3.2',
      610,
      880,
      1.4,
    ],
    [
      '51-220-10',
      '5122-0310',
      'SEAL DOOR OUTER BELT RH FRT',
      'WIND NOISE FROM PASSENGER DOOR AT SPEED',
      'BELT SEAL NOT FULLY SEATED FROM FACTORY',
      'REFITTED BELT SEAL, ROAD TESTED OK',
      18,
      26,
      0.8,
    ],
    [
      '64-100-02',
      '6410-0051',
      'COMPRESSOR A/C',
      'AIR CON BLOWING WARM',
      'COMPRESSOR CLUTCH COIL OPEN CIRCUIT',
      'REPLACED COMPRESSOR, EVAC AND RECHARGE',
      390,
      520,
      2.9,
    ],
    [
      '61-350-01',
      '6135-0702',
      'SENSOR PARK DIST RR CTR',
      'PARKING SENSORS BEEP CONSTANTLY WITH NOTHING BEHIND',
      'SENSOR WATER INGRESS',
      'REPLACED REAR CENTRE PDC SENSOR, PAINTED',
      44,
      71,
      1.1,
    ],
    [
      '41-010-06',
      '4101-2290',
      'CALIPER BRAKE FRT LH',
      'GRINDING NOISE FROM FRONT LEFT WHEN BRAKING',
      'CALIPER SLIDE PIN SEIZED',
      'REPLACED CALIPER, BLED SYSTEM',
      140,
      188,
      1.2,
    ],
    [
      '51-610-03',
      '5161-0440',
      'ACTUATOR TAILGATE LATCH',
      'TAILGATE DOES NOT OPEN FROM KEY FOB',
      'LATCH ACTUATOR MOTOR INTERMITTENT',
      'REPLACED TAILGATE LATCH ASSY',
      96,
      132,
      0.9,
    ],
    [
      '88-020-01',
      '8802-0011',
      'BATTERY 12V AGM',
      'VEHICLE WILL NOT START AFTER STANDING OVERNIGHT',
      'BATTERY FAILED LOAD TEST, NO PARASITIC DRAIN FOUND',
      'REPLACED 12V BATTERY, REGISTERED TO BMS',
      150,
      190,
      0.5,
    ],
  ];
  const BY_MODEL: Readonly<Record<Model, readonly Issue[]>> = {
    ASTER: [
      [
        '21-300-02',
        '2130-0880',
        'PUMP HIGH PRESSURE FUEL',
        'ENGINE MANAGEMENT LIGHT ON, LOSS OF POWER',
        'HPFP PRESSURE BELOW SPEC P0087 STORED',
        'REPLACED HIGH PRESSURE FUEL PUMP',
        420,
        540,
        2.2,
      ],
      [
        '27-110-01',
        '2711-0505',
        'MECHATRONIC UNIT DCT',
        'HARSH ENGAGEMENT 1ST TO 2ND',
        'MECHATRONIC CLUTCH ADAPTION OUT OF RANGE',
        'REPLACED MECHATRONIC UNIT, ADAPTIONS RUN',
        1_180,
        1_420,
        3.4,
      ],
      [
        '17-020-04',
        '1702-0119',
        'THERMOSTAT HOUSING',
        'COOLANT LEVEL WARNING, PINK CRUST ON HOUSING',
        'HOUSING SEEPING AT JOINT',
        'REPLACED THERMOSTAT HOUSING, REFILLED',
        88,
        120,
        1.8,
      ],
    ],
    BRIO: [
      [
        '11-300-07',
        '1130-0733',
        'COIL IGNITION CYL 2',
        'ENGINE MISFIRE AT IDLE',
        'COIL 2 BREAKDOWN P0302',
        'REPLACED IGNITION COIL CYL 2',
        34,
        48,
        0.4,
      ],
      [
        '32-400-01',
        '3240-0021',
        'RACK STEERING',
        'KNOCKING FROM STEERING OVER BUMPS',
        'INNER RACK BUSH WORN',
        'REPLACED STEERING RACK, ALIGNED',
        360,
        470,
        2.6,
      ],
    ],
    CELAN: [
      [
        '93-010-01',
        '9301-0412',
        'CHARGER ON-BOARD 11KW',
        'VEHICLE WILL NOT AC CHARGE, DC CHARGING OK',
        'OBC INTERNAL FAULT P0D0A',
        'REPLACED ON-BOARD CHARGER, SW UPDATED',
        1_450,
        1_690,
        3.1,
      ],
      [
        '93-220-03',
        '9322-0160',
        'ACTUATOR CHARGE PORT DOOR',
        'CHARGE PORT DOOR DOES NOT RELEASE, UNABLE TO CHARGE VEHICLE',
        'ACTUATOR MOTOR SEIZED',
        'REPLACED CHARGE PORT DOOR ACTUATOR',
        58,
        84,
        0.7,
      ],
      [
        '93-230-01',
        '9323-0088',
        'LOCK CHARGE CABLE INLET',
        'CHARGE CABLE STAYS LOCKED IN AFTER CHARGING',
        'INLET LOCK PIN STICKING',
        'REPLACED INLET LOCK ACTUATOR',
        64,
        90,
        0.8,
      ],
      [
        '94-100-02',
        '9410-0277',
        'PUMP HEAT',
        'CABIN SLOW TO HEAT IN COLD WEATHER',
        'HEAT PUMP EXPANSION VALVE STUCK',
        'REPLACED EXPANSION VALVE, EVAC AND RECHARGE',
        210,
        290,
        3.0,
      ],
      [
        '91-500-01',
        '9150-0050',
        'CONTROLLER BATTERY MGMT',
        'RANGE DROPS SUDDENLY BELOW 20 PERCENT',
        'BMS CELL BALANCE FAULT',
        'BMS SW REFLASH TO 4.12, BALANCE CYCLE',
        0,
        0,
        1.5,
      ],
    ],
  };
  const STATUSES: readonly (readonly [string, readonly string[]])[] = [
    ['PAID', ['']],
    ['PAID', ['']],
    ['PAID', ['']],
    ['PAID', ['']],
    ['APPROVED', ['Payment run 2026-11-27']],
    ['SUBMITTED', ['']],
    ['UNDER_REVIEW', ['Technical review by product engineering', 'Sample selected for audit']],
    [
      'RETURNED',
      [
        'Labour time exceeds SRT - resubmit with justification',
        'Repair order copy missing customer signature',
        'Diagnostic session log not attached',
      ],
    ],
    ['REJECTED', ['Outside warranty period', 'Damage caused by external impact - not a warranty defect', 'Duplicate of earlier claim']],
  ];
  const header =
    'claim_no,claim_date,dealer_code,dealer_name,dealer_city,vin,model,build_date,repair_date,odometer_km,labour_op,causal_part_no,causal_part_desc,complaint,cause,correction,parts_gbp,labour_hrs,labour_gbp,total_gbp,status,status_note';
  const bristol = DEALERS.find(([code]) => code === 'GB-1187')!;
  const bath = DEALERS.find(([code]) => code === 'GB-1190')!;
  const chargeDoor = BY_MODEL.CELAN[1]!;
  const obc = BY_MODEL.CELAN[0]!;
  const row = (repair: number, dealer: Dealer, model: Model, issue: Issue, status: readonly [string, string]) => {
    const claimed = repair + between(random, 0, 6) * DAY;
    const [op, partNo, partDesc, complaint, cause, correction, lo, hi, hours] = issue;
    const parts = lo + random() * (hi - lo);
    const labour = hours * 118;
    return {
      t: claimed,
      cells: [
        'WC-#',
        iso(claimed).slice(0, 10),
        dealer[0],
        dealer[1],
        dealer[2],
        vin(random, model, between(random, 20_000, 118_000)),
        model,
        iso(repair - between(random, 40, 420) * DAY).slice(0, 10),
        iso(repair).slice(0, 10),
        String(between(random, 250, 41_000)),
        op,
        partNo,
        partDesc,
        complaint,
        cause,
        correction,
        parts.toFixed(2),
        hours.toFixed(1),
        labour.toFixed(2),
        (parts + labour).toFixed(2),
        status[0],
        status[1],
      ],
    };
  };
  const rows: { t: number; cells: string[] }[] = [];
  const start = T(19) - 92 * DAY;
  for (let i = 0; i < 3_300; i++) {
    const repair = start + pick(random, 88) * DAY;
    const dealer = oneOf(random, DEALERS);
    const model: Model = oneOf(random, ['ASTER', 'ASTER', 'BRIO', 'CELAN', 'CELAN']);
    let issue = random() < 0.45 ? oneOf(random, COMMON) : oneOf(random, BY_MODEL[model]);
    // Bristol's only charge port door claims are the planted ones.
    if (dealer === bristol && issue === chargeDoor) issue = COMMON[0]!;
    const [code, notes] = oneOf(random, STATUSES);
    rows.push(row(repair, dealer, model, issue, [code, oneOf(random, notes)]));
  }
  const target = row(T(19) - 36 * DAY, bristol, 'CELAN', chargeDoor, [
    'PART_RETURN_OVERDUE',
    'Payment held: failed part not received at Kessingford returns centre - send part with tag WRT-558120',
  ]);
  rows.push(target);
  rows.push(row(T(19) - 84 * DAY, bristol, 'CELAN', chargeDoor, ['PAID', '']));
  rows.push(row(T(19) - 27 * DAY, bath, 'CELAN', chargeDoor, ['RETURNED', 'Labour time exceeds SRT - resubmit with justification']));
  rows.push(row(T(19) - 22 * DAY, bristol, 'CELAN', obc, ['UNDER_REVIEW', 'Technical review by product engineering']));
  rows.push(row(T(19) - 25 * DAY, bristol, 'ASTER', COMMON[6]!, ['SUBMITTED', '']));
  rows.sort((a, b) => a.t - b.t);
  let claim = 418_200;
  for (const r of rows) r.cells[0] = `WC-26-${(claim += between(random, 1, 3))}`;
  const needle = target.cells.map(csv).join(',');
  const output = `${[header, ...rows.map((r) => r.cells.map(csv).join(','))].join('\n')}\n`;
  const ask =
    "I've had Avonbridge in Bristol on the phone, not happy. A few weeks ago they fixed one of the electric Celans because the little flap over the charging socket wouldn't pop open, and they say they still haven't been paid for the job. What's holding their claim up?";
  return probe('round 46: warranty claims csv, preamble and paraphrase', ask, 'run_shell', output, 'claim', needle);
}

/** The on-call tool's event log for the plant's teams since last Sunday week; who took the oven controller page on Sunday night. */
function onCallLog(): EconomicsTask {
  const random = seededRandom(46_008);
  /** Service, its L1 schedule, and the alerts it raises. */
  type Service = readonly [string, string, readonly (() => string)[]];
  const ip = () => `10.64.${between(random, 10, 40)}.${between(random, 2, 250)}`;
  const SERVICES: readonly Service[] = [
    [
      'ksf-paint-controls',
      'paint-shop-primary',
      [
        () => `PS-OVEN${between(random, 1, 4)} zone ${between(random, 1, 6)} temperature deviation ${between(random, 6, 14)} K for 5 min`,
        () => `PS-TC${between(random, 1, 2)} booth humidity ${between(random, 72, 80)}% RH above band`,
        () => `PS-PT${between(random, 1, 8)} bath conductivity high`,
        () => `Brush table sync to R${between(random, 11, 48)} timed out`,
      ],
    ],
    [
      'ksf-body-robots',
      'body-shop-primary',
      [
        () => `BS${between(random, 1, 2)}-${String(between(random, 1, 32) * 10).padStart(3, '0')} robot backup job overdue`,
        () => `Weld data collector lag ${between(random, 4, 30)} min on BS${between(random, 1, 2)}`,
        () => `BS${between(random, 1, 2)} geo station CMM export missing`,
      ],
    ],
    [
      'ksf-fa1-line',
      'final-assembly-primary',
      [
        () => `FA1 sequence gap detected at seq ${between(random, 40_000, 42_999)}`,
        () => `FA1-${String(between(random, 1, 40) * 10).padStart(3, '0')} station PC unreachable`,
        () => `FA1 torque collector backlog ${between(random, 200, 3_000)} results`,
      ],
    ],
    [
      'ksf-fa2-line',
      'final-assembly-primary',
      [
        () => `FA2 sequence gap detected at seq ${between(random, 27_000, 28_999)}`,
        () => `FA2-${String(between(random, 1, 40) * 10).padStart(3, '0')} pick-to-light controller offline`,
        () => `FA2 label printer LP-${pad2(between(random, 1, 18))} queue stuck`,
      ],
    ],
    [
      'ksf-mes-core',
      'mes-primary',
      [
        () => `mes-api p95 latency ${between(random, 900, 4_000)} ms`,
        () => `Kafka consumer lag ${between(random, 5_000, 90_000)} on broadcast topic`,
        () => 'pgmes01 replication lag > 60 s',
      ],
    ],
    [
      'ksf-jis-edi',
      'mes-primary',
      [
        () => `JIS call-offs parked for ${oneOf(random, ['LQS', 'FVI', 'PXP', 'RWA'])}`,
        () => `ASN not received from ${oneOf(random, ['LQS', 'FVI', 'PXP', 'RWA'])} for ${between(random, 40, 120)} min`,
      ],
    ],
    [
      'ksf-eol-test',
      'eol-primary',
      [
        () => `EOL-${oneOf(random, ['WA', 'RT', 'ADAS', 'HL'])}-0${between(random, 1, 4)} results not uploading`,
        () => 'Rolling road RT-02 dyno PC disk 92% full',
      ],
    ],
    [
      'ksf-network',
      'plant-network',
      [
        () => `Switch ${oneOf(random, ['PS', 'BS', 'FA', 'EOL'])}-IDF${between(random, 1, 6)} port flapping`,
        () => `Wi-Fi controller WLC-0${between(random, 1, 2)} AP down count ${between(random, 3, 20)}`,
        () => `Uplink ${ip()} packet loss ${between(random, 3, 30)}%`,
      ],
    ],
    [
      'ksf-vsphere',
      'plant-infra',
      [
        () => `Datastore KSF-DS0${between(random, 1, 8)} ${between(random, 85, 95)}% used`,
        () => `Host ksf-esx${pad2(between(random, 1, 16))} memory usage high`,
      ],
    ],
    [
      'ksf-backup',
      'plant-infra',
      [() => `Backup job ${oneOf(random, ['PLC-Projects', 'MES-DB', 'Historian', 'Robot-Programs'])} missed window`],
    ],
    [
      'ksf-historian',
      'plant-infra',
      [
        () => `hist-ingest buffer ${between(random, 60, 95)}% full`,
        () => `Tag count drop ${between(random, 500, 9_000)} tags on collector ${between(random, 1, 6)}`,
      ],
    ],
  ];
  const PEOPLE: Readonly<Record<string, readonly string[]>> = {
    'paint-shop-primary': ['Sian Brennan', 'Tariq Iqbal', 'Grace Whitfield'],
    'body-shop-primary': ['Rhys Lowe', 'Dominik Nowak', 'Hannah Pearce'],
    'final-assembly-primary': ['Kwame Mensah', 'Joanne Kelly', 'Callum Ross', 'Leanne Dunn'],
    'mes-primary': ['Priya Patel', 'Owen Hughes', 'Fatima Ahmed'],
    'eol-primary': ['Stuart Shaw', 'Beth Fraser'],
    'plant-network': ['Imran Kaur', 'Marek Stanton'],
    'plant-infra': ['Agnieszka Doyle', 'Ellie Wilkinson'],
  };
  const SECONDARY = ['Darren Okafor', 'Marek Stanton', 'Priya Patel'];
  /** Weeks run Monday 08:00 to Monday 08:00; week 0 starts 2 November. */
  const week = (t: number) => Math.floor((t - T(2, 8)) / (7 * DAY));
  const onCall = (schedule: string, t: number) => {
    const people = PEOPLE[schedule]!;
    return people[(week(t) + 2) % people.length]!;
  };
  const secondary = (t: number) => SECONDARY[(week(t) + 2) % SECONDARY.length]!;
  const rows: { t: number; k: number; cells: string[] }[] = [];
  let incident = 0;
  const incidents: { t: number; make: (no: string) => void }[] = [];
  const plan = (t: number, make: (no: string) => void) => incidents.push({ t, make });
  const ev = (t: number, no: string, service: string, event: string, detail: string) =>
    rows.push({ t, k: rows.length, cells: [stamp(t), no, service, event, detail] });
  /** One incident: triggered, notified, maybe escalated, acknowledged, resolved. */
  const standard = (t: number, service: Service, title: string, ackAfter: number, ackBy?: string) => (no: string) => {
    const [name, schedule] = service;
    const urgency = random() < 0.7 ? 'high' : 'low';
    ev(t, no, name, 'triggered', `"${title}" urgency=${urgency}`);
    const primary = onCall(schedule, t);
    ev(t + 2 * SECOND, no, name, 'notified', `${primary} via push, sms (L1 ${schedule})`);
    let ackAt = t + ackAfter;
    let acker = ackBy ?? primary;
    if (urgency === 'low' && random() < 0.4) {
      const resolved = t + between(random, 2, 25) * MINUTE;
      ev(resolved, no, name, 'resolved', 'automatically (alert cleared)');
      return;
    }
    if (ackAfter > 10 * MINUTE) {
      ev(t + 5 * MINUTE + 2 * SECOND, no, name, 'notified', `${primary} via phone (L1 ${schedule})`);
      ev(t + 10 * MINUTE + 2 * SECOND, no, name, 'escalated', 'to L2 plant-controls-secondary (not acknowledged in 10 min)');
      const second = secondary(t);
      ev(t + 10 * MINUTE + 3 * SECOND, no, name, 'notified', `${second} via push, phone (L2 plant-controls-secondary)`);
      acker = ackBy ?? second;
    } else ackAt = t + Math.min(ackAfter, 9 * MINUTE);
    ev(ackAt, no, name, 'acknowledged', `by ${acker} via ${oneOf(random, ['app', 'app', 'phone', 'sms'])}`);
    if (random() < 0.3)
      ev(
        ackAt + between(random, 3, 40) * MINUTE,
        no,
        name,
        'annotated',
        `${acker}: "${oneOf(random, ['Looking', 'On site, checking', `Known issue, see change CHG0${digits(random, 5)}`, 'Restarted service', 'Vendor ticket raised'])}"`,
      );
    ev(ackAt + between(random, 5, 160) * MINUTE, no, name, 'resolved', `by ${acker}`);
  };
  const from = T(8);
  const until = T(19, 9, 12);
  const paint = SERVICES[0]!;
  for (let i = 0; i < 900; i++) {
    const t = from + pick(random, (until - from - 4 * HOUR) / SECOND) * SECOND;
    const service = oneOf(random, SERVICES);
    // No paint shop pages over the weekend of 14 and 15 November but the planted ones.
    if (service === paint && t >= T(14) && t < T(16)) continue;
    const ackAfter = random() < 0.1 ? between(random, 11, 20) * MINUTE : between(random, 1, 8) * MINUTE + pick(random, 60) * SECOND;
    plan(t, standard(t, service, oneOf(random, service[2])(), ackAfter));
  }
  const oven = (t: number, n: number, address: string) => `PS-OVEN${n} PLC heartbeat lost (opcua://${address}:4840, no data 120 s)`;
  // Saturday night, the other oven: the primary takes it. Sunday night, oven 2: nobody answers, it goes to L2.
  plan(T(14, 3, 4, 51), (no) => {
    ev(T(14, 3, 4, 51), no, paint[0], 'triggered', `"${oven(T(14), 3, '10.64.12.23')}" urgency=high`);
    ev(T(14, 3, 4, 53), no, paint[0], 'notified', 'Sian Brennan via push, sms (L1 paint-shop-primary)');
    ev(T(14, 3, 8, 20), no, paint[0], 'acknowledged', 'by Sian Brennan via app');
    ev(T(14, 3, 29, 5), no, paint[0], 'resolved', 'by Sian Brennan');
  });
  const needle = `${stamp(T(15, 3, 16, 2))}  #`;
  let target = '';
  plan(T(15, 3, 2, 41), (no) => {
    ev(T(15, 3, 2, 41), no, paint[0], 'triggered', `"${oven(T(15), 2, '10.64.12.21')}" urgency=high`);
    ev(T(15, 3, 2, 43), no, paint[0], 'notified', 'Sian Brennan via push, sms (L1 paint-shop-primary)');
    ev(T(15, 3, 7, 43), no, paint[0], 'notified', 'Sian Brennan via phone (L1 paint-shop-primary)');
    ev(T(15, 3, 12, 43), no, paint[0], 'escalated', 'to L2 plant-controls-secondary (not acknowledged in 10 min)');
    ev(T(15, 3, 12, 44), no, paint[0], 'notified', 'Darren Okafor via push, phone (L2 plant-controls-secondary)');
    ev(T(15, 3, 16, 2), no, paint[0], 'acknowledged', 'by Darren Okafor via phone');
    ev(
      T(15, 3, 41, 30),
      no,
      paint[0],
      'annotated',
      'Darren Okafor: "PS-IDF3 port Gi1/0/14 flapping, bounced the port, PLC back on OPC UA"',
    );
    ev(T(15, 3, 44, 10), no, paint[0], 'resolved', 'by Darren Okafor');
    target = no;
  });
  plan(T(15, 3, 21, 9), standard(T(15, 3, 21, 9), SERVICES[2]!, 'FA1 torque collector backlog 1840 results', 4 * MINUTE, 'Callum Ross'));
  plan(T(15, 14, 40, 12), (no) => {
    ev(T(15, 14, 40, 12), no, paint[0], 'triggered', '"PS-TC2 booth humidity 76% RH above band" urgency=low');
    ev(T(15, 14, 40, 14), no, paint[0], 'notified', 'Sian Brennan via push, sms (L1 paint-shop-primary)');
    ev(T(15, 14, 52, 40), no, paint[0], 'resolved', 'automatically (alert cleared)');
  });
  incidents.sort((a, b) => a.t - b.t);
  for (const inc of incidents) inc.make(`#${48_020 + ++incident}`);
  rows.sort((a, b) => a.t - b.t || a.k - b.k);
  const lines = table(
    ['TIME (UTC)', 'INCIDENT', 'SERVICE', 'EVENT', 'DETAIL'],
    rows.map((r) => r.cells),
  );
  const needleLine = lines.find((l) => l.startsWith(needle) && l.includes(target))!;
  const output = `${['$ oncall log --teams ksf-plant --since 2026-11-08T00:00Z', ...lines].join('\n')}\n`;
  const ask =
    'I was on call for the paint shop last weekend. At about three on the Sunday morning I got paged because one of the oven controllers had dropped off the network, and I slept straight through it, so it went up the chain. Who picked it up in the end, and what time was that?';
  return probe('round 46: on-call log, preamble and paraphrase', ask, 'run_shell', output, 'acknowledged', needleLine);
}

/** The plant's PLC alarm history for yesterday, one row per alarm; how long line 1's glazing cell sat with an empty adhesive drum. */
function alarmHistory(): EconomicsTask {
  const random = seededRandom(46_009);
  const station = (line: string, max: number) => `${line}-${String(between(random, 1, max) * 10).padStart(3, '0')}`;
  /** Area, station, device, code, priority, message; seconds to clear (min, max). */
  type Alarm = readonly [string, string, string, string, number, string, number, number];
  const catalogue: (() => Alarm)[] = [];
  for (const line of ['BS1', 'BS2']) {
    catalogue.push(() => {
      const s = station(line, 32);
      return [
        line,
        s,
        `WT-${s.slice(4)}-${between(random, 1, 4)}`,
        'B2210',
        2,
        `Weld timer current monitor outside band, spot ${between(random, 20_000, 29_999)}`,
        10,
        240,
      ];
    });
    catalogue.push(() => {
      const s = station(line, 32);
      return [line, s, `TD-${s.slice(4)}-${between(random, 1, 2)}`, 'B2305', 3, 'Tip dresser cutter torque high, dress repeated', 5, 60];
    });
    catalogue.push(() => {
      const s = station(line, 32);
      return [line, s, `FX-${s.slice(4)}`, 'B1102', 2, `Fixture clamp ${between(random, 1, 12)} not closed in time`, 8, 180];
    });
    catalogue.push(() => {
      const s = station(line, 32);
      return [
        line,
        s,
        `R-${s.slice(4)}-${pad2(between(random, 1, 6))}`,
        'B3001',
        1,
        'Robot collision detection, robot stopped in path',
        60,
        900,
      ];
    });
    catalogue.push(() => {
      const s = station(line, 32);
      return [line, s, `LC-${s.slice(4)}`, 'B0410', 3, 'Light curtain interrupted during cycle', 4, 40];
    });
  }
  catalogue.push(
    () => [
      'PAINT',
      `PS-OVEN${between(random, 1, 4)}`,
      `TC-Z${between(random, 1, 6)}`,
      'P4120',
      2,
      `Zone temperature deviation ${between(random, 5, 12)} K from setpoint`,
      120,
      1_200,
    ],
    () => [
      'PAINT',
      `PS-TC${between(random, 1, 2)}`,
      `AHU-${between(random, 1, 4)}`,
      'P5102',
      3,
      `Booth humidity ${between(random, 71, 78)}% RH above band`,
      300,
      2_400,
    ],
    () => [
      'PAINT',
      `PS-PT${between(random, 1, 8)}`,
      `CT-${between(random, 1, 2)}`,
      'P2207',
      3,
      'Bath conductivity above limit, dosing active',
      600,
      3_000,
    ],
    () => [
      'PAINT',
      `PS-OVEN${between(random, 1, 4)}-CONV`,
      `PE-${between(random, 10, 60)}`,
      'P6031',
      2,
      'Skid conveyor photo-eye blocked longer than 30 s',
      30,
      400,
    ],
    () => [
      'PAINT',
      `PS-TC${between(random, 1, 2)}-${oneOf(random, ['BC1', 'BC2', 'CC1', 'CC2'])}`,
      `R${between(random, 11, 48)}`,
      'P7110',
      2,
      'Colour change valve feedback missing',
      10,
      120,
    ],
  );
  for (const line of ['FA1', 'FA2']) {
    catalogue.push(
      () => {
        const s = station(line, 40);
        return [
          line,
          s,
          `NR-${s.slice(4)}-${between(random, 1, 3)}`,
          'A4102',
          2,
          `Nutrunner tightening NOK ch${between(random, 1, 4)}, rework requested`,
          10,
          90,
        ];
      },
      () => {
        const s = station(line, 40);
        return [line, s, `PTL-${s.slice(4)}`, 'A6220', 3, 'Pick-to-light confirmation missing', 5, 60];
      },
      () => {
        const s = station(line, 40);
        return [line, s, `AND-${s.slice(4)}`, 'A0001', 2, 'Andon pulled by operator', 20, 300];
      },
      () => [line, `${line}-132`, 'GLZ-010-PRM', 'A7702', 3, 'Primer applicator bottle level low', 300, 1_800],
      () => [line, `${line}-132`, 'GLZ-010-VIS', 'A7730', 2, 'Bead inspection camera: bead width outside tolerance, robot paused', 30, 240],
      () => [line, `${line}-210`, 'FF-210', 'A8150', 2, 'Fluid fill vacuum leak test not passed, refill cycle', 60, 300],
      () => [line, `${line}-080`, 'MRG-080', 'A3310', 1, 'Marriage AGV not in position at start of cycle', 20, 180],
      () => [
        line,
        `${line}-${oneOf(random, ['118', '124', '152', '170'])}`,
        'JIS-PoU',
        'A6400',
        2,
        'JIS part not at point of use at sequence due time',
        30,
        600,
      ],
    );
  }
  catalogue.push(
    () => [
      'EOL',
      `RT-0${between(random, 1, 4)}`,
      'DYNO',
      'E2201',
      3,
      'Roller test brake force imbalance above limit, vehicle to retest',
      30,
      120,
    ],
    () => ['EOL', `SH-0${between(random, 1, 2)}`, 'PUMP-1', 'E4102', 2, 'Water test pump pressure below 2.5 bar', 60, 600],
    () => ['EOL', `WA-0${between(random, 1, 4)}`, 'CAM-HEAD', 'E1105', 3, 'Alignment head target not found, re-clamp', 10, 90],
  );
  const rows: { t: number; cells: string[] }[] = [];
  const add = (raised: number, cleared: number, alarm: Alarm) => {
    const [area, st, device, code, prio, message] = alarm;
    rows.push({
      t: raised,
      cells: [stamp(raised), stamp(cleared), duration(cleared - raised), area, st, device, code, String(prio), message],
    });
  };
  const from = T(18, 6);
  const to = T(19, 6);
  for (let i = 0; i < 5_600; i++) {
    const alarm = oneOf(random, catalogue)();
    const raised = from + pick(random, (to - from) / SECOND) * SECOND;
    const span = alarm[6] + pick(random, alarm[7] - alarm[6]);
    add(raised, raised + span * SECOND + pick(random, 1_000), alarm);
  }
  const drumLow = (line: string): Alarm => [
    line,
    `${line}-132`,
    'GLZ-010-DSP',
    'A7713',
    3,
    'Urethane drum low level, prepare drum change',
    0,
    0,
  ];
  const drumEmpty = (line: string): Alarm => [
    line,
    `${line}-132`,
    'GLZ-010-DSP',
    'A7714',
    1,
    'Urethane drum empty, dispensing blocked - change drum',
    0,
    0,
  ];
  add(T(18, 9, 12, 4), T(18, 9, 40, 31), drumLow('FA1'));
  add(T(18, 9, 40, 31), T(18, 9, 47, 2), drumEmpty('FA1'));
  add(T(18, 18, 41, 50), T(18, 19, 12, 5), drumLow('FA2'));
  add(T(18, 19, 12, 5), T(18, 19, 20, 44), drumEmpty('FA2'));
  add(T(18, 21, 5, 50), T(18, 21, 37, 12), drumLow('FA1'));
  add(T(18, 21, 37, 12), T(18, 21, 58, 40), drumEmpty('FA1'));
  const needleCells = rows[rows.length - 1]!.cells;
  add(T(18, 21, 40, 2), T(18, 21, 58, 55), ['FA1', 'FA1-140', 'AND-140', 'A0001', 2, 'Andon pulled by operator', 0, 0]);
  rows.sort((a, b) => a.t - b.t);
  const lines = table(
    ['RAISED', 'CLEARED', 'DURATION', 'AREA', 'STATION', 'DEVICE', 'CODE', 'PRIO', 'MESSAGE'],
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.cells === needleCells) + 1]!;
  const output = `${['# alarmhist export --plant KSF --from "2026-11-18 06:00" --to "2026-11-19 06:00" --min-prio 3 (times local)', ...lines].join('\n')}\n`;
  const ask =
    'How long was line 1 held up last night while the robot that glues the windscreens in had run out of adhesive? I want the times it started and cleared.';
  return probe('round 46: alarm history, paraphrase', ask, 'run_shell', output, 'adhesive', needle);
}

/** `weldstat shift-report` for body line 2's night shift: every spot's tally; one spot was welded twice per body. */
function weldShiftReport(): EconomicsTask {
  const random = seededRandom(46_010);
  const BODIES = 433;
  const rows: string[][] = [];
  let spot = 24_100;
  let timer = 0;
  let needle = '';
  for (let st = 10; st <= 320; st += 10) {
    const stn = `BS2-${String(st).padStart(3, '0')}`;
    const robots = between(random, 3, 6);
    for (let r = 1; r <= robots; r++) {
      const robot = `R${pad2(st / 10)}${pad2(r)}`;
      const guns = random() < 0.2 ? 2 : 1;
      for (let g = 1; g <= guns; g++) {
        timer++;
        const gun = `G${g}`;
        const timerName = `PSI63-${String(timer).padStart(3, '0')}`;
        const capWelds = between(random, 0, 1_400);
        const stepper = between(random, 1, 12);
        const prog = between(random, 10, 60);
        const spots = between(random, 14, 32);
        for (let k = 0; k < spots; k++) {
          spot += between(random, 1, 3);
          const sched = between(random, 1, 64);
          const thick = sched % 4;
          const current = 8.6 + thick * 0.7 + gauss(random) * 0.12;
          const weldMs = 180 + thick * 40 + between(random, -5, 5);
          const resistance = 92 + thick * 8 + gauss(random) * 3;
          const energy = current * current * (resistance / 1_000_000) * weldMs * 1_000;
          const odd = stn === 'BS2-170' && r === 2 && k === 9;
          const welds = odd ? BODIES * 2 : BODIES + (random() < 0.07 ? between(random, 1, 3) : 0);
          rows.push([
            `SP${spot}`,
            stn,
            robot,
            gun,
            timerName,
            `P${prog}`,
            String(sched),
            String(welds),
            current.toFixed(2),
            (0.05 + random() * 0.1).toFixed(2),
            String(weldMs),
            resistance.toFixed(1),
            energy.toFixed(0),
            (random() < 0.8 ? random() * 1.5 : 1.5 + random() * 3).toFixed(1),
            String(capWelds),
            String(stepper),
          ]);
          if (odd) needle = `SP${spot}`;
        }
      }
    }
  }
  const headers = [
    'SPOT',
    'STATION',
    'ROBOT',
    'GUN',
    'TIMER',
    'PROG',
    'SCHED',
    'WELDS',
    'I_KA',
    'I_SD',
    'T_MS',
    'R_UOHM',
    'E_J',
    'SPATTER%',
    'CAP_WELDS',
    'STEP',
  ];
  const lines = table(headers, rows);
  const index = rows.findIndex((r) => r[0] === needle);
  const output = `${[
    '$ weldstat shift-report --line BS2 --date 2026-11-18 --shift N',
    'Line BS2 (underbody + framing, Aster / Celan)    Shift N  2026-11-18 22:00 -> 2026-11-19 06:00',
    `Bodies completed: ${BODIES}    Timers: ${timer} (PSI 6300)    Spots programmed: ${rows.length}`,
    '',
    ...lines,
    '',
    `${rows.length} spots`,
  ].join('\n')}\n`;
  const ask =
    "Have a look at last night's weld report for body line 2. Every body that went through gets the same spots, so they should all have fired about the same number of times, but one of them is way out compared with the rest. Which spot is it?";
  return probe('round 46: weld shift report', ask, 'run_shell', output, 'spot', lines[index + 1]!);
}

/** The top coat robots' brush tables for both booths as CSV; one brush's high voltage set far below every other. */
function paintBrushTablesCsv(): EconomicsTask {
  const random = seededRandom(46_011);
  const header =
    'booth,zone,robot,atomizer,material,material_name,brush,event_mm,paint_flow_ccm,bell_speed_krpm,shaping_air1_nlm,shaping_air2_nlm,hv_kv,hv_ilimit_ua,gun_on_delay_ms,modified,modified_by';
  const ZONES: readonly (readonly [string, string, readonly Pair[]])[] = [
    ['BC1', 'EcoBell3 70mm', PAINTS],
    ['BC2', 'EcoBell3 70mm', PAINTS],
    [
      'CC1',
      'EcoBell3 65mm',
      [
        ['CLR-2K', '2K Clearcoat Standard'],
        ['CLR-SR', '2K Clearcoat Scratch Resistant'],
      ],
    ],
    [
      'CC2',
      'EcoBell3 65mm',
      [
        ['CLR-2K', '2K Clearcoat Standard'],
        ['CLR-SR', '2K Clearcoat Scratch Resistant'],
      ],
    ],
  ];
  const ENGINEERS = ['t.iqbal', 's.brennan', 'g.whitfield', 'dx-service', 'dx-service'];
  const rows: string[] = [];
  let needle = '';
  for (const booth of ['TC1', 'TC2'])
    ZONES.forEach(([zone, atomizer, materials], z) => {
      const clear = zone.startsWith('CC');
      for (let r = 1; r <= 8; r++) {
        const robot = `R${z + 1}${r}`;
        for (const [code, name] of materials)
          for (let brush = 1; brush <= 20; brush++) {
            const odd = booth === 'TC2' && zone === 'BC1' && r === 3 && code === 'DO6' && brush === 9;
            const flow = (clear ? 280 : 180) + (brush % 5) * 25 + between(random, -12, 12);
            const kv = odd ? 30 : clear ? oneOf(random, [70, 75, 75, 80]) : oneOf(random, [60, 60, 65, 65, 70]);
            const modified = T(19) - between(random, 3, 400) * DAY - pick(random, DAY);
            const cells = [
              booth,
              zone,
              robot,
              atomizer,
              code,
              name,
              String(brush),
              String(between(random, 0, 4_800)),
              String(flow),
              String(clear ? oneOf(random, [40, 45, 45, 50]) : oneOf(random, [50, 55, 55, 60])),
              String(between(random, 180, 420)),
              String(between(random, 100, 300)),
              String(kv),
              String(clear ? 150 : 120),
              String(between(random, 20, 90)),
              odd ? '2026-11-12 14:07' : stamp(modified).slice(0, 16),
              odd ? 's.brennan' : oneOf(random, ENGINEERS),
            ];
            rows.push(cells.map(csv).join(','));
            if (odd) needle = rows[rows.length - 1]!;
          }
      }
    });
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Someone's been fiddling with the top coat robots' brush tables. One entry has its electrostatic charge set way off from everything else in there. Which booth, robot, colour and brush is that?";
  return probe('round 46: paint brush tables csv', ask, 'run_shell', output, 'brush', needle);
}

/** A day of wheel alignment results as JSON lines; one car left the rig with its steering wheel well off straight. */
function wheelAlignmentJsonl(): EconomicsTask {
  const random = seededRandom(46_012);
  const OPERATORS = Array.from({ length: 14 }, () => `op${between(random, 1_000, 9_999)}`);
  const lines: string[] = [];
  const slots: { t: number; station: string; model: Model }[] = [];
  for (const [line, stations] of [
    ['FA1', ['WA-01', 'WA-02']],
    ['FA2', ['WA-03', 'WA-04']],
  ] as const)
    for (let t = T(18, 6, 4); t < T(19, 6); t += between(random, 60, 76) * SECOND)
      slots.push({
        t,
        station: oneOf(random, stations),
        model: line === 'FA1' ? (random() < 0.6 ? 'ASTER' : 'CELAN') : random() < 0.7 ? 'BRIO' : 'ASTER',
      });
  slots.sort((a, b) => a.t - b.t);
  const odd = Math.floor(slots.length * 0.52);
  let serial = 117_300;
  let needle = '';
  slots.forEach((s, i) => {
    const toe = () => fixed(0.08 + gauss(random) * 0.03, 2);
    const camber = (base: number) => fixed(base + gauss(random) * 0.12, 2);
    const adjusted = random() < 0.18;
    const record = {
      ts: isoZ(s.t),
      station: s.station,
      vin: vin(random, s.model, serial++),
      body_no: String(830_100 + i).padStart(7, '0'),
      model: s.model,
      variant: oneOf(random, VARIANTS[s.model]),
      toe_fl_deg: toe(),
      toe_fr_deg: toe(),
      toe_rl_deg: fixed(0.12 + gauss(random) * 0.03, 2),
      toe_rr_deg: fixed(0.12 + gauss(random) * 0.03, 2),
      camber_fl_deg: camber(-0.55),
      camber_fr_deg: camber(-0.55),
      camber_rl_deg: camber(-1.2),
      camber_rr_deg: camber(-1.2),
      thrust_deg: fixed(gauss(random) * 0.04, 2),
      swa_deg: i === odd ? 7.8 : fixed(gauss(random) * 0.45, 1),
      adas_cam_yaw_deg: fixed(gauss(random) * 0.08, 2),
      ride_height_f_mm: between(random, 402, 418) + (s.model === 'BRIO' ? -40 : 0),
      ride_height_r_mm: between(random, 410, 428) + (s.model === 'BRIO' ? -40 : 0),
      adjustments: adjusted ? oneOf(random, [['toe_fl', 'toe_fr'], ['toe_fl'], ['toe_fr'], ['toe_fl', 'toe_fr', 'swa']]) : [],
      cycle_s: between(random, 118, 176),
      operator: oneOf(random, OPERATORS),
      result: adjusted ? 'PASS_ADJ' : 'PASS',
    };
    const text = JSON.stringify(record);
    lines.push(text);
    if (i === odd) needle = text;
  });
  const output = `${lines.join('\n')}\n`;
  const ask =
    "I'm going over yesterday's wheel alignment results. One car came off the rig with its steering wheel sitting well off straight compared with every other car, even though it was let through. Which car was it?";
  return probe('round 46: wheel alignment jsonl', ask, 'run_shell', output, 'vehicle', needle);
}

export function roundFortySix(): EconomicsTask[] {
  return [
    mesBroadcastJson(),
    jisCallOffXml(),
    andonScreensBundle(),
    kubectlDeploymentsYaml(),
    jisSenderLog(),
    productAuditReport(),
    warrantyClaimsCsv(),
    onCallLog(),
    alarmHistory(),
    weldShiftReport(),
    paintBrushTablesCsv(),
    wheelAlignmentJsonl(),
  ];
}
