/**
 * Probe round 91, written blind: Ferncliff Coffee Co., a Seattle specialty roaster (SoDo roastworks, packaging line,
 * wholesale accounts) and its ten cafés. "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - green coffee importer portal (minified JSON of green lots): the warehouse receipt number of the natural Hambela lot on contract 2611;
 *  - roasting software export (one-line XML of roast batches): the time of day a given batch reached first crack;
 *  - packaging line label printer job (ZPL on one line): the lot code printed on the 12 oz Worka Chelbesa bags;
 * b. The answer a few lines away from the line the question's words match:
 *  - equipment fleet inventory (YAML): when the espresso machine at the Capitol Hill café was last descaled;
 *  - wholesale web store orders (pretty Shopify-style JSON): the tracking number of Larkspur Bakery's order;
 *  - POS-to-ERP catalog sync worker log (Python tracebacks): the line of our code that raised the KeyError on modifier_list_id;
 * c. A question that paraphrases the output or carries a preamble:
 *  - QC cupping session reports (text tables, "PSS" for pre-shipment sample): the panel's score for the Huila association's pre-shipment sample;
 *  - shipment tracking CLI grouped by carrier (LTL and parcels, "POD signature"): who signed for Pinecrest Market's Tuesday delivery;
 *  - café POS transactions export (Square-style CSV): what was collected for last Thursday's law firm catering order downtown;
 * d. One value unlike its peers, with no error word near it:
 *  - roast batch log (CLI table): the batch charged with far less green coffee than the rest;
 *  - packaging run summary (CLI table): the run with far more residual oxygen in the bags;
 *  - espresso machine telemetry (hourly table per group head): the pump pressure reading way off the others.
 * Not among the bench's targets.
 * First run, at ad2d3a9, the head when the round was written (with this file; `ROUNDS=91
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,891,320 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 91: green lots minified JSON
 *     codex: 13,219 tokens, peak 13,145, 0/1 needles, 0 read-backs
 *     context-chef: 665 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,056 tokens, peak 1,756, 0/1 needles, 1 read-backs
 *     ours: 943 tokens, peak 671, 1/1 needles, 0 read-backs
 *   round 91: roast batches one-line XML
 *     codex: 17,558 tokens, peak 17,487, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,792 tokens, peak 1,356, 0/1 needles, 1 read-backs
 *     ours: 1,001 tokens, peak 732, 1/1 needles, 0 read-backs
 *   round 91: packaging label job one-line ZPL
 *     codex: 22,904 tokens, peak 22,824, 0/1 needles, 0 read-backs
 *     context-chef: 1,015 tokens, peak 935, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,574 tokens, peak 2,559, 0/1 needles, 4 read-backs
 *     ours: 3,044 tokens, peak 1,921, 0/1 needles, 1 read-backs
 *   round 91: equipment fleet YAML
 *     codex: 11,327 tokens, peak 11,260, 0/1 needles, 0 read-backs
 *     context-chef: 588 tokens, peak 521, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,075 tokens, peak 4,010, 0/1 needles, 3 read-backs
 *     ours: 12,434 tokens, peak 4,633, 0/1 needles, 3 read-backs
 *   round 91: wholesale orders pretty JSON
 *     codex: 11,881 tokens, peak 11,815, 0/1 needles, 0 read-backs
 *     context-chef: 607 tokens, peak 541, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,384 tokens, peak 6,373, 0/1 needles, 4 read-backs
 *     ours: 23,496 tokens, peak 8,732, 0/1 needles, 4 read-backs
 *   round 91: catalog sync worker traceback
 *     codex: 15,583 tokens, peak 15,505, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 701, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,828 tokens, peak 1,508, 1/1 needles, 1 read-backs
 *     ours: 2,282 tokens, peak 1,335, 1/1 needles, 1 read-backs
 *   round 91: cupping sessions paraphrase
 *     codex: 16,181 tokens, peak 16,087, 0/1 needles, 0 read-backs
 *     context-chef: 771 tokens, peak 677, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,092 tokens, peak 2,990, 0/1 needles, 2 read-backs
 *     ours: 5,531 tokens, peak 2,868, 0/1 needles, 2 read-backs
 *   round 91: shipment tracking preamble
 *     codex: 15,460 tokens, peak 15,370, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,812 tokens, peak 2,085, 0/1 needles, 2 read-backs
 *     ours: 2,332 tokens, peak 1,319, 0/1 needles, 1 read-backs
 *   round 91: café POS transactions paraphrase
 *     codex: 18,475 tokens, peak 18,389, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 746, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,802 tokens, peak 1,277, 0/1 needles, 4 read-backs
 *     ours: 4,338 tokens, peak 932, 0/1 needles, 4 read-backs
 *   round 91: roast batch log odd charge
 *     codex: 20,003 tokens, peak 19,915, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 745, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,366 tokens, peak 1,383, 0/1 needles, 4 read-backs
 *     ours: 4,755 tokens, peak 1,007, 1/1 needles, 4 read-backs
 *   round 91: packaging runs odd oxygen
 *     codex: 20,673 tokens, peak 20,594, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 753, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,476 tokens, peak 1,404, 0/1 needles, 4 read-backs
 *     ours: 4,786 tokens, peak 1,018, 1/1 needles, 4 read-backs
 *   round 91: espresso telemetry odd pressure
 *     codex: 18,712 tokens, peak 18,620, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 782, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,564 tokens, peak 1,409, 0/1 needles, 4 read-backs
 *     ours: 3,070 tokens, peak 1,175, 1/1 needles, 2 read-backs
 *     codex: 201,976 tokens, 0/12 needles
 *     context-chef: 9,348 tokens, 0/12 needles
 *     context-chef-store: 82,821 tokens, 1/12 needles
 *     ours: 68,012 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, hex, chars, pad2, uuid } from '../economics/seeded.js';

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
// Shared domain data
// ---------------------------------------------------------------------------------------------------------------

type Rng = () => number;

interface Green {
  readonly name: string;
  readonly origin: string;
  readonly region: string;
  readonly producer: string;
  readonly process: string;
  readonly varieties: readonly string[];
  readonly altitude: string;
  readonly notes: readonly string[];
}

const GREENS: readonly Green[] = [
  {
    name: 'Worka Chelbesa',
    origin: 'Ethiopia',
    region: 'Gedeb, Yirgacheffe',
    producer: 'Worka Chelbesa washing station',
    process: 'Washed',
    varieties: ['74110', '74112'],
    altitude: '1950-2200',
    notes: ['bergamot', 'white peach', 'honey'],
  },
  {
    name: 'Worka Sakaro',
    origin: 'Ethiopia',
    region: 'Gedeb, Yirgacheffe',
    producer: 'Worka Sakaro washing station',
    process: 'Natural',
    varieties: ['Kurume', 'Wolisho'],
    altitude: '2000-2250',
    notes: ['blueberry', 'cacao nib', 'rose'],
  },
  {
    name: 'Hambela Wamena',
    origin: 'Ethiopia',
    region: 'Hambela, Guji',
    producer: 'Wamena smallholders',
    process: 'Natural',
    varieties: ['74158', 'Heirloom'],
    altitude: '2050-2300',
    notes: ['strawberry', 'dark chocolate', 'hibiscus'],
  },
  {
    name: 'Hambela Buku',
    origin: 'Ethiopia',
    region: 'Hambela, Guji',
    producer: 'Buku Abel station',
    process: 'Washed',
    varieties: ['74158'],
    altitude: '2100-2300',
    notes: ['jasmine', 'lemon curd', 'black tea'],
  },
  {
    name: 'Sidama Bensa',
    origin: 'Ethiopia',
    region: 'Bensa, Sidama',
    producer: 'Bombe outgrowers',
    process: 'Honey',
    varieties: ['74158', 'Setami'],
    altitude: '1900-2200',
    notes: ['apricot', 'raw sugar', 'lime'],
  },
  {
    name: 'Kiambu Karinga AA',
    origin: 'Kenya',
    region: 'Kiambu',
    producer: 'Karinga factory',
    process: 'Washed',
    varieties: ['SL28', 'SL34'],
    altitude: '1700-1850',
    notes: ['blackcurrant', 'grapefruit', 'molasses'],
  },
  {
    name: 'Nyeri Gatomboya AB',
    origin: 'Kenya',
    region: 'Nyeri',
    producer: 'Gatomboya factory',
    process: 'Washed',
    varieties: ['SL28', 'Ruiru 11', 'Batian'],
    altitude: '1750-1900',
    notes: ['red currant', 'tomato leaf', 'cane sugar'],
  },
  {
    name: 'El Mirador',
    origin: 'Colombia',
    region: 'Pitalito, Huila',
    producer: 'Finca El Mirador',
    process: 'Washed',
    varieties: ['Caturra', 'Castillo'],
    altitude: '1650-1800',
    notes: ['red apple', 'panela', 'milk chocolate'],
  },
  {
    name: 'Buesaco',
    origin: 'Colombia',
    region: 'Buesaco, Nariño',
    producer: 'Buesaco smallholders',
    process: 'Washed',
    varieties: ['Caturra', 'Colombia'],
    altitude: '1900-2150',
    notes: ['mandarin', 'brown sugar', 'cherry'],
  },
  {
    name: 'Cauca Decaf',
    origin: 'Colombia',
    region: 'Inzá, Cauca',
    producer: 'Inzá growers (sugarcane EA)',
    process: 'Washed, EA decaf',
    varieties: ['Castillo', 'Caturra'],
    altitude: '1700-1900',
    notes: ['toffee', 'plum', 'cocoa'],
  },
  {
    name: 'Santa Rosa',
    origin: 'Guatemala',
    region: 'La Libertad, Huehuetenango',
    producer: 'Finca Santa Rosa',
    process: 'Washed',
    varieties: ['Bourbon', 'Caturra'],
    altitude: '1700-1900',
    notes: ['baking spice', 'red grape', 'caramel'],
  },
  {
    name: 'Acatenango Volcán',
    origin: 'Guatemala',
    region: 'Acatenango',
    producer: 'Finca La Soledad',
    process: 'Washed',
    varieties: ['Bourbon', 'Pache'],
    altitude: '1800-2000',
    notes: ['cocoa', 'orange peel', 'almond'],
  },
  {
    name: 'Boa Vista',
    origin: 'Brazil',
    region: 'Cerrado Mineiro',
    producer: 'Fazenda Boa Vista',
    process: 'Natural',
    varieties: ['Yellow Catuai'],
    altitude: '1050-1200',
    notes: ['peanut butter', 'chocolate', 'dried cherry'],
  },
  {
    name: 'Mogiana Pulped',
    origin: 'Brazil',
    region: 'Alta Mogiana',
    producer: 'Sítio Três Irmãos',
    process: 'Pulped natural',
    varieties: ['Mundo Novo', 'Red Catuai'],
    altitude: '1000-1150',
    notes: ['hazelnut', 'brown butter', 'cocoa'],
  },
  {
    name: 'Cajamarca Norte',
    origin: 'Peru',
    region: 'San Ignacio, Cajamarca',
    producer: 'Cooperativa La Frontera Norte',
    process: 'Washed',
    varieties: ['Typica', 'Bourbon', 'Caturra'],
    altitude: '1600-1900',
    notes: ['red apple', 'walnut', 'honey'],
  },
  {
    name: 'Las Flores',
    origin: 'Honduras',
    region: 'Marcala, La Paz',
    producer: 'Finca Las Flores',
    process: 'Washed',
    varieties: ['Parainema', 'Catuai'],
    altitude: '1500-1650',
    notes: ['nectarine', 'nougat', 'cola'],
  },
  {
    name: 'La Montañita',
    origin: 'El Salvador',
    region: 'Chalatenango',
    producer: 'Finca La Montañita',
    process: 'Honey',
    varieties: ['Pacas', 'Bourbon'],
    altitude: '1450-1600',
    notes: ['cherry cola', 'brown sugar', 'cocoa'],
  },
  {
    name: 'Los Robles',
    origin: 'Costa Rica',
    region: 'Tarrazú',
    producer: 'Finca Los Robles',
    process: 'Yellow honey',
    varieties: ['Catuai', 'Caturra'],
    altitude: '1600-1800',
    notes: ['tangerine', 'honeycomb', 'cacao'],
  },
  {
    name: 'Nemba',
    origin: 'Burundi',
    region: 'Kayanza',
    producer: 'Nemba washing station',
    process: 'Washed',
    varieties: ['Red Bourbon'],
    altitude: '1750-1900',
    notes: ['cranberry', 'black tea', 'raw honey'],
  },
  {
    name: 'Kivu Hill',
    origin: 'Rwanda',
    region: 'Nyamasheke',
    producer: 'Kivu Hill washing station',
    process: 'Washed',
    varieties: ['Red Bourbon'],
    altitude: '1700-1950',
    notes: ['pomegranate', 'hibiscus', 'cane sugar'],
  },
  {
    name: 'Mbeya Peaberry',
    origin: 'Tanzania',
    region: 'Mbeya',
    producer: 'Mbeya smallholder groups',
    process: 'Washed',
    varieties: ['Bourbon', 'Kent'],
    altitude: '1600-1900',
    notes: ['lemon', 'black tea', 'toffee'],
  },
  {
    name: 'Gayo Highlands',
    origin: 'Indonesia',
    region: 'Aceh, Sumatra',
    producer: 'Gayo highland smallholders',
    process: 'Wet-hulled',
    varieties: ['Tim Tim', 'Ateng'],
    altitude: '1400-1600',
    notes: ['cedar', 'dark chocolate', 'clove'],
  },
  {
    name: 'Eastern Highlands',
    origin: 'Papua New Guinea',
    region: 'Eastern Highlands',
    producer: 'Kainantu smallholders',
    process: 'Washed',
    varieties: ['Typica', 'Arusha'],
    altitude: '1500-1800',
    notes: ['pineapple', 'molasses', 'cocoa'],
  },
  {
    name: 'Pu’er Natural',
    origin: 'China',
    region: 'Pu’er, Yunnan',
    producer: 'Mangjing cooperative',
    process: 'Natural',
    varieties: ['Catimor'],
    altitude: '1300-1500',
    notes: ['raisin', 'rum', 'milk chocolate'],
  },
  {
    name: 'Jinotega Reserva',
    origin: 'Nicaragua',
    region: 'Jinotega',
    producer: 'Finca San José',
    process: 'Washed',
    varieties: ['Caturra', 'Maracaturra'],
    altitude: '1200-1450',
    notes: ['red apple', 'almond', 'caramel'],
  },
  {
    name: 'Boquete Geisha',
    origin: 'Panama',
    region: 'Boquete, Chiriquí',
    producer: 'Finca Cerro Alto',
    process: 'Washed',
    varieties: ['Geisha'],
    altitude: '1700-1900',
    notes: ['jasmine', 'mango', 'earl grey'],
  },
  {
    name: 'Agua Dulce',
    origin: 'Mexico',
    region: 'Pluma Hidalgo, Oaxaca',
    producer: 'Agua Dulce smallholders',
    process: 'Washed',
    varieties: ['Pluma Hidalgo', 'Typica'],
    altitude: '1300-1600',
    notes: ['milk chocolate', 'almond', 'orange'],
  },
  {
    name: 'Cerro Azul',
    origin: 'Ecuador',
    region: 'Loja',
    producer: 'Finca Cerro Azul',
    process: 'Washed',
    varieties: ['Typica Mejorado', 'Sidra'],
    altitude: '1800-2000',
    notes: ['lychee', 'white grape', 'cane sugar'],
  },
];

/** The roasted products (single origins and blends) as the packaging line and the cafés name them. */
const BLENDS = [
  'House Espresso',
  'Northline Blend',
  'Sodo Breakfast',
  'Half Caf Blend',
  'Night Shift Espresso',
  'Holiday Blend 2026',
  'Decaf Espresso',
];

