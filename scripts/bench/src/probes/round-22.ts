/**
 * Probe round 22, written blind: the systems of a made-up online homewares and garden retailer's
 * fulfilment centre and delivery operation (Hollybank Home, site LUT1 near Lutterworth): the
 * warehouse management system's API, a route planner's output, suppliers' advance ship notices, the
 * dock door booking system, the EDI ship notices sent to a wholesale customer, the handheld scanner
 * fleet's device management export, the sorter's PLC alarm log, the customer tracking page's nginx
 * log, the returns portal, the slotting master, the cold store's temperature logger summary and the
 * label printer spooler's fleet listing. Written from the brief's one-paragraph description of what
 * the library does (a tool's huge output becomes a preview and a handle, read back with a read
 * tool, by a scripted reader that takes its search terms from the question alone), the bench's task
 * types and seeded helpers, round 20's code after its imports, and the names of earlier rounds' tasks
 * (to choose other kinds); not the library's code or documentation. Each task is one call, one
 * question and one needle, away from the first and last fifth of the output, with near-misses that
 * share the question's words. "Today" is Wednesday 15 April 2026, UK summer time.
 *
 *   a. The answer in the middle of one long line:
 *      round 22: wms shipments api                      (one-line JSON of a day's shipments; a parcel's tracking number)
 *      round 22: route planner json                     (minified JSON of tomorrow's van routes; a stop's arrival time)
 *      round 22: inbound asn xml                        (minified XML of suppliers' ship notices; a line's carton count)
 *   b. The answer a few lines from the line the question's words match:
 *      round 22: dock appointments yaml                 (door bookings; the supplier line, the slot a few lines below)
 *      round 22: edi 856 ship notices                   (X12 segments; the item's PID, the pallet's SSCC a few lines above)
 *      round 22: scanner mdm export                     (key: value device records; the user line, the battery a few lines on)
 *   c. Paraphrase and preamble:
 *      round 22: sorter alarm log, paraphrase           (syslog of PLC alarms; the first full chute after ten, in other words)
 *      round 22: tracking page nginx log, preamble      (a customer's failed request, told as customer services tell it)
 *      round 22: returns portal csv, preamble and paraphrase  (a return found by town, item and reason, in other words)
 *   d. One value unlike its peers, no error word near it:
 *      round 22: slotting master csv                    (a small shelf bin with a pallet's weight limit)
 *      round 22: cold store logger summary              (one logger-day whose readings never move)
 *      round 22: label printer fleet logfmt             (one pack-bench printer set for another label length)
 * Not among the bench's targets.
 *
 * First run, at 115f49a (`ROUNDS=22 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone
 * working on the library read the tasks; `none` found 12/12, 4,507,574 tokens). The writer was told not to read the git
 * history:
 *   round 22: wms shipments api
 *     codex: 7,524 tokens, peak 7,434, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,907 tokens, peak 890, 0/1 needles, 1 read-backs
 *     ours: 1,811 tokens, peak 884, 0/1 needles, 1 read-backs
 *   round 22: route planner json
 *     codex: 7,205 tokens, peak 7,127, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,739 tokens, peak 6,701, 0/1 needles, 4 read-backs
 *     ours: 5,031 tokens, peak 2,172, 0/1 needles, 2 read-backs
 *   round 22: inbound asn xml
 *     codex: 7,788 tokens, peak 7,699, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,370 tokens, peak 6,951, 0/1 needles, 4 read-backs
 *     ours: 19,151 tokens, peak 6,906, 0/1 needles, 4 read-backs
 *   round 22: dock appointments yaml
 *     codex: 14,370 tokens, peak 14,288, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 657, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,878 tokens, peak 2,978, 0/1 needles, 2 read-backs
 *     ours: 5,611 tokens, peak 2,471, 0/1 needles, 2 read-backs
 *   round 22: edi 856 ship notices
 *     codex: 20,742 tokens, peak 20,647, 0/1 needles, 0 read-backs
 *     context-chef: 978 tokens, peak 883, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,352 tokens, peak 1,570, 0/1 needles, 4 read-backs
 *     ours: 4,327 tokens, peak 934, 0/1 needles, 4 read-backs
 *   round 22: scanner mdm export
 *     codex: 13,295 tokens, peak 13,210, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,191 tokens, peak 1,656, 0/1 needles, 2 read-backs
 *     ours: 1,939 tokens, peak 980, 1/1 needles, 1 read-backs
 *   round 22: sorter alarm log, paraphrase
 *     codex: 17,156 tokens, peak 17,082, 0/1 needles, 0 read-backs
 *     context-chef: 806 tokens, peak 732, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,344 tokens, peak 3,950, 0/1 needles, 3 read-backs
 *     ours: 7,901 tokens, peak 3,521, 0/1 needles, 3 read-backs
 *   round 22: tracking page nginx log, preamble
 *     codex: 18,977 tokens, peak 18,861, 0/1 needles, 0 read-backs
 *     context-chef: 961 tokens, peak 845, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,607 tokens, peak 4,564, 0/1 needles, 2 read-backs
 *     ours: 7,450 tokens, peak 4,184, 0/1 needles, 2 read-backs
 *   round 22: returns portal csv, preamble and paraphrase
 *     codex: 18,814 tokens, peak 18,715, 0/1 needles, 0 read-backs
 *     context-chef: 897 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,970 tokens, peak 4,736, 0/1 needles, 2 read-backs
 *     ours: 7,196 tokens, peak 4,065, 0/1 needles, 2 read-backs
 *   round 22: slotting master csv
 *     codex: 22,747 tokens, peak 22,661, 0/1 needles, 0 read-backs
 *     context-chef: 1,012 tokens, peak 926, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,332 tokens, peak 1,565, 0/1 needles, 4 read-backs
 *     ours: 3,700 tokens, peak 805, 1/1 needles, 4 read-backs
 *   round 22: cold store logger summary
 *     codex: 20,755 tokens, peak 20,658, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 863, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,899 tokens, peak 1,481, 0/1 needles, 4 read-backs
 *     ours: 3,859 tokens, peak 833, 0/1 needles, 4 read-backs
 *   round 22: label printer fleet logfmt
 *     codex: 16,488 tokens, peak 16,396, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 723, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,318 tokens, peak 4,656, 0/1 needles, 4 read-backs
 *     ours: 9,323 tokens, peak 4,159, 0/1 needles, 4 read-backs
 *   totals:
 *     codex: 185,861 tokens, 0/12 needles
 *     context-chef: 10,130 tokens, 0/12 needles
 *     context-chef-store: 110,907 tokens, 0/12 needles
 *     ours: 77,299 tokens, 2/12 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
/** A moment of April 2026 in UK summer time, kept as UTC so formatters print the local time as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 3, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-04-15T07:41:03+01:00` */
const isoBst = (t: number) => `${iso(t)}+01:00`;
/** `07:42` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

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

/** Towns the centre delivers to, with a postcode district. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Lutterworth', 'LE17'],
  ['Market Harborough', 'LE16'],
  ['Rugby', 'CV21'],
  ['Hinckley', 'LE10'],
  ['Leicester', 'LE2'],
  ['Wigston', 'LE18'],
  ['Blaby', 'LE8'],
  ['Daventry', 'NN11'],
  ['Northampton', 'NN3'],
  ['Kettering', 'NN15'],
  ['Corby', 'NN17'],
  ['Coventry', 'CV3'],
  ['Nuneaton', 'CV11'],
  ['Loughborough', 'LE11'],
  ['Melton Mowbray', 'LE13'],
  ['Oakham', 'LE15'],
  ['Harrogate', 'HG1'],
  ['York', 'YO24'],
  ['Leeds', 'LS8'],
  ['Bath', 'BA2'],
  ['Cheltenham', 'GL52'],
  ['Norwich', 'NR4'],
  ['Exeter', 'EX4'],
  ['Brighton', 'BN2'],
];
const STREETS = [
  'Station Road',
  'Church Lane',
  'Mill Street',
  'Orchard Close',
  'The Green',
  'Victoria Road',
  'Alder Close',
  'Kingsway',
  'Manor Drive',
  'Welford Road',
  'Leicester Road',
  'Coventry Road',
  'Bitteswell Road',
  'High Street',
  'Rugby Road',
  'Spinney Hill',
  'Meadow Way',
  'Brook Lane',
  'Chestnut Avenue',
  'Wycliffe Grove',
];
const FIRST = [
  'Priya',
  'Tom',
  'Aisha',
  'Gareth',
  'Megan',
  'Liam',
  'Zofia',
  'Callum',
  'Hannah',
  'Ravi',
  'Sian',
  'Marek',
  'Joanne',
  'Kwame',
  'Ellie',
  'Darren',
  'Fatima',
  'Owen',
  'Beth',
  'Tariq',
];
const LAST = [
  'Nair',
  'Hughes',
  'Kowalski',
  'Patel',
  'Barnes',
  'Okafor',
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
];
/** Products: SKU and description. */
const PRODUCTS: readonly (readonly [string, string])[] = [
  ['HB-KET-1500-SS', 'Kettle 1.5L Brushed Steel'],
  ['HB-KET-1700-SS', 'Kettle 1.7L Brushed Steel'],
  ['HB-KET-1700-CR', 'Kettle 1.7L Cream'],
  ['HB-TST-4S-SS', 'Toaster 4 Slice Brushed Steel'],
  ['HB-LMP-ARC-BR', 'Arc Floor Lamp Brushed Brass'],
  ['HB-LMP-TBL-LN', 'Table Lamp Linen Shade'],
  ['HB-LMP-DSK-BK', 'Desk Lamp Matt Black'],
  ['HB-RUG-160-GR', 'Wool Rug 160x230 Grey'],
  ['HB-RUG-RUN-80', 'Berber Runner 80x300'],
  ['HB-CSH-45-OCH', 'Cushion 45cm Ochre Velvet'],
  ['HB-CSH-45-SAG', 'Cushion 45cm Sage Linen'],
  ['HB-THR-130-NV', 'Throw 130x170 Navy Knit'],
  ['HB-MIR-RND-60', 'Round Mirror 60cm Gold'],
  ['HB-HTR-PAT-2K', 'Patio Heater 2kW Freestanding'],
  ['HB-HOS-30M', 'Hose Reel 30m Wall Mounted'],
  ['HB-HOS-15M', 'Hose Reel 15m Compact'],
  ['HB-BEN-2S-AC', 'Garden Bench 2 Seat Acacia'],
  ['HB-PLT-CER-L', 'Planter Ceramic Large Glazed'],
  ['HB-PLT-CER-S', 'Planter Ceramic Small Glazed'],
  ['HB-DIN-MUG-4', 'Stoneware Mugs Set of 4'],
  ['HB-DIN-PLT-12', 'Stoneware Dinner Set 12pc'],
  ['HB-TWL-BTH-WH', 'Bath Towel Cotton White'],
  ['HB-BED-DK-KS', 'Duvet Cover King Stonewashed'],
  ['HB-CND-3W-FIG', 'Candle 3 Wick Fig'],
];

