/**
 * Probe round 20, written blind: twelve tasks from the systems of a regional railway operator in the
 * west of England (the Severn & Avon Railway, a made-up train company on real lines): its timetable
 * feeds, a live departures API, the infrastructure owner's level crossing list, the engineering
 * calendar, the staff directory, the ticket machines, station announcements and lifts, the journey
 * planner feed, the platform screens and the depot's wheel scanner. Written without reading the
 * library, its tests, its docs or the bench's reading policy and configurations: only the helpers
 * (seeded.ts, task.ts, everyday-tasks.ts), round 19 from its first import on (the format),
 * run-probes.ts and the names of earlier rounds' tasks.
 *
 *   a. The answer in the middle of one long line:
 *      round 20: darwin timetable xml     (Darwin's daily `PPTimetable` file, one line of XML)
 *      round 20: realtime trains search   (the Realtime Trains API's station search for a day, one line of JSON)
 *      round 20: level crossings geojson  (the route's level crossings as one line of GeoJSON)
 *   b. The answer a few lines from the line the question's words match:
 *      round 20: cif timetable extract    (the operator's CIF full extract, a pass time under its schedule)
 *      round 20: ldapsearch staff         (`ldapsearch` of the staff directory, a mobile number above the title)
 *      round 20: possessions icalendar    (the engineering possessions calendar, a start time above its summary)
 *   c. Paraphrase and preamble:
 *      round 20: ticket machine log, preamble and paraphrase  (a day of every ticket machine's syslog)
 *      round 20: cis announcement log, paraphrase             (today's platform announcements so far)
 *      round 20: lift monitoring log, preamble                (a day and a half of the stations' lift monitoring)
 *   d. One value unlike its peers, no error word near it:
 *      round 20: gtfs stops.txt           (the journey planner feed's stops, one station's position swapped)
 *      round 20: cis display inventory    (every platform screen, one set to another station's code)
 *      round 20: wheel profile export     (a day of the depot's wheel scanner, one axle's back-to-back)
 *
 * Not among the bench's targets.
 *
 * First run, at 6e087cf (the library as of 1675bb5; `ROUNDS=20 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 3,325,614 tokens). The writer saw the one-line
 * messages of the library's last five commits as of 8cf3a7a (`git log --oneline`), and the brief asked for questions that
 * write times, dates and quantities in words; the library's clock and date terms (417fa47, 96d3dcf) were written while it
 * wrote, without its tasks:
 *   round 20: darwin timetable xml
 *     codex: 10,189 tokens, peak 10,104, 0/1 needles, 0 read-backs
 *     context-chef: 749 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,198 tokens, peak 4,460, 0/1 needles, 2 read-backs
 *     ours: 6,747 tokens, peak 3,001, 0/1 needles, 2 read-backs
 *   round 20: realtime trains search
 *     codex: 11,607 tokens, peak 11,529, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 543, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,709 tokens, peak 1,248, 0/1 needles, 4 read-backs
 *     ours: 4,194 tokens, peak 923, 0/1 needles, 4 read-backs
 *   round 20: level crossings geojson
 *     codex: 6,032 tokens, peak 5,947, 0/1 needles, 0 read-backs
 *     context-chef: 644 tokens, peak 559, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,993 tokens, peak 5,641, 0/1 needles, 4 read-backs
 *     ours: 15,719 tokens, peak 5,520, 0/1 needles, 4 read-backs
 *   round 20: cif timetable extract
 *     codex: 9,810 tokens, peak 9,727, 0/1 needles, 0 read-backs
 *     context-chef: 555 tokens, peak 472, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,593 tokens, peak 1,997, 0/1 needles, 2 read-backs
 *     ours: 4,027 tokens, peak 1,796, 0/1 needles, 2 read-backs
 *   round 20: ldapsearch staff
 *     codex: 15,511 tokens, peak 15,428, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 644, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,176 tokens, peak 1,344, 0/1 needles, 4 read-backs
 *     ours: 4,313 tokens, peak 935, 0/1 needles, 4 read-backs
 *   round 20: possessions icalendar
 *     codex: 13,163 tokens, peak 13,076, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,070 tokens, peak 3,009, 0/1 needles, 3 read-backs
 *     ours: 6,403 tokens, peak 2,489, 0/1 needles, 3 read-backs
 *   round 20: ticket machine log, preamble and paraphrase
 *     codex: 16,467 tokens, peak 16,341, 0/1 needles, 0 read-backs
 *     context-chef: 893 tokens, peak 767, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,131 tokens, peak 4,284, 0/1 needles, 4 read-backs
 *     ours: 8,909 tokens, peak 3,659, 0/1 needles, 4 read-backs
 *   round 20: cis announcement log, paraphrase
 *     codex: 11,825 tokens, peak 11,728, 0/1 needles, 0 read-backs
 *     context-chef: 651 tokens, peak 554, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,235 tokens, peak 3,669, 0/1 needles, 4 read-backs
 *     ours: 7,292 tokens, peak 3,150, 0/1 needles, 4 read-backs
 *   round 20: lift monitoring log, preamble
 *     codex: 13,942 tokens, peak 13,836, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,889 tokens, peak 1,286, 0/1 needles, 4 read-backs
 *     ours: 4,197 tokens, peak 898, 0/1 needles, 4 read-backs
 *   round 20: gtfs stops.txt
 *     codex: 16,984 tokens, peak 16,895, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,527 tokens, peak 1,409, 0/1 needles, 4 read-backs
 *     ours: 4,230 tokens, peak 906, 0/1 needles, 4 read-backs
 *   round 20: cis display inventory
 *     codex: 14,302 tokens, peak 14,214, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,810 tokens, peak 1,261, 0/1 needles, 4 read-backs
 *     ours: 4,139 tokens, peak 889, 0/1 needles, 4 read-backs
 *   round 20: wheel profile export
 *     codex: 28,252 tokens, peak 28,157, 0/1 needles, 0 read-backs
 *     context-chef: 1,219 tokens, peak 1,124, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,936 tokens, peak 1,690, 0/1 needles, 4 read-backs
 *     ours: 5,128 tokens, peak 1,087, 0/1 needles, 4 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** A moment of March 2026, in UK time (GMT until the 29th), kept as UTC so formatters print it as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 2, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString();
/** `2026-03-12 07:41:03` */
const stamp = (t: number) => iso(t).slice(0, 19).replace('T', ' ');
/** `0742` (or `07:42` with a separator) from minutes after midnight; a half minute is dropped. */
const hhmm = (m: number, sep = '') => `${pad2(Math.floor(m / 60) % 24)}${sep}${pad2(Math.floor(m) % 60)}`;
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
const commaList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const where = (at - start) / (end - start);
    if (end - start < 100_000 || where < 0.3 || where > 0.7)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${where.toFixed(2)})`);
  }
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 3): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** Stations and timing points: TIPLOC, name, CRS (none for a junction), platforms away from Bristol, platforms towards it. */
const LOCATIONS: readonly (readonly [string, string, string, string, string])[] = [
  ['CRDFCEN', 'Cardiff Central', 'CDF', '3 4', '1 2'],
  ['NWPTRTG', 'Newport (South Wales)', 'NWP', '3 4', '1 2'],
  ['SVRNTJN', 'Severn Tunnel Junction', 'STJ', '2', '1'],
  ['PILNING', 'Pilning', '', '', ''],
  ['PATCHWY', 'Patchway', 'PWY', '2', '1'],
  ['FILTNAW', 'Filton Abbey Wood', 'FIT', '3 4', '1 2'],
  ['STPLTNR', 'Stapleton Road', 'SRD', '2', '1'],
  ['LWRNCHL', 'Lawrence Hill', 'LWH', '2', '1'],
  ['BRSTLTM', 'Bristol Temple Meads', 'BRI', '3 5 7 9 13 15', '1 4 6 8 10 11 12'],
  ['PRSNST', 'Parson Street', 'PSN', '2', '1'],
  ['NLSEA', 'Nailsea & Backwell', 'NLS', '2', '1'],
  ['YATTON', 'Yatton', 'YAT', '2', '1'],
  ['WORLE', 'Worle', 'WOR', '2', '1'],
  ['WORLEJ', 'Worle Junction', '', '', ''],
  ['WSTONSM', 'Weston-super-Mare', 'WSM', '2', '1'],
  ['HIBRDGE', 'Highbridge & Burnham', 'HIG', '2', '1'],
  ['BRDGWTR', 'Bridgwater', 'BWT', '2', '1'],
  ['TAUNTON', 'Taunton', 'TAU', '2 4', '1 3'],
  ['TIVIPW', 'Tiverton Parkway', 'TVP', '2', '1'],
  ['EXETRSD', 'Exeter St Davids', 'EXD', '4 5 6', '1 3'],
  ['KEYNSHM', 'Keynsham', 'KYN', '2', '1'],
  ['OLDFDPK', 'Oldfield Park', 'OLF', '2', '1'],
  ['BATHSPA', 'Bath Spa', 'BTH', '2', '1'],
  ['BATHMPJ', 'Bathampton Junction', '', '', ''],
  ['FRESHFD', 'Freshford', 'FFD', '2', '1'],
  ['AVONCLF', 'Avoncliff', 'AVF', '2', '1'],
  ['BRDFDOA', 'Bradford-on-Avon', 'BOA', '2', '1'],
  ['TROWBDG', 'Trowbridge', 'TRO', '2', '1'],
  ['HAWKSEJ', 'Hawkeridge Junction', '', '', ''],
  ['WESTBRY', 'Westbury', 'WSB', '2 3', '1 2'],
  ['FROME', 'Frome', 'FRO', '1', '1'],
  ['BRUTON', 'Bruton', 'BRU', '2', '1'],
  ['CSTLCRY', 'Castle Cary', 'CLC', '2 3', '1'],
  ['YEOVILP', 'Yeovil Pen Mill', 'YVP', '2 3', '1'],
  ['DORCHWS', 'Dorchester West', 'DCW', '2', '1'],
  ['WEYMTH', 'Weymouth', 'WEY', '2 3', '1 2'],
  ['WARMNST', 'Warminster', 'WMN', '2', '1'],
  ['SALSBRY', 'Salisbury', 'SAL', '4 6', '2 3'],
  ['ROMSEY', 'Romsey', 'ROM', '2', '1'],
  ['SOTON', 'Southampton Central', 'SOU', '4', '1 3'],
  ['FAREHAM', 'Fareham', 'FRM', '3', '1 2'],
  ['FRATTON', 'Fratton', 'FTN', '2 3', '1'],
  ['PMSTHSB', 'Portsmouth & Southsea', 'PMS', '1 2 3', '1 2 3'],
  ['PHBR', 'Portsmouth Harbour', 'PMH', '1 2 3', '1 2 3'],
  ['MNTPLR', 'Montpelier', 'MTP', '1', '1'],
  ['RDLND', 'Redland', 'RDA', '1', '1'],
  ['CLFTNDN', 'Clifton Down', 'CFN', '2', '1'],
  ['SEAMILS', 'Sea Mills', 'SML', '1', '1'],
  ['SHRHMPT', 'Shirehampton', 'SHH', '1', '1'],
  ['AVONMTH', 'Avonmouth', 'AVN', '2', '1'],
  ['STANDRD', 'St Andrews Road', 'SAR', '1', '1'],
  ['SVRNBCH', 'Severn Beach', 'SVB', '1', '1'],
  ['BRSTPWY', 'Bristol Parkway', 'BPW', '3 4', '1 2'],
  ['YATE', 'Yate', 'YAE', '2', '1'],
  ['CAMDRSL', 'Cam & Dursley', 'CDU', '2', '1'],
  ['GLOSTER', 'Gloucester', 'GCR', '2 4', '1'],
  ['CHLTNHM', 'Cheltenham Spa', 'CNM', '2', '1'],
  ['ASHCHRC', 'Ashchurch for Tewkesbury', 'ASC', '2', '1'],
  ['WORCSSH', 'Worcester Shrub Hill', 'WOS', '2', '1'],
  ['WORCSFS', 'Worcester Foregate Street', 'WOF', '2', '1'],
  ['MLVRNL', 'Malvern Link', 'MVL', '2', '1'],
  ['GMLVRN', 'Great Malvern', 'GMV', '2', '1'],
  ['PADTON', 'London Paddington', 'PAD', '1 2 3 4 5 6 7 8 9', '1 2 3 4 5 6 7 8 9'],
  ['RDNGSTN', 'Reading', 'RDG', '10 11', '7 8 9'],
  ['DIDCOTP', 'Didcot Parkway', 'DID', '1 2', '3 4'],
  ['SWINDON', 'Swindon', 'SWI', '3', '1 4'],
  ['CHPNHAM', 'Chippenham', 'CPM', '1', '2'],
  ['BHAMNWS', 'Birmingham New Street', 'BHM', '1 2 3 4 5', '7 8 9 10 11'],
];
const LOC = new Map(LOCATIONS.map(([tpl, name, crs, down, up]) => [tpl, { name, crs, plats: [down.split(' '), up.split(' ')] as const }]));
const nameOf = (tpl: string) => LOC.get(tpl)!.name;
const CRS_NAME = new Map(LOCATIONS.filter(([, , crs]) => crs).map(([, name, crs]) => [crs, name]));
/** Stations where trains stand a few minutes. */
const BIG = new Set([
  'BRSTLTM',
  'BATHSPA',
  'TAUNTON',
  'EXETRSD',
  'WESTBRY',
  'SALSBRY',
  'SOTON',
  'GLOSTER',
  'CRDFCEN',
  'RDNGSTN',
  'SWINDON',
]);
const TOC_NAME: Readonly<Record<string, string>> = { SA: 'Severn & Avon Railway', GW: 'Great Western Railway', XC: 'CrossCountry' };

/** A stop of a route: TIPLOC, minutes from the stop before, and whether trains call there. */
type Leg = readonly [string, number, boolean];
interface Route {
  readonly toc: string;
  /** Headcode class and letter, away from Bristol (or from London) and back. */
  readonly codes: readonly [string, string];
  readonly first: number;
  readonly last: number;
  readonly every: number;
  readonly legs: readonly Leg[];
}
/** `CRDFCEN NWPTRTG:12 SVRNTJN:9p`: a TIPLOC, the minutes from the one before, `p` where trains pass. */
const route = (toc: string, codes: readonly [string, string], first: number, last: number, every: number, spec: string): Route => ({
  toc,
  codes,
  first,
  last,
  every,
  legs: spec.split(' ').map((s) => {
    const [tpl, rest = '0'] = s.split(':');
    return [tpl!, Number.parseFloat(rest), !rest.endsWith('p')] as const;
  }),
});
const ROUTES: readonly Route[] = [
  route(
    'SA',
    ['2C', '2U'],
    360,
    1320,
    60,
    'CRDFCEN NWPTRTG:12 SVRNTJN:10 PILNING:5p PATCHWY:5 FILTNAW:4 STPLTNR:4p LWRNCHL:2p BRSTLTM:4 PRSNST:4p NLSEA:8 YATTON:4 WORLE:5 WSTONSM:4 HIBRDGE:9 BRDGWTR:6 TAUNTON:10',
  ),
  route(
    'SA',
    ['1T', '1R'],
    390,
    1290,
    60,
    'CRDFCEN NWPTRTG:12 SVRNTJN:9p PILNING:4p PATCHWY:4p FILTNAW:4 STPLTNR:3p LWRNCHL:2p BRSTLTM:4 PRSNST:3p NLSEA:6p YATTON:3 WORLEJ:4p HIBRDGE:6p BRDGWTR:5 TAUNTON:10',
  ),
  route(
    'SA',
    ['2O', '2V'],
    345,
    1305,
    60,
    'BRSTLTM KEYNSHM:7 OLDFDPK:7 BATHSPA:3 BATHMPJ:4p FRESHFD:5 AVONCLF:2 BRDFDOA:3 TROWBDG:5 HAWKSEJ:3p WESTBRY:3 FROME:8 BRUTON:10 CSTLCRY:5 YEOVILP:12 DORCHWS:22 WEYMTH:10',
  ),
  route(
    'SA',
    ['1O', '1F'],
    375,
    1260,
    60,
    'CRDFCEN NWPTRTG:12 SVRNTJN:9p PILNING:4p PATCHWY:4p FILTNAW:4 STPLTNR:3p LWRNCHL:2p BRSTLTM:4 KEYNSHM:6p OLDFDPK:5p BATHSPA:2 BATHMPJ:4p FRESHFD:4p BRDFDOA:3 TROWBDG:5 WESTBRY:5 WARMNST:7 SALSBRY:20 ROMSEY:16 SOTON:10 FAREHAM:20 FRATTON:14 PMSTHSB:3 PHBR:4',
  ),
  route(
    'SA',
    ['2K', '2J'],
    330,
    1350,
    60,
    'BRSTLTM LWRNCHL:4 STPLTNR:3 MNTPLR:4 RDLND:2 CLFTNDN:3 SEAMILS:5 SHRHMPT:3 AVONMTH:4 STANDRD:3 SVRNBCH:5',
  ),
  route(
    'SA',
    ['2G', '2E'],
    350,
    1300,
    60,
    'BRSTLTM LWRNCHL:3p STPLTNR:2p FILTNAW:5 BRSTPWY:4 YATE:6 CAMDRSL:15 GLOSTER:14 CHLTNHM:11 ASHCHRC:10 WORCSSH:14 WORCSFS:4 MLVRNL:9 GMLVRN:3',
  ),
  route('GW', ['1C', '1A'], 330, 1290, 30, 'PADTON RDNGSTN:23 DIDCOTP:15 SWINDON:17 CHPNHAM:13 BATHSPA:11 OLDFDPK:3p KEYNSHM:5p BRSTLTM:7'),
  route(
    'XC',
    ['1V', '1M'],
    370,
    1230,
    60,
    'BHAMNWS CHLTNHM:40 BRSTPWY:35 FILTNAW:4p STPLTNR:3p LWRNCHL:2p BRSTLTM:3 PRSNST:4p NLSEA:6p YATTON:3p WORLEJ:4p HIBRDGE:7p BRDGWTR:5p TAUNTON:9 TIVIPW:12 EXETRSD:14',
  ),
];

/** A call of a train: minutes after midnight, a half minute where the working timetable has one. */
interface Call {
  readonly tpl: string;
  arr?: number;
  dep?: number;
  pass?: number;
  plat?: string;
}
interface Run {
  readonly route: number;
  readonly up: boolean;
  readonly toc: string;
  headcode: string;
  uid: string;
  calls: Call[];
}

/** A train over `route` (reversed when `up`), leaving its first stop at `start`. */
function runOf(random: () => number, routeIndex: number, up: boolean, start: number, legsOverride?: readonly Leg[]): Run {
  const r = ROUTES[routeIndex]!;
  const base = legsOverride ?? r.legs;
  const legs: readonly Leg[] = up
    ? base.map((_, i) => {
        const k = base.length - 1 - i;
        return [base[k]![0], i === 0 ? 0 : base[k + 1]![1], base[k]![2]] as const;
      })
    : base;
  let t = start;
  const calls = legs.map(([tpl, minutes, stops], i): Call => {
    if (i > 0) t += minutes + (random() < 0.25 ? 0.5 : 0);
    const plat = () => oneOf(random, LOC.get(tpl)!.plats[up ? 1 : 0]) || undefined;
    if (i === 0) return { tpl, dep: t, plat: plat() };
    if (i === legs.length - 1) return { tpl, arr: t, plat: plat() };
    if (!stops) return { tpl, pass: t };
    const arr = t;
    t += BIG.has(tpl) ? between(random, 2, 4) : oneOf(random, [0.5, 1, 1]);
    return { tpl, arr, dep: t, plat: plat() };
  });
  return { route: routeIndex, up, toc: r.toc, headcode: '', uid: '', calls };
}

/** A day's trains on every route both ways, with headcodes and UIDs (new to `uids`). */
function dayRuns(random: () => number, uids: Set<string>, shift = 0): Run[] {
  const runs: Run[] = [];
  ROUTES.forEach((r, index) => {
    for (const up of [false, true]) {
      let n = up ? 50 : 10;
      for (let start = r.first + (up ? Math.floor(r.every / 2) : 0) + shift; start <= r.last; start += r.every) {
        const run = runOf(random, index, up, start + pick(random, 4));
        run.headcode = `${r.codes[up ? 1 : 0]}${pad2(n++)}`;
        while (!run.uid || uids.has(run.uid)) run.uid = `${oneOf(random, ['C', 'L', 'P', 'W', 'Y'])}${between(random, 10_000, 99_999)}`;
        uids.add(run.uid);
        runs.push(run);
      }
    }
  });
  return runs;
}
const callAt = (run: Run, tpl: string) => run.calls.find((c) => c.tpl === tpl);
/** The run moved so that its `field` at `tpl` is `minute`. */
function shiftTo(run: Run, tpl: string, field: 'arr' | 'dep' | 'pass', minute: number): Run {
  const d = minute - callAt(run, tpl)![field]!;
  run.calls = run.calls.map((c) => ({
    ...c,
    ...(c.arr === undefined ? {} : { arr: c.arr + d }),
    ...(c.dep === undefined ? {} : { dep: c.dep + d }),
    ...(c.pass === undefined ? {} : { pass: c.pass + d }),
  }));
  return run;
}
/** The run of `route` (one way) whose time at `tpl` is nearest `minute`. */
function nearest(runs: readonly Run[], routeIndex: number, up: boolean, tpl: string, minute: number): Run {
  const time = (r: Run) => {
    const c = callAt(r, tpl);
    return c ? (c.dep ?? c.arr ?? c.pass ?? 1e9) : 1e9;
  };
  return runs
    .filter((r) => r.route === routeIndex && r.up === up)
    .sort((a, b) => Math.abs(time(a) - minute) - Math.abs(time(b) - minute))[0]!;
}

// a. Answers in the middle of one long line.

/** `zcat PPTimetable/20260312020518_v8.xml.gz`: Darwin's timetable for the day, one line of XML; the platform of one train at Bristol. */
function darwinTimetable(): EconomicsTask {
  const random = seededRandom(20_011);
  const working = (m: number) => `${hhmm(m, ':')}${m % 1 ? ':30' : ''}`;
  const journey = (run: Run, rid: string, cancelled?: number) => {
    const can = cancelled ? ' can="true"' : '';
    const locations = run.calls.map((c, i) => {
      const plat = c.plat ? ` plat="${c.plat}"` : '';
      if (c.pass !== undefined) return `<PP tpl="${c.tpl}"${can} wtp="${working(c.pass)}" />`;
      if (i === 0) return `<OR tpl="${c.tpl}" act="TB"${can}${plat} ptd="${hhmm(c.dep!, ':')}" wtd="${working(c.dep!)}" />`;
      if (c.dep === undefined) return `<DT tpl="${c.tpl}" act="TF"${can}${plat} pta="${hhmm(c.arr!, ':')}" wta="${working(c.arr!)}" />`;
      return `<IP tpl="${c.tpl}" act="T "${can}${plat} pta="${hhmm(c.arr!, ':')}" ptd="${hhmm(c.dep, ':')}" wta="${working(c.arr!)}" wtd="${working(c.dep)}" />`;
    });
    const reason = cancelled ? `<cancelReason>${cancelled}</cancelReason>` : '';
    return `<Journey rid="${rid}" uid="${run.uid}" trainId="${run.headcode}" ssd="2026-03-12" toc="${run.toc}"${run.toc === 'SA' ? '' : ' trainCat="XX"'}>${locations.join('')}${reason}</Journey>`;
  };
  // The 07:42 from Bath Spa: a Westbury to Bristol short working, into platform 11.
  const target: Run = {
    route: 2,
    up: true,
    toc: 'SA',
    headcode: '2V07',
    uid: 'W40742',
    calls: [
      { tpl: 'WESTBRY', dep: 432, plat: '1' },
      { tpl: 'HAWKSEJ', pass: 434.5 },
      { tpl: 'TROWBDG', arr: 437.5, dep: 438.5, plat: '1' },
      { tpl: 'BRDFDOA', arr: 443, dep: 444, plat: '1' },
      { tpl: 'AVONCLF', arr: 446.5, dep: 447, plat: '1' },
      { tpl: 'FRESHFD', arr: 449, dep: 449.5, plat: '1' },
      { tpl: 'BATHMPJ', pass: 454 },
      { tpl: 'BATHSPA', arr: 459, dep: 462, plat: '1' },
      { tpl: 'OLDFDPK', arr: 465, dep: 465.5, plat: '1' },
      { tpl: 'KEYNSHM', arr: 471, dep: 471.5, plat: '1' },
      { tpl: 'BRSTLTM', arr: 480, plat: '11' },
    ],
  };
  const needle = '<DT tpl="BRSTLTM" act="TF" plat="11" pta="08:00" wta="08:00" />';
  const uids = new Set([target.uid]);
  const runs = dayRuns(random, uids);
  // A train to Weymouth leaves Bath Spa at 07:42 too; the London train of the hour is in Bristol at 07:46.
  const weymouth = shiftTo(nearest(runs, 2, false, 'BATHSPA', 462), 'BATHSPA', 'dep', 462);
  shiftTo(nearest(runs, 6, false, 'BRSTLTM', 466), 'BRSTLTM', 'arr', 466);
  const fillers = runs.filter((r) => {
    if (r === weymouth) return true;
    const bath = callAt(r, 'BATHSPA');
    return !(bath?.dep !== undefined && Math.floor(bath.dep) === 462) && !journey(r, '').includes(needle);
  });
  shuffle(random, fillers);
  const all: (Run | string)[] = [...fillers];
  // Empty stock to and from the depot, in the day's file like any other train.
  for (let i = 0; i < 60; i++) {
    const t = between(random, 290, 1420);
    const plat = oneOf(random, ['1', '3', '5', '7', '13', '15']);
    const out = random() < 0.5;
    const spm = `<OPOR tpl="STPHMSD" act="TB" wtd="${working(t)}" /><PP tpl="BRSTLEJ" wtp="${working(t + 4)}" /><OPDT tpl="BRSTLTM" act="TF" plat="${plat}" wta="${working(t + 9)}" />`;
    const back = `<OPOR tpl="BRSTLTM" act="TB" plat="${plat}" wtd="${working(t)}" /><PP tpl="BRSTLEJ" wtp="${working(t + 3.5)}" /><OPDT tpl="STPHMSD" act="TF" wta="${working(t + 10)}" />`;
    all.splice(
      pick(random, all.length),
      0,
      `uid="${oneOf(random, ['C', 'W'])}${between(random, 10_000, 99_999)}" trainId="5${out ? 'O' : 'Z'}${pad2(between(random, 10, 99))}" ssd="2026-03-12" toc="SA" trainCat="EE" isPassengerSvc="false">${out ? spm : back}`,
    );
  }
  all.splice(Math.floor(all.length * 0.5), 0, target);
  const cancelled = new Set(shuffle(random, [...fillers]).slice(0, 7));
  const rids = new Map<Run, string>();
  let rid = 7_102_000;
  const journeys = all.map((j) => {
    rid += between(random, 1, 40);
    const id = `20260312${rid}`;
    if (typeof j === 'string') return `<Journey rid="${id}" ${j}</Journey>`;
    rids.set(j, id);
    return journey(j, id, cancelled.has(j) ? oneOf(random, [104, 113, 135, 171, 179]) : undefined);
  });
  // Next workings at Bristol: the train that arrives forms the one that leaves.
  const arriving = fillers.filter((r) => r.calls[r.calls.length - 1]!.tpl === 'BRSTLTM');
  const leaving = fillers.filter((r) => r.calls[0]!.tpl === 'BRSTLTM').sort((x, y) => x.calls[0]!.dep! - y.calls[0]!.dep!);
  const taken = new Set<Run>();
  const associations = arriving.flatMap((a) => {
    const arr = a.calls[a.calls.length - 1]!.arr!;
    const b = leaving.find((l) => !taken.has(l) && l.calls[0]!.dep! > arr + 6 && l.calls[0]!.dep! < arr + 40);
    if (!b || taken.size >= 40) return [];
    taken.add(b);
    return `<Association tiploc="BRSTLTM" category="NP"><main rid="${rids.get(a)}" wta="${working(arr)}" /><assoc rid="${rids.get(b)}" wtd="${working(b.calls[0]!.dep!)}" /></Association>`;
  });
  const output = `<?xml version="1.0" encoding="utf-8"?><PportTimetable xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" timetableID="20260312020518" xmlns="http://www.thalesgroup.com/rtti/XmlTimetable/v8">${journeys.join('')}${associations.join('')}</PportTimetable>\n`;
  const ask =
    "Which platform at Bristol Temple Meads is this morning's 07:42 from Bath Spa booked into? It's one of ours, not a GWR train.";
  return probe('round 20: darwin timetable xml', ask, 'run_shell', output, 'platform', needle, true);
}

