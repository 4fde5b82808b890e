/**
 * Probe round 66, written blind: the Larchmere Zoological Society (Larchmere Zoo and its Tidewater Aquarium):
 * animal records, husbandry logs, aquarium life support and water quality, veterinary hospital, keeper rotas,
 * ticketing and membership, enclosure access control and the visitor app. "Today" is Thursday, 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - animal records API (minified JSON specimen export): the microchip number of Kesari, the male Sumatran tiger;
 *  - aquarium SCADA alarm journal (one-line XML): when last night's low level alarm on the Shark Reef sump came in;
 *  - visitor app (minified JS bundle): the API endpoint the map screen calls for live queue wait times;
 * b. The answer a few lines away from the line the question's words match:
 *  - veterinary hospital anaesthesia records (pretty JSON): when Juniper the giraffe got her reversal drug on Tuesday;
 *  - enclosure access control site configuration (TOML): the card reader serial on the tiger night dens keeper door;
 *  - encounter bookings (YAML): the lead guest's phone number on Saturday's Penguin Pal booking under Okafor;
 * c. A question that paraphrases the output or carries a preamble:
 *  - keeper daily reports (text log): when the male two-toed sloth was last seen to pass droppings ("bowel movement");
 *  - membership payments (psql table): the card a member tried to renew her "family pass" with (a declined household renewal);
 *  - aquarium maintenance system (CMMS work order history): the work order that last replaced the sand in the "big shark tank" filters;
 * d. One value unlike its peers, with no error word near it:
 *  - water quality telemetry (CSV): the one redox (ORP) reading far from all the others;
 *  - penguin weigh-ins (fixed-width weight report): the one weight that does not fit the colony's;
 *  - keeper rota (CSV shift export): the paid hours of the one shift far longer than the rest.
 * Not among the bench's targets.
 * First run, at 6269b22, the head this session began at (with this file; `ROUNDS=66
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,462,675 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 66: specimen export (minified JSON)
 *     codex: 12,477 tokens, peak 12,404, 0/1 needles, 0 read-backs
 *     context-chef: 644 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,192 tokens, peak 3,890, 0/1 needles, 4 read-backs
 *     ours: 7,812 tokens, peak 3,221, 0/1 needles, 3 read-backs
 *   round 66: SCADA alarm journal (one-line XML)
 *     codex: 16,495 tokens, peak 16,420, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,795 tokens, peak 7,962, 0/1 needles, 4 read-backs
 *     ours: 27,610 tokens, peak 10,332, 0/1 needles, 4 read-backs
 *   round 66: visitor app bundle (minified JS)
 *     codex: 15,559 tokens, peak 15,485, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 708, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,335 tokens, peak 1,531, 0/1 needles, 3 read-backs
 *     ours: 3,487 tokens, peak 978, 1/1 needles, 3 read-backs
 *   round 66: vet anaesthesia records (pretty JSON)
 *     codex: 13,287 tokens, peak 13,210, 0/1 needles, 0 read-backs
 *     context-chef: 695 tokens, peak 618, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,765 tokens, peak 2,903, 0/1 needles, 2 read-backs
 *     ours: 6,820 tokens, peak 3,065, 0/1 needles, 2 read-backs
 *   round 66: access control config (TOML)
 *     codex: 14,905 tokens, peak 14,830, 0/1 needles, 0 read-backs
 *     context-chef: 704 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,756 tokens, peak 8,408, 0/1 needles, 4 read-backs
 *     ours: 29,197 tokens, peak 10,893, 0/1 needles, 4 read-backs
 *   round 66: encounter bookings (YAML)
 *     codex: 14,676 tokens, peak 14,596, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,984 tokens, peak 1,504, 0/1 needles, 2 read-backs
 *     ours: 3,148 tokens, peak 1,206, 1/1 needles, 2 read-backs
 *   round 66: keeper daily reports (preamble, paraphrase)
 *     codex: 14,021 tokens, peak 13,924, 0/1 needles, 0 read-backs
 *     context-chef: 738 tokens, peak 641, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,076 tokens, peak 3,239, 0/1 needles, 2 read-backs
 *     ours: 7,143 tokens, peak 3,373, 0/1 needles, 2 read-backs
 *   round 66: membership payments (psql, preamble, paraphrase)
 *     codex: 16,011 tokens, peak 15,912, 0/1 needles, 0 read-backs
 *     context-chef: 786 tokens, peak 687, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,725 tokens, peak 4,014, 1/1 needles, 2 read-backs
 *     ours: 4,972 tokens, peak 2,820, 1/1 needles, 2 read-backs
 *   round 66: CMMS work order history (preamble, paraphrase)
 *     codex: 12,173 tokens, peak 12,072, 0/1 needles, 0 read-backs
 *     context-chef: 693 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,468 tokens, peak 2,928, 0/1 needles, 3 read-backs
 *     ours: 7,729 tokens, peak 3,284, 0/1 needles, 3 read-backs
 *   round 66: water quality telemetry (CSV, odd one out)
 *     codex: 23,455 tokens, peak 23,369, 0/1 needles, 0 read-backs
 *     context-chef: 1,058 tokens, peak 972, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,773 tokens, peak 1,682, 0/1 needles, 4 read-backs
 *     ours: 3,663 tokens, peak 794, 1/1 needles, 4 read-backs
 *   round 66: penguin weight history (fixed width, odd one out)
 *     codex: 19,888 tokens, peak 19,804, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,943 tokens, peak 2,270, 0/1 needles, 3 read-backs
 *     ours: 3,967 tokens, peak 1,704, 0/1 needles, 3 read-backs
 *   round 66: keeper rota shifts (CSV, odd one out)
 *     codex: 17,476 tokens, peak 17,398, 0/1 needles, 0 read-backs
 *     context-chef: 820 tokens, peak 742, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,952 tokens, peak 4,172, 0/1 needles, 4 read-backs
 *     ours: 9,614 tokens, peak 4,334, 1/1 needles, 4 read-backs
 *     codex: 190,423 tokens, 0/12 needles
 *     context-chef: 9,134 tokens, 0/12 needles
 *     context-chef-store: 121,764 tokens, 1/12 needles
 *     ours: 115,162 tokens, 5/12 needles
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

type Random = () => number;

const FIRST = [
  'Amelia',
  'Oliver',
  'Priya',
  'Tomasz',
  'Hannah',
  'Kwame',
  'Sofia',
  'Liam',
  'Aoife',
  'Mateo',
  'Yuki',
  'Fatima',
  'George',
  'Isla',
  'Rhys',
  'Chloe',
  'Daniel',
  'Niamh',
  'Arjun',
  'Zara',
  'Ewan',
  'Leila',
  'Callum',
  'Maja',
  'Samuel',
  'Grace',
  'Jonah',
  'Freya',
  'Ibrahim',
  'Ellie',
  'Marcus',
  'Nadia',
  'Owen',
  'Ruth',
  'Felix',
  'Anya',
  'Harvey',
  'Keira',
  'Theo',
  'Bethan',
  'Luca',
  'Mei',
  'Ravi',
  'Esme',
  'Dominic',
  'Alys',
  'Joel',
  'Saoirse',
  'Kofi',
  'Lena',
];
const LAST = [
  'Pemberton',
  'Okoye',
  'Hargreaves',
  'Nowak',
  'Lindqvist',
  'Mensah',
  'Castellano',
  'Byrne',
  'Takahashi',
  'Haddad',
  'Whitfield',
  'Kaur',
  'Doherty',
  'Morgan',
  'Fairbairn',
  'Adeyemi',
  'Kowalczyk',
  'Sutherland',
  'Bianchi',
  'Rahman',
  'Ellison',
  'Quinn',
  'Varga',
  'Thornton',
  'MacLeod',
  'Osei',
  'Brennan',
  'Iqbal',
  'Carver',
  'Ashworth',
  'Demir',
  'Holloway',
  'Petrov',
  'Nakamura',
  'Finch',
  'Gallagher',
  'Oduya',
  'Rees',
  'Winslow',
  'Chaudhry',
  'Marsh',
  'Lowe',
  'Santos',
  'Kerr',
  'Abbott',
  'Yilmaz',
  'Drummond',
  'Ferreira',
  'Hale',
  'Sinclair',
];
const fullName = (r: Random) => `${oneOf(r, FIRST)} ${oneOf(r, LAST)}`;
const initialName = (r: Random) => `${oneOf(r, FIRST)[0]}. ${oneOf(r, LAST)}`;

/** What `make` makes, made again until it does not hold `needle`: filler never repeats the answer. */
function without(needle: string, make: () => string): string {
  for (;;) {
    const made = make();
    if (!made.includes(needle)) return made;
  }
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isoSeconds = (ms: number) => `${iso(ms).slice(0, 19)}Z`;
const localSeconds = (ms: number) => iso(ms).slice(0, 19);
const ymd = (ms: number) => iso(ms).slice(0, 10);
const hm = (ms: number) => iso(ms).slice(11, 16);
const float = (r: Random, lo: number, hi: number) => lo + r() * (hi - lo);
const at = (date: string) => Date.parse(`${date}Z`);
const digits = (r: Random, n: number) => chars(r, '0123456789', n);

// ---------------------------------------------------------------------------------------------------------------------
// a1. Animal records: the specimen export of the records API, minified JSON on one line.

interface Taxon {
  readonly common: string;
  readonly sci: string;
  readonly enclosure: readonly [string, string];
  readonly kg: readonly [number, number];
  readonly program: string;
  readonly bird?: boolean;
}

const TAXA: readonly Taxon[] = [
  { common: 'Sumatran tiger', sci: 'Panthera tigris sumatrae', enclosure: ['BC-TIG-01', 'Tiger Territory'], kg: [70, 150], program: 'EEP' },
  { common: 'Amur leopard', sci: 'Panthera pardus orientalis', enclosure: ['BC-LEO-02', 'Amur Forest'], kg: [25, 60], program: 'EEP' },
  { common: 'Asiatic lion', sci: 'Panthera leo persica', enclosure: ['BC-LIO-01', 'Gir Lion Lodge'], kg: [110, 190], program: 'EEP' },
  { common: 'Snow leopard', sci: 'Panthera uncia', enclosure: ['BC-SNO-01', 'Himalayan Heights'], kg: [27, 52], program: 'EEP' },
  { common: 'Asian elephant', sci: 'Elephas maximus', enclosure: ['AS-ELE-01', 'Elephant Valley'], kg: [2600, 5200], program: 'EEP' },
  {
    common: 'Reticulated giraffe',
    sci: 'Giraffa camelopardalis reticulata',
    enclosure: ['AF-GIR-01', 'Giraffe Heights'],
    kg: [600, 1200],
    program: 'EEP',
  },
  {
    common: 'Southern white rhinoceros',
    sci: 'Ceratotherium simum simum',
    enclosure: ['AF-RHI-01', 'Rhino Plains'],
    kg: [1600, 2300],
    program: 'EEP',
  },
  { common: "Grevy's zebra", sci: 'Equus grevyi', enclosure: ['AF-ZEB-01', 'Savannah'], kg: [350, 430], program: 'EEP' },
  {
    common: 'Western lowland gorilla',
    sci: 'Gorilla gorilla gorilla',
    enclosure: ['PR-GOR-01', 'Gorilla Kingdom'],
    kg: [70, 180],
    program: 'EEP',
  },
  { common: 'Bornean orangutan', sci: 'Pongo pygmaeus', enclosure: ['PR-ORA-01', 'Orangutan Canopy'], kg: [35, 90], program: 'EEP' },
  { common: 'Ring-tailed lemur', sci: 'Lemur catta', enclosure: ['PR-LEM-02', 'Lemur Walkthrough'], kg: [2, 3.5], program: 'EEP' },
  {
    common: 'Golden lion tamarin',
    sci: 'Leontopithecus rosalia',
    enclosure: ['RF-TAM-01', 'Rainforest Dome'],
    kg: [0.5, 0.7],
    program: 'EEP',
  },
  { common: 'Red panda', sci: 'Ailurus fulgens', enclosure: ['AS-RPA-01', 'Himalayan Heights'], kg: [3.5, 6.2], program: 'EEP' },
  { common: 'Asian small-clawed otter', sci: 'Aonyx cinereus', enclosure: ['AS-OTT-01', 'Otter Creek'], kg: [2.7, 5.4], program: 'EEP' },
  { common: 'Meerkat', sci: 'Suricata suricatta', enclosure: ['AF-MEE-01', 'Meerkat Mound'], kg: [0.6, 0.98], program: 'None' },
  {
    common: 'Humboldt penguin',
    sci: 'Spheniscus humboldti',
    enclosure: ['AQ-PEN-01', 'Penguin Coast'],
    kg: [3.6, 5],
    program: 'EEP',
    bird: true,
  },
  {
    common: 'Chilean flamingo',
    sci: 'Phoenicopterus chilensis',
    enclosure: ['BI-FLA-01', 'Flamingo Lagoon'],
    kg: [2.2, 3.4],
    program: 'ESB',
    bird: true,
  },
  { common: 'Komodo dragon', sci: 'Varanus komodoensis', enclosure: ['RE-KOM-01', 'Dragon House'], kg: [30, 80], program: 'EEP' },
  {
    common: 'Aldabra giant tortoise',
    sci: 'Aldabrachelys gigantea',
    enclosure: ['RE-TOR-01', 'Tortoise Yard'],
    kg: [150, 250],
    program: 'None',
  },
  {
    common: "Linnaeus's two-toed sloth",
    sci: 'Choloepus didactylus',
    enclosure: ['RF-SLO-01', 'Rainforest Dome'],
    kg: [6, 8.5],
    program: 'ESB',
  },
  { common: 'Giant anteater', sci: 'Myrmecophaga tridactyla', enclosure: ['SA-ANT-01', 'Pampas'], kg: [27, 45], program: 'EEP' },
  { common: 'Lowland tapir', sci: 'Tapirus terrestris', enclosure: ['SA-TAP-01', 'Pampas'], kg: [180, 300], program: 'EEP' },
  { common: 'Bactrian camel', sci: 'Camelus bactrianus', enclosure: ['AS-CAM-01', 'Steppe'], kg: [450, 690], program: 'None' },
  { common: 'Eurasian lynx', sci: 'Lynx lynx', enclosure: ['EU-LYN-01', 'Wild Woods'], kg: [15, 30], program: 'None' },
  { common: 'Grey wolf', sci: 'Canis lupus', enclosure: ['EU-WOL-01', 'Wolf Wood'], kg: [30, 55], program: 'None' },
  { common: 'African wild dog', sci: 'Lycaon pictus', enclosure: ['AF-PAI-01', 'Painted Dog Plains'], kg: [18, 32], program: 'EEP' },
  { common: 'Visayan warty pig', sci: 'Sus cebifrons', enclosure: ['AS-PIG-01', 'Island Forest'], kg: [25, 45], program: 'EEP' },
  {
    common: 'Scarlet ibis',
    sci: 'Eudocimus ruber',
    enclosure: ['RF-IBI-01', 'Rainforest Dome'],
    kg: [0.6, 0.9],
    program: 'None',
    bird: true,
  },
  {
    common: 'Victoria crowned pigeon',
    sci: 'Goura victoria',
    enclosure: ['RF-AVI-02', 'Rainforest Dome'],
    kg: [2.2, 3.2],
    program: 'EEP',
    bird: true,
  },
  { common: 'Fossa', sci: 'Cryptoprocta ferox', enclosure: ['MA-FOS-01', 'Madagascar'], kg: [6, 11], program: 'EEP' },
];

const HOUSE_NAMES = [
  'Arjuna',
  'Bramble',
  'Cinder',
  'Dakari',
  'Ember',
  'Fern',
  'Ghost',
  'Hazel',
  'Indigo',
  'Jasper',
  'Kito',
  'Luna',
  'Mango',
  'Nia',
  'Orla',
  'Pepper',
  'Quill',
  'Raja',
  'Sable',
  'Tumbili',
  'Umi',
  'Vesper',
  'Willow',
  'Xena',
  'Yara',
  'Zuri',
  'Asha',
  'Bodhi',
  'Clover',
  'Dusty',
  'Echo',
  'Flint',
  'Ginger',
  'Hamish',
  'Iris',
  'Jabari',
  'Kaya',
  'Loki',
  'Maple',
  'Nala',
  'Otis',
  'Pip',
  'Rosie',
  'Sami',
  'Tango',
  'Ursa',
  'Violet',
  'Wren',
  'Ziggy',
  'Amani',
  'Biscuit',
  'Cocoa',
  'Dotty',
  'Enzo',
  'Fudge',
  'Gus',
  'Hope',
  'Imani',
  'Juno',
  'Kenji',
  'Lyra',
  'Milo',
  'Nico',
  'Opal',
  'Pumba',
  'Rafiki',
  'Saffron',
  'Tilly',
  'Uma',
  'Vinnie',
  'Winnie',
  'Yoshi',
  'Zola',
  'Ajani',
  'Bea',
  'Chester',
  'Diego',
  'Elsa',
  'Frankie',
  'Gem',
  'Halo',
  'Ivy',
  'Jojo',
  'Kali',
  'Lola',
  'Moss',
  'Nutmeg',
  'Olive',
  'Pablo',
  'Reggie',
  'Sunny',
  'Taro',
  'Uzuri',
  'Vera',
  'Wilbur',
  'Yuki',
  'Zephyr',
  'Ayo',
];

const INSTITUTIONS = [
  'Whitmoor Wildlife Park',
  'Parc Zoologique de Lavande',
  'Tierpark Kessenich',
  'Dierenpark Oosterveld',
  'Zoo Brzegowa',
  'Castlebridge Zoo',
  'Jardín Zoológico del Turia',
  'Hollinsford Safari Park',
  'Zoo Vestfjord',
  'Tiergarten Auental',
];

const KEEPER_NOTES = [
  'Target trained for voluntary injection, right shoulder.',
  'Crate trained Oct 2025; enters transport box on cue.',
  'Shy with new keepers; introduce via protected contact only.',
  'Dental history: fractured upper canine, monitored annually.',
  'Receives joint supplement (green-lipped mussel) daily with AM feed.',
  'Hand-reared; strong keeper bond, may display towards unfamiliar staff.',
  'Breeding recommendation: hold, per coordinator letter 2026-03.',
  'Mild seasonal weight gain expected pre-winter.',
  'Enrichment preference: scent trails and hessian sacks.',
  'Trained for voluntary blood draw from tail vein.',
  'Avoid housing adjacent to conspecific males during breeding season.',
  'Awaiting transfer paperwork (CITES) to partner institution.',
  '',
];

function specimenRecord(r: Random, taxon: Taxon, name: string, sex: string, chip: string, status = 'Alive'): object {
  const born = between(r, 1999, 2025);
  const weight = float(r, taxon.kg[0], taxon.kg[1]);
  const identifiers: object[] = [
    {
      type: 'Transponder',
      value: chip,
      location: oneOf(r, ['Left neck, subcutaneous', 'Right shoulder, subcutaneous', 'Between scapulae', 'Left flank', 'Tail base']),
      applied: `${between(r, born, 2026)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
      active: true,
    },
  ];
  if (taxon.bird)
    identifiers.push({
      type: 'Leg band',
      value: `${oneOf(r, ['BLK', 'YEL', 'RED', 'GRN', 'BLU', 'WHT'])}/${oneOf(r, ['BLK', 'YEL', 'RED', 'GRN', 'BLU', 'WHT'])} ${between(r, 10, 299)}`,
      location: oneOf(r, ['Left wing flipper', 'Right leg', 'Left leg']),
      active: true,
    });
  identifiers.push({ type: 'House name', value: name, active: true });
  return {
    gan: `MIG12-${between(r, 29_000_000, 31_999_999)}`,
    localId: `LZ-${born}-${String(between(r, 1, 899)).padStart(4, '0')}`,
    houseName: name,
    taxon: { commonName: taxon.common, scientificName: taxon.sci, taxonId: between(r, 10_000, 99_999) },
    sex,
    birthDate: `${born}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
    birthDateEstimate: r() < 0.15,
    birthType: oneOf(r, ['Captive born', 'Captive born', 'Captive born', 'Wild born', 'Unknown']),
    acquisition:
      r() < 0.55
        ? { type: 'Birth', date: null, from: null }
        : {
            type: 'Transfer in',
            date: `${between(r, born, 2026)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
            from: oneOf(r, INSTITUTIONS),
          },
    sire: r() < 0.7 ? `MIG12-${between(r, 29_000_000, 31_999_999)}` : null,
    dam: r() < 0.8 ? `MIG12-${between(r, 29_000_000, 31_999_999)}` : null,
    status,
    statusDate: status === 'Alive' ? null : `2026-${pad2(between(r, 1, 10))}-${pad2(between(r, 1, 28))}`,
    enclosure: status === 'Alive' ? { code: taxon.enclosure[0], name: taxon.enclosure[1] } : null,
    identifiers,
    lastWeight: {
      value: Number(weight.toFixed(weight < 10 ? 3 : 1)),
      unit: 'kg',
      date: `2026-${pad2(between(r, 7, 11))}-${pad2(between(r, 1, 18))}`,
      method: oneOf(r, ['Platform scale', 'Hanging scale', 'Crate weight less tare', 'Estimate (visual)']),
    },
    contraception:
      r() < 0.2
        ? {
            method: oneOf(r, ['Deslorelin implant 4.7 mg', 'Deslorelin implant 9.4 mg', 'MGA implant', 'Physical separation']),
            since: `${between(r, 2022, 2026)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
          }
        : null,
    studbook: taxon.program === 'None' ? null : { program: taxon.program, number: String(between(r, 100, 9999)) },
    keeperNotes: oneOf(r, KEEPER_NOTES),
  };
}

function animalRecordsTask(): EconomicsTask {
  const r = seededRandom(66_001);
  const needle = '985141006628304';
  const tiger = TAXA[0]!;
  const otter = TAXA.find((t) => t.common === 'Asian small-clawed otter')!;
  const chip = () => without(needle, () => `${oneOf(r, ['985141', '985120', '900215', '941000'])}${digits(r, 9)}`);
  const count = 720;
  const records: object[] = [];
  for (let i = 0; i < count; i++) {
    const taxon = oneOf(r, TAXA);
    const sex = taxon.bird && r() < 0.2 ? 'Undetermined' : oneOf(r, ['Male', 'Female']);
    const status = r() < 0.06 ? oneOf(r, ['Deceased', 'Transferred out']) : 'Alive';
    records.push(specimenRecord(r, taxon, oneOf(r, HOUSE_NAMES), sex, chip(), status));
  }
  records[Math.floor(count * 0.23)] = specimenRecord(r, tiger, 'Dara', 'Female', chip());
  records[Math.floor(count * 0.34)] = specimenRecord(r, otter, 'Kesari', 'Female', chip());
  records[Math.floor(count * 0.49)] = specimenRecord(r, tiger, 'Kesari', 'Male', needle);
  records[Math.floor(count * 0.58)] = specimenRecord(r, tiger, 'Kesari', 'Female', chip(), 'Deceased');
  records[Math.floor(count * 0.63)] = specimenRecord(r, tiger, 'Bima', 'Male', chip(), 'Transferred out');
  const output = JSON.stringify({
    meta: {
      institution: 'Larchmere Zoo',
      institutionCode: 'LARCHMERE',
      exportedBy: 'records-api/3.14.0',
      exportedAt: '2026-11-19T07:02:11Z',
      filter: { status: 'any', collection: 'Larchmere Zoo (all sections)' },
      count,
    },
    specimens: records,
  });
  return probe(
    'round 66: specimen export (minified JSON)',
    "What's the microchip number for Kesari, our male Sumatran tiger?",
    'records_export_specimens',
    output,
    'tiger-chip',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a2. Aquarium SCADA: the alarm journal of the life support system, one line of XML.

const LSS_SYSTEMS: readonly (readonly [string, string, string])[] = [
  ['KF', 'KelpForest', 'Kelp Forest'],
  ['PC', 'PenguinCoast', 'Penguin Coast'],
  ['JG', 'JellyGallery', 'Jellyfish Gallery'],
  ['MG', 'Mangrove', 'Mangrove Lagoon'],
  ['SR', 'SharkReef', 'Shark Reef'],
  ['TL', 'TurtleLagoon', 'Turtle Lagoon'],
  ['RP', 'Rockpool', 'Rockpool Encounter'],
  ['OB', 'OtterBrook', 'Otter Brook'],
  ['CN', 'CoralNursery', 'Coral Nursery'],
  ['QT', 'Quarantine', 'Quarantine Systems'],
];

interface AlarmPoint {
  readonly tag: string;
  readonly desc: string;
  readonly type: string;
  readonly units: string;
  readonly value: readonly [number, number];
  readonly limit: number;
  readonly dp: number;
}

const ALARM_POINTS: readonly AlarmPoint[] = [
  { tag: 'SUMP.LT01.L', desc: 'sump level low', type: 'LO', units: 'cm', value: [38, 54], limit: 55, dp: 1 },
  { tag: 'SUMP.LT01.H', desc: 'sump level high', type: 'HI', units: 'cm', value: [91, 104], limit: 90, dp: 1 },
  { tag: 'TT01.HI', desc: 'system temperature high', type: 'HI', units: 'degC', value: [26.1, 27.4], limit: 26, dp: 2 },
  { tag: 'TT01.LO', desc: 'system temperature low', type: 'LO', units: 'degC', value: [21.2, 21.9], limit: 22, dp: 2 },
  { tag: 'OZ01.ORP.HI', desc: 'ozone contactor ORP high', type: 'HI', units: 'mV', value: [421, 470], limit: 420, dp: 0 },
  { tag: 'AIT03.ORP.HI', desc: 'display ORP high', type: 'HI', units: 'mV', value: [381, 405], limit: 380, dp: 0 },
  { tag: 'AIT02.PH.LO', desc: 'pH low', type: 'LO', units: 'pH', value: [7.71, 7.79], limit: 7.8, dp: 2 },
  { tag: 'AIT04.DO.LO', desc: 'dissolved oxygen low', type: 'LO', units: '%sat', value: [78, 84.9], limit: 85, dp: 1 },
  { tag: 'P01.VFD.FLT', desc: 'main pump 1 VFD fault', type: 'DSC', units: '', value: [1, 1], limit: 1, dp: 0 },
  { tag: 'P02.FT.LO', desc: 'main pump 2 flow low', type: 'LO', units: 'm3/h', value: [60, 119], limit: 120, dp: 1 },
  { tag: 'SF01.DP.HI', desc: 'sand filter 1 differential pressure high', type: 'HI', units: 'bar', value: [0.61, 0.85], limit: 0.6, dp: 2 },
  { tag: 'UV01.LAMP.FLT', desc: 'UV steriliser lamp failure', type: 'DSC', units: '', value: [1, 1], limit: 1, dp: 0 },
  { tag: 'CH01.COMM', desc: 'chiller 1 communications lost', type: 'DSC', units: '', value: [1, 1], limit: 1, dp: 0 },
  { tag: 'SK01.LS.HI', desc: 'protein skimmer collection cup full', type: 'DSC', units: '', value: [1, 1], limit: 1, dp: 0 },
];

const OPERATORS = ['r.okonkwo', 'd.fairbairn', 'lss.nightwatch', 's.takahashi', 'm.haddad', 'j.quinn', 'a.varga', 'lss.oncall'];
const ALARM_COMMENTS = [
  'Checked on site, nothing further.',
  'Backwash in progress, expected.',
  'Nuisance alarm, deadband to be reviewed.',
  'Reset at panel.',
  'Engineer notified, logged for day team.',
  'Water change in progress.',
  'Cleared on its own before site visit.',
  'Checked on site, recovering.',
];

function alarmXml(
  r: Random,
  seq: number,
  system: readonly [string, string, string],
  point: AlarmPoint,
  raised: number,
  note?: string,
): string {
  const value = float(r, point.value[0], point.value[1]).toFixed(point.dp);
  const acked = raised + between(r, 20, 2400) * 1000 + between(r, 0, 999);
  const cleared = acked + between(r, 30, 5400) * 1000 + between(r, 0, 999);
  const text = note ?? (r() < 0.35 ? oneOf(r, ALARM_COMMENTS) : '');
  const comment = text ? `<Comment author="${oneOf(r, OPERATORS)}">${text}</Comment>` : '';
  return (
    `<Alarm id="ALM-${String(seq).padStart(7, '0')}" priority="${between(r, 1, 4)}" area="LSS/${system[1]}" ` +
    `tag="TW.${system[0]}.${point.tag}" desc="${system[2]} ${point.desc}" type="${point.type}" value="${value}" ` +
    `limit="${point.limit}" units="${point.units}" raised="${iso(raised)}" acked="${iso(acked)}" ackedBy="${oneOf(r, OPERATORS)}" ` +
    `cleared="${iso(cleared)}" state="RTN_ACK" console="TW-HMI-0${between(r, 1, 4)}">${comment}</Alarm>`
  );
}

function alarmJournalTask(): EconomicsTask {
  const r = seededRandom(66_002);
  const needleMs = Date.parse('2026-11-18T23:47:12.418Z');
  const needle = iso(needleMs);
  const from = Date.parse('2026-10-20T00:00:00Z');
  const to = Date.parse('2026-11-19T07:00:00Z');
  const sumpLow = ALARM_POINTS[0]!;
  let seq = 1_204_117;
  const areas: string[] = [];
  for (const system of LSS_SYSTEMS) {
    const times = Array.from({ length: between(r, 150, 190) }, () => from + pick(r, to - from));
    const planted = new Map<number, number>();
    if (system[0] === 'SR')
      for (const t of ['2026-11-03T04:21:55.073Z', '2026-11-14T02:13:40.911Z', '2026-11-16T21:40:06.250Z', needle]) {
        const ms = Date.parse(t);
        times.push(ms);
        planted.set(ms, 1);
      }
    times.sort((a, b) => a - b);
    const points = system[0] === 'SR' ? ALARM_POINTS.slice(1) : ALARM_POINTS;
    const alarms = times.map((t, i) =>
      planted.has(t)
        ? alarmXml(r, seq + i, system, sumpLow, t, 'Auto top-up valve sticking; topped up by hand from make-up reservoir.')
        : without(needle, () => alarmXml(r, seq + i, system, oneOf(r, points), t + between(r, 0, 999))),
    );
    seq += alarms.length + between(r, 0, 40);
    areas.push(`<Area name="${system[1]}" system="LSS-${system[0]}" count="${alarms.length}">${alarms.join('')}</Area>`);
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><AlarmJournal xmlns="urn:tidewater:lss:alarms:2" site="Tidewater Aquarium" ' +
    `server="TW-SCADA-01" from="${iso(from)}" to="${iso(to)}" filter="state=*" sort="area,raised">${areas.join('')}</AlarmJournal>`;
  return probe(
    'round 66: SCADA alarm journal (one-line XML)',
    'When did the low level alarm on the Shark Reef sump go off last night?',
    'scada_alarm_journal',
    output,
    'sump-alarm',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a3. Visitor app: the web build's main chunk, minified JavaScript on one line.

const ENDPOINTS = [
  '/api/mobile/v4/animals',
  '/api/mobile/v4/animals/featured',
  '/api/mobile/v4/keeper-talks',
  '/api/mobile/v4/feeding-times',
  '/api/mobile/v4/map/pois',
  '/api/mobile/v4/map/tiles/manifest.json',
  '/api/mobile/v4/tickets/wallet',
  '/api/mobile/v4/tickets/upgrade-options',
  '/api/mobile/v4/membership/card',
  '/api/mobile/v4/membership/renewal-quote',
  '/api/mobile/v4/events',
  '/api/mobile/v4/opening-hours',
  '/api/mobile/v4/notifications/subscribe',
  '/api/mobile/v4/adoptions/catalogue',
  '/api/mobile/v4/food-and-drink/menus',
  '/api/mobile/v4/shows/sea-lion-splash',
  '/api/mobile/v4/accessibility/routes',
  '/api/mobile/v4/weather/today',
  '/api/mobile/v4/gift-aid/declaration',
  '/api/mobile/v4/encounters/availability',
];
const COMPONENTS = [
  'AnimalCard',
  'KeeperTalkList',
  'TicketWallet',
  'MembershipCard',
  'FeedingTimesScreen',
  'EventsCarousel',
  'OpeningHoursBanner',
  'PoiSheet',
  'AdoptionCheckout',
  'MenuScreen',
  'ShowTimesScreen',
  'AccessibleRouteScreen',
  'WeatherChip',
  'GiftAidForm',
  'EncounterPicker',
  'SettingsScreen',
  'OnboardingCarousel',
  'SearchScreen',
  'FavouritesScreen',
  'PushPermissionPrompt',
];
const I18N = [
  ['tickets.wallet.empty', 'No tickets yet'],
  ['tickets.wallet.scanHint', 'Show this code at the gate'],
  ['talks.next', 'Next talk in {{minutes}} min'],
  ['map.legend.toilets', 'Toilets'],
  ['map.legend.food', 'Food & drink'],
  ['map.legend.firstAid', 'First aid'],
  ['map.queue.label', 'Current wait'],
  ['map.queue.minutes', '{{minutes}} min wait'],
  ['membership.renew.cta', 'Renew membership'],
  ['membership.card.expires', 'Expires {{date}}'],
  ['feeding.penguins', 'Penguin feed'],
  ['feeding.sealions', 'Sea lion splash'],
  ['hours.closesAt', 'Closes at {{time}}'],
  ['adopt.cta', 'Adopt an animal'],
  ['giftaid.title', 'Add Gift Aid?'],
  ['stats.queue.history', 'Typical waits today'],
] as const;

function ident(r: Random): string {
  return `${oneOf(r, [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_'])}${oneOf(r, ['', ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'])}`;
}

function codeFragment(r: Random): string {
  const a = ident(r);
  const b = ident(r);
  const v = oneOf(r, ['r', 'o', 'a', 'i', 's', 'l', 'c', 'u']);
  switch (pick(r, 9)) {
    case 0:
      return `const ${a}=(0,${v}.Ay)(${oneOf(r, ['o', 'a'])}.View)({flex:1,paddingHorizontal:${between(r, 4, 24)},backgroundColor:"#${hex(r, 6)}",borderRadius:${between(r, 0, 16)}});`;
    case 1:
      return `function ${a}(e){const[t,n]=(0,${v}.useState)(${oneOf(r, ['!1', '!0', 'null', '[]', '0'])});return(0,${v}.useEffect)(()=>{${b}(e.${oneOf(r, ['id', 'date', 'zone', 'venue', 'memberId'])}).then(n)},[e.${oneOf(r, ['id', 'date', 'zone'])}]),t}`;
    case 2: {
      const endpoint = oneOf(r, ENDPOINTS);
      return `const ${a}=async e=>{const t=await ${v}.Jt.get("${endpoint}",{params:{venue:"LZ",${oneOf(r, ['date', 'lang', 'id', 'page'])}:e}});return t.data.${oneOf(r, ['items', 'results', 'data', 'talks', 'pois'])}};`;
    }
    case 3: {
      const entries = Array.from({ length: between(r, 2, 5) }, () => oneOf(r, I18N));
      return `${a}={${entries.map(([k, t]) => `"${k}":"${t}"`).join(',')}};`;
    }
    case 4:
      return `${a}.displayName="${oneOf(r, COMPONENTS)}";`;
    case 5:
      return `${v}.track("${oneOf(r, ['screen_view', 'ticket_open', 'talk_reminder_set', 'map_poi_tap', 'adopt_start', 'renew_tap'])}",{screen:"${oneOf(r, COMPONENTS)}",ts:Date.now()});`;
    case 6:
      return `if(!${a}||${a}.status===${oneOf(r, ['401', '403', '404', '409'])})return void ${b}.dispatch({type:"${oneOf(r, ['auth/expired', 'tickets/clear', 'member/logout', 'cache/reset'])}"});`;
    case 7:
      return `var ${a}=${v}(${between(r, 10_000, 99_999)}),${b}=${v}.n(${a});`;
    default:
      return `const ${a}=[${Array.from({ length: between(r, 3, 8) }, () => `{id:"${hex(r, 8)}",lat:${float(r, 51.49, 51.51).toFixed(6)},lng:${float(r, -2.61, -2.58).toFixed(6)},kind:"${oneOf(r, ['toilet', 'cafe', 'kiosk', 'exhibit', 'firstaid', 'play'])}"}`).join(',')}];`;
  }
}

function appModule(r: Random, id: number): string {
  const body = Array.from({ length: between(r, 5, 12) }, () => codeFragment(r)).join('');
  return `${id}:(e,t,n)=>{"use strict";n.d(t,{A:()=>${ident(r)}});var r=n(${between(r, 10_000, 99_999)}),o=n(${between(r, 10_000, 99_999)});${body}}`;
}

function visitorAppTask(): EconomicsTask {
  const r = seededRandom(66_003);
  const needle = '/api/mobile/v4/queue-times/live';
  const count = 520;
  const modules = Array.from({ length: count }, () => appModule(r, between(r, 10_000, 99_999)));
  modules[Math.floor(count * 0.31)] =
    '71342:(e,t,n)=>{"use strict";n.d(t,{A:()=>Qh});var r=n(96540),o=n(31087);const Wh=async e=>{const t=await o.Jt.get("/api/mobile/v4/queue-times/history",' +
    '{params:{venue:"LZ",date:e}});return t.data.series};function Qh(e){const[t,n]=(0,r.useState)([]);return(0,r.useEffect)(()=>{Wh(e.date).then(n)},[e.date]),' +
    '(0,r.createElement)(o.BarChart,{data:t,title:e.t("stats.queue.history")})}Qh.displayName="QueueHistoryScreen";}';
  modules[Math.floor(count * 0.52)] =
    '48213:(e,t,n)=>{"use strict";n.d(t,{A:()=>Jn,MapScreen:()=>Kn});var r=n(96540),o=n(31087),a=n(55112);const Yn=async e=>{const t=await o.Jt.get(' +
    `"${needle}",{params:{venue:"LZ",zone:e}});return t.data.attractions.map(e=>({id:e.poiId,minutes:e.waitMinutes,updatedAt:e.updatedAt}))};` +
    'function Kn(e){const[t,n]=(0,r.useState)([]);return(0,r.useEffect)(()=>{const t=setInterval(()=>Yn(e.zone).then(n),6e4);return Yn(e.zone).then(n),' +
    '()=>clearInterval(t)},[e.zone]),(0,r.createElement)(a.MapView,{pois:e.pois,waitTimes:t,onSelect:e.onSelect,label:e.t("map.queue.label")})}' +
    'Kn.displayName="MapScreen";const Jn=Kn}';
  modules[Math.floor(count * 0.67)] =
    '30655:(e,t,n)=>{"use strict";n.d(t,{A:()=>Xq});var r=n(96540),o=n(31087);const Zq=async e=>{const t=await o.Jt.get("/api/mobile/v4/map/pois",' +
    '{params:{venue:"LZ",zone:e,include:"queue"}});return t.data.pois};function Xq(e){return(0,r.createElement)(o.PoiSheet,{poi:e.poi,' +
    'wait:e.poi.queue?e.t("map.queue.minutes",{minutes:e.poi.queue.minutes}):null})}Xq.displayName="PoiSheet";}';
  const output = `"use strict";(self.webpackChunklarchmere_visitor=self.webpackChunklarchmere_visitor||[]).push([[792],{${modules.join(',')}}]);`;
  return probe(
    'round 66: visitor app bundle (minified JS)',
    "Which API endpoint does the visitor app's map screen call to load the live queue wait times?",
    'read_app_bundle',
    output,
    'queue-endpoint',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b4. Veterinary hospital: anaesthesia records, pretty JSON.

interface Protocol {
  readonly premed: string | null;
  readonly induction: string;
  readonly reversal: string | null;
  readonly maintenance: string;
}

const PROTOCOLS: Record<string, Protocol> = {
  ungulate: {
    premed: 'azaperone',
    induction: 'etorphine',
    reversal: 'naltrexone',
    maintenance: 'none (field procedure, top-up etorphine)',
  },
  carnivore: { premed: null, induction: 'medetomidine + ketamine', reversal: 'atipamezole', maintenance: 'isoflurane 1.5-2.5% in O2' },
  primate: {
    premed: 'midazolam (oral)',
    induction: 'ketamine + medetomidine',
    reversal: 'atipamezole',
    maintenance: 'isoflurane 1-2% in O2',
  },
  bird: { premed: null, induction: 'isoflurane by mask', reversal: null, maintenance: 'isoflurane 2-3% in O2' },
  reptile: { premed: null, induction: 'alfaxalone IV', reversal: null, maintenance: 'isoflurane 2% in O2, IPPV' },
};

const PATIENTS: readonly (readonly [string, string, string, number, number])[] = [
  // species, group, sex options, kg lo, kg hi
  ['Reticulated giraffe', 'ungulate', 'MF', 600, 1200],
  ['Southern white rhinoceros', 'ungulate', 'MF', 1600, 2300],
  ["Grevy's zebra", 'ungulate', 'MF', 350, 430],
  ['Bactrian camel', 'ungulate', 'MF', 450, 690],
  ['Lowland tapir', 'ungulate', 'MF', 180, 300],
  ['Sumatran tiger', 'carnivore', 'MF', 70, 150],
  ['Asiatic lion', 'carnivore', 'MF', 110, 190],
  ['Red panda', 'carnivore', 'MF', 3.5, 6.2],
  ['African wild dog', 'carnivore', 'MF', 18, 32],
  ['Western lowland gorilla', 'primate', 'MF', 70, 180],
  ['Ring-tailed lemur', 'primate', 'MF', 2, 3.5],
  ['Humboldt penguin', 'bird', 'MF', 3.6, 5],
  ['Chilean flamingo', 'bird', 'MF', 2.2, 3.4],
  ['Komodo dragon', 'reptile', 'MF', 30, 80],
];

const PROCEDURES: Record<string, readonly string[]> = {
  ungulate: [
    'Corrective hoof trim',
    'Hoof abscess debridement',
    'Dental examination and rasping',
    'Pre-transfer health check',
    'Radiographs, distal limbs',
  ],
  carnivore: [
    'Annual health check and vaccination',
    'Dental: canine root canal',
    'Deslorelin implant placement',
    'Abdominal ultrasound',
    'Laceration repair',
  ],
  primate: ['Annual health check', 'Cardiac ultrasound', 'Dental extraction', 'Contraceptive implant replacement', 'Wound debridement'],
  bird: ['Bumblefoot debridement', 'Radiographs, coelom', 'Blood sampling (avian malaria screen)', 'Beak repair'],
  reptile: ['Endoscopy, coelom', 'Radiographs and bloods', 'Abscess removal, mandible', 'Probe sexing'],
};
const VETS = ['Dr. Adaeze Mensah', 'Dr. Callum Fairbairn', 'Dr. Yuki Takahashi', 'Dr. Lena Kowalczyk', 'Dr. Ravi Chaudhry'];
const NURSES = ['RVN Ellie Brennan', 'RVN Marcus Osei', 'RVN Aoife Doherty', 'RVN Joel Winslow'];

/** One animal of the hospital's case list: the same accession, sex and weight in each of its records. */
interface Patient {
  readonly name: string;
  readonly species: readonly [string, string, string, number, number];
  readonly accession: string;
  readonly sex: string;
  readonly kg: number;
}

function patientOf(r: Random, name: string, species: Patient['species'], sex?: string): Patient {
  return {
    name,
    species,
    accession: `LZ-${between(r, 2004, 2024)}-${String(between(r, 1, 899)).padStart(4, '0')}`,
    sex: sex ?? oneOf(r, ['M', 'F']),
    kg: float(r, species[3], species[4]),
  };
}

function anaesthesiaRecord(r: Random, caseNo: string, patient: Patient, procedure: string, start: number, reversalAt?: number): object {
  const group = patient.species[1];
  const protocol = PROTOCOLS[group]!;
  const kg = patient.kg * float(r, 0.97, 1.03);
  const dose = (perKg: number) => Number((kg * perKg * float(r, 0.8, 1.2)).toFixed(kg < 20 ? 2 : 1));
  const premedAt = start + between(r, 5, 25) * MINUTE + between(r, 0, 59) * 1000;
  const inductionAt = premedAt + between(r, 10, 25) * MINUTE + between(r, 0, 59) * 1000;
  const minutes = between(r, 25, 110);
  const reversed = reversalAt ?? inductionAt + minutes * MINUTE + between(r, 0, 59) * 1000;
  const vitals = Array.from({ length: Math.max(2, Math.floor((reversed - inductionAt) / (10 * MINUTE))) }, (_, i) => ({
    time: hm(inductionAt + (i + 1) * 10 * MINUTE),
    hr: between(r, 30, 140),
    rr: between(r, 4, 24),
    spo2: between(r, 86, 99),
    etco2: between(r, 32, 58),
    tempC: Number(float(r, 36, 39.4).toFixed(1)),
  }));
  return {
    caseNo,
    date: ymd(start),
    procedure,
    patient: {
      accession: patient.accession,
      houseName: patient.name,
      species: patient.species[0],
      sex: patient.sex,
      weightKg: Number(kg.toFixed(kg < 20 ? 2 : 0)),
    },
    anaesthesia: {
      induction: {
        drug: protocol.induction,
        doseMg: dose(0.02),
        route: group === 'ungulate' || group === 'carnivore' ? 'IM dart' : 'IV',
        time: localSeconds(inductionAt),
      },
      reversal: protocol.reversal ? { drug: protocol.reversal, doseMg: dose(0.1), route: 'IV + IM', time: localSeconds(reversed) } : null,
      premedication: protocol.premed ? { drug: protocol.premed, doseMg: dose(0.05), route: 'IM', time: localSeconds(premedAt) } : null,
      maintenance: protocol.maintenance,
      recovery: { firstHeadLift: hm(reversed + between(r, 2, 9) * MINUTE), standingOrSternal: hm(reversed + between(r, 6, 25) * MINUTE) },
      fastedHours: between(r, 6, 24),
    },
    location: group === 'ungulate' ? 'Field - house crush' : oneOf(r, ['Hospital theatre 1', 'Hospital theatre 2', 'Hospital prep room']),
    team: { anaesthetist: oneOf(r, VETS), surgeon: oneOf(r, VETS), nurse: oneOf(r, NURSES) },
    asa: oneOf(r, ['ASA I', 'ASA II', 'ASA II', 'ASA III']),
    vitals,
    complications: oneOf(r, [[], [], [], ['Transient hypoxaemia, O2 insufflation'], ['Bradycardia at 40 min'], ['Prolonged recovery']]),
    outcome: oneOf(r, ['Recovered uneventfully', 'Recovered; monitored overnight', 'Recovered; re-check in 2 weeks']),
    signedOff: oneOf(r, VETS),
  };
}

function vetAnaesthesiaTask(): EconomicsTask {
  const r = seededRandom(66_004);
  const needleMs = at('2026-11-17T10:42:36');
  const needle = localSeconds(needleMs);
  const from = at('2026-01-05T08:00:00');
  const giraffe = PATIENTS[0]!;
  const camel = PATIENTS[3]!;
  const names = shuffle(
    r,
    HOUSE_NAMES.filter((n) => n !== 'Zuri'),
  );
  const patients = names.map((name) => patientOf(r, name, oneOf(r, PATIENTS)));
  const zuri = patientOf(r, 'Zuri', giraffe, 'F');
  const juniper = patientOf(r, 'Juniper', giraffe, 'F');
  const juniperCamel = patientOf(r, 'Juniper', camel, 'F');
  type Entry = { patient: Patient; start: number; caseNo: string; planted: boolean; make: (caseNo: string) => string };
  const entries: Entry[] = [];
  const add = (patient: Patient, procedure: string, start: number, reversalAt?: number) =>
    entries.push({
      patient,
      start,
      caseNo: '',
      planted: reversalAt !== undefined,
      make: (caseNo) => JSON.stringify(anaesthesiaRecord(r, caseNo, patient, procedure, start, reversalAt)),
    });
  for (const p of [...patients, zuri])
    for (let i = between(r, 2, 6); i > 0; i--)
      add(
        p,
        oneOf(r, PROCEDURES[p.species[1]]!),
        from + between(r, 0, 314) * DAY + between(r, 0, 8) * HOUR + between(r, 0, 3) * 15 * MINUTE,
      );
  add(juniper, 'Corrective hoof trim', at('2026-08-11T09:20:00'));
  add(juniperCamel, 'Dental examination and rasping', at('2026-11-10T13:05:00'));
  add(juniper, 'Corrective hoof trim', at('2026-11-17T09:31:00'), needleMs);
  add(zuri, 'Corrective hoof trim', at('2026-11-17T13:10:00'));
  // Case numbers follow the date; the export is sorted by patient.
  [...entries].sort((a, b) => a.start - b.start).forEach((e, i) => (e.caseNo = `VH-26-${String(i + 1).padStart(4, '0')}`));
  entries.sort((a, b) => a.patient.name.localeCompare(b.patient.name) || a.start - b.start);
  const records = entries.map((e) => (e.planted ? e.make(e.caseNo) : without(needle, () => e.make(e.caseNo))));
  const body = records.map((json) => JSON.stringify(JSON.parse(json) as object, null, 2).replace(/^/gm, '    ')).join(',\n');
  const output =
    `{\n  "hospital": "Larchmere Veterinary Hospital",\n  "report": "anaesthesia-records",\n  "generated": "2026-11-19T07:20:44Z",\n` +
    `  "period": { "from": "2026-01-01", "to": "2026-11-18" },\n  "sort": ["patient.houseName", "date"],\n  "count": ${records.length},\n  "records": [\n${body}\n  ]\n}`;
  return probe(
    'round 66: vet anaesthesia records (pretty JSON)',
    "What time was Juniper the giraffe given her reversal drug during Tuesday's hoof trim?",
    'vet_anaesthesia_records',
    output,
    'reversal-time',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b5. Enclosure access control: the site configuration export, TOML.

const ACS_PLACES = [
  ['BC-TIG', 'Tiger night dens', 'Big Cats'],
  ['BC-TTR', 'Tiger Territory', 'Big Cats'],
  ['BC-LIO', 'Lion night dens', 'Big Cats'],
  ['BC-LEO', 'Leopard house', 'Big Cats'],
  ['BC-SNO', 'Snow leopard house', 'Big Cats'],
  ['AS-ELE', 'Elephant barn', 'Asia'],
  ['AS-RPA', 'Red panda house', 'Asia'],
  ['AS-CAM', 'Camel stables', 'Asia'],
  ['AF-GIR', 'Giraffe house', 'Africa'],
  ['AF-RHI', 'Rhino house', 'Africa'],
  ['AF-PAI', 'Painted dog dens', 'Africa'],
  ['PR-GOR', 'Gorilla house', 'Primates'],
  ['PR-ORA', 'Orangutan house', 'Primates'],
  ['RE-KOM', 'Dragon House', 'Reptiles'],
  ['RE-HSE', 'Reptile house', 'Reptiles'],
  ['RF-DOM', 'Rainforest Dome', 'Rainforest'],
  ['AQ-PEN', 'Penguin Coast', 'Aquarium'],
  ['AQ-LSS', 'Aquarium LSS plant room', 'Aquarium'],
  ['AQ-QT', 'Aquarium quarantine', 'Aquarium'],
  ['VH', 'Veterinary hospital', 'Hospital'],
  ['VH-PH', 'Hospital pharmacy', 'Hospital'],
  ['SV-COM', 'Commissary', 'Services'],
  ['SV-WS', 'Workshops', 'Services'],
  ['AD-HQ', 'Admin building', 'Admin'],
  ['ED-CEN', 'Education centre', 'Education'],
  ['EU-WOL', 'Wolf Wood holding', 'Europe'],
  ['SA-ANT', 'Anteater house', 'South America'],
  ['SA-TAP', 'Tapir house', 'South America'],
  ['AF-MEE', 'Meerkat Mound', 'Africa'],
  ['MA-FOS', 'Fossa house', 'Madagascar'],
  ['SV-GAT', 'Service yard', 'Services'],
] as const;
const ACS_DOORS = [
  'keeper entry',
  'service hatch',
  'keeper corridor',
  'public viewing',
  'fire exit',
  'store room',
  'food prep',
  'shift door control room',
  'vehicle gate',
  'staff welfare room',
  'outdoor paddock gate',
  'plant room',
  'CCTV cabinet',
];

const READERS = [
  ['HID Signo 40K', 'SG40K'],
  ['HID Signo 20', 'SG20'],
  ['Paxton PROXIMITY P50', 'P50'],
  ['HID iCLASS SE RK40', 'RK40'],
] as const;

function doorToml(r: Random, id: string, name: string, area: string, dangerous: boolean, serial: string): string {
  const controller = `MX8-${String(between(r, 1, 64)).padStart(4, '0')}`;
  const model = READERS.find(([, prefix]) => serial.startsWith(`${prefix}-`))![0];
  const publicDoor = name.endsWith('public viewing') || name.endsWith('fire exit');
  return [
    '[[door]]',
    `id = "${id}"`,
    `name = "${name}"`,
    `area = "${area}"`,
    `risk_class = "${dangerous ? 'CAT1-dangerous-animal' : publicDoor ? 'CAT4-public' : oneOf(r, ['CAT2-animal', 'CAT3-staff'])}"`,
    `controller = "${controller}"`,
    `port = ${between(r, 1, 8)}`,
    `mode = "${dangerous ? 'card+pin' : oneOf(r, ['card', 'card', 'card+pin', 'unlocked-schedule'])}"`,
    `two_person_rule = ${dangerous ? 'true' : 'false'}`,
    `schedule = "${dangerous ? oneOf(r, ['KEEPERS-BIGCAT', 'KEEPERS-BIGCAT-EARLY']) : oneOf(r, ['KEEPERS-24H', 'KEEPERS-DAY', 'STAFF-OFFICE', 'CONTRACTORS', 'VETS-24H', 'LSS-TECH'])}"`,
    `held_open_alarm_s = ${oneOf(r, [10, 15, 20, 30, 60])}`,
    `unlock_pulse_ms = ${oneOf(r, [3000, 5000, 8000])}`,
    '',
    '  [door.reader]',
    `  model = "${model}"`,
    `  serial = "${serial}"`,
    `  firmware = "${between(r, 8, 10)}.${between(r, 0, 9)}.${between(r, 0, 20)}"`,
    `  osdp_address = ${between(r, 0, 7)}`,
    `  secure_channel = ${r() < 0.8 ? 'true' : 'false'}`,
    '',
    '  [door.lock]',
    `  type = "${oneOf(r, ['maglock 1200lb', 'electric strike fail-secure', 'motor lock', 'electric strike fail-safe', 'hydraulic slide interlock'])}"`,
    `  monitored = ${r() < 0.9 ? 'true' : 'false'}`,
    `  fire_release = ${dangerous ? 'false' : oneOf(r, ['true', 'false'])}`,
    '',
    '  [door.rex]',
    `  type = "${oneOf(r, ['PIR', 'push button', 'none'])}"`,
    `  shunt_s = ${oneOf(r, [5, 10, 15])}`,
    '',
    '  [door.alarms]',
    `  forced = "${dangerous ? 'P1-control-room' : oneOf(r, ['P1-control-room', 'P2-duty-manager', 'P3-log-only'])}"`,
    `  held_open = "${dangerous ? 'P1-control-room' : oneOf(r, ['P2-duty-manager', 'P3-log-only'])}"`,
    `  notify = [${shuffle(r, ['"control-room"', '"duty-manager"', '"section-head"', '"security"'])
      .slice(0, between(r, 1, 3))
      .join(', ')}]`,
    '',
  ].join('\n');
}

/** Doors onto the animal side of a dangerous animal house: card and PIN, two people, alarms to the control room. */
const dangerous = (place: string, door: string) =>
  (place.startsWith('BC-') || ['AS-ELE', 'AF-RHI', 'RE-KOM', 'PR-GOR'].includes(place)) &&
  ['keeper entry', 'service hatch', 'keeper corridor', 'shift door control room', 'outdoor paddock gate'].includes(door);

function accessControlTask(): EconomicsTask {
  const r = seededRandom(66_005);
  const needle = 'SG40K-2231-8F04D7';
  const serial = () => without(needle, () => `${oneOf(r, READERS)[1]}-${digits(r, 4)}-${hex(r, 6).toUpperCase()}`);
  const combos: { place: (typeof ACS_PLACES)[number]; door: string; n: number }[] = [];
  for (const place of ACS_PLACES)
    ACS_DOORS.forEach((door, n) => {
      if (!(place[0] === 'BC-TIG' && door === 'keeper entry')) combos.push({ place, door, n });
    });
  const doors = shuffle(r, combos).map(({ place, door, n }) =>
    doorToml(r, `${place[0]}-D${pad2(n + 1)}`, `${place[1]} - ${door}`, place[2], dangerous(place[0], door), serial()),
  );
  doors.splice(Math.floor(doors.length * 0.46), 0, doorToml(r, 'BC-TIG-D01', 'Tiger night dens - keeper entry', 'Big Cats', true, needle));
  const controllers = Array.from({ length: 64 }, (_, i) =>
    [
      '[[controller]]',
      `id = "MX8-${String(i + 1).padStart(4, '0')}"`,
      `model = "Mercury MP4502"`,
      `ip = "10.40.${between(r, 10, 19)}.${between(r, 2, 250)}"`,
      `mac = "00:0E:${hex(r, 8)
        .toUpperCase()
        .replace(/(..)(?!$)/g, '$1:')}"`,
      `location = "${oneOf(r, ACS_PLACES)[1]} comms cabinet"`,
      `firmware = "1.${between(r, 29, 31)}.${between(r, 0, 9)}"`,
      `battery_test_last = "2026-${pad2(between(r, 8, 11))}-${pad2(between(r, 1, 18))}"`,
      '',
    ].join('\n'),
  );
  const output = [
    '# Larchmere Zoo - access control site configuration',
    '# Exported by acs-admin 5.8.2 (config-export --site LZ --format toml) on 2026-11-19T07:14:03Z',
    '# Do not edit by hand: import changes through acs-admin config-import.',
    '',
    '[site]',
    'code = "LZ"',
    'name = "Larchmere Zoo"',
    'timezone = "Europe/London"',
    'dangerous_animal_policy = "DAP-2025-r4"',
    '',
    ...controllers,
    ...doors,
  ].join('\n');
  return probe(
    'round 66: access control config (TOML)',
    "What's the serial number of the card reader on the keeper entry door to the tiger night dens?",
    'acs_config_export',
    output,
    'reader-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b6. Ticketing: animal encounter bookings, YAML.

const ENCOUNTERS = [
  ['Penguin Pal', 89, 2],
  ['Meet the Meerkats', 65, 4],
  ['Giraffe Feeding', 45, 4],
  ['Keeper for a Day', 249, 1],
  ['Lemur Walkabout', 55, 4],
  ['Shark Reef Snorkel', 120, 2],
  ['Red Panda Breakfast', 75, 2],
  ['Reptile Handling', 35, 6],
] as const;

function bookingYaml(
  r: Random,
  ref: string,
  experience: string,
  date: string,
  slot: string,
  lead: string,
  phone: string,
  status: string,
): string {
  const encounter = ENCOUNTERS.find((e) => e[0] === experience)!;
  const party = between(r, 1, encounter[2]);
  const [first, last] = lead.split(' ') as [string, string];
  const lines = [
    `  - ref: ${ref}`,
    `    experience: ${experience}`,
    `    date: ${date}`,
    `    slot: "${slot}"`,
    `    status: ${status}`,
    `    party_size: ${party}`,
    '    lead_guest:',
    `      name: ${lead}`,
    `      email: ${first[0]!.toLowerCase()}.${last.toLowerCase()}${between(r, 1, 99)}@${oneOf(r, ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.co.uk', 'btinternet.com'])}`,
    `      phone: "${phone}"`,
    `      member_no: ${r() < 0.4 ? `M-00${between(r, 10_000, 49_999)}` : 'null'}`,
  ];
  if (party > 1) {
    lines.push('    guests:');
    for (let i = 1; i < party; i++)
      lines.push(`      - name: ${oneOf(r, FIRST)} ${r() < 0.7 ? last : oneOf(r, LAST)}`, `        age: ${between(r, 6, 70)}`);
  }
  lines.push(
    `    add_ons: [${shuffle(r, ['photo_package', 'souvenir_plush', 'lunch_voucher', 'gift_certificate'])
      .slice(0, between(r, 0, 2))
      .join(', ')}]`,
    `    paid_gbp: ${(encounter[1] * party).toFixed(2)}`,
    `    channel: ${oneOf(r, ['web', 'web', 'app', 'phone', 'gift_voucher'])}`,
    `    booked_at: "2026-${pad2(between(r, 6, 11))}-${pad2(between(r, 1, 18))}T${pad2(between(r, 7, 22))}:${pad2(between(r, 0, 59))}:${pad2(between(r, 0, 59))}Z"`,
  );
  return lines.join('\n');
}

function encounterBookingsTask(): EconomicsTask {
  const r = seededRandom(66_006);
  const needle = '+44 7700 918442';
  const phone = () => without(needle, () => `+44 7${digits(r, 3)} ${digits(r, 6)}`);
  const slots = ['09:30', '10:15', '11:30', '13:00', '14:15', '15:30'];
  const start = at('2026-11-01T00:00:00');
  type Booking = { day: number; slot: string; make: (ref: string) => string };
  const bookings: Booking[] = [];
  for (let day = 0; day < 61; day++) {
    const weekend = [0, 6].includes(new Date(start + day * DAY).getUTCDay());
    for (let i = between(r, weekend ? 30 : 14, weekend ? 42 : 24); i > 0; i--) {
      const date = ymd(start + day * DAY);
      const slot = oneOf(r, slots);
      const experience = oneOf(r, ENCOUNTERS)[0];
      const status =
        day < 18
          ? oneOf(r, ['attended', 'attended', 'attended', 'no_show', 'cancelled'])
          : oneOf(r, ['confirmed', 'confirmed', 'cancelled']);
      bookings.push({ day, slot, make: (ref) => bookingYaml(r, ref, experience, date, slot, fullName(r), phone(), status) });
    }
  }
  const planted = (date: string, slot: string, experience: string, lead: string, number: string) => ({
    day: (at(`${date}T00:00:00`) - start) / DAY,
    slot,
    make: (ref: string) => bookingYaml(r, ref, experience, date, slot, lead, number, date < '2026-11-19' ? 'attended' : 'confirmed'),
  });
  bookings.push(
    planted('2026-11-21', '11:30', 'Penguin Pal', 'Chidinma Okafor', needle),
    planted('2026-11-21', '14:15', 'Meet the Meerkats', 'Chidinma Okafor', '+44 7700 918447'),
    planted('2026-11-21', '10:15', 'Penguin Pal', 'Harvey Okoye', '+44 7812 440918'),
    planted('2026-11-28', '11:30', 'Penguin Pal', 'Emeka Okafor', '+44 7459 918442'),
    planted('2026-11-07', '13:00', 'Penguin Pal', 'Chidinma Okafor', '+44 7700 981442'),
  );
  bookings.sort((a, b) => a.day - b.day || a.slot.localeCompare(b.slot));
  let ref = 8_200;
  const body = bookings.map((b) => b.make(`ENC-26-${String(ref++).padStart(5, '0')}`));
  const output = [
    '# encounters-export v2.3 - Larchmere Zoo animal encounters',
    'generated_at: "2026-11-19T07:31:09Z"',
    'venue: LZ',
    'range: { from: 2026-11-01, to: 2026-12-31 }',
    `total: ${bookings.length}`,
    'bookings:',
    ...body,
  ].join('\n');
  return probe(
    'round 66: encounter bookings (YAML)',
    "What phone number do we have for the lead guest on Saturday's Penguin Pal encounter booked under Okafor?",
    'encounter_bookings_export',
    output,
    'okafor-phone',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c7. Husbandry: keeper daily reports, newest first.

const LOG_ANIMALS: readonly (readonly [string, string, string, string])[] = [
  // section, house name, species (sex), accession
  ['RAINFOREST', 'Flor', "Linnaeus's two-toed sloth, 0.1", 'LZ-2017-0142'],
  ['RAINFOREST', 'Mango', 'Golden lion tamarin, 1.0', 'LZ-2019-0310'],
  ['RAINFOREST', 'Saffron', 'Scarlet ibis, 0.1', 'LZ-2020-0455'],
  ['RAINFOREST', 'Tilly', 'Victoria crowned pigeon, 0.1', 'LZ-2018-0260'],
  ['BIG CATS', 'Kesari', 'Sumatran tiger, 1.0', 'LZ-2014-0077'],
  ['BIG CATS', 'Dara', 'Sumatran tiger, 0.1', 'LZ-2016-0118'],
  ['BIG CATS', 'Raja', 'Asiatic lion, 1.0', 'LZ-2013-0049'],
  ['BIG CATS', 'Nala', 'Asiatic lion, 0.1', 'LZ-2015-0101'],
  ['AFRICA', 'Juniper', 'Reticulated giraffe, 0.1', 'LZ-2011-0207'],
  ['AFRICA', 'Zuri', 'Reticulated giraffe, 0.1', 'LZ-2018-0231'],
  ['AFRICA', 'Jabari', 'Southern white rhinoceros, 1.0', 'LZ-2012-0066'],
  ['AFRICA', 'Pumba', 'Meerkat group (9.7)', 'LZ-GRP-0012'],
  ['PRIMATES', 'Kenji', 'Western lowland gorilla, 1.0', 'LZ-2006-0021'],
  ['PRIMATES', 'Imani', 'Western lowland gorilla, 0.1', 'LZ-2010-0033'],
  ['PRIMATES', 'Lola', 'Ring-tailed lemur, 0.1', 'LZ-2019-0344'],
  ['ASIA', 'Maple', 'Red panda, 0.1', 'LZ-2021-0512'],
  ['ASIA', 'Taro', 'Asian elephant, 1.0', 'LZ-2003-0008'],
  ['ASIA', 'Kesari', 'Asian small-clawed otter, 0.1', 'LZ-2022-0601'],
  ['PENGUINS', 'Pip', 'Humboldt penguin, 1.0', 'LZ-2016-0190'],
  ['REPTILES', 'Ajani', 'Komodo dragon, 1.0', 'LZ-2015-0098'],
  ['REPTILES', 'Otis', 'Aldabra giant tortoise, 1.0', 'LZ-1998-0002'],
];
const LOG_OBSERVATIONS = [
  'Ate all of AM diet. Bright and alert.',
  'Ate approx. 70% of diet; left sweet potato.',
  'Defecated normally; faeces well formed.',
  'Faecal sample collected for routine parasitology (Q4 screen).',
  'Urinated on shift, normal colour.',
  'Weighed on platform scale, see weights module.',
  'Engaged with scatter feed and puzzle feeder for 20+ min.',
  'Slight lameness LH noted on outdoor access; monitor.',
  'Training session: station and target, 10 min, good focus.',
  'Moved to night quarters without hesitation.',
  'Minor scuffle with conspecific at feed; no injuries seen.',
  'Sleeping in usual spot on arrival; roused for feed.',
  'Pacing along fence line for approx. 15 min after visitor noise.',
  'Vet check (routine): nothing of concern.',
  'Browse offered (willow); took most leaves.',
  'Enrichment: scent trail (cinnamon), investigated briefly.',
  'Night quarters deep cleaned; substrate changed.',
];
const SLOTH_AFTER = [
  'No faeces found in night quarters or under climbing frame.',
  'Ate 60% of diet (left green beans). Active overnight per keeper camera.',
  'Urinated from high branch; no faeces seen.',
  'Ate all of PM diet. Hanging in usual spot near heat lamp.',
  'Checked floor of dome and night quarters: no faeces seen.',
  'Weighed 7.92 kg on hanging scale (down from 8.10 kg).',
  'Abdomen appears slightly distended, vet informed; continue to monitor.',
];
const SLOTH_BEFORE = [
  'Ate all of AM diet. Slow to come down but alert.',
  'Urinated on lower branch.',
  'Weighed 8.10 kg on hanging scale.',
  'Hanging in usual spot near heat lamp; ate well.',
];

function keeperLogTask(): EconomicsTask {
  const r = seededRandom(66_007);
  const needle = '2026-11-12 16:40';
  const pablo = "Pablo (Linnaeus's two-toed sloth, 1.0, LZ-2015-0231)";
  const entry = (stamp: string, section: string, keeper: string, animal: string, text: string) =>
    `${stamp}  ${section.padEnd(10)}  Keeper: ${keeper.padEnd(16)}  ${animal}\n    Observation: ${text}`;
  const entries: { ms: number; text: string }[] = [];
  const from = at('2026-11-01T06:30:00');
  const to = at('2026-11-19T07:00:00');
  for (let day = from; day < to; day += DAY) {
    for (let i = between(r, 95, 125); i > 0; i--) {
      const ms = day + between(r, 0, 12 * 60) * MINUTE;
      if (ms >= to) continue;
      const [section, name, species, accession] = oneOf(r, LOG_ANIMALS);
      const text = without(needle, () =>
        entry(`${ymd(ms)} ${hm(ms)}`, section, initialName(r), `${name} (${species}, ${accession})`, oneOf(r, LOG_OBSERVATIONS)),
      );
      entries.push({ ms, text });
    }
  }
  const pabloAt = (stamp: string, text: string) => {
    const ms = at(`${stamp.replace(' ', 'T')}:00`);
    entries.push({ ms, text: entry(stamp, 'RAINFOREST', initialName(r), pablo, text) });
  };
  pabloAt('2026-11-02 09:12', 'Defecated on floor of night quarters; faeces normal, large volume.');
  pabloAt('2026-11-07 08:05', 'Defecated at base of climbing frame overnight; normal consistency.');
  pabloAt(needle, 'Came down to ground level and defecated by the pool edge; faeces firm, smaller volume than usual.');
  for (const day of ['2026-11-03', '2026-11-05', '2026-11-09', '2026-11-10'])
    pabloAt(`${day} 15:${pad2(between(r, 0, 59))}`, oneOf(r, SLOTH_BEFORE));
  for (let day = 13; day <= 18; day++) {
    pabloAt(`2026-11-${day} 08:${pad2(between(r, 10, 59))}`, oneOf(r, SLOTH_AFTER));
    if (r() < 0.7) pabloAt(`2026-11-${day} 15:${pad2(between(r, 0, 59))}`, oneOf(r, SLOTH_AFTER));
  }
  pabloAt('2026-11-19 06:48', 'No faeces found overnight. Ate most of diet.');
  entries.push({
    ms: at('2026-11-16T10:22:00'),
    text: entry(
      '2026-11-16 10:22',
      'RAINFOREST',
      'H. Lindqvist',
      "Flor (Linnaeus's two-toed sloth, 0.1, LZ-2017-0142)",
      'Defecated on lower platform; faeces normal.',
    ),
  });
  entries.sort((a, b) => b.ms - a.ms);
  const output = [
    'Larchmere Zoo - Keeper daily reports (all sections)',
    'Query: sections=ALL from=2026-11-01 to=2026-11-19 order=newest-first',
    `Entries: ${entries.length}`,
    '',
    ...entries.map((e) => e.text),
  ].join('\n');
  return probe(
    'round 66: keeper daily reports (preamble, paraphrase)',
    'The vets want to sedate our male two-toed sloth for a dental on Friday, but they are worried he might be constipated. ' +
      'When did a keeper last note him having a bowel movement?',
    'keeper_daily_reports',
    output,
    'sloth-stool',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c8. Membership: payments, as psql prints a query's result.

const PLANS = [
  ['IND-ADULT', 72],
  ['IND-CONC', 58],
  ['JOINT-2A', 129],
  ['HH-1A2C', 119],
  ['HH-2A2C', 169],
  ['HH-2A3C', 189],
  ['PATRON', 350],
] as const;

function membershipPaymentsTask(): EconomicsTask {
  const r = seededRandom(66_008);
  const needle = 'visa **** 4417';
  const card = () =>
    without(needle, () => `${oneOf(r, ['visa', 'visa', 'visa', 'mastercard', 'mastercard', 'amex'])} **** ${digits(r, 4)}`);
  const to = at('2026-11-19T07:00:00');
  const from = at('2026-08-01T00:00:00');
  const count = 3400;
  const stamps = Array.from({ length: count }, () => from + pick(r, to - from)).sort((a, b) => b - a);
  const row = (
    ms: number,
    memberNo: string,
    name: string,
    plan: string,
    kind: string,
    amount: number,
    status: string,
    cardText: string,
    code: string,
  ) => [
    String(between(r, 400_000, 499_999)),
    memberNo,
    name,
    plan,
    kind,
    amount.toFixed(2),
    status,
    cardText,
    code,
    `pi_3Q${chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)}`,
    `${ymd(ms)} ${iso(ms).slice(11, 19)}+00`,
  ];
  const rows = stamps.map((ms) => {
    const [plan, price] = oneOf(r, PLANS);
    const kind = oneOf(r, ['renewal', 'renewal', 'renewal', 'new', 'new', 'upgrade', 'guest_pass', 'donation']);
    const amount =
      kind === 'guest_pass' ? 12 : kind === 'donation' ? oneOf(r, [5, 10, 20, 25, 50]) : kind === 'upgrade' ? between(r, 10, 60) : price;
    const declined = r() < 0.035;
    return row(
      ms,
      `M-00${between(r, 10_000, 49_999)}`,
      fullName(r),
      plan,
      kind,
      amount,
      declined ? 'declined' : oneOf(r, ['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'refunded']),
      card(),
      declined ? oneOf(r, ['insufficient_funds', 'do_not_honor', 'expired_card', 'authentication_required']) : '',
    );
  });
  const target = Math.floor(count * 0.44);
  rows[target] = row(stamps[target]!, 'M-0041873', 'Imogen Achterberg', 'HH-2A3C', 'renewal', 189, 'declined', needle, 'do_not_honor');
  rows[Math.floor(count * 0.41)] = row(
    stamps[Math.floor(count * 0.41)]!,
    'M-0041874',
    'Tobias Achterberg',
    'JOINT-2A',
    'renewal',
    129,
    'succeeded',
    'amex **** 1009',
    '',
  );
  rows[Math.floor(count * 0.72)] = row(
    stamps[Math.floor(count * 0.72)]!,
    'M-0041873',
    'Imogen Achterberg',
    'HH-2A3C',
    'guest_pass',
    12,
    'succeeded',
    'mastercard **** 0923',
    '',
  );
  const header = [
    'id',
    'member_no',
    'full_name',
    'plan_code',
    'kind',
    'amount_gbp',
    'status',
    'card',
    'decline_code',
    'psp_ref',
    'created_at',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const numeric = new Set([0, 5]);
  const format = (cells: readonly string[]) =>
    ` ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')}`.trimEnd();
  const output = [
    'larchmere_tix=> SELECT p.id, m.member_no, m.full_name, m.plan_code, p.kind, p.amount_gbp, p.status,',
    "larchmere_tix->        p.card_brand || ' **** ' || p.card_last4 AS card, p.decline_code, p.psp_ref, p.created_at",
    'larchmere_tix->   FROM membership_payments p JOIN members m ON m.id = p.member_id',
    "larchmere_tix->  WHERE p.created_at >= '2026-08-01' ORDER BY p.created_at DESC;",
    ` ${header.map((h, i) => h.padStart(Math.floor((widths[i]! + h.length) / 2)).padEnd(widths[i]!)).join(' | ')}`,
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map(format),
    `(${rows.length} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 66: membership payments (psql, preamble, paraphrase)',
    'Front desk forwarded a complaint: a member says her family pass renewal never went through and she was turned away at the gate on Sunday. ' +
      "She's Imogen Achterberg. Which card did she try to pay with?",
    'psql_ticketing',
    output,
    'renewal-card',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c9. Aquarium maintenance: work order history from the CMMS, grouped by location.

const CMMS_LOCATIONS = [
  ['TW-CN', 'Coral Nursery', 'coral propagation systems, 18 m3'],
  ['TW-JG', 'Jellyfish Gallery', 'kreisel and pseudo-kreisel tanks, 6 m3'],
  ['TW-KF', 'Kelp Forest', 'kelp, garibaldi, leopard sharks, 480 m3'],
  ['TW-MG', 'Mangrove Lagoon', 'brackish system, archerfish and mudskippers, 60 m3'],
  ['TW-OB', 'Otter Brook', 'freshwater stream and pools, 35 m3'],
  ['TW-ORX', 'Ocean Realm', 'main exhibit: sand tiger sharks, rays, reef fish; 1,200 m3'],
  ['TW-PC', 'Penguin Coast', 'penguin pool, chilled, 210 m3'],
  ['TW-PLANT', 'Central plant', 'seawater make-up, RO, chillers, boilers'],
  ['TW-QT', 'Quarantine', 'quarantine and holding systems, 40 m3'],
  ['TW-RP', 'Rockpool Encounter', 'touch pool, 12 m3'],
  ['TW-TL', 'Turtle Lagoon', 'green turtle lagoon, 320 m3'],
] as const;
const CMMS_JOBS = [
  [
    'P-0{n} main circulation pump - mechanical seal replaced',
    'P-0{n}',
    'CM',
    'Seal weeping at shaft; replaced seal kit, realigned coupling, leak test OK.',
  ],
  ['UV-0{n} steriliser lamp change', 'UV-0{n}', 'PM', 'Replaced lamps and cleaned quartz sleeves. Hours reset on controller.'],
  [
    'OZ-01 ozone generator - annual service',
    'OZ-01',
    'PM',
    'Dielectric tubes inspected, air dryer desiccant replaced, ORP interlock tested.',
  ],
  [
    'SK-0{n} protein skimmer - clean and inspect',
    'SK-0{n}',
    'PM',
    'Injector and venturi descaled, collection cup cleaned, air flow reset.',
  ],
  [
    'RSF-0{n} pressure sand filter - backwash valve actuator replaced',
    'RSF-0{n}',
    'CM',
    'Actuator failing to close fully; replaced, stroke tested.',
  ],
  [
    'RSF-0{n} pressure sand filter - media depth check',
    'RSF-0{n}',
    'PM',
    'Media depth measured through manway; within tolerance. No change-out required.',
  ],
  [
    'RSF-0{n} pressure sand filter - differential pressure gauge replaced',
    'RSF-0{n}',
    'CM',
    'Gauge sticking; replaced with 0-2.5 bar gauge.',
  ],
  ['AIT-0{n} pH/ORP probe calibration', 'AIT-0{n}', 'PM', 'Two-point calibration, probes cleaned; within 5 mV of reference.'],
  ['CH-0{n} chiller - heat exchanger descale', 'CH-0{n}', 'PM', 'Plate heat exchanger opened and descaled; gaskets OK.'],
  ['HX-0{n} heater - element check', 'HX-0{n}', 'PM', 'Element resistance within spec; thermostat calibrated.'],
  ['LT-01 sump level transmitter - recalibrate', 'LT-01', 'CM', 'Transmitter drifting; recalibrated against sight glass.'],
  ['Exhibit glazing - acrylic scratch polish', 'WINDOW-0{n}', 'PM', 'Diver polished viewing window; light scratching removed.'],
  ['Foam fractionator ozone line - replace tubing', 'FF-0{n}', 'CM', 'PVDF tubing brittle; replaced 6 m run and check valve.'],
] as const;

function cmmsTask(): EconomicsTask {
  const r = seededRandom(66_009);
  const craft = () => oneOf(r, ['LSS-TECH', 'LSS-TECH', 'ELEC', 'MECH', 'DIVE-TEAM', 'CONTRACTOR']);
  const block = (wo: string, loc: string, title: string, asset: string, type: string, reported: number, log: string) => {
    const started = reported + between(r, 0, 20) * DAY + between(r, 7, 15) * HOUR + between(r, 0, 3) * 15 * MINUTE;
    const hours = between(r, 2, 30);
    const completed = started + hours * HOUR + between(r, 0, 3) * 15 * MINUTE;
    return [
      `${wo}  ${title}`.padEnd(110) + 'CLOSE',
      `    Asset: ${asset.padEnd(22)} Location: ${loc.padEnd(9)} Type: ${type}   Priority: ${between(r, 1, 4)}   Craft: ${craft()}`,
      `    Reported: ${ymd(reported)}   Started: ${ymd(started)} ${hm(started)}   Completed: ${ymd(completed)} ${hm(completed)}   Labour: ${(hours * between(r, 1, 3)).toFixed(1)} h`,
      `    Log: ${log}`,
      '',
    ].join('\n');
  };
  const from = at('2019-01-01T00:00:00');
  const to = at('2026-11-18T00:00:00');
  type Wo = { loc: number; ms: number; number: string; planted: boolean; render: (wo: string) => string };
  const wos: Wo[] = [];
  CMMS_LOCATIONS.forEach(([code], loc) => {
    const n = code === 'TW-ORX' ? 230 : code === 'TW-PLANT' ? 190 : between(r, 120, 170);
    for (let i = 0; i < n; i++) {
      const ms = from + pick(r, (to - from) / DAY) * DAY;
      const [titleTemplate, assetTemplate, type, log] = oneOf(r, CMMS_JOBS);
      const k = String(between(r, 1, 4));
      const title = titleTemplate.replace('{n}', k);
      const asset = `${code}-${assetTemplate.replace('{n}', k)}`;
      wos.push({ loc, ms, number: '', planted: false, render: (wo) => block(wo, code, title, asset, type, ms, log) });
    }
    const mediaChange = (n: number, date: string, detail: string, planted = false) =>
      wos.push({
        loc,
        ms: at(`${date}T00:00:00`),
        number: '',
        planted,
        render: (wo) =>
          block(
            wo,
            code,
            `RSF-0${n} pressure sand filter - filter media change-out`,
            `${code}-RSF-0${n}`,
            'PM',
            at(`${date}T00:00:00`),
            `Drained vessel, removed old media (${detail}). Refilled with 4.2 t graded silica, 16/30 over support gravel. Backwashed to waste until clear.`,
          ),
      });
    if (code === 'TW-ORX') {
      mediaChange(2, '2024-02-19', 'channelling and mudballing, 6 years in service', true);
      mediaChange(1, '2022-06-07', 'heavily compacted');
      mediaChange(3, '2021-09-14', 'biofouled, calcified crust on surface');
      mediaChange(4, '2019-11-25', 'fines loss, media depth 30% low');
    }
    if (code === 'TW-KF') mediaChange(1, '2025-10-06', 'compacted, 7 years in service');
    if (code === 'TW-TL') mediaChange(2, '2024-08-28', 'channelling');
  });
  // Work order numbers are handed out in the order the jobs were reported, across the site.
  let next = 21_400;
  for (const wo of [...wos].sort((a, b) => a.ms - b.ms)) {
    wo.number = `WO-00${next}`;
    next += between(r, 1, 4);
  }
  const needle = wos.find((wo) => wo.planted)!.number;
  const sections = CMMS_LOCATIONS.map(([code, name, description], loc) => {
    const here = wos.filter((wo) => wo.loc === loc).sort((a, b) => b.ms - a.ms || b.number.localeCompare(a.number));
    return [
      `=== Location ${code}  ${name} (${description}) ===`,
      `    Work orders: ${here.length}   Sort: reported date, newest first`,
      '',
      ...here.map((wo) => wo.render(wo.number)),
    ].join('\n');
  });
  const output = [
    'Tidewater Aquarium - CMMS work order history',
    'Report WOHIST-02   Site: TW   Status: CLOSE   Reported: 2019-01-01 .. 2026-11-18   Generated: 2026-11-19 07:40 by lss.supervisor',
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 66: CMMS work order history (preamble, paraphrase)',
    "The pressure on the big shark tank's sand filters keeps creeping up between backwashes and I think the media is worn out. " +
      'When was the sand in those filters last replaced, and under which work order?',
    'cmms_work_order_history',
    output,
    'media-change-wo',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d10. Water quality telemetry: hourly readings of every system, CSV.

const WQ_SYSTEMS: readonly (readonly [string, string, string])[] = [
  ['SYS01', 'Kelp Forest', 'marine'],
  ['SYS02', 'Penguin Coast', 'marine'],
  ['SYS03', 'Jellyfish Gallery A', 'marine'],
  ['SYS04', 'Jellyfish Gallery B', 'marine'],
  ['SYS05', 'Ocean Realm', 'marine'],
  ['SYS06', 'Turtle Lagoon', 'marine'],
  ['SYS07', 'Rockpool Encounter', 'marine'],
  ['SYS08', 'Mangrove Lagoon', 'brackish'],
  ['SYS09', 'Otter Brook', 'fresh'],
  ['SYS10', 'Coral Nursery', 'marine'],
  ['SYS11', 'Quarantine Q1', 'marine'],
  ['SYS12', 'Quarantine Q2', 'marine'],
  ['SYS13', 'Seahorse Cove', 'marine'],
  ['SYS14', 'Amazon Flooded Forest', 'fresh'],
  ['SYS15', 'Lake Malawi', 'fresh'],
  ['SYS16', 'Reef Lab holding', 'marine'],
  ['SYS17', 'Ray Bay', 'marine'],
  ['SYS18', 'Cuttlefish nursery', 'marine'],
];

function waterQualityTask(): EconomicsTask {
  const r = seededRandom(66_010);
  const needle = '611.8';
  const from = at('2026-11-05T00:00:00');
  const hours = 14 * 24;
  const base = WQ_SYSTEMS.map(([, , kind]) => ({
    temp: kind === 'fresh' ? float(r, 24, 27) : kind === 'brackish' ? float(r, 25, 27) : float(r, 13, 25),
    sal: kind === 'fresh' ? 0.2 : kind === 'brackish' ? float(r, 12, 18) : float(r, 32.5, 34.5),
    ph: kind === 'fresh' ? float(r, 6.8, 7.8) : float(r, 7.95, 8.2),
    orp: kind === 'fresh' ? float(r, 190, 280) : float(r, 290, 380),
    flow: float(r, 8, 480),
  }));
  const lines = ['timestamp,system_id,system_name,water_type,temp_c,salinity_psu,ph,orp_mv,do_pct_sat,turbidity_ntu,flow_m3h'];
  const target = Math.floor(hours * 0.55);
  for (let h = 0; h < hours; h++) {
    const stamp = isoSeconds(from + h * HOUR);
    WQ_SYSTEMS.forEach(([id, name, kind], i) => {
      const b = base[i]!;
      const make = (orp: string) =>
        [
          stamp,
          id,
          name,
          kind,
          (b.temp + float(r, -0.3, 0.3)).toFixed(2),
          (b.sal + float(r, -0.15, 0.15)).toFixed(2),
          (b.ph + float(r, -0.05, 0.05)).toFixed(2),
          orp,
          float(r, 88, 104).toFixed(1),
          float(r, 0.05, 0.9).toFixed(2),
          (b.flow * float(r, 0.96, 1.04)).toFixed(1),
        ].join(',');
      if (h === target && id === 'SYS13') lines.push(make(needle));
      else lines.push(without(needle, () => make((b.orp + float(r, -12, 12)).toFixed(1))));
    });
  }
  const output = lines.join('\n');
  return probe(
    'round 66: water quality telemetry (CSV, odd one out)',
    "In this fortnight's water quality export, one system's redox reading is nothing like the rest. What was that reading?",
    'wq_telemetry_export',
    output,
    'odd-orp',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d11. Penguin weigh-ins: the weight history report of the colony, fixed width.

function penguinWeightsTask(): EconomicsTask {
  const r = seededRandom(66_011);
  const needle = '2.415 kg';
  const colours = ['BLK', 'YEL', 'RED', 'GRN', 'BLU', 'WHT', 'ORG', 'PNK'];
  const names = shuffle(r, [...HOUSE_NAMES]).slice(0, 56);
  const birds = names.map((name, i) => ({
    accession: `LZ-${between(r, 2008, 2024)}-${String(between(r, 100, 899)).padStart(4, '0')}`,
    name,
    band: `${oneOf(r, colours)}/${oneOf(r, colours)} ${String(100 + i)}`,
    sex: oneOf(r, ['1.0', '0.1']),
    base: float(r, 3.7, 4.7),
  }));
  birds.sort((a, b) => a.accession.localeCompare(b.accession));
  const weeks = 56;
  const first = at('2025-10-16T00:00:00');
  const lines = [
    'LARCHMERE ZOO                                   WEIGHT HISTORY REPORT                                    Page 1',
    'Group:   Humboldt penguin colony (Spheniscus humboldti) - Penguin Coast, AQ-PEN-01',
    'Period:  2025-10-16 to 2026-11-18          Units: kg          Printed: 2026-11-19 07:45 by a.varga',
    '',
    `${'Accession'.padEnd(14)}${'House name'.padEnd(12)}${'Band'.padEnd(13)}${'Sex'.padEnd(5)}${'Date'.padEnd(12)}${'Weight'.padEnd(11)}${'Scale'.padEnd(10)}${'Keeper'.padEnd(16)}Comment`,
    '-'.repeat(118),
  ];
  const targetBird = Math.floor(birds.length * 0.5);
  const targetWeek = 33;
  birds.forEach((bird, b) => {
    for (let w = 0; w < weeks; w++) {
      const ms = first + w * 7 * DAY + between(r, 0, 1) * DAY;
      const seasonal = w >= 36 && w <= 42 ? 0.45 : w > 42 && w <= 46 ? -0.35 : 0;
      const make = (weight: string) =>
        `${bird.accession.padEnd(14)}${bird.name.padEnd(12)}${bird.band.padEnd(13)}${bird.sex.padEnd(5)}${ymd(ms).padEnd(12)}${weight.padEnd(11)}${oneOf(r, ['PS-2', 'PS-2', 'PS-3']).padEnd(10)}${initialName(r).padEnd(16)}${oneOf(r, ['before feed', 'before feed', 'after feed', 'pre-moult', 'post-moult', '', ''])}`.trimEnd();
      if (b === targetBird && w === targetWeek) lines.push(make(needle));
      else lines.push(without(needle, () => make(`${(bird.base + seasonal + float(r, -0.12, 0.12)).toFixed(3)} kg`)));
    }
  });
  lines.push('-'.repeat(118), `Records: ${birds.length * weeks}    Animals: ${birds.length}`, 'END OF REPORT');
  const output = lines.join('\n');
  return probe(
    'round 66: penguin weight history (fixed width, odd one out)',
    "I'm going over a year of penguin weigh-ins. Which single weight doesn't fit with all the others, and what was it?",
    'husbandry_weight_report',
    output,
    'odd-weight',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d12. Keeper rota: the shift export of the rota planner, CSV.

const ROTA_TEAMS = [
  'Big Cats',
  'Africa',
  'Asia',
  'Primates',
  'Rainforest',
  'Penguins & Aquarium',
  'Reptiles',
  'Birds',
  "Children's Farm",
  'Night Watch',
];
const SHIFT_PATTERNS = [
  ['Early', '06:30', '15:00', 30],
  ['Day', '07:30', '16:00', 30],
  ['Day', '08:00', '17:30', 45],
  ['Long day', '07:30', '19:00', 60],
  ['Late', '10:00', '19:30', 30],
  ['Late', '11:00', '20:00', 45],
  ['Relief', '09:00', '17:00', 30],
] as const;

function rotaTask(): EconomicsTask {
  const r = seededRandom(66_012);
  const needle = '19.25';
  const staff = Array.from({ length: 72 }, (_, i) => ({
    no: `K${String(1040 + i * 7)}`,
    name: fullName(r),
    team: ROTA_TEAMS[i % ROTA_TEAMS.length]!,
  }));
  const paid = (start: string, end: string, breakMin: number) => {
    const [sh, sm] = start.split(':').map(Number) as [number, number];
    const [eh, em] = end.split(':').map(Number) as [number, number];
    let minutes = eh * 60 + em - (sh * 60 + sm);
    if (minutes <= 0) minutes += 24 * 60;
    return ((minutes - breakMin) / 60).toFixed(2);
  };
  const lines = ['shift_id,date,weekday,staff_no,staff_name,team,shift_type,post,start,end,break_min,paid_hours,status'];
  const from = at('2026-10-01T00:00:00');
  const days = 61;
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  let id = 260_000;
  const rows: string[] = [];
  for (let d = 0; d < days; d++) {
    const ms = from + d * DAY;
    for (const s of staff) {
      if (r() < 2 / 7) continue;
      const [type, start, end, breakMin] = s.team === 'Night Watch' ? (['Night', '21:00', '07:00', 60] as const) : oneOf(r, SHIFT_PATTERNS);
      const post = `${s.team} - ${oneOf(r, ['section', 'section', 'feeds & cleans', 'training', 'enrichment', 'cover', 'keeper talk'])}`;
      const status = ms < at('2026-11-19T00:00:00') ? 'worked' : 'published';
      const make = () =>
        [
          `RS-${id}`,
          ymd(ms),
          weekdays[new Date(ms).getUTCDay()],
          s.no,
          s.name,
          s.team,
          type,
          post,
          start,
          end,
          breakMin,
          paid(start, end, breakMin),
          status,
        ].join(',');
      rows.push(without(needle, make));
      id += 1;
    }
  }
  let target = Math.floor(rows.length * 0.47);
  while (rows[target]!.includes(',Night Watch,')) target++;
  const cells = rows[target]!.split(',');
  const team = cells[5]!;
  rows[target] = [
    cells[0],
    cells[1],
    cells[2],
    cells[3],
    cells[4],
    team,
    'Long day',
    `${team} - cover`,
    '06:00',
    '01:45',
    30,
    needle,
    cells[12],
  ].join(',');
  const output = [...lines, ...rows].join('\n');
  return probe(
    'round 66: keeper rota shifts (CSV, odd one out)',
    "Looking at the keeper rota export: is one shift much longer than everyone else's? How many paid hours is it?",
    'rota_shift_export',
    output,
    'long-shift',
    needle,
  );
}

export function roundSixtySix(): EconomicsTask[] {
  return [
    animalRecordsTask(),
    alarmJournalTask(),
    visitorAppTask(),
    vetAnaesthesiaTask(),
    accessControlTask(),
    encounterBookingsTask(),
    keeperLogTask(),
    membershipPaymentsTask(),
    cmmsTask(),
    waterQualityTask(),
    penguinWeightsTask(),
    rotaTask(),
  ];
}
