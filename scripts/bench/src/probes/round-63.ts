/**
 * Probe round 63, written blind: Brackenmoor Fresh Ltd, a vertical farm and fresh-produce packhouse at Corby (grow rooms,
 * fertigation, crop batches, packing line, cold store, retailer orders and dispatch, food safety). "Today" is Thursday,
 * 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - crop batch traceability API (minified JSON): which seed lot one batch was sown from;
 *  - EDI despatch advice to a retailer (GS1 XML on one line): the SSCC of the pallet of one rocket batch going to one depot;
 *  - fertigation dosing skid log (one JSON string field with escaped newlines): when the acid pump was last primed by hand;
 * b. The answer a few lines away from the line the question's words match:
 *  - grow recipe library (YAML): the PPFD of one recipe's grow-out stage;
 *  - retailer order API (pretty JSON): the depot booking reference of one sales order;
 *  - irrigation controller zone config (TOML): the serial number of one zone's EC probe;
 * c. A question that paraphrases the output or carries a preamble:
 *  - environmental swab certificate from the lab (fixed-width text report): where a swab came back positive for Listeria;
 *  - maintenance work order export (CSV): the job number of a contractor's fan motor swap on a germination room air handler;
 *  - cold-store stock by location (WMS CLI table), mock recall: where the last of Monday's pea shoot harvest sits;
 * d. One value unlike its peers, with no error word near it:
 *  - grow-room climate status per tier (CLI table): the tier whose CO2 is far off the rest;
 *  - packing line label print history (CSV): the use-by date that does not fit its product's shelf life;
 *  - LED fixture telemetry (NDJSON): the wattage of the lit fixture drawing far less than its peers.
 * Not among the bench's targets.
 * First run, at 876c33d, the head this session began at (with this file; `ROUNDS=63
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,615,270 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 63: crop batches (minified JSON)
 *     codex: 14,405 tokens, peak 14,336, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,689 tokens, peak 1,373, 1/1 needles, 1 read-backs
 *     ours: 958 tokens, peak 691, 1/1 needles, 0 read-backs
 *   round 63: despatch advice (one-line XML)
 *     codex: 10,109 tokens, peak 10,019, 0/1 needles, 0 read-backs
 *     context-chef: 606 tokens, peak 516, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,740 tokens, peak 3,354, 0/1 needles, 3 read-backs
 *     ours: 5,762 tokens, peak 2,562, 0/1 needles, 2 read-backs
 *   round 63: dosing skid log (escaped log in one JSON string)
 *     codex: 21,574 tokens, peak 21,497, 0/1 needles, 0 read-backs
 *     context-chef: 943 tokens, peak 866, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,001 tokens, peak 1,425, 0/1 needles, 1 read-backs
 *     ours: 3,954 tokens, peak 1,899, 0/1 needles, 2 read-backs
 *   round 63: grow recipes (YAML)
 *     codex: 13,374 tokens, peak 13,296, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,930 tokens, peak 1,496, 0/1 needles, 2 read-backs
 *     ours: 1,937 tokens, peak 963, 1/1 needles, 1 read-backs
 *   round 63: retailer orders (pretty JSON)
 *     codex: 13,066 tokens, peak 12,995, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 616, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,897 tokens, peak 1,491, 0/1 needles, 2 read-backs
 *     ours: 1,836 tokens, peak 924, 1/1 needles, 1 read-backs
 *   round 63: irrigation zones (TOML)
 *     codex: 16,669 tokens, peak 16,595, 0/1 needles, 0 read-backs
 *     context-chef: 772 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,461 tokens, peak 2,201, 1/1 needles, 2 read-backs
 *     ours: 1,905 tokens, peak 928, 1/1 needles, 1 read-backs
 *   round 63: swab certificate (text report, preamble)
 *     codex: 10,901 tokens, peak 10,804, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 580, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,079 tokens, peak 1,783, 0/1 needles, 2 read-backs
 *     ours: 3,204 tokens, peak 1,455, 0/1 needles, 2 read-backs
 *   round 63: work orders (CSV, preamble and paraphrase)
 *     codex: 15,163 tokens, peak 15,063, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,072 tokens, peak 4,224, 0/1 needles, 2 read-backs
 *     ours: 8,287 tokens, peak 4,631, 1/1 needles, 2 read-backs
 *   round 63: cold store stock (WMS table, mock recall preamble)
 *     codex: 17,720 tokens, peak 17,622, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 620, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,981 tokens, peak 1,302, 0/1 needles, 4 read-backs
 *     ours: 5,644 tokens, peak 2,578, 0/1 needles, 3 read-backs
 *   round 63: climate status (CLI table, odd CO2)
 *     codex: 23,727 tokens, peak 23,653, 0/1 needles, 0 read-backs
 *     context-chef: 1,006 tokens, peak 932, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,532 tokens, peak 4,669, 0/1 needles, 2 read-backs
 *     ours: 10,267 tokens, peak 5,276, 1/1 needles, 2 read-backs
 *   round 63: label history (CSV, odd use-by)
 *     codex: 21,442 tokens, peak 21,356, 0/1 needles, 0 read-backs
 *     context-chef: 974 tokens, peak 888, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,408 tokens, peak 3,228, 0/1 needles, 3 read-backs
 *     ours: 2,245 tokens, peak 1,163, 0/1 needles, 1 read-backs
 *   round 63: fixture telemetry (NDJSON, odd wattage)
 *     codex: 16,151 tokens, peak 16,065, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 718, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,667 tokens, peak 1,242, 0/1 needles, 4 read-backs
 *     ours: 4,159 tokens, peak 893, 1/1 needles, 4 read-backs
 *     codex: 194,301 tokens, 0/12 needles
 *     context-chef: 9,307 tokens, 0/12 needles
 *     context-chef-store: 69,457 tokens, 2/12 needles
 *     ours: 50,158 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared helpers and reference data
// ---------------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const time = (iso: string): number => Date.parse(iso);
const isoSec = (t: number): string => `${new Date(t).toISOString().slice(0, 19)}Z`;
const isoMs = (t: number): string => new Date(t).toISOString();
const ymd = (t: number): string => new Date(t).toISOString().slice(0, 10);
const hms = (t: number): string => new Date(t).toISOString().slice(11, 19);
const dmy = (t: number): string => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const dmyShort = (t: number): string => dmy(t).slice(0, 6) + dmy(t).slice(8);
/** Day of the year, as produce lot codes use it (2026-11-09 is 313). */
const julian = (t: number): number => Math.floor((t - time('2026-01-01T00:00:00Z')) / DAY) + 1;
const digits = (random: () => number, n: number): string => chars(random, '0123456789', n);
const decimal = (random: () => number, lo: number, hi: number, places: number): number =>
  Number((lo + random() * (hi - lo)).toFixed(places));
const csv = (value: string | number): string => {
  const s = String(value);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};
/** The GS1 check digit of `body` (GTIN, GLN, SSCC). */
function gs1Check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}
const gs1 = (body: string): string => body + gs1Check(body);

const USERS = ['jmalik', 'hmarsh', 'dkowalski', 'apatel', 'sokafor', 'lbrennan', 'tnguyen', 'rfinch', 'cwright', 'enovak', 'fadeyemi'];
const PEOPLE = [
  'J. Malik',
  'H. Marsh',
  'D. Kowalski',
  'A. Patel',
  'S. Okafor',
  'L. Brennan',
  'T. Nguyen',
  'R. Finch',
  'C. Wright',
  'E. Novak',
];
const GROW_ROOMS = Array.from({ length: 14 }, (_, i) => `GR${pad2(i + 1)}`);

interface Crop {
  readonly key: string;
  readonly crop: string;
  readonly cultivar: string;
  readonly supplier: string;
  readonly lot: string;
  readonly system: 'NFT' | 'flood';
  readonly growDays: number;
  readonly micro: boolean;
}

const CROPS: readonly Crop[] = [
  {
    key: 'basil-genovese',
    crop: 'Basil',
    cultivar: 'Genovese Emily',
    supplier: 'Enza Zaden',
    lot: 'EZ',
    system: 'flood',
    growDays: 21,
    micro: false,
  },
  {
    key: 'basil-thai',
    crop: 'Basil',
    cultivar: 'Thai Siam Queen',
    supplier: 'CN Seeds',
    lot: 'CN',
    system: 'flood',
    growDays: 24,
    micro: false,
  },
  { key: 'chives', crop: 'Chives', cultivar: 'Staro', supplier: 'Tozer Seeds', lot: 'TZ', system: 'flood', growDays: 35, micro: false },
  {
    key: 'coriander',
    crop: 'Coriander',
    cultivar: 'Calypso',
    supplier: 'Tozer Seeds',
    lot: 'TZ',
    system: 'flood',
    growDays: 25,
    micro: false,
  },
  {
    key: 'lettuce-green-oak',
    crop: 'Lettuce',
    cultivar: 'Green Oak Leaf Salanova',
    supplier: 'Rijk Zwaan',
    lot: 'RZ',
    system: 'NFT',
    growDays: 24,
    micro: false,
  },
  {
    key: 'lettuce-lollo-rosso',
    crop: 'Lettuce',
    cultivar: 'Lollo Rosso Carmesi',
    supplier: 'Rijk Zwaan',
    lot: 'RZ',
    system: 'NFT',
    growDays: 26,
    micro: false,
  },
  {
    key: 'lettuce-red-oak',
    crop: 'Lettuce',
    cultivar: 'Red Oak Leaf Salanova',
    supplier: 'Rijk Zwaan',
    lot: 'RZ',
    system: 'NFT',
    growDays: 25,
    micro: false,
  },
  {
    key: 'mint-spearmint',
    crop: 'Mint',
    cultivar: 'Spearmint Moroccan',
    supplier: 'Kings Seeds',
    lot: 'KS',
    system: 'flood',
    growDays: 30,
    micro: false,
  },
  { key: 'mizuna', crop: 'Mizuna', cultivar: 'Red Kingdom', supplier: 'Tozer Seeds', lot: 'TZ', system: 'NFT', growDays: 18, micro: false },
  {
    key: 'mustard-red-frills',
    crop: 'Mustard',
    cultivar: 'Red Frills',
    supplier: 'CN Seeds',
    lot: 'CN',
    system: 'flood',
    growDays: 16,
    micro: false,
  },
  {
    key: 'pak-choi-baby',
    crop: 'Pak choi',
    cultivar: 'Baby Joi Choi',
    supplier: 'Bejo',
    lot: 'BJ',
    system: 'NFT',
    growDays: 22,
    micro: false,
  },
  {
    key: 'parsley-flat',
    crop: 'Parsley',
    cultivar: 'Flat Leaf Gigante',
    supplier: 'Enza Zaden',
    lot: 'EZ',
    system: 'flood',
    growDays: 32,
    micro: false,
  },
  {
    key: 'pea-shoots',
    crop: 'Pea shoots',
    cultivar: 'Twinkle',
    supplier: 'CN Seeds',
    lot: 'CN',
    system: 'flood',
    growDays: 10,
    micro: true,
  },
  { key: 'radish-micro', crop: 'Radish', cultivar: 'Sango', supplier: 'CN Seeds', lot: 'CN', system: 'flood', growDays: 8, micro: true },
  {
    key: 'rocket-wild',
    crop: 'Wild rocket',
    cultivar: 'Dragons Tongue',
    supplier: 'Rijk Zwaan',
    lot: 'RZ',
    system: 'flood',
    growDays: 20,
    micro: false,
  },
  { key: 'spinach-baby', crop: 'Spinach', cultivar: 'Trumpet', supplier: 'Bejo', lot: 'BJ', system: 'NFT', growDays: 21, micro: false },
  {
    key: 'sunflower-shoots',
    crop: 'Sunflower shoots',
    cultivar: 'Black Oil',
    supplier: 'Kings Seeds',
    lot: 'KS',
    system: 'flood',
    growDays: 9,
    micro: true,
  },
];