/** Cancellation reasons as Realtime Trains prints them: delay code, short text, long text. */
const CANCEL_REASONS: readonly (readonly [string, string, string])[] = [
  ['IA', 'signal failure', 'a signalling fault'],
  ['IB', 'points failure', 'a points failure'],
  ['IC', 'track circuit failure', 'a track circuit failure'],
  ['M8', 'train fault', 'a fault on this train'],
  ['MN', 'train fault', 'a fault on this train'],
  ['TG', 'crew shortage', 'a shortage of train crew'],
  ['TH', 'crew shortage', 'a shortage of train crew'],
  ['XB', 'trespass', 'trespassers on the railway'],
  ['XO', 'animals on line', 'an animal on the railway'],
  ['QH', 'poor rail adhesion', 'poor rail conditions'],
  ['OU', 'late running', 'a late running train being in front of this one'],
  ['VA', 'disruptive passengers', 'disruptive passengers'],
];

/** `curl -su … https://api.rtt.io/api/v1/json/search/BRI/2026/03/11`: a day at Bristol, one line of JSON; why one train was cancelled. */
function realtimeTrainsSearch(): EconomicsTask {
  const random = seededRandom(20_021);
  const runs = dayRuns(random, new Set());
  const at = (r: Run) => callAt(r, 'BRSTLTM')!;
  // The 14:23 to Taunton, cancelled for a level crossing; a Cardiff train leaves at 14:23 too, and the 13:53 to Taunton lost its crew.
  const target = shiftTo(nearest(runs, 0, false, 'BRSTLTM', 863), 'BRSTLTM', 'dep', 863);
  const cardiff = shiftTo(nearest(runs, 0, true, 'BRSTLTM', 863), 'BRSTLTM', 'dep', 863);
  const earlier = shiftTo(nearest(runs, 1, false, 'BRSTLTM', 833), 'BRSTLTM', 'dep', 833);
  const services = runs.filter((r) => r === target || r === cardiff || Math.floor(at(r).dep ?? -1) !== 863);
  const when = (r: Run) => at(r).arr ?? at(r).dep!;
  services.sort((a, b) => when(a) - when(b));
  const needle =
    '"cancelReasonCode":"ID","cancelReasonShortText":"level crossing failure","cancelReasonLongText":"a fault with a level crossing"';
  const end = (c: Call, t: number) => ({
    tiploc: c.tpl,
    description: nameOf(c.tpl),
    workingTime: `${hhmm(t)}${t % 1 ? '30' : '00'}`,
    publicTime: hhmm(t),
  });
  const items = services.map((run) => {
    const c = at(run);
    const first = run.calls[0]!;
    const last = run.calls[run.calls.length - 1]!;
    const reason =
      run === target
        ? (['ID', 'level crossing failure', 'a fault with a level crossing'] as const)
        : run === earlier
          ? CANCEL_REASONS[5]!
          : random() < 0.045
            ? oneOf(random, CANCEL_REASONS)
            : undefined;
    const detail: Record<string, unknown> = {
      realtimeActivated: true,
      tiploc: 'BRSTLTM',
      crs: 'BRI',
      description: 'Bristol Temple Meads',
    };
    if (c.arr !== undefined) detail.gbttBookedArrival = hhmm(c.arr);
    if (c.dep !== undefined) detail.gbttBookedDeparture = hhmm(c.dep);
    detail.origin = [end(first, first.dep!)];
    detail.destination = [end(last, last.arr!)];
    detail.isCall = true;
    detail.isPublicCall = true;
    if (reason) {
      detail.platform = c.plat;
      detail.platformConfirmed = false;
      detail.platformChanged = false;
      detail.cancelReasonCode = reason[0];
      detail.cancelReasonShortText = reason[1];
      detail.cancelReasonLongText = reason[2];
      detail.displayAs = 'CANCELLED_CALL';
    } else {
      const late = random() < 0.6 ? pick(random, 3) : between(random, 3, 22);
      if (c.arr !== undefined) {
        detail.realtimeArrival = hhmm(c.arr + late);
        detail.realtimeArrivalActual = true;
      }
      if (c.dep !== undefined) {
        detail.realtimeDeparture = hhmm(c.dep + Math.max(0, late - pick(random, 3)));
        detail.realtimeDepartureActual = true;
      }
      const changed = random() < 0.04;
      detail.platform = changed ? oneOf(random, LOC.get('BRSTLTM')!.plats[run.up ? 1 : 0]) : c.plat;
      detail.platformConfirmed = true;
      detail.platformChanged = changed;
      detail.displayAs = c === first ? 'ORIGIN' : c === last ? 'DESTINATION' : 'CALL';
    }
    return {
      locationDetail: detail,
      serviceUid: run.uid,
      runDate: '2026-03-11',
      trainIdentity: run.headcode,
      runningIdentity: run.headcode,
      atocCode: run.toc,
      atocName: run.toc === 'SA' ? 'Severn & Avon Railway' : run.toc === 'GW' ? 'GWR' : 'CrossCountry',
      serviceType: 'train',
      isPassenger: true,
    };
  });
  const output = JSON.stringify({
    location: { name: 'Bristol Temple Meads', crs: 'BRI', tiploc: 'BRSTLTM', country: 'gb', system: 'nr' },
    filter: null,
    services: items,
  });
  const ask = "Yesterday's 14:23 from Temple Meads down to Taunton never ran. What reason was it cancelled for?";
  return probe('round 20: realtime trains search', ask, 'http_get', output, 'reason', needle, true);
}

