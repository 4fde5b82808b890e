/**
 * Probe round 98, written blind: the Inverbrae & District Fishermen's Co-operative, a whitefish fleet that runs its own fish
 * auction, cold store and ice plant on the north-east coast of Scotland. "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - VMS position feed (minified JSON API response): at what time a boat pinged from inside the Windsock closed area;
 *  - auction sale results (one-line XML): the price per kilo the one lot of Atlantic halibut made this morning;
 *  - landing box manifests (CSV with one huge field per landing): which box of the Sula Bhan's landing the fishery officer sampled;
 * b. The answer a few lines away from the line the question's words match:
 *  - member vessel register (YAML): when the Morven Star's liferaft is next due for service;
 *  - quota ledger (pretty JSON API response): how much North Sea haddock the Girl Catriona has left;
 *  - settlement service log (Spring Boot log with Hibernate and PostgreSQL stack traces): which invoice the overnight buyer
 *    settlement run was on when it hit the deadlock;
 * c. A question that paraphrases the output or carries a preamble:
 *  - ice plant gateway (syslog): after a skipper's complaint, what time the ice silo ran dry on Sunday night;
 *  - crew certification register (CLI table): before a sign-on, whose medical (ENG1/ML5) lapses before the end of the month;
 *  - AIS tracking events (NDJSON): after a coastguard call, when the Sula Bhan's transponder went quiet off Barra Head;
 * d. One value unlike its peers, with no error word near it:
 *  - cold store data logger (CSV export): the holding-room temperature way out of line with the rest;
 *  - buyer accounts (psql table): the buyer given far longer payment terms than everyone else;
 *  - e-logbook hauls (CLI table): the one October haul fished with a different mesh size.
 * Not among the bench's targets.
 * First run, at 3ab9511, the head when the round was written (with this file; `ROUNDS=98
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,410,511 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 98: VMS feed, closed area ping
 *     codex: 16,309 tokens, peak 16,231, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,217 tokens, peak 6,245, 1/1 needles, 4 read-backs
 *     ours: 7,185 tokens, peak 2,934, 0/1 needles, 3 read-backs
 *   round 98: auction results, halibut price
 *     codex: 15,361 tokens, peak 15,289, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,249 tokens, peak 5,837, 0/1 needles, 4 read-backs
 *     ours: 10,148 tokens, peak 5,391, 0/1 needles, 3 read-backs
 *   round 98: landing manifests, sample box
 *     codex: 238 tokens, peak 161, 0/1 needles, 0 read-backs
 *     context-chef: 1,141 tokens, peak 1,064, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,937 tokens, peak 3,791, 0/1 needles, 2 read-backs
 *     ours: 3,998 tokens, peak 1,492, 0/1 needles, 2 read-backs
 *   round 98: vessel register, liferaft service
 *     codex: 13,519 tokens, peak 13,448, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,055 tokens, peak 2,546, 0/1 needles, 2 read-backs
 *     ours: 22,905 tokens, peak 8,489, 1/1 needles, 4 read-backs
 *   round 98: quota ledger, haddock left
 *     codex: 14,011 tokens, peak 13,940, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 630, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,178 tokens, peak 4,073, 0/1 needles, 4 read-backs
 *     ours: 10,156 tokens, peak 4,779, 0/1 needles, 4 read-backs
 *   round 98: settlement log, deadlocked invoice
 *     codex: 15,033 tokens, peak 14,959, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,834 tokens, peak 4,037, 0/1 needles, 2 read-backs
 *     ours: 7,777 tokens, peak 4,127, 0/1 needles, 2 read-backs
 *   round 98: ice plant syslog, silo ran dry
 *     codex: 18,902 tokens, peak 18,806, 0/1 needles, 0 read-backs
 *     context-chef: 912 tokens, peak 816, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,151 tokens, peak 1,762, 0/1 needles, 4 read-backs
 *     ours: 2,880 tokens, peak 1,826, 0/1 needles, 1 read-backs
 *   round 98: crew register, medical lapsing
 *     codex: 17,598 tokens, peak 17,510, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 653, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,854 tokens, peak 1,273, 0/1 needles, 4 read-backs
 *     ours: 3,432 tokens, peak 745, 0/1 needles, 4 read-backs
 *   round 98: AIS events, transponder went quiet
 *     codex: 16,137 tokens, peak 16,053, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 715, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,282 tokens, peak 1,363, 0/1 needles, 4 read-backs
 *     ours: 4,430 tokens, peak 952, 0/1 needles, 4 read-backs
 *   round 98: cold store logger, odd reading
 *     codex: 29,613 tokens, peak 29,525, 0/1 needles, 0 read-backs
 *     context-chef: 1,174 tokens, peak 1,086, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,130 tokens, peak 1,731, 0/1 needles, 4 read-backs
 *     ours: 5,593 tokens, peak 2,286, 0/1 needles, 3 read-backs
 *   round 98: buyer accounts, long payment terms
 *     codex: 16,176 tokens, peak 16,099, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,798 tokens, peak 1,268, 0/1 needles, 4 read-backs
 *     ours: 2,809 tokens, peak 1,109, 1/1 needles, 2 read-backs
 *   round 98: e-logbook hauls, odd mesh
 *     codex: 20,949 tokens, peak 20,860, 0/1 needles, 0 read-backs
 *     context-chef: 863 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,782 tokens, peak 1,462, 0/1 needles, 4 read-backs
 *     ours: 4,311 tokens, peak 924, 0/1 needles, 4 read-backs
 *     codex: 193,846 tokens, 0/12 needles
 *     context-chef: 9,948 tokens, 0/12 needles
 *     context-chef-store: 101,467 tokens, 1/12 needles
 *     ours: 85,624 tokens, 2/12 needles
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

// ---------------------------------------------------------------------------------------------------------------------
// Shared helpers and the co-op's fleet
// ---------------------------------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-15T03:41:07Z` */
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2026-11-15` */
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `03:41:07` */
const hms = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
/** `18,442.60` */
function money(n: number): string {
  const [whole, cents] = n.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents!}`;
}
/** A random date (as `yyyy-mm-dd`) between two dates. */
const dateBetween = (random: () => number, from: string, to: string): string => {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return ymd(a + pick(random, Math.max(1, Math.round((b - a) / DAY))) * DAY);
};
const addYears = (date: string, years: number): string => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Vessel {
  readonly name: string;
  readonly pln: string;
  readonly cfr: string;
  readonly ircs: string;
  readonly mmsi: number;
  readonly loa: number;
  readonly gt: number;
  readonly kw: number;
  readonly gear: string;
  readonly port: string;
  readonly owner: string;
}

const SPECIAL: readonly Vessel[] = [
  {
    name: 'MORVEN STAR',
    pln: 'IB 147',
    cfr: 'GBR000C19234',
    ircs: 'MBXY7',
    mmsi: 235098231,
    loa: 24.9,
    gt: 214,
    kw: 634,
    gear: 'OTB',
    port: 'Inverbrae',
    owner: 'Mackinnon & Sons (Fishing) Ltd',
  },
  {
    name: 'GIRL CATRIONA',
    pln: 'IB 62',
    cfr: 'GBR000C17752',
    ircs: 'MGCT4',
    mmsi: 235011846,
    loa: 21.3,
    gt: 146,
    kw: 447,
    gear: 'SSC',
    port: 'Inverbrae',
    owner: 'Catriona Fishing Partnership',
  },
  {
    name: 'SULA BHAN',
    pln: 'IB 318',
    cfr: 'GBR000C21406',
    ircs: '2FSB3',
    mmsi: 235117420,
    loa: 27.4,
    gt: 298,
    kw: 820,
    gear: 'OTT',
    port: 'Inverbrae',
    owner: 'Sula Bhan Ltd',
  },
  {
    name: 'MORVEN STAR II',
    pln: 'BF 811',
    cfr: 'GBR000C22871',
    ircs: 'MMSF2',
    mmsi: 232004519,
    loa: 18.2,
    gt: 98,
    kw: 373,
    gear: 'OTB',
    port: 'Macduff',
    owner: 'J. & A. Watt Ltd',
  },
];

const GIRLS = ['GIRL MAUREEN', 'GIRL ISLA', 'GIRL RHONA', 'GIRL KIRSTY', 'GIRL ANNE', 'GIRL MORAG', 'GIRL CATHERINE'];
const NAME_A = [
  'OCEAN',
  'SEA',
  'GOLDEN',
  'SILVER',
  'NORTHERN',
  'MORNING',
  'BOUNTIFUL',
  'FAITHFUL',
  'PROVIDER',
  'ATLANTIC',
  'RESOLUTE',
  'STEADFAST',
  'CRYSTAL',
  'ARDENT',
  'WESTWARD',
  'BRIGHT',
  'HARVEST',
  'SUMMER',
  'KINGFISHER',
  'DEEP',
  'ADVENTURE',
  'SHALIMAR',
  'VIRTUOUS',
  'ZEPHYR',
];
const NAME_B = [
  'DAWN',
  'HOPE',
  'VENTURE',
  'QUEST',
  'PEARL',
  'HARVESTER',
  'SPRAY',
  'WAVE',
  'BREEZE',
  'ROSE',
  'ISLE',
  'ENDEAVOUR',
  'ALLIANCE',
  'PRIDE',
  'BOUNTY',
  'GRACE',
  'RAMBLER',
  'TRUST',
  'LIGHT',
  'SKY',
];
const PLN_PORTS: readonly (readonly [string, string])[] = [
  ['IB', 'Inverbrae'],
  ['IB', 'Inverbrae'],
  ['IB', 'Inverbrae'],
  ['BF', 'Macduff'],
  ['FR', 'Fraserburgh'],
  ['PD', 'Peterhead'],
  ['BCK', 'Buckie'],
  ['LK', 'Lerwick'],
  ['INS', 'Inverness'],
  ['WK', 'Scrabster'],
  ['UL', 'Ullapool'],
  ['SY', 'Stornoway'],
];
const SURNAMES = [
  'Mackinnon',
  'MacLeod',
  'Macdonald',
  'Morrison',
  'Buchan',
  'Cowie',
  'Watt',
  'Strachan',
  'West',
  'Noble',
  'Mair',
  'Reid',
  'Slater',
  'Wiseman',
  'Smith',
  'Ritchie',
  'Stephen',
  'Summers',
  'Bruce',
  'Tait',
  'Mackay',
  'Sutherland',
  'Gunn',
  'Munro',
  'Ross',
  'Fraser',
  'Campbell',
  'Stewart',
  'Robertson',
  'Paterson',
  'Duthie',
  'Geddes',
  'Masson',
  'Wood',
  'Findlay',
  'Innes',
  'Jappy',
  'Pirie',
  'Milne',
  'Catto',
  'Lawrence',
  'Nowak',
  'Kowalski',
  'Kazlauskas',
  'Petrauskas',
  'Santos',
  'Reyes',
  'Dela Cruz',
  'Bautista',
  'Mensah',
  'Owusu',
  'Boateng',
  'Anderson',
  'Johnston',
  'Gray',
  'Hepburn',
  'Flett',
  'Rendall',
  'Irvine',
  'Leask',
  'Nicolson',
  'Tulloch',
  'Sinclair',
  'Thain',
  'Cowe',
  'Murray',
  'Souter',
  'Gatt',
  'Jack',
];
const FIRST_NAMES = [
  'Iain',
  'Calum',
  'Donald',
  'Angus',
  'Murdo',
  'Alasdair',
  'Kenneth',
  'Ewan',
  'Fraser',
  'Gordon',
  'Hamish',
  'Neil',
  'Ruaridh',
  'Duncan',
  'Gary',
  'Stuart',
  'Craig',
  'Scott',
  'Jamie',
  'Ross',
  'Kyle',
  'Connor',
  'Lewis',
  'Finlay',
  'Euan',
  'Marc',
  'Graham',
  'Allan',
  'Robert',
  'James',
  'John',
  'Andrew',
  'David',
  'Peter',
  'Michael',
  'Tomasz',
  'Piotr',
  'Marek',
  'Andrius',
  'Darius',
  'Mindaugas',
  'Jonas',
  'Ramon',
  'Joel',
  'Jomar',
  'Rodel',
  'Arnel',
  'Kwame',
  'Kofi',
  'Mark',
  'Lachlan',
  'Shaun',
  'Dean',
  'Ryan',
  'Martin',
  'Sean',
  'Dylan',
  'Liam',
  'Kevin',
  'Bruce',
  'Alexander',
  'William',
  'George',
];
const TOWNS = [
  'Inverbrae',
  'Macduff',
  'Banff',
  'Fraserburgh',
  'Peterhead',
  'Aberdeen',
  'Buckie',
  'Elgin',
  'Huntly',
  'Turriff',
  'Keith',
  'Inverness',
  'Glasgow',
  'Edinburgh',
  'Grimsby',
  'Hull',
  'Newcastle',
  'Manchester',
  'Birmingham',
  'Boulogne-sur-Mer',
  'Vigo',
  'Ullapool',
];