interface Product {
  readonly sku: string;
  readonly desc: string;
  readonly code: string;
  readonly shelf: number;
  readonly caseSize: number;
  readonly gtin: string;
}

const PRODUCTS: readonly Product[] = (
  [
    ['RKT-WLD-100', 'Wild Rocket 100g', 'RK', 7, 10],
    ['RKT-WLD-060', 'Wild Rocket 60g', 'RK', 7, 12],
    ['LET-ROK-HD', 'Red Oak Lettuce Living Head', 'RO', 8, 8],
    ['LET-GOK-HD', 'Green Oak Lettuce Living Head', 'GO', 8, 8],
    ['LET-MIX-120', 'Baby Leaf Salad Mix 120g', 'BL', 6, 10],
    ['SPN-BBY-200', 'Baby Spinach 200g', 'SP', 6, 8],
    ['BSL-GEN-030', 'Basil 30g', 'BA', 7, 12],
    ['BSL-POT-LIV', 'Living Basil Pot', 'BA', 9, 6],
    ['COR-CUT-030', 'Coriander 30g', 'CO', 7, 12],
    ['PRS-FLT-030', 'Flat Leaf Parsley 30g', 'PA', 8, 12],
    ['MNT-CUT-030', 'Mint 30g', 'MI', 7, 12],
    ['CHV-CUT-025', 'Chives 25g', 'CH', 7, 12],
    ['PEA-SHT-040', 'Pea Shoots 40g', 'PS', 6, 12],
    ['PEA-SHT-100', 'Pea Shoots 100g', 'PS', 6, 8],
    ['MCR-RAD-040', 'Radish Microgreens 40g', 'RA', 5, 12],
    ['MCR-SUN-050', 'Sunflower Shoots 50g', 'SU', 5, 12],
    ['PAK-BBY-200', 'Baby Pak Choi 200g', 'PC', 7, 8],
    ['SAL-ASN-100', 'Asian Salad Leaves 100g', 'AS', 6, 10],
  ] as const
).map(([sku, desc, code, shelf, caseSize], i) => ({
  sku,
  desc,
  code,
  shelf,
  caseSize,
  gtin: gs1(`5061234${String(101 + i * 7).padStart(5, '0')}`),
}));

const product = (sku: string): Product => PRODUCTS.find((p) => p.sku === sku)!;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** The crop batch API's answer for every batch sown since 1 September, minified. */
function cropBatches(): EconomicsTask {
  const random = seededRandom(63_101);
  const seedLot = (c: Crop): string => `${c.lot}${between(random, 24, 26)}${between(random, 10_000, 99_999)}`;
  const pools = new Map(CROPS.map((c) => [c.key, Array.from({ length: between(random, 3, 5) }, () => seedLot(c))]));
  const redOak = CROPS.find((c) => c.key === 'lettuce-red-oak')!;
  const needle = seedLot(redOak);
  const first = 400;
  const last = 1999;
  const target = 1187;
  const id = (n: number): string => `B26-${String(n).padStart(4, '0')}`;
  const start = time('2026-09-01T05:30:00Z');
  const now = time('2026-11-12T07:48:31Z');
  const perBatch = (now - DAY - start) / (last - first + 1);
  const made = new Map<number, { crop: Crop; seed: Record<string, string | number> }>();
  const notes = [
    '',
    '',
    '',
    '',
    '',
    '',
    'uneven germination on tier edge trays',
    'tipburn on 3 trays, removed at spacing',
    'aphid scout clear',
    're-spaced at transplant',
    'slow start, germ chamber door left ajar overnight',
    'trial: 10% lower seeding rate',
    'customer spec: Kestrel 100g only',
  ];
  const batches: object[] = [];
  for (let n = first; n <= last; n++) {
    let crop = n === target ? redOak : oneOf(random, CROPS);
    const seedingRate = decimal(random, 4, 40, 1);
    let seed: Record<string, string | number> = {
      supplier: crop.supplier,
      seed_lot: n === target ? needle : oneOf(random, pools.get(crop.key)!),
      germination_test_pct: between(random, 86, 99),
      treatment: oneOf(random, ['untreated', 'untreated', 'primed', 'organic untreated', 'pelleted']),
      sown_g: Math.round(seedingRate * between(random, 10, 60)),
    };
    let parent: string | null = null;
    if (n !== target && n > first + 60 && random() < 0.03) {
      const p = n - between(random, 5, 40);
      const from = made.get(p);
      if (from && p !== target) {
        crop = from.crop;
        seed = { ...from.seed, sown_g: 0 };
        parent = id(p);
      }
    }
    made.set(n, { crop, seed });
    const sow = start + Math.floor((n - first) * perBatch) + between(random, 0, 3_000) * 1000;
    const germEnd = sow + between(random, 2, 4) * DAY + between(random, 0, 600) * MINUTE;
    const propEnd = crop.micro ? germEnd : germEnd + between(random, 6, 12) * DAY + between(random, 0, 300) * MINUTE;
    const harvest = propEnd + (crop.growDays + between(random, -3, 3)) * DAY + between(random, 0, 400) * MINUTE;
    const germRoom = oneOf(random, ['GERM-1', 'GERM-2']);
    const propRoom = oneOf(random, ['PROP-1', 'PROP-2', 'PROP-3']);
    const room = n === target ? 'GR05' : oneOf(random, GROW_ROOMS);
    const rack = `R${pad2(between(random, 1, 16))}`;
    const tier = `T${pad2(between(random, 1, 12))}`;
    const trays = between(random, 24, 144);
    const moves: object[] = [];
    if (germEnd < now)
      moves.push({ at: isoSec(germEnd), from: germRoom, to: crop.micro ? room : propRoom, trays, by: oneOf(random, USERS) });
    if (!crop.micro && propEnd < now) moves.push({ at: isoSec(propEnd), from: propRoom, to: room, trays, by: oneOf(random, USERS) });
    const status = harvest < now ? 'harvested' : propEnd < now ? 'growing' : germEnd < now ? 'propagating' : 'germinating';
    const location =
      status === 'germinating'
        ? { room: germRoom, rack: `G${pad2(between(random, 1, 8))}`, tier: null }
        : status === 'propagating'
          ? { room: propRoom, rack: `P${pad2(between(random, 1, 10))}`, tier: `T${pad2(between(random, 1, 8))}` }
          : { room, rack, tier };
    const losses = random() < 0.8 ? 0 : between(random, 1, 12);
    batches.push({
      batch_id: id(n),
      crop: crop.crop,
      cultivar: crop.cultivar,
      recipe_id: `${crop.key}-v${between(random, 3, 8)}`,
      seed,
      sow_date: ymd(sow),
      trays_sown: trays,
      tray_type: crop.system === 'NFT' ? 'NFT raft 36-site' : oneOf(random, ['1020 hemp mat', '1020 coir plug 96', '1020 jute mat']),
      location,
      moves,
      status,
      expected_harvest: ymd(harvest),
      harvest:
        status === 'harvested'
          ? {
              at: isoSec(harvest),
              trays_cut: trays - losses,
              fresh_weight_kg: Number((decimal(random, 0.18, 0.55, 3) * (trays - losses)).toFixed(2)),
              by: oneOf(random, USERS),
            }
          : null,
      losses_trays: losses,
      parent_batch: parent,
      qa_hold: random() < 0.01,
      notes: n === target + 9 ? `re-sow of 24 trays lost from ${id(target)} (GR05 channel pump trip)` : oneOf(random, notes),
      updated_at: isoSec(Math.min(now - between(random, 60, 90_000) * 1000, Math.max(sow, status === 'harvested' ? harvest : sow) + HOUR)),
    });
  }
  const output = JSON.stringify({
    api_version: '2.4',
    site: 'CRB1',
    generated_at: isoSec(now),
    filter: { sow_date_from: '2026-09-01', sow_date_to: '2026-11-12', status: 'any' },
    count: batches.length,
    next_cursor: null,
    batches,
  });
  return probe(
    'round 63: crop batches (minified JSON)',
    `Which seed lot was batch ${id(target)} sown from?`,
    'get_crop_batches',
    output,
    'seed-lot',
    needle,
    true,
  );
}

