/**
 * Probe round 146, written blind: Oakhurst Foods Distribution, a made-up supermarket distribution centre (warehouse management, pick and putaway, cold chain temperature logging, dock door scheduling, fleet dispatch, stock reconciliation). "Today" is Friday, 1 December 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - inventory snapshot (minified JSON): which lot is on the pallet in one chiller location;
 *  - dock appointments export (one-line XML): the seal number of one carrier's trailer booked onto door 12 at 14:20 today;
 *  - route planner job log (JSON with the whole log escaped into one string): which trailer last night's plan put on one store's run;
 * b. The answer a few lines away from the line the question's words match:
 *  - slotting export (YAML): which pick face location one product is slotted in (the parent a few lines above);
 *  - telematics fleet status (pretty JSON): the odometer of the truck one driver is in today (a sibling a few lines below);
 *  - inbound ASN lookup (pretty XML): the SSCC of the pallet one product is on, in one supplier's delivery due this morning;
 * c. A question that paraphrases the output or carries a preamble:
 *  - cold chain sensor events (key=value log): when a "running warm" fridge in "the number two chill chamber" came back to normal;
 *  - yard trailer list (fixed-width report, preamble): which "bay" a carrier's trailer "with nothing on it" is parked in;
 *  - short pick report (HTML, preamble): which store order went short on one product because "there wasn't any in the slot";
 * d. One value unlike its peers, with no error word near it:
 *  - handheld device export (CSV): which scanner runs a different build of the scanning app from all the others;
 *  - pick wave log (application log): how long the one wave that dragged on far longer than the rest took;
 *  - stock adjustment journal (spool report): which adjustment of the overnight reconciliation was keyed in by a person.
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=146
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,675,904 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 146: inventory snapshot lot
 *     codex: 14,460 tokens, peak 14,383, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,562 tokens, peak 1,229, 1/1 needles, 1 read-backs
 *     ours: 974 tokens, peak 699, 1/1 needles, 0 read-backs
 *   round 146: dock booking seal
 *     codex: 7,407 tokens, peak 7,328, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 649, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,471 tokens, peak 6,813, 0/1 needles, 4 read-backs
 *     ours: 25,114 tokens, peak 9,176, 0/1 needles, 4 read-backs
 *   round 146: route plan trailer
 *     codex: 17,016 tokens, peak 16,946, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,347 tokens, peak 7,704, 1/1 needles, 4 read-backs
 *     ours: 8,474 tokens, peak 4,269, 0/1 needles, 2 read-backs
 *   round 146: slotting pick face
 *     codex: 14,401 tokens, peak 14,324, 0/1 needles, 0 read-backs
 *     context-chef: 731 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,881 tokens, peak 1,933, 0/1 needles, 2 read-backs
 *     ours: 6,609 tokens, peak 2,947, 1/1 needles, 2 read-backs
 *   round 146: fleet odometer
 *     codex: 14,056 tokens, peak 13,979, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,599 tokens, peak 1,267, 0/1 needles, 1 read-backs
 *     ours: 2,811 tokens, peak 1,827, 1/1 needles, 1 read-backs
 *   round 146: ASN pallet SSCC
 *     codex: 12,504 tokens, peak 12,419, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,810 tokens, peak 3,006, 0/1 needles, 2 read-backs
 *     ours: 7,023 tokens, peak 3,233, 1/1 needles, 2 read-backs
 *   round 146: chiller back to normal
 *     codex: 19,750 tokens, peak 19,659, 0/1 needles, 0 read-backs
 *     context-chef: 943 tokens, peak 852, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,733 tokens, peak 1,447, 0/1 needles, 4 read-backs
 *     ours: 4,778 tokens, peak 1,021, 0/1 needles, 4 read-backs
 *   round 146: yard empty trailer bay
 *     codex: 15,401 tokens, peak 15,289, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 646, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,900 tokens, peak 1,273, 0/1 needles, 4 read-backs
 *     ours: 4,428 tokens, peak 937, 0/1 needles, 4 read-backs
 *   round 146: short pick order
 *     codex: 18,394 tokens, peak 18,283, 0/1 needles, 0 read-backs
 *     context-chef: 850 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,689 tokens, peak 1,441, 0/1 needles, 4 read-backs
 *     ours: 4,780 tokens, peak 1,054, 0/1 needles, 4 read-backs
 *   round 146: odd scanner app build
 *     codex: 20,828 tokens, peak 20,747, 0/1 needles, 0 read-backs
 *     context-chef: 927 tokens, peak 846, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,864 tokens, peak 1,484, 0/1 needles, 4 read-backs
 *     ours: 4,773 tokens, peak 1,018, 1/1 needles, 4 read-backs
 *   round 146: slow pick wave
 *     codex: 16,905 tokens, peak 16,827, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,415 tokens, peak 1,402, 0/1 needles, 4 read-backs
 *     ours: 3,585 tokens, peak 787, 0/1 needles, 4 read-backs
 *   round 146: hand-keyed adjustment
 *     codex: 16,921 tokens, peak 16,830, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,228 tokens, peak 1,350, 0/1 needles, 4 read-backs
 *     ours: 3,812 tokens, peak 839, 0/1 needles, 4 read-backs
 *     codex: 188,043 tokens, 0/12 needles
 *     context-chef: 9,432 tokens, 0/12 needles
 *     context-chef-store: 97,499 tokens, 2/12 needles
 *     ours: 77,161 tokens, 5/12 needles
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

/** Draws with `draw` until the value is new to `used`, then records it. */
function fresh(used: Set<string>, draw: () => string): string {
  let value = draw();
  while (used.has(value)) value = draw();
  used.add(value);
  return value;
}

/** Milliseconds since the epoch of a UTC date and time (month 1 to 12). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** ISO 8601 without milliseconds (`2028-12-01T05:00:12Z`). */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `2028-12-01`. */
function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `HH:MM` of a UTC time. */
function hhmm(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}

