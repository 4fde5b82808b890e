/**
 * Probe round 77, written blind: the Meridian National Blood Service (MNBS), a national blood transfusion service (donor sessions and appointments, blood stock and issues to hospitals, cold chain and transport boxes, lab testing and screening, apheresis machines, donor contact centre). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - blood stock inventory API (minified JSON, one line): where the red cell unit from one donation is stored;
 *  - hospital online blood ordering export (one-line XML): when the hospital signed for one order;
 *  - screening lab results feed (HL7 v2 ORU batch, segments split by CR only, one line): when the sample of one donation reached the lab;
 * b. The answer a few lines away from the line the question's words match:
 *  - cold chain transport container register (YAML): the serial of the temperature logger in one transport box;
 *  - session planner overnight slot rebuild log (Spring Boot log with Java stack traces): which donor session the rebuild was on when the optimistic locking failure hit;
 *  - hospital customer master (pretty XML): the out-of-hours phone number of one hospital's transfusion lab;
 * c. A question that paraphrases the output or carries a preamble:
 *  - contact centre contact records (CSV): how long a donor who complained was left on hold on Saturday morning;
 *  - stock issues ledger (fixed-width CLI table): who signed off the emergency O negative units sent to a hospital overnight;
 *  - apheresis run data export (device event log): why the machine ended one platelet donor's collection early;
 * d. One value unlike its peers, with no error word near it:
 *  - cold chain monitoring (Prometheus metrics exposition): the plasma freezer reading much warmer than the rest;
 *  - grouping analyser reagent load log (psql table): the anti-D lot that differs from the rest of the fleet;
 *  - appointment booking API (pretty JSON, paged sessions): the session with far more slots than it could handle.
 * Not among the bench's targets.
 * First run, at 5eb2057, the head when the round was written (with this file; `ROUNDS=77
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,893,491 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 77: stock inventory (minified JSON)
 *     codex: 14,896 tokens, peak 14,824, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,918 tokens, peak 1,562, 0/1 needles, 1 read-backs
 *     ours: 3,474 tokens, peak 1,385, 0/1 needles, 2 read-backs
 *   round 77: ordering export (one-line XML)
 *     codex: 15,071 tokens, peak 14,996, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,818 tokens, peak 1,445, 0/1 needles, 1 read-backs
 *     ours: 2,096 tokens, peak 1,131, 0/1 needles, 1 read-backs
 *   round 77: screening results feed (HL7 v2, one line)
 *     codex: 20,495 tokens, peak 20,420, 0/1 needles, 0 read-backs
 *     context-chef: 921 tokens, peak 846, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,261 tokens, peak 1,707, 1/1 needles, 1 read-backs
 *     ours: 2,148 tokens, peak 1,092, 1/1 needles, 1 read-backs
 *   round 77: transport container register (YAML)
 *     codex: 14,449 tokens, peak 14,374, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,558 tokens, peak 1,229, 0/1 needles, 1 read-backs
 *     ours: 959 tokens, peak 686, 1/1 needles, 0 read-backs
 *   round 77: slot rebuild log (stack traces)
 *     codex: 14,180 tokens, peak 14,108, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,145 tokens, peak 4,150, 0/1 needles, 4 read-backs
 *     ours: 901 tokens, peak 631, 0/1 needles, 0 read-backs
 *   round 77: customer master (pretty XML)
 *     codex: 12,015 tokens, peak 11,942, 0/1 needles, 0 read-backs
 *     context-chef: 625 tokens, peak 552, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,235 tokens, peak 2,731, 0/1 needles, 3 read-backs
 *     ours: 7,376 tokens, peak 3,026, 0/1 needles, 3 read-backs
 *   round 77: contact centre records (CSV, preamble)
 *     codex: 19,650 tokens, peak 19,545, 0/1 needles, 0 read-backs
 *     context-chef: 903 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,202 tokens, peak 4,466, 0/1 needles, 2 read-backs
 *     ours: 10,710 tokens, peak 6,200, 0/1 needles, 2 read-backs
 *   round 77: issues ledger (fixed-width table, preamble)
 *     codex: 16,247 tokens, peak 16,136, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,438 tokens, peak 2,872, 0/1 needles, 4 read-backs
 *     ours: 6,799 tokens, peak 3,368, 1/1 needles, 4 read-backs
 *   round 77: apheresis run export (device log, preamble)
 *     codex: 16,303 tokens, peak 16,186, 0/1 needles, 0 read-backs
 *     context-chef: 870 tokens, peak 753, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,158 tokens, peak 2,141, 0/1 needles, 2 read-backs
 *     ours: 4,699 tokens, peak 2,053, 1/1 needles, 2 read-backs
 *   round 77: cold chain metrics (Prometheus, odd reading)
 *     codex: 14,832 tokens, peak 14,750, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,258 tokens, peak 1,853, 0/1 needles, 2 read-backs
 *     ours: 2,164 tokens, peak 1,258, 0/1 needles, 1 read-backs
 *   round 77: reagent load log (psql, odd lot)
 *     codex: 17,009 tokens, peak 16,928, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 673, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,787 tokens, peak 2,949, 0/1 needles, 4 read-backs
 *     ours: 2,763 tokens, peak 1,162, 0/1 needles, 2 read-backs
 *   round 77: upcoming sessions (pretty JSON, odd count)
 *     codex: 13,099 tokens, peak 13,021, 0/1 needles, 0 read-backs
 *     context-chef: 694 tokens, peak 616, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,102 tokens, peak 2,559, 0/1 needles, 2 read-backs
 *     ours: 6,386 tokens, peak 2,823, 0/1 needles, 2 read-backs
 *     codex: 188,246 tokens, 0/12 needles
 *     context-chef: 9,075 tokens, 0/12 needles
 *     context-chef-store: 67,880 tokens, 1/12 needles
 *     ours: 50,475 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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
// Shared reference data

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Midnight UTC at the start of "today", Tuesday 17 November 2026. */
const TODAY = Date.UTC(2026, 10, 17);

const FIRST = [
  'Aisha',
  'Ben',
  'Catriona',
  'Dev',
  'Eleanor',
  'Faisal',
  'Gemma',
  'Hamish',
  'Imogen',
  'Jasdeep',
  'Kieran',
  'Lucy',
  'Marek',
  'Niamh',
  'Oluwaseun',
  'Rhys',
  'Sinead',
  'Tomasz',
  'Uma',
  'Victoria',
  'Wesley',
  'Yasmin',
  'Zoe',
  'Gareth',
  'Bronwen',
  'Callum',
  'Deborah',
  'Ewan',
  'Fiona',
  'Grace',
  'Harvey',
  'Isla',
  'Joanne',
  'Krzysztof',
  'Leanne',
  'Mohammed',
  'Nadia',
  'Owen',
  'Rosie',
  'Stuart',
];
const LAST = [
  'Abbott',
  'Bhatt',
  'Campbell',
  'Doherty',
  'Evans',
  'Fairweather',
  'Gallagher',
  'Hussain',
  'Iqbal',
  'Jenkins',
  'Kowalski',
  'Lindqvist',
  'McAllister',
  'Nwosu',
  'Patel',
  'Quinn',
  'Sutherland',
  'Thompson',
  'Underwood',
  'Varga',
  'Whitfield',
  'Yeoh',
  'Zielinski',
  'Pritchard',
  'Mahmood',
  'Henshaw',
  'Lomax',
  'Brennan',
  'Chowdhury',
  'Daly',
  'Ellison',
  'Fraser',
  'Greaves',
  'Holloway',
  'Kaur',
  'Moreno',
  'Nicholls',
  'Osei',
  'Reid',
  'Stokes',
  'Tanaka',
  'Walsh',
];

interface Centre {
  readonly code: string;
  readonly name: string;
  /** The ISBT 128 facility identification number its donations carry. */
  readonly facility: string;
}
const CENTRES: readonly Centre[] = [
  { code: 'ASH', name: 'Ashbury', facility: 'G0917' },
  { code: 'CLN', name: 'Colnbrook', facility: 'G0923' },
  { code: 'HVN', name: 'Holmhaven', facility: 'G0931' },
  { code: 'TRW', name: 'Trewellan', facility: 'G0946' },
  { code: 'MDL', name: 'Midlow', facility: 'G0952' },
  { code: 'BRF', name: 'Brackenford', facility: 'G0968' },
];

interface Hospital {
  readonly code: string;
  readonly name: string;
  readonly centre: string;
}
const HOSPITAL_LIST: readonly (readonly [string, string, string])[] = [
  ['KRI01', 'Kingsbridge Royal Infirmary', 'ASH'],
  ['KCH02', 'Kingsbridge Community Hospital', 'ASH'],
  ['RVG01', 'Ravensmoor General Hospital', 'CLN'],
  ['RVC02', 'Ravensmoor Community Hospital', 'CLN'],
  ['RVW03', "Ravensmoor Women's Hospital", 'CLN'],
  ['ASU01', 'Ashbury University Hospital', 'ASH'],
  ['ASP02', "St Petroc's Hospital, Ashbury", 'ASH'],
  ['CLG01', 'Colnbrook General Hospital', 'CLN'],
  ['CLR02', 'Colnbrook Royal Infirmary', 'CLN'],
  ['HVD01', 'Holmhaven District General Hospital', 'HVN'],
  ['HVC02', "Holmhaven Children's Hospital", 'HVN'],
  ['TRW01', 'Trewellan Royal Infirmary', 'TRW'],
  ['TRM02', 'Trewellan Maternity Hospital', 'TRW'],
  ['MDL01', 'Midlow General Hospital', 'MDL'],
  ['MDQ02', 'Queen Adelaide Hospital, Midlow', 'MDL'],
  ['BRF01', 'Brackenford University Hospital', 'BRF'],
  ['BRC02', 'Brackenford Cancer Centre', 'BRF'],
  ['FNW01', 'Fenwick District Hospital', 'HVN'],
  ['HRG01', 'Harrowgate General Hospital', 'ASH'],
  ['LRK01', 'Larkhill Royal Hospital', 'MDL'],
  ['PNM01', 'Penmarsh General Hospital', 'TRW'],
  ['WXC01', 'Wexcombe District Hospital', 'TRW'],
  ['DNM01', 'Dunmere Royal Infirmary', 'BRF'],
  ['ELS01', 'Elsworth General Hospital', 'CLN'],
  ['GRN01', 'Gorran Community Hospital', 'TRW'],
  ['HTH01', 'Hatherley Hospital', 'MDL'],
  ['KTB01', 'Kettleby General Hospital', 'BRF'],
  ['LWD01', 'Lowerdale Royal Hospital', 'HVN'],
  ['MHH01', 'Marlow Heath Hospital', 'ASH'],
  ['NWD01', 'Northwold General Hospital', 'HVN'],
  ['OXL01', 'Oxley District General Hospital', 'MDL'],
  ['PDX01', 'Pendle Cross Hospital', 'BRF'],
  ['RSH01', 'Rushmere General Hospital', 'CLN'],
  ['SLT01', 'Saltby Royal Infirmary', 'HVN'],
  ['THN01', 'Thornaby University Hospital', 'BRF'],
  ['UPP01', 'Upton Priory Hospital', 'ASH'],
  ['WST01', 'Westerleigh General Hospital', 'MDL'],
  ['YLV01', 'Yelverton Hospital', 'TRW'],
  ['ISB01', 'Ilsby Cottage Hospital', 'HVN'],
  ['QNF01', 'Queensferry General Hospital', 'CLN'],
];
const HOSPITALS: readonly Hospital[] = HOSPITAL_LIST.map(([code, name, centre]) => ({ code, name, centre }));

