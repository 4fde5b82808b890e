/**
 * Probe round 123, written blind: Ashgrove Veterinary Partners, a made-up group of veterinary hospitals (practice management, lab results, pharmacy stock, appointments, imaging, invoicing). "Today" is Thursday, 15 April 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - reference lab results export (minified JSON): the accession number of the pre/post bile acids sent on Tuesday for the
 *    Pattersons' cat Miso at Millbrook;
 *  - pharmacy stock export (one-line XML): the lot number of the Convenia batch at Fenwick Bridge that expires in August;
 *  - reminders-due report (minified HTML): the phone number of the owner of Pepper, the springer at Fenwick Bridge whose
 *    booster is overdue;
 * b. The answer a few lines away from the line the question's words match:
 *  - PACS study query (YAML): the accession number of Bramble Whitlock's chest radiographs from yesterday;
 *  - outstanding invoices search (pretty JSON): the number of the invoice that holds Juniper Ferreira's dental;
 *  - lab gateway configuration dump (INI): the serial number of the haematology analyser at Fenwick Bridge;
 * c. A question that paraphrases the output or carries a preamble:
 *  - appointments export (CSV): the microchip of the lop-eared rabbit seen at Westmere yesterday a bit after three for
 *    its teeth;
 *  - controlled drugs register export (key=value): the entry number of the methadone drawn up for a Labrador at
 *    Oldcastle Road yesterday around twenty to five;
 *  - open insurance claims report (text blocks): the insurer's reference for the knee operation on the black Labrador at
 *    Fenwick Bridge last Friday;
 * d. One value unlike its peers, with no error word near it:
 *  - PACS storage usage (fixed-width table): the CT study that takes far more space than the others;
 *  - lab gateway syslog (QC runs): the chemistry control lot that differs from the one every other run used;
 *  - endpoint inventory (NDJSON): the front-desk PC still on an older practice-software version.
 * Not among the bench's targets.
 * First run, at ff5155c (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=123
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,225,679 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 123: lab results export (minified JSON)
 *     codex: 14,169 tokens, peak 14,079, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,286 tokens, peak 4,041, 0/1 needles, 4 read-backs
 *     ours: 4,300 tokens, peak 2,524, 1/1 needles, 2 read-backs
 *   round 123: pharmacy stock export (one-line XML)
 *     codex: 14,447 tokens, peak 14,374, 0/1 needles, 0 read-backs
 *     context-chef: 703 tokens, peak 630, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,386 tokens, peak 2,645, 0/1 needles, 2 read-backs
 *     ours: 5,987 tokens, peak 3,028, 1/1 needles, 2 read-backs
 *   round 123: reminders due report (minified HTML)
 *     codex: 17,111 tokens, peak 17,016, 0/1 needles, 0 read-backs
 *     context-chef: 810 tokens, peak 715, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,358 tokens, peak 1,512, 0/1 needles, 3 read-backs
 *     ours: 3,748 tokens, peak 1,091, 0/1 needles, 3 read-backs
 *   round 123: PACS study query (YAML)
 *     codex: 14,013 tokens, peak 13,938, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,244 tokens, peak 3,143, 0/1 needles, 3 read-backs
 *     ours: 7,804 tokens, peak 3,204, 1/1 needles, 3 read-backs
 *   round 123: outstanding invoices (pretty JSON)
 *     codex: 12,282 tokens, peak 12,208, 0/1 needles, 0 read-backs
 *     context-chef: 638 tokens, peak 564, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,982 tokens, peak 1,539, 0/1 needles, 2 read-backs
 *     ours: 2,602 tokens, peak 1,701, 1/1 needles, 1 read-backs
 *   round 123: lab gateway config dump (INI)
 *     codex: 15,075 tokens, peak 14,995, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 645, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,905 tokens, peak 1,959, 0/1 needles, 2 read-backs
 *     ours: 2,515 tokens, peak 1,553, 1/1 needles, 1 read-backs
 *   round 123: appointments export (CSV)
 *     codex: 17,795 tokens, peak 17,683, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 762, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,871 tokens, peak 4,956, 0/1 needles, 4 read-backs
 *     ours: 11,533 tokens, peak 5,656, 0/1 needles, 4 read-backs
 *   round 123: controlled drugs register (key=value)
 *     codex: 15,227 tokens, peak 15,132, 0/1 needles, 0 read-backs
 *     context-chef: 760 tokens, peak 665, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,163 tokens, peak 2,728, 0/1 needles, 2 read-backs
 *     ours: 5,224 tokens, peak 3,269, 0/1 needles, 2 read-backs
 *   round 123: open insurance claims report (text)
 *     codex: 11,107 tokens, peak 11,008, 0/1 needles, 0 read-backs
 *     context-chef: 581 tokens, peak 482, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,250 tokens, peak 1,142, 0/1 needles, 4 read-backs
 *     ours: 4,333 tokens, peak 927, 0/1 needles, 4 read-backs
 *   round 123: PACS storage usage (fixed-width)
 *     codex: 15,914 tokens, peak 15,827, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,217 tokens, peak 1,485, 0/1 needles, 4 read-backs
 *     ours: 4,089 tokens, peak 2,123, 0/1 needles, 2 read-backs
 *   round 123: lab gateway syslog (QC lots)
 *     codex: 16,272 tokens, peak 16,178, 0/1 needles, 0 read-backs
 *     context-chef: 812 tokens, peak 718, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,128 tokens, peak 1,337, 0/1 needles, 4 read-backs
 *     ours: 4,039 tokens, peak 868, 1/1 needles, 4 read-backs
 *   round 123: endpoint inventory (NDJSON)
 *     codex: 15,400 tokens, peak 15,322, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,880 tokens, peak 1,277, 0/1 needles, 4 read-backs
 *     ours: 4,326 tokens, peak 924, 0/1 needles, 4 read-backs
 *     codex: 178,812 tokens, 0/12 needles
 *     context-chef: 8,824 tokens, 0/12 needles
 *     context-chef-store: 79,670 tokens, 0/12 needles
 *     ours: 60,500 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------------------
// The group's shared world: hospitals (in branch order), clinicians, clients and their animals.
// ---------------------------------------------------------------------------------------------------------------

interface Site {
  readonly code: string;
  readonly name: string;
  readonly branch: number;
  readonly subnet: number;
}

const SITES: readonly Site[] = [
  { code: 'ASH', name: 'Ashgrove Central', branch: 1, subnet: 1 },
  { code: 'MIL', name: 'Millbrook', branch: 2, subnet: 2 },
  { code: 'KES', name: 'Kestrel Lane', branch: 3, subnet: 3 },
  { code: 'OLD', name: 'Oldcastle Road', branch: 4, subnet: 4 },
  { code: 'FEN', name: 'Fenwick Bridge', branch: 5, subnet: 5 },
  { code: 'WES', name: 'Westmere', branch: 6, subnet: 6 },
  { code: 'BRH', name: 'Briar Hollow Emergency', branch: 7, subnet: 7 },
  { code: 'TAM', name: 'Tamsin Cross', branch: 8, subnet: 8 },
  { code: 'RDG', name: 'Redgate', branch: 9, subnet: 9 },
  { code: 'HOL', name: 'Hollins Park', branch: 10, subnet: 10 },
];

const site = (code: string): Site => SITES.find((s) => s.code === code)!;

const PET_NAMES = [
  'Bramble',
  'Miso',
  'Pepper',
  'Juniper',
  'Otis',
  'Biscuit',
  'Luna',
  'Bella',
  'Milo',
  'Poppy',
  'Teddy',
  'Daisy',
  'Alfie',
  'Coco',
  'Rosie',
  'Max',
  'Willow',
  'Bailey',
  'Nala',
  'Simba',
  'Hazel',
  'Archie',
  'Maisie',
  'Ruby',
  'Oscar',
  'Tilly',
  'Ted',
  'Lola',
  'Bear',
  'Loki',
  'Ziggy',
  'Winnie',
  'Mabel',
  'Frank',
  'Dexter',
  'Ollie',
  'Pickle',
  'Moss',
  'Nutmeg',
  'Fudge',
  'Hugo',
  'Cleo',
  'Rolo',
  'Percy',
  'Honey',
  'Bonnie',
  'Jasper',
  'Indie',
  'Skye',
  'Murphy',
  'Toffee',
  'Clover',
  'Monty',
  'Smudge',
  'Sooty',
  'Pip',
  'Scout',
  'Bruno',
  'Marley',
  'Ivy',
  'Olive',
  'Rufus',
  'Penny',
  'Ozzy',
  'Gizmo',
  'Tigger',
  'Pumpkin',
  'Mochi',
  'Basil',
  'Sage',
  'Barley',
  'Kiwi',
  'Noodle',
  'Wilf',
  'Dotty',
  'Flossie',
  'Mittens',
  'Shadow',
  'Tinker',
  'Buster',
];

/** Client surnames; the ones the questions name (Patterson, Whitlock, Ferreira...) are left out and planted on purpose. */
const SURNAMES = [
  'Okafor',
  'Kaur',
  'Brennan',
  'Holt',
  'Nakamura',
  'Lindqvist',
  'Osei',
  'McAllister',
  'Dunmore',
  'Fairbairn',
  'Khan',
  'Novak',
  'Reyes',
  'Pritchard',
  'Eriksen',
  'Chaudhry',
  'Gallagher',
  'Whitaker',
  'Mbeki',
  'Sorensen',
  'Quigley',
  'Abernethy',
  'Tanaka',
  'Rowntree',
  'Delacroix',
  'Baptiste',
  'Hughes',
  'Jankowski',
  'Murray',
  'Oyelaran',
  'Fitzgerald',
  'Harcourt',
  'Ibrahim',
  'Lowther',
  'Maddox',
  'Nwosu',
  'Petrakis',
  'Rasmussen',
  'Sandoval',
  'Thistlewood',
  'Underhill',
  'Varga',
  'Wainwright',
  'Yilmaz',
  'Zielinski',
  'Ashworth',
  'Blackwood',
  'Castellano',
  'Donnelly',
  'Evans',
  'Greenhalgh',
  'Hartley',
  'Iqbal',
  'Kowalski',
  'Lennox',
  'Moreau',
  'Nolan',
  'Ogden',
  'Pearce',
  'Rahman',
  'Sutcliffe',
  'Travers',
  'Vickers',
  'Whitmore',
  'Adair',
  'Bellamy',
  'Crowther',
  'Dhillon',
];

const FIRST_NAMES = [
  'Ana',
  'Willem',
  'Maureen',
  'Priya',
  'Tom',
  'Gemma',
  'Rhys',
  'Siobhan',
  'Kwame',
  'Helen',
  'Marek',
  'Chloe',
  'Dev',
  'Fiona',
  'Gareth',
  'Imogen',
  'Jonah',
  'Leila',
  'Mohammed',
  'Nia',
  'Owen',
  'Rosa',
  'Stuart',
  'Tess',
  'Yusuf',
  'Zara',
  'Beth',
  'Callum',
  'Daniela',
  'Ewan',
  'Harriet',
  'Kasia',
  'Liam',
  'Mei',
  'Niamh',
  'Patrick',
  'Ravi',
  'Sophie',
  'Tunde',
  'Vicky',
];

const VETS = [
  'Dr Aoife Brennan',
  'Dr Ines Kowalczyk',
  'Dr Tobias Reinholt',
  'Dr Funmi Adeyemi',
  'Dr Callum Strachan',
  'Dr Hana Sato',
  'Dr Rupert Vane',
  'Dr Meera Pillai',
  'Dr Jonas Ekdahl',
  'Dr Orla Devlin',
  'Dr Kofi Mensah',
  'Dr Laura Bianchi',
  'Dr Sean Whelan',
  'Dr Nadia Haddad',
  'Dr Ellie Marsh',
  'Dr Piotr Zawadzki',
];

const NURSES = [
  'RVN Sam Doyle',
  'RVN Priya Nair',
  'RVN Becky Lomas',
  'RVN Tariq Aziz',
  'RVN Holly Fenn',
  'RVN Joe Carrick',
  'RVN Mairi Ross',
  'RVN Aled Pugh',
  'RVN Grace Oduya',
  'RVN Lucy Tran',
];

const DOG_BREEDS = [
  'Labrador Retriever',
  'Cocker Spaniel',
  'English Springer Spaniel',
  'Border Collie',
  'Cockapoo',
  'French Bulldog',
  'Staffordshire Bull Terrier',
  'German Shepherd Dog',
  'Jack Russell Terrier',
  'Golden Retriever',
  'Miniature Dachshund',
  'Whippet',
  'Greyhound',
  'Cavalier King Charles Spaniel',
  'Shih Tzu',
  'Beagle',
  'Crossbreed',
  'Border Terrier',
  'Labradoodle',
  'Pug',
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
];
const RABBIT_BREEDS = ['Netherland Dwarf', 'Lionhead', 'Rex', 'Dutch', 'Crossbreed', 'Flemish Giant', 'Harlequin'];

/** A species and a breed, mostly dogs and cats. */
function animal(random: () => number): { species: 'Canine' | 'Feline' | 'Lagomorph'; breed: string } {
  const roll = random();
  if (roll < 0.55) return { species: 'Canine', breed: oneOf(random, DOG_BREEDS) };
  if (roll < 0.93) return { species: 'Feline', breed: oneOf(random, CAT_BREEDS) };
  return { species: 'Lagomorph', breed: oneOf(random, RABBIT_BREEDS) };
}

const SEXES = ['MN', 'FN', 'M', 'F', 'MN', 'FN'];

const SMALL_DOGS = [
  'Jack Russell Terrier',
  'Miniature Dachshund',
  'Cavalier King Charles Spaniel',
  'Shih Tzu',
  'Border Terrier',
  'Pug',
  'French Bulldog',
];
const BIG_DOGS = ['Labrador Retriever', 'German Shepherd Dog', 'Golden Retriever', 'Greyhound', 'Labradoodle'];

