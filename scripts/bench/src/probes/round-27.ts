/**
 * Probe round 27, written blind: Hedgerow, a made-up national online grocery retailer (its web shop and
 * apps, payments, a fulfilment centre and dark stores, van delivery routing, the Hedgerow Rewards
 * loyalty scheme, supplier EDI, its cloud platform and on-call). "Today" is Thursday 19 November 2026.
 * Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - oms orders api: what a named customer's oat milk was swapped for in today's delivery (minified JSON).
 *  - dairy desadv edifact: how many cases of one milk a dairy supplier is sending one dark store tomorrow (one-line EDIFACT).
 *  - checkout bundle: the basket value at which the web checkout stops charging for delivery (minified JS).
 * b. The answer a few lines away from the line the question's words match:
 *  - deployments yaml: the memory limit one worker runs with in production (kubectl YAML).
 *  - payments stack trace: which line of the company's own code a failed capture's root cause came from (Java log).
 *  - rewards statement run: one member's closing points balance for October (text report, name above fields).
 * c. A question that paraphrases the output or carries a preamble:
 *  - driver app events: where the driver says he left a customer's shopping (logfmt).
 *  - card disputes csv: the reason code and deadline of a "she never made the purchase" dispute (CSV).
 *  - pagerduty log: who first picked up the page for Saturday night's checkout outage, and when (CLI table).
 * d. One value unlike its peers:
 *  - van charging sessions: the charging session whose energy no van could take (NDJSON).
 *  - kafka consumer lag: the one partition far behind every other (kafka-consumer-groups output).
 *  - grid robot config: the fulfilment centre robot with a setting out of line with the fleet (CSV).
 * Not among the bench's targets.
 *
 * First run, at 2e0b76a (f81ab0f with this file; `ROUNDS=27 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,054,046 tokens). The writer was
 * told not to read the git history; it ran `git log --oneline -1` once after its commit, which showed that commit alone.
 * Its report, which names each task and what it asks but not its needle, was read before this run; no code changed
 * between. 87fe39b, the head before this round's stop began, finds the same 2/12 (77,415 tokens):
 *   round 27: oms orders api
 *     codex: 6,998 tokens, peak 6,907, 0/1 needles, 0 read-backs
 *     context-chef: 733 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,847 tokens, peak 1,244, 0/1 needles, 3 read-backs
 *     ours: 5,333 tokens, peak 1,480, 0/1 needles, 4 read-backs
 *   round 27: dairy desadv edifact
 *     codex: 11,086 tokens, peak 10,989, 0/1 needles, 0 read-backs
 *     context-chef: 1,019 tokens, peak 922, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,899 tokens, peak 1,087, 0/1 needles, 4 read-backs
 *     ours: 5,200 tokens, peak 1,138, 0/1 needles, 4 read-backs
 *   round 27: checkout bundle
 *     codex: 7,017 tokens, peak 6,921, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,251 tokens, peak 4,364, 0/1 needles, 4 read-backs
 *     ours: 11,090 tokens, peak 4,226, 1/1 needles, 4 read-backs
 *   round 27: deployments yaml
 *     codex: 10,345 tokens, peak 10,266, 0/1 needles, 0 read-backs
 *     context-chef: 603 tokens, peak 524, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,035 tokens, peak 2,616, 0/1 needles, 4 read-backs
 *     ours: 6,724 tokens, peak 2,320, 0/1 needles, 4 read-backs
 *   round 27: payments stack trace
 *     codex: 13,465 tokens, peak 13,383, 0/1 needles, 0 read-backs
 *     context-chef: 723 tokens, peak 641, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,151 tokens, peak 3,693, 0/1 needles, 2 read-backs
 *     ours: 6,144 tokens, peak 3,318, 0/1 needles, 2 read-backs
 *   round 27: rewards statement run
 *     codex: 9,820 tokens, peak 9,724, 0/1 needles, 0 read-backs
 *     context-chef: 569 tokens, peak 473, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,555 tokens, peak 6,473, 0/1 needles, 4 read-backs
 *     ours: 14,430 tokens, peak 5,005, 0/1 needles, 4 read-backs
 *   round 27: driver app events, preamble and paraphrase
 *     codex: 15,505 tokens, peak 15,400, 0/1 needles, 0 read-backs
 *     context-chef: 808 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,968 tokens, peak 4,114, 0/1 needles, 2 read-backs
 *     ours: 6,456 tokens, peak 3,518, 0/1 needles, 2 read-backs
 *   round 27: card disputes csv, preamble and paraphrase
 *     codex: 17,645 tokens, peak 17,535, 0/1 needles, 0 read-backs
 *     context-chef: 849 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,532 tokens, peak 2,180, 1/1 needles, 1 read-backs
 *     ours: 3,323 tokens, peak 2,315, 1/1 needles, 1 read-backs
 *   round 27: pagerduty log, preamble and paraphrase
 *     codex: 12,278 tokens, peak 12,174, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,606 tokens, peak 1,219, 0/1 needles, 4 read-backs
 *     ours: 4,349 tokens, peak 941, 0/1 needles, 4 read-backs
 *   round 27: van charging sessions
 *     codex: 15,463 tokens, peak 15,363, 0/1 needles, 0 read-backs
 *     context-chef: 803 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,952 tokens, peak 2,935, 0/1 needles, 4 read-backs
 *     ours: 4,958 tokens, peak 2,287, 0/1 needles, 4 read-backs
 *   round 27: kafka consumer lag
 *     codex: 14,294 tokens, peak 14,198, 0/1 needles, 0 read-backs
 *     context-chef: 670 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,703 tokens, peak 1,244, 0/1 needles, 4 read-backs
 *     ours: 3,869 tokens, peak 829, 0/1 needles, 4 read-backs
 *   round 27: grid robot config csv
 *     codex: 24,568 tokens, peak 24,467, 0/1 needles, 0 read-backs
 *     context-chef: 1,064 tokens, peak 963, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,552 tokens, peak 1,616, 0/1 needles, 4 read-backs
 *     ours: 5,291 tokens, peak 1,139, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of November 2026: the UK is on GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** `2026-11-19T07:41:09Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-19` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** `12,430` */
const grouped = (n: number) => n.toLocaleString('en-GB');

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