const FIRST = [
  'Jordan',
  'Mariel',
  'Dani',
  'Priya',
  'Tomas',
  'Keiko',
  'Malik',
  'Rosa',
  'Evan',
  'Ingrid',
  'Samir',
  'Lena',
  'Marco',
  'Aiyana',
  'Grace',
  'Hector',
  'Noor',
  'Owen',
  'Yuki',
  'Beatriz',
  'Caleb',
  'Fatima',
  'Gideon',
  'Hana',
  'Isaac',
  'Julia',
  'Kofi',
  'Liesl',
  'Mateo',
  'Nadia',
  'Oskar',
  'Paloma',
  'Quinn',
  'Ravi',
  'Selin',
  'Theo',
  'Uma',
  'Victor',
  'Wren',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Moreno',
  'Ortiz',
  'Okafor',
  'Natarajan',
  'Lindqvist',
  'Watanabe',
  'Haddad',
  'Delgado',
  'Whitfield',
  'Berg',
  'Khalil',
  'Novak',
  'Ferraro',
  'Redcloud',
  'Sato',
  'Aguilar',
  'Rahimi',
  'Gallagher',
  'Tanaka',
  'Souza',
  'Brennan',
  'Mensah',
  'Kowalski',
  'Park',
  'Levy',
  'Costa',
  'Asante',
  'Fischer',
  'Ramírez',
  'Petrov',
  'Nguyen',
  'Castillo',
  'Duarte',
  'Iyer',
  'Yilmaz',
  'Holt',
  'Ibarra',
  'Chen',
  'Ward',
  'Quispe',
  'Adeyemi',
  'Marsh',
];

interface Cafe {
  readonly code: string;
  readonly name: string;
  readonly address: string;
}

const CAFES: readonly Cafe[] = [
  { code: 'CAP', name: 'Capitol Hill', address: '1520 E Olive Way, Seattle, WA 98122' },
  { code: 'BAL', name: 'Ballard', address: '5401 22nd Ave NW, Seattle, WA 98107' },
  { code: 'FRE', name: 'Fremont', address: '3414 Fremont Ave N, Seattle, WA 98103' },
  { code: 'GTN', name: 'Georgetown', address: '6012 Airport Way S, Seattle, WA 98108' },
  { code: 'CCY', name: 'Columbia City', address: '4861 Rainier Ave S, Seattle, WA 98118' },
  { code: 'DTN', name: 'Downtown', address: '1411 3rd Ave, Seattle, WA 98101' },
  { code: 'QAN', name: 'Queen Anne', address: '1823 Queen Anne Ave N, Seattle, WA 98109' },
  { code: 'WAL', name: 'Wallingford', address: '1614 N 45th St, Seattle, WA 98103' },
  { code: 'WSE', name: 'West Seattle', address: '4528 California Ave SW, Seattle, WA 98116' },
  { code: 'RAV', name: 'Ravenna', address: '6504 20th Ave NE, Seattle, WA 98115' },
];

const person = (random: Rng): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `date` (YYYY-MM-DD) plus `n` days. */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The day of the week of `date` (0 = Sunday). */
const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Seattle's UTC offset on `date` in 2026 (daylight time ends on 1 November). */
const offset = (date: string): string => (date < '2026-11-01' ? '-07:00' : '-08:00');

/** Seconds since midnight as HH:MM:SS. */
const clock = (s: number): string => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;

/** Seconds since midnight as HH:MM. */
const hhmm = (s: number): string => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}`;

/** Seconds as M:SS. */
const mss = (s: number): string => `${Math.floor(s / 60)}:${pad2(s % 60)}`;

/** A random float in [lo, hi] with `digits` decimals, as a number. */
const float = (random: Rng, lo: number, hi: number, digits: number): number => Number((lo + random() * (hi - lo)).toFixed(digits));

/** Dollars as Square prints them: $1,234.56, or -$4.50. */
function usd(amount: number): string {
  const abs = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amount < 0 ? `-$${abs}` : `$${abs}`;
}

/** A value from `make` that is not `reserved` (so a needle value appears only where it is planted). */
function avoiding<T>(make: () => T, reserved: T): T {
  for (;;) {
    const value = make();
    if (value !== reserved) return value;
  }
}

/** `text` padded to `n` columns (or cut to it). */
const col = (text: string | number, n: number): string => String(text).slice(0, n).padEnd(n);
const rcol = (text: string | number, n: number): string => String(text).slice(0, n).padStart(n);

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** The green coffee importer portal's positions, as one minified JSON response. */
function greenLots(): EconomicsTask {
  const random = seededRandom(91_001);
  const importers = [
    'Meridian Specialty Imports',
    'Costa Azul Trading',
    'Northbound Green Co.',
    'Segura & Hale',
    'Kiboko Coffee Partners',
    'Altura Green',
  ];
  const warehouses = [
    { name: 'Duwamish Bonded Storage', city: 'Seattle, WA', code: 'DBS' },
    { name: 'Harbor Terminal Services', city: 'Seattle, WA', code: 'HTS' },
    { name: 'Port of Tacoma Dry Storage', city: 'Tacoma, WA', code: 'PTD' },
    { name: 'Continental Dock', city: 'Oakland, CA', code: 'CDO' },
  ];
  const hambelaNatural = GREENS.find((g) => g.name === 'Hambela Wamena')!;
  const hambelaWashed = GREENS.find((g) => g.name === 'Hambela Buku')!;
  let receipt = 604_118;
  let lotSeq = 24_310;
  let needle = '';
  const lots: object[] = [];
  const lot = (contract: number, green: Green, signed: string, target: boolean): object => {
    lotSeq += between(random, 1, 6);
    const arrival = addDays(signed, between(random, 40, 120));
    const status = target
      ? 'in_warehouse'
      : arrival > '2026-11-11'
        ? 'afloat'
        : oneOf(random, ['in_warehouse', 'in_warehouse', 'in_warehouse', 'at_roastery', 'depleted', 'released']);
    const shipped = new Date(`${addDays(arrival, -50)}T00:00:00Z`);
    const wh = oneOf(random, warehouses);
    receipt += between(random, 3, 41);
    const receiptNo = status === 'afloat' ? null : `${wh.code}-WR-${receipt}`;
    if (target) needle = receiptNo!;
    const bags = oneOf(random, [10, 20, 25, 40, 50, 75, 100, 150, 275]);
    const kgEach = green.origin === 'Colombia' ? 70 : green.origin === 'Ethiopia' ? 60 : oneOf(random, [60, 69, 70, 30]);
    return {
      id: `GL-${lotSeq}`,
      contract: {
        number: `FCC-${contract}`,
        importer: oneOf(random, importers),
        signed_on: signed,
        shipment_period: `${MONTHS[shipped.getUTCMonth()]!}-${MONTHS[(shipped.getUTCMonth() + 1) % 12]!} ${shipped.getUTCFullYear()}`,
        incoterm: oneOf(random, ['FOT', 'FOT', 'FOB', 'EXW']),
        price: { currency: 'USD', per_lb: float(random, 3.4, 11.9, 2), differential: null },
      },
      coffee: {
        name: green.name,
        origin: green.origin,
        region: green.region,
        producer: green.producer,
        process: green.process,
        varieties: green.varieties,
        altitude_masl: green.altitude,
        crop_year: oneOf(random, ['2025/26', '2025/26', '2026']),
        ico_mark: `${pad2(between(random, 1, 40))}/${between(random, 1000, 9999)}/${String(between(random, 1, 999)).padStart(4, '0')}`,
      },
      bags: {
        count: bags,
        kg_each: kgEach,
        packaging: oneOf(random, ['GrainPro', 'GrainPro', 'Ecotact', 'vacuum box']),
        released: status === 'depleted' ? bags : pick(random, bags),
      },
      warehouse:
        status === 'afloat'
          ? null
          : {
              name: wh.name,
              city: wh.city,
              receipt_no: receiptNo,
              location: `Row ${between(random, 1, 40)} / Bay ${oneOf(random, ['A', 'B', 'C', 'D', 'E'])}`,
            },
      vessel:
        status === 'afloat'
          ? {
              name: oneOf(random, ['MSC Leandra', 'Maersk Kolkata', 'CMA CGM Tage', 'ONE Harmony']),
              eta: arrival,
              bl: `MEDU${between(random, 1_000_000, 9_999_999)}`,
            }
          : null,
      quality: {
        arrival_score: status === 'afloat' ? null : float(random, 82.5, 89.25, 2),
        moisture_pct: float(random, 9.4, 11.8, 1),
        water_activity: float(random, 0.48, 0.6, 2),
        density_g_l: between(random, 660, 760),
        screen: oneOf(random, ['15+', '16+', '17/18', 'AA', 'AB', 'PB', 'Gr. 1']),
      },
      status,
      arrived_on: status === 'afloat' ? null : arrival,
      updated_at: `${addDays('2026-09-01', pick(random, 72))}T${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
    };
  };
  for (let contract = 2470; contract < 2750; contract++) {
    const signed = addDays('2025-11-03', Math.floor((contract - 2470) * 1.2));
    if (contract === 2611) {
      lots.push(lot(contract, hambelaWashed, signed, false));
      lots.push(lot(contract, hambelaNatural, signed, true));
      continue;
    }
    const n = oneOf(random, [1, 1, 2, 2, 3]);
    for (let i = 0; i < n; i++) {
      // Other Hambela lots (both processes) on other contracts: the same names in other records.
      const green = contract % 37 === 5 ? hambelaNatural : contract % 41 === 3 ? hambelaWashed : oneOf(random, GREENS);
      lots.push(lot(contract, green, signed, false));
    }
  }
  const output = JSON.stringify({
    data: lots,
    meta: { account: 'ferncliff-coffee', page: 1, per_page: 1000, total: lots.length, generated_at: '2026-11-12T15:04:11Z' },
  });
  return probe(
    'round 91: green lots minified JSON',
    'What is the warehouse receipt number for the natural Hambela lot we bought on contract 2611?',
    'importer_positions',
    output,
    'receipt',
    needle,
    true,
  );
}

