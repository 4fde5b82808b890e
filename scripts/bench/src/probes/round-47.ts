/**
 * Probe round 47, written blind: Forkful, a made-up food delivery app in UK cities (orders and
 * restaurant tablets, courier dispatch and location, ETAs, payments and refunds, promotions and
 * vouchers, customer support chats, its Kubernetes platform and on-call). "Today" is Thursday
 * 12 November 2026 (GMT, so UTC is local time). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - menu export json: what the large lamb biryani at one branch of a curry house costs on the app.
 *  - settlement xml: the payment processor's reference of the refund on an order charged twice.
 *  - courier app bundle: which endpoint the courier app posts the doorstep photo to.
 * b. The answer a few lines away from the line the question's words match:
 *  - deployments yaml: how much memory the courier location ingest service may use before it is killed.
 *  - promo batch java log: which class and line of our code the overnight voucher expiry run died in.
 *  - courier payout statements: what was taken off one Leeds rider's pay last week, and why.
 * c. A question that paraphrases the output or carries a preamble:
 *  - support chats, preamble: what the agent promised a customer whose curry came cold on Sunday night.
 *  - promo codes table, paraphrase: the code that saves a first-time customer in Glasgow the delivery charge.
 *  - tablet gateway log, preamble: when one restaurant's tablet dropped off on Tuesday lunchtime, and why.
 * d. One value unlike its peers, with no error word near it:
 *  - partner contracts csv: the restaurant whose commission is far below every other partner's.
 *  - courier devices table: the courier whose phone reports its position far less often than the rest.
 *  - kafka consumer groups: the consumer group partition sitting far further behind than all others.
 *
 * Not among the bench's targets.
 * First run, at 60449e8 (with this file; `ROUNDS=47 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 12,008,917 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; code not committed then was put aside for it. 176cebb, the head before this round's stop began,
 * finds 3/12 as well (74,766 tokens).
 *   round 47: menu export json
 *     codex: 6,897 tokens, peak 6,805, 0/1 needles, 0 read-backs
 *     context-chef: 723 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,716 tokens, peak 5,006, 0/1 needles, 3 read-backs
 *     ours: 5,518 tokens, peak 2,388, 0/1 needles, 2 read-backs
 *   round 47: settlement xml
 *     codex: 7,064 tokens, peak 6,970, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,228 tokens, peak 1,199, 1/1 needles, 1 read-backs
 *     ours: 2,921 tokens, peak 1,928, 1/1 needles, 1 read-backs
 *   round 47: courier app bundle
 *     codex: 267 tokens, peak 177, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,874 tokens, peak 4,431, 0/1 needles, 4 read-backs
 *     ours: 11,228 tokens, peak 4,456, 0/1 needles, 4 read-backs
 *   round 47: deployments yaml
 *     codex: 10,575 tokens, peak 10,482, 0/1 needles, 0 read-backs
 *     context-chef: 599 tokens, peak 506, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,009 tokens, peak 3,534, 0/1 needles, 4 read-backs
 *     ours: 7,846 tokens, peak 3,281, 0/1 needles, 4 read-backs
 *   round 47: promo batch java log
 *     codex: 14,987 tokens, peak 14,907, 0/1 needles, 0 read-backs
 *     context-chef: 756 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,835 tokens, peak 4,420, 0/1 needles, 4 read-backs
 *     ours: 7,479 tokens, peak 3,362, 0/1 needles, 4 read-backs
 *   round 47: courier payout statements
 *     codex: 11,592 tokens, peak 11,500, 0/1 needles, 0 read-backs
 *     context-chef: 637 tokens, peak 545, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,184 tokens, peak 2,712, 0/1 needles, 3 read-backs
 *     ours: 5,869 tokens, peak 2,277, 0/1 needles, 3 read-backs
 *   round 47: support chats, preamble
 *     codex: 13,730 tokens, peak 13,611, 0/1 needles, 0 read-backs
 *     context-chef: 767 tokens, peak 648, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,431 tokens, peak 3,269, 0/1 needles, 4 read-backs
 *     ours: 7,774 tokens, peak 2,817, 0/1 needles, 4 read-backs
 *   round 47: promo codes table, paraphrase
 *     codex: 11,372 tokens, peak 11,284, 0/1 needles, 0 read-backs
 *     context-chef: 589 tokens, peak 501, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,465 tokens, peak 3,266, 0/1 needles, 2 read-backs
 *     ours: 5,407 tokens, peak 2,875, 0/1 needles, 2 read-backs
 *   round 47: tablet gateway log, preamble
 *     codex: 16,729 tokens, peak 16,607, 0/1 needles, 0 read-backs
 *     context-chef: 889 tokens, peak 767, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,380 tokens, peak 4,325, 0/1 needles, 2 read-backs
 *     ours: 6,789 tokens, peak 3,725, 0/1 needles, 2 read-backs
 *   round 47: partner contracts csv
 *     codex: 18,222 tokens, peak 18,133, 0/1 needles, 0 read-backs
 *     context-chef: 847 tokens, peak 758, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,873 tokens, peak 3,095, 0/1 needles, 4 read-backs
 *     ours: 2,875 tokens, peak 1,138, 0/1 needles, 2 read-backs
 *   round 47: courier devices table
 *     codex: 12,999 tokens, peak 12,924, 0/1 needles, 0 read-backs
 *     context-chef: 654 tokens, peak 579, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,196 tokens, peak 2,641, 0/1 needles, 4 read-backs
 *     ours: 6,379 tokens, peak 2,669, 1/1 needles, 4 read-backs
 *   round 47: kafka consumer groups
 *     codex: 17,387 tokens, peak 17,306, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 711, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,262 tokens, peak 1,364, 0/1 needles, 4 read-backs
 *     ours: 4,565 tokens, peak 973, 1/1 needles, 4 read-backs
 *     codex: 305,805 tokens, 0/24 needles
 *     context-chef: 18,466 tokens, 0/24 needles
 *     context-chef-store: 161,717 tokens, 5/24 needles
 *     ours: 121,995 tokens, 7/24 needles
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of late 2026; the UK is on GMT in November, so UTC is the local time. */
const T = (month: number, day: number, h = 0, m = 0, s = 0, ms = 0) => Date.UTC(2026, month - 1, day, h, m, s, ms);
/** `2026-11-10T19:41:07Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-10T19:41:07.412Z` */
const isoMs = (t: number) => new Date(t).toISOString();
/** `19:41:07` */
const clock = (t: number) => new Date(t).toISOString().slice(11, 19);
/** `2026-11-10` */
const date = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** `£12.40` from pence. */
const gbp = (pence: number) => `${pence < 0 ? '-' : ''}£${(Math.abs(pence) / 100).toFixed(2)}`;

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
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

