/**
 * Probe round 54, written blind: a made-up international airport operator, Severnside International
 * (QSV): its airport operational database, stand planning, baggage handling and screening, security
 * lanes' people counters, airfield lighting and ground radar, ground handling, car parks and on-call.
 * "Today" is Thursday 12 November 2026 (UK winter time, so local time is UTC). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - aodb flights api: which reclaim belt this evening's Icelandair arrival from Keflavik has been given.
 *  - stand plan xml: which stand tomorrow morning's Emirates A380 is planned onto.
 *  - parking tariff bundle: what the website charges for a week in Long Stay 2 from 19 December.
 * b. The answer a few lines away from the line the question's words match:
 *  - people counter yaml: the IP address of the counter over the Fast Track entrance at South security.
 *  - sortation controller log: the root cause behind this morning's failed early-bag retrieval for EK040.
 *  - turnaround report: how much fuel went on U2 2144 to Amsterdam yesterday morning.
 * c. A question that paraphrases the output or carries a preamble:
 *  - on-call log: who took Monday's small-hours baggage sorter call after the first person missed it, and how fast.
 *  - ground radar alerts: when the system flagged a towed aircraft straying onto the runway on Tuesday night.
 *  - car park events: when a driver stuck at a Long Stay 2 exit on Sunday night got no answer on the help button.
 * d. One value unlike its peers:
 *  - lighting regulator readings: which regulator, at what time, gave a reading unlike others on the same step.
 *  - fids screens logfmt: which display is set up differently from the others of its kind.
 *  - hold baggage screening csv: which machine's shift went through bags like any other but sent none to a screener.
 * Not among the bench's targets.
 * First run, at 2e4c757, the head this stop began at (with this file; `ROUNDS=54
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,837,600 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 54: aodb flights api
 *     codex: 7,291 tokens, peak 7,204, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,192 tokens, peak 5,329, 0/1 needles, 4 read-backs
 *     ours: 17,206 tokens, peak 7,134, 0/1 needles, 4 read-backs
 *   round 54: stand plan xml
 *     codex: 8,176 tokens, peak 8,093, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,604 tokens, peak 1,032, 0/1 needles, 4 read-backs
 *     ours: 4,569 tokens, peak 998, 0/1 needles, 4 read-backs
 *   round 54: parking tariff bundle
 *     codex: 8,518 tokens, peak 8,437, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,538 tokens, peak 1,006, 0/1 needles, 4 read-backs
 *     ours: 4,447 tokens, peak 961, 0/1 needles, 4 read-backs
 *   round 54: people counter yaml
 *     codex: 15,554 tokens, peak 15,476, 0/1 needles, 0 read-backs
 *     context-chef: 763 tokens, peak 685, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,779 tokens, peak 1,393, 0/1 needles, 1 read-backs
 *     ours: 2,394 tokens, peak 1,441, 1/1 needles, 1 read-backs
 *   round 54: sortation controller log
 *     codex: 17,714 tokens, peak 17,622, 0/1 needles, 0 read-backs
 *     context-chef: 861 tokens, peak 769, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,319 tokens, peak 8,117, 0/1 needles, 4 read-backs
 *     ours: 29,422 tokens, peak 11,106, 1/1 needles, 4 read-backs
 *   round 54: turnaround report
 *     codex: 13,099 tokens, peak 13,019, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 541, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,408 tokens, peak 1,161, 0/1 needles, 1 read-backs
 *     ours: 936 tokens, peak 658, 0/1 needles, 0 read-backs
 *   round 54: on-call log, paraphrase
 *     codex: 15,077 tokens, peak 14,974, 0/1 needles, 0 read-backs
 *     context-chef: 806 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,306 tokens, peak 1,354, 0/1 needles, 4 read-backs
 *     ours: 4,459 tokens, peak 953, 0/1 needles, 4 read-backs
 *   round 54: ground radar alerts, paraphrase
 *     codex: 19,061 tokens, peak 18,970, 0/1 needles, 0 read-backs
 *     context-chef: 924 tokens, peak 833, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,032 tokens, peak 1,512, 0/1 needles, 4 read-backs
 *     ours: 4,675 tokens, peak 995, 0/1 needles, 4 read-backs
 *   round 54: car park events, preamble
 *     codex: 20,727 tokens, peak 20,593, 0/1 needles, 0 read-backs
 *     context-chef: 1,042 tokens, peak 908, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,490 tokens, peak 1,603, 0/1 needles, 4 read-backs
 *     ours: 4,005 tokens, peak 877, 0/1 needles, 4 read-backs
 *   round 54: lighting regulator readings
 *     codex: 17,682 tokens, peak 17,586, 0/1 needles, 0 read-backs
 *     context-chef: 870 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,730 tokens, peak 1,321, 0/1 needles, 1 read-backs
 *     ours: 2,449 tokens, peak 1,440, 0/1 needles, 1 read-backs
 *   round 54: fids screens logfmt
 *     codex: 14,944 tokens, peak 14,846, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,650 tokens, peak 1,247, 0/1 needles, 4 read-backs
 *     ours: 3,989 tokens, peak 853, 0/1 needles, 4 read-backs
 *   round 54: hold baggage screening csv
 *     codex: 27,691 tokens, peak 27,578, 0/1 needles, 0 read-backs
 *     context-chef: 1,219 tokens, peak 1,106, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,373 tokens, peak 1,783, 0/1 needles, 4 read-backs
 *     ours: 3,957 tokens, peak 851, 1/1 needles, 4 read-backs
 *     codex: 185,534 tokens, 0/12 needles
 *     context-chef: 10,173 tokens, 0/12 needles
 *     context-chef-store: 88,421 tokens, 0/12 needles
 *     ours: 82,508 tokens, 3/12 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: UK winter time, so the local time is the UTC one. Minutes may run past 59. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** `2026-11-12T16:20:00` */
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-12T16:20:00Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-12` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `16:20` */
const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
/** `16:20:05` */
const hms = (t: number) => new Date(t).toISOString().slice(11, 19);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const hexUpper = (random: () => number, n: number) => chars(random, '0123456789ABCDEF', n);
/** The moment the tasks are asked: Thursday 12 November 2026, twenty past four in the afternoon. */
const NOW = T(12, 16, 20);

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

/** A carrier that flies to QSV. */
interface Carrier {
  readonly iata: string;
  readonly icao: string;
  readonly name: string;
  /** The IATA accounting code, the first digits of its bag tags. */
  readonly code: string;
  readonly types: readonly string[];
  /** Registration: its fixed prefix and how many letters follow. */
  readonly reg: readonly [string, number];
  readonly stations: readonly string[];
  /** Flight numbers it uses, lowest and highest. */
  readonly numbers: readonly [number, number];
  /** How many rotations of a day's random schedule fall to it, relatively. */
  readonly weight: number;
  readonly handler: string;
}

const CARRIERS: readonly Carrier[] = [
  {
    iata: 'BA',
    icao: 'BAW',
    name: 'British Airways',
    code: '125',
    types: ['A319', 'A320', 'A20N'],
    reg: ['G-E', 3],
    stations: ['LHR', 'LCY'],
    numbers: [1301, 1499],
    weight: 4,
    handler: 'Swissport',
  },
  {
    iata: 'EI',
    icao: 'EIN',
    name: 'Aer Lingus',
    code: '053',
    types: ['A20N', 'A320', 'AT76'],
    reg: ['EI-', 3],
    stations: ['DUB', 'ORK'],
    numbers: [3201, 3399],
    weight: 3,
    handler: 'Swissport',
  },
  {
    iata: 'FR',
    icao: 'RYR',
    name: 'Ryanair',
    code: '224',
    types: ['B738', 'B38M'],
    reg: ['EI-', 3],
    stations: ['DUB', 'ALC', 'AGP', 'FAO', 'PMI', 'BCN', 'KRK', 'BUD', 'MLA', 'TFS', 'ACE'],
    numbers: [1001, 9899],
    weight: 14,
    handler: 'Menzies',
  },
  {
    iata: 'U2',
    icao: 'EZY',
    name: 'easyJet',
    code: '888',
    types: ['A319', 'A320', 'A20N', 'A21N'],
    reg: ['G-EZ', 2],
    stations: ['AMS', 'GVA', 'BFS', 'EDI', 'GLA', 'CDG', 'BCN', 'PMI', 'FAO', 'ALC', 'NCE'],
    numbers: [2001, 2999],
    weight: 14,
    handler: 'Swissport',
  },
  {
    iata: 'LS',
    icao: 'EXS',
    name: 'Jet2',
    code: '949',
    types: ['B738', 'A21N', 'B753'],
    reg: ['G-J', 3],
    stations: ['ALC', 'AGP', 'PMI', 'TFS', 'LPA', 'ACE', 'FUE', 'DLM', 'AYT'],
    numbers: [801, 1899],
    weight: 9,
    handler: 'Jet2 Ground Ops',
  },
  {
    iata: 'KL',
    icao: 'KLM',
    name: 'KLM',
    code: '074',
    types: ['E190', 'E295', 'B737'],
    reg: ['PH-', 3],
    stations: ['AMS'],
    numbers: [1001, 1199],
    weight: 3,
    handler: 'Menzies',
  },
  {
    iata: 'AF',
    icao: 'AFR',
    name: 'Air France',
    code: '057',
    types: ['A319', 'A320', 'E190'],
    reg: ['F-H', 3],
    stations: ['CDG'],
    numbers: [1501, 1699],
    weight: 2,
    handler: 'Menzies',
  },
  {
    iata: 'LH',
    icao: 'DLH',
    name: 'Lufthansa',
    code: '220',
    types: ['A320', 'A20N', 'CRJ9'],
    reg: ['D-A', 3],
    stations: ['FRA', 'MUC'],
    numbers: [901, 999],
    weight: 2,
    handler: 'Swissport',
  },
  {
    iata: 'QR',
    icao: 'QTR',
    name: 'Qatar Airways',
    code: '157',
    types: ['A359', 'B788'],
    reg: ['A7-', 3],
    stations: ['DOH'],
    numbers: [21, 39],
    weight: 1,
    handler: 'Swissport',
  },
  {
    iata: 'TK',
    icao: 'THY',
    name: 'Turkish Airlines',
    code: '235',
    types: ['A321', 'A21N', 'B38M'],
    reg: ['TC-', 3],
    stations: ['IST'],
    numbers: [1961, 1999],
    weight: 2,
    handler: 'Menzies',
  },
  {
    iata: 'SK',
    icao: 'SAS',
    name: 'SAS',
    code: '117',
    types: ['A20N', 'CRJ9'],
    reg: ['SE-', 3],
    stations: ['CPH', 'OSL'],
    numbers: [2531, 2599],
    weight: 2,
    handler: 'Menzies',
  },
  {
    iata: 'LM',
    icao: 'LOG',
    name: 'Loganair',
    code: '239',
    types: ['AT76', 'E145', 'DH8C'],
    reg: ['G-', 4],
    stations: ['ABZ', 'EDI', 'INV', 'KOI'],
    numbers: [401, 699],
    weight: 3,
    handler: 'Swissport',
  },
  {
    iata: 'BY',
    icao: 'TOM',
    name: 'TUI',
    code: '754',
    types: ['B738', 'B38M', 'B789'],
    reg: ['G-T', 3],
    stations: ['TFS', 'LPA', 'DLM', 'PFO', 'HRG'],
    numbers: [1001, 1999],
    weight: 5,
    handler: 'Menzies',
  },
  {
    iata: 'W6',
    icao: 'WZZ',
    name: 'Wizz Air',
    code: '594',
    types: ['A21N', 'A321'],
    reg: ['HA-L', 2],
    stations: ['BUD', 'WAW', 'OTP', 'SOF'],
    numbers: [5301, 5799],
    weight: 4,
    handler: 'Menzies',
  },
  {
    iata: 'EK',
    icao: 'UAE',
    name: 'Emirates',
    code: '176',
    types: ['B77W'],
    reg: ['A6-E', 2],
    stations: ['DXB'],
    numbers: [39, 42],
    weight: 0,
    handler: 'Swissport',
  },
  {
    iata: 'FI',
    icao: 'ICE',
    name: 'Icelandair',
    code: '108',
    types: ['B38M', 'B752'],
    reg: ['TF-', 3],
    stations: ['KEF'],
    numbers: [450, 453],
    weight: 0,
    handler: 'Swissport',
  },
];
/** Codeshare partners that put their own numbers on a carrier's flights. */
const PARTNERS: Readonly<Record<string, readonly string[]>> = {
  BA: ['AA', 'IB', 'AY'],
  EI: ['BA', 'UA'],
  KL: ['DL', 'AF'],
  AF: ['KL', 'DL'],
  LH: ['UA', 'LX'],
  QR: ['BA', 'AA'],
  SK: ['LH'],
  LM: ['BA'],
  TK: ['LH'],
};
const carrier = (iata: string) => CARRIERS.find((c) => c.iata === iata)!;

const AIRPORTS: Readonly<Record<string, string>> = {
  LHR: 'London Heathrow',
  LCY: 'London City',
  DUB: 'Dublin',
  ORK: 'Cork',
  ALC: 'Alicante',
  AGP: 'Malaga',
  FAO: 'Faro',
  PMI: 'Palma de Mallorca',
  BCN: 'Barcelona',
  KRK: 'Krakow',
  BUD: 'Budapest',
  MLA: 'Malta',
  TFS: 'Tenerife South',
  ACE: 'Lanzarote',
  AMS: 'Amsterdam',
  GVA: 'Geneva',
  BFS: 'Belfast International',
  EDI: 'Edinburgh',
  GLA: 'Glasgow',
  CDG: 'Paris Charles de Gaulle',
  NCE: 'Nice',
  LPA: 'Gran Canaria',
  FUE: 'Fuerteventura',
  DLM: 'Dalaman',
  AYT: 'Antalya',
  FRA: 'Frankfurt',
  MUC: 'Munich',
  DXB: 'Dubai',
  DOH: 'Doha',
  IST: 'Istanbul',
  CPH: 'Copenhagen',
  OSL: 'Oslo Gardermoen',
  ABZ: 'Aberdeen',
  INV: 'Inverness',
  KOI: 'Kirkwall',
  PFO: 'Paphos',
  HRG: 'Hurghada',
  WAW: 'Warsaw Chopin',
  OTP: 'Bucharest Otopeni',
  SOF: 'Sofia',
  KEF: 'Reykjavik Keflavik',
};

/** One aircraft's visit: in as one flight, out as the next. */
interface Rotation {
  readonly carrier: Carrier;
  readonly arrNo: string;
  readonly depNo: string;
  readonly station: string;
  /** Minutes after midnight: on blocks and off blocks. */
  readonly arr: number;
  readonly dep: number;
  readonly type: string;
}

/** `count` rotations of a day's schedule, none of the `except` carriers, no flight number of `reserved`. */
function rotations(random: () => number, count: number, except: readonly string[], reserved: ReadonlySet<string> = new Set()): Rotation[] {
  const pool = CARRIERS.filter((c) => !except.includes(c.iata)).flatMap((c) => Array.from({ length: c.weight }, () => c));
  const used = new Set(reserved);
  const out: Rotation[] = [];
  for (let i = 0; i < count; i++) {
    const c = oneOf(random, pool);
    let n = 0;
    /** A flight number as the airline writes it: three digits at least (`QR028`). */
    const no = (k: number) => `${c.iata}${String(k).padStart(3, '0')}`;
    while (!n || used.has(no(n)) || used.has(no(n + 1)))
      n = 2 * between(random, Math.floor(c.numbers[0] / 2), Math.floor(c.numbers[1] / 2)) + 1;
    used.add(no(n));
    used.add(no(n + 1));
    const longHaul = c.iata === 'QR' || c.iata === 'EK';
    const arr = longHaul ? between(random, 84, 216) * 5 : between(random, 72, 270) * 5;
    const turn = longHaul ? between(random, 24, 36) * 5 : oneOf(random, [25, 30, 35, 40, 45, 50, 55, 60, 75, 90]);
    out.push({
      carrier: c,
      arrNo: no(n),
      depNo: no(n + 1),
      station: oneOf(random, c.stations),
      arr,
      dep: arr + turn,
      type: oneOf(random, c.types),
    });
  }
  return out;
}

const registration = (random: () => number, c: Carrier) => `${c.reg[0]}${chars(random, LETTERS, c.reg[1])}`;

/** Stands: contact stands on the three piers, then the remote ones. */
const CONTACT_STANDS = [
  ...Array.from({ length: 18 }, (_, i) => `A${i + 1}`),
  ...Array.from({ length: 19 }, (_, i) => `B${i + 20}`),
  ...Array.from({ length: 13 }, (_, i) => `C${i + 40}`),
];
const REMOTE_STANDS = Array.from({ length: 24 }, (_, i) => String(201 + i));
const WIDEBODY = ['A388', 'B77W', 'A359', 'B788', 'B789'];
const WIDE_STANDS = ['C42', 'C44', 'C46', 'C48', 'C50'];

const FIRST = [
  'Kwame',
  'Marta',
  'Aisha',
  'Gareth',
  'Megan',
  'Liam',
  'Zofia',
  'Callum',
  'Hannah',
  'Ravi',
  'Sian',
  'Marek',
  'Joanne',
  'Ellie',
  'Darren',
  'Fatima',
  'Owen',
  'Bethan',
  'Tariq',
  'Rhys',
  'Priya',
  'Dylan',
  'Nia',
  'Tomasz',
];
const LAST = [
  'Okafor',
  'Nowak',
  'Hughes',
  'Kowalski',
  'Patel',
  'Barnes',
  'Shaw',
  'Ahmed',
  'Doyle',
  'Wright',
  'Jennings',
  'Singh',
  'Marsh',
  'Evans',
  'Lloyd',
  'Begum',
  'Price',
  'Carter',
  'Pritchard',
  'Morgan',
  'Rees',
  'Nair',
];

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------

/** `GET /api/v3/flights?from=2026-11-09&to=2026-11-15`: the AODB's week of flights, one line of JSON; an arrival's belt. */
function aodbFlightsApi(): EconomicsTask {
  const random = seededRandom(54_001);
  const fi = carrier('FI');
  const rots = rotations(random, 116, ['FI']);
  rots.push(
    { carrier: fi, arrNo: 'FI450', depNo: 'FI451', station: 'KEF', arr: 10 * 60 + 15, dep: 11 * 60 + 20, type: 'B38M' },
    { carrier: fi, arrNo: 'FI452', depNo: 'FI453', station: 'KEF', arr: 19 * 60 + 40, dep: 20 * 60 + 45, type: 'B38M' },
  );
  const QSV = { iata: 'QSV', name: 'Severnside International' };
  const records: { t: number; text: string }[] = [];
  let needle = '';
  for (let day = 9; day <= 15; day++) {
    for (const rot of rots) {
      if (rot.carrier.iata !== 'FI' && random() < 0.05) continue;
      const c = rot.carrier;
      const wide = WIDEBODY.includes(rot.type);
      const stand = wide ? oneOf(random, WIDE_STANDS) : random() < 0.7 ? oneOf(random, CONTACT_STANDS) : oneOf(random, REMOTE_STANDS);
      const contact = !REMOTE_STANDS.includes(stand);
      const aircraft = { type: rot.type, reg: registration(random, c) };
      const seats = wide ? between(random, 260, 360) : rot.type === 'AT76' || rot.type === 'E145' || rot.type === 'DH8C' ? 70 : 186;
      const partners = PARTNERS[c.iata] ?? [];
      const codeshares = partners.length && random() < 0.5 ? [`${oneOf(random, partners)}${between(random, 1000, 9999)}`] : [];
      const carrierObj = { iata: c.iata, icao: c.icao, name: c.name };
      const station = { iata: rot.station, name: AIRPORTS[rot.station]! };
      // The arrival.
      const sta = T(day, 0, rot.arr);
      const eta = sta + oneOf(random, [-12, -7, -4, -2, 0, 0, 0, 3, 6, 11, 18, 32, 55]) * MINUTE;
      const landed = eta < NOW;
      const arrival = {
        id: `QSV-${ymd(sta).replace(/-/g, '')}-A-${rot.arrNo}`,
        flight_no: rot.arrNo,
        carrier: carrierObj,
        direction: 'A',
        origin: station,
        destination: QSV,
        sched: isoZ(sta),
        est: day >= 11 && day <= 13 ? isoZ(eta) : null,
        actual: landed ? isoZ(eta) : null,
        status: landed ? 'ONB' : day === 12 ? 'EXP' : 'SCH',
        terminal: 'T1',
        stand,
        gate: null,
        belt: day <= 12 ? String(between(random, 1, 12)) : null,
        checkin: null,
        aircraft,
        pax: { booked: between(random, Math.floor(seats * 0.55), seats), infants: between(random, 0, 4) },
        codeshares,
        remarks: landed || day !== 12 ? '' : oneOf(random, ['', '', '', 'Delayed in', 'New time']),
        updated_at: isoZ(Math.min(NOW - between(random, 1, 50) * MINUTE, landed ? eta + between(random, 2, 9) * MINUTE : NOW)),
      };
      const text = JSON.stringify(arrival);
      if (rot.arrNo === 'FI452' && day === 12) needle = text.slice(text.indexOf('"flight_no"'), text.indexOf(',"checkin"'));
      records.push({ t: sta, text });
      // The departure.
      const std = T(day, 0, rot.dep);
      const etd = Math.max(std, eta + (rot.dep - rot.arr - 5) * MINUTE) + oneOf(random, [0, 0, 0, 2, 4, 7, 12]) * MINUTE;
      const gone = etd < NOW;
      const desks = between(random, 1, 15) * 2 - 1;
      const departure = {
        id: `QSV-${ymd(std).replace(/-/g, '')}-D-${rot.depNo}`,
        flight_no: rot.depNo,
        carrier: carrierObj,
        direction: 'D',
        origin: QSV,
        destination: station,
        sched: isoZ(std),
        est: day >= 11 && day <= 13 ? isoZ(etd) : null,
        actual: gone ? isoZ(etd) : null,
        status: gone ? 'DEP' : day !== 12 ? 'SCH' : etd - NOW < 40 * MINUTE ? 'BRD' : 'SCH',
        terminal: 'T1',
        stand,
        gate: contact ? stand : `R${between(random, 1, 6)}`,
        belt: null,
        checkin: c.iata === 'FR' || c.iata === 'U2' ? 'BAG DROP Z' : `C${desks}-C${desks + 3}`,
        aircraft,
        pax: { booked: between(random, Math.floor(seats * 0.55), seats), infants: between(random, 0, 4) },
        codeshares,
        remarks: gone || day !== 12 ? '' : oneOf(random, ['', '', '', '', `Go to gate ${hm(std - 40 * MINUTE)}`]),
        updated_at: isoZ(Math.min(NOW - between(random, 1, 50) * MINUTE, gone ? etd + between(random, 2, 9) * MINUTE : NOW)),
      };
      records.push({ t: std, text: JSON.stringify(departure) });
    }
  }
  records.sort((a, b) => a.t - b.t);
  const meta = { airport: 'QSV', from: '2026-11-09', to: '2026-11-15', count: records.length, generated_at: isoZ(NOW - 7 * SECOND) };
  const output = `{"data":[${records.map((r) => r.text).join(',')}],"meta":${JSON.stringify(meta)}}\n`;
  const ask =
    "There's a family at the information desk waiting for someone off the Icelandair flight in from Keflavik this evening. Which reclaim belt have that flight's bags been given?";
  return probe('round 54: aodb flights api', ask, 'http_get', output, 'belt', needle, true);
}

/** The resource management system's stand plan for three days, exported as one line of XML; the A380's stand. */
function standPlanXml(): EconomicsTask {
  const random = seededRandom(54_002);
  const ek = carrier('EK');
  const rots = rotations(random, 186, ['EK']);
  // Some aircraft stay the day and get towed off the pier between flights.
  for (let i = 0; i < 14; i++) {
    const k = pick(random, rots.length);
    const r = rots[k]!;
    if (WIDEBODY.includes(r.type)) continue;
    const arr = between(random, 72, 120) * 5;
    rots[k] = { ...r, arr, dep: arr + between(random, 60, 130) * 5 };
  }
  rots.push(
    { carrier: ek, arrNo: 'EK039', depNo: 'EK040', station: 'DXB', arr: 7 * 60 + 5, dep: 9 * 60 + 40, type: 'A388' },
    { carrier: ek, arrNo: 'EK041', depNo: 'EK042', station: 'DXB', arr: 14 * 60 + 30, dep: 16 * 60 + 45, type: 'B77W' },
  );
  const allocations: { t: number; stand: string; text: string }[] = [];
  let target = '';
  const USERS = ['rms-auto', 'rms-auto', 'rms-auto', 'k.okafor', 's.pritchard', 'd.rees', 'apoc.duty'];
  // The A380 first, then by arrival: each stand holds one aircraft at a time, with ten minutes between.
  rots.sort((a, b) => (a.type === 'A388' ? -1 : b.type === 'A388' ? 1 : a.arr - b.arr));
  for (let day = 12; day <= 14; day++) {
    const busy = new Map<string, [number, number][]>();
    const free = (stand: string, from: number, to: number) =>
      (busy.get(stand) ?? []).every(([a, b]) => to + 10 * MINUTE <= a || from >= b + 10 * MINUTE);
    const take = (stand: string, from: number, to: number) => busy.set(stand, [...(busy.get(stand) ?? []), [from, to]]);
    for (const rot of rots) {
      const c = rot.carrier;
      const a388 = rot.type === 'A388';
      const wide = WIDEBODY.includes(rot.type);
      const on = T(day, 0, rot.arr);
      const off = T(day, 0, rot.dep);
      const long = rot.dep - rot.arr > 240;
      /** When a stand is held: the whole turn, or for a long stay its two ends on the pier. */
      const spans: [number, number][] = long
        ? [
            [on, on + 50 * MINUTE],
            [off - 75 * MINUTE, off],
          ]
        : [[on, off]];
      const choose = (pool: readonly string[]) => {
        const options = [...pool].sort(() => random() - 0.5);
        return options.find((st) => spans.every(([a, b]) => free(st, a, b)));
      };
      const stand = a388
        ? day === 13
          ? 'C46'
          : 'C44'
        : ((wide
            ? choose(WIDE_STANDS)
            : random() < 0.72
              ? choose(CONTACT_STANDS.filter((st) => !WIDE_STANDS.includes(st)))
              : choose(REMOTE_STANDS)) ?? choose(REMOTE_STANDS)!);
      for (const [a, b] of spans) take(stand, a, b);
      const contact = !REMOTE_STANDS.includes(stand);
      const state = day > 12 ? 'Planned' : off < NOW ? 'Actual' : on < NOW ? 'OnBlock' : 'Confirmed';
      const est = day === 12 ? ` est="${isoZ(on + oneOf(random, [-6, -3, 0, 0, 4, 9, 16]) * MINUTE)}"` : '';
      const wake = a388 ? 'J' : wide ? 'H' : 'M';
      const bridges = contact ? ` bridges="${a388 ? 3 : wide ? 2 : 1}"` : ' bus="true"';
      const towed = long && contact;
      const park = towed ? (choose(REMOTE_STANDS.filter((st) => free(st, on + 50 * MINUTE, off - 75 * MINUTE))) ?? '224') : '';
      if (towed) take(park, on + 50 * MINUTE, off - 75 * MINUTE);
      const tows = towed
        ? `<Tows><Tow seq="1" from="${stand}" to="${park}" at="${isoZ(on + 50 * MINUTE)}"/><Tow seq="2" from="${park}" to="${stand}" at="${isoZ(off - 75 * MINUTE)}"/></Tows>`
        : '<Tows/>';
      const remark = oneOf(random, [
        '',
        '',
        '',
        '',
        'PRM ambulift req',
        'GPU only, no APU',
        'Fuel at stand',
        'Deice possible',
        'Swap from earlier plan',
      ]);
      const changedAt = NOW - between(random, 5, 60 * 30) * MINUTE;
      const text = `<Allocation id="SA-#" rev="${between(random, 1, 7)}" state="${state}"><Flight arr="${rot.arrNo}" dep="${rot.depNo}" carrier="${c.iata}" svc="J" origin="${rot.station}" dest="${rot.station}"/><Aircraft type="${rot.type}" reg="${registration(random, c)}" wake="${wake}"/><Onblock sched="${isoZ(on)}"${est}/><Offblock sched="${isoZ(off)}"/><Stand code="${stand}" pier="${contact ? stand[0] : 'R'}" contact="${contact}"${bridges}/><Gate dep="${contact ? stand : `R${between(random, 1, 6)}`}"/>${tows}<Handler>${c.handler}</Handler><Remarks>${remark}</Remarks><Changed by="${oneOf(random, USERS)}" at="${isoZ(changedAt)}"/></Allocation>`;
      allocations.push({ t: on, stand, text });
      if (a388 && day === 13) target = text;
    }
  }
  // Day by day, and each day by stand as the stand Gantt lists them, then by time on the stand.
  const order = [...CONTACT_STANDS, ...REMOTE_STANDS];
  allocations.sort((a, b) => Math.floor(a.t / DAY) - Math.floor(b.t / DAY) || order.indexOf(a.stand) - order.indexOf(b.stand) || a.t - b.t);
  let seq = 4_418_200;
  const body = allocations.map((a) => a.text.replace('SA-#', `SA-${(seq += between(random, 1, 9))}`)).join('');
  const output = `<?xml version="1.0" encoding="UTF-8"?><StandPlan xmlns="urn:severnside:rms:standplan:2" airport="QSV" from="2026-11-12" to="2026-11-14" generated="${isoZ(NOW - 42 * SECOND)}" count="${allocations.length}">${body}</StandPlan>\n`;
  const needle = target.slice(target.indexOf('<Flight'), target.indexOf('<Gate'));
  const ask =
    'Airside ops want to get the upper-deck bridge team lined up for the Emirates A380 tomorrow morning. Which stand has it been planned onto?';
  return probe('round 54: stand plan xml', ask, 'run_shell', output, 'stand', needle, true);
}

/** The parking website's price chunk, a minified webpack bundle: every product, day and length of stay; a week's price. */
function parkingTariffBundle(): EconomicsTask {
  const random = seededRandom(54_003);
  const PRODUCTS = [
    { id: 101, code: 'ST1', name: 'Short Stay 1', base: 31, gate: 42, transfer: 'walk 3 min' },
    { id: 102, code: 'MS1', name: 'Multi-Storey 1', base: 17.5, gate: 29, transfer: 'walk 5 min' },
    { id: 103, code: 'MS2', name: 'Multi-Storey 2', base: 15.5, gate: 27, transfer: 'walk 8 min' },
    { id: 104, code: 'LS1', name: 'Long Stay 1', base: 9.5, gate: 19, transfer: 'shuttle every 10 min, 6 min ride' },
    { id: 105, code: 'LS2', name: 'Long Stay 2', base: 8, gate: 17, transfer: 'shuttle every 15 min, 11 min ride' },
    { id: 106, code: 'MG', name: 'Meet & Greet', base: 21, gate: 0, transfer: 'car collected at T1 forecourt' },
  ];
  const DAYS = [...Array.from({ length: 14 }, (_, i) => i + 1), 21, 28];
  const first = Date.UTC(2026, 10, 13);
  const rates: string[] = [];
  let needle = '';
  for (let d = 0; d < 80; d++) {
    const t = first + d * DAY;
    const date = ymd(t);
    const weekday = new Date(t).getUTCDay();
    const md = date.slice(5);
    const demand =
      1 +
      (weekday === 5 || weekday === 6 ? 0.08 : 0) +
      (md >= '12-18' && md <= '12-23' ? 0.34 : md >= '12-24' || md <= '01-03' ? 0.18 : 0) +
      (random() - 0.5) * 0.06;
    for (const p of PRODUCTS) {
      for (const n of DAYS) {
        const price = Math.floor(p.base * n ** 0.78 * demand) + 0.99;
        const gate = p.gate ? Number((p.gate * (n <= 7 ? n : 7 + (n - 7) * 0.7)).toFixed(2)) : null;
        const left = p.code === 'MG' ? between(random, 0, 40) : between(random, 0, 900);
        const text = `{product:"${p.code}",date:"${date}",days:${n},price:${price},gate:${gate},left:${left},promo:${random() < 0.04 ? '"EARLY10"' : 'null'}}`;
        if (p.code === 'LS2' && date === '2026-12-19' && n === 7) needle = text.slice(0, text.indexOf(',gate'));
        rates.push(text);
      }
    }
  }
  const products = PRODUCTS.map(
    (p) =>
      `{id:${p.id},code:"${p.code}",name:"${p.name}",transfer:"${p.transfer}",covered:${p.code.startsWith('MS') || p.code === 'MG' ? '!0' : '!1'},evCharging:${p.code !== 'LS2' ? '!0' : '!1'},maxHeightM:${p.code.startsWith('MS') ? 2.1 : null},cancel:"free up to 24h before"}`,
  );
  const output = `"use strict";(self.webpackChunk_severnside_parking_web=self.webpackChunk_severnside_parking_web||[]).push([[7731],{45120:(e,t,a)=>{a.d(t,{$P:()=>r,Jx:()=>s,kQ:()=>o,Zt:()=>l});const r=[${products.join(',')}],s={currency:"GBP",vatIncluded:!0,generatedAt:"${isoZ(T(12, 5, 0, 3))}",validFrom:"2026-11-13",validTo:"2027-01-31",rates:[${rates.join(',')}]},o=e=>s.rates.filter(t=>t.product===e),l=(e,t,a)=>s.rates.find(r=>r.product===e&&r.date===t&&r.days===a)},88102:(e,t,a)=>{a.d(t,{F:()=>n});var r=a(45120);const n=(e,t,a)=>{const n=(0,r.Zt)(e,t,a);return n?n.left>0?{ok:!0,price:n.price,gate:n.gate,saving:n.gate?Math.round(100*(n.gate-n.price))/100:null}:{ok:!1,reason:"SOLD_OUT"}:{ok:!1,reason:"NO_RATE"}}}}]);\n//# sourceMappingURL=7731.3f9c2a1e.chunk.js.map\n`;
  const ask = 'My in-laws want to book a week in Long Stay 2 starting Saturday 19 December. What price is the website showing for that?';
  return probe('round 54: parking tariff bundle', ask, 'read_file', output, 'price', needle, true);
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------