/** The roasting software's batch export for three weeks, as one line of XML. */
function roastExport(): EconomicsTask {
  const random = seededRandom(91_002);
  const profiles = [
    'House Espresso v7',
    'Northline Blend v3',
    'Sodo Breakfast v5',
    'Night Shift Espresso v2',
    'Holiday Blend 2026 v1',
    'Decaf Espresso v4',
    ...GREENS.slice(0, 22).map((g) => `${g.name} — ${oneOf(random, ['Filter', 'Omni'])} v${between(random, 1, 6)}`),
  ];
  const operators = ['J. Moreno', 'K. Watanabe', 'S. Khalil', 'A. Redcloud', 'T. Lindqvist'];
  const used = new Set<string>();
  const stamp = (date: string, s: number): string => {
    let t = s;
    while (used.has(`${date}T${clock(t)}`)) t++;
    used.add(`${date}T${clock(t)}`);
    return `${date}T${clock(t)}${offset(date)}`;
  };
  interface Batch {
    start: string;
    xml: (batch: string) => { xml: string; firstCrack: string };
  }
  const batches: Batch[] = [];
  for (let date = '2026-10-19'; date <= '2026-11-11'; date = addDays(date, 1)) {
    if (weekday(date) === 0) continue;
    for (const machine of ['Loring S35 #1', 'Loring S35 #2']) {
      let t = 5 * 3600 + 40 * 60 + between(random, 0, 900);
      const count = weekday(date) === 6 ? between(random, 6, 9) : between(random, 14, 19);
      for (let i = 0; i < count; i++) {
        const charge = float(random, 27, 34, 1);
        const tp = between(random, 75, 100);
        const dry = between(random, 250, 330);
        const fc = between(random, 470, 590);
        const drop = fc + between(random, 85, 170);
        const start = t;
        const startText = stamp(date, start);
        const profile = oneOf(random, profiles);
        const operator = oneOf(random, operators);
        const lot = `GL-${between(random, 24_310, 25_240)}`;
        const stamps = {
          tp: stamp(date, start + tp),
          dry: stamp(date, start + dry),
          fc: stamp(date, start + fc),
          drop: stamp(date, start + drop),
        };
        const temps = {
          charge: between(random, 428, 452),
          tp: float(random, 178, 212, 1),
          dry: float(random, 318, 332, 1),
          fc: float(random, 386, 398, 1),
          drop: float(random, 402, 431, 1),
        };
        const loss = float(random, 12.4, 17.2, 1);
        const notes = oneOf(random, [
          '',
          '',
          '',
          'slight tipping on batch edge',
          'gas cut at FC -10s',
          'cup ok',
          'new green lot, first run',
          'airflow 60% through drying',
          'retained sample for QC',
        ]);
        batches.push({
          start: startText,
          xml: (batch) => ({
            firstCrack: stamps.fc,
            xml:
              `<Roast id="r_${hex(random, 10)}" batch="${batch}" machine="${machine}" profile="${profile}" operator="${operator}" start="${startText}" greenLot="${lot}">` +
              `<Charge kg="${charge.toFixed(1)}" beanTempF="${temps.charge}" burnerPct="${between(random, 55, 90)}"/>` +
              `<Events><Event kind="TurningPoint" elapsed="${mss(tp)}" at="${stamps.tp}" btF="${temps.tp}"/>` +
              `<Event kind="DryEnd" elapsed="${mss(dry)}" at="${stamps.dry}" btF="${temps.dry}"/>` +
              `<Event kind="FirstCrack" elapsed="${mss(fc)}" at="${stamps.fc}" btF="${temps.fc}"/>` +
              `<Event kind="Drop" elapsed="${mss(drop)}" at="${stamps.drop}" btF="${temps.drop}"/></Events>` +
              `<Result roastedKg="${(charge * (1 - loss / 100)).toFixed(2)}" lossPct="${loss}" dtrPct="${(((drop - fc) / drop) * 100).toFixed(1)}" agtron="${between(random, 48, 78)}" rorAtFcFPerMin="${float(random, 6, 14, 1)}"/>` +
              (notes ? `<Notes>${notes}</Notes>` : '<Notes/>') +
              '</Roast>',
          }),
        });
        t = start + drop + between(random, 60, 240);
      }
    }
  }
  batches.sort((a, b) => (a.start < b.start ? -1 : 1));
  const target = Math.floor(batches.length * 0.52);
  let needle = '';
  let targetBatch = '';
  const body = batches
    .map((b, i) => {
      const batch = `26-${11_020 + i}`;
      const { xml, firstCrack } = b.xml(batch);
      if (i === target) {
        needle = firstCrack;
        targetBatch = batch;
      }
      return xml;
    })
    .join('');
  const output = `<?xml version="1.0" encoding="UTF-8"?><RoastExport xmlns="urn:ferncliff:roastlog:2" site="SoDo Roastworks" from="2026-10-19" to="2026-11-11" generated="2026-11-12T06:58:40-08:00" units="imperial-temp,metric-mass">${body}</RoastExport>`;
  return probe(
    'round 91: roast batches one-line XML',
    `What time of day did batch ${targetBatch} hit first crack?`,
    'roastlog_export',
    output,
    'first-crack',
    needle,
    true,
  );
}

