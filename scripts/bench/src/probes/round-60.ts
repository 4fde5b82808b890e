/**
 * Probe round 60, written blind: Tamarack Ridge Resort Co., a ski resort's lifts, snowmaking, ticketing, patrol, rentals, avalanche safety and staff rota. "Today" is Saturday, 21 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ropeway control system event export (minified JSON, grouped by lift): when the deropement switch tripped on one lift this morning;
 *  - access-gate media registry (one-line XML): who a keycard with a given WTP number is registered to;
 *  - avalanche control shot log (minified GeoJSON, grouped by path): the result code of this morning's shot on one path;
 * b. The answer a few lines away from the line the question's words match:
 *  - snowmaking automation inventory (YAML): the serial number of the fan gun on a given hydrant;
 *  - rental shop agreements (pretty JSON): the binding serial on the skis of a given rental agreement;
 *  - lift operations roster (XML): who works top-station operator on one lift on tomorrow's early shift;
 * c. A question that paraphrases the output or carries a preamble:
 *  - ski patrol dispatch (CAD) log: when the first patroller reached an injured guest, after a complaint;
 *  - snowmaking pumphouse nightly water report: how much water came out of the stream on one night;
 *  - ticket office POS transaction log: the refund number for a guest charged twice for a pass;
 * d. One value unlike its peers, with no error word near it:
 *  - lift brake test history (CLI table): the stopping distance far out of line with the others;
 *  - rental fleet inventory (CSV): the pair of skis that has gone far longer without a tune;
 *  - avalanche weather station network (hourly CSV): the snow depth reading nowhere near the others.
 * Not among the bench's targets.
 * First run, at e90ddd9, the head this session began at (with this file; `ROUNDS=60
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,612,041 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 60: ropeway events (minified JSON)
 *     codex: 15,347 tokens, peak 15,271, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 665, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,860 tokens, peak 4,408, 0/1 needles, 4 read-backs
 *     ours: 10,530 tokens, peak 5,077, 0/1 needles, 4 read-backs
 *   round 60: gate media registry (one-line XML)
 *     codex: 15,109 tokens, peak 15,028, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,692 tokens, peak 1,303, 0/1 needles, 1 read-backs
 *     ours: 978 tokens, peak 699, 1/1 needles, 0 read-backs
 *   round 60: avalanche control shots (minified GeoJSON)
 *     codex: 13,436 tokens, peak 13,357, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,080 tokens, peak 6,951, 0/1 needles, 4 read-backs
 *     ours: 6,500 tokens, peak 2,916, 1/1 needles, 2 read-backs
 *   round 60: snowmaking inventory (YAML)
 *     codex: 15,909 tokens, peak 15,834, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,246 tokens, peak 1,591, 0/1 needles, 2 read-backs
 *     ours: 3,578 tokens, peak 1,396, 1/1 needles, 2 read-backs
 *   round 60: rental agreements (pretty JSON)
 *     codex: 12,995 tokens, peak 12,914, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,408 tokens, peak 1,099, 0/1 needles, 1 read-backs
 *     ours: 979 tokens, peak 700, 1/1 needles, 0 read-backs
 *   round 60: lift ops roster (XML)
 *     codex: 12,591 tokens, peak 12,523, 0/1 needles, 0 read-backs
 *     context-chef: 637 tokens, peak 569, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,849 tokens, peak 1,288, 0/1 needles, 4 read-backs
 *     ours: 4,324 tokens, peak 965, 0/1 needles, 4 read-backs
 *   round 60: patrol dispatch log (preamble, paraphrase)
 *     codex: 17,695 tokens, peak 17,591, 0/1 needles, 0 read-backs
 *     context-chef: 838 tokens, peak 734, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,576 tokens, peak 1,417, 0/1 needles, 4 read-backs
 *     ours: 4,671 tokens, peak 995, 0/1 needles, 4 read-backs
 *   round 60: pumphouse nightly report (preamble, paraphrase)
 *     codex: 16,590 tokens, peak 16,505, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,987 tokens, peak 1,303, 0/1 needles, 4 read-backs
 *     ours: 4,212 tokens, peak 905, 0/1 needles, 4 read-backs
 *   round 60: ticket office POS log (preamble, paraphrase)
 *     codex: 19,087 tokens, peak 18,984, 0/1 needles, 0 read-backs
 *     context-chef: 928 tokens, peak 825, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,281 tokens, peak 1,359, 0/1 needles, 4 read-backs
 *     ours: 4,640 tokens, peak 987, 0/1 needles, 4 read-backs
 *   round 60: lift brake tests (odd one out)
 *     codex: 17,201 tokens, peak 17,118, 0/1 needles, 0 read-backs
 *     context-chef: 774 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,245 tokens, peak 1,357, 0/1 needles, 4 read-backs
 *     ours: 4,395 tokens, peak 941, 0/1 needles, 4 read-backs
 *   round 60: rental fleet inventory (odd one out)
 *     codex: 21,127 tokens, peak 21,055, 0/1 needles, 0 read-backs
 *     context-chef: 925 tokens, peak 853, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,168 tokens, peak 1,551, 0/1 needles, 4 read-backs
 *     ours: 4,401 tokens, peak 942, 0/1 needles, 4 read-backs
 *   round 60: avalanche weather network (odd one out)
 *     codex: 27,149 tokens, peak 27,070, 0/1 needles, 0 read-backs
 *     context-chef: 1,152 tokens, peak 1,073, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,990 tokens, peak 1,698, 0/1 needles, 4 read-backs
 *     ours: 2,232 tokens, peak 1,136, 0/1 needles, 1 read-backs
 *     codex: 204,236 tokens, 0/12 needles
 *     context-chef: 9,609 tokens, 0/12 needles
 *     context-chef-store: 86,382 tokens, 0/12 needles
 *     ours: 51,440 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, pad2 } from '../economics/seeded.js';

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
// The resort's shared vocabulary.

const ORG = 'Tamarack Ridge Resort Co.';

interface Lift {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly speed: number;
  readonly towers: number;
  readonly detach: boolean;
}

const LIFTS: readonly Lift[] = [
  { id: 'SUMMIT', name: 'Summit Express', kind: 'detachable six', speed: 5.0, towers: 24, detach: true },
  { id: 'GONDOLA', name: 'Tamarack Gondola', kind: 'monocable gondola, 8 passenger', speed: 6.0, towers: 31, detach: true },
  { id: 'BIGHORN', name: 'Bighorn Express', kind: 'detachable quad', speed: 5.0, towers: 19, detach: true },
  { id: 'CASCADE', name: 'Cascade Express', kind: 'detachable quad', speed: 5.0, towers: 17, detach: true },
  { id: 'LARKSPUR', name: 'Larkspur Quad', kind: 'fixed-grip quad', speed: 2.3, towers: 14, detach: false },
  { id: 'TIMBERLINE', name: 'Timberline Quad', kind: 'fixed-grip quad', speed: 2.4, towers: 16, detach: false },
  { id: 'RAVEN', name: 'Raven Ridge Quad', kind: 'fixed-grip quad', speed: 2.5, towers: 15, detach: false },
  { id: 'FOXTAIL', name: 'Foxtail Triple', kind: 'fixed-grip triple', speed: 2.3, towers: 12, detach: false },
  { id: 'POWDERBOWL', name: 'Powder Bowl Triple', kind: 'fixed-grip triple', speed: 2.3, towers: 13, detach: false },
  { id: 'JUNIPER', name: 'Juniper Double', kind: 'fixed-grip double', speed: 2.0, towers: 10, detach: false },
  { id: 'OSPREY', name: 'Osprey Chair', kind: 'fixed-grip quad', speed: 2.3, towers: 11, detach: false },
  { id: 'SAWTOOTH', name: 'Sawtooth T-Bar', kind: 'T-bar', speed: 3.0, towers: 9, detach: false },
  { id: 'GUNSIGHT', name: 'Gunsight Poma', kind: 'platter surface lift', speed: 2.8, towers: 8, detach: false },
  { id: 'WHISPER', name: 'Whisper Carpet', kind: 'surface conveyor', speed: 1.0, towers: 0, detach: false },
];

const TRAILS = [
  'Foxtail',
  'Upper Boomerang',
  'Lower Boomerang',
  'Ptarmigan',
  'Wapiti',
  'Corkscrew',
  'Hourglass',
  'Skid Row',
  'Elk Meadow',
  'Silver Spur',
  'Bobcat',
  'Kestrel',
  'Buckskin',
  'Lynx',
  'Gold Dust',
  'Moonshine',
  'Homestead',
  'Tenderfoot',
  'Cougar Glades',
  'Larkspur Lane',
  'Raven Ridge',
  'Timberline Traverse',
  'Cascade',
  'Summit Road',
  'Powder Bowl',
  'Juniper Run',
];

const FIRST = [
  'Aiden',
  'Brooke',
  'Caleb',
  'Dana',
  'Eli',
  'Fiona',
  'Gavin',
  'Hannah',
  'Isaac',
  'Jenna',
  'Kyle',
  'Lena',
  'Mason',
  'Nora',
  'Owen',
  'Paige',
  'Quinn',
  'Riley',
  'Sam',
  'Tessa',
  'Vera',
  'Wes',
  'Yusuf',
  'Zoe',
  'Marco',
  'Priya',
  'Diego',
  'Mei',
  'Tomas',
  'Keanu',
  'Anja',
  'Bjorn',
  'Camila',
  'Declan',
  'Elif',
  'Finn',
  'Grace',
  'Hugo',
  'Ines',
  'Jonah',
  'Kira',
  'Liam',
  'Maya',
  'Nico',
  'Olivia',
  'Pablo',
  'Rosa',
  'Silas',
  'Tara',
  'Ulla',
  'Victor',
  'Willa',
  'Ximena',
  'Yara',
  'Zane',
  'Hiro',
  'Aisha',
  'Connor',
  'Megan',
  'Travis',
];

const LAST = [
  'Anderson',
  'Baker',
  'Chen',
  'Dalton',
  'Evans',
  'Fischer',
  'Garcia',
  'Holt',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreno',
  'Nguyen',
  'Olsen',
  'Patel',
  'Quintero',
  'Reyes',
  'Schmidt',
  'Thompson',
  'Underwood',
  'Vogel',
  'Walsh',
  'Xu',
  'Young',
  'Zimmerman',
  'Brennan',
  'Castillo',
  'Duffy',
  'Eriksen',
  'Foley',
  'Gallagher',
  'Haugen',
  'Iverson',
  'Jovanovic',
  'Kaur',
  'Lindgren',
  'McAllister',
  'Novak',
  'Okafor',
  'Petrov',
  'Rasmussen',
  'Sato',
  'Tanaka',
  'Ulrich',
  'Varga',
  'Whitaker',
  'Yamamoto',
  'Zeller',
  'Hanlon',
  'Ruiz',
  'Marsh',
  'Bell',
  'Kline',
  'Price',
  'Stroud',
  'Weiss',
  'Abbott',
  'Lowe',
  'Reid',
];

/** `sec` seconds after midnight as HH:MM:SS. */
function hms(sec: number): string {
  return `${pad2(Math.floor(sec / 3600))}:${pad2(Math.floor((sec % 3600) / 60))}:${pad2(sec % 60)}`;
}