/** The people counters' configuration export as YAML: every sensor in the terminal; one counter's address. */
function peopleCounterYaml(): EconomicsTask {
  const random = seededRandom(54_004);
  /** Zones: id, how the descriptions name the area, how many sensors (each zone has its own subnet and VLAN). */
  const ZONES: readonly (readonly [string, string, number])[] = [
    ['CHECKIN-A', 'Check-in hall A', 84],
    ['CHECKIN-B', 'Check-in hall B', 84],
    ['CHECKIN-C', 'Check-in hall C', 66],
    ['SEC-NORTH', 'North security', 100],
    ['SEC-SOUTH', 'South security', 100],
    ['DEP-LOUNGE', 'Departure lounge', 150],
    ['PIER-A', 'Pier A', 76],
    ['PIER-B', 'Pier B', 84],
    ['PIER-C', 'Pier C', 64],
    ['IMMIGRATION', 'Immigration hall', 72],
    ['RECLAIM', 'Baggage reclaim', 64],
    ['ARR-HALL', 'Arrivals hall', 56],
  ];
  const SPOTS = ['column', 'ceiling grid', 'bulkhead', 'signage gantry', 'soffit'];
  /** The descriptions of a zone's sensors: security zones have their lanes and Fast Track; the rest, places in the hall. */
  const descriptions = (area: string, zone: string, count: number): string[] => {
    const out: string[] = [];
    if (zone.startsWith('SEC')) {
      out.push(`${area}, queue entrance, above tensa barriers`);
      for (let q = 1; out.length < 22; q++) out.push(`${area}, main queue, row ${q}`);
      for (let g = 1; g <= 8; g++) out.push(`${area}, boarding pass gate ${g}`);
      out.push(`${area}, Fast Track entrance`, `${area}, Fast Track queue, middle`, `${area}, Fast Track queue, rear`);
      for (let lane = 1; out.length < count - 2; lane++) {
        out.push(`${area}, lane ${lane} divest, position 1`, `${area}, lane ${lane} divest, position 2`);
        out.push(`${area}, lane ${lane} recompose`, `${area}, lane ${lane} body scanner exit`);
        out.push(`${area}, lane ${lane} tray return`, `${area}, lane ${lane} search area`);
      }
      out.length = count - 2;
      out.push(`${area}, Fast Track exit to airside`, `${area}, exit to departure lounge`);
      return out;
    }
    for (let k = 0; k < count; k++) out.push(`${area}, ${oneOf(random, SPOTS)} ${oneOf(random, [...'ABCDEFGH'])}${between(random, 1, 30)}`);
    return out;
  };
  const records: string[] = [];
  let needle = '';
  ZONES.forEach(([zone, area, count], z) => {
    const octet = 10 + z;
    descriptions(area, zone, count).forEach((description, k) => {
      const model = oneOf(random, ['PC2S', 'PC2S', 'PC2SE', 'PC3']);
      const ip = `10.62.${octet}.${11 + k}`;
      const queue = /queue|gate|entrance/.test(description);
      const lines = [
        `  - serial: "${model}-${digits(random, 7)}"`,
        `    name: T1-${zone}-${String(k + 1).padStart(3, '0')}`,
        `    description: "${description}"`,
        `    zone: ${zone}`,
        `    model: ${model}`,
        `    firmware: ${oneOf(random, ['6.2.1', '6.2.1', '6.2.1', '6.1.4', '6.3.0'])}`,
        '    network:',
        `      ip: ${ip}`,
        `      vlan: ${200 + octet}`,
        `      mac: "00:26:B0:${hexUpper(random, 2)}:${hexUpper(random, 2)}:${hexUpper(random, 2)}"`,
        '      ntp: ntp1.qsv.internal',
        '    mount:',
        `      height_m: ${(2.7 + random() * 2.6).toFixed(2)}`,
        `      tilt_deg: ${oneOf(random, ['0.0', '0.0', '0.0', '4.5', '9.0'])}`,
        `      rotation_deg: ${oneOf(random, [0, 90, 180, 270])}`,
        '    counting:',
        `      lines: [${queue ? 'in, out' : oneOf(random, ['in, out', 'pass'])}]`,
        `      queue_area: ${queue}`,
        `      min_height_cm: ${oneOf(random, [100, 100, 110, 120])}`,
        `    last_seen: "${isoZ(NOW - between(random, 1, 240) * SECOND)}"`,
        `    status: ${random() < 0.02 ? 'offline' : 'online'}`,
      ];
      if (zone === 'SEC-SOUTH' && description === 'South security, Fast Track entrance') needle = `ip: ${ip}`;
      records.push(lines.join('\n'));
    });
  });
  const output = `${[
    '# xcount-cli config export --site QSV --terminal T1 -o yaml',
    'site: QSV',
    'terminal: T1',
    `exported_at: "${isoZ(NOW - 3 * MINUTE)}"`,
    `sensor_count: ${records.length}`,
    'sensors:',
    ...records,
  ].join('\n')}\n`;
  const ask = 'The network team want to check the people counter over the Fast Track entrance at South security. What IP address is it on?';
  return probe('round 54: people counter yaml', ask, 'run_shell', output, 'ip', needle);
}