/** An EAN-13 from its first twelve digits. */
function gtin13(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Dark stores: code, name, and the postcode area they deliver to. */
const STORES: readonly (readonly [string, string, string])[] = [
  ['LON1', 'London Park Royal', 'NW'],
  ['LON2', 'London Bermondsey', 'SE'],
  ['LON3', 'London Tottenham Hale', 'N'],
  ['LON4', 'London Wandsworth', 'SW'],
  ['LON5', 'London Barking', 'IG'],
  ['LON6', 'London Croydon', 'CR'],
  ['LON7', 'London Enfield', 'EN'],
  ['RDG1', 'Reading Green Park', 'RG'],
  ['OXF1', 'Oxford Cowley', 'OX'],
  ['CAM1', 'Cambridge Coldhams Lane', 'CB'],
  ['SOU1', 'Southampton Nursling', 'SO'],
  ['BST1', 'Bristol Avonmouth', 'BS'],
  ['BST2', 'Bristol St Philips', 'BS'],
  ['CDF1', 'Cardiff Splott', 'CF'],
  ['BRM1', 'Birmingham Tyseley', 'B'],
  ['BRM2', 'Birmingham Aston', 'B'],
  ['COV1', 'Coventry Whitley', 'CV'],
  ['LEI1', 'Leicester Beaumont Leys', 'LE'],
  ['NOT1', 'Nottingham Colwick', 'NG'],
  ['SHF1', 'Sheffield Attercliffe', 'S'],
  ['MAN1', 'Manchester Trafford Park', 'M'],
  ['MAN2', 'Manchester Openshaw', 'M'],
  ['STK1', 'Stockport Bredbury', 'SK'],
  ['LIV1', 'Liverpool Speke', 'L'],
  ['PRE1', 'Preston Walton Summit', 'PR'],
  ['LDS1', 'Leeds Kirkstall', 'LS'],
  ['LDS2', 'Leeds Cross Green', 'LS'],
  ['BRD1', 'Bradford Euroway', 'BD'],
  ['YRK1', 'York Clifton Moor', 'YO'],
  ['HUL1', 'Hull Sutton Fields', 'HU'],
  ['NCL1', 'Newcastle Team Valley', 'NE'],
  ['SUN1', 'Sunderland Pallion', 'SR'],
  ['EDI1', 'Edinburgh Sighthill', 'EH'],
  ['GLA1', 'Glasgow Hillington', 'G'],
];
const postcode = (random: () => number, area: string) =>
  `${area}${between(random, 1, 28)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

const FIRST = [
  'Amelia',
  'Tom',
  'Priya',
  'Gareth',
  'Niamh',
  'Liam',
  'Zofia',
  'Callum',
  'Hannah',
  'Ravi',
  'Sian',
  'Marek',
  'Chloe',
  'Kwame',
  'Ellie',
  'Darren',
  'Fatima',
  'Owen',
  'Beth',
  'Tariq',
  'Grace',
  'Imran',
  'Lucy',
  'Declan',
  'Sophie',
  'Mohammed',
  'Rachel',
  'Ben',
  'Aoife',
  'Jack',
];
const LAST = [
  'Nair',
  'Hughes',
  'Kowalski',
  'Patel',
  'Barnes',
  'Reid',
  'Shaw',
  'Ahmed',
  'Doyle',
  'Wright',
  'Nowak',
  'Jennings',
  'Singh',
  'Marsh',
  'Taylor',
  'Evans',
  'Lloyd',
  'Begum',
  'Fox',
  'Carter',
  'Gallagher',
  'Murphy',
  'Khan',
  'Walsh',
  'Brennan',
  'Clarke',
  'Hussain',
  'Price',
  'Mensah',
  'Robson',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** What the web shop sells: SKU, name and price in pence. */
type Grocery = readonly [string, string, number];
const GROCERIES: readonly Grocery[] = [
  ['110212', 'Semi Skimmed Milk 2 Pints', 145],
  ['110214', 'Semi Skimmed Milk 4 Pints', 165],
  ['110202', 'Whole Milk 2 Pints', 145],
  ['204118', 'Oat Drink Unsweetened 1L', 150],
  ['204131', 'Soya Drink Unsweetened 1L', 135],
  ['204140', 'Almond Drink Unsweetened 1L', 165],
  ['120501', 'Salted Butter 250g', 235],
  ['120711', 'Mature Cheddar 400g', 375],
  ['121004', 'Greek Style Yogurt 500g', 160],
  ['130022', 'Free Range Eggs Large x6', 210],
  ['140310', 'Wholemeal Bread 800g', 125],
  ['140315', 'White Sourdough Loaf 400g', 240],
  ['140402', 'Seeded Batch Loaf 800g', 165],
  ['150044', 'Bananas Loose x5', 95],
  ['150101', 'Braeburn Apples x6', 185],
  ['150230', 'Easy Peeler Clementines 600g', 199],
  ['150412', 'Baby Spinach 240g', 150],
  ['150507', 'Vine Tomatoes 500g', 195],
  ['150620', 'Carrots 1kg', 65],
  ['150633', 'White Potatoes 2.5kg', 149],
  ['150701', 'Red Onions x3', 85],
  ['150815', 'Avocados Ripe x2', 199],
  ['160110', 'British Chicken Breast Fillets 650g', 499],
  ['160212', 'Beef Mince 5% Fat 500g', 425],
  ['160350', 'Pork Sausages x8', 275],
  ['160402', 'Smoked Back Bacon 300g', 325],
  ['170020', 'Scottish Salmon Fillets x2', 450],
  ['180105', 'Penne Pasta 500g', 95],
  ['180210', 'Basmati Rice 1kg', 225],
  ['180330', 'Chopped Tomatoes 400g', 55],
  ['180412', 'Baked Beans 415g', 85],
  ['180530', 'Porridge Oats 1kg', 135],
  ['180601', 'Cornflakes 500g', 169],
  ['190014', 'Ground Coffee Medium Roast 227g', 399],
  ['190120', 'Tea Bags x160', 399],
  ['200301', 'Orange Juice Smooth 1.75L', 250],
  ['200412', 'Sparkling Water 6x500ml', 199],
  ['210010', 'Frozen Garden Peas 1kg', 149],
  ['210215', 'Margherita Pizza Stonebaked', 225],
  ['210330', 'Vanilla Ice Cream 1L', 299],
  ['220101', 'Toilet Tissue 9 Rolls', 550],
  ['220215', 'Washing Up Liquid 450ml', 115],
  ['220340', 'Bio Laundry Capsules x30', 650],
  ['230012', 'Dark Chocolate 70% 100g', 175],
  ['230140', 'Salted Crisps Multipack 6x25g', 165],
  ['240050', 'Nappies Size 4 x40', 725],
  ['250031', 'Cat Food Pouches in Gravy 12x85g', 475],
  ['260002', 'Hummus Reduced Fat 200g', 125],
];

/** `GET /oms/v2/orders?delivery_date=2026-11-19`: one line of JSON; what a customer's oat drink was swapped for. */
function omsOrdersApi(): EconomicsTask {
  const random = seededRandom(27_001);
  const byName = (name: string) => GROCERIES.find(([, n]) => n === name)!;
  const oat = byName('Oat Drink Unsweetened 1L');
  const soya = byName('Soya Drink Unsweetened 1L');
  const sourdough = byName('White Sourdough Loaf 400g');
  const seeded = byName('Seeded Batch Loaf 800g');
  /** The planted swap: never a substitute anywhere else. */
  const barista: Grocery = ['204152', 'Oat Drink Barista Edition 1L', 210];
  const organicOat: Grocery = ['204155', 'Organic Oat Drink 1L', 185];
  interface Substitute {
    sku: string;
    name: string;
    qty: number;
    unit_price_pence: number;
    reason: string;
  }
  interface Line {
    sku: string;
    name: string;
    qty: number;
    unit_price_pence: number;
    picked_qty: number;
    substitute: Substitute | null;
  }
  const line = (product: Grocery, swap?: Grocery): Line => {
    const qty = oneOf(random, [1, 1, 1, 1, 2, 2, 3, 4]);
    let sub = swap;
    if (!sub && random() < 0.05) {
      sub = oneOf(random, GROCERIES);
      if (sub === product) sub = undefined;
    }
    return {
      sku: product[0],
      name: product[1],
      qty,
      unit_price_pence: product[2],
      picked_qty: sub ? 0 : qty - (random() < 0.02 ? 1 : 0),
      substitute: sub
        ? {
            sku: sub[0],
            name: sub[1],
            qty,
            unit_price_pence: sub[2],
            reason: oneOf(random, ['OUT_OF_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK', 'SHORT_DATED', 'DAMAGED']),
          }
        : null,
    };
  };
  const randomLines = (n: number) => {
    const products = new Set<Grocery>();
    while (products.size < n) products.add(oneOf(random, GROCERIES));
    return [...products].map((p) => line(p));
  };
  let orderNo = 81_204_000;
  const order = (name: string, store: readonly [string, string, string], lines: Line[], slotHour: number) => {
    orderNo += between(random, 3, 40);
    const slotStart = T(19, slotHour);
    const status =
      slotHour < 10
        ? 'DELIVERED'
        : slotHour < 12
          ? oneOf(random, ['OUT_FOR_DELIVERY', 'DELIVERED'])
          : slotHour < 15
            ? 'PICKED'
            : 'ALLOCATED';
    const items = lines.reduce((s, l) => s + l.qty * (l.substitute ? l.substitute.unit_price_pence : l.unit_price_pence), 0);
    const delivery = items >= 6000 ? 0 : oneOf(random, [199, 299, 399, 499]);
    const rewards = random() < 0.15 ? 500 * between(random, 1, 3) : 0;
    return {
      order_id: `HR-${orderNo}`,
      placed_at: isoZ(slotStart - between(random, 14 * 60, 140 * 60) * MINUTE - pick(random, 60) * 1_000),
      channel: oneOf(random, ['web', 'ios', 'ios', 'android', 'android']),
      status,
      customer: {
        customer_id: `C${digits(random, 8)}`,
        name,
        postcode: postcode(random, store[2]),
        rewards_card: random() < 0.7 ? `6341${digits(random, 12)}` : null,
      },
      delivery: {
        date: '2026-11-19',
        store: `DS-${store[0]}`,
        slot_start: isoZ(slotStart),
        slot_end: isoZ(slotStart + 60 * MINUTE),
        route: `${store[0]}-R${pad2(between(random, 1, 14))}`,
        stop: between(random, 1, 24),
        totes: { ambient: between(random, 1, 4), chilled: between(random, 0, 3), frozen: between(random, 0, 2) },
      },
      lines,
      totals: {
        items_pence: items,
        delivery_pence: delivery,
        bag_charge_pence: 0,
        rewards_redeemed_pence: rewards,
        total_pence: items + delivery - rewards,
      },
      payment: {
        psp: 'adyen',
        payment_id: `pay_${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789', 16)}`,
        authorised_pence: items + delivery - rewards + between(random, 0, 1_500),
        captured: status === 'DELIVERED' || status === 'OUT_FOR_DELIVERY',
      },
    };
  };
  const COUNT = 760;
  const orders: object[] = [];
  for (let i = 0; i < COUNT; i++)
    orders.push(order(person(random), oneOf(random, STORES), randomLines(between(random, 4, 16)), between(random, 7, 21)));
  const leedsK = STORES.find(([code]) => code === 'LDS1')!;
  const leedsC = STORES.find(([code]) => code === 'LDS2')!;
  const mixed = (planted: Line[]) => {
    const lines = randomLines(between(random, 6, 12)).filter((l) => !planted.some((p) => p.sku === l.sku));
    lines.splice(2, 0, planted[0]!);
    if (planted[1]) lines.splice(6, 0, planted[1]);
    return lines;
  };
  orders[Math.floor(COUNT * 0.5)] = order('Folake Adebayo', leedsK, mixed([line(oat, barista), line(sourdough, seeded)]), 8);
  orders[Math.floor(COUNT * 0.41)] = order('Funmi Adebayo', leedsC, mixed([line(oat, soya)]), 9);
  orders[Math.floor(COUNT * 0.57)] = order('Folake Adeyemi', STORES[1]!, mixed([line(oat, organicOat)]), 8);
  const needle = '"substitute":{"sku":"204152","name":"Oat Drink Barista Edition 1L"';
  const output = `${JSON.stringify({
    data: orders,
    meta: { delivery_date: '2026-11-19', count: COUNT, page: 1, page_size: 1000, generated_at: isoZ(T(19, 10, 47, 12)), next_cursor: null },
  })}\n`;
  const ask =
    "Folake Adebayo's shopping came this morning and she says the oat milk she ordered wasn't in it, there was something else instead. What did we send her in place of it?";
  return probe('round 27: oms orders api', ask, 'http_get', output, 'substitute', needle, true);
}

/** Pennine Dairies' DESADV interchange for the next three days, one EDIFACT line; one store's four-pint cases. */
function dairyDesadvEdifact(): EconomicsTask {
  const random = seededRandom(27_002);
  /** GTIN, SKU, description, and the usual cases a dark store gets. */
  const DAIRY: readonly (readonly [string, string, string, number])[] = (
    [
      ['110201', 'WHOLE MILK 1PT', 14],
      ['110202', 'WHOLE MILK 2PT', 30],
      ['110204', 'WHOLE MILK 4PT', 26],
      ['110211', 'SEMI SKIMMED MILK 1PT', 18],
      ['110212', 'SEMI SKIMMED MILK 2PT', 48],
      ['110214', 'SEMI SKIMMED MILK 4PT', 60],
      ['110222', 'SKIMMED MILK 2PT', 12],
      ['110231', '1% FAT MILK 2PT', 10],
      ['110302', 'ORGANIC WHOLE MILK 2PT', 8],
      ['110312', 'ORGANIC SEMI SKIMMED MILK 2PT', 9],
      ['110410', 'LACTOSE FREE SEMI SKIMMED 1L', 7],
      ['120101', 'DOUBLE CREAM 300ML', 12],
      ['120102', 'SINGLE CREAM 300ML', 8],
      ['120105', 'WHIPPING CREAM 300ML', 6],
      ['120210', 'CREME FRAICHE 300ML', 6],
      ['121001', 'NATURAL YOGURT 500G', 10],
      ['121004', 'GREEK STYLE YOGURT 500G', 14],
      ['120501', 'SALTED BUTTER 250G', 16],
      ['120502', 'UNSALTED BUTTER 250G', 7],
      ['120711', 'MATURE CHEDDAR 400G', 15],
      ['120712', 'MILD CHEDDAR 400G', 9],
      ['120730', 'RED LEICESTER 400G', 6],
      ['120810', 'COTTAGE CHEESE 300G', 5],
      ['120901', 'BUTTERMILK 284ML', 3],
    ] as const
  ).map(([sku, desc, usual], i) => [gtin13(`5060412${String(3_100 + i * 7).padStart(5, '0')}`), sku, desc, usual] as const);
  const TARGET = 'SEMI SKIMMED MILK 4PT';
  let control = 4_410;
  const message = (n: number, store: readonly [string, string, string], day: number, quantities: Readonly<Record<string, number>> = {}) => {
    const delivery = T(day, between(random, 4, 7), oneOf(random, [0, 15, 30, 45]));
    const yymmdd = (t: number) => ymd(t).replace(/-/g, '');
    const stamp = (t: number) => `${yymmdd(t)}${pad2(new Date(t).getUTCHours())}${pad2(new Date(t).getUTCMinutes())}`;
    const segments = [
      `UNH+${n}+DESADV:D:96A:UN:EAN005`,
      `BGM+351+PD${String((control += between(random, 1, 3))).padStart(7, '0')}+9`,
      `DTM+137:${stamp(T(19, 3, 40 + pick(random, 15)))}:203`,
      `DTM+11:${stamp(delivery - between(random, 3, 6) * 60 * MINUTE)}:203`,
      `DTM+132:${stamp(delivery)}:203`,
      `RFF+ON:HRPO${digits(random, 7)}`,
      'NAD+SU+5060412000007::9',
      'NAD+BY+5012345000001::9',
      `NAD+DP+${gtin13(`501234500${String(100 + STORES.indexOf(store)).padStart(3, '0')}`)}::9++HEDGEROW DARK STORE ${store[1].toUpperCase()}`,
      'TDT+20++30+31+:::PENNINE DAIRIES FLEET',
      `EQD+TE+PD${between(random, 10, 79)}TRL`,
      'CPS+1',
      `PAC+${between(random, 3, 9)}++201`,
    ];
    let lin = 0;
    for (const [gtin, sku, desc, usual] of DAIRY) {
      if (random() < 0.22 && !desc.includes('SEMI SKIMMED MILK')) continue;
      let qty = quantities[desc] ?? Math.max(1, Math.round(usual * (0.6 + random() * 0.8)));
      if (desc === TARGET && quantities[desc] === undefined && qty === 37) qty = 36;
      lin++;
      segments.push(
        `LIN+${lin}++${gtin}:EN`,
        `PIA+1+${sku}:SA`,
        `IMD+F++:::${desc}`,
        `QTY+12:${qty}`,
        `DTM+361:${yymmdd(delivery + between(random, desc.includes('MILK') ? 6 : 14, desc.includes('MILK') ? 10 : 40) * DAY)}:102`,
      );
    }
    segments.push(`CNT+2:${lin}`);
    segments.push(`UNT+${segments.length + 1}+${n}`);
    return segments.map((s) => `${s}'`).join('');
  };
  // The round the lorries run: the south first, the planted store near the middle.
  const route = [...STORES.slice(9), ...STORES.slice(0, 9)];
  const messages: string[] = [];
  let n = 0;
  for (const store of route)
    for (const day of [20, 21, 22]) {
      let quantities: Record<string, number> = {};
      if (store[0] === 'LDS1' && day === 20) quantities = { [TARGET]: 37, 'SEMI SKIMMED MILK 2PT': 52, 'WHOLE MILK 4PT': 31 };
      else if (store[0] === 'LDS1' && day === 21) quantities = { [TARGET]: 58 };
      else if (store[0] === 'LDS2' && day === 20) quantities = { [TARGET]: 44 };
      messages.push(message(++n, store, day, quantities));
    }
  const needle = `IMD+F++:::${TARGET}'QTY+12:37'`;
  const output = `UNA:+.? 'UNB+UNOC:3+5060412000007:14+5012345000001:14+261119:0358+PD0004417++DESADV'${messages.join('')}UNZ+${messages.length}+PD0004417'\n`;
  const ask =
    "How many cases of the four-pint semi-skimmed are Pennine Dairies sending to our Kirkstall dark store on tomorrow's delivery? The store manager wants to clear the chiller space before it lands.";
  return probe('round 27: dairy desadv edifact', ask, 'read_file', output, 'cases', needle, true);
}