/** Level crossing types on Network Rail's list: the code and what it stands for. */
const CROSSING_TYPES: readonly (readonly [string, string, number])[] = [
  ['AHB', 'Automatic Half Barrier', 8],
  ['ABCL', 'Automatic Barrier Crossing Locally monitored', 3],
  ['AOCL', 'Automatic Open Crossing Locally monitored', 3],
  ['AOCL+B', 'Automatic Open Crossing Locally monitored with Barriers', 1],
  ['MCB', 'Manually Controlled Barrier', 3],
  ['MCB-CCTV', 'Manually Controlled Barrier with CCTV', 5],
  ['MCB-OD', 'Manually Controlled Barrier with Obstacle Detection', 3],
  ['UWC', 'User Worked Crossing', 22],
  ['UWC-T', 'User Worked Crossing with Telephone', 14],
  ['UWC-MWL', 'User Worked Crossing with Miniature Warning Lights', 5],
  ['FP', 'Footpath Crossing', 24],
  ['FP-MWL', 'Footpath Crossing with Miniature Warning Lights', 4],
  ['BW', 'Bridleway Crossing', 3],
  ['OC', 'Open Crossing', 1],
];
/**
 * Engineer's line references of the route: ELR, its first and last mile, the stations and local
 * authorities along it in mileage order, the signal box, the line speed, and where it starts and ends.
 */
const ELRS: readonly (readonly [
  string,
  number,
  number,
  readonly string[],
  readonly string[],
  string,
  number,
  readonly [number, number],
  readonly [number, number],
])[] = [
  [
    'MLN1',
    78,
    117,
    ['Swindon', 'Chippenham', 'Bath Spa', 'Keynsham'],
    ['Swindon', 'Wiltshire', 'Bath and North East Somerset'],
    'Thames Valley Signalling Centre',
    125,
    [51.5655, -1.7855],
    [51.4491, -2.5813],
  ],
  [
    'BEK1',
    118,
    162,
    ['Nailsea & Backwell', 'Yatton', 'Highbridge & Burnham', 'Bridgwater', 'Taunton'],
    ['North Somerset', 'Somerset'],
    'Bristol Panel',
    100,
    [51.4491, -2.5813],
    [51.0234, -3.1025],
  ],
  [
    'BEK2',
    162,
    194,
    ['Taunton', 'Tiverton Parkway', 'Exeter St Davids'],
    ['Somerset', 'Devon'],
    'Exeter PSB',
    110,
    [51.0234, -3.1025],
    [50.7292, -3.5435],
  ],
  ['TAH', 0, 8, ['Chippenham', 'Melksham', 'Trowbridge'], ['Wiltshire'], 'Westbury PSB', 75, [51.44, -2.09], [51.3, -2.2]],
  [
    'TSB',
    94,
    110,
    ['Freshford', 'Avoncliff', 'Bradford-on-Avon', 'Trowbridge'],
    ['Bath and North East Somerset', 'Wiltshire'],
    'Westbury PSB',
    60,
    [51.395, -2.32],
    [51.2672, -2.1995],
  ],
  ['WEY1', 115, 138, ['Frome', 'Bruton', 'Castle Cary'], ['Somerset'], 'Westbury PSB', 75, [51.2672, -2.1995], [51.0998, -2.5226]],
  [
    'WEY2',
    138,
    168,
    ['Yeovil Pen Mill', 'Thornford', 'Chetnole', 'Maiden Newton', 'Dorchester West'],
    ['Somerset', 'Dorset'],
    'Yeovil Pen Mill SB',
    75,
    [51.0998, -2.5226],
    [50.711, -2.4422],
  ],
  ['WSJ', 0, 24, ['Dilton Marsh', 'Warminster', 'Salisbury'], ['Wiltshire'], 'Westbury PSB', 85, [51.2672, -2.1995], [51.0705, -1.8064]],
  [
    'SWM2',
    112,
    152,
    ['Yate', 'Cam & Dursley', 'Gloucester'],
    ['South Gloucestershire', 'Gloucestershire'],
    'Gloucester PSB',
    100,
    [51.5139, -2.5425],
    [51.8655, -2.2387],
  ],
  [
    'HXS',
    0,
    13,
    ['Avonmouth', 'St Andrews Road', 'Severn Beach'],
    ['Bristol', 'South Gloucestershire'],
    'Bristol Panel',
    40,
    [51.47, -2.58],
    [51.56, -2.6645],
  ],
  [
    'STJ1',
    3,
    12,
    ['Pilning', 'Severn Tunnel Junction'],
    ['South Gloucestershire', 'Monmouthshire'],
    'Severn Tunnel Junction SB',
    90,
    [51.52, -2.56],
    [51.5844, -2.7776],
  ],
  ['BHL', 119, 148, ['Castle Cary', 'Somerton', 'Langport'], ['Somerset'], 'Westbury PSB', 110, [51.0998, -2.5226], [51.03, -2.95]],
];
const LANES = [
  'Mill Lane',
  'Church Lane',
  'Station Road',
  'Moor Lane',
  'Marsh Lane',
  'Green Lane',
  'Long Lane',
  'Ham Lane',
  'Drove Road',
  'Sandy Lane',
  'Manor Farm',
  'Home Farm',
  'Lower Farm',
  'Grove Farm',
  'Park Farm',
  'Hill Farm',
  'Brook Farm',
  'Court Farm',
  'Withy Bed',
  'Rhyne Drove',
  'Cuckoo Lane',
  'Water Lane',
  'Pound Lane',
  'Frog Lane',
  'Hollow Lane',
  'Common Road',
  'Ferry Lane',
  'Kennel Lane',
  'Lipyeate Lane',
  'Puxton Moor',
  'Huntspill Road',
  'Pawlett Hams',
];

/** `curl -s '…/api/level-crossings?route=western&format=geojson'`: the route's crossings, one line of GeoJSON; the type of one. */
function levelCrossingsGeojson(): EconomicsTask {
  const random = seededRandom(20_031);
  const typeWeights = CROSSING_TYPES.flatMap((t) => Array<(typeof CROSSING_TYPES)[number]>(t[2]).fill(t));
  const risk = () => `${oneOf(random, 'ABCDEFGHIJKLM'.split(''))}${between(random, 1, 13)}`;
  interface Crossing {
    name: string;
    elr: (typeof ELRS)[number];
    miles: number;
    chains: number;
    type: (typeof CROSSING_TYPES)[number];
  }
  const crossings: Crossing[] = [];
  for (let i = 0; i < 3_100; i++) {
    const elr = oneOf(random, ELRS);
    let name = oneOf(random, LANES);
    if (name === 'Sandy Lane' && elr[0] === 'MLN1') name = 'Sandy Lane Farm';
    if (/Farm|Bed|Drove|Moor|Hams/.test(name) && random() < 0.5) name = `${name} No.${between(random, 1, 4)}`;
    crossings.push({
      name,
      elr,
      miles: between(random, elr[1], elr[2]),
      chains: pick(random, 80),
      type: oneOf(random, typeWeights),
    });
  }
  const byCode = (code: string) => CROSSING_TYPES.find((t) => t[0] === code)!;
  const mln1 = ELRS[0]!;
  const target: Crossing = { name: 'Sandy Lane', elr: mln1, miles: 94, chains: 31, type: byCode('MCB-OD') };
  // Near-misses: a farm crossing of the same name by Chippenham, and Sandy Lanes on other lines near it.
  crossings.push(
    { name: 'Sandy Lane Farm', elr: mln1, miles: 95, chains: 8, type: byCode('UWC-T') },
    { name: 'Sandy Lane', elr: ELRS[3]!, miles: 4, chains: 62, type: byCode('AHB') },
    { name: 'Sandy Lane', elr: ELRS[4]!, miles: 101, chains: 17, type: byCode('UWC') },
    { name: 'Sandy Lane', elr: ELRS[1]!, miles: 139, chains: 44, type: byCode('ABCL') },
  );
  shuffle(random, crossings);
  crossings.splice(Math.floor(crossings.length * 0.5), 0, target);
  let lx = 100;
  const features = crossings.map((c) => {
    lx += between(random, 1, 3);
    const id = `LX${String(lx).padStart(4, '0')}`;
    // Where it is along its line: the position, the nearest station and the council follow from the mileage.
    const [, lo, hi, stations, councils, , , [lat0, lon0], [lat1, lon1]] = c.elr;
    const f = Math.min(0.999, Math.max(0, (c.miles + c.chains / 80 - lo) / (hi - lo + 1)));
    const along = (list: readonly string[]) => list[Math.floor(f * list.length)]!;
    const lat = lat0 + (lat1 - lat0) * f + (random() - 0.5) * 0.012;
    const lon = lon0 + (lon1 - lon0) * f + (random() - 0.5) * 0.018;
    const road = ['AHB', 'ABCL', 'AOCL', 'AOCL+B', 'MCB', 'MCB-CCTV', 'MCB-OD', 'OC'].includes(c.type[0]);
    return {
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [Number(lon.toFixed(6)), Number(lat.toFixed(6))] },
      properties: {
        crossing_id: id,
        name: c.name,
        elr: c.elr[0],
        miles: c.miles,
        chains: c.chains,
        type: c.type[0],
        type_description: c.type[1],
        tracks: c.elr[0] === 'HXS' || c.elr[0] === 'TSB' ? 1 : 2,
        line_speed_mph: Math.min(c.elr[6], c.type[0].startsWith('AOCL') || c.type[0] === 'OC' ? 55 : c.elr[6]),
        road_type: road
          ? oneOf(random, ['A road', 'B road', 'unclassified'])
          : c.type[0].startsWith('FP') || c.type[0] === 'BW'
            ? 'public right of way'
            : 'private',
        nearest_station: along(stations),
        local_authority: along(councils),
        signal_box: c.elr[5],
        census: {
          vehicles_per_day: road ? between(random, 40, 9_000) : between(random, 0, 30),
          pedestrians_per_day: between(random, 0, 400),
        },
        risk: risk(),
        last_inspection: `2025-${pad2(between(random, 4, 12))}-${pad2(between(random, 1, 28))}`,
        status: random() < 0.97 ? 'Open' : 'Closed (temporary)',
      },
    };
  });
  const output = `${JSON.stringify({
    type: 'FeatureCollection',
    name: 'level_crossings_western',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
    features,
  })}\n`;
  const needle =
    '"name":"Sandy Lane","elr":"MLN1","miles":94,"chains":31,"type":"MCB-OD","type_description":"Manually Controlled Barrier with Obstacle Detection"';
  const ask =
    "Wiltshire council are asking about the Sandy Lane crossing on the main line just west of Chippenham. What sort of crossing is it — what's its type?";
  return probe('round 20: level crossings geojson', ask, 'http_get', output, 'type', needle, true);
}