/** The baggage sortation controller's log this morning, Java with stack traces; the cause behind a failed early-bag retrieval. */
function sortationControllerLog(): EconomicsTask {
  const random = seededRandom(54_005);
  const stamp = (t: number) => `${ymd(t)} ${hms(t)},${String(t % 1000).padStart(3, '0')}`;
  const entries: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    entries.push({ t, text: [`${stamp(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`, ...trace].join('\n') });
  const P = 'com.corvex.bhs';
  const frames = (lines: readonly string[]) => lines.map((l) => `\tat ${l}`);
  const POOL = [
    'java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  // This morning's departures: flight, STD, carrier's bag tag code, make-up unit.
  const flights = rotations(random, 70, ['EK']).map((r) => ({
    flight: r.depNo,
    std: T(12, 0, 5 * 60 + 30 + ((r.dep * 7) % (6 * 60))),
    code: r.carrier.code,
    mu: `MU-${pad2(between(random, 1, 14))}`,
  }));
  flights.push({ flight: 'EK040', std: T(12, 9, 40), code: '176', mu: 'MU-11' });
  const lpn = (code: string) => `0${code}${digits(random, 6)}`;
  const start = T(12, 4, 30);
  const end = T(12, 10, 15);
  let seqBatch = 40;
  const ATRS = ['ATR-01', 'ATR-02', 'ATR-03', 'ATR-04'];
  for (let t = start; t < end;) {
    t += between(random, 1_200, 7_500);
    const hour = new Date(t).getUTCHours();
    if (hour < 5 && random() < 0.5) continue;
    const f = oneOf(random, flights);
    if (f.std < t + 40 * MINUTE) continue;
    const bag = lpn(f.code);
    const atr = oneOf(random, ATRS);
    const eds = `EDS-${pad2(between(random, 1, 16))}`;
    const roll = random();
    if (roll < 0.04) {
      log(
        t,
        'WARN',
        `atr-${atr.slice(-1)}`,
        `${P}.scan.AtrReader`,
        `${atr} no read tray ${between(random, 1, 420)} -> MES-0${between(random, 1, 3)}`,
      );
      continue;
    }
    log(
      t,
      'INFO',
      `hbs-gw-${between(random, 1, 4)}`,
      `${P}.hbs.ScreeningGateway`,
      `LPN ${bag} ${eds} L1 ${random() < 0.13 ? 'ALARM -> L2 queue' : 'CLEAR'} t=${(4 + random() * 5).toFixed(1)}s`,
    );
    const early = f.std - t > 3 * HOUR;
    if (early) {
      log(
        t + between(random, 20_000, 60_000),
        'INFO',
        `ebs-ctl-${between(random, 1, 2)}`,
        `${P}.ebs.StoreController`,
        `LPN ${bag} flt=${f.flight} stored tote T-00${digits(random, 4)} lane EBS-${between(random, 1, 2)}-${pad2(between(random, 1, 12))} pos ${between(random, 1, 40)}`,
      );
    } else {
      log(
        t + between(random, 15_000, 45_000),
        'INFO',
        `sort-worker-${between(random, 1, 6)}`,
        `${P}.sort.SortAllocator`,
        `LPN ${bag} flt=${f.flight} std=${hm(f.std)} dest=${f.mu} via=${atr}>${eds} result=ALLOCATED`,
      );
    }
  }
  // A throughput line a minute.
  for (let t = start; t < end; t += MINUTE)
    log(
      t + 250,
      'INFO',
      'metrics',
      `${P}.metrics.Throughput`,
      `bph=${between(random, 700, 2_300)} inducted=${between(random, 12, 40)} sorted=${between(random, 12, 38)} mes=${between(random, 0, 3)} recirc=${(random() * 4).toFixed(1)}% ebs_fill=${between(random, 310, 690)}/1200`,
    );
  // Early-bag retrievals, about two and a half hours before each departure.
  const retrieval = (f: (typeof flights)[number], at: number) => {
    const batch = `RB-20261112-${String((seqBatch += between(random, 1, 3))).padStart(4, '0')}`;
    const totes = between(random, 4, 40);
    return { batch, totes, started: `Retrieval batch ${batch} flight=${f.flight} totes=${totes} to ${f.mu} started`, at };
  };
  const failures = new Map<string, readonly [string, string, readonly string[]]>([
    [
      'EK040',
      [
        `${P}.plc.PlcCommandRejectedException: RELEASE rejected by PLC EBS2 (code 0x2C, lane locked)`,
        `${P}.ebs.LaneInterlockException: lane EBS-2-07 interlock open: maintenance access gate G2-07 not proven closed (DB412.DBX6.3=0)`,
        [`${P}.ebs.LaneGuard.check(LaneGuard.java:77)`, `${P}.ebs.LaneGuard.beforeRelease(LaneGuard.java:52)`],
      ],
    ],
    [
      'QR028',
      [
        `${P}.plc.PlcCommandRejectedException: RELEASE rejected by PLC EBS1 (code 0x2C, lane locked)`,
        `${P}.ebs.LaneInterlockException: lane EBS-1-02 interlock open: maintenance access gate G1-02 not proven closed (DB411.DBX2.1=0)`,
        [`${P}.ebs.LaneGuard.check(LaneGuard.java:77)`, `${P}.ebs.LaneGuard.beforeRelease(LaneGuard.java:52)`],
      ],
    ],
    [
      'U22162',
      [
        `${P}.plc.PlcCommandTimeoutException: RELEASE not confirmed by PLC EBS2 within 20000 ms`,
        `${P}.ebs.ToteJamException: tote T-003318 stalled at lane EBS-2-03 exit conveyor (photo-eye PE-2-03-4 blocked 41 s)`,
        [`${P}.ebs.ToteTracker.await(ToteTracker.java:118)`, `${P}.plc.PlcLink.confirm(PlcLink.java:240)`],
      ],
    ],
  ]);
  // The other two failures' flights, at fixed times; retrievals go in departure order.
  const retrieved = flights.filter((f) => f.flight !== 'QR028' && f.flight !== 'U22162');
  retrieved.push(
    { flight: 'QR028', std: T(12, 10, 5), code: '157', mu: 'MU-12' },
    { flight: 'U22162', std: T(12, 8, 55), code: '888', mu: 'MU-04' },
  );
  retrieved.sort((a, b) => a.std - b.std);
  for (const f of retrieved) {
    const at = f.std - between(random, 140, 160) * MINUTE;
    if (at < start + 5 * MINUTE || at > end - 5 * MINUTE) continue;
    const r = retrieval(f, at + between(random, 0, 59_000));
    const logger = `${P}.ebs.RetrievalService`;
    const thread = `ebs-retrieval-${between(random, 1, 3)}`;
    log(r.at, 'INFO', thread, logger, r.started);
    const failure = failures.get(f.flight);
    if (!failure) {
      log(
        r.at + between(random, 60, 400) * SECOND,
        'INFO',
        thread,
        logger,
        `Retrieval batch ${r.batch} flight=${f.flight} completed ${r.totes}/${r.totes} in ${between(random, 60, 400)}s`,
      );
      continue;
    }
    const [middle, root, rootFrames] = failure;
    log(r.at + 38_437, 'WARN', thread, logger, `Retrieval batch ${r.batch} attempt 1/3 failed: ${middle.split(': ')[1]}, retrying in 30s`);
    log(r.at + 72_918, 'WARN', thread, logger, `Retrieval batch ${r.batch} attempt 2/3 failed: ${middle.split(': ')[1]}, retrying in 30s`);
    log(
      r.at + 107_655,
      'ERROR',
      thread,
      logger,
      `Retrieval batch ${r.batch} flight=${f.flight} failed, batch aborted, totes left in store`,
      [
        `${P}.ebs.RetrievalFailedException: batch ${r.batch} aborted after 3 attempts (0/${r.totes} totes released)`,
        ...frames([
          `${P}.ebs.RetrievalService.runBatch(RetrievalService.java:412)`,
          `${P}.ebs.RetrievalService.lambda$submit$3(RetrievalService.java:188)`,
          ...POOL,
        ]),
        `Caused by: ${middle}`,
        ...frames([`${P}.plc.PlcLink.command(PlcLink.java:201)`, `${P}.ebs.LaneDriver.release(LaneDriver.java:96)`]),
        '\t... 6 more',
        `Caused by: ${root}`,
        ...frames(rootFrames),
        '\t... 8 more',
      ],
    );
    log(
      r.at + 108_020,
      'INFO',
      'ops-notify',
      `${P}.ops.Notifier`,
      `raised OPS alert EBS_RETRIEVAL_FAILED flight=${f.flight} batch=${r.batch}`,
    );
  }
  // Other trouble: PLC links timing out, the flight cache failing to refresh.
  for (let k = 0; k < 26; k++) {
    const t = start + pick(random, (end - start) / SECOND) * SECOND;
    if (random() < 0.6) {
      const plc = oneOf(random, ['MU-LINE-1', 'MU-LINE-2', 'CI-LINE-3', 'EBS1', 'EBS2']);
      log(t, 'WARN', 'plc-link', `${P}.plc.PlcLink`, `read from PLC ${plc} timed out, reconnecting`, [
        'java.net.SocketTimeoutException: Read timed out',
        ...frames([
          'java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
          'java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
          `${P}.plc.S7Connection.readArea(S7Connection.java:331)`,
          `${P}.plc.PlcLink.poll(PlcLink.java:158)`,
          ...POOL.slice(2),
        ]),
      ]);
      log(t + between(random, 800, 4_000), 'INFO', 'plc-link', `${P}.plc.PlcLink`, `PLC ${plc} reconnected`);
    } else
      log(t, 'ERROR', 'flight-cache', `${P}.db.FlightCache`, 'refresh from AODB failed, keeping previous snapshot', [
        `org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [select * from aodb_departures where std between ? and ?]; canceling statement due to statement timeout`,
        ...frames([
          'org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)',
          'org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:677)',
          `${P}.db.FlightCache.refresh(FlightCache.java:88)`,
        ]),
        'Caused by: org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout',
        ...frames(['org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)']),
        '\t... 9 more',
      ]);
  }
  entries.sort((a, b) => a.t - b.t);
  const output = `${entries.map((e) => e.text).join('\n')}\n`;
  const needle = `Caused by: ${failures.get('EK040')![1]}`;
  const ask =
    'The early bags for EK040 never came out of the store this morning and the flight nearly left without them. What does the sortation controller log give as the underlying cause of that retrieval failing?';
  return probe('round 54: sortation controller log', ask, 'run_shell', output, 'cause', needle);
}

/** The ground handling system's turnaround report for two days, one block a turn; a flight's fuel uplift. */
function turnaroundReport(): EconomicsTask {
  const random = seededRandom(54_006);
  const u2 = carrier('U2');
  const reserved = new Set(['U22143', 'U22144', 'U22147', 'U22148']);
  const rots = rotations(random, 236, ['EK', 'FI'], reserved).filter((r) => r.dep < 23 * 60 + 50);
  rots.push(
    { carrier: u2, arrNo: 'U22143', depNo: 'U22144', station: 'AMS', arr: 7 * 60 + 55, dep: 8 * 60 + 35, type: 'A320' },
    { carrier: u2, arrNo: 'U22147', depNo: 'U22148', station: 'AMS', arr: 18 * 60 + 10, dep: 18 * 60 + 55, type: 'A20N' },
  );
  rots.sort((a, b) => a.arr - b.arr);
  const flightNo = (no: string) => `${no.slice(0, 2)} ${no.slice(2)}`;
  const person = () => `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`;
  const blocks: string[] = [];
  let docket = 7_731_400;
  let needle = '';
  const rule = '='.repeat(96);
  for (const day of [10, 11]) {
    for (const rot of rots) {
      const c = rot.carrier;
      const wide = WIDEBODY.includes(rot.type);
      const turbo = ['AT76', 'E145', 'DH8C', 'CRJ9', 'E190', 'E295'].includes(rot.type);
      const stand = wide ? oneOf(random, WIDE_STANDS) : random() < 0.7 ? oneOf(random, CONTACT_STANDS) : oneOf(random, REMOTE_STANDS);
      const contact = !REMOTE_STANDS.includes(stand);
      const sta = T(day, 0, rot.arr);
      const std = T(day, 0, rot.dep);
      const late = oneOf(random, [-9, -5, -3, 0, 2, 4, 7, 12, 19, 34]);
      const ata = sta + late * MINUTE;
      const turn = std - sta;
      const atd = Math.max(std, ata + turn - 5 * MINUTE) + oneOf(random, [0, 0, 1, 2, 3, 6, 11]) * MINUTE;
      const at = (frac: number) => ata + Math.round(((atd - ata) * frac) / MINUTE) * MINUTE;
      const span = (a: number, b: number) => `${hm(at(a))} - ${hm(at(b))}`;
      const seats = wide ? between(random, 260, 360) : turbo ? between(random, 48, 96) : between(random, 150, 230);
      const paxIn = between(random, Math.floor(seats * 0.5), seats);
      const paxOut = between(random, Math.floor(seats * 0.5), seats);
      const bagsIn = Math.floor(paxIn * (0.4 + random() * 0.6));
      const bagsOut = Math.floor(paxOut * (0.4 + random() * 0.6));
      const uplift = wide
        ? between(random, 40, 110) * 1_000 + between(random, 0, 999)
        : turbo
          ? between(random, 900, 2_600)
          : between(random, 3_100, 9_800);
      const dockets = `docket ${(docket += between(random, 3, 40))}`;
      const delta = (a: number, b: number) => `(${a - b >= 0 ? '+' : ''}${Math.round((a - b) / MINUTE)})`;
      const delay =
        atd - std >= 5 * MINUTE
          ? oneOf(random, ['93 (late inbound)', '87 (stand/gate)', '11 (late check-in)', '14 (overbooking)', '33 (ramp)'])
          : 'none';
      const fuel = `FUEL             ${span(0.2, 0.55)}   bowser FB-${pad2(between(random, 1, 14))}   uplift ${uplift.toLocaleString('en-GB')} L   ${dockets}`;
      const lines = [
        rule,
        `TURNAROUND ${ymd(sta)}   ${flightNo(rot.arrNo)} / ${flightNo(rot.depNo)}   ${rot.type}  ${registration(random, c)}   Stand ${stand}   Handler: ${c.handler}`,
        `  Arr from ${AIRPORTS[rot.station]} (${rot.station})   Dep to ${AIRPORTS[rot.station]} (${rot.station})   Supervisor: ${person()}`,
        '-'.repeat(96),
        `  ON BLOCKS        STA ${hm(sta)}  ATA ${hm(ata)}  ${delta(ata, sta)}`,
        `  PAX OFF          ${span(0.03, 0.22)}   ${paxIn} pax   ${contact ? 'bridge' : `coach x${between(random, 2, 4)}`}`,
        `  OFFLOAD          ${span(0.05, 0.3)}   ${bagsIn} bags   ${wide ? `${between(random, 8, 16)} ULD` : 'bulk'}   team R${between(random, 1, 9)}`,
        `  CLEANING         ${span(0.2, 0.45)}   crew C${between(random, 1, 6)} (${between(random, 2, 6)})`,
        `  CATERING         ${span(0.25, 0.5)}   truck ${oneOf(random, ['GG', 'DN'])}-${pad2(between(random, 1, 20))}`,
        `  ${fuel}`,
        `  POTABLE WATER    ${hm(at(0.4))}           truck W-0${between(random, 1, 4)}   ${between(random, 6, 30) * 10} L`,
        `  LOADING          ${span(0.45, 0.85)}   ${bagsOut} bags`,
        `  BOARDING         ${span(0.55, 0.88)}   ${paxOut} pax${random() < 0.3 ? `   (${between(random, 1, 4)} PRM)` : ''}`,
        `  DOORS CLOSED     ${hm(at(0.93))}`,
        `  OFF BLOCKS       STD ${hm(std)}  ATD ${hm(atd)}  ${delta(atd, std)}   tug TG-${pad2(between(random, 1, 9))}`,
        `  DELAY            ${delay}`,
      ];
      if (day === 11 && rot.depNo === 'U22144') needle = fuel;
      blocks.push(lines.join('\n'));
    }
  }
  const output = `${[
    '# ghms report turnarounds --station QSV --from 2026-11-10 --to 2026-11-11 --format text',
    `# generated ${isoZ(NOW - 11 * MINUTE)}   ${blocks.length} turnarounds`,
    ...blocks,
    rule,
  ].join('\n')}\n`;
  const ask = 'easyJet are querying the fuel invoice for U2 2144 to Amsterdam yesterday morning. How much fuel did we put on it?';
  return probe('round 54: turnaround report', ask, 'run_shell', output, 'fuel', needle);
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output, or carries a preamble.
// ---------------------------------------------------------------------------------------------------

/** The on-call platform's event log for a week, every team; who acknowledged a night-time page after an escalation. */
function onCallLog(): EconomicsTask {
  const random = seededRandom(54_007);
  const SERVICES: readonly (readonly [string, string, readonly string[]])[] = [
    ['aodb-core', 'Airport Systems', ['AODB message queue lag > 120s', 'AODB API p95 latency > 2s', 'AIDX feed from NATS stale for 5m']],
    [
      'fids-displays',
      'Airport Systems',
      ['FIDS: 12 screens offline in Pier B', 'FIDS publisher heartbeat missing', 'FIDS template render errors > 5%'],
    ],
    ['rms-stands', 'Airport Systems', ['RMS optimiser run failed', 'RMS to AODB sync lag > 10m']],
    ['bhs-sortation', 'Baggage Systems', ['SAC heartbeat lost to PLC MU-LINE-2', 'Tilt-tray fault rate > 2%', 'ATR-03 no-read rate > 8%']],
    ['bhs-ebs', 'Baggage Systems', ['EBS lane EBS-1-04 out of service', 'EBS retrieval backlog > 20 batches']],
    ['bhs-hbs', 'Baggage Systems', ['EDS-07 offline', 'L2 image review queue > 40 bags']],
    ['qsense-queues', 'Security Technology', ['Queue sensors SEC-SOUTH reporting 0 for 15m', 'Queue time feed to website stale']],
    ['sec-lanes', 'Security Technology', ['CT scanner lane N04 fault', 'Tray return conveyor S07 stopped']],
    ['agl-alcms', 'Airfield Engineering', ['ALCMS CCR fault reported', 'ALCMS server failover', 'Stop bar control link degraded']],
    ['asmgcs', 'Airfield Engineering', ['SMR-2 rotation fault', 'MLAT receiver RX-06 offline', 'A-SMGCS track coasting > 3%']],
    ['parking-anpr', 'Car Parks', ['ANPR camera LS2-EX-2 no reads for 10m', 'ANPR match rate < 90% at MS2']],
    ['parking-barriers', 'Car Parks', ['Barrier ST1-EN-1 stuck open', 'Pay station MS1-PS-03 offline', 'Intercom server unreachable']],
    ['network-core', 'Network & Infra', ['Core switch CS-2 PSU failure', 'WAN link to NATS degraded', 'Wi-Fi controller WLC-1 CPU > 90%']],
  ];
  const TEAMS = [...new Set(SERVICES.map((s) => s[1]))];
  const people = new Map<string, string[]>();
  const usedNames = new Set<string>();
  for (const team of TEAMS) {
    const list: string[] = [];
    while (list.length < 6) {
      const name = `${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`;
      if (!usedNames.has(name)) list.push(name);
      usedNames.add(name);
    }
    people.set(team, list);
  }
  /** Who holds level 1 and level 2 of a team's rota at `t`: the rota turns over at nine each morning. */
  const onCall = (team: string, t: number, level: 1 | 2) => {
    const list = people.get(team)!;
    const shift = Math.floor((t - 9 * HOUR) / DAY);
    return list[(shift + (level === 1 ? 0 : 3) + TEAMS.indexOf(team)) % list.length]!;
  };
  const dur = (ms: number) => `${Math.floor(ms / MINUTE)}m${pad2(Math.floor((ms % MINUTE) / SECOND))}s`;
  interface Incident {
    t: number;
    lines: (id: string) => { t: number; text: string }[];
  }
  const row = (t: number, id: string, prio: string, svc: string, event: string, rest: string) => ({
    t,
    text: `${isoZ(t)}  ${id}  ${prio}  ${svc.padEnd(16)}  ${event.padEnd(12)}  ${rest}`,
  });
  const who = (user: string) => user.padEnd(18);
  /** One incident: `ack` says who takes it (the first level, the second after an escalation, or nobody). */
  const incident = (
    t: number,
    svc: (typeof SERVICES)[number],
    ack: 1 | 2 | 0,
    summary = oneOf(random, svc[2]),
    prio?: string,
  ): Incident => {
    const night = new Date(t).getUTCHours() < 7 || new Date(t).getUTCHours() >= 22;
    const p = prio ?? oneOf(random, ['P1', 'P2', 'P2', 'P3', 'P3', 'P4']);
    const loud = p === 'P1' || p === 'P2';
    const tta1 = between(random, 40, 11 * 60) * SECOND;
    const tta2 = between(random, 60, 6 * 60) * SECOND;
    const ttr = between(random, 8, 150) * MINUTE;
    const note = oneOf(random, [
      'looking',
      'on it, remote in',
      'restarted service, watching',
      'vendor ticket raised',
      'known issue, see change CHG-',
      'on site in 20',
      'false alarm, sensor glitch',
    ]);
    const src = oneOf(random, ['prometheus', 'prometheus', 'zabbix', 'email', 'scom']);
    return {
      t,
      lines: (id) => {
        const out = [row(t, id, p, svc[0], 'triggered', `"${summary}"  source=${src}`)];
        const l1 = onCall(svc[1], t, 1);
        const l2 = onCall(svc[1], t, 2);
        const notify = (at: number, user: string, level: number) => {
          out.push(row(at + 2 * SECOND, id, p, svc[0], 'notified', `${who(user)}  push   policy="${svc[1]}" level=${level}`));
          if (loud) out.push(row(at + 3 * SECOND, id, p, svc[0], 'notified', `${who(user)}  sms    policy="${svc[1]}" level=${level}`));
          if (loud && night)
            out.push(row(at + 32 * SECOND, id, p, svc[0], 'notified', `${who(user)}  phone  policy="${svc[1]}" level=${level}`));
        };
        notify(t, l1, 1);
        let taker = l1;
        let acked = t + tta1;
        if (ack === 2) {
          if (loud && night)
            out.push(row(t + 5 * MINUTE + 32 * SECOND, id, p, svc[0], 'notified', `${who(l1)}  phone  policy="${svc[1]}" level=1 retry=1`));
          out.push(row(t + 15 * MINUTE, id, p, svc[0], 'escalated', `level 1 -> 2  (no ack within 15m)`));
          notify(t + 15 * MINUTE, l2, 2);
          taker = l2;
          acked = t + 15 * MINUTE + tta2;
        }
        const channel = night && loud ? 'phone' : oneOf(random, ['push', 'push', 'web', 'sms']);
        if (ack) {
          out.push(row(acked, id, p, svc[0], 'acknowledged', `${who(taker)}  ${channel.padEnd(5)}  tta=${dur(acked - t)}`));
          if (random() < 0.6)
            out.push(
              row(
                acked + between(random, 1, 9) * MINUTE,
                id,
                p,
                svc[0],
                'note',
                `${who(taker)}  "${note === 'known issue, see change CHG-' ? `${note}${digits(random, 5)}` : note}"`,
              ),
            );
          out.push(
            row(
              acked + ttr,
              id,
              p,
              svc[0],
              'resolved',
              `${who(taker)}  ${oneOf(random, ['web', 'push', 'api'])}   ttr=${dur(acked + ttr - t)}`,
            ),
          );
        } else
          out.push(
            row(
              t + between(random, 2, 14) * MINUTE,
              id,
              p,
              svc[0],
              'resolved',
              `${who('system')}  api    auto-resolved (alert cleared at source)`,
            ),
          );
        return out;
      },
    };
  };
  const start = T(5, 0);
  const incidents: Incident[] = [];
  const sorter = SERVICES.find((s) => s[0] === 'bhs-sortation')!;
  const quietFrom = T(9, 0);
  const quietTo = T(9, 6, 30);
  for (let t = start; t < NOW - 3 * HOUR;) {
    t += between(random, 4, 46) * MINUTE + pick(random, 60) * SECOND;
    const svc = oneOf(random, SERVICES);
    if (svc[0] === 'bhs-sortation' && t >= quietFrom && t < quietTo) continue;
    const roll = random();
    incidents.push(incident(t, svc, roll < 0.72 ? 1 : roll < 0.86 ? 2 : 0));
  }
  // The Monday page, a sorter page the evening before and the night after, and the early bag store that same night.
  const target = incident(T(9, 3, 7, 12), sorter, 2, 'SAC heartbeat lost to PLC MU-LINE-2', 'P2');
  incidents.push(
    target,
    incident(T(8, 22, 41, 5), sorter, 1, 'Tilt-tray fault rate > 2%', 'P2'),
    incident(T(10, 2, 54, 40), sorter, 2, 'ATR-03 no-read rate > 8%', 'P2'),
    incident(
      T(9, 2, 16, 31),
      SERVICES.find((s) => s[0] === 'bhs-ebs')!,
      1,
      'EBS retrieval backlog > 20 batches',
      'P2',
    ),
  );
  incidents.sort((a, b) => a.t - b.t);
  let seq = 48_120;
  const lines: { t: number; text: string }[] = [];
  let needle = '';
  for (const inc of incidents) {
    const made = inc.lines(`INC-${(seq += 1)}`);
    if (inc === target) needle = made.find((l) => l.text.includes('acknowledged'))!.text;
    lines.push(...made);
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${[
    '# pagectl log --all-teams --since 2026-11-05T00:00:00Z --until 2026-11-12T16:20:00Z',
    'TIMESTAMP             INCIDENT   PRI  SERVICE           EVENT         DETAIL',
    ...lines.filter((l) => l.t < NOW).map((l) => l.text),
  ].join('\n')}\n`;
  const ask =
    "Somebody's phone went off in the small hours of Monday morning because the baggage sorter had a problem, and I gather the first person didn't pick up. Who ended up taking it on, and how long after the alarm first went off was that?";
  return probe('round 54: on-call log, paraphrase', ask, 'run_shell', output, 'responder', needle);
}

