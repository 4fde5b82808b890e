/**
 * Probe round 38, written blind: a made-up regional airline, Skua Air (island and regional routes out of
 * Aberdeen, Edinburgh, Glasgow and Inverness): crew rostering, flight operations, maintenance records,
 * departure control, loyalty, baggage, its website, its data platform and its cloud. "Today" is
 * Wednesday 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - dcs passenger list api: which seat a named passenger has on tomorrow's first Kirkwall to Aberdeen flight.
 *  - mro component export xml: the serial of the starter-generator now fitted to one aircraft's number 2 engine.
 *  - web check-in bundle: which API endpoint the website's check-in calls to produce the boarding passes.
 * b. The answer a few lines away from the line the question's words match:
 *  - crew pairings yaml: who the first officer is on a given flight this Friday.
 *  - baggage reconciler log: in which of our own classes and lines the night's null pointer arose.
 *  - tech log deferred defects json: when an aircraft's weather radar deferral runs out.
 * c. A question that paraphrases the output, or carries a preamble:
 *  - acars gateway log: what time this morning's first flight out of Stornoway got airborne.
 *  - loyalty ledger csv, preamble: what happened to the points for a gold member's flight that never showed up.
 *  - cloudtrail rds events, preamble: who switched off the production loyalty database's protection against deletion, and when.
 * d. One value unlike its peers, with no error word near it:
 *  - crew ftl report: which duty began without the rest the crew member was owed.
 *  - dcs flight list: which flight had a seat count that does not fit its aircraft.
 *  - data platform load volumes: which hourly load brought in a count out of line for its table and hour.
 * Not among the bench's targets.
 *
 * First run, at c3f9257 (6cde863 with this file; `ROUNDS=38 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,191,766 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds 4/12 (86,311
 * tokens): the dcs passenger list api too, which this run misses.
 *   round 38: dcs passenger list api
 *     codex: 7,391 tokens, peak 7,295, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,342 tokens, peak 1,789, 1/1 needles, 4 read-backs
 *     ours: 1,895 tokens, peak 925, 0/1 needles, 1 read-backs
 *   round 38: mro component export xml
 *     codex: 9,285 tokens, peak 9,190, 0/1 needles, 0 read-backs
 *     context-chef: 824 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,853 tokens, peak 1,039, 0/1 needles, 2 read-backs
 *     ours: 7,451 tokens, peak 3,620, 1/1 needles, 3 read-backs
 *   round 38: web check-in bundle
 *     codex: 273 tokens, peak 176, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 546, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,947 tokens, peak 4,881, 0/1 needles, 4 read-backs
 *     ours: 13,817 tokens, peak 4,677, 0/1 needles, 4 read-backs
 *   round 38: crew pairings yaml
 *     codex: 17,132 tokens, peak 17,051, 0/1 needles, 0 read-backs
 *     context-chef: 818 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,864 tokens, peak 3,490, 0/1 needles, 2 read-backs
 *     ours: 6,498 tokens, peak 2,958, 0/1 needles, 2 read-backs
 *   round 38: baggage reconciler log
 *     codex: 15,683 tokens, peak 15,598, 0/1 needles, 0 read-backs
 *     context-chef: 768 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,207 tokens, peak 1,349, 0/1 needles, 4 read-backs
 *     ours: 4,082 tokens, peak 880, 0/1 needles, 4 read-backs
 *   round 38: tech log deferred defects json
 *     codex: 13,660 tokens, peak 13,582, 0/1 needles, 0 read-backs
 *     context-chef: 703 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,117 tokens, peak 3,123, 0/1 needles, 2 read-backs
 *     ours: 18,623 tokens, peak 6,668, 0/1 needles, 4 read-backs
 *   round 38: acars gateway log, paraphrase
 *     codex: 20,166 tokens, peak 20,095, 0/1 needles, 0 read-backs
 *     context-chef: 902 tokens, peak 831, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,702 tokens, peak 1,456, 0/1 needles, 4 read-backs
 *     ours: 4,527 tokens, peak 978, 0/1 needles, 4 read-backs
 *   round 38: loyalty ledger csv, preamble
 *     codex: 20,465 tokens, peak 20,345, 0/1 needles, 0 read-backs
 *     context-chef: 974 tokens, peak 854, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,853 tokens, peak 3,230, 1/1 needles, 4 read-backs
 *     ours: 6,528 tokens, peak 2,808, 1/1 needles, 4 read-backs
 *   round 38: cloudtrail rds events, preamble
 *     codex: 12,158 tokens, peak 12,058, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,431 tokens, peak 2,658, 0/1 needles, 3 read-backs
 *     ours: 6,360 tokens, peak 2,687, 0/1 needles, 3 read-backs
 *   round 38: crew ftl report
 *     codex: 21,541 tokens, peak 21,440, 0/1 needles, 0 read-backs
 *     context-chef: 985 tokens, peak 884, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,757 tokens, peak 1,455, 0/1 needles, 4 read-backs
 *     ours: 4,840 tokens, peak 1,024, 0/1 needles, 4 read-backs
 *   round 38: dcs flight list
 *     codex: 22,168 tokens, peak 22,070, 0/1 needles, 0 read-backs
 *     context-chef: 1,006 tokens, peak 908, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,389 tokens, peak 1,590, 0/1 needles, 4 read-backs
 *     ours: 3,952 tokens, peak 853, 1/1 needles, 4 read-backs
 *   round 38: data platform load volumes
 *     codex: 19,302 tokens, peak 19,205, 0/1 needles, 0 read-backs
 *     context-chef: 881 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,563 tokens, peak 1,413, 0/1 needles, 4 read-backs
 *     ours: 4,551 tokens, peak 965, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026 in UTC (the UK is on GMT); days of 0 or less fall in October. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-18T06:49:37Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-18` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `06:49` from a moment. */
const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
/** `07:42` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
/** `9:40` from a span in ms, as duty reports print hours. */
const span = (ms: number) => `${Math.floor(ms / HOUR)}:${pad2(Math.round((ms % HOUR) / MINUTE))}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `18NOV`, as Type B messages write dates. */
const ddmmm = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}${MON[d.getUTCMonth()]!}`;
};

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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

/** The fleet: ATR 72-600s, ATR 42-600s, Saab 340Bs and two Twin Otters for the beach and the small islands. */
type Fleet = 'AT76' | 'AT46' | 'SF34' | 'DHC6';
const SEATS: Readonly<Record<Fleet, number>> = { AT76: 72, AT46: 48, SF34: 33, DHC6: 19 };
const REGS: Readonly<Record<Fleet, readonly string[]>> = {
  AT76: ['G-SKUA', 'G-SKUB', 'G-SKUC', 'G-SKUD', 'G-SKUE', 'G-SKUF', 'G-SKUG', 'G-SKUH', 'G-SKUI', 'G-SKUJ'],
  AT46: ['G-SKUK', 'G-SKUL', 'G-SKUM', 'G-SKUN', 'G-SKUO'],
  SF34: ['G-SKUP', 'G-SKUQ', 'G-SKUR', 'G-SKUS', 'G-SKUT', 'G-SKUU'],
  DHC6: ['G-SKUV', 'G-SKUW'],
};
const FLEETS: readonly Fleet[] = ['AT76', 'AT46', 'SF34', 'DHC6'];
const TYPE_NAMES: Readonly<Record<Fleet, string>> = { AT76: 'ATR 72-600', AT46: 'ATR 42-600', SF34: 'SAAB 340B', DHC6: 'DHC-6-400' };
const typeOf = (reg: string) => FLEETS.find((f) => REGS[f].includes(reg))!;

/** Routes: base flight number, first station, second station, block minutes, fleet, departure times from the first station. */
const ROUTES: readonly (readonly [number, string, string, number, Fleet, readonly number[]])[] = [
  [100, 'GLA', 'SYY', 65, 'AT76', [8 * 60 + 15, 15 * 60 + 30]],
  [120, 'GLA', 'BEB', 60, 'SF34', [7 * 60 + 35, 14 * 60 + 50]],
  [140, 'GLA', 'BRR', 70, 'DHC6', [11 * 60]],
  [150, 'GLA', 'TRE', 50, 'DHC6', [9 * 60 + 15]],
  [160, 'GLA', 'ILY', 40, 'SF34', [8 * 60 + 40, 16 * 60 + 20]],
  [180, 'GLA', 'CAL', 35, 'SF34', [10 * 60 + 10]],
  [190, 'GLA', 'KOI', 75, 'AT46', [12 * 60 + 30]],
  [200, 'EDI', 'KOI', 70, 'AT76', [7 * 60 + 25, 16 * 60 + 5]],
  [220, 'EDI', 'LSI', 85, 'AT76', [10 * 60 + 30]],
  [240, 'EDI', 'WIC', 60, 'SF34', [8 * 60 + 5]],
  [260, 'EDI', 'BHD', 60, 'AT76', [7 * 60 + 50, 18 * 60 + 15]],
  [300, 'INV', 'SYY', 40, 'SF34', [9 * 60 + 5, 12 * 60 + 20, 17 * 60 + 40]],
  [310, 'SYY', 'INV', 40, 'SF34', [6 * 60 + 40]],
  [320, 'INV', 'KOI', 45, 'SF34', [8 * 60 + 30, 15 * 60 + 10]],
  [340, 'INV', 'LSI', 60, 'SF34', [9 * 60 + 50]],
  [360, 'INV', 'MAN', 85, 'AT76', [6 * 60 + 30, 15 * 60 + 45]],
  [400, 'ABZ', 'LSI', 60, 'AT76', [6 * 60 + 10, 9 * 60 + 40, 13 * 60 + 5, 17 * 60 + 20]],
  [430, 'ABZ', 'KOI', 45, 'AT46', [7 * 60, 11 * 60 + 50, 16 * 60 + 35]],
  [450, 'ABZ', 'MAN', 80, 'AT76', [6 * 60 + 45, 12 * 60 + 15, 17 * 60 + 55]],
  [470, 'ABZ', 'BGO', 75, 'AT46', [8 * 60 + 20]],
  [480, 'ABZ', 'NCL', 55, 'AT46', [14 * 60 + 10]],
];

/** One flight of the daily programme; times in minutes after midnight UTC. */
interface Sector {
  flt: string;
  dep: string;
  arr: string;
  std: number;
  sta: number;
  type: Fleet;
  /** The out-and-back this sector is half of. */
  rotation: string;
}

/** The daily programme, by departure time: every route's flights out and back, 35 minutes on the ground. */
function schedule(): Sector[] {
  const out: Sector[] = [];
  ROUTES.forEach(([base, a, b, block, type, times]) =>
    times.forEach((std, i) => {
      const back = std + block + 35;
      const rotation = `${base}-${i}`;
      out.push({ flt: `SW${base + 2 * i}`, dep: a, arr: b, std, sta: std + block, type, rotation });
      out.push({ flt: `SW${base + 2 * i + 1}`, dep: b, arr: a, std: back, sta: back + block, type, rotation });
    }),
  );
  return out.sort((x, y) => x.std - y.std || (x.flt < y.flt ? -1 : 1));
}

const FEMALE = [
  'Fiona',
  'Morag',
  'Kirsty',
  'Iona',
  'Eilidh',
  'Shona',
  'Mhairi',
  'Ailsa',
  'Rhona',
  'Priya',
  'Aisha',
  'Sofia',
  'Lauren',
  'Anna',
  'Mairi',
  'Jenna',
  'Chloe',
  'Zara',
];
const MALE = [
  'Callum',
  'Euan',
  'Ruaridh',
  'Fraser',
  'Angus',
  'Lewis',
  'Craig',
  'Niall',
  'Duncan',
  'Tomasz',
  'Marek',
  'Jamie',
  'Ross',
  'Gregor',
  'Kenneth',
  'Stuart',
  'Ewan',
  'Declan',
];
const FIRST = [...FEMALE, ...MALE];
const LAST = [
  'MacLeod',
  'Mackenzie',
  'Campbell',
  'Stewart',
  'Sinclair',
  'Gunn',
  'Macdonald',
  'Fraser',
  'Munro',
  'Reid',
  'Henderson',
  'Morrison',
  'Paterson',
  'Johnston',
  'Robertson',
  'Shearer',
  'Nicolson',
  'Tulloch',
  'Rendall',
  'Flett',
  'Wilson',
  'Anderson',
  'Kowalski',
  'Singh',
  'Novak',
  'Byrne',
  'Doherty',
  'Mathieson',
  'Irvine',
  'Laing',
  'Brown',
  'Grant',
  'Thomson',
  'Ahmed',
  'Duffy',
  'Coutts',
];
/** A given name and the title that goes with it, as reservations write them (`AILEEN MRS`). */
const given = (random: () => number, child = false): string => {
  const female = random() < 0.5;
  const first = oneOf(random, female ? FEMALE : MALE).toUpperCase();
  const title = child
    ? female
      ? 'MISS'
      : 'MSTR'
    : female
      ? oneOf(random, ['MRS', 'MRS', 'MS', 'MISS', 'DR'])
      : oneOf(random, ['MR', 'MR', 'MR', 'DR']);
  return `${first} ${title}`;
};