/** Cities Forkful runs in: areas (restaurant branches and courier zones) and postcode districts. */
const CITIES: readonly (readonly [string, string, readonly string[], readonly string[]])[] = [
  [
    'Manchester',
    'MAN',
    ['Ancoats', 'Northern Quarter', 'Didsbury', 'Chorlton', 'Fallowfield', 'Spinningfields', 'Levenshulme'],
    ['M4', 'M1', 'M20', 'M21', 'M14', 'M3', 'M19'],
  ],
  [
    'Leeds',
    'LDS',
    ['Kirkgate', 'Headingley', 'Chapel Allerton', 'Hyde Park', 'Roundhay', 'Kirkstall', 'Meanwood'],
    ['LS2', 'LS6', 'LS7', 'LS6', 'LS8', 'LS5', 'LS6'],
  ],
  [
    'Bristol',
    'BRS',
    ['Gloucester Road', 'Clifton Village', 'Stokes Croft', 'Bedminster', 'Southville', 'Redland', 'Easton'],
    ['BS7', 'BS8', 'BS1', 'BS3', 'BS3', 'BS6', 'BS5'],
  ],
  [
    'Glasgow',
    'GLA',
    ['Finnieston', 'West End', 'Merchant City', 'Shawlands', 'Dennistoun', 'Partick'],
    ['G3', 'G12', 'G1', 'G41', 'G31', 'G11'],
  ],
  [
    'Edinburgh',
    'EDI',
    ['Leith', 'Bruntsfield', 'Stockbridge', 'Marchmont', 'Old Town', 'Morningside'],
    ['EH6', 'EH10', 'EH3', 'EH9', 'EH1', 'EH10'],
  ],
  [
    'Birmingham',
    'BHM',
    ['Digbeth', 'Jewellery Quarter', 'Moseley', 'Harborne', 'Kings Heath', 'Edgbaston'],
    ['B5', 'B18', 'B13', 'B17', 'B14', 'B15'],
  ],
  [
    'Liverpool',
    'LPL',
    ['Baltic Triangle', 'Bold Street', 'Lark Lane', 'Allerton Road', 'Smithdown Road'],
    ['L1', 'L1', 'L17', 'L18', 'L15'],
  ],
  ['Sheffield', 'SHF', ['Kelham Island', 'Ecclesall Road', 'Abbeydale Road', 'Crookes', 'London Road'], ['S3', 'S11', 'S7', 'S10', 'S2']],
  ['Nottingham', 'NTM', ['Hockley', 'West Bridgford', 'Beeston', 'Sherwood', 'Lace Market'], ['NG1', 'NG2', 'NG9', 'NG5', 'NG1']],
  ['Cardiff', 'CDF', ['Cathays', 'Canton', 'Roath', 'Pontcanna', 'Cardiff Bay'], ['CF24', 'CF5', 'CF24', 'CF11', 'CF10']],
  ['Newcastle', 'NCL', ['Jesmond', 'Heaton', 'Ouseburn', 'Gosforth', 'Quayside'], ['NE2', 'NE6', 'NE1', 'NE3', 'NE1']],
];
const cityNamed = (name: string) => CITIES.find(([city]) => city === name)!;
/** A postcode in one of `district`'s sectors. */
/** A branch's name: `Peri Palace (Leeds Hyde Park)`, or `(Cardiff Bay)` where the area carries the city's name. */
const branchOf = (brand: string, city: string, area: string) => `${brand} (${area.startsWith(city) ? area : `${city} ${area}`})`;
const postcode = (random: () => number, district: string) =>
  `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

/** Restaurant brands by cuisine. */
const BRANDS: readonly (readonly [string, string])[] = [
  ['Tandoori Nights', 'indian'],
  ['Bombay Street Kitchen', 'indian'],
  ['Dhaba 24', 'indian'],
  ['Saffron House', 'indian'],
  ['The Curry Leaf', 'indian'],
  ['Masala Junction', 'indian'],
  ['Golden Wok', 'chinese'],
  ['Lucky Dragon', 'chinese'],
  ['Sichuan Garden', 'chinese'],
  ['Dumpling Theory', 'chinese'],
  ['Kyoto Kitchen', 'japanese'],
  ['Ramen Shack', 'japanese'],
  ['Sushi Sora', 'japanese'],
  ['Pho Saigon', 'vietnamese'],
  ['Banh Mi Co', 'vietnamese'],
  ['Little Hanoi', 'vietnamese'],
  ['Thai Orchid', 'thai'],
  ['Bangkok Street', 'thai'],
  ['Slice Society', 'pizza'],
  ['Forno Rosso', 'pizza'],
  ['Doughhouse', 'pizza'],
  ['Patty Lab', 'burgers'],
  ['Grill Republic', 'burgers'],
  ['The Burger Yard', 'burgers'],
  ['Taco Loco', 'mexican'],
  ['Burrito Brothers', 'mexican'],
  ['Istanbul Grill', 'turkish'],
  ['Lebanese Corner', 'lebanese'],
  ['Falafel King', 'lebanese'],
  ['Peri Palace', 'chicken'],
  ['Cluckers', 'chicken'],
  ['Green Bowl', 'healthy'],
  ['Poke Place', 'healthy'],
  ['The Brunch Club', 'breakfast'],
  ['Sugar Rush Desserts', 'desserts'],
];

const FIRST = [
  'Aoife',
  'Tomasz',
  'Priya',
  'Kwame',
  'Hannah',
  'Marcus',
  'Jordan',
  'Fatima',
  'Callum',
  'Zara',
  'Liam',
  'Chloe',
  'Dev',
  'Imogen',
  'Reza',
  'Sofia',
  'Owen',
  'Amara',
  'Kieran',
  'Lucia',
  'Bilal',
  'Megan',
  'Jakub',
  'Ellie',
  'Tariq',
  'Grace',
  'Mohammed',
  'Rhys',
  'Yasmin',
  'Connor',
  'Leah',
  'Arjun',
  'Molly',
  'Samir',
  'Holly',
  'Ewan',
  'Nadia',
  'Ravi',
  'Beth',
  'Mateusz',
];
const LAST = [
  'Brennan',
  'Kowalski',
  'Patel',
  'Mensah',
  'Clarke',
  'Walsh',
  'Hughes',
  'Ali',
  'Fraser',
  'Khan',
  'Murphy',
  'Evans',
  'Shah',
  'Wright',
  'Hosseini',
  'Rossi',
  'Davies',
  'Okafor',
  'Doyle',
  'Silva',
  'Hussain',
  'Jones',
  'Nowak',
  'Taylor',
  'Iqbal',
  'Campbell',
  'Ahmed',
  'Price',
  'Begum',
  'Reid',
  'Morgan',
  'Sharma',
  'Byrne',
  'Qureshi',
  'Hall',
  'Ross',
  'Mehta',
  'Cole',
  'Lewandowski',
  'Santos',
];
const fullName = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** `GET /internal/menus/v2/export?city=bristol`: every Bristol menu as one line of JSON; one branch's large lamb biryani. */
function menuExportJson(): EconomicsTask {
  const random = seededRandom(47_001);
  /** Dishes by cuisine: category, name, price in pence, sizes (none when it has one size). */
  type Dish = readonly [string, string, number, readonly string[]];
  const MENUS: Readonly<Record<string, readonly Dish[]>> = {
    indian: [
      ['Starters', 'Onion Bhaji', 450, []],
      ['Starters', 'Vegetable Samosa', 425, []],
      ['Starters', 'Chicken Tikka', 595, []],
      ['Starters', 'Lamb Seekh Kebab', 650, []],
      ['Curries', 'Chicken Tikka Masala', 1095, []],
      ['Curries', 'Lamb Rogan Josh', 1250, []],
      ['Curries', 'Chicken Jalfrezi', 1095, []],
      ['Curries', 'Saag Paneer', 925, []],
      ['Curries', 'Chana Masala', 850, []],
      ['Curries', 'Butter Chicken', 1150, []],
      ['Biryanis', 'Chicken Biryani', 1095, ['Regular', 'Large']],
      ['Biryanis', 'Lamb Biryani', 1195, ['Regular', 'Large']],
      ['Biryanis', 'Vegetable Biryani', 950, ['Regular', 'Large']],
      ['Sides', 'Pilau Rice', 350, []],
      ['Sides', 'Garlic Naan', 375, []],
      ['Sides', 'Peshwari Naan', 395, []],
      ['Sides', 'Bombay Aloo', 495, []],
      ['Drinks', 'Mango Lassi', 395, []],
    ],
    chinese: [
      ['Starters', 'Salt and Pepper Squid', 695, []],
      ['Starters', 'Crispy Seaweed', 450, []],
      ['Starters', 'Pork Dumplings (6)', 595, []],
      ['Mains', 'Kung Pao Chicken', 1050, []],
      ['Mains', 'Beef in Black Bean Sauce', 1150, []],
      ['Mains', 'Sweet and Sour Chicken', 995, []],
      ['Mains', 'Mapo Tofu', 895, []],
      ['Rice and Noodles', 'Egg Fried Rice', 395, ['Regular', 'Large']],
      ['Rice and Noodles', 'Singapore Noodles', 895, ['Regular', 'Large']],
      ['Rice and Noodles', 'Chicken Chow Mein', 950, ['Regular', 'Large']],
      ['Drinks', 'Jasmine Tea', 250, []],
    ],
    japanese: [
      ['Small Plates', 'Edamame', 425, []],
      ['Small Plates', 'Chicken Gyoza', 595, []],
      ['Ramen', 'Tonkotsu Ramen', 1250, ['Regular', 'Large']],
      ['Ramen', 'Miso Ramen', 1150, ['Regular', 'Large']],
      ['Donburi', 'Chicken Katsu Curry', 1195, ['Regular', 'Large']],
      ['Donburi', 'Teriyaki Salmon Don', 1395, []],
      ['Sushi', 'Salmon Nigiri (2)', 495, []],
      ['Sushi', 'California Roll (8)', 750, []],
      ['Drinks', 'Ramune Melon', 325, []],
    ],
    pizza: [
      ['Pizzas', 'Margherita', 995, ['10"', '12"', '14"']],
      ['Pizzas', 'Pepperoni', 1195, ['10"', '12"', '14"']],
      ['Pizzas', 'Nduja and Honey', 1295, ['10"', '12"', '14"']],
      ['Pizzas', 'Four Cheese', 1195, ['10"', '12"', '14"']],
      ['Sides', 'Garlic Dough Balls', 550, []],
      ['Sides', 'Chicken Wings (8)', 750, []],
      ['Desserts', 'Tiramisu', 595, []],
      ['Drinks', 'San Pellegrino Limonata', 275, []],
    ],
    burgers: [
      ['Burgers', 'Classic Smash', 995, ['Single', 'Double']],
      ['Burgers', 'Bacon Cheeseburger', 1150, ['Single', 'Double']],
      ['Burgers', 'Buttermilk Chicken Burger', 1095, []],
      ['Burgers', 'Halloumi Burger', 1050, []],
      ['Sides', 'Skin-on Fries', 395, ['Regular', 'Large']],
      ['Sides', 'Onion Rings', 450, []],
      ['Shakes', 'Salted Caramel Shake', 550, []],
    ],
    lebanese: [
      ['Mezze', 'Hummus', 550, []],
      ['Mezze', 'Baba Ganoush', 575, []],
      ['Mezze', 'Falafel (5)', 595, []],
      ['Grills', 'Chicken Shish', 1295, []],
      ['Grills', 'Lamb Kofta', 1350, []],
      ['Wraps', 'Chicken Shawarma Wrap', 895, ['Regular', 'Large']],
      ['Sides', 'Vermicelli Rice', 350, []],
    ],
  };
  const ALLERGENS = ['gluten', 'milk', 'egg', 'peanuts', 'nuts', 'sesame', 'soya', 'mustard', 'celery', 'fish', 'crustaceans'];
  const [, , bristolAreas, bristolDistricts] = cityNamed('Bristol');
  const item = (dish: Dish, size: string | null, price: number) => ({
    item_id: `itm_${hex(random, 12)}`,
    name: dish[1],
    size,
    price: { amount: price, currency: 'GBP' },
    vat_rate: '20.0',
    available: random() < 0.95,
    calories_kcal: between(random, 90, 1_400),
    allergens: ALLERGENS.filter(() => random() < 0.18),
    dietary: random() < 0.25 ? [oneOf(random, ['vegetarian', 'vegan', 'halal', 'gluten_free'])] : [],
    image: random() < 0.7 ? `https://img.forkful.co.uk/menu/${hex(random, 16)}.webp` : null,
    pos_ref: `${between(random, 100, 999)}`,
  });
  /** A menu, with each dish's price moved a little; `fixed` sets some prices by dish and size. */
  const menu = (cuisine: string, fixed: ReadonlyMap<string, number> = new Map()) => {
    const categories = new Map<string, ReturnType<typeof item>[]>();
    for (const dish of MENUS[cuisine]!) {
      if (!fixed.has(`${dish[1]}|${dish[3][0] ?? ''}`) && random() < 0.2) continue;
      const base = dish[2] + Math.round((between(random, -80, 160) / 5) * 1) * 5;
      const sizes: readonly (string | null)[] = dish[3].length > 0 ? dish[3] : [null];
      const list = categories.get(dish[0]) ?? [];
      sizes.forEach((size, k) => {
        const price = fixed.get(`${dish[1]}|${size ?? ''}`) ?? base + k * oneOf(random, [200, 250, 300]);
        list.push(item(dish, size, price));
      });
      categories.set(dish[0], list);
    }
    return [...categories].map(([name, items], k) => ({ category_id: `cat_${hex(random, 8)}`, name, sort: k + 1, items }));
  };
  const store = (name: string, branch: string, cuisine: string, fixed?: ReadonlyMap<string, number>) => {
    const area = bristolAreas.indexOf(branch);
    return {
      store_id: `st_${chars(random, ALNUM, 10)}`,
      name,
      branch,
      city: 'Bristol',
      postcode: postcode(random, bristolDistricts[area < 0 ? 0 : area]!),
      cuisines: [cuisine],
      rating: Number((3.9 + random() * 1.0).toFixed(1)),
      ratings_count: between(random, 40, 6_200),
      prep_time_min: between(random, 10, 25),
      accepting_orders: random() < 0.9,
      menu: {
        menu_id: `mnu_${hex(random, 10)}`,
        version: between(random, 3, 140),
        published_at: isoZ(T(11, 12) - between(random, 1, 60 * 24 * 40) * MINUTE),
        source: oneOf(random, ['tablet', 'pos_sync', 'pos_sync', 'ops_portal']),
        categories: menu(cuisine, fixed),
      },
    };
  };
  const brands = BRANDS.filter(([, cuisine]) => cuisine in MENUS);
  const COUNT = 150;
  const stores: object[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [name, cuisine] = oneOf(random, brands);
    stores.push(store(name, oneOf(random, bristolAreas), cuisine));
  }
  const target = store(
    'Spice Route',
    'Gloucester Road',
    'indian',
    new Map([
      ['Lamb Biryani|Regular', 1150],
      ['Lamb Biryani|Large', 1495],
      ['Chicken Biryani|Regular', 1050],
      ['Chicken Biryani|Large', 1395],
    ]),
  );
  stores[Math.floor(COUNT * 0.52)] = target;
  stores[Math.floor(COUNT * 0.45)] = store(
    'Spice Route',
    'Clifton Village',
    'indian',
    new Map([
      ['Lamb Biryani|Regular', 1095],
      ['Lamb Biryani|Large', 1395],
    ]),
  );
  const biryani = target.menu.categories.flatMap((c) => c.items).find((i) => i.name === 'Lamb Biryani' && i.size === 'Large')!;
  const text = JSON.stringify(biryani);
  const needle = text.slice(0, text.indexOf(',"vat_rate"'));
  const output = `${JSON.stringify({
    city: 'bristol',
    generated_at: isoZ(T(11, 12, 9, 41, 18)),
    currency: 'GBP',
    price_unit: 'minor',
    stores,
    page: { size: COUNT + 20, next_cursor: null },
  })}\n`;
  const ask =
    "One of our regulars reckons the large lamb biryani from Spice Route on Gloucester Road has gone up again on the app. What price is the menu we're serving actually showing for it?";
  return probe('round 47: menu export json', ask, 'http_get', output, 'price', needle, true);
}

