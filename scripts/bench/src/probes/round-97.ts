/**
 * Probe round 97, written blind: Pellingham & Rowe, a London fine art and antiques auction house (catalogue and condition reports, online and phone bidding, saleroom clerking, buyer invoices and premiums, shipping and storage of lots, provenance and export licence checks). "Today" is Wednesday, 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - live bidding platform results API (minified JSON of three sales, lots and bid histories): the hammer price of lot 214 in Monday's Old Masters sale;
 *  - aggregator catalogue feed (one-line XML of three sales): the weight of lot 88, the George III silver tea urn, in the Fine Silver sale;
 *  - forwarder consolidation manifests (CSV whose pieces field is a huge JSON array): the crate lot 146 of the Design sale is packed in for New York;
 * b. The answer a few lines away from the line the question's words match:
 *  - export control tracker (YAML cases): the export licence number for the Canaletto view of the Grand Canal;
 *  - telephone bidding registrations (pretty JSON): the number to ring for the phone bidder on lot 63 in today's Asian Art sale;
 *  - timed sale platform configuration (TOML): when the first lot closes in next week's online watch sale;
 * c. A question that paraphrases the output or carries a preamble:
 *  - saleroom clerking app log (text log): the paddle that bought "the Georgian mahogany bureau with the glazed cabinet on top" (a George III bureau bookcase);
 *  - cataloguing system export (text records): after a preamble, the earliest traceable owner of the Van Huysum flower painting;
 *  - warehouse storage charges report (fixed-width report): after a preamble, what "the bronze horse and rider" (an equestrian bronze after Giambologna) has run up in storage;
 * d. One value unlike its peers, with no error word near it:
 *  - building management climate listing (CLI table of store zones): the paintings store whose humidity setpoint differs from the others;
 *  - accounts receivable invoice lines (psql table): the invoice whose buyer's premium rate differs from all the others;
 *  - auction management sale pace report (text tables): the lot of Friday's Modern British sale that was on the block far longer than the rest.
 * Not among the bench's targets.
 * First run, at 4f9152a, the head when the round was written (with this file; `ROUNDS=97
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,147,775 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 97: bidding platform results, hammer price
 *     codex: 15,712 tokens, peak 15,639, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,419 tokens, peak 4,379, 0/1 needles, 3 read-backs
 *     ours: 6,480 tokens, peak 2,933, 0/1 needles, 2 read-backs
 *   round 97: catalogue feed, silver weight
 *     codex: 11,728 tokens, peak 11,649, 0/1 needles, 0 read-backs
 *     context-chef: 631 tokens, peak 552, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,492 tokens, peak 1,238, 0/1 needles, 2 read-backs
 *     ours: 2,933 tokens, peak 1,266, 0/1 needles, 2 read-backs
 *   round 97: consolidation manifests, crate
 *     codex: 222 tokens, peak 145, 0/1 needles, 0 read-backs
 *     context-chef: 752 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,509 tokens, peak 6,064, 1/1 needles, 4 read-backs
 *     ours: 16,155 tokens, peak 7,248, 1/1 needles, 3 read-backs
 *   round 97: export control tracker, licence number
 *     codex: 11,604 tokens, peak 11,535, 0/1 needles, 0 read-backs
 *     context-chef: 603 tokens, peak 534, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,017 tokens, peak 1,597, 0/1 needles, 2 read-backs
 *     ours: 2,654 tokens, peak 1,772, 1/1 needles, 1 read-backs
 *   round 97: telephone bids, number to ring
 *     codex: 10,547 tokens, peak 10,471, 0/1 needles, 0 read-backs
 *     context-chef: 607 tokens, peak 531, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,995 tokens, peak 1,560, 0/1 needles, 2 read-backs
 *     ours: 4,867 tokens, peak 2,084, 0/1 needles, 2 read-backs
 *   round 97: timed sale config, first lot closing
 *     codex: 14,457 tokens, peak 14,384, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,075 tokens, peak 1,545, 0/1 needles, 3 read-backs
 *     ours: 4,005 tokens, peak 1,213, 1/1 needles, 3 read-backs
 *   round 97: clerking log, paraphrased lot
 *     codex: 17,566 tokens, peak 17,461, 0/1 needles, 0 read-backs
 *     context-chef: 883 tokens, peak 778, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,457 tokens, peak 3,981, 0/1 needles, 3 read-backs
 *     ours: 17,463 tokens, peak 6,747, 0/1 needles, 4 read-backs
 *   round 97: catalogue records, earliest owner
 *     codex: 10,534 tokens, peak 10,431, 0/1 needles, 0 read-backs
 *     context-chef: 622 tokens, peak 519, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,526 tokens, peak 1,210, 0/1 needles, 4 read-backs
 *     ours: 4,435 tokens, peak 945, 0/1 needles, 4 read-backs
 *   round 97: storage charges, paraphrased lot
 *     codex: 11,809 tokens, peak 11,710, 0/1 needles, 0 read-backs
 *     context-chef: 649 tokens, peak 550, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,771 tokens, peak 1,473, 0/1 needles, 4 read-backs
 *     ours: 2,644 tokens, peak 1,699, 0/1 needles, 1 read-backs
 *   round 97: climate zones, odd humidity setpoint
 *     codex: 18,128 tokens, peak 18,046, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 715, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,878 tokens, peak 3,123, 0/1 needles, 4 read-backs
 *     ours: 7,203 tokens, peak 3,711, 1/1 needles, 4 read-backs
 *   round 97: invoice lines, odd premium rate
 *     codex: 19,797 tokens, peak 19,711, 0/1 needles, 0 read-backs
 *     context-chef: 825 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,417 tokens, peak 1,382, 0/1 needles, 4 read-backs
 *     ours: 3,765 tokens, peak 1,213, 1/1 needles, 3 read-backs
 *   round 97: sale pace report, longest lot
 *     codex: 16,233 tokens, peak 16,155, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,547 tokens, peak 1,223, 0/1 needles, 1 read-backs
 *     ours: 958 tokens, peak 682, 0/1 needles, 0 read-backs
 *     codex: 158,337 tokens, 0/12 needles
 *     context-chef: 8,491 tokens, 0/12 needles
 *     context-chef-store: 84,103 tokens, 1/12 needles
 *     ours: 73,562 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------
// Shared helpers and vocabulary
// ---------------------------------------------------------------------------------------------------

const commas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const money = (n: number): string => `£${commas(n)}`;
/** Pence as `1,234.50`. */
const pounds = (pence: number): string => `${commas(Math.floor(pence / 100))}.${pad2(pence % 100)}`;
const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
const isoMillis = (ms: number): string => new Date(ms).toISOString();
const hms = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const duration = (seconds: number): string =>
  `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const padR = (s: string, n: number): string => (s.length > n ? s.slice(0, n) : s.padEnd(n));
const padL = (s: string, n: number): string => s.padStart(n);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Makes an item with `make` until its text does not contain any of `avoid`: keeps near-misses from repeating a needle. */
function avoiding<T>(make: () => T, text: (item: T) => string, avoid: readonly string[]): T {
  for (;;) {
    const item = make();
    const t = text(item);
    if (!avoid.some((a) => t.includes(a))) return item;
  }
}

const FIRST = [
  'James',
  'Charlotte',
  'Henry',
  'Olivia',
  'Edward',
  'Amelia',
  'William',
  'Sophia',
  'Thomas',
  'Isabella',
  'George',
  'Eleanor',
  'Alexander',
  'Harriet',
  'Frederick',
  'Victoria',
  'Hugo',
  'Beatrice',
  'Rupert',
  'Clementine',
  'Marcus',
  'Florence',
  'Oliver',
  'Imogen',
  'Sebastian',
  'Lucia',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Rahul',
  'Priya',
  'Ahmed',
  'Layla',
  'Dmitri',
  'Anastasia',
  'Luca',
  'Giulia',
  'Pierre',
  'Camille',
  'Hans',
  'Greta',
  'Carlos',
  'Sofía',
  'Kwame',
  'Ama',
  'Sven',
  'Ingrid',
  'Tomás',
  'Aoife',
];
const LAST = [
  'Harcourt',
  'Pemberton',
  'Ashworth',
  'Fitzgerald',
  'Montague',
  'Lindqvist',
  'Okafor',
  'Zhang',
  'Tanaka',
  'Kapoor',
  'Rossi',
  'Dubois',
  'Schneider',
  'Alvarez',
  'Mensah',
  'Johansson',
  "O'Sullivan",
  'Whitfield',
  'Carrington',
  'Beaumont',
  'Li',
  'Chen',
  'Wong',
  'Nakamura',
  'Sato',
  'Mehta',
  'Haddad',
  'Volkov',
  'Bianchi',
  'Moreau',
  'Keller',
  'Herrera',
  'Asante',
  'Nilsson',
  'Byrne',
  'Hollis',
  'Marchetti',
  'Fairbairn',
  'Stanhope',
  'Vasquez',
  'Goldberg',
  'Rahman',
  'Ferreira',
  'Kowalski',
  'Novak',
  'Andersen',
  'Mackenzie',
  'Drummond',
  'Lowther',
  'Quennell',
];
const HONORIFIC = ['Mr', 'Mrs', 'Ms', 'Dr', 'Mr', 'Ms', 'Mr', 'Mrs'];
const article = (word: string): string => (/^[AEIOU]/.test(word) ? 'An' : 'A');
const personName = (random: Random): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const clientName = (random: Random): string => `${oneOf(random, HONORIFIC)} ${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`;

/** The house's bidding increments. */
function nextBid(amount: number): number {
  if (amount < 1000) return amount + 50;
  if (amount < 2000) return amount + 100;
  if (amount < 5000) return amount + 200;
  if (amount < 10_000) return amount + 500;
  if (amount < 20_000) return amount + 1000;
  if (amount < 50_000) return amount + 2000;
  if (amount < 100_000) return amount + 5000;
  if (amount < 200_000) return amount + 10_000;
  if (amount < 500_000) return amount + 20_000;
  return amount + 50_000;
}
function openingBid(low: number): number {
  let a = 50;
  while (nextBid(a) <= low * 0.6) a = nextBid(a);
  return a;
}
const ESTIMATES: readonly (readonly [number, number])[] = [
  [300, 500],
  [400, 600],
  [500, 800],
  [600, 900],
  [800, 1200],
  [1000, 1500],
  [1500, 2500],
  [2000, 3000],
  [3000, 5000],
  [4000, 6000],
  [5000, 8000],
  [6000, 8000],
  [8000, 12_000],
  [10_000, 15_000],
  [15_000, 25_000],
  [20_000, 30_000],
  [30_000, 50_000],
  [40_000, 60_000],
  [50_000, 80_000],
  [60_000, 80_000],
  [80_000, 120_000],
  [100_000, 150_000],
  [150_000, 250_000],
  [200_000, 300_000],
  [300_000, 500_000],
];
/** An estimate, most of them low. */
const estimateOf = (random: Random, top = ESTIMATES.length): readonly [number, number] =>
  ESTIMATES[Math.floor(Math.pow(random(), 1.9) * top)]!;
const estimateText = (e: readonly [number, number]): string => `£${commas(e[0])}-${commas(e[1])}`;

/** A bidding run: the bids from the opening bid, and whether the last one reached the reserve. */
function biddingRun(random: Random, est: readonly [number, number]): { bids: number[]; sold: boolean } {
  const bids = [openingBid(est[0])];
  const n = between(random, 0, 16);
  for (let i = 0; i < n; i++) bids.push(nextBid(bids[bids.length - 1]!));
  return { bids, sold: bids[bids.length - 1]! >= est[0] * 0.8 };
}

// Lot titles by department.
const OM_ARTISTS = [
  'Sir Peter Lely (Soest 1618-1680 London)',
  'Sir Godfrey Kneller (Lübeck 1646-1723 London)',
  'Jan van Goyen (Leiden 1596-1656 The Hague)',
  'David Teniers the Younger (Antwerp 1610-1690 Brussels)',
  'Pieter Brueghel the Younger (Brussels 1564/5-1637/8 Antwerp)',
  'Salomon van Ruysdael (Naarden 1600/3-1670 Haarlem)',
  'Francesco Guardi (Venice 1712-1793)',
  'Sir Joshua Reynolds, P.R.A. (Plympton 1723-1792 London)',
  'Thomas Gainsborough, R.A. (Sudbury 1727-1788 London)',
  'George Romney (Dalton-in-Furness 1734-1802 Kendal)',
  'John Constable, R.A. (East Bergholt 1776-1837 London)',
  'Joseph Wright of Derby, A.R.A. (Derby 1734-1797)',
  'Philips Wouwerman (Haarlem 1619-1668)',
  'Willem van de Velde the Younger (Leiden 1633-1707 London)',
  'Adriaen van Ostade (Haarlem 1610-1685)',
  'Jan Steen (Leiden 1626-1679)',
  'Claude-Joseph Vernet (Avignon 1714-1789 Paris)',
  'Hubert Robert (Paris 1733-1808)',
  'George Stubbs, A.R.A. (Liverpool 1724-1806 London)',
  'John Wootton (Snitterfield 1682-1764 London)',
  'John Frederick Herring Senior (London 1795-1865 Tunbridge Wells)',
  'Sir Henry Raeburn, R.A. (Edinburgh 1756-1823)',
  'Allan Ramsay (Edinburgh 1713-1784 Dover)',
  'Arthur Devis (Preston 1712-1787 Brighton)',
  'Johan Zoffany, R.A. (Frankfurt 1733-1810 London)',
  'Carlo Dolci (Florence 1616-1686)',
  'Luca Giordano (Naples 1634-1705)',
  'Abraham Mignon (Frankfurt 1640-1679 Utrecht)',
];
const OM_QUALIFIERS = ['', '', '', 'Circle of ', 'Studio of ', 'Follower of ', 'Attributed to ', 'Manner of '];
const OM_SUBJECTS = [
  'Portrait of a lady, half-length, in a blue silk dress',
  'Portrait of a gentleman, bust-length, in a brown coat',
  'A river landscape with fishermen in a rowing boat',
  'A winter landscape with skaters on a frozen river',
  'Peasants carousing outside an inn',
  'The Holy Family with the Infant Saint John the Baptist',
  'A capriccio of Roman ruins with figures',
  'Shipping in a calm off the Dutch coast',
  'A hunter with hounds in an extensive landscape',
  'A bay hunter in a stable',
  'The Madonna and Child',
  'Saint Jerome in the wilderness',
  'A coastal landscape at sunset',
  'An extensive wooded landscape with a cottage',
  'Portrait of a child with a spaniel',
  'A vanitas still life with a skull and books',
  'The Adoration of the Magi',
  'A cavalry skirmish',
  'A conversation piece in a park',
  'A chestnut racehorse with a groom on Newmarket Heath',
];
const MODBRIT = [
  'L.S. Lowry, R.A. (1887-1976)',
  'John Piper, C.H. (1903-1992)',
  'Graham Sutherland, O.M. (1903-1980)',
  'Ben Nicholson, O.M. (1894-1982)',
  'Dame Barbara Hepworth (1903-1975)',
  'Patrick Heron (1920-1999)',
  'Sir Terry Frost, R.A. (1915-2003)',
  'Peter Lanyon (1918-1964)',
  'Roger Hilton (1911-1975)',
  'Duncan Grant (1885-1978)',
  'Vanessa Bell (1879-1961)',
  'Walter Richard Sickert, A.R.A. (1860-1942)',
  'Paul Nash (1889-1946)',
  'Eric Ravilious (1903-1942)',
  'Edward Bawden, R.A. (1903-1989)',
  'Mary Fedden, R.A. (1915-2012)',
  'Jack B. Yeats, R.H.A. (1871-1957)',
  'Paul Henry, R.H.A. (1876-1958)',
  'William Scott, R.A. (1913-1989)',
  'Keith Vaughan (1912-1977)',
  'John Craxton, R.A. (1922-2009)',
  'Prunella Clough (1919-1999)',
  'Christopher Wood (1901-1930)',
  'Winifred Nicholson (1893-1981)',
  'Joan Eardley, R.S.A. (1921-1963)',
  'Alan Davie (1920-2014)',
];
const MODBRIT_SUBJECTS = [
  'Still life with jug and lemons',
  'Harbour, St Ives',
  'Figures in a street',
  'Abstract composition, blue and ochre',
  'Landscape near Aberystwyth',
  'Coastal study, Zennor',
  'Reclining figure',
  'Estuary at low tide',
  'Connemara landscape',
  'Mill scene',
  'Boats at Mousehole',
  'Interior with a cat',
  'Winter trees, Essex',
  'Forms on a white ground',
  'The blue window',
  'Catterline in winter',
];
const SILVER_PERIODS = ['George II', 'George III', 'George III', 'George IV', 'William IV', 'Victorian', 'Queen Anne', 'Edwardian'];
const SILVER_ITEMS = [
  'coffee pot',
  'teapot',
  'salver',
  'pair of sauceboats',
  'cream jug',
  'tea caddy',
  'epergne',
  'pair of candlesticks',
  'entrée dish and cover',
  'soup tureen and cover',
  'cake basket',
  'inkstand',
  'cruet stand',
  'wine cooler',
  'mug',
  'tankard',
  'set of four salt cellars',
  'sugar bowl',
  'hot water jug',
  'argyle',
  'toast rack',
  'meat dish',
  'two-handled cup and cover',
  'beaker',
  'porringer',
  'mustard pot',
  'punch ladle',
  'set of twelve table spoons',
  'kettle on stand',
  'sweetmeat basket',
];
const SMALL_SILVER = [
  'cream jug',
  'tea caddy',
  'mug',
  'set of four salt cellars',
  'sugar bowl',
  'argyle',
  'toast rack',
  'beaker',
  'porringer',
  'mustard pot',
  'punch ladle',
];
const SILVER_MAKERS = [
  'Paul Storr',
  'Hester Bateman',
  'Peter and Ann Bateman',
  'John Scofield',
  'Robert Garrard',
  'Rebecca Emes and Edward Barnard',
  'William Cripps',
  'Thomas Heming',
  'Andrew Fogelberg',
  'John Emes',
  'Digby Scott and Benjamin Smith',
  'Elkington & Co.',
  'Hunt & Roskell',
  'Charles Reily and George Storer',
  'Samuel Pemberton',
  'Omar Ramsden',
  'Wakely & Wheeler',
  'Daniel Smith and Robert Sharp',
  'Thomas Pitts',
  'Edward Wakelin',
];
const SILVER_TOWNS = ['London', 'London', 'London', 'Sheffield', 'Birmingham', 'Dublin', 'Edinburgh', 'Chester', 'Exeter', 'Newcastle'];
const silverYear = (random: Random, period: string): number =>
  ({
    'George II': between(random, 1728, 1759),
    'George III': between(random, 1761, 1819),
    'George IV': between(random, 1821, 1829),
    'William IV': between(random, 1831, 1836),
    Victorian: between(random, 1838, 1900),
    'Queen Anne': between(random, 1703, 1713),
    Edwardian: between(random, 1902, 1910),
  })[period] ?? 1800;
const FURNITURE_PREFIX: readonly (readonly [string, number, number])[] = [
  ['A George III mahogany', 1765, 1810],
  ['A Regency rosewood', 1810, 1825],
  ['A George II walnut', 1730, 1755],
  ['A William IV mahogany', 1830, 1837],
  ['A Victorian burr walnut', 1850, 1880],
  ['A Louis XV ormolu-mounted kingwood', 1740, 1770],
  ['A Dutch floral marquetry', 1750, 1800],
  ['A Queen Anne walnut', 1705, 1714],
  ['A George III satinwood', 1780, 1800],
  ['A Charles II oak', 1665, 1685],
  ['A George III oak', 1765, 1800],
  ['A Regency mahogany', 1810, 1825],
];
const FURNITURE_ITEMS = [
  'serpentine chest of drawers',
  'library table',
  'pair of hall chairs',
  'breakfront bookcase',
  'tripod table',
  'Pembroke table',
  'longcase clock',
  'bracket clock',
  'linen press',
  'side cabinet',
  'card table',
  'set of eight dining chairs',
  'twin-pedestal dining table',
  'wine cooler',
  'dumb waiter',
  'commode',
  'tallboy',
  'chest on stand',
  'writing table',
  'davenport',
  'canterbury',
  'whatnot',
  'pier mirror',
  "bachelor's chest",
  'wing armchair',
  'sofa table',
  'corner cupboard',
  'dressing table',
];
const ASIAN = [
  'A blue and white',
  'A famille rose',
  'A celadon-glazed',
  'A famille verte',
  'A copper-red glazed',
  'A cloisonné enamel',
  'A Japanese Satsuma',
  'A Japanese gold lacquer',
  'An Imari',
  'A pale celadon jade',
  'A gilt-bronze',
  'A doucai',
];
const ASIAN_ITEMS = [
  'baluster vase',
  'meiping',
  'moon flask',
  'bowl',
  'dish',
  'brush pot',
  'tripod censer',
  'ginger jar and cover',
  'figure of Guanyin',
  'figure of Buddha',
  'snuff bottle',
  'water pot',
  'koro and cover',
  'charger',
  'pair of vases',
  'seal',
  'stem cup',
  'hu-form vase',
];
const ASIAN_MARKS = [
  'Qianlong seal mark and of the period',
  'Kangxi period',
  'Qing dynasty, 19th century',
  'Ming dynasty, 16th century',
  'Republic period',
  'Yongzheng six-character mark and of the period',
  'Guangxu mark and of the period',
];
const DESIGNERS: readonly (readonly [string, number, number])[] = [
  ['Émile Gallé', 1885, 1904],
  ['Daum Frères', 1895, 1930],
  ['René Lalique', 1910, 1940],
  ['Christopher Dresser', 1870, 1895],
  ['Archibald Knox for Liberty & Co.', 1899, 1910],
  ['Clarice Cliff', 1928, 1936],
  ['Charles Rennie Mackintosh', 1897, 1917],
  ['Gordon Russell', 1925, 1935],
  ['Marcel Breuer', 1925, 1936],
  ['Charles and Ray Eames', 1946, 1975],
  ['Arne Jacobsen', 1952, 1970],
  ['Hans J. Wegner', 1949, 1970],
  ['Gio Ponti', 1930, 1970],
  ['Lucie Rie', 1950, 1985],
  ['Hans Coper', 1955, 1975],
  ['Bernard Leach', 1925, 1970],
  ['William Moorcroft', 1900, 1935],
  ['Tiffany Studios', 1900, 1925],
  ['Robert "Mouseman" Thompson', 1930, 1955],
  ['Ernest Gimson', 1900, 1919],
  ['Poul Henningsen', 1926, 1960],
  ['Alvar Aalto', 1932, 1960],
  ['Finn Juhl', 1945, 1960],
  ['Ettore Sottsass', 1965, 1985],
];
const DESIGN_ITEMS = [
  'cameo glass vase',
  'table lamp',
  'armchair',
  'sideboard',
  'pendant light',
  'stoneware bowl',
  'earthenware charger',
  'pewter clock',
  'tea service',
  'oak bookcase',
  'lounge chair and ottoman',
  'desk',
  'footed bowl',
  'dining table',
  'pair of candlesticks',
  'glass car mascot',
  'vase',
  'cabinet',
];

type Kind = 'om' | 'modbrit' | 'silver' | 'furniture' | 'asian' | 'design' | 'sculpture';

/** A catalogue title for a lot of a department. */
function lotTitle(random: Random, kind: Kind): string {
  switch (kind) {
    case 'om':
      return `${oneOf(random, OM_QUALIFIERS)}${oneOf(random, OM_ARTISTS)}, ${oneOf(random, OM_SUBJECTS)}`;
    case 'modbrit':
      return `${oneOf(random, MODBRIT)}, ${oneOf(random, MODBRIT_SUBJECTS)}, ${between(random, 1925, 1975)}`;
    case 'silver': {
      const period = oneOf(random, SILVER_PERIODS);
      return `${article(period)} ${period} silver ${oneOf(random, SILVER_ITEMS)}, ${oneOf(random, SILVER_MAKERS)}, ${oneOf(random, SILVER_TOWNS)}, ${silverYear(random, period)}`;
    }
    case 'furniture': {
      const [prefix, from, to] = oneOf(random, FURNITURE_PREFIX);
      return `${prefix} ${oneOf(random, FURNITURE_ITEMS)}, circa ${Math.round(between(random, from, to) / 5) * 5}`;
    }
    case 'asian': {
      const prefix = oneOf(random, ASIAN);
      const japanese = /Japanese|Imari/.test(prefix);
      const mark = japanese
        ? oneOf(random, ['Meiji period', 'Edo period, 18th century', 'Edo period, 17th century', 'Taisho period'])
        : oneOf(random, ASIAN_MARKS);
      return `${prefix} ${oneOf(random, ASIAN_ITEMS)}, ${mark}`;
    }
    case 'design': {
      const [designer, from, to] = oneOf(random, DESIGNERS);
      return `${designer}, ${oneOf(random, DESIGN_ITEMS)}, circa ${Math.round(between(random, from, to) / 5) * 5}`;
    }
    case 'sculpture':
      return sculpture(random).title;
  }
}
const SCULPTURE_SUBJECTS = [
  'a seated Mercury',
  'a dancing faun',
  'the Farnese Hercules',
  'a reclining Venus',
  'a putto with a goat',
  'Bacchus and a panther',
  'a wild boar',
  'a rearing stallion',
  'a lion crushing a serpent',
  'a pointer',
  'an eagle with outspread wings',
  'Saint Michael and the dragon',
  'Voltaire, bust-length',
  'a Roman emperor, bust-length',
  'a young girl, bust-length',
  'a stag at bay',
  'the Capitoline wolf',
  'a sleeping Cupid',
  'a river god',
  'the Madonna and Child',
  'a hound',
  'a bull',
];
const SCULPTURE_MATERIALS = [
  'patinated bronze',
  'patinated bronze',
  'gilt bronze',
  'white marble',
  'terracotta',
  'limewood',
  'alabaster',
  'spelter',
];
const SCULPTURE_ORIGINS = ['French', 'Italian', 'Grand Tour', 'Florentine', 'South German', 'Flemish', 'English', 'Austrian'];
const SCULPTURE_DATES = ['19th century', 'late 19th century', 'circa 1880', '18th century', '17th century', 'circa 1900', 'circa 1820'];
/** A sculpture lot: its catalogue title and the store's short description. */
function sculpture(random: Random): { title: string; short: string } {
  const origin = oneOf(random, SCULPTURE_ORIGINS);
  const material = oneOf(random, SCULPTURE_MATERIALS);
  const subject = oneOf(random, SCULPTURE_SUBJECTS);
  const date = oneOf(random, SCULPTURE_DATES);
  const after = random() < 0.3 ? `, after ${oneOf(random, ['the Antique', 'Giambologna', 'Canova', 'Clodion', 'Barye', 'Mêne'])}` : '';
  return {
    title: `${article(origin)} ${origin} ${material} figure of ${subject}${after}, ${date}`,
    short:
      `${subject.replace(/^(a|an|the) /, '').replace(/^./, (c) => c.toUpperCase())}, ${origin} ${material.replace('patinated ', '')}${after}`.slice(
        0,
        51,
      ),
  };
}

const SALE_NAMES: Record<string, string> = {
  '26102': 'European Sculpture & Works of Art',
  '26104': 'British & European Pictures',
  '26106': 'Asian Art',
  '26108': 'Design & Decorative Arts 1880-1980',
  '26111': 'Fine Furniture, Clocks & Works of Art',
  '26112': 'Modern British & Irish Art',
  '26114': 'Old Master & British Paintings',
  '26115': 'Fine Silver & Objects of Vertu',
};
const SHORT_SALE_NAMES: Record<string, string> = {
  '26102': 'Sculpture',
  '26104': 'Pictures',
  '26106': 'Asian Art',
  '26108': 'Design',
  '26111': 'Furniture',
  '26112': 'Modern British',
  '26114': 'Old Masters',
  '26115': 'Silver',
};
const SALE_KINDS: Record<string, Kind> = {
  '26102': 'sculpture',
  '26104': 'om',
  '26106': 'asian',
  '26108': 'design',
  '26111': 'furniture',
  '26112': 'modbrit',
  '26114': 'om',
  '26115': 'silver',
};

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------

/** The live bidding platform's results API: three sales' lots with their bid histories, minified. */
function biddingResults(): { output: string; needle: string } {
  const random = seededRandom(97_001);
  const needle = '£215,000';
  const channels = ['room', 'room', 'online', 'online', 'online', 'phone', 'commission'];
  const bidderRef = (): string => `bl-${chars(random, UPPER, 6)}`;
  const paddleFor = (channel: string): string =>
    channel === 'online'
      ? `L${between(random, 5001, 5999)}`
      : channel === 'phone'
        ? `T${between(random, 1, 40)}`
        : String(between(random, 101, 899));
  const sales = [
    { number: '26115', title: 'Fine Silver & Objects of Vertu', date: Date.UTC(2026, 10, 17, 10, 0), lots: 290, kind: 'silver' as Kind },
    { number: '26114', title: 'Old Master & British Paintings', date: Date.UTC(2026, 10, 16, 10, 30), lots: 300, kind: 'om' as Kind },
    { number: '26112', title: 'Modern British & Irish Art', date: Date.UTC(2026, 10, 13, 11, 0), lots: 250, kind: 'modbrit' as Kind },
  ];
  const auctions = sales.map((sale) => {
    let clock = sale.date;
    const lots: Record<string, unknown>[] = [];
    for (let n = 1; n <= sale.lots; n++) {
      const opened = clock;
      if (sale.number === '26114' && n === 214) {
        const bids = [120_000, 130_000, 140_000, 150_000, 160_000, 170_000, 180_000, 190_000, 200_000, 210_000, 215_000];
        const bidChannels = ['phone', 'online', 'phone', 'room', 'phone', 'online', 'phone', 'online', 'phone', 'online', 'online'];
        const refs = [bidderRef(), bidderRef(), bidderRef()];
        const history = bids.map((amount, k) => ({
          seq: k + 1,
          amount,
          channel: bidChannels[k],
          bidder_ref: bidChannels[k] === 'online' ? refs[0] : bidChannels[k] === 'phone' ? refs[1] : refs[2],
          ts: isoSeconds(opened + (k + 1) * 21_000),
        }));
        clock = opened + 262_000;
        lots.push({
          lot_id: uuid(random),
          lot_number: '214',
          title:
            'Sir Thomas Lawrence, P.R.A. (Bristol 1769-1830 London), Portrait of Lady Georgiana Ashworth, three-quarter-length, in a white muslin dress with a crimson shawl',
          estimate: { low: 150_000, high: 250_000, currency: 'GBP' },
          status: 'sold',
          opened_at: isoSeconds(opened),
          closed_at: isoSeconds(clock),
          hammer: { amount: 215_000, formatted: needle },
          highest_bid: null,
          buyers_premium: { rate: 0.27, amount: 58_050 },
          winner: { channel: 'online', bidder_ref: refs[0], paddle: 'L5874' },
          bids: history,
          stats: { watchers: 412, unique_online_bidders: 3, views: 9_832 },
        });
      } else {
        const lot = avoiding(
          () => {
            const est = estimateOf(random, sale.kind === 'om' ? 24 : sale.kind === 'silver' ? 15 : 21);
            const run = biddingRun(random, est);
            const last = run.bids[run.bids.length - 1]!;
            const bidders = Array.from({ length: between(random, 2, 4) }, () => ({ ref: bidderRef(), channel: oneOf(random, channels) }));
            let ts = opened;
            let previous = -1;
            const history = run.bids.map((amount, k) => {
              let who = pick(random, bidders.length);
              if (who === previous) who = (who + 1) % bidders.length;
              previous = who;
              ts += between(random, 3, 12) * 1000;
              return { seq: k + 1, amount, channel: bidders[who]!.channel, bidder_ref: bidders[who]!.ref, ts: isoSeconds(ts) };
            });
            const winner = history[history.length - 1]!;
            return {
              lot_id: uuid(random),
              lot_number: String(n),
              title: lotTitle(random, sale.kind),
              estimate: { low: est[0], high: est[1], currency: 'GBP' },
              status: run.sold ? 'sold' : 'unsold',
              opened_at: isoSeconds(opened),
              closed_at: isoSeconds(ts + between(random, 4, 9) * 1000),
              hammer: run.sold ? { amount: last, formatted: money(last) } : null,
              highest_bid: run.sold ? null : { amount: last, formatted: money(last) },
              buyers_premium: run.sold ? { rate: 0.27, amount: Math.round(last * 0.27) } : null,
              winner: run.sold ? { channel: winner.channel, bidder_ref: winner.bidder_ref, paddle: paddleFor(winner.channel) } : null,
              bids: history,
              stats: {
                watchers: between(random, 3, 240),
                unique_online_bidders: bidders.filter((b) => b.channel === 'online').length,
                views: between(random, 80, 6000),
              },
            };
          },
          (lot) => JSON.stringify(lot),
          [needle],
        );
        clock = Date.parse(lot.closed_at) + between(random, 2, 8) * 1000;
        lots.push(lot);
      }
    }
    return {
      auction_id: uuid(random),
      house_ref: sale.number,
      title: sale.title,
      type: 'live',
      venue: 'Bury Street, London SW1',
      starts_at: isoSeconds(sale.date),
      currency: 'GBP',
      status: 'closed',
      buyers_premium_schedule: [
        { up_to: 800_000, rate: 0.27 },
        { up_to: 4_500_000, rate: 0.22 },
        { up_to: null, rate: 0.15 },
      ],
      lot_count: sale.lots,
      lots,
    };
  });
  const response = {
    data: { house: { slug: 'pellingham-rowe', name: 'Pellingham & Rowe', timezone: 'Europe/London' }, auctions },
    meta: {
      request_id: `req_${hex(random, 24)}`,
      generated_at: '2026-11-18T09:14:07Z',
      from: '2026-11-11',
      to: '2026-11-17',
      page: 1,
      per_page: 1000,
    },
  };
  return { output: JSON.stringify(response), needle };
}

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The catalogue feed the house sends to aggregators: three sales, one line of XML. */
function catalogueFeed(): { output: string; needle: string } {
  const random = seededRandom(97_002);
  const needle = '3,496g (112.4oz)';
  const shapes = [
    'baluster',
    'vase',
    'oval',
    'circular',
    'pear',
    'octagonal',
    'tapering cylindrical',
    'shaped rectangular',
    'inverted pear',
  ];
  const decoration = [
    'with gadrooned borders',
    'chased with flowers and scrolls',
    'with bright-cut engraved decoration',
    'with beaded borders',
    'with reeded rims',
    'engraved with a contemporary armorial within a foliate cartouche',
    'with shell and scroll feet',
    'the body fluted',
    'with leaf-capped scroll handles',
    'engraved with a crest',
  ];
  const conditions = [
    'Generally in good condition with light surface scratches commensurate with age and use.',
    'Hallmarks clear and well struck.',
    'Hallmarks rubbed but legible.',
    'Some minor dents to the body.',
    'The finial has been resoldered.',
    'Armorial possibly later.',
    'Light wear to the gilding.',
    'One foot slightly pushed in.',
    'The hinge a little loose.',
    'Old repair to the handle socket.',
    'Erasure to the cartouche.',
    'No monograms or erasures.',
    'Minor pitting to the base.',
  ];
  const weightText = (g: number): string => `${commas(g)}g (${(g / 31.1035).toFixed(1)}oz)`;
  const silverLot = (n: number, saleId: string): string => {
    const period = oneOf(random, SILVER_PERIODS);
    const item = oneOf(random, SILVER_ITEMS);
    const small = SMALL_SILVER.includes(item);
    const est = estimateOf(random, small ? 9 : 15);
    const g = small ? between(random, 45, 650) : between(random, 600, 5200);
    const height = (small ? between(random, 40, 160) / 10 : between(random, 150, 520) / 10).toFixed(1);
    const scratch = random() < 0.3 ? ` Scratch weight ${between(random, 2, 160)}=${between(random, 0, 19)}.` : '';
    const cond = shuffle(random, [...conditions])
      .slice(0, between(random, 2, 4))
      .join(' ');
    return `<lot number="${n}" id="${saleId}-${n}" uid="${hex(random, 16)}"><title>${xml(`${article(period)} ${period} silver ${item}`)}</title><maker>${xml(`${oneOf(random, SILVER_MAKERS)}, ${oneOf(random, SILVER_TOWNS)}, ${silverYear(random, period)}`)}</maker><description>${xml(`Of ${oneOf(random, shapes)} form, ${oneOf(random, decoration)}, ${height}cm high, ${weightText(g)}.`)}</description><estimate low="${est[0]}" high="${est[1]}" currency="GBP"/><conditionReport>${xml(cond + scratch)}</conditionReport><images count="${between(random, 3, 14)}" base="https://media.pellinghamrowe.com/${saleId}/${n}/"/><vat scheme="margin"/><artistResaleRight>false</artistResaleRight></lot>`;
  };
  const jewelLot = (n: number, saleId: string): string => {
    const metal = oneOf(random, ['18ct gold', 'platinum', '18ct white gold', '9ct gold', 'silver and gold']);
    const stone = oneOf(random, [
      'sapphire and diamond',
      'diamond',
      'emerald and diamond',
      'ruby and diamond',
      'cultured pearl',
      'opal and diamond',
      'aquamarine',
    ]);
    const piece = oneOf(random, [
      'cluster ring',
      'line bracelet',
      'pendant necklace',
      'pair of earrings',
      'brooch',
      'three-stone ring',
      'dress ring',
      'bangle',
    ]);
    const est = estimateOf(random, 18);
    const cond = shuffle(random, [...conditions])
      .slice(0, 2)
      .join(' ');
    return `<lot number="${n}" id="${saleId}-${n}" uid="${hex(random, 16)}"><title>${xml(`A ${stone} ${piece}`)}</title><maker>${xml(random() < 0.3 ? oneOf(random, ['Cartier', 'Boucheron', 'Van Cleef & Arpels', 'Garrard', 'Tiffany & Co.', 'Kutchinsky']) : 'unsigned')}</maker><description>${xml(`Set in ${metal}, total diamond weight approximately ${(between(random, 10, 450) / 100).toFixed(2)}cts, gross weight ${(between(random, 20, 600) / 10).toFixed(1)}g.`)}</description><estimate low="${est[0]}" high="${est[1]}" currency="GBP"/><conditionReport>${xml(cond)}</conditionReport><images count="${between(random, 3, 10)}" base="https://media.pellinghamrowe.com/${saleId}/${n}/"/><vat scheme="margin"/><artistResaleRight>false</artistResaleRight></lot>`;
  };
  const target =
    '<lot number="88" id="26115-88" uid="' +
    hex(random, 16) +
    '"><title>A George III silver tea urn</title><maker>John Wakelin and William Taylor, London, 1786</maker><description>' +
    xml(
      `Of vase form on a square plinth with four ball feet, beaded borders, reeded loop handles, the domed cover with a pineapple finial, the tap with an ivorine handle, engraved with a contemporary armorial within a bright-cut cartouche, 51.5cm high, ${needle}.`,
    ) +
    '</description><estimate low="4000" high="6000" currency="GBP"/><conditionReport>' +
    xml(
      'Generally in good condition with light surface scratches. Hallmarks clear to the body and cover. The tap a replacement. Scratch weight 114=6.',
    ) +
    '</conditionReport><images count="12" base="https://media.pellinghamrowe.com/26115/88/"/><vat scheme="margin"/><artistResaleRight>false</artistResaleRight></lot>';
  const nearUrn =
    '<lot number="143" id="26115-143" uid="' +
    hex(random, 16) +
    '"><title>A George III silver tea urn</title><maker>Charles Wright, London, 1772</maker><description>' +
    xml(`Of ovoid form on a spreading foot and square base, with fluted decoration, leaf-capped handles, 48cm high, ${weightText(2871)}.`) +
    '</description><estimate low="2500" high="3500" currency="GBP"/><conditionReport>Some minor dents to the body. Hallmarks rubbed but legible.</conditionReport><images count="8" base="https://media.pellinghamrowe.com/26115/143/"/><vat scheme="margin"/><artistResaleRight>false</artistResaleRight></lot>';
  const sales = [
    { id: '26121', type: 'timed', title: 'Silver & Objects of Vertu Online', start: '2026-11-26T12:00:00Z', lots: 240, maker: silverLot },
    { id: '26115', type: 'live', title: 'Fine Silver & Objects of Vertu', start: '2026-11-17T10:00:00Z', lots: 330, maker: silverLot },
    { id: '26119', type: 'live', title: 'Fine Jewellery', start: '2026-11-25T11:00:00Z', lots: 260, maker: jewelLot },
  ];
  const body = sales
    .map((sale) => {
      const lots = Array.from({ length: sale.lots }, (_, i) => {
        const n = i + 1;
        if (sale.id === '26115' && n === 88) return target;
        if (sale.id === '26115' && n === 143) return nearUrn;
        return avoiding(
          () => sale.maker(n, sale.id),
          (s) => s,
          [needle],
        );
      }).join('');
      return `<auction id="${sale.id}" type="${sale.type}"><title>${xml(sale.title)}</title><start>${sale.start}</start><venue>Bury Street, London SW1Y 6AB</venue><currency>GBP</currency><buyersPremium rate="27.0" threshold="800000" rateAbove="22.0"/><lots count="${sale.lots}">${lots}</lots></auction>`;
    })
    .join('');
  return {
    output: `<?xml version="1.0" encoding="UTF-8"?><catalogueFeed xmlns="urn:pellingham-rowe:feed:2" house="PR" generated="2026-11-18T06:00:04Z" recipient="aggregator-eu-1">${body}</catalogueFeed>`,
    needle,
  };
}

/** The forwarder's consolidation manifests, as CSV: one row a consolidation, its pieces one JSON field. */
function consolidationManifests(): { output: string; needle: string } {
  const random = seededRandom(97_003);
  let needle = '';
  let crate = 7_200;
  const packing = ['travel frame', 'T-frame crate', 'museum crate', 'soft wrap', 'double crate', 'slat crate', 'carton (fragile)'];
  const saleIds = Object.keys(SALE_NAMES);
  const piece = (index: number, row: string): Record<string, unknown> => {
    crate += between(random, 1, 4);
    const sale = oneOf(random, saleIds);
    const invoice = `INV-${sale}-${String(between(random, 1, 240)).padStart(4, '0')}`;
    const buyer = `B-${between(random, 100_000, 129_999)}`;
    const lots = Array.from({ length: random() < 0.8 ? 1 : between(random, 2, 4) }, () => ({
      sale,
      sale_name: SHORT_SALE_NAMES[sale],
      lot: sale === '26108' && row === 'CON-26-1147' ? avoidLot(random) : between(random, 1, 330),
      title: lotTitle(random, SALE_KINDS[sale]!),
      invoice,
      buyer,
    }));
    return {
      piece: index,
      crate: `CR-26-${String(crate).padStart(5, '0')}`,
      packing: oneOf(random, packing),
      lots,
      dims_cm: [between(random, 20, 190), between(random, 10, 90), between(random, 20, 160)],
      gross_kg: between(random, 15, 3200) / 10,
      insured_gbp: between(random, 5, 4000) * 100,
      export_licence: oneOf(random, [
        'not required',
        'not required',
        'OGEL',
        `GBCUL-2026-${String(between(random, 1000, 9999)).padStart(6, '0')}`,
      ]),
      cites: oneOf(random, ['n/a', 'n/a', 'n/a', 'pre-convention declaration on file']),
      status: oneOf(random, ['packed', 'packed', 'in packing', 'awaiting collection from store', 'at forwarder']),
    };
  };
  const rows = [
    {
      ref: 'CON-26-1139',
      mode: 'air',
      fwd: 'Hallam Fine Art Logistics',
      origin: 'London (Park Royal)',
      dest: 'Hong Kong (HKG)',
      cut: '2026-11-20',
      etd: '2026-11-23',
      eta: '2026-11-24',
      status: 'open',
      pieces: 150,
    },
    {
      ref: 'CON-26-1142',
      mode: 'road',
      fwd: 'Crate & Courier Ltd',
      origin: 'London (Park Royal)',
      dest: 'Geneva Free Port',
      cut: '2026-11-19',
      etd: '2026-11-21',
      eta: '2026-11-24',
      status: 'open',
      pieces: 140,
    },
    {
      ref: 'CON-26-1147',
      mode: 'air',
      fwd: 'Hallam Fine Art Logistics',
      origin: 'London (Park Royal)',
      dest: 'New York (JFK)',
      cut: '2026-11-24',
      etd: '2026-11-26',
      eta: '2026-11-26',
      status: 'open',
      pieces: 360,
    },
    {
      ref: 'CON-26-1150',
      mode: 'sea',
      fwd: 'Ferrous Atlantic Freight',
      origin: 'Felixstowe',
      dest: 'Sydney (Port Botany)',
      cut: '2026-11-27',
      etd: '2026-12-02',
      eta: '2027-01-14',
      status: 'open',
      pieces: 110,
    },
    {
      ref: 'CON-26-1151',
      mode: 'road',
      fwd: 'Crate & Courier Ltd',
      origin: 'London (Park Royal)',
      dest: 'Paris',
      cut: '2026-11-25',
      etd: '2026-11-27',
      eta: '2026-11-28',
      status: 'open',
      pieces: 120,
    },
    {
      ref: 'CON-26-1153',
      mode: 'air',
      fwd: 'Hallam Fine Art Logistics',
      origin: 'London (Park Royal)',
      dest: 'Dubai (DXB)',
      cut: '2026-11-30',
      etd: '2026-12-02',
      eta: '2026-12-03',
      status: 'planning',
      pieces: 90,
    },
  ];
  const csvField = (s: string): string => `"${s.replace(/"/g, '""')}"`;
  const lines = ['consolidation_ref,mode,forwarder,origin,destination,cut_off,etd,eta,status,piece_count,pieces'];
  for (const row of rows) {
    const pieces = Array.from({ length: row.pieces }, (_, i) => piece(i + 1, row.ref));
    if (row.ref === 'CON-26-1147') {
      const at = Math.floor(row.pieces * 0.48);
      needle = String(pieces[at]!.crate);
      pieces[at] = {
        piece: at + 1,
        crate: needle,
        packing: 'museum crate',
        lots: [
          {
            sale: '26108',
            sale_name: 'Design',
            lot: 146,
            title: 'Gio Ponti, a pair of walnut and brass armchairs for the Hotel Parco dei Principi, Rome, circa 1964',
            invoice: 'INV-26108-0377',
            buyer: 'B-121870',
          },
        ],
        dims_cm: [92, 168, 84],
        gross_kg: 71.5,
        insured_gbp: 46_000,
        export_licence: 'not required',
        cites: 'n/a',
        status: 'packed',
      };
    }
    lines.push(
      [
        row.ref,
        row.mode,
        csvField(row.fwd),
        csvField(row.origin),
        csvField(row.dest),
        row.cut,
        row.etd,
        row.eta,
        row.status,
        String(row.pieces),
        csvField(JSON.stringify(pieces)),
      ].join(','),
    );
  }
  return { output: lines.join('\n') + '\n', needle };
}
/** A lot number of the Design sale other than 146, for the New York row. */
function avoidLot(random: Random): number {
  const lot = between(random, 1, 330);
  return lot === 146 ? 164 : lot;
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 18);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const SALE_DAYS: Record<string, number> = {
  '26072': Date.UTC(2026, 6, 7),
  '26102': Date.UTC(2026, 9, 14),
  '26104': Date.UTC(2026, 9, 20),
  '26106': Date.UTC(2026, 9, 22),
  '26108': Date.UTC(2026, 9, 29),
  '26111': Date.UTC(2026, 10, 12),
  '26112': Date.UTC(2026, 10, 13),
  '26114': Date.UTC(2026, 10, 16),
  '26115': Date.UTC(2026, 10, 17),
};
const yamlString = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The compliance team's export control tracker: one YAML case per lot going abroad. */
function exportCases(): { output: string; needle: string } {
  const random = seededRandom(97_004);
  const needle = 'GBCUL-2026-004417';
  const used = new Set<string>([needle]);
  const licenceNumber = (): string => {
    for (;;) {
      const n = `GBCUL-2026-${String(between(random, 1000, 9999)).padStart(6, '0')}`;
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
  };
  const handlers = ['Hannah Ferreira', 'Tom Whitfield', 'Priya Mehta', 'Oliver Drummond'];
  const destinations = [
    ['New York, United States', 'US'],
    ['Hong Kong', 'HK'],
    ['Geneva, Switzerland', 'CH'],
    ['Paris, France', 'FR'],
    ['Dubai, United Arab Emirates', 'AE'],
    ['Singapore', 'SG'],
    ['Munich, Germany', 'DE'],
    ['Sydney, Australia', 'AU'],
    ['Milan, Italy', 'IT'],
    ['Taipei, Taiwan', 'TW'],
  ] as const;
  const shippers = ['Hallam Fine Art Logistics', 'Crate & Courier Ltd', 'Ferrous Atlantic Freight', 'buyer-arranged (own shipper)'];
  const provenancePool = [
    'Private collection, England, by 1890',
    'with Thos. Agnew & Sons, London, 1912',
    'with P. & D. Colnaghi & Co., London',
    "Anonymous sale; Sotheby's, London, 7 July 1965, lot 88",
    'By descent in the family to the present owner',
    'Private collection, Switzerland',
    'with Spink & Son, London, 1978',
    'The Earls of Lowther, Lowther Castle, Westmorland',
    "Acquired by the present owner's grandfather in Paris, circa 1925",
    'with Bluett & Sons, London, 1957',
    'Private collection, New York',
    "Anonymous sale; Christie's, London, 4 December 1987, lot 112",
  ];
  const medium: Record<Kind, string> = {
    om: 'oil on canvas',
    modbrit: 'oil on board',
    silver: 'silver',
    furniture: 'mahogany, oak and pine',
    asian: 'porcelain',
    design: 'mixed media',
    sculpture: 'bronze',
  };
  const category = (kind: Kind): [string, number] =>
    kind === 'om' || kind === 'modbrit'
      ? ['paintings in oil or tempera, over 50 years old', 180_000]
      : ['other items over 50 years old', 65_000];
  type Case = {
    sale: string;
    lot: number;
    description: string;
    kind: Kind;
    made: string;
    hammer: number;
    licence?: { status: string; application: string | null; number: string | null; issued: string | null };
    opened?: number;
    rcewa?: string;
  };
  const caseLines = (id: number, c: Case): string[] => {
    const [cat, threshold] = category(c.kind);
    const dest = oneOf(random, destinations);
    const above = c.hammer >= threshold;
    const sold = SALE_DAYS[c.sale]!;
    const opened = sold + between(random, 0, Math.floor((TODAY - sold) / DAY)) * DAY;
    const issuedOn = opened + between(random, 12, 30) * DAY;
    const canIssue = issuedOn < TODAY;
    const licence =
      c.licence ??
      (above
        ? oneOf(random, [
            canIssue
              ? {
                  status: 'issued',
                  application: `ELA-26-${between(random, 10_000, 12_999)}`,
                  number: licenceNumber(),
                  issued: isoDay(issuedOn),
                }
              : { status: 'applied', application: `ELA-26-${between(random, 10_000, 12_999)}`, number: null, issued: null },
            { status: 'applied', application: `ELA-26-${between(random, 10_000, 12_999)}`, number: null, issued: null },
            { status: 'awaiting invoice payment', application: null, number: null, issued: null },
          ])
        : random() < 0.5
          ? { status: 'not required (below threshold)', application: null, number: null, issued: null }
          : { status: 'OGEL (objects of cultural interest)', application: null, number: null, issued: null });
    const provenance = shuffle(random, [...provenancePool]).slice(0, between(random, 1, 4));
    const handler = oneOf(random, handlers);
    return [
      `  - case_id: EXC-26-${String(id).padStart(4, '0')}`,
      `    opened: ${isoDay(c.opened ?? opened)}`,
      `    handler: ${handler}`,
      `    sale: "${c.sale}"`,
      `    sale_title: ${SALE_NAMES[c.sale] ?? 'Old Masters Evening Sale'}`,
      `    lot: ${c.lot}`,
      `    object:`,
      `      description: ${yamlString(c.description)}`,
      `      medium: ${medium[c.kind]}`,
      `      made: ${yamlString(c.made)}`,
      `      over_50_years: true`,
      `    export_control:`,
      `      category: ${cat}`,
      `      uk_threshold_gbp: ${threshold}`,
      `      value_for_licence_gbp: ${c.hammer}`,
      `      licence:`,
      `        status: ${licence.status}`,
      `        application_ref: ${licence.application ?? '~'}`,
      `        number: ${licence.number ?? '~'}`,
      `        issued: ${licence.issued ?? '~'}`,
      `        valid_until: ${licence.issued ? `2027-${licence.issued.slice(5)}` : '~'}`,
      `      rcewa_referral: ${c.rcewa ?? 'no'}`,
      `    buyer:`,
      `      account: B-${between(random, 100_000, 129_999)}`,
      `      country: ${dest[1]}`,
      `    shipping:`,
      `      destination: ${dest[0]}`,
      `      shipper: ${oneOf(random, shippers)}`,
      `    due_diligence:`,
      `      alr_certificate: S00${between(random, 200_000, 299_999)}`,
      `      alr_result: ${oneOf(random, ['no match', 'no match', 'no match', 'no match', 'match cleared (stolen 1972, recovered 1974)'])}`,
      `      cites: ${c.kind === 'asian' && random() < 0.2 ? 'rosewood stand excluded from sale' : 'not applicable'}`,
      `      provenance_checked_by: ${oneOf(random, handlers)}`,
      `    provenance:`,
      ...provenance.map((p) => `      - ${yamlString(p)}`),
      `    notes: ${random() < 0.3 ? yamlString(oneOf(random, ['Buyer asked for shipping quote first.', 'Chase buyer for proof of address.', 'Licence copy sent to shipper.', 'Hold until cleared funds.'])) : '~'}`,
    ];
  };
  const saleIds = Object.keys(SALE_NAMES);
  const filler = (): Case => {
    const sale = oneOf(random, saleIds);
    const kind = SALE_KINDS[sale]!;
    const est = estimateOf(random);
    return {
      sale,
      lot: between(random, 1, 420),
      description: avoiding(
        () => lotTitle(random, kind),
        (t) => t,
        ['Canal, called Canaletto', 'Grand Canal'],
      ),
      kind,
      made: kind === 'om' ? `c. ${between(random, 162, 182)}0` : `${between(random, 17, 19)}th century`,
      hammer: Math.round((est[0] * between(random, 60, 240)) / 100 / 100) * 100,
    };
  };
  const special = new Map<number, Case>([
    [
      48,
      {
        sale: '26114',
        lot: 12,
        description: 'Follower of Giovanni Antonio Canal, called Canaletto, The Grand Canal with the Rialto Bridge from the south',
        kind: 'om',
        made: '18th century',
        hammer: 38_000,
        licence: { status: 'not required (below threshold)', application: null, number: null, issued: null },
      },
    ],
    [
      121,
      {
        sale: '26072',
        lot: 18,
        description: 'Giovanni Antonio Canal, called Canaletto (Venice 1697-1768), The Piazza San Marco looking east towards the Basilica',
        kind: 'om',
        made: 'c. 1740',
        hammer: 1_650_000,
        licence: { status: 'issued', application: 'ELA-26-08112', number: licenceNumber(), issued: '2026-11-10' },
        opened: Date.UTC(2026, 6, 9),
        rcewa: 'referred 2026-08-19; deferral expired 2026-11-06, no matching offer',
      },
    ],
    [
      166,
      {
        sale: '26072',
        lot: 21,
        description:
          'Giovanni Antonio Canal, called Canaletto (Venice 1697-1768), The Grand Canal looking north-east from the Palazzo Balbi to the Rialto Bridge',
        kind: 'om',
        made: 'c. 1735',
        hammer: 2_450_000,
        licence: { status: 'issued', application: 'ELA-26-08131', number: needle, issued: '2026-11-12' },
        opened: Date.UTC(2026, 6, 10),
        rcewa: 'referred 2026-08-19; deferral expired 2026-11-09, no matching offer',
      },
    ],
    [
      212,
      {
        sale: '26114',
        lot: 41,
        description: 'Michele Marieschi (Venice 1710-1743), The Grand Canal at the Palazzo Foscari',
        kind: 'om',
        made: 'c. 1740',
        hammer: 420_000,
        licence: { status: 'applied', application: 'ELA-26-12903', number: null, issued: null },
      },
    ],
    [
      270,
      {
        sale: '26072',
        lot: 26,
        description: 'Francesco Guardi (Venice 1712-1793), The Grand Canal with Santa Maria della Salute and the Dogana',
        kind: 'om',
        made: 'c. 1770',
        hammer: 880_000,
        licence: { status: 'issued', application: 'ELA-26-08164', number: licenceNumber(), issued: '2026-09-02' },
        opened: Date.UTC(2026, 6, 14),
      },
    ],
  ]);
  const lines = [
    '# Export control tracker: Pellingham & Rowe compliance',
    '# generated: 2026-11-18T08:02:11Z  source: exportctl v3.4.1  filter: status != closed',
    'schema: export-cases/v3',
    'cases:',
  ];
  for (let i = 0; i < 330; i++) lines.push(...caseLines(301 + i, special.get(i) ?? filler()));
  return { output: lines.join('\n') + '\n', needle };
}

/** Telephone bidding registrations for the coming sales, as the bidding office's API returns them. */
function phoneBids(): { output: string; needle: string } {
  const random = seededRandom(97_005);
  const needle = '+852 9134 2276';
  const used = new Set<string>([needle]);
  const d = (n: number): string => chars(random, '0123456789', n);
  const formats: Record<string, [string, () => string]> = {
    GB: ['English', () => (random() < 0.5 ? `+44 20 ${d(4)} ${d(4)}` : `+44 7${d(3)} ${d(6)}`)],
    HK: ['Cantonese', () => `+852 ${oneOf(random, ['9', '6', '5', '2'])}${d(3)} ${d(4)}`],
    CN: ['Mandarin', () => `+86 1${oneOf(random, ['39', '38', '86', '35'])} ${d(4)} ${d(4)}`],
    JP: ['Japanese', () => `+81 ${oneOf(random, ['3', '90', '80'])} ${d(4)} ${d(4)}`],
    US: ['English', () => `+1 ${oneOf(random, ['212', '646', '310', '415'])} ${d(3)} ${d(4)}`],
    SG: ['English', () => `+65 ${oneOf(random, ['9', '8', '6'])}${d(3)} ${d(4)}`],
    CH: ['German', () => `+41 ${oneOf(random, ['44', '22', '79'])} ${d(3)} ${d(2)} ${d(2)}`],
    FR: ['French', () => `+33 ${oneOf(random, ['1', '6'])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`],
    IT: ['Italian', () => `+39 ${oneOf(random, ['02', '06', '347'])} ${d(3)} ${d(4)}`],
    TW: ['Mandarin', () => `+886 ${oneOf(random, ['2', '9'])} ${d(4)} ${d(4)}`],
    DE: ['German', () => `+49 ${oneOf(random, ['30', '89', '171'])} ${d(4)} ${d(3)}`],
  };
  const phone = (country: string): string => {
    for (;;) {
      const p = formats[country]![1]();
      if (!used.has(p)) {
        used.add(p);
        return p;
      }
    }
  };
  const clerks = [
    { staff_id: 'PR0112', name: 'Sofía Herrera', languages: ['English', 'Spanish'] },
    { staff_id: 'PR0131', name: 'Wei Chen', languages: ['English', 'Mandarin', 'Cantonese'] },
    { staff_id: 'PR0147', name: 'Yuki Nakamura', languages: ['English', 'Japanese'] },
    { staff_id: 'PR0150', name: 'Camille Moreau', languages: ['English', 'French'] },
    { staff_id: 'PR0163', name: 'Luca Bianchi', languages: ['English', 'Italian'] },
    { staff_id: 'PR0171', name: 'Greta Keller', languages: ['English', 'German'] },
    { staff_id: 'PR0188', name: 'Mei Zhang', languages: ['English', 'Mandarin'] },
    { staff_id: 'PR0190', name: 'Rupert Stanhope', languages: ['English'] },
    { staff_id: 'PR0204', name: 'Imogen Byrne', languages: ['English'] },
  ];
  const sales = [
    {
      number: '26115',
      title: 'Fine Silver & Objects of Vertu',
      starts_at: '2026-11-17T10:00:00Z',
      kind: 'silver' as Kind,
      lots: 330,
      regs: 90,
    },
    { number: '26116', title: 'Asian Art', starts_at: '2026-11-18T10:30:00Z', kind: 'asian' as Kind, lots: 380, regs: 150 },
    {
      number: '26117',
      title: 'Design & Decorative Arts 1880-1980',
      starts_at: '2026-11-19T11:00:00Z',
      kind: 'design' as Kind,
      lots: 360,
      regs: 110,
    },
    { number: '26118', title: 'Old Masters Day Sale', starts_at: '2026-11-20T10:00:00Z', kind: 'om' as Kind, lots: 280, regs: 100 },
  ];
  const countries = Object.keys(formats);
  const asianCountries = ['HK', 'HK', 'CN', 'CN', 'TW', 'SG', 'JP', 'GB', 'US'];
  const output = {
    generated_at: '2026-11-18T08:41:55Z',
    filter: { sales_from: '2026-11-17', channel: 'telephone' },
    sales: sales.map((sale) => {
      const titles = new Map<number, { title: string; est: readonly [number, number] }>();
      const lotInfo = (n: number) => {
        if (!titles.has(n)) titles.set(n, { title: lotTitle(random, sale.kind), est: estimateOf(random, 22) });
        return titles.get(n)!;
      };
      const registrations = Array.from({ length: sale.regs }, (_, i) => {
        const target = sale.number === '26116' && i === 74;
        const country = target ? 'HK' : oneOf(random, sale.kind === 'asian' ? asianCountries : countries);
        const language = formats[country]![0];
        const lots = target
          ? [63, 118, 204]
          : Array.from({ length: between(random, 1, 5) }, () => {
              const n = between(random, 1, sale.lots);
              return sale.number === '26116' && n === 63 ? 36 : n;
            })
              .filter((n, k, all) => all.indexOf(n) === k)
              .sort((a, b) => a - b);
        if (target)
          titles.set(63, {
            title: "A famille rose 'peach' bottle vase, tianqiuping, Yongzheng six-character mark and of the period",
            est: [80_000, 120_000],
          });
        const clerk = oneOf(
          random,
          clerks.filter((c) => c.languages.includes(language)),
        );
        return {
          registration_id: `TB-${sale.number}-${String(i + 1).padStart(4, '0')}`,
          created_at: `2026-11-${pad2(between(random, 2, 16))}T${pad2(between(random, 8, 18))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
          status: oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'confirmed', 'pending_kyc', 'cancelled']),
          client: {
            account: `C-${between(random, 200_000, 259_999)}`,
            name: target ? 'Mrs M. Wong' : clientName(random),
            country,
            language,
            phone: {
              primary: target ? needle : phone(country),
              backup: phone(country),
              notes: oneOf(random, [
                '',
                '',
                'call 3 lots ahead',
                'WhatsApp call if no answer',
                'ask for the personal assistant first',
                'do not leave voicemail',
              ]),
            },
          },
          lots: lots.map((n) => {
            const info = lotInfo(n);
            return { lot: n, title: info.title, estimate: estimateText(info.est), cover_bid_gbp: random() < 0.35 ? info.est[0] : null };
          }),
          clerk,
          line: between(random, 1, 24),
          kyc: {
            status: 'verified',
            checked_on: `2026-11-${pad2(between(random, 2, 16))}`,
            deposit_gbp: oneOf(random, [0, 0, 5000, 10_000, 25_000]),
          },
        };
      });
      return {
        sale: { number: sale.number, title: sale.title, starts_at: sale.starts_at, venue: 'Bury Street, London SW1' },
        registrations,
      };
    }),
  };
  return { output: JSON.stringify(output, null, 2), needle };
}

/** The timed (online-only) sale platform's configuration, TOML. */
function timedSaleConfig(): { output: string; needle: string } {
  const random = seededRandom(97_006);
  const needle = '2026-11-24T14:00:00Z';
  const brands: [string, string[]][] = [
    [
      'Rolex',
      [
        'Oyster Perpetual Datejust, ref. 16233',
        'Submariner, ref. 5513',
        'GMT-Master II, ref. 16710',
        'Day-Date, ref. 18238',
        'Explorer, ref. 14270',
        'Air-King, ref. 5500',
      ],
    ],
    ['Omega', ['Speedmaster Professional, ref. 145.022', 'Seamaster 300, ref. 165.024', 'Constellation, ref. 168.005', 'De Ville']],
    ['Patek Philippe', ['Calatrava, ref. 3919', 'Nautilus, ref. 3800', 'Golden Ellipse, ref. 3738']],
    ['Cartier', ['Tank Louis Cartier', 'Santos Galbée', 'Pasha de Cartier']],
    ['Jaeger-LeCoultre', ['Reverso Classique', 'Memovox', 'Master Control']],
    ['Heuer', ['Carrera, ref. 2447', 'Autavia, ref. 1163', 'Monaco, ref. 1133']],
    ['Longines', ['Flagship', 'Conquest', 'Admiral']],
    ['Tudor', ['Oyster Prince Submariner, ref. 7928', 'Black Bay']],
    ['IWC', ['Mark XI', 'Ingenieur', 'Portugieser']],
    ['Universal Genève', ['Polerouter', 'Tri-Compax']],
  ];
  const watch = (): string => {
    const [brand, models] = oneOf(random, brands);
    return `${brand}, ${oneOf(random, models)}, ${oneOf(random, ['stainless steel', '18ct gold', 'steel and gold', '9ct gold'])}, circa ${between(random, 1955, 2015)}`;
  };
  const jewel = (): string =>
    `An ${oneOf(random, ['18ct gold', '18ct white gold', '18ct yellow and white gold'])} ${oneOf(random, ['sapphire and diamond', 'diamond', 'emerald and diamond', 'ruby'])} ${oneOf(random, ['cluster ring', 'bracelet', 'pendant', 'brooch', 'pair of ear clips'])}`;
  const clock = (): string =>
    `${oneOf(random, ['A Victorian', 'A George III', 'A French', 'A Regency', 'An Edwardian'])} ${oneOf(random, ['mahogany bracket clock', 'stick barometer', 'wheel barometer', 'brass carriage clock', 'regulator', 'ship’s chronometer', 'mantel clock'])}, ${oneOf(random, ['signed Vulliamy, London', 'signed Dent, London', 'unsigned', 'signed Negretti & Zambra', 'signed Barraud, Cornhill'])}`;
  const printmakers: [string, number, number][] = [
    ['David Hockney', 1965, 2022],
    ['Andy Warhol', 1962, 1986],
    ['Bridget Riley', 1965, 2020],
    ['Patrick Caulfield', 1967, 2004],
    ['Henry Moore', 1960, 1985],
    ['Joan Miró', 1955, 1982],
    ['Marc Chagall', 1955, 1984],
    ['Damien Hirst', 1995, 2022],
    ['Tracey Emin', 1995, 2022],
    ['Howard Hodgkin', 1970, 2016],
  ];
  const print = (): string => {
    const [artist, from, to] = oneOf(random, printmakers);
    return `${artist}, ${oneOf(random, ['screenprint in colours', 'lithograph in colours', 'etching', 'aquatint'])}, ${between(random, from, to)}, edition of ${between(random, 25, 300)}`;
  };
  const book = (): string =>
    `${oneOf(random, ['Dickens (Charles)', 'Austen (Jane)', 'Fleming (Ian)', 'Darwin (Charles)', 'Tolkien (J.R.R.)', 'Speed (John)', 'Blaeu (Joan)', 'Gould (John)'])}. ${oneOf(random, ['first edition', 'a county map', 'later edition', 'presentation copy', 'original cloth'])}, ${between(random, 1600, 1960)}`;
  const interiors = (): string => `${oneOf(random, FURNITURE_PREFIX)[0]} ${oneOf(random, FURNITURE_ITEMS)}`;
  const asian = (): string => lotTitle(random, 'asian');
  const silver = (): string => lotTitle(random, 'silver');
  const sales = [
    {
      number: '26120',
      title: 'Modern & Contemporary Prints Online',
      dept: 'Prints & Multiples',
      lots: 225,
      opens: '2026-11-06T12:00:00Z',
      closes: '2026-11-19T13:00:00Z',
      make: print,
    },
    {
      number: '26122',
      title: 'Jewellery Online',
      dept: 'Jewellery',
      lots: 240,
      opens: '2026-11-10T12:00:00Z',
      closes: '2026-11-23T14:00:00Z',
      make: jewel,
    },
    {
      number: '26123',
      title: 'Clocks, Barometers & Scientific Instruments Online',
      dept: 'Clocks',
      lots: 195,
      opens: '2026-11-11T12:00:00Z',
      closes: '2026-11-24T11:00:00Z',
      make: clock,
    },
    { number: '26124', title: 'Watches Online', dept: 'Watches', lots: 255, opens: '2026-11-13T12:00:00Z', closes: needle, make: watch },
    {
      number: '26121',
      title: 'Silver & Objects of Vertu Online',
      dept: 'Silver',
      lots: 210,
      opens: '2026-11-16T12:00:00Z',
      closes: '2026-11-26T12:00:00Z',
      make: silver,
    },
    {
      number: '26125',
      title: 'Asian Art Online',
      dept: 'Asian Art',
      lots: 240,
      opens: '2026-11-17T12:00:00Z',
      closes: '2026-11-27T10:00:00Z',
      make: asian,
    },
    {
      number: '26126',
      title: 'Interiors Online',
      dept: 'Furniture',
      lots: 255,
      opens: '2026-11-19T12:00:00Z',
      closes: '2026-12-01T13:00:00Z',
      make: interiors,
    },
    {
      number: '26127',
      title: 'Books, Maps & Manuscripts Online',
      dept: 'Books',
      lots: 225,
      opens: '2026-11-20T12:00:00Z',
      closes: '2026-12-02T14:00:00Z',
      make: book,
    },
  ];
  const lines = [
    '# timedsale.toml: online-only sales on the house platform (bidhub 5.12)',
    '# Rendered 2026-11-18T07:45:12Z from the sale planner; edit in the planner, not here.',
    '',
    '[platform]',
    'house = "Pellingham & Rowe"',
    'timezone = "Europe/London"',
    'default_currency = "GBP"',
    'anti_sniping = true',
    'max_bid_visibility = "hidden"',
    '',
    '[platform.buyers_premium]',
    'rate = 0.27',
    'threshold_gbp = 800000',
    'rate_above = 0.22',
    'online_surcharge = 0.0',
    '',
  ];
  for (const sale of sales) {
    lines.push(
      '[[sale]]',
      `number = "${sale.number}"`,
      `title = "${sale.title}"`,
      `department = "${sale.dept}"`,
      `status = "${Date.parse(sale.opens) < Date.parse('2026-11-18T07:45:12Z') ? 'open' : 'scheduled'}"`,
      `specialist = "${personName(random)}"`,
      `catalogue_url = "https://www.pellinghamrowe.com/auctions/${sale.number}"`,
      '',
      '[sale.schedule]',
      `opens_at = ${sale.opens}`,
      `first_lot_closes_at = ${sale.closes}`,
      `lot_interval_seconds = ${oneOf(random, [30, 30, 60, 20])}`,
      `lots_per_interval = ${oneOf(random, [1, 1, 2, 5])}`,
      `soft_close_extension_seconds = ${oneOf(random, [120, 180, 120, 300])}`,
      `reminder_emails_hours_before = [24, 2]`,
      '',
      '[sale.increments]',
      'table = "house-standard-2024"',
      `min_opening_bid_gbp = ${oneOf(random, [20, 50, 50, 100])}`,
      '',
      '[sale.collection]',
      `store = "${oneOf(random, ['Park Royal', 'Battersea'])}"`,
      'free_storage_days = 14',
      '',
    );
    for (let n = 1; n <= sale.lots; n++) {
      const est = estimateOf(random, 14);
      lines.push(
        '[[sale.lot]]',
        `number = ${n}`,
        `title = "${sale.make().replace(/"/g, '\\"')}"`,
        `estimate = [${est[0]}, ${est[1]}]`,
        `starting_bid = ${openingBid(est[0])}`,
        `reserve = ${random() < 0.8 ? Math.round(est[0] * 0.8) : 0}`,
        `images = ${between(random, 2, 12)}`,
      );
      if (random() < 0.15)
        lines.push(
          `condition_report = "${oneOf(random, ['light wear', 'service history unknown', 'untested', 'some scratches to case', 'working at time of cataloguing', 'minor losses'])}"`,
        );
      lines.push('');
    }
  }
  return { output: lines.join('\n'), needle };
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------

/** The saleroom clerking app's log for last Thursday's furniture sale. */
function clerkLog(): { output: string; needle: string } {
  const random = seededRandom(97_007);
  const needle = 'paddle=417';
  const lines: string[] = [];
  let t = Date.UTC(2026, 10, 12, 9, 41, 3) + 412;
  const log = (level: string, component: string, message: string, gap = between(random, 40, 2400)): void => {
    t += gap;
    lines.push(`${isoMillis(t)} ${level.padEnd(5)} [${component}] ${message}`);
  };
  const details = [
    'the moulded top above two short and three long graduated drawers, on bracket feet',
    'with a crossbanded top, on square tapering legs',
    'the rectangular top with a reeded edge, on turned legs with brass caps and castors',
    'with later brass handles, on ogee bracket feet',
    'inlaid with boxwood and ebony stringing',
    'the arched dial signed, with an eight-day movement striking on a bell',
    'the frieze fitted with a drawer, on cabriole legs with pad feet',
    'upholstered in green leather, on turned front legs',
    'with a gilt-tooled leather writing surface',
    'the panelled doors enclosing sliding trays',
  ];
  const special = new Map<number, string>([
    [
      92,
      'A George III mahogany bureau, circa 1770, the sloping fall enclosing a fitted interior above four long graduated drawers, on bracket feet',
    ],
    [
      196,
      'A George III mahogany bureau bookcase, circa 1780, the dentil cornice above a pair of astragal glazed doors enclosing adjustable shelves, the sloping fall enclosing a fitted interior above four long graduated drawers, on bracket feet',
    ],
    [
      233,
      'A George III mahogany secretaire bookcase, circa 1790, the moulded cornice above a pair of astragal glazed doors, the secretaire drawer enclosing a fitted interior, above three long drawers',
    ],
    [
      301,
      'A George II walnut bureau bookcase, circa 1740, the double-domed top above a pair of bevelled mirror-glazed doors, the fall enclosing a stepped interior',
    ],
  ]);
  const auctioneers = ['JHM', 'CA'];
  log('INFO', 'app', 'Clerk 4.18.2 (build 2026.10.3) starting on ws-03 (saleroom 1, rostrum left)');
  log('INFO', 'auth', 'user r.stanhope signed in (role=CLERK)');
  log('INFO', 'sale', 'loaded sale=26111 "Fine Furniture, Clocks & Works of Art" lots=412 commission_bids=1187 phone_lines=18');
  log('INFO', 'bidlive', 'connected wss://live.bidlive.example/v3/auctions/26111 session=' + hex(random, 12));
  log('INFO', 'phones', '18 lines registered; 14 clerks on rota');
  log('INFO', 'sale', 'sale=26111 evt=SALE_OPEN auctioneer=JHM');
  let seq = 0;
  for (let n = 1; n <= 412; n++) {
    const auctioneer = auctioneers[n <= 200 ? 0 : 1]!;
    const title = special.get(n) ?? `${lotTitle(random, 'furniture')}, ${oneOf(random, details)}`;
    const est = n === 196 ? ([4000, 6000] as const) : estimateOf(random, 19);
    log('INFO', 'clerk', `sale=26111 lot=${n} evt=LOT_OPEN est=${est[0]}-${est[1]} auctioneer=${auctioneer} desc="${title}"`);
    const bids =
      n === 196 ? [3000, 3200, 3500, 3800, 4000, 4200, 4500, 4800, 5000, 5200, 5500, 5800, 6000, 6500, 6800] : biddingRun(random, est).bids;
    const sold = n === 196 || bids[bids.length - 1]! >= est[0] * 0.8;
    let lastSource = 'ROOM';
    bids.forEach((amount, k) => {
      const source = n === 196 ? (k % 3 === 1 ? 'ONLINE' : 'ROOM') : oneOf(random, ['ROOM', 'ROOM', 'ONLINE', 'ONLINE', 'PHONE', 'BOOK']);
      lastSource = source;
      const extra =
        source === 'ONLINE'
          ? ` plat=bidlive ref=bl-${chars(random, UPPER, 6)}`
          : source === 'PHONE'
            ? ` line=${between(random, 1, 18)}`
            : source === 'BOOK'
              ? ` comm=CB-${String(between(random, 1, 1187)).padStart(4, '0')}`
              : '';
      log('INFO', 'clerk', `sale=26111 lot=${n} evt=BID seq=${k + 1} amt=${amount} src=${source}${extra}`, between(random, 1500, 7000));
      if (random() < 0.05) log('DEBUG', 'bidlive', `ack lot=${n} seq=${k + 1} rtt=${between(random, 18, 140)}ms`);
    });
    if (random() < 0.2) log('INFO', 'clerk', `sale=26111 lot=${n} evt=FAIR_WARNING`);
    if (sold) {
      const last = bids[bids.length - 1]!;
      const paddle =
        n === 196
          ? '417'
          : lastSource === 'ONLINE'
            ? `L${between(random, 5001, 5999)}`
            : lastSource === 'PHONE'
              ? `T${between(random, 1, 40)}`
              : lastSource === 'BOOK'
                ? `B${String(between(random, 1, 90)).padStart(3, '0')}`
                : String(
                    avoiding(
                      () => between(random, 101, 899),
                      (p) => String(p),
                      ['417'],
                    ),
                  );
      log('INFO', 'clerk', `sale=26111 lot=${n} evt=HAMMER amt=${last} src=${lastSource} paddle=${paddle}`);
      log('INFO', 'clerk', `sale=26111 lot=${n} evt=LOT_CLOSE result=SOLD`);
    } else {
      log('INFO', 'clerk', `sale=26111 lot=${n} evt=PASS amt=${bids[bids.length - 1]} reserve=${Math.round(est[0] * 0.8)}`);
      log('INFO', 'clerk', `sale=26111 lot=${n} evt=LOT_CLOSE result=BOUGHT_IN`);
    }
    seq += bids.length + 3;
    log('DEBUG', 'sync', `pushed ${bids.length + 3} events to bidlive upto_seq=${seq} in ${between(random, 30, 180)}ms`);
    if (random() < 0.08)
      log(
        'INFO',
        'phones',
        `line ${between(random, 1, 18)} clerk=PR0${between(random, 100, 210)} status=${oneOf(random, ['connected', 'on hold', 'released'])}`,
      );
    if (n === 200) log('INFO', 'sale', 'sale=26111 evt=AUCTIONEER_CHANGE from=JHM to=CA');
    t += between(random, 3, 15) * 1000;
  }
  log('INFO', 'sale', 'sale=26111 evt=SALE_CLOSE');
  log('INFO', 'sync', 'final push complete; 0 events pending');
  return { output: lines.join('\n') + '\n', needle };
}

/** The cataloguing system's text export of December's Old Masters sales, with provenance. */
function catalogueRecords(): { output: string; needle: string } {
  const random = seededRandom(97_008);
  const needle = 'Pieter de Smeth van Alphen';
  const provenancePool: [number, string][] = [
    [1740, 'Sir Robert Walpole, Houghton Hall, Norfolk.'],
    [1790, 'Jan Gildemeester Jansz. (1744-1799), Amsterdam; his sale, Amsterdam, 11 June 1800, lot 27.'],
    [1760, 'Gerrit Braamcamp (1699-1771), Amsterdam; his sale, Amsterdam, 31 July 1771, lot 102.'],
    [1755, 'Claude-Alexandre de Villeneuve, comte de Vence, Paris; his sale, Paris, 9 February 1761, lot 58.'],
    [1850, 'The Dukes of Northumberland, Alnwick Castle.'],
    [1890, "Adrian Hope, London; his sale, Christie's, London, 30 June 1894, lot 51."],
    [1910, 'with F. Kleinberger & Co., Paris.'],
    [1958, 'with Duits Ltd, London, 1958.'],
    [1912, 'with Thos. Agnew & Sons, London, 1912.'],
    [1950, 'Private collection, Belgium, by 1950.'],
    [1980, "Anonymous sale; Sotheby's, London, 9 July 1980, lot 60."],
    [1985, 'with Richard Green, London, 1985.'],
    [1930, 'Baron Cassel van Doorn, Paris and New York.'],
    [1977, 'Dr Hans Wetzlar, Amsterdam; his sale, Sotheby Mak van Waay, Amsterdam, 9 June 1977, lot 14.'],
    [1800, 'The Earls of Derby, Knowsley Hall, Lancashire.'],
    [1995, "Anonymous sale; Christie's, London, 8 December 1995, lot 33."],
    [1962, 'with Hallsborough Gallery, London, 1962.'],
    [1970, 'Private collection, Paris.'],
  ];

  const tails = [
    'By descent to the present owner.',
    'Acquired from the above by the father of the present owner.',
    'Private collection, Switzerland, from 1961.',
    'with Johnny Van Haeften, London, 1994, where acquired by the present owner.',
  ];
  const literature = [
    'C. Hofstede de Groot, A Catalogue Raisonné of the Works of the Most Eminent Dutch Painters, London, 1912, vol. X, no. 112.',
    'F. Lugt, Répertoire des catalogues de ventes publiques, The Hague, 1938, no. 7811.',
    'W. Stechow, Dutch Landscape Painting of the Seventeenth Century, London, 1966, p. 54.',
    'E. Waterhouse, Painting in Britain 1530-1790, London, 1953, p. 212.',
    'Literature: unpublished.',
  ];
  const noteSentences = [
    'This hitherto unpublished work is an important addition to the artist’s oeuvre.',
    'The composition relates closely to a signed and dated version in a private collection.',
    'Infrared reflectography reveals extensive underdrawing, characteristic of the artist’s working method.',
    'The panel has been examined by Peter Klein, who dates its felling to no earlier than 1612.',
    'The picture can be dated on stylistic grounds to the artist’s mature period.',
    'A copy of this composition is recorded in the RKD, The Hague.',
    'We are grateful to Dr Fred Meijer for confirming the attribution on the basis of photographs.',
    'The present work was cleaned and restored in 2019.',
    'The identity of the sitter has not been established, though an old label identifies her as a member of the family.',
    'The loose handling of the foliage points to the influence of the artist’s Haarlem contemporaries.',
  ];
  const condition = [
    'Relined. Some retouching along the upper edge, visible under UV.',
    'Panel cradled. Stable craquelure throughout. Minor losses to the frame.',
    'Unlined canvas; light surface dirt; small area of retouching in the sky.',
    'Cleaned, varnish even. Scattered small retouchings, visible under UV.',
    'The sheet with light foxing and a small repaired tear at the lower margin.',
  ];
  const diligence = [
    'ALR search certificate on file (no match). No gaps 1933-45 in the recorded provenance.',
    'ALR search certificate on file (no match). 1933-45 gap researched; see specialist memo of 2 November 2026.',
    'ALR search requested 10/11/2026, awaiting certificate.',
    'ALR search certificate on file (no match). Consignor identity checks complete.',
  ];
  const staff = ['Rosalind Asante', 'Hugo Fairbairn', 'Giulia Marchetti', 'Sebastian Lowther'];
  const drawingNotes = [
    'This sheet is a preparatory study for a painting now in a private collection.',
    'The handling of the chalk is characteristic of the artist’s early drawings.',
    'A counterproof of this sheet is recorded in the Rijksprentenkabinet, Amsterdam.',
    'The old mount bears an attribution in an eighteenth-century hand.',
    'We are grateful to Dr Hans Buijs for confirming the attribution on the basis of a photograph.',
    'The watermark, a fleur-de-lis above a shield, is close to Heawood 1768.',
    'The verso with a slight study of a figure in black chalk.',
  ];
  const drawingCondition = [
    'Laid down on an old mount. Light foxing; a small repaired tear at the lower margin.',
    'Slight time staining; hinged at the upper corners. Colours fresh.',
    'Minor abrasions to the edges; trimmed to the borderline.',
    'Some fading; a small loss at the upper right corner, made up.',
  ];
  const record = (
    sale: string,
    saleTitle: string,
    day: string,
    lot: number,
    drawing: boolean,
    body: { artist: string; title: string; inscription: string; medium: string; size: string; est: string; provenance: string[] },
  ): string =>
    [
      '-'.repeat(100),
      `LOT ${lot}`.padEnd(12) + `Sale ${sale} · ${saleTitle} · ${day}`,
      `Status: catalogued (proofed ${pad2(between(random, 2, 16))}/11/2026)   Cataloguer: ${oneOf(random, staff)}   Specialist sign-off: ${oneOf(random, ['yes', 'yes', 'pending'])}`,
      '',
      body.artist.toUpperCase(),
      body.title,
      body.inscription,
      body.medium,
      body.size,
      '',
      `Estimate: ${body.est}`,
      '',
      'PROVENANCE',
      ...body.provenance,
      '',
      'LITERATURE',
      oneOf(random, literature),
      '',
      'CATALOGUE NOTE',
      shuffle(random, [...(drawing ? drawingNotes : noteSentences)])
        .slice(0, between(random, 3, 6))
        .join(' '),
      '',
      'CONDITION (internal)',
      oneOf(random, drawing ? drawingCondition : condition),
      '',
      'DUE DILIGENCE',
      oneOf(random, diligence),
      '',
    ].join('\n');
  const fillerBody = (drawing: boolean) => {
    const artist = oneOf(random, OM_ARTISTS);
    const qualifier = oneOf(random, OM_QUALIFIERS);
    const est = estimateOf(random, drawing ? 18 : 25);
    const size = drawing ? [between(random, 12, 45), between(random, 10, 60)] : [between(random, 25, 160), between(random, 20, 200)];
    return {
      artist: `${qualifier}${artist}`,
      title: oneOf(random, OM_SUBJECTS),
      inscription: oneOf(random, [
        'signed with monogram (lower left)',
        'signed and dated (lower right)',
        'with inscription on an old label on the reverse',
        'bears signature (lower centre)',
        '',
      ]),
      medium: drawing
        ? oneOf(random, ['black chalk, pen and brown ink, grey wash', 'red chalk', 'watercolour over graphite', 'pen and brown ink'])
        : oneOf(random, ['oil on canvas', 'oil on panel', 'oil on copper']),
      size: `${(size[0]! / 2.54).toFixed(1)} x ${(size[1]! / 2.54).toFixed(1)} in. (${size[0]} x ${size[1]} cm.)`,
      est: estimateText(est),
      provenance: [
        ...shuffle(random, [...provenancePool])
          .slice(0, between(random, 1, 4))
          .sort((x, y) => x[0] - y[0])
          .map((entry) => entry[1]),
        oneOf(random, tails),
      ],
    };
  };
  const special = new Map<string, ReturnType<typeof fillerBody>>([
    [
      '26201-77',
      {
        artist: 'Jan van Huysum (Amsterdam 1682-1749)',
        title: 'A study of roses, a tulip and an auricula',
        inscription: 'with inscription "J. van Huijsum" (verso)',
        medium: 'black chalk and watercolour',
        size: '10.6 x 8.3 in. (27 x 21 cm.)',
        est: '£30,000-50,000',
        provenance: [
          'Cornelis Ploos van Amstel (1726-1798), Amsterdam (L. 2034); his sale, Amsterdam, 3 March 1800, lot 12.',
          'with Hallsborough Gallery, London, 1962.',
          'By descent to the present owner.',
        ],
      },
    ],
    [
      '26204-29',
      {
        artist: 'Rachel Ruysch (The Hague 1664-1750 Amsterdam)',
        title: 'Roses, an iris, morning glory and other flowers in a glass vase on a marble ledge',
        inscription: "signed 'Rachel Ruysch' (lower right)",
        medium: 'oil on canvas',
        size: '30.3 x 24.4 in. (77 x 62 cm.)',
        est: '£600,000-800,000',
        provenance: [
          'Johan van der Marck Aegidiusz. (1707-1772), Leiden; his sale, Amsterdam, 25 August 1773, lot 277.',
          'Baron Cassel van Doorn, Paris and New York.',
          'Private collection, Paris.',
        ],
      },
    ],
    [
      '26204-31',
      {
        artist: 'Jan van Huysum (Amsterdam 1682-1749)',
        title: "Roses, tulips, poppies, an auricula and other flowers in a terracotta urn on a marble ledge, with a bird's nest",
        inscription: "signed 'Jan Van Huysum fecit' (lower right, on the ledge)",
        medium: 'oil on panel',
        size: '31.5 x 24.3 in. (80 x 61.6 cm.)',
        est: '£400,000-600,000',
        provenance: [
          `${needle} (1753-1809), Amsterdam; his sale, Amsterdam, P. van der Schley, 1 August 1810, lot 44 (fl. 1,210 to Roos).`,
          'Jonkheer Willem van Loon, Amsterdam, by 1842.',
          'with P. & D. Colnaghi & Co., London, 1923.',
          'Private collection, Switzerland, from 1961.',
          'By descent to the present owner.',
        ],
      },
    ],
    [
      '26205-140',
      {
        artist: 'Circle of Jan van Huysum',
        title: 'Peaches, grapes, a melon and plums on a marble ledge',
        inscription: '',
        medium: 'oil on canvas',
        size: '24.0 x 19.7 in. (61 x 50 cm.)',
        est: '£8,000-12,000',
        provenance: [
          "Anonymous sale; Christie's, London, 8 December 1995, lot 33.",
          'Private collection, Belgium, by 1950.',
          'By descent to the present owner.',
        ],
      },
    ],
  ]);
  const sales = [
    { number: '26201', title: 'Old Master & British Drawings', day: 'Thursday 3 December 2026', lots: 170, drawing: true },
    { number: '26204', title: 'Old Masters Evening Sale', day: 'Tuesday 8 December 2026', lots: 58, drawing: false },
    { number: '26205', title: 'Old Masters Day Sale', day: 'Wednesday 9 December 2026', lots: 240, drawing: false },
  ];
  const parts = [
    'CATALOGUE EXPORT · Pellingham & Rowe · Old Masters department · December 2026 sales',
    'Exported 18/11/2026 08:55 by catalogue-svc (Lotbook 9.3) · 3 sales · 468 lots · plain text',
    '',
  ];
  for (const sale of sales) {
    for (let lot = 1; lot <= sale.lots; lot++) {
      const body = special.get(`${sale.number}-${lot}`) ?? fillerBody(sale.drawing);
      parts.push(record(sale.number, sale.title, sale.day, lot, sale.drawing, body));
    }
  }
  return { output: parts.join('\n'), needle };
}

/** The warehouse's uncollected purchases report, with storage and handling charges to date. */
function storageCharges(): { output: string; needle: string } {
  const random = seededRandom(97_009);
  const bands = {
    S: { rate: 250, handling: 1500 },
    M: { rate: 500, handling: 2500 },
    L: { rate: 1000, handling: 4500 },
    XL: { rate: 1750, handling: 9000 },
    H: { rate: 400, handling: 2000 },
  } as const;
  type Band = keyof typeof bands;
  const saleDates: Record<string, number> = {
    '26102': Date.UTC(2026, 9, 14),
    '26104': Date.UTC(2026, 9, 20),
    '26106': Date.UTC(2026, 9, 22),
    '26108': Date.UTC(2026, 9, 29),
    '26111': Date.UTC(2026, 10, 12),
    '26112': Date.UTC(2026, 10, 13),
    '26114': Date.UTC(2026, 10, 16),
    '26115': Date.UTC(2026, 10, 17),
  };
  const today = Date.UTC(2026, 10, 18);
  const shortFor = (sale: string): string => {
    const kind = SALE_KINDS[sale]!;
    if (kind === 'sculpture') return random() < 0.03 ? 'Staffordshire huntsman on horseback, pottery' : sculpture(random).short;
    return lotTitle(random, kind)
      .replace(/ \([^)]*\)/g, '')
      .replace(/^A /, '')
      .slice(0, 51);
  };
  const bandFor = (sale: string): Band => {
    const kind = SALE_KINDS[sale]!;
    if (kind === 'om' || kind === 'modbrit') return oneOf(random, ['H', 'H', 'M', 'L']);
    if (kind === 'furniture') return oneOf(random, ['L', 'L', 'XL', 'M']);
    if (kind === 'sculpture') return oneOf(random, ['M', 'L', 'XL']);
    return oneOf(random, ['S', 'S', 'M']);
  };
  const fmtDate = (ms: number): string => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  };
  type Row = { sale: string; lot: number; desc: string; band: Band; location: string };
  const rowText = (account: string, buyer: string, r: Row): { text: string; total: number } => {
    const freeUntil = saleDates[r.sale]! + 14 * 86_400_000;
    const days = Math.max(0, Math.round((today - freeUntil) / 86_400_000));
    const storage = days * bands[r.band].rate;
    const handling = bands[r.band].handling;
    const vat = Math.round((storage + handling) * 0.2);
    const total = storage + handling + vat;
    const text = [
      padR(account, 9),
      padR(buyer, 26),
      padR(r.sale, 6),
      padL(String(r.lot), 4),
      '  ' + padR(r.desc, 52),
      padR(r.band, 5),
      padR(r.location, 14),
      padR(fmtDate(freeUntil), 11),
      padL(String(days), 5),
      padL(pounds(storage), 10),
      padL(pounds(handling), 10),
      padL(pounds(vat), 9),
      padL(pounds(total), 10),
    ].join('');
    return { text, total };
  };
  const location = (): string =>
    `PR2-${oneOf(random, ['A', 'B', 'C', 'D', 'E'])}-${pad2(between(random, 1, 30))}-${pad2(between(random, 1, 8))}`;
  const saleIds = Object.keys(saleDates);
  const header = [
    'PELLINGHAM & ROWE LTD                                                        UNCOLLECTED PURCHASES: STORAGE AND HANDLING CHARGES',
    'Store: Park Royal (PR2), Unit 4, Abbey Road, London NW10      Run: 18/11/2026 06:30      Produced by: storectl 2.8 (nightly batch)',
    "Storage accrues from the 15th day after the sale at the daily rate of the lot's size band; handling is charged once per lot. VAT at 20%.",
    'Bands: S small £2.50/day, M medium £5.00/day, L large £10.00/day, XL oversize £17.50/day, H hanging (pictures) £4.00/day.',
    `Sales: ${saleIds.map((id) => `${id} ${SALE_NAMES[id]} (${fmtDate(saleDates[id]!)})`).join('; ')}.`,
    '',
    [
      padR('ACCOUNT', 9),
      padR('BUYER', 26),
      padR('SALE', 6),
      padL('LOT', 4),
      '  ' + padR('DESCRIPTION', 52),
      padR('BAND', 5),
      padR('LOCATION', 14),
      padR('FREE UNTIL', 11),
      padL('DAYS', 5),
      padL('STORAGE', 10),
      padL('HANDLING', 10),
      padL('VAT', 9),
      padL('TOTAL', 10),
    ].join(''),
    '-'.repeat(173),
  ];
  const targetRows: Row[] = [
    { sale: '26102', lot: 57, desc: 'After Giambologna, equestrian Cosimo I, bronze', band: 'XL', location: 'PR2-D-11-02' },
    { sale: '26115', lot: 214, desc: 'Pair of George III silver candlesticks, Sheffield', band: 'S', location: 'PR2-A-03-05' },
  ];
  const needle = pounds(rowText('', '', targetRows[0]!).total);
  const block = (account: string, buyer: string, rows: readonly Row[]): { lines: string[]; subtotal: number } => {
    let subtotal = 0;
    const lines = rows.map((r, i) => {
      const row = rowText(i === 0 ? account : '', i === 0 ? buyer : '', r);
      subtotal += row.total;
      return row.text;
    });
    lines.push(padL(`Account ${account} total (${rows.length} lot${rows.length > 1 ? 's' : ''}):${padL(pounds(subtotal), 12)}`, 173));
    return { lines, subtotal };
  };
  const body: string[] = [];
  const taken = new Set<string>(['26102-57', '26115-214']);
  let grand = 0;
  let lotCount = 0;
  const accounts = 800;
  for (let a = 0; a < accounts; a++) {
    const account = `B-${100_000 + a * 37 + between(random, 0, 36)}`;
    const made =
      a === 390
        ? block(account, 'Mrs C. Delacroix-Wynn', targetRows)
        : avoiding(
            () => {
              const buyer = clientName(random);
              const rows = Array.from({ length: between(random, 1, 4) }, () => {
                const sale = oneOf(random, saleIds);
                let lot = between(random, 1, 420);
                while (taken.has(`${sale}-${lot}`)) lot = between(random, 1, 420);
                taken.add(`${sale}-${lot}`);
                return { sale, lot, desc: shortFor(sale), band: bandFor(sale), location: location() };
              });
              return block(account, buyer, rows);
            },
            (b) => b.lines.join('\n'),
            [needle],
          );
    grand += made.subtotal;
    lotCount += made.lines.length - 1;
    body.push(...made.lines);
  }
  const footer = ['', `Accounts: ${accounts}   Lots: ${lotCount}   Total charges to date (incl. VAT): £${pounds(grand)}`, 'End of report.'];
  return { output: [...header, ...body, ...footer].join('\n') + '\n', needle };
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------

/** The building management system's zone listing across the stores and the saleroom. */
function climateZones(): { output: string; needle: string } {
  const random = seededRandom(97_010);
  const classes = {
    PAINTINGS: { t: 19, rh: 50, desc: 'Paintings store' },
    WORKS_ON_PAPER: { t: 18, rh: 45, desc: 'Works on paper store' },
    FURNITURE: { t: 19, rh: 55, desc: 'Furniture store' },
    METALS: { t: 19, rh: 40, desc: 'Silver and metalwork store' },
    CERAMICS: { t: 19, rh: 50, desc: 'Ceramics and glass store' },
    TEXTILES: { t: 17, rh: 50, desc: 'Textiles store' },
    PHOTOGRAPHS: { t: 16, rh: 35, desc: 'Photographs store' },
    GENERAL: { t: 19, rh: 50, desc: 'General store' },
    WINE: { t: 12, rh: 70, desc: 'Wine cellar' },
  } as const;
  type ZoneClass = keyof typeof classes;
  const sites: { site: string; name: string; floors: number; stores: string[]; mix: ZoneClass[] }[] = [
    {
      site: 'PR2',
      name: 'Park Royal',
      floors: 4,
      stores: ['A', 'B', 'C', 'D', 'E', 'F'],
      mix: ['PAINTINGS', 'PAINTINGS', 'FURNITURE', 'FURNITURE', 'GENERAL', 'CERAMICS', 'METALS', 'WORKS_ON_PAPER'],
    },
    {
      site: 'BT1',
      name: 'Battersea',
      floors: 3,
      stores: ['A', 'B', 'C', 'D', 'E'],
      mix: ['PAINTINGS', 'PAINTINGS', 'WORKS_ON_PAPER', 'PHOTOGRAPHS', 'TEXTILES', 'GENERAL', 'WINE'],
    },
    { site: 'KS', name: 'Bury Street', floors: 2, stores: ['G', 'H', 'S'], mix: ['PAINTINGS', 'CERAMICS', 'METALS', 'GENERAL'] },
  ];
  const header = ['SITE', 'ZONE', 'DESCRIPTION', 'CLASS', 'T_SET', 'T_NOW', 'RH_SET', 'RH_NOW', 'AHU', 'VALVE', 'DAMPER', 'MODE', 'POLLED'];
  const widths = [5, 12, 40, 16, 6, 6, 7, 7, 11, 6, 7, 6, 20];
  const row = (cells: string[]): string =>
    cells
      .map((c, i) => padR(c, widths[i]!))
      .join(' ')
      .trimEnd();
  const lines = [
    '$ bmsctl zones list --site all --sort site,zone',
    `# bmsctl 3.2.0 · controller bms-core-01 · ${isoSeconds(Date.UTC(2026, 10, 18, 9, 12, 40))}`,
    row(header),
  ];
  let polled = Date.UTC(2026, 10, 18, 9, 10, 2);
  type Zone = { site: string; zone: string; desc: string; zoneClass: ZoneClass; ahu: string; rhSet: number; cells: () => string[] };
  const zones: Zone[] = [];
  for (const site of sites) {
    for (let floor = 1; floor <= site.floors; floor++) {
      for (const store of site.stores) {
        const zoneClass = oneOf(random, site.mix);
        const spec = classes[zoneClass];
        const bays = between(random, 30, 48);
        const ahu = `AHU-${site.site}-${pad2(between(random, 1, 9))}`;
        for (let bay = 1; bay <= bays; bay++) {
          const zone: Zone = {
            site: site.site,
            zone: `${site.site}-${floor}-${store}-${pad2(bay)}`,
            desc: `${spec.desc} ${store}, bay ${pad2(bay)}`,
            zoneClass,
            ahu,
            rhSet: spec.rh,
            cells: () => [],
          };
          const tNow = (spec.t + between(random, -8, 8) / 10).toFixed(1);
          const rhOffset = between(random, -25, 25) / 10;
          const valve = `${between(random, 0, 100)}%`;
          const damper = `${between(random, 15, 85)}%`;
          const mode = oneOf(random, ['AUTO', 'AUTO', 'AUTO', 'AUTO', 'ECO']);
          polled += between(random, 0, 2) * 1000;
          const at = isoSeconds(polled);
          zone.cells = () => [
            zone.site,
            zone.zone,
            zone.desc,
            zone.zoneClass,
            spec.t.toFixed(1),
            tNow,
            String(zone.rhSet),
            (zone.rhSet + rhOffset).toFixed(1),
            zone.ahu,
            valve,
            damper,
            mode,
            at,
          ];
          zones.push(zone);
        }
      }
    }
  }
  const target = zones.find((z, i) => i >= zones.length * 0.52 && z.zoneClass === 'PAINTINGS')!;
  target.rhSet = 62;
  const needle = target.zone;
  const paintingsSeen = zones.filter((z) => z.zoneClass === 'PAINTINGS').length;
  lines.push(...zones.map((z) => row(z.cells())));
  lines.push(`${lines.length - 3} zones (${paintingsSeen} PAINTINGS) across 3 sites`);
  return { output: lines.join('\n') + '\n', needle };
}

/** The accounts receivable invoice lines for October and November, as psql prints them. */
function invoiceLines(): { output: string; needle: string } {
  const random = seededRandom(97_011);
  const sales: [string, string, number][] = [
    ['26102', '2026-10-14', 260],
    ['26104', '2026-10-20', 240],
    ['26106', '2026-10-22', 330],
    ['26108', '2026-10-29', 300],
    ['26111', '2026-11-12', 340],
    ['26112', '2026-11-13', 220],
    ['26114', '2026-11-16', 270],
    ['26115', '2026-11-17', 300],
  ];
  const cols = [
    'invoice_no',
    'issued_on',
    'sale_no',
    'lot_no',
    'account',
    'buyer',
    'hammer',
    'bp_rate',
    'bp',
    'vat_on_bp',
    'arr',
    'total_due',
    'status',
  ];
  const numeric = new Set(['lot_no', 'hammer', 'bp_rate', 'bp', 'vat_on_bp', 'arr', 'total_due']);
  const rows: string[][] = [];
  let needle = '';
  for (const [sale, issued, lotCount] of sales) {
    const kind = SALE_KINDS[sale]!;
    const lots = shuffle(
      random,
      Array.from({ length: lotCount }, (_, i) => i + 1),
    );
    let invoice = 0;
    let at = 0;
    while (at < lots.length) {
      invoice++;
      const invoiceNo = `INV-${sale}-${String(invoice).padStart(4, '0')}`;
      const odd = sale === '26111' && invoice === 61;
      const count = odd ? 1 : Math.min(lots.length - at, oneOf(random, [1, 1, 1, 2, 2, 3, 4, 6]));
      const mine = lots.slice(at, at + count).sort((a, b) => a - b);
      at += count;
      const account = `B-${between(random, 100_000, 129_999)}`;
      const buyer = clientName(random);
      const status = oneOf(
        random,
        issued < '2026-11-01' ? ['paid', 'paid', 'paid', 'paid', 'part_paid', 'unpaid'] : ['paid', 'sent', 'sent', 'part_paid', 'unpaid'],
      );
      if (odd) needle = invoiceNo;
      for (const lot of mine) {
        const est = estimateOf(random, kind === 'om' ? 22 : 19);
        const run = biddingRun(random, est);
        const hammer = run.bids[run.bids.length - 1]! * 100;
        const rate = odd ? 2500 : 2700;
        const bp = Math.round((hammer * rate) / 10_000);
        const vat = Math.round(bp * 0.2);
        const arr =
          (kind === 'modbrit' || kind === 'design') && hammer >= 100_000 && random() < 0.5
            ? Math.round(Math.min(hammer, 5_000_000) * 0.04)
            : 0;
        const total = hammer + bp + vat + arr;
        const dec = (p: number): string => `${Math.floor(p / 100)}.${pad2(p % 100)}`;
        rows.push([
          invoiceNo,
          issued,
          sale,
          String(lot),
          account,
          buyer,
          dec(hammer),
          (rate / 100).toFixed(2),
          dec(bp),
          dec(vat),
          dec(arr),
          dec(total),
          status,
        ]);
      }
    }
  }
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const center = (s: string, w: number): string => {
    const left = Math.floor((w - s.length) / 2);
    return ' '.repeat(left) + s + ' '.repeat(w - s.length - left);
  };
  const lines = [
    "finance=> SELECT invoice_no, issued_on, sale_no, lot_no, account, buyer, hammer, bp_rate, bp, vat_on_bp, arr, total_due, status FROM ar.invoice_lines WHERE issued_on BETWEEN '2026-10-01' AND '2026-11-18' ORDER BY invoice_no, lot_no;",
    cols.map((c, i) => ` ${center(c, widths[i]!)} `).join('|'),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) =>
      r
        .map((v, i) => ` ${numeric.has(cols[i]!) ? padL(v, widths[i]!) : padR(v, widths[i]!)} `)
        .join('|')
        .trimEnd(),
    ),
    `(${rows.length} rows)`,
    '',
  ];
  return { output: lines.join('\n'), needle };
}