/** `30/11/2028`. */
function ukDay(ms: number): string {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The stores the centre serves: number and name. */
const STORES: readonly (readonly [string, string])[] = [
  ['0412', 'Hadley Cross'],
  ['0417', 'Hadley Green'],
  ['0420', 'Fenwick Road'],
  ['0423', 'Marlow Vale'],
  ['0431', 'Ashby Park'],
  ['0436', 'Kingsmead'],
  ['0438', 'Cotter Lane'],
  ['0442', 'Brindle Hill'],
  ['0445', 'Westfold'],
  ['0451', 'Stanmoor'],
  ['0453', 'Pelham Street'],
  ['0458', 'Larkfield'],
  ['0461', 'Orchard Cross'],
  ['0466', 'Hadleigh'],
  ['0470', 'Redbrook'],
  ['0474', 'Sutton Weir'],
  ['0477', 'Chalkdown'],
  ['0480', 'Eastwick Retail Park'],
  ['0483', 'Millbridge'],
  ['0489', 'Thornbury Town'],
  ['0492', 'Wickham Heath'],
  ['0495', 'Bramley Road'],
  ['0501', 'Greystone'],
  ['0504', 'Falcon Way'],
  ['0508', 'Oldcastle'],
  ['0511', 'Upper Kingsbridge'],
  ['0515', 'Netherby'],
  ['0519', 'Saltmarsh'],
  ['0522', 'Corn Exchange'],
  ['0526', 'Harwood'],
  ['0530', 'Linden Park'],
  ['0533', 'Abbotsford'],
  ['0537', 'Riverside Quay'],
  ['0540', 'Beacon Hill'],
  ['0544', 'Foxley'],
  ['0548', 'Cross Keys'],
];

type Temp = 'AMBIENT' | 'CHILLED' | 'FROZEN';

/** The centre's own catalogue: description, temperature regime, case pack. */
const CATALOGUE: readonly (readonly [string, Temp, number])[] = [
  ['Oakhurst Semi Skimmed Milk 2pt', 'CHILLED', 8],
  ['Oakhurst Semi Skimmed Milk 4pt', 'CHILLED', 4],
  ['Oakhurst Semi Skimmed Milk 1pt', 'CHILLED', 12],
  ['Oakhurst Whole Milk 2pt', 'CHILLED', 8],
  ['Oakhurst Skimmed Milk 2pt', 'CHILLED', 8],
  ['Oakhurst Greek Style Yoghurt 500g', 'CHILLED', 6],
  ['Oakhurst Natural Yoghurt 500g', 'CHILLED', 6],
  ['Oakhurst Mature Cheddar 400g', 'CHILLED', 10],
  ['Oakhurst Salted Butter 250g', 'CHILLED', 20],
  ['Oakhurst Smoked Back Bacon 300g', 'CHILLED', 12],
  ['Oakhurst Pork Sausages 8pk', 'CHILLED', 10],
  ['Oakhurst Chicken Breast Fillets 650g', 'CHILLED', 8],
  ['Oakhurst Houmous 200g', 'CHILLED', 12],
  ['Oakhurst Orange Juice 1L', 'CHILLED', 6],
  ['Brambleworth Double Cream 300ml', 'CHILLED', 12],
  ['Brambleworth Creme Fraiche 300ml', 'CHILLED', 12],
  ['Linton Orchards Bramley Apples 1kg', 'CHILLED', 10],
  ['Linton Orchards Gala Apples 6pk', 'CHILLED', 12],
  ['Linton Orchards Conference Pears 4pk', 'CHILLED', 12],
  ['Oakhurst Bananas 5pk', 'CHILLED', 14],
  ['Oakhurst Baby Potatoes 1kg', 'CHILLED', 10],
  ['Oakhurst Carrots 1kg', 'CHILLED', 12],
  ['Oakhurst Broccoli 350g', 'CHILLED', 10],
  ['Oakhurst Salad Tomatoes 6pk', 'CHILLED', 10],
  ['Oakhurst Red Onions 3pk', 'CHILLED', 12],
  ['Oakhurst Free Range Eggs 6pk', 'AMBIENT', 24],
  ['Oakhurst Free Range Eggs 12pk', 'AMBIENT', 12],
  ['Oakhurst Baked Beans 4x415g', 'AMBIENT', 6],
  ['Oakhurst Chopped Tomatoes 400g', 'AMBIENT', 24],
  ['Oakhurst Penne Pasta 500g', 'AMBIENT', 20],
  ['Oakhurst Basmati Rice 1kg', 'AMBIENT', 10],
  ['Oakhurst Cornflakes 500g', 'AMBIENT', 10],
  ['Oakhurst Teabags 240s', 'AMBIENT', 6],
  ['Oakhurst Instant Coffee 200g', 'AMBIENT', 6],
  ['Oakhurst Strawberry Jam 454g', 'AMBIENT', 6],
  ['Thornbury Preserves Strawberry Jam 340g', 'AMBIENT', 6],
  ['Oakhurst Digestive Biscuits 400g', 'AMBIENT', 20],
  ['Oakhurst Still Water 6x1.5L', 'AMBIENT', 4],
  ['Oakhurst Cola 2L', 'AMBIENT', 6],
  ['Oakhurst Toilet Tissue 9 Roll', 'AMBIENT', 5],
  ['Oakhurst Kitchen Roll 2pk', 'AMBIENT', 12],
  ['Oakhurst Washing Up Liquid 500ml', 'AMBIENT', 12],
  ['Greyfield Bakery White Sliced 800g', 'AMBIENT', 12],
  ['Greyfield Bakery Wholemeal 800g', 'AMBIENT', 12],
  ['Oakhurst Plain Flour 1.5kg', 'AMBIENT', 10],
  ['Oakhurst Granulated Sugar 1kg', 'AMBIENT', 15],
  ['Oakhurst Sunflower Oil 1L', 'AMBIENT', 12],
  ['Oakhurst Garden Peas 900g', 'FROZEN', 12],
  ['Oakhurst Oven Chips 1.5kg', 'FROZEN', 8],
  ['Coldharbour Cod Fillets 480g', 'FROZEN', 10],
  ['Oakhurst Vanilla Ice Cream 2L', 'FROZEN', 6],
  ['Oakhurst Margherita Pizza 2pk', 'FROZEN', 8],
  ['Oakhurst Fish Fingers 10pk', 'FROZEN', 12],
  ['Coldharbour Chicken Nuggets 700g', 'FROZEN', 8],
  ['Oakhurst Mixed Vegetables 1kg', 'FROZEN', 10],
  ['Oakhurst Beef Burgers 8pk', 'FROZEN', 8],
  ['Oakhurst Hash Browns 700g', 'FROZEN', 10],
];

interface Item {
  readonly sku: string;
  readonly description: string;
  readonly temp: Temp;
  readonly casePack: number;
}

/** The catalogue with seeded six-digit SKUs (2 chilled, 4 ambient, 7 frozen). */
function items(random: () => number): Item[] {
  const used = new Set<string>();
  return CATALOGUE.map(([description, temp, casePack]) => {
    const lead = temp === 'CHILLED' ? '2' : temp === 'AMBIENT' ? '4' : '7';
    return { sku: fresh(used, () => lead + chars(random, '0123456789', 5)), description, temp, casePack };
  });
}

const FIRST_NAMES = [
  'Dave',
  'Dan',
  'Sarah',
  'Priya',
  'Tom',
  'Gemma',
  'Mark',
  'Lukasz',
  'Aisha',
  'Kevin',
  'Joanne',
  'Steve',
  'Rachel',
  'Gary',
  'Marta',
  'Lee',
  'Nadia',
  'Paul',
  'Karen',
  'Ian',
  'Chloe',
  'Raj',
  'Tomasz',
  'Becky',
];
const LAST_NAMES = [
  'Pritchett',
  'Hollis',
  'Kaur',
  'Kowalski',
  'Bennett',
  'Okafor',
  'Whitlock',
  'Marsh',
  'Doyle',
  'Ashworth',
  'Patel',
  'Nowak',
  'Fletcher',
  'Brennan',
  'Shaw',
  'Pickford',
  'Lowe',
  'Hussain',
  'Carver',
  'Dunmore',
  'Yates',
  'Griffiths',
  'Moss',
  'Tennant',
];

/** A driver's or picker's name, never `avoid`. */
function personName(random: () => number, avoid: readonly string[] = []): string {
  let name = `${oneOf(random, FIRST_NAMES)} ${oneOf(random, LAST_NAMES)}`;
  while (avoid.includes(name)) name = `${oneOf(random, FIRST_NAMES)} ${oneOf(random, LAST_NAMES)}`;
  return name;
}

/** A WMS user id from a name: `dpritchett`. */
function userId(name: string): string {
  const [first = '', last = ''] = name.toLowerCase().split(' ');
  return first.slice(0, 1) + last;
}

/** a1: `wms_inventory_snapshot` prints every pallet on site as one minified JSON document. */
function a1InventorySnapshot(): EconomicsTask {
  const random = seededRandom(146_001);
  const catalogue = items(random);
  const now = utc(2028, 12, 1, 5, 0, 12);
  const lots = new Set<string>();
  const lpns = new Set<string>();
  const zones: readonly (readonly [string, number, number, Temp])[] = [
    ['AM', 1, 9, 'AMBIENT'],
    ['CH', 10, 15, 'CHILLED'],
    ['FZ', 16, 19, 'FROZEN'],
  ];
  const users = Array.from({ length: 30 }, () => userId(personName(random)));
  const pallet = (location: string, temp: Temp, item: Item) => {
    const received = now - between(random, 1, 240) * HOUR - pick(random, 3600) * 1000;
    const shelfDays =
      temp === 'CHILLED' ? between(random, 4, 21) : temp === 'AMBIENT' ? between(random, 60, 420) : between(random, 180, 560);
    const cases = between(random, 2, 64);
    const roll = random();
    const status = roll < 0.78 ? 'AVAILABLE' : roll < 0.9 ? 'ALLOCATED' : roll < 0.96 ? 'RESERVED_REPLEN' : 'QC_HOLD';
    const moved = received + between(random, 10, 90) * MINUTE;
    return {
      location,
      zone: temp,
      lpn: fresh(lpns, () => `OFD${chars(random, '0123456789', 9)}`),
      sku: item.sku,
      description: item.description,
      lot: fresh(lots, () => `L28${between(random, 296, 335)}-${chars(random, '0123456789', 3)}`),
      best_before: isoDay(received + shelfDays * DAY),
      qty_cases: cases,
      case_pack: item.casePack,
      qty_each: cases * item.casePack,
      status,
      hold_code: status === 'QC_HOLD' ? oneOf(random, ['QA-TEMP', 'QA-LABEL', 'QA-DMG']) : null,
      received_at: isoSeconds(received),
      last_movement: {
        type: oneOf(random, ['PUTAWAY', 'PUTAWAY', 'RELOCATE', 'REPLEN_DROP']),
        at: isoSeconds(moved),
        user: oneOf(random, users),
      },
      allocated_to: status === 'ALLOCATED' ? `W-${between(random, 33880, 33990)}` : null,
    };
  };
  const records: ReturnType<typeof pallet>[] = [];
  for (const [code, from, to, temp] of zones) {
    const choices = catalogue.filter((i) => i.temp === temp);
    for (let aisle = from; aisle <= to; aisle++)
      for (let bay = 1; bay <= 24; bay++)
        for (const level of ['A', 'B', 'C', 'D'])
          if (random() < 0.66) records.push(pallet(`${code}-${pad2(aisle)}-${pad2(bay)}-${level}`, temp, oneOf(random, choices)));
  }
  const yoghurt = catalogue.find((i) => i.description === 'Oakhurst Greek Style Yoghurt 500g')!;
  let at = Math.floor(records.length * 0.5);
  while (records[at]!.zone !== 'CHILLED') at++;
  // The same product sits in other chiller locations around it, each with its own lot.
  const asYoghurt = (r: ReturnType<typeof pallet>) =>
    Object.assign(r, {
      sku: yoghurt.sku,
      description: yoghurt.description,
      case_pack: yoghurt.casePack,
      qty_each: r.qty_cases * yoghurt.casePack,
    });
  for (const i of [at - 9, at - 2, at + 1, at + 6, at + 40, at - 130]) asYoghurt(records[i]!);
  const target = asYoghurt(records[at]!);
  Object.assign(target, { status: 'AVAILABLE', hold_code: null, allocated_to: null });
  const output = JSON.stringify({
    generated_at: isoSeconds(now),
    site: 'OFD-DC1',
    site_name: 'Oakhurst Foods Distribution - Thornbury DC',
    snapshot_id: `snap-${hex(random, 8)}-${hex(random, 4)}`,
    filters: { zone: 'ALL', status: 'ALL', include_empty: false },
    record_count: records.length,
    pallets: records,
  });
  const ask = `Which lot is the pallet of Greek yoghurt in chiller location ${target.location} from?`;
  return probe('round 146: inventory snapshot lot', ask, 'wms_inventory_snapshot', output, 'lot', target.lot, true);
}

const CARRIERS: readonly (readonly [string, string])[] = [
  ['BRKW', 'Brakewell Haulage'],
  ['CALD', 'Calder Transport'],
  ['PNCL', 'Pennine Chilled Logistics'],
  ['NGTF', 'Northgate Freight'],
  ['STVD', 'Stourvale Distribution'],
  ['HRDY', 'Harrow &amp; Dyke'],
  ['KSTC', 'Kestrel Cold Chain'],
  ['MRSH', 'Marshfield Logistics'],
];

const SUPPLIERS: readonly (readonly [string, string, Temp])[] = [
  ['SUP-0147', 'Brambleworth Dairies', 'CHILLED'],
  ['SUP-0152', 'Linton Orchards', 'CHILLED'],
  ['SUP-0163', 'Greyfield Bakery', 'AMBIENT'],
  ['SUP-0171', 'Coldharbour Frozen Foods', 'FROZEN'],
  ['SUP-0188', 'Thornbury Preserves', 'AMBIENT'],
  ['SUP-0194', 'Ravensworth Meats', 'CHILLED'],
  ['SUP-0203', 'Meadowlay Eggs', 'AMBIENT'],
  ['SUP-0210', 'Castlegate Grocery Supplies', 'AMBIENT'],
  ['SUP-0226', 'Northfield Frozen', 'FROZEN'],
];

/** a2: `dock_appointments_export` prints the week's dock bookings as one line of XML after the declaration. */
function a2DockAppointments(): EconomicsTask {
  const random = seededRandom(146_002);
  const first = utc(2028, 11, 28);
  const now = utc(2028, 12, 1, 7, 42, 19);
  const seals = new Set<string>();
  const ids = new Set<string>();
  // Bookings the week must hold: day index, slot (20 minutes each), door, carrier code.
  const forced: readonly (readonly [number, number, string, string])[] = [
    [3, 43, 'D12', 'BRKW'],
    [3, 32, 'D12', 'BRKW'],
    [3, 43, 'D15', 'BRKW'],
    [2, 43, 'D12', 'BRKW'],
    [3, 48, 'D12', 'CALD'],
    [4, 43, 'D12', 'BRKW'],
    [3, 38, 'D12', 'PNCL'],
  ];
  // When each door is free again; a random booking never overlaps another, nor a booking the week must hold.
  const freeAt = new Map<string, number>();
  const heldSoon = (door: string, day: number, slot: number) =>
    forced.some(([d, s, f]) => f === door && d === day && s > slot && s <= slot + 4);
  let target = '';
  const appointments: string[] = [];
  for (let day = 0; day < 7; day++)
    for (let slot = 0; slot < 72; slot++) {
      const start = first + day * DAY + slot * 20 * MINUTE;
      const here = forced.filter(([d, s]) => d === day && s === slot).map(([, , door, carrier]) => [door, carrier] as const);
      const count = pick(random, 4);
      const doors = new Set(here.map(([door]) => door));
      const bookings: (readonly [string, string])[] = [...here];
      while (bookings.length < here.length + count) {
        const door = `D${pad2(between(random, 1, 40))}`;
        if (doors.has(door) || (freeAt.get(door) ?? 0) > start || heldSoon(door, day, slot)) continue;
        doors.add(door);
        const carrier = Number(door.slice(1)) > 20 ? (random() < 0.8 ? 'OFDF' : oneOf(random, CARRIERS)[0]) : oneOf(random, CARRIERS)[0];
        bookings.push([door, carrier]);
      }
      for (const [door, code] of shuffle(random, bookings)) {
        const inbound = Number(door.slice(1)) <= 20;
        const carrier = code === 'OFDF' ? 'Oakhurst Fleet' : CARRIERS.find(([c]) => c === code)![1];
        const length = inbound ? oneOf(random, [40, 40, 60, 60, 80]) : 40;
        const end = start + length * MINUTE;
        freeAt.set(door, end);
        const status = end < now ? 'COMPLETED' : start < now ? 'ON_DOOR' : oneOf(random, ['BOOKED', 'CONFIRMED', 'CONFIRMED']);
        const seal = fresh(seals, () => `${code.slice(0, 3)}${chars(random, '0123456789', 7)}`);
        const id = fresh(ids, () => `APT-${between(random, 2_800_000, 2_899_999)}`);
        const arrived = start - between(random, -25, 50) * MINUTE;
        const actual =
          status === 'COMPLETED'
            ? `<Actual arrived="${isoSeconds(arrived)}" onDoor="${isoSeconds(arrived + between(random, 2, 40) * MINUTE)}" departed="${isoSeconds(end + between(random, -10, 55) * MINUTE)}"/>`
            : status === 'ON_DOOR'
              ? `<Actual arrived="${isoSeconds(arrived)}" onDoor="${isoSeconds(arrived + between(random, 2, 20) * MINUTE)}"/>`
              : '<Actual/>';
        let party: string;
        let regime: Temp;
        if (inbound) {
          const [supCode, supName, supTemp] = oneOf(random, SUPPLIERS);
          regime = supTemp;
          const pos = Array.from({ length: between(random, 1, 3) }, () => `<PO>45009${chars(random, '0123456789', 5)}</PO>`).join('');
          party = `<Supplier code="${supCode}">${supName}</Supplier><PurchaseOrders>${pos}</PurchaseOrders>`;
        } else {
          regime = oneOf(random, ['AMBIENT', 'CHILLED', 'FROZEN'] as const);
          const stores = Array.from({ length: between(random, 1, 3) }, () => {
            const [no, name] = oneOf(random, STORES);
            return `<Store number="${no}">${name}</Store>`;
          }).join('');
          party = `<Route>R-${pad2(new Date(start).getUTCMonth() + 1)}${pad2(new Date(start).getUTCDate())}-${chars(random, '0123456789', 3)}</Route><Stores>${stores}</Stores>`;
        }
        const trailer = `<Trailer fleetNo="${code.slice(0, 3)}-T${chars(random, '0123456789', 4)}" type="${regime === 'AMBIENT' ? oneOf(random, ['BOX', 'CURTAINSIDER']) : 'REEFER'}" lengthM="13.6"/>`;
        const xml =
          `<Appointment id="${id}" type="${inbound ? 'INBOUND' : 'OUTBOUND'}" status="${status}"><Door>${door}</Door>` +
          `<Slot start="${isoSeconds(start)}" end="${isoSeconds(end)}"/><Carrier code="${code}">${carrier}</Carrier>${party}${trailer}` +
          `<SealNo>${seal}</SealNo><Pallets>${between(random, 8, 26)}</Pallets><TempRegime>${regime}</TempRegime>${actual}` +
          `<BookedBy>${oneOf(random, ['portal', 'portal', 'edi', 'gatehouse', 'transport-office'])}</BookedBy></Appointment>`;
        appointments.push(xml);
        if (day === 3 && slot === 43 && door === 'D12') target = seal;
      }
    }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<DockSchedule xmlns="urn:oakhurst:yms:dock:v3" site="OFD-DC1" from="2028-11-28" to="2028-12-04" generated="${isoSeconds(now)}" count="${appointments.length}">` +
    appointments.join('') +
    '</DockSchedule>';
  const ask = "What's the seal number on the Brakewell trailer that's booked onto door 12 at twenty past two this afternoon?";
  return probe('round 146: dock booking seal', ask, 'dock_appointments_export', output, 'seal', target, true);
}

/** a3: `dispatch_job_log` returns a batch job's record as JSON, its whole log escaped into one string. */
function a3RoutePlanLog(): EconomicsTask {
  const random = seededRandom(146_003);
  const lines: string[] = [];
  let t = utc(2028, 11, 30, 22, 0, 3) + pick(random, 1000);
  const log = (level: string, text: string, step = 400) => {
    t += between(random, 1, step);
    lines.push(`${new Date(t).toISOString()} ${level.padEnd(5)} ${text}`);
  };
  const upper = (name: string) => name.toUpperCase();
  log('INFO', 'planner: route-plan-nightly 5.12.4 starting (job rp-nightly-20281130, host tms-batch-03)');
  log('INFO', 'config: depot=OFD-DC1 delivery_date=2028-12-01 max_drops=3 max_shift_min=600 load_min=35 unload_min=40');
  log('INFO', 'config: solver=lns seed=20281130 time_limit_s=5400 vehicle_cost=180.00 km_cost=1.42 late_penalty=900');
  log('DEBUG', 'db: connected to wms-replica-02:5432/wms (pool=8)');
  log('DEBUG', 'db: connected to tms-primary:5432/tms (pool=4)');
  log('INFO', 'geo: loaded 36 store geocodes, 1 depot, distance matrix 37x37 from cache (age 6d)');
  for (const [no, name] of STORES) {
    for (const temp of ['AMBIENT', 'CHILLED', 'FROZEN']) {
      const lines_ = between(random, 120, 900);
      log(
        'INFO',
        `orders: store S${no} ${upper(name)} temp=${temp} orders=${between(random, 1, 4)} lines=${lines_} cases=${lines_ * between(random, 2, 4)} pallets=${(between(random, 20, 150) / 10).toFixed(1)} cages=${between(random, 0, 6)}`,
      );
    }
    const open = between(random, 3, 7);
    log(
      'DEBUG',
      `orders: store S${no} ${upper(name)} window=${pad2(open)}:00-${pad2(open + 2)}:00 access=${oneOf(random, ['ARTIC', 'ARTIC', 'ARTIC', 'RIGID_ONLY'])} noise_curfew=${oneOf(random, ['none', '23:00-06:00', '22:00-07:00'])}`,
    );
  }
  log('INFO', 'orders: 36 stores, 108 order groups, 0 rejected (cutoff 21:30)');
  const trailers = new Set<string>();
  const trailerId = () => fresh(trailers, () => `TRL-5${chars(random, '0123456789', 3)}`);
  for (let i = 0; i < 5; i++)
    log('WARN', `fleet: trailer ${trailerId()} off road until ${isoDay(utc(2028, 12, between(random, 2, 6)))}, excluded`);
  log('WARN', 'fleet: tractor TRC-131 off road (tacho calibration due), excluded');
  log('INFO', 'fleet: 88 tractors, 112 trailers (74 TRI-TEMP, 38 AMBIENT), 61 drivers rostered for 2028-12-01');
  // Routes: one or two drops each; Hadley Cross is on exactly one.
  const stops = shuffle(random, [...STORES, ...STORES.filter(() => random() < 0.45)]);
  const routes: (readonly (readonly [string, string])[])[] = [];
  for (let i = 0; i < stops.length;) {
    const two = random() < 0.3 && i + 1 < stops.length && stops[i]![0] !== stops[i + 1]![0];
    routes.push(stops.slice(i, i + (two ? 2 : 1)));
    i += two ? 2 : 1;
  }
  const isCross = (route: readonly (readonly [string, string])[]) => route.some(([no]) => no === '0412');
  const crossRoutes = routes.filter(isCross);
  const kept = routes.filter((r) => !isCross(r));
  kept.splice(Math.floor(kept.length * 0.5), 0, crossRoutes[0]!);
  let target = '';
  const named = kept.map((route, i) => ({
    id: `R-1201-${String(i + 1).padStart(3, '0')}`,
    route,
    depart: utc(2028, 12, 1, 2, 0) + between(random, 0, 60) * 5 * MINUTE,
  }));
  let cost = 402_118.4;
  for (let iter = 0; iter <= 120_000; iter += 100) {
    cost -= random() * (iter < 20_000 ? 260 : 6);
    log(
      'DEBUG',
      `solver: iter=${iter} cost=${cost.toFixed(2)} routes=${named.length + (iter < 4000 ? between(random, 1, 6) : 0)} unassigned=${iter < 4000 ? between(random, 1, 9) : 0} dist_km=${(cost / 52.3).toFixed(1)} temp=${(1 - iter / 120_000).toFixed(4)}`,
      4000,
    );
    if (random() < 0.04) log('INFO', `solver: new best cost=${(cost - 1.5).toFixed(2)} at iter=${iter}`);
  }
  log('INFO', `solver: finished, best cost=${(cost - 1.5).toFixed(2)}, ${named.length} routes, 0 unassigned`);
  for (const { id, route, depart } of named) {
    const trailer = trailerId();
    if (isCross(route)) target = trailer;
    const drops = route.map(([no, name]) => `S${no} ${upper(name)}`).join(', ');
    log(
      'INFO',
      `assign: route ${id} drops=[${drops}] tractor=TRC-${between(random, 101, 196)} trailer=${trailer} driver=D-${between(random, 2100, 2399)} depart=${hhmm(depart)} pallets=${between(random, 18, 26)}/26 compartments=${oneOf(random, ['AMB', 'AMB/CHL', 'AMB/CHL/FRZ', 'CHL/FRZ'])}`,
      40,
    );
  }
  for (const { id, route, depart } of named) {
    let at = depart;
    route.forEach(([no, name], i) => {
      at += between(random, 25, 95) * MINUTE;
      log(
        'DEBUG',
        `eta: ${id} stop=${i + 1} S${no} ${upper(name)} arrive=${hhmm(at)} depart=${hhmm(at + 40 * MINUTE)} slack=${between(random, 5, 110)}m`,
        40,
      );
      at += 40 * MINUTE;
    });
  }
  for (const { id, route } of named) {
    log('INFO', `publish: route ${id} manifest M-${chars(random, '0123456789', 8)} -> tms ok (${route.length} drops)`, 200);
    log('DEBUG', `publish: route ${id} driver pack queued for handheld sync`, 50);
  }
  for (let i = 0; i < 1500; i++)
    log(
      'DEBUG',
      `cache: write matrix tile ${between(random, 0, 36)}x${between(random, 0, 36)} (${between(random, 2, 64)} KiB) to s3://ofd-tms-cache/matrix/2028-12-01/`,
      30,
    );
  log('INFO', `planner: done, ${named.length} routes published, exit 0`);
  const output = JSON.stringify({
    job_id: 'rp-nightly-20281130',
    job_name: 'route-plan-nightly',
    status: 'SUCCEEDED',
    exit_code: 0,
    started_at: '2028-11-30T22:00:03Z',
    finished_at: isoSeconds(t),
    host: 'tms-batch-03',
    log: lines.join('\n'),
  });
  const ask = "Which trailer did last night's route plan put on the Hadley Cross run?";
  return probe('round 146: route plan trailer', ask, 'dispatch_job_log', output, 'trailer', target, true);
}

