/**
 * Probe round 42, written blind: a made-up online grocer, Greengage (a customer fulfilment centre at
 * Avonmouth, spokes at Cardiff and Swindon, its own vans and a Kubernetes platform). "Today" is
 * Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - product search json: what stock status the search index holds, site by site, for one oat drink.
 *  - supplier desadv edifact: how many cases of one cream a creamery's despatch advice puts on this morning's delivery.
 *  - promotions export xml: which offer one apple pack goes on from next Monday, and until when.
 * b. The answer a few lines away from the line the question's words match:
 *  - deployments yaml: the memory limit one payments worker's main container runs with.
 *  - refunds api log: the underlying cause of one order's refund failing again this morning.
 *  - chiller slotting report: which pick face one egg pack is slotted to.
 * c. A question that paraphrases the output, or comes after a preamble:
 *  - on-call incident log: who took Tuesday night's page about product search being slow.
 *  - van telematics events: how warm a van's fridge compartment got on yesterday afternoon's Clevedon run.
 *  - delivery slot capacity: whether a regular's usual first Saturday slot is sold out or something else.
 * d. One value unlike its peers, no error word near it:
 *  - grid robot fleet: the robot set up unlike the others of its model.
 *  - cluster pods: the pod that restarts far more than any other.
 *  - price changes csv: the price change that looks like a keying slip.
 * Not among the bench's targets.
 *
 * First run, at 9c459ba (b0f0613 with this file; `ROUNDS=42 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 2,742,083 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. f8ebb37, the head before this round's stop began,
 * finds 3/12 (71,736 tokens): not the delivery slot capacity.
 *   round 42: product search json
 *     codex: 6,549 tokens, peak 6,451, 0/1 needles, 0 read-backs
 *     context-chef: 720 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,447 tokens, peak 4,993, 0/1 needles, 4 read-backs
 *     ours: 6,058 tokens, peak 2,283, 0/1 needles, 3 read-backs
 *   round 42: supplier desadv edifact
 *     codex: 11,140 tokens, peak 11,037, 0/1 needles, 0 read-backs
 *     context-chef: 1,046 tokens, peak 943, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,019 tokens, peak 1,117, 0/1 needles, 4 read-backs
 *     ours: 5,010 tokens, peak 1,082, 0/1 needles, 4 read-backs
 *   round 42: promotions export xml
 *     codex: 7,124 tokens, peak 7,044, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,407 tokens, peak 984, 0/1 needles, 4 read-backs
 *     ours: 4,391 tokens, peak 960, 0/1 needles, 4 read-backs
 *   round 42: deployments yaml
 *     codex: 10,367 tokens, peak 10,288, 0/1 needles, 0 read-backs
 *     context-chef: 608 tokens, peak 529, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,572 tokens, peak 2,869, 0/1 needles, 2 read-backs
 *     ours: 5,532 tokens, peak 2,460, 0/1 needles, 2 read-backs
 *   round 42: refunds api log
 *     codex: 15,978 tokens, peak 15,903, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 705, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,046 tokens, peak 3,600, 0/1 needles, 2 read-backs
 *     ours: 6,641 tokens, peak 3,510, 1/1 needles, 2 read-backs
 *   round 42: chiller slotting report
 *     codex: 12,993 tokens, peak 12,901, 0/1 needles, 0 read-backs
 *     context-chef: 698 tokens, peak 606, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,836 tokens, peak 4,277, 0/1 needles, 3 read-backs
 *     ours: 17,221 tokens, peak 6,035, 1/1 needles, 4 read-backs
 *   round 42: on-call incident log, paraphrase
 *     codex: 13,774 tokens, peak 13,697, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,921 tokens, peak 1,293, 0/1 needles, 4 read-backs
 *     ours: 4,277 tokens, peak 931, 0/1 needles, 4 read-backs
 *   round 42: van telematics events, preamble and paraphrase
 *     codex: 18,095 tokens, peak 17,979, 0/1 needles, 0 read-backs
 *     context-chef: 930 tokens, peak 814, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,854 tokens, peak 1,481, 0/1 needles, 4 read-backs
 *     ours: 4,397 tokens, peak 938, 0/1 needles, 4 read-backs
 *   round 42: delivery slot capacity, preamble and paraphrase
 *     codex: 16,559 tokens, peak 16,453, 0/1 needles, 0 read-backs
 *     context-chef: 835 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,265 tokens, peak 4,017, 0/1 needles, 2 read-backs
 *     ours: 6,900 tokens, peak 3,486, 1/1 needles, 2 read-backs
 *   round 42: grid robot fleet
 *     codex: 20,756 tokens, peak 20,665, 0/1 needles, 0 read-backs
 *     context-chef: 955 tokens, peak 864, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,074 tokens, peak 1,530, 0/1 needles, 4 read-backs
 *     ours: 4,183 tokens, peak 899, 1/1 needles, 4 read-backs
 *   round 42: cluster pods
 *     codex: 13,978 tokens, peak 13,892, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,847 tokens, peak 1,280, 0/1 needles, 4 read-backs
 *     ours: 3,865 tokens, peak 836, 0/1 needles, 4 read-backs
 *   round 42: price changes csv
 *     codex: 18,273 tokens, peak 18,180, 0/1 needles, 0 read-backs
 *     context-chef: 865 tokens, peak 772, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,645 tokens, peak 1,425, 0/1 needles, 4 read-backs
 *     ours: 3,335 tokens, peak 728, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
/** A moment of November 2026: the UK is on GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19T06:02:11Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** A shelf price: to the nearest 5p. */
const shelf = (n: number) => Math.max(0.3, Math.round(n * 20) / 20);

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

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 3): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** Grocery lines: category, item, pack sizes, and a typical price of the first size. */
const LINES: readonly (readonly [string, string, readonly string[], number])[] = [
  ['Dairy > Milk', 'Semi Skimmed Milk', ['1 Pint', '2 Pints', '4 Pints'], 0.75],
  ['Dairy > Milk', 'Whole Milk', ['1 Pint', '2 Pints', '4 Pints'], 0.75],
  ['Dairy > Milk', 'Skimmed Milk', ['2 Pints', '4 Pints'], 1.25],
  ['Dairy > Milk alternatives', 'Unsweetened Soya Drink', ['1L'], 1.2],
  ['Dairy > Milk alternatives', 'Almond Drink', ['1L'], 1.5],
  ['Dairy > Milk alternatives', 'Coconut Drink', ['1L'], 1.45],
  ['Dairy > Yoghurt', 'Greek Style Natural Yoghurt', ['500g', '1kg'], 1.35],
  ['Dairy > Yoghurt', 'Strawberry Yoghurts', ['4 x 125g', '6 x 125g'], 1.3],
  ['Dairy > Yoghurt', 'Vanilla Yoghurt', ['450g'], 1.6],
  ['Dairy > Cheese', 'Mature Cheddar', ['350g', '700g'], 2.9],
  ['Dairy > Cheese', 'Extra Mature Cheddar', ['350g'], 3.25],
  ['Dairy > Cheese', 'Mozzarella', ['125g', '3 x 125g'], 0.85],
  ['Dairy > Cheese', 'Halloumi', ['225g'], 2.75],
  ['Dairy > Butter', 'Salted Butter', ['250g'], 2.1],
  ['Dairy > Butter', 'Unsalted Butter', ['250g'], 2.1],
  ['Dairy > Cream', 'Double Cream', ['300ml', '600ml'], 1.3],
  ['Dairy > Cream', 'Single Cream', ['300ml'], 1.05],
  ['Bakery', 'White Sliced Bread', ['400g', '800g'], 0.65],
  ['Bakery', 'Wholemeal Sliced Bread', ['800g'], 1.2],
  ['Bakery', 'Sourdough Bloomer', ['600g'], 2.4],
  ['Bakery', 'All Butter Croissants', ['4 Pack', '8 Pack'], 1.65],
  ['Bakery', 'Crumpets', ['6 Pack', '9 Pack'], 0.85],
  ['Fruit', 'Bananas', ['5 Pack'], 0.9],
  ['Fruit', 'Braeburn Apples', ['6 Pack'], 1.95],
  ['Fruit', 'Gala Apples', ['6 Pack'], 1.85],
  ['Fruit', 'Conference Pears', ['4 Pack'], 1.6],
  ['Fruit', 'Easy Peeler Clementines', ['600g'], 1.7],
  ['Fruit', 'Blueberries', ['150g', '300g'], 2.0],
  ['Fruit', 'Seedless Red Grapes', ['500g'], 2.1],
  ['Vegetables', 'Carrots', ['1kg'], 0.6],
  ['Vegetables', 'Brown Onions', ['1kg'], 0.85],
  ['Vegetables', 'Maris Piper Potatoes', ['2kg'], 1.6],
  ['Vegetables', 'Broccoli', ['350g'], 0.75],
  ['Vegetables', 'Baby Spinach', ['200g'], 1.3],
  ['Vegetables', 'Cherry Tomatoes', ['250g'], 1.1],
  ['Vegetables', 'Mixed Peppers', ['3 Pack'], 1.55],
  ['Meat & Fish > Chicken', 'British Chicken Breast Fillets', ['300g', '650g'], 3.2],
  ['Meat & Fish > Chicken', 'Whole Chicken', ['1.4kg'], 4.5],
  ['Meat & Fish > Beef', 'Beef Mince 5% Fat', ['500g'], 4.25],
  ['Meat & Fish > Beef', 'Beef Steak Mince 20% Fat', ['500g'], 3.4],
  ['Meat & Fish > Pork', 'Unsmoked Back Bacon', ['300g'], 2.75],
  ['Meat & Fish > Pork', 'Pork Sausages', ['6 Pack', '12 Pack'], 2.2],
  ['Meat & Fish > Fish', 'Scottish Salmon Fillets', ['2 x 120g', '4 x 120g'], 4.1],
  ['Meat & Fish > Fish', 'Smoked Haddock Fillets', ['300g'], 3.9],
  ['Ready Meals', 'Chicken Tikka Masala', ['400g'], 3.5],
  ['Ready Meals', 'Lasagne', ['400g', '800g'], 3.25],
  ['Ready Meals', 'Macaroni Cheese', ['400g'], 2.9],
  ['Ready Meals', 'Tomato & Basil Soup', ['600g'], 1.9],
  ['Food Cupboard', 'Basmati Rice', ['1kg', '2kg'], 1.9],
  ['Food Cupboard', 'Penne Pasta', ['500g', '1kg'], 0.75],
  ['Food Cupboard', 'Spaghetti', ['500g'], 0.7],
  ['Food Cupboard', 'Chopped Tomatoes', ['400g', '4 x 400g'], 0.55],
  ['Food Cupboard', 'Baked Beans', ['415g', '4 x 415g'], 0.6],
  ['Food Cupboard', 'Porridge Oats', ['1kg'], 1.1],
  ['Food Cupboard', 'Cornflakes', ['500g'], 1.55],
  ['Food Cupboard', 'Smooth Peanut Butter', ['340g'], 1.85],
  ['Food Cupboard', 'Strawberry Jam', ['454g'], 1.35],
  ['Food Cupboard', 'Extra Virgin Olive Oil', ['500ml', '1L'], 5.4],
  ['Drinks', 'Smooth Orange Juice', ['1L', '1.75L'], 1.5],
  ['Drinks', 'Sparkling Water', ['6 x 500ml'], 1.8],
  ['Drinks', 'Cola', ['2L', '8 x 330ml'], 1.85],
  ['Drinks', 'English Breakfast Tea Bags', ['80 Pack', '240 Pack'], 2.6],
  ['Drinks', 'Ground Coffee Medium Roast', ['227g'], 3.5],
  ['Frozen', 'Garden Peas', ['900g'], 1.4],
  ['Frozen', 'Oven Chips', ['1.5kg'], 2.1],
  ['Frozen', 'Margherita Pizza', ['340g'], 1.9],
  ['Frozen', 'Vanilla Ice Cream', ['1L', '2L'], 1.8],
  ['Frozen', 'Fish Fingers', ['10 Pack', '20 Pack'], 2.2],
  ['Household', 'Non Bio Laundry Liquid', ['1.2L'], 4.5],
  ['Household', 'Washing Up Liquid', ['433ml'], 1.25],
  ['Household', 'Toilet Tissue', ['9 Rolls'], 4.75],
  ['Household', 'Kitchen Roll', ['2 Rolls', '4 Rolls'], 2.25],
];
const BRANDS = [
  'Greengage',
  'Greengage Finest',
  'Greengage Essentials',
  'Meadowcroft',
  'Hollins Farm',
  'Tidewell',
  'Brackenbury',
  'Little Orchard',
  'Harvest Lane',
];

interface Product {
  readonly sku: string;
  readonly gtin: string;
  readonly name: string;
  readonly brand: string;
  readonly item: string;
  readonly size: string;
  readonly category: string;
  readonly price: number;
}

/** SKUs unique within one task. */
function skuMaker(random: () => number): () => string {
  const used = new Set<string>();
  return () => {
    let sku = '';
    while (!sku || used.has(sku)) sku = `GG-${between(random, 100_000, 899_999)}`;
    used.add(sku);
    return sku;
  };
}

