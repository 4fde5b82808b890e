/**
 * Probe round 125, written blind: Fenmoor Libraries, a made-up public library consortium (catalogue, circulation, inter-library loans, e-book licences, room bookings, patron accounts). "Today" is Wednesday, 19 May 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - catalogue search (minified JSON): the barcode of the Kettleby copy of one title, ordinary edition;
 *  - inter-library loan export (one-line XML): the courier tracking number of one patron's request for one title;
 *  - room bookings export (CSV, one room's bookings in one huge field): the reference of one group's booking on one day;
 * b. The answer a few lines away from the line the question's words match:
 *  - e-book licences (YAML): when the e-book licence of one title expires, a few lines below its title;
 *  - MARC export (MARCXML): the Dewey number of one edition, a dozen lines above its title;
 *  - room booking configuration (INI): the keypad code of one room, lines below its display name;
 * c. A question that paraphrases the output or carries a preamble:
 *  - patron account (text report): when a child's loan was "handed in" (the report says Returned);
 *  - self-service gateway log (key=value): whose checkout was refused "just after three" yesterday at one branch;
 *  - supplier portal order history (HTML): the order reference of the "one reader at a time" Spanish e-book;
 * d. One value unlike its peers, with no error word near it:
 *  - RFID shelf scan (fixed-width table): the one item owned by another library;
 *  - scheduler job history (CSV): the overdue notices run that took far longer than the others;
 *  - circulation rules export (pretty JSON): the rule whose loan period is far longer than its peers'.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=125
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,504,276 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 125: kettleby copy barcode
 *     codex: 12,739 tokens, peak 12,660, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 580, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,861 tokens, peak 6,476, 0/1 needles, 4 read-backs
 *     ours: 6,346 tokens, peak 2,837, 0/1 needles, 2 read-backs
 *   round 125: ill tracking number
 *     codex: 225 tokens, peak 139, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 573, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,958 tokens, peak 1,557, 0/1 needles, 2 read-backs
 *     ours: 1,977 tokens, peak 1,039, 0/1 needles, 1 read-backs
 *   round 125: knitting circle booking
 *     codex: 229 tokens, peak 148, 0/1 needles, 0 read-backs
 *     context-chef: 915 tokens, peak 834, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,634 tokens, peak 828, 0/1 needles, 4 read-backs
 *     ours: 4,543 tokens, peak 966, 1/1 needles, 4 read-backs
 *   round 125: quiet orchard licence expiry
 *     codex: 12,969 tokens, peak 12,885, 0/1 needles, 0 read-backs
 *     context-chef: 673 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,353 tokens, peak 1,707, 0/1 needles, 3 read-backs
 *     ours: 5,194 tokens, peak 1,855, 1/1 needles, 3 read-backs
 *   round 125: moth guide dewey
 *     codex: 13,325 tokens, peak 13,244, 0/1 needles, 0 read-backs
 *     context-chef: 675 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,585 tokens, peak 2,871, 0/1 needles, 2 read-backs
 *     ours: 7,184 tokens, peak 3,293, 1/1 needles, 2 read-backs
 *   round 125: whitlow keypad code
 *     codex: 13,904 tokens, peak 13,830, 0/1 needles, 0 read-backs
 *     context-chef: 693 tokens, peak 619, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,786 tokens, peak 1,395, 0/1 needles, 2 read-backs
 *     ours: 2,704 tokens, peak 996, 1/1 needles, 2 read-backs
 *   round 125: when was it handed in
 *     codex: 17,040 tokens, peak 16,947, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,043 tokens, peak 3,343, 1/1 needles, 3 read-backs
 *     ours: 7,589 tokens, peak 3,350, 1/1 needles, 3 read-backs
 *   round 125: refused at the kiosk
 *     codex: 17,086 tokens, peak 16,995, 0/1 needles, 0 read-backs
 *     context-chef: 819 tokens, peak 728, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,334 tokens, peak 1,384, 0/1 needles, 4 read-backs
 *     ours: 4,421 tokens, peak 966, 0/1 needles, 4 read-backs
 *   round 125: one reader at a time
 *     codex: 12,794 tokens, peak 12,681, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,062 tokens, peak 1,515, 0/1 needles, 3 read-backs
 *     ours: 3,885 tokens, peak 1,170, 1/1 needles, 3 read-backs
 *   round 125: not one of ours
 *     codex: 18,262 tokens, peak 18,173, 0/1 needles, 0 read-backs
 *     context-chef: 809 tokens, peak 720, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,616 tokens, peak 1,220, 0/1 needles, 1 read-backs
 *     ours: 1,811 tokens, peak 858, 0/1 needles, 1 read-backs
 *   round 125: slow overdue run
 *     codex: 23,587 tokens, peak 23,507, 0/1 needles, 0 read-backs
 *     context-chef: 1,028 tokens, peak 948, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,590 tokens, peak 5,386, 0/1 needles, 4 read-backs
 *     ours: 12,989 tokens, peak 5,883, 1/1 needles, 4 read-backs
 *   round 125: mistyped lending rule
 *     codex: 13,625 tokens, peak 13,533, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,135 tokens, peak 1,330, 0/1 needles, 4 read-backs
 *     ours: 3,283 tokens, peak 718, 0/1 needles, 4 read-backs
 *     codex: 155,785 tokens, 0/12 needles
 *     context-chef: 9,129 tokens, 0/12 needles
 *     context-chef-store: 82,957 tokens, 1/12 needles
 *     ours: 61,926 tokens, 7/12 needles
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

/** The consortium's branches: code and name. */
const BRANCHES: readonly (readonly [string, string])[] = [
  ['CEN', 'Fenmoor Central'],
  ['MOS', 'Mossbridge'],
  ['KET', 'Kettleby'],
  ['HOL', 'Hollins Green'],
  ['WHI', 'Whitlow'],
  ['HAR', 'Harbourside'],
  ['MAR', 'Marlow Street'],
  ['SAL', 'Saltcote'],
  ['BRA', 'Brackenfield'],
  ['OLD', 'Oldwick'],
  ['FER', 'Ferriby Road'],
  ['STE', 'Steeple Moss'],
  ['WEN', 'Wendle'],
  ['CAR', 'Carrow Hill'],
  ['LYM', 'Lyme Quay'],
  ['THO', 'Thornaby Fen'],
  ['DRA', 'Drayfield'],
  ['ASH', 'Ashgrove'],
];

const FIRST = [
  'Aoife',
  'Ben',
  'Chloe',
  'Dev',
  'Eleanor',
  'Farah',
  'George',
  'Hannah',
  'Imran',
  'Jess',
  'Kofi',
  'Laura',
  'Marek',
  'Niamh',
  'Oliver',
  'Priya',
  'Quentin',
  'Rosa',
  'Sam',
  'Tomasz',
  'Una',
  'Vikram',
  'Wendy',
  'Yusuf',
  'Zara',
  'Alan',
  'Beth',
  'Callum',
  'Delia',
  'Ewan',
  'Fiona',
  'Gareth',
  'Holly',
  'Ian',
  'Joan',
  'Kit',
  'Lena',
  'Mo',
  'Nadia',
  'Owen',
  'Pat',
  'Ruth',
  'Stan',
  'Tess',
  'Vera',
  'Will',
];
const LAST = [
  'Ashby',
  'Brennan',
  'Chowdhury',
  'Dawes',
  'Ellery',
  'Fairbrother',
  'Gill',
  'Hale',
  'Iqbal',
  'Jarvis',
  'Kowalski',
  'Lamb',
  'Marsh',
  'Nash',
  'Okafor',
  'Pryor',
  'Quinlan',
  'Rahman',
  'Sutcliffe',
  'Thorne',
  'Underwood',
  'Voss',
  'Whitaker',
  'Yates',
  'Zielinski',
  'Abbott',
  'Blythe',
  'Cole',
  'Dunmore',
  'Evans',
  'Fenwick',
  'Goodall',
  'Hurst',
  'Ingram',
  'Jennings',
  'Keane',
  'Lovell',
  'Moss',
  'Nowak',
  'Oakes',
];
const ADJ = [
  'Quiet',
  'Salt',
  'Hidden',
  'Winter',
  'Drowned',
  'Silver',
  'Last',
  'Crooked',
  'Northern',
  'Paper',
  'Burning',
  'Glass',
  'Sleeping',
  'Wandering',
  'Lost',
  'Narrow',
  'Hollow',
  'Bright',
  'Distant',
  'Secret',
  'Broken',
  'Golden',
  'Iron',
  'Wild',
  'Gentle',
  'Borrowed',
];
const NOUN = [
  'Orchard',
  'Road',
  'Lantern',
  'Harbour',
  'Garden',
  'Keeper',
  'River',
  'Library',
  'Marsh',
  'Tide',
  'House',
  'Letters',
  'Island',
  'Fen',
  'Bell',
  'Meadow',
  'Clockmaker',
  'Daughter',
  'Ferryman',
  'Shore',
  'Winter',
  'Map',
  'Sister',
  'Weaver',
  'Archive',
  'Heron',
  'Lighthouse',
];
const PLACES = ['Saltmarsh', 'the Fens', 'Ely', 'the Wash', 'Norfolk', 'Kettle Bay', 'the Broads', 'Lincoln', 'Holbeach', 'March'];
const NONFICTION = [
  'A History of',
  'Walking',
  'The Birds of',
  'Cooking from',
  'Gardening in',
  'Wildflowers of',
  'Churches of',
  'Railways of',
  'Waterways of',
  'Folk Tales of',
];

