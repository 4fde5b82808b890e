/**
 * Probe round 44, written blind: a parcel courier, Brackenway Parcels (depots and sortation hubs, driver
 * routes and handheld scanners, customs declarations for cross-border parcels, the tracking API and
 * customer notifications, returns, its cloud platform and on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - tracking api batch (minified JSON): what went wrong when the driver tried to deliver a retailer's order, and when.
 *  - customs export declarations (one-line XML): the commodity code declared for the glasses in a parcel to Cork.
 *  - labeller sort map (minified JS chunk): which depot delivers an Orkney postcode, and in how many days.
 * b. The answer a few lines away from the line the question's words match:
 *  - driver roster (YAML): the registration of the van a driver has tomorrow.
 *  - customs worker log (Java stack traces): which line of the company's own code threw the null pointer in the early-hours crash.
 *  - open returns (pretty JSON): which shop a customer chose to take her return to.
 * c. A question that paraphrases the output or carries a preamble:
 *  - SMS provider export (CSV), preamble: whether a customer's morning text got through to him.
 *  - handheld POD events (JSON lines), preamble and paraphrase: where the driver said he left a parcel.
 *  - on-call incident log, paraphrase: who picked up Sunday night's page about slow label printing after it was passed on.
 * d. One value unlike its peers:
 *  - EV van telematics (table): which van used far more battery for its distance than the others.
 *  - kafka consumer groups (table): which partition is far behind the rest of its group.
 *  - customs lines (CSV): which parcel's declared weight can't be right for what is in it.
 * Not among the bench's targets.
 * First run, at b4a66c1 (with this file; `ROUNDS=44 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,428,278 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 176cebb, the head before this round's stop began,
 * finds 6/12 as well (45,209 tokens).
 *   round 44: tracking api batch
 *     codex: 6,375 tokens, peak 6,265, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,903 tokens, peak 870, 0/1 needles, 1 read-backs
 *     ours: 1,892 tokens, peak 930, 0/1 needles, 1 read-backs
 *   round 44: customs export declarations xml
 *     codex: 6,534 tokens, peak 6,441, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,858 tokens, peak 1,094, 0/1 needles, 2 read-backs
 *     ours: 2,978 tokens, peak 1,304, 0/1 needles, 2 read-backs
 *   round 44: labeller sort map js
 *     codex: 288 tokens, peak 184, 0/1 needles, 0 read-backs
 *     context-chef: 906 tokens, peak 802, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,738 tokens, peak 835, 1/1 needles, 1 read-backs
 *     ours: 1,127 tokens, peak 825, 1/1 needles, 0 read-backs
 *   round 44: driver roster yaml
 *     codex: 14,055 tokens, peak 13,976, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,013 tokens, peak 1,515, 1/1 needles, 2 read-backs
 *     ours: 1,903 tokens, peak 933, 1/1 needles, 1 read-backs
 *   round 44: customs worker log stack trace
 *     codex: 16,663 tokens, peak 16,571, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 723, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,489 tokens, peak 1,192, 0/1 needles, 1 read-backs
 *     ours: 960 tokens, peak 670, 0/1 needles, 0 read-backs
 *   round 44: open returns pretty json
 *     codex: 12,731 tokens, peak 12,638, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,929 tokens, peak 1,291, 0/1 needles, 4 read-backs
 *     ours: 4,343 tokens, peak 934, 0/1 needles, 4 read-backs
 *   round 44: sms provider csv, preamble
 *     codex: 16,847 tokens, peak 16,736, 0/1 needles, 0 read-backs
 *     context-chef: 861 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,796 tokens, peak 4,100, 0/1 needles, 2 read-backs
 *     ours: 7,622 tokens, peak 4,131, 0/1 needles, 2 read-backs
 *   round 44: handheld pod events, preamble and paraphrase
 *     codex: 15,734 tokens, peak 15,623, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 763, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,059 tokens, peak 2,989, 0/1 needles, 4 read-backs
 *     ours: 6,149 tokens, peak 2,526, 1/1 needles, 4 read-backs
 *   round 44: on-call incident log, paraphrase
 *     codex: 15,211 tokens, peak 15,114, 0/1 needles, 0 read-backs
 *     context-chef: 786 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,313 tokens, peak 1,377, 0/1 needles, 4 read-backs
 *     ours: 4,585 tokens, peak 980, 0/1 needles, 4 read-backs
 *   round 44: ev telematics table
 *     codex: 17,815 tokens, peak 17,728, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 741, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,412 tokens, peak 2,754, 0/1 needles, 2 read-backs
 *     ours: 5,389 tokens, peak 2,868, 1/1 needles, 2 read-backs
 *   round 44: kafka consumer lag
 *     codex: 15,874 tokens, peak 15,785, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,781 tokens, peak 1,263, 0/1 needles, 4 read-backs
 *     ours: 4,280 tokens, peak 925, 1/1 needles, 4 read-backs
 *   round 44: customs lines csv
 *     codex: 20,591 tokens, peak 20,490, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 859, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,797 tokens, peak 1,461, 0/1 needles, 4 read-backs
 *     ours: 4,003 tokens, peak 880, 1/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: UK winter time, so local time is UTC. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** `2026-11-18T14:12:37Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-18 14:12:37` */