/** The payment processor's settlement detail report for two days, one line of XML; the refund on an order charged twice. */
function settlementXml(): EconomicsTask {
  const random = seededRandom(47_002);
  const psp = () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 16);
  const order = () => `FK-${between(random, 4_100_000, 6_900_000)}`;
  const METHODS = ['visa', 'visa', 'mc', 'mc', 'amex', 'applepay', 'applepay', 'googlepay', 'paypal'];
  interface Txn {
    t: number;
    text: string;
  }
  const txn = (
    t: number,
    type: string,
    ref: string,
    reference: string,
    gross: number,
    method = oneOf(random, METHODS),
    original = '',
    last4 = digits(random, 4),
  ): Txn => {
    const commission = type === 'CAPTURE' ? Math.round(Math.abs(gross) * 0.009) + 2 : 0;
    const scheme = type === 'CAPTURE' ? Math.round(Math.abs(gross) * 0.002) : 0;
    const net = gross - commission - scheme;
    const money = (p: number) => (p / 100).toFixed(2);
    return {
      t,
      text:
        `<Txn type="${type}" pspReference="${ref}" merchantReference="${reference}" originalReference="${original}" merchantAccount="ForkfulGB_ECOM" ` +
        `bookingDate="${isoZ(t)}" paymentMethod="${method}" cardSummary="${method === 'paypal' ? '' : last4}" shopperCountry="GB" ` +
        `gross="${money(gross)}" commission="${money(commission)}" schemeFees="${money(scheme)}" net="${money(net)}" currency="GBP" batch="1187"/>`,
    };
  };
  /** More orders at lunch and in the evening. */
  const when = (day: number) => {
    const h = oneOf(random, [8, 10, 11, 12, 12, 12, 13, 13, 14, 16, 17, 18, 18, 19, 19, 19, 19, 20, 20, 20, 21, 21, 22, 23]);
    return T(11, day, h, pick(random, 60), pick(random, 60));
  };
  const txns: Txn[] = [];
  const captures: { ref: string; reference: string; gross: number; method: string }[] = [];
  for (let i = 0; i < 3_950; i++) {
    const t = when(oneOf(random, [10, 11]));
    const reference = order();
    const gross = between(random, 1_150, 6_800);
    const ref = psp();
    const method = oneOf(random, METHODS);
    txns.push(txn(t, 'CAPTURE', ref, reference, gross, method));
    captures.push({ ref, reference, gross, method });
  }
  for (let i = 0; i < 480; i++) {
    const c = oneOf(random, captures);
    const amount = random() < 0.4 ? c.gross : Math.round(c.gross * (0.1 + random() * 0.5));
    txns.push(txn(when(11), 'REFUND', psp(), c.reference, -amount, c.method, c.ref));
  }
  for (let i = 0; i < 14; i++) {
    const c = oneOf(random, captures);
    txns.push(txn(when(11), 'CHARGEBACK', psp(), c.reference, -c.gross, c.method, c.ref));
  }
  // The order charged twice a few seconds apart, and its refund the next morning.
  const first = psp();
  const second = psp();
  txns.push(txn(T(11, 10, 20, 3, 11), 'CAPTURE', first, 'FK-5530418', 3_160, 'applepay', '', '0291'));
  txns.push(txn(T(11, 10, 20, 3, 14), 'CAPTURE', second, 'FK-5530418', 3_160, 'applepay', '', '0291'));
  const refund = psp();
  txns.push(txn(T(11, 11, 9, 26, 40), 'REFUND', refund, 'FK-5530418', -3_160, 'applepay', second, '0291'));
  // An order whose number has two digits swapped, part refunded; another double charge refunded.
  const swapped = psp();
  txns.push(txn(T(11, 10, 19, 48, 2), 'CAPTURE', swapped, 'FK-5530481', 2_475, 'visa', '', '7710'));
  txns.push(txn(T(11, 11, 10, 2, 55), 'REFUND', psp(), 'FK-5530481', -850, 'visa', swapped, '7710'));
  const other = psp();
  txns.push(txn(T(11, 10, 19, 22, 40), 'CAPTURE', psp(), 'FK-4918236', 4_420, 'mc', '', '3385'));
  txns.push(txn(T(11, 10, 19, 22, 46), 'CAPTURE', other, 'FK-4918236', 4_420, 'mc', '', '3385'));
  txns.push(txn(T(11, 11, 8, 51, 3), 'REFUND', psp(), 'FK-4918236', -4_420, 'mc', other, '3385'));
  txns.sort((a, b) => a.t - b.t);
  const needle = `<Txn type="REFUND" pspReference="${refund}" merchantReference="FK-5530418"`;
  const gross = txns.reduce((sum, x) => sum + Number(/ gross="(-?[\d.]+)"/.exec(x.text)![1]), 0).toFixed(2);
  const output = `<?xml version="1.0" encoding="UTF-8"?><SettlementDetailReport xmlns="urn:psp:settlement:2" merchantAccount="ForkfulGB_ECOM" batchNumber="1187" currency="GBP" periodStart="2026-11-10T00:00:00Z" periodEnd="2026-11-11T23:59:59Z" payoutDate="2026-11-13" created="2026-11-12T04:12:09Z"><Txns count="${txns.length}">${txns.map((x) => x.text).join('')}</Txns><Summary txnCount="${txns.length}" grossBalance="${gross}"/></SettlementDetailReport>\n`;
  const ask =
    "The customer on order FK-5530418 got charged twice on Tuesday night, and we refunded one of the two payments. Her bank wants the payment processor's reference for that refund. What is it?";
  return probe('round 47: settlement xml', ask, 'read_file', output, 'reference', needle, true);
}

/** The courier app's built bundle, minified on one line; the endpoint the doorstep photo is posted to. */
function courierAppBundle(): EconomicsTask {
  const random = seededRandom(47_003);
  const ID_START = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
  const id = () => `${chars(random, ID_START, 1)}${chars(random, `${ALNUM}$_`, between(random, 0, 2))}`;
  const PROPS = [
    'id',
    'status',
    'courierId',
    'orderId',
    'zone',
    'eta',
    'items',
    'lat',
    'lng',
    'vehicle',
    'shiftId',
    'amount',
    'tip',
    'batchId',
    'acceptedAt',
    'restaurant',
    'dropoff',
    'pickup',
    'distanceM',
    'expiresAt',
  ];
  const RESOURCES = [
    'shifts',
    'earnings',
    'zones',
    'documents',
    'jobs',
    'deliveries',
    'batches',
    'heatmap',
    'incidents',
    'support/tickets',
    'vehicle',
    'bank-details',
    'referrals',
    'device',
    'offers',
  ];
  const SUFFIXES = [
    '',
    '',
    '/accept',
    '/decline',
    '/arrived-at-restaurant',
    '/picked-up',
    '/arrived-at-customer',
    '/delivered',
    '/cannot-deliver',
    '/messages',
    '/summary',
    '/history',
  ];
  const STRINGS = [
    ['offer.accept', 'Accept'],
    ['offer.decline', 'Decline'],
    ['offer.expires', 'Offer expires in {{s}}s'],
    ['job.arrived_restaurant', "I'm at the restaurant"],
    ['job.picked_up', 'Picked up'],
    ['job.arrived_customer', "I'm at the customer"],
    ['job.delivered', 'Mark as delivered'],
    ['pod.take_photo', 'Take a photo of the order at the door'],
    ['pod.retake', 'Retake'],
    ['pod.hint', 'Make sure the door number is in the picture'],
    ['age.check_id', 'Check the customer’s ID (18+ items)'],
    ['earnings.week', 'This week'],
    ['earnings.tips', 'Tips'],
    ['shift.start', 'Go online'],
    ['shift.end', 'Go offline'],
    ['support.chat', 'Chat with support'],
    ['profile.photo', 'Update your profile photo'],
    ['zone.busy', 'Busy area, boost {{x}}'],
  ] as const;
  const chunk = (): string => {
    const f = id();
    const a = id();
    const b = id();
    const c = id();
    switch (pick(random, 8)) {
      case 0:
        return `function ${f}(${a},${b}){return ${a}.filter(${c}=>${c}.${oneOf(random, PROPS)}!==${b}).map(${c}=>({...${c},${oneOf(random, PROPS)}:${between(random, 0, 900)}}))}`;
      case 1: {
        const res = oneOf(random, RESOURCES);
        const method = oneOf(random, ['GET', 'GET', 'POST', 'PUT', 'PATCH']);
        const path = res === 'deliveries' || res === 'jobs' || res === 'offers' ? `/${res}/"+${a}+"${oneOf(random, SUFFIXES)}` : `/${res}`;
        return `const ${f}=async(${a},${b})=>{const ${c}=await fetch(Pe+"/courier/v${oneOf(random, [3, 4, 4])}${path}",{method:"${method}",headers:Ue()${method === 'GET' ? '' : `,body:JSON.stringify(${b})`}});if(!${c}.ok)throw new Ge(${c}.status,await ${c}.text());return ${c}.json()}`;
      }
      case 2:
        return `${f}=${a}=>R.createElement("div",{className:"${chars(random, 'abcdefghijklmnopqrstuvwxyz', 2)}-${chars(random, LOWER, 5)}"},R.createElement(${id()},{label:Ke("${oneOf(random, STRINGS)[0]}"),onPress:${a}.${oneOf(random, ['onAccept', 'onDecline', 'onClose', 'onNext', 'onRetry'])},disabled:!${a}.${oneOf(random, PROPS)}}))`;
      case 3:
      case 4:
        return `var ${f}={${shuffle(random, [...PROPS])
          .slice(0, between(random, 3, 8))
          .map((p) => `${p}:${oneOf(random, ['!0', '!1', 'null', `"${chars(random, LOWER, 6)}"`, String(between(random, 1, 9_999))])}`)
          .join(',')}}`;
      case 5:
        return `function ${f}(${a}){switch(${a}.type){${Array.from({ length: between(random, 2, 5) }, () => `case"${oneOf(random, ['offer', 'job', 'shift', 'earnings', 'chat'])}/${oneOf(random, ['received', 'accepted', 'updated', 'expired', 'cleared'])}":return{...${a}.state,${oneOf(random, PROPS)}:${a}.payload}`).join(';')};default:return ${a}.state}}`;
      case 6:
        return `${f}.useEffect(()=>{const ${a}=setInterval(()=>${b}(${c}=>${c}+1),${oneOf(random, [1e3, 5e3, 3e4, 6e4])});return()=>clearInterval(${a})},[${id()}])`;
      default:
        return `${f}=Math.round(${a}.${oneOf(random, PROPS)}*${(random() * 3).toFixed(3)}+${between(random, 0, 60)})/${oneOf(random, [60, 100, 1e3])}`;
    }
  };
  const strings = () =>
    `var Ln={${shuffle(random, [...STRINGS])
      .map(([k, v]) => `"${k}":"${v}"`)
      .join(',')}}`;
  const upload = (fn: string, path: string, field: string, file: string, method: string) =>
    `const ${fn}=async(e,t)=>{const n=new FormData;n.append("${field}",t.blob,"${file}"),n.append("lat",String(t.lat)),n.append("lng",String(t.lng)),n.append("taken_at",t.takenAt);const r=await fetch(${path},{method:"${method}",headers:Ue(),body:n});if(!r.ok)throw new Ge(r.status,await r.text());return r.json()}`;
  /** A webpack module: its exports, then its code. */
  const module = (body: readonly string[]) => {
    const [e, t, n] = [id(), id(), id()];
    const exports = Array.from({ length: between(random, 1, 4) }, () => `${id()}:()=>${id()}`).join(',');
    const imports = Array.from({ length: between(random, 0, 3) }, () => `var ${id()}=${n}(${between(random, 1_000, 99_999)})`);
    return `${between(random, 1_000, 99_999)}:(${e},${t},${n})=>{"use strict";${[`${n}.d(${t},{${exports}})`, ...imports, ...body].join(';')}}`;
  };
  const modules: string[] = [];
  let length = 0;
  const TOTAL = 820_000;
  let planted = false;
  while (length < TOTAL) {
    const body = Array.from({ length: between(random, 3, 24) }, () =>
      random() < 0.01
        ? strings()
        : random() < 0.002
          ? upload(id(), 'Pe+"/courier/v4/profile/photo"', 'photo', 'avatar.jpg', 'PUT')
          : chunk(),
    );
    if (!planted && length > TOTAL * 0.5) {
      planted = true;
      body.splice(
        2,
        0,
        upload('Yt', 'Pe+"/courier/v4/deliveries/"+e+"/age-verification"', 'id_photo', 'id.jpg', 'POST'),
        chunk(),
        upload('Zt', 'Pe+"/courier/v4/deliveries/"+e+"/proof-of-delivery"', 'photo', 'pod.jpg', 'POST'),
      );
    }
    const text = module(body);
    modules.push(text);
    length += text.length + 1;
  }
  const needle = 'fetch(Pe+"/courier/v4/deliveries/"+e+"/proof-of-delivery",{method:"POST"';
  const output = `/*! forkful-courier-app v6.18.2 (build 61802117) | (c) 2026 Forkful Ltd */\n"use strict";(self.webpackChunkcourier=self.webpackChunkcourier||[]).push([[792],{${modules.join(',')}}]);\n//# sourceMappingURL=main.4f9c2e1a.js.map\n`;
  const ask =
    "When a rider takes the photo at the customer's door to show they've dropped the order off, which API endpoint does the courier app send it to? All I've got is the built bundle.";
  return probe('round 47: courier app bundle', ask, 'read_file', output, 'endpoint', needle, true);
}