// b. Answers a few lines from the line the question's words match.

/** `cat SA_TOC_FULL.CIF`: the operator's schedules in CIF (80-char records); one train's pass time on Saturdays, under its BS record. */
function cifTimetableExtract(): EconomicsTask {
  const random = seededRandom(20_041);
  const p = (s: string | number, n: number) => String(s).padEnd(n).slice(0, n);
  const record = (s: string) => {
    if (s.length !== 80) throw new Error(`CIF record of ${s.length} chars: ${s}`);
    return s;
  };
  const time = (m: number) => `${hhmm(m)}${m % 1 ? 'H' : ' '}`;
  const traction: Readonly<Record<string, readonly [string, string, string, string, string, string, string]>> = {
    // category, power, timing load, speed, seating, reservations, catering
    SA: ['OO', 'DMU', 'N', '090', 'S', ' ', ''],
    GW: ['XX', 'EMU', '800', '125', 'B', 'S', 'C'],
    XC: ['XX', 'DMU', 'V', '125', 'B', 'S', 'T'],
  };
  const uids = new Set<string>();
  const line = () => (random() < 0.2 ? oneOf(random, ['ML', 'RL', 'DM', 'UM']) : '');
  const schedule = (run: Run, days: string, from: string, to: string, stp: string) => {
    const [cat, power, load, speed, seating, resv, catering] = traction[run.toc]!;
    const out = [
      record(
        `BSN${run.uid}${from}${to}${days} P${cat}${run.headcode}    1${p(`${between(random, 25_000, 25_999)}001`, 8)} ${power}${p(load, 4)}${speed}${p('', 6)}${seating} ${resv} ${p(catering, 4)}${p('', 4)} ${stp}`,
      ),
      record(`BX${p('', 9)}${run.toc}Y${p(`${run.toc}${run.headcode}00`, 8)}${p('', 58)}`),
    ];
    run.calls.forEach((c, i) => {
      const plat = p(c.plat ?? '', 3);
      if (i === 0)
        out.push(record(`LO${p(c.tpl, 8)}${time(c.dep!)}${hhmm(c.dep!)}${plat}${p('', 3)}${p('', 4)}${p('TB', 12)}${p('', 39)}`));
      else if (c.pass !== undefined) {
        const eng = random() < 0.1 ? oneOf(random, ['1', '1H', '2']) : '';
        out.push(
          record(
            `LI${p(c.tpl, 8)}${p('', 10)}${time(c.pass)}00000000${p('', 3)}${p(line(), 3)}${p('', 3)}${p('', 12)}${p(eng, 2)}${p('', 4)}${p('', 20)}`,
          ),
        );
      } else if (c.dep === undefined)
        out.push(record(`LT${p(c.tpl, 8)}${time(c.arr!)}${hhmm(c.arr!)}${plat}${p('', 3)}${p('TF', 12)}${p('', 43)}`));
      else {
        const perf = random() < 0.08 ? '1' : '';
        out.push(
          record(
            `LI${p(c.tpl, 8)}${time(c.arr!)}${time(c.dep)}${p('', 5)}${hhmm(c.arr!)}${hhmm(c.dep)}${plat}${p('', 3)}${p('', 3)}${p('T', 12)}${p('', 4)}${p(perf, 2)}${p('', 20)}`,
          ),
        );
      }
    });
    return out;
  };
  // 1T17 runs to Taunton on weekdays, on Saturdays a little later (the answer), and on Sundays as a stopper that calls at Nailsea.
  const weekdays = shiftTo(runOf(random, 1, false, 800), 'NLSEA', 'pass', 852);
  const saturday = shiftTo(runOf(random, 1, false, 800), 'NLSEA', 'pass', 855.5);
  const sunday = shiftTo(runOf(random, 0, false, 840), 'NLSEA', 'arr', 903);
  const calling = ROUTES[1]!.legs.map((l): Leg => (l[0] === 'NLSEA' ? [l[0], l[1], true] : l));
  const overlay = shiftTo(runOf(random, 1, false, 800, calling), 'NLSEA', 'arr', 852.5);
  for (const [run, uid] of [
    [weekdays, 'P52217'],
    [saturday, 'P52218'],
    [sunday, 'P52290'],
    [overlay, 'P52217'],
  ] as const) {
    run.headcode = '1T17';
    run.uid = uid;
    uids.add(uid);
  }
  const satLines = schedule(saturday, '0000010', '251213', '260516', 'P');
  const needle = satLines.find((l) => l.startsWith('LINLSEA'))!;
  interface Schedule {
    uid: string;
    from: string;
    stp: string;
    lines: string[];
  }
  const schedules: Schedule[] = [
    { uid: 'P52217', from: '251215', stp: 'P', lines: schedule(weekdays, '1111100', '251215', '260515', 'P') },
    { uid: 'P52217', from: '260316', stp: 'O', lines: schedule(overlay, '1111100', '260316', '260320', 'O') },
    { uid: 'P52218', from: '251213', stp: 'P', lines: satLines },
    { uid: 'P52218', from: '260328', stp: 'C', lines: [record(`BSNP522182603282603280000010${p('', 51)}C`)] },
    { uid: 'P52290', from: '251214', stp: 'P', lines: schedule(sunday, '0000001', '251214', '260510', 'P') },
  ];
  const kinds: readonly (readonly [string, string, string, number])[] = [
    ['1111100', '251215', '260515', 0],
    ['0000010', '251213', '260516', 2],
    ['0000001', '251214', '260510', 30],
  ];
  for (const [days, from, to, shift] of kinds) {
    const runs = dayRuns(random, uids, shift).filter((r, i) => r.headcode !== '1T17' && (days !== '0000001' || i % 2 === 0));
    for (const run of runs) {
      const lines = schedule(run, days, from, to, 'P');
      if (!lines.includes(needle)) schedules.push({ uid: run.uid, from, stp: 'P', lines });
    }
  }
  // Short-term plans: some trains cancelled on a date, some overlaid for a week of engineering work.
  const plain = schedules.filter((s) => s.stp === 'P' && !s.uid.startsWith('P522'));
  for (const s of shuffle(random, [...plain]).slice(0, 70)) {
    const date = `2603${pad2(between(random, 14, 31))}`;
    schedules.push({
      uid: s.uid,
      from: date,
      stp: 'C',
      lines: [record(`BSN${s.uid}${date}${date}${s.lines[0]!.slice(21, 28)}${p('', 51)}C`)],
    });
  }
  const order = { P: 0, O: 1, C: 2 } as Record<string, number>;
  schedules.sort((a, b) =>
    a.uid === b.uid ? (a.from === b.from ? order[a.stp]! - order[b.stp]! : a.from < b.from ? -1 : 1) : a.uid < b.uid ? -1 : 1,
  );
  const tiplocs = LOCATIONS.map(([tpl, name, crs]) =>
    record(
      `TI${p(tpl, 7)}00${between(random, 100_000, 999_999)}${chars(random, 'ABCDEFGHJK', 1)}${p(name.toUpperCase(), 26)}${between(random, 10_000, 89_999)}${p('', 4)}${p(crs, 3)}${p(name.toUpperCase(), 16)}${p('', 8)}`,
    ),
  );
  const withDepot = schedules.filter((s) => s.stp === 'P' && s.lines.some((l) => l.startsWith('LTBRSTLTM')));
  const associations = withDepot.slice(0, 45).map((s) => {
    const other = oneOf(random, schedules).uid;
    return record(`AAN${s.uid}${other}251215260515${s.lines[0]!.slice(21, 28)}NPSBRSTLTM  TP${p('', 31)}P`);
  });
  const output = `${[
    record(`HDTPS.UDFROC1.PD260312120326${'0203'}DFROC1QDFROC1PFB120326111227${p('', 20)}`),
    ...tiplocs,
    ...associations,
    ...schedules.flatMap((s) => s.lines),
    record(`ZZ${p('', 78)}`),
  ].join('\n')}\n`;
  const ask =
    "On Saturdays, what time is 1T17 booked to pass Nailsea & Backwell? I'm fairly sure it runs straight through there without stopping.";
  return probe('round 20: cif timetable extract', ask, 'run_shell', output, 'pass', needle);
}

const GIVEN =
  'james oliver harry george jack thomas william daniel matthew samuel joseph lewis ryan adam luke owen rhys gareth ben callum mark paul steve dave gary emily sophie olivia jessica charlotte hannah lucy amy megan chloe rebecca laura sarah emma katie rachel bethan ffion jade zoe claire helen'.split(
    ' ',
  );
const FAMILY =
  'Smith Jones Williams Taylor Davies Brown Evans Wilson Thomas Roberts Johnson Lewis Walker Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Martin Jackson Clarke Turner Hill Cooper Ward Morris Moore Parker Baker Price Griffiths Bennett Pearce Sheppard Coombes Hodges Chard Vowles Tucker Pike Mogg Hembrow Dyer Gulliver Pengelly Trevithick Nancarrow Polglase Rowe Hext Stacey Bartlett Loveridge'.split(
    ' ',
  );