/** Today's label print job for the packaging line, as the ZPL stream the printer gets (one line). */
function labelJob(): EconomicsTask {
  const random = seededRandom(91_003);
  const sizes = [
    { label: '12 OZ (340 g)', line: 'L1', upc: '12oz' },
    { label: '5 OZ (142 g)', line: 'L1', upc: '5oz' },
    { label: '2 LB (907 g)', line: 'L2', upc: '2lb' },
    { label: '5 LB (2.27 kg)', line: 'L2', upc: '5lb' },
  ];
  const products = [
    ...GREENS.slice(0, 24).map((g) => ({
      name: g.name,
      line1: `${g.origin} · ${g.region}`,
      line2: `${g.process} · ${g.varieties.join(', ')} · ${g.altitude} masl`,
      notes: g.notes.join(', '),
    })),
    ...BLENDS.map((b) => ({
      name: b,
      line1: 'Ferncliff blend',
      line2: 'Seasonal components, roasted in Seattle',
      notes: oneOf(random, ['chocolate, caramel, citrus', 'milk chocolate, toffee', 'dark cherry, cocoa, spice']),
    })),
  ];
  const jobs: { product: (typeof products)[number]; size: (typeof sizes)[number] }[] = [];
  for (const product of products)
    for (const size of sizes) if (product.name === 'Worka Chelbesa' || random() < 0.7) jobs.push({ product, size });
  shuffle(random, jobs);
  const targetAt = jobs.findIndex((j) => j.product.name === 'Worka Chelbesa' && j.size.upc === '12oz');
  const middle = Math.floor(jobs.length * 0.5);
  [jobs[targetAt], jobs[middle]] = [jobs[middle]!, jobs[targetAt]!];
  const runs: Record<string, number> = { L1: 0, L2: 0 };
  let needle = '';
  const logo = hex(random, 1600).toUpperCase();
  const labels = jobs.map((job, i) => {
    runs[job.size.line] = runs[job.size.line]! + 1;
    const lot = `26316-${job.size.line}-R${pad2(runs[job.size.line]!)}`;
    if (i === middle) needle = lot;
    const badge = hex(random, 1400).toUpperCase();
    const upc = `8506${between(random, 10_000_000, 99_999_999)}`;
    return (
      '^XA^CI28^PW812^LL1218^LH0,0^MNY^PR4' +
      `^FO40,30^GFA,800,800,20,${logo}^FS` +
      `^FO600,40^GFA,700,700,14,${badge}^FS` +
      `^FO40,260^A0N,54,54^FD${job.product.name.toUpperCase()}^FS` +
      `^FO40,330^A0N,30,30^FD${job.product.line1}^FS` +
      `^FO40,372^A0N,26,26^FD${job.product.line2}^FS` +
      `^FO40,420^FB730,2,6,L^A0N,28,28^FDTasting notes: ${job.product.notes}^FS` +
      '^FO40,880^GB730,3,3^FS' +
      '^FO40,900^A0N,26,26^FDROASTED 2026-11-11^FS' +
      `^FO40,934^A0N,26,26^FDLOT ${lot}^FS` +
      `^FO40,968^A0N,26,26^FDNET WT ${job.size.label}^FS` +
      '^FO40,1002^A0N,22,22^FDBEST BY 2027-02-09^FS' +
      `^FO430,900^BY2^BCN,90,Y,N,N^FD${upc}^FS` +
      '^FO40,1130^A0N,22,22^FDFerncliff Coffee Co. · 2901 Utah Ave S, Seattle WA 98134 · ferncliff.coffee^FS' +
      `^PQ${between(random, 12, 480)},0,1,Y^XZ`
    );
  });
  const output = '^XA^JUS^LRN^CI28^MMT^MTT^XZ' + labels.join('');
  return probe(
    'round 91: packaging label job one-line ZPL',
    'What lot code is going on the 12 oz bags of Worka Chelbesa in this label print job?',
    'label_printer_queue',
    output,
    'lot-code',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** The equipment fleet inventory (our cafés, the roastworks and machines on loan to wholesale accounts), as YAML. */
function equipmentFleet(): EconomicsTask {
  const random = seededRandom(91_004);
  const needle = '2026-08-19';
  const date = (from: string, days: number): string => avoiding(() => addDays(from, pick(random, days)), needle);
  const techs = [
    'Brandon Ito (Cascade Espresso Service)',
    'Marisol Vega (Cascade Espresso Service)',
    'Pete Andersen (Sound Equipment Repair)',
    'in-house: D. Okafor',
    'in-house: R. Delgado',
  ];
  const history = (indent: string, kinds: readonly string[]): string[] => {
    const lines = [`${indent}service_history:`];
    const dates = Array.from({ length: between(random, 2, 6) }, () => date('2025-06-01', 520))
      .sort()
      .reverse();
    for (const d of dates) {
      lines.push(`${indent}  - date: ${d}`);
      lines.push(`${indent}    work_order: WO-${d.slice(2, 4)}-${between(random, 1000, 1999)}`);
      lines.push(`${indent}    tech: ${oneOf(random, techs)}`);
      lines.push(`${indent}    summary: ${oneOf(random, kinds)}`);
    }
    return lines;
  };
  const espresso = [
    { make: 'La Marzocco', model: 'Linea PB AV 3-group', prefix: 'LPB' },
    { make: 'La Marzocco', model: 'Linea PB AV 2-group', prefix: 'LPB' },
    { make: 'Synesso', model: 'MVP Hydra 3-group', prefix: 'SYN' },
    { make: 'Slayer', model: 'Steam LP 2-group', prefix: 'SLY' },
    { make: 'La Marzocco', model: 'Linea Mini', prefix: 'LMN' },
  ];
  let asset = 300;
  const machine = (indent: string, kind: string, cafe: boolean, target: boolean): string[] => {
    asset += between(random, 1, 5);
    const lines = [`${indent}- asset_tag: FCE-${String(asset).padStart(4, '0')}`, `${indent}  type: ${kind}`];
    const i2 = `${indent}  `;
    if (kind === 'espresso_machine') {
      const m = cafe ? oneOf(random, espresso.slice(0, 4)) : oneOf(random, espresso);
      lines.push(
        `${i2}make: ${m.make}`,
        `${i2}model: ${m.model}`,
        `${i2}serial: ${m.prefix}-${between(random, 18, 25)}-${between(random, 10000, 99999)}`,
      );
      lines.push(`${i2}installed: ${date('2019-03-01', 2200)}`, `${i2}owner: ${cafe || random() < 0.8 ? 'ferncliff' : 'customer'}`);
      lines.push(
        `${i2}telemetry:`,
        `${i2}  gateway: ${m.make === 'La Marzocco' ? 'lm-cloud' : 'fleetbridge'}`,
        `${i2}  device_id: ${hex(random, 12)}`,
        `${i2}  reporting: ${random() < 0.9 ? 'true' : 'false'}`,
      );
      lines.push(
        `${i2}settings:`,
        `${i2}  brew_boiler_c: ${float(random, 92.5, 94.5, 1)}`,
        `${i2}  steam_boiler_bar: ${float(random, 1.2, 1.6, 1)}`,
        `${i2}  preinfusion_s: ${between(random, 0, 4)}`,
      );
      lines.push(
        `${i2}maintenance:`,
        `${i2}  interval_days: ${oneOf(random, [60, 90, 90, 120])}`,
        `${i2}  last_service: ${date('2026-06-01', 160)}`,
      );
      lines.push(
        `${i2}  last_descale: ${target ? needle : date('2026-01-05', 300)}`,
        `${i2}  last_gasket_change: ${date('2026-01-05', 300)}`,
        `${i2}  next_due: ${date('2026-11-13', 120)}`,
      );
      lines.push(
        ...history(i2, [
          'Quarterly PM, replaced group gaskets and shower screens',
          'Descaled boilers, replaced steam valve seals',
          'Replaced brew pump motor capacitor',
          'Recalibrated flowmeters, checked pressurestat',
          'Replaced portafilter baskets, cleaned solenoids',
          'Installed firmware update',
        ]),
      );
    } else if (kind === 'grinder') {
      const m = oneOf(random, [
        ['Mahlkönig', 'E80 Supreme'],
        ['Mahlkönig', 'EK43 S'],
        ['Mazzer', 'ZM'],
        ['Victoria Arduino', 'Mythos 2'],
      ] as const);
      lines.push(
        `${i2}make: ${m[0]}`,
        `${i2}model: ${m[1]}`,
        `${i2}serial: ${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${between(random, 100000, 999999)}`,
      );
      lines.push(
        `${i2}installed: ${date('2020-01-01', 2100)}`,
        `${i2}role: ${oneOf(random, ['espresso', 'espresso', 'decaf espresso', 'retail / filter'])}`,
      );
      lines.push(
        `${i2}maintenance:`,
        `${i2}  burrs_installed: ${date('2025-06-01', 500)}`,
        `${i2}  kg_since_burrs: ${between(random, 80, 1400)}`,
        `${i2}  last_service: ${date('2026-03-01', 250)}`,
      );
      lines.push(...history(i2, ['Replaced burrs', 'Cleaned chute, recalibrated dose timer', 'Replaced motor brushes', 'Burr alignment']));
    } else if (kind === 'batch_brewer') {
      lines.push(
        `${i2}make: Fetco`,
        `${i2}model: CBS-2152XTS`,
        `${i2}serial: FT${between(random, 1000000, 9999999)}`,
        `${i2}installed: ${date('2021-01-01', 1900)}`,
      );
      lines.push(`${i2}settings:`, `${i2}  brew_temp_f: ${between(random, 198, 204)}`, `${i2}  batch_l: ${oneOf(random, [1.5, 2.0, 3.0])}`);
      lines.push(`${i2}maintenance:`, `${i2}  last_service: ${date('2026-03-01', 250)}`, `${i2}  last_descale: ${date('2026-03-01', 250)}`);
      lines.push(...history(i2, ['Descaled tank and sprayhead', 'Replaced inlet valve', 'Replaced thermostat probe']));
    } else if (kind === 'ice_machine') {
      lines.push(
        `${i2}make: Hoshizaki`,
        `${i2}model: KM-520MAJ`,
        `${i2}serial: M${between(random, 10000000, 99999999)}`,
        `${i2}installed: ${date('2019-06-01', 2000)}`,
      );
      lines.push(
        `${i2}maintenance:`,
        `${i2}  last_sanitize: ${date('2026-05-01', 190)}`,
        `${i2}  last_descale: ${date('2026-02-01', 280)}`,
      );
      lines.push(...history(i2, ['Sanitized and descaled', 'Replaced water filter cartridge', 'Cleaned condenser coil']));
    } else if (kind === 'water_filtration') {
      lines.push(
        `${i2}make: ${oneOf(random, ['BWT', 'Everpure', 'Pentair'])}`,
        `${i2}model: ${oneOf(random, ['bestmax PREMIUM XL', 'Claris Ultra 500', 'MRS-600HE-II'])}`,
      );
      lines.push(
        `${i2}installed: ${date('2021-01-01', 1900)}`,
        `${i2}maintenance:`,
        `${i2}  last_cartridge_change: ${date('2026-04-01', 220)}`,
        `${i2}  tds_out_ppm: ${between(random, 70, 140)}`,
      );
    }
    return lines;
  };
  const neighborhoods = [
    'Belltown',
    'Capitol Hill',
    'Fremont',
    'Ballard',
    'U District',
    'SoDo',
    'Georgetown',
    'Beacon Hill',
    'Queen Anne',
    'Tacoma',
    'Bellevue',
    'Kirkland',
    'Olympia',
    'Everett',
    'Bellingham',
    'Redmond',
    'Issaquah',
    'Capitol Hill',
  ];
  const wholesaleNames = [
    'Alder & Ash Kitchen',
    'Bluebird Bagels',
    'Brightwater Deli',
    'Cedar Lane Books',
    'Dockside Diner',
    'Elm Street Creamery',
    'Fjord Bakery',
    'Gull & Gable',
    'Harborview Hospital Cafe',
    'Ivy Hall Espresso',
    'Juniper Yoga Studio',
    'Kestrel Market',
    'Lantern Noodle Bar',
    'Madrona Pantry',
    'Nook & Cranny',
    'Olive Way Books & Espresso',
    'Pinecrest Market',
    'Quarry Climbing Gym',
    'Rainier Valley Co-op',
    'Salt & Sail',
    'Thistle Cafe',
    'Upper Left Bikes',
    'Vashon Provisions',
    'Westlake Dental',
    'Yesler Terrace Community Center',
    'Zephyr Coworking',
    'Anchor Hotel Lobby Bar',
    'Broadway Market Cafe',
    'Copperleaf Bistro',
    'Driftwood Donuts',
    'Evergreen Tire & Lube',
    'Foxglove Florist',
    'Greenlake Rowing Club',
    'Highland Cycle Works',
    'Inkwell Tattoo',
    'Jolly Roger Taproom',
    'Kinship Preschool',
    'Larkspur Bakery',
    'Marrow Butcher',
    'Northwind Architects',
    'Orca Swim School',
    'Puget Hardware',
    'Quill & Quire',
    'Roanoke Tavern',
    'Skyline Pilates',
    'Tidewater Brewing',
    'Umami Ramen',
    'Viewpoint Senior Living',
    'Wildrose Wine Bar',
    'Yarrow Apothecary',
    'Zenith Barbers',
    'Aurora Laundromat',
    'Birch & Bramble',
    'Cascade Law Group',
    'Delridge Records',
    'Emerald Bike Shop',
    'Arbor Day School',
    'Bayview Lanes',
    'Candlewood Inn',
    'Dahlia Supper Club',
    'Eastlake Animal Clinic',
    'Cobalt Cycles',
    'Beacon Hill Library Cafe',
    'Ember Pizza',
  ];
  const sites: { name: string; lines: string[] }[] = [];
  const site = (id: string, name: string, kind: string, address: string, neighborhood: string, equipment: string[][]): void => {
    const lines = [
      `  - id: ${id}`,
      `    name: ${name}`,
      `    kind: ${kind}`,
      `    address: ${address}`,
      `    neighborhood: ${neighborhood}`,
      `    contact: ${person(random)}`,
      '    equipment:',
    ];
    for (const e of equipment) lines.push(...e);
    sites.push({ name, lines });
  };
  for (const cafe of CAFES) {
    const target = cafe.code === 'CAP';
    site(`cafe-${cafe.name.toLowerCase().replace(/ /g, '-')}`, `Ferncliff ${cafe.name}`, 'cafe', cafe.address, cafe.name, [
      machine('      ', 'espresso_machine', true, target),
      machine('      ', 'grinder', true, false),
      machine('      ', 'grinder', true, false),
      machine('      ', 'batch_brewer', true, false),
      machine('      ', 'ice_machine', true, false),
      machine('      ', 'water_filtration', true, false),
    ]);
  }
  site('roastworks-sodo', 'Ferncliff SoDo Roastworks', 'roastery', '2901 Utah Ave S, Seattle, WA 98134', 'SoDo', [
    machine('      ', 'espresso_machine', true, false),
    machine('      ', 'grinder', true, false),
    machine('      ', 'grinder', true, false),
    machine('      ', 'water_filtration', true, false),
  ]);
  site('training-lab', 'Ferncliff Training Lab', 'training', '2901 Utah Ave S, Suite B, Seattle, WA 98134', 'SoDo', [
    machine('      ', 'espresso_machine', true, false),
    machine('      ', 'espresso_machine', true, false),
    machine('      ', 'grinder', true, false),
    machine('      ', 'grinder', true, false),
    machine('      ', 'batch_brewer', true, false),
  ]);
  wholesaleNames.forEach((name, i) => {
    const equipment = [machine('      ', 'espresso_machine', false, false), machine('      ', 'grinder', false, false)];
    if (random() < 0.6) equipment.push(machine('      ', 'grinder', false, false));
    if (random() < 0.5) equipment.push(machine('      ', 'batch_brewer', false, false));
    if (random() < 0.5) equipment.push(machine('      ', 'water_filtration', false, false));
    site(
      `ws-${1001 + i}`,
      name,
      'wholesale',
      `${between(random, 100, 9999)} ${oneOf(random, ['Pine St', 'E Pike St', 'Broadway E', 'NW Market St', 'Rainier Ave S', 'Pacific Ave', 'Main St', 'Holly St'])}`,
      oneOf(random, neighborhoods),
      equipment,
    );
  });
  sites.sort((a, b) => a.name.localeCompare(b.name));
  const output = [
    '# ferncliff equipment inventory — exported 2026-11-12T07:20:03-08:00 by fleetctl 2.8.1',
    'version: 3',
    'org: ferncliff-coffee',
    'sites:',
    ...sites.flatMap((s) => s.lines),
    '',
  ].join('\n');
  return probe(
    'round 91: equipment fleet YAML',
    'When was the espresso machine at our Capitol Hill café last descaled?',
    'fleet_inventory',
    output,
    'descale',
    needle,
  );
}

/** The wholesale web store's orders of the last two weeks, as the admin API returns them (pretty JSON). */
function wholesaleOrders(): EconomicsTask {
  const random = seededRandom(91_005);
  const customers = [
    ['Alder & Ash Kitchen', 'Tacoma', 'WA', '98402'],
    ['Bluebird Bagels', 'Olympia', 'WA', '98501'],
    ['Brightwater Deli', 'Bellingham', 'WA', '98225'],
    ['Cedar Lane Books', 'Port Townsend', 'WA', '98368'],
    ['Dockside Diner', 'Anacortes', 'WA', '98221'],
    ['Fjord Bakery', 'Poulsbo', 'WA', '98370'],
    ['Gull & Gable', 'Astoria', 'OR', '97103'],
    ['Kestrel Market', 'Spokane', 'WA', '99201'],
    ['Lantern Noodle Bar', 'Portland', 'OR', '97209'],
    ['Larkspur Provisions', 'Walla Walla', 'WA', '99362'],
    ['Madrona Pantry', 'Bend', 'OR', '97701'],
    ['Salt & Sail', 'Friday Harbor', 'WA', '98250'],
    ['Thistle Cafe', 'Boise', 'ID', '83702'],
    ['Vashon Provisions', 'Vashon', 'WA', '98070'],
    ['Wildrose Wine Bar', 'Yakima', 'WA', '98901'],
    ['Driftwood Donuts', 'Hood River', 'OR', '97031'],
    ['Highland Cycle Works', 'Wenatchee', 'WA', '98801'],
    ['Tidewater Brewing', 'Eugene', 'OR', '97401'],
    ['Copperleaf Bistro', 'Missoula', 'MT', '59802'],
    ['Umami Ramen', 'Vancouver', 'WA', '98660'],
    ['Birch & Bramble', 'Leavenworth', 'WA', '98826'],
    ['Pinecrest Market', 'Bellevue', 'WA', '98004'],
    ['Juniper Yoga Studio', 'Kirkland', 'WA', '98033'],
    ['Northwind Architects', 'Seattle', 'WA', '98121'],
  ] as const;
  const larkspur = ['Larkspur Bakery', 'Ellensburg', 'WA', '98926'] as const;
  const skus = [
    ...BLENDS.map((b) => ({ title: b, sku: `FC-${b.replace(/[^A-Z]/g, '')}`, price: float(random, 11.5, 14.5, 2) })),
    ...GREENS.slice(0, 14).map((g) => ({
      title: g.name,
      sku: `FC-${g.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 6)
        .toUpperCase()}`,
      price: float(random, 13.5, 21, 2),
    })),
  ];
  const n = 300;
  const target = Math.floor(n * 0.47);
  let needle = '';
  const trackingUsed = new Set<string>();
  const orders = Array.from({ length: n }, (_, i) => {
    const c = i === target ? larkspur : oneOf(random, customers);
    const created = addDays('2026-10-29', Math.floor((i / n) * 14));
    const createdAt = `${created}T${pad2(between(random, 6, 21))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}${offset(created)}`;
    const local = c[1] === 'Seattle' || c[1] === 'Bellevue' || c[1] === 'Kirkland';
    const shipped = i === target || random() < 0.85;
    let tracking: string | null = null;
    if (!local && shipped) {
      do tracking = `1Z${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXY', 6)}03${between(random, 10_000_000, 99_999_999)}`;
      while (trackingUsed.has(tracking));
      trackingUsed.add(tracking);
    }
    if (i === target) needle = tracking!;
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    const items = Array.from({ length: between(random, 1, 5) }, () => {
      const s = oneOf(random, skus);
      const bag = oneOf(random, ['5 lb', '5 lb', '2 lb']);
      return {
        id: 14_000_000_000_000 + between(random, 0, 999_999_999),
        title: s.title,
        variant_title: bag,
        sku: `${s.sku}-${bag.replace(' ', '')}`,
        quantity: between(random, 1, 12),
        price: (s.price * (bag === '5 lb' ? 5 : 2)).toFixed(2),
        grams: bag === '5 lb' ? 2268 : 907,
        fulfillment_status: shipped ? 'fulfilled' : null,
      };
    });
    const subtotal = items.reduce((sum, it) => sum + Number(it.price) * it.quantity, 0);
    const shipping = local ? 0 : float(random, 14, 62, 2);
    return {
      id: 5_873_400_000_000 + i * 131 + between(random, 0, 90),
      name: `#W${10_230 + i}`,
      created_at: createdAt,
      email: `${first.toLowerCase()}@${c[0].toLowerCase().replace(/[^a-z]/g, '')}.com`,
      financial_status: oneOf(random, ['paid', 'paid', 'pending']),
      fulfillment_status: shipped ? 'fulfilled' : null,
      tags: `wholesale, ${oneOf(random, ['net30', 'net15', 'card'])}${local ? ', delivery-route' : ''}`,
      note: oneOf(random, [
        null,
        null,
        'Please deliver before 10am',
        'Leave with kitchen staff',
        'Standing weekly order',
        'Add invoice to box',
      ]),
      customer: { id: 7_120_000_000 + between(random, 0, 99_999_999), first_name: first, last_name: last, tags: 'wholesale' },
      shipping_address: {
        first_name: first,
        last_name: last,
        company: c[0],
        address1: `${between(random, 10, 9999)} ${oneOf(random, ['Main St', 'Front St', '1st Ave', 'Commercial Ave', 'Water St'])}`,
        city: c[1],
        province_code: c[2],
        zip: c[3],
        country_code: 'US',
        phone: `+1 ${between(random, 200, 989)}-${between(random, 200, 989)}-${between(random, 1000, 9999)}`,
      },
      shipping_lines: [{ title: local ? 'Ferncliff delivery route' : 'UPS Ground', price: shipping.toFixed(2) }],
      fulfillments: shipped
        ? [
            {
              id: 4_902_000_000_000 + between(random, 0, 999_999_999),
              status: 'success',
              created_at: createdAt.replace(/^\d{4}-\d{2}-\d{2}/, addDays(created, 1)),
              tracking_company: local ? 'Other' : 'UPS',
              tracking_number: tracking,
              shipment_status: local ? 'delivered' : oneOf(random, ['in_transit', 'delivered', 'delivered', 'out_for_delivery']),
            },
          ]
        : [],
      line_items: items,
      subtotal_price: subtotal.toFixed(2),
      total_shipping: shipping.toFixed(2),
      total_price: (subtotal + shipping).toFixed(2),
      currency: 'USD',
    };
  });
  const output = JSON.stringify({ orders }, null, 2);
  return probe(
    'round 91: wholesale orders pretty JSON',
    "What's the tracking number for Larkspur Bakery's order?",
    'wholesale_orders',
    output,
    'tracking',
    needle,
  );
}

/** The overnight log of the worker that syncs the POS catalog into the ERP, with its Python tracebacks. */
function catalogSyncLog(): EconomicsTask {
  const random = seededRandom(91_006);
  const root = '/srv/ferncliff-sync';
  const site = `${root}/.venv/lib/python3.12/site-packages`;
  const locations = CAFES.map((c) => ({ code: c.code, id: `L${chars(random, 'ABCDEFGHJKMNPQRSTVWXYZ0123456789', 12)}` }));
  const lines: string[] = [];
  let ms = 2 * 3600 * 1000;
  const ts = (): string => {
    ms += between(random, 5, 2400);
    return `2026-11-12 ${clock(Math.floor(ms / 1000))},${String(ms % 1000).padStart(3, '0')}`;
  };
  const celeryFrames = [
    `  File "${site}/celery/app/trace.py", line 453, in trace_task`,
    '    R = retval = fun(*args, **kwargs)',
    `  File "${site}/celery/app/trace.py", line 736, in __protected_call__`,
    '    return self.run(*args, **kwargs)',
  ];
  const tracebacks: (() => string[])[] = [
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 88, in push_inventory_counts`,
      '    resp = erp.post("/api/v2/stock/adjustments", json=payload, timeout=20)',
      `  File "${site}/requests/sessions.py", line 637, in post`,
      '    return self.request("POST", url, data=data, json=json, **kwargs)',
      `  File "${site}/requests/adapters.py", line 713, in send`,
      '    raise ReadTimeout(e, request=request)',
      "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='erp.ferncliff.internal', port=443): Read timed out. (read timeout=20)",
    ],
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 61, in sync_catalog_page`,
      '    items = [catalog.to_erp_product(obj) for obj in page.objects]',
      `  File "${root}/ferncliff_sync/catalog.py", line 142, in to_erp_product`,
      '    "variants": [map_variation(v) for v in data["variations"]],',
      `  File "${root}/ferncliff_sync/catalog.py", line 211, in map_variation`,
      '    price = money(v["item_variation_data"]["price_money"])',
      "KeyError: 'price_money'",
    ],
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 61, in sync_catalog_page`,
      '    items = [catalog.to_erp_product(obj) for obj in page.objects]',
      `  File "${root}/ferncliff_sync/catalog.py", line 139, in to_erp_product`,
      '    "category": categories[data["category_id"]],',
      "KeyError: 'category_id'",
    ],
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 112, in upsert_products`,
      '    db.execute(UPSERT_PRODUCT, rows)',
      `  File "${site}/psycopg/cursor.py", line 732, in execute`,
      '    raise ex.with_traceback(None)',
      'psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "erp_product_sku_key"',
      `DETAIL:  Key (sku)=(FC-${chars(random, 'ABCDEFGHKLMNPRSTW', 4)}-12oz) already exists.`,
    ],
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 61, in sync_catalog_page`,
      '    items = [catalog.to_erp_product(obj) for obj in page.objects]',
      `  File "${root}/ferncliff_sync/catalog.py", line 142, in to_erp_product`,
      '    "variants": [map_variation(v) for v in data["variations"]],',
      `  File "${root}/ferncliff_sync/catalog.py", line 224, in map_variation`,
      '    "location_prices": {o["location_id"]: money(o["price_money"]) for o in v["location_overrides"]},',
      "KeyError: 'location_overrides'",
    ],
    () => [
      ...celeryFrames,
      `  File "${root}/ferncliff_sync/tasks.py", line 141, in sync_modifier_lists`,
      '    for ml in square.catalog.list(types="MODIFIER_LIST", cursor=cursor):',
      `  File "${site}/square/core/pagination.py", line 48, in __iter__`,
      '    page = self._get_next()',
      `  File "${site}/square/core/http_client.py", line 214, in request`,
      '    raise ApiError(status_code=response.status_code, body=response.json())',
      "square.core.api_error.ApiError: status_code: 429, body: {'errors': [{'category': 'RATE_LIMIT_ERROR', 'code': 'RATE_LIMITED', 'detail': 'Rate limit exceeded'}]}",
    ],
  ];
  const target = [
    ...celeryFrames,
    `  File "${root}/ferncliff_sync/tasks.py", line 61, in sync_catalog_page`,
    '    items = [catalog.to_erp_product(obj) for obj in page.objects]',
    `  File "${root}/ferncliff_sync/catalog.py", line 147, in to_erp_product`,
    '    "attributes": map_modifiers(data.get("modifier_list_info", [])),',
    `  File "${root}/ferncliff_sync/catalog.py", line 287, in map_modifiers`,
    '    list_id = info["modifier_list_id"]',
    "KeyError: 'modifier_list_id'",
  ];
  const needle = 'line 287, in map_modifiers';
  const total = 5200;
  const targetAt = Math.floor(total * 0.56);
  for (let i = 0; i < total; i++) {
    const loc = oneOf(random, locations);
    const task = uuid(random);
    if (i === targetAt) {
      lines.push(
        `${ts()} ERROR [celery.app.trace] Task ferncliff_sync.tasks.sync_catalog_page[${task}] raised unexpected: KeyError('modifier_list_id')`,
      );
      lines.push('Traceback (most recent call last):', ...target);
      continue;
    }
    const r = random();
    if (r < 0.018) {
      const tb = oneOf(random, tracebacks)();
      const last = tb[tb.length - 1]!.startsWith('DETAIL') ? tb[tb.length - 2]! : tb[tb.length - 1]!;
      const name = last.split(':')[0]!.split('.').pop()!;
      lines.push(
        `${ts()} ERROR [celery.app.trace] Task ferncliff_sync.tasks.${tb[4]!.split(' in ')[1]}[${task}] raised unexpected: ${name}(...)`,
      );
      lines.push('Traceback (most recent call last):', ...tb);
    } else if (r < 0.45) {
      const page = between(random, 1, 40);
      lines.push(
        `${ts()} INFO  [ferncliff_sync.tasks] sync_catalog_page location=${loc.id} (${loc.code}) page=${page} cursor=${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)} objects=100 upserted=${between(random, 80, 100)} skipped=${between(random, 0, 4)} elapsed_ms=${between(random, 240, 2900)}`,
      );
    } else if (r < 0.6) {
      const modifiers = between(random, 30, 95);
      lines.push(
        `${ts()} INFO  [ferncliff_sync.tasks] sync_modifier_lists location=${loc.id} (${loc.code}) lists=${between(random, 6, 18)} modifiers=${modifiers} unchanged=${modifiers - between(random, 0, 12)}`,
      );
    } else if (r < 0.75) {
      lines.push(
        `${ts()} INFO  [ferncliff_sync.tasks] push_inventory_counts location=${loc.id} (${loc.code}) skus=${between(random, 40, 160)} adjustments=${between(random, 0, 40)} status=200`,
      );
    } else if (r < 0.85) {
      lines.push(
        `${ts()} DEBUG [ferncliff_sync.square] GET /v2/catalog/list?types=ITEM,ITEM_VARIATION,MODIFIER_LIST&cursor=${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)} -> 200 (${between(random, 90, 900)} ms)`,
      );
    } else if (r < 0.93) {
      lines.push(
        `${ts()} INFO  [celery.worker.strategy] Task ferncliff_sync.tasks.${oneOf(random, ['sync_catalog_page', 'sync_modifier_lists', 'push_inventory_counts', 'upsert_products'])}[${task}] received`,
      );
    } else if (r < 0.98) {
      lines.push(
        `${ts()} INFO  [celery.app.trace] Task ferncliff_sync.tasks.${oneOf(random, ['sync_catalog_page', 'sync_modifier_lists', 'push_inventory_counts', 'upsert_products'])}[${task}] succeeded in ${float(random, 0.2, 9.5, 3)}s: None`,
      );
    } else {
      lines.push(
        `${ts()} WARNING [ferncliff_sync.catalog] item ${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 24)} (${loc.code}) has ${between(random, 2, 5)} modifier lists, only ${between(random, 1, 2)} enabled at location; syncing enabled ones`,
      );
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 91: catalog sync worker traceback',
    'The overnight POS catalog sync crashed with a KeyError on modifier_list_id. Which line of our code raised it?',
    'sync_worker_logs',
    output,
    'line',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** The QC lab's cupping session reports since August, as the cupping app prints them. */
function cuppingSessions(): EconomicsTask {
  const random = seededRandom(91_007);
  const cuppers = ['M. Ortiz', 'K. Watanabe', 'P. Natarajan', 'S. Khalil', 'A. Redcloud', 'J. Moreno'];
  const quarter = (lo: number, hi: number): number => (Math.round(lo * 4) + pick(random, Math.round((hi - lo) * 4) + 1)) / 4;
  const coop = {
    origin: 'Colombia',
    place: 'Huila · Pitalito',
    producer: 'Asociación de Productores Sur Huila (APROSURH)',
    varieties: 'Caturra, Castillo, Colombia',
    process: 'Washed',
  };
  const others = [
    ...GREENS.map((g) => ({
      origin: g.origin,
      place: g.region.replace(', ', ' · '),
      producer: g.producer,
      varieties: g.varieties.join(', '),
      process: g.process,
    })),
    { origin: 'Colombia', place: 'Huila · Acevedo', producer: 'Finca La Esperanza', varieties: 'Pink Bourbon', process: 'Washed' },
    {
      origin: 'Colombia',
      place: 'Huila · La Plata',
      producer: 'Grupo Mujeres de La Plata',
      varieties: 'Caturra, Castillo',
      process: 'Washed',
    },
    {
      origin: 'Colombia',
      place: 'Nariño · La Unión',
      producer: 'Asociación Cafés de La Unión',
      varieties: 'Castillo, Caturra',
      process: 'Washed',
    },
    {
      origin: 'Colombia',
      place: 'Tolima · Planadas',
      producer: 'Cooperativa Sur del Tolima',
      varieties: 'Caturra, Typica',
      process: 'Washed',
    },
  ];
  const flavors = [
    'red apple',
    'panela',
    'milk chocolate',
    'orange',
    'caramel',
    'black tea',
    'stone fruit',
    'grapefruit',
    'walnut',
    'cherry',
    'brown sugar',
    'cacao',
    'plum',
    'lime',
    'honey',
    'jasmine',
  ];
  // The target's four cuppers total 346.75 between them: an average of 86.69, which no other sample gets.
  const needle = '86.69';
  const targetSum = 346.75;
  type Sample = { type: string; who: (typeof others)[number]; target?: boolean };
  const sample = (s: Sample, id: string, n: number, panel: string[]): string[] => {
    const base = s.target ? 86 : float(random, 80.5, 89, 2);
    const rows = panel.map((cupper) => {
      const centre = (base - 30) / 7;
      const attrs = Array.from({ length: 7 }, () => quarter(Math.max(6.5, centre - 0.5), Math.min(9.25, centre + 0.5)));
      const defects = random() < 0.06 ? 2 : 0;
      const total = attrs.reduce((a, b) => a + b, 0) + 30 - defects;
      return { cupper, attrs, defects, total };
    });
    const sum = (): number => rows.reduce((a, r) => a + r.total, 0);
    if (s.target) {
      // Move the attributes a quarter point at a time, round the panel, until the totals add up to the target's.
      for (let k = 0; sum() !== targetSum; k++) {
        const r = rows[k % rows.length]!;
        const a = Math.floor(k / rows.length) % 7;
        const step = sum() < targetSum ? 0.25 : -0.25;
        if (r.attrs[a]! + step < 6.5 || r.attrs[a]! + step > 9.25) continue;
        r.attrs[a]! += step;
        r.total += step;
      }
    }
    let avg = (sum() / rows.length).toFixed(2);
    while (!s.target && avg === needle) {
      rows[0]!.total += 0.25;
      rows[0]!.attrs[5]! += 0.25;
      avg = (sum() / rows.length).toFixed(2);
    }
    if (s.target && avg !== needle) throw new Error(`cupping: the target averages ${avg}`);
    const flavor = shuffle(random, [...flavors])
      .slice(0, 3)
      .join(', ');
    const lines = [
      `${rcol(n, 3)}  ${col(id, 10)} ${col(s.type, 6)} ${col(`${s.who.origin} · ${s.who.place} — ${s.who.producer}`, 84)} ${col(s.who.varieties, 28)} ${col(s.who.process, 16)} Agtron ${between(random, 52, 64)}   Avg ${avg}   "${flavor}"`,
    ];
    for (const r of rows) {
      const [frag, flav, after, acid, body, bal, overall] = r.attrs.map((a) => a.toFixed(2));
      lines.push(
        `       ${col(r.cupper, 13)} Frag ${frag}  Flav ${flav}  After ${after}  Acid ${acid}  Body ${body}  Bal ${bal}  Unif 10  Clean 10  Sweet 10  Overall ${overall}  Def ${r.defects}  Total ${r.total.toFixed(2)}`,
      );
    }
    return lines;
  };
  const out: string[] = [
    'Ferncliff Coffee Co. — QC lab · cupping sessions 2026-08-03 … 2026-11-11 (export from CupLog 4.2, SCA 100-point form)',
    'Sample types: OFFER = offer sample · PSS = pre-shipment sample · AR = arrival sample · PROD = production roast check · REF = reference',
    '',
  ];
  const sessions = 150;
  const targetSession = Math.floor(sessions * 0.56);
  let sampleNo = 1404;
  let date = '2026-08-03';
  for (let s = 0; s < sessions; s++) {
    date = addDays(date, weekday(date) === 5 ? 3 : weekday(date) === 6 ? 2 : random() < 0.4 ? 1 : 0);
    const panel = shuffle(random, [...cuppers]).slice(0, s === targetSession ? 4 : between(random, 3, 5));
    const samples: Sample[] = Array.from({ length: between(random, 5, 9) }, () => ({
      type: oneOf(random, ['OFFER', 'OFFER', 'PSS', 'AR', 'PROD', 'PROD', 'REF']),
      who: oneOf(random, others),
    }));
    if (s === Math.floor(sessions * 0.24)) samples.splice(2, 0, { type: 'OFFER', who: coop });
    if (s === targetSession) samples.splice(3, 0, { type: 'PSS', who: coop, target: true });
    if (s === Math.floor(sessions * 0.86)) samples.splice(1, 0, { type: 'AR', who: coop });
    const id = `CS-26-${String(300 + s).padStart(4, '0')}`;
    out.push('='.repeat(150));
    out.push(
      `Session ${id}   ${date} ${pad2(between(random, 9, 15))}:${oneOf(random, ['00', '15', '30', '45'])}   Lead: ${panel[0]}   Panel: ${panel.join(', ')}   Roast: sample roaster (Ikawa Pro), ${between(random, 14, 20)} h rest`,
    );
    out.push(
      `Purpose: ${oneOf(random, ['offer table — new crop Latin America', 'offer table — East Africa', 'pre-shipment approvals', 'arrival checks', 'production QC — blends', 'production QC — single origins', 'calibration with importer'])}`,
    );
    out.push('-'.repeat(150));
    out.push(
      `${rcol('#', 3)}  ${col('Sample', 10)} ${col('Type', 6)} ${col('Origin · Region — Producer', 84)} ${col('Varieties', 28)} ${col('Process', 16)} Roast       Score      Descriptors`,
    );
    samples.forEach((smp, i) => {
      sampleNo += 1;
      out.push(...sample(smp, `S-26-${sampleNo}`, i + 1, panel));
    });
    out.push('');
  }
  const output = out.join('\n');
  return probe(
    'round 91: cupping sessions paraphrase',
    "We're deciding whether to book more of the Colombian from that co-op in Huila for the spring. Before I call the importer: what did our cupping panel score their pre-ship sample?",
    'cupping_reports',
    output,
    'pss-score',
    needle,
  );
}

/** The shipment tracking CLI for the last ten days, grouped by carrier. */
function shipmentTracking(): EconomicsTask {
  const random = seededRandom(91_008);
  const needle = 'T. OYELARAN';
  const signer = (): string => `${chars(random, 'ABCDEFGHJKLMNPRSTW', 1)}. ${oneOf(random, LAST).toUpperCase()}`;
  const cities = [
    'SEATTLE, WA',
    'TACOMA, WA',
    'PORTLAND, OR',
    'SPOKANE, WA',
    'BOISE, ID',
    'BELLEVUE, WA',
    'OLYMPIA, WA',
    'EUGENE, OR',
    'BEND, OR',
    'MISSOULA, MT',
    'SAN FRANCISCO, CA',
    'DENVER, CO',
    'CHICAGO, IL',
    'AUSTIN, TX',
    'BROOKLYN, NY',
  ];
  const hubs = [
    'KENT, WA',
    'PORTLAND, OR',
    'SALT LAKE CITY, UT',
    'OAKLAND, CA',
    'COMMERCE CITY, CO',
    'HODGKINS, IL',
    'DALLAS, TX',
    'SECAUCUS, NJ',
  ];
  const stamp = (date: string, s: number): string => `${date} ${hhmm(s)}`;
  const parcel = (carrier: string, date: string, n: number): string[] => {
    const to = oneOf(random, cities);
    const id =
      carrier === 'UPS'
        ? `1Z${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXY', 6)}03${between(random, 10_000_000, 99_999_999)}`
        : `9400${between(random, 100_000_000, 999_999_999)}${between(random, 100_000_000, 999_999_999)}`;
    const order = `#${between(random, 48_000, 52_999)}`;
    const lines = [
      `Shipment SH-${between(random, 60_000, 99_999)}  ${carrier === 'UPS' ? 'Tracking' : 'USPS'} ${id}  Service: ${carrier === 'UPS' ? oneOf(random, ['Ground', 'Ground', '2nd Day Air']) : oneOf(random, ['Ground Advantage', 'Priority Mail'])}`,
      `  Consignee: ${person(random)}, ${to}   Ref: web order ${order}${random() < 0.3 ? ' (subscription)' : ''}   Pieces: 1   Weight: ${float(random, 0.8, 6.5, 1)} lb`,
    ];
    let t = 13 * 3600 + between(random, 0, 14_000);
    let d = date;
    lines.push(`  ${stamp(d, t)}  SEATTLE, WA        Label created`);
    t = Math.min(t + between(random, 3600, 16_000), 86_000);
    lines.push(`  ${stamp(d, t)}  SEATTLE, WA        Picked up`);
    for (let k = 0; k < n; k++) {
      t += between(random, 2 * 3600, 20 * 3600);
      if (t >= 86_400) {
        d = addDays(d, 1);
        t -= 86_400;
      }
      if (d > '2026-11-12' || (d === '2026-11-12' && t > 7 * 3600)) break;
      lines.push(
        `  ${stamp(d, t)}  ${col(oneOf(random, hubs), 18)} ${oneOf(random, ['Arrived at facility', 'Departed facility', 'In transit'])}`,
      );
    }
    if (d < '2026-11-11' && random() < 0.85) {
      d = addDays(d, 1);
      lines.push(`  ${stamp(d, between(random, 26_000, 40_000))}  ${col(to, 18)} Out for delivery`);
      lines.push(
        `  ${stamp(d, between(random, 40_000, 70_000))}  ${col(to, 18)} Delivered — ${oneOf(random, ['Front door', 'Mailbox', 'Parcel locker', 'Front desk/reception', 'Porch'])}; no signature required`,
      );
    }
    lines.push('');
    return lines;
  };
  const wholesale = [
    'Pinecrest Market',
    'Alder & Ash Kitchen',
    'Kestrel Market',
    'Rainier Valley Co-op',
    'Harborview Hospital Cafe',
    'Viewpoint Senior Living',
    'Madrona Pantry',
    'Anchor Hotel Lobby Bar',
    'Puget Hardware',
    'Tidewater Brewing',
    'Bluebird Bagels',
    'Pine Street Grocers',
    'Crestview Market',
  ];
  const freight = (account: string, date: string, target: boolean): string[] => {
    const pallets = between(random, 1, 3);
    const to =
      account === 'Pinecrest Market'
        ? '10520 NE 8th St, Bellevue WA 98004'
        : `${between(random, 100, 9999)} ${oneOf(random, ['Pacific Ave', 'Rainier Ave S', 'E Marginal Way', 'Main St'])}, ${oneOf(random, ['Tacoma', 'Seattle', 'Everett', 'Olympia', 'Renton'])} WA`;
    const lines = [
      `Shipment SH-${between(random, 60_000, 99_999)}  PRO ${between(random, 1000, 9999)}-${between(random, 100_000, 999_999)}  Service: LTL Standard  BOL ${between(random, 7_000_000, 7_999_999)}`,
      `  Consignee: ${account}, ${to}   Ref: SO-26-${between(random, 4000, 4999)} / PO ${between(random, 10_000, 99_999)}   Pieces: ${pallets} pallet${pallets > 1 ? 's' : ''} (${between(random, 14, 48) * pallets} cs)   Weight: ${between(random, 180, 620) * pallets} lb`,
      `  ${stamp(date, between(random, 25_000, 35_000))}  SEATTLE, WA        Picked up`,
      `  ${stamp(date, between(random, 60_000, 72_000))}  KENT, WA           Arrived at terminal`,
    ];
    const next = addDays(date, 1);
    lines.push(`  ${stamp(next, between(random, 19_000, 23_000))}  KENT, WA           Out for delivery`);
    lines.push(
      `  ${stamp(next, between(random, 30_000, 50_000))}  ${col(to.split(', ')[1]!.replace(/ WA.*/, '').toUpperCase() + ', WA', 18)} Delivered — POD signature: ${target ? needle : avoiding(signer, needle)} (${oneOf(random, ['dock', 'receiving', 'back door', 'front counter'])})`,
    );
    lines.push('');
    return lines;
  };
  const ups: string[] = [];
  const usps: string[] = [];
  const ltl: string[] = [];
  for (let date = '2026-11-02'; date <= '2026-11-11'; date = addDays(date, 1)) {
    const wd = weekday(date);
    if (wd === 0 || wd === 6) continue;
    for (let i = 0, n = between(random, 55, 70); i < n; i++) ups.push(...parcel('UPS', date, between(random, 1, 4)));
    for (let i = 0, n = between(random, 60, 80); i < n; i++) usps.push(...parcel('USPS', date, between(random, 1, 3)));
    const accounts = shuffle(random, [...wholesale])
      .slice(0, between(random, 4, 8))
      .filter((a) => a !== 'Pinecrest Market');
    if (wd === 1) accounts.splice(between(random, 0, accounts.length), 0, 'Pinecrest Market');
    for (const account of accounts) ltl.push(...freight(account, date, account === 'Pinecrest Market' && date === '2026-11-09'));
  }
  const header = (title: string, n: number): string[] => [`== ${title} — ${n} shipments ${'='.repeat(60)}`, ''];
  const count = (lines: string[]): number => lines.filter((l) => l.startsWith('Shipment ')).length;
  const output = [
    '$ shipctl track --since 2026-11-02 --status all --group-by carrier',
    'Ferncliff Coffee Co. · ship-from SoDo Roastworks, 2901 Utah Ave S, Seattle WA 98134 · as of 2026-11-12 07:41 PST',
    '',
    ...header('UPS', count(ups)),
    ...ups,
    ...header('Cascade Regional Freight (LTL)', count(ltl)),
    ...ltl,
    ...header('USPS', count(usps)),
    ...usps,
  ].join('\n');
  return probe(
    'round 91: shipment tracking preamble',
    "Pinecrest Market's buyer just emailed that this week's Tuesday coffee delivery never showed up, and they're nearly out of espresso. Can you find out who on their end signed for it?",
    'shipment_tracking',
    output,
    'signer',
    needle,
  );
}