/** Blood groups with their rough share of the donor base. */
const GROUPS: readonly (readonly [string, string, number])[] = [
  ['O', 'POS', 36],
  ['A', 'POS', 30],
  ['B', 'POS', 8],
  ['AB', 'POS', 2],
  ['O', 'NEG', 9],
  ['A', 'NEG', 8],
  ['B', 'NEG', 2],
  ['AB', 'NEG', 1],
];
function group(random: () => number): readonly [string, string] {
  let n = pick(random, 96);
  for (const [abo, rhd, share] of GROUPS) {
    if (n < share) return [abo, rhd];
    n -= share;
  }
  return ['O', 'POS'];
}

/** `2026-11-17T09:12:44Z` */
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** `2026-11-17` */
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `09:12:44` */
const clock = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
/** `2026-11-17 09:12` */
const minuteStamp = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
/** `02:14:07.332` with the date: `2026-11-17T02:14:07.332Z` */
const isoMillis = (ms: number): string => new Date(ms).toISOString();
/** HL7 v2 timestamp, `20261116031742` */
const hl7 = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace(/[-T:]/g, '');
/** `HH:MM:SS` of a duration in seconds. */
const duration = (seconds: number): string =>
  `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;

/** A value from `make` that `used` does not hold yet (then it does). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

/** A donation identification number (ISBT 128, without flags) of `centre`, not in `used` (then in it). */
function din(random: () => number, centre: Centre, used: Set<string>): string {
  return fresh(used, () => `${centre.facility}26${between(random, 100_000, 999_999)}`);
}

const pad = (text: string, width: number): string => (text.length > width ? text.slice(0, width) : text.padEnd(width));
const padLeft = (text: string, width: number): string => text.padStart(width);

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line

/** Task 1: the stock system's inventory API, one minified JSON page of units across the centres. */
function inventoryUnits(): EconomicsTask {
  const random = seededRandom(77_101);
  const target = 'G091726481233';
  const needle = 'ASH-RC-CR2/R11/S4/P27';
  const dins = new Set<string>([target]);
  const bins = new Set<string>([needle]);
  const bin = (store: string): string =>
    fresh(bins, () => `${store}/R${pad2(between(random, 1, 24))}/S${between(random, 1, 6)}/P${pad2(between(random, 1, 40))}`);
  const phenotype = (rhd: string): string =>
    rhd === 'NEG' ? oneOf(random, ['rr', 'rr', 'rr', "r'r"]) : oneOf(random, ['R1r', 'R1R1', 'R2r', 'R1R2', 'R2R2', 'R0r']);
  const scanner = (centre: Centre): string => `${centre.code.toLowerCase()}.stores${pad2(between(random, 1, 18))}`;
  const statuses = ['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'RESERVED', 'QUARANTINE', 'IN_TRANSIT', 'ISSUED'];

  type Kind = 'RC' | 'APH' | 'POOL' | 'FFP' | 'CRYO';
  const KINDS: readonly Kind[] = ['RC', 'RC', 'RC', 'RC', 'RC', 'APH', 'POOL', 'FFP', 'FFP', 'CRYO'];
  const PRODUCT: Record<Kind, readonly [string, string, string, number, number]> = {
    RC: ['E4562V00', 'Red Cells, Leucocyte Depleted, in SAG-M', 'RC-CR', 3, 35],
    APH: ['E3842V00', 'Platelets, Apheresis, Leucocyte Depleted, in PAS', 'PLT-AGT', 4, 7],
    POOL: ['E4140V00', 'Platelets, Pooled, Buffy Coat Derived, Leucocyte Depleted, in PAS', 'PLT-AGT', 4, 7],
    FFP: ['E2724V00', 'Fresh Frozen Plasma, Leucocyte Depleted', 'FFP-FRZ', 6, 1095],
    CRYO: ['E5165V00', 'Cryoprecipitate, Pooled, Leucocyte Depleted', 'FFP-FRZ', 6, 1095],
  };

  const unit = (
    kind: Kind,
    centre: Centre,
    donation: string,
    abo: string,
    rhd: string,
    forced?: { bin: string; status: string },
    at?: number,
  ) => {
    const [productCode, description, storePrefix, stores, shelfLifeDays] = PRODUCT[kind];
    const collected =
      at ??
      TODAY -
        between(random, 1, kind === 'APH' || kind === 'POOL' ? 5 : kind === 'RC' ? 33 : 300) * DAY +
        between(random, 9 * 3600, 20 * 3600) * 1000;
    const status = forced?.status ?? oneOf(random, statuses);
    const stored = status !== 'IN_TRANSIT' && status !== 'ISSUED';
    const binLocation = forced ? forced.bin : stored ? bin(`${centre.code}-${storePrefix}${between(random, 1, stores)}`) : null;
    const customer = oneOf(random, HOSPITALS);
    const record: Record<string, unknown> = {
      din: donation,
      flag: '00',
      productCode,
      division: kind === 'APH' ? oneOf(random, ['A0', 'B0', 'C0']) : '00',
      description,
      abo,
      rhd,
      phenotype: kind === 'RC' ? phenotype(rhd) : null,
      kell: kind === 'RC' ? oneOf(random, ['NEG', 'NEG', 'NEG', 'NEG', 'POS']) : null,
      cmv: oneOf(random, ['NEG', 'POS', 'POS', 'UNTESTED']),
      hbsNeg: kind === 'RC' && abo === 'O' ? random() < 0.3 : null,
      irradiated: kind !== 'FFP' && kind !== 'CRYO' && random() < 0.15,
      volumeMl:
        kind === 'RC'
          ? between(random, 255, 320)
          : kind === 'FFP'
            ? between(random, 250, 310)
            : kind === 'CRYO'
              ? between(random, 180, 260)
              : between(random, 190, 320),
      collectedAt: iso(collected),
      expiresAt: iso(collected - (collected % DAY) + shelfLifeDays * DAY - 60_000),
      status,
      site: centre.code,
      binLocation,
      reservedFor: status === 'RESERVED' ? { customer: customer.code, orderRef: `ORD-2026-${between(random, 100_000, 129_999)}` } : null,
      issuedTo:
        status === 'ISSUED' || status === 'IN_TRANSIT'
          ? { customer: customer.code, despatchNote: `DN-2611-${between(random, 10_000, 99_999)}` }
          : null,
      lastScan: {
        event: stored ? oneOf(random, ['PUT_AWAY', 'STOCK_CHECK', 'MOVE', 'LABELLED']) : status === 'ISSUED' ? 'ISSUE' : 'PACKED',
        at: iso(TODAY - between(random, 60, 5 * 86_400) * 1000),
        by: scanner(centre),
        device: `RF-GUN-${pad2(between(random, 1, 40))}`,
      },
    };
    if (kind === 'POOL') {
      record.sourceDins = Array.from({ length: 4 }, () => din(random, centre, dins));
      record.din = `${centre.facility}26${between(random, 900_000, 999_999)}`;
    }
    return record;
  };

  const count = 1_150;
  const records = Array.from({ length: count }, () => {
    const centre = oneOf(random, CENTRES);
    const [abo, rhd] = group(random);
    return unit(oneOf(random, KINDS), centre, din(random, centre, dins), abo, rhd);
  });
  const ash = CENTRES[0]!;
  // The donation's other components: its plasma, and the platelet pool its buffy coat went into.
  const donated = TODAY - 8 * DAY + 16 * HOUR + 42 * MINUTE + 9_000;
  records[Math.floor(count * 0.31)] = unit('FFP', ash, target, 'O', 'NEG', undefined, donated);
  const pool = unit('POOL', ash, 'pool', 'O', 'NEG', { bin: bin('ASH-PLT-AGT2'), status: 'AVAILABLE' });
  (pool.sourceDins as string[])[2] = target;
  records[Math.floor(count * 0.68)] = pool;
  records[Math.floor(count * 0.5)] = unit('RC', ash, target, 'O', 'NEG', { bin: needle, status: 'AVAILABLE' }, donated);
  // The neighbouring donations of the same session.
  records[Math.floor(count * 0.5) - 7] = unit('RC', ash, 'G091726481232', 'A', 'POS', undefined, donated - 6 * MINUTE);
  records[Math.floor(count * 0.5) + 5] = unit('RC', ash, 'G091726481234', 'O', 'POS', undefined, donated + 5 * MINUTE);

  const output = JSON.stringify({
    apiVersion: '2.4',
    request: {
      path: '/api/v2/inventory/units',
      query: { sites: CENTRES.map((c) => c.code).join(','), status: 'ALL', page: 1, pageSize: 2000 },
    },
    generatedAt: iso(TODAY + 8 * HOUR + 14 * MINUTE + 9_000),
    page: { number: 1, size: 2000, totalElements: count, totalPages: 1 },
    data: records,
  });
  return probe(
    'round 77: stock inventory (minified JSON)',
    'Where is the red cell unit from donation G091726481233 being stored at the moment?',
    'inventory_units',
    output,
    'r77-1',
    needle,
    true,
  );
}

/** Task 2: the hospitals' online blood ordering system, a day's orders exported as one line of XML. */
function orderExport(): EconomicsTask {
  const random = seededRandom(77_102);
  const target = 'ORD-2026-118734';
  const stamps = new Set<string>();
  const needle = '2026-11-16T14:37:52Z';
  stamps.add(needle);
  const stamp = (ms: number): string => fresh(stamps, () => iso(ms - (ms % 1000) + between(random, 0, 59) * 1000));
  const orderIds = new Set<string>([target]);
  const couriers = ['Medivan', 'BlueRoute Logistics', 'CareCourier', 'MNBS Transport'];
  const products: readonly (readonly [string, string])[] = [
    ['E4562V00', 'RC'],
    ['E4562V00', 'RC'],
    ['E4562V00', 'RC'],
    ['E3842V00', 'PLT'],
    ['E4140V00', 'PLT'],
    ['E2724V00', 'FFP'],
    ['E5165V00', 'CRYO'],
  ];
  const specials = ['', '', '', ' special="CMV_NEG"', ' special="IRRADIATED"', ' special="HBS_NEG"', ' special="K_NEG"'];

  const order = (id: string, hospital: Hospital, fixed?: { placed: number; received: string; amends?: string }) => {
    const placed = fixed?.placed ?? TODAY - DAY + between(random, 0, 20 * 60) * MINUTE;
    const priority = oneOf(random, ['ROUTINE', 'ROUTINE', 'ROUTINE', 'ROUTINE', 'URGENT', 'BLUE_LIGHT']);
    const picked = placed + between(random, 12, 95) * MINUTE;
    const despatched = picked + between(random, 10, 50) * MINUTE;
    const received = despatched + between(random, 25, 160) * MINUTE;
    const kinds = new Set<string>();
    const lines = Array.from({ length: between(random, 1, 4) }, (_, n) => {
      const [product, kind] = oneOf(random, products);
      kinds.add(kind);
      const [abo, rhd] = group(random);
      return `<Line n="${n + 1}" product="${product}" component="${kind}" group="${abo} ${rhd}" qty="${between(random, 1, kind === 'RC' ? 10 : 4)}"${oneOf(random, specials)}/>`;
    }).join('');
    const status = fixed ? 'DELIVERED' : oneOf(random, ['DELIVERED', 'DELIVERED', 'DELIVERED', 'DESPATCHED', 'PICKING', 'CANCELLED']);
    const delivered = status === 'DELIVERED';
    const boxes = [...kinds]
      .map((kind) => ({ RC: 'R', PLT: 'P', FFP: 'F', CRYO: 'F' })[kind] ?? 'R')
      .filter((prefix, i, all) => all.indexOf(prefix) === i)
      .map(
        (prefix) => `<Box id="TB-${prefix}-${String(between(random, 1, 980)).padStart(4, '0')}" seal="${chars(random, '0123456789', 7)}"/>`,
      )
      .join('');
    const fulfilment =
      status === 'CANCELLED'
        ? `<Cancellation at="${stamp(picked)}" by="${hospital.code.toLowerCase()}.bb${between(random, 1, 9)}" reason="${oneOf(random, ['Patient no longer requires', 'Duplicate order', 'Stock obtained from satellite fridge'])}"/>`
        : `<Fulfilment centre="${hospital.centre}"><PickedAt>${stamp(picked)}</PickedAt>${
            status === 'PICKING'
              ? ''
              : `<DespatchNote>DN-2611-${between(random, 10_000, 99_999)}</DespatchNote><Boxes>${boxes}</Boxes><Courier company="${oneOf(random, couriers)}" run="${hospital.centre}-R${pad2(between(random, 1, 24))}" vehicle="MV-${between(random, 10, 89)}"/><DespatchedAt>${stamp(despatched)}</DespatchedAt>`
          }${delivered ? `<ReceivedAt by="${oneOf(random, FIRST)[0]}.${oneOf(random, LAST)}">${fixed?.received ?? stamp(received)}</ReceivedAt>` : ''}</Fulfilment>`;
    return `<Order id="${id}" status="${status}" priority="${priority}">${fixed?.amends ? `<Amends>${fixed.amends}</Amends>` : ''}<Customer code="${hospital.code}">${hospital.name.replace("'", '&apos;')}</Customer><PlacedBy>${hospital.code.toLowerCase()}.${oneOf(random, LAST).toLowerCase()}</PlacedBy><PlacedAt>${stamp(placed)}</PlacedAt><Lines>${lines}</Lines>${fulfilment}</Order>`;
  };

  const count = 1_500;
  const orders = Array.from({ length: count }, () =>
    order(
      fresh(orderIds, () => `ORD-2026-${between(random, 110_000, 126_999)}`),
      oneOf(random, HOSPITALS),
    ),
  );
  const harrowgate = HOSPITALS.find((h) => h.code === 'HRG01')!;
  orders[Math.floor(count * 0.47)] = order(target, harrowgate, { placed: TODAY - DAY + 11 * HOUR + 6 * MINUTE, received: needle });
  orders[Math.floor(count * 0.53)] = order(
    fresh(orderIds, () => `ORD-2026-${between(random, 118_735, 119_999)}`),
    harrowgate,
    {
      placed: TODAY - DAY + 13 * HOUR + 2 * MINUTE,
      received: stamp(TODAY - DAY + 17 * HOUR + 20 * MINUTE),
      amends: target,
    },
  );
  const output = `<?xml version="1.0" encoding="UTF-8"?><OrderExport xmlns="urn:mnbs:obos:export:2.3" generated="${iso(TODAY + 6 * HOUR)}" from="2026-11-16" to="2026-11-16" count="${count}">${orders.join('')}</OrderExport>`;
  return probe(
    'round 77: ordering export (one-line XML)',
    'What time did the hospital sign for the delivery of order ORD-2026-118734?',
    'obos_export_orders',
    output,
    'r77-2',
    needle,
    true,
  );
}

/** Task 3: the testing lab's results feed to the stock system, an HL7 v2 batch whose segments end in CR alone. */
function screeningFeed(): EconomicsTask {
  const random = seededRandom(77_103);
  const target = 'G091726553019';
  const needle = '20261116031742';
  const stamps = new Set<string>([needle]);
  const stamp = (ms: number): string => fresh(stamps, () => hl7(ms - (ms % 1000) + between(random, 0, 59) * 1000));
  const seg = (...fields: string[]): string => fields.join('|');
  /** A segment from its numbered fields (the rest empty). */
  const numbered = (name: string, fields: Record<number, string>): string => {
    const last = Math.max(...Object.keys(fields).map(Number));
    return [name, ...Array.from({ length: last }, (_, i) => fields[i + 1] ?? '')].join('|');
  };
  const analysers = ['ARC-ASH-01', 'ARC-ASH-02', 'ARC-ASH-03', 'ARC-ASH-04'];
  const nat = ['PAN-ASH-01', 'PAN-ASH-02'];
  const grouping = ['GRP-ASH-01', 'GRP-ASH-02', 'GRP-ASH-03'];
  const scientists = Array.from({ length: 12 }, () => `${oneOf(random, LAST).toUpperCase()}^${oneOf(random, FIRST).toUpperCase()}`);
  const sco = (lo: number, hi: number) => (lo + random() * (hi - lo)).toFixed(2);

  let control = 48_000;
  const message = (donation: string, collected: number, arrived: number, received = stamp(arrived)) => {
    control += between(random, 1, 3);
    const firstTime = random() < 0.18;
    const [abo, rhd] = group(random);
    const tested = arrived + between(random, 35, 150) * MINUTE;
    const sent = tested + between(random, 40, 90) * MINUTE;
    const who = oneOf(random, scientists);
    const obx: string[][] = [
      ['NM', 'HBSAG^HBsAg^L', sco(0.1, 0.6), 'S/CO', '<1.00', 'N', oneOf(random, analysers)],
      ['NM', 'HIVAGAB^HIV-1/2 Ag/Ab combo^L', sco(0.08, 0.45), 'S/CO', '<1.00', 'N', oneOf(random, analysers)],
      ['NM', 'HCVAB^Anti-HCV^L', sco(0.05, 0.5), 'S/CO', '<1.00', 'N', oneOf(random, analysers)],
      ['NM', 'TPAB^Treponema pallidum antibody^L', sco(0.04, 0.35), 'S/CO', '<1.00', 'N', oneOf(random, analysers)],
      ['ST', 'MPXNAT^HIV-1/HCV/HBV NAT (pool of 6)^L', 'NOT DETECTED', '', '', 'N', oneOf(random, nat)],
      ['ST', 'HEVNAT^HEV RNA (pool of 16)^L', 'NOT DETECTED', '', '', 'N', oneOf(random, nat)],
      ['CWE', 'ABO^ABO group^L', `${abo}^${abo}^L`, '', '', '', oneOf(random, grouping)],
      ['CWE', 'RHD^RhD type^L', `${rhd}^RhD ${rhd === 'POS' ? 'positive' : 'negative'}^L`, '', '', '', oneOf(random, grouping)],
      ['CWE', 'ABSCR^Antibody screen^L', 'NEG^Negative^L', '', '', 'N', oneOf(random, grouping)],
    ];
    if (firstTime) {
      obx.push(['NM', 'HTLVAB^Anti-HTLV-I/II^L', sco(0.05, 0.4), 'S/CO', '<1.00', 'N', oneOf(random, analysers)]);
      obx.push(['NM', 'HBCAB^Anti-HBc^L', sco(0.1, 0.7), 'S/CO', '<1.00', 'N', oneOf(random, analysers)]);
    }
    if (random() < 0.2) obx.push(['CWE', 'HBSNEG^High-titre anti-A/B screen^L', 'NEG^Low titre^L', '', '', 'N', oneOf(random, grouping)]);
    const collectedStamp = stamp(collected);
    return [
      seg(
        'MSH',
        '^~\\&',
        'TESTLINK',
        'MNBS^ASH-TL',
        'PULSE',
        'MNBS',
        stamp(sent),
        '',
        'ORU^R01^ORU_R01',
        `TL2611${String(control).padStart(8, '0')}`,
        'P',
        '2.5.1',
        '',
        '',
        'AL',
        'NE',
      ),
      seg('PID', '1', '', `${donation}^^^MNBS^DIN`, '', 'ANONYMISED^DONOR', '', '', oneOf(random, ['F', 'M'])),
      numbered('SPM', { 1: '1', 2: `${donation}&MNBS`, 4: 'BLD^Whole blood^HL70487', 17: collectedStamp, 18: received }),
      numbered('OBR', {
        1: '1',
        3: `R2611-${between(random, 10_000, 99_999)}`,
        4: `SCREEN^Mandatory donation screen${firstTime ? ' (new donor)' : ''}^L`,
        7: collectedStamp,
        22: stamp(sent - 5 * MINUTE),
        25: 'F',
      }),
      ...obx.map(([type, code, value, units, range, flag, equipment], n) =>
        seg(
          'OBX',
          String(n + 1),
          type!,
          code!,
          '',
          value!,
          units!,
          range!,
          flag!,
          '',
          '',
          'F',
          '',
          '',
          stamp(tested + between(random, 0, 60) * MINUTE),
          '',
          who,
          '',
          equipment!,
        ),
      ),
    ].join('\r');
  };

  const ash = CENTRES[0]!;
  const dins = new Set<string>([target]);
  const count = 680;
  // Donations come in session runs: consecutive serials, collected the same afternoon.
  const messages: string[] = [];
  while (messages.length < count) {
    const start = between(random, 400_000, 699_999);
    const session = TODAY - 2 * DAY + between(random, 9, 17) * HOUR;
    const length = between(random, 8, 30);
    for (let k = 0; k < length && messages.length < count; k++) {
      const donation = `${ash.facility}26${start + k}`;
      if (dins.has(donation)) continue;
      dins.add(donation);
      const collected = session + k * between(random, 4, 9) * MINUTE;
      const arrived = session + between(random, 13, 16) * HOUR + between(random, 0, 59) * MINUTE;
      messages.push(message(donation, collected, arrived));
    }
  }
  const at = Math.floor(count * 0.52);
  const session = TODAY - 2 * DAY + 15 * HOUR + 20 * MINUTE;
  for (let k = -3; k <= 3; k++) {
    const donation = `G0917265530${19 + k}`;
    const collected = session + (k + 3) * 7 * MINUTE + 13_000;
    const arrived = k === 0 ? TODAY - DAY + 3 * HOUR + 17 * MINUTE + 42_000 : TODAY - DAY + 3 * HOUR + between(random, 0, 40) * MINUTE;
    messages[at + k] = k === 0 ? message(donation, collected, arrived, needle) : message(donation, collected, arrived);
  }
  const batch = [
    seg('FHS', '^~\\&', 'TESTLINK', 'MNBS^ASH-TL', 'PULSE', 'MNBS', hl7(TODAY + 5 * HOUR + 30 * MINUTE)),
    seg('BHS', '^~\\&', 'TESTLINK', 'MNBS^ASH-TL', 'PULSE', 'MNBS', hl7(TODAY + 5 * HOUR + 30 * MINUTE), '', '', '', 'ASH-TL-B0417'),
    ...messages,
    seg('BTS', String(count)),
    seg('FTS', '1'),
  ].join('\r');
  return probe(
    'round 77: screening results feed (HL7 v2, one line)',
    'What time did the sample from donation G091726553019 arrive at the testing lab?',
    'testlink_results_batch',
    `${batch}\r`,
    'r77-3',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match

/** Task 4: the cold chain team's register of transport containers and the loggers fitted in them. */
function containerRegister(): EconomicsTask {
  const random = seededRandom(77_104);
  const target = 'TB-R-0412';
  const needle = 'TT4-55-918273';
  const serials = new Set<string>([needle]);
  const ids = new Set<string>([target, 'TB-R-0421', 'TB-R-0413', 'TB-P-0412']);
  const KINDS = [
    {
      prefix: 'R',
      type: 'Red cell transport box',
      models: ['Credo ProMed 16L', 'Coolpak RC-12', 'Versapak V24'],
      range: '+2 to +10 °C',
      pack: '6 x PCM +5, conditioned 24 h at +4 °C',
      hours: 24,
    },
    {
      prefix: 'P',
      type: 'Platelet transport box',
      models: ['Credo ProMed 8L', 'Versapak PLT-20'],
      range: '+20 to +24 °C',
      pack: '4 x PCM +22, conditioned 12 h at +22 °C',
      hours: 12,
    },
    {
      prefix: 'F',
      type: 'Frozen component shipper',
      models: ['Credo Cube 28L', 'Coolpak FZ-30'],
      range: '≤ -25 °C',
      pack: '8 x PCM -32, conditioned 48 h at -40 °C',
      hours: 36,
    },
    {
      prefix: 'S',
      type: 'Sample transport box',
      models: ['Versapak S-10', 'Coolpak SM-6'],
      range: '+2 to +25 °C',
      pack: '2 x gel pack, room temperature',
      hours: 48,
    },
  ];
  const logger = () =>
    oneOf(random, [
      () => ['Tinytag', 'TG-4100', fresh(serials, () => `TT4-${between(random, 10, 99)}-${between(random, 100_000, 999_999)}`)] as const,
      () =>
        [
          'LogTag',
          'TRIX-16',
          fresh(serials, () => `LT16${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 100_000, 999_999)}`),
        ] as const,
      () => ['Sensitech', 'TempTale Ultra', fresh(serials, () => `TTU${between(random, 10_000_000, 99_999_999)}`)] as const,
    ])();
  const day = (ms: number) => isoDate(ms);

  const entry = (id: string, kindIndex: number, fixedLogger?: string, note?: string): string => {
    const kind = KINDS[kindIndex]!;
    const [make, model, serial] = fixedLogger ? (['Tinytag', 'TG-4100', fixedLogger] as const) : logger();
    const validated = TODAY - between(random, 20, 360) * DAY;
    const status = oneOf(random, [
      'in_service',
      'in_service',
      'in_service',
      'in_service',
      'in_service',
      'quarantined',
      'awaiting_revalidation',
    ]);
    return [
      `  - id: ${id}`,
      `    type: ${kind.type}`,
      `    model: ${oneOf(random, kind.models)}`,
      `    temperature_range: "${kind.range}"`,
      `    home_site: ${oneOf(random, CENTRES).code}`,
      `    status: ${status}`,
      `    logger:`,
      `      make: ${make}`,
      `      model: ${model}`,
      `      serial: "${serial}"`,
      `      calibration_due: ${day(TODAY + between(random, 10, 400) * DAY)}`,
      `      last_download: ${iso(TODAY - between(random, 600, 20 * 86_400) * 1000)}`,
      `    validation:`,
      `      protocol: VAL-CC-0${between(random, 10, 19)} rev ${between(random, 2, 9)}`,
      `      last_validated: ${day(validated)}`,
      `      next_due: ${day(validated + 365 * DAY)}`,
      `      max_transit_hours: ${kind.hours}`,
      `      pack_out: "${kind.pack}"`,
      `    trips_last_30d: ${between(random, 0, 26)}`,
      ...(note
        ? [`    notes: >-`, `      ${note}`]
        : random() < 0.15
          ? [
              `    notes: "${oneOf(random, ['Lid seal replaced', 'Handle cracked, repaired', 'Label re-printed', 'Hinge stiff, monitor'])} ${day(TODAY - between(random, 5, 200) * DAY)}"`,
            ]
          : []),
    ].join('\n');
  };

  const count = 880;
  const entries = Array.from({ length: count }, () => {
    const kindIndex = pick(random, 10) < 6 ? 0 : pick(random, 3) + 1;
    const id = fresh(ids, () => `TB-${KINDS[kindIndex]!.prefix}-${String(between(random, 1, 1999)).padStart(4, '0')}`);
    return entry(id, kindIndex);
  });
  entries[Math.floor(count * 0.5)] = entry(target, 0, needle);
  entries[Math.floor(count * 0.5) + 3] = entry(
    'TB-R-0421',
    0,
    undefined,
    `Logger swapped with ${target} on 2026-10-02 after a battery fault; both boxes re-mapped in TransitTrack.`,
  );
  entries[Math.floor(count * 0.37)] = entry('TB-R-0413', 0);
  entries[Math.floor(count * 0.62)] = entry('TB-P-0412', 1);
  const output = [
    '# MNBS cold chain - transport container register',
    `# exported ${iso(TODAY + 6 * HOUR)} by cc-registry 3.4.1 (all sites, all statuses)`,
    'schema: mnbs.coldchain/containers/v3',
    'containers:',
    ...entries,
    '',
  ].join('\n');
  return probe(
    'round 77: transport container register (YAML)',
    "What's the serial number of the temperature logger fitted in transport box TB-R-0412?",
    'coldchain_container_register',
    output,
    'r77-4',
    needle,
  );
}