/** `ldapsearch -x -H ldaps://… -b ou=people,… '(objectClass=inetOrgPerson)' …` of the staff directory (extended LDIF): the mobile of the manager of one depot, just above the title. */
function ldapsearchStaff(): EconomicsTask {
  const random = seededRandom(20_051);
  const base = 'ou=people,dc=severnavon,dc=co,dc=uk';
  const areaCode: Readonly<Record<string, string>> = {
    Bristol: '117 496',
    Exeter: '1392 496',
    Taunton: '1823 496',
    Westbury: '1373 496',
    Gloucester: '1452 496',
    Weymouth: '1305 496',
    Swindon: '1793 496',
    Bath: '1225 496',
    Cardiff: '29 2018',
  };
  const phoneFor = (office: string) => {
    const key = Object.keys(areaCode).find((k) => office.includes(k)) ?? 'Bristol';
    return `+44 ${areaCode[key]!} ${between(random, 1000, 9999)}`;
  };
  const mobiles = new Set<string>();
  const mobile = () => {
    let m = '';
    while (!m || mobiles.has(m)) m = `+44 7${between(random, 100, 999)} ${between(random, 100_000, 999_999)}`;
    mobiles.add(m);
    return m;
  };
  const uids = new Set<string>();
  interface Person {
    uid: string;
    cn: string;
    mail: string;
    mobile?: string;
    phone?: string;
    title: string;
    ou: string;
    office: string;
    manager?: string;
  }
  const person = (title: string, ou: string, office: string, manager?: string, given?: string, family?: string): Person => {
    const g = given ?? cap(oneOf(random, GIVEN));
    const f = family ?? oneOf(random, FAMILY);
    let uid = `${g.slice(0, 1).toLowerCase()}.${f.toLowerCase()}`;
    for (let n = 2; uids.has(uid); n++) uid = `${g.slice(0, 1).toLowerCase()}.${f.toLowerCase()}${n}`;
    uids.add(uid);
    return {
      uid,
      cn: `${g} ${f}`,
      mail: `${uid.replace(/^(\w)\./, `${g.toLowerCase()}.`)}@severnavon.co.uk`,
      mobile: random() < 0.85 ? mobile() : undefined,
      phone: random() < 0.6 ? phoneFor(office) : undefined,
      title,
      ou,
      office,
      manager,
    };
  };
  const people: Person[] = [];
  const add = (p: Person) => {
    people.push(p);
    return p.uid;
  };
  const md = add(person('Managing Director', 'Executive', 'Bristol HQ (Trinity Quay)'));
  const engDir = add(person('Engineering Director', 'Executive', 'Bristol HQ (Trinity Quay)', md));
  const opsDir = add(person('Operations Director', 'Executive', 'Bristol HQ (Trinity Quay)', md));
  // Fleet: each depot has one depot manager, an assistant, shift production managers and their teams.
  const depots = ["St Philip's Marsh TMD", 'Exeter TMD', 'Westbury Depot'];
  for (const depot of depots) {
    const exeter = depot === 'Exeter TMD';
    const dm = exeter
      ? { ...person('Depot Manager', 'Fleet', depot, engDir, 'Tamsin', 'Polglase'), mobile: '+44 7823 418507' }
      : person('Depot Manager', 'Fleet', depot, engDir);
    add(dm);
    const adm = add(person('Assistant Depot Manager', 'Fleet', depot, dm.uid));
    add(person('Depot Engineer', 'Fleet', depot, dm.uid));
    add(person('Materials Controller', 'Fleet', depot, adm));
    for (let s = 0; s < 4; s++) {
      const spm = add(person('Shift Production Manager', 'Fleet', depot, dm.uid));
      for (let i = between(random, 25, 45); i > 0; i--)
        add(
          person(
            oneOf(random, [
              'Fleet Technician',
              'Fleet Technician',
              'Senior Fleet Technician',
              'Cleaner',
              'Cleaner',
              'Cleaning Team Leader',
            ]),
            'Fleet',
            depot,
            spm,
          ),
        );
    }
  }
  const headOfStations = add(person('Head of Stations', 'Stations', 'Bristol HQ (Trinity Quay)', opsDir));
  const stations = [
    'Bristol Temple Meads',
    'Bath Spa',
    'Bristol Parkway',
    'Taunton',
    'Exeter St Davids',
    'Weston-super-Mare',
    'Westbury',
    'Gloucester',
    'Weymouth',
    'Salisbury',
    'Trowbridge',
  ];
  for (const station of stations) {
    const sm = add(person('Station Manager', 'Stations', station, headOfStations));
    for (let t = 0; t < 3; t++) {
      const tl = add(person('Station Team Leader', 'Stations', station, sm));
      for (let i = between(random, 8, station.startsWith('Bristol T') ? 60 : 22); i > 0; i--)
        add(
          person(
            oneOf(random, [
              'Customer Service Assistant',
              'Customer Service Assistant',
              'Ticket Office Clerk',
              'Dispatcher',
              'Revenue Protection Inspector',
            ]),
            'Stations',
            station,
            tl,
          ),
        );
    }
  }
  const headOfCrew = add(person('Head of Traincrew', 'Traincrew', 'Bristol HQ (Trinity Quay)', opsDir));
  for (const crewDepot of [
    'Bristol Temple Meads',
    'Exeter St Davids',
    'Taunton',
    'Westbury',
    'Cardiff Central',
    'Gloucester',
    'Weymouth',
  ]) {
    const tcm = add(person('Traincrew Manager', 'Traincrew', crewDepot, headOfCrew));
    for (let d = 0; d < 5; d++) {
      const manager = add(person(oneOf(random, ['Driver Manager', 'Conductor Manager']), 'Traincrew', crewDepot, tcm));
      for (let i = between(random, 20, 48); i > 0; i--)
        add(
          person(
            oneOf(random, ['Train Driver', 'Train Driver', 'Conductor', 'Senior Conductor', 'Trainee Driver', 'Driver Instructor']),
            'Traincrew',
            crewDepot,
            manager,
          ),
        );
    }
  }
  const control = add(person('Head of Control', 'Control', 'Swindon Control (Western Route)', opsDir));
  for (let i = 0; i < 40; i++)
    add(
      person(
        oneOf(random, ['Control Duty Manager', 'Service Controller', 'Fleet Controller', 'Crew Controller']),
        'Control',
        'Swindon Control (Western Route)',
        control,
      ),
    );
  for (let i = 0; i < 220; i++)
    add(
      person(
        oneOf(random, [
          'Timetable Planner',
          'Resource Planner',
          'HR Business Partner',
          'Payroll Administrator',
          'Finance Analyst',
          'Safety Manager',
          'Fleet Engineer',
          'Engineering Manager',
          'Customer Relations Advisor',
          'Project Manager',
          'Data Analyst',
        ]),
        'Head Office',
        'Bristol HQ (Trinity Quay)',
        oneOf(random, [md, engDir, opsDir]),
      ),
    );
  // The directory returns entries in the order they were added to it, not by team.
  const [head, ...rest] = people;
  const ordered = [head!, ...shuffle(random, rest)];
  const exeter = ordered.findIndex((p) => p.uid === 't.polglase');
  ordered.splice(Math.floor(ordered.length * 0.47), 0, ...ordered.splice(exeter, 1));
  const entry = (p: Person) =>
    [
      `# ${p.uid}, people, severnavon.co.uk`,
      `dn: uid=${p.uid},${base}`,
      `cn: ${p.cn}`,
      `mail: ${p.mail}`,
      ...(p.mobile ? [`mobile: ${p.mobile}`] : []),
      ...(p.phone ? [`telephoneNumber: ${p.phone}`] : []),
      `title: ${p.title}`,
      `ou: ${p.ou}`,
      `physicalDeliveryOfficeName: ${p.office}`,
      ...(p.manager ? [`manager: uid=${p.manager},${base}`] : []),
      '',
    ].join('\n');
  const output = [
    '# extended LDIF',
    '#',
    '# LDAPv3',
    `# base <${base}> with scope subtree`,
    '# filter: (objectClass=inetOrgPerson)',
    '# requesting: cn mail mobile telephoneNumber title ou physicalDeliveryOfficeName manager ',
    '#',
    '',
    ...ordered.map(entry),
    '# search result',
    'search: 2',
    'result: 0 Success',
    '',
    `# numResponses: ${ordered.length + 1}`,
    `# numEntries: ${ordered.length}`,
    '',
  ].join('\n');
  const needle = 'mobile: +44 7823 418507';
  const ask =
    "Who's in charge of the Exeter depot, and what's their mobile? A unit has been stopped there since this morning and I need to speak to them.";
  return probe('round 20: ldapsearch staff', ask, 'run_shell', output, 'mobile', needle);
}

/** Stretches of line that engineering possessions take: from, to, ELR, miles, lines. */
const SECTIONS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['Westbury', 'Frome', 'WEY1', '115m 18ch', '116m 06ch', 'Up and Down Frome Lines'],
  ['Frome', 'Castle Cary', 'WEY1', '116m 06ch', '129m 40ch', 'Up and Down Main'],
  ['Castle Cary', 'Yeovil Pen Mill', 'WEY2', '138m 20ch', '146m 70ch', 'Single line'],
  ['Trowbridge', 'Westbury', 'TSB', '101m 60ch', '108m 12ch', 'Up and Down Main'],
  ['Bathampton Jn', 'Bradford-on-Avon', 'TSB', '94m 02ch', '98m 54ch', 'Up and Down Main'],
  ['Bristol Temple Meads', 'Bath Spa', 'MLN1', '118m 10ch', '106m 70ch', 'Up and Down Main and Relief'],
  ['Bath Spa', 'Chippenham', 'MLN1', '106m 70ch', '94m 02ch', 'Up and Down Main'],
  ['Bristol Parkway', 'Yate', 'SWM2', '112m 14ch', '116m 60ch', 'Up and Down Main'],
  ['Yatton', 'Worle Jn', 'BEK1', '130m 04ch', '134m 30ch', 'Up and Down Main'],
  ['Highbridge', 'Bridgwater', 'BEK1', '141m 40ch', '151m 20ch', 'Up and Down Main'],
  ['Bridgwater', 'Taunton', 'BEK1', '151m 20ch', '162m 60ch', 'Up and Down Main'],
  ['Westbury', 'Warminster', 'WSJ', '0m 00ch', '4m 40ch', 'Up and Down Main'],
  ['Warminster', 'Salisbury', 'WSJ', '4m 40ch', '24m 20ch', 'Up and Down Main'],
  ['Severn Tunnel Jn', 'Patchway', 'STJ1', '3m 10ch', '11m 68ch', 'Up and Down Tunnel Lines'],
  ['Narroways Hill Jn', 'Severn Beach', 'HXS', '0m 40ch', '13m 20ch', 'Single and Double lines'],
  ['Filton Abbey Wood', 'Bristol Parkway', 'SWM2', '108m 70ch', '112m 14ch', 'Up and Down Filton Lines'],
  ['Taunton', 'Tiverton Parkway', 'BEK2', '162m 60ch', '179m 40ch', 'Up and Down Main'],
  ['Castle Cary', 'Somerton', 'BHL', '138m 20ch', '125m 10ch', 'Up and Down Main'],
];
const WORKS = [
  ['Track renewal', 'plain line track renewal (sleepers and rail)'],
  ['Track renewal', 'switch and crossing renewal'],
  ['Maintenance', 'tamping and stoneblowing'],
  ['Maintenance', 'rail grinding'],
  ['Structures', 'bridge deck waterproofing'],
  ['Structures', 'culvert inspection and repair'],
  ['Signalling', 'signalling equipment testing'],
  ['Signalling', 'axle counter replacement'],
  ['Vegetation', 'vegetation clearance'],
  ['Drainage', 'drainage renewal'],
  ['Earthworks', 'cutting slope stabilisation'],
] as const;