/** The Downtown café's POS transactions export for two and a half weeks, as the POS's CSV. */
function posTransactions(): EconomicsTask {
  const random = seededRandom(91_009);
  const header =
    'Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Tax,Tip,Partial Refunds,Total Collected,Source,Tender,Card Entry Methods,Fees,Net Total,Transaction ID,Payment ID,Card Brand,PAN Suffix,Device Name,Staff Name,Details,Description,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID';
  const menu = [
    ['Drip Coffee (12 oz)', 3.25],
    ['Drip Coffee (16 oz)', 3.75],
    ['Latte (12 oz)', 5.25],
    ['Latte (16 oz)', 5.95],
    ['Cortado', 4.5],
    ['Cappuccino', 4.95],
    ['Americano', 3.95],
    ['Espresso', 3.25],
    ['Flat White', 5.05],
    ['Mocha', 6.1],
    ['Chai Latte', 5.5],
    ['Cold Brew', 4.75],
    ['Pour Over', 5.5],
    ['Oat Milk', 0.85],
    ['Extra Shot', 1.25],
    ['Almond Croissant', 4.75],
    ['Morning Bun', 4.25],
    ['Ham & Gruyère Croissant', 6.5],
    ['Banana Bread', 3.95],
    ['House Espresso 12 oz bag', 18.5],
    ['Worka Chelbesa 12 oz bag', 22],
  ] as const;
  const catering = [
    ['Coffee Traveler (96 oz)', 32],
    ['Assorted Pastry Box (12)', 48],
    ['Oat Milk Carafe', 6],
    ['Cups & Lids Kit (12)', 4],
    ['Tea Traveler (96 oz)', 28],
    ['Yogurt Parfait Tray', 54],
  ] as const;
  const staff = ['Dani Okafor', 'Rosa Delgado', 'Malik Haddad', 'Wren Holt', 'Yuki Tanaka', 'Theo Marsh', 'Paloma Ibarra'];
  const firms = [
    'Northwind Architects',
    'Pacific Crest Insurance',
    'Sound Transit Planning',
    'Kaur Dental Group',
    'Elliott Bay Ventures',
    'Rainier Credit Union',
    'Harbor Steps HOA',
    'Meridian Health Partners',
  ];
  const lawFirm = 'Brennan Achebe Lowry LLP';
  const rows: string[] = [];
  const cents = (n: number): number => Math.round(n * 100) / 100;
  /** What a sale comes to: net sales after the discount, the tax (coffee bags are food, untaxed) and the total collected. */
  const sale = (
    items: [string, number][],
    discountPct: number,
    tipPct: number | undefined,
  ): { gross: number; discount: number; net: number; tax: number; tip: number; total: number } => {
    const gross = cents(items.reduce((a, [, p]) => a + p, 0));
    const discount = discountPct ? -cents(gross * discountPct) : 0;
    const net = cents(gross + discount);
    const tax = items.every(([n]) => n.endsWith('bag')) ? 0 : cents(net * 0.1035);
    const tip = tipPct !== undefined ? cents(net * tipPct) : random() < 0.55 ? oneOf(random, [0.5, 1, 1, 1.5, 2, 3]) : 0;
    return { gross, discount, net, tax, tip, total: cents(net + tax + tip) };
  };
  const targetItems: [string, number][] = [
    ...Array.from({ length: 5 }, (): [string, number] => ['Coffee Traveler (96 oz)', 32]),
    ['Tea Traveler (96 oz)', 28],
    ...Array.from({ length: 3 }, (): [string, number] => ['Assorted Pastry Box (12)', 48]),
    ['Yogurt Parfait Tray', 54],
    ...Array.from({ length: 2 }, (): [string, number] => ['Oat Milk Carafe', 6]),
    ...Array.from({ length: 4 }, (): [string, number] => ['Cups & Lids Kit (12)', 4]),
  ];
  const needle = usd(sale(targetItems, 0.15, 0.12).total);
  const csv = (v: string): string => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const row = (
    date: string,
    secs: number,
    items: [string, number][],
    opts: { discount?: number; customer?: string; dining?: string; target?: boolean; tipPct?: number },
  ): void => {
    const amounts = sale(items, opts.discount ?? 0, opts.tipPct);
    const { gross, discount, net, tax } = amounts;
    let { tip, total } = amounts;
    while (!opts.target && usd(total) === needle) {
      tip = cents(tip + 0.5);
      total = cents(net + tax + tip);
    }
    const card = opts.customer || random() < 0.86;
    const fees = card ? -Math.round((total * 0.026 + 0.15) * 100) / 100 : 0;
    const counts = new Map<string, number>();
    for (const [n] of items) counts.set(n, (counts.get(n) ?? 0) + 1);
    const description = [...counts].map(([n, c]) => (c > 1 ? `${n} x ${c}` : n)).join(', ');
    const id = chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 26);
    rows.push(
      [
        date,
        clock(secs),
        'Pacific Time (US & Canada)',
        usd(gross),
        usd(discount),
        '$0.00',
        usd(net),
        usd(tax),
        usd(tip),
        '$0.00',
        usd(total),
        opts.customer ? 'Square Online' : 'Point of Sale',
        card ? 'Card' : 'Cash',
        card ? (opts.customer ? 'Card on File' : oneOf(random, ['Contactless', 'Contactless', 'EMV Chip', 'Keyed'])) : '',
        usd(fees),
        usd(Math.round((total + fees) * 100) / 100),
        id,
        card ? chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 30) : '',
        card ? oneOf(random, ['Visa', 'Visa', 'Mastercard', 'American Express', 'Discover']) : '',
        card ? String(between(random, 1000, 9999)) : '',
        opts.customer ? 'Square Online' : oneOf(random, ['DTN Register 1', 'DTN Register 2', 'DTN Kiosk']),
        oneOf(random, staff),
        `https://squareup.com/dashboard/sales/transactions/${id}`,
        description,
        'Payment',
        'Ferncliff Downtown',
        opts.dining ?? oneOf(random, ['For Here', 'To Go', 'To Go']),
        opts.customer ? chars(random, 'ABCDEFGHJKMNPQRSTVWXYZ0123456789', 26) : '',
        opts.customer ?? '',
        '',
      ]
        .map(csv)
        .join(','),
    );
  };
  const cateringItems = (): [string, number][] => {
    const items: [string, number][] = [];
    for (let k = 0, n = between(random, 3, 9); k < n; k++) {
      const c = oneOf(random, catering);
      items.push([c[0], c[1]]);
    }
    return items;
  };
  const days: string[] = [];
  for (let date = '2026-10-26'; date <= '2026-11-11'; date = addDays(date, 1)) days.push(date);
  for (const date of days) {
    const n = weekday(date) === 0 || weekday(date) === 6 ? between(random, 90, 120) : between(random, 150, 185);
    const times = Array.from({ length: n }, () => between(random, 6 * 3600 + 1800, 18 * 3600)).sort((a, b) => a - b);
    const specials = new Map<number, () => void>();
    if (weekday(date) >= 1 && weekday(date) <= 5 && random() < 0.7) {
      const firm = oneOf(random, firms);
      const at = between(random, 2, 30);
      specials.set(at, () => row(date, times[at]!, cateringItems(), { discount: 0.1, customer: firm, dining: 'Pickup', tipPct: 0 }));
    }
    if (date === '2026-10-29')
      specials.set(12, () =>
        row(date, times[12]!, cateringItems(), { discount: 0.1, customer: 'Holloway & Finch PLLC', dining: 'Pickup', tipPct: 0.1 }),
      );
    if (date === '2026-11-05') {
      specials.set(9, () =>
        row(date, times[9]!, targetItems, { discount: 0.15, customer: lawFirm, dining: 'Pickup', tipPct: 0.12, target: true }),
      );
      specials.set(40, () =>
        row(
          date,
          times[40]!,
          [
            ['Latte (16 oz)', 5.95],
            ['Morning Bun', 4.25],
          ],
          { customer: 'Hollis & Mbeki PLLC', dining: 'Pickup' },
        ),
      );
    }
    times.forEach((secs, i) => {
      const special = specials.get(i);
      if (special) return special();
      const items: [string, number][] = [];
      for (let k = 0, m = oneOf(random, [1, 1, 1, 2, 2, 3, 4]); k < m; k++) {
        const it = oneOf(random, menu);
        items.push([it[0], it[1]]);
      }
      row(date, secs, items, {});
    });
  }
  rows.reverse();
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 91: café POS transactions paraphrase',
    'Last Thursday the downtown café did a big catering order for a law firm. After the discount, how much did we end up collecting from them in total?',
    'pos_transactions_export',
    output,
    'catering-total',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** The roast batch log since June, as the roasting software's CLI prints it. */
