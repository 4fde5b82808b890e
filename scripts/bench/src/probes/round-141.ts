/**
 * Probe round 141, written blind: Harnvale Electoral Services, a made-up county elections office (electoral register and canvass, postal vote issue and returns, polling station logistics and staffing, ballot paper printing, the count and verification, results publication feeds). "Today" is Thursday, 4 May 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - register export (minified JSON, one line): the elector number of one named elector at one address;
 *  - postal vote returns (one-line XML): when one elector's postal vote came back;
 *  - print order manifest (CSV with a huge book-manifest field): the serial range of one book of one station's county papers;
 * b. The answer a few lines away from the line the question's words match:
 *  - station logistics (YAML): the phone number of one station's keyholder;
 *  - staffing roster (INI): the payroll reference of one station's presiding officer;
 *  - candidate list (EML 230 XML, indented): the election agent of one named candidate;
 * c. A question that paraphrases the output or carries a preamble:
 *  - postal vote issue log (text log): the tracking number of the replacement pack for a lost one on one street;
 *  - equipment movements (HTML table): the consignment of the voting-screen delivery to one pavilion;
 *  - canvass property status (fixed-width table): the property that never answered the canvass on one street;
 * d. One value unlike its peers, with no error word near it:
 *  - print batches (CSV): the county batch printed from an older proof;
 *  - postal vote opening log (key=value): the batch with fewer envelopes than the rest;
 *  - results feed subscribers (pretty JSON): the subscriber with a far shorter timeout.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=141
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,292,683 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 141: register export
 *     codex: 13,060 tokens, peak 12,978, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,038 tokens, peak 1,734, 1/1 needles, 1 read-backs
 *     ours: 2,860 tokens, peak 1,900, 1/1 needles, 1 read-backs
 *   round 141: postal returns
 *     codex: 15,518 tokens, peak 15,430, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 649, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,643 tokens, peak 1,276, 1/1 needles, 1 read-backs
 *     ours: 1,908 tokens, peak 948, 1/1 needles, 1 read-backs
 *   round 141: print manifest
 *     codex: 2,850 tokens, peak 2,774, 0/1 needles, 0 read-backs
 *     context-chef: 784 tokens, peak 708, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,350 tokens, peak 1,157, 0/1 needles, 2 read-backs
 *     ours: 3,001 tokens, peak 1,262, 0/1 needles, 2 read-backs
 *   round 141: station logistics
 *     codex: 10,186 tokens, peak 10,113, 0/1 needles, 0 read-backs
 *     context-chef: 590 tokens, peak 517, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,060 tokens, peak 1,599, 0/1 needles, 2 read-backs
 *     ours: 4,843 tokens, peak 2,085, 1/1 needles, 2 read-backs
 *   round 141: staffing roster
 *     codex: 14,388 tokens, peak 14,314, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,087 tokens, peak 2,952, 0/1 needles, 4 read-backs
 *     ours: 8,503 tokens, peak 3,213, 1/1 needles, 4 read-backs
 *   round 141: candidate list
 *     codex: 9,491 tokens, peak 9,420, 0/1 needles, 0 read-backs
 *     context-chef: 583 tokens, peak 512, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,304 tokens, peak 1,096, 0/1 needles, 1 read-backs
 *     ours: 914 tokens, peak 645, 0/1 needles, 0 read-backs
 *   round 141: postal issue log
 *     codex: 15,024 tokens, peak 14,920, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,813 tokens, peak 3,900, 0/1 needles, 3 read-backs
 *     ours: 9,357 tokens, peak 4,461, 0/1 needles, 3 read-backs
 *   round 141: equipment movements
 *     codex: 15,854 tokens, peak 15,775, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,092 tokens, peak 1,410, 0/1 needles, 4 read-backs
 *     ours: 2,271 tokens, peak 1,301, 1/1 needles, 1 read-backs
 *   round 141: canvass status
 *     codex: 13,366 tokens, peak 13,266, 0/1 needles, 0 read-backs
 *     context-chef: 615 tokens, peak 515, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,947 tokens, peak 1,533, 0/1 needles, 4 read-backs
 *     ours: 4,562 tokens, peak 1,246, 0/1 needles, 4 read-backs
 *   round 141: print batches
 *     codex: 19,912 tokens, peak 19,829, 0/1 needles, 0 read-backs
 *     context-chef: 908 tokens, peak 825, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,775 tokens, peak 1,459, 0/1 needles, 4 read-backs
 *     ours: 4,654 tokens, peak 991, 0/1 needles, 4 read-backs
 *   round 141: opening log
 *     codex: 14,436 tokens, peak 14,355, 0/1 needles, 0 read-backs
 *     context-chef: 733 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,822 tokens, peak 4,047, 0/1 needles, 2 read-backs
 *     ours: 8,468 tokens, peak 4,607, 0/1 needles, 2 read-backs
 *   round 141: feed subscribers
 *     codex: 12,803 tokens, peak 12,716, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 604, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,925 tokens, peak 1,500, 0/1 needles, 2 read-backs
 *     ours: 1,728 tokens, peak 868, 0/1 needles, 1 read-backs
 *     codex: 156,888 tokens, 0/12 needles
 *     context-chef: 8,528 tokens, 0/12 needles
 *     context-chef-store: 63,856 tokens, 2/12 needles
 *     ours: 53,069 tokens, 5/12 needles
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
// Shared made-up data: people, places, divisions and polling stations of Harnvale.
// ---------------------------------------------------------------------------------------------------------

const FORENAMES = (
  'Aaron Abigail Adaeze Adam Aisha Alan Alice Alistair Amara Amy Andrew Angela Anil Anna Barbara Ben Beverley ' +
  'Bogdan Brian Callum Carol Catherine Chloe Chidi Christopher Claire Colin Craig Daniel Darren David Deborah ' +
  'Declan Denise Derek Diane Dominic Eilidh Eleanor Elif Emma Eric Fatima Fiona Frances Gareth Gemma Georgina ' +
  'Gillian Graham Hannah Harjit Harry Hazel Helen Ian Imran Isla Jack Jacqueline James Janet Jasmine Jennifer ' +
  'Joanne John Jonathan Joseph Julie Karen Katarzyna Keith Kevin Kwame Laura Leanne Lee Linda Lindsay Lucy ' +
  'Malcolm Margaret Mark Martin Maureen Megan Michael Mohammed Nadia Neil Nicola Nigel Olivia Oluwaseun Patricia ' +
  'Paul Pauline Peter Philip Priya Rachel Rebecca Richard Robert Rosemary Ruth Ryan Samuel Sandra Sarah Shaun ' +
  'Sian Simon Sophie Stephen Stuart Susan Tariq Teresa Thomas Timothy Tomasz Tracey Valerie Vikram Wendy William ' +
  'Yvonne Zainab Zoe'
).split(' ');

const SURNAMES = (
  'Achterberg Ahmed Ainsworth Akhtar Appleby Atherton Bailey Banerjee Barraclough Bell Bennett Birch Blackwood ' +
  'Bradshaw Brennan Brooks Butterfield Campbell Carver Chadwick Chowdhury Clegg Collier Cooper Cartwright Dale ' +
  'Dawson Dean Dobson Driscoll Duffy Eastwood Ellis Emsley Farrant Fenwick Fletcher Foster Garside Gill Goodall ' +
  'Greenwood Haigh Halstead Hargreaves Harrison Hartley Hewitt Hirst Holroyd Hussain Iqbal Jackson Jagger Kaur ' +
  'Kelly Kershaw Kowalski Lambert Lister Lockwood Lomax Marsden Marsh Mellor Metcalfe Mitchell Moorhouse Nadeem ' +
  'Naylor Nowak Nuttall Okafor Oldroyd Ormerod Parkin Patel Pickles Priestley Quinn Ramsden Rashid Redfearn ' +
  'Rhodes Riley Robinson Rowbottom Sagar Schofield Senior Sharma Shaw Sowerby Stansfield Sutcliffe Swales Taylor ' +
  'Thackray Thornton Townend Turner Uttley Varley Wadsworth Walsh Whiteley Whitlock Wilkinson Womersley Wood ' +
  'Wrigley Yeadon Zielinski'
).split(' ');

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mx'];

const STREET_NAMES = (
  'Chapel Street, Orchard Way, Station Road, Victoria Terrace, Bridge End, Hawthorn Drive, Priory Walk, ' +
  'Coppice Lane, Sandpit Lane, Ferrers Avenue, Glebe Close, Market Place, Rowan Court, Cherry Tree Road, ' +
  'Lime Grove, Beacon Hill, Church Lane, Back Lane, Moor Road, Westfield Crescent, Kiln Lane, Fold Court, ' +
  'Weavers Row, Brook Street, Holly Bank, Ashgrove, Nab Lane, Spring Gardens, Chantry Close, Well Head, ' +
  'Fountain Street, Meadow View, Pinfold Lane, Greenside, School Street, Manor Drive, Longlands Road, ' +
  'Tithe Barn Way'
).split(', ');

const PERSON = (random: () => number) => `${oneOf(random, FORENAMES)} ${oneOf(random, SURNAMES)}`;

interface Division {
  readonly code: string;
  readonly name: string;
  readonly places: readonly string[];
  readonly district: string;
}

const DIVISIONS: readonly Division[] = [
  { code: 'HC', name: 'Harnvale Central', places: ['Harnvale', 'Priory', 'Castlegate', 'St Barnabas'], district: 'HV1' },
  { code: 'HN', name: 'Harnvale North', places: ['Northgate', 'Beacon Hill', 'Ferrers'], district: 'HV2' },
  { code: 'HS', name: 'Harnvale South', places: ['Southfield', 'Riverside', 'Glebe'], district: 'HV3' },
  { code: 'CT', name: 'Cotterby', places: ['Cotterby', 'Cotterby Moor', "Tanner's Green"], district: 'HV4' },
  { code: 'WT', name: 'Wrenfold & Tilby', places: ['Wrenfold', 'Tilby', 'Tilby Cross'], district: 'HV5' },
  { code: 'AM', name: 'Ashby Marsh', places: ['Ashby Marsh', 'Ashby', 'Fenwick'], district: 'HV6' },
  { code: 'KV', name: 'Kestrel Vale', places: ['Kestrel Vale', 'Hawksmoor', 'Kestrel Edge'], district: 'HV7' },
  { code: 'OS', name: 'Oldstone', places: ['Oldstone', 'Stonebridge', 'Quarry Hill'], district: 'HV8' },
  { code: 'BM', name: 'Brackenmoor', places: ['Brackenmoor', 'Heathcote', 'Moorside'], district: 'HV9' },
  { code: 'FE', name: 'Fellham East', places: ['Fellham', 'Fellham Bridge', 'Eastholme'], district: 'HV10' },
  { code: 'FW', name: 'Fellham West', places: ['Westcroft', 'Pennyford', 'Fellham Lees'], district: 'HV11' },
  { code: 'LB', name: 'Lowbridge', places: ['Lowbridge', 'Lower Dene', 'Wharfside'], district: 'HV12' },
  { code: 'SC', name: 'Sallow Cross', places: ['Sallow Cross', 'Sallowby', 'Crossgates'], district: 'HV13' },
  { code: 'PN', name: 'Pennick', places: ['Pennick', 'Pennick Green', 'Hollybank'], district: 'HV14' },
  { code: 'DM', name: 'Dunmere', places: ['Dunmere', 'Dunmere Park', 'Reedham'], district: 'HV15' },
  { code: 'QR', name: 'Quarrington', places: ['Quarrington', 'Quarrington Hill', 'Holt End'], district: 'HV16' },
];

const STATION_TYPES = (
  'Village Hall, Community Centre, Methodist Church, Scout Hut, Primary School, Library, Sports Pavilion, ' +
  'Church Hall, Memorial Hall, Youth Centre, Baptist Church, Social Club, Community Hall, Parish Rooms, ' +
  'Infant School, Cricket Pavilion'
).split(', ');

/** Stations the tasks ask about or near: fixed names, in fixed divisions, at fixed places in the list. */
const FIXED_STATIONS: Readonly<Record<string, readonly string[]>> = {
  HC: ['St Barnabas Church Hall', 'St Barnabas C of E Primary School'],
  CT: ['Cotterby Methodist Church', 'Cotterby Primary School'],
  WT: ['Wrenfold Sports Pavilion', 'Tilby Village Hall', 'Tilby Recreation Ground Pavilion'],
  AM: ['Ashby Lane Community Hall', 'Marsh Lane Scout Hut', 'Marsh Lane Methodist Church'],
};