/** `kubectl get deployments -A -o yaml` on the prod cluster; one container's memory limit, under its name. */
function deploymentsYaml(): EconomicsTask {
  const random = seededRandom(47_004);
  const NAMESPACES: readonly (readonly [string, readonly string[]])[] = [
    ['auth', ['auth-api', 'token-service', 'otp-sender', 'session-proxy']],
    ['basket', ['basket-api', 'basket-pricing', 'basket-events']],
    ['checkout', ['checkout-api', 'checkout-orchestrator', 'fraud-score']],
    ['courier-api', ['courier-gateway', 'courier-onboarding', 'courier-documents', 'courier-earnings-api', 'courier-shifts']],
    ['dispatch', ['dispatch-engine', 'offer-service', 'batching-optimizer', 'dispatch-simulator', 'courier-location-api']],
    ['eta', ['eta-predictor', 'eta-feature-store', 'prep-time-model', 'eta-shadow']],
    ['menus', ['menu-api', 'menu-sync', 'menu-images', 'pos-bridge']],
    ['notifications', ['push-sender', 'sms-sender', 'email-renderer', 'notification-router']],
    ['orders', ['order-api', 'order-state-machine', 'order-history', 'order-events-relay']],
    ['payments', ['payments-api', 'refund-service', 'payout-service', 'ledger-writer', 'psp-webhooks']],
    ['promotions', ['promo-api', 'promo-batch', 'voucher-service', 'referral-service']],
    ['restaurant-gateway', ['tablet-gateway', 'tablet-ota', 'printer-bridge', 'store-hours']],
    ['routing', ['route-planner', 'osrm-proxy', 'geocoder', 'map-tiles-cache']],
    ['search', ['search-api', 'search-indexer', 'ranking-service']],
    ['support', ['support-chat', 'support-bot', 'case-service', 'compensation-service']],
  ];
  const LIMITS = ['256Mi', '512Mi', '768Mi', '1Gi', '1536Mi', '2Gi', '3Gi', '4Gi'];
  const REQUESTS = ['128Mi', '256Mi', '384Mi', '512Mi', '1Gi'];
  const account = '481377029164';
  interface Spec {
    ns: string;
    name: string;
    limit: string;
    request: string;
    lang: 'go' | 'jvm' | 'node' | 'python';
  }
  const deployment = (s: Spec) => {
    const port = s.lang === 'jvm' ? 8080 : oneOf(random, [8080, 8000, 3000]);
    const sidecar = random() < 0.55;
    const revision = between(random, 3, 180);
    const env: [string, string][] = [
      ['APP_ENV', 'production'],
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector.platform:4317'],
      ['KAFKA_BROKERS', 'kafka-0.kafka.platform:9092,kafka-1.kafka.platform:9092,kafka-2.kafka.platform:9092'],
    ];
    if (s.lang === 'jvm') env.push(['JAVA_TOOL_OPTIONS', `-XX:MaxRAMPercentage=${oneOf(random, [60, 70, 75])}.0 -XX:+UseG1GC`]);
    if (s.lang === 'node') env.push(['NODE_OPTIONS', `--max-old-space-size=${oneOf(random, [384, 768, 1536])}`]);
    if (s.lang === 'python') env.push(['GUNICORN_WORKERS', String(between(random, 2, 8))]);
    if (random() < 0.4) env.push(['LOG_LEVEL', oneOf(random, ['info', 'info', 'warn', 'debug'])]);
    const labels = [
      `app.kubernetes.io/instance: ${s.name}`,
      'app.kubernetes.io/managed-by: Helm',
      `app.kubernetes.io/name: ${s.name}`,
      `app.kubernetes.io/part-of: ${s.ns}`,
      `helm.sh/chart: forkful-service-4.${between(random, 8, 14)}.${between(random, 0, 6)}`,
      `team: ${s.ns}`,
    ];
    const replicas = between(random, 2, 12);
    const lines = [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      deployment.kubernetes.io/revision: "${revision}"`,
      `      meta.helm.sh/release-name: ${s.name}`,
      `      meta.helm.sh/release-namespace: ${s.ns}`,
      `    creationTimestamp: "${isoZ(T(1, 1) - between(random, 30, 900) * DAY + pick(random, DAY))}"`,
      `    generation: ${revision + between(random, 0, 30)}`,
      '    labels:',
      ...labels.map((l) => `      ${l}`),
      `    name: ${s.name}`,
      `    namespace: ${s.ns}`,
      `    resourceVersion: "${between(random, 900_000_000, 999_999_999)}"`,
      `    uid: ${uuid(random)}`,
      '  spec:',
      '    progressDeadlineSeconds: 600',
      `    replicas: ${replicas}`,
      '    revisionHistoryLimit: 10',
      '    selector:',
      '      matchLabels:',
      `        app.kubernetes.io/instance: ${s.name}`,
      `        app.kubernetes.io/name: ${s.name}`,
      '    strategy:',
      '      rollingUpdate:',
      '        maxSurge: 25%',
      `        maxUnavailable: ${oneOf(random, ['0', '25%'])}`,
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      '        annotations:',
      `          checksum/config: ${hex(random, 64)}`,
      '          prometheus.io/port: "9090"',
      '          prometheus.io/scrape: "true"',
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${s.name}`,
      `          app.kubernetes.io/name: ${s.name}`,
      '      spec:',
      '        containers:',
      '        - env:',
      ...env.flatMap(([name, value]) => [
        `          - name: ${name}`,
        `            value: ${/^[\w./:,-]+$/.test(value) ? value : `'${value}'`}`,
      ]),
      `          image: ${account}.dkr.ecr.eu-west-2.amazonaws.com/forkful/${s.name}:2026.${pad2(between(random, 9, 11))}.${pad2(between(random, 1, 28))}-${hex(random, 7)}`,
      '          imagePullPolicy: IfNotPresent',
      '          livenessProbe:',
      '            httpGet:',
      '              path: /healthz',
      '              port: http',
      `            periodSeconds: ${oneOf(random, [10, 15, 20])}`,
      `          name: ${s.name}`,
      '          ports:',
      `          - containerPort: ${port}`,
      '            name: http',
      '            protocol: TCP',
      '          readinessProbe:',
      '            httpGet:',
      '              path: /readyz',
      '              port: http',
      '          resources:',
      '            limits:',
      `              cpu: ${oneOf(random, ['"1"', '"2"', '1500m', '"4"', '750m'])}`,
      `              memory: ${s.limit}`,
      '            requests:',
      `              cpu: ${oneOf(random, ['100m', '250m', '500m', '"1"'])}`,
      `              memory: ${s.request}`,
      '          securityContext:',
      '            allowPrivilegeEscalation: false',
      '            readOnlyRootFilesystem: true',
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
    ];
    if (sidecar)
      lines.push(
        '        - args:',
        '          - --config=/etc/envoy/envoy.yaml',
        `          image: envoyproxy/envoy:v1.${oneOf(random, [31, 32, 32])}.${between(random, 0, 4)}`,
        '          imagePullPolicy: IfNotPresent',
        '          name: envoy',
        '          ports:',
        '          - containerPort: 15001',
        '            name: envoy-admin',
        '            protocol: TCP',
        '          resources:',
        '            limits:',
        '              cpu: 500m',
        '              memory: 256Mi',
        '            requests:',
        '              cpu: 50m',
        '              memory: 64Mi',
      );
    lines.push(
      '        dnsPolicy: ClusterFirst',
      `        nodeSelector:`,
      `          karpenter.sh/nodepool: ${oneOf(random, ['general', 'general', 'memory', 'spot'])}`,
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      `        serviceAccountName: ${s.name}`,
      '        terminationGracePeriodSeconds: 30',
      '  status:',
      `    availableReplicas: ${replicas}`,
      '    conditions:',
      `    - lastTransitionTime: "${isoZ(T(11, 12) - between(random, 1, 400) * HOUR)}"`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    observedGeneration: ${revision}`,
      `    readyReplicas: ${replicas}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    );
    return lines;
  };
  const specs: Spec[] = [];
  const randomSpec = (ns: string, name: string): Spec => ({
    ns,
    name,
    limit: oneOf(random, LIMITS),
    request: oneOf(random, REQUESTS),
    lang: oneOf(random, ['go', 'go', 'jvm', 'node', 'python']),
  });
  for (const [ns, services] of NAMESPACES)
    for (const service of services)
      for (const suffix of ['', ...['-worker', '-consumer', '-cron', '-canary', '-replay'].filter(() => random() < 0.35)])
        specs.push(randomSpec(ns, `${service}${suffix}`));
  specs.push({ ns: 'dispatch', name: 'courier-location-ingest', limit: '1792Mi', request: '1Gi', lang: 'go' });
  specs.push({ ns: 'dispatch', name: 'courier-location-ingest-replay', limit: '3Gi', request: '1Gi', lang: 'go' });
  specs.push({ ns: 'dispatch', name: 'courier-location-ingest-canary', limit: '2Gi', request: '1Gi', lang: 'go' });
  specs.sort((a, b) => (a.ns === b.ns ? (a.name < b.name ? -1 : 1) : a.ns < b.ns ? -1 : 1));
  const output = `${['apiVersion: v1', 'items:', ...specs.flatMap(deployment), 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const needle = 'memory: 1792Mi';
  const ask =
    'The courier location ingest service keeps getting restarted on the prod cluster. How much memory is it actually allowed before Kubernetes kills it? I mean the service itself, not the canary or the replay one.';
  return probe('round 47: deployments yaml', ask, 'run_shell', output, 'memory', needle);
}

/** The promotions batch worker's Spring Boot log since yesterday afternoon; the overnight voucher expiry run's own failing frame. */
function promoBatchJavaLog(): EconomicsTask {
  const random = seededRandom(47_005);
  const lines: { t: number; text: string[] }[] = [];
  const logger = (name: string) => name.padEnd(40).slice(0, 40);
  const thread = (name: string) => name.padStart(15).slice(-15);
  const add = (t: number, level: string, threadName: string, loggerName: string, message: string, trace: string[] = []) =>
    lines.push({
      t,
      text: [`${isoMs(t)} ${level.padStart(5)} 1 --- [promo-batch] [${thread(threadName)}] ${logger(loggerName)} : ${message}`, ...trace],
    });
  const start = T(11, 11, 14, 0);
  const end = T(11, 12, 13, 25);
  const CODES = ['SAVE5NOW', 'WELCOME10', 'PLUSFREE', 'LUNCH3OFF', 'STUDENT15', 'BACKSOON', 'FRIYAY', 'WINTERWARM', 'COMEBACK20'];
  // Redemptions from the order stream, all day, busier at lunch and dinner.
  for (let t = start; t < end;) {
    const h = new Date(t).getUTCHours();
    const busy = (h >= 11 && h <= 13) || (h >= 17 && h <= 21);
    t += between(random, 2, busy ? 14 : 60) * SECOND + pick(random, 1_000);
    const kind = pick(random, 20);
    const consumer = `promo-redemptions-${pick(random, 3)}`;
    if (kind < 14)
      add(
        t,
        'INFO',
        consumer,
        'c.f.p.redemption.RedemptionConsumer',
        `Applied voucher ${oneOf(random, CODES)}-${chars(random, UPPER, 4)} to order FK-${between(random, 4_100_000, 6_900_000)} discount=${gbp(oneOf(random, [300, 500, 250, 150, 1_000]))} customer=cus_${chars(random, ALNUM, 14)}`,
      );
    else if (kind < 17)
      add(
        t,
        'INFO',
        consumer,
        'c.f.p.redemption.RedemptionConsumer',
        `Rejected voucher ${oneOf(random, CODES)}-${chars(random, UPPER, 4)} for order FK-${between(random, 4_100_000, 6_900_000)}: ${oneOf(random, ['min_basket_not_met', 'already_redeemed', 'not_in_city', 'audience_mismatch'])}`,
      );
    else if (kind < 19)
      add(
        t,
        'DEBUG',
        `http-nio-8080-exec-${between(random, 1, 12)}`,
        'c.f.p.api.VoucherController',
        `GET /internal/vouchers/${chars(random, UPPER, 10)} 200 ${between(random, 3, 40)}ms`,
      );
    else
      add(
        t,
        'INFO',
        'HikariPool-1 housekeeper',
        'com.zaxxer.hikari.pool.HikariPool',
        `HikariPool-1 - Pool stats (total=20, active=${between(random, 0, 9)}, idle=${between(random, 11, 20)}, waiting=0)`,
      );
  }
  // Campaign sync every quarter hour, referral payouts every hour.
  for (let t = start; t < end; t += 15 * MINUTE) {
    add(t + 300, 'INFO', 'scheduling-1', 'c.f.p.sync.CampaignSyncJob', 'Campaign sync started');
    add(
      t + between(random, 1_500, 4_800),
      'INFO',
      'scheduling-1',
      'c.f.p.sync.CampaignSyncJob',
      `Synced ${between(random, 400, 430)} campaigns (${between(random, 0, 7)} changed) in ${(1 + random() * 3).toFixed(1)}s`,
    );
  }
  for (let t = start; t < end; t += HOUR) {
    add(
      t + 2 * MINUTE,
      'INFO',
      'scheduling-2',
      'c.f.p.referral.ReferralPayoutJob',
      `Referral payouts: ${between(random, 0, 40)} paid, 0 failed`,
    );
  }
  const frames = (list: readonly string[]) => list.map((f) => `\tat ${f}`);
  const SPRING_BATCH = [
    'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.transform(FaultTolerantChunkProcessor.java:300) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.step.item.SimpleChunkProcessor.process(SimpleChunkProcessor.java:210) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.step.item.ChunkOrientedTasklet.execute(ChunkOrientedTasklet.java:77) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:407) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:140) ~[spring-tx-6.1.14.jar!/:6.1.14]',
    'org.springframework.batch.core.step.tasklet.TaskletStep$2.doInChunkContext(TaskletStep.java:255) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.repeat.support.RepeatTemplate.getNextResult(RepeatTemplate.java:369) ~[spring-batch-infrastructure-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.step.AbstractStep.execute(AbstractStep.java:229) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.job.SimpleStepHandler.handleStep(SimpleStepHandler.java:153) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.job.AbstractJob.execute(AbstractJob.java:317) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'org.springframework.batch.core.launch.support.SimpleJobLauncher$1.run(SimpleJobLauncher.java:157) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
    'com.forkful.promotions.expiry.VoucherExpiryJobRunner.run(VoucherExpiryJobRunner.java:52) ~[!/:na]',
    'org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84) ~[spring-context-6.1.14.jar!/:6.1.14]',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144) ~[na:na]',
    'java.base/java.lang.Thread.run(Thread.java:1583) ~[na:na]',
  ];
  /** One voucher expiry run: its chunks, then success or the given failure. */
  const expiryRun = (t0: number, runDate: string, chunks: number, failure?: (t: number, done: number, expired: number) => void) => {
    add(
      t0,
      'INFO',
      'scheduling-1',
      'c.f.p.expiry.VoucherExpiryJobRunner',
      `Starting voucherExpiryJob run=${runDate} cutoff=${runDate}T00:00:00Z`,
    );
    add(
      t0 + 180,
      'INFO',
      'scheduling-1',
      'o.s.b.c.l.support.SimpleJobLauncher',
      `Job: [SimpleJob: [name=voucherExpiryJob]] launched with the following parameters: [{'run.date':'{value=${runDate}, type=class java.lang.String, identifying=true}'}]`,
    );
    add(t0 + 260, 'INFO', 'scheduling-1', 'o.s.batch.core.job.SimpleStepHandler', 'Executing step: [expireVouchersStep]');
    let t = t0 + 900;
    let expired = 0;
    for (let k = 1; k <= chunks; k++) {
      t += between(random, 1_800, 3_400);
      const n = between(random, 20, 70);
      expired += n;
      add(t, 'INFO', 'scheduling-1', 'c.f.p.expiry.ExpiryChunkListener', `Chunk ${k} processed: read=500 expired=${n} skipped=${500 - n}`);
    }
    if (failure) failure(t + between(random, 900, 2_000), chunks * 500, expired);
    else {
      add(
        t + 700,
        'INFO',
        'scheduling-1',
        'o.s.batch.core.step.AbstractStep',
        `Step: [expireVouchersStep] executed in ${Math.round((t - t0) / 1000)}s`,
      );
      add(
        t + 900,
        'INFO',
        'scheduling-1',
        'c.f.p.expiry.VoucherExpiryJobRunner',
        `voucherExpiryJob run ${runDate} COMPLETED: ${chunks * 500} vouchers, ${expired} expired`,
      );
    }
  };
  // A manual rerun yesterday afternoon, which hit a lock; last night's run, which died on a voucher with no minimum basket.
  expiryRun(T(11, 11, 14, 31, 2), '2026-11-11', 6, (t, done) => {
    add(
      t,
      'ERROR',
      'scheduling-1',
      'o.s.batch.core.step.AbstractStep',
      'Encountered an error executing step expireVouchersStep in job voucherExpiryJob',
      [
        '',
        'org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [UPDATE vouchers SET status = ? WHERE id = ? AND status = ?]; ERROR: could not obtain lock on row in relation "vouchers"',
        ...frames([
          'org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:271) ~[spring-jdbc-6.1.14.jar!/:6.1.14]',
          'org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1003) ~[spring-jdbc-6.1.14.jar!/:6.1.14]',
          'com.forkful.promotions.expiry.VoucherExpiryWriter.write(VoucherExpiryWriter.java:63) ~[!/:na]',
          'org.springframework.batch.core.step.item.SimpleChunkProcessor.writeItems(SimpleChunkProcessor.java:203) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
          ...SPRING_BATCH.slice(2),
        ]),
      ],
    );
    add(
      t + 30,
      'ERROR',
      'scheduling-1',
      'c.f.p.expiry.VoucherExpiryJobRunner',
      `voucherExpiryJob run 2026-11-11 FAILED after ${done.toLocaleString('en-US')} vouchers (manual rerun, requested by ops)`,
    );
  });
  expiryRun(T(11, 12, 2, 0, 0), '2026-11-12', 37, (t, done, expired) => {
    add(
      t,
      'ERROR',
      'scheduling-1',
      'o.s.batch.core.step.AbstractStep',
      'Encountered an error executing step expireVouchersStep in job voucherExpiryJob',
      [
        '',
        'org.springframework.batch.core.step.skip.NonSkippableProcessException: Non-skippable exception during processing',
        ...frames(SPRING_BATCH),
        'Caused by: java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.compareTo(java.math.BigDecimal)" because the return value of "com.forkful.promotions.model.Voucher.getMinBasket()" is null',
        ...frames([
          'com.forkful.promotions.expiry.ExpiryRules.minBasketStillValid(ExpiryRules.java:97) ~[!/:na]',
          'com.forkful.promotions.expiry.ExpiryRules.evaluate(ExpiryRules.java:58) ~[!/:na]',
          'com.forkful.promotions.expiry.VoucherExpiryProcessor.process(VoucherExpiryProcessor.java:44) ~[!/:na]',
          'com.forkful.promotions.expiry.VoucherExpiryProcessor.process(VoucherExpiryProcessor.java:21) ~[!/:na]',
          'org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
          'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$transform$1(FaultTolerantChunkProcessor.java:287) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
        ]),
        '\t... 15 common frames omitted',
      ],
    );
    add(
      t + 25,
      'ERROR',
      'scheduling-1',
      'c.f.p.expiry.VoucherExpiryJobRunner',
      `voucherExpiryJob run 2026-11-12 FAILED after ${done.toLocaleString('en-US')} vouchers (${expired.toLocaleString('en-US')} expired)`,
    );
  });
  // Other traces: a campaign the sync skipped, and a referral payout that timed out.
  add(T(11, 11, 16, 45, 3, 118), 'WARN', 'scheduling-1', 'c.f.p.sync.CampaignSyncJob', 'Skipping campaign cmp_7Qd2mWk1 during sync', [
    'java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because "campaign.getCityCode()" is null',
    ...frames([
      'com.forkful.promotions.sync.CampaignMapper.toDto(CampaignMapper.java:41) ~[!/:na]',
      'com.forkful.promotions.sync.CampaignSyncJob.syncPage(CampaignSyncJob.java:88) ~[!/:na]',
      'com.forkful.promotions.sync.CampaignSyncJob.run(CampaignSyncJob.java:54) ~[!/:na]',
      'org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84) ~[spring-context-6.1.14.jar!/:6.1.14]',
      'java.base/java.lang.Thread.run(Thread.java:1583) ~[na:na]',
    ]),
  ]);
  add(
    T(11, 11, 21, 2, 11, 604),
    'ERROR',
    'scheduling-2',
    'c.f.p.referral.ReferralPayoutJob',
    'Referral payout to courier cr_Hq81sPz0 failed, will retry next run',
    [
      'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://payout-service.payments/internal/payouts": Read timed out',
      ...frames([
        'org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915) ~[spring-web-6.1.14.jar!/:6.1.14]',
        'org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895) ~[spring-web-6.1.14.jar!/:6.1.14]',
        'com.forkful.promotions.referral.PayoutClient.send(PayoutClient.java:64) ~[!/:na]',
        'com.forkful.promotions.referral.ReferralPayoutJob.run(ReferralPayoutJob.java:71) ~[!/:na]',
        'java.base/java.lang.Thread.run(Thread.java:1583) ~[na:na]',
      ]),
      'Caused by: java.net.SocketTimeoutException: Read timed out',
      ...frames([
        'java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278) ~[na:na]',
        'java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099) ~[na:na]',
      ]),
      '\t... 12 common frames omitted',
    ],
  );
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.flatMap((l) => l.text).join('\n')}\n`;
  const needle = 'at com.forkful.promotions.expiry.ExpiryRules.minBasketStillValid(ExpiryRules.java:97)';
  const ask =
    'The overnight voucher expiry run fell over with a null pointer. Which class and line of our own code did it actually blow up in?';
  return probe('round 47: promo batch java log', ask, 'run_shell', output, 'frame', needle);
}

