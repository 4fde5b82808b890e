/**
 * Probe round 70, written blind: Tynevale Pharmacy Group, a chain of sixty community pharmacies across Northumberland, Tyneside,
 * Wearside and County Durham (EPS dispensing and tokens, CD registers, wholesaler orders and goods-in, fridge loggers, home
 * delivery, patient medication records). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - dispensing system EPS spine list (minified JSON): who the prescriber is on one prescription ID at Hexham;
 *  - Alliance Healthcare order responses (one-line XML): when the Ozempic 1mg missing from Morpeth's order is expected;
 *  - delivery app runs export (CSV with a huge events_json field): who signed for the delivery at one Morpeth address;
 * b. The answer a few lines away from the line the question's words match:
 *  - CD register entries (pretty JSON): who witnessed the destruction of expired oxycodone 10mg MR tablets at Ashington;
 *  - patient medication record export (indented XML): one patient's current warfarin directions;
 *  - ordering configuration dump (YAML): the Phoenix account number of the Ponteland branch;
 * c. A question that paraphrases the output or carries a preamble:
 *  - PMR owings report (fixed-width text): when the balance of a patient's "brown inhaler" IOU was promised;
 *  - dispensary audit log (JSON lines): when the pharmacist "okayed" a patient's methadone this morning;
 *  - goods received export (CSV): which batch of "30/500 fizzy" co-codamol Blyth took in last week, after an MHRA alert;
 * d. One value unlike its peers, with no error word near it:
 *  - fridge logger daily summaries (CLI table): which fridge ran warmer than the rest, and its highest reading;
 *  - delivery van telematics trips (CLI table): which run covered far more miles than the others;
 *  - branch PC inventory (JSON lines): which PC runs an older PMR client version than the rest.
 * Not among the bench's targets.
 * First run, at d854011, the head when the round was written (with this file; `ROUNDS=70
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,691,924 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 70: EPS spine list (minified JSON)
 *     codex: 12,767 tokens, peak 12,677, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,532 tokens, peak 1,202, 0/1 needles, 1 read-backs
 *     ours: 985 tokens, peak 697, 1/1 needles, 0 read-backs
 *   round 70: wholesaler order responses (one-line XML)
 *     codex: 13,170 tokens, peak 13,083, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,583 tokens, peak 1,235, 0/1 needles, 2 read-backs
 *     ours: 4,213 tokens, peak 1,446, 0/1 needles, 3 read-backs
 *   round 70: delivery runs export (CSV, one huge field)
 *     codex: 216 tokens, peak 143, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 800, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,666 tokens, peak 846, 0/1 needles, 4 read-backs
 *     ours: 4,524 tokens, peak 964, 0/1 needles, 4 read-backs
 *   round 70: CD register entries (pretty JSON)
 *     codex: 12,293 tokens, peak 12,217, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,353 tokens, peak 5,023, 0/1 needles, 4 read-backs
 *     ours: 16,064 tokens, peak 6,883, 0/1 needles, 4 read-backs
 *   round 70: patient medication records (XML)
 *     codex: 11,960 tokens, peak 11,885, 0/1 needles, 0 read-backs
 *     context-chef: 634 tokens, peak 559, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,894 tokens, peak 1,516, 0/1 needles, 2 read-backs
 *     ours: 1,867 tokens, peak 934, 0/1 needles, 1 read-backs
 *   round 70: ordering configuration (YAML)
 *     codex: 11,374 tokens, peak 11,308, 0/1 needles, 0 read-backs
 *     context-chef: 614 tokens, peak 548, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,984 tokens, peak 1,554, 0/1 needles, 2 read-backs
 *     ours: 2,125 tokens, peak 1,190, 0/1 needles, 1 read-backs
 *   round 70: PMR owings report (fixed-width, preamble)
 *     codex: 11,067 tokens, peak 10,958, 0/1 needles, 0 read-backs
 *     context-chef: 539 tokens, peak 430, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,192 tokens, peak 1,148, 0/1 needles, 4 read-backs
 *     ours: 4,416 tokens, peak 1,818, 1/1 needles, 3 read-backs
 *   round 70: dispensary audit log (JSON lines, paraphrase)
 *     codex: 14,398 tokens, peak 14,305, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,971 tokens, peak 3,491, 1/1 needles, 2 read-backs
 *     ours: 2,169 tokens, peak 1,237, 1/1 needles, 1 read-backs
 *   round 70: goods received export (CSV, preamble)
 *     codex: 18,722 tokens, peak 18,621, 0/1 needles, 0 read-backs
 *     context-chef: 889 tokens, peak 788, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,215 tokens, peak 3,049, 0/1 needles, 4 read-backs
 *     ours: 7,639 tokens, peak 3,835, 0/1 needles, 4 read-backs
 *   round 70: fridge logger daily summaries (CLI table, odd one)
 *     codex: 16,967 tokens, peak 16,879, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,094 tokens, peak 1,315, 0/1 needles, 4 read-backs
 *     ours: 1,788 tokens, peak 841, 0/1 needles, 1 read-backs
 *   round 70: delivery van telematics (CLI table, odd one)
 *     codex: 17,297 tokens, peak 17,218, 0/1 needles, 0 read-backs
 *     context-chef: 746 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,171 tokens, peak 1,365, 0/1 needles, 4 read-backs
 *     ours: 1,831 tokens, peak 875, 1/1 needles, 1 read-backs
 *   round 70: branch PC inventory (JSON lines, odd one)
 *     codex: 13,156 tokens, peak 13,075, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 611, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,747 tokens, peak 6,703, 0/1 needles, 4 read-backs
 *     ours: 24,775 tokens, peak 9,132, 0/1 needles, 4 read-backs
 *     codex: 153,387 tokens, 0/12 needles
 *     context-chef: 8,543 tokens, 0/12 needles
 *     context-chef-store: 82,402 tokens, 1/12 needles
 *     ours: 72,396 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------------
// Shared data: branches, people, streets, medicines.
// ---------------------------------------------------------------------------------------------------------------

const TOWNS: readonly (readonly [string, string])[] = [
  ['Hexham', 'NE46'],
  ['Morpeth', 'NE61'],
  ['Alnwick', 'NE66'],
  ['Ponteland', 'NE20'],
  ['Cramlington', 'NE23'],
  ['Blyth', 'NE24'],
  ['Ashington', 'NE63'],
  ['Tynemouth', 'NE30'],
  ['Whitley Bay', 'NE26'],
  ['Wallsend', 'NE28'],
  ['Gosforth', 'NE3'],
  ['Jesmond', 'NE2'],
  ['Heaton', 'NE6'],
  ['Longbenton', 'NE12'],
  ['Killingworth', 'NE12'],
  ['Prudhoe', 'NE42'],
  ['Corbridge', 'NE45'],
  ['Haltwhistle', 'NE49'],
  ['Amble', 'NE65'],
  ['Rothbury', 'NE65'],
  ['Bedlington', 'NE22'],
  ['Seaton Delaval', 'NE25'],
  ['North Shields', 'NE29'],
  ['South Shields', 'NE33'],
  ['Jarrow', 'NE32'],
  ['Hebburn', 'NE31'],
  ['Gateshead', 'NE8'],
  ['Whickham', 'NE16'],
  ['Ryton', 'NE40'],
  ['Blaydon', 'NE21'],
  ['Consett', 'DH8'],
  ['Stanley', 'DH9'],
  ['Chester-le-Street', 'DH3'],
  ['Washington', 'NE38'],
  ['Sunderland', 'SR1'],
  ['Houghton-le-Spring', 'DH4'],
  ['Seaham', 'SR7'],
  ['Durham', 'DH1'],
  ['Birtley', 'DH3'],
  ['Low Fell', 'NE9'],
  ['Felling', 'NE10'],
  ['Byker', 'NE6'],
  ['Fenham', 'NE4'],
  ['Kenton', 'NE3'],
  ['Westerhope', 'NE5'],
  ['Wylam', 'NE41'],
  ['Stocksfield', 'NE43'],
  ['Bellingham', 'NE48'],
  ['Berwick-upon-Tweed', 'TD15'],
  ['Wooler', 'NE71'],
  ['Seahouses', 'NE68'],
  ['Forest Hall', 'NE12'],
  ['Newbiggin-by-the-Sea', 'NE64'],
  ['Pegswood', 'NE61'],
  ['Boldon', 'NE35'],
  ['Fulwell', 'SR6'],
  ['Hetton-le-Hole', 'DH5'],
  ['Crook', 'DL15'],
  ['Spennymoor', 'DL16'],
  ['Bishop Auckland', 'DL14'],
];

const FIRST_M = [
  'James',
  'John',
  'David',
  'Michael',
  'Peter',
  'Robert',
  'Alan',
  'Brian',
  'Kevin',
  'Paul',
  'Stephen',
  'Gary',
  'Ian',
  'Neil',
  'Mark',
  'Graham',
  'Colin',
  'Derek',
  'Keith',
  'Trevor',
  'George',
  'Thomas',
  'Daniel',
  'Liam',
  'Connor',
  'Ryan',
  'Mohammed',
  'Arjun',
  'Tomasz',
  'Kwame',
  'Ewan',
  'Craig',
  'Barry',
  'Dennis',
  'Raymond',
  'Norman',
  'Harry',
  'Jack',
  'Joseph',
  'Samuel',
];
const FIRST_F = [
  'Margaret',
  'Susan',
  'Linda',
  'Patricia',
  'Elizabeth',
  'Jean',
  'Sandra',
  'Karen',
  'Julie',
  'Angela',
  'Helen',
  'Joanne',
  'Lisa',
  'Claire',
  'Emma',
  'Sarah',
  'Rachel',
  'Gemma',
  'Amy',
  'Chloe',
  'Sophie',
  'Dorothy',
  'Irene',
  'Maureen',
  'Pauline',
  'Brenda',
  'Christine',
  'Valerie',
  'Priya',
  'Aisha',
  'Agnieszka',
  'Fiona',
  'Kirsty',
  'Leanne',
  'Donna',
  'Tracey',
  'Sheila',
  'Hazel',
  'Evelyn',
  'Ruth',
];
const SURNAMES = [
  'Robson',
  'Armstrong',
  'Charlton',
  'Milburn',
  'Dodds',
  'Elliott',
  'Henderson',
  'Hall',
  'Bell',
  'Scott',
  'Thompson',
  'Wilson',
  'Brown',
  'Smith',
  'Taylor',
  'Anderson',
  'Davison',
  'Forster',
  'Heron',
  'Johnson',
  'Lamb',
  'Moffat',
  'Nicholson',
  'Ord',
  'Pattinson',
  'Reed',
  'Ridley',
  'Sanderson',
  'Shield',
  'Stephenson',
  'Tait',
  'Turnbull',
  'Wallace',
  'Watson',
  'Young',
  'Carr',
  'Dixon',
  'Fenwick',
  'Graham',
  'Hedley',
  'Jobling',
  'Kerr',
  'Laidler',
  'Mason',
  'Oliver',
  'Potts',
  'Rutherford',
  'Storey',
  'Urwin',
  'Waugh',
  'Ahmed',
  'Khan',
  'Patel',
  'Kowalski',
  'Nowak',
  'Okafor',
  'Mensah',
  'Chen',
  'Singh',
  'Begum',
  'McGuinness',
  'Purvis',
  'Brannigan',
  'Errington',
  'Gallagher',
  'Hutchinson',
  'Lowes',
  'Marshall',
  'Proudlock',
  'Coulson',
  'Dobson',
  'Hollis',
];
const STREETS = [
  'Front Street',
  'Station Road',
  'Church Lane',
  'Park Avenue',
  'Victoria Terrace',
  'Alexandra Road',
  'Hawthorn Drive',
  'Rowan Close',
  'Birch Grove',
  'Larch Grove',
  'Larch Avenue',
  'Sycamore Way',
  'Beech Crescent',
  'Elm Road',
  'Millfield Gardens',
  'Castle View',
  'Abbey Road',
  'Wansbeck Street',
  'Coquet Drive',
  'Tyne View',
  'Priory Walk',
  'Cheviot Road',
  'Kielder Close',
  'Holy Island Way',
  'Simonside Terrace',
  'Dene Road',
  'Burn Lane',
  'Moorland Crescent',
  'Fell View',
  'Northumberland Street',
  'Durham Road',
  'Newcastle Road',
  'Shields Road',
  'Whitley Road',
  'Lindisfarne Road',
  'Collingwood Street',
  'Grey Street',
  'Bede Close',
  'Oswald Terrace',
  'Cuthbert Avenue',
];
const LETTERS_PC = 'ABDEFGHJLNPQRSTUWXYZ';

interface Branch {
  readonly code: string;
  readonly town: string;
  readonly ods: string;
  readonly district: string;
  readonly address: string;
}

/** The chain's branches, the same in every task. */
const BRANCHES: readonly Branch[] = (() => {
  const random = seededRandom(70_000);
  const seen = new Set<string>();
  const newOds = () => {
    for (;;) {
      const ods = `F${chars(random, 'ACDEFGHJKLMNPQRTVWXY', 1)}${between(random, 100, 999)}`;
      if (!seen.has(ods)) {
        seen.add(ods);
        return ods;
      }
    }
  };
  return TOWNS.map(([town, district], i) => {
    const ods = newOds();
    const address =
      town === 'Kenton'
        ? `212 Ponteland Road, Newcastle upon Tyne ${district} 3AB`
        : `${between(random, 1, 140)} ${oneOf(random, STREETS)}, ${town} ${district} ${between(random, 1, 9)}${chars(random, LETTERS_PC, 2)}`;
    return { code: `TV01${pad2(i + 1)}`, town, ods, district, address };
  });
})();

