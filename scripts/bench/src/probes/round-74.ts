/**
 * Probe round 74, written blind: Minera Cerro Cobrizo S.A., an open-pit copper mine (haul truck fleet and dispatch, drill
 * and blast, primary crusher and concentrator, tailings dam piezometers, slope radar, mine maintenance). "Today" is
 * Thursday, 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - fleet management system (minified JSON of the night shift's equipment status events): why haul truck 233 went down around 2 a.m.;
 *  - blast design export (one-line XML of the week's blast patterns): the detonator ID in hole D17 of the F5 2890 blast;
 *  - SAP PM order export (CSV whose standing order carries a huge flattened long text): when the SAG mill's HP lube pump was last replaced;
 * b. The answer a few lines away from the line the question's words match:
 *  - geotechnical instrument register (YAML): the alarm level of piezometer VWP-TSF2-CH1250-B;
 *  - oil analysis lab report (pretty XML): what the lab recommended for truck 221's left final drive, latest sample;
 *  - tyre management report (nested CLI text): the serial of the tyre on position 5 of truck 247;
 * c. A question that paraphrases the output or carries a preamble:
 *  - dispatch controller log (pipe-separated text, eight days): the incident number for the truck that "ran into the berm" on a ramp at the weekend (the log says windrow);
 *  - slope radar alarm export (CSV with a comment header): when the "north wall radar" hit its "top alarm level" on Saturday night (the rows say NW-F4 and TARP-3);
 *  - concentrator downtime API (pretty JSON): how long the crusher was down when a "broken shovel tooth" jammed it at the weekend (the record says GET tip);
 * d. One value unlike its peers, with no error word near it:
 *  - tailings dam data logger download (Campbell TOA5 CSV, wide): the one piezometer reading way out of line with the rest;
 *  - DCS control module summary (fixed-width table): the rougher flotation level controller tuned unlike its siblings;
 *  - drill navigation hole records (NDJSON): the hole drilled far deeper than all the others.
 * Not among the bench's targets.
 * First run, at 5eb2057, the head when the round was written (with this file; `ROUNDS=74
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,309,632 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 74: fleet status events (minified JSON)
 *     codex: 13,978 tokens, peak 13,902, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 646, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,679 tokens, peak 3,872, 0/1 needles, 2 read-backs
 *     ours: 7,099 tokens, peak 3,195, 0/1 needles, 2 read-backs
 *   round 74: blast design export (one-line XML)
 *     codex: 14,993 tokens, peak 14,918, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,923 tokens, peak 7,254, 0/1 needles, 4 read-backs
 *     ours: 975 tokens, peak 702, 0/1 needles, 0 read-backs
 *   round 74: SAP PM order export (CSV, one huge long text)
 *     codex: 5,093 tokens, peak 5,021, 0/1 needles, 0 read-backs
 *     context-chef: 768 tokens, peak 696, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,256 tokens, peak 4,661, 0/1 needles, 4 read-backs
 *     ours: 14,133 tokens, peak 5,736, 0/1 needles, 4 read-backs
 *   round 74: instrument register (YAML)
 *     codex: 14,431 tokens, peak 14,351, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,461 tokens, peak 1,145, 0/1 needles, 1 read-backs
 *     ours: 988 tokens, peak 710, 1/1 needles, 0 read-backs
 *   round 74: oil analysis report (pretty XML)
 *     codex: 13,971 tokens, peak 13,894, 0/1 needles, 0 read-backs
 *     context-chef: 698 tokens, peak 621, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,863 tokens, peak 3,139, 0/1 needles, 2 read-backs
 *     ours: 2,204 tokens, peak 1,263, 0/1 needles, 1 read-backs
 *   round 74: tyre status report (nested CLI text)
 *     codex: 14,508 tokens, peak 14,436, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,914 tokens, peak 4,038, 0/1 needles, 2 read-backs
 *     ours: 2,024 tokens, peak 1,109, 0/1 needles, 1 read-backs
 *   round 74: dispatch controller log (preamble, paraphrase)
 *     codex: 17,045 tokens, peak 16,951, 0/1 needles, 0 read-backs
 *     context-chef: 845 tokens, peak 751, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,589 tokens, peak 3,960, 0/1 needles, 4 read-backs
 *     ours: 9,793 tokens, peak 4,051, 1/1 needles, 4 read-backs
 *   round 74: slope radar alarm export (paraphrase)
 *     codex: 20,909 tokens, peak 20,826, 0/1 needles, 0 read-backs
 *     context-chef: 911 tokens, peak 828, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,068 tokens, peak 5,148, 0/1 needles, 3 read-backs
 *     ours: 11,461 tokens, peak 5,784, 0/1 needles, 3 read-backs
 *   round 74: concentrator downtime events (preamble, paraphrase)
 *     codex: 12,964 tokens, peak 12,877, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,104 tokens, peak 1,328, 0/1 needles, 4 read-backs
 *     ours: 4,373 tokens, peak 967, 0/1 needles, 4 read-backs
 *   round 74: tailings piezometer logger download (odd reading)
 *     codex: 23,447 tokens, peak 23,362, 0/1 needles, 0 read-backs
 *     context-chef: 1,031 tokens, peak 946, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,774 tokens, peak 1,484, 0/1 needles, 4 read-backs
 *     ours: 2,411 tokens, peak 1,325, 0/1 needles, 1 read-backs
 *   round 74: DCS control module summary (odd tuning)
 *     codex: 12,702 tokens, peak 12,621, 0/1 needles, 0 read-backs
 *     context-chef: 576 tokens, peak 495, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,374 tokens, peak 1,188, 0/1 needles, 4 read-backs
 *     ours: 4,253 tokens, peak 913, 0/1 needles, 4 read-backs
 *   round 74: drill hole records (odd depth)
 *     codex: 17,644 tokens, peak 17,562, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,945 tokens, peak 1,292, 0/1 needles, 4 read-backs
 *     ours: 4,679 tokens, peak 995, 1/1 needles, 4 read-backs
 *     codex: 181,685 tokens, 0/12 needles
 *     context-chef: 9,257 tokens, 0/12 needles
 *     context-chef-store: 104,950 tokens, 0/12 needles
 *     ours: 64,393 tokens, 3/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';

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
// The site: fleet, people, places, clock (local time, UTC-3, kept as wall-clock milliseconds).

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Wall-clock milliseconds of a local time `2026-11-19T07:30:00`. */
const wall = (iso: string): number => Date.parse(`${iso}Z`);
/** `2026-11-19T07:30:00-03:00`. */
const isoLocal = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}-03:00`;
/** `2026-11-19 07:30:00`. */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-19`. */
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** A float in [lo, hi). */
const uniform = (random: () => number, lo: number, hi: number): number => lo + random() * (hi - lo);
/** A rough bell curve around `mean`. */
const gauss = (random: () => number, mean: number, sd: number): number =>
  mean + ((random() + random() + random() + random() + random() + random() - 3) / 1.41) * sd;

const CAT_TRUCKS = Array.from({ length: 48 }, (_, i) => `HT-${201 + i}`);
const KOMATSU_TRUCKS = Array.from({ length: 22 }, (_, i) => `HT-${301 + i}`);
const TRUCKS = [...CAT_TRUCKS, ...KOMATSU_TRUCKS];
const truckModel = (id: string): string => (id.startsWith('HT-2') ? 'CAT 793F' : 'Komatsu 930E-5');
const SHOVELS = ['SH-01', 'SH-02', 'SH-03', 'SH-04', 'EX-05', 'EX-06', 'LD-01', 'LD-02'];
const shovelModel = (id: string): string => (id.startsWith('SH') ? 'P&H 4100XPC' : id.startsWith('EX') ? 'Komatsu PC8000-11' : 'CAT 994K');
const DRILLS = ['DR-01', 'DR-02', 'DR-03', 'DR-04', 'DR-05', 'DR-06'];
const drillModel = (id: string): string => (id <= 'DR-04' ? 'Epiroc Pit Viper 271' : 'CAT MD6250');
const DOZERS = ['DZ-01', 'DZ-02', 'DZ-03', 'DZ-04', 'DZ-05', 'DZ-06', 'DZ-07', 'DZ-08'];
const GRADERS = ['GR-01', 'GR-02', 'GR-03', 'GR-04'];
const WATER_TRUCKS = ['WT-01', 'WT-02', 'WT-03', 'WT-04'];
const DUMPS = ['CR-1', 'WD-NORTE', 'WD-ESTE', 'LG-STK', 'OX-PAD'];
const RAMPS = ['R1', 'R2', 'R3', 'R4', 'R5'];
const BENCHES = Array.from({ length: 18 }, (_, i) => 2845 + i * 15);
const PHASES = ['F4', 'F5', 'F6'];

