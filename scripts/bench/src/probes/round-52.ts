/**
 * Probe round 52, written blind: a made-up regional ambulance service (Severn Vale Ambulance Service:
 * 999 call handling and CAD, telematics and crew status, ePCR, hospital handover, fleet and medical
 * gases, rota and overtime, its IT estate and on-call). "Today" is Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - cad incidents api: which resource reached last night's cardiac arrest on Abbey Mead first, and when.
 *  - gas cylinder movements xml: the serial of the Entonox cylinder fitted to CN204 on Monday.
 *  - pagerduty oncalls json: who is second line on call for the CAD platform on Saturday night.
 * b. The answer a few lines away from the line the question's words match:
 *  - fleet vehicles yaml: when the tail lift on WX73 KPD is next due its LOLER inspection.
 *  - itk bridge log: the root cause of the failed ePCR send for incident SV-20261111-1079.
 *  - handover records xml: what time ST201 handed its patient over at Cheltenham General on Tuesday evening.
 * c. A question that paraphrases the output or carries a preamble:
 *  - iccs call records: how long a caller waited on her second 999 call on Wednesday evening.
 *  - mdt status log: when the Stroud crew at Gloucestershire Royal told control they were free again.
 *  - overtime claims csv: how much time a Cheltenham paramedic claimed for staying on on bonfire night.
 * d. One value unlike its peers:
 *  - telematics units table: which emergency ambulance's tracker logs its position far less often.
 *  - defib tests jsonl: which defibrillator delivered a test shock well below the others.
 *  - bacula job list: which backup job finished normally but backed up a fraction of its usual files.
 * Not among the bench's targets.
 * First run, at e76738d (with this file; `ROUNDS=52 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,670,083 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 399e4e2, the head before this round's stop began, finds the same 6/12.
 *   round 52: cad incidents api
 *     codex: 7,492 tokens, peak 7,400, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,678 tokens, peak 6,662, 0/1 needles, 4 read-backs
 *     ours: 5,351 tokens, peak 2,315, 0/1 needles, 2 read-backs
 *   round 52: gas cylinder movements xml
 *     codex: 8,339 tokens, peak 8,238, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 727, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,436 tokens, peak 2,994, 1/1 needles, 2 read-backs
 *     ours: 2,915 tokens, peak 1,921, 1/1 needles, 1 read-backs
 *   round 52: pagerduty oncalls json
 *     codex: 6,973 tokens, peak 6,884, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 621, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,150 tokens, peak 6,484, 0/1 needles, 4 read-backs
 *     ours: 5,284 tokens, peak 2,348, 0/1 needles, 2 read-backs
 *   round 52: fleet vehicles yaml
 *     codex: 16,307 tokens, peak 16,229, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,282 tokens, peak 2,726, 0/1 needles, 2 read-backs
 *     ours: 6,078 tokens, peak 2,767, 1/1 needles, 2 read-backs
 *   round 52: itk bridge log
 *     codex: 15,190 tokens, peak 15,091, 0/1 needles, 0 read-backs
 *     context-chef: 840 tokens, peak 741, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,204 tokens, peak 1,789, 0/1 needles, 1 read-backs
 *     ours: 2,710 tokens, peak 1,696, 1/1 needles, 1 read-backs
 *   round 52: handover records xml
 *     codex: 14,885 tokens, peak 14,803, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,639 tokens, peak 2,890, 0/1 needles, 2 read-backs
 *     ours: 6,113 tokens, peak 2,760, 1/1 needles, 2 read-backs
 *   round 52: iccs call records, preamble and paraphrase
 *     codex: 18,136 tokens, peak 18,024, 0/1 needles, 0 read-backs
 *     context-chef: 922 tokens, peak 810, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,682 tokens, peak 3,663, 1/1 needles, 2 read-backs
 *     ours: 11,355 tokens, peak 4,468, 1/1 needles, 3 read-backs
 *   round 52: mdt status log, preamble and paraphrase
 *     codex: 17,641 tokens, peak 17,516, 0/1 needles, 0 read-backs
 *     context-chef: 917 tokens, peak 792, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,817 tokens, peak 1,463, 0/1 needles, 4 read-backs
 *     ours: 4,981 tokens, peak 1,059, 0/1 needles, 4 read-backs
 *   round 52: overtime claims csv, preamble and paraphrase
 *     codex: 17,603 tokens, peak 17,493, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 778, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,111 tokens, peak 4,674, 0/1 needles, 3 read-backs
 *     ours: 8,900 tokens, peak 4,371, 0/1 needles, 3 read-backs
 *   round 52: telematics units table
 *     codex: 17,117 tokens, peak 17,017, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,753 tokens, peak 1,246, 0/1 needles, 4 read-backs
 *     ours: 4,421 tokens, peak 942, 1/1 needles, 4 read-backs
 *   round 52: defib tests jsonl
 *     codex: 14,056 tokens, peak 13,952, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,686 tokens, peak 1,245, 0/1 needles, 4 read-backs
 *     ours: 4,235 tokens, peak 912, 0/1 needles, 4 read-backs
 *   round 52: bacula job list
 *     codex: 17,197 tokens, peak 17,105, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,794 tokens, peak 1,265, 0/1 needles, 4 read-backs
 *     ours: 4,465 tokens, peak 954, 0/1 needles, 4 read-backs
 *     codex: 170,936 tokens, 0/12 needles
 *     context-chef: 9,591 tokens, 0/12 needles
 *     context-chef-store: 101,232 tokens, 2/12 needles
 *     ours: 66,808 tokens, 6/12 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: the UK is on GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-11T21:47:09Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `21:47:09` */
const clock = (t: number) => iso(t).slice(11);
/** `2026-11-11` */
const date = (t: number) => iso(t).slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const upper = (random: () => number, n: number) => chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', n);
/** `1,204,311` */
const num = (n: number) => n.toLocaleString('en-US');
/** A jitter of up to `n` seconds. */
const secs = (random: () => number, n = 59) => pick(random, n + 1) * SECOND;

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

/** A station: callsign prefix, town, postcode districts, the hospital its crews mostly take patients to, and a rough position. */
interface Station {
  readonly code: string;
  readonly town: string;
  readonly districts: readonly string[];
  readonly hospital: string;
  readonly lat: number;
  readonly lon: number;
}
const STATIONS: readonly Station[] = [
  { code: 'GL', town: 'Gloucester', districts: ['GL1', 'GL2', 'GL3', 'GL4'], hospital: 'RTE-GRH', lat: 51.864, lon: -2.244 },
  { code: 'CH', town: 'Cheltenham', districts: ['GL50', 'GL51', 'GL52', 'GL53'], hospital: 'RTE-CGH', lat: 51.899, lon: -2.078 },
  { code: 'ST', town: 'Stroud', districts: ['GL5', 'GL6'], hospital: 'RTE-GRH', lat: 51.745, lon: -2.217 },
  { code: 'TK', town: 'Tewkesbury', districts: ['GL20'], hospital: 'RTE-CGH', lat: 51.992, lon: -2.157 },
  { code: 'CI', town: 'Cirencester', districts: ['GL7'], hospital: 'RTE-GRH', lat: 51.719, lon: -1.968 },
  { code: 'CN', town: 'Cinderford', districts: ['GL14'], hospital: 'RTE-GRH', lat: 51.824, lon: -2.499 },
  { code: 'LY', town: 'Lydney', districts: ['GL15'], hospital: 'RTE-GRH', lat: 51.727, lon: -2.53 },
  { code: 'DU', town: 'Dursley', districts: ['GL11'], hospital: 'RTE-GRH', lat: 51.681, lon: -2.354 },
  { code: 'RW', town: 'Ross-on-Wye', districts: ['HR9'], hospital: 'RLQ-HCH', lat: 51.914, lon: -2.587 },
  { code: 'LB', town: 'Ledbury', districts: ['HR8'], hospital: 'RLQ-HCH', lat: 52.035, lon: -2.423 },
  { code: 'HF', town: 'Hereford', districts: ['HR1', 'HR2', 'HR4'], hospital: 'RLQ-HCH', lat: 52.056, lon: -2.716 },
  { code: 'LM', town: 'Leominster', districts: ['HR6'], hospital: 'RLQ-HCH', lat: 52.227, lon: -2.737 },
  { code: 'WR', town: 'Worcester', districts: ['WR1', 'WR2', 'WR3', 'WR4', 'WR5'], hospital: 'RWP-WRH', lat: 52.192, lon: -2.22 },
  { code: 'EV', town: 'Evesham', districts: ['WR11'], hospital: 'RWP-WRH', lat: 52.092, lon: -1.947 },
  { code: 'MV', town: 'Malvern', districts: ['WR13', 'WR14'], hospital: 'RWP-WRH', lat: 52.111, lon: -2.325 },
  { code: 'PS', town: 'Pershore', districts: ['WR10'], hospital: 'RWP-WRH', lat: 52.111, lon: -2.075 },
  { code: 'KD', town: 'Kidderminster', districts: ['DY10', 'DY11'], hospital: 'RWP-WRH', lat: 52.388, lon: -2.25 },
  { code: 'BG', town: 'Bromsgrove', districts: ['B60', 'B61'], hospital: 'RWP-ALX', lat: 52.335, lon: -2.061 },
  { code: 'RD', town: 'Redditch', districts: ['B97', 'B98'], hospital: 'RWP-ALX', lat: 52.306, lon: -1.946 },
  { code: 'DW', town: 'Droitwich', districts: ['WR9'], hospital: 'RWP-WRH', lat: 52.267, lon: -2.153 },
];
const station = (code: string) => STATIONS.find((s) => s.code === code)!;
const HOSPITALS: readonly (readonly [string, string])[] = [
  ['RTE-GRH', 'Gloucestershire Royal Hospital'],
  ['RTE-CGH', 'Cheltenham General Hospital'],
  ['RWP-WRH', 'Worcestershire Royal Hospital'],
  ['RWP-ALX', 'Alexandra Hospital'],
  ['RLQ-HCH', 'Hereford County Hospital'],
  ['RN3-GWH', 'Great Western Hospital'],
  ['RVJ-SMD', 'Southmead Hospital'],
];
const STREETS = [
  'Station Road',
  'Church Street',
  'Mill Lane',
  'Orchard Way',
  'The Crescent',
  'Victoria Road',
  'Beech Close',
  'Bath Road',
  'Manor Park',
  'London Road',
  'Severn Road',
  'Tewkesbury Road',
  'Park Avenue',
  'High Street',
  'Queens Drive',
  'Rowan Way',
  'Meadow Close',
  'Brook Street',
  'Chestnut Walk',
  'Hillview Road',
  'Kingsholm Road',
  'Elm Grove',
  'Cotswold Way',
  'Barton Street',
];
const FIRST = [
  'Sarah',
  'James',
  'Rhiannon',
  'Mark',
  'Katie',
  'Dan',
  'Amira',
  'Steve',
  'Lucy',
  'Gavin',
  'Nadia',
  'Craig',
  'Helen',
  'Adebayo',
  'Emma',
  'Paul',
  'Grace',
  'Lewis',
  'Anita',
  'Tom',
  'Chloe',
  'Martin',
  'Yasmin',
  'Rob',
];
const LAST = [
  'Price',
  'Morgan',
  'Hale',
  'Bishop',
  'Cole',
  'Dunn',
  'Farrell',
  'Greenwood',
  'Hussain',
  'Jenkins',
  'Kaur',
  'Lamb',
  'Mills',
  'Norris',
  'Oduya',
  'Pearce',
  'Quinn',
  'Rees',
  'Sutton',
  'Tranter',
  'Underwood',
  'Vaughan',
  'Walsh',
  'Yates',
];
const personName = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const postcode = (random: () => number, s: Station) => `${oneOf(random, s.districts)} ${between(random, 1, 9)}${upper(random, 2)}`;