function branchIn(town: string): Branch {
  const found = BRANCHES.find((b) => b.town === town);
  if (!found) throw new Error(`no branch in ${town}`);
  return found;
}

interface Person {
  readonly given: string;
  readonly family: string;
  readonly title: string;
  readonly sex: 'M' | 'F';
}

function person(random: Random): Person {
  const sex = random() < 0.5 ? 'M' : 'F';
  const given = oneOf(random, sex === 'M' ? FIRST_M : FIRST_F);
  const title = sex === 'M' ? oneOf(random, ['Mr', 'Mr', 'Mr', 'Dr']) : oneOf(random, ['Mrs', 'Ms', 'Miss', 'Mrs']);
  return { given, family: oneOf(random, SURNAMES), title, sex };
}

/** A valid NHS number (modulus 11 check digit). */
function nhsNumber(random: Random): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? between(random, 4, 9) : pick(random, 10)));
    const sum = digits.reduce((s, d, i) => s + d * (10 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return [...digits, check === 11 ? 0 : check].join('');
  }
}

const spacedNhs = (n: string) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;

function postcode(random: Random, district: string): string {
  return `${district} ${between(random, 1, 9)}${chars(random, LETTERS_PC, 2)}`;
}

function birthDate(random: Random, minAge = 18, maxAge = 95): string {
  const year = 2026 - between(random, minAge, maxAge);
  return `${year}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
}

interface Medicine {
  readonly name: string;
  readonly pack: number;
  readonly unit: string;
  readonly dosage: string;
}

const MEDICINES: readonly Medicine[] = [
  { name: 'Amlodipine 5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Amlodipine 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Atorvastatin 20mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Atorvastatin 40mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Simvastatin 40mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Ramipril 5mg capsules', pack: 28, unit: 'capsule', dosage: 'Take ONE capsule ONCE a day' },
  { name: 'Ramipril 10mg capsules', pack: 28, unit: 'capsule', dosage: 'Take ONE capsule ONCE a day' },
  { name: 'Lisinopril 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Losartan 50mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Bisoprolol 2.5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Bisoprolol 5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Metformin 500mg tablets', pack: 84, unit: 'tablet', dosage: 'Take ONE tablet THREE times a day with food' },
  { name: 'Metformin 500mg modified-release tablets', pack: 56, unit: 'tablet', dosage: 'Take TWO tablets with the evening meal' },
  { name: 'Gliclazide 80mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day with food' },
  { name: 'Sitagliptin 100mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Empagliflozin 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Dapagliflozin 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Levothyroxine 25microgram tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING before food' },
  { name: 'Levothyroxine 50microgram tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING before food' },
  { name: 'Levothyroxine 100microgram tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING before food' },
  { name: 'Omeprazole 20mg gastro-resistant capsules', pack: 28, unit: 'capsule', dosage: 'Take ONE capsule ONCE a day' },
  { name: 'Lansoprazole 30mg gastro-resistant capsules', pack: 28, unit: 'capsule', dosage: 'Take ONE capsule in the MORNING' },
  { name: 'Aspirin 75mg dispersible tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Clopidogrel 75mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Apixaban 5mg tablets', pack: 56, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day' },
  { name: 'Apixaban 2.5mg tablets', pack: 56, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day' },
  { name: 'Rivaroxaban 20mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day with food' },
  { name: 'Edoxaban 60mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Furosemide 40mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Bendroflumethiazide 2.5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Indapamide 2.5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet in the MORNING' },
  { name: 'Doxazosin 4mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Tamsulosin 400microgram modified-release capsules', pack: 30, unit: 'capsule', dosage: 'Take ONE capsule after breakfast' },
  { name: 'Finasteride 5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Sertraline 50mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Sertraline 100mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Citalopram 20mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Fluoxetine 20mg capsules', pack: 30, unit: 'capsule', dosage: 'Take ONE capsule in the MORNING' },
  { name: 'Mirtazapine 15mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Amitriptyline 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE to THREE tablets at NIGHT' },
  { name: 'Gabapentin 300mg capsules', pack: 100, unit: 'capsule', dosage: 'Take ONE capsule THREE times a day' },
  { name: 'Pregabalin 75mg capsules', pack: 56, unit: 'capsule', dosage: 'Take ONE capsule TWICE a day' },
  { name: 'Co-codamol 30mg/500mg tablets', pack: 100, unit: 'tablet', dosage: 'Take ONE or TWO tablets up to FOUR times a day' },
  { name: 'Paracetamol 500mg tablets', pack: 100, unit: 'tablet', dosage: 'Take TWO tablets up to FOUR times a day' },
  { name: 'Naproxen 500mg gastro-resistant tablets', pack: 56, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day with food' },
  { name: 'Salbutamol 100micrograms/dose inhaler CFC free', pack: 1, unit: 'inhaler', dosage: 'Inhale TWO puffs when required' },
  { name: 'Clenil Modulite 100micrograms/dose inhaler', pack: 1, unit: 'inhaler', dosage: 'Inhale TWO puffs TWICE a day' },
  { name: 'Fostair 100micrograms/dose / 6micrograms/dose inhaler', pack: 1, unit: 'inhaler', dosage: 'Inhale ONE puff TWICE a day' },
  { name: 'Seretide 250 Evohaler', pack: 1, unit: 'inhaler', dosage: 'Inhale TWO puffs TWICE a day' },
  { name: 'Montelukast 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Prednisolone 5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take SIX tablets in the MORNING for 5 days' },
  { name: 'Amoxicillin 500mg capsules', pack: 21, unit: 'capsule', dosage: 'Take ONE capsule THREE times a day for 7 days' },
  { name: 'Doxycycline 100mg capsules', pack: 8, unit: 'capsule', dosage: 'Take TWO capsules on day 1 then ONE daily' },
  { name: 'Nitrofurantoin 50mg capsules', pack: 12, unit: 'capsule', dosage: 'Take ONE capsule FOUR times a day for 3 days' },
  { name: 'Flucloxacillin 500mg capsules', pack: 28, unit: 'capsule', dosage: 'Take ONE capsule FOUR times a day' },
  { name: 'Levetiracetam 500mg tablets', pack: 60, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day' },
  { name: 'Lamotrigine 100mg tablets', pack: 56, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day' },
  { name: 'Quetiapine 25mg tablets', pack: 60, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT' },
  { name: 'Propranolol 10mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet TWICE a day when required' },
  { name: 'Folic acid 5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet ONCE a day' },
  { name: 'Adcal-D3 chewable tablets', pack: 56, unit: 'tablet', dosage: 'Chew ONE tablet TWICE a day' },
  { name: 'Alendronic acid 70mg tablets', pack: 4, unit: 'tablet', dosage: 'Take ONE tablet ONCE a WEEK before breakfast' },
  { name: 'Mebeverine 135mg tablets', pack: 100, unit: 'tablet', dosage: 'Take ONE tablet THREE times a day before food' },
  { name: 'Latanoprost 50micrograms/ml eye drops', pack: 1, unit: 'bottle', dosage: 'Instil ONE drop into BOTH eyes at NIGHT' },
  { name: 'Sumatriptan 50mg tablets', pack: 6, unit: 'tablet', dosage: 'Take ONE tablet at onset of migraine' },
  { name: 'Zopiclone 7.5mg tablets', pack: 28, unit: 'tablet', dosage: 'Take ONE tablet at NIGHT when required' },
];

const pip = (random: Random) => String(between(random, 1_000_000, 9_999_999));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const ukDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const clock = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;
/** Fits `s` into `n` columns (cut or padded), as a fixed-width report prints it. */
const fit = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s.padEnd(n));
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => isoDay(new Date(Date.parse(`${from}T12:00:00Z`) + i * 86_400_000)));
const weekday = (iso: string) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T12:00:00Z`).getUTCDay()]!;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------------------

