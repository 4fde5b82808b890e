/**
 * Probe round 94, written blind: Fellside Mutual, a made-up UK motor and home insurer, and its claims operation (first
 * notice of loss intake, fraud scoring, repairer and supplier network, claim payments, telematics crash data, document OCR).
 * "Today" is Wednesday 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - FNOL intake API (minified JSON): the police incident number the caller gave on one motor claim;
 *  - fraud scoring engine (one-line XML batch response): the claim a home claim was linked to through bank details;
 *  - document OCR service (one-line JSON extraction result): the invoice number on the windscreen invoice for one car;
 * b. The answer a few lines away from the line the question's words match:
 *  - repairer network directory (YAML): the escalation contact at the approved bodyshop in Hunslet;
 *  - claim payments API (pretty JSON): the payment reference of the policyholder settlement on one home claim;
 *  - OCR ingest worker log (Spring Boot log with Java stack traces): the file the job was on when a VAT number did not check out;
 * c. A question that paraphrases the output or carries a preamble:
 *  - courtesy car hire bookings (fixed-width CLI table): the rental agreement number of a named customer's replacement car;
 *  - telematics event stream (key=value log): when a parked car's black box recorded a bump, reg written with a space;
 *  - home claim notes export (plain text records): the drying contractor's job reference on an Ilkley ceiling collapse;
 * d. One value unlike its peers, with no error word near it:
 *  - fleet telematics device status (CLI table): the one box that missed the firmware rollout;
 *  - claims payment run report (fixed-width report): the one payment with a single sign-off;
 *  - fraud rule listing (CLI table): the one rule whose weight adds nothing to the score.
 * Not among the bench's targets.
 * First run, at 4f9152a, the head when the round was written (with this file; `ROUNDS=94
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,616,192 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 94: FNOL police incident reference
 *     codex: 12,402 tokens, peak 12,324, 0/1 needles, 0 read-backs
 *     context-chef: 664 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,496 tokens, peak 1,195, 0/1 needles, 1 read-backs
 *     ours: 1,873 tokens, peak 946, 0/1 needles, 1 read-backs
 *   round 94: fraud engine bank-detail link
 *     codex: 13,534 tokens, peak 13,452, 0/1 needles, 0 read-backs
 *     context-chef: 703 tokens, peak 621, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,568 tokens, peak 1,231, 0/1 needles, 1 read-backs
 *     ours: 2,147 tokens, peak 1,189, 1/1 needles, 1 read-backs
 *   round 94: OCR windscreen invoice number
 *     codex: 12,373 tokens, peak 12,301, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,694 tokens, peak 1,419, 0/1 needles, 1 read-backs
 *     ours: 923 tokens, peak 653, 1/1 needles, 0 read-backs
 *   round 94: repairer escalation contact
 *     codex: 12,179 tokens, peak 12,108, 0/1 needles, 0 read-backs
 *     context-chef: 623 tokens, peak 552, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,900 tokens, peak 2,488, 0/1 needles, 2 read-backs
 *     ours: 20,897 tokens, peak 7,604, 0/1 needles, 4 read-backs
 *   round 94: settlement payment reference
 *     codex: 13,336 tokens, peak 13,256, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,286 tokens, peak 1,675, 0/1 needles, 2 read-backs
 *     ours: 1,970 tokens, peak 980, 1/1 needles, 1 read-backs
 *   round 94: OCR VAT check file name
 *     codex: 15,448 tokens, peak 15,360, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,144 tokens, peak 3,512, 0/1 needles, 2 read-backs
 *     ours: 7,382 tokens, peak 3,785, 0/1 needles, 2 read-backs
 *   round 94: replacement car rental agreement
 *     codex: 12,865 tokens, peak 12,758, 0/1 needles, 0 read-backs
 *     context-chef: 597 tokens, peak 490, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,213 tokens, peak 2,722, 1/1 needles, 2 read-backs
 *     ours: 3,181 tokens, peak 2,243, 1/1 needles, 1 read-backs
 *   round 94: parked car bump time
 *     codex: 19,734 tokens, peak 19,631, 0/1 needles, 0 read-backs
 *     context-chef: 973 tokens, peak 870, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,317 tokens, peak 8,234, 1/1 needles, 4 read-backs
 *     ours: 31,099 tokens, peak 10,332, 1/1 needles, 4 read-backs
 *   round 94: drying contractor job reference
 *     codex: 12,017 tokens, peak 11,910, 0/1 needles, 0 read-backs
 *     context-chef: 651 tokens, peak 544, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,937 tokens, peak 2,223, 1/1 needles, 4 read-backs
 *     ours: 5,475 tokens, peak 1,832, 1/1 needles, 4 read-backs
 *   round 94: fleet box that missed the firmware update
 *     codex: 19,525 tokens, peak 19,442, 0/1 needles, 0 read-backs
 *     context-chef: 868 tokens, peak 785, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,703 tokens, peak 1,261, 0/1 needles, 1 read-backs
 *     ours: 994 tokens, peak 713, 0/1 needles, 0 read-backs
 *   round 94: payment with a single sign-off
 *     codex: 14,077 tokens, peak 13,999, 0/1 needles, 0 read-backs
 *     context-chef: 601 tokens, peak 523, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,985 tokens, peak 1,835, 0/1 needles, 3 read-backs
 *     ours: 3,958 tokens, peak 1,563, 0/1 needles, 3 read-backs
 *   round 94: fraud rule that adds nothing
 *     codex: 12,822 tokens, peak 12,742, 0/1 needles, 0 read-backs
 *     context-chef: 656 tokens, peak 576, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,282 tokens, peak 3,609, 0/1 needles, 4 read-backs
 *     ours: 9,088 tokens, peak 3,867, 0/1 needles, 4 read-backs
 *     codex: 170,312 tokens, 0/12 needles
 *     context-chef: 8,440 tokens, 0/12 needles
 *     context-chef-store: 79,525 tokens, 3/12 needles
 *     ours: 88,987 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, chars, hex, pad2, shuffle } from '../economics/seeded.js';

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

type Random = () => number;

const MALE = [
  'James',
  'Mohammed',
  'Harry',
  'Jack',
  'George',
  'Noah',
  'Oliver',
  'Charlie',
  'Thomas',
  'Daniel',
  'Ryan',
  'Liam',
  'Adam',
  'Samuel',
  'Joseph',
  'Ibrahim',
  'Callum',
  'Kieran',
  'Stuart',
  'Gareth',
  'Craig',
  'Darren',
  'Paul',
  'Mark',
  'Lee',
  'Tomasz',
  'Hamza',
  'Declan',
  'Rhys',
  'Graham',
  'Imran',
  'Dean',
] as const;
const FEMALE = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Grace',
  'Sophie',
  'Emily',
  'Lily',
  'Chloe',
  'Aisha',
  'Priya',
  'Hannah',
  'Zara',
  'Ella',
  'Freya',
  'Megan',
  'Niamh',
  'Rebecca',
  'Joanne',
  'Wendy',
  'Fiona',
  'Nicola',
  'Helen',
  'Sarah',
  'Claire',
  'Agnieszka',
  'Fatima',
  'Siobhan',
  'Bethan',
  'Karen',
  'Lindsey',
  'Shabana',
  'Kelly',
] as const;
const FIRST = [...MALE, ...FEMALE] as const;
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Hussain',
  'Ahmed',
  'Shaw',
  'Lewis',
  'Hill',
  'Moore',
  'Harrison',
  'Booth',
  'Holmes',
  'Sutcliffe',
  'Ackroyd',
  'Barraclough',
  'Hepworth',
  'Greenwood',
  'Crowther',
  'Firth',
  'Haigh',
  'Lockwood',
  'Nowak',
  'Kowalski',
  'Murphy',
  'Kelly',
  'Okafor',
  'Adebayo',
  'Mensah',
  'Begum',
  'Ali',
  'Iqbal',
  'Fletcher',
  'Marsden',
  'Pickles',
  'Rhodes',
  'Whiteley',
  'Dyson',
  'Armitage',
  'Brook',
  'Senior',
  'Stead',
  'Ward',
  'Turner',
  'Hughes',
  'Mitchell',
  'Hargreaves',
  'Thornton',
  'Ellis',
  'Wainwright',
] as const;

/** Towns of the insurer's northern book, each with some postcode districts. */
const TOWNS: readonly (readonly [string, readonly string[]])[] = [
  ['Leeds', ['LS6', 'LS7', 'LS8', 'LS9', 'LS10', 'LS11', 'LS12', 'LS15', 'LS17']],
  ['Bradford', ['BD2', 'BD3', 'BD4', 'BD5', 'BD9', 'BD10']],
  ['Harrogate', ['HG1', 'HG2', 'HG3']],
  ['York', ['YO10', 'YO23', 'YO24', 'YO26', 'YO31', 'YO32']],
  ['Wakefield', ['WF1', 'WF2', 'WF4']],
  ['Huddersfield', ['HD1', 'HD2', 'HD3', 'HD5']],
  ['Halifax', ['HX1', 'HX2', 'HX3']],
  ['Otley', ['LS21']],
  ['Keighley', ['BD20', 'BD21', 'BD22']],
  ['Skipton', ['BD23']],
  ['Selby', ['YO8']],
  ['Doncaster', ['DN1', 'DN2', 'DN4', 'DN5']],
  ['Sheffield', ['S6', 'S7', 'S8', 'S10', 'S11', 'S17']],
  ['Rotherham', ['S60', 'S61', 'S65']],
  ['Barnsley', ['S70', 'S71', 'S75']],
  ['Hull', ['HU3', 'HU5', 'HU7', 'HU8']],
  ['Beverley', ['HU17']],
  ['Scarborough', ['YO11', 'YO12']],
  ['Ripon', ['HG4']],
  ['Pontefract', ['WF8']],
  ['Castleford', ['WF10']],
  ['Dewsbury', ['WF12', 'WF13']],
  ['Northallerton', ['DL6', 'DL7']],
  ['Thirsk', ['YO7']],
  ['Malton', ['YO17']],
  ['Goole', ['DN14']],
  ['Knaresborough', ['HG5']],
  ['Wetherby', ['LS22']],
];
const STREETS = [
  'Grove Lane',
  'Station Road',
  'Church Street',
  'Victoria Avenue',
  'Moor Lane',
  'Park Road',
  'Westfield Drive',
  'Mill Lane',
  'Highfield Road',
  'Manor Close',
  'Beech Grove',
  'Albert Terrace',
  'Queens Road',
  'Cross Lane',
  'Green Lane',
  'Hollins Road',
  'Oakwood Avenue',
  'Ashfield Crescent',
  'Back Lane',
  'Springfield Mount',
  'Wharfe View',
  'Cowgill Street',
  'Chapel Fold',
] as const;
const MAKES: readonly (readonly [string, string])[] = [
  ['Ford', 'Fiesta'],
  ['Ford', 'Focus'],
  ['Ford', 'Kuga'],
  ['Ford', 'Puma'],
  ['Vauxhall', 'Corsa'],
  ['Vauxhall', 'Astra'],
  ['Volkswagen', 'Golf'],
  ['Volkswagen', 'Polo'],
  ['Volkswagen', 'T-Roc'],
  ['Nissan', 'Qashqai'],
  ['Nissan', 'Juke'],
  ['Toyota', 'Yaris'],
  ['Toyota', 'C-HR'],
  ['Toyota', 'RAV4'],
  ['Kia', 'Sportage'],
  ['Kia', 'Niro'],
  ['Hyundai', 'Tucson'],
  ['BMW', '3 Series'],
  ['BMW', '1 Series'],
  ['Audi', 'A3'],
  ['Audi', 'Q3'],
  ['Mercedes-Benz', 'A-Class'],
  ['Tesla', 'Model 3'],
  ['Tesla', 'Model Y'],
  ['MG', 'ZS EV'],
  ['MG', 'MG4'],
  ['Skoda', 'Octavia'],
  ['Peugeot', '208'],
  ['Renault', 'Clio'],
  ['Mini', 'Cooper'],
  ['Land Rover', 'Range Rover Evoque'],
  ['Volvo', 'XC40'],
  ['Honda', 'Jazz'],
  ['Dacia', 'Sandero'],
  ['Citroen', 'C3'],
  ['SEAT', 'Leon'],
  ['Cupra', 'Born'],
];
const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const PLATE_AGES = [
  '15',
  '65',
  '16',
  '66',
  '17',
  '67',
  '18',
  '68',
  '19',
  '69',
  '20',
  '70',
  '21',
  '71',
  '22',
  '72',
  '23',
  '73',
  '24',
  '74',
  '25',
  '75',
  '26',
] as const;

const first = (random: Random) => oneOf(random, FIRST);
const surname = (random: Random) => oneOf(random, SURNAMES);
const fullName = (random: Random) => `${first(random)} ${surname(random)}`;
/** A title and a given name that goes with it. */
function titled(random: Random): [string, string] {
  const title = oneOf(random, ['Mr', 'Mr', 'Mrs', 'Mrs', 'Ms', 'Miss', 'Dr']);
  const given = title === 'Mr' ? oneOf(random, MALE) : title === 'Dr' ? first(random) : oneOf(random, FEMALE);
  return [title, given];
}
/** `Mrs T Surname`, as the claims systems print a customer. */
const initialled = (random: Random, family: string) => {
  const [title, given] = titled(random);
  return `${title} ${given.charAt(0)} ${family}`;
};
const digits = (random: Random, n: number) => chars(random, '0123456789', n);
const plate = (random: Random) =>
  `${oneOf(random, ['Y', 'L', 'M', 'N', 'S', 'B', 'F', 'K', 'D', 'P', 'W', 'V'])}${chars(random, PLATE_LETTERS, 1)}${oneOf(random, PLATE_AGES)} ${chars(random, PLATE_LETTERS, 3)}`;