/** The A-SMGCS surveillance processor's log for four and a half days; the runway incursion by a towed aircraft. */
function groundRadarAlerts(): EconomicsTask {
  const random = seededRandom(54_008);
  const stamp = (t: number) => `${ymd(t)} ${hms(t)}.${String(t % 1000).padStart(3, '0')}`;
  const lines: { t: number; text: string }[] = [];
  const add = (t: number, text: string) => lines.push({ t, text: `${stamp(t)} sdp1 ${text}` });
  const start = T(8, 0);
  const end = T(12, 16, 0);
  let track = 1_000;
  const trk = () => `trk ${(track = track >= 9_999 ? 1_000 : track + between(random, 1, 40))}`;
  const aircraft = () => {
    const c = oneOf(
      random,
      CARRIERS.filter((k) => k.weight > 0),
    );
    const callsign =
      c.icao === 'EZY' || c.icao === 'EXS'
        ? `${c.icao}${between(random, 1, 99)}${chars(random, LETTERS, 2)}`
        : `${c.icao}${between(random, 100, 9_999)}`;
    return `${callsign}/${oneOf(random, c.types)}`;
  };
  const tow = () =>
    `TOW${pad2(between(random, 1, 12))}/${registration(
      random,
      oneOf(
        random,
        CARRIERS.filter((k) => k.weight > 0),
      ),
    )}`;
  const VEHICLES = [
    'FOLLOWME1',
    'FOLLOWME2',
    'RFFS1',
    'RFFS3',
    'OPS1',
    'OPS2',
    'OPS3',
    'AGL1',
    'AGL2',
    'SWEEPER2',
    'BIRD1',
    'FUEL07',
    'CATER12',
  ];
  const ISB = ['ISB-A2', 'ISB-B3', 'ISB-C1', 'ISB-D4', 'ISB-F1', 'ISB-K2'];
  const TWY = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'K'];
  let alertNo = 76_400;
  const ack = () => `ack=${oneOf(random, ['GMC', 'GMC', 'AIR', 'GMC'])}+${between(random, 1, 9)}s`;
  for (let t = start; t < end; t += 5 * MINUTE) {
    add(
      t + between(random, 0, 900),
      `INFO  SMR-1 scan ok rpm=60 pd=0.${between(random, 96, 99)} clutter=${(random() * 2).toFixed(2)}% blanking=2 sectors`,
    );
    add(
      t + between(random, 1_000, 2_000),
      `INFO  SMR-2 scan ok rpm=60 pd=0.${between(random, 95, 99)} clutter=${(random() * 2).toFixed(2)}% blanking=1 sectors`,
    );
    add(
      t + between(random, 2_000, 3_000),
      `INFO  MLAT sync ok rx=${random() < 0.05 ? 13 : 14}/14 ref=RX-01 rms=${between(random, 4, 19)}ns`,
    );
    add(
      t + between(random, 3_000, 4_000),
      `INFO  TRK tracks=${between(random, 14, 140)} fpl_corr=${between(random, 91, 100)}% coast=${(random() * 1.5).toFixed(2)}% vehicles=${between(random, 10, 60)}`,
    );
  }
  const alerts: { t: number; text: string }[] = [];
  const alert = (t: number, text: string) => alerts.push({ t, text });
  for (let t = start; t < end;) {
    const h = new Date(t).getUTCHours();
    t += (h >= 6 && h < 22 ? between(random, 5, 35) : between(random, 20, 90)) * MINUTE + pick(random, 60_000);
    const kind = pick(random, 10);
    if (kind < 3)
      alert(
        t,
        `CONFLICT_RWY      STAGE1 rwy=${oneOf(random, ['09', '27'])} t1=${aircraft()}(${trk()}) t2=${aircraft()}(${trk()}) sep=${between(random, 900, 2_400)}m`,
      );
    else if (kind < 5)
      alert(
        t,
        `STOPBAR_CROSS     -      bar=${oneOf(random, ISB)} t1=${h >= 6 && h < 22 ? aircraft() : oneOf(random, [tow(), aircraft()])}(${trk()}) on=TWY ${oneOf(random, TWY)}`,
      );
    else if (kind < 7) {
      const a = random() < 0.7 ? aircraft() : tow();
      alert(
        t,
        `ROUTE_DEVIATION   -      t1=${a}(${trk()}) cleared=${oneOf(random, TWY)}${oneOf(random, TWY)} actual=TWY ${oneOf(random, TWY)}`,
      );
    } else if (kind === 7)
      alert(
        t,
        `RESTRICTED_AREA   -      t1=${oneOf(random, VEHICLES)}(${trk()}) area=${oneOf(random, ['ILS 27 CRIT', 'ILS 09 CRIT', 'RESA 09', 'GP 27 SENS'])}`,
      );
    else if (kind === 8)
      alert(
        t,
        `SPEED             -      t1=${oneOf(random, VEHICLES)}(${trk()}) speed=${between(random, 18, 34)}kt limit=15kt on=TWY ${oneOf(random, TWY)}`,
      );
    else
      alert(
        t,
        `TARGET_LOST       -      t1=${oneOf(random, [aircraft(), oneOf(random, VEHICLES)])}(${trk()}) last=TWY ${oneOf(random, TWY)} coast=${between(random, 4, 12)}s`,
      );
  }
  const needleAlert = `RWY_INCURSION     STAGE2 rwy=09/27 t1=TOW04/G-JZHK(trk 6612) hold=C3 pos=RWY at C clr=NONE`;
  alert(T(10, 23, 52, 18) + 204, needleAlert);
  alert(T(10, 23, 31, 47) + 611, `ROUTE_DEVIATION   -      t1=TOW04/G-JZHK(trk 6612) cleared=CB actual=TWY E`);
  alert(T(10, 21, 5, 9) + 37, `RWY_INCURSION     STAGE1 rwy=09/27 t1=OPS3(trk 6290) hold=A1 pos=RWY at A clr=NONE`);
  alert(T(8, 22, 14, 33) + 980, `RWY_INCURSION     STAGE2 rwy=09/27 t1=TOW09/EI-FOK(trk 2271) hold=K1 pos=RWY at K clr=NONE`);
  alert(T(11, 1, 40, 2) + 455, `STOPBAR_CROSS     -      bar=ISB-C1 t1=TOW02/G-EZUW(trk 8012) on=TWY C`);
  alerts.sort((a, b) => a.t - b.t);
  let needle = '';
  for (const a of alerts) {
    const line = `ALERT ${`A-${(alertNo += between(random, 1, 3))}`} ${a.text} ${ack()}`;
    add(a.t, line);
    if (a.text === needleAlert) needle = `${stamp(a.t)} sdp1 ${line}`;
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'On Tuesday night one of the tugs pulling an aircraft across to the maintenance hangar went out onto the runway without being given permission. What time did the ground radar system pick that up?';
  return probe('round 54: ground radar alerts, paraphrase', ask, 'read_file', output, 'alert', needle);
}

