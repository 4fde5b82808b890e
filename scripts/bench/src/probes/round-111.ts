/**
 * Probe round 111, written blind: Northmarch Air Navigation, a made-up air navigation service provider (flight plan processing, radar and ADS-B track data, NOTAMs and aeronautical information, ATIS and weather feeds, controller sector and staffing logs, navigation aid monitoring). "Today" is Tuesday, 8 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - flight plan search (minified JSON): the IFPLID of today's Northmarch-to-Edinburgh NMR417;
 *  - NOTAM export (one-line XML): the number of the NOTAM about the crane by Halden's runway 26 threshold;
 *  - METAR archive (CSV, one field per station holding six weeks of reports): Halden's wind at 14:20 on 16 November;
 * b. The answer a few lines away from the line the question's words match:
 *  - airspace sector configuration (YAML): the secondary frequency of the combined Tarn East sector;
 *  - navaid monitor status (pretty JSON): when the Kestrel DME was last flight-checked;
 *  - NOTAM ingest journal (journalctl with Python tracebacks): where the Carrick Bay PAPI NOTAM crashed the parser;
 * c. A question that paraphrases the output or carries a preamble:
 *  - AFTN message log (ICAO ATS messages): the new off-blocks time in the delay message for NMR3371;
 *  - controller working position session log (key=value): when Tom Reilly logged off the Tarn East executive seat;
 *  - AIP amendment worklist for AIRAC 2613 (fixed-width table): Halden approach's new primary frequency;
 * d. One value unlike its peers, with no error word near it:
 *  - surveillance ground station status page (HTML): the receiver whose clock offset is far off the others;
 *  - FDPS processing log (NDJSON): the flight plan that took far longer to process than the rest;
 *  - controller console configuration dump (INI): the console fed by a single radar instead of the fused tracker.
 * Not among the bench's targets.
 * First run, at 6f62f85, the head when the round was written (with this file; `ROUNDS=111
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,677,070 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 111: flight plan search IFPLID
 *     codex: 18,412 tokens, peak 18,323, 0/1 needles, 0 read-backs
 *     context-chef: 889 tokens, peak 800, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,739 tokens, peak 2,217, 1/1 needles, 1 read-backs
 *     ours: 1,045 tokens, peak 758, 1/1 needles, 0 read-backs
 *   round 111: NOTAM export crane number
 *     codex: 208 tokens, peak 131, 0/1 needles, 0 read-backs
 *     context-chef: 760 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,052 tokens, peak 2,340, 0/1 needles, 4 read-backs
 *     ours: 6,683 tokens, peak 3,275, 0/1 needles, 4 read-backs
 *   round 111: METAR archive Halden wind
 *     codex: 220 tokens, peak 136, 0/1 needles, 0 read-backs
 *     context-chef: 913 tokens, peak 829, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,521 tokens, peak 6,730, 0/1 needles, 4 read-backs
 *     ours: 16,801 tokens, peak 7,219, 0/1 needles, 4 read-backs
 *   round 111: sector config secondary frequency
 *     codex: 13,877 tokens, peak 13,798, 0/1 needles, 0 read-backs
 *     context-chef: 695 tokens, peak 616, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,913 tokens, peak 2,591, 0/1 needles, 1 read-backs
 *     ours: 15,056 tokens, peak 5,730, 1/1 needles, 3 read-backs
 *   round 111: navaid status Kestrel DME flight check
 *     codex: 13,356 tokens, peak 13,264, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 620, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,630 tokens, peak 3,201, 0/1 needles, 4 read-backs
 *     ours: 8,654 tokens, peak 3,097, 0/1 needles, 4 read-backs
 *   round 111: ingest journal Carrick Bay PAPI traceback
 *     codex: 15,563 tokens, peak 15,472, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,944 tokens, peak 5,702, 0/1 needles, 4 read-backs
 *     ours: 16,650 tokens, peak 7,096, 0/1 needles, 4 read-backs
 *   round 111: AFTN log delayed off-blocks
 *     codex: 21,735 tokens, peak 21,635, 0/1 needles, 0 read-backs
 *     context-chef: 1,032 tokens, peak 932, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,821 tokens, peak 2,138, 1/1 needles, 3 read-backs
 *     ours: 3,709 tokens, peak 1,332, 1/1 needles, 3 read-backs
 *   round 111: position sessions relief time
 *     codex: 17,263 tokens, peak 17,161, 0/1 needles, 0 read-backs
 *     context-chef: 867 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,440 tokens, peak 1,385, 0/1 needles, 4 read-backs
 *     ours: 4,713 tokens, peak 1,002, 0/1 needles, 4 read-backs
 *   round 111: AIRAC worklist approach frequency
 *     codex: 11,174 tokens, peak 11,077, 0/1 needles, 0 read-backs
 *     context-chef: 599 tokens, peak 502, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,290 tokens, peak 1,166, 0/1 needles, 4 read-backs
 *     ours: 4,107 tokens, peak 891, 1/1 needles, 4 read-backs
 *   round 111: ground stations odd clock
 *     codex: 17,734 tokens, peak 17,653, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 704, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,090 tokens, peak 1,566, 0/1 needles, 2 read-backs
 *     ours: 6,615 tokens, peak 3,757, 0/1 needles, 3 read-backs
 *   round 111: processing log slow flight plan
 *     codex: 15,488 tokens, peak 15,414, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,776 tokens, peak 1,265, 0/1 needles, 4 read-backs
 *     ours: 3,992 tokens, peak 865, 1/1 needles, 4 read-backs
 *   round 111: console config odd track source
 *     codex: 14,373 tokens, peak 14,289, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,127 tokens, peak 3,074, 0/1 needles, 2 read-backs
 *     ours: 7,064 tokens, peak 3,211, 1/1 needles, 2 read-backs
 *     codex: 159,403 tokens, 0/12 needles
 *     context-chef: 9,530 tokens, 0/12 needles
 *     context-chef-store: 88,343 tokens, 2/12 needles
 *     ours: 95,089 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------
// Shared bits of Northmarch's world.

const FIR = 'ZNMR';
const AERODROMES = [
  { icao: 'ZNMI', name: 'NORTHMARCH INTL', rwys: ['09L', '27R', '09R', '27L'], lat: '5431', lon: '00158' },
  { icao: 'ZNHD', name: 'HALDEN', rwys: ['08', '26'], lat: '5419', lon: '00217' },
  { icao: 'ZNCB', name: 'CARRICK BAY', rwys: ['13', '31'], lat: '5502', lon: '00312' },
  { icao: 'ZNKF', name: 'KESTREL FIELD', rwys: ['14', '32', '04', '22'], lat: '5358', lon: '00141' },
  { icao: 'ZNTM', name: 'TARNMOUTH', rwys: ['08', '26'], lat: '5446', lon: '00104' },
] as const;
const HOME = AERODROMES.map((a) => a.icao);
const AWAY = [
  'EGLL',
  'EGKK',
  'EGPH',
  'EGCC',
  'EHAM',
  'EDDF',
  'EDDM',
  'LFPG',
  'EIDW',
  'EKCH',
  'ENGM',
  'ESSA',
  'EBBR',
  'LSZH',
  'LEMD',
  'LEBL',
];
const CARRIERS = [
  'NMR',
  'BAW',
  'EZY',
  'RYR',
  'KLM',
  'DLH',
  'AFR',
  'SAS',
  'FIN',
  'EIN',
  'TCX',
  'LOG',
  'EXS',
  'AUA',
  'SWR',
  'IBE',
  'VLG',
  'WZZ',
];
const AIRCRAFT: readonly (readonly [string, string, string])[] = [
  ['A20N', 'M', 'SDE2E3FGHIJ1RWY/LB1'],
  ['A320', 'M', 'SDE2E3FGHIJ1RWY/LB1'],
  ['A321', 'M', 'SDE3FGHIJ1J3J4J5RWY/LB1D1'],
  ['B738', 'M', 'SDE2E3FGHIRWXY/LB1'],
  ['B38M', 'M', 'SDE2E3FGHIJ2J3J4J5RWY/SB1D1'],
  ['E190', 'M', 'SDE2E3FGHIJ1RWY/LB1'],
  ['DH8D', 'M', 'SDE2E3FGIRY/S'],
  ['AT76', 'M', 'SDFGRY/S'],
  ['CRJ9', 'M', 'SDE2E3FGHIRWY/LB1'],
  ['A333', 'H', 'SDE1E2E3FGHIJ2J3J4J5M1RWXY/LB1D1'],
  ['B789', 'H', 'SDE2E3FGHIJ2J3J4J5M1P2RWXYZ/LB1D1'],
];
const FIXES = ['TARNA', 'HALDN', 'KESRL', 'OTBED', 'MARKO', 'BRAKN', 'ORLEX', 'SKELL', 'FENWK', 'DUNMO', 'GIVUS', 'LAMSO'];
const FIXES2 = ['NELSA', 'PODEX', 'RIVAK', 'SUMUT', 'TUNOS', 'UMBAL', 'VEKAN', 'WILMO', 'XAMAN', 'ABDIL', 'BOLTA', 'CIRRO'];
const AIRWAYS = ['L612', 'UL975', 'N864', 'M17', 'Y96', 'UN601', 'P18', 'UP2', 'L10', 'T420', 'Z7', 'Q41'];

/** A callsign as a flight plan spells it: operator, flight number, sometimes two letters. */
function callsign(random: () => number): string {
  const number = String(between(random, 1, 9899));
  return oneOf(random, CARRIERS) + number + (random() < 0.25 ? chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2) : '');
}

/** A field 15 route: speed and level, then fixes and airways. */
function routeText(random: () => number, level: number): string {
  const parts = [`N0${between(random, 410, 485)}F${String(level).padStart(3, '0')}`, oneOf(random, FIXES)];
  const legs = between(random, 2, 5);
  for (let i = 0; i < legs; i++) parts.push(oneOf(random, AIRWAYS), oneOf(random, i % 2 === 0 ? FIXES2 : FIXES));
  if (random() < 0.5) parts.push('DCT', oneOf(random, FIXES2));
  return parts.join(' ');
}

/** `HHMM` from minutes after midnight. */
function hhmm(minutes: number): string {
  return pad2(Math.floor(minutes / 60) % 24) + pad2(minutes % 60);
}