/** `GET /cad/api/v3/incidents`: the last 24 hours of incidents, minified; the first arrival at a cardiac arrest. */
function cadIncidentsApi(): EconomicsTask {
  const random = seededRandom(52_001);
  const COMPLAINTS: readonly (readonly [number, string, readonly string[]])[] = [
    [1, 'Abdominal Pain/Problems', ['01A01', '01C03', '01D01']],
    [6, 'Breathing Problems', ['06C01', '06D02', '06E01']],
    [9, 'Cardiac or Respiratory Arrest/Death', ['09E01', '09D01', '09B01']],
    [10, 'Chest Pain/Chest Discomfort (Non-Traumatic)', ['10C01', '10D04', '10A01']],
    [12, 'Convulsions/Fitting', ['12A01', '12D02', '12C03']],
    [13, 'Diabetic Problems', ['13A01', '13C01', '13D01']],
    [17, 'Falls', ['17A01', '17A02', '17B01', '17D04', '17A01', '17B01']],
    [21, 'Haemorrhage/Lacerations', ['21A01', '21B01', '21D04']],
    [23, 'Overdose/Poisoning (Ingestion)', ['23C01', '23D01', '23B01']],
    [25, 'Psychiatric/Suicide Attempt', ['25A01', '25B06', '25D01']],
    [26, 'Sick Person (Specific Diagnosis)', ['26A01', '26C02', '26O01', '26A05']],
    [28, 'Stroke (CVA)/Transient Ischaemic Attack (TIA)', ['28C01', '28C06', '28C12']],
    [29, 'Traffic/Transportation Incidents', ['29B01', '29D02', '29B04']],
    [31, 'Unconscious/Fainting (Near)', ['31A01', '31D02', '31C01']],
  ];
  const category = (determinant: string) => {
    const level = determinant[2]!;
    if (level === 'E') return 'C1';
    if (level === 'D') return ['06', '09', '31'].includes(determinant.slice(0, 2)) ? 'C1' : 'C2';
    if (level === 'C') return 'C2';
    if (level === 'B') return 'C3';
    if (level === 'A') return oneOf(random, ['C3', 'C4']);
    return 'C5';
  };
  const NOW = T(12, 9, 30);
  const z = (t: number) => (t > NOW ? null : isoZ(t));
  const crewId = () => `${oneOf(random, ['P', 'P', 'T', 'E'])}${between(random, 40_000, 58_999)}`;
  interface Resource {
    callsign: string;
    type: string;
    crew: string[];
    assigned: string | null;
    mobile: string | null;
    on_scene: string | null;
    left_scene: string | null;
    at_hospital: string | null;
    clear: string | null;
  }
  const resource = (callsign: string, type: string, assigned: number, conveys: boolean, onScene?: number): Resource => {
    const mobile = assigned + between(random, 12, 95) * SECOND;
    const scene = onScene ?? mobile + between(random, 3, 28) * MINUTE + secs(random);
    const left = scene + between(random, 22, 80) * MINUTE + secs(random);
    const hospital = conveys ? left + between(random, 10, 42) * MINUTE + secs(random) : null;
    const clear = hospital === null ? left + between(random, 0, 4) * MINUTE + secs(random) : hospital + between(random, 18, 170) * MINUTE;
    return {
      callsign,
      type,
      crew: type === 'RRV' ? [crewId()] : [crewId(), crewId()],
      assigned: z(assigned),
      mobile: z(mobile),
      on_scene: z(scene),
      left_scene: z(left),
      at_hospital: hospital === null ? null : z(hospital),
      clear: z(clear),
    };
  };
  const dca = (s: Station) => `${s.code}2${pad2(between(random, 1, 9))}`;
  const rrv = (s: Station) => `${s.code}10${between(random, 1, 3)}`;
  interface Incident {
    t: number;
    record: Record<string, unknown>;
  }
  const incident = (
    t: number,
    s: Station,
    complaint: (typeof COMPLAINTS)[number],
    determinant: string,
    street = oneOf(random, STREETS),
    plantedResources?: () => Resource[],
  ): Incident => {
    const cat = category(determinant);
    const conveys = cat !== 'C5' && random() < 0.6;
    const dispatchDelay =
      (cat === 'C1' ? between(random, 40, 150) : cat === 'C2' ? between(random, 60, 1_500) : between(random, 300, 7_200)) * SECOND;
    const resources =
      plantedResources?.() ??
      (cat === 'C5'
        ? []
        : [
            resource(dca(s), 'DCA', t + dispatchDelay, conveys),
            ...(cat === 'C1' && random() < 0.7
              ? [resource(rrv(s), 'RRV', t + dispatchDelay + between(random, 5, 60) * SECOND, false)]
              : []),
          ]);
    const hospital = HOSPITALS.find(([code]) => code === s.hospital)!;
    const conveyed = plantedResources ? resources.some((r) => r.at_hospital !== null) : conveys;
    return {
      t,
      record: {
        incident_id: '',
        received: isoZ(t),
        source: oneOf(random, ['999', '999', '999', '999', '111', 'HCP']),
        category: cat,
        mpds: { protocol: complaint[0], determinant, chief_complaint: complaint[1] },
        location: {
          address: `${between(random, 1, 160)} ${street}`,
          town: s.town,
          postcode: postcode(random, s),
          easting: between(random, 360_000, 420_000),
          northing: between(random, 195_000, 265_000),
        },
        resources,
        outcome:
          cat === 'C5' ? 'HEAR_AND_TREAT' : conveyed ? 'CONVEYED' : oneOf(random, ['SEE_AND_TREAT', 'SEE_AND_REFER', 'SEE_AND_TREAT']),
        destination: conveyed && cat !== 'C5' ? { code: hospital[0], name: hospital[1], department: 'ED' } : null,
        dispatcher: `DSP-${String(between(random, 1, 64)).padStart(3, '0')}`,
      },
    };
  };
  const incidents: Incident[] = [];
  const START = NOW - DAY;
  for (let i = 0; i < 1_150; i++) {
    const complaint = oneOf(random, COMPLAINTS);
    incidents.push(incident(START + pick(random, DAY / SECOND) * SECOND, oneOf(random, STATIONS), complaint, oneOf(random, complaint[2])));
  }
  const tewkesbury = station('TK');
  const arrest = COMPLAINTS.find(([p]) => p === 9)!;
  const falls = COMPLAINTS.find(([p]) => p === 17)!;
  // The arrest: the ambulance was sent first, the car got there first, a Cheltenham ambulance backed up.
  const target = incident(T(11, 21, 39, 52), tewkesbury, arrest, '09E01', 'Abbey Mead', () => [
    resource('TK203', 'DCA', T(11, 21, 40, 31), true, T(11, 21, 51, 44)),
    resource('TK101', 'RRV', T(11, 21, 40, 58), false, T(11, 21, 47, 9)),
    resource('CH207', 'DCA', T(11, 21, 43, 15), false, T(11, 21, 58, 30)),
  ]);
  const firstThere = JSON.stringify((target.record.resources as Resource[])[1]);
  const needle = firstThere.slice(firstThere.indexOf('"callsign"'), firstThere.indexOf(',"left_scene"'));
  incidents.push(target);
  incidents.push(incident(T(11, 14, 12, 3), tewkesbury, falls, '17B01', 'Abbey Mead'));
  incidents.push(
    incident(T(11, 11, 20, 41), tewkesbury, arrest, '09E01', 'Mythe Road', () => [
      resource('TK101', 'RRV', T(11, 11, 21, 30), false),
      resource('TK201', 'DCA', T(11, 11, 21, 52), true),
    ]),
  );
  incidents.push(incident(T(11, 22, 5, 18), station('CH'), arrest, '09E01', 'Abbey Road'));
  incidents.sort((a, b) => a.t - b.t);
  const seq = new Map<string, number>([
    ['2026-11-11', 402],
    ['2026-11-12', 0],
  ]);
  for (const { t, record } of incidents) {
    const day = date(t);
    const n = (seq.get(day) ?? 0) + 1;
    seq.set(day, n);
    record.incident_id = `SV-${day.replace(/-/g, '')}-${String(n).padStart(4, '0')}`;
  }
  const output = `${JSON.stringify({
    meta: { from: isoZ(START), to: isoZ(NOW), count: incidents.length, page: 1, pages: 1, generated: isoZ(NOW + 4_210) },
    incidents: incidents.map((i) => i.record),
  })}\n`;
  const ask =
    "The coroner's officer is asking about last night's cardiac arrest in Tewkesbury, the one on Abbey Mead. Which of our vehicles got there first, and what time did it arrive?";
  return probe('round 52: cad incidents api', ask, 'http_get', output, 'first', needle, true);
}