const weighted = <T extends { readonly w: number }>(random: () => number, items: readonly T[]): T => {
  const total = items.reduce((sum, item) => sum + item.w, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.w;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
};

/** The co-op's members and the boats that land at its auction: the same 170 vessels in every task. */
function fleet(): Vessel[] {
  const random = seededRandom(98_000);
  const out: Vessel[] = SPECIAL.map((v) => ({ ...v }));
  const names = new Set(out.map((v) => v.name));
  const plns = new Set(out.map((v) => v.pln));
  const cfrs = new Set(out.map((v) => v.cfr));
  const candidates = [
    ...GIRLS,
    ...shuffle(
      random,
      NAME_A.flatMap((a) => NAME_B.map((b) => `${a} ${b}`)),
    ),
  ];
  for (const name of candidates) {
    if (out.length >= 170) break;
    if (names.has(name)) continue;
    names.add(name);
    const [prefix, port] = oneOf(random, PLN_PORTS);
    let pln = `${prefix} ${between(random, 1, 999)}`;
    while (plns.has(pln)) pln = `${prefix} ${between(random, 1, 999)}`;
    plns.add(pln);
    let cfr = `GBR000C${between(random, 10000, 26999)}`;
    while (cfrs.has(cfr)) cfr = `GBR000C${between(random, 10000, 26999)}`;
    cfrs.add(cfr);
    const loa = between(random, 95, 290) / 10;
    const surname = oneOf(random, SURNAMES);
    out.push({
      name,
      pln,
      cfr,
      ircs: `M${chars(random, upper, 3)}${between(random, 2, 9)}`,
      mmsi: oneOf(random, [235, 232, 233]) * 1_000_000 + between(random, 0, 999_999),
      loa,
      gt: Math.round(loa * loa * 0.36),
      kw: Math.round(loa * between(random, 18, 30)),
      gear: oneOf(random, ['OTB', 'OTB', 'OTT', 'SSC', 'SDN']),
      port,
      owner: oneOf(random, [
        `${surname} Fishing Ltd`,
        `${surname} & Sons`,
        `${name.split(' ')[0]![0]}${name.split(' ')[0]!.slice(1).toLowerCase()} Fishing Co`,
      ]),
    });
  }
  return out;
}

const title = (s: string): string =>
  s
    .toLowerCase()
    .split(' ')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

interface Species {
  readonly code: string;
  readonly name: string;
  readonly lo: number;
  readonly hi: number;
  readonly w: number;
  readonly presentation: string;
}

const SPECIES: readonly Species[] = [
  { code: 'HAD', name: 'Haddock', lo: 1.5, hi: 3.2, w: 30, presentation: 'GUT' },
  { code: 'WHG', name: 'Whiting', lo: 1.0, hi: 2.3, w: 14, presentation: 'GUT' },
  { code: 'COD', name: 'Cod', lo: 2.8, hi: 5.6, w: 10, presentation: 'GUT' },
  { code: 'POK', name: 'Saithe', lo: 0.9, hi: 1.9, w: 8, presentation: 'GUT' },
  { code: 'HKE', name: 'Hake', lo: 2.0, hi: 4.6, w: 7, presentation: 'GUT' },
  { code: 'ANF', name: 'Monkfish', lo: 3.4, hi: 8.2, w: 7, presentation: 'TAL' },
  { code: 'LEZ', name: 'Megrim', lo: 1.8, hi: 4.6, w: 5, presentation: 'WHL' },
  { code: 'LEM', name: 'Lemon sole', lo: 3.5, hi: 8.1, w: 5, presentation: 'WHL' },
  { code: 'PLE', name: 'Plaice', lo: 1.2, hi: 2.6, w: 4, presentation: 'WHL' },
  { code: 'WIT', name: 'Witch', lo: 1.5, hi: 3.6, w: 3, presentation: 'WHL' },
  { code: 'LIN', name: 'Ling', lo: 1.2, hi: 2.6, w: 3, presentation: 'GUT' },
  { code: 'POL', name: 'Pollack', lo: 2.4, hi: 4.6, w: 2, presentation: 'GUT' },
  { code: 'TUR', name: 'Turbot', lo: 9.0, hi: 15.5, w: 1, presentation: 'WHL' },
  { code: 'BLL', name: 'Brill', lo: 5.0, hi: 9.8, w: 1, presentation: 'WHL' },
  { code: 'GHL', name: 'Greenland halibut', lo: 3.2, hi: 5.9, w: 1, presentation: 'GUT' },
  { code: 'CAT', name: 'Catfish', lo: 1.4, hi: 3.1, w: 1, presentation: 'GUT' },
  { code: 'SQC', name: 'Squid', lo: 4.0, hi: 9.5, w: 2, presentation: 'WHL' },
];

const RECTS = ['44E8', '44E9', '45E8', '45E9', '45F0', '46E8', '46E9', '46F0', '47E9', '47F0', '48E9', '48F0', '49E9', '49F1', '50E9'];

/** A buyer's trading name, from the usual patterns. */
function tradingName(random: () => number): string {
  const s = oneOf(random, SURNAMES);
  const t = oneOf(random, TOWNS.slice(0, 14));
  return oneOf(random, [
    `${s} Fish Merchants Ltd`,
    `${s} & Sons`,
    `${t} Seafoods Ltd`,
    `${s} Fish Ltd`,
    `${t} Fish Selling Co`,
    `${s} (Fish Merchants) Ltd`,
    `${t} Shellfish Ltd`,
    `${s} Seafood Processors`,
    `${s} & ${oneOf(random, SURNAMES)} Ltd`,
    `${t} Smokehouse`,
    `${s} Fresh Fish`,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------------

/** VMS positions for 54 hours from the monitoring provider's API, minified; one ping inside the Windsock closed area. */
function vmsClosedArea(): EconomicsTask {
  const random = seededRandom(98_101);
  const vessels = fleet().slice(0, 40);
  const start = Date.UTC(2026, 10, 15);
  const hours = 54;
  const plantHour = 26;
  const fence = (id: string, name: string, type: string) => ({ id, name, type });
  const FU7 = fence('GF-NS-FU7', 'Fladen Ground Nephrops FU7', 'MANAGEMENT');
  const SIX = fence('GF-UK-06NM', 'UK 6nm limit', 'LIMIT');
  const TWELVE = fence('GF-UK-12NM', 'UK 12nm territorial sea', 'LIMIT');
  const BUFFER = fence('GF-WSK-B5', 'Windsock closed area 5nm buffer', 'ALERT_BUFFER');
  const WINDSOCK = fence('GF-WSK', 'Windsock closed area', 'CLOSED_AREA');
  const HARBOUR = fence('GF-PORT-IVB', 'Inverbrae harbour', 'PORT');
  const inBox = (lat: number, lon: number) => lat >= 57.45 && lat <= 57.75 && lon >= 0.55 && lon <= 1.05;
  const inBuffer = (lat: number, lon: number) => lat >= 57.37 && lat <= 57.83 && lon >= 0.4 && lon <= 1.2;
  const tracks = vessels.map((v) => ({
    v,
    lat: 57.0 + random() * 2.8,
    lon: -1.8 + random() * 3.2,
    inPort: random() < 0.25,
    offset: pick(random, 3600),
    serial: `${between(random, 10, 99)}${pad(between(random, 0, 999999), 6)}`,
    source: random() < 0.7 ? 'INMARSAT_C' : 'IRIDIUM',
  }));
  const target = tracks[7]!;
  target.inPort = false;
  target.lat = 57.95;
  target.lon = 0.75;
  let needle = '';
  const records: { at: number; record: object }[] = [];
  for (let h = 0; h < hours; h++) {
    for (const t of tracks) {
      if (t !== target && random() < 0.03) t.inPort = !t.inPort;
      let activity: string;
      let sog: number;
      const fences: object[] = [];
      const near = t === target && Math.abs(h - plantHour) <= 6;
      if (near) t.inPort = false;
      if (t.inPort) {
        t.lat = 57.6695 + random() * 0.0008;
        t.lon = -2.5213 + random() * 0.0012;
        activity = 'IN_PORT';
        sog = random() * 0.2;
        fences.push(HARBOUR);
      } else {
        if (near) {
          t.lat = 57.77 + random() * 0.05;
          t.lon = 0.62 + random() * 0.4;
          if (h === plantHour) {
            t.lat = 57.7124;
            t.lon = 0.8741;
          }
        } else {
          t.lat = Math.min(60.2, Math.max(56.8, t.lat + (random() - 0.5) * 0.12));
          t.lon = Math.min(1.8, Math.max(-1.95, t.lon + (random() - 0.5) * 0.2));
          if (inBox(t.lat, t.lon)) t.lat = 57.9 + random() * 0.3;
        }
        const fishing = near || random() < 0.6;
        activity = fishing ? 'FISHING' : 'STEAMING';
        sog = fishing ? 2.4 + random() * 1.8 : 7.5 + random() * 3.7;
        if (inBuffer(t.lat, t.lon)) fences.push(BUFFER);
        if (inBox(t.lat, t.lon)) fences.push(WINDSOCK);
        if (t.lat >= 57.9 && t.lat <= 58.6 && t.lon >= -0.8 && t.lon <= 1.2) fences.push(FU7);
        if (t.lon < -1.5) fences.push(TWELVE);
        if (t.lon < -1.75) fences.push(SIX);
      }
      const at = start + h * HOUR + t.offset * 1000 + pick(random, 30) * 1000;
      if (t === target && h === plantHour) needle = iso(at);
      records.push({
        at,
        record: {
          positionId: `vp_${hex(random, 16)}`,
          vessel: { name: t.v.name, pln: t.v.pln, cfr: t.v.cfr, ircs: t.v.ircs },
          terminal: { serial: t.serial, model: t.source === 'IRIDIUM' ? 'Iridium Edge Pro' : 'SAILOR 3027 mini-C' },
          ts: iso(at),
          receivedAt: iso(at + between(random, 3, 95) * 1000),
          lat: Number(t.lat.toFixed(4)),
          lon: Number(t.lon.toFixed(4)),
          sog: Number(sog.toFixed(1)),
          cog: t.inPort ? 0 : pick(random, 360),
          activity,
          geofences: fences,
          source: t.source,
          reportType: 'SCHEDULED',
        },
      });
    }
  }
  records.sort((a, b) => a.at - b.at);
  const output = JSON.stringify({
    apiVersion: '2.3',
    fleet: { id: 'IDFC', name: "Inverbrae & District Fishermen's Co-operative" },
    query: { from: iso(start), to: iso(start + hours * HOUR), vessels: 'all', include: ['geofences'] },
    count: records.length,
    positions: records.map((r) => r.record),
    next: null,
  });
  return probe(
    'round 98: VMS feed, closed area ping',
    'One of our boats sent a VMS ping from inside the Windsock closed area. What time was that ping?',
    'vms_positions',
    output,
    'windsock-ping',
    needle,
    true,
  );
}

/** This morning's sale results from the auction clock, as one line of XML; a single lot of Atlantic halibut. */
function auctionHalibut(): EconomicsTask {
  const random = seededRandom(98_102);
  const buyerCodes = new Set<string>();
  const buyers = Array.from({ length: 64 }, () => {
    let code = `B-${pad(between(random, 100, 899), 4)}`;
    while (buyerCodes.has(code)) code = `B-${pad(between(random, 100, 899), 4)}`;
    buyerCodes.add(code);
    return { code, name: tradingName(random) };
  });
  const sellers = shuffle(random, fleet().slice(0, 24));
  const commonSpecies = SPECIES;
  interface Lot {
    vessel: Vessel;
    landingId: string;
    species: Species;
    size: string;
    freshness: string;
    boxes: number;
    netKg: number;
    price: number;
    buyer: { code: string; name: string } | undefined;
    reserve: number;
  }
  const lots: Lot[] = [];
  for (const vessel of sellers) {
    const landingId = `L261117-${vessel.pln.replace(' ', '')}`;
    const n = between(random, 55, 120);
    for (let i = 0; i < n; i++) {
      const species = weighted(random, commonSpecies);
      const size = String(between(random, 1, ['HAD', 'WHG', 'COD', 'ANF'].includes(species.code) ? 5 : 4));
      const boxes = between(random, 1, 12);
      const netKg = boxes * (36 + random() * 6);
      const price = species.lo + random() * (species.hi - species.lo);
      const withdrawn = random() < 0.02;
      lots.push({
        vessel,
        landingId,
        species,
        size,
        freshness: oneOf(random, ['E', 'A', 'A', 'A', 'B']),
        boxes,
        netKg,
        price,
        buyer: withdrawn ? undefined : oneOf(random, buyers),
        reserve: price * 1.15,
      });
    }
  }
  const halibut = lots[Math.floor(lots.length * 0.5)]!;
  halibut.species = { code: 'HAL', name: 'Halibut', lo: 17.4, hi: 17.4, w: 0, presentation: 'GUT' };
  halibut.size = '1';
  halibut.freshness = 'E';
  halibut.boxes = 1;
  halibut.netKg = 31.6;
  halibut.price = 17.4;
  halibut.buyer = buyers[11]!;
  let clock = Date.UTC(2026, 10, 17, 6, 0, 0);
  let boxes = 0;
  let kg = 0;
  let value = 0;
  const parts = lots.map((lot, i) => {
    clock += between(random, 6, 22) * 1000;
    const net = Number(lot.netKg.toFixed(1));
    const price = Number(lot.price.toFixed(2));
    const lotValue = lot.buyer ? Number((net * price).toFixed(2)) : 0;
    boxes += lot.boxes;
    kg += net;
    value += lotValue;
    const head =
      `<Lot no="${pad(i + 1, 4)}" clock="${hms(clock)}" landingId="${lot.landingId}" vessel="${lot.vessel.name}" pln="${lot.vessel.pln}"` +
      ` species="${lot.species.code}" speciesName="${lot.species.name}" size="${lot.size}" freshness="${lot.freshness}"` +
      ` presentation="${lot.species.presentation}" boxes="${lot.boxes}" netKg="${net.toFixed(1)}"`;
    return lot.buyer
      ? `${head} buyerCode="${lot.buyer.code}" buyerName="${xml(lot.buyer.name)}" pricePerKg="${price.toFixed(2)}" value="${lotValue.toFixed(2)}" status="SOLD"/>`
      : `${head} buyerCode="" buyerName="" pricePerKg="" reservePerKg="${lot.reserve.toFixed(2)}" value="0.00" status="WITHDRAWN"/>`;
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<SaleResults xmlns="urn:inverbrae-fish-auction:sale-results:v3" market="Inverbrae Fish Auction" saleDate="2026-11-17" ring="A" currency="GBP" generated="${iso(clock + 4 * MINUTE)}">` +
    `<Summary lots="${lots.length}" boxes="${boxes}" netKg="${kg.toFixed(1)}" value="${value.toFixed(2)}" buyers="${buyers.length}" landings="${sellers.length}"/>` +
    `<Lots>${parts.join('')}</Lots></SaleResults>`;
  return probe(
    'round 98: auction results, halibut price',
    "What price per kilo did the Atlantic halibut make at this morning's auction?",
    'auction_sale_results',
    output,
    'halibut-price',
    '17.40',
    true,
  );
}

/** Today's landings as CSV, each with its whole box manifest in one field; the fishery officer's sample box on the Sula Bhan. */
function landingSampleBox(): EconomicsTask {
  const random = seededRandom(98_103);
  const all = fleet();
  const sula = all[2]!;
  const others = shuffle(random, all.slice(4, 60)).slice(0, 10);
  const order = [...others.slice(0, 5), sula, ...others.slice(5)];
  let seq = between(random, 4100, 4600);
  let needle = '';
  const rows = [
    'landing_id,sale_date,vessel_name,pln,cfr,port,landed_at,trip_departed,trip_returned,ices_rects,total_boxes,total_net_kg,ers_lan_ref,box_manifest',
  ];
  order.forEach((vessel, r) => {
    const isSula = vessel === sula;
    const n = isSula ? 2600 : between(random, 500, 1300);
    const rects = isSula ? ['42E2', '41E2', '42E3'] : shuffle(random, [...RECTS]).slice(0, between(random, 1, 3));
    const hauls = Math.max(4, Math.round(n / between(random, 30, 60)));
    const sampleAt = isSula ? Math.floor(n * 0.5) : [1, 3, 8].includes(r) ? pick(random, n) : -1;
    let total = 0;
    const boxes: string[] = [];
    for (let i = 0; i < n; i++) {
      seq++;
      const tag = `IVB261117${pad(seq, 6)}`;
      const species = weighted(random, SPECIES);
      const kg = 36 + random() * 6;
      total += Number(kg.toFixed(1));
      let flag: string;
      if (i === sampleAt) {
        flag = 'FO_SAMPLE';
        if (isSula) needle = tag;
      } else {
        const x = random();
        flag = x < 0.004 ? 'QA_SAMPLE' : x < 0.009 ? 'REGRADE' : x < 0.011 ? 'TEMP_CHECK' : '';
      }
      boxes.push(
        [
          tag,
          species.code,
          between(random, 1, 5),
          oneOf(random, ['E', 'A', 'A', 'B']),
          kg.toFixed(1),
          (0.2 + random() * 2.2).toFixed(1),
          `H${pad2(1 + Math.floor((i * hauls) / n))}`,
          oneOf(random, rects),
          flag,
        ].join('|'),
      );
    }
    const landed = Date.UTC(2026, 10, 17, 1, 30) + pick(random, 300) * MINUTE;
    const departed = isSula ? Date.UTC(2026, 10, 10) : Date.UTC(2026, 10, 17) - between(random, 4, 10) * DAY;
    rows.push(
      [
        `L261117-${vessel.pln.replace(' ', '')}`,
        '2026-11-17',
        vessel.name,
        vessel.pln,
        vessel.cfr,
        'Inverbrae',
        iso(landed),
        ymd(departed),
        ymd(landed - DAY),
        rects.join(';'),
        n,
        total.toFixed(1),
        `GBR-LAN-2611-${pad(between(random, 10000, 99999), 5)}`,
        `"${boxes.join(';')}"`,
      ].join(','),
    );
  });
  return probe(
    'round 98: landing manifests, sample box',
    "Which box from the Sula Bhan's landing this morning did the fishery officer take as a sample?",
    'export_landings',
    rows.join('\n') + '\n',
    'fo-sample-box',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------------

/** The member vessel register as YAML; the Morven Star's liferaft service date, a dozen lines under her name. */
function vesselRegisterLiferaft(): EconomicsTask {
  const random = seededRandom(98_104);
  const needle = '2027-01-22';
  const avoid = (d: string): string => (d === needle ? ymd(Date.parse(d) + DAY) : d);
  const vessels = fleet()
    .slice(0, 150)
    .sort((a, b) => a.name.localeCompare(b.name));
  const lines = [
    "# Inverbrae & District Fishermen's Co-operative: member vessel register",
    '# exported 2026-11-17T07:12:44Z by fleetreg 4.2.1 (user: office)',
    'register_version: 2026.11.3',
    'vessels:',
  ];
  vessels.forEach((v, i) => {
    const morven = v.name === 'MORVEN STAR';
    const surname = v.owner.split(' ')[0]!.replace(/[^A-Za-z]/g, '') || 'Watt';
    lines.push(
      `  - vessel_id: V-${pad(i * 7 + 101, 4)}`,
      `    name: ${v.name}`,
      `    pln: ${v.pln}`,
      `    cfr: ${v.cfr}`,
      `    ircs: ${v.ircs}`,
      `    mmsi: ${v.mmsi}`,
      `    home_port: ${v.port}`,
      `    owner:`,
      `      company: "${v.owner}"`,
      `      contact: ${oneOf(random, FIRST_NAMES)} ${surname}`,
      `      phone: "+44 ${oneOf(random, ['1261', '1346', '1779', '1542', '7700', '7831'])} ${between(random, 100000, 999999)}"`,
      `    dimensions:`,
      `      loa_m: ${v.loa}`,
      `      registered_length_m: ${(v.loa * 0.91).toFixed(1)}`,
      `      gt: ${v.gt}`,
      `      engine_kw: ${v.kw}`,
      `    gear:`,
      `      primary: ${v.gear}`,
      `      secondary: ${oneOf(
        random,
        ['none', 'OTB', 'SSC', 'GNS', 'FPO'].filter((g) => g !== v.gear),
      )}`,
      `    licence:`,
      `      number: SFL ${between(random, 10000, 49999)}`,
      `      category: ${oneOf(random, ['A', 'A', 'A', 'B'])}`,
      `      expires: ${avoid(dateBetween(random, '2026-12-31', '2028-06-30'))}`,
      `    certification:`,
      `      fishing_vessel_certificate: FVC-${between(random, 10000, 99999)}`,
      `      fvc_expires: ${avoid(dateBetween(random, '2026-12-01', '2031-06-30'))}`,
      `      last_mca_survey: ${avoid(dateBetween(random, '2024-01-01', '2026-10-31'))}`,
      `      stability_book_approved: ${random() < 0.9}`,
    );
    lines.push(`    safety:`, `      liferafts:`);
    const rafts = morven ? 1 : between(random, 1, 2);
    for (let r = 0; r < rafts; r++) {
      let serviced = dateBetween(random, '2025-06-01', '2026-11-10');
      if (addYears(serviced, 1) === needle) serviced = ymd(Date.parse(serviced) + DAY);
      if (morven) serviced = '2026-01-22';
      const capacity = oneOf(random, [4, 6, 8, 10, 12]);
      lines.push(
        `        - make: ${oneOf(random, ['Survitec', 'Viking', 'Ocean Safety', 'Seasava'])}`,
        `          capacity: ${capacity}`,
        `          serial: ${chars(random, upper, 2)}${between(random, 100000, 999999)}`,
        `          stowage: ${oneOf(random, ['wheelhouse top (port)', 'wheelhouse top (stbd)', 'shelter deck aft', 'gantry'])}`,
        `          hru_expiry: ${avoid(dateBetween(random, '2026-12-01', '2028-10-31'))}`,
        `          last_serviced: ${serviced}`,
        `          service_due: ${addYears(serviced, 1)}`,
      );
    }
    lines.push(
      `      epirb:`,
      `        model: ${oneOf(random, ['McMurdo SmartFind G8 AIS', 'Ocean Signal rescueME EPIRB3', 'Kannad SafeLink Pro'])}`,
      `        hex_id: ${hex(random, 15).toUpperCase()}`,
      `        battery_expiry: ${avoid(dateBetween(random, '2026-12-01', '2031-12-31'))}`,
      `        registered_with: UK Beacon Registry`,
      `      plbs: ${between(random, 3, 10)}`,
      `      lifejackets: ${between(random, 4, 12)}`,
      `      immersion_suits: ${between(random, 4, 12)}`,
      `      flares_expiry: ${avoid(dateBetween(random, '2026-12-01', '2029-12-31'))}`,
      `      fire_extinguishers: ${between(random, 3, 9)}`,
      `      fixed_fire_system: ${oneOf(random, ['CO2 (engine room)', 'FM-200 (engine room)', 'none'])}`,
      `      last_drill: ${dateBetween(random, '2026-07-01', '2026-11-15')}`,
      `    insurance:`,
      `      insurer: ${oneOf(random, ['Sunderland Marine', 'Shetland Fishermen Mutual', 'Seacurus', 'NFU Mutual Marine'])}`,
      `      policy: ${chars(random, upper, 3)}-${between(random, 100000, 999999)}`,
      `      hull_value_gbp: ${between(random, 30, 480) * 5000}`,
      `      renewal: ${avoid(dateBetween(random, '2026-12-01', '2027-11-30'))}`,
      `    machinery:`,
      `      main_engine: ${oneOf(random, ['Caterpillar 3508', 'Cummins KTA38', 'Mitsubishi S6R2', 'Caterpillar C32', 'Scania DI16'])}`,
      `      engine_hours: ${between(random, 4000, 68000)}`,
      `      last_oil_sample: ${dateBetween(random, '2026-05-01', '2026-11-10')}`,
      `    vms:`,
      `      terminal: ${oneOf(random, ['SAILOR 3027 mini-C', 'Iridium Edge Pro'])}`,
      `      report_interval_min: 60`,
      `    notes: ${oneOf(random, ['""', '"stern gantry replaced 2025"', '"new winch 2024"', '"skipper holds Class 2 (Fishing)"', '""', '""'])}`,
    );
  });
  return probe(
    'round 98: vessel register, liferaft service',
    'When is the liferaft on the Morven Star next due for its service?',
    'vessel_register',
    lines.join('\n') + '\n',
    'morven-liferaft',
    needle,
  );
}

/** The PO's quota ledger API, pretty-printed: one entry per vessel and stock; the Girl Catriona's North Sea haddock. */
function quotaLedgerHaddock(): EconomicsTask {
  const random = seededRandom(98_105);
  const STOCKS = [
    { code: 'COD/2AC4.', species: 'Cod', area: 'North Sea (IIa EU waters, IV)', lo: 20_000, hi: 140_000 },
    { code: 'HAD/2AC4.', species: 'Haddock', area: 'North Sea (IIa EU waters, IV)', lo: 60_000, hi: 280_000 },
    { code: 'WHG/2AC4.', species: 'Whiting', area: 'North Sea (IIa EU waters, IV)', lo: 20_000, hi: 120_000 },
    { code: 'POK/2C3A4', species: 'Saithe', area: 'North Sea, Skagerrak and West of Scotland', lo: 20_000, hi: 160_000 },
    { code: 'HKE/2AC4-C', species: 'Hake', area: 'North Sea (IIa EU waters, IV)', lo: 10_000, hi: 90_000 },
    { code: 'ANF/2AC4-C', species: 'Anglerfish', area: 'North Sea (IIa EU waters, IV)', lo: 10_000, hi: 80_000 },
    { code: 'LEZ/2AC4-C', species: 'Megrims', area: 'North Sea (IIa EU waters, IV)', lo: 5_000, hi: 40_000 },
    { code: 'L/W/2AC4-C', species: 'Lemon sole and witch', area: 'North Sea (IIa EU waters, IV)', lo: 5_000, hi: 45_000 },
    { code: 'PLE/2A3AX4', species: 'Plaice', area: 'North Sea', lo: 5_000, hi: 60_000 },
    { code: 'LIN/4AEN', species: 'Ling', area: 'North Sea (IV)', lo: 5_000, hi: 40_000 },
    { code: 'HAD/5BC6A', species: 'Haddock', area: 'West of Scotland (Vb, VIa)', lo: 10_000, hi: 90_000 },
    { code: 'COD/5BE6A', species: 'Cod', area: 'West of Scotland (Vb, VIa)', lo: 1_000, hi: 12_000 },
    { code: 'NEP/2AC4-C', species: 'Norway lobster', area: 'North Sea (IIa EU waters, IV)', lo: 2_000, hi: 20_000 },
  ];
  const all = fleet();
  const rest = shuffle(
    random,
    all.slice(3, 60).filter((v) => v.name !== 'GIRL CATRIONA'),
  ).slice(0, 35);
  const vessels = [...rest.slice(0, 18), all[1]!, ...rest.slice(18)];
  let ledgerNo = between(random, 4000, 4200);
  const entries: object[] = [];
  for (const v of vessels) {
    const catriona = v.name === 'GIRL CATRIONA';
    const holding = `FQA-${pad(between(random, 100, 999), 7)}`;
    for (const stock of STOCKS) {
      if (!catriona && random() < 0.15) continue;
      const tenths = (n: number) => Math.round(n * 10) / 10;
      let initial = Math.round((stock.lo + random() * (stock.hi - stock.lo)) / 500) * 500;
      let transfersIn = random() < 0.4 ? between(random, 1, 40) * 500 : 0;
      let transfersOut = random() < 0.3 ? between(random, 1, 20) * 500 : 0;
      let swapsIn = random() < 0.2 ? between(random, 1, 20) * 500 : 0;
      let swapsOut = random() < 0.2 ? between(random, 1, 10) * 500 : 0;
      let adjusted = initial + transfersIn - transfersOut + swapsIn - swapsOut;
      let landed = tenths(adjusted * (0.35 + random() * 0.63));
      let provisional = random() < 0.2 ? tenths(between(random, 200, 4000) + random()) : 0;
      if (catriona && stock.code === 'HAD/2AC4.') {
        initial = 176_000;
        transfersIn = 20_000;
        transfersOut = 0;
        swapsIn = 0;
        swapsOut = 4_000;
        adjusted = 192_000;
        landed = 150_126.4;
        provisional = 0;
      }
      const remaining = tenths(adjusted - landed - provisional);
      entries.push({
        ledgerId: `QL-2026-${pad(ledgerNo++, 6)}`,
        vessel: { name: v.name, pln: v.pln, cfr: v.cfr, fqaHolding: holding },
        stock: { code: stock.code, species: stock.species, area: stock.area, unit: 'kg' },
        remaining,
        uptakePct: Number((((landed + provisional) / adjusted) * 100).toFixed(2)),
        status: remaining <= 0 ? 'EXHAUSTED' : 'OPEN',
        allocation: { initial, transfersIn, transfersOut, swapsIn, swapsOut, adjusted },
        uptake: {
          landed,
          provisional,
          lastLanding: dateBetween(random, '2026-09-01', '2026-11-16'),
        },
      });
    }
  }
  const output = JSON.stringify(
    {
      producerOrganisation: { id: 'IDFC-PO', name: "Inverbrae & District Fishermen's Co-operative (PO)" },
      quotaYear: 2026,
      asOf: '2026-11-17T06:00:00Z',
      source: 'quota-ledger/v2',
      entries,
      page: { number: 1, size: entries.length, totalEntries: entries.length },
    },
    null,
    2,
  );
  return probe(
    'round 98: quota ledger, haddock left',
    'How much North Sea haddock quota has the Girl Catriona got left?',
    'quota_ledger',
    output,
    'catriona-haddock',
    '41873.6',
  );
}

/** The settlement service's overnight log; the invoice the run was on when PostgreSQL reported the deadlock. */
function settlementDeadlock(): EconomicsTask {
  const random = seededRandom(98_106);
  const buyerCodes = Array.from({ length: 140 }, (_, i) => `B-${pad(100 + i * 5 + pick(random, 5), 4)}`);
  const lines: string[] = [];
  let t = Date.UTC(2026, 10, 17, 1, 52, 0);
  const stamp = (ms: number) => new Date(ms).toISOString();
  const log = (level: string, thread: string, logger: string, msg: string) =>
    lines.push(
      `${stamp(t)} ${level.padStart(5)} 4127 --- [settlement] [${thread.length > 15 ? thread.slice(-15) : thread.padStart(15)}] ${logger.padEnd(40)} : ${msg}`,
    );
  const RUN = 'STL-20261117-0200';
  const background = () => {
    const x = random();
    if (x < 0.55) {
      const path = oneOf(random, [
        `/api/v2/buyers/${oneOf(random, buyerCodes)}/statements`,
        `/api/v2/invoices/SI-2026-${between(random, 116500, 117990)}`,
        `/api/v2/sales/2026-11-17/catalogue`,
        `/api/v2/buyers/${oneOf(random, buyerCodes)}/credit`,
        '/actuator/health',
        '/api/v2/sales/2026-11-16/results',
      ]);
      log(
        'INFO',
        `nio-8080-exec-${between(random, 1, 10)}`,
        'c.i.auction.web.RequestLogger',
        `GET ${path} ${oneOf(random, [200, 200, 200, 200, 304, 404])} ${between(random, 3, 180)}ms`,
      );
    } else if (x < 0.8) {
      const active = between(random, 2, 14);
      log(
        'DEBUG',
        'HikariPool-1 housekeeper',
        'com.zaxxer.hikari.pool.HikariPool',
        `HikariPool-1 - Pool stats (total=20, active=${active}, idle=${20 - active}, waiting=0)`,
      );
      if (random() < 0.5)
        log(
          'DEBUG',
          'HikariPool-1 housekeeper',
          'com.zaxxer.hikari.pool.HikariPool',
          'HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).',
        );
    } else if (x < 0.9) {
      log(
        'INFO',
        'scheduling-2',
        'c.i.auction.pricing.MarketPriceCache',
        `Refreshed ${between(random, 180, 240)} species/size guide prices for 2026-11-17`,
      );
    } else {
      log(
        'INFO',
        'scheduling-1',
        'c.i.auction.payments.BacsExportService',
        `BACS export queue depth ${between(random, 0, 40)}, next window 05:30`,
      );
    }
  };
  for (let i = 0; i < 60; i++) {
    t += between(random, 500, 9000);
    background();
  }
  t = Date.UTC(2026, 10, 17, 2, 0, 0, 4);
  const count = 430;
  const first = 118_120 + pick(random, 40);
  const runStart = t;
  log(
    'INFO',
    'scheduling-1',
    'c.i.a.settlement.SettlementScheduler',
    `Starting buyer settlement run ${RUN} for sale date 2026-11-16 (${count} invoices, 4 workers)`,
  );
  const frames = (top: string[]) => top.map((f) => `\tat ${f}`);
  const springFrames = frames([
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:283)',
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:241)',
    'org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:566)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.processCommit(AbstractPlatformTransactionManager.java:795)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.commit(AbstractPlatformTransactionManager.java:758)',
    'org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:152)',
    'com.inverbrae.auction.settlement.BuyerSettlementJob.settleOne(BuyerSettlementJob.java:188)',
    'com.inverbrae.auction.settlement.BuyerSettlementJob.lambda$run$2(BuyerSettlementJob.java:121)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ]);
  const hibernateFrames = frames([
    'org.hibernate.dialect.PostgreSQLDialect.lambda$buildSQLExceptionConversionDelegate$0(PostgreSQLDialect.java:1104)',
    'org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:58)',
    'org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:108)',
    'org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:197)',
    'org.hibernate.engine.jdbc.mutation.internal.AbstractMutationExecutor.performNonBatchedMutation(AbstractMutationExecutor.java:108)',
    'org.hibernate.persister.entity.mutation.UpdateCoordinatorStandard.doStaticUpdate(UpdateCoordinatorStandard.java:781)',
    'org.hibernate.action.internal.EntityUpdateAction.execute(EntityUpdateAction.java:169)',
    'org.hibernate.engine.spi.ActionQueue.executeActions(ActionQueue.java:644)',
    'org.hibernate.event.internal.AbstractFlushingEventListener.performExecutions(AbstractFlushingEventListener.java:340)',
    'org.hibernate.internal.SessionImpl.doFlush(SessionImpl.java:1410)',
    'org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:562)',
  ]);
  const pgFrames = frames([
    'org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
    'org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2420)',
    'org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:372)',
    'org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:517)',
    'org.postgresql.jdbc.PgStatement.execute(PgStatement.java:434)',
    'org.postgresql.jdbc.PgPreparedStatement.executeWithFlags(PgPreparedStatement.java:194)',
    'org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:155)',
    'com.zaxxer.hikari.pool.ProxyPreparedStatement.executeUpdate(ProxyPreparedStatement.java:61)',
    'com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)',
    'org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:194)',
  ]);
  const sql = 'update buyer_ledger set balance=?,updated_at=?,version=? where id=? and version=?';
  type Failure = { state: string; message: string[]; spring: string; hibernate: string };
  const deadlock = (): Failure => {
    const p1 = between(random, 40000, 49999);
    const p2 = p1 - between(random, 5, 90);
    const tx = between(random, 9_900_000, 9_999_999);
    return {
      state: '40P01',
      message: [
        'ERROR: deadlock detected',
        `  Detail: Process ${p1} waits for ShareLock on transaction ${tx}; blocked by process ${p2}.`,
        `Process ${p2} waits for ShareLock on transaction ${tx - 3}; blocked by process ${p1}.`,
        '  Hint: See server log for query details.',
        `  Where: while updating tuple (${between(random, 100, 4000)},${between(random, 1, 40)}) in relation "buyer_ledger"`,
      ],
      spring: 'org.springframework.dao.CannotAcquireLockException',
      hibernate: 'org.hibernate.exception.LockAcquisitionException',
    };
  };
  const lockTimeout = (): Failure => ({
    state: '55P03',
    message: [
      'ERROR: canceling statement due to lock timeout',
      `  Where: while locking tuple (${between(random, 100, 4000)},${between(random, 1, 40)}) in relation "buyer_ledger"`,
    ],
    spring: 'org.springframework.dao.PessimisticLockingFailureException',
    hibernate: 'org.hibernate.PessimisticLockException',
  });
  const serialization = (): Failure => ({
    state: '40001',
    message: ['ERROR: could not serialize access due to concurrent update'],
    spring: 'org.springframework.dao.CannotAcquireLockException',
    hibernate: 'org.hibernate.exception.LockAcquisitionException',
  });
  const failures = new Map<number, () => Failure>([
    [Math.floor(count * 0.17), lockTimeout],
    [Math.floor(count * 0.35), serialization],
    [Math.floor(count * 0.5), deadlock],
    [Math.floor(count * 0.69), lockTimeout],
  ]);
  const overCredit = new Set([Math.floor(count * 0.26), Math.floor(count * 0.61)]);
  let needle = '';
  let settled = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    t += between(random, 250, 5200);
    const worker = `settle-worker-${between(random, 1, 4)}`;
    const invoice = `SI-2026-${first + i}`;
    const buyer = oneOf(random, buyerCodes);
    const lots = between(random, 1, 48);
    const net = lots * (60 + random() * 700);
    const levy = net * 0.005;
    const failure = failures.get(i);
    if (failure) {
      const f = failure();
      log('WARN', worker, 'o.h.engine.jdbc.spi.SqlExceptionHelper', `SQL Error: 0, SQLState: ${f.state}`);
      log('ERROR', worker, 'o.h.engine.jdbc.spi.SqlExceptionHelper', f.message[0]!);
      lines.push(...f.message.slice(1));
      t += between(random, 2, 15);
      if (failure === deadlock) needle = invoice;
      log(
        'ERROR',
        worker,
        'c.i.a.settlement.BuyerSettlementJob',
        `Settlement failed for invoice ${invoice} (buyer ${buyer}, ${lots} lots, ${money(net + levy)} GBP); invoice left PENDING, run continues`,
      );
      const quoted = `could not execute statement [${f.message.join('\n')}] [${sql}]`;
      lines.push(
        '',
        `${f.spring}: ${quoted}; SQL [${sql}]`,
        ...springFrames,
        `Caused by: ${f.hibernate}: ${quoted}`,
        ...hibernateFrames,
        '\t... 8 common frames omitted',
        `Caused by: org.postgresql.util.PSQLException: ${f.message.join('\n')}`,
        ...pgFrames,
        '\t... 17 common frames omitted',
        '',
      );
      continue;
    }
    if (overCredit.has(i)) {
      log(
        'WARN',
        worker,
        'c.i.a.settlement.CreditGuard',
        `Buyer ${buyer} over credit limit (${money(between(random, 5, 40) * 1000)} GBP) after invoice ${invoice}; settlement deferred to manual review`,
      );
      continue;
    }
    settled++;
    total += net + levy;
    log(
      'INFO',
      worker,
      'c.i.a.settlement.BuyerSettlementJob',
      `Settled invoice ${invoice} buyer=${buyer} lots=${lots} net=${net.toFixed(2)} levy=${levy.toFixed(2)} total=${(net + levy).toFixed(2)} GBP`,
    );
    const before = between(random, 2000, 90000) + random();
    log(
      'DEBUG',
      worker,
      'c.i.auction.ledger.BuyerLedgerService',
      `Ledger ${buyer} balance ${before.toFixed(2)} -> ${(before + net + levy).toFixed(2)} (sale 2026-11-16)`,
    );
    log('INFO', worker, 'c.i.a.notify.RemittanceMailer', `Remittance advice queued for ${buyer} (statement 2026-11-16, ${lots} lots)`);
    if (random() < 0.55) background();
    if (random() < 0.25) background();
  }
  t += 1800;
  log(
    'INFO',
    'scheduling-1',
    'c.i.a.settlement.SettlementScheduler',
    `Run ${RUN} finished in ${Math.floor((t - runStart) / MINUTE)}m${pad2(Math.floor(((t - runStart) % MINUTE) / 1000))}s: settled=${settled} failed=${failures.size} deferred=${overCredit.size} value=${money(total)} GBP`,
  );
  for (let i = 0; i < 80; i++) {
    t += between(random, 1000, 30000);
    background();
  }
  return probe(
    'round 98: settlement log, deadlocked invoice',
    'Which invoice was the overnight buyer settlement run working on when it hit the database deadlock?',
    'settlement_service_logs',
    lines.join('\n') + '\n',
    'deadlock-invoice',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------------

/** The ice plant's gateway syslog over four days; the silo reaches its low-low level on Sunday night. */
function iceSiloRanDry(): EconomicsTask {
  const random = seededRandom(98_107);
  const start = Date.UTC(2026, 10, 13);
  const end = Date.UTC(2026, 10, 17, 6);
  const lines: { ms: number; text: string }[] = [];
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${MONTHS[d.getUTCMonth()]!} ${String(d.getUTCDate()).padStart(2, ' ')} ${hms(ms)}`;
  };
  const log = (ms: number, proc: string, msg: string) => lines.push({ ms, text: `${stamp(ms)} iceplant-gw01 ${proc}: ${msg}` });
  const D = 'iceplantd[2217]';
  const fleetNow = fleet();
  const catriona = fleetNow[1]!;
  const boats = fleetNow.slice(3, 80);
  // Orders for ice: boats icing up before trips, every day; Sunday evening is scripted below.
  interface Order {
    at: number;
    vessel: Vessel;
    tonnes: number;
    berth: number;
    id: string;
  }
  const orders: Order[] = [];
  const sundayNoon = Date.UTC(2026, 10, 15, 12);
  for (let day = 0; day < 5; day++) {
    const n = between(random, 5, 8);
    for (let k = 0; k < n; k++) {
      const at = start + day * DAY + between(random, 4 * 60, 23 * 60) * MINUTE;
      if (at >= sundayNoon && at < Date.UTC(2026, 10, 16, 12)) continue;
      if (at >= end) continue;
      orders.push({ at, vessel: oneOf(random, boats), tonnes: between(random, 6, 24) / 2, berth: between(random, 1, 4), id: '' });
    }
  }
  orders.sort((a, b) => a.at - b.at);
  let level = 38.4;
  let flake1 = true;
  let flake2 = true;
  let rake = true;
  let lsl = false;
  let lsll = false;
  let needle = '';
  let current: (Order & { delivered: number; startedAt: number }) | undefined;
  let orderSeq = 0;
  const sec = () => pick(random, 60) * 1000;
  const scripted: Order[] = [];
  let scriptedDone = false;
  for (let m = start; m < end; m += MINUTE) {
    // events of the plant
    if (m === Date.UTC(2026, 10, 15, 6, 12)) {
      flake1 = false;
      log(m + sec(), D, '[FLAKE-1] stopped by operator (PLANNED: scraper blade change) user=jmair');
    }
    if (m === Date.UTC(2026, 10, 15, 16, 52)) {
      flake2 = false;
      log(m + 4000, D, '[FLAKE-2] trip: HP cutout PSH-212 (discharge 19.6 bar), machine stopped, manual reset required');
      log(m + 9000, 'alarmd[2230]', 'SMS sent to on-call +44 7831 ****12 (FLAKE-2 HP cutout)');
    }
    if (m === Date.UTC(2026, 10, 16, 1, 34)) {
      flake2 = true;
      log(m + sec(), D, '[FLAKE-2] reset by operator user=dwatt, restarting, drum cooling');
    }
    if (m === Date.UTC(2026, 10, 16, 9, 20)) {
      flake1 = true;
      log(m + sec(), D, '[FLAKE-1] started by operator user=jmair (blade change complete)');
    }
    // Sunday evening: work out the scripted orders from the level left when the second machine stops
    if (m === Date.UTC(2026, 10, 15, 17, 0) && !scriptedDone) {
      scriptedDone = true;
      const at = (h: number, min: number) => Date.UTC(2026, 10, 15, h, min);
      const l = level;
      scripted.push(
        { at: at(18, 5), vessel: boats[11]!, tonnes: Math.round(l * 0.3 * 2) / 2, berth: 2, id: '' },
        { at: at(19, 40), vessel: boats[23]!, tonnes: Math.round(l * 0.3 * 2) / 2, berth: 1, id: '' },
        { at: at(21, 10), vessel: boats[37]!, tonnes: Math.round(l * 0.2 * 2) / 2, berth: 3, id: '' },
      );
      orders.push(...scripted);
      orders.sort((a, b) => a.at - b.at);
    }
    if (m === Date.UTC(2026, 10, 15, 21, 50) && scriptedDone && level > 0) {
      // the last order drains the silo at 0.5 t a minute: start it so that it runs out at 22:41
      const minutes = Math.ceil(level / 0.5);
      orders.push({
        at: Date.UTC(2026, 10, 15, 22, 41) - minutes * MINUTE,
        vessel: boats[5]!,
        tonnes: Math.ceil(level) + 4,
        berth: 2,
        id: '',
      });
      orders.push({ at: Date.UTC(2026, 10, 15, 23, 6), vessel: catriona, tonnes: 8, berth: 1, id: '' });
      orders.push({ at: Date.UTC(2026, 10, 15, 23, 38), vessel: boats[41]!, tonnes: 5, berth: 3, id: '' });
      orders.sort((a, b) => a.at - b.at);
    }
    // status lines every ten minutes, before this minute's production and dispatch
    const producing = (flake1 ? 1 : 0) + (flake2 ? 1 : 0);
    const minuteOfDay = Math.round((m % DAY) / MINUTE);
    if (minuteOfDay % 10 === 0) {
      const s = (k: number) => m + k * 1000 + pick(random, 900);
      log(
        s(1),
        D,
        `[SILO] level ${level.toFixed(1)} t (${Math.round((level / 60) * 100)}%) rake=${rake ? 'RUN' : 'STOP'} air ${(-6.5 - random() * 2).toFixed(1)}C`,
      );
      for (const [k, running] of [
        [1, flake1],
        [2, flake2],
      ] as const) {
        log(
          s(2 + k),
          D,
          running
            ? `[FLAKE-${k}] RUN evap ${(-21 - random() * 2.5).toFixed(1)}C drum ${(2.9 + random() * 0.3).toFixed(1)} rpm out ${(1.1 + random() * 0.15).toFixed(2)} t/h water ${(3.5 + random() * 1.5).toFixed(1)}C`
            : `[FLAKE-${k}] STOP evap ${(-2 + random() * 6).toFixed(1)}C drum 0.0 rpm out 0.00 t/h`,
        );
      }
      const load = producing === 0 ? 0 : 40 + producing * 25 + pick(random, 10);
      log(
        s(5),
        D,
        `[COMP-1] suction ${(1.8 + random() * 0.6).toFixed(2)} bar discharge ${(12.5 + random() * 2.5).toFixed(1)} bar oil ${between(random, 44, 52)}C load ${load}%`,
      );
      if (minuteOfDay % 30 === 0)
        log(
          s(6),
          D,
          `[COND] fan stage ${between(random, 1, 3)} inlet ${(6 + random() * 5).toFixed(1)}C outlet ${(11 + random() * 6).toFixed(1)}C`,
        );
      if (random() < 0.05)
        log(s(8), 'modbus-poll[1893]', `read timeout slave ${between(random, 11, 14)} reg 40${between(random, 100, 199)}, retry 1 ok`);
    }
    // production
    if (level < 57) level += producing * 0.02;
    // dispatch
    while (!current && orders.length > 0 && orders[0]!.at <= m) {
      const o = orders.shift()!;
      o.id = `IO-${ymd(o.at).slice(2).replace(/-/g, '')}${pad2(++orderSeq % 100)}`;
      if (lsll) {
        log(
          m + sec(),
          D,
          `[DISPATCH] order ${o.id} berth ${o.berth} ${o.vessel.pln} ${o.vessel.name} requested ${o.tonnes.toFixed(1)} t, delivered 0.0 t (silo interlock LSLL-301)`,
        );
        continue;
      }
      current = { ...o, delivered: 0, startedAt: m };
      log(
        m + sec(),
        D,
        `[DISPATCH] order ${o.id} berth ${o.berth} ${o.vessel.pln} ${o.vessel.name} requested ${o.tonnes.toFixed(1)} t, screw conveyor ON`,
      );
    }
    if (current) {
      const take = Math.min(0.5, current.tonnes - current.delivered, Math.max(0, level));
      level -= take;
      current.delivered += take;
      if (level <= 0.0001 && current.delivered < current.tonnes) {
        level = 0;
        lsll = true;
        rake = false;
        const at = m + 17_000;
        if (!needle) needle = stamp(at);
        log(at, D, '[SILO] LSLL-301 low-low level, 0.0 t (0%), rake drive stopped, dispatch interlocked');
        log(
          at + 1000,
          D,
          `[DISPATCH] order ${current.id} stopped at ${current.delivered.toFixed(1)} of ${current.tonnes.toFixed(1)} t (silo interlock LSLL-301)`,
        );
        log(at + 3000, 'alarmd[2230]', 'SMS sent to on-call +44 7831 ****12 (SILO LSLL-301)');
        current = undefined;
      } else if (current.delivered >= current.tonnes - 0.0001) {
        log(
          m + sec(),
          D,
          `[DISPATCH] order ${current.id} complete ${current.tonnes.toFixed(1)} t in ${Math.round((m - current.startedAt) / MINUTE) + 1} min`,
        );
        current = undefined;
      }
    }
    if (!lsl && level < 6 && level > 0) {
      lsl = true;
      log(m + sec(), D, `[SILO] LSL-301 low level, ${level.toFixed(1)} t (${Math.round((level / 60) * 100)}%)`);
    }
    if (lsl && level >= 9) {
      lsl = false;
      log(m + sec(), D, `[SILO] LSL-301 cleared, ${level.toFixed(1)} t`);
    }
    if (lsll && level >= 3) {
      lsll = false;
      rake = true;
      log(m + sec(), D, `[SILO] LSLL-301 cleared, ${level.toFixed(1)} t, rake drive restarted, dispatch enabled`);
    }
    if (m % (6 * HOUR) === 0)
      log(m + 2000, 'chronyd[611]', `Selected source 192.168.10.1 (offset ${(random() * 0.004).toFixed(6)} seconds)`);
  }
  return probe(
    'round 98: ice plant syslog, silo ran dry',
    'The skipper of the Girl Catriona was on the phone fuming that there was no ice for him when he came in on Sunday night. What time did the ice plant actually run dry?',
    'iceplant_syslog',
    lines
      .sort((a, b) => a.ms - b.ms)
      .map((l) => l.text)
      .join('\n') + '\n',
    'ice-ran-dry',
    needle,
  );
}

/** The crew certification register as a CLI table; one Morven Star crewman's medical lapses on 26 November. */
function crewMedicalLapse(): EconomicsTask {
  const random = seededRandom(98_108);
  const all = fleet();
  const morven = all[0]!;
  const morvenII = all[3]!;
  const needle = 'Ruaraidh Stoddart';
  const CREW_NAMES = [
    {
      nat: 'GBR',
      w: 70,
      first: FIRST_NAMES.slice(0, 35).concat([
        'Mark',
        'Lachlan',
        'Shaun',
        'Dean',
        'Ryan',
        'Martin',
        'Sean',
        'Dylan',
        'Liam',
        'Kevin',
        'Bruce',
        'Alexander',
        'William',
        'George',
      ]),
      last: SURNAMES.filter(
        (n) =>
          ![
            'Nowak',
            'Kowalski',
            'Kazlauskas',
            'Petrauskas',
            'Santos',
            'Reyes',
            'Dela Cruz',
            'Bautista',
            'Mensah',
            'Owusu',
            'Boateng',
          ].includes(n),
      ),
    },
    {
      nat: 'POL',
      w: 5,
      first: ['Tomasz', 'Piotr', 'Marek', 'Pawel', 'Krzysztof', 'Lukasz', 'Adam'],
      last: ['Nowak', 'Kowalski', 'Wojcik', 'Kaminski', 'Lewandowski', 'Zielinski'],
    },
    {
      nat: 'LTU',
      w: 6,
      first: ['Andrius', 'Darius', 'Mindaugas', 'Jonas', 'Tomas', 'Vytautas'],
      last: ['Kazlauskas', 'Petrauskas', 'Jankauskas', 'Stankevicius', 'Vasiliauskas'],
    },
    {
      nat: 'PHL',
      w: 12,
      first: ['Ramon', 'Joel', 'Jomar', 'Rodel', 'Arnel', 'Jerome', 'Rey', 'Noel', 'Ariel', 'Jun'],
      last: ['Santos', 'Reyes', 'Dela Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos', 'Aquino', 'Castillo'],
    },
    {
      nat: 'GHA',
      w: 7,
      first: ['Kwame', 'Kofi', 'Kojo', 'Yaw', 'Emmanuel', 'Isaac'],
      last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah'],
    },
  ];
  const person = () => {
    const group = weighted(random, CREW_NAMES);
    let name = `${oneOf(random, group.first)} ${oneOf(random, group.last)}`;
    while (name === needle) name = `${oneOf(random, group.first)} ${oneOf(random, group.last)}`;
    return { name, nat: group.nat };
  };
  const ROLES = ['Skipper', 'Mate', 'Engineer', 'Cook'];
  interface Row {
    name: string;
    nat: string;
    status: string;
    vessel: Vessel;
    role: string;
    med: string;
    expiry: string;
  }
  const rows: Row[] = [];
  const expiryActive = () => dateBetween(random, '2026-12-01', '2028-11-15');
  for (let i = 0; i < 2000; i++) {
    const active = random() < 0.46;
    rows.push({
      ...person(),
      status: active ? 'ACTIVE' : 'LEFT',
      vessel: oneOf(random, all),
      role: oneOf(random, [...ROLES, 'Deckhand', 'Deckhand', 'Deckhand', 'Deckhand']),
      med: random() < 0.85 ? 'ENG1' : 'ML5',
      expiry: active ? expiryActive() : dateBetween(random, '2016-01-01', '2026-12-31'),
    });
  }
  const set = (i: number, patch: Partial<Row>) => Object.assign(rows[i]!, patch);
  set(1004, { name: needle, nat: 'GBR', status: 'ACTIVE', vessel: morven, role: 'Deckhand', med: 'ENG1', expiry: '2026-11-26' });
  set(412, { status: 'ACTIVE', vessel: morven, role: 'Mate', med: 'ENG1', expiry: '2026-12-03' });
  set(1377, { status: 'ACTIVE', vessel: morvenII, role: 'Deckhand', med: 'ENG1', expiry: '2026-11-24' });
  set(233, { status: 'ACTIVE', vessel: all[17]!, role: 'Engineer', med: 'ENG1', expiry: '2026-11-21' });
  set(1650, { status: 'ACTIVE', vessel: all[40]!, role: 'Cook', med: 'ML5', expiry: '2026-11-29' });
  set(781, { status: 'LEFT', vessel: morven, role: 'Deckhand', med: 'ENG1', expiry: '2026-11-19' });
  // Nobody active on the Morven Star lapses this month but the one; other boats' crew do. One skipper, mate... a boat.
  const aboard = new Map<Vessel, number>();
  for (const [i, r] of rows.entries()) {
    if (r.status !== 'ACTIVE') continue;
    if (r.vessel === morven && i !== 1004 && i !== 412) r.expiry = expiryActive();
    const k = aboard.get(r.vessel) ?? 0;
    aboard.set(r.vessel, k + 1);
    r.role = ROLES[k] ?? 'Deckhand';
  }
  const header = [
    'CREW_ID'.padEnd(9),
    'NAME'.padEnd(24),
    'STATUS'.padEnd(7),
    'VESSEL'.padEnd(30),
    'ROLE'.padEnd(9),
    'NAT'.padEnd(4),
    'SEA_SURV'.padEnd(11),
    'FIRE_FIGHT'.padEnd(11),
    'FIRST_AID'.padEnd(11),
    'SAFETY_AW'.padEnd(11),
    'MED'.padEnd(5),
    'MED_EXPIRY'.padEnd(11),
    'DISCHARGE_BK',
  ].join(' ');
  const out = [
    '$ crewcert list --all --sort id',
    `crewcert 3.8.2 - Inverbrae & District FC crew register: ${rows.length} records, ${rows.filter((r) => r.status === 'ACTIVE').length} active (as of 2026-11-17 07:31)`,
    '',
    header,
    '-'.repeat(header.length),
  ];
  rows.forEach((r, i) => {
    const course = dateBetween(random, '2004-01-01', '2026-10-31');
    const later = (days: number) => ymd(Date.parse(course) + days * DAY);
    out.push(
      [
        `C-${10001 + i}`.padEnd(9),
        r.name.padEnd(24),
        r.status.padEnd(7),
        `${r.vessel.pln} ${r.vessel.name}`.padEnd(30),
        r.role.padEnd(9),
        r.nat.padEnd(4),
        course.padEnd(11),
        later(1).padEnd(11),
        (random() < 0.9 ? later(2) : '-').padEnd(11),
        (random() < 0.95 ? later(between(random, -400, -1)) : '-').padEnd(11),
        r.med.padEnd(5),
        r.expiry.padEnd(11),
        `BK${between(random, 1000000, 9999999)}`,
      ].join(' '),
    );
  });
  out.push('', `${rows.length} rows`);
  return probe(
    'round 98: crew register, medical lapsing',
    "We're signing on crew for the Morven Star's trip on Thursday and the insurer wants everything in date. Whose medical runs out before the end of this month?",
    'crew_certificates',
    out.join('\n') + '\n',
    'medical-lapse',
    needle,
  );
}

/** AIS tracking events for a week, as NDJSON; the Sula Bhan's signal goes quiet off Barra Head on Saturday night. */
function aisWentQuiet(): EconomicsTask {
  const random = seededRandom(98_109);
  const all = fleet();
  const sula = all[2]!;
  const vessels = all.slice(3, 123);
  const start = Date.UTC(2026, 10, 10);
  const end = Date.UTC(2026, 10, 17, 6);
  const AREAS = [
    { area: 'Moray Firth', lat: 57.8, lon: -3.2 },
    { area: 'North Sea - Fladen Ground', lat: 58.2, lon: 0.4 },
    { area: 'North Sea - East Bank', lat: 58.6, lon: -1.0 },
    { area: 'Pentland Firth', lat: 58.7, lon: -3.1 },
    { area: 'Fair Isle', lat: 59.4, lon: -1.7 },
    { area: 'North Minch', lat: 58.3, lon: -5.8 },
    { area: 'Sea of the Hebrides - Barra Head', lat: 56.8, lon: -7.7 },
    { area: 'West of Hebrides - Flannan Isles', lat: 58.2, lon: -7.9 },
    { area: 'North Sea - Buchan Deep', lat: 57.5, lon: -1.2 },
  ];
  const PORTS = [
    { port: 'INVERBRAE', lat: 57.6695, lon: -2.5213 },
    { port: 'PETERHEAD', lat: 57.4981, lon: -1.7806 },
    { port: 'FRASERBURGH', lat: 57.6925, lon: -2.0011 },
    { port: 'LERWICK', lat: 60.1542, lon: -1.1412 },
    { port: 'SCRABSTER', lat: 58.6108, lon: -3.5483 },
    { port: 'KINLOCHBERVIE', lat: 58.4577, lon: -5.0502 },
    { port: 'CASTLEBAY', lat: 56.9547, lon: -7.4876 },
  ];
  const ulid = () => `01J${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}`;
  interface Event {
    at: number;
    text: () => string;
  }
  const events: Event[] = [];
  const ident = (v: Vessel) => ({ mmsi: v.mmsi, name: v.name, callsign: v.ircs, pln: v.pln, shipType: 30 });
  const position = (lat: number, lon: number, sog: number, status: string) => ({
    lat: Number(lat.toFixed(4)),
    lon: Number(lon.toFixed(4)),
    sog: Number(sog.toFixed(1)),
    cog: pick(random, 360),
    navStatus: status,
  });
  const add = (at: number, type: string, v: Vessel, pos: object, area: string, details: object, extra: object = {}) => {
    const id = ulid();
    const detected = at + (type === 'AIS_SIGNAL_LOST' ? 30 * MINUTE : between(random, 5, 120) * 1000);
    events.push({
      at,
      text: () =>
        JSON.stringify({
          eventId: id,
          type,
          vessel: ident(v),
          occurredAt: iso(at),
          detectedAt: iso(detected),
          position: pos,
          area,
          details,
          ...extra,
        }),
    });
  };
  // background traffic
  for (let i = 0; i < 980; i++) {
    const v = oneOf(random, vessels);
    const at = start + pick(random, Math.floor((end - start) / 1000)) * 1000;
    const x = random();
    if (x < 0.3) {
      const p = oneOf(random, PORTS);
      const arrival = random() < 0.5;
      add(
        at,
        arrival ? 'PORT_ARRIVAL' : 'PORT_DEPARTURE',
        v,
        position(p.lat, p.lon, arrival ? 0 : 3.2, arrival ? 'MOORED' : 'UNDER_WAY_USING_ENGINE'),
        `Port of ${title(p.port)}`,
        {
          port: p.port,
          unlocode: `GB${p.port.slice(0, 3)}`,
        },
      );
    } else if (x < 0.55) {
      const a = oneOf(random, AREAS);
      add(
        at,
        random() < 0.5 ? 'ZONE_ENTRY' : 'ZONE_EXIT',
        v,
        position(a.lat + random() * 0.3, a.lon + random() * 0.5, 7 + random() * 4, 'UNDER_WAY_USING_ENGINE'),
        a.area,
        {
          zone: a.area,
        },
      );
    } else if (x < 0.72) {
      const a = oneOf(random, AREAS);
      add(
        at,
        'FISHING_PATTERN',
        v,
        position(a.lat + random() * 0.3, a.lon + random() * 0.5, 2.5 + random() * 1.5, 'ENGAGED_IN_FISHING'),
        a.area,
        {
          durationMin: between(random, 90, 420),
          pattern: oneOf(random, ['TRAWL_TOW', 'SEINE_SET']),
        },
      );
    } else if (x < 0.82) {
      const a = oneOf(random, AREAS);
      add(
        at,
        'DESTINATION_CHANGED',
        v,
        position(a.lat + random() * 0.3, a.lon + random() * 0.5, 8 + random() * 3, 'UNDER_WAY_USING_ENGINE'),
        a.area,
        {
          from: oneOf(random, PORTS).port,
          to: oneOf(random, PORTS).port,
          eta: iso(at + between(random, 4, 60) * HOUR),
        },
      );
    } else {
      const a = oneOf(random, AREAS);
      const lat = a.lat + random() * 0.3;
      const lon = a.lon + random() * 0.5;
      add(at, 'AIS_SIGNAL_LOST', v, position(lat, lon, 3 + random() * 7, 'UNDER_WAY_USING_ENGINE'), a.area, {
        silenceThresholdMin: 30,
        lastMsgType: oneOf(random, [1, 3, 18]),
        receiver: oneOf(random, ['TERRESTRIAL', 'SAT']),
      });
      const back = at + between(random, 35, 600) * MINUTE;
      if (back < end)
        add(
          back,
          'AIS_SIGNAL_RESTORED',
          v,
          position(lat + random() * 0.4, lon + random() * 0.6, 3 + random() * 7, 'UNDER_WAY_USING_ENGINE'),
          a.area,
          {
            gapMinutes: Math.round((back - at) / MINUTE),
            receiver: oneOf(random, ['TERRESTRIAL', 'SAT']),
          },
        );
    }
  }
  // the Sula Bhan's week
  const at = (d: number, h: number, m: number, s: number) => Date.UTC(2026, 10, d, h, m, s);
  add(at(10, 5, 12, 40), 'PORT_DEPARTURE', sula, position(57.6695, -2.5213, 3.4, 'UNDER_WAY_USING_ENGINE'), 'Port of Inverbrae', {
    port: 'INVERBRAE',
    unlocode: 'GBINV',
  });
  add(at(10, 5, 31, 8), 'DESTINATION_CHANGED', sula, position(57.7012, -2.6104, 9.8, 'UNDER_WAY_USING_ENGINE'), 'Moray Firth', {
    from: 'INVERBRAE',
    to: 'CASTLEBAY',
    eta: '2026-11-11T14:00:00Z',
  });
  add(at(10, 15, 47, 55), 'ZONE_ENTRY', sula, position(58.7107, -3.0388, 10.6, 'UNDER_WAY_USING_ENGINE'), 'Pentland Firth', {
    zone: 'Pentland Firth',
  });
  add(at(11, 14, 22, 19), 'PORT_ARRIVAL', sula, position(56.9547, -7.4876, 0, 'MOORED'), 'Port of Castlebay', {
    port: 'CASTLEBAY',
    unlocode: 'GBCAS',
  });
  add(at(11, 16, 2, 44), 'AIS_SIGNAL_LOST', sula, position(56.9549, -7.4871, 0, 'MOORED'), 'Port of Castlebay', {
    silenceThresholdMin: 30,
    lastMsgType: 3,
    receiver: 'TERRESTRIAL',
  });
  add(at(11, 19, 40, 2), 'AIS_SIGNAL_RESTORED', sula, position(56.9548, -7.4872, 0, 'MOORED'), 'Port of Castlebay', {
    gapMinutes: 217,
    receiver: 'TERRESTRIAL',
  });
  add(at(12, 4, 10, 31), 'PORT_DEPARTURE', sula, position(56.9547, -7.4876, 2.9, 'UNDER_WAY_USING_ENGINE'), 'Port of Castlebay', {
    port: 'CASTLEBAY',
    unlocode: 'GBCAS',
  });
  add(
    at(12, 9, 3, 12),
    'FISHING_PATTERN',
    sula,
    position(56.6621, -8.0412, 3.1, 'ENGAGED_IN_FISHING'),
    'Sea of the Hebrides - Barra Head',
    { durationMin: 310, pattern: 'TRAWL_TOW' },
  );
  add(
    at(13, 7, 48, 26),
    'FISHING_PATTERN',
    sula,
    position(56.7013, -7.9321, 3.3, 'ENGAGED_IN_FISHING'),
    'Sea of the Hebrides - Barra Head',
    { durationMin: 275, pattern: 'TRAWL_TOW' },
  );
  const lost = at(14, 22, 47, 31);
  add(lost, 'AIS_SIGNAL_LOST', sula, position(56.7731, -7.7102, 8.7, 'UNDER_WAY_USING_ENGINE'), 'Sea of the Hebrides - Barra Head', {
    silenceThresholdMin: 30,
    lastMsgType: 1,
    receiver: 'SAT',
  });
  add(at(15, 3, 12, 5), 'AIS_SIGNAL_RESTORED', sula, position(57.4088, -7.0514, 9.1, 'UNDER_WAY_USING_ENGINE'), 'North Minch', {
    gapMinutes: 265,
    receiver: 'TERRESTRIAL',
  });
  add(at(15, 3, 14, 50), 'DESTINATION_CHANGED', sula, position(57.4311, -7.0402, 9.3, 'UNDER_WAY_USING_ENGINE'), 'North Minch', {
    from: 'CASTLEBAY',
    to: 'INVERBRAE',
    eta: '2026-11-16T23:30:00Z',
  });
  add(at(16, 23, 51, 37), 'PORT_ARRIVAL', sula, position(57.6695, -2.5213, 0, 'MOORED'), 'Port of Inverbrae', {
    port: 'INVERBRAE',
    unlocode: 'GBINV',
  });
  // other boats quiet off Barra Head the same night
  add(
    at(14, 21, 58, 9),
    'AIS_SIGNAL_LOST',
    vessels[14]!,
    position(56.8412, -7.8833, 9.4, 'UNDER_WAY_USING_ENGINE'),
    'Sea of the Hebrides - Barra Head',
    {
      silenceThresholdMin: 30,
      lastMsgType: 1,
      receiver: 'SAT',
    },
  );
  add(
    at(14, 23, 36, 50),
    'AIS_SIGNAL_LOST',
    vessels[52]!,
    position(56.7218, -7.5932, 3.2, 'ENGAGED_IN_FISHING'),
    'Sea of the Hebrides - Barra Head',
    {
      silenceThresholdMin: 30,
      lastMsgType: 18,
      receiver: 'TERRESTRIAL',
    },
  );
  events.sort((a, b) => a.at - b.at);
  return probe(
    'round 98: AIS events, transponder went quiet',
    'The coastguard rang about the Sula Bhan going quiet somewhere off Barra Head on Saturday night. What time did her transponder stop sending?',
    'ais_track_events',
    events.map((e) => e.text()).join('\n') + '\n',
    'sula-quiet',
    iso(lost),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------------

/** The cold store's data logger export for two weeks at 5 minutes; one holding-room reading far above the others. */
function coldStoreOddReading(): EconomicsTask {
  const random = seededRandom(98_110);
  const needle = '-13.9';
  const start = Date.UTC(2026, 10, 3);
  const end = Date.UTC(2026, 10, 17, 6);
  const steps = (end - start) / (5 * MINUTE);
  const odd = Math.floor(steps * 0.52);
  const f = (n: number) => {
    const s = n.toFixed(1);
    return s === needle ? '-14.0' : s === '-0.0' ? '0.0' : s;
  };
  const holdingBase = [-25.2, -24.8, -25.0, -24.6];
  const defrostOffset = [0, 90, 180, 270].map((m) => m / 5);
  const blast = [
    { temp: -35, loads: new Set<number>() },
    { temp: -34, loads: new Set<number>() },
  ];
  for (const b of blast) {
    for (let d = 0; d < 15; d++) b.loads.add(Math.floor((d * DAY + between(random, 6, 14) * HOUR) / (5 * MINUTE)));
  }
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${hms(ms)}`;
  };
  const lines = [
    'Logger name,IVB-CS-DL01',
    'Logger S/N,EL-4471-0093',
    'Site,Inverbrae Fish Auction - cold store and ice plant',
    'Export time,17/11/2026 06:05:12',
    'Logging interval,00:05:00',
    'Time zone,UTC',
    'Channels,12',
    '',
    'Date/Time,CH01 Holding 1 [°C],CH02 Holding 2 [°C],CH03 Holding 3 [°C],CH04 Holding 4 [°C],CH05 Blast 1 [°C],CH06 Blast 2 [°C],CH07 Chill 1 [°C],CH08 Chill 2 [°C],CH09 Ice store [°C],CH10 Dispatch dock [°C],CH11 Plant room [°C],CH12 Outside [°C]',
  ];
  for (let i = 0; i < steps; i++) {
    const ms = start + i * 5 * MINUTE;
    const hourOfDay = (ms % DAY) / HOUR;
    const cells: string[] = [];
    for (let h = 0; h < 4; h++) {
      const cycle = (i + defrostOffset[h]!) % 72; // a defrost every six hours
      let v = holdingBase[h]! + (random() - 0.5) * 0.6;
      if (cycle === 0) v = -23.6 + random() * 0.5;
      else if (cycle === 1) v = -22.4 + random() * 0.6;
      else if (cycle === 2) v = -23.9 + random() * 0.5;
      if (random() < 0.01) v += 0.8 + random() * 0.6; // a door opened for a pallet
      cells.push(h === 2 && i === odd ? needle : f(v));
    }
    for (const b of blast) {
      if (b.loads.has(i)) b.temp = -2 - random() * 5;
      else b.temp += (-35.5 - b.temp) * 0.035 + (random() - 0.5) * 0.2;
      cells.push(f(b.temp));
    }
    const working = hourOfDay >= 3 && hourOfDay <= 14;
    cells.push(f(1.2 + random() * (working ? 2.2 : 0.8)), f(1.0 + random() * (working ? 2.4 : 0.8)));
    cells.push(f(-5.6 + random() * 1.6));
    const outside = 5 + 4 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI) + (random() - 0.5);
    cells.push(f(outside + 3 + random() * (working ? 4 : 1)), f(16 + random() * 5), f(outside));
    lines.push(`${stamp(ms)},${cells.join(',')}`);
  }
  return probe(
    'round 98: cold store logger, odd reading',
    'Have a look at the cold store logger export. Did any of the holding rooms log a temperature way out of line with the others? What was it?',
    'coldstore_logger_export',
    lines.join('\n') + '\n',
    'holding-odd',
    needle,
  );
}

/** The auction's buyer accounts from psql; one buyer on 120-day terms where everyone else is on 7 to 28. */
function buyerLongTerms(): EconomicsTask {
  const random = seededRandom(98_111);
  const needle = 'Glenbervie Smokehouse Ltd';
  const used = new Set<string>([needle]);
  const n = 1700;
  const rows: string[][] = [];
  for (let i = 0; i < n; i++) {
    let name = tradingName(random);
    while (used.has(name)) name = tradingName(random);
    used.add(name);
    const x = random();
    const status = x < 0.55 ? 'active' : x < 0.8 ? 'dormant' : x < 0.96 ? 'closed' : 'suspended';
    const t = random();
    const terms = t < 0.72 ? 7 : t < 0.94 ? 14 : t < 0.97 ? 10 : t < 0.99 ? 21 : 28;
    const opened = dateBetween(random, '1994-01-01', '2026-10-31');
    const last = status === 'active' ? dateBetween(random, '2026-10-01', '2026-11-17') : dateBetween(random, opened, '2026-09-30');
    rows.push([
      `B-${pad(i + 1, 5)}`,
      name,
      oneOf(random, TOWNS),
      `RBS/IVB/${pad(between(random, 1, 4999), 4)}`,
      `GB ${between(random, 100, 999)} ${between(random, 1000, 9999)} ${between(random, 10, 99)}`,
      (between(random, 2, 120) * 2500).toFixed(2),
      String(terms),
      (random() < 0.6 ? between(random, 1, 40) * 1000 : 0).toFixed(2),
      status,
      opened,
      last,
    ]);
  }
  const row = rows[Math.floor(n * 0.49)]!;
  row[1] = needle;
  row[2] = 'Stonehaven';
  row[5] = '40000.00';
  row[6] = '120';
  row[8] = 'active';
  row[10] = '2026-11-16';
  const cols = [
    'buyer_id',
    'trading_name',
    'town',
    'rbs_number',
    'vat_number',
    'credit_limit',
    'terms_days',
    'bond_held',
    'status',
    'opened_on',
    'last_purchase',
  ];
  const numeric = new Set([5, 6, 7]);
  const widths = cols.map((c, k) => Math.max(c.length, ...rows.map((r) => r[k]!.length)));
  const centre = (s: string, w: number) => {
    const left = Math.floor((w - s.length) / 2);
    return ' '.repeat(left) + s + ' '.repeat(w - s.length - left);
  };
  const out = [
    `inverbrae_auction=> SELECT ${cols.join(', ')} FROM buyer_accounts ORDER BY buyer_id;`,
    ` ${cols.map((c, k) => centre(c, widths[k]!)).join(' | ')} `,
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => ` ${r.map((v, k) => (numeric.has(k) ? v.padStart(widths[k]!) : v.padEnd(widths[k]!))).join(' | ')} `),
    `(${n} rows)`,
    '',
  ];
  return probe(
    'round 98: buyer accounts, long payment terms',
    'One of the buyers seems to have been given far longer to pay than everyone else. Which buyer is it?',
    'psql_query',
    out.join('\n'),
    'long-terms-buyer',
    needle,
  );
}

/** The fleet's October logbook hauls from the e-logbook CLI; one haul logged with a 100 mm cod-end. */
function logbookOddMesh(): EconomicsTask {
  const random = seededRandom(98_112);
  const vessels = fleet().slice(0, 44);
  interface Haul {
    id: string;
    v: Vessel;
    trip: string;
    shot: number;
    hauled: number;
    lat: number;
    lon: number;
    rect: string;
    gear: string;
    mesh: number;
    depth: number;
    catchKg: number;
    top: string;
  }
  const hauls: Haul[] = [];
  const octStart = Date.UTC(2026, 9, 1);
  const octEnd = Date.UTC(2026, 10, 1);
  for (const v of vessels) {
    let day = octStart + between(random, 0, 4) * DAY;
    let tripNo = between(random, 30, 48);
    const gear = v.gear === 'SDN' ? 'SSC' : v.gear;
    while (day < octEnd) {
      const trip = `${v.pln.replace(' ', '')}-T${tripNo++}`;
      const days = between(random, 4, 8);
      let lat = 57.2 + random() * 2.5;
      let lon = -1.6 + random() * 2.8;
      for (let d = 0; d < days && day < octEnd; d++, day += DAY) {
        let t = day + between(random, 3, 6) * HOUR + pick(random, 60) * MINUTE;
        const n = gear === 'SSC' ? between(random, 4, 6) : between(random, 3, 4);
        for (let k = 1; k <= n; k++) {
          const tow = (gear === 'SSC' ? between(random, 90, 150) : between(random, 180, 330)) * MINUTE;
          lat = Math.min(60, Math.max(56.6, lat + (random() - 0.5) * 0.15));
          lon = Math.min(1.9, Math.max(-1.9, lon + (random() - 0.5) * 0.25));
          const rect = `${Math.floor((lat - 36) * 2) + 1}${'EF'[lon < 0 ? 0 : 1]}${lon < 0 ? Math.floor(lon + 10) : Math.floor(lon)}`;
          hauls.push({
            id: `FAR-${v.pln.replace(' ', '')}-${ymd(day).slice(2).replace(/-/g, '')}-${pad2(k)}`,
            v,
            trip,
            shot: t,
            hauled: t + tow,
            lat,
            lon,
            rect,
            gear,
            mesh: 120,
            depth: between(random, 62, 185),
            catchKg: between(random, 8, 160) * 25,
            top: weighted(random, SPECIES.slice(0, 12)).code,
          });
          t += tow + between(random, 20, 50) * MINUTE;
        }
      }
      day += between(random, 2, 5) * DAY;
    }
  }
  hauls.sort((a, b) => a.shot - b.shot);
  const odd = hauls[Math.floor(hauls.length * 0.48)]!;
  odd.mesh = 100;
  const deg = (x: number, pos: string, neg: string) => {
    const a = Math.abs(x);
    const d = Math.floor(a);
    return `${pad2(d)}°${((a - d) * 60).toFixed(2).padStart(5, '0')}'${x < 0 ? neg : pos}`;
  };
  const cols: [string, number][] = [
    ['RECORD_ID', 20],
    ['VESSEL', 20],
    ['TRIP', 12],
    ['SHOT_UTC', 17],
    ['HAULED_UTC', 17],
    ['LAT', 11],
    ['LON', 11],
    ['RECT', 5],
    ['GEAR', 5],
    ['MESH_MM', 8],
    ['DEPTH_M', 8],
    ['EST_KG', 7],
    ['TOP_SP', 6],
  ];
  const fmtTime = (ms: number) => `${ymd(ms)} ${hms(ms).slice(0, 5)}`;
  const out = [
    '$ elog hauls --fleet IDFC --from 2026-10-01 --to 2026-10-31 --format table',
    `elog 5.1.0  fleet IDFC (${vessels.length} vessels)  FAR records 2026-10-01..2026-10-31  ${hauls.length} hauls`,
    '',
    cols.map(([c, w]) => c.padEnd(w)).join(' '),
    cols.map(([, w]) => '-'.repeat(w)).join(' '),
    ...hauls.map((h) =>
      [
        h.id.padEnd(20),
        h.v.name.padEnd(20),
        h.trip.padEnd(12),
        fmtTime(h.shot).padEnd(17),
        fmtTime(h.hauled).padEnd(17),
        deg(h.lat, 'N', 'S').padEnd(11),
        deg(h.lon, 'E', 'W').padEnd(11),
        h.rect.padEnd(5),
        h.gear.padEnd(5),
        String(h.mesh).padStart(7).padEnd(8),
        String(h.depth).padStart(7).padEnd(8),
        String(h.catchKg).padStart(6).padEnd(7),
        h.top,
      ].join(' '),
    ),
    '',
    `${hauls.length} records, ${new Set(hauls.map((h) => h.trip)).size} trips`,
  ];
  return probe(
    'round 98: e-logbook hauls, odd mesh',
    "Going through the fleet's logbook hauls for October, was any haul fished with a different mesh size from all the rest? Which record was it?",
    'elog_hauls',
    out.join('\n') + '\n',
    'odd-mesh-haul',
    odd.id,
  );
}

export function roundNinetyEight(): EconomicsTask[] {
  return [
    vmsClosedArea(),
    auctionHalibut(),
    landingSampleBox(),
    vesselRegisterLiferaft(),
    quotaLedgerHaddock(),
    settlementDeadlock(),
    iceSiloRanDry(),
    crewMedicalLapse(),
    aisWentQuiet(),
    coldStoreOddReading(),
    buyerLongTerms(),
    logbookOddMesh(),
  ];
}