/** `payoutctl statements --week 2026-W45 --format text`: every courier's week; one Leeds rider's deduction under his name. */
function courierPayoutStatements(): EconomicsTask {
  const random = seededRandom(47_006);
  const RULE = '─'.repeat(78);
  const VEHICLES = ['bicycle', 'e-bike', 'e-bike', 'scooter', 'motorbike', 'car'];
  const DEDUCTIONS = [
    'cash order shortfall',
    'uniform kit (instalment 2 of 4)',
    'thermal bag replacement',
    'duplicate tip reversed',
    'insurance top-up (opted in)',
  ];
  const ADDITIONS = ['missed peak boost reinstated', 'long wait at restaurant', 'distance correction', 'referral bonus'];
  let seq = 4_000;
  const statement = (name: string, city: string, vehicle: string, adjustment?: string) => {
    seq += between(random, 1, 3);
    const deliveries = between(random, 18, 160);
    const base = deliveries * between(random, 330, 380);
    const distance = Math.round(deliveries * (40 + random() * 70));
    const boosts = random() < 0.6 ? between(random, 1, 12) * 200 : 0;
    const tips = between(random, 0, deliveries * 90);
    let adjPence = 0;
    let adjText = adjustment;
    if (!adjText) {
      const roll = random();
      if (roll < 0.78) adjText = '£0.00';
      else if (roll < 0.92) {
        adjPence = -between(random, 2, 30) * 50;
        adjText = `${gbp(adjPence)}  ${oneOf(random, DEDUCTIONS)} (ticket SUP-${between(random, 70_000, 99_999)})`;
      } else {
        adjPence = between(random, 2, 20) * 50;
        adjText = `+${gbp(adjPence)}  ${oneOf(random, ADDITIONS)} (ticket SUP-${between(random, 70_000, 99_999)})`;
      }
    } else adjPence = -3_000;
    const total = base + distance + boosts + tips + adjPence;
    const id = `cr_${chars(random, ALNUM, 8)}`;
    const row = (label: string, value: string) => `  ${label.padEnd(20)}${value}`;
    return [
      RULE,
      `Courier    ${name}  (${id})`.padEnd(58) + `${city} · ${vehicle}`,
      `Statement  PS-2026W45-${String(seq).padStart(6, '0')}`.padEnd(58) + 'Week 2026-11-02 → 2026-11-08',
      row('Deliveries', `${deliveries}   (${between(random, 0, 9)} batched, ${between(random, 0, 2)} cancelled at door)`),
      row('Online hours', (deliveries * (0.18 + random() * 0.12)).toFixed(1)),
      row('Base fees', gbp(base)),
      row('Distance pay', gbp(distance)),
      row('Peak boosts', gbp(boosts)),
      row('Tips', gbp(tips)),
      row('Adjustments', adjText),
      row('Total payout', gbp(total)),
      row('Paid', `BACS 2026-11-11  ref FKPAY-W45-${String(seq).padStart(6, '0')}`),
    ].join('\n');
  };
  const records: string[] = [];
  const COUNT = 1_700;
  const adjustment = '-£30.00  lost thermal bag deposit, bag not returned at offboarding check (ticket SUP-88213)';
  // Statements are numbered in the order they print: the namesakes are made in their places.
  const planted = new Map<number, () => string>([
    [Math.floor(COUNT * 0.56), () => statement('Tomasz Wójcik', 'Leeds', 'e-bike', adjustment)],
    [Math.floor(COUNT * 0.41), () => statement('Tomasz Wiśniewski', 'Leeds', 'bicycle')],
    [Math.floor(COUNT * 0.63), () => statement('Tomasz Wójcik', 'Bradford', 'car')],
  ]);
  for (let i = 0; i < COUNT; i++) {
    const [city] = oneOf(random, CITIES);
    const make = planted.get(i);
    records.push(make ? make() : statement(fullName(random), city, oneOf(random, VEHICLES)));
  }
  const output = `${['payoutctl statements --week 2026-W45 --format text', `${COUNT} statements, paid 2026-11-11`, ...records, RULE].join('\n')}\n`;
  const needle = `Adjustments         ${adjustment}`;
  const ask =
    'Tomasz Wójcik, who rides for us in Leeds, says his pay for last week came in lower than he expected. What did we take off him, and what for?';
  return probe('round 47: courier payout statements', ask, 'run_shell', output, 'deduction', needle);
}

