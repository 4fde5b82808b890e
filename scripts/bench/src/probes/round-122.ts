/**
 * Probe round 122, written blind: Brennick Quay Terminals, a made-up container port terminal operator (berth schedules, quay crane telemetry, gate transactions, reefer monitoring, customs holds, yard planning). "Today" is Tuesday, 9 March 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - berth schedule export (minified JSON): the pilot booking for the Kestrel Maru's arrival on Thursday;
 *  - customs holds query (one-line SOAP XML): the notice number of the hold still open on one container;
 *  - gate OCR export journal (a CSV dumped into one journald line): the truck plate that brought one container in yesterday after 3pm;
 * b. The answer a few lines away from the line the question's words match:
 *  - yard plan (YAML): the block set aside for one vessel's reefer exports;
 *  - reefer monitoring snapshot (pretty JSON): the plug point one reefer container is on now;
 *  - crane maintenance config dump (INI): when quay crane 7's load cell was last calibrated;
 * c. A question that paraphrases the output or carries a preamble:
 *  - truck appointment export (CSV): the appointment of a haulier's driver turned away this morning for turning up too late;
 *  - berth line-up (fixed-width report, with a preamble): the visit of the first ship alongside on the south quay on Thursday;
 *  - customs examination schedule (HTML, with a preamble): the box off one vessel picked for an x-ray tomorrow;
 * d. One value unlike its peers, with no error word near it:
 *  - quay crane telemetry (key=value log): the crane move that took far longer than the others;
 *  - reefer load list (printed text report): the banana container whose setpoint is unlike the other banana boxes;
 *  - stowage plan (BAPLIE EDIFACT): the container listed far heavier than every other box.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=122
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,250,145 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 122: berth schedule pilot booking
 *     codex: 8,246 tokens, peak 8,173, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,461 tokens, peak 4,342, 0/1 needles, 4 read-backs
 *     ours: 8,595 tokens, peak 3,182, 1/1 needles, 4 read-backs
 *   round 122: customs hold notice
 *     codex: 16,096 tokens, peak 16,018, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 687, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,048 tokens, peak 1,650, 1/1 needles, 1 read-backs
 *     ours: 1,999 tokens, peak 1,053, 0/1 needles, 1 read-backs
 *   round 122: gate OCR truck plate
 *     codex: 5,432 tokens, peak 5,348, 0/1 needles, 0 read-backs
 *     context-chef: 834 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,080 tokens, peak 1,648, 1/1 needles, 1 read-backs
 *     ours: 2,709 tokens, peak 1,624, 1/1 needles, 1 read-backs
 *   round 122: yard plan reefer block
 *     codex: 13,847 tokens, peak 13,774, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,547 tokens, peak 1,701, 0/1 needles, 4 read-backs
 *     ours: 3,085 tokens, peak 2,115, 1/1 needles, 1 read-backs
 *   round 122: reefer plug point
 *     codex: 14,413 tokens, peak 14,341, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,939 tokens, peak 1,478, 1/1 needles, 2 read-backs
 *     ours: 1,756 tokens, peak 861, 1/1 needles, 1 read-backs
 *   round 122: crane load cell calibration
 *     codex: 16,045 tokens, peak 15,975, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,130 tokens, peak 3,048, 0/1 needles, 2 read-backs
 *     ours: 7,410 tokens, peak 3,331, 0/1 needles, 2 read-backs
 *   round 122: truck appointment turned away late
 *     codex: 20,182 tokens, peak 20,093, 0/1 needles, 0 read-backs
 *     context-chef: 886 tokens, peak 797, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,448 tokens, peak 1,396, 0/1 needles, 4 read-backs
 *     ours: 3,876 tokens, peak 1,288, 0/1 needles, 3 read-backs
 *   round 122: berth line-up first south berthing
 *     codex: 17,740 tokens, peak 17,646, 0/1 needles, 0 read-backs
 *     context-chef: 784 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,065 tokens, peak 3,206, 0/1 needles, 4 read-backs
 *     ours: 6,791 tokens, peak 3,443, 0/1 needles, 4 read-backs
 *   round 122: customs exam scan container
 *     codex: 15,543 tokens, peak 15,446, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 657, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,159 tokens, peak 1,341, 0/1 needles, 4 read-backs
 *     ours: 4,523 tokens, peak 972, 0/1 needles, 4 read-backs
 *   round 122: crane move far longer
 *     codex: 16,038 tokens, peak 15,955, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 709, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,120 tokens, peak 1,328, 0/1 needles, 4 read-backs
 *     ours: 4,511 tokens, peak 967, 1/1 needles, 4 read-backs
 *   round 122: reefer load list odd setpoint
 *     codex: 17,257 tokens, peak 17,165, 0/1 needles, 0 read-backs
 *     context-chef: 662 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,761 tokens, peak 1,328, 0/1 needles, 4 read-backs
 *     ours: 936 tokens, peak 646, 0/1 needles, 0 read-backs
 *   round 122: stowage plan heaviest box
 *     codex: 23,142 tokens, peak 23,057, 0/1 needles, 0 read-backs
 *     context-chef: 1,051 tokens, peak 966, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,755 tokens, peak 1,655, 0/1 needles, 4 read-backs
 *     ours: 4,745 tokens, peak 1,014, 0/1 needles, 4 read-backs
 *     codex: 183,981 tokens, 0/12 needles
 *     context-chef: 9,451 tokens, 0/12 needles
 *     context-chef-store: 73,513 tokens, 3/12 needles
 *     ours: 50,936 tokens, 5/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared helpers: dates, container numbers (ISO 6346, with real check digits), vessels, people.
// ---------------------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Tuesday 9 March 2027, 00:00 UTC. */
const TODAY = Date.UTC(2027, 2, 9);
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `2027-03-09T07:12:44Z` */
const isoZ = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2027-03-09 07:12:44` */
const isoSpace = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `2027-03-09` */
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `11-MAR-2027 05:40` */
const dmyUpper = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};
/** `10/03/2027 09:30` */
const dmySlash = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};
/** A time rounded down to `step` minutes. */
const roundTo = (ms: number, step: number): number => Math.floor(ms / (step * MINUTE)) * step * MINUTE;

/** ISO 6346 letter values: A = 10, skipping the multiples of 11. */
function letterValue(letter: string): number {
  let v = 10;
  for (const l of UPPER) {
    if (v % 11 === 0) v++;
    if (l === letter) return v;
    v++;
  }
  throw new Error(`not a letter: ${letter}`);
}

/** The check digit of a container's owner code and serial (`MSKU773402`). */
function checkDigit(ten: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = ten[i]!;
    const v = c >= '0' && c <= '9' ? Number(c) : letterValue(c);
    sum += v * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A full container number from owner code and six-digit serial: `MSKU7734021`. */
const containerOf = (owner: string, serial: string): string => `${owner}${serial}${checkDigit(owner + serial)}`;

const OWNERS = [
  'BMOU',
  'CAIU',
  'CMAU',
  'CSNU',
  'EGSU',
  'FCIU',
  'GESU',
  'HLXU',
  'MEDU',
  'MSCU',
  'MSKU',
  'OOLU',
  'SEGU',
  'TCLU',
  'TEMU',
  'TGHU',
  'TRHU',
];
const REEFER_OWNERS = ['MNBU', 'MWCU', 'SZLU', 'CGMU', 'TTNU', 'OTPU', 'CXRU', 'TRIU'];

/** Container numbers that never repeat within one output. */
class Boxes {
  private readonly used = new Set<string>();
  constructor(private readonly random: () => number) {}
  /** Marks numbers as taken (the task's own boxes). */
  reserve(...numbers: string[]): void {
    for (const n of numbers) this.used.add(n);
  }
  next(owners: readonly string[] = OWNERS): string {
    for (;;) {
      const n = containerOf(oneOf(this.random, owners), chars(this.random, DIGITS, 6));
      if (!this.used.has(n)) {
        this.used.add(n);
        return n;
      }
    }
  }
}

/** `MSKU 773402 1`, as printed reports space it. */
const spaced = (container: string): string => `${container.slice(0, 4)} ${container.slice(4, 10)} ${container.slice(10)}`;

const VESSEL_NAMES = [
  'ASTRID BAY',
  'BALTIC ORIEL',
  'CAPE VARRICK',
  'CORVINA STAR',
  'DELPHINE TIDE',
  'ELBE FORTUNE',
  'FENWICK CROSS',
  'GALWAY SOUND',
  'HALVARD EXPRESS',
  'HALVARD SPIRIT',
  'ISOLDE MAERSK',
  'JUNO HARBOUR',
  'KESTREL MARU',
  'KESTREL MAY',
  'LANTERN POINT',
  'MARLOWE SPIRIT',
  'MERIDIAN PEARL',
  'NORDIC LANTERN',
  'OSPREY TRADER',
  'PELICAN GRACE',
  'QUILLON BAY',
  'ROSMARIN',
  'SOLENT BRIDGE',
  'TAMSIN REACH',
  'TAMSIN ROSE',
  'ULSTER VALE',
  'VIGDIS AURORA',
  'WESTERLY DAWN',
  'YARROW CREST',
  'ZEPHYR COAST',
  'AMBER SEAWAY',
  'BRISA DEL NORTE',
  'COASTAL WREN',
  'DUNLIN FEEDER',
  'EIDER FEEDER',
  'GANNET FEEDER',
];

interface Vessel {
  readonly name: string;
  readonly imo: string;
  readonly callSign: string;
  readonly flag: string;
  readonly loa: number;
  readonly beam: number;
  readonly line: string;
  readonly service: string;
}

const LINES = ['MSK', 'MSC', 'CMA', 'HLC', 'ONE', 'EGL', 'COS', 'OOL', 'ZIM', 'YML'];
const SERVICES = ['NEX1', 'NEX2', 'AE7', 'TA3', 'MED5', 'IBX', 'UKF1', 'UKF2', 'SAX', 'WAF4', 'NSF', 'BALT2'];
const FLAGS = ['PA', 'LR', 'MH', 'MT', 'SG', 'HK', 'DK', 'PT', 'CY', 'GB'];
const AGENTS = [
  'Harrow & Lyle Shipping Agency',
  'Quayside Maritime Services',
  'Norland Port Agents',
  'Brennick Ship Agency Ltd',
  'Castell Marine Agency',
  'Sealink Port Services',
];

/** Each vessel of the list, with its particulars fixed for the round. */
function fleet(random: () => number): Vessel[] {
  return VESSEL_NAMES.map((name) => {
    const feeder = name.includes('FEEDER') || name.includes('WREN') || name.includes('ROSMARIN');
    const loa = feeder ? between(random, 120, 170) + between(random, 0, 9) / 10 : between(random, 220, 366) + between(random, 0, 9) / 10;
    return {
      name,
      imo: `9${chars(random, DIGITS, 6)}`,
      callSign: `${oneOf(random, ['3E', '5B', '9V', 'V7', 'OZ', 'A8', 'D5', 'CQ'])}${chars(random, UPPER, 2)}${between(random, 1, 9)}`,
      flag: oneOf(random, FLAGS),
      loa,
      beam: feeder ? between(random, 20, 26) + between(random, 0, 9) / 10 : between(random, 32, 51) + between(random, 0, 9) / 10,
      line: oneOf(random, LINES),
      service: feeder ? oneOf(random, ['UKF1', 'UKF2', 'NSF', 'BALT2']) : oneOf(random, SERVICES.slice(0, 9)),
    };
  });
}

const findVessel = (ships: readonly Vessel[], name: string): Vessel => {
  const v = ships.find((s) => s.name === name);
  if (!v) throw new Error(`no vessel ${name}`);
  return v;
};

const FIRST_NAMES = [
  'Aidan',
  'Bronagh',
  'Ciaran',
  'Dervla',
  'Eamon',
  'Fiona',
  'Gareth',
  'Hana',
  'Imogen',
  'Joel',
  'Kasia',
  'Liam',
  'Maeve',
];
const SURNAMES = ['Walsh', 'Okafor', 'Lindqvist', 'Brennan', 'Patel', 'Moreau', 'Dolan', 'Szymanski', 'Hughes', 'Achterberg', 'Quinn'];
const person = (random: () => number): string => `${oneOf(random, FIRST_NAMES)} ${oneOf(random, SURNAMES)}`;

const HAULIERS = [
  ['DUN', 'DUNMORE HAULAGE LTD'],
  ['KLT', 'KILTEELY LOGISTICS'],
  ['MRS', 'MARSH ROAD TRANSPORT'],
  ['FRT', 'FREIGHTLINK WEST'],
  ['OCN', 'OCEANGATE CONTAINER SERVICES'],
  ['BRK', 'BRENNICK DRAYAGE CO'],
  ['HGL', 'HIGHGATE LINEHAUL'],
  ['TWN', 'TWIN RIVERS HAULAGE'],
  ['PKW', 'PARKWAY FREIGHT'],
  ['SLV', 'SILVERSTRAND CARRIERS'],
  ['CRW', 'CROWLEY & SONS HAULAGE'],
  ['NTH', 'NORTHBOUND BOX MOVERS'],
] as const;

/** A UK-style truck registration: `YX71 KDN`. */
const plate = (random: () => number): string =>
  `${chars(random, 'ABCDEFGHKLMNOPRSVWXY', 2)}${oneOf(random, ['19', '20', '21', '22', '23', '24', '25', '26', '69', '70', '71', '72', '73', '74', '75', '76'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;

const ISO_TYPES = ['45G1', '45G1', '45G1', '42G1', '22G1', '22G1', '45R1', '22T6', '42U1', '22R1', '45G0'];
const PORTS = [
  'NLRTM',
  'BEANR',
  'DEHAM',
  'FRLEH',
  'ESALG',
  'MAPTM',
  'USNYC',
  'CNSHA',
  'SGSIN',
  'BRSSZ',
  'IEDUB',
  'NOOSL',
  'PLGDN',
  'SEGOT',
];

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------

/** a1: the berth planning system's schedule export, minified JSON on one line. */
function a1BerthScheduleExport(): EconomicsTask {
  const random = seededRandom(122_101);
  const ships = fleet(random);
  const kestrel = findVessel(ships, 'KESTREL MARU');
  const others = ships.filter((s) => s !== kestrel);
  const from = Date.UTC(2027, 1, 9);
  const to = Date.UTC(2027, 3, 9);
  const usedPilot = new Set<string>();
  const pilotRef = (ms: number): string => {
    const d = new Date(ms);
    for (;;) {
      const ref = `PB${String(d.getUTCFullYear()).slice(2)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}-${chars(random, DIGITS, 4)}`;
      if (!usedPilot.has(ref)) {
        usedPilot.add(ref);
        return ref;
      }
    }
  };
  const arrivals: { ship: Vessel; eta: number }[] = [];
  for (let day = from; day < to; day += DAY) {
    const n = between(random, 4, 6);
    for (let i = 0; i < n; i++) {
      const eta = day + roundTo(between(random, 0, 23 * 60 + 50) * MINUTE, 5);
      // A ship calls again five days later at the soonest.
      const free = others.filter((v) => arrivals.every((a) => a.ship !== v || Math.abs(a.eta - eta) >= 5 * DAY));
      if (free.length > 0) arrivals.push({ ship: oneOf(random, free), eta });
    }
  }
  // The Kestrel Maru runs a fortnightly shuttle: three calls in the window, the middle one on Thursday 11 March.
  const kestrelEtas = [Date.UTC(2027, 1, 25, 5, 20), Date.UTC(2027, 2, 11, 4, 50), Date.UTC(2027, 2, 25, 6, 5)];
  for (const eta of kestrelEtas) arrivals.push({ ship: kestrel, eta });
  arrivals.sort((x, y) => x.eta - y.eta);

  const quays: Record<string, string[]> = { NORTH: ['N1', 'N2', 'N3', 'N4'], SOUTH: ['S1', 'S2', 'S3', 'S4'], RIVER: ['R1', 'R2'] };
  let needle = '';
  let visitNo = 231;
  const calls = arrivals.map(({ ship, eta }) => {
    const feeder = ship.loa < 180;
    const quay = feeder ? oneOf(random, ['RIVER', 'RIVER', 'NORTH']) : oneOf(random, ['NORTH', 'SOUTH']);
    const berth = oneOf(random, quays[quay]!);
    const etb = eta + roundTo(between(random, 40, 300) * MINUTE, 5);
    const discharge = feeder ? between(random, 80, 420) : between(random, 600, 2400);
    const load = feeder ? between(random, 80, 420) : between(random, 600, 2400);
    const cranes = feeder ? 1 + pick(random, 2) : between(random, 3, 6);
    const firstCrane = between(random, 1, 17 - cranes);
    const workHours = Math.ceil((discharge + load) / (cranes * 27));
    const etd = etb + roundTo((workHours + between(random, 2, 5)) * HOUR, 15);
    const voyNo = `${between(random, 1, 9)}${pad2(between(random, 0, 99))}`;
    const past = etd < TODAY;
    const alongside = !past && etb < TODAY + 7 * HOUR;
    const inbound = pilotRef(eta - 90 * MINUTE);
    const outbound = pilotRef(etd - 30 * MINUTE);
    if (ship === kestrel && eta === kestrelEtas[1]) needle = inbound;
    const bollardFrom = between(random, 1, 60);
    return {
      visitId: `BQT27-${String(visitNo++).padStart(4, '0')}`,
      vessel: { name: ship.name, imo: ship.imo, callSign: ship.callSign, flag: ship.flag, loa: ship.loa, beam: ship.beam },
      line: ship.line,
      service: ship.service,
      voyage: { inbound: `${voyNo}${feeder ? 'N' : 'E'}`, outbound: `${voyNo}${feeder ? 'S' : 'W'}` },
      berth: { quay, berth, bollardFrom, bollardTo: bollardFrom + Math.round(ship.loa / 15), side: oneOf(random, ['PORT', 'STBD']) },
      times: {
        eta: isoZ(eta),
        etb: isoZ(etb),
        etc: isoZ(etd - roundTo(between(random, 60, 120) * MINUTE, 15)),
        etd: isoZ(etd),
        ata: past || alongside ? isoZ(eta + between(random, -30, 90) * MINUTE) : null,
        atb: past || alongside ? isoZ(etb + between(random, -20, 60) * MINUTE) : null,
        atd: past ? isoZ(etd + between(random, -15, 120) * MINUTE) : null,
      },
      status: past ? 'DEPARTED' : alongside ? 'ALONGSIDE' : etb < TODAY + 3 * DAY ? 'CONFIRMED' : 'PLANNED',
      pilotage: {
        inbound: { booking: inbound, boardAt: isoZ(eta - 75 * MINUTE), station: 'BRENNICK OUTER' },
        outbound: { booking: outbound, boardAt: isoZ(etd - 20 * MINUTE), station: 'BERTH' },
      },
      tugs: { inbound: feeder ? 1 : between(random, 2, 3), outbound: feeder ? 1 : 2 },
      moves: { discharge, load, restow: between(random, 0, 60), hatchCovers: feeder ? 0 : between(random, 10, 40) },
      cranes: Array.from({ length: cranes }, (_, i) => `QC${pad2(firstCrane + i)}`),
      reefers: { discharge: between(random, 0, 180), load: between(random, 0, 220) },
      dangerousGoods: between(random, 0, 45),
      agent: oneOf(random, AGENTS),
      remarks: oneOf(random, [
        '',
        '',
        '',
        '',
        'Bunkers alongside',
        'Stores delivery 0800',
        'Gangway port side',
        'Crew change',
        'Draft survey on arrival',
        'Late cargo cut-off agreed',
      ]),
    };
  });
  const output =
    JSON.stringify({
      terminal: 'BQTRM',
      operator: 'Brennick Quay Terminals',
      generatedAt: '2027-03-09T07:12:44Z',
      generatedBy: 'berthplan-api/3.8.1',
      horizon: { from: isoDate(from), to: isoDate(to) },
      count: calls.length,
      calls,
    }) + '\n';
  return probe(
    'round 122: berth schedule pilot booking',
    "What's the pilot booking reference for the Kestrel Maru coming in on Thursday?",
    'berth_schedule_export',
    output,
    'kestrel-pilot-booking',
    needle,
    true,
  );
}

/** a2: the customs community system's hold query, a SOAP response on one line. */
function a2CustomsHoldsQuery(): EconomicsTask {
  const random = seededRandom(122_102);
  const boxes = new Boxes(random);
  const target = containerOf('MSCU', '482913');
  // Near-misses: the same owner and nearly the same serial.
  const lookalikes = [
    containerOf('MSCU', '482931'),
    containerOf('MSCU', '428913'),
    containerOf('MSCU', '482918'),
    containerOf('MEDU', '482913'),
  ];
  boxes.reserve(target, ...lookalikes);
  const ships = fleet(random);
  let lastNotice = 41_260;
  const notice = (): string => {
    lastNotice += between(random, 1, 37);
    return `HN-2027-${String(lastNotice).padStart(6, '0')}`;
  };
  const placedBy: Record<string, string[]> = {
    CUS: ['CHIEF-NCH', 'CHIEF-RISK', 'CHIEF-AUTO'],
    PHA: ['PHA-BQT', 'PHA-BIP2'],
    BFO: ['BF-NIU', 'BF-FRONTIER'],
    APH: ['APH-INSP', 'APH-AUTO'],
  };
  const HOLDS = [
    ['CUS', 'Customs', 'C-DOC', 'Documentary check'],
    ['CUS', 'Customs', 'C-EXA', 'Physical examination required'],
    ['CUS', 'Customs', 'C-NII', 'Non-intrusive inspection'],
    ['CUS', 'Customs', 'C-ENT', 'Entry not yet accepted'],
    ['PHA', 'Port Health Authority', 'P-IMP', 'Products of animal origin check'],
    ['PHA', 'Port Health Authority', 'P-DOC', 'CHED not lodged'],
    ['BFO', 'Border Force', 'B-INT', 'Intelligence hold'],
    ['APH', 'Plant Health', 'A-PHY', 'Phytosanitary inspection'],
  ] as const;
  interface Hold {
    container: string;
    notice: string;
    placed: number;
    released: number | null;
    kind: (typeof HOLDS)[number];
  }
  const holds: Hold[] = [];
  const from = Date.UTC(2027, 1, 1);
  const span = TODAY + 7 * HOUR - from;
  const addHold = (container: string, kind: (typeof HOLDS)[number], placed: number, released: number | null): void => {
    holds.push({ container, notice: '', placed, released, kind });
  };
  for (let i = 0; i < 330; i++) {
    const container = i < lookalikes.length ? lookalikes[i]! : boxes.next();
    const n = random() < 0.25 ? 2 : 1;
    for (let j = 0; j < n; j++) {
      const placed = from + pick(random, span);
      const released = random() < 0.7 ? placed + between(random, 2, 120) * HOUR : null;
      addHold(container, oneOf(random, HOLDS), placed, released !== null && released > TODAY + 7 * HOUR ? null : released);
    }
  }
  // The box asked about: a released documentary hold, a released port health hold, and the open examination hold.
  addHold(target, HOLDS[0], Date.UTC(2027, 1, 26, 10, 14), Date.UTC(2027, 1, 27, 16, 2));
  addHold(target, HOLDS[4], Date.UTC(2027, 1, 26, 10, 41), Date.UTC(2027, 2, 2, 9, 30));
  addHold(target, HOLDS[1], Date.UTC(2027, 2, 4, 13, 55), null);
  // Notice numbers run in the order the holds were placed.
  [...holds].sort((x, y) => x.placed - y.placed).forEach((h) => (h.notice = notice()));
  holds.sort((x, y) => (x.container < y.container ? -1 : x.container > y.container ? 1 : x.placed - y.placed));
  let needle = '';
  const body = holds
    .map((h) => {
      if (h.container === target && h.released === null) needle = h.notice;
      const ship = oneOf(random, ships);
      const released = h.released === null ? '<ch:ReleasedAt xsi:nil="true"/>' : `<ch:ReleasedAt>${isoZ(h.released)}</ch:ReleasedAt>`;
      return (
        `<ch:Hold><ch:NoticeNo>${h.notice}</ch:NoticeNo><ch:Equipment><ch:ContainerNo>${h.container}</ch:ContainerNo>` +
        `<ch:IsoType>${oneOf(random, ISO_TYPES)}</ch:IsoType><ch:FullEmpty>F</ch:FullEmpty><ch:Direction>IMPORT</ch:Direction></ch:Equipment>` +
        `<ch:Consignment><ch:BillOfLading>${oneOf(random, ['MEDU', 'MAEU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'])}${chars(random, DIGITS, 9)}</ch:BillOfLading>` +
        `<ch:EntryRef>27GB${chars(random, UPPER + DIGITS, 14)}</ch:EntryRef><ch:Consignee>${oneOf(random, ['Harlan Foods Ltd', 'Verity Retail Group', 'Oakmere Trading', 'Castlegate Imports', 'Ridgeway Components', 'Pellow Textiles'])}</ch:Consignee></ch:Consignment>` +
        `<ch:Vessel><ch:Name>${ship.name}</ch:Name><ch:Imo>${ship.imo}</ch:Imo><ch:Voyage>${between(random, 1, 9)}${pad2(between(random, 0, 99))}E</ch:Voyage></ch:Vessel>` +
        `<ch:Authority code="${h.kind[0]}">${h.kind[1]}</ch:Authority><ch:HoldCode>${h.kind[2]}</ch:HoldCode><ch:Reason>${h.kind[3]}</ch:Reason>` +
        `<ch:State>${h.released === null ? 'ACTIVE' : 'RELEASED'}</ch:State><ch:PlacedAt>${isoZ(h.placed)}</ch:PlacedAt>${released}` +
        `<ch:PlacedBy>${oneOf(random, placedBy[h.kind[0]]!)}</ch:PlacedBy>` +
        `<ch:YardPosition>${oneOf(random, ['N', 'S'])}${pad2(between(random, 1, 30))}-${pad2(between(random, 1, 40))}-${between(random, 1, 6)}-${between(random, 1, 5)}</ch:YardPosition></ch:Hold>`
      );
    })
    .join('');
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<soap:Header><hdr:ResponseHeader xmlns:hdr="urn:bqt:ccs:header:1"><hdr:CorrelationId>${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}</hdr:CorrelationId>` +
    `<hdr:Timestamp>2027-03-09T07:44:10Z</hdr:Timestamp><hdr:Service>HoldStatus/3.2</hdr:Service></hdr:ResponseHeader></soap:Header>` +
    `<soap:Body><ch:QueryHoldsResponse xmlns:ch="urn:bqt:ccs:holds:3"><ch:Query><ch:Terminal>BQTRM</ch:Terminal><ch:From>2027-02-01</ch:From>` +
    `<ch:To>2027-03-09</ch:To><ch:IncludeReleased>true</ch:IncludeReleased><ch:OrderBy>ContainerNo,PlacedAt</ch:OrderBy></ch:Query>` +
    `<ch:ResultCount>${holds.length}</ch:ResultCount><ch:Holds>${body}</ch:Holds></ch:QueryHoldsResponse></soap:Body></soap:Envelope>`;
  return probe(
    'round 122: customs hold notice',
    `Customs are still holding ${target}. What is the notice number on that hold?`,
    'customs_holds_query',
    output,
    'open-hold-notice',
    needle,
    true,
  );
}

/** a3: the gate OCR host's journal, where the nightly export logged the whole CSV as one message. */
function a3GateOcrJournal(): EconomicsTask {
  const random = seededRandom(122_103);
  const boxes = new Boxes(random);
  const target = containerOf('CMAU', '331820');
  const lookalike = containerOf('CMAU', '331824');
  boxes.reserve(target, lookalike);
  const targetPlate = 'YX71 KDN';
  const trucks: { plate: string; haulier: string }[] = [];
  const plates = new Set<string>([targetPlate]);
  while (trucks.length < 420) {
    const p = plate(random);
    if (plates.has(p)) continue;
    plates.add(p);
    trucks.push({ plate: p, haulier: oneOf(random, HAULIERS)[0] });
  }
  const day = Date.UTC(2027, 2, 8);
  const lanes = ['IN01', 'IN02', 'IN03', 'IN04', 'IN05', 'IN06', 'IN07', 'IN08', 'OUT01', 'OUT02', 'OUT03', 'OUT04'];
  const txIds = new Set<string>();
  interface Row {
    lane: string;
    ts: number;
    truck: { plate: string; haulier: string };
    c1: string;
    c2: string;
  }
  const rows: Row[] = [];
  for (const lane of lanes) {
    const n = lane.startsWith('IN') ? between(random, 120, 150) : between(random, 160, 190);
    for (let i = 0; i < n; i++) {
      const ts = day + 5 * HOUR + pick(random, 17 * 3600) * 1000;
      const twin = random() < 0.12;
      rows.push({ lane, ts, truck: oneOf(random, trucks), c1: boxes.next(), c2: twin ? boxes.next() : '' });
    }
  }
  const dunmore = trucks.filter((t) => t.haulier === 'DUN');
  // The box went out in the morning on another truck, and a near-twin number came in on another lane at 15:04.
  rows.push({ lane: 'OUT02', ts: Date.UTC(2027, 2, 8, 9, 42, 18), truck: dunmore[0]!, c1: target, c2: '' });
  rows.push({ lane: 'IN03', ts: Date.UTC(2027, 2, 8, 15, 4, 51), truck: dunmore[1]!, c1: lookalike, c2: '' });
  rows.push({ lane: 'IN06', ts: Date.UTC(2027, 2, 8, 15, 7, 41), truck: { plate: targetPlate, haulier: 'DUN' }, c1: target, c2: '' });
  rows.sort((x, y) => (x.lane < y.lane ? -1 : x.lane > y.lane ? 1 : x.ts - y.ts));
  const csv = [
    'ts,lane,dir,tx_id,plate,plate_conf,cntr_1,cntr_1_conf,cntr_2,cntr_2_conf,iso_1,seal_1,damage_flag,appt_id,haulier',
    ...rows.map((r) => {
      let tx: string;
      do tx = `GT270308${String(between(random, 0, 99_999)).padStart(5, '0')}`;
      while (txIds.has(tx));
      txIds.add(tx);
      const dir = r.lane.startsWith('IN') ? 'IN' : 'OUT';
      const conf = (x: number): string => (x / 100).toFixed(2);
      return [
        isoSpace(r.ts),
        r.lane,
        dir,
        tx,
        r.truck.plate,
        conf(between(random, 81, 99)),
        r.c1,
        conf(between(random, 84, 99)),
        r.c2,
        r.c2 ? conf(between(random, 80, 99)) : '',
        oneOf(random, r.c2 ? ['22G1', '22G1', '22R1', '22T6'] : ['45G1', '45G1', '42G1', '45R1', '42U1']),
        dir === 'IN' ? `${oneOf(random, ['ML', 'CM', 'HL', 'EM', 'BQ'])}${chars(random, DIGITS, 7)}` : '',
        random() < 0.04 ? 'Y' : 'N',
        random() < 0.93 ? `TA270308${chars(random, DIGITS, 4)}` : '',
        r.truck.haulier,
      ].join(',');
    }),
  ].join('\\n');
  const host = 'bqt-gate-ocr01';
  const at = (ms: number): string => {
    const d = new Date(ms);
    return `${MONTHS[d.getUTCMonth()]![0]}${MONTHS[d.getUTCMonth()]!.slice(1).toLowerCase()} ${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const before: string[] = [];
  let t = Date.UTC(2027, 2, 9, 4, 10, 3);
  while (t < Date.UTC(2027, 2, 9, 6, 0)) {
    const lane = oneOf(random, lanes);
    before.push(
      oneOf(random, [
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} heartbeat ok queue=0 cam=4/4 fps=${between(random, 24, 30)}`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} idle ${between(random, 60, 900)}s`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} heartbeat ok queue=${between(random, 0, 2)} cam=4/4 fps=${between(random, 24, 30)}`,
        `${at(t)} ${host} chronyd[812]: Selected source 10.40.0.${between(random, 2, 9)} (ntp${between(random, 1, 2)}.bqt.local)`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} camera C${between(random, 1, 4)} exposure adjusted to ${between(random, 2, 40)}ms (low light)`,
      ]),
    );
    t += between(random, 20, 200) * 1000;
  }
  const start = Date.UTC(2027, 2, 9, 6, 0, 1);
  const after: string[] = [];
  t = start + 9000;
  after.push(
    `${at(t)} ${host} ocr-export[88231]: upload sftp://tos-int01.bqt.local/inbound/ocr/ocr_20270308.csv ok (${csv.length} bytes, 1.8s)`,
  );
  after.push(`${at(t)} ${host} ocr-export[88231]: rows exported to TOS reconciliation queue: ${rows.length}`);
  after.push(`${at(t + 1000)} ${host} systemd[1]: ocr-export.service: Deactivated successfully.`);
  after.push(`${at(t + 1000)} ${host} systemd[1]: Finished ocr-export.service - Gate OCR daily export.`);
  after.push(`${at(t + 1000)} ${host} systemd[1]: ocr-export.service: Consumed 3.412s CPU time.`);
  t += 4000;
  while (after.length < before.length) {
    const lane = oneOf(random, lanes);
    after.push(
      oneOf(random, [
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} tx GT270309${chars(random, DIGITS, 5)} plate=${oneOf(random, trucks).plate} cntr=${boxes.next()} conf=0.${between(random, 85, 99)}`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} heartbeat ok queue=${between(random, 0, 3)} cam=4/4 fps=${between(random, 24, 30)}`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} tx GT270309${chars(random, DIGITS, 5)} plate=${oneOf(random, trucks).plate} cntr=${boxes.next()} conf=0.${between(random, 85, 99)}`,
        `${at(t)} ${host} ocr-agent[2231]: lane ${lane} seal read retry ${between(random, 1, 2)}/3`,
      ]),
    );
    t += between(random, 5, 60) * 1000;
  }
  const output = [
    ...before,
    `${at(start)} ${host} systemd[1]: Starting ocr-export.service - Gate OCR daily export...`,
    `${at(start + 1000)} ${host} ocr-export[88231]: export day=2027-03-08 lanes=${lanes.length} source=pg://gate-ocr-db01/ocr order=lane,ts`,
    `${at(start + 6000)} ${host} ocr-export[88231]: rows=${rows.length} bytes=${csv.length} format=csv`,
    `${at(start + 6000)} ${host} ocr-export[88231]: payload="${csv}"`,
    ...after,
  ].join('\n');
  return probe(
    'round 122: gate OCR truck plate',
    `Which truck brought container ${target} in through the gate yesterday just after 3pm? I need its plate.`,
    'gate_ocr_journal',
    output,
    'truck-plate',
    targetPlate,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------

/** b1: the yard planner's weekly plan, exported as YAML. */
function b1YardPlan(): EconomicsTask {
  const random = seededRandom(122_201);
  const ships = fleet(random).filter((v) => !v.name.includes('FEEDER'));
  const halvard = findVessel(ships, 'HALVARD EXPRESS');
  const spirit = findVessel(ships, 'HALVARD SPIRIT');
  interface Visit {
    ship: Vessel;
    visit: string;
    voyage: string;
    cutoff: number;
    pods: string[];
  }
  let seq = 402;
  const visitOf = (ship: Vessel, cutoff: number): Visit => ({
    ship,
    visit: `BQT27-${String(seq++).padStart(4, '0')}`,
    voyage: `${pad2(between(random, 10, 99))}${between(random, 0, 9)}${oneOf(random, ['W', 'E', 'N', 'S'])}`,
    cutoff,
    pods: shuffle(random, [...PORTS]).slice(0, between(random, 1, 4)),
  });
  const others = ships.filter((v) => v !== halvard && v !== spirit);
  const visits: Visit[] = shuffle(random, [...others])
    .slice(0, 22)
    .map((v) => visitOf(v, TODAY + roundTo(between(random, -12, 140) * HOUR, 60)));
  const halvardVisit: Visit = {
    ship: halvard,
    visit: 'BQT27-0417',
    voyage: '027W',
    cutoff: Date.UTC(2027, 2, 11, 6),
    pods: ['NLRTM', 'DEHAM', 'PLGDN'],
  };
  const halvardOld: Visit = {
    ship: halvard,
    visit: 'BQT27-0371',
    voyage: '026W',
    cutoff: Date.UTC(2027, 1, 25, 6),
    pods: ['NLRTM', 'DEHAM'],
  };
  const spiritVisit = visitOf(spirit, Date.UTC(2027, 2, 12, 14));
  visits.push(halvardVisit, spiritVisit);

  interface Allocation {
    visit: Visit | null;
    category: string;
    line?: string;
    state?: string;
  }
  const blocks: { id: string; zone: string; equipment: string; plugs: number; allocations: Allocation[] }[] = [];
  const add = (prefix: string, n: number, zone: string, equipment: string, plugs: () => number): void => {
    for (let i = 1; i <= n; i++) blocks.push({ id: `${prefix}${pad2(i)}`, zone, equipment, plugs: plugs(), allocations: [] });
  };
  add('N', 30, 'NORTH', 'RTG', () => 0);
  add('R', 8, 'REEFER', 'RTG', () => between(random, 96, 180));
  add('S', 28, 'SOUTH', 'RTG', () => 0);
  add('E', 10, 'EMPTY', 'ECH', () => 0);
  add('H', 2, 'DG', 'RS', () => 0);
  const byId = (id: string) => blocks.find((b) => b.id === id)!;
  for (const b of blocks) {
    const n = b.zone === 'EMPTY' ? between(random, 1, 2) : between(random, 1, 3);
    for (let i = 0; i < n; i++) {
      if (b.zone === 'EMPTY') b.allocations.push({ visit: null, category: 'EMPTY_STORAGE', line: oneOf(random, LINES) });
      else if (b.zone === 'DG') b.allocations.push({ visit: oneOf(random, visits.slice(0, 22)), category: 'EXPORT_DG' });
      else if (b.zone === 'REEFER')
        b.allocations.push({ visit: oneOf(random, visits.slice(0, 22)), category: oneOf(random, ['EXPORT_REEFER', 'IMPORT_REEFER']) });
      else
        b.allocations.push({
          visit: oneOf(random, visits.slice(0, 22)),
          category: oneOf(random, ['EXPORT_DRY', 'EXPORT_DRY', 'IMPORT', 'TRANSHIP']),
        });
    }
  }
  // The Halvard Express: dry exports in two north blocks, import reefers in R02, last week's reefer exports
  // released in R06, and this week's reefer exports at the head of R05. Her sister has reefer exports in R03.
  byId('N07').allocations.unshift({ visit: halvardVisit, category: 'EXPORT_DRY' });
  byId('N12').allocations.push({ visit: halvardVisit, category: 'EXPORT_DRY' });
  byId('S09').allocations.push({ visit: halvardVisit, category: 'IMPORT' });
  byId('R02').allocations.unshift({ visit: halvardVisit, category: 'IMPORT_REEFER' });
  byId('R03').allocations.unshift({ visit: spiritVisit, category: 'EXPORT_REEFER' });
  byId('R06').allocations.push({ visit: halvardOld, category: 'EXPORT_REEFER', state: 'RELEASED' });
  byId('R05').allocations.unshift({ visit: halvardVisit, category: 'EXPORT_REEFER' });

  const out: string[] = [
    '# yard-planner 4.12.2 - plan export',
    '# exported 2027-03-09T05:40:11Z by ypl-svc (read-only token)',
    'plan:',
    '  id: YP-2027-W10-R3',
    '  terminal: BQTRM',
    '  revision: 3',
    '  status: PUBLISHED',
    '  valid_from: 2027-03-08T00:00:00Z',
    '  valid_to: 2027-03-14T23:59:59Z',
    `  author: ${person(random)}`,
    `  approved_by: ${person(random)}`,
    '  stacking_policy: SEGREGATE_BY_POD_WEIGHT',
    'blocks:',
  ];
  let rtg = 1;
  for (const b of blocks) {
    const bays = b.zone === 'EMPTY' ? 24 : between(random, 32, 44);
    const rows = b.zone === 'EMPTY' ? 8 : 6;
    out.push(`  - block: ${b.id}`, `    zone: ${b.zone}`, `    allocations:`);
    for (const a of b.allocations) {
      if (a.visit === null) {
        out.push(
          `      - category: ${a.category}`,
          `        line: ${a.line}`,
          `        size: ${oneOf(random, [20, 40])}`,
          `        teu_reserved: ${between(random, 80, 400)}`,
          `        stack_height: 7`,
        );
        continue;
      }
      const v = a.visit;
      const from = between(random, 1, 20);
      out.push(
        `      - visit: ${v.visit}`,
        `        vessel: ${v.ship.name}`,
        `        voyage: ${v.voyage}`,
        `        line: ${v.ship.line}`,
        `        category: ${a.category}`,
        `        pod: [${(a.category.startsWith('IMPORT') ? ['BQTRM'] : v.pods).join(', ')}]`,
        `        size: ${oneOf(random, ['20', '40', 'ANY'])}`,
        `        bay_range: "${pad2(from)}-${pad2(from + between(random, 6, 18))}"`,
        `        teu_reserved: ${between(random, 40, 260)}`,
        `        teu_received: ${between(random, 0, 200)}`,
        `        weight_classes: [${oneOf(random, ['L, M, H', 'M, H', 'L, M', 'H'])}]`,
        `        ${a.category.startsWith('IMPORT') ? 'free_time_ends' : 'cutoff'}: ${isoZ(v.cutoff)}`,
        `        state: ${a.state ?? oneOf(random, ['ACTIVE', 'ACTIVE', 'ACTIVE', 'RECEIVING'])}`,
      );
    }
    out.push(`    equipment: ${b.equipment}`);
    if (b.equipment === 'RTG') {
      out.push(`    rtgs: [RTG${pad2(rtg)}, RTG${pad2(rtg + 1)}]`);
      rtg = (rtg % 46) + 2;
    }
    out.push(
      `    bays: ${bays}`,
      `    rows: ${rows}`,
      `    max_tier: ${b.zone === 'EMPTY' ? 7 : b.zone === 'REEFER' ? 4 : oneOf(random, [4, 5, 5, 6])}`,
      `    reefer_plugs: ${b.plugs}`,
      `    ground_slots: ${bays * rows}`,
      `    occupancy_pct: ${between(random, 310, 920) / 10}`,
    );
    const restriction = oneOf(random, [
      '',
      '',
      '',
      'no 45ft in bays 01-04',
      'lighting works rows 5-6',
      'drainage: keep tier 1 clear bay 22',
      'RTG lane closed Wed 0800-1200',
    ]);
    out.push(restriction ? `    restrictions: ["${restriction}"]` : '    restrictions: []');
  }
  out.push(
    'summary:',
    `  blocks: ${blocks.length}`,
    `  allocations: ${blocks.reduce((n, b) => n + b.allocations.length, 0)}`,
    '  conflicts: 0',
    '  unallocated_export_teu: 312',
  );
  return probe(
    'round 122: yard plan reefer block',
    'Which yard block has been set aside for the Halvard Express reefer exports this week?',
    'yard_plan_show',
    out.join('\n') + '\n',
    'reefer-export-block',
    'R05',
  );
}

/** b2: the reefer monitoring system's live snapshot, pretty JSON. */
function b2ReeferMonitor(): EconomicsTask {
  const random = seededRandom(122_202);
  const boxes = new Boxes(random);
  const target = containerOf('SZLU', '551207');
  const lookalikes = [containerOf('SZLU', '551270'), containerOf('SZLU', '515207'), containerOf('SZLU', '551217')];
  boxes.reserve(target, ...lookalikes);
  const blocks = ['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08'];
  const pool = shuffle(
    random,
    blocks.flatMap((b) => Array.from({ length: 150 }, (_, i) => `${b}-P${String(i + 1).padStart(3, '0')}`)),
  );
  const CARGO = [
    ['BANANAS', 13.3, 90, 25],
    ['CHILLED BEEF', -1.0, 85, 0],
    ['FROZEN FISH', -20.0, 0, 0],
    ['FROZEN POULTRY', -18.0, 0, 0],
    ['APPLES', 1.0, 90, 15],
    ['CITRUS', 6.0, 90, 30],
    ['AVOCADOS', 5.5, 90, 40],
    ['PHARMACEUTICALS', 5.0, 0, 0],
    ['DAIRY', 2.0, 80, 0],
    ['FROZEN VEGETABLES', -22.0, 0, 0],
  ] as const;
  const CONTROLLERS = [
    ['Carrier', 'ML5', ['5306', '5311', '5374']],
    ['Thermo King', 'MP-4000', ['04.18.00', '04.21.00']],
    ['Daikin', 'LXE10E', ['2.64', '2.71']],
    ['Star Cool', 'SCI-40', ['3.2.1', '3.3.0']],
  ] as const;
  const units: { block: string; plug: string; unit: Record<string, unknown> }[] = [];
  const make = (container: string, plug: string, moved: string | null): void => {
    const [commodity, set, hum, vent] = oneOf(random, CARGO);
    const ctl = oneOf(random, CONTROLLERS);
    const block = plug.slice(0, 3);
    const supply = Math.round((set - between(random, 0, 6) / 10) * 10) / 10;
    const alarms =
      random() < 0.06
        ? [
            {
              code: oneOf(random, ['AL20', 'AL64', 'AL56']),
              text: oneOf(random, ['Door open signal', 'Defrost overrun', 'Probe deviation']),
              raised: isoZ(TODAY + between(random, 60, 470) * MINUTE),
            },
          ]
        : [];
    units.push({
      block,
      plug,
      unit: {
        container,
        iso: oneOf(random, ['45R1', '45R1', '45R1', '22R1']),
        operator: oneOf(random, LINES),
        commodity,
        location: { block, slot: `${block}-${pad2(between(random, 1, 36))}-${pad2(between(random, 1, 6))}-${between(random, 1, 4)}`, plug },
        relocatedFrom: moved === null ? null : { plug: moved, at: isoZ(TODAY - between(random, 2 * 60, 30 * 60) * MINUTE) },
        setpointC: set,
        supplyC: supply,
        returnC: Math.round((set + between(random, 3, 14) / 10) * 10) / 10,
        ambientC: between(random, 30, 110) / 10,
        humidityPct: hum === 0 ? null : hum + between(random, -3, 3),
        ventCmh: vent,
        power: { state: 'ON', kw: between(random, 18, 92) / 10, phase: '3P-440V' },
        controller: { make: ctl[0], model: ctl[1], firmware: oneOf(random, ctl[2]) },
        lastReading: isoZ(TODAY + 7 * HOUR + between(random, 40, 59) * MINUTE + between(random, 0, 59) * 1000),
        alarms,
      },
    });
  };
  // Each current plug is used once; a moved box came from a plug that is now free.
  let next = 0;
  const take = (): string => pool[next++]!;
  const targetPlug = 'R04-P118';
  const targetFrom = 'R01-P042';
  pool.splice(pool.indexOf(targetPlug), 1);
  pool.splice(pool.indexOf(targetFrom), 1);
  for (let i = 0; i < 560; i++) {
    const container = i < lookalikes.length ? lookalikes[i]! : boxes.next(REEFER_OWNERS);
    const plug = take();
    make(container, plug, random() < 0.1 ? take() : null);
  }
  make(target, targetPlug, targetFrom);
  units.sort((x, y) => (x.plug < y.plug ? -1 : 1));
  const output = JSON.stringify(
    {
      snapshot: '2027-03-09T08:00:00Z',
      source: 'RMS-2 reefer monitoring (Brennick Quay Terminals)',
      site: 'BQTRM',
      plugsTotal: blocks.length * 150,
      plugsInUse: units.length,
      units: units.map((u) => u.unit),
    },
    null,
    2,
  );
  return probe(
    'round 122: reefer plug point',
    `Which plug is reefer ${target} connected to right now?`,
    'reefer_monitor_status',
    output + '\n',
    'reefer-plug',
    targetPlug,
  );
}

/** b3: the maintenance system's equipment configuration dump, INI style. */
function b3CraneConfigDump(): EconomicsTask {
  const random = seededRandom(122_203);
  const needle = '2026-11-18 09:42';
  const stamps = new Set<string>([needle]);
  const stamp = (daysAgoLo: number, daysAgoHi: number): string => {
    for (;;) {
      const ms = TODAY - between(random, daysAgoLo, daysAgoHi) * DAY + between(random, 7 * 60, 17 * 60) * MINUTE;
      const s = isoSpace(ms).slice(0, 16);
      if (!stamps.has(s)) {
        stamps.add(s);
        return s;
      }
    }
  };
  const serials = new Set<string>();
  const serial = (prefix: string): string => {
    for (;;) {
      const s = `${prefix}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}`;
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };
  const techs = ['Weighcheck Services', 'Ardmore Calibration Ltd', 'in-house (E&I)', 'Liebherr Service', 'ZPMC Field Service'];
  const calibration = (range: string, dueDays: number, fixed?: string): string[] => {
    const last = fixed ?? stamp(20, Math.min(330, dueDays + 20));
    return [
      `serial = ${serial('CAL')}`,
      range,
      `last_calibrated = ${last}`,
      `calibrated_by = ${oneOf(random, techs)}`,
      `cert_no = CC-${chars(random, DIGITS, 6)}`,
      `tolerance_pct = ${oneOf(random, ['0.5', '1.0', '1.0', '2.0'])}`,
      `interval_days = ${dueDays}`,
      `next_due = ${isoDate(Date.parse(`${last.slice(0, 10)}T00:00:00Z`) + dueDays * DAY)}`,
    ];
  };
  const lines: string[] = [
    '; cmms-export 2.3.0 - equipment configuration dump',
    '; site: BQTRM (Brennick Quay Terminals)   generated: 2027-03-09 06:15:02',
    '; values as recorded in CMMS; times are local',
    '',
  ];
  const section = (name: string, body: string[]): void => {
    lines.push(`[${name}]`, ...body, '');
  };
  const asset = (id: string, cls: string, make: string, model: string, area: string): void => {
    section(`asset "${id}"`, [
      `class = ${cls}`,
      `make = ${make}`,
      `model = ${model}`,
      `serial = ${serial(make.slice(0, 2).toUpperCase())}`,
      `commissioned = ${isoDate(TODAY - between(random, 3 * 365, 19 * 365) * DAY)}`,
      `hours = ${between(random, 8000, 78000)}`,
      `status = ${oneOf(random, ['IN SERVICE', 'IN SERVICE', 'IN SERVICE', 'IN SERVICE', 'PLANNED MAINTENANCE'])}`,
      `area = ${area}`,
      `cost_centre = ${oneOf(random, ['OPS-QUAY', 'OPS-YARD', 'OPS-GATE', 'ENG-MECH'])}`,
    ]);
  };
  const engine = (id: string): void =>
    section(`asset "${id}" engine`, [
      `make = ${oneOf(random, ['Volvo Penta', 'Cummins', 'Scania'])}`,
      `rating_kw = ${between(random, 150, 560)}`,
      `last_service = ${stamp(5, 200)}`,
      `oil_sample = ${oneOf(random, ['NORMAL', 'NORMAL', 'MONITOR'])}`,
    ]);
  for (let i = 1; i <= 14; i++) {
    const id = `ECH${pad2(i)}`;
    asset(id, 'Empty container handler', 'Kalmar', 'DCG100-45ED7', 'EMPTY DEPOT');
    section(`asset "${id}" lmi`, calibration(`range_t = 10`, 365));
    engine(id);
    section(`asset "${id}" tyres`, [`front = 18.00-25 ${oneOf(random, ['Bridgestone', 'Michelin'])}`, `last_check = ${stamp(2, 40)}`]);
  }
  for (let i = 1; i <= 6; i++) {
    const id = `MHC${pad2(i)}`;
    asset(id, 'Mobile harbour crane', 'Liebherr', oneOf(random, ['LHM 420', 'LHM 550']), 'RIVER QUAY');
    section(`asset "${id}" loadcell`, calibration(`range_t = ${oneOf(random, [100, 124, 144])}`, 180));
    section(`asset "${id}" anemometer`, calibration('range_ms = 0-60', 365));
    engine(id);
  }
  for (let i = 1; i <= 18; i++) {
    const id = `QC${pad2(i)}`;
    asset(
      id,
      'Ship-to-shore crane',
      'ZPMC',
      oneOf(random, ['STS 65t super post-panamax', 'STS 65t post-panamax']),
      i <= 10 ? 'NORTH QUAY' : 'SOUTH QUAY',
    );
    section(`asset "${id}" hoist`, [
      `rated_t = 65`,
      `speed_loaded_mpm = ${oneOf(random, [70, 75, 90])}`,
      `rope_replaced = ${isoDate(TODAY - between(random, 60, 900) * DAY)}`,
      `last_brake_test = ${stamp(3, 60)}`,
    ]);
    section(`asset "${id}" trolley`, [
      `speed_mpm = 240`,
      `encoder = ${oneOf(random, ['Kübler 5868', 'Hengstler AC58'])}`,
      `last_encoder_check = ${stamp(10, 200)}`,
    ]);
    section(`asset "${id}" spreader`, [
      `make = Bromma`,
      `model = ${oneOf(random, ['STS45', 'STS55E'])}`,
      `serial = ${serial('BR')}`,
      `twistlock_cycles = ${between(random, 80_000, 900_000)}`,
    ]);
    section(`asset "${id}" gantry`, [
      `wheels = ${oneOf(random, [32, 32, 40])}`,
      `speed_mpm = 45`,
      `storm_pins = ${oneOf(random, ['ENGAGED', 'RELEASED', 'RELEASED'])}`,
      `last_rail_clamp_test = ${stamp(3, 90)}`,
    ]);
    section(`asset "${id}" boom`, [
      `outreach_m = ${oneOf(random, ['61.0', '65.0', '70.0'])}`,
      `backreach_m = ${oneOf(random, ['18.0', '23.0'])}`,
      `hoist_cycles = ${between(random, 20_000, 90_000)}`,
      `last_latch_inspection = ${stamp(3, 120)}`,
    ]);
    section(`asset "${id}" loadcell`, calibration('range_t = 80', 180, id === 'QC07' ? needle : undefined));
    section(`asset "${id}" anemometer`, calibration('range_ms = 0-60', 365));
    section(`asset "${id}" cms`, [
      `vendor = ${oneOf(random, ['ABB Crane CMS', 'Siemens SIMOCRANE CMS'])}`,
      `collector = cms-${id.toLowerCase()}.bqt.local`,
      `retention_days = 90`,
      `last_sync = ${stamp(0, 1)}`,
    ]);
    section(`asset "${id}" plc`, [
      `make = Siemens`,
      `model = S7-1500`,
      `firmware = V${oneOf(random, ['2.9.4', '3.0.1', '3.0.1', '3.1.0'])}`,
      `program_rev = ${between(random, 40, 61)}`,
      `last_backup = ${stamp(1, 30)}`,
    ]);
  }
  for (let i = 1; i <= 14; i++) {
    const id = `RS${pad2(i)}`;
    asset(
      id,
      'Reach stacker',
      oneOf(random, ['Kalmar', 'Konecranes']),
      oneOf(random, ['DRG450-65S5', 'SMV 4531 TB5']),
      oneOf(random, ['DG AREA', 'RAIL HEAD', 'EMPTY DEPOT']),
    );
    section(`asset "${id}" lmi`, calibration('range_t = 45', 365));
    engine(id);
  }
  for (let i = 1; i <= 40; i++) {
    const id = `RTG${pad2(i)}`;
    asset(
      id,
      'Rubber-tyred gantry',
      'Konecranes',
      oneOf(random, ['RTG 16W', 'RTG 16W hybrid']),
      `BLOCK ${oneOf(random, ['N', 'S', 'R'])}${pad2(between(random, 1, 28))}`,
    );
    section(`asset "${id}" hoist`, [
      `rated_t = 41`,
      `rope_replaced = ${isoDate(TODAY - between(random, 60, 900) * DAY)}`,
      `last_brake_test = ${stamp(3, 60)}`,
    ]);
    section(`asset "${id}" spreader`, [
      `make = ${oneOf(random, ['Bromma', 'Stinis'])}`,
      `serial = ${serial('SP')}`,
      `twistlock_cycles = ${between(random, 50_000, 700_000)}`,
    ]);
    section(`asset "${id}" loadcell`, calibration('range_t = 50', 180));
    section(`asset "${id}" gps`, [
      `receiver = Trimble BX992`,
      `last_survey = ${stamp(10, 300)}`,
      `autosteer = ${oneOf(random, ['ON', 'ON', 'OFF'])}`,
    ]);
    engine(id);
  }
  return probe(
    'round 122: crane load cell calibration',
    'When was the load cell on quay crane 7 last calibrated?',
    'cmms_config_dump',
    lines.join('\n'),
    'loadcell-calibration',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------

/** c1: the truck appointment system's export, CSV. */
function c1TruckAppointments(): EconomicsTask {
  const random = seededRandom(122_301);
  const boxes = new Boxes(random);
  const plates: string[] = [];
  const seen = new Set<string>();
  while (plates.length < 500) {
    const p = plate(random);
    if (!seen.has(p)) {
      seen.add(p);
      plates.push(p);
    }
  }
  const now = Date.UTC(2027, 2, 9, 11, 20);
  const ids = new Set<string>();
  const apptId = (day: number): string => {
    const d = new Date(day);
    for (;;) {
      const id = `TA${String(d.getUTCFullYear()).slice(2)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${chars(random, DIGITS, 4)}`;
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  const REFUSALS = [
    'SLOT_EXPIRED',
    'DOCS_INCOMPLETE',
    'CUSTOMS_HOLD',
    'VGM_MISSING',
    'SEAL_MISMATCH',
    'BOOKING_NOT_RELEASED',
    'TRUCK_NOT_REGISTERED',
  ];
  const MOVES = ['DROP_EXPORT', 'PICK_IMPORT', 'PICK_IMPORT', 'DROP_EXPORT', 'PICK_EMPTY', 'DROP_EMPTY'];
  interface Appt {
    id: string;
    slot: number;
    haulier: readonly [string, string];
    status: string;
    reason: string;
    arrival: number | null;
  }
  const appts: Appt[] = [];
  const haulier = (code: string) => HAULIERS.find((h) => h[0] === code)!;
  for (let day = Date.UTC(2027, 2, 6); day <= Date.UTC(2027, 2, 12); day += DAY) {
    const n = between(random, 250, 300);
    for (let i = 0; i < n; i++) {
      const slot = day + between(random, 5, 21) * HOUR;
      const h = oneOf(random, HAULIERS);
      let status = 'BOOKED';
      let reason = '';
      let arrival: number | null = null;
      const r = random();
      if (slot + HOUR < now) {
        if (r < 0.82) {
          status = 'COMPLETED';
          arrival = slot + between(random, -20, 55) * MINUTE;
        } else if (r < 0.88) {
          status = 'NO_SHOW';
          reason = 'NO_ARRIVAL';
        } else if (r < 0.93) {
          status = 'CANCELLED';
          reason = oneOf(random, ['HAULIER_CANCELLED', 'LINE_CANCELLED', 'AMENDED']);
        } else {
          status = 'REFUSED';
          reason = oneOf(random, REFUSALS);
          if (reason === 'SLOT_EXPIRED' && h[0] === 'DUN') reason = 'VGM_MISSING';
          arrival = reason === 'SLOT_EXPIRED' ? slot + between(random, 75, 150) * MINUTE : slot + between(random, -20, 55) * MINUTE;
        }
      } else if (slot < now) {
        status = 'IN_PROGRESS';
        arrival = slot + between(random, -20, 30) * MINUTE;
      } else if (r < 0.06) {
        status = 'CANCELLED';
        reason = 'HAULIER_CANCELLED';
      }
      appts.push({ id: apptId(day), slot, haulier: h, status, reason, arrival });
    }
  }
  const put = (code: string, slot: number, status: string, reason: string, arrival: number | null): Appt => {
    const a: Appt = { id: apptId(slot - (slot % DAY)), slot, haulier: haulier(code), status, reason, arrival };
    appts.push(a);
    return a;
  };
  // This morning, Dunmore: one refused for papers, one no-show, one turned away for arriving after its slot.
  // Yesterday, Dunmore was turned away late as well; this morning Kilteely was too.
  put('DUN', Date.UTC(2027, 2, 9, 6), 'REFUSED', 'DOCS_INCOMPLETE', Date.UTC(2027, 2, 9, 6, 12));
  put('DUN', Date.UTC(2027, 2, 9, 9), 'NO_SHOW', 'NO_ARRIVAL', null);
  put('DUN', Date.UTC(2027, 2, 8, 9), 'REFUSED', 'SLOT_EXPIRED', Date.UTC(2027, 2, 8, 10, 37));
  put('KLT', Date.UTC(2027, 2, 9, 8), 'REFUSED', 'SLOT_EXPIRED', Date.UTC(2027, 2, 9, 9, 26));
  const target = put('DUN', Date.UTC(2027, 2, 9, 7), 'REFUSED', 'SLOT_EXPIRED', Date.UTC(2027, 2, 9, 8, 41));
  appts.sort((x, y) => x.slot - y.slot || (x.id < y.id ? -1 : 1));
  const hm = (ms: number): string => isoSpace(ms).slice(11, 16);
  const rows = appts.map((a) => {
    const move = oneOf(random, MOVES);
    const gateIn = a.status === 'COMPLETED' || a.status === 'IN_PROGRESS' ? a.arrival! + between(random, 2, 14) * MINUTE : null;
    const gateOut =
      a.status === 'COMPLETED'
        ? gateIn! + between(random, 22, 95) * MINUTE
        : a.status === 'REFUSED'
          ? a.arrival! + between(random, 6, 25) * MINUTE
          : null;
    const created = a.slot - between(random, 3, 72) * HOUR - between(random, 0, 59) * MINUTE;
    return [
      a.id,
      isoDate(a.slot),
      hm(a.slot),
      hm(a.slot + HOUR),
      a.haulier[0],
      a.haulier[1],
      `DC${chars(random, DIGITS, 7)}`,
      oneOf(random, plates),
      move,
      move.startsWith('PICK_EMPTY') ? '' : boxes.next(),
      move === 'DROP_EXPORT' ? `${oneOf(random, ['MAEU', 'MEDU', 'CMDU', 'HLCU', 'ONEY'])}${chars(random, DIGITS, 9)}` : '',
      a.status,
      a.reason,
      a.arrival === null ? '' : isoSpace(a.arrival),
      gateIn === null ? '' : isoSpace(gateIn),
      gateOut === null ? '' : isoSpace(gateOut),
      gateIn === null ? '' : `IN${pad2(between(random, 1, 8))}`,
      oneOf(random, ['portal', 'portal', 'api', 'api', 'api', 'helpdesk']),
      isoSpace(created),
    ].join(',');
  });
  const output = [
    'appt_id,slot_date,slot_start,slot_end,haulier_code,haulier_name,driver_card,truck_plate,move_type,container_no,booking_ref,status,status_reason,gate_arrival,gate_in,gate_out,lane,created_via,created_at',
    ...rows,
  ].join('\n');
  return probe(
    'round 122: truck appointment turned away late',
    "One of Dunmore's drivers was sent away at the gate this morning because he turned up after his booked time had run out. What was the appointment number?",
    'tas_appointments_export',
    output + '\n',
    'late-refusal-appointment',
    target.id,
  );
}

/** c2: the berth line-up as the planning system prints it, fixed-width. */
function c2BerthLineUp(): EconomicsTask {
  const random = seededRandom(122_302);
  const ships = fleet(random);
  const from = Date.UTC(2027, 1, 23);
  const to = Date.UTC(2027, 2, 31);
  interface Call {
    ship: Vessel;
    berth: string;
    eta: number;
    etb: number;
    etd: number;
    discharge: number;
    load: number;
    cranes: number;
  }
  const mk = (ship: Vessel, berth: string, eta: number, etb: number): Call => {
    const feeder = ship.loa < 180;
    const discharge = feeder ? between(random, 80, 420) : between(random, 600, 2400);
    const load = feeder ? between(random, 80, 420) : between(random, 600, 2400);
    const cranes = feeder ? 1 : between(random, 3, 6);
    const etd = etb + roundTo((Math.ceil((discharge + load) / (cranes * 27)) + between(random, 2, 5)) * HOUR, 15);
    return { ship, berth, eta, etb, etd, discharge, load, cranes };
  };
  const shipNamed = (name: string) => findVessel(ships, name);
  // Thursday 11 March: a north berth before dawn, the river quay at 04:30, the south quay's first at 05:40;
  // a south berth late on Wednesday, and one anchored since Wednesday evening that only berths at 08:20.
  const target = mk(shipNamed('ASTRID BAY'), 'S1', Date.UTC(2027, 2, 11, 2, 10), Date.UTC(2027, 2, 11, 5, 40));
  const fixed: Call[] = [
    mk(shipNamed('MERIDIAN PEARL'), 'N2', Date.UTC(2027, 2, 11, 0, 45), Date.UTC(2027, 2, 11, 3, 15)),
    mk(shipNamed('DUNLIN FEEDER'), 'R1', Date.UTC(2027, 2, 11, 2, 50), Date.UTC(2027, 2, 11, 4, 30)),
    mk(shipNamed('SOLENT BRIDGE'), 'S3', Date.UTC(2027, 2, 10, 19, 5), Date.UTC(2027, 2, 10, 23, 40)),
    mk(shipNamed('OSPREY TRADER'), 'S4', Date.UTC(2027, 2, 10, 21, 0), Date.UTC(2027, 2, 11, 8, 20)),
    target,
    mk(shipNamed('CAPE VARRICK'), 'S2', Date.UTC(2027, 2, 11, 9, 30), Date.UTC(2027, 2, 11, 11, 45)),
  ];
  const calls: Call[] = [...fixed];
  const mainline = ships.filter((v) => v.loa >= 180);
  const feeders = ships.filter((v) => v.loa < 180);
  const quietFrom = Date.UTC(2027, 2, 10, 21);
  const quietTo = Date.UTC(2027, 2, 11, 12);
  for (const berth of ['N1', 'N2', 'N3', 'N4', 'S1', 'S2', 'S3', 'S4', 'R1', 'R2']) {
    let t = from - between(random, 6, 30) * HOUR;
    for (;;) {
      const etb = roundTo(t + between(random, 60, 720) * MINUTE, 5);
      if (etb >= to) break;
      // A ship is not in two places at once: two calls of one ship are three days apart at least.
      const free = (berth.startsWith('R') ? feeders : mainline).filter((v) =>
        calls.every((o) => o.ship !== v || etb > o.etd + 3 * DAY || etb + 4 * DAY < o.eta),
      );
      if (free.length === 0) {
        t = etb;
        continue;
      }
      const c = mk(oneOf(random, free), berth, etb - roundTo(between(random, 40, 540) * MINUTE, 5), etb);
      const clash = fixed.find(
        (f) =>
          (f.berth === berth && c.etb < f.etd + HOUR && c.etd > f.etb - HOUR) ||
          (f.ship === c.ship && c.etd + 3 * DAY > f.eta && c.eta < f.etd + 3 * DAY),
      );
      if (clash) {
        t = clash.etd;
        continue;
      }
      // On the south quay nothing else berths between Wednesday 21:00 and Thursday noon.
      if (berth.startsWith('S') && c.etb >= quietFrom && c.etb < quietTo) {
        t = quietTo;
        continue;
      }
      calls.push(c);
      t = c.etd;
    }
  }
  calls.sort((x, y) => x.etb - y.etb);
  const now = Date.UTC(2027, 2, 9, 6);
  const header = (page: number): string[] => [
    `BRENNICK QUAY TERMINALS                                   BERTH LINE-UP (ETB ORDER)                                          PAGE ${String(page).padStart(3)}`,
    `RUN 09-MAR-2027 06:00   HORIZON 23-FEB-2027 00:00 TO 30-MAR-2027 23:59   QUAYS: NORTH N1-N4  SOUTH S1-S4  RIVER R1-R2`,
    '',
    'VISIT       VESSEL                VOY    SVC    LINE  BERTH  LOA     ETA                ETB                ETD                STATUS',
    '----------- --------------------- ------ ------ ----- ------ ------- ------------------ ------------------ ------------------ ----------',
  ];
  const lines: string[] = [];
  let page = 1;
  let onPage = 0;
  let needle = '';
  calls.forEach((c, i) => {
    if (onPage === 0) lines.push(...header(page));
    const feeder = c.ship.loa < 180;
    const visit = `BQT27-${String(380 + i).padStart(4, '0')}`;
    if (c === target) needle = visit;
    const first = c.berth.startsWith('S') ? between(random, 9, 19 - c.cranes) : between(random, 1, 11 - c.cranes);
    const status =
      c.etd < now ? 'DEPARTED' : c.etb < now ? 'ALONGSIDE' : c.eta < now ? 'AT ANCHOR' : c.etb < now + 3 * DAY ? 'CONFIRMED' : 'PLANNED';
    const voy = `${between(random, 1, 9)}${pad2(between(random, 0, 99))}${feeder ? oneOf(random, ['N', 'S']) : oneOf(random, ['E', 'W'])}`;
    const bollard = between(random, 1, 60);
    const [prev, next] = shuffle(random, [...PORTS]);
    lines.push(
      [
        visit.padEnd(11),
        c.ship.name.padEnd(21),
        voy.padEnd(6),
        c.ship.service.padEnd(6),
        c.ship.line.padEnd(5),
        c.berth.padEnd(6),
        c.ship.loa.toFixed(1).padStart(7),
        dmyUpper(c.eta).padEnd(18),
        dmyUpper(c.etb).padEnd(18),
        dmyUpper(c.etd).padEnd(18),
        status,
      ].join(' '),
      `            CRANES ${c.cranes === 1 ? `QC${pad2(first)}      ` : `QC${pad2(first)}-QC${pad2(first + c.cranes - 1)}`}  D/L ${`${c.discharge}/${c.load}`.padEnd(9)}  PILOT ${isoSpace(c.eta - 75 * MINUTE).slice(11, 16)}  TUGS ${feeder ? '1/1' : `${between(random, 2, 3)}/2`}  AGENT ${oneOf(random, AGENTS).padEnd(29)}  RMK ${oneOf(random, ['-', '-', '-', 'BUNKERS ALONGSIDE', 'CREW CHANGE', 'STORES 0800', 'DRAFT SURVEY', 'LATE CUT-OFF AGREED', 'GANGWAY PORT SIDE'])}`,
      `            PREV ${prev}  NEXT ${next}  DRAFT ARR ${(between(random, 80, 150) / 10).toFixed(1)} DEP ${(between(random, 80, 155) / 10).toFixed(1)}  BOLLARDS ${pad2(bollard)}-${pad2(bollard + Math.round(c.ship.loa / 15))}  REEFERS ${between(random, 0, 180)}/${between(random, 0, 220)}  DG ${between(random, 0, 45)}  IMO ${c.ship.imo}`,
    );
    onPage += 3;
    if (onPage >= 54) {
      lines.push('', `  CONTINUED ON PAGE ${page + 1}`, '\f');
      page++;
      onPage = 0;
    }
  });
  lines.push('', `  END OF REPORT   ${calls.length} CALLS   ${page} PAGES`);
  return probe(
    'round 122: berth line-up first south berthing',
    "The harbour master's been on about the tug shortage tomorrow, I'll sort that out later. Which ship is first to come alongside on the south side on Thursday morning? I need its visit number.",
    'berth_line_up',
    lines.join('\n') + '\n',
    'first-south-berthing',
    needle,
  );
}

/** c3: the customer portal's customs examination schedule page, HTML. */
function c3ExamSchedule(): EconomicsTask {
  const random = seededRandom(122_303);
  const boxes = new Boxes(random);
  const ships = fleet(random).filter((v) => v.name !== 'TAMSIN REACH');
  const voyages = new Map(
    ships.map((v) => [v.name, `${pad2(between(random, 1, 99))}${between(random, 0, 9)}${oneOf(random, ['N', 'S', 'E', 'W'])}`]),
  );
  const TYPES = [
    ['NII', 'Non-intrusive inspection (scanner)', 'SCAN-1'],
    ['NII', 'Non-intrusive inspection (scanner)', 'SCAN-2'],
    ['TAILGATE', 'Tailgate examination', 'EXAM-BAY-3'],
    ['DEVAN', 'Full devanning', 'CFS-1'],
    ['DEVAN', 'Full devanning', 'CFS-2'],
    ['DOG', 'Detector dog search', 'EXAM-BAY-1'],
    ['SAMPLE', 'Sampling', 'BIP-2'],
  ] as const;
  const AGENCIES = ['Border Force', 'Border Force', 'Customs', 'Port Health', 'Plant Health'];
  const BROKERS = [
    'Harlan Freight Clearance',
    'Quayline Customs Brokers',
    'Meridian Forwarding',
    'Oakfield Clearance Ltd',
    'Westpoint Logistics',
    'Fenland Agency Services',
  ];
  interface Exam {
    container: string;
    vessel: string;
    voyage: string;
    agency: string;
    type: (typeof TYPES)[number];
    slot: number;
  }
  const exams: Exam[] = [];
  for (let day = Date.UTC(2027, 2, 5); day <= Date.UTC(2027, 2, 16); day += DAY) {
    const n = between(random, 48, 62);
    for (let i = 0; i < n; i++) {
      const v = oneOf(random, ships);
      exams.push({
        container: boxes.next(),
        vessel: v.name,
        voyage: voyages.get(v.name)!,
        agency: oneOf(random, AGENCIES),
        type: oneOf(random, TYPES),
        slot: day + roundTo(between(random, 7 * 60, 17 * 60 + 30) * MINUTE, 30),
      });
    }
  }
  // The Tamsin Reach (voyage 0913N): a scan done today, tailgate and devanning tomorrow, another scan on
  // Thursday, and tomorrow's scan. The Tamsin Rose has a scan tomorrow too.
  const reach = (type: (typeof TYPES)[number], agency: string, slot: number): Exam => {
    const e = { container: boxes.next(), vessel: 'TAMSIN REACH', voyage: '0913N', agency, type, slot };
    exams.push(e);
    return e;
  };
  reach(TYPES[0], 'Border Force', Date.UTC(2027, 2, 9, 8, 30));
  reach(TYPES[2], 'Border Force', Date.UTC(2027, 2, 10, 8, 0));
  reach(TYPES[3], 'Port Health', Date.UTC(2027, 2, 10, 13, 30));
  reach(TYPES[1], 'Border Force', Date.UTC(2027, 2, 11, 10, 0));
  reach(TYPES[5], 'Border Force', Date.UTC(2027, 2, 10, 15, 0));
  const target = reach(TYPES[1], 'Border Force', Date.UTC(2027, 2, 10, 11, 30));
  exams.push({
    container: boxes.next(),
    vessel: 'TAMSIN ROSE',
    voyage: voyages.get('TAMSIN ROSE')!,
    agency: 'Border Force',
    type: TYPES[0],
    slot: Date.UTC(2027, 2, 10, 10, 0),
  });
  exams.sort((x, y) => x.slot - y.slot);
  const now = Date.UTC(2027, 2, 9, 10, 5);
  let ref = 1790;
  const rows = exams.map((e) => {
    const id = `EX27-${String((ref += between(random, 1, 3))).padStart(5, '0')}`;
    const status =
      e.slot + 2 * HOUR < now
        ? oneOf(random, ['Completed', 'Completed', 'Completed', 'Released', 'Referred'])
        : e.slot < now
          ? 'In progress'
          : oneOf(random, ['Booked', 'Booked', 'Booked', 'Awaiting haulage']);
    const cls = status.toLowerCase().replace(/ /g, '-');
    return (
      `<tr data-id="${id}" class="st-${cls}"><td><a href="/exams/${id}">${id}</a></td><td class="mono">${e.container}</td>` +
      `<td>${oneOf(random, ISO_TYPES)}</td><td>${e.vessel} / ${e.voyage}</td><td>${e.agency}</td>` +
      `<td><abbr title="${e.type[1]}">${e.type[0]}</abbr></td><td>${dmySlash(e.slot)}</td><td>${e.type[2]}</td>` +
      `<td><span class="badge ${cls}">${status}</span></td><td>${oneOf(random, BROKERS)}</td>` +
      `<td class="num">${e.slot > now ? `£${between(random, 9, 46) * 10}.00` : '&ndash;'}</td></tr>`
    );
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Examination schedule | Brennick Quay Terminals customer portal</title>',
    '<link rel="stylesheet" href="/static/css/portal.3f9a1c.css">',
    '<script defer src="/static/js/portal.b71e02.js"></script>',
    '</head>',
    '<body class="portal">',
    '<header class="topbar"><a class="brand" href="/">BQT Customer Portal</a>',
    '<nav><a href="/containers">Containers</a><a href="/appointments">Appointments</a><a class="active" href="/exams">Examinations</a><a href="/vessels">Vessels</a><a href="/invoices">Invoices</a></nav>',
    '<span class="user">Signed in as <b>ops.desk@brennickquay.example</b> &middot; <a href="/logout">Sign out</a></span></header>',
    '<main>',
    '<h1>Examination schedule</h1>',
    `<p class="filters">Showing 05/03/2027 &ndash; 16/03/2027 &middot; all agencies &middot; all statuses &middot; ${exams.length} rows</p>`,
    '<div class="notice">Scanner SCAN-2 closed Thursday 11/03 07:00&ndash;09:00 for radiation survey. Exams are booked in the order released by the agencies.</div>',
    '<table class="grid" id="exam-schedule">',
    '<thead><tr><th>Exam ref</th><th>Container</th><th>Size/type</th><th>Vessel / voyage</th><th>Agency</th><th>Exam type</th><th>Slot</th><th>Location</th><th>Status</th><th>Broker / agent</th><th>Charge</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    `<p class="foot">Generated 09/03/2027 10:05 &middot; portal 5.14.2 &middot; times are local</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 122: customs exam scan container',
    'Border Force have been on the phone all morning about the new paperwork rules. Separately, they want to x-ray one of the boxes off the Tamsin Reach tomorrow. Which container did they pick?',
    'customs_exam_schedule',
    output + '\n',
    'scan-container',
    target.container,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------

/** d1: the quay crane telemetry service's log this morning, logfmt. */
function d1CraneTelemetry(): EconomicsTask {
  const random = seededRandom(122_401);
  const boxes = new Boxes(random);
  const start = Date.UTC(2027, 2, 9, 5, 0);
  const end = Date.UTC(2027, 2, 9, 9, 0);
  const cranes: { id: string; visit: string; op: string; next: number; seq: number; bay: number }[] = [
    ['QC02', 'BQT27-0449'],
    ['QC03', 'BQT27-0449'],
    ['QC04', 'BQT27-0449'],
    ['QC05', 'BQT27-0449'],
    ['QC11', 'BQT27-0452'],
    ['QC12', 'BQT27-0452'],
    ['QC13', 'BQT27-0452'],
    ['QC14', 'BQT27-0452'],
    ['QC16', 'BQT27-0455'],
  ].map(([id, visit]) => ({
    id: id!,
    visit: visit!,
    op: `op${between(random, 301, 480)}`,
    next: start + between(random, 0, 180) * 1000,
    seq: between(random, 1, 40),
    bay: between(random, 1, 20) * 2,
  }));
  const events: { at: number; line: string }[] = [];
  const stamp = (ms: number): string => `${new Date(ms).toISOString().slice(0, 23)}Z`;
  const target = { crane: 'QC12', at: Date.UTC(2027, 2, 9, 7, 4, 0) };
  let needle = '';
  for (const c of cranes) {
    while (c.next < end) {
      const twin = random() < 0.18;
      const hatch = random() < 0.025;
      const kind = hatch ? 'HATCH' : oneOf(random, ['DSCH', 'DSCH', 'LOAD', 'LOAD', 'RSTW']);
      const hoist = between(random, 22, 48);
      const trolley = between(random, 24, 52);
      let cycle = hatch ? between(random, 240, 520) : hoist + trolley + between(random, 18, twin ? 120 : 95);
      const isTarget = c.id === target.crane && needle === '' && c.next >= target.at;
      if (isTarget) cycle = 1874;
      const id = `MV270309-${c.id}-${String(c.seq++).padStart(4, '0')}`;
      if (isTarget) needle = id;
      if (random() < 0.04) c.bay = Math.min(c.bay + 2, 46);
      const done = c.next + cycle * 1000;
      const cntr = hatch ? '' : twin ? `${boxes.next()},${boxes.next()}` : boxes.next();
      const weight = hatch ? between(random, 180, 320) / 10 : twin ? between(random, 180, 520) / 10 : between(random, 32, 305) / 10;
      events.push({
        at: done,
        line:
          `${stamp(done)} level=info svc=qc-telemetry crane=${c.id} visit=${c.visit} event=move_complete move_id=${id} kind=${kind}` +
          ` cntr=${cntr || '-'} spreader=${hatch ? 'HATCH' : twin ? 'TWIN20' : 'SINGLE'} weight_t=${weight.toFixed(1)}` +
          ` bay=${pad2(c.bay)} row=${pad2(between(random, 0, 20))} tier=${hatch ? '--' : between(random, 1, 9) * 2 + (random() < 0.5 ? 80 : 0)}` +
          ` hoist_s=${hoist} trolley_s=${trolley} cycle_s=${cycle} tl_lock_ms=${between(random, 380, 900)} operator=${c.op}`,
      });
      c.next = done + between(random, 4, 40) * 1000;
    }
  }
  // Background: wind every minute per crane, PLC heartbeats, shift change, a stale anemometer well before the move.
  for (let t = start; t < end; t += 60_000)
    for (const c of cranes) {
      const at = t + between(random, 0, 59_000);
      const r = random();
      if (r < 0.5)
        events.push({
          at,
          line: `${stamp(at)} level=info svc=qc-telemetry crane=${c.id} event=wind avg_ms=${(between(random, 40, 110) / 10).toFixed(1)} gust_ms=${(between(random, 90, 160) / 10).toFixed(1)} dir_deg=${between(random, 200, 260)}`,
        });
      else if (r < 0.62)
        events.push({
          at,
          line: `${stamp(at)} level=info svc=qc-telemetry crane=${c.id} event=heartbeat plc=RUN drive_temp_c=${between(random, 38, 61)} hoist_motor_temp_c=${between(random, 55, 92)} power_kw=${between(random, 120, 980)}`,
        });
    }
  events.push({
    at: Date.UTC(2027, 2, 9, 5, 21, 7, 114),
    line: `${stamp(Date.UTC(2027, 2, 9, 5, 21, 7, 114))} level=warn svc=qc-telemetry crane=QC16 event=anemometer_stale age_s=31`,
  });
  events.push({
    at: Date.UTC(2027, 2, 9, 6, 0, 2, 3),
    line: `${stamp(Date.UTC(2027, 2, 9, 6, 0, 2, 3))} level=info svc=qc-telemetry event=shift_change shift=B gang_count=9`,
  });
  events.push({
    at: Date.UTC(2027, 2, 9, 8, 47, 40, 551),
    line: `${stamp(Date.UTC(2027, 2, 9, 8, 47, 40, 551))} level=warn svc=qc-telemetry crane=QC03 event=spreader_flipper_slow flipper=3 ms=2310`,
  });
  events.sort((x, y) => x.at - y.at);
  return probe(
    'round 122: crane move far longer',
    "Looking at this morning's crane moves, one of them took far longer than all the others. What's its move ID?",
    'qc_telemetry_tail',
    events.map((e) => e.line).join('\n') + '\n',
    'long-move',
    needle,
  );
}

/** d2: the reefer load list for one vessel, as the planning system prints it. */
function d2ReeferLoadList(): EconomicsTask {
  const random = seededRandom(122_402);
  const boxes = new Boxes(random);
  const CARGO = [
    ['BANANAS', '13.3', '25', '90', 0.34],
    ['BANANAS', '13.5', '25', '90', 0.08],
    ['FROZEN FISH', '-20.0', '0', '--', 0.1],
    ['FROZEN POULTRY', '-18.0', '0', '--', 0.08],
    ['FROZEN BEEF', '-18.0', '0', '--', 0.05],
    ['FROZEN VEGETABLES', '-23.0', '0', '--', 0.05],
    ['CHILLED BEEF', '-1.5', '0', '85', 0.06],
    ['APPLES', '1.0', '15', '90', 0.06],
    ['CITRUS', '6.0', '30', '90', 0.06],
    ['AVOCADOS', '5.5', '40', '90', 0.05],
    ['PINEAPPLES', '7.5', '25', '85', 0.04],
    ['PHARMACEUTICALS', '5.0', '0', '--', 0.03],
  ] as const;
  const pickCargo = () => {
    let r = random();
    for (const c of CARGO) {
      r -= c[4];
      if (r < 0) return c;
    }
    return CARGO[0];
  };
  const SHIPPERS: Record<string, string[]> = {
    BANANAS: ['COSTA VERDE FRUIT SA', 'BANACOL EXPORT', 'PACIFIC BANANA CO', 'FINCA LAS PALMAS'],
    PINEAPPLES: ['DEL SOL FRESH', 'PACIFIC BANANA CO'],
    default: [
      'ATLANTIC SEAFOODS',
      'NORTHERN PROTEIN LTD',
      'ANDES FRUIT EXPORT',
      'GREENFIELD PRODUCE',
      'MEDIPHARM LOGISTICS',
      'POLAR FOODS BV',
    ],
  };
  interface Row {
    container: string;
    stow: string;
    cargo: (typeof CARGO)[number];
    set: string;
  }
  const rows: Row[] = [];
  const slots = new Set<string>();
  while (rows.length < 1150) {
    const stow = `${pad2(between(random, 1, 37) * 2 - 1).padStart(3, '0')}${pad2(between(random, 0, 18))}${pad2(between(random, 1, 4) * 2 + (random() < 0.3 ? 0 : 80))}`;
    if (slots.has(stow)) continue;
    slots.add(stow);
    const cargo = pickCargo();
    rows.push({ container: boxes.next(REEFER_OWNERS), stow, cargo, set: cargo[1] });
  }
  rows.sort((x, y) => (x.stow < y.stow ? -1 : 1));
  // One banana box, in the middle of the list, has its setpoint the wrong side of zero.
  const bananas = rows.filter((r) => r.cargo[0] === 'BANANAS' && r.set === '13.3');
  const odd = bananas[Math.floor(bananas.length * 0.52)]!;
  odd.set = '-13.3';
  const header = (page: number, pages: number): string[] => [
    `BRENNICK QUAY TERMINALS                          REEFER LOAD LIST                                        09/03/2027 07:31`,
    `Vessel: CORVINA STAR    Voyage: 214S    Visit: BQT27-0431    ETD: 10/03/2027 18:00    Berth: S2          Page ${String(page).padStart(3)} of ${String(pages).padStart(3)}`,
    '',
    'Container      ISO   Stow     Commodity             Set(C)  Vent  Hum%  Mode      POD    Gross kg  Shipper',
    '-------------  ----  -------  --------------------  ------  ----  ----  --------  -----  --------  ------------------------',
  ];
  const perPage = 50;
  const pages = Math.ceil(rows.length / perPage) + 1;
  const lines: string[] = [];
  rows.forEach((r, i) => {
    if (i % perPage === 0) {
      if (i > 0) lines.push('', '\f');
      lines.push(...header(i / perPage + 1, pages));
    }
    const [name, , vent, hum] = r.cargo;
    const frozen = r.cargo[1].startsWith('-') && r.cargo[0] !== 'CHILLED BEEF';
    lines.push(
      [
        spaced(r.container).padEnd(13),
        oneOf(random, ['45R1', '45R1', '45R1', '22R1']),
        r.stow.padEnd(7),
        name.padEnd(20),
        r.set.padStart(6),
        vent.padStart(4),
        hum.padStart(4),
        (frozen ? 'FROZEN' : name === 'BANANAS' || name === 'AVOCADOS' ? 'CHILL-CA' : 'CHILLED').padEnd(8),
        oneOf(random, ['NLRTM', 'BEANR', 'DEHAM', 'GBFXT']),
        String(between(random, 18_500, 30_200)).padStart(8),
        oneOf(random, SHIPPERS[name] ?? SHIPPERS.default!),
      ].join('  '),
    );
  });
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.cargo[0]} @ ${r.set}`, (counts.get(`${r.cargo[0]} @ ${r.set}`) ?? 0) + 1);
  lines.push('', '\f', ...header(pages, pages), 'SUMMARY BY COMMODITY / CARRIAGE TEMPERATURE', '');
  for (const [k, n] of [...counts].sort()) lines.push(`  ${k.padEnd(32)} ${String(n).padStart(5)} units`);
  lines.push('', `  TOTAL REEFERS ${rows.length}     PLUGS REQUIRED ${rows.length}     GENSETS 0`, '', '*** END OF LIST ***');
  return probe(
    'round 122: reefer load list odd setpoint',
    "On the Corvina Star's reefer list, one of the banana boxes has a temperature setting way out of line with the rest of the bananas. Which container is it?",
    'reefer_load_list',
    lines.join('\n') + '\n',
    'odd-setpoint-container',
    spaced(odd.container),
  );
}

/** d3: the inbound stowage plan (BAPLIE) for one vessel, one segment a line. */
function d3StowagePlan(): EconomicsTask {
  const random = seededRandom(122_403);
  const boxes = new Boxes(random);
  const segs: string[] = [
    "UNB+UNOA:2+MSKPLAN:ZZZ+BQTTOS:ZZZ+270308:2214+0000418++BAPLIE'",
    "UNH+1+BAPLIE:D:95B:UN:SMDG22'",
    "BGM++0418+9'",
    "DTM+137:2703082214:201'",
    "TDT+20+027E+++MSK:172:20+++9781123:146:11:VIGDIS AURORA'",
    "LOC+5+PLGDN:139:6'",
    "LOC+61+BQTRM:139:6'",
    "DTM+178:2703091600:201'",
    "DTM+136:2703080300:201'",
  ];
  const slots = new Set<string>();
  interface Box {
    stow: string;
    segs: string[];
  }
  const list: Box[] = [];
  while (list.length < 2100) {
    const bay = between(random, 1, 74);
    const stow = `${String(bay).padStart(3, '0')}${pad2(between(random, 0, 20))}${pad2(random() < 0.35 ? between(random, 1, 8) * 2 : 80 + between(random, 1, 8) * 2)}`;
    if (slots.has(stow)) continue;
    slots.add(stow);
    const twenty = bay % 2 === 1;
    const empty = random() < 0.1;
    const reefer = !empty && random() < 0.08;
    const iso = twenty
      ? reefer
        ? '22R1'
        : oneOf(random, ['22G1', '22G1', '22T6', '22U1'])
      : reefer
        ? '45R1'
        : oneOf(random, ['45G1', '45G1', '42G1', '45G0', '42U1']);
    const weight = empty ? between(random, 2100, 4600) : twenty ? between(random, 6_000, 30_400) : between(random, 8_500, 30_480);
    const pod = oneOf(random, ['BQTRM', 'BQTRM', 'BQTRM', 'NLRTM', 'BEANR', 'DEHAM']);
    const lines = [
      `LOC+147+${stow}::5'`,
      ...(reefer ? [`FTX+AAA+++${oneOf(random, ['FROZEN FISH', 'BANANAS', 'CHILLED BEEF', 'APPLES'])}'`] : []),
      `MEA+WT++KGM:${weight}'`,
      ...(reefer ? [`TMP+2+${oneOf(random, ['-18.0', '-20.0', '013.3', '-01.5', '001.0'])}:CEL'`] : []),
      `LOC+9+${oneOf(random, ['PLGDN', 'SEGOT', 'NOOSL', 'DEHAM'])}'`,
      `LOC+11+${pod}'`,
      `RFF+BM:1'`,
      `EQD+CN+${boxes.next()}+${iso}+++${empty ? 4 : 5}'`,
      `NAD+CA+${oneOf(random, ['MSK', 'MSK', 'MSC', 'HLC', 'CMA'])}:172:20'`,
      ...(!empty && !reefer && random() < 0.05
        ? [`DGS+IMD+${oneOf(random, ['3', '8', '9', '2.1', '6.1'])}+${between(random, 1000, 3500)}'`]
        : []),
    ];
    list.push({ stow, segs: lines });
  }
  list.sort((x, y) => (x.stow < y.stow ? -1 : 1));
  // One 40ft box in the middle of the plan carries a gross weight no other box comes near.
  const forty = list.filter((b) => Number(b.stow.slice(0, 3)) % 2 === 0 && b.segs.some((l) => l.includes("+5'") && l.startsWith('EQD')));
  const odd = forty[Math.floor(forty.length * 0.47)]!;
  const wt = odd.segs.findIndex((l) => l.startsWith('MEA+WT'));
  odd.segs[wt] = `MEA+WT++KGM:47850'`;
  const needle = odd.segs.find((l) => l.startsWith('EQD'))!.split('+')[2]!;
  for (const b of list) segs.push(...b.segs);
  segs.push(`UNT+${segs.length}+1'`, `UNZ+1+0000418'`);
  return probe(
    'round 122: stowage plan heaviest box',
    "In the Vigdis Aurora's stowage plan, one box is listed as much heavier than anything else on board. Which container is it?",
    'baplie_view',
    segs.join('\n') + '\n',
    'heavy-container',
    needle,
  );
}

export function roundOneHundredTwentyTwo(): EconomicsTask[] {
  return [
    a1BerthScheduleExport(),
    a2CustomsHoldsQuery(),
    a3GateOcrJournal(),
    b1YardPlan(),
    b2ReeferMonitor(),
    b3CraneConfigDump(),
    c1TruckAppointments(),
    c2BerthLineUp(),
    c3ExamSchedule(),
    d1CraneTelemetry(),
    d2ReeferLoadList(),
    d3StowagePlan(),
  ];
}
