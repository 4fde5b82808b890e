/**
 * Probe round 86, written blind: Harnshire Fire and Rescue Service, a county fire and rescue service (emergency call
 * handling and mobilising, fire appliance telematics, hydrant inspections, breathing apparatus records, station
 * crewing rosters, fire safety inspections). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - mobilising system incident export (minified JSON): when the first appliance arrived at a chimney fire at a given address;
 *  - fleet telematics export (one-line XML): the latest odometer reading of one station's rescue tender;
 *  - hydrant register (minified GeoJSON): the asset number of the hydrant outside a named school;
 * b. The answer a few lines away from the line the question's words match:
 *  - breathing apparatus workshop asset export (YAML): the serial of the cylinder fitted to a named BA set;
 *  - crewing roster API (pretty JSON): who rides in charge of one station's second pump on tonight's night shift;
 *  - fire safety premises export (XML): the reference of the enforcement notice served on a named hotel;
 * c. A question that paraphrases the output or carries a preamble:
 *  - mobilising server log (text log): after a press query, when control actually sent a crew to a van fire;
 *  - BA entry control records (CSV): for a debrief, when one firefighter was expected to run low on air;
 *  - fire safety inspecting officers' calendar (iCalendar): when the follow-up visit to a takeaway is booked;
 * d. One value unlike its peers, with no error word near it:
 *  - hourly fleet health snapshots (CLI table): the one battery voltage unlike the others;
 *  - hydrant flow test results (CSV): the hydrant whose flow is far below all the others;
 *  - on-call availability board for the week (fixed-width listing): who put down far more availability than anyone else.
 * Not among the bench's targets.
 * First run, at eed2b9f, the head when the round was written (with this file; `ROUNDS=86
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,696,752 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 86: mobilising incident export (one-line JSON)
 *     codex: 14,564 tokens, peak 14,481, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,079 tokens, peak 5,320, 0/1 needles, 4 read-backs
 *     ours: 7,779 tokens, peak 3,128, 0/1 needles, 3 read-backs
 *   round 86: fleet telematics export (one-line XML)
 *     codex: 17,502 tokens, peak 17,433, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 735, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,880 tokens, peak 8,324, 0/1 needles, 4 read-backs
 *     ours: 9,110 tokens, peak 4,972, 0/1 needles, 2 read-backs
 *   round 86: hydrant register (one-line GeoJSON)
 *     codex: 11,857 tokens, peak 11,776, 0/1 needles, 0 read-backs
 *     context-chef: 634 tokens, peak 553, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,784 tokens, peak 6,061, 0/1 needles, 4 read-backs
 *     ours: 1,910 tokens, peak 958, 1/1 needles, 1 read-backs
 *   round 86: BA workshop asset export (YAML)
 *     codex: 13,790 tokens, peak 13,718, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,414 tokens, peak 1,114, 0/1 needles, 1 read-backs
 *     ours: 951 tokens, peak 681, 1/1 needles, 0 read-backs
 *   round 86: crewing roster API (pretty JSON)
 *     codex: 7,992 tokens, peak 7,911, 0/1 needles, 0 read-backs
 *     context-chef: 568 tokens, peak 487, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,573 tokens, peak 1,352, 0/1 needles, 2 read-backs
 *     ours: 1,833 tokens, peak 878, 0/1 needles, 1 read-backs
 *   round 86: fire safety premises export (XML)
 *     codex: 11,390 tokens, peak 11,314, 0/1 needles, 0 read-backs
 *     context-chef: 606 tokens, peak 530, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,634 tokens, peak 2,914, 0/1 needles, 4 read-backs
 *     ours: 8,649 tokens, peak 3,248, 0/1 needles, 4 read-backs
 *   round 86: mobilising server log, preamble and paraphrase
 *     codex: 19,497 tokens, peak 19,396, 0/1 needles, 0 read-backs
 *     context-chef: 963 tokens, peak 862, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,929 tokens, peak 2,379, 0/1 needles, 1 read-backs
 *     ours: 3,380 tokens, peak 2,336, 0/1 needles, 1 read-backs
 *   round 86: BA entry control records, preamble and paraphrase
 *     codex: 19,127 tokens, peak 19,029, 0/1 needles, 0 read-backs
 *     context-chef: 896 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,370 tokens, peak 4,945, 0/1 needles, 2 read-backs
 *     ours: 10,268 tokens, peak 5,784, 1/1 needles, 2 read-backs
 *   round 86: inspecting officers calendar, preamble and paraphrase
 *     codex: 12,994 tokens, peak 12,900, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 597, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,983 tokens, peak 1,370, 0/1 needles, 4 read-backs
 *     ours: 2,023 tokens, peak 1,046, 0/1 needles, 1 read-backs
 *   round 86: hourly fleet health snapshots, odd battery
 *     codex: 21,285 tokens, peak 21,208, 0/1 needles, 0 read-backs
 *     context-chef: 851 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,953 tokens, peak 3,001, 0/1 needles, 3 read-backs
 *     ours: 5,392 tokens, peak 2,526, 1/1 needles, 3 read-backs
 *   round 86: hydrant flow test results, odd flow
 *     codex: 18,736 tokens, peak 18,663, 0/1 needles, 0 read-backs
 *     context-chef: 858 tokens, peak 785, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,645 tokens, peak 2,773, 0/1 needles, 2 read-backs
 *     ours: 4,113 tokens, peak 2,218, 0/1 needles, 2 read-backs
 *   round 86: on-call availability board, odd hours
 *     codex: 4,716 tokens, peak 4,643, 0/1 needles, 0 read-backs
 *     context-chef: 399 tokens, peak 326, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,561 tokens, peak 881, 0/1 needles, 2 read-backs
 *     ours: 2,241 tokens, peak 782, 0/1 needles, 2 read-backs
 *     codex: 173,450 tokens, 0/12 needles
 *     context-chef: 8,648 tokens, 0/12 needles
 *     context-chef-store: 104,805 tokens, 0/12 needles
 *     ours: 57,649 tokens, 4/12 needles
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
// Harnshire FRS: stations, appliances, people, places.

type Duty = 'Wholetime' | 'Day crewed' | 'On-call';
interface Station {
  readonly no: number;
  readonly name: string;
  readonly town: string;
  readonly duty: Duty;
  readonly kit: readonly string[];
}

const STATIONS: readonly Station[] = [
  { no: 1, name: 'Hexley Central', town: 'Hexley', duty: 'Wholetime', kit: ['P1', 'P2', 'RT', 'ALP'] },
  { no: 2, name: 'Hexley North', town: 'Hexley', duty: 'Wholetime', kit: ['P1', 'P2'] },
  { no: 3, name: 'Marlstone', town: 'Marlstone', duty: 'Wholetime', kit: ['P1', 'P2', 'HVP'] },
  { no: 4, name: 'Gallowbridge', town: 'Gallowbridge', duty: 'Wholetime', kit: ['P1', 'P2', 'ALP'] },
  { no: 5, name: 'Brackenfield', town: 'Brackenfield', duty: 'Day crewed', kit: ['P1', 'P2'] },
  { no: 6, name: 'Cordwell', town: 'Cordwell', duty: 'On-call', kit: ['P1'] },
  { no: 7, name: 'Ravensby', town: 'Ravensby', duty: 'Day crewed', kit: ['P1', 'P2', 'RT'] },
  { no: 8, name: 'Fennimore', town: 'Fennimore', duty: 'On-call', kit: ['P1'] },
  { no: 9, name: 'Holmleigh', town: 'Holmleigh', duty: 'On-call', kit: ['P1', 'WC'] },
  { no: 10, name: 'Inchford', town: 'Inchford', duty: 'On-call', kit: ['P1'] },
  { no: 11, name: 'Kettlebury', town: 'Kettlebury', duty: 'Wholetime', kit: ['P1', 'P2', 'ICU'] },
  { no: 12, name: 'Ashcombe', town: 'Ashcombe', duty: 'Wholetime', kit: ['P1', 'P2'] },
  { no: 13, name: 'Lowmarsh', town: 'Lowmarsh', duty: 'On-call', kit: ['P1', 'WRU'] },
  { no: 14, name: 'Netherby', town: 'Netherby', duty: 'On-call', kit: ['P1'] },
  { no: 15, name: 'Oakhurst', town: 'Oakhurst', duty: 'Day crewed', kit: ['P1', 'P2'] },
  { no: 16, name: 'Pennick', town: 'Pennick', duty: 'On-call', kit: ['P1'] },
  { no: 17, name: 'Quarrendon', town: 'Quarrendon', duty: 'On-call', kit: ['P1'] },
  { no: 18, name: 'Redwater', town: 'Redwater', duty: 'Wholetime', kit: ['P1', 'P2', 'RT'] },
  { no: 19, name: 'Saltmarsh', town: 'Saltmarsh', duty: 'On-call', kit: ['P1', 'WRU'] },
  { no: 20, name: 'Tilbrook', town: 'Tilbrook', duty: 'On-call', kit: ['P1', 'WC'] },
  { no: 21, name: 'Upton Carey', town: 'Upton Carey', duty: 'On-call', kit: ['P1'] },
  { no: 22, name: 'Wexcombe', town: 'Wexcombe', duty: 'Day crewed', kit: ['P1', 'P2'] },
  { no: 23, name: 'Yarrowby', town: 'Yarrowby', duty: 'On-call', kit: ['P1'] },
  { no: 24, name: 'Stoneham', town: 'Stoneham', duty: 'On-call', kit: ['P1', 'P2'] },
];
const station = (no: number): Station => STATIONS.find((s) => s.no === no)!;
const stationLabel = (s: Station) => `${pad2(s.no)} ${s.name}`;

const KIT_NAMES: Readonly<Record<string, string>> = {
  P1: 'Rescue Pump',
  P2: 'Rescue Pump',
  RT: 'Rescue Tender',
  ALP: 'Aerial Ladder Platform',
  HVP: 'High Volume Pump',
  WC: 'Water Carrier',
  ICU: 'Incident Command Unit',
  WRU: 'Water Rescue Unit',
};

const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Mill Street',
  'Victoria Road',
  'Queens Road',
  'Park Avenue',
  'Hollins Lane',
  'Wharf Street',
  'Market Street',
  'London Road',
  'Bridge Street',
  'Chapel Row',
  'Orchard Close',
  'Meadow Way',
  'Kingsway',
  'The Green',
  'Elm Grove',
  'Castle Street',
  'Quarry Lane',
  'Fore Street',
  'Westgate',
  'Nelson Terrace',
  'Beech Drive',
  'Kestrel Way',
  'Heron Close',
  'Ashdown Road',
  'Albert Road',
  'Tanners Lane',
  'Sheep Street',
  'Hollins Close',
  'School Road',
  'Manor Farm Road',
  'Coronation Avenue',
  'Riverside',
  'Granary Court',
];

const FIRST = [
  'Aaron',
  'Abigail',
  'Adeel',
  'Aisha',
  'Alex',
  'Amelia',
  'Andrew',
  'Bethan',
  'Callum',
  'Carys',
  'Chloe',
  'Connor',
  'Craig',
  'Daniel',
  'Darren',
  'Declan',
  'Eleanor',
  'Emma',
  'Ewan',
  'Faisal',
  'Fiona',
  'Gareth',
  'Georgia',
  'Grace',
  'Hannah',
  'Harvey',
  'Imogen',
  'Isaac',
  'Jack',
  'Jade',
  'James',
  'Jasmine',
  'Jordan',
  'Kai',
  'Kate',
  'Kieran',
  'Laura',
  'Lewis',
  'Liam',
  'Lucy',
  'Luke',
  'Megan',
  'Mohammed',
  'Nathan',
  'Niamh',
  'Oliver',
  'Owen',
  'Paige',
  'Priya',
  'Rachel',
  'Rhys',
  'Ryan',
  'Sam',
  'Sarah',
  'Scott',
  'Sophie',
  'Stuart',
  'Tom',
  'Tyler',
  'Zoe',
];
const LAST = [
  'Abbott',
  'Adeyemi',
  'Ainsworth',
  'Bannister',
  'Barker',
  'Bellamy',
  'Blackwood',
  'Bradshaw',
  'Brennan',
  'Carver',
  'Chadwick',
  'Clough',
  'Cottrell',
  'Crane',
  'Dalton',
  'Doherty',
  'Ellison',
  'Farrant',
  'Fenwick',
  'Fletcher',
  'Gallagher',
  'Garside',
  'Goddard',
  'Greaves',
  'Hale',
  'Hargreaves',
  'Hartley',
  'Hussain',
  'Ingram',
  'Jarvis',
  'Kaur',
  'Keane',
  'Kirkby',
  'Lambert',
  'Lockwood',
  'Lowe',
  'Maddox',
  'Marsden',
  'McAllister',
  'Mercer',
  'Metcalfe',
  'Nash',
  'Nolan',
  'Okafor',
  'Oldroyd',
  'Osei',
  'Parkin',
  'Pennington',
  'Quinn',
  'Radcliffe',
  'Rahman',
  'Redfern',
  'Rowntree',
  'Sadler',
  'Sharma',
  'Shaw',
  'Shepherd',
  'Slater',
  'Stanton',
  'Sutcliffe',
  'Tate',
  'Thorne',
  'Tindall',
  'Tranter',
  'Underwood',
  'Varley',
  'Wadsworth',
  'Walsh',
  'Warburton',
  'Whitlock',
  'Wilde',
  'Winterbottom',
  'Yates',
  'Yeo',
  'Youngman',
  'Zielinski',
  'Ashworth',
  'Bright',
  'Colley',
  'Driscoll',
];

interface Person {
  readonly first: string;
  readonly last: string;
  readonly serviceNo: string;
}
/** `n` different people, each name used once, with service numbers. */
function people(random: () => number, n: number): Person[] {
  const all: [string, string][] = [];
  for (const f of FIRST) for (const l of LAST) all.push([f, l]);
  shuffle(random, all);
  const numbers = new Set<number>();
  return all.slice(0, n).map(([first, last]) => {
    let no = between(random, 40_000, 69_999);
    while (numbers.has(no)) no = between(random, 40_000, 69_999);
    numbers.add(no);
    return { first, last, serviceNo: String(no) };
  });
}
const fullName = (p: { first: string; last: string }) => `${p.first} ${p.last}`;

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
/** `2026-11-14 23:41` */
const minuteStamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
/** `2026-11-14 23:41:07.512` */
const logStamp = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const postcode = (random: () => number, s: Station) =>
  `HR${(s.no % 9) + 1} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
/** The same postcode every time for the same address. */
const postcodeOf = (s: Station, address: string) => {
  let h = 2_166_136_261;
  for (const c of `${address}|${s.town}`) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return postcode(seededRandom(h >>> 0), s);
};
/** A station's place on the grid (British National Grid metres). */
const grid = (s: Station) => ({ e: 402_000 + ((s.no * 7919) % 47) * 1_100, n: 118_000 + ((s.no * 104_729) % 43) * 1_200 });
const latLon = (e: number, n: number) => ({ lat: 51 + (n - 118_000) / 111_000, lon: -2.3 + (e - 402_000) / 70_000 });

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

const INCIDENT_KINDS = [
  { type: 'Primary fire - dwelling', code: 'F-DWEL', min: 2, max: 3, priority: 1 },
  { type: 'Chimney fire', code: 'F-CHIM', min: 1, max: 2, priority: 2 },
  { type: 'AFA - commercial premises', code: 'AFA-C', min: 1, max: 1, priority: 2 },
  { type: 'AFA - domestic', code: 'AFA-D', min: 1, max: 1, priority: 2 },
  { type: 'RTC - persons trapped', code: 'RTC-T', min: 2, max: 3, priority: 1 },
  { type: 'RTC - make safe', code: 'RTC-M', min: 1, max: 1, priority: 2 },
  { type: 'Secondary fire - refuse', code: 'F-REF', min: 1, max: 1, priority: 3 },
  { type: 'Secondary fire - grass/heath', code: 'F-GRS', min: 1, max: 2, priority: 3 },
  { type: 'Vehicle fire', code: 'F-VEH', min: 1, max: 1, priority: 2 },
  { type: 'Flooding - domestic', code: 'SS-FLD', min: 1, max: 1, priority: 3 },
  { type: 'Assist ambulance - bariatric', code: 'SS-BAR', min: 1, max: 1, priority: 2 },
  { type: 'Gaining entry - assist ambulance', code: 'SS-GE', min: 1, max: 1, priority: 1 },
  { type: 'Animal rescue', code: 'SS-ANI', min: 1, max: 1, priority: 3 },
  { type: 'Lift release', code: 'SS-LIFT', min: 1, max: 1, priority: 2 },
  { type: 'Smell of burning', code: 'F-SOB', min: 1, max: 1, priority: 2 },
  { type: 'Gas leak', code: 'SS-GAS', min: 1, max: 2, priority: 2 },
] as const;
type IncidentKind = (typeof INCIDENT_KINDS)[number];

const STOP_TEXT: Readonly<Record<string, readonly string[]>> = {
  'Primary fire - dwelling': [
    'Fire in kitchen of two storey semi-detached house, 10% fire damage, 20% smoke damage, 2 BA, 1 HRJ, PPV',
    'Fire in first floor bedroom of terraced house, 1 BA team, 1 HRJ, TIC, all persons accounted for',
  ],
  'Chimney fire': [
    'Chimney fire, one chimney 100% involved, chimney rods, 1 HRJ, TIC used to check void',
    'Chimney fire, surface fire extinguished, chimney rods, stirrup pump, ladder',
  ],
  'AFA - commercial premises': ['AFA caused by cooking fumes, system reset by keyholder', 'AFA, faulty detector head, no fire'],
  'AFA - domestic': ['Smoke alarm actuated by burnt toast, no fire', 'AFA, false alarm good intent, occupier present'],
  'RTC - persons trapped': [
    'RTC two cars, one casualty released by roof removal and handed to ambulance, vehicles made safe',
    'RTC car v HGV, one casualty released by side removal, road closed by police',
  ],
  'RTC - make safe': ['RTC one car, vehicle made safe, battery disconnected, absorbent used', 'RTC, fluids leaking, road made safe'],
  'Secondary fire - refuse': ['Fire in wheelie bin, 1 HRJ', 'Small fire involving fly-tipped rubbish, 1 HRJ'],
  'Secondary fire - grass/heath': ['Grass fire approx 20m x 10m, beaters, 1 HRJ', 'Fire in hedgerow approx 15m, 2 HRJ'],
  'Vehicle fire': ['Car fire, 100% destroyed, 2 BA, 1 HRJ, foam', 'Fire in engine compartment of van, 1 HRJ, 2 BA'],
  'Flooding - domestic': ['Flooding from burst pipe, water isolated, electrics made safe', 'Flooding from washing machine, advice given'],
  'Assist ambulance - bariatric': [
    'Assisted ambulance with bariatric patient, rescue sheet and lines',
    'Assisted ambulance crew, patient moved to ambulance',
  ],
  'Gaining entry - assist ambulance': [
    'Gained entry via front door, handed to ambulance',
    'Entry gained by ground floor window, patient with ambulance',
  ],
  'Animal rescue': ['Dog rescued from river bank, returned to owner', 'Cat rescued from roof using 135 ladder'],
  'Lift release': ['Two persons released from lift stuck between floors, lift isolated', 'One person released from lift, engineer called'],
  'Smell of burning': ['Smell of burning from overheated extractor fan, isolated', 'Smell of burning investigated, nothing found'],
  'Gas leak': ['Gas leak from damaged supply pipe, isolated by gas network operator', 'Smell of gas, supply isolated, area ventilated'],
};

interface Mob {
  callsign: string;
  mobilised: number;
  mobile: number;
  inAttendance: number;
  available: number;
  crew: number;
}
interface Incident {
  at: number;
  kind: IncidentKind;
  ground: Station;
  premises: string | null;
  line1: string;
  town: string;
  postcode: string;
  mobs: Mob[];
  messages: { at: number; from: string; kind: string; text: string }[];
  origin: string;
  handler: string;
}

const RESCUE_TENDERS = ['01RT', '07RT', '18RT'];

/** An incident of `kind` on `ground`'s station ground at `at`, with its mobilisations and messages. */
function makeIncident(
  random: () => number,
  at: number,
  kind: IncidentKind,
  ground: Station,
  line1: string,
  premises: string | null,
): Incident {
  const pumps = between(random, kind.min, kind.max);
  const callsigns = [`${pad2(ground.no)}P1`];
  while (callsigns.length < pumps) {
    const other = ground.kit.includes('P2') && !callsigns.includes(`${pad2(ground.no)}P2`) ? ground : oneOf(random, STATIONS);
    const cs = `${pad2(other.no)}${other === ground ? 'P2' : 'P1'}`;
    if (!callsigns.includes(cs)) callsigns.push(cs);
  }
  if (kind.code === 'RTC-T') callsigns.push(oneOf(random, RESCUE_TENDERS));
  if (kind.code === 'F-DWEL' && random() < 0.3) callsigns.push(oneOf(random, ['01ALP', '04ALP']));
  const mobs: Mob[] = callsigns.map((callsign, k) => {
    const from = station(Number(callsign.slice(0, 2)));
    const mobilised = at + between(random, 45, 160) * 1000 + k * between(random, 1, 9) * 1000;
    const mobile = mobilised + (from.duty === 'Wholetime' ? between(random, 45, 110) : between(random, 220, 420)) * 1000;
    const inAttendance = mobile + between(random, 180, 900) * 1000 + k * between(random, 60, 300) * 1000;
    const available = inAttendance + between(random, 15, 95) * MIN + between(random, 0, 59) * 1000;
    return { callsign, mobilised, mobile, inAttendance, available, crew: between(random, 4, 6) };
  });
  const first = mobs[0]!;
  const messages = [
    {
      at: first.inAttendance + between(random, 60, 420) * 1000,
      from: first.callsign,
      kind: 'Informative',
      text: `${kind.type}, ${oneOf(random, ['crews committed', 'investigating', 'in attendance', 'all persons accounted for'])}`,
    },
    {
      at: first.inAttendance + between(random, 600, 2400) * 1000,
      from: first.callsign,
      kind: 'Stop',
      text: oneOf(random, STOP_TEXT[kind.type]!),
    },
  ];
  return {
    at,
    kind,
    ground,
    premises,
    line1,
    town: ground.town,
    postcode: postcodeOf(ground, line1),
    mobs,
    messages,
    origin: kind.code.startsWith('AFA')
      ? 'ARC'
      : oneOf(random, ['999 BT', '999 EE', '999 Vodafone', '999 O2', 'Ambulance Control', 'Police Control']),
    handler: `CO${between(random, 101, 148)}`,
  };
}

/** The incident as the mobilising system's API returns it. */
function incidentJson(random: () => number, inc: Incident, seq: number): object {
  const g = grid(inc.ground);
  return {
    incidentNumber: `HFR-2611-${String(seq).padStart(5, '0')}`,
    callReceived: iso(inc.at),
    callOrigin: inc.origin,
    callHandler: inc.handler,
    incidentType: { code: inc.kind.code, description: inc.kind.type },
    priority: inc.kind.priority,
    address: {
      premises: inc.premises,
      line1: inc.line1,
      town: inc.town,
      postcode: inc.postcode,
      uprn: String(100_120_000_000 + pick(random, 900_000)),
      easting: g.e + between(random, -3000, 3000),
      northing: g.n + between(random, -3000, 3000),
    },
    stationGround: pad2(inc.ground.no),
    mobilisations: inc.mobs.map((m) => ({
      callsign: m.callsign,
      mobilised: iso(m.mobilised),
      mobile: iso(m.mobile),
      inAttendance: iso(m.inAttendance),
      available: iso(m.available),
      crew: m.crew,
    })),
    messages: inc.messages.map((m) => ({ time: iso(m.at), from: m.from, type: m.kind, text: m.text })),
    closed: iso(Math.max(...inc.mobs.map((m) => m.available)) + between(random, 60, 900) * 1000),
  };
}

function incidentExport(): EconomicsTask {
  const random = seededRandom(860_101);
  const from = Date.UTC(2026, 10, 1);
  const to = Date.UTC(2026, 10, 17, 6);
  const incidents: Incident[] = [];
  for (let i = 0; i < 520; i++) {
    const ground = oneOf(random, STATIONS);
    const kind = oneOf(random, INCIDENT_KINDS);
    const premises =
      kind.code === 'AFA-C'
        ? oneOf(random, ['Tesco Express', 'Riverside Care Home', 'Hexley College', 'Unit 4 Kestrel Park', 'Premier Inn'])
        : null;
    incidents.push(
      makeIncident(
        random,
        from + pick(random, (to - from) / 1000) * 1000,
        kind,
        ground,
        `${between(random, 1, 140)} ${oneOf(random, STREETS)}`,
        premises,
      ),
    );
  }
  const brackenfield = station(5);
  const kind = (code: string) => INCIDENT_KINDS.find((k) => k.code === code)!;
  // Near misses: the same street and type on other days, the same address for another reason.
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 3, 18, 12, 40), kind('F-CHIM'), brackenfield, '14 Hollins Close', null));
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 12, 21, 5, 2), kind('F-CHIM'), brackenfield, '3 Hollins Lane', null));
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 15, 7, 48, 19), kind('AFA-D'), brackenfield, '14 Hollins Lane', null));
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 8, 16, 21, 55), kind('F-CHIM'), station(7), '22 Hollins Lane', null));
  const target = makeIncident(random, Date.UTC(2026, 10, 8, 19, 42, 36), kind('F-CHIM'), brackenfield, '14 Hollins Lane', null);
  const at = (h: number, m: number, s: number) => Date.UTC(2026, 10, 8, h, m, s);
  target.mobs = [
    {
      callsign: '05P1',
      mobilised: at(19, 43, 29),
      mobile: at(19, 47, 58),
      inAttendance: at(19, 55, 19),
      available: at(21, 2, 44),
      crew: 4,
    },
    { callsign: '07P1', mobilised: at(19, 43, 31), mobile: at(19, 49, 6), inAttendance: at(20, 4, 12), available: at(20, 31, 50), crew: 5 },
  ];
  target.messages = [
    {
      at: at(20, 1, 7),
      from: '05P1',
      kind: 'Informative',
      text: 'Two storey terraced house, chimney fire, chimney rods and TIC in use, no spread to roof void',
    },
    {
      at: at(20, 38, 40),
      from: '05P1',
      kind: 'Stop',
      text: 'Chimney fire, one chimney 100% involved, chimney rods, 1 HRJ, stirrup pump, TIC',
    },
  ];
  incidents.push(target);
  incidents.sort((a, b) => a.at - b.at);
  const body = {
    status: 'OK',
    generated: '2026-11-17T06:02:31Z',
    query: { from: iso(from), to: iso(to), service: 'HFR', include: ['mobilisations', 'messages'] },
    count: incidents.length,
    incidents: incidents.map((inc, i) => incidentJson(random, inc, 3_118 + i)),
  };
  return probe(
    'round 86: mobilising incident export (one-line JSON)',
    'What time did the first fire engine arrive at the chimney fire at 14 Hollins Lane in Brackenfield on the 8th?',
    'export_incidents',
    JSON.stringify(body),
    'chimney-arrival',
    '2026-11-08T19:55:19Z',
    true,
  );
}

interface Vehicle {
  readonly fleetNo: string;
  readonly reg: string;
  readonly callsign: string;
  readonly description: string;
  readonly make: string;
  readonly model: string;
  readonly station: Station;
  readonly heavy: boolean;
  readonly unitId: string;
}

/** The service's fleet, as the telematics account lists it: appliances, officers' cars and vans. */
function fleet(random: () => number): Vehicle[] {
  const regs = new Set<string>();
  const reg = () => {
    let r = `${oneOf(random, ['WX', 'WU', 'WK', 'YK', 'AE', 'BX'])}${oneOf(random, ['15', '16', '18', '19', '21', '22', '24', '73', '74'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    while (regs.has(r)) r = `${r.slice(0, 5)}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    regs.add(r);
    return r;
  };
  const makes: Readonly<Record<string, [string, string]>> = {
    'Rescue Pump': ['Scania', 'P280 Emergency One'],
    'Rescue Tender': ['MAN', 'TGM 18.340'],
    'Aerial Ladder Platform': ['Scania', 'P360 Bronto F32 HDT'],
    'High Volume Pump': ['MAN', 'TGS 26.360 prime mover'],
    'Water Carrier': ['Volvo', 'FL 280 9000 l'],
    'Incident Command Unit': ['Mercedes-Benz', 'Atego 1224'],
    'Water Rescue Unit': ['Ford', 'Ranger Wildtrak'],
  };
  const vehicles: Omit<Vehicle, 'unitId' | 'fleetNo'>[] = [];
  for (const s of STATIONS)
    for (const k of s.kit) {
      const type = KIT_NAMES[k]!;
      const [make, model] = makes[type]!;
      vehicles.push({
        reg: reg(),
        callsign: `${pad2(s.no)}${k}`,
        description: `${s.name} ${type}`,
        make,
        model,
        station: s,
        heavy: k !== 'WRU',
      });
    }
  for (let i = 1; i <= 38; i++) {
    const s = oneOf(random, STATIONS);
    vehicles.push({
      reg: reg(),
      callsign: `OFF${pad2(i)}`,
      description: `Flexi duty officer car ${i}`,
      make: 'Skoda',
      model: 'Octavia Estate vRS',
      station: s,
      heavy: false,
    });
  }
  for (let i = 1; i <= 12; i++) {
    const s = oneOf(random, STATIONS);
    vehicles.push({
      reg: reg(),
      callsign: `VAN${pad2(i)}`,
      description: `${oneOf(random, ['Workshops', 'Hydrants', 'Stores', 'Community safety'])} van`,
      make: 'Ford',
      model: 'Transit Custom',
      station: s,
      heavy: false,
    });
  }
  const fleetNos = new Set<number>();
  return vehicles.map((v) => {
    let no = between(random, 2100, 4899);
    while (fleetNos.has(no)) no = between(random, 2100, 4899);
    fleetNos.add(no);
    return { ...v, fleetNo: String(no), unitId: `TF-${between(random, 100000, 999999)}` };
  });
}

interface TelematicsEvent {
  t: number;
  type: string;
  lat: number;
  lon: number;
  speed: number;
  heading: number;
  odo?: number; // tenths of a km, relative
  hrs?: number; // tenths of an hour, relative
  fuel: number;
  batt: number;
}

/** A vehicle's events from `from` to `to`: heartbeats at the station and a few trips. */
function vehicleEvents(random: () => number, v: Vehicle, from: number, to: number): TelematicsEvent[] {
  const g = grid(v.station);
  const home = latLon(g.e, g.n);
  const events: TelematicsEvent[] = [];
  let odo = 0;
  let hrs = 0;
  let fuel = between(random, 55, 96);
  const trips = v.heavy ? between(random, 0, 3) : between(random, 1, 4);
  const starts = Array.from({ length: trips }, () => from + pick(random, to - from - 4 * HOUR)).sort((a, b) => a - b);
  let t = from;
  const parked = (until: number) => {
    for (
      let h = t + between(random, 40, 180) * MIN + pick(random, 60) * 1000;
      h < until;
      h += between(random, 150, 200) * MIN + pick(random, 60) * 1000
    )
      events.push({ t: h, type: 'HEARTBEAT', lat: home.lat, lon: home.lon, speed: 0, heading: 0, fuel, batt: 12.3 + pick(random, 6) / 10 });
  };
  const leg = (lat: number, lon: number, toLat: number, toLon: number, blue: boolean) => {
    const steps = between(random, 3, 9);
    for (let k = 1; k <= steps; k++) {
      t += between(random, 45, 130) * 1000;
      odo += between(random, 6, 22);
      hrs += pick(random, 3) === 0 ? 1 : 0;
      events.push({
        t,
        type: 'POSITION',
        lat: lat + ((toLat - lat) * k) / steps,
        lon: lon + ((toLon - lon) * k) / steps,
        speed: blue ? between(random, 38, 104) : between(random, 22, 78),
        heading: pick(random, 360),
        odo,
        hrs,
        fuel,
        batt: 13.7 + pick(random, 8) / 10,
      });
    }
  };
  for (const start of starts) {
    if (start < t) continue;
    parked(start);
    t = start;
    const blue = v.heavy && random() < 0.8;
    const dest = { lat: home.lat + (random() - 0.5) * 0.12, lon: home.lon + (random() - 0.5) * 0.16 };
    events.push({
      t,
      type: 'IGNITION_ON',
      lat: home.lat,
      lon: home.lon,
      speed: 0,
      heading: 0,
      odo,
      hrs,
      fuel,
      batt: 13.9 + pick(random, 5) / 10,
    });
    if (blue)
      events.push({
        t: (t += between(random, 5, 40) * 1000),
        type: 'BEACONS_ON',
        lat: home.lat,
        lon: home.lon,
        speed: 0,
        heading: 0,
        fuel,
        batt: 14.0,
      });
    leg(home.lat, home.lon, dest.lat, dest.lon, blue);
    if (blue)
      events.push({
        t: (t += between(random, 5, 30) * 1000),
        type: 'BEACONS_OFF',
        lat: dest.lat,
        lon: dest.lon,
        speed: 0,
        heading: 0,
        fuel,
        batt: 14.1,
      });
    if (v.heavy && random() < 0.4) {
      events.push({
        t: (t += between(random, 60, 300) * 1000),
        type: 'PTO_ON',
        lat: dest.lat,
        lon: dest.lon,
        speed: 0,
        heading: 0,
        fuel,
        batt: 14.2,
      });
      t += between(random, 10, 70) * MIN;
      hrs += between(random, 2, 10);
      fuel = Math.max(12, fuel - between(random, 2, 9));
      events.push({ t, type: 'PTO_OFF', lat: dest.lat, lon: dest.lon, speed: 0, heading: 0, fuel, batt: 14.1 });
    }
    events.push({
      t: (t += between(random, 30, 400) * 1000),
      type: 'IGNITION_OFF',
      lat: dest.lat,
      lon: dest.lon,
      speed: 0,
      heading: 0,
      odo,
      hrs,
      fuel,
      batt: 12.8,
    });
    t += between(random, 5, 50) * MIN;
    events.push({ t, type: 'IGNITION_ON', lat: dest.lat, lon: dest.lon, speed: 0, heading: 0, odo, hrs, fuel, batt: 13.9 });
    leg(dest.lat, dest.lon, home.lat, home.lon, false);
    fuel = Math.max(10, fuel - between(random, 1, 4));
    events.push({
      t: (t += between(random, 20, 200) * 1000),
      type: 'IGNITION_OFF',
      lat: home.lat,
      lon: home.lon,
      speed: 0,
      heading: 0,
      odo,
      hrs,
      fuel,
      batt: 12.7,
    });
  }
  parked(to);
  return events;
}

function telematicsXml(): EconomicsTask {
  const random = seededRandom(860_202);
  const vehicles = shuffle(random, fleet(random));
  const targetAt = vehicles.findIndex((v) => v.callsign === '07RT');
  const middle = Math.floor(vehicles.length * 0.5);
  [vehicles[targetAt], vehicles[middle]] = [vehicles[middle]!, vehicles[targetAt]!];
  const from = Date.UTC(2026, 10, 16);
  const to = Date.UTC(2026, 10, 17, 6);
  let seq = 88_410_233;
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?><TelematicsExport xmlns="urn:trakfleet:export:2.4" account="HARNSHIRE-FRS" from="${iso(from)}" to="${iso(to)}" generated="2026-11-17T06:04:52Z" units="${vehicles.length}">`,
  ];
  for (const v of vehicles) {
    const target = v.callsign === '07RT';
    const events = vehicleEvents(random, v, from, target ? Date.UTC(2026, 10, 17, 1) : to);
    let odoBase = between(random, 80_000, 1_900_000);
    const hrsBase = between(random, 8_000, 60_000);
    if (target) {
      // The Ravensby rescue tender's last job of the night: out at 03:12, back and switched off at 05:38.
      const lastOdo = events.reduce((m, e) => Math.max(m, e.odo ?? 0), 0);
      const lastHrs = events.reduce((m, e) => Math.max(m, e.hrs ?? 0), 0);
      const g = grid(v.station);
      const home = latLon(g.e, g.n);
      const scene = { lat: home.lat + 0.041, lon: home.lon - 0.066 };
      let t = Date.UTC(2026, 10, 17, 3, 12, 4);
      let odo = lastOdo;
      let hrs = lastHrs;
      let fuel = events.at(-1)?.fuel ?? 70;
      const push = (type: string, lat: number, lon: number, speed: number, withOdo: boolean, batt: number) =>
        events.push({ t, type, lat, lon, speed, heading: speed ? pick(random, 360) : 0, fuel, batt, ...(withOdo ? { odo, hrs } : {}) });
      push('IGNITION_ON', home.lat, home.lon, 0, true, 13.9);
      t += 21_000;
      push('BEACONS_ON', home.lat, home.lon, 0, false, 14.1);
      for (let k = 1; k <= 9; k++) {
        t += between(random, 50, 90) * 1000;
        odo += 19 + k;
        hrs += k % 3 === 0 ? 1 : 0;
        push('POSITION', home.lat + (0.041 * k) / 9, home.lon - (0.066 * k) / 9, between(random, 52, 98), true, 14.2);
      }
      t += 14_000;
      push('BEACONS_OFF', scene.lat, scene.lon, 0, false, 14.1);
      t += 4 * MIN;
      push('PTO_ON', scene.lat, scene.lon, 0, false, 14.2);
      t += 71 * MIN;
      hrs += 12;
      fuel -= 6;
      push('PTO_OFF', scene.lat, scene.lon, 0, false, 14.1);
      t += 3 * MIN;
      push('IGNITION_OFF', scene.lat, scene.lon, 0, true, 12.8);
      t += 11 * MIN;
      push('IGNITION_ON', scene.lat, scene.lon, 0, true, 13.9);
      for (let k = 1; k <= 8; k++) {
        t += between(random, 70, 120) * 1000;
        odo += 17 + k;
        hrs += k % 3 === 0 ? 1 : 0;
        push('POSITION', scene.lat - (0.041 * k) / 8, scene.lon + (0.066 * k) / 8, between(random, 30, 64), true, 14.0);
      }
      t += 95_000;
      odo += 6;
      push('IGNITION_OFF', home.lat, home.lon, 0, true, 12.7);
      odoBase = 482_136 - odo;
    }
    parts.push(
      `<Vehicle unitId="${v.unitId}" fleetNo="${v.fleetNo}" registration="${v.reg}" callsign="${v.callsign}" description="${v.description}" make="${v.make}" model="${v.model}" station="${stationLabel(v.station)}"><Events count="${events.length}">`,
    );
    for (const e of events) {
      const odo =
        e.odo === undefined
          ? ''
          : ` odometerKm="${((odoBase + e.odo) / 10).toFixed(1)}" engineHours="${((hrsBase + (e.hrs ?? 0)) / 10).toFixed(1)}"`;
      parts.push(
        `<Event seq="${seq++}" ts="${iso(e.t)}" type="${e.type}" lat="${e.lat.toFixed(5)}" lon="${e.lon.toFixed(5)}" speedKph="${e.speed}" heading="${e.heading}"${odo} fuelPct="${e.fuel}" battV="${e.batt.toFixed(1)}" gpsFix="3D" sats="${between(random, 7, 14)}"/>`,
      );
    }
    parts.push('</Events></Vehicle>');
  }
  parts.push('</TelematicsExport>');
  return probe(
    'round 86: fleet telematics export (one-line XML)',
    "What's the latest odometer reading from the Ravensby rescue tender?",
    'telematics_export',
    parts.join(''),
    'rt-odometer',
    '48213.6',
    true,
  );
}

function hydrantGeoJson(): EconomicsTask {
  const random = seededRandom(860_303);
  const count = 2_100;
  const middle = Math.floor(count * 0.5);
  const oakhurst = station(15);
  const features: object[] = [];
  let assetNo = 10_000;
  let target = '';
  const plants: Readonly<Record<number, [string, string, Station]>> = {
    [middle - 11]: ['o/s 3 Church Lane', 'Church Lane', oakhurst],
    [middle]: ["o/s St Anne's CE Primary School", 'Church Lane', oakhurst],
    [middle + 9]: ["opp St Anne's Church", 'Church Lane', oakhurst],
    [middle + 27]: ['o/s Oakhurst Primary School', 'School Road', oakhurst],
    [Math.floor(count * 0.31)]: ["o/s St Anne's Primary School", 'Church Lane', station(18)],
  };
  for (let i = 0; i < count; i++) {
    assetNo += between(random, 1, 4);
    const s = oneOf(random, STATIONS);
    const street = oneOf(random, STREETS);
    const [location, streetName, st] = plants[i] ?? [
      `${oneOf(random, ['o/s', 'opp', 'adj', 'o/s', 'o/s'])} ${random() < 0.8 ? `${between(random, 1, 160)} ` : ''}${street}`,
      street,
      s,
    ];
    const id = `HFR-H-${assetNo}`;
    if (i === middle) target = id;
    const g = grid(st);
    const inspected = Date.UTC(2025, 10, 20) + pick(random, 360) * DAY;
    const main = oneOf(random, [75, 100, 100, 100, 150, 150, 180, 225]);
    features.push({
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: [g.e + between(random, -2500, 2500), g.n + between(random, -2500, 2500)] },
      properties: {
        asset_id: id,
        wc_ref: `HVW/FH/${between(random, 100000, 999999)}`,
        location,
        street: streetName,
        town: st.town,
        station_ground: pad2(st.no),
        hydrant_type: oneOf(random, ['Screw-down', 'Screw-down', 'Sluice valve']),
        outlet: '2.5in BSP round thread',
        main_mm: main,
        status: oneOf(random, ['In service', 'In service', 'In service', 'In service', 'Defective - reported', 'Out of service']),
        marker: oneOf(random, ['H plate on post', 'H plate on wall', 'H plate on post', 'Marker missing']),
        surface: oneOf(random, ['Footway', 'Carriageway', 'Verge', 'Footway']),
        last_inspected: ymd(inspected),
        inspected_by: `${pad2(st.no)} ${oneOf(random, ['Red', 'White', 'Blue', 'Green', 'On-call'])} Watch`,
        condition: oneOf(random, ['Good', 'Good', 'Good', 'Fair', 'Cover seized', 'Chamber silted']),
        next_due: ymd(inspected + 365 * DAY),
        remarks: oneOf(random, ['', '', '', 'Parked cars obstruct', 'Cover replaced', 'Marker post realigned', 'Frame loose']),
      },
    });
  }
  const body = {
    type: 'FeatureCollection',
    name: 'hfr_hydrants',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::27700' } },
    features,
  };
  return probe(
    'round 86: hydrant register (one-line GeoJSON)',
    "What's the asset number of the hydrant outside St Anne's Primary School on Church Lane in Oakhurst?",
    'get_hydrants',
    JSON.stringify(body),
    'hydrant-asset',
    target,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

function baSetsYaml(): EconomicsTask {
  const random = seededRandom(860_404);
  const count = 760;
  const middle = Math.floor(count * 0.5);
  const serials = new Set<string>(['ARHK-0412', 'ARHK-0421', 'ARKH-0412', 'ARHK-0413']);
  const techs = ['D. Marsden', 'K. Osei', 'P. Whitlock', 'R. Tindall', 'S. Bright'];
  let cylinderNo = 3_120;
  let target = '';
  const lines = [
    '# BAMS export - Harnshire FRS breathing apparatus workshop',
    '# generated: 2026-11-17T06:30:02Z   scope: all sets   format: yaml/v2',
    'sets:',
  ];
  for (let i = 0; i < count; i++) {
    let serial = `AR${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${String(between(random, 1, 9999)).padStart(4, '0')}`;
    while (serials.has(serial))
      serial = `AR${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${String(between(random, 1, 9999)).padStart(4, '0')}`;
    if (i === middle) serial = 'ARHK-0412';
    else if (i === middle - 3) serial = 'ARHK-0421';
    else if (i === middle + 2) serial = 'ARKH-0412';
    else if (i === middle + 5) serial = 'ARHK-0413';
    else serials.add(serial);
    const s = oneOf(random, STATIONS);
    const appliance = `${pad2(s.no)}${oneOf(
      random,
      s.kit.filter((k) => k.startsWith('P') || k === 'RT'),
    )}`;
    cylinderNo += between(random, 1, 17);
    const madeYear = between(random, 2014, 2024);
    const madeMonth = pick(random, 12) + 1;
    const cylinder = `LXC-${String(madeYear).slice(2)}${pad2(madeMonth)}-${String(cylinderNo).padStart(5, '0')}`;
    if (i === middle) target = cylinder;
    const lastService = Date.UTC(2025, 11, 1) + pick(random, 340) * DAY;
    lines.push(
      `  - set_id: ${100_000 + i * 3 + pick(random, 3)}`,
      `    serial: ${serial}`,
      `    model: Drager PSS 7000`,
      `    configuration: ${oneOf(random, ['FPS 7000 mask / Bodyguard 7000', 'FPS 7000 mask / Bodyguard 7000 / comms', 'FPS 7000 mask / Bodyguard 1000'])}`,
      `    location:`,
      `      station: "${stationLabel(s)}"`,
      `      appliance: ${appliance}`,
      `      stowage: ${oneOf(random, ['crew cab seat 1', 'crew cab seat 2', 'crew cab seat 3', 'crew cab seat 4', 'rear nearside locker', 'BA board locker'])}`,
      `    status: ${oneOf(random, ['In service', 'In service', 'In service', 'In service', 'Spare - station', 'Quarantined - awaiting test'])}`,
      `    last_service: ${ymd(lastService)}`,
      `    next_annual_due: ${ymd(lastService + 365 * DAY)}`,
      `    cylinder:`,
      `      serial: ${cylinder}`,
      `      type: Luxfer L65G 6.8 l 300 bar carbon composite`,
      `      manufactured: ${madeYear}-${pad2(madeMonth)}`,
      `      next_hydrostatic_test: ${Math.max(2027, madeYear + 5 * Math.ceil((2027 - madeYear) / 5))}-${pad2(madeMonth)}`,
      `      end_of_life: ${madeYear + 20}-${pad2(madeMonth)}`,
      `    bodyguard:`,
      `      serial: BG7-${between(random, 18, 25)}K-${between(random, 10000, 99999)}`,
      `      firmware: ${oneOf(random, ['4.10.2', '4.12.0', '4.12.0', '4.12.1'])}`,
      `    history:`,
    );
    const history = between(random, 2, 5);
    let day = lastService;
    for (let h = 0; h < history; h++) {
      const event =
        h === 0
          ? `Annual service, ${oneOf(random, ['demand valve overhauled', 'harness straps replaced', 'pressure reducer serviced', 'no parts'])}`
          : oneOf(random, [
              'Post-use test (Posichek 3)',
              'Weekly test (Posichek 3)',
              'Post-use test (Posichek 3)',
              `Cylinder changed (was LXC-${pad2(between(random, 14, 24))}${pad2(between(random, 1, 12))}-${String(between(random, 1000, 3100)).padStart(5, '0')})`,
              'Mask seal replaced',
            ]);
      lines.push(
        `      - date: ${ymd(day)}`,
        `        event: ${event}`,
        `        by: ${h === 0 ? oneOf(random, techs) : `${pad2(s.no)} ${oneOf(random, ['Red', 'White', 'Blue', 'Green', 'On-call'])} Watch`}`,
        `        result: Pass`,
      );
      day += between(random, 3, 40) * DAY;
    }
  }
  return probe(
    'round 86: BA workshop asset export (YAML)',
    "What's the serial number of the cylinder fitted to BA set ARHK-0412?",
    'ba_assets_export',
    lines.join('\n'),
    'ba-cylinder',
    target,
  );
}

function crewingRosterJson(): EconomicsTask {
  const random = seededRandom(860_505);
  const staff = people(random, 1_500);
  let next = 0;
  const person = () => staff[next++]!;
  const skills = [
    'BA',
    'ICS Level 1',
    'Casualty Care',
    'EFAD',
    'LGV',
    'ERD',
    'Water Rescue L2',
    'Rope Rescue',
    'Hazmat',
    'Aerial Operator',
    'Tactical Ventilation',
    'Trauma Care',
  ];
  const rider = (position: string, s: Station, name?: string) => {
    const p = person();
    const rank =
      position === 'OIC'
        ? oneOf(random, ['Crew Manager', 'Crew Manager', 'Watch Manager'])
        : oneOf(random, ['Firefighter', 'Firefighter', 'Firefighter (Development)']);
    const own = shuffle(random, skills.slice()).slice(0, between(random, 2, 5));
    if (position === 'Driver' && !own.includes('ERD')) own.push('ERD');
    if (position.startsWith('BA') && !own.includes('BA')) own.push('BA');
    return {
      position,
      serviceNumber: p.serviceNo,
      name: name ?? fullName(p),
      rank,
      contract: s.duty === 'On-call' ? 'On-call' : oneOf(random, [s.duty, s.duty, s.duty, 'On-call (dual contract)']),
      homeStation: random() < 0.88 ? `S${pad2(s.no)}` : `S${pad2(oneOf(random, STATIONS).no)}`,
      skills: own,
      detached: random() < 0.08,
      confirmed: random() < 0.95,
    };
  };
  const watches = ['Red', 'White', 'Blue', 'Green'];
  const stations = STATIONS.map((s) => ({
    stationId: `S${pad2(s.no)}`,
    name: s.name,
    dutySystem: s.duty,
    shifts: (['Day', 'Night'] as const).map((shift, k) => ({
      shift,
      watch: s.duty === 'Wholetime' ? watches[(s.no + k) % 4] : null,
      start: shift === 'Day' ? '2026-11-17T08:00:00Z' : '2026-11-17T18:00:00Z',
      end: shift === 'Day' ? '2026-11-17T18:00:00Z' : '2026-11-18T08:00:00Z',
      appliances: s.kit.map((kit) => {
        const callsign = `${pad2(s.no)}${kit}`;
        const pump = kit.startsWith('P');
        const crew = pump ? between(random, 4, 5) : kit === 'RT' || kit === 'ALP' ? 3 : 2;
        const positions = ['OIC', 'Driver', 'BA1', 'BA2', 'FF'].slice(0, crew);
        return {
          callsign,
          type: KIT_NAMES[kit],
          status: oneOf(random, ['On the run', 'On the run', 'On the run', 'On the run', 'Off the run - crewing', 'Crewed from pump']),
          minimumCrew: pump ? 4 : 2,
          riders: positions.map((pos) =>
            rider(pos, s, s.no === 12 && shift === 'Night' && kit === 'P2' && pos === 'OIC' ? 'Tamsin Varley' : undefined),
          ),
        };
      }),
      spare: Array.from({ length: between(random, 0, 2) }, () => rider('Spare', s)),
      absences: Array.from({ length: between(random, 1, 4) }, () => {
        const p = person();
        return {
          serviceNumber: p.serviceNo,
          name: fullName(p),
          reason: oneOf(random, ['Annual leave', 'Training course', 'Sickness', 'Lieu day', 'Modified duties', 'Secondment']),
        };
      }),
    })),
  }));
  const body = {
    rosterDate: '2026-11-17',
    generated: '2026-11-17T07:58:40Z',
    service: 'Harnshire Fire and Rescue Service',
    source: 'StationBoard v5.3',
    stations,
  };
  return probe(
    'round 86: crewing roster API (pretty JSON)',
    "Who is riding in charge of Ashcombe's second pump (12P2) on tonight's night shift?",
    'get_crewing_roster',
    JSON.stringify(body, null, 2),
    'oic-12p2',
    'Tamsin Varley',
  );
}

function fireSafetyXml(): EconomicsTask {
  const random = seededRandom(860_606);
  const count = 860;
  const middle = Math.floor(count * 0.5);
  const inspectors = people(random, 14).map((p) => `${p.first[0]}. ${p.last}`);
  const kinds = [
    { use: 'HOT', label: 'Hotel', names: ['The {A} Hotel', '{S} House Hotel', 'The {T} Arms Hotel'] },
    { use: 'CARE', label: 'Residential care home', names: ['{S} House Care Home', '{A} Lodge Care Home', 'Riverside Care Home'] },
    { use: 'HMO', label: 'House in multiple occupation', names: ['{N} {R}', 'Flats 1-{F}, {N} {R}'] },
    { use: 'TAKE', label: 'Takeaway with flat above', names: ['{T} Tandoori', 'Golden {D}', '{T} Fish Bar', '{T} Pizza'] },
    { use: 'PUB', label: 'Public house', names: ['The {A} Inn', 'The Red {D}', 'The {T} Arms'] },
    { use: 'IND', label: 'Factory / warehouse', names: ['Unit {F}, Kestrel Park', '{S} Engineering Ltd', '{T} Logistics'] },
    { use: 'SHOP', label: 'Shop with accommodation over', names: ['{S} Newsagents', '{T} Convenience Store', '{S} & Sons Hardware'] },
  ];
  const fill = (template: string, s: Station) =>
    template
      .replace('{A}', oneOf(random, ['Old Mill', 'Swan', 'Royal Oak', 'Grange', 'Old Granary', 'Coach House', 'Crown', 'Bell']))
      .replace('{S}', oneOf(random, LAST))
      .replace('{T}', s.town)
      .replace('{N}', String(between(random, 1, 90)))
      .replace('{R}', oneOf(random, STREETS))
      .replace('{F}', String(between(random, 2, 12)))
      .replace('{D}', oneOf(random, ['Dragon', 'Lion', 'Lantern', 'Star']));
  const deficiencies = [
    ['Art. 14', 'Fire doors to protected stair not self-closing'],
    ['Art. 14', 'Final exit secured by key-operated lock'],
    ['Art. 13', 'Fire alarm system not serviced within 12 months'],
    ['Art. 9', 'Fire risk assessment not reviewed since alterations'],
    ['Art. 17', 'Emergency lighting not tested monthly'],
    ['Art. 8', 'Combustible storage in escape route'],
    ['Art. 21', 'No record of staff fire safety training'],
    ['Art. 15', 'Evacuation procedure not documented'],
  ];
  let enNo = 0;
  let nodNo = 400;
  let pnNo = 20;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<FireSafetyExport xmlns="urn:harnshire-frs:protection:premises:v3" generated="2026-11-17T05:00:11Z" scope="premises-with-audits" since="2024-04-01">',
  ];
  let uprn = 100_120_400_000;
  for (let i = 0; i < count; i++) {
    uprn += between(random, 40, 900);
    let s = oneOf(random, STATIONS);
    const kind = oneOf(random, kinds);
    let name = fill(oneOf(random, kind.names), s);
    let town = s.town;
    let line1 = `${between(random, 1, 120)} ${oneOf(random, STREETS)}`;
    let use = kind;
    const special = i === middle || i === middle - 14 || i === middle + 8 || i === Math.floor(count * 0.36);
    if (i === middle) [name, town, line1, use] = ['The Old Granary Hotel', 'Hexley', 'Wharf Street', kinds[0]!];
    else if (i === middle - 14) [name, town, line1, use] = ['Granary Court', 'Hexley', '2-18 Granary Court', kinds[2]!];
    else if (i === middle + 8) [name, town, line1, use] = ['The Old Granary Tearooms', 'Ravensby', '5 Mill Street', kinds[6]!];
    else if (i === Math.floor(count * 0.36)) [name, town, line1, use] = ['The Old Mill Hotel', 'Hexley', '30 Wharf Street', kinds[0]!];
    if (special) s = town === 'Ravensby' ? station(7) : station(1);
    if (!special && name.includes('Old Granary')) name = name.replace('Old Granary', 'Old Forge');
    lines.push(
      `  <Premises uprn="${uprn}">`,
      `    <Name>${name.replace('&', '&amp;')}</Name>`,
      `    <Use code="${use.use}">${use.label}</Use>`,
      '    <Address>',
      `      <Line1>${line1}</Line1>`,
      `      <Town>${town}</Town>`,
      `      <Postcode>${postcode(random, s)}</Postcode>`,
      '    </Address>',
      `    <StationGround>${pad2(s.no)}</StationGround>`,
      `    <RiskRating>${oneOf(random, ['A', 'B', 'B', 'C', 'C', 'D'])}</RiskRating>`,
      `    <ResponsiblePerson>${oneOf(random, ['Mr', 'Mrs', 'Ms'])} ${chars(random, 'ABCDEFGHJKLMNPRSTW', 1)}. ${oneOf(random, LAST)}</ResponsiblePerson>`,
      '    <Audits>',
    );
    const audits = i === middle ? 2 : between(random, 1, 3);
    let day = Date.UTC(2024, 4, 1) + pick(random, 300) * DAY;
    for (let a = 0; a < audits; a++) {
      const last = a === audits - 1;
      let outcome = oneOf(random, [
        'Satisfactory',
        'Satisfactory',
        'Broadly compliant',
        'Notification of deficiencies',
        'Notification of deficiencies',
        'Enforcement notice',
      ]);
      if (i === middle) outcome = last ? 'Enforcement notice' : 'Notification of deficiencies';
      if (i === middle - 14 && last) outcome = 'Enforcement notice';
      if (i === middle + 8 || i === Math.floor(count * 0.36)) outcome = last ? 'Notification of deficiencies' : 'Satisfactory';
      const year = new Date(day).getUTCFullYear();
      lines.push(
        `      <Audit id="FSA-${year}-${String(between(random, 100, 9999)).padStart(5, '0')}">`,
        `        <Date>${ymd(day)}</Date>`,
        `        <Inspector>${oneOf(random, inspectors)}</Inspector>`,
        `        <Type>${oneOf(random, ['Full audit', 'Full audit', 'Short audit', 'Post-fire audit', 'Complaint visit'])}</Type>`,
        `        <Outcome>${outcome}</Outcome>`,
      );
      if (outcome !== 'Satisfactory') {
        lines.push('        <Deficiencies>');
        for (const [article, text] of shuffle(random, deficiencies.slice()).slice(0, between(random, 1, 4)))
          lines.push(`          <Deficiency article="${article}">${text}</Deficiency>`);
        lines.push('        </Deficiencies>');
      }
      if (outcome === 'Notification of deficiencies' || outcome === 'Enforcement notice') {
        lines.push('        <Notices>');
        if (outcome === 'Notification of deficiencies')
          lines.push(
            `          <Notice type="Notification of deficiencies" ref="NOD/${year}/${String(nodNo++).padStart(4, '0')}" served="${ymd(day + 7 * DAY)}"/>`,
          );
        else {
          enNo += enNo === 146 ? 2 : 1;
          let ref = `EN/${year}/${String(enNo).padStart(4, '0')}`;
          if (i === middle) ref = 'EN/2026/0147';
          lines.push(
            '          <Notice type="Enforcement notice">',
            `            <Ref>${ref}</Ref>`,
            `            <Served>${ymd(day + between(random, 5, 14) * DAY)}</Served>`,
            `            <ComplianceDate>${ymd(day + between(random, 40, 90) * DAY)}</ComplianceDate>`,
            `            <Status>${oneOf(random, ['Open', 'Complied', 'Open', 'Extended'])}</Status>`,
            '          </Notice>',
          );
          if (random() < 0.08)
            lines.push(
              `          <Notice type="Prohibition notice" ref="PN/${year}/${String(pnNo++).padStart(4, '0')}" served="${ymd(day)}"/>`,
            );
        }
        lines.push('        </Notices>');
      }
      lines.push('      </Audit>');
      day += between(random, 60, 300) * DAY;
      if (i === middle && a === audits - 2) day = Date.UTC(2026, 9, 2);
    }
    lines.push('    </Audits>', '  </Premises>');
  }
  lines.push('</FireSafetyExport>');
  return probe(
    'round 86: fire safety premises export (XML)',
    'What is the reference of the enforcement notice served on the Old Granary Hotel in Hexley?',
    'export_premises',
    lines.join('\n'),
    'enforcement-ref',
    'EN/2026/0147',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

function mobilisingLog(): EconomicsTask {
  const random = seededRandom(860_707);
  const from = Date.UTC(2026, 10, 14);
  const to = Date.UTC(2026, 10, 16);
  const lines: [number, string][] = [];
  const log = (t: number, level: string, component: string, text: string) =>
    lines.push([t, `${logStamp(t)} ${level.padEnd(5)} [${component}] ${text}`]);
  const allCallsigns = STATIONS.flatMap((s) => s.kit.map((k) => `${pad2(s.no)}${k}`));
  const writeIncident = (inc: Incident, no: string, desc: string, assignDelay: number) => {
    const g = grid(inc.ground);
    log(
      inc.at,
      'INFO',
      'incident-svc',
      `inc=${no} CREATED type=${inc.kind.code} desc="${desc}" loc="${inc.line1}, ${inc.town}" gaz=MATCHED grid=SU${g.e + between(random, -900, 900)}${g.n + between(random, -900, 900)} origin=${inc.origin.replace(/ /g, '-')} operator=${inc.handler}`,
    );
    log(
      inc.at + between(random, 8, 30) * 1000 + pick(random, 1000),
      'INFO',
      'mob-engine',
      `inc=${no} PROPOSAL pda=${inc.kind.code}-STD resources=${inc.mobs.map((m) => m.callsign).join(',')}`,
    );
    for (const m of inc.mobs) {
      log(
        m.mobilised - assignDelay - between(random, 1, 4) * 1000 - pick(random, 1000),
        'INFO',
        'mob-engine',
        `inc=${no} ASSIGN res=${m.callsign} operator=${inc.handler}`,
      );
      log(
        m.mobilised + pick(random, 1000),
        'INFO',
        'mob-gateway',
        `inc=${no} MOBILISED res=${m.callsign} stn=${m.callsign.slice(0, 2)} bearer=${oneOf(random, ['IP', 'IP', 'IP', 'PSTN'])} ack_ms=${between(random, 300, 2400)}`,
      );
      log(
        m.mobilised + between(random, 1, 3) * 1000 + pick(random, 1000),
        'INFO',
        'stn-end',
        `stn=${m.callsign.slice(0, 2)} ALERTER res=${m.callsign} tones=sent pagers=${m.callsign.slice(0, 2)}-ALL printer=OK`,
      );
      log(m.mobile + pick(random, 1000), 'INFO', 'avls', `res=${m.callsign} status=2 MOBILE inc=${no}`);
      log(m.inAttendance + pick(random, 1000), 'INFO', 'avls', `res=${m.callsign} status=3 IN_ATTENDANCE inc=${no}`);
      log(m.available + pick(random, 1000), 'INFO', 'avls', `res=${m.callsign} status=1 AVAILABLE`);
    }
    for (const msg of inc.messages)
      log(
        msg.at + pick(random, 1000),
        'INFO',
        'incident-svc',
        `inc=${no} MESSAGE kind=${msg.kind.toUpperCase()} from=${msg.from} text="${msg.text}"`,
      );
    log(Math.max(...inc.mobs.map((m) => m.available)) + between(random, 30, 600) * 1000, 'INFO', 'incident-svc', `inc=${no} CLOSED`);
  };
  const incidents: Incident[] = [];
  for (let i = 0; i < 64; i++) {
    const kind = oneOf(random, INCIDENT_KINDS);
    incidents.push(
      makeIncident(
        random,
        from + pick(random, to - from - 3 * HOUR),
        kind,
        oneOf(random, STATIONS),
        `${between(random, 1, 120)} ${oneOf(random, STREETS)}`,
        null,
      ),
    );
  }
  const kind = (code: string) => INCIDENT_KINDS.find((k) => k.code === code)!;
  const brackenfield = station(5);
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 14, 15, 2, 41), kind('RTC-M'), brackenfield, 'A361 Brackenfield Road', null));
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 15, 20, 17, 9), kind('F-VEH'), brackenfield, 'Kingsway car park', null));
  incidents.push(makeIncident(random, Date.UTC(2026, 10, 14, 21, 50, 33), kind('F-VEH'), station(7), 'A361 Ravensby bypass', null));
  const target = makeIncident(random, Date.UTC(2026, 10, 14, 23, 36, 52, 118), kind('F-VEH'), brackenfield, 'A361 Brackenfield Road', null);
  const t = (h: number, m: number, s: number, ms: number) => Date.UTC(2026, 10, 14, h, m, s, ms);
  target.mobs = [
    {
      callsign: '05P1',
      mobilised: t(23, 41, 7, 0),
      mobile: t(23, 46, 2, 0),
      inAttendance: t(23, 53, 40, 0),
      available: t(0, 41, 13, 0) + DAY,
      crew: 4,
    },
  ];
  target.messages = [
    {
      at: t(23, 56, 10, 0),
      from: '05P1',
      kind: 'Informative',
      text: 'Van fire in lay-by on A361, 2 BA, 1 HRJ, police requested for traffic',
    },
    { at: t(24, 9, 31, 0), from: '05P1', kind: 'Stop', text: 'Fire involving Ford Transit van, 100% destroyed, 2 BA, 1 HRJ, foam' },
  ];
  incidents.push(target);
  incidents.sort((a, b) => a.at - b.at);
  let seq = 4_310;
  for (const inc of incidents) {
    const no = `HFR-2611-${String(seq++).padStart(5, '0')}`;
    if (inc === target) {
      log(
        inc.at,
        'INFO',
        'incident-svc',
        `inc=${no} CREATED type=F-VEH desc="Vehicle fire - van" loc="A361 Brackenfield Road, Brackenfield" gaz=MATCHED grid=SU4463120874 origin=999-EE operator=CO117`,
      );
      log(t(23, 37, 20, 904), 'INFO', 'mob-engine', `inc=${no} PROPOSAL pda=F-VEH-STD resources=05P1`);
      log(
        t(23, 37, 22, 15),
        'INFO',
        'incident-svc',
        `inc=${no} CALLER_UPDATE text="van well alight, driver out, in lay-by near Brackenfield turn"`,
      );
      log(t(23, 40, 58, 377), 'INFO', 'mob-engine', `inc=${no} ASSIGN res=05P1 operator=CO117`);
      log(t(23, 41, 7, 512), 'INFO', 'mob-gateway', `inc=${no} MOBILISED res=05P1 stn=05 bearer=IP ack_ms=844`);
      log(t(23, 41, 9, 86), 'INFO', 'stn-end', `stn=05 ALERTER res=05P1 tones=sent pagers=05-ALL printer=OK`);
      log(t(23, 46, 2, 630), 'INFO', 'avls', `res=05P1 status=2 MOBILE inc=${no}`);
      log(t(23, 53, 40, 208), 'INFO', 'avls', `res=05P1 status=3 IN_ATTENDANCE inc=${no}`);
      for (const msg of inc.messages)
        log(msg.at + 311, 'INFO', 'incident-svc', `inc=${no} MESSAGE kind=${msg.kind.toUpperCase()} from=${msg.from} text="${msg.text}"`);
      log(t(24, 41, 13, 540), 'INFO', 'avls', `res=05P1 status=1 AVAILABLE`);
      log(t(24, 47, 55, 2), 'INFO', 'incident-svc', `inc=${no} CLOSED`);
    } else writeIncident(inc, no, inc.kind.type, between(random, 2, 40) * 1000);
  }
  // Background traffic: AVLS fixes, station end heartbeats, gazetteer lookups, session events.
  for (let at = from + pick(random, 30_000); at < to; at += between(random, 15, 75) * 1000 + pick(random, 1000)) {
    const cs = oneOf(random, allCallsigns);
    const s = station(Number(cs.slice(0, 2)));
    const g = latLon(grid(s).e, grid(s).n);
    log(
      at,
      'DEBUG',
      'avls',
      `res=${cs} fix lat=${(g.lat + (random() - 0.5) * 0.01).toFixed(5)} lon=${(g.lon + (random() - 0.5) * 0.01).toFixed(5)} spd=0 src=MDT age_s=${between(random, 1, 40)}`,
    );
  }
  for (let at = from; at < to; at += 5 * MIN) {
    log(at + between(random, 100, 900), 'INFO', 'stn-end', `heartbeat ok=24/24 rtt_p95_ms=${between(random, 140, 420)} bearer=IP`);
    log(
      at + between(random, 1000, 9000),
      'DEBUG',
      'cad-core',
      `sessions active=${between(random, 3, 9)} queue=0 db_pool=${between(random, 4, 12)}/40`,
    );
    if (random() < 0.5)
      log(
        at + between(random, 10_000, 200_000),
        'DEBUG',
        'gazetteer',
        `lookup q="${oneOf(random, STREETS)}" hits=${between(random, 1, 24)} ms=${between(random, 8, 90)}`,
      );
  }
  lines.sort((a, b) => a[0] - b[0]);
  return probe(
    'round 86: mobilising server log, preamble and paraphrase',
    'The press office has had a query from someone who says it took ages for us to turn up to the van fire on the A361 at Brackenfield on Saturday night. What time did control actually send a crew to it?',
    'mobilising_logs',
    lines.map(([, line]) => line).join('\n'),
    'van-fire-send',
    '2026-11-14 23:41:07.512',
  );
}