/** The car parks' event export for a week as CSV; the unanswered help call at a Long Stay 2 exit on Sunday night. */
function carParkEvents(): EconomicsTask {
  const random = seededRandom(54_009);
  /** Car parks: code, entry lanes, exit lanes, pay stations, how busy relatively, whether people prebook. */
  const PARKS: readonly (readonly [string, number, number, number, number, boolean])[] = [
    ['ST1', 2, 2, 4, 6, false],
    ['MS1', 2, 2, 4, 4, true],
    ['MS2', 2, 2, 3, 4, true],
    ['LS1', 2, 2, 2, 3, true],
    ['LS2', 2, 3, 2, 3, true],
    ['MG', 1, 1, 0, 1, true],
  ];
  const weighted = PARKS.flatMap((p) => Array.from({ length: p[4] }, () => p));
  const OPERATORS = ['cc.jpritchard', 'cc.nbegum', 'cc.tnowak', 'cc.omorgan', 'cc.fahmed'];
  const plate = () =>
    `${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 2)}${oneOf(random, ['16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74'])}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
  interface Event {
    t: number;
    cells: string[];
  }
  const events: Event[] = [];
  /** car_park, device, event, plate, read_conf, ticket_no, booking_ref, amount_gbp, payment, operator, detail */
  const ev = (t: number, cells: readonly string[]) => events.push({ t, cells: [...cells] });
  const conf = () => (0.86 + random() * 0.135).toFixed(2);
  const answered = (t: number, park: string, device: string, p: string) => {
    const op = oneOf(random, OPERATORS);
    const wait = between(random, 4, 70);
    ev(t, [park, device, 'INTERCOM_CALL', p, '', '', '', '', '', op, `result=ANSWERED wait=${wait}s talk=${between(random, 30, 240)}s`]);
    ev(t + (wait + between(random, 40, 200)) * SECOND, [
      park,
      device,
      'BARRIER_REMOTE_OPEN',
      p,
      '',
      '',
      '',
      '',
      '',
      op,
      `reason=${oneOf(random, ['prebook plate misread', 'paid ticket not accepted', 'lost ticket, tariff charged', 'card declined, paid by phone'])}`,
    ]);
  };
  const sundayLs2 = (t: number, park: string) => park === 'LS2' && t >= T(8, 17) && t < T(9, 6);
  for (let t = T(5, 0); t < T(12, 0);) {
    const h = new Date(t).getUTCHours();
    t += (h >= 5 && h < 22 ? between(random, 20, 110) : between(random, 90, 480)) * SECOND + pick(random, 1_000);
    const park = oneOf(random, weighted);
    const [code, entries, exits, stations, , prebook] = park;
    const roll = random();
    const p = plate();
    if (roll < 0.42) {
      const device = `${code}-EN-${between(random, 1, entries)}`;
      const booked = prebook && random() < 0.6;
      ev(t, [
        code,
        device,
        'ANPR_ENTRY',
        p,
        conf(),
        booked ? '' : `T${digits(random, 9)}`,
        booked ? `SVP-${digits(random, 7)}` : '',
        '',
        '',
        '',
        booked ? 'result=PREBOOK_MATCH' : 'result=TICKET_ISSUED',
      ]);
      ev(t + between(random, 2, 6) * SECOND, [code, device, 'BARRIER_OPEN', p, '', '', '', '', '', '', 'auto']);
    } else if (roll < 0.56 && stations) {
      const amount = (between(random, 3, 60) * 0.5 + 0.5).toFixed(2);
      ev(t, [
        code,
        `${code}-PS-0${between(random, 1, stations)}`,
        'PAYMENT',
        '',
        '',
        `T${digits(random, 9)}`,
        '',
        amount,
        oneOf(random, ['contactless', 'contactless', 'card', 'cash', 'apple_pay']),
        '',
        `auth=${digits(random, 6)}`,
      ]);
    } else {
      const device = `${code}-EX-${between(random, 1, exits)}`;
      const booked = prebook && random() < 0.6;
      const miss = random() < 0.025;
      ev(t, [
        code,
        device,
        'ANPR_EXIT',
        p,
        miss ? (0.41 + random() * 0.3).toFixed(2) : conf(),
        booked ? '' : `T${digits(random, 9)}`,
        booked ? `SVP-${digits(random, 7)}` : '',
        '',
        '',
        '',
        miss ? 'result=NO_MATCH' : booked ? 'result=PREBOOK_MATCH' : 'result=PAID_MATCH',
      ]);
      if (!miss) ev(t + between(random, 2, 6) * SECOND, [code, device, 'BARRIER_OPEN', p, '', '', '', '', '', '', 'auto']);
      else {
        const call = t + between(random, 15, 70) * SECOND;
        if (random() < 0.16 && !sundayLs2(call, code)) {
          ev(call, [code, device, 'INTERCOM_CALL', p, '', '', '', '', '', '', 'result=NO_ANSWER rang=180s queue=CCC']);
          answered(call + between(random, 200, 500) * SECOND, code, device, p);
        } else answered(call, code, device, p);
      }
    }
  }
  // Sunday night at Long Stay 2, and the same thing on the Saturday night.
  const misread = 'GF19XKC';
  ev(T(8, 22, 44, 51), ['LS2', 'LS2-EX-2', 'ANPR_EXIT', misread, '0.58', '', '', '', '', '', 'result=NO_MATCH']);
  ev(T(8, 22, 45, 29), ['LS2', 'LS2-EX-2', 'INTERCOM_CALL', misread, '', '', '', '', '', '', 'result=NO_ANSWER rang=180s queue=CCC']);
  ev(T(8, 22, 52, 3), [
    'LS2',
    'LS2-EX-2',
    'INTERCOM_CALL',
    misread,
    '',
    '',
    '',
    '',
    '',
    'cc.omorgan',
    'result=ANSWERED wait=97s talk=148s',
  ]);
  ev(T(8, 22, 56, 12), [
    'LS2',
    'LS2-EX-2',
    'BARRIER_REMOTE_OPEN',
    misread,
    '',
    '',
    '',
    '',
    '',
    'cc.omorgan',
    'reason=prebook plate misread',
  ]);
  ev(T(7, 23, 10, 40), ['LS2', 'LS2-EX-1', 'ANPR_EXIT', 'WP68RTU', '0.49', '', '', '', '', '', 'result=NO_MATCH']);
  ev(T(7, 23, 11, 22), ['LS2', 'LS2-EX-1', 'INTERCOM_CALL', 'WP68RTU', '', '', '', '', '', '', 'result=NO_ANSWER rang=180s queue=CCC']);
  ev(T(7, 23, 16, 2), [
    'LS2',
    'LS2-EX-1',
    'INTERCOM_CALL',
    'WP68RTU',
    '',
    '',
    '',
    '',
    '',
    'cc.tnowak',
    'result=ANSWERED wait=12s talk=95s',
  ]);
  ev(T(7, 23, 19, 40), [
    'LS2',
    'LS2-EX-1',
    'BARRIER_REMOTE_OPEN',
    'WP68RTU',
    '',
    '',
    '',
    '',
    '',
    'cc.tnowak',
    'reason=prebook plate misread',
  ]);
  events.sort((a, b) => a.t - b.t);
  let id = 30_418_000;
  const rows = events.map((e) => [String((id += 1)), `${ymd(e.t)} ${hms(e.t)}`, ...e.cells].map(csv).join(','));
  const needle = rows.find((r) => r.includes('2026-11-08 22:45:29') && r.includes('NO_ANSWER'))!;
  const output = `${['event_id,timestamp,car_park,device,event,plate,read_conf,ticket_no,booking_ref,amount_gbp,payment,operator,detail', ...rows].join('\n')}\n`;
  const ask =
    "We've had a complaint on social media from a man who says he was stuck at the way out of Long Stay 2 on Sunday night: the barrier didn't recognise his pre-booked registration, and when he pressed the help button nobody came on the line. Before we reply I'd like to check his story. What time did he press for help and get no reply, and which exit lane was he in?";
  return probe('round 54: car park events, preamble', ask, 'run_shell', output, 'call', needle);
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers.
// ---------------------------------------------------------------------------------------------------

/** The lighting control system's regulator readings every quarter hour overnight; one reading's current belongs to another step. */
function lightingRegulatorReadings(): EconomicsTask {
  const random = seededRandom(54_010);
  /** Output current of a five-step regulator at each brightness step. */
  const STEP_A = [0, 2.8, 3.4, 4.1, 5.2, 6.6];
  /** Circuits: name, substation, rating in kVA, group. */
  const CIRCUITS: [string, string, number, string][] = [
    ['RWY 09/27 EDGE A', 'SS1', 25, 'rwy'],
    ['RWY 09/27 EDGE B', 'SS2', 25, 'rwy'],
    ['RWY 09/27 CL A', 'SS1', 20, 'rwy'],
    ['RWY 09/27 CL B', 'SS2', 20, 'rwy'],
    ['TDZ 09 A', 'SS1', 15, 'rwy'],
    ['TDZ 09 B', 'SS1', 15, 'rwy'],
    ['TDZ 27 A', 'SS2', 15, 'rwy'],
    ['TDZ 27 B', 'SS2', 15, 'rwy'],
    ['THR/END 09', 'SS1', 10, 'rwy'],
    ['THR/END 27', 'SS2', 10, 'rwy'],
    ['APP 09 CL', 'SS1', 20, 'app'],
    ['APP 09 XBAR', 'SS1', 15, 'app'],
    ['APP 27 CL', 'SS2', 20, 'app'],
    ['APP 27 XBAR', 'SS2', 15, 'app'],
    ['PAPI 09', 'SS1', 7.5, 'papi'],
    ['PAPI 27', 'SS2', 7.5, 'papi'],
  ];
  for (const twy of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'K'])
    for (let seg = 1; seg <= (twy === 'A' || twy === 'B' ? 3 : 2); seg++)
      CIRCUITS.push([`TWY ${twy} CL ${seg}`, oneOf(random, ['SS3', 'SS4']), 10, twy === 'G' ? 'twy-g' : 'twy']);
  for (const bar of ['A1', 'A3', 'B1', 'C3', 'D2', 'E1', 'F2', 'G1', 'K1'])
    CIRCUITS.push([`STOP BAR ${bar}`, oneOf(random, ['SS3', 'SS4']), 7.5, bar === 'A1' || bar === 'K1' ? 'sb-h24' : 'sb']);
  for (const apron of ['NORTH', 'SOUTH', 'CARGO']) CIRCUITS.push([`APRON EDGE ${apron}`, 'SS4', 10, 'twy']);
  const ccrs = CIRCUITS.map(([name, substation, rating, group], i) => ({
    id: `CCR-${pad2(i + 1)}`,
    name,
    substation,
    rating,
    group,
    ohms: (rating * 1_000 * (0.55 + random() * 0.3)) / (6.6 * 6.6),
    iso: between(random, 180, 2_600),
    lamps: oneOf(random, [0, 0, 0, 1, 1, 2, 3]),
  }));
  /** The step each group is on at a time of night (minutes after 16:00): dusk, night, low visibility, dawn, day. */
  const step = (group: string, m: number) => {
    const phase = m < 30 ? 0 : m < 8 * 60 + 45 ? 1 : m < 13 * 60 + 45 ? 2 : m < 15 * 60 + 15 ? 3 : 4;
    const table: Record<string, readonly number[]> = {
      rwy: [3, 2, 5, 4, 3],
      app: [3, 2, 5, 4, 0],
      papi: [5, 3, 5, 4, 5],
      twy: [1, 2, 4, 3, 0],
      'twy-g': [1, 2, 4, 3, 0],
      sb: [0, 0, 5, 3, 0],
      'sb-h24': [3, 3, 5, 3, 3],
    };
    if (group === 'twy-g' && m >= 7 * 60 && m < 13 * 60) return 0;
    return table[group]![phase]!;
  };
  const rows: string[][] = [];
  let target = -1;
  for (let m = 0; m <= 16 * 60; m += 15) {
    const t = T(11, 16) + m * MINUTE;
    for (const c of ccrs) {
      const s = step(c.group, m);
      const odd = c.id === 'CCR-03' && hm(t) === '01:30';
      const amps = s === 0 ? 0 : (odd ? STEP_A[3]! : STEP_A[s]!) + (random() - 0.5) * 0.03;
      const volts = amps * c.ohms * (1 + (random() - 0.5) * 0.01);
      if (odd) target = rows.length;
      rows.push([
        `${ymd(t)} ${hm(t)}`,
        c.id,
        c.name,
        c.substation,
        c.rating.toFixed(1),
        String(s),
        amps.toFixed(2),
        String(Math.round(volts)),
        ((amps * volts) / 1_000).toFixed(2),
        String(Math.round(c.iso * (1 + (random() - 0.5) * 0.04))),
        String(c.lamps),
        'REMOTE',
      ]);
    }
  }
  const lines = table(
    ['TIME', 'CCR', 'CIRCUIT', 'SUBSTN', 'KVA_RATED', 'STEP', 'I_OUT_A', 'V_OUT_V', 'LOAD_KVA', 'ISO_MOHM', 'LAMPS_FAIL', 'CTRL'],
    rows,
  );
  const needle = lines[target + 1]!;
  const output = `${[
    '# alcms-report ccr-readings --from 2026-11-11T16:00Z --to 2026-11-12T08:00Z --interval 15m --all',
    `# ${ccrs.length} regulators, 5-step, nominal output 2.8 / 3.4 / 4.1 / 5.2 / 6.6 A`,
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "I'm going through last night's readings from the airfield lighting regulators. One reading doesn't fit with the others when you compare it with the rest on the same brightness step. Which regulator was it, and at what time?";
  return probe('round 54: lighting regulator readings', ask, 'run_shell', output, 'regulator', needle);
}

/** The FIDS estate's screen list in logfmt; one gate screen polls its feed far less often than every other like it. */
function fidsScreensLogfmt(): EconomicsTask {
  const random = seededRandom(54_011);
  /** Screen types: name, template, feed refresh in seconds, panel. */
  const TYPES: Readonly<Record<string, readonly [string, number, string]>> = {
    gate: ['gate-dep-v7.3', 15, 'LG-55XS4J'],
    checkin: ['checkin-row-v5.1', 30, 'LG-49XS4J'],
    'dep-board': ['dep-summary-v8.0', 20, 'Samsung-QM75B'],
    'arr-board': ['arr-summary-v8.0', 20, 'Samsung-QM75B'],
    belt: ['reclaim-belt-v4.2', 10, 'LG-55XS4J'],
    'bag-drop': ['bagdrop-v3.4', 30, 'LG-32SM5J'],
    'sec-queue': ['queue-times-v2.6', 60, 'Samsung-QM55B'],
    lounge: ['dep-summary-lite-v8.0', 20, 'Samsung-QM55B'],
    wayfinding: ['wayfinding-v6.1', 600, 'Samsung-QM65B'],
    ad: ['ad-loop-v1.9', 300, 'Samsung-QM55B'],
    ops: ['ops-stand-v2.2', 10, 'LG-43UN7'],
  };
  const screens: { type: string; name: string; zone: string }[] = [];
  const piers: readonly (readonly [string, number, number])[] = [
    ['a', 1, 18],
    ['b', 20, 38],
    ['c', 40, 52],
  ];
  for (const [pier, lo, hi] of piers)
    for (let g = lo; g <= hi; g++) {
      const gate = `${pier.toUpperCase()}${g}`;
      screens.push(
        { type: 'gate', name: `Gate ${gate} desk`, zone: `pier-${pier}` },
        { type: 'gate', name: `Gate ${gate} seating`, zone: `pier-${pier}` },
      );
      if (g % 3 === 0) screens.push({ type: 'ad', name: `Gate ${gate} column`, zone: `pier-${pier}` });
    }
  for (const row of ['A', 'B', 'C'])
    for (let d = 1; d <= 24; d++)
      screens.push({ type: 'checkin', name: `Check-in ${row}${pad2(d)}`, zone: `checkin-${row.toLowerCase()}` });
  for (let k = 1; k <= 36; k++)
    screens.push({
      type: 'dep-board',
      name: `Departures ${oneOf(random, ['landside', 'airside', 'pier'])} ${k}`,
      zone: oneOf(random, ['landside', 'dep-lounge', 'pier-a', 'pier-b', 'pier-c']),
    });
  for (let k = 1; k <= 14; k++) screens.push({ type: 'arr-board', name: `Arrivals hall ${k}`, zone: 'arrivals' });
  for (let b = 1; b <= 12; b++)
    screens.push({ type: 'belt', name: `Belt ${b} head`, zone: 'reclaim' }, { type: 'belt', name: `Belt ${b} tail`, zone: 'reclaim' });
  for (let k = 1; k <= 20; k++) screens.push({ type: 'bag-drop', name: `Bag drop Z${pad2(k)}`, zone: 'checkin-z' });
  for (const cp of ['North', 'South'])
    for (let k = 1; k <= 6; k++) screens.push({ type: 'sec-queue', name: `${cp} security queue ${k}`, zone: `sec-${cp.toLowerCase()}` });
  for (let k = 1; k <= 30; k++)
    screens.push({ type: 'lounge', name: `${oneOf(random, ['Severn Lounge', 'Aspire Lounge', 'No1 Lounge'])} ${k}`, zone: 'dep-lounge' });
  for (let k = 1; k <= 300; k++)
    screens.push({
      type: 'wayfinding',
      name: `Wayfinding ${k}`,
      zone: oneOf(random, ['landside', 'dep-lounge', 'pier-a', 'pier-b', 'pier-c', 'arrivals', 'reclaim']),
    });
  for (let k = 1; k <= 220; k++)
    screens.push({ type: 'ad', name: `Ad panel ${k}`, zone: oneOf(random, ['landside', 'dep-lounge', 'arrivals', 'reclaim']) });
  for (let k = 1; k <= 20; k++)
    screens.push({ type: 'ops', name: `Ops stand board ${k}`, zone: oneOf(random, ['apron-north', 'apron-south', 'ramp-office']) });
  const lines: { zone: string; text: string }[] = [];
  let needle = '';
  screens.forEach((s, i) => {
    const [template, refresh, panel] = TYPES[s.type]!;
    const odd = s.name === 'Gate B31 seating';
    const up = between(random, 0, 60);
    const online = random() > 0.025 || odd;
    const line = [
      `screen=QSV-FIDS-${String(i + 101).padStart(4, '0')}`,
      `name="${s.name}"`,
      `type=${s.type}`,
      `zone=${s.zone}`,
      `model=${panel}`,
      `res=${panel.includes('75') ? '3840x2160' : '1920x1080'}`,
      `orient=${s.type === 'wayfinding' || s.type === 'ad' ? 'portrait' : 'landscape'}`,
      `player=BrightSign-${oneOf(random, ['XD1035', 'XD1035', 'HD1025'])}`,
      `serial=${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${digits(random, 8)}`,
      `fw=${oneOf(random, ['9.0.145', '9.0.145', '9.0.145', '8.5.47'])}`,
      `ip=10.70.${12 + Math.floor(i / 200)}.${(i % 200) + 20}`,
      `template=${template}`,
      `lang=${oneOf(random, ['en,cy', 'en,cy', 'en'])}`,
      `refresh_s=${odd ? 1800 : refresh}`,
      `brightness=${oneOf(random, [60, 70, 70, 80, 90])}`,
      `tz=Europe/London`,
      `state=${online ? 'online' : 'offline'}`,
      `uptime=${online ? `${up}d${pad2(between(random, 0, 23))}h` : '0'}`,
      `temp_c=${between(random, 33, 52)}`,
      `last_seen=${isoZ(online ? NOW - between(random, 1, 90) * SECOND : NOW - between(random, 2, 96) * HOUR)}`,
    ].join(' ');
    if (odd) needle = line;
    lines.push({ zone: s.zone, text: line });
  });
  // `fidsctl screens list --sort zone -o logfmt`: by zone, each zone's screens in the order they were installed.
  lines.sort((a, b) => (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0));
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'Staff at one of the gates say their screen put up a gate change a good half hour after everyone else had seen it. Going by how the screens are set up, which one is configured differently from the others like it?';
  return probe('round 54: fids screens logfmt', ask, 'run_shell', output, 'screen', needle);
}

/** Hold baggage screening statistics for a quarter, one row per machine and shift; one shift referred nothing. */
function holdBaggageScreeningCsv(): EconomicsTask {
  const random = seededRandom(54_012);
  const machines = Array.from({ length: 16 }, (_, i) => ({
    id: `EDS-${pad2(i + 1)}`,
    line: i < 8 ? 'HBS-A' : 'HBS-B',
    serial: `RTT110-${digits(random, 5)}`,
    rate: 0.085 + random() * 0.06,
  }));
  const SHIFTS: readonly (readonly [string, number])[] = [
    ['E', 1],
    ['L', 0.85],
    ['N', 0.22],
  ];
  const header =
    'date,shift,line,machine,serial,sw_version,hours_in_service,bags_screened,l1_auto_cleared,l2_referred,l2_cleared,l3_referred,l3_cleared,to_l4,jams,tray_mistracks,mean_l1_decision_s,mean_l2_review_s,peak_bph,operators_logged_in';
  const rows: string[] = [];
  let needle = '';
  const first = Date.UTC(2026, 7, 12);
  for (let d = 0; d < 92; d++) {
    const t = first + d * DAY;
    const date = ymd(t);
    const busy = [1, 1.08, 0.92, 0.95, 1.12, 1.18, 0.9][new Date(t).getUTCDay()]! * (date < '2026-09-05' ? 1.15 : 1);
    for (const [shift, load] of SHIFTS) {
      for (const m of machines) {
        const odd = m.id === 'EDS-11' && date === '2026-09-27' && shift === 'L';
        const down = !odd && random() < 0.025;
        const hours = down ? 0 : !odd && random() < 0.05 ? between(random, 2, 7) : 8;
        const bags = down ? 0 : Math.max(60, Math.round((hours / 8) * load * busy * between(random, 820, 1_150)));
        const l2 = down || odd ? 0 : Math.max(1, Math.round(bags * m.rate * (0.9 + random() * 0.2)));
        const l2Cleared = Math.round(l2 * (0.82 + random() * 0.1));
        const l3 = l2 - l2Cleared;
        const l3Cleared = Math.max(0, l3 - between(random, 0, Math.min(4, l3)));
        const sw = date < '2026-10-06' ? '4.2.7' : '4.3.1';
        const cells = [
          date,
          shift,
          m.line,
          m.id,
          m.serial,
          sw,
          String(hours),
          String(bags),
          String(bags - l2),
          String(l2),
          String(l2Cleared),
          String(l3),
          String(l3Cleared),
          String(l3 - l3Cleared),
          String(down ? 0 : between(random, 0, shift === 'N' ? 2 : 9)),
          String(down ? 0 : between(random, 0, 4)),
          down ? '' : (5.6 + random() * 2.2).toFixed(1),
          down || odd ? '' : (17 + random() * 14).toFixed(1),
          String(down ? 0 : Math.round((bags / Math.max(1, hours)) * (1.5 + random() * 0.6))),
          String(down ? 0 : between(random, shift === 'N' ? 1 : 2, shift === 'N' ? 3 : 6)),
        ];
        const text = cells.join(',');
        if (odd) needle = text;
        rows.push(text);
      }
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "I've been asked to look over last quarter's hold baggage screening figures. One machine on one shift stands out from all the rest: plenty of bags went through it, but none of them were ever passed on for a person to look at. Which machine was it, and which shift on which day?";
  return probe('round 54: hold baggage screening csv', ask, 'read_file', output, 'machine', needle);
}

export function roundFiftyFour(): EconomicsTask[] {
  return [
    aodbFlightsApi(),
    standPlanXml(),
    parkingTariffBundle(),
    peopleCounterYaml(),
    sortationControllerLog(),
    turnaroundReport(),
    onCallLog(),
    groundRadarAlerts(),
    carParkEvents(),
    lightingRegulatorReadings(),
    fidsScreensLogfmt(),
    holdBaggageScreeningCsv(),
  ];
}