const BRANDS = ['Oakhurst', 'Oakhurst Finest', 'Oakhurst Organic', 'Oakhurst Essentials', 'Meadowlay', 'Greyfield', 'Castlegate'];
const AMBIENT_LINES: readonly (readonly [string, readonly string[]])[] = [
  ['Free Range Eggs', ['6pk', '12pk']],
  ['Barn Eggs', ['6pk', '12pk', '15pk']],
  ['Baked Beans', ['415g', '4x415g']],
  ['Chopped Tomatoes', ['400g', '4x400g']],
  ['Penne Pasta', ['500g', '1kg']],
  ['Spaghetti', ['500g', '1kg']],
  ['Basmati Rice', ['500g', '1kg', '2kg']],
  ['Cornflakes', ['500g', '750g']],
  ['Porridge Oats', ['500g', '1kg']],
  ['Teabags', ['80s', '160s', '240s']],
  ['Instant Coffee', ['100g', '200g']],
  ['Strawberry Jam', ['340g', '454g']],
  ['Orange Marmalade', ['454g']],
  ['Digestive Biscuits', ['400g']],
  ['Rich Tea Biscuits', ['300g']],
  ['Still Water', ['6x500ml', '6x1.5L', '2L']],
  ['Sparkling Water', ['1L', '6x500ml']],
  ['Cola', ['2L', '8x330ml']],
  ['Lemonade', ['2L']],
  ['Toilet Tissue', ['4 Roll', '9 Roll', '16 Roll']],
  ['Kitchen Roll', ['2pk', '4pk']],
  ['Washing Up Liquid', ['500ml', '900ml']],
  ['Plain Flour', ['1.5kg']],
  ['Self Raising Flour', ['1.5kg']],
  ['Granulated Sugar', ['1kg', '2kg']],
  ['Sunflower Oil', ['1L', '3L']],
  ['Olive Oil', ['500ml', '1L']],
  ['Tomato Ketchup', ['460g', '910g']],
  ['Mayonnaise', ['400ml', '600ml']],
  ['Peanut Butter', ['340g']],
  ['Tuna Chunks', ['145g', '4x145g']],
  ['Tomato Soup', ['400g', '4x400g']],
  ['Custard', ['400g']],
  ['Rice Pudding', ['400g']],
  ['Ready Salted Crisps', ['6pk', '12pk']],
  ['Salted Peanuts', ['200g']],
  ['Cat Biscuits', ['1kg', '2kg']],
  ['Laundry Liquid', ['1.5L', '38 Wash']],
  ['Fabric Conditioner', ['1.9L']],
  ['Thick Bleach', ['750ml', '2L']],
  ['Bin Bags', ['20pk', '40pk']],
  ['Kitchen Foil', ['10m', '30m']],
  ['Clear Honey', ['340g']],
  ['Golden Syrup', ['454g']],
  ['Sweetcorn', ['326g', '3x198g']],
  ['Red Kidney Beans', ['400g']],
  ['Chickpeas', ['400g']],
  ['Coconut Milk', ['400ml']],
  ['Tikka Masala Sauce', ['500g']],
  ['Tomato Pasta Sauce', ['500g']],
  ['Gravy Granules', ['200g']],
  ['Vegetable Stock Cubes', ['8pk', '12pk']],
];