/** `supportctl chats export --queue food-quality`, Friday to Wednesday; what an agent promised one customer on Sunday night. */
function supportChatsExport(): EconomicsTask {
  const random = seededRandom(47_007);
  const DISHES = [
    'chicken katsu curry',
    'pad thai',
    'pepperoni pizza',
    'lamb rogan josh',
    'tonkotsu ramen',
    'double smash burger',
    'chicken shawarma wrap',
    'pho',
    'mac and cheese',
    'chips',
  ];
  const COLD = ['arrived cold', 'is stone cold', 'was lukewarm at best', 'came cold', 'is barely warm'];
  const AGENTS = ['Jordan P.', 'Aisling M.', 'Sam K.', 'Precious O.', 'Dan W.', 'Mei L.', 'Rob T.', 'Kasia Z.'];
  const customerFirst = FIRST.filter((f) => f !== 'Niamh');
  interface Chat {
    t: number;
    text: string;
  }
  const resolution = (random: () => number, dish: string, price: number) =>
    oneOf(random, [
      `I've refunded ${gbp(price)} for the ${dish} back to your original payment method, it can take 3-5 working days to show.`,
      `I've added ${gbp(oneOf(random, [500, 700, 1_000]))} of Forkful credit to your account, you'll see it at checkout next time.`,
      `I've sent you a voucher for ${gbp(oneOf(random, [500, 800]))} off your next order, code SORRY-${chars(random, UPPER, 5)}, valid for 30 days.`,
      `I've refunded the full order (${gbp(price + between(random, 300, 1_800))}) to your card. Sorry again.`,
    ]);
  const chat = (
    t: number,
    customer: string,
    store: string,
    issue: string,
    lines: (at: (s: number) => string) => string[],
    agent = oneOf(random, AGENTS),
  ) => {
    let clockT = t;
    const at = (s: number) => {
      clockT += s * SECOND + pick(random, 900);
      return `[${clock(clockT)}]`;
    };
    const head = [
      `── chat ch_${chars(random, UPPER, 12)} · ${date(t)} ${clock(t).slice(0, 5)} GMT · ${oneOf(random, ['in-app', 'in-app', 'web'])} · queue food-quality`,
      `   customer: ${customer} (cus_${chars(random, ALNUM, 14)}) · order FK-${between(random, 4_100_000, 6_900_000)} · ${store} · ${gbp(between(random, 1_400, 5_600))}`,
      `   agent: ${agent} · tags: ${issue} · CSAT: ${oneOf(random, ['—', '—', '5', '4', '2', '1'])}`,
    ];
    return { t, text: [...head, ...lines(at)].join('\n') };
  };
  const store = () => {
    const [city, , areas] = oneOf(random, CITIES);
    return branchOf(oneOf(random, BRANDS)[0], city, oneOf(random, areas));
  };
  const randomChat = (t: number): Chat => {
    const dish = oneOf(random, DISHES);
    const price = between(random, 450, 1_600);
    const customer = `${oneOf(random, customerFirst)} ${oneOf(random, LAST).slice(0, 1)}.`;
    const first = customer.split(' ')[0]!;
    const kind = pick(random, 5);
    const issue = ['cold_food', 'missing_item', 'wrong_order', 'spilled', 'quality'][kind]!;
    const opener = [
      `my ${dish} ${oneOf(random, COLD)}`,
      `the ${dish} is missing from my order`,
      `this isn't what I ordered, I got someone else's bag`,
      `the ${dish} has leaked all over the bag`,
      `the ${dish} tastes off, I don't think it was cooked properly`,
    ][kind]!;
    return chat(t, customer, store(), issue, (at) => [
      `${at(0)} customer: ${opener}`,
      `${at(between(random, 4, 20))} bot: Sorry to hear that. I'm passing you to one of the team now.`,
      `${at(between(random, 30, 400))} agent: Hi ${first}, thanks for waiting. I'm sorry about your order, can you send a photo of the ${dish}?`,
      ...(random() < 0.6
        ? [`${at(between(random, 20, 120))} customer: [photo attached]`]
        : [`${at(between(random, 20, 120))} customer: I've already eaten half of it tbh`]),
      `${at(between(random, 30, 180))} agent: ${resolution(random, dish, price)}`,
      `${at(between(random, 10, 90))} customer: ${oneOf(random, ['ok thanks', 'fine', 'thanks', 'not impressed but ok', 'cheers'])}`,
      `${at(between(random, 10, 60))} agent: Is there anything else I can help with today?`,
      `${at(between(random, 5, 60))} system: chat closed by ${oneOf(random, ['agent', 'customer', 'timeout'])}`,
    ]);
  };
  const chats: Chat[] = [];
  const from = T(11, 6);
  const to = T(11, 12);
  for (let i = 0; i < 1_350; i++) {
    const day = from + pick(random, 6) * DAY;
    const minute = oneOf(random, [11, 12, 12, 13, 17, 18, 18, 19, 19, 19, 20, 20, 20, 21, 21, 22]) * 60 + pick(random, 60);
    chats.push(randomChat(day + minute * MINUTE + pick(random, 60) * SECOND));
  }
  const promise =
    "I'm really sorry Niamh, that's not the standard we want. I've put £15.00 of Forkful credit on your account as an apology, it'll show at checkout within 24 hours.";
  chats.push(
    chat(
      T(11, 8, 20, 11, 52),
      'Niamh K.',
      'Kyoto Kitchen (Manchester Ancoats)',
      'cold_food',
      (at) => [
        `${at(0)} customer: Hi, my chicken katsu curry has just turned up and it's freezing, the rice is like a brick`,
        `${at(9)} bot: Sorry to hear that. I'm passing you to one of the team now.`,
        `${at(214)} agent: Hi Niamh, thanks for waiting. I'm sorry about your order, can you send a photo of the katsu?`,
        `${at(41)} customer: [photo attached]`,
        `${at(38)} customer: it was 55 mins late as well`,
        `${at(96)} agent: ${promise}`,
        `${at(27)} customer: ok thank you`,
        `${at(22)} system: chat closed by customer`,
      ],
      'Jordan P.',
    ),
  );
  // Another Niamh that weekend, and another cold katsu that evening with a different resolution.
  chats.push(
    chat(T(11, 8, 13, 4, 10), 'Niamh O.', 'Peri Palace (Leeds Hyde Park)', 'missing_item', (at) => [
      `${at(0)} customer: my drink is missing from the order`,
      `${at(11)} bot: Sorry to hear that. I'm passing you to one of the team now.`,
      `${at(160)} agent: Hi Niamh, sorry about that. I've refunded £2.75 for the drink back to your original payment method.`,
      `${at(30)} customer: thanks`,
      `${at(20)} system: chat closed by agent`,
    ]),
  );
  chats.push(
    chat(T(11, 8, 19, 38, 20), 'Ellie R.', 'Kyoto Kitchen (Manchester Northern Quarter)', 'cold_food', (at) => [
      `${at(0)} customer: my chicken katsu curry came cold`,
      `${at(8)} bot: Sorry to hear that. I'm passing you to one of the team now.`,
      `${at(300)} agent: Hi Ellie, so sorry about that. I've added £10.00 of Forkful credit to your account, you'll see it at checkout next time.`,
      `${at(40)} customer: ok`,
      `${at(25)} system: chat closed by timeout`,
    ]),
  );
  chats.sort((a, b) => a.t - b.t);
  const output = `${[
    `supportctl chats export --queue food-quality --from ${date(from)} --to ${date(to - DAY)} --format text`,
    `${chats.length} chats`,
    '',
    ...chats
      .map((c) => c.text)
      .join('\n\n')
      .split('\n'),
  ].join('\n')}\n`;
  const needle = `agent: ${promise}`;
  const ask =
    "A customer called Niamh has emailed in, and she's not happy. Last Sunday night her katsu curry turned up barely warm, she complained about it in the app chat, and she says whoever she spoke to promised her something to make it right, which she's never seen. What exactly did our agent tell her she'd get?";
  return probe('round 47: support chats, preamble', ask, 'run_shell', output, 'promise', needle);
}