/** Carriers and how their tracking numbers look. */
const CARRIERS: readonly (readonly [string, readonly string[], (random: () => number) => string])[] = [
  ['DPD', ['NEXT_DAY', 'NEXT_DAY_12', 'SATURDAY'], (r) => `1550${digits(r, 10)}`],
  ['EVRI', ['STANDARD_48', 'NEXT_DAY'], (r) => `H0${chars(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 14)}`],
  ['ROYALMAIL', ['TRACKED_24', 'TRACKED_48'], (r) => `${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(r, 9)}GB`],
  ['HBFLEET', ['TWO_MAN', 'ROOM_OF_CHOICE'], (r) => `HBF-${digits(r, 8)}`],
];

/** `GET /api/v2/shipments?shipped_on=2026-04-14`: one line of JSON; an order's second box, the heater's. */
function wmsShipmentsApi(): EconomicsTask {
  const random = seededRandom(22_001);
  const used = new Set<string>();
  const orderRef = () => {
    let ref = '';
    while (!ref || used.has(ref)) ref = `HB-44${digits(random, 5)}`;
    used.add(ref);
    return ref;
  };
  used.add('HB-4471902');
  used.add('HB-4471920');
  const parcel = (seq: number, carrier: (typeof CARRIERS)[number], items: readonly (readonly [string, string])[]) => ({
    seq,
    tracking: carrier[2](random),
    sscc: `00350123${digits(random, 10)}`,
    weight_kg: Number((0.4 + random() * 18).toFixed(2)),
    dims_cm: [between(random, 20, 90), between(random, 15, 60), between(random, 8, 50)],
    items: items.map(([sku, description]) => ({ sku, description, qty: oneOf(random, [1, 1, 1, 2, 4]) })),
  });
  const shipment = (ref: string, parcelItems: readonly (readonly (readonly [string, string])[])[], i: number) => {
    const carrier = oneOf(random, CARRIERS);
    const [town, district] = oneOf(random, TOWNS);
    const t = T(14, 6, 0) + i * 19_000 + pick(random, 15_000);
    return {
      shipment_id: `SH-${between(random, 10_000_000, 99_999_999)}`,
      order_ref: ref,
      channel: oneOf(random, ['web', 'web', 'app', 'marketplace']),
      wave: `W0414-${pad2(Math.floor((t - T(14, 6)) / (90 * MINUTE)) + 1)}`,
      status: oneOf(random, ['SHIPPED', 'SHIPPED', 'SHIPPED', 'MANIFESTED']),
      carrier: carrier[0],
      service: oneOf(random, carrier[1]),
      ship_to: {
        name: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
        line1: `${between(random, 1, 140)} ${oneOf(random, STREETS)}`,
        town,
        postcode: `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      },
      packed_by: `PK${pad2(between(random, 1, 48))}`,
      packed_at: isoBst(t - between(random, 20, 90) * MINUTE),
      shipped_at: isoBst(t),
      parcels: parcelItems.map((items, k) => parcel(k + 1, carrier, items)),
    };
  };
  const heater = PRODUCTS.find(([sku]) => sku === 'HB-HTR-PAT-2K')!;
  const cushion = PRODUCTS.find(([sku]) => sku === 'HB-CSH-45-OCH')!;
  const throwItem = PRODUCTS.find(([sku]) => sku === 'HB-THR-130-NV')!;
  const count = 1_600;
  const records: object[] = [];
  for (let i = 0; i < count; i++) {
    const boxes = oneOf(random, [1, 1, 1, 2, 2, 3]);
    const parcelItems = Array.from({ length: boxes }, () => Array.from({ length: between(random, 1, 3) }, () => oneOf(random, PRODUCTS)));
    records.push(shipment(orderRef(), parcelItems, i));
  }
  const target = shipment('HB-4471902', [[cushion, throwItem], [heater]], Math.floor(count * 0.52)) as { parcels: { tracking: string }[] };
  const needle = target.parcels[1]!.tracking;
  records[Math.floor(count * 0.52)] = target;
  // The same order's other box, an order whose number is the same digits swapped, and other heaters.
  records[Math.floor(count * 0.47)] = shipment('HB-4471920', [[heater], [cushion]], Math.floor(count * 0.47));
  records[Math.floor(count * 0.58)] = shipment(orderRef(), [[heater, cushion]], Math.floor(count * 0.58));
  const output = `${JSON.stringify({
    data: records,
    meta: { site: 'LUT1', shipped_on: '2026-04-14', count, page: 1, page_size: count, next: null },
  })}\n`;
  const ask =
    "Order HB-4471902 went out in two boxes yesterday. What's the tracking number on the box that has the patio heater in it? The customer only got the cushions so far.";
  return probe('round 22: wms shipments api', ask, 'http_get', output, 'tracking', needle, true);
}

/** The route planner's plan for tomorrow, minified: forty vans; the care home's arrival time. */
function routePlannerJson(): EconomicsTask {
  const random = seededRandom(22_002);
  const BUSINESSES = [
    'Post Office',
    'Pharmacy',
    'Dental Practice',
    'Veterinary Centre',
    'Community Centre',
    'Primary School',
    'Garden Centre',
    'Cafe',
    'Hair Studio',
    'Parish Office',
  ];
  interface Stop {
    seq: number;
    stop_id: string;
    type: string;
    name: string;
    address: string;
    town: string;
    postcode: string;
    eta: string;
    window: { from: string; to: string };
    service_min: number;
    parcels: string[];
    lat: number;
    lng: number;
    notes: string;
  }
  const stop = (route: string, seq: number, minute: number, town: string, district: string, name?: string): Stop => {
    const business = random() < 0.12;
    const street = oneOf(random, STREETS);
    return {
      seq,
      stop_id: `${route}-S${pad2(seq)}`,
      type: business ? 'business' : 'residential',
      name:
        name ??
        (business ? `${street.split(' ')[0]} ${oneOf(random, BUSINESSES)}` : `${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`),
      address: `${between(random, 1, 120)} ${street}`,
      town,
      postcode: `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      eta: hhmm(minute),
      window: { from: hhmm(Math.floor(minute / 60) * 60), to: hhmm(Math.floor(minute / 60) * 60 + 120) },
      service_min: between(random, 2, 9),
      parcels: Array.from({ length: oneOf(random, [1, 1, 1, 2, 3]) }, () => `1550${digits(random, 10)}`),
      lat: Number((52.3 + random() * 0.4).toFixed(5)),
      lng: Number((-1.5 + random() * 0.7).toFixed(5)),
      notes: oneOf(random, ['', '', '', 'Leave in porch', 'Ring bell twice', 'Side gate', 'Call on arrival', 'Dog on premises']),
    };
  };
  const routes: object[] = [];
  const ROUTES = 40;
  let needle = '';
  for (let r = 0; r < ROUTES; r++) {
    const id = `R${pad2(r + 1)}`;
    const area = [oneOf(random, TOWNS.slice(0, 16)), oneOf(random, TOWNS.slice(0, 16))];
    const stops: Stop[] = [];
    let minute = 8 * 60 + between(random, 20, 50);
    const n = between(random, 70, 95);
    for (let s = 1; s <= n; s++) {
      const [town, district] = oneOf(random, area);
      stops.push(stop(id, s, minute, town, district));
      minute += between(random, 3, 9);
    }
    if (r === 21) {
      const target = stop(id, 44, 13 * 60 + 42, 'Market Harborough', 'LE16', 'Welland View Care Home');
      target.type = 'business';
      target.notes = 'Goods in via staff car park, ask at reception';
      stops[43] = target;
      const text = JSON.stringify(target);
      needle = text.slice(text.indexOf('"name"'), text.indexOf(',"window"'));
      stops[40] = stop(id, 41, 13 * 60 + 21, 'Market Harborough', 'LE16', 'Welland Park Academy');
      stops[47] = stop(id, 48, 14 * 60 + 3, 'Market Harborough', 'LE16');
      stops[47].address = '12 Welland View Close';
    }
    if (r === 17) stops[30] = stop(id, 31, 11 * 60 + 55, 'Hinckley', 'LE10', 'Ashby Lodge Care Home');
    if (r === 26) stops[52] = stop(id, 53, 14 * 60 + 36, 'Lutterworth', 'LE17', 'Harborough House Nursing Home');
    routes.push({
      route_id: id,
      vehicle: {
        reg: `${oneOf(random, ['FD', 'FG', 'FH', 'FJ'])}${between(random, 71, 75)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
        type: 'LWB van 3.5t',
      },
      driver: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
      depot: 'LUT1',
      depart: hhmm(stops[0]!.window.from === '08:00' ? 7 * 60 + 45 : 8 * 60),
      distance_km: Number((60 + random() * 140).toFixed(1)),
      stops,
    });
  }
  const output = `${JSON.stringify({ plan_id: 'PLN-20260416-LUT1-03', date: '2026-04-16', generated_at: isoBst(T(15, 17, 2, 41)), routes })}\n`;
  const ask = "When's the van due at the care home in Market Harborough tomorrow? They want someone on reception to take the delivery.";
  return probe('round 22: route planner json', ask, 'http_get', output, 'arrival', needle, true);
}

/** The suppliers' advance ship notices due this week, as one line of XML; a kettle line's cartons. */
function inboundAsnXml(): EconomicsTask {
  const random = seededRandom(22_003);
  const SUPPLIERS = [
    ['SUP0412', 'Ningbo Kitchenware Co Ltd'],
    ['SUP0419', 'Ningbo Homeware Trading Co'],
    ['SUP0107', 'Thornbury Ceramics Ltd'],
    ['SUP0233', 'Pennine Textiles Ltd'],
    ['SUP0561', 'Jaipur Rug Company'],
    ['SUP0388', 'Greenlea Garden Products'],
    ['SUP0290', 'Lumiere Lighting BV'],
    ['SUP0175', 'Dalton Glass & Mirror'],
    ['SUP0644', 'Xiamen Outdoor Living Co'],
    ['SUP0701', 'Stoke Pottery Works'],
  ] as const;
  const usedPo = new Set<string>();
  const poNumber = () => {
    let po = '';
    while (!po || usedPo.has(po)) po = `45003${digits(random, 5)}`;
    usedPo.add(po);
    return po;
  };
  const lineXml = (po: string, n: number, sku: string, desc: string, cartons?: number) =>
    `<Line lineRef="${po}-${String(n * 10).padStart(3, '0')}" sku="${sku}" desc="${desc}" cartons="${cartons ?? between(random, 4, 160)}" unitsPerCarton="${oneOf(random, [1, 2, 4, 6, 8, 12])}" gtin="50${digits(random, 11)}" cartonWeightKg="${(2 + random() * 20).toFixed(1)}"/>`;
  const asnXml = (supplier: readonly [string, string], day: number, lines: (po: string) => string[]) => {
    const po = poNumber();
    const t = T(day, between(random, 6, 16), oneOf(random, [0, 15, 30, 45]));
    return (
      `<ASN id="ASN-${supplier[0]}-${digits(random, 6)}" supplierId="${supplier[0]}" supplier="${supplier[1]}" eta="${isoBst(t)}" mode="${oneOf(random, ['FCL40', 'FCL20', 'LCL', 'PALLET'])}" container="${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4)}${digits(random, 7)}">` +
      `<PO number="${po}" buyer="${oneOf(random, ['kitchen', 'home', 'garden', 'textiles', 'lighting'])}">${lines(po).join('')}</PO></ASN>`
    );
  };
  const randomLines = (po: string) =>
    Array.from({ length: between(random, 8, 30) }, (_, k) => {
      const [sku, desc] = oneOf(random, PRODUCTS);
      return lineXml(po, k + 1, sku, desc);
    });
  const asns: string[] = [];
  const COUNT = 300;
  for (let i = 0; i < COUNT; i++) {
    const supplier = oneOf(random, SUPPLIERS);
    const day = between(random, 13, 19);
    // Ningbo Kitchenware's only delivery tomorrow is the planted one.
    asns.push(asnXml(supplier, supplier[0] === 'SUP0412' && day === 16 ? 15 : day, randomLines));
  }
  const kettles = (lead: number) => (po: string) => [
    lineXml(po, 1, 'HB-TST-4S-SS', 'Toaster 4 Slice Brushed Steel'),
    lineXml(po, 2, 'HB-KET-1700-SS', 'Kettle 1.7L Brushed Steel'),
    lineXml(po, 3, 'HB-KET-1500-SS', 'Kettle 1.5L Brushed Steel', lead),
    lineXml(po, 4, 'HB-KET-1700-CR', 'Kettle 1.7L Cream'),
  ];
  let needle = '';
  asns[Math.floor(COUNT * 0.5)] = asnXml(SUPPLIERS[0], 16, (po) => {
    const lines = kettles(38)(po);
    needle = lines[2]!.slice(0, lines[2]!.indexOf(' unitsPerCarton'));
    return lines;
  });
  asns[Math.floor(COUNT * 0.44)] = asnXml(SUPPLIERS[0], 17, kettles(52));
  asns[Math.floor(COUNT * 0.56)] = asnXml(SUPPLIERS[1], 16, kettles(24));
  const output = `<?xml version="1.0" encoding="UTF-8"?><AdvanceShipNotices site="LUT1" from="2026-04-13" to="2026-04-19" generated="${isoBst(T(15, 6, 30))}" count="${COUNT}">${asns.join('')}</AdvanceShipNotices>\n`;
  const ask =
    'How many cartons of the 1.5 litre brushed steel kettles are coming in on the Ningbo Kitchenware delivery tomorrow? Need to know how much bulk space to hold.';
  return probe('round 22: inbound asn xml', ask, 'http_get', output, 'cartons', needle, true);
}

/** `dockctl appointments export -o yaml`: a fortnight of door bookings; a supplier's Friday slot. */
function dockAppointmentsYaml(): EconomicsTask {
  const random = seededRandom(22_004);
  const SUPPLIERS = [
    'Ningbo Kitchenware Co Ltd',
    'Ningbo Homeware Trading Co',
    'Pennine Textiles Ltd',
    'Jaipur Rug Company',
    'Greenlea Garden Products',
    'Lumiere Lighting BV',
    'Dalton Glass & Mirror',
    'Xiamen Outdoor Living Co',
    'Stoke Pottery Works',
    'Harlow Candle Co',
    'Brightwell Electricals',
    'Kestrel Furniture Ltd',
  ];
  const HAULIERS = [
    'Kinnersley Transport',
    'Thornbury Haulage',
    'M1 Freight Services',
    'Maritime Transport',
    'Hoyer Logistics',
    'Own fleet',
  ];
  const VEHICLES = ['curtainsider 13.6m', 'box van 7.5t', 'container 40ft', 'container 20ft', 'rigid 18t'];
  const BOOKERS = ['portal', 'portal', 'portal', 'j.marsh', 'a.begum', 's.evans'];
  const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  interface Slot {
    day: number;
    door: number;
    start: number;
  }
  const appointment = (
    slot: Slot,
    supplier: string,
    haulier = oneOf(random, HAULIERS),
    status = oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'arrived', 'tentative']),
  ) => {
    const date = `2026-04-${pad2(slot.day)}`;
    const pos = Array.from({ length: between(random, 1, 3) }, () => `45003${digits(random, 5)}`);
    return [
      `  - ref: DA-2604${pad2(slot.day)}-${digits(random, 4)}   # ${DAYS[(slot.day + 1) % 7]!} ${date}`,
      `    supplier: ${supplier}`,
      `    haulier: ${haulier}`,
      `    vehicle: ${oneOf(random, VEHICLES)}`,
      `    load:`,
      `      pallets: ${between(random, 2, 26)}`,
      `      pos: [${pos.join(', ')}]`,
      `      temp_controlled: ${random() < 0.08 ? 'true' : 'false'}`,
      `    slot: {date: ${date}, door: D${pad2(slot.door)}, start: "${hhmm(slot.start)}", end: "${hhmm(slot.start + 60)}"}`,
      `    status: ${status}`,
      `    booked_by: ${oneOf(random, BOOKERS)}`,
      `    notes: "${oneOf(random, ['', '', '', 'Tail lift required', 'Driver to call 30 min out', 'Floor loaded, allow extra time', 'Mixed SKU pallets'])}"`,
    ].join('\n');
  };
  const records: { key: string; text: string }[] = [];
  const planted = new Map<string, () => string>([
    ['17-07-390', () => appointment({ day: 17, door: 7, start: 390 }, 'Thornbury Ceramics Ltd', 'Kinnersley Transport', 'confirmed')],
    ['17-03-390', () => appointment({ day: 17, door: 3, start: 390 }, 'Thornbury Ceramics Ltd', 'Kinnersley Transport', 'cancelled')],
    ['17-09-390', () => appointment({ day: 17, door: 9, start: 390 }, 'Stoke Pottery Works', 'Thornbury Haulage', 'confirmed')],
    ['17-04-780', () => appointment({ day: 17, door: 4, start: 780 }, 'Thornbury Ceramics Ltd', 'Own fleet', 'confirmed')],
    ['16-12-390', () => appointment({ day: 16, door: 12, start: 390 }, 'Thornbury Ceramics Ltd', 'Kinnersley Transport', 'confirmed')],
  ]);
  for (let day = 6; day <= 28; day++) {
    const weekend = (day + 1) % 7 >= 5;
    for (let door = 1; door <= 24; door++) {
      const offset = ((door + day + 1) % 2) * 30;
      for (let start = 300 + offset; start <= 20 * 60; start += 60) {
        const key = `${day}-${pad2(door)}-${start}`;
        const make = planted.get(key);
        if (make) records.push({ key: `${pad2(day)}-${pad2(start / 60)}${pad2(start % 60)}-${pad2(door)}`, text: make() });
        else if (random() < (weekend ? 0.1 : 0.3))
          records.push({
            key: `${pad2(day)}-${pad2(start / 60)}${pad2(start % 60)}-${pad2(door)}`,
            text: appointment({ day, door, start }, oneOf(random, SUPPLIERS)),
          });
      }
    }
  }
  records.sort((a, b) => (a.key < b.key ? -1 : 1));
  const output = `${[
    '# dockctl appointments export --site LUT1 --from 2026-04-06 --to 2026-04-28 -o yaml',
    'site: LUT1',
    `generated: "${isoBst(T(15, 9, 12, 4))}"`,
    `count: ${records.length}`,
    'appointments:',
    ...records.map((r) => r.text),
  ].join('\n')}\n`;
  const needle = 'slot: {date: 2026-04-17, door: D07, start: "06:30", end: "07:30"}';
  const ask = 'Which door have we got Thornbury Ceramics on for their half six drop this Friday? I need to put the team on the right door.';
  return probe('round 22: dock appointments yaml', ask, 'run_shell', output, 'door', needle);
}

/** The X12 856 ship notices sent to a wholesale customer over two days; a pallet's SSCC above its item. */
function edi856ShipNotices(): EconomicsTask {
  const random = seededRandom(22_005);
  const STORES = [
    ['0214', 'Leicester Fosse Park'],
    ['0215', 'Leicester Highcross'],
    ['0231', 'Nottingham Castle Marina'],
    ['0118', 'Coventry Arena'],
    ['0142', 'Northampton Riverside'],
    ['0307', 'Milton Keynes Kingston'],
    ['0322', 'Peterborough Serpentine'],
    ['0401', 'Derby Kingsway'],
    ['0409', 'Birmingham Fort'],
    ['0412', 'Solihull Sears Retail'],
    ['0520', 'Oxford Botley Road'],
    ['0533', 'Cambridge Newmarket Road'],
  ] as const;
  const hose30 = PRODUCTS.find(([sku]) => sku === 'HB-HOS-30M')!;
  const hose15 = PRODUCTS.find(([sku]) => sku === 'HB-HOS-15M')!;
  const ssccs = new Set<string>();
  const sscc = () => {
    let code = '';
    while (!code || ssccs.has(code)) code = `0035012345${digits(random, 8)}`;
    ssccs.add(code);
    return code;
  };
  let control = 0;
  let needle = '';
  /** One transaction set; `plant` puts items on pallets by index and may take the pallet's MAN line. */
  const transaction = (
    day: number,
    store: readonly [string, string],
    plant?: (pallet: number) => (readonly [string, string])[] | undefined,
    take?: (pallet: number, man: string) => void,
  ) => {
    control++;
    const time = `${pad2(between(random, 5, 15))}${pad2(between(random, 0, 59))}`;
    const pallets = between(random, 3, 8);
    const out = [
      `ST*856*${String(control).padStart(4, '0')}~`,
      `BSN*00*SHP2604${day}${String(control).padStart(4, '0')}*202604${day}*${time}*0001~`,
      `DTM*011*202604${day}*${time}~`,
      'HL*1**S~',
      `TD1*PLT90*${pallets}****G*${between(random, 300, 2_400)}*KG~`,
      `TD5**2*HBFL*M*HOLLYBANK FLEET~`,
      `REF*BM*BOL${digits(random, 9)}~`,
      'N1*SF*HOLLYBANK HOME LUT1*92*LUT1~',
      `N1*ST*GREENWAY STORES ${store[0]} ${store[1].toUpperCase()}*92*${store[0]}~`,
      'HL*2*1*O~',
      `PRF*GW${digits(random, 8)}***202604${pad2(day - between(random, 2, 6))}~`,
    ];
    let hl = 2;
    for (let p = 0; p < pallets; p++) {
      hl++;
      const tare = hl;
      const man = `MAN*GM*${sscc()}~`;
      take?.(p, man);
      out.push(`HL*${tare}*2*T~`, 'PO4*1****PLT90~', man);
      const items = plant?.(p) ?? Array.from({ length: between(random, 2, 7) }, () => oneOf(random, PRODUCTS));
      for (const [sku, desc] of items) {
        hl++;
        out.push(
          `HL*${hl}*${tare}*I~`,
          `LIN**SK*${sku}*UP*50${digits(random, 11)}~`,
          `SN1**${between(random, 2, 48)}*EA~`,
          `PID*F****${desc.toUpperCase()}~`,
        );
      }
    }
    out.push(`CTT*${hl}~`);
    out.push(`SE*${out.length + 1}*${String(control).padStart(4, '0')}~`);
    return out;
  };
  const notHose30 = PRODUCTS.filter((q) => q !== hose30);
  /** Fosse Park's other ship notices today carry no 30 metre reels. */
  const noHose = (store: readonly [string, string], day: number) =>
    store[0] === '0214' && day === 15 ? () => Array.from({ length: between(random, 2, 7) }, () => oneOf(random, notHose30)) : undefined;
  const sets: string[][] = [];
  const COUNT = 220;
  for (let i = 0; i < COUNT; i++) {
    const day = i < COUNT / 2 ? 14 : 15;
    const store = oneOf(random, STORES);
    if (i === Math.floor(COUNT * 0.56))
      sets.push(
        transaction(
          15,
          STORES[0],
          (p) =>
            p === 1
              ? [oneOf(random, notHose30), hose30, oneOf(random, notHose30)]
              : p === 3
                ? [hose15, oneOf(random, PRODUCTS)]
                : [oneOf(random, notHose30), oneOf(random, notHose30)],
          (p, man) => {
            if (p === 1) needle = man;
          },
        ),
      );
    else if (i === Math.floor(COUNT * 0.35))
      sets.push(transaction(14, STORES[0], (p) => (p === 2 ? [hose30, oneOf(random, PRODUCTS)] : undefined)));
    else if (i === Math.floor(COUNT * 0.6))
      sets.push(transaction(15, STORES[1], (p) => (p === 0 ? [oneOf(random, PRODUCTS), hose30] : undefined)));
    else sets.push(transaction(day, store, noHose(store, day)));
  }
  const lines = [
    `ISA*00*          *00*          *ZZ*HOLLYBANKLUT1  *ZZ*GREENWAYSTORES *260415*1530*U*00401*000004127*0*P*>~`,
    `GS*SH*HOLLYBANKLUT1*GREENWAYSTORES*20260415*1530*4127*X*004010~`,
    ...sets.flat(),
    `GE*${sets.length}*4127~`,
    'IEA*1*000004127~',
  ];
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Greenway's Fosse Park store says a pallet never arrived this morning, the one with the 30 metre hose reels on it. What SSCC did we send them for that pallet on the ship notice?";
  return probe('round 22: edi 856 ship notices', ask, 'read_file', output, 'sscc', needle);
}

/** The device management console's export of the handheld scanners: key: value records; one user's battery. */
function scannerMdmExport(): EconomicsTask {
  const random = seededRandom(22_006);
  const MODELS = [
    ['Zebra TC52', 'Android 11', ['11-49-09.00-RG-U00-STD', '11-53-18.00-RG-U00-STD']],
    ['Zebra TC53', 'Android 13', ['13-18-19.00-TG-U00-STD', '13-20-02.00-TG-U00-STD']],
    ['Zebra MC9300', 'Android 11', ['11-51-22.00-RN-U00-STD']],
    ['Honeywell CT45', 'Android 12', ['CT45-A12-2.41.02', 'CT45-A12-2.44.00']],
  ] as const;
  const DEPTS = ['Goods In', 'Putaway', 'Picking', 'Packing', 'Despatch', 'Returns', 'Inventory Control', 'Shift Pool'];
  const field = (key: string, value: string) => `${`${key}:`.padEnd(20)}${value}`;
  const mac = () => Array.from({ length: 6 }, () => chars(random, '0123456789ABCDEF', 2)).join(':');
  let serial = 21_345_000_000_000;
  const device = (n: number, user: string, dept: string, previous: string, health?: string) => {
    const [model, android, builds] = oneOf(random, MODELS);
    serial += between(random, 1_000, 90_000);
    const cycles = between(random, 40, 900);
    const pct = Math.max(55, 100 - Math.floor(cycles / 22) - between(random, 0, 6));
    return [
      field('Device Name', `LUT1-${model.split(' ')[1]}-${String(n).padStart(4, '0')}`),
      field('Serial Number', String(serial)),
      field('Model', model),
      field('Enrollment', 'Fully managed (dedicated)'),
      field('Assigned User', user),
      field('Department', dept),
      field('Previous User', previous),
      field('OS Version', `${android} (${oneOf(random, builds)})`),
      field('MDM Agent', oneOf(random, ['24.3.1', '24.3.1', '24.2.7', '24.4.0'])),
      field('Battery Health', health ?? `${pct}% (cycle count ${cycles})`),
      field('Battery Serial', `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${digits(random, 9)}`),
      field(
        'Last Check-in',
        `2026-04-${pad2(between(random, 13, 15))} ${pad2(between(random, 5, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
      ),
      field('Wi-Fi MAC', mac()),
      field('IP Address', `10.41.${between(random, 16, 23)}.${between(random, 2, 250)}`),
      field('Storage Free', `${(4 + random() * 20).toFixed(1)} GB of 32 GB`),
      field('Compliance', oneOf(random, ['Compliant', 'Compliant', 'Compliant', 'Compliant', 'Not compliant (OS update pending)'])),
    ].join('\n');
  };
  const name = () => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
  const records: string[] = [];
  const COUNT = 2_300;
  for (let i = 0; i < COUNT; i++) {
    const pool = random() < 0.2;
    records.push(device(i + 1, pool ? '(shared)' : name(), pool ? 'Shift Pool' : oneOf(random, DEPTS), random() < 0.4 ? name() : '-'));
  }
  const health = '63% (cycle count 1184)';
  records[Math.floor(COUNT * 0.53)] = device(Math.floor(COUNT * 0.53) + 1, 'Priya Natarajan', 'Goods In', 'Ellie Marsh', health);
  records[Math.floor(COUNT * 0.31)] = device(Math.floor(COUNT * 0.31) + 1, 'Owen Carter', 'Goods In', 'Priya Natarajan');
  records[Math.floor(COUNT * 0.49)] = device(Math.floor(COUNT * 0.49) + 1, 'Priya Nair', 'Packing', '-');
  records[Math.floor(COUNT * 0.66)] = device(Math.floor(COUNT * 0.66) + 1, 'Ravi Natarajan', 'Goods In', 'Priya Nair');
  const output = `${[`# mdmctl devices export --group "LUT1 Handhelds" --format text   (${COUNT} devices)`, ...records].join('\n\n')}\n`;
  const needle = `Battery Health:     ${health}`;
  const ask =
    "Priya Natarajan on goods in reckons her scanner is dying before first break every shift. How healthy is the battery in the one she's been given?";
  return probe('round 22: scanner mdm export', ask, 'run_shell', output, 'battery', needle);
}

/** The tilt-tray sorter's PLC alarm log through last night, as syslog; the first full chute after ten. */
function sorterAlarmLog(): EconomicsTask {
  const random = seededRandom(22_007);
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr'];
  const sys = (t: number) => {
    const d = new Date(t);
    return `${MONTHS[d.getUTCMonth()]!} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const host = 'lut1-sorter-plc01';
  const chute = () => String(between(random, 1, 168)).padStart(3, '0');
  const events: { t: number; text: string }[] = [];
  const add = (t: number, text: string) => events.push({ t, text: `${sys(t)} ${host} ${text}` });
  const start = T(14, 10);
  const end = T(15, 8);
  const quiet = (t: number) => t > T(14, 21, 50) && t < T(14, 22, 12);
  for (let t = start; t < end; t += MINUTE) {
    const rate = between(random, 4_800, 7_400);
    add(
      t + between(random, 0, 2_000),
      `sorterd[2214]: STAT rate=${rate}/h inducted=${Math.floor(rate / 60) + between(random, 0, 4)} sorted=${Math.floor(rate / 60) - between(random, 0, 3)} recirc=${(random() * 3).toFixed(1)}% noread=${between(random, 0, 3)}`,
    );
    add(t + between(random, 2_000, 8_000), `plcgw[981]: heartbeat seq=${(t - start) / MINUTE} scan_ms=${between(random, 8, 14)} io_ok=1`);
    for (let k = 0, n = pick(random, 4); k < n; k++) {
      const at = t + between(random, 8_000, 59_000);
      const kind = pick(random, 9);
      if (kind < 3 && !quiet(at)) {
        const c = chute();
        add(at, `sorterd[2214]: ALM 4417 CHUTE ${c} FULL PE ON zone=S${between(random, 1, 4)} dest=${c}`);
        add(at + between(random, 20, 200) * 1_000, `sorterd[2214]: ALM 4418 CHUTE ${c} FULL PE OFF (cleared)`);
      } else if (kind === 3)
        add(at, `sorterd[2214]: ALM 3102 INDUCT LANE ${between(random, 1, 6)} GAP FAULT len=${between(random, 80, 240)}mm`);
      else if (kind === 4)
        add(
          at,
          `sorterd[2214]: ALM 2210 TRAY ${String(between(random, 1, 540)).padStart(4, '0')} TILT FAIL side=${oneOf(random, ['L', 'R'])} retries=2`,
        );
      else if (kind === 5)
        add(at, `sorterd[2214]: ALM 5001 SCANNER ARCH ${between(random, 1, 2)} NOREAD RATE ${(2 + random() * 4).toFixed(1)}% > 2.0%`);
      else if (kind === 6) add(at, `sorterd[2214]: ALM 6601 VFD M${between(random, 1, 8)} TEMP ${between(random, 61, 68)}C WARN`);
      else
        add(
          at,
          `sorterd[2214]: EVT 0104 RECIRC LIMIT tray=${String(between(random, 1, 540)).padStart(4, '0')} dest=${chute()} laps=3 -> REJECT`,
        );
    }
  }
  add(T(14, 21, 57, 40), 'sorterd[2214]: ALM 4417 CHUTE 092 FULL PE ON zone=S3 dest=092');
  add(T(14, 21, 59, 5), 'sorterd[2214]: ALM 4418 CHUTE 092 FULL PE OFF (cleared)');
  add(T(14, 22, 0, 30), 'sorterd[2214]: SHIFT change B->C operator=c.fox');
  add(T(14, 22, 1, 12), 'sorterd[2214]: ALM 3102 INDUCT LANE 4 GAP FAULT len=95mm');
  add(T(14, 22, 2, 48), 'sorterd[2214]: EVT 0104 RECIRC LIMIT tray=0311 dest=057 laps=3 -> REJECT');
  const needle = `${sys(T(14, 22, 3, 51))} ${host} sorterd[2214]: ALM 4417 CHUTE 118 FULL PE ON zone=S2 dest=118`;
  add(T(14, 22, 3, 51), 'sorterd[2214]: ALM 4417 CHUTE 118 FULL PE ON zone=S2 dest=118');
  add(T(14, 22, 6, 2), 'sorterd[2214]: ALM 4418 CHUTE 118 FULL PE OFF (cleared)');
  add(T(14, 22, 8, 19), 'sorterd[2214]: ALM 4417 CHUTE 121 FULL PE ON zone=S2 dest=121');
  add(T(14, 22, 10, 44), 'sorterd[2214]: ALM 4418 CHUTE 121 FULL PE OFF (cleared)');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask = "After ten last night, which of the sorter's drop-off lanes was the first one to back up?";
  return probe('round 22: sorter alarm log, paraphrase', ask, 'run_shell', output, 'lane', needle);
}

/** The customer tracking page's nginx access log for Tuesday; one customer's failed request, by time and device. */
function trackingPageNginxLog(): EconomicsTask {
  const random = seededRandom(22_008);
  const UAS = [
    'HollybankApp/5.14.0 (iPhone; iOS 17.4.1; Scale/3.00)',
    'HollybankApp/5.13.2 (iPhone; iOS 17.3; Scale/3.00)',
    'HollybankApp/5.14.0 (Android 14; Pixel 7)',
    'HollybankApp/5.14.0 (Android 13; SM-A536B)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  ];
  const MONTH = 'Apr';
  const clf = (t: number) => {
    const d = new Date(t);
    return `${pad2(d.getUTCDate())}/${MONTH}/2026:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} +0100`;
  };
  const ip = () =>
    oneOf(random, [
      `81.${between(random, 96, 111)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      `86.${between(random, 128, 191)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      `2a00:23c7:${hexish()}:${hexish()}::${hexish()}`,
    ]);
  const hexish = () => chars(random, '0123456789abcdef', 4);
  const upstreams = ['10.41.8.21:8080', '10.41.8.22:8080', '10.41.8.23:8080'];
  const line = (
    t: number,
    ua: string,
    status: number,
    path = oneOf(random, [
      `/track/HB-44${digits(random, 5)}`,
      `/track/HB-44${digits(random, 5)}?ref=app`,
      `/api/track/1550${digits(random, 10)}`,
      '/track/',
      `/track/HB-44${digits(random, 5)}?utm_source=email&utm_campaign=despatch`,
    ]),
  ) => {
    const rt = status >= 500 ? (status === 504 ? '60.002' : (random() * 2 + 29).toFixed(3)) : (0.02 + random() * 0.6).toFixed(3);
    const bytes = status === 304 ? 0 : status >= 500 ? between(random, 150, 560) : between(random, 2_000, 38_000);
    return `${ip()} - - [${clf(t)}] "GET ${path} HTTP/2.0" ${status} ${bytes} "${oneOf(random, ['-', 'https://www.hollybank.co.uk/account/orders', 'https://www.google.com/'])}" "${ua}" rt=${rt} urt="${status === 304 ? '-' : rt}" upstream=${status === 304 ? '-' : oneOf(random, upstreams)} req_id=${chars(random, '0123456789abcdef', 32)}`;
  };
  const events: { t: number; text: string }[] = [];
  const busyEvening = (t: number) => t > T(14, 18, 45) && t < T(14, 19, 45);
  for (let t = T(14, 6); t < T(15, 6);) {
    t += between(random, 4, 34) * 1_000;
    const roll = random();
    const status = roll < 0.8 ? 200 : roll < 0.93 ? 304 : roll < 0.985 ? 301 : busyEvening(t) ? 200 : oneOf(random, [502, 504, 499]);
    events.push({ t, text: line(t, oneOf(random, UAS), status) });
  }
  const planted: [number, string][] = [
    [T(14, 19, 13, 2), line(T(14, 19, 13, 2), UAS[4]!, 502)],
    [T(14, 19, 15, 40), line(T(14, 19, 15, 40), UAS[0]!, 200, '/track/HB-4452218?ref=app')],
    [T(14, 19, 16, 27), line(T(14, 19, 16, 27), UAS[2]!, 502, '/track/HB-4439051?ref=app')],
    [T(14, 20, 14, 9), line(T(14, 20, 14, 9), UAS[1]!, 504, '/track/HB-4460733?ref=app')],
    [T(14, 19, 2, 55), line(T(14, 19, 2, 55), UAS[5]!, 499, '/track/HB-4448107')],
  ];
  const needle = line(T(14, 19, 14, 22), UAS[0]!, 502, '/track/HB-4471866?ref=app');
  planted.push([T(14, 19, 14, 22), needle]);
  for (const [t, text] of planted) events.push({ t, text });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "Customer services have a lady on the phone who's cross because the parcel tracking screen in our iPhone app just gave her an error when she looked at about quarter past seven on Tuesday evening, and she missed her delivery because of it. Can you find her visit in the log and tell me what the server sent back?";
  return probe('round 22: tracking page nginx log, preamble', ask, 'run_shell', output, 'request', needle);
}

/** The returns portal's CSV export for the last month; one customer's return, found by town, item and why. */
function returnsPortalCsv(): EconomicsTask {
  const random = seededRandom(22_009);
  const REASONS: readonly (readonly [string, readonly string[]])[] = [
    [
      'DAMAGED_IN_TRANSIT',
      ['Outer box crushed, item dented', 'Glass cracked on arrival', 'Corner chipped out of the box', 'Packaging soaked, item marked'],
    ],
    ['FAULTY', ['Stops working after a few minutes', 'Will not switch on', 'Leaks from the base', 'Thermostat clicks off straight away']],
    ['NOT_AS_DESCRIBED', ['Colour nothing like the photos', 'Smaller than the listing says', 'Material feels cheap']],
    ['CHANGED_MIND', ['No longer needed', 'Bought a different one', 'Does not suit the room', '']],
    ['WRONG_ITEM', ['Sent the 1.7L not the 1.5L', 'Received sage not ochre', 'Wrong size sent']],
    ['LATE_DELIVERY', ['Arrived after the event', 'Took 9 days']],
  ];
  const STATUSES = ['PAID', 'PAID', 'PAID', 'PAID', 'AWAITING_RECEIPT', 'RECEIVED_AWAITING_GRADE', 'REJECTED_USED'];
  const header =
    'rma,order_ref,created_at,customer,customer_town,postcode,sku,item_description,qty,reason_code,customer_comment,received_at,grade,refund_status,refund_gbp,refund_method';
  const start = T(15, 0) - 31 * 24 * 60 * MINUTE;
  const row = (
    t: number,
    town: readonly [string, string],
    product: readonly [string, string],
    reason: readonly [string, readonly string[]],
    status: string,
    comment = oneOf(random, reason[1]),
  ) => {
    const received =
      status === 'AWAITING_RECEIPT'
        ? ''
        : new Date(t + between(random, 2, 6) * 24 * 60 * MINUTE).toISOString().slice(0, 16).replace('T', ' ');
    return [
      'RMA-#',
      `HB-4${digits(random, 6)}`,
      new Date(t).toISOString().slice(0, 16).replace('T', ' '),
      `${oneOf(random, ['Mrs', 'Ms', 'Mr', 'Miss', 'Dr'])} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`,
      town[0],
      `${town[1]} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      product[0],
      product[1],
      String(oneOf(random, [1, 1, 1, 2])),
      reason[0],
      comment,
      received,
      received ? oneOf(random, ['A', 'B', 'B', 'C', 'D']) : '',
      status,
      (between(random, 900, 24_900) / 100).toFixed(2),
      oneOf(random, ['card', 'card', 'paypal', 'gift_card']),
    ]
      .map(csv)
      .join(',');
  };
  const lamps = PRODUCTS.filter(([sku]) => sku.startsWith('HB-LMP'));
  const harrogate = TOWNS.find(([town]) => town === 'Harrogate')!;
  const york = TOWNS.find(([town]) => town === 'York')!;
  const rows: { t: number; text: string }[] = [];
  for (let i = 0; i < 6_200; i++) {
    const t = start + pick(random, 31 * 24 * 60) * MINUTE;
    const town = oneOf(random, TOWNS);
    const product = oneOf(random, PRODUCTS);
    let reason = oneOf(random, REASONS);
    // Harrogate's only lamp that came broken is the planted one.
    if (town === harrogate && lamps.includes(product) && reason[0] === 'DAMAGED_IN_TRANSIT') reason = REASONS[3]!;
    rows.push({ t, text: row(t, town, product, reason, oneOf(random, STATUSES)) });
  }
  const at = (d: number, h: number, m: number) => T(d, h, m);
  const needleT = at(2, 10, 14);
  const target = {
    t: needleT,
    text: row(
      needleT,
      harrogate,
      lamps[0]!,
      REASONS[0]!,
      'ON_HOLD_CARRIER_CLAIM',
      'Base snapped clean off and the shade was dented, box looked like it had been dropped',
    ),
  };
  rows.push(target);
  rows.push({ t: at(1, 16, 40), text: row(at(1, 16, 40), harrogate, lamps[1]!, REASONS[3]!, 'PAID', 'Does not suit the room') });
  rows.push({
    t: at(3, 9, 2),
    text: row(at(3, 9, 2), harrogate, PRODUCTS[12]!, REASONS[0]!, 'RECEIVED_AWAITING_GRADE', 'Glass cracked on arrival'),
  });
  rows.push({
    t: at(2, 19, 31),
    text: row(at(2, 19, 31), york, lamps[1]!, REASONS[0]!, 'AWAITING_RECEIPT', 'Shade crushed flat in the box'),
  });
  rows.push({
    t: at(4, 11, 5),
    text: row(at(4, 11, 5), harrogate, lamps[2]!, REASONS[1]!, 'PAID', 'Flickers then stops working after a few minutes'),
  });
  rows.sort((a, b) => a.t - b.t);
  // RMA numbers in the order the returns were raised.
  let seq = 771_200;
  for (const r of rows) r.text = r.text.replace('RMA-#', `RMA-${(seq += between(random, 1, 4))}`);
  const needle = target.text;
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "I've had an email from a customer chasing her money. She's in Harrogate and posted back a lamp a couple of weeks ago because it turned up in pieces. Where has her refund got to, and why hasn't it gone through?";
  return probe('round 22: returns portal csv, preamble and paraphrase', ask, 'run_shell', output, 'refund', needle);
}

/** The slotting master as CSV: every bin location; one small shelf bin carries a pallet location's weight limit. */
function slottingMasterCsv(): EconomicsTask {
  const random = seededRandom(22_010);
  /** Bin types: dimensions in mm and the weight limits their racking is rated for. */
  const TYPES: Readonly<Record<string, readonly [number, number, number, readonly number[]]>> = {
    SHELF_SMALL: [400, 600, 300, [20, 25]],
    SHELF_MEDIUM: [800, 600, 450, [50, 60]],
    CARTON_FLOW: [1200, 2400, 350, [80]],
    PALLET_RACK: [1200, 1000, 1600, [1000]],
    PALLET_FLOOR: [1200, 1000, 2000, [1500]],
  };
  const header =
    'location,zone,aisle,bay,level,slot,bin_type,width_mm,depth_mm,height_mm,max_weight_kg,pick_face,velocity,sku,qty_on_hand,last_counted';
  const rows: string[] = [];
  const row = (aisle: string, bay: number, level: string, slot: number, type: string, weight?: number) => {
    const [w, d, h, weights] = TYPES[type]!;
    const empty = random() < 0.15;
    return [
      `${aisle}-${String(bay).padStart(3, '0')}-${level}-${slot}`,
      aisle.startsWith('P') ? 'BULK' : aisle.startsWith('F') ? 'FLOW' : 'SHELF',
      aisle,
      String(bay),
      level,
      String(slot),
      type,
      String(w),
      String(d),
      String(h),
      String(weight ?? (type === 'SHELF_SMALL' || type === 'SHELF_MEDIUM' ? weights[aisle.charCodeAt(1) % weights.length]! : weights[0]!)),
      type.startsWith('PALLET') ? 'N' : 'Y',
      oneOf(random, ['A', 'B', 'B', 'C', 'C', 'C']),
      empty ? '' : oneOf(random, PRODUCTS)[0],
      empty ? '0' : String(between(random, 1, type.startsWith('PALLET') ? 480 : 60)),
      `2026-0${oneOf(random, ['1', '2', '3', '4'])}-${pad2(between(random, 1, 28))}`,
    ].join(',');
  };
  let needle = '';
  const aisles = [
    ...Array.from({ length: 14 }, (_, i) => `S${pad2(i + 1)}`),
    ...Array.from({ length: 4 }, (_, i) => `F${pad2(i + 1)}`),
    ...Array.from({ length: 10 }, (_, i) => `P${pad2(i + 1)}`),
  ];
  for (const aisle of aisles) {
    for (let bay = 1; bay <= 45; bay++) {
      if (aisle.startsWith('S')) {
        for (const level of ['A', 'B', 'C', 'D', 'E'])
          for (let slot = 1; slot <= (level === 'A' || level === 'B' ? 2 : 3); slot++) {
            const type = level === 'A' || level === 'B' ? 'SHELF_MEDIUM' : 'SHELF_SMALL';
            const odd = aisle === 'S05' && bay === 37 && level === 'D' && slot === 2;
            rows.push(row(aisle, bay, level, slot, type, odd ? 1000 : undefined));
            if (odd) needle = rows[rows.length - 1]!;
          }
      } else if (aisle.startsWith('F')) for (const level of ['A', 'B', 'C']) rows.push(row(aisle, bay, level, 1, 'CARTON_FLOW'));
      else
        for (const level of ['0', '1', '2', '3', '4'])
          for (let slot = 1; slot <= 2; slot++) rows.push(row(aisle, bay, level, slot, level === '0' ? 'PALLET_FLOOR' : 'PALLET_RACK'));
    }
  }
  // By location, as the WMS exports it.
  rows.sort();
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Something's off in the slotting master: one of the small shelf locations has a weight limit that's nothing like the rest of that type. Which location is it?";
  return probe('round 22: slotting master csv', ask, 'run_shell', output, 'location', needle);
}

/** `tlog summary --daily`: a month of the temperature loggers' daily figures; one logger-day never moves. */
function coldStoreLoggerSummary(): EconomicsTask {
  const random = seededRandom(22_011);
  /** Rooms: name, set point and how far the air swings in a day. */
  const ROOMS: readonly (readonly [string, number, number])[] = [
    ['CHILL-A hampers', 3.5, 0.5],
    ['CHILL-B hampers', 3.8, 0.55],
    ['FLORAL cold room', 6.5, 0.7],
    ['CANDLE store', 17.5, 0.9],
    ['AMBIENT-CTRL choc', 16.0, 0.6],
  ];
  const loggers = ROOMS.flatMap(([room, setPoint, swing], r) =>
    Array.from({ length: 13 }, (_, k) => ({
      id: `TL-${r + 1}${pad2(k + 1)}`,
      serial: `EL21${digits(random, 6)}`,
      room,
      setPoint: setPoint + (random() - 0.5) * 0.8,
      swing,
    })),
  );
  const rows: string[][] = [];
  let needle = '';
  for (let d = 0; d < 30; d++) {
    const t = T(15, 0) - (30 - d) * 24 * 60 * MINUTE;
    const date = new Date(t).toISOString().slice(0, 10);
    for (const logger of loggers) {
      const stuck = logger.id === 'TL-207' && d === 17;
      const sd = stuck ? 0 : logger.swing * (0.35 + random() * 0.5);
      const mean = stuck ? 4.1 : logger.setPoint + (random() - 0.5) * 0.6;
      const min = stuck ? 4.1 : mean - sd * (1.6 + random() * 0.9);
      const max = stuck ? 4.1 : mean + sd * (1.8 + random() * 1.6);
      const samples = random() < 0.03 ? between(random, 250, 287) : 288;
      const over = stuck ? 0 : max > logger.setPoint + 2 ? between(random, 1, 6) : 0;
      rows.push([
        date,
        logger.id,
        logger.serial,
        logger.room,
        String(samples),
        min.toFixed(1),
        max.toFixed(1),
        mean.toFixed(2),
        sd.toFixed(2),
        String(over),
        `${between(random, 87, 99)}%`,
        `${(3.0 - d * 0.004 - random() * 0.02).toFixed(2)}V`,
      ]);
      if (stuck) needle = rows[rows.length - 1]!.join('|');
    }
  }
  const headers = ['DATE', 'LOGGER', 'SERIAL', 'LOCATION', 'SAMPLES', 'MIN_C', 'MAX_C', 'MEAN_C', 'SD_C', 'MIN_OVER', 'RSSI_Q', 'BATT'];
  const lines = table(headers, rows);
  const target = rows.findIndex((r) => r.join('|') === needle);
  needle = lines[target + 1]!;
  const output = `${['# tlog summary --daily --from 2026-03-16 --to 2026-04-14 --site LUT1 (5-minute samples, local time)', ...lines].join('\n')}\n`;
  const ask =
    "Going through last month's cold store logger figures: one of the loggers on one of the days doesn't look like it was actually measuring anything, the number just sat still all day. Which logger and which day was that?";
  return probe('round 22: cold store logger summary', ask, 'run_shell', output, 'logger', needle);
}

/** The label spooler's printer list in logfmt: the whole estate; one pack-bench printer set for 8 inch labels. */
function labelPrinterFleetLogfmt(): EconomicsTask {
  const random = seededRandom(22_012);
  const SITES = ['LUT1', 'LUT2', 'DIRFT3', 'NMP1', 'CVT1', 'SWN2', 'WKF1', 'AVM1'];
  /** Roles: how many at a site, and the label (width x length in inches). */
  const ROLES: readonly (readonly [string, number, number, number])[] = [
    ['pack-bench', 96, 4, 6],
    ['goods-in', 14, 4, 2],
    ['returns', 10, 4, 3],
    ['pallet-label', 8, 6, 4],
    ['despatch-manifest', 6, 4, 6],
  ];
  const lines: string[] = [];
  let needle = '';
  for (const site of SITES) {
    const net = between(random, 40, 48);
    let host = 10;
    for (const [role, count, wIn, lIn] of ROLES) {
      const installed = count - pick(random, 6);
      for (let k = 1; k <= installed; k++) {
        const hi = role === 'pack-bench' && random() < 0.18;
        const dpi = hi ? 300 : 203;
        const odd = site === 'NMP1' && role === 'pack-bench' && k === 47;
        const width = Math.round(wIn * (dpi === 300 ? 300 : 203));
        const length = Math.round((odd ? 8 : lIn) * (dpi === 300 ? 300 : 203));
        const name = `${site}-${role === 'pack-bench' ? 'PK' : role === 'goods-in' ? 'GI' : role === 'returns' ? 'RT' : role === 'pallet-label' ? 'PL' : 'DM'}-${String(k).padStart(3, '0')}`;
        const line = [
          `printer=${name}`,
          `site=${site}`,
          `role=${role}`,
          `host=10.${net}.3.${host++}`,
          `model=${hi ? 'ZT411-300' : oneOf(random, ['ZT411-203', 'ZT411-203', 'ZD621-203'])}`,
          `fw=${oneOf(random, ['V85.20.23Z', 'V85.20.23Z', 'V85.21.05Z'])}`,
          `dpi=${dpi}`,
          `width=${width}`,
          `length=${length}`,
          `darkness=${between(random, 18, 24)}`,
          `speed=${oneOf(random, [5, 6, 6, 8])}`,
          `tear_off=${between(random, -8, 8)}`,
          `method=${role === 'pallet-label' ? 'TT' : 'DT'}`,
          `state=${oneOf(random, ['idle', 'idle', 'printing', 'idle', 'paused'])}`,
          `jobs_today=${role === 'pack-bench' ? between(random, 200, 1_900) : between(random, 10, 400)}`,
          `last_job=${isoBst(T(15, 6) + pick(random, 4 * 60) * MINUTE + pick(random, 60) * 1_000)}`,
        ].join(' ');
        lines.push(line);
        if (odd) needle = line;
      }
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'One of the pack bench label printers has been set up for a different size of label to all the others, and every label it prints runs over onto the next one. Which printer is it?';
  return probe('round 22: label printer fleet logfmt', ask, 'run_shell', output, 'printer', needle);
}

export function roundTwentyTwo(): EconomicsTask[] {
  return [
    wmsShipmentsApi(),
    routePlannerJson(),
    inboundAsnXml(),
    dockAppointmentsYaml(),
    edi856ShipNotices(),
    scannerMdmExport(),
    sorterAlarmLog(),
    trackingPageNginxLog(),
    returnsPortalCsv(),
    slottingMasterCsv(),
    coldStoreLoggerSummary(),
    labelPrinterFleetLogfmt(),
  ];
}