/** b1: `wms_slotting_export` prints the ambient zone's pick faces as YAML. */
function b1SlottingExport(): EconomicsTask {
  const random = seededRandom(146_004);
  const wanted = 'Oakhurst Free Range Eggs 15pk';
  const nearMisses = [
    'Oakhurst Free Range Eggs 6pk',
    'Oakhurst Free Range Eggs 12pk',
    'Oakhurst Organic Free Range Eggs 6pk',
    'Meadowlay Free Range Eggs 15pk',
    'Oakhurst Barn Eggs 15pk',
    'Oakhurst Finest Free Range Eggs 15pk',
  ];
  const all = BRANDS.flatMap((brand) => AMBIENT_LINES.flatMap(([item, sizes]) => sizes.map((size) => `${brand} ${item} ${size}`)));
  const others = shuffle(
    random,
    all.filter((d) => d !== wanted && !nearMisses.includes(d)),
  ).slice(0, 560);
  const descriptions = shuffle(random, [...others, ...nearMisses]);
  descriptions.splice(Math.floor(descriptions.length * 0.52), 0, wanted);
  const skus = new Set<string>();
  const locations: string[] = [];
  for (let aisle = 1; aisle <= 20; aisle++)
    for (let bay = 1; bay <= 18; bay++) for (const level of ['A', 'B']) locations.push(`AM-${pad2(aisle)}-${pad2(bay)}-${level}`);
  const lines = [
    '# slotting-svc 4.8.2 export',
    '# site OFD-DC1 (Oakhurst Foods Distribution - Thornbury DC)',
    `# generated 2028-12-01T06:10:44Z zone=AMBIENT faces=${locations.length}`,
    'site: OFD-DC1',
    'zone: AMBIENT',
    'generated_at: "2028-12-01T06:10:44Z"',
    'pick_faces:',
  ];
  let next = 0;
  let target = '';
  for (const location of locations) {
    const aisle = Number(location.slice(3, 5));
    const slotType = oneOf(random, ['FLOW_RACK', 'PALLET_FLOOR', 'PALLET_FLOOR', 'SHELF']);
    const height = slotType === 'SHELF' ? 600 : oneOf(random, [1450, 1600, 1800]);
    lines.push(`  - location: ${location}`);
    lines.push(`    aisle: ${aisle}`);
    lines.push(`    pick_sequence: ${aisle * 1000 + Number(location.slice(6, 8)) * 10 + (location.endsWith('A') ? 1 : 2)}`);
    lines.push(`    slot_type: ${slotType}`);
    lines.push(`    dims_mm: {width: ${slotType === 'SHELF' ? 900 : 1200}, depth: 1000, height: ${height}}`);
    const empty = random() < 0.05 || next >= descriptions.length;
    if (empty) {
      lines.push('    assigned: null');
      lines.push('    replenishment: null');
    } else {
      const description = descriptions[next++]!;
      if (description === wanted) target = location;
      const pack = oneOf(random, [4, 6, 6, 8, 10, 12, 12, 15, 20, 24]);
      lines.push('    assigned:');
      lines.push(`      sku: "${fresh(skus, () => `4${chars(random, '0123456789', 5)}`)}"`);
      lines.push(`      description: ${description}`);
      lines.push(`      case_pack: ${pack}`);
      lines.push(`      velocity_class: ${oneOf(random, ['A', 'A', 'B', 'B', 'B', 'C', 'C', 'D'])}`);
      lines.push(`      ti_hi: ${between(random, 6, 12)}x${between(random, 3, 7)}`);
      lines.push('    replenishment:');
      lines.push(`      trigger_cases: ${between(random, 4, 20)}`);
      lines.push(`      max_cases: ${between(random, 30, 90)}`);
      lines.push(`      source: ${oneOf(random, ['RESERVE', 'RESERVE', 'RESERVE', 'OVERFLOW'])}`);
    }
    lines.push(`    last_reslot: ${isoDay(utc(2028, 6, 1) + between(random, 0, 180) * DAY)}`);
    lines.push(`    locked: ${random() < 0.03 ? 'true' : 'false'}`);
  }
  const ask = 'Which pick face are the Oakhurst Free Range Eggs 15pk slotted in?';
  return probe('round 146: slotting pick face', ask, 'wms_slotting_export', lines.join('\n') + '\n', 'location', target);
}

/** A UK registration plate: `OK73 FDX`. */
function plate(random: () => number): string {
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
  return `${chars(random, letters, 2)}${oneOf(random, ['21', '71', '22', '72', '23', '73', '24', '74', '25', '75', '26', '76'])} ${chars(random, letters, 3)}`;
}

/** b2: `telematics_fleet_status` prints every powered unit's live status as pretty JSON. */
function b2FleetStatus(): EconomicsTask {
  const random = seededRandom(146_005);
  const now = utc(2028, 12, 1, 8, 15, 0);
  const wanted = 'Dave Pritchard';
  const odometers = new Set<string>();
  const units = new Set<string>();
  const vehicles: Record<string, unknown>[] = [];
  const count = 230;
  const at = Math.floor(count * 0.46);
  const previousAt = Math.floor(count * 0.31);
  let target = '';
  for (let i = 0; i < count; i++) {
    const kind = i % 6 === 5 ? 'RIGID' : i % 23 === 11 ? 'SHUNTER' : 'TRACTOR';
    const unit = fresh(units, () => `${kind === 'RIGID' ? 'RGD' : kind === 'SHUNTER' ? 'SHU' : 'TRC'}-${between(random, 101, 399)}`);
    const onShift = i === at || random() < 0.72;
    const name = i === at ? wanted : i === at + 17 ? 'Dave Pritchett' : i === at - 23 ? 'Dan Pritchard' : personName(random, [wanted]);
    const status = onShift
      ? oneOf(random, ['ON_ROUTE', 'ON_ROUTE', 'AT_STORE', 'RETURNING', 'AT_DEPOT'])
      : oneOf(random, ['PARKED', 'PARKED', 'IN_WORKSHOP']);
    const odometer = Number(fresh(odometers, () => String(between(random, 120_000, 890_000))));
    if (i === at) target = String(odometer);
    const vehicle: Record<string, unknown> = {
      unit,
      registration: plate(random),
      type: kind,
      make_model:
        kind === 'RIGID'
          ? oneOf(random, ['Varda MR18 4x2', 'Halden C26 6x2'])
          : kind === 'SHUNTER'
            ? 'Terrier YT30'
            : oneOf(random, ['Varda HT460 6x2', 'Varda HT500 6x2', 'Halden X440 4x2']),
      status,
      route: onShift && status !== 'AT_DEPOT' ? `R-1201-${String(between(random, 1, 43)).padStart(3, '0')}` : null,
      driver: onShift
        ? {
            id: `D-${between(random, 2100, 2399)}`,
            name,
            card_expiry: isoDay(utc(2029, 1, 1) + between(random, 0, 1400) * DAY),
            duty: oneOf(random, ['DRIVING', 'DRIVING', 'OTHER_WORK', 'AVAILABLE', 'BREAK']),
          }
        : null,
    };
    if (i === previousAt || random() < 0.1)
      vehicle.previous_driver = {
        name: i === previousAt ? wanted : personName(random, [wanted]),
        shift_end: isoSeconds(now - between(random, 12, 40) * HOUR - pick(random, 3600) * 1000),
        handover_odometer_km: odometer - between(random, 150, 900),
      };
    Object.assign(vehicle, {
      odometer_km: odometer,
      engine_hours: Number((odometer / between(random, 20, 26)).toFixed(1)),
      fuel_pct: between(random, 8, 100),
      adblue_pct: between(random, 10, 100),
      position: {
        lat: Number((51.2 + random() * 0.9).toFixed(5)),
        lon: Number((-3.1 + random() * 1.2).toFixed(5)),
        speed_kph: status === 'ON_ROUTE' ? between(random, 0, 88) : 0,
        heading: pick(random, 360),
        fix_at: isoSeconds(now - pick(random, 180) * 1000),
      },
      tachograph: onShift
        ? {
            driving_today_min: between(random, 0, 420),
            remaining_min: between(random, 30, 540),
            next_break_due: isoSeconds(now + between(random, 10, 270) * MINUTE),
          }
        : null,
      last_service: isoDay(utc(2028, 7, 1) + between(random, 0, 150) * DAY),
      next_service_km: Math.ceil((odometer + 1000) / 20_000) * 20_000 + 1,
      alerts:
        random() < 0.1 ? [oneOf(random, ['TYRE_PRESSURE_LOW_AXLE_2', 'DOOR_OPEN_IN_TRANSIT', 'HARSH_BRAKING', 'IDLE_OVER_15_MIN'])] : [],
    });
    vehicles.push(vehicle);
  }
  const output =
    JSON.stringify(
      { fleet: 'OFD Thornbury', provider: 'TrakLine Telematics', as_of: isoSeconds(now), count: vehicles.length, vehicles },
      null,
      2,
    ) + '\n';
  const ask = "What's the odometer reading on the truck Dave Pritchard is driving today?";
  return probe('round 146: fleet odometer', ask, 'telematics_fleet_status', output, 'odometer', target);
}

