/**
 * Probe round 68, written blind: Marlowe Picturehouses, a UK cinema chain (box office and online ticketing, digital projection
 * servers and KDM keys, showtime scheduling, concessions stock and tills, auditorium HVAC and lighting, loyalty app). "Today" is
 * Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - online ticketing orders API (minified JSON): the payment provider reference of one online booking;
 *  - TMS KDM inventory (one-line XML): until when one film's key is valid on one screen of one site;
 *  - loyalty app web bundle (minified JS): the promo code behind the student Tuesday half-price offer;
 * b. The answer a few lines away from the line the question's words match:
 *  - screen equipment inventory (Ansible YAML): the IP address of one screen's playback server;
 *  - concessions till sessions API (pretty JSON): who cashed up one till on Saturday night;
 *  - showtimes feed for aggregators (XML): the booking link of one Friday showing;
 * c. A question that paraphrases the output or carries a preamble:
 *  - projection server syslog (preamble, "cut out" for a stop cause): why last night's 9pm show stopped;
 *  - box office refunds and voids audit (fixed-width report, preamble): who approved one card refund;
 *  - showtime scheduling audit trail (CSV, "pushed back" for a start time change): who moved one late showing;
 * d. One value unlike its peers, with no error word near it:
 *  - projector exporter metrics (Prometheus exposition): the projector whose measured screen luminance is far below the rest;
 *  - concessions stock on hand (CLI table): the site whose nacho cheese figure is out of line;
 *  - BMS points readout (BACnet CLI listing): the auditorium whose CO2 setpoint differs from the others.
 * Not among the bench's targets.
 * First run, at 6269b22, the head this session began at (with this file; `ROUNDS=68
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,145,724 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 68: ticketing orders, payment reference
 *     codex: 13,404 tokens, peak 13,332, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,561 tokens, peak 1,227, 0/1 needles, 1 read-backs
 *     ours: 1,881 tokens, peak 947, 0/1 needles, 1 read-backs
 *   round 68: KDM inventory, key validity
 *     codex: 14,903 tokens, peak 14,825, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,904 tokens, peak 7,217, 0/1 needles, 4 read-backs
 *     ours: 6,822 tokens, peak 3,192, 0/1 needles, 2 read-backs
 *   round 68: loyalty web bundle, promo code
 *     codex: 6,429 tokens, peak 6,355, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,264 tokens, peak 6,104, 0/1 needles, 4 read-backs
 *     ours: 21,963 tokens, peak 8,134, 1/1 needles, 4 read-backs
 *   round 68: screen inventory, playback server IP
 *     codex: 11,773 tokens, peak 11,704, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 541, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,098 tokens, peak 1,592, 0/1 needles, 4 read-backs
 *     ours: 4,757 tokens, peak 1,292, 0/1 needles, 4 read-backs
 *   round 68: till sessions, who cashed up
 *     codex: 13,177 tokens, peak 13,106, 0/1 needles, 0 read-backs
 *     context-chef: 670 tokens, peak 599, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,956 tokens, peak 3,350, 0/1 needles, 2 read-backs
 *     ours: 24,747 tokens, peak 8,882, 0/1 needles, 4 read-backs
 *   round 68: showtimes feed, booking link
 *     codex: 11,249 tokens, peak 11,176, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 537, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,271 tokens, peak 2,742, 0/1 needles, 2 read-backs
 *     ours: 22,369 tokens, peak 8,184, 0/1 needles, 4 read-backs
 *   round 68: projection server syslog, why the show stopped
 *     codex: 18,293 tokens, peak 18,183, 0/1 needles, 0 read-backs
 *     context-chef: 945 tokens, peak 835, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,978 tokens, peak 1,495, 0/1 needles, 4 read-backs
 *     ours: 4,940 tokens, peak 1,063, 0/1 needles, 4 read-backs
 *   round 68: refunds audit, who approved a refund
 *     codex: 14,146 tokens, peak 14,051, 0/1 needles, 0 read-backs
 *     context-chef: 633 tokens, peak 538, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,895 tokens, peak 3,424, 1/1 needles, 2 read-backs
 *     ours: 7,381 tokens, peak 3,704, 1/1 needles, 2 read-backs
 *   round 68: scheduling audit, who moved a showing
 *     codex: 17,861 tokens, peak 17,773, 0/1 needles, 0 read-backs
 *     context-chef: 859 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,956 tokens, peak 4,585, 0/1 needles, 2 read-backs
 *     ours: 3,173 tokens, peak 2,235, 1/1 needles, 1 read-backs
 *   round 68: projector metrics, the dim one
 *     codex: 13,820 tokens, peak 13,736, 0/1 needles, 0 read-backs
 *     context-chef: 642 tokens, peak 558, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,521 tokens, peak 1,218, 0/1 needles, 4 read-backs
 *     ours: 4,500 tokens, peak 982, 0/1 needles, 4 read-backs
 *   round 68: concessions stock, the odd nacho cheese figure
 *     codex: 17,580 tokens, peak 17,501, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,563 tokens, peak 2,165, 0/1 needles, 2 read-backs
 *     ours: 2,605 tokens, peak 1,643, 1/1 needles, 1 read-backs
 *   round 68: BMS points, the odd CO2 setpoint
 *     codex: 9,166 tokens, peak 9,081, 0/1 needles, 0 read-backs
 *     context-chef: 572 tokens, peak 487, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,683 tokens, peak 2,600, 0/1 needles, 2 read-backs
 *     ours: 6,073 tokens, peak 2,861, 1/1 needles, 2 read-backs
 *     codex: 161,801 tokens, 0/12 needles
 *     context-chef: 8,383 tokens, 0/12 needles
 *     context-chef-store: 98,650 tokens, 1/12 needles
 *     ours: 111,211 tokens, 5/12 needles
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

/** One cinema of the chain. */
interface Site {
  readonly code: string;
  readonly city: string;
  readonly venue: string;
  readonly screens: number;
}

const SITES: readonly Site[] = [
  { code: 'ABD', city: 'Aberdeen', venue: 'Union Square', screens: 9 },
  { code: 'BFS', city: 'Belfast', venue: 'Cathedral Quarter', screens: 8 },
  { code: 'BHM', city: 'Birmingham', venue: 'Mailbox', screens: 14 },
  { code: 'BRI', city: 'Brighton', venue: 'Marina', screens: 8 },
  { code: 'BRS', city: 'Bristol', venue: 'Harbourside', screens: 12 },
  { code: 'BTH', city: 'Bath', venue: 'Southgate', screens: 6 },
  { code: 'CAM', city: 'Cambridge', venue: 'Grafton', screens: 8 },
  { code: 'CDF', city: 'Cardiff', venue: 'Bay', screens: 12 },
  { code: 'CHE', city: 'Chester', venue: 'Northgate', screens: 7 },
  { code: 'COV', city: 'Coventry', venue: 'Arena', screens: 10 },
  { code: 'DER', city: 'Derby', venue: 'Riverlights', screens: 10 },
  { code: 'EDI', city: 'Edinburgh', venue: 'Fountainpark', screens: 13 },
  { code: 'EXE', city: 'Exeter', venue: 'Princesshay', screens: 8 },
  { code: 'GLA', city: 'Glasgow', venue: 'Merchant City', screens: 11 },
  { code: 'GLO', city: 'Gloucester', venue: 'Quays', screens: 7 },
  { code: 'HAR', city: 'Harrogate', venue: 'Station Parade', screens: 8 },
  { code: 'HUL', city: 'Hull', venue: 'Princes Quay', screens: 9 },
  { code: 'INV', city: 'Inverness', venue: 'Eastgate', screens: 6 },
  { code: 'LDS', city: 'Leeds', venue: 'Trinity', screens: 13 },
  { code: 'LEI', city: 'Leicester', venue: 'Highcross', screens: 11 },
  { code: 'LIV', city: 'Liverpool', venue: 'One', screens: 12 },
  { code: 'MAN', city: 'Manchester', venue: 'Printworks', screens: 12 },
  { code: 'MKY', city: 'Milton Keynes', venue: 'Xscape', screens: 14 },
  { code: 'NCL', city: 'Newcastle', venue: 'Grainger', screens: 11 },
  { code: 'NOT', city: 'Nottingham', venue: 'Lace Market', screens: 9 },
  { code: 'NWC', city: 'Norwich', venue: 'Riverside', screens: 10 },
  { code: 'OXF', city: 'Oxford', venue: 'Westgate', screens: 9 },
  { code: 'PLY', city: 'Plymouth', venue: 'Drake Circus', screens: 10 },
  { code: 'PRE', city: 'Preston', venue: 'Fishergate', screens: 8 },
  { code: 'RDG', city: 'Reading', venue: 'Oracle', screens: 10 },
  { code: 'SHF', city: 'Sheffield', venue: 'Meadowhall', screens: 14 },
  { code: 'SOU', city: 'Southampton', venue: 'West Quay', screens: 11 },
  { code: 'SWA', city: 'Swansea', venue: 'SA1', screens: 8 },
  { code: 'SWI', city: 'Swindon', venue: 'Regent Circus', screens: 9 },
  { code: 'WKF', city: 'Wakefield', venue: 'Trinity Walk', screens: 8 },
  { code: 'YRK', city: 'York', venue: 'Piccadilly', screens: 9 },
];

const site = (code: string): Site => SITES.find((s) => s.code === code)!;
const siteName = (s: Site): string => `Marlowe ${s.city} ${s.venue}`;

/** This month's films. */
interface Film {
  readonly title: string;
  readonly cpl: string;
  readonly cert: string;
  readonly runtime: number;
  readonly id: string;
}

const FILMS: readonly Film[] = [
  { title: 'The Last Orchard', cpl: 'LastOrchard', cert: '12A', runtime: 124, id: 'HO00004512' },
  { title: 'Hollow Crown', cpl: 'HollowCrown', cert: '15', runtime: 131, id: 'HO00004498' },
  { title: 'Nosferatu: Revenant', cpl: 'NosferatuRevenant', cert: '18', runtime: 117, id: 'HO00004520' },
  { title: 'Paper Lanterns', cpl: 'PaperLanterns', cert: 'PG', runtime: 98, id: 'HO00004471' },
  { title: 'Orbital Drift', cpl: 'OrbitalDrift', cert: '12A', runtime: 142, id: 'HO00004505' },
  { title: 'The Quiet Harbour', cpl: 'QuietHarbour', cert: '12A', runtime: 109, id: 'HO00004517' },
  { title: 'Gridlock 3', cpl: 'Gridlock3', cert: '15', runtime: 126, id: 'HO00004488' },
  { title: 'Moth & Ember', cpl: 'MothEmber', cert: '15', runtime: 104, id: 'HO00004509' },
  { title: 'Kingdom of Salt', cpl: 'KingdomOfSalt', cert: '12A', runtime: 156, id: 'HO00004463' },
  { title: 'Little Foxes Go West', cpl: 'LittleFoxesWest', cert: 'U', runtime: 92, id: 'HO00004502' },
  { title: 'Midnight at Castellane', cpl: 'MidnightCastellane', cert: '15', runtime: 113, id: 'HO00004514' },
  { title: "The Cartographer's Daughter", cpl: 'CartographersDtr', cert: 'PG', runtime: 121, id: 'HO00004495' },
  { title: 'Static Bloom', cpl: 'StaticBloom', cert: '15', runtime: 101, id: 'HO00004522' },
  { title: 'Ironwood', cpl: 'Ironwood', cert: '15', runtime: 133, id: 'HO00004481' },
  { title: 'Tidewater', cpl: 'Tidewater', cert: '12A', runtime: 118, id: 'HO00004519' },
  { title: 'Blue Meridian', cpl: 'BlueMeridian', cert: 'PG', runtime: 107, id: 'HO00004511' },
];

const film = (title: string): Film => FILMS.find((f) => f.title === title)!;