function roastBatchLog(): EconomicsTask {
  const random = seededRandom(91_010);
  const profiles = [
    'House Espresso v7',
    'Northline Blend v3',
    'Sodo Breakfast v5',
    'Night Shift Espresso v2',
    'Decaf Espresso v4',
    'Half Caf Blend v2',
    ...GREENS.slice(0, 20).map((g) => `${g.name} Filter`),
  ];
  const operators = ['J. Moreno', 'K. Watanabe', 'S. Khalil', 'A. Redcloud', 'T. Lindqvist', 'M. Ortiz'];
  const rows: { date: string; start: number; cells: (batch: string) => string; target: boolean }[] = [];
  for (let date = '2026-06-01'; date <= '2026-11-11'; date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    for (const machine of ['S35-1', 'S35-2']) {
      let t = 5 * 3600 + 45 * 60 + between(random, 0, 900);
      for (let i = 0, n = between(random, 11, 17); i < n; i++) {
        const charge = oneOf(random, [30, 30, 32, 32, 34, 28, 27.5, 33, 24]) + oneOf(random, [0, 0, 0.05, -0.05, 0.1]);
        const fc = between(random, 470, 590);
        const time = fc + between(random, 85, 170);
        rows.push({
          date,
          start: t,
          target: false,
          cells: roastRow(
            random,
            date,
            t,
            machine,
            oneOf(random, profiles),
            `GL-${between(random, 23_800, 25_240)}`,
            charge,
            fc,
            time,
            oneOf(random, operators),
          ),
        });
        t += time + between(random, 90, 300);
      }
    }
  }
  rows.sort((a, b) => (a.date === b.date ? a.start - b.start : a.date < b.date ? -1 : 1));
  const targetAt = Math.floor(rows.length * 0.61);
  const old = rows[targetAt]!;
  const fc = between(random, 430, 470);
  rows[targetAt] = {
    ...old,
    target: true,
    cells: roastRow(random, old.date, old.start, 'S35-2', 'Boquete Geisha Filter', 'GL-25102', 9.08, fc, fc + 112, 'K. Watanabe'),
  };
  let needle = '';
  const header = `${col('BATCH', 10)} ${col('DATE', 10)} ${col('START', 5)}  ${col('MACHINE', 7)} ${col('PROFILE', 28)} ${col('GREEN LOT', 9)} ${rcol('CHARGE kg', 9)} ${rcol('ROASTED kg', 10)} ${rcol('LOSS %', 6)} ${rcol('CHG °F', 6)} ${rcol('DROP °F', 7)} ${rcol('TIME', 5)} ${rcol('FC', 5)} ${rcol('DTR %', 5)} ${rcol('AGTRON', 6)}  OPERATOR`;
  const lines = [
    '$ roastlog batches --site sodo --from 2026-06-01 --to 2026-11-11 --format table',
    header,
    '-'.repeat(header.length + 4),
    ...rows.map((r, i) => {
      const batch = `26-${String(4810 + i).padStart(5, '0')}`;
      if (r.target) needle = batch;
      return r.cells(batch);
    }),
    `${rows.length} batches`,
  ];
  return probe(
    'round 91: roast batch log odd charge',
    'Looking over the roast log, one batch seems to have gone into the roaster with far less green coffee than every other batch. Which batch number was that?',
    'roastlog_batches',
    lines.join('\n'),
    'light-batch',
    needle,
  );
}