/** The GS1 check digit of `digits` (mod 10, weights 3 and 1 from the right). */
function gs1Check(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** What each supplier ships, with its own item codes. */
const SUPPLIER_ITEMS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'SUP-0147': [
    ['BRW-SS2', 'Oakhurst Semi Skimmed Milk 2pt'],
    ['BRW-SS4', 'Oakhurst Semi Skimmed Milk 4pt'],
    ['BRW-WH2', 'Oakhurst Whole Milk 2pt'],
    ['BRW-DC300', 'Brambleworth Double Cream 300ml'],
    ['BRW-CF300', 'Brambleworth Creme Fraiche 300ml'],
    ['BRW-GY500', 'Oakhurst Greek Style Yoghurt 500g'],
    ['BRW-NY500', 'Oakhurst Natural Yoghurt 500g'],
  ],
  'SUP-0152': [
    ['LO-BRM1K', 'Linton Orchards Bramley Apples 1kg'],
    ['LO-GAL6', 'Linton Orchards Gala Apples 6pk'],
    ['LO-BRB6', 'Linton Orchards Braeburn Apples 6pk'],
    ['LO-PNK4', 'Linton Orchards Pink Lady Apples 4pk'],
    ['LO-CNF4', 'Linton Orchards Conference Pears 4pk'],
    ['LO-COX1K', 'Linton Orchards Cox Apples 1kg'],
  ],
  'SUP-0163': [
    ['GB-WS800', 'Greyfield Bakery White Sliced 800g'],
    ['GB-WM800', 'Greyfield Bakery Wholemeal 800g'],
    ['GB-BAP6', 'Greyfield Bakery Bramley Apple Pies 6pk'],
    ['GB-CRM4', 'Greyfield Bakery Crumpets 6pk'],
  ],
  'SUP-0171': [
    ['CH-COD480', 'Coldharbour Cod Fillets 480g'],
    ['CH-NUG700', 'Coldharbour Chicken Nuggets 700g'],
    ['CH-FF10', 'Oakhurst Fish Fingers 10pk'],
  ],
  'SUP-0188': [
    ['TP-STR340', 'Thornbury Preserves Strawberry Jam 340g'],
    ['TP-RAS340', 'Thornbury Preserves Raspberry Jam 340g'],
    ['TP-BAC340', 'Thornbury Preserves Bramley Apple Chutney 340g'],
  ],
  'SUP-0194': [
    ['RM-BAC300', 'Oakhurst Smoked Back Bacon 300g'],
    ['RM-SAU8', 'Oakhurst Pork Sausages 8pk'],
    ['RM-BRG8', 'Oakhurst Beef Burgers 8pk'],
  ],
  'SUP-0203': [
    ['ML-FR6', 'Oakhurst Free Range Eggs 6pk'],
    ['ML-FR12', 'Oakhurst Free Range Eggs 12pk'],
    ['ML-FR15', 'Meadowlay Free Range Eggs 15pk'],
  ],
  'SUP-0210': [
    ['CG-BB4', 'Oakhurst Baked Beans 4x415g'],
    ['CG-CT400', 'Oakhurst Chopped Tomatoes 400g'],
    ['CG-PEN500', 'Oakhurst Penne Pasta 500g'],
    ['CG-TEA240', 'Oakhurst Teabags 240s'],
  ],
  'SUP-0226': [
    ['NF-PEA900', 'Oakhurst Garden Peas 900g'],
    ['NF-CHP15', 'Oakhurst Oven Chips 1.5kg'],
    ['NF-ICE2L', 'Oakhurst Vanilla Ice Cream 2L'],
  ],
};