const FIRST = [
  'Amir',
  'Beth',
  'Callum',
  'Chloe',
  'Daniel',
  'Ewan',
  'Fatima',
  'Grace',
  'Harvey',
  'Isla',
  'Jack',
  'Jasmine',
  'Kieran',
  'Leah',
  'Liam',
  'Megan',
  'Nathan',
  'Olivia',
  'Owen',
  'Rhys',
  'Ruby',
  'Sam',
  'Sophie',
  'Tom',
  'Zara',
  'Hannah',
  'Connor',
  'Erin',
  'Josh',
  'Aisha',
  'Mohammed',
  'Lucy',
  'Ben',
  'Niamh',
  'Kyle',
  'Holly',
  'Ryan',
  'Amelia',
  'Finlay',
  'Keira',
];
const LAST = [
  'Ahmed',
  'Baker',
  'Campbell',
  'Davies',
  'Evans',
  'Fraser',
  'Green',
  'Hughes',
  'Iqbal',
  'Jones',
  'Kaur',
  'Lewis',
  'Murray',
  'Nowak',
  'Patel',
  'Quinn',
  'Roberts',
  'Shaw',
  'Taylor',
  'Walsh',
  'Wilson',
  'Young',
  'Begum',
  'Clarke',
  'Doyle',
  'Ellis',
  'Foster',
  'Grant',
  'Hussain',
  'Kelly',
  'Mitchell',
  'Morgan',
  'Price',
  'Reid',
  'Singh',
  'Stewart',
  'Thomas',
  'Ward',
  'Wood',
  'Khan',
];

const fullName = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const initialName = (random: () => number): string => `${oneOf(random, FIRST)[0]}.${oneOf(random, LAST)}`;
const digits = (random: () => number, n: number): string => chars(random, '0123456789', n);
const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The weekday of a day of November 2026 (1 November 2026 is a Sunday). */
const novDay = (day: number): string => DAYS[(day - 1) % 7]!;
const hhmm = (minutes: number): string => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;
const money = (pence: number): number => Math.round(pence) / 100;

// ---------------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------------------

const BOOKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TICKET_PRICES: Readonly<Record<string, number>> = { ADULT: 1295, CHILD: 895, STUDENT: 995, SENIOR: 995, MEMBER: 1095 };
const FORMAT_UPLIFT: Readonly<Record<string, number>> = { '2D': 0, '3D': 200, IMAX: 450, ScreenX: 350, '4DX': 550 };
const SHOP: readonly (readonly [string, string, number])[] = [
  ['POP-SWT-L', 'Large Sweet Popcorn', 695],
  ['POP-SLT-M', 'Medium Salted Popcorn', 595],
  ['POP-MIX-L', 'Large Sweet & Salty Popcorn', 725],
  ['DRK-COK-L', 'Large Coca-Cola', 545],
  ['DRK-CZR-M', 'Medium Coca-Cola Zero', 495],
  ['DRK-TNG-M', 'Medium Tango Ice Blast', 495],
  ['CMB-DUO', 'Duo Combo', 1450],
  ['CMB-FAM', 'Family Combo', 2195],
  ['HOT-NCH', 'Nachos with Cheese', 650],
  ['HOT-DOG', 'Hot Dog', 595],
  ['CNF-MMS', "M&M's Peanut 250g", 450],
  ['CNF-MAL', 'Maltesers Pouch 135g', 395],
  ['WTR-500', 'Buxton Water 500ml', 295],
];

/** One order of the ticketing API, minified. */
function ticketOrder(random: () => number, ref: string, psp: string | undefined): Record<string, unknown> {
  const isTarget = psp !== undefined;
  const s = isTarget ? site('LDS') : oneOf(random, SITES);
  const f = isTarget ? film('Orbital Drift') : oneOf(random, FILMS);
  const format = isTarget ? 'IMAX' : oneOf(random, ['2D', '2D', '2D', '2D', '3D', 'IMAX', 'ScreenX', '4DX']);
  const showDay = between(random, 12, 22);
  const bookedDay = showDay - between(random, 0, 4) - (showDay > 16 ? 4 : 0);
  const start = between(random, 11, 21) * 60 + oneOf(random, [0, 10, 15, 20, 30, 40, 45, 50]);
  const screen = between(random, 1, s.screens);
  const channel = isTarget ? 'WEB' : oneOf(random, ['WEB', 'WEB', 'APP', 'APP', 'APP', 'KIOSK']);
  const row = 'ABCDEFGHJKLMN'[pick(random, 13)]!;
  let seat = between(random, 1, 18);
  const tickets = Array.from({ length: between(random, 1, 5) }, () => {
    const type = oneOf(random, ['ADULT', 'ADULT', 'ADULT', 'CHILD', 'STUDENT', 'SENIOR', 'MEMBER']);
    return {
      type,
      seat: `${row}${seat++}`,
      price: TICKET_PRICES[type]! + FORMAT_UPLIFT[format]!,
      area: seat > 15 ? 'RECLINER' : 'STANDARD',
    };
  });
  const extras = Array.from({ length: pick(random, 4) }, () => {
    const [sku, name, price] = oneOf(random, SHOP);
    const qty = between(random, 1, 2);
    return { sku, name, qty, price, collect: oneOf(random, ['EXPRESS_COLLECT', 'SEAT_DELIVERY', 'COUNTER']) };
  });
  const ticketTotal = tickets.reduce((a, t) => a + t.price, 0);
  const shopTotal = extras.reduce((a, e) => a + e.qty * e.price, 0);
  const fee = channel === 'KIOSK' ? 0 : 75 * tickets.length;
  const discount = random() < 0.15 ? oneOf(random, [200, 300, 500]) : 0;
  const member = random() < 0.55 ? `MPLUS-${digits(random, 8)}` : null;
  const scheme = oneOf(random, ['visa', 'visa', 'mc', 'mc', 'amex', 'applepay', 'googlepay', 'giftcard']);
  const status = isTarget
    ? 'COMPLETED'
    : oneOf(random, ['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'REFUNDED', 'CANCELLED']);
  const createdAt = `2026-11-${pad2(Math.max(1, bookedDay))}T${pad2(between(random, 7, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}.${digits(random, 3)}Z`;
  return {
    orderId: `ord_${hex(random, 24)}`,
    bookingRef: ref,
    channel,
    status,
    createdAt,
    site: { code: s.code, name: siteName(s), vistaCinemaId: `00${between(random, 10, 99)}` },
    customer: {
      memberId: member,
      tier: member ? oneOf(random, ['BLUE', 'SILVER', 'GOLD']) : null,
      emailHash: `sha256:${hex(random, 16)}`,
      marketingOptIn: random() < 0.4,
    },
    session: {
      sessionId: `${s.code}-202611${pad2(showDay)}-S${pad2(screen)}-${hhmm(start).replace(':', '')}`,
      filmId: f.id,
      filmTitle: f.title,
      certificate: f.cert,
      screen: `Screen ${screen}`,
      format,
      startsAt: `2026-11-${pad2(showDay)}T${hhmm(start)}:00Z`,
    },
    tickets,
    concessions: extras,
    totals: {
      currency: 'GBP',
      tickets: ticketTotal,
      concessions: shopTotal,
      bookingFee: fee,
      discount,
      total: ticketTotal + shopTotal + fee - discount,
    },
    loyalty: member ? { pointsEarned: Math.floor((ticketTotal + shopTotal) / 100) * 10, pointsRedeemed: 0 } : null,
    payment:
      scheme === 'giftcard'
        ? { method: 'giftcard', provider: 'givex', cardLast4: digits(random, 4), reference: `GVX${digits(random, 10)}`, status: 'CAPTURED' }
        : {
            method: scheme === 'applepay' || scheme === 'googlepay' ? 'wallet' : 'card',
            scheme,
            provider: 'adyen',
            cardLast4: digits(random, 4),
            pspReference: psp ?? digits(random, 16),
            authCode: chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6),
            threeDS: channel === 'KIOSK' ? 'NOT_APPLICABLE' : oneOf(random, ['FRICTIONLESS', 'CHALLENGE_PASSED', 'FRICTIONLESS']),
            status: status === 'REFUNDED' ? 'REFUNDED' : status === 'CANCELLED' ? 'CANCELLED' : 'CAPTURED',
          },
    tickets_delivery: { method: channel === 'KIOSK' ? 'PRINT' : 'MOBILE', barcode: `MPH${digits(random, 12)}` },
  };
}

/** The ticketing API's orders for the last ten days, one minified page. */
function onlineBookingPayment(): EconomicsTask {
  const random = seededRandom(680_101);
  const target = '7QMR2K';
  const lookalike = '7QMR2H';
  const needle = '8816290431885274';
  const count = 560;
  const at = Math.floor(count * 0.48);
  const near = Math.floor(count * 0.33);
  const used = new Set<string>([target, lookalike]);
  const orders: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    let ref = i === at ? target : i === near ? lookalike : '';
    while (ref === '' || (i !== at && i !== near && used.has(ref))) ref = chars(random, BOOKING_ALPHABET, 6);
    used.add(ref);
    orders.push(ticketOrder(random, ref, i === at ? needle : undefined));
  }
  const output = JSON.stringify({
    data: { orders },
    meta: {
      page: 1,
      pageSize: 1000,
      returned: count,
      total: count,
      from: '2026-11-02T00:00:00Z',
      to: '2026-11-12T06:00:00Z',
      requestId: uuid(random),
    },
    links: { self: '/v3/orders?from=2026-11-02&to=2026-11-12&page=1', next: null },
  });
  return probe(
    'round 68: ticketing orders, payment reference',
    "What's the payment provider reference for online booking 7QMR2K?",
    'ticketing_list_orders',
    output,
    'psp',
    needle,
    true,
  );
}

const KDM_ISSUERS = ['Arclight Mastering KDM Service', 'Deluxe Digital Cinema KDM Desk', 'Motion Picture Solutions', 'Unique Digital Keys'];
const SERVER_MODELS: readonly (readonly [string, (r: () => number) => string])[] = [
  ['Dolby IMS3000', (r) => digits(r, 6)],
  ['GDC SR-1000', (r) => `A${digits(r, 5)}`],
  ['Barco ICMP-X', (r) => `25${digits(r, 8)}`],
];