/** `GET /dcs/api/v2/departures?date=2026-11-19`: tomorrow's passenger lists, one line of JSON; a passenger's seat. */
function dcsPassengerListApi(): EconomicsTask {
  const random = seededRandom(38_001);
  const day = T(19);
  const seatMap = (type: Fleet) => {
    const [rows, letters] = type === 'AT76' ? [18, 'ACDF'] : type === 'AT46' ? [12, 'ACDF'] : type === 'SF34' ? [11, 'ACD'] : [10, 'AC'];
    const seats: string[] = [];
    for (let r = 1; r <= rows; r++) for (const l of letters) seats.push(`${r}${l}`);
    return seats.slice(0, SEATS[type]);
  };
  const pnr = () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6);
  const SSRS = ['WCHR', 'WCHS', 'DPNA', 'PETC', 'UMNR', 'BLND', 'DEAF', 'SPML'];
  interface Pax {
    pnr: string;
    surname: string;
    given: string;
    type: string;
    seat: string | null;
    checkin: string;
    seq: number | null;
    ticket: string;
    coupon: number;
    fare: string;
    ff: { no: string; tier: string } | null;
    bags: { pieces: number; kg: number };
    ssr: string[];
    onward: string | null;
  }
  const sectors = schedule();
  const passenger = (
    surname: string,
    name: string,
    child: boolean,
    seat: string | null,
    checkinOpen: boolean,
    onwards: readonly Sector[],
  ): Pax => {
    const checked = checkinOpen && random() < 0.45;
    const pieces = oneOf(random, [0, 0, 1, 1, 1, 2]);
    return {
      pnr: pnr(),
      surname,
      given: name,
      type: child ? 'CHD' : 'ADT',
      seat,
      checkin: checked ? oneOf(random, ['WEB', 'WEB', 'APP']) : 'NONE',
      seq: null,
      ticket: `296${digits(random, 10)}`,
      coupon: oneOf(random, [1, 1, 2]),
      fare: oneOf(random, ['SAVER', 'SAVER', 'FLEX', 'ISLAND_RES', 'ISLAND_RES', 'PSO_PATIENT']),
      ff:
        !child && random() < 0.3 ? { no: `SK${digits(random, 9)}`, tier: oneOf(random, ['BLUE', 'BLUE', 'BLUE', 'SILVER', 'GOLD']) } : null,
      bags: { pieces, kg: pieces * between(random, 9, 23) },
      ssr: random() < 0.06 ? [oneOf(random, SSRS)] : [],
      onward: onwards.length > 0 && random() < 0.07 ? `${oneOf(random, onwards).flt}/${ddmmm(day)}` : null,
    };
  };
  /** The MacRaes' day trip to Aberdeen and back (one booking, one ticket each), and names like theirs. */
  const PLANTED: Readonly<Record<string, readonly Partial<Pax>[]>> = {
    SW431: [
      { surname: 'MACRAE', given: 'AILEEN MRS', seat: '3C', pnr: 'Q7MRKD', ticket: '2962204417731', coupon: 1, fare: 'PSO_PATIENT' },
      { surname: 'MACRAE', given: 'ISLA MISS', seat: '3D', pnr: 'Q7MRKD', ticket: '2962204417732', coupon: 1, fare: 'PSO_PATIENT' },
    ],
    SW434: [
      { surname: 'MACRAE', given: 'AILEEN MRS', seat: '9F', pnr: 'Q7MRKD', ticket: '2962204417731', coupon: 2, fare: 'PSO_PATIENT' },
      { surname: 'MACRAE', given: 'ISLA MISS', seat: '9D', pnr: 'Q7MRKD', ticket: '2962204417732', coupon: 2, fare: 'PSO_PATIENT' },
    ],
    SW433: [{ surname: 'MCRAE', given: 'EILEEN MRS', seat: '7A' }],
    SW430: [{ surname: 'MACRAE', given: 'DONALD MR', seat: '5A' }],
  };
  let needle = '';
  const flight = (s: Sector) => {
    const type = s.type;
    const reg = oneOf(random, REGS[type]);
    const std = day + s.std * MINUTE;
    const checkinOpen = std - T(18, 10, 14) < 24 * HOUR;
    const seats = shuffle(random, seatMap(type));
    const onwards = sectors.filter((o) => o.dep === s.arr && o.arr !== s.dep && o.std >= s.sta + 35);
    const planted = PLANTED[s.flt] ?? [];
    const free = seats.filter((x) => !planted.some((p) => p.seat === x));
    const booked = Math.max(planted.length + 2, Math.floor(SEATS[type] * (0.45 + random() * 0.5)));
    const pax: Pax[] = planted.map((p) => ({ ...passenger(p.surname!, p.given!, false, p.seat!, checkinOpen, []), ...p }));
    for (let i = pax.length; i < booked; i++) {
      const child = random() < 0.08;
      pax.push(
        passenger(
          oneOf(random, LAST).toUpperCase(),
          given(random, child),
          child,
          random() < 0.55 ? free.pop()! : null,
          checkinOpen,
          onwards,
        ),
      );
    }
    // Check-in gives a seat to whoever has none, and a boarding sequence number in check-in order.
    let seq = 0;
    for (const p of pax) {
      if (p.checkin !== 'NONE') {
        p.seat ??= free.pop()!;
        p.seq = ++seq;
      }
    }
    pax.sort((a, b) => (a.surname === b.surname ? (a.given < b.given ? -1 : 1) : a.surname < b.surname ? -1 : 1));
    const infants = pick(random, 3);
    const record = {
      flight: s.flt,
      date: ymd(day),
      dep: s.dep,
      arr: s.arr,
      std: isoZ(std),
      sta: isoZ(day + s.sta * MINUTE),
      aircraft: { reg, type, config: `Y${SEATS[type]}` },
      gate: null,
      status: checkinOpen ? 'CHECKIN_OPEN_WEB' : 'SCHEDULED',
      counts: { booked: pax.length, seated: pax.filter((p) => p.seat).length, checked_in: seq, infants },
      passengers: pax,
    };
    if (s.flt === 'SW431') {
      const text = JSON.stringify(pax.find((p) => p.given === 'AILEEN MRS'));
      needle = text.slice(text.indexOf('"surname"'), text.indexOf(',"checkin"'));
    }
    return record;
  };
  const stations = [...new Set(sectors.map((s) => s.dep))].sort();
  const output = `${JSON.stringify({
    date: ymd(day),
    generated_at: isoZ(T(18, 10, 14, 9)),
    stations: stations.map((station) => ({ station, departures: sectors.filter((s) => s.dep === station).map(flight) })),
    meta: { carrier: 'SW', flights: sectors.length, source: 'dcs-api-2.14.3' },
  })}\n`;
  const ask =
    "My aunt's flying from Kirkwall down to Aberdeen first thing tomorrow for a hospital appointment: Aileen MacRae. Which seat has she got? She wants to be sure she's sitting next to my cousin.";
  return probe('round 38: dcs passenger list api', ask, 'http_get', output, 'seat', needle, true);
}

/** The MRO system's component export for the fleet, one line of XML; a starter-generator's serial. */
function mroComponentExportXml(): EconomicsTask {
  const random = seededRandom(38_002);
  /** Parts: ATA chapter, description, part numbers for the ATRs, the Saabs and the Twin Otters, positions, control. */
  const PARTS: readonly (readonly [string, string, readonly [string, string, string], readonly string[], string])[] = [
    ['21-51-00', 'AIR COOLING PACK', ['2206406-3', '2204562-1', '-'], ['LH', 'RH'], 'OC'],
    ['23-12-00', 'VHF COMM TRANSCEIVER', ['822-1468-310', '822-1468-310', '622-7193-001'], ['VHF 1', 'VHF 2'], 'OC'],
    ['23-71-00', 'COCKPIT VOICE RECORDER', ['2100-1020-02', '2100-1020-02', '2100-1010-00'], ['AFT EQPT BAY'], 'OC'],
    ['24-22-00', 'AC GENERATOR', ['976J498-2', '-', '-'], ['ENG 1', 'ENG 2'], 'OC'],
    ['24-31-00', 'DC STARTER GENERATOR', ['23085-005', '23078-011', '23048-010'], ['ENG 1', 'ENG 2'], 'OC'],
    ['24-38-00', 'MAIN BATTERY', ['F6112', '40176-004', 'F6120'], ['MAIN'], 'OC'],
    ['24-38-00', 'EMERGENCY BATTERY', ['F6113', '40176-006', '-'], ['EMER'], 'OC'],
    ['25-62-00', 'EMERGENCY LOCATOR TRANSMITTER', ['E-04-ELT-406', 'E-04-ELT-406', 'E-04-ELT-406'], ['FUS AFT'], 'HT'],
    ['26-21-00', 'FIRE EXTINGUISHER BOTTLE', ['33700018-1', '473460-2', '30902836'], ['ENG 1', 'ENG 2'], 'HT'],
    ['28-22-00', 'FUEL BOOST PUMP', ['1C12-58', '8119-04', '2C7-22'], ['LH', 'RH'], 'OC'],
    ['31-31-00', 'FLIGHT DATA RECORDER', ['2100-4045-00', '2100-4045-00', '2100-4043-02'], ['AFT EQPT BAY'], 'OC'],
    ['32-11-00', 'MAIN LANDING GEAR', ['D23190000-8', 'C24550000-3', 'C6UM1001-5'], ['LH', 'RH'], 'HT'],
    ['32-21-00', 'NOSE LANDING GEAR', ['D23180000-6', 'C24560000-1', 'C6UN1001-3'], ['NLG'], 'HT'],
    ['32-41-00', 'MAIN WHEEL ASSY', ['C20665000', '3-1547-1', '3-1402-4'], ['LH OUTBD', 'LH INBD', 'RH INBD', 'RH OUTBD'], 'OC'],
    ['32-42-00', 'BRAKE ASSY', ['C20195000', '2-1592-2', '2-1465-3'], ['LH OUTBD', 'LH INBD', 'RH INBD', 'RH OUTBD'], 'OC'],
    ['32-45-00', 'NOSE WHEEL ASSY', ['C20666000', '3-1548-1', '3-1403-1'], ['LH', 'RH'], 'OC'],
    ['34-11-00', 'AIR DATA COMPUTER', ['822-1225-102', '822-0413-003', '-'], ['ADC 1', 'ADC 2'], 'OC'],
    ['34-22-00', 'ATTITUDE HEADING REF UNIT', ['822-1277-101', '822-1277-101', '-'], ['AHRS 1', 'AHRS 2'], 'OC'],
    ['34-41-00', 'WEATHER RADAR TRANSCEIVER', ['822-1710-601', '622-5132-622', '822-1710-601'], ['RADOME'], 'OC'],
    ['34-43-00', 'TCAS PROCESSOR', ['822-1193-120', '822-1193-120', '-'], ['AVIONICS RACK'], 'OC'],
    ['34-51-00', 'VOR/ILS RECEIVER', ['822-1152-002', '622-7194-201', '622-7194-201'], ['NAV 1', 'NAV 2'], 'OC'],
    ['35-11-00', 'CREW OXYGEN CYLINDER', ['801307-00', '801307-00', '-'], ['FLT DECK'], 'HT'],
    ['36-11-00', 'HP BLEED VALVE', ['3214552-4', '3291508-1', '-'], ['ENG 1', 'ENG 2'], 'OC'],
    ['61-10-00', 'PROPELLER ASSY', ['568F-1', 'R354/4-123-F/13', 'HC-B3TN-3DY'], ['ENG 1', 'ENG 2'], 'HT'],
    ['61-22-00', 'PROPELLER ELECTRONIC CONTROL', ['815500-5', '-', '-'], ['ENG 1', 'ENG 2'], 'OC'],
    ['72-00-00', 'ENGINE', ['PW127M', 'CT7-9B', 'PT6A-34'], ['ENG 1', 'ENG 2'], 'OC'],
    ['73-21-00', 'ENGINE ELECTRONIC CONTROL', ['3074562-02', '5035T66P01', '-'], ['ENG 1', 'ENG 2'], 'OC'],
    ['79-21-00', 'OIL COOLER', ['3071922-01', '4079T42P02', '3033726'], ['ENG 1', 'ENG 2'], 'OC'],
  ];
  const SHOPS = [
    'Safran Electrical Hamble',
    'Collins Aerospace Singapore',
    'Dowty Propellers Gloucester',
    'StandardAero Maastricht',
    'Jet Aviation Basel',
    'AJW Technique Montreal',
  ];
  const REASONS = [
    'U/S - NO OUTPUT',
    'SCHEDULED - HARD TIME',
    'ROBBED FOR AOG',
    'U/S - INTERMITTENT FAULT',
    'WORN - LIMIT REACHED',
    'SB COMPLIANCE',
    'CHIP DETECTOR FINDING',
    'U/S - BITE FAIL',
  ];
  const sn = () => `${chars(random, UPPER, 2)}${digits(random, 4)}`;
  const dateIn = (from: number, to: number) => ymd(from + pick(random, Math.floor((to - from) / DAY)) * DAY);
  const wo = (d: string) => `WO-${d.slice(2, 4)}-${d.slice(5, 7)}-${digits(random, 4)}`;
  const attrs = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join(' ');
  let needle = '';
  const aircraft = (reg: string, i: number) => {
    const fleet = typeOf(reg);
    const column = fleet === 'SF34' ? 1 : fleet === 'DHC6' ? 2 : 0;
    const fh = between(random, 14_000, 42_000) + random();
    const fc = Math.floor(fh * (1.05 + random() * 0.3));
    const installed: string[] = [];
    const removals: string[] = [];
    for (const [ata, desc, pns, positions, control] of PARTS) {
      const pn = pns[column];
      if (pn === '-') continue;
      for (const pos of positions) {
        const target = reg === 'G-SKUL' && desc === 'DC STARTER GENERATOR' && pos === 'ENG 2';
        const on = target ? '2025-09-23' : dateIn(T(-700), T(10));
        const tsn = between(random, 3_000, Math.floor(fh)) + random();
        const tso = Math.min(tsn, between(random, 100, 9_000) + random());
        const element = `<Component ${attrs({
          ata,
          desc,
          pn,
          sn:
            desc === 'ENGINE'
              ? fleet === 'SF34'
                ? `GE-E${digits(random, 6)}`
                : `PCE-${fleet === 'DHC6' ? 'PU' : 'ED'}${digits(random, 4)}`
              : sn(),
          pos,
          tsn: tsn.toFixed(1),
          csn: String(Math.floor(tsn * (1.05 + random() * 0.3))),
          tso: tso.toFixed(1),
          cso: String(Math.floor(tso * (1.05 + random() * 0.3))),
          installed: on,
          wo: wo(on),
          ctl: control,
          ...(control === 'HT' ? { due: dateIn(T(30), T(1400)) } : {}),
        })}/>`;
        installed.push(element);
        if (target) needle = element;
        // Some of the positions had a unit come off in the last two years.
        if (random() < 0.35 || target || (reg === 'G-SKUL' && desc === 'DC STARTER GENERATOR')) {
          const off = target ? '2025-09-23' : on;
          removals.push(
            `<Removal ${attrs({
              date: off,
              ata,
              desc,
              pn,
              sn: sn(),
              pos,
              reason: target ? 'U/S - NO OUTPUT ON DC GEN 2' : oneOf(random, REASONS),
              tsi: (between(random, 200, 6_000) + random()).toFixed(1),
              csi: String(between(random, 240, 7_100)),
              wo: wo(off),
              dest: `SHOP:${oneOf(random, SHOPS)}`,
            })}/>`,
          );
        }
      }
    }
    removals.sort((a, b) => (a.slice(15, 25) < b.slice(15, 25) ? 1 : -1));
    return `<Aircraft ${attrs({
      reg,
      type: TYPE_NAMES[fleet],
      msn: String(fleet === 'SF34' ? 300 + i * 7 : fleet === 'DHC6' ? 940 + i : 1_100 + i * 13),
      fh: fh.toFixed(1),
      fc: String(fc),
      asOf: '2026-11-18',
    })}><Installed count="${installed.length}">${installed.join('')}</Installed><Removals months="24" count="${removals.length}">${removals.join('')}</Removals></Aircraft>`;
  };
  const regs = FLEETS.flatMap((f) => REGS[f]);
  const output = `<?xml version="1.0" encoding="UTF-8"?><ComponentExport system="AMOS" version="12.4" operator="SKU" generated="${isoZ(T(18, 9, 41, 22))}" scope="INSTALLED,REMOVALS_24M" aircraft="${regs.length}">${regs.map(aircraft).join('')}</ComponentExport>\n`;
  const ask =
    'G-SKUL is in the hangar tonight to have its number two starter-generator changed. What serial number should the unit coming off have? Stores want it on the paperwork before it goes to the shop.';
  return probe('round 38: mro component export xml', ask, 'http_get', output, 'serial', needle, true);
}