interface Station {
  readonly id: string;
  readonly name: string;
  readonly division: Division;
  readonly districts: readonly string[];
  readonly electors: number;
  readonly postcode: string;
}

/** The county's polling stations, the same in every task: 7 to 9 per division. */
function pollingStations(): Station[] {
  const random = seededRandom(141_000);
  const taken = new Set(Object.values(FIXED_STATIONS).flat());
  const stations: Station[] = [];
  for (const division of DIVISIONS) {
    const count = between(random, 7, 9);
    const fixed = FIXED_STATIONS[division.code] ?? [];
    const names: string[] = [];
    while (names.length < count - fixed.length) {
      const name = `${oneOf(random, division.places)} ${oneOf(random, STATION_TYPES)}`;
      if (taken.has(name)) continue;
      taken.add(name);
      names.push(name);
    }
    // the fixed ones sit in the middle of their division's list
    names.splice(Math.floor(names.length / 2), 0, ...fixed);
    let district = 1;
    for (const name of names) {
      const districts = [`${division.code}${district}`];
      district++;
      if (random() < 0.25) districts.push(`${division.code}${district++}`);
      stations.push({
        id: `PS${String(stations.length + 1).padStart(3, '0')}`,
        name,
        division,
        districts,
        electors: between(random, 700, 2600) * districts.length,
        postcode: `${division.district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      });
    }
  }
  return stations;
}

const STATIONS = pollingStations();

const stationNamed = (name: string): Station => {
  const station = STATIONS.find((s) => s.name === name);
  if (!station) throw new Error(`no station ${name}`);
  return station;
};

/** A UK drama-range phone number (01632 960xxx or 07700 900xxx), unique within `used`. */
function phoneNumber(random: () => number, used: Set<string>, mobile = random() < 0.5): string {
  for (;;) {
    const number = mobile
      ? `07700 900${String(pick(random, 1000)).padStart(3, '0')}`
      : `01632 960${String(pick(random, 1000)).padStart(3, '0')}`;
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------------

/** a1: the register of one polling district, exported as minified JSON on one line. */
function registerExport(): EconomicsTask {
  const random = seededRandom(141_101);
  const targetStreet = "Tanner's Row";
  const streets = shuffle(random, [...STREET_NAMES]).slice(0, 26);
  streets.splice(13, 0, targetStreet);
  streets.splice(20, 0, 'Tanners Court');
  const uprns = new Set<string>();
  const electors: string[] = [];
  let needle = '';
  type Person = { title: string; forenames: string; surname: string; attainer?: boolean; target?: boolean };
  const planted: Record<string, Person[]> = {
    [`${targetStreet} 14`]: [
      { title: 'Mr', forenames: 'Olumide Babajide', surname: 'Oyelaran' },
      { title: 'Mrs', forenames: 'Adaeze Grace', surname: 'Oyelaran', target: true },
      { title: 'Miss', forenames: 'Chidinma', surname: 'Oyelaran', attainer: true },
    ],
    [`${targetStreet} 41`]: [
      { title: 'Ms', forenames: 'Adaeze', surname: 'Okafor' },
      { title: 'Mr', forenames: 'Kwame', surname: 'Mensah' },
    ],
    [`${targetStreet} 15`]: [{ title: 'Mrs', forenames: 'Grace', surname: 'Oyelowo' }],
    ['Tanners Court 14']: [
      { title: 'Mr', forenames: 'Babatunde', surname: 'Oyelaran' },
      { title: 'Mrs', forenames: 'Funmilayo', surname: 'Oyelaran' },
    ],
  };
  for (const street of streets) {
    const houses = street === targetStreet ? 46 : street === 'Tanners Court' ? 18 : between(random, 10, 44);
    const postcodes = [0, 1, 2].map(() => `HV4 ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`);
    for (let house = 1; house <= houses; house++) {
      let uprn = `1000${between(random, 70_000_000, 79_999_999)}`;
      while (uprns.has(uprn)) uprn = `1000${between(random, 70_000_000, 79_999_999)}`;
      uprns.add(uprn);
      const postcode = postcodes[Math.floor(((house - 1) / houses) * 3)]!;
      let people = planted[`${street} ${house}`];
      if (!people) {
        const surname = oneOf(random, SURNAMES);
        people = Array.from({ length: between(random, 1, 4) }, (_, i) => ({
          title: oneOf(random, TITLES),
          forenames: random() < 0.5 ? oneOf(random, FORENAMES) : `${oneOf(random, FORENAMES)} ${oneOf(random, FORENAMES)}`,
          surname: i > 0 && random() < 0.3 ? oneOf(random, SURNAMES) : surname,
          attainer: random() < 0.02,
        }));
      }
      for (const person of people) {
        const number = electors.length + 1;
        const electorNumber = `CT3-${number}`;
        if (person.target) needle = electorNumber;
        const absent = random() < 0.22 ? 'P' : random() < 0.03 ? 'PX' : null;
        const confirmed = `2027-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 28))}`;
        electors.push(
          JSON.stringify({
            elector_number: electorNumber,
            prefix: 'CT3',
            number,
            suffix: 0,
            title: person.title,
            surname: person.surname,
            forenames: person.forenames,
            address: [`${house} ${street}`, 'Cotterby', 'Harnvale'],
            postcode,
            uprn,
            franchise: random() < 0.04 ? oneOf(random, ['G', 'K', 'F']) : '',
            attainment_date: person.attainer ? `2028-${pad2(between(random, 5, 11))}-${pad2(between(random, 1, 28))}` : null,
            absent_vote: absent,
            open_register: random() < 0.36,
            added: random() < 0.8 ? `20${between(random, 12, 26)}-12-01` : `2028-0${between(random, 1, 4)}-03`,
            last_confirmed: confirmed,
            canvass_route: `CT3/R${pad2(streets.indexOf(street) + 1)}`,
          }),
        );
      }
    }
  }
  const head = JSON.stringify({
    system: 'Harnvale EMS 9.2',
    format: 'register-json/2',
    register: 'full',
    authority: 'Harnvale County Council',
    electoral_registration_officer: 'Fiona Redfearn',
    polling_district: 'CT3',
    polling_place: 'Cotterby Methodist Church',
    division: 'Cotterby',
    published: '2027-12-01',
    last_monthly_update: '2028-04-03',
    last_notice_of_alteration: '2028-04-18',
    generated_at: '2028-05-04T06:41:09+01:00',
    elector_count: electors.length,
  });
  const output = `{"export":${head},"electors":[${electors.join(',')}]}`;
  const ask = "Can you look up Adaeze Oyelaran at 14 Tanner's Row in the Cotterby register and tell me her elector number?";
  return probe('round 141: register export', ask, 'register_export', output, 'elector-number', needle, true);
}

/** 2028-04-19 is day 19; days past 30 run into May. */
const aprilMay = (day: number): string => (day <= 30 ? `2028-04-${pad2(day)}` : `2028-05-${pad2(day - 30)}`);

/** a2: postal vote returns, one-line XML from the returns tracker. */
function postalReturnsXml(): EconomicsTask {
  const random = seededRandom(141_102);
  const target = 'FW2-588';
  interface Return {
    seq: number;
    ballotNo: string;
    elector: string;
    division: Division;
    channel: string;
    batch: string;
    received: string;
    opening?: { session: string; table: string; opened: string; pvid: string; box: string };
  }
  const records: Return[] = [];
  const districtSize: Record<string, number> = {};
  for (const s of STATIONS) for (const d of s.districts) districtSize[d] = Math.floor(s.electors / s.districts.length);
  const districts = Object.keys(districtSize);
  const used = new Set<string>([target]);
  const ballots = new Set<string>();
  let seq = 14_200;
  // receipt batches: 19 April to this morning, two to four a day, two hours apart
  for (let day = 19; day <= 34; day++) {
    const date = aprilMay(day);
    const batches = day === 34 ? 1 : between(random, 2, 4);
    for (let b = 0; b < batches; b++) {
      let t = (8 + b * 2) * 3600 + between(random, 0, 3000);
      const channel = b === 0 ? 'ROYAL_MAIL' : oneOf(random, ['ROYAL_MAIL', 'ROYAL_MAIL', 'HAND_DELIVERED_OFFICE', 'DROP_BOX_CIVIC']);
      const batch = `RB-${date.slice(5).replace('-', '')}-${b + 1}`;
      const size = between(random, 40, 90);
      for (let i = 0; i < size; i++) {
        t += between(random, 3, 14);
        const received = `${date}T${pad2(Math.floor(t / 3600))}:${pad2(Math.floor((t % 3600) / 60))}:${pad2(t % 60)}`;
        let elector = '';
        do {
          const district = oneOf(random, districts);
          elector = `${district}-${between(random, 1, districtSize[district]!)}`;
        } while (used.has(elector));
        used.add(elector);
        const division = DIVISIONS.find((d) => elector.startsWith(d.code))!;
        const ballotNumber = () => `${division.code}-${String(between(random, 1, 29_999)).padStart(6, '0')}`;
        let ballotNo = ballotNumber();
        while (ballots.has(ballotNo)) ballotNo = ballotNumber();
        ballots.add(ballotNo);
        const openDay = day + between(random, 1, 4);
        const pvid =
          random() < 0.94 ? 'ACCEPTED' : oneOf(random, ['REJECTED_SIGNATURE', 'REJECTED_DOB', 'REJECTED_BOTH', 'STATEMENT_MISSING']);
        const s = seq++;
        records.push({
          seq: s,
          ballotNo,
          elector,
          division,
          channel,
          batch,
          received,
          ...(openDay <= 33
            ? {
                opening: {
                  session: `OPN-${aprilMay(openDay).slice(5).replace('-', '')}-${between(random, 1, 2)}`,
                  table: `T${between(random, 1, 6)}`,
                  opened: `${aprilMay(openDay)}T${pad2(between(random, 9, 16))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
                  pvid,
                  box: pvid === 'ACCEPTED' ? `PVB-${division.code}-${pad2(between(random, 1, 4))}` : 'REJECTED-ENV',
                },
              }
            : {}),
        });
      }
    }
  }
  const at = Math.floor(records.length * 0.52);
  const fellhamWest = DIVISIONS.find((d) => d.code === 'FW')!;
  const chosen = records[at]!;
  records[at] = {
    ...chosen,
    elector: target,
    division: fellhamWest,
    ballotNo: `FW-${chosen.ballotNo.slice(3)}`,
    ...(chosen.opening ? { opening: { ...chosen.opening, box: chosen.opening.pvid === 'ACCEPTED' ? 'PVB-FW-02' : 'REJECTED-ENV' } } : {}),
  };
  const needle = chosen.received;
  const render = (r: Return) =>
    `<Return seq="${r.seq}" ballotNo="${r.ballotNo}" elector="${r.elector}" division="${r.division.name.replace('&', '&amp;')}" channel="${r.channel}" receiptBatch="${r.batch}" received="${r.received}"` +
    (r.opening
      ? ` openingSession="${r.opening.session}" table="${r.opening.table}" opened="${r.opening.opened}" pvid="${r.opening.pvid}" ballotBox="${r.opening.box}"/>`
      : ' status="AWAITING_OPENING"/>');
  const body = records
    .map((r, i) => {
      const text = render(r);
      // a filler record never carries the needle's timestamp (as its opened time)
      return i !== at && text.includes(needle)
        ? text.split(needle).join(`${needle.slice(0, -2)}${pad2((Number(needle.slice(-2)) + 1) % 60)}`)
        : text;
    })
    .join('');
  const awaiting = records.filter((r) => !r.opening).length;
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><PostalVoteReturns xmlns="urn:harnvale:ems:pvr:2" election="HCC-2028-05-04" authority="Harnvale County Council" generated="2028-05-04T07:02:11+01:00" from="2028-04-19" records="${records.length}">` +
    `<Summary issued="41873" returnedToDate="${records.length + 12_410}" awaitingOpening="${awaiting}" rejectedToDate="1187"/><Returns>${body}</Returns></PostalVoteReturns>`;
  const ask =
    'A woman in Fellham West phoned to check we got her postal vote back — her elector number is FW2-588. When exactly did it come in?';
  return probe('round 141: postal returns', ask, 'pv_returns_export', output, 'received-at', needle, true);
}

/** a3: the printer's order manifest, a CSV whose last field lists every book of every station on one line. */
function printOrderManifest(): EconomicsTask {
  const random = seededRandom(141_103);
  const serial = (n: number) => String(n).padStart(7, '0');
  const byName = [...STATIONS].sort((x, y) => x.name.localeCompare(y.name));
  let needle = '';
  /** One job's manifest: per station, its books of 25 from `first` on; returns the field and the last serial. */
  const manifest = (stations: readonly Station[], first: number, share: number, county: boolean): [string, number, number] => {
    let next = first;
    let books = 0;
    const parts = stations.map((s) => {
      const count = Math.ceil((s.electors * share) / 25) + between(random, 0, 2);
      const list: string[] = [];
      for (let b = 1; b <= count; b++) {
        const range = `${serial(next)}-${serial(next + 24)}`;
        if (county && s.name === 'Marsh Lane Scout Hut' && b === 12) needle = range;
        list.push(`${pad2(b)}=${range}`);
        next += 25;
      }
      books += count;
      return `${s.id} ${s.name} [${s.districts.join('/')}]: ${list.join(' ')}`;
    });
    return [parts.join('; '), next - 1, books];
  };
  const parished = byName.filter((s) => !['HC', 'HN', 'HS'].includes(s.division.code));
  const [parishField, parishLast, parishBooks] = manifest(parished, 5_000_001, 0.8, false);
  const [countyField, countyLast, countyBooks] = manifest(byName, 100_001, 0.85, true);
  let tenderedNext = 1;
  const tendered = byName
    .map((s) => {
      const range = `T${String(tenderedNext).padStart(5, '0')}-T${String(tenderedNext + 9).padStart(5, '0')}`;
      tenderedNext += 10;
      return `${s.id} ${s.name}: 01=${range}`;
    })
    .join('; ');
  let postalNext = 700_001;
  const postal = DIVISIONS.map((d) => {
    const count = between(random, 1800, 3400);
    const range = `${serial(postalNext)}-${serial(postalNext + count - 1)}`;
    postalNext += count;
    return `${d.code} ${d.name}: ${range} (${count})`;
  }).join('; ');
  const header =
    'job_id,printer_ref,contest,paper,colour,stock_gsm,papers_per_book,books,total_papers,serial_first,serial_last,proof_approved_by,proof_approved_at,delivered_to,delivered_at,book_manifest';
  const row = (cells: (string | number)[]) =>
    cells.map((c) => (typeof c === 'string' && /[,"; ]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  const rows = [
    row([
      'HVE-PJ-2028-031',
      'KPL/77410',
      'Parish and town councils 2028-05-04',
      'Polling station ballot paper',
      'Pale blue',
      100,
      25,
      parishBooks,
      parishBooks * 25,
      serial(5_000_001),
      serial(parishLast),
      'M. Lockwood',
      '2028-04-12T15:20:00+01:00',
      'Harnvale Civic Centre secure store B',
      '2028-04-26T10:05:00+01:00',
      parishField,
    ]),
    row([
      'HVE-PJ-2028-032',
      'KPL/77411',
      'Harnvale County Council 2028-05-04',
      'Polling station ballot paper',
      'White',
      100,
      25,
      countyBooks,
      countyBooks * 25,
      serial(100_001),
      serial(countyLast),
      'F. Redfearn',
      '2028-04-11T11:42:00+01:00',
      'Harnvale Civic Centre secure store B',
      '2028-04-26T10:05:00+01:00',
      countyField,
    ]),
    row([
      'HVE-PJ-2028-033',
      'KPL/77412',
      'Harnvale County Council 2028-05-04',
      'Tendered ballot paper',
      'Pink',
      100,
      10,
      byName.length,
      byName.length * 10,
      'T00001',
      `T${String(tenderedNext - 1).padStart(5, '0')}`,
      'F. Redfearn',
      '2028-04-11T11:42:00+01:00',
      'Harnvale Civic Centre secure store B',
      '2028-04-26T10:05:00+01:00',
      tendered,
    ]),
    row([
      'HVE-PJ-2028-034',
      'KPL/77398',
      'Harnvale County Council 2028-05-04',
      'Postal ballot paper (pack)',
      'White',
      100,
      1,
      0,
      postalNext - 700_001,
      serial(700_001),
      serial(postalNext - 1),
      'F. Redfearn',
      '2028-04-08T09:15:00+01:00',
      'Kestrel Print Ltd mailing house',
      '2028-04-15T16:30:00+01:00',
      postal,
    ]),
  ];
  const output = `${header}\n${rows.join('\n')}\n`;
  const ask = 'What serial numbers are in book 12 of the county council ballot papers going to Marsh Lane Scout Hut?';
  return probe('round 141: print manifest', ask, 'print_order_manifest', output, 'book-serials', needle, true);
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------------

/** b1: station logistics as YAML, by delivery route: the keyholder's phone sits a few lines under the station's name. */
function stationLogisticsYaml(): EconomicsTask {
  const random = seededRandom(141_201);
  const phones = new Set<string>();
  const order = shuffle(random, [...STATIONS]);
  const target = stationNamed('St Barnabas Church Hall');
  const near = stationNamed('St Barnabas C of E Primary School');
  for (const s of [target, near]) order.splice(order.indexOf(s), 1);
  order.splice(Math.floor(order.length * 0.47), 0, target);
  order.splice(Math.floor(order.length * 0.31), 0, near);
  let needle = '';
  const lines = [
    '# station_logistics --election HCC-2028-05-04 --by route --format yaml',
    'election: HCC-2028-05-04',
    'generated_at: "2028-05-04T05:47:12+01:00"',
    'poll_open: "07:00"',
    'poll_close: "22:00"',
    `stations_total: ${order.length}`,
    'routes:',
  ];
  const roles: Record<string, string[]> = {
    'Church Hall': ['Churchwarden', 'Verger', 'Hall booking secretary'],
    'Primary School': ['Site manager', 'School business manager'],
    'Infant School': ['Site manager', 'Caretaker'],
  };
  order.forEach((s, i) => {
    if (i % 11 === 0) {
      const route = Math.floor(i / 11) + 1;
      lines.push(
        `  - route: R${pad2(route)}`,
        `    driver: ${PERSON(random)}`,
        `    vehicle: ${oneOf(random, ['HV-VAN-02', 'HV-VAN-03', 'HV-VAN-05', 'HIRE-LUTON-1', 'HIRE-LUTON-2'])}`,
      );
      lines.push(`    inspector: ${PERSON(random)}`, `    inspector_phone: "${phoneNumber(random, phones, true)}"`, '    stations:');
    }
    const type = STATION_TYPES.find((t) => s.name.endsWith(t)) ?? 'Village Hall';
    const keyholder = PERSON(random);
    const keyPhone = phoneNumber(random, phones);
    if (s === target) needle = keyPhone;
    const street = oneOf(random, STREET_NAMES);
    const stepFree = random() < 0.8;
    lines.push(
      `      - id: ${s.id}`,
      `        name: ${s.name}`,
      `        division: ${s.division.name}`,
      `        polling_districts: [${s.districts.join(', ')}]`,
      `        access:`,
      `          open_from: "${oneOf(random, ['05:45', '06:00', '06:00', '06:15', '06:30'])}"`,
      `          keyholder:`,
      `            name: ${keyholder}`,
      `            role: ${oneOf(random, roles[type] ?? ['Hall caretaker', 'Bookings secretary', 'Chair of trustees', 'Caretaker'])}`,
      `            phone: "${keyPhone}"`,
      `            collect_from: ${random() < 0.5 ? 'on site' : `"${between(random, 1, 60)} ${oneOf(random, STREET_NAMES)}"`}`,
      `          alarm: ${oneOf(random, ['none', 'code with keyholder', 'code in PO pack', 'keyholder attends'])}`,
      `          parking: ${oneOf(random, ['on site', 'on street', 'rear car park', 'none - use public car park'])}`,
      `        address:`,
      `          line1: ${between(random, 1, 120)} ${street}`,
      `          town: ${oneOf(random, s.division.places)}`,
      `          postcode: ${s.postcode}`,
      `        accessibility:`,
      `          step_free: ${stepFree}`,
      `          temporary_ramp: ${!stepFree}`,
      `          low_level_screen: ${between(random, 1, 2)}`,
      `          tactile_voting_devices: ${between(random, 1, 3)}`,
      `          hearing_loop: ${random() < 0.6}`,
      `        equipment:`,
      `          ballot_boxes: ${s.electors > 2400 ? 3 : 2}`,
      `          voting_screens: ${between(random, 3, 6)}`,
      `          lamps: ${between(random, 2, 4)}`,
      `          signage_set: ${oneOf(random, ['A', 'B', 'B+A-board'])}`,
      `        staff:`,
      `          presiding_officer: ${PERSON(random)}`,
      `          po_mobile: "${phoneNumber(random, phones, true)}"`,
      `          poll_clerks: ${between(random, 1, s.electors > 2000 ? 3 : 2)}`,
    );
    if (random() < 0.3)
      lines.push(
        `        notes: "${oneOf(random, ['Hall shared with toddler group until 09:30 - use side room', 'Bins collected Thursday, keep gate clear', 'Church service 19:00 in main building, hall unaffected', 'Use rear entrance, front steps under repair', 'School closed to pupils for the day'])}"`,
      );
  });
  const output = `${lines.join('\n')}\n`;
  const ask = 'What number do I ring for whoever is holding the keys at St Barnabas Church Hall?';
  return probe('round 141: station logistics', ask, 'station_logistics', output, 'keyholder-phone', needle);
}

/** b2: the staff roster as INI, one section per person: the payroll reference sits a few lines under the station line. */
function staffingRosterIni(): EconomicsTask {
  const random = seededRandom(141_202);
  const phones = new Set<string>();
  const target = stationNamed('Cotterby Methodist Church');
  const refs = shuffle(
    random,
    Array.from({ length: 1400 }, (_, i) => `HVE/28/${String(10_000 + i * 7).padStart(5, '0')}`),
  );
  let refAt = 0;
  let needle = '';
  const out = [
    '; Harnvale Electoral Services - election staff roster',
    '; election: HCC-2028-05-04 (county council, parish and town councils combined)',
    '; exported 2028-05-04 05:58 by ems-payroll-export 3.4.1 (sections: COUNT, PS, PVO, RESERVE)',
    '',
  ];
  const section = (name: string, fields: [string, string | number][]) => {
    out.push(`[${name}]`, ...fields.map(([k, v]) => `${k} = ${v}`), '');
  };
  const training = () =>
    `2028-04-${pad2(between(random, 13, 27))} ${oneOf(random, ['10:00', '14:00', '18:30'])} ${oneOf(random, ['Council Chamber', 'Civic Centre Room 2', 'Fellham Library', 'online (Teams)'])}`;
  const person = (role: string, fee: string): [string, string | number][] => {
    const ref = refs[refAt++]!;
    return [
      ['role', role],
      ['name', PERSON(random)],
      ['mobile', phoneNumber(random, phones, true)],
      ['training', training()],
      ['payroll_ref', ref],
      ['fee', fee],
      ['mileage', random() < 0.6 ? 'yes' : 'no'],
      ['bank_details_held', random() < 0.97 ? 'yes' : 'pending'],
    ];
  };
  // the count: supervisors, then assistants by table
  for (let t = 1; t <= 12; t++)
    section(`COUNT.SUP${pad2(t)}`, [
      ['venue', 'Harnvale Leisure Centre main hall'],
      ['table', `${t}`],
      ...person('Count Supervisor', '205.00'),
    ]);
  for (let a = 1; a <= 96; a++)
    section(`COUNT.CA${String(a).padStart(3, '0')}`, [
      ['venue', 'Harnvale Leisure Centre main hall'],
      ['table', `${((a - 1) % 12) + 1}`],
      ...person('Count Assistant', '138.00'),
    ]);
  // the polling stations
  for (const s of STATIONS) {
    const clerks = s.electors > 2000 ? 3 : 2;
    const po = person('Presiding Officer', s.electors > 2400 ? '287.50' : '262.50');
    if (s === target) needle = po.find(([k]) => k === 'payroll_ref')![1] as string;
    section(`${s.id}.PO`, [['station', s.name], ['station_id', s.id], ...po]);
    for (let c = 1; c <= clerks; c++)
      section(`${s.id}.PC${c}`, [['station', s.name], ['station_id', s.id], ...person('Poll Clerk', '176.00')]);
  }
  // postal vote opening sessions
  for (const day of [22, 25, 27, 29, 32, 33]) {
    for (let t = 1; t <= 6; t++)
      section(`PVO.${aprilMay(day).slice(5).replace('-', '')}.T${t}`, [
        ['venue', 'Civic Centre Room 2'],
        ['session_date', aprilMay(day)],
        ...person('Postal Vote Opener', '96.00'),
      ]);
  }
  // reserves, each on standby for a named station
  for (let r = 1; r <= 18; r++) {
    const standby = r === 6 ? target : oneOf(random, STATIONS);
    section(`RESERVE.R${pad2(r)}`, [
      ['standby_for', standby.name],
      ['standby_from', '06:00'],
      ...person(r % 3 === 0 ? 'Reserve Presiding Officer' : 'Reserve Poll Clerk', '60.00'),
    ]);
  }
  const output = out.join('\n');
  const ask = "What's the payroll reference for the presiding officer at Cotterby Methodist Church?";
  return probe('round 141: staffing roster', ask, 'staffing_roster_export', output, 'po-payroll-ref', needle);
}

/** b3: the statement of persons nominated as EML 230 (indented XML): the agent sits a few lines under the candidate. */
function candidateListEml(): EconomicsTask {
  const random = seededRandom(141_203);
  const phones = new Set<string>();
  const parties: [string, string][] = [
    ['PP52', 'Conservative and Unionist Party'],
    ['PP53', 'Labour Party'],
    ['PP90', 'Liberal Democrats'],
    ['PP63', 'Green Party'],
    ['PP7931', 'Reform UK'],
    ['PP2477', 'Harnvale Independents'],
  ];
  const needle = 'Imogen Starkey';
  const used = new Set<string>([needle, 'Tobias Fenwick-Hale']);
  const freshName = () => {
    for (;;) {
      const name = PERSON(random);
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  let candidateId = 1000;
  const lines: string[] = [];
  const candidate = (name: string, party: [string, string] | null, agent: string, address: string, postcode: string) => {
    const id = `HV-${candidateId++}`;
    lines.push(
      '        <Candidate>',
      `          <CandidateIdentifier Id="${id}">`,
      `            <CandidateName>${name}</CandidateName>`,
      '          </CandidateIdentifier>',
      '          <Affiliation>',
      party
        ? `            <AffiliationIdentifier Id="${party[0]}"><RegisteredName>${party[1]}</RegisteredName></AffiliationIdentifier>`
        : '            <AffiliationIdentifier Id="IND"><RegisteredName>Independent</RegisteredName></AffiliationIdentifier>',
      `            <Description>${party ? party[1] : oneOf(random, ['Independent', 'Independent', ''])}</Description>`,
      '          </Affiliation>',
      '          <Agent>',
      `            <AgentIdentifier Id="AG-${id.slice(3)}"><AgentName>${agent}</AgentName></AgentIdentifier>`,
      `            <Contact><Telephone><Number>${phoneNumber(random, phones)}</Number></Telephone></Contact>`,
      '          </Agent>',
      '          <QualifyingAddress>',
      `            <xal:AddressLine>${address}</xal:AddressLine>`,
      `            <xal:PostalCode>${postcode}</xal:PostalCode>`,
      '          </QualifyingAddress>',
      '        </Candidate>',
    );
  };
  const home = (d: Division) =>
    [
      `${between(random, 1, 140)} ${oneOf(random, STREET_NAMES)}, ${oneOf(random, d.places)}`,
      `${d.district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
    ] as const;
  const contest = (id: string, name: string, seats: number, body: () => void) => {
    lines.push(
      '      <Contest>',
      `        <ContestIdentifier Id="${id}">`,
      `          <ContestName>${name.replace(/&/g, '&amp;')}</ContestName>`,
      '        </ContestIdentifier>',
    );
    lines.push(`        <NumberOfPositions>${seats}</NumberOfPositions>`);
    body();
    lines.push('      </Contest>');
  };
  lines.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<EML xmlns="urn:oasis:names:tc:evs:schema:eml" xmlns:xal="urn:oasis:names:tc:ciq:xsdschema:xAL:2.0" Id="230" SchemaVersion="5.0">',
    '  <TransactionId>HV-SOPN-2028-0004</TransactionId>',
    '  <IssueDate>2028-04-09T16:00:00+01:00</IssueDate>',
    '  <CandidateList>',
    '    <Election>',
    '      <ElectionIdentifier Id="local.harnvale.2028-05-04">',
    '        <ElectionName>Harnvale County Council</ElectionName>',
    '        <ElectionCategory>Local</ElectionCategory>',
    '      </ElectionIdentifier>',
  );
  for (const d of DIVISIONS) {
    contest(`local.harnvale.${d.name.toLowerCase().replace(/ & /g, '-and-').replace(/ /g, '-')}.2028-05-04`, d.name, 1, () => {
      const count = between(random, 4, 7);
      for (const party of shuffle(random, [...parties]).slice(0, count)) {
        const [address, postcode] = home(d);
        candidate(freshName(), party, freshName(), address, postcode);
      }
    });
  }
  lines.push(
    '    </Election>',
    '    <Election>',
    '      <ElectionIdentifier Id="parish.harnvale.2028-05-04">',
    '        <ElectionName>Harnvale Parish and Town Councils</ElectionName>',
    '        <ElectionCategory>Parish</ElectionCategory>',
    '      </ElectionIdentifier>',
  );
  const parishes = DIVISIONS.filter((d) => !['HC', 'HN', 'HS'].includes(d.code)).flatMap((d) => d.places.map((p) => ({ d, p })));
  parishes.forEach(({ d, p }, pi) => {
    const wards = random() < 0.4 ? ['North', 'South'] : [''];
    for (const ward of wards) {
      const name = `${p} Parish Council${ward ? ` - ${ward} Ward` : ''}`;
      const seats = between(random, 5, 9);
      contest(
        `parish.harnvale.${p.toLowerCase().replace(/[^a-z]+/g, '-')}${ward ? `-${ward.toLowerCase()}` : ''}.2028-05-04`,
        name,
        seats,
        () => {
          const count = seats + between(random, 0, 4);
          for (let c = 0; c < count; c++) {
            const [address, postcode] = home(d);
            const party = random() < 0.25 ? oneOf(random, parties) : null;
            if (pi === Math.floor(parishes.length * 0.5) && ward !== 'South' && c === 2) {
              candidate('Tobias Fenwick-Hale', ['PP63', 'Green Party'], needle, address, postcode);
              continue;
            }
            if (pi === Math.floor(parishes.length * 0.5) && ward !== 'South' && c === 5) {
              candidate(freshName(), ['PP63', 'Green Party'], 'Margaret Fenwick-Hale', address, postcode);
              continue;
            }
            if (pi === Math.floor(parishes.length * 0.3) && ward !== 'South' && c === 1) {
              candidate('Tobias Hale', null, 'Tobias Hale', address, postcode);
              continue;
            }
            const own = freshName();
            candidate(own, party, party && random() < 0.7 ? freshName() : own, address, postcode);
          }
        },
      );
    }
  });
  lines.push('    </Election>', '  </CandidateList>', '</EML>');
  const output = `${lines.join('\n')}\n`;
  const ask = "Who's the election agent for Tobias Fenwick-Hale?";
  return probe('round 141: candidate list', ask, 'sopn_export_eml', output, 'agent', needle);
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------------

