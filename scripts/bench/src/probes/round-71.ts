/**
 * Probe round 71, written blind: Halvorsen Kestrel Racing, a made-up Formula One team (car telemetry, tyres, power unit and
 * gearbox lives, wind tunnel and CFD, race-weekend freight, the composites shop). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - tyre supplier portal (minified JSON of the season's allocations): the barcode of one tyre of one set at one event;
 *  - wind tunnel run database (one-line XML export): the total CLA of one run;
 *  - data-logger event export (CSV with a JSON events field per session): when one driver's anti-stall kicked in in the race;
 * b. The answer a few lines away from the line the question's words match:
 *  - gearbox lifing service (pretty JSON): the serial of one component of the gearbox fitted to one car;
 *  - freight forwarder manifest (YAML): the air waybill of the consignment holding one piece for one event;
 *  - power unit element register (TOML): the serial of one driver's nth element of one kind;
 * c. A question that paraphrases the output or carries a preamble:
 *  - lap-by-lap telemetry channel statistics (text report): one channel's peak on one lap, asked in the driver's words;
 *  - composites shop MES work-order list (fixed-width table): the work order of one part, described in the user's words;
 *  - team radio transcript archive (log): when one radio call was made, after a sentence of context;
 * d. One value unlike its peers, with no error word near it:
 *  - tyre supplier returns report (fixed-width table): the tyre whose cold set pressure is far from all the others;
 *  - data-acquisition sensor inventory (NDJSON): the sensor on other firmware than every other of its kind;
 *  - HPC job accounting (sacct --parsable2): the CFD case solved on a mesh far coarser than the rest.
 * Not among the bench's targets.
 * First run, at d854011, the head when the round was written (with this file; `ROUNDS=71
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,130,999 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 71: tyre allocation (minified JSON)
 *     codex: 14,051 tokens, peak 13,968, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,816 tokens, peak 1,364, 0/1 needles, 3 read-backs
 *     ours: 4,623 tokens, peak 1,280, 0/1 needles, 4 read-backs
 *   round 71: wind tunnel runs (one-line XML)
 *     codex: 17,069 tokens, peak 16,999, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 715, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,744 tokens, peak 1,328, 0/1 needles, 1 read-backs
 *     ours: 2,550 tokens, peak 1,571, 1/1 needles, 1 read-backs
 *   round 71: logger events (CSV with a JSON field)
 *     codex: 216 tokens, peak 141, 0/1 needles, 0 read-backs
 *     context-chef: 850 tokens, peak 775, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,826 tokens, peak 2,255, 0/1 needles, 3 read-backs
 *     ours: 3,790 tokens, peak 2,755, 1/1 needles, 1 read-backs
 *   round 71: gearbox lives (pretty JSON)
 *     codex: 12,287 tokens, peak 12,206, 0/1 needles, 0 read-backs
 *     context-chef: 657 tokens, peak 576, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,424 tokens, peak 2,754, 0/1 needles, 2 read-backs
 *     ours: 6,800 tokens, peak 3,043, 0/1 needles, 2 read-backs
 *   round 71: freight manifest (YAML)
 *     codex: 12,906 tokens, peak 12,839, 0/1 needles, 0 read-backs
 *     context-chef: 637 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,471 tokens, peak 2,732, 0/1 needles, 4 read-backs
 *     ours: 8,115 tokens, peak 2,996, 0/1 needles, 4 read-backs
 *   round 71: power unit elements (TOML)
 *     codex: 17,651 tokens, peak 17,583, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 743, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,930 tokens, peak 3,612, 1/1 needles, 2 read-backs
 *     ours: 996 tokens, peak 730, 1/1 needles, 0 read-backs
 *   round 71: lap channel stats (paraphrase and preamble)
 *     codex: 15,192 tokens, peak 15,097, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 644, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,073 tokens, peak 1,313, 0/1 needles, 4 read-backs
 *     ours: 4,530 tokens, peak 980, 1/1 needles, 4 read-backs
 *   round 71: composites work orders (paraphrase)
 *     codex: 17,058 tokens, peak 16,970, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 716, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,490 tokens, peak 1,405, 0/1 needles, 4 read-backs
 *     ours: 4,564 tokens, peak 987, 0/1 needles, 4 read-backs
 *   round 71: radio transcript (preamble and paraphrase)
 *     codex: 15,386 tokens, peak 15,295, 0/1 needles, 0 read-backs
 *     context-chef: 772 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,549 tokens, peak 1,627, 1/1 needles, 4 read-backs
 *     ours: 2,857 tokens, peak 1,825, 1/1 needles, 1 read-backs
 *   round 71: tyre returns (odd one out)
 *     codex: 19,781 tokens, peak 19,695, 0/1 needles, 0 read-backs
 *     context-chef: 863 tokens, peak 777, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,717 tokens, peak 1,438, 0/1 needles, 4 read-backs
 *     ours: 3,975 tokens, peak 854, 0/1 needles, 4 read-backs
 *   round 71: sensor inventory (odd one out)
 *     codex: 15,804 tokens, peak 15,720, 0/1 needles, 0 read-backs
 *     context-chef: 789 tokens, peak 705, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,765 tokens, peak 1,256, 0/1 needles, 4 read-backs
 *     ours: 4,013 tokens, peak 866, 1/1 needles, 4 read-backs
 *   round 71: CFD jobs (odd one out)
 *     codex: 21,605 tokens, peak 21,521, 0/1 needles, 0 read-backs
 *     context-chef: 954 tokens, peak 870, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,856 tokens, peak 3,621, 0/1 needles, 4 read-backs
 *     ours: 7,773 tokens, peak 3,951, 0/1 needles, 4 read-backs
 *     codex: 179,006 tokens, 0/12 needles
 *     context-chef: 9,329 tokens, 0/12 needles
 *     context-chef-store: 75,661 tokens, 2/12 needles
 *     ours: 54,586 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom } from '../economics/seeded.js';

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
// The team, its cars and its season

const TEAM = 'Halvorsen Kestrel Racing';
const TODAY = '2026-11-12';

interface Car {
  readonly no: number;
  readonly driver: string;
  readonly short: string;
  readonly chassis: string;
  readonly engineer: string;
}

const CARS: readonly Car[] = [
  { no: 34, driver: 'Tomás Ortega', short: 'T. Ortega', chassis: 'HK26-02', engineer: 'M. Ferreira' },
  { no: 71, driver: 'Elin Varga', short: 'E. Varga', chassis: 'HK26-03', engineer: 'K. Brandt' },
];

interface GrandPrix {
  readonly round: number;
  readonly code: string;
  readonly name: string;
  readonly circuit: string;
  readonly race: string;
  readonly laps: number;
  readonly sprint: boolean;
}

const CALENDAR: readonly GrandPrix[] = [
  { round: 1, code: 'AUS', name: 'Australian Grand Prix', circuit: 'Albert Park', race: '2026-03-08', laps: 58, sprint: false },
  {
    round: 2,
    code: 'CHN',
    name: 'Chinese Grand Prix',
    circuit: 'Shanghai International Circuit',
    race: '2026-03-15',
    laps: 56,
    sprint: true,
  },
  { round: 3, code: 'JPN', name: 'Japanese Grand Prix', circuit: 'Suzuka', race: '2026-03-29', laps: 53, sprint: false },
  {
    round: 4,
    code: 'BHR',
    name: 'Bahrain Grand Prix',
    circuit: 'Bahrain International Circuit',
    race: '2026-04-12',
    laps: 57,
    sprint: false,
  },
  {
    round: 5,
    code: 'SAU',
    name: 'Saudi Arabian Grand Prix',
    circuit: 'Jeddah Corniche Circuit',
    race: '2026-04-19',
    laps: 50,
    sprint: false,
  },
  { round: 6, code: 'MIA', name: 'Miami Grand Prix', circuit: 'Miami International Autodrome', race: '2026-05-03', laps: 57, sprint: true },
  { round: 7, code: 'CAN', name: 'Canadian Grand Prix', circuit: 'Circuit Gilles Villeneuve', race: '2026-05-24', laps: 70, sprint: true },
  { round: 8, code: 'MON', name: 'Monaco Grand Prix', circuit: 'Circuit de Monaco', race: '2026-06-07', laps: 78, sprint: false },
  {
    round: 9,
    code: 'ESP',
    name: 'Spanish Grand Prix',
    circuit: 'Circuit de Barcelona-Catalunya',
    race: '2026-06-14',
    laps: 66,
    sprint: false,
  },
  { round: 10, code: 'AUT', name: 'Austrian Grand Prix', circuit: 'Red Bull Ring', race: '2026-06-28', laps: 71, sprint: false },
  { round: 11, code: 'GBR', name: 'British Grand Prix', circuit: 'Silverstone', race: '2026-07-05', laps: 52, sprint: true },
  { round: 12, code: 'BEL', name: 'Belgian Grand Prix', circuit: 'Spa-Francorchamps', race: '2026-07-19', laps: 44, sprint: false },
  { round: 13, code: 'HUN', name: 'Hungarian Grand Prix', circuit: 'Hungaroring', race: '2026-07-26', laps: 70, sprint: false },
  { round: 14, code: 'NED', name: 'Dutch Grand Prix', circuit: 'Zandvoort', race: '2026-08-23', laps: 72, sprint: true },
  { round: 15, code: 'ITA', name: 'Italian Grand Prix', circuit: 'Monza', race: '2026-09-06', laps: 53, sprint: false },
  { round: 16, code: 'MAD', name: 'Spanish Grand Prix (Madrid)', circuit: 'Madring', race: '2026-09-13', laps: 57, sprint: false },
  { round: 17, code: 'AZE', name: 'Azerbaijan Grand Prix', circuit: 'Baku City Circuit', race: '2026-09-26', laps: 51, sprint: false },
  { round: 18, code: 'SIN', name: 'Singapore Grand Prix', circuit: 'Marina Bay', race: '2026-10-11', laps: 62, sprint: true },
  {
    round: 19,
    code: 'USA',
    name: 'United States Grand Prix',
    circuit: 'Circuit of the Americas',
    race: '2026-10-25',
    laps: 56,
    sprint: false,
  },
  {
    round: 20,
    code: 'MEX',
    name: 'Mexico City Grand Prix',
    circuit: 'Autódromo Hermanos Rodríguez',
    race: '2026-11-01',
    laps: 71,
    sprint: false,
  },
  { round: 21, code: 'BRA', name: 'São Paulo Grand Prix', circuit: 'Interlagos', race: '2026-11-08', laps: 71, sprint: true },
  { round: 22, code: 'LVG', name: 'Las Vegas Grand Prix', circuit: 'Las Vegas Strip Circuit', race: '2026-11-21', laps: 50, sprint: false },
  { round: 23, code: 'QAT', name: 'Qatar Grand Prix', circuit: 'Lusail', race: '2026-11-29', laps: 57, sprint: false },
  { round: 24, code: 'ABU', name: 'Abu Dhabi Grand Prix', circuit: 'Yas Marina', race: '2026-12-06', laps: 58, sprint: false },
];

const PAST = CALENDAR.filter((gp) => gp.race < TODAY);

/** The ISO date `days` after `iso`. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `value` with `digits` decimals, nudged by one last digit when it would print as `avoid`. */
function fixed(value: number, digits: number, avoid = ''): string {
  const text = value.toFixed(digits);
  return text === avoid ? (value + 10 ** -digits).toFixed(digits) : text;
}