/** The TMS's KDM inventory for the north region, one line of XML. */
function kdmValidity(): EconomicsTask {
  const random = seededRandom(680_102);
  const needle = '2026-11-27T05:59:00+00:00';
  const orchard = film('The Last Orchard');
  const others = FILMS.filter((f) => f !== orchard);
  const ends = ['T23:59:00+00:00', 'T23:59:59+00:00', 'T03:59:00+00:00', 'T22:59:00+00:00', 'T05:59:00+00:00', 'T04:59:00+00:00'];
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<KdmInventory xmlns="urn:marlowe:tms:kdm:3" generated="2026-11-12T06:40:18Z" region="North" source="tms-north.marlowe.internal">',
  ];
  for (const code of ['LDS', 'YRK', 'SHF', 'WKF', 'HUL', 'HAR', 'NCL', 'MAN', 'LIV', 'PRE', 'CHE', 'DER']) {
    const s = site(code);
    parts.push(`<Site code="${s.code}" name="${xml(siteName(s))}">`);
    for (let n = 1; n <= s.screens; n++) {
      const [model, serial] = oneOf(random, SERVER_MODELS);
      const serialNo = serial(random);
      parts.push(
        `<Screen number="${n}" name="Screen ${n}"><Device><Model>${model}</Model><Serial>${serialNo}</Serial><CertificateThumbprint>${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 27)}=</CertificateThumbprint></Device><Kdms>`,
      );
      const titles = shuffle(random, others.slice()).slice(0, between(random, 4, 7));
      const forced = code === 'HAR' && (n === 2 || n === 4 || n === 7);
      if (forced || random() < 0.35) titles.splice(pick(random, titles.length + 1), 0, orchard);
      for (const f of titles) {
        const isTarget = code === 'HAR' && n === 4 && f === orchard;
        const threeD = random() < 0.2;
        const studio = oneOf(random, ['ARC', 'DLX', 'MPS', 'UDK']);
        const cplTitle = `${f.cpl}_FTR${threeD ? '-3D' : ''}-1_F_EN-XX_UK-${f.cert}_51_2K_${studio}_202610${pad2(between(random, 10, 30))}_SMPTE_OV`;
        const fromDay = between(random, 5, 13);
        let until = needle;
        while (!isTarget && until === needle)
          until = `2026-${oneOf(random, ['11', '11', '12'])}-${pad2(between(random, 15, 30))}${oneOf(random, ends)}`;
        const status = random() < 0.9 ? 'Ingested' : 'Delivered';
        parts.push(
          `<Kdm status="${status}"><MessageId>urn:uuid:${uuid(random)}</MessageId><FilmTitle>${xml(f.title)}</FilmTitle>` +
            `<AnnotationText>${f.cpl}${threeD ? ' 3D' : ''} FTR KDM - ${xml(siteName(s))} - Scr${n}</AnnotationText>` +
            `<IssueDate>2026-11-${pad2(between(random, 1, 9))}T${pad2(between(random, 8, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}+00:00</IssueDate>` +
            `<Issuer>${oneOf(random, KDM_ISSUERS)}</Issuer><ContentTitleText>${cplTitle}</ContentTitleText><CompositionPlaylistId>urn:uuid:${uuid(random)}</CompositionPlaylistId>` +
            `<Recipient><ServerSerial>${serialNo}</ServerSerial><DeviceListIdentifier>urn:uuid:${uuid(random)}</DeviceListIdentifier></Recipient>` +
            `<ContentKeysNotValidBefore>2026-11-${pad2(fromDay)}T${oneOf(random, ['00:00:00', '06:00:00', '12:00:00'])}+00:00</ContentKeysNotValidBefore>` +
            `<ContentKeysNotValidAfter>${until}</ContentKeysNotValidAfter><KeyIdCount>${threeD ? 16 : oneOf(random, [6, 8, 12])}</KeyIdCount>` +
            `<Received via="${oneOf(random, ['TMS-API', 'EMAIL', 'FTP'])}">2026-11-${pad2(between(random, 1, 10))}T${pad2(between(random, 6, 22))}:${pad2(between(random, 0, 59))}:00Z</Received></Kdm>`,
        );
      }
      parts.push('</Kdms></Screen>');
    }
    parts.push('</Site>');
  }
  parts.push('</KdmInventory>');
  return probe(
    'round 68: KDM inventory, key validity',
    'Until when is the KDM for The Last Orchard valid on Screen 4 at Harrogate?',
    'tms_kdm_inventory',
    parts.join(''),
    'kdm',
    needle,
    true,
  );
}

const JS_PROPS = [
  'memberId',
  'points',
  'tier',
  'balance',
  'expiresAt',
  'siteCode',
  'sessionId',
  'filmId',
  'seatId',
  'basket',
  'onClose',
  'isOpen',
  'variant',
  'label',
  'children',
  'className',
  'disabled',
  'loading',
  'title',
  'subtitle',
  'href',
  'onSelect',
  'items',
  'selected',
  'value',
  'onChange',
  'price',
  'quantity',
  'currency',
  'locale',
  'voucher',
  'barcode',
  'posterUrl',
  'certificate',
  'runtime',
];
const JS_COMPONENTS = [
  'RewardCard',
  'TierBadge',
  'PointsMeter',
  'SessionPicker',
  'SeatMap',
  'BasketSummary',
  'QrTicket',
  'FilmPoster',
  'SiteSelector',
  'OfferBanner',
  'Modal',
  'Toast',
  'Spinner',
  'ProfileHeader',
  'HistoryRow',
  'VoucherWallet',
  'RedeemSheet',
  'TierProgress',
  'PromoTile',
];
const API_PATHS = [
  'members/me',
  'members/me/points',
  'members/me/history',
  'members/me/vouchers',
  'rewards',
  'rewards/redeem',
  'offers',
  'sites',
  'sites/{site}/sessions',
  'films/now-showing',
  'films/coming-soon',
  'basket',
  'basket/items',
  'orders',
  'auth/refresh',
  'auth/logout',
  'push/register',
  'preferences',
  'members/me/cards',
  'referrals',
];
const I18N: readonly (readonly [string, string])[] = [
  ['nav.home', 'Home'],
  ['nav.rewards', 'Rewards'],
  ['nav.offers', 'Offers'],
  ['nav.tickets', 'My tickets'],
  ['nav.account', 'Account'],
  ['points.balance', 'You have {{points}} points'],
  ['points.toNextTier', '{{points}} points to {{tier}}'],
  ['tier.blue', 'Marlowe+ Blue'],
  ['tier.silver', 'Marlowe+ Silver'],
  ['tier.gold', 'Marlowe+ Gold'],
  ['rewards.redeem', 'Redeem'],
  ['rewards.redeemed', 'Added to your wallet'],
  ['rewards.notEnough', "You don't have enough points for this yet"],
  ['offers.studentTuesday.title', 'Student Tuesday'],
  ['offers.studentTuesday.body', 'Half-price tickets every Tuesday with a valid student ID. Show it at the door.'],
  ['offers.seniorWednesday.title', 'Senior Wednesday'],
  ['offers.kidsClub.title', 'Kids Club'],
  ['offers.terms', 'Terms apply. See the offer for details.'],
  ['basket.empty', 'Your basket is empty'],
  ['basket.checkout', 'Checkout'],
  ['seat.selected', 'Seat {{seat}} selected'],
  ['seat.wheelchair', 'Wheelchair space'],
  ['ticket.showAtDoor', 'Show this QR code at the door'],
  ['session.soldOut', 'Sold out'],
  ['session.almostFull', 'Almost full'],
  ['wallet.empty', 'No vouchers yet'],
  ['wallet.expires', 'Expires {{date}}'],
  ['profile.favouriteSite', 'Favourite cinema'],
  ['profile.marketing', 'Send me offers and news'],
];

/** One module of a minified webpack chunk: a component, a strings table, an API call or a CSS-modules map. */
function jsModule(random: () => number): string {
  // Minified names, never one the module's own parameters and locals use (e, t, n, r, o, i, s, l, c).
  const id = () =>
    chars(random, 'abfghjkmpquvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) +
    chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', pick(random, 2));
  const num = () => between(random, 100, 99_999);
  const prop = () => oneOf(random, JS_PROPS);
  const comp = () => oneOf(random, JS_COMPONENTS);
  const cls = () => `${comp()}_${prop()}__${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}`;
  switch (pick(random, 6)) {
    case 0:
    case 1: {
      const [a, b, fn] = [id(), id(), id()];
      const children = Array.from(
        { length: between(random, 1, 4) },
        () =>
          `(0,${b}.jsx)(${comp()},{${prop()}:${id()},${prop()}:${oneOf(random, ['!0', '!1', 'null', `"${cls()}"`, `()=>${id()}(!${id()})`])}})`,
      ).join(',');
      return `${num()}:(e,t,n)=>{"use strict";n.d(t,{${id()}:()=>${fn}});var ${a}=n(${num()}),${b}=n(${num()}),r=n(${num()});function ${fn}(e){let{${prop()}:t,${prop()}:o,${prop()}:i=${oneOf(random, ['!1', '0', '""', '[]'])}}=e;const[s,l]=(0,${a}.useState)(${oneOf(random, ['!1', 'null', '0', '[]'])}),c=(0,${a}.useMemo)(()=>r.${id()}(t,i),[t,i]);return(0,${a}.useEffect)(()=>{o&&l(o)},[o]),(0,${b}.jsxs)("${oneOf(random, ['div', 'section', 'li', 'button', 'article'])}",{className:"${cls()}",children:[${children}]})}}`;
    }
    case 2: {
      const area = oneOf(random, ['app', 'account', 'booking', 'checkout', 'rewards', 'wallet', 'kiosk', 'onboarding']);
      const keys = shuffle(random, I18N.slice())
        .slice(0, between(random, 10, I18N.length))
        .map(([k, v]) => `"${area}.${k}":"${v.replace(/'/g, "\\'")}"`);
      return `${num()}:e=>{"use strict";e.exports=JSON.parse('{${keys.join(',')}}')}`;
    }
    case 3: {
      const [fn, err] = [id(), id()];
      const path = oneOf(random, API_PATHS);
      return `${num()}:(e,t,n)=>{"use strict";n.d(t,{${id()}:()=>${fn}});var r=n(${num()});const ${fn}=async(e,t)=>{const n=await fetch(r.Z.apiBase+"/v2/${path}"${path.includes('{site}') ? '.replace("{site}",e.siteCode)' : ''},{method:"${oneOf(random, ['GET', 'POST', 'PUT', 'DELETE'])}",headers:{"Content-Type":"application/json","X-App-Version":r.Z.version,Authorization:"Bearer "+t},body:e?JSON.stringify(e):void 0});if(!n.ok)throw new r.${err}(n.status,"${path}");return n.json()}}`;
    }
    default: {
      const entries = Array.from({ length: between(random, 6, 20) }, () => `${prop()}:"${cls()}"`);
      return `${num()}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>o});const o={${entries.join(',')}}}`;
    }
  }
}

/** A loyalty reward as the bundle's catalogue literal has it. */
function rewardLiteral(random: () => number, index: number, title: string, code: string, points: number, days: readonly number[]): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const tiers = oneOf(random, ['["blue","silver","gold"]', '["silver","gold"]', '["gold"]', '["blue","silver","gold"]']);
  const regions = oneOf(random, ['["ENG","WAL","SCO","NI"]', '["ENG","WAL"]', '["SCO"]', '["ENG"]', '["NI"]', '["ENG","WAL","SCO","NI"]']);
  const terms = oneOf(random, [
    'One per member per day. Not valid with any other offer.',
    'Valid student ID required. Excludes IMAX, 4DX and event cinema.',
    'Subject to availability. Upgrade applies to standard seats only.',
    'Redeem at the candy bar by showing your Marlowe+ code.',
    'Ticket must be booked through the app or website. Booking fee applies.',
    'Over-60s only; ID may be requested.',
  ]);
  return `{id:"rw_${String(index).padStart(4, '0')}",slug:"${slug}",title:"${title}",category:"${oneOf(random, ['tickets', 'food', 'drinks', 'upgrades', 'experiences'])}",tiers:${tiers},points:${points},promoCode:"${code}",days:[${days.join(',')}],regions:${regions},channels:["app","web"${random() < 0.6 ? ',"boxoffice"' : ''}],validFrom:"2026-${pad2(between(random, 6, 10))}-01",validTo:"2027-${pad2(between(random, 1, 6))}-${oneOf(random, ['28', '30'])}",image:"/static/media/${slug}.${hex(random, 8)}.webp",terms:"${terms}"}`;
}