/** Task 5: the session planner's overnight slot grid rebuild, a Spring Boot log with stack traces. */
function slotRebuildLog(): EconomicsTask {
  const random = seededRandom(77_105);
  const needle = 'SES-2612-40873';
  const sessionIds = new Set<string>([needle]);
  let clockMs = TODAY + 2 * HOUR + 12;
  const line = (level: string, thread: string, logger: string, message: string): string => {
    clockMs += between(random, 3, 260);
    return `${isoMillis(clockMs)} ${level.padStart(5)} 1 --- [session-planner] [${thread.padStart(15)}] ${pad(logger, 40)} : ${message}`;
  };
  const BUILDER = 'u.o.m.s.p.grid.SlotGridBuilder';
  const JOB = 'u.o.m.s.p.job.NightlySlotRebuildJob';
  const frames = (top: readonly string[]): string[] =>
    [
      ...top,
      'org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:140)',
      'uk.org.mnbs.sessions.planner.grid.SlotGridBuilder.rebuild(SlotGridBuilder.java:188)',
      'uk.org.mnbs.sessions.planner.job.NightlySlotRebuildJob.lambda$run$2(NightlySlotRebuildJob.java:97)',
      'java.base/java.util.concurrent.CompletableFuture$AsyncRun.run(CompletableFuture.java:1804)',
      'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ].map((f) => `\tat ${f}`);
  const jdbcFrames = [
    'org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)',
    'org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)',
    'org.postgresql.jdbc.PgPreparedStatement.executeWithFlags(PgPreparedStatement.java:176)',
    'com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)',
    'org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:194)',
  ];
  const commitFrames = [
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)',
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:244)',
    'org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:566)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.processCommit(AbstractPlatformTransactionManager.java:795)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.commit(AbstractPlatformTransactionManager.java:758)',
  ];
  const failures: readonly ((slot: number, apt: string) => string[])[] = [
    (slot) => [
      `org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [update session_slot set start_time=?, chair_no=?, version=? where id=? and version=?]; ERROR: canceling statement due to statement timeout`,
      ...frames([
        'org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)',
        'org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1000)',
      ]),
      `Caused by: org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout`,
      `  Where: SQL statement "update session_slot set start_time=$1, chair_no=$2 where id=${slot}"`,
      ...jdbcFrames.map((f) => `\tat ${f}`),
      '\t... 11 common frames omitted',
    ],
    (slot) => [
      `org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: duplicate key value violates unique constraint "uq_slot_session_chair_start"`,
      `  Detail: Key (session_id, chair_no, start_time)=(${slot}, ${between(random, 1, 10)}, ${pad2(between(random, 9, 19))}:${oneOf(random, ['00', '15', '30', '45'])}:00) already exists.]; SQL [insert into session_slot (chair_no,session_id,start_time,status,version,id) values (?,?,?,?,?,?)]; constraint [uq_slot_session_chair_start]`,
      ...frames(commitFrames),
      `Caused by: org.hibernate.exception.ConstraintViolationException: could not execute statement`,
      ...jdbcFrames.map((f) => `\tat ${f}`),
      '\t... 13 common frames omitted',
    ],
    () => [
      `org.springframework.dao.CannotAcquireLockException: could not extract ResultSet [ERROR: canceling statement due to lock timeout]; SQL [select s1_0.id from session_slot s1_0 where s1_0.session_id=? for update]`,
      ...frames(['org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:285)']),
      `Caused by: org.hibernate.exception.LockTimeoutException: could not extract ResultSet`,
      ...jdbcFrames.map((f) => `\tat ${f}`),
      '\t... 10 common frames omitted',
    ],
    (_slot, apt) => [
      `java.lang.IllegalStateException: Appointment ${apt} has no compatible slot in template (type NEW_DONOR needs 20 min)`,
      ...frames([
        'uk.org.mnbs.sessions.planner.grid.AppointmentRemapper.remap(AppointmentRemapper.java:131)',
        'uk.org.mnbs.sessions.planner.grid.SlotGridBuilder.lambda$rebuild$1(SlotGridBuilder.java:176)',
      ]),
    ],
  ];
  const optimistic = (slot: number): string[] => [
    `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [uk.org.mnbs.sessions.domain.SessionSlot#${slot}]`,
    ...frames(commitFrames),
    `Caused by: org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [uk.org.mnbs.sessions.domain.SessionSlot#${slot}]`,
    '\tat org.hibernate.persister.entity.AbstractEntityPersister.check(AbstractEntityPersister.java:2528)',
    '\tat org.hibernate.persister.entity.mutation.UpdateCoordinatorStandard.doStaticUpdate(UpdateCoordinatorStandard.java:781)',
    '\tat org.hibernate.action.internal.EntityUpdateAction.execute(EntityUpdateAction.java:169)',
    '\tat org.hibernate.engine.spi.ActionQueue.executeActions(ActionQueue.java:644)',
    '\tat org.hibernate.event.internal.AbstractFlushingEventListener.performExecutions(AbstractFlushingEventListener.java:359)',
    '\t... 12 common frames omitted',
  ];

  const templates = ['WB-STD-15', 'WB-STD-15', 'WB-EVE-15', 'WB-NEW-20', 'PLT-APH-90', 'PLS-APH-60'];
  const count = 1_900;
  const failAt = new Set<number>();
  while (failAt.size < 70) failAt.add(pick(random, count));
  const targetAt = Math.floor(count * 0.55);
  failAt.delete(targetAt);
  const lines: string[] = [
    line(
      'INFO',
      'scheduling-1',
      JOB,
      `Nightly slot grid rebuild started: ${count} sessions in window 2026-11-18..2027-01-12 (template set 2026.11)`,
    ),
    line('INFO', 'scheduling-1', 'com.zaxxer.hikari.HikariDataSource', 'planner-pool - Start completed.'),
  ];
  for (let i = 0; i < count; i++) {
    const thread = `rebuild-${between(random, 1, 8)}`;
    const date = i === targetAt ? '2026-12-03' : isoDate(TODAY + between(random, 1, 56) * DAY);
    const session =
      i === targetAt ? needle : fresh(sessionIds, () => `SES-${date.slice(2, 4)}${date.slice(5, 7)}-${between(random, 10_000, 59_999)}`);
    const chairs = between(random, 4, 12);
    const template = oneOf(random, templates);
    const slots = chairs * between(random, 6, 10);
    const booked = between(random, 0, slots);
    lines.push(
      line(
        'INFO',
        thread,
        BUILDER,
        `Rebuilding slot grid session=${session} venue=VEN-${between(random, 10_000, 39_999)} date=${date} chairs=${chairs} template=${template}`,
      ),
    );
    lines.push(
      line(
        'DEBUG',
        thread,
        BUILDER,
        `Computed ${slots} slots (${pad2(between(random, 8, 13))}:${oneOf(random, ['00', '15', '30', '45'])}-${pad2(between(random, 15, 20))}:${oneOf(random, ['00', '30'])}, ${template.slice(-2)} min, ${oneOf(random, ['1 break', '2 breaks'])}); ${booked} booked appointments to remap`,
      ),
    );
    const slot = between(random, 7_000_000, 9_999_999);
    const apt = `APT-${between(random, 10_000_000, 99_999_999)}`;
    if (i === targetAt || failAt.has(i)) {
      const remaps = between(random, 1, 2);
      for (let k = 0; k < remaps; k++)
        lines.push(
          line(
            'DEBUG',
            thread,
            'u.o.m.s.p.grid.AppointmentRemapper',
            `Remapping APT-${between(random, 10_000_000, 99_999_999)} to slot ${between(random, 1, slots)} (chair ${between(random, 1, chairs)})`,
          ),
        );
      lines.push(line('ERROR', thread, JOB, 'Slot grid rebuild aborted; transaction rolled back'));
      lines.push(...(i === targetAt ? optimistic(slot) : oneOf(random, failures)(slot, apt)));
      lines.push(line('INFO', thread, JOB, 'Session queued for retry in next run (attempt 1 of 3)'));
    } else {
      if (random() < 0.1)
        lines.push(
          line(
            'WARN',
            thread,
            BUILDER,
            `Venue closure overlaps session; ${between(random, 1, 4)} slots removed, affected donors queued for SMS`,
          ),
        );
      lines.push(
        line(
          'INFO',
          thread,
          BUILDER,
          `Slot grid saved slots=${slots} remapped=${booked} moved=${between(random, 0, 3)} in ${between(random, 40, 900)} ms`,
        ),
      );
    }
    if (i % 250 === 249)
      lines.push(
        line(
          'DEBUG',
          'HikariPool-1 housekeeper',
          'com.zaxxer.hikari.pool.HikariPool',
          `planner-pool - Pool stats (total=20, active=${between(random, 4, 9)}, idle=${between(random, 8, 14)}, waiting=0)`,
        ),
      );
  }
  lines.push(
    line(
      'INFO',
      'scheduling-1',
      JOB,
      `Nightly slot grid rebuild finished: ${count - failAt.size - 1} rebuilt, ${failAt.size + 1} failed, 0 skipped`,
    ),
  );
  return probe(
    'round 77: slot rebuild log (stack traces)',
    'Which donor session was the overnight slot grid rebuild working on when it hit the optimistic locking failure?',
    'planner_logs',
    lines.join('\n'),
    'r77-5',
    needle,
  );
}