const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
/** `07:42` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const seconds = (random: () => number) => pick(random, 60) * SECOND;

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

/** Depots: code, site, and the postcode area most of their drops are in. */
const DEPOTS: readonly (readonly [string, string, string])[] = [
  ['ABD', 'Aberdeen Dyce', 'AB'],
  ['INV', 'Inverness Longman', 'IV'],
  ['EDI', 'Edinburgh Newbridge', 'EH'],
  ['GLA', 'Glasgow Eurocentral', 'G'],
  ['NCL', 'Newcastle Team Valley', 'NE'],
  ['LDS', 'Leeds Stourton', 'LS'],
  ['MAN', 'Manchester Trafford Park', 'M'],
  ['LPL', 'Liverpool Speke', 'L'],
  ['SHF', 'Sheffield Tinsley', 'S'],
  ['NTM', 'Nottingham Colwick', 'NG'],
  ['BHM', 'Birmingham Minworth', 'B'],
  ['COV', 'Coventry Ryton', 'CV'],
  ['LEI', 'Leicester Braunstone', 'LE'],
  ['NOR', 'Norwich Longwater', 'NR'],
  ['CBG', 'Cambridge Milton', 'CB'],
  ['OXF', 'Oxford Kidlington', 'OX'],
  ['RDG', 'Reading Theale', 'RG'],
  ['SWN', 'Swindon Westlea', 'SN'],
  ['BRS', 'Bristol Avonmouth', 'BS'],
  ['CDF', 'Cardiff Wentloog', 'CF'],
  ['SWA', 'Swansea Llansamlet', 'SA'],
  ['EXE', 'Exeter Sowton', 'EX'],
  ['PLY', 'Plymouth Langage', 'PL'],
  ['TRU', 'Truro Threemilestone', 'TR'],
  ['SOU', 'Southampton Nursling', 'SO'],
  ['BTN', 'Brighton Hollingbury', 'BN'],
  ['CRD', 'Croydon Purley Way', 'CR'],
  ['ENF', 'Enfield Brimsdown', 'EN'],
  ['PRK', 'Park Royal', 'NW'],
  ['DTF', 'Dartford Crossways', 'DA'],
  ['CHM', 'Chelmsford Springfield', 'CM'],
  ['MKY', 'Milton Keynes Kiln Farm', 'MK'],
  ['BEL', 'Belfast Duncrue', 'BT'],
];
/** Sortation hubs: code and name. */
const HUBS: readonly (readonly [string, string])[] = [
  ['DIR', 'Daventry hub'],
  ['WRN', 'Warrington hub'],
  ['BSH', 'Bellshill hub'],
];
const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Eilidh',
  'Femi',
  'Grace',
  'Harvey',
  'Imran',
  'Jodie',
  'Kieran',
  'Leah',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Paige',
  'Rhys',
  'Sana',
  'Toby',
  'Una',
  'Vikram',
  'Wiktoria',
  'Yasmin',
  'Zac',
  'Bronwen',
  'Conor',
  'Dilys',
  'Ethan',
  'Farah',
  'Gethin',
];
const LAST = [
  'Adeyemi',
  'Baxter',
  'Chowdhury',
  'Dunne',
  'Ellison',
  'Fraser',
  'Gallagher',
  'Hussain',
  'Iqbal',
  'Jones',
  'Kaur',
  'Lewandowski',
  'McAllister',
  'Ndlovu',
  'Pritchard',
  'Quinn',
  'Rahman',
  'Sutherland',
  'Thomas',
  'Usman',
  'Vaughan',
  'Whitfield',
  'Yilmaz',
  'Bowen',
  'Cartwright',
  'Daly',
  'Evans',
  'Gill',
  'Heron',
  'Mistry',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
/** A UK postcode in `area`: `BS7 8QT`. */
const postcode = (random: () => number, area: string) =>
  `${area}${between(random, 1, area.length === 1 ? 40 : 20)} ${between(random, 0, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
/** Online shops that send with the courier. */
const RETAILERS = [
  'Northcote Home Ltd',
  'Fenwick & Hale',
  'Puffin Outdoor Co',
  'Marlow Tea Merchants',
  'Kinloch Knitwear',
  'Brightside Electricals',
  'Oxbow Books',
  'Little Acre Toys',
  'Harbour Skincare',
  'Thistle & Thread',
];

/** `GET /v3/tracking/batch`: a retailer's parcels of the last two days as one line of JSON; one order's failed delivery. */
function trackingBatchApi(): EconomicsTask {
  const random = seededRandom(44_001);
  const ATTEMPTS = [
    'No answer, no safe place, card left',
    'No answer, card left',
    'No access to building, card left',
    'Recipient not known at address',
    'Customer asked for delivery another day',
    'Address incomplete, flat number missing',
  ];
  const SAFE = ['Front porch', 'Behind side gate', 'Garage', 'Shed', 'Recycling box', 'Meter cupboard', 'Back door', 'Greenhouse'];
  const used = new Set<string>(['SO-118274', 'SO-118247']);
  const reference = () => {
    let r = '';
    while (!r || used.has(r)) r = `SO-1${digits(random, 5)}`;
    used.add(r);
    return r;
  };
  interface Ev {
    timestamp: string;
    code: string;
    description: string;
    detail?: string;
    location: { depot: string; name: string };
    route?: string;
  }
  const record = (ref: string, outcome: 'delivered' | 'attempted' | 'transit', attempt?: { t: number; detail: string; depot: number }) => {
    const [depot, depotName, area] = DEPOTS[attempt?.depot ?? pick(random, DEPOTS.length)]!;
    const hub = area === 'AB' || area === 'IV' || area === 'EH' || area === 'G' ? HUBS[2]! : oneOf(random, HUBS.slice(0, 2));
    const route = `${depot}-R${String(between(random, 1, 60)).padStart(3, '0')}`;
    const collected = T(17, 16) + pick(random, 150) * MINUTE + seconds(random);
    const atHub = collected + between(random, 300, 420) * MINUTE + seconds(random);
    const leftHub = atHub + between(random, 40, 160) * MINUTE + seconds(random);
    const atDepot = T(18, 4) + pick(random, 120) * MINUTE + seconds(random);
    const out = T(18, 7, 10) + pick(random, 70) * MINUTE + seconds(random);
    const here = { depot, name: depotName };
    const events: Ev[] = [
      {
        timestamp: isoZ(collected),
        code: 'COLLECTED',
        description: 'Collected from sender',
        location: { depot: 'MKY', name: 'Milton Keynes Kiln Farm' },
      },
      { timestamp: isoZ(atHub), code: 'ARRIVED_AT_HUB', description: `Arrived at ${hub[1]}`, location: { depot: hub[0], name: hub[1] } },
      {
        timestamp: isoZ(leftHub),
        code: 'DEPARTED_HUB',
        description: 'Sorted and on its way to the delivery depot',
        location: { depot: hub[0], name: hub[1] },
      },
      { timestamp: isoZ(atDepot), code: 'ARRIVED_AT_DEPOT', description: 'Arrived at delivery depot', location: here },
    ];
    let status = { code: 'AT_DEPOT', description: 'At the delivery depot', updated_at: isoZ(atDepot) };
    if (outcome !== 'transit' || random() < 0.5) {
      events.push({ timestamp: isoZ(out), code: 'OUT_FOR_DELIVERY', description: 'Out for delivery', location: here, route });
      status = { code: 'OUT_FOR_DELIVERY', description: 'With the driver today', updated_at: isoZ(out) };
    }
    if (outcome === 'delivered') {
      const t = out + between(random, 40, 480) * MINUTE + seconds(random);
      const how = pick(random, 3);
      events.push({
        timestamp: isoZ(t),
        code: 'DELIVERED',
        description: ['Delivered to recipient', 'Delivered to safe place', 'Delivered to neighbour'][how]!,
        detail:
          how === 0
            ? `Signed: ${oneOf(random, LAST).toUpperCase()}`
            : how === 1
              ? `Safe place: ${oneOf(random, SAFE)}`
              : `Neighbour at No. ${between(random, 1, 90)}`,
        location: here,
        route,
      });
      status = { code: 'DELIVERED', description: 'Delivered', updated_at: isoZ(t) };
    } else if (outcome === 'attempted') {
      const t = attempt?.t ?? out + between(random, 40, 480) * MINUTE + seconds(random);
      events.push({
        timestamp: isoZ(t),
        code: 'DELIVERY_ATTEMPTED',
        description: 'Delivery attempted',
        detail: attempt?.detail ?? oneOf(random, ATTEMPTS),
        location: here,
        route,
      });
      const back = T(18, 17, 30) + pick(random, 90) * MINUTE + seconds(random);
      events.push({
        timestamp: isoZ(back),
        code: 'RETURNED_TO_DEPOT',
        description: 'Back at the depot, we will try again next working day',
        location: here,
      });
      status = { code: 'EXCEPTION', description: 'Delivery exception', updated_at: isoZ(back) };
    }
    return {
      tracking_number: `BW${digits(random, 11)}`,
      customer_reference: ref,
      service: oneOf(random, ['NEXT_DAY', 'NEXT_DAY', 'NEXT_DAY_PRE_12', 'TWO_DAY']),
      weight_kg: Number((0.2 + random() * 14).toFixed(2)),
      recipient: { name: `${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`, postcode: postcode(random, area) },
      status,
      estimated_delivery: outcome === 'attempted' ? '2026-11-19' : '2026-11-18',
      events,
    };
  };
  const count = 950;
  const results: object[] = [];
  for (let i = 0; i < count; i++) {
    const r = random();
    results.push(record(reference(), r < 0.72 ? 'delivered' : r < 0.84 ? 'attempted' : 'transit'));
  }
  const prk = DEPOTS.findIndex(([code]) => code === 'PRK');
  const detail = 'Gate code not accepted, no answer on the intercom';
  const target = record('SO-118274', 'attempted', { t: T(18, 14, 12, 37), detail, depot: prk });
  results[Math.floor(count * 0.51)] = target;
  results[Math.floor(count * 0.46)] = record('SO-118247', 'attempted', {
    t: T(18, 11, 3, 52),
    detail: 'No answer, no safe place, card left',
    depot: prk,
  });
  const event = JSON.stringify(target.events.find((e) => e.code === 'DELIVERY_ATTEMPTED'));
  const needle = event.slice(1, event.indexOf(',"location"'));
  const output = `${JSON.stringify({
    account: 'ACC-20417',
    account_name: 'Northcote Home Ltd',
    generated_at: isoZ(T(19, 8, 52, 10)),
    query: { shipped_from: '2026-11-17', shipped_to: '2026-11-18' },
    count,
    results,
  })}\n`;
  const ask =
    "I look after deliveries at Northcote Home. One of our customers, order SO-118274, says her parcel still hasn't turned up and the tracking just shows it going back to your depot. What went wrong when your driver tried to deliver it, and what time was that?";
  return probe('round 44: tracking api batch', ask, 'http_get', output, 'attempt', needle, true);
}

/** The night's export declarations for parcels to the EU, as one line of XML; one consignee's glasses. */
function customsExportXml(): EconomicsTask {
  const random = seededRandom(44_002);
  /** Goods: description, commodity code, net kg a unit, GBP a unit. */
  const GOODS: readonly (readonly [string, string, number, number])[] = [
    ['Merino wool throw 130x180cm', '63012090', 0.95, 89],
    ['Lambswool jumper, womens', '61101130', 0.38, 65],
    ['Cotton T-shirt, printed', '61091000', 0.17, 18],
    ['Leather handbag', '42022100', 0.72, 120],
    ['Stoneware mug', '69120085', 0.36, 14],
    ['Porcelain dinner plate', '69111000', 0.55, 16],
    ['Scented soy candle 200g', '34060000', 0.31, 22],
    ['Hardback book', '49019900', 0.62, 20],
    ['Loose leaf black tea 250g', '09023000', 0.27, 12],
    ['All butter shortbread 400g', '19053199', 0.43, 8],
    ['Silicone phone case', '39269097', 0.04, 15],
    ['Wireless headphones', '85183000', 0.25, 79],
    ['Running shoes, textile upper', '64041100', 0.61, 95],
    ['Stainless steel water bottle 750ml', '73239300', 0.34, 24],
    ['Board game', '95049080', 1.1, 35],
    ['Jigsaw puzzle 1000 pieces', '95030079', 0.68, 17],
    ['Face moisturiser 50ml', '33049900', 0.09, 28],
    ['Sterling silver necklace', '71131100', 0.02, 75],
    ['Oak chopping board', '44191900', 1.35, 38],
    ['Cotton bath towel', '63026000', 0.6, 19],
    ['Glass tumblers, set of 6', '70133799', 1.4, 24],
    ['Tweed flat cap', '65050090', 0.12, 45],
  ];
  const PLACES: readonly (readonly [string, string, (r: () => number) => string])[] = [
    ['IE', 'Dublin', (r) => `D${pad2(between(r, 1, 24))} ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Dublin', (r) => `D${pad2(between(r, 1, 24))} ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Cork', (r) => `${oneOf(r, ['T12', 'T23'])} ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Galway', (r) => `H91 ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Limerick', (r) => `V94 ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Waterford', (r) => `X91 ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['IE', 'Kilkenny', (r) => `R95 ${chars(r, 'ACDEFHKNPRTVWXY0123456789', 4)}`],
    ['FR', 'Paris', (r) => `750${pad2(between(r, 1, 20))}`],
    ['FR', 'Lyon', (r) => `6900${between(r, 1, 9)}`],
    ['DE', 'Berlin', (r) => `10${between(r, 115, 999)}`],
    ['DE', 'Hamburg', (r) => `20${between(r, 95, 999)}`.padEnd(5, '0')],
    ['NL', 'Amsterdam', (r) => `10${between(r, 11, 99)} ${chars(r, 'ABCDEFGHJKLMNPRSTVWXZ', 2)}`],
    ['BE', 'Antwerpen', (r) => `20${pad2(between(r, 0, 99))}`],
    ['ES', 'Madrid', (r) => `280${pad2(between(r, 1, 55))}`],
    ['IT', 'Milano', (r) => `201${pad2(between(r, 21, 62))}`],
  ];
  const IRISH_FIRST = ['Aoife', 'Ciaran', 'Siobhan', 'Padraig', 'Orla', 'Eoin', 'Niamh', 'Cathal', 'Roisin', 'Fergal', 'Grainne', 'Donal'];
  const IRISH_LAST = [
    'Murphy',
    "O'Brien",
    'Walsh',
    'Byrne',
    'Ryan',
    "O'Connor",
    'Kavanagh',
    'Doherty',
    'Brennan',
    'Fitzgerald',
    'Lynch',
    'Keane',
  ];
  const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
    FR: ['Camille Laurent', 'Julien Moreau', 'Claire Dubois', 'Antoine Lefevre', 'Manon Girard'],
    DE: ['Lukas Becker', 'Anna Schmidt', 'Jonas Wagner', 'Lea Hoffmann', 'Felix Braun'],
    NL: ['Daan de Vries', 'Sanne Bakker', 'Thijs Visser', 'Femke Jansen'],
    BE: ['Lotte Peeters', 'Wout Maes', 'Elise Claes'],
    ES: ['Lucia Garcia', 'Pablo Martin', 'Carmen Ruiz'],
    IT: ['Giulia Romano', 'Matteo Ricci', 'Chiara Conti'],
  };
  const STREETS_IE = [
    'Main Street',
    'Church Road',
    'Oliver Plunkett Street',
    'Patrick Street',
    'Summerhill',
    'College Road',
    'Ballinlough Road',
    'Quay Street',
  ];
  const CONSIGNORS: readonly (readonly [string, string, string])[] = RETAILERS.map((name, i) => [
    name,
    `GB${String(123_456_780_000 + i * 7_919_113).padStart(12, '0')}`,
    ['Milton Keynes', 'Leeds', 'Bristol', 'Manchester', 'Edinburgh', 'Birmingham', 'Oxford', 'Norwich', 'Brighton', 'Glasgow'][i]!,
  ]);
  const goodsItem = (seq: number, goods: readonly [string, string, number, number], qty = oneOf(random, [1, 1, 1, 2, 2, 3, 4])) =>
    `<GoodsItem seq="${seq}"><Description>${goods[0]}</Description><CommodityCode>${goods[1]}</CommodityCode><Origin>${oneOf(random, ['GB', 'GB', 'GB', 'CN', 'PT', 'IN'])}</Origin><Quantity>${qty}</Quantity><NetMassKg>${(goods[2] * qty * (0.95 + random() * 0.1)).toFixed(3)}</NetMassKg><Value currency="GBP">${(goods[3] * qty * (0.85 + random() * 0.3)).toFixed(2)}</Value></GoodsItem>`;
  const xmlName = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  const declaration = (
    t: number,
    place: (typeof PLACES)[number],
    name: string,
    goods: readonly (readonly [string, string, number, number])[],
    street = `${between(random, 1, 140)} ${oneOf(random, STREETS_IE)}`,
  ) => {
    const consignor = oneOf(random, CONSIGNORS);
    const items = goods.map((g, k) => goodsItem(k + 1, g)).join('');
    const gross = goods.reduce((s, g) => s + g[2], 0) * 1.6 + 0.2 + random() * 0.4;
    return (
      `<Declaration lrn="26GB${chars(random, `${LETTERS}0123456789`, 14)}" type="EX" additionalType="B1" procedure="1000" status="${oneOf(random, ['ACCEPTED', 'ACCEPTED', 'CLEARED', 'CLEARED', 'CLEARED'])}" mrn="26GBE${chars(random, `${LETTERS}0123456789`, 13)}" lodged="${isoZ(t)}">` +
      `<Consignment trackingNumber="BW${digits(random, 11)}" packages="1" grossMassKg="${gross.toFixed(3)}" transportMode="4" exitOffice="${place[0] === 'IE' ? 'GB000060' : 'GB000080'}">` +
      `<Consignor eori="${consignor[1]}"><Name>${xmlName(consignor[0])}</Name><City>${consignor[2]}</City><Country>GB</Country></Consignor>` +
      `<Consignee><Name>${xmlName(name)}</Name><Street>${xmlName(street)}</Street><City>${place[1]}</City><PostCode>${place[2](random)}</PostCode><Country>${place[0]}</Country></Consignee>` +
      `${items}</Consignment></Declaration>`
    );
  };
  const nameFor = (country: string) =>
    country === 'IE' ? `${oneOf(random, IRISH_FIRST)} ${oneOf(random, IRISH_LAST)}` : oneOf(random, OTHER_NAMES[country]!);
  const COUNT = 1_100;
  const start = T(18, 18);
  const declarations: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, PLACES);
    const goods = Array.from({ length: oneOf(random, [1, 1, 2, 2, 3, 4]) }, () => oneOf(random, GOODS));
    declarations.push(declaration(start + i * 14 * SECOND + seconds(random), place, nameFor(place[0]), goods));
  }
  const cork = PLACES[2]!;
  const galway = PLACES[3]!;
  const throwGoods = GOODS[0]!;
  const crystal = ['Lead crystal whisky tumblers, set of 4', '70133391', 1.3, 85] as const;
  const at = Math.floor(COUNT * 0.5);
  declarations[at] = declaration(start + at * 14 * SECOND, cork, 'Declan Moriarty', [throwGoods, crystal], '14 Ballinlough Road');
  const i2 = Math.floor(COUNT * 0.43);
  declarations[i2] = declaration(start + i2 * 14 * SECOND, cork, 'Fergal Lynch', [GOODS[20]!, GOODS[9]!]);
  const i3 = Math.floor(COUNT * 0.57);
  declarations[i3] = declaration(start + i3 * 14 * SECOND, galway, 'Siobhan Moriarty', [throwGoods, GOODS[4]!]);
  const output = `<?xml version="1.0" encoding="UTF-8"?><ExportDeclarations xmlns="urn:brackenway:customs:export:2" batch="EXD-20261118-N2" declarant="GB683920114000" representative="indirect" from="${isoZ(start)}" to="${isoZ(start + COUNT * 14 * SECOND)}" count="${COUNT}">${declarations.join('')}</ExportDeclarations>\n`;
  const needle = `<Description>${crystal[0]}</Description><CommodityCode>${crystal[1]}</CommodityCode>`;
  const ask =
    'Irish Revenue have queried one of the parcels we sent over to Declan Moriarty in Cork. He ordered a wool throw and some crystal whiskey glasses. What commodity code did we declare the glasses under?';
  return probe('round 44: customs export declarations xml', ask, 'http_get', output, 'commodity code', needle, true);
}

/** The web labeller's sort map, a minified webpack chunk: one entry per postcode sector; an Orkney sector's depot and days. */
function labellerSortMapJs(): EconomicsTask {
  const random = seededRandom(44_003);
  /** Postcode areas: area, post town, first and last district, depot, hub, band. */
  const AREAS: readonly (readonly [string, string, number, number, string, string, string])[] = [
    ['AB', 'ABERDEEN', 10, 56, 'ABD', 'BSH', 'A'],
    ['AL', 'ST. ALBANS', 1, 10, 'ENF', 'DIR', 'A'],
    ['B', 'BIRMINGHAM', 1, 99, 'BHM', 'DIR', 'A'],
    ['BA', 'BATH', 1, 22, 'BRS', 'DIR', 'A'],
    ['BB', 'BLACKBURN', 1, 18, 'MAN', 'WRN', 'A'],
    ['BD', 'BRADFORD', 1, 24, 'LDS', 'WRN', 'A'],
    ['BH', 'BOURNEMOUTH', 1, 25, 'SOU', 'DIR', 'A'],
    ['BL', 'BOLTON', 0, 9, 'MAN', 'WRN', 'A'],
    ['BN', 'BRIGHTON', 1, 45, 'BTN', 'DIR', 'A'],
    ['BR', 'BROMLEY', 1, 8, 'DTF', 'DIR', 'A'],
    ['BS', 'BRISTOL', 1, 49, 'BRS', 'DIR', 'A'],
    ['BT', 'BELFAST', 1, 94, 'BEL', 'WRN', 'NI'],
    ['CA', 'CARLISLE', 1, 28, 'NCL', 'WRN', 'A'],
    ['CB', 'CAMBRIDGE', 1, 25, 'CBG', 'DIR', 'A'],
    ['CF', 'CARDIFF', 3, 91, 'CDF', 'DIR', 'A'],
    ['CH', 'CHESTER', 1, 66, 'LPL', 'WRN', 'A'],
    ['CM', 'CHELMSFORD', 0, 24, 'CHM', 'DIR', 'A'],
    ['CO', 'COLCHESTER', 1, 16, 'CHM', 'DIR', 'A'],
    ['CR', 'CROYDON', 0, 9, 'CRD', 'DIR', 'A'],
    ['CT', 'CANTERBURY', 1, 21, 'DTF', 'DIR', 'A'],
    ['CV', 'COVENTRY', 1, 47, 'COV', 'DIR', 'A'],
    ['CW', 'CREWE', 1, 12, 'MAN', 'WRN', 'A'],
    ['DA', 'DARTFORD', 1, 18, 'DTF', 'DIR', 'A'],
    ['DD', 'DUNDEE', 1, 11, 'EDI', 'BSH', 'A'],
    ['DE', 'DERBY', 1, 75, 'NTM', 'DIR', 'A'],
    ['DG', 'DUMFRIES', 1, 16, 'GLA', 'BSH', 'A'],
    ['DH', 'DURHAM', 1, 9, 'NCL', 'WRN', 'A'],
    ['DL', 'DARLINGTON', 1, 17, 'NCL', 'WRN', 'A'],
    ['DN', 'DONCASTER', 1, 41, 'SHF', 'WRN', 'A'],
    ['DT', 'DORCHESTER', 1, 11, 'SOU', 'DIR', 'A'],
    ['DY', 'DUDLEY', 1, 14, 'BHM', 'DIR', 'A'],
    ['E', 'LONDON', 1, 20, 'ENF', 'DIR', 'A'],
    ['EC', 'LONDON', 1, 4, 'PRK', 'DIR', 'A'],
    ['EH', 'EDINBURGH', 1, 55, 'EDI', 'BSH', 'A'],
    ['EN', 'ENFIELD', 1, 11, 'ENF', 'DIR', 'A'],
    ['EX', 'EXETER', 1, 39, 'EXE', 'DIR', 'A'],
    ['FK', 'FALKIRK', 1, 21, 'GLA', 'BSH', 'A'],
    ['FY', 'BLACKPOOL', 1, 8, 'MAN', 'WRN', 'A'],
    ['G', 'GLASGOW', 1, 84, 'GLA', 'BSH', 'A'],
    ['GL', 'GLOUCESTER', 1, 56, 'SWN', 'DIR', 'A'],
    ['GU', 'GUILDFORD', 1, 52, 'RDG', 'DIR', 'A'],
    ['GY', 'GUERNSEY', 1, 10, 'SOU', 'DIR', 'CI'],
    ['HA', 'HARROW', 0, 9, 'PRK', 'DIR', 'A'],
    ['HD', 'HUDDERSFIELD', 1, 9, 'LDS', 'WRN', 'A'],
    ['HG', 'HARROGATE', 1, 5, 'LDS', 'WRN', 'A'],
    ['HP', 'HEMEL HEMPSTEAD', 1, 23, 'MKY', 'DIR', 'A'],
    ['HR', 'HEREFORD', 1, 9, 'SWN', 'DIR', 'A'],
    ['HS', 'ISLE OF LEWIS', 1, 9, 'INV', 'BSH', 'H2'],
    ['HU', 'HULL', 1, 20, 'SHF', 'WRN', 'A'],
    ['HX', 'HALIFAX', 1, 7, 'LDS', 'WRN', 'A'],
    ['IG', 'ILFORD', 1, 11, 'CHM', 'DIR', 'A'],
    ['IM', 'ISLE OF MAN', 1, 9, 'LPL', 'WRN', 'IOM'],
    ['IP', 'IPSWICH', 1, 33, 'NOR', 'DIR', 'A'],
    ['IV', 'INVERNESS', 1, 63, 'INV', 'BSH', 'H1'],
    ['JE', 'JERSEY', 1, 4, 'SOU', 'DIR', 'CI'],
    ['KA', 'KILMARNOCK', 1, 30, 'GLA', 'BSH', 'A'],
    ['KT', 'KINGSTON UPON THAMES', 1, 24, 'CRD', 'DIR', 'A'],
    ['KW', 'WICK', 1, 17, 'INV', 'BSH', 'H1'],
    ['KY', 'KIRKCALDY', 1, 16, 'EDI', 'BSH', 'A'],
    ['L', 'LIVERPOOL', 1, 40, 'LPL', 'WRN', 'A'],
    ['LA', 'LANCASTER', 1, 23, 'MAN', 'WRN', 'A'],
    ['LD', 'LLANDRINDOD WELLS', 1, 8, 'SWA', 'DIR', 'A'],
    ['LE', 'LEICESTER', 1, 67, 'LEI', 'DIR', 'A'],
    ['LL', 'LLANDUDNO', 11, 78, 'LPL', 'WRN', 'A'],
    ['LN', 'LINCOLN', 1, 13, 'NTM', 'DIR', 'A'],
    ['LS', 'LEEDS', 1, 29, 'LDS', 'WRN', 'A'],
    ['LU', 'LUTON', 1, 7, 'MKY', 'DIR', 'A'],
    ['M', 'MANCHESTER', 1, 50, 'MAN', 'WRN', 'A'],
    ['ME', 'ROCHESTER', 1, 20, 'DTF', 'DIR', 'A'],
    ['MK', 'MILTON KEYNES', 1, 46, 'MKY', 'DIR', 'A'],
    ['ML', 'MOTHERWELL', 1, 12, 'GLA', 'BSH', 'A'],
    ['N', 'LONDON', 1, 22, 'ENF', 'DIR', 'A'],
    ['NE', 'NEWCASTLE UPON TYNE', 1, 71, 'NCL', 'WRN', 'A'],
    ['NG', 'NOTTINGHAM', 1, 34, 'NTM', 'DIR', 'A'],
    ['NN', 'NORTHAMPTON', 1, 18, 'MKY', 'DIR', 'A'],
    ['NP', 'NEWPORT', 4, 44, 'CDF', 'DIR', 'A'],
    ['NR', 'NORWICH', 1, 35, 'NOR', 'DIR', 'A'],
    ['NW', 'LONDON', 1, 11, 'PRK', 'DIR', 'A'],
    ['OL', 'OLDHAM', 1, 16, 'MAN', 'WRN', 'A'],
    ['OX', 'OXFORD', 1, 49, 'OXF', 'DIR', 'A'],
    ['PA', 'PAISLEY', 1, 80, 'GLA', 'BSH', 'A'],
    ['PE', 'PETERBOROUGH', 1, 38, 'CBG', 'DIR', 'A'],
    ['PH', 'PERTH', 1, 50, 'EDI', 'BSH', 'A'],
    ['PL', 'PLYMOUTH', 1, 35, 'PLY', 'DIR', 'A'],
    ['PO', 'PORTSMOUTH', 1, 41, 'SOU', 'DIR', 'A'],
    ['PR', 'PRESTON', 0, 26, 'MAN', 'WRN', 'A'],
    ['RG', 'READING', 1, 45, 'RDG', 'DIR', 'A'],
    ['RH', 'REDHILL', 1, 20, 'CRD', 'DIR', 'A'],
    ['RM', 'ROMFORD', 1, 20, 'CHM', 'DIR', 'A'],
    ['S', 'SHEFFIELD', 1, 81, 'SHF', 'WRN', 'A'],
    ['SA', 'SWANSEA', 1, 73, 'SWA', 'DIR', 'A'],
    ['SE', 'LONDON', 1, 28, 'DTF', 'DIR', 'A'],
    ['SG', 'STEVENAGE', 1, 19, 'ENF', 'DIR', 'A'],
    ['SK', 'STOCKPORT', 1, 23, 'MAN', 'WRN', 'A'],
    ['SL', 'SLOUGH', 0, 9, 'RDG', 'DIR', 'A'],
    ['SM', 'SUTTON', 1, 7, 'CRD', 'DIR', 'A'],
    ['SN', 'SWINDON', 1, 26, 'SWN', 'DIR', 'A'],
    ['SO', 'SOUTHAMPTON', 14, 53, 'SOU', 'DIR', 'A'],
    ['SP', 'SALISBURY', 1, 11, 'SOU', 'DIR', 'A'],
    ['SR', 'SUNDERLAND', 1, 8, 'NCL', 'WRN', 'A'],
    ['SS', 'SOUTHEND-ON-SEA', 0, 17, 'CHM', 'DIR', 'A'],
    ['ST', 'STOKE-ON-TRENT', 1, 21, 'BHM', 'DIR', 'A'],
    ['SW', 'LONDON', 1, 20, 'CRD', 'DIR', 'A'],
    ['SY', 'SHREWSBURY', 1, 25, 'BHM', 'DIR', 'A'],
    ['TA', 'TAUNTON', 1, 24, 'EXE', 'DIR', 'A'],
    ['TD', 'GALASHIELS', 1, 15, 'EDI', 'BSH', 'A'],
    ['TF', 'TELFORD', 1, 13, 'BHM', 'DIR', 'A'],
    ['TN', 'TONBRIDGE', 1, 40, 'DTF', 'DIR', 'A'],
    ['TQ', 'TORQUAY', 1, 14, 'EXE', 'DIR', 'A'],
    ['TR', 'TRURO', 1, 27, 'TRU', 'DIR', 'A'],
    ['TS', 'MIDDLESBROUGH', 1, 29, 'NCL', 'WRN', 'A'],
    ['TW', 'TWICKENHAM', 1, 20, 'PRK', 'DIR', 'A'],
    ['UB', 'SOUTHALL', 1, 11, 'PRK', 'DIR', 'A'],
    ['W', 'LONDON', 1, 14, 'PRK', 'DIR', 'A'],
    ['WA', 'WARRINGTON', 1, 16, 'MAN', 'WRN', 'A'],
    ['WC', 'LONDON', 1, 2, 'PRK', 'DIR', 'A'],
    ['WD', 'WATFORD', 3, 25, 'ENF', 'DIR', 'A'],
    ['WF', 'WAKEFIELD', 1, 17, 'LDS', 'WRN', 'A'],
    ['WN', 'WIGAN', 1, 8, 'MAN', 'WRN', 'A'],
    ['WR', 'WORCESTER', 1, 15, 'BHM', 'DIR', 'A'],
    ['WS', 'WALSALL', 1, 15, 'BHM', 'DIR', 'A'],
    ['WV', 'WOLVERHAMPTON', 1, 16, 'BHM', 'DIR', 'A'],
    ['YO', 'YORK', 1, 62, 'LDS', 'WRN', 'A'],
    ['ZE', 'SHETLAND', 1, 3, 'INV', 'BSH', 'H2'],
  ];
  /** Districts with a post town and band of their own. */
  const SPECIAL: Readonly<Record<string, readonly [string, string]>> = {
    HS1: ['STORNOWAY', 'H2'],
    HS3: ['ISLE OF HARRIS', 'H2'],
    HS5: ['ISLE OF HARRIS', 'H2'],
    HS6: ['ISLE OF NORTH UIST', 'H2'],
    HS8: ['ISLE OF SOUTH UIST', 'H2'],
    HS9: ['ISLE OF BARRA', 'H2'],
    IV41: ['KYLE', 'H2'],
    IV51: ['PORTREE', 'H2'],
    IV55: ['ISLE OF SKYE', 'H2'],
    KW1: ['WICK', 'H1'],
    KW14: ['THURSO', 'H1'],
    KW15: ['KIRKWALL', 'H2'],
    KW16: ['STROMNESS', 'H2'],
    KW17: ['ORKNEY', 'H2'],
    PA20: ['ISLE OF BUTE', 'H2'],
    PA42: ['ISLE OF ISLAY', 'H2'],
    PA75: ['ISLE OF MULL', 'H2'],
    PA78: ['ISLE OF COLL', 'H2'],
    PH41: ['MALLAIG', 'H1'],
    TR21: ['ISLES OF SCILLY', 'H2'],
    PO30: ['NEWPORT', 'IOW'],
    PO31: ['COWES', 'IOW'],
    PO33: ['RYDE', 'IOW'],
    PO36: ['SANDOWN', 'IOW'],
  };
  const DAYS: Readonly<Record<string, number>> = { A: 1, H1: 2, H2: 3, NI: 2, IOM: 2, CI: 2, IOW: 1 };
  const lanes = new Map<string, string>();
  const lane = (depot: string, hub: string) => {
    if (!lanes.has(depot)) lanes.set(depot, `${hub.slice(0, 1)}${pad2(lanes.size + 3)}`);
    return lanes.get(depot)!;
  };
  const entries: string[] = [];
  for (const [area, town, from, to, depot, hub, band] of AREAS) {
    for (let d = from; d <= to; d++) {
      if (random() < 0.06 && !SPECIAL[`${area}${d}`]) continue;
      const [postTown, districtBand] = SPECIAL[`${area}${d}`] ?? [town, band];
      const sectors =
        area === 'KW' && d === 15 ? [1] : [...new Set(Array.from({ length: between(random, 1, 6) }, () => pick(random, 10)))].sort();
      for (const s of sectors) {
        const sector = `${area}${d} ${s}`;
        const days = DAYS[districtBand]!;
        const sat = districtBand === 'A' && random() < 0.9 ? 1 : 0;
        const islandLane = districtBand === 'H2' ? `${lane(depot, hub)}X` : lane(depot, hub);
        entries.push(JSON.stringify([sector, postTown, depot, hub, islandLane, days, districtBand, sat]));
      }
    }
  }
  const needle = entries.find((e) => e.startsWith('["KW15 1",'))!;
  const chunk =
    `"use strict";(self.webpackChunk_brackenway_labeller=self.webpackChunk_brackenway_labeller||[]).push([[842],{38417:(e,t,n)=>{n.d(t,{$o:()=>s,Fh:()=>c,U6:()=>l,lookup:()=>u});` +
    `const r=[${entries.join(',')}],` +
    `o={A:"Mainland",H1:"Highlands",H2:"Islands",NI:"Northern Ireland",IOM:"Isle of Man",CI:"Channel Islands",IOW:"Isle of Wight"},` +
    `a=["sector","town","depot","hub","lane","days","band","sat"],s=new Map(r.map((e=>[e[0],e]))),c=o,l="2026.11.3",` +
    `u=e=>{const t=String(e).toUpperCase().replace(/\\s+/g,""),n=t.slice(0,-3)+" "+t.slice(-3,-2),i=s.get(n);return i?Object.fromEntries(a.map(((e,t)=>[e,i[t]]))):null}},` +
    `51190:(e,t,n)=>{n.d(t,{Bx:()=>r});const r=e=>e.replace(/[^A-Z0-9]/gi,"").toUpperCase()}}]);`;
  const output = `/*! For license information please see 842.5d1c0a9e.chunk.js.LICENSE.txt */\n${chunk}\n//# sourceMappingURL=842.5d1c0a9e.chunk.js.map\n`;
  const ask =
    "Someone's trying to book a parcel to KW15 1TR, which is Kirkwall up in Orkney. What does the labeller's sort map have for that postcode: which depot delivers it, and how many days does it take?";
  return probe('round 44: labeller sort map js', ask, 'read_file', output, 'sort entry', needle, true);
}

/** `rosterctl export -o yaml`: tomorrow's routes at every depot; one driver's van. */
function driverRosterYaml(): EconomicsTask {
  const random = seededRandom(44_004);
  const VANS: readonly (readonly [string, number])[] = [
    ['Ford E-Transit 390 L3H2', 250],
    ['Ford E-Transit 390 L3H2', 250],
    ['Mercedes-Benz eSprinter 3.5t', 400],
    ['Vauxhall Movano Electric L3H2', 247],
    ['Renault Master E-Tech L3H2', 180],
    ['Ford Transit 350 L3H2', 0],
  ];
  const regs = new Set<string>();
  const reg = () => {
    let r = '';
    while (!r || regs.has(r))
      r = `${oneOf(random, ['WX', 'WR', 'WM', 'YK', 'YB', 'LK', 'LN', 'GX', 'GY', 'MK', 'MA', 'SN', 'SV', 'NX', 'FY', 'KY', 'DE', 'BV', 'PN', 'EY'])}${oneOf(random, ['73', '24', '74', '25', '75', '26'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    regs.add(r);
    return r;
  };
  let employee = 40_000;
  const route = (depot: string, n: number, driver: string, wave: string) => {
    const [model, range] = oneOf(random, VANS);
    const stops = between(random, 70, 135);
    const depart = 7 * 60 + between(random, 0, 9) * 5 + (wave === 'AM2' ? 60 : 0);
    const vehicle = [
      '    vehicle:',
      `      reg: ${reg()}`,
      `      make_model: ${model}`,
      range ? `      range_km: ${range}` : '      fuel: diesel',
      `      fleet_no: ${depot}-${String(between(random, 100, 399))}`,
    ];
    return [
      `  - route: ${depot}-R${String(n).padStart(3, '0')}`,
      `    depot: ${depot}`,
      `    wave: ${wave}`,
      '    driver:',
      `      name: ${driver}`,
      `      employee_id: E${(employee += between(random, 1, 40))}`,
      `      contract: ${oneOf(random, ['employed', 'employed', 'employed', 'owner-driver', 'agency'])}`,
      ...vehicle,
      `    handheld: TC58-${digits(random, 5)}`,
      `    stops_planned: ${stops}`,
      `    parcels: ${stops + between(random, 10, 70)}`,
      `    depart: "${hhmm(depart)}"`,
      `    est_return: "${hhmm(depart + stops * between(random, 3, 5) + between(random, 30, 90))}"`,
      `    postcodes: [${Array.from({ length: between(random, 2, 5) }, () => postcode(random, DEPOTS.find(([c]) => c === depot)![2]).split(' ')[0]).join(', ')}]`,
    ].join('\n');
  };
  const records: string[] = [];
  let needle = '';
  for (const [depot] of DEPOTS) {
    const routes = between(random, 40, 62);
    for (let n = 1; n <= routes; n++) {
      const wave = n <= routes * 0.7 ? 'AM1' : 'AM2';
      if (depot === 'BRS' && n === 23) {
        const text = route(depot, n, 'Kasia Zielinska', wave);
        needle = text
          .split('\n')
          .find((l) => l.startsWith('      reg: '))!
          .trim();
        records.push(text);
      } else if (depot === 'SWN' && n === 8) records.push(route(depot, n, 'Kasia Wilczek', wave));
      else if (depot === 'CDF' && n === 31) records.push(route(depot, n, 'Marta Zielinska', wave));
      else records.push(route(depot, n, person(random), wave));
    }
  }
  const output = `${[
    '# rosterctl export --date 2026-11-20 --all-depots -o yaml',
    'date: 2026-11-20',
    `generated: "${isoZ(T(19, 9, 4, 51))}"`,
    `count: ${records.length}`,
    'routes:',
    ...records,
  ].join('\n')}\n`;
  const ask = "Kasia Zielinska wants to know which van she's got tomorrow so she can check it's charged before her shift. What's the reg?";
  return probe('round 44: driver roster yaml', ask, 'run_shell', output, 'reg', needle);
}

/** The customs export worker's log file overnight: Spring Boot lines and stack traces; the crash at 02:47. */
function customsWorkerLog(): EconomicsTask {
  const random = seededRandom(44_005);
  const ms = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ');
  const events: { t: number; lines: string[] }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    events.push({ t, lines: [`${ms(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`, ...trace] });
  const lrn = () => `26GB${chars(random, `${LETTERS}0123456789`, 14)}`;
  const EXECUTOR = [
    '\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    '\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const timeoutTrace = [
    'java.net.SocketTimeoutException: Read timed out',
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\tat okio.InputStreamSource.read(JvmOkio.kt:93)',
    '\tat okio.AsyncTimeout$source$1.read(AsyncTimeout.kt:128)',
    '\tat okhttp3.internal.http1.Http1ExchangeCodec.readResponseHeaders(Http1ExchangeCodec.kt:180)',
    '\tat okhttp3.internal.connection.Exchange.readResponseHeaders(Exchange.kt:110)',
    '\tat okhttp3.internal.http.CallServerInterceptor.intercept(CallServerInterceptor.kt:93)',
    '\tat okhttp3.internal.http.RealInterceptorChain.proceed(RealInterceptorChain.kt:109)',
    '\tat okhttp3.internal.connection.RealCall.getResponseWithInterceptorChain$okhttp(RealCall.kt:205)',
    '\tat okhttp3.internal.connection.RealCall.execute(RealCall.kt:158)',
    '\tat com.brackenway.customs.export.submit.CdsClient.post(CdsClient.java:203)',
    '\tat com.brackenway.customs.export.submit.CdsSubmitter.submit(CdsSubmitter.java:96)',
    '\tat com.brackenway.customs.export.BatchRunner.runBatch(BatchRunner.java:124)',
    '\tat com.brackenway.customs.export.BatchRunner.lambda$start$0(BatchRunner.java:71)',
    ...EXECUTOR,
  ];
  const unavailableTrace = (code: number) => [
    `com.brackenway.customs.export.submit.CdsHttpException: HTTP ${code} from CDS POST /customs/declarations`,
    '\tat com.brackenway.customs.export.submit.CdsClient.checkStatus(CdsClient.java:231)',
    '\tat com.brackenway.customs.export.submit.CdsClient.post(CdsClient.java:207)',
    '\tat com.brackenway.customs.export.submit.CdsSubmitter.submit(CdsSubmitter.java:96)',
    '\tat com.brackenway.customs.export.BatchRunner.runBatch(BatchRunner.java:124)',
    '\tat com.brackenway.customs.export.BatchRunner.lambda$start$0(BatchRunner.java:71)',
    ...EXECUTOR,
  ];
  const start = T(18, 21);
  const end = T(19, 9, 20);
  const crashAt = T(19, 2, 47, 13) + 482;
  const restartAt = crashAt + 38_914;
  const startup = (t: number, pid: number) => {
    log(
      t,
      'INFO',
      'main',
      'c.b.customs.export.CustomsExportWorkerApplication',
      `Starting CustomsExportWorkerApplication v4.18.2 using Java 21.0.5 with PID ${pid} (/app/app.jar started by app in /app)`,
    );
    log(t + 41, 'INFO', 'main', 'c.b.customs.export.CustomsExportWorkerApplication', 'The following 1 profile is active: "prod"');
    log(t + 2_904, 'INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'HikariPool-1 - Starting...');
    log(
      t + 3_377,
      'INFO',
      'main',
      'com.zaxxer.hikari.pool.HikariPool',
      'HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@5b7a8c1e',
    );
    log(t + 3_380, 'INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'HikariPool-1 - Start completed.');
    log(t + 6_112, 'INFO', 'main', 'o.a.kafka.common.utils.AppInfoParser', 'Kafka version: 3.8.1');
    log(t + 7_850, 'INFO', 'main', 'o.s.b.a.e.web.EndpointLinksResolver', "Exposing 3 endpoints beneath base path '/actuator'");
    log(
      t + 9_412,
      'INFO',
      'main',
      'c.b.customs.export.CustomsExportWorkerApplication',
      `Started CustomsExportWorkerApplication in 9.412 seconds (process running for 10.27)`,
    );
  };
  startup(start - 4 * HOUR - 13 * MINUTE, 1);
  let offset = 1_842_201;
  let needle = '';
  let crashed = false;
  // Batches every half hour; each submits its declarations one by one.
  for (let b = start; b < end; b += 30 * MINUTE) {
    const date = new Date(b).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = Math.floor((b % DAY) / (30 * MINUTE)) + 1;
    const batch = `EXD-${date}-${pad2(seq)}`;
    const crashBatch = b <= crashAt && crashAt < b + 30 * MINUTE;
    const size = crashBatch ? 172 : between(random, 90, 170);
    log(
      b + between(random, 5, 90),
      'INFO',
      'scheduler-1',
      'c.b.customs.export.BatchRunner',
      `Batch ${batch} started: ${size} declarations queued`,
    );
    let t = b + 2 * SECOND;
    let ok = 0;
    for (let k = 1; k <= size; k++) {
      t += between(random, 3_000, 11_000);
      if (crashBatch && !crashed && t >= crashAt) {
        crashed = true;
        // The crash: an unhandled NPE in the mapper takes the worker down.
        const crashLrn = lrn();
        log(
          crashAt,
          'ERROR',
          'batch-runner-1',
          'c.b.customs.export.BatchRunner',
          `Batch ${batch} aborted after ${ok}/${size} declarations`,
          [
            `com.brackenway.customs.export.BatchAbortedException: declaration LRN ${crashLrn} could not be mapped`,
            '\tat com.brackenway.customs.export.BatchRunner.runBatch(BatchRunner.java:133)',
            '\tat com.brackenway.customs.export.BatchRunner.lambda$start$0(BatchRunner.java:71)',
            ...EXECUTOR,
            'Caused by: java.lang.NullPointerException: Cannot invoke "String.strip()" because the return value of "com.brackenway.customs.model.Party.eori()" is null',
            '\tat com.brackenway.customs.export.mapping.DeclarantMapper.toDeclarant(DeclarantMapper.java:88)',
            '\tat com.brackenway.customs.export.mapping.DeclarationMapper.map(DeclarationMapper.java:141)',
            '\tat com.brackenway.customs.export.BatchRunner.runBatch(BatchRunner.java:118)',
            '\t... 6 common frames omitted',
          ],
        );
        needle = '\tat com.brackenway.customs.export.mapping.DeclarantMapper.toDeclarant(DeclarantMapper.java:88)'.trim();
        log(
          crashAt + 9,
          'ERROR',
          'batch-runner-1',
          'c.b.customs.export.WorkerLifecycle',
          'Unrecoverable batch failure, exiting with status 70 so the pod is restarted',
        );
        log(
          crashAt + 14,
          'INFO',
          'SpringApplicationShutdownHook',
          'o.s.s.concurrent.ThreadPoolTaskExecutor',
          "Shutting down ExecutorService 'batchExecutor'",
        );
        log(
          crashAt + 31,
          'INFO',
          'SpringApplicationShutdownHook',
          'com.zaxxer.hikari.HikariDataSource',
          'HikariPool-1 - Shutdown initiated...',
        );
        log(
          crashAt + 40,
          'INFO',
          'SpringApplicationShutdownHook',
          'com.zaxxer.hikari.HikariDataSource',
          'HikariPool-1 - Shutdown completed.',
        );
        startup(restartAt, 1);
        log(
          restartAt + 9_600,
          'WARN',
          'scheduler-1',
          'c.b.customs.export.BatchRunner',
          `Declaration LRN ${crashLrn} moved to quarantine after a failed run (mapping)`,
        );
        log(
          restartAt + 9_640,
          'INFO',
          'scheduler-1',
          'c.b.customs.export.BatchRunner',
          `Resuming batch ${batch} at declaration ${ok + 2} of ${size}`,
        );
        t = restartAt + 10 * SECOND;
        continue;
      }
      const declaration = lrn();
      const thread = `cds-submit-${between(random, 1, 6)}`;
      const roll = random();
      if (roll < 0.012)
        log(
          t,
          'WARN',
          thread,
          'c.b.customs.export.submit.CdsSubmitter',
          `Submission of LRN ${declaration} failed, retry 1/5 in 2000 ms`,
          timeoutTrace,
        );
      else if (roll < 0.02)
        log(
          t,
          'WARN',
          thread,
          'c.b.customs.export.submit.CdsSubmitter',
          `Submission of LRN ${declaration} failed, retry 1/5 in 2000 ms`,
          unavailableTrace(oneOf(random, [502, 503, 503, 504])),
        );
      if (roll < 0.02) t += 2_000 + between(random, 300, 1_500);
      ok++;
      log(
        t,
        'INFO',
        thread,
        'c.b.customs.export.submit.CdsSubmitter',
        `Submitted LRN ${declaration} (parcel BW${digits(random, 11)}, ${between(random, 1, 4)} items) -> MRN 26GBE${chars(random, `${LETTERS}0123456789`, 13)} in ${between(random, 180, 1_400)} ms`,
      );
      if (random() < 0.08) {
        const records = between(random, 20, 500);
        log(
          t + between(random, 10, 900),
          'INFO',
          'kafka-intake-1',
          'c.b.customs.export.intake.DeclarationIntake',
          `Consumed ${records} records from customs.declarations.v2 (partition ${between(random, 0, 11)}, offset ${(offset += records)})`,
        );
      }
    }
    log(
      t + 400,
      'INFO',
      'batch-runner-1',
      'c.b.customs.export.BatchRunner',
      `Batch ${batch} finished: ${ok} accepted, 0 rejected, took ${Math.round((t - b) / 1_000)} s`,
    );
    log(
      b + 15 * MINUTE,
      'INFO',
      'housekeeping',
      'com.zaxxer.hikari.pool.HikariPool',
      `HikariPool-1 - Pool stats (total=10, active=${between(random, 0, 3)}, idle=${between(random, 7, 10)}, waiting=0)`,
    );
  }
  // Last night's other null pointer: caught, and the declaration skipped.
  log(
    T(18, 23, 12, 40) + 118,
    'WARN',
    'batch-runner-1',
    'c.b.customs.export.BatchRunner',
    `Declaration LRN ${lrn()} skipped: consignee could not be mapped`,
    [
      'java.lang.NullPointerException: Cannot invoke "String.length()" because "postcode" is null',
      '\tat com.brackenway.customs.export.mapping.ConsigneeMapper.normalisePostcode(ConsigneeMapper.java:64)',
      '\tat com.brackenway.customs.export.mapping.ConsigneeMapper.toConsignee(ConsigneeMapper.java:41)',
      '\tat com.brackenway.customs.export.mapping.DeclarationMapper.map(DeclarationMapper.java:147)',
      '\tat com.brackenway.customs.export.BatchRunner.runBatch(BatchRunner.java:118)',
      '\tat com.brackenway.customs.export.BatchRunner.lambda$start$0(BatchRunner.java:71)',
      ...EXECUTOR,
    ],
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events
    .filter((e) => e.t >= start && e.t < end)
    .flatMap((e) => e.lines)
    .join('\n')}\n`;
  const ask =
    'The customs export worker fell over at about quarter to three this morning and restarted itself. Where in our own code did the null pointer actually come from? I need the class and the line number.';
  return probe('round 44: customs worker log stack trace', ask, 'read_file', output, 'frame', needle);
}

/** `GET /v1/returns?status=label_issued`, pretty-printed: open returns; one customer's drop-off shop. */
function openReturnsJson(): EconomicsTask {
  const random = seededRandom(44_006);
  /** Drop-off shops: name, address, hours. */
  const SHOPS: readonly (readonly [string, string, string])[] = [
    ['Co-op Whiteladies Road', '123 Whiteladies Road, Bristol BS8 2PU', 'Mon-Sun 07:00-22:00'],
    ['Spar Fishponds', '782 Fishponds Road, Bristol BS16 3TX', 'Mon-Sun 06:30-23:00'],
    ['One Stop Bedminster', '41 East Street, Bristol BS3 4HB', 'Mon-Sun 07:00-22:00'],
    ['Londis Clifton Village', '9 Princess Victoria Street, Bristol BS8 4BX', 'Mon-Sat 07:00-21:00, Sun 08:00-20:00'],
    ['Premier Stores Horfield', '256 Filton Avenue, Bristol BS7 0BA', 'Mon-Sun 07:00-22:00'],
    ['Nisa Local Kingswood', '88 Regent Street, Bristol BS15 8HP', 'Mon-Sun 06:00-22:00'],
    ['Post & Print Leeds Headingley', '17 Otley Road, Leeds LS6 3AA', 'Mon-Fri 09:00-17:30, Sat 09:00-13:00'],
    ['Co-op Chapel Allerton', '70 Harrogate Road, Leeds LS7 4LZ', 'Mon-Sun 07:00-22:00'],
    ['Spar Didsbury', '724 Wilmslow Road, Manchester M20 2DW', 'Mon-Sun 07:00-23:00'],
    ['McColls Chorlton', '467 Barlow Moor Road, Manchester M21 8AG', 'Mon-Sun 07:00-22:00'],
    ['Costcutter Jesmond', '52 Acorn Road, Newcastle NE2 2DJ', 'Mon-Sun 07:00-22:00'],
    ['Londis Moseley', '122 Alcester Road, Birmingham B13 8EE', 'Mon-Sun 07:00-22:00'],
    ['One Stop Harborne', '39 High Street, Birmingham B17 9NT', 'Mon-Sun 07:00-22:00'],
    ['Co-op Cowley Road', '265 Cowley Road, Oxford OX4 1XQ', 'Mon-Sun 07:00-22:00'],
    ['Spar Mill Road', '114 Mill Road, Cambridge CB1 2BD', 'Mon-Sun 07:00-23:00'],
    ['Premier Roath', '201 City Road, Cardiff CF24 3JD', 'Mon-Sun 07:00-22:00'],
    ['Co-op Heavitree', '85 Fore Street, Exeter EX1 2RN', 'Mon-Sun 07:00-22:00'],
    ['Nisa Southsea', '48 Albert Road, Southsea PO5 2SH', 'Mon-Sun 07:00-22:00'],
    ['Post Office Kemptown', '39 St Georges Road, Brighton BN2 1ED', 'Mon-Fri 09:00-17:30, Sat 09:00-12:30'],
    ['Costcutter Leith Walk', '312 Leith Walk, Edinburgh EH6 5BU', 'Mon-Sun 07:00-22:00'],
    ['Spar Byres Road', '118 Byres Road, Glasgow G12 8TB', 'Mon-Sun 07:00-23:00'],
    ['Londis Walthamstow', '201 Hoe Street, London E17 3AP', 'Mon-Sun 06:00-23:00'],
    ['One Stop Tooting', '144 Mitcham Road, London SW17 9NH', 'Mon-Sun 07:00-22:00'],
    ['Co-op Kentish Town', '227 Kentish Town Road, London NW5 2JU', 'Mon-Sun 07:00-22:00'],
  ];
  const target = ['Costcutter Gloucester Road', '214 Gloucester Road, Bristol BS7 8NU', 'Mon-Sat 07:00-22:00, Sun 08:00-21:00'] as const;
  const ITEMS: readonly (readonly [string, string])[] = [
    ['NH-THR-130-SG', 'Knitted throw 130x170 sage'],
    ['NH-CSH-45-RST', 'Velvet cushion 45cm rust'],
    ['FH-DRS-LIN-12', 'Linen midi dress, size 12'],
    ['FH-JKT-WAX-M', 'Waxed jacket, medium'],
    ['PO-BOOT-W-6', 'Walking boots womens UK 6'],
    ['PO-FLC-M-NV', 'Fleece pullover navy M'],
    ['BE-KET-17-BK', 'Kettle 1.7L black'],
    ['BE-AIR-5L', 'Air fryer 5.5L'],
    ['KK-JMP-L-OAT', 'Lambswool jumper oatmeal L'],
    ['TT-SCF-CHK', 'Checked wool scarf'],
    ['HS-SET-GIFT', 'Skincare gift set'],
    ['LA-PUZ-1000', 'Jigsaw 1000 pieces'],
  ];
  const REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_DESCRIBED', 'CHANGED_MIND', 'FAULTY', 'ARRIVED_DAMAGED', 'WRONG_ITEM'];
  const record = (t: number, name: string, shop: readonly [string, string, string] | undefined, area: string) => {
    const [first, last] = name.split(' ') as [string, string];
    const items = Array.from({ length: oneOf(random, [1, 1, 1, 2, 3]) }, () => {
      const [sku, description] = oneOf(random, ITEMS);
      return { sku, description, qty: oneOf(random, [1, 1, 1, 2]), reason: oneOf(random, REASONS) };
    });
    return {
      return_id: '',
      created_at: isoZ(t),
      status: 'label_issued',
      retailer: { account: `ACC-${between(random, 20_100, 20_499)}`, name: oneOf(random, RETAILERS) },
      customer: {
        name,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${oneOf(random, ['', '', '', String(between(random, 1, 99))])}@${oneOf(random, ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.co.uk', 'btinternet.com'])}`,
        phone: `+447${digits(random, 9)}`,
        postcode: postcode(random, area),
      },
      drop_off: shop
        ? { type: 'parcelpoint', point_id: `PP-${digits(random, 5)}`, name: shop[0], address: shop[1], opening_hours: shop[2] }
        : {
            type: 'home_collection',
            collection_date: `2026-11-${pad2(between(random, 19, 24))}`,
            window: oneOf(random, ['08:00-12:00', '12:00-18:00', '08:00-18:00']),
          },
      label: {
        tracking_number: `BW${digits(random, 11)}`,
        service: shop ? 'RETURN_PARCELPOINT' : 'RETURN_COLLECTION',
        qr_code: `https://r.bwy.uk/q/${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 10)}`,
        expires_at: isoZ(t + 14 * DAY),
      },
      items,
      refund_on: oneOf(random, ['scan_at_drop_off', 'received_at_warehouse']),
    };
  };
  const AREAS = ['BS', 'LS', 'M', 'NE', 'B', 'OX', 'CB', 'CF', 'EX', 'PO', 'BN', 'EH', 'G', 'E', 'SW', 'NW'];
  const start = T(5, 8);
  const COUNT = 1_000;
  const records: object[] = [];
  for (let i = 0; i < COUNT; i++) {
    const t = start + i * Math.floor((14 * DAY) / COUNT) + pick(random, 500) * SECOND;
    records.push(record(t, person(random), random() < 0.85 ? oneOf(random, SHOPS) : undefined, oneOf(random, AREAS)));
  }
  const plant = (i: number, name: string, shop: readonly [string, string, string]) => {
    records[i] = record(start + i * Math.floor((14 * DAY) / COUNT) + 71 * SECOND, name, shop, 'BS');
  };
  plant(Math.floor(COUNT * 0.53), 'Deborah Okonjo', target);
  plant(Math.floor(COUNT * 0.41), 'Deborah Okonkwo', SHOPS[4]!);
  plant(Math.floor(COUNT * 0.6), 'Rebecca Okonjo', SHOPS[1]!);
  // Return numbers in the order the returns were raised.
  let id = 3_318_000;
  for (const r of records as { return_id: string }[]) r.return_id = `RTN-${(id += between(random, 1, 9))}`;
  const output = `${JSON.stringify({ data: records, meta: { status: 'label_issued', created_after: '2026-11-05', count: COUNT, next_cursor: null } }, null, 2)}\n`;
  const needle = `"name": "${target[0]}"`;
  const ask =
    "Deborah Okonjo rang about a return she's set up. She's lost the confirmation email and can't remember which shop she said she'd take it to. Where's she meant to be dropping it off?";
  return probe('round 44: open returns pretty json', ask, 'http_get', output, 'shop', needle);
}

/** The SMS provider's message log export for two days, as CSV; one customer's morning text. */
function smsProviderCsv(): EconomicsTask {
  const random = seededRandom(44_007);
  const header = 'Sid,DateSent,From,To,Status,ErrorCode,NumSegments,Price,PriceUnit,MessagingServiceSid,Body';
  const service = `MG${hex(random, 32)}`;
  const phone = () => {
    let p = '';
    while (!p || p.endsWith('4471')) p = `+447${digits(random, 9)}`;
    return p;
  };
  const link = () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 6);
  const slot = (m: number) => `${hhmm(m)} and ${hhmm(m + 60)}`;
  const BODIES = [
    (first: string, shop: string) =>
      `Brackenway: Hi ${first}, your parcel from ${shop} is on its way and due tomorrow. Track or change it: bwy.uk/t/${link()}`,
    (first: string, shop: string) =>
      `Brackenway: Hi ${first}, your ${shop} parcel is out for delivery today, due between ${slot(between(random, 9 * 60, 17 * 60))}. Not in? Change it: bwy.uk/t/${link()}`,
    (_first: string, shop: string) =>
      `Brackenway: Your ${shop} parcel has been delivered${oneOf(random, ['', ' to your safe place', ' to your neighbour'])}. Photo: bwy.uk/p/${link()}`,
    (first: string) =>
      `Brackenway: Sorry we missed you, ${first}. We'll try again next working day or pick a Parcelpoint: bwy.uk/t/${link()}`,
  ];
  const row = (t: number, to: string, body: string, status: string, error = '') =>
    [
      `SM${hex(random, 32)}`,
      stamp(t),
      'Brackenway',
      to,
      status,
      error,
      body.length > 160 ? '2' : '1',
      body.length > 160 ? '-0.0700' : '-0.0350',
      'GBP',
      service,
      body,
    ]
      .map(csv)
      .join(',');
  const status = (): [string, string] => {
    const r = random();
    if (r < 0.935) return ['delivered', ''];
    if (r < 0.975) return ['undelivered', oneOf(random, ['30003', '30003', '30005', '30006', '30008'])];
    if (r < 0.985) return ['failed', '30007'];
    return ['sent', ''];
  };
  const rows: { t: number; text: string }[] = [];
  for (const day of [17, 18]) {
    for (let i = 0; i < 1_700; i++) {
      const kind = oneOf(random, [0, 1, 1, 1, 2, 2, 2, 3]);
      const t =
        kind === 1
          ? T(day, 7, 10) + pick(random, 80) * MINUTE + seconds(random)
          : kind === 0
            ? T(day, 17) + pick(random, 240) * MINUTE + seconds(random)
            : T(day, 9) + pick(random, 600) * MINUTE + seconds(random);
      const [s, e] = status();
      rows.push({ t, text: row(t, phone(), BODIES[kind]!(oneOf(random, FIRST), oneOf(random, RETAILERS)), s, e) });
    }
  }
  const samir = `+4478${digits(random, 4)}4471`;
  const morning = T(18, 7, 48, 19);
  const needle = row(
    morning,
    samir,
    `Brackenway: Hi Samir, your Brightside Electricals parcel is out for delivery today, due between ${slot(11 * 60 + 40)}. Not in? Change it: bwy.uk/t/${link()}`,
    'undelivered',
    '30003',
  );
  rows.push({ t: morning, text: needle });
  rows.push({ t: T(17, 18, 22, 5), text: row(T(17, 18, 22, 5), samir, BODIES[0]!('Samir', 'Brightside Electricals'), 'delivered') });
  rows.push({ t: T(18, 12, 31, 44), text: row(T(18, 12, 31, 44), samir, BODIES[3]!('Samir', 'Brightside Electricals'), 'delivered') });
  // Numbers with the same digits in another order, on the same morning.
  rows.push({
    t: T(18, 7, 51, 2),
    text: row(T(18, 7, 51, 2), `+4479${digits(random, 4)}4417`, BODIES[1]!('Selin', 'Oxbow Books'), 'undelivered', '30005'),
  });
  rows.push({
    t: T(18, 7, 36, 40),
    text: row(T(18, 7, 36, 40), `+4477${digits(random, 4)}1447`, BODIES[1]!('Samira', 'Harbour Skincare'), 'delivered'),
  });
  rows.sort((a, b) => a.t - b.t);
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "I've got a complaint from a Mr Farouk. He says nobody told him his parcel was coming yesterday, so he went out, and now it's gone back to the depot. His mobile ends 4471. Did we actually try to text him that morning, and did it get through?";
  return probe('round 44: sms provider csv, preamble', ask, 'read_file', output, 'sms', needle);
}

/** The handheld scanners' proof-of-delivery events for one depot yesterday, as JSON lines; one drop's safe place. */
function handheldPodEvents(): EconomicsTask {
  const random = seededRandom(44_008);
  const TOWNS: readonly (readonly [string, string, number, number])[] = [
    ['Exeter', 'EX1', 50.725, -3.51],
    ['Exeter', 'EX2', 50.71, -3.52],
    ['Exeter', 'EX4', 50.73, -3.54],
    ['Topsham', 'EX3', 50.685, -3.465],
    ['Exmouth', 'EX8', 50.62, -3.41],
    ['Crediton', 'EX17', 50.79, -3.65],
    ['Tiverton', 'EX16', 50.9, -3.49],
    ['Honiton', 'EX14', 50.8, -3.19],
    ['Sidmouth', 'EX10', 50.68, -3.24],
    ['Dawlish', 'EX7', 50.58, -3.47],
    ['Cullompton', 'EX15', 50.855, -3.39],
  ];
  const STREETS = [
    'Fore Street',
    'Station Road',
    'Church Lane',
    'Ferry Road',
    'Monmouth Street',
    'Higher Shapter Street',
    'Bridge Hill',
    'Exeter Road',
    'Orchard Way',
    'Clyst Road',
    'Victoria Road',
    'Albion Street',
    'Park Lane',
    'Marsh Barton Road',
    'Pinhoe Road',
    'Alphington Road',
    'Cowick Street',
    'Brixington Lane',
    'Salterton Road',
    'Greenway',
  ];
  const SAFE = [
    'Front porch',
    'Behind the side gate',
    'In the shed',
    'Garage',
    'Recycling box',
    'Behind the wheelie bins',
    'Meter cupboard',
    'Under the carport',
    'Conservatory',
    'Greenhouse',
    'Parcel box',
  ];
  const REASONS = ['NO_ANSWER', 'NO_ANSWER', 'NO_ANSWER', 'NO_ACCESS', 'BUSINESS_CLOSED', 'NO_SAFE_PLACE'];
  const drivers = Array.from({ length: 38 }, (_, i) => ({
    route: `EXE-R${String(i + 1).padStart(3, '0')}`,
    device: `TC58-0${digits(random, 4)}`,
    user: `E4${digits(random, 4)}`,
    town: oneOf(random, TOWNS),
    batt: between(random, 85, 100),
  }));
  const topsham = TOWNS[3]!;
  const exmouth = TOWNS[4]!;
  drivers[19]!.town = topsham;
  interface Pod {
    method: string;
    signed_by?: string;
    safe_place?: string;
    neighbour?: string;
    photo?: string;
  }
  const event = (
    t: number,
    d: (typeof drivers)[number],
    seq: number,
    town: (typeof TOWNS)[number],
    address: string,
    outcome: 'DELIVERED' | 'CARDED',
    pod?: Pod,
    pc = `${town[1]} ${between(random, 0, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
  ) => {
    d.batt = Math.max(9, d.batt - between(random, 0, 1));
    const base = {
      ts: isoZ(t),
      device: d.device,
      user: d.user,
      route: d.route,
      seq,
      event: outcome === 'DELIVERED' ? 'POD' : 'ATTEMPT',
      barcode: `BW${digits(random, 11)}`,
      address: `${address}, ${town[0]} ${pc}`,
      outcome,
    };
    const extra =
      outcome === 'DELIVERED'
        ? {
            pod:
              pod ??
              (() => {
                const k = pick(random, 10);
                if (k < 4) return { method: 'SIGNATURE', signed_by: oneOf(random, LAST).toUpperCase() };
                if (k < 8) return { method: 'SAFE_PLACE', safe_place: oneOf(random, SAFE), photo: `img_${hex(random, 12)}` };
                return { method: 'NEIGHBOUR', neighbour: `No. ${between(random, 1, 80)}`, signed_by: oneOf(random, LAST).toUpperCase() };
              })(),
          }
        : { reason: oneOf(random, REASONS), card: `C${digits(random, 8)}` };
    return JSON.stringify({
      ...base,
      ...extra,
      gps: {
        lat: Number((town[2] + (random() - 0.5) * 0.03).toFixed(5)),
        lng: Number((town[3] + (random() - 0.5) * 0.04).toFixed(5)),
        acc_m: between(random, 3, 25),
      },
      app: oneOf(random, ['6.14.2', '6.14.2', '6.14.2', '6.13.9']),
      batt: d.batt,
    });
  };
  const lines: { t: number; text: string }[] = [];
  let needle = '';
  for (const [r, d] of drivers.entries()) {
    let t = T(18, 8, 5) + pick(random, 40) * MINUTE + seconds(random);
    lines.push({
      t,
      text: JSON.stringify({ ts: isoZ(t), device: d.device, user: d.user, route: d.route, event: 'ROUTE_START', stops: 0, batt: d.batt }),
    });
    const stops = between(random, 75, 100);
    for (let seq = 1; seq <= stops; seq++) {
      t += between(random, 150, 420) * SECOND;
      const town = random() < 0.85 ? d.town : oneOf(random, TOWNS);
      const outcome = random() < 0.9 ? 'DELIVERED' : 'CARDED';
      if (r === 19 && seq === 52) {
        t = Math.max(t, T(18, 13, 2, 11));
        const text = event(
          t,
          d,
          seq,
          topsham,
          '7 Elm Row',
          'DELIVERED',
          {
            method: 'SAFE_PLACE',
            safe_place: 'Inside the log store by the back door',
            photo: `img_${hex(random, 12)}`,
          },
          'EX3 0HF',
        );
        const pod = text.slice(text.indexOf('"pod":'));
        needle = pod.slice('"pod":{'.length, pod.indexOf(',"photo"'));
        lines.push({ t, text });
      } else if (r === 19 && seq === 55) {
        lines.push({
          t,
          text: event(
            t,
            d,
            seq,
            topsham,
            '9 Elm Row',
            'DELIVERED',
            { method: 'SAFE_PLACE', safe_place: 'Front porch', photo: `img_${hex(random, 12)}` },
            'EX3 0HF',
          ),
        });
      } else if (r === 27 && seq === 40) {
        lines.push({
          t,
          text: event(t, d, seq, exmouth, '7 Elm Road', 'DELIVERED', { method: 'NEIGHBOUR', neighbour: 'No. 5', signed_by: 'PEARCE' }),
        });
      } else lines.push({ t, text: event(t, d, seq, town, `${between(random, 1, 120)} ${oneOf(random, STREETS)}`, outcome) });
      if (seq === 45 && random() < 0.7) {
        t += 30 * MINUTE;
        lines.push({
          t,
          text: JSON.stringify({
            ts: isoZ(t),
            device: d.device,
            user: d.user,
            route: d.route,
            event: 'BREAK_END',
            minutes: 30,
            batt: d.batt,
          }),
        });
      }
    }
    t += between(random, 20, 60) * MINUTE;
    lines.push({
      t,
      text: JSON.stringify({ ts: isoZ(t), device: d.device, user: d.user, route: d.route, event: 'ROUTE_END', stops, batt: d.batt }),
    });
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "I've got a Mrs Halloran on the phone and she's really upset. She lives at 7 Elm Row in Topsham. The tracking says her parcel was delivered yesterday afternoon, but she's been all round the house and garden and it's nowhere. Where did the driver say he left it?";
  return probe('round 44: handheld pod events, preamble and paraphrase', ask, 'run_shell', output, 'safe place', needle);
}

/** `pd incident list --with-log`, newest first: ten days of pages; who took Sunday night's escalated label-render page. */
function onCallIncidentLog(): EconomicsTask {
  const random = seededRandom(44_009);
  /** Services: name, team, alert titles. */
  const SERVICES: readonly (readonly [string, string, readonly ((r: () => number) => string)[]])[] = [
    [
      'tracking-api',
      'Tracking',
      [
        (r) => `tracking-api 5xx rate ${(1 + r() * 4).toFixed(1)}% > 1% for 5m`,
        (r) => `tracking-api p99 latency ${(1.2 + r() * 3).toFixed(1)}s > 1s`,
      ],
    ],
    ['tracking-projector', 'Tracking', [(r) => `tracking-projector consumer lag ${between(r, 50, 900)}k > 50k`]],
    [
      'notify-dispatcher',
      'Notifications',
      [(r) => `notify-dispatcher SMS send failures ${between(r, 3, 20)}% > 2%`, () => 'notify-dispatcher email provider returning 429s'],
    ],
    [
      'eta-predictor',
      'Tracking',
      [(r) => `eta-predictor model latency ${between(r, 800, 3_000)}ms > 500ms`, () => 'eta-predictor feature store stale > 15m'],
    ],
    [
      'label-render-api',
      'Platform',
      [
        (r) => `label-render-api p95 render latency ${(2.1 + r() * 4).toFixed(1)}s > 2s for 10m`,
        (r) => `label-render-api queue depth ${between(r, 2, 40)}k > 2k`,
      ],
    ],
    [
      'customs-export-worker',
      'Customs',
      [() => 'customs-export-worker CrashLoopBackOff', (r) => `customs-export-worker CDS submissions failing ${between(r, 5, 60)}%`],
    ],
    [
      'scan-ingest',
      'Depot Systems',
      [(r) => `scan-ingest events behind by ${between(r, 3, 45)}m`, () => 'scan-ingest HTTP 503 from handheld gateway'],
    ],
    [
      'hub-sorter-gw',
      'Depot Systems',
      [(r) => `hub-sorter-gw DIR heartbeat missing ${between(r, 2, 9)}m`, () => 'hub-sorter-gw WRN PLC connection flapping'],
    ],
    [
      'returns-portal',
      'Returns',
      [(r) => `returns-portal checkout errors ${between(r, 2, 15)}% > 2%`, () => 'returns-portal synthetic check failed from 2 regions'],
    ],
    ['route-optimiser', 'Depot Systems', [(r) => `route-optimiser plan run over ${between(r, 35, 90)}m (SLA 30m)`]],
    [
      'auth-gateway',
      'Platform',
      [(r) => `auth-gateway 401 rate ${between(r, 4, 30)}% > 3%`, () => 'auth-gateway certificate expires in 14 days'],
    ],
    [
      'rds-tracking-prod',
      'Platform',
      [(r) => `rds-tracking-prod CPU ${between(r, 86, 99)}% > 85% for 15m`, (r) => `rds-tracking-prod replica lag ${between(r, 30, 400)}s`],
    ],
  ];
  const SOURCES = ['Datadog monitor', 'Datadog monitor', 'CloudWatch alarm', 'Sentry alert rule', 'Pingdom check'];
  /** Who is on call: team to [primary, secondary] for the week starting Monday 9th and Monday 16th. */
  const ROTA: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
    Tracking: [
      ['Rhys Vaughan', 'Femi Adeyemi'],
      ['Femi Adeyemi', 'Leah Cartwright'],
    ],
    Notifications: [
      ['Sana Iqbal', 'Toby Whitfield'],
      ['Toby Whitfield', 'Sana Iqbal'],
    ],
    Platform: [
      ['Tomasz Wrobel', 'Ifeoma Clarke'],
      ['Gethin Bowen', 'Tomasz Wrobel'],
    ],
    Customs: [
      ['Niamh Daly', 'Vikram Mistry'],
      ['Vikram Mistry', 'Niamh Daly'],
    ],
    'Depot Systems': [
      ['Conor Heron', 'Wiktoria Lewandowski'],
      ['Wiktoria Lewandowski', 'Kieran Quinn'],
    ],
    Returns: [
      ['Paige Ellison', 'Dev Rahman'],
      ['Dev Rahman', 'Paige Ellison'],
    ],
  };
  const onCall = (team: string, t: number) => ROTA[team]![t < T(16, 9) ? 0 : 1]!;
  const stampLine = (t: number, type: string, text: string) => `  ${stamp(t)}  ${type.padEnd(11)}  ${text}`;
  const incident = (t: number, s: (typeof SERVICES)[number], escalate: boolean, title = oneOf(random, s[2])(random)) => {
    const [service, team] = s;
    const [primary, secondary] = onCall(team, t);
    const urgency = escalate || random() < 0.7 ? 'high' : 'low';
    const source = oneOf(random, SOURCES);
    const log = [stampLine(t, 'trigger', `via ${source} ${between(random, 10_000_000, 99_999_999)}`)];
    let at = t + between(random, 1, 3) * SECOND;
    log.push(stampLine(at, 'notify', `${primary}, ${urgency === 'high' ? 'phone + push' : 'push'} (level 1)`));
    let owner = primary;
    if (escalate) {
      at = t + 5 * MINUTE + between(random, 0, 2) * SECOND;
      log.push(stampLine(at, 'escalate', 'not acknowledged within 5m, level 1 -> level 2'));
      log.push(stampLine(at + SECOND, 'notify', `${secondary}, phone + push (level 2)`));
      owner = secondary;
    }
    const autoResolve = !escalate && urgency === 'low' && random() < 0.5;
    if (!autoResolve) {
      at += between(random, 40, 420) * SECOND;
      log.push(stampLine(at, 'acknowledge', `${owner}, ${oneOf(random, ['mobile app', 'mobile app', 'Slack', 'phone keypress'])}`));
      if (random() < 0.25) {
        at += between(random, 3, 20) * MINUTE;
        log.push(
          stampLine(
            at,
            'note',
            `${owner}: ${oneOf(random, ['looking', 'known issue, see #inc channel', 'scaling up', 'rolled back last deploy', 'upstream provider degraded'])}`,
          ),
        );
      }
    }
    at += between(random, 4, 90) * MINUTE;
    log.push(stampLine(at, 'resolve', autoResolve ? `${source} recovered` : owner));
    return {
      t,
      text: [
        `#NUMBER  [${urgency === 'high' ? 'P2' : 'P3'}] ${title}`,
        `  service: ${service}   team: ${team}   urgency: ${urgency}   status: resolved`,
        ...log,
      ].join('\n'),
    };
  };
  const start = T(9, 9);
  const end = T(19, 9);
  const label = SERVICES.find(([name]) => name === 'label-render-api')!;
  const tracking = SERVICES.find(([name]) => name === 'tracking-api')!;
  /** No other label-render pages from Saturday evening to Monday morning. */
  const quietLabel = (t: number) => t > T(14, 18) && t < T(16, 8);
  const times: number[] = [];
  for (let t = start; t < end; t += between(random, 3, 28) * MINUTE) times.push(t + seconds(random));
  const planted = [
    { t: T(15, 23, 41, 7), s: label, escalate: true, title: 'label-render-api p95 render latency 4.7s > 2s for 10m' },
    { t: T(15, 14, 5, 52), s: label, escalate: false, title: 'label-render-api p95 render latency 2.6s > 2s for 10m' },
    { t: T(14, 22, 58, 16), s: tracking, escalate: true, title: 'tracking-api 5xx rate 3.2% > 1% for 5m' },
    {
      t: T(16, 1, 12, 30),
      s: SERVICES.find(([name]) => name === 'scan-ingest')!,
      escalate: true,
      title: 'scan-ingest events behind by 22m',
    },
  ];
  const incidents: { t: number; text: string }[] = [];
  for (const t of times) {
    let s = oneOf(random, SERVICES);
    while (s === label && quietLabel(t)) s = oneOf(random, SERVICES);
    // Overnight pages escalate more often.
    const night = new Date(t).getUTCHours() < 7 || new Date(t).getUTCHours() >= 22;
    const escalate = random() < (night ? 0.12 : 0.03);
    incidents.push(incident(t, s, escalate));
  }
  let needle = '';
  for (const p of planted) {
    const made = incident(p.t, p.s, p.escalate, p.title);
    if (p === planted[0])
      needle = made.text
        .split('\n')
        .find((l) => /:\d\d {2}acknowledge /.test(l))!
        .trim();
    incidents.push(made);
  }
  // Incident numbers go up with time; the list is newest first.
  incidents.sort((a, b) => a.t - b.t);
  let number = 48_000;
  for (const i of incidents) i.text = i.text.replace('#NUMBER', `#${(number += between(random, 1, 3))}`);
  incidents.reverse();
  const output = `${[
    '$ pd incident list --since 2026-11-09T09:00:00Z --until 2026-11-19T09:00:00Z --with-log --sort created_at:desc',
    `${incidents.length} incidents`,
    '',
    ...incidents.map((i) => `${i.text}\n`),
  ].join('\n')}`;
  const ask =
    'This past Sunday night the label printing went really slow and somebody got woken up about it, but apparently the first person never answered and it got passed on to someone else. Who actually picked it up in the end?';
  return probe('round 44: on-call incident log, paraphrase', ask, 'run_shell', output, 'responder', needle);
}

/** `fleetctl telematics daily`: yesterday's electric vans, one row each; one van's energy use for its distance. */
function evTelematicsTable(): EconomicsTask {
  const random = seededRandom(44_010);
  /** Models: name, usable kWh, typical kWh/100km in November. */
  const MODELS: readonly (readonly [string, number, number, number])[] = [
    ['E-Transit', 68, 24, 31],
    ['eSprinter', 113, 23, 29],
    ['Movano-e', 110, 24, 30],
    ['Master E-Tech', 87, 22, 28],
  ];
  const regs = new Set<string>();
  const reg = () => {
    let r = '';
    while (!r || regs.has(r))
      r = `${chars(random, 'ABCDEFGHKLMNOPRSVWY', 2)}${oneOf(random, ['73', '24', '74', '25', '75'])}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    regs.add(r);
    return r;
  };
  const rows: string[][] = [];
  let targetIndex = -1;
  for (const [depot, , area] of DEPOTS) {
    const rural = ['AB', 'IV', 'EX', 'TR', 'SA', 'PL', 'NR', 'CA'].includes(area);
    const vans = between(random, 48, 76);
    for (let v = 1; v <= vans; v++) {
      const [model, capacity, lo, hi] = oneOf(random, MODELS);
      const odd = depot === 'LEI' && v === 27;
      let km = rural ? between(random, 90, 210) + random() : between(random, 38, 115) + random();
      if (depot === 'INV' && v === 12) km = 268.4;
      const eff = odd ? 72.6 : lo + random() * (hi - lo);
      if (odd) km = 61.3;
      const kwh = Math.min(capacity * 0.93, (km * eff) / 100);
      const socOut = between(random, 88, 100);
      const socIn = Math.max(4, Math.round(socOut - (kwh / capacity) * 100));
      const stops = between(random, 68, 130);
      const driveMin = Math.round(km * (rural ? 1.2 : 2.1) + stops * 0.6 + between(random, -20, 20));
      rows.push([
        depot,
        `${depot}-R${String(v).padStart(3, '0')}`,
        `${depot}-${String(100 + v * 3)}`,
        reg(),
        model,
        km.toFixed(1),
        `${Math.floor(driveMin / 60)}:${pad2(driveMin % 60)}`,
        String(stops),
        kwh.toFixed(1),
        ((kwh / km) * 100).toFixed(1),
        `${socOut}%`,
        `${socIn}%`,
        String(between(random, 3, 11)),
        String(between(random, 58, 96)),
        String(between(random, 0, 6)),
        oneOf(random, ['depot-AC22', 'depot-AC22', 'depot-AC22', 'depot-DC50', 'home-AC7']),
      ]);
      if (odd) targetIndex = rows.length - 1;
    }
  }
  const headers = [
    'DEPOT',
    'ROUTE',
    'VAN',
    'REG',
    'MODEL',
    'KM',
    'DRIVE',
    'STOPS',
    'KWH_USED',
    'KWH/100KM',
    'SOC_OUT',
    'SOC_IN',
    'MIN_C',
    'MAX_KPH',
    'HARSH_BRK',
    'CHARGER',
  ];
  const lines = table(headers, rows);
  const needle = lines[targetIndex + 1]!;
  const output = `${[
    '# fleetctl telematics daily --date 2026-11-18 --fleet ev --all-depots (odometer and BMS figures, route day only)',
    ...lines,
    '',
    `${rows.length} vans, ${rows.reduce((s, r) => s + Number(r[5]), 0).toFixed(0)} km, ${rows.reduce((s, r) => s + Number(r[8]), 0).toFixed(0)} kWh`,
  ].join('\n')}\n`;
  const ask =
    "Looking at yesterday's van telematics: one of the electric vans got through far more battery than it should have for the distance it actually drove. Which van was that?";
  return probe('round 44: ev telematics table', ask, 'run_shell', output, 'van', needle);
}

/** `kafka-consumer-groups.sh --describe --all-groups`: every group's partitions; one partition far behind its group. */
function kafkaConsumerLag(): EconomicsTask {
  const random = seededRandom(44_011);
  /** Topics: name, partitions, rough log-end offset. */
  const TOPICS: Readonly<Record<string, readonly [number, number]>> = {
    'tracking.events.v3': [96, 48_000_000],
    'scanner.scans.v4': [128, 31_000_000],
    'notify.requests.v2': [24, 9_500_000],
    'notify.receipts': [12, 8_800_000],
    'customs.declarations.v2': [12, 1_900_000],
    'customs.status': [6, 2_400_000],
    'returns.events': [12, 3_100_000],
    'labels.rendered': [24, 14_000_000],
    'pudo.inventory': [6, 600_000],
    'routes.planned': [12, 420_000],
    'hub.sorter.events': [32, 62_000_000],
  };
  const ends = new Map<string, number[]>();
  for (const [topic, [n, base]] of Object.entries(TOPICS))
    ends.set(
      topic,
      Array.from({ length: n }, () => Math.round(base * (0.93 + random() * 0.14))),
    );
  /** Groups: name, topics, consumers, lag range. */
  const GROUPS: readonly (readonly [string, readonly string[], number, number, number])[] = [
    ['analytics-sink', ['scanner.scans.v4', 'tracking.events.v3'], 8, 150_000, 420_000],
    ['billing-usage', ['tracking.events.v3'], 4, 2_000, 9_000],
    ['customs-export-intake', ['customs.declarations.v2'], 3, 0, 30],
    ['customs-status-sync', ['customs.status'], 2, 0, 12],
    ['driver-app-sync', ['scanner.scans.v4'], 16, 0, 90],
    ['eta-predictor', ['tracking.events.v3'], 12, 0, 140],
    ['hub-manifest-builder', ['hub.sorter.events'], 8, 0, 220],
    ['label-audit', ['labels.rendered'], 4, 0, 60],
    ['label-billing', ['labels.rendered'], 2, 0, 45],
    ['notify-dispatcher', ['notify.requests.v2'], 6, 0, 25],
    ['notify-dlr-ingest', ['notify.receipts'], 3, 0, 40],
    ['pudo-sync', ['pudo.inventory'], 2, 0, 5],
    ['returns-sync', ['returns.events'], 3, 0, 18],
    ['route-plan-publisher', ['routes.planned'], 2, 0, 3],
    ['scan-archiver', ['scanner.scans.v4'], 8, 400, 2_600],
    ['scan-ingest', ['scanner.scans.v4'], 16, 0, 70],
    ['sorter-gw', ['hub.sorter.events'], 8, 0, 180],
    ['scan-fraud-scoring', ['scanner.scans.v4'], 8, 0, 150],
    ['tracking-projector', ['tracking.events.v3'], 12, 0, 60],
    ['tracking-search-indexer', ['tracking.events.v3'], 8, 0, 300],
    ['webhook-fanout', ['returns.events', 'tracking.events.v3'], 6, 0, 110],
  ];
  const blocks: string[] = [];
  let needle = '';
  for (const [group, topics, consumers, lo, hi] of GROUPS) {
    const members = Array.from({ length: consumers }, (_, k) => ({
      id: `consumer-${group}-${k + 1}-${uuid(random)}`,
      host: `/10.42.${between(random, 4, 15)}.${between(random, 10, 250)}`,
      client: `consumer-${group}-${k + 1}`,
    }));
    const rows: string[][] = [];
    let target = -1;
    let p = 0;
    for (const topic of topics)
      for (const [partition, end] of ends.get(topic)!.entries()) {
        const odd = group === 'driver-app-sync' && topic === 'scanner.scans.v4' && partition === 77;
        const lag = odd ? 1_284_551 : between(random, lo, hi);
        const m = members[p++ % consumers]!;
        rows.push([group, topic, String(partition), String(end - lag), String(end), String(lag), m.id, m.host, m.client]);
        if (odd) target = rows.length - 1;
      }
    const lines = table(
      ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'],
      rows,
      1,
    );
    if (target >= 0) needle = lines[target + 1]!;
    blocks.push(`\n${lines.join('\n')}`);
  }
  const output = `$ kafka-consumer-groups.sh --bootstrap-server b-1.prod-euw2.kafka.brackenway.internal:9098 --command-config /etc/kafka/iam.properties --describe --all-groups\n${blocks.join('\n')}\n`;
  const ask =
    "Something on the Kafka side isn't keeping up. Going through the consumer groups, there's one partition that's way behind the other partitions in the same group. Which group and partition is it?";
  return probe('round 44: kafka consumer lag', ask, 'run_shell', output, 'partition', needle);
}

/** Tonight's customs lines as CSV before they go to the broker; one line's weight a thousand times too big. */
function customsLinesCsv(): EconomicsTask {
  const random = seededRandom(44_012);
  /** Goods: description, commodity code, kg a unit, GBP a unit. */
  const GOODS: readonly (readonly [string, string, number, number])[] = [
    ['Silicone phone case', '39269097', 0.038, 15],
    ['Wireless earbuds', '85183000', 0.06, 89],
    ['Cotton T-shirt', '61091000', 0.17, 18],
    ['Lambswool jumper', '61101130', 0.38, 65],
    ['Hardback book', '49019900', 0.62, 20],
    ['Paperback book', '49019900', 0.28, 9],
    ['Loose leaf tea 250g', '09023000', 0.27, 12],
    ['Shortbread tin 400g', '19053199', 0.52, 9],
    ['Scented candle', '34060000', 0.31, 22],
    ['Face serum 30ml', '33049900', 0.07, 34],
    ['Leather wallet', '42023100', 0.11, 45],
    ['Stoneware mug', '69120085', 0.36, 14],
    ['Cast iron skillet 26cm', '73239100', 2.85, 48],
    ['Cast iron kettlebell 16kg', '95069190', 16.1, 42],
    ['Adjustable dumbbell set 20kg', '95069190', 20.4, 95],
    ['Yoga mat', '95069190', 1.2, 28],
    ['Running shoes', '64041100', 0.61, 95],
    ['Wool beanie', '65050090', 0.09, 22],
    ['Jigsaw puzzle 1000pc', '95030079', 0.68, 17],
    ['Sterling silver ring', '71131100', 0.008, 60],
    ['Bluetooth speaker', '85182200', 0.54, 59],
    ['Dog collar, leather', '42010000', 0.07, 19],
    ['Oak chopping board', '44191900', 1.35, 38],
    ['Kids wellington boots', '64019210', 0.74, 24],
  ];
  const COUNTRIES = ['IE', 'IE', 'IE', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'SE', 'DK', 'PL', 'PT', 'AT'];
  const header =
    'lrn,tracking_number,consignor,consignee_country,item_seq,description,commodity_code,origin,quantity,unit_value_gbp,net_mass_kg,gross_mass_kg,procedure,prev_doc';
  const rows: string[] = [];
  const line = (
    lrn: string,
    tn: string,
    consignor: string,
    country: string,
    seq: number,
    goods: (typeof GOODS)[number],
    qty: number,
    mass?: number,
  ) => {
    const net = mass ?? goods[2] * qty * (0.95 + random() * 0.1);
    const gross = net + 0.04 + random() * 0.3;
    return [
      lrn,
      tn,
      consignor,
      country,
      String(seq),
      goods[0],
      goods[1],
      oneOf(random, ['GB', 'GB', 'GB', 'CN', 'VN', 'PT', 'IN']),
      String(qty),
      (goods[3] * (0.85 + random() * 0.3)).toFixed(2),
      net.toFixed(3),
      gross.toFixed(3),
      '1000',
      `Z380:${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 10)}`,
    ]
      .map(csv)
      .join(',');
  };
  const COUNT = 3_400;
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    const lrn = `26GB${chars(random, `${LETTERS}0123456789`, 14)}`;
    const tn = `BW${digits(random, 11)}`;
    const consignor = oneOf(random, RETAILERS);
    const country = oneOf(random, COUNTRIES);
    if (i === Math.floor(COUNT * 0.47)) {
      rows.push(line(lrn, tn, 'Brightside Electricals', 'NL', 1, GOODS[1]!, 1));
      const text = line(lrn, tn, 'Brightside Electricals', 'NL', 2, GOODS[0]!, 2, 37.2);
      rows.push(text);
      needle = text;
      continue;
    }
    const n = oneOf(random, [1, 1, 1, 2, 2, 3]);
    for (let seq = 1; seq <= n; seq++) {
      const goods = oneOf(random, GOODS);
      const heavy = goods[2] > 10;
      rows.push(line(lrn, tn, consignor, country, seq, goods, heavy ? 1 : oneOf(random, [1, 1, 1, 2, 2, 3, 4, 6])));
      if (heavy) break;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Before tonight's customs file goes off to the broker, can you give it a once-over? I've got a feeling one of the lines has a weight on it that can't possibly be right for what's in the parcel. Which parcel is it?";
  return probe('round 44: customs lines csv', ask, 'read_file', output, 'line', needle);
}

export function roundFortyFour(): EconomicsTask[] {
  return [
    trackingBatchApi(),
    customsExportXml(),
    labellerSortMapJs(),
    driverRosterYaml(),
    customsWorkerLog(),
    openReturnsJson(),
    smsProviderCsv(),
    handheldPodEvents(),
    onCallIncidentLog(),
    evTelematicsTable(),
    kafkaConsumerLag(),
    customsLinesCsv(),
  ];
}