/** b3: `edi_asn_lookup` prints the advance shipping notices due in a window as pretty XML. */
function b3AsnLookup(): EconomicsTask {
  const random = seededRandom(146_006);
  const now = utc(2028, 12, 1, 5, 10, 33);
  const sscc = new Set<string>();
  const asnNumbers = new Set<string>();
  const prefixes = new Map(SUPPLIERS.map(([code]) => [code, `50${chars(random, '0123456789', 5)}`]));
  const gtins = new Map<string, string>();
  const gtin = (item: string) => {
    if (!gtins.has(item)) {
      const body = `050${chars(random, '0123456789', 10)}`;
      gtins.set(item, body + gs1Check(body));
    }
    return gtins.get(item)!;
  };
  const bramley = 'LO-BRM1K';
  // Expected arrivals: random suppliers over the two days, and Linton Orchards yesterday, this morning, this evening and tomorrow.
  const arrivals: (readonly [string, number])[] = [];
  for (let i = 0; i < 44; i++) {
    const supplier = oneOf(
      random,
      SUPPLIERS.filter(([code]) => code !== 'SUP-0152'),
    )[0];
    arrivals.push([supplier, utc(2028, 11, 30, 12) + between(random, 0, 143) * 20 * MINUTE]);
  }
  const wantedAt = utc(2028, 12, 1, 6, 20);
  for (const when of [utc(2028, 11, 30, 14, 0), wantedAt, utc(2028, 12, 1, 19, 40), utc(2028, 12, 2, 6, 0)])
    arrivals.push(['SUP-0152', when]);
  arrivals.sort((x, y) => x[1] - y[1]);
  let target = '';
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<AdvanceShippingNotices xmlns="urn:oakhurst:edi:asn:2" site="OFD-DC1" expectedFrom="2028-11-30T12:00:00Z" expectedTo="2028-12-02T12:00:00Z" generated="${isoSeconds(now)}" count="${arrivals.length}">`,
  ];
  for (const [code, when] of arrivals) {
    const [, supplierName] = SUPPLIERS.find(([c]) => c === code)!;
    const catalogue = SUPPLIER_ITEMS[code]!;
    const [carrierCode, carrierName] = oneOf(random, CARRIERS);
    const received = when + 90 * MINUTE < now;
    const status = received ? 'RECEIVED' : when < now ? 'ARRIVED' : 'EXPECTED';
    out.push(`  <ASN number="${fresh(asnNumbers, () => `ASN-${chars(random, '0123456789', 7)}`)}" status="${status}">`);
    out.push(`    <Supplier code="${code}">${supplierName}</Supplier>`);
    out.push(`    <PurchaseOrder>45009${chars(random, '0123456789', 5)}</PurchaseOrder>`);
    out.push(`    <ShipDate>${isoDay(when - between(random, 4, 20) * HOUR)}</ShipDate>`);
    out.push(`    <ExpectedArrival>${isoSeconds(when)}</ExpectedArrival>`);
    out.push(`    <Carrier code="${carrierCode}">${carrierName}</Carrier>`);
    if (received)
      out.push(
        `    <Receipt door="D${pad2(between(random, 1, 20))}" closed="${isoSeconds(when + between(random, 40, 85) * MINUTE)}" by="${userId(personName(random))}"/>`,
      );
    const pallets = between(random, 6, 14);
    // Linton Orchards ships the Bramleys on exactly one pallet each time.
    const bramleyAt = code === 'SUP-0152' ? between(random, 2, pallets - 2) : -1;
    out.push(`    <Pallets count="${pallets}">`);
    for (let p = 0; p < pallets; p++) {
      const serial = fresh(sscc, () => {
        const body = `3${prefixes.get(code)!}${chars(random, '0123456789', 9)}`;
        return body + gs1Check(body);
      });
      const others = catalogue.filter(([itemCode]) => itemCode !== bramley);
      const lines =
        p === bramleyAt
          ? [catalogue.find(([itemCode]) => itemCode === bramley)!]
          : shuffle(random, [...others]).slice(0, random() < 0.7 ? 1 : between(random, 2, Math.min(3, others.length)));
      if (p === bramleyAt && when === wantedAt) target = serial;
      out.push('      <Pallet>');
      out.push(`        <SSCC>${serial}</SSCC>`);
      out.push(`        <Type>${oneOf(random, ['CHEP 1200x1000', 'CHEP 1200x1000', 'EURO 1200x800', 'WHITE WOOD'])}</Type>`);
      out.push(`        <GrossWeightKg>${(between(random, 2200, 8600) / 10).toFixed(1)}</GrossWeightKg>`);
      lines.forEach(([itemCode, description], n) => {
        out.push(`        <Line number="${n + 1}">`);
        out.push(`          <GTIN>${gtin(itemCode)}</GTIN>`);
        out.push(`          <SupplierItem>${itemCode}</SupplierItem>`);
        out.push(`          <Description>${description}</Description>`);
        out.push(`          <Cases>${between(random, 12, 96)}</Cases>`);
        out.push(`          <BestBefore>${isoDay(when + between(random, 5, 40) * DAY)}</BestBefore>`);
        out.push(
          `          <Batch>${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 28320, 28336)}${chars(random, 'ABCD', 1)}</Batch>`,
        );
        out.push('        </Line>');
      });
      out.push('      </Pallet>');
    }
    out.push('    </Pallets>');
    out.push('  </ASN>');
  }
  out.push('</AdvanceShippingNotices>');
  const ask = "On the Linton Orchards delivery that's due in this morning, which pallet are the Bramley apples on? I need the SSCC.";
  return probe('round 146: ASN pallet SSCC', ask, 'edi_asn_lookup', out.join('\n') + '\n', 'sscc', target);
}

/** c1: `coldchain_sensor_events` prints the temperature sensors' readings and state changes as key=value lines. */
function c1ColdChainEvents(): EconomicsTask {
  const random = seededRandom(146_007);
  interface Sensor {
    readonly id: string;
    readonly zone: string;
    readonly gw: string;
    readonly setpoint: number | null;
    readonly low: number;
    readonly high: number;
  }
  const sensors: Sensor[] = [];
  for (let r = 1; r <= 8; r++)
    sensors.push({ id: `CH1-R${pad2(r * 2 - 1)}-T${1 + (r % 2)}`, zone: 'CHILL-1', gw: 'cc-gw-01', setpoint: 3, low: 0, high: 5 });
  for (let r = 1; r <= 8; r++)
    sensors.push({ id: `CH2-R${pad2(r * 2)}-T${1 + (r % 3)}`, zone: 'CHILL-2', gw: 'cc-gw-01', setpoint: 3, low: 0, high: 5 });
  for (const zone of ['FRZ-1', 'FRZ-2'])
    for (let r = 1; r <= 6; r++)
      sensors.push({ id: `${zone.replace('-', '')}-R${pad2(r * 3)}-T1`, zone, gw: 'cc-gw-02', setpoint: -23, low: -28, high: -18 });
  for (const door of ['D03', 'D07', 'D12'])
    sensors.push({ id: `DK-${door}-T1`, zone: 'DOCK-CHILL', gw: 'cc-gw-03', setpoint: 4, low: 0, high: 8 });
  for (const a of ['A04', 'A15']) sensors.push({ id: `AM-${a}-T1`, zone: 'AMBIENT', gw: 'cc-gw-03', setpoint: null, low: 5, high: 25 });
  const byId = new Map(sensors.map((s) => [s.id, s]));
  // Warm spells: sensor, from, to (ms). The one asked about is CHILL-2's yesterday just after three.
  const wanted = [utc(2028, 11, 30, 15, 7, 41) + 312, utc(2028, 11, 30, 15, 42, 19) + 206] as const;
  const spells: (readonly [string, number, number])[] = [
    ['CH2-R12-T1', wanted[0], wanted[1]],
    ['CH2-R06-T1', utc(2028, 11, 29, 15, 12, 8) + 77, utc(2028, 11, 29, 15, 49, 51) + 640],
    ['CH1-R09-T2', utc(2028, 11, 30, 15, 20, 33) + 18, utc(2028, 11, 30, 15, 58, 2) + 951],
    ['CH2-R14-T2', utc(2028, 11, 30, 9, 41, 5) + 420, utc(2028, 11, 30, 10, 6, 47) + 133],
    ['DK-D12-T1', utc(2028, 11, 30, 15, 3, 12) + 501, utc(2028, 11, 30, 15, 36, 40) + 88],
    ['CH2-R12-T1', utc(2028, 11, 30, 22, 10, 26) + 705, utc(2028, 11, 30, 22, 31, 9) + 362],
    ['CH1-R03-T1', utc(2028, 11, 29, 11, 2, 50) + 911, utc(2028, 11, 29, 11, 19, 31) + 4],
  ];
  const notes = [
    'rapid roll door held open for putaway',
    'replen in progress, door propped',
    'evaporator fan reset by engineer',
    'pallet blocking air flow, moved',
    'door left on latch after count',
  ];
  const events: (readonly [number, string])[] = [];
  const kv = (ms: number, s: Sensor, rest: string) =>
    `ts=${new Date(ms).toISOString()} site=OFD-DC1 gw=${s.gw} sensor=${s.id} zone=${s.zone} ${rest}`;
  const start = utc(2028, 11, 29, 0, 0);
  const end = utc(2028, 12, 1, 8, 0);
  for (let t = start; t < end; t += 30 * MINUTE)
    for (const s of sensors) {
      const ms = t + between(random, 1, 20) * 1000 + pick(random, 1000);
      const warm = spells.find(([id, from, to]) => id === s.id && from <= ms && ms <= to);
      const hourOfDay = new Date(ms).getUTCHours();
      const defrost = s.zone.startsWith('FRZ') && hourOfDay % 6 === 2 && new Date(ms).getUTCMinutes() < 30;
      const base = s.setpoint ?? 14 + (hourOfDay > 9 && hourOfDay < 18 ? 3 : 0);
      const temp = warm
        ? s.high + 0.3 + random() * 2.4
        : defrost
          ? s.high - 1 - random() * 3
          : base + (random() - 0.5) * (s.setpoint === null ? 4 : 1.6);
      const state = warm ? 'HIGH' : defrost ? 'DEFROST' : 'OK';
      const band = `band_c=${s.low.toFixed(1)}/${s.high.toFixed(1)}`;
      const setpoint = s.setpoint === null ? 'setpoint_c=-' : `setpoint_c=${s.setpoint.toFixed(1)}`;
      events.push([
        ms,
        kv(
          ms,
          s,
          `kind=reading temp_c=${temp.toFixed(1)} rh_pct=${between(random, 62, 93)} ${setpoint} ${band} state=${state} batt_v=${(3.4 + random() * 0.3).toFixed(2)}`,
        ),
      ]);
      if (defrost) {
        const on = t + pick(random, 1000);
        const off = t + 27 * MINUTE + pick(random, 60_000);
        events.push([on, kv(on, s, 'kind=transition from=OK to=DEFROST reason=scheduled cycle=6h')]);
        events.push([
          off,
          kv(off, s, `kind=transition from=DEFROST to=OK temp_c=${(s.high - 2.2).toFixed(1)} duration_s=${Math.round((off - on) / 1000)}`),
        ]);
      }
    }
  for (const [id, from, to] of spells) {
    const s = byId.get(id)!;
    events.push([
      from,
      kv(from, s, `kind=transition from=OK to=HIGH temp_c=${(s.high + 0.1 + random() * 0.3).toFixed(1)} limit_c=${s.high.toFixed(1)}`),
    ]);
    const ack = from + between(random, 180, 600) * 1000 + pick(random, 1000);
    events.push([
      ack,
      kv(ack, s, `kind=ack alarm=ALM-${chars(random, '0123456789', 6)} user=${userId(personName(random))} note="${oneOf(random, notes)}"`),
    ]);
    events.push([
      to,
      kv(
        to,
        s,
        `kind=transition from=HIGH to=OK temp_c=${(s.high - 0.1 - random() * 0.3).toFixed(1)} limit_c=${s.high.toFixed(1)} duration_s=${Math.round((to - from) / 1000)}`,
      ),
    ]);
  }
  for (let i = 0; i < 40; i++) {
    const s = oneOf(random, sensors);
    const ms = start + pick(random, end - start);
    events.push([
      ms,
      kv(
        ms,
        s,
        `kind=heartbeat rssi_dbm=-${between(random, 48, 91)} fw=2.${between(random, 7, 8)}.${between(random, 0, 4)} uptime_h=${between(random, 20, 4000)}`,
      ),
    ]);
  }
  events.sort((x, y) => x[0] - y[0]);
  let seq = 4_410_000 + pick(random, 9000);
  const output = events.map(([, line]) => `${line} seq=${seq++}`).join('\n') + '\n';
  const ask =
    'One of the fridges in the number two chill chamber was running warm yesterday afternoon, it started a bit after three. What time did it come back down to normal?';
  return probe('round 146: chiller back to normal', ask, 'coldchain_sensor_events', output, 'cleared', new Date(wanted[1]).toISOString());
}

/** c2: `yard_trailer_list` prints every trailer on site as a paged fixed-width report. */
function c2YardTrailerList(): EconomicsTask {
  const random = seededRandom(146_008);
  const now = utc(2028, 12, 1, 9, 12, 0);
  const fleets: readonly (readonly [string, string, number])[] = [
    ['OFD', 'OAKHURST FLEET', 40],
    ['CAL', 'CALDER TRANSPORT', 6],
    ['BRK', 'BRAKEWELL HAULAGE', 8],
    ['PNC', 'PENNINE CHILLED LOGISTICS', 10],
    ['NGT', 'NORTHGATE FREIGHT', 8],
    ['STV', 'STOURVALE DISTRIBUTION', 8],
    ['HRD', 'HARROW & DYKE', 6],
    ['KST', 'KESTREL COLD CHAIN', 7],
    ['MRS', 'MARSHFIELD LOGISTICS', 7],
  ];
  const weights = fleets.flatMap(([prefix, , weight]) => Array.from({ length: weight }, () => prefix));
  const slots: string[] = [];
  for (let d = 1; d <= 40; d++) slots.push(`DOOR ${pad2(d)}`);
  for (const [yard, count] of [
    ['E', 140],
    ['N', 260],
    ['S', 260],
  ] as const)
    for (let n = 1; n <= count; n++) slots.push(`${yard}-${String(n).padStart(3, '0')}`);
  const trailerIds = new Set<string>();
  const seals = new Set<string>();
  interface Row {
    trailer: string;
    prefix: string;
    type: string;
    status: string;
    temp: string;
    slot: string;
    arrived: number;
    seal: string;
    ref: string;
  }
  const rows: Row[] = [];
  for (const slot of slots) {
    if (random() > (slot.startsWith('DOOR') ? 0.8 : 0.86)) continue;
    const prefix = oneOf(random, weights);
    const status = oneOf(
      random,
      prefix === 'CAL'
        ? ['LOADED', 'LOADED', 'PART LOAD', 'RETURNS', 'LOADED OUT']
        : ['LOADED', 'LOADED', 'EMPTY', 'EMPTY', 'PART LOAD', 'RETURNS', 'LOADED OUT'],
    );
    const type = oneOf(random, ['REEFER 13.6', 'REEFER 13.6', 'TRI-TEMP', 'BOX 13.6', 'CURTAIN', 'DBL DECK']);
    const loaded = status !== 'EMPTY';
    rows.push({
      trailer: fresh(trailerIds, () => `${prefix}${chars(random, '0123456789', 5)}`),
      prefix,
      type,
      status,
      temp:
        !loaded || status === 'RETURNS'
          ? '-'
          : type.startsWith('REEFER') || type === 'TRI-TEMP'
            ? oneOf(random, ['CHL', 'FRZ', 'MIX'])
            : 'AMB',
      slot,
      arrived: now - between(random, 20, 72 * 60) * MINUTE,
      seal: loaded && status !== 'RETURNS' ? fresh(seals, () => `${prefix}${chars(random, '0123456789', 7)}`) : '-',
      ref:
        status === 'LOADED OUT'
          ? `R-1201-${String(between(random, 1, 43)).padStart(3, '0')}`
          : loaded && status !== 'RETURNS'
            ? `PO 45009${chars(random, '0123456789', 5)}`
            : '-',
    });
  }
  const at = Math.floor(rows.length * 0.47);
  const target = rows[at]!;
  Object.assign(target, {
    trailer: fresh(trailerIds, () => `CAL${chars(random, '0123456789', 5)}`),
    prefix: 'CAL',
    type: 'BOX 13.6',
    status: 'EMPTY',
    temp: '-',
    seal: '-',
    ref: '-',
  });
  const carrierName = (prefix: string) => fleets.find(([p]) => p === prefix)![1];
  const when = (ms: number) => `${ukDay(ms).slice(0, 5)} ${hhmm(ms)}`;
  const dwell = (ms: number) => {
    const minutes = Math.round((now - ms) / MINUTE);
    return `${Math.floor(minutes / 60)}:${pad2(minutes % 60)}`;
  };
  const header = (page: number) => [
    `OAKHURST FOODS DISTRIBUTION  OFD-DC1 THORNBURY          YARD MANAGEMENT SYSTEM                  ${ukDay(now)} ${hhmm(now)}   PAGE ${String(page).padStart(3)}`,
    'YMS210R  YARD INVENTORY - ALL TRAILERS ON SITE  (SORT: YARD SLOT)',
    '',
    'TRAILER    CARRIER                    TYPE         LOAD STATUS   TEMP  YARD SLOT  ARRIVED       DWELL   SEAL          REF',
    '---------- -------------------------- ------------ ------------- ----- ---------- ------------- ------- ------------- --------------',
  ];
  const out: string[] = [];
  rows.forEach((row, i) => {
    if (i % 55 === 0) {
      if (i > 0) out.push('', '');
      out.push(...header(i / 55 + 1));
    }
    out.push(
      `${row.trailer.padEnd(10)} ${carrierName(row.prefix).padEnd(26)} ${row.type.padEnd(12)} ${row.status.padEnd(13)} ${row.temp.padEnd(5)} ${row.slot.padEnd(10)} ${when(row.arrived).padEnd(13)} ${dwell(row.arrived).padStart(7)} ${row.seal.padEnd(13)} ${row.ref}`,
    );
  });
  const counts = ['LOADED', 'PART LOAD', 'LOADED OUT', 'RETURNS', 'EMPTY']
    .map((s) => `${s} ${rows.filter((r) => r.status === s).length}`)
    .join('   ');
  out.push(
    '',
    `TOTAL TRAILERS ON SITE ${rows.length}   ${counts}`,
    `SLOTS ${slots.length}   OCCUPIED ${rows.length}   FREE ${slots.length - rows.length}`,
    '*** END OF REPORT ***',
  );
  const ask =
    "Sorry if this is a daft one, I'm covering the gatehouse for Priya this week and still finding my way round the system. There's a Calder driver at the window who's come to pick up their trailer with nothing on it. Which bay do I send him to?";
  return probe('round 146: yard empty trailer bay', ask, 'yard_trailer_list', out.join('\n') + '\n', 'slot', target.slot);
}

/** c3: `wms_short_pick_report` prints the short picks of the last three days as an HTML report, grouped by store. */
function c3ShortPickReport(): EconomicsTask {
  const random = seededRandom(146_009);
  const catalogue = items(random);
  const wanted = 'Oakhurst Semi Skimmed Milk 2pt';
  const reasons = [
    'NSL - Nil stock at location',
    'DMG - Damaged at pick',
    'SD - Below minimum life',
    'QH - Quality hold',
    'CNT - Qty at location below system',
    'RPL - Replen task open',
  ];
  const orders = new Set<string>();
  const pickers = Array.from({ length: 40 }, () => userId(personName(random)));
  const first = utc(2028, 11, 28);
  const faces = new Set<string>();
  const faceOf = new Map(
    catalogue.map((item) => {
      const zone = item.temp === 'AMBIENT' ? 'AM' : item.temp === 'CHILLED' ? 'CH' : 'FZ';
      return [item.sku, fresh(faces, () => `${zone}-${pad2(between(random, 1, 19))}-${pad2(between(random, 1, 24))}-A`)];
    }),
  );
  interface Short {
    at: number;
    wave: string;
    order: string;
    location: string;
    item: Item;
    ordered: number;
    picked: number;
    reason: string;
    picker: string;
  }
  const short = (item: Item, at: number, reason: string): Short => {
    const ordered = between(random, 2, 40);
    const picked = reason.startsWith('NSL') || reason.startsWith('RPL') ? 0 : between(random, 0, ordered - 1);
    return {
      at,
      wave: `W-${33_700 + Math.floor((at - first) / (45 * MINUTE))}`,
      order: fresh(orders, () => `SO-${chars(random, '0123456789', 7)}`),
      location: faceOf.get(item.sku)!,
      item,
      ordered,
      picked,
      reason,
      picker: oneOf(random, pickers),
    };
  };
  const anyTime = () => first + pick(random, 3 * 24 * 60) * MINUTE + pick(random, 60) * 1000;
  const byStore = new Map<string, Short[]>(STORES.map(([no]) => [no, []]));
  for (const [no] of STORES)
    for (let i = between(random, 22, 48); i > 0; i--) {
      const item = oneOf(random, catalogue);
      const reason =
        item.description === wanted
          ? oneOf(
              random,
              reasons.filter((r) => !r.startsWith('NSL') && !r.startsWith('RPL')),
            )
          : oneOf(random, [...reasons, reasons[0]!, reasons[0]!]);
      byStore.get(no)!.push(short(item, anyTime(), reason));
    }
  const milk = catalogue.find((i) => i.description === wanted)!;
  const target = short(milk, utc(2028, 11, 30, 10, 47, 12), reasons[0]!);
  byStore.get('0474')!.push(target);
  byStore.get('0436')!.push(short(milk, utc(2028, 11, 28, 14, 5, 40), reasons[0]!));
  for (const [no, name] of [
    ['0466', 'Oakhurst Semi Skimmed Milk 4pt'],
    ['0483', 'Oakhurst Whole Milk 2pt'],
    ['0474', 'Oakhurst Semi Skimmed Milk 1pt'],
    ['0489', 'Oakhurst Skimmed Milk 2pt'],
  ] as const)
    byStore.get(no)!.push(
      short(
        catalogue.find((i) => i.description === name)!,
        utc(2028, 11, 30, between(random, 7, 16), between(random, 0, 59), between(random, 0, 59)),
        reasons[0]!,
      ),
    );
  for (const [no] of [['0420'], ['0474'], ['0501'], ['0530']] as const)
    byStore
      .get(no)!
      .push(
        short(
          milk,
          utc(2028, 11, 30, between(random, 7, 16), between(random, 0, 59), between(random, 0, 59)),
          oneOf(random, reasons.slice(1, 5)),
        ),
      );
  const stamp = (ms: number) => `${ukDay(ms)} ${hhmm(ms)}`;
  const out = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Short Pick Report - OFD-DC1 - 28/11/2028 to 30/11/2028</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table.report{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:2px 6px}th{background:#204a2f;color:#fff}tr.store td{background:#e8f0ea;font-weight:bold}tr.sub td{font-style:italic;text-align:right}td.n{text-align:right}</style>',
    '</head>',
    '<body>',
    '<h1>Short Pick Report</h1>',
    '<p class="meta">Site: OFD-DC1 Oakhurst Foods Distribution - Thornbury DC<br>Period: 28/11/2028 00:00 to 30/11/2028 23:59<br>Run: 01/12/2028 06:15 by scheduler (WMS Reports 9.3)<br>Grouping: store, then pick time</p>',
    '<table class="report">',
    '<thead><tr><th>Pick time</th><th>Wave</th><th>Order</th><th>Location</th><th>SKU</th><th>Description</th><th>Ordered</th><th>Picked</th><th>Short</th><th>Reason</th><th>Picker</th></tr></thead>',
  ];
  let total = 0;
  for (const [no, name] of STORES) {
    const rows = byStore.get(no)!.sort((x, y) => x.at - y.at);
    out.push('<tbody>', `<tr class="store"><td colspan="11">Store ${no} ${name}</td></tr>`);
    for (const r of rows)
      out.push(
        `<tr><td>${stamp(r.at)}</td><td>${r.wave}</td><td>${r.order}</td><td>${r.location}</td><td>${r.item.sku}</td><td>${r.item.description}</td><td class="n">${r.ordered}</td><td class="n">${r.picked}</td><td class="n">${r.ordered - r.picked}</td><td>${r.reason}</td><td>${r.picker}</td></tr>`,
      );
    const cases = rows.reduce((sum, r) => sum + r.ordered - r.picked, 0);
    total += cases;
    out.push(
      `<tr class="sub"><td colspan="8">Store ${no} total</td><td class="n">${cases}</td><td colspan="2">${rows.length} lines</td></tr>`,
      '</tbody>',
    );
  }
  out.push(
    '</table>',
    `<p class="total">Total cases short: ${total}</p>`,
    '<p class="foot">Oakhurst Foods Distribution - internal use only</p>',
    '</body>',
    '</html>',
  );
  const ask =
    "I'm pulling together notes for the dairy supplier review on Monday. Yesterday one store order went out short on our own-label semi-skimmed, the 2 pint, because there just wasn't any in the slot when the picker got there. Which order was that?";
  return probe('round 146: short pick order', ask, 'wms_short_pick_report', out.join('\n') + '\n', 'order', target.order);
}

/** d1: `mdm_device_export` prints the handheld scanner fleet from the device management console as CSV. */
function d1HandheldExport(): EconomicsTask {
  const random = seededRandom(146_010);
  const now = utc(2028, 12, 1, 7, 55, 0);
  const areas = ['AM', 'CH', 'FZ', 'GI', 'DS', 'RP'];
  const areaName: Record<string, string> = {
    AM: 'Ambient pick',
    CH: 'Chilled pick',
    FZ: 'Frozen pick',
    GI: 'Goods in',
    DS: 'Despatch',
    RP: 'Replenishment',
  };
  const serials = new Set<string>();
  const users = Array.from({ length: 160 }, () => userId(personName(random)));
  const ids: string[] = [];
  for (const area of areas)
    for (let n = 1; n <= (area === 'AM' || area === 'CH' ? 260 : 130); n++) ids.push(`RF-${area}-${String(n).padStart(4, '0')}`);
  const rows = [
    'device_id,serial_number,model,os_build,scan_app,scan_app_version,config_profile,assigned_area,status,battery_health_pct,battery_cycles,last_checkin_utc,ip_address,wifi_ap,last_user',
  ];
  const odd = Math.floor(ids.length * 0.44);
  ids.forEach((id, i) => {
    const area = id.slice(3, 5);
    const model = area === 'FZ' ? 'Kestrel K93-FZ' : oneOf(random, ['Kestrel K93', 'Kestrel K93', 'Kestrel K33']);
    const status = random() < 0.04 ? oneOf(random, ['IN_REPAIR', 'SPARE']) : 'ACTIVE';
    const checkin =
      now - (status === 'ACTIVE' ? between(random, 1, 900) : between(random, 2000, 20_000)) * 60_000 - pick(random, 60) * 1000;
    rows.push(
      [
        id,
        fresh(
          serials,
          () => `K9${chars(random, '0123456789', 2)}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${chars(random, '0123456789', 6)}`,
        ),
        model,
        oneOf(random, ['14.2.1-OFD', '14.2.3-OFD', '14.2.3-OFD']),
        'OFD WMS Mobile',
        i === odd ? '7.3.9.118' : '7.4.2.311',
        `OFD-${area}-${model.includes('FZ') ? 'COLD' : 'STD'}-v12`,
        areaName[area]!,
        status,
        between(random, 61, 100),
        between(random, 40, 1400),
        isoSeconds(checkin),
        `10.42.${between(random, 16, 31)}.${between(random, 2, 254)}`,
        `AP-${area}-${pad2(between(random, 1, 24))}`,
        status === 'ACTIVE' ? oneOf(random, users) : '',
      ].join(','),
    );
  });
  const ask = 'One of the scanner guns is running a different build of the scanning app from all the others. Which one is it?';
  return probe('round 146: odd scanner app build', ask, 'mdm_device_export', rows.join('\n') + '\n', 'device', ids[odd]!);
}

/** d2: `wms_wave_log` prints yesterday's wave, allocation and RF log lines of the warehouse management system. */
function d2WaveLog(): EconomicsTask {
  const random = seededRandom(146_011);
  const day = utc(2028, 11, 30);
  const users = Array.from({ length: 70 }, () => userId(personName(random)));
  const events: (readonly [number, string])[] = [];
  const stamp = (ms: number) => {
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)},${iso.slice(20, 23)}`;
  };
  const add = (ms: number, level: string, logger: string, text: string) =>
    events.push([ms, `${stamp(ms)} ${level.padEnd(5)} [${logger}] ${text}`]);
  const zones = ['AMBIENT', 'AMBIENT', 'CHILLED', 'CHILLED', 'FROZEN'];
  const waves = 118;
  const slowAt = Math.floor(waves * 0.47);
  let slow = '';
  for (let w = 0; w < waves; w++) {
    const id = `W-${33_901 + w}`;
    const zone = zones[w % zones.length]!;
    const released = day + Math.floor((w * 24 * HOUR) / waves) + pick(random, 5 * MINUTE);
    const orders = between(random, 18, 64);
    const lines = orders * between(random, 24, 46);
    const elapsedS = w === slowAt ? 2 * 3600 + 47 * 60 + 9 : between(random, 9 * 60, 31 * 60);
    const elapsed = `${Math.floor(elapsedS / 3600)}h${pad2(Math.floor((elapsedS % 3600) / 60))}m${pad2(elapsedS % 60)}s`;
    if (w === slowAt) slow = elapsed;
    add(
      released,
      'INFO',
      'wave-scheduler',
      `wave=${id} released orders=${orders} lines=${lines} zone=${zone} pickers=${between(random, 5, 14)} priority=${oneOf(random, ['NORMAL', 'NORMAL', 'HIGH'])}`,
    );
    add(
      released + between(random, 300, 2500),
      'INFO',
      'allocator',
      `wave=${id} allocated lines=${lines} replen_tasks=${between(random, 0, 22)} containers=${Math.ceil(lines / between(random, 25, 40))}`,
    );
    for (let p = between(random, 10, 18); p > 0; p--) {
      const at = released + pick(random, elapsedS * 1000);
      const prefix = zone === 'AMBIENT' ? 'AM' : zone === 'CHILLED' ? 'CH' : 'FZ';
      add(
        at,
        'DEBUG',
        'rf-session',
        `user=${oneOf(random, users)} device=RF-${prefix}-${String(between(random, 1, 260)).padStart(4, '0')} task=PT-${chars(random, '0123456789', 8)} loc=${prefix}-${pad2(between(random, 1, 19))}-${pad2(between(random, 1, 24))}-A qty=${between(random, 1, 24)} wave=${id} confirm=SCAN`,
      );
    }
    add(
      released + elapsedS * 1000,
      'INFO',
      'wave-scheduler',
      `wave=${id} closed picked=${lines}/${lines} containers_closed=${Math.ceil(lines / 32)} elapsed=${elapsed}`,
    );
  }
  for (let i = 0; i < 1700; i++) {
    const at = day + pick(random, DAY);
    const roll = random();
    if (roll < 0.35)
      add(
        at,
        'INFO',
        'replen',
        `task=RT-${chars(random, '0123456789', 7)} from=RS-${pad2(between(random, 1, 19))}-${pad2(between(random, 1, 30))} to=${oneOf(random, ['AM', 'CH', 'FZ'])}-${pad2(between(random, 1, 19))}-${pad2(between(random, 1, 24))}-A cases=${between(random, 4, 60)} user=${oneOf(random, users)} done`,
      );
    else if (roll < 0.6)
      add(
        at,
        'INFO',
        'labels',
        `printer=PRN-${oneOf(random, ['AM', 'CH', 'FZ', 'DS'])}-${pad2(between(random, 1, 12))} job=${chars(random, '0123456789', 6)} labels=${between(random, 1, 40)} template=CONTAINER_V4`,
      );
    else if (roll < 0.8)
      add(
        at,
        'INFO',
        'rf-session',
        `user=${oneOf(random, users)} ${oneOf(random, ['login', 'logout', 'login'])} device=RF-${oneOf(random, ['AM', 'CH', 'FZ', 'RP'])}-${String(between(random, 1, 260)).padStart(4, '0')}`,
      );
    else if (roll < 0.95)
      add(
        at,
        'DEBUG',
        'sorter',
        `lane=${between(random, 1, 24)} container=C${chars(random, '0123456789', 9)} diverted store=${oneOf(random, STORES)[0]}`,
      );
    else
      add(
        at,
        'INFO',
        'dock',
        `door=D${pad2(between(random, 21, 40))} trailer=OFD${chars(random, '0123456789', 5)} loading ${oneOf(random, ['started', 'complete'])}`,
      );
  }
  // The only warnings of the day, far from the slow wave: printers running low in the small hours and late evening.
  for (const h of [1, 2, 22, 23])
    add(
      day + h * HOUR + pick(random, HOUR),
      'WARN',
      'labels',
      `printer=PRN-DS-${pad2(between(random, 1, 12))} ribbon low (${between(random, 3, 9)}%)`,
    );
  events.sort((x, y) => x[0] - y[0]);
  const ask = "One of yesterday's pick waves dragged on far longer than the rest. How long did that one take?";
  return probe('round 146: slow pick wave', ask, 'wms_wave_log', events.map(([, line]) => line).join('\n') + '\n', 'elapsed', slow);
}