const FIRST_NAMES = [
  'Juan',
  'José',
  'Luis',
  'Carlos',
  'Jorge',
  'Pablo',
  'Rodrigo',
  'Cristián',
  'Felipe',
  'Andrés',
  'Claudio',
  'Mauricio',
  'Francisco',
  'Sergio',
  'Patricio',
  'Víctor',
  'Hernán',
  'Marcelo',
  'Daniel',
  'Ignacio',
  'María',
  'Carolina',
  'Paula',
  'Camila',
  'Valentina',
  'Francisca',
  'Daniela',
  'Javiera',
  'Constanza',
  'Fernanda',
  'Lorena',
  'Macarena',
  'Alejandra',
];
const SURNAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
  'Carrasco',
  'Cortés',
];
/** `Pablo Rojas`. */
const person = (random: () => number): string => `${oneOf(random, FIRST_NAMES)} ${oneOf(random, SURNAMES)}`;
/** `P. Rojas`. */
const initialled = (random: () => number): string => `${oneOf(random, FIRST_NAMES)[0]!}. ${oneOf(random, SURNAMES)}`;
/** SAP-style user id of a name: `PROJAS`. */
const userId = (name: string): string =>
  (name[0]! + name.split(' ')[1]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** Reason codes of the fleet management system, by status. */
const FMS_REASONS: Record<string, readonly (readonly [number, string])[]> = {
  READY: [
    [100, 'Operating'],
    [101, 'Hauling'],
    [102, 'Loading'],
  ],
  DELAY: [
    [201, 'Shift change'],
    [202, 'Meal break'],
    [203, 'Fuelling'],
    [204, 'Waiting on loader'],
    [205, 'Blast clearance'],
    [206, 'Road watering'],
    [207, 'Operator personal'],
    [208, 'Pre-start inspection'],
    [209, 'Tyre inspection'],
    [210, 'Queue at crusher'],
    [211, 'Survey in pit'],
  ],
  STANDBY: [
    [301, 'No operator'],
    [302, 'Crusher unavailable'],
    [303, 'Weather / visibility'],
    [304, 'Awaiting assignment'],
    [305, 'Surplus equipment'],
  ],
  DOWN: [
    [401, 'Engine'],
    [402, 'Tyres'],
    [403, 'Electrical'],
    [404, 'Hydraulics'],
    [405, 'Brakes / retarder'],
    [406, 'Suspension / struts'],
    [407, 'Body / hoist'],
    [408, 'PM service'],
    [409, 'Payload system'],
    [410, 'Cab / HVAC'],
    [411, 'Auto-lube system'],
    [412, 'Drive train'],
  ],
};

/** What operators and dispatchers type against a status change, by reason code. */
const FMS_COMMENTS: Record<number, readonly string[]> = {
  203: ['fuel bay 1', 'fuel bay 2', 'field fuel truck FT-02', ''],
  204: ['SH-02 moving to new face', 'loader tramming', 'shovel cable move', 'waiting on dozer clean-up at face'],
  205: ['blast F5-2890 clearance', 'clear to 500 m, blast at 13:00', 'blast delayed'],
  209: ['pos 2 looked soft, checked ok', 'routine walkaround', 'tyre shop check TKPH', 'rock in duals removed'],
  302: ['crusher chute blocked', 'CV-002 stopped', 'crusher full, dumping LG-STK'],
  401: ['coolant temp high 108C', 'low oil pressure on VIMS', 'turbo boost derate', 'fuel filter restriction', 'misfire cyl 7'],
  402: [
    'pos 1 low pressure, TPMS 78 psi',
    'rock cut tread pos 3, tyre shop to inspect',
    'pos 6 temp high, cooling down',
    'valve stem leaking pos 2',
    'pos 5 bead leak, reseat',
  ],
  403: ['alternator fault code', 'headlights out LH', 'GPS antenna loose', 'VIMS display dead', 'starter motor'],
  404: ['hoist cylinder seal leak', 'steering hyd temp high', 'hose burst at hoist valve', 'hyd tank level low'],
  405: ['retarder overheating on R2 descent', 'brake wear indicator', 'park brake not releasing'],
  406: ['LF strut low, nitrogen charge', 'strut pressure fault RR', 'frame rail crack check'],
  407: ['body liner plate loose', 'tailgate chain', 'body up sensor'],
  408: ['PM-B 500 h service', 'PM-C 1000 h service', 'PM-A 250 h service'],
  409: ['payload calibration', 'payload reading 0 t', 'strut sensor payload fault'],
  410: ['AC not working', 'seat suspension', 'windscreen cracked'],
  411: ['auto-lube fault, grease empty', 'lube line broken at pin'],
  412: ['wheel motor overtemp', 'transmission shift fault', 'diff oil temp high', 'drive system ground fault'],
};

function fmsEvents(): EconomicsTask {
  const r = seededRandom(740_101);
  const shiftStart = wall('2026-11-18T20:00:00');
  const shiftEnd = shiftStart + 12 * HOUR;
  type Event = {
    t: number;
    eq: string;
    cls: string;
    model: string;
    status: string;
    code: number;
    reason: string;
    comment: string;
    loc: string;
    src: string;
  };
  const events: Event[] = [];
  const units = [
    ...TRUCKS.map((id) => ({ id, cls: 'HAUL_TRUCK', model: truckModel(id) })),
    ...SHOVELS.map((id) => ({ id, cls: id.startsWith('LD') ? 'LOADER' : 'SHOVEL', model: shovelModel(id) })),
    ...DRILLS.map((id) => ({ id, cls: 'DRILL', model: drillModel(id) })),
    ...DOZERS.map((id) => ({ id, cls: 'DOZER', model: id <= 'DZ-04' ? 'CAT D11' : 'CAT D10T2' })),
    ...GRADERS.map((id) => ({ id, cls: 'GRADER', model: 'CAT 24M' })),
    ...WATER_TRUCKS.map((id) => ({ id, cls: 'WATER_TRUCK', model: 'CAT 785D WT' })),
  ];
  const place = (cls: string): string => {
    if (cls === 'HAUL_TRUCK') {
      const kind = pick(r, 4);
      if (kind === 0) return `${oneOf(r, RAMPS)} km ${uniform(r, 0.2, 3.4).toFixed(1)}`;
      if (kind === 1) return oneOf(r, DUMPS);
      if (kind === 2) return `${oneOf(r, PHASES)}-${oneOf(r, BENCHES)} ${oneOf(r, SHOVELS)}`;
      return oneOf(r, ['FUEL-BAY-1', 'FUEL-BAY-2', 'TRUCKSHOP', 'PARKUP-N', 'PARKUP-S', 'TYRE-BAY']);
    }
    return `${oneOf(r, PHASES)}-${oneOf(r, BENCHES)}`;
  };
  for (const u of units) {
    if (u.id === 'HT-233') continue;
    let t = shiftStart + between(r, 0, 9) * MINUTE + between(r, 0, 59) * 1000;
    let status = 'DELAY';
    let code = 208;
    while (t < shiftEnd) {
      const reasons = FMS_REASONS[status]!;
      const reason = reasons.find(([c]) => c === code) ?? oneOf(r, reasons);
      const comment = r() < 0.55 ? oneOf(r, FMS_COMMENTS[reason[0]] ?? ['']) : '';
      events.push({
        t,
        eq: u.id,
        cls: u.cls,
        model: u.model,
        status,
        code: reason[0],
        reason: reason[1],
        comment,
        loc: place(u.cls),
        src: oneOf(r, ['OPERATOR_TABLET', 'OPERATOR_TABLET', 'DISPATCHER', 'AUTO']),
      });
      const roll = r();
      status = status !== 'READY' ? 'READY' : roll < 0.62 ? 'DELAY' : roll < 0.82 ? 'STANDBY' : 'DOWN';
      code = oneOf(r, FMS_REASONS[status]!)[0];
      t += (status === 'READY' ? between(r, 4, 40) : between(r, 20, 75)) * MINUTE + between(r, 0, 59) * 1000;
    }
  }
  const truck = { eq: 'HT-233', cls: 'HAUL_TRUCK', model: 'CAT 793F' };
  const needle = 'sidewall cut pos 4, cords visible';
  events.push(
    {
      ...truck,
      t: wall('2026-11-18T20:04:51'),
      status: 'DELAY',
      code: 208,
      reason: 'Pre-start inspection',
      comment: '',
      loc: 'PARKUP-S',
      src: 'OPERATOR_TABLET',
    },
    {
      ...truck,
      t: wall('2026-11-18T20:31:17'),
      status: 'READY',
      code: 101,
      reason: 'Hauling',
      comment: '',
      loc: 'PARKUP-S',
      src: 'OPERATOR_TABLET',
    },
    {
      ...truck,
      t: wall('2026-11-18T22:48:02'),
      status: 'DELAY',
      code: 203,
      reason: 'Fuelling',
      comment: 'fuel bay 2',
      loc: 'FUEL-BAY-2',
      src: 'OPERATOR_TABLET',
    },
    {
      ...truck,
      t: wall('2026-11-18T23:09:40'),
      status: 'READY',
      code: 101,
      reason: 'Hauling',
      comment: '',
      loc: 'FUEL-BAY-2',
      src: 'AUTO',
    },
    {
      ...truck,
      t: wall('2026-11-18T23:52:26'),
      status: 'DELAY',
      code: 209,
      reason: 'Tyre inspection',
      comment: 'pos 4 looked low, checked 99 psi ok',
      loc: 'F5-2890 SH-03',
      src: 'OPERATOR_TABLET',
    },
    {
      ...truck,
      t: wall('2026-11-19T00:03:58'),
      status: 'READY',
      code: 101,
      reason: 'Hauling',
      comment: '',
      loc: 'F5-2890 SH-03',
      src: 'AUTO',
    },
    {
      ...truck,
      t: wall('2026-11-19T00:58:13'),
      status: 'DELAY',
      code: 202,
      reason: 'Meal break',
      comment: '',
      loc: 'PARKUP-N',
      src: 'OPERATOR_TABLET',
    },
    { ...truck, t: wall('2026-11-19T01:41:35'), status: 'READY', code: 101, reason: 'Hauling', comment: '', loc: 'PARKUP-N', src: 'AUTO' },
    {
      ...truck,
      t: wall('2026-11-19T02:14:07'),
      status: 'DOWN',
      code: 402,
      reason: 'Tyres',
      comment: needle,
      loc: 'R2 km 1.6',
      src: 'DISPATCHER',
    },
    {
      ...truck,
      t: wall('2026-11-19T04:37:22'),
      status: 'DOWN',
      code: 402,
      reason: 'Tyres',
      comment: 'waiting tyre handler TH-01 at R2',
      loc: 'R2 km 1.6',
      src: 'DISPATCHER',
    },
    {
      ...truck,
      t: wall('2026-11-19T06:55:49'),
      status: 'DOWN',
      code: 402,
      reason: 'Tyres',
      comment: 'towed to TYRE-BAY',
      loc: 'TYRE-BAY',
      src: 'DISPATCHER',
    },
  );
  events.sort((a, b) => a.t - b.t);
  const json = events.map((e, i) => {
    const smuBase = 30_000 + ([...e.eq].reduce((h, c) => (h * 131 + c.charCodeAt(0)) % 1_000_003, 7) % 24_000);
    const x = 345_000 + uniform(r, 0, 4200);
    const y = 6_987_000 + uniform(r, 0, 5100);
    const z = 2840 + uniform(r, 0, 290);
    return {
      eventId: `EV-${(88_102_417 + i * 3 + pick(r, 3)).toString()}`,
      equipment: e.eq,
      equipmentClass: e.cls,
      model: e.model,
      fleet: e.cls === 'HAUL_TRUCK' ? (e.model.startsWith('CAT') ? 'CAT793' : 'KOM930') : e.cls,
      timestamp: isoLocal(e.t),
      status: e.status,
      reasonCode: e.code,
      reason: e.reason,
      operator: e.src === 'AUTO' ? null : { badge: String(between(r, 40_100, 48_999)), name: initialled(r) },
      location: { name: e.loc, x: Number(x.toFixed(1)), y: Number(y.toFixed(1)), z: Number(z.toFixed(1)) },
      smuHours: Number((smuBase + (e.t - shiftStart) / HOUR + uniform(r, 0, 0.2)).toFixed(1)),
      comment: e.comment,
      source: e.src,
    };
  });
  const body = {
    apiVersion: '3.4',
    site: 'CCB',
    siteName: 'Minera Cerro Cobrizo - Rajo Cerro Cobrizo',
    shift: { id: '2026-11-18-N', crew: 'C', start: isoLocal(shiftStart), end: isoLocal(shiftEnd) },
    generated: '2026-11-19T07:41:12-03:00',
    page: 1,
    pageSize: 5000,
    total: json.length,
    events: json,
  };
  return probe(
    'round 74: fleet status events (minified JSON)',
    'Why did haul truck 233 go down around 2 a.m. last night?',
    'fms_equipment_events',
    JSON.stringify(body),
    'truck-down',
    needle,
    true,
  );
}

function blastDesign(): EconomicsTask {
  const r = seededRandom(740_202);
  const blasts = [
    { id: 'F4-2950-112', phase: 'F4', bench: 2950, rows: 12, perRow: 18, firing: '2026-11-19T13:00:00', material: 'Porphyry ore (PQ)' },
    { id: 'F6-3010-021', phase: 'F6', bench: 3010, rows: 9, perRow: 22, firing: '2026-11-20T13:00:00', material: 'Waste - andesite' },
    {
      id: 'F5-2890-047',
      phase: 'F5',
      bench: 2890,
      rows: 11,
      perRow: 19,
      firing: '2026-11-21T13:00:00',
      material: 'Porphyry ore (PQ) / breccia',
    },
    { id: 'F5-2905-048', phase: 'F5', bench: 2905, rows: 10, perRow: 20, firing: '2026-11-23T13:00:00', material: 'Porphyry ore (PQ)' },
    { id: 'F4-2935-113', phase: 'F4', bench: 2935, rows: 12, perRow: 17, firing: '2026-11-24T13:00:00', material: 'Low grade / leach' },
  ];
  const needle = '0B7E41C95A';
  const ROWS = 'ABCDEFGHIJKLMNOP';
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><BlastDesignExport xmlns="http://schemas.cerrocobrizo.cl/dyb/blast/2.1" site="Cerro Cobrizo" mine="Rajo Cerro Cobrizo" generated="2026-11-19T06:55:03-03:00" software="BlastPlan Pro 4.8.2" user="PCORTES" units="metric">',
  ];
  for (const b of blasts) {
    const burden = oneOf(r, [7.0, 7.5, 8.0]);
    const spacing = burden + oneOf(r, [1.0, 1.5]);
    const ox = 345_200 + uniform(r, 0, 2800);
    const oy = 6_987_400 + uniform(r, 0, 3600);
    const product = b.material.startsWith('Waste') ? 'ANFO Premium' : oneOf(r, ['Fortis Extra 70', 'Fortis Extra 50', 'Titan 7000 HEF']);
    const density = product === 'ANFO Premium' ? 0.82 : oneOf(r, [1.18, 1.22, 1.25]);
    parts.push(
      `<Blast id="${b.id}" phase="${b.phase}" bench="${b.bench}" benchHeight="15" material="${b.material}" status="Design Approved" designer="${person(r)}" approvedBy="${person(r)}" plannedFiring="${b.firing}-03:00"><Pattern type="staggered" burden="${burden.toFixed(1)}" spacing="${spacing.toFixed(1)}" holeDiameter="311" subdrill="1.5" designDepth="16.5" powderFactor="${uniform(r, 0.28, 0.42).toFixed(2)}" holes="${b.rows * b.perRow}"/><Initiation system="i-kon III" logger="LG-${pad2(between(r, 1, 6))}" blaster="${person(r)}" interholeMs="${oneOf(r, [17, 25, 42])}" interrowMs="${oneOf(r, [67, 100, 142])}"/><Holes>`,
    );
    for (let row = 0; row < b.rows; row++) {
      for (let n = 1; n <= b.perRow; n++) {
        const hole = `${ROWS[row]!}${pad2(n)}`;
        const x = ox + n * spacing + (row % 2) * spacing * 0.5 + uniform(r, -0.15, 0.15);
        const y = oy + row * burden + uniform(r, -0.15, 0.15);
        const z = b.bench + uniform(r, -0.4, 0.6);
        const depth = row === 0 || pick(r, 12) === 0 ? oneOf(r, [15.5, 16.0, 17.0]) : 16.5;
        const stemming = oneOf(r, [5.5, 6.0, 6.0, 6.5]);
        const charged = depth - stemming;
        const mass = charged * Math.PI * 0.1555 ** 2 * density * 1000;
        const det = b.id === 'F5-2890-047' && hole === 'D17' ? needle : hex(r, 10).toUpperCase();
        const delay = row * oneOf(r, [100, 142]) + n * 17 + pick(r, 3);
        const wet = r() < 0.12;
        parts.push(
          `<Hole id="${hole}" row="${ROWS[row]!}" number="${n}" type="${row === 0 ? 'Front row' : 'Production'}"><Collar x="${x.toFixed(2)}" y="${y.toFixed(2)}" z="${z.toFixed(2)}"/><Design depth="${depth.toFixed(1)}" dip="90" azimuth="0" subdrill="1.5"/><Charge wet="${wet ? 'true' : 'false'}"><Deck number="1" product="${wet ? 'Fortis Extra 70 (wet)' : product}" density="${density.toFixed(2)}" length="${charged.toFixed(1)}" mass="${mass.toFixed(1)}"/><Stemming material="Crushed gravel 19 mm" length="${stemming.toFixed(1)}"/></Charge><Primers><Detonator system="i-kon III" id="${det}" delayMs="${delay}" leadIn="20m"/><Booster product="Pentex H 900" quantity="${depth > 16 ? 2 : 1}"/></Primers></Hole>`,
        );
      }
    }
    parts.push(
      `</Holes><Checks tiedIn="false" loggerHoles="0" totalMassKg="${between(r, 180_000, 320_000)}" maxInstantaneousCharge="${between(r, 1900, 3200)}"/></Blast>`,
    );
  }
  parts.push('</BlastDesignExport>');
  return probe(
    'round 74: blast design export (one-line XML)',
    "What's the detonator ID for hole D17 in the F5 2890 blast?",
    'export_blast_design',
    parts.join(''),
    'detonator-id',
    needle,
    true,
  );
}