/** The cylinder tracking system's movements for the week, as one line of XML; an Entonox cylinder fitted on Monday. */
function gasCylinderMovementsXml(): EconomicsTask {
  const random = seededRandom(52_002);
  const STAFF = Array.from({ length: 160 }, () => `${oneOf(random, ['P', 'T', 'E', 'L'])}${between(random, 40_000, 58_999)}`);
  const serials = new Set<string>();
  const serial = () => {
    let s = '';
    while (!s || serials.has(s)) s = `${upper(random, 2)}${digits(random, 6)}`;
    serials.add(s);
    return s;
  };
  const vehicles = (s: Station) => [
    ...Array.from({ length: 6 }, (_, k) => `${s.code}20${k + 1}`),
    ...Array.from({ length: 2 }, (_, k) => `${s.code}10${k + 1}`),
  ];
  const movement = (t: number, type: string, s: Station, vehicle: string | null, gas: string, size: string, id = serial()) => {
    const full = gas === 'ENTONOX' ? 137 : size === 'HX' ? 230 : 230;
    const pressure =
      type === 'REMOVED'
        ? between(random, 0, Math.floor(full / 3))
        : type === 'RETURNED'
          ? between(random, 0, 40)
          : full - between(random, 0, 8);
    const fill = t - between(random, 6, 40) * DAY;
    return (
      `<Movement id="MV-${digits(random, 8)}" ts="${isoZ(t)}" type="${type}" site="${s.town}"` +
      `${vehicle ? ` vehicle="${vehicle}"` : ''} gas="${gas}" size="${size}" serial="${id}" pressureBar="${pressure}"` +
      ` fillDate="${date(fill)}" batch="${gas === 'ENTONOX' ? 'EN' : 'OX'}${digits(random, 6)}" by="${type === 'RECEIVED' || type === 'RETURNED' ? 'STORES' : oneOf(random, STAFF)}"/>`
    );
  };
  const START = T(6, 0);
  const END = T(12, 9);
  const events: { t: number; text: string }[] = [];
  for (let i = 0; i < 3_700; i++) {
    const t = START + pick(random, (END - START) / SECOND) * SECOND;
    const s = oneOf(random, STATIONS);
    const roll = random();
    const type = roll < 0.36 ? 'FITTED' : roll < 0.72 ? 'REMOVED' : roll < 0.84 ? 'ISSUED' : roll < 0.93 ? 'RECEIVED' : 'RETURNED';
    const onVehicle = type === 'FITTED' || type === 'REMOVED';
    const [gas, size] = onVehicle
      ? oneOf(random, [
          ['OXYGEN', 'CD'],
          ['OXYGEN', 'CD'],
          ['ENTONOX', 'ED'],
        ] as const)
      : oneOf(random, [
          ['OXYGEN', 'CD'],
          ['OXYGEN', 'HX'],
          ['ENTONOX', 'ED'],
        ] as const);
    let vehicle = onVehicle ? oneOf(random, vehicles(s)) : null;
    // CN204's Entonox changes are the planted ones.
    if (vehicle === 'CN204' && gas === 'ENTONOX') vehicle = 'CN206';
    events.push({ t, text: movement(t, type, s, vehicle, gas, size) });
  }
  const cinderford = station('CN');
  const lydney = station('LY');
  const add = (t: number, type: string, s: Station, vehicle: string, gas: string, size: string) => {
    const text = movement(t, type, s, vehicle, gas, size);
    events.push({ t, text });
    return text;
  };
  add(T(7, 10, 22, 40), 'FITTED', cinderford, 'CN204', 'ENTONOX', 'ED');
  add(T(9, 17, 18, 5), 'REMOVED', cinderford, 'CN204', 'ENTONOX', 'ED');
  const fitted = add(T(9, 17, 20, 31), 'FITTED', cinderford, 'CN204', 'ENTONOX', 'ED');
  add(T(9, 17, 22, 12), 'FITTED', cinderford, 'CN204', 'OXYGEN', 'CD');
  add(T(9, 15, 41, 7), 'FITTED', cinderford, 'CN205', 'ENTONOX', 'ED');
  add(T(9, 18, 3, 55), 'FITTED', lydney, 'LY204', 'ENTONOX', 'ED');
  add(T(11, 7, 48, 20), 'REMOVED', cinderford, 'CN204', 'OXYGEN', 'CD');
  events.sort((a, b) => a.t - b.t);
  const needle = fitted.slice(fitted.indexOf('type="FITTED"'), fitted.indexOf(' pressureBar'));
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><CylinderMovements xmlns="urn:svas:gastrak:2" trust="SVAS" from="${isoZ(START)}" to="${isoZ(END)}" count="${events.length}">` +
    `${events.map((e) => e.text).join('')}</CylinderMovements>\n`;
  const ask =
    "Cinderford station have rung to say the Entonox on CN204 is almost empty already. What's the serial number of the Entonox cylinder that went onto that ambulance on Monday? I want to send it back to the supplier.";
  return probe('round 52: gas cylinder movements xml', ask, 'http_get', output, 'serial', needle, true);
}

/** PagerDuty's `GET /oncalls` for the next fortnight, minified: every IT escalation policy; the CAD second line on Saturday. */
function pagerdutyOncallsJson(): EconomicsTask {
  const random = seededRandom(52_003);
  const BASE = 'https://api.pagerduty.com';
  const WEB = 'https://svas-it.pagerduty.com';
  const ids = new Set<string>();
  const pdId = () => {
    let id = '';
    while (!id || ids.has(id)) id = `P${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 6)}`;
    ids.add(id);
    return id;
  };
  const names = new Set<string>(['Rhys Pritchard']);
  const person = () => {
    let n = '';
    while (!n || names.has(n)) n = personName(random);
    names.add(n);
    return { id: pdId(), name: n };
  };
  const ref = (kind: string, path: string, id: string, summary: string) => ({
    id,
    type: `${kind}_reference`,
    summary,
    self: `${BASE}/${path}/${id}`,
    html_url: `${WEB}/${path}/${id}`,
  });
  const POLICIES = [
    'Active Directory & M365',
    'Airwave Gateway & ICCS',
    'BI & Data Warehouse',
    'CAD Interfaces (ITK, EISEC, Pathways)',
    'CAD Platform',
    'ePCR Platform',
    'Fleet Telematics & MDT',
    'GIS & Gazetteer',
    'Network & Firewalls',
    'Rota & Payroll (HealthRoster)',
    'Service Desk Out of Hours',
    'Telephony & Call Recording',
  ];
  const oncalls: object[] = [];
  let needle = '';
  for (const policy of POLICIES) {
    const policyRef = ref('escalation_policy', 'escalation_policies', pdId(), policy);
    const levels: readonly (readonly [number, string, number])[] = [
      [1, `${policy} - L1 on-call`, between(random, 5, 7)],
      [2, `${policy} - 2nd line`, 4],
      [3, `${policy} - Duty manager`, 2],
    ];
    for (const [level, scheduleName, teamSize] of levels) {
      const scheduleRef = ref('schedule', 'schedules', pdId(), scheduleName);
      const team = Array.from({ length: teamSize }, () => person());
      const cad2 = policy === 'CAD Platform' && level === 2;
      if (cad2) team[2] = { id: pdId(), name: 'Rhys Pritchard' };
      const shifts: [number, number][] = [];
      if (level === 1) for (let t = T(12, 8); t < T(26, 8); t += 12 * HOUR) shifts.push([t, t + 12 * HOUR]);
      else if (level === 2) for (let t = T(12, 8); t < T(26, 8); t += DAY) shifts.push([t, t + DAY]);
      else for (let t = T(9, 9); t < T(26, 8); t += 7 * DAY) shifts.push([t, t + 7 * DAY]);
      const offset = pick(random, teamSize);
      shifts.forEach(([start, end], k) => {
        const who = team[(k + (cad2 ? 0 : offset)) % teamSize]!;
        const user = ref('user', 'users', who.id, who.name);
        oncalls.push({
          escalation_policy: policyRef,
          escalation_level: level,
          schedule: scheduleRef,
          user,
          start: isoZ(start),
          end: isoZ(end),
        });
        if (cad2 && start === T(14, 8)) {
          const text = JSON.stringify({ user, start: isoZ(start) });
          needle = text.slice(text.indexOf('"type":"user_reference"'), text.length - 1);
        }
      });
    }
  }
  const output = `${JSON.stringify({ oncalls, limit: 1000, offset: 0, more: false, total: null })}\n`;
  const ask =
    "The CAD supplier are doing their database failover this Saturday night and want a named contact from our side who'll be on call. Who's second line for the CAD platform then?";
  return probe('round 52: pagerduty oncalls json', ask, 'http_get', output, 'oncall', needle, true);
}

/** `fleetctl vehicles export -o yaml`: every vehicle with its equipment and inspections; one tail lift's LOLER date. */
function fleetVehiclesYaml(): EconomicsTask {
  const random = seededRandom(52_004);
  const regs = new Set<string>(['WX73 KPD', 'WX73 KPE', 'WX23 KPD']);
  const reg = () => {
    let r = '';
    while (!r || regs.has(r))
      r = `${oneOf(random, ['WX', 'WU', 'WR', 'WV', 'WK'])}${oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25', '75'])} ${upper(random, 3)}`;
    regs.add(r);
    return r;
  };
  const day = (t: number) => date(t);
  const TODAY = T(12, 0);
  const ROLES: readonly (readonly [string, number, string, string])[] = [
    ['DCA', 0.45, 'Fiat', 'Ducato Maxi 2.2 180 / WAS 500 box'],
    ['DCA', 0.12, 'Mercedes-Benz', 'Sprinter 519 CDI / VCS Evolution'],
    ['RRV', 0.16, 'Skoda', 'Octavia Estate 2.0 TDI 4x4'],
    ['PTS', 0.2, 'Renault', 'Master L3H2 / Bluebird PTS'],
    ['SUPPORT', 0.07, 'Ford', 'Ranger Wildtrak 2.0 EcoBlue'],
  ];
  const role = () => {
    let r = random();
    for (const entry of ROLES) if ((r -= entry[1]) < 0) return entry;
    return ROLES[0]!;
  };
  const cert = (standard: string) => `${standard === 'LOLER' ? 'LL' : 'MG'}-${digits(random, 5)}`;
  const inspection = (item: string, months: number, standard?: string, last?: number, next?: number) => {
    const l = last ?? TODAY - between(random, 5, months * 30 - 5) * DAY;
    const n = next ?? l + months * 30 * DAY + between(random, -3, 3) * DAY;
    return standard
      ? `      - {item: ${item}, standard: ${standard}, last: ${day(l)}, next_due: ${day(n)}, cert: ${cert(standard)}}`
      : `      - {item: ${item}, interval: ${months === 2 ? '8w' : `${months}m`}, last: ${day(l)}, next_due: ${day(n)}, job: WO-${digits(random, 6)}}`;
  };
  const vehicle = (
    fleetNo: number,
    r: string,
    entry: (typeof ROLES)[number],
    tailLift?: readonly [string, string, string],
    callsign?: string,
  ) => {
    const [kind, , make, model] = entry;
    const s = oneOf(random, STATIONS);
    const registered = TODAY - between(random, 200, 2_400) * DAY;
    const lift = kind === 'DCA' || kind === 'PTS';
    const stretcher = kind === 'DCA';
    const lines = [
      `  - fleet_no: ${fleetNo}`,
      `    reg: ${r}`,
      `    callsign: ${callsign ?? `${s.code}${kind === 'DCA' ? '2' : kind === 'RRV' ? '1' : kind === 'PTS' ? '4' : '9'}${pad2(between(random, 1, 24))}`}`,
      `    role: ${kind}`,
      `    base: ${s.town}`,
      `    make: ${make}`,
      `    model: ${model}`,
      `    vin: ${make === 'Fiat' ? 'ZFA250000' : make === 'Skoda' ? 'TMBJJ7NX' : make === 'Ford' ? 'WF0AXXTTG' : make === 'Renault' ? 'VF1MA000' : 'WDB9076'}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17 - (make === 'Fiat' ? 9 : make === 'Skoda' ? 8 : make === 'Ford' ? 9 : make === 'Renault' ? 8 : 7))}`,
      `    first_registered: ${day(registered)}`,
      `    odometer_mi: ${between(random, 4_000, 190_000)}`,
      `    status: ${oneOf(random, ['on_road', 'on_road', 'on_road', 'on_road', 'on_road', 'vor_workshop', 'spare'])}`,
      `    fuel_card: ${oneOf(random, ['Allstar', 'Keyfuels'])}-${digits(random, 6)}`,
      '    equipment:',
    ];
    if (stretcher)
      lines.push(
        `      stretcher: {make: Ferno, model: ${oneOf(random, ['Pegasus', 'Pegasus', 'Scoop EXL'])}, serial: FP-${digits(random, 7)}}`,
      );
    if (stretcher || kind === 'PTS') lines.push(`      carry_chair: {make: Ferno, model: Compact 2, serial: FC-${digits(random, 7)}}`);
    if (lift)
      lines.push(
        `      tail_lift: {make: ${oneOf(random, ['Dhollandia', 'Ratcliff'])}, swl_kg: ${kind === 'DCA' ? 300 : 350}, serial: TL-${digits(random, 6)}}`,
      );
    lines.push(`      defib: ${kind === 'PTS' ? 'LIFEPAK 1000' : kind === 'SUPPORT' ? 'none' : 'LIFEPAK 15'}`, '    inspections:');
    lines.push(inspection('pmi', 2), inspection('mot', 12));
    if (lift)
      lines.push(
        tailLift
          ? `      - {item: tail_lift, standard: LOLER, last: ${tailLift[0]}, next_due: ${tailLift[1]}, cert: ${tailLift[2]}}`
          : inspection('tail_lift', 6, 'LOLER'),
      );
    if (stretcher) lines.push(inspection('stretcher', 6, 'LOLER'));
    if (stretcher || kind === 'PTS') lines.push(inspection('carry_chair', 6, 'LOLER'));
    if (kind !== 'SUPPORT') lines.push(inspection('med_gas_pipework', 12, 'HTM 02-01'));
    lines.push(`    open_defects: ${oneOf(random, [0, 0, 0, 0, 1, 1, 2, 3])}`);
    return lines.join('\n');
  };
  const COUNT = 1_050;
  const records: string[] = [];
  let fleetNo = 3_100;
  for (let i = 0; i < COUNT; i++) records.push(vehicle((fleetNo += between(random, 1, 3)), reg(), role()));
  const dca = ROLES[0]!;
  const at = (f: number) => Math.floor(COUNT * f);
  const fleetAt = (i: number) => Number(/fleet_no: (\d+)/.exec(records[i]!)![1]);
  const needle = '      - {item: tail_lift, standard: LOLER, last: 2026-06-08, next_due: 2026-12-08, cert: LL-58213}';
  records[at(0.51)] = vehicle(fleetAt(at(0.51)), 'WX73 KPD', dca, ['2026-06-08', '2026-12-08', 'LL-58213'], 'GL203');
  records[at(0.46)] = vehicle(fleetAt(at(0.46)), 'WX73 KPE', dca, ['2026-06-15', '2026-12-15', 'LL-58390'], 'GL206');
  records[at(0.57)] = vehicle(fleetAt(at(0.57)), 'WX23 KPD', ROLES[2]!, undefined, 'GL102');
  const output = `${[
    '# fleetctl vehicles export --all -o yaml   (Tranman sync 2026-11-12 06:00)',
    `generated: "${isoZ(T(12, 6, 0, 14))}"`,
    `count: ${COUNT}`,
    'vehicles:',
    ...records,
  ].join('\n')}\n`;
  const ask = "Workshops are booking in next month's inspections. When is the tail lift on WX73 KPD next due its LOLER?";
  return probe('round 52: fleet vehicles yaml', ask, 'run_shell', output, 'loler', needle);
}