function baEntryControlCsv(): EconomicsTask {
  const random = seededRandom(860_808);
  const crew = people(random, 420).map((p, i) => ({ ...p, station: STATIONS[i % STATIONS.length]! }));
  const dunmore = { first: 'Jake', last: 'Dunmore', serviceNo: '51377', station: station(4) };
  crew.push(dunmore);
  const rows = [
    'record_id,incident_no,incident_date,address,town,ecp,eco,board,wearer_service_no,wearer_name,wearer_station,set_serial,cyl_pressure_in_bar,time_in,tow,time_out,cyl_pressure_out_bar,team,task',
  ];
  let record = 20_114;
  const needle = '2026-07-21 02:47';
  const entry = (
    no: string,
    at: number,
    address: string,
    town: string,
    ecp: string,
    eco: string,
    board: number,
    w: (typeof crew)[number],
    timeIn: number,
    team: string,
    task: string,
    pressureIn?: number,
  ) => {
    const pIn = pressureIn ?? between(random, 262, 300);
    if (minuteStamp(timeIn) === needle) timeIn += MIN;
    const toWhistle = Math.round((pIn - 55) * 0.139);
    let tow = timeIn + toWhistle * MIN;
    const used = between(random, 9, toWhistle - 2);
    let out = timeIn + used * MIN;
    if (minuteStamp(tow) === needle) tow += MIN;
    if (minuteStamp(out) === needle) out -= MIN;
    const pOut = Math.max(60, pIn - Math.round(used * 6.9) - between(random, 0, 15));
    rows.push(
      [
        `BAEC-${record++}`,
        no,
        ymd(at),
        `"${address}"`,
        town,
        ecp,
        eco,
        board,
        w.serviceNo,
        `"${w.last}, ${w.first}"`,
        stationLabel(w.station),
        `AR${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${String(between(random, 1, 9999)).padStart(4, '0')}`,
        pIn,
        minuteStamp(timeIn),
        minuteStamp(tow),
        minuteStamp(out),
        pOut,
        team,
        `"${task}"`,
      ].join(','),
    );
  };
  const tasks = [
    'Search and rescue, ground floor',
    'Firefighting, 45mm jet',
    'Search first floor',
    'Firefighting, hose reel',
    'Ventilation',
    'Salvage and damping down',
    'Cylinder removal',
    'Hazmat recce',
  ];
  const from = Date.UTC(2026, 0, 1);
  const to = Date.UTC(2026, 10, 17);
  const incidents: { at: number; special: boolean }[] = [];
  for (let at = from + pick(random, DAY); at < to; at += between(random, 6, 40) * HOUR) incidents.push({ at, special: false });
  incidents.push({ at: Date.UTC(2026, 6, 21, 1, 26), special: true });
  incidents.sort((a, b) => a.at - b.at);
  let incNo = 1_040;
  for (const inc of incidents) {
    const no = `HFR-${ymd(inc.at).slice(2, 4)}${ymd(inc.at).slice(5, 7)}-${String(incNo++).padStart(5, '0')}`;
    if (inc.special) {
      // The 8-pump warehouse fire at Kestrel Park: two entry control points, many wearers, Dunmore once.
      const local = shuffle(
        random,
        crew.filter((c) => c !== dunmore && [4, 3, 1, 2, 11].includes(c.station.no)),
      );
      let timeIn = Date.UTC(2026, 6, 21, 1, 41);
      let dunmoreIn = false;
      for (let k = 0; k < 34; k++) {
        const ecp = k % 3 === 2 ? 'ECP2 (rear, loading bay)' : 'ECP1 (front, Bay Road)';
        const eco = ecp.startsWith('ECP1') ? 'WM A. Greaves' : 'CM L. Hussain';
        const board = ecp.startsWith('ECP1') ? 1 : 2;
        const team = `Team ${Math.floor(k / 2) + 1}`;
        if (!dunmoreIn && timeIn >= Date.UTC(2026, 6, 21, 2, 13)) {
          dunmoreIn = true;
          rows.push(
            `BAEC-${record++},${no},2026-07-21,"Unit 7, Kestrel Park Industrial Estate",Gallowbridge,${ecp},${eco},${board},51377,"Dunmore, Jake",04 Gallowbridge,ARPZ-2281,296,2026-07-21 02:13,${needle},2026-07-21 02:39,118,${team},"Firefighting, 45mm jet, first floor mezzanine"`,
          );
        }
        entry(
          no,
          inc.at,
          'Unit 7, Kestrel Park Industrial Estate',
          'Gallowbridge',
          ecp,
          eco,
          board,
          local[k % local.length]!,
          timeIn,
          team,
          oneOf(random, tasks),
        );
        timeIn += between(random, 1, 6) * MIN;
      }
      continue;
    }
    const ground = oneOf(random, STATIONS);
    const local = crew.filter((c) => (c.station.no === ground.no && (c !== dunmore || random() < 0.3)) || random() < 0.03);
    const wearers = shuffle(random, local.slice()).slice(0, between(random, 2, 8));
    if (random() < 0.015 && !wearers.includes(dunmore)) wearers.push(dunmore);
    const street = oneOf(random, STREETS);
    const address =
      random() < 0.15
        ? `Unit ${between(random, 1, 30)}, ${oneOf(random, ['Kestrel Way', 'Heron Close', 'Manor Farm Road'])} Trading Estate`
        : `${between(random, 1, 140)} ${street}`;
    let timeIn = inc.at + between(random, 8, 25) * MIN;
    wearers.forEach((w, k) => {
      entry(
        no,
        inc.at,
        address,
        ground.town,
        'ECP1',
        `${oneOf(random, ['CM', 'WM'])} ${chars(random, 'ABCDEGHJKLMPRST', 1)}. ${oneOf(random, LAST)}`,
        1,
        w,
        timeIn,
        `Team ${Math.floor(k / 2) + 1}`,
        oneOf(random, tasks),
      );
      timeIn += between(random, 0, 9) * MIN;
    });
  }
  return probe(
    'round 86: BA entry control records, preamble and paraphrase',
    "I'm pulling together the debrief pack for the Kestrel Park warehouse fire in Gallowbridge back in July. By what time was Firefighter Dunmore expected to be running low on air?",
    'export_ba_entry_control',
    rows.join('\n'),
    'dunmore-tow',
    needle,
  );
}