/** `sec` seconds after midnight as HH:MM. */
function hm(sec: number): string {
  return hms(sec).slice(0, 5);
}

/** `n` sorted random seconds of the day in [lo, hi]. */
function sortedTimes(random: () => number, n: number, lo: number, hi: number): number[] {
  return Array.from({ length: n }, () => between(random, lo, hi)).sort((a, b) => a - b);
}

/** The ISO date `days` days after `start` (both YYYY-MM-DD). */
function addDays(start: string, days: number): string {
  const d = new Date(`${start}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
function dateRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (date: string) => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const username = (random: () => number) => `${oneOf(random, FIRST)[0]!.toLowerCase()}${oneOf(random, LAST).toLowerCase()}`;
const fixed = (n: number, digits: number) => n.toFixed(digits);
const thousands = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** Ropeway control system: a week of events, one JSON line grouped by lift. */
function ropewayEvents(): EconomicsTask {
  const random = seededRandom(60_001);
  const days = dateRange('2026-11-15', '2026-11-21');
  const today = '2026-11-21';
  const ops = Array.from({ length: 36 }, () => username(random));
  let seq = 4_118_000;
  const stamp = (day: string, sec: number, ms: number) => `${day}T${hms(sec)}.${String(ms).padStart(3, '0')}-07:00`;
  const kinds = [
    'start',
    'stop',
    'estop',
    'derope',
    'wind',
    'crosswind',
    'grip',
    'spacing',
    'brake',
    'inspect',
    'misload',
    'ramp',
    'tension',
    'oil',
    'speed',
    'restart',
  ];
  type Ev = { code: string; cls: string; station: string; text: string };
  const event = (lift: Lift, kind: string): Ev => {
    const tower = `T${pad2(between(random, 1, Math.max(1, lift.towers)))}`;
    const station = oneOf(random, ['BOTTOM', 'TOP']);
    switch (kind) {
      case 'start':
        return { code: 'I-101', cls: 'INFO', station: 'DRIVE', text: `Drive start, ramp to ${fixed(lift.speed, 1)} m/s` };
      case 'stop':
        return { code: 'I-102', cls: 'INFO', station, text: 'Normal stop by operator' };
      case 'estop':
        return {
          code: 'S-210',
          cls: 'STOP',
          station,
          text: `Emergency stop pushbutton, ${station.toLowerCase()} station operator console`,
        };
      case 'derope':
        return {
          code: 'S-311',
          cls: 'STOP',
          station: tower,
          text: `Deropement switch tripped ${tower} ${oneOf(random, ['uphill', 'downhill'])} (rope position monitor loop ${between(random, 1, 2)})`,
        };
      case 'wind': {
        const v = between(random, 140, 190) / 10;
        return { code: 'W-120', cls: 'WARN', station: tower, text: `Wind speed high ${tower}: ${fixed(v, 1)} m/s (limit 17.0)` };
      }
      case 'crosswind':
        return {
          code: 'W-131',
          cls: 'WARN',
          station: tower,
          text: `Crosswind component ${tower}: ${between(random, 60, 110)} deg, ${fixed(between(random, 80, 140) / 10, 1)} m/s`,
        };
      case 'grip':
        return lift.detach
          ? {
              code: 'S-402',
              cls: 'STOP',
              station,
              text: `Grip force below limit, carrier ${between(random, 1, 120)}: ${between(random, 28, 33)} kN (min 34 kN)`,
            }
          : { code: 'I-102', cls: 'INFO', station, text: 'Normal stop by operator' };
      case 'spacing':
        return lift.detach
          ? {
              code: 'W-405',
              cls: 'WARN',
              station,
              text: `Carrier spacing deviation ${fixed(between(random, 5, 30) / 10, 1)} s at ${station.toLowerCase()} terminal`,
            }
          : { code: 'I-901', cls: 'INFO', station, text: `Chair count ${between(random, 60, 140)} confirmed` };
      case 'brake':
        return {
          code: 'I-500',
          cls: 'INFO',
          station: 'DRIVE',
          text: `Daily brake test recorded: service brake ${fixed(between(random, 180, 460) / 100, 2)} m`,
        };
      case 'inspect':
        return { code: 'I-510', cls: 'INFO', station, text: `Pre-opening inspection logged by ${oneOf(random, ops)}` };
      case 'misload':
        return { code: 'S-230', cls: 'STOP', station: 'BOTTOM', text: 'Stop by attendant: misload at loading point' };
      case 'ramp':
        return { code: 'S-240', cls: 'STOP', station: 'TOP', text: 'Unload ramp safety switch, top station' };
      case 'tension':
        return {
          code: 'W-701',
          cls: 'WARN',
          station: 'TENSION',
          text: `Tension carriage position ${fixed(between(random, 5, 95) / 10, 1)} m (band 2.0-8.0 m)`,
        };
      case 'oil':
        return { code: 'W-805', cls: 'WARN', station: 'DRIVE', text: `Gearbox oil temperature ${between(random, 68, 82)} C` };
      case 'speed': {
        const to = fixed(Math.max(0.5, lift.speed - between(random, 0, 15) / 10), 1);
        return { code: 'I-900', cls: 'INFO', station: 'DRIVE', text: `Line speed change ${fixed(lift.speed, 1)} -> ${to} m/s` };
      }
      default:
        return { code: 'I-920', cls: 'INFO', station, text: 'Restart after stop, reset acknowledged' };
    }
  };
  const blocks = LIFTS.map((lift) => {
    const liftOps = Array.from({ length: 6 }, () => oneOf(random, ops));
    const events: object[] = [];
    for (const day of days) {
      const n = lift.id === 'WHISPER' ? between(random, 6, 10) : between(random, 24, 34);
      const raw: { sec: number; ms: number; ev: Ev }[] = sortedTimes(random, n, 6 * 3600 + 45 * 60, 16 * 3600 + 50 * 60).map((sec) => {
        let kind = oneOf(random, kinds);
        if (lift.towers === 0 && ['derope', 'wind', 'crosswind'].includes(kind)) kind = 'restart';
        if (lift.id === 'RAVEN' && day === today && kind === 'derope') kind = 'crosswind';
        return { sec, ms: pick(random, 1000), ev: event(lift, kind) };
      });
      if (lift.id === 'RAVEN' && day === today) {
        raw.push({
          sec: 9 * 3600 + 42 * 60 + 17,
          ms: 384,
          ev: { code: 'S-311', cls: 'STOP', station: 'T07', text: 'Deropement switch tripped T07 uphill (rope position monitor loop 1)' },
        });
        raw.sort((a, b) => a.sec - b.sec || a.ms - b.ms);
      }
      for (const { sec, ms, ev } of raw) {
        const op = oneOf(random, liftOps);
        const stop = ev.cls === 'STOP';
        const ackSec = sec + between(random, 8, 240);
        events.push({
          seq: seq++,
          ts: stamp(day, sec, ms),
          code: ev.code,
          class: ev.cls,
          station: ev.station,
          text: ev.text,
          lineSpeedMps: stop ? 0 : Number(fixed(lift.speed - (random() < 0.2 ? 0.5 : 0), 1)),
          ropePosM: Number(fixed(random() * 9000, 1)),
          operator: op,
          ackAt: ev.cls === 'INFO' ? null : stamp(day, ackSec, pick(random, 1000)),
          ackBy: ev.cls === 'INFO' ? null : op,
          resetMode: stop ? oneOf(random, ['local', 'local', 'remote']) : null,
        });
      }
    }
    return {
      liftId: lift.id,
      name: lift.name,
      type: lift.kind,
      designSpeedMps: lift.speed,
      plc: `S7-1500 CPU 1516-3 PN/DP fw ${oneOf(random, ['2.9.4', '2.9.7', '3.0.2', '3.1.0'])}`,
      events,
    };
  });
  const output = JSON.stringify({
    export: {
      system: 'RopeCon SCADA 4.2',
      site: ORG,
      from: '2026-11-15T00:00:00-07:00',
      to: '2026-11-21T11:05:00-07:00',
      tz: 'America/Denver',
    },
    lifts: blocks,
  });
  const ask = 'What time did the deropement switch trip on the Raven Ridge Quad this morning?';
  return probe(
    'round 60: ropeway events (minified JSON)',
    ask,
    'export_ropeway_events',
    output,
    'derope',
    '2026-11-21T09:42:17.384-07:00',
    true,
  );
}

/** Access-gate media registry: every keycard of the season, one line of XML. */
function accessMedia(): EconomicsTask {
  const random = seededRandom(60_002);
  const B32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const wtp = () => `${chars(random, B32, 8)}-${chars(random, B32, 3)}-${chars(random, B32, 3)}`;
  const products = [
    { code: 'SP-ADT-2627', name: 'Adult Season Pass 26/27', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'SP-YTH-2627', name: 'Youth Season Pass 26/27 (13-18)', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'SP-CHD-2627', name: 'Child Season Pass 26/27 (7-12)', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'SP-SNR-2627', name: 'Senior Season Pass 26/27 (65+)', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'SP-COL-2627', name: 'College Pass 26/27', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'EMP-2627', name: 'Employee Pass 26/27', from: '2026-10-15', to: '2027-04-30', holder: true },
    { code: 'FLEX-4', name: 'Flex 4-Day Pass 26/27', from: '2026-11-06', to: '2027-04-18', holder: true },
    { code: 'DAY-ADT', name: 'Adult 1-Day Lift Ticket', from: '', to: '', holder: false },
    { code: 'DAY-YTH', name: 'Youth 1-Day Lift Ticket', from: '', to: '', holder: false },
    { code: 'MD-ADT-3', name: 'Adult 3-Day Lift Ticket', from: '', to: '', holder: false },
  ];
  const gates = [
    'BASE-GONDOLA-L1',
    'BASE-GONDOLA-L2',
    'BASE-GONDOLA-L3',
    'BASE-GONDOLA-L4',
    'SUMMIT-EXP-L1',
    'SUMMIT-EXP-L2',
    'SUMMIT-EXP-L3',
    'BIGHORN-L1',
    'BIGHORN-L2',
    'CASCADE-L1',
    'CASCADE-L2',
    'LARKSPUR-L1',
    'TIMBERLINE-L1',
    'RAVEN-L1',
    'FOXTAIL-L1',
    'JUNIPER-L1',
  ];
  const count = 1700;
  const target = Math.floor(count * 0.51);
  const media: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `M-26${String(500_000 + i * 7 + pick(random, 7)).padStart(7, '0')}`;
    if (i === target) {
      media.push(
        `<Medium id="${id}"><WTP>4KD7M2QX-ZR8-N5T</WTP><ChipType>ISO15693</ChipType><Status>ACTIVE</Status>` +
          `<Product code="SP-ADT-2627">Adult Season Pass 26/27</Product><ValidFrom>2026-11-06</ValidFrom><ValidTo>2027-04-18</ValidTo>` +
          `<Holder personId="P-8841207"><FirstName>Ingrid</FirstName><LastName>Vasquez-Hollander</LastName><BirthDate>1979-03-14</BirthDate>` +
          `<Email>ivh.skis@outlook.com</Email><Photo ref="photos/2026/${hex(random, 12)}.jpg" verified="true"/></Holder>` +
          `<SalesChannel>WEB</SalesChannel><Order>W-2604-118342</Order><Usage count="9" lastGate="SUMMIT-EXP-L2" lastAt="2026-11-20T13:07:44-07:00"/></Medium>`,
      );
      continue;
    }
    const p = oneOf(random, products);
    const status = random() < 0.06 ? oneOf(random, ['BLOCKED', 'REPLACED', 'INACTIVE']) : 'ACTIVE';
    const dayDate = addDays('2026-11-06', pick(random, 16));
    const from = p.from || dayDate;
    const to = p.to || (p.code === 'MD-ADT-3' ? addDays(dayDate, 6) : dayDate);
    let holder = '<Holder/>';
    if (p.holder) {
      const first = oneOf(random, FIRST);
      const last = oneOf(random, LAST);
      const year = p.code.includes('YTH')
        ? between(random, 2008, 2013)
        : p.code.includes('CHD')
          ? between(random, 2014, 2019)
          : between(random, 1950, 2004);
      const mail = `${first.toLowerCase()}${oneOf(random, ['.', '_', ''])}${last.toLowerCase()}${between(random, 1, 99)}@${oneOf(random, ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'comcast.net'])}`;
      holder =
        `<Holder personId="P-${between(random, 1_000_000, 9_999_999)}"><FirstName>${first}</FirstName><LastName>${last}</LastName>` +
        `<BirthDate>${year}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}</BirthDate><Email>${mail}</Email>` +
        `<Photo ref="photos/2026/${hex(random, 12)}.jpg" verified="${random() < 0.9 ? 'true' : 'false'}"/></Holder>`;
    }
    const uses = status === 'ACTIVE' ? between(random, 0, 14) : between(random, 0, 3);
    const usage =
      uses === 0
        ? '<Usage count="0"/>'
        : `<Usage count="${uses}" lastGate="${oneOf(random, gates)}" lastAt="${addDays('2026-11-06', pick(random, 15))}T${hms(between(random, 8 * 3600 + 30 * 60, 15 * 3600 + 55 * 60))}-07:00"/>`;
    const channel = oneOf(random, ['WEB', 'WEB', 'POS', 'KIOSK']);
    const order =
      channel === 'WEB'
        ? `W-26${pad2(between(random, 3, 11))}-${between(random, 100_000, 199_999)}`
        : `T-2611-${String(between(random, 80_000, 99_999)).padStart(7, '0')}`;
    media.push(
      `<Medium id="${id}"><WTP>${wtp()}</WTP><ChipType>${oneOf(random, ['ISO15693', 'ISO15693', 'MIFARE DESFire EV2'])}</ChipType><Status>${status}</Status>` +
        `<Product code="${p.code}">${p.name}</Product><ValidFrom>${from}</ValidFrom><ValidTo>${to}</ValidTo>${holder}` +
        `<SalesChannel>${channel}</SalesChannel><Order>${order}</Order>${usage}</Medium>`,
    );
  }
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><MediaExport xmlns="urn:tamarack:access:media:v3" system="GateKeeper AMS 7.4" ` +
    `exported="2026-11-21T06:30:00-07:00" site="Tamarack Ridge" count="${count}">${media.join('')}</MediaExport>`;
  const ask = 'Who is the keycard with WTP number 4KD7M2QX-ZR8-N5T registered to?';
  return probe('round 60: gate media registry (one-line XML)', ask, 'export_access_media', output, 'holder', 'Vasquez-Hollander', true);
}

