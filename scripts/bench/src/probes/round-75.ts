/**
 * Probe round 75, written blind: Harrowmere County Libraries & Archives, a county public library and record office service
 * (library management system, e-book lending, self-service kiosks, room bookings, public PCs and wifi, digitisation and the
 * archive's reading room). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - library management system (Koha REST API checkouts, minified JSON): whose library card has a given item barcode on loan;
 *  - digitised collections repository (OAI-PMH ListRecords, oai_dc, one-line XML): the archive reference of one parish's tithe map;
 *  - self-service kiosk (raw SIP2 capture, CR-terminated messages on one line): who a returned item's hold is for;
 * b. The answer a few lines away from the line the question's words match:
 *  - room bookings (LibCal-style bookings API, pretty JSON): the email of whoever booked a room on Thursday afternoon;
 *  - public wifi (Cisco WLC `show ap config general` for every AP): the IP address of the AP in one branch's children's library;
 *  - archive catalogue (EAD finding aid, indented XML): the reference of the Quarter Sessions order book for given years;
 * c. A question that paraphrases the output or carries a preamble:
 *  - e-book lending (licence report, CSV): when the licence for the "spoken-word edition" (audiobook) of a title expires;
 *  - public PC booking (session history, CSV): whose card was on the "local history room" (Local Studies Room) PC, after a preamble;
 *  - archive reading room (document production log, fixed-width report): the last reader of the "vestry minutes", after a preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - strongroom environment loggers (Tinytag-style text exports): the one humidity reading out of step with the rest;
 *  - branch door counters (people-counter CSV, hourly): the one hourly entry count wildly out of line;
 *  - self-service kiosk fleet (selfcheck.ini dumps): the one kiosk pointing at a different SIP server address.
 * Not among the bench's targets.
 * First run, at 5eb2057, the head when the round was written (with this file; `ROUNDS=75
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,308,545 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 75: Koha checkouts (minified JSON)
 *     codex: 13,627 tokens, peak 13,540, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,598 tokens, peak 1,239, 0/1 needles, 1 read-backs
 *     ours: 966 tokens, peak 681, 0/1 needles, 0 read-backs
 *   round 75: OAI-PMH digitised records (one-line XML)
 *     codex: 12,635 tokens, peak 12,562, 0/1 needles, 0 read-backs
 *     context-chef: 647 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,071 tokens, peak 5,397, 0/1 needles, 4 read-backs
 *     ours: 14,581 tokens, peak 5,272, 0/1 needles, 4 read-backs
 *   round 75: kiosk SIP2 capture (one line)
 *     codex: 333 tokens, peak 237, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,991 tokens, peak 1,040, 1/1 needles, 1 read-backs
 *     ours: 2,159 tokens, peak 1,133, 1/1 needles, 1 read-backs
 *   round 75: room bookings (pretty JSON)
 *     codex: 15,235 tokens, peak 15,153, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,189 tokens, peak 3,065, 0/1 needles, 3 read-backs
 *     ours: 7,847 tokens, peak 3,182, 1/1 needles, 3 read-backs
 *   round 75: wifi controller AP config (nested CLI output)
 *     codex: 7,422 tokens, peak 7,346, 0/1 needles, 0 read-backs
 *     context-chef: 482 tokens, peak 406, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,760 tokens, peak 2,110, 0/1 needles, 2 read-backs
 *     ours: 4,777 tokens, peak 2,281, 0/1 needles, 2 read-backs
 *   round 75: EAD finding aid (indented XML)
 *     codex: 10,586 tokens, peak 10,508, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 532, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,984 tokens, peak 2,597, 1/1 needles, 2 read-backs
 *     ours: 6,222 tokens, peak 2,800, 1/1 needles, 2 read-backs
 *   round 75: e-book licence report (CSV, paraphrased ask)
 *     codex: 16,182 tokens, peak 16,102, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,017 tokens, peak 2,972, 1/1 needles, 3 read-backs
 *     ours: 5,765 tokens, peak 2,635, 1/1 needles, 3 read-backs
 *   round 75: PC booking session history (CSV, preamble)
 *     codex: 17,990 tokens, peak 17,880, 0/1 needles, 0 read-backs
 *     context-chef: 881 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,582 tokens, peak 1,415, 0/1 needles, 4 read-backs
 *     ours: 4,808 tokens, peak 1,017, 0/1 needles, 4 read-backs
 *   round 75: reading room production log (preamble)
 *     codex: 15,126 tokens, peak 15,009, 0/1 needles, 0 read-backs
 *     context-chef: 759 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,138 tokens, peak 4,078, 0/1 needles, 3 read-backs
 *     ours: 6,033 tokens, peak 2,798, 1/1 needles, 3 read-backs
 *   round 75: strongroom loggers (odd humidity reading)
 *     codex: 25,468 tokens, peak 25,373, 0/1 needles, 0 read-backs
 *     context-chef: 1,098 tokens, peak 1,003, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,868 tokens, peak 1,670, 0/1 needles, 4 read-backs
 *     ours: 4,662 tokens, peak 989, 1/1 needles, 4 read-backs
 *   round 75: door counter hourly counts (odd count)
 *     codex: 18,505 tokens, peak 18,412, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 795, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,821 tokens, peak 1,473, 0/1 needles, 4 read-backs
 *     ours: 4,640 tokens, peak 987, 1/1 needles, 4 read-backs
 *   round 75: kiosk configs (odd SIP server)
 *     codex: 13,371 tokens, peak 13,278, 0/1 needles, 0 read-backs
 *     context-chef: 800 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,409 tokens, peak 1,381, 0/1 needles, 4 read-backs
 *     ours: 3,685 tokens, peak 814, 0/1 needles, 4 read-backs
 *     codex: 166,480 tokens, 0/12 needles
 *     context-chef: 9,224 tokens, 0/12 needles
 *     context-chef-store: 81,428 tokens, 3/12 needles
 *     ours: 66,145 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, pad2, ALNUM } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------------------
// Shared vocabulary: branches, people, titles, dates.

interface Branch {
  readonly code: string;
  readonly name: string;
}

const BRANCHES: readonly Branch[] = [
  { code: 'CEN', name: 'Harrowmere Central' },
  { code: 'KEL', name: 'Kelby' },
  { code: 'OAK', name: 'Oakhurst' },
  { code: 'FER', name: 'Ferncombe' },
  { code: 'MIL', name: 'Millbrook' },
  { code: 'BRK', name: 'Brackenfold' },
  { code: 'STW', name: 'Stowmere' },
  { code: 'ASH', name: 'Ashby Magna' },
  { code: 'WEL', name: 'Wellbrook' },
  { code: 'CRN', name: 'Cranleigh Vale' },
  { code: 'DUN', name: 'Dunmore' },
  { code: 'ELS', name: 'Elstow Green' },
  { code: 'HAV', name: 'Havenbridge' },
  { code: 'LOX', name: 'Loxford' },
  { code: 'PEN', name: 'Penhallow' },
  { code: 'RID', name: 'Ridgeway' },
  { code: 'TAL', name: "Talbot's Cross" },
];

const FIRST = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Oscar',
  'Grace',
  'Charlie',
  'Sophia',
  'Henry',
  'Evie',
  'Thomas',
  'Poppy',
  'William',
  'Ella',
  'James',
  'Rosie',
  'Samuel',
  'Florence',
  'Joseph',
  'Alice',
  'Daniel',
  'Ruby',
  'Margaret',
  'Eleanor',
  'Susan',
  'David',
  'Peter',
  'Janet',
  'Brian',
  'Carol',
  'Graham',
  'Pauline',
  'Kevin',
  'Deborah',
  'Rajesh',
  'Priya',
  'Tomasz',
  'Agnieszka',
  'Mohammed',
  'Aisha',
  'Chidi',
  'Ngozi',
  'Wei',
  'Mei',
  'Siobhan',
  'Declan',
  'Gareth',
  'Bethan',
  'Hamish',
  'Fiona',
  'Rebecca',
  'Stephen',
  'Helen',
  'Andrew',
  'Gillian',
  'Keith',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'Phillips',
  'Mason',
  'Mitchell',
  'Rose',
  'Pritchard',
  'Whitcombe',
  'Ashworth',
  'Hargreaves',
  'Okafor',
  'Nowak',
  'Kowalski',
  'Begum',
  'Hussain',
  'Chen',
  'Fletcher',
  'Marsh',
  'Pearce',
  'Lloyd',
  'Holloway',
  'Barnes',
  'Ellis',
  'Fowler',
  'Gibbs',
  'Harding',
  'Kemp',
  'Lambert',
  'Moss',
  'Noble',
  'Osborne',
  'Page',
  'Quinn',
  'Rowe',
  'Sutton',
  'Tanner',
  'Underwood',
  'Vaughan',
  'Webb',
  'Yates',
  'Adeyemi',
];

const ADJ = [
  'Silent',
  'Hidden',
  'Last',
  'Winter',
  'Salt',
  'Glass',
  'Paper',
  'Broken',
  'Quiet',
  'Golden',
  'Lost',
  'Northern',
  'Secret',
  'Burning',
  'Distant',
  'Painted',
  'Midnight',
  'Wild',
  'Little',
  'Long',
  'Drowned',
  'Copper',
  'Bitter',
  'Velvet',
  'Empty',
];
const NOUN = [
  'Garden',
  'River',
  'House',
  'Orchard',
  'Harbour',
  'Letters',
  'Summer',
  'Road',
  'Island',
  'Bookshop',
  'Shore',
  'Village',
  'Tide',
  'Fields',
  'Station',
  'Sisters',
  'Hours',
  'Moor',
  'Inheritance',
  'Promise',
  'Crossing',
  'Orphan',
  'Vicarage',
  'Marsh',
];
const PLACE = ['Wickham Cross', 'Hollow End', 'Saltmarsh', 'the Old Mill', 'Pemberley Row', 'Sandy Lane', 'Rook Hill', 'the Crossroads'];

const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

const fullName = (random: () => number, exclude = '') => {
  for (;;) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, SURNAMES)}`;
    if (name !== exclude) return name;
  }
};

function bookTitle(random: () => number): string {
  switch (pick(random, 7)) {
    case 0:
      return `The ${oneOf(random, ADJ)} ${oneOf(random, NOUN)}`;
    case 1:
      return `The ${oneOf(random, NOUN)} at ${oneOf(random, PLACE)}`;
    case 2: {
      const noun = oneOf(random, NOUN);
      return `${noun.endsWith('s') ? 'The' : 'A'} ${oneOf(random, ADJ)} ${noun}`;
    }
    case 3:
      return `${oneOf(random, ADJ)} ${oneOf(random, NOUN)}`;
    case 4:
      return `${oneOf(random, FIRST)}'s ${oneOf(random, NOUN)}`;
    case 5:
      return `The ${oneOf(random, NOUN)} and the ${oneOf(random, NOUN)}`;
    default:
      return `The ${oneOf(random, NOUN)} of ${oneOf(random, PLACE)}`;
  }
}

const DAY = 86_400_000;
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const dmy = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const hm = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
const hms = (seconds: number) => `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
const weekday = (t: number) => new Date(t).getUTCDay();
/** UK offset for a date in autumn 2026: BST ends on Sunday 25 October. */
const ukOffset = (t: number) => (t < utc(2026, 10, 25) ? '+01:00' : '+00:00');

const csvField = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csvRow = (fields: readonly (string | number)[]) => fields.map(csvField).join(',');

// ---------------------------------------------------------------------------------------------------------------------
// a1. Koha REST API: current checkouts, embedded item and patron, one minified JSON array.