/** `kubectl logs deploy/epcr-itk-bridge --since=36h`: Spring Boot logs with stack traces; one send's root cause. */
function itkBridgeLog(): EconomicsTask {
  const random = seededRandom(52_005);
  const ts = (t: number) => `${iso(t).replace('T', ' ')}.${String(t % 1_000).padStart(3, '0')}`;
  const DESTS = [
    'RTE01-GRH-ED',
    'RTE03-CGH-ED',
    'RWP01-WRH-ED',
    'RWP50-ALX-ED',
    'RLQ01-HCH-ED',
    'RN325-GWH-ED',
    'RVJ01-SMD-ED',
    'RTE01-GRH-AMU',
  ];
  const LOGGERS: Record<string, string> = {
    sender: 'u.c.s.e.itk.HandoverSender',
    builder: 'u.c.s.epcr.cda.CdaBuilder',
    ack: 'u.c.s.e.itk.AckListener',
    mesh: 'u.c.s.e.mesh.MeshPoller',
    dlq: 'u.c.s.e.itk.DeadLetterQueue',
    pool: 'com.zaxxer.hikari.pool.HikariPool',
    retry: 'u.c.s.e.itk.RetryScheduler',
  };
  const line = (t: number, level: string, thread: string, logger: string, message: string) =>
    `${ts(t)} ${level.padStart(5)} 1 --- [${thread.padStart(15)}] ${LOGGERS[logger]!.padEnd(40)} : ${message}`;
  const pcrIds = new Set<string>(['PCR-8F21C0']);
  const pcr = () => {
    let id = '';
    while (!id || pcrIds.has(id)) id = `PCR-${chars(random, '0123456789ABCDEF', 6)}`;
    pcrIds.add(id);
    return id;
  };
  const uuidish = () =>
    `${chars(random, '0123456789abcdef', 8)}-${chars(random, '0123456789abcdef', 4)}-4${chars(random, '0123456789abcdef', 3)}-${chars(random, '89ab', 1)}${chars(random, '0123456789abcdef', 3)}-${chars(random, '0123456789abcdef', 12)}`;
  const SENDER_FRAMES = [
    '\tat uk.co.svas.epcr.itk.HandoverSender.send(HandoverSender.java:214)',
    '\tat uk.co.svas.epcr.itk.HandoverSender.lambda$dispatch$3(HandoverSender.java:162)',
    '\tat java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)',
    '\tat java.base/java.lang.Thread.run(Thread.java:840)',
  ];
  const events: { t: number; text: string }[] = [];
  const add = (t: number, text: string) => events.push({ t, text });
  /** A send that fails validation: the trace's last `Caused by` says why; never retried. */
  const validationFailure = (
    t: number,
    id: string,
    incident: string,
    dest: string,
    thread: string,
    cause: readonly [string, string, string],
  ) => {
    const [exception, message, frame] = cause;
    const text = [
      line(t, 'ERROR', thread, 'sender', `ITK send failed pcr=${id} incident=${incident} dest=${dest} attempt=1/1`),
      `uk.co.svas.epcr.itk.ItkSendException: Message rejected before dispatch (pcr=${id})`,
      ...SENDER_FRAMES,
      `Caused by: uk.co.svas.epcr.cda.DocumentBuildException: Unable to build ambulanceServicePatientReport-v2.1 for pcr=${id}`,
      '\tat uk.co.svas.epcr.cda.CdaBuilder.build(CdaBuilder.java:97)',
      '\tat uk.co.svas.epcr.itk.HandoverSender.send(HandoverSender.java:188)',
      '\t... 5 common frames omitted',
      `Caused by: ${exception}: ${message}`,
      frame,
      '\tat uk.co.svas.epcr.validation.ValidationChain.run(ValidationChain.java:58)',
      '\tat uk.co.svas.epcr.cda.CdaBuilder.build(CdaBuilder.java:81)',
      '\t... 6 common frames omitted',
    ].join('\n');
    add(t, text);
    const dead = t + between(random, 3, 9);
    add(dead, line(dead, ' WARN', thread, 'dlq', `Dead-lettered pcr=${id} incident=${incident} reason=VALIDATION retryable=false`));
    return `Caused by: ${exception}: ${message}`;
  };
  const nhsNumber = () => `${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`;
  const CAUSES: readonly ((id: string, t: number) => readonly [string, string, string])[] = [
    (id) => [
      'uk.co.svas.epcr.validation.FieldValidationException',
      `patient.nhsNumber '${nhsNumber()}' fails modulus 11 check (pcr=${id})`,
      '\tat uk.co.svas.epcr.validation.PatientValidator.checkNhsNumber(PatientValidator.java:88)',
    ],
    (id) => [
      'uk.co.svas.epcr.validation.FieldValidationException',
      `observations[${between(random, 0, 6)}].spo2 value ${between(random, 101, 990)} outside permitted range 0-100 (pcr=${id})`,
      '\tat uk.co.svas.epcr.validation.ObservationValidator.check(ObservationValidator.java:203)',
    ],
    (id, t) => [
      'uk.co.svas.epcr.validation.FieldValidationException',
      `encounter.atHospital ${isoZ(t - between(random, 2, 5) * HOUR)} is before encounter.leftScene ${isoZ(t - HOUR + between(random, 0, 900) * SECOND)} (pcr=${id})`,
      '\tat uk.co.svas.epcr.validation.EncounterValidator.checkTimeline(EncounterValidator.java:117)',
    ],
    (id) => [
      'uk.co.svas.epcr.validation.MissingFieldException',
      `clinician.registrationNumber is required for author role PARAMEDIC (pcr=${id})`,
      '\tat uk.co.svas.epcr.validation.AuthorValidator.check(AuthorValidator.java:64)',
    ],
  ];
  const START = T(10, 21, 30);
  const END = T(12, 9, 30);
  /** The incident a job created at `t` has: about 1,300 a day. */
  const incidentFor = (t: number) =>
    `SV-${date(t).replace(/-/g, '')}-${String(Math.max(1, Math.floor(((t % DAY) / DAY) * 1_300) + between(random, -25, 25))).padStart(4, '0')}`;
  const reserved = new Set(['SV-20261111-1079', 'SV-20261111-1097', 'SV-20261110-1079']);
  for (let t = START; t < END;) {
    const hour = new Date(t).getUTCHours();
    t += (hour < 7 ? between(random, 80, 240) : between(random, 35, 110)) * SECOND + pick(random, 1_000);
    let incident = incidentFor(t - between(random, 40, 150) * MINUTE);
    if (reserved.has(incident)) incident = incident.replace(/(\d)$/, (d) => String((Number(d) + 5) % 10));
    const id = pcr();
    const dest = oneOf(random, DESTS);
    const thread = `itk-sender-${between(random, 1, 4)}`;
    add(
      t,
      line(
        t,
        ' INFO',
        thread,
        'builder',
        `Built CDA pcr=${id} incident=${incident} template=ambulanceServicePatientReport-v2.1 size=${between(random, 31_000, 96_000)}B`,
      ),
    );
    const roll = random();
    if (roll < 0.9) {
      const tracking = uuidish();
      const ackMs = between(random, 180, 1_900);
      add(
        t + ackMs,
        line(
          t + ackMs,
          ' INFO',
          thread,
          'sender',
          `ITK send ok pcr=${id} incident=${incident} dest=${dest} trackingId=${tracking} ackMs=${ackMs}`,
        ),
      );
      const later = t + between(random, 20, 400) * SECOND;
      add(
        later,
        line(
          later,
          ' INFO',
          'mesh-ack-1',
          'ack',
          `Business ack trackingId=${tracking} status=${oneOf(random, ['OK', 'OK', 'OK', 'OK', 'OK_WITH_WARNINGS'])}`,
        ),
      );
    } else if (roll < 0.985) {
      const w = t + 30_000 + pick(random, 900);
      add(
        w,
        [
          line(w, ' WARN', thread, 'sender', `ITK send failed pcr=${id} incident=${incident} dest=${dest} attempt=1/3, will retry`),
          `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://itk-gw.${dest.slice(0, 3).toLowerCase()}.nhs.uk/itk/v1/submit": Read timed out`,
          '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)',
          '\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:872)',
          '\tat uk.co.svas.epcr.itk.ItkClient.submit(ItkClient.java:71)',
          ...SENDER_FRAMES,
          'Caused by: java.net.SocketTimeoutException: Read timed out',
          '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)',
          '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)',
          '\t... 19 common frames omitted',
        ].join('\n'),
      );
      const r = w + 30 * SECOND + pick(random, 900);
      add(r, line(r, ' INFO', 'retry-1', 'retry', `Retrying pcr=${id} attempt=2/3`));
      add(
        r + 640,
        line(
          r + 640,
          ' INFO',
          thread,
          'sender',
          `ITK send ok pcr=${id} incident=${incident} dest=${dest} trackingId=${uuidish()} ackMs=${between(random, 300, 2_400)}`,
        ),
      );
    } else {
      validationFailure(t + 120, id, incident, dest, thread, oneOf(random, CAUSES)(id, t));
    }
  }
  for (let t = START + 17_000; t < END; t += MINUTE) {
    const at = t + pick(random, 800);
    add(at, line(at, ' INFO', 'mesh-poll-1', 'mesh', `MESH inbox poll mailbox=SVASOT001 messages=${oneOf(random, [0, 0, 0, 0, 1, 2])}`));
  }
  for (let t = START + 41_000; t < END; t += 5 * MINUTE) {
    const at = t + pick(random, 400);
    add(
      at,
      line(
        at,
        'DEBUG',
        'HikariPool-1 housekeeper',
        'pool',
        `HikariPool-1 - Pool stats (total=10, active=${between(random, 0, 3)}, idle=${between(random, 7, 10)}, waiting=0)`,
      ),
    );
  }
  // The job the ED is asking about, the same incident number a day earlier, and a neighbour that only timed out.
  const target = T(11, 20, 41, 7) + 331;
  const needle = validationFailure(target, 'PCR-8F21C0', 'SV-20261111-1079', 'RTE01-GRH-ED', 'itk-sender-2', [
    'uk.co.svas.epcr.validation.FieldValidationException',
    'patient.dateOfBirth 2026-11-11 is not before encounter.start 2026-11-11T19:52:00Z (pcr=PCR-8F21C0)',
    '\tat uk.co.svas.epcr.validation.PatientValidator.checkDateOfBirth(PatientValidator.java:141)',
  ]);
  add(
    target - 140,
    line(
      target - 140,
      ' INFO',
      'itk-sender-2',
      'builder',
      'Built CDA pcr=PCR-8F21C0 incident=SV-20261111-1079 template=ambulanceServicePatientReport-v2.1 size=52117B',
    ),
  );
  const earlier = T(10, 23, 12, 40) + 88;
  const earlierId = pcr();
  validationFailure(earlier, earlierId, 'SV-20261110-1079', 'RTE03-CGH-ED', 'itk-sender-1', CAUSES[0]!(earlierId, earlier));
  const neighbour = T(11, 20, 55, 2) + 614;
  const nid = pcr();
  add(
    neighbour,
    [
      line(
        neighbour,
        ' WARN',
        'itk-sender-4',
        'sender',
        `ITK send failed pcr=${nid} incident=SV-20261111-1097 dest=RTE01-GRH-ED attempt=1/3, will retry`,
      ),
      'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://itk-gw.rte.nhs.uk/itk/v1/submit": Read timed out',
      '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)',
      ...SENDER_FRAMES,
      'Caused by: java.net.SocketTimeoutException: Read timed out',
      '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)',
      '\t... 19 common frames omitted',
    ].join('\n'),
  );
  add(neighbour + 31_200, line(neighbour + 31_200, ' INFO', 'retry-1', 'retry', `Retrying pcr=${nid} attempt=2/3`));
  add(
    neighbour + 32_050,
    line(
      neighbour + 32_050,
      ' INFO',
      'itk-sender-4',
      'sender',
      `ITK send ok pcr=${nid} incident=SV-20261111-1097 dest=RTE01-GRH-ED trackingId=${uuidish()} ackMs=850`,
    ),
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "Gloucestershire Royal's ED say they never got the electronic patient record for last night's job SV-20261111-1079. Can you find it in the ITK bridge log and tell me what actually stopped it going?";
  return probe('round 52: itk bridge log', ask, 'run_shell', output, 'cause', needle);
}

/** The handover hub's XML export for Monday to Wednesday, pretty-printed; one ambulance's handover time. */
function handoverRecordsXml(): EconomicsTask {
  const random = seededRandom(52_006);
  const CLINICIANS = Array.from(
    { length: 90 },
    () => `${oneOf(random, ['Sr', 'Ch N', 'Dr', 'RN', 'RN'])} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`,
  );
  interface Arrival {
    arrived: number;
    text: string;
  }
  const record = (callsign: string, hospitalCode: string, arrived: number, handoverMins?: number, handoverSecs?: number): Arrival => {
    const hospital = HOSPITALS.find(([code]) => code === hospitalCode)!;
    const waitMins = handoverMins ?? (random() < 0.7 ? between(random, 8, 40) : between(random, 41, 260));
    const handover = arrived + waitMins * MINUTE + (handoverSecs ?? pick(random, 60)) * SECOND;
    const clear = handover + between(random, 9, 35) * MINUTE + secs(random);
    const cohort = waitMins > 60 && random() < 0.5;
    const notified = arrived - between(random, 6, 25) * MINUTE;
    const text = [
      `  <HandoverRecord id="HO-${date(arrived).replace(/-/g, '')}-${digits(random, 5)}">`,
      `    <Incident>SV-${date(arrived - HOUR).replace(/-/g, '')}-${String(between(random, 1, 1_500)).padStart(4, '0')}</Incident>`,
      `    <Callsign>${callsign}</Callsign>`,
      `    <Hospital code="${hospital[0]}">${hospital[1]}</Hospital>`,
      `    <Department>${oneOf(random, ['ED', 'ED', 'ED', 'ED', 'AMU', 'SDEC', 'Maternity'])}</Department>`,
      `    <PreAlert>${random() < 0.2 ? 'true' : 'false'}</PreAlert>`,
      '    <Times>',
      `      <NotifiedAt>${isoZ(notified)}</NotifiedAt>`,
      `      <ArrivedAt>${isoZ(arrived)}</ArrivedAt>`,
      `      <HandoverAt>${isoZ(handover)}</HandoverAt>`,
      `      <ClearAt>${isoZ(clear)}</ClearAt>`,
      '    </Times>',
      `    <ArrivalToHandoverMins>${Math.floor((handover - arrived) / MINUTE)}</ArrivalToHandoverMins>`,
      `    <TurnaroundMins>${Math.floor((clear - arrived) / MINUTE)}</TurnaroundMins>`,
      `    <Cohorted>${cohort ? 'true' : 'false'}</Cohorted>`,
      `    <ReceivingClinician>${oneOf(random, CLINICIANS)}</ReceivingClinician>`,
      `    <HandoverMethod>${oneOf(random, ['ATMIST', 'ATMIST', 'SBAR'])}</HandoverMethod>`,
      '  </HandoverRecord>',
    ].join('\n');
    return { arrived, text };
  };
  const START = T(9, 0);
  const END = T(12, 0);
  const arrivals: Arrival[] = [];
  for (let i = 0; i < 1_500; i++) {
    const s = oneOf(random, STATIONS);
    let callsign = `${s.code}2${pad2(between(random, 1, 8))}`;
    const hospital = random() < 0.8 ? s.hospital : oneOf(random, HOSPITALS)[0];
    const arrived = START + pick(random, (END - START) / SECOND) * SECOND;
    // ST201's Tuesday evening at Cheltenham is the planted one.
    if (callsign === 'ST201' && hospital === 'RTE-CGH' && date(arrived) === '2026-11-10') callsign = 'ST204';
    arrivals.push(record(callsign, hospital, arrived));
  }
  const target = record('ST201', 'RTE-CGH', T(10, 19, 6, 44), 165, 34);
  arrivals.push(target);
  arrivals.push(record('ST201', 'RTE-GRH', T(10, 14, 12, 5), 38));
  arrivals.push(record('ST201', 'RTE-CGH', T(9, 20, 2, 51), 95));
  arrivals.push(record('ST202', 'RTE-CGH', T(10, 19, 30, 12), 140));
  arrivals.sort((a, b) => a.arrived - b.arrived);
  const needle = /<HandoverAt>.*<\/HandoverAt>/.exec(target.text)![0];
  const output = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<HandoverExport source="SVAS-HandoverHub" from="${isoZ(START)}" to="${isoZ(END)}" generated="${isoZ(T(12, 7, 45, 3))}" records="${arrivals.length}">`,
    ...arrivals.map((a) => a.text),
    '</HandoverExport>',
  ].join('\n')}\n`;
  const ask =
    "Stroud's ambulance ST201 sat outside Cheltenham General for ages on Tuesday evening. What time did they finally get to hand their patient over?";
  return probe('round 52: handover records xml', ask, 'http_get', output, 'handover', needle);
}

/** The control room telephony's call records for the last 24 hours; a caller's second 999 call and its wait. */
function iccsCallRecords(): EconomicsTask {
  const random = seededRandom(52_007);
  const START = T(11, 8);
  const END = T(12, 8);
  const mobile = () => `07${oneOf(random, ['3', '4', '5', '7', '8', '9'])}${digits(random, 8)}`;
  const landline = () =>
    `${oneOf(random, ['01452', '01242', '01453', '01594', '01684', '01905', '01432', '01527', '01562'])}${digits(random, 6)}`;
  const cli = () => {
    let n = '';
    while (!n || n.endsWith('0623')) n = random() < 0.06 ? 'withheld' : random() < 0.7 ? mobile() : landline();
    return n;
  };
  /** How long 999 calls wait to be answered at a given hour: the evening is the busy time. */
  const wait = (t: number) => {
    const h = new Date(t).getUTCHours();
    const busy = h >= 17 && h < 23 ? 140 : h >= 9 && h < 17 ? 45 : 12;
    return Math.max(0, Math.round(random() * busy + (random() < 0.1 ? random() * busy * 1.5 : 0)));
  };
  let incidentSeq = 240;
  const record = (t: number, number: string, waitS: number, disp: string, cad: string | null) => {
    const answered = disp === 'ABANDONED' ? '-' : clock(t + waitS * SECOND);
    const talk = disp === 'ABANDONED' ? 0 : between(random, 40, 720);
    return [
      `${isoZ(t).replace('Z', `.${digits(random, 3)}Z`)}`,
      `cdr=ICCS-${date(t).slice(5).replace('-', '')}-#`,
      `trunk=BT999-${oneOf(random, ['A1', 'A2', 'B1', 'B2'])}`,
      `cli=${number}`,
      `eisec=${number === 'withheld' ? 'NOADDR' : oneOf(random, ['OK', 'OK', 'OK', 'OK', 'OK', 'NOADDR'])}`,
      'queue=EOC-999',
      `offered=${clock(t)}`,
      `answered=${answered}`,
      `wait_s=${waitS}`,
      `agent=${disp === 'ABANDONED' ? '-' : `EMD-${String(between(random, 101, 168))}`}`,
      `pos=${disp === 'ABANDONED' ? '-' : `EOC-P${pad2(between(random, 1, 42))}`}`,
      `talk_s=${talk}`,
      `cad=${cad ?? '-'}`,
      `disp=${disp}`,
    ].join(' ');
  };
  let rolledOver = false;
  const newIncident = (t: number) => {
    if (!rolledOver && date(t) === '2026-11-12') {
      rolledOver = true;
      incidentSeq = 0;
    }
    return `SV-${date(t).replace(/-/g, '')}-${String((incidentSeq += between(random, 1, 2))).padStart(4, '0')}`;
  };
  const calls: { t: number; text: string }[] = [];
  // Her two calls (the second linked to the first's incident), a number one transposition away, and a landline ending the same.
  let herIncident = '';
  let needle = '';
  const planted: [number, () => void][] = [
    [
      T(11, 19, 41, 10),
      () => {
        herIncident = newIncident(T(11, 19, 41, 10));
        calls.push({ t: T(11, 19, 41, 10), text: record(T(11, 19, 41, 10), '07831290623', 9, 'INCIDENT', herIncident) });
      },
    ],
    [
      T(11, 19, 50, 2),
      () =>
        calls.push({ t: T(11, 19, 50, 2), text: record(T(11, 19, 50, 2), '07831290632', 118, 'INCIDENT', newIncident(T(11, 19, 50, 2))) }),
    ],
    [
      T(11, 19, 58, 33),
      () => {
        needle = record(T(11, 19, 58, 33), '07831290623', 161, 'LINKED', herIncident);
        calls.push({ t: T(11, 19, 58, 33), text: needle });
      },
    ],
    [
      T(11, 20, 14, 47),
      () =>
        calls.push({
          t: T(11, 20, 14, 47),
          text: record(T(11, 20, 14, 47), '01594960623', 173, 'INCIDENT', newIncident(T(11, 20, 14, 47))),
        }),
    ],
  ];
  const recent: string[] = [];
  for (let t = START; t < END;) {
    const h = new Date(t).getUTCHours();
    t += (h >= 1 && h < 7 ? between(random, 30, 110) : between(random, 8, 45)) * SECOND + pick(random, 1_000);
    while (planted.length > 0 && planted[0]![0] <= t) planted.shift()![1]();
    const roll = random();
    const w = wait(t);
    if (roll < 0.07) calls.push({ t, text: record(t, cli(), w + between(random, 5, 40), 'ABANDONED', null) });
    else if (roll < 0.2 && recent.length > 0)
      calls.push({ t, text: record(t, cli(), w, oneOf(random, ['LINKED', 'LINKED', 'DUPLICATE']), oneOf(random, recent)) });
    else if (roll < 0.24)
      calls.push({ t, text: record(t, cli(), w, oneOf(random, ['TRANSFER_POLICE', 'TRANSFER_FIRE', 'NO_ACTION']), null) });
    else {
      const cad = newIncident(t);
      recent.push(cad);
      if (recent.length > 40) recent.shift();
      calls.push({ t, text: record(t, cli(), w, 'INCIDENT', cad) });
    }
  }
  calls.sort((a, b) => a.t - b.t);
  const counters = new Map<string, number>();
  const lines = calls.map(({ text }) =>
    text.replace(/cdr=ICCS-(\d{4})-#/, (_, mmdd: string) => {
      const n = (counters.get(mmdd) ?? (mmdd === '1111' ? 2_210 : 0)) + 1;
      counters.set(mmdd, n);
      return `cdr=ICCS-${mmdd}-${String(n).padStart(5, '0')}`;
    }),
  );
  const needleLine = lines.find((l) => l.includes('cli=07831290623') && l.includes('disp=LINKED'))!;
  if (!needleLine.endsWith(needle.slice(needle.indexOf(' trunk=')))) throw new Error('iccs: the needle changed');
  const output = `${['# iccs-cdr export --queue EOC-999 --from "2026-11-11 08:00" --to "2026-11-12 08:00" (times UTC)', ...lines].join('\n')}\n`;
  const ask =
    "We've had a complaint from a lady in Lydney. Her husband collapsed on Wednesday evening and she rang 999 twice; she says the second time it just rang and rang before anybody picked up. Her mobile number ends 0623. How long was she actually left waiting on that second call?";
  return probe('round 52: iccs call records, preamble and paraphrase', ask, 'run_shell', output, 'wait', needleLine);
}