const EPS_STATUS = [
  { code: '0001', display: 'To Be Dispensed' },
  { code: '0002', display: 'With Dispenser' },
  { code: '0003', display: 'With Dispenser - Active' },
  { code: '0006', display: 'Dispensed' },
];
const EXEMPTIONS = [
  { code: '0001', display: 'Patient is 60 years of age or over or is under 16' },
  { code: '0001', display: 'Patient is 60 years of age or over or is under 16' },
  { code: '0001', display: 'Patient is 60 years of age or over or is under 16' },
  { code: '0000', display: 'Patient has paid appropriate charges' },
  { code: '0005', display: 'Patient has a valid medical exemption certificate' },
  { code: '0006', display: 'Patient has a valid prescription pre-payment certificate' },
  { code: '0009', display: 'Patient is entitled to Universal Credit' },
  { code: '0010', display: 'Patient has an HC2 charges certificate' },
  { code: '0004', display: 'Patient has a valid maternity exemption certificate' },
];

/** Task 1: the EPS spine list of the Hexham branch, as the dispensing system's API returns it (minified JSON). */
function epsSpineList(): EconomicsTask {
  const random = seededRandom(70_101);
  const branch = branchIn('Hexham');
  const practices = [
    { ods: 'A84021', name: 'Hexham Medical Practice' },
    { ods: 'A84032', name: 'Corbridge Health Centre' },
    { ods: 'A84044', name: 'Haydon Bridge Surgery' },
    { ods: 'A84608', name: 'Humshaugh and Wark Medical Group' },
    { ods: 'A84011', name: 'Bellingham Practice' },
    { ods: 'A84013', name: 'Prudhoe Medical Group' },
  ].map((p) => ({
    ...p,
    prescribers: Array.from({ length: between(random, 4, 7) }, () => {
      const sex = random() < 0.5 ? 'M' : 'F';
      const nurse = random() < 0.15;
      return {
        name: `${nurse ? '' : 'Dr '}${oneOf(random, sex === 'M' ? FIRST_M : FIRST_F)} ${oneOf(random, SURNAMES)}`,
        role: nurse ? 'Nurse Independent/Supplementary Prescriber' : 'General Medical Practitioner',
        code: nurse
          ? `${between(random, 10, 99)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXY', 1)}${between(random, 1000, 9999)}E`
          : `G${between(random, 8_000_000, 8_999_999)}`,
        sdsUserId: `${between(random, 5_000_000, 6_999_999)}${between(random, 10_000, 99_999)}`,
      };
    }),
  }));
  const checkChars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+';
  const count = 470;
  const target = Math.floor(count * 0.49);
  const targetId = '3C91F0-A84021-4E27BK';
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    const practice = i === target ? practices[0]! : oneOf(random, practices);
    const prescriber =
      i === target
        ? { name: 'Dr Rhiannon Achterberg', role: 'Locum General Medical Practitioner', code: 'G8830417', sdsUserId: '555041279108' }
        : oneOf(random, practice.prescribers);
    const p = person(random);
    const id =
      i === target
        ? targetId
        : `${hex(random, 6).toUpperCase()}-${practice.ods}-${hex(random, 5).toUpperCase()}${oneOf(random, [...checkChars])}`;
    const signedDay = 3 + pick(random, 14);
    const signed = `2026-11-${pad2(signedDay)}T${pad2(between(random, 8, 17))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`;
    const treatment = oneOf(random, ['0001', '0001', '0002', '0002', '0003']);
    const repeatMax = treatment === '0003' ? oneOf(random, [3, 6, 6, 12]) : 1;
    const itemCount = treatment === '0001' ? between(random, 1, 2) : between(random, 1, 6);
    const items = Array.from({ length: itemCount }, () => {
      const m = oneOf(random, MEDICINES);
      return {
        lineItemId: uuid(random).toUpperCase(),
        dmdCode: String(between(random, 300_000_000, 399_999_999)) + String(between(random, 1_000, 9_999)),
        description: m.name,
        quantity: { value: m.pack, unit: m.unit },
        dosageInstructions: m.dosage,
        status: { code: '0007', display: 'To Be Dispensed' },
      };
    });
    const status = oneOf(random, EPS_STATUS);
    const printed = status.code !== '0001' && random() < 0.6;
    const record = {
      prescriptionId: id,
      prescriptionType: { code: '0101', display: 'Primary Care Prescriber - Medical Prescriber' },
      treatmentType: {
        code: treatment,
        display: treatment === '0001' ? 'Acute' : treatment === '0002' ? 'Repeat Prescribing' : 'Repeat Dispensing',
      },
      ...(treatment === '0003' ? { repeatIssue: between(random, 1, repeatMax), repeatMax } : {}),
      status,
      patient: {
        nhsNumber: nhsNumber(random),
        name: `${p.family.toUpperCase()}, ${p.given}`,
        prefix: p.title,
        birthDate: birthDate(random, 2, 96),
        gender: p.sex === 'M' ? 'male' : 'female',
        postcode: postcode(random, oneOf(random, ['NE46', 'NE46', 'NE47', 'NE48', 'NE45', 'NE42', 'NE43'])),
      },
      prescriber: { ...prescriber, organisation: { odsCode: practice.ods, name: practice.name } },
      nominatedPharmacy: branch.ods,
      signedAt: signed,
      downloadedAt:
        status.code === '0001'
          ? null
          : `2026-11-${pad2(Math.min(signedDay + 1, 17))}T0${between(random, 6, 9)}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
      chargeExemption: oneOf(random, EXEMPTIONS),
      items,
      token: printed
        ? {
            form: 'FP10DT',
            printedAt: `2026-11-${pad2(Math.min(signedDay + 1, 17))}T${pad2(between(random, 9, 17))}:${pad2(pick(random, 60))}:00Z`,
            barcode: id.replace(/-/g, ''),
          }
        : null,
      notes:
        random() < 0.1
          ? oneOf(random, ['Patient collects Fridays', 'Blister pack - weekly', 'Deliver - housebound', 'Check dose with GP'])
          : null,
    };
    records.push(JSON.stringify(record));
  }
  const output = JSON.stringify({
    requestId: 'd41c07e2-5a8b-4f0e-9b3d-72e1c6a0f915',
    branch: { code: branch.code, odsCode: branch.ods, name: `Tynevale Pharmacy ${branch.town}` },
    generatedAt: '2026-11-17T08:12:44.201Z',
    query: { statuses: ['0001', '0002', '0003', '0006'], signedSince: '2026-11-03', nominated: true },
    count,
    prescriptions: ['@@'],
  }).replace('"@@"', records.join(','));
  return probe(
    'round 70: EPS spine list (minified JSON)',
    "Who's the prescriber on EPS prescription 3C91F0-A84021-4E27BK on the Hexham branch's spine list?",
    'dispensing_eps_spine_list',
    output,
    'eps-prescriber',
    'Rhiannon Achterberg',
    true,
  );
}

const GLP1 = [
  'OZEMPIC 0.25MG/0.19ML SOLN FOR INJ PRE-FILLED PEN 1',
  'OZEMPIC 0.5MG/0.37ML SOLN FOR INJ PRE-FILLED PEN 1',
  'OZEMPIC 1MG/0.74ML SOLN FOR INJ PRE-FILLED PEN 1',
  'MOUNJARO KWIKPEN 5MG/0.6ML SOLN FOR INJ 1',
  'TRULICITY 1.5MG/0.5ML SOLN FOR INJ PRE-FILLED PEN 4',
];
const REASONS = [
  { code: 'MCS', text: 'Manufacturer cannot supply' },
  { code: 'QTA', text: 'Quota allocation exhausted' },
  { code: 'OOS', text: 'Out of stock at depot' },
  { code: 'DIS', text: 'Discontinued line' },
  { code: 'BOR', text: 'Back order - will follow' },
];
const EXPECTED = [
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-27',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
];

/** Task 2: Alliance Healthcare's order responses for every branch's morning order (one-line XML). */
function allianceOrderResponses(): EconomicsTask {
  const random = seededRandom(70_102);
  const products = MEDICINES.map((m) => ({
    pip: pip(random),
    desc: `${m.name.toUpperCase().replace(' TABLETS', ' TABS').replace(' CAPSULES', ' CAPS')} ${m.pack}`,
    price: (between(random, 60, 2400) / 100).toFixed(2),
  }));
  const glp = GLP1.map((desc) => ({ pip: pip(random), desc, price: (between(random, 7300, 16_900) / 100).toFixed(2) }));
  const ozempic1 = glp[2]!;
  const morpeth = branchIn('Morpeth');
  const order = shuffle(random, [...BRANCHES.filter((b) => b !== morpeth)]);
  order.splice(Math.floor(order.length * 0.5), 0, morpeth);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><OrderResponses xmlns="urn:alliance-healthcare:ordering:order-response:2.3" supplier="Alliance Healthcare (Distribution) Ltd" customerGroup="TYNEVALE PHARMACY GROUP" groupAccount="G0041177" generated="2026-11-17T06:42:09Z" count="60">',
  ];
  for (const branch of order) {
    const isTarget = branch === morpeth;
    const lineCount = between(random, 38, 64);
    const lines: { p: { pip: string; desc: string; price: string }; qty: number }[] = [];
    for (let i = 0; i < lineCount; i++) lines.push({ p: oneOf(random, products), qty: oneOf(random, [1, 1, 1, 2, 2, 3, 4, 5, 10]) });
    for (const g of glp) if (random() < 0.45) lines.splice(pick(random, lines.length), 0, { p: g, qty: between(random, 1, 4) });
    if (isTarget) {
      const at = lines.findIndex((l) => l.p === ozempic1);
      if (at >= 0) lines.splice(at, 1);
      lines.splice(Math.floor(lines.length / 2), 0, { p: ozempic1, qty: 3 });
    }
    const account = `${between(random, 100_000, 999_999)}`;
    parts.push(
      `<OrderResponse><Header><OrderRef>${branch.code}-20261116-PM</OrderRef><SupplierOrderNo>AH${between(random, 7_000_000, 7_999_999)}</SupplierOrderNo><Account>${account}</Account><Branch code="${branch.code}" ods="${branch.ods}">Tynevale Pharmacy ${branch.town}</Branch><Received>2026-11-16T${pad2(between(random, 16, 17))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z</Received><Delivery date="2026-11-17" slot="AM" route="${branch.district}-${between(random, 1, 4)}"/></Header><Lines>`,
    );
    let packs = 0;
    let value = 0;
    lines.forEach((l, n) => {
      const glpLine = GLP1.includes(l.p.desc);
      const target = isTarget && l.p === ozempic1;
      const roll = random();
      let status: string;
      let confirmed = l.qty;
      if (target) {
        confirmed = 0;
        status = `<Status code="30">Not supplied</Status><Reason code="QTA">Quota allocation exhausted</Reason><ExpectedDate>2026-12-07</ExpectedDate>`;
      } else if ((glpLine && roll < 0.7) || roll < 0.06) {
        const reason = glpLine ? oneOf(random, REASONS.slice(0, 2)) : oneOf(random, REASONS);
        confirmed = l.qty > 1 && random() < 0.4 ? between(random, 1, l.qty - 1) : 0;
        const expected = reason.code === 'DIS' ? '' : `<ExpectedDate>${oneOf(random, EXPECTED)}</ExpectedDate>`;
        status = `<Status code="${confirmed > 0 ? '20' : '30'}">${confirmed > 0 ? 'Part supplied' : 'Not supplied'}</Status><Reason code="${reason.code}">${reason.text}</Reason>${expected}`;
      } else status = '<Status code="00">Supplied in full</Status>';
      packs += confirmed;
      value += confirmed * Number(l.p.price);
      parts.push(
        `<Line no="${n + 1}"><PIP>${l.p.pip}</PIP><Description>${l.p.desc}</Description><Ordered>${l.qty}</Ordered><Confirmed>${confirmed}</Confirmed>${status}<NetPrice currency="GBP">${l.p.price}</NetPrice></Line>`,
      );
    });
    parts.push(`</Lines><Totals lines="${lines.length}" packs="${packs}" value="${value.toFixed(2)}"/></OrderResponse>`);
  }
  parts.push('</OrderResponses>');
  return probe(
    'round 70: wholesaler order responses (one-line XML)',
    "When does Alliance expect to be able to supply the Ozempic 1mg pens that didn't come on today's Morpeth order?",
    'wholesaler_order_responses',
    parts.join(''),
    'ozempic-expected',
    '2026-12-07',
    true,
  );
}

/** Task 3: the delivery app's export of yesterday's runs, one CSV row per run, with every GPS ping and stop event in one field. */
function deliveryRunsExport(): EconomicsTask {
  const random = seededRandom(70_103);
  const morpeth = branchIn('Morpeth');
  const drivers = Array.from({ length: 30 }, () => `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`);
  const runBranches = shuffle(random, [...BRANCHES.filter((b) => b !== morpeth)]).slice(0, 21);
  runBranches.splice(11, 0, morpeth);
  const rows = ['run_id,date,branch_code,branch,driver,vehicle_reg,started_at,finished_at,stops_planned,stops_completed,events_json'];
  const ts = (minutes: number, seconds: number) => `2026-11-16T${clock(minutes)}:${pad2(seconds)}Z`;
  runBranches.forEach((branch, r) => {
    const isTarget = branch === morpeth;
    const stops = isTarget ? 27 : between(random, 12, 26);
    const pingsPerLeg = isTarget ? between(random, 52, 58) : between(random, 6, 14);
    const events: string[] = [];
    let minute = between(random, 600, 630);
    let lat = 54.9 + random() * 0.8;
    let lon = -1.4 - random() * 0.8;
    const start = minute;
    let done = 0;
    for (let s = 1; s <= stops; s++) {
      const pings = pingsPerLeg + between(random, -3, 3);
      for (let k = 0; k < pings; k++) {
        lat += (random() - 0.5) * 0.004;
        lon += (random() - 0.5) * 0.006;
        const sec = (k * 20) % 60;
        if (sec === 0 && k > 0) minute++;
        events.push(
          `{"t":"${ts(minute, sec)}","type":"gps","lat":${lat.toFixed(5)},"lon":${lon.toFixed(5)},"spd":${between(random, 0, 48)},"hdg":${pick(random, 360)}}`,
        );
      }
      minute += between(random, 1, 4);
      const ref = `DLV-${branch.code}-20261116-${String(s).padStart(3, '0')}`;
      const target = isTarget && s === 14;
      let address = `${between(random, 1, 96)} ${oneOf(random, STREETS)}, ${branch.town} ${postcode(random, branch.district)}`;
      if (isTarget && s === 9) address = `41 Larch Close, Morpeth NE61 2QT`;
      if (isTarget && s === 20) address = `14 Larch Grove, Morpeth NE61 2QR`;
      if (target) address = `14 Larch Close, Morpeth NE61 2QT`;
      const p = person(random);
      const bags = between(random, 1, 3);
      const cd = random() < 0.12;
      const fridge = random() < 0.08;
      events.push(
        `{"t":"${ts(minute, between(random, 0, 59))}","type":"arrived","stop":${s},"ref":"${ref}","addr":"${address}","patient":"${p.title} ${p.given[0]} ${p.family}"}`,
      );
      minute += between(random, 2, 6);
      const roll = random();
      if (target) {
        events.push(
          `{"t":"${ts(minute, 12)}","type":"pod","stop":${s},"ref":"${ref}","method":"signature","signed_by":"K. Oduya (neighbour, no.16)","bags":2,"cd":false,"fridge":false,"photo":"pod/${ref}.jpg"}`,
        );
        done++;
      } else if (roll < 0.08 && !cd) {
        events.push(
          `{"t":"${ts(minute, between(random, 0, 59))}","type":"not_delivered","stop":${s},"ref":"${ref}","reason":"${oneOf(random, ['No answer - card left', 'No answer - card left', 'Patient in hospital', 'Wrong address'])}","return_to_branch":true}`,
        );
      } else if (roll < 0.35 && !cd && !fridge) {
        events.push(
          `{"t":"${ts(minute, between(random, 0, 59))}","type":"pod","stop":${s},"ref":"${ref}","method":"safe_place","left_at":"${oneOf(random, ['porch', 'front door (agreed)', 'key safe box', 'rear door'])}","bags":${bags},"cd":false,"fridge":false,"photo":"pod/${ref}.jpg"}`,
        );
        done++;
      } else {
        const signer = oneOf(random, [
          `${p.given[0]}. ${p.family}`,
          `${p.given[0]}. ${p.family}`,
          `${oneOf(random, FIRST_F)[0]}. ${p.family} (wife)`,
          `${oneOf(random, FIRST_M)[0]}. ${p.family} (son)`,
          `${oneOf(random, FIRST_F)[0]}. ${p.family} (daughter)`,
          `${oneOf(random, FIRST_F)[0]}. ${oneOf(random, SURNAMES)} (carer)`,
          `${oneOf(random, FIRST_M)[0]}. ${oneOf(random, SURNAMES)} (neighbour, no.${between(random, 1, 60)})`,
        ]);
        events.push(
          `{"t":"${ts(minute, between(random, 0, 59))}","type":"pod","stop":${s},"ref":"${ref}","method":"signature","signed_by":"${signer}","bags":${bags},"cd":${cd},"fridge":${fridge},"photo":"pod/${ref}.jpg"}`,
        );
        done++;
      }
      minute++;
    }
    events.push(`{"t":"${ts(minute + between(random, 10, 25), 0)}","type":"returned_to_branch","branch":"${branch.code}"}`);
    const field = `[${events.join(',')}]`.replace(/"/g, '""');
    rows.push(
      `RUN-${branch.code}-20261116-${r % 2 === 0 ? 'AM' : 'PM'},2026-11-16,${branch.code},${branch.town},${oneOf(random, drivers)},${chars(random, 'ABCDEFGHJKLMNOPRSTVWXY', 2)}${between(random, 17, 74)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)},${ts(start, 0)},${ts(minute + 20, 0)},${stops},${done},"${field}"`,
    );
  });
  return probe(
    'round 70: delivery runs export (CSV, one huge field)',
    'Who signed for the prescription delivery to 14 Larch Close in Morpeth yesterday?',
    'delivery_runs_export',
    rows.join('\n') + '\n',
    'larch-close-signature',
    'K. Oduya (neighbour, no.16)',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------------------

const CONTROLLED = [
  { drug: 'Oxycodone hydrochloride', form: 'Modified-release tablets', strength: '10mg', brand: 'OxyContin', pack: 56 },
  { drug: 'Oxycodone hydrochloride', form: 'Modified-release tablets', strength: '5mg', brand: 'OxyContin', pack: 56 },
  { drug: 'Oxycodone hydrochloride', form: 'Capsules', strength: '10mg', brand: 'Shortec', pack: 56 },
  { drug: 'Oxycodone hydrochloride', form: 'Capsules', strength: '5mg', brand: 'Shortec', pack: 56 },
  { drug: 'Morphine sulfate', form: 'Modified-release tablets', strength: '10mg', brand: 'MST Continus', pack: 60 },
  { drug: 'Morphine sulfate', form: 'Modified-release tablets', strength: '30mg', brand: 'MST Continus', pack: 60 },
  { drug: 'Fentanyl', form: 'Transdermal patches', strength: '25micrograms/hour', brand: 'Matrifen', pack: 5 },
  { drug: 'Fentanyl', form: 'Transdermal patches', strength: '12micrograms/hour', brand: 'Matrifen', pack: 5 },
  { drug: 'Methylphenidate hydrochloride', form: 'Modified-release tablets', strength: '18mg', brand: 'Xaggitin XL', pack: 30 },
  { drug: 'Methylphenidate hydrochloride', form: 'Modified-release tablets', strength: '36mg', brand: 'Xaggitin XL', pack: 30 },
  { drug: 'Lisdexamfetamine dimesylate', form: 'Capsules', strength: '30mg', brand: 'Elvanse', pack: 30 },
  { drug: 'Tapentadol', form: 'Modified-release tablets', strength: '50mg', brand: 'Palexia SR', pack: 56 },
];

/** Task 4: the Ashington branch's Schedule 2 CD register entries since August (pretty JSON from the register's API). */
function cdRegisterEntries(): EconomicsTask {
  const random = seededRandom(70_104);
  const branch = branchIn('Ashington');
  const pharmacists = [
    { name: 'Faisal Qureshi', gphc: '2084417' },
    { name: 'Lauren Tweddle', gphc: '2211903' },
    { name: 'Chidi Nwosu', gphc: '2079226' },
    { name: 'Hannah Gilroy', gphc: '2230418' },
  ];
  const staff = ['Dawn Lumsden (Dispenser)', 'Kerry Bowman (ACT)', 'Stacey Ritson (Dispenser)', 'Gemma Oxley (Pharmacy Technician)'];
  const witnesses = [
    { name: 'Graeme Huntley', role: 'Authorised witness - NENC ICB Controlled Drugs Team', reference: 'AW-NENC-0117' },
    { name: 'Susan Pringle', role: 'Authorised witness - NENC ICB Controlled Drugs Team', reference: 'AW-NENC-0142' },
    { name: 'Paul Greener', role: 'Authorised witness - Tynevale Superintendent Pharmacist nominee', reference: 'AW-TV-0009' },
  ];
  const prescribers = Array.from({ length: 14 }, () => ({
    name: `Dr ${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`,
    address: oneOf(random, [
      'Ashington Medical Group, Ashington NE63 0SF',
      'Wansbeck General Practice, Ashington NE63 9JJ',
      'Lintonville Medical Group, Ashington NE63 9UT',
      'Newbiggin Medical Centre, Newbiggin-by-the-Sea NE64 6DR',
      'Marie Curie Hospice Team, Newcastle upon Tyne NE7 7NS',
    ]),
  }));
  const patients = Array.from({ length: 70 }, () => {
    const p = person(random);
    return {
      name: `${p.title} ${p.given} ${p.family}`,
      address: `${between(random, 1, 120)} ${oneOf(random, STREETS)}, Ashington ${postcode(random, 'NE63')}`,
    };
  });
  const balance = CONTROLLED.map((c) => c.pack * between(random, 1, 4));
  const dates = days('2026-08-03', 105);
  const entries: unknown[] = [];
  let serial = 48_210;
  const targetDay = dates[Math.floor(dates.length * 0.52)]!;
  for (const day of dates) {
    if (weekday(day) === 'Sun') continue;
    const n = weekday(day) === 'Sat' ? between(random, 1, 3) : between(random, 4, 8);
    const slots = Array.from({ length: n }, () => between(random, 540, 1080)).sort((a, b) => a - b);
    const wantDestruction = day === targetDay || random() < 0.05;
    slots.forEach((minute, k) => {
      const target = day === targetDay && k === 0;
      const ci = target ? 0 : pick(random, CONTROLLED.length);
      const c = CONTROLLED[ci]!;
      const head = {
        entryId: `CDR-${branch.code}-${String(serial++).padStart(7, '0')}`,
        register: { drug: c.drug, form: c.form, strength: c.strength, brand: c.brand },
        date: day,
        time: clock(minute),
      };
      const pharmacist = oneOf(random, pharmacists);
      if (target || (wantDestruction && k === n - 1 && ci !== 0 && balance[ci]! > 0)) {
        const qty = target ? 14 : Math.min(balance[ci]!, between(random, 2, 20));
        balance[ci] = balance[ci]! - qty;
        const witness = target
          ? { name: 'Moira Castellanos', role: 'Authorised witness - NENC ICB Controlled Drugs Team', reference: 'AW-NENC-0163' }
          : oneOf(random, witnesses);
        entries.push({
          ...head,
          entryType: 'DESTRUCTION',
          quantityIn: 0,
          quantityOut: qty,
          runningBalance: balance[ci],
          destruction: {
            reason: 'Expired stock',
            batch: `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 1000, 9999)}`,
            expiry: `2026-${pad2(between(random, 5, 10))}`,
            method: 'Denatured using CD denaturing kit (DOOP)',
            authorisedWitness: witness,
          },
          pharmacist,
          enteredBy: oneOf(random, staff),
        });
        return;
      }
      if (balance[ci]! < c.pack * 2 || random() < 0.25) {
        const packs = between(random, 1, 3);
        balance[ci] = balance[ci]! + packs * c.pack;
        entries.push({
          ...head,
          entryType: 'RECEIPT',
          quantityIn: packs * c.pack,
          quantityOut: 0,
          runningBalance: balance[ci],
          receivedFrom: {
            supplier: oneOf(random, [
              'AAH Pharmaceuticals Ltd, Gateshead NE11 0JY',
              'Alliance Healthcare, Newcastle NE15 8NY',
              'Phoenix Healthcare Distribution, Hebburn NE31 1SZ',
            ]),
            invoice: `${between(random, 10_000_000, 99_999_999)}`,
          },
          pharmacist,
          enteredBy: oneOf(random, staff),
        });
        return;
      }
      const qty = Math.min(
        balance[ci]!,
        oneOf(
          random,
          [c.pack, c.pack, Math.ceil(c.pack / 2), 28, 14, 10].filter((q) => q <= c.pack),
        ),
      );
      balance[ci] = balance[ci]! - qty;
      const patient = oneOf(random, patients);
      const byPatient = random() < 0.55;
      const collectorName = byPatient ? patient.name : `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${patient.name.split(' ').at(-1)}`;
      entries.push({
        ...head,
        entryType: 'SUPPLY',
        quantityIn: 0,
        quantityOut: qty,
        runningBalance: balance[ci],
        patient,
        prescriber: oneOf(random, prescribers),
        collectedBy: {
          type: byPatient ? 'Patient' : oneOf(random, ["Patient's representative", 'Tynevale delivery driver']),
          name: collectorName,
          proofOfIdentityRequested: true,
          proofOfIdentityProvided: random() < 0.9,
        },
        prescriptionRef: `${hex(random, 6).toUpperCase()}-A84${between(random, 100, 999)}-${hex(random, 5).toUpperCase()}${chars(random, ALNUM.toUpperCase(), 1)}`,
        pharmacist,
        enteredBy: oneOf(random, staff),
      });
    });
  }
  const output = JSON.stringify(
    {
      branch: { code: branch.code, odsCode: branch.ods, name: `Tynevale Pharmacy ${branch.town}`, address: branch.address },
      register: 'Schedule 2 controlled drugs',
      period: { from: '2026-08-03', to: '2026-11-16' },
      exportedAt: '2026-11-17T09:04:51Z',
      exportedBy: 'faisal.qureshi@tynevale-pharmacy.co.uk',
      entries,
    },
    null,
    2,
  );
  return probe(
    'round 70: CD register entries (pretty JSON)',
    'At Ashington, who witnessed the destruction of the expired oxycodone 10mg modified-release tablets?',
    'cd_register_entries',
    output,
    'cd-witness',
    'Moira Castellanos',
  );
}

const WARFARIN_DOSES = [
  'currently 3mg daily',
  'currently 4mg daily',
  'currently 5mg daily',
  'currently 2.5mg daily',
  'currently 4.5mg daily',
  'currently 6mg Mon/Wed/Fri, 5mg other days',
  'currently 3mg Mon and Fri, 2mg other days',
  'dose per INR - see yellow book',
];

/** Task 5: the Rothbury branch's patient medication records (PMR XML export). */
function pmrExport(): EconomicsTask {
  const random = seededRandom(70_105);
  const branch = branchIn('Rothbury');
  const practices = [
    { ods: 'A84007', name: 'Coquetdale Medical Group, Rothbury' },
    { ods: 'A84019', name: 'Alnwick Medical Group' },
    { ods: 'A84036', name: 'Felton Surgery' },
  ];
  const allergies = ['Penicillins', 'NSAIDs', 'Codeine', 'Sulfonamides', 'Latex', 'Trimethoprim', 'Elastoplast'];
  const count = 330;
  const target = Math.floor(count * 0.47);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<PatientMedicationRecords system="Tynevale PMR" version="4.18.2" branch="${branch.code}" ods="${branch.ods}" exported="2026-11-17T07:55:02Z">`,
  ];
  for (let i = 0; i < count; i++) {
    const isTarget = i === target;
    const wife = i === target - 1;
    let p = person(random);
    if (isTarget) p = { given: 'Alan', family: 'Featherstone', title: 'Mr', sex: 'M' };
    if (wife) p = { given: 'Jean', family: 'Featherstone', title: 'Mrs', sex: 'F' };
    const address =
      isTarget || wife
        ? ['7 Haw Hill Close', 'Thropton', 'Morpeth', 'NE65 7LT']
        : [
            `${between(random, 1, 80)} ${oneOf(random, STREETS)}`,
            oneOf(random, ['Rothbury', 'Thropton', 'Longframlington', 'Whittingham', 'Harbottle']),
            'Morpeth',
            postcode(random, 'NE65'),
          ];
    const practice = isTarget || wife ? practices[0]! : oneOf(random, practices);
    out.push(
      `  <Patient id="P${between(random, 100_000, 999_999)}">`,
      `    <NHSNumber>${nhsNumber(random)}</NHSNumber>`,
      '    <Name>',
      `      <Title>${p.title}</Title>`,
      `      <Given>${p.given}</Given>`,
      `      <Family>${p.family}</Family>`,
      '    </Name>',
      `    <DateOfBirth>${isTarget ? '1946-02-19' : birthDate(random, 20, 96)}</DateOfBirth>`,
      `    <Gender>${p.sex === 'M' ? 'Male' : 'Female'}</Gender>`,
      '    <Address>',
      ...address.map((line, k) => `      <Line${k + 1}>${line}</Line${k + 1}>`),
      '    </Address>',
      `    <Telephone>01669 ${between(random, 600_000, 699_999)}</Telephone>`,
      `    <RegisteredPractice ods="${practice.ods}">${practice.name}</RegisteredPractice>`,
      `    <Nomination type="EPS" ods="${branch.ods}"/>`,
      `    <Delivery>${random() < 0.3 ? 'Yes' : 'No'}</Delivery>`,
      `    <ComplianceAid>${random() < 0.15 ? 'Weekly blister pack' : 'None'}</ComplianceAid>`,
    );
    const allergyList = random() < 0.3 ? [oneOf(random, allergies)] : [];
    if (allergyList.length === 0) out.push('    <Allergies status="NKDA"/>');
    else
      out.push(
        '    <Allergies>',
        ...allergyList.map(
          (a) => `      <Allergy recorded="${2000 + between(random, 5, 25)}-${pad2(between(random, 1, 12))}-01">${a}</Allergy>`,
        ),
        '    </Allergies>',
      );
    const meds: { name: string; dosage: string; qty: number }[] = [];
    const count2 = between(random, 2, 8);
    for (let k = 0; k < count2; k++) {
      const m = oneOf(random, MEDICINES);
      meds.push({ name: m.name, dosage: m.dosage, qty: m.pack });
    }
    const onWarfarin = isTarget || random() < 0.12;
    if (onWarfarin) {
      const dose = isTarget ? '5mg Mon and Thu, 4mg other days' : oneOf(random, WARFARIN_DOSES);
      const at = isTarget ? 2 : pick(random, meds.length + 1);
      meds.splice(at, 0, { name: 'Warfarin 1mg tablets', dosage: `Take as directed by the anticoagulant clinic - ${dose}`, qty: 112 });
      if (random() < 0.6)
        meds.splice(at + 1, 0, { name: 'Warfarin 3mg tablets', dosage: 'Take as directed by the anticoagulant clinic', qty: 28 });
    }
    if (wife)
      meds.splice(1, 0, {
        name: 'Warfarin 1mg tablets',
        dosage: 'Take as directed by the anticoagulant clinic - currently 3mg daily',
        qty: 56,
      });
    out.push('    <Medications>');
    for (const m of meds) {
      const last = `2026-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 28))}`;
      out.push(
        `      <Medication status="current" type="${random() < 0.8 ? 'repeat' : 'acute'}">`,
        `        <Drug dmd="${between(random, 300_000_000, 399_999_999)}${between(random, 1000, 9999)}">${m.name}</Drug>`,
        `        <Dosage>${m.dosage}</Dosage>`,
        `        <Quantity>${m.qty}</Quantity>`,
        `        <LastIssued>${last > '2026-11-16' ? '2026-11-16' : last}</LastIssued>`,
        `        <Prescriber>Dr ${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}</Prescriber>`,
        '      </Medication>',
      );
    }
    out.push('    </Medications>');
    if (onWarfarin || random() < 0.2)
      out.push(
        '    <Notes>',
        ...Array.from(
          { length: between(random, 1, 2) },
          () =>
            `      <Note date="2026-${pad2(between(random, 6, 11))}-${pad2(between(random, 1, 28))}" by="${oneOf(random, ['SRUTHERFORD', 'JPURVIS', 'ANWOSU', 'LTWEDDLE'])}">${oneOf(random, ['Yellow book seen', 'Prefers large print labels', 'Patient counselled on new item', 'Hard of hearing - speak slowly', 'NMS completed', 'Discussed missed doses', 'Flu vaccine given in pharmacy'])}</Note>`,
        ),
        '    </Notes>',
      );
    out.push('  </Patient>');
  }
  out.push('</PatientMedicationRecords>');
  return probe(
    'round 70: patient medication records (XML)',
    "What are Alan Featherstone's current warfarin directions on his record at Rothbury?",
    'pmr_patient_export',
    out.join('\n') + '\n',
    'warfarin-dose',
    '5mg Mon and Thu, 4mg other days',
  );
}