const money = (random: Random, lo: number, hi: number) => (between(random, lo * 100, hi * 100) / 100).toFixed(2);
const gbp = (value: number) => value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const town = (random: Random) => oneOf(random, TOWNS);
const postcode = (random: Random, districts: readonly string[]) =>
  `${oneOf(random, districts)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const phone = (random: Random) => {
  const area = oneOf(random, ['0113', '0114', '01274', '01423', '01904', '01924', '01484', '01422', '01482']);
  return area.length === 4 ? `${area} ${digits(random, 3)} ${digits(random, 4)}` : `${area} ${digits(random, 6)}`;
};

/** A value made by `make` that `used` does not hold yet (and now holds). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

/** A time between two instants. */
const timeBetween = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(random() * (to.getTime() - from.getTime())));
/** An instant in November 2026 (UK winter time is UTC). */
const nov = (day: number, h = 0, m = 0, s = 0, ms = 0) => new Date(Date.UTC(2026, 10, day, h, m, s, ms));
const isoSec = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const ukDate = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const ukDateTime = (d: Date) => `${ukDate(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** Fixed-width columns, as a CLI prints them. */
const columns = (cells: readonly string[], widths: readonly number[]) =>
  cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ');

// ---------------------------------------------------------------------------------------------------------------------
// a1. FNOL intake API, minified JSON: the police incident number on one motor claim.

const FORCES: readonly (readonly [string, string])[] = [
  ['WYP', 'West Yorkshire Police'],
  ['NYP', 'North Yorkshire Police'],
  ['SYP', 'South Yorkshire Police'],
  ['HUM', 'Humberside Police'],
  ['GMP', 'Greater Manchester Police'],
  ['LAN', 'Lancashire Constabulary'],
  ['DUR', 'Durham Constabulary'],
];
const ROADS = [
  'A64',
  'A1(M)',
  'M62',
  'M1',
  'A61',
  'A65',
  'A59',
  'A629',
  'A658',
  'A6120',
  'A63',
  'A19',
  'A168',
  'A1079',
  'B6265',
  'A660',
  'A58',
  'A650',
] as const;
const TP_INSURERS = [
  'Brampton General',
  'Calder & Ribble Insurance',
  'Aldwych Direct',
  'Moorgate Motor',
  'Saxon Shield Insurance',
  'Eastgate Assurance',
  'Lindum Motor Underwriting',
  'Penrose Insurance plc',
] as const;
const MOTOR_INCIDENTS: readonly {
  readonly type: string;
  readonly liability: readonly string[];
  readonly police: number;
  readonly crime: boolean;
  readonly tp: boolean;
  readonly say: readonly string[];
}[] = [
  {
    type: 'REAR_END_HIT_BY_TP',
    liability: ['NON_FAULT'],
    police: 0.2,
    crime: false,
    tp: true,
    say: [
      'Insured stationary in queueing traffic on the {road} when third party vehicle failed to stop and struck the rear.',
      'Insured waiting at lights on the {road} in {town}; TP drove into the back of insured vehicle. TP admitted fault at scene.',
    ],
  },
  {
    type: 'REAR_END_INSURED_HIT_TP',
    liability: ['FAULT'],
    police: 0.05,
    crime: false,
    tp: true,
    say: ['Insured driver distracted by satnav and ran into the rear of TP vehicle at low speed on the {road}.'],
  },
  {
    type: 'JUNCTION',
    liability: ['DISPUTED', 'SPLIT', 'FAULT', 'NON_FAULT'],
    police: 0.15,
    crime: false,
    tp: true,
    say: [
      'TP pulled out of side road into path of insured on the {road} near {town}. Both parties dispute right of way.',
      'Insured turning right at junction in {town} collided with oncoming TP vehicle. Driver says TP was speeding.',
    ],
  },
  {
    type: 'ROUNDABOUT',
    liability: ['DISPUTED', 'SPLIT'],
    police: 0.05,
    crime: false,
    tp: true,
    say: ['Lane change on roundabout off the {road}; TP and insured both say the other cut across.'],
  },
  {
    type: 'CAR_PARK',
    liability: ['DISPUTED', 'FAULT', 'NON_FAULT'],
    police: 0,
    crime: false,
    tp: true,
    say: ['Low speed reversing collision in supermarket car park in {town}. Minor damage to rear bumper and tailgate.'],
  },
  {
    type: 'SINGLE_VEHICLE',
    liability: ['FAULT'],
    police: 0.3,
    crime: false,
    tp: false,
    say: ['Insured lost control on black ice on the {road} near {town} and left the carriageway into a dry stone wall.'],
  },
  {
    type: 'ANIMAL',
    liability: ['FAULT'],
    police: 0.1,
    crime: false,
    tp: false,
    say: ['Deer ran into road on the {road} after dark; front offside headlamp, wing and bonnet damaged.'],
  },
  {
    type: 'THEFT_OF_VEHICLE',
    liability: ['NON_FAULT'],
    police: 1,
    crime: true,
    tp: false,
    say: ['Vehicle taken from driveway overnight in {town}. Both keys retained by PH. Suspected relay attack.'],
  },
  {
    type: 'VANDALISM',
    liability: ['NON_FAULT'],
    police: 0.8,
    crime: true,
    tp: false,
    say: ['Vehicle keyed along nearside and both mirrors snapped while parked on street in {town}.'],
  },
  {
    type: 'HIT_AND_RUN',
    liability: ['NON_FAULT'],
    police: 0.9,
    crime: true,
    tp: false,
    say: ['Insured vehicle struck while parked outside home in {town}; other vehicle left the scene. Partial plate seen by neighbour.'],
  },
  {
    type: 'WINDSCREEN',
    liability: ['NON_FAULT'],
    police: 0,
    crime: false,
    tp: false,
    say: ['Stone chip on the {road} spread into a crack across the driver line of sight. Glass only claim.'],
  },
  {
    type: 'FIRE',
    liability: ['NON_FAULT'],
    police: 0.6,
    crime: true,
    tp: false,
    say: ['Vehicle found burnt out on waste ground in {town}. Fire service attended.'],
  },
];

function fnolItem(random: Random, used: Set<string>): Record<string, unknown> {
  const kind = oneOf(random, MOTOR_INCIDENTS);
  const [townName, districts] = town(random);
  const road = oneOf(random, ROADS);
  const loss = timeBetween(random, nov(1), nov(17, 22));
  const reported = addMinutes(loss, between(random, 20, 3 * 24 * 60));
  const [make, model] = oneOf(random, MAKES);
  const attended = random() < kind.police;
  const [forceCode, forceName] = oneOf(random, FORCES);
  const lossDay = `${pad2(loss.getUTCDate())}${pad2(loss.getUTCMonth() + 1)}2026`;
  const thirdParties = kind.tp
    ? [
        {
          vrn: plate(random),
          make: oneOf(random, MAKES)[0],
          driverName: fullName(random),
          insurer: oneOf(random, TP_INSURERS),
          tpInsurerReference: random() < 0.6 ? `${chars(random, 'ABCDEFGHKLMPRSTW', 2)}/CL/26/${digits(random, 6)}` : null,
          contactDetailsCaptured: random() < 0.8,
        },
      ]
    : [];
  const injured = kind.tp && random() < 0.25;
  return {
    fnolId: fresh(used, () => `FNOL-26-${digits(random, 7)}`),
    claimNumber: fresh(used, () => `FM-M-26-${digits(random, 6)}`),
    status: oneOf(random, ['REGISTERED', 'TRIAGED', 'ASSIGNED', 'AWAITING_DOCUMENTS']),
    channel: oneOf(random, ['PHONE', 'PHONE', 'WEB', 'APP', 'BROKER']),
    reportedAt: isoSec(reported),
    reportedBy: { role: oneOf(random, ['POLICYHOLDER', 'POLICYHOLDER', 'NAMED_DRIVER', 'BROKER']), name: fullName(random) },
    policy: {
      number: fresh(used, () => `FMP/MTR/${digits(random, 7)}`),
      product: oneOf(random, ['MOTOR_COMPREHENSIVE', 'MOTOR_COMPREHENSIVE', 'MOTOR_TPFT']),
      brand: oneOf(random, ['FELLSIDE', 'FELLSIDE', 'DALESGUARD', 'NORTHSTAR_DIRECT']),
      excess: { compulsory: oneOf(random, [150, 250, 350]), voluntary: oneOf(random, [0, 100, 250, 500]) },
    },
    vehicle: {
      vrn: plate(random),
      make,
      model,
      year: between(random, 2012, 2026),
      driveable: random() < 0.6,
      currentLocation: oneOf(random, ['POLICYHOLDER_HOME', 'ROADSIDE', 'RECOVERY_YARD', 'REPAIRER']),
    },
    driver: (() => {
      const age = between(random, 18, 84);
      return { name: fullName(random), age, licenceYears: between(random, 0, age - 17) };
    })(),
    incident: {
      lossDateTime: isoSec(loss),
      type: kind.type,
      road,
      town: townName,
      postcode: postcode(random, districts),
      description: oneOf(random, kind.say).replace('{road}', road).replace('{town}', townName),
      weather: oneOf(random, ['DRY', 'RAIN', 'FOG', 'ICE', 'DARK_DRY', 'DARK_RAIN']),
      estimatedSpeedMph: kind.type === 'CAR_PARK' ? between(random, 2, 8) : between(random, 0, 60),
    },
    police: {
      attended,
      force: attended ? forceName : null,
      incidentReference: attended ? fresh(used, () => `${forceCode}-${lossDay}-${digits(random, 4)}`) : null,
      crimeNumber: attended && kind.crime ? fresh(used, () => `${digits(random, 2)}/${digits(random, 6)}/26`) : null,
    },
    injuries: { insuredVehicle: injured && random() < 0.5, thirdParty: injured, count: injured ? between(random, 1, 3) : 0 },
    thirdParties,
    triage: {
      liability: oneOf(random, kind.liability),
      segment: oneOf(random, ['FAST_TRACK', 'STANDARD', 'STANDARD', 'COMPLEX', 'TOTAL_LOSS_LIKELY']),
      handlerTeam: oneOf(random, ['MOTOR-LEEDS-1', 'MOTOR-LEEDS-2', 'MOTOR-YORK-1', 'MOTOR-TP-CAPTURE', 'MOTOR-THEFT']),
      fraudScoreBand: oneOf(random, ['GREEN', 'GREEN', 'GREEN', 'AMBER', 'RED']),
      tpCaptureOpportunity: kind.tp && random() < 0.4,
    },
  };
}

function fnolPoliceReference(): EconomicsTask {
  const random = seededRandom(94_001);
  const claim = 'FM-M-26-418827';
  const needle = 'NYP-14112026-1183';
  const used = new Set<string>([claim, needle, 'FNOL-26-5530291', 'FMP/MTR/5531907']);
  const target = {
    fnolId: 'FNOL-26-5530291',
    claimNumber: claim,
    status: 'TRIAGED',
    channel: 'PHONE',
    reportedAt: '2026-11-14T19:06:41Z',
    reportedBy: { role: 'POLICYHOLDER', name: 'Gareth Whiteley' },
    policy: { number: 'FMP/MTR/5531907', product: 'MOTOR_COMPREHENSIVE', brand: 'FELLSIDE', excess: { compulsory: 250, voluntary: 250 } },
    vehicle: { vrn: 'YD20 HTR', make: 'Volvo', model: 'XC40', year: 2020, driveable: false, currentLocation: 'RECOVERY_YARD' },
    driver: { name: 'Gareth Whiteley', age: 47, licenceYears: 29 },
    incident: {
      lossDateTime: '2026-11-14T17:42:00Z',
      type: 'REAR_END_HIT_BY_TP',
      road: 'A64',
      town: 'Malton',
      postcode: 'YO17 6YF',
      description:
        'Insured slowing for queueing traffic on the A64 eastbound near Malton when a third party van struck the rear. Road partly blocked, police attended.',
      weather: 'DARK_RAIN',
      estimatedSpeedMph: 35,
    },
    police: { attended: true, force: 'North Yorkshire Police', incidentReference: needle, crimeNumber: null },
    injuries: { insuredVehicle: false, thirdParty: false, count: 0 },
    thirdParties: [
      {
        vrn: 'NX71 BKD',
        make: 'Ford',
        driverName: 'Dean Crowther',
        insurer: 'Moorgate Motor',
        tpInsurerReference: 'MM/CL/26/770314',
        contactDetailsCaptured: true,
      },
    ],
    triage: {
      liability: 'NON_FAULT',
      segment: 'STANDARD',
      handlerTeam: 'MOTOR-TP-CAPTURE',
      fraudScoreBand: 'GREEN',
      tpCaptureOpportunity: true,
    },
  };
  const count = 640;
  const items = Array.from({ length: count }, (_, i) => (i === Math.floor(count * 0.47) ? target : fnolItem(random, used)));
  const output = JSON.stringify({
    apiVersion: '3.2',
    generatedAt: '2026-11-18T06:00:04Z',
    query: { status: 'OPEN', lineOfBusiness: 'MOTOR', reportedFrom: '2026-11-01', reportedTo: '2026-11-18' },
    page: 1,
    pageSize: count,
    total: count,
    items,
  });
  return probe(
    'round 94: FNOL police incident reference',
    'What police incident number did the caller give when reporting claim FM-M-26-418827?',
    'fnol_intake_export',
    output,
    'police-ref',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a2. Fraud scoring engine, one-line XML: the claim a home claim is linked to through bank details.

const MOTOR_REASONS: readonly (readonly [string, string])[] = [
  ['M-014', 'Incident within 14 days of policy inception'],
  ['M-022', 'Third party vehicle linked to prior claims'],
  ['M-031', 'Late night collision with no independent witness'],
  ['M-047', 'Injury claimed with low speed impact'],
  ['M-052', 'Credit hire company notified before insurer'],
  ['M-063', 'Driver added to policy in last 30 days'],
  ['M-071', 'Vehicle purchased within 60 days of loss'],
  ['M-088', 'Repairer on SIU watchlist'],
  ['M-090', 'Keys not available for theft claim'],
  ['M-104', 'Address linked to multiple policies'],
  ['M-117', 'Mileage inconsistent with MOT history'],
];
const HOME_REASONS: readonly (readonly [string, string])[] = [
  ['H-112', 'Loss notified within 30 days of policy inception'],
  ['H-118', 'High value items without proof of purchase'],
  ['H-125', 'Escape of water with no plumber report'],
  ['H-131', 'Previous claim for same peril within 12 months'],
  ['H-140', 'Contents sum insured increased recently'],
  ['H-146', 'Storm claim with no weather event on date of loss'],
  ['H-152', 'Theft with no forced entry'],
  ['H-160', 'Policyholder email domain seen in organised fraud cases'],
  ['H-171', 'Contractor invoice template reused across claims'],
];
const LINK_ENTITIES = ['PHONE', 'EMAIL', 'BANK_ACCOUNT', 'ADDRESS', 'VEHICLE', 'DEVICE_FINGERPRINT', 'IP_ADDRESS'] as const;
const LINK_ROLES = ['POLICYHOLDER', 'PAYEE', 'THIRD_PARTY', 'WITNESS', 'DRIVER'] as const;

function scoreXml(
  claimRef: string,
  lob: string,
  peril: string,
  stage: string,
  score: number,
  reasons: readonly (readonly [string, string, number])[],
  links: readonly (readonly [string, string, string, string])[],
  scoredAt: string,
): string {
  const band = score < 0.35 ? 'GREEN' : score < 0.7 ? 'AMBER' : 'RED';
  const decision =
    band === 'GREEN'
      ? '<sc:Decision action="AUTO_PROCEED"/>'
      : band === 'AMBER'
        ? '<sc:Decision action="HANDLER_REVIEW" queue="CLAIMS-QA"/>'
        : `<sc:Decision action="REFER_SIU" queue="SIU-${lob}-${1 + (claimRef.charCodeAt(claimRef.length - 1) % 3)}"/>`;
  const reasonXml = reasons.map(([code, text, weight]) => `<sc:Reason code="${code}" weight="${weight}">${text}</sc:Reason>`).join('');
  const linkXml = links
    .map(
      ([entity, matched, role, similarity]) =>
        `<sc:Link entity="${entity}" matchedClaimRef="${matched}" matchedRole="${role}" similarity="${similarity}"/>`,
    )
    .join('');
  return (
    `<sc:ClaimScore claimRef="${claimRef}" lob="${lob}" peril="${peril}" stage="${stage}" scoredAt="${scoredAt}">` +
    `<sc:Score value="${score.toFixed(3)}" band="${band}" percentile="${Math.min(99, Math.round(score * 100))}"/>` +
    `<sc:ReasonCodes count="${reasons.length}">${reasonXml}</sc:ReasonCodes>` +
    (links.length > 0 ? `<sc:Links count="${links.length}">${linkXml}</sc:Links>` : '<sc:Links count="0"/>') +
    decision +
    '</sc:ClaimScore>'
  );
}

function fraudBankLink(): EconomicsTask {
  const random = seededRandom(94_002);
  const claim = 'FM-H-26-091734';
  const needle = 'FM-H-26-031977';
  const used = new Set<string>([claim, needle, 'FM-M-26-207455', 'FM-H-26-118640']);
  const claimId = (lob: string) => fresh(used, () => `FM-${lob === 'HOME' ? 'H' : 'M'}-26-${digits(random, 6)}`);
  const count = 900;
  const results: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count * 0.51)) {
      results.push(
        scoreXml(
          claim,
          'HOME',
          'ESCAPE_OF_WATER',
          'PRE_PAYMENT',
          0.884,
          [
            ['H-112', 'Loss notified within 30 days of policy inception', 22],
            ['H-125', 'Escape of water with no plumber report', 14],
            ['H-160', 'Policyholder email domain seen in organised fraud cases', 31],
          ],
          [
            ['PHONE', 'FM-M-26-207455', 'POLICYHOLDER', '1.00'],
            ['BANK_ACCOUNT', needle, 'PAYEE', '0.97'],
            ['ADDRESS', 'FM-H-26-118640', 'POLICYHOLDER', '0.82'],
          ],
          '2026-11-18T03:02:51Z',
        ),
      );
      continue;
    }
    const lob = random() < 0.55 ? 'MOTOR' : 'HOME';
    const pool = lob === 'HOME' ? HOME_REASONS : MOTOR_REASONS;
    const score = random() < 0.7 ? random() * 0.35 : random() < 0.6 ? 0.35 + random() * 0.35 : 0.7 + random() * 0.29;
    const reasons = shuffle(random, [...pool])
      .slice(0, score < 0.2 ? 0 : between(random, 1, 4))
      .map(([code, text]) => [code, text, between(random, 4, 35)] as const);
    const linkCount = score < 0.35 ? (random() < 0.1 ? 1 : 0) : between(random, 0, 3);
    const links = Array.from(
      { length: linkCount },
      () =>
        [
          oneOf(random, LINK_ENTITIES),
          claimId(random() < 0.5 ? 'HOME' : 'MOTOR'),
          oneOf(random, LINK_ROLES),
          (0.6 + random() * 0.4).toFixed(2),
        ] as const,
    );
    const peril =
      lob === 'HOME'
        ? oneOf(random, ['ESCAPE_OF_WATER', 'STORM', 'THEFT', 'ACCIDENTAL_DAMAGE', 'FIRE', 'FLOOD'])
        : oneOf(random, ['COLLISION', 'COLLISION', 'THEFT', 'WINDSCREEN', 'VANDALISM', 'FIRE']);
    const at = timeBetween(random, nov(18, 3, 0, 5), nov(18, 3, 9, 40));
    results.push(
      scoreXml(claimId(lob), lob, peril, oneOf(random, ['FNOL', 'FNOL', 'PRE_PAYMENT', 'RESCORE']), score, reasons, links, isoSec(at)),
    );
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<sc:ScoreBatchResponse xmlns:sc="urn:fellside:siu:scoring:v4" batchId="SB-20261118-0300" modelVersion="fm-fraud-gbm-2026.10.2" rulesetVersion="RS-412" requestedAt="2026-11-18T03:00:00Z" count="${count}">` +
    results.join('') +
    '</sc:ScoreBatchResponse>';
  return probe(
    'round 94: fraud engine bank-detail link',
    'The fraud engine tied home claim FM-H-26-091734 to another claim through shared bank details. Which claim was that?',
    'fraud_score_batch',
    output,
    'bank-link',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a3. Document OCR service, one-line JSON: the invoice number on the windscreen invoice for one car.

const GLASS_SUPPLIERS: readonly (readonly [string, string, (random: Random) => string])[] = [
  ['Clearview Auto Glass Ltd', 'GB 284 5512 07', (random) => `CAG-INV-${digits(random, 6)}`],
  ['Pennine Windscreens', 'GB 301 7789 42', (random) => `PW${digits(random, 6)}`],
  ['AutoScreen Direct', 'GB 219 4406 18', (random) => `ASD/26/${digits(random, 5)}`],
  ['National Glazing Services', 'GB 176 3320 95', (random) => `NGS-${digits(random, 7)}`],
];
const BODYSHOPS: readonly (readonly [string, string])[] = [
  ['Kirkstall Accident Repair Centre', 'KAR'],
  ['Beeston Coachworks Ltd', 'BCW'],
  ['Calder Valley Crash Repairs', 'CVC'],
  ['Stourton Vehicle Body Repairs', 'SVB'],
  ['Ryedale Paint & Body', 'RPB'],
  ['Don Valley Bodyworks', 'DVB'],
  ['Humber Accident Repair Group', 'HAR'],
  ['Airedale Crash Centre', 'ACC'],
];
const HIRE_SUPPLIERS: readonly (readonly [string, string])[] = [
  ['Northway Vehicle Hire', 'NVH'],
  ['Copeland Courtesy Cars', 'CCC'],
  ['Aire Valley Rentals', 'AVR'],
  ['Ridings Replacement Vehicles', 'RRV'],
];
const ENGINEERS = [
  'Dalesway Vehicle Assessors',
  'North Star Engineering Services',
  'Calder Motor Assessors',
  'Keystone Vehicle Inspection',
] as const;

type OcrEntity = { value: string | number; confidence: number; page: number };
const ent = (random: Random, value: string | number, page = 1): OcrEntity => ({
  value,
  confidence: Number((0.86 + random() * 0.14).toFixed(3)),
  page,
});

function lineItems(random: Random, items: readonly (readonly [string, number, number])[]) {
  return items.map(([description, quantity, unitPrice]) => ({
    description,
    quantity,
    unitPrice: unitPrice.toFixed(2),
    amount: (quantity * unitPrice).toFixed(2),
    confidence: Number((0.8 + random() * 0.2).toFixed(3)),
  }));
}

function invoiceDoc(
  random: Random,
  used: Set<string>,
  claim: string,
  vrn: string,
  docType: string,
  supplier: string,
  vat: string,
  invoiceNumber: string,
  items: readonly (readonly [string, number, number])[],
): Record<string, unknown> {
  const received = timeBetween(random, nov(17, 18), nov(18, 4));
  const net = items.reduce((sum, [, q, p]) => sum + q * p, 0);
  const source = oneOf(random, ['supplier-portal', 'supplier-portal', 'email-inbound', 'post-scan']);
  return {
    documentId: fresh(used, () => `DOC-26-${digits(random, 7)}`),
    claimNumber: claim,
    source,
    fileName: `${source === 'post-scan' ? 'scan' : source === 'email-inbound' ? 'attachment' : 'upload'}-${hex(random, 10)}.pdf`,
    mimeType: 'application/pdf',
    pageCount: between(random, 1, 3),
    receivedAt: isoSec(received),
    processedAt: isoSec(addMinutes(received, between(random, 1, 40))),
    classification: { docType, confidence: Number((0.9 + random() * 0.1).toFixed(3)) },
    entities: {
      supplierName: ent(random, supplier),
      supplierVatNumber: ent(random, vat),
      invoiceNumber: ent(random, invoiceNumber),
      invoiceDate: ent(random, `2026-11-${pad2(between(random, 2, 17))}`),
      claimReference: ent(random, claim),
      vehicleRegistration: ent(random, vrn),
      netAmount: ent(random, net.toFixed(2), 2),
      vatAmount: ent(random, (net * 0.2).toFixed(2), 2),
      totalAmount: ent(random, (net * 1.2).toFixed(2), 2),
      currency: ent(random, 'GBP', 2),
      lineItems: lineItems(random, items),
    },
    review: random() < 0.8 ? { status: 'AUTO_ACCEPTED', reasons: [] } : { status: 'QUEUED_FOR_REVIEW', reasons: ['LOW_CONFIDENCE_TOTAL'] },
  };
}

function glassItems(random: Random): (readonly [string, number, number])[] {
  const screen = oneOf(random, [
    'Windscreen - laminated, OEM equivalent',
    'Windscreen - heated, acoustic, camera bracket (OEM)',
    'Windscreen - solar tint, rain sensor pad',
    'Rear screen - heated',
    'Front door glass - nearside',
  ]);
  const items: (readonly [string, number, number])[] = [[screen, 1, between(random, 180, 690)]];
  if (random() < 0.6) items.push(['ADAS forward camera static calibration', 1, between(random, 95, 180)]);
  items.push(['Urethane bonding kit & primer', 1, between(random, 18, 35)]);
  items.push(['Fitting labour', Number((between(random, 8, 25) / 10).toFixed(1)), 48]);
  return items;
}

function ocrDoc(random: Random, used: Set<string>, skipVrn: string): Record<string, unknown> {
  const claim = fresh(used, () => `FM-M-26-${digits(random, 6)}`);
  const vrn = fresh(used, () => plate(random));
  if (vrn === skipVrn) return ocrDoc(random, used, skipVrn);
  const kind = pick(random, 10);
  if (kind < 3) {
    const [name, vat, number] = oneOf(random, GLASS_SUPPLIERS);
    return invoiceDoc(
      random,
      used,
      claim,
      vrn,
      'INVOICE',
      name,
      vat,
      fresh(used, () => number(random)),
      glassItems(random),
    );
  }
  if (kind < 6) {
    const [name, code] = oneOf(random, BODYSHOPS);
    const items: (readonly [string, number, number])[] = [
      ['Body labour', between(random, 2, 22), 46.5],
      ['Paint labour', between(random, 2, 12), 52],
      ['Paint & materials', 1, between(random, 80, 420)],
      [
        oneOf(random, ['Rear bumper cover', 'Front bumper cover', 'Offside front wing', 'Bonnet', 'Tailgate', 'Nearside door shell']),
        1,
        between(random, 120, 780),
      ],
    ];
    if (random() < 0.5)
      items.push([
        oneOf(random, ['Headlamp unit', 'Parking sensor', 'Bumper reinforcement', 'Radar bracket']),
        1,
        between(random, 30, 640),
      ]);
    return invoiceDoc(
      random,
      used,
      claim,
      vrn,
      'INVOICE',
      name,
      `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
      fresh(used, () => `${code}-${digits(random, 5)}`),
      items,
    );
  }
  if (kind < 8) {
    const [name, code] = oneOf(random, HIRE_SUPPLIERS);
    const days = between(random, 3, 28);
    return invoiceDoc(
      random,
      used,
      claim,
      vrn,
      'INVOICE',
      name,
      `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
      fresh(used, () => `${code}-INV-${digits(random, 6)}`),
      [
        [`Hire charges group ${oneOf(random, ['B', 'C', 'D', 'E'])} (${days} days)`, days, between(random, 28, 46)],
        ['Delivery & collection', 1, 30],
      ],
    );
  }
  const received = timeBetween(random, nov(17, 18), nov(18, 4));
  const pav = between(random, 3000, 38000);
  return {
    documentId: fresh(used, () => `DOC-26-${digits(random, 7)}`),
    claimNumber: claim,
    source: 'email-inbound',
    fileName: `report-${hex(random, 10)}.pdf`,
    mimeType: 'application/pdf',
    pageCount: between(random, 6, 18),
    receivedAt: isoSec(received),
    processedAt: isoSec(addMinutes(received, between(random, 1, 40))),
    classification: { docType: 'ENGINEER_REPORT', confidence: Number((0.9 + random() * 0.1).toFixed(3)) },
    entities: {
      assessorFirm: ent(random, oneOf(random, ENGINEERS)),
      reportReference: ent(
        random,
        fresh(used, () => `ER-${digits(random, 6)}`),
      ),
      engineerName: ent(random, fullName(random)),
      inspectionDate: ent(random, `2026-11-${pad2(between(random, 2, 17))}`),
      claimReference: ent(random, claim),
      vehicleRegistration: ent(random, vrn),
      mileage: ent(random, between(random, 4000, 140000), 2),
      preAccidentValue: ent(random, pav.toFixed(2), 3),
      repairEstimateNet: ent(random, money(random, 400, 9000), 4),
      writeOffCategory: ent(random, oneOf(random, ['NONE', 'NONE', 'NONE', 'CAT_N', 'CAT_S']), 4),
    },
    review: { status: 'AUTO_ACCEPTED', reasons: [] },
  };
}

function ocrWindscreenInvoice(): EconomicsTask {
  const random = seededRandom(94_003);
  const vrn = 'LS21 RWK';
  const claim = 'FM-M-26-366201';
  const needle = 'CAG-INV-550917';
  const used = new Set<string>([vrn, claim, needle, 'ER-731054', 'NVH-INV-204188']);
  const count = 560;
  const docs: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count * 0.3)) {
      docs.push(
        invoiceDoc(random, used, claim, vrn, 'INVOICE', 'Northway Vehicle Hire', 'GB 402 1187 36', 'NVH-INV-204188', [
          ['Hire charges group C (9 days)', 9, 34],
          ['Delivery & collection', 1, 30],
        ]),
      );
    } else if (i === Math.floor(count * 0.49)) {
      docs.push(
        invoiceDoc(random, used, claim, vrn, 'INVOICE', 'Clearview Auto Glass Ltd', 'GB 284 5512 07', needle, [
          ['Windscreen - heated, acoustic, camera bracket (OEM)', 1, 612],
          ['ADAS forward camera static calibration', 1, 145],
          ['Urethane bonding kit & primer', 1, 27],
          ['Fitting labour', 1.8, 48],
        ]),
      );
    } else if (i === Math.floor(count * 0.64)) {
      const received = nov(17, 21, 14, 9);
      docs.push({
        documentId: fresh(used, () => `DOC-26-${digits(random, 7)}`),
        claimNumber: claim,
        source: 'email-inbound',
        fileName: `report-${hex(random, 10)}.pdf`,
        mimeType: 'application/pdf',
        pageCount: 11,
        receivedAt: isoSec(received),
        processedAt: isoSec(addMinutes(received, 6)),
        classification: { docType: 'ENGINEER_REPORT', confidence: 0.991 },
        entities: {
          assessorFirm: ent(random, 'Dalesway Vehicle Assessors'),
          reportReference: ent(random, 'ER-731054'),
          engineerName: ent(random, 'Craig Lockwood'),
          inspectionDate: ent(random, '2026-11-12'),
          claimReference: ent(random, claim),
          vehicleRegistration: ent(random, vrn),
          mileage: ent(random, 41822, 2),
          preAccidentValue: ent(random, '18450.00', 3),
          repairEstimateNet: ent(random, '3107.40', 4),
          writeOffCategory: ent(random, 'NONE', 4),
        },
        review: { status: 'AUTO_ACCEPTED', reasons: [] },
      });
    } else docs.push(ocrDoc(random, used, vrn));
  }
  const output = JSON.stringify({
    jobId: 'ocr-batch-20261118-0400',
    engine: { name: 'fm-docai-invoice-parser', version: '2.14.3' },
    window: { from: '2026-11-17T18:00:00Z', to: '2026-11-18T04:00:00Z' },
    documentCount: count,
    documents: docs,
  });
  return probe(
    'round 94: OCR windscreen invoice number',
    "What's the invoice number on the windscreen replacement invoice for LS21 RWK?",
    'ocr_extract_documents',
    output,
    'glass-invoice',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b4. Repairer network directory, YAML: the escalation contact at the approved bodyshop in Hunslet.

const LOCALITIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Armley', 'Leeds', ['LS12']],
  ['Beeston', 'Leeds', ['LS11']],
  ['Holbeck', 'Leeds', ['LS11']],
  ['Kirkstall', 'Leeds', ['LS5']],
  ['Seacroft', 'Leeds', ['LS14']],
  ['Stourton', 'Leeds', ['LS10']],
  ['Morley', 'Leeds', ['LS27']],
  ['Pudsey', 'Leeds', ['LS28']],
  ['Garforth', 'Leeds', ['LS25']],
  ['Rothwell', 'Leeds', ['LS26']],
  ['Bowling', 'Bradford', ['BD4']],
  ['Thornbury', 'Bradford', ['BD3']],
  ['Shipley', 'Bradford', ['BD18']],
  ['Laisterdyke', 'Bradford', ['BD4']],
  ['Starbeck', 'Harrogate', ['HG2']],
  ['Clifton Moor', 'York', ['YO30']],
  ['Osbaldwick', 'York', ['YO10']],
  ['Sandal', 'Wakefield', ['WF2']],
  ['Lockwood', 'Huddersfield', ['HD1']],
  ['Brighouse', 'Halifax', ['HD6']],
  ['Sowerby Bridge', 'Halifax', ['HX6']],
  ['Attercliffe', 'Sheffield', ['S9']],
  ['Hillsborough', 'Sheffield', ['S6']],
  ['Parkgate', 'Rotherham', ['S62']],
  ['Wheatley', 'Doncaster', ['DN2']],
  ['Hessle', 'Hull', ['HU13']],
  ['Sutton Fields', 'Hull', ['HU7']],
  ['Eastfield', 'Scarborough', ['YO11']],
  ['Dewsbury Moor', 'Dewsbury', ['WF13']],
  ['Knottingley', 'Pontefract', ['WF11']],
];
const REPAIRER_SUFFIX = [
  'Accident Repair Centre',
  'Bodyworks',
  'Crash Repairs',
  'Coachworks',
  'Vehicle Body Repairs',
  'Paint & Body',
  'Motor Bodies',
] as const;
const INDUSTRIAL = [
  'Unit {n}, {s} Industrial Estate',
  '{n} {s} Road',
  'Unit {n}, {s} Business Park',
  '{n}-{m} {s} Trading Estate',
] as const;
const ESTATE_NAMES = [
  'Penny Hill',
  'Cross Green',
  'Valley',
  'Canal Wharf',
  'Gelderd',
  'Ring Road',
  'Riverside',
  'Westland',
  'Sandbeck',
  'Bowcliffe',
  'Junction 28',
] as const;

function repairerYaml(
  random: Random,
  used: Set<string>,
  r: {
    tradingName: string;
    locality: string;
    townName: string;
    postcode: string;
    status: string;
    escalation: string;
    manager: string;
    legal?: string;
  },
): string {
  const domain = `${r.tradingName.toLowerCase().replace(/[^a-z]+/g, '')}.co.uk`;
  const email = (name: string) => {
    const [given = '', ...rest] = name.split(' ');
    return `${given.charAt(0).toLowerCase()}.${rest.join('').toLowerCase()}@${domain}`;
  };
  const line1 = oneOf(random, INDUSTRIAL)
    .replace('{n}', String(between(random, 1, 40)))
    .replace('{m}', String(between(random, 41, 60)))
    .replace('{s}', oneOf(random, ESTATE_NAMES));
  const accreditations = shuffle(random, [
    'PAS125',
    'THATCHAM_ADAS_CAL',
    'IMI_EV_L3',
    'IMI_EV_L4',
    'BSI_KITEMARK',
    'ISO14001',
    'ALUMINIUM_JLR',
  ]).slice(0, between(random, 1, 4));
  return [
    `  - id: ${fresh(used, () => `RPR-${digits(random, 5)}`)}`,
    `    tradingName: ${r.tradingName}`,
    `    legalEntity: ${r.legal ?? `${r.tradingName.split(' ')[0]} ${oneOf(random, ['Motor Services', 'Vehicle Repairs', 'Bodyshop', 'Automotive'])} (${r.townName}) Ltd`}`,
    `    networkStatus: ${r.status}`,
    `    tier: ${oneOf(random, ['gold', 'silver', 'silver', 'bronze'])}`,
    `    address:`,
    `      line1: ${line1}`,
    `      locality: ${r.locality}`,
    `      town: ${r.townName}`,
    `      postcode: ${r.postcode}`,
    `    contacts:`,
    `      primary:`,
    `        name: ${r.manager}`,
    `        role: bodyshop_manager`,
    `        phone: "${phone(random)}"`,
    `        email: ${email(r.manager)}`,
    `      escalation:`,
    `        name: ${r.escalation}`,
    `        role: ${oneOf(random, ['site_director', 'operations_manager', 'group_customer_relations', 'owner'])}`,
    `        phone: "${phone(random)}"`,
    `        email: ${email(r.escalation)}`,
    `    accreditations:`,
    ...accreditations.map((a) => `      - ${a}`),
    `    capabilities:`,
    `      aluminium: ${random() < 0.4}`,
    `      evHighVoltage: ${random() < 0.55}`,
    `      adasCalibration: ${oneOf(random, ['in_house', 'in_house', 'mobile_partner', 'none'])}`,
    `      maxVehicleClass: ${oneOf(random, ['CAR', 'CAR', 'LCV_3_5T', 'PREMIUM'])}`,
    `      courtesyCars: ${between(random, 0, 18)}`,
    `    rates:`,
    `      labourPerHour: ${money(random, 38, 58)}`,
    `      paintPerHour: ${money(random, 42, 64)}`,
    `      paintMaterialsPct: ${between(random, 18, 32)}`,
    `    performance:`,
    `      keyToKeyDays: ${(between(random, 60, 240) / 10).toFixed(1)}`,
    `      csat90d: ${(between(random, 36, 50) / 10).toFixed(1)}`,
    `      reworkRatePct: ${(between(random, 0, 60) / 10).toFixed(1)}`,
    `      avgRepairCost: ${money(random, 1400, 3900)}`,
    `    capacity:`,
    `      weeklySlots: ${between(random, 10, 70)}`,
    `      nextAvailable: "2026-11-${pad2(between(random, 18, 30))}"`,
  ].join('\n');
}

function repairerEscalation(): EconomicsTask {
  const random = seededRandom(94_004);
  const needle = 'Nkechi Halloran';
  const used = new Set<string>();
  const count = 430;
  const blocks: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count * 0.44)) {
      blocks.push(
        repairerYaml(random, used, {
          tradingName: 'Hunslet Crash Repairs',
          legal: 'HCR Accident Repair (Leeds) Ltd',
          locality: 'Hunslet',
          townName: 'Leeds',
          postcode: 'LS10 1QA',
          status: 'approved',
          escalation: needle,
          manager: 'Stuart Barraclough',
        }),
      );
    } else if (i === Math.floor(count * 0.69)) {
      blocks.push(
        repairerYaml(random, used, {
          tradingName: 'Hunslet Road Motor Bodies',
          legal: 'J & P Pickles Motor Bodies Ltd',
          locality: 'Hunslet',
          townName: 'Leeds',
          postcode: 'LS10 2JT',
          status: 'suspended',
          escalation: 'Imran Iqbal',
          manager: 'Lee Pickles',
        }),
      );
    } else {
      const [locality, townName, districts] = oneOf(random, LOCALITIES);
      const tradingName = fresh(used, () => {
        const style = random();
        return style < 0.45
          ? `${locality} ${oneOf(random, REPAIRER_SUFFIX)}`
          : style < 0.8
            ? `${surname(random)} ${oneOf(random, REPAIRER_SUFFIX)}`
            : `${oneOf(random, ['Crashfix', 'Nuvola', 'Autobody North', 'RepairWorks'])} ${locality}`;
      });
      blocks.push(
        repairerYaml(random, used, {
          tradingName,
          locality,
          townName,
          postcode: postcode(random, districts),
          status: random() < 0.8 ? 'approved' : oneOf(random, ['probation', 'onboarding', 'suspended']),
          escalation: fullName(random),
          manager: fullName(random),
        }),
      );
    }
  }
  const output = [
    '# Fellside Mutual - repairer network directory',
    '# exported 2026-11-18T05:30:12Z by network-directory-svc 5.3.1 (scope: all regions, all statuses)',
    'apiVersion: network.fellside.co.uk/v2',
    'kind: RepairerNetworkDirectory',
    'metadata:',
    '  exportId: NDX-20261118-0530',
    '  generatedAt: "2026-11-18T05:30:12Z"',
    `  count: ${count}`,
    'repairers:',
    ...blocks,
    '',
  ].join('\n');
  return probe(
    'round 94: repairer escalation contact',
    "Who's the escalation contact at our approved bodyshop in Hunslet?",
    'repairer_network_directory',
    output,
    'escalation',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b5. Claim payments API, pretty JSON: the payment reference of the policyholder settlement on one home claim.

const PAYMENT_TYPES: readonly (readonly [string, string])[] = [
  ['INDEMNITY_SETTLEMENT', 'POLICYHOLDER'],
  ['INDEMNITY_SETTLEMENT', 'POLICYHOLDER'],
  ['SUPPLIER_INVOICE', 'SUPPLIER'],
  ['SUPPLIER_INVOICE', 'SUPPLIER'],
  ['SUPPLIER_INVOICE', 'SUPPLIER'],
  ['THIRD_PARTY_SETTLEMENT', 'THIRD_PARTY_INSURER'],
  ['EXCESS_REFUND', 'POLICYHOLDER'],
  ['FEE', 'LOSS_ADJUSTER'],
  ['HIRE', 'SUPPLIER'],
  ['ALTERNATIVE_ACCOMMODATION', 'POLICYHOLDER'],
];
/** A payment type and its payee type, for a home or a motor claim. */
const paymentType = (random: Random, home: boolean) =>
  oneOf(
    random,
    PAYMENT_TYPES.filter(([type]) => (home ? type !== 'HIRE' && type !== 'THIRD_PARTY_SETTLEMENT' : type !== 'ALTERNATIVE_ACCOMMODATION')),
  );
const HOME_SUPPLIERS = [
  'Dales Restoration Services Ltd',
  'Pennine Drying Solutions',
  'TraceLeak North',
  'Ridings Roofing & Building',
  'Aire Property Repairs',
  'Lockfast Yorkshire',
] as const;
const ADJUSTERS = ['Crawshaw Loss Adjusters', 'Northgate Claims Services', 'Wharfedale Adjusting LLP'] as const;

function paymentsSettlementReference(): EconomicsTask {
  const random = seededRandom(94_005);
  const claim = 'FM-H-26-087712';
  const used = new Set<string>([claim]);
  let sequence = 0;
  const reference = (day: string) => {
    sequence += between(random, 1, 3);
    return `FMCLM2611${day}${String(sequence).padStart(4, '0')}`;
  };
  let needle = '';
  const payment = (claimNumber: string, type: string, payeeType: string, payeeName: string, amount: string, ref: string, day: number) => {
    const created = timeBetween(random, nov(day, 8), nov(day, 18));
    const method = Number(amount) > 20000 ? 'BACS' : oneOf(random, ['FASTER_PAYMENTS', 'FASTER_PAYMENTS', 'BACS']);
    const settled = addMinutes(created, method === 'BACS' ? 60 * 24 * 2 : between(random, 30, 300));
    return {
      paymentId: fresh(used, () => `pay_${hex(random, 20)}`),
      status: settled.getTime() < nov(18, 6).getTime() ? 'SETTLED' : 'SUBMITTED',
      claimNumber,
      paymentType: type,
      payee: {
        type: payeeType,
        name: payeeName,
        bankAccount: {
          sortCode: `${digits(random, 2)}-${digits(random, 2)}-**`,
          accountNumberLast4: digits(random, 4),
          confirmationOfPayee: oneOf(random, ['MATCH', 'MATCH', 'MATCH', 'CLOSE_MATCH']),
        },
      },
      method,
      scheme: {
        reference: ref,
        submittedAt: isoSec(addMinutes(created, 45)),
        settledAt: settled.getTime() < nov(18, 6).getTime() ? isoSec(settled) : null,
      },
      amount: { value: amount, currency: 'GBP' },
      exposureId: fresh(used, () => `EXP-${digits(random, 7)}`),
      costCategory: oneOf(
        random,
        claimNumber.startsWith('FM-H')
          ? ['BUILDINGS', 'CONTENTS', 'ALTERNATIVE_ACCOMMODATION']
          : ['OWN_DAMAGE', 'THIRD_PARTY_PROPERTY', 'HIRE'],
      ),
      approvals: [
        {
          approver: `${first(random).toLowerCase()}.${surname(random).toLowerCase()}`,
          level: 'L1',
          approvedAt: isoSec(addMinutes(created, 10)),
        },
        {
          approver: `${first(random).toLowerCase()}.${surname(random).toLowerCase()}`,
          level: oneOf(random, ['L2', 'L3']),
          approvedAt: isoSec(addMinutes(created, 30)),
        },
      ],
      createdBy: `${first(random).toLowerCase()}.${surname(random).toLowerCase()}`,
      createdAt: isoSec(created),
    };
  };
  const count = 520;
  const data: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const day = 10 + Math.floor((i / count) * 8);
    const dd = pad2(day);
    if (i === Math.floor(count * 0.34)) {
      data.push(payment(claim, 'SUPPLIER_INVOICE', 'SUPPLIER', 'Dales Restoration Services Ltd', '2184.00', reference(dd), day));
    } else if (i === Math.floor(count * 0.5)) {
      needle = reference(dd);
      data.push(payment(claim, 'INDEMNITY_SETTLEMENT', 'POLICYHOLDER', 'Mrs Lindsey Hargreaves', '7412.65', needle, day));
    } else if (i === Math.floor(count * 0.63)) {
      data.push(payment(claim, 'FEE', 'LOSS_ADJUSTER', 'Crawshaw Loss Adjusters', '640.00', reference(dd), day));
    } else {
      const home = random() < 0.5;
      const [type, payeeType] = paymentType(random, home);
      const payeeName =
        payeeType === 'POLICYHOLDER'
          ? `${titled(random).join(' ')} ${surname(random)}`
          : payeeType === 'SUPPLIER'
            ? home
              ? oneOf(random, HOME_SUPPLIERS)
              : oneOf(random, BODYSHOPS)[0]
            : payeeType === 'LOSS_ADJUSTER'
              ? oneOf(random, ADJUSTERS)
              : oneOf(random, TP_INSURERS);
      const claimNumber = fresh(used, () => `FM-${home ? 'H' : 'M'}-26-${digits(random, 6)}`);
      data.push(
        payment(
          claimNumber,
          type,
          payeeType,
          payeeName,
          money(random, 85, type === 'INDEMNITY_SETTLEMENT' ? 28000 : 6000),
          reference(dd),
          day,
        ),
      );
    }
  }
  const output = JSON.stringify(
    {
      object: 'list',
      url: '/v3/claims/payments?from=2026-11-10&to=2026-11-17&limit=520',
      data,
      has_more: true,
      next_cursor: 'cGF5XzIwMjYxMTE3XzUyMA',
    },
    null,
    2,
  );
  return probe(
    'round 94: settlement payment reference',
    'What payment reference did the settlement to the policyholder on claim FM-H-26-087712 go out under?',
    'claims_payments_list',
    output,
    'settlement-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b6. OCR ingest worker log with Java stack traces: the file the job was on when a VAT number did not check out.

const OCR_FRAMES_TAIL = [
  '\tat com.fellside.claims.ocr.ingest.DocumentIngestJob.process(DocumentIngestJob.java:142)',
  '\tat com.fellside.claims.ocr.ingest.DocumentIngestJob.lambda$run$0(DocumentIngestJob.java:97)',
  '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
  '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
  '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
];
const OCR_FAILURES: readonly ((random: Random) => readonly string[])[] = [
  (random) => [
    `com.fellside.claims.ocr.extract.LineItemParseException: Could not parse amount '${between(random, 1, 9)},${between(random, 1, 9)}O${between(random, 0, 9)}.${digits(random, 2)}' on page ${between(random, 1, 3)} line ${between(random, 3, 30)}`,
    '\tat com.fellside.claims.ocr.extract.LineItemParser.parseAmount(LineItemParser.java:211)',
    '\tat com.fellside.claims.ocr.extract.LineItemParser.parse(LineItemParser.java:96)',
    '\tat com.fellside.claims.ocr.extract.InvoiceEntityExtractor.extractLineItems(InvoiceEntityExtractor.java:178)',
    '\tat com.fellside.claims.ocr.extract.InvoiceEntityExtractor.extract(InvoiceEntityExtractor.java:64)',
  ],
  (random) => [
    `com.fellside.claims.ocr.extract.CurrencyParseException: Unrecognised currency symbol '${oneOf(random, ['€', '$', 'EUR'])}' in field totalAmount`,
    '\tat com.fellside.claims.ocr.extract.MoneyReader.read(MoneyReader.java:58)',
    '\tat com.fellside.claims.ocr.extract.InvoiceEntityExtractor.extractTotals(InvoiceEntityExtractor.java:203)',
    '\tat com.fellside.claims.ocr.extract.InvoiceEntityExtractor.extract(InvoiceEntityExtractor.java:71)',
  ],
  () => [
    'com.fellside.claims.ocr.fetch.DocumentUnreadableException: PDF is password protected',
    '\tat com.fellside.claims.ocr.fetch.PdfLoader.load(PdfLoader.java:44)',
    '\tat com.fellside.claims.ocr.ingest.DocumentIngestJob.render(DocumentIngestJob.java:188)',
    'Caused by: org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException: Cannot decrypt PDF, the password is incorrect',
    '\tat org.apache.pdfbox.pdmodel.encryption.StandardSecurityHandler.prepareForDecryption(StandardSecurityHandler.java:275)',
    '\tat org.apache.pdfbox.pdfparser.COSParser.prepareDecryption(COSParser.java:2885)',
    '\tat org.apache.pdfbox.Loader.loadPDF(Loader.java:462)',
    '\t... 6 common frames omitted',
  ],
  (random) => [
    `com.fellside.claims.ocr.engine.OcrEngineException: OCR engine call timed out after ${oneOf(random, [30000, 60000])} ms`,
    '\tat com.fellside.claims.ocr.engine.OcrEngineClient.analyse(OcrEngineClient.java:119)',
    '\tat com.fellside.claims.ocr.ingest.DocumentIngestJob.recognise(DocumentIngestJob.java:203)',
    'Caused by: java.net.SocketTimeoutException: Read timed out',
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
    '\t... 9 common frames omitted',
  ],
  (random) => {
    const net = between(random, 200, 3000);
    return [
      `com.fellside.claims.ocr.validate.InvoiceTotalsMismatchException: net ${net}.00 + VAT ${(net * 0.2).toFixed(2)} != total ${(net * 1.2 + between(random, 1, 90)).toFixed(2)}`,
      '\tat com.fellside.claims.ocr.validate.InvoiceTotalsValidator.validate(InvoiceTotalsValidator.java:52)',
      '\tat com.fellside.claims.ocr.validate.ValidationChain.apply(ValidationChain.java:38)',
    ];
  },
  (random) => [
    `com.fellside.claims.ocr.classify.LowConfidenceClassificationException: best class ${oneOf(random, ['ENGINEER_REPORT', 'INVOICE', 'POLICE_REPORT', 'ESTIMATE'])} p=0.${between(random, 21, 59)} below threshold 0.60`,
    '\tat com.fellside.claims.ocr.classify.DocTypeClassifier.classify(DocTypeClassifier.java:87)',
    '\tat com.fellside.claims.ocr.ingest.DocumentIngestJob.classify(DocumentIngestJob.java:171)',
  ],
];
const SUPPLIER_CODES = [
  'CAG',
  'PW',
  'ASD',
  'NGS',
  'KAR',
  'BCW',
  'CVC',
  'SVB',
  'RPB',
  'DVB',
  'HAR',
  'ACC',
  'NVH',
  'CCC',
  'AVR',
  'DRS',
  'PDS',
] as const;

function ocrVatFile(): EconomicsTask {
  const random = seededRandom(94_006);
  const needle = 'DVB_Invoice_88341_final.pdf';
  const used = new Set<string>([needle]);
  const workers = ['ocr-worker-1', 'ocr-worker-2', 'ocr-worker-3', 'ocr-worker-4'];
  const docTotal = 1300;
  const targetDoc = Math.floor(docTotal * 0.5);
  let clock = nov(17, 22, 0, 0, 0).getTime();
  const stamp = () => {
    clock += between(random, 40, 2600);
    const d = new Date(clock);
    return `2026-11-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`;
  };
  const logger = (level: string, thread: string, name: string) => `${level.padStart(5)} 1 --- [${thread}] ${name.padEnd(40)} :`;
  /** The events of one document: each a function, so timestamps are taken when the event is written. */
  const docEvents = (index: number, thread: string): (() => string)[] => {
    const docId = fresh(used, () => `DOC-26-${digits(random, 7)}`);
    const claim = fresh(used, () => `FM-${random() < 0.6 ? 'M' : 'H'}-26-${digits(random, 6)}`);
    const isTarget = index === targetDoc;
    const source = isTarget ? 'supplier-portal' : oneOf(random, ['supplier-portal', 'supplier-portal', 'email-inbound', 'post-scan']);
    const file = isTarget
      ? needle
      : fresh(used, () =>
          source === 'supplier-portal'
            ? `${oneOf(random, SUPPLIER_CODES)}_Invoice_${digits(random, 5)}${oneOf(random, ['', '', '_final', '_v2'])}.pdf`
            : source === 'email-inbound'
              ? `${oneOf(random, ['invoice', 'INV', 'scan', 'Document', 'estimate'])}_${digits(random, 6)}.pdf`
              : `POST-BATCH-1117-${digits(random, 4)}-p${between(random, 1, 4)}.tif`,
        );
    const events: (() => string)[] = [
      () =>
        `${stamp()} ${logger('INFO', thread, 'c.f.c.ocr.ingest.DocumentIngestJob')} Picked up docId=${docId} claim=${claim} source=${source} file=${file} size=${between(random, 40, 2400)} KB`,
      () =>
        `${stamp()} ${logger('DEBUG', thread, 'c.f.c.ocr.classify.DocTypeClassifier')} docId=${docId} classified as ${oneOf(random, ['INVOICE', 'INVOICE', 'INVOICE', 'ENGINEER_REPORT', 'ESTIMATE'])} (p=0.${between(random, 80, 99)})`,
    ];
    if (!isTarget && random() < 0.12) {
      const vat = `GB${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`;
      events.push(
        () =>
          `${stamp()} ${logger('WARN', thread, 'c.f.c.ocr.validate.VatNumberNormaliser')} docId=${docId} normalised supplier VAT number '${vat}' -> '${vat.replace(/ /g, '')}'`,
      );
    }
    if (isTarget) {
      events.push(() =>
        [
          `${stamp()} ${logger('ERROR', thread, 'c.f.c.ocr.ingest.DocumentIngestJob')} docId=${docId} extraction rejected (attempt 1/1, not retryable); routed to MANUAL_REVIEW`,
          "com.fellside.claims.ocr.validate.VatNumberValidationException: Supplier VAT registration 'GB 918 2274 31' does not pass the HMRC modulus 97 check",
          '\tat com.fellside.claims.ocr.validate.VatNumberValidator.validate(VatNumberValidator.java:88)',
          '\tat com.fellside.claims.ocr.validate.ValidationChain.apply(ValidationChain.java:38)',
          '\tat com.fellside.claims.ocr.extract.InvoiceEntityExtractor.extract(InvoiceEntityExtractor.java:119)',
          ...OCR_FRAMES_TAIL,
        ].join('\n'),
      );
      return events;
    }
    if (random() < 0.07) {
      const trace = oneOf(random, OCR_FAILURES)(random);
      const attempt = between(random, 1, 3);
      events.push(() =>
        [
          `${stamp()} ${logger('ERROR', thread, 'c.f.c.ocr.ingest.DocumentIngestJob')} docId=${docId} extraction failed (attempt ${attempt}/3)${attempt === 3 ? '; routed to MANUAL_REVIEW' : `; retry in ${attempt * 120}s`}`,
          ...trace,
          ...OCR_FRAMES_TAIL,
        ].join('\n'),
      );
      return events;
    }
    events.push(
      () =>
        `${stamp()} ${logger('INFO', thread, 'c.f.c.ocr.extract.InvoiceEntityExtractor')} docId=${docId} extracted ${between(random, 8, 22)} entities, mean confidence 0.${between(random, 880, 990)}, ${between(random, 1, 9)} line items`,
    );
    if (random() < 0.5) {
      const net = between(random, 60, 4000);
      events.push(
        () =>
          `${stamp()} ${logger('DEBUG', thread, 'c.f.c.ocr.validate.InvoiceTotalsValidator')} docId=${docId} net ${net}.00 + VAT ${(net * 0.2).toFixed(2)} = total ${(net * 1.2).toFixed(2)} ok`,
      );
    }
    events.push(
      () =>
        `${stamp()} ${logger('INFO', thread, 'c.f.c.ocr.store.ExtractionStore')} docId=${docId} stored s3://fm-claims-ocr-prod/extractions/2026/11/17/${docId}.json (${between(random, 4, 40)}.${between(random, 0, 9)} KB)`,
    );
    return events;
  };
  const lines: string[] = [
    `${stamp()} ${logger('INFO', 'main', 'c.f.c.ocr.OcrIngestApplication')} Started OcrIngestApplication in 6.412 seconds (process running for 7.03)`,
    `${stamp()} ${logger('INFO', 'scheduling-1', 'c.f.c.ocr.ingest.DocumentIngestJob')} Nightly ingest window opened: 4 workers, queue depth ${docTotal}`,
  ];
  let next = 0;
  const queues = workers.map(() => [] as (() => string)[]);
  while (next < docTotal || queues.some((q) => q.length > 0)) {
    const w = pick(random, workers.length);
    const queue = queues[w]!;
    if (queue.length === 0) {
      if (next >= docTotal) continue;
      queue.push(...docEvents(next++, workers[w]!));
    }
    lines.push(queue.shift()!());
    if (random() < 0.01)
      lines.push(
        `${stamp()} ${logger('INFO', 'scheduling-1', 'c.f.c.ocr.ingest.QueueMonitor')} queue depth ${docTotal - next}, in flight ${queues.filter((q) => q.length > 0).length}`,
      );
  }
  lines.push(
    `${stamp()} ${logger('INFO', 'scheduling-1', 'c.f.c.ocr.ingest.DocumentIngestJob')} Nightly ingest window closed: ${docTotal} documents`,
  );
  return probe(
    'round 94: OCR VAT check file name',
    "Overnight the OCR import choked on a supplier invoice because the VAT number on it didn't check out. What was the file name of that document?",
    'ocr_ingest_logs',
    lines.join('\n'),
    'vat-file',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c7. Courtesy car hire bookings, fixed-width table: the rental agreement number of a named customer's replacement car.

const HIRE_CARS: readonly (readonly [string, string])[] = [
  ['A', 'Hyundai i10'],
  ['B', 'Vauxhall Corsa'],
  ['B', 'Peugeot 208'],
  ['C', 'Ford Focus'],
  ['C', 'Kia Ceed'],
  ['D', 'Nissan Qashqai'],
  ['D', 'Skoda Octavia Estate'],
  ['E', 'Kia Sportage'],
  ['E', 'Volkswagen Tiguan'],
  ['F', 'BMW 3 Series'],
  ['EV', 'MG4 EV'],
  ['EV', 'Kia Niro EV'],
];

function hireAgreementNumber(): EconomicsTask {
  const random = seededRandom(94_007);
  const needle = 'NVH-2611-04417';
  const used = new Set<string>([needle, 'FM-M-26-402915', 'YE19 ODK']);
  const widths = [15, 15, 30, 9, 30, 29, 6, 9, 22, 11, 11, 4, 7];
  const header = columns(
    [
      'HIRE_REF',
      'CLAIM',
      'INSURED',
      'INS_VRN',
      'REPAIRER',
      'SUPPLIER',
      'CLASS',
      'HIRE_VRN',
      'HIRE_VEHICLE',
      'ON_HIRE',
      'EXP_OFF',
      'DAYS',
      'STATUS',
    ],
    widths,
  );
  const row = (r: {
    ref: string;
    claim: string;
    insured: string;
    vrn: string;
    repairer: string;
    supplier: string;
    cls: string;
    hireVrn: string;
    car: string;
    on: Date;
    off: Date;
    status: string;
  }) =>
    columns(
      [
        r.ref,
        r.claim,
        r.insured,
        r.vrn.replace(' ', ''),
        r.repairer,
        r.supplier,
        r.cls,
        r.hireVrn.replace(' ', ''),
        r.car,
        ukDate(r.on),
        ukDate(r.off),
        String(Math.max(0, Math.round((Math.min(r.off.getTime(), nov(18).getTime()) - r.on.getTime()) / 86_400_000))),
        r.status,
      ],
      widths,
    );
  const count = 2300;
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count * 0.46)) {
      rows.push(
        row({
          ref: needle,
          claim: 'FM-M-26-402915',
          insured: 'Mrs T Adebayo-Thornton',
          vrn: 'YE19 ODK',
          repairer: 'Kirkstall Accident Repair Ctr',
          supplier: 'Northway Vehicle Hire',
          cls: 'D',
          hireVrn: 'YK25 PWN',
          car: 'Skoda Octavia Estate',
          on: nov(6),
          off: nov(24),
          status: 'ON_HIRE_EXTENDED',
        }),
      );
      continue;
    }
    const [supplier, code] = oneOf(random, HIRE_SUPPLIERS);
    const [cls, car] = oneOf(random, HIRE_CARS);
    const on = nov(between(random, 1, 17));
    const off = new Date(on.getTime() + between(random, 3, 30) * 86_400_000);
    const status =
      off.getTime() < nov(18).getTime()
        ? oneOf(random, ['OFF_HIRED', 'OFF_HIRED', 'COLLECTED'])
        : on.getTime() >= nov(17).getTime() && random() < 0.5
          ? 'DELIVERY_BOOKED'
          : oneOf(random, ['ON_HIRE', 'ON_HIRE', 'ON_HIRE_EXTENDED']);
    const insuredSurname = i === Math.floor(count * 0.31) ? 'Adebayo' : i === Math.floor(count * 0.67) ? 'Thornton' : surname(random);
    rows.push(
      row({
        ref: fresh(used, () => `${code}-2611-${digits(random, 5)}`),
        claim: fresh(used, () => `FM-M-26-${digits(random, 6)}`),
        insured: initialled(random, insuredSurname),
        vrn: fresh(used, () => plate(random)),
        repairer: oneOf(random, BODYSHOPS)[0].replace('Centre', 'Ctr').slice(0, 29),
        supplier,
        cls,
        hireVrn: fresh(used, () => plate(random)),
        car,
        on,
        off,
        status,
      }),
    );
  }
  const output = [
    'Fellside Mutual - Accident Management | Courtesy & replacement vehicle bookings | all suppliers | generated 18/11/2026 07:00',
    `Bookings: ${count}  (on hire ${rows.filter((r) => r.includes('ON_HIRE')).length})`,
    '',
    header,
    '-'.repeat(header.length),
    ...rows,
    '-'.repeat(header.length),
    `${count} rows`,
  ].join('\n');
  return probe(
    'round 94: replacement car rental agreement',
    "Mrs Adebayo-Thornton has been on the phone twice this morning. Her own car is still at the bodyshop and she's had mixed messages about the car we gave her in the meantime. What's the rental agreement number for her replacement car?",
    'hire_bookings_report',
    output,
    'hire-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c8. Telematics event stream, key=value log: when a parked car's black box recorded a bump.

function telematicsParkedImpact(): EconomicsTask {
  const random = seededRandom(94_008);
  const needle = '2026-11-16T23:12:48.207Z';
  const targetBox = { box: 'TB-0041772', vrn: 'YH19KXP', pol: 'FMP/MTR/5531907', lat: 53.9581, lon: -1.0813 };
  const used = new Set<string>([targetBox.box, targetBox.vrn, targetBox.pol]);
  const boxes = Array.from({ length: 380 }, () => {
    return {
      box: fresh(used, () => `TB-00${digits(random, 5)}`),
      vrn: fresh(used, () => plate(random).replace(' ', '')),
      pol: fresh(used, () => `FMP/MTR/${digits(random, 7)}`),
      lat: 53.3 + random() * 1.0,
      lon: -2.1 + random() * 1.9,
    };
  });
  type Box = (typeof boxes)[number];
  type Event = { at: number; line: (ingest: string) => string };
  const events: Event[] = [];
  const from = nov(15, 12).getTime();
  const to = nov(18, 6).getTime();
  const loc = (b: Box) => `${(b.lat + (random() - 0.5) * 0.02).toFixed(4)},${(b.lon + (random() - 0.5) * 0.02).toFixed(4)}`;
  const add = (at: number, svc: string, level: string, body: string) =>
    events.push({ at, line: (ingest) => `${ingest} level=${level} svc=${svc} ${body}` });
  const evt = (b: Box, at: number, name: string, rest: string) =>
    `evt=${name} box=${b.box} vrn=${b.vrn} pol=${b.pol} ts=${new Date(at).toISOString()} ${rest}`;
  const randomEvent = (b: Box, at: number) => {
    const roll = random();
    if (roll < 0.34)
      add(
        at,
        'device-health',
        'info',
        evt(
          b,
          at,
          'HEARTBEAT',
          `ign=${oneOf(random, ['off', 'off', 'on'])} batt_v=${(11.9 + random() * 2.5).toFixed(2)} gsm_rssi=-${between(random, 55, 105)} gps_fix=${oneOf(random, ['3d', '3d', '2d'])} fw=5.4.3`,
        ),
      );
    else if (roll < 0.48)
      add(at, 'trip-svc', 'info', evt(b, at, 'TRIP_START', `ign=on loc=${loc(b)} odo_km=${between(random, 4000, 160000)}`));
    else if (roll < 0.62)
      add(
        at,
        'trip-svc',
        'info',
        evt(
          b,
          at,
          'TRIP_END',
          `ign=off loc=${loc(b)} dist_km=${(random() * 60).toFixed(1)} dur_s=${between(random, 120, 5400)} score=${between(random, 52, 99)}`,
        ),
      );
    else if (roll < 0.74)
      add(
        at,
        'driving-events',
        'info',
        evt(
          b,
          at,
          'HARSH_BRAKE',
          `ign=on spd_kph=${(20 + random() * 90).toFixed(1)} decel_g=${(0.35 + random() * 0.4).toFixed(2)} loc=${loc(b)}`,
        ),
      );
    else if (roll < 0.8)
      add(
        at,
        'driving-events',
        'info',
        evt(
          b,
          at,
          'HARSH_ACCEL',
          `ign=on spd_kph=${(5 + random() * 60).toFixed(1)} accel_g=${(0.3 + random() * 0.3).toFixed(2)} loc=${loc(b)}`,
        ),
      );
    else if (roll < 0.86)
      add(
        at,
        'driving-events',
        'info',
        evt(
          b,
          at,
          'CORNERING',
          `ign=on spd_kph=${(20 + random() * 60).toFixed(1)} lat_g=${(0.4 + random() * 0.3).toFixed(2)} loc=${loc(b)}`,
        ),
      );
    else if (roll < 0.92) {
      const limit = oneOf(random, [30, 40, 50, 60, 70]);
      add(
        at,
        'driving-events',
        'info',
        evt(
          b,
          at,
          'SPEEDING',
          `ign=on spd_kph=${(limit * 1.609 * (1.1 + random() * 0.3)).toFixed(1)} limit_mph=${limit} dur_s=${between(random, 8, 180)} loc=${loc(b)}`,
        ),
      );
    } else if (roll < 0.95)
      add(at, 'device-health', 'info', evt(b, at, 'BATTERY_LOW', `ign=off batt_v=${(11.2 + random() * 0.5).toFixed(2)}`));
    else if (roll < 0.975)
      add(
        at,
        'crash-detect',
        'info',
        evt(
          b,
          at,
          'IMPACT_MOVING',
          `ign=on spd_kph=${(5 + random() * 60).toFixed(1)} peak_g=${(1.5 + random() * 4).toFixed(2)} dur_ms=${between(random, 30, 160)} axis=${oneOf(random, ['long', 'lat', 'vert'])} loc=${loc(b)} conf=0.${between(random, 55, 99)} fnol_prompt=${oneOf(random, ['sent', 'sent', 'suppressed_low_conf'])}`,
        ),
      );
    else
      add(
        at,
        'crash-detect',
        'info',
        evt(
          b,
          at,
          'IMPACT_STATIONARY',
          `ign=off spd_kph=0.0 peak_g=${(0.8 + random() * 1.6).toFixed(2)} dur_ms=${between(random, 25, 90)} axis=${oneOf(random, ['long', 'lat'])} loc=${loc(b)} conf=0.${between(random, 45, 95)} fnol_prompt=${oneOf(random, ['sent', 'suppressed_low_conf'])}`,
        ),
      );
  };
  for (let i = 0; i < 5200; i++) randomEvent(oneOf(random, boxes), from + Math.floor(random() * (to - from)));
  const t = targetBox;
  const at = (d: Date) => d.getTime();
  add(
    at(nov(15, 17, 40, 12, 804)),
    'trip-svc',
    'info',
    evt(t, at(nov(15, 17, 40, 12, 804)), 'TRIP_START', 'ign=on loc=53.9580,-1.0812 odo_km=61204'),
  );
  add(
    at(nov(15, 18, 9, 55, 131)),
    'trip-svc',
    'info',
    evt(t, at(nov(15, 18, 9, 55, 131)), 'TRIP_END', 'ign=off loc=53.9577,-1.0815 dist_km=14.2 dur_s=1783 score=91'),
  );
  add(
    at(nov(16, 7, 51, 3, 62)),
    'trip-svc',
    'info',
    evt(t, at(nov(16, 7, 51, 3, 62)), 'TRIP_START', 'ign=on loc=53.9581,-1.0814 odo_km=61218'),
  );
  add(
    at(nov(16, 8, 14, 40, 515)),
    'driving-events',
    'info',
    evt(t, at(nov(16, 8, 14, 40, 515)), 'HARSH_BRAKE', 'ign=on spd_kph=48.3 decel_g=0.44 loc=53.9712,-1.1005'),
  );
  add(
    at(nov(16, 8, 32, 19, 990)),
    'trip-svc',
    'info',
    evt(t, at(nov(16, 8, 32, 19, 990)), 'TRIP_END', 'ign=off loc=53.9623,-1.0846 dist_km=11.8 dur_s=2476 score=84'),
  );
  add(
    at(nov(16, 17, 22, 7, 348)),
    'trip-svc',
    'info',
    evt(t, at(nov(16, 17, 22, 7, 348)), 'TRIP_START', 'ign=on loc=53.9624,-1.0845 odo_km=61230'),
  );
  add(
    at(nov(16, 17, 51, 44, 276)),
    'trip-svc',
    'info',
    evt(t, at(nov(16, 17, 51, 44, 276)), 'TRIP_END', 'ign=off loc=53.9581,-1.0813 dist_km=12.1 dur_s=2377 score=88'),
  );
  add(
    at(nov(16, 21, 0, 2, 11)),
    'device-health',
    'info',
    evt(t, at(nov(16, 21, 0, 2, 11)), 'HEARTBEAT', 'ign=off batt_v=12.61 gsm_rssi=-71 gps_fix=3d fw=5.4.3'),
  );
  add(
    at(nov(16, 23, 12, 48, 207)),
    'crash-detect',
    'info',
    evt(
      t,
      at(nov(16, 23, 12, 48, 207)),
      'IMPACT_STATIONARY',
      'ign=off spd_kph=0.0 peak_g=1.62 dur_ms=48 axis=long loc=53.9581,-1.0813 conf=0.81 fnol_prompt=sent',
    ),
  );
  add(
    at(nov(17, 3, 0, 1, 940)),
    'device-health',
    'info',
    evt(t, at(nov(17, 3, 0, 1, 940)), 'HEARTBEAT', 'ign=off batt_v=12.55 gsm_rssi=-73 gps_fix=3d fw=5.4.3'),
  );
  add(
    at(nov(17, 7, 48, 30, 402)),
    'trip-svc',
    'info',
    evt(t, at(nov(17, 7, 48, 30, 402)), 'TRIP_START', 'ign=on loc=53.9580,-1.0813 odo_km=61242'),
  );
  add(
    at(nov(17, 8, 12, 6, 733)),
    'trip-svc',
    'info',
    evt(t, at(nov(17, 8, 12, 6, 733)), 'TRIP_END', 'ign=off loc=53.9623,-1.0847 dist_km=11.9 dur_s=2136 score=90'),
  );
  add(
    at(nov(17, 12, 30, 45, 120)),
    'crash-detect',
    'info',
    evt(
      t,
      at(nov(17, 12, 30, 45, 120)),
      'IMPACT_STATIONARY',
      'ign=off spd_kph=0.0 peak_g=0.86 dur_ms=31 axis=lat loc=53.9622,-1.0848 conf=0.47 fnol_prompt=suppressed_low_conf',
    ),
  );
  const withIngest = events.map((e) => ({ ...e, ingest: e.at + between(random, 300, 9000) })).sort((a, b) => a.ingest - b.ingest);
  const lines = withIngest.map((e) => e.line(new Date(e.ingest).toISOString()));
  return probe(
    'round 94: parked car bump time',
    'A policyholder says someone reversed into her car while it was parked on her drive on Monday night, and that her black box will prove it. Her reg is YH19 KXP. What time did the box record the bump?',
    'telematics_events',
    lines.join('\n'),
    'bump-time',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c9. Home claim notes export, plain text: the drying contractor's job reference on an Ilkley ceiling collapse.

const DRYING: readonly (readonly [string, string])[] = [
  ['Dales Restoration Services Ltd', 'DRS'],
  ['Pennine Drying Solutions', 'PDS'],
  ['Aire Restoration Group', 'ARG'],
  ['DryFast North Ltd', 'DFN'],
  ['Ridings Disaster Recovery', 'RDR'],
];
const HANDLERS = ['KMARSH', 'JFIRTH', 'SAHMED', 'PBOOTH', 'LHAIGH', 'DNOWAK', 'RBEGUM', 'GSTEAD', 'HWOOD'] as const;
const HOME_PERILS: readonly (readonly [string, readonly string[]])[] = [
  [
    'ESCAPE_OF_WATER',
    [
      'Bath overflow',
      'Burst pipe under floor',
      'Washing machine hose',
      'Leaking shower tray',
      'Radiator valve',
      'Frozen pipe in loft',
      'Dishwasher leak',
    ],
  ],
  ['ESCAPE_OF_WATER', ['Bath overflow', 'Burst pipe under floor', 'Leaking shower tray', 'Toilet cistern overflow']],
  ['STORM', ['Roof tiles dislodged', 'Fence panels blown down', 'Chimney pot fell through roof', 'Flat roof membrane lifted']],
  ['THEFT', ['Burglary - forced rear door', 'Shed break-in', 'Theft from garage', 'Distraction burglary']],
  ['ACCIDENTAL_DAMAGE', ['TV knocked over', 'Paint spilt on carpet', 'Laptop dropped', 'Hob glass cracked']],
  ['FIRE', ['Kitchen fire - pan left on hob', 'Electrical fault at consumer unit', 'Tumble dryer fire']],
];
const ROOMS = ['kitchen', 'living room', 'hallway', 'dining room', 'front room', 'utility room'] as const;

function homeClaimRecord(random: Random, used: Set<string>, townOverride?: string): string {
  const [peril, causes] = oneOf(random, HOME_PERILS);
  const picked = oneOf(random, causes);
  const cause = townOverride === 'Ilkley' && picked === 'Bath overflow' ? 'Washing machine hose' : picked;
  const townPick = town(random);
  const townName = townOverride ?? townPick[0];
  const districts = townOverride === 'Ilkley' ? ['LS29'] : townPick[1];
  const handler = oneOf(random, HANDLERS);
  const loss = timeBetween(random, nov(1), nov(16));
  const notified = addMinutes(loss, between(random, 30, 60 * 48));
  let at = addMinutes(notified, between(random, 5, 20));
  const step = (min: number, max: number) => (at = addMinutes(at, between(random, min, max)));
  const room = oneOf(random, ROOMS);
  const notes: string[] = [];
  const note = (who: string, text: string) => {
    if (at.getTime() < nov(18, 6).getTime()) notes.push(`${ukDateTime(at)} ${who.padEnd(8)} ${text}`);
  };
  if (peril === 'ESCAPE_OF_WATER') {
    note(
      handler,
      `FNOL taken. PH reports ${cause.toLowerCase()}; water came through the ${room} ceiling. Stopcock located and water isolated. ${oneOf(random, ['No vulnerable occupants.', 'Elderly PH lives alone - flagged for welfare call.', 'Young children in property.'])}`,
    );
    step(30, 240);
    const [leakName, leakCode] = oneOf(random, [
      ['TraceLeak North', 'TLN'],
      ['Yorkshire Leak Detection', 'YLD'],
    ] as const);
    note(
      'SYS',
      `Supplier instruction sent: LEAK_DETECTION -> ${leakName} (job ${fresh(used, () => `${leakCode}-${digits(random, 5)}`)}), ETA 24h`,
    );
    step(600, 2000);
    note(
      handler,
      `Leak detection report received: ${cause.toLowerCase()} confirmed as source. ${oneOf(random, ['Repair by PH plumber.', 'Trace and access covered.', 'Pipe repaired on site.'])}`,
    );
    if (random() < 0.8) {
      step(30, 300);
      const [dryName, dryCode] = oneOf(random, DRYING);
      note('SYS', `Supplier instruction sent: DRYING -> ${dryName} (job ${fresh(used, () => `${dryCode}-${digits(random, 6)}`)}), ETA 48h`);
      step(1200, 4000);
      note(
        dryName.split(' ')[0]!.toUpperCase().slice(0, 8),
        `Drying equipment installed: ${between(random, 1, 4)} dehumidifiers, ${between(random, 1, 6)} air movers. Moisture readings taken. Estimated drying ${between(random, 7, 21)} days.`,
      );
    }
  } else if (peril === 'STORM') {
    note(
      handler,
      `FNOL taken. ${cause}. Weather check: ${oneOf(random, ['gusts 58mph recorded locally on DoL', 'named storm on DoL', 'gusts 41mph - borderline, refer'])}.`,
    );
    step(60, 400);
    note(
      'SYS',
      `Supplier instruction sent: ROOFING -> Ridings Roofing & Building (job ${fresh(used, () => `RRB-${digits(random, 5)}`)}), ETA 72h`,
    );
  } else if (peril === 'THEFT') {
    note(
      handler,
      `FNOL taken. ${cause}. Crime ref ${fresh(used, () => `${digits(random, 2)}/${digits(random, 6)}/26`)}. PH to send list of stolen items with proof of purchase.`,
    );
    step(30, 240);
    note(
      'SYS',
      `Supplier instruction sent: LOCKSMITH -> Lockfast Yorkshire (job ${fresh(used, () => `LFY-${digits(random, 5)}`)}), ETA 4h`,
    );
  } else if (peril === 'ACCIDENTAL_DAMAGE') {
    note(handler, `FNOL taken. ${cause}. Item photographed by PH. Validation via replacement network.`);
    step(60, 600);
    note(
      'SYS',
      `Supplier instruction sent: VALIDATION -> Northern Replacement Services (job ${fresh(used, () => `NRS-${digits(random, 6)}`)})`,
    );
  } else {
    note(
      handler,
      `FNOL taken. ${cause}. Fire service attended. ${oneOf(random, ['Smoke damage throughout ground floor.', 'Damage contained to kitchen.', 'PH staying with family.'])}`,
    );
    step(30, 200);
    note(
      'SYS',
      `Supplier instruction sent: BOARD_UP -> Aire Property Repairs (job ${fresh(used, () => `APR-${digits(random, 5)}`)}), ETA 6h`,
    );
  }
  step(300, 3000);
  note(
    handler,
    oneOf(random, [
      'Called PH with update, happy with progress.',
      'Chased PH for photos of damage.',
      'Reserve reviewed, no change.',
      'PH emailed asking for timescales; replied.',
      'Excess explained to PH.',
    ]),
  );
  const buildings = between(random, 8, 180) * 100;
  const contents = between(random, 0, 60) * 100;
  return [
    '='.repeat(96),
    `CLAIM ${fresh(used, () => `FM-H-26-${digits(random, 6)}`)}   Status: ${oneOf(random, ['OPEN - SUPPLIER ENGAGED', 'OPEN - AWAITING REPORT', 'OPEN - VALIDATION', 'OPEN - SETTLEMENT PENDING'])}   Handler: ${handler} (Home Claims Team ${between(random, 1, 4)})`,
    `Policyholder: ${titled(random).join(' ')} ${surname(random)}   Policy: ${fresh(used, () => `FMP/HOM/${digits(random, 7)}`)}   Cover: ${oneOf(random, ['Buildings & Contents', 'Buildings & Contents', 'Buildings only', 'Contents only'])}`,
    `Risk address: ${between(random, 1, 140)} ${oneOf(random, STREETS)}, ${townName}, ${postcode(random, districts)}`,
    `Peril: ${peril}   Cause: ${cause}   DoL: ${ukDate(loss)}   Notified: ${ukDateTime(notified)} (${oneOf(random, ['Phone', 'Phone', 'Web', 'Broker'])})`,
    `Reserve: Buildings £${gbp(buildings)} | Contents £${gbp(contents)} | ALE £${gbp(random() < 0.1 ? between(random, 5, 40) * 100 : 0)}`,
    '--- Notes (oldest first) ---',
    ...notes,
  ].join('\n');
}

function homeDryingJob(): EconomicsTask {
  const random = seededRandom(94_009);
  const needle = 'DRS-118305';
  const used = new Set<string>([needle, 'FM-H-26-072260', 'FMP/HOM/4418230', 'TLN-40715']);
  const target = [
    '='.repeat(96),
    'CLAIM FM-H-26-072260   Status: OPEN - SUPPLIER ENGAGED   Handler: KMARSH (Home Claims Team 2)',
    'Policyholder: Mrs Wendy Ackroyd   Policy: FMP/HOM/4418230   Cover: Buildings & Contents',
    'Risk address: 14 Wharfe View, Ilkley, LS29 9QT',
    'Peril: ESCAPE_OF_WATER   Cause: Bath overflow   DoL: 09/11/2026   Notified: 09/11/2026 19:47 (Phone)',
    'Reserve: Buildings £6,500.00 | Contents £1,200.00 | ALE £0.00',
    '--- Notes (oldest first) ---',
    '09/11/2026 19:58 KMARSH   FNOL taken. PH left bath running upstairs while on a call; it overflowed and about 30 mins later the plaster under the bathroom gave way onto the kitchen worktops. Stopcock located and water isolated. PH shaken, no injuries.',
    '09/11/2026 20:31 SYS      Supplier instruction sent: LEAK_DETECTION -> TraceLeak North (job TLN-40715), ETA 24h',
    '10/11/2026 14:12 KMARSH   TraceLeak cancelled - cause is overflow, not a leak. No trace and access needed.',
    `10/11/2026 14:20 SYS      Supplier instruction sent: DRYING -> Dales Restoration Services Ltd (job ${needle}), ETA 48h`,
    '10/11/2026 14:26 KMARSH   Tried PH mobile to advise drying contractor will call to book - no answer, no voicemail set up. Will retry.',
    '12/11/2026 09:40 DALES    Attended unannounced, PH not in. Card left. Rebooked for 13/11 AM.',
    '13/11/2026 11:05 DALES    Drying equipment installed: 2 dehumidifiers, 3 air movers. Kitchen ceiling down to joists, moisture readings high in stud wall. Estimated drying 14 days.',
    '16/11/2026 16:18 KMARSH   PH called, unhappy she had no notice of the contractor visit on 12/11. Complaint logged CMP-26-03318.',
  ].join('\n');
  const count = 720;
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count * 0.53)) records.push(target);
    else records.push(homeClaimRecord(random, used, random() < 0.015 ? 'Ilkley' : undefined));
  }
  const output = [
    'Fellside Mutual | Home claims | Notes export | open claims notified 01/11/2026 - 17/11/2026 | run 18/11/2026 06:15 by svc-claims-mi',
    `${count} claims`,
    ...records,
    '='.repeat(96),
    'END OF EXPORT',
  ].join('\n');
  return probe(
    'round 94: drying contractor job reference',
    'Some background first: a customer in Ilkley has complained that her kitchen ceiling came down after the bath upstairs overflowed, and that nobody warned her a drying firm would be turning up. What job reference did the drying contractor we sent give us?',
    'home_claim_notes_export',
    output,
    'drying-job',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d10. Fleet telematics device status, CLI table: the one box that missed the firmware rollout.

const VANS = [
  'Ford Transit Custom',
  'Ford Transit Custom',
  'Vauxhall Vivaro',
  'Citroen Dispatch',
  'Peugeot Expert',
  'Mercedes-Benz Sprinter',
  'Renault Trafic',
  'Ford Transit Connect',
  'Toyota Proace',
  'VW Transporter',
  'Maxus eDeliver 3',
  'Ford E-Transit',
] as const;

function fleetFirmware(): EconomicsTask {
  const random = seededRandom(94_010);
  const needle = 'TB-2290417';
  const used = new Set<string>([needle]);
  const widths = [11, 16, 8, 22, 6, 14, 20, 4, 7, 5, 7, 8];
  const header = columns(
    ['DEVICE_ID', 'IMEI', 'VRN', 'VEHICLE', 'FW', 'CFG_PROFILE', 'LAST_SEEN', 'GPS', 'BATT_V', 'RSSI', 'ODO_KM', 'TRIPS_7D'],
    widths,
  );
  const count = 2014;
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    const odd = i === Math.floor(count * 0.57);
    const van = oneOf(random, VANS);
    const ev = van.startsWith('Maxus') || van.startsWith('Ford E-');
    const seen = timeBetween(random, nov(18, 5), nov(18, 7, 14));
    rows.push(
      columns(
        [
          odd ? needle : fresh(used, () => `TB-${between(random, 2100000, 2399999)}`),
          fresh(used, () => `35${digits(random, 13)}`),
          fresh(used, () => plate(random).replace(' ', '')),
          van,
          odd ? '4.9.11' : '5.4.3',
          ev ? 'lcv-ev-v12' : oneOf(random, ['lcv-std-v12', 'lcv-std-v12', 'lcv-std-v12', 'lcv-refrig-v12']),
          isoSec(seen),
          oneOf(random, ['3D', '3D', '3D', '3D', '2D']),
          (ev ? 12.4 + random() * 0.5 : 12.2 + random() * 2.2).toFixed(2),
          String(-between(random, 58, 104)),
          String(between(random, 4000, 240000)),
          String(between(random, 6, 84)),
        ],
        widths,
      ),
    );
  }
  const output = [
    '$ tcuctl fleet status --policy FMP/FLT/0088213 --wide',
    `Fleet policy FMP/FLT/0088213  Swiftline Couriers Ltd  units=${count}  provider=Fellside Telematics (TCU gen 3)`,
    'Report time 2026-11-18T07:15:02Z',
    '',
    header,
    ...rows,
    '',
    `${count} devices listed`,
  ].join('\n');
  return probe(
    'round 94: fleet box that missed the firmware update',
    'One of the black boxes on the Swiftline Couriers fleet policy missed the latest firmware rollout. Which device is it?',
    'tcu_fleet_status',
    output,
    'old-firmware',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d11. Claims payment run report, fixed width: the one payment with a single sign-off.

const AUTHORISERS = ['cfin.hbooth', 'cfin.rmensah', 'cfin.aseni', 'cfin.kwalker', 'cfin.tnowak', 'cfin.jhepworth'] as const;

function paymentSingleSignOff(): EconomicsTask {
  const random = seededRandom(94_011);
  const needle = 'PAY-2611-0072418';
  const used = new Set<string>([needle]);
  const widths = [16, 14, 5, 25, 19, 30, 8, 4, 10, 6, 9, 10, 11];
  const header = columns(
    [
      'PAYMENT_ID',
      'CLAIM',
      'LOB',
      'TYPE',
      'PAYEE_TYPE',
      'PAYEE',
      'SORT',
      'ACCT',
      'AMOUNT_GBP',
      'METHOD',
      'RAISED_BY',
      'APPROVER_1',
      'APPROVER_2',
    ],
    widths,
  );
  const count = 2104;
  const rows: string[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const odd = i === Math.floor(count * 0.41);
    const home = random() < 0.45;
    const [type, payeeType] = paymentType(random, home);
    const payee =
      payeeType === 'POLICYHOLDER'
        ? initialled(random, surname(random))
        : payeeType === 'SUPPLIER'
          ? home
            ? oneOf(random, HOME_SUPPLIERS)
            : oneOf(random, BODYSHOPS)[0]
          : payeeType === 'LOSS_ADJUSTER'
            ? oneOf(random, ADJUSTERS)
            : oneOf(random, TP_INSURERS);
    const amount = Number(money(random, 60, type === 'INDEMNITY_SETTLEMENT' || type === 'THIRD_PARTY_SETTLEMENT' ? 24000 : 5500));
    total += amount;
    const raisedBy = oneOf(random, HANDLERS).toLowerCase();
    rows.push(
      columns(
        [
          odd ? needle : fresh(used, () => `PAY-2611-${digits(random, 7)}`),
          fresh(used, () => `FM-${home ? 'H' : 'M'}-26-${digits(random, 6)}`),
          home ? 'HOME' : 'MOTOR',
          type,
          payeeType,
          payee.slice(0, 30),
          `${digits(random, 2)}-${digits(random, 2)}-${digits(random, 2)}`,
          digits(random, 4),
          gbp(amount).padStart(10),
          amount > 20000 ? 'BACS' : oneOf(random, ['FPS', 'FPS', 'BACS']),
          raisedBy,
          `tl.${oneOf(random, ['mstead', 'cellis', 'gwright', 'fkhan', 'ljackson'])}`,
          odd ? '-' : oneOf(random, AUTHORISERS),
        ],
        widths,
      ),
    );
  }
  const output = [
    'FELLSIDE MUTUAL INSURANCE - CLAIMS PAYMENT RUN REPORT',
    'Run: PR-20261117-N2   Cut-off: 17/11/2026 21:00   Submitted: 17/11/2026 22:04 (bureau B41877)   Processing date: 18/11/2026',
    `Payments: ${count.toLocaleString('en-GB')}   Total: £${gbp(total)}`,
    '',
    header,
    '-'.repeat(header.length),
    ...rows,
    '-'.repeat(header.length),
    `Total payments ${count.toLocaleString('en-GB')}   Value £${gbp(total)}   End of report`,
  ].join('\n');
  return probe(
    'round 94: payment with a single sign-off',
    "Did anything in last night's claims payment run go out with only one person signing it off? Which payment was it?",
    'payment_run_report',
    output,
    'single-approver',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d12. Fraud rule listing, CLI table: the one rule whose weight adds nothing to the score.

const RULE_TEXTS: readonly (readonly [string, string])[] = [
  ...MOTOR_REASONS.map(([, text]) => ['MTR', text] as const),
  ...HOME_REASONS.map(([, text]) => ['HOM', text] as const),
  ['MTR', 'Claimant solicitor on referral watchlist'],
  ['MTR', 'Multiple passengers claiming injury'],
  ['MTR', 'Vehicle recovered by unapproved operator'],
  ['MTR', 'Policy bought via comparison site within 7 days of loss'],
  ['MTR', 'Payment card used on other lapsed policies'],
  ['MTR', 'Engineer estimate above pre-accident value band'],
  ['MTR', 'Hire started before notification to insurer'],
  ['MTR', 'Third party phone number seen on other claims'],
  ['HOM', 'Jewellery claimed above single article limit'],
  ['HOM', 'Receipts from same retailer with sequential numbers'],
  ['HOM', 'Contractor quote from newly incorporated company'],
  ['HOM', 'Bank account changed after notification'],
  ['HOM', 'Claim made within 14 days of cover increase'],
  ['HOM', 'Loss address differs from correspondence address'],
  ['HOM', 'Electronic items without serial numbers'],
  ['HOM', 'Photos metadata predates date of loss'],
  ['HOM', 'Same contractor bank account on unrelated claims'],
  ['HOM', 'Storm damage reported to internal ceiling only'],
  ['HOM', 'Previous insurer cancellation not disclosed'],
  ['HOM', 'Claimed items exceed contents sum insured ratio'],
  ['HOM', 'Policyholder declined loss adjuster visit'],
  ['MTR', 'Driver licence issued abroad within 12 months'],
  ['MTR', 'Garage address matches a residential property'],
  ['MTR', 'Collision reported at known staged crash location'],
  ['MTR', 'Vehicle keeper changed after date of loss'],
  ['MTR', 'Occupant phone numbers share one billing account'],
];
const BRANDS = ['FELLSIDE', 'DALESGUARD', 'NORTHSTAR'] as const;
const CHANNELS = ['ALL', 'DIRECT', 'BROKER', 'AGGREGATOR'] as const;

function fraudRuleZeroWeight(): EconomicsTask {
  const random = seededRandom(94_012);
  const widths = [16, 4, 11, 11, 12, 6, 4, 10, 4, 14, 11, 50];
  const header = columns(
    ['RULE_ID', 'LOB', 'BRAND', 'CHANNEL', 'STAGE', 'WEIGHT', 'CAP', 'ACTION', 'VER', 'UPDATED_BY', 'UPDATED', 'DESCRIPTION'],
    widths,
  );
  const rules: string[][] = [];
  let sequence = 0;
  for (const [lob, text] of RULE_TEXTS)
    for (const brand of BRANDS)
      for (const channel of CHANNELS)
        for (const stage of ['FNOL', 'PRE_PAYMENT', 'RESCORE']) {
          sequence += 1;
          rules.push([
            `FR-${lob}-${brand.slice(0, 2)}-${String(sequence).padStart(4, '0')}`,
            lob === 'MTR' ? 'M' : 'H',
            brand,
            channel,
            stage,
            String(between(random, 5, 60)),
            oneOf(random, ['100', '100', '150', '200']),
            oneOf(random, ['SCORE', 'SCORE', 'SCORE', 'SCORE+TAG']),
            `v${between(random, 1, 9)}`,
            oneOf(random, ['siu.rstead', 'siu.pkhan', 'siu.mellis', 'fraudops.jwood', 'fraudops.aali', 'svc-ruleset']),
            `2026-${pad2(between(random, 3, 10))}-${pad2(between(random, 1, 28))}`,
            text,
          ]);
        }
  const odd = rules[Math.floor(rules.length * 0.48)]!;
  odd[5] = '0';
  const needle = odd[0]!;
  const output = [
    '$ fraudctl rules list --all --wide',
    `ruleset RS-412 (active since 2026-11-02T06:00:00Z)  engine fm-fraud 4.12.0  rules: ${rules.length.toLocaleString('en-GB')}`,
    '',
    header,
    ...rules.map((r) => columns(r, widths)),
    '',
    `${rules.length} rules`,
  ].join('\n');
  return probe(
    'round 94: fraud rule that adds nothing',
    "Someone has set one of our fraud rules so that it adds nothing to a claim's score. Which rule is it?",
    'fraud_rules_list',
    output,
    'zero-weight',
    needle,
  );
}

export function roundNinetyFour(): EconomicsTask[] {
  return [
    fnolPoliceReference(),
    fraudBankLink(),
    ocrWindscreenInvoice(),
    repairerEscalation(),
    paymentsSettlementReference(),
    ocrVatFile(),
    hireAgreementNumber(),
    telematicsParkedImpact(),
    homeDryingJob(),
    fleetFirmware(),
    paymentSingleSignOff(),
    fraudRuleZeroWeight(),
  ];
}