/** `n` as four digits at least. */
const pad4 = (n: number) => String(n).padStart(4, '0');

/** A fixed-width table row: each cell padded to its width, the last one as is. */
function columns(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell)).join(' ');
}

/** A wall-clock time of a day (`HH:MM:SS.mmm`) from seconds after midnight. */
function clock(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** A tyre barcode as the supplier prints it. */
function tyreBarcode(random: () => number): string {
  return `${oneOf(random, ['26', '26', '26', '25'])}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${chars(random, '0123456789', 7)}`;
}

const POSITIONS = ['FL', 'FR', 'RL', 'RR'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line

/** The tyre supplier portal's season allocation for the team: every set, every tyre, one minified JSON document. */
function tyreAllocations(): EconomicsTask {
  const random = seededRandom(7101);
  const ranges = [
    ['C1', 'C2', 'C3'],
    ['C2', 'C3', 'C4'],
    ['C3', 'C4', 'C5'],
    ['C4', 'C5', 'C6'],
  ] as const;
  const plan = [
    ['HARD', 'H', 2],
    ['MEDIUM', 'M', 3],
    ['SOFT', 'S', 8],
    ['INTERMEDIATE', 'I', 5],
    ['WET', 'W', 2],
  ] as const;
  let needle = '';
  const events = CALENDAR.map((gp) => {
    const past = gp.race < TODAY;
    const [hard, medium, soft] = oneOf(random, ranges);
    const wet = gp.code === 'GBR' || gp.code === 'BRA' || random() < 0.15;
    const sessions = gp.sprint ? ['FP1', 'SQ', 'SPRINT', 'Q', 'RACE'] : ['FP1', 'FP2', 'FP3', 'Q', 'RACE'];
    return {
      round: gp.round,
      event: gp.code,
      name: gp.name,
      circuit: gp.circuit,
      weekendStart: addDays(gp.race, -2),
      raceDate: gp.race,
      format: gp.sprint ? 'SPRINT' : 'CONVENTIONAL',
      state: past ? 'CLOSED' : 'ALLOCATED',
      compounds: { HARD: hard, MEDIUM: medium, SOFT: soft },
      prescriptions: {
        minStartPressureFrontPsi: between(random, 230, 270) / 10,
        minStartPressureRearPsi: between(random, 200, 245) / 10,
        maxCamberFrontDeg: -between(random, 300, 350) / 100,
        maxCamberRearDeg: -between(random, 175, 225) / 100,
        blanketMaxC: 70,
      },
      allocations: CARS.map((car) => ({
        car: car.no,
        driver: car.driver,
        chassis: car.chassis,
        sets: plan.flatMap(([nomination, letter, count]) =>
          Array.from({ length: count }, (_, k) => {
            const wetSet = letter === 'I' || letter === 'W';
            const used = past && (wetSet ? wet && random() < 0.6 : random() < 0.82);
            const compound = letter === 'H' ? hard : letter === 'M' ? medium : letter === 'S' ? soft : nomination;
            return {
              setId: `${car.no}-${letter}${k + 1}`,
              nomination,
              setNo: k + 1,
              compound,
              status: !past ? 'ALLOCATED' : used ? 'RETURNED_USED' : 'RETURNED_NEW',
              returnedAfter: past ? oneOf(random, sessions) : null,
              laps: used ? between(random, 2, wetSet ? 24 : 31) : 0,
              heatCycles: used ? between(random, 1, 4) : 0,
              tyres: past
                ? POSITIONS.map((pos) => {
                    const barcode = tyreBarcode(random);
                    if (gp.code === 'GBR' && car.no === 71 && letter === 'W' && k === 1 && pos === 'RL') needle = barcode;
                    return {
                      pos,
                      barcode,
                      dot: `${pad2(between(random, 2, 30))}26`,
                      tpmsSensor: `TP-${hex(random, 6).toUpperCase()}`,
                      rim: `HKR-R${pos[0]}-${between(random, 100, 399)}`,
                      blanketMin: used ? between(random, 95, 260) : between(random, 0, 180),
                    };
                  })
                : [],
            };
          }),
        ),
      })),
    };
  });
  const output = JSON.stringify({
    apiVersion: 'tyre-portal/v3',
    team: { code: 'HKR', name: TEAM },
    season: 2026,
    generatedAt: '2026-11-12T08:14:03Z',
    events,
  });
  return probe(
    'round 71: tyre allocation (minified JSON)',
    "What's the barcode on the rear-left tyre of Elin Varga's second full-wet set at Silverstone?",
    'tyre_portal_allocations',
    output,
    'tyre-barcode',
    needle,
    true,
  );
}

/** The wind tunnel's run database exported as one line of XML: 900 runs of the 60% model. */
function windTunnelRuns(): EconomicsTask {
  const random = seededRandom(7102);
  const needle = '-4.2186';
  const programmes = [
    'P26-104 BRA floor edge',
    'P26-109 LVG low-drag rear wing',
    'P26-111 QAT high-DF package',
    'P26-113 front wing flap map',
    'P26-115 2027 concept floor',
    'P26-117 sidepod inlet cooling',
    'P26-120 beam wing / diffuser interaction',
  ];
  const frontWings = ['FW-26-112B', 'FW-26-114A', 'FW-26-116C', 'FW-26-118C', 'FW-26-118D'];
  const rearWings = ['RW-26-HD-03', 'RW-26-MD-05', 'RW-26-LD-07', 'RW-26-LD-08'];
  const floors = ['FL-26-C4', 'FL-26-D1', 'FL-26-D2', 'FL-26-D3'];
  const operators = ['R. Mendes', 'S. Kowalczyk', 'A. Nwosu', 'P. Lindgren', 'D. Hargreaves'];
  const remarks = [
    'Yaw sweep point',
    'Ride height map point',
    'Repeat of baseline for drift check',
    'Back-to-back vs baseline',
    'Flap +1 click',
    'Flap -1 click',
    'Belt temperature drift corrected in post',
    'Tufts on for flow-vis, forces indicative',
    'PIV plane at X=1450',
    'Model re-zeroed after part change',
    'Steer sweep point',
    'Cooling exit open one step',
  ];
  let time = Date.UTC(2026, 8, 1, 7, 0, 0);
  const runs: string[] = [];
  for (let i = 0; i < 900; i++) {
    const id = 14400 + i;
    time += between(random, 25, 55) * 60_000;
    if (new Date(time).getUTCHours() >= 22) time += 9 * 3_600_000;
    const at = new Date(time).toISOString();
    const front = -(1.35 + random() * 0.7);
    const rear = -(1.9 + random() * 0.9);
    const total = front + rear;
    const totalText = id === 14837 ? needle : fixed(total, 4, needle);
    const drag = 0.95 + random() * 0.35;
    const rhF = between(random, 24, 42);
    const rhR = between(random, 52, 86);
    const yaw = oneOf(random, ['0.0', '0.0', '1.5', '2.5', '3.5', '5.0', '-2.5']);
    runs.push(
      `<Run id="WT26-${id}" date="${at.slice(0, 10)}" start="${at.slice(11, 19)}" shift="${new Date(time).getUTCHours() < 15 ? 'A' : 'B'}" programme="${oneOf(random, programmes)}" operator="${oneOf(random, operators)}" occupied_s="${between(random, 240, 560)}">` +
        `<Model build="HK26-M60-0${between(random, 4, 6)}" scale="0.60"/>` +
        `<Config frontWing="${oneOf(random, frontWings)}" fwFlap_deg="${fixed(between(random, -6, 6) * 0.5, 1)}" rearWing="${oneOf(random, rearWings)}" beamWing="BW-26-0${between(random, 3, 5)}" floor="${oneOf(random, floors)}" diffuser="DF-26-1${between(random, 0, 3)}" sidepod="SP-26-${oneOf(random, ['B', 'C', 'C2'])}" coolingExit="${oneOf(random, ['CE-1', 'CE-2', 'CE-3'])}"/>` +
        `<Conditions speed_ms="50.0" belt_ms="50.0" rhF_mm="${rhF}" rhR_mm="${rhR}" yaw_deg="${yaw}" roll_deg="${oneOf(random, ['0.0', '0.0', '0.5', '-0.5'])}" steer_deg="${oneOf(random, ['0', '0', '0', '4', '-4', '8'])}" airT_C="${fixed(21 + random() * 3, 1)}"/>` +
        `<Results CLA="${totalText}" CLAf="${fixed(front, 4)}" CLAr="${fixed(rear, 4)}" CDA="${fixed(drag, 4)}" LD="${fixed(-total / drag, 3)}" balF_pct="${fixed((front / total) * 100, 2)}" CMy="${fixed(random() * 0.4 - 0.2, 4)}"/>` +
        `<Baseline ref="WT26-${id - between(random, 1, 14)}" dCLA="${fixed(random() * 0.12 - 0.06, 4)}" dCDA="${fixed(random() * 0.04 - 0.02, 4)}"/>` +
        `<Remarks>${oneOf(random, remarks)} (${between(random, 1, 9)}/${between(random, 9, 12)})</Remarks></Run>`,
    );
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><WindTunnelExport facility="HKR WT1" model="HK26 60% scale" exported="2026-11-12T07:40:11Z" runs="${runs.length}">${runs.join('')}</WindTunnelExport>`;
  return probe(
    'round 71: wind tunnel runs (one-line XML)',
    'What total CLA did the model give on wind tunnel run 14837?',
    'wt_runs_export',
    output,
    'wt-cla',
    needle,
    true,
  );
}

interface LoggerEvent {
  t: number;
  lap: number;
  code: string;
  val: number;
}

/** The data logger's events of the São Paulo sprint and race, one CSV row per car and session with a JSON events field. */
function loggerEvents(): EconomicsTask {
  const random = seededRandom(7103);
  let needle = '';
  const sessions = [
    { id: 'SPR', label: 'SPRINT', laps: 24, start: '2026-11-07T14:58:40Z' },
    { id: 'R', label: 'RACE', laps: 71, start: '2026-11-08T16:57:10Z' },
  ] as const;
  const header = 'session_uid,event,session,car,driver,chassis,logger_sn,start_utc,end_utc,laps,event_count,events_json';
  const rows: string[] = [header];
  for (const session of sessions) {
    for (const car of CARS) {
      const events: LoggerEvent[] = [];
      let t = between(random, 20_000, 90_000) / 1000;
      const push = (at: number, lap: number, code: string, val: number) => events.push({ t: Math.round(at * 1000) / 1000, lap, code, val });
      // The formation lap: start procedure, then the lights.
      push(t + 3.1, 0, 'LAUNCH_MODE_ARM', 1);
      push(t + 4.6, 0, 'ANTISTALL_ARM', 1);
      push(t + 61.2, 0, 'CLUTCH_BITE_LEARN', between(random, 38, 47));
      push(t + 97.4, 0, 'GRID_SLOT', 1);
      t += 112 + random() * 6;
      const stops = session.id === 'R' ? [between(random, 18, 24), car.no === 34 ? 33 : 34] : [];
      for (let lap = 1; lap <= session.laps; lap++) {
        const wetLap = session.id === 'R' && lap >= 31 && lap <= 47;
        const lapTime = (wetLap ? 83 : 72) + random() * 2.5 + (stops.includes(lap) ? 21 : 0);
        const marks: [number, string, number][] = [];
        let gear = 8;
        for (let zone = 0; zone < 9; zone++) {
          const brake = zone / 9 + random() * 0.04;
          const down = between(random, 1, 4);
          for (let d = 0; d < down && gear > 2; d++) marks.push([brake + d * 0.004, 'GEAR_DN', --gear]);
          const exit = brake + 0.03 + random() * 0.02;
          while (gear < 8 && random() < 0.8) marks.push([exit + (8 - gear) * 0.006, 'GEAR_UP', ++gear]);
        }
        marks.push([0.0005, 'LAP_BEACON', lap], [0.31, 'SECTOR', 1], [0.69, 'SECTOR', 2], [0.58, 'SPEED_TRAP', between(random, 298, 332)]);
        if (lap > 2 && !wetLap) {
          marks.push([0.02, 'DRS_AVAIL', 1], [0.035, 'DRS_OPEN', 1], [0.09, 'DRS_CLOSE', 1]);
          if (random() < 0.7) marks.push([0.86, 'DRS_OPEN', 2], [0.97, 'DRS_CLOSE', 2]);
        }
        for (let n = between(random, 2, 6); n > 0; n--) marks.push([random(), 'BBAL_CHG', between(random, 540, 590) / 10]);
        for (let n = between(random, 0, 2); n > 0; n--) marks.push([random(), 'DIFF_ENTRY_CHG', between(random, 1, 11)]);
        for (let n = between(random, 0, 2); n > 0; n--) marks.push([random(), 'ERS_MODE_CHG', between(random, 1, 6)]);
        for (let n = between(random, 1, 4); n > 0; n--) marks.push([random(), 'KERB_STRIKE', between(random, 12, 48) / 10]);
        for (let n = between(random, 0, 2); n > 0; n--) marks.push([random(), 'RADIO_PTT', 1]);
        if (random() < 0.3) marks.push([random(), 'OVERTAKE_ON', 1]);
        if (random() < 0.2) marks.push([random(), oneOf(random, ['LOCKUP_FL', 'LOCKUP_FR', 'LOCKUP_RL', 'LOCKUP_RR']), 1]);
        if (random() < 0.25) marks.push([random(), 'BOTTOMING', between(random, 30, 95) / 10]);
        if (stops.includes(lap)) {
          marks.push([0.93, 'PIT_LIM_ON', 80], [0.95, 'PIT_ENTRY', 1], [0.975, 'NEUTRAL_SEL', 0], [0.99, 'FIRST_GEAR', 1]);
        }
        if (stops.includes(lap - 1)) marks.push([0.045, 'PIT_LIM_OFF', 0], [0.05, 'PIT_EXIT', 1]);
        if (session.id === 'SPR' && car.no === 34 && lap === 1) marks.push([0.012, 'ANTISTALL_ACTIVE', 1], [0.02, 'ANTISTALL_EXIT', 1]);
        if (session.id === 'R' && car.no === 71 && lap === 35) marks.push([0.052, 'ANTISTALL_ACTIVE', 1], [0.06, 'ANTISTALL_EXIT', 1]);
        if (session.id === 'R' && car.no === 34 && lap === 33) {
          marks.push([0.405, 'SPIN_DETECT', 1], [0.412, 'ANTISTALL_ACTIVE', 1], [0.447, 'ANTISTALL_EXIT', 1]);
        }
        marks.sort((x, y) => x[0] - y[0]);
        for (const [frac, code, val] of marks) {
          push(t + frac * lapTime, lap, code, val);
          if (session.id === 'R' && car.no === 34 && lap === 33 && code === 'ANTISTALL_ACTIVE') needle = String(events.at(-1)!.t);
        }
        t += lapTime;
      }
      push(t + 40.2, session.laps + 1, 'PIT_LIM_ON', 80);
      push(t + 66.8, session.laps + 1, 'ENGINE_OFF', 0);
      const start = new Date(session.start);
      const end = new Date(start.getTime() + Math.round(t * 1000) + 70_000);
      const json = JSON.stringify(events).replaceAll('"', '""');
      rows.push(
        [
          `BRA-2026-${session.id}-${car.no}`,
          'BRA',
          session.label,
          String(car.no),
          car.driver,
          car.chassis,
          `DL-77${between(random, 10, 99)}`,
          start.toISOString().replace('.000', ''),
          end.toISOString().replace(/\.\d{3}/, ''),
          String(session.laps),
          String(events.length),
          `"${json}"`,
        ].join(','),
      );
    }
  }
  return probe(
    'round 71: logger events (CSV with a JSON field)',
    "At what session time did Tomás's anti-stall kick in during Sunday's race in São Paulo?",
    'logger_events_export',
    rows.join('\n') + '\n',
    'anti-stall',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match

/** The lifing service's gearbox cassettes, each with its components' lives, as pretty JSON. */
function gearboxLives(): EconomicsTask {
  const random = seededRandom(7104);
  const ordinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
  const catalogue: [string, string, string, number][] = [
    ['INPUT_SHAFT', 'Input shaft', 'ISH', 9000],
    ['LAYSHAFT', 'Layshaft', 'LSH', 9000],
    ['OUTPUT_SHAFT', 'Output shaft', 'OSH', 9000],
  ];
  ordinals.forEach((ordinal, i) => {
    catalogue.push([`${ordinal.toUpperCase()}_PINION`, `${ordinal} gear pinion`, `G${i + 1}P`, i < 2 ? 3000 : 4500]);
    catalogue.push([`${ordinal.toUpperCase()}_WHEEL`, `${ordinal} gear wheel`, `G${i + 1}W`, i < 2 ? 3000 : 4500]);
  });
  catalogue.push(
    ['REV_PINION', 'Reverse pinion', 'RVP', 8000],
    ['REV_WHEEL', 'Reverse wheel', 'RVW', 8000],
    ['DOG_RING_12', 'Dog ring 1-2', 'D12', 3500],
    ['DOG_RING_34', 'Dog ring 3-4', 'D34', 3500],
    ['DOG_RING_56', 'Dog ring 5-6', 'D56', 3500],
    ['DOG_RING_78', 'Dog ring 7-8', 'D78', 3500],
    ['SELECTOR_BARREL', 'Selector barrel', 'SBR', 6000],
    ['SELECTOR_FORK_12', 'Selector fork 1-2', 'SF1', 6000],
    ['SELECTOR_FORK_34', 'Selector fork 3-4', 'SF3', 6000],
    ['SELECTOR_FORK_56', 'Selector fork 5-6', 'SF5', 6000],
    ['SELECTOR_FORK_78', 'Selector fork 7-8', 'SF7', 6000],
    ['DIFF_UNIT', 'Differential unit', 'DIF', 5000],
    ['DIFF_CLUTCH_PACK', 'Diff clutch plate pack', 'DCP', 2500],
    ['CROWN_WHEEL', 'Crown wheel', 'CRW', 7000],
    ['BEVEL_PINION', 'Bevel pinion', 'BVP', 7000],
    ['OIL_PUMP', 'Oil pump (pressure/scavenge)', 'OPU', 8000],
    ['SHIFT_ACTUATOR', 'Shift actuator', 'SAC', 4000],
    ['MAINCASE', 'Maincase', 'MCS', 20000],
  );
  const counters = new Map(catalogue.map(([, , code]) => [code, between(random, 40, 160)]));
  const inspectors = ['L. Haddad', 'G. Pellegrini', 'O. Adeyemi', 'F. Walsh', 'Y. Tanaka'];
  const statuses = [
    ...Array<string>(10).fill('RETIRED'),
    'IN_REBUILD',
    'IN_REBUILD',
    'DYNO_TEST',
    'INSTALLED',
    'SPARE_READY',
    'SPARE_READY',
    'IN_REBUILD',
    'SPARE_READY',
    'DYNO_TEST',
    'INSTALLED',
    'SPARE_READY',
    'IN_BUILD',
    'SPARE_READY',
    'IN_BUILD',
    'IN_BUILD',
    'SPARE_READY',
    'IN_BUILD',
    'IN_BUILD',
  ];
  let needle = '';
  const assemblies = statuses.map((status, i) => {
    const id = `GBX-26-${String(i + 1).padStart(3, '0')}`;
    const installedCar = status === 'INSTALLED' ? (i === 13 ? CARS[1]! : CARS[0]!) : undefined;
    const first = Math.min(PAST.length - 1, Math.floor((i / statuses.length) * PAST.length));
    const history = (installedCar ? PAST.slice(-between(random, 2, 3)) : PAST.slice(first, first + between(random, 1, 5))).map((gp) => {
      const car = installedCar ?? oneOf(random, CARS);
      return { event: gp.code, car: car.no, chassis: car.chassis, sessions: between(random, 2, 5), km: between(random, 480, 1420) };
    });
    const totalKm = history.reduce((sum, h) => sum + h.km, 0) + between(random, 30, 240);
    return {
      assemblyId: id,
      type: 'GEARBOX_CASSETTE',
      spec: i < 12 ? 'HK26-GB-A' : 'HK26-GB-B',
      status,
      installedIn: installedCar
        ? { car: installedCar.no, chassis: installedCar.chassis, since: installedCar.no === 71 ? '2026-10-29' : '2026-11-05' }
        : null,
      location: installedCar ? 'TRACK' : oneOf(random, ['FACTORY_GB_SHOP', 'FACTORY_STORES', 'TRACK_SPARES', 'DYNO_CELL_2']),
      buildDate: addDays('2026-02-10', i * 9 + between(random, 0, 6)),
      builtBy: oneOf(random, inspectors),
      totalKm,
      history,
      components: catalogue.map(([position, description, code, limit]) => {
        const n = counters.get(code)!;
        counters.set(code, n + between(random, 1, 3));
        const serial = `${code}-26-${pad4(n)}`;
        if (i === 13 && position === '4TH_PINION') needle = serial;
        const kmUsed = Math.min(limit - 50, Math.round(random() * limit * 0.9 * 10) / 10);
        return {
          position,
          description,
          partNumber: `HK26-GB-${code}-${oneOf(random, ['A', 'B', 'B', 'C'])}`,
          serial,
          ...(code.startsWith('G') ? { teeth: `${between(random, 14, 24)}:${between(random, 26, 38)}` } : {}),
          kmUsed,
          kmLimit: limit,
          fittedDate: addDays('2026-02-12', i * 9 + between(random, 0, 20)),
          lastInspection: {
            date: addDays('2026-03-01', i * 8 + between(random, 0, 30)),
            method: oneOf(random, ['MPI', 'VISUAL', 'DIMENSIONAL', 'ECI']),
            result: 'ACCEPT',
            by: oneOf(random, inspectors),
          },
        };
      }),
    };
  });
  const output = JSON.stringify({ query: { type: 'GEARBOX_CASSETTE', season: 2026 }, count: assemblies.length, assemblies }, null, 2);
  return probe(
    'round 71: gearbox lives (pretty JSON)',
    "What's the serial number of the 4th gear pinion in the gearbox currently fitted to car 71?",
    'lifing_assemblies',
    output,
    'gbx-serial',
    needle,
  );
}

/** The freight forwarder's air manifest for the last three flyaway races, as YAML. */
function freightManifest(): EconomicsTask {
  const random = seededRandom(7105);
  const legs = [
    { event: 'LVG', name: 'Las Vegas Grand Prix', origin: 'GRU', destination: 'LAS', departs: '2026-11-09', spec: 'D' },
    { event: 'QAT', name: 'Qatar Grand Prix', origin: 'LAS', destination: 'DOH', departs: '2026-11-22', spec: 'D2' },
    { event: 'ABU', name: 'Abu Dhabi Grand Prix', origin: 'DOH', destination: 'AUH', departs: '2026-11-30', spec: 'D2' },
  ];
  const carriers = [
    ['176', 'Emirates SkyCargo', 'EK'],
    ['157', 'Qatar Airways Cargo', 'QR'],
    ['172', 'Cargolux', 'CV'],
    ['020', 'Lufthansa Cargo', 'LH'],
    ['369', 'Atlas Air', '5Y'],
    ['607', 'Etihad Cargo', 'EY'],
  ] as const;
  const goods: [string, string, number, number, string][] = [
    ['FWA', 'Front wing assemblies (x3)', 60, 140, '8708.29'],
    ['RWA', 'Rear wing assemblies (x2)', 70, 130, '8708.29'],
    ['NOS', 'Nose box spares', 40, 90, '8708.29'],
    ['BRK', 'Brake materials kit (discs/pads)', 80, 160, '8708.30'],
    ['ITR', 'Garage IT rack', 180, 320, '8471.50'],
    ['TWM', 'Tyre blankets and control units', 90, 210, '8516.80'],
    ['PWG', 'Pit wall gantry section', 240, 480, '9403.20'],
    ['WGN', 'Wheel guns and air lines', 70, 150, '8467.19'],
    ['ICE', 'Power unit ICE (sealed spare)', 160, 220, '8407.34'],
    ['GBX', 'Gearbox cassette spare', 90, 140, '8708.40'],
    ['SUF', 'Suspension spares, front', 60, 120, '8708.80'],
    ['SUR', 'Suspension spares, rear', 60, 120, '8708.80'],
    ['BOD', 'Bodywork: engine covers and sidepods', 90, 170, '8708.29'],
    ['FEK', 'Floor edge kit', 40, 80, '8708.29'],
    ['PLK', 'Plank and skid blocks', 30, 70, '8708.29'],
    ['TEL', 'Telemetry servers rack', 200, 340, '8471.50'],
    ['FUL', 'Fuel rig (empty, purged)', 260, 420, '8413.11'],
    ['SET', 'Setup patch pads and wheel scales', 120, 240, '8423.89'],
    ['HYD', 'Hydraulics spares and test bench', 70, 150, '8412.29'],
    ['LIF', 'Car lifting jacks (front/rear)', 80, 150, '8425.42'],
  ];
  const lines: string[] = [
    'apiVersion: freight.hkr/v1',
    'kind: ManifestExport',
    'generated: 2026-11-12T09:03:55Z',
    'forwarder: Meridian Motorsport Logistics',
    `team: ${TEAM}`,
    'mode: air',
    'events:',
  ];
  let needle = '';
  let ref = between(random, 40, 90);
  for (const leg of legs) {
    lines.push(
      `  - event: ${leg.event}`,
      `    name: ${leg.name}`,
      `    origin: ${leg.origin}`,
      `    destination: ${leg.destination}`,
      '    consignments:',
    );
    const count = 120;
    const floorAt = leg.event === 'QAT' ? 63 : between(random, 20, 100);
    for (let c = 0; c < count; c++) {
      const [prefix, carrier, flightCode] = oneOf(random, carriers);
      const awb = `${prefix}-${chars(random, '0123456789', 8)}`;
      if (c === floorAt && leg.event === 'QAT') needle = awb;
      const etd = `${addDays(leg.departs, between(random, 0, 1))}T${pad2(between(random, 0, 23))}:${oneOf(random, ['05', '10', '25', '40', '55'])}:00Z`;
      lines.push(
        `      - ref: HKR-${leg.event}-AF-${pad4(ref++)}`,
        `        awb: ${awb}`,
        `        carrier: ${carrier}`,
        `        flight: ${flightCode}${between(random, 8000, 9899)}`,
        `        etd: ${etd}`,
        `        uld: ${oneOf(random, ['PMC', 'PAG', 'PLA', 'AKE'])} ${between(random, 10000, 99999)} ${flightCode}`,
        '        pieces:',
      );
      const pieces: [string, string, number, number, string][] =
        c === floorAt ? [['FLR', `Floor assembly (spare), HK26 spec ${leg.spec}`, 70, 95, '8708.29']] : [];
      for (let n = c === floorAt ? between(random, 0, 1) : between(random, 1, 4); n > 0; n--) pieces.push(oneOf(random, goods));
      for (const [code, description, lo, hi, hs] of pieces) {
        const battery = code === 'ITR' && random() < 0.3;
        lines.push(
          `          - case: ${code}-${leg.event}-${pad2(between(random, 1, 40))}`,
          `            description: ${description}`,
          '            qty: 1',
          `            grossKg: ${fixed(lo + random() * (hi - lo), 1)}`,
          `            dimsCm: [${between(random, 80, 260)}, ${between(random, 60, 170)}, ${between(random, 40, 140)}]`,
          `            hsCode: "${hs}"`,
          `            carnet: GB-2026-ATA-${pad4(between(random, 100, 9999))}`,
          `            dangerousGoods: ${battery ? 'UN3481 lithium ion batteries packed with equipment' : 'null'}`,
        );
      }
    }
  }
  return probe(
    'round 71: freight manifest (YAML)',
    'Which air waybill is the spare floor flying to Qatar on?',
    'freight_manifest',
    lines.join('\n') + '\n',
    'awb',
    needle,
  );
}

/** The power unit supplier's element register for its works and customer cars, as TOML. */
function powerUnitElements(): EconomicsTask {
  const random = seededRandom(7106);
  const teams: [string, [number, string][]][] = [
    [
      'Arden Vale F1 Team',
      [
        [8, 'Oskar Leclercq'],
        [19, 'Rafael Duarte'],
      ],
    ],
    [
      'Pacific Crest Racing',
      [
        [5, 'Hana Kobayashi'],
        [62, 'Callum Reid'],
      ],
    ],
    [TEAM, CARS.map((car) => [car.no, car.driver] as [number, string])],
    [
      'Scuderia Montalto',
      [
        [12, 'Luca Bertolini'],
        [26, 'Noah Albrecht'],
      ],
    ],
  ];
  const kinds = [
    ['ICE', 'HKP-626', 4],
    ['TC', 'HKP-TC26', 4],
    ['MGU-K', 'HKP-K26', 4],
    ['ES', 'HKP-ES26', 3],
    ['CE', 'HKP-CE26', 3],
    ['EX', 'HKP-EX26', 5],
  ] as const;
  const counters = new Map<string, number>(kinds.map(([kind]) => [kind, between(random, 200, 400)]));
  const sessionsOf = (gp: GrandPrix) => (gp.sprint ? ['FP1', 'SQ', 'SPRINT', 'Q', 'RACE'] : ['FP1', 'FP2', 'FP3', 'Q', 'RACE']);
  const lines: string[] = [
    '# HKP power unit element register, season 2026',
    '# exported 2026-11-12T08:30:12Z by pu-lifing 4.8.1',
    '',
    '[meta]',
    'season = 2026',
    'supplier = "Halvorsen Kestrel Powertrains"',
    'limits = { ICE = 4, TC = 4, MGU-K = 4, ES = 3, CE = 3, EX = 5 }',
    '',
  ];
  let needle = '';
  for (const [team, drivers] of teams) {
    for (const [carNo, driver] of drivers) {
      for (const [kind, spec, count] of kinds) {
        for (let number = 1; number <= count; number++) {
          const n = counters.get(kind)!;
          counters.set(kind, n + between(random, 1, 4));
          const serial = `${kind.replace('-', '')}-26-H${pad4(n)}`;
          if (team === TEAM && carNo === 71 && kind === 'ICE' && number === 3) needle = serial;
          const from = Math.floor(((number - 1) / count) * PAST.length);
          const to = number === count ? PAST.length : Math.floor((number / count) * PAST.length) + 2;
          const usage = PAST.slice(from, to).flatMap((gp) =>
            sessionsOf(gp)
              .filter(() => random() < 0.75)
              .map((session) => ({ gp, session })),
          );
          const mileage = usage.length * 118 + between(random, 0, 400);
          lines.push(
            '[[element]]',
            `team = "${team}"`,
            `car = ${carNo}`,
            `driver = "${driver}"`,
            `type = "${kind}"`,
            `number = ${number}`,
            `serial = "${serial}"`,
            `spec = "${spec}.${between(random, 1, 3)}"`,
            `status = "${number === count ? 'ACTIVE' : oneOf(random, ['POOL', 'POOL', 'WITHDRAWN'])}"`,
            `first_used = "${usage[0] ? `${usage[0].gp.code} ${usage[0].session}` : 'NONE'}"`,
            `mileage_km = ${fixed(mileage + random(), 1)}`,
            `dyno_validation = "D${between(random, 1, 6)}-26-${pad4(between(random, 100, 2400))}"`,
            '',
          );
          for (const { gp, session } of usage) {
            lines.push(
              '  [[element.usage]]',
              `  event = "${gp.code}"`,
              `  session = "${session}"`,
              `  km = ${fixed(40 + random() * 300, 1)}`,
              `  max_water_c = ${fixed(104 + random() * 18, 1)}`,
              `  max_oil_c = ${fixed(118 + random() * 22, 1)}`,
              '',
            );
          }
        }
      }
    }
  }
  return probe(
    'round 71: power unit elements (TOML)',
    "What's the serial number of Elin Varga's third ICE?",
    'pu_element_register',
    lines.join('\n'),
    'ice-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble

/** The analysis tool's per-lap channel statistics for the São Paulo race, both cars, lap by lap. */
function lapChannelStats(): EconomicsTask {
  const random = seededRandom(7107);
  const needle = '587.6';
  const f = (value: number) => fixed(value, 1, needle);
  type Channel = [string, string, (wet: boolean) => [number, number, number]];
  const range = (lo: number, hi: number, spread: number): [number, number, number] => {
    const min = lo + random() * spread;
    const max = hi - random() * spread;
    return [min, max, min + (max - min) * (0.45 + random() * 0.2)];
  };
  const channels: Channel[] = [
    ['vCar', 'km/h', (wet) => range(wet ? 68 : 84, wet ? 292 : 334, 8)],
    ['nEngine', 'rpm', () => range(6100, 12200, 300)],
    ['nGear', '-', () => [2, 8, 5.1 + random()]],
    ['rThrottle', '%', () => [0, 100, 58 + random() * 12]],
    ['pBrakeF', 'bar', (wet) => range(0, wet ? 88 : 128, 4)],
    ['pBrakeR', 'bar', (wet) => range(0, wet ? 61 : 92, 4)],
    ['rBrakeBias', '%', () => range(54, 59.5, 0.8)],
    ['gLat', 'g', (wet) => range(-(wet ? 3.1 : 4.9), wet ? 3.2 : 5.0, 0.3)],
    ['gLong', 'g', (wet) => range(-(wet ? 3.8 : 5.4), 1.6, 0.2)],
    ...POSITIONS.map((pos): Channel => [`TBrakeDisc${pos}`, 'degC', (wet) => range(wet ? 260 : 390, wet ? 830 : 1080, 60)]),
    ...POSITIONS.map((pos): Channel => [`TBrakeCaliper${pos}`, 'degC', (wet) => range(wet ? 110 : 140, wet ? 205 : 245, 12)]),
    ...POSITIONS.map((pos): Channel => [`TTyreSurf${pos}`, 'degC', (wet) => range(wet ? 48 : 78, wet ? 96 : 128, 6)]),
    ...POSITIONS.map((pos): Channel => [`TTyreInner${pos}`, 'degC', (wet) => range(wet ? 62 : 92, wet ? 88 : 114, 4)]),
    ...POSITIONS.map((pos): Channel => [`pTyre${pos}`, 'bar', () => range(1.62, 1.98, 0.04)]),
    ['TWaterOut', 'degC', () => range(98, 121, 3)],
    ['TOilEngine', 'degC', () => range(112, 136, 3)],
    ['TOilGearbox', 'degC', () => range(104, 128, 3)],
    ['SOC', '%', () => range(22, 94, 10)],
    ['PMGUK', 'kW', () => range(-350, 350, 20)],
    ['rFuelFlow', 'kg/h', () => range(8, 100, 3)],
    ['hRideF', 'mm', () => range(4, 38, 2)],
    ['hRideR', 'mm', () => range(22, 81, 3)],
    ['aSteer', 'deg', () => range(-118, 121, 6)],
    ['TAir', 'degC', () => range(21, 23, 0.4)],
    ['TTrack', 'degC', (wet) => range(wet ? 23 : 36, wet ? 25 : 41, 0.5)],
  ];
  const stints = (car: Car) =>
    car.no === 34
      ? [
          { from: 1, tyre: 'MEDIUM C3', set: '34-M1' },
          { from: 21, tyre: 'HARD C2', set: '34-H1' },
          { from: 34, tyre: 'INTERMEDIATE', set: '34-I2' },
          { from: 48, tyre: 'MEDIUM C3', set: '34-M3' },
        ]
      : [
          { from: 1, tyre: 'MEDIUM C3', set: '71-M2' },
          { from: 23, tyre: 'HARD C2', set: '71-H2' },
          { from: 35, tyre: 'INTERMEDIATE', set: '71-I1' },
          { from: 49, tyre: 'MEDIUM C3', set: '71-M1' },
        ];
  const lines: string[] = [
    'telemetry-report laps --event BRA-2026 --session RACE --cars 34,71 --channels default --stats min,max,mean,dist@max',
    `${TEAM} | São Paulo Grand Prix, Interlagos | Race, 2026-11-08 | 71 laps | generated 2026-11-12T07:58:41Z`,
    '',
  ];
  for (let lap = 1; lap <= 71; lap++) {
    for (const car of CARS) {
      const wet = lap >= 31 && lap <= 47;
      const plan = stints(car);
      const stint = plan.filter((s) => s.from <= lap).at(-1)!;
      const lapTime = (wet ? 83 : 72) + random() * 3 + (lap === 1 ? 6 : 0);
      lines.push(
        '-'.repeat(92),
        `Car ${car.no}  ${car.short} | Lap ${lap}/71 | ${Math.floor(lapTime / 60)}:${fixed(lapTime % 60, 3).padStart(6, '0')} | Stint ${plan.indexOf(stint) + 1} ${stint.tyre} set ${stint.set} (age ${lap - stint.from + 1}) | Track ${wet ? 'WET' : 'DRY'}`,
        columns(['Channel', 'Unit', '     Min', '     Max', '    Mean', 'Dist@Max m'], [18, 6, 9, 9, 9]),
      );
      for (const [name, unit, make] of channels) {
        const [min, max, mean] = make(wet);
        const top = car.no === 34 && lap === 38 && name === 'TBrakeDiscFL' ? needle : f(max);
        lines.push(
          columns(
            [name, unit, f(min).padStart(8), top.padStart(8), f(mean).padStart(8), String(between(random, 0, 4309)).padStart(10)],
            [18, 6, 9, 9, 9],
          ),
        );
      }
    }
  }
  return probe(
    'round 71: lap channel stats (paraphrase and preamble)',
    "Tomás came on the radio around lap 38 on Sunday saying the brake pedal had gone long and the car wasn't stopping. How hot did his left-front disc get on that lap?",
    'telemetry_lap_report',
    lines.join('\n') + '\n',
    'disc-temp',
    needle,
  );
}

/** The composites shop's work orders since September, from the MES command line, as a fixed-width table. */
function compositesWorkOrders(): EconomicsTask {
  const random = seededRandom(7108);
  const parts: [string, string, boolean][] = [
    ['FW', 'MAINPLANE FW', false],
    ['FW', 'FLAP FW UPPER', false],
    ['FW', 'FLAP FW LOWER', false],
    ['FW', 'ENDPLATE FW', true],
    ['NC', 'NOSE CONE', false],
    ['RW', 'MAINPLANE RW', false],
    ['RW', 'FLAP RW DRS', false],
    ['RW', 'ENDPLATE RW', true],
    ['BW', 'BEAM WING UPPER', false],
    ['FL', 'FLOOR BODY', false],
    ['FL', 'FLOOR EDGE', true],
    ['FL', 'FLOOR FENCE', true],
    ['DF', 'DIFFUSER', false],
    ['SP', 'SIDEPOD INLET', true],
    ['SP', 'SIDEPOD UPPER', true],
    ['EC', 'ENGINE COVER', false],
    ['HL', 'HALO FAIRING', false],
    ['MR', 'MIRROR HOUSING', true],
    ['BD', 'BRAKE DUCT FRONT', true],
    ['BD', 'BRAKE DUCT REAR', true],
    ['SU', 'FAIRING WISHBONE FRONT UPPER', true],
    ['SU', 'FAIRING PUSHROD', true],
    ['CL', 'COOLING LOUVRE PANEL', true],
  ];
  const specs = [
    'HIGH-DF (QAT)',
    'HIGH-DF (ABU)',
    'MED-DF (BRA)',
    'MED-DF (MEX)',
    'LOW-DRAG (LVG)',
    'LOW-DRAG (ITA)',
    'SPEC D',
    'SPEC D2',
    '2027 DEV',
  ];
  const techs = ['J. Okafor', 'R. Silva', 'A. Petrov', 'M. Oduya', 'S. Lind', 'T. Ahmed', 'H. Byrne', 'C. Rossi', 'V. Novak', 'E. Murray'];
  const states = ['KITTING', 'LAYUP', 'DEBULK', 'CURE', 'TRIM', 'NDT', 'INSPECT', 'PAINT', 'STORES', 'CLOSED', 'CLOSED', 'CLOSED'];
  const widths = [10, 20, 38, 3, 3, 8, 6, 14, 12, 11];
  const lines: string[] = [
    'mes wo list --dept COMPOSITES --since 2026-09-01 --all-states --sort wo',
    columns(['WO', 'PART NUMBER', 'DESCRIPTION', 'REV', 'QTY', 'STATE', 'CELL', 'TECH', 'CURE LOAD', 'NEED BY', 'FOR'], widths),
  ];
  const count = 2600;
  let wo = 881_200;
  let needle = '';
  for (let i = 0; i < count; i++) {
    wo += between(random, 1, 3);
    const planted = i === 1337;
    const [area, name, handed]: [string, string, boolean] = planted ? ['RW', 'ENDPLATE RW', true] : oneOf(random, parts);
    const spec = planted ? 'LOW-DRAG (LVG)' : oneOf(random, specs);
    let side = planted ? ' LH' : handed ? oneOf(random, [' LH', ' RH']) : '';
    if (!planted && name === 'ENDPLATE RW' && side === ' LH' && spec === 'LOW-DRAG (LVG)') side = ' RH';
    if (planted) needle = `WO-${wo}`;
    const need = planted ? '2026-11-14' : addDays('2026-09-03', Math.floor((i / count) * 80) + between(random, 2, 14));
    const event = spec.match(/\((\w+)\)/)?.[1] ?? oneOf(random, ['DEV', 'SPARES', 'LVG', 'QAT']);
    const stateAt = planted ? 'TRIM' : need < TODAY ? oneOf(random, ['CLOSED', 'CLOSED', 'STORES']) : oneOf(random, states);
    lines.push(
      columns(
        [
          `WO-${wo}`,
          `HK26-${area}-${between(random, 1000, 4999)}${side === ' LH' ? '-L' : side === ' RH' ? '-R' : ''}`,
          `${name}${side} ${spec}`,
          oneOf(random, ['A', 'B', 'C', 'D']),
          planted ? '1' : String(oneOf(random, [1, 1, 1, 2, 2, 3, 4])),
          stateAt,
          `CMP-${between(random, 1, 6)}`,
          oneOf(random, techs),
          ['KITTING', 'LAYUP', 'DEBULK'].includes(stateAt) ? '-' : `AC${between(random, 1, 3)}-26-${pad4(between(random, 700, 1400))}`,
          need,
          event,
        ],
        widths,
      ),
    );
  }
  return probe(
    'round 71: composites work orders (paraphrase)',
    "Someone in the carbon shop is making the left-hand side plate for the skinny rear wing we're taking to Vegas. What's the job number, so I can chase it?",
    'mes_work_orders',
    lines.join('\n') + '\n',
    'work-order',
    needle,
  );
}

/** The comms archive's transcript of Sunday in São Paulo, every channel, pre-race to post-race. */
function radioTranscript(): EconomicsTask {
  const random = seededRandom(7109);
  type Line = [number, string, string, string, string];
  const out: Line[] = [];
  const say = (at: number, channel: string, from: string, to: string, text: string) => out.push([at, channel, from, to, text]);
  const rivals = ['Leclercq', 'Duarte', 'Kobayashi', 'Reid', 'Bertolini', 'Albrecht', 'Moreau', 'Stanek', 'Quinn', 'Haugen'];
  const engineer = (car: Car) => `RE ${car.engineer}`;
  const driver = (car: Car) => `#${car.no} ${car.short}`;
  // Pre-race, from 11:30 to the formation lap at 14:00 (local time).
  for (let at = 11.5 * 3600; at < 14 * 3600; at += between(random, 8, 45) + random()) {
    const car = oneOf(random, CARS);
    const pick3 = between(random, 0, 5);
    if (pick3 === 0) say(at, `CAR${car.no}`, engineer(car), driver(car), 'Radio check, radio check.');
    else if (pick3 === 1) say(at, `CAR${car.no}`, driver(car), engineer(car), 'Loud and clear.');
    else if (pick3 === 2)
      say(
        at,
        'ENG-LOOP',
        'Strategy',
        'All',
        `Radar: cell to the south-west, ${between(random, 30, 60)} percent chance of rain from lap ${between(random, 25, 40)}.`,
      );
    else if (pick3 === 3)
      say(
        at,
        'ENG-LOOP',
        'PU',
        'All',
        `Car ${car.no} oil at ${between(random, 88, 96)}, water ${between(random, 70, 82)}, warm-up complete.`,
      );
    else if (pick3 === 4)
      say(
        at,
        'PIT',
        'Chief mech',
        'Crew',
        `Car ${car.no}: wheel guns checked, ${oneOf(random, ['mediums', 'hards', 'inters'])} on the blankets.`,
      );
    else
      say(
        at,
        'TEAM-MGR',
        'Team manager',
        'All',
        `Grid opens in ${between(random, 5, 40)} minutes, ${oneOf(random, ['clear the garage', 'tyre trolleys ready', 'FIA scrutineer at car 71'])}.`,
      );
  }
  // The race: lights out at 14:03:20, dry until lap 30, rain from 31 to 47.
  const lapStart: number[] = [14 * 3600 + 200];
  for (let lap = 1; lap <= 72; lap++) lapStart.push(lapStart[lap - 1]! + (lap >= 31 && lap <= 47 ? 84 : 73) + random() * 2);
  let needle = '';
  for (let lap = 1; lap <= 71; lap++) {
    const t0 = lapStart[lap - 1]!;
    const span = lapStart[lap]! - t0;
    const at = () => t0 + random() * span;
    for (const car of CARS) {
      for (let n = between(random, 4, 8); n > 0; n--) {
        const kind = between(random, 0, 7);
        if (kind === 0)
          say(
            at(),
            `CAR${car.no}`,
            engineer(car),
            driver(car),
            `Gap to ${oneOf(random, rivals)} ${fixed(random() * 4, 1)}, ${oneOf(random, rivals)} behind ${fixed(random() * 4, 1)}.`,
          );
        else if (kind === 1)
          say(at(), `CAR${car.no}`, engineer(car), driver(car), `Strat ${between(random, 2, 7)}, strat ${between(random, 2, 7)}.`);
        else if (kind === 2)
          say(
            at(),
            `CAR${car.no}`,
            engineer(car),
            driver(car),
            `Brake bias ${oneOf(random, ['plus', 'minus'])} one at turn ${oneOf(random, [1, 4, 8, 10, 12])}.`,
          );
        else if (kind === 3)
          say(
            at(),
            `CAR${car.no}`,
            engineer(car),
            driver(car),
            `Target 1:${between(random, 12, 15)}.${between(random, 1, 9)}, ${oneOf(random, ['manage the rears', 'save fuel into 4', 'push now'])}.`,
          );
        else if (kind === 4)
          say(at(), `CAR${car.no}`, driver(car), engineer(car), oneOf(random, ['Copy.', 'Understood.', 'Yep.', 'Okay, copy that.']));
        else if (kind === 5)
          say(
            at(),
            `CAR${car.no}`,
            driver(car),
            engineer(car),
            oneOf(random, [
              'Rears are starting to go.',
              'Front left graining.',
              'Good balance, good balance.',
              'Getting a lot of wheelspin out of 12.',
            ]),
          );
        else if (kind === 6 && lap >= 27)
          say(
            at(),
            `CAR${car.no}`,
            driver(car),
            engineer(car),
            oneOf(random, ['Drops at turn 1.', 'Spitting in sector 2.', 'It is getting slippery.', 'Visibility is bad down the back.']),
          );
        else
          say(
            at(),
            `CAR${car.no}`,
            engineer(car),
            driver(car),
            `Lap time ${fixed(span, 3)}, ${oneOf(random, ['good lap', 'keep it clean', 'delta positive'])}.`,
          );
      }
    }
    for (let n = between(random, 5, 9); n > 0; n--) {
      const car = oneOf(random, CARS);
      say(
        at(),
        'ENG-LOOP',
        oneOf(random, ['PU', 'Chassis', 'Tyres', 'Perf']),
        'All',
        oneOf(random, [
          `Car ${car.no} brake disc fronts ${between(random, 640, 960)}, fine.`,
          `Car ${car.no} SOC trending down, ask for harvest mode ${between(random, 1, 4)}.`,
          `Car ${car.no} rear surface temps ${between(random, 88, 118)}, within window.`,
          `Car ${car.no} fuel target plus ${fixed(random(), 2)} kilos.`,
          `Car ${car.no} gearbox oil ${between(random, 108, 126)}, water ${between(random, 104, 118)}, all in range.`,
          `Car ${car.no} clipping down the main straight, ${between(random, 40, 140)} metres.`,
          `Car ${car.no} front wing flap stays where it is, balance is fine on the data.`,
        ]),
      );
    }
    for (let n = between(random, 1, 3); n > 0; n--) {
      const car = oneOf(random, CARS);
      say(
        at(),
        'PIT',
        oneOf(random, ['Chief mech', 'No. 1 mech', 'Tyre tech']),
        'Crew',
        oneOf(random, [
          `Car ${car.no}: next set on the blankets, blanket temps good.`,
          `Car ${car.no}: front jack man stay ready, no stop this lap.`,
          `Wheel gun ${between(random, 1, 4)} swapped, spare on the trolley.`,
          `Car ${car.no}: ${oneOf(random, ['hards', 'mediums', 'inters'])} prepared as plan ${oneOf(random, ['A', 'B', 'C'])}.`,
        ]),
      );
    }
    for (let n = between(random, 2, 4); n > 0; n--)
      say(
        at(),
        'STRAT',
        'Strategy',
        'Pit wall',
        `Pit window ${oneOf(random, ['open', 'closed'])} for ${oneOf(random, CARS).no}, ${oneOf(random, ['undercut threat from', 'covering', 'watching'])} ${oneOf(random, rivals)}.`,
      );
    if (random() < 0.4)
      say(
        at(),
        'RACE-CTRL',
        'Race control',
        'Teams',
        `Car ${between(random, 2, 90)} time ${between(random, 1, 3) === 1 ? 'deleted turn 4' : 'noted for track limits turn 12'}.`,
      );
    // The stops: mediums to hards under green, then inters when the rain comes.
    if (lap === 20) say(t0 + span * 0.78, 'CAR34', engineer(CARS[0]!), driver(CARS[0]!), 'Box, box. Box this lap, hards.');
    if (lap === 22) say(t0 + span * 0.8, 'CAR71', engineer(CARS[1]!), driver(CARS[1]!), 'Box, box. Box this lap for the hard tyre.');
    if (lap === 30)
      say(t0 + span * 0.4, 'CAR71', engineer(CARS[1]!), driver(CARS[1]!), 'Stay out, stay out. Crew is ready with inters but not yet.');
    if (lap === 32) say(t0 + span * 0.63, 'PIT', 'Chief mech', 'Crew', 'Inters for car 34 this lap, car 71 next lap. Standby.');
    if (lap === 33) say(t0 + span * 0.66, 'CAR34', engineer(CARS[0]!), driver(CARS[0]!), 'Box, box. Box this lap, inters, inters.');
    if (lap === 34) {
      const call = t0 + span * 0.71;
      needle = clock(call);
      say(call, 'CAR71', engineer(CARS[1]!), driver(CARS[1]!), 'Okay Elin, box this lap, box this lap. Intermediates ready.');
    }
    if (lap === 47) say(t0 + span * 0.7, 'CAR34', engineer(CARS[0]!), driver(CARS[0]!), 'Box, box, slicks. Mediums this lap.');
    if (lap === 48) say(t0 + span * 0.72, 'CAR71', engineer(CARS[1]!), driver(CARS[1]!), 'Box this lap for mediums, box this lap.');
  }
  // Post-race, to 16:30.
  for (let at = lapStart[71]! + 30; at < 16.5 * 3600; at += between(random, 10, 60) + random()) {
    const car = oneOf(random, CARS);
    say(
      at,
      oneOf(random, ['ENG-LOOP', 'TEAM-MGR', `CAR${car.no}`]),
      oneOf(random, ['Team manager', 'Strategy', engineer(car)]),
      'All',
      oneOf(random, [
        `Car ${car.no} to parc fermé, do not touch the car.`,
        `Debrief at 17:30 in the engineering office.`,
        `Car ${car.no} weighed, ${fixed(800 + random() * 6, 1)} kilos.`,
        `Tyre returns for car ${car.no} to the supplier by 16:15.`,
      ]),
    );
  }
  out.sort((a, b) => a[0] - b[0]);
  const lines = [
    '# comms-archive export  event=BRA-2026  day=SUN 2026-11-08  channels=ALL  times=local (BRT, -03:00)  transcript=asr-v3, reviewed',
    columns(['TIME', 'CLIP', 'DUR', 'CHANNEL', 'FROM', 'TO', 'CONF', 'TEXT'], [12, 12, 5, 10, 16, 16, 5]),
    ...out.map(([at, channel, from, to, text]) =>
      columns(
        [
          clock(at),
          `c-${hex(random, 10)}`,
          fixed(0.6 + text.length / 14 + random(), 1),
          channel,
          from,
          to,
          fixed(0.82 + random() * 0.17, 2),
          text,
        ],
        [12, 12, 5, 10, 16, 16, 5],
      ),
    ),
  ];
  return probe(
    'round 71: radio transcript (preamble and paraphrase)',
    "I'm putting together the timeline of Sunday's race in São Paulo for our internal review. At what time did we tell Elin over the radio to come in for intermediates?",
    'comms_transcript',
    lines.join('\n') + '\n',
    'radio-call',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it

/** The tyre supplier's returns report for the season: one row per tyre, cold set pressure and what came back. */
function tyreReturns(): EconomicsTask {
  const random = seededRandom(7110);
  const widths = [5, 4, 7, 4, 6, 4, 11, 13, 5, 6, 3, 9, 13, 9];
  const lines: string[] = [
    'tyre-portal returns --season 2026 --team HKR --format table',
    columns(
      ['EVENT', 'RND', 'LAST', 'CAR', 'SET', 'POS', 'BARCODE', 'COMPOUND', 'LAPS', 'KM', 'HC', 'COLD PSI', 'HOT PEAK PSI', 'TREAD MM'],
      widths,
    ),
  ];
  const rows: string[][] = [];
  for (const gp of PAST) {
    const compounds = oneOf(random, [
      ['C1', 'C2', 'C3'],
      ['C2', 'C3', 'C4'],
      ['C3', 'C4', 'C5'],
    ]);
    const lapKm = 3.5 + random() * 2;
    for (const car of CARS) {
      const sets: [string, string][] = [
        ['H1', `HARD ${compounds[0]}`],
        ['H2', `HARD ${compounds[0]}`],
        ['M1', `MEDIUM ${compounds[1]}`],
        ['M2', `MEDIUM ${compounds[1]}`],
        ['M3', `MEDIUM ${compounds[1]}`],
        ...Array.from({ length: 8 }, (_, k): [string, string] => [`S${k + 1}`, `SOFT ${compounds[2]}`]),
        ...Array.from({ length: 5 }, (_, k): [string, string] => [`I${k + 1}`, 'INTER']),
        ['W1', 'WET'],
        ['W2', 'WET'],
      ];
      for (const [set, compound] of sets) {
        const used = compound === 'INTER' || compound === 'WET' ? random() < 0.15 : random() < 0.82;
        const laps = used ? between(random, 2, 30) : 0;
        const last = oneOf(random, gp.sprint ? ['FP1', 'SQ', 'SPRINT', 'Q', 'RACE'] : ['FP1', 'FP2', 'FP3', 'Q', 'RACE']);
        const heat = used ? between(random, 1, 4) : 0;
        for (const pos of POSITIONS) {
          const cold = pos[0] === 'F' ? 21.5 + random() * 4 : 19.5 + random() * 4;
          rows.push([
            gp.code,
            String(gp.round),
            used ? last : '-',
            String(car.no),
            `${car.no}-${set}`,
            pos,
            tyreBarcode(random),
            compound,
            String(laps),
            fixed(laps * lapKm, 1),
            String(heat),
            used ? fixed(cold, 1) : '-',
            used ? fixed(cold + 4 + random() * 2.5, 1) : '-',
            fixed(used ? 8 - laps * (0.12 + random() * 0.1) : 8 + random() * 0.2, 1),
          ]);
        }
      }
    }
  }
  const usedRows = rows.filter((row) => row[11] !== '-');
  const odd = usedRows[Math.floor(usedRows.length * 0.47)]!;
  odd[11] = '31.6';
  odd[12] = '36.2';
  const needle = odd[6]!;
  lines.push(...rows.map((row) => columns(row, widths)));
  return probe(
    'round 71: tyre returns (odd one out)',
    "Going through this season's returned tyres, one of them was set to a cold pressure nowhere near all the others. Which tyre was that?",
    'tyre_portal_returns',
    lines.join('\n') + '\n',
    'odd-pressure',
    needle,
  );
}

/** The data-acquisition inventory of every sensor on every chassis, one JSON object a line. */
function sensorInventory(): EconomicsTask {
  const random = seededRandom(7111);
  // [type, part number, serial prefix, firmware (null: analogue), bus, rate Hz, channels]
  type Kind = [string, string, string, string | null, string, number, string[]];
  const corners = (stem: string) => POSITIONS.map((pos) => `${stem}${pos}`);
  const many = (stem: string, n: number) => Array.from({ length: n }, (_, i) => `${stem}${pad2(i + 1)}`);
  const kinds: Kind[] = [
    ['IR_TYRE_TEMP_16CH', 'HKE-IRT16-B', 'IRT16', '5.1.0', 'CAN2', 100, corners('TTyreSurf')],
    ['IR_BRAKE_DISC', 'HKE-IRB-2', 'IRB', '2.4.7', 'CAN2', 100, corners('TBrakeDisc')],
    ['TPMS', 'SUP-TPMS-26', 'TPS', '3.8.2', 'RF/CAN2', 10, corners('pTyre')],
    ['RIDE_HEIGHT_LASER', 'HKE-RHL-4', 'RHL', '1.12.0', 'CAN1', 500, ['hRideF', 'hRideRL', 'hRideRR']],
    ['STRAIN_AMP', 'HKE-SGA-8', 'SGA', '4.0.3', 'CAN1', 1000, [...corners('FPushrod'), ...corners('FTrackrod')]],
    ['IMU', 'HKE-IMU-6D', 'IMU', '7.3.0', 'ETH', 1000, ['IMU_Main', 'IMU_Rear']],
    ['GPS', 'HKE-GNSS-2', 'GPS', '2.9.4', 'ETH', 20, ['GPS_Main']],
    ['PRESSURE_SCANNER_64', 'HKE-PSC64', 'PSC', '6.2.1', 'ETH', 200, ['AeroScanFloor', 'AeroScanFW']],
    ['TC_AMP_16', 'HKE-TCA16', 'TCA', '1.6.2', 'CAN1', 50, many('TCA_Bank', 4)],
    ['WHEEL_SPEED', 'HKE-WSS-1', 'WSS', null, 'ANALOG', 500, corners('vWheel')],
    [
      'THERMOCOUPLE_K',
      'HKE-TCK-3',
      'TCK',
      null,
      'TC_AMP',
      50,
      many('TExhaustCyl', 6).concat(many('TCoolant', 8), many('TAirbox', 4), many('TBody', 18)),
    ],
    [
      'PRESSURE_XDCR',
      'HKE-PX-700',
      'PXD',
      null,
      'ANALOG',
      500,
      many('pOil', 4).concat(many('pFuel', 3), many('pHyd', 6), many('pCoolant', 4), corners('pBrakeLine')),
    ],
    [
      'ACCELEROMETER',
      'HKE-ACC-3A',
      'ACC',
      null,
      'ANALOG',
      2000,
      many('accUpright', 4).concat(many('accChassis', 6), many('accGearbox', 2)),
    ],
    ['LINEAR_POT', 'HKE-LP-75', 'LPT', null, 'ANALOG', 500, corners('xDamper').concat(['xHeaveF', 'xHeaveR', 'xRollF', 'xRollR'])],
    ['ROTARY_POT', 'HKE-RP-2', 'RPT', null, 'ANALOG', 500, ['aSteer', 'aSteerColumn', 'rThrottlePedal', 'xBrakePedal']],
  ];
  const chassis = [
    { id: 'HK26-01', car: null, role: 'SPARE' },
    { id: 'HK26-02', car: 34, role: 'RACE' },
    { id: 'HK26-03', car: 71, role: 'RACE' },
    { id: 'HK26-04', car: null, role: 'SPARE' },
    { id: 'HK26-05', car: null, role: 'RIG_7POST' },
  ];
  const serials = new Map(kinds.map(([, , prefix]) => [prefix, between(random, 100, 600)]));
  let needle = '';
  const lines: string[] = [];
  for (const frame of chassis) {
    for (let round = 0; round < 2; round++) {
      for (const [type, partNo, prefix, fw, bus, rateHz, names] of kinds) {
        for (const name of names) {
          const n = serials.get(prefix)!;
          serials.set(prefix, n + between(random, 1, 3));
          const serial = `${prefix}-${between(random, 21, 26)}${pad2(between(random, 1, 12))}-${pad4(n)}`;
          const odd = frame.id === 'HK26-03' && round === 0 && name === 'TTyreSurfRL';
          if (odd) needle = serial;
          lines.push(
            JSON.stringify({
              chassis: frame.id,
              car: frame.car,
              role: frame.role,
              loom: round === 0 ? 'MAIN' : 'DEV',
              channel: round === 0 ? name : `${name}_dev`,
              sensorType: type,
              partNo,
              serial,
              bus,
              nodeId: fw ? `0x${hex(random, 2).toUpperCase()}` : null,
              fw: odd ? '4.6.3' : fw,
              calDate: addDays('2026-05-01', between(random, 0, 190)),
              calFile: `${prefix}_${pad4(n)}_c${between(random, 1, 6)}.cal`,
              hours: Number(fixed(random() * 420, 1)),
              rateHz,
            }),
          );
        }
      }
    }
  }
  return probe(
    'round 71: sensor inventory (odd one out)',
    'One of the tyre temperature cameras across our chassis is on a different firmware version from all the others of its kind. Which unit is it?',
    'daq_sensor_inventory',
    lines.join('\n') + '\n',
    'odd-firmware',
    needle,
  );
}

/** Slurm's accounting of last week's CFD solver jobs, `sacct --parsable2`, one line a job. */
function cfdJobs(): EconomicsTask {
  const random = seededRandom(7112);
  const users = ['jmoreau', 'tnakamura', 'sokafor', 'cfdbatch', 'cfdbatch', 'lpereira'];
  const packages = ['lvg-ld', 'qat-hd', 'abu-md', 'fw118d', 'fl-d3', 'sp-c2', '27c-floor', 'bw05-df12'];
  const lines = [
    'sacct -X -u cfdbatch,jmoreau,tnakamura,sokafor,lpereira -r solve -S 2026-11-02 -E 2026-11-08T23:59:59 --format=JobID,JobName%60,User,Partition,AllocNodes,AllocCPUS,Start,End,Elapsed,CPUTimeRAW,State,ExitCode,Comment%200 --parsable2',
    'JobID|JobName|User|Partition|AllocNodes|AllocCPUS|Start|End|Elapsed|CPUTimeRAW|State|ExitCode|Comment',
  ];
  const count = 1300;
  const oddAt = 611;
  let job = 4_471_000;
  let start = Date.UTC(2026, 10, 2, 0, 10, 0);
  let needle = '';
  for (let i = 0; i < count; i++) {
    job += between(random, 1, 4);
    start += between(random, 120, 800) * 1000;
    const odd = i === oddAt;
    const des = random() < 0.35;
    const cells = odd ? 31.4 : des ? 300 + random() * 40 : 118 + random() * 40;
    const nodes = des ? 24 : 12;
    const cpus = nodes * 128;
    const elapsed = Math.round(cells * (des ? 60 : 75) * (0.9 + random() * 0.2));
    const yaw = oneOf(random, ['0', '1p5', '2p5', '3p5', '5']);
    const name = `hk26_${oneOf(random, packages)}_y${yaw}_rh${between(random, 24, 42)}-${between(random, 52, 86)}_${des ? 'ddes' : 'rans'}_c${pad4(i + 1)}`;
    if (odd) needle = name;
    const state = Math.abs(i - oddAt) > 12 && random() < 0.02 ? oneOf(random, ['CANCELLED by 20417', 'TIMEOUT']) : 'COMPLETED';
    const end = start + elapsed * 1000;
    const hms = `${pad2(Math.floor(elapsed / 3600))}:${pad2(Math.floor((elapsed % 3600) / 60))}:${pad2(elapsed % 60)}`;
    lines.push(
      [
        String(job),
        name,
        oneOf(random, users),
        'solve',
        String(nodes),
        String(cpus),
        new Date(start).toISOString().slice(0, 19),
        new Date(end).toISOString().slice(0, 19),
        hms,
        String(elapsed * cpus),
        state,
        state === 'COMPLETED' ? '0:0' : '0:15',
        `cells=${fixed(cells, 1)}M;solver=hkFOAM-2.6;turb=${des ? 'kOmegaSST-DDES' : 'kOmegaSST'};iters=${des ? 12000 : 4000};yaw=${yaw.replace('p', '.')};v=50;ground=moving`,
      ].join('|'),
    );
  }
  return probe(
    'round 71: CFD jobs (odd one out)',
    "One of last week's CFD runs seems to have been solved on a far coarser mesh than the rest. Which case was it?",
    'hpc_sacct',
    lines.join('\n') + '\n',
    'coarse-mesh',
    needle,
  );
}

/** Round 71: a motorsport team's systems, written blind. */
export function roundSeventyOne(): EconomicsTask[] {
  return [
    tyreAllocations(),
    windTunnelRuns(),
    loggerEvents(),
    gearboxLives(),
    freightManifest(),
    powerUnitElements(),
    lapChannelStats(),
    compositesWorkOrders(),
    radioTranscript(),
    tyreReturns(),
    sensorInventory(),
    cfdJobs(),
  ];
}