/** The day's GS1 despatch advice to Kestrel Foods, one despatch advice per depot, on one line. */
function despatchAdvice(): EconomicsTask {
  const random = seededRandom(63_102);
  const depots = [
    ['Kestrel Foods RDC Daventry', 'Daventry', 'NN11 8UH'],
    ['Kestrel Foods RDC Thurrock', 'Grays', 'RM20 3LP'],
    ['Kestrel Foods RDC Doncaster', 'Doncaster', 'DN2 4PL'],
    ['Kestrel Foods RDC Warrington', 'Warrington', 'WA5 7TY'],
    ['Kestrel Foods RDC Avonmouth', 'Bristol', 'BS11 0YB'],
    ['Kestrel Foods RDC Magor', 'Caldicot', 'NP26 3DG'],
    ['Kestrel Foods RDC Bedford', 'Bedford', 'MK44 3WH'],
    ['Kestrel Foods RDC Southampton', 'Southampton', 'SO40 3SA'],
    ['Kestrel Foods RDC Livingston', 'Livingston', 'EH54 5DJ'],
  ] as const;
  const bristol = 4;
  let lotNo = 3094;
  const lots = new Map<string, { lot: string; produced: number }[]>();
  for (const p of PRODUCTS)
    lots.set(
      p.sku,
      Array.from({ length: between(random, 2, 3) }, (_, i) => ({
        lot: `L26-${lotNo++}`,
        produced: time('2026-11-11T00:00:00Z') - (i === 0 ? DAY : 0),
      })),
    );
  const rocket = product('RKT-WLD-100');
  const rocketLots = lots.get(rocket.sku)!;
  const targetLot = rocketLots[1]!;
  interface Item {
    p: Product;
    lot: { lot: string; produced: number };
    qty: number;
  }
  const pallets: Item[][][] = depots.map((_, d) => {
    const list: Item[][] = [];
    const count = between(random, 58, 76);
    for (let i = 0; i < count; i++) {
      const mixed = random() < 0.28;
      list.push(
        Array.from({ length: mixed ? between(random, 2, 3) : 1 }, () => {
          const p = oneOf(random, PRODUCTS);
          let lot = oneOf(random, lots.get(p.sku)!);
          if (d === bristol && p.sku === rocket.sku && lot === targetLot) lot = rocketLots[0]!;
          return { p, lot, qty: mixed ? between(random, 12, 40) : between(random, 48, 120) };
        }),
      );
    }
    if (d === bristol) list.splice(Math.floor(list.length / 2), 0, [{ p: rocket, lot: targetLot, qty: 96 }]);
    return list;
  });
  let serial = 41_208_337;
  let needle = '';
  const sender = gs1('506123400000');
  const receiver = gs1('501234500000');
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<despatch_advice:despatchAdviceMessage xmlns:despatch_advice="urn:gs1:ecom:despatch_advice:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<sh:StandardBusinessDocumentHeader><sh:HeaderVersion>1.0</sh:HeaderVersion><sh:Sender><sh:Identifier Authority="GS1">${sender}</sh:Identifier><sh:ContactInformation><sh:Contact>Despatch Office, Brackenmoor Fresh Ltd</sh:Contact><sh:EmailAddress>despatch@brackenmoorfresh.co.uk</sh:EmailAddress></sh:ContactInformation></sh:Sender><sh:Receiver><sh:Identifier Authority="GS1">${receiver}</sh:Identifier></sh:Receiver><sh:DocumentIdentification><sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.4</sh:TypeVersion><sh:InstanceIdentifier>BMF-DESADV-20261112-0007</sh:InstanceIdentifier><sh:Type>Despatch Advice</sh:Type><sh:MultipleType>true</sh:MultipleType><sh:CreationDateAndTime>2026-11-12T03:41:18Z</sh:CreationDateAndTime></sh:DocumentIdentification></sh:StandardBusinessDocumentHeader>`,
  ];
  depots.forEach(([name, city, postcode], d) => {
    const gln = gs1(`50123450${String(1100 + d * 13).padStart(4, '0')}`);
    const po = `KF${digits(random, 7)}`;
    const departs = time('2026-11-12T02:00:00Z') + d * 25 * MINUTE + between(random, 0, 20) * MINUTE;
    parts.push(
      `<despatchAdvice><creationDateTime>${isoSec(departs - 40 * MINUTE)}</creationDateTime><documentStatusCode>ORIGINAL</documentStatusCode><despatchAdviceIdentification><entityIdentification>DA2611${String(4120 + d).padStart(5, '0')}</entityIdentification></despatchAdviceIdentification>`,
      `<receiver><gln>${receiver}</gln></receiver><shipper><gln>${sender}</gln><address><name>Brackenmoor Fresh Ltd</name><city>Corby</city><postalCode>NN17 4AX</postalCode><countryCode>GB</countryCode></address></shipper>`,
      `<shipTo><gln>${gln}</gln><address><name>${name}</name><city>${city}</city><postalCode>${postcode}</postalCode><countryCode>GB</countryCode></address></shipTo><shipFrom><gln>${gs1('506123400010')}</gln></shipFrom>`,
      `<despatchInformation><despatchDateTime>${isoSec(departs)}</despatchDateTime><estimatedDeliveryDateTime>${isoSec(departs + between(random, 150, 420) * MINUTE)}</estimatedDeliveryDateTime></despatchInformation>`,
      `<despatchAdviceTransportInformation><routeID>KF-${city.slice(0, 3).toUpperCase()}-${between(random, 1, 4)}</routeID><transportMeansID>${oneOf(random, ['C', 'T', 'F'])}${digits(random, 6)}</transportMeansID><transportMeansType>TRAILER</transportMeansType><sealNumber>${digits(random, 8)}</sealNumber></despatchAdviceTransportInformation>`,
    );
    let line = 0;
    for (const pallet of pallets[d]!) {
      const sscc = gs1(`35061234${String(serial++).padStart(9, '0')}`);
      if (d === bristol && pallet.length === 1 && pallet[0]!.lot === targetLot) needle = sscc;
      let weight = 24;
      parts.push(
        `<despatchAdviceLogisticUnit><logisticUnitIdentification><sscc>${sscc}</sscc></logisticUnitIdentification><packageTypeCode>${pallet.length > 1 ? 'PX' : 'PB'}</packageTypeCode>`,
      );
      for (const item of pallet) {
        line++;
        weight += item.qty * item.p.caseSize * 0.13;
        parts.push(
          `<despatchAdviceLineItem><lineItemNumber>${line}</lineItemNumber><despatchedQuantity measurementUnitCode="CS">${item.qty}</despatchedQuantity><requestedQuantity measurementUnitCode="CS">${item.qty + (random() < 0.06 ? between(random, 1, 12) : 0)}</requestedQuantity><transactionalTradeItem><gtin>0${item.p.gtin}</gtin><additionalTradeItemIdentification additionalTradeItemIdentificationTypeCode="SUPPLIER_ASSIGNED">${item.p.sku}</additionalTradeItemIdentification><tradeItemDescription languageCode="en">${item.p.desc}</tradeItemDescription><transactionalItemData><batchNumber>${item.lot.lot}</batchNumber><productionDate>${ymd(item.lot.produced)}</productionDate><itemExpirationDate>${ymd(item.lot.produced + item.p.shelf * DAY)}</itemExpirationDate></transactionalItemData></transactionalTradeItem><purchaseOrder><entityIdentification>${po}</entityIdentification><lineItemNumber>${between(random, 1, 40)}</lineItemNumber></purchaseOrder></despatchAdviceLineItem>`,
        );
      }
      parts.push(`<grossWeight measurementUnitCode="KGM">${weight.toFixed(1)}</grossWeight></despatchAdviceLogisticUnit>`);
    }
    parts.push('</despatchAdvice>');
  });
  parts.push('</despatch_advice:despatchAdviceMessage>');
  return probe(
    'round 63: despatch advice (one-line XML)',
    `What's the SSCC of the pallet of wild rocket from batch ${targetLot.lot} going to the Kestrel depot in Bristol?`,
    'fetch_edi_despatch_advice',
    parts.join(''),
    'sscc',
    needle,
    true,
  );
}