/** The loyalty web app's main bundle, one minified line. */
function loyaltyPromoCode(): EconomicsTask {
  const random = seededRandom(680_103);
  const needle = 'STU-TUE-4Q7X';
  const groups: readonly (readonly [string, string])[] = [
    ['Student', 'STU'],
    ['Senior', 'SEN'],
    ['Kids Club', 'KID'],
    ['Members', 'MEM'],
    ['Parent & Baby', 'PAB'],
  ];
  const weekdays: readonly (readonly [string, string, number])[] = [
    ['Monday', 'MON', 1],
    ['Tuesday', 'TUE', 2],
    ['Wednesday', 'WED', 3],
    ['Thursday', 'THU', 4],
    ['Friday', 'FRI', 5],
    ['Saturday', 'SAT', 6],
    ['Sunday', 'SUN', 0],
  ];
  const kinds = ['half-price tickets', '£5 tickets', 'free 3D upgrade', 'free regular popcorn', '2-for-1 tickets', '£1 off any combo'];
  const pointItems: readonly (readonly [string, number])[] = [
    ['Free regular popcorn', 450],
    ['Free large combo', 1200],
    ['Free standard ticket', 1500],
    ['IMAX upgrade', 600],
    ['Free hot dog', 500],
    ['Free Tango Ice Blast', 350],
    ['Free coffee', 300],
    ['Recliner upgrade', 400],
    ['Free nachos', 550],
    ['Private screening entry', 9000],
  ];
  const used = new Set<string>([needle]);
  const newCode = (prefix: string): string => {
    let code = needle;
    while (used.has(code)) code = `${prefix}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}`;
    used.add(code);
    return code;
  };
  const rewards: string[] = [];
  const total = 240;
  const at = Math.floor(total * 0.5);
  for (let i = 0; i < total; i++) {
    if (i === at) {
      rewards.push(rewardLiteral(random, 400 + i, 'Student Tuesday: half-price tickets', needle, 0, [2]));
      continue;
    }
    if (random() < 0.6) {
      const [group, g] = oneOf(random, groups);
      const [day, d, n] = oneOf(random, weekdays);
      let kind = oneOf(random, kinds);
      if (group === 'Student' && day === 'Tuesday' && kind === 'half-price tickets') kind = 'free 3D upgrade';
      rewards.push(rewardLiteral(random, 400 + i, `${group} ${day}: ${kind}`, newCode(`${g}-${d}`), 0, [n]));
    } else {
      const [item, points] = oneOf(random, pointItems);
      const tier = oneOf(random, ['', ' (Silver)', ' (Gold)', ' - double points weekend', ' - birthday month']);
      rewards.push(
        rewardLiteral(random, 400 + i, `${item}${tier}`, newCode(`PTS-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}`), points, []),
      );
    }
  }
  const catalogue = `${between(random, 1000, 9999)}:(e,t,n)=>{"use strict";n.d(t,{Rw:()=>o,Qs:()=>i,Ht:()=>s});const o=[${rewards.join(',')}],i=new Map(o.map(e=>[e.id,e])),s=e=>o.filter(t=>t.regions.includes(e.region)&&t.tiers.includes(e.tier))}`;
  const before: string[] = [];
  const after: string[] = [];
  let size = 0;
  while (size < 200_000) {
    const m = jsModule(random);
    before.push(m);
    size += m.length;
  }
  size = 0;
  while (size < 200_000) {
    const m = jsModule(random);
    after.push(m);
    size += m.length;
  }
  const config = `${between(random, 100, 999)}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>r});const r={apiBase:"https://api.marlowepicturehouses.co.uk",version:"5.14.2",env:"production",sentryDsn:"https://${hex(random, 32)}@o41${digits(random, 4)}.ingest.sentry.io/45${digits(random, 5)}",adyenEnv:"live",mapsKey:"${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}"}}`;
  const output =
    `"use strict";(self.webpackChunkmarlowe_plus_web=self.webpackChunkmarlowe_plus_web||[]).push([[179],{${[config, ...before, catalogue, ...after].join(',')}}]);` +
    '\n//# sourceMappingURL=main.8c41f2d7.js.map\n';
  return probe(
    'round 68: loyalty web bundle, promo code',
    "What promo code is the student Tuesday half-price offer set up with in the loyalty app's web bundle?",
    'read_bundle',
    output,
    'promo',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------------------

const PROJECTORS: readonly (readonly [string, string, string, (r: () => number) => string])[] = [
  ['Christie', 'CP4440-RGB', 'RGB laser', (r) => `CP44-${digits(r, 6)}`],
  ['Christie', 'CP2320-RGB', 'RGB laser', (r) => `CP23-${digits(r, 6)}`],
  ['Barco', 'SP4K-25C', 'RGB laser', (r) => `2591${digits(r, 6)}`],
  ['Barco', 'SP2K-15C', 'laser phosphor', (r) => `2590${digits(r, 6)}`],
  ['NEC', 'NC3541L', 'laser phosphor', (r) => `${digits(r, 2)}X${digits(r, 5)}`],
  ['NEC', 'NC2443ML', 'laser phosphor', (r) => `${digits(r, 2)}Y${digits(r, 5)}`],
];
const SOUND: readonly (readonly [string, string])[] = [
  ['Dolby', 'CP950A'],
  ['Dolby', 'CP850'],
  ['QSC', 'Q-SYS Core 110f'],
  ['Dolby', 'CP750'],
];

/** The Ansible inventory's screen equipment for the whole estate. */
function playbackServerIp(): EconomicsTask {
  const random = seededRandom(680_104);
  const order = shuffle(
    random,
    SITES.filter((s) => s.code !== 'CDF'),
  );
  order.splice(Math.floor(order.length / 2), 0, site('CDF'));
  let needle = '';
  const lines = [
    '# inventory/group_vars/all/screens.yml',
    '# Managed by Projection & Sound (Central Technical). Do not edit on site: raise a change in the CAB tracker.',
    '# Generated 2026-11-12T05:30:11Z from the asset register (asset-db export v4.2)',
    '---',
    'estate:',
    '  operator: Marlowe Picturehouses Ltd',
    '  noc_contact: noc@marlowepicturehouses.co.uk',
    '  ntp_servers: [10.40.0.11, 10.40.0.12]',
    '  syslog_collector: 10.40.0.30',
    '  sites:',
  ];
  for (const s of order) {
    const octet = 20 + SITES.indexOf(s);
    const net = `10.42.${octet}`;
    lines.push(
      `    - site_code: ${s.code}`,
      `      site_id: ${1000 + SITES.indexOf(s) * 3 + 1}`,
      `      name: ${siteName(s)}`,
      `      region: ${oneOf(random, ['north', 'midlands', 'south-west', 'south-east', 'scotland', 'wales', 'northern-ireland'])}`,
      '      tms:',
      `        vendor: ${oneOf(random, ['Arts Alliance Screenwriter', 'Dolby TMS', 'Unique X TMS'])}`,
      `        host: tms.${s.code.toLowerCase()}.marlowe.internal`,
      `        ip: ${net}.10`,
      `      projection_vlan: ${300 + octet}`,
      '      screens:',
    );
    for (let n = 1; n <= s.screens; n++) {
      const [smodel, sserial] = oneOf(random, SERVER_MODELS);
      const [pmake, pmodel, light, pserial] = oneOf(random, PROJECTORS);
      const [amake, amodel] = oneOf(random, SOUND);
      const ip = `${net}.${n * 10 + 1}`;
      if (s.code === 'CDF' && n === 9) needle = ip;
      const formats = oneOf(random, ['[2D]', '[2D, 3D]', '[2D, 3D, HFR]', '[2D, 3D]', '[2D, ScreenX]']);
      lines.push(
        `        - number: ${n}`,
        `          label: Screen ${n}`,
        `          seats: ${between(random, 60, 320)}`,
        `          wheelchair_spaces: ${between(random, 2, 6)}`,
        `          formats: ${formats}`,
        `          screen_width_m: ${(between(random, 90, 220) / 10).toFixed(1)}`,
        '          server:',
        `            make: ${smodel.split(' ')[0]}`,
        `            model: ${smodel.split(' ')[1]}`,
        `            serial: "${sserial(random)}"`,
        `            ip: ${ip}`,
        `            software: ${oneOf(random, ['3.4.6-4', '3.4.5-2', '3.3.9-1', '2.12.1', '1.9.17'])}`,
        `            storage_tb: ${oneOf(random, [4, 8, 8, 12])}`,
        '          projector:',
        `            make: ${pmake}`,
        `            model: ${pmodel}`,
        `            serial: "${pserial(random)}"`,
        `            ip: ${net}.${n * 10 + 2}`,
        `            light_source: ${light}`,
        `            lens: ${oneOf(random, ['1.39-1.87:1', '1.6-2.4:1', '1.25-1.83:1', '1.8-3.0:1'])}`,
        '          sound:',
        `            processor: ${amake} ${amodel}`,
        `            ip: ${net}.${n * 10 + 3}`,
        `            format: ${oneOf(random, ['"5.1"', '"7.1"', '"7.1"', 'Atmos'])}`,
        '          automation:',
        `            lighting: ${oneOf(random, ['Pharos LPC X', 'ETC Echo', 'Crestron CP4'])}`,
        `            ip: ${net}.${n * 10 + 4}`,
        `          hvac_zone: AHU-${pad2(n)}`,
        `          accessibility: {audio_description: ${random() < 0.8}, closed_captions: ${random() < 0.7}}`,
      );
    }
  }
  return probe(
    'round 68: screen inventory, playback server IP',
    'What IP address is the playback server in Screen 9 at Cardiff Bay on?',
    'read_inventory',
    lines.join('\n') + '\n',
    'ip',
    needle,
  );
}

/** The till system's sessions for last weekend, pretty JSON. */
function tillCashUp(): EconomicsTask {
  const random = seededRandom(680_105);
  const needle = 'Priya Okonkwo';
  const sessions: Record<string, unknown>[] = [];
  for (const code of ['BHM', 'BRI', 'BRS', 'CAM', 'COV', 'DER', 'LEI', 'NWC', 'NOT', 'OXF', 'RDG', 'SOU', 'SWI', 'MKY', 'PLY']) {
    const s = site(code);
    const staff = Array.from({ length: 12 }, () => ({ staffId: `E${between(random, 10_000, 39_999)}`, name: fullName(random) }));
    const tills = code === 'NWC' ? 8 : between(random, 5, 8);
    for (const day of [6, 7, 8]) {
      for (let till = 1; till <= tills; till++) {
        const location = till <= 5 ? 'Candy Bar' : till === 6 ? 'Candy Bar (express)' : till === 7 ? 'Cafe' : 'Bar';
        for (const shift of ['DAY', 'EVENING']) {
          if (shift === 'DAY' && till >= 6 && day !== 7 && random() < 0.5) continue;
          const opened = shift === 'DAY' ? between(random, 585, 640) : between(random, 1015, 1050);
          const closed = shift === 'DAY' ? between(random, 1010, 1040) : between(random, 1430, 1480);
          const at = (minutes: number): string =>
            `2026-11-${pad2(day + Math.floor(minutes / 1440))}T${hhmm(minutes)}:${pad2(between(random, 0, 59))}Z`;
          const opener = oneOf(random, staff);
          let closer = oneOf(random, staff);
          if (code === 'NWC' && day === 7 && till === 6 && shift === 'EVENING') closer = { staffId: 'E20917', name: needle };
          const transactions = between(random, shift === 'DAY' ? 60 : 120, shift === 'DAY' ? 260 : 480);
          const gross = transactions * between(random, 780, 1450);
          const cashShare = between(random, 4, 14) / 100;
          const cash = Math.round(gross * cashShare);
          const gift = Math.round((gross * between(random, 0, 4)) / 100);
          const variance = oneOf(random, [0, 0, 0, -5, 10, -20, 35, -150, 0, 5]);
          sessions.push({
            sessionId: `TS-${code}-202611${pad2(day)}-${pad2(till)}-${shift === 'DAY' ? 1 : 2}`,
            site: { code, name: siteName(s) },
            terminal: { id: `${code}-POS-${pad2(till)}`, tillNumber: till, location, model: 'MICROS Workstation 6s' },
            businessDate: `2026-11-${pad2(day)}`,
            shift,
            status: 'CLOSED',
            openedAt: at(opened),
            openedBy: opener,
            closedAt: at(closed),
            closedBy: closer,
            float: { opening: 150, closing: 150 },
            takings: {
              gross: money(gross),
              discounts: money((gross * between(random, 1, 6)) / 100),
              net: money(gross / 1.2),
              vat: money(gross - gross / 1.2),
              transactions,
              items: transactions * between(random, 2, 4),
            },
            tenders: [
              { type: 'CARD', amount: money(gross - cash - gift), count: Math.round(transactions * (1 - cashShare)) },
              { type: 'CASH', amount: money(cash), count: Math.round(transactions * cashShare) },
              { type: 'GIFT_CARD', amount: money(gift), count: gift > 0 ? between(random, 1, 9) : 0 },
            ],
            cashUp: {
              declared: money(cash + 15_000 + variance),
              expected: money(cash + 15_000),
              variance: money(variance),
              safeDropBag: `BAG-${digits(random, 7)}`,
              drops: between(random, 0, 3),
            },
            adjustments: { voids: between(random, 0, 9), refunds: between(random, 0, 3), noSales: between(random, 0, 4) },
          });
        }
      }
    }
  }
  const output = JSON.stringify(
    {
      report: 'till_sessions',
      generatedAt: '2026-11-12T07:12:40Z',
      from: '2026-11-06',
      to: '2026-11-08',
      count: sessions.length,
      sessions,
    },
    null,
    2,
  );
  return probe(
    'round 68: till sessions, who cashed up',
    'Who cashed up till 6 at Norwich Riverside on Saturday night?',
    'pos_till_sessions',
    output,
    'till',
    needle,
  );
}

/** The showtimes feed the aggregators pull, pretty XML. */
function showtimeBookingLink(): EconomicsTask {
  const random = seededRandom(680_106);
  const crown = film('Hollow Crown');
  const grid = [630, 675, 720, 800, 870, 945, 970, 1070, 1110, 1140, 1215, 1240, 1270, 1305];
  let needle = '';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<showtimes xmlns="urn:marlowe:feeds:showtimes:2" circuit="Marlowe Picturehouses" generated="2026-11-12T06:00:02Z" from="2026-11-12" to="2026-11-15">',
  ];
  const codes = ['ABD', 'BRI', 'BTH', 'CAM', 'CHE', 'COV', 'EDI', 'GLO', 'EXE', 'HUL', 'INV', 'LIV', 'MKY', 'PLY', 'SWA', 'YRK'];
  for (const code of codes) {
    const s = site(code);
    const cinemaId = `${code}01`;
    let sessionNo = between(random, 100_000, 900_000);
    lines.push(
      `  <cinema id="${cinemaId}">`,
      `    <name>${xml(siteName(s))}</name>`,
      `    <address>${between(random, 1, 120)} ${oneOf(random, ['High Street', 'Quayside', 'Market Street', 'Station Road', 'Castle Street'])}, ${s.city}</address>`,
      `    <phone>0${between(random, 1000, 2999)} ${digits(random, 6)}</phone>`,
      '    <films>',
    );
    const films = [
      crown,
      ...shuffle(
        random,
        FILMS.filter((f) => f !== crown),
      ).slice(0, 9),
    ];
    shuffle(random, films);
    for (const f of films) {
      lines.push(
        `      <film id="${f.id}">`,
        `        <title>${xml(f.title)}</title>`,
        `        <certificate>${f.cert}</certificate>`,
        `        <runtime>${f.runtime}</runtime>`,
        '        <sessions>',
      );
      for (const day of [12, 13, 14, 15]) {
        const times = shuffle(random, grid.slice()).slice(0, between(random, 2, 4));
        if (code === 'EXE' && f === crown && !times.includes(1270)) times[0] = 1270;
        times.sort((a, b) => a - b);
        for (const t of times) {
          const sid = String(sessionNo++);
          const url = `https://tix.marlowe.co.uk/s/${sid}`;
          if (code === 'EXE' && f === crown && day === 13 && t === 1270) needle = url;
          const attributes = shuffle(random, [
            'Subtitled',
            'Audio Described',
            'Relaxed',
            'Recliner',
            'Parent & Baby',
            'Dementia Friendly',
          ]).slice(0, pick(random, 3));
          lines.push(
            `          <session id="${sid}">`,
            `            <start>2026-11-${day}T${hhmm(t)}:00+00:00</start>`,
            `            <screen>Screen ${between(random, 1, s.screens)}</screen>`,
            `            <format>${oneOf(random, ['2D', '2D', '2D', '3D', 'IMAX', 'ScreenX'])}</format>`,
            attributes.length === 0
              ? '            <attributes/>'
              : `            <attributes>${attributes.map((a) => `<attribute>${xml(a)}</attribute>`).join('')}</attributes>`,
            `            <seatsAvailable>${between(random, 0, 280)}</seatsAvailable>`,
            `            <bookingUrl>${url}</bookingUrl>`,
            '          </session>',
          );
        }
      }
      lines.push('        </sessions>', '      </film>');
    }
    lines.push('    </films>', '  </cinema>');
  }
  lines.push('</showtimes>');
  return probe(
    'round 68: showtimes feed, booking link',
    "What's the booking link for the 21:10 Hollow Crown showing at Exeter on Friday?",
    'showtimes_feed',
    lines.join('\n') + '\n',
    'url',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------------------

const ADS = [
  'Pearl_Ad_BankOfBrit',
  'Pearl_Ad_Volvo_EX30',
  'DCM_Ad_Haven_Xmas',
  'DCM_Ad_OnePoll',
  'Pearl_Ad_Lidl_Xmas',
  'DCM_Ad_Tesco_Xmas',
  'Marlowe_Ident_2026',
  'Marlowe_Plus_Promo',
];

/** Last night's syslog from the Glasgow projection servers, merged in time order. */
function showStopCause(): EconomicsTask {
  const random = seededRandom(680_107);
  const needle = 'cause=MB_DECRYPT_FAULT';
  const events: { t: number; line: string }[] = [];
  const stamp = (t: number): string => {
    const day = 11 + Math.floor(t / 86_400);
    const s = t % 86_400;
    return `Nov ${day} ${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
  };
  const log = (t: number, host: string, prog: string, msg: string) => events.push({ t, line: `${stamp(t)} ${host} ${prog}: ${msg}` });
  const startT = 11 * 3600;
  const endT = 30 * 3600;
  const tmsPid = between(random, 700, 999);
  const schedules: Record<number, readonly (readonly [number, Film])[]> = {
    3: [
      [12 * 60 + 10, film('Little Foxes Go West')],
      [14 * 60 + 30, film('Orbital Drift')],
      [18 * 60, film('The Quiet Harbour')],
      [21 * 60, film('The Quiet Harbour')],
    ],
  };
  for (let n = 1; n <= 11; n++) {
    const ims = `gla-s${pad2(n)}-ims`;
    const prj = `gla-s${pad2(n)}-prj`;
    const pids = {
      show: between(random, 1800, 2600),
      play: between(random, 2600, 3200),
      health: between(random, 900, 1200),
      auto: between(random, 1200, 1500),
    };
    const lightIp = `10.41.33.${n * 10 + 4}`;
    for (let t = startT + pick(random, 300); t < endT; t += 300) {
      log(
        t,
        ims,
        `healthd[${pids.health}]`,
        `temps imb=${between(random, 41, 52)}C cpu=${between(random, 44, 61)}C psu=${between(random, 33, 42)}C fans=4/4 raid=optimal free=${(between(random, 14, 38) / 10).toFixed(1)}TB`,
      );
    }
    let schedule = schedules[n];
    if (!schedule) {
      const list: [number, Film][] = [];
      for (let m = between(random, 132, 152) * 5; m < 22 * 60;) {
        const f = oneOf(random, FILMS);
        list.push([m, f]);
        m += Math.ceil((20 + f.runtime + between(random, 15, 40)) / 5) * 5;
      }
      schedule = list;
    }
    for (const [m, f] of schedule) {
      const S = m * 60;
      const spl = `GLA S${pad2(n)} ${hhmm(m).replace(':', '')} ${f.cpl}`;
      const cpl = `${f.cpl}_FTR-1_F_EN-XX_UK-${f.cert}_51_2K_${oneOf(random, ['ARC', 'DLX', 'MPS'])}_20261030_SMPTE_OV`;
      const isTarget = n === 3 && m === 21 * 60;
      log(
        S - 900 - pick(random, 60),
        'gla-tms01',
        `scheduler[${tmsPid}]`,
        `[Push] SPL "${spl}" -> ${ims} ok (uuid=${uuid(random)}, ${between(random, 12, 19)} events)`,
      );
      log(
        S - 120,
        ims,
        `showctl[${pids.show}]`,
        `[ShowControl] SPL "${spl}" loaded, duration ${hhmm(20 + f.runtime)}:${pad2(pick(random, 60))}`,
      );
      log(S, ims, `showctl[${pids.show}]`, `[ShowControl] play requested by scheduler (spl="${spl}")`);
      log(S, ims, `showctl[${pids.show}]`, '[ShowControl] state IDLE -> PLAYING');
      log(S + 1, ims, `automation[${pids.auto}]`, `[Automation] cue 1 "Preshow: house 70%, masking flat" -> ${lightIp}:6454 ack`);
      log(S + 2, prj, 'proj[1]', `dowser open, light source on (laser power ${between(random, 62, 94)}%)`);
      let t = S + 3;
      for (const ad of shuffle(random, ADS.slice()).slice(0, between(random, 5, 8))) {
        log(
          t,
          ims,
          `playback[${pids.play}]`,
          `[Playback] CPL start "${ad}_ADV-1_F_EN-XX_UK_20_2K_20261101_SMPTE" (${oneOf(random, [30, 30, 40, 60, 90])}s)`,
        );
        t += between(random, 40, 95);
      }
      for (const tr of shuffle(
        random,
        FILMS.filter((x) => x !== f),
      ).slice(0, between(random, 3, 5))) {
        log(
          t,
          ims,
          `playback[${pids.play}]`,
          `[Playback] CPL start "${tr.cpl}_TLR-${between(random, 1, 3)}_F_EN-XX_UK-${tr.cert}_51_2K_20261015_SMPTE" (${between(random, 95, 160)}s)`,
        );
        t += between(random, 100, 170);
      }
      const feature = S + 1200;
      log(
        feature - 2,
        ims,
        `automation[${pids.auto}]`,
        `[Automation] cue 2 "Feature: house 0%, step 20%, masking scope" -> ${lightIp}:6454 ack`,
      );
      log(feature, ims, `playback[${pids.play}]`, `[Playback] CPL start "${cpl}" reels=6 encrypted=yes`);
      const reel = Math.floor((f.runtime * 60) / 6);
      const stopAt = isTarget ? 21 * 3600 + 41 * 60 + 52 : feature + f.runtime * 60;
      for (let r = 2; r <= 6 && feature + (r - 1) * reel < stopAt; r++)
        log(feature + (r - 1) * reel, ims, `playback[${pids.play}]`, `[Playback] reel ${r}/6 start frame=${(r - 1) * reel * 24}`);
      if (isTarget) {
        log(stopAt - 1, ims, `playback[${pids.play}]`, `[Playback] frame 31464 not delivered by media block (reel 2/6), output held`);
        log(stopAt, ims, `showctl[${pids.show}]`, `[ShowControl] state PLAYING -> STOPPED ${needle} pos=00:41:52:07 reel=2/6`);
        log(stopAt, ims, `automation[${pids.auto}]`, `[Automation] cue 9 "Interval: house 50%" -> ${lightIp}:6454 ack`);
        log(stopAt + 1, prj, 'proj[1]', 'dowser closed');
        log(stopAt + 96, ims, `showctl[${pids.show}]`, `[ShowControl] play requested by gla.duty (spl="${spl}", resume at 00:41:30:00)`);
        log(stopAt + 97, ims, `showctl[${pids.show}]`, '[ShowControl] play refused: security manager not ready (sm_state=LOCKED)');
        log(stopAt + 340, ims, `showctl[${pids.show}]`, `[ShowControl] SPL "${spl}" unloaded by gla.duty`);
        log(stopAt + 420, 'gla-tms01', `scheduler[${tmsPid}]`, `[Show] GLA S03 2100 "${f.title}" marked ABANDONED by gla.duty, admits=214`);
        log(stopAt + 1900, ims, `showctl[${pids.show}]`, '[Security] SM restarted by gla.duty, self-test passed, 31 KDMs loaded');
        continue;
      }
      log(stopAt - 480, ims, `automation[${pids.auto}]`, `[Automation] cue 3 "Credits: house 30%" -> ${lightIp}:6454 ack`);
      log(
        stopAt,
        ims,
        `showctl[${pids.show}]`,
        `[ShowControl] state PLAYING -> STOPPED cause=END_OF_SPL pos=${hhmm(20 + f.runtime)}:${pad2(pick(random, 60))}:00`,
      );
      log(stopAt + 1, ims, `automation[${pids.auto}]`, `[Automation] cue 4 "Walk-out: house 100%, masking flat" -> ${lightIp}:6454 ack`);
      log(stopAt + 2, prj, 'proj[1]', 'dowser closed, light source standby');
      log(
        stopAt + 60,
        'gla-tms01',
        `scheduler[${tmsPid}]`,
        `[Show] GLA S${pad2(n)} ${hhmm(m).replace(':', '')} "${f.title}" completed, admits=${between(random, 4, 220)}`,
      );
    }
    // Overnight: the KDM check and ingest.
    const check = 27 * 3600 + n * 40;
    log(
      check,
      ims,
      `kdmd[${between(random, 400, 700)}]`,
      `[KDM] nightly check: ${between(random, 18, 34)} KDMs, ${between(random, 0, 3)} expiring within 72h`,
    );
    if (n % 3 === 0) {
      const pid = between(random, 3300, 3900);
      const dcp = `${oneOf(random, FILMS).cpl}_FTR-1_F_EN-XX_UK_51_2K_20261110_SMPTE_OV`;
      for (let p = 0, t = 25 * 3600 + n * 300; p <= 100; p += 2, t += between(random, 80, 140))
        log(t, ims, `ingestd[${pid}]`, `[Ingest] ${dcp} from lib01: ${p}% (${(between(random, 180, 420) / 10).toFixed(1)} MB/s)`);
    }
  }
  for (let t = startT + 60; t < endT; t += 600)
    log(t, 'gla-tms01', `scheduler[${tmsPid}]`, `[Sync] POS and web sales synced, ${between(random, 0, 40)} changes`);
  events.sort((a, b) => a.t - b.t);
  const output = events.map((e) => e.line).join('\n') + '\n';
  const ask =
    "Bit of background: last night's 9pm in screen 3 at our Glasgow Merchant City site was a sold-out preview, the film cut out about forty minutes in and we ended up refunding the whole house. What did the projection server say made it stop?";
  return probe('round 68: projection server syslog, why the show stopped', ask, 'tms_syslog', output, 'stop', needle);
}

const REFUND_REASONS = [
  'Wrong session sold',
  'Customer changed mind',
  'Duplicate online booking',
  'Seat not as booked',
  'Show cancelled',
  'Accessibility swap',
  'Till keying slip',
  'Price override',
  'Late arrival goodwill',
  'Item unavailable',
  'Presentation issue',
  'Complaint goodwill',
];

/** The box office refunds and voids audit, all pages. */
function refundApprover(): EconomicsTask {
  const random = seededRandom(680_108);
  const needle = 'R.Fairbrother (S342)';
  const lines: string[] = [];
  let page = 0;
  const rule = '-'.repeat(132);
  const codes = [
    'BHM',
    'BRI',
    'BRS',
    'CAM',
    'CDF',
    'CHE',
    'COV',
    'DER',
    'EXE',
    'GLO',
    'BTH',
    'LEI',
    'MKY',
    'NOT',
    'NWC',
    'OXF',
    'PLY',
    'RDG',
    'SOU',
    'SWI',
    'SWA',
  ];
  const amountOf = (): number => {
    const prices = [1295, 995, 895, 1095, 1745, 695, 545, 1450, 2195, 650];
    let total = 0;
    for (let k = between(random, 1, 5); k > 0; k--) total += oneOf(random, prices);
    return total;
  };
  for (const code of codes) {
    const s = site(code);
    const supervisors = Array.from({ length: 3 }, () => `${initialName(random)} (S${between(random, 100, 299)})`);
    const operators = Array.from({ length: 8 }, () => initialName(random));
    const rows: { key: number; text: string }[] = [];
    const row = (day: number, minute: number, type: string, tender: string, pence: number, reason: string, approver: string) => {
      const trans = `${code}00${digits(random, 5)}`;
      rows.push({
        key: day * 1440 + minute,
        text: `${pad2(day)}/11/2026 ${hhmm(minute)}  ${trans.padEnd(12)} ${oneOf(random, ['BO-01', 'BO-02', 'BO-03', 'KSK-1', 'CB-04']).padEnd(7)} ${oneOf(random, operators).padEnd(15)} ${type.padEnd(8)} ${tender.padEnd(12)} ${(pence / 100).toFixed(2).padStart(8)}  ${reason.padEnd(26)} ${approver}`,
      });
    };
    for (let k = between(random, 90, 150); k > 0; k--) {
      const day = between(random, 1, 11);
      let pence = amountOf();
      if (code === 'BTH' && day === 7 && pence === 6450) pence += 100;
      const type = oneOf(random, ['REFUND', 'REFUND', 'REFUND', 'VOID', 'VOID', 'PART-REF']);
      const tender = oneOf(random, [
        'CASH',
        `VISA ..${digits(random, 4)}`,
        `MC ..${digits(random, 4)}`,
        `AMEX ..${digits(random, 4)}`,
        'GIFT',
        'VOUCHER',
      ]);
      row(
        day,
        between(random, 600, 1380),
        type,
        tender,
        pence,
        oneOf(random, REFUND_REASONS),
        type === 'VOID' && random() < 0.5 ? '-' : oneOf(random, supervisors),
      );
    }
    if (code === 'BTH') {
      row(7, 19 * 60 + 42, 'REFUND', 'VISA ..4417', 6450, 'Wrong session sold', needle);
      row(9, 20 * 60 + 5, 'REFUND', 'MC ..0921', 6450, 'Show cancelled', oneOf(random, supervisors));
    }
    if (code === 'BRS' || code === 'OXF' || code === 'SWI')
      row(
        7,
        between(random, 700, 1300),
        'REFUND',
        `VISA ..${digits(random, 4)}`,
        6450,
        oneOf(random, REFUND_REASONS),
        oneOf(random, supervisors),
      );
    rows.sort((a, b) => a.key - b.key);
    const header = () => {
      page++;
      lines.push(
        `MARLOWE PICTUREHOUSES LTD                        BOX OFFICE - REFUNDS AND VOIDS AUDIT                                      Page: ${String(page).padStart(4)}`,
        `Report: RPT-BO-114   Run: 12/11/2026 06:15   Period: 01/11/2026 to 11/11/2026   Site: ${code} ${siteName(s)}`,
        rule,
        'Date       Time   Trans No     Wkstn   Operator        Type     Tender         Amount  Reason                     Approved By',
        rule,
      );
    };
    for (let i = 0; i < rows.length; i++) {
      if (i % 54 === 0) {
        if (i > 0) lines.push('', `${' '.repeat(100)}continued...`, '\f');
        header();
      }
      lines.push(rows[i]!.text);
    }
    const refunds = rows.filter((r) => !r.text.includes(' VOID '));
    lines.push(
      rule,
      `Site total ${code}   Refunds: ${String(refunds.length).padStart(4)}   Voids: ${String(rows.length - refunds.length).padStart(4)}   Lines: ${rows.length}`,
      '',
      '\f',
    );
  }
  lines.push('*** END OF REPORT ***');
  const ask =
    "We're matching last week's card settlements and there's £64.50 that went back onto a customer's card at Bath on the 7th, and nobody at the site remembers it. Who okayed it?";
  return probe('round 68: refunds audit, who approved a refund', ask, 'boxoffice_report', lines.join('\n') + '\n', 'approver', needle);
}

const SCHEDULERS = [
  ['a.murray', 'central_scheduling'],
  ['j.hussain', 'central_scheduling'],
  ['k.doyle', 'central_scheduling'],
  ['m.begum', 'regional_programmer'],
  ['s.clarke', 'regional_programmer'],
  ['o.reid', 'regional_programmer'],
  ['h.grant', 'site_manager'],
  ['l.patel', 'site_manager'],
  ['c.foster', 'site_manager'],
  ['r.singh', 'site_manager'],
  ['e.walsh', 'site_manager'],
  ['b.nowak', 'site_manager'],
  ['d.young', 'site_manager'],
  ['f.khan', 'duty_manager'],
  ['g.ellis', 'duty_manager'],
  ['i.shaw', 'duty_manager'],
  ['p.hughes', 'duty_manager'],
] as const;

/** The scheduling system's audit trail for the past week, as a CSV export. */
function showtimeMover(): EconomicsTask {
  const random = seededRandom(680_109);
  const needle = 't.vandermeulen';
  const nosferatu = film('Nosferatu: Revenant');
  const rows: { t: number; text: string }[] = [];
  const stampOf = (t: number): string => {
    const day = 5 + Math.floor(t / 86_400);
    const s = t % 86_400;
    return `2026-11-${pad2(day)}T${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}Z`;
  };
  const add = (
    t: number,
    user: string,
    role: string,
    code: string,
    action: string,
    sid: string,
    field: string,
    from: string,
    to: string,
    f: Film,
    screen: number,
    day: number,
  ) =>
    rows.push({
      t,
      text: `${stampOf(t)},${user},${role},${code},${action},session,${sid},${field},${from},${to},"${f.title.replace(/"/g, '""')} | Screen ${screen} | ${novDay(day)} ${pad2(day)}/11/2026",10.8.${between(random, 1, 60)}.${between(random, 2, 250)}`,
    });
  const span = 7 * 86_400 + 6 * 3600;
  for (let k = 0; k < 3900; k++) {
    const t = pick(random, span);
    const [user, role] = oneOf(random, SCHEDULERS);
    const s = oneOf(random, SITES);
    const f = oneOf(random, FILMS);
    const day = between(random, 13, 19);
    const screen = between(random, 1, s.screens);
    const start = between(random, 40, 88) * 15;
    const sid = `${s.code}-202611${day}-S${pad2(screen)}-${hhmm(start).replace(':', '')}`;
    switch (pick(random, 7)) {
      case 0:
      case 1:
        add(t, user, role, s.code, 'CREATE', sid, '', '', '', f, screen, day);
        break;
      case 2: {
        const moved = start + oneOf(random, [-30, -15, 15, 30, 45, 75]);
        add(t, user, role, s.code, 'UPDATE', sid, 'start_time', hhmm(start), hhmm(moved), f, screen, day);
        break;
      }
      case 3:
        add(t, user, role, s.code, 'UPDATE', sid, 'sales_status', 'OFF_SALE', 'ON_SALE', f, screen, day);
        break;
      case 4:
        add(
          t,
          user,
          role,
          s.code,
          'UPDATE',
          sid,
          'price_card',
          oneOf(random, ['STD-2026', 'PEAK-2026']),
          oneOf(random, ['OFFPEAK-2026', 'PREMIERE']),
          f,
          screen,
          day,
        );
        break;
      case 5:
        add(t, user, role, s.code, 'UPDATE', sid, 'screen', String(screen), String(between(random, 1, s.screens)), f, screen, day);
        break;
      default:
        add(t, user, role, s.code, 'DELETE', sid, '', '', '', f, screen, day);
    }
  }
  const day9 = 4 * 86_400;
  add(86_400 + 10 * 3600 + 1211, 'm.begum', 'regional_programmer', 'RDG', 'CREATE', 'RDG-20261114-S02-2100', '', '', '', nosferatu, 2, 14);
  add(86_400 + 10 * 3600 + 1187, 'm.begum', 'regional_programmer', 'RDG', 'CREATE', 'RDG-20261114-S02-1745', '', '', '', nosferatu, 2, 14);
  add(
    day9 - 3 * 3600 + 722,
    'l.patel',
    'site_manager',
    'RDG',
    'UPDATE',
    'RDG-20261114-S02-1745',
    'start_time',
    '17:45',
    '18:00',
    nosferatu,
    2,
    14,
  );
  add(
    day9 + 16 * 3600 + 8 * 60 + 44,
    needle,
    'regional_programmer',
    'RDG',
    'UPDATE',
    'RDG-20261114-S02-2100',
    'start_time',
    '21:00',
    '22:15',
    nosferatu,
    2,
    14,
  );
  add(
    day9 + 16 * 3600 + 8 * 60 + 45,
    'system',
    'system',
    'RDG',
    'UPDATE',
    'RDG-20261114-S02-2100',
    'end_time',
    '23:12',
    '00:27',
    nosferatu,
    2,
    14,
  );
  add(
    day9 + 86_400 + 9 * 3600 + 1500,
    'l.patel',
    'site_manager',
    'RDG',
    'UPDATE',
    'RDG-20261114-S02-2100',
    'sales_status',
    'OFF_SALE',
    'ON_SALE',
    nosferatu,
    2,
    14,
  );
  add(
    day9 + 2 * 3600 + 310,
    'o.reid',
    'regional_programmer',
    'OXF',
    'UPDATE',
    'OXF-20261114-S05-2115',
    'start_time',
    '21:15',
    '22:00',
    nosferatu,
    5,
    14,
  );
  add(
    day9 + 20 * 3600 + 95,
    's.clarke',
    'regional_programmer',
    'SOU',
    'UPDATE',
    'SOU-20261114-S07-2030',
    'start_time',
    '20:30',
    '21:30',
    nosferatu,
    7,
    14,
  );
  rows.sort((a, b) => a.t - b.t);
  const output =
    ['event_time,user,role,site,action,object_type,object_id,field,old_value,new_value,summary,source_ip', ...rows.map((r) => r.text)].join(
      '\n',
    ) + '\n';
  return probe(
    'round 68: scheduling audit, who moved a showing',
    'Somebody pushed back the late Nosferatu showing at Reading this Saturday and now it finishes after the cleaners are meant to lock up. Who did that?',
    'schedule_audit_export',
    output,
    'mover',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------------------

/** The projector exporter's metrics page for every screen in the estate. */
function dimProjector(): EconomicsTask {
  const random = seededRandom(680_110);
  const needle = '31.27';
  const projectors = SITES.flatMap((s) =>
    Array.from({ length: s.screens }, (_, i) => {
      const [make, model, light, serial] = oneOf(random, PROJECTORS);
      return { s, screen: pad2(i + 1), make, model, light, serial: serial(random) };
    }),
  );
  const label = (p: (typeof projectors)[number]) => `site="${p.s.code}",screen="${p.screen}",serial="${p.serial}"`;
  const family = (name: string, help: string, type: string, value: (p: (typeof projectors)[number]) => string, extra = '') => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const p of projectors) lines.push(`${name}{${label(p)}${extra}} ${value(p)}`);
  };
  const lines: string[] = [];
  lines.push('# Marlowe TMS projector exporter 1.8.3 (scrape of 2026-11-12T07:00:00Z)');
  lines.push(
    '# HELP tms_projector_info Projector identity, from the asset register and the projector itself.',
    '# TYPE tms_projector_info gauge',
  );
  for (const p of projectors)
    lines.push(
      `tms_projector_info{${label(p)},site_name="${siteName(p.s)}",make="${p.make}",model="${p.model}",light_source="${p.light}",firmware="${oneOf(random, ['4.9.1', '4.8.0', '2.3.2', '1.12.4'])}"} 1`,
    );
  family('tms_projector_up', 'Whether the last poll of the projector answered.', 'gauge', () => '1');
  family('tms_projector_light_source_hours_total', 'Hours the light source has been on.', 'counter', () =>
    String(between(random, 1200, 31_000)),
  );
  family('tms_projector_light_source_power_percent', 'Light source drive level.', 'gauge', () =>
    (between(random, 620, 940) / 10).toFixed(1),
  );
  family('tms_projector_intake_temperature_celsius', 'Air intake temperature.', 'gauge', () => (between(random, 190, 285) / 10).toFixed(1));
  family('tms_projector_exhaust_temperature_celsius', 'Exhaust temperature.', 'gauge', () => (between(random, 330, 470) / 10).toFixed(1));
  const target = projectors.find((p) => p.s.code === 'COV' && p.screen === '06')!;
  family(
    'tms_projector_screen_luminance_foot_lamberts',
    'Centre-screen white luminance from the booth light sensor, last reading.',
    'gauge',
    (p) => (p === target ? needle : (between(random, 4610, 5040) / 100).toFixed(2)),
  );
  family('tms_projector_screen_luminance_target_foot_lamberts', 'Luminance target (DCI 2D).', 'gauge', () => '48');
  family('tms_projector_fan_speed_rpm', 'Main fan speed.', 'gauge', () => String(between(random, 1900, 3400)), ',fan="main"');
  family('tms_projector_power_watts', 'Power draw.', 'gauge', () => String(between(random, 1100, 3900)));
  family('tms_projector_dowser_open', 'Whether the dowser is open.', 'gauge', () => (random() < 0.1 ? '1' : '0'));
  family(
    'tms_projector_last_calibration_timestamp_seconds',
    'When the screen was last calibrated by a technician.',
    'gauge',
    () => `1.7${between(random, 50_000, 62_800)}e+09`,
  );
  lines.push(
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    'process_cpu_seconds_total 18233.44',
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    'process_resident_memory_bytes 6.1063168e+07',
    '# HELP tms_exporter_scrape_duration_seconds Time the exporter took to poll every projector.',
    '# TYPE tms_exporter_scrape_duration_seconds gauge',
    'tms_exporter_scrape_duration_seconds 41.8',
  );
  return probe(
    'round 68: projector metrics, the dim one',
    "Across all our projectors, which one is putting a noticeably dimmer picture on the screen than the rest, and what's it measuring?",
    'prometheus_scrape',
    lines.join('\n') + '\n',
    'dim',
    needle,
  );
}