/** An ISO instant from a UTC epoch in milliseconds, to the second. */
function isoSecond(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

/** A day of 2026 (1 = 1 January) as YYYY-MM-DD. */
function day2026(dayOfYear: number): string {
  return new Date(Date.UTC(2026, 0, dayOfYear)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the flight data processing system's search, as one line of minified JSON. */
function a1FlightPlanSearch(): EconomicsTask {
  const random = seededRandom(111_001);
  const needle = 'AT06284117';
  const ifplid = (): string => {
    for (;;) {
      const id = oneOf(random, ['AA', 'AT', 'AB']) + chars(random, '0123456789', 8);
      if (id !== needle) return id;
    }
  };
  const days = ['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
  const reserved = new Set(['NMR417', 'NMR418', 'NMR471']);
  type Plan = { eobd: string; eobt: string; body: Record<string, unknown> };
  const plans: Plan[] = [];
  const add = (arcid: string, adep: string, ades: string, eobd: string, eobtMin: number, id: string): void => {
    const [type, wtc, equipment] = oneOf(random, AIRCRAFT);
    const level = oneOf(random, [250, 270, 290, 310, 330, 350, 370, 390]);
    const eobt = hhmm(eobtMin);
    const past = eobd < '2026-12-08' || (eobd === '2026-12-08' && eobtMin < 6 * 60);
    const status = past ? (random() < 0.04 ? 'CANCELLED' : 'TERMINATED') : random() < 0.03 ? 'SUSPENDED' : 'FILED';
    const offBlocks = Date.parse(`${eobd}T00:00:00Z`) + eobtMin * 60_000;
    const filedAt = offBlocks - between(random, 3 * 60, 40 * 60) * 60_000 - pick(random, 60_000);
    const history: { type: string; at: string }[] = [
      { type: 'FPL', at: isoSecond(filedAt) },
      { type: 'ACK', at: isoSecond(filedAt + between(random, 2, 40) * 1000) },
    ];
    if (random() < 0.2)
      history.push({
        type: oneOf(random, ['CHG', 'DLA']),
        at: isoSecond(offBlocks - between(random, 20, 170) * 60_000 - pick(random, 60_000)),
      });
    const eetMin = between(random, 35, 190);
    if (status === 'TERMINATED') {
      const dep = offBlocks + between(random, 6, 30) * 60_000 + pick(random, 60_000);
      history.push({ type: 'DEP', at: isoSecond(dep) });
      history.push({ type: 'ARR', at: isoSecond(dep + (eetMin + between(random, -8, 12)) * 60_000) });
    }
    if (status === 'CANCELLED')
      history.push({ type: 'CNL', at: isoSecond(offBlocks - between(random, 15, 300) * 60_000 - pick(random, 60_000)) });
    plans.push({
      eobd,
      eobt,
      body: {
        ifplid: id,
        arcid,
        arcTyp: type,
        wtc,
        fltRul: 'I',
        fltTyp: 'S',
        equipment,
        adep,
        eobd,
        eobt,
        ades,
        eet: hhmm(eetMin),
        altn1: oneOf(random, ades.startsWith('ZN') ? HOME.filter((h) => h !== ades) : AWAY.filter((h) => h !== ades)),
        rfl: `F${level}`,
        route: routeText(random, level),
        reg: `G${chars(random, 'ABCDEFGHIJKLMNOPRSTUVWXYZ', 4)}`,
        opr: arcid.slice(0, 3),
        pbn: oneOf(random, ['A1B1C1D1', 'A1B1C1D1O1S2', 'B1C1D1O1S1', 'A1B1D1O1S2T1']),
        status,
        ssrCode: status === 'TERMINATED' ? `A${chars(random, '01234567', 4)}` : null,
        ctot: random() < 0.12 ? hhmm(eobtMin + between(random, 10, 55)) : null,
        msgHistory: history,
      },
    });
  };
  for (let i = 0; i < 1250; i++) {
    let arcid = callsign(random);
    while (reserved.has(arcid)) arcid = callsign(random);
    const outbound = random() < 0.5;
    const home = oneOf(random, HOME);
    const other =
      random() < 0.2
        ? oneOf(
            random,
            HOME.filter((h) => h !== home),
          )
        : oneOf(random, AWAY);
    add(arcid, outbound ? home : other, outbound ? other : home, oneOf(random, days), between(random, 5 * 12, 22 * 12) * 5, ifplid());
  }
  for (const d of days) {
    if (d !== '2026-12-08') add('NMR417', 'ZNMI', 'EGPH', d, 9 * 60 + 5, ifplid());
    add('NMR418', 'EGPH', 'ZNMI', d, 11 * 60 + 40, ifplid());
  }
  add('NMR471', 'ZNMI', 'EGCC', '2026-12-08', 9 * 60 + 5, ifplid());
  add('NMR417', 'ZNMI', 'EGPH', '2026-12-08', 9 * 60 + 5, needle);
  plans.sort((x, y) => (x.eobd + x.eobt).localeCompare(y.eobd + y.eobt));
  const output = JSON.stringify({
    query: { unit: 'ZNMR', aerodromes: HOME, eobdFrom: days[0], eobdTo: days[4], statuses: 'ALL', requestedAt: '2026-12-08T06:10:44Z' },
    count: plans.length,
    truncated: false,
    flightPlans: plans.map((p) => p.body),
  });
  return probe(
    'round 111: flight plan search IFPLID',
    "What's the IFPLID of the flight plan for NMR417 today, Tuesday the 8th — the Northmarch to Edinburgh one?",
    'fdps_flight_plan_search',
    output,
    'ifplid',
    needle,
    true,
  );
}

/** A position as a NOTAM writes it: `541912N 0021704W`. */
function notamPsn(random: () => number, lat: string, lon: string): string {
  return `${lat}${pad2(between(random, 0, 59))}N ${lon}${pad2(between(random, 0, 59))}W`;
}

/** a2: the AIS NOTAM export, one line of XML after the declaration. */
function a2NotamExport(): EconomicsTask {
  const random = seededRandom(111_002);
  const dirs = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
  type Ad = (typeof AERODROMES)[number];
  const obstacle = (ad: Ad, what: string, rel: string): string =>
    `${what} ERECTED ${between(random, 2, 19) / 10}NM ${oneOf(random, dirs)} OF ${rel}. PSN ${notamPsn(random, ad.lat, ad.lon)}. HGT ${between(random, 150, 420)}FT AMSL (${between(random, 60, 240)}FT AGL). MARKED AND LGT.`;
  /** One NOTAM's Q-code, traffic, purpose, scope, limits, location and item E. */
  type Body = { q: string; traffic: string; purpose: string; scope: string; upper: string; ad: Ad | null; e: string };
  const filler = (): Body => {
    const ad = oneOf(random, AERODROMES);
    const rwy = oneOf(random, ad.rwys);
    const k = pick(random, 15);
    if (k === 0)
      return {
        q: 'QMRLC',
        traffic: 'IV',
        purpose: 'NBO',
        scope: 'A',
        upper: '999',
        ad,
        e: `RWY ${rwy} CLSD DUE ${oneOf(random, ['WIP', 'SNOW CLEARANCE', 'RUBBER REMOVAL', 'GROOVING WORKS'])}.`,
      };
    if (k === 1) {
      const t = oneOf(random, ['A', 'B', 'C', 'D', 'E', 'K', 'L', 'M']);
      return {
        q: 'QMXLC',
        traffic: 'IV',
        purpose: 'M',
        scope: 'A',
        upper: '999',
        ad,
        e: `TWY ${t} CLSD BTN ${t}${between(random, 1, 4)} AND ${t}${between(random, 5, 9)}.`,
      };
    }
    if (k === 2) return { q: 'QLPAS', traffic: 'IV', purpose: 'NBO', scope: 'A', upper: '999', ad, e: `PAPI RWY ${rwy} U/S.` };
    if (k === 3) return { q: 'QICAS', traffic: 'I', purpose: 'NBO', scope: 'A', upper: '999', ad, e: `ILS RWY ${rwy} U/S. RNP APCH AVBL.` };
    if (k === 4)
      return { q: 'QIGAS', traffic: 'I', purpose: 'NBO', scope: 'A', upper: '999', ad, e: `GP RWY ${rwy} U/S. LOC ONLY APCH AVBL.` };
    if (k === 5 || k === 6) {
      for (;;) {
        const what = oneOf(random, ['CRANE', 'CRANE', 'MOBILE CRANE', 'MAST', 'WIND TURBINE']);
        const rel = random() < 0.6 ? `THR RWY ${rwy}` : 'ARP';
        if (ad.icao === 'ZNHD' && rel === 'THR RWY 26' && what.includes('CRANE')) continue;
        return { q: 'QOBCE', traffic: 'IV', purpose: 'M', scope: 'A', upper: '005', ad, e: obstacle(ad, what, rel) };
      }
    }
    if (k === 7)
      return {
        q: 'QOLAS',
        traffic: 'IV',
        purpose: 'M',
        scope: 'A',
        upper: '005',
        ad,
        e: `OBST LGT ON ${oneOf(random, ['MAST', 'CHIMNEY', 'TOWER', 'WIND TURBINE'])} PSN ${notamPsn(random, ad.lat, ad.lon)} U/S.`,
      };
    if (k === 8)
      return {
        q: 'QMNLC',
        traffic: 'IV',
        purpose: 'M',
        scope: 'A',
        upper: '999',
        ad,
        e: `STANDS ${between(random, 1, 20)} TO ${between(random, 21, 40)} CLSD.`,
      };
    if (k === 9)
      return {
        q: 'QFAXX',
        traffic: 'IV',
        purpose: 'M',
        scope: 'A',
        upper: '999',
        ad,
        e: 'BIRD CONCENTRATION IN VICINITY OF AD. EXERCISE CAUTION.',
      };
    if (k === 10)
      return {
        q: 'QFAAH',
        traffic: 'IV',
        purpose: 'NBO',
        scope: 'A',
        upper: '999',
        ad,
        e: `AD HR OF OPS: MON-FRI 0${between(random, 5, 7)}00-2${between(random, 0, 3)}00, SAT-SUN 0800-2000.`,
      };
    if (k === 11)
      return {
        q: 'QWULW',
        traffic: 'V',
        purpose: 'BO',
        scope: 'W',
        upper: '004',
        ad: null,
        e: `UAS OPS WI ${between(random, 1, 5)}NM RADIUS OF PSN ${notamPsn(random, ad.lat, ad.lon)}. SFC-${between(random, 2, 4)}00FT AGL.`,
      };
    if (k === 12)
      return {
        q: 'QRRCA',
        traffic: 'IV',
        purpose: 'BO',
        scope: 'W',
        upper: '245',
        ad: null,
        e: `TEMPO RESTRICTED AREA ZNR${between(random, 101, 140)} ACT SFC-FL${between(random, 9, 24)}5. MIL EXERCISE.`,
      };
    if (k === 13)
      return {
        q: 'QNVAS',
        traffic: 'IV',
        purpose: 'BO',
        scope: 'E',
        upper: '999',
        ad: null,
        e: `VOR ${oneOf(random, ['HLD', 'KSL', 'TRN', 'NMA', 'CBY', 'MRC'])} ${between(random, 108, 117)}.${between(random, 0, 9)}${oneOf(random, ['0', '5'])}MHZ U/S.`,
      };
    return {
      q: 'QSTAH',
      traffic: 'IV',
      purpose: 'B',
      scope: 'A',
      upper: '999',
      ad,
      e: `TWR HR OF SER: 0600-2200. OUTSIDE THESE HR AFIS AVBL ON ${between(random, 118, 135)}.${pad2(between(random, 0, 99))}0MHZ.`,
    };
  };
  const halden = AERODROMES[1];
  const tarnmouth = AERODROMES[4];
  const bodies: Body[] = Array.from({ length: 820 }, filler);
  const near = (ad: Ad, what: string, rel: string): Body => ({
    q: 'QOBCE',
    traffic: 'IV',
    purpose: 'M',
    scope: 'A',
    upper: '005',
    ad,
    e: obstacle(ad, what, rel),
  });
  bodies.splice(180, 0, near(halden, 'CRANE', 'THR RWY 08'));
  bodies.splice(300, 0, near(tarnmouth, 'CRANE', 'THR RWY 26'));
  bodies.splice(560, 0, near(halden, 'MAST', 'THR RWY 26'));
  bodies.splice(610, 0, near(halden, 'CRANE', 'ARP'));
  const targetAt = 430;
  bodies.splice(targetAt, 0, {
    q: 'QOBCE',
    traffic: 'IV',
    purpose: 'M',
    scope: 'A',
    upper: '005',
    ad: halden,
    e: 'CRANE ERECTED 0.7NM E OF THR RWY 26. PSN 541912N 0021704W. HGT 214FT AMSL (95FT AGL). MARKED AND LGT.',
  });
  let number = 1604;
  const issued: string[] = [];
  let needle = '';
  const start = Date.UTC(2026, 8, 20);
  const parts = bodies.map((b, i) => {
    number += random() < 0.85 ? 1 : between(random, 2, 4);
    const id = `A${number}/26`;
    if (i === targetAt) needle = id;
    const created = start + (i / bodies.length) * (Date.UTC(2026, 11, 8) - start) + pick(random, 3_600_000);
    const from = created + between(random, 0, 72) * 3_600_000;
    const to = Math.max(from + between(random, 6, 2000) * 3_600_000, Date.UTC(2026, 11, 8, 7) + between(random, 1, 900) * 3_600_000);
    const stamp = (ms: number): string => new Date(ms).toISOString().slice(2, 16).replace(/[-T:]/g, '');
    const replaces =
      random() < 0.12 && issued.length > 5
        ? oneOf(
            random,
            issued.slice(-60).filter((x) => x !== needle),
          )
        : null;
    issued.push(id);
    const ad = b.ad;
    const centre = ad ? `${ad.lat}N${ad.lon}W` : `54${between(random, 0, 59)}N002${between(random, 0, 59)}W`;
    const radius = ad ? '005' : pad2(between(random, 5, 40)).padStart(3, '0');
    return (
      `<Notam id="${id}" series="A" type="${replaces ? 'R' : 'N'}"${replaces ? ` replaces="${replaces}"` : ''}>` +
      `<QLine fir="${FIR}" code="${b.q}" traffic="${b.traffic}" purpose="${b.purpose}" scope="${b.scope}" lower="000" upper="${b.upper}" centre="${centre}" radius="${radius}"/>` +
      `<Location icao="${ad ? ad.icao : FIR}">${ad ? ad.name : 'NORTHMARCH FIR'}</Location>` +
      `<Validity from="${stamp(from)}" to="${stamp(to)}"${random() < 0.2 ? ' estimated="true"' : ''}/>` +
      (random() < 0.15
        ? `<Schedule>DLY ${hhmm(between(random, 5, 9) * 60)}-${hhmm(between(random, 16, 21) * 60)}</Schedule>`
        : '<Schedule/>') +
      `<ItemE>${b.e}</ItemE>` +
      `<Issued>${isoSecond(created)}</Issued><Originator>${oneOf(random, ['ZNMRYNYX', 'ZNMIYOYX', 'ZNHDYOYX'])}</Originator></Notam>`
    );
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<NotamExport xmlns="urn:northmarch:ais:notam:2" fir="${FIR}" generated="2026-12-08T06:00:12Z" status="in-force" count="${parts.length}">` +
    parts.join('') +
    '</NotamExport>\n';
  return probe(
    'round 111: NOTAM export crane number',
    "What's the number of the NOTAM about the crane near the runway 26 threshold at Halden?",
    'ais_notam_export',
    output,
    'notam',
    needle,
    true,
  );
}

/** a3: the met archive's CSV export, one row per station whose last field holds every report of the period. */
function a3MetarArchive(): EconomicsTask {
  const random = seededRandom(111_003);
  const needle = '29017G29KT';
  const start = Date.UTC(2026, 9, 25, 0, 20);
  const end = Date.UTC(2026, 11, 8, 5, 50);
  const target = Date.UTC(2026, 10, 16, 14, 20);
  const temp = (t: number): string => (t < 0 ? `M${pad2(-t)}` : pad2(t));
  const rows = ['station,name,period_start,period_end,reports,missing,text'];
  for (const ad of [AERODROMES[0], AERODROMES[2], AERODROMES[1], AERODROMES[3], AERODROMES[4]]) {
    let dir = between(random, 18, 30) * 10;
    let speed = between(random, 4, 14);
    let qnh = between(random, 995, 1025);
    let t = between(random, 6, 12);
    const reports: string[] = [];
    let missing = 0;
    for (let ms = start; ms <= end; ms += 1_800_000) {
      const d = new Date(ms);
      const time = `${pad2(d.getUTCDate())}${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}Z`;
      if (ad.icao === 'ZNHD' && ms === target) {
        reports.push(
          `METAR ZNHD ${time} ${needle} 9999 -SHRA FEW012 SCT025CB ${temp(t)}/${temp(t - 3)} Q${String(qnh).padStart(4, '0')} RESHRA=`,
        );
        continue;
      }
      if (random() < 0.004) {
        missing++;
        continue;
      }
      dir = ((dir + between(random, -2, 2) * 10 - 10 + 360) % 360) + 10;
      speed = Math.max(1, Math.min(32, speed + between(random, -3, 3)));
      if (ad.icao === 'ZNHD' && Math.abs(ms - target) <= 4 * 3_600_000) {
        // The front of the 16th: the wind has backed round to the west and freshened.
        dir = between(random, 27, 31) * 10;
        speed = between(random, 12, 19);
      }
      qnh = Math.max(968, Math.min(1038, qnh + between(random, -1, 1)));
      const hour = d.getUTCHours();
      const seasonal = 11 - Math.floor((ms - start) / (86_400_000 * 6));
      t = Math.max(seasonal - 6, Math.min(seasonal + 5, t + (hour >= 8 && hour < 14 ? between(random, 0, 1) : between(random, -1, 0))));
      const dew = t - between(random, 0, 5);
      const windGroup = (): string => {
        const gust = speed >= 14 && random() < 0.45 ? `G${speed + between(random, 8, 16)}` : '';
        return speed <= 2 ? `VRB0${speed}KT` : `${String(dir).padStart(3, '0')}${pad2(speed)}${gust}KT`;
      };
      let wind = windGroup();
      while (wind === needle) wind = windGroup();
      const wet = random() < 0.25;
      const vis = wet ? String(between(random, 8, 90) * 100).padStart(4, '0') : '9999';
      const weather = wet ? ` ${oneOf(random, ['-RA', 'RA', 'BR', '-DZ', '-SHRA', 'DZ BR', '-RASN'])}` : '';
      const layers = between(random, 0, 3);
      const clouds =
        layers === 0 && !wet
          ? ''
          : Array.from({ length: Math.max(1, layers) }, (_, i) => {
              const last = i === Math.max(1, layers) - 1;
              const cover = oneOf(random, last && i > 0 ? ['BKN', 'OVC'] : i === 0 ? ['FEW', 'SCT'] : ['SCT', 'BKN']);
              return ` ${cover}${String(between(random, 4, 14) + i * 15).padStart(3, '0')}`;
            }).join('');
      const sky = !wet && layers === 0 && random() < 0.6 ? ' CAVOK' : ` ${vis}${weather}${clouds || ' NSC'}`;
      const trend = oneOf(random, [' NOSIG', ' NOSIG', ' NOSIG', '', ' BECMG 6000 -RA', ' TEMPO 4000 SHRA', ' BECMG BKN012']);
      const kind = random() < 0.02 ? 'SPECI' : 'METAR';
      reports.push(`${kind} ${ad.icao} ${time} ${wind}${sky} ${temp(t)}/${temp(dew)} Q${String(qnh).padStart(4, '0')}${trend}=`);
    }
    const text = reports.join(' ');
    rows.push(
      `${ad.icao},${ad.name},${isoSecond(start).slice(0, 16)}Z,${isoSecond(end).slice(0, 16)}Z,${reports.length},${missing},"${text}"`,
    );
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 111: METAR archive Halden wind',
    'What wind did Halden report in its METAR at twenty past two in the afternoon (UTC) on Monday the 16th of November?',
    'met_archive_export',
    output,
    'wind',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the airspace configuration tool's dump of every sector, as YAML. */
function b1SectorConfig(): EconomicsTask {
  const random = seededRandom(111_004);
  const endings = ['000', '005', '010', '015', '025', '030', '035', '040', '050', '055', '060', '065', '075', '080', '085', '090'];
  const pool = shuffle(
    random,
    Array.from({ length: 19 }, (_, m) => endings.map((e) => `${118 + m}.${e}`))
      .flat()
      .filter((f) => f !== '121.500'),
  );
  let nextFreq = 0;
  const freq = (): string => pool[nextFreq++]!;
  const areas = [
    ['BRACKEN', 'BRK'],
    ['CARRICK', 'CRK'],
    ['DUNMORE', 'DUN'],
    ['FENWICK', 'FEN'],
    ['HALDEN', 'HLD'],
    ['TARN', 'TRN'],
    ['MARCH', 'MRC'],
    ['ORLE', 'ORL'],
    ['SKELL', 'SKL'],
    ['KESTREL', 'KST'],
  ] as const;
  const directions = [
    ['EAST', 'E'],
    ['WEST', 'W'],
    ['NORTH', 'N'],
    ['SOUTH', 'S'],
  ] as const;
  let needle = '';
  let ssr = 4000;
  const lines = [
    '# airspace-config show --all --format yaml',
    `# FIR ${FIR}  AIRAC 2612 (effective 2026-11-26)  exported 2026-12-08T06:02:44Z by ops-cfg@nmans`,
    `fir: ${FIR}`,
    'airac: "2612"',
    'state: published',
    'sectors:',
  ];
  const sector = (o: {
    id: string;
    name: string;
    unit: string;
    kind: string;
    configuration: string;
    lower: string;
    upper: string;
    callsign: string;
    adjacent: string[];
    combines: string[];
  }): void => {
    const primary = freq();
    const secondary = freq();
    if (o.name === 'TARN EAST') needle = secondary;
    const declared = between(random, 28, 46);
    lines.push(
      `  - id: ${o.id}`,
      `    name: ${o.name}`,
      `    unit: ${o.unit}`,
      `    kind: ${o.kind}`,
      `    configuration: ${o.configuration}`,
      '    vertical_limits:',
      `      lower: ${o.lower}`,
      `      upper: ${o.upper}`,
      '    frequencies:',
      `      primary: "${primary}"`,
      `      secondary: "${secondary}"`,
      '      guard: "121.500"',
      `    callsign: ${o.callsign}`,
      `    ssr_block: "${ssr}-${ssr + 7}"`,
      '    capacity:',
      `      declared_per_hour: ${declared}`,
      `      sustained_per_hour: ${declared - between(random, 2, 6)}`,
      `      peak_per_60min: ${declared + between(random, 3, 9)}`,
      '    adjacent:',
      ...o.adjacent.map((a) => `      - ${a}`),
      `    opening_scheme: ${oneOf(random, ['H24', 'H24', 'HJ', 'SCHEDULE-WINTER-A', 'SCHEDULE-WINTER-B', 'ON-DEMAND'])}`,
      ...(o.combines.length ? ['    combines:', ...o.combines.map((c) => `      - ${c}`)] : ['    combines: []']),
      `    last_modified: 2026-${oneOf(random, ['09-03', '10-01', '10-29', '11-26'])}T00:00:00Z`,
    );
    ssr += 10;
  };
  for (const [area, code] of areas) {
    for (const [dir, d] of directions) {
      const base = `ZNMR-ACC-${code}${d}`;
      const neighbours = (): string[] =>
        Array.from(
          { length: between(random, 2, 4) },
          () => `ZNMR-ACC-${oneOf(random, areas)[1]}${oneOf(random, directions)[1]}${oneOf(random, ['', 'L', 'U'])}`,
        );
      const common = { unit: 'NORTHMARCH ACC', kind: 'en-route', callsign: 'NORTHMARCH CONTROL' };
      sector({
        ...common,
        id: base,
        name: `${area} ${dir}`,
        configuration: 'bandbox',
        lower: 'FL095',
        upper: 'FL660',
        adjacent: neighbours(),
        combines: [`${base}L`, `${base}U`],
      });
      sector({
        ...common,
        id: `${base}L`,
        name: `${area} ${dir} LOWER`,
        configuration: 'split',
        lower: 'FL095',
        upper: 'FL245',
        adjacent: neighbours(),
        combines: [],
      });
      sector({
        ...common,
        id: `${base}U`,
        name: `${area} ${dir} UPPER`,
        configuration: 'split',
        lower: 'FL245',
        upper: 'FL660',
        adjacent: neighbours(),
        combines: [],
      });
    }
  }
  for (const ad of AERODROMES) {
    const place = ad.name.replace(' INTL', '');
    for (const [role, kind, upper] of [
      ['APPROACH', 'terminal', 'FL105'],
      ['DIRECTOR', 'terminal', 'FL075'],
      ['TOWER', 'aerodrome', '2500FT'],
      ['GROUND', 'aerodrome', 'SFC'],
      ['DELIVERY', 'aerodrome', 'SFC'],
    ] as const) {
      sector({
        id: `${ad.icao}-${role.slice(0, 3)}`,
        name: `${place} ${role}`,
        unit: `${place} ATC`,
        kind,
        configuration: 'single',
        lower: 'SFC',
        upper,
        callsign: `${place} ${role}`,
        adjacent: [
          `${ad.icao}-${oneOf(random, ['APP', 'TOW', 'GRO'])}`,
          `ZNMR-ACC-${oneOf(random, areas)[1]}${oneOf(random, directions)[1]}L`,
        ],
        combines: [],
      });
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 111: sector config secondary frequency',
    "What's the secondary frequency for the TARN EAST sector — the combined one, not the lower or upper split?",
    'airspace_config_show',
    output,
    'frequency',
    needle,
  );
}

/** b2: the navaid monitoring system's status of every facility, as pretty JSON. */
function b2NavaidStatus(): EconomicsTask {
  const random = seededRandom(111_005);
  const needle = '2026-08-27';
  const date = (from: number, to: number): string => {
    for (;;) {
      const d = day2026(between(random, from, to));
      if (d !== needle) return d;
    }
  };
  const technicians = ['R. Adeyemi', 'S. Lindqvist', 'M. Doherty', 'J. Pereira', 'K. Nowak', 'H. Brennan', 'A. Okafor', 'L. Marsh'];
  type Facility = { ident: string; name: string; type: string; tuning: Record<string, string | number>; target?: boolean };
  const facilities: Facility[] = [];
  const vorSites = [
    ['HALDEN', 'HLD'],
    ['TARN', 'TRN'],
    ['NORTHMARCH', 'NMA'],
    ['CARRICK', 'CBY'],
    ['DUNMORE', 'DNM'],
    ['FENWICK', 'FNW'],
    ['KESTREL', 'KSL'],
    ['ORLE', 'ORL'],
    ['SKELL', 'SKL'],
    ['GIVON', 'GVN'],
    ['LAMBRIDGE', 'LMB'],
    ['BRACKEN', 'BRK'],
    ['MARCH', 'MRC'],
    ['WESTFELL', 'WFL'],
  ] as const;
  for (const [name, ident] of vorSites) {
    const step = between(random, 0, 56);
    const mhz = Number((112.3 + step / 10).toFixed(2));
    if (name !== 'MARCH') facilities.push({ ident, name, type: 'DVOR', tuning: { frequencyMHz: mhz } });
    facilities.push({ ident, name, type: 'DME', tuning: { channel: `${70 + step}X`, pairedVorMHz: mhz }, target: name === 'KESTREL' });
  }
  for (const [name, ident] of [
    ['BRACKEN', 'BK'],
    ['KESTREL', 'KS'],
    ['HALDEN', 'HN'],
    ['TARNMOUTH', 'TM'],
    ['CARRICK BAY', 'CB'],
    ['SKELL', 'SK'],
    ['ORLE', 'OE'],
    ['NORTHMARCH', 'NM'],
  ] as const)
    facilities.push({ ident, name, type: 'NDB', tuning: { frequencyKHz: between(random, 290, 440) } });
  for (const ad of AERODROMES) {
    for (const rwy of ad.rwys) {
      const ident = `I${ad.icao.slice(2)}${oneOf(random, ['A', 'B', 'C', 'N', 'S', 'W', 'E'])}`;
      const name = `${ad.name} RWY ${rwy}`;
      const tenth = between(random, 0, 19) * 2 + 1;
      const y = random() < 0.5;
      const loc = Number((108 + tenth / 10 + (y ? 0.05 : 0)).toFixed(2));
      const channel = `${17 + tenth}${y ? 'Y' : 'X'}`;
      const course = (Number(rwy.slice(0, 2)) * 10 + between(random, -4, 4) + 360) % 360;
      facilities.push({ ident, name: `${name} LOC`, type: 'ILS-LOC', tuning: { frequencyMHz: loc, courseDegMag: course } });
      facilities.push({
        ident,
        name: `${name} GP`,
        type: 'ILS-GP',
        tuning: { pairedLocMHz: loc, angleDeg: oneOf(random, [3, 3, 3, 3.5]) },
      });
      facilities.push({ ident, name: `${name} DME`, type: 'ILS-DME', tuning: { channel, pairedLocMHz: loc } });
    }
  }
  const kestrel = facilities.findIndex((f) => f.target);
  const [moved] = facilities.splice(kestrel, 1);
  facilities.splice(Math.floor(facilities.length * 0.55), 0, moved!);
  const readings = (f: Facility): Record<string, number | string>[] =>
    Array.from({ length: 6 }, (_, h): Record<string, number | string> => {
      const at = `2026-12-08T0${h}:00:00Z`;
      if (f.type === 'DVOR')
        return {
          at,
          azimuthErrorDeg: between(random, -12, 12) / 100,
          modulation30HzPct: between(random, 290, 310) / 10,
          identPresent: 'YES',
        };
      if (f.type === 'DME' || f.type === 'ILS-DME')
        return {
          at,
          replyEfficiencyPct: between(random, 88, 99),
          delayUs: 50 + between(random, -5, 5) / 100,
          pulsePairRatePps: between(random, 800, 2400),
        };
      if (f.type === 'NDB') return { at, fieldStrengthDbUv: between(random, 60, 74), identPresent: 'YES' };
      if (f.type === 'ILS-LOC')
        return { at, courseDdm: between(random, -15, 15) / 10000, sdmPct: between(random, 396, 404) / 10, identPresent: 'YES' };
      return { at, pathAngleDeg: 3 + between(random, -4, 4) / 100, ddmWidth: between(random, 170, 180) / 1000 };
    });
  const records = facilities.map((f, i) => ({
    id: `NAV-${String(101 + i * 3).padStart(4, '0')}`,
    ident: f.ident,
    name: f.name,
    type: f.type,
    ...f.tuning,
    maintenance: {
      lastFlightCheck: f.target ? needle : date(20, 330),
      flightCheckIntervalDays: f.type.startsWith('ILS') ? 180 : 365,
      lastPreventiveMaintenance: date(280, 340),
      nextPreventiveMaintenance: date(343, 365),
      responsibleTechnician: oneOf(random, technicians),
    },
    site: {
      code: `SITE-${f.ident}`,
      latitude: Number((53.8 + random() * 1.4).toFixed(4)),
      longitude: Number((-3.3 + random() * 2.4).toFixed(4)),
      elevationFt: between(random, 12, 1450),
      powerSource: oneOf(random, ['MAINS+UPS', 'MAINS+UPS+GEN', 'MAINS+UPS']),
    },
    status: {
      operational: 'NORMAL',
      activeTransmitter: oneOf(random, ['TX1', 'TX1', 'TX2']),
      monitorA: 'NORMAL',
      monitorB: 'NORMAL',
      remoteControl: oneOf(random, ['ENABLED', 'ENABLED', 'LOCAL']),
      lastUpdate: isoSecond(Date.UTC(2026, 11, 8, 5, 59) + pick(random, 60_000)),
    },
    recentReadings: readings(f),
  }));
  const output =
    JSON.stringify(
      { system: 'NMANS-NAVMON', generatedAt: '2026-12-08T06:00:03Z', facilityCount: records.length, facilities: records },
      null,
      2,
    ) + '\n';
  return probe(
    'round 111: navaid status Kestrel DME flight check',
    'When was the Kestrel DME last flight-checked? I mean the en-route one, KSL, not the ILS DME at Kestrel Field.',
    'navaid_monitor_status',
    output,
    'flightcheck',
    needle,
  );
}

/** A short NOTAM subject for a log line: Q-code and item E. */
function notamSubject(random: () => number, ad: (typeof AERODROMES)[number]): [string, string] {
  const rwy = oneOf(random, ad.rwys);
  return oneOf(random, [
    ['QMRLC', `RWY ${rwy} CLSD DUE WIP`],
    ['QMXLC', `TWY ${oneOf(random, ['A', 'B', 'C', 'D', 'K'])} CLSD`],
    ['QLPAS', `PAPI RWY ${rwy} U/S`],
    ['QICAS', `ILS RWY ${rwy} U/S`],
    ['QOBCE', `CRANE ERECTED ${between(random, 2, 19) / 10}NM FROM THR RWY ${rwy}`],
    ['QFAXX', 'BIRD CONCENTRATION IN VICINITY OF AD'],
    ['QMNLC', `STANDS ${between(random, 1, 30)} TO ${between(random, 31, 40)} CLSD`],
    ['QLRAS', `RWY ${rwy} EDGE LGT U/S`],
    ['QSTAH', 'TWR HR OF SER 0600-2200'],
  ] as [string, string][]);
}

/** b3: the NOTAM ingest service's journal since yesterday, Python tracebacks included. */
function b3IngestJournal(): EconomicsTask {
  const random = seededRandom(111_006);
  const needle = 'line 412, in _parse_item_d';
  const host = ['ais-ingest-01', 'ais-ingest-02'];
  const pid = [1873, 2214];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const stamp = (ms: number): string => {
    const d = new Date(ms);
    return `${months[d.getUTCMonth()]} ${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const caret = (code: string, from: number, length: number): string =>
    `    ${' '.repeat(from)}${'^'.repeat(length)}`.slice(0, 4 + code.length);
  const frame = (file: string, line: number, fn: string, code: string, from: number, length: number): string[] => [
    `  File "/opt/nm-ais/ingest/${file}", line ${line}, in ${fn}`,
    `    ${code}`,
    caret(code, from, length),
  ];
  const outer = [
    ...frame('worker.py', 88, 'handle_message', 'notam = self.parser.parse(raw)', 12, 22),
    ...frame('parser.py', 141, 'parse', 'fields["D"] = self._parse_item_d(raw.item_d, fields)', 14, 38),
  ];
  const bugs: string[][] = [
    [...outer, ...frame('parser.py', 398, '_parse_item_d', 'schedule.append(SCHEDULE_TOKENS[token])', 16, 22), "KeyError: 'SR'"],
    [
      ...frame('worker.py', 88, 'handle_message', 'notam = self.parser.parse(raw)', 12, 22),
      ...frame('parser.py', 127, 'parse', 'qline = decode_qline(raw.q)', 8, 19),
      ...frame('qline.py', 92, 'decode_qline', 'lower, upper = _decode_limits(parts[5], parts[6])', 15, 35),
      ...frame('qline.py', 187, '_decode_limits', 'return int(lower) * 100, int(upper) * 100', 7, 10),
      "ValueError: invalid literal for int() with base 10: '0A5'",
    ],
    [
      ...frame('worker.py', 88, 'handle_message', 'notam = self.parser.parse(raw)', 12, 22),
      ...frame('parser.py', 133, 'parse', 'fields["centre"] = geo.parse_coord(raw.q_centre)', 20, 28),
      ...frame('geo.py', 63, 'parse_coord', 'raise ValueError(f"latitude minutes out of range: {minutes}")', 0, 62),
      'ValueError: latitude minutes out of range: 61',
    ],
    [
      ...frame('worker.py', 104, 'handle_message', 'self.publisher.publish(notam)', 0, 29),
      ...frame('publisher.py', 221, 'publish', 'with self.pool.connection(timeout=5) as conn:', 9, 36),
      "psycopg_pool.PoolTimeout: couldn't get a connection after 5.00 sec",
    ],
  ];
  const target = [
    ...outer,
    ...frame('parser.py', 412, '_parse_item_d', 'start, end = token.split("-")', 0, 10),
    'ValueError: not enough values to unpack (expected 2, got 1)',
  ];
  const lines: string[] = [];
  const emit = (ms: number, h: number, message: string): void => {
    const prefix = `${stamp(ms)} ${host[h]} nm-notam-ingest[${pid[h]}]: `;
    const [first, ...rest] = message.split('\n');
    lines.push(prefix + first);
    for (const r of rest) lines.push(' '.repeat(prefix.length) + r);
  };
  lines.push('-- Logs begin at Mon 2026-11-30 00:00:03 UTC, end at Tue 2026-12-08 06:04:51 UTC. --');
  const start = Date.UTC(2026, 11, 7, 0, 0, 0);
  const end = Date.UTC(2026, 11, 8, 6, 4, 0);
  const targetAt = Date.UTC(2026, 11, 7, 15, 41, 17);
  const carrick = AERODROMES[2];
  const planted: [number, string, string, string, number][] = [
    [Date.UTC(2026, 11, 7, 9, 12, 40), 'ZNCB', 'QMXLC', 'TWY C CLSD', 0],
    [Date.UTC(2026, 11, 7, 11, 3, 5), 'ZNHD', 'QLPAS', 'PAPI RWY 26 U/S', 1],
    [Date.UTC(2026, 11, 7, 19, 26, 51), 'ZNKF', 'QLPAS', 'PAPI RWY 32 U/S', 2],
    [Date.UTC(2026, 11, 7, 21, 48, 2), 'ZNCB', 'QICAS', 'ILS RWY 31 U/S', 0],
    [Date.UTC(2026, 11, 8, 2, 17, 33), 'ZNCB', 'QMRLC', 'RWY 13/31 CLSD DUE WIP', 3],
  ];
  let number = 2951;
  let dlq = 2;
  let done = false;
  for (let ms = start; ms < end; ms += between(random, 40, 75) * 1000) {
    const h = pick(random, 2);
    while (planted.length && planted[0]![0] <= ms) {
      const [at, icao, q, e, bug] = planted.shift()!;
      number++;
      dlq++;
      emit(
        at,
        h,
        `ERROR nmais.ingest.worker: failed to process A${number}/26 (${icao} ${q}) "${e}", moved to dead-letter queue\nTraceback (most recent call last):\n${bugs[bug]!.join('\n')}`,
      );
    }
    if (!done && ms >= targetAt) {
      done = true;
      number++;
      dlq++;
      emit(targetAt, h, `DEBUG nmais.ingest.qline: ok fir=${FIR} code=QLPAS traffic=IV purpose=NBO scope=A lower=000 upper=999`);
      emit(
        targetAt,
        h,
        `ERROR nmais.ingest.worker: failed to process A${number}/26 (${carrick.icao} QLPAS) "PAPI RWY 31 U/S", moved to dead-letter queue\nTraceback (most recent call last):\n${target.join('\n')}`,
      );
    }
    const n = random() < 0.7 ? 0 : between(random, 1, 3);
    emit(ms, h, `INFO nmais.ingest.poller: fetched ${n} message(s) from AFTN queue nmais.in (lag ${between(random, 3, 40) / 10}s)`);
    let t = ms + between(random, 100, 900);
    for (let k = 0; k < n; k++) {
      t += between(random, 50, 2000);
      number++;
      const ad = oneOf(random, AERODROMES);
      const [q, e] = notamSubject(random, ad);
      const id = `A${number}/26`;
      emit(
        t,
        h,
        `DEBUG nmais.ingest.qline: ok fir=${FIR} code=${q} traffic=IV purpose=${oneOf(random, ['NBO', 'M', 'BO'])} scope=A lower=000 upper=999`,
      );
      if (random() < 0.05)
        emit(
          t + 3,
          h,
          `WARNING nmais.ingest.validate: item D normalised for ${id} ("DAILY ${hhmm(between(random, 5, 9) * 60)}-${hhmm(between(random, 16, 21) * 60)}" -> "DLY")`,
        );
      if (random() < 0.004 && !(ad.icao === 'ZNCB' && q === 'QLPAS')) {
        dlq++;
        emit(
          t + 9,
          h,
          `ERROR nmais.ingest.worker: failed to process ${id} (${ad.icao} ${q}) "${e}", moved to dead-letter queue\nTraceback (most recent call last):\n${oneOf(random, bugs.slice(0, 3)).join('\n')}`,
        );
      } else
        emit(
          t + 9,
          h,
          `INFO nmais.ingest.worker: accepted ${id} (${ad.icao} ${q}) "${e}" -> published rev 1 in ${between(random, 40, 400)}ms`,
        );
    }
    if (random() < 0.06)
      emit(
        ms + 20_000,
        h,
        `INFO nmais.ingest.health: queue depth=${pick(random, 4)} dlq=${dlq} db_pool=${between(random, 1, 6)}/10 rss=${between(random, 180, 260)}MiB`,
      );
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 111: ingest journal Carrick Bay PAPI traceback',
    'Yesterday the NOTAM ingest choked on the Carrick Bay PAPI one. Which line and function in our code actually raised the exception?',
    'journalctl_nm_notam_ingest',
    output,
    'traceback',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the AFTN message log of Northmarch Intl for today, ICAO ATS messages in their envelopes. */
function c1AftnLog(): EconomicsTask {
  const random = seededRandom(111_007);
  const needle = 'ZNMI1045';
  const day = Date.UTC(2026, 11, 8);
  const now = day + (16 * 60 + 30) * 60_000;
  /** A time at Northmarch as a message field, never the needle's. */
  const at = (minutes: number): string => (hhmm(minutes) === '1045' ? hhmm(minutes + 1) : hhmm(minutes));
  type Msg = { rx: number; text: string };
  const msgs: Msg[] = [];
  const reserved = new Set(['NMR3371', 'NMR3372', 'NMR3317']);
  const flightPlan = (
    arcid: string,
    adep: string,
    eobt: string,
    ades: string,
    eet: string,
    level: number,
    aircraft: readonly [string, string, string],
  ): string => {
    const [type, wtc, equipment] = aircraft;
    const altn =
      ades === 'ZNMI'
        ? oneOf(random, ['ZNHD', 'ZNKF'])
        : oneOf(
            random,
            AWAY.filter((a) => a !== ades),
          );
    const items = [
      `PBN/${oneOf(random, ['A1B1C1D1', 'A1B1C1D1O1S2', 'B1C1D1O1S1'])}`,
      'DOF/261208',
      `REG/G${chars(random, 'ABCDEFGHIJKLMNOPRSTUVWXYZ', 4)}`,
      `EET/${oneOf(random, ['EGPX', 'EGTT', 'EISN', 'EHAA', 'EKDK'])}${hhmm(between(random, 10, 50))}`,
      `OPR/${arcid.slice(0, 3)}`,
      random() < 0.5 ? 'RMK/TCAS' : `PER/${oneOf(random, ['C', 'D'])}`,
    ];
    return [
      `(FPL-${arcid}-IS`,
      `-${type}/${wtc}-${equipment}`,
      `-${adep}${eobt}`,
      `-${routeText(random, level)}`,
      `-${ades}${eet} ${altn}`,
      `-${items.join(' ')})`,
    ].join('\n');
  };
  const plan = (
    arcid: string,
    outbound: boolean,
    other: string,
    eobtMin: number,
    opts: { delayTo?: number; target?: boolean } = {},
  ): void => {
    const aircraft = oneOf(random, AIRCRAFT);
    const level = oneOf(random, [190, 230, 270, 310, 350, 370]);
    const eetMin = between(random, 40, 150);
    const adep = outbound ? 'ZNMI' : other;
    const ades = outbound ? other : 'ZNMI';
    const eobt = outbound ? at(eobtMin) : hhmm(eobtMin);
    const fplRx = day + (eobtMin - between(random, 120, 200)) * 60_000 + pick(random, 60_000);
    msgs.push({ rx: fplRx, text: flightPlan(arcid, adep, eobt, ades, hhmm(eetMin), level, aircraft) });
    let off = eobtMin;
    const rnd = random();
    if (opts.delayTo !== undefined || (!opts.target && rnd < 0.12)) {
      const to = opts.delayTo ?? eobtMin + between(random, 3, 18) * 5;
      const newEobt = outbound ? (opts.target ? hhmm(to) : at(to)) : hhmm(to);
      msgs.push({
        rx: day + (eobtMin - between(random, 10, 40)) * 60_000 + pick(random, 60_000),
        text: `(DLA-${arcid}-${adep}${newEobt}-${ades}-DOF/261208)`,
      });
      off = to;
    } else if (rnd < 0.2) {
      msgs.push({
        rx: fplRx + between(random, 10, 90) * 60_000,
        text: `(CHG-${arcid}-${adep}${eobt}-${ades}-DOF/261208-15/${routeText(random, level + 20)})`,
      });
    } else if (rnd < 0.23) {
      msgs.push({ rx: fplRx + between(random, 10, 90) * 60_000, text: `(CNL-${arcid}-${adep}${eobt}-${ades}-DOF/261208)` });
      return;
    }
    const dep = off + between(random, 4, 16);
    const arr = dep + eetMin + between(random, -6, 9);
    if (outbound && day + dep * 60_000 < now)
      msgs.push({ rx: day + dep * 60_000 + between(random, 20, 90) * 1000, text: `(DEP-${arcid}-ZNMI${at(dep)}-${ades}-DOF/261208)` });
    if (!outbound && day + arr * 60_000 < now)
      msgs.push({ rx: day + arr * 60_000 + between(random, 20, 90) * 1000, text: `(ARR-${arcid}-${adep}-ZNMI${at(arr)})` });
  };
  for (let i = 0; i < 330; i++) {
    let arcid = callsign(random);
    while (reserved.has(arcid)) arcid = callsign(random);
    const outbound = random() < 0.5;
    plan(
      arcid,
      outbound,
      random() < 0.15
        ? oneOf(
            random,
            HOME.filter((h) => h !== 'ZNMI'),
          )
        : oneOf(random, AWAY),
      between(random, 3 * 12, 22 * 12) * 5,
    );
  }
  plan('NMR3371', true, 'EGPH', 9 * 60 + 5, { delayTo: 10 * 60 + 45, target: true });
  plan('NMR3317', true, 'EGPH', 7 * 60 + 40, { delayTo: 8 * 60 + 25 });
  plan('NMR3372', false, 'EGPH', 12 * 60 + 50);
  const live = msgs.filter((m) => m.rx >= day && m.rx < now).sort((x, y) => x.rx - y.rx);
  const originators = ['EUCHZMFP', 'EUCBZMFP', 'ZNMRZQZX', 'EGPXZQZX'];
  const blocks = live.map((m, i) => {
    const d = new Date(m.rx);
    const filed = `08${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}`;
    return [
      `=== RX ${isoSecond(m.rx)} ch=AFTN-IN seq=${String(i + 1).padStart(6, '0')} ===`,
      `ZCZC NMA${String((i + 213) % 10000).padStart(4, '0')} ${filed}`,
      `FF ZNMIZPZX ZNMIZTZX${random() < 0.3 ? ' ZNMRZQZX' : ''}`,
      `${filed} ${m.text.startsWith('(DEP') || m.text.startsWith('(ARR') ? 'ZNMRZQZX' : oneOf(random, originators)}`,
      m.text,
      'NNNN',
    ].join('\n');
  });
  const output =
    `AFTN message log  unit=ZNMI  from=2026-12-08T00:00:00Z  to=${isoSecond(now)}  messages=${blocks.length}\n\n` +
    blocks.join('\n\n') +
    '\n';
  return probe(
    'round 111: AFTN log delayed off-blocks',
    "Northmarch Regional's ops desk just rang about their Edinburgh flight this morning, 3371. They say they warned us it would be late leaving the stand. What new off-blocks time did they send us?",
    'aftn_message_log',
    output,
    'delay',
    needle,
  );
}

/** c2: the controller working positions' session log since yesterday, one key=value line per event. */
function c2PositionSessions(): EconomicsTask {
  const random = seededRandom(111_008);
  const needle = '2026-12-07T17:48:36Z';
  const surnames = [
    'kowal',
    'okafor',
    'lindqvist',
    'doherty',
    'pereira',
    'nowak',
    'brennan',
    'marsh',
    'haldane',
    'achebe',
    'varga',
    'sorensen',
    'mcbride',
    'quinn',
  ];
  const users = Array.from(
    new Set(Array.from({ length: 70 }, () => oneOf(random, [...'abcdefghjklmnprstw']) + oneOf(random, surnames))),
  ).filter((u) => u !== 'treilly' && u !== 'mkowal');
  const sectors = [
    ['TRE', 'TARN_EAST'],
    ['TRW', 'TARN_WEST'],
    ['HLD', 'HALDEN'],
    ['CRK', 'CARRICK'],
    ['MRC', 'MARCH'],
    ['BRK', 'BRACKEN'],
    ['KST', 'KESTREL'],
    ['SKL', 'SKELL'],
  ] as const;
  type Line = { ms: number; text: string };
  const out: Line[] = [];
  const start = Date.UTC(2026, 11, 7, 0, 0, 0);
  const end = Date.UTC(2026, 11, 8, 6, 0, 0);
  const ts = (ms: number): string => {
    const s = isoSecond(ms);
    return s === needle ? isoSecond(ms + 1000) : s;
  };
  /** Sessions fixed in advance: Tom Reilly's day yesterday, and who took over from him. */
  const fixed: Record<string, [number, number, string][]> = {
    TRE_PLN: [[Date.UTC(2026, 11, 7, 7, 2, 11), Date.UTC(2026, 11, 7, 8, 47, 5), 'treilly']],
    TRW_EXE: [[Date.UTC(2026, 11, 7, 9, 31, 40), Date.UTC(2026, 11, 7, 10, 55, 19), 'treilly']],
    TRE_EXE: [
      [Date.UTC(2026, 11, 7, 13, 4, 22), Date.parse(needle), 'treilly'],
      [Date.parse(needle) + 15_000, Date.UTC(2026, 11, 7, 19, 32, 48), 'mkowal'],
    ],
  };
  let hostNo = 1;
  for (const [code, sector] of sectors) {
    for (const role of ['EXE', 'PLN'] as const) {
      const position = `${code}_${role}`;
      const host = `cwp-acc-${pad2(hostNo++)}`;
      const pid = between(random, 2000, 9000);
      const planned = [...(fixed[position] ?? [])];
      let t = start + between(random, 0, 40) * 60_000;
      let user = oneOf(random, users);
      while (t < end) {
        let from = t;
        let to = t + between(random, 55, 125) * 60_000 + pick(random, 60_000);
        let who = user;
        const f = planned[0];
        if (f && f[0] <= t + 1000) {
          [from, to, who] = f;
          planned.shift();
        } else if (f && f[0] - to < 55 * 60_000) to = f[0] - between(random, 10, 45) * 1000;
        const session = hex(random, 8);
        out.push({
          ms: from,
          text: `ts=${ts(from)} host=${host} pid=${pid} event=logon position=${position} sector=${sector} user=${who} role=${role} session=${session}`,
        });
        for (let p = from + between(random, 5, 9) * 60_000; p < to && p < end; p += 600_000 + pick(random, 4000)) {
          out.push({
            ms: p,
            text: `ts=${ts(p)} host=${host} pid=${pid} event=ptt_stats position=${position} user=${who} window_s=600 tx_count=${between(random, role === 'EXE' ? 12 : 0, role === 'EXE' ? 61 : 6)} tx_s=${between(random, 0, role === 'EXE' ? 290 : 40)} rx_s=${between(random, 30, 320)}`,
          });
          if (random() < 0.08)
            out.push({
              ms: p + 120_000,
              text: `ts=${ts(p + 120_000)} host=${host} pid=${pid} event=coord_call position=${position} user=${who} peer=${oneOf(random, ['EGPX_N', 'ZNMI_APP', 'ZNHD_APP', 'ZNMR_FMP', 'EISN_W'])} dur_s=${between(random, 12, 95)}`,
            });
        }
        if (to >= end) break;
        const nf = planned[0];
        const handover = nf !== undefined && nf[0] - to < 60_000;
        const successor = handover
          ? nf[2]
          : oneOf(
              random,
              users.filter((u) => u !== who),
            );
        out.push({
          ms: to,
          text: `ts=${who === 'treilly' ? isoSecond(to) : ts(to)} host=${host} pid=${pid} event=logoff position=${position} user=${who} session=${session} duration_s=${Math.round((to - from) / 1000)} next_user=${successor}`,
        });
        t = handover ? nf[0] : to + between(random, 10, 45) * 1000;
        user = successor;
      }
    }
  }
  for (let k = 0; k < 90; k++) {
    const ms = start + pick(random, end - start);
    const [code, sector] = oneOf(random, sectors);
    out.push({
      ms,
      text: `ts=${ts(ms)} host=ops-sup-01 pid=1402 event=sector_config change=${oneOf(random, ['split', 'collapse'])} sector=${sector} config=${oneOf(random, ['C5A', 'C6B', 'C7A', 'C8A', 'N4'])} by=sup_${code.toLowerCase()}`,
    });
  }
  out.sort((x, y) => x.ms - y.ms);
  const output = out.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 111: position sessions relief time',
    "I'm doing the fatigue audit for yesterday. Tom Reilly says nobody came to take over from him on the Tarn East radar seat in the afternoon and he was stuck there for hours. What time did he actually get off it?",
    'cwp_session_log',
    output,
    'relief',
    needle,
  );
}

/** c3: the AIS amendment worklist for the next AIRAC cycle, as a fixed-width table. */
function c3AiracWorklist(): EconomicsTask {
  const random = seededRandom(111_009);
  const needle = '120.105';
  const endings = ['005', '010', '015', '030', '035', '040', '055', '060', '065', '080', '085', '090'];
  const pool = shuffle(
    random,
    Array.from({ length: 19 }, (_, m) => endings.map((e) => `${118 + m}.${e}`))
      .flat()
      .filter((f) => f !== needle && f !== '121.500'),
  );
  let nextFreq = 0;
  const freq = (): string => pool[nextFreq++ % pool.length]!;
  const coord = (): string =>
    `${between(random, 53, 55)}${pad2(between(random, 0, 59))}${pad2(between(random, 0, 59))}N ${String(between(random, 0, 3)).padStart(3, '0')}${pad2(between(random, 0, 59))}${pad2(between(random, 0, 59))}W`;
  const owners = ['AIS-KL', 'AIS-RB', 'AIS-TM', 'PROC-JD', 'PROC-AS', 'COM-HN', 'NAV-PO'];
  const statuses = ['VERIFIED', 'VERIFIED', 'VERIFIED', 'DRAFT', 'IN REVIEW', 'PUBLISHED'];
  type Row = [string, string, string, string, string];
  const rows: Row[] = [];
  const seen = new Set<string>();
  /** One change, unless the item's field already has one or the value does not change. */
  const fresh = (ref: string, item: string, field: string, current: string, next: string): boolean => {
    const key = `${ref}|${item}|${field}`;
    if (seen.has(key) || current === next) return false;
    seen.add(key);
    return true;
  };
  const add = (ref: string, item: string, field: string, current: string, next: string): void => {
    if (fresh(ref, item, field, current, next)) rows.push([ref, item, field, current, next]);
  };
  // En-route: waypoints, airways, navaids, airspace.
  const points = [...FIXES, ...FIXES2];
  for (let i = 0; i < 70; i++) add('ENR 4.4', `WPT ${oneOf(random, points)}`, 'COORDINATES', coord(), coord());
  for (let i = 0; i < 80; i++) {
    const awy = `${oneOf(random, AIRWAYS)} ${oneOf(random, FIXES)}-${oneOf(random, FIXES2)}`;
    const field = oneOf(random, ['MEA', 'MAA', 'LOWER LIMIT', 'DIRECTION', 'RNP SPEC']);
    const values: Record<string, [string, string]> = {
      MEA: [`FL${pad2(between(random, 5, 11))}0`, `FL${pad2(between(random, 5, 11))}0`],
      MAA: ['FL460', oneOf(random, ['FL660', 'FL410'])],
      'LOWER LIMIT': [`FL${between(random, 10, 19)}5`, `FL${between(random, 10, 19)}5`],
      DIRECTION: ['BIDIRECTIONAL', oneOf(random, ['EVEN ONLY', 'ODD ONLY', 'UNIDIR NE'])],
      'RNP SPEC': ['RNAV 5', oneOf(random, ['RNAV 1', 'RNP 1'])],
    };
    const [cur, nxt] = values[field]!;
    add('ENR 3.1', awy, field, cur, nxt);
  }
  for (let i = 0; i < 35; i++) {
    const [name, kind] = oneOf(random, [
      ['NORTHMARCH TMA', 'TMA'],
      ['HALDEN CTR', 'CTR'],
      ['CARRICK BAY CTA', 'CTA'],
      ['TARN TRA 3', 'TRA'],
      ['ZNR117 SKELL', 'R'],
      ['ZNR124 ORLE', 'R'],
    ]);
    const field = oneOf(random, ['UPPER LIMIT', 'LOWER LIMIT', 'LATERAL LIMITS', 'HOURS', 'CLASS']);
    const vals: Record<string, () => [string, string]> = {
      'UPPER LIMIT': () => [
        `FL${String(between(random, 6, 19) * 10 + 5).padStart(3, '0')}`,
        `FL${String(between(random, 6, 19) * 10 + 5).padStart(3, '0')}`,
      ],
      'LOWER LIMIT': () => [`${between(random, 15, 45)}00FT ALT`, `${between(random, 15, 45)}00FT ALT`],
      'LATERAL LIMITS': () => ['SEE AMDT TEXT', `POLY ${between(random, 5, 9)} PTS`],
      HOURS: () => [oneOf(random, ['H24', 'HJ', 'NOTAM']), oneOf(random, ['MON-FRI 0700-1800', 'H24', 'HJ+30'])],
      CLASS: () => [oneOf(random, ['D', 'E']), oneOf(random, ['C', 'D'])],
    };
    const [cur, nxt] = vals[field]!();
    add('ENR 2.1', `${name} (${kind})`, field, cur, nxt);
  }
  for (let i = 0; i < 25; i++) {
    const [name, ident] = oneOf(random, [
      ['HALDEN DVOR/DME', 'HLD'],
      ['TARN DVOR/DME', 'TRN'],
      ['KESTREL DVOR/DME', 'KSL'],
      ['CARRICK DVOR/DME', 'CBY'],
      ['MARCH DME', 'MRC'],
      ['BRACKEN NDB', 'BK'],
    ]);
    const field = oneOf(random, ['COORDINATES', 'MAG VAR', 'DME ELEV', 'HOURS']);
    const vals: Record<string, () => [string, string]> = {
      COORDINATES: () => [coord(), coord()],
      'MAG VAR': () => [`${between(random, 1, 3)}.${between(random, 0, 9)}W`, `${between(random, 0, 2)}.${between(random, 0, 9)}W`],
      'DME ELEV': () => [`${between(random, 100, 900)}FT`, `${between(random, 100, 900)}FT`],
      HOURS: () => ['H24', 'H24 EXC MAINT WED 0600-0800'],
    };
    const [cur, nxt] = vals[field]!();
    add('ENR 4.1', `${name} ${ident}`, field, cur, nxt);
  }
  // Aerodromes, in AIP order; Halden's approach frequency is among them.
  for (const ad of [...AERODROMES].sort((x, y) => x.icao.localeCompare(y.icao))) {
    const place = ad.name.replace(' INTL', '');
    const adRows: Row[] = [];
    const adAdd = (ref: string, item: string, field: string, current: string, next: string): void => {
      if (fresh(`${ref} ${ad.icao}`, item, field, current, next)) adRows.push([`${ref} ${ad.icao}`, item, field, current, next]);
    };
    for (const rwy of ad.rwys) {
      const length = between(random, 320, 640) * 5;
      for (const field of ['TORA', 'TODA', 'ASDA', 'LDA'])
        if (random() < 0.5) adAdd('AD 2.13', `RWY ${rwy}`, field, `${length}M`, `${length + between(random, -24, 24) * 5}M`);
      adAdd(
        'AD 2.24',
        `SID ${ad.icao.slice(2)}${rwy.slice(0, 2)} CHART`,
        'CHART ID',
        `${ad.icao}-SID-${rwy}-${between(random, 1, 4)}`,
        `${ad.icao}-SID-${rwy}-${between(random, 5, 7)}`,
      );
      const star = `${oneOf(random, FIXES)}${between(random, 1, 3)}`;
      const letter = rwy.startsWith('0') || rwy.startsWith('1') ? 'A' : 'B';
      adAdd(
        'AD 2.22',
        `STAR ${star}${letter} RWY ${rwy}`,
        'DESIGNATOR',
        `${star}${letter}`,
        `${star.slice(0, -1)}${Number(star.slice(-1)) + 1}${letter}`,
      );
      adAdd('AD 2.19', `ILS RWY ${rwy} LOC`, 'COORDINATES', coord(), coord());
      adAdd('AD 2.10', `OBST RWY ${rwy} APCH AREA`, 'ELEV', `${between(random, 90, 400)}FT`, `${between(random, 90, 400)}FT`);
    }
    const services: [string, string][] = [
      [`${place} TOWER`, 'FREQ PRIMARY'],
      [`${place} GROUND`, 'FREQ PRIMARY'],
      [`${place} ATIS`, 'FREQ'],
      [`${place} DELIVERY`, 'FREQ PRIMARY'],
      [`${place} APPROACH`, 'FREQ SECONDARY'],
      [`${place} INFORMATION`, 'FREQ PRIMARY'],
    ];
    for (const [item, field] of services) {
      if (ad.icao === 'ZNHD' && item.endsWith('APPROACH')) continue;
      if (random() < 0.7 || ad.icao === 'ZNHD' || ad.icao === 'ZNTM') adAdd('AD 2.18', item, field, freq(), freq());
    }
    if (ad.icao === 'ZNTM') adAdd('AD 2.18', 'TARNMOUTH APPROACH', 'FREQ PRIMARY', freq(), freq());
    if (ad.icao === 'ZNHD') {
      adAdd('AD 2.18', 'HALDEN APPROACH', 'HOURS', 'H24', '0530-2330');
      adAdd('AD 2.18', 'HALDEN APPROACH', 'FREQ PRIMARY', '119.580', needle);
      adAdd('AD 2.18', 'HALDEN APPROACH', 'REMARKS', 'NIL', 'OUTSIDE HR SEE NMR CTL');
    }
    for (let k = 0; k < 28; k++)
      adAdd(
        'AD 2.10',
        `OBST ${oneOf(random, ['CRANE', 'MAST', 'BLDG', 'TREE GROUP', 'WIND TURBINE', 'LIGHTING COLUMN'])} ${coord()}`,
        'ELEV / LGT',
        `${between(random, 60, 520)}FT / ${oneOf(random, ['LGTD', 'NIL'])}`,
        random() < 0.3 ? 'WITHDRAWN' : `${between(random, 60, 520)}FT / LGTD`,
      );
    for (let k = 0; k < 10; k++)
      adAdd(
        'AD 2.24',
        `CHART ${oneOf(random, ['ADC', 'PDC', 'IAC ILS', 'IAC RNP', 'VAC', 'SID', 'STAR'])} ${oneOf(random, ad.rwys)}`,
        'EDITION',
        `${ad.icao}-${String(between(random, 1, 40)).padStart(3, '0')}-${between(random, 2, 9)}`,
        `AIRAC 2613`,
      );
    for (let k = 0; k < 8; k++)
      adAdd(
        'AD 2.3',
        `${place} AD`,
        oneOf(random, ['ATS HOURS', 'CUSTOMS', 'FUEL HOURS', 'DE-ICING']),
        oneOf(random, ['H24', 'O/R', '0600-2200']),
        oneOf(random, ['0530-2300', 'H24', 'PPR 24HR']),
      );
    // Order inside an aerodrome: by AIP section.
    adRows.sort((x, y) => Number(x[0].split(' ')[1]!.split('.')[1]) - Number(y[0].split(' ')[1]!.split('.')[1]));
    rows.push(...adRows);
  }
  const widths = [11, 15, 38, 16, 28, 28, 10, 8];
  const fmt = (cells: string[]): string =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join(' ')
      .trimEnd();
  const lines = [
    'NORTHMARCH AIR NAVIGATION - AERONAUTICAL INFORMATION SERVICE',
    'AIP AMENDMENT WORKLIST   AIRAC 2613   EFFECTIVE 24 DEC 2026   PUBLICATION 12 NOV 2026   PRODUCED 08 DEC 2026 06:00 UTC',
    '',
    fmt(['CHG-ID', 'AIP REF', 'FACILITY / ITEM', 'FIELD', 'CURRENT', 'NEW', 'STATUS', 'OWNER']),
    fmt(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r, i) =>
      fmt([`13-${String(i + 1).padStart(4, '0')}`, r[0], r[1], r[2], r[3], r[4], oneOf(random, statuses), oneOf(random, owners)]),
    ),
    '',
    `${rows.length} change(s)  ${rows.length} listed  0 withdrawn`,
  ];
  const output = lines.join('\n') + '\n';
  return probe(
    'round 111: AIRAC worklist approach frequency',
    "We're redrawing the approach plates for the Christmas cycle and, of course, the cross-reference spreadsheet has vanished. Anyway: what frequency is Halden's approach controller moving to?",
    'aip_amendment_worklist',
    output,
    'frequency',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the surveillance monitoring page of every ADS-B and WAM ground station, as HTML. */
function d1GroundStations(): EconomicsTask {
  const random = seededRandom(111_010);
  const count = 640;
  const targetIndex = 347;
  const heads = [
    'Bracken',
    'Hal',
    'Kes',
    'Tarn',
    'Carr',
    'Dun',
    'Fen',
    'Skell',
    'Orle',
    'West',
    'March',
    'Gill',
    'Thorn',
    'Ash',
    'Raven',
    'High',
    'Low',
    'Elder',
  ];
  const tails = ['fell', 'moor', 'head', 'side', 'ton', 'by', 'wick', 'ness', 'dale', 'field', 'gate', 'holm'];
  const types: [string, string[]][] = [
    ['ADS-B 1090ES', ['5.4.2', '5.4.2', '5.4.2', '5.3.9']],
    ['WAM RU', ['3.11.0', '3.11.0', '3.10.4']],
    ['WAM RU+TX', ['3.11.0', '3.10.4']],
  ];
  const rows: string[] = [];
  let needle = '';
  for (let i = 0; i < count; i++) {
    const id = `NM-GS-${String(i + 1).padStart(4, '0')}`;
    const [type, firmwares] = oneOf(random, types);
    const name = `${oneOf(random, heads)}${oneOf(random, tails)}${oneOf(random, ['', '', ' Mast', ' Hill', ' Radar Site', ' Exchange'])}`;
    const offset = i === targetIndex ? 18_412 : between(random, -240, 240);
    if (i === targetIndex) needle = id;
    const uptime = `${between(random, 1, 190)}d ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}`;
    const state = i === 41 || i === 588 ? 'DEGRADED' : i === 97 || i === 612 ? 'MAINT' : 'OK';
    const rate = state === 'MAINT' ? 0 : between(random, type.startsWith('ADS-B') ? 80 : 300, type.startsWith('ADS-B') ? 900 : 2400);
    const last = state === 'MAINT' ? '2026-12-07 22:14:09' : `2026-12-08 06:0${between(random, 3, 4)}:${pad2(between(random, 0, 59))}`;
    rows.push(
      `      <tr class="${state.toLowerCase()}"><td class="id">${id}</td><td>${name}</td><td>${type}</td><td>${oneOf(random, firmwares)}</td><td class="num">${uptime}</td><td class="num">${rate}</td><td class="num">${offset > 0 ? '+' : ''}${offset}</td><td class="num">${between(random, 7, 14)}</td><td class="num">-${between(random, 86, 99)}</td><td>${last}</td><td class="state">${state}</td></tr>`,
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta http-equiv="refresh" content="60">',
    '  <title>Ground stations - NMANS SURV-MON</title>',
    '  <style>',
    '    body { font-family: "DejaVu Sans", sans-serif; font-size: 12px; margin: 12px; }',
    '    table { border-collapse: collapse; width: 100%; }',
    '    th, td { border: 1px solid #ccd; padding: 2px 6px; }',
    '    td.num { text-align: right; font-family: monospace; }',
    '    tr.degraded td.state { background: #fd8; } tr.maint td.state { background: #ccc; } tr.ok td.state { color: #070; }',
    '  </style>',
    '</head>',
    '<body>',
    '  <header>',
    '    <h1>Northmarch Air Navigation &mdash; surveillance ground stations</h1>',
    `    <p class="meta">Generated 2026-12-08 06:05:11 UTC &middot; ${count} stations &middot; time reference: GNSS (GPS+Galileo) &middot; page refresh 60 s</p>`,
    '    <nav><a href="/surv/sensors">Sensors</a> | <a href="/surv/ground-stations">Ground stations</a> | <a href="/surv/tracker">Tracker</a></nav>',
    '  </header>',
    '  <main>',
    '    <table id="ground-stations">',
    '      <thead><tr><th>Site ID</th><th>Site</th><th>Type</th><th>Firmware</th><th>Uptime</th><th>Msgs/s</th><th>Clock offset (ns)</th><th>GNSS sats</th><th>Noise floor (dBm)</th><th>Last report (UTC)</th><th>State</th></tr></thead>',
    '      <tbody>',
    ...rows,
    '      </tbody>',
    '    </table>',
    '  </main>',
    '  <footer><p>SURV-MON 4.2.1 &middot; ops-surv@nmans.local</p></footer>',
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 111: ground stations odd clock',
    "On today's ground station page, one receiver's clock is miles away from all the others. Which site is that?",
    'surveillance_ground_station_status',
    output + '\n',
    'station',
    needle,
  );
}

/** d2: the flight data processing system's log of this morning's messages, one JSON object a line. */
function d2ProcessingLog(): EconomicsTask {
  const random = seededRandom(111_011);
  const needle = 'SAS4417';
  const flights = Array.from({ length: 900 }, () => {
    let arcid = callsign(random);
    while (arcid.includes(needle)) arcid = callsign(random);
    const outbound = random() < 0.5;
    const home = oneOf(random, HOME);
    const other = oneOf(random, AWAY);
    return {
      arcid,
      adep: outbound ? home : other,
      ades: outbound ? other : home,
      eobt: between(random, 5 * 12, 14 * 12) * 5,
      ifplid: oneOf(random, ['AA', 'AT', 'AB']) + chars(random, '0123456789', 8),
    };
  });
  const start = Date.UTC(2026, 11, 8, 0, 0, 0);
  const span = 6 * 3_600_000;
  const records: { ms: number; text: string }[] = [];
  const record = (ms: number, f: (typeof flights)[number], msg: string, slow: boolean): void => {
    const validate = between(random, 8, 60);
    const route = slow ? 48_640 : between(random, 30, 380);
    const profile = between(random, 10, 90);
    const distribute = between(random, 2, 25);
    const d = new Date(ms);
    records.push({
      ms,
      text: JSON.stringify({
        ts: d.toISOString(),
        worker: `fdps-w${between(random, 1, 6)}`,
        msg,
        arcid: f.arcid,
        adep: f.adep,
        ades: f.ades,
        eobt: hhmm(f.eobt),
        dof: '261208',
        ifplid: f.ifplid,
        result: random() < 0.06 ? 'ACCEPTED_MODIFIED' : 'ACCEPTED',
        validate_ms: validate,
        route_ms: route,
        profile_ms: profile,
        distribute_ms: distribute,
        total_ms: validate + route + profile + distribute,
        route_points: between(random, 6, 40),
        addressees: between(random, 3, 14),
      }),
    });
  };
  for (const f of flights) {
    const fplAt = start + pick(random, span);
    record(fplAt, f, 'FPL', false);
    if (random() < 0.15)
      record(Math.min(start + span - 1, fplAt + between(random, 5, 120) * 60_000), f, oneOf(random, ['CHG', 'DLA', 'DLA', 'CNL']), false);
    if (random() < 0.3)
      record(Math.min(start + span - 1, fplAt + between(random, 60, 240) * 60_000), f, oneOf(random, ['DEP', 'ARR']), false);
  }
  records.sort((x, y) => x.ms - y.ms);
  const at = Math.floor(records.length * 0.56);
  const slowAt = Math.floor((records[at]!.ms + records[at + 1]!.ms) / 2);
  record(slowAt, { arcid: needle, adep: 'ZNKF', ades: 'ENGM', eobt: 7 * 60 + 35, ifplid: 'AT51937720' }, 'FPL', true);
  records.sort((x, y) => x.ms - y.ms);
  const output = records.map((r) => r.text).join('\n') + '\n';
  return probe(
    'round 111: processing log slow flight plan',
    'Which flight plan took ages to get through processing this morning compared with all the others?',
    'fdps_processing_log',
    output,
    'slow',
    needle,
  );
}

/** d3: the controller working positions' configuration, every console, as INI. */
function d3ConsoleConfig(): EconomicsTask {
  const random = seededRandom(111_012);
  const count = 168;
  const targetIndex = 96;
  const sectors = ['TARN_EAST', 'TARN_WEST', 'HALDEN', 'CARRICK', 'MARCH', 'BRACKEN', 'KESTREL', 'SKELL', 'ORLE', 'DUNMORE'];
  const lines = ['; cwp-config dump --site ZNMR-ACC --all', `; generated 2026-12-08T06:15:02Z  positions=${count}  schema=cwp-cfg/7`, ''];
  let needle = '';
  for (let i = 0; i < count; i++) {
    const no = String(i + 1).padStart(3, '0');
    const id = `CWP-ACC-${no}`;
    if (i === targetIndex) needle = id;
    const role = oneOf(random, ['EXE', 'EXE', 'PLN', 'PLN', 'ASST', 'SUP', 'FMP']);
    const suite = `ACC-OPS-${Math.floor(i / 24) + 1}`;
    lines.push(
      `[${id}]`,
      `; last change ${day2026(between(random, 240, 340))} by ${oneOf(random, ['cfgbot', 'cfgbot', 'jpereira', 'kmarsh', 'tquinn'])}`,
      `host = nmacc-wk${no}.ops.nmans.local`,
      `suite = ${suite}`,
      `role = ${role}`,
      `default_sector = ${oneOf(random, sectors)}`,
      `display_profile = ${role === 'SUP' || role === 'FMP' ? 'overview-v3' : 'radar-std-v7'}`,
      `screen_layout = ${oneOf(random, ['2x2048', '2x2048', '1x2048+1x1920'])}`,
      `track_source = ${i === targetIndex ? 'SSR-HALDEN/MONO' : 'ARTAS-FUSED/MAIN'}`,
      'track_source_fallback = ARTAS-FUSED/STBY',
      'map_set = ZNMR-ENR-2612',
      `range_default_nm = ${oneOf(random, [60, 80, 80, 100, 120])}`,
      `label_format = ${role === 'PLN' ? 'L4-PLN' : 'L3-STD'}`,
      `history_dots = ${oneOf(random, [5, 5, 7])}`,
      'stca_display = on',
      `mtcd_horizon_min = ${role === 'PLN' ? 20 : 12}`,
      `qnh_source = ${oneOf(random, ['ZNMI', 'ZNMI', 'ZNHD', 'ZNCB'])}`,
      `audio_profile = vcs-${oneOf(random, ['headset-a', 'headset-a', 'headset-b', 'handset'])}`,
      `ptt_mode = ${oneOf(random, ['footswitch+hand', 'footswitch+hand', 'hand'])}`,
      `time_source = ntp${oneOf(random, [1, 2])}.ops.nmans.local`,
      `keyboard_layout = en-GB-ops`,
      `brightness_night_pct = ${between(random, 30, 55)}`,
      '',
    );
  }
  const output = lines.join('\n');
  return probe(
    'round 111: console config odd track source',
    "Something's off with one of the ACC consoles: its picture isn't coming from the same place as everyone else's. Which position is it?",
    'cwp_config_dump',
    output,
    'console',
    needle,
  );
}

export function roundOneHundredEleven(): EconomicsTask[] {
  return [
    a1FlightPlanSearch(),
    a2NotamExport(),
    a3MetarArchive(),
    b1SectorConfig(),
    b2NavaidStatus(),
    b3IngestJournal(),
    c1AftnLog(),
    c2PositionSessions(),
    c3AiracWorklist(),
    d1GroundStations(),
    d2ProcessingLog(),
    d3ConsoleConfig(),
  ];
}