/** `promoctl codes list --status active`: every live code in every city; the one for a first order in Glasgow that waives delivery. */
function promoCodesTable(): EconomicsTask {
  const random = seededRandom(47_008);
  const AUDIENCES = ['all', 'all', 'all', 'new_customers', 'lapsed_60d', 'forkful_plus', 'students'];
  const rewardOf = (random: () => number) =>
    oneOf(random, [
      `${gbp(oneOf(random, [200, 300, 500]))} off basket`,
      `${oneOf(random, [10, 15, 20, 25])}% off basket (max ${gbp(oneOf(random, [500, 600, 800]))})`,
      '100% off delivery fee',
      '50% off delivery fee',
      `free item: ${oneOf(random, ['Garlic Naan', 'Prawn Crackers', 'Skin-on Fries', 'Cookie', 'Can of Coke'])}`,
      '2-for-1 mains',
    ]);
  const rows: string[][] = [];
  const row = (code: string, campaign: string, city: string, store: string, audience: string, reward: string, funded: string) => {
    const starts = T(11, 12) - between(random, 1, 90) * DAY;
    const ends = T(11, 12) + between(random, 3, 80) * DAY;
    const uses = audience === 'new_customers' ? '1' : oneOf(random, ['1', '1', '3', '5', 'unlimited']);
    return [
      code,
      campaign,
      city,
      store,
      audience,
      reward,
      gbp(oneOf(random, [0, 1_000, 1_200, 1_500, 2_000])),
      uses,
      String(between(random, 0, 9_000)),
      date(starts),
      date(ends),
      funded,
    ];
  };
  const used = new Set<string>();
  for (let i = 0; i < 6_400; i++) {
    const [city, short, areas] = oneOf(random, CITIES);
    let audience = oneOf(random, AUDIENCES);
    let reward = rewardOf(random);
    // The first-order delivery offers are the planted ones, and no other Glasgow code waives delivery for everyone.
    while (
      (audience === 'new_customers' && reward.includes('delivery fee')) ||
      (city === 'Glasgow' && reward === '100% off delivery fee' && (audience === 'all' || audience === 'students'))
    ) {
      audience = oneOf(random, AUDIENCES);
      reward = rewardOf(random);
    }
    const restaurant = random() < 0.75;
    const brand = oneOf(random, BRANDS)[0];
    let code = '';
    while (!code || used.has(code))
      code = restaurant
        ? `${brand
            .replace(/[^A-Za-z]/g, '')
            .toUpperCase()
            .slice(0, 8)}${between(random, 5, 30)}${chars(random, UPPER, 2)}`
        : `${oneOf(random, ['SAVE', 'TREAT', 'FEAST', 'HUNGRY', 'COMFY', 'CRAVE'])}${short}${chars(random, UPPER, 3)}`;
    used.add(code);
    rows.push(
      row(
        code,
        restaurant
          ? `Restaurant offer: ${brand}`
          : oneOf(random, ['Q4 retention', 'Win-back autumn', 'Student nights', 'Plus perks', 'Rainy day push', 'Lunch boost']),
        city,
        restaurant ? `${brand} (${oneOf(random, areas)})` : '*',
        audience,
        reward,
        restaurant ? 'restaurant' : 'forkful',
      ),
    );
  }
  const target = row('HIYAGLASGOW', 'Acquisition Q4', 'Glasgow', '*', 'new_customers', '100% off delivery fee', 'forkful');
  rows.push(target);
  rows.push(row('EDIFIRSTDEL', 'Acquisition Q4', 'Edinburgh', '*', 'new_customers', '100% off delivery fee', 'forkful'));
  rows.push(row('PLUSGLADEL', 'Plus perks', 'Glasgow', '*', 'forkful_plus', '100% off delivery fee', 'forkful'));
  rows.push(row('GLA20NEW', 'Acquisition Q4', 'Glasgow', '*', 'new_customers', '20% off basket (max £6.00)', 'forkful'));
  rows.push(row('GLAFREEDEL', 'Rainy day push', 'Glasgow', '*', 'lapsed_60d', '100% off delivery fee', 'forkful'));
  rows.sort((a, b) => (a[2] === b[2] ? (a[0]! < b[0]! ? -1 : 1) : a[2]! < b[2]! ? -1 : 1));
  const lines = table(
    ['CODE', 'CAMPAIGN', 'CITY', 'STORE', 'AUDIENCE', 'REWARD', 'MIN_BASKET', 'USES/CUST', 'REDEEMED', 'STARTS', 'ENDS', 'FUNDED_BY'],
    rows,
  );
  const needle = lines[rows.indexOf(target) + 1]!;
  const output = `${[...lines, '', `${rows.length} active codes`].join('\n')}\n`;
  const ask =
    "A friend of mine in Glasgow is about to order from us for the very first time. Is there a code she can use so she doesn't pay for delivery? Which one?";
  return probe('round 47: promo codes table, paraphrase', ask, 'run_shell', output, 'code', needle);
}