/** `curl -s https://possessions.severnavon.internal/calendar/western.ics`: the engineering calendar; when one possession starts, two lines above its summary. */
function possessionsIcalendar(): EconomicsTask {
  const random = seededRandom(20_061);
  const ics = (t: number) => iso(t).slice(0, 19).replace(/[-:]/g, '');
  const fold = (line: string) => {
    const out = [line.slice(0, 75)];
    for (let s = line.slice(75); s; s = s.slice(74)) out.push(` ${s.slice(0, 74)}`);
    return out.join('\r\n');
  };
  const esc = (s: string) => s.replace(/,/g, '\\,').replace(/;/g, '\\;');
  const picops = Array.from({ length: 30 }, () => `${cap(oneOf(random, GIVEN))} ${oneOf(random, FAMILY)}`);
  interface Event {
    uid: string;
    start: number;
    end: number;
    section: (typeof SECTIONS)[number];
    won: number;
    item: number;
    status: string;
    sequence: number;
    note: string;
  }
  const events: Event[] = [];
  const saturdays = Array.from({ length: 9 }, (_, k) => T(7 + 7 * k, 0));
  const wonOf = (k: number) => (k < 4 ? 49 + k : k - 3);
  saturdays.forEach((sat, k) => {
    const won = wonOf(k);
    let item = 100 + between(random, 0, 50);
    const weekend = shuffle(random, [...SECTIONS]).slice(0, between(random, 9, 13));
    for (const section of weekend) {
      if (section[0] === 'Westbury' && section[1] === 'Frome') continue;
      const start = sat + (22 * 60 + 15 * between(random, 0, 14)) * MINUTE;
      const long = random() < 0.3;
      const end = start + (long ? between(random, 28, 54) : between(random, 6, 11)) * HOUR + 15 * pick(random, 4) * MINUTE;
      events.push({
        uid: `won${won}-${String((item += between(random, 3, 30))).padStart(4, '0')}`,
        start,
        end,
        section,
        won,
        item,
        status: 'CONFIRMED',
        sequence: between(random, 0, 3),
        note: '',
      });
    }
    for (let night = 2; night <= 5; night++)
      for (const section of shuffle(random, [...SECTIONS]).slice(0, between(random, 5, 9))) {
        const start = sat + night * 24 * HOUR + 15 * between(random, 1, 6) * MINUTE;
        events.push({
          uid: `won${won}-${String((item += between(random, 3, 30))).padStart(4, '0')}`,
          start,
          end: start + (4 * 60 + 15 * between(random, 0, 4)) * MINUTE,
          section,
          won,
          item,
          status: random() < 0.05 ? 'CANCELLED' : 'CONFIRMED',
          sequence: between(random, 0, 2),
          note: '',
        });
      }
  });
  const westburyFrome = SECTIONS[0]!;
  // Westbury to Frome on the weekends before and after; on the 21st, first planned from 22:15 and then moved to 23:35.
  events.push(
    {
      uid: 'won50-0231',
      start: T(14, 23, 0),
      end: T(15, 8, 30),
      section: westburyFrome,
      won: 50,
      item: 231,
      status: 'CONFIRMED',
      sequence: 1,
      note: '',
    },
    {
      uid: 'won52-0177',
      start: T(28, 22, 45),
      end: T(29, 9, 15),
      section: westburyFrome,
      won: 52,
      item: 177,
      status: 'CONFIRMED',
      sequence: 0,
      note: '',
    },
    {
      uid: 'won51-0398',
      start: T(21, 22, 15),
      end: T(22, 8, 45),
      section: westburyFrome,
      won: 51,
      item: 398,
      status: 'CANCELLED',
      sequence: 3,
      note: ' Withdrawn: replaced by WON 51 item 412.',
    },
  );
  const target: Event = {
    uid: 'won51-0412',
    start: T(21, 23, 35),
    end: T(23, 5, 10),
    section: westburyFrome,
    won: 51,
    item: 412,
    status: 'CONFIRMED',
    sequence: 1,
    note: ' Replaces WON 51 item 398.',
  };
  shuffle(random, events);
  events.splice(Math.floor(events.length * 0.5), 0, target);
  const vevent = (e: Event) => {
    const [from, to, elr, m1, m2, lines] = e.section;
    const [category, work] = oneOf(random, WORKS);
    const trains = Array.from(
      { length: between(random, 0, 3) },
      () => `6${oneOf(random, ['C', 'W', 'Y'])}${pad2(between(random, 10, 99))}`,
    );
    const description =
      `WON ${e.won} item ${e.item}. Possession of the ${lines} between ${from} and ${to} (${elr} ${m1} to ${m2}). Work: ${work}.` +
      ` Engineering trains: ${trains.length ? trains.join(', ') : 'none'}. PICOP: ${oneOf(random, picops)}. Rail replacement buses between ${from} and ${to} for ${oneOf(random, ['all', 'Severn & Avon Railway', 'all passenger'])} services.${e.note}`;
    return [
      'BEGIN:VEVENT',
      `UID:${e.uid}@possessions.severnavon.co.uk`,
      `DTSTAMP:${ics(T(6, 9, 15) + between(random, 0, 3_600) * SECOND)}Z`,
      `SEQUENCE:${e.sequence}`,
      `DTSTART;TZID=Europe/London:${ics(e.start)}`,
      `DTEND;TZID=Europe/London:${ics(e.end)}`,
      fold(`SUMMARY:${esc(`${e.status === 'CANCELLED' ? 'CANCELLED: ' : ''}${from} - ${to}, ${lines} (${elr})`)}`),
      fold(`LOCATION:${esc(`${from} to ${to}, ${elr} ${m1} - ${m2}`)}`),
      fold(`DESCRIPTION:${esc(description)}`),
      `CATEGORIES:${category}`,
      `STATUS:${e.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ].join('\r\n');
  };
  const output = `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Severn & Avon Railway//Possession Planner 4.2//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Western possessions (WON 49 to 5)',
    'X-WR-TIMEZONE:Europe/London',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/London',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'TZNAME:BST',
    'DTSTART:19700329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'DTSTART:19701025T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.map(vevent),
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
  const needle = `DTSTART;TZID=Europe/London:${ics(target.start)}`;
  const ask =
    'When does the Westbury to Frome possession start on the weekend of the twenty-first? The drivers at Westbury need to know when the last train can get through.';
  return probe('round 20: possessions icalendar', ask, 'http_get', output, 'start', needle);
}

// c. Questions in other words than the output's, or after a preamble.

/** `cat /var/log/remote/tvm/2026-03-11.log`: a day of every ticket machine's syslog; one machine at Bath that stopped offering card payment. */
function ticketMachineLog(): EconomicsTask {
  const random = seededRandom(20_071);
  const sys = (t: number) => `Mar ${new Date(t).getUTCDate()} ${iso(t).slice(11, 19)}`;
  const sizes: readonly (readonly [string, number, number])[] = [
    ['BRI', 8, 3],
    ['BTH', 4, 5],
    ['BPW', 4, 6],
    ['TAU', 3, 8],
    ['WSM', 3, 9],
    ['EXD', 4, 6],
    ['CPM', 2, 14],
    ['FIT', 2, 14],
    ['YAT', 1, 25],
    ['KYN', 1, 28],
    ['OLF', 1, 30],
    ['TRO', 2, 16],
    ['WSB', 2, 18],
    ['FRO', 1, 30],
    ['BWT', 2, 18],
    ['GCR', 3, 10],
    ['CNM', 2, 12],
    ['SAL', 3, 9],
    ['WEY', 2, 16],
    ['NLS', 1, 35],
  ];
  const products = [
    ['SDS', 'Anytime Day Single', 1],
    ['SDR', 'Anytime Day Return', 1.1],
    ['CDR', 'Off-Peak Day Return', 0.8],
    ['CDS', 'Off-Peak Day Single', 0.7],
    ['SVR', 'Off-Peak Return', 1.3],
    ['SOR', 'Anytime Return', 1.9],
    ['7DS', '7 Day Season', 4.6],
  ] as const;
  const dests = [...CRS_NAME.keys()].filter((c) => POSITIONS[c] && c !== 'SWI');
  /** An adult single, by the distance between the stations. */
  const fare = (from: string, to: string) => {
    const [a0, b0] = POSITIONS[from]!;
    const [a1, b1] = POSITIONS[to]!;
    return 2.6 + Math.hypot((a1 - a0) * 111, (b1 - b0) * 69) * 0.21;
  };
  const events: [number, string][] = [];
  const log = (t: number, host: string, prog: string, pid: number, text: string) =>
    events.push([t, `${sys(t)} ${host} ${prog}[${pid}]: ${text}`]);
  const day = T(11, 0);
  const target = 'tvm-bth-03';
  const outage = [T(11, 15, 7, 42), T(11, 16, 52, 10)] as const;
  const tauOutage = [T(11, 9, 14, 5), T(11, 9, 40, 51)] as const;
  for (const [crs, count, gap] of sizes)
    for (let n = 1; n <= count; n++) {
      const host = `tvm-${crs.toLowerCase()}-${pad2(n)}`;
      const uptime = between(random, 1, 60);
      const warm = between(random, 24, 36);
      const pids = {
        tvmd: between(random, 900, 2_400),
        emvd: between(random, 700, 1_400),
        cashd: between(random, 600, 900),
        printerd: between(random, 500, 700),
      };
      const down = host === target ? outage : host === 'tvm-tau-02' ? tauOutage : undefined;
      log(
        day + 4 * HOUR + 31 * MINUTE + pick(random, 600) * SECOND,
        host,
        'tvmd',
        pids.tvmd,
        `fares data updated to RJFAF${between(random, 100, 999)} (effective 2026-03-11)`,
      );
      for (let t = day + pick(random, 900) * SECOND; t < day + 24 * HOUR; t += 15 * MINUTE + pick(random, 5) * SECOND)
        log(
          t,
          host,
          'tvmd',
          pids.tvmd,
          `heartbeat ok uptime=${uptime + Math.floor((t - day) / (24 * HOUR))}d temp=${warm + pick(random, 3)}C door=closed paper=ok`,
        );
      let seq = between(random, 10_000, 90_000);
      for (
        let t = day + 5 * HOUR + 20 * MINUTE + pick(random, 1200) * SECOND;
        t < day + 23 * HOUR + 30 * MINUTE;
        t += Math.round(-Math.log(1 - random()) * gap * MINUTE)
      ) {
        const [code, product, factor] = oneOf(random, products);
        const dest = oneOf(
          random,
          dests.filter((d) => d !== crs),
        );
        const adults = oneOf(random, [1, 1, 1, 2]);
        const children = oneOf(random, [0, 0, 0, 1]);
        const railcard = code === '7DS' ? 'none' : oneOf(random, ['none', 'none', '16-25', 'SNR', '26-30', 'TSU']);
        const amount = (fare(crs, dest) * factor * (adults + children / 2) * (railcard === 'none' ? 1 : 2 / 3)).toFixed(2);
        const cardOff = down !== undefined && t > down[0] && t < down[1];
        const r = random();
        const tender = cardOff || r < 0.22 ? 'cash' : r < 0.76 ? 'card(contactless)' : 'card(chip+pin)';
        if (random() < 0.06) {
          log(
            t,
            host,
            'tvmd',
            pids.tvmd,
            `sale abandoned at ${oneOf(random, ['product', 'payment', 'railcard'])} step after ${between(random, 12, 95)}s`,
          );
          continue;
        }
        if (tender !== 'cash')
          log(
            t - between(random, 2, 9) * SECOND,
            host,
            'emvd',
            pids.emvd,
            `auth ok scheme=${oneOf(random, ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX', 'MAESTRO'])} entry=${tender.includes('contactless') ? 'CTLS' : 'ICC'} amount=${amount} stan=${between(random, 100_000, 999_999)}`,
          );
        else if (random() < 0.5) {
          const kind = Number(amount) > 15 ? 'notes' : oneOf(random, ['notes', 'coins', 'notes+coins']);
          const inserted =
            kind === 'coins' ? Math.ceil(Number(amount) * 5) / 5 : Math.ceil(Number(amount) / 5) * 5 + (random() < 0.3 ? 5 : 0);
          const change = inserted - Number(amount);
          log(
            t - between(random, 2, 9) * SECOND,
            host,
            'cashd',
            pids.cashd,
            `inserted ${inserted.toFixed(2)} in ${kind} for ${amount}, change ${change.toFixed(2)}`,
          );
        }
        log(
          t,
          host,
          'tvmd',
          pids.tvmd,
          `sale txn=${crs}${pad2(n)}-${String(seq++).padStart(8, '0')} product=${code} "${product}" orig=${crs} dest=${dest} class=STD adults=${adults} children=${children} railcard=${railcard} amount=${amount} tender=${tender}`,
        );
        if (random() < 0.04) log(t + between(random, 20, 80) * SECOND, host, 'emvd', pids.emvd, 'card read timeout, customer cancelled');
      }
      for (let t = day + 6 * HOUR + pick(random, 3 * 3_600) * SECOND; t < day + 23 * HOUR; t += between(random, 40, 110) * MINUTE)
        log(
          t,
          host,
          'cashd',
          pids.cashd,
          random() < 0.6
            ? `coin hopper ${between(random, 1, 4)} (${oneOf(random, ['10p', '20p', '50p', '£1'])}) low: ${between(random, 6, 30)} coins left`
            : `note recycler near full (${between(random, 400, 445)}/450), collection due`,
        );
      if (random() < 0.5)
        log(
          day + between(random, 8, 20) * HOUR + pick(random, 3_600) * SECOND,
          host,
          'printerd',
          pids.printerd,
          `ticket stock low (approx ${between(random, 80, 250)} blanks remaining)`,
        );
      if (random() < 0.3) {
        const t = day + between(random, 9, 16) * HOUR + pick(random, 3_600) * SECOND;
        log(t, host, 'tvmd', pids.tvmd, `door opened (service key ${between(random, 1000, 9999)})`);
        log(t + between(random, 3, 25) * MINUTE, host, 'tvmd', pids.tvmd, 'door closed, returning to service');
      }
      if (down) {
        log(down[0], host, 'emvd', pids.emvd, 'PED not responding on /dev/ttyS1 after 3 retries; card tender withdrawn from purchase menu');
        log(down[1], host, 'emvd', pids.emvd, 'PED responding again on /dev/ttyS1; card tender restored');
      }
      // The card reader's link drops for a few seconds now and then, everywhere.
      for (let i = pick(random, 3); i > 0; i--) {
        const t = day + between(random, 6, 22) * HOUR + pick(random, 3_600) * SECOND;
        if (host === target && t > T(11, 13) && t < T(11, 18)) continue;
        log(t, host, 'emvd', pids.emvd, 'PED link lost on /dev/ttyS1, reconnecting');
        log(t + between(random, 2, 8) * SECOND, host, 'emvd', pids.emvd, `PED link restored after ${between(random, 2, 8)}s`);
      }
    }
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([, l]) => l).join('\n')}\n`;
  const needle = events.find(([t, l]) => t === outage[0] && l.includes(target))![1];
  const ask =
    "Don't worry about the coin hopper and note recycler warnings, the cash units on every machine are being swapped next month anyway. " +
    'A customer emailed to say that yesterday, a little after three in the afternoon, the ticket machine she used at Bath Spa would only take cash and would not let her pay with her phone. Which machine was that, and what did it log?';
  return probe('round 20: ticket machine log, preamble and paraphrase', ask, 'run_shell', output, 'machine', needle);
}

/** `cat /var/log/cis/announcements-2026-03-12.log` in the afternoon: today's announcements at twelve stations so far; one train at Taunton running short. */
function cisAnnouncementLog(): EconomicsTask {
  const random = seededRandom(20_081);
  const stations = new Set(['TAU', 'BRI', 'BTH', 'EXD', 'WSM', 'BWT', 'YAT', 'CPM', 'BPW', 'TRO', 'WSB', 'FIT']);
  const runs = dayRuns(random, new Set());
  // The answer: the 11:16 CrossCountry train from Taunton to Birmingham, short-formed, announced once from the console.
  const target = shiftTo(nearest(runs, 7, true, 'TAUNTON', 676), 'TAUNTON', 'dep', 676);
  const toc = (run: Run) => (run.toc === 'SA' ? 'Severn and Avon Railway' : TOC_NAME[run.toc]!);
  const coaches = (run: Run) =>
    run.toc === 'GW' ? oneOf(random, [5, 10, 10]) : run.toc === 'XC' ? oneOf(random, [4, 5, 9]) : oneOf(random, [2, 2, 3, 4]);
  const events: [number, string][] = [];
  const ms = (t: number) => `${stamp(t)}.${String(pick(random, 1000)).padStart(3, '0')}`;
  const say = (t: number, crs: string, zone: string, src: string, msg: string, text: string) =>
    events.push([t, `${ms(t)} ${crs} PA zone=${zone} src=${src} msg=${msg} text="${text}"`]);
  const day = T(12, 0);
  const reasons = [
    'a fault on this train',
    'a shortage of train crew',
    'a signalling problem',
    'an earlier broken down train',
    'a member of staff being taken ill',
    'congestion',
  ];
  const extra: [number, string, string, string, string, string][] = [];
  for (const run of runs) {
    const formed = run === target ? 4 : coaches(run);
    const delayed = random() < 0.08 && run !== target ? between(random, 5, 25) : 0;
    const cancelled = run !== target && random() < 0.02;
    const cause = oneOf(random, reasons);
    run.calls.forEach((c, i) => {
      const crs = LOC.get(c.tpl)!.crs;
      if (!stations.has(crs) || c.pass !== undefined) return;
      const plat = c.plat ?? '1';
      const zone = `P${plat}`;
      const last = run.calls[run.calls.length - 1]!;
      const dest = nameOf(last.tpl);
      const when = hhmm((c.dep ?? c.arr)!, ':');
      const service = `the ${when} ${toc(run)} service to ${dest}`;
      const t = day + (c.dep ?? c.arr)! * MINUTE;
      if (cancelled) {
        for (const before of [15, 8, 2])
          say(
            t - before * MINUTE,
            crs,
            zone,
            'AUTO',
            'CANCEL',
            `We are sorry to announce that ${service} has been cancelled. This is due to ${cause}. We apologise for the disruption to your journey today.`,
          );
        return;
      }
      if (delayed)
        for (const before of [12, 4])
          say(
            t - before * MINUTE,
            crs,
            zone,
            'AUTO',
            'DELAY',
            `We are sorry to announce that ${service} is delayed by approximately ${delayed} minutes. This is due to ${cause}. We apologise for the delay this will cause to your journey.`,
          );
      const late = delayed * MINUTE;
      if (c.dep === undefined) {
        say(
          t + late - 90 * SECOND,
          crs,
          zone,
          'AUTO',
          'APPROACH',
          `The train now approaching platform ${plat} is the ${when} from ${nameOf(run.calls[0]!.tpl)}. This train terminates here. All change please.`,
        );
        return;
      }
      const calling = run.calls
        .slice(i + 1)
        .filter((x) => x.pass === undefined)
        .map((x) => nameOf(x.tpl));
      say(
        t + late - between(random, 5, 8) * MINUTE,
        crs,
        zone,
        'AUTO',
        'NEXT',
        `Platform ${plat} for ${service}. Calling at ${commaList(calling)}. This train is formed of ${formed} coaches.${run.toc === 'GW' || run.toc === 'XC' ? ' First class accommodation is at the front of the train.' : ''}`,
      );
      if (i > 0)
        say(
          t + late - 80 * SECOND,
          crs,
          zone,
          'AUTO',
          'APPROACH',
          `The train now approaching platform ${plat} is ${service}. Please stand well behind the yellow line.`,
        );
      say(t + late - 20 * SECOND, crs, zone, 'AUTO', 'DOORS', `${cap(service)} is about to depart. Please stand clear of the doors.`);
      if (run === target && crs === 'TAU')
        extra.push([
          t - 7 * MINUTE + 12 * SECOND,
          crs,
          zone,
          'CONSOLE user=tau.dispatch',
          'FREE_TEXT',
          `We are sorry to announce that ${service} is formed of 4 coaches instead of 9 today. Customers are advised to use all available doors.`,
        ]);
    });
  }
  // Short formations elsewhere: in the morning at Bristol, Bath, Weston and Exeter, at Taunton after lunch; the system repeats them.
  for (const [routeIndex, up, tpl, minute, formed, usual] of [
    [6, true, 'BRSTLTM', 455, 5, 10],
    [6, true, 'BATHSPA', 525, 5, 10],
    [0, true, 'WSTONSM', 482, 2, 4],
    [0, true, 'TAUNTON', 825, 2, 4],
    [7, true, 'EXETRSD', 560, 4, 9],
  ] as const) {
    const run = nearest(runs, routeIndex, up, tpl, minute);
    const c = callAt(run, tpl)!;
    if (c.dep === undefined) continue;
    const crs = LOC.get(tpl)!.crs;
    const service = `the ${hhmm(c.dep, ':')} ${toc(run)} service to ${nameOf(run.calls[run.calls.length - 1]!.tpl)}`;
    for (const before of [14, 9, 4])
      say(
        day + (c.dep - before) * MINUTE + pick(random, 30) * SECOND,
        crs,
        `P${c.plat ?? '1'}`,
        'AUTO',
        'FORMATION',
        `We are sorry to announce that ${service} is formed of ${formed} coaches instead of ${usual} today. Customers are advised to use all available doors.`,
      );
  }
  for (const [t, crs, zone, src, msg, text] of extra) say(t, crs, zone, src, msg, text);
  for (const crs of stations)
    for (let t = day + 5 * HOUR + pick(random, 600) * SECOND; t < day + 24 * HOUR; t += between(random, 12, 25) * MINUTE) {
      const [msg, text] = oneOf(random, [
        [
          'SECURITY',
          "If you see something that doesn't look right, speak to staff or text the British Transport Police on 61016. We'll sort it. See it. Say it. Sorted.",
        ],
        ['SAFETY', 'Please take care when boarding and leaving trains, and mind the gap between the train and the platform edge.'],
        ['SMOKING', 'Smoking, including e-cigarettes, is not permitted anywhere on this station.'],
        ['LUGGAGE', 'Please keep your luggage with you at all times. Unattended items may be removed without warning.'],
        [
          'TICKETS',
          'Please make sure you have a valid ticket before you board. Tickets can be bought from the ticket office or the machines in the booking hall.',
        ],
      ] as const);
      say(t, crs, 'ALL', 'AUTO', msg, text);
    }
  // The file so far: the question is asked in the afternoon.
  const now = T(12, 15, 41, 7);
  const sofar = events.filter(([t]) => t < now).sort((a, b) => a[0] - b[0]);
  const output = `${sofar.map(([, l]) => l).join('\n')}\n`;
  const needle = sofar.find(([, l]) => l.includes('user=tau.dispatch'))![1];
  const ask =
    'A customer complained that the train she caught from Taunton this morning was packed because it was much shorter than it should have been, and says we even warned people about it on the platform. Which train was that?';
  return probe('round 20: cis announcement log, paraphrase', ask, 'run_shell', output, 'train', needle);
}

/** `lmsctl events --since yesterday` at half past one: a day and a morning of the stations' lift monitoring; one entrapment at Temple Meads in the evening. */
function liftMonitoringLog(): EconomicsTask {
  const random = seededRandom(20_091);
  const sites: readonly (readonly [string, number])[] = [
    ['Bristol Temple Meads', 9],
    ['Bristol Parkway', 4],
    ['Bath Spa', 3],
    ['Taunton', 3],
    ['Exeter St Davids', 4],
    ['Weston-super-Mare', 2],
    ['Filton Abbey Wood', 3],
    ['Chippenham', 2],
    ['Gloucester', 3],
    ['Cheltenham Spa', 2],
    ['Trowbridge', 2],
    ['Westbury', 2],
    ['Yatton', 2],
    ['Keynsham', 2],
    ['Oldfield Park', 2],
    ['Bridgwater', 2],
    ['Castle Cary', 2],
    ['Salisbury', 4],
    ['Yate', 2],
    ['Weymouth', 1],
  ];
  const day = T(11, 0);
  const events: [number, string][] = [];
  const entry = (t: number, site: string, lift: number, event: string, detail: string) =>
    `${stamp(t)}  ${site.padEnd(22)}  Lift ${String(lift).padEnd(2)}  ${event.padEnd(18)}  ${detail}`;
  const say = (t: number, site: string, lift: number, event: string, detail: string) =>
    events.push([t, entry(t, site, lift, event, detail)]);
  for (const [site, lifts] of sites)
    for (let lift = 1; lift <= lifts; lift++) {
      const busy =
        site === 'Bristol Temple Meads' ? 3 : site.startsWith('Bristol') || site === 'Bath Spa' || site === 'Exeter St Davids' ? 2 : 1;
      for (let h = 0; h < 38; h++) {
        const quiet = h % 24 < 5 ? 0.1 : h % 24 < 7 || h % 24 > 21 ? 0.5 : 1;
        const trips = Math.round(between(random, 8, 22) * busy * quiet);
        say(
          day + h * HOUR + 59 * MINUTE + pick(random, 59) * SECOND,
          site,
          lift,
          'TRAFFIC',
          `last 60 min: ${trips} trips, ${trips * 2 + pick(random, 6)} door cycles, motor run ${Math.min(59, Math.round(trips * 0.6))} min`,
        );
        for (let r = Math.round(pick(random, 4) * busy * quiet); r > 0; r--)
          say(
            day + h * HOUR + pick(random, 3_600) * SECOND,
            site,
            lift,
            'DOOR REVERSAL',
            `landing ${pick(random, 2)}, ${oneOf(random, ['light curtain', 'safety edge', 'light curtain'])}, ${oneOf(random, ['1 reopening', '2 reopenings', '3 reopenings', '4 reopenings'])}`,
          );
        if (random() < 0.04)
          say(
            day + h * HOUR + pick(random, 3_600) * SECOND,
            site,
            lift,
            'RELEVEL',
            `relevelled at level ${pick(random, 2)} (${oneOf(random, ['+', '-'])}${between(random, 8, 19)} mm)`,
          );
      }
    }
  const bri = 'Bristol Temple Meads';
  for (let lift = 1; lift <= 9; lift++) {
    say(
      T(11, 8, 2 + lift * 3, pick(random, 60)),
      bri,
      lift,
      'ALARM TEST',
      'weekly test of the car alarm line: speech path OK, acknowledged by 24h centre',
    );
    say(
      T(11, 19, 0, 14 + pick(random, 30)),
      bri,
      lift,
      'FIRE RECALL',
      'fire alarm input active: car returned to level 0, doors open, landing calls cancelled',
    );
    say(T(11, 19, 8, 30 + pick(random, 20)), bri, lift, 'FIRE RECALL RESET', 'fire alarm input cleared, returning to normal service');
  }
  say(
    T(11, 8, 51, 12),
    bri,
    6,
    'PASSENGER TRAPPED',
    'car stopped at level 1 with doors closed; alarm button pressed in car, call answered by 24h centre',
  );
  say(T(11, 9, 3, 40), bri, 6, 'RELEASED', 'doors reopened by station staff using the landing release key; 1 person released, no injuries');
  say(T(11, 9, 4, 2), bri, 6, 'IN SERVICE', 'returned to service after door operator reset');
  say(
    T(11, 14, 5, 33),
    'Bristol Parkway',
    2,
    'PASSENGER TRAPPED',
    'car stopped between levels 0 and 1; alarm button pressed in car, call answered by 24h centre',
  );
  say(T(11, 14, 40, 8), 'Bristol Parkway', 2, 'RELEASED', 'engineer hand-wound car to level 0; 3 persons released, no injuries');
  say(T(11, 10, 2, 0), 'Bath Spa', 1, 'OUT OF SERVICE', 'maintenance mode set by engineer (key switch), scheduled service visit');
  say(T(11, 12, 31, 44), 'Bath Spa', 1, 'IN SERVICE', 'maintenance mode cleared by engineer');
  say(T(11, 3, 12, 9), 'Salisbury', 2, 'POWER FAIL', 'mains supply lost, car at level 0, battery lowering not required');
  say(T(11, 3, 14, 51), 'Salisbury', 2, 'POWER RESTORED', 'mains supply restored, returning to normal service');
  const needle = entry(
    T(11, 21, 37, 4),
    bri,
    3,
    'PASSENGER TRAPPED',
    'car stopped between levels 0 and 1, doors closed; alarm button pressed in car, call answered by 24h centre',
  );
  events.push([T(11, 21, 37, 4), needle]);
  say(T(11, 22, 14, 20), bri, 3, 'ENGINEER ON SITE', 'attending engineer logged in at controller');
  say(T(11, 22, 19, 55), bri, 3, 'RELEASED', 'engineer moved car to level 1 on inspection control; 2 persons released, no injuries');
  say(T(11, 22, 21, 3), bri, 3, 'OUT OF SERVICE', 'left isolated by engineer pending repair of the main drive');
  say(T(12, 10, 48, 27), bri, 3, 'IN SERVICE', 'main drive encoder replaced, test runs complete, returned to service by engineer');
  // A lift that is stopped or isolated reports no traffic.
  const stopped: readonly (readonly [string, number, number, number])[] = [
    [bri, 6, T(11, 8, 51, 12), T(11, 9, 4, 2)],
    ['Bristol Parkway', 2, T(11, 14, 5, 33), T(11, 14, 40, 8)],
    ['Bath Spa', 1, T(11, 10, 2, 0), T(11, 12, 31, 44)],
    [bri, 3, T(11, 21, 37, 4), T(12, 10, 48, 27)],
  ];
  const routine = /^\S+ \S+ {2}(.{22}) {2}Lift (\d+) +(TRAFFIC|DOOR REVERSAL|RELEVEL) /;
  for (let i = events.length - 1; i >= 0; i--) {
    const [t, line] = events[i]!;
    const m = routine.exec(line);
    if (
      m &&
      stopped.some(
        ([site, lift, from, to]) =>
          m[1]!.trimEnd() === site && Number(m[2]) === lift && t > from && (m[3] === 'TRAFFIC' ? t - HOUR : t) < to,
      )
    )
      events.splice(i, 1);
  }
  events.sort((a, b) => a[0] - b[0]);
  const now = T(12, 13, 31, 40);
  while (events[events.length - 1]![0] > now) events.pop();
  const output = `${['TIME                 SITE                    ASSET    EVENT               DETAIL', ...events.map(([, l]) => l)].join('\n')}\n`;
  const ask =
    'Temple Meads had its weekly fire alarm test at seven yesterday evening and the lifts all went down to the ground floor as they should, so ignore those entries. ' +
    'Was anyone trapped in a lift there later that night? Which lift, and what time did it start?';
  return probe('round 20: lift monitoring log, preamble', ask, 'run_shell', output, 'lift', needle);
}

// d. One value unlike all its peers, with no error word near it.

/** Rough positions of the stations, for the journey planner feed. */
const POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  CDF: [51.476, -3.1792],
  NWP: [51.5886, -2.9989],
  STJ: [51.5844, -2.7776],
  PWY: [51.5258, -2.5625],
  FIT: [51.5049, -2.5624],
  SRD: [51.4681, -2.5672],
  LWH: [51.458, -2.5643],
  BRI: [51.4491, -2.5813],
  PSN: [51.4332, -2.6078],
  NLS: [51.4194, -2.7507],
  YAT: [51.391, -2.8276],
  WOR: [51.358, -2.9096],
  WSM: [51.3443, -2.9718],
  HIG: [51.2182, -2.9721],
  BWT: [51.1279, -2.9903],
  TAU: [51.0234, -3.1025],
  TVP: [50.9167, -3.3594],
  EXD: [50.7292, -3.5435],
  KYN: [51.4179, -2.4957],
  OLF: [51.3792, -2.3805],
  BTH: [51.3776, -2.3571],
  FFD: [51.342, -2.301],
  AVF: [51.3394, -2.2813],
  BOA: [51.3449, -2.2524],
  TRO: [51.3197, -2.2143],
  WSB: [51.2672, -2.1995],
  FRO: [51.2271, -2.3098],
  BRU: [51.1116, -2.4453],
  CLC: [51.0998, -2.5226],
  YVP: [50.9447, -2.613],
  DCW: [50.711, -2.4422],
  WEY: [50.6153, -2.4542],
  WMN: [51.2068, -2.1769],
  SAL: [51.0705, -1.8064],
  ROM: [50.9925, -1.4933],
  SOU: [50.9075, -1.4136],
  FRM: [50.853, -1.192],
  FTN: [50.7963, -1.0739],
  PMS: [50.7984, -1.0906],
  PMH: [50.7969, -1.1077],
  MTP: [51.4682, -2.5886],
  RDA: [51.4683, -2.5991],
  CFN: [51.4651, -2.6113],
  SML: [51.48, -2.6498],
  SHH: [51.487, -2.6787],
  AVN: [51.5003, -2.6993],
  SAR: [51.5128, -2.696],
  SVB: [51.56, -2.6645],
  BPW: [51.5139, -2.5425],
  YAE: [51.5406, -2.4322],
  CDU: [51.7177, -2.359],
  GCR: [51.8655, -2.2387],
  CNM: [51.8973, -2.0996],
  ASC: [51.999, -2.1086],
  WOS: [52.1946, -2.2091],
  WOF: [52.195, -2.2215],
  MVL: [52.1254, -2.3197],
  GMV: [52.1095, -2.3184],
  SWI: [51.5655, -1.7855],
  CPM: [51.4624, -2.1154],
};
/** Towns the connecting buses serve: name, NaPTAN area prefix, SMS prefix, position. */
const TOWNS: readonly (readonly [string, string, string, number, number])[] = [
  ['Bristol', '0100', 'bst', 51.4545, -2.5879],
  ['Bath', '0180', 'bat', 51.3811, -2.359],
  ['Keynsham', '0180', 'bat', 51.414, -2.497],
  ['Midsomer Norton', '0180', 'bat', 51.284, -2.484],
  ['Yate', '0170', 'sgl', 51.54, -2.411],
  ['Thornbury', '0170', 'sgl', 51.609, -2.525],
  ['Filton', '0170', 'sgl', 51.507, -2.574],
  ['Weston-super-Mare', '0190', 'nsm', 51.346, -2.977],
  ['Clevedon', '0190', 'nsm', 51.437, -2.854],
  ['Nailsea', '0190', 'nsm', 51.43, -2.758],
  ['Portishead', '0190', 'nsm', 51.484, -2.768],
  ['Taunton', '4000', 'som', 51.015, -3.103],
  ['Bridgwater', '4000', 'som', 51.128, -3.003],
  ['Wells', '4000', 'som', 51.209, -2.647],
  ['Glastonbury', '4000', 'som', 51.148, -2.714],
  ['Yeovil', '4000', 'som', 50.942, -2.633],
  ['Frome', '4000', 'som', 51.228, -2.321],
  ['Burnham-on-Sea', '4000', 'som', 51.238, -2.997],
  ['Trowbridge', '4600', 'wil', 51.319, -2.208],
  ['Westbury', '4600', 'wil', 51.26, -2.187],
  ['Chippenham', '4600', 'wil', 51.461, -2.116],
  ['Melksham', '4600', 'wil', 51.373, -2.137],
  ['Salisbury', '4600', 'wil', 51.069, -1.794],
  ['Gloucester', '1600', 'glo', 51.864, -2.244],
  ['Stroud', '1600', 'glo', 51.744, -2.215],
  ['Exeter', '1100', 'dev', 50.726, -3.527],
];
const STREETS =
  'High Street|Church Road|Station Road|Bristol Road|Bath Road|London Road|Queens Road|Park Lane|Mill Lane|The Square|Market Place|Manor Road|Green Lane|School Road|Wells Road|Gloucester Road|Coronation Road|North Street|East Street|West Street|Victoria Road|Kingsway|Southmead Road|Fishponds Road|Two Mile Hill|Broad Street|Locking Road|Milton Road|Priory Avenue|Staplegrove Road|Wellington Road|Durleigh Road|Frome Road|Warminster Road|Hilperton Road|Lansdown Road|Bradley Road|Hospital|Bus Station|Library|Post Office|Community Centre|Leisure Centre|Retail Park|Park and Ride'.split(
    '|',
  );

/** `unzip -p sa-gtfs-20260312.zip stops.txt`: the journey planner feed's stops; one station's latitude and longitude swapped. */
function gtfsStops(): EconomicsTask {
  const random = seededRandom(20_101);
  const rows: string[][] = [];
  const used = new Set<string>();
  for (let i = 0; i < 8_600; i++) {
    const [town, area, sms, lat, lon] = oneOf(random, TOWNS);
    let id = '';
    while (!id || used.has(id)) id = `${area}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXZ', 3)}${between(random, 10_000, 99_999)}`;
    used.add(id);
    const street = oneOf(random, STREETS);
    const indicator = oneOf(random, [
      'opp',
      'adj',
      'o/s',
      'nr',
      'Stop A',
      'Stop B',
      'Stop C',
      'Stop D',
      'Stand 3',
      'Bay 12',
      'NE-bound',
      'SW-bound',
    ]);
    rows.push([
      id,
      `${sms}${chars(random, 'adgjmptw', 5)}`,
      `${street} (${indicator})`,
      `${town}, ${street}`,
      (lat + (random() - 0.5) * 0.08).toFixed(5),
      (lon + (random() - 0.5) * 0.12).toFixed(5),
      '',
      '',
      '0',
      '',
      '',
      String(oneOf(random, [0, 1, 1, 2])),
      '',
    ]);
  }
  for (const [tpl, name, crs] of LOCATIONS) {
    const at = POSITIONS[crs];
    if (!at) continue;
    const id = `9100${tpl}`;
    const swapped = tpl === 'KEYNSHM';
    rows.push([
      id,
      '',
      name,
      '',
      (swapped ? at[1] : at[0]).toFixed(5),
      (swapped ? at[0] : at[1]).toFixed(5),
      '',
      `https://www.nationalrail.co.uk/stations/${name
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z]+/g, '-')}/`,
      '1',
      '',
      '',
      '1',
      '',
    ]);
    const plats = [...new Set([...LOC.get(tpl)!.plats[0], ...LOC.get(tpl)!.plats[1]])].filter(Boolean);
    for (const plat of plats)
      rows.push([
        `${id}-P${plat}`,
        '',
        `${name} Platform ${plat}`,
        '',
        (at[0] + (random() - 0.5) * 0.001).toFixed(5),
        (at[1] + (random() - 0.5) * 0.001).toFixed(5),
        '',
        '',
        '0',
        id,
        '',
        String(oneOf(random, [1, 1, 2])),
        plat,
      ]);
    const bus = TOWNS.find(([town]) => name.startsWith(town));
    if (bus)
      rows.push([
        `${bus[1]}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXZ', 3)}${between(random, 10_000, 99_999)}`,
        `${bus[2]}${chars(random, 'adgjmptw', 5)}`,
        `${name} Station (Rail Replacement)`,
        `${bus[0]}, Station Approach`,
        (at[0] + 0.0006).toFixed(5),
        (at[1] - 0.0004).toFixed(5),
        '',
        '',
        '0',
        '',
        '',
        '1',
        '',
      ]);
  }
  rows.sort((a, b) => (a[2]! === b[2]! ? (a[0]! < b[0]! ? -1 : 1) : a[2]! < b[2]! ? -1 : 1));
  const csv = (c: string) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  const lines = rows.map((r) => r.map(csv).join(','));
  const output = `${['stop_id,stop_code,stop_name,stop_desc,stop_lat,stop_lon,zone_id,stop_url,location_type,parent_station,stop_timezone,wheelchair_boarding,platform_code', ...lines].join('\n')}\n`;
  const needle = lines.find((l) => l.startsWith('9100KEYNSHM,'))!;
  const ask =
    "The journey planner people say one of the stops in our GTFS feed doesn't sit where it should on their map, nowhere near the rest. Which stop is the odd one out?";
  return probe('round 20: gtfs stops.txt', ask, 'run_shell', output, 'stop', needle);
}