/** The web shop's checkout chunk, minified on one line; the free delivery threshold in its config module. */
function checkoutBundle(): EconomicsTask {
  const random = seededRandom(27_003);
  const WORDS = [
    'basket',
    'slot',
    'product',
    'offer',
    'trolley',
    'checkout',
    'address',
    'voucher',
    'rewards',
    'substitution',
    'favourite',
    'search',
    'category',
    'aisle',
    'banner',
    'promo',
    'payment',
    'card',
    'order',
    'receipt',
    'recipe',
    'nutrition',
    'allergen',
    'price',
    'quantity',
    'tile',
    'carousel',
    'modal',
    'toast',
    'summary',
    'coupon',
    'amend',
    'timer',
    'list',
  ];
  const UI = [
    'Your slot is reserved until',
    'Add to trolley',
    'Remove item',
    'Allow substitutions',
    'We could not find that postcode',
    'Choose a delivery slot',
    'Your rewards points will be added after delivery',
    'Apply voucher',
    'This voucher has expired',
    'Edit your order until',
    'Contains allergens',
    'See nutrition information',
    'Save to favourites',
    'Pay securely',
    'Card ending',
    'Checking your card with your bank',
    'Order placed',
    'Something went wrong, please try again',
    'Items in your trolley',
    'Price per kg',
    'Offer ends',
    'Tap to amend',
  ];
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const camel = () => `${oneOf(random, WORDS)}${cap(oneOf(random, WORDS))}`;
  const ident = () =>
    chars(random, 'abcdefghijklmnopqrstuvwxyz', 1) + (random() < 0.5 ? chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1) : '');
  const C = () => chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) + (random() < 0.6 ? chars(random, 'abcdefghijklmnopqrstuvwxyz', 1) : '');
  const parts = [
    () =>
      `function ${ident()}(e){var t=e.${camel()},n=e.${camel()},o=(0,i.useState)(!1),a=(0,r.A)(o,2),s=a[0],c=a[1];return(0,l.jsxs)("div",{className:"hw-${oneOf(random, WORDS)}__${oneOf(random, WORDS)}",children:[(0,l.jsx)(${C()},{${camel()}:t,onClick:function(){return c(!s)}}),s&&(0,l.jsx)("span",{className:"hw-${oneOf(random, WORDS)}--open",children:n})]})}`,
    () =>
      `var ${ident()}=function(e){return u.A.${oneOf(random, ['get', 'post', 'put', 'delete'])}("/api/v3/${oneOf(random, WORDS)}/${oneOf(random, WORDS)}",{params:{${camel()}:e}}).then(function(e){return e.data})}`,
    () =>
      `var ${ident()}={${Array.from({ length: between(random, 3, 7) }, () => `"${oneOf(random, WORDS)}.${camel()}":"${oneOf(random, UI)}"`).join(',')}}`,
    () =>
      `var ${ident()}={${Array.from({ length: between(random, 2, 5) }, () => `${camel()}:${oneOf(random, [String(between(random, 1, 600)), '!0', '!1', `"${oneOf(random, WORDS)}"`])}`).join(',')}}`,
    () =>
      `function ${ident()}(e,t){switch(t.type){case"${oneOf(random, WORDS).toUpperCase()}_${oneOf(random, WORDS).toUpperCase()}":return(0,c.A)((0,c.A)({},e),{},{${camel()}:t.payload});case"${oneOf(random, WORDS).toUpperCase()}_RESET":return ${ident()};default:return e}}`,
    () =>
      `const ${ident()}=(0,s.memo)(function(e){let{${camel()}:t,${camel()}:n=[]}=e;return n.length?(0,l.jsx)("ul",{className:"hw-${oneOf(random, WORDS)}-list",children:n.map(e=>(0,l.jsx)(${C()},{item:e,${camel()}:t},e.id))}):null})`,
  ];
  const moduleIds = new Set<number>();
  const moduleId = () => {
    let id = 0;
    while (!id || moduleIds.has(id)) id = between(random, 1_000, 99_999);
    moduleIds.add(id);
    return id;
  };
  const module = (body: string) =>
    `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{${C()}:()=>${ident()},${C()}:()=>${ident()}});var r=n(${between(random, 1_000, 99_999)}),i=n(96540),l=n(74848),u=n(${between(random, 1_000, 99_999)});${body}}`;
  const randomModule = () =>
    module(
      Array.from({ length: between(random, 2, 6) }, () => oneOf(random, parts)())
        .join(';')
        .concat(';'),
    );
  const COUNT = 1_500;
  const modules = Array.from({ length: COUNT }, randomModule);
  modules[Math.floor(COUNT * 0.5)] = module(
    'const s={currency:"GBP",minimumBasketPence:2500,smallBasketChargePence:400,freeDeliveryThresholdPence:6000,bagChargePence:0,maxLineQuantity:24,slotReservationMinutes:120,amendCutoffHours:10};function c(e){return e.hasDeliveryPass||e.subtotalPence>=s.freeDeliveryThresholdPence?0:e.slotPricePence}function d(e){return e.subtotalPence<s.minimumBasketPence?s.minimumBasketPence-e.subtotalPence:0}',
  );
  modules[Math.floor(COUNT * 0.31)] = module(
    'const a={deliveryPassMonthlyPence:699,deliveryPassAnnualPence:5900,deliveryPassMinimumBasketPence:4000,deliveryPassTrialDays:30};function o(e){return e.plan==="annual"?a.deliveryPassAnnualPence:a.deliveryPassMonthlyPence}',
  );
  modules[Math.floor(COUNT * 0.66)] = module(
    'var p={clickAndCollectMinimumPence:1500,rewardsPointsPerPound:1,rewardsVoucherPoints:500,rewardsVoucherPence:500,lowStockThreshold:5};function h(e){return Math.floor(e.subtotalPence/100)*p.rewardsPointsPerPound}',
  );
  const needle = 'freeDeliveryThresholdPence:6000';
  const output = `"use strict";(self.webpackChunkhedgerow_web=self.webpackChunkhedgerow_web||[]).push([[8792],{${modules.join(',')}}]);\n//# sourceMappingURL=checkout.3f9a2c1e.chunk.js.map\n`;
  const ask =
    "Since last night's web release, customers on the website are being charged for delivery on baskets the app would deliver for free. Can you check the checkout bundle: from what basket value does the website stop charging for delivery?";
  return probe('round 27: checkout bundle', ask, 'http_get', output, 'threshold', needle, true);
}