const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

/** A made-up book title. */
function bookTitle(random: () => number): string {
  switch (pick(random, 6)) {
    case 0:
      return `The ${oneOf(random, ADJ)} ${oneOf(random, NOUN)}`;
    case 1:
      return `The ${oneOf(random, NOUN)} of ${oneOf(random, PLACES)}`;
    case 2:
      return `${oneOf(random, NONFICTION)} ${oneOf(random, PLACES)}`;
    case 3:
      return `The ${oneOf(random, NOUN)}'s ${oneOf(random, NOUN)}`;
    case 4:
      return `A ${oneOf(random, ADJ)} ${oneOf(random, NOUN)} in ${oneOf(random, PLACES)}`;
    default:
      return `${oneOf(random, ADJ)} ${oneOf(random, NOUN)}`;
  }
}

/** A valid ISBN-13. */
function isbn13(random: () => number): string {
  const body = `978${digits(random, 9)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const DAY = 86_400_000;
const TODAY = Date.UTC(2027, 4, 19);
/** The date `offset` days from today (negative: before), as YYYY-MM-DD. */
const isoDay = (offset: number) => new Date(TODAY + offset * DAY).toISOString().slice(0, 10);

/** a1. A catalogue search of recently added stock, minified JSON on one line; the Kettleby copy of one title. */
function a1CatalogueSearch(): EconomicsTask {
  const random = seededRandom(125_001);
  const needle = '31842011736504';
  const used = new Set<string>([needle]);
  const barcode = () => {
    let b: string;
    do b = `318420${digits(random, 8)}`;
    while (used.has(b));
    used.add(b);
    return b;
  };
  const locations = ['Adult Fiction', 'Adult Non-Fiction', 'New Books', 'Quick Picks', 'Local Studies', 'Reserve Stock', 'Book Group Sets'];
  const statuses = ['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'CHECKED_OUT', 'CHECKED_OUT', 'IN_TRANSIT', 'ON_HOLD_SHELF', 'IN_PROCESSING'];
  const item = (branch: readonly [string, string], callNumber: string, code?: string) => {
    const status = code ? 'AVAILABLE' : oneOf(random, statuses);
    return {
      barcode: code ?? barcode(),
      branch: branch[0],
      branchName: branch[1],
      location: oneOf(random, locations),
      callNumber,
      status,
      dueDate: status === 'CHECKED_OUT' ? isoDay(between(random, -3, 27)) : null,
      lastCheckin: `${isoDay(-between(random, 1, 160))}T${pad2(between(random, 9, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
      circCount: between(random, 0, 64),
      floating: random() < 0.3,
    };
  };
  const record = (title: string, author: string, format: string, branches: (readonly [string, string])[], added: string) => {
    const surname = author.split(',')[0]!.slice(0, 3).toUpperCase();
    const fiction = random() < 0.6;
    const callNumber = fiction ? `F ${surname}` : `${between(random, 100, 999)}.${digits(random, between(random, 1, 4))} ${surname}`;
    return {
      bibId: `b${digits(random, 7)}`,
      title,
      author,
      format,
      isbn: isbn13(random),
      publisher: oneOf(random, [
        'Wherryman Press',
        'Harrow & Finch',
        'Bitterne Books',
        'Greylag',
        'Penmarric',
        'Quayside Editions',
        'Loxley',
      ]),
      pubYear: between(random, 2019, 2027),
      language: 'eng',
      addedDate: added,
      holdsCount: between(random, 0, 14),
      items: branches.map((b) => item(b, format === 'LARGE_PRINT' ? `LP ${callNumber}` : callNumber)),
    };
  };
  const branch = (code: string) => BRANCHES.find((b) => b[0] === code)!;
  const results: ReturnType<typeof record>[] = [];
  const count = 620;
  for (let i = 0; i < count; i++) {
    const added = isoDay(-Math.floor((i * 200) / count));
    let title = bookTitle(random);
    while (title.includes('Lantern Keeper')) title = bookTitle(random);
    const author = `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`;
    const branches = shuffle(random, [...BRANCHES]).slice(0, between(random, 1, 5));
    if (i === 300) {
      const rec = record("The Lantern Keeper's Daughter", 'Alcott, Maren', 'BOOK', [], added);
      rec.items = ['CEN', 'MOS', 'KET', 'HAR', 'WHI', 'SAL'].map((code) =>
        item(branch(code), 'F ALC', code === 'KET' ? needle : undefined),
      );
      rec.holdsCount = 9;
      results.push(rec);
    } else if (i === 131) {
      results.push(record("The Lantern Keeper's Daughter", 'Alcott, Maren', 'LARGE_PRINT', ['KET', 'OLD', 'CEN'].map(branch), added));
    } else if (i === 452) {
      results.push(record('The Lantern Keeper', 'Dunmore, Ruth', 'BOOK', ['KET', 'MAR', 'THO'].map(branch), added));
    } else if (i === 377) {
      results.push(record('The Lighthouse Keeper’s Daughter', 'Okafor, Una', 'BOOK', ['KET', 'LYM'].map(branch), added));
    } else results.push(record(title, author, random() < 0.12 ? 'LARGE_PRINT' : 'BOOK', branches, added));
  }
  const output = JSON.stringify({
    query: {
      q: '',
      filters: { format: ['BOOK', 'LARGE_PRINT'], addedSince: isoDay(-200) },
      sort: 'addedDate:desc',
      page: 1,
      pageSize: count,
    },
    total: count,
    took_ms: 184,
    results,
  });
  return probe(
    'round 125: kettleby copy barcode',
    "Which barcode is on the Kettleby copy of The Lantern Keeper's Daughter? The ordinary edition, not the large print.",
    'catalogue_search',
    output,
    'kettleby-copy',
    needle,
    true,
  );
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/** a2. The inter-library loan requests export, XML on one line; the tracking number of one patron's request for one title. */
function a2IllExport(): EconomicsTask {
  const random = seededRandom(125_002);
  const needle = 'TK418305927GB';
  const used = new Set<string>([needle]);
  const tracking = (carrier: string) => {
    let t: string;
    do {
      if (carrier.startsWith('Royal Mail')) t = `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(random, 9)}GB`;
      else if (carrier === 'DPD') t = digits(random, 14);
      else t = `H${digits(random, 2)}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${digits(random, 12)}`;
    } while (used.has(t));
    used.add(t);
    return t;
  };
  const lenders = [
    ['UK-WxL', 'Wexcombe Libraries'],
    ['UK-NhBL', 'North Holme Borough Libraries'],
    ['UK-CaUL', 'Carrbridge University Library'],
    ['UK-StRL', 'Stannard Regional Library Service'],
    ['UK-BLDSC', 'British Library Document Supply'],
    ['UK-LnLS', 'Lonsdale Library Service'],
    ['UK-EaSRO', 'East Saltings Record Office'],
  ] as const;
  const carriers = ['Royal Mail Tracked 48', 'Royal Mail Tracked 24', 'DPD', 'Evri', 'Royal Mail Special Delivery'];
  const patrons = Array.from({ length: 240 }, () => ({ barcode: `2318400${digits(random, 7)}`, name: person(random) }));
  const priya = { barcode: '23184002291846', name: 'Priya Ramaswamy' };
  const marsh = { title: 'Marsh Birds of the East Coast', author: 'Fenwick, Gareth', isbn: '9781903112487' };
  const request = (
    n: number,
    who: { barcode: string; name: string },
    book: { title: string; author: string; isbn: string },
    status: string,
    code?: string,
  ) => {
    const [sym, lenderName] = oneOf(random, lenders);
    const pickup = oneOf(random, BRANCHES);
    const requested = -between(random, 3, 90);
    const shipped = requested + between(random, 2, 9);
    const [last, first] = [who.name.split(' ')[1]!, who.name.split(' ')[0]!];
    const carrier = code ? 'Royal Mail Tracked 48' : oneOf(random, carriers);
    const hasShipping = ['SHIPPED', 'RECEIVED', 'CHECKED_OUT', 'RETURNED'].includes(status);
    let xml = `<IllRequest id="ILL-27-${String(n).padStart(6, '0')}" status="${status}" type="LOAN" service="${oneOf(random, ['STANDARD', 'STANDARD', 'EXPRESS'])}">`;
    xml += `<Requester><PatronBarcode>${who.barcode}</PatronBarcode><PatronName>${last}, ${first}</PatronName><PickupLocation code="${pickup[0]}">${pickup[1]}</PickupLocation></Requester>`;
    xml += `<Bibliographic><Title>${xmlEscape(book.title)}</Title><Author>${xmlEscape(book.author)}</Author><ISBN>${book.isbn}</ISBN><PublicationYear>${between(random, 1968, 2025)}</PublicationYear></Bibliographic>`;
    xml += `<Lender><Symbol>${sym}</Symbol><Name>${lenderName}</Name><LenderRequestId>${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-${digits(random, 6)}</LenderRequestId></Lender>`;
    xml += `<Dates><Requested>${isoDay(requested)}</Requested>`;
    if (hasShipping) xml += `<Shipped>${isoDay(shipped)}</Shipped><DueBack>${isoDay(shipped + 35)}</DueBack>`;
    xml += `</Dates>`;
    if (hasShipping)
      xml += `<Shipping><Carrier>${carrier}</Carrier><TrackingNumber>${code ?? tracking(carrier)}</TrackingNumber></Shipping>`;
    if (status === 'RETURNED')
      xml += `<ReturnShipping><Carrier>Royal Mail Tracked 48</Carrier><TrackingNumber>${tracking('Royal Mail')}</TrackingNumber></ReturnShipping>`;
    xml += `<Charges currency="GBP"><Fee>${oneOf(random, ['0.00', '3.50', '4.50', '7.00', '12.50'])}</Fee><PaidBy>${oneOf(random, ['PATRON', 'LIBRARY'])}</PaidBy></Charges>`;
    if (status === 'CANCELLED') xml += `<Notes>Cancelled at patron request (duplicate)</Notes>`;
    else if (status === 'UNFILLED')
      xml += `<Notes>No lender able to supply; ${oneOf(random, ['reference only', 'lost at lender', 'not for loan'])}</Notes>`;
    else xml += '<Notes/>';
    return `${xml}</IllRequest>`;
  };
  const statuses = [
    'REQUESTED',
    'SHIPPED',
    'RECEIVED',
    'CHECKED_OUT',
    'CHECKED_OUT',
    'RETURNED',
    'RETURNED',
    'RETURNED',
    'CANCELLED',
    'UNFILLED',
  ];
  const randomBook = () => {
    let title = bookTitle(random);
    while (title.includes('Birds of')) title = bookTitle(random);
    return { title, author: `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`, isbn: isbn13(random) };
  };
  const requests: string[] = [];
  const count = 760;
  for (let n = 4100; n < 4100 + count; n++) {
    const i = n - 4100;
    if (i === 372) requests.push(request(n, priya, marsh, 'SHIPPED', needle));
    else if (i === 355) requests.push(request(n, priya, marsh, 'CANCELLED'));
    else if (i === 188 || i === 560) requests.push(request(n, oneOf(random, patrons), marsh, oneOf(random, ['RETURNED', 'RECEIVED'])));
    else if (i === 401)
      requests.push(
        request(n, priya, { title: 'Shore Birds of the East Coast', author: 'Fenwick, Gareth', isbn: '9781903112494' }, 'RECEIVED'),
      );
    else if (i === 92 || i === 276 || i === 615 || i === 698) requests.push(request(n, priya, randomBook(), oneOf(random, statuses)));
    else requests.push(request(n, oneOf(random, patrons), randomBook(), oneOf(random, statuses)));
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<IllRequestList xmlns="urn:fenmoor:ill:2" generated="2027-05-19T07:00:04Z" system="Fenmoor ILL Manager 6.2" count="${count}">` +
    requests.join('') +
    '</IllRequestList>\n';
  return probe(
    'round 125: ill tracking number',
    'Priya Ramaswamy asked us to chase her inter-library loan of Marsh Birds of the East Coast. What is the courier tracking number on it?',
    'ill_requests_export',
    output,
    'ill-tracking',
    needle,
    true,
  );
}

/** a3. The room bookings export, a CSV with one row per room and the year's bookings in one field; one group's booking on one day. */
function a3RoomBookingsCsv(): EconomicsTask {
  const random = seededRandom(125_003);
  const needle = 'RB7H2K94';
  const used = new Set<string>([needle]);
  const ref = () => {
    let r: string;
    do r = `RB${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;
    while (used.has(r));
    used.add(r);
    return r;
  };
  const groups = [
    ['Fenmoor U3A History Group', 'M. Hale'],
    ['Citizens Advice drop-in', 'CAB Fenmoor'],
    ['Rhyme Time', 'Library staff'],
    ['Code Club', 'T. Nowak'],
    ['Job Club', 'DWP Outreach'],
    ['Chess Club', 'S. Keane'],
    ['Councillor surgery', 'Cllr D. Ashby'],
    ['ESOL conversation class', 'F. Iqbal'],
    ['Dementia cafe', 'Alzheimers Soc.'],
    ['Fenmoor Local History Society', 'R. Blythe'],
    ['Lego Club', 'Library staff'],
    ['Fenland Writers Group', 'H. Quinlan'],
    ['Private hire', 'online'],
    ['NHS health check', 'Fenmoor PCN'],
    ['Baby Bounce', 'Library staff'],
    ['Kettleby Knit and Natter', 'J. Ellery'],
    ['Family history help desk', 'Volunteers'],
  ] as const;
  const knitting = ['Fenmoor Knitting Circle', 'J. Pryor'] as const;
  const rooms = [
    ['CEN-MR1', 'CEN', 'Fenmoor Central', 'Meeting Room 1', 12, '14.00'],
    ['CEN-AUD', 'CEN', 'Fenmoor Central', 'Lecture Theatre', 90, '45.00'],
    ['MOS-CR', 'MOS', 'Mossbridge', 'Community Room', 30, '16.00'],
    ['KET-CR', 'KET', 'Kettleby', 'Community Room', 25, '12.00'],
    ['HOL-SR', 'HOL', 'Hollins Green', 'Study Room', 6, '6.00'],
    ['CEN-MR2', 'CEN', 'Fenmoor Central', 'Meeting Room 2', 24, '18.00'],
    ['WHI-CR', 'WHI', 'Whitlow', 'Community Room', 40, '15.00'],
    ['HAR-MR', 'HAR', 'Harbourside', 'Meeting Room', 16, '12.00'],
    ['MAR-ACT', 'MAR', 'Marlow Street', 'Activity Room', 35, '14.00'],
    ['SAL-CR', 'SAL', 'Saltcote', 'Community Room', 20, '10.00'],
  ] as const;
  const start = Date.UTC(2027, 0, 1);
  const bookingsOf = (roomId: string, busy: number) => {
    const entries: string[] = [];
    for (let ms = start; ms < Date.UTC(2028, 0, 1); ms += DAY) {
      const date = new Date(ms);
      if (date.getUTCDay() === 0) continue;
      const day = date.toISOString().slice(0, 10);
      const past = ms < TODAY;
      const thursday = roomId === 'CEN-MR2' && date.getUTCDay() === 4;
      let h = 9;
      while (h < 20) {
        if (thursday && h === 14) {
          const code = day === '2027-06-10' ? needle : ref();
          entries.push(
            `${day} 14:00-16:00|${knitting[0]}|${knitting[1]}|${code}|${past ? 'COMPLETED' : 'CONFIRMED'}|${between(random, 8, 16)}`,
          );
          h = 16;
          continue;
        }
        if (random() < busy) {
          let d = between(random, 1, 3);
          if (thursday && h < 14 && h + d > 14) d = 14 - h;
          d = Math.min(d, 21 - h);
          const [group, contact] = oneOf(random, groups);
          const status = past
            ? oneOf(random, ['COMPLETED', 'COMPLETED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'])
            : oneOf(random, ['CONFIRMED', 'CONFIRMED', 'PROVISIONAL']);
          entries.push(`${day} ${pad2(h)}:00-${pad2(h + d)}:00|${group}|${contact}|${ref()}|${status}|${between(random, 2, 20)}`);
          h += d;
        } else h += 1;
      }
      if (roomId === 'WHI-CR' && day === '2027-06-10')
        entries.push(`${day} 20:00-21:30|${knitting[0]}|${knitting[1]}|${ref()}|PROVISIONAL|${between(random, 8, 16)}`);
    }
    return entries.join('; ');
  };
  const lines = ['room_id,branch_code,branch,room_name,capacity,hourly_rate_gbp,step_free,bookings_2027'];
  for (const [id, code, branch, name, capacity, rate] of rooms) {
    lines.push(
      `${id},${code},${branch},${name},${capacity},${rate},${random() < 0.8 ? 'Y' : 'N'},"${bookingsOf(id, id === 'CEN-MR2' ? 0.7 : 0.12)}"`,
    );
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 125: knitting circle booking',
    "What's the booking reference for the knitting circle's session in Meeting Room 2 at Central on Thursday the tenth of June?",
    'room_bookings_export',
    output,
    'knitting-booking',
    needle,
    true,
  );
}

/** b1. The e-book licences list in YAML; when one title's e-book licence expires, a few lines below its title. */
function b1EbookLicencesYaml(): EconomicsTask {
  const random = seededRandom(125_004);
  const needle = '2028-02-29';
  const date = (offset: number) => {
    let d = isoDay(offset);
    while (d === needle) d = isoDay(--offset);
    return d;
  };
  const vendors = ['Lendwell', 'Wordsmith Digital', 'Audiorama Libraries'];
  const authors = Array.from({ length: 120 }, () => person(random));
  const lines = [
    '# Fenmoor Libraries: digital lending licences',
    `# generated 2027-05-19T06:30:12Z by licence-sync 2.4.0 (all vendors, active and pending)`,
    'consortium: fenmoor-libraries',
    'currency: GBP',
    'licences:',
  ];
  const licence = (n: number, title: string, author: string, format: string, model: string, expires?: string) => {
    const purchased = -between(random, 20, 900);
    const allowed = model === 'metered_checkouts' ? oneOf(random, [26, 36, 52]) : null;
    let end: string | null = null;
    if (expires) end = expires;
    else if (model === 'metered_time' || model === 'metered_checkouts') end = date(purchased + oneOf(random, [365, 730, 730, 1095]));
    lines.push(
      `  - licence_id: LIC-${format === 'audiobook' ? 'A' : 'E'}-${String(n).padStart(7, '0')}`,
      `    vendor: ${oneOf(random, vendors)}`,
      `    title: "${title}"`,
      `    author: ${author}`,
      `    isbn: "${isbn13(random)}"`,
      `    format: ${format}`,
      `    model: ${model}`,
      `    purchased: ${date(purchased)}`,
      `    expires: ${end ?? 'null'}`,
      `    checkouts_allowed: ${allowed ?? 'null'}`,
      `    checkouts_used: ${allowed ? between(random, 0, allowed) : between(random, 0, 140)}`,
      `    concurrent_users: ${model === 'simultaneous_use' ? 'unlimited' : 1}`,
      `    price_gbp: ${between(random, 8, 95)}.${oneOf(random, ['00', '49', '99', '50'])}`,
      `    holds_waiting: ${between(random, 0, 12)}`,
      `    collections: [${shuffle(random, ['adult-fiction', 'book-club', 'teen', 'junior', 'non-fiction', 'local-interest', 'large-type'])
        .slice(0, between(random, 1, 3))
        .join(', ')}]`,
      `    suppressed: ${random() < 0.05}`,
    );
  };
  const models = ['one_copy_one_user', 'metered_checkouts', 'metered_checkouts', 'metered_time', 'metered_time', 'simultaneous_use'];
  const count = 430;
  for (let i = 0; i < count; i++) {
    const n = 48_000 + i * 7 + between(random, 0, 6);
    if (i === 214) licence(n, 'The Quiet Orchard', 'Hanna Lindqvist', 'ebook', 'metered_time', needle);
    else if (i === 215) licence(n, 'The Quiet Orchard', 'Hanna Lindqvist', 'audiobook', 'metered_time', date(195));
    else if (i === 120) licence(n, 'The Winter Ferryman', 'Hanna Lindqvist', 'ebook', 'metered_time', date(286));
    else if (i === 301) licence(n, 'Salt and Lantern', 'Hanna Lindqvist', 'ebook', 'metered_checkouts');
    else if (i === 262) licence(n, "Quiet Orchards: A Gardener's Year", 'Beth Goodall', 'ebook', 'metered_time', date(301));
    else {
      let title = bookTitle(random);
      while (title.includes('Quiet Orchard')) title = bookTitle(random);
      licence(n, title, oneOf(random, authors), random() < 0.3 ? 'audiobook' : 'ebook', oneOf(random, models));
    }
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 125: quiet orchard licence expiry',
    'When does our e-book licence for The Quiet Orchard by Hanna Lindqvist expire? The e-book, not the audiobook.',
    'ebook_licences_list',
    output,
    'licence-expiry',
    needle,
  );
}

/** b2. A MARCXML export of non-fiction records; the Dewey number of one edition, a dozen lines above its title. */
function b2MarcExport(): EconomicsTask {
  const random = seededRandom(125_005);
  const needle = '595.7809426';
  const dewey = () => {
    let d: string;
    do d = `${between(random, 100, 999)}.${digits(random, between(random, 1, 6))}`;
    while (d.includes(needle));
    return d;
  };
  const places = [
    ['Norwich', 'Wherryman Press'],
    ['London', 'Harrow & Finch'],
    ['Cambridge', 'Greylag Books'],
    ['Lincoln', 'Bitterne Books'],
    ['Ely', 'Quayside Editions'],
  ] as const;
  const subjects = [
    'Natural history',
    'Moths',
    'Butterflies',
    'Birds',
    'Wetlands',
    'Local history',
    'Churches',
    'Railways',
    'Walking',
    'Gardening',
  ];
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<collection xmlns="http://www.loc.gov/MARC21/slim">'];
  const field = (tag: string, ind1: string, ind2: string, subs: [string, string][]) => {
    lines.push(`    <datafield tag="${tag}" ind1="${ind1}" ind2="${ind2}">`);
    for (const [code, value] of subs) lines.push(`      <subfield code="${code}">${xmlEscape(value)}</subfield>`);
    lines.push('    </datafield>');
  };
  const record = (r: { title: string; surname: string; first: string; year: number; edition?: string; dewey: string; subject: string }) => {
    const [place, publisher] = oneOf(random, places);
    lines.push('  <record>');
    lines.push(`    <leader>0${digits(random, 4)}cam a2200${digits(random, 3)} i 4500</leader>`);
    lines.push(`    <controlfield tag="001">fen${digits(random, 7)}</controlfield>`);
    lines.push('    <controlfield tag="003">UkFeL</controlfield>');
    lines.push(
      `    <controlfield tag="005">2027${pad2(between(random, 1, 5))}${pad2(between(random, 1, 28))}${pad2(between(random, 7, 19))}${pad2(between(random, 0, 59))}${pad2(between(random, 0, 59))}.0</controlfield>`,
    );
    lines.push(
      `    <controlfield tag="008">${String(r.year).slice(2)}${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}s${r.year}    enka     b    001 0 eng d</controlfield>`,
    );
    field('020', ' ', ' ', [
      ['a', isbn13(random)],
      ['q', oneOf(random, ['paperback', 'hardback'])],
    ]);
    field('040', ' ', ' ', [
      ['a', 'UkFeL'],
      ['b', 'eng'],
      ['e', 'rda'],
      ['c', 'UkFeL'],
    ]);
    field('082', '0', '4', [
      ['a', r.dewey],
      ['2', '23'],
    ]);
    field('092', ' ', ' ', [
      ['a', r.dewey.slice(0, 6)],
      ['b', r.surname.slice(0, 3).toUpperCase()],
    ]);
    field('100', '1', ' ', [
      ['a', `${r.surname}, ${r.first},`],
      ['e', 'author.'],
    ]);
    field('245', '1', r.title.startsWith('A ') ? '2' : r.title.startsWith('The ') ? '4' : '0', [
      ['a', `${r.title} /`],
      ['c', `${r.first} ${r.surname}.`],
    ]);
    if (r.edition) field('250', ' ', ' ', [['a', r.edition]]);
    field('264', ' ', '1', [
      ['a', `${place} :`],
      ['b', `${publisher},`],
      ['c', `${r.year}.`],
    ]);
    field('300', ' ', ' ', [
      ['a', `${between(random, 96, 420)} pages :`],
      ['b', 'illustrations (colour), maps ;'],
      ['c', `${between(random, 19, 25)} cm`],
    ]);
    field('336', ' ', ' ', [
      ['a', 'text'],
      ['2', 'rdacontent'],
    ]);
    field('504', ' ', ' ', [['a', 'Includes bibliographical references and index.']]);
    field('650', ' ', '0', [
      ['a', r.subject],
      ['z', 'England'],
      ['z', oneOf(random, ['Fens, The', 'East Anglia', 'Lincolnshire', 'Norfolk'])],
    ]);
    field('650', ' ', '0', [
      ['a', oneOf(random, subjects)],
      ['v', oneOf(random, ['Guidebooks.', 'Identification.', 'Pictorial works.', 'History.'])],
    ]);
    lines.push('  </record>');
  };
  const count = 150;
  for (let i = 0; i < count; i++) {
    if (i === 78)
      record({
        title: 'A field guide to Fenland moths',
        surname: 'Harwood',
        first: 'Eleanor',
        year: 2019,
        edition: 'Second edition.',
        dewey: needle,
        subject: 'Moths',
      });
    else if (i === 41)
      record({
        title: 'A field guide to Fenland moths',
        surname: 'Harwood',
        first: 'Eleanor',
        year: 2011,
        dewey: '595.78094',
        subject: 'Moths',
      });
    else if (i === 103)
      record({
        title: 'Dragonflies of the Fens',
        surname: 'Harwood',
        first: 'Eleanor',
        year: 2022,
        dewey: '595.733094265',
        subject: 'Dragonflies',
      });
    else if (i === 60)
      record({
        title: 'Moths of the Wash',
        surname: 'Cole',
        first: 'Kit',
        year: 2019,
        edition: 'Second edition.',
        dewey: '595.780942',
        subject: 'Moths',
      });
    else if (i === 92)
      record({
        title: 'Night flyers: a field guide to Fenland bats',
        surname: 'Marsh',
        first: 'Ruth',
        year: 2020,
        dewey: '599.409426',
        subject: 'Bats',
      });
    else {
      const title = bookTitle(random);
      record({
        title: title.charAt(0) + title.slice(1).toLowerCase(),
        surname: oneOf(random, LAST),
        first: oneOf(random, FIRST),
        year: between(random, 1998, 2026),
        edition: random() < 0.2 ? oneOf(random, ['Second edition.', 'Revised edition.', 'Third edition.']) : undefined,
        dewey: dewey(),
        subject: oneOf(random, subjects),
      });
    }
  }
  lines.push('</collection>');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 125: moth guide dewey',
    "What Dewey number is on the 2019 second edition of Eleanor Harwood's Fenland moths guide?",
    'catalogue_marc_export',
    output,
    'moth-dewey',
    needle,
  );
}

/** b3. The room booking service's effective configuration, INI-like; one room's keypad code, lines below its display name. */
function b3RoomConfigIni(): EconomicsTask {
  const random = seededRandom(125_006);
  const needle = '730514';
  const used = new Set<string>([needle]);
  const code = () => {
    let c: string;
    do c = digits(random, 6);
    while (used.has(c) || c.startsWith('0'));
    used.add(c);
    return c;
  };
  const lines = [
    '; Fenmoor Libraries room booking service: effective configuration',
    '; generated 2027-05-19 07:12:44 by roombook-admin 3.8.1 (config --dump --resolved)',
    '; values marked (inherited) come from [defaults]',
    '',
    '[global]',
    'timezone = Europe/London',
    'locale = en_GB',
    'public_portal = https://rooms.fenmoorlibraries.org.uk',
    'payment_provider = civicpay',
    'payment_merchant_id = FENLIB-RB-01',
    'reminder_email_hours = 48,2',
    'auto_release_unpaid_hours = 72',
    'max_bookings_per_customer = 12',
    '',
    '[defaults]',
    'slot_minutes = 60',
    'min_notice_hours = 24',
    'max_advance_days = 365',
    'cleaning_buffer_minutes = 15',
    'bookable_by = staff,community,public',
    'out_of_hours_access = false',
    '',
  ];
  for (const band of ['PUBLIC_A', 'PUBLIC_B', 'COMMUNITY_A', 'COMMUNITY_B', 'CHARITY', 'STAFF']) {
    lines.push(
      `[rate_band "${band}"]`,
      `hourly_gbp = ${band === 'STAFF' ? '0.00' : `${between(random, 5, 30)}.00`}`,
      `evening_uplift_pct = ${oneOf(random, [0, 10, 20, 25])}`,
      `deposit_gbp = ${oneOf(random, ['0.00', '25.00', '50.00'])}`,
      `vat = ${band.startsWith('PUBLIC') ? 'standard' : 'exempt'}`,
      '',
    );
  }
  const kinds = [
    ['CR', 'Community Room', 40],
    ['MR', 'Meeting Room', 16],
    ['SRA', 'Study Room A', 6],
    ['SRB', 'Study Room B', 6],
    ['ACT', "Children's Activity Room", 30],
    ['IT', 'IT Suite', 14],
  ] as const;
  const room = (branch: readonly [string, string], id: string, name: string, seats: number, keypad: string) => {
    const floor = oneOf(random, ['G', 'G', '1', '2']);
    lines.push(
      `[room "${id}"]`,
      `display_name = ${branch[1]} Library - ${name}`,
      `branch = ${branch[0]}`,
      `floor = ${floor}`,
      `door_controller = paxton-net2:${branch[0]}:door-${pad2(between(random, 1, 12))}`,
      `keypad_code_previous = ${code()}`,
      `keypad_code = ${keypad}`,
      `keypad_rotated = ${isoDay(-between(random, 10, 120))}`,
      `capacity_seated = ${seats}`,
      `capacity_standing = ${seats > 10 ? Math.round(seats * 1.5) : seats}`,
      `layouts = ${seats > 10 ? shuffle(random, ['theatre', 'cabaret', 'boardroom', 'classroom']).slice(0, 3).join(',') : 'fixed'}`,
      `step_free = ${floor === 'G' || random() < 0.7}`,
      `hearing_loop = ${random() < 0.5}`,
      `av_equipment = ${shuffle(random, ['projector', 'screen', 'hdmi', 'speakerphone', 'smartboard', 'pa'])
        .slice(0, between(random, 1, 4))
        .join(',')}`,
      `rate_band = ${oneOf(random, ['PUBLIC_A', 'PUBLIC_B', 'COMMUNITY_A', 'COMMUNITY_B'])}`,
      `slot_minutes = 60 (inherited)`,
      `min_notice_hours = ${oneOf(random, ['24 (inherited)', '48', '72'])}`,
      `cleaning_buffer_minutes = ${oneOf(random, ['15 (inherited)', '30'])}`,
      `out_of_hours_access = ${random() < 0.3 ? 'true' : 'false (inherited)'}`,
      `alarm_zone = ${between(random, 1, 9)}`,
      `calendar_id = roombook-${id.toLowerCase()}@fenmoorlibraries.org.uk`,
      `notes = "${oneOf(random, ['Tea point only, no hot food', 'Key from counter staff', 'Shared with Rhyme Time on weekday mornings', 'No access after 20:00', 'Blinds do not fully close'])}"`,
      '',
    );
  };
  const order = BRANCHES.filter((b) => b[0] !== 'WHI');
  order.splice(
    9,
    0,
    BRANCHES.find((b) => b[0] === 'WHI')!,
  );
  for (const branch of order) {
    if (branch[0] === 'WHI') {
      room(branch, 'WHI-SRA', 'Study Room A', 6, code());
      room(branch, 'WHI-CR', 'Community Room', 40, needle);
      room(branch, 'WHI-ACT', "Children's Activity Room", 30, code());
      room(branch, 'WHI-SRB', 'Study Room B', 6, code());
      continue;
    }
    const mine = shuffle(random, [...kinds]).slice(0, between(random, 2, 5));
    for (const [suffix, name, seats] of mine) room(branch, `${branch[0]}-${suffix}`, name, seats, code());
    if (branch[0] === 'CEN') for (let pod = 1; pod <= 12; pod++) room(branch, `CEN-POD${pad2(pod)}`, `Study Pod ${pod}`, 2, code());
  }
  for (const [day, reason] of [
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-24', 'Christmas closure'],
    ['2027-12-25', 'Christmas Day'],
    ['2027-12-26', 'Boxing Day'],
    ['2027-12-27', 'Boxing Day (substitute)'],
    ['2027-12-28', 'Christmas Day (substitute)'],
    ['2028-01-01', "New Year's Day"],
    ['2028-04-14', 'Good Friday'],
    ['2028-04-17', 'Easter Monday'],
    ['2028-05-01', 'Early May bank holiday'],
  ]) {
    for (const branch of BRANCHES)
      lines.push(`[closure "${branch[0]}-${day}"]`, `branch = ${branch[0]}`, `date = ${day}`, `reason = ${reason}`, '');
  }
  const output = lines.join('\n');
  return probe(
    'round 125: whitlow keypad code',
    "What's the keypad code for the door of the community room at Whitlow?",
    'roombook_config_dump',
    output,
    'whitlow-keypad',
    needle,
  );
}

/** c1. A family's patron account with every card's loan history; when a child's loan was "handed in" (the report says Returned). */
function c1PatronAccount(): EconomicsTask {
  const random = seededRandom(125_007);
  const needle = '14/05/2027 17:52';
  const uk = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  };
  const ukTime = (ms: number) => {
    let text = `${uk(ms)} ${new Date(ms).toISOString().slice(11, 16)}`;
    while (text === needle) text = `${uk(ms)} ${new Date((ms += 60_000)).toISOString().slice(11, 16)}`;
    return text;
  };
  const openTime = (dayMs: number) => dayMs + between(random, 9 * 60 + 5, 18 * 60 + 50) * 60_000;
  const kids = ['Little', 'Busy', 'Sleepy', 'Brave', 'Grumpy', 'Hungry', 'Tiny', 'Noisy', 'Curious'];
  const beasts = ['Bear', 'Fox', 'Owl', 'Dragon', 'Penguin', 'Badger', 'Mouse', 'Hedgehog', 'Otter', 'Heron'];
  const ends = [
    "'s Big Day",
    ' Goes to School',
    ' and the Moon',
    "'s Birthday",
    ' Says Goodnight',
    ' at the Seaside',
    ' Finds a Friend',
    '',
  ];
  const childTitle = () => `${oneOf(random, kids)} ${oneOf(random, beasts)}${oneOf(random, ends)}`;
  const used = new Set<string>();
  const barcode = () => {
    let b: string;
    do b = `318420${digits(random, 8)}`;
    while (used.has(b));
    used.add(b);
    return b;
  };
  const header = 'Item barcode    Title                                     Issued            Due         Returned          At   Ren';
  const rule = '--------------  ----------------------------------------  ----------------  ----------  ----------------  ---  ---';
  const row = (title: string, issued: number, returned: number | null, renewals: number, at?: string, code?: string) => {
    const due = issued + (21 + renewals * 21) * DAY;
    const back = returned === null ? '-' : (code ?? ukTime(returned));
    const place = returned === null ? '' : (at ?? oneOf(random, ['MOS', 'MOS', 'MOS', 'CEN', 'KET', 'SCO']));
    const t = title.length > 40 ? `${title.slice(0, 39)}~` : title;
    return `${barcode()}  ${t.padEnd(40)}  ${ukTime(issued).padEnd(16)}  ${uk(due)}  ${back.padEnd(16)}  ${place.padEnd(3)}  ${renewals}`;
  };
  const cards = [
    { barcode: '23184001957316', name: 'Rowan Achterberg', category: 'ADULT', loans: 430, child: false },
    { barcode: '23184001957332', name: 'Maya Achterberg', category: 'JUNIOR', loans: 360, child: true },
    { barcode: '23184001957324', name: 'Ellis Achterberg', category: 'JUNIOR', loans: 380, child: true },
    { barcode: '23184001957340', name: 'Jonas Achterberg', category: 'ADULT', loans: 300, child: false },
  ];
  const now = TODAY + 9 * 3_600_000;
  const sections: string[] = [];
  for (const card of cards) {
    const rows: string[] = [];
    let t = now - between(random, 1, 3) * DAY;
    const mayaSpecial = new Map<number, string>([
      [6, 'gruffalo-child'],
      [9, 'gruffalo'],
      [140, 'gruffalo-child-old'],
      [290, 'gruffalo-child-old'],
    ]);
    for (let i = 0; i < card.loans; i++) {
      const issued = openTime(t - (t % DAY));
      const special = card.name.startsWith('Maya')
        ? mayaSpecial.get(i)
        : card.name.startsWith('Ellis') && i === 11
          ? 'gruffalo-child'
          : undefined;
      if (special === 'gruffalo-child' && card.name.startsWith('Maya')) {
        const issuedAt = Date.UTC(2027, 2, 18, 11, 5);
        rows.push(row("The Gruffalo's Child", issuedAt, Date.UTC(2027, 4, 14, 17, 52), 2, 'MOS', needle));
      } else if (special === 'gruffalo-child') {
        rows.push(row("The Gruffalo's Child", Date.UTC(2027, 1, 20, 10, 41), Date.UTC(2027, 2, 6, 12, 17), 0, 'MOS'));
      } else if (special === 'gruffalo') {
        rows.push(row('The Gruffalo', issued, issued + 29 * DAY + 5_400_000, 1, 'SCO'));
      } else if (special === 'gruffalo-child-old') {
        rows.push(
          row("The Gruffalo's Child", issued, openTime(issued - (issued % DAY) + between(random, 7, 30) * DAY), between(random, 0, 1)),
        );
      } else {
        const age = now - issued;
        const out = age < 20 * DAY && random() < 0.7;
        const kept = between(random, 3, 60);
        const back = openTime(issued - (issued % DAY) + kept * DAY);
        const returned = out || back > now - 3_600_000 ? null : back;
        const renewals = returned === null ? Math.min(2, Math.floor(age / (21 * DAY))) : Math.min(2, Math.floor(kept / 21));
        rows.push(row(card.child ? childTitle() : bookTitle(random), issued, returned, renewals));
      }
      t -= between(random, 1, card.child ? 9 : 11) * DAY;
      if (card.name.startsWith('Maya') && i === 5) t = Date.UTC(2027, 2, 24);
      if (card.name.startsWith('Maya') && i === 6) t = Date.UTC(2027, 2, 16);
    }
    sections.push(
      '',
      `CARD ${card.barcode}  ${card.name} (${card.category}) - loan history, newest first (${card.loans} loans)`,
      header,
      rule,
      ...rows,
    );
  }
  const output = [
    'FENMOOR LIBRARIES - PATRON ACCOUNT                                        printed 19/05/2027 09:14 by kmoss @ MOS',
    '==================================================================================================================',
    'Account        : 23184001957316   (family group FG-004417, 4 cards)',
    'Name           : Rowan Achterberg',
    'Address        : 14 Wherry Lane, Mossbridge, FN4 7QT',
    'Email          : r.achterberg@example.net   (notices by email)',
    'Category       : ADULT            Home branch : Mossbridge (MOS)',
    'Registered     : 03/09/2016       Expires     : 02/09/2028',
    'Fines/fees     : £0.00            Blocks      : none',
    'Current loans  : 9                Holds       : 3 (1 ready for collection at MOS)',
    '',
    'Linked cards',
    '  23184001957332  Maya Achterberg      JUNIOR   born 2019   loan limit 12',
    '  23184001957324  Ellis Achterberg     JUNIOR   born 2015   loan limit 12',
    '  23184001957340  Jonas Achterberg     ADULT                loan limit 20',
    '',
    'At: branch or SCO (self-service returns chute); Ren: renewals',
    ...sections,
    '',
    '-- end of account report --',
  ].join('\n');
  return probe(
    'round 125: when was it handed in',
    "My youngest, Maya, had The Gruffalo's Child out from sometime in March and swears she brought it back weeks ago. When does it say it was actually handed in?",
    'patron_account_show',
    output,
    'handed-in',
    needle,
  );
}

/** c2. Two days of the self-service (SIP2) gateway's key=value log; whose checkout was refused "just after three" yesterday at one branch. */
function c2SelfServiceLog(): EconomicsTask {
  const random = seededRandom(125_008);
  const needle = '23184002210457';
  const patrons: string[] = [];
  while (patrons.length < 1600) {
    const p = `2318400${digits(random, 7)}`;
    if (p !== needle) patrons.push(p);
  }
  const terminals: { id: string; branch: string }[] = [];
  for (const [code] of BRANCHES) {
    const n = code === 'CEN' ? 4 : code === 'MOS' || code === 'KET' || code === 'HAR' ? 3 : between(random, 1, 2);
    for (let k = 1; k <= n; k++) terminals.push({ id: `SCO-${code}-${pad2(k)}`, branch: code });
    terminals.push({ id: `STAFF-${code}-1`, branch: code });
  }
  const refusals = [
    ['hold_for_other_patron', 'Item reserved for another customer'],
    ['patron_expired', 'Your card has expired'],
    ['loan_limit_reached', 'You have reached your limit'],
    ['fines_over_limit', 'Please see a member of staff'],
    ['item_not_circulating', 'This item is for reference only'],
    ['item_unknown', 'Item not recognised'],
  ] as const;
  const lines: string[] = [];
  const stamp = (ms: number) => {
    const d = new Date(ms + 3_600_000);
    return `${d.toISOString().slice(0, 23)}+01:00`;
  };
  const item = () => `318420${digits(random, 8)}`;
  const line = (ms: number, term: { id: string; branch: string }, rest: string) =>
    lines.push(
      `${stamp(ms)} lvl=INFO svc=sip2-gw term=${term.id} branch=${term.branch} ${rest} dur_ms=${between(random, 40, 480)} req=${hex(random, 8)}`,
    );
  const target = Date.UTC(2027, 4, 18, 14, 4, 11, 95);
  const mos2 = terminals.find((t) => t.id === 'SCO-MOS-02')!;
  const hol1 = terminals.find((t) => t.id === 'SCO-HOL-01')!;
  const planted: [number, () => void][] = [
    [
      target,
      () =>
        line(
          target,
          mos2,
          `op=checkout patron=${needle} item=${item()} ok=0 code=fines_over_limit af="Please see a member of staff" balance=12.40`,
        ),
    ],
    [
      Date.UTC(2027, 4, 18, 13, 52, 40),
      () =>
        line(
          Date.UTC(2027, 4, 18, 13, 52, 40),
          mos2,
          `op=checkout patron=${oneOf(random, patrons)} item=${item()} ok=0 code=hold_for_other_patron af="Item reserved for another customer"`,
        ),
    ],
    [
      Date.UTC(2027, 4, 18, 14, 3, 37),
      () =>
        line(
          Date.UTC(2027, 4, 18, 14, 3, 37),
          hol1,
          `op=checkout patron=${oneOf(random, patrons)} item=${item()} ok=0 code=patron_expired af="Your card has expired"`,
        ),
    ],
    [
      Date.UTC(2027, 4, 17, 14, 3, 2),
      () =>
        line(
          Date.UTC(2027, 4, 17, 14, 3, 2),
          mos2,
          `op=checkout patron=${oneOf(random, patrons)} item=${item()} ok=0 code=loan_limit_reached af="You have reached your limit"`,
        ),
    ],
    [
      Date.UTC(2027, 4, 18, 14, 48, 19),
      () =>
        line(
          Date.UTC(2027, 4, 18, 14, 48, 19),
          terminals.find((t) => t.id === 'SCO-MOS-01')!,
          `op=checkout patron=${oneOf(random, patrons)} item=${item()} ok=0 code=fines_over_limit af="Please see a member of staff" balance=10.85`,
        ),
    ],
  ];
  planted.sort((a, b) => a[0] - b[0]);
  // Times are UTC; the log prints them in BST. Branches are open 09:00 to 19:00 BST (08:00 to 18:00 UTC).
  const start = Date.UTC(2027, 4, 17, 11, 40);
  const end = Date.UTC(2027, 4, 19, 11, 40);
  let lastBeat = start;
  for (let t = start; t < end; t += between(random, 4_000, 70_000)) {
    const hour = new Date(t).getUTCHours();
    if (hour < 8 || hour >= 18) {
      if (hour === 18) t += 14 * 3_600_000 - (t % 3_600_000);
      continue;
    }
    while (planted.length > 0 && planted[0]![0] <= t) planted.shift()![1]();
    if (t - lastBeat > 1_800_000) {
      for (const term of terminals)
        if (term.id.startsWith('SCO'))
          line(t + between(random, 0, 900), term, `op=sc_status status=0 max_print=${oneOf(random, [40, 80])} proto=2.00 online=Y`);
      lastBeat = t;
    }
    const term = oneOf(random, terminals);
    const quiet = term.branch === 'MOS' && t > target - 600_000 && t < target + 1_500_000;
    const patron = oneOf(random, patrons);
    const roll = random();
    if (roll < 0.42) {
      const refused = !quiet && random() < 0.04 ? oneOf(random, refusals) : null;
      if (refused) line(t, term, `op=checkout patron=${patron} item=${item()} ok=0 code=${refused[0]} af="${refused[1]}"`);
      else
        line(
          t,
          term,
          `op=checkout patron=${patron} item=${item()} ok=1 due=${new Date(t + 21 * DAY).toISOString().slice(0, 10)} magnetic=N desensitize=Y`,
        );
    } else if (roll < 0.72)
      line(
        t,
        term,
        `op=checkin item=${item()} ok=1 return_branch=${term.branch} sort_bin=${between(random, 1, 6)} alert=${random() < 0.08 ? 'Y hold_transit' : 'N'}`,
      );
    else if (roll < 0.85)
      line(t, term, `op=renew_all patron=${patron} ok=1 renewed=${between(random, 0, 6)} unrenewed=${between(random, 0, 2)}`);
    else
      line(
        t,
        term,
        `op=patron_status patron=${patron} ok=1 valid_patron=Y valid_pin=${random() < 0.95 ? 'Y' : 'N'} holds_ready=${between(random, 0, 2)}`,
      );
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 125: refused at the kiosk',
    'A lady rang from Mossbridge: yesterday just after three in the afternoon the self-service machine would not let her take a book out. Which library card was she using?',
    'sip2_gateway_logs',
    output,
    'kiosk-refusal',
    needle,
  );
}

/** c3. The e-book supplier's order history page (HTML); the order reference of the "one reader at a time" Spanish e-book. */
function c3SupplierOrdersHtml(): EconomicsTask {
  const random = seededRandom(125_009);
  const needle = 'SO-26-118834';
  const used = new Set<string>([needle]);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const foreign: Record<string, string[]> = {
    spa: ['El invierno en el puerto', 'La casa de las mareas', 'Cartas desde la marisma', 'El guardián del faro', 'Noches de sal'],
    pol: ['Cichy sad', 'Zimowy port', 'Latarnik', 'Dom nad rzeką'],
    ron: ['Casa de pe mal', 'Iarna la port'],
    por: ['A casa das marés', 'O faroleiro'],
    lit: ['Tylus sodas'],
    urd: ['Khamosh Bagh'],
  };
  const models = [
    'One Copy / One User (perpetual)',
    'Metered: 26 loans',
    'Metered: 24 months',
    'Simultaneous Use (12 months)',
    'Pay Per Loan',
  ];
  const rows: string[] = [];
  const row = (ms: number, title: string, author: string, lang: string, format: string, model: string, code?: string) => {
    let ref = code ?? '';
    while (!code && (!ref || used.has(ref))) ref = `SO-${String(new Date(ms).getUTCFullYear()).slice(2)}-${digits(random, 6)}`;
    used.add(ref);
    const id = between(random, 700_000, 899_999);
    const d = new Date(ms);
    const net = `${between(random, 6, 85)}.${oneOf(random, ['00', '49', '99'])}`;
    const branch = oneOf(random, BRANCHES)[1];
    const status =
      ms > TODAY - 10 * DAY
        ? oneOf(random, ['Processing', 'Fulfilled'])
        : oneOf(random, ['Fulfilled', 'Fulfilled', 'Fulfilled', 'Credited']);
    rows.push(
      `        <tr class="order-line" data-line="${id}">`,
      `          <td class="c-ref"><a href="/account/orders/view?id=${id}">${ref}</a></td>`,
      `          <td class="c-date">${pad2(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}</td>`,
      `          <td class="c-title"><span class="t">${xmlEscape(title)}</span><br><span class="a">${author}</span></td>`,
      `          <td class="c-lang">${lang}</td>`,
      `          <td class="c-format"><span class="fmt fmt-${format === 'eBook (EPUB)' ? 'ebook' : 'audio'}">${format}</span></td>`,
      `          <td class="c-model">${model}</td>`,
      `          <td class="c-qty">${model.startsWith('One Copy') ? between(random, 1, 3) : 1}</td>`,
      `          <td class="c-net">&pound;${net}</td>`,
      `          <td class="c-alloc">${branch}</td>`,
      `          <td class="c-status"><span class="badge badge-${status === 'Credited' ? 'muted' : 'ok'}">${status}</span></td>`,
      '        </tr>',
    );
  };
  const count = 520;
  let ms = TODAY - DAY;
  for (let i = 0; i < count; i++) {
    ms -= between(random, 0, 2) * DAY + between(random, 0, 3_600_000);
    if (i === 262) row(ms, 'La sombra del viento', 'Carlos Ruiz Zafón', 'spa', 'eBook (EPUB)', models[0]!, needle);
    else if (i === 247) row(ms, 'La sombra del viento', 'Carlos Ruiz Zafón', 'spa', 'eBook (EPUB)', models[1]!);
    else if (i === 281) row(ms, 'La sombra del viento', 'Carlos Ruiz Zafón', 'spa', 'Audiobook (MP3)', models[0]!);
    else if (i === 198) row(ms, 'The Shadow of the Wind', 'Carlos Ruiz Zafón', 'eng', 'eBook (EPUB)', models[0]!);
    else if (i === 330) row(ms, 'El juego del ángel', 'Carlos Ruiz Zafón', 'spa', 'eBook (EPUB)', models[0]!);
    else {
      const lang = random() < 0.8 ? 'eng' : oneOf(random, Object.keys(foreign));
      const title = lang === 'eng' ? bookTitle(random) : oneOf(random, foreign[lang]!);
      row(ms, title, person(random), lang, random() < 0.7 ? 'eBook (EPUB)' : 'Audiobook (MP3)', oneOf(random, models));
    }
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Order history | Lendwell for Libraries</title>',
    '  <link rel="stylesheet" href="/static/css/portal.4e1c9a.css">',
    '  <script src="/static/js/portal.b71f02.js" defer></script>',
    '</head>',
    '<body class="portal account-orders">',
    '  <header class="topbar">',
    '    <a class="logo" href="/">Lendwell <small>for Libraries</small></a>',
    '    <nav><a href="/catalogue">Catalogue</a> <a href="/carts">Carts</a> <a class="active" href="/account/orders">Orders</a> <a href="/reports">Reports</a> <a href="/account">Account</a></nav>',
    '    <div class="who">Signed in as <b>acquisitions@fenmoorlibraries.org.uk</b> (Fenmoor Libraries, account 40-2217)</div>',
    '  </header>',
    '  <main>',
    '    <h1>Order history</h1>',
    '    <form class="filters" method="get" action="/account/orders">',
    '      <label>From <input type="date" name="from" value="2026-01-01"></label>',
    '      <label>To <input type="date" name="to" value="2027-05-19"></label>',
    '      <label>Format <select name="format"><option selected>All</option><option>eBook</option><option>Audiobook</option></select></label>',
    '      <button type="submit">Filter</button> <a class="export" href="/account/orders/export.csv">Export CSV</a>',
    '    </form>',
    `    <p class="summary">Showing 1&ndash;${count} of ${count} order lines</p>`,
    '    <table class="orders">',
    '      <thead>',
    '        <tr><th>Order ref</th><th>Date</th><th>Title / author</th><th>Lang</th><th>Format</th><th>Licence terms</th><th>Qty</th><th>Net</th><th>Allocated to</th><th>Status</th></tr>',
    '      </thead>',
    '      <tbody>',
    ...rows,
    '      </tbody>',
    '    </table>',
    '  </main>',
    '  <footer>&copy; 2027 Lendwell Digital Ltd &middot; <a href="/help">Help</a> &middot; <a href="/terms">Licence terms explained</a></footer>',
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 125: one reader at a time',
    "Finance want every digital purchase explained before Friday's budget meeting, so I'm working through the supplier's site. Quick one first: for the Spanish e-book of La sombra del viento, the copy only one reader can have at a time, which order number do I quote to them?",
    'supplier_portal_orders',
    output,
    'one-reader-order',
    needle,
  );
}

/** d1. An RFID shelf scan of one branch (fixed-width table); the one item whose tag says another library owns it. */
function d1RfidShelfScan(): EconomicsTask {
  const random = seededRandom(125_010);
  const needle = '30117004417728';
  const used = new Set<string>([needle]);
  const barcode = () => {
    let b: string;
    do b = `318420${digits(random, 8)}`;
    while (used.has(b));
    used.add(b);
    return b;
  };
  const shelves: [string, string][] = [];
  for (let k = 1; k <= 34; k++) shelves.push([`SAL-AF-${pad2(k)}`, 'F']);
  for (let k = 1; k <= 22; k++) shelves.push([`SAL-NF-${pad2(k)}`, 'NF']);
  for (let k = 1; k <= 8; k++) shelves.push([`SAL-LP-${pad2(k)}`, 'LP']);
  for (let k = 1; k <= 14; k++) shelves.push([`SAL-JF-${pad2(k)}`, 'JF']);
  for (let k = 1; k <= 9; k++) shelves.push([`SAL-PB-${pad2(k)}`, 'PB']);
  const rows: string[] = [];
  let t = Date.UTC(2027, 4, 18, 16, 32, 6);
  const clock = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(11, 19);
  let n = 0;
  for (const [shelf, kind] of shelves) {
    const onShelf = between(random, 12, 22);
    for (let k = 0; k < onShelf; k++) {
      t += between(random, 800, 4_000);
      n++;
      const surname = oneOf(random, LAST);
      const call =
        kind === 'NF'
          ? `${between(random, 0, 999).toString().padStart(3, '0')}.${digits(random, 2)} ${surname.slice(0, 3).toUpperCase()}`
          : `${kind === 'F' ? 'F' : kind} ${surname.slice(0, 3).toUpperCase()}`;
      let title = bookTitle(random);
      if (title.length > 30) title = `${title.slice(0, 29)}~`;
      const odd = shelf === 'SAL-NF-09' && k === 6;
      const home = odd ? 'WXL' : random() < 0.78 ? 'SAL' : oneOf(random, BRANCHES)[0];
      const afi = random() < 0.97 ? '07' : 'C2';
      const dm = random() < 0.93 ? '2.0' : '1.0';
      rows.push(
        [
          shelf.padEnd(9),
          clock(t).padEnd(8),
          `E004${hex(random, 12).toUpperCase()}`,
          (odd ? needle : barcode()).padEnd(14),
          (odd ? 'GB-WxL' : 'GB-FeL').padEnd(7),
          home.padEnd(4),
          afi.padEnd(3),
          dm.padEnd(5),
          call.padEnd(15),
          title,
        ].join('  '),
      );
    }
  }
  const output = [
    'Fenmoor Libraries  RFID inventory  --  Saltcote (SAL)',
    `Scan session : INV-SAL-20270518-01   wand: ST-WAND-07 (firmware 2.6.1)   operator: tsutcliffe`,
    `Started      : 18/05/2027 17:32:06   Finished: 18/05/2027 ${clock(t)}   Tags read: ${n.toLocaleString('en-GB')}`,
    'Filter       : none (all tags in range)   Columns: OWNER = ISIL in tag, HOME = home branch, DM = ISO 28560 data model',
    '',
    'SHELF      READ-AT   TAG UID           BARCODE         OWNER    HOME  AFI  DM     CALL NO          TITLE',
    '---------  --------  ----------------  --------------  -------  ----  ---  -----  ---------------  ------------------------------',
    ...rows,
    '',
    `${n} tags listed. Export: /exports/inventory/INV-SAL-20270518-01.csv`,
  ].join('\n');
  return probe(
    'round 125: not one of ours',
    "We scanned every shelf at Saltcote with the RFID wand last night. Is there a book on those shelves that isn't actually one of ours? Which barcode?",
    'rfid_inventory_scan',
    output,
    'not-ours',
    needle,
  );
}

/** d2. Two months of the job scheduler's run history (CSV); the overdue notices run that took far longer than its peers. */
function d2SchedulerHistoryCsv(): EconomicsTask {
  const random = seededRandom(125_011);
  const needle = 'r-5c07e3a9';
  const used = new Set<string>([needle]);
  const runId = () => {
    let r: string;
    do r = `r-${hex(random, 8)}`;
    while (used.has(r));
    used.add(r);
    return r;
  };
  const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const nightly = [
    ['fines_accrual', 0, 15, 60, 200, 'ils-batch-01'],
    ['hold_expiry', 1, 0, 30, 90, 'ils-batch-01'],
    ['overdue_notices', 1, 30, 180, 420, 'ils-batch-02'],
    ['marc_import_nightly', 2, 0, 300, 4_200, 'ils-batch-02'],
    ['ebook_availability_sync', 3, 0, 600, 1_400, 'ils-int-01'],
    ['stats_rollup', 4, 0, 900, 2_100, 'ils-batch-01'],
    ['patron_expiry_emails', 6, 0, 20, 60, 'ils-batch-02'],
  ] as const;
  const odd = Date.UTC(2027, 3, 21);
  const rows: [number, string][] = [];
  for (let day = Date.UTC(2027, 2, 20); day < TODAY + DAY; day += DAY) {
    for (let h = 0; h < 24; h++) {
      const at = day + h * 3_600_000 + 5 * 60_000;
      if (at > TODAY + 7 * 3_600_000) break;
      const started = at + between(random, 0, 3_000);
      const dur = between(random, 4, 26);
      rows.push([
        started,
        `${runId()},ill_status_poll,${iso(at)},${iso(started)},${iso(started + dur * 1000)},${dur},0,${between(random, 20, 160)},${between(random, 0, 12)},ils-int-01,cron`,
      ]);
    }
    for (const [job, hh, mm, lo, hi, host] of nightly) {
      const at = day + hh * 3_600_000 + mm * 60_000;
      if (at > TODAY + 7 * 3_600_000) continue;
      const started = at + between(random, 0, 4_000);
      const isOdd = job === 'overdue_notices' && day === odd;
      const dur = isOdd ? 8_214 : between(random, lo, hi);
      const recordsIn = job === 'overdue_notices' ? between(random, 2_400, 3_900) : between(random, 100, 60_000);
      const recordsOut = job === 'overdue_notices' ? recordsIn - between(random, 0, 40) : between(random, 0, recordsIn);
      rows.push([
        started,
        `${isOdd ? needle : runId()},${job},${iso(at)},${iso(started)},${iso(started + dur * 1000)},${dur},0,${recordsIn},${recordsOut},${host},${random() < 0.97 ? 'cron' : 'manual:ops'}`,
      ]);
    }
  }
  rows.sort((a, b) => b[0] - a[0]);
  const output = `run_id,job,scheduled_for,started_at,finished_at,duration_s,exit_code,records_in,records_out,host,triggered_by\n${rows.map((r) => r[1]).join('\n')}\n`;
  return probe(
    'round 125: slow overdue run',
    'One night in the last couple of months the overdue reminders job took far longer than it normally does. Which run was that?',
    'scheduler_job_history',
    output,
    'slow-overdue-run',
    needle,
  );
}

/** d3. The circulation rules export (pretty JSON); the one rule whose loan period is far longer than its peers'. */
function d3CirculationRulesJson(): EconomicsTask {
  const random = seededRandom(125_012);
  const types = [
    ['BOOK', 21, 0.25, 3],
    ['LARGE_PRINT', 28, 0.25, 3],
    ['AUDIOBOOK_CD', 21, 0.25, 3],
    ['DVD', 7, 1.0, 2],
    ['MAGAZINE', 7, 0.1, 1],
    ['QUICK_READ', 14, 0.1, 2],
    ['BOOK_GROUP_SET', 42, 0, 1],
    ['LOCAL_STUDIES', 0, 0, 0],
    ['TALKING_BOOK', 28, 0, 3],
    ['STEM_KIT', 14, 0.5, 1],
    ['EREADER', 14, 0.5, 0],
  ] as const;
  const categories = ['ADULT', 'JUNIOR', 'TEEN', 'HOUSEBOUND'] as const;
  const rules: Record<string, unknown>[] = [];
  let id = 100;
  let needle = '';
  for (const [code] of BRANCHES) {
    for (const category of categories) {
      for (const [itemType, days, fine, renewals] of types) {
        id += between(random, 1, 3);
        const ruleId = `CR-${String(id).padStart(5, '0')}`;
        const period = category === 'HOUSEBOUND' && days > 0 ? 56 : days;
        const free = category !== 'ADULT' || itemType === 'TALKING_BOOK' || itemType === 'BOOK_GROUP_SET';
        const odd = code === 'OLD' && category === 'ADULT' && itemType === 'DVD';
        if (odd) needle = ruleId;
        rules.push({
          ruleId,
          branch: code,
          patronCategory: category,
          itemType,
          loanPeriodDays: odd ? 70 : period,
          renewalPeriodDays: period,
          maxRenewals: renewals,
          finePerDay: free ? 0 : fine,
          maxFine: free || fine === 0 ? 0 : itemType === 'DVD' ? 10 : 5,
          holdShelfDays: 7,
          maxLoansOfType: itemType === 'DVD' ? 6 : itemType === 'EREADER' || itemType === 'STEM_KIT' ? 1 : 20,
          autoRenew: renewals > 0 && itemType !== 'DVD',
          lendable: days > 0,
          effectiveFrom: oneOf(random, ['2026-04-01', '2026-04-01', '2027-04-01']),
          lastEditedBy: oneOf(random, ['policy-import', 'policy-import', 'policy-import', 'jpryor', 'mkeane']),
        });
      }
    }
  }
  const output = `${JSON.stringify({ exported: '2027-05-19T07:40:11Z', ruleset: 'FEN-2027.2', source: 'Fenmoor ILS policy service', count: rules.length, rules }, null, 2)}\n`;
  return probe(
    'round 125: mistyped lending rule',
    'I think someone mistyped one of the lending rules: one of them lets an item go out for far longer than the same kind of item anywhere else. Which rule is it?',
    'circulation_rules_export',
    output,
    'mistyped-rule',
    needle,
  );
}

export function roundOneHundredTwentyFive(): EconomicsTask[] {
  return [
    a1CatalogueSearch(),
    a2IllExport(),
    a3RoomBookingsCsv(),
    b1EbookLicencesYaml(),
    b2MarcExport(),
    b3RoomConfigIni(),
    c1PatronAccount(),
    c2SelfServiceLog(),
    c3SupplierOrdersHtml(),
    d1RfidShelfScan(),
    d2SchedulerHistoryCsv(),
    d3CirculationRulesJson(),
  ];
}