/** d3: `inv_adjustment_journal` prints last night's stock reconciliation postings as a paged spool report. */
function d3AdjustmentJournal(): EconomicsTask {
  const random = seededRandom(146_012);
  const catalogue = items(random);
  const count = 2300;
  const odd = Math.floor(count * 0.53);
  let adj = 1_928_331 + pick(random, 4000);
  let t = utc(2028, 12, 1, 2, 0, 4);
  const run = utc(2028, 12, 1, 6, 2, 0);
  const runStamp = `${ukDay(run).slice(0, 6)}${ukDay(run).slice(8)} ${hhmm(run)}`;
  const header = (page: number) => [
    `OFD-DC1  OAKHURST FOODS DISTRIBUTION                    INVENTORY ADJUSTMENT JOURNAL                     RUN ${runStamp}   PAGE ${String(page).padStart(4)}`,
    'INV440R  JOURNAL: NIGHTLY STOCK RECONCILIATION (RECON)   PERIOD 01/12/28 00:00 - 01/12/28 05:59   ALL ZONES',
    '',
    ' ADJ NO      POSTED    LOCATION      SKU     DESCRIPTION                               LOT            QTY  UOM  REASON   USER        SOURCE',
    ' ----------  --------  ------------  ------  ----------------------------------------  ----------  -----  ---  -------  ----------  ------',
  ];
  const out: string[] = [];
  let pageIn = 0;
  let pageOut = 0;
  let target = '';
  for (let i = 0; i < count; i++) {
    if (i % 60 === 0) {
      if (i > 0) out.push('', ` PAGE TOTAL   LINES 60   GAINS +${pageIn} CS   LOSSES -${pageOut} CS`, '', '');
      out.push(...header(i / 60 + 1));
      pageIn = 0;
      pageOut = 0;
    }
    t += between(random, 1500, 8500);
    const item = oneOf(random, catalogue);
    const zone = item.temp === 'AMBIENT' ? 'AM' : item.temp === 'CHILLED' ? 'CH' : 'FZ';
    const qty = between(random, 1, 12) * (i === odd || random() < 0.62 ? -1 : 1);
    if (qty > 0) pageIn += qty;
    else pageOut -= qty;
    const number = `A0${adj++}`;
    const [user, source] = i === odd ? ['THOLLIS', 'RF'] : ['RECONBAT', 'BATCH'];
    if (i === odd) target = number;
    out.push(
      ` ${number.padEnd(10)}  ${new Date(t).toISOString().slice(11, 19)}  ${`${zone}-${pad2(between(random, 1, 19))}-${pad2(between(random, 1, 24))}-${oneOf(random, ['A', 'B', 'C', 'D'])}`.padEnd(12)}  ${item.sku}  ${item.description.toUpperCase().padEnd(40)}  ${`L28${between(random, 296, 335)}-${chars(random, '0123456789', 3)}`.padEnd(10)}  ${String(qty).padStart(5)}  CS   CC-REC   ${user.padEnd(10)}  ${source}`,
    );
  }
  out.push(
    '',
    ` PAGE TOTAL   LINES ${count % 60 || 60}   GAINS +${pageIn} CS   LOSSES -${pageOut} CS`,
    '',
    ` JOURNAL TOTAL   LINES ${count}   POSTED ${count}   REJECTED 0`,
    ' *** END OF JOURNAL INV440R ***',
  );
  const ask =
    "Last night's stock rec adjustments should all have come through from the overnight job, but it looks like somebody keyed one in by hand. Which adjustment number is it?";
  return probe('round 146: hand-keyed adjustment', ask, 'inv_adjustment_journal', out.join('\n') + '\n', 'adjustment', target);
}

export function roundOneHundredFortySix(): EconomicsTask[] {
  return [
    a1InventorySnapshot(),
    a2DockAppointments(),
    a3RoutePlanLog(),
    b1SlottingExport(),
    b2FleetStatus(),
    b3AsnLookup(),
    c1ColdChainEvents(),
    c2YardTrailerList(),
    c3ShortPickReport(),
    d1HandheldExport(),
    d2WaveLog(),
    d3AdjustmentJournal(),
  ];
}