/** One row of the roast batch table. */
function roastRow(
  random: Rng,
  date: string,
  start: number,
  machine: string,
  profile: string,
  lot: string,
  charge: number,
  fc: number,
  time: number,
  operator: string,
): (batch: string) => string {
  const loss = float(random, 12.6, 16.8, 1);
  const cells = `${hhmm(start)}  ${col(machine, 7)} ${col(profile, 28)} ${col(lot, 9)} ${rcol(charge.toFixed(2), 9)} ${rcol((charge * (1 - loss / 100)).toFixed(2), 10)} ${rcol(loss.toFixed(1), 6)} ${rcol(between(random, 430, 452), 6)} ${rcol(float(random, 404, 429, 1).toFixed(1), 7)} ${rcol(mss(time), 5)} ${rcol(mss(fc), 5)} ${rcol((((time - fc) / time) * 100).toFixed(1), 5)} ${rcol(between(random, 48, 78), 6)}  ${operator}`;
  return (batch) => `${col(batch, 10)} ${col(date, 10)} ${cells}`;
}

/** The packaging line's run summaries since August, as the line's MES CLI prints them. */
function packagingRuns(): EconomicsTask {
  const random = seededRandom(91_011);
  const products = [...BLENDS, ...GREENS.slice(0, 18).map((g) => g.name)];
  const sizes = [
    { line: 'L1', bag: '12 oz', target: 340 },
    { line: 'L1', bag: '5 oz', target: 142 },
    { line: 'L2', bag: '2 lb', target: 907 },
    { line: 'L2', bag: '5 lb', target: 2268 },
  ];
  const operators = ['R. Delgado', 'D. Okafor', 'W. Holt', 'N. Rahimi', 'C. Mensah', 'F. Souza'];
  const rows: string[] = [];
  let run = 3100;
  let needle = '';
  const days: string[] = [];
  for (let date = '2026-07-06'; date <= '2026-11-11'; date = addDays(date, 1))
    if (weekday(date) !== 0 && weekday(date) !== 6) days.push(date);
  const total = days.length * 20;
  const targetAt = Math.floor(total * 0.43);
  for (const date of days) {
    for (const line of ['L1', 'L2']) {
      let t = 6 * 3600 + between(random, 0, 1800);
      for (let i = 0, n = between(random, 8, 12); i < n; i++) {
        run += 1;
        const size = oneOf(
          random,
          sizes.filter((s) => s.line === line),
        );
        const product = oneOf(random, products);
        const bags = size.target > 500 ? between(random, 20, 140) : between(random, 90, 520);
        const minutes = Math.ceil(bags / (size.target > 500 ? 6 : 22)) + between(random, 8, 20);
        const id = `PR-26-${String(run).padStart(5, '0')}`;
        const isTarget = rows.length >= targetAt && needle === '' && line === 'L1' && size.bag === '12 oz';
        if (isTarget) needle = id;
        const o2 = isTarget ? '4.61' : float(random, 0.52, 1.74, 2).toFixed(2);
        const avg = size.target + float(random, 0.4, 3.2, 1);
        rows.push(
          `${col(id, 12)} ${col(line, 4)} ${date} ${hhmm(t)}  ${hhmm(t + minutes * 60)}  ${col(
            `FC-${product
              .replace(/[^A-Za-z]/g, '')
              .slice(0, 8)
              .toUpperCase()}-${size.bag.replace(' ', '')}`,
            18,
          )} ${col(product, 20)} ${col(size.bag, 6)} ${rcol(size.target, 6)} ${rcol(bags, 5)} ${rcol(avg.toFixed(1), 7)} ${rcol(float(random, 0.6, 3.9, 1).toFixed(1), 5)} ${rcol(between(random, 0, 6), 5)} ${rcol(o2, 6)} ${rcol(`${between(random, 34, 61)}`, 6)}  ${col(`${addDays(date, -1)} roast`, 16)} ${oneOf(random, operators)}`,
        );
        t += minutes * 60 + between(random, 600, 1500);
      }
    }
  }
  const header = `${col('RUN', 12)} ${col('LINE', 4)} ${col('DATE', 10)} ${col('START', 5)}  ${col('END', 5)}  ${col('SKU', 18)} ${col('PRODUCT', 20)} ${col('BAG', 6)} ${rcol('TGT g', 6)} ${rcol('BAGS', 5)} ${rcol('AVG g', 7)} ${rcol('SD g', 5)} ${rcol('UNDR', 5)} ${rcol('O2 %', 6)} ${rcol('N2 L/m', 6)}  ${col('SOURCE', 16)} OPERATOR`;
  const output = [
    '$ packline runs --from 2026-07-06 --to 2026-11-11',
    header,
    '-'.repeat(header.length + 4),
    ...rows,
    `${rows.length} runs`,
  ].join('\n');
  return probe(
    'round 91: packaging runs odd oxygen',
    'Did any packaging run end up with a lot more oxygen left in the bags than the others? Which run was it?',
    'packline_runs',
    output,
    'o2-run',
    needle,
  );
}