/** `kubectl get deployments -A -o yaml` on the production cluster; the memory limit of one worker. */
function deploymentsYaml(): EconomicsTask {
  const random = seededRandom(27_004);
  const NAMESPACES: readonly (readonly [string, readonly string[]])[] = [
    ['basket', ['basket-api', 'basket-pricing', 'basket-events-consumer']],
    ['catalogue', ['catalogue-api', 'catalogue-search', 'catalogue-indexer', 'image-resizer', 'product-feed-exporter']],
    ['checkout', ['checkout-api', 'checkout-web-bff', 'slot-booking-api', 'slot-capacity-calculator', 'promo-engine']],
    ['edi', ['edi-gateway', 'edi-desadv-parser', 'edi-orders-sender', 'edi-invoice-matcher', 'as2-connector']],
    [
      'fulfilment',
      [
        'pick-planner',
        'pick-api',
        'substitution-api',
        'substitution-worker',
        'substitution-scorer',
        'tote-tracker',
        'dark-store-inventory',
        'replenishment-planner',
        'chiller-telemetry-ingest',
        'label-printer-bridge',
      ],
    ],
    ['identity', ['auth-api', 'session-service', 'customer-profile-api', 'consent-service']],
    ['loyalty', ['rewards-api', 'rewards-ledger', 'rewards-statement-runner', 'partner-offers-sync', 'voucher-service']],
    ['notifications', ['email-sender', 'sms-sender', 'push-gateway', 'notification-preferences']],
    ['payments', ['payments-gateway', 'payment-webhooks', 'refunds-worker', 'fraud-scoring', 'disputes-sync', 'ledger-export']],
    ['platform', ['external-dns', 'cluster-autoscaler', 'keda-operator', 'otel-collector', 'vault-agent-injector']],
    ['routing', ['route-optimiser', 'route-api', 'driver-app-bff', 'van-telematics-ingest', 'eta-predictor', 'charging-scheduler']],
    ['web', ['web-storefront', 'app-bff', 'cms-preview', 'search-suggest']],
  ];
  const LIMITS = ['512Mi', '768Mi', '1Gi', '1536Mi', '2Gi', '4Gi'];
  const podHash = () => chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10);
  const deployment = (ns: string, name: string, planted?: { limit: string; request: string }) => {
    const version = `2026.11.${between(random, 1, 6)}`;
    const java = random() < 0.6;
    const replicas = oneOf(random, [2, 2, 3, 3, 3, 4, 6, 8]);
    const generation = between(random, 4, 190);
    const limitIndex = between(random, 0, LIMITS.length - 1);
    const limit = planted?.limit ?? LIMITS[limitIndex]!;
    const request = planted?.request ?? LIMITS[Math.max(0, limitIndex - between(random, 0, 2))]!.replace('4Gi', '2Gi');
    const created = T(19, 0) - between(random, 120, 900) * DAY + pick(random, DAY);
    const updated = T(19, 0) - between(random, 0, 20) * DAY + pick(random, DAY);
    const env: [string, string][] = [
      ['ENVIRONMENT', 'prod'],
      ['AWS_REGION', 'eu-west-2'],
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector.platform.svc.cluster.local:4317'],
      ['OTEL_SERVICE_NAME', name],
      ['OTEL_RESOURCE_ATTRIBUTES', `service.namespace=${ns},deployment.environment=prod`],
      [
        'KAFKA_BOOTSTRAP_SERVERS',
        'b-1.hedgerow-prod.kafka.eu-west-2.amazonaws.com:9098,b-2.hedgerow-prod.kafka.eu-west-2.amazonaws.com:9098',
      ],
      ['LOG_FORMAT', 'json'],
      ...(java
        ? ([
            ['SPRING_PROFILES_ACTIVE', 'prod'],
            ['JAVA_TOOL_OPTIONS', '"-XX:MaxRAMPercentage=75.0 -XX:+ExitOnOutOfMemoryError -XX:+UseG1GC"'],
            ['SPRING_DATASOURCE_URL', `jdbc:postgresql://${ns}-prod.cluster-c8xk2pqzr1ab.eu-west-2.rds.amazonaws.com:5432/${ns}`],
          ] as [string, string][])
        : ([
            ['NODE_ENV', 'production'],
            ['UV_THREADPOOL_SIZE', `"${oneOf(random, [4, 8, 16])}"`],
          ] as [string, string][])),
    ];
    const healthPath = (kind: string) => (java ? `/actuator/health/${kind}` : `/healthz/${kind === 'liveness' ? 'live' : 'ready'}`);
    const probeBlock = (kind: string) => [
      `          ${kind}Probe:`,
      `            failureThreshold: ${kind === 'liveness' ? 3 : 6}`,
      '            httpGet:',
      `              path: ${healthPath(kind)}`,
      '              port: http',
      '              scheme: HTTP',
      `            initialDelaySeconds: ${java ? oneOf(random, [30, 45, 60]) : 5}`,
      '            periodSeconds: 10',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
    ];
    const ready = planted ? replicas - 1 : replicas;
    return [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      deployment.kubernetes.io/revision: "${between(random, 3, 180)}"`,
      `      meta.helm.sh/release-name: ${name}`,
      `      meta.helm.sh/release-namespace: ${ns}`,
      `    creationTimestamp: "${isoZ(created)}"`,
      `    generation: ${generation}`,
      '    labels:',
      `      app.kubernetes.io/instance: ${name}`,
      '      app.kubernetes.io/managed-by: Helm',
      `      app.kubernetes.io/name: ${name}`,
      `      app.kubernetes.io/part-of: ${ns}`,
      `      app.kubernetes.io/version: ${version}`,
      `      helm.sh/chart: hedgerow-service-4.${between(random, 9, 12)}.${between(random, 0, 4)}`,
      `    name: ${name}`,
      `    namespace: ${ns}`,
      `    resourceVersion: "${between(random, 300_000_000, 499_999_999)}"`,
      `    uid: ${uuid(random)}`,
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
      '        maxUnavailable: 25%',
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      '        annotations:',
      `          checksum/config: ${hex(random, 64)}`,
      `          prometheus.io/path: ${java ? '/actuator/prometheus' : '/metrics'}`,
      '          prometheus.io/port: "9090"',
      '          prometheus.io/scrape: "true"',
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${name}`,
      `          app.kubernetes.io/name: ${name}`,
      `          app.kubernetes.io/version: ${version}`,
      '      spec:',
      '        containers:',
      '        - env:',
      ...env.flatMap(([k, v]) => [`          - name: ${k}`, `            value: ${v}`]),
      `          image: 412893067711.dkr.ecr.eu-west-2.amazonaws.com/${ns}/${name}:${version}`,
      '          imagePullPolicy: IfNotPresent',
      ...probeBlock('liveness'),
      `          name: ${name}`,
      '          ports:',
      '          - containerPort: 8080',
      '            name: http',
      '            protocol: TCP',
      '          - containerPort: 9090',
      '            name: metrics',
      '            protocol: TCP',
      ...probeBlock('readiness'),
      '          resources:',
      '            limits:',
      `              cpu: "${oneOf(random, ['1', '2', '2', '4'])}"`,
      `              memory: ${limit}`,
      '            requests:',
      `              cpu: ${oneOf(random, ['100m', '250m', '500m', '500m', '1'])}`,
      `              memory: ${request}`,
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
      '        - args:',
      '          - --config=/fluent-bit/etc/fluent-bit.yaml',
      '          image: public.ecr.aws/aws-observability/aws-for-fluent-bit:2.32.4',
      '          imagePullPolicy: IfNotPresent',
      '          name: log-router',
      '          resources:',
      '            limits:',
      '              cpu: 200m',
      '              memory: 128Mi',
      '            requests:',
      '              cpu: 50m',
      '              memory: 64Mi',
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
      '        dnsPolicy: ClusterFirst',
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      '        securityContext:',
      '          fsGroup: 10001',
      `        serviceAccount: ${name}`,
      `        serviceAccountName: ${name}`,
      `        terminationGracePeriodSeconds: ${java ? 60 : 30}`,
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
      `    availableReplicas: ${ready}`,
      '    conditions:',
      `    - lastTransitionTime: "${isoZ(updated)}"`,
      `      lastUpdateTime: "${isoZ(updated)}"`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    - lastTransitionTime: "${isoZ(created)}"`,
      `      lastUpdateTime: "${isoZ(updated)}"`,
      `      message: ReplicaSet "${name}-${podHash()}" has successfully progressed.`,
      '      reason: NewReplicaSetAvailable',
      '      status: "True"',
      '      type: Progressing',
      `    observedGeneration: ${generation}`,
      `    readyReplicas: ${ready}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    ].join('\n');
  };
  const items = NAMESPACES.flatMap(([ns, names]) =>
    names.map((name) => deployment(ns, name, name === 'substitution-worker' ? { limit: '3Gi', request: '2Gi' } : undefined)),
  );
  const output = `${['apiVersion: v1', 'items:', ...items, 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const needle = 'memory: 3Gi';
  const ask =
    'The substitutions worker in production keeps getting OOM-killed during the evening pick wave. What memory limit is it actually deployed with?';
  return probe('round 27: deployments yaml', ask, 'run_shell', output, 'limit', needle);
}

/** The payments gateway's log for this morning, Spring Boot format; the root cause frame of one failed capture. */
function paymentsStackTrace(): EconomicsTask {
  const random = seededRandom(27_005);
  const ts = (t: number) => new Date(t).toISOString();
  const thread = () => `nio-8080-exec-${between(random, 1, 40)}`.padStart(15).slice(-15);
  const LOGGERS = {
    auth: 'c.h.payments.auth.AuthorisationService',
    capture: 'c.h.payments.capture.CaptureService',
    controller: 'c.h.p.capture.CaptureController',
    webhook: 'c.h.p.webhooks.AdyenWebhookController',
    refund: 'c.h.payments.refunds.RefundService',
    retry: 'c.h.p.capture.CaptureRetryScheduler',
    hikari: 'com.zaxxer.hikari.pool.HikariPool',
  } as const;
  const head = (t: number, level: string, logger: string, th = thread()) =>
    `${ts(t)} ${level.padStart(5)} 1 --- [payments-gateway] [${th}] ${logger.padEnd(40)} : `;
  const pspRef = () => `${between(random, 1, 9)}${digits(random, 15)}`;
  const payId = () => `pay_${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789', 16)}`;
  const springFrames = [
    '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:258)',
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:191)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:986)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.handleInternal(RequestMappingHandlerAdapter.java:891)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doService(DispatcherServlet.java:979)',
    '\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)',
    '\tat org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)',
    '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:195)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)',
    '\tat org.springframework.web.filter.RequestContextFilter.doFilterInternal(RequestContextFilter.java:100)',
    '\tat org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)',
    '\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167)',
    '\tat org.apache.catalina.core.StandardContextValve.invoke(StandardContextValve.java:90)',
    '\tat org.apache.catalina.core.StandardHostValve.invoke(StandardHostValve.java:115)',
    '\tat org.apache.catalina.connector.CoyoteAdapter.service(CoyoteAdapter.java:344)',
    '\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:397)',
    '\tat org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1769)',
    '\tat org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1189)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  /** A failed capture: the wrapper, then the cause with its own frames. */
  const failure = (t: number, order: string, cause: readonly string[], paymentId = payId()) => [
    `${head(t, 'ERROR', LOGGERS.controller)}Capture failed order=${order} paymentId=${paymentId} attempt=1`,
    `com.hedgerow.payments.capture.CaptureException: Capture failed for order ${order}`,
    '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:142)',
    '\tat com.hedgerow.payments.capture.CaptureController.capture(CaptureController.java:58)',
    ...springFrames,
    ...cause,
    `\t... ${springFrames.length + 1} common frames omitted`,
  ];
  const TIMEOUT = [
    'Caused by: java.net.SocketTimeoutException: Read timed out',
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
    '\tat org.apache.hc.client5.http.impl.classic.InternalHttpClient.doExecute(InternalHttpClient.java:174)',
    '\tat com.hedgerow.payments.psp.AdyenClient.post(AdyenClient.java:203)',
    '\tat com.hedgerow.payments.psp.AdyenClient.capture(AdyenClient.java:88)',
    '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:131)',
  ];
  const OVER_AUTH = [
    'Caused by: java.lang.IllegalStateException: capture 9412 exceeds authorised 9000 plus tolerance',
    '\tat com.hedgerow.payments.capture.CaptureGuard.check(CaptureGuard.java:44)',
    '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:124)',
  ];
  const rounding = (method: string, line: number) => [
    'Caused by: java.lang.ArithmeticException: Rounding necessary',
    '\tat java.base/java.math.BigDecimal.commonNeedIncrement(BigDecimal.java:5280)',
    '\tat java.base/java.math.BigDecimal.needIncrement(BigDecimal.java:5336)',
    '\tat java.base/java.math.BigDecimal.divideAndRound(BigDecimal.java:5244)',
    '\tat java.base/java.math.BigDecimal.setScale(BigDecimal.java:3029)',
    `\tat com.hedgerow.payments.capture.AmountCalculator.${method}(AmountCalculator.java:${line})`,
    '\tat com.hedgerow.payments.capture.AmountCalculator.finalAmount(AmountCalculator.java:96)',
    '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:118)',
  ];
  const events: { t: number; lines: string[] }[] = [];
  const add = (t: number, ...lines: string[]) => events.push({ t, lines });
  const order = (): string => {
    const o = `HR-${between(random, 81_190_000, 81_239_999)}`;
    return o === 'HR-81233917' || o === 'HR-81232719' ? order() : o;
  };
  const start = T(19, 0);
  const end = T(19, 11, 40);
  for (let t = start; t < end;) {
    const hour = new Date(t).getUTCHours();
    t += between(random, 1_000, hour < 5 ? 40_000 : 14_000);
    const kind = pick(random, 100);
    const o = order();
    const amount = between(random, 2_500, 18_000);
    if (kind < 30)
      add(
        t,
        `${head(t, 'INFO', LOGGERS.auth)}Authorised paymentId=${payId()} order=${o} amountMinor=${amount} currency=GBP pspRef=${pspRef()} resultCode=Authorised threeDS=${oneOf(random, ['frictionless', 'frictionless', 'challenge', 'exempt'])}`,
      );
    else if (kind < 62)
      add(
        t,
        `${head(t, 'INFO', LOGGERS.capture)}Captured paymentId=${payId()} order=${o} authorisedMinor=${amount + between(random, 0, 1_500)} capturedMinor=${amount} pspRef=${pspRef()}`,
      );
    else if (kind < 84)
      add(
        t,
        `${head(t, 'INFO', LOGGERS.webhook, `nio-8443-exec-${between(random, 1, 20)}`.padStart(15).slice(-15))}Webhook received eventCode=${oneOf(random, ['CAPTURE', 'CAPTURE', 'AUTHORISATION', 'REFUND', 'REPORT_AVAILABLE'])} success=true pspReference=${pspRef()} merchantReference=${o}`,
      );
    else if (kind < 91)
      add(
        t,
        `${head(t, 'INFO', LOGGERS.refund)}Refund requested order=${o} amountMinor=${between(random, 55, 1_200)} reason=${oneOf(random, ['SUBSTITUTION_REJECTED', 'ITEM_MISSING', 'DAMAGED', 'SHORT_DATED', 'GOODWILL'])}`,
      );
    else if (kind < 97)
      add(
        t,
        `${head(t, 'WARN', LOGGERS.auth)}Soft decline paymentId=${payId()} order=${o} refusalReason="${oneOf(random, ['Not enough balance', 'Issuer Unavailable', 'Acquirer Error', 'Authentication required'])}" retryable=true`,
      );
    else if (kind < 98)
      add(
        t,
        `${head(t, 'WARN', LOGGERS.hikari, 'l-1 housekeeper')}HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${between(random, 61, 95)}s${between(random, 100, 999)}ms).`,
      );
    else if (kind < 99) add(t, ...failure(t, o, TIMEOUT));
    else add(t, ...failure(t, o, OVER_AUTH));
  }
  const TARGET = 'HR-81233917';
  const at = T(19, 6, 12, 9) + 882;
  add(
    T(19, 1, 3, 44) + 210,
    `${head(T(19, 1, 3, 44) + 210, 'INFO', LOGGERS.auth)}Authorised paymentId=pay_Kq7RmT2vXw9NbY4c order=${TARGET} amountMinor=11240 currency=GBP pspRef=${pspRef()} resultCode=Authorised threeDS=frictionless`,
  );
  add(at, ...failure(at, TARGET, rounding('applyMultibuyAdjustment', 211), 'pay_Kq7RmT2vXw9NbY4c'));
  add(at + 40, `${head(at + 40, 'INFO', LOGGERS.retry, 'scheduling-1')}Capture retry scheduled order=${TARGET} attempt=2 in=300s`);
  const decoy = T(19, 4, 51, 30) + 117;
  add(decoy, ...failure(decoy, 'HR-81232719', rounding('applyVoucherAdjustment', 174)));
  add(
    T(19, 6, 17, 10) + 3,
    `${head(T(19, 6, 17, 10) + 3, 'WARN', LOGGERS.retry, 'scheduling-1')}Capture attempt=2 skipped order=${TARGET} reason=PREVIOUS_ATTEMPT_UNRESOLVED`,
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.flatMap((e) => e.lines).join('\n')}\n`;
  const needle = '\tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)';
  const ask =
    'The card capture for order HR-81233917 fell over this morning. Which line of our own code did the underlying exception actually come from?';
  return probe('round 27: payments stack trace', ask, 'run_shell', output, 'frame', needle.slice(1));
}

/** The rewards scheme's statement run for October: one block per member; one member's closing balance. */
function rewardsStatementRun(): EconomicsTask {
  const random = seededRandom(27_006);
  const TITLES = ['MR', 'MRS', 'MS', 'MISS', 'DR', 'MX'];
  const field = (label: string, value: string) => `  ${label} ${'.'.repeat(Math.max(3, 44 - label.length - value.length))} ${value}`;
  const signed = (n: number) => (n > 0 ? `+${grouped(n)}` : n < 0 ? `-${grouped(-n)}` : '0');
  const TARGET_CLOSING = 11_584;
  interface Member {
    card: string;
    surname: string;
    first: string;
    title: string;
    store: readonly [string, string, string];
    closing?: number;
  }
  const block = (m: Member) => {
    const tier = oneOf(random, ['GREEN', 'GREEN', 'GREEN', 'SILVER', 'SILVER', 'GOLD']);
    const opening = between(random, 0, 30_000);
    const shopping = between(random, 40, 2_400);
    const partner = oneOf(random, [0, 0, 0, 50, 150, 300]);
    const bonus = oneOf(random, [0, 0, 100, 200, 250, 500]);
    const redeemed = -500 * Math.min(Math.floor((opening + shopping) / 500), oneOf(random, [0, 0, 1, 2, 3, 4, 6]));
    const expired = random() < 0.06 ? -between(random, 50, 1_500) : 0;
    let adjustment = random() < 0.04 ? oneOf(random, [-250, 100, 250, 500]) : 0;
    let closing = opening + shopping + partner + bonus + redeemed + expired + adjustment;
    if (m.closing !== undefined) {
      adjustment += m.closing - closing;
      closing = m.closing;
    } else if (closing === TARGET_CLOSING) {
      adjustment += 10;
      closing += 10;
    }
    const joined = T(1, 12) - between(random, 30, 3_200) * DAY;
    return [
      `Member ${m.card}   ${`${m.surname}, ${m.first} (${m.title})`.padEnd(34)}Tier: ${tier.padEnd(8)}Joined: ${new Date(joined).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })}`,
      field('Home store', `DS-${m.store[0]} ${m.store[1]}`),
      field('Opening balance (01 Oct)', grouped(opening)),
      field('Earned - shopping', signed(shopping)),
      field('Earned - partner offers', signed(partner)),
      field('Bonus points', signed(bonus)),
      field('Redeemed', signed(redeemed)),
      field('Expired', signed(expired)),
      field('Adjustments', signed(adjustment)),
      field('Closing balance (31 Oct)', grouped(closing)),
      field('Vouchers issued', redeemed ? `${-redeemed / 500} x £5.00` : 'none'),
      field('Statement channel', oneOf(random, ['email', 'email', 'app', 'app', 'post'])),
    ].join('\n');
  };
  const SURNAMES = [...LAST, 'OConnor', 'Fraser', 'Kaur', 'Hall', 'Wood', 'Baker', 'Green', 'Ali', 'Chapman', 'Owusu', 'Mills'].map((s) =>
    s.toUpperCase(),
  );
  const FIRSTS = [...FIRST, 'Joan', 'James', 'Jo', 'Susan', 'Peter', 'Margaret', 'David', 'Ayesha', 'Emma'].map((s) => s.toUpperCase());
  const cards = new Set<string>();
  const card = () => {
    let c = '';
    while (!c || cards.has(c)) c = `6341 00${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)}`;
    cards.add(c);
    return c;
  };
  const members: Member[] = [];
  for (let i = 0; i < 1_450; i++)
    members.push({
      card: card(),
      surname: oneOf(random, SURNAMES),
      first: oneOf(random, FIRSTS),
      title: oneOf(random, TITLES),
      store: oneOf(random, STORES),
    });
  members.sort((a, b) => (a.card < b.card ? -1 : 1));
  const store = (code: string) => STORES.find(([c]) => c === code)!;
  const planted: Member[] = [
    { card: '', surname: 'OKAFOR', first: 'JOANNE', title: 'MRS', store: store('MAN2'), closing: TARGET_CLOSING },
    { card: '', surname: 'OKAFOR', first: 'JOANNE', title: 'MS', store: store('LDS1') },
    { card: '', surname: 'OKAFOR', first: 'JAMES', title: 'MR', store: store('MAN2') },
    { card: '', surname: 'OKAFOR-BELL', first: 'JOANNE', title: 'MRS', store: store('STK1') },
  ];
  [0.52, 0.38, 0.61, 0.27].forEach((f, k) => {
    const at = Math.floor(members.length * f);
    planted[k]!.card = members[at]!.card;
    members[at] = planted[k]!;
  });
  const needle = field('Closing balance (31 Oct)', grouped(TARGET_CLOSING)).trim();
  const output = `${[
    'HEDGEROW REWARDS  statement run 2026-10 (01 Oct 2026 - 31 Oct 2026)   run SR-202610-0042   printed 19 Nov 2026 09:12',
    'points: 500 = £5.00 voucher   members in run: 1,450 (batch 3 of 9)',
    '='.repeat(112),
    '',
    members.map(block).join('\n\n'),
    '',
    '='.repeat(112),
    'end of batch 3',
  ].join('\n')}\n`;
  const ask =
    "Joanne Okafor, who gets her shopping from our Openshaw dark store in Manchester, says her points don't add up. What balance did the October statement run leave her on at the end of the month?";
  return probe('round 27: rewards statement run', ask, 'run_shell', output, 'balance', needle);
}

/** The driver app's events for yesterday's northern routes, logfmt; where a driver says he left a customer's shopping. */
function driverAppEvents(): EconomicsTask {
  const random = seededRandom(27_007);
  /** Depots and the localities their vans drive to, with a postcode district. */
  const AREAS: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
    LDS1: [
      ['Headingley', 'Leeds', 'LS6'],
      ['Kirkstall', 'Leeds', 'LS5'],
      ['Bramley', 'Leeds', 'LS13'],
      ['Horsforth', 'Leeds', 'LS18'],
      ['Armley', 'Leeds', 'LS12'],
      ['Burley', 'Leeds', 'LS4'],
    ],
    LDS2: [
      ['Roundhay', 'Leeds', 'LS8'],
      ['Chapel Allerton', 'Leeds', 'LS7'],
      ['Oakwood', 'Leeds', 'LS8'],
      ['Harehills', 'Leeds', 'LS9'],
      ['Rothwell', 'Leeds', 'LS26'],
    ],
    BRD1: [
      ['Shipley', 'Bradford', 'BD18'],
      ['Saltaire', 'Bradford', 'BD18'],
      ['Idle', 'Bradford', 'BD10'],
      ['Eccleshill', 'Bradford', 'BD2'],
      ['Thornton', 'Bradford', 'BD13'],
    ],
    YRK1: [
      ['Clifton', 'York', 'YO30'],
      ['Haxby', 'York', 'YO32'],
      ['Acomb', 'York', 'YO24'],
      ['Heworth', 'York', 'YO31'],
    ],
    HUL1: [
      ['Hessle', 'Hull', 'HU13'],
      ['Cottingham', 'Hull', 'HU16'],
      ['Anlaby', 'Hull', 'HU10'],
      ['Sutton-on-Hull', 'Hull', 'HU7'],
    ],
  };
  /** Where each depot's drops are, roughly. */
  const CENTRES: Readonly<Record<string, readonly [number, number]>> = {
    LDS1: [53.825, -1.6],
    LDS2: [53.825, -1.5],
    BRD1: [53.815, -1.76],
    YRK1: [53.965, -1.08],
    HUL1: [53.76, -0.38],
  };
  const STREETS = [
    'Beech Grove',
    'Beech Grove Terrace',
    'Cardigan Road',
    'Victoria Road',
    'Station Road',
    'Church Lane',
    'Manor Drive',
    'The Avenue',
    'Otley Road',
    'Moor Lane',
    'Park View',
    'Ash Road',
    'Chestnut Avenue',
    'Kingsway',
    'Grange Court',
    'Meadow Way',
    'Hawthorn Drive',
    'Mill Lane',
    'Springfield Mount',
    'Queens Road',
    'Elmwood Close',
    'Brook Street',
  ];
  const SAFE_PLACES = [
    'Porch',
    'Front porch',
    'Behind the side gate',
    'Garage (left open)',
    'Back door step',
    'Shed by the back door',
    'Under the carport',
  ];
  const NEIGHBOURS = ['No. 12', 'No. 3', 'No. 27', 'Flat 2', 'No. 41', 'No. 8', 'next door (blue door)'];
  const addr = (num: number, street: string, area: readonly [string, string, string]) =>
    `${num} ${street}, ${area[0]}, ${area[1]} ${area[2]} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
  const isPlanted = (num: number, street: string, area: readonly [string, string, string]) =>
    num === 14 && street.startsWith('Beech Grove') && area[0] === 'Headingley';
  const lines: { t: number; text: string }[] = [];
  const VANS = new Set<string>();
  const van = () => {
    let reg = '';
    while (!reg || VANS.has(reg))
      reg = `${oneOf(random, ['YK', 'YJ', 'YG', 'YD'])}${oneOf(random, ['24', '74', '25', '75'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    VANS.add(reg);
    return reg;
  };
  let orderNo = 81_170_000;
  interface Stop {
    addr: string;
    pod?: string;
  }
  const planted = new Map<string, Stop>([
    [
      'LDS1-R08-4',
      { addr: '14 Beech Grove, Headingley, Leeds LS6 2AB', pod: 'method=safe_place safe_place="Green wheelie bin by the side gate"' },
    ],
    ['LDS1-R03-15', { addr: '41 Beech Grove, Headingley, Leeds LS6 2AD', pod: 'method=safe_place safe_place="Porch"' }],
    ['LDS2-R06-11', { addr: '14 Beech Grove, Roundhay, Leeds LS8 1QE', pod: 'method=handed_to_customer recipient="B. Marsh"' }],
    ['LDS1-R10-6', { addr: '14 Beech Grove Terrace, Headingley, Leeds LS6 2AH', pod: 'method=neighbour neighbour="No. 16"' }],
  ]);
  let needle = '';
  for (const depot of Object.keys(AREAS)) {
    for (let r = 1; r <= 11; r++) {
      const route = `${depot}-R${pad2(r)}`;
      const reg = van();
      const driver = `D${between(random, 1_000, 1_999)}`;
      const wave = r % 2 ? 1 : 2;
      let t = (wave === 1 ? T(18, 7, 30) : T(18, 13, 30)) + pick(random, 40) * MINUTE;
      const n = between(random, 16, 24);
      const common = `route=${route} van="${reg}" driver=${driver}`;
      const log = (when: number, level: string, rest: string) =>
        lines.push({ t: when, text: `ts=${isoZ(when)} level=${level} svc=driver-app ${common} ${rest}` });
      log(t, 'info', `event=route.started stops=${n} totes=${between(random, 40, 75)} odometer_km=${between(random, 8_000, 64_000)}`);
      for (let s = 1; s <= n; s++) {
        t += between(random, 6, 17) * MINUTE + pick(random, 60) * 1_000;
        const key = `${route}-${s}`;
        const plant = planted.get(key);
        let address = plant?.addr;
        if (!address) {
          let num = 0;
          let street = '';
          let area = oneOf(random, AREAS[depot]!);
          while (!num || isPlanted(num, street, area)) {
            num = between(random, 1, 140);
            street = oneOf(random, STREETS);
            area = oneOf(random, AREAS[depot]!);
          }
          address = addr(num, street, area);
        }
        const order = `HR-${(orderNo += between(random, 5, 90))}`;
        const stop = `stop=${s}/${n} order=${order}`;
        const [baseLat, baseLon] = CENTRES[depot]!;
        const lat = (baseLat + (random() - 0.5) * 0.1).toFixed(5);
        const lon = (baseLon + (random() - 0.5) * 0.14).toFixed(5);
        log(t, 'info', `${stop} event=stop.arrived addr="${address}" lat=${lat} lon=${lon} eta_delta_s=${between(random, -600, 900)}`);
        const dwell = between(random, 90, 420);
        const podAt = t + dwell * 1_000 - between(random, 10, 60) * 1_000;
        const kind = pick(random, 100);
        let pod = plant?.pod;
        if (!pod) {
          if (kind < 70) pod = `method=handed_to_customer recipient="${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}"`;
          else if (kind < 84) pod = `method=safe_place safe_place="${oneOf(random, SAFE_PLACES)}"`;
          else if (kind < 90) pod = `method=neighbour neighbour="${oneOf(random, NEIGHBOURS)}"`;
        }
        if (pod) {
          const photo = pod.includes('handed') ? '-' : `pod/2026/11/18/${order}-${hex(random, 6)}.jpg`;
          const text = `${stop} event=pod.captured addr="${address}" ${pod} totes=${between(random, 1, 5)} age_check=${random() < 0.1 ? 'passed' : 'none'} photo=${photo}`;
          log(podAt, 'info', text);
          if (key === 'LDS1-R08-4') needle = `event=pod.captured addr="${address}" ${pod}`;
        } else {
          log(
            podAt,
            'warn',
            `${stop} event=delivery.failed addr="${address}" reason=${oneOf(random, ['no_answer', 'no_answer', 'access_denied', 'customer_cancelled_at_door'])} calls_attempted=${between(random, 1, 2)} card_left=true`,
          );
        }
        log(t + dwell * 1_000, 'info', `${stop} event=stop.departed dwell_s=${dwell}`);
        t += dwell * 1_000;
      }
      t += between(random, 15, 40) * MINUTE;
      log(t, 'info', `event=route.completed returned_totes=${between(random, 0, 6)} odometer_km_delta=${between(random, 38, 140)}`);
    }
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "I've got a customer on the phone from 14 Beech Grove in Headingley. Her shopping shows as delivered yesterday, but she says she was in all day, nobody knocked, and there's nothing on the doorstep. Where does the driver say he left it?";
  return probe('round 27: driver app events, preamble and paraphrase', ask, 'run_shell', output, 'left', needle);
}

/** The card disputes report for the last thirty days, CSV; a fraud claim found by amount, date and what the cardholder says. */
function cardDisputesCsv(): EconomicsTask {
  const random = seededRandom(27_008);
  /** Scheme, reason code, description, and whether it says the cardholder never made the purchase. */
  const REASONS: readonly (readonly [string, string, string, boolean])[] = [
    ['visa', '10.4', 'Other Fraud - Card Absent Environment', true],
    ['visa', '13.1', 'Merchandise/Services Not Received', false],
    ['visa', '13.3', 'Not as Described or Defective Merchandise/Services', false],
    ['visa', '13.6', 'Credit Not Processed', false],
    ['visa', '12.6.1', 'Duplicate Processing', false],
    ['mc', '4837', 'No Cardholder Authorization', true],
    ['mc', '4853', 'Cardholder Dispute', false],
    ['mc', '4855', 'Goods or Services Not Provided', false],
    ['mc', '4834', 'Point of Interaction Error', false],
    ['amex', 'F29', 'Card Not Present', true],
    ['amex', 'C08', 'Goods/Services Not Received or Only Partially Received', false],
  ];
  const header =
    'dispute_id,psp_reference,merchant_reference,payment_method,card_bin,card_last4,payment_date,dispute_date,record_type,reason_code,reason,amount,currency,status,defense_period_ends,shopper_country';
  const BINS: Readonly<Record<string, readonly string[]>> = {
    visa: ['475129', '454313', '492181', '446291', '465858'],
    mc: ['535522', '522360', '548907', '516730'],
    amex: ['374288', '379259'],
  };
  const row = (
    disputeT: number,
    paymentT: number,
    reason: (typeof REASONS)[number],
    amount: string,
    status?: string,
    type?: string,
    defence = disputeT + oneOf(random, [7, 14, 20, 21]) * DAY,
  ) => {
    const recordType =
      type ??
      (reason[3] && random() < 0.25
        ? 'NotificationOfFraud'
        : oneOf(random, ['Chargeback', 'Chargeback', 'Chargeback', 'RequestForInformation']));
    return [
      `DSP-${digits(random, 9)}`,
      `${between(random, 1, 9)}${digits(random, 15)}`,
      `HR-${between(random, 80_400_000, 81_239_999)}`,
      reason[0],
      oneOf(random, BINS[reason[0]]!),
      digits(random, 4),
      ymd(paymentT),
      ymd(disputeT),
      recordType,
      reason[1],
      reason[2],
      amount,
      'GBP',
      status ?? oneOf(random, ['Undefended', 'Undefended', 'Pending', 'Pending', 'Responded', 'Won', 'Lost', 'Accepted']),
      recordType === 'NotificationOfFraud' ? '' : ymd(defence),
      oneOf(random, ['GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'IE']),
    ]
      .map(csv)
      .join(',');
  };
  const rows: { t: number; text: string }[] = [];
  const from = T(20, 0) - 31 * DAY;
  for (let i = 0; i < 4_300; i++) {
    const disputeT = from + pick(random, 30 * 24 * 60) * MINUTE;
    const paymentT = disputeT - between(random, 2, 75) * DAY;
    let amount = (between(random, 1_800, 24_000) / 100).toFixed(2);
    if (amount === '86.40') amount = '86.45';
    rows.push({ t: disputeT, text: row(disputeT, paymentT, oneOf(random, REASONS), amount) });
  }
  const visaFraud = REASONS[0]!;
  const visaNotReceived = REASONS[1]!;
  const mcFraud = REASONS[5]!;
  const target = row(T(4, 9, 12), T(3, 18, 41), visaFraud, '86.40', 'Undefended', 'Chargeback', T(25, 0));
  rows.push({ t: T(4, 9, 12), text: target });
  rows.push({ t: T(5, 14, 2), text: row(T(5, 14, 2), T(3, 11, 5), visaNotReceived, '86.40', 'Undefended', 'Chargeback') });
  rows.push({ t: T(1, 10, 30), text: row(T(1, 10, 30), T(10, 10, 0) - 38 * DAY, mcFraud, '86.40', 'Pending', 'Chargeback') });
  rows.push({ t: T(6, 8, 47), text: row(T(6, 8, 47), T(3, 20, 15), mcFraud, '68.40', 'Undefended', 'Chargeback') });
  rows.sort((a, b) => a.t - b.t);
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "The bank's been in touch about a dispute. The cardholder says she never made the purchase at all: it was £86.40, taken on the 3rd of November. What reason has been raised against us, and by when do we have to send our defence?";
  return probe('round 27: card disputes csv, preamble and paraphrase', ask, 'read_file', output, 'dispute', target);
}

/** `pd log --since 2026-11-05`: a fortnight of PagerDuty log entries; who first took Saturday night's checkout page. */
function pagerdutyLog(): EconomicsTask {
  const random = seededRandom(27_009);
  /** Services, the alerts they raise (`{lo-hi}` a figure in that range), and their rota. */
  const SERVICES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    [
      'checkout-api (prod)',
      [
        'CheckoutLatencyP99High (p99 {1200-4800}ms over 10m)',
        'SlotBookingQueueDepthHigh (depth {400-5000})',
        'PromoEngineTimeouts ({20-400} timeouts in 5m)',
      ],
      ['Callum Reid', 'Niamh Gallagher', 'Tariq Hussain', 'Sophie Clarke'],
    ],
    [
      'payments-gateway (prod)',
      ['PspWebhookLagHigh (lag {120-900}s)', 'AuthSoftDeclineRateHigh ({6-19}% over 15m)', 'CaptureRetryBacklog ({50-600} pending)'],
      ['Imran Khan', 'Grace Walsh', 'Ben Mensah'],
    ],
    [
      'web-storefront (prod)',
      ['StorefrontLcpDegraded (p75 {2600-5200}ms)', 'CdnOriginErrors ({25-400} 502s in 5m)', 'SearchSuggestLatencyHigh (p95 {450-2000}ms)'],
      ['Sophie Clarke', 'Declan Brennan', 'Lucy Price'],
    ],
    [
      'fulfilment-wms (prod)',
      [
        'PickPlannerWaveLate ({10-55} min behind)',
        'ToteTrackerConsumerLag (lag {5000-90000})',
        'ChillerTelemetryGap ({2-14} sensors silent)',
      ],
      ['Marek Nowak', 'Hannah Lloyd', 'Owen Evans'],
    ],
    [
      'routing (prod)',
      ['RouteOptimiserRunLong (run {900-3000}s)', 'DriverAppBffErrors ({20-300} 5xx in 5m)', 'TelematicsIngestLag (lag {120-1200}s)'],
      ['Ravi Patel', 'Aoife Murphy', 'Kwame Mensah'],
    ],
    [
      'edi (prod)',
      ['As2ConnectorMdnMissing ({2-30} messages)', 'DesadvParseFailures ({3-60} in 1h)', 'EdiOrdersSendDelayed ({20-120} min)'],
      ['Zofia Kowalski', 'Jack Robson'],
    ],
    [
      'loyalty (prod)',
      ['RewardsLedgerLag (lag {300-3600}s)', 'PartnerOffersSyncStale ({7-30}h old)', 'VoucherServiceErrors ({10-200} 5xx in 5m)'],
      ['Chloe Taylor', 'Liam Doyle'],
    ],
    [
      'platform-eks (prod)',
      [
        'NodeNotReady ({1-4} nodes)',
        'PersistentVolumeFillingUp ({86-97}% used)',
        'KafkaUnderReplicatedPartitions ({1-40})',
        'CertificateExpiringSoon ({5-14} days)',
      ],
      ['Gareth Hughes', 'Fatima Begum', 'Darren Wright', 'Ellie Fox'],
    ],
  ];
  interface Plan {
    ackAfter?: number;
    who?: string;
    note?: string;
    resolveAfter: number;
    escalate?: string;
  }
  const NOTES = [
    'Looking',
    'Known issue, ticket raised',
    'Scaled out, watching',
    'Flapping, will tune threshold tomorrow',
    'Upstream supplier issue, nothing for us to do',
    'Restarted the stuck pod',
  ];
  const from = T(5, 0);
  const to = T(19, 9, 30);
  const outage = T(14, 21, 43, 7);
  const incidents: { t0: number; service: (typeof SERVICES)[number]; title: string; plan: Plan }[] = [];
  for (let t = from + between(random, 4, 46) * MINUTE; t < to; t += between(random, 4, 46) * MINUTE + pick(random, 60) * 1_000) {
    const service = oneOf(random, SERVICES);
    // Saturday night's only customer-facing page is the planted one.
    if (SERVICES.indexOf(service) < 3 && t > T(14, 18) && t < T(15, 3)) continue;
    const title = oneOf(random, service[1]).replace(/\{(\d+)-(\d+)\}/, (_, lo: string, hi: string) =>
      String(between(random, Number(lo), Number(hi))),
    );
    const low = random() < 0.35;
    incidents.push({
      t0: t,
      service,
      title,
      plan: {
        ackAfter: low ? undefined : between(random, 1, 12) * MINUTE + pick(random, 60) * 1_000,
        note: !low && random() < 0.3 ? oneOf(random, NOTES) : undefined,
        resolveAfter: between(random, 4, 90) * MINUTE,
      },
    });
  }
  incidents.push(
    {
      t0: outage,
      service: SERVICES[0]!,
      title: 'CheckoutSubmitErrorRateHigh (POST /checkout/submit 5xx 41.2% over 5m)',
      plan: {
        escalate: 'Tariq Hussain',
        who: 'Niamh Gallagher',
        ackAfter: 17 * MINUTE + 41_000,
        note: 'PSP tokenisation calls timing out after the 21:30 deploy, rolling back checkout-api 2026.11.14-2',
        resolveAfter: 24 * MINUTE,
      },
    },
    {
      t0: T(14, 14, 6, 51),
      service: SERVICES[0]!,
      title: 'CheckoutLatencyP99High (p99 2870ms over 10m)',
      plan: { who: 'Callum Reid', ackAfter: 3 * MINUTE + 12_000, resolveAfter: 19 * MINUTE },
    },
    {
      t0: T(13, 22, 41, 33),
      service: SERVICES[1]!,
      title: 'PspWebhookLagHigh (lag 412s)',
      plan: { who: 'Imran Khan', ackAfter: 6 * MINUTE + 5_000, resolveAfter: 31 * MINUTE },
    },
    {
      t0: T(13, 21, 58, 2),
      service: SERVICES[0]!,
      title: 'CheckoutSubmitErrorRateHigh (POST /checkout/submit 5xx 6.3% over 5m)',
      plan: { who: 'Sophie Clarke', ackAfter: 2 * MINUTE + 40_000, resolveAfter: 9 * MINUTE },
    },
  );
  incidents.sort((a, b) => a.t0 - b.t0);
  const rows: { t: number; cells: string[] }[] = [];
  let incidentNo = 51_020;
  for (const { t0, service, title, plan } of incidents) {
    const no = `#${(incidentNo += between(random, 1, 3))}`;
    const onCall = plan.who ?? oneOf(random, service[2]);
    const add = (t: number, type: string, agent: string, summary: string) =>
      rows.push({ t, cells: [isoZ(t), no, service[0], type, agent, summary] });
    add(t0, 'trigger_log_entry', 'Alertmanager (prod-eu-west-2)', `Triggered: [FIRING:1] ${title}`);
    const primary = plan.escalate ?? onCall;
    add(t0 + 2_000, 'notify_log_entry', '-', `Notified ${primary} by push notification`);
    add(t0 + 2_500, 'notify_log_entry', '-', `Notified ${primary} by SMS`);
    if (plan.escalate) {
      add(t0 + 15 * MINUTE, 'escalate_log_entry', '-', `Escalated to level 2 (${service[0].split(' ')[0]} secondary)`);
      add(t0 + 15 * MINUTE + 2_000, 'notify_log_entry', '-', `Notified ${onCall} by phone call`);
    }
    if (plan.ackAfter !== undefined)
      add(
        t0 + plan.ackAfter,
        'acknowledge_log_entry',
        onCall,
        `Acknowledged by ${onCall} via ${oneOf(random, ['mobile app', 'mobile app', 'Slack', 'phone'])}`,
      );
    if (plan.note)
      add(t0 + (plan.ackAfter ?? 0) + between(random, 2, 9) * MINUTE, 'annotate_log_entry', onCall, `Note added: "${plan.note}"`);
    add(t0 + plan.resolveAfter, 'resolve_log_entry', 'Alertmanager (prod-eu-west-2)', 'Resolved: [RESOLVED] alert cleared');
  }
  const shown = rows.filter((r) => r.t <= to).sort((a, b) => a.t - b.t);
  const lines = table(
    ['CREATED', 'INCIDENT', 'SERVICE', 'TYPE', 'AGENT', 'SUMMARY'],
    shown.map((r) => r.cells),
  );
  const target = shown.findIndex((r) => r.cells[3] === 'acknowledge_log_entry' && r.t === outage + 17 * MINUTE + 41_000);
  const needle = lines[target + 1]!;
  const output = `${['$ pd log --since 2026-11-05T00:00:00Z --until 2026-11-19T09:30:00Z --sort created_at', ...lines].join('\n')}\n`;
  const ask =
    "I'm writing the post-incident review for Saturday night, when for about twenty minutes nobody could get their order through at the payment step, on the website or the apps. Who was the first person to actually pick up the page, and at what time?";
  return probe('round 27: pagerduty log, preamble and paraphrase', ask, 'run_shell', output, 'responder', needle);
}