/** A week of a fertigation dosing skid's log, returned by its API as one JSON string. */
function dosingSkidLog(): EconomicsTask {
  const random = seededRandom(63_103);
  const from = time('2026-11-05T00:00:00Z');
  const to = time('2026-11-12T06:00:00Z');
  const pumps = ['P1 (stock A Ca(NO3)2)', 'P2 (stock B NPK+TE)', 'P3 (acid H3PO4 25%)', 'P4 (base KOH 10%)', 'P5 (stock C K2SiO3)'];
  const acid = pumps[2]!;
  const planned = [time('2026-11-05T09:14:22.517Z'), time('2026-11-06T16:40:09.083Z'), time('2026-11-08T14:37:52.318Z')];
  let needle = '';
  const zones = ['GR01', 'GR02', 'GR03', 'GR04', 'GR05', 'GR06'].flatMap((r) => ['A', 'B', 'C', 'D'].map((z) => `${r}-${z}`));
  const lines: string[] = [];
  const log = (t: number, level: string, text: string): void => {
    lines.push(`${isoMs(t)} ${level.padEnd(5)} ${text}`);
    last = t;
  };
  let ec = 1.78;
  let ph = 5.9;
  let tank1 = 64;
  let tank2 = 58;
  let totaliser = 1_844_213.4;
  let next = 0;
  let last = from;
  const prime = (t: number, pump: string, mode: 'manual' | 'auto', user: string): number => {
    const dur = decimal(random, 6, 12, 1);
    log(
      t,
      'INFO',
      `pumpctl: ${pump} prime start mode=${mode}${mode === 'manual' ? ` user=${user} station=HMI-2` : ` reason=${oneOf(random, ['air-detect', 'post-refill', 'scheduled'])}`}`,
    );
    const end = t + Math.round(dur * 1000) + between(random, 0, 99);
    log(end, 'INFO', `pumpctl: ${pump} prime end mode=${mode} dur=${dur}s vol=${(dur * decimal(random, 1.4, 1.7, 2)).toFixed(1)}ml`);
    return end;
  };
  for (let t = from + between(random, 1_000, 30_000); t < to; t += between(random, 40, 200) * 1000 + between(random, 0, 999)) {
    if (next < planned.length && planned[next]! <= t) {
      const user = next === 2 ? 'dkowalski' : oneOf(random, USERS);
      const when = Math.max(planned[next]!, last + 1_517);
      if (next === planned.length - 1) needle = isoMs(when);
      t = Math.max(t, prime(when, acid, 'manual', user) + 2_000);
      next++;
      continue;
    }
    const r = random();
    if (r < 0.42) {
      ec = Math.min(2.2, Math.max(1.5, ec + decimal(random, -0.04, 0.04, 2)));
      ph = Math.min(6.3, Math.max(5.6, ph + decimal(random, -0.05, 0.05, 2)));
      log(
        t,
        'DEBUG',
        `sensors: ec=${ec.toFixed(2)}mS/cm ph=${ph.toFixed(2)} t_sol=${decimal(random, 18.6, 20.4, 1).toFixed(1)}C flow=${decimal(random, 10.5, 14.5, 1)}L/min do=${decimal(random, 7.4, 8.9, 1)}mg/L lvl_T1=${tank1}% lvl_T2=${tank2}%`,
      );
    } else if (r < 0.72) {
      const zone = oneOf(random, zones);
      const before = ec;
      const a = decimal(random, 6, 24, 1).toFixed(1);
      ec = Math.min(2.2, before + decimal(random, 0.02, 0.09, 2));
      const phBefore = ph;
      const acidMl = ph > 5.95 ? decimal(random, 1, 5, 1) : 0;
      const acidText = acidMl.toFixed(1);
      ph = acidMl > 0 ? Number((ph - decimal(random, 0.08, 0.25, 2)).toFixed(2)) : ph;
      tank1 = Math.max(20, tank1 - (random() < 0.3 ? 1 : 0));
      tank2 = Math.max(20, tank2 - (random() < 0.3 ? 1 : 0));
      log(
        t,
        'INFO',
        `doser: zone=${zone} tank=T${between(random, 1, 2)} A=${a}ml B=${a}ml acid=${acidText}ml base=0.0ml ec ${before.toFixed(2)}->${ec.toFixed(2)} (sp 1.80) ph ${phBefore.toFixed(2)}->${ph.toFixed(2)} (sp 5.90)`,
      );
    } else if (r < 0.8) {
      const zone = oneOf(random, zones);
      log(
        t,
        'INFO',
        `irrig: zone=${zone} valve=SV-${zone.slice(2, 4)}0${'ABCD'.indexOf(zone.slice(-1)) + 1} ${oneOf(random, ['open', 'close'])} dur=${between(random, 90, 300)}s`,
      );
    } else if (r < 0.85) {
      const tank = oneOf(random, ['T1', 'T2']);
      const level = tank === 'T1' ? tank1 : tank2;
      if (level < 45) {
        log(t, 'INFO', `tank: ${tank} top-up start lvl=${level}% src=RO-01`);
        if (tank === 'T1') tank1 = between(random, 78, 84);
        else tank2 = between(random, 78, 84);
      } else log(t, 'DEBUG', `tank: ${tank} lvl=${level}% temp=${decimal(random, 18.5, 20.5, 1)}C`);
    } else if (r < 0.88) {
      log(
        t,
        oneOf(random, ['INFO', 'WARN']),
        oneOf(random, [
          'mqtt: publish timeout broker=10.20.4.11:8883 retry=1',
          'mqtt: reconnected broker=10.20.4.11:8883 session=resumed',
          'modbus: slave 7 (FM-2) slow response 412ms',
        ]),
      );
    } else if (r < 0.893) {
      const pump = oneOf(random, pumps);
      const mode = pump === acid ? 'auto' : oneOf(random, ['manual', 'auto', 'auto'] as const);
      t = prime(t, pump, mode, oneOf(random, USERS)) + 2_000;
    } else if (r < 0.908) {
      log(
        t,
        'INFO',
        oneOf(random, [
          `cal: PH-2 two-point 7.00/4.01 slope=${decimal(random, 95, 99.5, 1)}% offset=${decimal(random, -6, 6, 1)}mV by=${oneOf(random, USERS)}`,
          `cal: EC-2 one-point 2.77mS/cm k=${decimal(random, 0.96, 1.04, 3)} by=${oneOf(random, USERS)}`,
          `hmi: login user=${oneOf(random, USERS)} station=HMI-${between(random, 1, 3)} role=grower`,
          `hmi: logout user=${oneOf(random, USERS)} station=HMI-${between(random, 1, 3)}`,
          `recipe: zone ${oneOf(random, zones)} switched to leafy-${oneOf(random, ['A', 'B', 'C'])} by=${oneOf(random, USERS)}`,
        ]),
      );
    } else {
      totaliser += decimal(random, 80, 600, 1);
      log(t, 'INFO', `flow: FM-2 totaliser=${totaliser.toFixed(1)}L rate=${decimal(random, 10.5, 14.5, 1)}L/min`);
    }
  }
  const output = JSON.stringify({
    device_id: 'FDS-02',
    name: 'Fertigation dosing skid 2 (GR01-GR06)',
    firmware: 'dosectl 3.12.4',
    tz: 'UTC',
    from: isoSec(from),
    to: isoSec(to),
    level: 'DEBUG',
    lines: lines.length,
    truncated: false,
    log: lines.join('\n'),
  });
  return probe(
    'round 63: dosing skid log (escaped log in one JSON string)',
    'When was the acid pump on dosing skid 2 last primed by hand?',
    'get_dosing_skid_log',
    output,
    'acid-prime',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** The grow recipe library, exported as YAML. */
function growRecipes(): EconomicsTask {
  const random = seededRandom(63_104);
  const needleValue = 285;
  const ppfd = (lo: number, hi: number): number => {
    for (;;) {
      const v = between(random, lo, hi);
      if (v !== needleValue) return v;
    }
  };
  const out: string[] = [
    '# growctl 4.8.1 -- recipes export --site CRB1 --format yaml --include-retired',
    '# exported 2026-11-12T07:02:11Z by a.fenwick',
    'apiVersion: growctl/v3',
    'kind: RecipeList',
    'site: CRB1',
    'items:',
  ];
  const sorted = [...CROPS].sort((a, b) => a.key.localeCompare(b.key));
  let needle = '';
  for (const crop of sorted) {
    const versions = crop.key === 'lettuce-red-oak' ? 8 : between(random, 5, 9);
    for (let v = 1; v <= versions; v++) {
      const recipeId = `${crop.key}-v${v}`;
      const isTarget = recipeId === 'lettuce-red-oak-v7';
      const status =
        v === versions ? (random() < 0.3 ? 'trial' : 'active') : v === versions - 1 ? oneOf(random, ['active', 'retired']) : 'retired';
      out.push(
        `  - recipe_id: ${recipeId}`,
        `    crop: ${crop.crop}`,
        `    cultivar: "${crop.cultivar}"`,
        `    status: ${status}`,
        `    owner: ${oneOf(random, ['h.marsh', 'a.fenwick', 'j.malik', 't.nguyen'])}`,
        `    revision: ${between(random, 1, 24)}`,
        `    updated: ${isoSec(time('2025-03-01T00:00:00Z') + v * 40 * DAY + between(random, 0, 30 * 24 * 60) * MINUTE)}`,
        `    tray: ${crop.system === 'NFT' ? 'NFT raft, 36 sites' : '1020 hemp mat'}`,
        `    target_yield_g_per_tray: ${between(random, 180, 520)}`,
        '    stages:',
      );
      const stages: string[] = crop.micro ? ['germination', 'grow_out'] : ['germination', 'propagation', 'grow_out'];
      if (!crop.micro && random() < 0.4) stages.push('finish');
      if (crop.key === 'lettuce-red-oak') stages.splice(3, 1, 'finish');
      for (const stage of stages) {
        const germ = stage === 'germination';
        const days = germ
          ? between(random, 2, 4)
          : stage === 'propagation'
            ? between(random, 7, 14)
            : stage === 'finish'
              ? between(random, 3, 6)
              : crop.growDays;
        const photoperiod = germ ? 0 : between(random, 14, 20);
        const light = germ
          ? 0
          : isTarget && stage === 'grow_out'
            ? needleValue
            : stage === 'propagation'
              ? ppfd(120, 240)
              : stage === 'finish'
                ? ppfd(260, 380)
                : ppfd(200, 360);
        const day = germ ? 24 : decimal(random, 20, 24, 1);
        out.push(
          `      - name: ${stage}`,
          `        days: ${days}`,
          `        room_class: ${germ ? 'GERM' : stage === 'propagation' ? 'PROP' : 'GROW'}`,
          '        climate:',
          `          day_temp_c: ${day.toFixed(1)}`,
          `          night_temp_c: ${(germ ? day : day - decimal(random, 2, 4, 1)).toFixed(1)}`,
          `          rh_pct: ${germ ? between(random, 88, 95) : between(random, 60, 75)}`,
          `          vpd_target_kpa: ${germ ? 0.3 : decimal(random, 0.7, 1.1, 2)}`,
          `          co2_ppm: ${germ ? 'ambient' : between(random, 8, 12) * 100}`,
          `          airflow_m_s: ${decimal(random, 0.2, 0.7, 1)}`,
          '        lighting:',
          `          photoperiod_h: ${photoperiod}`,
        );
        const ppfdLine = `          ppfd_umol_m2_s: ${light}`;
        out.push(ppfdLine);
        if (isTarget && stage === 'grow_out') needle = ppfdLine.trim();
        if (!germ) {
          const blue = between(random, 12, 30);
          const green = between(random, 5, 12);
          const farRed = between(random, 0, 10);
          out.push(
            `          dli_mol_m2_d: ${((light * photoperiod * 3600) / 1e6).toFixed(1)}`,
            `          spectrum_pct: { blue: ${blue}, green: ${green}, red: ${100 - blue - green - farRed}, far_red: ${farRed} }`,
            `          sunrise_ramp_min: ${oneOf(random, [0, 10, 15, 20, 30])}`,
          );
        }
        out.push(
          '        irrigation:',
          `          system: ${germ ? 'mist' : crop.system}`,
          `          ec_ms_cm: ${germ ? decimal(random, 0.4, 0.8, 1) : decimal(random, 1.2, 2.4, 1)}`,
          `          ph: ${decimal(random, 5.6, 6.2, 1)}`,
          `          solution_temp_c: ${between(random, 18, 21)}`,
          crop.system === 'NFT' && !germ
            ? `          flow_l_min_per_channel: ${decimal(random, 1, 2, 1)}`
            : `          events_per_day: ${between(random, 1, 6)}`,
        );
      }
      out.push(
        '    harvest:',
        `      method: ${crop.system === 'NFT' ? 'whole head, root on' : oneOf(random, ['cut 2cm above mat', 'cut at base', 'multi-cut, regrowth 2x'])}`,
        `      min_height_mm: ${between(random, 40, 180)}`,
        `      pre_harvest_dark_h: ${oneOf(random, [0, 0, 2, 4, 6])}`,
        `      cooling: ${oneOf(random, ['vacuum cool to 4C within 2h', 'forced air to 4C within 3h', 'hydro-cool flume'])}`,
        `    notes: "${oneOf(random, [
          'baseline recipe',
          'raised far red for stretch',
          'lower EC to cut tipburn',
          'winter energy tariff variant',
          'higher blue for colour in finish',
          'retailer spec: 100g pillow pack',
          'moved from flood to NFT trial',
          'copied from previous revision, DLI trimmed',
        ])}"`,
      );
    }
  }
  return probe(
    'round 63: grow recipes (YAML)',
    'What PPFD is set for the grow-out stage of recipe lettuce-red-oak-v7?',
    'export_grow_recipes',
    out.join('\n') + '\n',
    'ppfd',
    needle,
  );
}

/** Today's sales orders from the order management API, pretty-printed. */
function retailerOrders(): EconomicsTask {
  const random = seededRandom(63_105);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const customers = [
    {
      code: 'KES01',
      name: 'Kestrel Foods Ltd',
      po: () => `KF${digits(random, 7)}`,
      booking: () => `KFB${digits(random, 7)}`,
      depots: ['Kestrel RDC Daventry', 'Kestrel RDC Avonmouth', 'Kestrel RDC Doncaster', 'Kestrel RDC Warrington'],
    },
    {
      code: 'HWP02',
      name: 'Harwood & Pine plc',
      po: () => `4500${digits(random, 6)}`,
      booking: () => `HP-${digits(random, 2)}${chars(random, letters, 1)}-${digits(random, 5)}`,
      depots: ['Harwood & Pine NDC Milton Keynes', 'Harwood & Pine RDC Bardon'],
    },
    {
      code: 'FMK01',
      name: 'Fairmarket Stores Ltd',
      po: () => `FM${digits(random, 8)}`,
      booking: () => `FM/${digits(random, 6)}`,
      depots: ['Fairmarket Chilled DC Crick', 'Fairmarket Chilled DC Skelmersdale'],
    },
    {
      code: 'NGC01',
      name: 'Northgate Co-operative Group',
      po: () => `NG-${digits(random, 6)}`,
      booking: () => `NCG${digits(random, 8)}`,
      depots: ['Northgate Chilled Castle Donington', 'Northgate Chilled Newhouse'],
    },
    {
      code: 'CHL01',
      name: 'Chefline Direct Ltd',
      po: () => `CD${digits(random, 6)}`,
      booking: () => `CD-${digits(random, 6)}`,
      depots: ['Chefline Park Royal', 'Chefline Hams Hall'],
    },
  ];
  const hauliers = ['Brackenmoor own fleet', 'Fowler Chilled Logistics', 'Grayline Cold Chain', 'NX Chill Freight'];
  const loads = new Map<string, { load: string; haulier: string; trailer: string; bay: string; seal: string; departs: string }[]>();
  const reg = (): string => `${chars(random, letters, 2)}${between(random, 17, 26)} ${chars(random, letters, 3)}`;
  const first = 558_020;
  const target = 558_210;
  let needle = '';
  const data: object[] = [];
  for (let n = first; n < first + 380; n++) {
    const customer = n === target ? customers[1]! : oneOf(random, customers);
    const depot = oneOf(random, customer.depots);
    const depotLoads = loads.get(depot) ?? [];
    loads.set(depot, depotLoads);
    if (depotLoads.length === 0 || random() < 0.15)
      depotLoads.push({
        load: `LD-261112-${String(depotLoads.length + 1).padStart(2, '0')}${chars(random, letters, 1)}`,
        haulier: oneOf(random, hauliers),
        trailer: reg(),
        bay: `D-${pad2(between(random, 1, 14))}`,
        seal: digits(random, 8),
        departs: isoSec(time('2026-11-12T14:00:00Z') + between(random, 0, 40) * 15 * MINUTE),
      });
    const load = oneOf(random, depotLoads);
    const booking = customer.booking();
    if (n === target) needle = booking;
    const lineCount = between(random, 2, 7);
    const lines = shuffle(random, [...PRODUCTS])
      .slice(0, lineCount)
      .map((p, i) => {
        const qty = between(random, 4, 90);
        const allocated = random() < 0.9 ? qty : qty - between(random, 1, Math.min(qty, 8));
        const price = decimal(random, 0.65, 2.4, 2);
        return {
          line_no: i + 1,
          sku: p.sku,
          description: p.desc,
          gtin: p.gtin,
          case_size: p.caseSize,
          qty_cases: qty,
          qty_allocated: allocated,
          unit_price_gbp: price,
          line_value_gbp: Number((price * p.caseSize * qty).toFixed(2)),
        };
      });
    data.push({
      order_no: `SO-${n}`,
      status: oneOf(random, ['ALLOCATED', 'ALLOCATED', 'PICKING', 'PICKED', 'RELEASED']),
      customer: { code: customer.code, name: customer.name },
      po_number: customer.po(),
      order_date: ymd(time('2026-11-12T00:00:00Z') - between(random, 1, 3) * DAY),
      ship_date: '2026-11-12',
      delivery: {
        depot,
        booking_ref: booking,
        slot_start: isoSec(time('2026-11-12T20:00:00Z') + between(random, 0, 36) * 15 * MINUTE),
        slot_minutes: oneOf(random, [30, 60, 60, 90]),
        temperature_regime: 'chilled 1-5C',
      },
      lines,
      totals: {
        cases: lines.reduce((s, l) => s + l.qty_cases, 0),
        value_gbp: Number(lines.reduce((s, l) => s + l.line_value_gbp, 0).toFixed(2)),
      },
      dispatch: {
        load_id: load.load,
        haulier: load.haulier,
        trailer_reg: load.trailer,
        bay: load.bay,
        seal_no: load.seal,
        planned_departure: load.departs,
      },
      created_by: oneOf(random, ['EDI', 'EDI', 'EDI', 'portal', 'k.sandhu']),
      updated_at: isoSec(time('2026-11-12T05:00:00Z') + between(random, 0, 180) * MINUTE),
    });
  }
  const output = JSON.stringify(
    { data, meta: { ship_date: '2026-11-12', page: 1, per_page: 500, total: data.length, generated_at: '2026-11-12T08:22:40Z' } },
    null,
    2,
  );
  return probe(
    'round 63: retailer orders (pretty JSON)',
    `What's the depot booking reference for order SO-${target}?`,
    'list_retailer_orders',
    output,
    'booking-ref',
    needle,
  );
}

/** The irrigation controller's zone configuration, as TOML. */
function irrigationConfig(): EconomicsTask {
  const random = seededRandom(63_106);
  const zones: { id: string; name: string; skid: string }[] = [];
  for (const g of ['GERM-1', 'GERM-2'])
    for (const z of 'AB') zones.push({ id: `${g}-${z}`, name: `Germination chamber ${g.slice(-1)}, bay ${z}`, skid: 'FDS-01' });
  for (const p of ['PROP-1', 'PROP-2', 'PROP-3'])
    for (const z of 'ABCD') zones.push({ id: `${p}-${z}`, name: `Propagation room ${p.slice(-1)}, bench ${z}`, skid: 'FDS-01' });
  for (let r = 1; r <= 14; r++)
    for (const z of 'ABCDEFGH')
      zones.push({ id: `GR${pad2(r)}-${z}`, name: `Grow room ${r}, zone ${z}`, skid: r <= 6 ? 'FDS-02' : 'FDS-03' });
  const ecSerial = (): string => `C4E${between(random, 10_000, 99_999)}${chars(random, 'ABCDEF', 1)}`;
  const out: string[] = [
    '# irrigd zone configuration -- /etc/irrigd/zones.toml',
    '# generated by irrigctl 2.9.0 on 2026-11-12T06:55:03Z (site CRB1); hand edits are overwritten on next sync',
    '',
    '[controller]',
    'site = "CRB1"',
    'timezone = "Europe/London"',
    'modbus_port = "/dev/ttyUSB0"',
    'modbus_baud = 19200',
    'mqtt_broker = "mqtts://10.20.4.11:8883"',
    'sample_interval_s = 30',
    'sync_with = "growctl"',
    '',
  ];
  let needle = '';
  for (const zone of zones) {
    const room = zone.id.slice(0, zone.id.lastIndexOf('-'));
    const index = 'ABCDEFGH'.indexOf(zone.id.slice(-1)) + 1;
    const nft = zone.id.startsWith('GR') && random() < 0.55;
    const num = room.startsWith('GERM') ? `9${room.slice(-1)}` : room.startsWith('PROP') ? `8${room.slice(-1)}` : room.slice(2);
    out.push(
      `[zones.${zone.id}]`,
      `name = "${zone.name}"`,
      `racks = [${[0, 1].map((k) => `"R${pad2((index - 1) * 2 + k + 1)}"`).join(', ')}]`,
      `system = "${zone.id.startsWith('GERM') ? 'mist' : nft ? 'NFT' : 'flood'}"`,
      `skid = "${zone.skid}"`,
      `supply_valve = "SV-${num}0${index}"`,
      `return_valve = "RV-${num}0${index}"`,
      `drain_to_waste = ${random() < 0.1}`,
      `enabled = ${zone.id === 'GR07-C' || random() < 0.97}`,
      '',
      `[zones.${zone.id}.targets]`,
      `ec_ms_cm = ${zone.id.startsWith('GR') ? decimal(random, 1.4, 2.2, 2) : decimal(random, 0.5, 1.1, 2)}`,
      `ec_deadband = ${oneOf(random, [0.03, 0.05, 0.05, 0.1])}`,
      `ph = ${decimal(random, 5.7, 6.1, 1).toFixed(1)}`,
      `ph_deadband = ${oneOf(random, [0.1, 0.1, 0.15, 0.2])}`,
      `solution_temp_c = ${decimal(random, 18, 21, 1).toFixed(1)}`,
      `do_min_mg_l = ${oneOf(random, ['6.5', '7.0', '7.0', '7.5'])}`,
      '',
      `[zones.${zone.id}.sensors.ec]`,
      `model = "Hamilton Conducell 4USF PG"`,
    );
    const serial = ecSerial();
    if (zone.id === 'GR07-C') needle = serial;
    out.push(`serial = "${serial}"`);
    const replaced = random() < 0.25 || zone.id === 'GR07-C';
    const installed = replaced
      ? time('2026-03-01T00:00:00Z') + between(random, 0, 250) * DAY
      : time('2024-06-01T00:00:00Z') + between(random, 0, 600) * DAY;
    if (replaced) out.push(`previous_serial = "${ecSerial()}"`);
    out.push(
      `installed = ${ymd(installed)}`,
      `last_calibrated = ${ymd(Math.max(installed, time('2026-10-01T00:00:00Z') + between(random, 0, 41) * DAY))}`,
      `cell_constant = ${decimal(random, 0.34, 0.38, 3)}`,
      `modbus_addr = ${between(random, 10, 240)}`,
      '',
      `[zones.${zone.id}.sensors.ph]`,
      `model = "Hamilton Polilyte Plus VP 120"`,
      `serial = "PLP${between(random, 100_000, 999_999)}"`,
      `installed = ${ymd(time('2025-01-01T00:00:00Z') + between(random, 0, 600) * DAY)}`,
      `last_calibrated = ${ymd(time('2026-10-15T00:00:00Z') + between(random, 0, 27) * DAY)}`,
      `slope_pct = ${decimal(random, 94, 99.5, 1)}`,
      `modbus_addr = ${between(random, 10, 240)}`,
      '',
      `[zones.${zone.id}.sensors.flow]`,
      `model = "Endress+Hauser Promag W 10"`,
      `serial = "${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${between(random, 1000, 9999)}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${between(random, 1000, 9999)}"`,
      `k_factor = ${decimal(random, 0.95, 1.05, 4)}`,
      `totaliser_l = ${decimal(random, 10_000, 900_000, 1)}`,
      '',
      `[zones.${zone.id}.sensors.temp]`,
      `model = "Pt100 4-wire, Jumo dTRANS T02"`,
      `serial = "JT${between(random, 1_000_000, 9_999_999)}"`,
      `offset_c = ${decimal(random, -0.3, 0.3, 2)}`,
      `modbus_addr = ${between(random, 10, 240)}`,
      '',
      `[zones.${zone.id}.sensors.do]`,
      `model = "Hamilton VisiFerm DO Arc 120"`,
      `serial = "VF${between(random, 100_000, 999_999)}"`,
      `last_calibrated = ${ymd(time('2026-09-01T00:00:00Z') + between(random, 0, 70) * DAY)}`,
      `modbus_addr = ${between(random, 10, 240)}`,
      '',
      `[zones.${zone.id}.alarms]`,
      `ec_low = ${decimal(random, 0.3, 1.3, 2)}`,
      `ec_high = ${decimal(random, 2.2, 2.8, 2)}`,
      `ph_low = ${decimal(random, 5.2, 5.5, 1)}`,
      `ph_high = ${decimal(random, 6.4, 6.8, 1)}`,
      `solution_temp_high_c = ${between(random, 22, 25)}`,
      `do_low_mg_l = ${oneOf(random, [5, 5.5, 6])}`,
      `no_flow_s = ${oneOf(random, [60, 90, 120, 180])}`,
      `notify = [${shuffle(random, ['"growers"', '"night-shift"', '"engineering"', '"sms:duty-grower"'])
        .slice(0, between(random, 1, 3))
        .join(', ')}]`,
      '',
    );
    out.push(
      `[zones.${zone.id}.dosing]`,
      `recipe = "${zone.id.startsWith('GR') ? `leafy-${oneOf(random, ['A', 'B', 'C'])}` : 'seedling-1'}"`,
      `stock_ratio = { A = 1.0, B = 1.0, C = ${oneOf(random, [0, 0.25, 0.5])} }`,
      `acid = "H3PO4 25%"`,
      `max_dose_ml_per_cycle = ${between(random, 20, 60)}`,
      `mix_delay_s = ${oneOf(random, [60, 90, 120])}`,
      `lockout_after_refill_s = ${oneOf(random, [120, 300])}`,
      '',
    );
    if (nft || zone.id.startsWith('GERM')) {
      out.push(
        `[zones.${zone.id}.pump]`,
        `mode = "continuous"`,
        `flow_l_min = ${decimal(random, 8, 20, 1)}`,
        `night_flow_pct = ${oneOf(random, [50, 60, 70, 100])}`,
        '',
      );
      for (const [start, pct] of [
        ['05:00:00', 100],
        ['12:00:00', oneOf(random, [100, 110, 120])],
        ['21:00:00', oneOf(random, [50, 60, 70])],
        ['23:30:00', oneOf(random, [40, 50, 60])],
      ] as const)
        out.push(`[[zones.${zone.id}.schedule]]`, `start = ${start}`, `flow_pct = ${pct}`, `ramp_s = ${oneOf(random, [30, 60, 120])}`, '');
    } else {
      const events = between(random, 7, 13);
      for (let e = 0; e < events; e++) {
        const startMin = 300 + e * Math.floor(960 / events) + between(random, 0, 20);
        out.push(
          `[[zones.${zone.id}.schedule]]`,
          `start = ${pad2(Math.floor(startMin / 60))}:${pad2(startMin % 60)}:00`,
          `flood_s = ${between(random, 120, 420)}`,
          `drain_s = ${between(random, 300, 900)}`,
          `max_level_mm = ${between(random, 15, 35)}`,
          '',
        );
      }
    }
  }
  return probe(
    'round 63: irrigation zones (TOML)',
    "What's the serial number of the EC probe in irrigation zone GR07-C?",
    'read_irrigation_config',
    out.join('\n'),
    'ec-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** The contract lab's certificate for nine weeks of packhouse environmental swabs, as text. */
function swabCertificate(): EconomicsTask {
  const random = seededRandom(63_107);
  const point = (zone: number, list: string[]): { code: string; zone: number; desc: string }[] =>
    list.map((desc, i) => ({ code: `PH-Z${zone}-${String(i + 1).padStart(3, '0')}`, zone, desc }));
  const z1 = point(1, [
    'Conveyor belt C1 infeed',
    'Conveyor belt C2 infeed',
    'Conveyor belt C3 transfer',
    'Wash flume WF-1 exit lip',
    'Wash flume WF-2 exit lip',
    'Spin drier SD-1 basket interior',
    'Spin drier SD-2 basket interior',
    'Optical grader OG-1 discharge chute',
    'Optical grader OG-2 discharge chute',
    'Multihead weigher MW-1 buckets',
    'Multihead weigher MW-2 buckets',
    'Flow wrapper FW-1 forming box',
    'Flow wrapper FW-2 forming box',
    'Tray sealer TS-1 tooling',
    'Packing table PT-03 surface',
    'Packing table PT-07 surface',
    'Harvest knife (random, knife rack)',
    'Harvest tote (clean stack, random)',
    'Trimming table TT-2 cutting board',
    'Punnet denester PD-1 guides',
    'Leaf mixing drum MX-1 interior',
    'Dewatering shaker DS-1 deck',
  ]);
  const z2 = point(2, [
    'Spin drier SD-2 frame and legs',
    'Spin drier SD-1 control panel buttons',
    'Wash flume WF-1 side panels',
    'Conveyor C2 underside return belt',
    'Optical grader OG-1 housing exterior',
    'Checkweigher CW-1 reject bin',
    'Metal detector MD-2 aperture exterior',
    'Flow wrapper FW-2 guard handles',
    'Tote wash TW-1 exit rollers',
    'Scale HS-04 keypad',
    'Label printer LP-3 housing',
    'Hand wash sink HWS-2 taps',
    'Apron rack, high-care entrance',
    'Squeegee (high-care, random)',
    'Harvest trolley HT-11 handles',
    'Pallet truck PT-2 handle',
  ]);
  const z3 = point(3, [
    'Floor drain - wash line 1',
    'Floor drain - wash line 2',
    'Drain channel under flume WF-1',
    'Drain channel under flume WF-2',
    'Floor/wall junction by packing table PT-05',
    'Floor under optical grader OG-2',
    'Wall panel behind spin drier SD-1',
    'Cold store CS2 door seal',
    'Cold store CS1 floor by door',
    'Condensate tray, evaporator EV-2',
    'Foot dip, high-care entrance',
    'Floor by tote wash TW-1',
    'Ceiling drip tray above MW-1',
    'Hose reel, cleaning station 2',
    'Forklift FLT-03 wheels',
  ]);
  const z4 = point(4, [
    'Changing room bench',
    'Corridor floor to cold store',
    'Canteen door handle',
    'Boot wash BW-1 brushes',
    'Locker room floor',
  ]);
  const target = time('2026-10-07T00:00:00Z');
  const needle = 'Drain gully beside spin drier SD-2';
  const vectors = [
    'Vector: floor under SD-2 outlet',
    'Vector: SD-2 motor housing',
    'Vector: drain cover lifting handle',
    'Vector: squeegee used at wash line 2',
    'Vector: boot soles, wash line 2 staff',
    'Vector: floor/wall junction by SD-2',
    'Vector: conveyor C3 frame feet',
    'Vector: wash line 2 hose nozzle',
  ];
  const investigative = [
    'Hollow leg, packing table PT-05 (opened)',
    'Door track, packhouse airlock',
    'Underside of grader OG-1 belt scraper',
    'Ice machine chute, packhouse',
    'Cable tray above flume WF-1',
    'Tote stack base, raw material chill',
  ];
  const rows: string[] = [];
  let lab = 441_203;
  const row = (cells: string[]): string =>
    `${cells[0]!.padEnd(12)}${cells[1]!.padEnd(12)}${cells[2]!.padEnd(12)}${cells[3]!.padEnd(13)}${cells[4]!.padEnd(3)}${cells[5]!.padEnd(45)}${cells[6]!.padEnd(28)}${cells[7]!.padEnd(16)}${cells[8]!.padEnd(10)}${cells[9]!}`;
  const count = (): string => {
    const r = random();
    if (r < 0.35) return '<10';
    const exp = r < 0.8 ? 1 : r < 0.96 ? 2 : 3;
    return `${decimal(random, 1, 9.9, 1).toFixed(1)} x 10^${exp}`;
  };
  let vectorsLeft = 0;
  for (let day = time('2026-09-07T00:00:00Z'); day <= time('2026-11-06T00:00:00Z'); day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 1 && weekday !== 3 && weekday !== 5) continue;
    const picks = [
      ...shuffle(random, [...z1]).slice(0, 12),
      ...shuffle(random, [...z2]).slice(0, 10),
      ...shuffle(random, [...z3]).slice(0, 11),
      ...shuffle(random, [...z4]).slice(0, 3),
    ];
    const samples: { code: string; zone: number; desc: string; hit?: boolean }[] = [...picks];
    if (day === target) samples.splice(28, 0, { code: 'INV-26-058', zone: 3, desc: needle, hit: true });
    else if (random() < 0.2)
      samples.push({ code: `INV-26-${String(between(random, 10, 99)).padStart(3, '0')}`, zone: 3, desc: oneOf(random, investigative) });
    if (day > target && vectorsLeft < vectors.length && day < target + 10 * DAY)
      for (let k = 0; k < 3 && vectorsLeft < vectors.length; k++)
        samples.push({ code: `INV-26-${String(59 + vectorsLeft).padStart(3, '0')}`, zone: 3, desc: vectors[vectorsLeft++]! });
    for (const s of samples) {
      const id = `S26-${lab++}`;
      const base = [id, dmy(day), dmy(day + DAY), s.code, String(s.zone), s.desc];
      rows.push(row([...base, 'Listeria spp.', s.hit ? 'Detected' : 'Not Detected', '/swab', 'ISO 11290-1:2017 (mod)']));
      const blank = ['', '', '', '', '', ''];
      if (s.hit) rows.push(row([...blank, 'Listeria monocytogenes', 'Not Detected', '/swab', 'ISO 11290-1:2017 confirm']));
      if (s.zone <= 2) rows.push(row([...blank, 'Total viable count (30C)', count(), 'cfu/swab', 'ISO 4833-1:2013']));
      if (s.zone === 1) rows.push(row([...blank, 'Enterobacteriaceae', random() < 0.85 ? '<10' : count(), 'cfu/swab', 'ISO 21528-2:2017']));
    }
  }
  const perPage = 52;
  const pages = Math.ceil(rows.length / perPage);
  const rule = '-'.repeat(170);
  const out: string[] = [
    'ALDERSTONE ANALYTICAL LABORATORIES LTD',
    'Unit 9, Harrowden Business Park, Wellingborough NN8 2XR   UKAS Testing Laboratory No. 4821',
    '',
    'CERTIFICATE OF ANALYSIS                                     Certificate No: AAL-26-118204   Issue: 1   Issued: 10/11/2026',
    'Customer : Brackenmoor Fresh Ltd, Unit 4 Earlstrees Road, Corby NN17 4AX',
    'Programme: EMP-PH-2026 Environmental monitoring - packhouse (swabs, 3 per week)',
    'Period   : 07/09/2026 to 06/11/2026        Samples received chilled (0-8C) by courier; sampled by customer',
    '',
  ];
  for (let p = 0; p < pages; p++) {
    out.push(
      `Alderstone Analytical Laboratories Ltd | Certificate AAL-26-118204 | Brackenmoor Fresh Ltd | Page ${p + 1} of ${pages}`,
      rule,
      row(['Lab No', 'Sampled', 'Received', 'Point', 'Z', 'Description', 'Analyte', 'Result', 'Units', 'Method']),
      rule,
      ...rows.slice(p * perPage, (p + 1) * perPage),
      '',
    );
  }
  out.push(
    'Notes: Results relate only to the items tested. Swabs were taken by the customer; the laboratory is not responsible for sampling.',
    'Listeria spp. detection per 10cm x 10cm area or item, pre-moistened sponge swab. TVC and Enterobacteriaceae per swab.',
    '(mod) = method modified for environmental samples, within UKAS scope. <10 = below the limit of quantification.',
    '',
    'Authorised by: Dr N. Hallam, Microbiology Manager          Electronically signed 10/11/2026 16:02',
    '--- End of certificate ---',
  );
  return probe(
    'round 63: swab certificate (text report, preamble)',
    "The technical manager wants a corrective action raised before the retailer audit next week, based on the lab's environmental swab results. Where in the packhouse did a swab come back positive for Listeria?",
    'get_lab_results',
    out.join('\n'),
    'listeria-site',
    needle,
  );
}

/** The maintenance system's work order export, September to December, as CSV. */
function workOrders(): EconomicsTask {
  const random = seededRandom(63_108);
  type Kind = 'ahu' | 'led' | 'skid' | 'pack' | 'cold' | 'flt' | 'water' | 'hum' | 'air';
  const assets: { id: string; desc: string; loc: string; kind: Kind }[] = [];
  for (const r of GROW_ROOMS) {
    const n = Number(r.slice(2));
    assets.push(
      { id: `AHU-${r}-01`, desc: `Air handling unit 1 - grow room ${n}`, loc: r, kind: 'ahu' },
      { id: `AHU-${r}-02`, desc: `Air handling unit 2 - grow room ${n}`, loc: r, kind: 'ahu' },
      { id: `LED-${r}`, desc: `LED lighting array - grow room ${n}`, loc: r, kind: 'led' },
      { id: `PMP-${r}-NFT`, desc: `NFT channel pump - grow room ${n}`, loc: r, kind: 'skid' },
    );
  }
  assets.push(
    { id: 'AHU-GERM1-01', desc: 'Air handling unit 1 - germination chamber 1', loc: 'GERM-1', kind: 'ahu' },
    { id: 'AHU-GERM1-02', desc: 'Air handling unit 2 - germination chamber 1', loc: 'GERM-1', kind: 'ahu' },
    { id: 'AHU-GERM2-01', desc: 'Air handling unit 1 - germination chamber 2', loc: 'GERM-2', kind: 'ahu' },
    { id: 'HUM-GERM1-01', desc: 'High-pressure fog humidifier - germination chamber 1', loc: 'GERM-1', kind: 'hum' },
    { id: 'AHU-PROP1-01', desc: 'Air handling unit - propagation room 1', loc: 'PROP-1', kind: 'ahu' },
    { id: 'AHU-PROP2-01', desc: 'Air handling unit - propagation room 2', loc: 'PROP-2', kind: 'ahu' },
    { id: 'AHU-PROP3-01', desc: 'Air handling unit - propagation room 3', loc: 'PROP-3', kind: 'ahu' },
    { id: 'FDS-01', desc: 'Fertigation dosing skid 1', loc: 'Plant room', kind: 'skid' },
    { id: 'FDS-02', desc: 'Fertigation dosing skid 2', loc: 'Plant room', kind: 'skid' },
    { id: 'FDS-03', desc: 'Fertigation dosing skid 3', loc: 'Plant room', kind: 'skid' },
    { id: 'RO-01', desc: 'Reverse osmosis plant', loc: 'Plant room', kind: 'water' },
    { id: 'UV-01', desc: 'UV steriliser - return water', loc: 'Plant room', kind: 'water' },
    { id: 'CH-01', desc: 'Glycol chiller 1', loc: 'Roof', kind: 'cold' },
    { id: 'CH-02', desc: 'Glycol chiller 2', loc: 'Roof', kind: 'cold' },
    { id: 'EV-CS1-01', desc: 'Evaporator 1 - cold store 1', loc: 'CS1', kind: 'cold' },
    { id: 'EV-CS1-02', desc: 'Evaporator 2 - cold store 1', loc: 'CS1', kind: 'cold' },
    { id: 'EV-CS2-01', desc: 'Evaporator 1 - cold store 2', loc: 'CS2', kind: 'cold' },
    { id: 'EV-CS3-01', desc: 'Evaporator 1 - despatch chill', loc: 'CS3', kind: 'cold' },
    { id: 'COMP-01', desc: 'Air compressor', loc: 'Plant room', kind: 'air' },
  );
  for (const [id, desc] of [
    ['WF-1', 'Wash flume 1'],
    ['WF-2', 'Wash flume 2'],
    ['SD-1', 'Spin drier 1'],
    ['SD-2', 'Spin drier 2'],
    ['OG-1', 'Optical grader 1'],
    ['OG-2', 'Optical grader 2'],
    ['MW-1', 'Multihead weigher 1'],
    ['MW-2', 'Multihead weigher 2'],
    ['FW-1', 'Flow wrapper 1'],
    ['FW-2', 'Flow wrapper 2'],
    ['FW-3', 'Flow wrapper 3'],
    ['CW-1', 'Checkweigher 1'],
    ['CW-2', 'Checkweigher 2'],
    ['MD-1', 'Metal detector 1'],
    ['MD-2', 'Metal detector 2'],
    ['LP-1', 'Label printer 1'],
    ['LP-2', 'Label printer 2'],
    ['LP-3', 'Label printer 3'],
    ['TW-1', 'Tote washer'],
  ] as const)
    assets.push({ id, desc, loc: 'Packhouse', kind: 'pack' });
  for (let f = 1; f <= 4; f++) assets.push({ id: `FLT-0${f}`, desc: `Forklift truck ${f}`, loc: 'Cold store', kind: 'flt' });
  const pm: Record<Kind, { every: number; task: string }[]> = {
    ahu: [
      { every: 28, task: 'Monthly PM: filter inspection, condensate drain and trap check, fan current reading' },
      { every: 91, task: 'Quarterly PM: replace G4/F7 filters, clean coil, check fan bearings and mountings' },
    ],
    led: [{ every: 28, task: 'Monthly PM: driver temperature survey, clean lenses on 10% of fixtures' }],
    skid: [{ every: 7, task: 'Weekly PM: inspect peristaltic tubing, check EC/pH probes against handheld, strainers' }],
    pack: [{ every: 14, task: 'Fortnightly PM: lubricate per OEM schedule, inspect belts, guards and interlocks' }],
    cold: [{ every: 28, task: 'Monthly PM: F-gas leak check, defrost check, drain line heater check' }],
    flt: [{ every: 7, task: 'Weekly FLT check: forks, chains, hydraulics, tyres, horn and lights' }],
    water: [{ every: 28, task: 'Monthly PM: membrane/lamp hours, conductivity and flow log, prefilter change' }],
    hum: [{ every: 14, task: 'Fortnightly PM: nozzle inspection, pump oil level, line flush' }],
    air: [{ every: 28, task: 'Monthly PM: drain receiver, check oil, belt and air filter' }],
  };
  const faults: Record<Kind, [string, string, string][]> = {
    ahu: [
      [
        'Supply fan very noisy, vibration on housing',
        'Fan motor bearings failing. Replaced EC fan motor, balance and rotation checked.',
        'EC fan motor R3G310 x1',
      ],
      ['Fan motor noisy at start-up', 'Bearings greased, no replacement needed. Monitor at next PM.', ''],
      ['Condensate pump not clearing, water on floor', 'Condensate pump replaced, drain line flushed.', 'Condensate pump SI-1820 x1'],
      ['Supply air temperature hunting +/-1.5C', 'Valve actuator recalibrated, PID retuned with controls.', ''],
      [
        'Filter differential pressure high alarm on HMI',
        'Filters changed early (pollen load), pressure switch tested.',
        'G4 panel x4, F7 bag x2',
      ],
      ['Drip from AHU drain tray onto walkway', 'Drain tray resealed, trap refilled.', 'Sealant'],
      ['Humidity not holding setpoint overnight', 'Dehumidification coil valve sticking - freed and exercised.', ''],
    ],
    led: [
      ['Row of fixtures out on rack', 'Driver failed, replaced driver and checked DALI address.', 'LED driver 600W x1'],
      ['Flicker on tier lights at dawn ramp', 'DALI bus termination loose, remade.', ''],
      ['Fixture lens cracked', 'Lens replaced.', 'Lens LX-660 x1'],
    ],
    skid: [
      ['Peristaltic tubing split on stock B pump', 'Tubing replaced, pump primed and tested.', 'Pharmed tubing x1m'],
      ['pH drifting high, acid not dosing', 'Acid line blocked at injection point - cleared.', ''],
      ['NFT pump tripping on overload', 'Impeller cleaned of root debris, current normal.', ''],
      ['EC probe reading low vs handheld', 'Probe cleaned and recalibrated.', 'Cal solution 2.77 mS'],
    ],
    pack: [
      ['Belt tracking off on infeed', 'Tracking adjusted, tail roller bearing replaced.', 'Bearing 6204 x1'],
      ['Flow wrapper seal jaw temperature low', 'Heater cartridge replaced.', 'Heater 250W x1'],
      ['Checkweigher zero drifting', 'Load cell cable reterminated, recalibrated with test weights.', ''],
      ['Label printer printing faint', 'Printhead cleaned, pressure adjusted.', ''],
      ['Spin drier lid interlock not making', 'Interlock switch replaced and tested.', 'Safety switch x1'],
      ['Grader camera rejecting good leaf', 'Lens cleaned, colour calibration rerun.', ''],
    ],
    cold: [
      ['Evaporator iced up', 'Defrost heater element open circuit - replaced.', 'Defrost heater x1'],
      ['Cold store door slow to close', 'Door closer adjusted, strip curtain refitted.', ''],
      ['Chiller high head pressure', 'Condenser coil washed.', ''],
    ],
    flt: [
      ['Forklift battery not holding charge', 'Cell topped up, charger checked; monitor.', 'Distilled water'],
      ['Horn not working', 'Horn button replaced.', 'Switch x1'],
    ],
    water: [
      ['RO permeate conductivity rising', 'Membranes flushed, antiscalant dose checked.', ''],
      ['UV lamp hours exceeded on HMI', 'Lamp and quartz sleeve replaced, hours reset.', 'UV lamp 320W x1'],
    ],
    hum: [
      ['Fog nozzles dripping', 'Nozzles cleaned, two replaced.', 'Fog nozzle x2'],
      ['Humidifier pump noisy', 'Pump oil changed, inlet filter cleaned.', 'Pump oil 1L'],
    ],
    air: [['Compressor short cycling', 'Pressure switch reset and receiver drained.', '']],
  };
  const techs = ['M. Duffy', 'K. Sandhu', 'P. Ellery', 'G. Harper'];
  const contractors: Record<Kind, string> = {
    ahu: 'Coolair Services Ltd',
    led: 'Lumen Agritech Ltd',
    skid: 'Aquadose Systems',
    pack: 'Packtech Engineering',
    cold: 'Coolair Services Ltd',
    flt: 'Midshires Forklifts',
    water: 'Aquadose Systems',
    hum: 'Coolair Services Ltd',
    air: 'Coolair Services Ltd',
  };
  const start = time('2026-09-01T00:00:00Z');
  const end = time('2026-12-31T00:00:00Z');
  const now = time('2026-11-12T09:10:00Z');
  const targetDay = time('2026-10-27T00:00:00Z');
  const phase = new Map(assets.map((a) => [a.id, between(random, 0, 90)]));
  let pmNo = 31_840;
  let cmNo = 48_122;
  let needle = '';
  const rows: string[] = [
    'WO Number,Type,Priority,Status,Asset ID,Asset Description,Location,Problem / Task,Raised,Raised By,Scheduled,Completed,Assigned To,Labour (h),Parts Used,Completion Notes',
  ];
  const stamp = (t: number): string => `${ymd(t)} ${hms(t).slice(0, 5)}`;
  for (let day = start; day <= end; day += DAY) {
    const dayIndex = Math.round((day - start) / DAY);
    const entries: { at: number; cells: (string | number)[]; target?: boolean }[] = [];
    for (const a of assets)
      for (const task of pm[a.kind])
        if ((dayIndex + phase.get(a.id)!) % task.every === 0) {
          const due = day + between(random, 7, 15) * HOUR;
          const done = due + between(random, -2, 30) * HOUR;
          const closed = done < now;
          const who = a.kind === 'flt' ? 'Midshires Forklifts' : oneOf(random, techs);
          entries.push({
            at: due,
            cells: [
              'PM',
              'PM',
              'P3',
              closed ? 'Closed' : due < now ? 'Open' : 'Scheduled',
              a.id,
              a.desc,
              a.loc,
              task.task,
              stamp(due - 14 * DAY),
              'CMMS scheduler',
              ymd(due),
              closed ? stamp(done) : '',
              who,
              closed ? decimal(random, 0.3, 3.5, 1) : '',
              '',
              closed ? oneOf(random, ['Completed, no issues', 'Completed as per checklist', 'Done. Minor adjustment only', 'OK']) : '',
            ],
          });
        }
    if (day <= now) {
      const faultsToday = between(random, 7, 13);
      for (let f = 0; f < faultsToday; f++) {
        let a = oneOf(random, assets);
        let fault = oneOf(random, faults[a.kind]);
        // motor swaps are rare, and on the germination air handlers only in the one job below
        while (fault[2].startsWith('EC fan motor') && (a.id.startsWith('AHU-GERM') || random() < 0.8)) {
          a = oneOf(random, assets);
          fault = oneOf(random, faults[a.kind]);
        }
        const raised = day + between(random, 6 * 60, 21 * 60) * MINUTE;
        const done = raised + between(random, 1, 60) * HOUR;
        const closed = done < now;
        const contractor = random() < 0.25;
        entries.push({
          at: raised,
          cells: [
            'CM',
            'CM',
            oneOf(random, ['P1', 'P2', 'P2', 'P3']),
            closed ? 'Closed' : oneOf(random, ['Open', 'In Progress', 'Awaiting Parts']),
            a.id,
            a.desc,
            a.loc,
            fault[0],
            stamp(raised),
            oneOf(random, PEOPLE),
            ymd(raised),
            closed ? stamp(done) : '',
            contractor ? contractors[a.kind] : oneOf(random, techs),
            closed ? decimal(random, 0.5, 6, 1) : '',
            closed ? fault[2] : '',
            closed ? fault[1] : '',
          ],
        });
      }
      if (day === targetDay) {
        const raised = day + 7 * HOUR + 42 * MINUTE;
        entries.push({
          at: raised,
          target: true,
          cells: [
            'CM',
            'CM',
            'P1',
            'Closed',
            'AHU-GERM1-02',
            'Air handling unit 2 - germination chamber 1',
            'GERM-1',
            'Supply fan running rough and loud, tripped on restart',
            stamp(raised),
            'L. Brennan',
            ymd(raised),
            stamp(raised + 31 * HOUR + 28 * MINUTE),
            'Coolair Services Ltd',
            3.5,
            'ebm-papst EC fan motor/impeller R3G310-AS01 x1',
            'Fan motor seized. New EC motor/impeller fitted, 0-10V signal rewired, airflow checked at 2350 m3/h. Contractor invoice to follow.',
          ],
        });
      }
    }
    entries.sort((x, y) => x.at - y.at);
    for (const e of entries) {
      e.cells[0] = e.cells[0] === 'PM' ? `PM-00${pmNo++}` : `WO-00${cmNo++}`;
      if (e.target) needle = String(e.cells[0]);
      rows.push(e.cells.map(csv).join(','));
    }
  }
  return probe(
    'round 63: work orders (CSV, preamble and paraphrase)',
    'Finance have an invoice for a fan motor that a contractor put into one of the air handlers in the germination room a couple of weeks ago, and they need our job number to match it against. Which job was it?',
    'export_work_orders',
    rows.join('\n'),
    'job-number',
    needle,
  );
}

/** The WMS stock list for the three cold stores, by location. */
function coldStoreStock(): EconomicsTask {
  const random = seededRandom(63_109);
  const now = time('2026-11-12T09:30:00Z');
  const targetHarvest = time('2026-11-09T00:00:00Z');
  const raw = [
    ['RM-ROK-BLK', 'Red oak heads, bulk crate', 'RO'],
    ['RM-GOK-BLK', 'Green oak heads, bulk crate', 'GO'],
    ['RM-RKT-BLK', 'Wild rocket, bulk tote', 'RK'],
    ['RM-SPN-BLK', 'Baby spinach, bulk tote', 'SP'],
    ['RM-BSL-BLK', 'Basil, bulk tote', 'BA'],
    ['RM-COR-BLK', 'Coriander, bulk tote', 'CO'],
    ['RM-PEA-BLK', 'Pea shoots, bulk tote', 'PS'],
    ['RM-MIZ-BLK', 'Mizuna, bulk tote', 'MZ'],
    ['RM-PAK-BLK', 'Baby pak choi, bulk crate', 'PC'],
  ] as const;
  const targetLoc = 'CS2-D-11-3';
  const header = `${'LOCATION'.padEnd(13)}${'LPN'.padEnd(13)}${'ITEM'.padEnd(13)}${'DESCRIPTION'.padEnd(34)}${'LOT'.padEnd(10)}${'HARVESTED'.padEnd(11)}${'PACKED'.padEnd(11)}${'BBE'.padEnd(11)}${'QTY'.padStart(5)} ${'UOM'.padEnd(5)}${'STATUS'.padEnd(11)}${'PALLET'.padEnd(8)}${'KG'.padStart(7)}  ${'RECEIVED'.padEnd(17)}ORDER`;
  const out: string[] = [
    'wms 5.3.2  stock list  site=CRB1  area=CS1,CS2,CS3  sort=location  as-of 2026-11-12 09:30:12 GMT',
    '',
    header,
    '-'.repeat(header.length + 6),
  ];
  let lpn = 7_702_114;
  let rows = 0;
  let cases = 0;
  const locations: string[] = [];
  for (const a of 'ABCDEF') for (let b = 1; b <= 20; b++) for (let l = 1; l <= 4; l++) locations.push(`CS1-${a}-${pad2(b)}-${l}`);
  for (const a of 'ABCDEFGHIJKL') for (let b = 1; b <= 20; b++) for (let l = 1; l <= 4; l++) locations.push(`CS2-${a}-${pad2(b)}-${l}`);
  for (let lane = 1; lane <= 24; lane++) for (let p = 1; p <= 8; p++) locations.push(`CS3-L${pad2(lane)}-${p}`);
  for (const loc of locations) {
    if (loc !== targetLoc && random() < 0.05) continue;
    const area = loc.slice(0, 3);
    let item: string;
    let desc: string;
    let code: string;
    let harvest: number;
    let packed: number | null;
    let bbe: number;
    let qty: number;
    let uom: string;
    if (loc === targetLoc) {
      const p = product('PEA-SHT-040');
      [item, desc, code] = [p.sku, `${p.desc} x${p.caseSize}`, p.code];
      harvest = targetHarvest;
      packed = harvest + DAY;
      bbe = harvest + p.shelf * DAY;
      qty = 38;
      uom = 'CS';
    } else if (area === 'CS1') {
      const r = oneOf(random, raw);
      [item, desc, code] = [r[0], r[1], r[2]];
      harvest = now - between(random, 0, 2) * DAY;
      if (code === 'PS' && ymd(harvest) === ymd(targetHarvest)) harvest += DAY;
      packed = null;
      bbe = harvest + 4 * DAY;
      qty = between(random, 12, 40);
      uom = 'TOTE';
    } else {
      const p = oneOf(random, PRODUCTS);
      [item, desc, code] = [p.sku, `${p.desc} x${p.caseSize}`, p.code];
      harvest = now - between(random, 1, 5) * DAY;
      if (code === 'PS' && ymd(harvest) === ymd(targetHarvest)) harvest -= between(random, 1, 2) * DAY * (random() < 0.5 ? -1 : 1);
      packed = harvest + between(random, 0, 1) * DAY;
      bbe = harvest + p.shelf * DAY;
      qty = between(random, 20, 120);
      uom = 'CS';
    }
    harvest = time(`${ymd(harvest)}T00:00:00Z`);
    const status =
      area === 'CS3'
        ? oneOf(random, ['PICKED', 'PICKED', 'LOADING'])
        : area === 'CS1'
          ? oneOf(random, ['AVAILABLE', 'AVAILABLE', 'IN-PROCESS'])
          : oneOf(random, ['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'ALLOCATED', 'QA-HOLD']);
    const received = Math.min(now - between(random, 10, 200) * MINUTE, (packed ?? harvest) + between(random, 6 * 60, 20 * 60) * MINUTE);
    const order = area === 'CS3' || status === 'ALLOCATED' ? `SO-${between(random, 557_900, 558_420)}` : '';
    out.push(
      `${loc.padEnd(13)}${`LP${lpn++}`.padEnd(13)}${item.padEnd(13)}${desc.padEnd(34)}${`6${julian(harvest)}-${code}`.padEnd(10)}${dmyShort(harvest).padEnd(11)}${(packed === null ? '-' : dmyShort(packed)).padEnd(11)}${dmyShort(bbe).padEnd(11)}${String(qty).padStart(5)} ${uom.padEnd(5)}${(loc === targetLoc ? 'AVAILABLE' : status).padEnd(11)}${oneOf(random, ['CHEP', 'CHEP', 'EURO', 'PLASTIC']).padEnd(8)}${(uom === 'TOTE' ? qty * decimal(random, 6, 9, 1) + 22 : qty * decimal(random, 0.45, 1.9, 2) + 22).toFixed(1).padStart(7)}  ${`${dmyShort(received)} ${hms(received).slice(0, 5)}`.padEnd(17)}${order}`,
    );
    rows++;
    cases += qty;
  }
  out.push(
    '-'.repeat(header.length + 6),
    `${rows} handling units, ${cases} cases/totes, 3 areas. Locations free: ${locations.length - rows}.`,
  );
  return probe(
    'round 63: cold store stock (WMS table, mock recall preamble)',
    "We're running a mock recall for the BRCGS audit tomorrow, and the auditor has picked the pea shoots we harvested on Monday 9 November. Where in the cold store is what's left of that harvest?",
    'wms_stock_list',
    out.join('\n'),
    'recall-location',
    targetLoc,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** The climate controller's live status, one row per rack tier. */
function climateStatus(): EconomicsTask {
  const random = seededRandom(63_110);
  const target = 'GR09-R05-T11';
  const now = time('2026-11-12T08:14:00Z');
  const head = `${'ZONE'.padEnd(14)}${'PHASE'.padEnd(7)}${'AIR_C'.padStart(6)}${'RH_%'.padStart(7)}${'VPD'.padStart(6)}${'CO2'.padStart(7)}${'PPFD'.padStart(6)}${'LEAF_C'.padStart(8)}${'AIR_MS'.padStart(8)}   ${'SP T/RH/CO2'.padEnd(15)}UPDATED`;
  const out: string[] = ['climatectl 6.2.0  status --site CRB1 --all-tiers  2026-11-12 08:14:00 UTC', ''];
  for (const room of GROW_ROOMS) {
    const day = random() < 0.68;
    const spT = day ? decimal(random, 21, 24, 1) : decimal(random, 17, 20, 1);
    const spRh = between(random, 62, 75);
    const spCo2 = day ? between(random, 9, 12) * 100 : between(random, 5, 6) * 100;
    const ppfd = day ? between(random, 180, 360) : 0;
    out.push(
      `== ${room}  phase=${day ? 'DAY' : 'NIGHT'}  recipe=${oneOf(random, CROPS).key}-v${between(random, 3, 8)}  AHU-${room}-01/02 running  CO2 valve ${day ? 'modulating' : 'closed'}`,
      head,
    );
    for (let rack = 1; rack <= 16; rack++)
      for (let tier = 1; tier <= 12; tier++) {
        const zone = `${room}-R${pad2(rack)}-T${pad2(tier)}`;
        const air = spT + decimal(random, -0.6, 0.6, 1) + (tier > 9 ? 0.3 : 0);
        const rh = spRh + decimal(random, -3, 3, 1);
        const svp = 0.6108 * Math.exp((17.27 * air) / (air + 237.3));
        const co2 = zone === target ? 2964 : spCo2 + between(random, -70, 70);
        out.push(
          `${zone.padEnd(14)}${(day ? 'DAY' : 'NIGHT').padEnd(7)}${air.toFixed(1).padStart(6)}${rh.toFixed(1).padStart(7)}${(svp * (1 - rh / 100)).toFixed(2).padStart(6)}${String(co2).padStart(7)}${String(day ? Math.max(0, ppfd + between(random, -15, 15)) : 0).padStart(6)}${(air - (day ? decimal(random, 0.2, 1.2, 1) : decimal(random, 0.4, 1.0, 1))).toFixed(1).padStart(8)}${decimal(random, 0.3, 0.7, 2).toFixed(2).padStart(8)}   ${`${spT.toFixed(1)}/${spRh}/${spCo2}`.padEnd(15)}${isoSec(now - between(random, 2, 58) * 1000)}`,
        );
      }
    out.push('');
  }
  out.push(`${GROW_ROOMS.length * 16 * 12} tiers reported, 0 stale (>120 s).`);
  return probe(
    'round 63: climate status (CLI table, odd CO2)',
    "Looking at the live climate readings, which tier's CO2 is way off compared with everything else?",
    'climate_status',
    out.join('\n'),
    'odd-co2',
    target,
  );
}

/** The packing line label printers' job history since 1 October, as CSV. */
function labelHistory(): EconomicsTask {
  const random = seededRandom(63_111);
  const target = time('2026-10-22T00:00:00Z');
  const operators = ['k.sandhu', 'b.olsen', 'r.doyle', 'm.iqbal', 'z.hughes', 'n.perez', 'w.tan'];
  const rows: string[] = [
    'job_id,printed_at,line,printer,template,sku,description,gtin,pack_date,use_by,lot,qty_printed,operator,verified_by',
  ];
  let job = 260_114;
  let needle = '';
  for (let day = time('2026-10-01T00:00:00Z'); day <= time('2026-11-12T00:00:00Z'); day += DAY) {
    const count = new Date(day).getUTCDay() === 0 ? between(random, 30, 45) : between(random, 80, 100);
    const stamps = Array.from({ length: count }, () => day + between(random, 5 * 3600, 22 * 3600) * 1000).sort((a, b) => a - b);
    const plantAt = day === target ? Math.floor(count * 0.55) : -1;
    stamps.forEach((printed, i) => {
      const p = i === plantAt ? product('SPN-BBY-200') : oneOf(random, PRODUCTS);
      const line = between(random, 1, 3);
      const right = day + p.shelf * DAY;
      const useBy = i === plantAt ? ymd(right).replace('-10-', '-11-') : ymd(right);
      if (i === plantAt) needle = useBy;
      rows.push(
        [
          `LJ${job++}`,
          isoSec(printed),
          `L${line}`,
          `LP-${line}`,
          oneOf(random, ['KES_RETAIL_V4', 'HWP_PACK_2026', 'FMK_STD_03', 'NGC_LEAF_V2', 'CHL_CASE_01']),
          p.sku,
          p.desc,
          p.gtin,
          ymd(day),
          useBy,
          `L${julian(day)}-${line}`,
          between(random, 4, 60) * 10,
          oneOf(random, operators),
          oneOf(random, operators),
        ]
          .map(csv)
          .join(','),
      );
    });
  }
  return probe(
    'round 63: label history (CSV, odd use-by)',
    "Going through the label printer history: one run printed a use-by date that doesn't fit the product's shelf life. What use-by date did it print?",
    'label_print_history',
    rows.join('\n'),
    'odd-use-by',
    needle,
  );
}

/** The lighting controller's latest telemetry, one JSON object per fixture. */
function fixtureTelemetry(): EconomicsTask {
  const random = seededRandom(63_112);
  const target = 'GR06-R10-T03-L1';
  const now = time('2026-11-12T08:40:00Z');
  const lines: string[] = [];
  let needle = '';
  for (const room of GROW_ROOMS) {
    const on = room === 'GR06' || random() < 0.7;
    const dim = on ? (room === 'GR06' ? 100 : oneOf(random, [100, 100, 90, 85])) : 0;
    const fw = oneOf(random, ['5.4.2', '5.4.2', '5.4.2', '5.3.9']);
    for (let rack = 1; rack <= 16; rack++)
      for (let tier = 1; tier <= 12; tier++) {
        const id = `${room}-R${pad2(rack)}-T${pad2(tier)}-L1`;
        const voltage = decimal(random, 228, 242, 1);
        const power = id === target ? 318.4 : on ? decimal(random, 6.32, 6.64, 3) * dim : decimal(random, 1.8, 2.4, 1);
        const watts = Number(power.toFixed(1));
        if (id === target) needle = watts.toFixed(1);
        lines.push(
          JSON.stringify({
            fixture_id: id,
            room,
            rack: `R${pad2(rack)}`,
            tier: `T${pad2(tier)}`,
            model: 'Lumen Agritech LX-660',
            driver_serial: `LXD-${between(random, 2301, 2512)}-${hex(random, 6).toUpperCase()}`,
            fw,
            state: on ? 'on' : 'standby',
            dim_pct: dim,
            power_w: watts,
            voltage_v: voltage,
            current_a: Number((watts / voltage).toFixed(3)),
            driver_temp_c: on ? decimal(random, 44, 56, 1) : decimal(random, 19, 23, 1),
            heatsink_temp_c: on ? decimal(random, 36, 47, 1) : decimal(random, 18, 22, 1),
            run_hours: between(random, 6_000, 21_000),
            dali_addr: (rack * 12 + tier) % 64,
            last_seen: isoSec(now - between(random, 1, 40) * 1000),
          }),
        );
      }
  }
  return probe(
    'round 63: fixture telemetry (NDJSON, odd wattage)',
    "One of the grow lights that's switched on is drawing far less power than the others at the same dim level. How many watts is it pulling?",
    'lighting_telemetry',
    lines.join('\n'),
    'odd-watts',
    needle,
  );
}

export function roundSixtyThree(): EconomicsTask[] {
  return [
    cropBatches(),
    despatchAdvice(),
    dosingSkidLog(),
    growRecipes(),
    retailerOrders(),
    irrigationConfig(),
    swabCertificate(),
    workOrders(),
    coldStoreStock(),
    climateStatus(),
    labelHistory(),
    fixtureTelemetry(),
  ];
}