/** An SAP long-text entry header: `* 09.12.2025 14:22:51 UTC-3 PROJAS (Pablo Rojas)`. */
function sapEntry(ms: number, name: string): string {
  const d = new Date(ms).toISOString();
  return `* ${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)} ${d.slice(11, 19)} UTC-3 ${userId(name)} (${name})`;
}

function sapOrders(): EconomicsTask {
  const r = seededRandom(740_303);
  const crew = Array.from({ length: 14 }, () => person(r));
  const routine = [
    () =>
      `Shift inspection lube room 210-LU-001. HP pumps P-2104A (duty) / P-2104B (standby) running normal, discharge ${between(r, 128, 152)} bar, lift pressure FE ${between(r, 88, 104)} bar / DE ${between(r, 86, 102)} bar. Oil temp supply ${between(r, 38, 44)} C, return ${between(r, 49, 58)} C. No leaks.`,
    () =>
      `LP circulation pump P-2103A running, header ${uniform(r, 2.1, 2.9).toFixed(1)} bar. Duplex filter 210-FL-002 dP ${uniform(r, 0.4, 1.6).toFixed(1)} bar, below changeover setpoint 2.0 bar.`,
    () =>
      `Changed over duplex filter 210-FL-002 to side ${oneOf(r, ['A', 'B'])}, dP was ${uniform(r, 1.9, 2.4).toFixed(1)} bar. Elements replaced on offline side (Pall HC8314FKZ16H x ${oneOf(r, [3, 4])}).`,
    () => `Topped up lube tank 210-TK-004 with ${between(r, 80, 400)} L Mobilgear 600 XP 320. Level now ${between(r, 71, 88)}%.`,
    () => `Oil sample taken from tank return for lab (LL sample bottle ${between(r, 480_000, 489_999)}). Routine monthly.`,
    () => `Trunnion bearing temps FE ${uniform(r, 44, 53).toFixed(1)} C / DE ${uniform(r, 43, 52).toFixed(1)} C. Within normal band.`,
    () => `Cooler 210-HX-003 water side flushed, oil outlet temp down from ${between(r, 45, 48)} C to ${between(r, 39, 42)} C.`,
    () => `Heater 210-EH-005 checked, thermostat setpoint 35 C confirmed, contactor ok.`,
    () =>
      `Girth gear spray lube 210-LU-006 tote changed (${oneOf(r, ['Ceplattyn 300', 'Malleus GL 205'])}), spray pattern checked with strobe, even coverage.`,
    () =>
      `HP pump changeover test: started P-2104B, ran ${between(r, 10, 30)} min, discharge ${between(r, 131, 149)} bar, returned duty to P-2104A. Auto-start on low lift pressure tested ok.`,
    () =>
      `Vibration route: HP pump P-2104A motor DE ${uniform(r, 1.1, 3.2).toFixed(1)} mm/s, pump ${uniform(r, 1.4, 3.8).toFixed(1)} mm/s. P-2104B standby not measured.`,
    () => `Minor weep at flange on lift line FE side, retorqued bolts, monitor.`,
    () => `Lube room housekeeping, drip trays emptied, ${between(r, 5, 20)} L oily water to waste oil tank.`,
    () =>
      `Shutdown ${oneOf(r, ['reline', 'planned', 'mill liner change'])}: lube system left running on standby circuit per procedure PRO-210-017.`,
  ];
  const start = wall('2025-01-02T06:00:00');
  const end = wall('2026-11-18T18:00:00');
  const entries: { t: number; text: string }[] = [];
  for (let t = start; t < end; t += between(r, 4, 14) * HOUR + between(r, 0, 3599) * 1000) {
    entries.push({ t, text: oneOf(r, routine)() });
  }
  const needleTime = wall('2025-12-09T14:22:51');
  const planted = [
    {
      t: wall('2025-03-18T10:07:33'),
      text: 'HP lube pump P-2104A noisy, discharge down to 112 bar. Ran on P-2104B. Pump removed and replaced with new unit (Rexroth A10VSO 71, s/n 7811042). Old pump to workshop for strip.',
    },
    {
      t: wall('2025-08-27T16:41:09'),
      text: 'HP lube pump P-2104B failed to build pressure on auto-start test. Replaced with rebuilt unit ex-workshop (s/n 7811042 rebuilt). Tested ok, 141 bar.',
    },
    {
      t: wall('2025-12-08T21:15:40'),
      text: 'P-2104A tripping on high motor current (3 trips this shift). Running on standby P-2104B. Changeout planned for day shift tomorrow, spare pump confirmed in store.',
    },
    {
      t: needleTime,
      text: 'HP lube pump P-2104A removed and replaced with new unit (Rexroth A10VSO 71 DFR1, s/n 8120337) under this order. Coupling aligned, dial indicator < 0.05 mm. Commissioned, discharge 144 bar, lift FE 97 / DE 95 bar. Duty back to P-2104A.',
    },
    {
      t: wall('2025-12-10T08:30:12'),
      text: 'Post changeout check P-2104A: no leaks, motor current 41 A (was 58 A before changeout), vibration 1.6 mm/s.',
    },
  ];
  for (const p of planted) entries.push(p);
  entries.sort((a, b) => a.t - b.t);
  const longText = entries.map((e) => `${sapEntry(e.t, e.t === needleTime ? 'Pablo Rojas' : oneOf(r, crew))}\\n${e.text}`).join('\\n');
  const csv = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  const rows = [
    csv([
      'Order',
      'Type',
      'Description',
      'Functional Loc.',
      'Equipment',
      'Main WorkCtr',
      'Priority',
      'Bsc start',
      'Bsc fin.',
      'System status',
      'User status',
      'Long text',
    ]),
  ];
  const others: [string, string, string][] = [
    ['BALL MILL 220-ML-001 LUBE - STANDING', 'CCB-CON-220-ML-001-LUB', '10043288'],
    ['BALL MILL 220-ML-002 LUBE - STANDING', 'CCB-CON-220-ML-002-LUB', '10043301'],
    ['SAG 210-ML-001 REPLACE FEED CHUTE LINERS', 'CCB-CON-210-CH-001', '10043140'],
    ['SAG 210-ML-001 GIRTH GEAR INSPECTION', 'CCB-CON-210-ML-001-GG', '10043129'],
    ['PRIMARY CRUSHER 110-CR-001 HYDROSET PUMP', 'CCB-CON-110-CR-001-HY', '10041877'],
    ['CV-002 REPLACE HEAD PULLEY LAGGING', 'CCB-CON-110-CV-002', '10041902'],
    ['PEBBLE CRUSHER 230-CR-002 LUBE PUMP', 'CCB-CON-230-CR-002-LUB', '10043460'],
    ['CYCLONE PUMP 220-PP-011 IMPELLER', 'CCB-CON-220-PP-011', '10043352'],
    ['FLOTATION 310-FC-104 MECHANISM', 'CCB-CON-310-FC-104', '10044011'],
    ['TAILINGS PUMP 520-PP-003 GLAND', 'CCB-CON-520-PP-003', '10045218'],
  ];
  const shortRow = (i: number) => {
    const [desc, floc, eq] = oneOf(r, others);
    const s = wall('2026-01-05T07:00:00') + pick(r, 300) * DAY;
    const times = Array.from({ length: between(r, 1, 4) }, () => s + between(r, 1, 400) * HOUR + between(r, 0, 3599) * 1000).sort(
      (a, b) => a - b,
    );
    const notes = times.map((t) => {
      const pumpNote = desc.includes('LUBE')
        ? oneOf(r, [
            `HP pump changeover test ok, ${between(r, 130, 150)} bar.`,
            `Lube pump replaced with spare ex-store, tested ok.`,
            `Filter elements changed, dP ${uniform(r, 0.3, 0.8).toFixed(1)} bar after.`,
          ])
        : oneOf(r, [
            'Job complete, area cleaned.',
            'Parts received, scheduled next shutdown.',
            'Inspection done, no defects.',
            'Scaffold required, requested.',
          ]);
      return `${sapEntry(t, oneOf(r, crew))}\\n${pumpNote}`;
    });
    return csv([
      String(4_000_190_000 + i * 37 + pick(r, 30)),
      oneOf(r, ['PM01', 'PM02', 'PM03']),
      desc,
      floc,
      eq,
      oneOf(r, ['MEC-CON', 'ELE-CON', 'LUB-CON', 'INS-CON']),
      oneOf(r, ['1', '2', '3', '4']),
      day(s).split('-').reverse().join('.'),
      day(s + between(r, 1, 20) * DAY)
        .split('-')
        .reverse()
        .join('.'),
      oneOf(r, ['REL MANC NMAT PRC SETC', 'TECO MANC PRC', 'CRTD NMAT', 'REL PCNF PRC']),
      oneOf(r, ['SCHD', 'WEXE', 'APRV', 'COMP']),
      notes.join('\\n'),
    ]);
  };
  for (let i = 0; i < 14; i++) rows.push(shortRow(i));
  rows.push(
    csv([
      '4000187312',
      'PM03',
      'SAG MILL 210-ML-001 LUBE SYSTEMS - STANDING',
      'CCB-CON-210-ML-001-LUB',
      '10043127',
      'LUB-CON',
      '3',
      '02.01.2025',
      '31.12.2026',
      'REL PCNF PRC SETC',
      'STND',
      longText,
    ]),
  );
  for (let i = 14; i < 30; i++) rows.push(shortRow(i));
  return probe(
    'round 74: SAP PM order export (CSV, one huge long text)',
    'When was the high-pressure lube pump on the SAG mill last replaced?',
    'sap_pm_order_export',
    rows.join('\n'),
    'lube-pump',
    '09.12.2025 14:22:51',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

function instrumentRegister(): EconomicsTask {
  const r = seededRandom(740_404);
  const needle = '1419.35';
  const lines: string[] = [
    '# Geotechnical instrument register - Minera Cerro Cobrizo',
    '# exported by GeoMon 7.3 (register module) 2026-11-19T07:05:44-03:00, user: kvasquez',
    'schema: geomon.register/v4',
    'site: Cerro Cobrizo',
    'datum: { horizontal: "SIRGAS-Chile / UTM 19S", vertical: "masl (local mine datum MD-2004)" }',
    'instruments:',
  ];
  const vwp = (facility: string, id: string, section: string, offset: number, crest: number, target: boolean) => {
    let tip = crest - uniform(r, 38, 86);
    let alert = tip + uniform(r, 18, 30);
    let alarm = alert + oneOf(r, [1.5, 2.0, 2.5, 3.0]);
    let action = alarm + oneOf(r, [1.5, 2.0, 2.5]);
    if (target) {
      alarm = Number(needle);
      alert = alarm - 2.5;
      action = alarm + 2.5;
      tip = alert - 23.15;
    }
    const reading = alert - uniform(r, 1.5, 12);
    lines.push(
      `  - id: ${id}`,
      '    type: vibrating_wire_piezometer',
      `    facility: ${facility}`,
      `    status: ${r() < 0.92 ? 'active' : oneOf(r, ['suspect', 'inactive', 'active'])}`,
      `    manufacturer: ${oneOf(r, ['Geokon', 'Geokon', 'RST Instruments'])}`,
      `    model: ${oneOf(r, ['4500S-700kPa', '4500S-1MPa', '4500AL-350kPa', 'VWP-3000 1MPa'])}`,
      `    serial: "${between(r, 1_800_000, 2_499_999)}"`,
      `    installed: ${2014 + pick(r, 12)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
      '    location:',
      `      section: ${section}`,
      `      offset_m: ${offset.toFixed(1)}`,
      `      easting: ${uniform(r, 341_000, 349_000).toFixed(2)}`,
      `      northing: ${uniform(r, 6_983_000, 6_991_000).toFixed(2)}`,
      `      tip_elevation_masl: ${tip.toFixed(2)}`,
      '    trigger_levels:',
      '      basis: piezometric_elevation_masl',
      `      alert: ${alert.toFixed(2)}`,
      `      alarm: ${alarm.toFixed(2)}`,
      `      action: ${action.toFixed(2)}`,
      `      reviewed: 2026-${pad2(between(r, 1, 10))}-${pad2(between(r, 1, 28))} (${oneOf(r, ['EoR', 'EoR', 'geotech superintendent'])})`,
      '    calibration:',
      `      gauge_factor_kPa_per_digit: ${(-uniform(r, 0.14, 0.21)).toFixed(5)}`,
      `      thermal_factor_kPa_per_degC: ${uniform(r, 0.05, 0.14).toFixed(4)}`,
      `      zero_reading_digits: ${uniform(r, 8200, 9600).toFixed(1)}`,
      `      zero_temperature_degC: ${uniform(r, 14, 22).toFixed(1)}`,
      `      barometric_correction: ${r() < 0.8 ? 'true' : 'false'}`,
      '    logger:',
      `      id: CR1000X-${facility.replace('-', '')}-${pad2(between(r, 1, 9))}`,
      `      channel: ${between(r, 1, 16)}`,
      '    latest:',
      `      time: 2026-11-19T0${between(r, 5, 6)}:${pad2(pick(r, 4) * 15)}:00-03:00`,
      `      piezometric_elevation_masl: ${reading.toFixed(2)}`,
      `      pore_pressure_kPa: ${((reading - tip) * 9.81).toFixed(1)}`,
    );
  };
  const other = (facility: string, n: number) => {
    const kind = pick(r, 5);
    if (kind === 0) {
      lines.push(
        `  - id: SP-${facility}-${pad2(n)}`,
        '    type: standpipe_piezometer',
        `    facility: ${facility}`,
        '    status: active',
        `    installed: ${2012 + pick(r, 14)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
        '    location:',
        `      easting: ${uniform(r, 341_000, 349_000).toFixed(2)}`,
        `      northing: ${uniform(r, 6_983_000, 6_991_000).toFixed(2)}`,
        `      collar_elevation_masl: ${uniform(r, 1400, 1470).toFixed(2)}`,
        `      screen_from_m: ${uniform(r, 20, 40).toFixed(1)}`,
        `      screen_to_m: ${uniform(r, 42, 60).toFixed(1)}`,
        '    reading_method: manual dip meter (weekly)',
        `    latest: { date: 2026-11-${pad2(between(r, 12, 18))}, depth_to_water_m: ${uniform(r, 8, 35).toFixed(2)} }`,
      );
    } else if (kind === 1) {
      lines.push(
        `  - id: INC-${facility}-${pad2(n)}`,
        '    type: inclinometer',
        `    facility: ${facility}`,
        `    status: ${oneOf(r, ['active', 'active', 'sheared - replaced'])}`,
        `    casing: ${oneOf(r, ['70 mm ABS', '85 mm ABS', 'SAA 50 m'])}`,
        `    depth_m: ${between(r, 40, 120)}`,
        `    reading_frequency: ${oneOf(r, ['fortnightly', 'monthly', 'continuous (SAA)'])}`,
        '    trigger_levels:',
        `      basis: cumulative_displacement_mm`,
        `      alert: ${oneOf(r, [15, 20, 25])}`,
        `      alarm: ${oneOf(r, [30, 35, 40])}`,
        `    latest: { date: 2026-11-${pad2(between(r, 2, 18))}, max_cum_displacement_mm: ${uniform(r, 1, 22).toFixed(1)}, depth_of_max_m: ${between(r, 6, 60)} }`,
      );
    } else if (kind === 2) {
      lines.push(
        `  - id: PR-${facility}-${String(n).padStart(3, '0')}`,
        '    type: survey_prism',
        `    facility: ${facility}`,
        '    status: active',
        `    monitored_by: ${oneOf(r, ['RTS-01 (Leica TM60)', 'RTS-02 (Leica TM60)', 'RTS-03 (Trimble S9)'])}`,
        '    trigger_levels:',
        '      basis: velocity_mm_per_day',
        `      alert: ${oneOf(r, [5, 10])}`,
        `      alarm: ${oneOf(r, [20, 25, 30])}`,
        `    latest: { time: 2026-11-19T06:${pad2(between(r, 0, 59))}:00-03:00, velocity_mm_per_day: ${uniform(r, 0, 4).toFixed(2)}, total_3d_mm: ${uniform(r, 2, 140).toFixed(1)} }`,
      );
    } else if (kind === 3) {
      lines.push(
        `  - id: SC-${facility}-${pad2(n)}`,
        '    type: settlement_cell',
        `    facility: ${facility}`,
        '    status: active',
        `    reference: ${oneOf(r, ['reservoir RS-1', 'reservoir RS-2'])}`,
        `    installed_elevation_masl: ${uniform(r, 1380, 1440).toFixed(2)}`,
        `    latest: { date: 2026-11-${pad2(between(r, 10, 18))}, settlement_mm: ${uniform(r, 5, 380).toFixed(1)} }`,
      );
    } else {
      lines.push(
        `  - id: WR-${facility}-${pad2(n)}`,
        '    type: seepage_weir',
        `    facility: ${facility}`,
        '    status: active',
        `    notch: ${oneOf(r, ['90 deg V-notch', 'rectangular 0.5 m'])}`,
        '    trigger_levels:',
        '      basis: flow_L_per_s',
        `      alert: ${oneOf(r, [4, 6, 8])}`,
        `      alarm: ${oneOf(r, [10, 12, 15])}`,
        `    latest: { time: 2026-11-19T06:00:00-03:00, flow_L_per_s: ${uniform(r, 0.3, 3.5).toFixed(2)}, turbidity_NTU: ${uniform(r, 1, 40).toFixed(1)} }`,
      );
    }
  };
  for (let n = 1; n <= 70; n++) other('TSF1', n);
  for (let ch = 100; ch <= 1500; ch += 100) {
    for (const [k, offset] of [
      ['A', -30],
      ['B', -10],
    ] as const) {
      const section = `CH${String(ch).padStart(4, '0')}`;
      vwp(
        'TSF1',
        `VWP-TSF1-${section}-${k}`,
        `${Math.floor(ch / 1000)}+${String(ch % 1000).padStart(3, '0')}`,
        offset + uniform(r, -3, 3),
        1418,
        false,
      );
    }
  }
  for (let ch = 0; ch <= 1400; ch += 50) {
    const section = `CH${String(ch).padStart(4, '0')}`;
    for (const [k, offset] of [
      ['A', -45],
      ['B', -20],
      ['C', 15],
    ] as const) {
      if (k === 'C' && r() < 0.4) continue;
      vwp(
        'TSF2',
        `VWP-TSF2-${section}-${k}`,
        `${Math.floor(ch / 1000)}+${String(ch % 1000).padStart(3, '0')}`,
        offset + uniform(r, -3, 3),
        1462,
        ch === 1250 && k === 'B',
      );
    }
  }
  for (let n = 1; n <= 80; n++) other('TSF2', n);
  for (let ch = 1450; ch <= 2400; ch += 50) {
    const section = `CH${String(ch).padStart(4, '0')}`;
    for (const [k, offset] of [
      ['A', -45],
      ['B', -20],
    ] as const) {
      vwp(
        'TSF2',
        `VWP-TSF2-${section}-${k}`,
        `${Math.floor(ch / 1000)}+${String(ch % 1000).padStart(3, '0')}`,
        offset + uniform(r, -3, 3),
        1462,
        false,
      );
    }
  }
  for (let n = 1; n <= 40; n++)
    vwp(
      'PIT',
      `VWP-PIT-${oneOf(r, ['N', 'E', 'W'])}${pad2(n)}`,
      oneOf(r, ['North wall F4', 'East wall F5', 'West wall R1']),
      0,
      3050,
      false,
    );
  for (let n = 1; n <= 200; n++) other('PIT', n);
  return probe(
    'round 74: instrument register (YAML)',
    "What's the alarm level set for piezometer VWP-TSF2-CH1250-B?",
    'geotech_instrument_register',
    lines.join('\n'),
    'piezo-alarm',
    needle,
  );
}

function oilAnalysis(): EconomicsTask {
  const r = seededRandom(740_505);
  const needle = 'Inspect sun gear and planet bearings';
  const catCompartments: [string, string, string, number][] = [
    ['ENG', 'Engine', 'Cat DEO-ULS 15W-40', 500],
    ['TRN', 'Transmission', 'Cat TDTO 30', 1000],
    ['DIF', 'Differential', 'Cat FDAO 60', 2000],
    ['FDL', 'Final Drive - Left', 'Cat FDAO 60', 2000],
    ['FDR', 'Final Drive - Right', 'Cat FDAO 60', 2000],
    ['HYD', 'Hydraulic (hoist/steering/brake)', 'Cat HYDO Advanced 10', 4000],
  ];
  const komCompartments: [string, string, string, number][] = [
    ['ENG', 'Engine', 'Komatsu EO15W40-LA', 500],
    ['WML', 'Wheel Motor Gearcase - Left', 'Komatsu GO80W-90', 2000],
    ['WMR', 'Wheel Motor Gearcase - Right', 'Komatsu GO80W-90', 2000],
    ['HYD', 'Hydraulic (hoist/steering/brake)', 'Komatsu HO46-HM', 4000],
  ];
  const comments = {
    normal: [
      'All results within normal limits.',
      'Wear metals normal for component hours.',
      'No significant change from previous sample.',
      'Oil condition acceptable.',
    ],
    watch: [
      'Silicon slightly elevated; possible dirt entry.',
      'Iron trending up moderately versus previous samples.',
      'Sodium and potassium present; possible coolant trace.',
      'Viscosity slightly low for grade.',
      'PQ index elevated; ferrous debris present.',
      'Copper elevated; likely cooler or bushing wear.',
    ],
  };
  const recs = {
    normal: ['Resample at normal interval.', 'Continue normal sampling interval.', 'No action required. Resample at next PM.'],
    watch: [
      'Resample in 250 h to confirm trend.',
      'Check breathers, seals and fill cap; resample 250 h.',
      'Pressure test cooling system; resample 100 h.',
      'Check oil grade and top-up records.',
      'Inspect magnetic plug; resample 250 h.',
      'Change oil and filters; resample after 50 h.',
    ],
  };
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<FluidAnalysisReport xmlns="urn:lubrilab:fluid-report:3" laboratory="LubriLab Antofagasta" customer="Minera Cerro Cobrizo S.A." account="CCB-0417" period="2026-08-01/2026-11-18" generated="2026-11-19T06:12:40-03:00">',
    '  <Legend status="N = normal, B = monitor, C = action required, D = urgent" units="wear, contaminants and additives in ppm; V100 in cSt"/>',
  ];
  for (const unit of TRUCKS) {
    const cat = unit.startsWith('HT-2');
    const smu = between(r, 24_000, 61_000);
    lines.push(
      `  <Unit id="${unit}" make="${cat ? 'Caterpillar' : 'Komatsu'}" model="${cat ? '793F' : '930E-5'}" serial="${cat ? `D3T0${between(r, 1000, 1999)}` : `A3${between(r, 1000, 1999)}`}" fleet="${cat ? 'CAT793' : 'KOM930'}" site="Cerro Cobrizo">`,
    );
    for (const [code, name, fluid, interval] of cat ? catCompartments : komCompartments) {
      lines.push(`    <Compartment code="${code}" name="${name}" fluid="${fluid}" changeInterval="${interval}">`);
      const target = unit === 'HT-221' && code === 'FDL';
      const baseFe = code === 'ENG' ? 18 : code === 'HYD' ? 4 : 60;
      for (let s = 0; s < 3; s++) {
        const latest = s === 0;
        const watch = (target && latest) || r() < 0.16;
        const sampled = wall('2026-11-17T00:00:00') - (s * between(r, 24, 36) + between(r, 0, 10)) * DAY;
        const fe = target && latest ? 412 : Math.round(baseFe * uniform(r, 0.6, watch ? 2.2 : 1.3));
        const pqi = target && latest ? 268 : Math.round(fe * uniform(r, 0.2, 0.6));
        const status = target && latest ? 'C' : watch ? 'B' : 'N';
        const comment =
          target && latest
            ? 'Iron and PQ index sharply up versus previous samples; ferrous bearing-type particles seen on patch.'
            : oneOf(r, watch ? comments.watch : comments.normal);
        const rec = target && latest ? `${needle}; resample after repair.` : oneOf(r, watch ? recs.watch : recs.normal);
        const iso = between(r, 11, 16);
        lines.push(
          `      <Sample labNo="LL26-${between(r, 400_000, 499_999)}" sampled="${day(sampled)}" reported="${day(sampled + between(r, 2, 5) * DAY)}" unitHours="${smu - Math.round(((wall('2026-11-17T00:00:00') - sampled) / DAY) * 19)}" oilHours="${between(r, 40, interval)}" oilChanged="${r() < 0.2 ? 'Y' : 'N'}" status="${status}">`,
          `        <Wear Fe="${fe}" Cu="${between(r, 0, code === 'TRN' ? 40 : 14)}" Cr="${between(r, 0, 4)}" Al="${between(r, 0, 6)}" Pb="${between(r, 0, 3)}" Sn="${between(r, 0, 2)}" Ni="${between(r, 0, 3)}"/>`,
          `        <Contaminants Si="${between(r, 2, watch ? 28 : 12)}" Na="${between(r, 0, 9)}" K="${between(r, 0, 5)}" Water="${r() < 0.95 ? '&lt;0.1%' : '0.2%'}"/>`,
          `        <Additives Zn="${between(r, 0, 1300)}" P="${between(r, 300, 1200)}" Ca="${between(r, 600, 3400)}" Mg="${between(r, 0, 900)}" Mo="${between(r, 0, 80)}" B="${between(r, 0, 60)}"/>`,
          `        <Physical V100="${uniform(r, code === 'ENG' ? 13 : 9, code === 'DIF' || code === 'FDL' || code === 'FDR' ? 24 : 15).toFixed(1)}" PQI="${pqi}" ISO4406="${iso + 5 + pick(r, 3)}/${iso + 2 + pick(r, 3)}/${iso}"/>`,
          `        <Comment>${comment}</Comment>`,
          `        <Recommendation>${rec}</Recommendation>`,
          '      </Sample>',
        );
      }
      lines.push('    </Compartment>');
    }
    lines.push('  </Unit>');
  }
  lines.push('</FluidAnalysisReport>');
  return probe(
    'round 74: oil analysis report (pretty XML)',
    'What did the oil lab recommend for the left final drive on truck 221, going by its latest sample?',
    'fluid_analysis_report',
    lines.join('\n'),
    'oil-rec',
    needle,
  );
}

function tyreReport(): EconomicsTask {
  const r = seededRandom(740_606);
  const needle = 'TM46-2608-17731';
  const positions = [
    'Left Front (LF)',
    'Right Front (RF)',
    'Left Rear Outer (LRO)',
    'Left Rear Inner (LRI)',
    'Right Rear Inner (RRI)',
    'Right Rear Outer (RRO)',
  ];
  const serial = (brand: string): string =>
    brand === 'Michelin'
      ? `TM${between(r, 46, 53)}-${between(r, 2301, 2612)}-${between(r, 10_000, 29_999)}`
      : `BS${between(r, 10, 29)}${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(r, 100_000, 999_999)}`;
  const lines: string[] = [
    'TyreTrack 5.2  -  Fleet tyre status report',
    'Site: Cerro Cobrizo (Minera Cerro Cobrizo S.A.)   Fleet: all haul trucks   Generated: 2026-11-19 06:00 -03   By: tyre-svc',
    'Target cold pressures: CAT 793F 46/90R57 = 102 psi front / 102 psi rear; Komatsu 930E 53/80R63 = 105 psi. Site TKPH limit 925 (46/90R57), 1140 (53/80R63).',
    '',
  ];
  for (const unit of TRUCKS) {
    const cat = unit.startsWith('HT-2');
    const smu = between(r, 24_000, 61_000);
    lines.push(
      '================================================================================',
      `${unit}  ${cat ? 'CAT 793F' : 'Komatsu 930E-5'}   SMU ${smu} h   Status: ${oneOf(r, ['Operating', 'Operating', 'Operating', 'Down - workshop', 'Standby'])}   Last full inspection: 2026-11-${pad2(between(r, 9, 18))} (${initialled(r)})`,
      '================================================================================',
    );
    positions.forEach((pos, i) => {
      const brand = cat ? oneOf(r, ['Michelin', 'Michelin', 'Bridgestone']) : oneOf(r, ['Bridgestone', 'Michelin']);
      const size = cat ? '46/90R57' : '53/80R63';
      const pattern = brand === 'Michelin' ? (cat ? 'XDR3 E4 B4' : 'XDR3 E4R A4') : cat ? 'VRDP E4 1A' : 'VRPS E4 2A';
      const hours = between(r, 200, 7400);
      const depth = cat ? 98 : 106;
      const tread = Math.max(8, Math.round(depth * (1 - hours / 9500) + uniform(r, -4, 4)));
      const target = cat ? 102 : 105;
      const psi = target + between(r, -4, 2);
      const sn = unit === 'HT-247' && i === 4 ? needle : serial(brand);
      lines.push(
        `  Position ${i + 1} - ${pos}`,
        `    Serial ............ ${sn}`,
        `    Tyre .............. ${brand} ${size} ${pattern}`,
        `    Fitted ............ ${day(wall('2026-11-19T00:00:00') - Math.round(hours / 19) * DAY)} at SMU ${smu - hours} h (WO ${between(r, 4_000_150_000, 4_000_199_999)})`,
        `    Hours on tyre ..... ${hours} h`,
        `    Tread ............. ${tread} mm of ${depth} mm (RTD ${Math.round((tread / depth) * 100)}%)`,
        `    Cold pressure ..... ${psi} psi (target ${target})`,
        `    TPMS sensor ....... ${hex(r, 6).toUpperCase()}  last ${psi + between(r, 8, 16)} psi / ${between(r, 48, 82)} C at 2026-11-19 0${between(r, 0, 5)}:${pad2(between(r, 0, 59))}`,
        `    Cold checks ....... 2026-11-${pad2(between(r, 15, 18))} ${psi} / 2026-11-${pad2(between(r, 8, 11))} ${target + between(r, -3, 1)} / 2026-11-${pad2(between(r, 1, 4))} ${target + between(r, -3, 1)} psi`,
        `    Wear rate ......... ${((depth - tread) / hours).toFixed(4)} mm/h, projected removal at ${Math.round(hours + (tread - 10) / Math.max(0.005, (depth - tread) / hours))} h`,
        `    TKPH (last 7 d) ... ${between(r, cat ? 520 : 700, cat ? 890 : 1090)}`,
        `    Previous tyre ..... ${serial(brand)} removed at ${between(r, 2800, 8900)} h (${oneOf(r, ['worn out', 'worn out', 'rock cut', 'sidewall cut', 'heat separation', 'rotated to pos ' + String(oneOf(r, [3, 4, 5, 6]))])})`,
      );
    });
    lines.push('');
  }
  return probe(
    'round 74: tyre status report (nested CLI text)',
    "What's the serial number of the tyre on position 5 of truck 247?",
    'tyre_status_report',
    lines.join('\n'),
    'tyre-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

function dispatchLog(): EconomicsTask {
  const r = seededRandom(740_707);
  const needle = 'HSE-26-04417';
  const from = wall('2026-11-11T08:00:00');
  const to = wall('2026-11-19T07:30:00');
  const controllers = ['jmunoz', 'cfuentes', 'praya', 'lvasquez', 'dtapia', 'mcastillo'];
  const crews = ['A', 'B', 'C', 'D'];
  type Line = { t: number; kind: string; unit: string; text: string };
  const out: Line[] = [];
  const shiftOf = (t: number): string => {
    const h = new Date(t).getUTCHours();
    const n = Math.floor((t - from) / (12 * HOUR));
    return `${crews[n % 4]!}-${h >= 8 && h < 20 ? 'day' : 'night'}`;
  };
  const gen: (() => Omit<Line, 't'>)[] = [
    () => {
      const unit = oneOf(r, TRUCKS);
      const [status, reasons] = oneOf(r, Object.entries(FMS_REASONS));
      const [code, reason] = oneOf(r, reasons);
      const before = oneOf(
        r,
        ['READY', 'DELAY', 'STANDBY', 'DOWN'].filter((x) => x !== status),
      );
      return { kind: 'STATUS', unit, text: `${before} -> ${status} ${code} ${reason}` };
    },
    () => {
      const unit = oneOf(r, TRUCKS);
      return {
        kind: 'ASSIGN',
        unit,
        text: `assigned ${oneOf(r, SHOVELS)} -> ${oneOf(r, DUMPS)} (${oneOf(r, ['optimiser', 'optimiser', 'optimiser', 'manual'])})`,
      };
    },
    () => ({
      kind: 'ASSIGN',
      unit: oneOf(r, SHOVELS),
      text: `face ${oneOf(r, PHASES)}-${oneOf(r, BENCHES)}-${between(r, 10, 60)}, material ${oneOf(r, ['ORE-HG', 'ORE-MG', 'LG', 'WASTE', 'OXIDE'])}, target ${between(r, 9, 16)} trucks`,
    }),
    () => {
      const unit = oneOf(r, TRUCKS);
      return {
        kind: 'PAYLOAD',
        unit,
        text: `load ${uniform(r, 198, 262).toFixed(1)} t from ${oneOf(r, SHOVELS)} (${between(r, 3, 4)} passes)`,
      };
    },
    () => ({ kind: 'ROAD', unit: oneOf(r, WATER_TRUCKS), text: `watering ${oneOf(r, RAMPS)} and haul road HR-${between(r, 1, 6)}` }),
    () => ({
      kind: 'ROAD',
      unit: oneOf(r, GRADERS),
      text: oneOf(r, [
        `grading ${oneOf(r, RAMPS)} km ${uniform(r, 0, 1.7).toFixed(1)}-${uniform(r, 1.7, 3.4).toFixed(1)}`,
        `windrow rebuild on ${oneOf(r, RAMPS)} km ${uniform(r, 0, 3.4).toFixed(1)}, height checked 2/3 wheel`,
        `pothole repair dump approach ${oneOf(r, DUMPS)}`,
      ]),
    }),
    () => ({
      kind: 'ROAD',
      unit: oneOf(r, DOZERS),
      text: oneOf(r, [
        `cleaning catch berm ${oneOf(r, PHASES)}-${oneOf(r, BENCHES)}`,
        `dump edge windrow ${oneOf(r, ['WD-NORTE', 'WD-ESTE'])}`,
        `floor clean-up at ${oneOf(r, SHOVELS)}`,
        `ramp toe clean ${oneOf(r, RAMPS)}`,
      ]),
    }),
    () => ({
      kind: 'RADIO',
      unit: oneOf(r, [...TRUCKS, ...SHOVELS, 'LV-1' + pad2(between(r, 1, 40))]),
      text: oneOf(r, [
        'requested fuel',
        'requested relief for crib',
        'reports dust on R3, visibility low',
        'reports rock on road HR-2',
        'GPS lost, manual assign',
        'asks for spotter at tip',
        'tablet frozen, rebooting',
        'reports spillage on ramp',
        'light vehicle entering pit via R1',
        'shovel requests dozer for clean-up',
      ]),
    }),
    () => ({
      kind: 'CRUSHER',
      unit: 'CR-1',
      text: oneOf(r, [
        'RUN',
        'RUN',
        'STOP - chute blocked',
        'STOP - CV-002 trip',
        'RUN - bin level 40%',
        'HOLD - bin full, divert to LG-STK',
      ]),
    }),
    () => ({
      kind: 'NOTE',
      unit: '-',
      text: oneOf(r, [
        'shift handover complete',
        'production update sent to superintendent',
        'blast clearance F5 at 13:00 tomorrow',
        'fleet optimiser re-run',
        'crib rotation started',
        'weather: wind 45 km/h gusts, dust watch',
        'TKPH limit check on R2, ok',
      ]),
    }),
  ];
  for (let t = from; t < to; t += between(r, 20, 160) * 1000) out.push({ t, ...oneOf(r, gen)() });
  const hse: [string, string, string, string][] = [
    [
      '2026-11-11T15:42:19',
      'LV-117',
      'HSE-26-04398',
      'near miss: LV-117 entered R4 without radio call, stopped by HT-309. Supervisor spoke with driver.',
    ],
    [
      '2026-11-12T22:08:51',
      'SH-02',
      'HSE-26-04403',
      'hydraulic oil spill approx 40 L at SH-02 work area F5-2905. Spill kit used, environment notified.',
    ],
    ['2026-11-13T10:31:05', 'GR-03', 'HSE-26-04406', 'GR-03 blade contacted parked LV at fuel bay 1, minor damage to LV door.'],
    [
      '2026-11-14T04:19:44',
      'HT-318',
      'HSE-26-04411',
      'HT-318 reversed over tip edge windrow at WD-NORTE, rear wheels on windrow crest, no damage. Dump closed for inspection.',
    ],
    [
      '2026-11-15T03:27:51',
      'HT-236',
      needle,
      'HT-236 contacted windrow on Ramp R2 at km 1.4 (loaded, ascending), steered into LH windrow after tyre blow-out warning. Operator unhurt, LH mirror bracket bent. R2 single lane until 05:10.',
    ],
    [
      '2026-11-15T16:55:30',
      'DZ-05',
      'HSE-26-04420',
      'DZ-05 track contacted power cable of SH-03, cable inspected by electricians, no damage.',
    ],
    [
      '2026-11-17T01:12:09',
      'HT-305',
      'HSE-26-04431',
      'HT-305 contacted windrow at dump approach LG-STK while reversing, low speed. No damage.',
    ],
    ['2026-11-18T11:46:27', 'LV-102', 'HSE-26-04437', 'LV-102 flat tyre on HR-3, vehicle recovered. No injury.'],
  ];
  for (const [time, unit, id, text] of hse) {
    const t = wall(time);
    out.push({ t, kind: 'HSE', unit, text: `Incident ${id} raised: ${text}` });
    out.push({
      t: t + between(r, 5, 25) * MINUTE,
      kind: 'NOTE',
      unit,
      text: `incident follow-up: ${oneOf(r, ['supervisor on scene', 'photos uploaded', 'alcohol and drug test negative', 'area cleared, production resumed'])}`,
    });
  }
  out.sort((a, b) => a.t - b.t);
  const controllerOf = (t: number): string => controllers[Math.floor((t - from) / (12 * HOUR)) % controllers.length]!;
  const text = out
    .map(
      (l) =>
        `${stamp(l.t)} -03 | ${shiftOf(l.t).padEnd(7)} | ${controllerOf(l.t).padEnd(9)} | ${l.kind.padEnd(7)} | ${l.unit.padEnd(6)} | ${l.text}`,
    )
    .join('\n');
  return probe(
    'round 74: dispatch controller log (preamble, paraphrase)',
    "I've just come back from my days off and I'm catching up. Apparently one of the haul trucks ran into the berm on a ramp over the weekend. What incident number did they raise for it?",
    'dispatch_shift_log',
    text,
    'berm-incident',
    needle,
  );
}

function radarAlarms(): EconomicsTask {
  const r = seededRandom(740_808);
  const needle = '2026-11-14 22:47:13';
  const radars = [
    { radar: 'SSR-XT 01', dep: 'NW-F4', regions: ['NW-F4-R03', 'NW-F4-R07', 'NW-F4-R12', 'NW-F4-R15', 'NW-F4-RAMP-R5'] },
    { radar: 'SSR-XT 02', dep: 'EW-F5', regions: ['EW-F5-R01', 'EW-F5-R04', 'EW-F5-R09', 'EW-F5-CREST'] },
    { radar: 'SSR-FX 03', dep: 'WW-R1', regions: ['WW-R1-R02', 'WW-R1-R06', 'WW-R1-RAMP'] },
    { radar: 'ArcSAR 04', dep: 'PIT-360', regions: ['P360-SW-A', 'P360-S-B', 'P360-N-C', 'P360-E-D'] },
  ];
  const header = [
    '# SSR-Viewer alarm history export',
    '# Site: Cerro Cobrizo (Minera Cerro Cobrizo S.A.) - Geotechnical monitoring',
    '# Period: 2026-11-05 07:30:00 to 2026-11-19 07:30:00 (local, UTC-3)',
    '# Deployments:',
    '#   SSR-XT 01  NW-F4    north wall, phase 4 pushback (benches 2950-3100), set up 2026-08-12',
    '#   SSR-XT 02  EW-F5    east wall, phase 5 (benches 2860-2980), set up 2026-09-30',
    '#   SSR-FX 03  WW-R1    west wall over ramp R1, set up 2026-05-04',
    '#   ArcSAR 04  PIT-360  whole-pit scanning radar on the south rim, set up 2025-11-20',
    '# TARP levels: TARP-1 (Yellow) = inspect, TARP-2 (Orange) = restrict access, TARP-3 (Red) = evacuate below',
    '# Velocity thresholds are region-specific; see the TARP register GT-TARP-2026-03.',
    'AlarmID,Radar,Deployment,Region,AlarmType,Level,TriggerTime,Velocity_mm_per_h,Displacement_mm,Pixels,AckBy,AckTime,ClearedTime,Notes',
  ];
  const from = wall('2026-11-05T07:30:00');
  const to = wall('2026-11-19T07:30:00');
  type Row = { t: number; radar: (typeof radars)[number]; region: string; level: number; note: string };
  const rows: Row[] = [];
  for (let t = from; t < to; t += between(r, 60, 900) * 1000) {
    const radar = oneOf(r, radars);
    const roll = r();
    const level = roll < 0.86 ? 1 : 2;
    rows.push({
      t,
      radar,
      region: oneOf(r, radar.regions),
      level,
      note: oneOf(r, [
        '',
        '',
        '',
        'atmospheric',
        'dust from blast',
        'vehicle in region',
        'shovel working below',
        'rain on lens',
        'scan quality low',
        'masked after review',
      ]),
    });
  }
  const nw = radars[0]!;
  const ew = radars[1]!;
  rows.push(
    { t: wall('2026-11-12T14:03:38'), radar: nw, region: 'NW-F4-R12', level: 3, note: 'progressive, slope failure bench 3010, ~4 kt' },
    { t: wall('2026-11-14T19:31:02'), radar: ew, region: 'EW-F5-R04', level: 3, note: 'linear trend, cleared on re-scan' },
    { t: wall('2026-11-14T22:12:40'), radar: nw, region: 'NW-F4-R07', level: 2, note: 'accelerating' },
    { t: wall(needle.replace(' ', 'T')), radar: nw, region: 'NW-F4-R07', level: 3, note: 'accelerating, crest cracking seen by spotter' },
    { t: wall('2026-11-15T01:55:19'), radar: nw, region: 'NW-F4-R07', level: 2, note: 'decelerating after failure' },
    { t: wall('2026-11-17T09:14:26'), radar: radars[3]!, region: 'P360-N-C', level: 3, note: 'confirmed with SSR-XT 01, same area' },
  );
  rows.sort((a, b) => a.t - b.t);
  const names = ['K. Vásquez', 'R. Soto', 'F. Araya', 'geotech-oncall', 'dispatch-ctrl', 'M. Tapia'];
  const body = rows.map((row, i) => {
    const colour = ['', 'Yellow', 'Orange', 'Red'][row.level]!;
    const vel = row.level === 3 ? uniform(r, 4.2, 18) : row.level === 2 ? uniform(r, 1.6, 4.2) : uniform(r, 0.5, 1.8);
    const ack = row.t + between(r, 20, 600) * 1000;
    const cleared = ack + between(r, 10, 240) * MINUTE;
    return [
      `AL-${String(261_100_000 + i * 7 + pick(r, 7))}`,
      row.radar.radar,
      row.radar.dep,
      row.region,
      oneOf(r, ['Velocity', 'Velocity', 'Deformation', 'Inverse velocity']),
      `TARP-${row.level} (${colour})`,
      stamp(row.t),
      vel.toFixed(2),
      (vel * uniform(r, 2, 20)).toFixed(1),
      String(between(r, 4, row.level === 3 ? 900 : 120)),
      oneOf(r, names),
      stamp(ack),
      cleared < to ? stamp(cleared) : '',
      row.note.includes(',') ? `"${row.note}"` : row.note,
    ].join(',');
  });
  return probe(
    'round 74: slope radar alarm export (paraphrase)',
    'The geotech team told us the north wall radar went to its top alarm level on Saturday night. What time exactly did that trigger?',
    'radar_alarm_history',
    [...header, ...body].join('\n'),
    'radar-red',
    needle,
  );
}

function plantDowntime(): EconomicsTask {
  const r = seededRandom(740_909);
  const needle = '213.6';
  const from = wall('2026-11-09T00:00:00');
  const to = wall('2026-11-19T07:30:00');
  const areas: [string, [string, string][], string[][]][] = [
    [
      '110 - Primary Crushing',
      [
        ['110-CR-001', 'Primary Gyratory Crusher 60-110'],
        ['110-CV-002', 'Crusher Discharge Conveyor CV-002'],
        ['110-AF-001', 'Apron Feeder AF-001'],
        ['110-RB-001', 'Pedestal Rock Breaker'],
      ],
      [
        ['Process', 'Blockage', 'Oversize in crusher chamber'],
        ['Process', 'Blockage', 'Discharge chute plugged'],
        ['Process', 'Tramp Material', 'Metal detector trip'],
        ['Process', 'Feed', 'No trucks / dispatch'],
        ['Mechanical', 'Hydroset', 'Hydroset pressure trip'],
        ['Mechanical', 'Lubrication', 'Lube oil temperature high'],
        ['Electrical', 'Drive', 'Motor overload'],
        ['Operational', 'Inspection', 'Planned liner inspection'],
      ],
    ],
    [
      '120 - Coarse Ore Stockpile & Reclaim',
      [
        ['120-CV-003', 'Stockpile Feed Conveyor CV-003'],
        ['120-FE-011', 'Reclaim Feeder FE-011'],
        ['120-FE-012', 'Reclaim Feeder FE-012'],
      ],
      [
        ['Mechanical', 'Conveyor', 'Belt misalignment'],
        ['Mechanical', 'Conveyor', 'Pull-wire trip'],
        ['Process', 'Feed', 'Rat-hole in stockpile'],
        ['Electrical', 'Instrumentation', 'Belt scale fault'],
      ],
    ],
    [
      '210 - SAG Grinding',
      [
        ['210-ML-001', 'SAG Mill 40 ft x 22 ft'],
        ['210-SC-001', 'SAG Discharge Screen'],
        ['210-PP-004', 'SAG Discharge Pump'],
      ],
      [
        ['Mechanical', 'Liners', 'Broken lifter bar'],
        ['Mechanical', 'Lubrication', 'Trunnion lift pressure low'],
        ['Process', 'Overload', 'Bearing pressure high - feed cut'],
        ['Electrical', 'Drive', 'Ring motor cyclo-converter trip'],
        ['Operational', 'Inspection', 'Planned grinding media charge'],
      ],
    ],
    [
      '220 - Ball Milling & Classification',
      [
        ['220-ML-001', 'Ball Mill 1'],
        ['220-ML-002', 'Ball Mill 2'],
        ['220-PP-011', 'Cyclone Feed Pump 1'],
        ['220-PP-012', 'Cyclone Feed Pump 2'],
      ],
      [
        ['Mechanical', 'Pump', 'Gland leak'],
        ['Mechanical', 'Pump', 'Impeller wear - low flow'],
        ['Process', 'Cyclones', 'Roping / cyclone blocked'],
        ['Electrical', 'Drive', 'VSD fault'],
      ],
    ],
    [
      '230 - Pebble Crushing',
      [
        ['230-CR-002', 'Pebble Cone Crusher MP800'],
        ['230-CV-021', 'Pebble Conveyor CV-021'],
      ],
      [
        ['Process', 'Tramp Material', 'Tramp iron - magnet overload'],
        ['Mechanical', 'Crusher', 'Tramp release cycle'],
        ['Process', 'Feed', 'Bypass to SAG feed'],
      ],
    ],
    [
      '310 - Rougher Flotation',
      [
        ['310-FC-101', 'Rougher Cell 1'],
        ['310-BL-001', 'Flotation Air Blower 1'],
      ],
      [
        ['Mechanical', 'Blower', 'Blower trip - vibration'],
        ['Process', 'Reagents', 'Collector dosing pump fault'],
        ['Electrical', 'Instrumentation', 'Level transmitter fault'],
      ],
    ],
    [
      '410 - Concentrate Thickening & Filtration',
      [
        ['410-TH-001', 'Concentrate Thickener'],
        ['420-FP-001', 'Concentrate Filter Press'],
      ],
      [
        ['Mechanical', 'Filter', 'Cloth change'],
        ['Process', 'Thickener', 'Rake torque high'],
      ],
    ],
    [
      '510 - Tailings Thickening & Pumping',
      [
        ['510-TH-002', 'Tailings Thickener 2'],
        ['520-PP-003', 'Tailings Pump Train A'],
      ],
      [
        ['Process', 'Tailings', 'Line flush to TSF-2'],
        ['Mechanical', 'Pump', 'Gland water loss'],
      ],
    ],
  ];
  const comments = [
    'Reset and restarted.',
    'Electrician attended, fault cleared.',
    'Operator cleared, no damage found.',
    'Waited for fitters on shift change.',
    'Rock breaker used to clear.',
    'Feed reduced until trend normal.',
    'Work order raised for follow-up.',
    'Investigated by area supervisor.',
    '',
  ];
  type Ev = { start: number; dur: number; area: string; eq: [string, string]; reason: string[]; category: string; comment: string };
  const evs: Ev[] = [];
  for (let t = from + between(r, 0, 59) * 1000; t < to; t += between(r, 4, 32) * MINUTE + between(r, 0, 59) * 1000) {
    const [area, eqs, reasons] = oneOf(r, areas);
    const reason = oneOf(r, reasons);
    evs.push({
      start: t,
      dur: reason[0] === 'Operational' ? uniform(r, 60, 480) : uniform(r, 0.6, 95),
      area,
      eq: oneOf(r, eqs),
      reason,
      category: reason[0] === 'Operational' ? 'Planned' : 'Unplanned',
      comment: oneOf(r, comments),
    });
  }
  const crusher: [string, string] = ['110-CR-001', 'Primary Gyratory Crusher 60-110'];
  evs.push(
    {
      start: wall('2026-11-11T09:14:51'),
      dur: 18.4,
      area: '110 - Primary Crushing',
      eq: ['110-CV-002', 'Crusher Discharge Conveyor CV-002'],
      reason: ['Process', 'Tramp Material', 'Metal detector trip'],
      category: 'Unplanned',
      comment: 'GET tip caught by tramp magnet 110-MG-001 on CV-002, removed by operator. Came from SH-01.',
    },
    {
      start: wall('2026-11-14T08:02:10'),
      dur: 47.9,
      area: '110 - Primary Crushing',
      eq: crusher,
      reason: ['Process', 'Blockage', 'Oversize in crusher chamber'],
      category: 'Unplanned',
      comment: 'Bridged boulder at crusher mouth, rock breaker used to clear.',
    },
    {
      start: wall('2026-11-15T14:02:33'),
      dur: Number(needle),
      area: '110 - Primary Crushing',
      eq: crusher,
      reason: ['Process', 'Tramp Material', 'Ground engaging tool (GET)'],
      category: 'Unplanned',
      comment:
        'GET tip ex SH-03 lodged between mantle and concave, crusher stalled under load. Hydroset lowered, tip cut out with oxy by fitters. Manganese tip not picked up by magnet.',
    },
    {
      start: wall('2026-11-15T21:40:05'),
      dur: 26.2,
      area: '110 - Primary Crushing',
      eq: crusher,
      reason: ['Mechanical', 'Hydroset', 'Hydroset pressure trip'],
      category: 'Unplanned',
      comment: 'Pressure trip on restart after earlier stall, reset by electrician.',
    },
  );
  evs.sort((a, b) => a.start - b.start);
  const json = evs.map((e, i) => ({
    eventId: `DT-2026-${118_200 + i}`,
    area: e.area,
    equipment: e.eq[0],
    equipmentName: e.eq[1],
    start: isoLocal(e.start),
    end: isoLocal(e.start + Math.round(e.dur * 60) * 1000),
    durationMin: Number(e.dur.toFixed(1)),
    category: e.category,
    reasonPath: e.reason,
    shift: `${day(e.start)}-${new Date(e.start).getUTCHours() >= 8 && new Date(e.start).getUTCHours() < 20 ? 'D' : 'N'}`,
    throughputImpact:
      e.area.startsWith('110') || e.area.startsWith('210') ? 'Full stop' : oneOf(r, ['Partial', 'None (standby)', 'Full stop']),
    comment: e.comment,
    enteredBy: oneOf(r, ['cr.operator', 'plant.supervisor', 'ctrl.room1', 'ctrl.room2']),
    verified: r() < 0.85,
  }));
  return probe(
    'round 74: concentrator downtime events (preamble, paraphrase)',
    'Someone on the radio said a broken-off shovel tooth jammed the primary crusher at the weekend. How long were we down because of it?',
    'plant_downtime_events',
    JSON.stringify(
      { site: 'Cerro Cobrizo Concentrator', from: isoLocal(from), to: isoLocal(to), count: json.length, events: json },
      null,
      2,
    ),
    'crusher-down',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

function piezoLogger(): EconomicsTask {
  const r = seededRandom(741_010);
  const needle = '318.904';
  const sensors = [
    'CH1100_A',
    'CH1100_B',
    'CH1150_A',
    'CH1150_B',
    'CH1150_C',
    'CH1200_A',
    'CH1200_B',
    'CH1250_A',
    'CH1250_B',
    'CH1250_C',
    'CH1300_A',
    'CH1300_B',
    'CH1350_A',
    'CH1350_B',
    'CH1350_C',
    'CH1400_A',
    'CH1400_B',
    'CH1450_A',
    'CH1450_B',
    'CH1500_A',
  ];
  const base = sensors.map(() => ({ kPa: uniform(r, 62, 196), drift: uniform(r, -0.004, 0.012), temp: uniform(r, 13.5, 19.5) }));
  const lines = [
    '"TOA5","CR1000X-TSF2-03","CR1000X","41877","CR1000X.Std.07.01","CPU:TSF2_VWP_v4_2.CR1X","28211","Piezo15min"',
    `"TIMESTAMP","RECORD","BattV_Min","PTemp_C",${sensors.map((s) => `"PZ_${s}_kPa","PZ_${s}_T"`).join(',')}`,
    `"TS","RN","Volts","Deg C",${sensors.map(() => '"kPa","Deg C"').join(',')}`,
    `"","","Min","Smp",${sensors.map(() => '"Smp","Smp"').join(',')}`,
  ];
  const from = wall('2026-11-07T00:15:00');
  const to = wall('2026-11-19T07:00:00');
  const steps = Math.floor((to - from) / (15 * MINUTE));
  const spikeAt = Math.floor(steps * 0.57);
  const spikeSensor = 11;
  for (let i = 0; i <= steps; i++) {
    const t = from + i * 15 * MINUTE;
    const hourOfDay = new Date(t).getUTCHours() + new Date(t).getUTCMinutes() / 60;
    const solar = Math.max(0, Math.sin(((hourOfDay - 7) / 12) * Math.PI));
    const cells = sensors.map((_, k) => {
      const b = base[k]!;
      const kPa = i === spikeAt && k === spikeSensor ? needle : (b.kPa + b.drift * i + gauss(r, 0, 0.09)).toFixed(3);
      return `${kPa},${(b.temp + gauss(r, 0, 0.02)).toFixed(2)}`;
    });
    lines.push(
      `"${stamp(t)}",${48_211 + i},${(12.6 + solar * 1.1 + gauss(r, 0, 0.03)).toFixed(2)},${(14 + solar * 17 + gauss(r, 0, 0.4)).toFixed(1)},${cells.join(',')}`,
    );
  }
  return probe(
    'round 74: tailings piezometer logger download (odd reading)',
    'In the TSF-2 logger download, one of the piezometers shows a single reading way out of line with everything else. What did it read?',
    'logger_download',
    lines.join('\n'),
    'piezo-spike',
    needle,
  );
}

function dcsLoops(): EconomicsTask {
  const r = seededRandom(741_111);
  const needle = '310-LIC-2104';
  type Area = { code: string; name: string; kinds: [string, string, string, number, number][] };
  // kind: tag prefix, description, units, span low, span high
  const areas: Area[] = [
    {
      code: '110',
      name: 'CRUSHING',
      kinds: [
        ['WIC', 'Apron feeder rate', 't/h', 0, 12_000],
        ['PIC', 'Hydroset pressure', 'bar', 0, 60],
        ['TIC', 'Crusher lube oil temp', 'degC', 0, 80],
        ['LIC', 'Crusher pocket level', '%', 0, 100],
      ],
    },
    {
      code: '120',
      name: 'STOCKPILE',
      kinds: [
        ['SIC', 'Reclaim feeder speed', '%', 0, 100],
        ['WIC', 'SAG feed rate', 't/h', 0, 6000],
      ],
    },
    {
      code: '210',
      name: 'SAG_GRINDING',
      kinds: [
        ['WIC', 'SAG fresh feed', 't/h', 0, 6000],
        ['FIC', 'SAG feed water', 'm3/h', 0, 2500],
        ['PIC', 'SAG bearing pressure', 'kPa', 0, 12_000],
        ['SIC', 'SAG mill speed', 'rpm', 0, 11],
        ['DIC', 'SAG discharge density', '%sol', 40, 85],
      ],
    },
    {
      code: '220',
      name: 'BALL_MILLING',
      kinds: [
        ['FIC', 'Cyclone feed water', 'm3/h', 0, 3000],
        ['LIC', 'Cyclone feed sump level', '%', 0, 100],
        ['PIC', 'Cyclone cluster pressure', 'kPa', 0, 250],
        ['DIC', 'Cyclone feed density', '%sol', 40, 75],
        ['SIC', 'Cyclone feed pump speed', '%', 0, 100],
      ],
    },
    {
      code: '230',
      name: 'PEBBLE_CRUSHING',
      kinds: [
        ['WIC', 'Pebble crusher feed', 't/h', 0, 1200],
        ['PIC', 'Pebble crusher clamp pressure', 'bar', 0, 200],
      ],
    },
    {
      code: '310',
      name: 'ROUGHER_FLOT',
      kinds: [
        ['FIC', 'Rougher air flow', 'Nm3/h', 0, 6000],
        ['AIC', 'Rougher pH', 'pH', 7, 13],
        ['FIC', 'Collector dosing', 'mL/min', 0, 2000],
      ],
    },
    {
      code: '320',
      name: 'CLEANER_FLOT',
      kinds: [
        ['LIC', 'Cleaner cell level', 'mm', 0, 600],
        ['FIC', 'Cleaner air flow', 'Nm3/h', 0, 3000],
        ['FIC', 'Wash water flow', 'm3/h', 0, 200],
      ],
    },
    {
      code: '330',
      name: 'REGRIND',
      kinds: [
        ['PIC', 'Regrind cyclone pressure', 'kPa', 0, 200],
        ['LIC', 'Regrind sump level', '%', 0, 100],
        ['SIC', 'IsaMill speed', 'rpm', 0, 1000],
      ],
    },
    {
      code: '410',
      name: 'CONC_THICKENER',
      kinds: [
        ['FIC', 'Flocculant flow', 'L/min', 0, 200],
        ['DIC', 'Underflow density', '%sol', 40, 75],
        ['LIC', 'Bed level', 'm', 0, 6],
      ],
    },
    {
      code: '420',
      name: 'CONC_FILTER',
      kinds: [
        ['PIC', 'Filter press feed pressure', 'bar', 0, 16],
        ['LIC', 'Filter feed tank level', '%', 0, 100],
      ],
    },
    {
      code: '510',
      name: 'TAILS_THICKENER',
      kinds: [
        ['FIC', 'Tailings floc flow', 'L/min', 0, 600],
        ['DIC', 'Tailings underflow density', '%sol', 40, 72],
        ['PIC', 'Rake torque', '%', 0, 100],
      ],
    },
    {
      code: '520',
      name: 'TAILS_PUMPING',
      kinds: [
        ['SIC', 'Tailings pump speed', '%', 0, 100],
        ['PIC', 'Tailings line pressure', 'kPa', 0, 6000],
        ['FIC', 'Gland water flow', 'm3/h', 0, 40],
      ],
    },
    {
      code: '610',
      name: 'WATER',
      kinds: [
        ['LIC', 'Process water tank level', '%', 0, 100],
        ['FIC', 'Fresh water make-up', 'm3/h', 0, 1500],
        ['PIC', 'Gland water header', 'kPa', 0, 1200],
      ],
    },
    {
      code: '710',
      name: 'REAGENTS',
      kinds: [
        ['LIC', 'Lime slaker tank level', '%', 0, 100],
        ['FIC', 'Milk of lime flow', 'm3/h', 0, 60],
        ['TIC', 'Collector day tank temp', 'degC', 0, 60],
      ],
    },
  ];
  const tuning: Record<string, [number, number, number, number]> = {
    FIC: [0.15, 0.45, 4, 12],
    LIC: [0.5, 1.2, 40, 90],
    PIC: [0.3, 1.4, 8, 30],
    TIC: [1.5, 4, 120, 400],
    WIC: [0.1, 0.35, 10, 35],
    SIC: [0.3, 0.8, 5, 20],
    DIC: [0.4, 1.1, 30, 90],
    AIC: [0.2, 0.6, 90, 240],
  };
  const lines = [
    'DeltaV Explorer - Control Module Summary (export)   Node: CCB-PROPLUS-01   Database: CCB_CONC_2026   Exported: 2026-11-19 06:48:27 by ENG_JCORTES',
    'Filter: all areas, module classes PID_LOOP, AI_MON, MTR_1S, VLV_2S',
    '',
    `${'MODULE'.padEnd(16)}${'CLASS'.padEnd(10)}${'AREA'.padEnd(18)}${'DESCRIPTION'.padEnd(38)}${'MODE'.padEnd(7)}${'PV'.padStart(10)}${'SP'.padStart(10)}${'OUT%'.padStart(8)}${'GAIN'.padStart(8)}${'RESET_s'.padStart(9)}${'RATE_s'.padStart(8)}  ${'EU'.padEnd(7)}${'SCALE'.padEnd(14)}LAST_DOWNLOAD`,
    '-'.repeat(186),
  ];
  const row = (
    tag: string,
    cls: string,
    area: string,
    desc: string,
    mode: string,
    pv: string,
    sp: string,
    out: string,
    gain: string,
    reset: string,
    rate: string,
    eu: string,
    scale: string,
  ) =>
    `${tag.padEnd(16)}${cls.padEnd(10)}${area.padEnd(18)}${desc.slice(0, 37).padEnd(38)}${mode.padEnd(7)}${pv.padStart(10)}${sp.padStart(10)}${out.padStart(8)}${gain.padStart(8)}${reset.padStart(9)}${rate.padStart(8)}  ${eu.padEnd(7)}${scale.padEnd(14)}2026-${pad2(between(r, 1, 11))}-${pad2(between(r, 1, 28))} ${pad2(between(r, 6, 18))}:${pad2(between(r, 0, 59))}`;
  const pid = (tag: string, area: string, desc: string, eu: string, lo: number, hi: number, kind: string, forced?: [number, number]) => {
    const [g0, g1, r0, r1] = tuning[kind]!;
    const sp = lo + (hi - lo) * uniform(r, 0.35, 0.7);
    const pv = sp + (hi - lo) * gauss(r, 0, 0.01);
    const gain = forced ? forced[0] : uniform(r, g0, g1);
    const reset = forced ? forced[1] : uniform(r, r0, r1);
    const d = hi - lo > 500 ? 0 : hi - lo > 20 ? 1 : 2;
    lines.push(
      row(
        tag,
        'PID_LOOP',
        area,
        desc,
        oneOf(r, ['AUTO', 'AUTO', 'AUTO', 'CAS', 'MAN']),
        pv.toFixed(d),
        sp.toFixed(d),
        uniform(r, 8, 92).toFixed(1),
        gain.toFixed(2),
        reset.toFixed(1),
        kind === 'TIC' ? uniform(r, 5, 30).toFixed(1) : '0.0',
        eu,
        `${lo}-${hi}`,
      ),
    );
  };
  const other = (area: Area) => {
    const cls = oneOf(r, ['AI_MON', 'MTR_1S', 'MTR_1S', 'VLV_2S']);
    const n = between(r, 100, 999);
    if (cls === 'AI_MON') {
      const [kind, desc, eu, lo, hi] = oneOf(r, area.kinds);
      lines.push(
        row(
          `${area.code}-${kind[0]}I-${n}`,
          cls,
          area.name,
          `${desc} indication`,
          'AUTO',
          uniform(r, lo, hi).toFixed(1),
          '-',
          '-',
          '-',
          '-',
          '-',
          eu,
          `${lo}-${hi}`,
        ),
      );
    } else if (cls === 'MTR_1S') {
      lines.push(
        row(
          `${area.code}-M-${n}`,
          cls,
          area.name,
          oneOf(r, ['Pump motor', 'Conveyor drive', 'Agitator', 'Blower motor', 'Feeder drive', 'Sump pump']),
          oneOf(r, ['AUTO', 'AUTO', 'MAN']),
          oneOf(r, ['RUN', 'RUN', 'STOP']),
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
        ),
      );
    } else {
      lines.push(
        row(
          `${area.code}-XV-${n}`,
          cls,
          area.name,
          oneOf(r, ['Isolation valve', 'Dart valve', 'Knife gate', 'Flush valve', 'Drain valve']),
          oneOf(r, ['AUTO', 'AUTO', 'MAN']),
          oneOf(r, ['OPEN', 'CLOSED']),
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
        ),
      );
    }
  };
  for (const area of areas) {
    const first = lines.length;
    const count = between(r, 90, 130);
    for (let i = 0; i < count; i++) {
      if (r() < 0.45) {
        const [kind, desc, eu, lo, hi] = oneOf(r, area.kinds);
        pid(`${area.code}-${kind}-${between(r, 100, 999)}`, area.name, desc, eu, lo, hi, kind);
      } else other(area);
    }
    if (area.code === '310') {
      for (const bank of [1, 2, 3]) {
        for (let cell = 1; cell <= 7; cell++) {
          const tag = `310-LIC-${bank}10${cell}`;
          pid(
            tag,
            area.name,
            `Rougher row ${bank} cell ${cell} froth level`,
            'mm',
            0,
            600,
            'LIC',
            tag === needle ? [7.5, 61.3] : undefined,
          );
        }
      }
      for (let i = 0; i < 40; i++) other(area);
    }
    const block = [...new Map(lines.splice(first).map((l) => [l.slice(0, 16), l])).values()].sort();
    lines.push(...block);
  }
  return probe(
    'round 74: DCS control module summary (odd tuning)',
    'One of the rougher flotation cell level controllers seems to be tuned completely differently from the others. Which one is it?',
    'dcs_module_summary',
    lines.join('\n'),
    'odd-loop',
    needle,
  );
}

function drillHoles(): EconomicsTask {
  const r = seededRandom(741_212);
  const needle = 'F6-3025-023-E09';
  const patterns = [
    { id: 'F4-2950-112', bench: 2950, rows: 12, perRow: 18, rig: ['DR-01', 'DR-02'] },
    { id: 'F6-3010-021', bench: 3010, rows: 9, perRow: 22, rig: ['DR-05'] },
    { id: 'F5-2890-047', bench: 2890, rows: 11, perRow: 19, rig: ['DR-03', 'DR-04'] },
    { id: 'F6-3025-023', bench: 3025, rows: 8, perRow: 21, rig: ['DR-05', 'DR-06'] },
    { id: 'F5-2905-048', bench: 2905, rows: 10, perRow: 20, rig: ['DR-03'] },
    { id: 'F4-2935-113', bench: 2935, rows: 12, perRow: 17, rig: ['DR-01', 'DR-02'] },
  ];
  const ROWS = 'ABCDEFGHIJKLMNOP';
  const operators = Array.from({ length: 10 }, () => initialled(r));
  const clock = new Map(DRILLS.map((d) => [d, wall('2026-11-12T08:10:00') + between(r, 0, 90) * MINUTE]));
  const out: string[] = [];
  for (const p of patterns) {
    const ox = 345_200 + uniform(r, 0, 2800);
    const oy = 6_987_400 + uniform(r, 0, 3600);
    for (let row = 0; row < p.rows; row++) {
      for (let n = 1; n <= p.perRow; n++) {
        const hole = `${p.id}-${ROWS[row]!}${pad2(n)}`;
        const designDepth = row === 0 ? 16.0 : 16.5;
        const odd = hole === needle;
        const depth = odd ? 24.83 : designDepth + gauss(r, 0.05, 0.18);
        const rop = uniform(r, 0.9, 1.9);
        const minutes = depth / rop + uniform(r, 3, 9);
        const dx = gauss(r, 0, 0.08);
        const dy = gauss(r, 0, 0.08);
        const x = ox + n * 9 + (row % 2) * 4.5;
        const y = oy + row * 7.5;
        const z = p.bench + uniform(r, -0.4, 0.6);
        const rig = p.rig[row % p.rig.length]!;
        const start = clock.get(rig)! + uniform(r, 2, 7) * MINUTE + (r() < 0.02 ? between(r, 30, 240) * MINUTE : 0);
        const end = start + minutes * MINUTE;
        clock.set(rig, end);
        out.push(
          JSON.stringify({
            hole,
            pattern: p.id,
            rig,
            operator: oneOf(r, operators),
            start: isoLocal(Math.round(start)),
            end: isoLocal(Math.round(end)),
            design: {
              x: Number(x.toFixed(2)),
              y: Number(y.toFixed(2)),
              z: Number(z.toFixed(2)),
              depth: designDepth,
              dip: 90,
              azimuth: 0,
              diameter_mm: 311,
            },
            asDrilled: {
              x: Number((x + dx).toFixed(2)),
              y: Number((y + dy).toFixed(2)),
              z: Number((z + gauss(r, 0, 0.05)).toFixed(2)),
              depth: Number(depth.toFixed(2)),
              dip: Number((90 - Math.abs(gauss(r, 0, 0.4))).toFixed(1)),
              collarError_m: Number(Math.hypot(dx, dy).toFixed(2)),
            },
            mwd: {
              avgRop_m_per_min: Number(rop.toFixed(2)),
              avgRpm: between(r, 70, 110),
              avgPulldown_kN: between(r, 210, 380),
              avgTorque_kNm: Number(uniform(r, 6, 14).toFixed(1)),
              avgAirPressure_bar: Number(uniform(r, 2.8, 4.4).toFixed(1)),
              hardnessIndex: Number(uniform(r, 0.8, 2.4).toFixed(2)),
            },
            water: r() < 0.1 ? 'wet' : 'dry',
            bitId: `BIT-${rig.slice(3)}-${between(r, 1101, 1140)}`,
            gnss: { fix: 'RTK', hdop: Number(uniform(r, 0.6, 1.4).toFixed(1)) },
            navVersion: 'HoleNav 3.9.4',
          }),
        );
      }
    }
  }
  return probe(
    'round 74: drill hole records (odd depth)',
    "Going through the past week's drill records, is there a hole that went far deeper than all the rest? Which one?",
    'drill_hole_records',
    out.join('\n'),
    'deep-hole',
    needle,
  );
}

/** Round 74's twelve tasks, in the brief's order (a to d, three of each). */
export function roundSeventyFour(): EconomicsTask[] {
  return [
    fmsEvents(),
    blastDesign(),
    sapOrders(),
    instrumentRegister(),
    oilAnalysis(),
    tyreReport(),
    dispatchLog(),
    radarAlarms(),
    plantDowntime(),
    piezoLogger(),
    dcsLoops(),
    drillHoles(),
  ];
}
