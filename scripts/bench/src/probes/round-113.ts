/**
 * Probe round 113, written blind: Ascendia Lifts, a made-up lift and escalator maintenance company (lift controller event logs, remote monitoring telemetry, service visits and callouts, safety inspections and certificates, spare parts and stock, contract and billing). "Today" is Thursday, 10 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - monitoring events export (minified JSON, one line): the fault code of yesterday's stop between floors on lift 2 at Millbank Court;
 *  - parts stock feed (one-line XML, five depots): the Leeds bin of the toothed door operator belt for the Veltra VX-300;
 *  - invoice export (CSV, one invoice with a huge line-items field): what Castlegate were billed for the new handrail on escalator 4;
 * b. The answer a few lines away from the line the question's words match:
 *  - contract register (YAML): the serial number of escalator 2 at Riverside Retail Park;
 *  - thorough examination reports (pretty XML): when the goods lift at Albion Mill is next due its examination;
 *  - work order search (pretty JSON): the job number of last Friday evening's trapped-passenger callout at Dockside Apartments;
 * c. A question that paraphrases the output or carries a preamble:
 *  - depot stock status report (fixed-width, paged): the part number of the nylon landing door gibs for the Veltra MRL-2;
 *  - controller log (logfmt, four cars): how long the passenger was shut in lift 1 at Kingsway House on Tuesday evening;
 *  - callout response report (HTML, grouped by site): when the engineer got to the bed lift at St Anne's on Monday;
 * d. One value unlike its peers, with no error word near it:
 *  - gateway inventory (NDJSON): the one monitoring gateway with a different heartbeat interval;
 *  - monthly usage report (text tables): the passenger lift that hardly ran in November;
 *  - telemetry scrape (Prometheus exposition): the controller whose clock is an hour adrift.
 * Not among the bench's targets.
 * First run, at 6f62f85, the head when the round was written (with this file; `ROUNDS=113
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,422,408 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 113: monitoring events export
 *     codex: 16,540 tokens, peak 16,452, 0/1 needles, 0 read-backs
 *     context-chef: 838 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,715 tokens, peak 1,440, 0/1 needles, 4 read-backs
 *     ours: 4,626 tokens, peak 987, 0/1 needles, 4 read-backs
 *   round 113: parts stock feed
 *     codex: 13,774 tokens, peak 13,688, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,977 tokens, peak 6,860, 0/1 needles, 4 read-backs
 *     ours: 6,733 tokens, peak 3,043, 0/1 needles, 2 read-backs
 *   round 113: invoice export
 *     codex: 19,093 tokens, peak 19,007, 0/1 needles, 0 read-backs
 *     context-chef: 893 tokens, peak 807, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,402 tokens, peak 9,046, 0/1 needles, 4 read-backs
 *     ours: 10,935 tokens, peak 6,310, 0/1 needles, 2 read-backs
 *   round 113: contract register
 *     codex: 13,203 tokens, peak 13,128, 0/1 needles, 0 read-backs
 *     context-chef: 665 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,457 tokens, peak 2,753, 0/1 needles, 2 read-backs
 *     ours: 6,812 tokens, peak 3,049, 0/1 needles, 2 read-backs
 *   round 113: examination reports
 *     codex: 12,543 tokens, peak 12,472, 0/1 needles, 0 read-backs
 *     context-chef: 650 tokens, peak 579, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,938 tokens, peak 2,594, 0/1 needles, 2 read-backs
 *     ours: 6,258 tokens, peak 2,893, 0/1 needles, 2 read-backs
 *   round 113: work order search
 *     codex: 13,438 tokens, peak 13,365, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,159 tokens, peak 1,802, 0/1 needles, 2 read-backs
 *     ours: 8,824 tokens, peak 4,369, 0/1 needles, 3 read-backs
 *   round 113: stock status report
 *     codex: 15,601 tokens, peak 15,512, 0/1 needles, 0 read-backs
 *     context-chef: 628 tokens, peak 539, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,847 tokens, peak 4,031, 0/1 needles, 2 read-backs
 *     ours: 8,440 tokens, peak 4,413, 0/1 needles, 2 read-backs
 *   round 113: controller log
 *     codex: 18,073 tokens, peak 17,974, 0/1 needles, 0 read-backs
 *     context-chef: 892 tokens, peak 793, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,555 tokens, peak 1,415, 0/1 needles, 4 read-backs
 *     ours: 4,448 tokens, peak 950, 0/1 needles, 4 read-backs
 *   round 113: callout response report
 *     codex: 18,949 tokens, peak 18,841, 0/1 needles, 0 read-backs
 *     context-chef: 858 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,079 tokens, peak 2,388, 0/1 needles, 2 read-backs
 *     ours: 4,148 tokens, peak 2,030, 0/1 needles, 2 read-backs
 *   round 113: gateway inventory
 *     codex: 15,669 tokens, peak 15,576, 0/1 needles, 0 read-backs
 *     context-chef: 801 tokens, peak 708, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,224 tokens, peak 1,356, 0/1 needles, 4 read-backs
 *     ours: 4,031 tokens, peak 868, 0/1 needles, 4 read-backs
 *   round 113: usage report
 *     codex: 9,936 tokens, peak 9,856, 0/1 needles, 0 read-backs
 *     context-chef: 531 tokens, peak 451, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,201 tokens, peak 1,144, 0/1 needles, 4 read-backs
 *     ours: 3,794 tokens, peak 821, 0/1 needles, 4 read-backs
 *   round 113: telemetry scrape
 *     codex: 15,982 tokens, peak 15,903, 0/1 needles, 0 read-backs
 *     context-chef: 675 tokens, peak 596, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,756 tokens, peak 1,258, 0/1 needles, 4 read-backs
 *     ours: 4,141 tokens, peak 905, 0/1 needles, 4 read-backs
 *     codex: 182,801 tokens, 0/12 needles
 *     context-chef: 8,830 tokens, 0/12 needles
 *     context-chef-store: 105,310 tokens, 0/12 needles
 *     ours: 73,190 tokens, 0/12 needles
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

// ---------------------------------------------------------------------------------------------------------------
// Shared data: sites, units, people, dates. "Today" is Thursday 10 December 2026 (GMT, so UTC is local time).
// ---------------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Midnight at the start of today, Thursday 10 December 2026. */
const TODAY = Date.UTC(2026, 11, 10);