/** c1: the postal vote issue log since the main issue: the replacement for a lost pack on one street. */
function postalIssueLog(): EconomicsTask {
  const random = seededRandom(141_301);
  const users = ['jmarsh', 'kpatel', 'rhirst', 'tnowak', 'sbrennan', 'agill'];
  const trackings = new Set<string>();
  const tracking = () => {
    for (;;) {
      const t = `${oneOf(random, ['JV', 'JW', 'KB'])}${String(between(random, 0, 999_999_999)).padStart(9, '0')}GB`;
      if (!trackings.has(t)) {
        trackings.add(t);
        return t;
      }
    }
  };
  const ballots = new Set<string>();
  const ballot = (d: Division) => {
    for (;;) {
      const b = `${d.code}-${String(between(random, 1, 34_999)).padStart(6, '0')}`;
      if (!ballots.has(b)) {
        ballots.add(b);
        return b;
      }
    }
  };
  const streets = [...STREET_NAMES, 'Quarry Road', 'Quarry Hill Lane'];
  type Elector = { id: string; name: string; addr: string; d: Division; ballot: string };
  const elector = (d: Division, street = oneOf(random, streets), house = between(random, 1, 90)): Elector => {
    const station = oneOf(
      random,
      STATIONS.filter((s) => s.division === d),
    );
    const district = oneOf(random, station.districts);
    const surname = oneOf(random, SURNAMES);
    return {
      id: `${district}-${between(random, 1, 2400)}`,
      name: `${oneOf(random, TITLES.slice(0, 4))} ${oneOf(random, FORENAMES)[0]} ${surname}`,
      addr: `${house} ${street}, ${oneOf(random, d.places)} ${d.district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      d,
      ballot: ballot(d),
    };
  };
  const events: [number, string][] = [];
  const stamp = (day: number, secs: number) =>
    `${aprilMay(day)} ${pad2(Math.floor(secs / 3600))}:${pad2(Math.floor((secs % 3600) / 60))}:${pad2(secs % 60)},${String(between(random, 0, 999)).padStart(3, '0')}`;
  const at = (day: number, secs: number, text: string) => events.push([day * 86_400 + secs, `${stamp(day, secs)} ${text}`]);
  const quarry = DIVISIONS.find((d) => d.code === 'QR')!;
  // the main issue went out from the mailing house: batch summaries only
  for (let b = 1; b <= 8; b++)
    at(
      14,
      9 * 3600 + b * 600,
      `INFO  [pv-issue] batch IB-0414-${pad2(b)} handed to Kestrel Print Ltd mailing house: ${between(random, 4700, 5400)} packs, route=RM-2ND, user=system`,
    );
  for (let day = 14; day <= 34; day++) {
    const open = day === 34 ? 7 * 3600 : 8 * 3600 + 30 * 60;
    const close = day === 34 ? 7 * 3600 + 40 * 60 : 17 * 3600;
    at(
      day,
      open - between(random, 60, 600),
      `INFO  [auth] session opened user=${oneOf(random, users)} host=EMS-WS${between(random, 1, 9)}`,
    );
    const n = day === 34 ? 6 : between(random, 80, 140);
    for (let e = 0; e < n; e++) {
      const secs = between(random, open, close);
      const d = oneOf(random, DIVISIONS);
      const who = elector(d);
      const user = oneOf(random, users);
      const r = random();
      if (r < 0.45) {
        at(
          day,
          secs,
          `INFO  [pv-issue] ISSUE ballot=${who.ballot} elector=${who.id} name="${who.name}" addr="${who.addr}" dispatch=RM-2ND source=LATE_APPLICATION user=${user}`,
        );
      } else if (r < 0.62) {
        const reason = random() < 0.55 ? 'LOST' : 'SPOILT';
        const collected = random() < 0.3;
        at(
          day,
          secs,
          `INFO  [pv-issue] REPLACEMENT reason=${reason} elector=${who.id} name="${who.name}" addr="${who.addr}" cancelled_ballot=${who.ballot} new_ballot=${ballot(d)} ` +
            (collected
              ? `dispatch=COLLECTED_IN_PERSON id_seen=yes user=${user}`
              : `dispatch=RM-TRACKED-24 tracking=${tracking()} user=${user}`),
        );
      } else if (r < 0.72) {
        const moved = elector(d);
        at(
          day,
          secs,
          `INFO  [pv-issue] REDIRECT elector=${who.id} name="${who.name}" old_addr="${who.addr}" new_addr="${moved.addr}" reason=${oneOf(random, ['TEMPORARY_AWAY', 'MOVED_WITHIN_AREA', 'CARE_HOME'])} user=${user}`,
        );
      } else if (r < 0.78) {
        at(
          day,
          secs,
          `INFO  [pv-issue] CANCEL ballot=${who.ballot} elector=${who.id} reason=${oneOf(random, ['APPLICATION_WITHDRAWN', 'ELECTOR_DECEASED', 'SWITCHED_TO_PROXY'])} user=${user}`,
        );
      } else if (r < 0.9) {
        at(
          day,
          secs,
          `INFO  [labels] printed ${between(random, 1, 40)} labels queue=${oneOf(random, ['LATE', 'REPLACEMENTS', 'OVERSEAS'])} printer=ZEBRA-PV${between(random, 1, 2)} user=${user}`,
        );
      } else if (r < 0.96) {
        at(
          day,
          secs,
          `INFO  [pv-track] royal mail manifest uploaded items=${between(random, 3, 60)} account=HVE-0041 ref=${hex(random, 10).toUpperCase()}`,
        );
      } else {
        at(
          day,
          secs,
          `WARN  [labels] printer ZEBRA-PV${between(random, 1, 2)} reports ${oneOf(random, ['ribbon low', 'label stock low', 'head open'])}`,
        );
      }
    }
    at(day, close + between(random, 60, 900), `INFO  [auth] session closed user=${oneOf(random, users)} idle_timeout=false`);
  }
  // the street the question asks about: its first issue, a spoilt pack swapped, and the lost one replaced
  const lady = elector(quarry, 'Quarry Close', 7);
  lady.name = 'Mrs E Whitlock';
  const spoilt = elector(quarry, 'Quarry Close', 12);
  const lostRoad = elector(quarry, 'Quarry Road', 7);
  at(
    14,
    11 * 3600 + 1234,
    `INFO  [pv-issue] ISSUE ballot=${lady.ballot} elector=${lady.id} name="${lady.name}" addr="${lady.addr}" dispatch=RM-2ND source=LATE_APPLICATION user=kpatel`,
  );
  at(
    21,
    10 * 3600 + 777,
    `INFO  [pv-issue] REPLACEMENT reason=SPOILT elector=${spoilt.id} name="${spoilt.name}" addr="${spoilt.addr}" cancelled_ballot=${spoilt.ballot} new_ballot=${ballot(quarry)} dispatch=RM-TRACKED-24 tracking=${tracking()} user=rhirst`,
  );
  at(
    23,
    14 * 3600 + 2710,
    `INFO  [pv-issue] REPLACEMENT reason=LOST elector=${lostRoad.id} name="${lostRoad.name}" addr="${lostRoad.addr}" cancelled_ballot=${lostRoad.ballot} new_ballot=${ballot(quarry)} dispatch=RM-TRACKED-24 tracking=${tracking()} user=tnowak`,
  );
  const needle = tracking();
  at(
    25,
    15 * 3600 + 1417,
    `INFO  [pv-issue] REPLACEMENT reason=LOST elector=${lady.id} name="${lady.name}" addr="${lady.addr}" cancelled_ballot=${lady.ballot} new_ballot=${ballot(quarry)} dispatch=RM-TRACKED-24 tracking=${needle} user=sbrennan`,
  );
  events.sort((x, y) => x[0] - y[0]);
  const output = `${events.map(([, line]) => line).join('\n')}\n`;
  const ask =
    "We've had a few calls this morning about packs going to people's old addresses, I'll deal with those after. The lady on Quarry Close who rang to say her postal vote never turned up: what's the tracking number on the new one we sent her?";
  return probe('round 141: postal issue log', ask, 'pv_issue_log', output, 'replacement-tracking', needle);
}

/** c2: the equipment movements report (HTML): the delivery of voting screens to one pavilion, asked in other words. */
function equipmentMovementsHtml(): EconomicsTask {
  const random = seededRandom(141_302);
  const target = stationNamed('Tilby Recreation Ground Pavilion');
  const order = shuffle(random, [...STATIONS]);
  order.splice(order.indexOf(target), 1);
  order.splice(Math.floor(order.length * 0.55), 0, target);
  const drivers = Array.from({ length: 8 }, () => PERSON(random));
  let seq = 3100;
  let needle = '';
  const rows: string[] = [];
  const esc = (t: string) => t.replace(/&/g, '&amp;');
  order.forEach((s, i) => {
    const route = `R${pad2(Math.floor(i / 11) + 1)}`;
    const driver = drivers[Math.floor(i / 11) % drivers.length]!;
    const screens = between(random, 3, 6);
    const tables = between(random, 2, 4);
    const furniture = `Voting screens x${screens}, low-level screen x1, tables x${tables}, chairs x${tables * 2}, lamps x${between(random, 2, 4)}`;
    const signage = `Signage set ${oneOf(random, ['A', 'B'])}, A-boards x2, door mat${random() < 0.2 ? ', temporary ramp' : ''}, guidance posters pack`;
    const hour = 8 + (i % 11);
    const windowAt = (h: number) => `${pad2(h)}:${random() < 0.5 ? '00' : '30'}&ndash;${pad2(h + 1)}:${random() < 0.5 ? '00' : '30'}`;
    const movements: [string, string, string, string][] = [
      ['Delivery', furniture, 'Tue 2 May 2028', windowAt(hour)],
      ['Delivery', signage, 'Wed 3 May 2028', windowAt(8 + ((i + 4) % 10))],
      ['Collection', `${furniture}, signage set, A-boards x2`, 'Fri 5 May 2028', windowAt(9 + (i % 9))],
    ];
    for (const [movement, items, date, slot] of movements) {
      const consignment = `HVL-05${pad2(Number(date.split(' ')[1]))}-${seq++}`;
      if (s === target && movement === 'Delivery' && items.startsWith('Voting screens')) needle = consignment;
      rows.push(
        `      <tr class="${movement.toLowerCase()}">`,
        `        <td>${consignment}</td><td>${route}</td><td>${s.id}</td><td>${esc(s.name)}</td><td>${s.postcode}</td>`,
        `        <td>${movement}</td><td>${items}</td><td>${date}</td><td>${slot}</td><td>${driver}</td><td>${movement === 'Collection' ? '' : oneOf(random, ['Keyholder', 'Caretaker', 'Left in store room', 'Site manager'])}</td>`,
        '      </tr>',
      );
    }
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Equipment movements - HCC-2028-05-04 - Harnvale Electoral Services</title>',
    '  <style>table{border-collapse:collapse;font:12px Arial}td,th{border:1px solid #999;padding:2px 4px}tr.collection{color:#555}</style>',
    '</head>',
    '<body>',
    '  <h1>Polling station equipment movements</h1>',
    '  <p>Election: Harnvale County Council and parish councils, Thursday 4 May 2028. Contractor: Dalesway Removals Ltd. Generated 04/05/2028 06:02 by EMS Logistics.</p>',
    '  <p>Ballot boxes, ballot papers and stationery travel with the Presiding Officer and are not listed here.</p>',
    '  <table>',
    '    <thead>',
    '      <tr><th>Consignment</th><th>Route</th><th>Station ID</th><th>Polling station</th><th>Postcode</th><th>Movement</th><th>Items</th><th>Date</th><th>Window</th><th>Driver</th><th>Received by</th></tr>',
    '    </thead>',
    '    <tbody>',
    ...rows,
    '    </tbody>',
    '  </table>',
    `  <p>${rows.length / 4} movements, ${order.length} stations.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  const ask = 'Can you find the consignment number for the van that dropped the booths off at the Tilby sports pavilion?';
  return probe('round 141: equipment movements', ask, 'equipment_movements_report', output, 'consignment', needle);
}

/** c3: the canvass property status report (fixed-width, paged): the one house on a street that never answered. */
function canvassStatusReport(): EconomicsTask {
  const random = seededRandom(141_303);
  const streets = shuffle(random, [...STREET_NAMES, 'Millers Way', 'Mill Croft']).slice(0, 30);
  streets.splice(15, 0, 'Mill Lane');
  const uprns = new Set<string>();
  const uprn = () => {
    for (;;) {
      const u = `10009${between(random, 1_000_000, 9_999_999)}`;
      if (!uprns.has(u)) {
        uprns.add(u);
        return u;
      }
    }
  };
  const date = (month: number, lo: number, hi: number) => `${pad2(between(random, lo, hi))}/${pad2(month)}/2027`;
  type Row = {
    uprn: string;
    address: string;
    pd: string;
    route: string;
    r1: string;
    r2: string;
    v1: string;
    v2: string;
    st: string;
    resp: string;
    ch: string;
    el: number;
  };
  const rows: Row[] = [];
  let needle = '';
  const nrHouse = 23;
  for (const street of streets) {
    const houses = street === 'Mill Lane' ? 38 : between(random, 8, 40);
    const pd = `LB${between(random, 1, 6)}`;
    for (let h = 1; h <= houses; h++) {
      let route = random() < 0.55 ? '1' : random() < 0.9 ? '2' : '3';
      let st = route === '1' ? 'RC' : oneOf(random, ['RC', 'RC', 'RX', 'RX', 'RX', 'PE', 'RF', 'NR', 'NC']);
      if (street === 'Mill Lane') {
        st = h === nrHouse ? 'NR' : h === 9 ? 'RF' : st === 'NR' || st === 'PE' ? 'RX' : st;
        if (h === nrHouse || h === 9) route = '2';
      }
      const r1 = route === '1' ? date(7, 3, 14) : date(7, 17, 28);
      const needsChase = route !== '1' && st !== 'NC';
      const r2 = needsChase && st !== 'RC' ? date(8, 18, 31) : '';
      const v1 = needsChase && ['NR', 'RF', 'PE', 'RX'].includes(st) && r2 ? date(9, 4, 30) : '';
      const v2 = v1 && ['NR', 'RF', 'PE'].includes(st) ? date(10, 2, 31) : '';
      const responded = ['RC', 'RX', 'RF'].includes(st);
      const row: Row = {
        uprn: uprn(),
        address: `${h} ${street}, Lowbridge`,
        pd,
        route,
        r1,
        r2,
        v1,
        v2,
        st,
        resp: responded ? v2 || v1 || (r2 ? date(9, 1, 15) : date(8, 1, 28)) : '',
        ch: responded ? (v1 ? 'DOOR' : oneOf(random, ['ONLINE', 'PHONE', 'SMS', 'PAPER'])) : '',
        el: st === 'PE' || st === 'NC' ? 0 : between(random, 1, 4),
      };
      if (street === 'Mill Lane' && h === nrHouse) needle = row.uprn;
      rows.push(row);
    }
  }
  const header = [
    'UPRN          ADDRESS                                  PD   RT  R1 SENT     R2 SENT     VISIT 1     VISIT 2     ST  RESPONDED   CHANNEL  ELS',
    '------------  ---------------------------------------  ---  --  ----------  ----------  ----------  ----------  --  ----------  -------  ---',
  ];
  const out: string[] = [];
  const perPage = 56;
  const pages = Math.ceil(rows.length / perPage);
  for (let p = 0; p < pages; p++) {
    out.push(
      `HARNVALE ELECTORAL SERVICES                                               ANNUAL CANVASS 2027 - PROPERTY STATUS`,
      `Report CAN-PS-04   Division: Lowbridge (LB1-LB6)   Run: 04/05/2028 06:30 by mlockwood                    Page ${String(p + 1).padStart(3)} of ${pages}`,
      '',
      ...header,
    );
    for (const r of rows.slice(p * perPage, (p + 1) * perPage))
      out.push(
        `${r.uprn.padEnd(12)}  ${r.address.padEnd(39)}  ${r.pd.padEnd(3)}  ${r.route.padEnd(2)}  ${r.r1.padEnd(10)}  ${r.r2.padEnd(10)}  ${r.v1.padEnd(10)}  ${r.v2.padEnd(10)}  ${r.st}  ${r.resp.padEnd(10)}  ${r.ch.padEnd(7)}  ${String(r.el).padStart(3)}`,
      );
    out.push('', '\f');
  }
  const count = (st: string) => rows.filter((r) => r.st === st).length;
  out.push(
    'STATUS CODES',
    '  RC  Responded - no change to household',
    '  RX  Responded - changes made (additions, deletions or amendments)',
    '  PE  Property empty at final contact',
    '  RF  Responded - declined to give details (referred to ERO)',
    '  NR  No response at any stage',
    '  NC  Not canvassed - property added after route allocation',
    '',
    `TOTALS  properties ${rows.length}  RC ${count('RC')}  RX ${count('RX')}  PE ${count('PE')}  RF ${count('RF')}  NR ${count('NR')}  NC ${count('NC')}`,
    '*** END OF REPORT ***',
    '',
  );
  const output = out.join('\n');
  const ask =
    "Quick one before Monday's canvass review. Last autumn, which house on Mill Lane never got back to us at all, even after the canvasser had been round twice? I need its property reference number.";
  return probe('round 141: canvass status', ask, 'canvass_status_report', output, 'no-reply-uprn', needle);
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------------

/** d1: the printer's batch export (CSV): one county batch printed from an older proof than the rest. */
function printBatchesCsv(): EconomicsTask {
  const random = seededRandom(141_401);
  const parishProof: Record<string, string> = {};
  for (const d of DIVISIONS)
    for (const p of d.places) parishProof[p] = `PAR28-${p.toUpperCase().replace(/[^A-Z]+/g, '')}/P${between(random, 1, 4)}`;
  type Batch = {
    contest: string;
    job: string;
    station: Station;
    papers: number;
    first: string;
    last: string;
    colour: string;
    proof: string;
  };
  const batches: Batch[] = [];
  let county = 100_001;
  let parish = 5_000_001;
  let tendered = 1;
  for (const s of STATIONS) {
    const papers = Math.ceil((s.electors * 0.85) / 25) * 25;
    const split = Math.ceil(papers / 50 / 2) * 50;
    for (const part of [split, papers - split]) {
      batches.push({
        contest: 'HCC 2028',
        job: 'HVE-PJ-2028-032',
        station: s,
        papers: part,
        first: String(county).padStart(7, '0'),
        last: String(county + part - 1).padStart(7, '0'),
        colour: 'White',
        proof: 'HCC28/P4',
      });
      county += part;
    }
    if (!['HC', 'HN', 'HS'].includes(s.division.code)) {
      const place = s.division.places.find((p) => s.name.startsWith(p)) ?? s.division.places[0]!;
      const pp = Math.ceil((s.electors * 0.8) / 25) * 25;
      batches.push({
        contest: `${place} PC 2028`,
        job: 'HVE-PJ-2028-031',
        station: s,
        papers: pp,
        first: String(parish).padStart(7, '0'),
        last: String(parish + pp - 1).padStart(7, '0'),
        colour: 'Pale blue',
        proof: parishProof[place]!,
      });
      parish += pp;
    }
    batches.push({
      contest: 'HCC 2028 tendered',
      job: 'HVE-PJ-2028-033',
      station: s,
      papers: 10,
      first: `T${String(tendered).padStart(5, '0')}`,
      last: `T${String(tendered + 9).padStart(5, '0')}`,
      colour: 'Pink',
      proof: 'HCC28/T2',
    });
    tendered += 10;
  }
  // the press order: jobs interleaved by press and shift, not by station
  shuffle(random, batches);
  const countyAt = batches.findIndex((b, i) => i > batches.length * 0.5 && b.contest === 'HCC 2028');
  batches[countyAt] = { ...batches[countyAt]!, proof: 'HCC28/P3' };
  let needle = '';
  const lines = [
    'batch_id,job_id,contest,station_id,station,papers,first_serial,last_serial,stock_gsm,colour,proof_ref,press,operator,printed_at,qa_sample,qa_result',
  ];
  let t = Date.UTC(2028, 3, 17, 6, 0, 0);
  batches.forEach((b, i) => {
    t += between(random, 3, 11) * 60_000;
    const when = new Date(t);
    if (when.getUTCHours() >= 20) t += 10 * 3_600_000;
    const id = `KPL-B-${String(20_400 + i).padStart(6, '0')}`;
    if (i === countyAt) needle = id;
    const station = /[,"]/.test(b.station.name) ? `"${b.station.name}"` : b.station.name;
    lines.push(
      [
        id,
        b.job,
        b.contest,
        b.station.id,
        station,
        b.papers,
        b.first,
        b.last,
        100,
        b.colour,
        b.proof,
        oneOf(random, ['HD-2', 'HD-3']),
        oneOf(random, ['gpriestley', 'lnuttall', 'swomersley', 'dkershaw']),
        new Date(t).toISOString().slice(0, 19) + 'Z',
        between(random, 3, 10),
        'OK',
      ].join(','),
    );
  });
  const output = `${lines.join('\n')}\n`;
  const ask =
    'Did any batch of the county council ballot papers get run off an older version of the proof than all the others? Which batch was it?';
  return probe('round 141: print batches', ask, 'print_batches_export', output, 'older-proof-batch', needle);
}

/** d2: the postal vote opening log (key=value): one batch with fewer envelopes than the standard tray. */
function postalOpeningLog(): EconomicsTask {
  const random = seededRandom(141_402);
  const operators = [
    'j.marsh',
    'k.patel',
    'r.hirst',
    't.nowak',
    's.brennan',
    'a.gill',
    'p.uttley',
    'h.yeadon',
    'c.swales',
    'm.lomax',
    'd.varley',
    'n.sagar',
  ];
  const lines: string[] = [];
  let batchNo = 1;
  let needle = '';
  const sessions = [22, 25, 27, 29, 32, 33];
  for (const day of sessions) {
    const date = aprilMay(day);
    const sessionId = `OPN-${date.slice(5).replace('-', '')}-1`;
    let t = 9 * 3600 + 30 * 60 + between(random, 0, 300);
    const ts = () => `${date}T${pad2(Math.floor(t / 3600))}:${pad2(Math.floor((t % 3600) / 60))}:${pad2(t % 60)}+01:00`;
    lines.push(
      `ts=${ts()} level=info svc=pvo event=session_open session=${sessionId} venue="Civic Centre Room 2" tables=6 observers=${between(random, 0, 4)} chair=f.redfearn`,
    );
    const perSession = between(random, 130, 160);
    let envelopesTotal = 0;
    for (let b = 0; b < perSession; b++) {
      t += between(random, 60, 240);
      const table = `T${between(random, 1, 6)}`;
      const batch = `OB-${String(batchNo++).padStart(4, '0')}`;
      const odd = day === 27 && b === Math.floor(perSession * 0.55);
      if (odd) needle = batch;
      const envelopes = odd ? 35 : 50;
      envelopesTotal += envelopes;
      const rejected = random() < 0.6 ? between(random, 0, 1) : between(random, 2, 4);
      const missing = random() < 0.9 ? 0 : 1;
      const matched = envelopes - rejected - missing;
      const d = oneOf(random, DIVISIONS);
      const minutes = between(random, 9, 17);
      lines.push(
        `ts=${ts()} level=info svc=pvo event=batch_closed session=${sessionId} table=${table} batch=${batch} division=${d.code} envelopes=${envelopes} statements_present=${envelopes - missing} pvid_matched=${matched} pvid_rejected=${rejected} ballots_to_box=${matched} box=PVB-${d.code}-${pad2(between(random, 1, 4))} duration=${minutes}m${pad2(between(random, 0, 59))}s operator=${oneOf(random, operators)}`,
      );
      if (random() < 0.12) {
        t += between(random, 5, 60);
        lines.push(
          `ts=${ts()} level=info svc=pvid event=signature_cache_refresh entries=${between(random, 41_000, 42_000)} took_ms=${between(random, 300, 900)}`,
        );
      }
      if (random() < 0.08) {
        t += between(random, 5, 60);
        lines.push(
          `ts=${ts()} level=info svc=pvo event=box_sealed box=PVB-${d.code}-${pad2(between(random, 1, 4))} seal=${between(random, 400_000, 499_999)} witnessed_by=${oneOf(random, operators)}`,
        );
      }
      if (random() < 0.05) {
        t += between(random, 5, 60);
        lines.push(
          `ts=${ts()} level=info svc=pvo event=observer_note session=${sessionId} note="${oneOf(random, ['agent asked to see rejected statements', 'tea break', 'agent left room', 'agent returned'])}"`,
        );
      }
    }
    t += between(random, 300, 900);
    lines.push(
      `ts=${ts()} level=info svc=pvo event=session_close session=${sessionId} batches=${perSession} envelopes=${envelopesTotal} boxes_sealed=${between(random, 8, 16)}`,
    );
  }
  const output = `${lines.join('\n')}\n`;
  const ask = "One of the postal vote opening batches last Thursday didn't have the usual number of envelopes in it. Which batch was that?";
  return probe('round 141: opening log', ask, 'pv_opening_log', output, 'short-batch', needle);
}

/** d3: the results feed subscribers (pretty JSON): one subscriber with a far shorter delivery timeout. */
function resultsFeedSubscribers(): EconomicsTask {
  const random = seededRandom(141_403);
  const needle = 'Fellham Valley Radio';
  const outlets = ['Gazette', 'Echo', 'Courier', 'Advertiser', 'Post', 'FM', 'Live', 'News', 'Observer', 'Mercury'];
  const subs: { name: string; category: string; domain: string; timeout: number }[] = [];
  const seen = new Set<string>([needle]);
  const add = (name: string, category: string, timeout: number) => {
    if (seen.has(name)) return;
    seen.add(name);
    subs.push({
      name,
      category,
      domain: `${name
        .replace(/ Parish Council clerk$/, ' pc')
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-+$/, '')}.example`,
      timeout,
    });
  };
  add('Harnvale Gazette', 'media', 5000);
  add('Fellham Valley FM', 'media', 5000);
  add('Fellham Valley News', 'media', 5000);
  add('Fellham Radio', 'media', 5000);
  for (const d of DIVISIONS) for (const p of d.places) if (random() < 0.45) add(`${p} ${oneOf(random, outlets)}`, 'media', 5000);
  for (const p of ['Conservative', 'Labour', 'Liberal Democrat', 'Green', 'Reform UK', 'Harnvale Independents'])
    add(`${p} group office (Harnvale)`, 'party', 10_000);
  for (const d of DIVISIONS)
    if (!['HC', 'HN', 'HS'].includes(d.code)) for (const p of d.places) add(`${p} Parish Council clerk`, 'parish', 10_000);
  for (const n of [
    'Count hall display wall',
    'Harnvale website results page',
    'Press room screens',
    'Social media scheduler',
    'Records archive',
    'Returning Officer dashboard',
  ])
    add(n, 'internal', 3000);
  for (const n of [
    'Dunmore District Council',
    'Kestrelshire County Council',
    'Northern Election Data Cooperative',
    'Regional Broadcasting Desk',
    'Local Democracy Reporters pool',
  ])
    add(n, 'external', 5000);
  shuffle(random, subs);
  subs.splice(Math.floor(subs.length * 0.48), 0, { name: needle, category: 'media', domain: 'fvradio.example', timeout: 500 });
  const items = subs.map((s) => {
    const id = `sub_${hex(random, 8)}`;
    const received = between(random, 44, 48);
    return [
      '    {',
      `      "id": "${id}",`,
      `      "name": "${s.name}",`,
      `      "category": "${s.category}",`,
      `      "contact": "${oneOf(random, ['newsdesk', 'results', 'clerk', 'ops', 'digital'])}@${s.domain}",`,
      `      "endpoint": "https://hooks.${s.domain}/harnvale/results",`,
      `      "format": "${s.category === 'internal' ? 'json-v2' : oneOf(random, ['eml-510+json', 'json-v2', 'json-v2', 'csv-v1'])}",`,
      `      "contests": [${s.category === 'parish' ? '"parish.harnvale.*"' : oneOf(random, ['"local.harnvale.*"', '"local.harnvale.*", "parish.harnvale.*"'])}],`,
      '      "auth": {',
      `        "type": "${oneOf(random, ['hmac-sha256', 'hmac-sha256', 'bearer'])}",`,
      `        "key_id": "k_${hex(random, 4)}",`,
      `        "rotated_at": "2028-0${between(random, 2, 4)}-${pad2(between(random, 1, 28))}T${pad2(between(random, 8, 17))}:${pad2(between(random, 0, 59))}:00Z"`,
      '      },',
      '      "delivery": {',
      `        "timeout_ms": ${s.timeout},`,
      '        "max_attempts": 6,',
      '        "backoff": "exponential",',
      '        "initial_backoff_ms": 2000,',
      '        "max_backoff_ms": 120000,',
      '        "ordering": "per-contest"',
      '      },',
      `      "events": ["declaration", "turnout"${random() < 0.6 ? ', "rejected-ballots"' : ''}, "correction"],`,
      '      "rehearsal": {',
      '        "date": "2028-05-02",',
      '        "sent": 48,',
      `        "acknowledged": ${received},`,
      `        "p95_latency_ms": ${between(random, 120, 2400)}`,
      '      },',
      `      "status": "${random() < 0.95 ? 'active' : 'paused'}"`,
      '    }',
    ].join('\n');
  });
  const output = [
    '{',
    '  "feed": "harnvale-results",',
    '  "environment": "production",',
    '  "election": "HCC-2028-05-04",',
    '  "generated_at": "2028-05-04T08:15:02Z",',
    `  "subscriber_count": ${subs.length},`,
    '  "subscribers": [',
    items.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  const ask =
    "For tonight's results feed: one of the subscribers is set up to give up waiting for a reply much sooner than everyone else. Who is it?";
  return probe('round 141: feed subscribers', ask, 'results_feed_subscribers', output, 'short-timeout', needle);
}

export function roundOneHundredFortyOne(): EconomicsTask[] {
  return [
    registerExport(),
    postalReturnsXml(),
    printOrderManifest(),
    stationLogisticsYaml(),
    staffingRosterIni(),
    candidateListEml(),
    postalIssueLog(),
    equipmentMovementsHtml(),
    canvassStatusReport(),
    printBatchesCsv(),
    postalOpeningLog(),
    resultsFeedSubscribers(),
  ];
}
