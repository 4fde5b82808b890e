/**
 * Probe round 61, written blind: Harrowgate Veterinary Partners, a group of seven small-animal practices
 * and a 24-hour emergency centre in the west of England (practice management system, in-house lab
 * analysers, imaging, pharmacy and controlled drugs, appointments and reminders, boarding, on-call phones).
 * "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - practice management API (minified JSON patient search): the microchip number of Mrs Okafor's cat Biscuit;
 *  - lab interface engine (HL7 v2 ORU batch, segments split by carriage returns only): Pepper Lindqvist's potassium this morning;
 *  - wholesaler delivery notes (one-line XML): the batch of Vetergesic on Millbrook's latest delivery;
 * b. The answer a few lines away from the line the question's words match:
 *  - PACS (DICOMweb QIDO-RS study search, pretty DICOM JSON): the accession number of Juniper Hartley-Moss's elbow CT;
 *  - boarding system (YAML guest list): Rolo Pemberton's emergency contact and their number;
 *  - lab results bridge (Spring Boot log with Java stack traces): the requisition the Tollbridge import died on;
 * c. A question that paraphrases the output or carries a preamble:
 *  - SMS gateway (CSV delivery report): which number the Kowalskis' text about Mochi's booster went to;
 *  - controlled drugs register (boxed table report, brand names only): who drew up the methadone for a cat spay at Ashcombe;
 *  - insurance claims hub (NDJSON export): the insurer's reference for Otis Danjuma's knee operation claim;
 * d. One value unlike its peers, with no error word near it:
 *  - vaccine fridge data loggers (CSV export): which fridge got warm this week and how warm;
 *  - digital radiography consoles (paged fixed-width exposure log): the one exposure whose dose is far above the rest;
 *  - cloud phone system (routing rules CLI table): where the one odd out-of-hours divert sends calls.
 * Not among the bench's targets.
 * First run, at e90ddd9, the head this session began at (with this file; `ROUNDS=61
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,354,887 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 61: PMS patient search (minified JSON)
 *     codex: 12,710 tokens, peak 12,634, 0/1 needles, 0 read-backs
 *     context-chef: 656 tokens, peak 580, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,458 tokens, peak 6,308, 0/1 needles, 4 read-backs
 *     ours: 6,481 tokens, peak 2,898, 1/1 needles, 2 read-backs
 *   round 61: lab interface HL7 batch (one line)
 *     codex: 20,850 tokens, peak 20,775, 0/1 needles, 0 read-backs
 *     context-chef: 956 tokens, peak 881, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,173 tokens, peak 5,421, 0/1 needles, 4 read-backs
 *     ours: 2,861 tokens, peak 1,790, 0/1 needles, 1 read-backs
 *   round 61: wholesaler delivery notes (one-line XML)
 *     codex: 13,250 tokens, peak 13,166, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,791 tokens, peak 4,372, 0/1 needles, 3 read-backs
 *     ours: 6,372 tokens, peak 2,883, 0/1 needles, 2 read-backs
 *   round 61: PACS study search (DICOM JSON)
 *     codex: 13,929 tokens, peak 13,855, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 618, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,524 tokens, peak 1,767, 0/1 needles, 4 read-backs
 *     ours: 2,439 tokens, peak 1,486, 0/1 needles, 1 read-backs
 *   round 61: boarding guest list (YAML)
 *     codex: 11,052 tokens, peak 10,966, 0/1 needles, 0 read-backs
 *     context-chef: 613 tokens, peak 527, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,399 tokens, peak 1,170, 1/1 needles, 1 read-backs
 *     ours: 2,057 tokens, peak 1,106, 1/1 needles, 1 read-backs
 *   round 61: lab results bridge log (Java stack traces)
 *     codex: 14,454 tokens, peak 14,381, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,756 tokens, peak 3,994, 0/1 needles, 2 read-backs
 *     ours: 8,435 tokens, peak 4,581, 1/1 needles, 2 read-backs
 *   round 61: SMS gateway delivery report (CSV)
 *     codex: 16,901 tokens, peak 16,820, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,062 tokens, peak 1,326, 0/1 needles, 4 read-backs
 *     ours: 3,872 tokens, peak 841, 0/1 needles, 4 read-backs
 *   round 61: controlled drugs register (table, preamble)
 *     codex: 12,892 tokens, peak 12,793, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 511, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,130 tokens, peak 3,630, 0/1 needles, 2 read-backs
 *     ours: 8,131 tokens, peak 4,455, 0/1 needles, 2 read-backs
 *   round 61: insurance claims export (NDJSON, preamble)
 *     codex: 12,614 tokens, peak 12,520, 0/1 needles, 0 read-backs
 *     context-chef: 683 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,686 tokens, peak 3,962, 0/1 needles, 4 read-backs
 *     ours: 9,736 tokens, peak 4,579, 0/1 needles, 4 read-backs
 *   round 61: fridge logger export (CSV)
 *     codex: 16,945 tokens, peak 16,863, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,167 tokens, peak 3,104, 0/1 needles, 4 read-backs
 *     ours: 5,636 tokens, peak 3,191, 0/1 needles, 4 read-backs
 *   round 61: X-ray exposure log (paged fixed-width)
 *     codex: 19,175 tokens, peak 19,083, 0/1 needles, 0 read-backs
 *     context-chef: 844 tokens, peak 752, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,509 tokens, peak 1,406, 0/1 needles, 4 read-backs
 *     ours: 4,158 tokens, peak 906, 1/1 needles, 4 read-backs
 *   round 61: phone routing rules (CLI table)
 *     codex: 13,605 tokens, peak 13,518, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,998 tokens, peak 1,316, 0/1 needles, 4 read-backs
 *     ours: 4,008 tokens, peak 906, 0/1 needles, 4 read-backs
 *     codex: 178,377 tokens, 0/12 needles
 *     context-chef: 8,771 tokens, 0/12 needles
 *     context-chef-store: 103,653 tokens, 1/12 needles
 *     ours: 64,186 tokens, 4/12 needles
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
// The group: sites, people, patients.
// ---------------------------------------------------------------------------------------------------------

interface Site {
  readonly code: string;
  readonly name: string;
  readonly postcode: string;
  readonly phone: string;
}

const SITES: readonly Site[] = [
  { code: 'HRG', name: 'Harrowgate Referrals', postcode: 'BS16 4QR', phone: '+441174960150' },
  { code: 'MIL', name: 'Millbrook Veterinary Surgery', postcode: 'BA2 7HN', phone: '+441225496210' },
  { code: 'ASH', name: 'Ashcombe Vets', postcode: 'BS48 2LJ', phone: '+441275496330' },
  { code: 'PEN', name: 'Pennard Cross Veterinary Centre', postcode: 'BA6 9DE', phone: '+441458496440' },
  { code: 'TOL', name: 'Tollbridge Animal Hospital', postcode: 'BS31 1AF', phone: '+441179496520' },
  { code: 'KES', name: 'Kestrel Lane Vets & Pet Hotel', postcode: 'BS37 6PX', phone: '+441454496610' },
  { code: 'WYV', name: 'Wyvern Emergency Centre', postcode: 'BS2 0TD', phone: '+441174960800' },
];

const VETS = [
  'Priya Shah',
  'Tom Ellery',
  'Hannah Whitcombe',
  'Marcus Ade',
  'Siobhan Keane',
  'Gareth Pryce',
  'Lena Vogt',
  'Oliver Tranter',
  'Aisha Rahman',
  'Declan Moriarty',
  'Fiona Baird',
  'Rhys Llewellyn',
  'Sofia Marchetti',
  'James Okonjo',
  'Katie Holbrook',
  'Ben Castellano',
  'Imogen Fairley',
  'Nikhil Rao',
];

const NURSES = [
  'Kerry Doherty',
  'Jade Marsh',
  'Amy Colston',
  'Becky Trow',
  'Shannon Pike',
  'Laura Whitby',
  'Megan Sully',
  'Chloe Barnard',
  'Ellie Pascoe',
  'Gemma Rudd',
  'Zoe Hartnell',
  'Natalie Vinter',
];

const FIRST_NAMES = [
  'Sarah',
  'David',
  'Claire',
  'Mark',
  'Helen',
  'Paul',
  'Emma',
  'Richard',
  'Joanne',
  'Andrew',
  'Rachel',
  'Stephen',
  'Nicola',
  'Simon',
  'Louise',
  'Gareth',
  'Bethan',
  'Ravi',
  'Anjali',
  'Tariq',
  'Farah',
  'Kwame',
  'Efua',
  'Marek',
  'Zofia',
  'Liam',
  'Niamh',
  'Callum',
  'Isla',
  'Hamish',
  'Mei',
  'Jun',
  'Lucia',
  'Mateo',
  'Ingrid',
  'Sven',
  'Yusuf',
  'Leyla',
  'Alan',
  'Margaret',
  'Derek',
  'Pauline',
  'Graeme',
  'Tracey',
  'Owen',
  'Ffion',
  'Tobias',
  'Harriet',
];

/** Client surnames; the households the questions name are planted, never drawn from this list. */
const SURNAMES = [
  'Appleby',
  'Ashworth',
  'Bainbridge',
  'Baptiste',
  'Bhatt',
  'Blackwood',
  'Brannigan',
  'Carvalho',
  'Chowdhury',
  'Coombes',
  'Dawkins',
  'Delaney',
  'Evans',
  'Fairbairn',
  'Fenwick',
  'Gallagher',
  'Greenslade',
  'Haworth',
  'Hughes',
  'Iqbal',
  'Jarvis',
  'Kaur',
  'Kemp',
  'Lambert',
  'Lockyer',
  'MacLeod',
  'Mensah',
  'Moreno',
  'Nakamura',
  'Nowak',
  'Oakley',
  'Osei',
  'Parfitt',
  'Pearce',
  'Quinlan',
  'Radcliffe',
  'Rees',
  'Sandhu',
  'Sayer',
  'Singh',
  'Sutcliffe',
  'Tan',
  'Thorne',
  'Uddin',
  'Vaughan',
  'Walsh',
  'Whitfield',
  'Wozniak',
  'Yardley',
  'Zielinski',
  'Hollis',
  'Penhaligon',
  'Trelawny',
  'Goddard',
  'Ferreira',
  'Adeyemi',
  'Lindgren',
  'Moss',
  'Hartley',
  'Kowal',
];

const PET_NAMES = [
  'Luna',
  'Bella',
  'Milo',
  'Poppy',
  'Alfie',
  'Daisy',
  'Teddy',
  'Coco',
  'Bear',
  'Willow',
  'Nala',
  'Ruby',
  'Winston',
  'Maisie',
  'Murphy',
  'Tilly',
  'Simba',
  'Oscar',
  'Hugo',
  'Ziggy',
  'Bramble',
  'Pickle',
  'Fudge',
  'Marmite',
  'Pip',
  'Loki',
  'Archie',
  'Honey',
  'Misty',
  'Smudge',
  'Dexter',
  'Bonnie',
  'Rosie',
  'Monty',
  'Toffee',
  'Olive',
  'Clover',
  'Basil',
  'Nutmeg',
  'Rocket',
  'Pudding',
  'Sooty',
  'Biscuit',
  'Pepper',
  'Juniper',
  'Mochi',
  'Otis',
  'Rolo',
  'Cleo',
  'Jasper',
  'Buster',
  'Maple',
  'Kiwi',
  'Tango',
  'Pixie',
  'Duke',
  'Skye',
  'Hazel',
  'Barney',
  'Percy',
];

const DOG_BREEDS = [
  'Labrador Retriever',
  'Cocker Spaniel',
  'English Springer Spaniel',
  'Border Collie',
  'Cockapoo',
  'Cavapoo',
  'French Bulldog',
  'Staffordshire Bull Terrier',
  'Golden Retriever',
  'Dachshund (Miniature Smooth)',
  'Jack Russell Terrier',
  'German Shepherd Dog',
  'Border Terrier',
  'Whippet',
  'Lurcher',
  'Cavalier King Charles Spaniel',
  'Shih Tzu',
  'Pug',
  'Bernese Mountain Dog',
  'West Highland White Terrier',
  'Crossbreed',
  'Rottweiler',
  'Hungarian Vizsla',
];

const CAT_BREEDS = [
  'Domestic Shorthair',
  'Domestic Longhair',
  'British Shorthair',
  'Maine Coon',
  'Ragdoll',
  'Siamese',
  'Bengal',
  'Persian',
  'Burmese',
  'Norwegian Forest Cat',
  'Sphynx',
];

const RABBIT_BREEDS = ['Netherland Dwarf', 'Mini Lop', 'Lionhead', 'Rex', 'Dutch', 'Holland Lop'];

const COLOURS = [
  'Black',
  'Black and white',
  'Tabby',
  'Ginger',
  'Tortoiseshell',
  'Liver and white',
  'Golden',
  'Chocolate',
  'Blue merle',
  'Tricolour',
  'Cream',
  'Grey',
  'Brindle',
  'Red',
  'Seal point',
];