/** The stock items every candy bar carries: SKU, description, unit, usual on-hand range. */
const STOCK: readonly (readonly [string, string, string, number, number])[] = [
  ['POP-KRN-22K', 'Popcorn kernels mushroom 22.7kg sack', 'EA', 2, 14],
  ['POP-OIL-CO', 'Coconut popping oil 11kg', 'EA', 3, 18],
  ['POP-SLT-FL', 'Flavacol popcorn salt 35oz (12/cs)', 'CS', 0.5, 4],
  ['POP-SUG-10', 'Popcorn sugar 10kg', 'EA', 2, 12],
  ['POP-BOX-S', 'Popcorn scoop box small (500/cs)', 'CS', 1, 8],
  ['POP-BOX-M', 'Popcorn box medium (400/cs)', 'CS', 1, 8],
  ['POP-BKT-L', 'Popcorn bucket large (250/cs)', 'CS', 1, 9],
  ['DRK-BIB-COK', 'Coca-Cola syrup BiB 10L', 'BIB', 2, 12],
  ['DRK-BIB-CZR', 'Coca-Cola Zero syrup BiB 10L', 'BIB', 2, 12],
  ['DRK-BIB-FNT', 'Fanta Orange syrup BiB 10L', 'BIB', 1, 8],
  ['DRK-BIB-SPR', 'Sprite Zero syrup BiB 10L', 'BIB', 1, 8],
  ['DRK-TNG-BR', 'Tango Ice Blast blue raspberry 5L', 'EA', 2, 16],
  ['DRK-TNG-CH', 'Tango Ice Blast cherry 5L', 'EA', 2, 16],
  ['DRK-CUP-S', 'Cold cup 12oz (1000/cs)', 'CS', 1, 6],
  ['DRK-CUP-M', 'Cold cup 16oz (1000/cs)', 'CS', 1, 6],
  ['DRK-CUP-L', 'Cold cup 22oz (1000/cs)', 'CS', 1, 6],
  ['DRK-LID-CL', 'Cold cup lid fibre (1000/cs)', 'CS', 1, 7],
  ['DRK-STR-PA', 'Paper straw wrapped (2500/cs)', 'CS', 0.5, 4],
  ['DRK-WTR-50', 'Buxton still water 500ml (24/cs)', 'CS', 4, 30],
  ['DRK-J2O-OP', 'J2O orange & passion 275ml (24/cs)', 'CS', 1, 10],
  ['HF-NCH-CHP', 'Nacho tortilla chips 500g (12/cs)', 'CS', 2, 16],
  ['HF-NCH-CHS', 'Nacho cheese sauce 2kg pouch (6/cs)', 'CS', 2.5, 18],
  ['HF-NCH-JAL', 'Jalapeno slices 2.8kg tin (6/cs)', 'CS', 0.5, 4],
  ['HF-NCH-SAL', 'Salsa dip pot 80g (48/cs)', 'CS', 1, 9],
  ['HF-NCH-TRY', 'Nacho tray 2-compartment (500/cs)', 'CS', 0.5, 5],
  ['HF-DOG-JMB', 'Jumbo hot dog frankfurter (48/cs)', 'CS', 1, 10],
  ['HF-DOG-BUN', 'Hot dog roll 8in (48/cs)', 'CS', 1, 10],
  ['HF-DOG-ONI', 'Crispy onions 1kg', 'EA', 1, 8],
  ['CNF-MMS-PN', "M&M's Peanut 250g pouch (12/cs)", 'CS', 2, 14],
  ['CNF-MMS-CH', "M&M's Chocolate 250g pouch (12/cs)", 'CS', 2, 14],
  ['CNF-MAL-PO', 'Maltesers pouch 135g (12/cs)', 'CS', 2, 14],
  ['CNF-MAL-BX', 'Maltesers box 100g (20/cs)', 'CS', 1, 10],
  ['CNF-BUT-PO', 'Buttons giant pouch 119g (10/cs)', 'CS', 1, 10],
  ['CNF-HAR-TN', 'Haribo Tangfastics 160g (12/cs)', 'CS', 1, 12],
  ['CNF-HAR-SG', 'Haribo Starmix 160g (12/cs)', 'CS', 1, 12],
  ['CNF-REE-PC', "Reese's Pieces 170g (12/cs)", 'CS', 1, 8],
  ['CNF-MIN-PO', 'Minstrels pouch 125g (12/cs)', 'CS', 1, 10],
  ['CNF-PIC-MX', 'Pick & mix bag large (250/cs)', 'CS', 0.5, 4],
  ['CNF-PIC-SW', 'Pick & mix sweets bulk 3kg', 'EA', 4, 30],
  ['ICE-BJ-CC', "Ben & Jerry's Cookie Dough 100ml (16/cs)", 'CS', 1, 9],
  ['ICE-BJ-FB', "Ben & Jerry's Fudge Brownie 100ml (16/cs)", 'CS', 1, 9],
  ['ICE-HD-VAN', 'Haagen-Dazs vanilla 100ml (18/cs)', 'CS', 1, 9],
  ['ICE-HD-SCB', 'Haagen-Dazs salted caramel 100ml (18/cs)', 'CS', 1, 9],
  ['HOT-COF-BN', 'Coffee beans espresso blend 1kg', 'EA', 3, 20],
  ['HOT-MLK-SK', 'Semi-skimmed milk 2L', 'EA', 4, 24],
  ['HOT-MLK-OT', 'Oat drink barista 1L (6/cs)', 'CS', 1, 6],
  ['HOT-CUP-12', 'Hot cup 12oz double wall (500/cs)', 'CS', 0.5, 4],
  ['HOT-LID-12', 'Hot cup lid 12oz (1000/cs)', 'CS', 0.5, 3],
  ['HOT-CHO-PW', 'Hot chocolate powder 1kg', 'EA', 1, 8],
  ['BAR-WIN-RD', 'House red wine 187ml (24/cs)', 'CS', 1, 8],
  ['BAR-WIN-WH', 'House white wine 187ml (24/cs)', 'CS', 1, 8],
  ['BAR-WIN-PR', 'Prosecco 200ml (24/cs)', 'CS', 1, 8],
  ['BAR-BER-LG', 'Lager 330ml can (24/cs)', 'CS', 1, 10],
  ['BAR-BER-IPA', 'Session IPA 330ml can (24/cs)', 'CS', 1, 8],
  ['BAR-CID-AP', 'Apple cider 500ml (12/cs)', 'CS', 1, 8],
  ['BAR-SPR-GN', 'Gin 70cl', 'BTL', 1, 8],
  ['BAR-SPR-VD', 'Vodka 70cl', 'BTL', 1, 8],
  ['BAR-MIX-TN', 'Tonic water 150ml (24/cs)', 'CS', 1, 8],
  ['PKG-BAG-PA', 'Paper carrier bag (250/cs)', 'CS', 0.5, 4],
  ['PKG-NAP-WH', 'Napkins white 2-ply (4000/cs)', 'CS', 0.5, 4],
  ['PKG-TRY-CB', 'Cup carrier tray 4-cup (300/cs)', 'CS', 0.5, 4],
  ['CLN-SAN-5L', 'Food-safe sanitiser 5L', 'EA', 1, 8],
  ['CLN-GLV-M', 'Nitrile gloves M (100/box)', 'EA', 2, 20],
  ['CLN-BLU-RL', 'Blue roll 2-ply', 'EA', 6, 36],
];