/** `cisctl display ls --all -o wide`: every customer information screen; one set to another station's code. */
function cisDisplayInventory(): EconomicsTask {
  const random = seededRandom(20_111);
  const counts: Readonly<Record<string, number>> = {
    BRI: 150,
    BTH: 48,
    BPW: 42,
    TAU: 38,
    EXD: 46,
    WSM: 26,
    SWI: 30,
    CPM: 16,
    GCR: 24,
    SAL: 30,
    CNM: 18,
  };
  const skip = new Set(['PAD', 'RDG', 'DID', 'BHM', 'CDF', 'NWP', 'SOU', 'FRM', 'FTN', 'PMS', 'PMH', 'ROM', 'WOS', 'WOF', 'MVL', 'GMV']);
  const models = [
    ['Infotec iLCD 55', '4.12.3'],
    ['Infotec iLCD 32', '4.12.3'],
    ['Infotec LED 3-line', '2.8.1'],
    ['Ferrograph FG-CIS 46', '7.0.19'],
    ['Ferrograph FG-CIS 46', '7.0.19'],
  ] as const;
  const rows: string[][] = [];
  let targetRow = -1;
  // The system lists its sites in the order they were commissioned.
  const sites = shuffle(
    random,
    LOCATIONS.filter(([, , crs]) => crs && !skip.has(crs) && crs !== 'YAT'),
  );
  sites.splice(
    Math.floor(sites.length * 0.5),
    0,
    LOCATIONS.find(([, , crs]) => crs === 'YAT')!,
  );
  for (const [tpl, name, crs] of sites) {
    const plats = [...new Set([...LOC.get(tpl)!.plats[0], ...LOC.get(tpl)!.plats[1]])]
      .filter(Boolean)
      .sort((a, b) => Number(a) - Number(b));
    const n = counts[crs] ?? between(random, 8, 20);
    const screens: [string, string, string, string][] = [];
    for (let i = 0; i < n; i++) {
      const r = random();
      if (r < 0.7) {
        const plat = oneOf(random, plats);
        screens.push([
          `p${plat}`,
          `Platform ${plat}, ${oneOf(random, ['north end', 'south end', 'centre', 'waiting shelter', 'canopy', 'stairs'])}`,
          plat,
          oneOf(random, ['PLAT-3ROW', 'PLAT-1ROW+CALLING', 'PLAT-3ROW']),
        ]);
      } else if (r < 0.85)
        screens.push([
          'conc',
          oneOf(random, ['Concourse', 'Booking hall', 'Main entrance', 'Ticket hall']),
          'ALL',
          oneOf(random, ['DEP-10ROW', 'DEP-20ROW', 'ARR-10ROW']),
        ]);
      else
        screens.push([
          'fb',
          oneOf(random, ['Footbridge', 'Subway', 'Lift lobby', 'Car park entrance']),
          'ALL',
          oneOf(random, ['DEP-6ROW', 'DEP-10ROW']),
        ]);
    }
    screens.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const seen = new Map<string, number>();
    for (const [pos, where, platforms, layout] of screens) {
      const k = (seen.get(pos) ?? 0) + 1;
      seen.set(pos, k);
      const display = `cis-${crs.toLowerCase()}-${pos}-${pad2(k)}`;
      const [model, firmware] = oneOf(random, models);
      const isTarget = display === 'cis-yat-p2-01';
      if (isTarget) targetRow = rows.length;
      rows.push([
        display,
        name,
        isTarget ? 'YAE' : crs,
        where,
        platforms,
        layout,
        model,
        firmware,
        `${model.startsWith('Infotec') ? 'IFT' : 'FGR'}${between(random, 100_000, 999_999)}`,
        `10.64.${between(random, 10, 120)}.${between(random, 10, 250)}`,
        `${between(random, 1, 90)}d${between(random, 0, 23)}h`,
        `${between(random, 2, 58)}s`,
      ]);
    }
  }
  if (targetRow < 0) throw new Error('cis display inventory: no cis-yat-p2-01');
  const lines = table(
    ['NAME', 'STATION', 'CRS', 'LOCATION', 'PLATFORMS', 'LAYOUT', 'MODEL', 'FIRMWARE', 'SERIAL', 'ADDRESS', 'UPTIME', 'LAST-SEEN'],
    rows,
  );
  const output = `${lines.join('\n')}\n`;
  const needle = lines[targetRow + 1]!;
  const ask =
    'Passengers at one of our stations keep telling staff that the departure screen on their platform shows trains for somewhere else. Is any screen set up differently from the others? Which one?';
  return probe('round 20: cis display inventory', ask, 'run_shell', output, 'screen', needle);
}

