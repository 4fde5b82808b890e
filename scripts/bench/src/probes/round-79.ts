/**
 * Probe round 79, written blind: the Harrowgate Philharmonic Orchestra and its home, Calloway Hall (ticketing and
 * subscriptions, the music library, rehearsal and concert schedules, stage lighting and fly rigging, musician fees,
 * the hall's building management system). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ticketing API (minified JSON of a production's orders): which seat a named patron holds for the Saturday Mahler 6;
 *  - music library catalogue (one-line XML export): where the Breitkopf parts of Sibelius's Second Symphony are shelved;
 *  - fly automation controller (its log as one JSON-escaped string): the certificate number of the rear acoustic
 *    canopy's most recent inspection;
 * b. The answer a few lines away from the line the question's words match:
 *  - rehearsal and concert schedule (YAML export of services): when the offstage band rehearses for Mahler 2;
 *  - extras and substitutes fees (pretty JSON of engagements): the total paid to the extra harpist for the Nutcracker;
 *  - building management system (pretty XML export of BACnet devices): the device instance of the air handler
 *    serving the organ loft;
 * c. A question that paraphrases the output or carries a preamble:
 *  - subscription renewals (CRM CSV export), after a sentence about an upset caller: why her Friday seats were released;
 *  - lighting console (Eos-style patch report): the DMX address of the front-of-house light on the harpist;
 *  - music library hire materials (fixed-width rental report): when the borrowed John Adams parts must go back;
 * d. One value unlike its peers, with no error word near it:
 *  - building management system (point summary by controller): the instrument store whose humidity is unlike the others;
 *  - ticketing price map (seat-by-seat CLI table for Messiah): the seat priced unlike the rest of its zone;
 *  - per-service payroll register (fixed-width table): the payment line out of line with everyone else's.
 * Not among the bench's targets.
 * First run, at ad1e961, the head when the round was written (with this file; `ROUNDS=79
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,525,707 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 79: ticketing orders, minified JSON
 *     codex: 13,269 tokens, peak 13,186, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,608 tokens, peak 4,689, 1/1 needles, 4 read-backs
 *     ours: 7,754 tokens, peak 3,153, 0/1 needles, 3 read-backs
 *   round 79: music library catalogue, one-line XML
 *     codex: 13,270 tokens, peak 13,200, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,087 tokens, peak 6,542, 0/1 needles, 4 read-backs
 *     ours: 6,522 tokens, peak 2,999, 0/1 needles, 2 read-backs
 *   round 79: fly automation log, one JSON string
 *     codex: 16,560 tokens, peak 16,485, 0/1 needles, 0 read-backs
 *     context-chef: 757 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,441 tokens, peak 1,399, 0/1 needles, 4 read-backs
 *     ours: 4,274 tokens, peak 920, 0/1 needles, 4 read-backs
 *   round 79: rehearsal schedule, YAML
 *     codex: 13,352 tokens, peak 13,282, 0/1 needles, 0 read-backs
 *     context-chef: 635 tokens, peak 565, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,533 tokens, peak 1,850, 0/1 needles, 3 read-backs
 *     ours: 4,779 tokens, peak 1,722, 1/1 needles, 3 read-backs
 *   round 79: extras fees, pretty JSON
 *     codex: 13,241 tokens, peak 13,166, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,701 tokens, peak 2,903, 0/1 needles, 2 read-backs
 *     ours: 6,531 tokens, peak 2,942, 0/1 needles, 2 read-backs
 *   round 79: BMS device tree, pretty XML
 *     codex: 11,895 tokens, peak 11,822, 0/1 needles, 0 read-backs
 *     context-chef: 638 tokens, peak 565, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,369 tokens, peak 2,896, 0/1 needles, 2 read-backs
 *     ours: 12,875 tokens, peak 4,960, 0/1 needles, 3 read-backs
 *   round 79: subscription renewals, CSV with a preamble
 *     codex: 16,372 tokens, peak 16,260, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 720, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,024 tokens, peak 4,572, 0/1 needles, 3 read-backs
 *     ours: 10,303 tokens, peak 5,282, 0/1 needles, 3 read-backs
 *   round 79: lighting patch report, paraphrase
 *     codex: 11,807 tokens, peak 11,729, 0/1 needles, 0 read-backs
 *     context-chef: 582 tokens, peak 504, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,452 tokens, peak 1,209, 0/1 needles, 4 read-backs
 *     ours: 5,080 tokens, peak 1,862, 0/1 needles, 4 read-backs
 *   round 79: library hire report, paraphrase
 *     codex: 10,773 tokens, peak 10,691, 0/1 needles, 0 read-backs
 *     context-chef: 526 tokens, peak 444, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,145 tokens, peak 1,140, 0/1 needles, 4 read-backs
 *     ours: 4,154 tokens, peak 892, 0/1 needles, 4 read-backs
 *   round 79: BMS point summary, the odd humidity
 *     codex: 12,713 tokens, peak 12,635, 0/1 needles, 0 read-backs
 *     context-chef: 604 tokens, peak 526, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,578 tokens, peak 1,350, 0/1 needles, 1 read-backs
 *     ours: 2,188 tokens, peak 1,265, 0/1 needles, 1 read-backs
 *   round 79: Messiah price map, the odd price
 *     codex: 14,707 tokens, peak 14,632, 0/1 needles, 0 read-backs
 *     context-chef: 671 tokens, peak 596, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,227 tokens, peak 2,472, 0/1 needles, 4 read-backs
 *     ours: 5,066 tokens, peak 1,944, 0/1 needles, 4 read-backs
 *   round 79: per-service payroll register, the odd payment
 *     codex: 16,388 tokens, peak 16,310, 0/1 needles, 0 read-backs
 *     context-chef: 658 tokens, peak 580, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,366 tokens, peak 1,103, 0/1 needles, 1 read-backs
 *     ours: 1,830 tokens, peak 874, 1/1 needles, 1 read-backs
 *     codex: 164,347 tokens, 0/12 needles
 *     context-chef: 7,946 tokens, 0/12 needles
 *     context-chef-store: 90,531 tokens, 1/12 needles
 *     ours: 71,356 tokens, 2/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared pieces: names, dates, money, the hall's seats.

const ORG = 'Harrowgate Philharmonic Orchestra';
const HALL = 'Calloway Hall';

const FIRST = [
  'Margit',
  'Tomas',
  'Ines',
  'Kwame',
  'Priya',
  'Henrik',
  'Aiko',
  'Leandro',
  'Solveig',
  'Dmitri',
  'Fatima',
  'Oskar',
  'Chiara',
  'Benedikt',
  'Yusuf',
  'Anneliese',
  'Rafael',
  'Mireille',
  'Desmond',
  'Ingrid',
  'Cormac',
  'Noor',
  'Lucian',
  'Beatriz',
  'Teodor',
  'Hana',
  'Emeka',
  'Greta',
  'Julian',
  'Sunniva',
  'Ravi',
  'Odile',
  'Matthias',
  'Keiko',
  'Laszlo',
  'Marisol',
  'Piotr',
  'Wren',
  'Ottilie',
  'Gideon',
  'Camille',
  'Anders',
  'Zofia',
  'Idris',
  'Rosalind',
  'Felix',
  'Astrid',
  'Nikhil',
  'Elodie',
  'Bram',
  'Hedwig',
  'Luca',
  'Maren',
  'Caspar',
  'Thandiwe',
  'Ezra',
  'Liesl',
  'Bastien',
  'Yara',
  'Declan',
  'Ilse',
  'Soren',
  'Amara',
  'Joaquin',
];
const LAST = [
  'Oyelaran',
  'Lindqvist',
  'Achterberg',
  'Castellucci',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrovic',
  'Halloran',
  'Brannigan',
  'Szabo',
  'Vandermolen',
  'Ambrosetti',
  'Kowalczyk',
  'Ferreira',
  'Thornbury',
  'Adeyemi',
  'Rasmussen',
  'Delacroix',
  'Hoffmann',
  'Quintero',
  'Marchetti',
  'Eriksen',
  'Abernathy',
  'Yilmaz',
  'Novak',
  'Sorensen',
  'Whitcombe',
  'Takahashi',
  'Baptiste',
  'Kaminski',
  'Fitzgerald',
  'Iversen',
  'Lombardi',
  'Mbeki',
  'Dufresne',
  'Galloway',
  'Horvath',
  'Jankowski',
  'Keller',
  'Lindgren',
  'Mendoza',
  'Nordstrom',
  'Osei',
  'Pellegrini',
  'Reinholt',
  'Strand',
  'Tavares',
  'Underhill',
  'Varga',
  'Wexler',
  'Zielinski',
  'Brandt',
  'Calloway',
  'Dunmore',
  'Esposito',
  'Fairweather',
  'Grunewald',
  'Hartigan',
  'Ishikawa',
  'Jovanovic',
  'Kerrigan',
  'Lachance',
];

/** A person's name (first last), never one of `avoid`. */
function personName(random: () => number, avoid: readonly string[] = []): string {
  for (;;) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    if (!avoid.includes(name)) return name;
  }
}

/** "Last, First" of a "First Last". */
const lastFirst = (name: string) => {
  const space = name.indexOf(' ');
  return `${name.slice(space + 1)}, ${name.slice(0, space)}`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (date: Date, n: number) => new Date(date.getTime() + n * DAY_MS);
const ymd = (date: Date) => date.toISOString().slice(0, 10);
const dmy = (date: Date) => `${pad2(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]!}-${date.getUTCFullYear()}`;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const round2 = (n: number) => Math.round(n * 100) / 100;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const col = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));
const rcol = (text: string, width: number) => (text.length >= width ? ` ${text}` : text.padStart(width));

/** The `n`th Sunday of a month (1-based month). */
function nthSunday(y: number, m: number, n: number): Date {
  const first = day(y, m, 1);
  return addDays(first, ((7 - first.getUTCDay()) % 7) + 7 * (n - 1));
}

/** The US Eastern offset on a calendar day. */
function eastern(date: Date): string {
  const y = date.getUTCFullYear();
  return date >= nthSunday(y, 3, 2) && date < nthSunday(y, 11, 1) ? '-04:00' : '-05:00';
}

/** A local wall-clock time on `date` as ISO 8601 with the Eastern offset. */
const local = (date: Date, hhmm: string, seconds = '00') => `${ymd(date)}T${hhmm}:${seconds}${eastern(date)}`;

/** XML text and attribute escaping. */
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A seat of Calloway Hall. */
interface Seat {
  readonly section: string;
  readonly code: string;
  readonly row: string | null;
  readonly seat: number;
  readonly label: string;
  readonly id: string;
  readonly zone: string;
}

/** Every seat of the main auditorium, in house order. */
function hallSeats(): Seat[] {
  const seats: Seat[] = [];
  const block = (section: string, code: string, rows: string, first: number, count: number, zoneOf: (row: number) => string) => {
    [...rows].forEach((row, r) => {
      for (let i = 0; i < count; i++) {
        const n = first + i;
        seats.push({ section, code, row, seat: n, label: `${section}, Row ${row}, Seat ${n}`, id: `${code}-${row}-${n}`, zone: zoneOf(r) });
      }
    });
  };
  const orchestraRows = 'ABCDEFGHJKLMNOPQRSTUVW';
  block('Orchestra Left', 'OL', orchestraRows, 1, 12, (r) => (r < 6 ? 'B' : r < 14 ? 'C' : 'D'));
  block('Orchestra Center', 'OC', orchestraRows, 101, 26, (r) => (r < 10 ? 'A' : r < 16 ? 'B' : 'C'));
  block('Orchestra Right', 'OR', orchestraRows, 201, 12, (r) => (r < 6 ? 'B' : r < 14 ? 'C' : 'D'));
  for (const box of 'ABCDEFGHJKLM')
    for (let n = 1; n <= 6; n++)
      seats.push({
        section: `Grand Tier Box ${box}`,
        code: `GT-${box}`,
        row: null,
        seat: n,
        label: `Grand Tier Box ${box}, Seat ${n}`,
        id: `GT-${box}-${n}`,
        zone: 'A',
      });
  block('Dress Circle Left', 'DCL', 'ABCDEFGH', 1, 10, (r) => (r < 3 ? 'B' : 'C'));
  block('Dress Circle Center', 'DCC', 'ABCDEFGH', 101, 22, (r) => (r < 3 ? 'B' : 'C'));
  block('Dress Circle Right', 'DCR', 'ABCDEFGH', 201, 10, (r) => (r < 3 ? 'B' : 'C'));
  block('Balcony Left', 'BL', 'ABCDEFGHJK', 1, 10, (r) => (r < 4 ? 'D' : 'E'));
  block('Balcony Center', 'BC', 'ABCDEFGHJK', 101, 24, (r) => (r < 4 ? 'D' : 'E'));
  block('Balcony Right', 'BR', 'ABCDEFGHJK', 201, 10, (r) => (r < 4 ? 'D' : 'E'));
  block('Choral Terrace', 'CT', 'ABCDE', 1, 30, () => 'E');
  return seats;
}

// ---------------------------------------------------------------------------------------------------------------
// a1. Ticketing: a production's orders as one minified JSON response.

const MAHLER6_PRICES: Record<string, number> = { A: 142, B: 118, C: 96, D: 72, E: 48 };