function inspectionCalendarIcs(): EconomicsTask {
  const random = seededRandom(860_909);
  const officers = people(random, 11);
  const needle = '20261203T103000';
  const fold = (line: string) => {
    const out: string[] = [];
    for (let i = 0; i < line.length; i += 74) out.push((i ? ' ' : '') + line.slice(i, i + 74));
    return out.join('\r\n');
  };
  const kinds = [
    'Full audit',
    'Short audit',
    'Re-inspection',
    'Post-fire audit',
    'Building Regs consultation site visit',
    'Licensing consultation visit',
    'Complaint visit',
    'Joint visit - Environmental Health',
  ];
  const premisesNames = [
    'Tandoori',
    'Fish Bar',
    'Care Home',
    'Hotel',
    'Kebab House',
    'Convenience Store',
    'HMO',
    'Pizza',
    'Arms',
    'Nursery',
    'Church Hall',
    'Garden Centre',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harnshire FRS//Protection Scheduler 3.8//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Protection - Inspecting Officers',
    'X-WR-TIMEZONE:Europe/London',
  ];
  const event = (start: string, end: string, summary: string, location: string, officer: Person, description: string, category: string) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}@protection.harnshire-fire.gov.uk`,
      `DTSTAMP:20261117T061500Z`,
      `DTSTART;TZID=Europe/London:${start}`,
      `DTEND;TZID=Europe/London:${end}`,
      fold(`SUMMARY:${summary}`),
      fold(`LOCATION:${location.replace(/,/g, '\\,')}`),
      'ORGANIZER;CN=Protection Admin:mailto:protection@harnshire-fire.gov.uk',
      fold(
        `ATTENDEE;CN=${fullName(officer)};ROLE=REQ-PARTICIPANT:mailto:${officer.first.toLowerCase()}.${officer.last.toLowerCase()}@harnshire-fire.gov.uk`,
      ),
      fold(`DESCRIPTION:${description.replace(/,/g, '\\,')}`),
      `CATEGORIES:${category}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  };
  let caseNo = 3_800;
  for (let day = Date.UTC(2026, 8, 1); day < Date.UTC(2027, 1, 1); day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = ymd(day);
    if (date === '2026-10-08')
      event(
        '20261008T093000',
        '20261008T113000',
        'Full audit - Golden Dragon, 14 Market Street, Hexley',
        '14 Market Street, Hexley HR2 4DS',
        officers[3]!,
        'Case FS/2026/04127. Takeaway with flat above. Responsible person Mr W. Chen.',
        'Full audit',
      );
    if (date === '2026-12-03')
      event(
        needle,
        '20261203T113000',
        'Re-inspection - Golden Dragon, 14 Market Street, Hexley',
        '14 Market Street, Hexley HR2 4DS',
        officers[3]!,
        'Case FS/2026/04127. Follow-up to Notification of Deficiencies NOD/2026/0512 served 2026-10-15: self-closers to kitchen and stair doors, FD30S door to flat wedged open. Responsible person Mr W. Chen.',
        'Re-inspection',
      );
    if (date === '2026-11-26')
      event(
        '20261126T140000',
        '20261126T150000',
        'Re-inspection - Market Street Kebab House, 9 Market Street, Hexley',
        '9 Market Street, Hexley HR2 4DS',
        officers[6]!,
        'Case FS/2026/04090. Follow-up on escape route storage.',
        'Re-inspection',
      );
    const n = between(random, 10, 17);
    for (let k = 0; k < n; k++) {
      const officer = oneOf(random, officers);
      const s = oneOf(random, STATIONS);
      let slot = between(random, 18, 31); // half-hours from 09:00
      const start = () => `${date.replace(/-/g, '')}T${pad2(Math.floor(slot / 2))}${slot % 2 ? '30' : '00'}00`;
      if (start() === needle) slot += 1;
      let len = between(random, 2, 4);
      const endAt = () => `${date.replace(/-/g, '')}T${pad2(Math.floor((slot + len) / 2))}${(slot + len) % 2 ? '30' : '00'}00`;
      if (endAt() === needle) len += 1;
      const end = endAt();
      const kind = oneOf(random, kinds);
      const place = `${between(random, 1, 140)} ${oneOf(random, STREETS)}`;
      const name = `${oneOf(random, [s.town, oneOf(random, LAST), 'The Old', 'Royal'])} ${oneOf(random, premisesNames)}`;
      const desc =
        kind === 'Re-inspection'
          ? `Case FS/2026/${String(caseNo++).padStart(5, '0')}. Follow-up to ${oneOf(random, ['Notification of Deficiencies', 'Enforcement Notice'])}: ${oneOf(random, ['fire doors', 'emergency lighting', 'fire alarm servicing', 'escape route storage', 'fire risk assessment'])}.`
          : `Case FS/2026/${String(caseNo++).padStart(5, '0')}. ${oneOf(random, ['Risk based programme', 'Referral from Environmental Health', 'Post-fire follow-up', 'Complaint from tenant', 'Licensing application'])}.`;
      event(start(), end, `${kind} - ${name}, ${place}, ${s.town}`, `${place}, ${s.town} ${postcode(random, s)}`, officer, desc, kind);
    }
    if (weekday === 1)
      event(
        `${date.replace(/-/g, '')}T083000`,
        `${date.replace(/-/g, '')}T090000`,
        'Protection team briefing',
        'Protection office, Hexley HQ',
        officers[0]!,
        'Weekly caseload review.',
        'Meeting',
      );
  }
  lines.push('END:VCALENDAR');
  return probe(
    'round 86: inspecting officers calendar, preamble and paraphrase',
    "The owner of the Chinese takeaway on Market Street in Hexley rang this morning asking when we're coming back to check the fire doors have been sorted out. When is that visit booked for?",
    'get_protection_calendar',
    lines.join('\r\n'),
    'takeaway-revisit',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

function fleetHealthTable(): EconomicsTask {
  const random = seededRandom(861_010);
  const vehicles = fleet(random).sort((a, b) => Number(a.fleetNo) - Number(b.fleetNo));
  const state = vehicles.map(() => ({
    odo: between(random, 80_000, 1_900_000),
    hrs: between(random, 8_000, 60_000),
    fuel: between(random, 50, 98),
    adblue: between(random, 30, 95),
    coolant: between(random, 6, 12),
  }));
  const head = `${'TIME (UTC)'.padEnd(18)}${'UNIT'.padEnd(11)}${'FLEET'.padEnd(7)}${'REG'.padEnd(10)}${'CALLSIGN'.padEnd(10)}${'STATION'.padEnd(18)}${'IGN'.padEnd(5)}${'ODO km'.padStart(11)}  ${'ENG HRS'.padStart(8)}  ${'BATT'.padEnd(8)}${'COOLANT'.padEnd(9)}${'FUEL'.padEnd(6)}${'ADBLUE'.padEnd(8)}${'TYRES F/R bar'.padEnd(15)}LAST FIX`;
  const lines = [
    '$ fleetwatch report health-snapshots --account HARNSHIRE-FRS --date 2026-11-16 --interval 1h',
    `Generated 2026-11-17 06:02:44 UTC  ${vehicles.length} units  ${vehicles.length * 24} snapshots`,
    '',
    head,
    '-'.repeat(head.length),
  ];
  const oddVehicle = vehicles.findIndex((v) => v.callsign === '22P2');
  for (let h = 0; h < 24; h++) {
    vehicles.forEach((v, i) => {
      const s = state[i]!;
      const on = random() < (v.heavy ? 0.08 : 0.22) && h > 6;
      if (on) {
        s.odo += between(random, 30, 420);
        s.hrs += between(random, 2, 9);
        s.fuel = Math.max(15, s.fuel - between(random, 1, 4));
        s.coolant = between(random, 78, 92);
      } else s.coolant = Math.max(5, Math.min(s.coolant, 40) - between(random, 0, 8));
      let batt = on ? `${(13.7 + pick(random, 8) / 10).toFixed(1)} V` : `${(12.3 + pick(random, 6) / 10).toFixed(1)} V`;
      if (i === oddVehicle && h === 11) batt = '9.6 V';
      const tyres = v.heavy
        ? `${(8.4 + pick(random, 8) / 10).toFixed(1)}/${(8.5 + pick(random, 8) / 10).toFixed(1)}`
        : `${(2.3 + pick(random, 4) / 10).toFixed(1)}/${(2.4 + pick(random, 4) / 10).toFixed(1)}`;
      const odo = (s.odo / 10).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      lines.push(
        `${`2026-11-16 ${pad2(h)}:00`.padEnd(18)}${v.unitId.padEnd(11)}${v.fleetNo.padEnd(7)}${v.reg.padEnd(10)}${v.callsign.padEnd(10)}${stationLabel(v.station).padEnd(18)}${(on ? 'ON' : 'OFF').padEnd(5)}${odo.padStart(11)}  ${(s.hrs / 10).toFixed(1).padStart(8)}  ${batt.padEnd(8)}${`${s.coolant} C`.padEnd(9)}${`${s.fuel}%`.padEnd(6)}${`${s.adblue}%`.padEnd(8)}${tyres.padEnd(15)}${pad2(h)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
      );
    });
  }
  return probe(
    'round 86: hourly fleet health snapshots, odd battery',
    "One battery voltage in yesterday's hourly fleet health snapshots looks nothing like the rest. What was it?",
    'fleet_health_snapshots',
    lines.join('\n'),
    'odd-battery',
    '9.6 V',
  );
}

function hydrantFlowCsv(): EconomicsTask {
  const random = seededRandom(861_111);
  const count = 4_000;
  const odd = Math.floor(count * 0.57);
  const rows = [
    'asset_id,wc_ref,location,town,station_ground,main_mm,hydrant_type,test_date,tested_by,static_bar,residual_bar,flow_lps,notes',
  ];
  let assetNo = 10_000;
  let target = '';
  const flows: Readonly<Record<number, [number, number]>> = { 75: [8, 14], 100: [14, 26], 150: [24, 41], 180: [33, 52], 225: [45, 68] };
  for (let i = 0; i < count; i++) {
    assetNo += between(random, 1, 3);
    const s = oneOf(random, STATIONS);
    const main = oneOf(random, [75, 100, 100, 100, 150, 150, 180, 225]);
    const [lo, hi] = flows[main]!;
    let flow = (lo + random() * (hi - lo)).toFixed(1);
    const staticBar = 2.4 + random() * 3.4;
    let residual = (staticBar - 0.4 - random() * 1.2).toFixed(1);
    let notes = oneOf(random, [
      '',
      '',
      '',
      '',
      '',
      'Parked cars obstruct',
      'Cover replaced',
      'Marker post realigned',
      'Slow to open',
      'Chamber cleared of silt',
      'Low flow noted - main small',
    ]);
    if (Math.abs(i - odd) <= 5 && notes.startsWith('Low')) notes = '';
    const id = `HFR-H-${assetNo}`;
    if (i === odd) {
      target = id;
      flow = '1.3';
      residual = (staticBar - 0.9).toFixed(1);
      notes = '';
    }
    const tested = Date.UTC(2026, 2, 2) + pick(random, 250) * DAY;
    rows.push(
      [
        id,
        `HVW/FH/${between(random, 100000, 999999)}`,
        `"${oneOf(random, ['o/s', 'opp', 'adj'])} ${between(random, 1, 160)} ${oneOf(random, STREETS)}"`,
        s.town,
        pad2(s.no),
        main,
        oneOf(random, ['Screw-down', 'Screw-down', 'Sluice valve']),
        ymd(tested),
        `${pad2(s.no)} ${oneOf(random, ['Red', 'White', 'Blue', 'Green', 'On-call'])} Watch`,
        staticBar.toFixed(1),
        residual,
        flow,
        notes,
      ].join(','),
    );
  }
  return probe(
    'round 86: hydrant flow test results, odd flow',
    "Which hydrant in this year's flow tests gave a flow rate far below all the others?",
    'export_flow_tests',
    rows.join('\n'),
    'odd-flow',
    target,
  );
}

function availabilityBoard(): EconomicsTask {
  const random = seededRandom(861_212);
  const staff = people(random, 420);
  let next = 0;
  const days = ['MON 16/11', 'TUE 17/11', 'WED 18/11', 'THU 19/11', 'FRI 20/11', 'SAT 21/11', 'SUN 22/11'];
  const onCall = STATIONS.filter((s) => s.duty !== 'Wholetime');
  const lines = [
    'Harnshire FRS  On-call availability board  Week 47 (Mon 16/11/2026 - Sun 22/11/2026)   printed 17/11/2026 07:45',
    'Key: A = available (15 min slot)  . = not available   Slots 00:00-23:45 per day',
    '',
  ];
  const oddStation = onCall[Math.floor(onCall.length * 0.5)]!;
  for (const s of onCall) {
    lines.push(`=== ${stationLabel(s)} (${s.duty}) ===`);
    lines.push(
      `${'SVC NO'.padEnd(8)}${'NAME'.padEnd(26)}${'ROLE'.padEnd(6)}${'CONTRACT'.padEnd(10)}${'HRS'.padStart(7)}  ${days.map((d) => d.padEnd(97)).join('')}`,
    );
    const n = between(random, 18, 24);
    for (let k = 0; k < n; k++) {
      const p = staff[next++]!;
      const contract = oneOf(random, [42, 60, 75, 84, 90, 105]);
      const wanted = Math.round(contract * 4 * (0.6 + random() * 0.5));
      const odd = s === oddStation && k === Math.floor(n / 2);
      const name = odd ? 'Fairweather, Rhiannon' : `${p.last}, ${p.first}`;
      const week = Array.from({ length: 7 }, () => Array.from({ length: 96 }, () => '.'));
      const count = () => week.reduce((sum, day) => sum + day.filter((c) => c === 'A').length, 0);
      if (odd) for (const day of week) day.fill('A');
      else
        // Evenings and nights on weekdays, longer blocks at weekends, until roughly what they offer.
        for (let tries = 0; tries < 60 && count() < wanted; tries++) {
          const d = pick(random, 7);
          const weekend = d >= 5;
          const start = weekend ? between(random, 0, 64) : oneOf(random, [0, 0, 68, 72, 74, 76, 28]);
          const len = weekend ? between(random, 16, 48) : between(random, 12, 40);
          for (let x = start; x < Math.min(96, start + len); x++) week[d]![x] = 'A';
        }
      const total = count() / 4;
      const grid = week.map((day) => day.join(''));
      lines.push(
        `${p.serviceNo.padEnd(8)}${name.padEnd(26)}${oneOf(random, ['FF', 'FF', 'FF', 'CM', 'WM']).padEnd(6)}${`${contract} h`.padEnd(10)}${total.toFixed(2).padStart(7)}  ${grid.join(' ')}`,
      );
    }
    lines.push('');
  }
  return probe(
    'round 86: on-call availability board, odd hours',
    'Which on-call firefighter has put down far more availability this week than anyone else?',
    'get_availability_board',
    lines.join('\n'),
    'odd-availability',
    'Fairweather, Rhiannon',
  );
}

export function roundEightySix(): EconomicsTask[] {
  return [
    incidentExport(),
    telematicsXml(),
    hydrantGeoJson(),
    baSetsYaml(),
    crewingRosterJson(),
    fireSafetyXml(),
    mobilisingLog(),
    baEntryControlCsv(),
    inspectionCalendarIcs(),
    fleetHealthTable(),
    hydrantFlowCsv(),
    availabilityBoard(),
  ];
}