/** The concessions stock system's on-hand listing for every site. */
function nachoCheeseCount(): EconomicsTask {
  const random = seededRandom(680_111);
  const needle = '144.00 CS';
  const lines = [
    '$ conc-stock onhand --all-sites --as-of 2026-11-12',
    "Marlowe Picturehouses concessions stock: on hand as of 12/11/2026 06:00 (after last night's till postings)",
    '',
  ];
  const head = `${'SITE'.padEnd(5)} ${'SKU'.padEnd(12)} ${'DESCRIPTION'.padEnd(42)} ${'ON HAND'.padStart(10)} ${'PAR'.padStart(7)} ${'ON ORDER'.padStart(9)}  ${'LAST COUNT'.padEnd(16)}  COUNTED BY`;
  for (const s of SITES) {
    const counters = Array.from({ length: 4 }, () => initialName(random));
    lines.push(head, '-'.repeat(head.length));
    for (const [sku, description, uom, lo, hi] of STOCK) {
      const scale = s.screens / 10;
      let quantity = (Math.round((lo + random() * (hi - lo)) * scale * 2) / 2).toFixed(2);
      if (s.code === 'LEI' && sku === 'HF-NCH-CHS') quantity = '144.00';
      const par = (Math.ceil(hi * scale * 0.8 * 2) / 2).toFixed(2);
      const onOrder = random() < 0.3 ? (Math.ceil(hi * scale * random() * 2) / 2).toFixed(2) : '0.00';
      const counted = `${pad2(between(random, 8, 11))}/11/2026 ${pad2(between(random, 22, 23))}:${pad2(between(random, 0, 59))}`;
      lines.push(
        `${s.code.padEnd(5)} ${sku.padEnd(12)} ${description.padEnd(42)} ${`${quantity} ${uom}`.padStart(10)} ${par.padStart(7)} ${onOrder.padStart(9)}  ${counted.padEnd(16)}  ${oneOf(random, counters)}`,
      );
    }
    lines.push('');
  }
  lines.push(
    `${SITES.length} sites, ${SITES.length * STOCK.length} lines. Quantities in stocking units (CS case, EA each, BIB bag-in-box, BTL bottle).`,
  );
  return probe(
    'round 68: concessions stock, the odd nacho cheese figure',
    "Going through the concessions stock on hand, which cinema's nacho cheese figure is way out of line with everyone else's?",
    'concessions_stock',
    lines.join('\n') + '\n',
    'nacho',
    needle,
  );
}