/** The tablet gateway's logfmt log for Tuesday's lunch; when one restaurant's tablet dropped off, and why. */
function tabletGatewayLog(): EconomicsTask {
  const random = seededRandom(47_009);
  interface Store {
    id: string;
    device: string;
    name: string;
    app: string;
    pod: string;
  }
  const stores: Store[] = [];
  const makeStore = (name: string, short: string): Store => ({
    id: `st_${chars(random, ALNUM, 10)}`,
    device: `TAB-${short}-${String(between(random, 100, 2_999)).padStart(5, '0')}`,
    name,
    app: oneOf(random, ['7.4.1', '7.4.1', '7.4.1', '7.3.8', '7.4.0']),
    pod: `tablet-gateway-6f8d9c7b5-${oneOf(random, ['x2k9p', 'q7m4t', 'h3n8w', 'c5v1z'])}`,
  });
  const names = new Set<string>();
  while (stores.length < 700) {
    const [city, short, areas] = oneOf(random, CITIES);
    const name = branchOf(oneOf(random, BRANDS)[0], city, oneOf(random, areas));
    if (names.has(name) || name.startsWith('Pho Saigon (Leeds')) continue;
    names.add(name);
    stores.push(makeStore(name, short));
  }
  const kirkgate = makeStore('Pho Saigon (Leeds Kirkgate)', 'LDS');
  const headingley = makeStore('Pho Saigon (Leeds Headingley)', 'LDS');
  stores.push(kirkgate, headingley);
  const events: { t: number; text: string }[] = [];
  const ip = () =>
    `${oneOf(random, ['81', '86', '92', '109', '151'])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const line = (t: number, level: string, msg: string, s: Store, rest: string) =>
    `ts=${isoMs(t)} level=${level} pod=${s.pod} msg="${msg}" device=${s.device} store_id=${s.id} store="${s.name}" ${rest}`;
  const order = () => `FK-${between(random, 4_100_000, 6_900_000)}`;
  const orderEvents = (t: number, s: Store) => {
    const o = order();
    const items = between(random, 1, 7);
    const total = gbp(between(random, 1_200, 6_800));
    events.push({ t, text: line(t, 'info', 'order pushed', s, `order=${o} items=${items} total=${total} conn=ws`) });
    const ack = t + between(random, 80, 900);
    events.push({ t: ack, text: line(ack, 'info', 'order acknowledged', s, `order=${o} latency_ms=${ack - t}`) });
    const acc = ack + between(random, 15, 240) * SECOND;
    if (random() < 0.95)
      events.push({ t: acc, text: line(acc, 'info', 'order accepted', s, `order=${o} prep_min=${between(random, 8, 30)} by=tablet`) });
    else
      events.push({
        t: acc,
        text: line(
          acc,
          'info',
          'order rejected',
          s,
          `order=${o} reason="${oneOf(random, ['item_unavailable', 'too_busy', 'closing_soon'])}" by=tablet`,
        ),
      });
  };
  const start = T(11, 10, 10, 30);
  const end = T(11, 10, 14, 0);
  const kirkgateDown = T(11, 10, 12, 18, 44, 107);
  const kirkgateUp = T(11, 10, 13, 52, 3, 611);
  for (let t = start; t < end;) {
    t += between(random, 2_400, 9_800);
    const s = oneOf(random, stores);
    // Kirkgate's orders while it is away are the planted ones.
    if (s === kirkgate && t > kirkgateDown - 5 * MINUTE && t < kirkgateUp) continue;
    const roll = random();
    if (roll < 0.94) orderEvents(t, s);
    else if (roll < 0.97) {
      events.push({
        t,
        text: line(
          t,
          'info',
          'printer status',
          s,
          `printer=${oneOf(random, ['epson-tm-m30', 'star-mc-print3'])} paper=${oneOf(random, ['ok', 'ok', 'low'])} cover=closed`,
        ),
      });
    } else if (s !== headingley) {
      // A tablet that restarts or is put in the background for a moment, and comes back.
      events.push({
        t,
        text: line(
          t,
          'info',
          'websocket closed',
          s,
          `code=1001 reason="${oneOf(random, ['going away', 'app backgrounded', 'os update restart'])}" conn_age=${between(random, 60, 40_000)}s`,
        ),
      });
      const back = t + between(random, 8, 120) * SECOND;
      events.push({ t: back, text: line(back, 'info', 'websocket connected', s, `app=${s.app} ip=${ip()} resumed=true`) });
    }
  }
  const needle = line(
    kirkgateDown,
    'warn',
    'websocket closed',
    kirkgate,
    `code=1006 reason="ping timeout: 3 pongs missed" last_pong=${isoMs(kirkgateDown - 61_400)} conn_age=9312s`,
  );
  events.push({ t: kirkgateDown, text: needle });
  // The orders the tablet never saw: each retried until it expired.
  for (const minute of [21, 29, 34, 46, 58, 71, 80]) {
    const t = kirkgateDown + minute * MINUTE + between(random, 0, 50_000);
    const o = order();
    const details = `order=${o} items=${between(random, 1, 6)} total=${gbp(between(random, 1_400, 5_200))}`;
    for (let k = 0; k < 3; k++)
      events.push({
        t: t + k * 30 * SECOND,
        text: line(
          t + k * 30 * SECOND,
          'warn',
          'order push deferred',
          kirkgate,
          `${details} queue=device_offline attempt=${k + 1} retry_in=30s`,
        ),
      });
    const gone = t + 8 * MINUTE;
    events.push({
      t: gone,
      text: line(gone, 'warn', 'order expired unacknowledged', kirkgate, `order=${o} waited=480s action=auto_cancel refund=full`),
    });
  }
  events.push({
    t: kirkgateUp,
    text: line(
      kirkgateUp,
      'info',
      'websocket connected',
      kirkgate,
      `app=${kirkgate.app} ip=${ip()} resumed=false queued_orders=0 expired_orders=7`,
    ),
  });
  const hd = T(11, 10, 12, 40, 17, 330);
  events.push({ t: hd, text: line(hd, 'info', 'websocket closed', headingley, 'code=1001 reason="app backgrounded" conn_age=20411s') });
  events.push({
    t: hd + 38_000,
    text: line(hd + 38_000, 'info', 'websocket connected', headingley, `app=${headingley.app} ip=${ip()} resumed=true`),
  });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "Bit of background: the owner of Pho Saigon by Kirkgate Market in Leeds rang this morning, fuming. He says their tablet went silent over Tuesday lunchtime and they lost a pile of orders, and he thinks it's our fault. Can you see in the gateway log when their tablet actually lost its connection, and what reason was recorded?";
  return probe('round 47: tablet gateway log, preamble', ask, 'run_shell', output, 'disconnect', needle);
}

/** `contracts export --status live --format csv`: every partner's contract; one commission far below the rest. */
function partnerContractsCsv(): EconomicsTask {
  const random = seededRandom(47_010);
  const header =
    'contract_id,store_id,legal_name,trading_name,city,postcode,cuisine,plan,commission_pct,payment_processing_pct,tablet_fee_gbp_month,signed_at,renewal_date,account_manager,bank_last4,vat_registered';
  const MANAGERS = ['a.brennan', 'k.mensah', 'p.shah', 'j.walsh', 'l.rossi', 'm.okafor', 's.iqbal', 'e.fraser', 'r.morgan'];
  const SUFFIX = ['Ltd', 'Ltd', 'Limited', 'Foods Ltd', 'Restaurants Ltd', 'Trading Ltd'];
  /** The first end of a term after today. */
  const renewal = (signed: number, term: number) => signed + term * (Math.floor((T(11, 12) - signed) / term) + 1);
  const rows: { id: number; text: string }[] = [];
  let needle = '';
  const COUNT = 7_200;
  const odd = Math.floor(COUNT * 0.47);
  for (let i = 0; i < COUNT; i++) {
    const [city, , areas, districts] = oneOf(random, CITIES);
    const area = pick(random, areas.length);
    const [brand, cuisine] = oneOf(random, BRANDS);
    const plan = oneOf(random, ['marketplace', 'marketplace', 'marketplace', 'own_delivery']);
    const commission = i === odd ? 3.0 : plan === 'marketplace' ? 25 + between(random, 0, 20) * 0.5 : 12 + between(random, 0, 12) * 0.5;
    const signed = T(11, 12) - between(random, 30, 1_800) * DAY;
    const owner = oneOf(random, LAST);
    const text = [
      `CTR-${100_000 + i * 3 + pick(random, 3)}`,
      `st_${chars(random, ALNUM, 10)}`,
      `${random() < 0.5 ? `${owner} ${oneOf(random, ['&', 'and'])} ${oneOf(random, LAST)}` : brand} ${oneOf(random, SUFFIX)}`,
      `${brand} (${areas[area]})`,
      city,
      postcode(random, districts[area]!),
      cuisine,
      plan,
      commission.toFixed(1),
      oneOf(random, ['1.4', '1.5', '1.5', '1.7', '1.9']),
      oneOf(random, ['0.00', '0.00', '4.99', '9.99']),
      date(signed),
      date(renewal(signed, oneOf(random, [365, 730]) * DAY)),
      oneOf(random, MANAGERS),
      digits(random, 4),
      oneOf(random, ['true', 'true', 'true', 'false']),
    ]
      .map(csv)
      .join(',');
    rows.push({ id: i, text });
    if (i === odd) needle = text;
  }
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "I'm going through the live restaurant contracts before the renewals. One partner is giving us a far smaller cut of each order than anyone else on the books. Which restaurant is that?";
  return probe('round 47: partner contracts csv', ask, 'run_shell', output, 'restaurant', needle);
}

/** `fleetctl devices ls --active`: every online courier's phone; one reports its position far less often. */
function courierDevicesTable(): EconomicsTask {
  const random = seededRandom(47_011);
  const PHONES = [
    ['iPhone 13', 'iOS 18.6'],
    ['iPhone 14', 'iOS 26.1'],
    ['iPhone 15', 'iOS 26.1'],
    ['iPhone SE (3rd gen)', 'iOS 18.7'],
    ['Galaxy A54', 'Android 15'],
    ['Galaxy A35', 'Android 16'],
    ['Pixel 8a', 'Android 16'],
    ['Redmi Note 13', 'Android 14'],
    ['Moto g84', 'Android 15'],
  ] as const;
  const VEHICLES = ['bicycle', 'e-bike', 'e-bike', 'e-bike', 'scooter', 'motorbike', 'car'];
  const rows: string[][] = [];
  const COUNT = 7_400;
  const odd = Math.floor(COUNT * 0.61);
  for (let i = 0; i < COUNT; i++) {
    const [city, short, areas] = oneOf(random, CITIES);
    const [model, os] = oneOf(random, PHONES);
    const vehicle = oneOf(random, VEHICLES);
    const motor = vehicle === 'car' || vehicle === 'motorbike';
    const interval = i === odd ? 240 : motor ? between(random, 3, 5) : between(random, 4, 8);
    rows.push([
      `cr_${chars(random, ALNUM, 8)}`,
      fullName(random),
      city,
      `${short}-${oneOf(random, areas).replace(/ /g, '')}`,
      vehicle,
      `6.${oneOf(random, [17, 18, 18, 18])}.${between(random, 0, 3)}`,
      model,
      os,
      `${interval}s`,
      `${between(random, 8, 100)}%`,
      oneOf(random, ['high', 'high', 'high', 'balanced']),
      oneOf(random, ['on_job', 'on_job', 'idle', 'to_restaurant', 'to_customer']),
      `${between(random, 1, 59)}s ago`,
    ]);
  }
  const lines = table(
    ['COURIER', 'NAME', 'CITY', 'ZONE', 'VEHICLE', 'APP', 'DEVICE', 'OS', 'LOC_INTERVAL', 'BATTERY', 'GPS_ACCURACY', 'STATE', 'LAST_PING'],
    rows,
  );
  const needle = lines[odd + 1]!;
  const output = `${[`# fleetctl devices ls --active --all-cities   (${COUNT} couriers online, ${isoZ(T(11, 12, 12, 4, 31))})`, ...lines].join('\n')}\n`;
  const ask = "One courier's phone is sending us its position far less often than everybody else's. Whose phone is it?";
  return probe('round 47: courier devices table', ask, 'run_shell', output, 'courier', needle);
}

/** `kafka-consumer-groups.sh --describe --all-groups`: every group's partitions; one sits far behind. */
function kafkaConsumerGroups(): EconomicsTask {
  const random = seededRandom(47_012);
  /** Topics: partitions and how many messages an hour each partition takes. */
  const TOPICS: Readonly<Record<string, readonly [number, number]>> = {
    'orders.placed.v3': [48, 4_500],
    'orders.state.v3': [64, 15_000],
    'courier.location.v2': [128, 98_000],
    'dispatch.offers.v1': [48, 15_000],
    'eta.predictions.v2': [64, 26_000],
    'payments.events.v1': [24, 4_000],
    'refunds.requested.v1': [12, 200],
    'promotions.redemptions.v1': [24, 1_500],
    'menus.changed.v2': [24, 600],
    'tablet.events.v1': [48, 11_000],
    'support.cases.v1': [12, 300],
    'notifications.outbound.v2': [48, 25_000],
  };
  const GROUPS: readonly (readonly [string, readonly string[]])[] = [
    ['dispatch-engine', ['orders.placed.v3', 'courier.location.v2']],
    ['offer-service', ['dispatch.offers.v1']],
    ['batching-optimizer', ['orders.state.v3']],
    ['courier-location-api', ['courier.location.v2']],
    ['eta-predictor', ['orders.state.v3', 'courier.location.v2']],
    ['eta-feature-store', ['eta.predictions.v2', 'courier.location.v2']],
    ['order-history', ['orders.state.v3']],
    ['order-events-relay', ['orders.state.v3']],
    ['ledger-writer', ['payments.events.v1']],
    ['refund-service', ['refunds.requested.v1', 'payments.events.v1']],
    ['payout-service', ['payments.events.v1']],
    ['promo-batch', ['promotions.redemptions.v1']],
    ['voucher-service', ['orders.placed.v3']],
    ['search-indexer', ['menus.changed.v2']],
    ['menu-sync', ['menus.changed.v2']],
    ['tablet-gateway', ['orders.placed.v3', 'tablet.events.v1']],
    ['printer-bridge', ['tablet.events.v1']],
    ['push-sender', ['notifications.outbound.v2']],
    ['sms-sender', ['notifications.outbound.v2']],
    ['email-renderer', ['notifications.outbound.v2']],
    ['notification-router', ['orders.state.v3', 'support.cases.v1']],
    ['case-service', ['support.cases.v1']],
    ['compensation-service', ['support.cases.v1', 'refunds.requested.v1']],
    ['analytics-sink', ['orders.state.v3', 'payments.events.v1', 'eta.predictions.v2']],
    ['fraud-score', ['orders.placed.v3', 'payments.events.v1']],
    ['data-lake-connector', ['orders.placed.v3', 'orders.state.v3', 'courier.location.v2', 'tablet.events.v1']],
    ['ops-dashboard', ['orders.state.v3', 'dispatch.offers.v1']],
  ];
  const base = new Map<string, number[]>();
  for (const [topic, [partitions, rate]] of Object.entries(TOPICS))
    base.set(
      topic,
      Array.from({ length: partitions }, () => rate * between(random, 900, 1_400) + between(random, 0, rate)),
    );
  const blocks: string[] = [];
  let needle = '';
  const oddGroup = 'refund-service';
  for (const [group, topics] of GROUPS) {
    const replicas = between(random, 2, 8);
    const replicaSet = hex(random, 9);
    const members = Array.from({ length: replicas }, (_, k) => {
      const client = `${group}-${replicaSet}-${chars(random, LOWER, 5)}-${k}`;
      return { client, consumer: `${client}-${uuid(random)}`, host: `/10.42.${between(random, 1, 30)}.${between(random, 2, 250)}` };
    });
    const rows: string[][] = [];
    let oddRow = -1;
    for (const topic of topics) {
      const [partitions, rate] = TOPICS[topic]!;
      for (let p = 0; p < partitions; p++) {
        const end = base.get(topic)![p]!;
        const usual = Math.max(0, Math.round((rate / 3_600) * (random() * 4)) - between(random, 0, 3));
        const isOdd = group === oddGroup && topic === 'payments.events.v1' && p === 7;
        const lag = isOdd ? 61_377 : usual;
        const m = members[p % members.length]!;
        rows.push([group, topic, String(p), String(end - lag), String(end), String(lag), m.consumer, m.host, m.client]);
        if (isOdd) oddRow = rows.length;
      }
    }
    const lines = table(
      ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'],
      rows,
      1,
    );
    if (oddRow >= 0) needle = lines[oddRow]!;
    blocks.push(['', ...lines].join('\n'));
  }
  const output = `${blocks.join('\n')}\n`;
  const ask =
    'Quick sanity check on Kafka: one partition somewhere is sitting far further behind than everything else. Which consumer group, topic and partition is it?';
  return probe('round 47: kafka consumer groups', ask, 'run_shell', output, 'partition', needle);
}

export function roundFortySeven(): EconomicsTask[] {
  return [
    menuExportJson(),
    settlementXml(),
    courierAppBundle(),
    deploymentsYaml(),
    promoBatchJavaLog(),
    courierPayoutStatements(),
    supportChatsExport(),
    promoCodesTable(),
    tabletGatewayLog(),
    partnerContractsCsv(),
    courierDevicesTable(),
    kafkaConsumerGroups(),
  ];
}