function kohaCheckouts(): EconomicsTask {
  const random = seededRandom(75_001);
  const askedBarcode = '31842009517734';
  const needleCard = '21842006613907';
  const cards = new Set<string>([needleCard]);
  const barcodes = new Set<string>([askedBarcode, '31842009517743']);
  const fresh = (set: Set<string>, prefix: string) => {
    for (;;) {
      const c = prefix + digits(random, 7);
      if (!set.has(c)) {
        set.add(c);
        return c;
      }
    }
  };
  const categories = ['ADULT', 'ADULT', 'ADULT', 'CHILD', 'TEEN', 'SENIOR', 'HOUSEB', 'STAFF', 'CLASS'];
  const patrons = Array.from({ length: 820 }, (_, i) => ({
    patron_id: 41_200 + i * 3 + pick(random, 3),
    cardnumber: fresh(cards, '2184200'),
    firstname: oneOf(random, FIRST),
    surname: oneOf(random, SURNAMES),
    category_id: oneOf(random, categories),
    library_id: oneOf(random, BRANCHES).code,
  }));
  const itemTypes = ['BK', 'BK', 'BK', 'BK', 'LPB', 'JBK', 'JBK', 'JPB', 'DVD', 'ABK', 'CD', 'MAG'];
  /** Call number, collection and shelving location of an item of `type`. */
  const shelf = (type: string): [string, string, string] => {
    const author = chars(random, 'ABCDEFGHIJKLMNOPRSTWY', 3);
    const dewey = `${between(random, 1, 999)}.${between(random, 1, 99)} ${author}`;
    switch (type) {
      case 'JPB':
        return [`JP ${author}`, 'JF', 'CHILD'];
      case 'JBK':
        return random() < 0.6 ? [`JF ${author}`, 'JF', 'CHILD'] : [`J${dewey}`, 'JNF', 'CHILD'];
      case 'DVD':
        return [`DVD ${author}`, 'AV', 'GEN'];
      case 'CD':
        return [`CD ${between(random, 780, 789)} ${author}`, 'AV', 'GEN'];
      case 'ABK':
        return [`ABK ${author}`, 'AV', 'GEN'];
      case 'MAG':
        return [`MAG ${oneOf(random, ['WHICH', 'BBCGW', 'PEOPLE', 'CLASSIC', 'WOMAN'])}`, 'MAG', 'QUICK'];
      default:
        return random() < 0.55
          ? [`F ${author}`, 'AF', oneOf(random, ['GEN', 'GEN', 'QUICK'])]
          : [dewey, random() < 0.1 ? 'LS' : 'ANF', 'GEN'];
    }
  };
  const stamp = (t: number) => `${new Date(t).toISOString().slice(0, 19)}${ukOffset(t)}`;
  const checkout = (n: number, barcode: string, patron: (typeof patrons)[number]) => {
    const day = utc(2026, 9, 1) + pick(random, 78) * DAY;
    const out = day + (9 * 3600 + pick(random, 8 * 3600)) * 1000 - (ukOffset(day) === '+01:00' ? 3600_000 : 0);
    const renewals = pick(random, Math.min(3, Math.floor((utc(2026, 11, 17) - day) / (20 * DAY)) + 1));
    const renewed = out + renewals * 20 * DAY + pick(random, 6 * 3600) * 1000;
    const due = day + (21 * (renewals + 1) + 1) * DAY - 60_000;
    const type = oneOf(random, itemTypes);
    const [callnumber, collection, location] = shelf(type);
    const home = oneOf(random, BRANCHES).code;
    return {
      checkout_id: 1_902_000 + n * 7 + pick(random, 7),
      patron_id: patron.patron_id,
      item_id: 600_000 + pick(random, 340_000),
      due_date: `${ymd(due)}T23:59:00${ukOffset(due)}`,
      external_id: null,
      library_id: random() < 0.8 ? patron.library_id : oneOf(random, BRANCHES).code,
      issuer_id: random() < 0.55 ? null : between(random, 20, 260),
      checkin_date: null,
      last_renewed_date: renewals > 0 ? stamp(renewed) : null,
      renewals_count: renewals,
      unseen_renewals: renewals > 0 ? pick(random, renewals + 1) : 0,
      auto_renew: random() < 0.3,
      auto_renew_error: null,
      timestamp: stamp(renewals > 0 ? renewed : out),
      checkout_date: stamp(out),
      onsite_checkout: false,
      note: null,
      notedate: null,
      noteseen: null,
      item: {
        item_id: 600_000 + pick(random, 340_000),
        biblio_id: 120_000 + pick(random, 210_000),
        external_id: barcode,
        home_library_id: home,
        holding_library_id: random() < 0.9 ? home : oneOf(random, BRANCHES).code,
        item_type_id: type,
        callnumber,
        collection_code: collection,
        location,
        copy_number: random() < 0.6 ? null : String(between(random, 1, 6)),
        not_for_loan_status: 0,
        damaged_status: 0,
        lost_status: 0,
        withdrawn: false,
        checkouts_count: between(random, 1, 140),
        renewals_count: between(random, 0, 60),
        holds_count: pick(random, 12),
        last_seen_date: stamp(out),
        acquisition_date: ymd(utc(2012, 1, 1) + pick(random, 5000) * DAY),
        replacement_price: `${between(random, 6, 24)}.99`,
      },
      patron: {
        patron_id: patron.patron_id,
        cardnumber: patron.cardnumber,
        firstname: patron.firstname,
        surname: patron.surname,
        category_id: patron.category_id,
        library_id: patron.library_id,
      },
    };
  };
  const count = 1250;
  const records = Array.from({ length: count }, (_, n) => checkout(n, fresh(barcodes, '3184200'), oneOf(random, patrons)));
  const owner = {
    patron_id: 47_731,
    cardnumber: needleCard,
    firstname: 'Hamish',
    surname: 'Rowe',
    category_id: 'ADULT',
    library_id: 'STW',
  };
  records[Math.floor(count * 0.52)] = checkout(count, askedBarcode, owner);
  records[Math.floor(count * 0.31)] = checkout(count + 1, '31842009517743', oneOf(random, patrons));
  const output = JSON.stringify(records);
  return probe(
    'round 75: Koha checkouts (minified JSON)',
    "Who's got the book with barcode 31842009517734 out on loan at the moment? I need the borrower's library card number.",
    'koha_list_checkouts',
    output,
    'card',
    needleCard,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a2. OAI-PMH ListRecords of the digitised collections, oai_dc, one line.

const PARISH_STEMS = [
  'Ashby',
  'Kelby',
  'Stow',
  'Oakhurst',
  'Ferncombe',
  'Millbrook',
  'Bracken',
  'Wellbrook',
  'Dunmore',
  'Elstow',
  'Haven',
  'Loxford',
  'Penhallow',
  'Ridgeway',
  'Thornby',
  'Hatherley',
  'Saxby',
  'Copley',
  'Sutton',
  'Norton',
  'Aston',
  'Wickham',
  'Hollins',
  'Fenby',
  'Marston',
  'Kirkby',
  'Langton',
  'Burwell',
  'Cotes',
  'Harrowmere',
  'Ilsley',
  'Grimsby',
  'Owmby',
  'Ulceby',
  'Welton',
  'Barrow',
];

function parishes(random: () => number): string[] {
  const set = new Set<string>(['Little Ashby', 'Great Ashby', 'Ashby Parva']);
  for (const stem of PARISH_STEMS) {
    const forms = shuffle(random, [
      stem,
      `Little ${stem}`,
      `Great ${stem}`,
      `${stem} St Mary`,
      `${stem}-le-Wold`,
      `${stem} Magna`,
      `East ${stem}`,
    ]);
    for (const form of forms.slice(0, between(random, 1, 4))) set.add(form);
  }
  return [...set].sort();
}

/** A short catalogue code for each parish (`ASH`, `ASB`, ...), unique among `names`. */
function parishCodes(names: readonly string[]): Map<string, string> {
  const codes = new Map<string, string>();
  const taken = new Set<string>();
  for (const parish of names) {
    const stem = parish
      .replace(/^(Little|Great|East) /, '')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase();
    let code = stem.slice(0, 3);
    for (let k = 1; taken.has(code); k++) code = `${stem.slice(0, 2)}${'ABCDEFGHKLMNPRSTWXYZ'[k % 20]}${k >= 20 ? Math.floor(k / 20) : ''}`;
    taken.add(code);
    codes.set(parish, code);
  }
  return codes;
}

function oaiDigitised(): EconomicsTask {
  const random = seededRandom(75_002);
  const names = parishes(random);
  const surveyors = ['John Dugmore', 'Thomas Hitchins', 'R. K. Dawson', 'William Bromley', 'Edward Wyatt', 'Henry Crocker', 'J. & T. Wing'];
  const saints = ['Mary', 'Michael', 'Peter', 'Andrew', 'Helen', 'Margaret', 'Botolph', 'Wilfrid', 'Lawrence', 'Giles'];
  const families = [
    ['WHT', 'Whitcombe'],
    ['ASW', 'Ashworth'],
    ['HRG', 'Hargreaves'],
    ['TLB', 'Talbot'],
    ['NBL', 'Noble'],
    ['VGH', 'Vaughan'],
    ['KMP', 'Kemp'],
  ] as const;
  const rights = 'Copyright Harrowmere Record Office. Licensed for private research; reproduction requires permission.';
  interface Rec {
    ident: string;
    ref: string;
    title: string;
    creator: string;
    date: string;
    description: string;
    subjects: string[];
    coverage: string;
    type: string;
    sets: string[];
    object: number;
  }
  const recs: Rec[] = [];
  let needleRef = '';
  const codes = parishCodes(names);
  names.forEach((parish, i) => {
    const code = codes.get(parish)!;
    const year = between(random, 1837, 1851);
    const num = 101 + i;
    const map: Rec = {
      ident: `DRT-1-${num}`,
      ref: `DRT/1/${num}`,
      title: `Tithe map of the parish of ${parish}`,
      creator: oneOf(random, surveyors),
      date: String(year),
      description: `Tithe map of ${parish}, scale ${oneOf(random, ['3', '4', '6'])} chains to 1 inch, ${between(random, 640, 4800)} acres. Diocesan copy; hand-coloured; ${between(random, 1, 4)} sheets. Digitised from the original at 400 ppi.`,
      subjects: ['Tithes', 'Maps', 'Land use'],
      coverage: `${parish} (parish)`,
      type: 'StillImage',
      sets: ['digitised', 'tithe'],
      object: 40_000 + pick(random, 20_000),
    };
    if (parish === 'Little Ashby') needleRef = map.ref;
    recs.push(map, {
      ident: `DRT-2-${num}`,
      ref: `DRT/2/${num}`,
      title: `Tithe apportionment of the parish of ${parish}`,
      creator: 'Tithe Commissioners',
      date: String(year + pick(random, 2)),
      description: `Apportionment of the rent-charge in lieu of tithes in the parish of ${parish}; lists landowners, occupiers, numbers referring to the plan, names and descriptions of lands and premises, state of cultivation, quantities and rent-charges. ${between(random, 8, 60)} pages.`,
      subjects: ['Tithes', 'Landowners'],
      coverage: `${parish} (parish)`,
      type: 'Text',
      sets: ['digitised', 'tithe'],
      object: 40_000 + pick(random, 20_000),
    });
    for (let k = 1; k <= between(random, 1, 3); k++) {
      const y1 = between(random, 1538, 1780);
      recs.push({
        ident: `P-${code}-1-${k}`,
        ref: `P/${code}/1/${k}`,
        title: `${parish.includes(' St ') ? parish : `${parish} St ${oneOf(random, saints)}`}: register of baptisms, marriages and burials`,
        creator: `${parish} parish`,
        date: `${y1}-${y1 + between(random, 20, 90)}`,
        description: `Parish register, ${between(random, 40, 300)} folios; ${oneOf(random, ['some water damage to early folios', 'rebound 1921', 'good condition', 'later index at back', 'includes bishop’s transcripts notes'])}. Digitised from microfilm.`,
        subjects: ['Parish registers', 'Genealogy'],
        coverage: `${parish} (parish)`,
        type: 'Text',
        sets: ['digitised', 'parish'],
        object: 40_000 + pick(random, 20_000),
      });
    }
  });
  for (let k = 0; k < 260; k++) {
    const [code, family] = oneOf(random, families);
    const parish = oneOf(random, names);
    recs.push({
      ident: `D-${code}-E-${k + 1}`,
      ref: `D/${code}/E/${k + 1}`,
      title: `Map of the ${family} estate in ${parish}`,
      creator: oneOf(random, surveyors),
      date: String(between(random, 1720, 1890)),
      description: `Estate map showing fields with names, acreages and tenants; buildings in elevation. Manuscript on parchment, ${between(random, 40, 120)} x ${between(random, 40, 120)} cm.`,
      subjects: ['Estate maps', 'Maps'],
      coverage: `${parish} (parish)`,
      type: 'StillImage',
      sets: ['digitised', 'maps'],
      object: 40_000 + pick(random, 20_000),
    });
  }
  const photoSubjects = [
    'High Street',
    'the church from the south-east',
    'the railway station',
    'the village school and pupils',
    'the mill',
    'the Red Lion inn',
    'harvest at Manor Farm',
    'the war memorial unveiling',
    'floods in Church Lane',
  ];
  for (let k = 0; k < 300; k++) {
    const parish = oneOf(random, names);
    const year = between(random, 1880, 1965);
    recs.push({
      ident: `PH-${1000 + k * 3}`,
      ref: `PH/${1000 + k * 3}`,
      title: `${parish}: ${oneOf(random, photoSubjects)}, c.${year}`,
      creator: oneOf(random, ['Frith & Co.', 'W. H. Marsh, Kelby', 'Harrowmere Advertiser', 'unknown photographer', 'E. Fowler']),
      date: `c.${year}`,
      description: `Black and white ${oneOf(random, ['glass plate negative', 'postcard', 'silver gelatin print', 'lantern slide'])}. Scanned at 1200 ppi.`,
      subjects: ['Photographs', 'Local history'],
      coverage: `${parish} (parish)`,
      type: 'StillImage',
      sets: ['digitised', 'photographs'],
      object: 40_000 + pick(random, 20_000),
    });
  }
  shuffle(random, recs);
  const at = recs.findIndex((r) => r.ref === needleRef);
  const [planted] = recs.splice(at, 1);
  recs.splice(Math.floor(recs.length * 0.49), 0, planted!);
  const datestamp = () =>
    `2026-${pad2(between(random, 1, 11))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 7, 18))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const record = (r: Rec) =>
    `<record><header><identifier>oai:collections.harrowmere.gov.uk:${r.ident}</identifier><datestamp>${datestamp()}</datestamp>${r.sets.map((s) => `<setSpec>${s}</setSpec>`).join('')}</header><metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd"><dc:title>${esc(r.title)}</dc:title><dc:creator>${esc(r.creator)}</dc:creator><dc:date>${r.date}</dc:date><dc:description>${esc(r.description)}</dc:description>${r.subjects.map((s) => `<dc:subject>${s}</dc:subject>`).join('')}<dc:coverage>${esc(r.coverage)}</dc:coverage><dc:type>${r.type}</dc:type><dc:format>${r.type === 'Text' ? 'image/jp2' : 'image/tiff'}</dc:format><dc:identifier>${r.ref}</dc:identifier><dc:identifier>https://collections.harrowmere.gov.uk/objects/${r.object}</dc:identifier><dc:publisher>Harrowmere Record Office</dc:publisher><dc:language>eng</dc:language><dc:rights>${rights}</dc:rights></oai_dc:dc></metadata></record>`;
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd"><responseDate>2026-11-17T09:12:44Z</responseDate><request verb="ListRecords" metadataPrefix="oai_dc" set="digitised">https://collections.harrowmere.gov.uk/oai</request><ListRecords>' +
    recs.map(record).join('') +
    `<resumptionToken completeListSize="${recs.length + 3412}" cursor="0" expirationDate="2026-11-18T09:12:44Z">digitised!oai_dc!${recs.length}!${hex(random, 16)}</resumptionToken></ListRecords></OAI-PMH>`;
  return probe(
    'round 75: OAI-PMH digitised records (one-line XML)',
    "What's the archive reference for the digitised tithe map of Little Ashby?",
    'oai_list_records',
    output,
    'ref',
    needleRef,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// a3. Raw SIP2 capture of the Kelby kiosk: messages end with CR only, so the stream is one line.

function sipCapture(): EconomicsTask {
  const random = seededRandom(75_003);
  const askedBarcode = '31842011230481';
  const holdName = 'Eleanor Pritchard';
  const holdCard = '21842003870162';
  const inst = 'HCL';
  const ts = (t: number) => {
    const d = new Date(t);
    return `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}    ${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`;
  };
  const patrons = Array.from({ length: 400 }, () => ({ card: `2184200${digits(random, 7)}`, name: fullName(random, holdName) }));
  const titles = Array.from({ length: 900 }, () => ({
    barcode: `3184200${digits(random, 7)}`,
    title: bookTitle(random),
    perm: random() < 0.8 ? 'KEL' : oneOf(random, BRANCHES).code,
  }));
  const bins = ['1', '2', '3', '4', '5'];
  /** A request and its response, `at` ms since the epoch; the bodies end with the field before AY. */
  const pairs: { at: number; req: string; res: string }[] = [];
  const checkin = (at: number, barcode: string, title: string, perm: string, hold?: { card: string; name: string; here: boolean }) => {
    const t = ts(at);
    const req = `09N${t}${t}APKEL|AO${inst}|AB${barcode}|AC|BIN|`;
    const r = ts(at + 1000);
    let res: string;
    if (hold) {
      res = hold.here
        ? `101YNY${r}AO${inst}|AB${barcode}|AQ${perm}|AJ${title}|CK001|CV01|CY${hold.card}|DA${hold.name}|CL5|AFItem on hold - please leave in the holds bin|`
        : `101YNY${r}AO${inst}|AB${barcode}|AQ${perm}|AJ${title}|CK001|CV02|CT${oneOf(random, BRANCHES).code}|CY${hold.card}|DA${hold.name}|CL5|AFItem on hold for another branch - please leave in the holds bin|`;
    } else if (perm !== 'KEL') {
      res = `101YNY${r}AO${inst}|AB${barcode}|AQ${perm}|AJ${title}|CK001|CV04|CT${perm}|CL4|AFPlease leave item in the transit bin|`;
    } else {
      res = `101YNN${r}AO${inst}|AB${barcode}|AQ${perm}|AJ${title}|CK001|CL${oneOf(random, bins)}|AFThank you, item returned|`;
    }
    pairs.push({ at, req, res });
  };
  const session = (start: number) => {
    const p = oneOf(random, patrons);
    let at = start;
    const items = between(random, 1, 5);
    const fine = random() < 0.12 ? `${between(random, 0, 4)}.${pad2(pick(random, 100))}` : '0.00';
    pairs.push({
      at,
      req: `63001${ts(at)}          AO${inst}|AA${p.card}|AC|AD****|BP1|BQ5|`,
      res: `64              001${ts(at + 1000)}${pad2(pick(random, 3)).padStart(4, '0')}${'0'.padStart(4, '0')}${String(between(random, 0, 9)).padStart(4, '0')}0000${'0000'}0000AO${inst}|AA${p.card}|AE${p.name}|BZ0015|CA0020|CB0050|BLY|CQY|BHGBP|BV${fine}|CC10.00|AFWelcome ${p.name.split(' ')[0]}|`,
    });
    for (let k = 0; k < items; k++) {
      at += between(random, 8, 40) * 1000;
      const item = oneOf(random, titles);
      const due = at + 21 * DAY;
      pairs.push({
        at,
        req: `11YN${ts(at)}${' '.repeat(18)}AO${inst}|AA${p.card}|AB${item.barcode}|AC|BON|BIN|`,
        res: `121NNY${ts(at + 1000)}AO${inst}|AA${p.card}|AB${item.barcode}|AJ${item.title}|AH${ts(due).slice(0, 12)}235900|AFItem checked out - due ${dmy(due)}|`,
      });
    }
    at += between(random, 5, 20) * 1000;
    pairs.push({
      at,
      req: `35${ts(at)}AO${inst}|AA${p.card}|AD****|`,
      res: `36Y${ts(at + 1000)}AO${inst}|AA${p.card}|AFThank you for using self service|`,
    });
  };
  for (let day = utc(2026, 11, 11); day <= utc(2026, 11, 17); day += DAY) {
    const dow = weekday(day);
    if (dow === 0) continue;
    const open = day + 9 * 3600_000;
    const close = day + (day === utc(2026, 11, 17) ? 12.5 : dow === 6 ? 16 : 17.5) * 3600_000;
    pairs.push({ at: open - 290_000, req: '9300CNkiosk_kel02|CO********|CPKEL|', res: '941' });
    for (let t = open - 280_000; t < close; t += 180_000) {
      const t2 = t + pick(random, 4000);
      pairs.push({
        at: t2,
        req: '9900302.00',
        res: `98YYYYNN10000320${ts(t2 + 1000).slice(2)}2.00AO${inst}|AMHarrowmere County Libraries|BXYYYYYYYYYYYYYYYY|ANKEL-SC-02|AFOnline|`,
      });
    }
    const span = close - open - 600_000;
    for (let k = 0; k < between(random, 55, 75); k++) session(open + pick(random, span));
    for (let k = 0; k < between(random, 70, 95); k++) {
      const item = oneOf(random, titles);
      const hold = random() < 0.07 ? { ...oneOf(random, patrons), here: random() < 0.6 } : undefined;
      checkin(open + pick(random, span), item.barcode, item.title, item.perm, hold);
    }
    if (day === utc(2026, 11, 14)) {
      checkin(day + (10 * 3600 + 17 * 60 + 42) * 1000, askedBarcode, 'The Vicarage at Rook Hill', 'KEL', {
        card: holdCard,
        name: holdName,
        here: true,
      });
    }
  }
  pairs.sort((a, b) => a.at - b.at);
  const sum = (s: string) => [...s].reduce((acc, ch) => acc + ch.charCodeAt(0), 0);
  const seal = (s: string, seq: number) => {
    const body = `${s}AY${seq}AZ`;
    return body + ((-sum(body) & 0xffff) >>> 0).toString(16).toUpperCase().padStart(4, '0');
  };
  const stream = pairs
    .map((p, i) => (p.req.startsWith('93') ? `${p.req}\r${p.res}\r` : `${seal(p.req, i % 10)}\r${seal(p.res, i % 10)}\r`))
    .join('');
  const output = [
    '# sip2tap 1.4 - raw SIP2 stream, terminal KEL-SC-02 (10.41.8.22) <-> sip.harrowmere-libraries.local:6001',
    '# capture started 2026-11-11 08:50:02 GMT; 0 bytes dropped; AD/CO fields masked; messages as sent (CR-terminated, no LF)',
    stream,
    '# capture stopped 2026-11-17 12:30:00 GMT',
    '',
  ].join('\n');
  return probe(
    'round 75: kiosk SIP2 capture (one line)',
    'A book with barcode 31842011230481 was returned through the self-service kiosk at Kelby on Saturday morning, and it had a reservation on it. Who was it reserved for?',
    'kiosk_sip_capture',
    output,
    'hold',
    holdName,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b1. Room bookings API (LibCal-style /space/bookings), pretty JSON.

function roomBookings(): EconomicsTask {
  const random = seededRandom(75_004);
  const needleEmail = 'r.adeyemi@stowmere-quilters.org.uk';
  const domains = [
    'gmail.com',
    'hotmail.co.uk',
    'btinternet.com',
    'outlook.com',
    'yahoo.co.uk',
    'harrowmere.gov.uk',
    'nhs.net',
    'icloud.com',
  ];
  const groups = [
    ['Kelby U3A', 'U3A local history group'],
    ['Harrowmere Writers', 'Writing circle'],
    ['Citizens Advice', 'Drop-in advice session'],
    ['Oakhurst Knit & Natter', 'Knit and natter'],
    ['Harrowmere Talking Newspaper', 'Recording session'],
    ['DWP Work Coach', 'Jobseeker appointments'],
    ['Ferncombe Parish Council', 'Planning committee'],
    ['Family History Society', 'Beginners surgery'],
    ['', 'Private study'],
    ['', 'Tutoring'],
    ['', 'Interview'],
    ['Age UK Harrowmere', 'Digital skills session'],
    ['Harrowmere Chess Club', 'Club night'],
  ] as const;
  let lid = 20_110;
  let eid = 88_200;
  const rooms: { lid: number; eid: number; cid: number; branch: string; room: string; cost: string }[] = [];
  for (const b of BRANCHES) {
    lid += between(random, 1, 4);
    const names =
      b.code === 'CEN'
        ? ['Meeting Room 1', 'Meeting Room 2', 'Training Suite', 'Study Room A', 'Study Room B']
        : b.code === 'OAK' || b.code === 'KEL'
          ? ['Meeting Room 1', 'Meeting Room 2', 'Study Room']
          : shuffle(random, ['Meeting Room 1', 'Community Room', 'Study Room']).slice(0, between(random, 1, 3));
    for (const room of names) {
      eid += between(random, 1, 9);
      const study = room.startsWith('Study');
      rooms.push({
        lid,
        eid,
        cid: study ? 41_208 : 41_207,
        branch: `${b.name === 'Harrowmere Central' ? 'Harrowmere Central Library' : `${b.name} Library`}`,
        room,
        cost: study ? '0.00' : room === 'Training Suite' ? '35.00' : '18.00',
      });
    }
  }
  let id = 18_234_000;
  const slots = [
    [9 * 60 + 30, 12 * 60],
    [10 * 60, 12 * 60 + 30],
    [13 * 60 + 30, 16 * 60],
    [14 * 60, 16 * 60 + 30],
    [18 * 60, 20 * 60],
  ] as const;
  const booking = (
    r: (typeof rooms)[number],
    day: number,
    from: number,
    to: number,
    who?: { first: string; last: string; email: string; group: string; purpose: string; status?: string },
  ) => {
    const first = who?.first ?? oneOf(random, FIRST);
    const last = who?.last ?? oneOf(random, SURNAMES);
    const [group, purpose] = who ? [who.group, who.purpose] : oneOf(random, groups);
    let email =
      who?.email ?? `${first.toLowerCase()}.${last.toLowerCase()}${random() < 0.4 ? between(random, 1, 99) : ''}@${oneOf(random, domains)}`;
    if (email === needleEmail && !who) email = `${email}.uk`;
    id += between(random, 3, 400);
    const created = Math.min(
      day - between(random, 1, 60) * DAY + (7 * 3600 + pick(random, 15 * 3600)) * 1000,
      utc(2026, 11, 17) + pick(random, 8 * 3600) * 1000,
    );
    return {
      bookId: `cs_${chars(random, ALNUM, 8)}`,
      id,
      eid: r.eid,
      cid: r.cid,
      lid: r.lid,
      fromDate: `${ymd(day)}T${hm(from)}:00+00:00`,
      toDate: `${ymd(day)}T${hm(to)}:00+00:00`,
      created: `${new Date(created).toISOString().slice(0, 19)}${ukOffset(created)}`,
      firstName: first,
      lastName: last,
      email,
      account: '',
      status: who?.status ?? (random() < 0.06 ? 'Cancelled by User' : 'Confirmed'),
      location_name: r.branch,
      category_name: r.cid === 41_208 ? 'Study Rooms' : 'Meeting Rooms',
      item_name: r.room,
      nickname: purpose,
      check_in_status: day < utc(2026, 11, 17) ? oneOf(random, ['Checked In', 'Checked In', 'Not Checked In']) : '',
      check_in_code: chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4),
      cost: r.cost,
      q3154: group,
      q3155: String(r.cid === 41_208 ? between(random, 1, 4) : between(random, 3, 30)),
      q3156:
        r.cid === 41_208
          ? ''
          : oneOf(random, ['None', 'Tea and coffee (self-service)', 'Projector and screen', 'Hearing loop', 'Flipchart']),
    };
  };
  const all: ReturnType<typeof booking>[] = [];
  const thursday = utc(2026, 11, 19);
  for (let day = utc(2026, 11, 2); day <= utc(2026, 11, 30); day += DAY) {
    if (weekday(day) === 0) continue;
    for (const r of rooms) {
      const isOakMr2 = r.branch === 'Oakhurst Library' && r.room === 'Meeting Room 2';
      const morning = random() < 0.5 ? slots[0] : slots[1];
      const afternoon = random() < 0.5 ? slots[2] : slots[3];
      const p = r.cid === 41_208 ? 0.55 : 0.4;
      if (day === thursday && isOakMr2) {
        all.push(
          booking(r, day, 9 * 60 + 30, 12 * 60, {
            first: 'Gillian',
            last: 'Marsh',
            email: 'gillmarsh58@btinternet.com',
            group: 'Oakhurst Knit & Natter',
            purpose: 'Knit and natter',
            status: 'Cancelled by User',
          }),
        );
        all.push(
          booking(r, day, 14 * 60, 16 * 60 + 30, {
            first: 'Rebecca',
            last: 'Adeyemi',
            email: needleEmail,
            group: 'Stowmere Quilters',
            purpose: 'Committee meeting',
          }),
        );
        all.push(booking(r, day, 18 * 60, 20 * 60));
        continue;
      }
      const forcedAfternoon =
        day === thursday && (r.branch === 'Oakhurst Library' || r.branch === 'Kelby Library') && r.room.startsWith('Meeting');
      if (random() < p) all.push(booking(r, day, morning[0], morning[1]));
      if (forcedAfternoon || random() < p) all.push(booking(r, day, afternoon[0], afternoon[1]));
      if (r.cid === 41_207 && weekday(day) !== 6 && random() < 0.25) all.push(booking(r, day, slots[4][0], slots[4][1]));
    }
  }
  all.sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.lid - b.lid || a.eid - b.eid);
  const output = JSON.stringify(all, null, 2);
  return probe(
    'round 75: room bookings (pretty JSON)',
    "Who's got Meeting Room 2 at Oakhurst booked for Thursday afternoon? I need an email address for them.",
    'libcal_space_bookings',
    output,
    'email',
    needleEmail,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b2. Cisco WLC: `show ap config general` for every access point.

function wlcApConfig(): EconomicsTask {
  const random = seededRandom(75_005);
  const areas: [string, string, string][] = [
    ['GF-ENQ', 'ground floor, enquiry desk', '0'],
    ['GF-CHILD', "ground floor, children's library", '0'],
    ['GF-PCS', 'ground floor, public PCs', '0'],
    ['GF-STUDY', 'ground floor, study tables', '0'],
    ['1F-REF', 'first floor, reference and local studies', '1'],
    ['1F-MTG', 'first floor, meeting rooms', '1'],
    ['1F-TEEN', 'first floor, teen zone', '1'],
    ['BO-STAFF', 'back office, staff workroom', '0'],
  ];
  const models = [
    ['AIR-AP2802I-E-K9', 'AP3G3-K9W8-M'],
    ['AIR-AP1832I-E-K9', 'AP1G5-K9W8-M'],
    ['AIR-AP1852I-E-K9', 'AP1G5-K9W8-M'],
  ] as const;
  interface Ap {
    name: string;
    location: string;
    floor: string;
    group: string;
    subnet: number;
  }
  const aps: Ap[] = [];
  BRANCHES.forEach((b, i) => {
    const picked = b.code === 'CEN' ? areas : areas.filter((a, k) => k < 2 || (k !== 7 && random() < 0.55) || k === 7);
    for (const [suffix, where, floor] of picked) {
      aps.push({ name: `${b.code}-${suffix}`, location: `${b.name} Library, ${where}`, floor, group: `${b.code}-PUBLIC`, subnet: 10 + i });
    }
    if (b.code === 'CEN')
      aps.push({
        name: 'CEN-2F-LECTURE',
        location: 'Harrowmere Central Library, second floor, lecture theatre',
        floor: '2',
        group: 'CEN-PUBLIC',
        subnet: 10 + i,
      });
  });
  for (const [suffix, where, floor] of [
    ['SEARCHRM', 'search room', '0'],
    ['STRONG-1', 'strongroom 1 corridor', '-1'],
    ['DIGI', 'digitisation suite', '1'],
    ['CONS', 'conservation studio', '1'],
    ['OFFICE', 'archivists office', '1'],
  ] as const) {
    aps.push({ name: `HRO-${suffix}`, location: `Harrowmere Record Office, ${where}`, floor, group: 'HRO-PUBLIC', subnet: 40 });
  }
  aps.sort((a, b) => a.name.localeCompare(b.name));
  const used = new Set<string>();
  let needleIp = '';
  const blocks = aps.map((ap, n) => {
    let host: number;
    do host = between(random, 21, 89);
    while (used.has(`${ap.subnet}.${host}`));
    used.add(`${ap.subnet}.${host}`);
    const ip = `10.44.${ap.subnet}.${host}`;
    if (ap.name === 'KEL-GF-CHILD') needleIp = ip;
    const [model, image] = oneOf(random, models);
    const up = between(random, 3, 120);
    const joined = new Date(utc(2026, 11, 17) - up * DAY - pick(random, 86_400) * 1000);
    const mac = `${oneOf(random, ['00:3a:7d', '70:db:98', 'f4:db:e6', '2c:3f:0b'])}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
    const dot = (label: string, value: string) => `${label}${'.'.repeat(Math.max(1, 49 - label.length))} ${value}`;
    return [
      `(Cisco Controller) >show ap config general ${ap.name}`,
      '',
      dot('Cisco AP Identifier', String(n + 3)),
      dot('Cisco AP Name', ap.name),
      dot('Country code', 'GB  - United Kingdom'),
      dot('Regulatory Domain allowed by Country', '802.11bg:-E     802.11a:-E'),
      dot('AP Country code', 'GB  - United Kingdom'),
      dot('AP Regulatory Domain', '-E'),
      dot('Switch Port Number ', '1'),
      dot('MAC Address', mac),
      dot('IP Address Configuration', 'DHCP'),
      dot('IP Address', ip),
      dot('IP NetMask', '255.255.255.0'),
      dot('Gateway IP Addr', `10.44.${ap.subnet}.1`),
      dot('NAT External IP Address', 'None'),
      dot('CAPWAP Path MTU', '1485'),
      dot('Telnet State', 'Globally Disabled'),
      dot('Ssh State', 'Globally Disabled'),
      dot('Jumbo MTU Status', 'Disabled'),
      dot('Cisco AP Location', ap.location),
      dot('Cisco AP Floor Label', ap.floor),
      dot('Cisco AP Group Name', ap.group),
      dot('Primary Cisco Switch Name', 'HCL-WLC-01'),
      dot('Primary Cisco Switch IP Address', '10.20.0.10'),
      dot('Secondary Cisco Switch Name', 'HCL-WLC-02'),
      dot('Secondary Cisco Switch IP Address', '10.20.0.11'),
      dot('Tertiary Cisco Switch Name', ''),
      dot('Tertiary Cisco Switch IP Address', 'Not Configured'),
      dot('Administrative State ', 'ADMIN_ENABLED'),
      dot('Operation State ', 'REGISTERED'),
      dot('Mirroring Mode ', 'Disabled'),
      dot('AP Mode ', 'Local'),
      dot('Public Safety ', 'Disabled'),
      dot('AP SubMode ', 'Not Configured'),
      dot('Rogue Detection ', 'Enabled'),
      dot('Remote AP Debug ', 'Disabled'),
      dot('Logging trap severity level ', 'informational'),
      dot('Logging syslog facility ', 'kern'),
      dot('S/W  Version ', '8.10.185.0'),
      dot('Boot  Version ', '1.1.2.4'),
      dot('Mini IOS Version ', '0.0.0.0'),
      dot('Stats Reporting Period ', '180'),
      dot('Stats Collection Mode ', 'normal'),
      dot('LED State', 'Enabled'),
      dot('PoE Pre-Standard Switch', 'Disabled'),
      dot('PoE Power Injector MAC Addr', 'Disabled'),
      dot('Power Type/Mode', 'PoE/Full Power'),
      dot('Number Of Slots', '2'),
      dot('AP Model', model),
      dot('AP Image', image),
      dot('IOS Version', '8.10.185.0'),
      dot('Reset Button', 'Enabled'),
      dot('AP Serial Number', `FCW${between(random, 2101, 2452)}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 4)}`),
      dot('AP Certificate Type', 'Manufacture Installed'),
      dot('AP User Mode', 'AUTOMATIC'),
      dot('AP User Name', 'Not Configured'),
      dot('AP Dot1x User Mode', 'Not Configured'),
      dot('AP Dot1x User Name', 'Not Configured'),
      dot('Cisco AP system logging host', '10.20.0.40'),
      dot('AP Up Time', `${up} days, ${pad2(pick(random, 24))} h ${pad2(pick(random, 60))} m ${pad2(pick(random, 60))} s`),
      dot('AP LWAPP Up Time', `${up} days, ${pad2(pick(random, 24))} h ${pad2(pick(random, 60))} m ${pad2(pick(random, 60))} s`),
      dot(
        'Join Date and Time',
        `${joined.toUTCString().slice(0, 3)} ${joined.toUTCString().slice(8, 11)} ${joined.getUTCDate()} ${joined.toISOString().slice(11, 19)} ${joined.getUTCFullYear()}`,
      ),
      dot('Join Taken Time', `0 days, 00 h ${pad2(pick(random, 3))} m ${pad2(pick(random, 60))} s`),
      dot('Ethernet Port Duplex', 'Auto'),
      dot('Ethernet Port Speed', 'Auto'),
      dot('AP Link Latency', 'Disabled'),
      dot('AP Lag Configuration Status', 'Disabled'),
      dot('AP TCP MSS Adjust', 'Enabled'),
      dot('AP TCP MSS Size', '1250'),
      dot('Hyperlocation Admin Status', 'Disabled'),
      dot('Antenna Band Mode', 'Not Applicable'),
      dot('Syslog Host IP Address', '10.20.0.40'),
      dot('Flexconnect Vlan Mode', 'Disabled'),
      '',
      '',
    ].join('\n');
  });
  const output = ['(Cisco Controller) >config paging disable', '', ...blocks, '(Cisco Controller) >'].join('\n');
  return probe(
    'round 75: wifi controller AP config (nested CLI output)',
    "What's the IP address of the wifi access point in the children's library at Kelby?",
    'wlc_show_ap_config',
    output,
    'ip',
    needleIp,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b3. EAD finding aid of the Quarter Sessions records, indented XML.

function spans(random: () => number, from: number, to: number, min: number, max: number): [number, number][] {
  const out: [number, number][] = [];
  let y = from;
  while (y <= to) {
    let end = y + between(random, min, max) - 1;
    if (end > to || to - end < min) end = to;
    out.push([y, end]);
    y = end + 1;
  }
  return out;
}

function eadQuarterSessions(): EconomicsTask {
  const random = seededRandom(75_006);
  const lines: string[] = [];
  const ind = (n: number) => '  '.repeat(n);
  const repo = 'countrycode="GB" repositorycode="2103"';
  const file = (
    level: number,
    id: string,
    unitid: string,
    title: string,
    from: number,
    to: number,
    extent: string,
    scope: string,
    extra: string[] = [],
  ) => {
    const i = ind(level);
    const date = from === to ? String(from) : `${from}-${to}`;
    lines.push(
      `${i}<c0${level - 2} level="file" id="${id}">`,
      `${i}  <did>`,
      `${i}    <unitid ${repo}>${unitid}</unitid>`,
      `${i}    <unittitle>${title}</unittitle>`,
      `${i}    <unitdate normal="${from}/${to}" era="ce" calendar="gregorian">${date}</unitdate>`,
      `${i}    <physdesc>`,
      `${i}      <extent>${extent}</extent>`,
      `${i}    </physdesc>`,
      `${i}  </did>`,
      `${i}  <scopecontent>`,
      `${i}    <p>${scope}</p>`,
      `${i}  </scopecontent>`,
      `${i}  <accessrestrict>`,
      `${i}    <p>${oneOf(random, ['Open', 'Open', 'Open', 'Open. Fragile: produced under supervision', 'Open. Use microfilm copy'])}</p>`,
      `${i}  </accessrestrict>`,
      ...extra.map((e) => `${i}  ${e}`),
      `${i}</c0${level - 2}>`,
    );
  };
  const series = (id: string, unitid: string, title: string, from: number, to: number, scope: string, body: () => void) => {
    lines.push(
      `        <c01 level="series" id="${id}">`,
      '          <did>',
      `            <unitid ${repo}>${unitid}</unitid>`,
      `            <unittitle>${title}</unittitle>`,
      `            <unitdate normal="${from}/${to}">${from}-${to}</unitdate>`,
      '          </did>',
      '          <scopecontent>',
      `            <p>${scope}</p>`,
      '          </scopecontent>',
      '          <arrangement>',
      '            <p>Chronological.</p>',
      '          </arrangement>',
    );
    body();
    lines.push('        </c01>');
  };
  const condition = () =>
    `<phystech><p>${oneOf(random, ['Good condition', 'Fair condition; spine worn', 'Binding loose', 'Some mould damage to early folios, treated 1998', 'Rebound 1967', 'Fair condition'])}</p></phystech>`;
  lines.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ead xmlns="urn:isbn:1-931666-22-9" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:isbn:1-931666-22-9 http://www.loc.gov/ead/ead.xsd">',
    '  <eadheader langencoding="iso639-2b" scriptencoding="iso15924" dateencoding="iso8601" countryencoding="iso3166-1" repositoryencoding="iso15511">',
    '    <eadid countrycode="GB" mainagencycode="GB-2103">GB2103-QS</eadid>',
    '    <filedesc>',
    '      <titlestmt>',
    '        <titleproper>Records of the Harrowmere Court of Quarter Sessions</titleproper>',
    '      </titlestmt>',
    '      <publicationstmt>',
    '        <publisher>Harrowmere Record Office</publisher>',
    '        <date normal="2026-11-02">2 November 2026</date>',
    '      </publicationstmt>',
    '    </filedesc>',
    '  </eadheader>',
    '  <archdesc level="fonds">',
    '    <did>',
    `      <unitid ${repo}>QS</unitid>`,
    '      <unittitle>Harrowmere Court of Quarter Sessions</unittitle>',
    '      <unitdate normal="1660/1971">1660-1971</unitdate>',
    '      <repository>',
    '        <corpname>Harrowmere Record Office</corpname>',
    '      </repository>',
    '    </did>',
    '    <dsc>',
  );
  series('qs-m', 'QS/M', 'Minute books', 1660, 1971, 'Rough and fair minutes of proceedings in court.', () => {
    const s = [...spans(random, 1660, 1786, 6, 12), [1787, 1795] as [number, number], ...spans(random, 1796, 1971, 6, 12)];
    s.forEach(([a, b], k) =>
      file(
        5,
        `qs-m-${k + 1}`,
        `QS/M/${k + 1}`,
        'Minute book',
        a,
        b,
        '1 volume',
        `Minutes of the general quarter sessions of the peace held at Harrowmere and by adjournment at Kelby, ${a}-${b}.`,
        [condition()],
      ),
    );
  });
  series(
    'qs-sr',
    'QS/SR',
    'Sessions rolls',
    1660,
    1889,
    'Files of documents presented to the court at each sessions: indictments, recognizances, presentments, calendars of prisoners.',
    () => {
      for (let y = 1660; y <= 1889; y++) {
        ['Epiphany', 'Easter', 'Midsummer', 'Michaelmas'].forEach((session, k) => {
          if (random() < 0.04) return;
          file(
            5,
            `qs-sr-${y}-${k + 1}`,
            `QS/SR/${y}/${k + 1}`,
            `Sessions roll, ${session} ${y}`,
            y,
            y,
            `${between(random, 12, 160)} items`,
            `Indictments, recognizances, presentments and calendar of prisoners, ${session} sessions ${y}.`,
          );
        });
      }
    },
  );
  let needle = '';
  series(
    'qs-ob',
    'QS/OB',
    'Order books',
    1660,
    1971,
    'Fair copies of orders made by the court: county rates, bridges, gaols, settlement appeals, licensing.',
    () => {
      const s = [...spans(random, 1660, 1787, 5, 9), [1788, 1795] as [number, number], ...spans(random, 1796, 1971, 5, 9)];
      s.forEach(([a, b], k) => {
        if (a === 1788) needle = `QS/OB/${k + 1}`;
        file(
          5,
          `qs-ob-${k + 1}`,
          `QS/OB/${k + 1}`,
          'Order book',
          a,
          b,
          '1 volume',
          `Orders of the court, ${a}-${b}, with index of places at front.`,
          [condition(), `<altformavail><p>Microfilm MF ${between(random, 100, 899)}</p></altformavail>`],
        );
      });
    },
  );
  const hundreds = ['Kelby', 'Oakhurst', 'Loxford', 'Stowmere', 'Ridgeway', 'Dunmore', 'Penhallow', 'Wellbrook'];
  series(
    'qs-lt',
    'QS/LT',
    'Land tax assessments',
    1780,
    1832,
    'Duplicate land tax assessments returned to the clerk of the peace, arranged by hundred and year.',
    () => {
      for (let y = 1780; y <= 1832; y++) {
        for (const h of hundreds) {
          file(
            5,
            `qs-lt-${h.toLowerCase()}-${y}`,
            `QS/LT/${h.slice(0, 3).toUpperCase()}/${y}`,
            `Land tax assessments, ${h} hundred`,
            y,
            y,
            `${between(random, 8, 30)} parishes`,
            `Assessments for the parishes of ${h} hundred, giving proprietors, occupiers and sums assessed.`,
          );
        }
      }
    },
  );
  series(
    'qs-e',
    'QS/E',
    'Enclosure awards (enrolled)',
    1761,
    1870,
    'Enclosure awards enrolled with the clerk of the peace, with plans.',
    () => {
      for (let k = 1; k <= 70; k++) {
        const y = between(random, 1761, 1870);
        file(
          5,
          `qs-e-${k}`,
          `QS/E/${k}`,
          `Enclosure award and plan, ${oneOf(random, PARISH_STEMS)}`,
          y,
          y,
          '1 award, 1 plan',
          'Award of the commissioners under the inclosure act, with schedule of allotments and plan.',
        );
      }
    },
  );
  series(
    'qs-h',
    'QS/H',
    'Highway diversion orders',
    1773,
    1900,
    'Orders for stopping up and diverting highways and footpaths, with plans.',
    () => {
      for (let k = 1; k <= 90; k++) {
        const y = between(random, 1773, 1900);
        file(
          5,
          `qs-h-${k}`,
          `QS/H/${k}`,
          `Diversion of footpath, ${oneOf(random, PARISH_STEMS)}`,
          y,
          y,
          '1 order, 1 plan',
          'Order of two justices certified at quarter sessions, with plan of old and new routes.',
        );
      }
    },
  );
  lines.push('    </dsc>', '  </archdesc>', '</ead>', '');
  const output = lines.join('\n');
  return probe(
    'round 75: EAD finding aid (indented XML)',
    "What's the reference number of the Quarter Sessions order book that covers 1788 to 1795?",
    'calm_export_ead',
    output,
    'unitid',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c1. E-book platform licence report, CSV; the user says "spoken-word edition", the report says "Audiobook".

function ebookLicences(): EconomicsTask {
  const random = seededRandom(75_007);
  const needle = '2028-03-09';
  const publishers = [
    'Penguin Random House',
    'HarperCollins',
    'Hachette UK',
    'Pan Macmillan',
    'Bloomsbury',
    'Faber & Faber',
    'Bonnier Books UK',
    'Simon & Schuster UK',
    'Canongate',
    'W. F. Howes',
    'Isis Audio',
    'Bolinda',
  ];
  const date = (lo: number, hi: number) => {
    for (;;) {
      const s = ymd(lo + pick(random, Math.floor((hi - lo) / DAY)) * DAY);
      if (s !== needle) return s;
    }
  };
  const addMonths = (s: string, months: number) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const total = m - 1 + months;
    const out = `${y + Math.floor(total / 12)}-${pad2((total % 12) + 1)}-${pad2(d)}`;
    return out === needle ? `${out.slice(0, 8)}${pad2(d === 28 ? 27 : d + 1)}` : out;
  };
  const header = [
    'Title',
    'Subtitle',
    'Creator',
    'Format',
    'ISBN',
    'Publisher',
    'Licence model',
    'Licence terms',
    'Date purchased',
    'Licence expires',
    'Checkouts',
    'Max checkouts',
    'Copies',
    'Holds',
    'Unit price (GBP)',
  ];
  const row = (
    title: string,
    creator: string,
    format: string,
    isbn: string,
    publisher: string,
    model: number,
    bought: string,
    checkouts: number,
    holds: number,
  ) => {
    const price = format.startsWith('Audio') ? between(random, 35, 75) : between(random, 12, 55);
    switch (model) {
      case 0:
        return [
          title,
          '',
          creator,
          format,
          isbn,
          publisher,
          'One Copy/One User',
          'Perpetual',
          bought,
          '',
          checkouts,
          '',
          between(random, 1, 4),
          holds,
          `${price}.00`,
        ];
      case 1:
        return [
          title,
          '',
          creator,
          format,
          isbn,
          publisher,
          'Metered access',
          '24 months or 26 checkouts',
          bought,
          addMonths(bought, 24),
          Math.min(checkouts, 26),
          26,
          1,
          holds,
          `${price}.99`,
        ];
      case 2:
        return [
          title,
          '',
          creator,
          format,
          isbn,
          publisher,
          'Metered access (time)',
          '24 months',
          bought,
          addMonths(bought, 24),
          checkouts,
          '',
          between(random, 1, 3),
          holds,
          `${price}.99`,
        ];
      case 3:
        return [
          title,
          '',
          creator,
          format,
          isbn,
          publisher,
          'Metered access (time)',
          '12 months',
          bought,
          addMonths(bought, 12),
          checkouts,
          '',
          1,
          holds,
          `${Math.ceil(price / 2)}.49`,
        ];
      default:
        return [
          title,
          '',
          creator,
          format,
          isbn,
          publisher,
          'Cost per circ',
          'Pay per checkout',
          bought,
          '',
          checkouts,
          '',
          'unlimited',
          0,
          `${between(random, 1, 4)}.${pad2(pick(random, 100))}`,
        ];
    }
  };
  const isbn = () => `978${oneOf(random, ['0', '1'])}${digits(random, 9)}`;
  const rows: (string | number)[][] = [];
  const seen = new Set<string>();
  const subtitles = ['A Novel', 'A Memoir', 'A Mystery', 'Stories', 'A Thriller', 'Book 2', 'Book 3', 'A Cornish Mystery', 'Poems'];
  for (let k = 0; k < 3000; k++) {
    let title = bookTitle(random);
    for (let tries = 0; seen.has(title) && tries < 20; tries++) title = bookTitle(random);
    seen.add(title);
    const subtitle = random() < 0.15 ? oneOf(random, subtitles) : '';
    const creator = `${oneOf(random, FIRST)} ${oneOf(random, SURNAMES)}`;
    const publisher = oneOf(random, publishers);
    const formats = random() < 0.45 ? ['eBook (EPUB)', 'Audiobook (MP3)'] : [random() < 0.7 ? 'eBook (EPUB)' : 'Audiobook (MP3)'];
    for (const format of formats) {
      const id = isbn();
      for (let l = 0; l < (random() < 0.15 ? 2 : 1); l++) {
        const r = row(
          title,
          creator,
          format,
          id,
          publisher,
          pick(random, 5),
          date(utc(2023, 1, 1), utc(2026, 11, 16)),
          between(random, 0, 140),
          pick(random, 9),
        );
        r[1] = subtitle;
        rows.push(r);
      }
    }
  }
  rows.push(
    [
      "The Lantern Keeper's Daughter",
      '',
      'Miriam Calloway',
      'Audiobook (MP3)',
      '9781529377342',
      'W. F. Howes',
      'Metered access (time)',
      '24 months',
      '2026-03-09',
      needle,
      31,
      '',
      2,
      4,
      '62.99',
    ],
    [
      "The Lantern Keeper's Daughter",
      '',
      'Miriam Calloway',
      'eBook (EPUB)',
      '9781529377311',
      'Hachette UK',
      'Metered access',
      '24 months or 26 checkouts',
      '2025-11-30',
      '2027-11-30',
      19,
      26,
      1,
      6,
      '44.99',
    ],
    [
      "The Lantern Keeper's Daughter",
      '',
      'Miriam Calloway',
      'eBook (EPUB)',
      '9781529377311',
      'Hachette UK',
      'One Copy/One User',
      'Perpetual',
      '2026-06-02',
      '',
      12,
      '',
      2,
      6,
      '59.00',
    ],
    [
      'The Lantern Keeper',
      '',
      'Owen Tregarthen',
      'Audiobook (MP3)',
      '9780008412265',
      'HarperCollins',
      'Metered access (time)',
      '12 months',
      '2026-02-14',
      '2027-02-14',
      8,
      '',
      1,
      0,
      '27.49',
    ],
    [
      'The Lantern Keeper',
      '',
      'Owen Tregarthen',
      'eBook (EPUB)',
      '9780008412241',
      'HarperCollins',
      'Metered access (time)',
      '24 months',
      '2025-08-21',
      '2027-08-21',
      14,
      '',
      1,
      1,
      '34.99',
    ],
  );
  const key = (r: (string | number)[]) =>
    String(r[0])
      .replace(/^(The|A) /, '')
      .toLowerCase();
  rows.sort((a, b) => key(a).localeCompare(key(b)) || String(a[3]).localeCompare(String(b[3])));
  const output = [csvRow(header), ...rows.map(csvRow), ''].join('\n');
  return probe(
    'round 75: e-book licence report (CSV, paraphrased ask)',
    "When does our lending licence for the spoken-word edition of The Lantern Keeper's Daughter run out?",
    'elending_licence_report',
    output,
    'expiry',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c2. Public PC booking system: session history, CSV; preamble about a lost memory stick, "local history room".

function pcSessions(): EconomicsTask {
  const random = seededRandom(75_008);
  const needleCard = '21842005529318';
  const cards = Array.from({ length: 700 }, () => `2184200${digits(random, 7)}`).filter((c) => c !== needleCard);
  const pcs: { branch: Branch; name: string; description: string }[] = [];
  for (const b of BRANCHES) {
    const n = b.code === 'CEN' ? 12 : between(random, 3, 7);
    for (let k = 1; k <= n; k++)
      pcs.push({
        branch: b,
        name: `${b.code}-PC${pad2(k)}`,
        description: `${k <= n / 2 ? 'Ground floor' : 'First floor study area'}, public PC ${k}`,
      });
    pcs.push({ branch: b, name: `${b.code}-KID01`, description: "Children's library PC" });
    if (b.code === 'CEN' || b.code === 'OAK' || b.code === 'KEL')
      pcs.push({ branch: b, name: `${b.code}-LS01`, description: 'Local Studies Room PC' });
    if (b.code === 'CEN') pcs.push({ branch: b, name: 'CEN-LS02', description: 'Local Studies Room PC (microfilm reader)' });
  }
  pcs.sort((a, b) => a.name.localeCompare(b.name));
  const rows: { at: number; fields: (string | number)[] }[] = [];
  const session = (pc: (typeof pcs)[number], day: number, on: number, off: number, card?: string) => {
    const close = weekday(day) === 6 ? 16 * 60 : 17 * 60 + 30;
    const guest = !card && random() < 0.15;
    const who = card ?? (guest ? `GUEST-${digits(random, 4)}` : oneOf(random, cards));
    const minutes = off - on;
    const pages = random() < 0.7 ? 0 : between(random, 1, 24);
    rows.push({
      at: day + on * 60_000 + pick(random, 60_000),
      fields: [
        0,
        pc.branch.name,
        pc.name,
        pc.description,
        who,
        guest ? 'Guest pass' : card ? 'Adult' : oneOf(random, ['Adult', 'Adult', 'Adult', 'Senior', 'Teen', 'Child']),
        dmy(day),
        hm(on),
        hm(off),
        minutes,
        off >= close - 10
          ? 'Closing'
          : minutes >= 60 && random() < 0.6
            ? 'Time expired'
            : oneOf(random, ['User', 'User', 'User', 'User', 'Staff']),
        pages,
        (pages * 0.15).toFixed(2),
      ],
    });
  };
  const monday = utc(2026, 11, 16);
  for (const pc of pcs) {
    for (let day = utc(2026, 11, 2); day <= monday; day += DAY) {
      const dow = weekday(day);
      if (dow === 0 || (pc.branch.code !== 'CEN' && dow === 3 && random() < 0.7)) continue;
      const close = dow === 6 ? 16 * 60 : 17 * 60 + 30;
      if (pc.name === 'OAK-LS01' && day === monday) {
        session(pc, day, 10 * 60 + 5, 10 * 60 + 51);
        session(pc, day, 14 * 60 + 37, 15 * 60 + 54, needleCard);
        session(pc, day, 16 * 60 + 41, 17 * 60 + 22);
        continue;
      }
      let t = 9 * 60 + between(random, 2, 90);
      while (t < close - 20) {
        const len = Math.min(random() < 0.8 ? between(random, 12, 60) : between(random, 61, 120), close - t);
        session(pc, day, t, t + len);
        t += len + between(random, 3, 120);
      }
    }
  }
  const header = [
    'Session ID',
    'Branch',
    'PC',
    'PC description',
    'Patron barcode',
    'Patron type',
    'Date',
    'Logged on',
    'Logged off',
    'Minutes',
    'Ended by',
    'Pages printed',
    'Print cost (GBP)',
  ];
  let sid = 5_530_000;
  for (const row of [...rows].sort((a, b) => a.at - b.at)) row.fields[0] = sid += between(random, 1, 3);
  const output = [csvRow(header), ...rows.map((r) => csvRow(r.fields)), ''].join('\n');
  return probe(
    'round 75: PC booking session history (CSV, preamble)',
    'Someone handed in a USB memory stick that had been left plugged into one of the public computers at Oakhurst, the one in the local history room. Whoever it was used that PC on Monday afternoon, somewhere between half two and four. Which library card was logged on?',
    'pc_booking_sessions',
    output,
    'pcuser',
    needleCard,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c3. Reading room document production log, fixed-width; preamble about a torn page, "search room", "vestry minutes".

function productionLog(): EconomicsTask {
  const random = seededRandom(75_009);
  const needleTicket = 'R23815';
  const tickets = new Set<string>([needleTicket]);
  const readers = Array.from({ length: 320 }, () => {
    let t: string;
    do t = `R${between(random, 10_000, 29_999)}`;
    while (tickets.has(t));
    tickets.add(t);
    return {
      ticket: t,
      name: `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Dr', 'Miss', 'Prof'])} ${oneOf(random, FIRST)[0]}. ${oneOf(random, SURNAMES)}`,
    };
  });
  const names = parishes(random).filter((p) => p !== 'Brackenfold');
  const docs: { ref: string; desc: string }[] = [];
  const codes = parishCodes(['Brackenfold', ...names]);
  for (const p of [...shuffle(random, names.slice()).slice(0, 70), 'Brackenfold']) {
    const code = codes.get(p)!;
    const saint =
      p === 'Brackenfold'
        ? ' St Michael'
        : p.includes(' St ')
          ? ''
          : ` ${oneOf(random, ['St Mary', 'St Michael', 'St Peter', 'All Saints', 'Holy Trinity', 'St Giles'])}`;
    const y = between(random, 1560, 1700);
    docs.push(
      { ref: `P/${code}/1/1`, desc: `${p}${saint}: Register of baptisms, marriages and burials ${y}-${y + 80}` },
      { ref: `P/${code}/1/4`, desc: `${p}${saint}: Register of baptisms ${1813}-${1860 + pick(random, 40)}` },
      { ref: `P/${code}/5/1`, desc: `${p}${saint}: Churchwardens' accounts ${y + 100}-${y + 190}` },
      { ref: `P/${code}/12/2`, desc: `${p}: Overseers of the poor, settlement certificates ${1697}-${1830 + pick(random, 4)}` },
    );
    if (p !== 'Brackenfold' && random() < 0.4)
      docs.push({ ref: `P/${code}/8/1`, desc: `${p}${saint}: Vestry minute book ${1790 + pick(random, 30)}-${1850 + pick(random, 40)}` });
  }
  const brk = codes.get('Brackenfold')!;
  const vestry = { ref: `P/${brk}/8/2`, desc: 'Brackenfold St Michael: Vestry minute book 1822-1867' };
  for (let k = 1; k <= 40; k++) docs.push({ ref: `QS/OB/${k}`, desc: `Quarter Sessions order book ${1660 + k * 7}-${1666 + k * 7}` });
  for (let k = 1; k <= 60; k++)
    docs.push({ ref: `G/KEL/1/${k}`, desc: `Kelby Union Board of Guardians minutes ${1836 + k * 1}-${1837 + k}` });
  for (let k = 1; k <= 80; k++) {
    const fam = oneOf(random, ['WHT', 'ASW', 'HRG', 'TLB', 'NBL']);
    docs.push({
      ref: `D/${fam}/${between(random, 1, 9)}/${k}`,
      desc: `${oneOf(random, ['Lease', 'Estate rental', 'Correspondence', 'Sale particulars', 'Deeds bundle'])}, ${oneOf(random, names)} ${between(random, 1650, 1920)}`,
    });
  }
  const staff = ['KH', 'JL', 'MP', 'SA', 'RD', 'TW'];
  const rows: string[] = [];
  let order = 4000;
  const line = (
    day: number,
    reader: { ticket: string; name: string },
    seat: string,
    doc: { ref: string; desc: string },
    out: number,
    back: number,
  ) => {
    order += 1;
    rows.push(
      [
        `RR/26/${String(order).padStart(5, '0')}`.padEnd(13),
        dmy(day).padEnd(11),
        reader.ticket.padEnd(8),
        reader.name.slice(0, 22).padEnd(23),
        seat.padEnd(5),
        doc.ref.padEnd(16),
        doc.desc.slice(0, 62).padEnd(63),
        hm(out).padEnd(6),
        hm(back).padEnd(6),
        oneOf(random, staff),
      ].join(''),
    );
  };
  const earlier = utc(2026, 9, 10);
  const last = utc(2026, 10, 16);
  for (let day = utc(2026, 9, 1); day <= utc(2026, 11, 17); day += DAY) {
    const dow = weekday(day);
    if (dow === 0 || dow === 1) continue;
    const visits = between(random, 10, 16);
    for (let v = 0; v < visits; v++) {
      const reader = oneOf(random, readers);
      const seat = `${oneOf(random, ['A', 'B', 'C'])}${between(random, 1, 8)}`;
      let t = 9 * 60 + 30 + pick(random, 300);
      for (let k = 0; k < between(random, 1, 6) && t < 16 * 60 + 30; k++) {
        const doc = oneOf(random, docs);
        const len = between(random, 15, 120);
        line(day, reader, seat, doc, t, Math.min(t + len, 16 * 60 + 45));
        t += len + between(random, 5, 25);
      }
      if (day === earlier && v === 3) line(day, oneOf(random, readers), 'B4', vestry, 11 * 60 + 12, 13 * 60 + 40);
      if (day === last && v === 4) line(day, { ticket: needleTicket, name: 'Mrs D. Harding' }, 'C2', vestry, 14 * 60 + 5, 15 * 60 + 52);
    }
  }
  const head = [
    'Order no.    Date       Ticket  Reader                 Seat RefNo           Description                                                    Out   In    Staff',
    '------------ ---------- ------- ---------------------- ---- --------------- -------------------------------------------------------------- ----- ----- -----',
  ];
  const pages: string[] = [];
  for (let i = 0; i < rows.length; i += 58) {
    pages.push(
      `HARROWMERE RECORD OFFICE - READING ROOM DOCUMENT PRODUCTION LOG            01/09/2026 to 17/11/2026            Page ${i / 58 + 1} of ${Math.ceil(rows.length / 58)}`,
      '',
      ...head,
      ...rows.slice(i, i + 58),
      '',
    );
  }
  const output = [...pages, `Total orders: ${rows.length}`, ''].join('\n');
  return probe(
    'round 75: reading room production log (preamble)',
    "Our conservator was looking over the Brackenfold vestry minutes this morning and found a fresh tear across a couple of pages. They've been up to the search room more than once this autumn. Who was the most recent reader to have them out? I need their reader's ticket number.",
    'reading_room_production_log',
    output,
    'reader',
    needleTicket,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d1. Strongroom environment loggers: Tinytag-style exports, one RH reading out of step.

function strongroomLoggers(): EconomicsTask {
  const random = seededRandom(75_010);
  const loggers = [
    ['1084231', 'Strongroom 1, bay A'],
    ['1084232', 'Strongroom 1, bay D'],
    ['1084240', 'Strongroom 2, bay B'],
    ['1084247', 'Strongroom 2, bay F'],
    ['1091102', 'Strongroom 3, map plan chests'],
    ['1091105', 'Strongroom 3, bay C'],
    ['1091110', 'Conservation studio'],
    ['1091113', 'Digitisation suite'],
  ] as const;
  const needle = '68.47 %RH';
  const start = utc(2026, 10, 17);
  const readings = 31 * 96;
  const oddAt = 19 * 96 + 9;
  const blocks = loggers.map(([serial, description], n) => {
    let temp = 15.5 + random() * 3;
    let rh = 47 + random() * 6;
    const targetT = temp;
    const targetRh = rh;
    const studio = n >= 6;
    const lines = [
      `==> ${description.replace(/[ ,]+/g, '_')}_${serial}.txt <==`,
      'Tinytag Explorer 4.10 - Data export',
      `Logger serial number:\t${serial}`,
      `Description:\t${description}`,
      'Logger type:\tTGU-4500 Tinytag Ultra 2 Temp/RH',
      'Logging interval:\t15 minutes',
      `Start:\t${dmy(start)} 00:00:00`,
      `Readings:\t${readings}`,
      '',
      'No.\tDate/Time\tTemperature\tHumidity',
    ];
    for (let i = 0; i < readings; i++) {
      temp += (targetT - temp) * 0.05 + (random() - 0.5) * (studio ? 0.3 : 0.12);
      rh += (targetRh - rh) * 0.04 + (random() - 0.5) * (studio ? 0.9 : 0.4);
      rh = Math.min(56.5, Math.max(44.2, rh));
      const t = start + i * 900_000;
      const value = n === 3 && i === oddAt ? needle : `${rh.toFixed(2)} %RH`;
      lines.push(`${i + 1}\t${dmy(t)} ${hms(Math.floor((t % DAY) / 1000))}\t${temp.toFixed(2)} °C\t${value}`);
    }
    lines.push('');
    return lines.join('\n');
  });
  const output = blocks.join('\n');
  return probe(
    'round 75: strongroom loggers (odd humidity reading)',
    "I'm going through last month's strongroom environment readings for the archives committee. Did any of the loggers record a humidity figure that's out of step with all the others, and what was it?",
    'tinytag_export',
    output,
    'rh',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d2. Branch door counters: hourly people-counter CSV, one count wildly out of line.

function doorCounters(): EconomicsTask {
  const random = seededRandom(75_011);
  const needle = '23871';
  const sites: { name: string; code: string; counter: string; id: string; size: number }[] = [];
  for (const b of BRANCHES) {
    const size = b.code === 'CEN' ? 120 : between(random, 8, 55);
    sites.push({
      name: b.code === 'CEN' ? 'Harrowmere Central Library' : `${b.name} Library`,
      code: b.code,
      counter: 'Main entrance',
      id: `IRC-4410-${digits(random, 4)}`,
      size,
    });
    if (b.code === 'CEN')
      sites.push({
        name: 'Harrowmere Central Library',
        code: b.code,
        counter: 'Car park entrance',
        id: `IRC-4410-${digits(random, 4)}`,
        size: 45,
      });
  }
  sites.push({ name: 'Harrowmere Record Office', code: 'HRO', counter: 'Search room door', id: `IRC-4410-${digits(random, 4)}`, size: 6 });
  sites.sort((a, b) => a.name.localeCompare(b.name) || a.counter.localeCompare(b.counter));
  const shape = [0.5, 0.8, 1, 1.1, 0.9, 1.2, 1.1, 0.8, 0.6];
  const rows: string[] = [csvRow(['Site', 'Site code', 'Counter', 'Counter ID', 'Date', 'Period', 'In', 'Out'])];
  for (const s of sites) {
    for (let day = utc(2026, 10, 19); day <= utc(2026, 11, 15); day += DAY) {
      const dow = weekday(day);
      if (dow === 0 && s.code !== 'CEN') continue;
      const hours = dow === 0 ? [11, 12, 13, 14] : dow === 6 ? [9, 10, 11, 12, 13, 14, 15] : [9, 10, 11, 12, 13, 14, 15, 16, 17];
      for (const h of hours) {
        const base = s.size * (shape[h - 9] ?? 0.5) * (dow === 6 ? 1.2 : 1);
        const inn = Math.max(0, Math.round(base * (0.7 + random() * 0.6)));
        const out = Math.max(0, Math.round(inn * (0.85 + random() * 0.3)));
        const odd = s.code === 'HAV' && day === utc(2026, 11, 7) && h === 14;
        rows.push(csvRow([s.name, s.code, s.counter, s.id, dmy(day), `${pad2(h)}:00-${pad2(h + 1)}:00`, odd ? needle : inn, out]));
      }
    }
  }
  const output = [...rows, ''].join('\n');
  return probe(
    'round 75: door counter hourly counts (odd count)',
    'Looking at the door counter figures for the last four weeks, is there an hourly count anywhere that is wildly out of line with everything else? Which branch was it and what was the figure?',
    'footfall_export',
    output,
    'count',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d3. Self-service kiosk configs: selfcheck.ini of every kiosk, one pointing at a different SIP server.

function kioskConfigs(): EconomicsTask {
  const random = seededRandom(75_012);
  const needle = '10.20.1.14';
  const kiosks: { id: string; branch: Branch; n: number }[] = [];
  for (const b of BRANCHES) {
    const count = b.code === 'CEN' ? 6 : between(random, 2, 4);
    for (let n = 1; n <= count; n++) kiosks.push({ id: `${b.code}-SC-${pad2(n)}`, branch: b, n });
  }
  kiosks.sort((a, b) => a.id.localeCompare(b.id));
  const mediaTypes = [
    ['BK', '001', 'Book'],
    ['LPB', '001', 'Large print book'],
    ['JBK', '001', "Children's book"],
    ['JPB', '001', "Children's picture book"],
    ['YA', '001', 'Young adult book'],
    ['MAG', '002', 'Magazine'],
    ['DVD', '006', 'DVD'],
    ['DVD15', '006', 'DVD (15)'],
    ['DVD18', '006', 'DVD (18)'],
    ['CD', '005', 'Music CD'],
    ['ABK', '004', 'Talking book (CD)'],
    ['KIT', '009', 'Kit / bag'],
    ['LOANKIT', '009', 'Loan kit'],
    ['BOOKCLUB', '001', 'Reading group set'],
    ['REF', '001', 'Reference (not for loan)'],
  ] as const;
  const screens: [string, string][] = [
    ['Welcome', 'Welcome to {branch} Library. Touch the screen to start.'],
    ['ScanCard', 'Please scan your library card or type your card number.'],
    ['EnterPin', 'Please enter your PIN.'],
    ['PlaceItems', 'Place your items on the reader, one stack at a time.'],
    ['ItemIssued', 'Issued. Due back {due}.'],
    ['ItemReturned', 'Thank you. Please leave the item on the returns trolley.'],
    ['ItemOnHold', 'This item is reserved for another customer. Please place it in the holds bin.'],
    ['ItemTransit', 'This item belongs to another library. Please place it in the transit bin.'],
    ['CardBlocked', 'Sorry, we cannot lend items on your card today. Please see a member of staff.'],
    ['CardExpired', 'Your library card needs renewing. Please speak to a member of staff.'],
    ['ChargesDue', 'You have charges of {amount} on your account. You can pay here by card.'],
    ['TooManyItems', 'You have reached your loan limit.'],
    ['NotForLoan', 'Sorry, this item is for use in the library only.'],
    ['AgeRestricted', 'Sorry, this item has an age rating that does not match your card.'],
    ['Renewed', 'Renewed. New due date {due}.'],
    ['NotRenewed', 'This item cannot be renewed because it is reserved.'],
    ['ReceiptQuestion', 'Would you like a receipt?'],
    ['EmailReceipt', 'Your receipt has been emailed to you.'],
    ['Goodbye', 'Thank you for using {branch} Library. Goodbye!'],
    ['OutOfService', 'This machine is resting. Please use the counter.'],
    ['StaffMode', 'Staff mode - enter staff PIN'],
    ['SecurityCheck', 'Please keep items flat on the reader until the light goes green.'],
    ['MultiPart', 'This item has {parts} parts. Please place all parts on the reader.'],
    ['HelpText', 'Need a hand? Press the help button or ask at the desk.'],
  ];
  const languages = ['en-GB', 'pl-PL', 'ro-RO', 'pa-IN', 'ur-PK', 'cy-GB'];
  const blocks = kiosks.map((k, index) => {
    const subnet = 10 + BRANCHES.indexOf(k.branch);
    const host = k.id === 'MIL-SC-02' ? needle : 'sip.harrowmere-libraries.local';
    const serial = `SC1000-${digits(random, 6)}`;
    const collected = `17/11/2026 07:${pad2(2 + Math.floor(index / 3))}:${pad2(pick(random, 60))}`;
    const lines = [
      `### ${k.id}  C:\\ProgramData\\Bibliotheca\\selfCheck\\config\\selfcheck.ini  (collected ${collected}, ${between(random, 11, 14)} KB)`,
      '[General]',
      `KioskId=${k.id}`,
      `SerialNumber=${serial}`,
      `Branch=${k.branch.code}`,
      `BranchName=${k.branch.name === 'Harrowmere Central' ? 'Harrowmere Central' : k.branch.name} Library`,
      `Location=${oneOf(random, ['Foyer', 'By the main entrance', "Children's library", 'Next to the returns chute', 'First floor landing', 'By the enquiry desk'])}`,
      'Institution=HCL',
      'Mode=CheckoutCheckinRenew',
      'AllowRenewals=1',
      'AllowPayments=1',
      `SoftwareVersion=${oneOf(random, ['5.14.2.1031', '5.14.2.1031', '5.14.2.1031', '5.14.1.0988'])}`,
      'TimeZone=GMT Standard Time',
      'IdleReturnSeconds=30',
      '',
      '[Display]',
      'Resolution=1920x1080',
      'Orientation=Portrait',
      'Theme=Harrowmere2025',
      'Logo=C:\\ProgramData\\Bibliotheca\\selfCheck\\skins\\Harrowmere2025\\logo.png',
      `ScreensaverAfterSeconds=${oneOf(random, ['120', '120', '180'])}`,
      'ScreensaverFolder=C:\\ProgramData\\Bibliotheca\\selfCheck\\promo',
      'ShowDueDateSlip=1',
      'FontScale=100',
      '',
      '[SIP2]',
      `Host=${host}`,
      'Port=6001',
      'UseTLS=0',
      `LoginUser=kiosk_${k.id.slice(0, 3).toLowerCase()}${pad2(k.n)}`,
      'LoginPassword=********',
      `LocationCode=${k.branch.code}`,
      'Terminator=CR',
      'ChecksumEnabled=1',
      'SequenceNumbers=1',
      'ConnectTimeoutSeconds=10',
      'ResponseTimeoutSeconds=30',
      'HeartbeatSeconds=180',
      'Retries=3',
      'PatronPinRequired=1',
      'PatronPinField=AD',
      'SendCheckinLocation=1',
      'CharacterSet=UTF-8',
      '',
      '[RFID]',
      'Reader=Bibliotheca RFID Pad Gen 3',
      `ReaderAddress=10.44.${subnet}.${100 + k.n}`,
      'ReaderPort=5001',
      'DataModel=UK Data Model',
      'AFIOnCheckout=07',
      'AFIOnCheckin=C2',
      'UseEAS=0',
      'MultiPartCheck=1',
      'AntennaPower=High',
      '',
      '[Printer]',
      'Type=Epson TM-T88VI',
      'Connection=USB',
      'PaperWidthMm=80',
      'CutPaper=1',
      'PrintReceiptDefault=Ask',
      '',
      '[Receipt]',
      `Header1=${k.branch.name} Library`,
      'Header2=Harrowmere County Libraries',
      'Header3=www.harrowmere.gov.uk/libraries',
      'Footer1=Renew online or call 01632 960 400',
      'Footer2=Thank you for using your library',
      'ShowTitles=1',
      'ShowBarcodes=Last4',
      'ShowPatronName=0',
      '',
      '[Payment]',
      'Provider=Civica Pay',
      'Terminal=Ingenico Lane/3000',
      `TerminalId=${digits(random, 8)}`,
      'Currency=GBP',
      'MinimumAmount=0.50',
      'ContactlessLimit=100.00',
      'FeeTypes=OVERDUE,RESERVE,LOST,PRINT',
      '',
      '[Languages]',
      `Available=${languages.join(',')}`,
      'Default=en-GB',
      'ShowFlags=1',
      '',
      '[MediaTypes]',
      ...mediaTypes.map(([code, media, label]) => `${code}=${media};${label}`),
      '',
      '[SortBins]',
      'Default=1',
      'OnHold=5',
      'Transit=4',
      'Children=2',
      'AudioVisual=3',
      '',
      '[TransitBranches]',
      ...BRANCHES.map((b) => `${b.code}=${b.name}`),
      '',
      '[Screens.en-GB]',
      ...screens.map(([key, text]) => `${key}=${text}`),
      '',
      '[PatronCategories]',
      'ADULT=Adult;PinRequired=1;MaxItems=20',
      'SENIOR=Senior;PinRequired=1;MaxItems=20',
      'CHILD=Child;PinRequired=1;MaxItems=10;AgeCheck=1',
      'TEEN=Teen;PinRequired=1;MaxItems=15;AgeCheck=1',
      'HOUSEB=Home library service;PinRequired=1;MaxItems=30',
      'CLASS=School class;PinRequired=0;MaxItems=40',
      'STAFF=Staff;PinRequired=1;MaxItems=50',
      'TEMP=Temporary member;PinRequired=1;MaxItems=3',
      '',
      '[Holidays]',
      ...[
        '2026-12-24',
        '2026-12-25',
        '2026-12-26',
        '2026-12-28',
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
      ].map((d, i) => `Closed${i + 1}=${d}`),
      '',
      '[Sounds]',
      'Volume=60',
      'ItemOk=chime.wav',
      'ItemAttention=bong.wav',
      'SessionEnd=goodbye.wav',
      '',
      '[Logging]',
      'Level=Info',
      'Folder=C:\\ProgramData\\Bibliotheca\\selfCheck\\logs',
      'KeepDays=30',
      'SipTrace=0',
      'SyslogHost=10.20.0.40',
      '',
      '[Update]',
      'Server=https://kiosk-mgmt.harrowmere.gov.uk/selfcheck',
      `Channel=${oneOf(random, ['stable', 'stable', 'stable', 'pilot'])}`,
      `CheckHour=0${between(random, 1, 4)}`,
      '',
      '[Schedule]',
      'Mon=08:45-17:45',
      'Tue=08:45-17:45',
      `Wed=${k.branch.code === 'CEN' ? '08:45-17:45' : '08:45-13:15'}`,
      'Thu=08:45-19:45',
      'Fri=08:45-17:45',
      'Sat=08:45-16:15',
      `Sun=${k.branch.code === 'CEN' ? '10:45-15:15' : 'closed'}`,
      'RebootAt=03:30',
      '',
      '',
    ];
    return lines.join('\n');
  });
  const output = blocks.join('\n');
  return probe(
    'round 75: kiosk configs (odd SIP server)',
    'All our self-service kiosks are supposed to connect to the same library system server. Is there one that is set up to talk to a different address, and what is it using?',
    'kiosk_config_dump',
    output,
    'sip',
    needle,
  );
}

export function roundSeventyFive(): EconomicsTask[] {
  return [
    kohaCheckouts(),
    oaiDigitised(),
    sipCapture(),
    roomBookings(),
    wlcApConfig(),
    eadQuarterSessions(),
    ebookLicences(),
    pcSessions(),
    productionLog(),
    strongroomLoggers(),
    doorCounters(),
    kioskConfigs(),
  ];
}