/** The website's check-in chunk, minified on one line; the endpoint that produces the boarding passes. */
function webCheckinBundle(): EconomicsTask {
  const random = seededRandom(38_003);
  const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
  const short = (): string => {
    const name = `${chars(random, `${LETTERS}${LETTERS.toUpperCase()}`, 1)}${random() < 0.6 ? chars(random, `${LETTERS}${LETTERS.toUpperCase()}`, 1) : ''}`;
    return ['do', 'if', 'in'].includes(name) ? short() : name;
  };
  const cls = () =>
    `${oneOf(random, ['sk', 'ci', 'bk', 'ui', 'fl'])}-${oneOf(random, ['card', 'row', 'panel', 'btn', 'stack', 'label', 'grid', 'hint', 'badge', 'field'])}${random() < 0.5 ? `--${oneOf(random, ['primary', 'muted', 'wide', 'compact', 'active'])}` : ''}__${chars(random, LETTERS, 5)}`;
  const I18N: readonly (readonly [string, string])[] = [
    ['booking.search.from', 'Flying from'],
    ['booking.search.to', 'Flying to'],
    ['booking.search.depart', 'Departing'],
    ['booking.search.return', 'Returning'],
    ['booking.search.passengers', 'Passengers'],
    ['booking.search.submit', 'Find flights'],
    ['booking.fares.saver', 'Saver'],
    ['booking.fares.flex', 'Flex'],
    ['booking.fares.island', 'Island Resident'],
    ['booking.basket.total', 'Total to pay'],
    ['checkin.title', 'Online check-in'],
    ['checkin.find.pnr', 'Booking reference'],
    ['checkin.find.surname', 'Surname'],
    ['checkin.dg.title', 'Items you cannot carry'],
    ['checkin.dg.accept', 'I have read and understood the restrictions'],
    ['checkin.seats.choose', 'Choose your seats'],
    ['checkin.bags.add', 'Add a hold bag'],
    ['checkin.apis.title', 'Passport details'],
    ['checkin.bp.title', 'Your boarding passes'],
    ['checkin.bp.download', 'Download boarding pass'],
    ['checkin.bp.wallet', 'Add to Apple Wallet'],
    ['checkin.bp.email', 'Email my boarding passes'],
    ['checkin.closed', 'Online check-in closes 45 minutes before departure'],
    ['manage.change', 'Change flight'],
    ['manage.cancel', 'Cancel booking'],
    ['loyalty.balance', 'Skua Miles balance'],
    ['loyalty.tier.gold', 'Gold'],
    ['status.delayed', 'Delayed'],
    ['status.cancelled', 'Cancelled'],
    ['status.boarding', 'Boarding'],
    ['status.departed', 'Departed'],
    ['errors.generic', 'Something went wrong. Please try again.'],
    ['errors.session', 'Your session has expired. Please sign in again.'],
    ['footer.pso', 'Some routes are operated under a Public Service Obligation'],
    ['weather.disruption', 'Weather may affect flights to the islands today'],
  ];
  const APIS: readonly (readonly [string, string, string])[] = [
    ['searchAvailability', 'POST', '"/booking/v2/availability",{origin:e.from,destination:e.to,date:e.date,pax:e.pax}'],
    ['fareCalendar', 'GET', '"/booking/v2/fares/calendar?route="+e+"&month="+t'],
    ['createBasket', 'POST', '"/booking/v2/basket",{currency:"GBP"}'],
    ['addPassengers', 'PUT', '"/booking/v2/basket/"+e+"/passengers",{passengers:t}'],
    ['pay', 'POST', '"/booking/v2/basket/"+e+"/payment",{token:t,threeDs:!0}'],
    ['getBooking', 'GET', '"/manage/v1/bookings/"+encodeURIComponent(e)+"?surname="+encodeURIComponent(t)'],
    ['changeQuote', 'POST', '"/manage/v1/bookings/"+e+"/change-quote",{segments:t}'],
    ['getMember', 'GET', '"/loyalty/v1/members/me"'],
    ['getTransactions', 'GET', '"/loyalty/v1/members/me/transactions?page="+(e||1)'],
    ['flightStatus', 'GET', '"/flightstatus/v1/flights?date="+e+"&station="+t'],
    ['getBagOptions', 'GET', '"/ancillaries/v1/bags/"+e'],
    ['getSeatPrices', 'GET', '"/ancillaries/v1/seats/"+e+"/prices"'],
    ['getPage', 'GET', '"/content/v1/pages/"+e'],
    ['refreshSession', 'POST', '"/auth/v1/session/refresh",{}'],
    ['getDisruption', 'GET', '"/flightstatus/v1/disruption?region="+e'],
  ];
  const jsx = () => {
    const f = short();
    const tag = oneOf(random, ['div', 'section', 'li', 'button', 'p', 'span', 'label']);
    return `function ${f}(e){var t=e.${oneOf(random, ['title', 'label', 'flight', 'passenger', 'children', 'value'])},n=e.${oneOf(random, ['onChange', 'onClose', 'disabled', 'variant', 'status', 'id'])},r=(0,a.useState)(!1),i=(0,o.Z)(r,2),l=i[0],s=i[1];return(0,c.jsx)("${tag}",{className:"${cls()}",children:(0,c.jsxs)("${oneOf(random, ['div', 'span', 'button'])}",{"aria-expanded":l,onClick:function(){return s(!l)},children:[(0,c.jsx)("span",{className:"${cls()}",children:t}),l&&(0,c.jsx)(${short()},{onClose:function(){return s(!1)},value:n})]})})}`;
  };
  const dictionary = () =>
    `var ${short()}={${shuffle(random, [...I18N])
      .slice(0, between(random, 6, 14))
      .map(([k, v]) => `"${k}":"${v}"`)
      .join(',')}}`;
  const client = () => {
    const u = short();
    const entries = shuffle(random, [...APIS]).slice(0, between(random, 3, 7));
    return `var ${short()}={${entries.map(([name, method, args]) => `${name}:function(e,t){return ${u}("${method}",${args})}`).join(',')}}`;
  };
  const util = () =>
    oneOf(random, [
      () =>
        `function ${short()}(e,t){if(!e)return"";var n=new Date(e);return n.toLocaleDateString(t||"en-GB",{weekday:"short",day:"numeric",month:"short"})}`,
      () => `function ${short()}(e){return(e||"").replace(/[^A-Z0-9]/gi,"").toUpperCase().slice(0,6)}`,
      () => `function ${short()}(e){return"\\u00a3"+(Math.round(100*e)/100).toFixed(2)}`,
      () => `function ${short()}(e,t){return e.std<t.std?-1:e.std>t.std?1:0}`,
      () => `function ${short()}(e){var t=Date.parse(e.std)-Date.now();return t>27e5&&t<864e5}`,
      () =>
        `function ${short()}(e,t){switch(void 0===e&&(e=${short()}),t.type){case"${oneOf(random, ['checkin', 'booking', 'seats', 'bags'])}/${oneOf(random, ['loaded', 'updated', 'failed', 'reset'])}":return Object.assign({},e,{${oneOf(random, ['journey', 'basket', 'error', 'seatMap'])}:t.payload,loading:!1});case"${oneOf(random, ['checkin', 'booking'])}/pending":return Object.assign({},e,{loading:!0});default:return e}}`,
      () =>
        `window.dataLayer=window.dataLayer||[],window.dataLayer.push({event:"${oneOf(random, ['checkin_step', 'search', 'select_fare', 'add_bag', 'seat_selected'])}",journey:"${oneOf(random, ['checkin', 'booking', 'manage'])}",step:${between(random, 1, 6)}})`,
    ])();
  const moduleText = (id: number, body: string) =>
    `${id}:function(e,t,n){"use strict";n.d(t,{${short()}:function(){return ${short()}}});var a=n(${between(random, 1_000, 99_999)}),o=n(${between(random, 1_000, 99_999)}),c=n(${between(random, 1_000, 99_999)});${body}}`;
  const plantedClient =
    'var Qt={getJourney:function(e){return Ut("GET","/dcs/checkin/v3/journeys/"+encodeURIComponent(e))},acceptRestrictions:function(e){return Ut("POST","/dcs/checkin/v3/journeys/"+e+"/dg-declaration",{accepted:!0})},saveApis:function(e,t){return Ut("PUT","/dcs/checkin/v3/journeys/"+e+"/apis",{documents:t})},getSeatMap:function(e,t){return Ut("GET","/dcs/checkin/v3/journeys/"+e+"/seat-map?segment="+t)},checkInPassengers:function(e,t){return Ut("POST","/dcs/checkin/v3/journeys/"+e+"/check-in",{passengerIds:t})},';
  const needle =
    'issueBoardingPasses:function(e,t){return Ut("POST","/dcs/checkin/v3/journeys/"+e+"/boarding-passes",{passengerIds:t,format:"PDF_AND_MOBILE"})}';
  const plantedRest =
    ',getBoardingPass:function(e){return Ut("GET","/dcs/checkin/v3/boarding-passes/"+e)},emailBoardingPasses:function(e,t){return Ut("POST","/dcs/checkin/v3/boarding-passes/email",{ids:e,to:t})},walletPass:function(e){return Ut("GET","/dcs/checkin/v3/boarding-passes/"+e+"/pkpass")}}';
  const modules: string[] = [];
  let size = 0;
  let id = 10_000;
  while (size < 560_000) {
    const parts = Array.from({ length: between(random, 2, 6) }, () => oneOf(random, [jsx, jsx, dictionary, client, util, util])());
    const text = moduleText((id += between(random, 3, 400)), parts.join(';'));
    modules.push(text);
    size += text.length;
  }
  modules.splice(
    Math.floor(modules.length * 0.5),
    0,
    moduleText(
      48_211,
      `function Ut(e,t,n){return fetch(window.__SKUA_CFG__.apiBase+t,{method:e,credentials:"include",headers:{"Content-Type":"application/json","X-Channel":"WEB"},body:n?JSON.stringify(n):void 0}).then(function(e){if(!e.ok)throw new Kt(e.status);return e.json()})};${plantedClient}${needle}${plantedRest}`,
    ),
    moduleText(
      48_390,
      `function Jn(e){var t=e.journey,n=e.selected,r=(0,a.useState)("idle"),i=(0,o.Z)(r,2),l=i[0],s=i[1];return(0,c.jsx)("button",{className:"ci-btn--primary__bpass",disabled:"pending"===l,onClick:function(){return s("pending"),Qt.issueBoardingPasses(t.id,n).then(function(){return s("done")},function(){return s("failed")})},children:(0,c.jsx)(Zt,{k:"checkin.bp.download"})})}`,
    ),
  );
  const output = `/*! For license information please see checkin.3e9b7c21.chunk.js.LICENSE.txt */\n"use strict";(self.webpackChunk_skua_web=self.webpackChunk_skua_web||[]).push([[792],{${modules.join(',')}}]);\n//# sourceMappingURL=checkin.3e9b7c21.chunk.js.map\n`;
  const ask =
    "Web check-in is letting people get all the way to the end, but nobody's getting a boarding pass out of it. In the site's check-in script, which API endpoint does it call to produce the boarding passes?";
  return probe('round 38: web check-in bundle', ask, 'http_get', output, 'endpoint', needle, true);
}