/** Task 6: the ordering service's configuration dump, one block per branch (YAML). */
function orderingConfig(): EconomicsTask {
  const random = seededRandom(70_106);
  const ponteland = branchIn('Ponteland');
  const used = new Set<string>();
  const account = (prefix: string, digits: number) => {
    for (;;) {
      const a = `${prefix}${String(between(random, 0, 10 ** digits - 1)).padStart(digits, '0')}`;
      if (!used.has(a) && a !== 'P559184') {
        used.add(a);
        return a;
      }
    }
  };
  const out = [
    '# tynevale-ordering 2.14.3 - configuration export',
    '# generated 2026-11-17T08:30:12Z by svc-ordering@ordering-01 (read-only)',
    'defaults:',
    '  currency: GBP',
    '  order_generation: pmr_stock_module',
    '  reorder_method: min_max',
    '  send_window: "16:30-17:45"',
    '  pip_lookup: true',
    '  price_check_threshold_pct: 12',
    'branches:',
  ];
  const shortLiners = [
    { supplier: 'Sigma Pharmaceuticals', prefix: 'SIG', digits: 5 },
    { supplier: 'Bestway Medhub', prefix: 'BW', digits: 6 },
    { supplier: 'DE Pharmaceuticals', prefix: 'DE', digits: 6 },
    { supplier: 'Colorama Pharmaceuticals', prefix: 'COL', digits: 4 },
    { supplier: 'Mawdsleys', prefix: 'MAW', digits: 5 },
    { supplier: 'OTC Direct', prefix: 'OTC', digits: 5 },
  ];
  for (const branch of [...BRANCHES].sort((x, y) => x.town.localeCompare(y.town))) {
    const manager = `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`;
    out.push(
      `  - code: ${branch.code}`,
      `    name: ${branch.town}`,
      `    ods: ${branch.ods}`,
      `    address: "${branch.address}"`,
      `    phone: "0191 ${between(random, 200, 599)} ${between(random, 1000, 9999)}"`,
      `    manager: ${manager}`,
      '    wholesalers:',
    );
    const main = [
      {
        supplier: 'AAH Pharmaceuticals',
        account: account('', 7),
        depot: oneOf(random, ['Gateshead', 'Leeds']),
        role: oneOf(random, ['primary', 'secondary']),
      },
      { supplier: 'Alliance Healthcare', account: account('', 6), depot: 'Newcastle', role: 'primary' },
      {
        supplier: 'Phoenix Healthcare Distribution',
        account: branch === ponteland ? 'P559184' : account('P', 6),
        depot: 'Hebburn',
        role: oneOf(random, ['secondary', 'secondary', 'specials']),
      },
    ];
    for (const w of main) {
      out.push(
        `      - supplier: ${w.supplier}`,
        `        account: "${w.account}"`,
        `        depot: ${w.depot}`,
        `        role: ${w.role}`,
        '        cutoffs:',
        `          weekday: "${oneOf(random, ['17:00', '17:15', '17:30', '18:00'])}"`,
        `          saturday: "${oneOf(random, ['11:30', '12:00', '12:30'])}"`,
        `        deliveries: [${oneOf(random, ['"AM", "PM"', '"AM"', '"AM", "PM"', '"PM"'])}]`,
        '        edi:',
        `          protocol: ${oneOf(random, ['pip-edi-v3', 'pip-edi-v3', 'xml-order-2.3'])}`,
        `          endpoint: https://orders.${w.supplier.split(' ')[0]!.toLowerCase()}.example/edi/${branch.code.toLowerCase()}`,
        `          username: tv-${branch.code.toLowerCase()}-${w.supplier.split(' ')[0]!.toLowerCase()}`,
        `          password_ref: vault://ordering/${branch.code}/${w.supplier.split(' ')[0]!.toLowerCase()}`,
      );
    }
    for (const s of shuffle(random, [...shortLiners]).slice(0, between(random, 2, 4))) {
      out.push(
        `      - supplier: ${s.supplier}`,
        `        account: "${account(s.prefix, s.digits)}"`,
        '        role: short-line',
        `        ordering: ${oneOf(random, ['web portal', 'phone', 'web portal'])}`,
      );
    }
    const areas = [
      branch.district,
      ...(branch.town === 'Westerhope' ? ['NE20 (Ponteland) - Tue/Fri only'] : []),
      ...(random() < 0.5 ? [`${branch.district.replace(/\d+$/, '')}${between(random, 1, 60)}`] : []),
    ];
    out.push(
      '    delivery_service:',
      `      enabled: ${random() < 0.8}`,
      `      areas: [${areas.map((a) => `"${a}"`).join(', ')}]`,
      '    product_rules:',
    );
    for (let k = 0; k < between(random, 14, 24); k++) {
      const m = oneOf(random, MEDICINES);
      out.push(
        `      - pip: "${pip(random)}"`,
        `        description: "${m.name} ${m.pack}"`,
        `        prefer: ${oneOf(random, ['AAH Pharmaceuticals', 'Alliance Healthcare', 'Phoenix Healthcare Distribution', 'Sigma Pharmaceuticals'])}`,
        `        min: ${between(random, 0, 3)}`,
        `        max: ${between(random, 4, 12)}`,
      );
    }
  }
  return probe(
    'round 70: ordering configuration (YAML)',
    "What's our Phoenix account number for the Ponteland branch?",
    'ordering_config_dump',
    out.join('\n') + '\n',
    'phoenix-account',
    'P559184',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------------------

const PROMISES = [
  'Tue 17/11 pm',
  'Wed 18/11 am',
  'Wed 18/11 after 2pm',
  'Thu 19/11 am',
  'Thu 19/11 after 4pm',
  'Fri 20/11 after 2pm',
  'Fri 20/11 am',
  'Mon 23/11 am',
  'Next AAH delivery',
  'Next Alliance delivery',
  'MCS - no date yet',
  'Awaiting GP script',
  'Ordered from Phoenix',
];

/** Task 7: the PMR's outstanding owings report for every branch (fixed-width text). */
function owingsReport(): EconomicsTask {
  const random = seededRandom(70_107);
  const cramlington = branchIn('Cramlington');
  const out: string[] = [];
  const rule = '-'.repeat(176);
  let owingNo = 310_400;
  const order = [...BRANCHES];
  const craAt = order.indexOf(cramlington);
  order.splice(craAt, 1);
  order.splice(Math.floor(order.length * 0.5), 0, cramlington);
  out.push(
    'TYNEVALE PHARMACY GROUP                                        TYNEVALE PMR 4.18.2                                 OWINGS REPORT - OUTSTANDING',
    'Branches: ALL (60)            Owed between: 26/10/2026 and 16/11/2026          Printed: 17/11/2026 09:12          User: RTHOMPSON',
    '='.repeat(176),
  );
  const owedDays = days('2026-10-26', 22).filter((d) => weekday(d) !== 'Sun');
  for (const branch of order) {
    const isTarget = branch === cramlington;
    const n = between(random, 30, 52);
    const rows: string[] = [];
    const targetRow = isTarget ? Math.floor(n / 2) : -1;
    for (let i = 0; i < n; i++) {
      const target = i === targetRow;
      let p = person(random);
      if (target) p = { given: 'Geoffrey', family: 'Dobson', title: 'Mr', sex: 'M' };
      if (isTarget && i === targetRow - 3) p = { given: 'Margaret', family: 'Dobson', title: 'Mrs', sex: 'F' };
      const m = target ? MEDICINES.find((x) => x.name.startsWith('Clenil'))! : oneOf(random, MEDICINES);
      const total = m.pack === 1 ? between(random, 2, 3) : m.pack * between(random, 1, 2);
      const owed = target ? 1 : m.pack === 1 ? between(random, 1, total - 1) : between(random, 1, total - 1);
      const day = target ? '2026-11-13' : oneOf(random, owedDays);
      let promise = oneOf(random, PROMISES);
      if (target) promise = 'Thu 19/11 after 2pm';
      rows.push(
        [
          fit(`OW${owingNo++}`, 10),
          fit(ukDay(day), 11),
          fit(`${p.family.toUpperCase()}, ${p.given}`, 24),
          fit(spacedNhs(nhsNumber(random)), 13),
          fit(m.name, 46),
          String(owed).padStart(5),
          String(total).padStart(6),
          '  ',
          fit(oneOf(random, ['AAH', 'Alliance', 'Phoenix', 'AAH', 'Alliance']), 9),
          fit(promise, 22),
          fit(
            oneOf(random, ['Pt to collect', 'Pt to collect', 'Deliver', 'Text when in', 'Rep collecting', 'Ring before delivery', '']),
            22,
          ),
        ].join(' '),
      );
    }
    out.push(
      '',
      `Branch: ${branch.code}  TYNEVALE PHARMACY ${branch.town.toUpperCase()}  (${branch.ods})`,
      rule,
      `${fit('Owing No', 10)} ${fit('Date Owed', 11)} ${fit('Patient', 24)} ${fit('NHS No', 13)} ${fit('Item', 46)} ${'Owed'.padStart(5)} ${'OfQty'.padStart(6)}    ${fit('Supplier', 9)} ${fit('Expected', 22)} ${fit('Notes', 22)}`,
      rule,
      ...rows,
      rule,
      `${n} owings outstanding for ${branch.code}`,
    );
  }
  out.push('', '='.repeat(176), 'END OF REPORT');
  return probe(
    'round 70: PMR owings report (fixed-width, preamble)',
    "Mrs Dobson has just rung the Cramlington shop: her husband's brown inhaler was one short when he picked up on Friday and we gave him an IOU for the rest. When did we tell him the balance would be ready?",
    'pmr_owings_report',
    out.join('\n') + '\n',
    'owing-promise',
    'Thu 19/11 after 2pm',
  );
}

/** Task 8: the dispensary audit log of every branch since yesterday afternoon (JSON lines). */
function dispensaryAuditLog(): EconomicsTask {
  const random = seededRandom(70_108);
  const blyth = branchIn('Blyth');
  const users = BRANCHES.map((b) => ({
    branch: b,
    staff: [
      {
        id: `u${between(random, 1000, 9999)}`,
        name: `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`,
        role: 'Pharmacist',
      },
      { id: `u${between(random, 1000, 9999)}`, name: `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`, role: 'ACT' },
      {
        id: `u${between(random, 1000, 9999)}`,
        name: `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`,
        role: 'Dispenser',
      },
      {
        id: `u${between(random, 1000, 9999)}`,
        name: `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`,
        role: 'Dispenser',
      },
    ],
  }));
  interface Ev {
    at: number;
    line: string;
  }
  const events: Ev[] = [];
  const base = Date.parse('2026-11-16T00:00:00Z');
  const stamp = (at: number) => new Date(base + at).toISOString();
  const day2 = 86_400_000;
  const methadone = 'Methadone 1mg/ml oral solution sugar free';
  const flow = [
    'EPS_DOWNLOADED',
    'LABELS_PRINTED',
    'CLINICAL_CHECK_COMPLETED',
    'ACCURACY_CHECK_COMPLETED',
    'BAGGED',
    'HANDED_OUT',
  ] as const;
  const roleFor: Record<string, string> = {
    EPS_DOWNLOADED: 'Dispenser',
    LABELS_PRINTED: 'Dispenser',
    CLINICAL_CHECK_COMPLETED: 'Pharmacist',
    ACCURACY_CHECK_COMPLETED: 'ACT',
    BAGGED: 'Dispenser',
    HANDED_OUT: 'Dispenser',
  };
  const push = (at: number, b: (typeof users)[number], event: string, rx: string, patient: string, items: string[], extra = '') => {
    const role = event === 'CD_REGISTER_ENTRY' || event === 'SUPERVISED_CONSUMPTION_RECORDED' ? 'Pharmacist' : roleFor[event]!;
    const u = b.staff.find((s) => s.role === role) ?? b.staff[0]!;
    const terminal = `${b.branch.code}-${role === 'Pharmacist' ? 'CHK01' : role === 'ACT' ? 'CHK02' : `DISP0${between(random, 1, 3)}`}`;
    events.push({
      at,
      line: `{"ts":"${stamp(at)}","branch":"${b.branch.code}","terminal":"${terminal}","user":{"id":"${u.id}","name":"${u.name}","role":"${u.role}"},"event":"${event}","rx":"${rx}","patient":"${patient}","items":[${items.map((i) => `"${i}"`).join(',')}]${extra}}`,
    });
  };
  // Windows: yesterday 16:00 to 18:30, today 08:30 to 10:30.
  const windows = [
    [16 * 3_600_000, 18.5 * 3_600_000],
    [day2 + 8.5 * 3_600_000, day2 + 10.5 * 3_600_000],
  ] as const;
  for (const b of users) {
    for (const [from, to] of windows) {
      const scripts = Math.round(((to - from) / 3_600_000) * between(random, 2, 3));
      for (let s = 0; s < scripts; s++) {
        const p = person(random);
        const patient = `${p.family.toUpperCase()}, ${p.given}`;
        const rx = `${hex(random, 6).toUpperCase()}-A8${between(random, 1000, 9999)}-${hex(random, 5).toUpperCase()}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 1)}`;
        const cd = random() < 0.07;
        const items = cd ? [methadone] : Array.from({ length: between(random, 1, 4) }, () => oneOf(random, MEDICINES).name);
        let at = from + random() * (to - from) * 0.8;
        const steps = between(random, 3, flow.length);
        for (let k = 0; k < steps; k++) {
          if (at > to) break;
          push(at, b, flow[k]!, rx, patient, items);
          if (cd && flow[k] === 'ACCURACY_CHECK_COMPLETED')
            push(
              at + 40_000 + random() * 60_000,
              b,
              'CD_REGISTER_ENTRY',
              rx,
              patient,
              items,
              `,"cdEntryId":"CDR-${b.branch.code}-${between(random, 10_000, 99_999)}"`,
            );
          at += 60_000 + random() * 900_000;
        }
      }
    }
  }
  // Mr Hollins at Blyth: yesterday's pregabalin, and this morning's supervised methadone instalment.
  const blythUsers = users.find((u) => u.branch === blyth)!;
  const hollins = 'HOLLINS, Terence';
  const rxMeth = 'B7E20A-A84255-3F9C1M';
  const rxPreg = '5D01C4-A84255-90A7EK';
  const h = 3_600_000;
  push(16.2 * h, blythUsers, 'EPS_DOWNLOADED', rxPreg, hollins, ['Pregabalin 75mg capsules']);
  push(16.6 * h, blythUsers, 'LABELS_PRINTED', rxPreg, hollins, ['Pregabalin 75mg capsules']);
  push(17.1 * h, blythUsers, 'CLINICAL_CHECK_COMPLETED', rxPreg, hollins, ['Pregabalin 75mg capsules']);
  push(17.4 * h, blythUsers, 'ACCURACY_CHECK_COMPLETED', rxPreg, hollins, ['Pregabalin 75mg capsules']);
  push(
    day2 + 8.55 * h,
    blythUsers,
    'EPS_DOWNLOADED',
    rxMeth,
    hollins,
    [methadone],
    ',"instalment":{"day":"2026-11-17","dose":"65ml","supervised":true}',
  );
  push(
    day2 + 8.62 * h,
    blythUsers,
    'LABELS_PRINTED',
    rxMeth,
    hollins,
    [methadone],
    ',"instalment":{"day":"2026-11-17","dose":"65ml","supervised":true}',
  );
  const targetAt = Date.parse('2026-11-17T08:47:31.906Z') - base;
  push(
    targetAt,
    blythUsers,
    'CLINICAL_CHECK_COMPLETED',
    rxMeth,
    hollins,
    [methadone],
    ',"instalment":{"day":"2026-11-17","dose":"65ml","supervised":true}',
  );
  push(
    day2 + 8.86 * h,
    blythUsers,
    'ACCURACY_CHECK_COMPLETED',
    rxMeth,
    hollins,
    [methadone],
    ',"instalment":{"day":"2026-11-17","dose":"65ml","supervised":true}',
  );
  push(day2 + 8.9 * h, blythUsers, 'CD_REGISTER_ENTRY', rxMeth, hollins, [methadone], ',"cdEntryId":"CDR-TV0106-30412","quantity":"65ml"');
  push(day2 + 9.02 * h, blythUsers, 'SUPERVISED_CONSUMPTION_RECORDED', rxMeth, hollins, [methadone], ',"dose":"65ml","witnessed":true');
  events.sort((a, b) => a.at - b.at);
  const lines = events.map((e) => e.line);
  const dupes = lines.filter((l) => l.includes('2026-11-17T08:47:31.906Z'));
  if (dupes.length !== 1) throw new Error('audit log: the target timestamp repeats');
  return probe(
    'round 70: dispensary audit log (JSON lines, paraphrase)',
    'Terry Hollins at our Blyth branch is on daily supervised methadone. What time this morning did the pharmacist okay his script as safe to hand over?',
    'dispensary_audit_log',
    lines.join('\n') + '\n',
    'methadone-check-time',
    '2026-11-17T08:47:31.906Z',
  );
}

/** Task 9: the goods received export for every branch this month (CSV). */
function goodsReceived(): EconomicsTask {
  const random = seededRandom(70_109);
  const blyth = branchIn('Blyth');
  const coco = [
    { desc: 'CO-CODAMOL 30MG/500MG EFFERVESCENT TABLETS', pack: 100 },
    { desc: 'CO-CODAMOL 30MG/500MG TABLETS', pack: 100 },
    { desc: 'CO-CODAMOL 30MG/500MG CAPSULES', pack: 100 },
    { desc: 'CO-CODAMOL 8MG/500MG EFFERVESCENT TABLETS', pack: 32 },
    { desc: 'CO-CODAMOL 15MG/500MG TABLETS', pack: 100 },
  ];
  const products = [...MEDICINES.map((m) => ({ desc: m.name.toUpperCase(), pack: m.pack })), ...coco].map((p) => ({
    ...p,
    pip: pip(random),
  }));
  const effervescent = products.find((p) => p.desc === coco[0]!.desc)!;
  const caplets = products.find((p) => p.desc === coco[1]!.desc)!;
  const staff = BRANCHES.map(() =>
    [0, 1, 2].map(() => `${oneOf(random, [...FIRST_M, ...FIRST_F])[0]}${oneOf(random, SURNAMES).toUpperCase()}`),
  );
  const batch = () =>
    oneOf(random, [
      () => `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 1000, 9999)}`,
      () => `${between(random, 2_400_000, 2_699_999)}`,
      () =>
        `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${between(random, 10, 26)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${between(random, 100, 999)}`,
    ])();
  const rows = [
    'grn_id,received_at,branch_code,branch_name,supplier,invoice_no,pip_code,description,pack_size,qty_received,batch_no,expiry_date,received_by',
  ];
  let grn = 882_100;
  for (const day of days('2026-11-02', 15)) {
    if (weekday(day) === 'Sun') continue;
    for (const branch of BRANCHES) {
      const bi = BRANCHES.indexOf(branch);
      const deliveries = between(random, 1, 2);
      for (let d = 0; d < deliveries; d++) {
        const supplier = oneOf(random, [
          'AAH Pharmaceuticals',
          'Alliance Healthcare',
          'Phoenix Healthcare Distribution',
          'Alliance Healthcare',
          'AAH Pharmaceuticals',
          'Sigma Pharmaceuticals',
        ]);
        const invoice = `${supplier.slice(0, 2).toUpperCase()}${between(random, 10_000_000, 99_999_999)}`;
        const minute = d === 0 ? between(random, 480, 600) : between(random, 720, 960);
        const lines = between(random, 4, 8);
        const isBlyth = branch === blyth;
        const pool = isBlyth ? products.filter((p) => p !== effervescent) : products;
        const list = Array.from({ length: lines }, () => oneOf(random, pool));
        if (isBlyth && day === '2026-11-11' && d === 0) list.splice(Math.floor(list.length / 2), 0, effervescent);
        if (isBlyth && day === '2026-11-04' && d === 0) list.splice(1, 0, effervescent);
        if (isBlyth && day === '2026-11-12' && d === 0) list.splice(2, 0, caplets);
        for (const p of list) {
          const target = isBlyth && day === '2026-11-11' && d === 0 && p === effervescent;
          const b = target ? 'CK25A117' : batch();
          rows.push(
            [
              `GRN${grn++}`,
              `${day} ${clock(minute)}:${pad2(pick(random, 60))}`,
              branch.code,
              branch.town,
              supplier,
              invoice,
              p.pip,
              p.desc,
              p.pack,
              oneOf(random, [1, 1, 1, 2, 2, 3, 5]),
              b,
              `${between(random, 2027, 2029)}-${pad2(between(random, 1, 12))}`,
              oneOf(random, staff[bi]!),
            ].join(','),
          );
        }
      }
    }
  }
  return probe(
    'round 70: goods received export (CSV, preamble)',
    "We've just had an MHRA drug alert about co-codamol and I need to check our stock before pulling anything. Which batch of the 30/500 fizzy ones did we take in at Blyth last week?",
    'goods_received_export',
    rows.join('\n') + '\n',
    'cocodamol-batch',
    'CK25A117',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------------------

/** Task 10: the fridge loggers' daily summaries for three weeks (the logger cloud's CLI table). */
function fridgeSummaries(): EconomicsTask {
  const random = seededRandom(70_110);
  const fridges = BRANCHES.flatMap((b) =>
    Array.from({ length: between(random, 2, 3) }, (_, k) => ({
      branch: b,
      name:
        k === 0
          ? 'Dispensary fridge 1'
          : k === 1
            ? oneOf(random, ['Dispensary fridge 2', 'Vaccine fridge'])
            : 'Vaccine fridge (consult room)',
      serial: `TT5-${between(random, 400_000, 499_999)}`,
      base: 3.8 + random() * 1.6,
    })),
  );
  const dates = days('2026-10-27', 21);
  const target = { day: dates[10]!, fridge: fridges[Math.floor(fridges.length * 0.4)]! };
  const out = [
    'TempTrack Cloud CLI 5.2.1 - daily summary',
    `Organisation: Tynevale Pharmacy Group    Range: 27/10/2026 - 16/11/2026    Loggers: ${fridges.length}    Interval: 5 min    Units: °C`,
    '',
    `${fit('Date', 10)}  ${fit('Branch', 28)}  ${fit('Fridge', 30)}  ${fit('Logger S/N', 10)}  ${'Samples'.padStart(7)}  ${'Min'.padStart(7)}  ${'Max'.padStart(7)}  ${'Mean'.padStart(7)}  ${fit('Last sync', 16)}`,
    `${'-'.repeat(10)}  ${'-'.repeat(28)}  ${'-'.repeat(30)}  ${'-'.repeat(10)}  ${'-'.repeat(7)}  ${'-'.repeat(7)}  ${'-'.repeat(7)}  ${'-'.repeat(7)}  ${'-'.repeat(16)}`,
  ];
  const c = (v: number) => `${v.toFixed(1)}°C`.padStart(7);
  for (const day of dates) {
    for (const f of fridges) {
      const isTarget = day === target.day && f === target.fridge;
      const min = Math.max(2.1, f.base - 0.6 - random() * 1.2);
      const max = isTarget ? 11.4 : Math.min(7.9, f.base + 1.0 + random() * 1.9);
      const mean = isTarget ? f.base + 0.9 : (min + max) / 2 - 0.2 + random() * 0.4;
      out.push(
        `${ukDay(day)}  ${fit(`${f.branch.code} ${f.branch.town}`, 28)}  ${fit(f.name, 30)}  ${f.serial}  ${String(288 - (random() < 0.03 ? between(random, 1, 4) : 0)).padStart(7)}  ${c(min)}  ${c(max)}  ${c(mean)}  ${ukDay(dates[Math.min(dates.indexOf(day) + 1, dates.length - 1)]!)} 00:${pad2(between(random, 2, 20))}`,
      );
    }
  }
  out.push('', `${dates.length * fridges.length} rows`);
  return probe(
    'round 70: fridge logger daily summaries (CLI table, odd one)',
    'Looking at the fridge logger summaries for the last three weeks, which of our fridges got warmer than all the others, and how high did it go?',
    'temptrack_daily_summary',
    out.join('\n') + '\n',
    'fridge-max',
    '11.4°C',
  );
}

/** Task 11: the delivery vans' telematics trips this month (fleet CLI table). */
function fleetTrips(): EconomicsTask {
  const random = seededRandom(70_111);
  const vans = BRANCHES.map((b) => ({
    branch: b,
    reg: `${oneOf(random, ['NK', 'NL', 'NA', 'ND', 'NU', 'NV'])}${oneOf(random, [19, 20, 21, 22, 23, 70, 71, 72, 73])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
    unit: `GT-${hex(random, 6).toUpperCase()}`,
    odo: between(random, 18_000, 96_000) + random(),
    drivers: [0, 1].map(() => `${oneOf(random, [...FIRST_M, ...FIRST_F])} ${oneOf(random, SURNAMES)}`),
  }));
  const header = `${fit('Trip', 16)}  ${fit('Date', 10)}  ${fit('Branch', 26)}  Run  ${fit('Driver', 22)}  ${fit('Vehicle', 8)}  ${fit('Unit', 9)}  Depart  Return  ${'Stops'.padStart(5)}  ${'Done'.padStart(4)}  ${'Carded'.padStart(6)}  ${'Distance'.padStart(10)}  ${'Odo start'.padStart(10)}  ${'Odo end'.padStart(10)}`;
  const out = [
    'fleetctl trips list --org tynevale --from 2026-11-02 --to 2026-11-16 --group deliveries',
    '',
    header,
    header.replace(/\S+(?: \S+)*/g, (column) => '-'.repeat(column.length)),
  ];
  let tripNo = 40_112;
  const dates = days('2026-11-02', 15).filter((d) => weekday(d) !== 'Sun');
  const targetDay = dates[6]!;
  const targetVan = vans[Math.floor(vans.length * 0.35)]!;
  for (const day of dates) {
    for (const van of vans) {
      for (const run of ['AM', 'PM'] as const) {
        if (run === 'PM' && weekday(day) === 'Sat') continue;
        const isTarget = day === targetDay && van === targetVan && run === 'PM';
        const distance = isTarget ? 287.4 : Math.round((8 + random() * 56) * 10) / 10;
        const stops = between(random, 9, 28);
        const carded = random() < 0.5 ? 0 : between(random, 1, 3);
        const depart = run === 'AM' ? between(random, 570, 640) : between(random, 780, 850);
        const back = depart + (isTarget ? 338 : between(random, 110, 200));
        const start = van.odo;
        van.odo += distance;
        out.push(
          `${fit(`TRP-2611-${String(tripNo++).padStart(6, '0')}`, 16)}  ${ukDay(day)}  ${fit(`${van.branch.code} ${van.branch.town}`, 26)}  ${run}   ${fit(oneOf(random, van.drivers), 22)}  ${fit(van.reg, 8)}  ${fit(van.unit, 9)}  ${clock(depart)}   ${clock(back)}   ${String(stops).padStart(5)}  ${String(stops - carded).padStart(4)}  ${String(carded).padStart(6)}  ${`${distance.toFixed(1)} mi`.padStart(10)}  ${start.toFixed(1).padStart(10)}  ${van.odo.toFixed(1).padStart(10)}`,
        );
      }
    }
  }
  out.push('', `${tripNo - 40_112} trips`);
  return probe(
    'round 70: delivery van telematics (CLI table, odd one)',
    'Which delivery run so far this month covered far more miles than the others, and how far did it go?',
    'fleet_trips_list',
    out.join('\n') + '\n',
    'long-trip',
    '287.4 mi',
  );
}

/** Task 12: the branch PC inventory from the device management agent (JSON lines). */
function deviceInventory(): EconomicsTask {
  const random = seededRandom(70_112);
  const roles = [
    { suffix: 'DISP01', role: 'dispensary' },
    { suffix: 'DISP02', role: 'dispensary' },
    { suffix: 'CHK01', role: 'checking bench' },
    { suffix: 'COUNTER01', role: 'counter' },
    { suffix: 'CONSULT01', role: 'consultation room' },
  ];
  const devices = BRANCHES.flatMap((b) => roles.map((r) => ({ b, r })));
  const target = Math.floor(devices.length * 0.56);
  const lines = devices.map(({ b, r }, i) => {
    const chrome = oneOf(random, ['131.0.6778.86', '131.0.6778.86', '131.0.6778.109', '131.0.6778.109', '131.0.6778.70']);
    const subnet = 40 + BRANCHES.indexOf(b);
    const record = {
      hostname: `${b.code}-${r.suffix}`,
      branch: { code: b.code, name: b.town, ods: b.ods },
      role: r.role,
      model: oneOf(random, [
        'Dell OptiPlex 7010 Micro',
        'Dell OptiPlex 7010 Micro',
        'HP Elite Mini 800 G9',
        'Lenovo ThinkCentre M70q Gen 4',
      ]),
      serial: chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7),
      os: { name: 'Windows 11 Enterprise', version: '23H2', build: oneOf(random, ['22631.4460', '22631.4460', '22631.4391']) },
      lastBoot: `2026-11-${pad2(between(random, 10, 17))}T0${between(random, 6, 8)}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
      lastCheckIn: `2026-11-17T0${between(random, 7, 8)}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
      network: {
        ip: `10.${subnet}.${between(random, 10, 12)}.${between(random, 20, 90)}`,
        mac: Array.from({ length: 6 }, () => hex(random, 2).toUpperCase()).join(':'),
        hscn: true,
      },
      loggedOnUser: `TYNEVALE\\${oneOf(random, [...FIRST_M, ...FIRST_F])[0]!.toLowerCase()}${oneOf(random, SURNAMES).toLowerCase()}`,
      apps: [
        { name: 'Tynevale PMR Client', version: i === target ? '4.11.0.7340' : '4.18.2.8812', publisher: 'Tynevale Pharmacy Group' },
        {
          name: 'Tynevale Label Service',
          version: oneOf(random, ['4.2.0.118', '4.2.0.118', '4.2.1.121']),
          publisher: 'Tynevale Pharmacy Group',
        },
        { name: 'NHS Identity Agent', version: '2.3.2.0', publisher: 'NHS England' },
        { name: 'Oberthur IDOne Classic middleware', version: '6.5.1.2', publisher: 'IDEMIA' },
        { name: 'Google Chrome', version: chrome, publisher: 'Google LLC' },
        { name: 'Microsoft Edge', version: oneOf(random, ['131.0.2903.70', '131.0.2903.86']), publisher: 'Microsoft Corporation' },
        { name: 'Zebra Setup Utilities', version: '1.1.9.1325', publisher: 'Zebra Technologies' },
        ...(r.role === 'consultation room' ? [{ name: 'PharmOutcomes Launcher', version: '3.4.0', publisher: 'EMIS Health' }] : []),
      ],
      printers: r.role === 'counter' ? ['Epson TM-T88VI (receipt)'] : ['Zebra ZD421 (labels)', `HP LaserJet M404 (${b.code}-PRN01)`],
      security: { defender: 'Up to date', definitions: `1.421.${between(random, 300, 420)}.0`, bitlocker: 'On', firewall: 'On' },
      smartcardReader: r.role === 'counter' ? null : oneOf(random, ['Omnikey 3121', 'Omnikey 3021', 'Omnikey 3121']),
    };
    return JSON.stringify(record);
  });
  return probe(
    'round 70: branch PC inventory (JSON lines, odd one)',
    'Is any of our branch PCs still on an older version of the PMR client than the rest? Which version is it running?',
    'device_inventory_export',
    lines.join('\n') + '\n',
    'pmr-version',
    '4.11.0.7340',
  );
}

export function roundSeventy(): EconomicsTask[] {
  return [
    epsSpineList(),
    allianceOrderResponses(),
    deliveryRunsExport(),
    cdRegisterEntries(),
    pmrExport(),
    orderingConfig(),
    owingsReport(),
    dispensaryAuditLog(),
    goodsReceived(),
    fridgeSummaries(),
    fleetTrips(),
    deviceInventory(),
  ];
}