/** The BMS gateway's present values for every auditorium AHU in the south-west region. */
function co2Setpoint(): EconomicsTask {
  const random = seededRandom(680_112);
  const needle = '1800.0';
  const lines = [
    '$ bmsctl points read --region south-west --all',
    'BMS gateway bms-gw-sw01.marlowe.internal (BACnet/IP, UDP 47808)   read started 2026-11-12 07:02:14',
    '',
  ];
  const codes = ['BRS', 'BTH', 'CDF', 'EXE', 'GLO', 'OXF', 'PLY', 'RDG', 'SOU', 'SWA'];
  const head = `  ${'OBJECT'.padEnd(22)} ${'NAME'.padEnd(26)} ${'DESCRIPTION'.padEnd(40)} ${'PRESENT VALUE'.padStart(14)}  UNITS`;
  codes.forEach((code, si) => {
    const s = site(code);
    lines.push(`Site ${code}  ${siteName(s)}`);
    for (let n = 1; n <= s.screens; n++) {
      const a = `AUD${pad2(n)}`;
      lines.push(
        `Device ${3100000 + si * 1000 + 100 + n}  ${code}-${a}-AHU  ${oneOf(random, ['Trend IQ4E', 'Trend IQ5', 'Siemens PXC5'])}  10.62.${10 + si}.${100 + n}:47808`,
        head,
      );
      const occupied = random() < 0.6;
      const co2 = occupied ? between(random, 520, 1180) : between(random, 410, 520);
      const points: [string, string, string, string, string][] = [
        [
          'analog-input:1',
          `${a}.RA.TEMP`,
          `Aud ${n} return air temperature`,
          (between(random, 195, 236) / 10).toFixed(1),
          'degrees-celsius',
        ],
        [
          'analog-input:2',
          `${a}.SA.TEMP`,
          `Aud ${n} supply air temperature`,
          (between(random, 150, 205) / 10).toFixed(1),
          'degrees-celsius',
        ],
        ['analog-input:3', `${a}.RA.CO2`, `Aud ${n} return air CO2`, co2.toFixed(1), 'parts-per-million'],
        [
          'analog-input:4',
          `${a}.RA.RH`,
          `Aud ${n} return air humidity`,
          (between(random, 350, 580) / 10).toFixed(1),
          'percent-relative-humidity',
        ],
        ['analog-input:5', `${a}.OA.TEMP`, 'Outside air temperature', (between(random, 40, 110) / 10).toFixed(1), 'degrees-celsius'],
        ['analog-input:6', `${a}.FLT.DP`, 'Supply filter pressure drop', (between(random, 600, 1900) / 10).toFixed(1), 'pascals'],
        ['analog-value:10', `${a}.OCC.CLG.SP`, `Aud ${n} occupied cooling setpoint`, '22.0', 'degrees-celsius'],
        ['analog-value:11', `${a}.OCC.HTG.SP`, `Aud ${n} occupied heating setpoint`, '20.0', 'degrees-celsius'],
        ['analog-value:12', `${a}.UNOCC.CLG.SP`, `Aud ${n} unoccupied cooling setpoint`, '26.0', 'degrees-celsius'],
        ['analog-value:13', `${a}.UNOCC.HTG.SP`, `Aud ${n} unoccupied heating setpoint`, '16.0', 'degrees-celsius'],
        ['analog-value:14', `${a}.CO2.SP`, `Aud ${n} CO2 setpoint`, code === 'OXF' && n === 6 ? needle : '1000.0', 'parts-per-million'],
        ['analog-value:15', `${a}.OA.MIN`, `Aud ${n} minimum outside air`, '20.0', 'percent'],
        [
          'analog-output:1',
          `${a}.SF.SPEED`,
          'Supply fan speed',
          occupied ? (between(random, 450, 900) / 10).toFixed(1) : '30.0',
          'percent',
        ],
        [
          'analog-output:2',
          `${a}.EF.SPEED`,
          'Extract fan speed',
          occupied ? (between(random, 420, 880) / 10).toFixed(1) : '28.0',
          'percent',
        ],
        [
          'analog-output:3',
          `${a}.OA.DMPR`,
          'Outside air damper',
          occupied ? (between(random, 200, 850) / 10).toFixed(1) : '20.0',
          'percent',
        ],
        ['analog-output:4', `${a}.CHW.VLV`, 'Chilled water valve', (between(random, 0, 700) / 10).toFixed(1), 'percent'],
        ['analog-output:5', `${a}.LTHW.VLV`, 'Heating valve', (between(random, 0, 400) / 10).toFixed(1), 'percent'],
        ['binary-value:1', `${a}.OCC.MODE`, 'Occupancy mode (from TMS)', occupied ? 'active' : 'inactive', ''],
        ['binary-output:1', `${a}.SF.CMD`, 'Supply fan command', 'active', ''],
        ['binary-output:2', `${a}.EF.CMD`, 'Extract fan command', 'active', ''],
        [
          'multi-state-value:1',
          `${a}.HOUSE.SCENE`,
          'House lights scene',
          occupied ? oneOf(random, ['4 (Feature)', '2 (Preshow)', '3 (Trailers)']) : '1 (Cleaning)',
          '',
        ],
        ['analog-value:20', `${a}.HOUSE.LVL`, 'House lights level', occupied ? '0.0' : '100.0', 'percent'],
        ['analog-value:21', `${a}.STEP.LVL`, 'Step lights level', occupied ? '20.0' : '100.0', 'percent'],
        ['analog-value:22', `${a}.HOUSE.FADE`, 'House lights fade time', '8.0', 'seconds'],
      ];
      for (const [object, name, description, value, units] of points)
        lines.push(`  ${object.padEnd(22)} ${name.padEnd(26)} ${description.padEnd(40)} ${value.padStart(14)}  ${units}`);
      lines.push('');
    }
    lines.push(
      `Device ${3100000 + si * 1000 + 1}  ${code}-FOYER-AHU  Trend IQ4E  10.62.${10 + si}.11:47808`,
      head,
      `  ${'analog-input:1'.padEnd(22)} ${'FOY.RA.TEMP'.padEnd(26)} ${'Foyer return air temperature'.padEnd(40)} ${(between(random, 185, 225) / 10).toFixed(1).padStart(14)}  degrees-celsius`,
      `  ${'analog-input:3'.padEnd(22)} ${'FOY.RA.CO2'.padEnd(26)} ${'Foyer return air CO2'.padEnd(40)} ${between(random, 450, 800).toFixed(1).padStart(14)}  parts-per-million`,
      `  ${'analog-value:10'.padEnd(22)} ${'FOY.OCC.CLG.SP'.padEnd(26)} ${'Foyer occupied cooling setpoint'.padEnd(40)} ${'23.0'.padStart(14)}  degrees-celsius`,
      '',
    );
  });
  lines.push(`read finished 2026-11-12 07:04:51, ${lines.filter((l) => l.startsWith('Device ')).length} devices`);
  return probe(
    'round 68: BMS points, the odd CO2 setpoint',
    "In the BMS readout, which auditorium has its CO2 setpoint configured differently from all the others, and what's it set to?",
    'bms_points_read',
    lines.join('\n') + '\n',
    'co2',
    needle,
  );
}

/** Round 68's twelve tasks, in the brief's order. */
export function roundSixtyEight(): EconomicsTask[] {
  return [
    onlineBookingPayment(),
    kdmValidity(),
    loyaltyPromoCode(),
    playbackServerIp(),
    tillCashUp(),
    showtimeBookingLink(),
    showStopCause(),
    refundApprover(),
    showtimeMover(),
    dimProjector(),
    nachoCheeseCount(),
    co2Setpoint(),
  ];
}