const INSURERS = ['Petshield', 'Tailwise', 'Furrow Pet Cover', 'BrightPaws', 'Hound & Moggy', 'Animalcare Mutual'];

const digits = (r: () => number, n: number) => chars(r, '0123456789', n);
const mobileUk = (r: () => number) => `07${between(r, 300, 999)} ${digits(r, 6)}`;
const mobileE164 = (r: () => number) => `+447${between(r, 300, 999)}${digits(r, 6)}`;
const postcode = (r: () => number) =>
  `${oneOf(r, ['BS', 'BA', 'GL', 'TA', 'SN'])}${between(r, 1, 49)} ${between(r, 1, 9)}${chars(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const person = (r: () => number) => `${oneOf(r, FIRST_NAMES)} ${oneOf(r, SURNAMES)}`;
const FEMALE = new Set([
  'Sarah',
  'Claire',
  'Helen',
  'Emma',
  'Joanne',
  'Rachel',
  'Nicola',
  'Louise',
  'Bethan',
  'Anjali',
  'Farah',
  'Efua',
  'Zofia',
  'Niamh',
  'Isla',
  'Mei',
  'Lucia',
  'Ingrid',
  'Leyla',
  'Margaret',
  'Pauline',
  'Tracey',
  'Ffion',
  'Harriet',
]);
/** A title that goes with `first`. */
const titleFor = (r: () => number, first: string) =>
  FEMALE.has(first) ? oneOf(r, ['Mrs', 'Ms', 'Miss', 'Mrs', 'Dr']) : oneOf(r, ['Mr', 'Mr', 'Mr', 'Dr', 'Mx']);
/** A client's name with a title, first name and surname. */
const titled = (r: () => number, last = oneOf(r, SURNAMES)) => {
  const first = oneOf(r, FIRST_NAMES);
  return `${titleFor(r, first)} ${first} ${last}`;
};
const initialled = (full: string) => {
  const [first = '', ...rest] = full.split(' ');
  return `${first[0]}. ${rest.join(' ')}`;
};

/** A day in ms, and a moment of 2026 (UTC) as a Date. */
const DAY = 86_400_000;
const at = (month: number, day: number, hour = 0, minute = 0, second = 0) => new Date(Date.UTC(2026, month - 1, day, hour, minute, second));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const isoSeconds = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;
const ukDate = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const hhmm = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
const hl7Time = (d: Date) => d.toISOString().slice(0, 19).replace(/[-T:]/g, '');

type Species = 'Canine' | 'Feline' | 'Lagomorph';

interface Pet {
  readonly name: string;
  readonly species: Species;
  readonly breed: string;
  readonly sex: string;
  readonly dob: Date;
}

function randomPet(r: () => number): Pet {
  const roll = r();
  const species: Species = roll < 0.55 ? 'Canine' : roll < 0.93 ? 'Feline' : 'Lagomorph';
  const breed = oneOf(r, species === 'Canine' ? DOG_BREEDS : species === 'Feline' ? CAT_BREEDS : RABBIT_BREEDS);
  return {
    name: oneOf(r, PET_NAMES),
    species,
    breed,
    sex: oneOf(r, ['MN', 'FN', 'M', 'F', 'MN', 'FN']),
    dob: new Date(at(1, 1).getTime() - between(r, 120, 5600) * DAY),
  };
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------------

/** The practice management system's patient search, every active patient, as its REST API returns it: one line. */
function pmsPatientSearch(): EconomicsTask {
  const r = seededRandom(61_001);
  const chip = () => (r() < 0.08 ? null : `${oneOf(r, ['826', '826', '985', '941', '977', '900'])}${digits(r, 12)}`);
  let nextPatient = 1_048_000;
  let nextClient = 310_400;
  const patient = (pet: Pet, client: { title: string; first: string; last: string; id?: number }, chipNo: string | null, site: Site) => {
    const insured = r() < 0.6;
    const weight =
      pet.species === 'Canine' ? between(r, 40, 420) / 10 : pet.species === 'Feline' ? between(r, 28, 72) / 10 : between(r, 12, 30) / 10;
    const lastVisit = new Date(at(11, 11).getTime() - between(r, 0, 400) * DAY);
    const alerts =
      r() < 0.2
        ? [
            oneOf(r, [
              'Caution - may bite',
              'Nervous - use muzzle',
              'Needle shy',
              'Diabetic',
              'Epileptic',
              'NSAID sensitive',
              'Brachycephalic - anaesthetic risk',
              'Owner prefers female vet',
            ]),
          ]
        : [];
    nextPatient += between(r, 1, 9);
    return {
      patient_id: `PT${nextPatient}`,
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      sex: pet.sex,
      date_of_birth: isoDate(pet.dob),
      colour: oneOf(r, COLOURS),
      microchip: chipNo,
      weight: { value: weight, unit: 'kg', recorded_at: isoDate(lastVisit) },
      status: 'active',
      site: site.code,
      registered_vet: oneOf(r, VETS),
      insurance: insured ? { provider: oneOf(r, INSURERS), policy_no: `${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${digits(r, 8)}` } : null,
      alerts,
      client: {
        client_id: `CL${client.id ?? (nextClient += between(r, 1, 7))}`,
        title: client.title,
        first_name: client.first,
        last_name: client.last,
        mobile: mobileUk(r),
        email: `${client.first.toLowerCase()}.${client.last.toLowerCase().replace(/[^a-z]/g, '')}${between(r, 1, 99)}@${oneOf(r, ['gmail.com', 'outlook.com', 'btinternet.com', 'icloud.com', 'yahoo.co.uk'])}`,
        postcode: postcode(r),
      },
      last_visit: isoDate(lastVisit),
      reminders: {
        vaccination_due: isoDate(new Date(lastVisit.getTime() + between(r, 200, 420) * DAY)),
        parasite_control_due: r() < 0.7 ? isoDate(new Date(lastVisit.getTime() + between(r, 20, 95) * DAY)) : null,
      },
    };
  };
  const count = 900;
  const mil = SITES[1]!;
  const adaeze = { title: 'Mrs', first: 'Adaeze', last: 'Okafor', id: 318_227 };
  const emeka = { title: 'Mr', first: 'Emeka', last: 'Okafor', id: 326_904 };
  const dob = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
  const planted: [number, () => object][] = [
    [
      0.29,
      () =>
        patient({ name: 'Biscuit', species: 'Canine', breed: 'Cockapoo', sex: 'MN', dob: dob(2021, 3, 2) }, emeka, '826098200117443', mil),
    ],
    [
      0.37,
      () =>
        patient(
          { name: 'Biscuit', species: 'Feline', breed: 'British Shorthair', sex: 'FN', dob: dob(2016, 7, 19) },
          { title: 'Ms', first: 'Lucia', last: 'Okoro' },
          '985141002867310',
          mil,
        ),
    ],
    [
      0.47,
      () =>
        patient(
          { name: 'Biscuit', species: 'Feline', breed: 'Domestic Shorthair', sex: 'FN', dob: dob(2019, 4, 11) },
          adaeze,
          '826098300417752',
          mil,
        ),
    ],
    [
      0.55,
      () =>
        patient(
          { name: 'Kola', species: 'Canine', breed: 'Staffordshire Bull Terrier', sex: 'MN', dob: dob(2018, 9, 30) },
          adaeze,
          '826098300402219',
          mil,
        ),
    ],
    [
      0.63,
      () =>
        patient(
          { name: 'Biscuit', species: 'Lagomorph', breed: 'Mini Lop', sex: 'F', dob: dob(2023, 5, 5) },
          { title: 'Miss', first: 'Ngozi', last: 'Okafor-Reid' },
          null,
          SITES[2]!,
        ),
    ],
  ];
  const records: object[] = [];
  for (let i = 0; i < count; i++) {
    const plant = planted.find(([fraction]) => Math.floor(count * fraction) === i);
    if (plant) {
      records.push(plant[1]());
      continue;
    }
    const pet = randomPet(r);
    const first = oneOf(r, FIRST_NAMES);
    records.push(patient(pet, { title: titleFor(r, first), first, last: oneOf(r, SURNAMES) }, chip(), oneOf(r, SITES)));
  }
  const output = JSON.stringify({
    data: records,
    meta: { page: 1, per_page: 1000, total: count, sort: 'patient_id', filter: { status: 'active' }, generated_at: '2026-11-12T08:41:17Z' },
    links: { self: '/api/v2/patients?status=active&per_page=1000&page=1', next: null },
  });
  return probe(
    'round 61: PMS patient search (minified JSON)',
    "What's the microchip number on file for Mrs Okafor's cat Biscuit?",
    'pms_search_patients',
    output,
    'okafor-chip',
    '826098300417752',
    true,
  );
}

interface Analyte {
  readonly code: string;
  readonly name: string;
  readonly units: string;
  readonly lo: number;
  readonly hi: number;
  readonly decimals: number;
}

const A = (code: string, name: string, units: string, lo: number, hi: number, decimals: number): Analyte => ({
  code,
  name,
  units,
  lo,
  hi,
  decimals,
});
const CHEM: Record<string, Analyte> = {
  ALB: A('1751-7', 'Albumin', 'g/L', 23, 40, 0),
  ALKP: A('6768-6', 'Alkaline phosphatase', 'U/L', 23, 212, 0),
  ALT: A('1742-6', 'Alanine aminotransferase', 'U/L', 10, 125, 0),
  AMYL: A('1798-8', 'Amylase', 'U/L', 500, 1500, 0),
  UREA: A('3091-6', 'Urea', 'mmol/L', 2.5, 9.6, 1),
  CA: A('17861-6', 'Calcium', 'mmol/L', 1.98, 3.0, 2),
  CHOL: A('2093-3', 'Cholesterol', 'mmol/L', 2.84, 8.26, 2),
  CREA: A('2160-0', 'Creatinine', 'umol/L', 44, 159, 0),
  GGT: A('2324-2', 'Gamma glutamyltransferase', 'U/L', 0, 11, 0),
  GLOB: A('10834-0', 'Globulin', 'g/L', 25, 45, 0),
  GLU: A('2345-7', 'Glucose', 'mmol/L', 4.11, 7.95, 2),
  LIPA: A('3040-3', 'Lipase', 'U/L', 200, 1800, 0),
  PHOS: A('2777-1', 'Phosphate', 'mmol/L', 0.81, 2.2, 2),
  TBIL: A('1975-2', 'Bilirubin total', 'umol/L', 0, 15, 0),
  TP: A('2885-2', 'Protein total', 'g/L', 52, 82, 0),
  NA: A('2951-2', 'Sodium', 'mmol/L', 144, 160, 0),
  K: A('2823-3', 'Potassium', 'mmol/L', 3.5, 5.8, 1),
  CL: A('2075-0', 'Chloride', 'mmol/L', 109, 122, 0),
  SDMA: A('SDMA', 'Symmetric dimethylarginine', 'ug/dL', 0, 14, 0),
  TT4: A('3026-2', 'Thyroxine total', 'nmol/L', 13, 51, 0),
  WBC: A('6690-2', 'White blood cells', '10*9/L', 5.05, 16.76, 2),
  RBC: A('789-8', 'Red blood cells', '10*12/L', 5.65, 8.87, 2),
  HGB: A('718-7', 'Haemoglobin', 'g/dL', 13.1, 20.5, 1),
  HCT: A('4544-3', 'Haematocrit', '%', 37.3, 61.7, 1),
  MCV: A('787-2', 'MCV', 'fL', 61.6, 73.5, 1),
  MCHC: A('786-4', 'MCHC', 'g/dL', 32.0, 37.9, 1),
  RETIC: A('14196-0', 'Reticulocytes', 'K/uL', 10, 110, 1),
  NEU: A('751-8', 'Neutrophils', '10*9/L', 2.95, 11.64, 2),
  LYM: A('731-0', 'Lymphocytes', '10*9/L', 1.05, 5.1, 2),
  MONO: A('742-7', 'Monocytes', '10*9/L', 0.16, 1.12, 2),
  EOS: A('711-2', 'Eosinophils', '10*9/L', 0.06, 1.23, 2),
  PLT: A('777-3', 'Platelets', '10*9/L', 148, 484, 0),
};
const PANELS: readonly { code: string; name: string; tests: readonly string[]; analyser: string }[] = [
  {
    code: 'CHEM10LYTE4',
    name: 'Chem 10 Clip + Lyte 4',
    tests: ['ALB', 'ALKP', 'ALT', 'UREA', 'CREA', 'GLU', 'TP', 'GLOB', 'NA', 'K', 'CL'],
    analyser: 'Catalyst One',
  },
  {
    code: 'CHEM17',
    name: 'Chem 17 Clip',
    tests: ['ALB', 'ALKP', 'ALT', 'AMYL', 'UREA', 'CA', 'CHOL', 'CREA', 'GGT', 'GLOB', 'GLU', 'LIPA', 'PHOS', 'TBIL', 'TP'],
    analyser: 'Catalyst Dx',
  },
  {
    code: 'CBC',
    name: 'ProCyte Dx CBC',
    tests: ['RBC', 'HCT', 'HGB', 'MCV', 'MCHC', 'RETIC', 'WBC', 'NEU', 'LYM', 'MONO', 'EOS', 'PLT'],
    analyser: 'ProCyte Dx',
  },
  { code: 'LYTE4', name: 'Lyte 4 Clip', tests: ['NA', 'K', 'CL'], analyser: 'Catalyst One' },
  { code: 'PRE-GA', name: 'Pre-anaesthetic Profile', tests: ['ALT', 'UREA', 'CREA', 'GLU', 'TP'], analyser: 'Catalyst One' },
  { code: 'SDMA-T4', name: 'SDMA + Total T4', tests: ['SDMA', 'TT4', 'CREA'], analyser: 'Catalyst Dx' },
];

/** The lab interface engine's raw inbox: one HL7 v2 batch of result messages, segments ending in CR only. */
function labHl7Batch(): EconomicsTask {
  const r = seededRandom(61_002);
  const value = (a: Analyte, pulled = 0) => {
    const span = a.hi - a.lo;
    let v = a.lo + span * (0.05 + 0.9 * r()) + pulled * span;
    if (r() < 0.08) v = a.hi + span * r() * 0.4;
    if (r() < 0.05) v = Math.max(0, a.lo - span * r() * 0.3);
    return Number(v.toFixed(a.decimals));
  };
  const flag = (a: Analyte, v: number) => (v > a.hi ? 'H' : v < a.lo ? 'L' : 'N');
  let control = 8_812_000;
  let filler = 640_100;
  const message = (site: Site, when: Date, pet: Pet, surname: string, panelCode: string, fixed: Record<string, number> = {}) => {
    const panel = PANELS.find((p) => p.code === panelCode)!;
    const vet = oneOf(r, VETS).split(' ');
    const placer = `${site.code}${digits(r, 7)}`;
    filler += between(r, 1, 4);
    const collected = new Date(when.getTime() - between(r, 8, 40) * 60_000);
    const segments = [
      `MSH|^~\\&|IDEXX VetLab Station|${site.code}-IVLS|HVP-PMS|HVP|${hl7Time(when)}||ORU^R01^ORU_R01|${(control += between(r, 1, 3))}|P|2.5.1|||AL|NE|GBR`,
      `PID|1||PT${between(r, 1_000_000, 1_099_999)}^^^HVP^PI||${surname.toUpperCase()}^${pet.name.toUpperCase()}||${hl7Time(pet.dob).slice(0, 8)}|${pet.sex.slice(0, 1)}|||||||||CL${between(r, 300_000, 339_999)}`,
      `PV1|1|O|${site.code}^^^${site.name}||||V${between(r, 100, 999)}^${vet[1]!.toUpperCase()}^${vet[0]!.toUpperCase()}^^^^MRCVS`,
      `ORC|RE|${placer}|IVLS${filler}||CM`,
      `OBR|1|${placer}|IVLS${filler}|${panel.code}^${panel.name}^L|||${hl7Time(collected)}|||||||${hl7Time(collected)}|${pet.species === 'Feline' ? 'FEL' : pet.species === 'Canine' ? 'CAN' : 'LAG'}^${pet.species}^L||||||${hl7Time(when)}||CH|F`,
    ];
    const equipment = `${panel.analyser}^${site.code}-${digits(r, 4)}`;
    panel.tests.forEach((test, i) => {
      const a = CHEM[test]!;
      let v = fixed[test] ?? value(a);
      if (test === 'K' && fixed.K === undefined) v = Math.min(v, 6.3);
      const f = fixed[`${test}_flag`] !== undefined ? 'HH' : flag(a, v);
      segments.push(
        `OBX|${i + 1}|NM|${a.code}^${a.name}^LN||${v.toFixed(a.decimals)}|${a.units}|${a.lo}-${a.hi}|${f}|||F|||${hl7Time(when)}||${equipment}`,
      );
    });
    if (r() < 0.12)
      segments.push(`NTE|1|L|${oneOf(r, ['Lipaemic sample', 'Slight haemolysis', 'Repeat run', 'Sample diluted 1:2', 'Icteric sample'])}`);
    return { site, when, text: segments.join('\r') };
  };
  const messages: { site: Site; when: Date; text: string }[] = [];
  const start = at(11, 11, 7, 30).getTime();
  for (let i = 0; i < 380; i++) {
    const site = oneOf(r, SITES);
    const pet = randomPet(r);
    const when = new Date(start + pick(r, 28 * 60) * 60_000 + between(r, 0, 59) * 1000);
    const panel = pet.species === 'Lagomorph' ? 'CHEM10LYTE4' : oneOf(r, PANELS).code;
    messages.push(message(site, when, pet, oneOf(r, SURNAMES), panel));
  }
  const mil = SITES[1]!;
  const pepper: Pet = { name: 'Pepper', species: 'Canine', breed: 'Border Collie', sex: 'FN', dob: new Date(Date.UTC(2013, 1, 14)) };
  messages.push(message(mil, at(11, 11, 16, 22, 41), pepper, 'Lindqvist', 'CHEM10LYTE4', { K: 6.1, NA: 137, UREA: 14.8, CREA: 212 }));
  messages.push(
    message(mil, at(11, 12, 7, 48, 3), pepper, 'Lindqvist', 'CHEM10LYTE4', { K: 7.9, K_flag: 1, NA: 133, UREA: 21.6, CREA: 305 }),
  );
  messages.push(message(mil, at(11, 12, 7, 52, 40), pepper, 'Lindqvist', 'CBC'));
  messages.push(
    message(
      mil,
      at(11, 12, 8, 5, 12),
      { name: 'Smulan', species: 'Feline', breed: 'Norwegian Forest Cat', sex: 'FN', dob: new Date(Date.UTC(2010, 4, 1)) },
      'Lindqvist',
      'CHEM17',
    ),
  );
  messages.push(
    message(
      mil,
      at(11, 12, 9, 14, 55),
      { ...pepper, name: 'Pepper', breed: 'Dachshund (Miniature Smooth)', sex: 'MN' },
      'Ashworth',
      'LYTE4',
      { K: 4.4 },
    ),
  );
  messages.push(message(SITES[4]!, at(11, 12, 7, 41, 9), { ...pepper, breed: 'Whippet' }, 'Lindgren', 'CHEM10LYTE4', { K: 5.2 }));
  const order = ['ASH', 'HRG', 'KES', 'MIL', 'PEN', 'TOL', 'WYV'];
  messages.sort((x, y) => order.indexOf(x.site.code) - order.indexOf(y.site.code) || x.when.getTime() - y.when.getTime());
  const now = at(11, 12, 9, 30, 2);
  const output = [
    `FHS|^~\\&|HVP-MIRTH|HVP-IE01|HVP-PMS|HVP|${hl7Time(now)}||inbox-ivls-${hl7Time(now)}.hl7|ALL SITES IVLS RESULTS`,
    `BHS|^~\\&|HVP-MIRTH|HVP-IE01|HVP-PMS|HVP|${hl7Time(now)}`,
    ...messages.map((m) => m.text),
    `BTS|${messages.length}`,
    'FTS|1',
  ].join('\r');
  return probe(
    'round 61: lab interface HL7 batch (one line)',
    "What was Pepper Lindqvist's potassium on this morning's bloods at Millbrook?",
    'lab_interface_inbox',
    output,
    'pepper-potassium',
    'Potassium^LN||7.9|mmol/L',
    true,
  );
}

interface Product {
  readonly description: string;
  readonly legal: string;
  readonly cd: string | null;
  readonly pack: string;
  readonly price: number;
}

const P = (description: string, legal: string, cd: string | null, pack: string, price: number): Product => ({
  description,
  legal,
  cd,
  pack,
  price,
});
const WHOLESALE: readonly Product[] = [
  P('Vetergesic Multidose 0.3 mg/ml Solution for Injection for Dogs and Cats', 'POM-V', '3', '1 x 10 ml', 24.86),
  P('Buprecare Multidose 0.3 mg/ml Solution for Injection', 'POM-V', '3', '1 x 10 ml', 21.4),
  P('Comfortan 10 mg/ml Solution for Injection for Dogs and Cats', 'POM-V', '2', '1 x 20 ml', 38.15),
  P('Synthadon 10 mg/ml Solution for Injection', 'POM-V', '2', '1 x 10 ml', 19.72),
  P('Fentadon 50 micrograms/ml Solution for Injection', 'POM-V', '2', '1 x 10 ml', 27.3),
  P('Ketamidor 100 mg/ml Solution for Injection', 'POM-V', '2', '1 x 10 ml', 16.88),
  P('Epiphen 60 mg Tablets for Dogs', 'POM-V', '3', '100 tablets', 11.5),
  P('Hypnovel 5 mg/ml Solution for Injection (midazolam)', 'POM', '3', '10 x 2 ml', 9.94),
  P('Metacam 1.5 mg/ml Oral Suspension for Dogs', 'POM-V', null, '1 x 100 ml', 36.6),
  P('Metacam 0.5 mg/ml Oral Suspension for Cats', 'POM-V', null, '1 x 15 ml', 12.9),
  P('Synulox 250 mg Palatable Tablets', 'POM-V', null, '100 tablets', 71.2),
  P('Convenia 80 mg/ml Powder and Solvent', 'POM-V', null, '1 x 10 ml', 99.8),
  P('Vetmedin 5 mg Chewable Tablets', 'POM-V', null, '100 tablets', 84.3),
  P('Apoquel 16 mg Film-coated Tablets', 'POM-V', null, '100 tablets', 139.4),
  P('Cytopoint 20 mg Solution for Injection', 'POM-V', null, '2 x 1 ml', 118.25),
  P('Caninsulin 40 IU/ml Suspension for Injection', 'POM-V', null, '10 x 2.5 ml', 64.7),
  P('Propofol-Lipuro Vet 10 mg/ml Emulsion', 'POM-V', null, '5 x 20 ml', 31.2),
  P('Alfaxan Multidose 10 mg/ml Solution for Injection', 'POM-V', null, '1 x 20 ml', 27.5),
  P('Dexdomitor 0.5 mg/ml Solution for Injection', 'POM-V', null, '1 x 10 ml', 88.9),
  P('Isoflo 100% w/w Inhalation Vapour', 'POM-V', null, '6 x 250 ml', 156),
  P("Hartmann's Solution for Infusion 1000 ml", 'POM', null, '10 x 1000 ml', 14.6),
  P('Nobivac DHPPi', 'POM-V', null, '10 doses', 48.9),
  P('Nobivac L4', 'POM-V', null, '10 doses', 52.3),
  P('Purevax RCP', 'POM-V', null, '10 doses', 61.4),
  P('NexGard Spectra Chewables 15-30 kg', 'POM-V', null, '3 chews', 17.2),
  P('Bravecto 500 mg Chewable Tablets', 'POM-V', null, '1 tablet', 22.8),
  P("Hill's Prescription Diet k/d Feline 1.5 kg", 'GSL', null, '1 x 1.5 kg', 19.4),
  P('Vetoryl 30 mg Hard Capsules', 'POM-V', null, '30 capsules', 41.6),
  P('Cerenia 10 mg/ml Solution for Injection', 'POM-V', null, '1 x 20 ml', 102.1),
  P('Surgical gloves sterile size 7.5', 'GSL', null, '50 pairs', 23.9),
];

/** The wholesaler's delivery notes for the group's account, two and a half weeks, as one line of XML. */
function wholesalerDeliveries(): EconomicsTask {
  const r = seededRandom(61_003);
  const batch = () => `${chars(r, 'ABCDEFGHJKLMNPRSTVWXY', 1)}${digits(r, 2)}${chars(r, 'ABCDEFGHJKLMNPRSTVWXY', 1)}${digits(r, 4)}`;
  const pools = new Map<string, string[]>(WHOLESALE.map((p) => [p.description, Array.from({ length: between(r, 2, 4) }, batch)]));
  const codes = new Map<string, string>(WHOLESALE.map((p) => [p.description, `NV${digits(r, 6)}`]));
  const gtins = new Map<string, string>(WHOLESALE.map((p) => [p.description, `050${digits(r, 10)}`]));
  const expiry = () => `${between(r, 2027, 2029)}-${pad2(between(r, 1, 12))}-${oneOf(r, ['28', '30', '31'])}`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  let dn = 448_100;
  const line = (n: number, p: Product, batchNo?: string) => {
    const qty = p.cd ? between(r, 1, 3) : between(r, 1, 6);
    const shipped = r() < 0.04 ? qty - 1 : qty;
    const b = batchNo ?? oneOf(r, pools.get(p.description)!);
    return (
      `<Line number="${n}"><Item supplierCode="${codes.get(p.description)}" gtin="${gtins.get(p.description)}"><Description>${esc(p.description)}</Description>` +
      `<PackSize>${p.pack}</PackSize><LegalCategory>${p.legal}</LegalCategory>${p.cd ? `<CDSchedule>${p.cd}</CDSchedule>` : ''}</Item>` +
      `<QtyOrdered>${qty}</QtyOrdered><QtyShipped>${shipped}</QtyShipped><Batch number="${b}" expiry="${expiry()}"/>` +
      `<Price currency="GBP" unit="${p.price.toFixed(2)}" net="${(p.price * shipped).toFixed(2)}" vatRate="${p.legal === 'GSL' && r() < 0.5 ? 0 : 20}"/></Line>`
    );
  };
  const vetergesic = WHOLESALE[0]!;
  const note = (site: Site, delivered: Date, special?: string) => {
    const products = shuffle(r, WHOLESALE.slice(1)).slice(0, between(r, 9, 18));
    if (special || r() < 0.35) products.splice(between(r, 1, products.length - 1), 0, vetergesic);
    const lines = products.map((p, i) => line(i + 1, p, p === vetergesic ? special : undefined));
    const despatched = new Date(delivered.getTime() - DAY);
    const hasCd = products.some((p) => p.cd === '2');
    dn += between(r, 3, 40);
    return (
      `<DeliveryNote number="DN26-0${dn}" orderRef="PO-${site.code}-${isoDate(despatched).slice(2).replace(/-/g, '')}-0${between(r, 1, 3)}" despatchDate="${isoDate(despatched)}" deliveryDate="${isoDate(delivered)}" depot="${oneOf(r, ['Avonmouth', 'Swindon', 'Exeter'])}" route="${oneOf(r, ['BS', 'BA', 'GL'])}${between(r, 10, 39)}" totes="${between(r, 1, 5)}">` +
      `<ShipTo accountNo="HVP-${site.code}-00${between(r, 10, 99)}" name="${esc(site.name)}" postcode="${site.postcode}"/>` +
      `<Lines count="${lines.length}">${lines.join('')}</Lines>` +
      (hasCd ? `<CDRequisition ref="CDR-${site.code}-${digits(r, 6)}" signedBy="${oneOf(r, VETS)} MRCVS" received="true"/>` : '') +
      `<Signature receivedBy="${initialled(oneOf(r, NURSES))}" time="${isoDate(delivered)}T${pad2(between(r, 8, 11))}:${pad2(between(r, 0, 59))}:00"/></DeliveryNote>`
    );
  };
  const days: Date[] = [];
  for (let d = at(10, 26).getTime(); d <= at(11, 11).getTime(); d += DAY) {
    const date = new Date(d);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date);
  }
  const notes: string[] = [];
  for (const site of [...SITES].sort((x, y) => x.code.localeCompare(y.code))) {
    const siteDays = days.filter(() => r() < 0.7);
    if (site.code === 'MIL' && siteDays[siteDays.length - 1]?.getTime() !== at(11, 11).getTime()) siteDays.push(at(11, 11));
    siteDays.reverse();
    siteDays.forEach((date, i) => {
      if (site.code === 'MIL' && i === 0) notes.push(note(site, date, 'K26B0417'));
      else notes.push(note(site, date));
    });
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<DeliveryNotes xmlns="urn:northvale:edi:delivery:2.3" supplier="Northvale Veterinary Wholesale Ltd" account="HVP-GROUP-0042" from="2026-10-26" to="2026-11-11" generated="2026-11-12T06:00:03Z">` +
    notes.join('') +
    '</DeliveryNotes>';
  return probe(
    'round 61: wholesaler delivery notes (one-line XML)',
    "What batch number was on the Vetergesic in Millbrook's latest wholesaler delivery? I need it for the CD register.",
    'wholesaler_delivery_notes',
    output,
    'vetergesic-batch',
    'K26B0417',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------------

/** The PACS's DICOMweb study search (QIDO-RS), five weeks of studies, as the DICOM JSON model prints pretty. */
function pacsStudies(): EconomicsTask {
  const r = seededRandom(61_004);
  const seqs = new Map<string, number>();
  const accession = (site: string, modality: string, date: Date) => {
    const key = `${site}-${modality}-${date.getUTCMonth()}`;
    const n = (seqs.get(key) ?? between(r, 380, 440)) + between(r, 1, 5);
    seqs.set(key, n);
    return `${site}-${modality}-${isoDate(date).slice(2, 7).replace('-', '')}-${String(n).padStart(4, '0')}`;
  };
  const EXAMS: Record<string, readonly string[]> = {
    DX: [
      'DX Thorax 3 views',
      'DX Abdomen 2 views',
      'DX Left Elbow 2 views',
      'DX Right Elbow 2 views',
      'DX Pelvis VD extended',
      'DX Left Stifle 2 views',
      'DX Right Stifle 2 views',
      'DX Skull',
      'DX Spine thoracolumbar',
      'DX Dental full mouth',
      'DX Left Carpus',
      'DX Right Hip',
    ],
    US: ['US Abdomen', 'US Echocardiogram', 'US Bladder', 'US Thorax FAST', 'US Pregnancy diagnosis'],
    CT: [
      'CT Thorax pre/post contrast',
      'CT Abdomen',
      'CT Head and nasal cavity',
      'CT Left Elbow',
      'CT Right Elbow',
      'CT Spine cervical',
      'CT Left Stifle',
      'CT Pelvis and hips',
      'CT Whole body staging',
    ],
    MR: ['MR Brain', 'MR Spine thoracolumbar', 'MR Spine cervical', 'MR Left Shoulder'],
  };
  const pn = (v: string) => ({ vr: 'PN', Value: [{ Alphabetic: v }] });
  const one = (vr: string, v: string | number) => ({ vr, Value: [v] });
  const uid = () => `1.2.826.0.1.3680043.10.1087.${digits(r, 8)}.${between(r, 1, 9)}${digits(r, 5)}`;
  const study = (
    date: Date,
    site: string,
    modality: string,
    description: string,
    pet: Pet,
    surname: string,
    owner: string,
    patientId: string,
    acc?: string,
  ) => {
    const time = `${pad2(between(r, 8, 18))}${pad2(between(r, 0, 59))}${pad2(between(r, 0, 59))}`;
    const series = modality === 'CT' ? between(r, 3, 8) : modality === 'MR' ? between(r, 5, 12) : between(r, 1, 4);
    const studyUid = uid();
    return {
      '00080020': one('DA', isoDate(date).replace(/-/g, '')),
      '00080030': one('TM', time),
      '00080050': one('SH', acc ?? accession(site, modality, date)),
      '00080061': { vr: 'CS', Value: [modality] },
      '00080090': pn(oneOf(r, VETS).split(' ').reverse().join('^').toUpperCase()),
      '00081030': one('LO', description),
      '00081190': one('UR', `https://pacs.hvp.vet/dicom-web/studies/${studyUid}`),
      '00100010': pn(`${surname.toUpperCase()}^${pet.name.toUpperCase()}`),
      '00100020': one('LO', patientId),
      '00100030': one('DA', isoDate(pet.dob).replace(/-/g, '')),
      '00100040': one('CS', pet.sex.startsWith('M') ? 'M' : 'F'),
      '00102201': one('LO', pet.species),
      '00102292': one('LO', pet.breed),
      '00102297': pn(`${surname.toUpperCase()}^${owner.toUpperCase()}`),
      '00102298': one('CS', 'OWNER'),
      '0020000D': one('UI', studyUid),
      '00200010': one('SH', `${between(r, 1000, 9999)}`),
      '00201206': one('IS', series),
      '00201208': one(
        'IS',
        series * (modality === 'CT' ? between(r, 180, 700) : modality === 'MR' ? between(r, 20, 40) : between(r, 1, 6)),
      ),
    };
  };
  const studies: { date: Date; json: object }[] = [];
  for (let i = 0; i < 230; i++) {
    const roll = r();
    const modality = roll < 0.55 ? 'DX' : roll < 0.78 ? 'US' : roll < 0.95 ? 'CT' : 'MR';
    const site = modality === 'CT' ? oneOf(r, ['HRG', 'WYV']) : modality === 'MR' ? 'HRG' : oneOf(r, SITES).code;
    const date = new Date(at(10, 1).getTime() + pick(r, 42) * DAY);
    const pet = randomPet(r);
    studies.push({
      date,
      json: study(
        date,
        site,
        modality,
        oneOf(r, EXAMS[modality]!),
        pet,
        oneOf(r, SURNAMES),
        oneOf(r, FIRST_NAMES),
        `PT${between(r, 1_000_000, 1_099_999)}`,
      ),
    });
  }
  const juniper: Pet = {
    name: 'Juniper',
    species: 'Canine',
    breed: 'English Springer Spaniel',
    sex: 'FN',
    dob: new Date(Date.UTC(2021, 5, 8)),
  };
  const plant = (
    date: Date,
    site: string,
    modality: string,
    description: string,
    pet: Pet,
    surname: string,
    owner: string,
    id: string,
    acc?: string,
  ) => studies.push({ date, json: study(date, site, modality, description, pet, surname, owner, id, acc) });
  plant(at(10, 9), 'PEN', 'DX', 'DX Left Elbow 2 views', juniper, 'Hartley-Moss', 'Claire', 'PT1073318');
  plant(at(10, 9), 'PEN', 'DX', 'DX Right Elbow 2 views', juniper, 'Hartley-Moss', 'Claire', 'PT1073318');
  plant(at(10, 27), 'HRG', 'CT', 'CT Left Elbow', juniper, 'Hartley-Moss', 'Claire', 'PT1073318', 'HRG-CT-2610-0473');
  plant(at(10, 27), 'HRG', 'DX', 'DX Thorax 3 views', juniper, 'Hartley-Moss', 'Claire', 'PT1073318');
  plant(
    at(10, 21),
    'HRG',
    'CT',
    'CT Head and nasal cavity',
    { ...juniper, species: 'Feline', breed: 'Domestic Shorthair' },
    'Pearce',
    'Ruth',
    'PT1058830',
  );
  plant(
    at(10, 28),
    'HRG',
    'CT',
    'CT Left Elbow',
    { ...juniper, name: 'Bramble', breed: 'Labrador Retriever' },
    'Hartley',
    'Simon',
    'PT1061742',
  );
  plant(at(11, 3), 'PEN', 'DX', 'DX Left Elbow 2 views', juniper, 'Hartley-Moss', 'Claire', 'PT1073318');
  studies.sort((x, y) => x.date.getTime() - y.date.getTime());
  const output = JSON.stringify(
    studies.map((s) => s.json),
    null,
    2,
  );
  return probe(
    'round 61: PACS study search (DICOM JSON)',
    "What's the accession number for Juniper Hartley-Moss's elbow CT?",
    'pacs_search_studies',
    output,
    'juniper-ct',
    'HRG-CT-2610-0473',
  );
}

const DOG_FOOD = [
  "own food - Lily's Kitchen adult",
  'own food - raw (frozen, defrost overnight)',
  'house diet - Royal Canin Medium Adult',
  'house diet - Purina Pro Plan',
  "own food - Hill's i/d",
  'own food - Burns Original',
  'house diet - Royal Canin Mini Adult',
];
const CAT_FOOD = [
  'house diet - Royal Canin Indoor (cat)',
  "own food - Hill's c/d Multicare",
  'own food - Felix pouches + Applaws',
  'house diet - Purina One Sterilised',
  'own food - Royal Canin Renal',
];

/** The boarding system's current guests at the pet hotel and the cattery, as YAML. */
function boardingGuests(): EconomicsTask {
  const r = seededRandom(61_005);
  const lines: string[] = ['generated_at: 2026-11-12T07:00:04Z', 'system: PawStay 4.8 (Harrowgate Veterinary Partners)', 'facilities:'];
  let ref = 2_611_000;
  const guest = (
    unit: string,
    pet: Pet,
    owner: string,
    contact: { name: string; relation: string; phone: string },
    meds: { name: string; dose: string; times: string[] }[],
  ) => {
    const checkIn = new Date(at(11, 12).getTime() - between(r, 0, 12) * DAY + between(r, 8, 17) * 3_600_000);
    const checkOut = new Date(at(11, 12).getTime() + between(r, 1, 16) * DAY + between(r, 9, 17) * 3_600_000);
    const weight =
      pet.species === 'Canine' ? between(r, 40, 420) / 10 : pet.species === 'Feline' ? between(r, 28, 70) / 10 : between(r, 12, 30) / 10;
    ref += between(r, 1, 9);
    const out = [
      `      - booking_ref: BK-${ref}`,
      `        unit: ${unit}`,
      `        pet:`,
      `          name: ${pet.name}`,
      `          species: ${pet.species.toLowerCase()}`,
      `          breed: ${pet.breed}`,
      `          sex: ${pet.sex}`,
      `          weight_kg: ${weight}`,
      `        owner:`,
      `          name: ${owner}`,
      `          client_id: CL${between(r, 300_000, 339_999)}`,
      `          mobile: "${mobileUk(r)}"`,
      `          away_at: ${oneOf(r, ['"Lanzarote"', '"Edinburgh"', '"Cornwall"', '"Tenerife"', '"Kraków"', '"Lake District"', '"Florida"', '"Hospital stay"', '"Dubai"', '"Not given"'])}`,
      `        emergency_contact:`,
      `          name: ${contact.name}`,
      `          relationship: ${contact.relation}`,
      `          phone: "${contact.phone}"`,
      `        stay:`,
      `          check_in: ${isoSeconds(checkIn)}`,
      `          check_out: ${isoSeconds(checkOut)}`,
      `          nights: ${Math.round((checkOut.getTime() - checkIn.getTime()) / DAY)}`,
      `        feeding:`,
      `          food: ${oneOf(r, pet.species === 'Canine' ? DOG_FOOD : pet.species === 'Feline' ? CAT_FOOD : ['hay ad lib + Science Selective nuggets', 'hay ad lib + Burgess Excel nuggets, fresh greens pm'])}`,
      `          times: ["${pad2(between(r, 7, 8))}:${oneOf(r, ['00', '30'])}", "${pad2(between(r, 16, 18))}:${oneOf(r, ['00', '30'])}"]`,
    ];
    if (meds.length === 0) out.push('        medications: []');
    else {
      out.push('        medications:');
      for (const m of meds)
        out.push(
          `          - name: ${m.name}`,
          `            dose: ${m.dose}`,
          `            times: [${m.times.map((t) => `"${t}"`).join(', ')}]`,
        );
    }
    out.push(
      `        vaccinations_checked: ${r() < 0.97}`,
      `        vet_consent:`,
      `          registered_practice: ${oneOf(r, SITES.slice(0, 6)).name}`,
      `          treatment_limit_gbp: ${oneOf(r, [250, 500, 500, 750, 1000, 1500])}`,
      `        notes: "${oneOf(r, ['Loves a tummy rub', 'Pulls on lead - use harness', 'Do not walk with other dogs', 'Shy with men', 'Escape artist - double-check latch', 'Eats slowly, leave bowl 30 min', 'Blanket from home in bed', 'Nervous of thunder/fireworks - Adaptil diffuser on', 'No chicken - allergy', ''])}"`,
    );
    return out;
  };
  const randomMeds = (pet: Pet) =>
    r() < 0.25
      ? [
          oneOf(r, [
            { name: 'Metacam 1.5 mg/ml', dose: `${between(r, 2, 9) / 10 + 0.5} ml PO with food`, times: ['08:00'] },
            { name: 'Vetmedin 5 mg', dose: '1 tablet PO', times: ['08:00', '20:00'] },
            { name: 'Apoquel 16 mg', dose: '1 tablet PO', times: ['08:00'] },
            { name: 'Felimazole 2.5 mg', dose: '1 tablet PO', times: ['08:00', '20:00'] },
            { name: 'Epiphen 60 mg', dose: `${oneOf(r, ['1', '1.5', '2'])} tablets PO`, times: ['07:30', '19:30'] },
            { name: 'Caninsulin 40 IU/ml', dose: `${between(r, 4, 16)} IU SC after food`, times: ['07:30', '19:30'] },
          ]),
        ].filter((m) => pet.species !== 'Lagomorph' || m.name.startsWith('Metacam'))
      : [];
  const contactFor = (surname: string) => ({
    name: r() < 0.5 ? `${oneOf(r, FIRST_NAMES)} ${surname}` : person(r),
    relation: oneOf(r, ['sister', 'brother', 'son', 'daughter', 'neighbour', 'friend', 'mother', 'father', 'partner', 'colleague']),
    phone: mobileUk(r),
  });
  const facilities: { name: string; site: string; prefix: string; count: number; cats: boolean }[] = [
    { name: 'Kestrel Lane Pet Hotel', site: 'KES', prefix: 'Lodge', count: 170, cats: false },
    { name: 'Ashcombe Cattery & Small Pets', site: 'ASH', prefix: 'Suite', count: 120, cats: true },
  ];
  const pemberton = 'Mr Graham Pemberton';
  for (const f of facilities) {
    lines.push(
      `  - facility: ${f.name}`,
      `    site: ${f.site}`,
      `    capacity: ${f.count + between(r, 5, 30)}`,
      `    occupied: ${f.count}`,
      '    guests:',
    );
    for (let i = 1; i <= f.count; i++) {
      const unit = `${f.prefix} ${String.fromCharCode(65 + Math.floor((i - 1) / 40))}${pad2(((i - 1) % 40) + 1)}`;
      let pet = randomPet(r);
      while (f.cats ? pet.species === 'Canine' : pet.species !== 'Canine') pet = randomPet(r);
      const surname = oneOf(r, SURNAMES);
      if (f.site === 'KES' && i === 64) {
        const rollo: Pet = {
          name: 'Rollo',
          species: 'Canine',
          breed: 'Labrador Retriever',
          sex: 'MN',
          dob: new Date(Date.UTC(2019, 1, 2)),
        };
        lines.push(...guest(unit, rollo, 'Mrs Jane Pemberton', { name: 'Alan Pemberton', relation: 'husband', phone: '07826 310944' }, []));
      } else if (f.site === 'KES' && i === 101) {
        const rolo: Pet = { name: 'Rolo', species: 'Canine', breed: 'Cocker Spaniel', sex: 'MN', dob: new Date(Date.UTC(2017, 3, 22)) };
        lines.push(
          ...guest(unit, rolo, pemberton, { name: 'Helen Pemberton-Shaw', relation: 'sister', phone: '07913 552806' }, [
            { name: 'Caninsulin 40 IU/ml', dose: '9 IU SC after food', times: ['07:30', '19:30'] },
          ]),
        );
      } else if (f.site === 'KES' && i === 132) {
        const rolo: Pet = {
          name: 'Rolo',
          species: 'Canine',
          breed: 'Dachshund (Miniature Smooth)',
          sex: 'M',
          dob: new Date(Date.UTC(2022, 7, 9)),
        };
        lines.push(...guest(unit, rolo, 'Ms Tanya Pembury', contactFor('Pembury'), []));
      } else if (f.site === 'ASH' && i === 30) {
        const cat: Pet = { name: 'Rolo', species: 'Feline', breed: 'British Shorthair', sex: 'MN', dob: new Date(Date.UTC(2015, 9, 1)) };
        lines.push(...guest(unit, cat, 'Mrs Denise Hollis', contactFor('Hollis'), []));
      } else {
        const owner = titled(r, surname);
        lines.push(...guest(unit, pet, owner, contactFor(surname), randomMeds(pet)));
      }
    }
  }
  return probe(
    'round 61: boarding guest list (YAML)',
    "Rolo Pemberton is boarding with us at the moment. Who's his emergency contact while his owners are away, and what's their number?",
    'boarding_current_guests',
    lines.join('\n'),
    'rolo-contact',
    '07913 552806',
  );
}

/** The lab results bridge's overnight log (Spring Boot), with its Java stack traces. */
function labBridgeLog(): EconomicsTask {
  const r = seededRandom(61_006);
  const lines: string[] = [];
  const SOURCES = ['idexx-ref', 'nationwide-labs', 'axiom-vet'];
  const THREADS = ['sched-pool-1', 'sched-pool-2', 'sched-pool-3', 'sched-pool-4', 'http-nio-8080-exec-3', 'HikariPool-1 housekeeper'];
  const log = (t: Date, level: string, thread: string, logger: string, msg: string) =>
    lines.push(
      `${t.toISOString()} ${level.padStart(5)} 1 --- [hvp-lab-bridge] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${msg}`,
    );
  const siteName = (s: Site) => s.name.split(' ')[0]!;
  const reqNo = (s: Site) => `${s.code}-R-2611-${String(between(r, 1000, 9999)).padStart(5, '0')}`;
  const trace = (cause: string, siteCode: string, req: string) => [
    'org.springframework.dao.DataIntegrityViolationException: could not execute batch; SQL [insert into lab_result (site_code,requisition_no,test_code,value_text,units,ref_range,flag,resulted_at,source) values (?,?,?,?,?,?,?,?,?)]; constraint [uq_lab_result_requisition_test]',
    '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)',
    '\tat org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:566)',
    '\tat vet.hvp.labbridge.sync.ResultImportJob.importBatch(ResultImportJob.java:188)',
    `Caused by: java.sql.BatchUpdateException: Batch entry ${between(r, 0, 40)} insert into lab_result (site_code,requisition_no,test_code,value_text,units,ref_range,flag,resulted_at,source) values (?,?,?,?,?,?,?,?,?) was aborted: ${cause}  Call getNextException to see other errors in the batch.`,
    '\tat org.postgresql.jdbc.BatchResultHandler.handleError(BatchResultHandler.java:165)',
    '\t... 16 common frames omitted',
    `Caused by: org.postgresql.util.PSQLException: ${cause}`,
    `  Detail: Key (site_code, requisition_no, test_code)=(${siteCode}, ${req}, ${oneOf(r, ['K', 'CREA', 'ALT', 'GLU', 'WBC'])}) already exists.`,
    '\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
    '\t... 16 common frames omitted',
  ];
  const dup = 'ERROR: duplicate key value violates unique constraint "uq_lab_result_requisition_test"';
  const timeoutTrace = (host: string) => [
    `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "https://${host}/api/v3/results": Read timed out`,
    '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)',
    '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)',
    '\tat vet.hvp.labbridge.client.RefLabClient.fetchResults(RefLabClient.java:74)',
    '\tat vet.hvp.labbridge.sync.ResultImportJob.run(ResultImportJob.java:83)',
    'Caused by: java.net.SocketTimeoutException: Read timed out',
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\t... 9 common frames omitted',
  ];
  const hosts: Record<string, string> = {
    'idexx-ref': 'results.idexx-ref.example',
    'nationwide-labs': 'api.nationwidelabs.example',
    'axiom-vet': 'lims.axiomvet.example',
  };
  const start = at(11, 12, 0, 0, 1).getTime();
  const ticks = 72;
  for (let tick = 0; tick < ticks; tick++) {
    const base = start + tick * 5 * 60_000;
    let ms = base + between(r, 0, 900);
    const t = () => new Date((ms += between(r, 3, 400)));
    log(
      t(),
      'INFO',
      'sched-pool-1',
      'v.h.labbridge.sync.ResultImportScheduler',
      `Starting result import run #${4_812 + tick} for ${SITES.length} sites x ${SOURCES.length} sources`,
    );
    for (const site of SITES) {
      for (const source of SOURCES) {
        const thread = oneOf(r, THREADS.slice(0, 4));
        const n = r() < 0.55 ? 0 : between(r, 1, 48);
        log(
          t(),
          'DEBUG',
          thread,
          'v.h.labbridge.client.RefLabClient',
          `GET https://${hosts[source]}/api/v3/results?account=HVP-${site.code}&since=${hl7Time(new Date(base - 5 * 60_000))} -> 200 (${between(r, 40, 900)} ms)`,
        );
        if (site.code === 'TOL' && source === 'nationwide-labs' && tick === 38) {
          log(
            t(),
            'INFO',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `site=TOL source=${source} fetched 61 results in 7 requisitions (cursor ${hl7Time(new Date(base))})`,
          );
          const when = t();
          log(
            when,
            'ERROR',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `Result import aborted for site Tollbridge (TOL), source ${source}: batch rolled back, cursor left at ${hl7Time(new Date(base - 5 * 60_000))}`,
          );
          lines.push(...trace(dup, 'TOL', 'TOL-R-2611-08813'));
          log(
            t(),
            'WARN',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            'site=TOL source=nationwide-labs suspended until next run (manual review flag set on import_state)',
          );
          continue;
        }
        if (site.code === 'ASH' && source === 'idexx-ref' && tick === 21) {
          log(
            t(),
            'ERROR',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `Result import aborted for site Ashcombe (ASH), source ${source}: batch rolled back, cursor left at ${hl7Time(new Date(base - 5 * 60_000))}`,
          );
          lines.push(...trace(dup, 'ASH', 'ASH-R-2611-04127'));
          continue;
        }
        if ((site.code === 'TOL' && source === 'idexx-ref' && tick === 17) || r() < 0.006) {
          log(
            t(),
            'WARN',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `site=${site.code} source=${source} fetch attempt 1/3 for ${siteName(site)} timed out, retrying in 30s`,
          );
          lines.push(...timeoutTrace(hosts[source]!));
          log(t(), 'INFO', thread, 'v.h.labbridge.sync.ResultImportJob', `site=${site.code} source=${source} fetch attempt 2/3 succeeded`);
        }
        if (n > 0) {
          log(
            t(),
            'INFO',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `site=${site.code} source=${source} fetched ${n} results in ${Math.max(1, Math.floor(n / between(r, 5, 14)))} requisitions (cursor ${hl7Time(new Date(base))})`,
          );
          if (r() < 0.05)
            log(
              t(),
              'WARN',
              thread,
              'v.h.labbridge.match.PatientMatcher',
              `site=${site.code} requisition ${reqNo(site)} has no patient match (species/name mismatch), parked for manual matching`,
            );
          log(
            t(),
            'INFO',
            thread,
            'v.h.labbridge.sync.ResultImportJob',
            `site=${site.code} source=${source} imported ${n} results, ${between(r, 0, 2)} amended, PMS notified (${between(r, 20, 300)} ms)`,
          );
        }
      }
    }
    if (tick % 6 === 0)
      log(
        new Date(ms + 1_000),
        'DEBUG',
        'HikariPool-1 housekeeper',
        'com.zaxxer.hikari.pool.HikariPool',
        `HikariPool-1 - Pool stats (total=10, active=${between(r, 0, 3)}, idle=${between(r, 7, 10)}, waiting=0)`,
      );
    log(
      new Date(ms + 1_500),
      'INFO',
      'sched-pool-1',
      'v.h.labbridge.sync.ResultImportScheduler',
      `Result import run #${4_812 + tick} finished in ${between(r, 2, 14)}.${digits(r, 3)} s`,
    );
  }
  return probe(
    'round 61: lab results bridge log (Java stack traces)',
    'The Tollbridge lab results import fell over overnight. Which requisition was it stuck on?',
    'lab_bridge_logs',
    lines.join('\n'),
    'tollbridge-requisition',
    'TOL-R-2611-08813',
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------------

/** The SMS gateway's delivery report for a week of client messages, as CSV. */
function smsDeliveryReport(): EconomicsTask {
  const r = seededRandom(61_007);
  const csv = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const TEMPLATES: readonly { id: string; body: (first: string, pet: string, site: Site) => string }[] = [
    {
      id: 'VACC_DUE',
      body: (f, p, s) =>
        `Hi ${f}, ${p} is due their annual vaccination at ${s.name}. Book online at hvp.vet/book or call us. Reply STOP to opt out.`,
    },
    {
      id: 'APPT_REMINDER_24H',
      body: (f, p, s) =>
        `Reminder: ${p} has an appointment at ${s.name} tomorrow at ${pad2(between(r, 8, 18))}:${oneOf(r, ['00', '15', '30', '45'])}. Reply C to cancel.`,
    },
    { id: 'APPT_CONFIRM', body: (f, p, s) => `Thanks ${f}, ${p}'s appointment at ${s.name} is confirmed. Please arrive 5 mins early.` },
    {
      id: 'PARASITE_DUE',
      body: (f, p) => `Hi ${f}, ${p}'s flea and worm treatment is due this month. Order via hvp.vet/shop for collection.`,
    },
    { id: 'RX_READY', body: (f, p, s) => `${p}'s repeat prescription is ready to collect from ${s.name}. Opening hours: hvp.vet/hours` },
    { id: 'RESULTS_CALL', body: (f, p, s) => `Hi ${f}, ${p}'s test results are back. Please call ${s.name} to discuss with the vet.` },
    { id: 'DENTAL_CHECK', body: (f, p) => `Hi ${f}, it's time for ${p}'s free nurse dental check. Book at hvp.vet/book` },
    {
      id: 'BOARDING_CONFIRM',
      body: (f, p) => `Hi ${f}, ${p}'s stay at Kestrel Lane Pet Hotel is booked. Please bring vaccination card on arrival.`,
    },
  ];
  const rows: { t: Date; row: string }[] = [];
  const row = (t: Date, to: string, first: string, last: string, pet: string, site: Site, template: string, body: string) => {
    const sent = new Date(t.getTime() + between(r, 1, 40) * 1000);
    const roll = r();
    const status = roll < 0.9 ? 'delivered' : roll < 0.95 ? 'undelivered' : roll < 0.985 ? 'expired' : 'rejected';
    const detail =
      status === 'delivered'
        ? '000'
        : status === 'undelivered'
          ? oneOf(r, ['006 absent subscriber', '009 unknown subscriber'])
          : status === 'expired'
            ? '022 validity period expired'
            : '031 blocked by carrier';
    const updated = new Date(sent.getTime() + between(r, 2, status === 'expired' ? 172_800 : 600) * 1000);
    const segments = Math.ceil(body.length / 153);
    rows.push({
      t,
      row: [
        `SM${hex(r, 24)}`,
        isoSeconds(t),
        isoSeconds(sent),
        status,
        detail,
        isoSeconds(updated),
        to,
        'HVPVets',
        csv(`${first} ${last}`),
        template,
        site.code,
        csv(pet),
        csv(body),
        String(segments),
        (segments * 0.0395).toFixed(4),
      ].join(','),
    });
  };
  for (let d = 0; d < 8; d++) {
    const day = at(11, 4 + d).getTime();
    const count = between(r, 180, 220);
    for (let i = 0; i < count; i++) {
      const template = oneOf(r, TEMPLATES);
      const site = template.id === 'BOARDING_CONFIRM' ? SITES[5]! : oneOf(r, SITES.slice(0, 6));
      const batch = template.id === 'VACC_DUE' || template.id === 'PARASITE_DUE' || template.id === 'APPT_REMINDER_24H';
      const t = new Date(day + (batch ? 9 * 3_600_000 + pick(r, 900) * 1000 : between(r, 8 * 3600, 19 * 3600) * 1000));
      const first = oneOf(r, FIRST_NAMES);
      const last = oneOf(r, SURNAMES);
      const pet = oneOf(r, PET_NAMES);
      row(t, mobileE164(r), first, last, pet, site, template.id, template.body(first, pet, site));
    }
  }
  const ash = SITES[2]!;
  const vacc = TEMPLATES[0]!;
  row(at(11, 9, 9, 7, 31), '+447700184293', 'Agnieszka', 'Kowalska', 'Mochi', ash, 'VACC_DUE', vacc.body('Agnieszka', 'Mochi', ash));
  row(at(11, 6, 9, 3, 12), '+447462019388', 'Piotr', 'Kowalski', 'Bruno', ash, 'PARASITE_DUE', TEMPLATES[3]!.body('Piotr', 'Bruno', ash));
  row(at(11, 10, 14, 22, 5), '+447462019388', 'Piotr', 'Kowalski', 'Bruno', ash, 'RX_READY', TEMPLATES[4]!.body('Piotr', 'Bruno', ash));
  row(
    at(11, 9, 9, 11, 48),
    '+447925331706',
    'Hollie',
    'Greenslade',
    'Mochi',
    SITES[3]!,
    'VACC_DUE',
    vacc.body('Hollie', 'Mochi', SITES[3]!),
  );
  row(at(11, 7, 11, 40, 2), '+447811650472', 'Jun', 'Nakamura', 'Mochi', ash, 'APPT_CONFIRM', TEMPLATES[2]!.body('Jun', 'Mochi', ash));
  rows.sort((x, y) => x.t.getTime() - y.t.getTime());
  const header =
    'message_sid,created_at,sent_at,status,status_code,status_updated_at,to,from,recipient_name,template,site,patient,body,num_segments,price_gbp';
  return probe(
    'round 61: SMS gateway delivery report (CSV)',
    "The Kowalskis say they never got our text about Mochi's booster jab. Which mobile number did it actually go to?",
    'sms_delivery_report',
    [header, ...rows.map((x) => x.row)].join('\n'),
    'mochi-sms',
    '+447700184293',
  );
}

/** The controlled drugs register across the group, one page per site and drug, as the PMS prints it. */
function cdRegister(): EconomicsTask {
  const r = seededRandom(61_008);
  const DRUGS: readonly { product: string; unit: string; pack: number; dose: () => number; decimals: number }[] = [
    { product: 'Comfortan 10 mg/ml 20 ml', unit: 'ml', pack: 20, dose: () => between(r, 1, 12) / 10, decimals: 2 },
    { product: 'Vetergesic Multidose 0.3 mg/ml 10 ml', unit: 'ml', pack: 10, dose: () => between(r, 1, 8) / 10, decimals: 2 },
    { product: 'Ketamidor 100 mg/ml 10 ml', unit: 'ml', pack: 10, dose: () => between(r, 1, 9) / 10, decimals: 2 },
    { product: 'Fentadon 50 mcg/ml 10 ml', unit: 'ml', pack: 10, dose: () => between(r, 2, 30) / 10, decimals: 2 },
    { product: 'Hypnovel 5 mg/ml 2 ml amp', unit: 'ml', pack: 20, dose: () => between(r, 1, 10) / 10, decimals: 2 },
    { product: 'Epiphen 60 mg tablets', unit: 'tab', pack: 100, dose: () => between(r, 28, 120), decimals: 0 },
  ];
  const PROCEDURES = {
    Feline: [
      'OVH (routine neuter)',
      'Castration (routine)',
      'Dental - scale/polish + extractions',
      'Cat bite abscess - lance and flush',
      'Enucleation',
      'Hyperthyroid - thyroidectomy',
      'Fracture repair femur',
      'Analgesia - hospitalised',
      'Sedation for radiographs',
    ],
    Canine: [
      'Bitch spay (OVH)',
      'Castration (routine)',
      'Laparoscopic ovariectomy',
      'Dental - scale/polish + extractions',
      'Lump removal (mass excision)',
      'TPLO',
      'Gastrotomy - foreign body',
      'Cruciate repair (lateral suture)',
      'Analgesia - hospitalised',
      'Sedation for radiographs',
      'Aural haematoma',
    ],
    Lagomorph: ['Doe spay', 'Castration (routine)', 'Dental - molar burr', 'Abscess - jaw'],
  };
  type Entry = { t: Date; site: Site; drug: number; text: (balance: string) => string; delta: number };
  const entries: Entry[] = [];
  const col = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}~` : s.padEnd(w));
  const W = [10, 5, 4, 36, 9, 12, 7, 8, 22, 24, 36, 22, 22];
  const rowText = (cells: string[]) => `| ${cells.map((c, i) => col(c, W[i]!)).join(' | ')} |`;
  const administer = (
    t: Date,
    site: Site,
    drug: number,
    qty: number,
    pet: string,
    species: 'Feline' | 'Canine' | 'Lagomorph',
    client: string,
    reason: string,
    by: string,
    witness: string,
    batchNo: string,
  ) =>
    entries.push({
      t,
      site,
      drug,
      delta: -qty,
      text: (balance) =>
        rowText([
          ukDate(t),
          hhmm(t),
          site.code,
          DRUGS[drug]!.product,
          batchNo,
          drug === 5 ? 'SUPPLIED' : 'ADMINISTERED',
          qty.toFixed(DRUGS[drug]!.decimals),
          balance,
          `${pet} (${species === 'Feline' ? 'feline' : species === 'Canine' ? 'canine' : 'rabbit'})`,
          client,
          reason,
          by,
          witness,
        ]),
    });
  const vetSig = (v: string) => `Dr ${initialled(v)}`;
  const nurseSig = (n: string) => `RVN ${initialled(n)}`;
  const batches = new Map<string, string>();
  const batchFor = (site: Site, drug: number) => {
    const key = `${site.code}/${drug}`;
    if (!batches.has(key))
      batches.set(key, `${chars(r, 'ABCDEFGHJKLMNPRSTVWXY', 1)}${digits(r, 2)}${chars(r, 'ABCDEFGHJKLMNPRSTVWXY', 1)}${digits(r, 4)}`);
    return batches.get(key)!;
  };
  const first = at(10, 1).getTime();
  for (const site of SITES) {
    for (let drug = 0; drug < DRUGS.length; drug++) {
      const d = DRUGS[drug]!;
      const n = drug === 0 || drug === 1 ? between(r, 55, 70) : between(r, 22, 36);
      for (let i = 0; i < n; i++) {
        const day = new Date(first + pick(r, 42) * DAY);
        const t = new Date(day.getTime() + between(r, 8 * 60, 19 * 60) * 60_000);
        const roll = r();
        const species = roll < 0.45 ? 'Feline' : roll < 0.97 ? 'Canine' : 'Lagomorph';
        const reason = drug === 5 ? 'Idiopathic epilepsy - 1 month supply' : oneOf(r, PROCEDURES[species]);
        // The cat spays at Ashcombe on 3 November are planted below.
        if (site.code === 'ASH' && species === 'Feline' && reason.startsWith('OVH') && isoDate(day) === '2026-11-03') continue;
        administer(
          t,
          site,
          drug,
          d.dose(),
          oneOf(r, PET_NAMES),
          species,
          `${oneOf(r, SURNAMES)}, ${oneOf(r, FIRST_NAMES)[0]}`,
          reason,
          vetSig(oneOf(r, VETS)),
          nurseSig(oneOf(r, NURSES)),
          batchFor(site, drug),
        );
      }
    }
  }
  const ash = SITES[2]!;
  administer(
    at(11, 3, 10, 42),
    ash,
    0,
    0.3,
    'Cleo',
    'Feline',
    'Brannigan, S',
    'OVH (routine neuter)',
    'Dr I. Valbuena-Roth',
    'RVN K. Doherty',
    batchFor(ash, 0),
  );
  administer(
    at(11, 3, 9, 15),
    ash,
    1,
    0.2,
    'Tabitha',
    'Feline',
    'Evans, R',
    'OVH (routine neuter)',
    'Dr S. Keane',
    'RVN A. Colston',
    batchFor(ash, 1),
  );
  administer(
    at(11, 3, 11, 50),
    ash,
    0,
    0.8,
    'Murphy',
    'Canine',
    'Quinlan, D',
    'Castration (routine)',
    'Dr S. Keane',
    'RVN K. Doherty',
    batchFor(ash, 0),
  );
  administer(
    at(11, 4, 9, 20),
    ash,
    0,
    0.25,
    'Willow',
    'Feline',
    'Sayer, M',
    'OVH (routine neuter)',
    'Dr G. Pryce',
    'RVN A. Colston',
    batchFor(ash, 0),
  );
  administer(
    at(11, 3, 10, 5),
    SITES[3]!,
    0,
    0.3,
    'Misty',
    'Feline',
    'Iqbal, F',
    'OVH (routine neuter)',
    'Dr L. Vogt',
    'RVN E. Pascoe',
    batchFor(SITES[3]!, 0),
  );
  administer(
    at(11, 2, 14, 30),
    ash,
    0,
    0.3,
    'Nala',
    'Feline',
    'Lockyer, T',
    'OVH (routine neuter)',
    'Dr M. Ade',
    'RVN K. Doherty',
    batchFor(ash, 0),
  );
  const order = ['HRG', 'MIL', 'KES', 'ASH', 'PEN', 'TOL', 'WYV'];
  entries.sort((x, y) => order.indexOf(x.site.code) - order.indexOf(y.site.code) || x.drug - y.drug || x.t.getTime() - y.t.getTime());
  const rule = `+${W.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const header = rowText([
    'Date',
    'Time',
    'Site',
    'Product',
    'Batch',
    'Entry',
    'Qty',
    'Balance',
    'Patient',
    'Client',
    'Reason / procedure',
    'By',
    'Witness',
  ]);
  const out: string[] = [
    'HARROWGATE VETERINARY PARTNERS - CONTROLLED DRUGS REGISTER (Schedules 2 and 3)',
    'Report: CD-REG-ALL   Period: 01/10/2026 - 11/11/2026   Printed: 12/11/2026 08:12 by jmarsh (Practice Manager)',
    '',
  ];
  let page: string | null = null;
  let balance = 0;
  for (const e of entries) {
    const key = `${e.site.code}/${e.drug}`;
    const d = DRUGS[e.drug]!;
    if (key !== page) {
      if (page !== null) out.push(rule, '');
      page = key;
      balance = d.pack * between(r, 2, 4) + (d.decimals ? between(r, 0, 9) / 10 : 0);
      out.push(
        `Site: ${e.site.name} (${e.site.code})   Drug: ${d.product}   Unit: ${d.unit}   Opening balance 01/10/2026: ${balance.toFixed(d.decimals)}`,
        rule,
        header,
        rule,
      );
    }
    if (balance + e.delta < d.pack * 0.5) {
      balance += d.pack * 2;
      const rt = new Date(e.t.getTime() - between(r, 30, 90) * 60_000);
      out.push(
        rowText([
          ukDate(rt),
          hhmm(rt),
          e.site.code,
          d.product,
          batchFor(e.site, e.drug),
          'RECEIVED',
          (d.pack * 2).toFixed(d.decimals),
          balance.toFixed(d.decimals),
          '-',
          'Northvale Vet Wholesale',
          `Delivery DN26-0${between(r, 448_100, 449_900)}`,
          nurseSig(oneOf(r, NURSES)),
          vetSig(oneOf(r, VETS)),
        ]),
      );
    }
    balance += e.delta;
    out.push(e.text(balance.toFixed(d.decimals)));
  }
  out.push(
    rule,
    '',
    `${entries.length} entries. Balances are running balances per site and product; discrepancies must be reported to the practice CD lead.`,
  );
  return probe(
    'round 61: controlled drugs register (table, preamble)',
    "We're doing the quarterly controlled drugs check at Ashcombe and the methadone running balance is 0.4 ml out. Who drew up the methadone for the cat spay on 3 November?",
    'pms_cd_register',
    out.join('\n'),
    'cd-methadone',
    'Dr I. Valbuena-Roth',
  );
}

/** The insurance claims hub's export of the group's open and recent claims, one JSON object per line. */
function insuranceClaims(): EconomicsTask {
  const r = seededRandom(61_009);
  const CONDITIONS: readonly { condition: string; treatment: string; lo: number; hi: number; species: Species | 'any' }[] = [
    {
      condition: 'Cranial cruciate ligament rupture (left stifle)',
      treatment: 'TPLO left stifle, radiographs, hospitalisation 2 nights',
      lo: 3200,
      hi: 4900,
      species: 'Canine',
    },
    {
      condition: 'Cranial cruciate ligament rupture (right stifle)',
      treatment: 'Lateral fabellotibial suture right stifle, radiographs',
      lo: 1800,
      hi: 2600,
      species: 'Canine',
    },
    { condition: 'Otitis externa (bilateral)', treatment: 'Consultations x3, ear cytology, Osurnia', lo: 180, hi: 420, species: 'Canine' },
    { condition: 'Atopic dermatitis', treatment: 'Consultations, Apoquel 3 months, Cytopoint', lo: 250, hi: 900, species: 'Canine' },
    { condition: 'Gastric foreign body', treatment: 'Radiographs, gastrotomy, hospitalisation', lo: 1900, hi: 3400, species: 'Canine' },
    { condition: 'Hyperthyroidism', treatment: 'Bloods (T4), Felimazole, recheck bloods', lo: 220, hi: 600, species: 'Feline' },
    {
      condition: 'Chronic kidney disease',
      treatment: 'Bloods, urinalysis, BP, renal diet, Semintra',
      lo: 300,
      hi: 1100,
      species: 'Feline',
    },
    {
      condition: 'Urethral obstruction',
      treatment: 'Urinary catheterisation under GA, hospitalisation 3 nights',
      lo: 1400,
      hi: 2500,
      species: 'Feline',
    },
    {
      condition: 'Road traffic accident - pelvic fractures',
      treatment: 'CT, stabilisation, hospitalisation',
      lo: 2600,
      hi: 6200,
      species: 'any',
    },
    {
      condition: 'Dental disease - tooth resorption',
      treatment: 'Dental radiographs, extractions x4',
      lo: 600,
      hi: 1300,
      species: 'Feline',
    },
    {
      condition: 'Mast cell tumour (left flank)',
      treatment: 'FNA, excision with margins, histopathology',
      lo: 900,
      hi: 1700,
      species: 'Canine',
    },
    { condition: 'Elbow dysplasia (bilateral)', treatment: 'CT elbows, arthroscopy, physiotherapy', lo: 2400, hi: 4300, species: 'Canine' },
    { condition: 'Gastroenteritis', treatment: 'Consultation, bloods, fluids, Cerenia', lo: 150, hi: 780, species: 'any' },
    { condition: 'Dental malocclusion', treatment: 'Molar burr under sedation x2', lo: 180, hi: 450, species: 'Lagomorph' },
  ];
  const refFor = (insurer: string) =>
    insurer === 'Petshield'
      ? `PSC-26-${digits(r, 7)}`
      : insurer === 'Tailwise'
        ? `TW${digits(r, 9)}`
        : insurer === 'Furrow Pet Cover'
          ? `FPC/${digits(r, 6)}/26`
          : insurer === 'BrightPaws'
            ? `BP-${chars(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${digits(r, 6)}`
            : insurer === 'Hound & Moggy'
              ? `HM${digits(r, 8)}`
              : `ACM-${digits(r, 4)}-${digits(r, 4)}`;
  type Ids = { client: string; patient: string; policy: string };
  const rows: { t: Date; claim: Record<string, unknown> }[] = [];
  const add = (
    t: Date,
    site: Site,
    insurer: string,
    ref: string | null,
    client: string,
    pet: Pet,
    c: (typeof CONDITIONS)[number],
    status: string,
    ids?: Ids,
  ) => {
    const from = new Date(t.getTime() - between(r, 5, 60) * DAY);
    const invoiced = between(r, c.lo * 100, c.hi * 100) / 100;
    const excess = oneOf(r, [0, 99, 99, 125, 150, 250]);
    rows.push({
      t,
      claim: {
        claim_id: '',
        site: site.code,
        insurer,
        policy_number: ids?.policy ?? `${insurer.replace(/[^A-Z]/g, '')}${digits(r, 8)}`,
        insurer_reference: ref,
        status,
        claim_type: ids || r() < 0.8 ? 'new_condition' : 'continuation',
        submitted_at: isoSeconds(t),
        updated_at: isoSeconds(new Date(t.getTime() + between(r, 1, 20) * DAY)),
        client: { id: ids?.client ?? `CL${between(r, 300_000, 339_999)}`, name: client },
        patient: { id: ids?.patient ?? `PT${between(r, 1_000_000, 1_099_999)}`, name: pet.name, species: pet.species, breed: pet.breed },
        condition: c.condition,
        treatment_summary: c.treatment,
        treatment_period: { from: isoDate(from), to: isoDate(new Date(from.getTime() + between(r, 0, 30) * DAY)) },
        invoiced_gbp: invoiced,
        excess_gbp: excess,
        claimed_gbp: Math.max(0, Number((invoiced - excess).toFixed(2))),
        payment_route: r() < 0.7 ? 'direct_to_practice' : 'pay_client',
        documents: ['invoice', 'clinical_history', ...(r() < 0.3 ? ['referral_letter'] : []), ...(r() < 0.2 ? ['lab_report'] : [])],
        submitted_by: initialled(oneOf(r, NURSES)),
      },
    });
  };
  for (let i = 0; i < 880; i++) {
    const t = new Date(at(9, 1).getTime() + pick(r, 72 * 24 * 60) * 60_000);
    let c = oneOf(r, CONDITIONS);
    let pet = randomPet(r);
    while (c.species !== 'any' && c.species !== pet.species) {
      c = oneOf(r, CONDITIONS);
      pet = randomPet(r);
    }
    const insurer = oneOf(r, INSURERS);
    const status = oneOf(r, [
      'submitted',
      'acknowledged',
      'assessing',
      'info_requested',
      'settled',
      'settled',
      'part_settled',
      'declined',
      'draft',
    ]);
    add(
      t,
      oneOf(r, SITES.slice(0, 6)),
      insurer,
      status === 'draft' || status === 'submitted' ? null : refFor(insurer),
      titled(r),
      pet,
      c,
      status,
    );
  }
  const otis: Pet = { name: 'Otis', species: 'Canine', breed: 'Labrador Retriever', sex: 'MN', dob: new Date(Date.UTC(2019, 10, 3)) };
  const pen = SITES[3]!;
  const tplo = {
    condition: 'Cranial cruciate ligament rupture (right stifle)',
    treatment: 'TPLO right stifle (referred to Harrowgate Referrals), radiographs pre/post-op, hospitalisation 2 nights',
    lo: 4100,
    hi: 4700,
    species: 'Canine' as const,
  };
  const otisIds = { client: 'CL328440', patient: 'PT1071205', policy: 'P40618273' };
  add(at(10, 19, 15, 2), pen, 'Petshield', 'PSC-26-7714302', 'Mr Tunde Danjuma', otis, tplo, 'info_requested', otisIds);
  add(at(9, 22, 11, 40), pen, 'Petshield', 'PSC-26-6981145', 'Mr Tunde Danjuma', otis, CONDITIONS[2]!, 'settled', otisIds);
  const suki: Pet = { name: 'Suki', species: 'Feline', breed: 'Siamese', sex: 'FN', dob: new Date(Date.UTC(2012, 2, 1)) };
  add(at(10, 30, 9, 12), pen, 'Tailwise', 'TW226048817', 'Mr Tunde Danjuma', suki, CONDITIONS[5]!, 'assessing', {
    client: 'CL328440',
    patient: 'PT1071206',
    policy: 'TW11873529',
  });
  add(
    at(10, 12, 16, 33),
    SITES[0]!,
    'BrightPaws',
    'BP-KD208731',
    'Mrs Olu Danjuma-Reeves',
    { ...otis, name: 'Otis', breed: 'Border Terrier' },
    CONDITIONS[4]!,
    'settled',
  );
  rows.sort((x, y) => x.t.getTime() - y.t.getTime());
  let claim = 40_100;
  for (const row of rows) row.claim.claim_id = `CLM-26-${String((claim += between(r, 1, 4))).padStart(6, '0')}`;
  return probe(
    'round 61: insurance claims export (NDJSON, preamble)',
    "Mr Danjuma has rung again about the insurance for Otis's knee operation; the insurer keeps asking him for the claim reference. What's the insurer's reference number for that claim?",
    'insurance_claims_export',
    rows.map((x) => JSON.stringify(x.claim)).join('\n'),
    'otis-claim',
    'PSC-26-7714302',
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------------

/** The fridge data loggers' week of readings across the group, as the logger cloud exports them. */
function fridgeLoggers(): EconomicsTask {
  const r = seededRandom(61_010);
  const loggers: { name: string; serial: string; site: Site; base: number; level: number }[] = [];
  for (const site of SITES) {
    const fridges =
      site.code === 'HRG' || site.code === 'WYV'
        ? ['Vaccine fridge 1', 'Vaccine fridge 2', 'Pharmacy fridge']
        : ['Vaccine fridge', 'Pharmacy fridge'];
    for (const name of fridges) loggers.push({ name, serial: `TG4-${hex(r, 6).toUpperCase()}`, site, base: 3.6 + r() * 1.8, level: 0 });
  }
  const rows: string[] = ['Logger,Serial,Site,Location,Timestamp (UTC),Temperature (°C),Battery (%)'];
  const start = at(11, 5).getTime();
  const steps = 7 * 96;
  const odd = { logger: 5, step: Math.floor(steps * 0.48) };
  for (let s = 0; s < steps; s++) {
    const t = new Date(start + s * 15 * 60_000);
    const hour = t.getUTCHours();
    const open = hour >= 8 && hour < 19;
    loggers.forEach((l, i) => {
      l.level = l.level * 0.6 + (r() - 0.5) * 0.5 + (open && r() < 0.15 ? r() * 2.2 : 0);
      let temp = Math.min(7.8, Math.max(2.2, l.base + l.level));
      if (i === odd.logger && s === odd.step) temp = 11.42;
      const battery = 100 - Math.floor((s / steps) * between(r, 2, 3)) - (i % 4) * 7;
      rows.push(
        `${l.name} - ${l.site.code},${l.serial},${l.site.name},${l.name},${t.toISOString().slice(0, 16).replace('T', ' ')},${temp.toFixed(2)},${battery}`,
      );
    });
  }
  return probe(
    'round 61: fridge logger export (CSV)',
    'Did any of our vaccine fridges get too warm at some point this week? Which one, and how warm did it get?',
    'fridge_logger_export',
    rows.join('\n'),
    'fridge-warm',
    '11.42',
  );
}

/** The radiography consoles' exposure log for October, paged as the console's report prints it. */
function xrayExposureLog(): EconomicsTask {
  const r = seededRandom(61_011);
  const ROOMS = SITES.map((s) => `${s.code}-DX1`).concat(['HRG-DX2', 'WYV-DX2']);
  const PARTS: readonly { part: string; views: readonly string[]; kv: [number, number]; mas: [number, number] }[] = [
    { part: 'Thorax', views: ['R LAT', 'L LAT', 'VD', 'DV'], kv: [62, 85], mas: [2, 6] },
    { part: 'Abdomen', views: ['R LAT', 'VD'], kv: [60, 80], mas: [4, 12] },
    { part: 'Pelvis', views: ['VD ext', 'VD frog', 'LAT'], kv: [62, 80], mas: [6, 16] },
    { part: 'Elbow', views: ['ML flexed', 'CrCd', 'ML ext'], kv: [52, 62], mas: [3, 8] },
    { part: 'Stifle', views: ['ML', 'CdCr'], kv: [52, 64], mas: [3, 8] },
    { part: 'Skull', views: ['LAT', 'DV', 'Open mouth'], kv: [58, 72], mas: [5, 12] },
    { part: 'Spine TL', views: ['LAT', 'VD'], kv: [64, 82], mas: [6, 16] },
    { part: 'Carpus', views: ['DPa', 'ML'], kv: [48, 56], mas: [2, 5] },
    { part: 'Dental', views: ['Intraoral'], kv: [60, 70], mas: [1, 2] },
  ];
  type Row = { t: Date; room: string; text: (dap: string) => string; dap: number };
  const rows: Row[] = [];
  const seq = new Map<string, number>();
  for (let i = 0; i < 3300; i++) {
    const room = oneOf(r, ROOMS);
    const t = new Date(at(10, 1).getTime() + pick(r, 31) * DAY + between(r, 8 * 3600, 20 * 3600) * 1000);
    const p = oneOf(r, PARTS);
    const kv = between(r, p.kv[0], p.kv[1]);
    const mas = between(r, p.mas[0] * 10, p.mas[1] * 10) / 10;
    const dap = (kv / 70) ** 2 * mas * (3 + r() * 3);
    const ei = between(r, 240, 620);
    const n = (seq.get(room) ?? between(r, 80, 300)) + 1;
    seq.set(room, n);
    const operator = oneOf(r, NURSES).split(' ')[1]!.toLowerCase().slice(0, 6) + oneOf(r, ['', '1', '2']);
    const patient = `${oneOf(r, SURNAMES).toUpperCase()}^${oneOf(r, PET_NAMES).toUpperCase()}`;
    const acc = `${room.slice(0, 3)}-DX-2610-${String(n).padStart(4, '0')}`;
    rows.push({
      t,
      room,
      dap,
      text: (d) =>
        `${isoDate(t)}  ${t.toISOString().slice(11, 19)}  ${room.padEnd(8)}  ${operator.padEnd(8)}  ${acc.padEnd(16)}  ${patient.slice(0, 22).padEnd(22)}  ${p.part.padEnd(9)} ${oneOf(r, p.views).padEnd(10)}  ${String(kv).padStart(3)}  ${mas.toFixed(1).padStart(5)}  ${String(oneOf(r, [100, 100, 100, 110])).padStart(4)}  ${d.padStart(8)}  ${String(ei).padStart(4)}  ${((Math.log10(ei / 400) * 10) | 0).toString().padStart(3)}.${between(r, 0, 9)}`,
    });
  }
  rows.sort((x, y) => x.t.getTime() - y.t.getTime());
  const oddAt = Math.floor(rows.length * 0.53);
  const odd = rows[oddAt]!;
  rows[oddAt] = { ...odd, dap: 2380.4 };
  const header = [
    'Date        Time      Room      Operator  Accession         Patient                 Body part View        kVp    mAs   SID   DAP uGym2    EI   DI',
    '----------  --------  --------  --------  ----------------  ----------------------  --------- ----------  ---  -----  ----  --------  ----  ----',
  ];
  const perPage = 60;
  const pages = Math.ceil(rows.length / perPage);
  const out: string[] = [];
  for (let pg = 0; pg < pages; pg++) {
    out.push(
      `HARROWGATE VETERINARY PARTNERS  -  DR EXPOSURE LOG  01/10/2026 - 31/10/2026  (all rooms)                           Page ${pg + 1} of ${pages}`,
      '',
      ...header,
    );
    for (const row of rows.slice(pg * perPage, pg * perPage + perPage)) out.push(row.text(row.dap.toFixed(1)));
    out.push('', '');
  }
  out.push(
    `Total exposures: ${rows.length}   Rooms: ${ROOMS.length}   Report generated 12/11/2026 07:55 by dosimetry export (RPS: ${oneOf(r, VETS)})`,
  );
  return probe(
    'round 61: X-ray exposure log (paged fixed-width)',
    "For the radiation protection review: in October's X-ray exposure log, was there one exposure whose dose was way above all the others? What dose did it record?",
    'xray_exposure_log',
    out.join('\n'),
    'xray-dose',
    '2380.4',
  );
}

/** The cloud phone system's routing rules for every number of the group, as its CLI lists them. */
function pbxRoutingRules(): EconomicsTask {
  const r = seededRandom(61_012);
  const LINES = ['Main', 'Appointments', 'Repeat Rx', 'Accounts', 'Nurse line', 'Insurance claims', 'Practice manager'];
  const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const wyvern = '+441174960800';
  const rows: string[][] = [];
  let id = 70_100;
  const rule = (
    site: Site,
    line: string,
    ddi: string,
    schedule: string,
    days: string,
    from: string,
    to: string,
    action: string,
    dest: string,
    prio: number,
  ) => {
    id += between(r, 1, 3);
    const updated = new Date(at(3, 1).getTime() + pick(r, 250) * DAY + pick(r, 86_400) * 1000);
    rows.push([
      `RR-${id}`,
      site.code,
      line,
      ddi,
      schedule,
      days,
      from,
      to,
      action,
      dest,
      String(prio),
      `[${site.code}] ${line}`,
      action === 'Queue' || action === 'Ring group' ? 'yes' : 'no',
      'yes',
      isoSeconds(updated),
      oneOf(r, ['jmarsh', 'admin', 'tbarton', 'kdoherty', 'api-sync']),
    ]);
  };
  const oddSite = 'KES';
  for (const site of SITES) {
    const lines =
      site.code === 'HRG'
        ? [...LINES, 'Referrals']
        : site.code === 'KES'
          ? [...LINES, 'Pet Hotel']
          : site.code === 'WYV'
            ? ['Main', 'Emergency', 'Referring vets']
            : LINES;
    for (const line of lines) {
      const ddi = `${site.phone.slice(0, 9)}${digits(r, 4)}`;
      for (const day of DAYS) {
        if (site.code === 'WYV') {
          rule(site, line, ddi, 'Always open', day, '00:00', '23:59', 'Queue', `Q-WYV-${line.toUpperCase().replace(/ /g, '-')}`, 10);
          rule(site, line, ddi, 'Overflow', day, '00:00', '23:59', 'Ring group', 'RG-WYV-TRIAGE', 20);
          continue;
        }
        const weekend = day === 'Sat' || day === 'Sun';
        const dest =
          line === 'Main' || line === 'Appointments'
            ? `Q-${site.code}-RECEPTION`
            : line === 'Repeat Rx'
              ? `Q-${site.code}-PHARMACY`
              : line === 'Accounts'
                ? 'RG-GROUP-ACCOUNTS'
                : line === 'Nurse line'
                  ? `RG-${site.code}-NURSES`
                  : `Q-${site.code}-${line.toUpperCase().replace(/ /g, '-')}`;
        if (day !== 'Sun') {
          const open = weekend ? '08:30' : '08:00';
          const close = weekend ? '12:30' : '19:00';
          rule(site, line, ddi, weekend ? 'Saturday morning' : 'In hours', day, open, close, 'Queue', dest, 10);
          if (!weekend) rule(site, line, ddi, 'Lunch', day, '13:00', '14:00', 'IVR', `IVR-${site.code}-LUNCH`, 5);
          rule(
            site,
            line,
            ddi,
            'Out of hours',
            day,
            close,
            '23:59',
            'Forward',
            site.code === oddSite && line === 'Main' && day === 'Thu' ? '+441632960417' : wyvern,
            10,
          );
          rule(site, line, ddi, 'Out of hours', day, '00:00', open, 'Forward', wyvern, 10);
        } else {
          rule(site, line, ddi, 'Out of hours', day, '00:00', '23:59', 'Forward', wyvern, 10);
        }
      }
      for (const [name, date] of [
        ['Christmas Day', '2026-12-25'],
        ['Boxing Day', '2026-12-26'],
        ['New Year', '2027-01-01'],
      ] as const) {
        if (site.code !== 'WYV') rule(site, line, ddi, `Bank holiday: ${name}`, date, '00:00', '23:59', 'Forward', wyvern, 1);
      }
      rule(
        site,
        line,
        ddi,
        'Holding message',
        'All',
        '00:00',
        '23:59',
        'Announcement',
        `ANN-${site.code}-${oneOf(r, ['WELCOME', 'GDPR', 'WINTER'])}`,
        0,
      );
    }
  }
  const head = [
    'RULE ID',
    'SITE',
    'LINE',
    'DDI',
    'SCHEDULE',
    'DAYS',
    'FROM',
    'TO',
    'ACTION',
    'DESTINATION',
    'PRIO',
    'CALLER ID PREFIX',
    'RECORD',
    'ENABLED',
    'UPDATED',
    'BY',
  ];
  rows.sort((x, y) => x[1]!.localeCompare(y[1]!) || x[2]!.localeCompare(y[2]!));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const fmt = (row: string[]) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const output = [
    '$ hvp-voice routing rules list --all --sort site,line',
    fmt(head),
    ...rows.map(fmt),
    '',
    `${rows.length} rules across ${SITES.length} sites. Tenant: harrowgate-vets (eu-west-2). Timezone: Europe/London.`,
  ].join('\n');
  return probe(
    'round 61: phone routing rules (CLI table)',
    'I think one of our branch lines sends its out-of-hours calls somewhere other than Wyvern. Which number is that one diverting to?',
    'pbx_routing_rules',
    output,
    'pbx-divert',
    '+441632960417',
  );
}

export function roundSixtyOne(): EconomicsTask[] {
  return [
    pmsPatientSearch(),
    labHl7Batch(),
    wholesalerDeliveries(),
    pacsStudies(),
    boardingGuests(),
    labBridgeLog(),
    smsDeliveryReport(),
    cdRegister(),
    insuranceClaims(),
    fridgeLoggers(),
    xrayExposureLog(),
    pbxRoutingRules(),
  ];
}