/** A body weight in kg, one decimal, that fits the species (and, for dogs, the breed). */
function weightFor(random: () => number, species: string, breed = ''): string {
  const [lo, hi] =
    species === 'Canine'
      ? SMALL_DOGS.includes(breed)
        ? [45, 120]
        : BIG_DOGS.includes(breed)
          ? [240, 420]
          : [90, 260]
      : species === 'Feline'
        ? [26, 72]
        : [9, 38];
  return (between(random, lo, hi) / 10).toFixed(1);
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and times: local time (GMT until 28 March 2027, BST after), built from days of April 2027 (0 and below are March).
// ---------------------------------------------------------------------------------------------------------------

/** A local time: `day` of April 2027 (0 = 31 March), `minutes` after midnight. */
const when = (day: number, minutes = 0): Date => new Date(Date.UTC(2027, 3, day, 0, minutes));
const ymd = (d: Date): string => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const dmy = (d: Date): string => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const hm = (d: Date): string => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
const hms = (d: Date): string => `${hm(d)}:${pad2(d.getUTCSeconds())}`;
const offset = (d: Date): string => (d.getTime() >= Date.UTC(2027, 2, 28, 1) ? '+01:00' : '+00:00');
const iso = (d: Date): string => `${ymd(d)}T${hms(d)}${offset(d)}`;
const plusSeconds = (d: Date, seconds: number): Date => new Date(d.getTime() + seconds * 1000);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A fresh value from `make`, never one of `used` (which it joins). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

/** A pet-owner's name as the practice system files it: "Surname, First". */
const clientName = (random: () => number, surname = oneOf(random, SURNAMES)): string => `${surname}, ${oneOf(random, FIRST_NAMES)}`;

// ---------------------------------------------------------------------------------------------------------------
// a1. The reference lab's results export, minified JSON on one line.
// ---------------------------------------------------------------------------------------------------------------

/** An analyte: code, name, units, reference low and high, decimals. */
type Analyte = readonly [string, string, string, number, number, number];

const LAB_PANELS: readonly { code: string; name: string; analytes: readonly Analyte[] }[] = [
  {
    code: 'CBC',
    name: 'Complete Blood Count',
    analytes: [
      ['WBC', 'White blood cells', '10^9/L', 5.05, 16.76, 2],
      ['RBC', 'Red blood cells', '10^12/L', 5.65, 8.87, 2],
      ['HGB', 'Haemoglobin', 'g/L', 131, 205, 0],
      ['HCT', 'Haematocrit', '%', 37.3, 61.7, 1],
      ['MCV', 'Mean cell volume', 'fL', 61.6, 73.5, 1],
      ['PLT', 'Platelets', '10^9/L', 148, 484, 0],
      ['NEU', 'Neutrophils', '10^9/L', 2.95, 11.64, 2],
      ['LYM', 'Lymphocytes', '10^9/L', 1.05, 5.1, 2],
    ],
  },
  {
    code: 'BIO18',
    name: 'Biochemistry Profile (18)',
    analytes: [
      ['ALB', 'Albumin', 'g/L', 23, 40, 0],
      ['ALKP', 'Alkaline phosphatase', 'U/L', 23, 212, 0],
      ['ALT', 'Alanine aminotransferase', 'U/L', 10, 125, 0],
      ['BUN', 'Urea', 'mmol/L', 2.5, 9.6, 1],
      ['CREA', 'Creatinine', 'umol/L', 44, 159, 0],
      ['GLU', 'Glucose', 'mmol/L', 4.11, 7.95, 2],
      ['TP', 'Total protein', 'g/L', 52, 82, 0],
      ['GLOB', 'Globulin', 'g/L', 25, 45, 0],
      ['CHOL', 'Cholesterol', 'mmol/L', 2.84, 8.26, 2],
      ['TBIL', 'Total bilirubin', 'umol/L', 0, 15, 0],
      ['CA', 'Calcium', 'mmol/L', 1.98, 3.0, 2],
      ['PHOS', 'Phosphate', 'mmol/L', 0.81, 2.19, 2],
      ['NA', 'Sodium', 'mmol/L', 144, 160, 0],
      ['K', 'Potassium', 'mmol/L', 3.5, 5.8, 1],
    ],
  },
  {
    code: 'BAPP',
    name: 'Bile Acids Pre/Post Prandial',
    analytes: [
      ['BA-PRE', 'Bile acids (pre-prandial)', 'umol/L', 0, 6.9, 1],
      ['BA-POST', 'Bile acids (post-prandial)', 'umol/L', 0, 15, 1],
    ],
  },
  { code: 'TT4', name: 'Total T4', analytes: [['TT4', 'Total thyroxine', 'nmol/L', 10, 55, 1]] },
  { code: 'SDMA', name: 'SDMA', analytes: [['SDMA', 'Symmetric dimethylarginine', 'ug/dL', 0, 14, 0]] },
  { code: 'FRUC', name: 'Fructosamine', analytes: [['FRUC', 'Fructosamine', 'umol/L', 190, 365, 0]] },
  { code: 'CPL', name: 'Spec cPL', analytes: [['CPL', 'Pancreas-specific lipase', 'ug/L', 0, 200, 0]] },
  {
    code: 'UPC',
    name: 'Urine Protein:Creatinine Ratio',
    analytes: [
      ['UPRO', 'Urine protein', 'g/L', 0, 0.3, 2],
      ['UCRE', 'Urine creatinine', 'mmol/L', 3, 30, 1],
      ['UPC', 'UP:UC ratio', 'ratio', 0, 0.5, 2],
    ],
  },
  {
    code: 'ACTHST',
    name: 'ACTH Stimulation Test',
    analytes: [
      ['CORT-0', 'Cortisol (basal)', 'nmol/L', 20, 250, 0],
      ['CORT-1H', 'Cortisol (1 h post ACTH)', 'nmol/L', 200, 550, 0],
    ],
  },
  { code: 'PHENO', name: 'Phenobarbital Level', analytes: [['PHENO', 'Phenobarbital', 'umol/L', 65, 194, 0]] },
];

const LAB_COMMENTS = [
  'Sample mildly haemolysed; potassium and ALT may be affected.',
  'Lipaemic sample.',
  'Please note new reference intervals for SDMA from 01/03/2027.',
  'Platelet clumps seen on smear; count may be falsely low.',
  'Post-prandial sample collected 2 h after feeding as per protocol.',
  'Sample received at ambient temperature.',
];

interface LabPatient {
  readonly site: string;
  readonly name: string;
  readonly owner: string;
  readonly species: string;
  readonly breed: string;
  readonly sex: string;
  readonly age: string;
  readonly pmsId: string;
  readonly clinician: string;
}

function labValue(random: () => number, a: Analyte): { value: number; flag: string } {
  const [, , , low, high, dp] = a;
  const span = high - low;
  const roll = random();
  const raw =
    roll < 0.08
      ? high + span * random() * 0.8
      : roll < 0.12
        ? Math.max(0, low - span * random() * 0.2)
        : low + span * (0.1 + random() * 0.8);
  const value = Number(raw.toFixed(dp));
  return { value, flag: value > high ? 'H' : value < low ? 'L' : '' };
}

function labResultsExport(): EconomicsTask {
  const random = seededRandom(123_101);
  const n = 430;
  const miso: LabPatient = {
    site: 'MIL',
    name: 'Miso',
    owner: 'Patterson',
    species: 'Feline',
    breed: 'Domestic Shorthair',
    sex: 'FN',
    age: '11y 4m',
    pmsId: 'P-0048812',
    clinician: 'Dr Hana Sato',
  };
  const planted = new Map<number, { patient: LabPatient; tests: string[] }>([
    [Math.floor(n * 0.17), { patient: miso, tests: ['CBC', 'BIO18'] }],
    [
      Math.floor(n * 0.44),
      {
        patient: {
          ...miso,
          name: 'Pepper',
          breed: 'British Shorthair',
          sex: 'MN',
          age: '7y 1m',
          pmsId: 'P-0051907',
          clinician: 'Dr Rupert Vane',
        },
        tests: ['BAPP'],
      },
    ],
    [Math.floor(n * 0.49), { patient: miso, tests: ['BAPP'] }],
    [
      Math.floor(n * 0.53),
      {
        patient: {
          site: 'KES',
          name: 'Miso',
          owner: 'Kaur',
          species: 'Canine',
          breed: 'Shih Tzu',
          sex: 'FN',
          age: '9y 0m',
          pmsId: 'P-0033164',
          clinician: 'Dr Jonas Ekdahl',
        },
        tests: ['BAPP', 'BIO18'],
      },
    ],
    [Math.floor(n * 0.79), { patient: miso, tests: ['TT4'] }],
  ]);
  const targetIndex = Math.floor(n * 0.49);
  let accession = 27_103_512;
  const requisitions = new Set<string>();
  let needle = '';
  const results: unknown[] = [];
  for (let i = 0; i < n; i++) {
    accession += between(random, 1, 4);
    const dayPart = (3 * i) / n;
    const received = plusSeconds(when(12 + Math.floor(dayPart), 11 * 60 + Math.floor((dayPart % 1) * 600)), between(random, 0, 59));
    const collected = plusSeconds(received, -60 * between(random, 90, 180));
    const reported = plusSeconds(received, 60 * between(random, 120, 540));
    const plant = planted.get(i);
    let patient: LabPatient;
    let tests: string[];
    if (plant) {
      ({ patient, tests } = plant);
    } else {
      const a = animal(random);
      patient = {
        site: oneOf(random, SITES).code,
        name: oneOf(random, PET_NAMES),
        owner: oneOf(random, SURNAMES),
        species: a.species,
        breed: a.breed,
        sex: oneOf(random, SEXES),
        age: `${between(random, 0, 16)}y ${between(random, 0, 11)}m`,
        pmsId: `P-00${between(random, 10_000, 59_999)}`,
        clinician: oneOf(random, VETS),
      };
      const first = oneOf(random, LAB_PANELS).code;
      tests = random() < 0.35 && first !== 'CBC' ? ['CBC', first] : [first];
    }
    const id = `NV${accession}`;
    if (i === targetIndex) needle = id;
    const partial = i > n * 0.93 && random() < 0.5;
    results.push({
      accession: id,
      requisition: fresh(requisitions, () => `AVP-REQ-${between(random, 300_000, 399_999)}`),
      account: `AVP-${patient.site}`,
      site: { code: patient.site, name: `Ashgrove VP ${site(patient.site).name}` },
      clinician: patient.clinician,
      patient: {
        pmsId: patient.pmsId,
        name: patient.name,
        owner: patient.owner,
        species: patient.species,
        breed: patient.breed,
        sex: patient.sex,
        age: patient.age,
      },
      tests: tests.map((code) => ({ code, name: LAB_PANELS.find((p) => p.code === code)!.name })),
      collectedAt: iso(collected),
      receivedAt: iso(received),
      reportedAt: iso(reported),
      status: partial ? 'PARTIAL' : 'FINAL',
      results: tests.flatMap((code) =>
        LAB_PANELS.find((p) => p.code === code)!.analytes.map((a, k) => {
          const { value, flag } = labValue(random, a);
          const pending = partial && k > 2;
          return {
            test: code,
            analyte: a[0],
            name: a[1],
            value: pending ? null : value,
            units: a[2],
            refLow: a[3],
            refHigh: a[4],
            flag: pending ? '' : flag,
            status: pending ? 'PENDING' : 'FINAL',
          };
        }),
      ),
      comments: random() < 0.2 ? [oneOf(random, LAB_COMMENTS)] : [],
    });
  }
  const output = JSON.stringify({
    export: {
      lab: 'Northvale Reference Laboratories',
      account: 'ASHGROVE-VP-0192',
      generatedAt: '2027-04-15T06:00:03+01:00',
      from: '2027-04-12',
      to: '2027-04-14',
      count: n,
      apiVersion: '3.4',
    },
    results,
  });
  return probe(
    'round 123: lab results export (minified JSON)',
    "Can you dig out the accession number for the pre- and post-feed bile acids we sent off on Tuesday for Miso, the Pattersons' cat at Millbrook?",
    'lab_results_export',
    output,
    'bile-acids-accession',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a2. The pharmacy system's stock export, XML on one line.
// ---------------------------------------------------------------------------------------------------------------

/** A stocked product: sku, description, generic name, legal category, pack, unit, where it is kept, supplier. */
type Product = readonly [string, string, string, string, string, string, string, string];

const PRODUCTS: readonly Product[] = [
  [
    'ZTS-CONV-10',
    'Convenia 80 mg/ml powder and solvent for solution for injection',
    'cefovecin',
    'POM-V',
    '10 ml',
    'vial',
    'Fridge 1',
    'Zoetis UK',
  ],
  [
    'BOE-MET15-100',
    'Metacam 1.5 mg/ml oral suspension for dogs',
    'meloxicam',
    'POM-V',
    '100 ml',
    'bottle',
    'Shelf B2',
    'Boehringer Ingelheim',
  ],
  [
    'BOE-MET05-15',
    'Metacam 0.5 mg/ml oral suspension for cats',
    'meloxicam',
    'POM-V',
    '15 ml',
    'bottle',
    'Shelf B2',
    'Boehringer Ingelheim',
  ],
  ['BOE-MET5-20', 'Metacam 5 mg/ml solution for injection', 'meloxicam', 'POM-V', '20 ml', 'vial', 'Shelf A1', 'Boehringer Ingelheim'],
  ['ELA-ONS6-30', 'Onsior 6 mg tablets for cats', 'robenacoxib', 'POM-V', '30 tabs', 'box', 'Shelf B3', 'Elanco'],
  ['ZTS-CER10-20', 'Cerenia 10 mg/ml solution for injection', 'maropitant', 'POM-V', '20 ml', 'vial', 'Shelf A1', 'Zoetis UK'],
  ['ZTS-CER16-4', 'Cerenia 16 mg tablets for dogs', 'maropitant', 'POM-V', '4 tabs', 'box', 'Shelf B3', 'Zoetis UK'],
  [
    'ZTS-SYN250-100',
    'Synulox 250 mg palatable tablets',
    'amoxicillin/clavulanic acid',
    'POM-V',
    '100 tabs',
    'tub',
    'Shelf C1',
    'Zoetis UK',
  ],
  [
    'CEV-CLAV500-10',
    'Clavaseptin 500 mg palatable tablets',
    'amoxicillin/clavulanic acid',
    'POM-V',
    '10 tabs',
    'strip',
    'Shelf C1',
    'Vetoquinol',
  ],
  ['CEV-VET03-10', 'Vetergesic 0.3 mg/ml solution for injection', 'buprenorphine', 'POM-V CD3', '10 ml', 'vial', 'CD cabinet', 'Ceva'],
  ['DEC-COMF10-10', 'Comfortan 10 mg/ml solution for injection', 'methadone', 'POM-V CD2', '10 ml', 'vial', 'CD cabinet', 'Dechra'],
  ['DEC-KET100-10', 'Ketamidor 100 mg/ml solution for injection', 'ketamine', 'POM-V CD2', '10 ml', 'vial', 'CD cabinet', 'Dechra'],
  ['ZTS-DEX05-10', 'Dexdomitor 0.5 mg/ml solution for injection', 'dexmedetomidine', 'POM-V', '10 ml', 'vial', 'Shelf A2', 'Zoetis UK'],
  ['JUR-ALF10-10', 'Alfaxan Multidose 10 mg/ml solution for injection', 'alfaxalone', 'POM-V CD3', '10 ml', 'vial', 'CD cabinet', 'Jurox'],
  ['ZTS-PROP-20', 'PropoFlo Plus 10 mg/ml emulsion for injection', 'propofol', 'POM-V', '20 ml', 'vial', 'Shelf A2', 'Zoetis UK'],
  ['ZTS-ISO-250', 'IsoFlo 100% w/w inhalation vapour', 'isoflurane', 'POM-V', '250 ml', 'bottle', 'Theatre store', 'Zoetis UK'],
  [
    'MSD-BRV500',
    'Bravecto 500 mg chewable tablets for medium dogs (>10-20 kg)',
    'fluralaner',
    'POM-V',
    '1 tab',
    'box',
    'Shelf D1',
    'MSD Animal Health',
  ],
  [
    'MSD-BRV1000',
    'Bravecto 1000 mg chewable tablets for large dogs (>20-40 kg)',
    'fluralaner',
    'POM-V',
    '1 tab',
    'box',
    'Shelf D1',
    'MSD Animal Health',
  ],
  ['ZTS-STR45', 'Stronghold 45 mg spot-on for cats', 'selamectin', 'POM-V', '3 pipettes', 'box', 'Shelf D2', 'Zoetis UK'],
  [
    'BOE-NEX28-3',
    'NexGard 28 mg chewable tablets for dogs 4-10 kg',
    'afoxolaner',
    'POM-V',
    '3 tabs',
    'box',
    'Shelf D1',
    'Boehringer Ingelheim',
  ],
  ['DEC-PRED5-250', 'Prednidale 5 mg tablets', 'prednisolone', 'POM-V', '250 tabs', 'tub', 'Shelf C2', 'Dechra'],
  ['ECU-FRU40-250', 'Frusecare 40 mg tablets', 'furosemide', 'POM-V', '250 tabs', 'tub', 'Shelf C2', 'Animalcare'],
  ['BOE-VMD5-50', 'Vetmedin 5 mg chewable tablets', 'pimobendan', 'POM-V', '50 tabs', 'box', 'Shelf C3', 'Boehringer Ingelheim'],
  ['ELA-FOR5-28', 'Fortekor 5 mg flavour tablets', 'benazepril', 'POM-V', '28 tabs', 'box', 'Shelf C3', 'Elanco'],
  ['DEC-FEL25-100', 'Felimazole 2.5 mg coated tablets', 'thiamazole', 'POM-V', '100 tabs', 'tub', 'Shelf C3', 'Dechra'],
  ['DEC-VOR30-30', 'Vetoryl 30 mg hard capsules', 'trilostane', 'POM-V', '30 caps', 'box', 'Shelf C3', 'Dechra'],
  ['ZTS-APQ16-20', 'Apoquel 16 mg film-coated tablets', 'oclacitinib', 'POM-V', '20 tabs', 'box', 'Shelf C4', 'Zoetis UK'],
  ['ZTS-CYT20-2', 'Cytopoint 20 mg solution for injection', 'lokivetmab', 'POM-V', '2 x 1 ml', 'box', 'Fridge 1', 'Zoetis UK'],
  [
    'MSD-CAN40-10',
    'Caninsulin 40 IU/ml suspension for injection',
    'porcine insulin zinc',
    'POM-V',
    '10 ml',
    'vial',
    'Fridge 2',
    'MSD Animal Health',
  ],
  ['DEC-EPI60-100', 'Epiphen 60 mg tablets', 'phenobarbital', 'POM-V CD3', '100 tabs', 'tub', 'CD cabinet', 'Dechra'],
  ['VIR-THE300-14', 'Therios 300 mg palatable tablets for dogs', 'cefalexin', 'POM-V', '14 tabs', 'strip', 'Shelf C1', 'Ceva'],
  ['ZTS-ANT150-24', 'Antirobe 150 mg capsules', 'clindamycin', 'POM-V', '24 caps', 'box', 'Shelf C1', 'Zoetis UK'],
  ['CEV-MTB250-100', 'Metrobactin 250 mg tablets', 'metronidazole', 'POM-V', '100 tabs', 'tub', 'Shelf C1', 'Dechra'],
  ['VET-MRB20-10', 'Marbocyl P 20 mg tablets', 'marbofloxacin', 'POM-V', '10 tabs', 'strip', 'Shelf C1', 'Vetoquinol'],
  ['ELA-BAY25-50', 'Baytril 2.5% solution for injection', 'enrofloxacin', 'POM-V', '50 ml', 'vial', 'Shelf A1', 'Elanco'],
  ['ANI-ATR06-25', 'Atropine 0.6 mg/ml solution for injection', 'atropine', 'POM-V', '25 ml', 'vial', 'Theatre store', 'Animalcare'],
  [
    'BRA-VTX11-1L',
    'Vetivex 11 compound sodium lactate infusion',
    "Hartmann's solution",
    'POM-V',
    '1000 ml',
    'bag',
    'Fluids store',
    'Dechra',
  ],
  [
    'MSD-DHP-10',
    'Nobivac DHP lyophilisate',
    'canine distemper/adenovirus/parvovirus vaccine',
    'POM-V',
    '10 doses',
    'box',
    'Fridge 2',
    'MSD Animal Health',
  ],
  ['MSD-L4-10', 'Nobivac L4 suspension for injection', 'leptospira vaccine', 'POM-V', '10 doses', 'box', 'Fridge 2', 'MSD Animal Health'],
  ['MSD-KC-5', 'Nobivac KC intranasal', 'Bordetella/parainfluenza vaccine', 'POM-V', '5 doses', 'box', 'Fridge 2', 'MSD Animal Health'],
  [
    'BOE-PVRCP-10',
    'Purevax RCP lyophilisate and solvent',
    'feline rhinotracheitis/calici/panleucopenia vaccine',
    'POM-V',
    '10 doses',
    'box',
    'Fridge 2',
    'Boehringer Ingelheim',
  ],
  ['MSD-MRHD-5', 'Nobivac Myxo-RHD Plus', 'rabbit myxomatosis/RHD vaccine', 'POM-V', '5 doses', 'box', 'Fridge 2', 'MSD Animal Health'],
  ['MSD-RAB-10', 'Nobivac Rabies suspension for injection', 'rabies vaccine', 'POM-V', '10 doses', 'box', 'Fridge 2', 'MSD Animal Health'],
  ['ECU-TRA80-30', 'Tralieve 80 mg chewable tablets', 'tramadol', 'POM-V CD3', '30 tabs', 'box', 'CD cabinet', 'Dechra'],
  ['NON-GAB100-100', 'Gabapentin 100 mg capsules', 'gabapentin', 'POM CD3', '100 caps', 'box', 'CD cabinet', 'Accord'],
  ['ZTS-SIM40-2', 'Simparica 40 mg chewable tablets', 'sarolaner', 'POM-V', '3 tabs', 'box', 'Shelf D1', 'Zoetis UK'],
  ['BAY-SER45', 'Seresto collar for large dogs >8 kg', 'imidacloprid/flumethrin', 'NFA-VPS', '1 collar', 'box', 'Retail', 'Elanco'],
  [
    'ECU-MIL-4',
    'Milpro 12.5 mg/125 mg film-coated tablets for dogs',
    'milbemycin/praziquantel',
    'POM-VPS',
    '4 tabs',
    'box',
    'Shelf D2',
    'Virbac',
  ],
  ['DEC-ISO-5', 'Isathal 10 mg/g eye drops', 'fusidic acid', 'POM-V', '5 g', 'tube', 'Shelf B4', 'Dechra'],
  [
    'ELA-SUR-15',
    'Surolan ear drops and cutaneous suspension',
    'miconazole/polymyxin B/prednisolone',
    'POM-V',
    '15 ml',
    'bottle',
    'Shelf B4',
    'Elanco',
  ],
  ['DEC-OSU-20', 'Osurnia ear gel for dogs', 'terbinafine/florfenicol/betamethasone', 'POM-V', '2 tubes', 'box', 'Fridge 1', 'Dechra'],
  ['CEV-ZYL-225', 'Zylkene 225 mg capsules', 'alpha-casozepine', 'NFA', '30 caps', 'box', 'Retail', 'Vetoquinol'],
  ['VIR-ALI-10', 'Alizin 30 mg/ml solution for injection', 'aglepristone', 'POM-V', '10 ml', 'vial', 'Fridge 1', 'Virbac'],
  ['DEC-SOL-50', 'Solensia 7 mg/ml solution for injection for cats', 'frunevetmab', 'POM-V', '2 x 1 ml', 'box', 'Fridge 1', 'Zoetis UK'],
  ['ZTS-LIB-10', 'Librela 10 mg solution for injection for dogs', 'bedinvetmab', 'POM-V', '2 x 1 ml', 'box', 'Fridge 1', 'Zoetis UK'],
];

const LOT_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const EXPIRY_MONTHS = [
  '2027-05',
  '2027-06',
  '2027-07',
  '2027-08',
  '2027-09',
  '2027-10',
  '2027-11',
  '2027-12',
  '2028-01',
  '2028-03',
  '2028-06',
  '2028-09',
  '2029-02',
];
const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad2(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
};
const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function pharmacyStockExport(): EconomicsTask {
  const random = seededRandom(123_102);
  const lots = new Set<string>();
  const newLot = () => fresh(lots, () => `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${chars(random, LOT_ALPHABET, 5)}`);
  const needle = newLot();
  let batchCount = 0;
  const batch = (lot: string, month: string, qty: number, location: string, received: string) => {
    batchCount++;
    return `<Batch lot="${lot}" expiry="${monthEnd(month)}" qtyOnHand="${qty}" location="${location}" received="${received}"/>`;
  };
  const receivedDate = () =>
    `${oneOf(random, ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04'])}-${pad2(between(random, 1, 28))}`;
  const sites = SITES.map((s) => {
    const products = PRODUCTS.filter((p) => p[0] === 'ZTS-CONV-10' || random() < 0.85).sort((x, y) => x[1].localeCompare(y[1]));
    const items = products.map((p) => {
      const [sku, description, generic, legal, pack, unit, location, supplier] = p;
      let batches: string[];
      if (s.code === 'FEN' && sku === 'ZTS-CONV-10') {
        batches = [batch(needle, '2027-08', 3, location, '2026-10-19'), batch(newLot(), '2028-01', 10, location, '2027-03-30')];
      } else {
        const months = shuffle(random, [...EXPIRY_MONTHS])
          .slice(0, between(random, 1, 3))
          .sort();
        batches = months.map((m) => batch(newLot(), m, between(random, 1, unit === 'bag' ? 60 : 24), location, receivedDate()));
      }
      const onHand = batches.reduce((sum, b) => sum + Number(/qtyOnHand="(\d+)"/.exec(b)![1]), 0);
      return (
        `<Item sku="${sku}" gtin="0${between(random, 100_000_000, 999_999_999)}${between(random, 1000, 9999)}" description="${xml(description)}" ` +
        `genericName="${xml(generic)}" legalCategory="${legal}" packSize="${pack}" unit="${unit}" supplier="${xml(supplier)}" ` +
        `reorderLevel="${between(random, 1, 6)}" reorderQty="${between(random, 4, 20)}" onHand="${onHand}" costPrice="${(between(random, 180, 16_000) / 100).toFixed(2)}">` +
        `${batches.join('')}</Item>`
      );
    });
    return `<Site branch="${pad2(s.branch)}" code="${s.code}" name="${s.name}" pharmacyLead="${oneOf(random, NURSES)}">${items.join('')}</Site>`;
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><StockExport xmlns="urn:avp:vetstock:stock:2.3" exportId="STK-20270415-0530" ` +
    `generated="2027-04-15T05:30:02+01:00" scope="all-sites" includeZeroStock="false" batches="${batchCount}">${sites.join('')}</StockExport>`;
  return probe(
    'round 123: pharmacy stock export (one-line XML)',
    "What's the lot number on the Convenia at Fenwick Bridge that expires in August?",
    'pharmacy_stock_export',
    output,
    'convenia-lot',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a3. The practice system's reminders-due report, minified HTML.
// ---------------------------------------------------------------------------------------------------------------

const REMINDERS: Record<string, readonly string[]> = {
  Canine: [
    'Vaccination – DHP + L4 booster',
    'Vaccination – L4 booster',
    'Kennel cough (intranasal)',
    'Flea &amp; worm – Healthy Pet Club',
    'Annual health check',
    'Dental recheck',
    'Rabies booster (travel)',
    'Medication review – Vetmedin',
    'Repeat bloods – T4',
  ],
  Feline: [
    'Vaccination – RCP + FeLV booster',
    'Vaccination – RCP booster',
    'Flea &amp; worm – Healthy Pet Club',
    'Senior wellness bloods',
    'Felimazole T4 recheck',
    'Annual health check',
  ],
  Lagomorph: ['Vaccination – Myxo-RHD Plus', 'Dental check', 'Annual health check'],
};

function remindersReport(): EconomicsTask {
  const random = seededRandom(123_103);
  // Made-up numbers from the ranges set aside for drama: 07700 900000-999 and 01632 960000-999.
  const needle = '07700 900417';
  const phones = new Set<string>([needle]);
  const phoneWide = () =>
    fresh(phones, () => (random() < 0.7 ? `07700 900${between(random, 100, 999)}` : `01632 960${between(random, 100, 999)}`));
  interface Row {
    client: string;
    phone: string;
    pet: string;
    species: string;
    breed: string;
    reminder: string;
    due: Date;
    booked?: Date;
  }
  const rows: string[] = [];
  for (const s of SITES) {
    const list: Row[] = [];
    const count = between(random, 62, 78);
    for (let k = 0; k < count; k++) {
      const a = animal(random);
      const pet = oneOf(random, PET_NAMES);
      const reminder = oneOf(random, REMINDERS[a.species]!);
      if (s.code === 'FEN' && pet === 'Pepper') continue;
      if (s.code === 'FEN' && a.breed === 'English Springer Spaniel' && reminder.includes('booster')) continue;
      const due = when(between(random, -30, 30));
      list.push({
        client: clientName(random),
        phone: phoneWide(),
        pet,
        species: a.species,
        breed: a.breed,
        reminder,
        due,
        booked: random() < 0.25 ? when(between(random, 15, 40)) : undefined,
      });
    }
    if (s.code === 'FEN') {
      list.push(
        {
          client: 'Alcott, Jenny',
          phone: needle,
          pet: 'Pepper',
          species: 'Canine',
          breed: 'English Springer Spaniel',
          reminder: 'Vaccination – DHP + L4 booster',
          due: when(-3),
        },
        {
          client: 'Quigley, Dev',
          phone: phoneWide(),
          pet: 'Pepper',
          species: 'Feline',
          breed: 'Domestic Shorthair',
          reminder: 'Vaccination – RCP booster',
          due: when(-9),
        },
        {
          client: 'Harcourt, Sophie',
          phone: phoneWide(),
          pet: 'Bailey',
          species: 'Canine',
          breed: 'English Springer Spaniel',
          reminder: 'Vaccination – DHP + L4 booster',
          due: when(-5),
        },
        {
          client: 'Nwosu, Tunde',
          phone: phoneWide(),
          pet: 'Pepper',
          species: 'Canine',
          breed: 'English Springer Spaniel',
          reminder: 'Vaccination – DHP + L4 booster',
          due: when(20),
          booked: when(19),
        },
        {
          client: 'Lennox, Gareth',
          phone: phoneWide(),
          pet: 'Pepper',
          species: 'Canine',
          breed: 'Cocker Spaniel',
          reminder: 'Vaccination – L4 booster',
          due: when(-11),
        },
      );
    }
    if (s.code === 'MIL') {
      list.push({
        client: 'Evans, Beth',
        phone: phoneWide(),
        pet: 'Pepper',
        species: 'Canine',
        breed: 'English Springer Spaniel',
        reminder: 'Vaccination – DHP + L4 booster',
        due: when(-6),
      });
    }
    list.sort((x, y) => x.due.getTime() - y.due.getTime());
    rows.push(`<tr class="grp"><th colspan="9">${pad2(s.branch)} · ${s.name} (${s.code}) — ${list.length} reminders</th></tr>`);
    for (const r of list) {
      const overdue = r.due.getTime() < when(15).getTime();
      const sent = overdue ? between(random, 1, 3) : between(random, 0, 1);
      const lastSent =
        sent === 0
          ? ''
          : `${dmy(plusSeconds(r.due, -86_400 * between(random, 3, 21)))} ${oneOf(random, ['SMS', 'Email', 'SMS', 'Letter'])}`;
      const status = r.booked
        ? `<td class="st bk">Booked ${dmy(r.booked)}</td>`
        : overdue
          ? '<td class="st od">Overdue</td>'
          : '<td class="st du">Due</td>';
      const speciesLabel = r.species === 'Lagomorph' ? 'Rabbit' : r.species;
      rows.push(
        `<tr><td>${r.client}</td><td>${r.phone}</td><td>${r.pet}</td><td>${speciesLabel} / ${r.breed}</td><td>${r.reminder}</td>` +
          `<td>${dmy(r.due)}</td><td class="n">${sent}</td><td>${lastSent}</td>${status}</tr>`,
      );
    }
  }
  const output =
    `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Reminders Due – All Sites – VetSuite</title>` +
    `<style>body{font:12px/1.35 Arial,sans-serif;margin:16px}h1{font-size:16px;margin:0 0 4px}p.meta{color:#555;margin:0 0 12px}` +
    `table.rpt{border-collapse:collapse;width:100%}table.rpt th,table.rpt td{border:1px solid #ccc;padding:2px 4px;text-align:left}` +
    `tr.grp th{background:#e7eef6;font-size:13px}td.n{text-align:right}td.od{color:#9a3412}td.bk{color:#166534}</style></head><body>` +
    `<h1>Ashgrove Veterinary Partners — Reminders Due</h1><p class="meta">Report: RPT-REM-004 · Due between 01/03/2027 and 30/04/2027 · ` +
    `All sites · Active patients only · Run by reception.ash on 15/04/2027 08:14</p><table class="rpt"><thead><tr><th>Client</th>` +
    `<th>Phone</th><th>Patient</th><th>Species / Breed</th><th>Reminder</th><th>Due</th><th>Sent</th><th>Last sent</th><th>Status</th>` +
    `</tr></thead><tbody>${rows.join('')}</tbody></table><p class="meta">VetSuite 8.14.2 · Page generated in 2.84 s</p></body></html>`;
  return probe(
    'round 123: reminders due report (minified HTML)',
    'Can you get me a phone number for the owner of Pepper, the springer spaniel at Fenwick Bridge whose booster is overdue? I want to give them a ring today.',
    'pms_reminders_report',
    output,
    'overdue-booster-phone',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b1. The PACS study query, YAML.
// ---------------------------------------------------------------------------------------------------------------

const STUDY_KINDS: Record<string, readonly string[]> = {
  DX: [
    'THORAX 3 VIEW',
    'THORAX 2 VIEW',
    'ABDOMEN 2 VIEW',
    'PELVIS VD',
    'L STIFLE 2 VIEW',
    'R STIFLE 2 VIEW',
    'L ELBOW 2 VIEW',
    'SPINE T-L LAT',
    'SKULL 3 VIEW',
    'R CARPUS 2 VIEW',
    'HIPS BVA',
    'THORAX + ABDOMEN',
  ],
  US: ['ABDOMEN US', 'ECHOCARDIOGRAM', 'BLADDER US', 'PREGNANCY US', 'AFAST/TFAST'],
  CT: ['CT HEAD', 'CT THORAX', 'CT ABDOMEN', 'CT T-L SPINE', 'CT ELBOWS'],
  IO: ['DENTAL FULL MOUTH', 'DENTAL RADIOGRAPHS'],
  ES: ['GASTROSCOPY', 'RHINOSCOPY'],
};

interface StudyPlan {
  site: string;
  modality: string;
  description: string;
  surname: string;
  pet: string;
  species: string;
  breed: string;
  patientId: string;
  sex: string;
  born: string;
  weight: string;
}

function seriesFor(random: () => number, modality: string, description: string): string[] {
  const lines: string[] = [];
  if (modality === 'DX') {
    const views = description.includes('3 VIEW') ? ['R LAT', 'L LAT', 'VD'] : description.includes('VD') ? ['VD'] : ['LAT', 'VD'];
    const region = description.replace(/ \d VIEW$/, '').replace(/ VD$/, '');
    views.forEach((v, k) =>
      lines.push(
        `      - number: ${k + 1}`,
        `        description: "${v} ${region}"`,
        `        images: 1`,
        `        kvp: ${between(random, 55, 90)}`,
      ),
    );
  } else if (modality === 'CT') {
    ['PRE-CONTRAST 1mm', 'POST-CONTRAST 1mm', 'MPR BONE']
      .slice(0, between(random, 2, 3))
      .forEach((v, k) =>
        lines.push(
          `      - number: ${k + 1}`,
          `        description: "${v}"`,
          `        images: ${between(random, 220, 760)}`,
          `        slice_mm: 1.0`,
        ),
      );
  } else {
    const count = between(random, 1, 3);
    for (let k = 0; k < count; k++)
      lines.push(`      - number: ${k + 1}`, `        description: "${description} ${k + 1}"`, `        images: ${between(random, 6, 80)}`);
  }
  return lines;
}

function pacsStudyQuery(): EconomicsTask {
  const random = seededRandom(123_201);
  const n = 240;
  const span = 48 * 60;
  const whitlock = {
    surname: 'WHITLOCK',
    pet: 'BRAMBLE',
    species: 'Canine',
    breed: 'Labrador Retriever',
    patientId: 'P-0031177',
    sex: 'FN',
    born: '2019-06-02',
    weight: '31.4',
  };
  const planted = new Map<number, StudyPlan>([
    [Math.floor(n * 0.12), { site: 'KES', modality: 'DX', description: 'L ELBOW 2 VIEW', ...whitlock }],
    [
      Math.floor(n * 0.52),
      {
        site: 'ASH',
        modality: 'DX',
        description: 'THORAX 2 VIEW',
        surname: 'OKAFOR',
        pet: 'BRAMBLE',
        species: 'Feline',
        breed: 'Maine Coon',
        patientId: 'P-0027306',
        sex: 'MN',
        born: '2016-09-28',
        weight: '6.8',
      },
    ],
    [Math.floor(n * 0.55), { site: 'KES', modality: 'DX', description: 'THORAX 3 VIEW', ...whitlock }],
    [Math.floor(n * 0.58), { site: 'KES', modality: 'US', description: 'ABDOMEN US', ...whitlock }],
  ]);
  const targetIndex = Math.floor(n * 0.55);
  const seqs = new Map<string, number>();
  const lines: string[] = [
    '# pacs-query 3.2.1 — Ashgrove Veterinary Partners PACS (orthanc-avp-01.avp.internal)',
    '# query: study_date >= 2027-04-13, all institutions, all modalities; sorted by study date/time',
    'query:',
    '  study_date_from: "2027-04-13"',
    '  study_date_to: "2027-04-15"',
    '  modalities: [DX, US, CT, IO, ES]',
    '  institutions: all',
    `result_count: ${n}`,
    'studies:',
  ];
  let needle = '';
  for (let i = 0; i < n; i++) {
    const time = plusSeconds(
      when(13, 7 * 60 + 30 + Math.floor((i * span) / n) + pick(random, Math.floor(span / n))),
      between(random, 0, 59),
    );
    const hour = time.getUTCHours();
    let plan = planted.get(i);
    if (!plan) {
      const roll = random();
      const modality = roll < 0.55 ? 'DX' : roll < 0.8 ? 'US' : roll < 0.88 ? 'CT' : roll < 0.95 ? 'IO' : 'ES';
      const siteCode = hour < 8 || hour >= 19 ? 'BRH' : modality === 'CT' ? oneOf(random, ['ASH', 'BRH']) : oneOf(random, SITES).code;
      const a = animal(random);
      plan = {
        site: siteCode,
        modality,
        description: oneOf(random, STUDY_KINDS[modality]!),
        surname: oneOf(random, SURNAMES).toUpperCase(),
        pet: oneOf(random, PET_NAMES).toUpperCase(),
        species: a.species,
        breed: a.breed,
        patientId: `P-00${between(random, 10_000, 59_999)}`,
        sex: oneOf(random, SEXES),
        born: ymd(when(-between(random, 200, 5000))),
        weight: weightFor(random, a.species, a.breed),
      };
    }
    const dayKey = `${plan.site}${ymd(time).slice(2).replace(/-/g, '')}`;
    const seq = (seqs.get(dayKey) ?? 0) + 1;
    seqs.set(dayKey, seq);
    const accession = `${dayKey}-${String(seq).padStart(3, '0')}`;
    if (i === targetIndex) needle = accession;
    const station =
      plan.modality === 'CT' ? `${plan.site}-CT-01` : plan.modality === 'IO' ? `${plan.site}-DENT-01` : `${plan.site}-${plan.modality}-01`;
    const reported = time.getTime() < when(14, 12 * 60).getTime() ? random() < 0.8 : random() < 0.3;
    lines.push(
      `  - study_instance_uid: "1.2.826.0.1.3680043.10.743.${ymd(time).replace(/-/g, '')}${hms(time).replace(/:/g, '')}.${between(random, 1000, 9999)}"`,
      `    accession_number: "${accession}"`,
      `    study_date: "${ymd(time)}"`,
      `    study_time: "${hms(time)}"`,
      `    institution: "Ashgrove VP - ${site(plan.site).name}"`,
      `    station_name: "${station}"`,
      `    modality: ${plan.modality}`,
      `    referring_vet: "${oneOf(random, VETS)}"`,
      '    patient:',
      `      id: "${plan.patientId}"`,
      `      name: "${plan.surname}^${plan.pet}"`,
      `      species: ${plan.species}`,
      `      breed: "${plan.breed}"`,
      `      sex: ${plan.sex}`,
      `      birth_date: "${plan.born}"`,
      `      weight_kg: ${plan.weight}`,
      `    study_description: "${plan.description}"`,
      '    series:',
      ...seriesFor(random, plan.modality, plan.description),
      '    report:',
      ...(reported
        ? [`      status: ${random() < 0.6 ? 'FINAL' : 'PRELIMINARY'}`, `      reporting_vet: "${oneOf(random, VETS)}"`]
        : ['      status: UNREPORTED', '      reporting_vet: null']),
    );
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 123: PACS study query (YAML)',
    "What's the accession number on Bramble Whitlock's chest x-rays from yesterday?",
    'pacs_study_query',
    output,
    'chest-xray-accession',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b2. The invoicing API's outstanding invoices, pretty JSON.
// ---------------------------------------------------------------------------------------------------------------

/** A billable item: code, description, unit price (net, GBP). */
type Billable = readonly [string, string, number];

const BILLING: Record<string, readonly Billable[]> = {
  consult: [
    ['CON-STD', 'Consultation – standard', 52.5],
    ['CON-RCK', 'Recheck consultation', 34],
    ['DRG-MET32', 'Metacam 1.5 mg/ml oral suspension 32 ml', 24.8],
    ['DRG-SYN250', 'Synulox 250 mg palatable tablet', 1.12],
    ['DRG-APQ16', 'Apoquel 16 mg tablet', 1.96],
    ['FEE-DISP', 'Dispensing fee', 9.5],
  ],
  vaccination: [
    ['VAC-DHPL4', 'Vaccination – DHP + L4', 64],
    ['VAC-L4', 'Vaccination – L4 booster', 54],
    ['VAC-RCP', 'Vaccination – RCP', 60],
    ['VAC-KC', 'Vaccination – kennel cough (intranasal)', 38],
    ['CHIP', 'Microchip implant and registration', 24.5],
  ],
  dental: [
    ['DEN-SP', 'Dental scale and polish under GA', 245],
    ['DEN-XR', 'Dental radiographs (full mouth)', 118],
    ['DEN-EXS', 'Dental extraction – simple (per tooth)', 38],
    ['DEN-EXSG', 'Dental extraction – surgical (per tooth)', 96],
    ['GA-30', 'General anaesthetic – first 30 min', 142],
    ['GA-15', 'General anaesthetic – each additional 15 min', 38],
    ['LAB-PREGA', 'Pre-anaesthetic blood screen', 72],
    ['HOS-DAY', 'Day patient hospitalisation', 62],
  ],
  surgery: [
    ['SUR-CAST', 'Castration – dog', 310],
    ['SUR-SPAY', 'Ovariohysterectomy – bitch', 395],
    ['SUR-LUMP', 'Mass removal – skin', 420],
    ['GA-30', 'General anaesthetic – first 30 min', 142],
    ['HIST', 'Histopathology – single sample', 96],
    ['HOS-DAY', 'Day patient hospitalisation', 62],
    ['DRG-ONS6', 'Onsior 6 mg tablet', 1.45],
  ],
  imaging: [
    ['IMG-DX2', 'Radiographs – 2 views', 186],
    ['IMG-DX3', 'Radiographs – 3 views', 232],
    ['IMG-US', 'Ultrasound – abdomen', 265],
    ['SED-STD', 'Sedation', 88],
    ['IMG-REP', 'Specialist imaging report', 120],
  ],
  lab: [
    ['LAB-CBC', 'In-house haematology', 58],
    ['LAB-BIO', 'In-house biochemistry (18)', 96],
    ['LAB-BAPP', 'Reference lab – bile acids pre/post', 84],
    ['LAB-T4', 'Reference lab – total T4', 46],
    ['LAB-UA', 'Urinalysis with sediment', 44],
  ],
};

interface InvoicePlan {
  site: string;
  client: string;
  account: string;
  patients: readonly string[];
  items: readonly (readonly [Billable, number, string])[];
}

const bill = (code: string): Billable =>
  Object.values(BILLING)
    .flat()
    .find((b) => b[0] === code)!;
const money = (x: number): number => Math.round(x * 100) / 100;

function outstandingInvoices(): EconomicsTask {
  const random = seededRandom(123_202);
  const n = 170;
  const ferreira = { site: 'MIL', client: 'Ferreira, Ana', account: 'C-020931' };
  const planted = new Map<number, InvoicePlan>([
    [
      Math.floor(n * 0.31),
      {
        ...ferreira,
        patients: ['Juniper'],
        items: [
          [bill('VAC-RCP'), 1, 'Juniper'],
          [bill('CON-STD'), 1, 'Juniper'],
        ],
      },
    ],
    [
      Math.floor(n * 0.45),
      {
        site: 'MIL',
        client: 'Holt, Harriet',
        account: 'C-017744',
        patients: ['Juniper'],
        items: [
          [bill('DEN-SP'), 1, 'Juniper'],
          [bill('GA-30'), 1, 'Juniper'],
          [bill('DEN-EXS'), 2, 'Juniper'],
          [bill('FEE-DISP'), 1, 'Juniper'],
        ],
      },
    ],
    [
      Math.floor(n * 0.52),
      {
        ...ferreira,
        patients: ['Juniper'],
        items: [
          [bill('LAB-PREGA'), 1, 'Juniper'],
          [bill('GA-30'), 1, 'Juniper'],
          [bill('GA-15'), 2, 'Juniper'],
          [bill('DEN-XR'), 1, 'Juniper'],
          [bill('DEN-SP'), 1, 'Juniper'],
          [bill('DEN-EXS'), 3, 'Juniper'],
          [bill('HOS-DAY'), 1, 'Juniper'],
          [bill('DRG-MET32'), 1, 'Juniper'],
          [bill('FEE-DISP'), 1, 'Juniper'],
        ],
      },
    ],
    [
      Math.floor(n * 0.71),
      {
        ...ferreira,
        patients: ['Biscuit'],
        items: [
          [bill('DEN-SP'), 1, 'Biscuit'],
          [bill('GA-30'), 1, 'Biscuit'],
          [bill('DEN-EXSG'), 1, 'Biscuit'],
          [bill('LAB-PREGA'), 1, 'Biscuit'],
        ],
      },
    ],
  ]);
  const targetIndex = Math.floor(n * 0.52);
  const accounts = new Set<string>(['C-020931', 'C-017744']);
  let number = 418_211;
  let needle = '';
  const invoices: unknown[] = [];
  for (let i = 0; i < n; i++) {
    number += between(random, 40, 160);
    const issued = plusSeconds(when(-88 + Math.floor((i * 101) / n), between(random, 8 * 60, 19 * 60)), between(random, 0, 59));
    let plan = planted.get(i);
    if (!plan) {
      const theme = oneOf(random, Object.keys(BILLING));
      const pets = random() < 0.15 ? [oneOf(random, PET_NAMES), oneOf(random, PET_NAMES)] : [oneOf(random, PET_NAMES)];
      const options = BILLING[theme]!;
      const items = shuffle(random, [...options])
        .slice(0, between(random, 2, Math.min(6, options.length)))
        .map((b) => [b, b[2] < 5 ? between(random, 7, 30) : between(random, 1, 10) > 8 ? 2 : 1, oneOf(random, pets)] as const);
      plan = {
        site: oneOf(random, SITES).code,
        client: clientName(random),
        account: fresh(accounts, () => `C-0${between(random, 10_000, 39_999)}`),
        patients: [...new Set(pets)],
        items,
      };
    }
    const invoiceNumber = `AVP-INV-0${number}`;
    if (i === targetIndex) needle = invoiceNumber;
    const clinician = oneOf(random, VETS);
    const lines = plan.items.map(([b, qty, pet], k) => {
      const discount = random() < 0.1 ? 10 : 0;
      const net = money(b[2] * qty * (1 - discount / 100));
      const vat = money(net * 0.2);
      return {
        line: k + 1,
        code: b[0],
        description: b[1],
        patient: pet,
        quantity: qty,
        unit_price: b[2],
        discount_pct: discount,
        net,
        vat_rate: 0.2,
        vat,
        gross: money(net + vat),
        clinician,
      };
    });
    const net = money(lines.reduce((sum, l) => sum + l.net, 0));
    const vat = money(lines.reduce((sum, l) => sum + l.vat, 0));
    const gross = money(net + vat);
    const paid = random() < 0.3 ? money(Math.floor((gross * between(random, 20, 70)) / 100)) : 0;
    const due = plusSeconds(issued, 30 * 86_400);
    const overdue = due.getTime() < when(15).getTime();
    const [surname] = plan.client.split(',') as [string];
    invoices.push({
      invoice_number: invoiceNumber,
      issued_at: iso(issued),
      due_date: ymd(due),
      site: { code: plan.site, name: site(plan.site).name },
      client: {
        account: plan.account,
        name: plan.client,
        email: `${plan.client.split(', ')[1]!.toLowerCase()}.${surname.toLowerCase()}@example.com`,
        payment_terms: '30 days',
      },
      patients: plan.patients,
      status: paid > 0 ? 'part_paid' : overdue ? 'overdue' : 'issued',
      currency: 'GBP',
      net_total: net,
      vat_total: vat,
      gross_total: gross,
      amount_paid: paid,
      balance: money(gross - paid),
      reminders_sent: overdue ? between(random, 1, 3) : 0,
      lines,
    });
  }
  const output = `${JSON.stringify(
    {
      request: {
        endpoint: '/api/v3/invoices/search',
        filter: { status: ['issued', 'part_paid', 'overdue'], sites: 'all' },
        sort: 'invoice_number',
      },
      total: n,
      page: 1,
      page_size: 200,
      invoices,
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 123: outstanding invoices (pretty JSON)',
    'Which invoice is the Juniper Ferreira dental on? I need the invoice number to chase the payment.',
    'invoices_search',
    output,
    'dental-invoice-number',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b3. The lab gateway's configuration dump, INI.
// ---------------------------------------------------------------------------------------------------------------

/** An in-house analyser kind: device suffix, category, maker, model, serial prefix, mapping, protocol, firmware versions. */
type AnalyserKind = readonly [string, string, string, string, string, string, string, readonly string[]];

const ANALYSERS: readonly AnalyserKind[] = [
  ['HAEM', 'haematology', 'Lumen Diagnostics', 'Lumen HX-5', 'LHX5', 'lumen_hx5_v3', 'astm-e1394-tcp', ['3.12.0', '3.12.0', '3.11.4']],
  ['CHEM', 'chemistry', 'Corvid Bio', 'Corvid ChemStation 600', 'CCS6', 'corvid_cs600_v5', 'hl7-v2.5-mllp', ['5.2.1', '5.2.1', '5.1.9']],
  ['ELEC', 'blood gas / electrolytes', 'Brantham Instruments', 'Brantham BG-2', 'BBG2', 'brantham_bg2_v1', 'astm-e1394-serial', ['1.8.3']],
  ['URIN', 'urinalysis', 'Bellwether Medical', 'Bellwether UA-2', 'BUA2', 'bellwether_ua2_v2', 'astm-e1394-tcp', ['2.0.7', '2.1.0']],
  ['COAG', 'coagulation', 'Tessera Labs', 'Tessera Coag-1', 'TC1', 'tessera_coag1_v1', 'poct1-a2', ['4.4.0']],
  ['ENDO', 'immunoassay', 'Quillon Analytics', 'Quillon iQ-T4', 'QIQ', 'quillon_iq_v2', 'hl7-v2.5-mllp', ['2.9.2', '2.9.2', '2.8.0']],
  ['SEDI', 'urine sediment', 'Lumen Diagnostics', 'Lumen SedView', 'LSV', 'lumen_sedview_v1', 'hl7-v2.5-mllp', ['1.4.1']],
];

const MAPPING_CODES: Record<string, readonly string[]> = {
  lumen_hx5_v3: ['WBC', 'RBC', 'HGB', 'HCT', 'MCV', 'MCH', 'MCHC', 'RDW', 'RETIC', 'PLT', 'MPV', 'NEU', 'LYM', 'MONO', 'EOS', 'BASO'],
  corvid_cs600_v5: ['ALB', 'ALKP', 'ALT', 'AMYL', 'BUN', 'CA', 'CHOL', 'CREA', 'GGT', 'GLU', 'LIPA', 'PHOS', 'TBIL', 'TP', 'GLOB', 'SDMA'],
  brantham_bg2_v1: ['PH', 'PCO2', 'PO2', 'HCO3', 'BE', 'NA', 'K', 'CL', 'ICA', 'LAC'],
  bellwether_ua2_v2: ['USG', 'UPH', 'UPRO', 'UGLU', 'UKET', 'UBIL', 'UBLD'],
  tessera_coag1_v1: ['PT', 'APTT'],
  quillon_iq_v2: ['TT4', 'CORT', 'FT4', 'TSH', 'PROG'],
  lumen_sedview_v1: ['RBC_HPF', 'WBC_HPF', 'BACT', 'CRYS', 'CASTS', 'EPI'],
};

function labGatewayConfig(): EconomicsTask {
  const random = seededRandom(123_203);
  const serials = new Set<string>();
  const serialFor = (prefix: string, year: number) =>
    fresh(
      serials,
      () => `${prefix}-${pad2(year)}${pad2(between(random, 1, 52))}-${String(between(random, 1000, 99_999)).padStart(5, '0')}`,
    );
  const lines: string[] = [
    '; LabNet Gateway 4.8.2 — configuration dump (labnet-gw01.avp.internal)',
    '; generated 2027-04-15 08:03:11 +0100 by svc-labnet; secrets redacted',
    '',
    '[global]',
    'instance_id = labnet-gw01',
    'listen_address = 0.0.0.0',
    'admin_port = 8443',
    'log_level = info',
    'log_dir = /var/log/labnet',
    'result_store = postgresql://labnet@db-avp-02.avp.internal:5432/labnet',
    'timezone = Europe/London',
    'patient_match = pms_id,barcode',
    'unmatched_results_queue = manual-review',
    'retention_days = 400',
    '',
    '[pms]',
    'vendor = VetSuite',
    'endpoint = https://pms.avp.internal/api/v3/lab-results',
    'auth = oauth2-client-credentials',
    'client_id = labnet-gw01',
    'client_secret = ********',
    'batch_size = 50',
    'push_interval_s = 20',
    '',
    '[reference_lab:northvale]',
    'name = Northvale Reference Laboratories',
    'account = ASHGROVE-VP-0192',
    'endpoint = https://api.northvale-labs.example/v3',
    'poll_interval_s = 300',
    'api_key = ********',
    '',
  ];
  for (const [mapping, codes] of Object.entries(MAPPING_CODES)) {
    lines.push(`[mapping:${mapping}]`, `; analyser code = pms test code | units | decimals`);
    for (const code of codes)
      lines.push(
        `${code} = ${mapping.split('_')[0]!.toUpperCase()}.${code} | ${oneOf(random, ['g/L', 'mmol/L', 'U/L', '10^9/L', '%', 'umol/L', 'ratio', 'nmol/L'])} | ${between(random, 0, 2)}`,
      );
    lines.push('');
  }
  let needle = '';
  for (const s of SITES) {
    const big = ['ASH', 'BRH', 'KES', 'MIL'].includes(s.code);
    lines.push(
      `[site:${s.code}]`,
      `name = ${s.name}`,
      `branch = ${pad2(s.branch)}`,
      `subnet = 10.42.${s.subnet}.0/24`,
      `lab_printer = ${s.code}-LAB-LBL01`,
      `open_hours = ${s.code === 'BRH' ? '00:00-24:00' : '08:00-19:30'}`,
      `escalation_contact = ${oneOf(random, NURSES)}`,
      '',
    );
    const kinds = ANALYSERS.filter((k) => big || ['HAEM', 'CHEM', 'URIN', 'ENDO'].includes(k[0]) || random() < 0.4);
    const devices: { kind: AnalyserKind; index: number }[] = kinds.map((kind) => ({ kind, index: 1 }));
    if (big) devices.splice(2, 0, { kind: ANALYSERS[1]!, index: 2 });
    if (s.code === 'BRH') devices.splice(1, 0, { kind: ANALYSERS[0]!, index: 2 });
    for (const { kind, index } of devices) {
      const [suffix, category, maker, model, prefix, mapping, protocol, firmwares] = kind;
      const id = `${s.code}-${suffix}-${pad2(index)}`;
      const year = between(random, 19, 26);
      const serial = serialFor(prefix, year - pick(random, 2));
      if (id === 'FEN-HAEM-01') needle = serial;
      const hostOctet = between(random, 20, 90);
      const installed = `20${year}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
      const replaced = random() < 0.3 || id === 'FEN-HAEM-01';
      lines.push(
        `[device:${id}]`,
        `description = ${category[0]!.toUpperCase()}${category.slice(1)} analyser, ${oneOf(random, ['prep room', 'lab', 'lab bench 2', 'ICU', 'theatre corridor'])}`,
        `site = ${s.name}`,
        `site_code = ${s.code}`,
        `category = ${category}`,
        `manufacturer = ${maker}`,
        `model = ${model}`,
        `serial = ${serial}`,
        ...(replaced ? [`replaces_serial = ${serialFor(prefix, year - between(random, 4, 7))}`] : []),
        `firmware = ${oneOf(random, firmwares)}`,
        `installed = ${installed}`,
        `host = 10.42.${s.subnet}.${hostOctet}`,
        `port = ${protocol.includes('serial') ? 'COM3' : String(50_000 + hostOctet)}`,
        `protocol = ${protocol}`,
        `mode = ${protocol.startsWith('hl7') ? 'client' : 'server'}`,
        `encoding = ${protocol.startsWith('hl7') ? 'utf-8' : 'latin-1'}`,
        `result_mapping = ${mapping}`,
        `qc_mapping = ${mapping.replace(/_v\d$/, '')}_qc`,
        `auto_release = ${category === 'haematology' ? 'false' : oneOf(random, ['true', 'false'])}`,
        `release_requires = ${oneOf(random, ['rvn', 'vet', 'rvn'])}`,
        `poll_interval_s = ${oneOf(random, ['10', '15', '30'])}`,
        `timeout_s = 30`,
        `retry_max = 5`,
        `retry_backoff_s = ${oneOf(random, ['10', '20'])}`,
        `worklist = pms`,
        `barcode_prefix = ${s.code}-`,
        `enabled = true`,
        `last_seen = ${iso(plusSeconds(when(15, 7 * 60 + 40), between(random, 0, 1400)))}`,
        `messages_today = ${between(random, 0, 40)}`,
        `service_contract = ${maker.split(' ')[0]!.toUpperCase()}-SC-${between(random, 10_000, 99_999)}`,
        `service_contract_expires = 20${between(random, 27, 29)}-${pad2(between(random, 1, 12))}-01`,
        `service_engineer = ${maker} field service, 0330 ${between(random, 100, 999)} ${between(random, 1000, 9999)}`,
        '',
        `[qc:${id}]`,
        `levels = ${category === 'urinalysis' || category === 'urine sediment' ? 1 : between(random, 2, 3)}`,
        `schedule = ${oneOf(random, ['daily 07:30', 'daily 08:00', 'each shift', 'weekly mon 08:00'])}`,
        `rules = 1-2s:warn, 1-3s:reject, 2-2s:reject, R-4s:reject`,
        `material = ${maker.split(' ')[0]} ${oneOf(random, ['Control Plus', 'Tri-Level Control', 'QC Set'])}`,
        `lot_source = pharmacy_stock`,
        `block_results_until_qc = ${oneOf(random, ['true', 'false'])}`,
        `last_run = ${iso(plusSeconds(when(15, 7 * 60 + 20), between(random, 0, 1800)))}`,
        '',
      );
    }
    for (const printer of ['LAB-LBL01', 'RECEP-LBL01']) {
      lines.push(
        `[printer:${s.code}-${printer}]`,
        `site_code = ${s.code}`,
        `model = ${oneOf(random, ['Zebra ZD421', 'Brother QL-820NWB', 'Zebra ZD421'])}`,
        `host = 10.42.${s.subnet}.${between(random, 100, 140)}`,
        `label = 50x25mm`,
        `template = specimen_barcode_v2`,
        '',
      );
    }
  }
  const output = lines.join('\n');
  return probe(
    'round 123: lab gateway config dump (INI)',
    'The engineer is asking for the serial number of the haematology analyser at Fenwick Bridge — what is it?',
    'labnet_config_dump',
    output,
    'haematology-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c1. The practice system's appointments export for yesterday, CSV.
// ---------------------------------------------------------------------------------------------------------------

const APPOINTMENT_REASONS: Record<string, readonly string[]> = {
  Dog: [
    'Vaccination – annual booster',
    'Lameness L hind',
    'Skin – itchy, licking paws',
    'Vomiting x2 days',
    'Post-op check',
    'Ear – head shaking',
    'Lump check',
    'Weight clinic',
    'Nurse – nail clip',
    'Dental check',
    'Diarrhoea',
    'Cough',
    'Repeat meds – Vetmedin',
    'Second opinion – limping',
    'Puppy vaccination 2nd',
    'Anal glands',
  ],
  Cat: [
    'Vaccination – booster',
    'Weight loss',
    'Hyperthyroid recheck',
    'Not eating',
    'Cystitis signs',
    'Abscess R fore',
    'Dental check',
    'Senior check',
    'Kitten vaccination 1st',
    'Post-op check',
  ],
  Rabbit: [
    'Vaccination – Myxo-RHD Plus',
    'Nail trim',
    'Weight check',
    'Gut stasis – not eating',
    'Dental – incisor trim',
    'Eye discharge',
    'Sore hocks',
  ],
};

const csv = (fields: readonly (string | number)[]): string =>
  fields.map((f) => (typeof f === 'string' && /[",]/.test(f) ? `"${f.replace(/"/g, '""')}"` : String(f))).join(',');

interface Appointment {
  start: number;
  length: number;
  clinician: string;
  client: string;
  pet: string;
  species: string;
  breed: string;
  reason: string;
  microchip: string;
  type?: string;
  status?: string;
}

function appointmentsExport(): EconomicsTask {
  const random = seededRandom(123_301);
  const chips = new Set<string>();
  const chip = () =>
    fresh(
      chips,
      () =>
        `${oneOf(random, ['941000', '985141', '977200', '900164', '826098'])}${String(between(random, 0, 999_999_999)).padStart(9, '0')}`,
    );
  const needle = chip();
  const ids = new Set<string>();
  const header = csv([
    'appointment_id',
    'site_code',
    'site_name',
    'date',
    'start',
    'end',
    'duration_min',
    'clinician',
    'room',
    'appointment_type',
    'client_id',
    'client_name',
    'patient_id',
    'patient_name',
    'species',
    'breed',
    'sex',
    'age',
    'weight_kg',
    'microchip',
    'reason',
    'status',
    'booked_via',
    'arrived',
    'invoice_no',
  ]);
  const rows: string[] = [header];
  let invoice = 503_118;
  for (const s of SITES) {
    const clinicians = shuffle(random, [...VETS]).slice(0, between(random, 4, 6));
    if (s.code === 'WES' && !clinicians.includes('Dr Laura Bianchi')) clinicians[0] = 'Dr Laura Bianchi';
    const planted: Appointment[] =
      s.code === 'WES'
        ? [
            {
              start: 10 * 60 + 20,
              length: 20,
              clinician: 'Dr Laura Bianchi',
              client: 'Varga, Kasia',
              pet: 'Nutmeg',
              species: 'Rabbit',
              breed: 'Netherland Dwarf',
              reason: 'Dental – molar spurs check',
              microchip: chip(),
            },
            {
              start: 14 * 60 + 50,
              length: 10,
              clinician: 'RVN Mairi Ross',
              client: 'Adair, Liam',
              pet: 'Clover',
              species: 'Rabbit',
              breed: 'Holland Lop',
              reason: 'Nurse – nail trim',
              microchip: '',
              type: 'Nurse 10',
            },
            {
              start: 15 * 60 + 10,
              length: 20,
              clinician: 'Dr Laura Bianchi',
              client: 'Hennessy, Pat & Maureen',
              pet: 'Barley',
              species: 'Rabbit',
              breed: 'Dwarf Lop',
              reason: 'Dental – overgrown incisors, burr under sedation',
              microchip: needle,
            },
            {
              start: 15 * 60 + 40,
              length: 15,
              clinician: 'Dr Laura Bianchi',
              client: 'Castellano, Rosa',
              pet: 'Pip',
              species: 'Rabbit',
              breed: 'Mini Lop',
              reason: 'Vaccination – Myxo-RHD Plus',
              microchip: chip(),
            },
          ]
        : s.code === 'OLD'
          ? [
              {
                start: 15 * 60 + 10,
                length: 20,
                clinician: clinicians[1]!,
                client: 'Petrakis, Ewan',
                pet: 'Hazel',
                species: 'Rabbit',
                breed: 'Dwarf Lop',
                reason: 'Dental – incisor trim',
                microchip: chip(),
              },
            ]
          : [];
    const list: Appointment[] = planted.map((p) => ({ ...p, status: 'Completed' }));
    for (const clinician of clinicians) {
      let t = 8 * 60 + 30 + pick(random, 3) * 10;
      while (t < 18 * 60 + 20) {
        const length = oneOf(random, [10, 15, 15, 20, 20, 30]);
        if (random() < 0.12) {
          t += 30;
          continue;
        }
        if (t >= 13 * 60 && t < 14 * 60 && random() < 0.8) {
          t = 14 * 60;
          continue;
        }
        if (planted.some((p) => p.clinician === clinician && t < p.start + p.length && p.start < t + length)) {
          t += length;
          continue;
        }
        let a = animal(random);
        if (s.code === 'WES') while (a.species === 'Lagomorph') a = animal(random);
        const species = a.species === 'Canine' ? 'Dog' : a.species === 'Feline' ? 'Cat' : 'Rabbit';
        list.push({
          start: t,
          length,
          clinician,
          client: clientName(random),
          pet: oneOf(random, PET_NAMES),
          species,
          breed: a.breed,
          reason: oneOf(random, APPOINTMENT_REASONS[species]!),
          microchip: random() < 0.75 ? chip() : '',
        });
        t += length + (random() < 0.2 ? 10 : 0);
      }
    }
    list.sort((x, y) => x.start - y.start || x.clinician.localeCompare(y.clinician));
    for (const a of list) {
      const start = when(14, a.start);
      const end = when(14, a.start + a.length);
      const roll = random();
      const status = a.status ?? (roll < 0.86 ? 'Completed' : roll < 0.93 ? 'DNA' : 'Cancelled');
      const arrived = status === 'Completed' ? hm(plusSeconds(start, 60 * between(random, -12, 6))) : '';
      if (status === 'Completed') invoice += between(random, 1, 9);
      const nurse = a.clinician.startsWith('RVN');
      const age =
        a.species === 'Rabbit'
          ? `${between(random, 0, 9)}y ${between(random, 0, 11)}m`
          : `${between(random, 0, 15)}y ${between(random, 0, 11)}m`;
      rows.push(
        csv([
          fresh(ids, () => `APT-${between(random, 2_000_000, 2_999_999)}`),
          s.code,
          s.name,
          ymd(start),
          hm(start),
          hm(end),
          a.length,
          a.clinician,
          nurse ? 'Nurse room' : `Consult ${between(random, 1, 4)}`,
          a.type ?? (nurse ? `Nurse ${a.length}` : a.length >= 20 ? 'Consult 20' : a.length === 15 ? 'Consult 15' : 'Recheck 10'),
          `C-0${between(random, 10_000, 39_999)}`,
          a.client,
          `P-00${between(random, 10_000, 59_999)}`,
          a.pet,
          a.species,
          a.breed,
          oneOf(random, SEXES),
          age,
          weightFor(random, a.species === 'Dog' ? 'Canine' : a.species === 'Cat' ? 'Feline' : 'Lagomorph', a.breed),
          a.microchip,
          a.reason,
          status,
          oneOf(random, ['Phone', 'Phone', 'Online', 'Reception', 'App']),
          arrived,
          status === 'Completed' ? `INV-${invoice}` : '',
        ]),
      );
    }
  }
  const output = `${rows.join('\n')}\n`;
  return probe(
    'round 123: appointments export (CSV)',
    "We've had a lovely card from a rescue this morning about a bunny they rehomed. The couple who adopted it brought it into Westmere yesterday a bit after three to get its teeth seen to. What chip number do we have for that lop-eared one?",
    'pms_appointments_export',
    output,
    'rabbit-microchip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c2. The controlled drugs register export, one key=value line per entry.
// ---------------------------------------------------------------------------------------------------------------

/** A register: code, the drug as the register heads it, schedule, smallest and largest dose in ml, bottle prefix. */
type Register = readonly [string, string, number, number, number, string];

const CD_REGISTERS: readonly Register[] = [
  ['BUP', 'Buprenorphine 0.3 mg/ml solution for injection (Vetergesic) 10 ml', 3, 0.1, 1.2, 'VTG'],
  ['FTY', 'Fentanyl 50 micrograms/ml solution for injection (Fentadon) 10 ml', 2, 0.2, 2.0, 'FTD'],
  ['KET', 'Ketamine 100 mg/ml solution for injection (Ketamidor) 10 ml', 2, 0.1, 0.6, 'KTD'],
  ['MET', 'Methadone 10 mg/ml solution for injection (Comfortan) 10 ml', 2, 0.1, 0.8, 'CMF'],
  ['MOR', 'Morphine sulfate 10 mg/ml solution for injection 1 ml amp', 2, 0.1, 1.0, 'MSI'],
  ['PTH', 'Pethidine 50 mg/ml solution for injection (Pethidine Forte) 10 ml', 2, 0.2, 1.5, 'PTF'],
];

interface CdEntry {
  time: Date;
  pet: string;
  species: string;
  breed: string;
  weight: string;
  patientId: string;
  qty?: number;
}

function cdRegisterExport(): EconomicsTask {
  const random = seededRandom(123_302);
  const lines: string[] = [
    '# controlled-drugs register export  scope=all-sites  from=2027-04-01  to=2027-04-15  generated=2027-04-15T08:12:44+01:00  format=kv/1',
    '# one line per register entry; qty_ml negative = out of stock, positive = into stock; balance_ml is the running balance after the entry',
  ];
  const lab = (pet: string, patientId: string, weight: string, day: number, minutes: number, qty: number): CdEntry => ({
    time: plusSeconds(when(day, minutes), between(random, 0, 59)),
    pet,
    species: 'canine',
    breed: 'Labrador Retriever',
    weight,
    patientId,
    qty,
  });
  const plantedFor: Record<string, CdEntry[]> = {
    'OLD-MET': [
      lab('Moss', 'P-0047731', '32.1', 14, 16 * 60 + 38, 0.35),
      lab('Bear', 'P-0039915', '36.8', 13, 16 * 60 + 42, 0.4),
      { ...lab('Rolo', 'P-0050212', '29.4', 14, 15 * 60 + 21, 0.3), breed: 'Golden Retriever' },
      { ...lab('Cleo', 'P-0044790', '4.2', 14, 16 * 60 + 51, 0.08), species: 'feline', breed: 'Domestic Shorthair' },
    ],
    'OLD-BUP': [lab('Moss', 'P-0047731', '32.1', 14, 16 * 60 + 40, 1.1)],
    'KES-MET': [lab('Ted', 'P-0030457', '34.0', 14, 16 * 60 + 39, 0.35)],
  };
  let needle = '';
  for (const s of SITES) {
    for (const [code, drug, schedule, lo, hi, bottlePrefix] of CD_REGISTERS) {
      const register = `${s.code}-${code}`;
      const planted = plantedFor[register] ?? [];
      const entries: CdEntry[] = [...planted];
      for (let day = 1; day <= 15; day++) {
        const count = day === 15 ? pick(random, 2) : pick(random, 4);
        for (let k = 0; k < count; k++) {
          const minutes =
            day === 15
              ? between(random, 0, 8 * 60)
              : s.code === 'BRH'
                ? between(random, 0, 24 * 60 - 1)
                : between(random, 8 * 60 + 15, 19 * 60);
          if (register === 'OLD-MET' && (day === 13 || day === 14) && minutes > 14 * 60) continue;
          let a = animal(random);
          while (a.species === 'Lagomorph' || (register === 'OLD-MET' && a.breed === 'Labrador Retriever')) a = animal(random);
          entries.push({
            time: plusSeconds(when(day, minutes), between(random, 0, 59)),
            pet: oneOf(random, PET_NAMES),
            species: a.species.toLowerCase(),
            breed: a.breed,
            weight: weightFor(random, a.species, a.breed),
            patientId: `P-00${between(random, 10_000, 59_999)}`,
          });
        }
      }
      entries.sort((x, y) => x.time.getTime() - y.time.getTime());
      let balance = between(random, 8, 45);
      let entryNo = between(random, 120, 640);
      let bottle = `${bottlePrefix}-${between(random, 2210, 2312)}-${oneOf(random, ['A', 'B', 'C'])}`;
      lines.push(
        `register=${register} site=${s.code} drug="${drug}" schedule=${schedule} unit=ml opening_balance_ml=${balance.toFixed(2)} opened=2027-04-01 keeper="${oneOf(random, VETS)}"`,
      );
      const base = (time: Date) =>
        `ts=${iso(time)} site=${s.code} register=${register} entry=${register}-${String(++entryNo).padStart(4, '0')}`;
      for (const e of entries) {
        const qty = e.qty ?? Number((lo + random() * (hi - lo)).toFixed(2));
        if (balance < qty + 1) {
          bottle = `${bottlePrefix}-${between(random, 2301, 2404)}-${oneOf(random, ['A', 'B', 'C'])}`;
          balance += 50;
          lines.push(
            `${base(plusSeconds(e.time, -60 * between(random, 30, 90)))} type=received qty_ml=+50.00 balance_ml=${balance.toFixed(2)} supplier="NVS Wholesale" ` +
              `invoice=NVS-${between(random, 400_000, 499_999)} bottle=${bottle} by="${oneOf(random, NURSES)}" witness="${oneOf(random, VETS)}"`,
          );
        }
        balance -= qty;
        const wasted = e.qty === undefined && random() < 0.06;
        const entry = `${base(e.time)} type=${wasted ? 'destroyed' : 'administered'} qty_ml=-${qty.toFixed(2)} balance_ml=${balance.toFixed(2)}`;
        if (e === planted[0] && register === 'OLD-MET') needle = `${register}-${String(entryNo).padStart(4, '0')}`;
        lines.push(
          wasted
            ? `${entry} reason="drawn up, not used" bottle=${bottle} by="${oneOf(random, NURSES)}" witness="${oneOf(random, VETS)}"`
            : `${entry} patient_id=${e.patientId} patient="${e.pet}" species=${e.species} breed="${e.breed}" weight_kg=${e.weight} ` +
                `prescriber="${oneOf(random, VETS)}" by="${oneOf(random, NURSES)}" witness="${oneOf(random, NURSES)}" bottle=${bottle}`,
        );
      }
      lines.push(
        `ts=${iso(when(15, 7 * 60 + between(random, 30, 59)))} site=${s.code} register=${register} type=balance_check counted_ml=${balance.toFixed(2)} ` +
          `book_ml=${balance.toFixed(2)} by="${oneOf(random, NURSES)}"`,
      );
    }
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 123: controlled drugs register (key=value)',
    "I'm doing the controlled drugs book check at Oldcastle Road this week. Someone drew up methadone for a Lab late yesterday afternoon, around twenty to five — what's the entry number for that one?",
    'cd_register_export',
    output,
    'methadone-entry',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c3. The accounts team's open insurance claims report, text blocks.
// ---------------------------------------------------------------------------------------------------------------

/** An insurer and how its claim references look. */
const INSURERS: readonly (readonly [string, (random: () => number) => string])[] = [
  ['Harbourside Pet Insurance', (r) => `HPI-${between(r, 1_000_000, 9_999_999)}`],
  ['Greenfield Pet Cover', (r) => `GPC/${between(r, 26, 27)}/${between(r, 100_000, 999_999)}`],
  ['Paws & Claws Mutual', (r) => `PCM${between(r, 10_000_000, 99_999_999)}`],
  ['Northstar Animal Insurance', (r) => `NSA-27-${String(between(r, 1, 999_999)).padStart(6, '0')}`],
  ['Kindred Pet', (r) => `KP${between(r, 100_000_000, 999_999_999)}`],
];

const CLAIM_CONDITIONS: readonly (readonly [string, string, number, number])[] = [
  ['Gastroenteritis, acute', 'Hospitalised 2 nights; IV fluids; maropitant', 480, 1400],
  ['Otitis externa, bilateral', 'Ear cytology; Osurnia x2', 120, 380],
  ['Atopic dermatitis', 'Apoquel; Cytopoint injection; recheck', 160, 520],
  ['Foreign body – small intestine', 'Radiographs; enterotomy; hospitalisation 2 nights', 1900, 3800],
  ['Pyometra', 'Emergency ovariohysterectomy; IV antibiotics', 1500, 2900],
  ['Diabetes mellitus', 'Glucose curves x3; Caninsulin; fructosamine', 420, 1100],
  ['Hyperthyroidism', 'Total T4; Felimazole; recheck bloods', 180, 450],
  ['Laceration – R fore paw', 'GA; wound repair; dressing changes x3', 520, 1150],
  ['Mast cell tumour – L flank', 'Excision with margins; histopathology', 900, 1800],
  ['Urethral obstruction', 'Unblocking under GA; catheter; hospitalisation 3 nights', 1400, 2600],
  ['Chronic kidney disease', 'Bloods; urinalysis; blood pressure; renal diet', 300, 700],
  ['Epilepsy (idiopathic)', 'Phenobarbital; serum levels', 200, 520],
  ['Hit by car – pelvic fractures', 'CT; cage rest; analgesia; hospitalisation 4 nights', 2400, 5200],
];

const DOG_COLOURS = [
  'black',
  'yellow',
  'chocolate',
  'tan',
  'tricolour',
  'brindle',
  'white',
  'red',
  'liver & white',
  'blue merle',
  'golden',
];
const CAT_COLOURS = ['tabby', 'black', 'black & white', 'tortoiseshell', 'ginger', 'grey', 'seal point'];

interface Claim {
  client: string;
  pet: string;
  species: string;
  breed: string;
  colour: string;
  weight: string;
  condition: string;
  treatment: string;
  treated: number;
  amount: number;
}

function insuranceClaimsReport(): EconomicsTask {
  const random = seededRandom(123_303);
  const refs = new Set<string>();
  const rule = '-'.repeat(92);
  const col = (label: string, value: string, label2?: string, value2?: string) =>
    `${label.padEnd(12)}: ${label2 === undefined ? value : `${value.padEnd(36)}${label2.padEnd(12)}: ${value2}`}`;
  const gbp = (x: number) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const lab = (
    client: string,
    pet: string,
    colour: string,
    weight: string,
    condition: string,
    treatment: string,
    treated: number,
    amount: number,
  ): Claim => ({
    client,
    pet,
    species: 'Canine',
    breed: 'Labrador Retriever',
    colour,
    weight,
    condition,
    treatment,
    treated,
    amount,
  });
  const target = lab(
    'Achterberg, Willem',
    'Otis',
    'black',
    '41.2',
    'CCL rupture, R stifle',
    'TPLO R; post-op radiographs; hydrotherapy x4 (booked)',
    9,
    3284.1,
  );
  /** Every open claim, with its site, its treatment end and its submission day (days of April 2027). */
  const all: { site: Site; claim: Claim; until: number; submitted: number; seq: number }[] = [];
  for (const s of SITES) {
    const claims: Claim[] = [];
    const count = between(random, 24, 32);
    for (let k = 0; k < count; k++) {
      let a = animal(random);
      while (a.species === 'Lagomorph') a = animal(random);
      const colour = a.species === 'Canine' ? oneOf(random, DOG_COLOURS) : oneOf(random, CAT_COLOURS);
      if (s.code === 'FEN' && a.breed === 'Labrador Retriever' && colour === 'black') continue;
      const [condition, treatment, low, high] = oneOf(random, CLAIM_CONDITIONS);
      claims.push({
        client: clientName(random),
        pet: oneOf(random, PET_NAMES),
        species: a.species,
        breed: a.breed,
        colour,
        weight: weightFor(random, a.species, a.breed),
        condition,
        treatment,
        treated: between(random, -44, 11),
        amount: between(random, low * 100, high * 100) / 100,
      });
    }
    if (s.code === 'FEN') {
      claims.push(
        target,
        lab('Pearce, Gemma', 'Bruno', 'black', '38.5', 'Gastroenteritis, acute', 'Hospitalised 1 night; IV fluids; maropitant', 9, 712.4),
        lab('Gallagher, Helen', 'Maisie', 'yellow', '33.0', 'CCL rupture, L stifle', 'TPLO L; post-op radiographs', 2, 3190.55),
        lab(
          'Ogden, Marek',
          'Bear',
          'black',
          '36.9',
          'Cranial cruciate ligament disease, R stifle',
          'Lateral fabellotibial suture R; physiotherapy',
          -19,
          2145.0,
        ),
        {
          ...lab('Rasmussen, Nia', 'Skye', 'blue merle', '19.7', 'Patellar luxation, L', 'Trochlear wedge recession L', 9, 2480.0),
          breed: 'Border Collie',
        },
      );
    }
    if (s.code === 'MIL')
      claims.push(lab('Moreau, Kwame', 'Hugo', 'black', '40.3', 'CCL rupture, R stifle', 'TPLO R; post-op radiographs', 9, 3302.0));
    for (const claim of claims) {
      const until = claim === target ? 12 : claim.treated + between(random, 0, 3);
      all.push({ site: s, claim, until, submitted: Math.min(15, until + between(random, 0, 3)), seq: 0 });
    }
  }
  // Claim numbers follow the order the claims were made in, whatever the site.
  [...all].sort((x, y) => x.submitted - y.submitted || x.until - y.until).forEach((c, k) => (c.seq = 1500 + k * 2 + pick(random, 2)));
  let needle = '';
  const lines: string[] = [
    'ASHGROVE VETERINARY PARTNERS                                            Insurance claims – open',
    'Run: 15/04/2027 08:20   User: accounts.ash   Filter: status <> SETTLED, all sites   Sort: site, claim',
    '='.repeat(92),
  ];
  for (const s of SITES) {
    const claims = all.filter((c) => c.site === s).sort((x, y) => x.seq - y.seq);
    lines.push('', `=== ${pad2(s.branch)} ${s.name} (${s.code}) — ${claims.length} open claims ===`);
    for (const { claim: c, until, submitted, seq } of claims) {
      const [insurer, makeRef] = oneOf(random, INSURERS);
      const ref = fresh(refs, () => makeRef(random));
      if (c === target) needle = ref;
      const sex = c.condition === 'Pyometra' ? 'FE' : oneOf(random, SEXES);
      lines.push(
        rule,
        col('Claim', `AVP-CLM-27-${String(seq).padStart(5, '0')}`, 'Insurer', insurer),
        col('Insurer ref', ref, 'Policy no.', `${insurer.slice(0, 2).toUpperCase()}-${between(random, 10_000_000, 99_999_999)}`),
        col('Client', c.client, 'Submitted', `${dmy(when(submitted))} (${oneOf(random, ['direct', 'direct', 'client-paid'])})`),
        col(
          'Patient',
          `${c.pet}, ${c.species}, ${c.breed}, ${c.colour}, ${sex}, ${between(random, 1, 13)}y ${between(random, 0, 11)}m, ${c.weight} kg`,
        ),
        col('Condition', c.condition),
        col('Treatment', c.treatment),
        col('Treated', `${dmy(when(c.treated))} – ${dmy(when(until))}`, 'Vet', oneOf(random, VETS)),
        `${'Claimed'.padEnd(12)}: ${gbp(c.amount)}   Excess: ${gbp(oneOf(random, [99, 120, 150, 250]))}   Co-pay: ${oneOf(random, ['0%', '0%', '20%'])}   ` +
          `Status: ${oneOf(random, ['AWAITING INSURER', 'AWAITING INSURER', 'INFO REQUESTED', 'PART PAID', 'AWAITING CLIENT FORM'])}`,
      );
    }
    lines.push(rule);
  }
  lines.push('', 'End of report.');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 123: open insurance claims report (text)',
    'The insurer has phoned three times today already, sigh. For the knee op we did on the big black Lab at Fenwick Bridge last Friday, what reference did the insurance company give us for the claim?',
    'insurance_claims_report',
    output,
    'claim-insurer-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d1. The PACS storage usage per study, a fixed-width table.
// ---------------------------------------------------------------------------------------------------------------

function pacsStorageUsage(): EconomicsTask {
  const random = seededRandom(123_401);
  const n = 1100;
  const span = (44 * 24 + 12) * 60;
  const targetIndex = Math.floor(n * 0.49);
  const seqs = new Map<string, number>();
  const columns = (cells: readonly string[]) =>
    [
      cells[0]!.padEnd(15),
      cells[1]!.padEnd(17),
      cells[2]!.padEnd(5),
      cells[3]!.padEnd(4),
      cells[4]!.padEnd(25),
      cells[5]!.padEnd(20),
      cells[6]!.padStart(6),
      cells[7]!.padStart(8),
      cells[8]!.padStart(11),
      '  ' + cells[9]!.padEnd(9),
      cells[10]!,
    ].join(' ');
  const lines: string[] = [
    '$ pacs-admin storage usage --from 2027-03-01 --to 2027-04-14 --per-study --sort date',
    'orthanc-avp-01  storage: /srv/pacs (ZFS pool pacs01)  dedup: off  report generated 2027-04-15 07:02:55',
    '',
    columns(['ACCESSION', 'STUDY DATE', 'SITE', 'MOD', 'PATIENT', 'DESCRIPTION', 'SERIES', 'IMAGES', 'SIZE (MB)', 'TIER', 'COMPRESSION']),
    columns([
      '-'.repeat(15),
      '-'.repeat(17),
      '-'.repeat(5),
      '-'.repeat(4),
      '-'.repeat(25),
      '-'.repeat(20),
      '-'.repeat(6),
      '-'.repeat(8),
      '-'.repeat(11),
      '-'.repeat(9),
      '-'.repeat(12),
    ]),
  ];
  let needle = '';
  let total = 0;
  let totalImages = 0;
  for (let i = 0; i < n; i++) {
    const time = when(-30, 7 * 60 + Math.floor((i * span) / n) + pick(random, Math.floor(span / n)));
    const hour = time.getUTCHours();
    const roll = random();
    const modality = i === targetIndex ? 'CT' : roll < 0.56 ? 'DX' : roll < 0.8 ? 'US' : roll < 0.89 ? 'CT' : roll < 0.96 ? 'IO' : 'ES';
    const siteCode = hour < 8 || hour >= 19 ? 'BRH' : modality === 'CT' ? oneOf(random, ['ASH', 'BRH']) : oneOf(random, SITES).code;
    const dayKey = `${siteCode}${ymd(time).slice(2).replace(/-/g, '')}`;
    const seq = (seqs.get(dayKey) ?? 0) + 1;
    seqs.set(dayKey, seq);
    const accession = `${dayKey}-${String(seq).padStart(3, '0')}`;
    const description = oneOf(random, STUDY_KINDS[modality]!);
    let series: number;
    let images: number;
    let size: number;
    if (modality === 'DX') {
      series = description.includes('3 VIEW') ? 3 : description.includes('VD') ? 1 : 2;
      images = series;
      size = images * (between(random, 90, 260) / 10);
    } else if (modality === 'US') {
      series = between(random, 1, 4);
      images = between(random, 12, 140);
      size = images * (between(random, 8, 30) / 10);
    } else if (modality === 'CT') {
      series = between(random, 2, 4);
      images = between(random, 320, 1850);
      size = images * (between(random, 48, 56) / 100);
    } else if (modality === 'IO') {
      series = 1;
      images = between(random, 6, 16);
      size = images * (between(random, 15, 40) / 10);
    } else {
      series = between(random, 1, 3);
      images = between(random, 4, 30);
      size = between(random, 1800, 9800) / 10;
    }
    if (i === targetIndex) {
      needle = accession;
      series = 3;
      images = 41_736;
      size = images * 0.524;
    }
    total += size;
    totalImages += images;
    const patient = `${oneOf(random, SURNAMES).toUpperCase()}^${oneOf(random, PET_NAMES).toUpperCase()}`;
    const age = when(15).getTime() - time.getTime();
    const tier = age > 30 * 86_400_000 ? 'nearline' : 'online';
    lines.push(
      columns([
        accession,
        `${ymd(time)} ${hm(time)}`,
        siteCode,
        modality,
        patient.slice(0, 25),
        description,
        String(series),
        images.toLocaleString('en-GB'),
        size.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        tier,
        modality === 'ES' ? 'H.264' : 'J2K-lossless',
      ]),
    );
  }
  lines.push(
    '',
    `${n.toLocaleString('en-GB')} studies, ${totalImages.toLocaleString('en-GB')} instances, ${(total / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} GB`,
    'pool pacs01: 7.2 TB used of 16.0 TB (45%)',
  );
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 123: PACS storage usage (fixed-width)',
    'One of the CT scans seems to be taking up a silly amount of space on the PACS compared to all the others — which study is it?',
    'pacs_storage_usage',
    output,
    'big-ct-study',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d2. The lab gateway's syslog for the week: QC runs among the result traffic.
// ---------------------------------------------------------------------------------------------------------------

function labGatewaySyslog(): EconomicsTask {
  const random = seededRandom(123_402);
  const chemistry = SITES.flatMap((s) =>
    ['ASH', 'BRH', 'KES', 'MIL'].includes(s.code) ? [`${s.code}-CHEM-01`, `${s.code}-CHEM-02`] : [`${s.code}-CHEM-01`],
  );
  const haematology = SITES.map((s) => `${s.code}-HAEM-01`);
  const operators = NURSES.map((x) => x.replace('RVN ', '').toLowerCase().replace(' ', '.'));
  const needle = 'CQ2702-L1';
  const odd = { device: 'TAM-CHEM-01', day: 12 };
  const events: { t: number; text: string }[] = [];
  const stamp = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${hms(d)}`;
  const push = (d: Date, process: string, text: string) =>
    events.push({ t: d.getTime(), text: `${stamp(d)} labnet-gw01 ${process}: ${text}` });
  let control = 0;
  for (let day = 8; day <= 15; day++) {
    const tag = `27${pad2(4)}${pad2(day)}`;
    for (const device of chemistry) {
      const siteCode = device.slice(0, 3);
      const morning = when(day, siteCode === 'BRH' ? 6 * 60 + 30 : 7 * 60 + 20);
      for (const level of [1, 2]) {
        const at = plusSeconds(morning, between(random, 0, 40 * 60) + level * 140);
        const lot = device === odd.device && day === odd.day && level === 1 ? needle : `CQ2704-L${level}`;
        const exp = lot === needle ? '2027-08-31' : '2027-10-31';
        const within = between(random, 15, 16);
        push(
          at,
          'qcd[2214]',
          `device=${device} model="Corvid ChemStation 600" run=QC${tag}-${device}-L${level} level=${level} material="Corvid Tri-Level Control" ` +
            `lot=${lot} lot_exp=${exp} analytes=16 within_2sd=${within} within_3sd=16 westgard=accept operator=${oneOf(random, operators)}`,
        );
      }
    }
    for (const device of haematology) {
      const morning = when(day, device.startsWith('BRH') ? 6 * 60 + 30 : 7 * 60 + 15);
      for (const level of ['low', 'normal', 'high']) {
        const at = plusSeconds(morning, between(random, 0, 45 * 60));
        push(
          at,
          'qcd[2214]',
          `device=${device} model="Lumen HX-5" run=QC${tag}-${device}-${level.toUpperCase()} level=${level} material="Lumen HX Tri-Level" ` +
            `lot=HX3-2703-${level.slice(0, 2).toUpperCase()} lot_exp=2027-06-15 analytes=12 within_2sd=${between(random, 11, 12)} within_3sd=12 westgard=accept ` +
            `operator=${oneOf(random, operators)}`,
        );
      }
    }
    if (day === 15) continue;
    for (const device of [...chemistry, ...haematology]) {
      const siteCode = device.slice(0, 3);
      const count = between(random, 6, 14);
      for (let k = 0; k < count; k++) {
        const at = when(day, siteCode === 'BRH' ? between(random, 0, 24 * 60 - 1) : between(random, 8 * 60 + 30, 19 * 60));
        const sent = plusSeconds(at, between(random, 0, 59));
        const accession = `${siteCode}-L-${tag}-${String(between(random, 1, 180)).padStart(4, '0')}`;
        control++;
        push(
          sent,
          'resultd[2219]',
          `device=${device} msg=ORU^R01 accession=${accession} patient=P-00${between(random, 10_000, 59_999)} tests=${device.includes('HAEM') ? 'CBC' : oneOf(random, ['BIO18', 'BIO10', 'PRE-GA', 'SDMA', 'GLU'])} forwarded=pms latency_ms=${between(random, 180, 900)}`,
        );
        push(
          plusSeconds(sent, 1),
          'hl7out[2231]',
          `to=pms.avp.internal:2575 control_id=LN${tag}${String(control).padStart(6, '0')} ack=AA bytes=${between(random, 900, 4200)}`,
        );
      }
    }
    for (const s of SITES) {
      push(
        when(day, 23 * 60 + 55),
        'qcd[2214]',
        `daily summary site=${s.code} qc_runs=${chemistry.filter((d) => d.startsWith(s.code)).length * 2 + 3} accepted=all results_forwarded=${between(random, 20, 160)}`,
      );
    }
  }
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  return probe(
    'round 123: lab gateway syslog (QC lots)',
    "All the chemistry analysers are supposed to be on this month's batch of QC material now. Has any run this week been done with a different control lot, and which lot was it?",
    'labnet_syslog',
    output,
    'odd-qc-lot',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d3. The endpoint inventory of the practice's PCs, NDJSON.
// ---------------------------------------------------------------------------------------------------------------

function endpointInventory(): EconomicsTask {
  const random = seededRandom(123_403);
  const needle = 'KES-RECEP-02';
  const macs = new Set<string>();
  const records: string[] = [];
  const roles: readonly (readonly [string, string, number, number])[] = [
    ['CONS', 'consult', 3, 6],
    ['ICU', 'icu', 0, 0],
    ['KENNEL', 'wards', 0, 1],
    ['LAB', 'lab', 1, 1],
    ['OFFICE', 'office', 1, 2],
    ['PHARM', 'pharmacy', 1, 1],
    ['PREP', 'prep', 1, 2],
    ['RECEP', 'reception', 2, 4],
    ['THEATRE', 'theatre', 1, 1],
    ['XRAY', 'imaging', 1, 1],
  ];
  const hosts: { name: string; site: Site; role: string }[] = [];
  for (const s of SITES) {
    for (const [code, role, lo, hi] of roles) {
      const count = code === 'ICU' && s.code === 'BRH' ? 2 : s.code === 'KES' && code === 'RECEP' ? 3 : between(random, lo, hi);
      for (let k = 1; k <= count; k++) hosts.push({ name: `${s.code}-${code}-${pad2(k)}`, site: s, role });
    }
  }
  hosts.sort((x, y) => x.name.localeCompare(y.name));
  for (const h of hosts) {
    const model = oneOf(random, [
      'HP EliteDesk 800 G6 Mini',
      'HP EliteDesk 800 G8 Mini',
      'Dell OptiPlex 7010 Micro',
      'Dell OptiPlex 7090 Micro',
      'Lenovo ThinkCentre M70q',
    ]);
    const cpu = model.includes('G6') ? 'Intel Core i5-10500T' : model.includes('7090') ? 'Intel Core i5-11500T' : 'Intel Core i5-12500T';
    const bootDay = between(random, 5, 14);
    records.push(
      JSON.stringify({
        hostname: h.name,
        site: h.site.code,
        site_name: h.site.name,
        role: h.role,
        ip: `10.42.${h.site.subnet}.${between(random, 150, 250)}`,
        mac: fresh(
          macs,
          () => `${oneOf(random, ['3c:52:82', '98:e7:43', 'e8:80:88', 'b0:7b:25'])}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
        ),
        hw_model: model,
        hw_serial: `${model.startsWith('HP') ? 'CZC' : model.startsWith('Dell') ? 'DL' : 'PF'}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)}`,
        cpu,
        ram_gb: oneOf(random, [16, 16, 8, 32]),
        disk_free_gb: Number((between(random, 600, 3900) / 10).toFixed(1)),
        os: 'Windows 11 Pro',
        os_build: oneOf(random, ['22631.4317', '22631.4317', '22631.4391']),
        last_boot: iso(when(bootDay, between(random, 6 * 60, 9 * 60))),
        last_seen: iso(plusSeconds(when(15, 7 * 60 + 30), between(random, 0, 2400))),
        logged_on_user: `AVP\\${h.site.code.toLowerCase()}.${h.role}`,
        apps: {
          vetsuite_desktop: h.name === needle ? '8.11.7' : '8.14.2',
          vetsuite_imaging_bridge: '2.6.1',
          labnet_client: '4.8.2',
          chrome: oneOf(random, ['124.0.6367.91', '124.0.6367.91', '124.0.6367.118']),
          acrobat_reader: '24.002.20687',
          teams: '24033.811.2738.2546',
        },
        printers:
          h.role === 'reception'
            ? [`${h.site.code}-RECEP-LBL01`, `${h.site.code}-RECEP-A4`]
            : [`${h.site.code}-${h.role === 'lab' ? 'LAB-LBL01' : 'MFP-01'}`],
        av: { product: 'Microsoft Defender', signatures: '1.411.214.0', realtime: true },
        patch_ring: oneOf(random, ['broad', 'broad', 'broad', 'pilot']),
      }),
    );
  }
  const output = `${records.join('\n')}\n`;
  return probe(
    'round 123: endpoint inventory (NDJSON)',
    'Is one of the front desk PCs still on an older version of the practice software than the rest? Which machine is it?',
    'endpoint_inventory',
    output,
    'old-client-pc',
    needle,
  );
}

export function roundOneHundredTwentyThree(): EconomicsTask[] {
  return [
    labResultsExport(),
    pharmacyStockExport(),
    remindersReport(),
    pacsStudyQuery(),
    outstandingInvoices(),
    labGatewayConfig(),
    appointmentsExport(),
    cdRegisterExport(),
    insuranceClaimsReport(),
    pacsStorageUsage(),
    labGatewaySyslog(),
    endpointInventory(),
  ];
}