/** The auction management system's sale pace report: how long each lot took on the rostrum. */
function salePace(): { output: string; needle: string } {
  const random = seededRandom(97_012);
  const needle = '00:11:52';
  const sales = [
    {
      number: '26106',
      day: 'Thursday 22 October 2026',
      start: Date.UTC(2026, 9, 22, 9, 30),
      lots: 330,
      auctioneers: 'Marcus Rahman (1-170), Clementine Ashworth (171-330)',
    },
    {
      number: '26108',
      day: 'Thursday 29 October 2026',
      start: Date.UTC(2026, 9, 29, 10, 0),
      lots: 350,
      auctioneers: 'Jonathan Hale-Marsh (1-180), Marcus Rahman (181-350)',
    },
    {
      number: '26111',
      day: 'Thursday 12 November 2026',
      start: Date.UTC(2026, 10, 12, 10, 0),
      lots: 412,
      auctioneers: 'Jonathan Hale-Marsh (1-200), Clementine Ashworth (201-412)',
    },
    {
      number: '26112',
      day: 'Friday 13 November 2026',
      start: Date.UTC(2026, 10, 13, 11, 0),
      lots: 250,
      auctioneers: 'Clementine Ashworth (1-125), Jonathan Hale-Marsh (126-250)',
    },
    {
      number: '26114',
      day: 'Monday 16 November 2026',
      start: Date.UTC(2026, 10, 16, 10, 30),
      lots: 300,
      auctioneers: 'Jonathan Hale-Marsh (1-150), Marcus Rahman (151-300)',
    },
    {
      number: '26115',
      day: 'Tuesday 17 November 2026',
      start: Date.UTC(2026, 10, 17, 10, 0),
      lots: 330,
      auctioneers: 'Marcus Rahman (1-165), Clementine Ashworth (166-330)',
    },
  ];
  const head = ['LOT', 'TITLE', 'OPENED', 'HAMMER', 'DURATION', 'BIDS', 'ROOM', 'ONL', 'TEL', 'BOOK', 'RESULT', 'HAMMER_GBP'];
  const w = [4, 50, 9, 9, 9, 5, 5, 4, 4, 5, 9, 11];
  const right = new Set([0, 5, 6, 7, 8, 9, 11]);
  const row = (cells: string[]): string =>
    cells
      .map((c, i) => (right.has(i) ? padL(c, w[i]!) : padR(c, w[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [
    'AUCTION MANAGEMENT · SALE PACE REPORT · Pellingham & Rowe · run 18/11/2026 08:20 by r.stanhope',
    'Sales: 22/10/2026 to 17/11/2026 (live sales, saleroom 1)',
    '',
  ];
  for (const sale of sales) {
    const kind = SALE_KINDS[sale.number]!;
    lines.push(
      '='.repeat(134),
      `Sale ${sale.number}  ${SALE_NAMES[sale.number]}  ·  ${sale.day}  ·  Saleroom 1, Bury Street`,
      `Auctioneers: ${sale.auctioneers}   Clerk: R. Stanhope`,
      '',
      row(head),
      w.map((x) => '-'.repeat(x)).join('  '),
    );
    let clock = sale.start;
    let sold = 0;
    let totalHammer = 0;
    let totalSeconds = 0;
    for (let n = 1; n <= sale.lots; n++) {
      const target = sale.number === '26112' && n === 131;
      const made = avoiding(
        () => {
          const est = target ? ([60_000, 80_000] as const) : estimateOf(random, kind === 'om' ? 23 : 20);
          const run = biddingRun(random, est);
          const bidCount = target ? 64 : run.bids.length;
          const top = est[0] >= 100_000;
          const seconds = target ? 712 : between(random, 22, 40) + bidCount * between(random, 3, 6) + (top ? between(random, 40, 150) : 0);
          const isSold = target || run.sold;
          const hammer = target ? 380_000 : run.bids[run.bids.length - 1]!;
          const split = [0, 0, 0, 0];
          for (let b = 0; b < bidCount; b++) split[target ? [0, 1, 2, 2][b % 4]! : pick(random, 4)]!++;
          const title = target ? 'L.S. Lowry, R.A., Football Match, Swinton, 1953' : lotTitle(random, kind).replace(/ \([^)]*\)/g, '');
          const text = row([
            String(n),
            title,
            hms(clock),
            hms(clock + seconds * 1000),
            duration(seconds),
            String(bidCount),
            ...split.map(String),
            isSold ? 'SOLD' : 'BOUGHT IN',
            isSold ? commas(hammer) : '',
          ]);
          return { text, seconds, isSold, hammer };
        },
        (m) => (target ? '' : m.text),
        [needle],
      );
      lines.push(made.text);
      clock += made.seconds * 1000 + between(random, 2, 8) * 1000;
      totalSeconds += made.seconds;
      if (made.isSold) {
        sold++;
        totalHammer += made.hammer;
      }
    }
    const average = Math.round(totalSeconds / sale.lots);
    lines.push(
      '',
      `Summary: ${sale.lots} lots offered, ${sold} sold (${((sold / sale.lots) * 100).toFixed(1)}%), total hammer £${commas(totalHammer)}, average ${duration(average)} per lot, ${(((sale.lots * 3600) / (clock - sale.start)) * 1000).toFixed(1)} lots/hour`,
      '',
    );
  }
  return { output: lines.join('\n'), needle };
}

// ---------------------------------------------------------------------------------------------------
// The round
// ---------------------------------------------------------------------------------------------------

export function roundNinetySeven(): EconomicsTask[] {
  const bids = biddingResults();
  const feed = catalogueFeed();
  const manifests = consolidationManifests();
  const cases = exportCases();
  const phones = phoneBids();
  const timed = timedSaleConfig();
  const clerk = clerkLog();
  const records = catalogueRecords();
  const storage = storageCharges();
  const zones = climateZones();
  const invoices = invoiceLines();
  const pace = salePace();
  return [
    probe(
      'round 97: bidding platform results, hammer price',
      "What was the hammer price for lot 214 in Monday's Old Masters sale?",
      'bidlive_sale_results',
      bids.output,
      'hammer',
      bids.needle,
      true,
    ),
    probe(
      'round 97: catalogue feed, silver weight',
      'What does the tea urn at lot 88 in the Fine Silver sale weigh, according to our catalogue feed?',
      'export_catalogue_feed',
      feed.output,
      'weight',
      feed.needle,
      true,
    ),
    probe(
      'round 97: consolidation manifests, crate',
      'Which crate is lot 146 from the Design sale packed in on the New York consolidation?',
      'forwarder_manifests',
      manifests.output,
      'crate',
      manifests.needle,
      true,
    ),
    probe(
      'round 97: export control tracker, licence number',
      "What's the export licence number for the Canaletto view of the Grand Canal?",
      'export_cases',
      cases.output,
      'licence',
      cases.needle,
    ),
    probe(
      'round 97: telephone bids, number to ring',
      "What number should we ring for the phone bidder on lot 63 in today's Asian Art sale?",
      'list_phone_bids',
      phones.output,
      'phone',
      phones.needle,
    ),
    probe(
      'round 97: timed sale config, first lot closing',
      "When do the first lots start closing in next week's online watch sale?",
      'get_timed_sale_config',
      timed.output,
      'closing',
      timed.needle,
    ),
    probe(
      'round 97: clerking log, paraphrased lot',
      "I'm reconciling the clerk's sheets from last Thursday's furniture sale against the auctioneer's book, and one entry is illegible. Which paddle number bought the Georgian mahogany bureau with the glazed cabinet on top?",
      'saleroom_clerk_log',
      clerk.output,
      'paddle',
      clerk.needle,
    ),
    probe(
      'round 97: catalogue records, earliest owner',
      'A collector in Zürich emailed this morning about the Van Huysum flower painting in our December evening sale; she is doing her own due diligence before she registers to bid. Who is the earliest owner we can trace it back to?',
      'export_catalogue_records',
      records.output,
      'owner',
      records.needle,
    ),
    probe(
      'round 97: storage charges, paraphrased lot',
      "The buyer of the bronze horse and rider from October's sculpture sale still hasn't collected it, and her shipper wants to know what she owes us for keeping it. How much has it run up so far?",
      'storage_charges_report',
      storage.output,
      'storage',
      storage.needle,
    ),
    probe(
      'round 97: climate zones, odd humidity setpoint',
      'One of our paintings stores seems to be held at a different humidity from all the other paintings stores. Which zone is it?',
      'bms_zone_list',
      zones.output,
      'zone',
      zones.needle,
    ),
    probe(
      'round 97: invoice lines, odd premium rate',
      "Going through October and November's buyer invoices: is there one where the buyer's premium was charged at a different rate from all the others? Which invoice?",
      'ar_invoice_lines',
      invoices.output,
      'invoice',
      invoices.needle,
    ),
    probe(
      'round 97: sale pace report, longest lot',
      "In Friday's Modern British sale, which lot was on the block far longer than any of the others?",
      'sale_pace_report',
      pace.output,
      'lot',
      pace.needle,
    ),
  ];
}