/** Task 6: the customer master of the hospitals served, pretty XML with contacts several lines under each name. */
function customerMaster(): EconomicsTask {
  const random = seededRandom(77_106);
  const needle = '0113 496 0781';
  const phones = new Set<string>([needle]);
  const phone = (): string =>
    fresh(phones, () => {
      const n = between(random, 0, 999).toString().padStart(3, '0');
      return oneOf(random, [
        `0113 496 0${n}`,
        `0117 496 0${n}`,
        `0121 496 0${n}`,
        `0161 496 0${n}`,
        `0191 498 0${n}`,
        `020 7946 0${n}`,
        `01632 960${n}`,
      ]);
    });
  const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  const streets = [
    'Infirmary Road',
    'Hospital Lane',
    'Pathology Way',
    'Kings Drive',
    'Station Road',
    'Abbey Road',
    'Moor Lane',
    'Church Street',
  ];
  const trusts = ['NHS Foundation Trust', 'NHS Trust', 'University Hospitals NHS Foundation Trust', 'Teaching Hospitals NHS Trust'];
  const extraSites = [
    'Day Surgery Unit',
    'Renal Unit',
    'Haematology Day Unit',
    'Satellite Fridge, A&E',
    'Maternity Unit',
    'Theatres',
    'Cardiac Theatres',
    'Oncology Day Unit',
    'Neonatal Unit',
    'Critical Care',
  ];
  const townOf = (hospital: string): string => (hospital.includes(', ') ? hospital.split(', ')[1]! : hospital.split(' ')[0]!);
  const parents = new Map(
    HOSPITALS.map((h) => [
      h.code,
      {
        trust: `${townOf(h.name)} ${oneOf(random, trusts)}`,
        address: `${between(random, 1, 240)} ${oneOf(random, streets)}, ${townOf(h.name)}`,
      },
    ]),
  );

  const customer = (
    code: string,
    name: string,
    parent: Hospital,
    more: { satellite?: boolean; outOfHours?: string; backup?: string } = {},
  ): string => {
    const { satellite, outOfHours, backup } = more;
    const town = townOf(parent.name);
    const { trust, address } = parents.get(parent.code)!;
    const lab = satellite ? 'SITE_CONTACT' : 'TRANSFUSION_LAB';
    const email = `${town.toLowerCase()}.${satellite ? 'wards' : 'transfusion'}@${town.toLowerCase()}-nhs.example`;
    return [
      `  <Customer code="${code}" type="${satellite ? 'DELIVERY_POINT' : 'NHS_HOSPITAL'}"${satellite ? ` parent="${parent.code}"` : ''} status="ACTIVE">`,
      `    <Name>${xml(name)}</Name>`,
      `    <Trust>${trust}</Trust>`,
      `    <ServicingCentre>${parent.centre}</ServicingCentre>`,
      '    <Delivery>',
      `      <Address>${address}</Address>`,
      `      <DropPoint>${satellite ? xml(name.split(' - ')[1]!) : oneOf(random, ['Blood Bank', 'Transfusion Laboratory', 'Blood Sciences Reception'])}, ${oneOf(random, ['Level 1', 'Level 2', 'Ground Floor', 'Basement'])}, ${oneOf(random, ['Pathology Block', 'Main Building', 'East Wing', 'Laboratory Medicine'])}</DropPoint>`,
      `      <RoutineRun>${parent.centre}-R${pad2(between(random, 1, 24))}</RoutineRun>`,
      `      <BlueLightMinutes>${between(random, 15, 110)}</BlueLightMinutes>`,
      '    </Delivery>',
      '    <Contacts>',
      `      <Contact role="${lab}" hours="IN_HOURS">`,
      `        <Phone>${phone()}</Phone>`,
      `        <Email>${email}</Email>`,
      '      </Contact>',
      `      <Contact role="${lab}" hours="OUT_OF_HOURS">`,
      `        <Phone>${outOfHours ?? phone()}</Phone>`,
      `        <Bleep>${between(random, 1000, 9999)}</Bleep>`,
      '      </Contact>',
      `      <Contact role="TRANSFUSION_PRACTITIONER" hours="IN_HOURS">`,
      `        <Name>${oneOf(random, FIRST)} ${oneOf(random, LAST)}</Name>`,
      `        <Phone>${phone()}</Phone>`,
      '      </Contact>',
      `      <Contact role="CONSULTANT_HAEMATOLOGIST" hours="ON_CALL">`,
      `        <Name>Dr ${oneOf(random, FIRST)} ${oneOf(random, LAST)}</Name>`,
      `        <Phone>${phone()}</Phone>`,
      '      </Contact>',
      '    </Contacts>',
      '    <Agreements>',
      `      <StandingOrder day="${oneOf(random, ['MON', 'TUE', 'WED', 'THU', 'FRI'])}" component="RC" group="O NEG" qty="${between(random, 2, 12)}"/>`,
      `      <StandingOrder day="${oneOf(random, ['MON', 'WED', 'FRI'])}" component="PLT" group="A POS" qty="${between(random, 1, 6)}"/>`,
      `      <ReturnsPolicy>${oneOf(random, ['SRI_ACCEPTED', 'NONE', 'SRI_ACCEPTED'])}</ReturnsPolicy>`,
      `      <BackupLab>${xml(
        backup ??
          oneOf(
            random,
            HOSPITALS.filter((h) => h !== parent),
          ).name,
      )}</BackupLab>`,
      '    </Agreements>',
      '  </Customer>',
    ].join('\n');
  };

  // Each hospital and its delivery points (wards and satellite fridges with their own contacts), by servicing centre and code.
  const codes = new Set<string>(HOSPITALS.map((h) => h.code));
  const ravensmoor = HOSPITALS.find((h) => h.code === 'RVG01')!;
  const entries: { centre: string; code: string; text: string }[] = [];
  for (const h of HOSPITALS) {
    if (h.code === 'RVG01') entries.push({ centre: h.centre, code: h.code, text: customer(h.code, h.name, h, { outOfHours: needle }) });
    else if (h.code === 'RVC02' || h.code === 'RVW03')
      entries.push({ centre: h.centre, code: h.code, text: customer(h.code, h.name, h, { backup: ravensmoor.name }) });
    else entries.push({ centre: h.centre, code: h.code, text: customer(h.code, h.name, h) });
    for (const site of shuffle(random, [...extraSites]).slice(0, between(random, 4, extraSites.length))) {
      const code = fresh(codes, () => `${h.code.slice(0, 3)}${pad2(between(random, 10, 99))}`);
      entries.push({ centre: h.centre, code, text: customer(code, `${h.name.replace(/, .*$/, '')} - ${site}`, h, { satellite: true }) });
    }
  }
  entries.sort((x, y) => x.centre.localeCompare(y.centre) || x.code.localeCompare(y.code));
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<CustomerMaster xmlns="urn:mnbs:customers:1.7" generated="${iso(TODAY + 7 * HOUR)}" orderBy="servicingCentre,code" count="${entries.length}">`,
    ...entries.map((e) => e.text),
    '</CustomerMaster>',
    '',
  ].join('\n');
  return probe(
    'round 77: customer master (pretty XML)',
    "What's the out-of-hours phone number for the transfusion lab at Ravensmoor General Hospital?",
    'customer_master_export',
    output,
    'r77-6',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble

/** Task 7: the donor contact centre's contact records for the last week, as CSV. */
function contactRecords(): EconomicsTask {
  const random = seededRandom(77_107);
  const donor = '+447700914471';
  const needle = '00:47:13';
  /** A duration other than the needle's. */
  const dur = (seconds: number): string => (duration(seconds) === needle ? duration(seconds + 1) : duration(seconds));
  const queues: readonly (readonly [string, string])[] = [
    ['Donor_Appointments', 'Main>Appointments>Book'],
    ['Donor_Appointments', 'Main>Appointments>Change'],
    ['Donor_Appointments', 'Main>Appointments>Cancel'],
    ['Donor_Eligibility', 'Main>CanIGive>Medication'],
    ['Donor_Eligibility', 'Main>CanIGive>Travel'],
    ['Platelet_Donors', 'Main>Platelets'],
    ['Donor_Feedback', 'Main>Feedback'],
    ['Hospital_Services', 'Hospitals>Orders'],
  ];
  const wrapUps: Record<string, readonly string[]> = {
    Donor_Appointments: [
      'APPT_BOOKED',
      'APPT_CHANGED',
      'APPT_CHANGED',
      'APPT_CANCELLED',
      'DETAILS_UPDATED',
      'CALLBACK_ARRANGED',
      'COMPLAINT_LOGGED',
    ],
    Donor_Eligibility: ['ELIGIBILITY_ADVICE', 'ELIGIBILITY_ADVICE', 'INFO_GIVEN', 'APPT_BOOKED', 'REFERRED_TO_NURSE'],
    Platelet_Donors: ['APPT_BOOKED', 'APPT_CHANGED', 'INFO_GIVEN', 'CALLBACK_ARRANGED'],
    Donor_Feedback: ['COMPLAINT_LOGGED', 'COMPLIMENT_LOGGED', 'CALLBACK_ARRANGED', 'INFO_GIVEN'],
    Hospital_Services: ['ORDER_QUERY', 'DELIVERY_ETA_GIVEN', 'TRANSFERRED_TO_CENTRE'],
  };
  const agents = Array.from({ length: 60 }, () => `${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`);
  const numbers = new Set<string>([donor, '+447958334471']);
  const caller = () =>
    fresh(numbers, () =>
      oneOf(random, [`+447${between(random, 100_000_000, 999_999_999)}`, `+441${between(random, 100_000_000, 999_999_999)}`]),
    );
  const system = ['+443001230456', '+443001230457', '+443001230999'];

  const row = (
    start: number,
    from: string,
    queueIndex: number | null,
    waited: number,
    answered: boolean,
    waitText = dur(waited),
  ): string => {
    const [queue, path] = queueIndex === null ? oneOf(random, queues) : queues[queueIndex]!;
    const ivr = between(random, 25, 140);
    const enqueued = start + ivr * 1000;
    const talk = answered ? between(random, 60, 1_400) : 0;
    const end = enqueued + waited * 1000 + talk * 1000;
    return [
      uuid(random),
      'INBOUND',
      iso(start),
      iso(end),
      from,
      oneOf(random, system),
      'VOICE',
      queue,
      path,
      iso(enqueued),
      waitText,
      answered ? oneOf(random, agents) : '',
      answered ? dur(talk) : '',
      answered ? dur(between(random, 10, 240)) : '',
      answered ? oneOf(random, ['AGENT_DISCONNECT', 'CUSTOMER_DISCONNECT', 'CUSTOMER_DISCONNECT']) : 'CUSTOMER_DISCONNECT',
      answered ? oneOf(random, wrapUps[queue]!) : 'ABANDONED_IN_QUEUE',
    ].join(',');
  };

  const rows: { at: number; text: string }[] = [];
  // Seven days, Tuesday 10 to Monday 16 November; Saturday morning is the busy one.
  for (let d = 7; d >= 1; d--) {
    const day = TODAY - d * DAY;
    const saturday = d === 3;
    const calls = saturday ? 620 : d === 2 ? 180 : 560;
    for (let c = 0; c < calls; c++) {
      const start = day + 8 * HOUR + pick(random, (saturday || d === 2 ? 5 : 12) * 3600) * 1000;
      const busy = saturday && start < day + 12 * HOUR;
      const wait = busy ? between(random, 600, 3_300) : between(random, 5, 1_500);
      const answered = random() > (busy ? 0.35 : 0.08);
      rows.push({ at: start, text: row(start, caller(), null, wait, answered) });
    }
  }
  // The donor's calls: her Thursday call, and the long wait on Saturday morning; another number ends the same way.
  const thursday = TODAY - 5 * DAY + 14 * HOUR + 21 * MINUTE + 9_000;
  rows.push({ at: thursday, text: row(thursday, donor, 4, 212, true) });
  const saturday = TODAY - 3 * DAY + 9 * HOUR + 3 * MINUTE + 27_000;
  rows.push({ at: saturday, text: row(saturday, donor, 1, 2_833, true, needle) });
  const other = TODAY - 6 * DAY + 10 * HOUR + 48 * MINUTE + 51_000;
  rows.push({ at: other, text: row(other, '+447958334471', 1, 1_790, true) });
  rows.sort((a, b) => a.at - b.at);
  const header =
    'contact_id,initiation_method,initiation_timestamp,disconnect_timestamp,customer_endpoint,system_endpoint,channel,queue,ivr_path,enqueue_timestamp,queue_duration,agent_username,agent_interaction_duration,after_contact_work_duration,disconnect_reason,wrap_up_code';
  return probe(
    'round 77: contact centre records (CSV, preamble)',
    'A donor has complained that when she rang on Saturday morning to move her appointment she was left hanging on the line for ages before anyone picked up. Her mobile number ends 4471. How long did she actually have to wait?',
    'contact_centre_ctr_export',
    [header, ...rows.map((r) => r.text), ''].join('\n'),
    'r77-7',
    needle,
  );
}

/** Task 8: the stock system's issues ledger for the week, a fixed-width CLI table. */
function issuesLedger(): EconomicsTask {
  const random = seededRandom(77_108);
  const needle = 'P.Ramaswamy';
  const kri = HOSPITALS.find((h) => h.code === 'KRI01')!;
  const authorisers = Array.from({ length: 45 }, () => `${oneOf(random, FIRST)[0]}.${oneOf(random, LAST)}`);
  const products: readonly (readonly [string, string, number])[] = [
    ['E4562V00', 'RED CELLS LD SAGM', 10],
    ['E4562V00', 'RED CELLS LD SAGM', 10],
    ['E4562V00', 'RED CELLS LD SAGM', 10],
    ['E4562V00', 'RED CELLS LD SAGM', 10],
    ['E3842V00', 'PLT APHERESIS PAS', 3],
    ['E4140V00', 'PLT POOL BC PAS', 3],
    ['E2724V00', 'FFP LD', 8],
    ['E5165V00', 'CRYO POOLED LD', 4],
    ['E8329V00', 'RED CELLS LD NEONATAL', 2],
  ];
  const columns: readonly (readonly [string, number])[] = [
    ['ISSUE_NO', 15],
    ['ISSUED_AT', 17],
    ['CTR', 4],
    ['CUSTOMER', 8],
    ['CUSTOMER_NAME', 32],
    ['ORDER_REF', 16],
    ['PRODUCT', 9],
    ['DESCRIPTION', 22],
    ['GROUP', 7],
    ['QTY', 3],
    ['PRIORITY', 11],
    ['AUTH_BY', 14],
    ['DESPATCH_NOTE', 13],
  ];
  const header = columns.map(([label, width]) => (label === 'QTY' ? padLeft(label, width) : pad(label, width))).join('  ');
  const rule = columns.map(([, width]) => '-'.repeat(width)).join('  ');
  const row = (
    at: number,
    hospital: Hospital,
    priority: string,
    product: readonly [string, string, number],
    grp: string,
    qty: number,
    auth: string,
  ) => ({
    at,
    customer: hospital.code,
    cells: [
      '',
      pad(minuteStamp(at), 17),
      pad(hospital.centre, 4),
      pad(hospital.code, 8),
      pad(hospital.name.toUpperCase(), 32),
      pad(`ORD-2026-${between(random, 110_000, 126_999)}`, 16),
      pad(product[0], 9),
      pad(product[1], 22),
      pad(grp, 7),
      padLeft(String(qty), 3),
      pad(priority, 11),
      pad(auth, 14),
      `DN-2611-${between(random, 10_000, 99_999)}`,
    ],
  });

  const rows: { at: number; customer: string; cells: string[] }[] = [];
  for (let i = 0; i < 4_600; i++) {
    const priority = oneOf(random, ['ROUTINE', 'ROUTINE', 'ROUTINE', 'ROUTINE', 'ROUTINE', 'URGENT', 'URGENT', 'BLUE_LIGHT']);
    const day = TODAY - between(random, 1, 7) * DAY;
    const at = priority === 'ROUTINE' ? day + between(random, 6 * 60, 22 * 60) * MINUTE : day + pick(random, 24 * 60) * MINUTE;
    const product = oneOf(random, products);
    const [abo, rhd] = group(random);
    rows.push(
      row(at, oneOf(random, HOSPITALS), priority, product, `${abo} ${rhd}`, between(random, 1, product[2]), oneOf(random, authorisers)),
    );
  }
  // Major haemorrhage issues elsewhere in the week, and at Kingsbridge Royal the Wednesday before.
  const red = products[0]!;
  for (let i = 0; i < 9; i++) {
    const at = TODAY - 7 * DAY + pick(random, 6 * 24 * 60) * MINUTE;
    const hospital =
      i === 0
        ? kri
        : oneOf(
            random,
            HOSPITALS.filter((h) => h !== kri),
          );
    rows.push(row(at, hospital, 'MHP', red, 'O NEG', between(random, 4, 6), oneOf(random, authorisers)));
    rows.push(
      row(at + 35 * MINUTE, hospital, 'MHP', products[6]!, oneOf(random, ['AB POS', 'A POS', 'AB NEG']), 4, oneOf(random, authorisers)),
    );
  }
  // Last night at Kingsbridge Royal: the emergency O negative, then group-specific follow-ups by the day team.
  const night = TODAY + 1 * HOUR + 52 * MINUTE;
  rows.push(row(night, kri, 'MHP', red, 'O NEG', 6, needle));
  rows.push(row(night + 48 * MINUTE, kri, 'URGENT', products[6]!, 'A POS', 4, oneOf(random, authorisers)));
  rows.push(row(night + 71 * MINUTE, kri, 'URGENT', red, 'A POS', 4, oneOf(random, authorisers)));
  rows.push(row(night + 2 * HOUR, kri, 'URGENT', products[7]!, 'A POS', 2, oneOf(random, authorisers)));
  rows.push(row(night - 3 * HOUR, kri, 'ROUTINE', products[4]!, 'O POS', 1, oneOf(random, authorisers)));
  // This morning's routine runs so far.
  for (let i = 0; i < 260; i++) {
    const at = TODAY + 3 * HOUR + pick(random, 5 * 60) * MINUTE;
    const product = oneOf(random, products);
    const [abo, rhd] = group(random);
    rows.push(
      row(at, oneOf(random, HOSPITALS), 'ROUTINE', product, `${abo} ${rhd}`, between(random, 1, product[2]), oneOf(random, authorisers)),
    );
  }
  // Issue numbers run in time order; the listing is by customer.
  rows.sort((a, b) => a.at - b.at).forEach((r, i) => (r.cells[0] = pad(`IS-26-${1_048_210 + i}`, 15)));
  rows.sort((a, b) => a.customer.localeCompare(b.customer) || a.at - b.at);
  const output = [
    '$ pulse-issues list --from 2026-11-10 --to 2026-11-17 --all-centres --sort customer,issued_at --format table',
    header,
    rule,
    ...rows.map((r) => r.cells.join('  ')),
    '',
    `${rows.length} issue lines, ${new Set(rows.map((r) => r.customer)).size} customers`,
    '',
  ].join('\n');
  return probe(
    'round 77: issues ledger (fixed-width table, preamble)',
    "Kingsbridge Royal's transfusion lab have been on the phone about the major bleed they had in the early hours. They're doing their incident review and want to know who on our side signed off the emergency O negative units we rushed over to them. Can you find that?",
    'pulse_issues_list',
    output,
    'r77-8',
    needle,
  );
}

/** Task 9: the apheresis data system's run export for two weeks at the Ashbury donor centre. */
function apheresisRuns(): EconomicsTask {
  const random = seededRandom(77_109);
  const donor = '4178203';
  const needle = 'ACCESS_PRESSURE_LIMIT';
  const donors = new Set<string>([donor]);
  const runIds = new Set<string>();
  const devices = Array.from({ length: 14 }, (_, i) => `TA-${String(360 + i * 3).padStart(4, '0')}`);
  const fitted = new Map(devices.map((d, i) => [d, { sw: `7.0.6.${between(random, 18, 24)}`, bay: i + 1 }]));
  const operators = Array.from({ length: 16 }, () => `${oneOf(random, FIRST)[0]!.toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`);
  const ENDS = [
    ...Array.from({ length: 40 }, () => 'TARGET_REACHED'),
    'OPERATOR_END_DONOR_REQUEST',
    'OPERATOR_END_VASOVAGAL',
    'OPERATOR_END_CITRATE_SYMPTOMS',
    'OPERATOR_END_INFILTRATION',
    'TIME_LIMIT_REACHED',
  ];
  const ALARMS = [
    ['0x01A2', 'ACCESS PRESSURE LOW', 'DRAW_SLOWED'],
    ['0x01A3', 'ACCESS PRESSURE HIGH', 'RETURN_PAUSED'],
    ['0x0210', 'RETURN PRESSURE HIGH', 'RETURN_PAUSED'],
    ['0x0330', 'AC RATIO ADJUST', 'AC_INFUSION_REDUCED'],
    ['0x0412', 'CENTRIFUGE LID OPEN', 'PAUSED'],
    ['0x0501', 'AIR IN RETURN LINE', 'PAUSED'],
    ['0x0622', 'PLATELET BAG WEIGHT CHECK', 'OPERATOR_ACK'],
  ] as const;

  const run = (start: number, donorId: string, end?: string, fixedDevice?: string) => {
    const device = fixedDevice ?? oneOf(random, devices);
    const { sw, bay } = fitted.get(device)!;
    const regular = donorId === donor;
    const sex = regular ? 'F' : oneOf(random, ['F', 'M', 'M']);
    const procedure = oneOf(random, ['PLT', 'PLT', 'PLT+PLS', 'PLT+PLS', 'PLT+PLS+RBC']);
    const reason = end ?? oneOf(random, ENDS);
    const early = reason !== 'TARGET_REACHED';
    const cycles = early ? between(random, 3, 9) : between(random, 10, 16);
    const lines = [
      `RUN ${fresh(runIds, () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6))} start=${iso(start)} device=${device} (Trima Accel 7.0, sw ${sw}) site=ASH-DC bay=${bay} operator=${oneOf(random, operators)}`,
      `  donor=${donorId} sex=${sex} height_cm=${regular ? 168 : between(random, 152, 193)} weight_kg=${regular ? 71 : between(random, 55, 118)} hct_pre=${between(random, 38, 49)} plt_pre_e9L=${between(random, 160, 390)}`,
      `  din=G091726${between(random, 500_000, 599_999)} set=REF 80400 lot=26B${between(random, 1000, 9999)} procedure=${procedure} target_yield_e11=${oneOf(random, ['3.0', '3.2', '5.6', '6.0'])}`,
    ];
    let t = start;
    const at = (minutes: number) => {
      t += minutes * MINUTE + between(random, 0, 59) * 1000;
      return clock(t);
    };
    lines.push(`  ${clock(t)} PRIME_OK volume_ml=${between(random, 180, 210)}`);
    lines.push(`  ${at(between(random, 2, 6))} VENIPUNCTURE_CONFIRMED needle=17G arm=${oneOf(random, ['L', 'R'])}`);
    lines.push(`  ${at(0)} DRAW_START inlet_ml_min=${between(random, 60, 110)}`);
    let processed = 0;
    for (let c = 1; c <= cycles; c++) {
      processed += between(random, 240, 330);
      lines.push(`  ${at(between(random, 3, 5))} RETURN_START cycle=${c} processed_ml=${processed}`);
      if (random() < 0.12) {
        const [code, text, action] = oneOf(random, ALARMS);
        lines.push(`  ${at(1)} ALARM code=${code} text="${text}" action=${action}`);
        lines.push(`  ${at(between(random, 0, 2))} ALARM_CLEARED code=${code} by=${oneOf(random, ['AUTO', 'OPERATOR'])}`);
      }
      lines.push(`  ${at(between(random, 1, 3))} DRAW_START cycle=${c + 1}`);
    }
    if (end === needle) {
      for (let k = 0; k < 3; k++) {
        lines.push(`  ${at(between(random, 1, 3))} ALARM code=0x01A2 text="ACCESS PRESSURE LOW" action=DRAW_SLOWED`);
        lines.push(`  ${at(1)} ALARM_CLEARED code=0x01A2 by=OPERATOR`);
      }
      lines.push(`  ${at(1)} ALARM code=0x01A2 text="ACCESS PRESSURE LOW" action=DRAW_STOPPED`);
    }
    const elapsed = Math.round((t - start) / 1000) + 120;
    lines.push(`  ${at(2)} RINSEBACK ${early && random() < 0.3 ? 'SKIPPED' : 'COMPLETE'}`);
    lines.push(
      `  ${at(1)} RUN_END reason=${reason} elapsed=${duration(elapsed)} plt_yield_est_e11=${(early ? 0.8 + random() * 2 : 3 + random() * 3.2).toFixed(1)} plasma_ml=${procedure.includes('PLS') ? between(random, 120, 600) : 0} ac_used_ml=${between(random, 180, 420)} saline_ml=${between(random, 0, 250)}`,
    );
    return { at: start, device, text: lines.join('\n') };
  };

  const runs: { at: number; device: string; text: string }[] = [];
  for (let d = 15; d >= 1; d--) {
    const day = TODAY - d * DAY;
    if (new Date(day).getUTCDay() === 0) continue;
    for (let r = 0; r < 40; r++) {
      const start = day + 7 * HOUR + 30 * MINUTE + pick(random, 10 * 60) * MINUTE;
      runs.push(
        run(
          start,
          fresh(donors, () => String(between(random, 1_000_000, 9_999_999))),
        ),
      );
    }
  }
  const before = TODAY - 15 * DAY + 10 * HOUR + 5 * MINUTE;
  runs.push(run(before, donor, 'TARGET_REACHED'));
  const yesterday = TODAY - DAY + 9 * HOUR + 12 * MINUTE + 44_000;
  runs.push(run(yesterday, donor, needle, devices[7]));
  runs.sort((a, b) => a.device.localeCompare(b.device) || a.at - b.at);
  const byDevice = new Map<string, string[]>();
  for (const r of runs) byDevice.set(r.device, [...(byDevice.get(r.device) ?? []), r.text]);
  const output = [
    `#### ApheriLink run export  site=ASH-DC  devices=${devices.length}  from=2026-11-02 to=2026-11-16  generated=${iso(TODAY + 6 * HOUR + 40 * MINUTE)}`,
    ...[...byDevice].flatMap(([device, texts]) => ['', `==== device ${device}  runs=${texts.length}`, ...texts]),
    '',
  ].join('\n');
  return probe(
    'round 77: apheresis run export (device log, preamble)',
    'Mrs Okafor, one of our regular platelet donors (donor number 4178203), has rung the contact centre upset that her donation at Ashbury yesterday was stopped partway through. Before I call her back: what reason did the machine give for ending her collection?',
    'apherilink_run_export',
    output,
    'r77-9',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it

/** Task 10: the cold chain monitoring exporter's metrics page. */
function coldChainMetrics(): EconomicsTask {
  const random = seededRandom(77_110);
  const needle = '-27.3';
  const TYPES = [
    {
      type: 'red_cell_fridge',
      prefix: 'FRG',
      model: 'Helmer iB125',
      set: 4.0,
      low: 2.0,
      high: 6.0,
      lo: 3.1,
      hi: 5.2,
      share: 30,
      rooms: ['RC-ColdRoom', 'Issue-Fridges', 'Returns'],
    },
    {
      type: 'plasma_freezer',
      prefix: 'FRZ',
      model: 'Helmer iPF125',
      set: -40.0,
      low: -50.0,
      high: -25.0,
      lo: -42.9,
      hi: -36.0,
      share: 34,
      rooms: ['FFP-Store', 'Cryo-Store', 'Quarantine-Frozen'],
    },
    {
      type: 'platelet_incubator',
      prefix: 'INC',
      model: 'Helmer PC900i',
      set: 22.0,
      low: 20.0,
      high: 24.0,
      lo: 21.2,
      hi: 22.9,
      share: 14,
      rooms: ['Platelet-Store', 'Issue-Bay'],
    },
    {
      type: 'ultra_low_freezer',
      prefix: 'ULT',
      model: 'Thermo TSX60086',
      set: -80.0,
      low: -90.0,
      high: -65.0,
      lo: -83.9,
      hi: -76.0,
      share: 8,
      rooms: ['Archive-Samples', 'Research'],
    },
    {
      type: 'sample_fridge',
      prefix: 'SFR',
      model: 'Liebherr LKv 3910',
      set: 5.0,
      low: 2.0,
      high: 8.0,
      lo: 3.5,
      hi: 6.4,
      share: 14,
      rooms: ['Sample-Reception', 'Archive-Samples'],
    },
  ];
  const kindOf = () => {
    let n = pick(random, 100);
    for (const t of TYPES) {
      if (n < t.share) return t;
      n -= t.share;
    }
    return TYPES[0]!;
  };
  const ids = new Set<string>();
  const devices = Array.from({ length: 640 }, () => {
    const t = kindOf();
    const centre = oneOf(random, CENTRES);
    const id = fresh(ids, () => `${t.prefix}-${centre.code}-${String(between(random, 1, 400)).padStart(4, '0')}`);
    let value = (t.lo + random() * (t.hi - t.lo)).toFixed(1);
    if (value === needle) value = (t.lo + 0.1).toFixed(1);
    return {
      labels: `site="${centre.code}",room="${oneOf(random, t.rooms)}-${between(random, 1, 4)}",device="${id}",device_type="${t.type}",model="${t.model}"`,
      t,
      value,
    };
  });
  const odd = devices.findIndex((d, i) => i > devices.length * 0.45 && d.t.type === 'plasma_freezer');
  devices[odd]!.value = needle;
  const family = (name: string, help: string, type: string, value: (d: (typeof devices)[number]) => string): string[] => [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} ${type}`,
    ...devices.map((d) => `${name}{${d.labels}} ${value(d)}`),
  ];
  const output = [
    ...family('coldchain_setpoint_celsius', 'Controller setpoint of the storage device.', 'gauge', (d) => d.t.set.toFixed(1)),
    ...family('coldchain_limit_low_celsius', 'Lower storage limit configured for the device.', 'gauge', (d) => d.t.low.toFixed(1)),
    ...family('coldchain_limit_high_celsius', 'Upper storage limit configured for the device.', 'gauge', (d) => d.t.high.toFixed(1)),
    ...family('coldchain_temperature_celsius', 'Last product simulant probe reading of the storage device.', 'gauge', (d) => d.value),
    ...family('coldchain_door_open_seconds_total', 'Seconds the door has been open since the exporter started.', 'counter', () =>
      String(between(random, 200, 9_000)),
    ),
    ...family('coldchain_compressor_duty_ratio', 'Share of the last hour the compressor ran.', 'gauge', () =>
      (0.25 + random() * 0.5).toFixed(3),
    ),
    ...family('coldchain_probe_battery_volts', 'Wireless probe battery voltage.', 'gauge', () => (2.9 + random() * 0.7).toFixed(2)),
    '# HELP coldchain_exporter_scrape_duration_seconds Time the last poll of the monitoring gateways took.',
    '# TYPE coldchain_exporter_scrape_duration_seconds gauge',
    'coldchain_exporter_scrape_duration_seconds 4.812',
    '',
  ].join('\n');
  return probe(
    'round 77: cold chain metrics (Prometheus, odd reading)',
    'Looking at the cold chain monitoring, is one of the plasma freezers sitting a lot warmer than the others? What is it reading?',
    'coldchain_metrics',
    output,
    'r77-10',
    needle,
  );
}

/** Task 11: the testing lab's reagent load log for the grouping analysers, a psql table. */
function reagentLoads(): EconomicsTask {
  const random = seededRandom(77_111);
  const needle = 'RD26-0319-A';
  const analysers = CENTRES.flatMap((c) => Array.from({ length: 4 }, (_, i) => ({ id: `GRP-${c.code}-0${i + 1}`, site: c.code })));
  /** Code, description, the lots in use across the fleet (lot, expiry), and the loads a day out of ten. */
  const REAGENTS: readonly (readonly [string, string, readonly (readonly [string, string])[], number])[] = [
    ['AA', 'Anti-A (monoclonal)', [['RA26-0702-C', '2027-07-01']], 10],
    ['AB', 'Anti-B (monoclonal)', [['RB26-0615-B', '2027-06-14']], 10],
    ['AD', 'Anti-D (IgM monoclonal blend)', [['RD26-0811-C', '2027-08-10']], 10],
    ['AAB', 'Anti-A,B', [['RAB26-0520-A', '2027-05-19']], 10],
    ['CC', 'Anti-C', [['RC26-0904-A', '2027-09-03']], 7],
    ['LC', 'Anti-c', [['RLC26-0728-B', '2027-07-27']], 7],
    ['EE', 'Anti-E', [['RE26-0904-B', '2027-09-03']], 7],
    ['LE', 'Anti-e', [['RLE26-0611-A', '2027-06-10']], 7],
    ['KK', 'Anti-K', [['RK26-0822-A', '2027-08-21']], 7],
    [
      'A1C',
      'A1 reagent cells',
      [
        ['A1C-2645', '2026-11-27'],
        ['A1C-2646', '2026-12-04'],
      ],
      14,
    ],
    [
      'BC',
      'B reagent cells',
      [
        ['BC-2645', '2026-11-27'],
        ['BC-2646', '2026-12-04'],
      ],
      14,
    ],
    [
      'SC3',
      'Antibody screening cells I/II/III',
      [
        ['SC3-2644', '2026-11-20'],
        ['SC3-2645', '2026-11-27'],
        ['SC3-2646', '2026-12-04'],
      ],
      14,
    ],
    ['CAP', 'Capture-R Ready-Screen wells', [['CR26-1031', '2027-04-30']], 6],
    [
      'LISS',
      'LISS diluent',
      [
        ['LS26-0930', '2027-03-31'],
        ['LS26-1014', '2027-04-14'],
      ],
      5,
    ],
    ['SYS', 'System liquid', [['SL26-1002', '2027-10-01']], 4],
  ];
  const vials = new Set<string>();
  const loaders = Array.from({ length: 30 }, () => `${oneOf(random, LAST).toLowerCase()}_${oneOf(random, FIRST)[0]!.toLowerCase()}`);
  type Row = { at: number; cells: string[] };
  const rows: Row[] = [];
  const row = (
    at: number,
    a: { id: string; site: string },
    r: (typeof REAGENTS)[number],
    [lot, expiry]: readonly [string, string],
  ): Row => ({
    at,
    cells: [
      String(0),
      `${isoDate(at)} ${clock(at)}+00`,
      a.id,
      a.site,
      r[0],
      r[1],
      lot,
      expiry,
      fresh(vials, () => `V${chars(random, '0123456789ABCDEF', 8)}`),
      oneOf(random, loaders),
      String(between(random, 40, 480)),
    ],
  });
  for (let d = 14; d >= 1; d--) {
    for (const a of analysers) {
      for (const r of REAGENTS) {
        if (random() * 10 > r[3]) continue;
        const at = TODAY - d * DAY + between(random, 6 * 60, 22 * 60) * MINUTE + between(random, 0, 59) * 1000;
        // Reagent cells and diluent come in weekly lots: the newer lot takes over as the fortnight goes on.
        const lots = r[2];
        const lot = lots[Math.min(lots.length - 1, Math.floor(((14 - d + random() * 3) / 15) * lots.length))]!;
        rows.push(row(at, a, r, lot));
      }
    }
  }
  const antiD = REAGENTS[2]!;
  const at = TODAY - 2 * DAY + 7 * HOUR + 41 * MINUTE + 17_000;
  rows.push(
    row(
      at,
      analysers.find((a) => a.id === 'GRP-CLN-03')!,
      antiD,
      [needle, '2026-12-18'],
    ),
  );
  rows.sort((a, b) => a.cells[2]!.localeCompare(b.cells[2]!) || a.at - b.at);
  [...rows].sort((a, b) => a.at - b.at).forEach((r, i) => (r.cells[0] = String(300_000 + i)));
  const columns = [
    'load_id',
    'loaded_at',
    'analyser_id',
    'site',
    'reagent_code',
    'reagent',
    'lot_no',
    'lot_expiry',
    'vial_serial',
    'loaded_by',
    'tests_on_load',
  ];
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r.cells[i]!.length)));
  const numeric = new Set([0, 10]);
  const fmt = (cells: readonly string[], head = false) =>
    ` ${cells.map((c, i) => (head ? c.padStart(Math.floor((widths[i]! + c.length) / 2)).padEnd(widths[i]!) : numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')}`;
  const output = [
    'lims=> SELECT l.load_id, l.loaded_at, l.analyser_id, a.site, l.reagent_code, r.description AS reagent, l.lot_no, lt.expiry AS lot_expiry, l.vial_serial, l.loaded_by, l.tests_on_load',
    'lims->   FROM reagent_load l JOIN analyser a USING (analyser_id) JOIN reagent r USING (reagent_code) JOIN reagent_lot lt USING (reagent_code, lot_no)',
    "lims->  WHERE a.class = 'GROUPING' AND l.loaded_at >= now() - interval '14 days' ORDER BY l.analyser_id, l.loaded_at;",
    fmt(columns, true),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => fmt(r.cells)),
    `(${rows.length} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 77: reagent load log (psql, odd lot)',
    'Has any of the blood grouping analysers been loaded with a different lot of anti-D from the rest of the fleet? Which lot?',
    'lims_sql',
    output,
    'r77-11',
    needle,
  );
}

/** Task 12: the appointment booking API, the upcoming sessions as pretty JSON. */
function upcomingSessions(): EconomicsTask {
  const random = seededRandom(77_112);
  const needle = 'SES-2612-31946';
  const ids = new Set<string>([needle]);
  const venues = Array.from({ length: 260 }, (_, i) => {
    const town = oneOf(random, [
      'Kingsbridge',
      'Ravensmoor',
      'Ashbury',
      'Colnbrook',
      'Holmhaven',
      'Trewellan',
      'Midlow',
      'Brackenford',
      'Fenwick',
      'Harrowgate',
      'Larkhill',
      'Penmarsh',
      'Wexcombe',
      'Dunmere',
      'Elsworth',
      'Gorran',
      'Hatherley',
      'Kettleby',
      'Lowerdale',
      'Northwold',
      'Oxley',
      'Rushmere',
      'Saltby',
      'Thornaby',
    ]);
    const kind = oneOf(random, [
      'Civic Hall',
      'Community Centre',
      'Methodist Church Hall',
      'Leisure Centre',
      'Rugby Club',
      'Village Hall',
      'Town Hall',
      'Scout Hut',
      'University Students Union',
      'Donor Centre',
    ]);
    const centre = CENTRES.find((c) => c.name === town)?.code ?? oneOf(random, CENTRES).code;
    return { id: `VEN-${10_000 + i * 37}`, name: `${town} ${kind}`, town, type: kind === 'Donor Centre' ? 'FIXED' : 'MOBILE', centre };
  });
  const session = (big = false) => {
    const venue = oneOf(random, venues);
    const date = big ? '2026-12-14' : isoDate(TODAY + between(random, 1, 56) * DAY);
    const id = big ? needle : fresh(ids, () => `SES-${date.slice(2, 4)}${date.slice(5, 7)}-${between(random, 10_000, 59_999)}`);
    const startHour = between(random, 9, 14);
    const hours = between(random, 4, 7);
    const chairs = big ? 6 : venue.type === 'FIXED' ? between(random, 8, 14) : between(random, 4, 10);
    const slotMinutes = oneOf(random, [10, 15, 15, 15, 20]);
    const slotsTotal = big ? 612 : Math.round(chairs * hours * (60 / slotMinutes) * (0.3 + random() * 0.12));
    const booked = big ? between(random, 30, 60) : between(random, Math.floor(slotsTotal * 0.3), slotsTotal);
    const held = between(random, 0, Math.min(6, slotsTotal - booked));
    return {
      sessionId: id,
      date,
      start: `${pad2(startHour)}:${oneOf(random, ['00', '30'])}`,
      end: `${pad2(startHour + hours)}:${oneOf(random, ['00', '30'])}`,
      venue: { id: venue.id, name: venue.name, town: venue.town, type: venue.type },
      centre: venue.centre,
      team: `${venue.centre}-T${pad2(between(random, 1, 12))}`,
      sessionType: oneOf(random, [
        'WHOLE_BLOOD',
        'WHOLE_BLOOD',
        'WHOLE_BLOOD',
        'WHOLE_BLOOD',
        venue.type === 'FIXED' ? 'PLATELET_APHERESIS' : 'WHOLE_BLOOD',
      ]),
      chairs,
      slotMinutes,
      capacity: { slotsTotal, booked, held, available: slotsTotal - booked - held },
      appointmentTypes: random() < 0.3 ? ['RETURNING'] : ['NEW_DONOR', 'RETURNING'],
      bookingOpen: true,
      lastChangedBy: `${oneOf(random, LAST).toLowerCase()}.${oneOf(random, FIRST)[0]!.toLowerCase()}@mnbs.example`,
    };
  };
  const count = 1_500;
  const items = Array.from({ length: count }, () => session());
  items[Math.floor(count * 0.58)] = session(true);
  items.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.sessionId.localeCompare(b.sessionId));
  const output = JSON.stringify(
    {
      query: { from: '2026-11-18', to: '2027-01-12', centres: 'ALL', status: 'OPEN_FOR_BOOKING' },
      total: count,
      items,
      links: { self: '/booking/v3/sessions?from=2026-11-18&to=2027-01-12&page=1', next: null },
    },
    null,
    2,
  );
  return probe(
    'round 77: upcoming sessions (pretty JSON, odd count)',
    'One of our upcoming donor sessions seems to have far more appointment slots than it could possibly cope with. Which session is it?',
    'booking_sessions',
    output,
    'r77-12',
    needle,
  );
}

export function roundSeventySeven(): EconomicsTask[] {
  return [
    inventoryUnits(),
    orderExport(),
    screeningFeed(),
    containerRegister(),
    slotRebuildLog(),
    customerMaster(),
    contactRecords(),
    issuesLedger(),
    apheresisRuns(),
    coldChainMetrics(),
    reagentLoads(),
    upcomingSessions(),
  ];
}