/** The crew pairings for three weeks as YAML; the first officer on a Friday flight. */
function crewPairingsYaml(): EconomicsTask {
  const random = seededRandom(38_004);
  const family = (type: Fleet) => (type === 'AT76' || type === 'AT46' ? 'ATR' : type === 'SF34' ? 'S34' : 'DHC6');
  const BASES = ['ABZ', 'EDI', 'GLA', 'INV'];
  let staff = 10_200;
  const pool = (n: number) =>
    Array.from({ length: n }, () => ({
      staff: String((staff += between(random, 3, 40))),
      name: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
    }));
  const crews = new Map<string, Record<string, { staff: string; name: string }[]>>();
  for (const base of BASES)
    for (const fam of ['ATR', 'S34', 'DHC6']) crews.set(`${base}-${fam}`, { CP: pool(12), FO: pool(12), SCCM: pool(10), CC: pool(14) });
  const sectors = schedule();
  const rotations = new Map<string, Sector[]>();
  for (const s of sectors) rotations.set(s.rotation, [...(rotations.get(s.rotation) ?? []), s]);
  const lines: string[] = [];
  let count = 0;
  const HOTELS: Readonly<Record<string, string>> = {
    SYY: 'Caladh Inn',
    KOI: 'Ayre Hotel',
    LSI: 'Sumburgh Hotel',
    MAN: 'Crowne Plaza Manchester Airport',
  };
  for (let d = 9; d <= 29; d++) {
    const day = T(d);
    const used = new Set<string>();
    const rots = [...rotations.values()].sort((a, b) => a[0]!.std - b[0]!.std);
    // One aircraft flies both halves of an out-and-back.
    const tails = new Map(rots.map((r) => [r[0]!.rotation, oneOf(random, REGS[r[0]!.type])]));
    const pairings: Sector[][] = [];
    for (const rot of rots) {
      if (used.has(rot[0]!.rotation)) continue;
      used.add(rot[0]!.rotation);
      const legs = [...rot];
      const next = rots.find(
        (r) =>
          !used.has(r[0]!.rotation) &&
          r[0]!.dep === rot[0]!.dep &&
          family(r[0]!.type) === family(rot[0]!.type) &&
          r[0]!.std >= legs[legs.length - 1]!.sta + 30,
      );
      if (next && random() < 0.8) {
        used.add(next[0]!.rotation);
        legs.push(...next);
      }
      pairings.push(legs);
    }
    pairings.sort((a, b) => (a[0]!.dep === b[0]!.dep ? a[0]!.std - b[0]!.std : a[0]!.dep < b[0]!.dep ? -1 : 1));
    const perBase = new Map<string, number>();
    for (const legs of pairings) {
      const first = legs[0]!;
      const last = legs[legs.length - 1]!;
      const fam = family(first.type);
      const base = BASES.includes(first.dep) ? first.dep : 'INV';
      const n = (perBase.get(`${base}-${fam}`) ?? 0) + 1;
      perBase.set(`${base}-${fam}`, n);
      const id = `${base}-${fam}-${ymd(day).slice(2).replace(/-/g, '')}-${pad2(n)}`;
      const report = first.std - (fam === 'DHC6' ? 45 : 50);
      const release = last.sta + 30;
      const reportHour = Math.floor(report / 60);
      const maxFdp =
        (reportHour < 6 ? 12 * 60 + (report % 60 >= 30 ? 30 : 0) : reportHour < 13 ? 13 * 60 : 12 * 60) - 30 * Math.max(0, legs.length - 2);
      const pool = crews.get(`${base}-${fam}`)!;
      const pickCrew = (rank: string) => {
        const who = oneOf(random, pool[rank]!);
        return `      - {pos: ${rank}, staff: "${who.staff}", name: ${who.name}${random() < 0.08 ? ', from: SBY' : ''}}`;
      };
      const target = d === 20 && legs.some((l) => l.flt === 'SW404');
      const crewLines = [
        pickCrew('CP'),
        target ? '      - {pos: FO, staff: "12964", name: Magnus Isbister, from: SBY}' : pickCrew('FO'),
        ...(fam === 'DHC6' ? [] : [pickCrew('SCCM')]),
        ...(first.type === 'AT76' ? [pickCrew('CC')] : []),
      ];
      const nightstop = first.dep === 'SYY';
      lines.push(
        `  - id: ${id}`,
        `    base: ${base}`,
        `    fleet: ${fam}`,
        `    date: ${ymd(day)}`,
        `    report: "${hhmm(report)}Z"`,
        `    release: "${hhmm(release)}Z"`,
        `    fdp: {planned: "${hhmm(release - report - 30)}", max: "${hhmm(maxFdp)}", sectors: ${legs.length}}`,
        `    legs:`,
        ...legs.map(
          (l) =>
            `      - {flt: ${l.flt}, dep: ${l.dep}, arr: ${l.arr}, std: "${hhmm(l.std)}", sta: "${hhmm(l.sta)}", ac: ${l.type}, reg: ${tails.get(l.rotation)!}}`,
        ),
        `    crew:`,
        ...crewLines,
        nightstop ? `    hotel: {station: SYY, name: ${HOTELS.SYY!}, nights: 1, check_in: "${ymd(day - DAY)}"}` : `    hotel: null`,
        `    status: ${d <= 18 ? 'FLOWN' : d <= 22 ? 'PUBLISHED' : 'DRAFT'}`,
      );
      count++;
    }
  }
  const output = `${[
    '# crewctl pairings export --from 2026-11-09 --to 2026-11-29 --base ALL -o yaml',
    'period: {from: 2026-11-09, to: 2026-11-29}',
    `generated: "${isoZ(T(18, 10, 2, 17))}"`,
    'roster_version: W46-W48 v7',
    `count: ${count}`,
    'pairings:',
    ...lines,
  ].join('\n')}\n`;
  const needle = '- {pos: FO, staff: "12964", name: Magnus Isbister, from: SBY}';
  const ask = "Who's the first officer on SW404 up to Sumburgh this Friday? I need to get a message to them before they report.";
  return probe('round 38: crew pairings yaml', ask, 'run_shell', output, 'first officer', needle);
}