/** One product. */
const product = (sku: () => string, random: () => number, brand: string, item: string, size: string, category: string, price: number) => ({
  sku: sku(),
  gtin: `50${digits(random, 11)}`,
  name: `${brand} ${item} ${size}`,
  brand,
  item,
  size,
  category,
  price,
});

/** Most brand, item and size combinations of `lines`, shuffled: a catalogue with no name twice. */
function catalogue(random: () => number, sku: () => string, lines = LINES, share = 0.75): Product[] {
  const out: Product[] = [];
  for (const [category, item, sizes, base] of lines)
    sizes.forEach((size, k) => {
      for (const brand of BRANDS) {
        if (random() > share) continue;
        const factor = brand === 'Greengage Finest' ? 1.45 : brand === 'Greengage Essentials' ? 0.7 : brand === 'Greengage' ? 1 : 1.2;
        out.push(product(sku, random, brand, item, size, category, shelf(base * (1 + k * 0.85) * factor * (0.92 + random() * 0.16))));
      }
    });
  return shuffle(random, out);
}

/** `GET products-v7/_search` on the storefront's search cluster: the index dumped as one line of JSON; one oat drink's stock. */
function productSearchJson(): EconomicsTask {
  const random = seededRandom(42_001);
  const sku = skuMaker(random);
  const SITES = ['BRS1', 'CDF1', 'SWN1'];
  const stock = () => oneOf(random, ['IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
  const DIETARY = [[], [], ['vegetarian'], ['vegan'], ['vegan', 'gluten_free'], ['vegetarian', 'organic']];
  const ALLERGENS = [[], [], ['milk'], ['gluten', 'wheat'], ['milk', 'soya'], ['egg', 'milk', 'gluten'], ['fish'], ['mustard', 'celery']];
  const BADGES = [[], [], [], ['new'], ['british'], ['price_lock'], ['plus_price'], ['bestseller']];
  const BLURBS = [
    'A family favourite, great value every day.',
    'Sourced from suppliers we know, packed fresh for your order.',
    'Carefully selected for flavour and quality.',
    'Perfect for the weekly shop.',
    'Recyclable packaging. Check local recycling for the film.',
  ];
  /** How a product keeps, by the first part of its category. */
  const storage = (category: string) =>
    /^(Dairy|Meat|Ready)/.test(category)
      ? 'Keep refrigerated below 5C. Once opened, consume within 2 days.'
      : category === 'Frozen'
        ? 'Store at -18C or below. Do not refreeze once defrosted.'
        : category === 'Household'
          ? 'Keep out of reach of children.'
          : /^(Fruit|Vegetables|Bakery)/.test(category)
            ? 'Best stored somewhere cool and dry.'
            : 'Store in a cool dry place. Once opened, use within 3 days.';
  const hit = (p: Product, availability?: Record<string, string>, dietary?: string[]) => {
    const was = random() < 0.12 ? shelf(p.price * (1.15 + random() * 0.3)) : null;
    return {
      _index: 'products-v7-20261118',
      _id: p.sku,
      _score: 1,
      _source: {
        sku: p.sku,
        gtin: p.gtin,
        name: p.name,
        brand: p.brand,
        pack_size: p.size,
        availability: availability ?? Object.fromEntries(SITES.map((s) => [s, stock()])),
        price: { current: p.price, was, currency: 'GBP', price_lock: random() < 0.1 },
        category: p.category.split(' > '),
        description: `${p.item} from ${p.brand}. ${oneOf(random, BLURBS)} ${storage(p.category)}`,
        dietary: dietary ?? (/^(Meat|Household)/.test(p.category) ? [] : oneOf(random, DIETARY)),
        allergens: oneOf(random, ALLERGENS),
        badges: oneOf(random, BADGES),
        keywords: [p.item.toLowerCase(), ...p.item.toLowerCase().split(' ').slice(-1), p.brand.toLowerCase()],
        rating: Number((3.2 + random() * 1.8).toFixed(1)),
        review_count: between(random, 0, 2_400),
        boost: Number((0.5 + random()).toFixed(2)),
        image: `https://img.greengage.co.uk/p/${p.sku}/${hex(random, 10)}.webp`,
        updated_at: isoZ(T(18, between(random, 0, 23), between(random, 0, 59), between(random, 0, 59))),
      },
    };
  };
  const docs = catalogue(random, sku, LINES, 0.92).map((p) => hit(p));
  const oat = (brand: string, item: string, size: string, price: number) =>
    product(sku, random, brand, item, size, 'Dairy > Milk alternatives', price);
  const target = hit(oat('Greengage', 'Barista Oat Drink', '1L', 1.85), { BRS1: 'IN_STOCK', CDF1: 'LOW_STOCK', SWN1: 'OUT_OF_STOCK' }, [
    'vegan',
  ]);
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"name"'), text.indexOf(',"price"'));
  const at = (f: number) => Math.floor(docs.length * f);
  docs.splice(at(0.5), 0, target);
  docs.splice(at(0.35), 0, hit(oat('Greengage', 'Organic Oat Drink', '1L', 1.6), undefined, ['vegan', 'organic']));
  docs.splice(
    at(0.44),
    0,
    hit(oat('Greengage', 'Oat Drink', '1L', 1.2), { BRS1: 'IN_STOCK', CDF1: 'IN_STOCK', SWN1: 'IN_STOCK' }, ['vegan']),
  );
  docs.splice(
    at(0.57),
    0,
    hit(oat('Greengage', 'Barista Oat Drink', '6 x 1L', 10.5), { BRS1: 'IN_STOCK', CDF1: 'OUT_OF_STOCK', SWN1: 'IN_STOCK' }),
  );
  docs.splice(at(0.62), 0, hit(oat('Tidewell', 'Barista Oat Drink', '1L', 2.1), { BRS1: 'LOW_STOCK', CDF1: 'IN_STOCK', SWN1: 'IN_STOCK' }));
  const output = `${JSON.stringify({
    took: 47,
    timed_out: false,
    _shards: { total: 3, successful: 3, skipped: 0, failed: 0 },
    hits: { total: { value: docs.length, relation: 'eq' }, max_score: 1, hits: docs },
  })}\n`;
  const ask =
    'People around Swindon say the app shows our own Greengage barista oat drink, the 1 litre carton, as unavailable. What stock status does the search index actually have for it at each of our sites?';
  return probe('round 42: product search json', ask, 'http_get', output, 'stock', needle, true);
}

/** The EDI mailbox's overnight download: supplier despatch advices (EDIFACT DESADV), all on one line; one cream's cases. */
function supplierDesadvEdifact(): EconomicsTask {
  const random = seededRandom(42_002);
  const SITES = {
    BRS1: ['5060555000025', 'GREENGAGE AVONMOUTH CFC'],
    CDF1: ['5060555000032', 'GREENGAGE CARDIFF SPOKE'],
    SWN1: ['5060555000049', 'GREENGAGE SWINDON SPOKE'],
  } as const;
  type Site = keyof typeof SITES;
  interface Item {
    readonly article: string;
    readonly desc: string;
    readonly sku: string;
    readonly gtin: string;
    readonly life: number;
  }
  const sku = skuMaker(random);
  const item = (desc: string, prefix: string): Item => ({
    article: `${prefix}${digits(random, 4)}`,
    desc,
    sku: sku(),
    gtin: `50${digits(random, 11)}`,
    life: between(random, 4, 20),
  });
  const SUPPLIERS: readonly (readonly [string, string, readonly Item[]])[] = (
    [
      [
        '5019876000024',
        'TAMAR VALLEY DAIRIES',
        'TV',
        ['DOUBLE CREAM 300ML', 'SEMI SKIMMED MILK 2PT', 'WHOLE MILK 4PT', 'SALTED BUTTER 250G'],
      ],
      [
        '5021113000031',
        'SEVERNSIDE BAKERY LTD',
        'SB',
        ['WHITE SLICED 800G', 'WHOLEMEAL SLICED 800G', 'CRUMPETS 6PK', 'SOURDOUGH BLOOMER 600G'],
      ],
      [
        '5033300000048',
        'MENDIP MEATS LTD',
        'MM',
        ['BEEF MINCE 5% 500G', 'PORK SAUSAGES 6PK', 'UNSMOKED BACK BACON 300G', 'BEEF STEAK MINCE 500G'],
      ],
      ['5040001000055', 'VALE OF EVESHAM PRODUCE', 'VE', ['CARROTS 1KG', 'BROWN ONIONS 1KG', 'BROCCOLI 350G', 'BABY SPINACH 200G']],
      ['5055550000062', 'KENTISH ORCHARDS CO', 'KO', ['BRAEBURN APPLES 6PK', 'GALA APPLES 6PK', 'CONFERENCE PEARS 4PK']],
      [
        '5066600000079',
        'CAMBRIAN CHEESE CO',
        'CC',
        ['MATURE CHEDDAR 350G', 'EXTRA MATURE CHEDDAR 350G', 'HALLOUMI 225G', 'MATURE CHEDDAR 700G'],
      ],
      ['5077700000086', 'ATLANTIC FISH CO LTD', 'AF', ['SALMON FILLETS 2X120G', 'SMOKED HADDOCK 300G', 'SALMON FILLETS 4X120G']],
      ['5088800000093', 'COTSWOLD POULTRY LTD', 'CP', ['CHICKEN BREAST FILLETS 650G', 'WHOLE CHICKEN 1.4KG', 'CHICKEN THIGHS 1KG']],
      ['5099900000109', 'WYE VALLEY YOGHURTS', 'WV', ['GREEK STYLE YOGHURT 500G', 'STRAWBERRY YOGHURT 4X125G', 'VANILLA YOGHURT 450G']],
      [
        '5010100000116',
        'NORTHDOWN READY MEALS',
        'ND',
        ['CHICKEN TIKKA MASALA 400G', 'LASAGNE 400G', 'MACARONI CHEESE 400G', 'LASAGNE 800G'],
      ],
      [
        '5012120000123',
        'QUANTOCK EGGS LTD',
        'QE',
        ['FREE RANGE EGGS LARGE 12PK', 'FREE RANGE EGGS MEDIUM 6PK', 'FREE RANGE EGGS LARGE 6PK'],
      ],
      ['5013130000130', 'GOWER SALADS LTD', 'GS', ['MIXED LEAF SALAD 120G', 'ROCKET 60G', 'CHERRY TOMATOES 250G', 'CUCUMBER EACH']],
    ] as const
  ).map(([gln, name, prefix, descs]) => [gln, name, descs.map((d) => item(d, prefix))] as const);
  const tamarClotted = item('CLOTTED CREAM 227G', 'TV');
  const POLGARROW = {
    gln: '5012345000017',
    name: 'POLGARROW CREAMERY LTD',
    clotted: item('CORNISH CLOTTED CREAM 227G', 'PC'),
    others: ['CORNISH CLOTTED CREAM 113G', 'CORNISH SALTED BUTTER 250G', 'CORNISH DOUBLE CREAM 300ML', 'CORNISH WHOLE MILK 2PT'].map((d) =>
      item(d, 'PC'),
    ),
  };
  const stamp = (t: number) => iso(t).replace(/[-T:]/g, '').slice(0, 12);
  /** One interchange of one DESADV, sent at `created` (the download runs from noon yesterday to 04:00 today). */
  const desadv = (gln: string, name: string, site: Site, eta: number, pallets: (readonly [Item, number])[][], created?: number) => {
    const ref = `EDI${digits(random, 7)}`;
    created ??= T(18, 12) + pick(random, Math.min(16 * 60, (eta - T(18, 12)) / MINUTE - 120)) * MINUTE;
    const segs = [
      'UNA:+.? ',
      `UNB+UNOC:3+${gln}:14+5060555000001:14+${stamp(created).slice(2, 8)}:${stamp(created).slice(8)}+${ref}++DESADV`,
      'UNH+1+DESADV:D:96A:UN:EAN005',
      `BGM+351+DN${digits(random, 7)}+9`,
      `DTM+137:${stamp(created)}:203`,
      `DTM+11:${stamp(eta - between(random, 90, 300) * MINUTE)}:203`,
      `DTM+132:${stamp(eta)}:203`,
      `RFF+ON:GGPO${digits(random, 7)}`,
      `NAD+SU+${gln}::9++${name}`,
      `NAD+DP+${SITES[site][0]}::9++${SITES[site][1]}`,
      `TDT+12++30+31+++++:::${oneOf(random, ['WX', 'WU', 'WR', 'CU', 'YK', 'DA'])}${between(random, 16, 74)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
      'CPS+1',
    ];
    let lin = 0;
    pallets.forEach((items, p) => {
      segs.push(`CPS+${p + 2}+1`, 'PAC+1++201', 'PCI+33E', `GIN+BJ+35060555${digits(random, 10)}`);
      for (const [it, cases] of items) {
        lin++;
        segs.push(
          `LIN+${lin}++${it.gtin}:SRV`,
          `PIA+1+${it.article}:SA+${it.sku}:IN`,
          `IMD+F++:::${it.desc}`,
          `QTY+12:${cases}:CS`,
          `DTM+361:${stamp(eta + it.life * 24 * 60 * MINUTE).slice(0, 8)}:102`,
        );
      }
    });
    segs.push(`CNT+2:${lin}`);
    segs.push(`UNT+${segs.length - 1}+1`, `UNZ+1+${ref}`);
    return { t: created, text: `${segs.join("'")}'` };
  };
  const randomPallets = (items: readonly Item[]) =>
    Array.from({ length: between(random, 2, 12) }, () =>
      shuffle(random, [...items])
        .slice(0, between(random, 1, 3))
        .map((it) => [it, between(random, 6, 120)] as const),
    );
  const messages: { t: number; text: string }[] = [];
  for (let i = 0; i < 300; i++) {
    const [gln, name, items] = oneOf(random, SUPPLIERS);
    const site = oneOf(random, ['BRS1', 'BRS1', 'BRS1', 'CDF1', 'SWN1'] as const);
    const eta = T(oneOf(random, [19, 19, 20]), between(random, 4, 13), oneOf(random, [0, 15, 30, 45]));
    messages.push(desadv(gln, name, site, eta, randomPallets(items)));
  }
  const { clotted, others } = POLGARROW;
  const [clotted113, butter, double, milk] = others as [Item, Item, Item, Item];
  const target = desadv(
    POLGARROW.gln,
    POLGARROW.name,
    'BRS1',
    T(19, 6, 30),
    [
      [
        [clotted113, 48],
        [milk, 24],
      ],
      [[double, 40]],
      [
        [clotted, 36],
        [butter, 30],
      ],
      [
        [milk, 60],
        [clotted113, 20],
      ],
    ],
    T(18, 20, 12),
  );
  const needle = `IMD+F++:::${clotted.desc}'QTY+12:36:CS`;
  const tamar = SUPPLIERS[0]!;
  messages.push(
    target,
    desadv(
      POLGARROW.gln,
      POLGARROW.name,
      'CDF1',
      T(19, 9, 0),
      [
        [
          [clotted, 24],
          [double, 18],
        ],
        [[clotted113, 30]],
      ],
      T(18, 18, 40),
    ),
    desadv(
      POLGARROW.gln,
      POLGARROW.name,
      'BRS1',
      T(20, 6, 30),
      [
        [[butter, 36]],
        [
          [clotted, 42],
          [milk, 24],
        ],
        [
          [clotted113, 40],
          [double, 28],
        ],
      ],
      T(19, 1, 5),
    ),
    desadv(
      tamar[0],
      tamar[1],
      'BRS1',
      T(19, 5, 45),
      [
        [
          [tamarClotted, 30],
          [tamar[2][0]!, 50],
        ],
        [[tamar[2][1]!, 80]],
      ],
      T(18, 22, 30),
    ),
  );
  messages.sort((a, b) => a.t - b.t);
  const output = `${messages.map((m) => m.text).join('')}\n`;
  const ask =
    "Polgarrow Creamery's lorry is due into Avonmouth this morning. How many cases of the 227g clotted cream does their despatch advice say are on it? Chilled goods-in want to know how much space to hold.";
  return probe('round 42: supplier desadv edifact', ask, 'read_file', output, 'cases', needle, true);
}

/** The promotions engine's export for the next weeks, as one line of XML; one apple pack's offer from Monday. */
function promotionsExportXml(): EconomicsTask {
  const random = seededRandom(42_003);
  const sku = skuMaker(random);
  const products = catalogue(random, sku);
  const WEEKS = ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'];
  const endOf = (start: number, weeks: number) => {
    const d = new Date(Date.parse(`${WEEKS[start]!}T00:00:00Z`) + (weeks * 7 - 1) * 24 * 60 * MINUTE);
    return d.toISOString().slice(0, 10);
  };
  const money = (n: number) => n.toFixed(2);
  const mechanic = (kind: string, regular: number) => {
    if (kind === 'PRICE_CUT') {
      const now = shelf(regular * (0.7 + random() * 0.2));
      return `<Mechanic type="PRICE_CUT" value="${money(now)}" text="Now £${money(now)}, was £${money(regular)}"/>`;
    }
    if (kind === 'MULTIBUY') {
      const qty = oneOf(random, [2, 2, 3]);
      const value = shelf(regular * qty * (0.75 + random() * 0.15));
      return `<Mechanic type="MULTIBUY" qty="${qty}" value="${money(value)}" text="${qty} for £${money(value)}"/>`;
    }
    if (kind === 'MIX_MATCH') {
      const qty = oneOf(random, [2, 3]);
      const value = Math.round(regular * qty * 0.8);
      return `<Mechanic type="MIX_MATCH" qty="${qty}" value="${money(value)}" text="Any ${qty} for £${money(value)}"/>`;
    }
    if (kind === 'PERCENT_OFF') {
      const pct = oneOf(random, [10, 20, 25, 33]);
      return `<Mechanic type="PERCENT_OFF" pct="${pct}" text="${pct}% off"/>`;
    }
    const plus = shelf(regular * 0.85);
    return `<Mechanic type="PLUS_PRICE" value="${money(plus)}" text="Greengage Plus price £${money(plus)}"/>`;
  };
  const promotion = (start: number, weeks: number, mech: string, items: readonly Product[]) => {
    const end = endOf(start, weeks);
    const status =
      end < '2026-11-19' ? 'ENDED' : start <= 1 ? 'LIVE' : oneOf(random, ['APPROVED', 'APPROVED', 'APPROVED', 'PENDING_APPROVAL']);
    const funding = oneOf(random, ['SUPPLIER', 'SUPPLIER', 'RETAILER', 'SHARED']);
    return (
      `<Promotion id="PRM-#" status="${status}" channel="${oneOf(random, ['ALL', 'ALL', 'APP', 'WEB'])}" funding="${funding}" fundingPct="${funding === 'RETAILER' ? 0 : oneOf(random, [50, 60, 75, 100])}" start="${WEEKS[start]!}" end="${end}">` +
      `${mech}<Items>${items.map((p) => `<Item sku="${p.sku}" desc="${p.name}" regular="${money(p.price)}" limit="${oneOf(random, [6, 10, 12, 24])}"/>`).join('')}</Items>` +
      `<Badge code="${oneOf(random, ['OFFER', 'OFFER', 'SAVE', 'PLUS', 'XMAS'])}" banner="${oneOf(random, ['winter-warmers', 'weekly-deals', 'christmas-countdown', 'big-shop', 'none'])}"/></Promotion>`
    );
  };
  const promos: string[] = [];
  for (let i = 0; i < 2_600; i++) {
    const kind = oneOf(random, ['PRICE_CUT', 'PRICE_CUT', 'MULTIBUY', 'MULTIBUY', 'MIX_MATCH', 'PERCENT_OFF', 'PLUS_PRICE']);
    const items =
      kind === 'MIX_MATCH' ? Array.from({ length: between(random, 2, 6) }, () => oneOf(random, products)) : [oneOf(random, products)];
    promos.push(promotion(pick(random, WEEKS.length), oneOf(random, [1, 2, 2, 3]), mechanic(kind, items[0]!.price), items));
  }
  const apple = (item: string, size: string, price: number) => product(sku, random, 'Greengage', item, size, 'Fruit', price);
  const pinkLady = apple('Pink Lady Apples', '6 Pack', 2.75);
  const pinkLady4 = apple('Pink Lady Apples', '4 Pack', 2.0);
  const jazz = apple('Jazz Apples', '6 Pack', 2.6);
  const target = promotion(2, 2, '<Mechanic type="MULTIBUY" qty="2" value="4.50" text="2 for £4.50"/>', [pinkLady]);
  const needle = target.slice(target.indexOf('start="'), target.indexOf(' regular="'));
  const at = (f: number) => Math.floor(promos.length * f);
  promos.splice(at(0.52), 0, target);
  promos.splice(at(0.3), 0, promotion(0, 2, '<Mechanic type="PRICE_CUT" value="2.25" text="Now £2.25, was £2.75"/>', [pinkLady]));
  promos.splice(at(0.47), 0, promotion(2, 1, '<Mechanic type="PERCENT_OFF" pct="25" text="25% off"/>', [pinkLady4]));
  promos.splice(at(0.56), 0, promotion(2, 2, '<Mechanic type="PRICE_CUT" value="2.00" text="Now £2.00, was £2.60"/>', [jazz]));
  promos.splice(at(0.71), 0, promotion(4, 2, '<Mechanic type="MIX_MATCH" qty="2" value="5.00" text="Any 2 for £5.00"/>', [jazz, pinkLady]));
  // Promotion ids in the order they were set up.
  let id = 2_641_180;
  const body = promos.join('').replace(/PRM-#/g, () => `PRM-${(id += between(random, 1, 9))}`);
  const output = `<?xml version="1.0" encoding="UTF-8"?><PromotionExport xmlns="urn:greengage:promo:v3" generated="2026-11-19T05:30:04Z" from="2026-11-09" to="2026-12-27" count="${promos.length}">${body}</PromotionExport>\n`;
  const ask =
    "Marketing are writing next week's offers email. What deal is the Pink Lady apples six-pack on from Monday, and when does it finish?";
  return probe('round 42: promotions export xml', ask, 'http_get', output, 'offer', needle, true);
}

/** `kubectl get deployments -A -o yaml` on the production cluster; one worker's memory limit, below its container's name. */
function deploymentsYaml(): EconomicsTask {
  const random = seededRandom(42_004);
  const NAMESPACES: readonly (readonly [string, readonly string[]])[] = [
    [
      'argocd',
      ['argocd-applicationset-controller', 'argocd-dex-server', 'argocd-notifications-controller', 'argocd-repo-server', 'argocd-server'],
    ],
    ['cert-manager', ['cert-manager', 'cert-manager-cainjector', 'cert-manager-webhook']],
    ['checkout', ['address-lookup', 'basket-api', 'checkout-api', 'checkout-worker', 'fraud-screen']],
    ['customer', ['account-api', 'customer-service-tools', 'loyalty-api', 'notifications', 'preferences-api']],
    ['delivery', ['driver-app-api', 'eta-predictor', 'proof-of-delivery', 'route-optimizer', 'telematics-ingest']],
    ['ingress-nginx', ['ingress-nginx-controller', 'ingress-nginx-defaultbackend']],
    ['monitoring', ['grafana', 'kube-state-metrics', 'otel-collector-gateway', 'prometheus-operator', 'alertmanager-relay']],
    ['payments', ['ledger-sync', 'payment-api', 'payment-worker', 'psp-webhooks', 'refund-api', 'refund-reconciler', 'refund-worker']],
    ['payments-canary', ['payment-api', 'refund-worker']],
    ['promotions', ['coupon-service', 'price-publisher', 'pricing-api', 'promo-engine']],
    ['search', ['search-api', 'search-indexer', 'synonyms-admin', 'query-suggest']],
    ['slots', ['capacity-planner', 'slot-reservation-worker', 'slot-service']],
    ['storefront', ['content-api', 'image-resizer', 'product-api', 'recommendations', 'web-frontend', 'web-bff']],
    ['supplier-edi', ['desadv-processor', 'edi-gateway', 'invoice-matcher', 'orders-sender']],
    ['warehouse', ['grid-bridge', 'label-service', 'pick-planner', 'replen-worker', 'slotting-service', 'wms-api']],
  ];
  const LIMITS = ['256Mi', '512Mi', '1Gi', '1536Mi', '2Gi', '3Gi', '4Gi'];
  const REQUESTS = ['128Mi', '256Mi', '384Mi', '512Mi', '1Gi', '2Gi'];
  const mi = (v: string) => (v.endsWith('Gi') ? Number(v.slice(0, -2)) * 1024 : Number(v.slice(0, -2)));
  const resources = (indent: string, limit: string, request: string, cpuLimit: string, cpuRequest: string) => [
    `${indent}resources:`,
    `${indent}  limits:`,
    `${indent}    cpu: ${cpuLimit}`,
    `${indent}    memory: ${limit}`,
    `${indent}  requests:`,
    `${indent}    cpu: ${cpuRequest}`,
    `${indent}    memory: ${request}`,
  ];
  const randomMemory = () => {
    const limit = oneOf(random, LIMITS);
    const request = oneOf(
      random,
      REQUESTS.filter((r) => mi(r) <= mi(limit)),
    );
    return [limit, request] as const;
  };
  const ENV_POOL = [
    ['LOG_LEVEL', () => oneOf(random, ['info', 'info', 'warn', 'debug'])],
    ['LOG_FORMAT', () => 'json'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', () => 'http://otel-collector-gateway.monitoring:4317'],
    ['OTEL_TRACES_SAMPLER_ARG', () => oneOf(random, ['"0.05"', '"0.1"', '"0.2"'])],
    ['KAFKA_BOOTSTRAP_SERVERS', () => 'kafka-0.kafka.data:9092,kafka-1.kafka.data:9092,kafka-2.kafka.data:9092'],
    ['REDIS_URL', () => `redis://redis-${oneOf(random, ['cache', 'sessions', 'locks'])}.data:6379/${between(random, 0, 7)}`],
    ['FEATURE_FLAGS_URL', () => 'http://flagd.platform:8013'],
    ['HTTP_CLIENT_TIMEOUT_MS', () => `"${oneOf(random, [2000, 3000, 5000, 10000])}"`],
    ['DB_POOL_MAX', () => `"${oneOf(random, [5, 10, 20, 30])}"`],
    ['TZ', () => 'Europe/London'],
  ] as const;
  const deployment = (ns: string, name: string, memory?: readonly [string, string]) => {
    const version = `${between(random, 1, 4)}.${between(random, 0, 30)}.${between(random, 0, 12)}`;
    const replicas = ns === 'payments-canary' ? 1 : oneOf(random, [2, 2, 3, 3, 4, 6, 8, 12]);
    const java = random() < 0.55;
    const db = random() < 0.5;
    const [limit, request] = memory ?? randomMemory();
    const cpuLimit = oneOf(random, ['"1"', '"2"', '500m', '1500m']);
    const cpuRequest = oneOf(random, ['100m', '200m', '250m', '500m']);
    const created = T(between(random, 1, 28) - 400 + between(random, 0, 380), between(random, 8, 18), between(random, 0, 59));
    const out = [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      argocd.argoproj.io/tracking-id: ${ns}:apps/Deployment:${ns}/${name}`,
      `      deployment.kubernetes.io/revision: "${between(random, 3, 140)}"`,
      `    creationTimestamp: "${isoZ(created)}"`,
      `    generation: ${between(random, 3, 160)}`,
      '    labels:',
      `      app.kubernetes.io/instance: ${name}`,
      '      app.kubernetes.io/managed-by: argocd',
      `      app.kubernetes.io/name: ${name}`,
      `      app.kubernetes.io/part-of: ${ns.replace('-canary', '')}`,
      `      app.kubernetes.io/version: ${version}`,
      `      greengage.co.uk/team: ${ns.replace('-canary', '')}`,
      `    name: ${name}`,
      `    namespace: ${ns}`,
      `    resourceVersion: "${between(random, 400_000_000, 999_999_999)}"`,
      `    uid: ${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
      '  spec:',
      '    progressDeadlineSeconds: 600',
      `    replicas: ${replicas}`,
      '    revisionHistoryLimit: 10',
      '    selector:',
      '      matchLabels:',
      `        app.kubernetes.io/instance: ${name}`,
      `        app.kubernetes.io/name: ${name}`,
      '    strategy:',
      '      rollingUpdate:',
      '        maxSurge: 25%',
      '        maxUnavailable: 0',
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      '        annotations:',
      `          kubectl.kubernetes.io/restartedAt: "${isoZ(T(between(random, 1, 18), between(random, 0, 23), between(random, 0, 59), between(random, 0, 59)))}"`,
      '          prometheus.io/port: "9090"',
      '          prometheus.io/scrape: "true"',
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${name}`,
      `          app.kubernetes.io/name: ${name}`,
      '      spec:',
      '        containers:',
      '        - env:',
    ];
    out.push(`          - name: OTEL_SERVICE_NAME`, `            value: ${name}`);
    if (java) out.push('          - name: JAVA_TOOL_OPTIONS', '            value: -XX:MaxRAMPercentage=75.0 -XX:+ExitOnOutOfMemoryError');
    for (const [key, value] of shuffle(random, [...ENV_POOL]).slice(0, between(random, 4, 9)))
      out.push(`          - name: ${key}`, `            value: ${value()}`);
    if (db)
      out.push(
        '          - name: DB_PASSWORD',
        '            valueFrom:',
        '              secretKeyRef:',
        '                key: password',
        `                name: ${name}-db`,
      );
    out.push(
      '          - name: POD_NAME',
      '            valueFrom:',
      '              fieldRef:',
      '                apiVersion: v1',
      '                fieldPath: metadata.name',
      `          image: europe-west2-docker.pkg.dev/gg-prod-platform/apps/${name}:${version}`,
      '          imagePullPolicy: IfNotPresent',
      '          livenessProbe:',
      '            failureThreshold: 3',
      '            httpGet:',
      `              path: ${java ? '/actuator/health/liveness' : '/livez'}`,
      '              port: http',
      '              scheme: HTTP',
      `            initialDelaySeconds: ${java ? 40 : 10}`,
      '            periodSeconds: 10',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
      `          name: ${name}`,
      '          ports:',
      '          - containerPort: 8080',
      '            name: http',
      '            protocol: TCP',
      '          readinessProbe:',
      '            failureThreshold: 3',
      '            httpGet:',
      `              path: ${java ? '/actuator/health/readiness' : '/readyz'}`,
      '              port: http',
      '              scheme: HTTP',
      '            periodSeconds: 5',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
      ...resources('          ', limit, request, cpuLimit, cpuRequest),
      '          securityContext:',
      '            allowPrivilegeEscalation: false',
      '            readOnlyRootFilesystem: true',
      '            runAsNonRoot: true',
      '            runAsUser: 10001',
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
      '          volumeMounts:',
      '          - mountPath: /tmp',
      '            name: tmp',
    );
    if (db)
      out.push(
        '        - args:',
        '          - --private-ip',
        '          - --structured-logs',
        '          - --port=5432',
        `          - gg-prod-platform:europe-west2:${ns.replace('-canary', '')}-pg-${oneOf(random, ['01', '02'])}`,
        '          image: gcr.io/cloud-sql-connectors/cloud-sql-proxy:2.14.1',
        '          imagePullPolicy: IfNotPresent',
        '          name: cloud-sql-proxy',
        ...resources('          ', '256Mi', '64Mi', '500m', '50m'),
        '          securityContext:',
        '            runAsNonRoot: true',
        '          terminationMessagePath: /dev/termination-log',
        '          terminationMessagePolicy: File',
      );
    out.push(
      '        dnsPolicy: ClusterFirst',
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      '        securityContext:',
      '          fsGroup: 10001',
      `        serviceAccount: ${name}`,
      `        serviceAccountName: ${name}`,
      '        terminationGracePeriodSeconds: 30',
      '        topologySpreadConstraints:',
      '        - labelSelector:',
      '            matchLabels:',
      `              app.kubernetes.io/name: ${name}`,
      '          maxSkew: 1',
      '          topologyKey: topology.kubernetes.io/zone',
      '          whenUnsatisfiable: ScheduleAnyway',
      '        volumes:',
      '        - emptyDir: {}',
      '          name: tmp',
      '  status:',
      `    availableReplicas: ${replicas}`,
      '    conditions:',
      `    - lastTransitionTime: "${isoZ(created + between(random, 1, 300) * MINUTE)}"`,
      `      lastUpdateTime: "${isoZ(created + between(random, 1, 300) * MINUTE)}"`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    - lastTransitionTime: "${isoZ(created)}"`,
      `      lastUpdateTime: "${isoZ(T(between(random, 10, 18), between(random, 0, 23), between(random, 0, 59)))}"`,
      `      message: ReplicaSet "${name}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}" has successfully progressed.`,
      '      reason: NewReplicaSetAvailable',
      '      status: "True"',
      '      type: Progressing',
      `    observedGeneration: ${between(random, 3, 160)}`,
      `    readyReplicas: ${replicas}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    );
    return out;
  };
  const lines = ['apiVersion: v1', 'items:'];
  for (const [ns, names] of NAMESPACES)
    for (const name of names) {
      const memory: readonly [string, string] | undefined =
        ns === 'payments' && name === 'refund-worker'
          ? ['768Mi', '512Mi']
          : ns === 'payments-canary' && name === 'refund-worker'
            ? ['1Gi', '512Mi']
            : name === 'refund-reconciler'
              ? ['1536Mi', '1Gi']
              : undefined;
      lines.push(...deployment(ns, name, memory));
    }
  lines.push('kind: List', 'metadata:', '  resourceVersion: ""');
  const output = `${lines.join('\n')}\n`;
  const needle = 'memory: 768Mi';
  const ask =
    'The refund worker in the payments namespace keeps getting OOMKilled in prod. What memory limit is its main container actually running with?';
  return probe('round 42: deployments yaml', ask, 'run_shell', output, 'memory', needle);
}

/** `kubectl logs deploy/refunds-api --since=15h`: Spring Boot logs with stack traces; one order's second failure, its cause below. */
function refundsApiLog(): EconomicsTask {
  const random = seededRandom(42_005);
  const order = () => `GG-88${digits(random, 5)}`;
  const refundId = () => `rf_${chars(random, '0123456789abcdefghjkmnpqrstvwxyz', 20)}`;
  const THREADS = ['nio-8080-exec-1', 'nio-8080-exec-2', 'nio-8080-exec-3', 'nio-8080-exec-5', 'nio-8080-exec-8', 'nio-8080-exec-9'];
  const WORKERS = ['refund-worker-1', 'refund-worker-2', 'refund-worker-3', 'refund-worker-4'];
  const LOGGERS = {
    controller: 'c.g.p.refunds.api.RefundController',
    service: 'c.g.p.refunds.service.RefundService',
    psp: 'c.g.p.refunds.psp.AdyenRefundClient',
    job: 'c.g.p.refunds.worker.RefundJob',
    ledger: 'c.g.p.ledger.LedgerClient',
    hikari: 'com.zaxxer.hikari.pool.HikariPool',
  };
  const REASONS = ['MISSING_ITEMS', 'SUBSTITUTION_REJECTED', 'DAMAGED_ITEM', 'SHORT_DATED', 'LATE_DELIVERY', 'GOODWILL'];
  const stamp = (t: number) => `${new Date(t).toISOString().slice(0, 23)}Z`;
  /** The log's entries: a line, and the stack trace printed under it. */
  const entries: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    entries.push({
      t,
      text: [
        `${stamp(t)} ${level.padStart(5)} 1 --- [refunds-api] [${thread.slice(-15).padStart(15)}] ${logger.padEnd(40)} : ${message}`,
        ...trace,
      ].join('\n'),
    });
  const frames = (kind: 'post' | 'psp') =>
    kind === 'post'
      ? [
          '\tat com.greengage.payments.refunds.service.RefundService.post(RefundService.java:184)',
          '\tat com.greengage.payments.refunds.service.RefundService.process(RefundService.java:121)',
          '\tat com.greengage.payments.refunds.worker.RefundJob.run(RefundJob.java:58)',
          '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
          '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
          '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
        ]
      : [
          '\tat com.greengage.payments.refunds.psp.AdyenRefundClient.submit(AdyenRefundClient.java:96)',
          '\tat com.greengage.payments.refunds.service.RefundService.process(RefundService.java:109)',
          '\tat com.greengage.payments.refunds.worker.RefundJob.run(RefundJob.java:58)',
          '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
          '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
          '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
        ];
  const causes = {
    timeout: [
      'Caused by: java.net.SocketTimeoutException: Read timed out',
      '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
      '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
      '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
      '\tat org.apache.hc.client5.http.impl.classic.InternalHttpClient.doExecute(InternalHttpClient.java:174)',
      '\tat com.adyen.httpclient.AdyenHttpClient.request(AdyenHttpClient.java:102)',
      '\t... 6 common frames omitted',
    ],
    lock: (id: string) => [
      `Caused by: org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.greengage.payments.refunds.domain.Refund#${id}]`,
      '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)',
      '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:244)',
      '\tat com.greengage.payments.refunds.repo.RefundRepository.save(RefundRepository.java:41)',
      '\t... 6 common frames omitted',
    ],
    closed: (date: string, period: string) => [
      `Caused by: com.greengage.payments.ledger.PeriodClosedException: posting date ${date} falls in closed period ${period} (ledger REFUNDS-GBP)`,
      '\tat com.greengage.payments.ledger.LedgerClient.post(LedgerClient.java:97)',
      '\tat com.greengage.payments.refunds.service.RefundService.post(RefundService.java:179)',
      '\t... 5 common frames omitted',
    ],
    exceeds: (refund: string, captured: string) => [
      `Caused by: com.adyen.service.exception.ApiException: Refund amount ${refund} GBP exceeds remaining captured amount ${captured} GBP (errorCode 137)`,
      '\tat com.adyen.service.resource.Resource.request(Resource.java:83)',
      '\tat com.adyen.service.checkout.ModificationsApi.refundCapturedPayment(ModificationsApi.java:211)',
      '\tat com.greengage.payments.refunds.psp.AdyenRefundClient.submit(AdyenRefundClient.java:91)',
      '\t... 6 common frames omitted',
    ],
  };
  /** A refund's request, creation and the PSP's answer, or a failure with its trace; returns the refund's id. */
  const refund = (
    t: number,
    ref: string,
    amount: string,
    fail?: 'timeout' | 'lock' | 'exceeds' | readonly string[],
    retry?: { readonly id: string; readonly attempt: number },
  ) => {
    const id = retry?.id ?? refundId();
    const thread = oneOf(random, THREADS);
    const worker = oneOf(random, WORKERS);
    if (retry) log(t, 'INFO', worker, LOGGERS.job, `Retrying refund ${id} for order ${ref} attempt=${retry.attempt} amount=${amount}`);
    else {
      log(
        t,
        'INFO',
        thread,
        LOGGERS.controller,
        `POST /v2/refunds orderId=${ref} lines=${between(random, 1, 6)} amount=${amount} reason=${oneOf(random, REASONS)} requestId=${hex(random, 16)}`,
      );
      log(
        t + between(random, 20, 200),
        'INFO',
        thread,
        LOGGERS.service,
        `Refund ${id} created for order ${ref} amount=${amount} method=CARD psp=adyen`,
      );
    }
    const t2 = t + between(random, 300, 4_000) + (fail === 'timeout' ? 10_050 : 0);
    const failed = (trace: readonly string[]) =>
      log(t2, 'ERROR', worker, LOGGERS.service, `Refund failed for order ${ref} refund=${id} amount=${amount}`, trace);
    if (!fail) {
      log(
        t2,
        'INFO',
        worker,
        LOGGERS.psp,
        `PSP accepted refund ${id} pspReference=${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 16)} status=received`,
      );
      if (random() < 0.5)
        log(
          t2 + between(random, 50, 400),
          'INFO',
          worker,
          LOGGERS.ledger,
          `Posted ${id} to REFUNDS-GBP journal=${between(random, 2_000_000, 2_999_999)}`,
        );
    } else if (fail === 'timeout') {
      log(t2 - 10_050, 'WARN', worker, LOGGERS.psp, `PSP call for ${id} timed out after 10000ms, attempt 1 of 2`);
      failed(['com.greengage.payments.refunds.RefundException: PSP refund call failed', ...frames('psp'), ...causes.timeout]);
      const after = Math.max(T(19, 6), Math.ceil(t2 / 3_600_000) * 3_600_000 + 3_600_000);
      log(t2 + 40, 'INFO', worker, LOGGERS.job, `Refund ${id} queued for retry after ${isoZ(after)}`);
    } else if (fail === 'lock')
      failed(['com.greengage.payments.refunds.RefundException: Could not update refund state', ...frames('post'), ...causes.lock(id)]);
    else if (fail === 'exceeds')
      failed([
        'com.greengage.payments.refunds.RefundException: PSP rejected refund',
        ...frames('psp'),
        ...causes.exceeds(amount, (Number(amount) - 1 - random() * 5).toFixed(2)),
      ]);
    else failed(['com.greengage.payments.refunds.RefundException: Could not post refund to ledger', ...frames('post'), ...fail]);
    return id;
  };
  const amount = () => (between(random, 45, 6_800) / 100).toFixed(2);
  for (let t = T(18, 20); t < T(19, 11);) {
    const hour = new Date(t).getUTCHours();
    t += (hour < 6 ? between(random, 30, 120) : between(random, 8, 40)) * 1_000 + between(random, 0, 999);
    const roll = random();
    refund(t, order(), amount(), roll < 0.008 ? 'timeout' : roll < 0.012 ? 'lock' : roll < 0.015 ? 'exceeds' : undefined);
    if (random() < 0.01)
      log(
        t + between(random, 100, 900),
        'WARN',
        'HikariPool-1 housekeeper',
        LOGGERS.hikari,
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${between(random, 61, 140)}s${between(random, 0, 999)}ms).`,
      );
  }
  // The order's first try timed out last night; its retry this morning fails on something else.
  const first = refund(T(18, 21, 40, 3) + 412, 'GG-8841207', '23.80', 'timeout');
  const cause = causes.closed('2026-10-31', '2026-10');
  refund(T(19, 6, 58, 12) + 87, 'GG-8841207', '23.80', cause, { id: first, attempt: 2 });
  const needle = cause[0]!;
  refund(T(19, 7, 41, 29) + 640, 'GG-8841270', '31.15', 'exceeds');
  refund(T(19, 3, 12, 47) + 201, 'GG-8839115', '12.60', causes.closed('2026-10-30', '2026-10'), { id: refundId(), attempt: 3 });
  refund(T(19, 6, 31, 5) + 933, 'GG-8840712', '8.45', 'lock');
  entries.sort((a, b) => a.t - b.t);
  const output = `${entries.map((e) => e.text).join('\n')}\n`;
  const ask = 'The refund for order GG-8841207 failed again this morning. What was the underlying cause this time?';
  return probe('round 42: refunds api log', ask, 'run_shell', output, 'cause', needle);
}

/** `slotctl report --zone CHILL --by-sku`: every chilled SKU's slotting, its name above its fields; one egg pack's pick face. */
function chillerSlottingReport(): EconomicsTask {
  const random = seededRandom(42_006);
  const sku = skuMaker(random);
  const CHILLED: readonly (readonly [string, string, readonly string[], number])[] = [
    ...LINES.filter(([c]) => c.startsWith('Dairy') || c.startsWith('Meat') || c.startsWith('Ready')),
    ['Deli', 'Wafer Thin Ham', ['125g', '400g'], 1.5],
    ['Deli', 'Sliced Chorizo', ['100g'], 1.85],
    ['Deli', 'Classic Houmous', ['200g', '300g'], 1.0],
    ['Deli', 'Coleslaw', ['300g'], 0.9],
    ['Deli', 'Scotch Eggs', ['2 Pack'], 1.75],
    ['Fresh Pasta', 'Fresh Tagliatelle', ['300g'], 1.5],
    ['Fresh Pasta', 'Spinach & Ricotta Tortelloni', ['300g'], 2.5],
    ['Desserts', 'Sticky Toffee Puddings', ['2 Pack'], 2.25],
    ['Desserts', 'Chocolate Mousse', ['4 x 60g'], 1.2],
    ['Drinks', 'Smooth Orange Juice', ['1L', '1.75L'], 1.5],
    ['Salads', 'Mixed Leaf Salad', ['120g'], 0.95],
    ['Salads', 'Rocket', ['60g'], 0.9],
    ['Salads', 'Pasta Salad', ['250g'], 1.6],
    ['Deli', 'Smoked Ham Slices', ['150g'], 1.9],
    ['Deli', 'Pork Pies', ['4 Pack'], 1.8],
    ['Deli', 'Sausage Rolls', ['6 Pack'], 1.65],
    ['Deli', 'Tzatziki', ['200g'], 1.25],
    ['Deli', 'Guacamole', ['150g'], 1.5],
    ['Fresh Pasta', 'Beef Lasagne Sheets', ['250g'], 1.4],
    ['Fresh Pasta', 'Fresh Gnocchi', ['500g'], 1.3],
    ['Pizza', 'Stonebaked Pepperoni Pizza', ['400g'], 3.0],
    ['Pizza', 'Four Cheese Pizza', ['380g'], 2.75],
    ['Desserts', 'Lemon Cheesecake', ['2 x 90g'], 1.75],
    ['Desserts', 'Rice Pudding', ['4 x 125g'], 1.2],
    ['Dairy > Cheese', 'Brie', ['200g'], 1.9],
    ['Dairy > Cheese', 'Grated Mozzarella', ['250g'], 2.0],
    ['Dairy > Cheese', 'Red Leicester', ['350g'], 2.9],
    ['Dairy > Yoghurt', 'Fat Free Fruit Yoghurts', ['6 x 110g'], 1.75],
    ['Dairy > Cream', 'Creme Fraiche', ['300ml'], 1.2],
    ['Meat & Fish > Chicken', 'Chicken Thighs', ['1kg'], 3.5],
    ['Meat & Fish > Fish', 'Cooked King Prawns', ['150g', '300g'], 3.0],
    ['Meat & Fish > Lamb', 'Lamb Mince 20% Fat', ['500g'], 4.5],
    ['Ready Meals', 'Cottage Pie', ['400g', '800g'], 3.0],
    ['Ready Meals', 'Fish Pie', ['400g'], 3.5],
    ['Ready Meals', 'Mushroom Risotto', ['400g'], 3.25],
  ];
  const products = catalogue(random, sku, CHILLED, 0.85);
  const egg = (brand: string, item: string, size: string) => product(sku, random, brand, item, size, 'Dairy > Eggs', 2);
  const faces = shuffle(
    random,
    Array.from(
      { length: 24 * 40 * 5 },
      (_, i) => `CH-${pad2(Math.floor(i / 200) + 1)}-${String((Math.floor(i / 5) % 40) + 1).padStart(3, '0')}-${'ABCDE'[i % 5]!}`,
    ),
  );
  let face = 0;
  const FACE_TYPES = ['chilled shelf', 'chilled shelf', 'chilled shelf', 'carton flow', 'half-pallet bay'];
  const record = (p: Product, pickFace = faces[face++]!) => {
    const daily = between(random, 2, 480);
    const cls = daily > 200 ? 'A' : daily > 60 ? 'B' : 'C';
    const facings = between(random, 2, 16);
    const caseSize = oneOf(random, [4, 6, 6, 8, 10, 12, 12, 15, 24]);
    const capacity = facings * caseSize;
    const out = [
      `${p.sku}  ${p.name}`,
      `  Category        ${p.category}`,
      `  Velocity        ${cls}   (${daily} units/day, 13-week avg)`,
      `  Pick face       ${pickFace}   ${oneOf(random, FACE_TYPES)}, ${facings} facings`,
      `  Face capacity   ${capacity} units   (case of ${caseSize})`,
      `  Replen trigger  ${Math.max(caseSize, Math.floor(capacity / 4))} units`,
      `  Reserve         CR-${pad2(between(random, 1, 18))}-${pad2(between(random, 1, 30))}-${between(random, 1, 4)} (${between(random, 1, 4)} pallets)`,
      `  On hand         face ${between(random, 0, capacity)} / reserve ${between(random, 0, 40) * caseSize}`,
      `  Shelf life      ${between(random, 3, 35)} days min on receipt`,
      `  Last re-slot    2026-${pad2(between(random, 3, 11))}-${pad2(between(random, 1, 28))}  (${oneOf(random, ['seasonal', 'velocity', 'new line', 'range review', 'velocity'])})`,
    ];
    return out.join('\n');
  };
  const records = products.map((p) => record(p));
  const at = (f: number) => Math.floor(records.length * f);
  const target = record(egg('Greengage', 'Free Range Eggs Large', '12 Pack'));
  const needle = target
    .split('\n')
    .find((l) => l.startsWith('  Pick face'))!
    .slice(2, 29);
  records.splice(at(0.48), 0, target);
  records.splice(at(0.42), 0, record(egg('Greengage', 'Free Range Eggs Medium', '12 Pack')));
  records.splice(at(0.45), 0, record(egg('Greengage', 'Free Range Eggs Large', '6 Pack')));
  records.splice(at(0.53), 0, record(egg('Greengage', 'Organic Free Range Eggs Large', '6 Pack')));
  records.splice(at(0.58), 0, record(egg('Meadowcroft', 'Free Range Eggs Large', '12 Pack')));
  records.splice(at(0.3), 0, record(egg('Greengage Essentials', 'Eggs Mixed Weight', '15 Pack')));
  const output = `${[
    '# slotctl report --site BRS1 --zone CHILL --by-sku   (generated 2026-11-19 06:10 GMT)',
    `# ${records.length} SKUs slotted in CHILL; velocity from picks 2026-08-20..2026-11-18`,
    '',
    records.join('\n\n'),
  ].join('\n')}\n`;
  const ask =
    "A new picker on the chilled shift can't find the eggs. Which pick face are Greengage's own large free range eggs, the 12 pack, slotted to in the chiller?";
  return probe('round 42: chiller slotting report', ask, 'run_shell', output, 'face', needle);
}

/** The paging tool's log for the past week; who acknowledged Tuesday night's slow-search page, in other words. */
function onCallIncidentLog(): EconomicsTask {
  const random = seededRandom(42_007);
  type Alert = (r: () => number) => string;
  const SERVICES: readonly (readonly [string, string, readonly Alert[]])[] = [
    [
      'storefront-web',
      'Storefront',
      [
        (r) => `WebFrontend5xxRateHigh: 5xx ratio ${(2 + r() * 3).toFixed(1)}% > 2% for 5m (web-frontend, prod-euw2)`,
        (r) => `WebFrontendLatencyHigh: p95 ${(1.2 + r()).toFixed(2)}s > 1.2s for 10m (web-frontend, prod-euw2)`,
        () => 'SyntheticCheckFailed: "homepage-anon" failed 3/3 from london, frankfurt',
      ],
    ],
    [
      'storefront-search',
      'Storefront',
      [
        (r) => `SearchApi5xxRateHigh: 5xx ratio ${(1 + r() * 4).toFixed(1)}% > 1% for 5m (search-api, prod-euw2)`,
        (r) => `OpenSearchHeapHigh: node search-data-${between(r, 0, 5)} heap ${between(r, 86, 95)}% > 85% for 15m`,
        () => 'OpenSearchClusterYellow: cluster products-prod status yellow for 10m (1 unassigned replica)',
      ],
    ],
    [
      'checkout',
      'Checkout',
      [
        (r) => `CheckoutErrorRateHigh: checkout failures ${(1 + r() * 3).toFixed(1)}% > 1% for 5m (checkout-api)`,
        (r) => `BasketApiLatencyHigh: p99 ${(0.8 + r()).toFixed(2)}s > 0.8s for 10m (basket-api)`,
      ],
    ],
    [
      'payments',
      'Payments',
      [
        (r) => `PspErrorRateHigh: adyen authorisation errors ${(2 + r() * 6).toFixed(1)}% > 2% for 5m`,
        (r) => `RefundQueueBacklog: refunds pending ${between(r, 200, 900)} > 200 for 30m (refund-worker)`,
        () => 'LedgerSyncStalled: ledger-sync has not committed for 20m',
      ],
    ],
    [
      'slots',
      'Delivery Systems',
      [
        (r) => `SlotReservationLatencyHigh: p99 ${(1 + r() * 2).toFixed(2)}s > 1s for 10m (slot-service)`,
        () => 'CapacityPlanRunFailed: capacity-planner job did not complete (BRS1)',
      ],
    ],
    [
      'delivery-routing',
      'Delivery Systems',
      [
        (r) => `RouteOptimiserOverrun: plan for BRS1 wave ${between(r, 1, 4)} took ${between(r, 21, 48)}m > 20m`,
        (r) => `TelematicsIngestLag: consumer lag ${between(r, 20_000, 90_000)} msgs > 20000 for 10m (telematics-ingest)`,
      ],
    ],
    [
      'warehouse-systems',
      'Warehouse Systems',
      [
        (r) => `GridBridgeDisconnected: grid-bridge lost controller session ${between(r, 1, 3)} times in 10m (BRS1)`,
        (r) => `PickPlannerBacklog: ${between(r, 150, 700)} orders waiting for pick planning > 150 for 15m`,
        () => 'LabelPrinterQueueStuck: label-service queue for BRS1-DESPATCH not draining for 10m',
      ],
    ],
    [
      'supplier-edi',
      'Warehouse Systems',
      [
        () => 'EdiMailboxPollFailed: edi-gateway failed to poll VAN mailbox 3 times in a row',
        (r) => `DesadvRejected: ${between(r, 3, 20)} DESADVs rejected in 1h`,
      ],
    ],
    [
      'promotions',
      'Pricing',
      [
        () => 'PricePublishFailed: price-publisher run for web did not complete',
        (r) => `PromoEngineLatencyHigh: p99 ${(0.5 + r()).toFixed(2)}s > 0.5s for 10m (promo-engine)`,
      ],
    ],
    [
      'customer-accounts',
      'Customer',
      [
        (r) => `LoginErrorRateHigh: login failures ${(3 + r() * 6).toFixed(1)}% > 3% for 10m (account-api)`,
        (r) => `NotificationsQueueBacklog: ${between(r, 2_000, 30_000)} messages waiting > 2000 for 15m (notifications)`,
      ],
    ],
    [
      'data-platform',
      'Platform',
      [
        (r) => `KafkaUnderReplicatedPartitions: ${between(r, 1, 40)} under-replicated partitions on kafka-${between(r, 0, 2)} for 10m`,
        (r) => `RedisMemoryHigh: redis-${oneOf(r, ['cache', 'sessions', 'locks'])} memory ${between(r, 86, 97)}% > 85%`,
      ],
    ],
    [
      'platform',
      'Platform',
      [
        (r) => `NodeNotReady: gke-gg-prod-euw2-general-${hex(r, 8)}-${chars(r, 'bcdfghjklmnpqrstvwxz', 4)} NotReady for 5m`,
        (r) =>
          `PersistentVolumeFillingUp: ${oneOf(r, ['prometheus-db-prometheus-0', 'data-kafka-1', 'data-opensearch-2'])} ${between(r, 86, 97)}% full, predicted full in 4h`,
        (r) =>
          `CertificateExpiringSoon: ${oneOf(r, ['api.greengage.co.uk', 'edi.greengage.co.uk', 'grafana.internal.greengage.co.uk'])} expires in ${between(r, 5, 13)}d`,
      ],
    ],
  ];
  const ROTAS: Record<string, string[]> = {
    Storefront: ['Ravi Menon', 'Sofia Lindqvist', 'Dan Okoro', 'Megan Shaw', 'Kwame Doyle'],
    Checkout: ['Hannah Patel', 'Marek Nowak', 'Beth Carter', 'Owen Lloyd'],
    Payments: ['Joanne Wright', 'Tariq Ahmed', 'Zofia Kowalski', 'Liam Evans'],
    'Delivery Systems': ['Priya Singh', 'Callum Marsh', 'Ellie Fox', 'Gareth Barnes'],
    'Warehouse Systems': ['Fatima Begum', 'Tom Jennings', 'Aisha Hughes', 'Ravi Singh'],
    Pricing: ['Beth Jennings', 'Owen Begum', 'Aisha Lloyd'],
    Customer: ['Liam Fox', 'Hannah Carter', 'Gareth Ahmed', 'Zofia Evans'],
    Platform: ['Tom Hughes', 'Sofia Patel', 'Marek Shaw', 'Dan Wright', 'Ellie Nowak'],
  };
  /** Who holds each level for `team` at time `t`: rotas hand over at 09:00 each day, from Thursday the 12th. */
  const onCall = (team: string, t: number, level: 1 | 2) => {
    const rota = ROTAS[team]!;
    const day = Math.floor((t - T(12, 9)) / (24 * 60 * MINUTE));
    return rota[(day + (level === 2 ? 1 : 0)) % rota.length]!;
  };
  const stamp = (t: number) => iso(t).replace('T', ' ');
  const events: { t: number; text: string }[] = [];
  let number = 20_400;
  const line = (t: number, n: number, service: string, kind: string, detail: string) =>
    events.push({ t, text: `${stamp(t)}  #${n}  ${service.padEnd(18)}  ${kind.padEnd(12)}  ${detail}` });
  /** One incident's timeline: `ack` 1 or 2 is the level that acknowledges, 0 nobody (it resolves itself). */
  const incident = (t: number, service: string, team: string, title: string, urgency: string, ack: 0 | 1 | 2) => {
    const n = ++number;
    line(t, n, service, 'TRIGGERED', `${urgency.padEnd(4)}  ${title}`);
    const l1 = onCall(team, t, 1);
    const l2 = onCall(team, t, 2);
    let at = t + between(random, 1, 4) * 1_000;
    line(at, n, service, 'NOTIFIED', `${l1} (${team} Primary, L1) via ${urgency === 'high' ? 'push, sms' : 'push'}`);
    if (ack === 1) at += between(random, 40, 420) * 1_000;
    else if (ack === 2) {
      at += 5 * 60_000;
      line(at, n, service, 'NOTIFIED', `${l1} (${team} Primary, L1) via phone`);
      at += 10 * 60_000 + between(random, 1, 3) * 1_000;
      line(at, n, service, 'ESCALATED', `to L2 ${team} Secondary (not acknowledged within 15m)`);
      at += between(random, 1, 3) * 1_000;
      line(at, n, service, 'NOTIFIED', `${l2} (${team} Secondary, L2) via push, phone`);
      at += between(random, 60, 300) * 1_000;
    }
    if (ack)
      line(
        at,
        n,
        service,
        'ACKNOWLEDGED',
        `by ${ack === 1 ? l1 : l2} via ${oneOf(random, ['mobile app', 'mobile app', 'Slack', 'phone'])}`,
      );
    if (ack && random() < 0.4) {
      at += between(random, 3, 25) * 60_000;
      line(
        at,
        n,
        service,
        'NOTE',
        `${ack === 1 ? l1 : l2}: "${oneOf(random, ['looking', 'known issue, see #inc channel', 'rolled back last deploy', 'scaled up, watching', 'upstream blip, recovering'])}"`,
      );
    }
    at += between(random, 4, 90) * 60_000;
    line(at, n, service, 'RESOLVED', ack ? `by ${ack === 1 ? l1 : l2}` : 'automatically (alert cleared)');
    return n;
  };
  const tuesdayNight = (t: number) => t > T(17, 17) && t < T(18, 7);
  const trigger: { t: number; make: () => void }[] = [];
  for (let t = T(15, 9); t < T(19, 8, 30);) {
    t += between(random, 2, 16) * MINUTE + between(random, 0, 59) * 1_000;
    const [service, team, alerts] = oneOf(random, SERVICES);
    if (service === 'storefront-search' && tuesdayNight(t)) continue;
    const title = oneOf(random, alerts)(random);
    const urgency = random() < 0.35 ? 'high' : 'low';
    const ack = urgency === 'low' && random() < 0.4 ? 0 : random() < 0.88 ? 1 : 2;
    const at = t;
    trigger.push({ t, make: () => void incident(at, service, team, title, urgency, ack) });
  }
  trigger.push(
    {
      t: T(17, 22, 41, 7),
      make: () =>
        void incident(
          T(17, 22, 41, 7),
          'storefront-search',
          'Storefront',
          'SearchApiLatencyHigh: p99 2.84s > 1.5s for 10m (search-api, prod-euw2)',
          'high',
          2,
        ),
    },
    {
      t: T(17, 21, 5, 40),
      make: () =>
        void incident(
          T(17, 21, 5, 40),
          'storefront-search',
          'Storefront',
          'SearchIndexerLagHigh: products-prod indexing lag 38m > 15m (search-indexer)',
          'low',
          1,
        ),
    },
    {
      t: T(16, 23, 12, 55),
      make: () =>
        void incident(
          T(16, 23, 12, 55),
          'storefront-search',
          'Storefront',
          'SearchApiLatencyHigh: p99 1.92s > 1.5s for 10m (search-api, prod-euw2)',
          'high',
          1,
        ),
    },
    {
      t: T(17, 14, 20, 31),
      make: () =>
        void incident(
          T(17, 14, 20, 31),
          'storefront-search',
          'Storefront',
          'SearchApiLatencyHigh: p99 1.66s > 1.5s for 10m (search-api, prod-euw2)',
          'high',
          1,
        ),
    },
  );
  // Incident numbers in the order they fired.
  trigger.sort((a, b) => a.t - b.t);
  for (const { make } of trigger) make();
  events.sort((a, b) => a.t - b.t);
  const lines = events.map((e) => e.text);
  const needle = lines.find(
    (l) => l.startsWith('2026-11-17 2') && l.includes('storefront-search') && l.includes('ACKNOWLEDGED') && l.includes('Sofia'),
  )!;
  const output = `${['# pd log --services all --since "2026-11-15 09:00" --until now   (times UTC)', ...lines].join('\n')}\n`;
  const ask =
    'Product search was crawling for customers on Tuesday night and someone got called out for it. Who actually ended up taking it?';
  return probe('round 42: on-call incident log, paraphrase', ask, 'run_shell', output, 'who', needle);
}

/** `fleetctl events --depot BRS1 --date 2026-11-18`: a day of van telematics; a fridge compartment's peak, asked after a preamble. */
function vanTelematicsEvents(): EconomicsTask {
  const random = seededRandom(42_008);
  const TOWNS = [
    'Clifton BS8',
    'Redland BS6',
    'Bishopston BS7',
    'Bedminster BS3',
    'Knowle BS4',
    'Easton BS5',
    'Fishponds BS16',
    'Kingswood BS15',
    'Keynsham BS31',
    'Portishead BS20',
    'Clevedon BS21',
    'Nailsea BS48',
    'Weston-super-Mare BS22',
    'Yate BS37',
    'Thornbury BS35',
    'Bradley Stoke BS32',
    'Filton BS34',
    'Bath BA1',
    'Bath BA2',
    'Westbury-on-Trym BS9',
    'Southmead BS10',
    'Long Ashton BS41',
    'Yatton BS49',
    'Whitchurch BS14',
  ];
  const events: { t: number; text: string }[] = [];
  const add = (t: number, van: string, route: string, kind: string, detail: string) =>
    events.push({ t, text: `${isoZ(t)}  ${van}  ${route}  ${kind.padEnd(20)}  ${detail}` });
  const VANS = Array.from({ length: 44 }, (_, i) => `GV-${2201 + i}`);
  /** Each van's morning and afternoon runs, each to one area. */
  const routes: { van: string; route: string; town: string; start: number }[] = [];
  VANS.forEach((van, i) => {
    routes.push({
      van,
      route: `BRS1-R${pad2(i + 1)}`,
      town: oneOf(random, TOWNS),
      start: T(18, 6, between(random, 15, 50), between(random, 0, 59)),
    });
    routes.push({
      van,
      route: `BRS1-R${pad2(i + 45)}`,
      town: oneOf(random, TOWNS),
      start: T(18, 13, between(random, 15, 50), between(random, 0, 59)),
    });
  });
  const pin = (van: string, am: boolean, town: string) => (routes.find((r) => r.van === van && r.start < T(18, 12) === am)!.town = town);
  pin('GV-2231', false, 'Clevedon BS21');
  pin('GV-2240', true, 'Clevedon BS21');
  pin('GV-2218', false, 'Portishead BS20');
  const odometer = new Map(VANS.map((van) => [van, between(random, 18_000, 64_000) + random()]));
  for (const { van, route, town, start } of routes) {
    let soc = between(random, 88, 100);
    let km = odometer.get(van)!;
    const stops = between(random, 14, 22);
    add(start, van, route, 'IGNITION_ON', `soc=${soc}% odo=${km.toFixed(1)}km loc="Avonmouth CFC BS11"`);
    add(
      start + between(random, 2, 6) * MINUTE,
      van,
      route,
      'DEPART_DEPOT',
      `stops=${stops} totes=${between(random, 40, 110)} loc="Avonmouth CFC BS11"`,
    );
    let t = start + between(random, 25, 45) * MINUTE;
    let lastTelemetry = start;
    // The planted excursions are the only ones in these two towns.
    const planted = town === 'Clevedon BS21' || town === 'Portishead BS20';
    for (let s = 1; s <= stops; s++) {
      while (t - lastTelemetry > 15 * MINUTE) {
        lastTelemetry += 15 * MINUTE;
        soc = Math.max(8, soc - between(random, 1, 3));
        km += 2 + random() * 6;
        add(lastTelemetry, van, route, 'TELEMETRY', `soc=${soc}% odo=${km.toFixed(1)}km speed=${between(random, 0, 64)}km/h loc="${town}"`);
      }
      const order = `GG-88${digits(random, 5)}`;
      add(t, van, route, 'STOP_ARRIVE', `stop=${s}/${stops} order=${order} loc="${town}"`);
      const dwell = between(random, 3, 11);
      if (!planted && random() < 0.05) {
        // The door open at a stop lets the chilled side warm a little.
        const a = t + between(random, 60, 180) * 1_000;
        const minutes = between(random, 2, 7);
        add(a, van, route, 'TEMP_EXCURSION_START', `zone=chilled reading=${(5.1 + random() * 0.5).toFixed(1)}C limit=5.0C loc="${town}"`);
        add(
          a + minutes * MINUTE + between(random, 0, 50) * 1_000,
          van,
          route,
          'TEMP_EXCURSION_END',
          `zone=chilled peak=${(5.4 + random() * 1.4).toFixed(1)}C duration=${minutes}m loc="${town}"`,
        );
      }
      add(t + dwell * MINUTE, van, route, 'STOP_DEPART', `stop=${s}/${stops} dwell=${dwell}m loc="${town}"`);
      t += (dwell + between(random, 4, 14)) * MINUTE + between(random, 0, 59) * 1_000;
    }
    km += 14 + random() * 10;
    odometer.set(van, km);
    add(
      t + between(random, 20, 40) * MINUTE,
      van,
      route,
      'ARRIVE_DEPOT',
      `soc=${Math.max(5, soc - 4)}% odo=${km.toFixed(1)}km loc="Avonmouth CFC BS11"`,
    );
    add(t + between(random, 41, 45) * MINUTE, van, route, 'IGNITION_OFF', `loc="Avonmouth CFC BS11"`);
    add(
      t + between(random, 46, 55) * MINUTE,
      van,
      route,
      'CHARGE_START',
      `charger=AVM-CP${pad2(between(random, 1, 48))} soc=${Math.max(5, soc - 4)}%`,
    );
  }
  const routeOf = (van: string, am: boolean) => routes.find((r) => r.van === van && r.start < T(18, 12) === am)!.route;
  const clevedon = 'loc="Clevedon BS21"';
  add(T(18, 14, 31, 5), 'GV-2231', routeOf('GV-2231', false), 'TEMP_EXCURSION_START', `zone=chilled reading=5.3C limit=5.0C ${clevedon}`);
  add(T(18, 15, 12, 40), 'GV-2231', routeOf('GV-2231', false), 'TEMP_EXCURSION_END', `zone=chilled peak=9.4C duration=41m ${clevedon}`);
  add(
    T(18, 15, 48, 2),
    'GV-2231',
    routeOf('GV-2231', false),
    'TEMP_EXCURSION_START',
    `zone=frozen reading=-14.6C limit=-15.0C ${clevedon}`,
  );
  add(T(18, 15, 54, 19), 'GV-2231', routeOf('GV-2231', false), 'TEMP_EXCURSION_END', `zone=frozen peak=-12.6C duration=6m ${clevedon}`);
  add(T(18, 10, 5, 13), 'GV-2240', routeOf('GV-2240', true), 'TEMP_EXCURSION_START', `zone=chilled reading=5.2C limit=5.0C ${clevedon}`);
  add(T(18, 10, 13, 51), 'GV-2240', routeOf('GV-2240', true), 'TEMP_EXCURSION_END', `zone=chilled peak=6.1C duration=8m ${clevedon}`);
  add(
    T(18, 15, 38, 26),
    'GV-2218',
    routeOf('GV-2218', false),
    'TEMP_EXCURSION_START',
    `zone=chilled reading=5.4C limit=5.0C loc="Portishead BS20"`,
  );
  add(
    T(18, 16, 2, 8),
    'GV-2218',
    routeOf('GV-2218', false),
    'TEMP_EXCURSION_END',
    `zone=chilled peak=8.8C duration=24m loc="Portishead BS20"`,
  );
  events.sort((a, b) => a.t - b.t);
  const lines = events.map((e) => e.text);
  const needle = lines.find((l) => l.includes('peak=9.4C'))!;
  const output = `${['# fleetctl events --depot BRS1 --date 2026-11-18 --all-vans   (UTC)', ...lines].join('\n')}\n`;
  const ask =
    "A customer in Clevedon has been on the phone: her milk and yoghurts were warm when her shopping turned up yesterday afternoon, and the driver has owned up that the fridge side of his van wasn't keeping things cold. According to the van's own data, how warm did it actually get in there?";
  return probe('round 42: van telematics events, preamble and paraphrase', ask, 'run_shell', output, 'peak', needle);
}

/** `slotctl capacity --site BRS1`: the next week's delivery slots by zone and hour; a regular's usual slot, asked after a preamble. */
function slotCapacityTable(): EconomicsTask {
  const random = seededRandom(42_009);
  const ZONES = [
    ['BS1', 'City Centre'],
    ['BS2', 'St Pauls'],
    ['BS3', 'Bedminster'],
    ['BS4', 'Knowle'],
    ['BS5', 'Easton'],
    ['BS6', 'Redland'],
    ['BS7', 'Bishopston'],
    ['BS8', 'Clifton'],
    ['BS9', 'Westbury-on-Trym'],
    ['BS10', 'Southmead'],
    ['BS11', 'Shirehampton'],
    ['BS13', 'Bishopsworth'],
    ['BS14', 'Whitchurch'],
    ['BS15', 'Kingswood'],
    ['BS16', 'Fishponds'],
    ['BS20', 'Portishead'],
    ['BS21', 'Clevedon'],
    ['BS22', 'Weston-super-Mare'],
    ['BS30', 'Longwell Green'],
    ['BS31', 'Keynsham'],
    ['BS32', 'Bradley Stoke'],
    ['BS34', 'Filton'],
    ['BS35', 'Thornbury'],
    ['BS37', 'Yate'],
    ['BS40', 'Chew Valley'],
    ['BS41', 'Long Ashton'],
    ['BS48', 'Nailsea'],
    ['BS49', 'Yatton'],
    ['BA1', 'Bath North'],
    ['BA2', 'Bath South'],
  ] as const;
  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const REMOTE = new Set(['BS35', 'BS40', 'BS22', 'BS49']);
  const rows: string[][] = [];
  let target: string[] | undefined;
  for (let day = 19; day <= 25; day++) {
    const dow = new Date(T(day, 12)).getUTCDay();
    const first = dow === 0 ? 8 : 7;
    const last = dow === 0 ? 20 : 22;
    for (const [zone, area] of ZONES)
      for (let h = first; h < last; h++) {
        const peak = h < 9 || (h >= 17 && h < 20) || (dow === 6 && h < 13);
        // Slots fill up as the day comes closer.
        const soon = day === 19 ? 0.35 : day === 20 ? 0.25 : day === 21 ? 0.15 : 0;
        let vans = REMOTE.has(zone) ? 1 : between(random, 1, 4);
        let cap = vans * between(random, 5, 7);
        let booked = Math.min(cap, Math.floor(cap * Math.min(1, (peak ? 0.6 : 0.3) + soon + random() * 0.35)));
        let held = Math.min(cap - booked, pick(random, 3));
        let fee = `£${(peak ? oneOf(random, [5, 5.5, 6, 6.5]) : oneOf(random, [1.5, 2, 2.5, 3, 3.5])).toFixed(2)}`;
        let state = cap - booked - held === 0 ? 'FULL' : 'OPEN';
        let note = random() < 0.08 && state === 'OPEN' ? 'green slot (van nearby)' : '-';
        if (REMOTE.has(zone) && h >= 20) {
          vans = 0;
          cap = 0;
          booked = 0;
          held = 0;
          fee = '-';
          state = 'CLOSED';
          note = 'no route planned';
        }
        const closedSaturday = day === 21 && h === 7 && (zone === 'BS7' || zone === 'BS3' || zone === 'BS5');
        if (closedSaturday) {
          vans = 0;
          cap = 0;
          booked = 0;
          held = 0;
          fee = '-';
          state = 'CLOSED';
          note = 'ops: 3 vans off road for MOT, closed by k.ward 18/11';
        }
        if (day === 21 && (h === 7 || h === 8) && (zone === 'BS6' || (zone === 'BS7' && h === 8))) {
          booked = cap - held;
          state = 'FULL';
          note = '-';
        }
        const row = [
          `2026-11-${day}`,
          DAYS[dow]!,
          zone,
          area,
          `${pad2(h)}:00-${pad2(h + 1)}:00`,
          String(vans),
          String(cap),
          String(booked),
          String(held),
          String(cap - booked - held),
          fee,
          state,
          note,
        ];
        rows.push(row);
        if (closedSaturday && zone === 'BS7') target = row;
      }
  }
  const lines = table(['DATE', 'DAY', 'ZONE', 'AREA', 'WINDOW', 'VANS', 'CAP', 'BOOKED', 'HELD', 'FREE', 'FEE', 'STATE', 'NOTE'], rows);
  const needle = lines[rows.indexOf(target!) + 1]!;
  const output = `${['# slotctl capacity --site BRS1 --from 2026-11-19 --to 2026-11-25   (generated 2026-11-19 07:58 GMT)', ...lines].join('\n')}\n`;
  const ask =
    "One of our regulars in Bishopston always has the first delivery of the day on a Saturday. This week the website won't let her book it and she's assuming we've sold out. Is that slot actually full this Saturday, or is something else going on with it?";
  return probe('round 42: delivery slot capacity, preamble and paraphrase', ask, 'run_shell', output, 'slot', needle);
}

/** `gridctl bots list -o wide`: the storage grid's robots; one set slower than every other robot of its model. */
function gridRobotFleet(): EconomicsTask {
  const random = seededRandom(42_010);
  /** Models and their settings: top speed, acceleration and lift speed. */
  const MODELS = {
    'RX-5': ['3.1', '0.8', '1.6', ['5.12.4', '5.12.4', '5.13.0']],
    'BX-2': ['4.0', '1.0', '2.0', ['2.8.1', '2.8.3']],
  } as const;
  const rows: string[][] = [];
  const COUNT = 3_000;
  const odd = 1_437;
  for (let i = 1; i <= COUNT; i++) {
    const model = i <= 1_900 ? 'RX-5' : 'BX-2';
    const [vmax, accel, lift, fws] = MODELS[model];
    const state =
      i === odd
        ? 'WORKING'
        : oneOf(random, [
            'WORKING',
            'WORKING',
            'WORKING',
            'WORKING',
            'WORKING',
            'WORKING',
            'WORKING',
            'IDLE',
            'CHARGING',
            'CHARGING',
            'SERVICE',
          ]);
    const cycles = between(random, 300, 4_800);
    const row = [
      `${model === 'RX-5' ? 'R' : 'B'}${String(i).padStart(4, '0')}`,
      model,
      state,
      state === 'SERVICE'
        ? 'svc-bay-2'
        : state === 'CHARGING'
          ? `chg-${pad2(between(random, 1, 64))}`
          : `${between(random, 1, 92)},${between(random, 1, 60)}`,
      `${state === 'CHARGING' ? between(random, 12, 70) : between(random, 25, 100)}%`,
      String(cycles),
      (cycles * (2.6 + random() * 1.2)).toFixed(0),
      i === odd ? '1.2' : vmax,
      accel,
      lift,
      oneOf(random, fws),
      new Date(T(18, 12) - between(random, 0, 100) * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      `${between(random, 0, 30)}d${between(random, 0, 23)}h`,
      String(state === 'WORKING' ? between(random, 40, 160) : state === 'IDLE' ? between(random, 0, 30) : 0),
    ];
    rows.push(row);
  }
  const lines = table(
    ['BOT', 'MODEL', 'STATE', 'CELL', 'BATT', 'CYCLES', 'ODO_KM', 'VMAX_MS', 'ACCEL_MS2', 'LIFT_MS', 'FW', 'SERVICED', 'UPTIME', 'BINS_1H'],
    rows,
  );
  const needle = lines[odd]!;
  const output = `${['# gridctl bots list --site BRS1 -o wide   (2026-11-19 08:20:11 GMT)', ...lines].join('\n')}\n`;
  const ask =
    "Grid throughput has been down a touch since the weekend's maintenance. Going through the robot list, is there one that's set up differently from the others of its model? Which bot is it?";
  return probe('round 42: grid robot fleet', ask, 'run_shell', output, 'bot', needle);
}

/** `kubectl get pods -A -o wide` on the production cluster; one pod restarting far more than any other. */
function clusterPods(): EconomicsTask {
  const random = seededRandom(42_011);
  const NODES = [
    ...Array.from({ length: 96 }, () => `gke-gg-prod-euw2-general-${hex(random, 8)}-${chars(random, 'bcdfghjklmnpqrstvwxz', 4)}`),
    ...Array.from({ length: 24 }, () => `gke-gg-prod-euw2-highmem-${hex(random, 8)}-${chars(random, 'bcdfghjklmnpqrstvwxz', 4)}`),
  ];
  const suffix = (n: number) => chars(random, 'bcdfghjklmnpqrstvwxz2456789', n);
  /** An age as kubectl prints it, from hours. */
  const since = (hours: number) =>
    hours < 24 ? `${hours}h` : hours < 240 && hours % 24 ? `${Math.floor(hours / 24)}d${hours % 24}h` : `${Math.floor(hours / 24)}d`;
  /** A pod's age and restarts: most never restarted, the rest once or a few times some while after they started. */
  const lifetime = () => {
    const hours = oneOf(random, [between(random, 1, 23), between(random, 24, 239), between(random, 240, 1_440)]);
    const r = random();
    if (r < 0.9 || hours < 3) return { age: since(hours), restarts: '0' };
    const n = r < 0.97 ? 1 : between(random, 2, 4);
    return { age: since(hours), restarts: `${n} (${since(between(random, 1, hours - 1))} ago)` };
  };
  const ip = () => `10.88.${between(random, 0, 63)}.${between(random, 2, 254)}`;
  const rows: string[][] = [];
  const pod = (ns: string, name: string, ready: string, node = oneOf(random, NODES), status = 'Running', life = lifetime()) =>
    rows.push([ns, name, ready, status, life.restarts, life.age, ip(), node, '<none>', '<none>']);
  const DAEMONSETS: readonly (readonly [string, string, string])[] = [
    ['kube-system', 'fluentbit-gke', '2/2'],
    ['kube-system', 'gke-metadata-server', '1/1'],
    ['kube-system', 'kube-proxy', '1/1'],
    ['kube-system', 'netd', '2/2'],
    ['kube-system', 'pdcsi-node', '2/2'],
    ['kube-system', 'node-local-dns', '1/1'],
    ['monitoring', 'node-exporter', '1/1'],
    ['monitoring', 'otel-agent', '1/1'],
  ];
  const DEPLOYMENTS: readonly (readonly [string, string, number, string])[] = [
    ['argocd', 'argocd-repo-server', 3, '1/1'],
    ['argocd', 'argocd-server', 2, '1/1'],
    ['argocd', 'argocd-applicationset-controller', 1, '1/1'],
    ['cert-manager', 'cert-manager', 2, '1/1'],
    ['cert-manager', 'cert-manager-webhook', 2, '1/1'],
    ['checkout', 'address-lookup', 4, '1/1'],
    ['checkout', 'basket-api', 18, '2/2'],
    ['checkout', 'checkout-api', 16, '2/2'],
    ['checkout', 'checkout-worker', 6, '2/2'],
    ['checkout', 'fraud-screen', 4, '1/1'],
    ['customer', 'account-api', 10, '2/2'],
    ['customer', 'loyalty-api', 6, '2/2'],
    ['customer', 'notifications', 8, '1/1'],
    ['customer', 'preferences-api', 4, '2/2'],
    ['delivery', 'driver-app-api', 8, '2/2'],
    ['delivery', 'eta-predictor', 6, '1/1'],
    ['delivery', 'proof-of-delivery', 4, '2/2'],
    ['delivery', 'route-optimizer', 3, '1/1'],
    ['delivery', 'telematics-ingest', 12, '1/1'],
    ['ingress-nginx', 'ingress-nginx-controller', 12, '1/1'],
    ['kube-system', 'kube-dns', 8, '4/4'],
    ['kube-system', 'metrics-server-v1.31.0', 2, '2/2'],
    ['monitoring', 'grafana', 2, '3/3'],
    ['monitoring', 'kube-state-metrics', 2, '1/1'],
    ['monitoring', 'otel-collector-gateway', 6, '1/1'],
    ['payments', 'ledger-sync', 2, '2/2'],
    ['payments', 'payment-api', 14, '2/2'],
    ['payments', 'payment-worker', 8, '2/2'],
    ['payments', 'psp-webhooks', 6, '1/1'],
    ['payments', 'refund-api', 4, '2/2'],
    ['payments', 'refund-reconciler', 2, '2/2'],
    ['payments', 'refund-worker', 4, '2/2'],
    ['promotions', 'coupon-service', 4, '2/2'],
    ['promotions', 'price-publisher', 3, '2/2'],
    ['promotions', 'pricing-api', 12, '2/2'],
    ['promotions', 'promo-engine', 10, '2/2'],
    ['search', 'query-suggest', 8, '1/1'],
    ['search', 'search-api', 24, '1/1'],
    ['search', 'search-indexer', 4, '1/1'],
    ['slots', 'capacity-planner', 2, '2/2'],
    ['slots', 'slot-reservation-worker', 8, '2/2'],
    ['slots', 'slot-service', 16, '2/2'],
    ['storefront', 'content-api', 8, '1/1'],
    ['storefront', 'image-resizer', 10, '1/1'],
    ['storefront', 'product-api', 20, '2/2'],
    ['storefront', 'recommendations', 12, '1/1'],
    ['storefront', 'web-bff', 24, '1/1'],
    ['storefront', 'web-frontend', 40, '1/1'],
    ['supplier-edi', 'desadv-processor', 3, '2/2'],
    ['supplier-edi', 'edi-gateway', 2, '2/2'],
    ['supplier-edi', 'invoice-matcher', 2, '2/2'],
    ['supplier-edi', 'orders-sender', 2, '2/2'],
    ['warehouse', 'grid-bridge', 4, '1/1'],
    ['warehouse', 'label-service', 6, '1/1'],
    ['warehouse', 'pick-planner', 6, '2/2'],
    ['warehouse', 'replen-worker', 4, '2/2'],
    ['warehouse', 'slotting-service', 3, '2/2'],
    ['warehouse', 'wms-api', 12, '2/2'],
  ];
  const STATEFUL: readonly (readonly [string, string, number, string])[] = [
    ['data', 'kafka', 5, '1/1'],
    ['data', 'zookeeper', 3, '1/1'],
    ['data', 'redis-cache', 6, '2/2'],
    ['data', 'redis-sessions', 3, '2/2'],
    ['monitoring', 'alertmanager-main', 3, '2/2'],
    ['monitoring', 'prometheus-k8s', 2, '2/2'],
    ['monitoring', 'loki-ingester', 6, '1/1'],
    ['search', 'opensearch-data', 6, '1/1'],
    ['search', 'opensearch-master', 3, '1/1'],
  ];
  const CRONJOBS: readonly (readonly [string, string, number])[] = [
    ['promotions', 'price-publisher-nightly', 3],
    ['slots', 'capacity-snapshot', 24],
    ['supplier-edi', 'edi-mailbox-poll', 30],
    ['warehouse', 'velocity-recalc', 3],
    ['payments', 'settlement-report', 3],
  ];
  for (const [ns, name, ready] of DAEMONSETS) for (const node of NODES) pod(ns, `${name}-${suffix(5)}`, ready, node);
  let target: string[] | undefined;
  for (const [ns, name, replicas, ready] of DEPLOYMENTS) {
    const rs = suffix(10);
    for (let k = 0; k < replicas; k++) {
      if (ns === 'monitoring' && name === 'kube-state-metrics' && k === 1) {
        pod(ns, `${name}-${rs}-${suffix(5)}`, ready, undefined, 'Running', { age: '9d', restarts: '143 (7m ago)' });
        target = rows[rows.length - 1];
      } else pod(ns, `${name}-${rs}-${suffix(5)}`, ready);
    }
  }
  for (const [ns, name, replicas, ready] of STATEFUL) for (let k = 0; k < replicas; k++) pod(ns, `${name}-${k}`, ready);
  for (const [ns, name, runs] of CRONJOBS)
    for (let k = 0; k < runs; k++)
      pod(ns, `${name}-${29_396_000 + k * between(random, 30, 60)}-${suffix(5)}`, '0/1', undefined, 'Completed', {
        age: `${k + 1}h`,
        restarts: '0',
      });
  rows.sort((a, b) => (a[0]! === b[0]! ? (a[1]! < b[1]! ? -1 : 1) : a[0]! < b[0]! ? -1 : 1));
  const lines = table(['NAMESPACE', 'NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE', 'IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'], rows);
  const needle = lines[rows.indexOf(target!) + 1]!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Nothing's alerting, but I've a feeling something in the production cluster keeps quietly falling over and coming back. Looking across all the pods, which one stands out?";
  return probe('round 42: cluster pods', ask, 'run_shell', output, 'pod', needle);
}

/** `pricectl changes export`: the next fortnight's price changes as CSV; one change a keying slip. */
function priceChangesCsv(): EconomicsTask {
  const random = seededRandom(42_012);
  const sku = skuMaker(random);
  const products = catalogue(random, sku, LINES, 0.85);
  // A 1 litre olive oil: its one change in the fortnight is keyed a digit short.
  const oil = products.find((p) => p.item === 'Extra Virgin Olive Oil' && p.size === '1L');
  if (!oil) throw new Error('round 42: price changes csv: no olive oil');
  const others = products.filter((p) => p !== oil);
  const APPROVERS = ['j.wright', 'h.patel', 'm.nowak', 'pricing-bot', 'pricing-bot', 'pricing-bot', 'b.carter', 's.lindqvist'];
  const REASONS: readonly (readonly [string, number, number])[] = [
    ['COST_PRICE_INCREASE', 2, 12],
    ['COST_PRICE_INCREASE', 2, 12],
    ['COMPETITOR_MATCH', -12, -2],
    ['COMPETITOR_MATCH', -12, -2],
    ['PRICE_LOCK_END', 4, 15],
    ['SEASONAL', -20, -5],
    ['RANGE_REVIEW', -10, 10],
    ['CLEARANCE', -45, -20],
  ];
  const header =
    'change_id,effective_from,sku,description,category,brand,pack_size,current_price,new_price,change_pct,reason,approved_by,approved_at,channel';
  const row = (id: number, p: Product, effective: string, current: number, next: number, reason: string) =>
    [
      `PC-${id}`,
      effective,
      p.sku,
      p.name,
      p.category,
      p.brand,
      p.size,
      current.toFixed(2),
      next.toFixed(2),
      (((next - current) / current) * 100).toFixed(1),
      reason,
      oneOf(random, APPROVERS),
      `2026-11-${pad2(between(random, 10, 18))} ${pad2(between(random, 8, 18))}:${pad2(between(random, 0, 59))}`,
      oneOf(random, ['ALL', 'ALL', 'ALL', 'APP', 'WEB']),
    ]
      .map(csv)
      .join(',');
  const rows: { effective: string; text: string }[] = [];
  const current = new Map(products.map((p) => [p.sku, p.price]));
  let id = 5_530_000;
  for (let d = 20; d <= 33; d++) {
    const effective = d <= 30 ? `2026-11-${pad2(d)}` : `2026-12-${pad2(d - 30)}`;
    const n = between(random, 280, 420);
    for (let k = 0; k < n; k++) {
      const p = oneOf(random, others);
      const [reason, lo, hi] = oneOf(random, REASONS);
      const pct = lo + random() * (hi - lo);
      const now = current.get(p.sku)!;
      const next = shelf(now * (1 + pct / 100));
      if (next === now) continue;
      current.set(p.sku, next);
      rows.push({ effective, text: row(++id, p, effective, now, next, reason) });
    }
  }
  const at = Math.floor(rows.length * 0.46);
  const slipped = rows[at]!;
  const now = oil.price;
  const needle = row(
    Number(slipped.text.slice(3, slipped.text.indexOf(','))),
    oil,
    slipped.effective,
    now,
    Math.round(now * 10) / 100,
    'COMPETITOR_MATCH',
  );
  rows[at] = { effective: slipped.effective, text: needle };
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "The next fortnight's price changes go out to the website tonight. Before they do, could you look over them? I think one of them is somebody slipping on the keyboard. Which product is it?";
  return probe('round 42: price changes csv', ask, 'run_shell', output, 'price', needle);
}

export function roundFortyTwo(): EconomicsTask[] {
  return [
    productSearchJson(),
    supplierDesadvEdifact(),
    promotionsExportXml(),
    deploymentsYaml(),
    refundsApiLog(),
    chillerSlottingReport(),
    onCallIncidentLog(),
    vanTelematicsEvents(),
    slotCapacityTable(),
    gridRobotFleet(),
    clusterPods(),
    priceChangesCsv(),
  ];
}