/** The MDT gateway's status messages for yesterday, as syslog; when a Stroud crew went clear at the hospital. */
function mdtStatusLog(): EconomicsTask {
  const random = seededRandom(52_008);
  const CODES: Record<string, string> = {
    MOBILE: '02',
    ON_SCENE: '03',
    LEFT_SCENE: '04',
    AT_HOSPITAL: '05',
    HANDED_OVER: '06',
    CLEAR: '07',
    AT_BASE: '08',
    MEAL_BREAK: '09',
  };
  const sys = (t: number) => {
    const d = new Date(t);
    return `Nov ${String(d.getUTCDate()).padStart(2, ' ')} ${clock(t)}`;
  };
  interface Unit {
    callsign: string;
    type: string;
    s: Station;
    mdt: string;
  }
  const units: Unit[] = STATIONS.flatMap((s) => [
    ...Array.from({ length: between(random, 3, 6) }, (_, k) => ({
      callsign: `${s.code}20${k + 1}`,
      type: 'DCA',
      s,
      mdt: `MDT-${digits(random, 4)}`,
    })),
    ...Array.from({ length: between(random, 1, 2) }, (_, k) => ({
      callsign: `${s.code}10${k + 1}`,
      type: 'RRV',
      s,
      mdt: `MDT-${digits(random, 4)}`,
    })),
  ]);
  const lines: { t: number; text: string }[] = [];
  const coords = (s: Station) => `lat=${(s.lat + (random() - 0.5) * 0.12).toFixed(5)} lon=${(s.lon + (random() - 0.5) * 0.16).toFixed(5)}`;
  const status = (u: Unit, t: number, name: string, incident: string | null, loc: string) => {
    const text = `${sys(t)} cad-app02 mdtgw[3312]: STATUS unit=${u.callsign} type=${u.type} base=${u.s.town.toUpperCase()} code=${CODES[name]!} desc=${name} inc=${incident ?? '-'} ${loc} mdt=${u.mdt}`;
    lines.push({ t, text });
    return text;
  };
  interface Job {
    mobile: number;
    scene: number;
    left: number;
    hospital: string | null;
    atHospital: number;
    handedOver: number;
    clear: number;
  }
  const randomJob = (u: Unit, mobile: number): Job => {
    const scene = mobile + between(random, 4, 26) * MINUTE + secs(random);
    const left = scene + between(random, 20, 75) * MINUTE + secs(random);
    let hospital: string | null =
      u.type === 'DCA' && random() < 0.65 ? (random() < 0.85 ? u.s.hospital : oneOf(random, HOSPITALS)[0]) : null;
    const atHospital = left + between(random, 9, 38) * MINUTE + secs(random);
    // No other Stroud ambulance reaches Gloucestershire Royal in the early afternoon.
    if (u.s.code === 'ST' && hospital === 'RTE-GRH' && atHospital > T(11, 13, 20) && atHospital < T(11, 16, 0)) hospital = 'RTE-CGH';
    const handedOver = atHospital + (random() < 0.7 ? between(random, 10, 45) : between(random, 46, 190)) * MINUTE + secs(random);
    const clear = hospital
      ? handedOver + between(random, 6, 28) * MINUTE + secs(random)
      : left + between(random, 0, 3) * MINUTE + secs(random);
    return { mobile, scene, left, hospital, atHospital, handedOver, clear };
  };
  const emit = (u: Unit, job: Job) => {
    const incident = `SV-20261111-${String(Math.max(1, Math.floor(((job.mobile - T(11, 0)) / DAY) * 1_300) - between(random, 0, 12))).padStart(4, '0')}`;
    status(u, job.mobile, 'MOBILE', incident, coords(u.s));
    status(u, job.scene, 'ON_SCENE', incident, coords(u.s));
    if (job.hospital) {
      status(u, job.left, 'LEFT_SCENE', incident, coords(u.s));
      status(u, job.atHospital, 'AT_HOSPITAL', incident, `loc=${job.hospital}`);
      status(u, job.handedOver, 'HANDED_OVER', incident, `loc=${job.hospital}`);
      return status(u, job.clear, 'CLEAR', incident, `loc=${job.hospital}`);
    }
    return status(u, job.clear, 'CLEAR', incident, coords(u.s));
  };
  const fixed = (
    mobile: number,
    scene: number,
    left: number,
    hospital: string,
    atHospital: number,
    handedOver: number,
    clear: number,
  ): Job => ({
    mobile,
    scene,
    left,
    hospital,
    atHospital,
    handedOver,
    clear,
  });
  const forcedJobs = new Map<string, Job[]>([
    [
      'ST203',
      [fixed(T(11, 13, 42, 18), T(11, 13, 55, 40), T(11, 14, 9, 2), 'RTE-GRH', T(11, 14, 31, 12), T(11, 15, 38, 40), T(11, 15, 52, 5))],
    ],
    [
      'ST201',
      [fixed(T(11, 13, 31, 6), T(11, 13, 44, 51), T(11, 14, 2, 19), 'RTE-CGH', T(11, 14, 24, 37), T(11, 14, 58, 3), T(11, 15, 11, 48))],
    ],
    [
      'DU202',
      [fixed(T(11, 13, 40, 27), T(11, 13, 52, 9), T(11, 14, 8, 44), 'RTE-GRH', T(11, 14, 29, 55), T(11, 15, 21, 16), T(11, 15, 33, 40))],
    ],
  ]);
  let needle = '';
  for (const u of units) {
    const forced = [...(forcedJobs.get(u.callsign) ?? [])];
    let t = T(11, 0) + between(random, 0, 90) * MINUTE;
    let breakTaken = false;
    while (t < T(12, 0)) {
      const next = forced[0];
      const job = randomJob(u, t);
      if (next && job.clear > next.mobile - 5 * MINUTE) {
        forced.shift();
        const text = emit(u, next);
        if (u.callsign === 'ST203') needle = text;
        t = next.clear + between(random, 3, 40) * MINUTE + secs(random);
        continue;
      }
      if (job.clear > T(12, 0)) break;
      emit(u, job);
      t = job.clear + between(random, 2, 50) * MINUTE + secs(random);
      if (next && next.mobile - t < 2 * HOUR) continue;
      if (random() < 0.15) {
        const back = t + between(random, 8, 25) * MINUTE;
        status(u, back, 'AT_BASE', null, `loc=${u.s.code}-STN`);
        t = back + between(random, 5, 60) * MINUTE + secs(random);
      } else if (!breakTaken && new Date(t).getUTCHours() >= 12 && random() < 0.3) {
        breakTaken = true;
        status(u, t, 'MEAL_BREAK', null, coords(u.s));
        t += 30 * MINUTE + between(random, 0, 10) * MINUTE + secs(random);
      }
    }
    if (forced.length > 0) throw new Error(`mdt: ${u.callsign}'s planted job was not placed`);
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "We're looking into a long wait for a fall in Dursley yesterday afternoon. Control's log says nothing was free, but I reckon the Stroud ambulance that took a patient into Gloucestershire Royal at about half past two was sitting there for ages. Once they'd handed their patient over, what time did that crew let control know they were free for another job?";
  return probe('round 52: mdt status log, preamble and paraphrase', ask, 'run_shell', output, 'clear', needle);
}

/** The rota system's overtime claims for the last pay period, as CSV; one paramedic's late finish on bonfire night. */
function overtimeClaimsCsv(): EconomicsTask {
  const random = seededRandom(52_009);
  const ROLES: readonly (readonly [string, string, number])[] = [
    ['Paramedic', '6', 0.34],
    ['Specialist Paramedic', '7', 0.06],
    ['Emergency Medical Technician', '4', 0.16],
    ['Associate Ambulance Practitioner', '4', 0.12],
    ['Emergency Care Assistant', '3', 0.14],
    ['Emergency Medical Dispatcher', '3', 0.1],
    ['Dispatcher', '4', 0.08],
  ];
  const SURNAMES = [
    ...LAST,
    'Ashby',
    'Blake',
    'Carver',
    'Denton',
    'Ellis',
    'Fowler',
    'Gill',
    'Harding',
    'Iqbal',
    'Jones',
    'Kemp',
    'Lowe',
    'Marsh',
    'Nash',
  ];
  const FORENAMES = [...FIRST, 'Joanne', 'Jonathan', 'Kirsty', 'Owain', 'Bethan', 'Imran', 'Sian', 'Leon'];
  interface Staff {
    no: string;
    name: string;
    role: string;
    band: string;
    base: string;
  }
  const used = new Set<string>();
  const pickRole = () => {
    let r = random();
    for (const entry of ROLES) if ((r -= entry[2]) < 0) return entry;
    return ROLES[0]!;
  };
  const staff: Staff[] = Array.from({ length: 1_250 }, () => {
    let no = '';
    while (!no || used.has(no)) no = `E${between(random, 100_000, 199_999)}`;
    used.add(no);
    const [role, band] = pickRole();
    const control = role.includes('Dispatch');
    return {
      no,
      name: `${oneOf(random, SURNAMES).toUpperCase()}, ${oneOf(random, FORENAMES)}`,
      role,
      band,
      base: control ? oneOf(random, ['EOC Gloucester', 'EOC Worcester']) : oneOf(random, STATIONS).town,
    };
  });
  const SHIFTS: readonly (readonly [string, string])[] = [
    ['07:00', '19:00'],
    ['08:00', '20:00'],
    ['10:00', '22:00'],
    ['14:00', '02:00'],
    ['19:00', '07:00'],
    ['06:00', '16:00'],
  ];
  const REASONS: Record<string, readonly string[]> = {
    LATE_FINISH: [
      'Late job allocated at end of shift',
      'Held at hospital handover',
      'Conveyed out of area',
      'Cat 2 allocated 30 mins before finish',
      'Held at GRH handover',
      'Held at WRH handover',
      'Patient deteriorated on scene',
    ],
    EARLY_START: ['Called in early to cover sickness', 'Early start to cover short-notice gap'],
    EXTRA_SHIFT: ['Bank shift - covering vacancy', 'Additional shift - REAP 3', 'Extra shift - event cover'],
    MISSED_MEAL_BREAK: ['No rest break allocated', 'Rest break interrupted - Cat 1'],
    TRAINING: ['Mandatory training on rest day', 'Driving assessment on rest day'],
  };
  const hm = (mins: number) => `${pad2(Math.floor(mins / 60) % 24)}:${pad2(mins % 60)}`;
  const toMins = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  const APPROVERS = Array.from(
    { length: 30 },
    () => `${oneOf(random, FIRST).slice(0, 1).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`,
  );
  const row = (
    p: Staff,
    shiftDay: number,
    type: string,
    shift: readonly [string, string],
    extraMins: number,
    reason: string,
    incident: string,
    submitted: number,
    status: string,
  ) => {
    const start = toMins(shift[0]);
    const end = toMins(shift[1]);
    const [claimStart, claimEnd] =
      type === 'LATE_FINISH'
        ? [end, end + extraMins]
        : type === 'EARLY_START'
          ? [start - extraMins, start]
          : type === 'MISSED_MEAL_BREAK'
            ? [start + 300, start + 300 + extraMins]
            : [start, start + extraMins];
    const shiftDate = date(T(shiftDay, 12));
    return [
      'OT-#',
      p.no,
      p.name,
      p.role,
      p.band,
      p.base,
      shiftDate,
      type === 'EXTRA_SHIFT' || type === 'TRAINING' ? '' : shift[0],
      type === 'EXTRA_SHIFT' || type === 'TRAINING' ? '' : shift[1],
      type,
      hm(claimStart),
      hm(claimEnd),
      (extraMins / 60).toFixed(2),
      new Date(T(shiftDay, 12)).getUTCDay() === 0 ? 'T2.0' : 'T1.5',
      reason,
      incident,
      iso(submitted).replace('T', ' ').slice(0, 16),
      status,
      status === 'SUBMITTED' ? '' : oneOf(random, APPROVERS),
    ]
      .map(csv)
      .join(',');
  };
  const rows: { t: number; text: string }[] = [];
  const STATUSES = [
    'APPROVED',
    'APPROVED',
    'APPROVED',
    'APPROVED',
    'SUBMITTED',
    'SENT_TO_PAYROLL',
    'SENT_TO_PAYROLL',
    'QUERIED',
    'REJECTED',
  ];
  for (const p of staff) {
    const n = oneOf(random, [0, 1, 2, 2, 3, 3, 4, 5, 6]);
    for (let k = 0; k < n; k++) {
      const shiftDay = between(random, -5, 8); // 26 October (day -5 of November) to 8 November
      const type = oneOf(random, [
        'LATE_FINISH',
        'LATE_FINISH',
        'LATE_FINISH',
        'EXTRA_SHIFT',
        'EARLY_START',
        'MISSED_MEAL_BREAK',
        'TRAINING',
      ]);
      const shift = oneOf(random, SHIFTS);
      const mins =
        type === 'LATE_FINISH'
          ? between(random, 1, 14) * 15
          : type === 'EXTRA_SHIFT'
            ? oneOf(random, [600, 720, 720])
            : type === 'MISSED_MEAL_BREAK'
              ? 30
              : type === 'TRAINING'
                ? oneOf(random, [240, 450])
                : between(random, 2, 8) * 15;
      const incident =
        type === 'LATE_FINISH' && random() < 0.7
          ? `SV-${date(T(shiftDay + 1, 3)).replace(/-/g, '')}-${String(between(random, 1, 1_400)).padStart(4, '0')}`
          : '';
      const submitted = T(shiftDay + between(random, 1, 4), between(random, 7, 22), between(random, 0, 59));
      rows.push({
        t: submitted,
        text: row(p, shiftDay, type, shift, mins, oneOf(random, REASONS[type]!), incident, submitted, oneOf(random, STATUSES)),
      });
    }
  }
  const jo: Staff = { no: 'E144217', name: 'WHITFIELD, Joanne', role: 'Paramedic', band: '6', base: 'Cheltenham' };
  const jon: Staff = { no: 'E171093', name: 'WHITFIELD, Jonathan', role: 'Emergency Medical Technician', band: '4', base: 'Cheltenham' };
  const other: Staff = { no: 'E158802', name: 'PEARCE, Kirsty', role: 'Paramedic', band: '6', base: 'Cheltenham' };
  const night: readonly [string, string] = ['19:00', '07:00'];
  const planted = (
    p: Staff,
    day: number,
    type: string,
    shift: readonly [string, string],
    mins: number,
    reason: string,
    incident: string,
    submitted: number,
    status: string,
  ) => {
    const text = row(p, day, type, shift, mins, reason, incident, submitted, status);
    rows.push({ t: submitted, text });
    return text;
  };
  const needleRow = planted(
    jo,
    5,
    'LATE_FINISH',
    night,
    165,
    'Held at CGH handover, patient on trolley in corridor',
    'SV-20261106-0042',
    T(6, 10, 14),
    'QUERIED',
  );
  planted(jo, 5, 'MISSED_MEAL_BREAK', night, 30, 'No rest break allocated', '', T(6, 10, 17), 'APPROVED');
  planted(
    jo,
    1,
    'LATE_FINISH',
    ['07:00', '19:00'],
    75,
    'Late job allocated at end of shift',
    'SV-20261101-0866',
    T(2, 9, 2),
    'SENT_TO_PAYROLL',
  );
  planted(jon, 5, 'LATE_FINISH', night, 120, 'Held at CGH handover', 'SV-20261106-0038', T(6, 11, 40), 'APPROVED');
  planted(other, 5, 'LATE_FINISH', ['14:00', '02:00'], 90, 'Held at CGH handover', 'SV-20261106-0011', T(6, 13, 5), 'APPROVED');
  rows.sort((a, b) => a.t - b.t);
  let seq = 418_200;
  const lines = rows.map((r) => r.text.replace('OT-#', `OT-${(seq += between(random, 1, 3))}`));
  const needle = lines.find((l) => l.endsWith(needleRow.slice(4)))!;
  const header =
    'claim_id,employee_no,name,role,band,base,shift_date,rostered_start,rostered_end,claim_type,claim_start,claim_end,hours,rate,reason,incident_ref,submitted,status,approver';
  const output = `${[header, ...lines].join('\n')}\n`;
  const ask =
    "Payroll have kicked back one of Jo Whitfield's overtime claims; she's one of our paramedics at Cheltenham. On bonfire night she got stuck at the hospital with a patient and couldn't get away when her shift should have ended. How much time did she put in for that?";
  return probe('round 52: overtime claims csv, preamble and paraphrase', ask, 'run_shell', output, 'overtime', needle);
}

/** `tmctl units list --wide`: every telematics unit and its recording settings; one ambulance logs far less often. */
function telematicsUnitsTable(): EconomicsTask {
  const random = seededRandom(52_010);
  /** Roles: callsign digit, how many a station has, the record period (s), min distance (m), min angle (deg). */
  const ROLES: readonly (readonly [string, string, number, number, number, number])[] = [
    ['DCA', '2', 18, 10, 50, 10],
    ['RRV', '1', 6, 5, 30, 8],
    ['PTS', '4', 22, 30, 200, 20],
    ['SUPPORT', '9', 5, 60, 500, 30],
  ];
  const regs = new Set<string>();
  const reg = () => {
    let r = '';
    while (!r || regs.has(r))
      r = `${oneOf(random, ['WX', 'WU', 'WR', 'WV', 'WK'])}${oneOf(random, ['20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25'])} ${upper(random, 3)}`;
    regs.add(r);
    return r;
  };
  const rows: string[][] = [];
  let needleKey = '';
  for (const s of STATIONS) {
    for (const [role, digit, count, period, distance, angle] of ROLES) {
      const n = count - pick(random, Math.ceil(count / 3));
      for (let k = 1; k <= n; k++) {
        const callsign = `${s.code}${digit}${pad2(k)}`;
        const odd = callsign === 'MV207';
        const lastFix = T(12, 9) - (random() < 0.8 ? between(random, 2, 600) : between(random, 601, 40_000)) * SECOND;
        rows.push([
          `35${digits(random, 13)}`,
          callsign,
          reg(),
          role,
          s.town,
          role === 'SUPPORT' || role === 'PTS' ? 'FMC130' : 'FMC650',
          oneOf(random, ['03.28.07', '03.28.07', '03.28.07', '03.29.01']),
          String(odd ? 60 : period),
          String(distance),
          String(angle),
          String(oneOf(random, role === 'RRV' || role === 'DCA' ? [30, 30, 60] : [60, 120])),
          `${oneOf(random, ['0.30', '0.35', '0.35'])}/${oneOf(random, ['0.30', '0.30', '0.25'])}`,
          role === 'DCA' || role === 'RRV' ? 'DIN2=blue DIN3=siren' : 'DIN2=lift',
          `8944${digits(random, 15)}`,
          isoZ(lastFix),
          (s.lat + (random() - 0.5) * 0.2).toFixed(5),
          (s.lon + (random() - 0.5) * 0.25).toFixed(5),
          String(between(random, 6, 19)),
          (0.6 + random() * 1.4).toFixed(1),
          lastFix > T(12, 8, 55) ? oneOf(random, ['moving', 'moving', 'parked']) : 'parked',
          num(between(random, 3_000, 310_000)),
          num(between(random, 200, 14_000)),
        ]);
        if (odd) needleKey = callsign;
      }
    }
  }
  rows.sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
  const headers = [
    'IMEI',
    'VEHICLE',
    'REG',
    'ROLE',
    'BASE',
    'MODEL',
    'FW',
    'REC_PERIOD_S',
    'MIN_DIST_M',
    'MIN_ANGLE',
    'SEND_PERIOD_S',
    'HARSH_G(BRK/ACC)',
    'INPUTS',
    'ICCID',
    'LAST_FIX',
    'LAT',
    'LON',
    'SATS',
    'HDOP',
    'STATE',
    'ODO_KM',
    'ENGINE_H',
  ];
  const lines = table(headers, rows);
  const needle = lines[rows.findIndex((r) => r[1] === needleKey) + 1]!;
  const output = `${['# tmctl units list --wide --all   (Teltonika fleet, 2026-11-12 09:00 UTC)', ...lines, `${rows.length} units`].join('\n')}\n`;
  const ask =
    'Control say one of our emergency ambulances always lags behind on the dispatch map. I reckon its tracker has been set up to log its position much less often than the rest of the A&E ambulances. Which vehicle is it?';
  return probe('round 52: telematics units table', ask, 'run_shell', output, 'tracker', needle);
}

/** `defibctl tests export --format jsonl`: a week of defibrillator self-tests and crew checks; one weak test shock. */
function defibTestsJsonl(): EconomicsTask {
  const random = seededRandom(52_011);
  interface Device {
    serial: string;
    model: string;
    vehicle: string;
    station: string;
  }
  const devices: Device[] = STATIONS.flatMap((s) => [
    ...Array.from({ length: between(random, 9, 14) }, (_, k) => ({
      serial: `${oneOf(random, ['4417', '4418', '4419'])}${digits(random, 4)}`,
      model: 'LIFEPAK 15',
      vehicle: `${s.code}2${pad2(k + 1)}`,
      station: s.town,
    })),
    ...Array.from({ length: between(random, 3, 5) }, (_, k) => ({
      serial: `${oneOf(random, ['4417', '4418'])}${digits(random, 4)}`,
      model: 'LIFEPAK 15',
      vehicle: `${s.code}1${pad2(k + 1)}`,
      station: s.town,
    })),
    ...Array.from({ length: between(random, 3, 6) }, (_, k) => ({
      serial: `${oneOf(random, ['3271', '3272'])}${digits(random, 4)}`,
      model: 'corpuls3',
      vehicle: `${s.code}2${pad2(k + 20)}`,
      station: s.town,
    })),
  ]);
  const STAFF = Array.from({ length: 300 }, () => `${oneOf(random, ['P', 'T', 'E'])}${between(random, 40_000, 58_999)}`);
  const test = (d: Device, t: number, type: string, delivered?: number) => {
    const selected = 200;
    const energy = delivered ?? selected + between(random, -4, 3);
    return JSON.stringify({
      device: `${d.model === 'corpuls3' ? 'C3' : 'LP15'}-${d.serial}`,
      model: d.model,
      vehicle: d.vehicle,
      station: d.station,
      test_time: isoZ(t),
      type,
      result: 'PASS',
      battery: { slot1: between(random, 62, 100), slot2: between(random, 40, 100) },
      energy_test: { selected_j: selected, delivered_j: energy, load_ohm: 50 },
      ecg_selftest: 'PASS',
      pacing: d.model === 'corpuls3' ? 'PASS' : oneOf(random, ['PASS', 'PASS', 'NOT_TESTED']),
      spo2_module: 'PASS',
      operator: type === 'AUTO_DAILY' ? 'auto' : oneOf(random, STAFF),
      uploaded: isoZ(t + between(random, 2, 300) * MINUTE),
    });
  };
  const events: { t: number; text: string }[] = [];
  let needle = '';
  for (let day = 6; day <= 11; day++)
    for (const d of devices) {
      const auto = T(day, 3, 0) + between(random, 0, 240) * SECOND;
      events.push({ t: auto, text: test(d, auto, 'AUTO_DAILY') });
      if (random() < 0.55 || (d.vehicle === 'RD204' && day === 9)) {
        const t = T(day, oneOf(random, [6, 7, 7, 8, 18, 19, 19]), between(random, 0, 59), between(random, 0, 59));
        const odd = d.vehicle === 'RD204' && day === 9 && needle === '';
        const text = test(d, t, 'USER_SHOCK_TEST', odd ? 161 : undefined);
        if (odd) needle = text;
        events.push({ t, text });
      }
    }
  if (!needle) throw new Error('defib: the odd test was not placed');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "I'm pulling together this week's defib checks for the governance report. One machine put out a test shock well below what all the others manage, even though it was still logged as a pass. Which defib was it, and which vehicle is it on?";
  return probe('round 52: defib tests jsonl', ask, 'run_shell', output, 'defib', needle);
}

/** Bacula's `list jobs` since September: every backup job, all terminated normally; one full picked up a fraction of its files. */
function baculaJobList(): EconomicsTask {
  const random = seededRandom(52_012);
  /** Clients: job name, full day (0 = Sunday), files and GB of a full, files and GB of a nightly incremental. */
  const CLIENTS: readonly (readonly [string, number, number, number, number, number])[] = [
    ['cad-db01', 0, 14, 412, 12, 96],
    ['cad-db02', 0, 14, 409, 12, 95],
    ['cad-app01', 0, 186_000, 38, 4_200, 1.2],
    ['cad-app02', 0, 184_500, 38, 4_100, 1.2],
    ['cad-app03', 0, 185_200, 37, 3_900, 1.1],
    ['cad-app04', 0, 183_900, 37, 4_000, 1.1],
    ['cad-gis01', 6, 642_000, 210, 2_100, 3.4],
    ['epcr-db01', 0, 22, 688, 18, 141],
    ['epcr-files01', 6, 1_184_000, 172, 11_800, 2.1],
    ['epcr-app01', 0, 121_000, 22, 2_600, 0.6],
    ['epcr-app02', 0, 120_400, 22, 2_550, 0.6],
    ['itk-bridge01', 0, 48_200, 9, 900, 0.3],
    ['iccs-rec01', 5, 2_480_000, 1_840, 3_400, 6.1],
    ['iccs-rec02', 5, 2_463_000, 1_822, 3_380, 6.0],
    ['mdt-gw01', 0, 61_300, 11, 1_300, 0.9],
    ['tm-gw01', 0, 73_800, 64, 2_800, 4.2],
    ['rota-db01', 0, 9, 96, 9, 18],
    ['rota-app01', 0, 88_100, 14, 1_700, 0.4],
    ['fleet-db01', 0, 8, 41, 8, 7],
    ['fleet-app01', 0, 52_600, 8, 600, 0.2],
    ['dwh-db01', 6, 31, 2_210, 31, 380],
    ['dwh-etl01', 0, 74_100, 19, 2_200, 1.8],
    ['ad-dc01', 0, 31_200, 14, 1_100, 0.5],
    ['ad-dc02', 0, 31_150, 14, 1_080, 0.5],
    ['fs01', 6, 2_940_000, 3_120, 26_000, 48],
    ['fs02', 6, 1_610_000, 1_450, 14_000, 22],
    ['intranet01', 0, 96_400, 31, 900, 0.7],
    ['web01', 0, 44_800, 7, 300, 0.1],
    ['print01', 0, 12_300, 3, 120, 0.05],
    ['sccm01', 6, 402_000, 760, 5_200, 19],
    ['wsus01', 6, 218_000, 1_110, 1_900, 31],
    ['vcenter01', 0, 26_700, 42, 1_500, 3.1],
    ['pagerduty-sync01', 0, 3_100, 0.4, 80, 0.01],
    ['hr-files01', 6, 874_000, 402, 3_900, 4.4],
    ['finance-db01', 0, 12, 154, 12, 22],
    ['pathways-db01', 0, 16, 233, 16, 31],
  ];
  const rows: string[][] = [];
  let jobId = 71_204;
  let needle = '';
  const START = T(1, 0) - 61 * DAY; // 1 September
  for (let t = START; t < T(12, 0); t += DAY) {
    const weekday = new Date(t).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const runs = CLIENTS.map((c, i) => ({ c, at: t + 22 * HOUR + i * 4 * MINUTE + between(random, 0, 170) * SECOND }));
    for (const { c, at } of runs.sort((a, b) => a.at - b.at)) {
      const [name, fullDay, fullFiles, fullGb, incFiles, incGb] = c;
      const full = weekday === fullDay;
      const growth = 1 + (t - START) / DAY / 2_000;
      let files = Math.round((full ? fullFiles * growth : incFiles * (weekend ? 0.75 : 1)) * (0.93 + random() * 0.14));
      let bytes = Math.round((full ? fullGb * growth : incGb * (weekend ? 0.75 : 1)) * (0.93 + random() * 0.14) * 1_073_741_824);
      const odd = name === 'epcr-files01' && date(t) === '2026-10-17';
      if (odd) {
        files = 41_223;
        bytes = 6_122_419_002;
      }
      jobId += 1;
      rows.push([String(jobId), `${name}-job`, iso(at).replace('T', ' '), 'B', full ? 'F' : 'I', num(files), num(bytes), 'T']);
      if (odd) needle = String(jobId);
    }
    jobId += 1;
    rows.push([
      String(jobId),
      'BackupCatalog',
      iso(t + DAY + 2 * HOUR + 40 * MINUTE).replace('T', ' '),
      'B',
      'F',
      '1',
      num(between(random, 410_000_000, 470_000_000)),
      'T',
    ]);
  }
  const headers = ['jobid', 'name', 'starttime', 'type', 'level', 'jobfiles', 'jobbytes', 'jobstatus'];
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const right = new Set([0, 5, 6]);
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const body = rows.map(line);
  const needleLine = body.find((l) => l.startsWith(`| ${needle.padStart(widths[0]!)} |`))!;
  const output = `${['*list jobs', 'Automatically selected Catalog: MyCatalog', 'Using Catalog "MyCatalog"', rule, line(headers), rule, ...body, rule].join('\n')}\n`;
  const ask =
    "Every backup in this list shows as finished OK, but I've a feeling one of last month's full backups didn't really back up much compared with that job's other fulls. Which job was that?";
  return probe('round 52: bacula job list', ask, 'run_shell', output, 'backup', needleLine);
}

export function roundFiftyTwo(): EconomicsTask[] {
  return [
    cadIncidentsApi(),
    gasCylinderMovementsXml(),
    pagerdutyOncallsJson(),
    fleetVehiclesYaml(),
    itkBridgeLog(),
    handoverRecordsXml(),
    iccsCallRecords(),
    mdtStatusLog(),
    overtimeClaimsCsv(),
    telematicsUnitsTable(),
    defibTestsJsonl(),
    baculaJobList(),
  ];
}