/** `2026-12-09T15:09:53Z` */
const isoSec = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2026-12-09` */
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `09/12/2026 15:09` */
const ukStamp = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};
/** `1,234,567` */
const grouped = (n: number): string => n.toLocaleString('en-GB');

/** The sites the questions name, and others like them (code, name). */
const NAMED_SITES: readonly (readonly [string, string])[] = [
  ['AMW', 'Albion Mill Works'],
  ['BCS', 'Bridgend Central Station'],
  ['CMH', 'Canal Mills Halls'],
  ['CSC', 'Castlegate Shopping Centre'],
  ['DSA', 'Dockside Apartments'],
  ['ELM', 'Elmwood Medical Centre'],
  ['FXL', 'Foxley Leisure Centre'],
  ['GRB', 'Greyfriars Bank'],
  ['HBP', 'Highbury Park Campus'],
  ['HVT', 'Harbour View Tower'],
  ['KGH', 'Kingsway House'],
  ['LAS', 'Lancaster Arcade'],
  ['MBC', 'Millbank Court'],
  ['MTW', 'Marlowe Tower'],
  ['NGL', 'Northgate Library'],
  ['ORL', 'Orchard Lane Flats'],
  ['PPS', 'Parkway Parking Structure'],
  ['QSX', 'Quayside Exchange'],
  ['RRP', 'Riverside Retail Park'],
  ['SAH', "St Anne's Hospital"],
  ['STP', 'Station Point Offices'],
  ['TGC', 'The Granary Centre'],
  ['VCH', 'Victoria Chambers'],
  ['WHS', 'Wharfside Hotel'],
];

const NAME_FIRST = [
  'Beacon',
  'Carlton',
  'Derwent',
  'Exchange',
  'Fairfield',
  'Granby',
  'Holloway',
  'Imperial',
  'Jubilee',
  'Kingfisher',
  'Lombard',
  'Meridian',
  'Norfolk',
  'Oakfield',
  'Portland',
  'Queensway',
  'Regent',
  'Sovereign',
  'Thames',
  'Union',
  'Vauxhall',
  'Wellington',
  'Ashdown',
  'Bellevue',
  'Cromwell',
  'Dunmore',
  'Eastgate',
  'Fenwick',
  'Hanover',
  'Linden',
  'Mercer',
  'Newbury',
  'Prospect',
  'Saxon',
] as const;
const NAME_SECOND = [
  'House',
  'Court',
  'Tower',
  'Plaza',
  'Chambers',
  'Point',
  'Works',
  'Centre',
  'Quay',
  'Gardens',
  'Buildings',
  'Yard',
] as const;

/** `n` more sites with made-up names and codes, none of them a named site's. */
function moreSites(random: () => number, n: number): [string, string][] {
  const codes = new Set(NAMED_SITES.map(([code]) => code));
  const names = new Set(NAMED_SITES.map(([, name]) => name));
  const out: [string, string][] = [];
  while (out.length < n) {
    const first = oneOf(random, NAME_FIRST);
    const second = oneOf(random, NAME_SECOND);
    const name = `${first} ${second}`;
    if (names.has(name)) continue;
    let code = `${first[0]}${first[1]!.toUpperCase()}${second[0]}`;
    while (codes.has(code)) code = `${first[0]}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`;
    names.add(name);
    codes.add(code);
    out.push([code, name]);
  }
  return out;
}

type UnitKind = 'passenger' | 'goods' | 'bed' | 'platform' | 'escalator';
interface Unit {
  readonly id: string;
  readonly kind: UnitKind;
  readonly site: string;
}

/** The units of a site: a few passenger lifts, sometimes a goods, bed or platform lift, escalators where it fits. */
function unitsOf(random: () => number, code: string, name: string): Unit[] {
  const units: Unit[] = [];
  const retail = /Centre|Shopping|Retail|Station|Arcade|Exchange|Plaza/.test(name);
  const lifts = between(random, 1, 5);
  for (let i = 1; i <= lifts; i++) units.push({ id: `${code}-L${i}`, kind: 'passenger', site: code });
  if (random() < 0.3) units.push({ id: `${code}-GL1`, kind: 'goods', site: code });
  if (/Hospital|Medical/.test(name)) units.push({ id: `${code}-BL1`, kind: 'bed', site: code });
  if (random() < 0.25) units.push({ id: `${code}-PL1`, kind: 'platform', site: code });
  if (retail) {
    const escalators = between(random, 2, 8);
    for (let i = 1; i <= escalators; i++) units.push({ id: `${code}-ES${i}`, kind: 'escalator', site: code });
  }
  return units;
}

const ENGINEERS = [
  'T. Marsh',
  'R. Okafor',
  'P. Ramaswamy',
  'D. Kowalczyk',
  'S. Byrne',
  'L. Haddad',
  'J. Whitfield',
  'M. Oyelaran',
  'C. Doherty',
  'A. Brennan',
  'K. Siddiqui',
  'G. Fairbairn',
  'N. Albright',
  'E. Castell',
  'F. Moreno',
  'H. Lindqvist',
  'B. Achterberg',
  'I. McAllister',
  'O. Nwosu',
] as const;

const MODELS = [
  'Veltra VX-200',
  'Veltra VX-300',
  'Veltra MRL-2',
  'Orvan S3',
  'Orvan S5',
  'Kestrel KT-9',
  'Hallam H500',
  'Brunel BX-12',
] as const;
const ESCALATOR_MODELS = ['Orvan ES-600', 'Orvan ES-800', 'Kestrel KE-30'] as const;

/** A monitoring gateway id, `AGW-3F21A0`. */
const gatewayId = (random: () => number): string => `AGW-${hex(random, 6).toUpperCase()}`;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

const LIFT_EVENTS = [
  ['DOOR_REOPEN_LIMIT', 'D'],
  ['STOP_OUT_OF_ZONE', 'E'],
  ['ALARM_BUTTON', 'A'],
  ['LEVELLING_FAULT', 'L'],
  ['INSPECTION_ON', 'I'],
  ['INSPECTION_OFF', 'I'],
  ['MAINS_LOSS', 'P'],
  ['MAINS_RESTORED', 'P'],
  ['OVERLOAD', 'O'],
  ['HEARTBEAT_LATE', 'H'],
  ['DRIVE_OVERTEMP', 'T'],
  ['SAFETY_CHAIN_OPEN', 'S'],
  ['FIRE_RECALL_TEST', 'F'],
  ['LANDING_CALL_STUCK', 'C'],
] as const;
const ESCALATOR_EVENTS = [
  ['ESC_STOP_BUTTON', 'K'],
  ['HANDRAIL_SPEED_DEV', 'R'],
  ['COMB_PLATE_SWITCH', 'K'],
  ['ESC_RESTART', 'K'],
  ['MAINS_LOSS', 'P'],
  ['HEARTBEAT_LATE', 'H'],
] as const;

/** a1: a week of remote monitoring events for every site, exported as one minified JSON document. */
function a1MonitoringEvents(): EconomicsTask {
  const random = seededRandom(113_101);
  const needle = 'E4127';
  const from = TODAY - 7 * DAY;
  const to = TODAY + 7 * 60 * MINUTE;
  const code = (prefix: string): string => {
    for (;;) {
      const c = `${prefix}${chars(random, '0123456789', 4)}`;
      if (c !== needle) return c;
    }
  };
  interface Ev {
    ts: number;
    unit: Unit;
    siteName: string;
    ctrl: string;
    gw: string;
    type: string;
    code: string;
    zone: string | number;
    by: string;
  }
  const events: Ev[] = [];
  const yesterday = TODAY - DAY;
  const at = (h: number, m: number, s: number, day = yesterday) => day + ((h * 60 + m) * 60 + s) * 1000 + pick(random, 1000);
  const special: Record<string, { ctrl: string; gw: string; unit: Unit; siteName: string }> = {};
  for (const [siteCode, siteName] of NAMED_SITES) {
    const units =
      siteCode === 'MBC'
        ? [1, 2, 3].map((i): Unit => ({ id: `MBC-L${i}`, kind: 'passenger', site: 'MBC' }))
        : unitsOf(random, siteCode, siteName);
    for (const unit of units) {
      const ctrl = unit.kind === 'escalator' ? oneOf(random, ESCALATOR_MODELS) : oneOf(random, MODELS);
      const gw = gatewayId(random);
      special[unit.id] = { ctrl, gw, unit, siteName };
      const n = between(random, 6, 22);
      for (let i = 0; i < n; i++) {
        const ts = from + Math.floor(random() * (to - from));
        if (siteCode === 'MBC' && ts > yesterday + 12 * 3_600_000 && ts < yesterday + 18 * 3_600_000) continue;
        const [type, prefix] = unit.kind === 'escalator' ? oneOf(random, ESCALATOR_EVENTS) : oneOf(random, LIFT_EVENTS);
        const floor = between(random, 0, 9);
        const zone = type === 'STOP_OUT_OF_ZONE' ? `${floor}/${floor + 1}` : unit.kind === 'escalator' ? 'upper' : floor;
        const by = type.startsWith('INSPECTION')
          ? `eng:${oneOf(random, ENGINEERS)}`
          : random() < 0.7
            ? 'auto'
            : `ops:${oneOf(random, ENGINEERS)}`;
        events.push({ ts, unit, siteName, ctrl, gw, type, code: code(prefix), zone, by });
      }
    }
  }
  const add = (unitId: string, ts: number, type: string, c: string, zone: string | number, by = 'auto') => {
    const s = special[unitId]!;
    events.push({ ts, unit: s.unit, siteName: s.siteName, ctrl: s.ctrl, gw: s.gw, type, code: c, zone, by });
  };
  add('MBC-L2', at(15, 2, 18), 'DOOR_REOPEN_LIMIT', code('D'), 3);
  add('MBC-L2', at(15, 9, 53), 'STOP_OUT_OF_ZONE', needle, '3/4');
  add('MBC-L2', at(15, 10, 41), 'ALARM_BUTTON', code('A'), '3/4', 'ops:C. Doherty');
  add('MBC-L2', at(15, 11, 6), 'ALARM_BUTTON', code('A'), '3/4', 'ops:C. Doherty');
  add('MBC-L2', at(15, 52, 30), 'INSPECTION_ON', code('I'), '3/4', 'eng:S. Byrne');
  add('MBC-L2', at(16, 27, 12), 'INSPECTION_OFF', code('I'), 4, 'eng:S. Byrne');
  add('MBC-L2', at(9, 14, 26, TODAY - 3 * DAY), 'STOP_OUT_OF_ZONE', 'E4172', '5/6');
  add('MBC-L1', at(15, 13, 40), 'LEVELLING_FAULT', code('L'), 2);
  add('MBC-L3', at(14, 51, 3), 'STOP_OUT_OF_ZONE', 'E4217', '1/2');
  add('MBC-L3', at(15, 12, 55, TODAY - 2 * DAY), 'STOP_OUT_OF_ZONE', 'E1427', '6/7');
  for (const unitId of ['HVT-L1', 'KGH-L3', 'QSX-L2', 'SAH-L1', 'DSA-L1']) {
    if (special[unitId]) add(unitId, at(15, between(random, 0, 20), between(random, 0, 59)), 'STOP_OUT_OF_ZONE', code('E'), '2/3');
  }
  events.sort((a, b) => a.unit.id.localeCompare(b.unit.id) || a.ts - b.ts);
  const output = JSON.stringify({
    export: {
      source: 'ascendia-rms',
      generated: isoSec(TODAY + 7 * 3_600_000 + 4 * MINUTE + 11_000),
      from: isoSec(from),
      to: isoSec(to),
      sort: ['unit', 'ts'],
      count: events.length,
    },
    events: events.map((e) => ({
      eventId: `ev_${hex(random, 12)}`,
      ts: new Date(e.ts).toISOString(),
      site: e.unit.site,
      siteName: e.siteName,
      unit: e.unit.id,
      ctrl: e.ctrl,
      type: e.type,
      code: e.code,
      zone: e.zone,
      loadPct: between(random, 0, 95),
      doors: typeof e.zone === 'string' && e.zone.includes('/') ? 'closed' : oneOf(random, ['closed', 'open', 'closing']),
      ack: { by: e.by, at: new Date(e.ts + between(random, 2, 600) * 1000).toISOString() },
      gw: e.gw,
    })),
  });
  const ask =
    'Lift 2 at Millbank Court got stuck between floors yesterday at about ten past three in the afternoon. What fault code did the controller log for that stop?';
  return probe('round 113: monitoring events export', ask, 'rms_events_export', output, 'stop-code', needle, true);
}

/** A stock catalogue line: what it is, what it fits, what it costs. */
interface Part {
  readonly sku: string;
  readonly desc: string;
  readonly fits: string;
  readonly cost: number;
}

const LIFT_PARTS = [
  'Belt, door operator, toothed',
  'Gib, landing door, nylon',
  'Gib, car door, nylon',
  'Gib, landing door, steel-backed',
  'Roller, door hanger, 48 mm',
  'Roller, door hanger, 60 mm',
  'Roller, door hanger, 75 mm',
  'Contact, landing door interlock',
  'Contact, car door',
  'Light curtain, 2000 mm, pair',
  'Closer, landing door, spring',
  'Motor, door operator',
  'PCB, door controller',
  'PCB, main controller',
  'PCB, car top interface',
  'Encoder, motor, 2048 ppr',
  'Brake pad set',
  'Brake coil',
  'Sheave liner set',
  'Push button, car, braille',
  'Display, car position, LED',
  'Emergency phone unit',
  'Governor rope, per m',
  'Guide shoe insert, car',
  'Guide shoe insert, counterweight',
  'Limit switch, final',
  'Buffer, polyurethane',
  'Load weighing sensor',
  'Travelling cable, per m',
  'Fan, car ventilation',
] as const;
const ESCALATOR_PARTS = [
  'Step roller, 76 mm',
  'Step chain roller',
  'Handrail drive belt',
  'Comb plate segment',
  'Comb plate switch',
  'Handrail, rubber, per m',
  'Skirt brush, per m',
  'Step, complete',
  'Step demarcation insert, yellow',
  'Handrail inlet guard',
] as const;
const GENERIC_PARTS = [
  'Relay, safety, 24 V DC',
  'Contactor, 3-pole, 25 A',
  'Contactor, 3-pole, 40 A',
  'Contactor, 3-pole, 65 A',
  'Fuse, ceramic, 2 A',
  'Fuse, ceramic, 6 A',
  'Fuse, ceramic, 10 A',
  'Fuse, ceramic, 16 A',
  'Battery, 12 V 7 Ah',
  'Battery, 12 V 18 Ah',
  'Lamp, LED panel, car',
  'Lubricant, guide rail, 5 L',
  'Grease cartridge, 400 g',
  'Cable tie, 300 mm, pack of 100',
  'Terminal block, 4 mm, pack of 50',
  'Pit ladder clip set',
  'Warning sign, out of service',
  'Padlock, lock-off',
] as const;

/** The catalogue for these lift and escalator models, each line with its own stock number. */
function catalogue(random: () => number, lifts: readonly string[], escalators: readonly string[]): Part[] {
  const lines: { desc: string; fits: string }[] = [];
  for (const desc of LIFT_PARTS) for (const fits of lifts) lines.push({ desc, fits });
  for (const desc of ESCALATOR_PARTS) for (const fits of escalators) lines.push({ desc, fits });
  for (const desc of GENERIC_PARTS) lines.push({ desc, fits: 'Generic' });
  shuffle(random, lines);
  let sku = 10_000 + pick(random, 900);
  return lines.map(({ desc, fits }) => {
    sku += between(random, 1, 40);
    const [lo, hi] = /^(PCB|Motor|Step, complete|Sheave|Handrail drive)/.test(desc)
      ? [30_000, 250_000]
      : /^(Belt|Closer|Encoder|Brake|Light curtain|Emergency|Display|Load|Step roller|Comb plate|Buffer|Limit|Fan|Handrail, rubber)/.test(
            desc,
          )
        ? [4_000, 60_000]
        : [300, 12_000];
    return { sku: `ASC-${sku}`, desc, fits, cost: between(random, lo, hi) / 100 };
  });
}

/** a2: the nightly stock feed of the five depots, one line of XML. */
function a2PartsStockFeed(): EconomicsTask {
  const random = seededRandom(113_102);
  const needle = 'D-12-B-07';
  const parts = catalogue(random, MODELS, ESCALATOR_MODELS);
  const bin = (): string => {
    for (;;) {
      const b = `${oneOf(random, [...'ABCDEFGH'])}-${pad2(between(random, 1, 24))}-${oneOf(random, [...'ABCDE'])}-${pad2(between(random, 1, 20))}`;
      if (b !== needle) return b;
    }
  };
  const depots = [
    ['PRY', 'London Park Royal', 'K. Siddiqui'],
    ['BHM', 'Birmingham Tyseley', 'G. Fairbairn'],
    ['LDS', 'Leeds Stourton', 'H. Lindqvist'],
    ['BRS', 'Bristol Avonmouth', 'N. Albright'],
    ['GLA', 'Glasgow Hillington', 'I. McAllister'],
  ] as const;
  const isTarget = (p: Part) => p.desc === 'Belt, door operator, toothed' && p.fits === 'Veltra VX-300';
  let xml = `<?xml version="1.0" encoding="UTF-8"?><StockFeed xmlns="urn:ascendia:stores:feed:3" generated="${isoSec(TODAY + 6 * 3_600_000 + 1_000)}" system="StoresPro 11.4" currency="GBP">`;
  for (const [code, name, manager] of depots) {
    const items = parts.filter((p) => isTarget(p) || random() < 0.9);
    xml += `<Depot code="${code}" name="${name}" manager="${manager}" lines="${items.length}">`;
    for (const p of items) {
      const onHand = between(random, 0, 40);
      const min = between(random, 1, 6);
      const moved = TODAY - between(random, 1, 300) * DAY;
      const moveType = oneOf(random, ['issue', 'receipt', 'transfer-in', 'transfer-out', 'count']);
      const ref = moveType === 'receipt' ? `PO-${between(random, 40_000, 49_999)}` : `WO-2026-${between(random, 100_000, 119_999)}`;
      xml +=
        `<Item sku="${p.sku}" status="${random() < 0.95 ? 'active' : 'superseded'}"><Description>${p.desc}</Description><Fits>${p.fits}</Fits>` +
        `<Bin>${code === 'LDS' && isTarget(p) ? needle : bin()}</Bin><OnHand>${onHand}</OnHand><Allocated>${Math.min(onHand, pick(random, 3))}</Allocated>` +
        `<Min>${min}</Min><Max>${min + between(random, 2, 20)}</Max><UnitCost currency="GBP">${p.cost.toFixed(2)}</UnitCost>` +
        `<LastMovement type="${moveType}" ref="${ref}">${isoDay(moved)}</LastMovement></Item>`;
    }
    xml += '</Depot>';
  }
  xml += '</StockFeed>';
  const ask = "I'm at our Leeds depot and need the toothed drive belt for the door operator on a Veltra VX-300. Which bin is it kept in?";
  return probe('round 113: parts stock feed', ask, 'stores_stock_feed', xml, 'leeds-bin', needle, true);
}

const LIFT_WORK = [
  'Routine maintenance visit',
  'Callout labour, door fault',
  'Callout labour, out of hours',
  'Replace door hanger rollers',
  'Replace landing door gibs',
  'Light curtain replacement',
  'Brake adjustment',
  'Levelling adjustment',
  'Entrapment release',
  'Vandalism repair, car panel',
] as const;
const ESCALATOR_WORK = [
  'Routine maintenance visit',
  'Callout labour, stopped unit',
  'Comb plate segment replacement',
  'Step roller replacement (set of 8)',
  'Handrail splice repair',
  'Handrail tensioning and inspection',
  'Skirt brush replacement',
  'Step chain lubrication',
  'Handrail inlet guard replacement',
  'Deep clean, truss and pit',
] as const;

/** a3: the invoice export as CSV; one annual reconciliation carries a thousand line items in one field. */
function a3InvoiceExport(): EconomicsTask {
  const random = seededRandom(113_103);
  const needle = '4318.62';
  const RATE = 78.5;
  const item = (day: number, unit: string, desc: string, hours: number, parts: number): string => {
    const wo = 70_000 + Math.floor((day - Date.UTC(2026, 0, 1)) / DAY) * 140 + pick(random, 140);
    const amount = (hours * RATE + parts).toFixed(2);
    return `${isoDay(day)};WO-2026-${String(wo).padStart(6, '0')};${unit};${desc};${hours.toFixed(1)};${parts.toFixed(2)};${amount}`;
  };
  const filler = (day: number, unit: string, work: readonly string[]): string => {
    for (;;) {
      const desc = random() < 0.45 ? work[0]! : oneOf(random, work);
      const hours = desc === 'Routine maintenance visit' ? between(random, 2, 6) / 2 : between(random, 2, 16) / 2;
      const parts = desc.startsWith('Routine') || desc.includes('labour') ? 0 : between(random, 1_500, 60_000) / 100;
      const line = item(day, unit, desc, hours, parts);
      if (!line.includes(needle)) return line;
    }
  };
  const jan1 = Date.UTC(2026, 0, 1);
  const oct31 = Date.UTC(2026, 9, 31);
  const days = (n: number, lo: number, hi: number) =>
    Array.from({ length: n }, () => lo + pick(random, (hi - lo) / DAY + 1) * DAY).sort((a, b) => a - b);

  // The Castlegate reconciliation: every chargeable line of the year, unit by unit.
  const cscUnits = [...[1, 2, 3, 4, 5, 6].map((i) => `CSC-L${i}`), ...Array.from({ length: 12 }, (_, i) => `CSC-ES${i + 1}`)];
  const huge: string[] = [];
  for (const unit of cscUnits) {
    const escalator = unit.includes('ES');
    const lines = days(between(random, 74, 92), jan1, oct31).map((day) => ({
      day,
      line: filler(day, unit, escalator ? ESCALATOR_WORK : LIFT_WORK),
    }));
    if (unit === 'CSC-ES2')
      lines.push({
        day: Date.UTC(2026, 2, 11),
        line: item(Date.UTC(2026, 2, 11), unit, 'Handrail replacement, full loop incl. vulcanised splice', 13, 3102.8),
      });
    if (unit === 'CSC-ES4') {
      lines.push({ day: Date.UTC(2026, 7, 5), line: item(Date.UTC(2026, 7, 5), unit, 'Handrail tensioning and inspection', 2.5, 0) });
      lines.push({
        day: Date.UTC(2026, 7, 19),
        line: item(Date.UTC(2026, 7, 19), unit, 'Handrail replacement, full loop incl. vulcanised splice', 14.5, 3180.37),
      });
      lines.push({ day: Date.UTC(2026, 9, 22), line: item(Date.UTC(2026, 9, 22), unit, 'Handrail splice repair', 4, 412.6) });
    }
    if (unit === 'CSC-ES9')
      lines.push({
        day: Date.UTC(2026, 9, 14),
        line: item(Date.UTC(2026, 9, 14), unit, 'Handrail replacement, full loop incl. vulcanised splice', 15, 3244.1),
      });
    lines.sort((a, b) => a.day - b.day);
    huge.push(...lines.map((l) => l.line));
  }

  const customers = [...NAMED_SITES.filter(([code]) => code !== 'CSC'), ...moreSites(random, 30)];
  shuffle(random, customers);
  const types = ['quarterly-maintenance', 'callouts', 'repairs', 'quarterly-maintenance', 'modernisation-stage'] as const;
  const money = (lines: string[]) => {
    const net = lines.reduce((sum, l) => sum + Number(l.split(';')[6]), 0);
    return [net.toFixed(2), (net * 0.2).toFixed(2), (net * 1.2).toFixed(2)];
  };
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const rows: string[] = [];
  let inv = 26_04_100;
  const row = (
    account: number,
    customer: string,
    site: string,
    type: string,
    pFrom: number,
    pTo: number,
    issued: number,
    status: string,
    lines: string[],
  ) => {
    inv += between(random, 1, 9);
    const [net, vat, gross] = money(lines);
    const fields = [
      `INV-${inv}`,
      String(account),
      customer,
      site,
      type,
      isoDay(pFrom),
      isoDay(pTo),
      isoDay(issued),
      isoDay(issued + 30 * DAY),
    ];
    return [...fields.map((f) => (f.includes(',') ? quote(f) : f)), net, vat, gross, status, quote(lines.join('|'))].join(',');
  };
  const issuedAt = (slot: number) => Date.UTC(2026, 10, 2) + Math.floor((slot * 37) / 60) * DAY;
  const ordinary = (i: number): string => {
    for (;;) {
      const [code, name] = customers[i % customers.length]!;
      const type = oneOf(random, types);
      const issued = issuedAt(i < 26 ? i : i < 30 ? i + 1 : i + 2);
      const pFrom = type.startsWith('quarterly') ? Date.UTC(2026, 9, 1) : issued - 30 * DAY;
      const units = unitsOf(random, code, name);
      const lines = days(between(random, 4, 30), pFrom, Math.min(issued, Date.UTC(2026, 11, 9))).map((day) => {
        const unit = oneOf(random, units);
        return filler(day, unit.id, unit.kind === 'escalator' ? ESCALATOR_WORK : LIFT_WORK);
      });
      const pTo = type.startsWith('quarterly') ? Date.UTC(2026, 11, 31) : issued - DAY;
      const r = row(
        100_000 + pick(random, 9_000),
        `${name} Ltd`,
        code,
        type,
        pFrom,
        pTo,
        issued,
        oneOf(random, ['issued', 'paid', 'paid', 'overdue', 'disputed']),
        lines,
      );
      if (!r.includes(needle)) return r;
    }
  };
  for (let i = 0; i < 26; i++) rows.push(ordinary(i));
  rows.push(
    row(
      100_412,
      'Castlegate Shopping Centre Ltd',
      'CSC',
      'quarterly-maintenance',
      Date.UTC(2026, 9, 1),
      Date.UTC(2026, 11, 31),
      issuedAt(26),
      'paid',
      [
        filler(Date.UTC(2026, 9, 1), 'CSC-ES4', ['Routine maintenance visit']),
        filler(Date.UTC(2026, 9, 1), 'CSC-L2', ['Routine maintenance visit']),
      ],
    ),
  );
  for (let i = 26; i < 30; i++) rows.push(ordinary(i));
  rows.push(row(100_412, 'Castlegate Shopping Centre Ltd', 'CSC', 'annual-reconciliation', jan1, oct31, issuedAt(31), 'disputed', huge));
  for (let i = 30; i < 58; i++) rows.push(ordinary(i));
  const header =
    'invoice_no,account_no,customer,site_code,invoice_type,period_from,period_to,issued,due,net_gbp,vat_gbp,gross_gbp,status,line_items';
  const output = [header, ...rows].join('\n') + '\n';
  const ask =
    'Castlegate Shopping Centre are querying our 2026 reconciliation invoice. How much did we bill them for putting a new handrail on escalator 4?';
  return probe('round 113: invoice export', ask, 'billing_invoice_export', output, 'handrail-charge', needle, true);
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** A manufacturer's serial number, in that maker's style. */
function serialOf(random: () => number, model: string, year: number): string {
  const yy = pad2(year % 100);
  if (model.startsWith('Veltra')) return `VLT${yy}-${chars(random, '0123456789', 6)}`;
  if (model.startsWith('Orvan ES')) return `OV${model.slice(9, 10)}-${yy}-${chars(random, '0123456789', 5)}`;
  if (model.startsWith('Orvan')) return `OVS-${yy}${chars(random, '0123456789', 5)}`;
  if (model.startsWith('Kestrel')) return `K${yy}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${chars(random, '0123456789', 4)}`;
  if (model.startsWith('Hallam')) return `H5/${year}/${chars(random, '0123456789', 4)}`;
  return `BX${chars(random, '0123456789', 7)}`;
}

/** b1: the contract register, as YAML, one contract per site and scope. */
function b1ContractRegister(): EconomicsTask {
  const random = seededRandom(113_201);
  const needle = 'OV8-11-20458';
  const serials = new Set([needle]);
  const serial = (model: string, year: number): string => {
    for (;;) {
      const s = serialOf(random, model, year);
      if (!serials.has(s) && !s.includes(needle)) {
        serials.add(s);
        return s;
      }
    }
  };
  const STREETS = [
    'High Street',
    'Station Road',
    'Church Lane',
    'Mill Road',
    'Victoria Street',
    'Quay Side',
    'Park Row',
    'King Street',
    'Commercial Road',
  ];
  const TOWNS = [
    'Bristol BS1',
    'Bristol BS2',
    'Bath BA1',
    'Swindon SN1',
    'Gloucester GL1',
    'Cardiff CF10',
    'Newport NP20',
    'Exeter EX1',
    'Taunton TA1',
  ];
  const MANAGERS = ['Hannah Price', 'Owen Gallagher', 'Ruth Adeyemi', 'Simon Thorne', 'Catriona Bell', 'Marcus Feld'];
  interface Contract {
    site: readonly [string, string];
    units: Unit[];
    scope: string;
    special?: boolean;
  }
  const contracts: Contract[] = [];
  for (const site of [...NAMED_SITES.filter(([code]) => code !== 'RRP'), ...moreSites(random, 130)]) {
    const units = unitsOf(random, site[0], site[1]);
    const lifts = units.filter((u) => u.kind !== 'escalator');
    const escalators = units.filter((u) => u.kind === 'escalator');
    if (escalators.length > 0 && random() < 0.6) {
      contracts.push({ site, units: lifts, scope: oneOf(random, ['comprehensive', 'semi-comprehensive']) });
      contracts.push({ site, units: escalators, scope: oneOf(random, ['comprehensive', 'semi-comprehensive', 'ppm-only']) });
    } else contracts.push({ site, units, scope: oneOf(random, ['comprehensive', 'semi-comprehensive', 'ppm-only']) });
  }
  shuffle(random, contracts);
  const rrp = ['RRP', 'Riverside Retail Park'] as const;
  const mid = Math.floor(contracts.length / 2);
  contracts.splice(
    mid,
    0,
    { site: rrp, units: [1, 2, 3].map((i): Unit => ({ id: `RRP-L${i}`, kind: 'passenger', site: 'RRP' })), scope: 'comprehensive' },
    {
      site: rrp,
      units: [1, 2, 3, 4, 5, 6].map((i): Unit => ({ id: `RRP-ES${i}`, kind: 'escalator', site: 'RRP' })),
      scope: 'comprehensive',
      special: true,
    },
  );
  const lines = [
    '# Ascendia Lifts - contract register',
    `# exported ${isoSec(TODAY + 6 * 3_600_000 + 30 * MINUTE + 12_000)} by crm-export 4.2 (filter: status in [active, renewal_due]; sort: contract)`,
    'register:',
    '  source: crm-prod',
    `  count: ${contracts.length}`,
    'contracts:',
  ];
  let number = 10_412;
  for (const c of contracts) {
    number += between(random, 1, 12);
    const startYear = between(random, 2019, 2026);
    const start = Date.UTC(startYear, pick(random, 12), 1);
    const term = oneOf(random, [3, 5, 5, 7]);
    const renewal = Date.UTC(new Date(start).getUTCFullYear() + term, new Date(start).getUTCMonth(), 1) - DAY;
    const value = c.units.reduce(
      (sum, u) => sum + (u.kind === 'escalator' ? between(random, 5_200, 9_800) : between(random, 2_100, 4_900)),
      0,
    );
    lines.push(
      `  - contract: ASC-C-${number}`,
      `    status: ${renewal - TODAY < 120 * DAY ? 'renewal_due' : 'active'}`,
      `    customer: "${c.site[1]} Ltd"`,
      '    site:',
      `      code: ${c.site[0]}`,
      `      name: "${c.site[1]}"`,
      `      address: "${between(random, 1, 240)} ${oneOf(random, STREETS)}, ${oneOf(random, TOWNS)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"`,
      `    scope: ${c.scope}`,
      `    start: ${isoDay(start)}`,
      `    renewal: ${isoDay(renewal)}`,
      `    annual_value_gbp: ${value}.00`,
      `    billing: ${oneOf(random, ['quarterly-in-advance', 'monthly', 'annual-in-advance'])}`,
      '    sla:',
      `      callout_response_hours: ${oneOf(random, [2, 4, 4, 8])}`,
      `      entrapment_response_minutes: ${oneOf(random, [45, 60, 60, 90])}`,
      `      cover: ${oneOf(random, ['24x7', '24x7', 'business-hours'])}`,
      `    account_manager: ${oneOf(random, MANAGERS)}`,
      '    units:',
    );
    for (const u of c.units) {
      const escalator = u.kind === 'escalator';
      const model = escalator ? oneOf(random, ESCALATOR_MODELS) : oneOf(random, MODELS);
      const year = between(random, 1998, 2024);
      const target = c.special === true && u.id === 'RRP-ES2';
      lines.push(
        `      - id: ${u.id}`,
        `        kind: ${u.kind}`,
        `        make: ${target ? 'Orvan' : model.split(' ')[0]}`,
        `        model: ${target ? 'ES-800' : model.split(' ')[1]}`,
        `        serial: ${target ? needle : serial(model, year)}`,
        `        installed: ${target ? 2011 : year}`,
        ...(escalator
          ? [`        rise_m: ${(between(random, 30, 95) / 10).toFixed(1)}`, `        step_width_mm: ${oneOf(random, [800, 1000, 1000])}`]
          : [
              `        load_kg: ${u.kind === 'passenger' ? oneOf(random, [630, 800, 1000, 1275]) : oneOf(random, [400, 1600, 2000, 2500])}`,
              `        stops: ${between(random, 2, 14)}`,
            ]),
        `        gateway: ${random() < 0.85 ? gatewayId(random) : 'none'}`,
        `        visits_per_year: ${oneOf(random, [6, 12, 12, 26])}`,
      );
    }
  }
  const output = lines.join('\n') + '\n';
  const ask = 'The insurer wants the serial number of escalator 2 at Riverside Retail Park. What is it?';
  return probe('round 113: contract register', ask, 'crm_contract_register', output, 'escalator-serial', needle);
}