function productionOrders(): EconomicsTask {
  const random = seededRandom(790_101);
  const seats = hallSeats();
  const perfs = [
    { id: 'PERF-26-1119-E', code: '261119', starts_at: '2026-11-19T19:30:00-05:00', series: 'Thursday Masterworks' },
    { id: 'PERF-26-1121-E', code: '261121', starts_at: '2026-11-21T19:30:00-05:00', series: 'Saturday Masterworks' },
    { id: 'PERF-26-1122-M', code: '261122', starts_at: '2026-11-22T14:00:00-05:00', series: 'Sunday Matinee' },
  ];
  const patronName = 'Margit Oyelaran';
  const oldSeat = seats.find((s) => s.id === 'DCC-C-114')!;
  const newSeat = seats.find((s) => s.id === 'GT-C-4')!;
  const sold = perfs.map(() => new Set<string>([oldSeat.id, newSeat.id]));
  const domains = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'harrowgate.edu', 'proton.me', 'comcast.net'];
  const patrons = Array.from({ length: 900 }, () => {
    const name = personName(random, [patronName]);
    const [first, last] = name.split(' ') as [string, string];
    return {
      id: `P-0${digits(random, 6)}`,
      name,
      type: oneOf(random, ['single', 'single', 'subscriber', 'subscriber', 'donor', 'flex']),
      email: `${first[0]!.toLowerCase()}.${last.toLowerCase()}${between(random, 1, 99)}@${oneOf(random, domains)}`,
      postal_code: `14${digits(random, 3)}`,
    };
  });
  const kwame = { id: 'P-0517702', name: 'Kwame Oyelaran', type: 'single', email: 'kwame.oyelaran@outlook.com', postal_code: '14216' };
  const margit = { id: 'P-0093812', name: patronName, type: 'subscriber', email: 'm.oyelaran@icloud.com', postal_code: '14216' };

  /** `k` adjacent free seats in one row of one section, or any free seat. */
  const pickSeats = (perf: number, k: number): Seat[] => {
    const taken = sold[perf]!;
    for (let tries = 0; tries < 60; tries++) {
      const i = pick(random, seats.length - k);
      const run = seats.slice(i, i + k);
      if (run.every((s) => s.section === run[0]!.section && s.row === run[0]!.row && !taken.has(s.id))) {
        run.forEach((s) => taken.add(s.id));
        return run;
      }
    }
    const free = seats.filter((s) => !taken.has(s.id));
    const one = oneOf(random, free);
    taken.add(one.id);
    return [one];
  };

  const ticketsOf = (perf: number, picked: Seat[], priceType: string | null) =>
    picked.map((s) => {
      const type = priceType ?? oneOf(random, ['Adult', 'Adult', 'Adult', 'Senior', 'Student', 'Adult', 'Under 30']);
      const base = MAHLER6_PRICES[s.zone]!;
      const price =
        type === 'Subscriber'
          ? round2(base * 0.85)
          : type === 'Senior'
            ? round2(base * 0.9)
            : type === 'Student'
              ? 25
              : type === 'Under 30'
                ? 30
                : base;
      return {
        ticket_id: `T-${digits(random, 8)}`,
        seat_label: s.label,
        section: s.code,
        row: s.row,
        seat: s.seat,
        price_zone: s.zone,
        price_type: type,
        price,
        fee: type === 'Subscriber' ? 0 : 6.5,
        barcode: `HPO${perfs[perf]!.code}${digits(random, 9)}`,
        scanned: false,
      };
    });

  const start = Date.UTC(2026, 5, 1, 13);
  const end = Date.UTC(2026, 10, 12, 14);
  const total = 960;
  type Order = { perf: number; order: Record<string, unknown> };
  const orders: Order[] = [];
  let orderNo = 5_481_200;
  const planted = [
    { at: Date.UTC(2026, 5, 3, 15, 21, 44), kind: 'margit-old' },
    { at: Date.UTC(2026, 6, 22, 18, 2, 9), kind: 'kwame' },
    { at: Date.UTC(2026, 8, 18, 16, 42, 10), kind: 'margit-new' },
  ];
  let oldOrderId = '';
  const makeOrder = (
    perf: number,
    created: number,
    patron: Record<string, string>,
    picked: Seat[],
    channel: string,
    status: string,
    priceType: string | null,
    notes: string | null,
  ) => {
    orderNo += between(random, 3, 41);
    const tickets = ticketsOf(perf, picked, priceType);
    const amount = round2(tickets.reduce((sum, t) => sum + t.price + t.fee, 0));
    const method =
      channel === 'subscription'
        ? 'subscription_plan'
        : notes?.startsWith('Subscriber exchange')
          ? 'exchange_credit'
          : channel === 'box_office'
            ? oneOf(random, ['card', 'card', 'cash', 'gift_certificate'])
            : oneOf(random, ['card', 'card', 'card', 'card', 'card', 'gift_certificate']);
    return {
      order_id: `ORD-${orderNo}`,
      created_at: new Date(created).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      channel,
      status,
      patron,
      performance_id: perfs[perf]!.id,
      tickets,
      payment: {
        method,
        brand: method === 'card' ? oneOf(random, ['visa', 'mastercard', 'amex', 'discover']) : null,
        last4: method === 'card' ? digits(random, 4) : null,
        amount,
        currency: 'USD',
        settled_at: new Date(created + between(random, 5, 400) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
      delivery: oneOf(random, ['mobile_wallet', 'mobile_wallet', 'print_at_home', 'will_call', 'mail']),
      notes,
    };
  };
  for (let i = 0; i < total; i++) {
    const created = start + Math.floor(((end - start) * (i + random())) / total);
    const due = planted.find((p) => p.at <= created && p.kind !== 'done');
    if (due) {
      if (due.kind === 'margit-old') {
        const order = makeOrder(
          0,
          due.at,
          margit,
          [oldSeat],
          'subscription',
          'exchanged',
          'Subscriber',
          'Series renewal 2026-27 (THU-MW); exchanged out',
        );
        oldOrderId = order.order_id;
        orders.push({ perf: 0, order });
      } else if (due.kind === 'kwame') {
        orders.push({ perf: 2, order: makeOrder(2, due.at, kwame, pickSeats(2, 2), 'web', 'paid', null, null) });
      } else {
        const note = `Subscriber exchange from ${oldOrderId} (19 Nov); exchange fee waived (Gold)`;
        orders.push({ perf: 1, order: makeOrder(1, due.at, margit, [newSeat], 'box_office', 'paid', 'Subscriber', note) });
      }
      due.kind = 'done';
      continue;
    }
    const perf = pick(random, 3);
    const patron = oneOf(random, patrons);
    const channel =
      patron.type === 'subscriber' && random() < 0.6 ? 'subscription' : oneOf(random, ['web', 'web', 'web', 'phone', 'box_office']);
    const status = random() < 0.04 ? 'refunded' : random() < 0.05 ? 'exchanged' : 'paid';
    const k = oneOf(random, [1, 2, 2, 2, 2, 3, 4, 4, 6]);
    const notes =
      random() < 0.12
        ? oneOf(random, [
            'Wheelchair access requested',
            'Gift for parents',
            'Donor benefit: drinks voucher',
            'Hearing loop',
            'Group booking',
          ])
        : null;
    orders.push({
      perf,
      order: makeOrder(perf, created, patron, pickSeats(perf, k), channel, status, channel === 'subscription' ? 'Subscriber' : null, notes),
    });
  }
  const listed = [...orders].sort((a, b) => a.perf - b.perf).map((o) => o.order);
  const output = JSON.stringify({
    organization: ORG,
    venue: { id: 'VEN-01', name: HALL, capacity: seats.length },
    production: {
      id: 'PROD-2627-07',
      title: 'Mahler Symphony No. 6 "Tragic"',
      conductor: 'Astrid Lindqvist',
      performances: perfs.map((p) => ({ id: p.id, starts_at: p.starts_at, series: p.series, on_sale: true })),
    },
    query: { production_id: 'PROD-2627-07', include: ['tickets', 'payment', 'patron'], status: 'any' },
    page: 1,
    per_page: 2000,
    total_orders: listed.length,
    orders: listed,
  });
  return probe(
    'round 79: ticketing orders, minified JSON',
    'Which seat does Margit Oyelaran have for the Mahler 6 on Saturday the 21st?',
    'ticketing_get_production_orders',
    output,
    'seat',
    newSeat.label,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a2. Music library: the catalogue as one line of XML.

/** Composer, dates, works: the library's standard repertoire (Sibelius's Second is planted, never drawn). */
const REPERTOIRE: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'Beethoven, Ludwig van',
    '1770-1827',
    [
      'Symphony No. 3 in E-flat major, Op. 55 "Eroica"',
      'Symphony No. 5 in C minor, Op. 67',
      'Symphony No. 7 in A major, Op. 92',
      'Egmont, Op. 84: Overture',
      'Piano Concerto No. 4 in G major, Op. 58',
      'Violin Concerto in D major, Op. 61',
      'Symphony No. 9 in D minor, Op. 125',
    ],
  ],
  [
    'Brahms, Johannes',
    '1833-1897',
    [
      'Symphony No. 1 in C minor, Op. 68',
      'Symphony No. 2 in D major, Op. 73',
      'Symphony No. 4 in E minor, Op. 98',
      'Academic Festival Overture, Op. 80',
      'Violin Concerto in D major, Op. 77',
      'Ein deutsches Requiem, Op. 45',
    ],
  ],
  [
    'Mahler, Gustav',
    '1860-1911',
    [
      'Symphony No. 1 in D major',
      'Symphony No. 2 in C minor "Resurrection"',
      'Symphony No. 5 in C-sharp minor',
      'Symphony No. 6 in A minor "Tragic"',
      'Das Lied von der Erde',
      'Rückert-Lieder',
    ],
  ],
  [
    'Tchaikovsky, Pyotr Ilyich',
    '1840-1893',
    [
      'Symphony No. 4 in F minor, Op. 36',
      'Symphony No. 5 in E minor, Op. 64',
      'Symphony No. 6 in B minor, Op. 74 "Pathétique"',
      'The Nutcracker, Op. 71 (complete ballet)',
      'Romeo and Juliet, Fantasy-Overture',
      'Violin Concerto in D major, Op. 35',
      '1812 Overture, Op. 49',
    ],
  ],
  [
    'Dvořák, Antonín',
    '1841-1904',
    [
      'Symphony No. 7 in D minor, Op. 70',
      'Symphony No. 8 in G major, Op. 88',
      'Symphony No. 9 in E minor, Op. 95 "From the New World"',
      'Cello Concerto in B minor, Op. 104',
      'Carnival Overture, Op. 92',
    ],
  ],
  [
    'Sibelius, Jean',
    '1865-1957',
    [
      'Symphony No. 1 in E minor, Op. 39',
      'Symphony No. 5 in E-flat major, Op. 82',
      'Symphony No. 7 in C major, Op. 105',
      'Finlandia, Op. 26',
      'Violin Concerto in D minor, Op. 47',
      'Karelia Suite, Op. 11',
      'Valse triste, Op. 44 No. 1',
    ],
  ],
  [
    'Shostakovich, Dmitri',
    '1906-1975',
    [
      'Symphony No. 5 in D minor, Op. 47',
      'Symphony No. 10 in E minor, Op. 93',
      'Festive Overture, Op. 96',
      'Cello Concerto No. 1 in E-flat major, Op. 107',
      'Jazz Suite No. 2 (Suite for Variety Orchestra)',
    ],
  ],
  [
    'Rachmaninoff, Sergei',
    '1873-1943',
    [
      'Symphony No. 2 in E minor, Op. 27',
      'Piano Concerto No. 2 in C minor, Op. 18',
      'Piano Concerto No. 3 in D minor, Op. 30',
      'Symphonic Dances, Op. 45',
      'Rhapsody on a Theme of Paganini, Op. 43',
    ],
  ],
  [
    'Mozart, Wolfgang Amadeus',
    '1756-1791',
    [
      'Symphony No. 40 in G minor, K. 550',
      'Symphony No. 41 in C major, K. 551 "Jupiter"',
      'Requiem in D minor, K. 626',
      'Le nozze di Figaro, K. 492: Overture',
      'Piano Concerto No. 21 in C major, K. 467',
      'Clarinet Concerto in A major, K. 622',
    ],
  ],
  [
    'Haydn, Joseph',
    '1732-1809',
    [
      'Symphony No. 94 in G major "Surprise"',
      'Symphony No. 101 in D major "The Clock"',
      'Symphony No. 104 in D major "London"',
      'Trumpet Concerto in E-flat major, Hob. VIIe:1',
      'Die Schöpfung, Hob. XXI:2',
    ],
  ],
  [
    'Schubert, Franz',
    '1797-1828',
    ['Symphony No. 8 in B minor, D. 759 "Unfinished"', 'Symphony No. 9 in C major, D. 944 "Great"', 'Rosamunde, D. 797: Incidental Music'],
  ],
  [
    'Schumann, Robert',
    '1810-1856',
    [
      'Symphony No. 1 in B-flat major, Op. 38 "Spring"',
      'Symphony No. 2 in C major, Op. 61',
      'Symphony No. 3 in E-flat major, Op. 97 "Rhenish"',
      'Piano Concerto in A minor, Op. 54',
    ],
  ],
  [
    'Mendelssohn, Felix',
    '1809-1847',
    [
      'Symphony No. 3 in A minor, Op. 56 "Scottish"',
      'Symphony No. 4 in A major, Op. 90 "Italian"',
      'The Hebrides, Op. 26',
      'Violin Concerto in E minor, Op. 64',
      'A Midsummer Night’s Dream, Op. 61',
    ],
  ],
  [
    'Bruckner, Anton',
    '1824-1896',
    ['Symphony No. 4 in E-flat major "Romantic" (1878/80)', 'Symphony No. 7 in E major', 'Symphony No. 8 in C minor (1890)'],
  ],
  [
    'Strauss, Richard',
    '1864-1949',
    [
      'Also sprach Zarathustra, Op. 30',
      'Don Juan, Op. 20',
      'Ein Heldenleben, Op. 40',
      'Eine Alpensinfonie, Op. 64',
      'Vier letzte Lieder',
      'Till Eulenspiegels lustige Streiche, Op. 28',
    ],
  ],
  [
    'Ravel, Maurice',
    '1875-1937',
    [
      'Boléro',
      'Daphnis et Chloé: Suite No. 2',
      'La Valse',
      'Piano Concerto in G major',
      'Ma mère l’Oye (complete ballet)',
      'Rapsodie espagnole',
    ],
  ],
  ['Debussy, Claude', '1862-1918', ['La Mer', 'Prélude à l’après-midi d’un faune', 'Nocturnes', 'Images pour orchestre']],
  [
    'Stravinsky, Igor',
    '1882-1971',
    ['The Firebird: Suite (1919)', 'Petrushka (1947)', 'The Rite of Spring', 'Pulcinella: Suite', 'Symphony in Three Movements'],
  ],
  [
    'Prokofiev, Sergei',
    '1891-1953',
    [
      'Symphony No. 1 in D major, Op. 25 "Classical"',
      'Symphony No. 5 in B-flat major, Op. 100',
      'Romeo and Juliet: Suite No. 2, Op. 64ter',
      'Peter and the Wolf, Op. 67',
      'Piano Concerto No. 3 in C major, Op. 26',
    ],
  ],
  [
    'Elgar, Edward',
    '1857-1934',
    [
      'Enigma Variations, Op. 36',
      'Cello Concerto in E minor, Op. 85',
      'Pomp and Circumstance March No. 1, Op. 39',
      'Symphony No. 1 in A-flat major, Op. 55',
      'Cockaigne, Op. 40',
    ],
  ],
  ['Holst, Gustav', '1874-1934', ['The Planets, Op. 32', 'St. Paul’s Suite, Op. 29 No. 2']],
  [
    'Vaughan Williams, Ralph',
    '1872-1958',
    ['Fantasia on a Theme by Thomas Tallis', 'The Lark Ascending', 'Symphony No. 5 in D major', 'English Folk Song Suite (arr. Jacob)'],
  ],
  [
    'Copland, Aaron',
    '1900-1990',
    ['Appalachian Spring: Suite (1945)', 'Fanfare for the Common Man', 'Rodeo: Four Dance Episodes', 'Symphony No. 3'],
  ],
  ['Bernstein, Leonard', '1918-1990', ['Candide: Overture', 'West Side Story: Symphonic Dances', 'Chichester Psalms']],
  ['Berlioz, Hector', '1803-1869', ['Symphonie fantastique, Op. 14', 'Le Carnaval romain, Op. 9', 'Harold en Italie, Op. 16']],
  ['Grieg, Edvard', '1843-1907', ['Piano Concerto in A minor, Op. 16', 'Peer Gynt Suite No. 1, Op. 46', 'Holberg Suite, Op. 40']],
  ['Respighi, Ottorino', '1879-1936', ['Pini di Roma', 'Fontane di Roma', 'Ancient Airs and Dances: Suite No. 3']],
  [
    'Rimsky-Korsakov, Nikolai',
    '1844-1908',
    ['Scheherazade, Op. 35', 'Capriccio espagnol, Op. 34', 'Russian Easter Festival Overture, Op. 36'],
  ],
  [
    'Saint-Saëns, Camille',
    '1835-1921',
    [
      'Symphony No. 3 in C minor, Op. 78 "Organ"',
      'Danse macabre, Op. 40',
      'Cello Concerto No. 1 in A minor, Op. 33',
      'Le Carnaval des animaux',
    ],
  ],
  [
    'Bartók, Béla',
    '1881-1945',
    ['Concerto for Orchestra, Sz. 116', 'Music for Strings, Percussion and Celesta, Sz. 106', 'Romanian Folk Dances, Sz. 68'],
  ],
  [
    'Handel, George Frideric',
    '1685-1759',
    ['Messiah, HWV 56', 'Water Music: Suites 1-3, HWV 348-350', 'Music for the Royal Fireworks, HWV 351'],
  ],
  [
    'Bach, Johann Sebastian',
    '1685-1750',
    [
      'Brandenburg Concerto No. 3 in G major, BWV 1048',
      'Orchestral Suite No. 3 in D major, BWV 1068',
      'Mass in B minor, BWV 232',
      'Weihnachts-Oratorium, BWV 248',
    ],
  ],
  ['Verdi, Giuseppe', '1813-1901', ['Messa da Requiem', 'La forza del destino: Overture', 'Nabucco: Overture']],
  [
    'Wagner, Richard',
    '1813-1883',
    [
      'Tannhäuser: Overture',
      'Die Meistersinger von Nürnberg: Prelude to Act I',
      'Tristan und Isolde: Prelude and Liebestod',
      'Die Walküre: Ride of the Valkyries',
    ],
  ],
  ['Williams, John', '1932-', ['Star Wars: Main Title', 'Raiders March', 'Harry Potter Symphonic Suite', 'Jurassic Park: Theme']],
  ['Anderson, Leroy', '1908-1975', ['Sleigh Ride', 'The Typewriter', 'Bugler’s Holiday', 'A Christmas Festival']],
  ['Barber, Samuel', '1910-1981', ['Adagio for Strings, Op. 11', 'Violin Concerto, Op. 14', 'The School for Scandal, Op. 5']],
  ['Nielsen, Carl', '1865-1931', ['Symphony No. 4, Op. 29 "The Inextinguishable"', 'Helios Overture, Op. 17', 'Maskarade: Overture']],
];

const PUBLISHERS: readonly (readonly [string, string])[] = [
  ['Breitkopf & Härtel', 'PB'],
  ['Bärenreiter', 'BA'],
  ['Edwin F. Kalmus', 'A'],
  ['Luck’s Music Library', 'LK'],
  ['Boosey & Hawkes', 'HPS'],
  ['Edition Peters', 'EP'],
  ['Schott Music', 'ED'],
  ['Durand', 'D&F'],
  ['Universal Edition', 'UE'],
  ['G. Schirmer', 'GS'],
  ['Ricordi', 'PR'],
  ['Wilhelm Hansen', 'WH'],
  ['Carus-Verlag', 'CV'],
];

const LIBRARY_NOTES = [
  'Bowings marked by concertmaster (2019); do not erase',
  'Cuts per Maestro Lindqvist marked in pencil',
  'Vln II desk 6 replaced with photocopy (lost on tour 2017)',
  'Harp part has conductor’s cue additions',
  'Errata sheet from publisher in score pocket',
  'Second set of wind parts for doubling (Mahler-size winds)',
  'Rehearsal letters differ from Kalmus edition — check before mixing sets',
  'Parts re-bound 2021',
  'Score heavily marked (Maestro Okafor, 2015)',
  'Tempo changes in blue pencil are the 2023 tour version',
  '',
  '',
  '',
  '',
];

function libraryCatalogue(): EconomicsTask {
  const random = seededRandom(790_202);
  const boxes = shuffle(
    random,
    Array.from({ length: 9000 }, (_, i) => 1000 + i).filter((n) => n !== 6218 && n !== 3120),
  );
  let nextBox = 0;
  const location = () =>
    `Compactus ${between(random, 1, 6)}, Bay ${between(random, 1, 24)}, Shelf ${oneOf(random, [...'ABCDEF'])}, Box ${boxes[nextBox++]!}`;
  const strings = () => oneOf(random, ['8.7.6.5.4', '10.8.6.5.4', '12.10.8.6.5', '14.12.10.8.6', '16.14.12.10.8', '6.6.4.4.3']);
  const instrumentation = () =>
    `${between(random, 2, 4)}.${between(random, 2, 3)}.${between(random, 2, 4)}.${between(random, 2, 3)} – ${oneOf(random, ['2', '4', '4', '6', '8'])}.${between(random, 2, 4)}.${between(random, 0, 3)}.${between(random, 0, 1)} – timp${oneOf(random, ['', '+1', '+2', '+3', '+4'])}${oneOf(random, ['', ' – hp', ' – hp – cel', ' – 2hp', ' – pf'])} – str`;
  const duration = (composer: string, title: string) =>
    /^(Mahler|Bruckner)/.test(composer) ||
    /Requiem|Messiah|Mass|Nutcracker|Schöpfung|Oratorium|Lied von der Erde|Alpensinfonie|No\. 9 in D minor/.test(title)
      ? between(random, 55, 88)
      : /Symphony|Planets|complete|Heldenleben|fantastique|Scheherazade|Rite of Spring|Concerto for Orchestra/.test(title)
        ? between(random, 24, 48)
        : /Concerto|Suite|Variations|Dances|Zarathustra|La Mer|Nocturnes|Images|Petrushka|Firebird|Psalms|Pini|Fontane|Lieder|Daphnis|Peer Gynt|Water Music|Peter and the Wolf|Carnaval des animaux/.test(
              title,
            )
          ? between(random, 15, 36)
          : between(random, 3, 14);
  let workNo = 1200;
  const workXml = (composer: string, dates: string, title: string, publisher: string, prefix: string, holdings: string, notes: string) => {
    workNo += between(random, 1, 9);
    const performed =
      random() < 0.8
        ? `<lastPerformed>${between(random, 1998, 2026)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}</lastPerformed>`
        : '';
    return (
      `<work id="W${String(workNo).padStart(6, '0')}"><composer>${xml(composer)}</composer><composerDates>${dates}</composerDates>` +
      `<title>${xml(title)}</title><publisher>${xml(publisher)}</publisher><catalogNo>${prefix} ${between(random, 100, 9999)}</catalogNo>` +
      `<instrumentation>${instrumentation()}</instrumentation><duration>${duration(composer, title)}'</duration><holdings>${holdings}</holdings>` +
      `${performed}<rental>false</rental>${notes ? `<notes>${xml(notes)}</notes>` : '<notes/>'}</work>`
    );
  };
  const holding = (type: string, extra: string, where: string) =>
    `<holding type="${type}"${extra} condition="${oneOf(random, ['good', 'good', 'good', 'fair', 'worn'])}" location="${where}"/>`;
  const randomWork = () => {
    const [composer, dates, works] = oneOf(random, REPERTOIRE);
    const [publisher, prefix] = oneOf(random, PUBLISHERS);
    const holdings =
      holding('score', ` copies="${between(random, 1, 3)}"`, location()) +
      holding('parts', ` strings="${strings()}" winds="complete"`, location()) +
      (random() < 0.2 ? holding('parts', ` strings="${strings()}" winds="none" set="2"`, location()) : '');
    return workXml(composer, dates, oneOf(random, works), publisher, prefix, holdings, oneOf(random, LIBRARY_NOTES));
  };
  const count = 1500;
  const works: string[] = [];
  const sib = ['Sibelius, Jean', '1865-1957'] as const;
  const sib2 = 'Symphony No. 2 in D major, Op. 43';
  const plants = new Map<number, () => string>([
    [
      Math.floor(count * 0.27),
      () =>
        workXml(
          sib[0],
          sib[1],
          sib2,
          'Edwin F. Kalmus',
          'A',
          holding('score', ' copies="2"', location()) + holding('parts', ' strings="10.8.6.5.4" winds="complete"', location()),
          'Rehearsal letters differ from Breitkopf edition — check before mixing sets',
        ),
    ],
    [
      Math.floor(count * 0.38),
      () =>
        workXml(
          sib[0],
          sib[1],
          'Symphony No. 1 in E minor, Op. 39',
          'Breitkopf & Härtel',
          'PB',
          holding('score', ' copies="1"', location()) + holding('parts', ' strings="12.10.8.6.5" winds="complete"', location()),
          'Bowings marked by concertmaster (2019); do not erase',
        ),
    ],
    [
      Math.floor(count * 0.5),
      () =>
        workXml(
          sib[0],
          sib[1],
          sib2,
          'Breitkopf & Härtel',
          'PB',
          holding('score', ' copies="2"', 'Compactus 2, Bay 5, Shelf E, Box 3120') +
            holding('parts', ' strings="12.10.8.6.5" winds="complete"', 'Compactus 4, Bay 17, Shelf B, Box 6218'),
          'New critical edition (ed. Kari Kilpeläinen); winds doubled for the 2024 tour set',
        ),
    ],
    [
      Math.floor(count * 0.63),
      () =>
        workXml(
          sib[0],
          sib[1],
          'Finlandia, Op. 26',
          'Breitkopf & Härtel',
          'PB',
          holding('score', ' copies="3"', location()) + holding('parts', ' strings="14.12.10.8.6" winds="complete"', location()),
          '',
        ),
    ],
  ]);
  for (let i = 0; i < count; i++) works.push(plants.get(i)?.() ?? randomWork());
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><catalog library="${xml(ORG)} Music Library" system="OPAS Next" exported="2026-11-12T07:14:03-05:00" count="${count}">` +
    works.join('') +
    '</catalog>';
  return probe(
    'round 79: music library catalogue, one-line XML',
    "Where are the Breitkopf parts for Sibelius's Second Symphony shelved?",
    'library_export_catalog',
    output,
    'shelf',
    'Compactus 4, Bay 17, Shelf B, Box 6218',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a3. Fly automation: the controller's log, returned as one JSON-escaped string.

const AXES = [
  'House curtain',
  'Orchestra shell ceiling 1',
  'Orchestra shell ceiling 2',
  'Orchestra shell ceiling 3',
  'Acoustic canopy front',
  'Acoustic canopy mid',
  'Acoustic canopy rear',
  'LX 1',
  'LX 2',
  'LX 3',
  'LX 4',
  'Border 1',
  'Border 2',
  'Border 3',
  'Projection screen',
  'Choir masking SL',
  'Choir masking SR',
  'Speaker cluster L',
  'Speaker cluster C',
  'Speaker cluster R',
  'Organ screen',
  'Banner SL',
  'Banner SR',
  'Acoustic banner 1',
  'Acoustic banner 2',
  'Acoustic banner 3',
  'Acoustic banner 4',
  'Acoustic banner 5',
  'Acoustic banner 6',
  'Scrim',
  'Cyc',
  'Mid-stage traveller',
  'Upstage black',
  'Reflector panel A',
  'Reflector panel B',
  'Reflector panel C',
  'Surtitle screen',
  'Follow-spot bridge',
];

function flyControllerLog(): EconomicsTask {
  const random = seededRandom(790_303);
  const axes = AXES.map((name, i) => ({
    id: `LS${pad2(i + 1)}`,
    name,
    pos: round2(between(random, 200, 1600) / 100),
    load: between(random, 180, 900),
  }));
  const rear = axes.find((a) => a.name === 'Acoustic canopy rear')!;
  const front = axes.find((a) => a.name === 'Acoustic canopy front')!;
  const mid = axes.find((a) => a.name === 'Acoustic canopy mid')!;
  const operators = ['kbrandt', 'dachterberg', 'mwexler', 'tnovak', 'jstrand', 'ohalloran'];
  const events: { t: number; line: string }[] = [];
  const stamp = (t: number) => new Date(t).toISOString();
  const add = (t: number, level: string, text: string) => events.push({ t, line: `${stamp(t)} ${level.padEnd(5)} ${text}` });
  const from = Date.UTC(2026, 10, 1, 4);
  const to = Date.UTC(2026, 10, 12, 20);
  for (let t = from; t < to; t += 15 * 60_000) {
    add(
      t + between(random, 0, 900),
      'INFO',
      `system event=HEARTBEAT axes_online=38/38 estop_chain=closed ups=mains cabinet_temp_c=${(between(random, 280, 345) / 10).toFixed(1)}`,
    );
  }
  const inspector = 'inspector="R. Halloran (Stagecraft Rigging Ltd)"';
  let cert = 4380;
  const usedCerts = new Set([4391, 4415, 4416, 4417]);
  const nextCert = () => {
    do cert += 1;
    while (usedCerts.has(cert));
    return `SR-26-0${cert}`;
  };
  for (let d = 0; d < 12; d++) {
    const base = Date.UTC(2026, 10, 1 + d);
    const sessions: [number, number][] = [[12, 16.5]];
    if (d % 7 !== 1) sessions.push([22, 27]);
    if (d === 11) sessions.splice(1);
    add(
      base + 11 * 3600_000 + between(random, 0, 600_000),
      'INFO',
      `system event=PREUSE_CHECK result=PASS op=${oneOf(random, operators)} station=SR-console estop_test=ok`,
    );
    if (d === 2 || d === 9) {
      for (const axis of shuffle(random, [...axes]).slice(0, 6)) {
        if (axis === rear || axis === front || axis === mid) continue;
        add(
          base + between(random, 13, 15) * 3600_000 + between(random, 0, 3_500_000),
          'INFO',
          `axis=${axis.id} name="${axis.name}" event=INSPECTION type=periodic result=PASS ${inspector} cert=${nextCert()} wire_rope=ok sheaves=ok terminations=ok next_due=2027-05-${pad2(between(random, 1, 28))}`,
        );
      }
    }
    for (const [h0, h1] of sessions) {
      let t = base + h0 * 3600_000 + between(random, 0, 1_200_000);
      const op = oneOf(random, operators);
      while (t < base + h1 * 3600_000) {
        const axis = oneOf(random, axes);
        const target = round2(between(random, 150, 1650) / 100);
        const vel = oneOf(random, [0.15, 0.25, 0.35, 0.5, 0.6, 0.9, 1.2]);
        const cue = between(random, 1, 380);
        add(
          t,
          'INFO',
          `axis=${axis.id} name="${axis.name}" event=MOVE_START cue=${cue} from=${axis.pos.toFixed(3)} to=${target.toFixed(3)} vel_max=${vel.toFixed(2)} op=${op} station=SR-console`,
        );
        const seconds = Math.max(2, Math.abs(target - axis.pos) / vel);
        const reports = Math.min(8, Math.max(1, Math.floor(seconds / 3)));
        for (let r = 1; r <= reports; r++) {
          const pos = axis.pos + ((target - axis.pos) * r) / (reports + 1);
          add(
            t + Math.floor((seconds * 1000 * r) / (reports + 1)),
            'DEBUG',
            `axis=${axis.id} pos=${pos.toFixed(3)} vel=${(vel * (0.9 + random() * 0.1)).toFixed(3)} load_kg=${(axis.load + random() * 8 - 4).toFixed(1)} brake=released following_err_mm=${(random() * 2.4).toFixed(1)}`,
          );
        }
        t += Math.floor(seconds * 1000) + 300;
        add(t, 'INFO', `axis=${axis.id} event=MOVE_COMPLETE pos=${target.toFixed(3)} t=${seconds.toFixed(1)}s brake=set`);
        axis.pos = target;
        if (random() < 0.01) {
          add(t + 4000, 'WARN', `system event=ESTOP source=SL-pendant-${between(random, 1, 3)} op=${op}`);
          add(t + between(random, 20_000, 90_000), 'INFO', `system event=ESTOP_RESET op=${op} chain=closed`);
          t += 90_000;
        }
        t += between(random, 20, 400) * 1000;
      }
    }
  }
  const inspection = (t: number, axis: (typeof axes)[number], type: string, certNo: string, extra: string) =>
    add(t, 'INFO', `axis=${axis.id} name="${axis.name}" event=INSPECTION type=${type} result=PASS ${inspector} cert=${certNo} ${extra}`);
  inspection(
    Date.UTC(2026, 10, 2, 15, 14, 7, 311),
    rear,
    'post-repair',
    'SR-26-04391',
    'scope="replaced head block sheave bearing" wire_rope=ok sheaves=ok terminations=ok',
  );
  inspection(
    Date.UTC(2026, 10, 6, 14, 5, 52, 18),
    front,
    'periodic',
    'SR-26-04415',
    'wire_rope=ok sheaves=ok terminations=ok next_due=2027-05-06',
  );
  inspection(
    Date.UTC(2026, 10, 6, 14, 22, 40, 905),
    mid,
    'periodic',
    'SR-26-04416',
    'wire_rope=ok sheaves=ok terminations=ok next_due=2027-05-06',
  );
  inspection(
    Date.UTC(2026, 10, 6, 14, 40, 2, 118),
    rear,
    'periodic',
    'SR-26-04417',
    'wire_rope=ok sheaves=ok terminations=ok next_due=2027-05-06',
  );
  events.sort((a, b) => a.t - b.t);
  const output = JSON.stringify({
    controller: 'CALLOWAY-FLY-01',
    model: 'Axion SC-4800',
    firmware: '4.2.7',
    from: stamp(from),
    to: stamp(to),
    lines: events.length,
    truncated: false,
    log: events.map((e) => e.line).join('\n'),
  });
  return probe(
    'round 79: fly automation log, one JSON string',
    'What certificate number came out of the most recent inspection of the rear acoustic canopy?',
    'fly_automation_get_log',
    output,
    'cert',
    'SR-26-04417',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b4. Schedule: a season and a half of services as YAML.

const PROGRAMMES = [
  'Brahms Symphony No. 4 & Elgar Cello Concerto',
  'Beethoven Symphony No. 7 & "Emperor" Concerto',
  'Shostakovich Symphony No. 5',
  'Dvořák Symphony No. 8 & Sibelius Violin Concerto',
  'Rachmaninoff Piano Concerto No. 2 & Symphonic Dances',
  'Holst The Planets',
  'Bruckner Symphony No. 7',
  'Tchaikovsky Symphony No. 5',
  'Berlioz Symphonie fantastique',
  'Stravinsky Firebird & Mozart 40',
  'Copland Appalachian Spring & Barber Violin Concerto',
  'Ravel Daphnis et Chloé & La Valse',
  'Strauss Alpine Symphony',
  'Pops: The Music of John Williams',
  'Pops: Broadway Tonight',
  'Prokofiev Symphony No. 5',
  'Schumann "Rhenish" & Grieg Concerto',
  'Bartók Concerto for Orchestra',
  'Saint-Saëns "Organ" Symphony',
  'Mendelssohn "Italian" & Haydn 104',
  'Sibelius Symphony No. 5',
  'Debussy La Mer & Ravel Piano Concerto',
  'Nielsen "Inextinguishable" & Beethoven 4th Concerto',
  'Elgar Enigma Variations',
];
const CONDUCTORS = ['Astrid Lindqvist', 'Emeka Okafor', 'Julian Whitcombe', 'Keiko Nakamura', 'Bastien Dufresne', 'Marisol Quintero'];

interface Service {
  start: Date;
  from: string;
  to: string;
  type: string;
  venue: string;
  group: string;
  personnel: string;
  repertoire: string[];
  notes: string;
  conductor: string;
}

function serviceSchedule(): EconomicsTask {
  const random = seededRandom(790_404);
  const lines: string[] = [
    '# Harrowgate Philharmonic — services export (OPAS schedule module)',
    `organization: ${ORG}`,
    'range:',
    '  from: 2026-01-05',
    '  to: 2027-08-29',
    'generated: 2026-11-12T08:30:12-05:00',
    'timezone: America/New_York',
    'services:',
  ];
  let seq = 100;
  const stage = `${HALL} — Main Stage`;
  const roomB = `${HALL} — Rehearsal Room B (lower level)`;
  const roomA = `${HALL} — Rehearsal Room A (L1)`;
  const emit = (project: string, s: Service) => {
    seq += between(random, 1, 4);
    const end = s.to;
    lines.push(
      `  - id: SVC-${String(s.start.getUTCFullYear()).slice(2)}${pad2(s.start.getUTCMonth() + 1)}-${String(seq).padStart(4, '0')}`,
      `    starts: ${local(s.start, s.from)}`,
      `    ends: ${local(s.start, end)}`,
      `    type: ${s.type}`,
      `    project: ${project}`,
      `    venue: ${s.venue}`,
      `    conductor: ${s.conductor}`,
      `    group: ${s.group}`,
      `    personnel: ${s.personnel}`,
      '    repertoire:',
      ...s.repertoire.map((r) => `      - "${r.replace(/"/g, '\\"')}"`),
      `    counts_toward_weekly_max: ${s.type === 'chorus' ? 'false' : 'true'}`,
      `    break: ${s.type === 'sectional' || s.type === 'education' ? 'none' : s.type === 'concert' ? 'interval 20 min' : '20 min at midpoint'}`,
      `    dress: ${s.type === 'concert' ? (s.from < '17:00' ? 'concert black (matinee)' : 'white tie / concert black') : 'rehearsal casual'}`,
      `    stage_manager: ${oneOf(random, ['Ezra Dunmore', 'Liesl Hartigan', 'Idris Osei'])}`,
      `    notes: ${s.notes ? `"${s.notes.replace(/"/g, '\\"')}"` : '""'}`,
    );
  };
  const emitAll = (project: string, list: Service[]) => {
    list.sort((a, b) => a.start.getTime() - b.start.getTime() || a.from.localeCompare(b.from));
    for (const s of list) emit(project, s);
  };
  const standardWeek = (monday: Date, project: string, repertoire: string[], conductor: string, pops: boolean) => {
    const svc = (
      offset: number,
      from: string,
      to: string,
      type: string,
      venue: string,
      group: string,
      personnel: string,
      notes: string,
    ): Service => ({
      start: addDays(monday, offset),
      from,
      to,
      type,
      venue,
      group,
      personnel,
      repertoire,
      notes,
      conductor,
    });
    const full = `${between(random, 64, 92)} (full orchestra)`;
    const out: Service[] = [];
    if (!pops) {
      out.push(
        svc(
          0,
          '10:00',
          '12:30',
          'rehearsal',
          stage,
          'full orchestra',
          full,
          oneOf(random, ['', 'Seating per plan v2', 'Strings only first hour', 'Soloist from 11:00']),
        ),
      );
      out.push(svc(0, '13:30', '16:00', 'rehearsal', stage, 'full orchestra', full, ''));
    }
    out.push(
      svc(
        1,
        '10:00',
        '12:30',
        'rehearsal',
        stage,
        'full orchestra',
        full,
        oneOf(random, ['', 'Soloist with orchestra', 'Photo call at break']),
      ),
    );
    if (random() < 0.35)
      out.push(
        svc(
          1,
          '13:30',
          '15:00',
          'sectional',
          roomB,
          oneOf(random, ['strings', 'winds', 'brass & percussion']),
          `${between(random, 8, 50)}`,
          'Led by principals',
        ),
      );
    if (!pops) out.push(svc(2, '10:00', '12:30', 'rehearsal', stage, 'full orchestra', full, ''));
    out.push(
      svc(
        3,
        '10:00',
        '12:30',
        'dress',
        stage,
        'full orchestra',
        full,
        oneOf(random, ['Doors to hall closed', 'Recording engineer present', 'Open rehearsal for donors']),
      ),
    );
    out.push(svc(3, '19:30', '21:45', 'concert', stage, 'full orchestra', full, 'Pre-concert talk 18:30, Grand Foyer'));
    if (random() < 0.5) out.push(svc(4, '11:00', '12:45', 'concert', stage, 'full orchestra', full, 'Coffee concert, no interval'));
    out.push(svc(5, '19:30', '21:45', 'concert', stage, 'full orchestra', full, ''));
    if (random() < 0.4) out.push(svc(6, '14:00', '16:15', 'concert', stage, 'full orchestra', full, 'Matinee'));
    if (random() < 0.2)
      out.push(
        svc(
          1,
          '10:30',
          '11:30',
          'education',
          `Northfield Middle School auditorium`,
          'chamber orchestra',
          `${between(random, 24, 36)}`,
          'Run-out, bus 08:45 from stage door',
        ),
      );
    return out;
  };
  for (let monday = day(2026, 1, 5); monday <= day(2027, 8, 23); monday = addDays(monday, 7)) {
    const key = ymd(monday);
    const month = monday.getUTCMonth() + 1;
    if (month === 8 || key === '2026-12-28' || key === '2027-04-05' || key === '2026-06-29') continue;
    if (key === '2026-12-07') {
      const project = 'MAH2-26 — Mahler Symphony No. 2 "Resurrection"';
      const rep = ['Mahler: Symphony No. 2 in C minor "Resurrection"'];
      const conductor = 'Astrid Lindqvist';
      const chorus = 'Harrowgate Festival Chorus (120)';
      const list: Service[] = [
        {
          start: monday,
          from: '10:00',
          to: '12:30',
          type: 'rehearsal',
          venue: stage,
          group: 'full orchestra',
          personnel: '104 (full orchestra + extras)',
          repertoire: ['Mahler: Symphony No. 2, mvts. I–III'],
          notes: 'Extras on stage from 10:00; offstage players not called',
          conductor,
        },
        {
          start: monday,
          from: '13:30',
          to: '16:00',
          type: 'rehearsal',
          venue: stage,
          group: 'full orchestra',
          personnel: '104 (full orchestra + extras)',
          repertoire: ['Mahler: Symphony No. 2, mvts. IV–V'],
          notes: '',
          conductor,
        },
        {
          start: monday,
          from: '19:00',
          to: '21:30',
          type: 'chorus',
          venue: `${HALL} — Choir Room (L2)`,
          group: 'chorus',
          personnel: chorus,
          repertoire: ['Mahler: Symphony No. 2, mvt. V (chorus)'],
          notes: 'Piano rehearsal with chorus master Rosalind Keller',
          conductor: 'Rosalind Keller',
        },
        {
          start: addDays(monday, 1),
          from: '10:00',
          to: '12:30',
          type: 'rehearsal',
          venue: stage,
          group: 'full orchestra',
          personnel: '104 (full orchestra + extras)',
          repertoire: rep,
          notes: 'Soloists from 11:15 (Hana Ishikawa, soprano; Ottilie Grunewald, mezzo)',
          conductor,
        },
        {
          start: addDays(monday, 1),
          from: '19:00',
          to: '21:30',
          type: 'rehearsal',
          venue: stage,
          group: 'orchestra & chorus',
          personnel: `104 + ${chorus}`,
          repertoire: ['Mahler: Symphony No. 2, mvts. IV–V'],
          notes: 'Chorus on choral terrace; risers set by 18:00',
          conductor,
        },
        {
          start: addDays(monday, 2),
          from: '10:00',
          to: '12:30',
          type: 'rehearsal',
          venue: stage,
          group: 'full orchestra',
          personnel: '104 (full orchestra + extras)',
          repertoire: rep,
          notes: '',
          conductor,
        },
        {
          start: addDays(monday, 2),
          from: '14:30',
          to: '16:00',
          type: 'sectional',
          venue: roomB,
          group: 'offstage band',
          personnel: '4 hn, 4 tpt, timp, perc (2)',
          repertoire: ['Mahler: Symphony No. 2, mvt. V (offstage passages)'],
          notes: 'With assistant conductor Cormac Brannigan; cue-light and monitor check at 15:30',
          conductor: 'Cormac Brannigan',
        },
        {
          start: addDays(monday, 3),
          from: '10:00',
          to: '12:45',
          type: 'dress',
          venue: stage,
          group: 'orchestra & chorus',
          personnel: `112 + ${chorus}`,
          repertoire: rep,
          notes: 'Offstage band in place in the L2 stage-door corridor from 10:45; doors to hall closed',
          conductor,
        },
        {
          start: addDays(monday, 3),
          from: '19:30',
          to: '21:15',
          type: 'concert',
          venue: stage,
          group: 'orchestra & chorus',
          personnel: `112 + ${chorus}`,
          repertoire: rep,
          notes: 'No interval; late seating only after mvt. I',
          conductor,
        },
        {
          start: addDays(monday, 5),
          from: '19:30',
          to: '21:15',
          type: 'concert',
          venue: stage,
          group: 'orchestra & chorus',
          personnel: `112 + ${chorus}`,
          repertoire: rep,
          notes: 'No interval; radio broadcast (WHRG live)',
          conductor,
        },
        {
          start: addDays(monday, 6),
          from: '14:00',
          to: '15:45',
          type: 'concert',
          venue: stage,
          group: 'orchestra & chorus',
          personnel: `112 + ${chorus}`,
          repertoire: rep,
          notes: 'Matinee; no interval',
          conductor,
        },
      ];
      emitAll(project, list);
      continue;
    }
    if (key === '2027-03-08') {
      const project = 'RESP-27 — Respighi Pines of Rome & Prokofiev Piano Concerto No. 3';
      const rep = ['Respighi: Pini di Roma', 'Prokofiev: Piano Concerto No. 3 in C major, Op. 26'];
      const conductor = 'Emeka Okafor';
      const list = standardWeek(monday, project, rep, conductor, false);
      list.splice(4, 0, {
        start: addDays(monday, 2),
        from: '14:00',
        to: '15:15',
        type: 'sectional',
        venue: roomA,
        group: 'offstage brass (buccine)',
        personnel: '3 tpt, 3 tbn (buccine parts on flugelhorn/euphonium)',
        repertoire: ['Respighi: Pini di Roma, IV. I pini della Via Appia (offstage)'],
        notes: 'Balcony positions walked at 15:00 with stage manager',
        conductor: 'Cormac Brannigan',
      });
      emitAll(project, list);
      continue;
    }
    const summer = month === 7;
    const programme =
      key === '2026-11-16'
        ? 'Mahler Symphony No. 6 "Tragic"'
        : summer
          ? `Lakeside Summer Festival: ${oneOf(random, ['Pops in the Park', 'Beethoven at the Lake', 'Tchaikovsky Spectacular with fireworks', 'Movie Night: Jurassic Park'])}`
          : oneOf(random, PROGRAMMES);
    const code = `${programme.replace(/[^A-Z]/g, '').slice(0, 4) || 'PRG'}-${String(monday.getUTCFullYear()).slice(2)}${pad2(month)}`;
    const rep = programme.split(/ & /).map((p) => p.replace(/^Pops: /, ''));
    const list = standardWeek(monday, `${code} — ${programme}`, rep, oneOf(random, CONDUCTORS), programme.startsWith('Pops') || summer);
    if (summer) for (const s of list) if (s.type === 'concert') s.venue = 'Lakeside Pavilion (outdoor), Harrowgate';
    emitAll(`${code} — ${programme}`, list);
  }
  return probe(
    'round 79: rehearsal schedule, YAML',
    'When is the offstage band rehearsing for the Mahler 2?',
    'schedule_export_services',
    lines.join('\n'),
    'offstage',
    '2026-12-09T14:30:00-05:00',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b5. Fees: a fiscal year's extras and substitutes engagements as pretty JSON.

/** Instrument, chairs it is booked for, cartage per service, how many freelancers play it. */
const FREELANCE: readonly (readonly [string, readonly string[], number, number])[] = [
  ['Violin', ['Violin I', 'Violin II', 'Violin I', 'Violin II', 'Assistant Concertmaster'], 0, 60],
  ['Viola', ['Viola', 'Viola', 'Assistant Principal Viola'], 0, 20],
  ['Cello', ['Cello', 'Cello', 'Assistant Principal Cello'], 0, 18],
  ['Double bass', ['Bass', 'Bass', 'Acting Principal Bass'], 15, 12],
  ['Flute', ['Flute III', 'Flute II / Piccolo', 'Piccolo'], 0, 6],
  ['Oboe', ['Oboe III', 'English horn', 'Acting Principal Oboe'], 0, 5],
  ['Clarinet', ['Clarinet III', 'E-flat clarinet', 'Bass clarinet'], 0, 6],
  ['Bassoon', ['Bassoon III', 'Contrabassoon'], 0, 5],
  ['Horn', ['Horn V', 'Horn VI', 'Assistant Horn', 'Horn VII', 'Wagner tuba'], 0, 10],
  ['Trumpet', ['Trumpet III', 'Trumpet IV', 'Offstage trumpet'], 0, 8],
  ['Trombone', ['Trombone III', 'Trombone IV'], 0, 6],
  ['Tuba', ['Tuba', 'Tuba II'], 20, 3],
  ['Percussion', ['Percussion III', 'Percussion IV', 'Percussion V'], 30, 12],
  ['Timpani', ['Timpani II'], 40, 2],
  ['Harp', ['Harp II'], 45, 4],
  ['Keyboard', ['Celesta', 'Piano/Celesta', 'Organ', 'Harpsichord'], 0, 4],
  ['Saxophone', ['Alto saxophone', 'Tenor saxophone'], 0, 3],
  ['Guitar', ['Electric guitar', 'Guitar/Banjo'], 0, 2],
];

function extrasFees(): EconomicsTask {
  const random = seededRandom(790_505);
  const harpist = 'Sunniva Reinholt';
  const roster: { id: string; name: string; instrument: string }[] = [];
  for (const [instrument, , , count] of FREELANCE)
    for (let i = 0; i < count; i++)
      roster.push({ id: `M-${between(random, 1000, 4999)}`, name: personName(random, [harpist]), instrument });
  roster.push({ id: 'M-2044', name: harpist, instrument: 'Harp' });
  const projects: {
    code: string;
    title: string;
    from: Date;
    to: Date;
    rehearsals: number;
    performances: number;
    harp: boolean;
    plantHarp: boolean;
  }[] = [];
  for (let monday = day(2026, 7, 6); monday <= day(2027, 6, 21); monday = addDays(monday, 7)) {
    const key = ymd(monday);
    if (monday.getUTCMonth() === 7 || key === '2026-12-28' || key === '2027-04-05') continue;
    if (key === '2026-12-07') {
      projects.push({
        code: 'MAH2-26',
        title: 'Mahler Symphony No. 2 "Resurrection"',
        from: monday,
        to: addDays(monday, 6),
        rehearsals: 6,
        performances: 3,
        harp: true,
        plantHarp: false,
      });
      projects.push({
        code: 'NUT26',
        title: 'Tchaikovsky: The Nutcracker (with Calloway City Ballet)',
        from: addDays(monday, 4),
        to: addDays(monday, 16),
        rehearsals: 4,
        performances: 12,
        harp: false,
        plantHarp: true,
      });
      continue;
    }
    if (key === '2026-12-14') {
      projects.push({
        code: 'MES26',
        title: 'Handel: Messiah',
        from: monday,
        to: addDays(monday, 6),
        rehearsals: 2,
        performances: 3,
        harp: false,
        plantHarp: false,
      });
      continue;
    }
    const title = key === '2026-11-16' ? 'Mahler Symphony No. 6 "Tragic"' : oneOf(random, PROGRAMMES);
    const code = `${title.replace(/[^A-Z]/g, '').slice(0, 4) || 'PRG'}-${String(monday.getUTCFullYear()).slice(2)}${pad2(monday.getUTCMonth() + 1)}`;
    projects.push({
      code,
      title,
      from: monday,
      to: addDays(monday, between(random, 4, 6)),
      rehearsals: between(random, 2, 5),
      performances: between(random, 2, 4),
      harp: random() < 0.55 || title.includes('Mahler'),
      plantHarp: false,
    });
  }
  let engagementNo = 100;
  const engagements: Record<string, unknown>[] = [];
  const needle = '4,112.00';
  const engagement = (
    p: (typeof projects)[number],
    musician: (typeof roster)[number],
    chair: string,
    cartagePer: number,
    services: number,
  ) => {
    engagementNo += between(random, 1, 3);
    const principal = /Principal|Concertmaster/.test(chair);
    const doubling = /\/ Piccolo|Piano\/Celesta|Guitar\/Banjo/.test(chair);
    const scale = 212 * services;
    const premiums = round2(scale * ((principal ? 0.25 : 0) + (doubling ? 0.15 : 0)));
    const cartage = cartagePer * services;
    const gross = scale + premiums + cartage;
    return {
      engagement_id: `ENG-27-${String(engagementNo).padStart(4, '0')}`,
      project: p.code,
      project_title: p.title,
      dates: `${ymd(p.from)} – ${ymd(p.to)}`,
      musician: {
        id: musician.id,
        name: musician.name,
        instrument: musician.instrument,
        chair,
        category: random() < 0.7 ? 'extra' : 'substitute',
      },
      services: `${p.rehearsals} rehearsals + ${p.performances} performances, ${services} contracted`,
      per_service: '212.00',
      premiums: money(premiums),
      cartage: money(cartage),
      gross: money(gross),
      pension_employer: money(round2(gross * 0.095)),
      contract_status: oneOf(random, ['signed', 'signed', 'signed', 'sent', 'draft']),
      paid_to_date: p.to < day(2026, 11, 12) ? money(gross) : '0.00',
    };
  };
  for (const p of projects) {
    const n = p.plantHarp ? 22 : between(random, 14, 34);
    const plantAt = p.plantHarp ? 9 : -1;
    for (let i = 0; i < n; i++) {
      if (i === plantAt) {
        const record = engagement(
          p,
          roster.find((m) => m.name === harpist)!,
          'Harp II',
          45,
          16,
        );
        engagements.push({ ...record, musician: { ...(record.musician as object), category: 'extra' } });
        continue;
      }
      for (;;) {
        const [instrument, chairs, cartagePer] = oneOf(random, FREELANCE);
        if (instrument === 'Harp' && (!p.harp || p.plantHarp)) continue;
        if ((instrument === 'Saxophone' || instrument === 'Guitar') && !/Pops|Rachmaninoff|Ravel|Prokofiev|Bernstein/.test(p.title))
          continue;
        const musician = oneOf(
          random,
          roster.filter((m) => m.instrument === instrument),
        );
        const total = p.rehearsals + p.performances - (random() < 0.2 ? between(random, 1, 2) : 0);
        const record = engagement(p, musician, oneOf(random, chairs), cartagePer, total);
        if (record.gross === needle) continue;
        engagements.push(record);
        break;
      }
    }
  }
  const output = JSON.stringify(
    {
      organization: ORG,
      fiscal_year: 'FY2027 (2026-07-01 – 2027-06-30)',
      generated_at: '2026-11-12T09:02:44-05:00',
      scale: {
        per_service: '212.00',
        principal_premium_pct: 25,
        doubling_premium_pct: 15,
        pension_employer_pct: 9.5,
        agreement: 'Local 92 master agreement 2025-2028',
      },
      count: engagements.length,
      engagements,
    },
    null,
    2,
  );
  return probe(
    'round 79: extras fees, pretty JSON',
    'How much in total are we paying the extra harp player for the Nutcracker?',
    'fees_list_engagements',
    output,
    'harp',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b6. Building management: the BACnet device tree as pretty XML.

const FLOORS = ['B2', 'B1', 'L1', 'L2', 'L3', 'L4', 'RF'];
const ZONES: Record<string, readonly string[]> = {
  B2: [
    'Harp room',
    'Double bass store',
    'Piano store 1',
    'Piano store 2',
    'Percussion store',
    'Loading dock',
    'Wardrobe',
    'Trap room',
    'Orchestra pit lift machine room',
    'Library vault',
  ],
  B1: [
    'Rehearsal Room A',
    'Rehearsal Room B',
    'Musicians’ lounge',
    'Dressing room 1',
    'Dressing room 2',
    'Dressing room 3',
    'Conductor’s suite',
    'Green room',
    'Stage-door lobby',
    'Music library',
  ],
  L1: [
    'Orchestra stalls north',
    'Orchestra stalls south',
    'Stage',
    'Stage left wing',
    'Stage right wing',
    'Box office',
    'Grand foyer west',
    'Grand foyer east',
    'Cloakroom',
    'Café',
  ],
  L2: [
    'Dress circle north',
    'Dress circle south',
    'Grand tier boxes north',
    'Grand tier boxes south',
    'Circle bar',
    'Donor lounge',
    'Choir room',
    'Lighting control room',
    'Sound control room',
  ],
  L3: ['Balcony north', 'Balcony south', 'Choir stalls', 'Organ loft', 'Organ blower room', 'Balcony bar', 'Follow-spot booth'],
  L4: ['Administration offices', 'Board room', 'Marketing open plan', 'Education studio', 'Server room', 'Staff kitchen'],
  RF: ['Restaurant', 'Kitchen', 'Roof terrace', 'Studio 3', 'Recording suite'],
};

function bmsDeviceTree(): EconomicsTask {
  const random = seededRandom(790_606);
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bacnetExport station="CallowayHall_BMS" host="bms-jace-01.calloway.local" niagaraVersion="4.14.1.16" exported="2026-11-12T06:00:04-05:00">',
  ];
  const value = (lo: number, hi: number, decimals = 1) => (lo + random() * (hi - lo)).toFixed(decimals);
  const point = (name: string, objectType: string, instance: number, units: string, presentValue: string) =>
    `        <point name="${name}" objectType="${objectType}" instance="${instance}" units="${units}" presentValue="${presentValue}" status="{ok}"/>`;
  const ahuPoints = () => [
    point('SAT', 'analogInput', 1, 'degreesCelsius', value(12.5, 16)),
    point('SAT-SP', 'analogValue', 1, 'degreesCelsius', oneOf(random, ['13.0', '14.0', '15.0', '16.0'])),
    point('RAT', 'analogInput', 2, 'degreesCelsius', value(20, 23.5)),
    point('MAT', 'analogInput', 3, 'degreesCelsius', value(11, 18)),
    point('OAT', 'analogInput', 4, 'degreesCelsius', value(3, 9)),
    point('RA-RH', 'analogInput', 5, 'percentRelativeHumidity', value(30, 48)),
    point('RA-CO2', 'analogInput', 6, 'partsPerMillion', value(420, 980, 0)),
    point('SF-S', 'binaryInput', 1, 'noUnits', 'active'),
    point('SF-SPD', 'analogOutput', 1, 'percent', value(35, 90)),
    point('RF-SPD', 'analogOutput', 2, 'percent', value(30, 85)),
    point('OAD-POS', 'analogOutput', 3, 'percent', value(15, 60)),
    point('CHW-V', 'analogOutput', 4, 'percent', value(0, 40)),
    point('HW-V', 'analogOutput', 5, 'percent', value(0, 70)),
    point('FILT-DP', 'analogInput', 7, 'pascals', value(80, 240, 0)),
    point('OCC-MODE', 'multiStateValue', 1, 'noUnits', oneOf(random, ['occupied', 'occupied', 'unoccupied', 'performance'])),
  ];
  const vavPoints = () => [
    point('ZN-T', 'analogInput', 1, 'degreesCelsius', value(19.5, 23.5)),
    point('ZN-SP', 'analogValue', 1, 'degreesCelsius', oneOf(random, ['20.5', '21.0', '21.5', '22.0'])),
    point('DMP-POS', 'analogOutput', 1, 'percent', value(10, 100)),
    point('AIRFLOW', 'analogInput', 2, 'litersPerSecond', value(60, 900, 0)),
    point('AIRFLOW-SP', 'analogValue', 2, 'litersPerSecond', value(60, 900, 0)),
    point('RHT-V', 'analogOutput', 2, 'percent', value(0, 50)),
    point('OCC', 'binaryValue', 1, 'noUnits', oneOf(random, ['active', 'inactive'])),
  ];
  const fcuPoints = () => [
    point('ZN-T', 'analogInput', 1, 'degreesCelsius', value(19, 24)),
    point('ZN-SP', 'analogValue', 1, 'degreesCelsius', oneOf(random, ['20.0', '21.0', '22.0'])),
    point('FAN-S', 'binaryInput', 1, 'noUnits', oneOf(random, ['active', 'inactive'])),
    point('CHW-V', 'analogOutput', 1, 'percent', value(0, 40)),
    point('HW-V', 'analogOutput', 2, 'percent', value(0, 60)),
  ];
  const humPoints = () => [
    point('RH', 'analogInput', 1, 'percentRelativeHumidity', value(44, 52)),
    point('RH-SP', 'analogValue', 1, 'percentRelativeHumidity', '48.0'),
    point('HUM-OUT', 'analogOutput', 1, 'percent', value(0, 60)),
    point('HUM-S', 'binaryInput', 1, 'noUnits', 'active'),
  ];
  let needle = '';
  const device = (
    name: string,
    type: string,
    model: string,
    description: string,
    floorIndex: number,
    seq: number,
    network: string,
    points: string[],
  ) => {
    const instance = `31${floorIndex}${String(seq).padStart(3, '0')}`;
    if (name === 'AHU_07') needle = instance;
    lines.push(
      `    <device name="${name}" type="${type}" vendor="Distech Controls" model="${model}">`,
      `      <prop name="description" value="${xml(description)}"/>`,
      `      <prop name="location" value="${FLOORS[floorIndex]!}"/>`,
      `      <prop name="bacnetDeviceInstance" value="${instance}"/>`,
      `      <prop name="network" value="${network}"/>`,
      `      <prop name="macAddress" value="${seq % 127}"/>`,
      `      <prop name="firmware" value="${oneOf(random, ['1.18.22111', '1.18.22111', '1.19.23045', '2.1.24010'])}"/>`,
      '      <points>',
      ...points,
      '      </points>',
      '    </device>',
    );
  };
  const ahus: Record<string, [string, string][]> = {
    B1: [
      ['AHU_01', 'Loading dock & instrument stores (B2)'],
      ['AHU_02', 'Rehearsal rooms A/B & musicians’ lounge'],
    ],
    L1: [
      ['AHU_03', 'Main auditorium — orchestra stalls (supply)'],
      ['AHU_04', 'Stage & wings'],
    ],
    L2: [
      ['AHU_05', 'Grand foyer & box office'],
      ['AHU_06', 'Dress circle & grand tier boxes'],
    ],
    L3: [
      ['AHU_07', 'Choir stalls & organ loft'],
      ['AHU_08', 'Balcony & balcony bar'],
    ],
    L4: [
      ['AHU_09', 'Administration offices L4'],
      ['AHU_10', 'Education studio & board room'],
    ],
    RF: [
      ['AHU_11', 'Restaurant & kitchen (make-up air)'],
      ['AHU_12', 'Studio 3 & recording suite'],
    ],
  };
  FLOORS.forEach((floor, f) => {
    const network = `MSTP trunk ${f + 1} (${floor})`;
    lines.push(`  <network name="${network}" baud="76800">`);
    let seq = 1;
    for (const [name, description] of ahus[floor] ?? [])
      device(name, 'AirHandlingUnit', 'ECY-S1000', description, f, seq++, network, ahuPoints());
    const zones = ZONES[floor]!;
    const vavs = between(random, 26, 34);
    for (let i = 1; i <= vavs; i++) {
      const zone = zones[(i - 1) % zones.length]!;
      device(
        `VAV_${floor}_${pad2(i)}`,
        'VAVBox',
        'ECB-VAVS',
        `${zone} (zone ${Math.floor((i - 1) / zones.length) + 1})`,
        f,
        seq++,
        network,
        vavPoints(),
      );
    }
    const fcus = between(random, 10, 18);
    for (let i = 1; i <= fcus; i++)
      device(`FCU_${floor}_${pad2(i)}`, 'FanCoilUnit', 'ECB-203', oneOf(random, zones), f, seq++, network, fcuPoints());
    if (floor === 'B2' || floor === 'L3')
      for (const zone of floor === 'B2' ? zones.slice(0, 5) : ['Organ loft', 'Choir stalls'])
        device(
          `HUM_${floor}_${zone
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 10)
            .toUpperCase()}`,
          'Humidifier',
          'ECB-300',
          `${zone} steam humidifier`,
          f,
          seq++,
          network,
          humPoints(),
        );
    if (floor === 'B1')
      for (const plant of [
        'Chiller 1',
        'Chiller 2',
        'Boiler 1',
        'Boiler 2',
        'Boiler 3',
        'CHW pump P1',
        'CHW pump P2',
        'HW pump P3',
        'HW pump P4',
      ])
        device(plant.replace(/ /g, '_').toUpperCase(), 'Plant', 'ECY-PTU', `Central plant — ${plant}`, f, seq++, network, [
          point('STATUS', 'binaryInput', 1, 'noUnits', oneOf(random, ['active', 'inactive'])),
          point('SUPPLY-T', 'analogInput', 1, 'degreesCelsius', value(6, 75)),
          point('RETURN-T', 'analogInput', 2, 'degreesCelsius', value(11, 65)),
          point('LOAD', 'analogInput', 3, 'percent', value(0, 85)),
          point('RUN-HRS', 'analogValue', 1, 'hours', value(4000, 41000, 0)),
        ]);
    lines.push('  </network>');
  });
  lines.push('</bacnetExport>');
  return probe(
    'round 79: BMS device tree, pretty XML',
    "What's the BACnet device instance of the air handler that serves the organ loft?",
    'bms_export_devices',
    lines.join('\n'),
    'instance',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c7. Subscriptions: the 2026-27 renewal campaign as a CRM CSV export.

const SERIES: readonly (readonly [string, string, number])[] = [
  ['THU-MW', 'Thursday Masterworks', 9],
  ['FRI-MW', 'Friday Masterworks', 9],
  ['SAT-MW', 'Saturday Masterworks', 9],
  ['SUN-MAT', 'Sunday Matinees', 6],
  ['FRI-COF', 'Friday Morning Coffee Concerts', 5],
  ['POPS-SAT', 'Saturday Pops', 5],
  ['CHAM-SUN', 'Chamber Sundays (Recital Hall)', 4],
  ['HOL-PK', 'Holiday Pack', 3],
  ['FLEX-6', 'Flex 6', 6],
  ['ORG', 'Organ Recital Series', 4],
  ['YPC', 'Young People’s Concerts', 4],
];

/** A CSV field, quoted when it has to be. */
const csv = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function subscriptionRenewals(): EconomicsTask {
  const random = seededRandom(790_707);
  const seats = hallSeats();
  const header =
    'account_no,constituent,household,series_code,series_name,seats,seat_location,price_zone,prior_season_amount,renewal_amount,renewal_deadline,renewal_status,status_date,status_reason,payment_method,seniority_years,last_contact,notes';
  const rows: string[] = [];
  const usedLast4 = new Set(['0917']);
  const last4 = () => {
    for (;;) {
      const value = digits(random, 4);
      if (!usedLast4.has(value)) {
        usedLast4.add(value);
        return value;
      }
    }
  };
  const mmdd = () => `${pad2(between(random, 7, 9))}-${pad2(between(random, 1, 28))}`;
  const row = (fields: (string | number)[]) => rows.push(fields.map(csv).join(','));
  const zonePrice: Record<string, number> = { A: 128, B: 104, C: 84, D: 62, E: 38 };
  const count = 3400;
  const plantAt = Math.floor(count * 0.46);
  let account = 10_400;
  for (let i = 0; i < count; i++) {
    account += between(random, 3, 23);
    const accountNo = `A-00${account}`;
    if (i === plantAt) {
      const household = 'Ambrosetti Household';
      row([
        accountNo,
        'Ambrosetti, Hedwig M.',
        household,
        'FRI-MW',
        'Friday Masterworks',
        2,
        'Dress Circle Center Row B 108-109',
        'B',
        '1,591.20',
        '1,686.67',
        '2026-08-15',
        'RELEASED',
        '2026-09-01',
        'AUTORENEW_PAYMENT_FAILED',
        'Autopay (card)',
        22,
        '2026-08-22 email (bounced)',
        'Autopay card ending 0917 expired 06/26; reminder emails 08-08 and 08-22 bounced; seats to general sale 09-01',
      ]);
      row([
        accountNo,
        'Ambrosetti, Hedwig M.',
        household,
        'CHAM-SUN',
        'Chamber Sundays (Recital Hall)',
        2,
        'Recital Hall Row D 5-6',
        'GA',
        '272.00',
        '288.32',
        '2026-08-15',
        'RENEWED',
        '2026-06-30',
        '',
        'Check',
        9,
        '2026-06-30 mail',
        'Renewed by check #4471 with paper form',
      ]);
      continue;
    }
    if (i === plantAt + 40) {
      row([
        accountNo,
        'Ambrosetti, Luca',
        'Ambrosetti, Luca & Priya Osei',
        'SUN-MAT',
        'Sunday Matinees',
        2,
        'Orchestra Center Row M 111-112',
        'B',
        '1,060.80',
        '1,124.45',
        '2026-08-15',
        'RENEWED',
        '2026-07-19',
        'AUTORENEW',
        'Autopay (card)',
        4,
        '2026-07-19 web',
        `Autopay card ending ${last4()} charged`,
      ]);
      continue;
    }
    const name = personName(random, ['Hedwig Ambrosetti', 'Luca Ambrosetti']);
    const subscriptions = random() < 0.25 ? 2 : 1;
    for (let s = 0; s < subscriptions; s++) {
      const [code, seriesName, concerts] = oneOf(random, SERIES);
      const n = oneOf(random, [1, 2, 2, 2, 2, 3, 4]);
      const start = pick(random, seats.length - n);
      const first = seats[start]!;
      const last = seats[start + n - 1]!;
      const location =
        code === 'CHAM-SUN'
          ? `Recital Hall Row ${oneOf(random, [...'ABCDEFGH'])} ${first.seat % 20}-${(first.seat % 20) + n - 1}`
          : code === 'FLEX-6'
            ? 'Best available'
            : `${first.section}${first.row ? ` Row ${first.row}` : ''} ${n === 1 ? first.seat : `${first.seat}-${last.seat}`}`;
      const zone = code === 'CHAM-SUN' ? 'GA' : first.zone;
      const prior = (zonePrice[first.zone] ?? 40) * concerts * n * 0.85;
      const renewal = round2(prior * 1.06);
      const roll = random();
      const autopay = random() < 0.55;
      const card = autopay ? last4() : '';
      let status: string;
      let reason: string;
      let notes: string;
      let statusDate = `2026-${mmdd()}`;
      if (roll < 0.66) {
        status = 'RENEWED';
        reason = autopay ? 'AUTORENEW' : '';
        notes = autopay
          ? `Autopay card ending ${card} charged`
          : oneOf(random, ['Renewed online', 'Renewed by phone', 'Renewed at box office', 'Renewed with paper form']);
      } else if (roll < 0.74) {
        status = 'RENEWED_SEAT_CHANGE';
        reason = 'SEAT_UPGRADE_REQUEST';
        notes = `Moved to ${oneOf(random, seats).section}; ${oneOf(random, ['aisle requested', 'closer to stage', 'fewer stairs', 'hearing loop seats'])}`;
      } else if (roll < 0.82) {
        status = 'PENDING';
        reason = 'AWAITING_PAYMENT';
        statusDate = '';
        notes = oneOf(random, ['Promised to call back', 'Paying in installments', 'Requested invoice by mail', 'Left voicemail x2']);
      } else if (roll < 0.89) {
        status = 'CANCELLED_BY_PATRON';
        reason = oneOf(random, ['MOVED_AWAY', 'HEALTH', 'PRICE', 'SCHEDULE_CONFLICT', 'DECEASED']);
        notes = oneOf(random, ['Thanked for years of support', 'Will consider Flex 6', 'Letter from family', 'Moving to Arizona', '']);
      } else if (roll < 0.95) {
        status = 'RELEASED';
        reason = autopay ? 'AUTORENEW_PAYMENT_FAILED' : 'NO_RESPONSE_BY_DEADLINE';
        const released = oneOf(random, ['08-17', '08-24', '09-01', '09-01', '09-08', '09-15']);
        statusDate = `2026-${released}`;
        notes = autopay
          ? `Autopay card ending ${card} ${oneOf(random, ['declined (insufficient funds)', `expired ${pad2(between(random, 1, 7))}/26`, 'declined (do not honor)', `expired ${pad2(between(random, 1, 12))}/25`])}; seats to general sale ${released}`
          : `No response to mailers 07-${pad2(between(random, 1, 15))} and 08-${pad2(between(random, 1, 10))}; seats to general sale ${released}`;
      } else {
        status = 'DOWNGRADED';
        reason = 'SWITCHED_TO_FLEX';
        notes = 'Converted to Flex 6 at patron request';
      }
      row([
        accountNo,
        lastFirst(name),
        `${name.split(' ')[1]!} Household`,
        code,
        seriesName,
        n,
        location,
        zone,
        money(prior),
        money(renewal),
        '2026-08-15',
        status,
        statusDate,
        reason,
        autopay ? 'Autopay (card)' : oneOf(random, ['Check', 'Card by phone', 'Online', 'Invoice']),
        between(random, 1, 38),
        `2026-${mmdd()} ${oneOf(random, ['email', 'phone', 'mail', 'web', 'box office'])}`,
        notes,
      ]);
    }
  }
  const ask =
    "A subscriber just phoned the box office quite upset: she's had the same Friday night seats for over twenty years and got a letter saying they'd been put back on sale. Her name is Hedwig Ambrosetti. Why didn't her renewal go through?";
  return probe(
    'round 79: subscription renewals, CSV with a preamble',
    ask,
    'crm_export_subscription_renewals',
    [header, ...rows].join('\n'),
    'renewal',
    'Autopay card ending 0917 expired 06/26',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c8. Lighting: the console's patch report, sorted by address.

function lightingPatch(): EconomicsTask {
  const random = seededRandom(790_808);
  type Group = {
    chan: number;
    count: number;
    type: string;
    footprint: number;
    parts: number;
    label: (i: number) => string;
    position: (i: number) => string;
    color: () => string;
    mode: string;
  };
  const foh = (i: number) => `FOH Bridge ${(i % 3) + 1}`;
  const specials = [
    ['Conductor spec FOH', 'FOH Bridge 2'],
    ['Conductor spec back', 'LX 3'],
    ['Concertmaster spec', 'FOH Bridge 1'],
    ['Soloist spec DSC FOH', 'FOH Bridge 2'],
    ['Soloist spec DSL FOH', 'FOH Bridge 1'],
    ['Soloist spec DSR FOH', 'FOH Bridge 3'],
    ['Soloist spec back', 'LX 2'],
    ['Piano spec FOH', 'FOH Bridge 1'],
    ['Piano spec back', 'LX 2'],
    ['Harp spec FOH', 'FOH Bridge 3'],
    ['Harp spec back', 'LX 3'],
    ['Harpsichord spec FOH', 'FOH Bridge 2'],
    ['Celesta spec', 'LX 1'],
    ['Organ console spec', 'Organ gallery rail'],
    ['Timpani spec', 'LX 4'],
    ['Podium key', 'FOH Bridge 2'],
    ['Chorus master spec', 'Choir truss'],
    ['Lectern spec DSL', 'FOH Bridge 1'],
    ['Narrator spec DSR', 'FOH Bridge 3'],
    ['Organ facade key', 'Balcony rail'],
  ] as const;
  const groups: Group[] = [
    {
      chan: 601,
      count: 680,
      type: 'ETC ArchSystem LED downlight (2ch)',
      footprint: 2,
      parts: 1,
      label: (i) => `House ${['orch', 'circle', 'balcony', 'boxes'][i % 4]!} downlight ${String(i + 1).padStart(3, '0')}`,
      position: (i) => `Auditorium ceiling ${['L1', 'L2', 'L3', 'L2'][i % 4]!}`,
      color: () => '2700K',
      mode: 'Int + CCT',
    },
    {
      chan: 1301,
      count: 40,
      type: 'ETC Unison chandelier zone',
      footprint: 1,
      parts: 1,
      label: (i) => `Chandelier ${Math.floor(i / 8) + 1} ring ${(i % 8) + 1}`,
      position: () => 'Auditorium dome',
      color: () => '-',
      mode: 'Dimmer',
    },
    {
      chan: 1351,
      count: 30,
      type: 'Aisle/step light circuit',
      footprint: 1,
      parts: 1,
      label: (i) => `Aisle lt ${['orch', 'circle', 'balc'][i % 3]!} ${Math.floor(i / 3) + 1}`,
      position: () => 'Auditorium aisles',
      color: () => '-',
      mode: 'Dimmer',
    },
    {
      chan: 1401,
      count: 24,
      type: 'Worklight relay (Sensor3 ThruPower)',
      footprint: 1,
      parts: 1,
      label: (i) => `Worklight ${['stage', 'grid', 'wings', 'dock'][i % 4]!} ${Math.floor(i / 4) + 1}`,
      position: () => 'Stage house',
      color: () => '-',
      mode: 'Relay',
    },
    {
      chan: 301,
      count: 120,
      type: 'Stand light circuit (Sensor3 D20)',
      footprint: 1,
      parts: 1,
      label: (i) => `Stand lts pocket ${i < 60 ? 'SL' : 'SR'} ${pad2((i % 60) + 1)}`,
      position: () => 'Stage floor pockets',
      color: () => '-',
      mode: 'Dimmer',
    },
    {
      chan: 201,
      count: specials.length,
      type: 'ETC Source Four LED Series 3 Lustr X8',
      footprint: 9,
      parts: 1,
      label: (i) => specials[i]![0],
      position: (i) => specials[i]![1],
      color: () => oneOf(random, ['N/C', 'L201', 'R3202', 'L203', 'N/C']),
      mode: 'Direct',
    },
    {
      chan: 1,
      count: 40,
      type: 'ETC Source Four LED Series 3 Lustr X8',
      footprint: 9,
      parts: 1,
      label: (i) => `Stage wash FOH ${'ABCD'[i % 4]!}${Math.floor(i / 4) + 1}`,
      position: foh,
      color: () => 'N/C',
      mode: 'Direct',
    },
    {
      chan: 41,
      count: 60,
      type: 'ETC Desire D60X Studio',
      footprint: 5,
      parts: 1,
      label: (i) => `Stage wash O/H ${'ABCDE'[i % 5]!}${Math.floor(i / 5) + 1}`,
      position: (i) => `LX ${(i % 4) + 1}`,
      color: () => 'N/C',
      mode: 'Studio HSIC',
    },
    {
      chan: 101,
      count: 30,
      type: 'Chauvet Ovation E-260WW',
      footprint: 5,
      parts: 1,
      label: (i) => `Back wash ${'ABC'[i % 3]!}${Math.floor(i / 3) + 1}`,
      position: (i) => `Truss ${(i % 3) + 1} US`,
      color: () => oneOf(random, ['L201', 'L202', 'N/C']),
      mode: '5ch',
    },
    {
      chan: 131,
      count: 30,
      type: 'Chauvet Ovation E-260WW',
      footprint: 5,
      parts: 1,
      label: (i) => `Choir wash ${'DE'[i % 2]!}${Math.floor(i / 2) + 1}`,
      position: () => 'Choir truss',
      color: () => 'N/C',
      mode: '5ch',
    },
    {
      chan: 161,
      count: 30,
      type: 'Martin MAC Aura XB',
      footprint: 14,
      parts: 1,
      label: (i) => `Aura ${i + 1}`,
      position: (i) => `Truss ${(i % 3) + 1}`,
      color: () => '-',
      mode: 'Extended',
    },
    {
      chan: 2001,
      count: 160,
      type: 'Color Kinetics ColorBlast 12 TRX',
      footprint: 4,
      parts: 4,
      label: (i) => `Cove ${i < 80 ? 'L2' : 'L3'} RGBW ${String((i % 80) + 1).padStart(3, '0')}`,
      position: (i) => `Auditorium cove ${i < 80 ? 'L2' : 'L3'}`,
      color: () => '-',
      mode: 'RGBW 8-bit',
    },
    {
      chan: 2201,
      count: 24,
      type: 'Chauvet COLORado 1-Quad Zoom',
      footprint: 4,
      parts: 4,
      label: (i) => `Organ facade RGBA ${pad2(i + 1)}`,
      position: () => 'Organ gallery floor',
      color: () => '-',
      mode: 'RGBA',
    },
  ];
  const partNames: Record<string, readonly string[]> = {
    'RGBW 8-bit': ['Red', 'Green', 'Blue', 'White'],
    RGBA: ['Red', 'Green', 'Blue', 'Amber'],
  };
  const header = [
    `Eos Family v3.3.2 — Patch (sorted by Address) — Show: HPO_Season_2026-27.esf3d — ${HALL}`,
    'Printed 11/12/2026 10:41:07 from Eos Ti "Main" (primary); 8 universes output via sACN (priority 100)',
    '',
    `${col('Address', 10)}${col('Chan', 7)}${col('Part', 6)}${col('Type', 40)}${col('Label', 34)}${col('Position', 24)}${col('Color', 8)}${col('Mode', 14)}Notes`,
    `${col('-------', 10)}${col('----', 7)}${col('----', 6)}${col('-'.repeat(38), 40)}${col('-'.repeat(32), 34)}${col('-'.repeat(22), 24)}${col('-----', 8)}${col('------------', 14)}-----`,
  ];
  const rows: string[] = [];
  let dmx = 0;
  let needle = '';
  const address = (absolute: number) => `${Math.floor(absolute / 512) + 1}/${(absolute % 512) + 1}`;
  for (const g of groups) {
    for (let i = 0; i < g.count; i++) {
      if (Math.floor(dmx / 512) !== Math.floor((dmx + g.footprint - 1) / 512)) dmx = (Math.floor(dmx / 512) + 1) * 512;
      const label = g.label(i);
      const position = g.position(i);
      const color = g.color();
      const notes = oneOf(random, ['', '', '', '', 'RDM ok', 'Replaced 2025-09', 'Firmware 3.1.0', 'Focus per plot rev C']);
      if (label === 'Harp spec FOH') needle = address(dmx);
      for (let part = 1; part <= g.parts; part++) {
        const partLabel = g.parts > 1 ? `${label} ${partNames[g.mode]![part - 1]!}` : label;
        rows.push(
          `${col(address(dmx), 10)}${col(String(g.chan + i), 7)}${col(g.parts > 1 ? String(part) : '', 6)}${col(g.type, 40)}${col(partLabel, 34)}${col(position, 24)}${col(color, 8)}${col(g.mode, 14)}${notes}`.trimEnd(),
        );
        dmx += g.parts > 1 ? 1 : g.footprint;
      }
      if (random() < 0.03) dmx += between(random, 1, 12);
    }
    dmx += between(random, 0, 24);
  }
  const output = [...header, ...rows, '', `${rows.length} patched rows, ${Math.floor(dmx / 512) + 1} universes in use`].join('\n');
  return probe(
    'round 79: lighting patch report, paraphrase',
    'The light that picks out the harpist from out front — what DMX address is it patched to?',
    'lighting_console_patch_report',
    output,
    'dmx',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c9. Music library: hire (rental) agreements by agent, a fixed-width report.

const HIRE_AGENTS: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    'Bärenreiter Verlag (hire)',
    'BAR',
    [
      ['Berlioz, Hector', 'Les Troyens: Royal Hunt and Storm'],
      ['Janáček, Leoš', 'Sinfonietta'],
      ['Martinů, Bohuslav', 'Symphony No. 4'],
      ['Janáček, Leoš', 'Taras Bulba'],
      ['Martinů, Bohuslav', 'The Frescoes of Piero della Francesca'],
      ['Berlioz, Hector', 'Roméo et Juliette (excerpts)'],
    ],
  ],
  [
    'Boosey & Hawkes (hire library)',
    'BH',
    [
      ['Stravinsky, Igor', 'The Rite of Spring'],
      ['Prokofiev, Sergei', 'Romeo and Juliet: Suite No. 2'],
      ['Britten, Benjamin', 'Four Sea Interludes'],
      ['Copland, Aaron', 'Appalachian Spring (complete ballet)'],
      ['Bartók, Béla', 'Concerto for Orchestra'],
      ['Rachmaninoff, Sergei', 'Symphonic Dances'],
      ['MacMillan, James', 'Veni, Veni, Emmanuel'],
      ['Stravinsky, Igor', 'Petrushka (1947)'],
      ['Copland, Aaron', 'Rodeo: Four Dance Episodes'],
      ['Britten, Benjamin', 'Sinfonia da Requiem'],
      ['Strauss, Richard', 'Vier letzte Lieder'],
      ['Bernstein, Leonard', 'Candide: Overture'],
    ],
  ],
  [
    'Chester Music / Wise Music',
    'CH',
    [
      ['Lutosławski, Witold', 'Concerto for Orchestra'],
      ['Saariaho, Kaija', 'Orion'],
      ['Glass, Philip', 'Violin Concerto No. 1'],
      ['Salonen, Esa-Pekka', 'Helix'],
      ['Górecki, Henryk', 'Symphony No. 3'],
      ['Lutosławski, Witold', 'Symphony No. 4'],
      ['Saariaho, Kaija', 'Ciel d’hiver'],
      ['Glass, Philip', 'The Hours: Suite'],
    ],
  ],
  [
    'Disney Concerts Library',
    'DIS',
    [
      ['Menken, Alan', 'The Little Mermaid in Concert'],
      ['Giacchino, Michael', 'Up in Concert'],
      ['Williams, John', 'Star Wars: A New Hope in Concert'],
      ['Various', 'Fantasia in Concert'],
      ['Giacchino, Michael', 'Coco in Concert'],
      ['Beck, Christophe', 'Frozen in Concert'],
    ],
  ],
  [
    'Durand-Salabert-Eschig',
    'DSE',
    [
      ['Ravel, Maurice', 'Daphnis et Chloé (complete)'],
      ['Dutilleux, Henri', 'Métaboles'],
      ['Poulenc, Francis', 'Gloria'],
      ['Debussy, Claude', 'Jeux'],
      ['Dutilleux, Henri', 'Symphony No. 1'],
      ['Ravel, Maurice', 'L’Enfant et les sortilèges'],
      ['Messiaen, Olivier', 'Les Offrandes oubliées'],
    ],
  ],
  [
    'European American Music (Universal Edition)',
    'UE',
    [
      ['Pärt, Arvo', 'Cantus in Memoriam Benjamin Britten'],
      ['Berg, Alban', 'Violin Concerto'],
      ['Mahler, Gustav', 'Symphony No. 9 (critical ed.)'],
      ['Janáček, Leoš', 'Glagolitic Mass'],
      ['Schoenberg, Arnold', 'Verklärte Nacht (1943)'],
      ['Bartók, Béla', 'Dance Suite'],
      ['Pärt, Arvo', 'Fratres (strings & percussion)'],
      ['Berio, Luciano', 'Folk Songs'],
      ['Mahler, Gustav', 'Das Lied von der Erde (critical ed.)'],
    ],
  ],
  [
    'Faber Music',
    'FAB',
    [
      ['Adès, Thomas', 'Three Studies from Couperin'],
      ['Britten, Benjamin', 'The Young Person’s Guide to the Orchestra'],
      ['Vaughan Williams, Ralph', 'Sinfonia antartica'],
      ['Adès, Thomas', 'Polaris'],
      ['Knussen, Oliver', 'Symphony No. 3'],
    ],
  ],
  [
    'G. Schirmer / AMP',
    'GS',
    [
      ['Barber, Samuel', 'Violin Concerto'],
      ['Bernstein, Leonard', 'Symphonic Dances from West Side Story'],
      ['Corigliano, John', 'Symphony No. 1'],
      ['Prokofiev, Sergei', 'Peter and the Wolf'],
      ['Shostakovich, Dmitri', 'Symphony No. 5'],
      ['Barber, Samuel', 'Knoxville: Summer of 1915'],
      ['Corigliano, John', 'The Red Violin: Chaconne'],
      ['Menotti, Gian Carlo', 'Amahl and the Night Visitors'],
    ],
  ],
  [
    'Hal Leonard Pops Library',
    'HL',
    [
      ['Various', 'Broadway Showstoppers (arr. Wendel)'],
      ['Various', 'Holiday Pops Sing-Along'],
      ['Williams, John', 'Music of John Williams (pops set)'],
      ['Queen', 'Music of Queen (arr. Hayman)'],
      ['Various', 'Sounds of the Cinema (arr. Custer)'],
      ['Lennon/McCartney', 'A Beatles Celebration (arr. Ricketts)'],
    ],
  ],
  [
    'Hendon Music / Boosey & Hawkes',
    'HEN',
    [
      ['Reich, Steve', 'Music for Ensemble and Orchestra'],
      ['Carter, Elliott', 'Instances'],
      ['Rouse, Christopher', 'Symphony No. 4'],
      ['Torke, Michael', 'Javelin'],
      ['Reich, Steve', 'The Four Sections'],
      ['Carter, Elliott', 'Variations for Orchestra'],
      ['Rouse, Christopher', 'Rapture'],
      ['Torke, Michael', 'Ash'],
    ],
  ],
  [
    'Henmar Press (Edition Peters)',
    'EP',
    [
      ['Schnittke, Alfred', 'Concerto Grosso No. 1'],
      ['Cage, John', 'Seventy-Four'],
      ['Kernis, Aaron Jay', 'Musica celestis'],
      ['Schnittke, Alfred', 'Viola Concerto'],
      ['Kernis, Aaron Jay', 'Newly Drawn Sky'],
      ['Cage, John', 'The Seasons'],
    ],
  ],
  [
    'Lawdon Press',
    'LAW',
    [
      ['Higdon, Jennifer', 'blue cathedral'],
      ['Higdon, Jennifer', 'Concerto for Orchestra'],
      ['Higdon, Jennifer', 'Violin Concerto'],
      ['Higdon, Jennifer', 'Fanfare Ritmico'],
    ],
  ],
  [
    'Oxford University Press (hire)',
    'OUP',
    [
      ['Walton, William', 'Belshazzar’s Feast'],
      ['Walton, William', 'Façade Suites 1 & 2'],
      ['Vaughan Williams, Ralph', 'Symphony No. 5'],
      ['Rutter, John', 'Magnificat'],
      ['Walton, William', 'Crown Imperial'],
    ],
  ],
  [
    'Peermusic Classical',
    'PMC',
    [
      ['Ives, Charles', 'Symphony No. 2'],
      ['Ginastera, Alberto', 'Estancia: Four Dances'],
      ['Villa-Lobos, Heitor', 'Bachianas brasileiras No. 5'],
      ['Márquez, Arturo', 'Danzón No. 2'],
    ],
  ],
  [
    'Ricordi (hire, via Hal Leonard)',
    'RIC',
    [
      ['Respighi, Ottorino', 'Pini di Roma'],
      ['Respighi, Ottorino', 'Feste romane'],
      ['Puccini, Giacomo', 'Messa di Gloria'],
      ['Berio, Luciano', 'Sinfonia'],
      ['Respighi, Ottorino', 'Vetrate di chiesa'],
      ['Rota, Nino', 'La strada: Suite'],
    ],
  ],
  [
    'Schott Music (hire)',
    'SCH',
    [
      ['Orff, Carl', 'Carmina Burana'],
      ['Hindemith, Paul', 'Mathis der Maler'],
      ['Widmann, Jörg', 'Con brio'],
      ['Hindemith, Paul', 'Symphonic Metamorphosis'],
      ['Tippett, Michael', 'Ritual Dances'],
      ['Ligeti, György', 'Atmosphères'],
    ],
  ],
  [
    'Sikorski (via Boosey & Hawkes)',
    'SIK',
    [
      ['Shostakovich, Dmitri', 'Symphony No. 10'],
      ['Gubaidulina, Sofia', 'Offertorium'],
      ['Khachaturian, Aram', 'Spartacus: Suite No. 2'],
      ['Shostakovich, Dmitri', 'Violin Concerto No. 1'],
      ['Kancheli, Giya', 'Styx'],
      ['Shostakovich, Dmitri', 'Symphony No. 11'],
    ],
  ],
  ['Taiga Press', 'TAI', [['Adams, John Luther', 'Become River']]],
  [
    'Theodore Presser',
    'TP',
    [
      ['Ives, Charles', 'The Unanswered Question'],
      ['Zwilich, Ellen Taaffe', 'Symphony No. 1'],
      ['Rochberg, George', 'Symphony No. 2'],
      ['Ives, Charles', 'Three Places in New England'],
      ['Crumb, George', 'A Haunted Landscape'],
    ],
  ],
  [
    'Wilhelm Hansen (hire)',
    'WH',
    [
      ['Nielsen, Carl', 'Symphony No. 5'],
      ['Abrahamsen, Hans', 'let me tell you'],
      ['Nørgård, Per', 'Symphony No. 3'],
      ['Sibelius, Jean', 'Tapiola'],
    ],
  ],
];

function hireReport(): EconomicsTask {
  const random = seededRandom(790_909);
  const needle = '12-Feb-2027';
  const today = day(2026, 11, 12);
  const dateNot = (date: Date) => (dmy(date) === needle ? addDays(date, 1) : date);
  const lines: string[] = [
    `${ORG.toUpperCase()} — MUSIC LIBRARY`,
    'HIRE & RENTAL MATERIALS BY AGENT — agreements 2018-19 to 2027-28 — printed 12-Nov-2026 07:55 by librarian (Bram Achterberg)',
    '',
    `${col('Agreement', 14)}${col('Composer', 22)}${col('Work', 44)}${col('Performances', 22)}${col('Received', 13)}${col('Return due', 13)}${col('Returned', 13)}${col('Status', 11)}${rcol('Fee (USD)', 11)}`,
    '='.repeat(163),
  ];
  let listed = 0;
  const perfText = (first: Date, n: number) => {
    const last = addDays(first, n - 1);
    const dayMonth = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!}`;
    if (n === 1) return `${dayMonth(first)} ${first.getUTCFullYear()}`;
    if (first.getUTCMonth() === last.getUTCMonth()) return `${first.getUTCDate()}–${dayMonth(last)} ${last.getUTCFullYear()}`;
    return `${dayMonth(first)}–${dayMonth(last)} ${last.getUTCFullYear()}`;
  };
  type Agreement = {
    id?: string;
    prefix: string;
    first: Date;
    n: number;
    composer: string;
    work: string;
    planted?: { received: string; due: string; returned: string; status: string; fee: number };
  };
  const agreementLines = (a: Agreement) => {
    listed += 1;
    const last = addDays(a.first, a.n - 1);
    const received = dateNot(addDays(a.first, -between(random, 21, 56)));
    const due = dateNot(addDays(last, between(random, 14, 35)));
    const returned = dateNot(addDays(last, between(random, 5, 30)));
    const status =
      a.planted?.status ?? (returned <= today ? 'Returned' : received <= today ? 'On hand' : random() < 0.7 ? 'Confirmed' : 'Quoted');
    const fee = a.planted?.fee ?? between(random, 18, 120) * 25;
    const id = a.id ?? '';
    const row =
      `${col(id, 14)}${col(a.composer, 22)}${col(a.work, 44)}${col(perfText(a.first, a.n), 22)}` +
      `${col(a.planted?.received ?? (status === 'Quoted' || status === 'Confirmed' ? '—' : dmy(received)), 13)}` +
      `${col(a.planted?.due ?? dmy(due), 13)}${col(a.planted?.returned ?? (status === 'Returned' ? dmy(returned) : '—'), 13)}${col(status, 11)}${rcol(money(fee), 11)}`;
    const strings = oneOf(random, [
      [8, 7, 6, 5, 4],
      [10, 8, 6, 5, 4],
      [12, 10, 8, 6, 5],
      [14, 12, 10, 8, 6],
    ]);
    const stringParts = strings.reduce((sum, desks) => sum + Math.ceil(desks / 2), 0);
    const code = `${a.prefix}-${digits(random, 5)}`;
    const materials: [string, string, number][] = [
      ['FS', 'Full score', between(random, 1, 3)],
      ['WB', 'Wind/brass/percussion parts', between(random, 14, 32)],
      ['ST', `String parts ${strings.join('.')}`, stringParts],
      ...(random() < 0.35 ? [['HK', 'Harp/keyboard parts', between(random, 1, 3)] as [string, string, number]] : []),
      ...(/Mass|Gloria|Carmina|Sinfonia$|Sing-Along|Emmanuel|Amahl|Folk Songs|Roméo/.test(a.work)
        ? [['VS', 'Chorus/vocal scores', between(random, 60, 140)] as [string, string, number]]
        : []),
    ];
    const notes = oneOf(random, [
      '',
      '',
      '',
      'Bowings may be marked in pencil only',
      'Performance licence incl. (ASCAP reported by agent)',
      'Recording/broadcast fee extra',
      'Return by tracked courier',
      'Erase all markings before return',
    ]);
    const itemLines = materials.map(
      ([suffix, what, qty]) =>
        `${' '.repeat(14)}${col(`${code}-${suffix}`, 16)}${col(what, 40)}qty ${String(qty).padStart(3)}   ${status === 'Returned' ? `checked in ${suffix === 'FS' ? 'complete' : oneOf(random, ['complete', 'complete', 'complete', '1 part missing, replaced', 'complete (markings erased)'])}` : status === 'On hand' ? 'in library' : 'not shipped'}`,
    );
    return [row.trimEnd(), ...itemLines, ...(notes ? [`${' '.repeat(14)}note: ${notes}`] : [])];
  };
  const byAgent = new Map<string, Agreement[]>();
  for (const [agent, prefix, works] of HIRE_AGENTS) {
    const agreements: Agreement[] = [];
    byAgent.set(agent, agreements);
    const n = prefix === 'TAI' ? 2 : works.length * between(random, 3, 5);
    for (let i = 0; i < n; i++) {
      const [composer, work] = oneOf(random, works);
      agreements.push({ prefix, first: addDays(day(2018, 9, 20), between(random, 0, 3200)), n: between(random, 1, 4), composer, work });
    }
    if (agent.startsWith('Hendon')) {
      agreements.push({ prefix, first: day(2019, 3, 14), n: 3, composer: 'Adams, John', work: 'Harmonielehre' });
      agreements.push({ prefix, first: day(2022, 10, 6), n: 2, composer: 'Adams, John', work: 'Short Ride in a Fast Machine' });
      agreements.push({ prefix, first: day(2024, 2, 15), n: 3, composer: 'Adams, John', work: 'The Chairman Dances' });
      agreements.push({
        prefix,
        first: day(2027, 1, 14),
        n: 4,
        composer: 'Adams, John',
        work: 'Harmonielehre',
        planted: { received: '02-Nov-2026', due: needle, returned: '—', status: 'On hand', fee: 2850 },
      });
      agreements.push({
        prefix,
        first: day(2027, 10, 7),
        n: 3,
        composer: 'Adams, John',
        work: 'Doctor Atomic Symphony',
        planted: { received: '—', due: '18-Nov-2027', returned: '—', status: 'Quoted', fee: 2400 },
      });
    }
    if (agent === 'Taiga Press') {
      agreements.push({ prefix, first: day(2021, 4, 22), n: 2, composer: 'Adams, John Luther', work: 'Become Ocean' });
      agreements.push({
        prefix,
        first: day(2026, 12, 10),
        n: 2,
        composer: 'Adams, John Luther',
        work: 'Become Ocean',
        planted: { received: '20-Oct-2026', due: '08-Jan-2027', returned: '—', status: 'On hand', fee: 1900 },
      });
    }
  }
  const perYear = new Map<number, number>();
  const all = [...byAgent.values()].flat().sort((a, b) => a.first.getTime() - b.first.getTime());
  for (const a of all) {
    const signed = addDays(a.first, -between(random, 60, 200)).getUTCFullYear();
    const n = (perYear.get(signed) ?? 0) + between(random, 1, 3);
    perYear.set(signed, n);
    a.id = `AGR-${signed}-${String(n).padStart(3, '0')}`;
  }
  for (const [agent, agreements] of byAgent) {
    agreements.sort((a, b) => a.first.getTime() - b.first.getTime());
    lines.push('', `AGENT: ${agent}  (${agreements.length} agreements)`, '-'.repeat(163));
    for (const a of agreements) lines.push(...agreementLines(a));
  }
  lines.push(
    '',
    `${listed} agreements listed. On hand: materials physically in the library; Confirmed/Quoted: not yet shipped by the agent.`,
  );
  return probe(
    'round 79: library hire report, paraphrase',
    'We borrowed the sheet music for the John Adams piece from the publisher — when do we have to send it back?',
    'library_rentals_report',
    lines.join('\n'),
    'return',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d10. Building management: a point summary, controller by controller.

function bmsPointSummary(): EconomicsTask {
  const random = seededRandom(791_010);
  const updated = () => `2026-11-12 14:0${between(random, 0, 5)}:${pad2(between(random, 0, 59))}`;
  const row = (name: string, description: string, value: string, units: string, status = 'ok') =>
    `${col(name, 30)}${col(description, 44)}${rcol(value, 9)}   ${col(units, 7)}${col(status, 9)}${updated()}`;
  const v = (lo: number, hi: number, decimals = 1) => (lo + random() * (hi - lo)).toFixed(decimals);
  const out: string[] = [
    `${HALL} BMS — point summary (live values) — Niagara station CallowayHall_BMS — 2026-11-12 14:06 EST`,
    'Listed by field controller, in network order. Values are present values at the time of the query.',
    '',
  ];
  const tableHead = () => [
    `${col('Point name', 30)}${col('Description', 44)}${rcol('Value', 9)}   ${col('Units', 7)}${col('Status', 9)}Last update`,
    '-'.repeat(125),
  ];
  const roomPoints = (prefix: string, room: string, kind: 'public' | 'back' | 'office') => {
    const rows = [
      row(`${prefix}.T`, `${room} temperature`, v(19.4, 23.2), '°C'),
      row(`${prefix}.SP-T`, `${room} temperature setpoint`, oneOf(random, ['20.5', '21.0', '21.5', '22.0']), '°C'),
      row(`${prefix}.VAV-DMP`, `${room} VAV damper position`, v(8, 100, 0), '%'),
      row(`${prefix}.VAV-FLOW`, `${room} supply airflow`, v(40, 1800, 0), 'L/s'),
    ];
    if (kind === 'public') {
      rows.push(row(`${prefix}.CO2`, `${room} CO2`, v(410, 760, 0), 'ppm'));
      rows.push(row(`${prefix}.RH`, `${room} humidity`, v(27, 38), '%RH'));
    }
    if (kind !== 'office')
      rows.push(
        row(
          `${prefix}.OCC`,
          `${room} occupancy`,
          oneOf(random, ['Occupied', 'Unoccupied', 'Unoccupied']),
          '',
          random() < 0.05 ? 'manual' : 'ok',
        ),
      );
    rows.push(row(`${prefix}.LTG`, `${room} lighting relay`, oneOf(random, ['On', 'Off', 'Off']), ''));
    return rows;
  };
  const ahuPoints = (prefix: string, unit: string) => [
    row(`${prefix}.SAT`, `${unit} supply air temperature`, v(12.5, 16), '°C'),
    row(`${prefix}.SAT-SP`, `${unit} supply air temp setpoint`, oneOf(random, ['13.0', '14.0', '15.0']), '°C'),
    row(`${prefix}.RAT`, `${unit} return air temperature`, v(20, 23.5), '°C'),
    row(`${prefix}.RA-RH`, `${unit} return air humidity`, v(29, 41), '%RH'),
    row(`${prefix}.SF-SPD`, `${unit} supply fan speed`, v(35, 90, 0), '%'),
    row(`${prefix}.OAD`, `${unit} outside air damper`, v(15, 60, 0), '%'),
    row(`${prefix}.CHW-V`, `${unit} chilled water valve`, v(0, 35, 0), '%'),
    row(`${prefix}.HW-V`, `${unit} heating valve`, v(0, 70, 0), '%'),
    row(`${prefix}.FILT-DP`, `${unit} filter differential pressure`, v(80, 240, 0), 'Pa'),
  ];
  const stores: [string, string][] = [
    ['STOR-01', 'Harp room'],
    ['STOR-02', 'Double bass store'],
    ['STOR-03', 'Cello store'],
    ['STOR-04', 'Timpani & percussion store'],
    ['STOR-05', 'Piano store 1 (Steinway D #598114)'],
    ['STOR-06', 'Piano store 2 (Hamburg D)'],
    ['STOR-07', 'Harpsichord & celesta room'],
    ['STOR-08', 'Wind & brass lockers'],
    ['STOR-09', 'String lockers (violin/viola)'],
    ['STOR-10', 'Organ spare pipe store'],
  ];
  const controllers: [string, string, string, readonly string[], 'public' | 'back' | 'office'][] = [];
  const areas: [string, string, 'public' | 'back' | 'office'][] = [
    ['L1', 'Level 1 front of house', 'public'],
    ['L1', 'Level 1 stage & wings', 'public'],
    ['L2', 'Level 2 front of house', 'public'],
    ['L2', 'Level 2 back of house', 'back'],
    ['L3', 'Level 3', 'public'],
    ['L4', 'Level 4 offices', 'office'],
    ['RF', 'Roof level', 'public'],
    ['B1', 'Basement B1', 'back'],
  ];
  const abbreviation = (room: string) => {
    const words = room
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(' ')
      .filter(Boolean);
    return words.length > 1 ? words.map((w) => w[0]!.toUpperCase()).join('') : words[0]!.slice(0, 4).toUpperCase();
  };
  for (let i = 0; i < 23; i++) {
    const [floor, area, kind] = areas[i % areas.length]!;
    controllers.push([
      `CH-DDC-${pad2(i < 12 ? i + 1 : i + 2)}`,
      floor,
      `${area} — field panel ${'ABC'[Math.floor(i / areas.length)]!}`,
      ZONES[floor]!,
      kind,
    ]);
  }
  let instance = 310_900;
  const controller = (name: string, title: string, rows: string[]) => {
    instance += between(random, 1, 9);
    out.push('', `=== Controller ${name} (BACnet ${instance}) — ${title} ===`, ...tableHead(), ...rows);
  };
  controllers.forEach(([name, floor, title, rooms, kind], i) => {
    if (i === 12) {
      const rows: string[] = [];
      for (const [id, room] of stores) {
        const prefix = `CH.B2.${id}`;
        rows.push(
          row(`${prefix}.T`, `${room} temperature`, v(19.6, 21.2), '°C'),
          row(`${prefix}.SP-T`, `${room} temperature setpoint`, '20.5', '°C'),
          row(`${prefix}.RH`, `${room} humidity`, id === 'STOR-02' ? '31.4' : v(45.2, 51.3), '%RH'),
          row(`${prefix}.SP-RH`, `${room} humidity setpoint`, '48.0', '%RH'),
          row(`${prefix}.HUM-O`, `${room} humidifier output`, id === 'STOR-02' ? '58' : v(0, 45, 0), '%'),
          row(`${prefix}.DEHUM-S`, `${room} dehumidifier`, oneOf(random, ['Off', 'Off', 'Off', 'On']), ''),
          row(`${prefix}.DOOR`, `${room} door contact`, oneOf(random, ['Closed', 'Closed', 'Closed', 'Open']), ''),
        );
      }
      for (const room of ['Loading dock', 'Wardrobe', 'Trap room', 'Orchestra pit lift machine room', 'Library vault'])
        rows.push(...roomPoints(`CH.B2.${abbreviation(room)}`, room, 'back'));
      rows.push(...ahuPoints('CH.B1.AHU-01', 'AHU-01'));
      controller('CH-DDC-13', 'Basement B2 — instrument stores & loading dock', rows);
    }
    const rows: string[] = [];
    const picked = shuffle(random, [...rooms]).slice(0, between(random, 5, rooms.length));
    picked.forEach((room, r) => rows.push(...roomPoints(`CH.${floor}.${abbreviation(room)}-${pad2(i + 1)}${r}`, room, kind)));
    if (floor === 'L1' && i === 0) {
      rows.push(
        row('CH.L1.INST-BAY.T', 'Stage-left instrument bay temperature', v(19.8, 21), '°C'),
        row('CH.L1.INST-BAY.RH', 'Stage-left instrument bay humidity', '47.2', '%RH'),
        row('CH.L1.INST-BAY.SP-RH', 'Stage-left instrument bay humidity setpoint', '48.0', '%RH'),
      );
    }
    for (let a = 0; a < between(random, 1, 3); a++)
      rows.push(...ahuPoints(`CH.${floor}.AHU-${pad2(i + 2)}${a}`, `AHU-${pad2(i + 2)}${a ? `-${a}` : ''}`));
    for (let f = 1; f <= between(random, 10, 20); f++) {
      const room = oneOf(random, rooms);
      rows.push(
        row(`CH.${floor}.FCU-${pad2(i + 1)}${pad2(f)}.T`, `${room} fan coil ${f} temperature`, v(19, 24), '°C'),
        row(`CH.${floor}.FCU-${pad2(i + 1)}${pad2(f)}.FAN`, `${room} fan coil ${f} fan`, oneOf(random, ['On', 'Off']), ''),
      );
    }
    controller(name, title, rows);
  });
  out.push('', `${out.filter((l) => l.startsWith('CH.')).length} points listed`);
  return probe(
    'round 79: BMS point summary, the odd humidity',
    "One of the instrument storage rooms has a humidity reading that's nothing like the others — which room is it?",
    'bms_point_summary',
    out.join('\n'),
    'store',
    'CH.B2.STOR-02.RH',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d11. Ticketing: the Messiah price map, seat by seat.

function messiahPriceMap(): EconomicsTask {
  const random = seededRandom(791_111);
  const seats = hallSeats();
  const prices: Record<string, number> = { A: 128, B: 104, C: 84, D: 62, E: 38 };
  const odd = 'DCC-F-112';
  const users = ['tessitura-sync', 'tessitura-sync', 'tessitura-sync', 'bo.ferreira', 'bo.lindgren', 'sales.whitcombe'];
  const out: string[] = [
    `Price map MES26-PM-A "Messiah 2026 — Standard"  |  PERF-26-1205-E  Handel: Messiah  Sat 05 Dec 2026 19:30  |  ${HALL}`,
    `Zones: A $128.00  B $104.00  C $84.00  D $62.00  E $38.00  |  Facility fee $6.50 per ticket  |  ${seats.length} seats`,
    '',
    `${col('Seat ID', 12)}${col('Section', 22)}${col('Row', 5)}${rcol('Seat', 5)}  ${col('Zone', 6)}${rcol('Price', 9)}${rcol('Fee', 7)}${rcol('Total', 10)}  ${col('Hold', 8)}${col('Status', 11)}${col('Allocation', 14)}${col('Updated', 18)}By`,
    '-'.repeat(140),
  ];
  for (const s of seats) {
    const price = s.id === odd ? 48 : prices[s.zone]!;
    const hold = random() < 0.06 && s.id !== odd ? oneOf(random, ['HOUSE', 'ARTIST', 'PRESS', 'WC', 'KILL', 'DONOR']) : '-';
    const status =
      s.id === odd
        ? 'available'
        : hold !== '-'
          ? 'held'
          : oneOf(random, ['sold', 'sold', 'sold', 'sold', 'available', 'available', 'reserved', 'comp']);
    const allocation =
      status === 'available' || status === 'held'
        ? '-'
        : oneOf(random, ['Subscription', 'Subscription', 'Single ticket', 'Single ticket', 'Group']);
    const month = between(random, 6, 11);
    const when = `2026-${pad2(month)}-${pad2(between(random, 1, month === 11 ? 12 : 28))} ${pad2(between(random, 8, 20))}:${pad2(between(random, 0, 59))}`;
    out.push(
      `${col(s.id, 12)}${col(s.section, 22)}${col(s.row ?? '-', 5)}${rcol(String(s.seat), 5)}  ${col(s.zone, 6)}${rcol(`$${money(price)}`, 9)}${rcol('$6.50', 7)}${rcol(`$${money(price + 6.5)}`, 10)}  ${col(hold, 8)}${col(status, 11)}${col(allocation, 14)}${col(when, 18)}${oneOf(random, users)}`,
    );
  }
  out.push('', `${seats.length} seats; price map last published 2026-06-02 09:14 by sales.whitcombe`);
  return probe(
    'round 79: Messiah price map, the odd price',
    'In the Messiah price map, which seat is priced differently from everything else in its zone?',
    'ticketing_price_map',
    out.join('\n'),
    'price',
    odd,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d12. Fees: the pay period's per-service register.

function serviceRegister(): EconomicsTask {
  const random = seededRandom(791_212);
  const sections: [string, number, number][] = [
    ['Vln I', 16, 0],
    ['Vln II', 14, 0],
    ['Viola', 12, 0],
    ['Cello', 10, 0],
    ['Bass', 8, 15],
    ['Flute', 3, 0],
    ['Oboe', 3, 0],
    ['Clarinet', 3, 0],
    ['Bassoon', 3, 0],
    ['Horn', 5, 0],
    ['Trumpet', 3, 0],
    ['Trombone', 3, 0],
    ['Tuba', 1, 20],
    ['Timpani', 1, 40],
    ['Percussion', 3, 30],
    ['Harp', 1, 45],
  ];
  const orchestra: { name: string; section: string; chair: string; premium: number; cartage: number; category: string }[] = [];
  for (const [section, count, cartage] of sections)
    for (let i = 0; i < count; i++) {
      const chair =
        i === 0 ? (section === 'Vln I' ? 'Concertmaster' : 'Principal') : i === 1 && count > 3 ? 'Assistant Principal' : 'Section';
      const premium = chair === 'Concertmaster' ? 0.5 : chair === 'Principal' ? 0.25 : chair === 'Assistant Principal' ? 0.125 : 0;
      orchestra.push({ name: lastFirst(personName(random)), section, chair, premium, cartage, category: random() < 0.88 ? 'Core' : 'Sub' });
    }
  const weeks: [Date, string][] = [
    [day(2026, 10, 12), 'TCH5'],
    [day(2026, 10, 19), 'POPS-HAL'],
    [day(2026, 10, 26), 'BART-COFO'],
    [day(2026, 11, 2), 'BRAH4-ELG'],
  ];
  const rates: Record<string, number> = { REH: 198, DRS: 198, CON: 236, SEC: 118.8, EDU: 142 };
  const out: string[] = [
    `${ORG} — per-service payroll register — pay period 2026-10-12 to 2026-11-08 (PP 2026-22)`,
    'Local 92 scale: rehearsal/dress 198.00 (2.5 h), concert 236.00, sectional 118.80, education 142.00; premiums: concertmaster 50%, principal 25%, assistant principal 12.5%',
    '',
    `${col('Line', 8)}${col('Date', 12)}${col('Svc', 5)}${col('Service ID', 13)}${col('Project', 11)}${col('Musician', 26)}${col('Section', 12)}${col('Chair', 20)}${col('Cat', 6)}${rcol('Units', 7)}${rcol('Rate', 9)}${rcol('Premium', 10)}${rcol('Cartage', 9)}${rcol('Amount', 11)}  Cost ctr`,
    '-'.repeat(168),
  ];
  let line = 0;
  let gross = 0;
  const services: { date: Date; type: string; id: string; project: string }[] = [];
  for (const [monday, project] of weeks) {
    const plan: [number, string][] = [
      [0, 'REH'],
      [0, 'REH'],
      [1, 'REH'],
      [2, 'REH'],
      [3, 'DRS'],
      [3, 'CON'],
      [5, 'CON'],
    ];
    if (random() < 0.6) plan.push([4, 'CON']);
    if (random() < 0.5) plan.push([1, 'SEC']);
    if (project === 'POPS-HAL') plan.push([2, 'EDU']);
    plan.sort((a, b) => a[0] - b[0]);
    plan.forEach(([offset, type], i) => {
      const date = addDays(monday, offset);
      services.push({ date, type, id: `S${ymd(date).replace(/-/g, '').slice(2)}-${pad2(i + 1)}`, project });
    });
  }
  const oddService = Math.floor(services.length * 0.56);
  services.forEach((svc, s) => {
    const players =
      svc.type === 'SEC'
        ? orchestra.filter((m) => ['Vln I', 'Vln II', 'Viola', 'Cello', 'Bass'].includes(m.section))
        : svc.type === 'EDU'
          ? orchestra.filter(() => random() < 0.45)
          : orchestra;
    players.forEach((m, p) => {
      line += 1;
      const rate = rates[svc.type]!;
      const units = s === oddService && p === 23 ? 10 : 1;
      const premium = round2(rate * m.premium);
      const cartage = svc.type === 'SEC' || svc.type === 'EDU' ? 0 : m.cartage;
      const amount = round2(units * rate + premium + cartage);
      gross += amount;
      out.push(
        `${col(String(line).padStart(6, '0'), 8)}${col(ymd(svc.date), 12)}${col(svc.type, 5)}${col(svc.id, 13)}${col(svc.project, 11)}${col(m.name, 26)}${col(m.section, 12)}${col(m.chair, 20)}${col(m.category, 6)}${rcol(units.toFixed(2), 7)}${rcol(money(rate), 9)}${rcol(money(premium), 10)}${rcol(money(cartage), 9)}${rcol(money(amount), 11)}  ${svc.type === 'EDU' ? '4300-EDU' : '4100-ORCH'}`,
      );
      if (svc.type !== 'SEC' && random() < 0.015) {
        line += 1;
        const ot = round2(0.5 * 118.8);
        gross += ot;
        out.push(
          `${col(String(line).padStart(6, '0'), 8)}${col(ymd(svc.date), 12)}${col('OT', 5)}${col(svc.id, 13)}${col(svc.project, 11)}${col(m.name, 26)}${col(m.section, 12)}${col(m.chair, 20)}${col(m.category, 6)}${rcol('0.50', 7)}${rcol('118.80', 9)}${rcol('0.00', 10)}${rcol('0.00', 9)}${rcol(money(ot), 11)}  4100-ORCH`,
        );
      }
    });
  });
  out.push(
    '-'.repeat(168),
    `${line} lines  ${services.length} services  gross ${money(round2(gross))}  (employer pension 9.5% and payroll taxes not included)`,
  );
  return probe(
    'round 79: per-service payroll register, the odd payment',
    "Looking over this pay period's per-service register, which payment line is way out of line with everyone else's?",
    'payroll_service_register',
    out.join('\n'),
    'payment',
    '1,980.00',
  );
}

export function roundSeventyNine(): EconomicsTask[] {
  return [
    productionOrders(),
    libraryCatalogue(),
    flyControllerLog(),
    serviceSchedule(),
    extrasFees(),
    bmsDeviceTree(),
    subscriptionRenewals(),
    lightingPatch(),
    hireReport(),
    bmsPointSummary(),
    messiahPriceMap(),
    serviceRegister(),
  ];
}