/** The bag reconciliation service's log since yesterday evening, with its stack traces; the night job's null pointer. */
function baggageReconcilerLog(): EconomicsTask {
  const random = seededRandom(38_005);
  const stamp = (t: number) => new Date(t).toISOString();
  const events: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    events.push({
      t,
      text: [
        `${stamp(t)} ${level.padStart(5)} 1 --- [brs-reconciler] [${thread.padStart(15)}] ${logger.padEnd(40)} : ${message}`,
        ...trace,
      ].join('\n'),
    });
  const PROC = 'c.s.b.reconcile.BsmProcessor';
  const BPM = 'c.s.b.reconcile.BpmProcessor';
  const REC = 'c.s.b.reconcile.FlightReconciler';
  const DCS = 'c.s.baggage.dcs.DcsClient';
  const LAG = 'c.s.baggage.metrics.LagReporter';
  const JOB = 'c.s.b.reconcile.TransferWindowJob';
  const HOLDS = ['FWD', 'AFT'];
  const LOCS = ['MAKEUP-1', 'MAKEUP-2', 'CHECKIN-BELT', 'HBS-L1', 'HBS-L2', 'CAROUSEL', 'STAND'];
  const springFrames = [
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeRecordListener(KafkaMessageListenerContainer.java:2856)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeWithRecords(KafkaMessageListenerContainer.java:2718)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.invokeRecordListener(KafkaMessageListenerContainer.java:2593)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.invokeListener(KafkaMessageListenerContainer.java:2297)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.pollAndInvoke(KafkaMessageListenerContainer.java:1591)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.run(KafkaMessageListenerContainer.java:1360)',
    '\tat java.base/java.util.concurrent.CompletableFuture$AsyncRun.run(CompletableFuture.java:1804)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const schedFrames = [
    '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    '\tat org.springframework.scheduling.support.ScheduledMethodRunnable.runInternal(ScheduledMethodRunnable.java:130)',
    '\tat org.springframework.scheduling.support.ScheduledMethodRunnable.lambda$run$2(ScheduledMethodRunnable.java:124)',
    '\tat io.micrometer.observation.Observation.observe(Observation.java:499)',
    '\tat org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:124)',
    '\tat org.springframework.scheduling.support.DelegatingErrorHandlingRunnable.run(DelegatingErrorHandlingRunnable.java:54)',
    '\tat org.springframework.scheduling.concurrent.ReschedulingRunnable.run(ReschedulingRunnable.java:96)',
    '\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    '\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    '\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:304)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const tag = () => `0296${digits(random, 6)}`;
  const start = T(17, 16);
  const end = T(18, 10, 5);
  // Lag and heap, every minute, day and night.
  for (let t = start; t < end; t += MINUTE) {
    const busy = (h: number) => h >= 5 && h < 21;
    const h = new Date(t).getUTCHours();
    log(
      t + between(random, 0, 900),
      'INFO',
      'metrics-1',
      LAG,
      `consumer-lag group=brs-reconciler topic=bsm.in lag=${busy(h) ? between(random, 0, 14) : 0} topic=bpm.in lag=${busy(h) ? between(random, 0, 9) : 0} heap_used_mb=${between(random, 610, 980)}`,
    );
  }
  // The flights' bags: a BSM for each at check-in, a BPM or two as it moves, the reconciliation summary at close.
  const sectors = schedule();
  const flights = [
    ...sectors.filter((s) => s.std >= 16 * 60 + 30).map((s) => ({ s, day: T(17) })),
    ...sectors.filter((s) => s.std <= 10 * 60 + 30).map((s) => ({ s, day: T(18) })),
  ];
  for (const { s, day } of flights) {
    const std = day + s.std * MINUTE;
    const ref = `${s.flt}/${ddmmm(day)}`;
    const bags = between(random, 8, Math.floor(SEATS[s.type] * 0.7));
    for (let b = 0; b < bags; b++) {
      const t = std - between(random, 40, 110) * MINUTE + between(random, 0, 59_000);
      if (t < start || t > end) continue;
      const bag = tag();
      log(
        t,
        'INFO',
        `bsm-consumer-${between(random, 0, 2)}`,
        PROC,
        `BSM received tag=${bag} flt=${ref} ${s.dep}-${s.arr} pax=${oneOf(random, LAST).toUpperCase()}/${given(random)} seq=${pad2(between(random, 1, 70)).padStart(3, '0')} cls=Y wt=${between(random, 6, 23)}kg`,
      );
      const seen = t + between(random, 3, 25) * MINUTE;
      if (seen < end)
        log(
          seen,
          'INFO',
          `bpm-consumer-${between(random, 0, 1)}`,
          BPM,
          `BPM tag=${bag} flt=${ref} loc=${s.dep}-${oneOf(random, LOCS)} status=SCREENED_CLEAR`,
        );
      const loaded = std - between(random, 5, 25) * MINUTE;
      if (loaded < end && loaded > seen)
        log(
          loaded,
          'INFO',
          `bpm-consumer-${between(random, 0, 1)}`,
          BPM,
          `BPM tag=${bag} flt=${ref} loc=${s.dep}-STAND status=LOADED hold=${oneOf(random, HOLDS)}`,
        );
    }
    const dcsAt = std - between(random, 30, 50) * MINUTE;
    if (dcsAt > start && dcsAt < end)
      log(
        dcsAt,
        'INFO',
        'dcs-poller-1',
        DCS,
        `GET /dcs/api/v2/flights/${s.flt}/${ymd(day)}/passengers -> 200 in ${between(random, 60, 420)}ms (pax=${between(random, 10, SEATS[s.type])})`,
      );
    const close = std - between(random, 2, 6) * MINUTE;
    if (close > start && close < end)
      log(
        close,
        'INFO',
        'reconciler-2',
        REC,
        `Flight ${ref} ${s.dep}: bags checked=${bags} loaded=${bags} offload=0 rush=0 status=RECONCILED`,
      );
  }
  // Errors of the ordinary kind: the DCS timing out, a BSM the parser cannot read, a null in the load plan.
  for (let t = start + 20 * MINUTE; t < end; t += between(random, 35, 95) * MINUTE) {
    const h = new Date(t).getUTCHours();
    if (h >= 22 || h < 5) continue;
    if (random() < 0.5)
      log(
        t,
        'WARN',
        'dcs-poller-1',
        DCS,
        `DCS call failed, will retry in 30s: GET /dcs/api/v2/flights/SW${between(random, 100, 481)}/${ymd(t)}/passengers`,
        [
          'java.net.SocketTimeoutException: Read timed out',
          '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
          '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
          '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
          '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
          '\tat org.apache.hc.client5.http.impl.classic.InternalHttpClient.doExecute(InternalHttpClient.java:170)',
          '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:889)',
          '\tat com.skuaair.baggage.dcs.DcsClient.passengers(DcsClient.java:92)',
          '\tat com.skuaair.baggage.dcs.DcsPoller.poll(DcsPoller.java:47)',
          ...schedFrames.slice(0, 6),
        ],
      );
    else
      log(
        t,
        'ERROR',
        `bsm-consumer-${between(random, 0, 2)}`,
        PROC,
        `Rejected BSM offset=${between(random, 1_200_000, 1_400_000)} partition=${between(random, 0, 2)}, sent to bsm.in.DLT`,
        [
          `com.skuaair.baggage.bsm.BsmParseException: Unexpected element ".${oneOf(random, ['X', 'Q', 'K'])}/" at line ${between(random, 4, 9)}`,
          `\tat com.skuaair.baggage.bsm.BsmParser.element(BsmParser.java:${between(random, 180, 240)})`,
          '\tat com.skuaair.baggage.bsm.BsmParser.parse(BsmParser.java:61)',
          '\tat com.skuaair.baggage.reconcile.BsmProcessor.onMessage(BsmProcessor.java:54)',
          ...springFrames,
        ],
      );
  }
  log(T(17, 19, 47, 12) + 384, 'ERROR', 'reconciler-1', REC, 'Load plan update failed for SW263/17NOV BHD, flight left OPEN', [
    'java.lang.NullPointerException: Cannot invoke "com.skuaair.baggage.model.HoldPosition.name()" because "position" is null',
    '\tat com.skuaair.baggage.reconcile.LoadPlanBuilder.addBag(LoadPlanBuilder.java:143)',
    '\tat com.skuaair.baggage.reconcile.FlightReconciler.reconcile(FlightReconciler.java:88)',
    '\tat com.skuaair.baggage.reconcile.FlightReconciler.onClose(FlightReconciler.java:61)',
    ...springFrames,
  ]);
  // The night job: transfer windows for today's through-checked bags.
  log(T(18, 3, 10, 0) + 212, 'INFO', 'scheduling-1', JOB, 'Recalculating transfer windows for 2026-11-18 (212 through-checked bags)');
  log(
    T(18, 3, 10, 4) + 977,
    'ERROR',
    'scheduling-1',
    JOB,
    'Transfer window recalculation failed for tag=0296418832 SW310/18NOV SYY-INV > SW362/18NOV INV-MAN',
    [
      'java.lang.IllegalStateException: Transfer window could not be computed for bag 0296418832',
      '\tat com.skuaair.baggage.reconcile.TransferWindowJob.recalculate(TransferWindowJob.java:118)',
      '\tat com.skuaair.baggage.reconcile.TransferWindowJob.lambda$run$0(TransferWindowJob.java:74)',
      '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
      '\tat com.skuaair.baggage.reconcile.TransferWindowJob.run(TransferWindowJob.java:72)',
      ...schedFrames,
      'Caused by: java.lang.NullPointerException: Cannot invoke "java.time.OffsetDateTime.until(java.time.temporal.Temporal, java.time.temporal.TemporalUnit)" because the return value of "com.skuaair.baggage.model.Leg.estimatedDeparture()" is null',
      '\tat com.skuaair.baggage.reconcile.TransferWindow.minutesToConnect(TransferWindow.java:57)',
      '\tat com.skuaair.baggage.reconcile.TransferWindow.of(TransferWindow.java:31)',
      '\tat com.skuaair.baggage.reconcile.TransferWindowJob.recalculate(TransferWindowJob.java:109)',
      '\t... 17 common frames omitted',
    ],
  );
  log(T(18, 3, 10, 5) + 31, 'INFO', 'scheduling-1', JOB, 'Transfer windows recalculated: 211 ok, 1 failed in 4.8s');
  log(
    T(18, 6, 12, 31) + 650,
    'ERROR',
    `bsm-consumer-1`,
    PROC,
    'Transfer check failed for tag=0296502217 SW401/18NOV LSI-ABZ > SW452/18NOV ABZ-MAN, bag left UNRESOLVED',
    [
      'java.lang.NullPointerException: Cannot invoke "java.time.OffsetDateTime.toInstant()" because the return value of "com.skuaair.baggage.model.Leg.scheduledArrival()" is null',
      '\tat com.skuaair.baggage.reconcile.TransferWindow.minutesToConnect(TransferWindow.java:63)',
      '\tat com.skuaair.baggage.reconcile.TransferWindow.of(TransferWindow.java:31)',
      '\tat com.skuaair.baggage.reconcile.BsmProcessor.checkOnward(BsmProcessor.java:131)',
      '\tat com.skuaair.baggage.reconcile.BsmProcessor.onMessage(BsmProcessor.java:77)',
      ...springFrames,
    ],
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const needle = 'at com.skuaair.baggage.reconcile.TransferWindow.minutesToConnect(TransferWindow.java:57)';
  const ask =
    'The bag reconciliation service threw a null pointer at about ten past three this morning. Which of our own classes, and which line, did it actually come from?';
  return probe('round 38: baggage reconciler log', ask, 'run_shell', output, 'line', needle);
}

/** The tech log's deferred defects since August, pretty JSON; when one aircraft's weather radar deferral runs out. */
function techLogDeferredDefectsJson(): EconomicsTask {
  const random = seededRandom(38_006);
  /** Defects: ATA, description, action, MEL item, category, days, placard, ops procedure. */
  const DEFECTS: readonly (readonly [string, string, string, string, string, number, string, string])[] = [
    [
      '33-42-00',
      'L LANDING LIGHT INOP.',
      'LAMP CHECKED, FAULT PERSISTS. DEFERRED.',
      '33-40-01',
      'C',
      10,
      'L LDG LT INOP',
      '(O) Night operations: R landing light and taxi light serviceable',
    ],
    ['33-41-00', 'LOGO LIGHT INOP.', 'DEFERRED, LAMP ON ORDER.', '33-40-05', 'D', 120, 'LOGO LT INOP', 'Nil'],
    [
      '25-31-00',
      'REAR GALLEY WATER BOILER DOES NOT HEAT.',
      'CB RESET, NO EFFECT. BOILER ISOLATED.',
      '25-30-02',
      'D',
      120,
      'BOILER INOP',
      'Nil',
    ],
    ['25-21-00', 'PAX SEAT 7D RECLINE INOP.', 'SEAT LOCKED UPRIGHT.', '25-20-01', 'D', 120, 'RECLINE INOP', '(O) Seat may be occupied'],
    [
      '23-31-00',
      'PA INAUDIBLE IN CABIN ROWS 12-18.',
      'SPEAKER CONNECTORS CHECKED, NFF ON GROUND.',
      '23-30-01',
      'C',
      10,
      'PA INOP AFT',
      '(O) Cabin crew to brief affected rows by voice',
    ],
    [
      '21-61-00',
      'CABIN TEMP CONTROL AUTO MODE INOP, MANUAL OK.',
      'CONTROLLER BITE, FAULT CODE 21-6104.',
      '21-60-01',
      'C',
      10,
      'TEMP AUTO INOP',
      '(O) Use manual mode',
    ],
    ['23-12-00', 'VHF 3 INOP.', 'TRANSCEIVER RESEATED, NO EFFECT.', '23-10-02', 'C', 10, 'VHF 3 INOP', 'Nil'],
    [
      '52-71-00',
      'FWD CARGO DOOR WARNING LIGHT INTERMITTENT IN FLIGHT.',
      'DOOR PROX SENSOR ADJUSTED. DOOR VISUALLY CHECKED CLOSED AND LOCKED.',
      '52-70-01',
      'B',
      3,
      'CHECK DOOR VISUALLY',
      '(O)(M) Door to be visually checked before each departure',
    ],
    [
      '36-12-00',
      'HP VALVE 2 FAULT LIGHT ON GROUND ONLY.',
      'VALVE CYCLED OK. DEFERRED FOR TROUBLESHOOTING.',
      '36-11-01',
      'B',
      3,
      'HPV 2',
      '(O) HP valve 2 selected OFF, bleed from LP',
    ],
    [
      '26-15-00',
      'AFT LAV SMOKE DETECTOR FAULT.',
      'DETECTOR TESTED, FAIL. LAV LOCKED.',
      '26-15-01',
      'A',
      3,
      'LAV CLOSED',
      '(O) Lavatory locked and not used',
    ],
    [
      '35-21-00',
      'PORTABLE O2 BOTTLE AT ROW 1 BELOW MIN PRESSURE.',
      'BOTTLE REMOVED. NO SPARE AT STATION.',
      '35-20-01',
      'C',
      10,
      'PBE O2 U/S',
      '(O) Max pax reduced per MEL',
    ],
    [
      '38-11-00',
      'POTABLE WATER QTY INDICATION INOP.',
      'SENSOR CHECKED. TANK FILLED AND DIPPED.',
      '38-10-01',
      'D',
      120,
      'WATER QTY INOP',
      'Nil',
    ],
    [
      '33-43-00',
      'R WING STROBE INOP.',
      'POWER SUPPLY SUSPECT. DEFERRED.',
      '33-40-03',
      'C',
      10,
      'R STROBE INOP',
      '(O) Remaining anti-collision lights serviceable',
    ],
    ['38-31-00', 'AFT LAV FLUSH INOP.', 'MOTOR CB RESET, NO EFFECT.', '38-30-01', 'C', 10, 'LAV FLUSH INOP', 'Nil'],
    [
      '34-51-00',
      'DME 2 NO READOUT.',
      'BITE PASS ON GROUND. DEFERRED.',
      '34-50-02',
      'C',
      10,
      'DME 2 INOP',
      '(O) Not required for the route',
    ],
    [
      '21-31-00',
      'CABIN ALTITUDE INDICATOR FLICKERS.',
      'CONNECTOR CLEANED. INTERMITTENT.',
      '21-30-01',
      'C',
      10,
      'CAB ALT IND',
      '(O) Use MFC cabin altitude page',
    ],
    [
      '30-61-00',
      'PROP 1 DE-ICE CYCLE LIGHT FLICKERS.',
      'BRUSH BLOCK INSPECTED, WITHIN LIMITS.',
      '30-60-01',
      'B',
      3,
      'PROP 1 DEICE',
      '(O) Flight into known icing prohibited',
    ],
    ['25-41-00', 'COFFEE MAKER FWD GALLEY INOP.', 'ISOLATED.', '25-40-03', 'D', 120, 'COFFEE INOP', 'Nil'],
  ];
  const WXR = [
    '34-41-00',
    'WEATHER RADAR INTERMITTENT, WX FAIL ON ND 1 AND 2 IN CRUISE. RECOVERS AFTER RESET.',
    'BITE TEST ON GROUND PASS, NO FAULTS STORED. DEFERRED IAW MEL.',
    '34-41-01',
    'C',
    10,
    'WX RADAR INOP',
    '(O) Flight into known or forecast thunderstorm or CB activity not permitted at night or in IMC',
  ] as const;
  const STATIONS = ['ABZ', 'EDI', 'GLA', 'INV', 'KOI', 'LSI', 'SYY', 'MAN'];
  const engineer = () =>
    `${oneOf(random, ['B1', 'B1', 'B2'])} LAE ${between(random, 3_100, 4_900)} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`;
  let seq = 3_000;
  const defect = (
    reg: string,
    raised: number,
    spec: readonly [string, string, string, string, string, number, string, string],
    closed: number | null,
  ) => {
    const [ata, description, action, mel, category, days, placard, ops] = spec;
    const due = raised + days * DAY;
    return {
      defect_id: '',
      aircraft: reg,
      type: TYPE_NAMES[typeOf(reg)],
      tech_log_page: `${reg.slice(2)}-${digits(random, 6)}`,
      raised: isoZ(raised),
      station: oneOf(random, STATIONS),
      reported_by: oneOf(random, ['CREW', 'CREW', 'CREW', 'ENGINEERING']),
      ata,
      description,
      action_taken: action,
      deferral: {
        mel_item: mel,
        category,
        interval: category === 'A' ? '3 FLIGHT DAYS' : `${days} CALENDAR DAYS`,
        placard,
        ops_procedure: ops,
        maint_procedure: category === 'D' || random() < 0.5 ? 'Nil' : `(M) See MEL ${mel} maintenance procedure`,
        deferred_by: engineer(),
      },
      rectification_due: isoZ(due),
      parts:
        spec === WXR || random() < 0.45
          ? [
              {
                pn: spec === WXR ? '822-1710-601' : `${digits(random, 3)}-${digits(random, 4)}-${digits(random, 2)}`,
                qty: 1,
                order: `SO-${digits(random, 6)}`,
                status: closed ? 'FITTED' : oneOf(random, ['ORDERED', 'IN_TRANSIT', 'AT_STATION']),
              },
            ]
          : [],
      status: closed ? 'CLOSED' : 'OPEN',
      closed_at: closed ? isoZ(closed) : null,
      closing_action: closed
        ? `${oneOf(random, ['COMPONENT REPLACED', 'CONNECTOR REPAIRED', 'UNIT RESET AND TESTED', 'ADJUSTED IAW AMM'])}. OPS CHECK GOOD. ${engineer()}`
        : null,
    };
  };
  const records: { reg: string; raised: number; body: object }[] = [];
  const startT = T(-92);
  const now = T(18, 9);
  for (const reg of FLEETS.flatMap((f) => REGS[f])) {
    const n = between(random, 20, 34);
    for (let i = 0; i < n; i++) {
      const spec = oneOf(random, DEFECTS);
      const raised = startT + pick(random, Math.floor((now - startT) / MINUTE)) * MINUTE;
      const limit = raised + spec[5] * DAY;
      const closedAt = raised + between(random, 4 * 60, spec[5] * 24 * 60 - 60) * MINUTE;
      const closed = closedAt < now && (limit < now || random() < 0.7) ? closedAt : null;
      records.push({ reg, raised, body: defect(reg, raised, spec, closed) });
    }
  }
  const plant = (reg: string, raised: number, closed: number | null) =>
    records.push({ reg, raised, body: defect(reg, raised, WXR, closed) });
  plant('G-SKUH', T(14, 19, 42), null);
  plant('G-SKUH', T(-61, 8, 17), T(-56, 22, 40));
  plant('G-SKUD', T(12, 16, 5), null);
  const target = records[records.length - 3]!.body as { rectification_due: string };
  // Defect numbers run in the order the defects were raised.
  records.sort((a, b) => a.raised - b.raised);
  for (const r of records) {
    const body = r.body as { defect_id: string };
    body.defect_id = `TL-${ymd(r.raised).slice(2, 4)}${ymd(r.raised).slice(5, 7)}-${String(++seq).padStart(5, '0')}`;
  }
  records.sort((a, b) => (a.reg === b.reg ? b.raised - a.raised : a.reg < b.reg ? -1 : 1));
  const output = `${JSON.stringify(
    {
      operator: 'SKU',
      query: { status: ['OPEN', 'CLOSED'], raised_from: ymd(startT), raised_to: ymd(now), deferred_only: true },
      count: records.length,
      defects: records.map((r) => r.body),
    },
    null,
    2,
  )}\n`;
  const needle = `"rectification_due": "${target.rectification_due}"`;
  const ask = 'G-SKUH has been going round with its weather radar deferred since the weekend. When does that deferral run out?';
  return probe('round 38: tech log deferred defects json', ask, 'http_get', output, 'due', needle);
}

/** The ACARS gateway's log since yesterday lunchtime; the first Stornoway departure's wheels-off message. */
function acarsGatewayLog(): EconomicsTask {
  const random = seededRandom(38_007);
  const stamp = (t: number) => new Date(t).toISOString();
  const events: { t: number; text: string }[] = [];
  const msn = () => `${chars(random, UPPER, 1)}${digits(random, 2)}${chars(random, UPPER, 1)}`;
  const gs = (station: string) => `${station}${between(random, 1, 2)}`;
  const line = (t: number, dir: 'DN' | 'UP', station: string, label: string, reg: string, flt: string, text: string) =>
    `${stamp(t)} INFO  acars-gw[2241]: ${dir} SITA gs=${gs(station)} mode=2 lbl=${label} tail=.${reg} flt=${flt} msn=${msn()} blk=${between(random, 0, 9)} txt="${text}"`;
  const add = (t: number, text: string) => events.push({ t, text });
  const start = T(17, 12);
  const end = T(18, 11, 45);
  let needle = '';
  const sectors = schedule();
  const flights = [
    ...sectors.filter((s) => s.std >= 12 * 60 + 15).map((s) => ({ s, day: T(17) })),
    ...sectors.filter((s) => s.std <= 10 * 60 + 40).map((s) => ({ s, day: T(18) })),
  ];
  /** Station positions, degrees north and east. */
  const POS: Readonly<Record<string, readonly [number, number]>> = {
    ABZ: [57.2, -2.2],
    EDI: [55.95, -3.37],
    GLA: [55.87, -4.43],
    INV: [57.54, -4.05],
    KOI: [58.96, -2.9],
    LSI: [59.88, -1.3],
    SYY: [58.22, -6.33],
    BEB: [57.48, -7.36],
    BRR: [57.02, -7.44],
    TRE: [56.5, -6.87],
    ILY: [55.68, -6.26],
    CAL: [55.44, -5.69],
    WIC: [58.46, -3.09],
    MAN: [53.35, -2.27],
    BHD: [54.62, -5.87],
    BGO: [60.29, 5.22],
    NCL: [55.04, -1.69],
  };
  const dm = (deg: number, width: number) => {
    const a = Math.abs(deg);
    const minutes = (a - Math.floor(a)) * 60;
    return `${String(Math.floor(a)).padStart(width, '0')}${minutes.toFixed(1).padStart(4, '0')}`;
  };
  const position = (lat: number, lon: number) => `N${dm(lat, 2)}${lon < 0 ? 'W' : 'E'}${dm(lon, 3)}`;
  /** Weights by type: dry operating weight, maximum zero fuel weight, fuel range, burn a minute (kg). */
  const WEIGHTS: Readonly<Record<Fleet, readonly [number, number, number, number, number]>> = {
    AT76: [13_300, 21_000, 1_500, 2_800, 11],
    AT46: [11_300, 16_700, 1_200, 2_200, 9],
    SF34: [8_400, 12_020, 900, 1_600, 7],
    DHC6: [3_700, 5_400, 500, 1_000, 4],
  };
  const ms = () => between(random, 0, 59_999);
  for (const { s, day } of flights) {
    const reg = s.flt === 'SW310' ? 'G-SKUQ' : oneOf(random, REGS[s.type]);
    const std = day + s.std * MINUTE;
    const planted = s.flt === 'SW310' && day === T(18);
    const out = planted ? T(18, 6, 41, 12) + 408 : std + between(random, -3, 14) * MINUTE + ms();
    const off = planted ? T(18, 6, 49, 37) + 214 : out + between(random, 4, 11) * MINUTE + ms();
    const on = off + (s.sta - s.std - between(random, 8, 14)) * MINUTE + ms();
    const inn = on + between(random, 3, 7) * MINUTE + ms();
    const [dow, mzfw, fuelLo, fuelHi, perMinute] = WEIGHTS[s.type];
    const fob = between(random, fuelLo, fuelHi);
    const burn = Math.floor((s.sta - s.std) * perMinute);
    // The loadsheet goes up before departure, the crew acknowledge it.
    const ls = out - between(random, 6, 15) * MINUTE + ms();
    if (ls > start && ls < end) {
      const pax = between(random, 6, SEATS[s.type]);
      const zfw = Math.min(mzfw - between(random, 20, 300), dow + pax * 88 + between(random, 150, 900));
      const tow = zfw + fob - between(random, 30, 60);
      add(
        ls,
        line(
          ls,
          'UP',
          s.dep,
          'C1',
          reg,
          s.flt,
          `LOADSHEET FINAL ${hm(ls).replace(':', '')} ED${between(random, 1, 3)} ${s.flt}/${ddmmm(day)} ${s.dep} ${s.arr} ${reg.replace('-', '')} 2/${s.type === 'AT76' ? 2 : s.type === 'DHC6' ? 0 : 1} ZFW ${zfw} MAX ${mzfw} TOF ${fob} TOW ${tow} TIF ${burn} LAW ${tow - burn} PAX ${pax} TTL ${pax} MACZFW ${(20 + random() * 12).toFixed(1)} MACTOW ${(20 + random() * 12).toFixed(1)}`,
        ),
      );
      const ack = ls + between(random, 40, 180) * 1_000 + pick(random, 1_000);
      add(ack, line(ack, 'DN', s.dep, 'C2', reg, s.flt, `LDS ACK ${s.flt} CAPT ${oneOf(random, LAST).toUpperCase()}`));
    }
    const ooi = (t: number, label: string, word: string, extra: string) => {
      if (t < start || t > end) return '';
      const text = line(
        t,
        'DN',
        word === 'ON' || word === 'IN' ? s.arr : s.dep,
        label,
        reg,
        s.flt,
        `${word} ${hm(t).replace(':', '')} ${s.dep} ${s.arr} ${extra}`,
      );
      add(t, text);
      return text;
    };
    ooi(out, 'QP', 'OUT', `FOB ${fob}`);
    const offLine = ooi(off, 'QQ', 'OFF', `FOB ${fob - between(random, 20, 60)}`);
    if (planted) needle = offLine;
    // Position reports along the way, every few minutes.
    const [lat0, lon0] = POS[s.dep]!;
    const [lat1, lon1] = POS[s.arr]!;
    const cruise = s.type === 'DHC6' ? between(random, 40, 80) : between(random, 140, 250);
    for (let t = off + between(random, 2, 4) * MINUTE + ms(); t < on - 2 * MINUTE; t += between(random, 2, 4) * MINUTE + ms()) {
      if (t < start || t > end) continue;
      const f = (t - off) / (on - off);
      const fl = Math.max(30, Math.round(Math.min(cruise, cruise * Math.min(f, 1 - f) * 4) / 10) * 10);
      const near = f < 0.5 ? s.dep : s.arr;
      add(
        t,
        line(
          t,
          'DN',
          near,
          '80',
          reg,
          s.flt,
          `POS ${position(lat0 + (lat1 - lat0) * f, lon0 + (lon1 - lon0) * f)},${hm(t).replace(':', '')},FL${String(fl).padStart(3, '0')},SAT M${between(random, 5, 45)},WIND ${pad2(between(random, 18, 36))}0/${between(random, 15, 85)},FOB ${fob - Math.floor(burn * f)}`,
        ),
      );
    }
    const trend = off + between(random, 8, 14) * MINUTE + ms();
    if (trend > start && trend < end && trend < on)
      add(
        trend,
        line(
          trend,
          'DN',
          s.dep,
          'H1',
          reg,
          s.flt,
          `#T1ETR/ENG1 TQ${between(random, 70, 90)} NH${(92 + random() * 6).toFixed(1)} NP82.0 ITT${between(random, 640, 760)} FF${between(random, 310, 420)} OP${between(random, 55, 70)} OT${between(random, 70, 92)}/ENG2 TQ${between(random, 70, 90)} NH${(92 + random() * 6).toFixed(1)} NP82.0 ITT${between(random, 640, 760)} FF${between(random, 310, 420)} OP${between(random, 55, 70)} OT${between(random, 70, 92)}/ALT${String(cruise).padStart(3, '0')}00 IAS${between(random, 180, 240)}`,
        ),
      );
    const atis = on - between(random, 18, 30) * MINUTE + ms();
    if (atis > start && atis < end && atis > off) {
      add(atis, line(atis, 'DN', s.arr, '5Z', reg, s.flt, `/ATIS ${s.arr} REQ`));
      const reply = atis + between(random, 8_000, 30_000);
      add(
        reply,
        line(
          reply,
          'UP',
          s.arr,
          'A9',
          reg,
          s.flt,
          `${s.arr} ATIS ${chars(random, UPPER, 1)} ${hm(atis).replace(':', '')}Z RWY ${pad2(between(random, 6, 36))} WIND ${pad2(between(random, 18, 36))}0/${between(random, 8, 35)}KT VIS ${oneOf(random, ['10KM', '9999', '6000 -RA', '4000 RA BR'])} ${oneOf(random, ['FEW', 'SCT', 'BKN'])}0${between(random, 8, 35)} T${pad2(between(random, 2, 9))} DP${pad2(between(random, 0, 6))} Q${between(random, 978, 1_030)}`,
        ),
      );
    }
    ooi(on, 'QR', 'ON', `FOB ${fob - burn}`);
    ooi(inn, 'QS', 'IN', `FOB ${fob - burn - between(random, 5, 25)}`);
  }
  // Link tests from every aircraft through the day and night.
  for (const reg of FLEETS.flatMap((f) => REGS[f]))
    for (let t = start + pick(random, 60 * 60_000); t < end; t += between(random, 50, 80) * MINUTE + ms())
      add(
        t,
        `${stamp(t)} INFO  acars-gw[2241]: DN SITA gs=${gs(oneOf(random, ['ABZ', 'EDI', 'GLA', 'INV']))} mode=2 lbl=Q0 tail=.${reg} flt=------ msn=${msn()} blk=0 txt=""`,
      );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask = "What time did this morning's first flight out of Stornoway actually get airborne?";
  return probe('round 38: acars gateway log, paraphrase', ask, 'run_shell', output, 'airborne', needle);
}

/** The loyalty ledger for six weeks as CSV; a gold member's flight whose points were held. */
function loyaltyLedgerCsv(): EconomicsTask {
  const random = seededRandom(38_008);
  const header =
    'txn_id,member_no,member_name,tier,txn_type,activity_date,posted_at,flight,origin,destination,fare_brand,booking_class,ticket_no,coupon,base_points,tier_points,bonus_points,status,status_reason,source';
  const members = Array.from({ length: 1_400 }, () => ({
    no: `SK${digits(random, 9)}`,
    name: `${oneOf(random, LAST).toUpperCase()}/${given(random)}`,
    tier: oneOf(random, ['BLUE', 'BLUE', 'BLUE', 'BLUE', 'SILVER', 'SILVER', 'GOLD']),
  }));
  const hamish = { no: 'SK204417733', name: 'SUTHERLAND/HAMISH MR', tier: 'GOLD' };
  const heather = { no: 'SK204417741', name: 'SUTHERLAND/HEATHER MRS', tier: 'SILVER' };
  const sectors = schedule();
  const FARES: readonly (readonly [string, string, number])[] = [
    ['SAVER', 'Q', 250],
    ['SAVER', 'V', 250],
    ['FLEX', 'B', 1_000],
    ['FLEX', 'Y', 1_250],
    ['ISLAND_RES', 'R', 500],
  ];
  const PARTNERS = ['PREMIER_INN', 'ARNOLD_CLARK', 'CALMAC', 'SKUA_SHOP', 'HIGHLAND_HOTELS'];
  const HELD = ['COUPON_NOT_FLOWN_IN_DCS', 'NAME_MISMATCH_TICKET_PROFILE', 'DUPLICATE_CLAIM_CHECK'];
  interface Row {
    posted: number;
    cells: string[];
  }
  const rows: Row[] = [];
  const flightRow = (
    m: { no: string; name: string; tier: string },
    s: Sector,
    day: number,
    coupon: number,
    status = oneOf(random, ['POSTED', 'POSTED', 'POSTED', 'POSTED', 'POSTED', 'POSTED', 'POSTED', 'POSTED', 'POSTED', 'HELD']),
    reason = status === 'HELD' ? oneOf(random, HELD) : '',
    fare = oneOf(random, FARES),
    ticket = `296${digits(random, 10)}`,
  ): Row => {
    const posted = day + s.sta * MINUTE + between(random, 20 * 60, 60 * 60) * MINUTE + between(random, 0, 59_000);
    const bonus = m.tier === 'GOLD' ? fare[2] / 2 : m.tier === 'SILVER' ? fare[2] / 4 : 0;
    return {
      posted,
      cells: [
        'TXN',
        m.no,
        m.name,
        m.tier,
        'ACCRUAL_FLIGHT',
        ymd(day),
        isoZ(posted),
        s.flt,
        s.dep,
        s.arr,
        fare[0],
        fare[1],
        ticket,
        String(coupon),
        String(fare[2]),
        String(fare[0] === 'FLEX' ? 40 : 20),
        String(bonus),
        status,
        reason,
        'DCS_FEED',
      ],
    };
  };
  const first = T(-30);
  const last = T(17, 23);
  for (let i = 0; i < 5_200; i++) {
    const m = oneOf(random, members);
    const roll = random();
    if (roll < 0.8) {
      const day = T(-30 + pick(random, 47));
      rows.push(flightRow(m, oneOf(random, sectors), day, oneOf(random, [1, 1, 2])));
    } else {
      const posted = first + pick(random, Math.floor((last - first) / 1_000)) * 1_000;
      const kind = roll < 0.9 ? 'ACCRUAL_PARTNER' : roll < 0.97 ? 'REDEMPTION' : 'ADJUSTMENT';
      const points = kind === 'REDEMPTION' ? -between(random, 20, 160) * 100 : between(random, 2, 40) * 25;
      rows.push({
        posted,
        cells: [
          'TXN',
          m.no,
          m.name,
          m.tier,
          kind,
          ymd(posted - between(random, 1, 9) * DAY),
          isoZ(posted),
          '',
          '',
          '',
          '',
          '',
          kind === 'REDEMPTION' ? `296${digits(random, 10)}` : '',
          '',
          String(points),
          '0',
          '0',
          'POSTED',
          kind === 'ADJUSTMENT' ? oneOf(random, ['GOODWILL_DISRUPTION', 'MISSING_FLIGHT_CLAIM', 'PROMO_WINTER_ISLANDS']) : '',
          kind === 'ACCRUAL_PARTNER' ? oneOf(random, PARTNERS) : kind === 'REDEMPTION' ? 'WEB' : 'AGENT',
        ],
      });
    }
  }
  const bySector = (flt: string) => sectors.find((s) => s.flt === flt)!;
  // The Sutherlands' trips: each a return on one ticket, coupon 1 down to Edinburgh, coupon 2 home.
  const target = flightRow(hamish, bySector('SW201'), T(-2), 1, 'HELD', 'COUPON_NOT_FLOWN_IN_DCS', ['FLEX', 'B', 1_000], '2962417730518');
  rows.push(target);
  rows.push(flightRow(hamish, bySector('SW200'), T(2), 2, 'POSTED', '', ['FLEX', 'B', 1_000], '2962417730518'));
  rows.push(flightRow(hamish, bySector('SW201'), T(-25), 1, 'POSTED', '', ['FLEX', 'Y', 1_250], '2962388104476'));
  rows.push(flightRow(hamish, bySector('SW200'), T(-22), 2, 'POSTED', '', ['FLEX', 'Y', 1_250], '2962388104476'));
  rows.push(flightRow(heather, bySector('SW201'), T(-2), 1, 'POSTED', '', ['FLEX', 'B', 1_000], '2962417730519'));
  rows.push(flightRow(heather, bySector('SW200'), T(2), 2, 'POSTED', '', ['FLEX', 'B', 1_000], '2962417730519'));
  rows.sort((a, b) => a.posted - b.posted);
  let seq = 88_410_000;
  for (const r of rows) r.cells[0] = `LT${(seq += between(random, 1, 9))}`;
  const lines = rows.filter((r) => r.posted >= first && r.posted <= T(18, 6)).map((r) => r.cells.map(csv).join(','));
  const needle = target.cells.map(csv).join(',');
  const output = `${[header, ...lines].join('\n')}\n`;
  const ask =
    "I'm on the loyalty helpdesk and have a gold member, Hamish Sutherland, on the phone. He came down from Kirkwall to Edinburgh at the end of October and the points for it never turned up on his account, although his flight home a few days later did. What's happened to the points for that first flight?";
  return probe('round 38: loyalty ledger csv, preamble', ask, 'run_shell', output, 'points', needle);
}

/** `aws cloudtrail lookup-events` for RDS over ten days; who turned off deletion protection on the loyalty database. */
function cloudtrailRdsEvents(): EconomicsTask {
  const random = seededRandom(38_009);
  const ACCOUNT = '418227365104';
  const upper = (n: number) => chars(random, `${UPPER}0123456789`, n);
  const ROLES: Readonly<Record<string, string>> = {
    PlatformAdmin: `AWSReservedSSO_PlatformAdmin_${hex(random, 16)}`,
    DataEngineer: `AWSReservedSSO_DataEngineer_${hex(random, 16)}`,
    ReadOnly: `AWSReservedSSO_ReadOnly_${hex(random, 16)}`,
  };
  const PEOPLE: readonly (readonly [string, string])[] = [
    ['r.tulloch@skuaair.co.uk', 'PlatformAdmin'],
    ['k.munro@skuaair.co.uk', 'PlatformAdmin'],
    ['a.flett@skuaair.co.uk', 'PlatformAdmin'],
    ['s.nicolson@skuaair.co.uk', 'DataEngineer'],
    ['m.kowalski@skuaair.co.uk', 'DataEngineer'],
    ['j.byrne@skuaair.co.uk', 'ReadOnly'],
    ['e.irvine@skuaair.co.uk', 'ReadOnly'],
  ];
  const SERVICES: readonly (readonly [string, string])[] = [
    ['DatadogIntegrationRole', 'datadog-aws-integration'],
    ['github-actions-terraform', 'GitHubActions'],
    ['AWSBackupDefaultServiceRole', 'AWSBackup-AWSBackupDefaultServiceRole'],
    ['rds-snapshot-pruner', 'rds-snapshot-pruner'],
  ];
  const INSTANCES: readonly (readonly [string, string, string])[] = [
    ['loyalty-prod-pg', 'postgres', 'db.r6g.xlarge'],
    ['loyalty-staging-pg', 'postgres', 'db.t4g.large'],
    ['crew-roster-prod-pg', 'postgres', 'db.r6g.large'],
    ['bags-prod-pg', 'postgres', 'db.m6g.large'],
    ['dataplatform-meta-pg', 'postgres', 'db.t4g.medium'],
    ['mro-prod-sqlserver', 'sqlserver-se', 'db.m5.xlarge'],
    ['web-cms-prod-mysql', 'mysql', 'db.t4g.large'],
  ];
  /** Each role's principal id, the same in every event. */
  const principals = new Map<string, string>();
  const identity = (who: string, role: string, service: boolean, t: number) => {
    const roleName = service ? role : ROLES[role]!;
    const roleArn = service
      ? `arn:aws:iam::${ACCOUNT}:role/${roleName}`
      : `arn:aws:iam::${ACCOUNT}:role/aws-reserved/sso.amazonaws.com/eu-west-2/${roleName}`;
    if (!principals.has(roleName)) principals.set(roleName, `AROA${upper(17)}`);
    const principal = principals.get(roleName)!;
    return {
      type: 'AssumedRole',
      principalId: `${principal}:${who}`,
      arn: `arn:aws:sts::${ACCOUNT}:assumed-role/${roleName}/${who}`,
      accountId: ACCOUNT,
      accessKeyId: `ASIA${upper(16)}`,
      sessionContext: {
        sessionIssuer: { type: 'Role', principalId: principal, arn: roleArn, accountId: ACCOUNT, userName: roleName },
        attributes: { creationDate: isoZ(t - between(random, 5, 240) * MINUTE), mfaAuthenticated: 'false' },
      },
    };
  };
  const describeInstance = (name: string, engine: string, cls: string, extra: Record<string, unknown>) => ({
    dBInstanceIdentifier: name,
    dBInstanceClass: cls,
    engine,
    dBInstanceStatus: 'available',
    masterUsername: 'skua_admin',
    endpoint: {
      address: `${name}.c${hex(random, 10)}.eu-west-2.rds.amazonaws.com`,
      port: engine === 'postgres' ? 5432 : engine === 'mysql' ? 3306 : 1433,
      hostedZoneId: 'Z1TTGA775OQIYO',
    },
    allocatedStorage: between(random, 2, 20) * 50,
    preferredBackupWindow: '00:30-01:00',
    backupRetentionPeriod: 14,
    multiAZ: !name.includes('staging'),
    engineVersion: engine === 'postgres' ? '16.4' : engine === 'mysql' ? '8.0.39' : '15.00.4415.2.v1',
    autoMinorVersionUpgrade: true,
    storageType: 'gp3',
    storageEncrypted: true,
    dbiResourceId: `db-${upper(26)}`,
    dBInstanceArn: `arn:aws:rds:eu-west-2:${ACCOUNT}:db:${name}`,
    iAMDatabaseAuthenticationEnabled: true,
    performanceInsightsEnabled: true,
    ...extra,
  });
  interface Ev {
    t: number;
    body: object;
  }
  const evs: Ev[] = [];
  const event = (
    t: number,
    name: string,
    who: string,
    role: string,
    service: boolean,
    resource: string | null,
    request: object | null,
    response: object | null,
    readOnly: boolean,
  ) => {
    const id = uuid(random);
    const fromConsole = !service && random() < 0.7;
    const ct = {
      eventVersion: '1.09',
      userIdentity: identity(who, role, service, t),
      eventTime: isoZ(t),
      eventSource: 'rds.amazonaws.com',
      eventName: name,
      awsRegion: 'eu-west-2',
      sourceIPAddress: service
        ? role === 'DatadogIntegrationRole'
          ? `3.233.${between(random, 144, 159)}.${between(random, 1, 254)}`
          : `${role}.amazonaws.com`
        : `81.${between(random, 128, 159)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      userAgent: fromConsole
        ? 'AWS Internal'
        : service
          ? `aws-sdk-go-v2/1.32.${between(random, 2, 7)} os/linux lang/go#1.23.4`
          : 'aws-cli/2.22.11 md/awscrt#0.23.4 ua/2.0 os/macos#24.1.0 md/arch#arm64 lang/python#3.12.8',
      requestParameters: request,
      responseElements: response,
      requestID: uuid(random),
      eventID: id,
      readOnly,
      eventType: 'AwsApiCall',
      managementEvent: true,
      recipientAccountId: ACCOUNT,
      eventCategory: 'Management',
      tlsDetails: { tlsVersion: 'TLSv1.3', cipherSuite: 'TLS_AES_128_GCM_SHA256', clientProvidedHostHeader: 'rds.eu-west-2.amazonaws.com' },
      ...(fromConsole ? { sessionCredentialFromConsole: 'true' } : {}),
    };
    const body = {
      EventId: id,
      EventName: name,
      ReadOnly: String(readOnly),
      AccessKeyId: ct.userIdentity.accessKeyId,
      EventTime: `${iso(t)}+00:00`,
      EventSource: 'rds.amazonaws.com',
      Username: who,
      Resources: resource ? [{ ResourceType: 'AWS::RDS::DBInstance', ResourceName: resource }] : [],
      CloudTrailEvent: JSON.stringify(ct),
    };
    evs.push({ t, body });
    return body.CloudTrailEvent;
  };
  const from = T(9);
  const to = T(18, 9);
  // Datadog's poller, every half hour to an hour.
  for (let t = from + pick(random, 60_000); t < to; t += between(random, 30, 60) * MINUTE + pick(random, 60_000)) {
    const [role, who] = SERVICES[0]!;
    event(
      t,
      oneOf(random, ['DescribeDBInstances', 'DescribeDBInstances', 'DescribeDBClusters', 'DescribeEvents']),
      who,
      role,
      true,
      null,
      { maxRecords: 100 },
      null,
      true,
    );
  }
  // Nightly backups and the pruner.
  for (let d = 9; d < 18; d++)
    for (const [name] of INSTANCES) {
      const t = T(d, 0, 35) + between(random, 0, 20) * MINUTE + between(random, 0, 59_000);
      const snap = `awsbackup:job-${uuid(random)}`;
      event(
        t,
        'CreateDBSnapshot',
        'AWSBackup-AWSBackupDefaultServiceRole',
        'AWSBackupDefaultServiceRole',
        true,
        name,
        { dBSnapshotIdentifier: snap, dBInstanceIdentifier: name, tags: [{ key: 'aws:backup:source-resource', value: name }] },
        {
          dBSnapshotIdentifier: snap,
          dBInstanceIdentifier: name,
          snapshotCreateTime: null,
          engine: 'postgres',
          allocatedStorage: 200,
          status: 'creating',
          port: 5432,
          availabilityZone: 'eu-west-2a',
          snapshotType: 'awsbackup',
          encrypted: true,
          dBSnapshotArn: `arn:aws:rds:eu-west-2:${ACCOUNT}:snapshot:${snap}`,
        },
        false,
      );
      const prune = T(d, 2, 5) + between(random, 0, 30) * MINUTE;
      const old = `rds:${name}-2026-10-${pad2(between(random, 10, 30))}-00-${between(random, 30, 55)}`;
      event(
        prune,
        'DeleteDBSnapshot',
        'rds-snapshot-pruner',
        'rds-snapshot-pruner',
        true,
        name,
        { dBSnapshotIdentifier: old },
        { dBSnapshotIdentifier: old, dBInstanceIdentifier: name, status: 'deleted', snapshotType: 'manual' },
        false,
      );
    }
  // People looking around during the working day.
  for (let i = 0; i < 170; i++) {
    const d = between(random, 9, 17);
    const t = T(d, between(random, 8, 17), pick(random, 60), pick(random, 60));
    if (t > to) continue;
    const [who, role] = oneOf(random, PEOPLE);
    const [name] = oneOf(random, INSTANCES);
    const what = oneOf(random, [
      'DescribeDBInstances',
      'DescribeDBLogFiles',
      'DownloadDBLogFilePortion',
      'DescribeDBSnapshots',
      'ListTagsForResource',
      'DescribeDBParameters',
      'DescribePendingMaintenanceActions',
    ]);
    event(
      t,
      what,
      who,
      role,
      false,
      name,
      what === 'DescribeDBParameters' ? { dBParameterGroupName: `${name}-params`, source: 'user' } : { dBInstanceIdentifier: name },
      null,
      true,
    );
  }
  // Terraform's runs tag things and, on the 10th, put the loyalty database's settings back as the code has them.
  for (let d = 9; d < 18; d++) {
    const t = T(d, between(random, 9, 16), pick(random, 60));
    const [name] = oneOf(random, INSTANCES);
    event(
      t,
      'AddTagsToResource',
      'GitHubActions',
      'github-actions-terraform',
      true,
      name,
      {
        resourceName: `arn:aws:rds:eu-west-2:${ACCOUNT}:db:${name}`,
        tags: [
          { key: 'cost-centre', value: 'IT-PLATFORM' },
          { key: 'managed-by', value: 'terraform' },
          { key: 'repo', value: 'skua-air/platform-infra' },
        ],
      },
      null,
      false,
    );
    if (d === 10) {
      const t2 = T(10, 14, 22, 8);
      event(
        t2,
        'ModifyDBInstance',
        'GitHubActions',
        'github-actions-terraform',
        true,
        'loyalty-prod-pg',
        {
          dBInstanceIdentifier: 'loyalty-prod-pg',
          backupRetentionPeriod: 14,
          applyImmediately: false,
          deletionProtection: true,
          copyTagsToSnapshot: true,
        },
        describeInstance('loyalty-prod-pg', 'postgres', 'db.r6g.xlarge', { deletionProtection: true, pendingModifiedValues: {} }),
        false,
      );
    }
  }
  const modify = (t: number, who: string, name: string, request: Record<string, unknown>, state: Record<string, unknown>) => {
    const inst = INSTANCES.find(([n]) => n === name)!;
    return event(
      t,
      'ModifyDBInstance',
      who,
      'PlatformAdmin',
      false,
      name,
      { dBInstanceIdentifier: name, ...request },
      describeInstance(name, inst[1], inst[2], state),
      false,
    );
  };
  modify(
    T(12, 11, 3, 51),
    'k.munro@skuaair.co.uk',
    'loyalty-prod-pg',
    { dBInstanceClass: 'db.r6g.2xlarge', applyImmediately: false },
    { deletionProtection: true, pendingModifiedValues: { dBInstanceClass: 'db.r6g.2xlarge' } },
  );
  const needleText = modify(
    T(13, 16, 41, 9),
    'r.tulloch@skuaair.co.uk',
    'loyalty-prod-pg',
    { applyImmediately: true, deletionProtection: false },
    { deletionProtection: false, pendingModifiedValues: {} },
  );
  modify(
    T(16, 10, 12, 40),
    'a.flett@skuaair.co.uk',
    'loyalty-staging-pg',
    { applyImmediately: true, deletionProtection: false },
    { deletionProtection: false, pendingModifiedValues: {} },
  );
  modify(
    T(11, 15, 30, 2),
    'a.flett@skuaair.co.uk',
    'crew-roster-prod-pg',
    { applyImmediately: false, preferredMaintenanceWindow: 'sun:02:00-sun:02:30' },
    { deletionProtection: true, pendingModifiedValues: {} },
  );
  event(
    T(15, 2, 14, 33),
    'RebootDBInstance',
    'k.munro@skuaair.co.uk',
    'PlatformAdmin',
    false,
    'bags-prod-pg',
    { dBInstanceIdentifier: 'bags-prod-pg', forceFailover: true },
    describeInstance('bags-prod-pg', 'postgres', 'db.m6g.large', { dBInstanceStatus: 'rebooting', deletionProtection: true }),
    false,
  );
  evs.sort((a, b) => b.t - a.t);
  const output = `${JSON.stringify({ Events: evs.map((e) => e.body) }, null, 4)}\n`;
  const needle = JSON.stringify(needleText);
  const ask =
    "I'm on call for the cloud platform this week. The loyalty team noticed this morning that the production points database could be deleted again: the safety catch that stops anyone dropping it has been switched off. Who turned it off, and when?";
  return probe('round 38: cloudtrail rds events, preamble', ask, 'run_shell', output, 'who', needle);
}

/** The flight time limitations report for four weeks, one row a duty; one duty began with less rest than any other. */
function crewFtlReport(): EconomicsTask {
  const random = seededRandom(38_010);
  const BASES = ['ABZ', 'EDI', 'GLA', 'INV'];
  const AWAY = ['SYY', 'KOI', 'LSI', 'MAN', 'BHD'];
  const from = T(-12);
  const to = T(16);
  /** EASA's maximum daily FDP for acclimatised crew, by report time, less half an hour a sector past two. */
  const maxFdp = (report: number, sectors: number) => {
    const m = (report % DAY) / MINUTE;
    const base =
      m < 5 * 60
        ? 11 * 60
        : m < 6 * 60
          ? 12 * 60 + Math.floor((m - 300) / 15) * 15
          : m < 13 * 60 + 30
            ? 13 * 60
            : m < 17 * 60
              ? 13 * 60 - Math.ceil((m - 13 * 60 - 29) / 30) * 15
              : 11 * 60;
    return Math.max(9 * 60, base - 30 * Math.max(0, sectors - 2)) * MINUTE;
  };
  interface Duty {
    report: number;
    fdp: number;
    sectors: number;
    block: number;
    code: string;
    restAt: string;
    away: string | null;
    prevOff: number;
    minRest: number;
  }
  let staff = 10_300;
  const rows: string[][] = [];
  let needleRow: string[] = [];
  const crewCount = 132;
  for (let c = 0; c < crewCount; c++) {
    const rank = c % 4 === 0 ? 'CP' : c % 4 === 1 ? 'FO' : c % 4 === 2 ? 'SCCM' : 'CC';
    const base = oneOf(random, BASES);
    const name = `${oneOf(random, LAST).toUpperCase()} ${oneOf(random, FIRST).slice(0, 1)}`;
    const id = String((staff += between(random, 3, 30)));
    const duties: Duty[] = [];
    let off = from - between(random, 14, 40) * HOUR;
    let where: string | null = null;
    let streak = 0;
    let runLength = between(random, 4, 6);
    while (true) {
      let rest: number;
      if (streak >= runLength && !where) {
        rest = between(random, 34 * 60, 64 * 60) * MINUTE;
        streak = 0;
        runLength = between(random, 4, 6);
      } else
        rest =
          ((where ? 10 : 12) * 60 + oneOf(random, [between(random, 15, 120), between(random, 60, 600), between(random, 300, 900)])) *
          MINUTE;
      let report = off + rest;
      const h = new Date(report).getUTCHours();
      // Nobody reports between five in the evening and four in the morning: the next morning's first wave instead.
      if (h >= 17 || h < 4)
        report = Math.floor((report + 8 * HOUR) / DAY) * DAY + (4 * 60 + 45) * MINUTE + between(random, 0, 18) * 5 * MINUTE;
      report = Math.ceil(report / (5 * MINUTE)) * 5 * MINUTE;
      if (report >= to) break;
      const sectors = oneOf(random, [2, 2, 3, 4, 4, 4, 5, 6]);
      const fdp = Math.min(maxFdp(report, sectors), (sectors * between(random, 55, 95) + between(random, 40, 70)) * MINUTE);
      const nightstop: boolean = !where && random() < 0.1;
      duties.push({
        report,
        fdp: Math.round(fdp / (5 * MINUTE)) * 5 * MINUTE,
        sectors,
        block: sectors * between(random, 35, 70) * MINUTE,
        code: `${where ?? base}-${rank === 'CP' || rank === 'FO' ? 'FD' : 'CC'}-${ymd(report).slice(5).replace('-', '')}-${pad2(between(random, 1, 24))}`,
        restAt: where ?? 'HOME',
        away: nightstop ? oneOf(random, AWAY) : null,
        prevOff: off,
        minRest: (where ? 10 : 12) * HOUR,
      });
      off = report + Math.round(fdp / (5 * MINUTE)) * 5 * MINUTE + 30 * MINUTE;
      where = nightstop ? duties[duties.length - 1]!.away : null;
      streak++;
    }
    // One crew member, one duty: back in with nine hours forty after a late finish at home.
    const plant =
      c === 67
        ? duties.findIndex(
            (d, i) =>
              i > 0 && d.report > T(2) && d.restAt === 'HOME' && duties[i - 1]!.away === null && new Date(d.prevOff).getUTCHours() >= 19,
          )
        : -1;
    if (c === 67 && plant < 0) throw new Error('crew ftl report: no duty to plant');
    if (plant > 0) {
      const d = duties[plant]!;
      d.report = d.prevOff + 9 * HOUR + 40 * MINUTE;
      d.fdp = Math.min(d.fdp, maxFdp(d.report, d.sectors));
      d.code = `${base}-${rank === 'CP' || rank === 'FO' ? 'FD' : 'CC'}-${ymd(d.report).slice(5).replace('-', '')}-${pad2(between(random, 1, 24))}`;
      const next = duties[plant + 1];
      if (next) next.prevOff = d.report + d.fdp + 30 * MINUTE;
    }
    duties.forEach((d, i) => {
      if (d.report < from) return;
      const row = [
        id,
        name,
        rank,
        base,
        ymd(d.report),
        d.code,
        hm(d.report),
        hm(d.report + d.fdp + 30 * MINUTE),
        span(d.fdp + 30 * MINUTE),
        span(d.fdp),
        span(maxFdp(d.report, d.sectors)),
        String(d.sectors),
        span(d.block),
        span(d.report - d.prevOff),
        span(d.minRest),
        d.restAt,
      ];
      rows.push(row);
      if (c === 67 && i === plant) needleRow = row;
    });
  }
  const lines = table(
    [
      'STAFF',
      'NAME',
      'RANK',
      'BASE',
      'DATE',
      'DUTY',
      'REPORT',
      'OFF',
      'DUTY_HRS',
      'FDP',
      'MAX_FDP',
      'SECT',
      'BLOCK',
      'REST_BEFORE',
      'MIN_REST',
      'REST_AT',
    ],
    rows,
  );
  const needle = lines[rows.indexOf(needleRow) + 1]!;
  const output = `${['# crewctl ftl report --from 2026-10-19 --to 2026-11-15 --all-crew   (times UTC; hours h:mm)', ...lines, `# ${rows.length} duties, ${crewCount} crew`].join('\n')}\n`;
  const ask =
    "I'm going through the flight time limitations report for the four weeks to last Sunday before the CAA audit. Is there a duty where someone was brought back in without the rest they should have had beforehand? Who was it, and which day?";
  return probe('round 38: crew ftl report', ask, 'run_shell', output, 'duty', needle);
}

/** The departure control flight list for six weeks; one ATR 42 flight set up with an ATR 72's seats. */
function dcsFlightList(): EconomicsTask {
  const random = seededRandom(38_011);
  const sectors = schedule();
  /** Stations with numbered gates; the island terminals board from the one door. */
  const GATED = ['ABZ', 'EDI', 'GLA', 'INV', 'MAN', 'BHD', 'NCL', 'BGO'];
  const rows: string[][] = [];
  let needleRow: string[] = [];
  for (let d = -24; d <= 17; d++) {
    const day = T(d);
    for (const s of sectors) {
      const reg = oneOf(random, REGS[s.type]);
      const odd = d === -4 && s.flt === 'SW191';
      const cap = odd ? 72 : SEATS[s.type];
      const cancelled = random() < 0.012;
      const bkd = Math.min(SEATS[s.type], Math.floor(SEATS[s.type] * (0.4 + random() * 0.62)));
      const nosh = Math.min(bkd, pick(random, 4));
      const cki = bkd - nosh;
      const brd = cki - (random() < 0.04 ? 1 : 0);
      const inf = s.type === 'DHC6' ? 0 : pick(random, 3);
      const bags = Math.floor(brd * (0.4 + random() * 0.5));
      const delay = random() < 0.7 ? between(random, -4, 6) : between(random, 7, 95);
      const atd = day + (s.std + delay) * MINUTE;
      const ls = atd - between(random, 6, 18) * MINUTE;
      const row = [
        ymd(day),
        s.flt,
        s.dep,
        s.arr,
        hhmm(s.std),
        cancelled ? '-' : hm(atd),
        s.type,
        reg,
        String(cap),
        String(bkd),
        cancelled ? '0' : String(cki),
        cancelled ? '0' : String(brd),
        cancelled ? '0' : String(inf),
        cancelled ? '0' : String(nosh),
        cancelled ? '0' : String(bags),
        cancelled ? '0' : String(bags * between(random, 11, 17)),
        cancelled ? '0' : String(brd + inf),
        cancelled ? '-' : `${hm(ls)} ED${between(random, 1, 3)}`,
        GATED.includes(s.dep) ? String(between(random, 1, 8)) : '-',
        cancelled ? 'CNL' : 'CLOSED',
      ];
      rows.push(row);
      if (odd) needleRow = row;
    }
  }
  const lines = table(
    [
      'DATE',
      'FLT',
      'DEP',
      'ARR',
      'STD',
      'ATD',
      'TYPE',
      'REG',
      'CAP',
      'BKD',
      'CKI',
      'BRD',
      'INF',
      'NOSH',
      'BAGS',
      'BAG_KG',
      'TOB',
      'LOADSHEET',
      'GATE',
      'STATUS',
    ],
    rows,
  );
  const needle = lines[rows.indexOf(needleRow) + 1]!;
  const output = `${['$ dcsctl flights list --from 2026-10-07 --to 2026-11-17 --all-stations --carrier SW', ...lines, `${rows.length} flights`].join('\n')}\n`;
  const ask =
    "Something doesn't add up in the departure control flight list for the last six weeks: one flight was set up with a number of seats that doesn't fit the aircraft that flew it. Which flight was that, and on what day?";
  return probe('round 38: dcs flight list', ask, 'run_shell', output, 'flight', needle);
}

/** The data platform's hourly load volumes for thirty days; one hour of one table brought in a fraction of its usual rows. */
function dataPlatformLoadVolumes(): EconomicsTask {
  const random = seededRandom(38_012);
  const ops = (h: number) =>
    h < 4 ? 0.004 : h < 5 ? 0.12 : h < 6 ? 0.55 : h < 9 ? 1 : h < 13 ? 0.8 : h < 18 ? 0.9 : h < 20 ? 0.55 : h < 21 ? 0.2 : 0.01;
  const web = (h: number) => (h < 6 ? 0.08 + h * 0.01 : h < 9 ? 0.35 : h < 17 ? 0.6 : h < 22 ? 1 : 0.45);
  const office = (h: number) => (h < 7 ? 0.02 : h < 18 ? 1 : 0.08);
  const night = (h: number) => (h < 6 || h >= 20 ? 1 : 0.3);
  /** Tables: name, source, rows at the peak hour, shape, bytes a row. */
  const TABLES: readonly (readonly [string, string, number, (h: number) => number, number])[] = [
    ['acars_messages', 'kafka:acars.raw', 2_600, ops, 410],
    ['app_events', 'pubsub:app-analytics', 42_000, web, 690],
    ['bsm_messages', 'kafka:bsm.in', 1_400, ops, 520],
    ['crew_roster_changes', 'cdc:crew-roster-prod-pg', 150, office, 880],
    ['dcs_boarding_events', 'kafka:dcs.boarding', 1_600, ops, 300],
    ['dcs_checkin_events', 'kafka:dcs.checkin', 1_800, ops, 760],
    ['flight_movements', 'kafka:ops.mvt', 260, ops, 350],
    ['loyalty_txn', 'cdc:loyalty-prod-pg', 900, web, 610],
    ['mro_workorder_events', 'cdc:mro-prod-sqlserver', 300, night, 1_240],
    ['payments_auth', 'kafka:payments.auth', 1_100, web, 940],
    ['res_pnr_changes', 'kafka:res.pnr', 3_200, web, 1_850],
    ['web_sessions', 'pubsub:web-analytics', 9_000, web, 450],
  ];
  const size = (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
  const rows: string[][] = [];
  let needleRow: string[] = [];
  for (let d = -12; d <= 17; d++) {
    const weekday = new Date(T(d)).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (let h = 0; h < 24; h++) {
      const window = T(d, h);
      for (const [name, source, peak, shape, perRow] of TABLES) {
        const factor = (weekend ? 0.85 : 1) * (0.88 + random() * 0.24);
        const expected = peak * shape(h) * factor;
        const odd = name === 'bsm_messages' && d === 3 && h === 7;
        const n = odd ? 47 : Math.max(0, Math.round(expected + (expected < 30 ? (random() - 0.5) * 6 : 0)));
        const loaded = window + HOUR + between(random, 3, 9) * MINUTE + between(random, 0, 59_000);
        const row = [
          `ld_${hex(random, 12)}`,
          name,
          `${iso(window).slice(0, 16)}Z`,
          isoZ(loaded),
          String(n),
          String(n > 50 && random() < 0.05 ? between(random, 1, 4) : 0),
          size(n * perRow + between(random, 0, 900)),
          String(Math.max(2, Math.round(4 + n / 400 + random() * 8))),
          source,
        ];
        rows.push(row);
        if (odd) needleRow = row;
      }
    }
  }
  const lines = table(['LOAD_ID', 'TABLE', 'WINDOW_START', 'LOADED_AT', 'ROWS_IN', 'ROWS_REJ', 'BYTES', 'DUR_S', 'SOURCE'], rows);
  const needle = lines[rows.indexOf(needleRow) + 1]!;
  const output = `${['$ dqctl volumes --project skua-data-prod --dataset raw_ops --from 2026-10-19 --to 2026-11-17 --granularity hourly', ...lines, `(${rows.length} loads)`].join('\n')}\n`;
  const ask =
    "I'm doing the monthly check on the data platform's raw loads. Going by how many rows each hourly load brought in, is there one load that doesn't fit its table's usual pattern? Which table, and which hour?";
  return probe('round 38: data platform load volumes', ask, 'run_shell', output, 'load', needle);
}

export function roundThirtyEight(): EconomicsTask[] {
  return [
    dcsPassengerListApi(),
    mroComponentExportXml(),
    webCheckinBundle(),
    crewPairingsYaml(),
    baggageReconcilerLog(),
    techLogDeferredDefectsJson(),
    acarsGatewayLog(),
    loyaltyLedgerCsv(),
    cloudtrailRdsEvents(),
    crewFtlReport(),
    dcsFlightList(),
    dataPlatformLoadVolumes(),
  ];
}