/** b2: every thorough examination report of the last year, as pretty-printed XML, site by site. */
function b2ExaminationReports(): EconomicsTask {
  const random = seededRandom(113_202);
  const needle = '2027-03-09';
  const BODIES = [
    ['Caledon Engineering Inspection', 'CEI'],
    ['Severn Plant Assurance', 'SPA'],
    ['Northern Union Engineering', 'NUE'],
  ] as const;
  const EXAMINERS = ['R. Okafor', 'J. Penhaligon', 'A. Mistry', 'F. Dunleavy', 'W. Carrow', 'E. Sorensen', 'B. Quaye'];
  const DEFECTS = [
    ['C', 'Pit light lens cracked'],
    ['C', 'Machine room door self-closer weak'],
    ['B', 'Landing door gib worn, level 2'],
    ['B', 'Car door light curtain intermittent'],
    ['C', 'Lift log book not available at time of examination'],
    ['B', 'Suspension ropes showing localised wear, monitor'],
    ['C', 'Car top balustrade label missing'],
    ['B', 'Governor rope tension weight switch loose'],
    ['C', 'Comb plate teeth chipped, two segments'],
    ['B', 'Handrail inlet guard gap above limit'],
  ] as const;
  const lift = (u: Unit): string => {
    if (u.kind === 'passenger')
      return `Passenger lift, traction, ${oneOf(random, [630, 800, 1000, 1275])} kg, ${between(random, 3, 14)} floors`;
    if (u.kind === 'goods')
      return `Goods lift, ${oneOf(random, ['hydraulic', 'traction'])}, ${oneOf(random, [1500, 2000, 2500])} kg, ${between(random, 2, 5)} floors`;
    if (u.kind === 'bed') return `Bed lift, traction, 2500 kg, ${between(random, 3, 8)} floors`;
    if (u.kind === 'platform') return `Platform lift, ${oneOf(random, [250, 400])} kg, ${between(random, 2, 3)} levels`;
    return `Escalator, 30 degrees, rise ${(between(random, 30, 95) / 10).toFixed(1)} m`;
  };
  let reportNo = 38_000;
  const day = (ms: number): string => {
    const s = isoDay(ms);
    return s === needle ? isoDay(ms + DAY) : s;
  };
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ExaminationReports xmlns="urn:ascendia:loler:2" generated="${isoSec(TODAY + 6 * 3_600_000 + 40 * MINUTE)}" scheme="LOLER 1998 reg. 9 / PUWER 1998" period="${isoDay(TODAY - 365 * DAY)}/${isoDay(TODAY)}">`,
  ];
  const sites = [...NAMED_SITES.filter(([code]) => code !== 'AMW'), ...moreSites(random, 36)];
  shuffle(random, sites);
  sites.splice(Math.floor(sites.length / 2), 0, ['AMW', 'Albion Mill Works']);
  let account = 100_100;
  for (const [code, name] of sites) {
    account += between(random, 3, 60);
    const units: Unit[] =
      code === 'AMW'
        ? [
            { id: 'AMW-L1', kind: 'passenger', site: 'AMW' },
            { id: 'AMW-L2', kind: 'passenger', site: 'AMW' },
            { id: 'AMW-GL1', kind: 'goods', site: 'AMW' },
            { id: 'AMW-PL1', kind: 'platform', site: 'AMW' },
          ]
        : unitsOf(random, code, name);
    out.push(`  <Site code="${code}" account="${account}">`, `    <Name>${name.replace("'", '&apos;')}</Name>`);
    for (const u of units) {
      const equipment = lift(u);
      const model = u.kind === 'escalator' ? oneOf(random, ESCALATOR_MODELS) : oneOf(random, MODELS);
      const serial = serialOf(random, model, between(random, 1998, 2024));
      const months = u.kind === 'escalator' ? 12 : 6;
      const target = u.id === 'AMW-GL1';
      const latest = target ? Date.UTC(2026, 8, 9) : TODAY - between(random, 5, months * 30) * DAY;
      const dates = months === 12 ? [latest] : [latest - (181 + between(random, -6, 6)) * DAY, latest];
      const [body, bodyCode] = oneOf(random, BODIES);
      for (const last of dates) {
        reportNo += between(random, 1, 40);
        const next = target && last === latest ? needle : day(last + (months === 12 ? 364 : 181) * DAY);
        const defects = Array.from({ length: pick(random, 3) }, () => oneOf(random, DEFECTS));
        out.push(
          `    <Report id="TE-${new Date(last).getUTCFullYear()}-${String(reportNo).padStart(6, '0')}" status="issued">`,
          `      <PlantRef>${u.id}</PlantRef>`,
          `      <Equipment>${equipment}</Equipment>`,
          `      <Manufacturer>${model}</Manufacturer>`,
          `      <SerialNo>${serial}</SerialNo>`,
          `      <ExaminedOn>${day(last)}</ExaminedOn>`,
          `      <Examiner body="${body}" ref="${bodyCode}-${between(random, 1000, 9999)}">${oneOf(random, EXAMINERS)}</Examiner>`,
          `      <ExaminationType>${months === 12 ? '12-monthly (PUWER)' : '6-monthly (persons)'}</ExaminationType>`,
          defects.length === 0 ? '      <Defects count="0"/>' : `      <Defects count="${defects.length}">`,
        );
        for (const [category, text] of defects) {
          const due = category === 'B' ? ` dueBy="${day(last + between(random, 14, 90) * DAY)}"` : '';
          out.push(`        <Defect category="${category}"${due}>${text}</Defect>`);
        }
        if (defects.length > 0) out.push('      </Defects>');
        out.push(`      <SafeToOperate>true</SafeToOperate>`, `      <NextExaminationDue>${next}</NextExaminationDue>`, '    </Report>');
      }
    }
    out.push('  </Site>');
  }
  out.push('</ExaminationReports>');
  const output = out.join('\n') + '\n';
  const ask = "When's the goods lift at Albion Mill next due its thorough examination?";
  return probe('round 113: examination reports', ask, 'loler_reports_export', output, 'next-exam', needle);
}

/** b3: a fortnight of work orders from the job system's search API, pretty-printed JSON. */
function b3WorkOrderSearch(): EconomicsTask {
  const random = seededRandom(113_203);
  const from = Date.UTC(2026, 10, 26);
  const to = TODAY + 9 * 3_600_000;
  const SYMPTOMS = [
    'Lift not working',
    'Doors not closing',
    'Doors reopening repeatedly',
    'Lift stopping short of floor',
    'Noise in car when travelling',
    'Alarm line not connecting',
    'Car lights out',
    'Escalator stopped',
    'Landing button not responding',
  ] as const;
  const FINDINGS = [
    'Door operator belt slipping; re-tensioned and tested.',
    'Landing door interlock contact dirty; cleaned and tested.',
    'Light curtain misaligned; realigned and tested.',
    'Tripped safety circuit reset after inspection; cause not found, monitoring.',
    'Levelling sensor adjusted; lift returned to service.',
    'Comb plate switch operated by debris; cleared and restarted.',
    'Autodialler SIM had no credit; replaced SIM and test call made.',
    'Car LED panel driver replaced.',
    'No fault found on arrival; lift in service.',
  ] as const;
  const POSTCODES: Record<string, string> = { DSA: 'BS1 6XN' };
  const sites = [...NAMED_SITES, ...moreSites(random, 20)];
  const siteUnits = new Map(sites.map(([code, name]) => [code, unitsOf(random, code, name)]));
  siteUnits.set(
    'DSA',
    [1, 2, 3].map((i): Unit => ({ id: `DSA-L${i}`, kind: 'passenger', site: 'DSA' })),
  );
  interface Job {
    raised: number;
    type: string;
    symptom: string | null;
    site: readonly [string, string];
    unit: Unit;
  }
  const jobs: Job[] = [];
  const dsa = sites.find(([code]) => code === 'DSA')!;
  const friday = Date.UTC(2026, 11, 4);
  for (let i = 0; i < 380; i++) {
    const site = oneOf(random, sites);
    const unit = oneOf(random, siteUnits.get(site[0])!);
    const raised = from + Math.floor(random() * (to - from));
    if (site[0] === 'DSA' && raised > friday + 12 * 3_600_000 && raised < friday + DAY) continue;
    const type = oneOf(random, ['CALLOUT', 'CALLOUT', 'CALLOUT', 'PPM', 'PPM', 'REPAIR', 'INSURANCE_ATTENDANCE']);
    let symptom: string | null = null;
    if (type === 'CALLOUT') {
      symptom = oneOf(random, SYMPTOMS);
      if (unit.kind === 'escalator') symptom = oneOf(random, ['Escalator stopped', 'Noise from step band', 'Handrail running slow']);
      else if (random() < 0.08) symptom = 'Passenger trapped in car';
    }
    jobs.push({ raised, type, symptom, site, unit });
  }
  const unit = (n: number): Unit => siteUnits.get('DSA')![n - 1]!;
  jobs.push(
    { raised: friday + (18 * 60 + 47) * MINUTE + 33_000, type: 'CALLOUT', symptom: 'Passenger trapped in car', site: dsa, unit: unit(2) },
    { raised: friday + (10 * 60 + 15) * MINUTE + 2_000, type: 'CALLOUT', symptom: 'Doors not closing', site: dsa, unit: unit(2) },
    { raised: friday + (14 * 60 + 3) * MINUTE, type: 'PPM', symptom: null, site: dsa, unit: unit(1) },
    { raised: friday + (20 * 60 + 31) * MINUTE + 9_000, type: 'CALLOUT', symptom: 'Lift not working', site: dsa, unit: unit(3) },
    { raised: friday - 7 * DAY + (19 * 60 + 12) * MINUTE, type: 'CALLOUT', symptom: 'Passenger trapped in car', site: dsa, unit: unit(1) },
    {
      raised: friday + (18 * 60 + 22) * MINUTE,
      type: 'CALLOUT',
      symptom: 'Passenger trapped in car',
      site: sites.find(([c]) => c === 'HVT')!,
      unit: { id: 'HVT-L1', kind: 'passenger', site: 'HVT' },
    },
    {
      raised: friday + (19 * 60 + 5) * MINUTE,
      type: 'CALLOUT',
      symptom: 'Passenger trapped in car',
      site: sites.find(([c]) => c === 'ORL')!,
      unit: { id: 'ORL-L1', kind: 'passenger', site: 'ORL' },
    },
  );
  jobs.sort((a, b) => a.raised - b.raised);
  let number = 117_480;
  let needle = '';
  const results = jobs.map((j) => {
    number += between(random, 1, 6);
    const wo = `WO-2026-${number}`;
    if (j.site[0] === 'DSA' && j.symptom === 'Passenger trapped in car' && j.raised > friday) needle = wo;
    const p1 = j.symptom === 'Passenger trapped in car';
    const dispatched = j.raised + between(random, 2, 25) * MINUTE;
    const onSite = dispatched + between(random, p1 ? 20 : 35, p1 ? 55 : 240) * MINUTE;
    const completed = onSite + between(random, 15, 150) * MINUTE;
    const done = completed < to;
    return {
      workOrder: wo,
      type: j.type,
      priority: p1 ? 'P1' : j.type === 'CALLOUT' ? oneOf(random, ['P2', 'P3']) : 'P4',
      status: done ? 'CLOSED' : onSite < to ? 'ON_SITE' : 'DISPATCHED',
      raised: isoSec(j.raised),
      channel: p1
        ? oneOf(random, ['phone', 'rms-autodial'])
        : j.type === 'CALLOUT'
          ? oneOf(random, ['phone', 'rms-autodial', 'portal'])
          : 'planner',
      reportedBy:
        j.type === 'CALLOUT' ? oneOf(random, ['Concierge', 'Facilities manager', 'Security desk', 'Resident', 'Alarm centre']) : null,
      symptom: j.symptom,
      site: {
        code: j.site[0],
        name: j.site[1],
        postcode: POSTCODES[j.site[0]] ?? `BS${between(random, 1, 16)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      },
      unit: { id: j.unit.id, kind: j.unit.kind },
      assigned: { engineer: oneOf(random, ENGINEERS), van: `VN-${between(random, 100, 299)}` },
      timeline: { dispatched: isoSec(dispatched), onSite: onSite < to ? isoSec(onSite) : null, completed: done ? isoSec(completed) : null },
      findings: done ? (p1 ? 'Passenger released. ' : '') + oneOf(random, FINDINGS) : null,
      chargeable: j.type === 'REPAIR' || (j.type === 'CALLOUT' && random() < 0.3),
    };
  });
  const output =
    JSON.stringify(
      {
        query: { raised_from: isoSec(from), raised_to: isoSec(to), region: 'south-west', sort: 'raised:asc' },
        total: results.length,
        page: 1,
        pageSize: 500,
        results,
      },
      null,
      2,
    ) + '\n';
  const ask = 'What was the job number for the trapped-passenger callout at Dockside Apartments last Friday evening?';
  return probe('round 113: work order search', ask, 'jobs_search', output, 'job-number', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** c1: the depot's paged stock status report, fixed-width, in part number order. */
function c1StockStatusReport(): EconomicsTask {
  const random = seededRandom(113_301);
  const lifts = [...MODELS, 'Veltra VX-100', 'Orvan S1', 'Kestrel KT-7', 'Hallam H300', 'Brunel BX-8', 'Hydra HY-2'];
  const escalators = [...ESCALATOR_MODELS, 'Kestrel KE-35', 'Orvan ES-900'];
  const rows = catalogue(random, lifts, escalators);
  const t = rows.findIndex((p) => p.desc === 'Gib, landing door, nylon' && p.fits === 'Veltra MRL-2');
  const m = Math.floor(rows.length / 2);
  const [target, middle] = [rows[t]!, rows[m]!];
  rows[t] = { ...middle, sku: target.sku };
  rows[m] = { ...target, sku: middle.sku };
  const needle = middle.sku;
  const header = (page: number) => [
    `ASCENDIA LIFTS LTD                          STOCK STATUS REPORT                                                     PAGE ${String(page).padStart(4)}`,
    'DEPOT: BRS  BRISTOL AVONMOUTH               RUN: 10/12/2026 06:05   USER: BATCH   SEQ: PART NO   INCL: ZERO STOCK',
    '-'.repeat(150),
    'PART NO    DESCRIPTION                            FITS              BIN         ON HAND  ALLOC  AVAIL   MIN   MAX   UNIT COST       VALUE  LAST MOVE',
    '-'.repeat(150),
  ];
  const out: string[] = [];
  let page = 0;
  let total = 0;
  let zero = 0;
  rows.forEach((p, i) => {
    if (i % 56 === 0) {
      if (page > 0) out.push('', '\f');
      out.push(...header(++page));
    }
    const onHand = random() < 0.1 ? 0 : between(random, 1, 60);
    const alloc = Math.min(onHand, pick(random, 4));
    const min = between(random, 1, 8);
    const value = onHand * p.cost;
    if (onHand === 0) zero++;
    total += value;
    const bin = `${oneOf(random, [...'ABCDEFGH'])}-${pad2(between(random, 1, 24))}-${oneOf(random, [...'ABCDE'])}-${pad2(between(random, 1, 20))}`;
    out.push(
      [
        p.sku.padEnd(10),
        p.desc.toUpperCase().padEnd(38).slice(0, 38),
        p.fits.toUpperCase().padEnd(16),
        bin.padEnd(10),
        String(onHand).padStart(8),
        String(alloc).padStart(6),
        String(onHand - alloc).padStart(6),
        String(min).padStart(5),
        String(min + between(random, 2, 24)).padStart(5),
        p.cost.toFixed(2).padStart(11),
        value.toFixed(2).padStart(11),
        ` ${ukStamp(TODAY - between(random, 1, 400) * DAY).slice(0, 10)}`,
      ].join(' '),
    );
  });
  out.push(
    '-'.repeat(150),
    `LINES: ${rows.length}      LINES AT ZERO: ${zero}      TOTAL STOCK VALUE (GBP): ${total.toFixed(2)}`,
    '*** END OF REPORT ***',
  );
  const output = out.join('\n') + '\n';
  const ask =
    "The little plastic sliders that run in the groove along the bottom of the landing doors on the Veltra MRL lifts keep wearing out. What's our part number for them?";
  return probe('round 113: stock status report', ask, 'stores_stock_status', output, 'gib-part', needle);
}

/** c2: three and a half days of controller events for the four cars at Kingsway House, logfmt. */
function c2ControllerLog(): EconomicsTask {
  const random = seededRandom(113_302);
  const needle = '47m13s';
  const from = TODAY - 3 * DAY;
  const to = TODAY + 9 * 3_600_000;
  const cars = [1, 2, 3, 4].map((i) => ({
    id: `KGH-L${i}`,
    gw: gatewayId(random),
    floor: 0,
    seq: between(random, 200_000, 900_000),
    odo: between(random, 1_000_000, 9_000_000),
  }));
  const lines: { ts: number; car: (typeof cars)[number]; text: string }[] = [];
  const dur = (ms: number): string => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}m${pad2(s % 60)}s`;
  };
  const log = (ts: number, car: (typeof cars)[number], lvl: string, rest: string) => {
    const text = `ts=${new Date(ts).toISOString()} site=KGH unit=${car.id} lvl=${lvl} ${rest}`;
    if (!text.includes(needle) || rest.includes('ENTRAPMENT')) lines.push({ ts, car, text });
  };
  const tuesday = TODAY - 2 * DAY;
  const quiet: Record<string, [number, number]> = {
    'KGH-L1': [tuesday + (18 * 60 + 40) * MINUTE, tuesday + (19 * 60 + 56) * MINUTE],
    'KGH-L3': [from + (8 * 60 + 11) * MINUTE, from + (8 * 60 + 20) * MINUTE],
  };
  for (const car of cars) {
    let ts = from + between(random, 0, 600) * 1000;
    let nextStatus = from + 3_600_000;
    while (ts < to) {
      const hour = new Date(ts).getUTCHours();
      const busy = hour >= 7 && hour < 20 ? 1 : hour >= 20 ? 3 : 8;
      ts += between(random, 60, 300) * 1000 * busy + pick(random, 1000);
      if (ts >= to) break;
      while (nextStatus < ts) {
        log(
          nextStatus + pick(random, 900),
          car,
          'info',
          `evt=STATUS mode=NORMAL floor=${car.floor} odometer_m=${car.odo} gw=${car.gw} rssi_dbm=-${between(random, 61, 97)}`,
        );
        nextStatus += 3_600_000;
      }
      const hush = quiet[car.id];
      if (hush && ts > hush[0] && ts < hush[1]) continue;
      const to2 = (car.floor + between(random, 1, 12)) % 13;
      const run = 4_000 + Math.abs(to2 - car.floor) * 1_900 + pick(random, 900);
      car.odo += Math.abs(to2 - car.floor) * 3;
      log(
        ts,
        car,
        'info',
        `evt=RUN from=${car.floor} to=${to2} load_pct=${between(random, 0, 85)} run_ms=${run} level_err_mm=${between(random, -6, 6)}`,
      );
      car.floor = to2;
      const r = random();
      if (r < 0.05)
        log(
          ts + run + 3_000,
          car,
          'info',
          `evt=DOOR_REOPEN floor=${car.floor} cause=${oneOf(random, ['light_curtain', 'car_button', 'landing_button'])} count=${between(random, 1, 4)}`,
        );
      else if (r < 0.06) log(ts + run + 2_000, car, 'info', `evt=OVERLOAD floor=${car.floor} load_pct=${between(random, 101, 112)}`);
      else if (r < 0.065) log(ts + run + 1_000, car, 'info', `evt=LEVEL_CORRECT floor=${car.floor} err_mm=${between(random, 7, 14)}`);
    }
  }
  const [l1, l2, l3] = [cars[0]!, cars[1]!, cars[2]!];
  const at = (day: number, h: number, m: number, s: number) => day + ((h * 60 + m) * 60 + s) * 1000 + pick(random, 1000);
  const monday = TODAY - 3 * DAY;
  // Monday morning: a short entrapment on car 3, released by the rescue device.
  const m0 = at(monday, 8, 12, 4);
  log(m0, l3, 'warn', 'evt=EMERGENCY_STOP cause=MAINS_LOSS pos_mm=9120 zone=3/4');
  log(m0 + 4_000, l3, 'info', 'evt=ARD_ENGAGED battery_v=47.9');
  log(m0 + 20_000, l3, 'info', 'evt=ALARM_PRESSED src=car');
  log(m0 + 402_000, l3, 'info', 'evt=DOOR_OPEN floor=3 mode=ard_rescue');
  log(
    m0 + 402_500,
    l3,
    'info',
    `evt=ENTRAPMENT_CLEARED started=${isoSec(m0)} entrapment_duration=${dur(402_000)} occupants=2 released_by=ard`,
  );
  // Tuesday afternoon: the concierge holds car 1 on independent service.
  const t0 = at(tuesday, 17, 5, 41);
  log(t0, l1, 'info', 'evt=INDEPENDENT_SERVICE on=1 key=car');
  log(t0 + 1_398_000, l1, 'info', `evt=INDEPENDENT_SERVICE on=0 key=car held=${dur(1_398_000)}`);
  // Tuesday evening: car 1 stops between floors with a passenger in it.
  const e0 = tuesday + (18 * 60 + 41) * MINUTE + 7_000;
  log(e0 - 12_100, l1, 'info', 'evt=RUN_START from=2 to=9 load_pct=11');
  log(e0, l1, 'warn', 'evt=SAFETY_CHAIN_OPEN point=LDI_6 pos_mm=14210');
  log(e0 + 40, l1, 'warn', 'evt=EMERGENCY_STOP cause=SAFETY_CHAIN pos_mm=14238 zone=5/6');
  log(e0 + 45_300, l1, 'info', 'evt=ALARM_PRESSED src=car');
  log(e0 + 51_800, l1, 'info', `evt=AUTODIAL_CONNECTED dest=ascendia-ops call_id=${hex(random, 10)}`);
  log(e0 + 123_000, l1, 'info', 'evt=MODE mode=OUT_OF_SERVICE by=remote');
  log(e0 + 2_437_000, l1, 'info', 'evt=MODE mode=INSPECTION by=eng:T.Marsh');
  log(e0 + 2_695_000, l1, 'info', 'evt=RUN_INSPECTION dir=down pos_mm=12010');
  log(e0 + 2_803_000, l1, 'info', 'evt=DOOR_OPEN floor=5 mode=manual');
  log(
    e0 + 2_833_000,
    l1,
    'info',
    `evt=ENTRAPMENT_CLEARED started=${isoSec(e0)} entrapment_duration=${needle} occupants=1 released_by=engineer`,
  );
  log(e0 + 4_380_000, l1, 'info', 'evt=MODE mode=NORMAL by=eng:T.Marsh');
  // Wednesday: the monthly fire recall test on car 2.
  const w0 = at(TODAY - DAY, 10, 2, 15);
  log(w0, l2, 'info', 'evt=FIRE_RECALL on=1 src=panel');
  log(w0 + 251_000, l2, 'info', `evt=FIRE_RECALL on=0 src=panel duration=${dur(251_000)}`);
  lines.sort((a, b) => a.ts - b.ts);
  const output = lines.map((l) => `${l.text} seq=${++l.car.seq}`).join('\n') + '\n';
  const ask =
    'Had the building manager from Kingsway House on the phone first thing this morning, and she was not happy. Apparently someone got stuck in lift 1 on Tuesday evening. How long were they actually shut in before they got out?';
  return probe('round 113: controller log', ask, 'controller_log', output, 'shut-in', needle);
}

/** c3: the callout response report as the portal renders it, HTML, one table per site. */
function c3CalloutReport(): EconomicsTask {
  const random = seededRandom(113_303);
  const needle = '07/12/2026 10:26';
  const from = Date.UTC(2026, 10, 1);
  const to = TODAY - DAY;
  const FAULTS = [
    'Lift not working',
    'Doors not closing',
    'Car stuck at floor, doors open',
    'Lift stopping short of floor',
    'Noise in car when travelling',
    'Alarm line not connecting',
    'Car lights out',
    'Landing button not responding',
    'Passenger trapped',
  ] as const;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  const sites = [...NAMED_SITES.filter(([code]) => code !== 'SAH'), ...moreSites(random, 24)];
  shuffle(random, sites);
  sites.splice(Math.floor(sites.length / 2), 0, ['SAH', "St Anne's Hospital"]);
  let job = 112_040;
  const monday = TODAY - 3 * DAY;
  const out: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Callout response report - 01/11/2026 to 09/12/2026</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:2px 6px}td.num{text-align:right}.late{background:#fde9d9}</style>',
    '</head>',
    '<body>',
    '<h1>Ascendia Lifts - Callout response report</h1>',
    `<p class="meta">Period: 01/11/2026 - 09/12/2026 &middot; Generated ${ukStamp(TODAY + 7 * 3_600_000 + 15 * MINUTE)} &middot; Region: South West &middot; Grouped by site, then by time logged</p>`,
  ];
  for (const [code, name] of sites) {
    const units: Unit[] =
      code === 'SAH'
        ? [
            { id: 'SAH-L1', kind: 'passenger', site: 'SAH' },
            { id: 'SAH-L2', kind: 'passenger', site: 'SAH' },
            { id: 'SAH-BL1', kind: 'bed', site: 'SAH' },
            { id: 'SAH-BL2', kind: 'bed', site: 'SAH' },
          ]
        : unitsOf(random, code, name);
    const isSah = code === 'SAH';
    const calls: { logged: number; unit: Unit; fault: string; attended?: number }[] = [];
    for (let i = between(random, 4, 26); i > 0; i--) {
      const logged = from + Math.floor(random() * (to - from));
      if (code === 'SAH' && logged > monday && logged < monday + DAY) continue;
      const unit = oneOf(random, units);
      calls.push({
        logged,
        unit,
        fault:
          unit.kind === 'escalator'
            ? oneOf(random, ['Escalator stopped', 'Handrail running slow', 'Noise from step band'])
            : oneOf(random, FAULTS),
      });
    }
    if (isSah) {
      calls.push(
        { logged: monday + (7 * 60 + 55) * MINUTE, unit: units[1]!, fault: 'Doors not closing', attended: monday + (8 * 60 + 49) * MINUTE },
        {
          logged: monday + (9 * 60 + 41) * MINUTE,
          unit: units[2]!,
          fault: 'Lift not working, car held at level 2',
          attended: Date.UTC(2026, 11, 7, 10, 26),
        },
        { logged: monday + (16 * 60 + 18) * MINUTE, unit: units[3]!, fault: 'Car lights out', attended: monday + (17 * 60 + 31) * MINUTE },
        {
          logged: monday - 5 * DAY + (11 * 60 + 2) * MINUTE,
          unit: units[2]!,
          fault: 'Lift stopping short of floor',
          attended: monday - 5 * DAY + (11 * 60 + 58) * MINUTE,
        },
      );
    }
    calls.sort((a, b) => a.logged - b.logged);
    out.push(`<section class="site" id="site-${code}">`, `<h2>${esc(name)} <span class="code">(${code})</span></h2>`, '<table>');
    out.push(
      '<thead><tr><th>Job</th><th>Unit</th><th>Fault reported</th><th>Logged</th><th>Attended</th><th>Cleared</th><th>Engineer</th><th>Response (min)</th><th>Target</th></tr></thead>',
      '<tbody>',
    );
    let met = 0;
    for (const c of calls) {
      for (;;) {
        job += between(random, 1, 30);
        const p1 = c.fault === 'Passenger trapped';
        const attended = c.attended ?? c.logged + between(random, p1 ? 18 : 25, p1 ? 70 : 260) * MINUTE;
        const cleared = attended + between(random, 10, 190) * MINUTE;
        const response = Math.round((attended - c.logged) / MINUTE);
        const target = p1 ? 60 : 240;
        const row =
          `<tr${response > target ? ' class="late"' : ''}><td>WO-2026-${job}</td><td>${c.unit.id}</td><td>${c.fault}</td><td>${ukStamp(c.logged)}</td>` +
          `<td>${ukStamp(attended)}</td><td>${ukStamp(cleared)}</td><td>${oneOf(random, ENGINEERS)}</td><td class="num">${response}</td><td>${response > target ? 'No' : 'Yes'}</td></tr>`;
        if (row.includes(needle) && c.attended === undefined) continue;
        if (response <= target) met++;
        out.push(row);
        break;
      }
    }
    out.push(
      '</tbody>',
      '</table>',
      `<p class="summary">${calls.length} callouts &middot; ${met} of ${calls.length} attended within target</p>`,
      '</section>',
    );
  }
  out.push(
    '<footer>Ascendia Lifts Ltd &middot; Registered in England 08812244 &middot; This report is generated automatically from the job system.</footer>',
    '</body>',
    '</html>',
  );
  const output = out.join('\n') + '\n';
  const ask =
    "The estates manager at St Anne's has asked for our response times across the whole contract, which I'll pull together myself later. For now I just need one thing: when the bed lift broke down on Monday, what time did our engineer actually get there?";
  return probe('round 113: callout response report', ask, 'callout_response_report', output, 'attended-at', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** Every unit of the named sites and of `more` made-up ones, site by site. */
function estate(random: () => number, more: number): { code: string; name: string; units: Unit[] }[] {
  return [...NAMED_SITES, ...moreSites(random, more)].map(([code, name]) => ({ code, name, units: unitsOf(random, code, name) }));
}

/** d1: the monitoring gateway inventory, one JSON object a line. */
function d1GatewayInventory(): EconomicsTask {
  const random = seededRandom(113_401);
  const units = estate(random, 230).flatMap((s) => s.units);
  const ids = new Set<string>();
  const lines = units.map((u, i) => {
    let id = gatewayId(random);
    while (ids.has(id)) id = gatewayId(random);
    ids.add(id);
    const odd = i === Math.floor(units.length / 2);
    const fw = oneOf(random, ['5.4.2', '5.4.2', '5.4.2', '5.4.2', '5.4.1', '5.4.1', '5.3.8']);
    const modem = oneOf(random, ['LTE-M', 'LTE-M', 'LTE-M', 'NB-IoT', 'LTE-M+2G']);
    const record = {
      gateway_id: id,
      site: u.site,
      unit: u.id,
      hw: oneOf(random, ['AG-300', 'AG-400', 'AG-400', 'AG-400']),
      fw,
      modem,
      carrier: oneOf(random, ['Vodafone IoT', 'EE Connect', 'Eseye']),
      iccid: `8944${chars(random, '0123456789', 15)}`,
      signal_dbm: -between(random, 58, 104),
      heartbeat_s: odd ? 3600 : 300,
      telemetry_s: 60,
      event_buffer: 512,
      last_seen: isoSec(TODAY + 7 * 3_600_000 - (odd ? between(random, 900, 3_000) : between(random, 5, 290)) * 1000),
      uptime_h: between(random, 3, 9_000),
      battery_v: between(random, 124, 137) / 10,
      tamper: false,
      config: oneOf(random, ['std-2026.3', 'std-2026.3', 'std-2026.3', 'std-2026.2']),
    };
    return { id, odd, text: JSON.stringify(record) };
  });
  const needle = lines.find((l) => l.odd)!.id;
  const output = lines.map((l) => l.text).join('\n') + '\n';
  const ask =
    "All our monitoring boxes are supposed to phone home on the same schedule. Is there one that's been set up to check in at a different rate from the rest? I need its ID.";
  return probe('round 113: gateway inventory', ask, 'rms_gateway_inventory', output, 'odd-gateway', needle);
}

/** d2: November's usage report from the gateway counters, a text table per site. */
function d2UsageReport(): EconomicsTask {
  const random = seededRandom(113_402);
  const sites = estate(random, 120);
  const unitCount = sites.reduce((n, s) => n + s.units.length, 0);
  const rule = '-'.repeat(100);
  const out = [
    'ASCENDIA LIFTS - REMOTE MONITORING USAGE REPORT',
    'Period: 01/11/2026 - 30/11/2026                             Generated: 10/12/2026 06:15',
    `Source: ascendia-rms (gateway counters)                     Units: ${unitCount}   Sites: ${sites.length}`,
    '',
  ];
  let asset = 104_000;
  let needle = '';
  const oddSite = Math.floor(sites.length / 2);
  sites.forEach((site, s) => {
    const account = 100_000 + between(random, 100, 8_999);
    out.push('='.repeat(100), `Site: ${site.name} (${site.code})`.padEnd(80) + `Account: ${account}`, rule);
    out.push('  Asset      Unit       Type          Starts     Run hrs   Door cycles   Avg trip s   Availability');
    let starts = 0;
    let hours = 0;
    site.units.forEach((u, i) => {
      asset += between(random, 1, 9);
      const id = `A-${asset}`;
      const odd = s === oddSite && i === 0;
      if (odd) needle = id;
      let st: number;
      let hrs: number;
      let doors = '-';
      let trip = '-';
      if (u.kind === 'escalator') {
        st = between(random, 25, 90);
        hrs = between(random, 3_000, 7_200) / 10;
      } else {
        st = odd
          ? 57
          : u.kind === 'passenger'
            ? between(random, 6_000, 22_000)
            : u.kind === 'bed'
              ? between(random, 3_000, 9_000)
              : u.kind === 'goods'
                ? between(random, 700, 3_000)
                : between(random, 300, 1_200);
        const avg = between(random, 220, 520) / 10;
        hrs = Math.round((st * avg) / 360) / 10;
        doors = grouped(st * 2 + between(random, 0, Math.max(4, Math.floor(st / 10))));
        trip = avg.toFixed(1);
      }
      starts += st;
      hours += hrs;
      const availability = (99 + between(random, 40, 100) / 100 - (random() < 0.1 ? between(random, 50, 300) / 100 : 0)).toFixed(2);
      out.push(
        `  ${id.padEnd(10)} ${u.id.padEnd(10)} ${u.kind.padEnd(10)} ${grouped(st).padStart(9)} ${hrs.toFixed(1).padStart(11)} ${doors.padStart(13)} ${trip.padStart(12)} ${`${availability}%`.padStart(14)}`,
      );
    });
    out.push(rule, `  Site total: ${site.units.length} units, ${grouped(starts)} starts, ${hours.toFixed(1)} run hours`, '');
  });
  out.push('='.repeat(100), `End of report. ${unitCount} units on ${sites.length} sites.`);
  const output = out.join('\n') + '\n';
  const ask = 'Looking at November, which of our lifts hardly got used at all compared with everything else? Give me its asset number.';
  return probe('round 113: usage report', ask, 'rms_usage_report', output, 'idle-lift', needle);
}

/** d3: one scrape of the telemetry collector's metrics endpoint, Prometheus exposition format. */
function d3TelemetryScrape(): EconomicsTask {
  const random = seededRandom(113_403);
  const needle = '3600.418';
  const units = estate(random, 70).flatMap((s) => s.units);
  const labels = new Map(
    units.map((u) => [
      u.id,
      `site="${u.site}",unit="${u.id}",controller="${u.kind === 'escalator' ? oneOf(random, ESCALATOR_MODELS) : oneOf(random, MODELS)}",gateway="${gatewayId(random)}"`,
    ]),
  );
  const lifts = units.filter((u) => u.kind !== 'escalator');
  const odd = units[Math.floor(units.length / 2)]!.id;
  const out: string[] = [];
  const family = (name: string, type: string, help: string, of: Unit[], value: (u: Unit) => string) => {
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const u of of) out.push(`${name}{${labels.get(u.id)!}} ${value(u)}`);
  };
  family('ascendia_lift_trips_total', 'counter', 'Trips completed since the controller counter was last reset.', lifts, () =>
    String(between(random, 40_000, 4_000_000)),
  );
  family('ascendia_lift_door_cycles_total', 'counter', 'Door open/close cycles since the counter was last reset.', lifts, () =>
    String(between(random, 90_000, 8_000_000)),
  );
  family('ascendia_drive_motor_temperature_celsius', 'gauge', 'Drive motor winding temperature.', units, () =>
    (between(random, 180, 640) / 10).toFixed(1),
  );
  family('ascendia_controller_clock_offset_seconds', 'gauge', 'Controller real-time clock minus collector time.', units, (u) =>
    u.id === odd ? needle : ((random() < 0.5 ? -1 : 1) * (between(random, 0, 850) / 1000)).toFixed(3),
  );
  family('ascendia_lift_levelling_error_mm', 'gauge', 'Mean absolute levelling error over the last 100 stops.', lifts, () =>
    (between(random, 5, 62) / 10).toFixed(1),
  );
  family('ascendia_gateway_signal_dbm', 'gauge', 'Cellular signal strength at the monitoring gateway.', units, () =>
    String(-between(random, 58, 104)),
  );
  family('ascendia_controller_uptime_seconds', 'counter', 'Seconds since the controller last booted.', units, () =>
    String(between(random, 3_600, 31_000_000)),
  );
  family('ascendia_lift_car_load_percent', 'gauge', 'Car load at the last stop, percent of rated load.', lifts, () =>
    String(between(random, 0, 92)),
  );
  out.push(
    '# HELP ascendia_collector_scrape_duration_seconds Time the collector took to poll all gateways.',
    '# TYPE ascendia_collector_scrape_duration_seconds gauge',
    `ascendia_collector_scrape_duration_seconds ${(between(random, 2_000, 9_000) / 1000).toFixed(3)}`,
    '# HELP ascendia_collector_gateways_polled Gateways answering the last poll.',
    '# TYPE ascendia_collector_gateways_polled gauge',
    `ascendia_collector_gateways_polled ${units.length}`,
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${between(random, 90_000_000, 190_000_000)}`,
  );
  const output = out.join('\n') + '\n';
  const ask = 'One of our lift controllers seems to be keeping different time from all the others. Which one is it?';
  return probe('round 113: telemetry scrape', ask, 'rms_metrics_scrape', output, 'clock-adrift', needle);
}

export function roundOneHundredThirteen(): EconomicsTask[] {
  return [
    a1MonitoringEvents(),
    a2PartsStockFeed(),
    a3InvoiceExport(),
    b1ContractRegister(),
    b2ExaminationReports(),
    b3WorkOrderSearch(),
    c1StockStatusReport(),
    c2ControllerLog(),
    c3CalloutReport(),
    d1GatewayInventory(),
    d2UsageReport(),
    d3TelemetryScrape(),
  ];
}