/** The depot chargers' sessions for the last week, NDJSON from the charge point backend; one session's energy. */
function vanChargingSessions(): EconomicsTask {
  const random = seededRandom(27_010);
  /** Van models and the energy their batteries take, kWh. */
  const MODELS: readonly (readonly [string, number])[] = [
    ['Ford E-Transit 68kWh', 68],
    ['Ford E-Transit 68kWh', 68],
    ['Mercedes eSprinter 81kWh', 81],
    ['Renault Master E-Tech 52kWh', 52],
  ];
  const DEPOTS = STORES.slice(11, 31);
  interface Van {
    reg: string;
    model: readonly [string, number];
    tag: string;
  }
  const fleets = DEPOTS.map((store) => {
    const vans: Van[] = Array.from({ length: between(random, 8, 13) }, () => ({
      reg: `${chars(random, 'ABCDEFGHKLMNOPRSVWY', 2)}${oneOf(random, ['24', '74', '25', '75'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
      model: oneOf(random, MODELS),
      tag: hex(random, 8).toUpperCase(),
    }));
    return { store, vans, meter: new Map<string, number>() };
  });
  const sessions: { t: number; text: string }[] = [];
  let needle = '';
  for (let night = 12; night <= 18; night++) {
    for (const { store, vans, meter } of fleets) {
      vans.forEach((v, k) => {
        if (random() < 0.08) return; // off the road that night
        const evse = `${store[0]}-CP${pad2(k + 1)}`;
        const start = T(night, between(random, 19, 22), between(random, 0, 59), between(random, 0, 59));
        const socStart = between(random, 9, 48);
        const socEnd = oneOf(random, [100, 100, 100, 95, 90, 98]);
        const odd = store[0] === 'LIV1' && night === 15 && k === 6;
        const energy = odd ? 412.6 : Number((((socEnd - socStart) / 100) * v.model[1] * (1.06 + random() * 0.05)).toFixed(1));
        const hours = Math.min(10.5, energy / (odd ? 20 : between(random, 9, 11)) + 0.4 + random() * 1.5);
        const stop = start + Math.round(hours * 60) * MINUTE + pick(random, 60) * 1_000;
        const meterStart = meter.get(evse) ?? between(random, 2_000_000, 19_000_000);
        const meterStop = meterStart + Math.round(energy * 1_000);
        meter.set(evse, meterStop);
        const record = {
          session_id: `CS-${ymd(start).replace(/-/g, '')}-${store[0]}-${String(between(random, 1, 9_999)).padStart(4, '0')}`,
          depot: `DS-${store[0]}`,
          evse_id: `GB*HDG*E${store[0]}${pad2(k + 1)}*1`,
          charge_point: evse,
          charger_model: 'ABB Terra AC W22-T-RD-MC-0',
          id_tag: v.tag,
          vehicle: v.reg,
          vehicle_model: v.model[0],
          started_at: isoZ(start),
          stopped_at: isoZ(stop),
          meter_start_wh: meterStart,
          meter_stop_wh: meterStop,
          energy_kwh: energy,
          peak_kw: Number((odd ? 21.8 : 10.5 + random() * 11.3).toFixed(1)),
          soc_start_pct: socStart,
          soc_end_pct: socEnd,
          stop_reason: oneOf(random, ['EVDisconnected', 'EVDisconnected', 'Local', 'Remote']),
          tariff: 'OVERNIGHT_EV_7',
        };
        const text = JSON.stringify(record);
        if (odd) needle = text;
        sessions.push({ t: start, text });
      });
    }
  }
  sessions.sort((a, b) => a.t - b.t);
  const output = `${sessions.map((s) => s.text).join('\n')}\n`;
  const ask =
    "I'm going through the past week's overnight van charging at the depots. One session claims far more energy went in than the others, more than any of our vans could actually hold. Which charger and van was that, and which night?";
  return probe('round 27: van charging sessions', ask, 'http_get', output, 'session', needle);
}

/** `kafka-consumer-groups.sh --describe --all-groups` on the production cluster; one partition far behind. */
function kafkaConsumerLag(): EconomicsTask {
  const random = seededRandom(27_011);
  const TOPICS: readonly (readonly [string, number, number])[] = [
    ['orders.placed.v3', 24, 900],
    ['orders.amended.v2', 12, 300],
    ['orders.picked.v2', 24, 700],
    ['orders.delivered.v3', 24, 650],
    ['orders.cancelled.v1', 6, 80],
    ['basket.events.v4', 48, 6_000],
    ['catalogue.product-updates.v2', 12, 1_200],
    ['catalogue.price-changes.v1', 12, 400],
    ['inventory.dark-store-stock.v3', 36, 3_500],
    ['fulfilment.tote-scans.v2', 24, 2_600],
    ['fulfilment.substitutions.v1', 12, 150],
    ['routing.van-telemetry.v2', 48, 8_000],
    ['routing.stop-events.v3', 24, 1_100],
    ['payments.authorisations.v2', 12, 500],
    ['payments.captures.v2', 12, 480],
    ['payments.refunds.v1', 6, 60],
    ['loyalty.points-events.v2', 12, 700],
    ['edi.inbound-desadv.v1', 6, 40],
    ['edi.outbound-orders.v1', 6, 35],
    ['notifications.requests.v2', 24, 1_400],
  ];
  const GROUPS: readonly (readonly [string, readonly string[], number])[] = [
    ['fulfilment.pick-planner', ['orders.placed.v3', 'orders.amended.v2', 'orders.cancelled.v1'], 3],
    ['fulfilment.substitution-worker', ['orders.picked.v2', 'inventory.dark-store-stock.v3'], 6],
    ['fulfilment.tote-tracker', ['fulfilment.tote-scans.v2'], 4],
    ['fulfilment.replenishment-planner', ['inventory.dark-store-stock.v3', 'orders.placed.v3'], 2],
    ['payments.capture-consumer', ['orders.picked.v2'], 3],
    ['payments.ledger-export', ['payments.authorisations.v2', 'payments.captures.v2', 'payments.refunds.v1'], 2],
    ['payments.fraud-scoring', ['orders.placed.v3', 'payments.authorisations.v2'], 3],
    ['loyalty.points-accrual', ['orders.delivered.v3', 'payments.refunds.v1'], 3],
    ['loyalty.rewards-ledger', ['loyalty.points-events.v2'], 2],
    ['loyalty.partner-offers-sync', ['orders.delivered.v3'], 2],
    ['routing.route-optimiser', ['orders.placed.v3', 'orders.amended.v2', 'orders.cancelled.v1'], 2],
    ['routing.eta-predictor', ['routing.van-telemetry.v2', 'routing.stop-events.v3'], 6],
    ['routing.driver-app-bff', ['routing.stop-events.v3'], 3],
    ['routing.charging-scheduler', ['routing.van-telemetry.v2'], 2],
    ['notifications.email-sender', ['notifications.requests.v2'], 4],
    ['notifications.sms-sender', ['notifications.requests.v2'], 3],
    ['notifications.push-gateway', ['notifications.requests.v2', 'routing.stop-events.v3'], 4],
    ['notifications.order-updates', ['orders.placed.v3', 'orders.picked.v2', 'orders.delivered.v3', 'orders.cancelled.v1'], 3],
    ['catalogue.search-indexer', ['catalogue.product-updates.v2', 'catalogue.price-changes.v1', 'inventory.dark-store-stock.v3'], 4],
    ['catalogue.feed-exporter', ['catalogue.product-updates.v2', 'catalogue.price-changes.v1'], 1],
    ['basket.pricing', ['catalogue.price-changes.v1', 'basket.events.v4'], 6],
    ['basket.events-consumer', ['basket.events.v4'], 8],
    ['edi.desadv-parser', ['edi.inbound-desadv.v1'], 2],
    ['edi.orders-sender', ['edi.outbound-orders.v1', 'orders.placed.v3'], 2],
    [
      'analytics.s3-sink-orders',
      ['orders.placed.v3', 'orders.amended.v2', 'orders.picked.v2', 'orders.delivered.v3', 'orders.cancelled.v1'],
      2,
    ],
    ['analytics.s3-sink-basket', ['basket.events.v4'], 2],
    ['analytics.s3-sink-routing', ['routing.van-telemetry.v2', 'routing.stop-events.v3'], 2],
    ['analytics.s3-sink-payments', ['payments.authorisations.v2', 'payments.captures.v2', 'payments.refunds.v1'], 1],
    ['dark-store.inventory-sync-lon', ['inventory.dark-store-stock.v3', 'orders.picked.v2'], 3],
    ['dark-store.inventory-sync-north', ['inventory.dark-store-stock.v3', 'orders.picked.v2'], 3],
    ['dark-store.inventory-sync-mids', ['inventory.dark-store-stock.v3', 'orders.picked.v2'], 3],
    ['dark-store.inventory-sync-scot', ['inventory.dark-store-stock.v3', 'orders.picked.v2'], 2],
    ['web.storefront-cache-invalidator', ['catalogue.product-updates.v2', 'catalogue.price-changes.v1'], 4],
    ['web.app-bff-stock-cache', ['inventory.dark-store-stock.v3'], 4],
    ['customer.service-timeline', ['orders.placed.v3', 'orders.delivered.v3', 'payments.refunds.v1', 'routing.stop-events.v3'], 2],
    ['customer.complaints-enricher', ['orders.delivered.v3', 'fulfilment.substitutions.v1'], 1],
    ['fulfilment.substitution-scorer', ['fulfilment.substitutions.v1', 'orders.delivered.v3'], 2],
    ['fulfilment.chiller-alerts', ['inventory.dark-store-stock.v3'], 2],
    ['platform.audit-log-sink', ['payments.authorisations.v2', 'payments.captures.v2', 'payments.refunds.v1', 'orders.cancelled.v1'], 1],
  ];
  const base = new Map(TOPICS.map(([name, , rate]) => [name, rate * between(random, 3_000, 9_000)] as const));
  const ends = new Map<string, number>();
  const logEnd = (topic: string, p: number) => {
    const key = `${topic}-${p}`;
    if (!ends.has(key)) ends.set(key, Math.round(base.get(topic)! * (0.92 + random() * 0.16)));
    return ends.get(key)!;
  };
  const blocks: string[] = [];
  let needle = '';
  for (const [group, topics, members] of [...GROUPS].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const batch = group.startsWith('analytics.');
    const consumers = Array.from({ length: members }, (_, k) => ({
      id: `consumer-${group}-${k + 1}-${uuid(random)}`,
      host: `/10.42.${between(random, 16, 63)}.${between(random, 2, 250)}`,
      client: `consumer-${group}-${k + 1}`,
    }));
    const rows: string[][] = [];
    let planted = -1;
    for (const topic of topics) {
      const partitions = TOPICS.find(([name]) => name === topic)![1];
      for (let p = 0; p < partitions; p++) {
        const end = logEnd(topic, p);
        const odd = group === 'loyalty.points-accrual' && topic === 'orders.delivered.v3' && p === 17;
        const lag = odd ? 1_284_517 : batch ? between(random, 0, 2_400) : random() < 0.55 ? 0 : between(random, 1, 60);
        const c = consumers[p % members]!;
        rows.push([group, topic, String(p), String(end - lag), String(end), String(lag), c.id, c.host, c.client]);
        if (odd) planted = rows.length;
      }
    }
    const lines = table(
      ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'],
      rows,
      1,
    );
    if (planted >= 0) needle = lines[planted]!;
    blocks.push(lines.join('\n'));
  }
  const output = `\n${blocks.join('\n\n')}\n`;
  const ask =
    "I'm doing the weekly look over the production Kafka consumer groups before I sign off the platform health check. Is there one partition somewhere that's way out of line with everything else? Tell me the group, topic and partition.";
  return probe('round 27: kafka consumer lag', ask, 'run_shell', output, 'partition', needle);
}

/** The grid controller's robot configuration export for both fulfilment centres, CSV; one robot set up unlike the fleet. */
function gridRobotConfigCsv(): EconomicsTask {
  const random = seededRandom(27_012);
  /** Models and the settings the fleet runs them with. */
  const MODELS: Readonly<Record<string, { speed: string; accel: string; lift: string; margin: number; firmware: readonly string[] }>> = {
    'GR-5': { speed: '3.10', accel: '0.80', lift: '1.60', margin: 40, firmware: ['5.14.2', '5.14.2', '5.15.0'] },
    'GR-6': { speed: '3.40', accel: '0.90', lift: '1.80', margin: 35, firmware: ['6.3.1', '6.3.1', '6.4.0'] },
  };
  const header =
    'robot_id,serial,model,firmware,grid,home_port,commissioned,odometer_km,lift_cycles,battery_id,battery_cycles,battery_soh_pct,max_speed_mps,max_accel_mps2,lift_speed_mps,charge_at_pct,charge_to_pct,collision_margin_mm,last_service,status';
  const rows: string[] = [];
  let needle = '';
  for (const [grid, count, ports] of [
    ['DAV1', 1_180, 64],
    ['WKF1', 860, 48],
  ] as const) {
    for (let i = 1; i <= count; i++) {
      const model = i <= count * 0.62 ? 'GR-5' : 'GR-6';
      const m = MODELS[model]!;
      const ageDays = model === 'GR-5' ? between(random, 700, 1_500) : between(random, 60, 650);
      const odd = grid === 'DAV1' && i === 612;
      const chargeAt = odd ? 85 : 20;
      const row = [
        `${grid}-R${String(i).padStart(4, '0')}`,
        `${model.replace('-', '')}${digits(random, 7)}`,
        model,
        oneOf(random, m.firmware),
        grid,
        `P${pad2(between(random, 1, ports))}`,
        ymd(T(19, 0) - ageDays * DAY),
        String(Math.round(ageDays * (28 + random() * 9))),
        String(Math.round(ageDays * (610 + random() * 160))),
        `BP-${hex(random, 6).toUpperCase()}`,
        String(between(random, Math.floor(ageDays * 0.9), Math.floor(ageDays * 1.6)) % 2_400),
        String(between(random, 82, 99)),
        m.speed,
        m.accel,
        m.lift,
        String(chargeAt),
        '90',
        String(m.margin),
        ymd(T(19, 0) - between(random, 3, 88) * DAY),
        oneOf(random, [
          'IN_SERVICE',
          'IN_SERVICE',
          'IN_SERVICE',
          'IN_SERVICE',
          'IN_SERVICE',
          'CHARGING',
          'CHARGING',
          'PARKED',
          'SERVICE_CELL',
        ]),
      ].join(',');
      rows.push(row);
      if (odd) needle = row;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    'Ops at Daventry say one of the grid robots is doing a fraction of the work of the others, and they suspect somebody has fat-fingered its configuration. Which robot has a setting out of line with the rest of the fleet?';
  return probe('round 27: grid robot config csv', ask, 'run_shell', output, 'robot', needle);
}

export function roundTwentySeven(): EconomicsTask[] {
  return [
    omsOrdersApi(),
    dairyDesadvEdifact(),
    checkoutBundle(),
    deploymentsYaml(),
    paymentsStackTrace(),
    rewardsStatementRun(),
    driverAppEvents(),
    cardDisputesCsv(),
    pagerdutyLog(),
    vanChargingSessions(),
    kafkaConsumerLag(),
    gridRobotConfigCsv(),
  ];
}