/** Hourly espresso telemetry per group head across the cafés for two weeks. */
function espressoTelemetry(): EconomicsTask {
  const random = seededRandom(91_012);
  const groups = CAFES.flatMap((c, i) => {
    const machine = oneOf(random, ['LM Linea PB', 'Synesso MVP', 'Slayer Steam']);
    const serial = `${machine.split(' ')[0]!.toUpperCase()}-${between(random, 10_000, 99_999)}`;
    const n = i % 3 === 0 ? 2 : 3;
    return Array.from({ length: n }, (_, g) => ({
      site: c.code,
      machine: `${machine} ${serial}`,
      group: `G${g + 1}`,
      temp: float(random, 92.8, 94.2, 1),
      pressure: float(random, 8.7, 9.3, 2),
    }));
  });
  const needle = '11.42';
  const rows: string[] = [];
  const days: string[] = [];
  for (let date = '2026-10-29'; date <= '2026-11-11'; date = addDays(date, 1)) days.push(date);
  const total = days.length * 15 * groups.length;
  const targetAt = Math.floor(total * 0.66);
  for (const date of days) {
    for (let hour = 6; hour <= 20; hour++) {
      for (const g of groups) {
        const busy = hour >= 7 && hour <= 10 ? 1 : hour >= 14 ? 0.35 : 0.6;
        const idx = rows.length;
        const shots = idx === targetAt ? between(random, 14, 22) : Math.max(0, Math.round(between(random, 8, 34) * busy));
        const pressure =
          idx === targetAt ? needle : shots === 0 ? '-' : avoiding(() => (g.pressure + float(random, -0.18, 0.18, 2)).toFixed(2), needle);
        const cells =
          shots === 0
            ? ['-', '-', '-', (g.temp + float(random, -0.2, 0.2, 1)).toFixed(1), '-', '-']
            : [
                float(random, 25, 31, 1).toFixed(1),
                float(random, 18, 19.5, 1).toFixed(1),
                float(random, 36, 44, 1).toFixed(1),
                (g.temp + float(random, -0.3, 0.3, 1)).toFixed(1),
                pressure,
                float(random, 1.2, 1.8, 2).toFixed(2),
              ];
        rows.push(
          `${date} ${pad2(hour)}:00  ${col(g.site, 4)} ${col(g.machine, 26)} ${col(g.group, 5)} ${rcol(shots, 5)} ${rcol(cells[0]!, 10)} ${rcol(cells[1]!, 10)} ${rcol(cells[2]!, 11)} ${rcol(cells[3]!, 7)} ${rcol(cells[4]!, 12)} ${rcol(cells[5]!, 9)}`,
        );
      }
    }
  }
  if (!rows[targetAt]!.includes(needle)) throw new Error('espresso telemetry: the planted hour had no shots');
  const header = `${col('HOUR', 16)}  ${col('SITE', 4)} ${col('MACHINE', 26)} ${col('GROUP', 5)} ${rcol('SHOTS', 5)} ${rcol('AVG_SHOT_S', 10)} ${rcol('AVG_DOSE_G', 10)} ${rcol('AVG_YIELD_G', 11)} ${rcol('BREW_C', 7)} ${rcol('PRESSURE_BAR', 12)} ${rcol('FLOW_ML_S', 9)}`;
  const output = [
    '$ brewfleet telemetry hourly --org ferncliff --from 2026-10-29 --to 2026-11-11 --per group',
    header,
    ...rows,
    `${rows.length} rows`,
  ].join('\n');
  return probe(
    'round 91: espresso telemetry odd pressure',
    'Across the café espresso machines, was there an hour when one group head was pulling shots at a pump pressure way out of line with all the others? What was the reading?',
    'espresso_telemetry',
    output,
    'pressure',
    needle,
  );
}

export function roundNinetyOne(): EconomicsTask[] {
  return [
    greenLots(),
    roastExport(),
    labelJob(),
    equipmentFleet(),
    wholesaleOrders(),
    catalogSyncLog(),
    cuppingSessions(),
    shipmentTracking(),
    posTransactions(),
    roastBatchLog(),
    packagingRuns(),
    espressoTelemetry(),
  ];
}