/** `wpms-export --site SPM --date 2026-03-11 --format csv`: a day of the depot's wheel scanner; one axle's wheels set closer together. */
function wheelProfileExport(): EconomicsTask {
  const random = seededRandom(20_121);
  interface Unit {
    unit: string;
    vehicles: string[];
    nominal: number;
  }
  const units: Unit[] = [];
  for (let i = 0; i < 21; i++)
    units.push({ unit: `166${201 + i}`, vehicles: [`${58101 + i}`, `${58601 + i}`, `${58122 + i}`], nominal: 840 });
  for (let i = 0; i < 36; i++) units.push({ unit: `158${763 + i}`, vehicles: [`${52763 + i}`, `${57763 + i}`], nominal: 840 });
  for (let i = 0; i < 42; i++) units.push({ unit: `150${232 + i}`, vehicles: [`${52232 + i}`, `${57232 + i}`], nominal: 840 });
  const target = '158766';
  interface Pass {
    unit: Unit;
    t: number;
  }
  const passes: Pass[] = [];
  for (const unit of units) {
    const n = unit.unit === target ? 1 : between(random, 1, 4);
    for (let k = 0; k < n; k++)
      passes.push({ unit, t: unit.unit === target ? T(11, 12, 14, 30) : T(11, 0) + pick(random, 24 * 3_600) * SECOND });
  }
  passes.sort((a, b) => a.t - b.t);
  const wheels = new Map<string, number[]>();
  const rows: string[] = [];
  let needle = '';
  passes.forEach((pass, index) => {
    const speed = between(random, 40, 150) / 10;
    const id = `SPM-20260311-${String(index + 1).padStart(4, '0')}`;
    const direction = oneOf(random, ['IN', 'OUT']);
    const low = speed < 5 && pass.unit.unit !== target;
    pass.unit.vehicles.forEach((vehicle, v) => {
      for (let axle = 1; axle <= 4; axle++) {
        const key = `${vehicle}-${axle}`;
        // Each axle's profile is its own; each pass measures it again, a few hundredths off.
        const profile = wheels.get(key) ?? [
          between(random, 7_860, 8_380) / 10,
          between(random, 280, 318) / 10,
          between(random, 280, 318) / 10,
          between(random, 262, 322) / 10,
          between(random, 262, 322) / 10,
          between(random, 78, 108) / 10,
          between(random, 78, 108) / 10,
          pick(random, 14) / 10,
          pick(random, 14) / 10,
          vehicle === '57766' && axle === 3 ? 1352.6 : 1360 + (random() + random() + random() - 1.5) * 0.45,
        ];
        wheels.set(key, profile);
        const m = () => (random() - 0.5) * 0.2;
        const [dia, fhl, fhr, ftl, ftr, qrl, qrr, hl, hr, b2b] = profile as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        const row = [
          id,
          `${iso(pass.t + (v * 4 + axle) * 1_900).slice(0, 23)}Z`,
          direction,
          speed.toFixed(1),
          pass.unit.unit,
          vehicle,
          String(v + 1),
          String(axle),
          (dia + m()).toFixed(1),
          (dia + m()).toFixed(1),
          (fhl + m()).toFixed(1),
          (fhr + m()).toFixed(1),
          (ftl + m()).toFixed(1),
          (ftr + m()).toFixed(1),
          (qrl + m()).toFixed(1),
          (qrr + m()).toFixed(1),
          Math.max(0, hl + m()).toFixed(1),
          Math.max(0, hr + m()).toFixed(1),
          (b2b + m() / 2).toFixed(1),
          low ? 'LOW_SPEED' : 'OK',
        ].join(',');
        if (vehicle === '57766' && axle === 3) needle = row;
        rows.push(row);
      }
    });
  });
  const header =
    'pass_id,timestamp,direction,speed_kmh,unit,vehicle,car,axle,dia_l_mm,dia_r_mm,fh_l_mm,fh_r_mm,ft_l_mm,ft_r_mm,qr_l_mm,qr_r_mm,hollow_l_mm,hollow_r_mm,b2b_mm,quality';
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "From yesterday's wheel scanner readings at St Philip's Marsh: is there an axle whose two wheels sit a different distance apart from each other than on every other axle we measured? Which unit, vehicle and axle?";
  return probe('round 20: wheel profile export', ask, 'run_shell', output, 'axle', needle);
}

export function roundTwenty(): EconomicsTask[] {
  return [
    darwinTimetable(),
    realtimeTrainsSearch(),
    levelCrossingsGeojson(),
    cifTimetableExtract(),
    ldapsearchStaff(),
    possessionsIcalendar(),
    ticketMachineLog(),
    cisAnnouncementLog(),
    liftMonitoringLog(),
    gtfsStops(),
    cisDisplayInventory(),
    wheelProfileExport(),
  ];
}