/** Avalanche control shot log: a GIS layer of every shot since last season, minified, grouped by path. */
function avalancheShots(): EconomicsTask {
  const random = seededRandom(60_003);
  const paths = [
    ['P01', 'Headwall 1', 'R1 Summit Headwall'],
    ['P02', 'Headwall 2', 'R1 Summit Headwall'],
    ['P03', 'Headwall 3', 'R1 Summit Headwall'],
    ['P04', 'Cornice Chute 1', 'R1 Summit Headwall'],
    ['P05', 'Cornice Chute 2', 'R1 Summit Headwall'],
    ['P06', 'Cornice Chute 3', 'R1 Summit Headwall'],
    ['P07', 'Bighorn Bowl North', 'R2 Bighorn'],
    ['P08', 'Bighorn Bowl Center', 'R2 Bighorn'],
    ['P09', 'Bighorn Bowl South', 'R2 Bighorn'],
    ['P10', 'Ewe Gully', 'R2 Bighorn'],
    ['P11', 'Ram Rocks', 'R2 Bighorn'],
    ['P12', 'Raven Cliffs', 'R3 North Ridge'],
    ['P13', 'Raven Slide', 'R3 North Ridge'],
    ['P14', 'Hourglass Couloir', 'R3 North Ridge'],
    ['P15', 'Gunsight 1', 'R3 North Ridge'],
    ['P16', 'Gunsight 2', 'R3 North Ridge'],
    ['P17', 'Gunsight 3', 'R3 North Ridge'],
    ['P18', 'North Face Apron', 'R3 North Ridge'],
    ['P19', 'Powder Bowl Lip', 'R4 Powder Bowl'],
    ['P20', 'Powder Bowl Main', 'R4 Powder Bowl'],
    ['P21', 'Powder Bowl Skier Right', 'R4 Powder Bowl'],
    ['P22', 'Chute 9', 'R4 Powder Bowl'],
    ['P23', 'Chute 10', 'R4 Powder Bowl'],
    ['P24', 'Moonshine Rollover', 'R4 Powder Bowl'],
    ['P25', 'Cascade Slabs', 'R5 Cascade'],
    ['P26', 'Cascade Gully', 'R5 Cascade'],
    ['P27', 'Kestrel Face', 'R5 Cascade'],
    ['P28', 'Silver Spur Ridge', 'R5 Cascade'],
    ['P29', 'Lynx Trees', 'R6 Road and Lower'],
    ['P30', 'Summit Road Cut 1', 'R6 Road and Lower'],
    ['P31', 'Summit Road Cut 2', 'R6 Road and Lower'],
    ['P32', 'Buckskin Bank', 'R6 Road and Lower'],
  ] as const;
  const lastSeason = shuffle(random, dateRange('2025-12-01', '2026-04-12')).slice(0, 52).sort();
  const thisSeason = ['2026-11-08', '2026-11-12', '2026-11-16', '2026-11-19', '2026-11-21'];
  const controlDays = [...lastSeason, ...thisSeason];
  const blasters = Array.from({ length: 14 }, () => `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`);
  const results = [
    'NR',
    'NR',
    'NR',
    'NR',
    'NR',
    'NR',
    'SS-AE-D1-R1-S',
    'SS-AE-D1.5-R2-S',
    'SS-AE-D1-R1-I',
    'HS-AE-D2-R2-I',
    'SS-AE-D2-R2-I',
    'L-AE-D1-R1-S',
    'HS-AE-D2-R3-I',
    'SS-AE-D2-R2-O',
    'HS-AE-D1.5-R2-I',
    'SS-AE-D1.5-R2-S',
    'HS-AE-D2-R2-O',
    'SS-AE-D2.5-R3-I',
    'WS-AE-D1.5-R1-G',
  ];
  const features: object[] = [];
  for (const [no, path, route] of paths) {
    const lon = -114.73 + random() * 0.06;
    const lat = 43.6 + random() * 0.05;
    for (const date of controlDays) {
      const isGunsight2Today = path === 'Gunsight 2' && date === '2026-11-21';
      if (!isGunsight2Today && random() > (date >= '2026-11-01' ? 0.55 : 0.42)) continue;
      const shots = isGunsight2Today ? 1 : random() < 0.2 ? 2 : 1;
      for (let s = 0; s < shots; s++) {
        const method = isGunsight2Today
          ? 'hand charge'
          : path.startsWith('Cornice') && random() < 0.4
            ? 'cornice cut'
            : oneOf(random, ['hand charge', 'hand charge', 'hand charge', 'avalauncher', 'Gazex']);
        let result = oneOf(random, results).replace('-AE-', method === 'avalauncher' ? '-AL-' : method === 'cornice cut' ? '-AC-' : '-AE-');
        if (isGunsight2Today) result = 'HS-AE-D2.5-R3-O';
        const released = result !== 'NR';
        const time = isGunsight2Today ? '08:14' : hm(between(random, 7 * 3600 + 10 * 60, 9 * 3600 + 20 * 60));
        features.push({
          type: 'Feature',
          geometry: {
            type: 'Point',
            coordinates: [
              Number((lon + (random() - 0.5) * 0.002).toFixed(5)),
              Number((lat + (random() - 0.5) * 0.002).toFixed(5)),
              between(random, 2450, 3020),
            ],
          },
          properties: {
            shot_id: `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${no}-${s + 1}`,
            season: date >= '2026-07-01' ? '2026-27' : '2025-26',
            date,
            time,
            route,
            path_no: no,
            path,
            method,
            product:
              method === 'cornice cut'
                ? null
                : method === 'Gazex'
                  ? 'gas exploder'
                  : method === 'avalauncher'
                    ? 'Avalauncher 1 kg projectile'
                    : oneOf(random, ['Pentex 1 kg cast x2', 'Emulite 2.2 kg', 'Pentex 1 kg cast', 'ANFO 11 kg + 1 kg cast']),
            blaster: oneOf(random, blasters),
            partner: oneOf(random, blasters),
            result,
            crown_cm: released ? (isGunsight2Today ? 115 : between(random, 15, 90)) : null,
            width_m: released ? (isGunsight2Today ? 85 : between(random, 8, 60)) : null,
            vert_fall_m: released ? (isGunsight2Today ? 240 : between(random, 20, 180)) : null,
            hn24_cm: between(random, 0, 45),
            notes: isGunsight2Today
              ? 'Propagated skier left to Gunsight 3 rocks, debris to the catwalk, catwalk closed pending grooming'
              : released
                ? oneOf(random, [
                    'Debris stopped above catwalk',
                    'Ran to usual toe',
                    'Sympathetic release adjacent path',
                    'Entrained loose snow below',
                    'Debris across traverse, groomer notified',
                  ])
                : oneOf(random, [
                    'No result, cratered',
                    'No result',
                    'Some cracking, no release',
                    'Sluffing only',
                    'Settlement whumpf heard',
                  ]),
          },
        });
      }
    }
  }
  const output = JSON.stringify({
    type: 'FeatureCollection',
    name: 'avy_control_shots_2025_2027',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
    features,
  });
  const ask = "What result code did patrol log for this morning's control shot on Gunsight 2?";
  return probe(
    'round 60: avalanche control shots (minified GeoJSON)',
    ask,
    'get_avalanche_control_log',
    output,
    'avy',
    'HS-AE-D2.5-R3-O',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** Snowmaking automation: hydrants and the guns parked on them, as YAML. */
function snowmakingInventory(): EconomicsTask {
  const random = seededRandom(60_004);
  const lines: string[] = [
    '# SnowOps Automation 9.3 - inventory export',
    `site: ${ORG}`,
    'exported: 2026-11-21T05:00:12-07:00',
    'hydrants:',
  ];
  const hydrants: { id: string; trail: string; elev: number }[] = [];
  for (let h = 101; h <= 560; h++) {
    const trail = TRAILS[Math.floor((h - 101) / 18) % TRAILS.length]!;
    const elev = 2100 + (Math.floor((h - 101) * 1.9) % 850);
    hydrants.push({ id: `H-${h}`, trail, elev });
    lines.push(
      `  - id: H-${h}`,
      `    trail: ${trail}`,
      `    elevation_m: ${elev}`,
      `    air: ${random() < 0.8 ? 'yes' : 'no'}`,
      `    rated_psi: ${oneOf(random, [600, 800, 1000])}`,
      `    power: ${oneOf(random, ['480V 100A', '480V 60A', 'none'])}`,
    );
  }
  lines.push('guns:');
  const models = [
    { type: 'fan', make: 'TechnoAlpin', model: 'TF10', prefix: 'TA-TF10' },
    { type: 'fan', make: 'TechnoAlpin', model: 'T40', prefix: 'TA-T40' },
    { type: 'fan', make: 'Demaclenko', model: 'Titan 2.0', prefix: 'DM-TI2' },
    { type: 'fan', make: 'SMI', model: 'Super PoleCat', prefix: 'SMI-SPC' },
    { type: 'lance', make: 'HKD', model: 'Impulse SV10', prefix: 'HKD-SV10' },
    { type: 'lance', make: 'TechnoAlpin', model: 'TL6', prefix: 'TA-TL6' },
  ];
  const count = 640;
  const target = Math.floor(count * 0.5);
  const usable = hydrants.filter((h) => h.id !== 'H-214');
  const near = between(random, 40, count - 40);
  for (let i = 0; i < count; i++) {
    const m = i === target ? models[0]! : oneOf(random, models);
    const year = between(random, 2012, 2025);
    const serial =
      i === target ? 'TA-TF10-19-04417' : `${m.prefix}-${String(year).slice(2)}-${String(between(random, 1000, 99_999)).padStart(5, '0')}`;
    const h = i === target ? hydrants.find((x) => x.id === 'H-214')! : oneOf(random, usable);
    const prev = i === near ? 'H-214' : random() < 0.5 ? oneOf(random, usable).id : 'null';
    lines.push(
      `  - tag: ${m.type === 'fan' ? 'FG' : 'LG'}-${String(i + 1).padStart(4, '0')}`,
      `    type: ${m.type}`,
      `    make: ${m.make}`,
      `    model: ${m.model}`,
      `    serial: ${serial}`,
      `    year: ${i === target ? 2019 : year}`,
      '    location:',
      `      trail: ${h.trail}`,
      `      hydrant: ${h.id}`,
      `      previous_hydrant: ${prev}`,
      `      elevation_m: ${h.elev}`,
      `      moved: 2026-${pad2(between(random, 10, 11))}-${pad2(between(random, 1, 20))}`,
      '    control:',
      `      mode: ${oneOf(random, ['auto', 'auto', 'auto', 'manual', 'off'])}`,
      `      wet_bulb_start_c: ${fixed(-between(random, 20, 35) / 10, 1)}`,
      `      wet_bulb_stop_c: ${fixed(-between(random, 10, 19) / 10, 1)}`,
      `      quality_setpoint: ${between(random, 2, 7)}`,
      '    nozzles:',
      `      stages_installed: ${m.type === 'fan' ? between(random, 3, 4) : between(random, 1, 3)}`,
      `      active_stage: ${between(random, 0, 3)}`,
      `      nucleators: ${between(random, 4, 12)}`,
      '    counters:',
      `      run_hours_season: ${fixed(random() * 420, 1)}`,
      `      run_hours_total: ${between(random, 200, 14_000)}`,
      `      water_m3_season: ${between(random, 0, 26_000)}`,
      '    comms:',
      `      ip: 10.42.${between(random, 1, 12)}.${between(random, 2, 250)}`,
      `      firmware: ${oneOf(random, ['5.12.3', '5.12.4', '5.14.0', '4.9.8'])}`,
      `      last_seen: 2026-11-21T0${between(random, 3, 4)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}-07:00`,
    );
  }
  const ask = "What's the serial number of the fan gun sitting on hydrant H-214?";
  return probe('round 60: snowmaking inventory (YAML)', ask, 'get_snowmaking_inventory', lines.join('\n'), 'gun', 'TA-TF10-19-04417');
}

/** The rental shop's open and recent agreements, as pretty JSON. */
function rentalAgreements(): EconomicsTask {
  const random = seededRandom(60_005);
  const skis = [
    ['Rossignol', 'Experience 80 Carbon'],
    ['Rossignol', 'Experience 86 Ti'],
    ['Head', 'Shape e-V8'],
    ['Head', 'Kore 93'],
    ['Volkl', 'Deacon 76'],
    ['Elan', 'Wingman 78 C'],
    ['Nordica', 'Enforcer 94'],
    ['K2', 'Disruption 78C'],
    ['Salomon', 'Stance 84'],
  ] as const;
  const bindings = [
    ['Look', 'SPX 12 GW', 'LK'],
    ['Look', 'NX 11 GW', 'LK'],
    ['Marker', 'Griffon 13 ID', 'MK'],
    ['Tyrolia', 'Attack 11 GW', 'TY'],
    ['Salomon', 'Strive 12 GW', 'SA'],
  ] as const;
  const boots = [
    ['Rossignol', 'Evo 70'],
    ['Head', 'Edge LYT 80'],
    ['Salomon', 'Select HV 80'],
    ['Nordica', 'Cruise 70'],
    ['Tecnica', 'Mach Sport 80'],
  ] as const;
  const shops = ['Base Village Rentals', 'Gondola Plaza Rentals', 'Summit Demo Center'];
  const packages = [
    { code: 'SPORT-1D', name: 'Sport ski package, 1 day', days: 1, rate: 69 },
    { code: 'SPORT-3D', name: 'Sport ski package, 3 days', days: 3, rate: 189 },
    { code: 'PERF-1D', name: 'Performance ski package, 1 day', days: 1, rate: 89 },
    { code: 'PERF-5D', name: 'Performance ski package, 5 days', days: 5, rate: 399 },
    { code: 'JR-SEASON', name: 'Junior season lease', days: 150, rate: 249 },
  ];
  const techs = Array.from({ length: 12 }, () => `T${between(random, 100, 399)}`);
  const count = 430;
  const first = 4417 - Math.floor(count / 2);
  const agreements: object[] = [];
  for (let i = 0; i < count; i++) {
    const num = first + i;
    const isTarget = num === 4417;
    const pkg = oneOf(random, packages);
    const day = addDays('2026-11-14', pick(random, 8));
    const created = `${day}T${hms(between(random, 7 * 3600 + 30 * 60, 11 * 3600))}-07:00`;
    const status = day < '2026-11-19' && random() < 0.7 ? 'RETURNED' : 'OUT';
    const [skiMake, skiModel] = oneOf(random, skis);
    const [bMake, bModel, bPrefix] = isTarget ? bindings[0] : oneOf(random, bindings);
    const [bootMake, bootModel] = oneOf(random, boots);
    const age = between(random, 8, 72);
    const heightCm = age < 14 ? between(random, 120, 165) : between(random, 152, 196);
    const mondo = fixed(between(random, 44, 60) / 2, 1);
    const bsl = 250 + between(random, 0, 90);
    const subtotal = pkg.rate + (random() < 0.5 ? 0 : 4 * pkg.days);
    agreements.push({
      agreementNumber: `RA-2611-${String(num).padStart(5, '0')}`,
      status,
      shop: oneOf(random, shops),
      createdAt: created,
      dueBack: `${addDays(day, Math.min(pkg.days, 10))}T17:00:00-07:00`,
      returnedAt:
        status === 'RETURNED' ? `${addDays(day, Math.min(pkg.days, 4))}T${hms(between(random, 14 * 3600, 17 * 3600))}-07:00` : null,
      renter: {
        customerId: `C-${between(random, 300_000, 699_999)}`,
        name: isTarget ? 'Declan Foley' : person(random),
        age,
        heightCm,
        weightKg: Math.max(25, heightCm - between(random, 95, 115) + between(random, -8, 14)),
        skierType: oneOf(random, ['1', '2', '2', '3', '-1']),
        phone: `+1 ${between(random, 201, 989)}-${between(random, 200, 999)}-${String(between(random, 0, 9999)).padStart(4, '0')}`,
      },
      equipment: [
        {
          line: 1,
          category: 'ski',
          assetTag: `SK-${between(random, 10_000, 39_999)}`,
          make: skiMake,
          model: skiModel,
          lengthCm: between(random, 12, 18) * 10 + oneOf(random, [0, 2, 4, 6, 8]),
          binding: {
            make: bMake,
            model: bModel,
            serial: isTarget
              ? 'LK24-9XW3071'
              : `${bPrefix}${between(random, 19, 25)}-${chars(random, 'ABCDEFGHJKMNPQRSTUVWXYZ0123456789', 7)}`,
            bootSoleLengthMm: bsl,
            dinSetting: Number(fixed(between(random, 6, 18) / 2, 1)),
            releaseCheckAt: created,
            checkedBy: oneOf(random, techs),
          },
        },
        {
          line: 2,
          category: 'boot',
          assetTag: `BT-${between(random, 10_000, 39_999)}`,
          make: bootMake,
          model: bootModel,
          mondo: Number(mondo),
          bootSoleLengthMm: bsl,
        },
        { line: 3, category: 'poles', assetTag: null, lengthCm: between(random, 90, 130) },
        ...(random() < 0.6
          ? [
              {
                line: 4,
                category: 'helmet',
                assetTag: `HM-${between(random, 1000, 9999)}`,
                size: oneOf(random, ['XS', 'S', 'M', 'L', 'XL']),
              },
            ]
          : []),
      ],
      package: {
        code: pkg.code,
        name: pkg.name,
        days: pkg.days,
        rate: pkg.rate,
        damageWaiver: subtotal !== pkg.rate,
        tax: Number(fixed(subtotal * 0.075, 2)),
        total: Number(fixed(subtotal * 1.075, 2)),
      },
      waiverSignedAt: created,
    });
  }
  const output = JSON.stringify(
    { shop: ORG, query: { createdFrom: '2026-11-14', createdTo: '2026-11-21' }, total: count, agreements },
    null,
    2,
  );
  const ask = "What's the serial number on the bindings of the skis we rented out on agreement RA-2611-04417?";
  return probe('round 60: rental agreements (pretty JSON)', ask, 'rental_agreements_search', output, 'binding', 'LK24-9XW3071');
}

/** The lift operations roster for two weeks, as XML. */
function liftRoster(): EconomicsTask {
  const random = seededRandom(60_006);
  const staff = Array.from({ length: 260 }, (_, i) => ({ id: `E-${20_100 + i * 3}`, name: person(random) }));
  const days = dateRange('2026-11-16', '2026-11-29');
  const positions = (lift: Lift) =>
    lift.detach
      ? ['Lift Supervisor', 'Bottom Station Operator', 'Top Station Operator', 'Loader', 'Loader', 'Maze Attendant']
      : lift.towers === 0
        ? ['Carpet Attendant']
        : ['Bottom Station Operator', 'Top Station Operator', 'Loader'];
  const certs = ['Lift Operator L1', 'Lift Operator L2', 'Lift Supervisor', 'Evac Team'];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Schedule organization="${ORG}" department="Lift Operations" from="2026-11-16" to="2026-11-29" published="2026-11-13T16:20:00-07:00">`,
  ];
  let shiftId = 118_000;
  for (const day of days) {
    for (const lift of LIFTS) {
      for (const [template, start, end] of [
        ['LIFT-EARLY', '07:30', '16:00'],
        ['LIFT-LATE', '09:00', '17:30'],
      ] as const) {
        if (template === 'LIFT-LATE' && !lift.detach) continue;
        for (const position of positions(lift)) {
          const isTarget = day === '2026-11-22' && lift.id === 'SUMMIT' && template === 'LIFT-EARLY' && position === 'Top Station Operator';
          const who = isTarget ? { id: 'E-20977', name: 'Saoirse Nakamura' } : oneOf(random, staff);
          lines.push(
            `  <Shift id="SH-${shiftId++}">`,
            `    <Date>${day}</Date>`,
            `    <Template>${template}</Template>`,
            `    <Start>${start}</Start>`,
            `    <End>${end}</End>`,
            `    <Location>${lift.name}</Location>`,
            `    <Position>${position}</Position>`,
            '    <Employee>',
            `      <EmployeeId>${who.id}</EmployeeId>`,
            `      <Name>${who.name}</Name>`,
            `      <Certification>${position === 'Lift Supervisor' ? 'Lift Supervisor' : oneOf(random, certs)}</Certification>`,
            '    </Employee>',
            `    <Break minutes="${oneOf(random, [30, 30, 45])}">${hm(between(random, 11 * 60, 13 * 60) * 60)}</Break>`,
            random() < 0.1
              ? `    <Notes>${oneOf(random, ['Swap approved by supervisor', 'Training shadow', 'Covers for sick call', 'Evac drill 14:00'])}</Notes>`
              : '    <Notes/>',
            '  </Shift>',
          );
        }
      }
    }
  }
  lines.push('</Schedule>');
  const ask = "Who's working top-station operator on Summit Express for tomorrow's early shift?";
  return probe('round 60: lift ops roster (XML)', ask, 'export_schedule', lines.join('\n'), 'rota', 'Saoirse Nakamura');
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** Ski patrol dispatch (CAD) log since opening day. */
function patrolDispatch(): EconomicsTask {
  const random = seededRandom(60_007);
  const days = dateRange('2026-11-06', '2026-11-20');
  const patrollers = Array.from({ length: 24 }, (_, i) => ({ unit: `P${i + 1}`, name: oneOf(random, LAST) }));
  const complaints = [
    'R knee, unable to bear wt',
    'L knee pain, twisting fall',
    'L shoulder, poss dislocation',
    'R wrist, deformity',
    'head strike, helmet on, A&Ox4',
    'lower back pain after fall',
    'R lower leg, poss fx',
    'collision w/ snowboarder, facial lac',
    'chest pain, cardiac hx',
    'thumb, poss UCL',
    'L ankle (snowboarder)',
    'dizzy, poss altitude',
    'hypothermia, child lost glove',
  ];
  const lines: string[] = [];
  let inc = 301;
  const line = (day: string, sec: number, id: string, ev: string, who: string, rest = '') =>
    lines.push(`${day} ${hms(sec)}  ${id.padEnd(8)} ${ev.padEnd(10)} ${who.padEnd(6)} ${rest}`.trimEnd());
  for (const day of days) {
    // routine
    for (const p of patrollers.slice(0, between(random, 14, 22)))
      line(
        day,
        between(random, 7 * 3600 + 40 * 60, 8 * 3600 + 20 * 60),
        '--',
        'ONDUTY',
        p.unit,
        `Name=${p.name} Post=${oneOf(random, ['Summit Hut', 'Bighorn Hut', 'Base Aid Room', 'Raven Shack'])}`,
      );
    for (let k = 0; k < between(random, 90, 120); k++) {
      const what = oneOf(random, [
        ['RADIOCHK', 'Ch2 loud and clear'],
        ['LIFTCHK', `Lift=${oneOf(random, LIFTS).name} ok to load public`],
        ['TRAILOPEN', `Trail=${oneOf(random, TRAILS)}`],
        ['TRAILCLOSE', `Trail=${oneOf(random, TRAILS)} reason=${oneOf(random, ['thin cover', 'grooming', 'snowmaking', 'race training'])}`],
        ['ROPELINE', `Rope/bamboo reset at ${oneOf(random, TRAILS)}`],
        ['TOBOGGAN', `Restocked at ${oneOf(random, ['Summit Hut', 'Bighorn Hut', 'Top of Foxtail', 'Top of Raven'])}`],
        ['STATUS', `Board updated, ${between(random, 20, 60)} trails open`],
      ] as const);
      line(day, between(random, 8 * 3600, 16 * 3600 + 30 * 60), '--', what[0], oneOf(random, patrollers).unit, what[1]);
    }
    for (const p of patrollers.slice(0, 12))
      line(day, between(random, 16 * 3600 + 15 * 60, 17 * 3600 + 10 * 60), '--', 'SWEEP', p.unit, `Sweep clear ${oneOf(random, TRAILS)}`);
    // incidents
    const n = between(random, 12, 18);
    const starts = sortedTimes(random, n, 9 * 3600, 16 * 3600 + 10 * 60);
    const targetDay = day === '2026-11-15';
    const plantAt = targetDay ? Math.floor(n * 0.65) : -1;
    starts.forEach((start0, k) => {
      const isTarget = k === plantAt;
      const start = isTarget ? 14 * 3600 + 21 * 60 + 7 : start0;
      let trail = oneOf(random, TRAILS);
      let cc = oneOf(random, complaints);
      if (targetDay && !isTarget && trail === 'Foxtail' && start >= 12 * 3600) trail = 'Larkspur Lane';
      if (isTarget) {
        trail = 'Foxtail';
        cc = 'R knee, unable to bear wt';
      }
      const id = `26-${String(inc++).padStart(4, '0')}`;
      const part = isTarget
        ? "lower, skier's left below T3"
        : oneOf(random, ['upper', 'mid', 'lower', 'at the merge', 'near T5', "skier's right edge"]);
      const age = between(random, 8, 74);
      line(
        day,
        start,
        id,
        'CREATED',
        'DISP1',
        `Type=INJ-${isTarget ? 'SKI' : oneOf(random, ['SKI', 'SKI', 'SB'])} Loc="${trail}, ${part}" Pt=${isTarget ? 'M 54' : `${oneOf(random, ['M', 'F'])} ${age}`} Cc="${cc}" Rpt=${oneOf(random, ['guest cell 911 xfer', 'liftie radio ch2', 'instructor radio', 'patrol self-found'])}`,
      );
      const pool = targetDay ? patrollers.filter((p) => p.unit !== 'P7' && p.unit !== 'P12') : patrollers.slice();
      const units = isTarget ? [patrollers[6]!, patrollers[11]!] : shuffle(random, pool).slice(0, between(random, 1, 2));
      let t = start + between(random, 40, 120);
      line(day, t, id, 'DISPATCH', 'DISP1', `Units=${units.map((u) => u.unit).join(',')}`);
      for (const u of units) line(day, (t += between(random, 10, 40)), id, 'ENROUTE', u.unit);
      const onScene = isTarget ? 14 * 3600 + 37 * 60 + 52 : t + between(random, 180, 700);
      units.forEach((u, j) => line(day, j === 0 ? onScene : onScene + between(random, 40, 200), id, 'ONSCENE', u.unit));
      t = onScene + between(random, 400, 1100);
      line(
        day,
        t,
        id,
        'NOTE',
        units[0]!.unit,
        `"${oneOf(random, ['Splinted, loaded in toboggan', 'Vacuum splint, toboggan', 'Pt walked down with patrol', 'Sling applied, pt skied down w/ escort', 'C-spine cleared per protocol'])}"`,
      );
      line(
        day,
        (t += between(random, 120, 500)),
        id,
        'TRANSPORT',
        units[0]!.unit,
        `Dest="${isTarget ? 'Base Aid Room' : oneOf(random, ['Base Aid Room', 'Base Aid Room', 'Summit Hut', 'Bighorn Hut'])}"`,
      );
      line(day, (t += between(random, 500, 1200)), id, 'ARRIVED', units[0]!.unit);
      line(
        day,
        t + between(random, 900, 2400),
        id,
        'CLOSED',
        'DISP1',
        `Disp=${oneOf(random, ['RELEASED', 'REFERRED-CLINIC', 'AMBULANCE', 'PRIVATE-VEH-ER', 'REFUSED-CARE'])}`,
      );
    });
  }
  lines.sort();
  const output = [`# ${ORG} Ski Patrol - CAD event log 2026-11-06 .. 2026-11-20 (local time)`, ...lines].join('\n');
  const ask =
    'Guest services forwarded me an angry email: a woman says her husband wrecked his knee near the bottom of Foxtail last Sunday afternoon and that patrol took forever to get to him. What time did our first patroller actually reach him?';
  return probe(
    'round 60: patrol dispatch log (preamble, paraphrase)',
    ask,
    'patrol_dispatch_log',
    output,
    'onscene',
    '2026-11-15 14:37:52',
  );
}

/** The snowmaking pumphouses' nightly water and energy report since late October. */
function pumphouseReport(): EconomicsTask {
  const random = seededRandom(60_008);
  const nights = dateRange('2026-10-31', '2026-11-20');
  const out: string[] = [];
  let seasonDiverted = 18_204_480;
  for (const night of nights) {
    const next = addDays(night, 1);
    out.push(
      '='.repeat(96),
      'TAMARACK RIDGE SNOWMAKING - NIGHTLY WATER & ENERGY REPORT',
      `Night of ${weekday(night)} ${night} 18:00 -> ${weekday(next)} ${next} 08:00        Generated ${next} 08:05 by SnowOps Historian`,
      '='.repeat(96),
    );
    let total = 0;
    let energy = 0;
    const stations = [
      {
        tag: 'PH1',
        name: 'Base Pumphouse',
        source: 'Elk Creek intake IN-1 (decree W-8812, 6.0 cfs max)',
        verb: 'Diverted from source',
        base: 1700,
      },
      {
        tag: 'PH2',
        name: 'Larkspur Pond booster',
        source: `Larkspur Pond (storage), level start ${fixed(12 + random() * 8, 1)} ft`,
        verb: 'Drawn from pond',
        base: 900,
      },
      { tag: 'PH3', name: 'Summit booster', source: 'PH1 discharge (relay, no new water)', verb: 'Relayed', base: 1100 },
      { tag: 'PH4', name: 'Bighorn well field', source: 'Wells BW-1, BW-2 (permit G-3310)', verb: 'Pumped from wells', base: 300 },
    ];
    for (const st of stations) {
      out.push(`[${st.tag}] ${st.name} - source: ${st.source}`, '  time   pumps        flow_gpm  disch_psi  water_F   kwh    volume_gal');
      let volume = 0;
      for (let h = 0; h < 42; h++) {
        const running = random() < 0.9;
        const flow = running ? st.base + between(random, -250, 450) : 0;
        const kwh = running ? Math.round(flow * (0.13 + random() * 0.04)) : 0;
        const vol = flow * 20;
        volume += vol;
        energy += kwh;
        out.push(
          `  ${hm(((18 * 60 + h * 20) % 1440) * 60)}  ${(running ? oneOf(random, ['P1,P2', 'P1,P2,P3', 'P2,P3', 'P1']) : '-').padEnd(11)}  ${String(flow).padStart(8)}  ${String(running ? between(random, 480, 760) : 0).padStart(9)}  ${fixed(running ? 33 + random() * 5 : 0, 1).padStart(7)}  ${String(kwh).padStart(5)}  ${thousands(vol).padStart(11)}`,
        );
      }
      if (st.tag === 'PH1') seasonDiverted += volume;
      if (st.tag !== 'PH3') total += volume;
      out.push(
        `  ${st.verb} this night ........ ${thousands(volume)} gal  (${fixed(volume / 325_851, 3)} ac-ft)   avg ${thousands(Math.round(volume / 840))} gpm`,
      );
      if (st.tag === 'PH1') out.push(`  Season to date from IN-1 ........ ${thousands(seasonDiverted)} gal`);
      out.push('');
    }
    out.push(
      `Night total new water to guns .... ${thousands(total)} gal    Energy ${thousands(energy)} kWh    Peak guns running ${between(random, 40, 110)}`,
      '',
    );
  }
  const output = out.join('\n');
  const i = output.indexOf('Night of Tue 2026-11-10');
  const j = output.indexOf('Diverted from source this night ........ ', i) + 'Diverted from source this night ........ '.length;
  const needle = output.slice(j, output.indexOf(' gal', j) + 4);
  const ask =
    "The water commissioner's office is after our numbers again. How many gallons did we pull out of the stream overnight on the 10th?";
  return probe('round 60: pumphouse nightly report (preamble, paraphrase)', ask, 'pumphouse_report', output, 'water', needle);
}

/** The ticket office POS transaction log for twelve days. */
function ticketPos(): EconomicsTask {
  const random = seededRandom(60_009);
  const days = dateRange('2026-11-10', '2026-11-21');
  const terminals = ['BL-W1', 'BL-W2', 'BL-W3', 'BL-W4', 'GP-W1', 'GP-W2', 'KIOSK-1', 'KIOSK-2'];
  const clerks = Array.from({ length: 18 }, () => username(random));
  const products = [
    { sku: 'DAY-ADT', name: 'Adult 1-Day Lift Ticket', price: 159 },
    { sku: 'DAY-YTH', name: 'Youth 1-Day Lift Ticket (13-18)', price: 129 },
    { sku: 'DAY-CHD', name: 'Child 1-Day Lift Ticket (7-12)', price: 99 },
    { sku: 'DAY-SNR', name: 'Senior 1-Day Lift Ticket', price: 119 },
    { sku: 'HALF-ADT', name: 'Adult Half-Day (PM)', price: 119 },
    { sku: 'MD-ADT-3', name: 'Adult 3-Day Lift Ticket', price: 429 },
    { sku: 'SP-ADT-2627', name: 'Adult Season Pass 26/27', price: 899 },
    { sku: 'SP-YTH-2627', name: 'Youth Season Pass 26/27 (13-18)', price: 489 },
    { sku: 'SP-CHD-2627', name: 'Child Season Pass 26/27 (7-12)', price: 289 },
    { sku: 'LSN-GRP-2H', name: 'Group Lesson 2h', price: 119 },
    { sku: 'MEDIA', name: 'Keycard deposit', price: 5 },
  ];
  const reasons = ['PRICE ADJUST', 'WRONG PRODUCT', 'DUPLICATE', 'INJURY CREDIT', 'WEATHER CLOSURE', 'CUSTOMER REQUEST'];
  const approvers = ['kbell', 'jstroud', 'aokafor'];
  const card = () => `${oneOf(random, ['VISA', 'MC', 'AMEX', 'DISC'])} ****${String(between(random, 0, 9999)).padStart(4, '0')}`;
  const stamp = (day: string, sec: number) => `${day}T${hms(sec)}-07:00`;
  interface Sale {
    sec: number;
    pos: string;
    clerk: string;
    sku: string;
    name: string;
    qty: number;
    amt: number;
    tender: string;
    cust: string;
    txn?: string;
  }
  interface Refund {
    sec: number;
    pos: string;
    clerk: string;
    sale: Sale;
    reason: string;
    approver: string;
    planted?: boolean;
  }
  const lines: string[] = [];
  let txn = 84_100;
  let refundNo = 3_100;
  let needle = '';
  for (const day of days) {
    const sales: Sale[] = sortedTimes(random, between(random, 260, 320), 7 * 3600 + 30 * 60, 16 * 3600 + 30 * 60).map((sec) => {
      const p = oneOf(random, products);
      const qty = p.sku.startsWith('SP') ? 1 : between(random, 1, 4);
      const pos = oneOf(random, terminals);
      return {
        sec,
        pos,
        clerk: pos.startsWith('KIOSK') ? 'kiosk' : oneOf(random, clerks),
        sku: p.sku,
        name: p.name,
        qty,
        amt: p.price * qty,
        tender: random() < 0.08 ? 'CASH' : card(),
        cust: random() < 0.6 ? `C-${between(random, 300_000, 699_999)}` : '-',
      };
    });
    const refunds: Refund[] = [];
    for (let k = 0; k < between(random, 4, 8); k++) {
      const sale = oneOf(random, sales);
      let reason = oneOf(random, reasons);
      if (day === '2026-11-17' && reason === 'DUPLICATE' && sale.sku === 'SP-YTH-2627') reason = 'PRICE ADJUST';
      const pos = sale.pos.startsWith('KIOSK') ? 'BL-W1' : sale.pos;
      refunds.push({
        sec: Math.min(sale.sec + between(random, 300, 7200), 17 * 3600),
        pos,
        clerk: oneOf(random, clerks),
        sale,
        reason,
        approver: oneOf(random, approvers),
      });
    }
    if (day === '2026-11-17') {
      const twice = (sec: number): Sale => ({
        sec,
        pos: 'BL-W3',
        clerk: 'mreid',
        sku: 'SP-YTH-2627',
        name: 'Youth Season Pass 26/27 (13-18)',
        qty: 1,
        amt: 489,
        tender: 'VISA ****7731',
        cust: 'C-518226',
      });
      const second = twice(10 * 3600 + 14 * 60 + 51);
      sales.push(twice(10 * 3600 + 14 * 60 + 22), second);
      refunds.push({
        sec: 10 * 3600 + 31 * 60 + 5,
        pos: 'BL-W3',
        clerk: 'mreid',
        sale: second,
        reason: 'DUPLICATE',
        approver: 'kbell',
        planted: true,
      });
    }
    const events: ({ kind: 'sale'; e: Sale } | { kind: 'refund'; e: Refund })[] = [
      ...sales.map((e) => ({ kind: 'sale' as const, e })),
      ...refunds.map((e) => ({ kind: 'refund' as const, e })),
    ].sort((a, b) => a.e.sec - b.e.sec);
    for (const ev of events) {
      const id = `T-2611-${String(txn++).padStart(7, '0')}`;
      if (ev.kind === 'sale') {
        const s = ev.e;
        s.txn = id;
        lines.push(
          `${stamp(day, s.sec)} POS=${s.pos} CLERK=${s.clerk} TXN=${id} SALE   SKU=${s.sku} "${s.name}" QTY=${s.qty} AMT=${fixed(s.amt, 2)} TENDER=${s.tender} AUTH=${s.tender === 'CASH' ? '-' : hex(random, 6).toUpperCase()} CUST=${s.cust}`,
        );
      } else {
        const r = ev.e;
        const ref = `R-2611-${String(refundNo++).padStart(6, '0')}`;
        if (r.planted) needle = ref;
        const amt = r.reason === 'PRICE ADJUST' ? Math.round(r.sale.amt * 0.1) : r.sale.amt;
        lines.push(
          `${stamp(day, r.sec)} POS=${r.pos} CLERK=${r.clerk} TXN=${id} REFUND REF=${ref} ORIG=${r.sale.txn ?? '-'} SKU=${r.sale.sku} "${r.sale.name}" QTY=${r.sale.qty} AMT=-${fixed(amt, 2)} TENDER=${r.sale.tender} REASON="${r.reason}" APPROVER=${r.approver} CUST=${r.sale.cust}`,
        );
      }
    }
    const zs = terminals.map((pos) => ({ sec: 17 * 3600 + between(random, 60, 1800), pos })).sort((a, b) => a.sec - b.sec);
    for (const { sec, pos } of zs)
      lines.push(
        `${stamp(day, sec)} POS=${pos} CLERK=- TXN=- Z-REPORT count=${sales.filter((s) => s.pos === pos).length} net=${fixed(between(random, 4000, 40_000), 2)} drawer=${pos.startsWith('KIOSK') ? 'n/a' : 'balanced'}`,
      );
  }
  const ask =
    "A mom just called the ticket office pretty upset: she says her card got hit two times when she bought her kid's season pass at the base lodge window on Tuesday morning. Did we give her the money back? What's the number of that refund?";
  return probe('round 60: ticket office POS log (preamble, paraphrase)', ask, 'pos_transactions', lines.join('\n'), 'refund', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** Lift brake test history since October, as a CLI table. */
function brakeTests(): EconomicsTask {
  const random = seededRandom(60_010);
  const days = [...dateRange('2025-11-21', '2026-04-12'), ...dateRange('2026-10-01', '2026-11-21')];
  const ops = Array.from({ length: 20 }, () => username(random));
  const header = `${'LIFT'.padEnd(20)}${'DATE'.padEnd(12)}${'TIME'.padEnd(7)}${'BRAKE'.padEnd(11)}${'LOAD'.padEnd(9)}${'V0 m/s'.padStart(7)}${'DIST m'.padStart(8)}${'T s'.padStart(7)}${'DECEL m/s2'.padStart(12)}${'ROPE kN'.padStart(9)}${'MOTOR A'.padStart(9)}  OPERATOR`;
  const rows: string[] = ['$ liftctl brake-tests --since 2025-11-21 --all', header, '-'.repeat(header.length + 4)];
  const lifts = LIFTS.filter((l) => l.towers > 0);
  const targetLift = 'TIMBERLINE';
  const targetDay = '2026-11-03';
  for (const lift of lifts) {
    const base = { service: 1.6 + random() * 1.6, emergency: 2.2 + random() * 1.8 };
    const rope = between(random, 180, 620);
    for (const day of days) {
      if (day > '2026-04-12' && day < '2026-11-06' && weekday(day) !== 'Tue' && !(lift.id === targetLift && day === targetDay)) continue;
      let at = between(random, 7 * 3600, 8 * 3600 + 10 * 60);
      for (const brake of ['service', 'emergency'] as const) {
        at += between(random, 60, 600);
        const load = day > '2026-04-12' && day < '2026-11-06' ? oneOf(random, ['empty', 'sandbags']) : 'empty';
        const v = lift.speed;
        const isTarget = lift.id === targetLift && day === targetDay && brake === 'emergency';
        const d = isTarget ? 11.47 : base[brake] * (0.94 + random() * 0.12);
        const t = (2 * d) / v;
        const a = (v * v) / (2 * d);
        rows.push(
          `${lift.name.padEnd(20)}${day.padEnd(12)}${hm(at).padEnd(7)}${brake.padEnd(11)}${load.padEnd(9)}${fixed(v, 2).padStart(7)}${fixed(d, 2).padStart(8)}${fixed(t, 2).padStart(7)}${fixed(a, 2).padStart(12)}${String(rope + between(random, -6, 6)).padStart(9)}${String(between(random, 120, 640)).padStart(9)}  ${oneOf(random, ops)}`,
        );
      }
    }
  }
  rows.push('', `${rows.length - 3} tests`);
  const ask =
    "In this brake test history, one test's stopping distance is way out of line with all the others. What distance did it record?";
  return probe('round 60: lift brake tests (odd one out)', ask, 'brake_test_history', rows.join('\n'), 'brake', '11.47');
}

/** The rental fleet inventory, as CSV. */
function rentalFleet(): EconomicsTask {
  const random = seededRandom(60_011);
  const header =
    'asset_tag,category,make,model,size,binding_model,binding_serial,season_added,days_rented_season,days_rented_life,last_tune,tune_type,last_binding_check,shop,status';
  const rows = [header];
  const skiModels = [
    ['Rossignol', 'Experience 80 Carbon'],
    ['Head', 'Shape e-V8'],
    ['Volkl', 'Deacon 76'],
    ['Elan', 'Wingman 78 C'],
    ['Nordica', 'Enforcer 94'],
    ['K2', 'Disruption 78C'],
  ] as const;
  const boardModels = [
    ['Burton', 'Ripcord'],
    ['Burton', 'Instigator'],
    ['Rossignol', 'District'],
    ['K2', 'Standard'],
  ] as const;
  const bootModels = [
    ['Rossignol', 'Evo 70'],
    ['Head', 'Edge LYT 80'],
    ['Salomon', 'Select HV 80'],
    ['Burton', 'Moto BOA'],
  ] as const;
  const shops = ['BASE', 'GONDOLA', 'SUMMIT'];
  const count = 4200;
  const target = Math.floor(count * 0.47);
  const tuneDate = () => `2026-${oneOf(random, ['10', '11'])}-${pad2(between(random, 1, 20))}`;
  for (let i = 0; i < count; i++) {
    const tag = `${i < 2600 ? 'SK' : i < 3300 ? 'SB' : 'BT'}-${String(1000 + i).padStart(5, '0')}`;
    const season = oneOf(random, ['2022/23', '2023/24', '2024/25', '2025/26', '2026/27']);
    const days = between(random, 0, 14);
    const life = days + between(random, 0, 90) * (2027 - Number(season.slice(0, 4)));
    const status = oneOf(random, ['IN', 'IN', 'OUT', 'OUT', 'OUT', 'TUNE-Q', 'DEMO']);
    const shop = oneOf(random, shops);
    if (tag.startsWith('SK')) {
      const [make, model] = oneOf(random, skiModels);
      const b = oneOf(random, ['Look SPX 12 GW', 'Look NX 11 GW', 'Tyrolia Attack 11 GW', 'Salomon Strive 12 GW']);
      const last = i === target ? '2024-12-03' : tuneDate();
      rows.push(
        `${tag},ski,${make},${model},${between(random, 12, 18) * 10 + oneOf(random, [0, 2, 4, 6, 8])},${b},${b.slice(0, 2).toUpperCase()}${between(random, 19, 25)}-${chars(random, 'ABCDEFGHJKMNPQRSTUVWXYZ0123456789', 7)},${season},${days},${life},${last},${oneOf(random, ['wax', 'edge+wax', 'full grind'])},${tuneDate()},${shop},${status}`,
      );
    } else if (tag.startsWith('SB')) {
      const [make, model] = oneOf(random, boardModels);
      rows.push(
        `${tag},snowboard,${make},${model},${between(random, 120, 162)},Burton Freestyle Re:Flex,-,${season},${days},${life},${tuneDate()},${oneOf(random, ['wax', 'edge+wax'])},-,${shop},${status}`,
      );
    } else {
      const [make, model] = oneOf(random, bootModels);
      rows.push(
        `${tag},boot,${make},${model},${fixed(between(random, 44, 62) / 2, 1)},-,-,${season},${days},${life},-,-,-,${shop},${status}`,
      );
    }
  }
  const ask = 'Which pair of rental skis has gone way longer without a tune than everything else in the fleet?';
  return probe('round 60: rental fleet inventory (odd one out)', ask, 'fleet_inventory', rows.join('\n'), 'tune', 'SK-02974');
}

/** The avalanche weather station network, hourly, since mid-October. */
function weatherStations(): EconomicsTask {
  const random = seededRandom(60_012);
  const stations = [
    { id: 'TRSUM', name: 'Summit Plot', elev: 2980 },
    { id: 'TRRAV', name: 'Raven Ridge Wind', elev: 2890 },
    { id: 'TRGUN', name: 'Gunsight Ridge', elev: 2950 },
    { id: 'TRMID', name: 'Mid-Mountain Study Plot', elev: 2540 },
    { id: 'TRBHB', name: 'Bighorn Bowl', elev: 2700 },
    { id: 'TRBAS', name: 'Base Plot', elev: 2120 },
  ];
  const days = dateRange('2026-10-17', '2026-11-21');
  const rows = [
    'station_id,station_name,elev_m,timestamp,air_temp_c,rh_pct,wind_avg_ms,wind_gust_ms,wind_dir_deg,hs_cm,hn24_cm,swe_mm,pressure_hpa,batt_v',
  ];
  // one storm series for the whole network: new snow per day
  const storm = days.map(() => (random() < 0.3 ? between(random, 4, 30) : 0));
  for (const st of stations) {
    let hs = 0;
    let swe = 0;
    const factor = 0.6 + (st.elev - 2100) / 2200;
    const hn: number[] = [];
    days.forEach((day, di) => {
      for (let h = 0; h < 24; h++) {
        const fall = (storm[di]! * factor) / 24;
        hs = Math.max(0, hs + fall - hs * 0.0012 - (st.elev < 2300 && random() < 0.2 ? 0.05 : 0));
        swe = Math.min(240, swe + fall * 0.9);
        hn.push(fall);
        const hn24 = hn.slice(-24).reduce((a, b) => a + b, 0);
        const temp = -4 - (st.elev - 2100) / 180 + Math.sin(((h - 9) / 24) * 2 * Math.PI) * 4 + (random() - 0.5) * 2;
        const wind = st.id === 'TRRAV' || st.id === 'TRGUN' ? 4 + random() * 12 : 1 + random() * 5;
        const isTarget = st.id === 'TRMID' && day === '2026-11-04' && h === 3;
        rows.push(
          [
            st.id,
            st.name,
            st.elev,
            `${day} ${pad2(h)}:00`,
            fixed(temp, 1),
            Math.min(100, between(random, 55, 98)),
            fixed(wind, 1),
            fixed(wind * (1.3 + random() * 0.5), 1),
            between(random, 190, 330),
            isTarget ? '312.4' : fixed(hs + (random() - 0.5) * 0.6 > 0 ? hs + (random() - 0.5) * 0.6 : 0, 1),
            fixed(hn24, 1),
            fixed(swe, 1),
            fixed(1013 * Math.exp(-st.elev / 8400) + (random() - 0.5) * 8, 1),
            fixed(12.6 + random() * 1.2, 2),
          ].join(','),
        );
      }
    });
  }
  const ask = "One of the weather stations logged a snow depth that's nowhere near what the rest show. What was that reading?";
  return probe('round 60: avalanche weather network (odd one out)', ask, 'wx_network_hourly', rows.join('\n'), 'hs', '312.4');
}

export function roundSixty(): EconomicsTask[] {
  return [
    ropewayEvents(),
    accessMedia(),
    avalancheShots(),
    snowmakingInventory(),
    rentalAgreements(),
    liftRoster(),
    patrolDispatch(),
    pumphouseReport(),
    ticketPos(),
    brakeTests(),
    rentalFleet(),
    weatherStations(),
  ];
}
