/**
 * Probe round 62, written blind: Fenwick Town AFC, a football club at its Brewery Lane stadium and Holloway Lane
 * training ground (ticketing and turnstiles, stewarding and CCTV, catering tills, pitch irrigation and soil probes,
 * the club shop website, academy GPS and the medical department, the matchday event control room). "Today" is
 * Saturday, 14 November 2026, a home match against Castlemoor United. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ticketing API (minified JSON of the fixture's tickets): where a named season ticket holder sits today;
 *  - turnstile access control (one-line XML event export): what time a given ticket barcode was let in;
 *  - club shop website (minified webpack chunk): which API endpoint reserves a click-and-collect slot;
 * b. The answer a few lines away from the line the question's words match:
 *  - steward deployment plan (YAML): the SIA licence number of the steward on a given gangway;
 *  - CCTV video management system (pretty JSON camera list): the IP address of the camera on the away turnstiles;
 *  - irrigation controller (TOML export): the decoder address of the station watering the stadium's north goalmouth;
 * c. A question that paraphrases the output or carries a preamble:
 *  - catering tills (electronic journal of receipts): a fan's overcharge complaint, the authorisation code to refund;
 *  - medical department (injury register CSV): when an under-18 with a torn knee cartilage is expected back;
 *  - event control room (matchday log): when the all-clear was given on an unattended bag by the family stand;
 * d. One value unlike its peers, with no error word near it:
 *  - pitch soil probes (CLI table): the probe whose soil temperature is far from all the others;
 *  - academy GPS (training load CSV): the top speed that cannot be right;
 *  - season ticket renewals (CRM CSV): the renewal that went through for a tiny amount.
 * Not among the bench's targets.
 * First run, at 876c33d, the head this session began at (with this file; `ROUNDS=62
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,810,661 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 62: season ticket seat (minified JSON)
 *     codex: 12,783 tokens, peak 12,702, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,759 tokens, peak 1,445, 1/1 needles, 1 read-backs
 *     ours: 1,949 tokens, peak 1,018, 0/1 needles, 1 read-backs
 *   round 62: turnstile barcode (one-line XML)
 *     codex: 14,779 tokens, peak 14,703, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 653, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,749 tokens, peak 1,392, 1/1 needles, 1 read-backs
 *     ours: 980 tokens, peak 706, 0/1 needles, 0 read-backs
 *   round 62: click-and-collect endpoint (minified bundle)
 *     codex: 6,932 tokens, peak 6,857, 0/1 needles, 0 read-backs
 *     context-chef: 689 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,427 tokens, peak 989, 0/1 needles, 4 read-backs
 *     ours: 4,458 tokens, peak 987, 0/1 needles, 4 read-backs
 *   round 62: steward licence (YAML)
 *     codex: 10,828 tokens, peak 10,744, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 537, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,548 tokens, peak 4,703, 0/1 needles, 4 read-backs
 *     ours: 14,366 tokens, peak 5,958, 0/1 needles, 4 read-backs
 *   round 62: away turnstile camera (pretty JSON)
 *     codex: 13,443 tokens, peak 13,364, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 621, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,681 tokens, peak 2,880, 0/1 needles, 2 read-backs
 *     ours: 7,039 tokens, peak 3,194, 1/1 needles, 2 read-backs
 *   round 62: goalmouth sprinkler decoder (TOML)
 *     codex: 15,178 tokens, peak 15,099, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,889 tokens, peak 2,542, 1/1 needles, 2 read-backs
 *     ours: 4,409 tokens, peak 2,726, 1/1 needles, 2 read-backs
 *   round 62: catering overcharge (preamble, paraphrase)
 *     codex: 11,552 tokens, peak 11,427, 0/1 needles, 0 read-backs
 *     context-chef: 723 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,525 tokens, peak 1,815, 1/1 needles, 3 read-backs
 *     ours: 4,554 tokens, peak 1,521, 1/1 needles, 3 read-backs
 *   round 62: academy knee return (preamble, paraphrase)
 *     codex: 15,700 tokens, peak 15,600, 0/1 needles, 0 read-backs
 *     context-chef: 801 tokens, peak 701, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,951 tokens, peak 4,036, 0/1 needles, 4 read-backs
 *     ours: 10,893 tokens, peak 5,303, 0/1 needles, 4 read-backs
 *   round 62: family stand all-clear (preamble, paraphrase)
 *     codex: 12,445 tokens, peak 12,343, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 607, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,963 tokens, peak 1,296, 0/1 needles, 4 read-backs
 *     ours: 3,149 tokens, peak 2,180, 0/1 needles, 1 read-backs
 *   round 62: soil probe temperature (odd one out)
 *     codex: 23,953 tokens, peak 23,869, 0/1 needles, 0 read-backs
 *     context-chef: 993 tokens, peak 909, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,302 tokens, peak 1,582, 0/1 needles, 2 read-backs
 *     ours: 2,976 tokens, peak 1,275, 1/1 needles, 2 read-backs
 *   round 62: GPS top speed (odd one out)
 *     codex: 19,530 tokens, peak 19,444, 0/1 needles, 0 read-backs
 *     context-chef: 857 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,728 tokens, peak 1,467, 0/1 needles, 4 read-backs
 *     ours: 3,224 tokens, peak 706, 0/1 needles, 4 read-backs
 *   round 62: season ticket renewal (odd one out)
 *     codex: 18,264 tokens, peak 18,176, 0/1 needles, 0 read-backs
 *     context-chef: 846 tokens, peak 758, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,461 tokens, peak 1,408, 0/1 needles, 4 read-backs
 *     ours: 2,033 tokens, peak 1,023, 1/1 needles, 1 read-backs
 *     codex: 175,387 tokens, 0/12 needles
 *     context-chef: 9,062 tokens, 0/12 needles
 *     context-chef-store: 72,983 tokens, 4/12 needles
 *     ours: 60,030 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

const FIRST = [
  'Aaron',
  'Abdul',
  'Adam',
  'Aisha',
  'Alfie',
  'Alice',
  'Amara',
  'Amelia',
  'Andrew',
  'Aoife',
  'Archie',
  'Ben',
  'Bethany',
  'Bilal',
  'Callum',
  'Carl',
  'Chloe',
  'Ciaran',
  'Connor',
  'Craig',
  'Daniel',
  'Darren',
  'David',
  'Declan',
  'Dominika',
  'Eilidh',
  'Ellie',
  'Emily',
  'Ethan',
  'Fatima',
  'Finley',
  'Gareth',
  'Georgia',
  'Grace',
  'Hannah',
  'Harry',
  'Hassan',
  'Imogen',
  'Isla',
  'Jack',
  'Jade',
  'James',
  'Jamal',
  'Jason',
  'Jessica',
  'Joe',
  'Jordan',
  'Josh',
  'Karen',
  'Kasia',
  'Kieran',
  'Kyle',
  'Laura',
  'Leah',
  'Lee',
  'Liam',
  'Lily',
  'Lucy',
  'Luke',
  'Marcus',
  'Mark',
  'Martin',
  'Megan',
  'Mohammed',
  'Molly',
  'Nathan',
  'Niamh',
  'Noah',
  'Oliver',
  'Olivia',
  'Oscar',
  'Paul',
  'Priya',
  'Rachel',
  'Reece',
  'Rhys',
  'Ryan',
  'Sam',
  'Sarah',
  'Scott',
  'Sean',
  'Simon',
  'Sophie',
  'Stephen',
  'Tariq',
  'Tom',
  'Tyler',
  'Vikram',
  'Wayne',
  'Zara',
  'Zoe',
];
const LAST = [
  'Ahmed',
  'Ali',
  'Allen',
  'Atkinson',
  'Bailey',
  'Baker',
  'Barker',
  'Begum',
  'Bennett',
  'Booth',
  'Bradley',
  'Brennan',
  'Brown',
  'Burns',
  'Carter',
  'Chapman',
  'Clarke',
  'Collins',
  'Cooper',
  'Cox',
  'Davies',
  'Dixon',
  'Doyle',
  'Edwards',
  'Evans',
  'Fisher',
  'Fletcher',
  'Foster',
  'Gallagher',
  'Gibson',
  'Gill',
  'Graham',
  'Green',
  'Hall',
  'Harris',
  'Hartley',
  'Hughes',
  'Hussain',
  'Jackson',
  'James',
  'Johnson',
  'Jones',
  'Kaur',
  'Kelly',
  'Khan',
  'Kowalski',
  'Lee',
  'Lewis',
  'Lloyd',
  'Marsh',
  'Marshall',
  'Mason',
  'Mitchell',
  'Moore',
  'Morgan',
  'Murphy',
  'Murray',
  'Nowak',
  'Nwosu',
  'Okafor',
  'Owen',
  'Palmer',
  'Parker',
  'Patel',
  'Pearson',
  'Phillips',
  'Price',
  'Quinn',
  'Reid',
  'Richards',
  'Roberts',
  'Robinson',
  'Rogers',
  'Shaw',
  'Singh',
  'Smith',
  'Stevens',
  'Taylor',
  'Thomas',
  'Thompson',
  'Turner',
  'Walker',
  'Walsh',
  'Ward',
  'Watson',
  'White',
  'Wilson',
  'Wood',
  'Wright',
  'Young',
];

const FEMALE = new Set([
  'Aisha',
  'Alice',
  'Amara',
  'Amelia',
  'Aoife',
  'Bethany',
  'Chloe',
  'Dominika',
  'Eilidh',
  'Ellie',
  'Emily',
  'Fatima',
  'Georgia',
  'Grace',
  'Hannah',
  'Imogen',
  'Isla',
  'Jade',
  'Jessica',
  'Karen',
  'Kasia',
  'Laura',
  'Leah',
  'Lily',
  'Lucy',
  'Megan',
  'Molly',
  'Niamh',
  'Olivia',
  'Priya',
  'Rachel',
  'Sarah',
  'Sophie',
  'Zara',
  'Zoe',
]);
const WOMEN = FIRST.filter((f) => FEMALE.has(f));
const MEN = FIRST.filter((f) => !FEMALE.has(f));

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `n` decimal digits. */
function digits(random: () => number, n: number): string {
  return chars(random, DIGITS, n);
}

/** A value of `make` not yet in `seen` (and then in it). */
function fresh(seen: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
}

/** `n` with thousands separators (`12,044`). */
function thousands(n: number): string {
  return n.toLocaleString('en-GB');
}

/** A date as `YYYY-MM-DD`. */
function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Seconds of the day as `HH:MM:SS`. */
function clock(seconds: number): string {
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
}

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** 1. The ticketing platform's tickets for today's fixture, as the API returns them: one minified JSON line. */
function seasonTicketSeat(): EconomicsTask {
  const random = seededRandom(620_001);
  const stands = [
    { stand: 'North Stand', blocks: ['N1', 'N2', 'N3', 'N4', 'N5', 'N6'], entrance: 'Turnstiles 1-14 (Brewery Lane)' },
    { stand: 'Main Stand', blocks: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'], entrance: 'Turnstiles 30-44 (Station Road)' },
    { stand: 'South Stand', blocks: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'], entrance: 'Turnstiles 15-29 (Kiln Street)' },
    { stand: 'East Stand (Family Enclosure)', blocks: ['F1', 'F2', 'F3', 'F4'], entrance: 'Turnstiles 45-52 (Mill Lane)' },
  ];
  const rows = 'ABCDEFGHJKLMNPQRSTUVW';
  const ref = (block: string, row: string, seat: number) => `${block}-${row}-${String(seat).padStart(3, '0')}`;
  const usedSeats = new Set<string>(['W4-K-116', 'W4-K-117', 'S3-K-116', 'F2-D-044', 'N5-T-012']);
  const barcodes = new Set<string>();
  const customers = new Set<string>();
  const bands = ['ADULT', 'ADULT', 'ADULT', 'ADULT', 'SENIOR', 'SENIOR', 'UNDER_18', 'UNDER_12', 'STUDENT', 'DISABLED'];
  const matchPrice: Record<string, number> = { ADULT: 32, SENIOR: 24, UNDER_18: 15, UNDER_12: 8, STUDENT: 18, DISABLED: 24 };
  type Ticket = Record<string, unknown>;
  const ticket = (first: string, last: string, standIndex: number, block: string, row: string, seat: number, season: boolean): Ticket => {
    const stand = stands[standIndex]!;
    const band = oneOf(random, bands);
    const customerId = fresh(customers, () => `C${digits(random, 7)}`);
    const issued = Date.UTC(
      2026,
      season ? 6 : 10,
      season ? between(random, 1, 28) : between(random, 1, 13),
      between(random, 7, 22),
      between(random, 0, 59),
    );
    const delivery = season ? 'SEASON_CARD' : oneOf(random, ['MOBILE_WALLET', 'MOBILE_WALLET', 'PRINT_AT_HOME', 'COLLECT_TICKET_OFFICE']);
    return {
      ticketId: `TKT-${digits(random, 9)}`,
      orderId: season ? `STR-2627-${digits(random, 6)}` : `ORD-${digits(random, 8)}`,
      barcode: fresh(barcodes, () => `61${digits(random, 14)}`),
      status: oneOf(random, ['ISSUED', 'ISSUED', 'ISSUED', 'ACTIVE', 'SCANNED_IN']),
      product: season
        ? { code: 'ST2627', name: 'Season Ticket 2026/27', matchCoverage: 'INCLUDED' }
        : { code: 'MT-20261114-CAS', name: 'Fenwick Town v Castlemoor United', matchCoverage: 'SINGLE' },
      priceBand: band,
      price: { amount: season ? 0 : matchPrice[band], currency: 'GBP', vatIncluded: true },
      holder: {
        customerId,
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${between(random, 1, 99)}@${oneOf(random, ['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'icloud.com'])}`,
        membershipNo: season || random() < 0.4 ? `FTM${digits(random, 6)}` : null,
      },
      seat: {
        stand: stand.stand,
        block,
        row,
        seat,
        seatRef: ref(block, row, seat),
        entrance: stand.entrance,
        accessible: band === 'DISABLED',
        restrictedView: random() < 0.03,
      },
      delivery,
      issuedAt: new Date(issued).toISOString(),
      lastScanAt: null,
    };
  };
  const tickets: Ticket[] = [];
  for (let i = 0; i < 1150; i++) {
    const standIndex = pick(random, stands.length);
    const stand = stands[standIndex]!;
    let block = '';
    let row = '';
    let seat = 0;
    fresh(usedSeats, () => {
      block = oneOf(random, stand.blocks);
      row = chars(random, rows, 1);
      seat = between(random, 1, 180);
      return ref(block, row, seat);
    });
    tickets.push(ticket(oneOf(random, FIRST), oneOf(random, LAST), standIndex, block, row, seat, random() < 0.62));
  }
  // Near misses: her son next to her, another Rhiannon, another Achterberg elsewhere.
  tickets[540] = ticket('Rhiannon', 'Ashworth', 2, 'S3', 'K', 116, false);
  tickets[575] = ticket('Rhiannon', 'Achterberg', 1, 'W4', 'K', 116, true);
  tickets[576] = ticket('Dylan', 'Achterberg', 1, 'W4', 'K', 117, true);
  tickets[812] = ticket('Gwen', 'Achterberg', 3, 'F2', 'D', 44, false);
  tickets[301] = ticket('Rhiannon', 'Pryce', 0, 'N5', 'T', 12, true);
  const output = JSON.stringify({
    data: {
      fixture: {
        id: 'FX-20261114-CAS',
        competition: 'League One',
        home: 'Fenwick Town AFC',
        away: 'Castlemoor United',
        venue: 'Brewery Lane',
        kickoff: '2026-11-14T15:00:00Z',
        gatesOpen: '2026-11-14T13:30:00Z',
      },
      tickets,
    },
    meta: {
      count: tickets.length,
      total: 17_842,
      cursor: 'eyJvZmZzZXQiOjExNTB9',
      filter: 'fixture=FX-20261114-CAS&status=ISSUED,ACTIVE,SCANNED_IN',
    },
  });
  return probe(
    'round 62: season ticket seat (minified JSON)',
    'Where is season ticket holder Rhiannon Achterberg sitting for today’s match against Castlemoor United?',
    'ticketing_list_fixture_tickets',
    output,
    'seat',
    'W4-K-116',
    true,
  );
}

/** 2. The access control system's event export for the Kiln Street turnstiles: one line of XML. */
function turnstileBarcode(): EconomicsTask {
  const random = seededRandom(620_002);
  const target = '770211934410';
  const barcodes = new Set<string>([target, '770211934401']);
  const events: string[] = [];
  let t = Date.UTC(2026, 10, 14, 13, 52, 0, 0);
  const end = Date.UTC(2026, 10, 14, 14, 24, 0, 0);
  let counter = 2_114;
  const reasons = ['AlreadyUsed', 'WrongEntrance', 'NotValidForFixture', 'ReadFailure', 'ReadFailure', 'ConcessionCheck'];
  const seat = () =>
    `${oneOf(random, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'])}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVW', 1)}-${String(between(random, 1, 180)).padStart(3, '0')}`;
  const event = (barcode: string, granted: boolean, reason = ''): string => {
    const lane = between(random, 15, 29);
    const seq = 4_180_000 + events.length * 3 + between(random, 0, 2);
    const product = oneOf(random, ['Season', 'Season', 'Match', 'Match', 'Hospitality', 'Comp']);
    const band = oneOf(random, ['Adult', 'Adult', 'Adult', 'Senior', 'Under18', 'Under12', 'Student']);
    const result = granted ? '<Result code="0">Granted</Result>' : `<Result code="14">Rejected</Result><Reason>${reason}</Reason>`;
    if (granted) counter++;
    return (
      `<Event seq="${seq}" id="${uuid(random)}"><Time>${new Date(t).toISOString()}</Time>` +
      `<Device id="TS-${lane}" name="Kiln St Turnstile ${lane}" reader="RDR-${lane}A" controller="ACU-KS-0${1 + Math.floor((lane - 15) / 5)}"/>` +
      `<Direction>In</Direction><Credential type="Barcode" symbology="${oneOf(random, ['QR', 'QR', 'Aztec', 'PDF417'])}">${barcode}</Credential>` +
      `<Ticket product="${product}" band="${band}" seat="${seat()}"/>${result}<Counter zone="South Stand">${counter}</Counter></Event>`
    );
  };
  let targetAt = -1;
  while (t < end) {
    t += between(random, 40, 1900);
    if (events.length === 905) {
      events.push(event(target, false, 'ReadFailure'));
      continue;
    }
    if (events.length === 938) {
      targetAt = events.length;
      events.push(event(target, true));
      continue;
    }
    if (events.length === 1210) {
      events.push(event('770211934401', true));
      continue;
    }
    const code = fresh(barcodes, () => `77${digits(random, 10)}`);
    const granted = random() > 0.045;
    events.push(event(code, granted, granted ? '' : oneOf(random, reasons)));
  }
  const needle = /<Time>([^<]+)<\/Time>/.exec(events[targetAt]!)![1]!;
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<AccessEventExport xmlns="urn:fenwicktown:access:events:v2" system="GateKeeper ACS 8.3.1" site="Brewery Lane">' +
    '<Query from="2026-11-14T13:52:00Z" to="2026-11-14T14:24:00Z" deviceGroup="South Stand - Kiln Street (TS-15..TS-29)" direction="In" maxResults="5000"/>' +
    `<Events count="${events.length}">${events.join('')}</Events></AccessEventExport>`;
  return probe(
    'round 62: turnstile barcode (one-line XML)',
    'What time did ticket barcode 770211934410 get let in through the turnstiles today?',
    'acs_export_events',
    output,
    'scan',
    needle,
    true,
  );
}

/** 3. The club shop website's main checkout chunk, as the CDN serves it: one minified webpack line. */
function shopBundleEndpoint(): EconomicsTask {
  const random = seededRandom(620_003);
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const id = () => chars(random, lower, 1) + (random() < 0.4 ? chars(random, lower + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) : '');
  const moduleIds = new Set<string>();
  const modId = () => fresh(moduleIds, () => String(between(random, 1_000, 99_999)));
  const apis: { name: string; methods: [string, string, string][] }[] = [
    {
      name: 'basket',
      methods: [
        ['getBasket', 'get', '"/api/v4/basket/"+e'],
        ['addBasketLine', 'post', '"/api/v4/basket/lines",{sku:e,quantity:t,personalisation:n}'],
        ['updateBasketLine', 'patch', '"/api/v4/basket/lines/"+e,{quantity:t}'],
        ['removeBasketLine', 'delete', '"/api/v4/basket/lines/"+e'],
        ['applyPromoCode', 'post', '"/api/v4/basket/promotions",{code:e}'],
      ],
    },
    {
      name: 'catalogue',
      methods: [
        ['listProducts', 'get', '"/api/v4/catalogue/products",{params:e}'],
        ['getProduct', 'get', '"/api/v4/catalogue/products/"+e'],
        ['searchProducts', 'get', '"/api/v4/search",{params:{q:e,page:t}}'],
        ['getSizeGuide', 'get', '"/api/v4/catalogue/size-guides/"+e'],
        ['registerStockAlert', 'post', '"/api/v4/catalogue/stock-alerts",{sku:e,email:t}'],
      ],
    },
    {
      name: 'personalisation',
      methods: [
        ['getPrintingOptions', 'get', '"/api/v4/personalisation/options",{params:{productId:e}}'],
        ['validateNameNumber', 'post', '"/api/v4/personalisation/validate",{name:e,number:t}'],
        ['getPlayerPrints', 'get', '"/api/v4/personalisation/players",{params:{season:e}}'],
      ],
    },
    {
      name: 'delivery',
      methods: [
        ['getDeliveryOptions', 'get', '"/api/v4/delivery/options",{params:{postcode:e,basketId:t}}'],
        ['getDeliveryEstimate', 'get', '"/api/v4/delivery/estimate",{params:{method:e}}'],
        ['validatePostcode', 'post', '"/api/v4/delivery/postcode-lookup",{postcode:e}'],
      ],
    },
    {
      name: 'clickCollect',
      methods: [
        ['getCollectionStores', 'get', '"/api/v4/click-collect/stores"'],
        ['listCollectionSlots', 'get', '"/api/v4/click-collect/slots",{params:{storeId:e,date:t}}'],
        ['reserveCollectionSlot', 'post', '"/api/v4/click-collect/reservations",{slotId:e,storeId:t,basketId:n}'],
        ['releaseCollectionSlot', 'post', '"/api/v4/click-collect/release",{reservationId:e}'],
      ],
    },
    {
      name: 'checkout',
      methods: [
        ['createPaymentIntent', 'post', '"/api/v4/checkout/payment-intents",{basketId:e,method:t}'],
        ['confirmOrder', 'post', '"/api/v4/checkout/orders",{basketId:e,paymentIntentId:t}'],
        ['getCheckoutSession', 'get', '"/api/v4/checkout/session/"+e'],
      ],
    },
    {
      name: 'account',
      methods: [
        ['getOrders', 'get', '"/api/v4/account/orders",{params:{page:e}}'],
        ['getOrder', 'get', '"/api/v4/account/orders/"+e'],
        ['trackShipment', 'get', '"/api/v4/account/orders/".concat(e,"/tracking")'],
        ['getLoyaltyBalance', 'get', '"/api/v4/account/loyalty"'],
        ['getMembership', 'get', '"/api/v4/account/membership"'],
      ],
    },
    {
      name: 'returns',
      methods: [
        ['createReturn', 'post', '"/api/v4/returns",{orderId:e,lines:t,reason:n}'],
        ['getReturnLabel', 'get', '"/api/v4/returns/".concat(e,"/label")'],
      ],
    },
    {
      name: 'giftCards',
      methods: [
        ['checkGiftCardBalance', 'post', '"/api/v4/gift-cards/balance",{number:e,pin:t}'],
        ['redeemGiftCard', 'post', '"/api/v4/gift-cards/redeem",{number:e,pin:t,basketId:n}'],
      ],
    },
  ];
  const apiModule = (api: (typeof apis)[number]): string => {
    const client = fresh(new Set(['e', 't', 'n', 'o']), id);
    const methods = api.methods.map(([m, verb, args]) => `${m}:(e,t,n)=>${client}.A.${verb}(${args}).then(e=>e.data)`).join(',');
    return `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${id()}:()=>o});var ${client}=n(${modId()});const o={${methods}}}`;
  };
  const blocks = [
    'pdp',
    'plp',
    'basket',
    'checkout',
    'minicart',
    'header',
    'footer',
    'kit-builder',
    'size-guide',
    'collect',
    'account',
    'promo',
  ];
  const elements = [
    'gallery',
    'title',
    'price',
    'badge',
    'swatch',
    'cta',
    'drawer',
    'summary',
    'row',
    'total',
    'notice',
    'panel',
    'stepper',
    'slot',
  ];
  const labels = [
    'Add to basket',
    'Home Shirt 2026/27',
    'Away Shirt 2026/27',
    'Third Shirt 2026/27',
    'Training Top',
    'Kids’ Kit',
    'Free delivery on orders over £60',
    'Collect from the Brewery Lane club shop',
    'Choose a collection time',
    'Your basket is empty',
    'Add name & number',
    'Player printing',
    'Size guide',
    'Only 3 left',
    'Members save 10%',
    'Gift cards',
    'Continue to payment',
    'Order summary',
    'Promo code',
    'Apply',
    'Remove',
    'Out of stock – notify me',
    'Pay with Apple Pay',
    'Delivery options',
    'Sold out',
    'Returns within 28 days',
  ];
  const analytics = [
    'add_to_cart',
    'view_item',
    'begin_checkout',
    'click_collect_slot_viewed',
    'click_collect_slot_reserved',
    'click_collect_slot_released',
    'promo_applied',
    'personalisation_added',
    'size_guide_opened',
    'stock_alert_registered',
  ];
  const component = (): string => {
    const taken = new Set<string>(['e', 't', 'n', 'd']);
    const [r, a, i, s, l, c] = Array.from({ length: 6 }, () => fresh(taken, id)) as [string, string, string, string, string, string];
    const block = oneOf(random, blocks);
    const children = Array.from({ length: between(random, 2, 6) }, () => {
      const el = oneOf(random, elements);
      return random() < 0.5
        ? `(0,${r}.jsx)("${oneOf(random, ['div', 'span', 'p', 'button', 'li'])}",{className:"${block}__${el}",children:"${oneOf(random, labels)}"})`
        : `(0,${r}.jsx)(${i}.${oneOf(random, ['A', 'Ay', 'xA', 'N'])},{variant:"${oneOf(random, ['primary', 'secondary', 'ghost', 'link'])}",size:"${oneOf(random, ['sm', 'md', 'lg'])}",onClick:()=>{${l}(!${s}),(0,${c}.u)("${oneOf(random, analytics)}",{location:"${block}"})},children:"${oneOf(random, labels)}"})`;
    }).join(',');
    return (
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{A:()=>d});var ${r}=n(74848),${a}=n(96540),${i}=n(${modId()}),${c}=n(${modId()});` +
      `function d(e){let{${oneOf(random, ['product', 'line', 'slot', 'order', 'variant', 'basket'])}:t,${oneOf(random, ['onChange', 'onSelect', 'onClose', 'onSubmit'])}:n}=e;` +
      `const[${s},${l}]=(0,${a}.useState)(!${pick(random, 2)});(0,${a}.useEffect)(()=>{${s}&&n&&n(t)},[${s},t,n]);` +
      `return(0,${r}.jsxs)("div",{className:"${block}__${oneOf(random, elements)}${random() < 0.3 ? ` ${block}--${oneOf(random, ['open', 'compact', 'dark', 'sticky'])}` : ''}","data-testid":"${block}-${oneOf(random, elements)}",children:[${children}]})}}`
    );
  };
  const strings = (): string => {
    const entries = Array.from(
      { length: between(random, 6, 16) },
      () => `"${oneOf(random, blocks)}.${oneOf(random, elements)}${between(random, 1, 9)}":"${oneOf(random, labels)}"`,
    );
    return `${modId()}:e=>{"use strict";e.exports=JSON.parse('{${entries.join(',')}}')}`;
  };
  const util = (): string => {
    const taken = new Set<string>(['e', 't', 'n', 'r', 'o']);
    const [a, b] = [fresh(taken, id), fresh(taken, id)];
    return oneOf(random, [
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${a}:()=>r});const r=e=>new Intl.NumberFormat("en-GB",{style:"currency",currency:"GBP"}).format(e/100)}`,
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${a}:()=>r});function r(e,t=${between(random, 100, 600)}){let n;return(...${b})=>{clearTimeout(n),n=setTimeout(()=>e(...${b}),t)}}}`,
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${a}:()=>o});var r=n(${modId()});const o=r.A.create({baseURL:"${oneOf(random, ['https://shop.fenwicktownafc.co.uk', 'https://api-shop.fenwicktownafc.co.uk'])}",timeout:${between(random, 8, 30)}e3,withCredentials:!0,headers:{"X-Client":"shop-web/${between(random, 3, 4)}.${between(random, 0, 20)}.${between(random, 0, 9)}"}})}`,
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${a}:()=>r});const r=(e,t)=>window.dataLayer&&window.dataLayer.push({event:e,ecommerce:t,ts:Date.now()})}`,
      `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${a}:()=>r});const r={SHIRT_SIZES:["XS","S","M","L","XL","2XL","3XL","4XL"],KIDS_SIZES:["3-4Y","5-6Y","7-8Y","9-10Y","11-12Y","13-14Y"],MAX_PRINT_NAME:${between(random, 11, 14)},MAX_PRINT_NUMBER:99}}`,
    ]);
  };
  const modules: string[] = [];
  while (modules.join(',').length < 330_000) {
    const roll = random();
    modules.push(roll < 0.62 ? component() : roll < 0.82 ? strings() : util());
  }
  const others = apis.filter((a) => a.name !== 'clickCollect');
  others.forEach((api, i) => modules.splice(Math.floor(((i + 1) * modules.length) / (others.length + 1)), 0, apiModule(api)));
  modules.splice(Math.floor(modules.length * 0.53), 0, apiModule(apis.find((a) => a.name === 'clickCollect')!));
  const output =
    `"use strict";(self.webpackChunkfenwick_shop_web=self.webpackChunkfenwick_shop_web||[]).push([[8179],{${modules.join(',')}}]);` +
    '\n//# sourceMappingURL=8179.3f2a1c9e.js.map';
  return probe(
    'round 62: click-and-collect endpoint (minified bundle)',
    'Which API endpoint does the club shop website call when someone reserves a click-and-collect slot?',
    'cdn_fetch_asset',
    output,
    'endpoint',
    '/api/v4/click-collect/reservations',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** 4. Today's steward deployment plan, YAML. */
function stewardLicence(): EconomicsTask {
  const random = seededRandom(620_004);
  const needle = '1019 2837 4650 1122';
  const licences = new Set<string>([needle]);
  const badges = new Set<string>();
  const sectors = [
    {
      code: 'MSL',
      name: 'Main Stand Lower',
      call: 'Mike Lower',
      gangways: 30,
      voms: 8,
      kiosks: 6,
      blocks: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'],
    },
    { code: 'MSU', name: 'Main Stand Upper', call: 'Mike Upper', gangways: 24, voms: 6, kiosks: 4, blocks: ['W8', 'W9', 'W10', 'W11'] },
    {
      code: 'NSL',
      name: 'North Stand Lower',
      call: 'November Lower',
      gangways: 28,
      voms: 7,
      kiosks: 5,
      blocks: ['N1', 'N2', 'N3', 'N4', 'N5', 'N6'],
    },
    { code: 'NSU', name: 'North Stand Upper', call: 'November Upper', gangways: 22, voms: 5, kiosks: 3, blocks: ['N7', 'N8', 'N9'] },
    {
      code: 'ESF',
      name: 'East Stand (Family Enclosure)',
      call: 'Echo',
      gangways: 20,
      voms: 5,
      kiosks: 4,
      blocks: ['F1', 'F2', 'F3', 'F4'],
    },
    {
      code: 'SSL',
      name: 'South Stand Lower',
      call: 'Sierra Lower',
      gangways: 30,
      voms: 8,
      kiosks: 6,
      blocks: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'],
    },
    { code: 'SSU', name: 'South Stand Upper', call: 'Sierra Upper', gangways: 24, voms: 6, kiosks: 4, blocks: ['S7', 'S8', 'S9', 'S10'] },
    { code: 'AWY', name: 'North East Corner (Away Section)', call: 'Alpha', gangways: 12, voms: 3, kiosks: 2, blocks: ['A1', 'A2', 'A3'] },
    { code: 'NWC', name: 'North West Corner', call: 'Whiskey', gangways: 10, voms: 3, kiosks: 2, blocks: ['C1', 'C2'] },
    { code: 'SEC', name: 'South East Corner', call: 'Sierra East', gangways: 10, voms: 3, kiosks: 2, blocks: ['C3', 'C4'] },
  ];
  const quals = [
    'NVQ L2 Spectator Safety',
    'NVQ L2 Spectator Safety',
    'Level 2 Certificate in Spectator Safety',
    'NVQ L3 Spectator Safety (supervisor)',
    'In training (NVQ L2 registered)',
  ];
  const notes = [
    'Keep gangway clear at all times; no standing on steps.',
    'Persistent standing reported here last fixture - monitor and report to supervisor.',
    'Face the crowd from 5 minutes before kick-off until the end of each half.',
    'Assist wheelchair users to the viewing platform on request.',
    'Pyrotechnics intelligence for this fixture - report any smoke immediately on channel 1.',
    'Hold position at full time until the stand is clear.',
    'Relieve for comfort break via supervisor only.',
    'Check rows A-C for overcrowding at 14:55 and 15:55.',
  ];
  const person = (): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
  const stewardBlock = (indent: string, name: string, licence: string | null, qual: string): string[] => [
    `${indent}steward:`,
    `${indent}  name: ${name}`,
    `${indent}  badge: ${fresh(badges, () => `FT-${between(random, 1000, 9999)}`)}`,
    `${indent}  sia_licence: ${licence === null ? 'null' : `"${licence}"`}`,
    `${indent}  licence_expiry: ${licence === null ? 'null' : `${between(random, 2027, 2029)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`}`,
    `${indent}  accreditation: ${qual}`,
  ];
  const licence = () =>
    fresh(licences, () => `10${between(random, 10, 19)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}`);
  const lines: string[] = [
    '# Fenwick Town AFC - matchday steward deployment plan',
    '# Fixture: Fenwick Town v Castlemoor United, League One, Saturday 14 November 2026, KO 15:00',
    '# Category B fixture (police advice). Approved by the Safety Officer 13/11/2026 17:42.',
    '# Generated by StewardRota 4.2 - do not edit by hand; changes through the deployment office.',
    'deployment:',
    '  fixture_id: FX-20261114-CAS',
    '  venue: Brewery Lane',
    '  expected_attendance: 17842',
    '  away_allocation: 1450',
    '  safety_officer: Helen Marsh',
    '  deputy_safety_officer: Graham Ruddock',
    '  head_steward: Paul Ogunleye',
    '  briefing:',
    '    time: "12:15"',
    '    location: Main Stand, Kilnworks Lounge',
    '  radio_plan:',
    '    "1": Control / all call',
    '    "2": Main Stand and West corners',
    '    "3": North Stand and away section',
    '    "4": South Stand and South East corner',
    '    "5": East Stand (Family) and medical',
    '    "6": External, turnstiles and car parks',
    '  sectors:',
  ];
  const channel: Record<string, number> = { MSL: 2, MSU: 2, NSL: 3, NSU: 3, ESF: 5, SSL: 4, SSU: 4, AWY: 3, NWC: 2, SEC: 4 };
  for (const sector of sectors) {
    lines.push(
      `    - sector: ${sector.code}`,
      `      name: ${sector.name}`,
      `      supervisor:`,
      `        name: ${person()}`,
      `        callsign: ${sector.call} Supervisor`,
      `        sia_licence: "${licence()}"`,
      `      radio_channel: ${channel[sector.code]}`,
      `      posts:`,
    );
    const posts: { id: string; location: string; duty: string; call: string }[] = [];
    for (let g = 1; g <= sector.gangways; g++) {
      const block = sector.blocks[Math.min(sector.blocks.length - 1, Math.floor(((g - 1) * sector.blocks.length) / sector.gangways))]!;
      posts.push({
        id: `${sector.code}-GW${pad2(g)}`,
        location: `${sector.name}, gangway ${g}`,
        duty: `Gangway steward (block ${block})`,
        call: `${sector.call} ${g}`,
      });
    }
    for (let v = 1; v <= sector.voms; v++)
      posts.push({
        id: `${sector.code}-VOM${v}`,
        location: `${sector.name}, vomitory ${v}`,
        duty: 'Vomitory steward (ingress/egress flow)',
        call: `${sector.call} Vom ${v}`,
      });
    for (let k = 1; k <= sector.kiosks; k++)
      posts.push({
        id: `${sector.code}-CON${k}`,
        location: `${sector.name}, concourse kiosk ${k}`,
        duty: 'Concourse steward (queue management)',
        call: `${sector.call} Concourse ${k}`,
      });
    posts.push({
      id: `${sector.code}-DVP`,
      location: `${sector.name}, disabled viewing platform`,
      duty: 'Accessibility steward',
      call: `${sector.call} Platform`,
    });
    posts.push({
      id: `${sector.code}-STR`,
      location: `${sector.name}, stairwell cores`,
      duty: 'Stairwell and exit route steward',
      call: `${sector.call} Stairs`,
    });
    for (let x = 1; x <= 3; x++)
      posts.push({
        id: `${sector.code}-EX${x}`,
        location: `${sector.name}, exit gate ${x}`,
        duty: 'Exit gate steward (open at 89th minute)',
        call: `${sector.call} Exit ${x}`,
      });
    for (const post of posts) {
      const target = post.id === 'SSL-GW22';
      const licensed = target || random() < 0.7;
      lines.push(
        `        - post_id: ${post.id}`,
        `          location: ${post.location}`,
        `          duty: ${post.duty}`,
        ...stewardBlock(
          '          ',
          target ? 'Amara Okafor' : person(),
          target ? needle : licensed ? licence() : null,
          oneOf(random, quals),
        ),
        `          radio:`,
        `            channel: ${channel[sector.code]}`,
        `            callsign: ${post.call}`,
        `          on_duty: "${oneOf(random, ['12:00', '12:15', '12:30', '12:45'])}"`,
        `          off_duty: "${oneOf(random, ['17:30', '17:45', '18:00'])}"`,
        `          equipment: [${shuffle(random, [
          'hi-vis tabard',
          'torch',
          'radio earpiece',
          'first aid pouch',
          'clicker counter',
          'whistle',
        ])
          .slice(0, between(random, 2, 4))
          .join(', ')}]`,
        `          notes: ${oneOf(random, notes)}`,
      );
    }
  }
  const external = [
    ...Array.from({ length: 52 }, (_, i) => `Turnstile ${i + 1}`),
    'Search area Brewery Lane',
    'Search area Station Road',
    'Search area Kiln Street',
    'Search area Mill Lane',
    'Away coach park',
    'Car Park A',
    'Car Park B',
    'Ticket office queue',
    'Club shop entrance',
    'Players’ entrance',
    'Media entrance',
  ];
  lines.push(
    '    - sector: EXT',
    '      name: External and turnstiles',
    '      supervisor:',
    `        name: ${person()}`,
    '        callsign: Tango Supervisor',
    `        sia_licence: "${licence()}"`,
    '      radio_channel: 6',
    '      posts:',
  );
  external.forEach((place, i) => {
    lines.push(
      `        - post_id: EXT-${pad2(i + 1)}`,
      `          location: External, ${place}`,
      `          duty: ${place.startsWith('Turnstile') ? 'Turnstile steward (ticket and search checks)' : 'External steward'}`,
      ...stewardBlock('          ', person(), random() < 0.85 ? licence() : null, oneOf(random, quals)),
      '          radio:',
      '            channel: 6',
      `            callsign: Tango ${i + 1}`,
      `          on_duty: "${oneOf(random, ['11:30', '11:45', '12:00'])}"`,
      `          off_duty: "${oneOf(random, ['17:30', '17:45', '18:00'])}"`,
      `          equipment: [hi-vis tabard, radio earpiece${random() < 0.5 ? ', search wand' : ''}]`,
      `          notes: ${oneOf(random, ['Bag search to policy; refer refusals to supervisor.', 'Check concession tickets against ID where challenged.', 'No flags over 1m x 2m; no poles.', 'Queue lanes open from 13:30.'])}`,
    );
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 62: steward licence (YAML)',
    'What’s the SIA licence number of the steward working gangway 22 in the South Stand lower tier today?',
    'stewardrota_export_deployment',
    output,
    'licence',
    needle,
  );
}

/** 5. The video management system's camera list, pretty JSON. */
function cctvCameraIp(): EconomicsTask {
  const random = seededRandom(620_005);
  const ips = new Set<string>();
  const serials = new Set<string>();
  const models = [
    ['Axis', 'AXIS Q1808-LE'],
    ['Axis', 'AXIS P3268-LVE'],
    ['Axis', 'AXIS Q6135-LE'],
    ['Axis', 'AXIS M4317-PLVE'],
    ['Hanwha', 'PNO-A9081R'],
    ['Hanwha', 'XNP-9300RW'],
    ['Bosch', 'FLEXIDOME 5100i IR'],
    ['Bosch', 'AUTODOME 7100i'],
  ] as const;
  type Camera = Record<string, unknown>;
  let n = 0;
  const camera = (zone: string, vlan: number, description: string): Camera => {
    n++;
    const [vendor, model] = oneOf(random, models);
    const ptz = model.includes('Q6135') || model.includes('AUTODOME') || model.includes('XNP');
    return {
      id: uuid(random),
      name: `BL-CAM-${String(n).padStart(3, '0')}`,
      description,
      enabled: true,
      hardware: {
        vendor,
        model,
        serialNumber: fresh(serials, () => chars(random, '0123456789ABCDEF', 12)),
        ipAddress: fresh(ips, () => `10.42.${vlan}.${between(random, 11, 249)}`),
        macAddress: Array.from({ length: 6 }, () => chars(random, '0123456789ABCDEF', 2)).join(':'),
        firmware: `${between(random, 10, 12)}.${between(random, 1, 12)}.${between(random, 1, 90)}`,
        httpsPort: 443,
        onvifProfile: oneOf(random, ['S,G,T', 'S,T', 'S,G,M,T']),
      },
      ptz,
      stream: {
        resolution: oneOf(random, ['3840x2160', '2592x1944', '1920x1080']),
        fps: oneOf(random, [12, 15, 25, 25]),
        codec: oneOf(random, ['H.265', 'H.265', 'H.264']),
        bitrateKbps: between(random, 2000, 12000),
      },
      recording: {
        server: `REC-0${between(random, 1, 4)}`,
        mode: oneOf(random, ['continuous', 'continuous', 'motion+pre-alarm']),
        retentionDays: 31,
        evidenceLock: false,
      },
      location: {
        site: zone.startsWith('Training') || zone.startsWith('Academy') ? 'Holloway Lane' : 'Brewery Lane',
        zone,
        level: oneOf(random, ['Ground', 'Concourse', 'Upper', 'Roof gantry']),
      },
      tags: shuffle(random, ['matchday', 'SAG-listed', 'police-view', 'control-room-wall', 'evidential', 'ANPR', 'crowd-density']).slice(
        0,
        between(random, 1, 3),
      ),
      status: {
        online: true,
        lastSeen: `2026-11-14T${pad2(between(random, 9, 10))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
      },
    };
  };
  const zones: { zone: string; vlan: number; areas: string[] }[] = [
    {
      zone: 'Main Stand',
      vlan: 11,
      areas: [
        'Concourse kiosk',
        'Vomitory',
        'Seating bowl block W',
        'Stairwell core',
        'Exit gate',
        'Kilnworks Lounge entrance',
        'Directors’ box',
      ],
    },
    {
      zone: 'North Stand',
      vlan: 12,
      areas: ['Concourse kiosk', 'Vomitory', 'Seating bowl block N', 'Stairwell core', 'Exit gate', 'Home turnstiles'],
    },
    {
      zone: 'South Stand',
      vlan: 13,
      areas: ['Concourse kiosk', 'Vomitory', 'Seating bowl block S', 'Stairwell core', 'Exit gate', 'Home turnstiles', 'Bar queue'],
    },
    {
      zone: 'East Stand (Family)',
      vlan: 14,
      areas: ['Concourse kiosk', 'Vomitory', 'Seating bowl block F', 'Family turnstiles', 'Exit gate', 'Lost children point'],
    },
    {
      zone: 'North East Corner',
      vlan: 18,
      areas: ['Away concourse kiosk', 'Away segregation gate', 'Away seating block A', 'Away exit gate', 'Home turnstiles 45-52 approach'],
    },
    { zone: 'North West Corner', vlan: 15, areas: ['Concourse', 'Seating block C', 'Exit gate', 'Turnstiles 1-6'] },
    { zone: 'South East Corner', vlan: 16, areas: ['Concourse', 'Seating block C', 'Exit gate', 'Turnstiles 22-29'] },
    { zone: 'Pitch', vlan: 17, areas: ['Pitch perimeter', 'Tunnel', 'Dugouts', 'Goal line'] },
    { zone: 'External - Brewery Lane', vlan: 21, areas: ['Plaza', 'Queue lanes', 'Search area', 'Street view'] },
    { zone: 'External - Station Road', vlan: 22, areas: ['Plaza', 'Queue lanes', 'Ticket office', 'Street view'] },
    { zone: 'External - Kiln Street', vlan: 23, areas: ['Queue lanes', 'Search area', 'Street view'] },
    { zone: 'Car Park B (Coach Park)', vlan: 24, areas: ['Away coach drop-off', 'Barrier', 'ANPR entry', 'Perimeter fence'] },
    { zone: 'Club Shop', vlan: 25, areas: ['Till area', 'Entrance', 'Stock room', 'Click and collect counter'] },
    { zone: 'Training Ground', vlan: 31, areas: ['Main gate', 'Car park', 'Pitch', 'Reception', 'Perimeter fence'] },
    { zone: 'Academy', vlan: 32, areas: ['Entrance', 'Pitch', 'Car park', 'Changing block corridor'] },
  ];
  const views = [
    'wide',
    'close',
    'external',
    'internal',
    'PTZ overview',
    'face capture',
    'looking north',
    'looking south',
    'looking east',
    'looking west',
  ];
  const cameras: Camera[] = [];
  const zoneWords = (zone: string) =>
    zone.toLowerCase().replace('north east', 'north-east').replace('north west', 'north-west').replace('south east', 'south-east');
  let targetIndex = -1;
  for (const z of zones) {
    for (const area of z.areas) {
      const count = between(random, 3, 7);
      for (let k = 1; k <= count; k++) {
        cameras.push(camera(z.zone, z.vlan, `${area} ${k}, ${zoneWords(z.zone)} (${oneOf(random, views)})`));
      }
      if (z.zone === 'North East Corner' && area === 'Away segregation gate') {
        targetIndex = cameras.length;
        cameras.push(camera(z.zone, z.vlan, 'Away turnstiles 53-60, north-east corner (external, facing queue lanes)'));
      }
    }
  }
  const needle = (cameras[targetIndex]!.hardware as { ipAddress: string }).ipAddress;
  const output = JSON.stringify(
    { site: 'Fenwick Town AFC', server: 'vms-mgmt-01.fenwick.local', apiVersion: '3.2', count: cameras.length, cameras },
    null,
    2,
  );
  return probe(
    'round 62: away turnstile camera (pretty JSON)',
    'What IP address does the CCTV camera covering the away turnstiles in the north-east corner have?',
    'vms_list_cameras',
    output,
    'ip',
    needle,
  );
}

/** 6. The irrigation controller's configuration export, TOML. */
function irrigationDecoder(): EconomicsTask {
  const random = seededRandom(620_006);
  const decoders = new Set<string>();
  const decoder = () => fresh(decoders, () => chars(random, '0123456789ABCDEF', 6));
  const sites = [
    { id: 'academy-1', name: 'Academy pitch 1 (U18/U21 match pitch)', zones: 24 },
    { id: 'academy-2', name: 'Academy pitch 2', zones: 22 },
    { id: 'academy-3', name: 'Academy pitch 3 (9v9)', zones: 16 },
    { id: 'academy-4', name: 'Academy pitch 4 (7v7)', zones: 12 },
    { id: 'first-team-1', name: 'First team training pitch 1 (stadium replica)', zones: 30 },
    { id: 'first-team-2', name: 'First team training pitch 2', zones: 28 },
    { id: 'first-team-3', name: 'First team training pitch 3 (goalkeepers)', zones: 18 },
    { id: 'stadium', name: 'Brewery Lane stadium pitch (hybrid)', zones: 32 },
    { id: 'training-hub-1', name: 'Training hub pitch 1', zones: 24 },
    { id: 'training-hub-2', name: 'Training hub pitch 2', zones: 24 },
    { id: 'training-hub-3', name: 'Training hub pitch 3', zones: 20 },
    { id: 'youth-1', name: 'Youth development pitch 1', zones: 18 },
    { id: 'youth-2', name: 'Youth development pitch 2', zones: 16 },
    { id: 'youth-3', name: 'Youth development pitch 3', zones: 14 },
  ];
  const zoneNames = [
    'North goalmouth',
    'South goalmouth',
    'North penalty area',
    'South penalty area',
    'Centre circle',
    'Halfway line east',
    'Halfway line west',
    'North third east',
    'North third west',
    'South third east',
    'South third west',
    'East touchline north',
    'East touchline south',
    'West touchline north',
    'West touchline south',
    'North run-off',
    'South run-off',
    'East run-off',
    'West run-off',
    'North east corner',
    'North west corner',
    'South east corner',
    'South west corner',
    'Warm-up area east',
    'Warm-up area west',
    'Technical area',
    'Centre channel north',
    'Centre channel south',
    'East channel',
    'West channel',
    'North goal line',
    'South goal line',
  ];
  const heads = ['Hunter I-40-04-SS', 'Hunter I-80-ADV', 'Rain Bird 8005-SS', 'Toro Infinity 35-6', 'Toro Flex800 35-6'];
  const lines: string[] = [
    '# HydroLink Central - controller configuration export',
    '# exported 2026-11-14T06:58:12Z by d.pritchard (head groundsman)',
    '# Fenwick Town AFC - Brewery Lane stadium and Holloway Lane training ground',
    '',
    '[controller]',
    'model = "HydroLink 2W-600"',
    'serial = "HL2W-22-004719"',
    'firmware = "5.4.2"',
    'timezone = "Europe/London"',
    'two_wire_paths = 4',
    'max_stations = 600',
    'rain_sensor = "enabled"',
    'rain_delay_hours = 0',
    'et_source = "weather station WS-01 (Holloway Lane roof)"',
    'seasonal_adjust_percent = 40',
    'pump_station = "PS-1 (borehole, 18 m3/h)"',
    '',
  ];
  for (const site of sites) {
    lines.push(
      '[[site]]',
      `id = "${site.id}"`,
      `name = "${site.name}"`,
      `location = "${site.id === 'stadium' ? 'Brewery Lane' : 'Holloway Lane'}"`,
      `surface = "${site.id === 'stadium' || site.id === 'first-team-1' ? 'hybrid (stitched)' : 'natural, sand rootzone'}"`,
      `area_m2 = ${between(random, 4200, 8400)}`,
      `path = ${between(random, 1, 4)}`,
      `programs = [${shuffle(random, ['"A"', '"B"', '"C"', '"D"'])
        .slice(0, between(random, 1, 3))
        .join(', ')}]`,
      '',
    );
  }
  let needle = '';
  for (const site of sites) {
    const prefix = site.id
      .split('-')
      .map((p) => (/^\d+$/.test(p) ? p : p.charAt(0).toUpperCase()))
      .join('');
    for (let z = 0; z < site.zones; z++) {
      const name = zoneNames[z]!;
      const address = decoder();
      if (site.id === 'stadium' && name === 'North goalmouth') needle = address;
      lines.push(
        '[[zone]]',
        `id = "${prefix}-${pad2(z + 1)}"`,
        `site = "${site.id}"`,
        `name = "${name}"`,
        `station = ${z + 1}`,
        `decoder = "${address}"`,
        `decoder_model = "${oneOf(random, ['FD-101', 'FD-101', 'FD-202 (two-station)', 'FD-401'])}"`,
        `solenoid = "${oneOf(random, ['24VAC latching', 'DC latching'])}"`,
        `valve = "${oneOf(random, ['1in globe', '1.5in globe', '2in globe'])}"`,
        `run_minutes = ${between(random, 6, 22)}`,
        `cycle_soak = ${random() < 0.6 ? `{ cycles = ${between(random, 2, 4)}, soak_minutes = ${between(random, 10, 30)} }` : 'false'}`,
        `flow_lpm = ${between(random, 60, 240)}`,
        `precip_mm_h = ${(between(random, 90, 260) / 10).toFixed(1)}`,
        `enabled = ${random() < 0.96 ? 'true' : 'false'}`,
        `program = "${oneOf(random, ['A', 'A', 'B', 'C', 'D'])}"`,
        `last_serviced = ${between(random, 2024, 2026)}-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`,
        `notes = "${oneOf(random, ['', '', '', 'wet spot after heavy rain, check drainage', 'heads raised 2025 after topdressing', 'decoder replaced after lightning strike', 'hand-water during renovation', 'low pressure at end of path'])}"`,
        'heads = [',
        ...Array.from({ length: between(random, 4, 9) }, (_, h) => {
          const arc = oneOf(random, [90, 180, 360, 360, 360]);
          return `  { pos = "${String.fromCharCode(65 + h)}${between(random, 1, 12)}", model = "${oneOf(random, heads)}", nozzle = "${oneOf(random, ['25', '30', '35', '40', '45', '53'])}", arc = ${arc}, installed = ${between(random, 2014, 2025)} },`;
        }),
        ']',
        '',
      );
    }
  }
  const output = lines.join('\n');
  return probe(
    'round 62: goalmouth sprinkler decoder (TOML)',
    'What’s the decoder address for the sprinkler station that waters the north goalmouth on the stadium pitch?',
    'hydrolink_export_config',
    output,
    'decoder',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** 7. The catering tills' electronic journal for today, every receipt in time order. */
function cateringRefund(): EconomicsTask {
  const random = seededRandom(620_007);
  const needle = '7Q4M2D';
  const auths = new Set<string>([needle]);
  const kiosks: { name: string; till: string; bar: boolean }[] = [];
  for (let k = 1; k <= 6; k++) kiosks.push({ name: `MAIN STAND CONCOURSE KIOSK ${k}`, till: `MSC${k}`, bar: false });
  for (let k = 1; k <= 4; k++) kiosks.push({ name: `NORTH STAND KIOSK ${k}`, till: `NSK${k}`, bar: false });
  for (let k = 1; k <= 3; k++) kiosks.push({ name: `SOUTH STAND BAR ${k}`, till: `SSB${k}`, bar: true });
  for (let k = 1; k <= 3; k++) kiosks.push({ name: `FAMILY STAND KIOSK ${k}`, till: `FSK${k}`, bar: false });
  for (let k = 1; k <= 2; k++) kiosks.push({ name: `AWAY CONCOURSE KIOSK ${k}`, till: `AWK${k}`, bar: false });
  const food: [string, number][] = [
    ['STEAK & ALE PIE', 4.6],
    ['CHICKEN BALTI PIE', 4.6],
    ['MEAT & POTATO PIE', 4.4],
    ['CHEESE & ONION PASTY', 4.2],
    ['SAUSAGE ROLL', 3.4],
    ['HOT DOG', 5.5],
    ['CHEESEBURGER', 6.2],
    ['CHIPS', 3.2],
    ['CHIPS & CURRY SAUCE', 3.9],
    ['BOVRIL', 2.8],
    ['TEA', 2.4],
    ['COFFEE', 2.6],
    ['HOT CHOCOLATE', 2.8],
    ['COKE 500ML', 2.9],
    ['WATER 500ML', 2.2],
    ['CRISPS', 1.5],
    ['CHOCOLATE BAR', 1.6],
  ];
  const drinks: [string, number][] = [
    ['CARLING PINT', 5.4],
    ['GUINNESS PINT', 5.9],
    ['THATCHERS GOLD PINT', 5.6],
    ['FENWICK PALE ALE PINT', 5.7],
    ['RED WINE 187ML', 6.2],
    ['GIN & TONIC CAN', 6.5],
  ];
  const clerks = [
    '1187 JESS',
    '1203 MO',
    '1044 DANNY',
    '1311 KERRY',
    '1290 LIAM',
    '1150 PRIYA',
    '1266 SEAN',
    '1099 ELLE',
    '1322 TOM',
    '1275 ABI',
  ];
  let txn = 48_000;
  type Receipt = { at: number; text: string };
  const receipt = (
    at: number,
    kiosk: (typeof kiosks)[number],
    lines: [string, number, number][],
    pay: { cash: boolean; scheme?: string; last4?: string; auth?: string },
  ): Receipt => {
    const total = lines.reduce((s, [, price, q]) => s + price * q, 0);
    const body = lines.map(([item, price, q]) => {
      const left = `${q}  ${item}`.padEnd(30) + (q > 1 ? `@${price.toFixed(2)}` : '').padEnd(9);
      return left + (price * q).toFixed(2).padStart(9);
    });
    const out = [
      '------------------------------------------------',
      'FENWICK TOWN AFC CATERING',
      `BREWERY LANE  ${kiosk.name}`,
      'VAT No. GB 284 1177 09',
      `TILL ${kiosk.till}-0${between(random, 1, 3)}   CLERK ${oneOf(random, clerks)}`,
      `DATE 14/11/2026  TIME ${clock(at)}   TXN 00${txn++}`,
      '------------------------------------------------',
      ...body,
      '------------------------------------------------',
      `ITEMS ${lines.reduce((s, [, , q]) => s + q, 0)}`.padEnd(27) + 'TOTAL'.padEnd(8) + `£${total.toFixed(2)}`.padStart(13),
    ];
    if (pay.cash) {
      const tendered = Math.ceil(total / 5) * 5 + oneOf(random, [0, 0, 5, 10]);
      out.push(
        'CASH'.padEnd(35) + `£${tendered.toFixed(2)}`.padStart(13),
        'CHANGE'.padEnd(35) + `£${(tendered - total).toFixed(2)}`.padStart(13),
      );
    } else {
      const chip = total > 100;
      out.push(
        `${chip ? 'CHIP & PIN' : 'CONTACTLESS'}`.padEnd(23) + `${pay.scheme}`.padEnd(12) + `£${total.toFixed(2)}`.padStart(13),
        `CARD ************${pay.last4}        PAN SEQ 0${between(random, 0, 2)}`,
        `AID ${pay.scheme!.startsWith('VISA') ? 'A0000000031010' : pay.scheme!.startsWith('AMEX') ? 'A00000002501' : 'A0000000041010'}   TVR 0000000000`,
        `AUTH CODE ${pay.auth}     MID ****2291  TID 408113${pad2(kiosks.indexOf(kiosk) + 1)}`,
        `VERIFICATION: ${chip ? 'PIN VERIFIED' : 'NONE (CONTACTLESS)'}`,
      );
    }
    out.push(`VAT @20%`.padEnd(35) + (total / 6).toFixed(2).padStart(13), 'THANK YOU - COME ON YOU KILNMEN!');
    return { at, text: out.join('\n') };
  };
  const basket = (kiosk: (typeof kiosks)[number]): [string, number, number][] => {
    const n = between(random, 1, 4);
    const menu = kiosk.bar
      ? [...drinks, ...drinks, ...food.slice(0, 8)]
      : kiosk.till.startsWith('AW')
        ? food
        : [...food, ...drinks.slice(0, 2)];
    const picked = shuffle(random, [...menu]).slice(0, n);
    return picked.map(([item, price]) => [item, price, random() < 0.2 ? between(random, 2, 4) : 1]);
  };
  const card = (): { cash: boolean; scheme: string; last4: string; auth: string } => ({
    cash: false,
    scheme: oneOf(random, ['VISA DEBIT', 'VISA DEBIT', 'VISA CREDIT', 'MASTERCARD', 'DEBIT MASTERCARD', 'AMEX']),
    last4: fresh(new Set(['4417', '4471', '8817']), () => digits(random, 4)),
    auth: fresh(auths, () => chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)),
  });
  const receipts: Receipt[] = [];
  for (let i = 0; i < 760; i++) {
    const roll = random();
    const at =
      roll < 0.42
        ? between(random, 12 * 3600 + 30 * 60, 14 * 3600 + 59 * 60)
        : roll < 0.5
          ? between(random, 15 * 3600, 15 * 3600 + 45 * 60)
          : roll < 0.88
            ? between(random, 15 * 3600 + 45 * 60, 16 * 3600 + 5 * 60)
            : between(random, 16 * 3600 + 5 * 60, 16 * 3600 + 52 * 60);
    const kiosk = oneOf(random, kiosks);
    receipts.push(receipt(at, kiosk, basket(kiosk), random() < 0.14 ? { cash: true } : card()));
  }
  const kiosk = (till: string) => kiosks.find((k) => k.till === till)!;
  const freshAuth = () => fresh(auths, () => chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6));
  receipts.push(
    receipt(14 * 3600 + 21 * 60 + 44, kiosk('NSK2'), [['CARLING PINT', 5.4, 2]], {
      cash: false,
      scheme: 'MASTERCARD',
      last4: '4417',
      auth: freshAuth(),
    }),
    receipt(
      15 * 3600 + 49 * 60 + 30,
      kiosk('MSC2'),
      [
        ['STEAK & ALE PIE', 4.6, 1],
        ['TEA', 2.4, 1],
      ],
      { cash: false, scheme: 'VISA DEBIT', last4: '4471', auth: freshAuth() },
    ),
    receipt(
      15 * 3600 + 52 * 60 + 7,
      kiosk('MSC4'),
      [
        ['STEAK & ALE PIE', 4.6, 2],
        ['BOVRIL', 2.8, 1],
      ],
      { cash: false, scheme: 'VISA DEBIT', last4: '4417', auth: needle },
    ),
    receipt(
      15 * 3600 + 53 * 60 + 55,
      kiosk('MSC4'),
      [
        ['STEAK & ALE PIE', 4.6, 1],
        ['BOVRIL', 2.8, 1],
      ],
      { cash: false, scheme: 'VISA DEBIT', last4: '8817', auth: freshAuth() },
    ),
    receipt(16 * 3600 + 31 * 60 + 2, kiosk('SSB1'), [['CHIPS', 3.2, 1]], {
      cash: false,
      scheme: 'VISA DEBIT',
      last4: '4417',
      auth: freshAuth(),
    }),
  );
  receipts.sort((a, b) => a.at - b.at);
  const output =
    'EJOURNAL EXPORT  site=BREWERY LANE  date=2026-11-14  tills=ALL  from=12:30:00 to=17:00:00\n' +
    `records=${receipts.length}  generated=2026-11-14T17:05:11Z  system=KioskPOS 11.2\n` +
    receipts.map((r) => r.text).join('\n') +
    '\n------------------------------------------------\nEND OF JOURNAL\n';
  return probe(
    'round 62: catering overcharge (preamble, paraphrase)',
    'A supporter has emailed to say she was overcharged at one of the food counters underneath the Main Stand during the half-time break: she only had a pie and a Bovril, and paid contactless with a card ending 4417. Finance need the authorisation code to sort out her refund - can you find it?',
    'kioskpos_export_journal',
    output,
    'auth',
    needle,
  );
}

/** 8. The medical department's injury register, CSV sorted by player. */
function academyKneeReturn(): EconomicsTask {
  const random = seededRandom(620_008);
  const needle = '2027-01-23';
  const avoid = (date: string): string => (date === needle ? '2027-01-24' : date);
  const injuries: { area: string; tissue: string; diagnosis: string; code: string; days: [number, number] }[] = [
    {
      area: 'Thigh',
      tissue: 'Muscle/tendon',
      diagnosis: 'Hamstring strain grade 1 (biceps femoris long head)',
      code: 'TMHB',
      days: [8, 20],
    },
    { area: 'Thigh', tissue: 'Muscle/tendon', diagnosis: 'Hamstring strain grade 2 (biceps femoris)', code: 'TMHB', days: [21, 45] },
    { area: 'Thigh', tissue: 'Muscle/tendon', diagnosis: 'Quadriceps strain (rectus femoris)', code: 'TMQR', days: [10, 30] },
    { area: 'Thigh', tissue: 'Superficial tissues/skin', diagnosis: 'Quadriceps contusion (dead leg)', code: 'THQX', days: [2, 8] },
    { area: 'Ankle', tissue: 'Ligament/joint capsule', diagnosis: 'Lateral ankle sprain grade 1 (ATFL)', code: 'AJLA', days: [5, 14] },
    { area: 'Ankle', tissue: 'Ligament/joint capsule', diagnosis: 'Lateral ankle sprain grade 2 (ATFL/CFL)', code: 'AJLA', days: [14, 35] },
    { area: 'Ankle', tissue: 'Ligament/joint capsule', diagnosis: 'High ankle sprain (syndesmosis)', code: 'AJSX', days: [35, 70] },
    { area: 'Knee', tissue: 'Ligament/joint capsule', diagnosis: 'MCL sprain grade 1', code: 'KJMC', days: [8, 20] },
    { area: 'Knee', tissue: 'Ligament/joint capsule', diagnosis: 'MCL sprain grade 2', code: 'KJMC', days: [21, 45] },
    {
      area: 'Knee',
      tissue: 'Ligament/joint capsule',
      diagnosis: 'ACL rupture - reconstruction (hamstring graft)',
      code: 'KJAR',
      days: [220, 300],
    },
    { area: 'Knee', tissue: 'Muscle/tendon', diagnosis: 'Patellar tendinopathy', code: 'KTPX', days: [0, 21] },
    {
      area: 'Knee',
      tissue: 'Cartilage/synovium/bursa',
      diagnosis: 'Medial meniscus tear - partial meniscectomy',
      code: 'KCMX',
      days: [35, 60],
    },
    { area: 'Knee', tissue: 'Cartilage/synovium/bursa', diagnosis: 'Osgood-Schlatter disease (apophysitis)', code: 'KBOX', days: [0, 28] },
    { area: 'Hip/groin', tissue: 'Muscle/tendon', diagnosis: 'Adductor longus strain grade 1', code: 'GMAL', days: [7, 16] },
    { area: 'Hip/groin', tissue: 'Muscle/tendon', diagnosis: 'Adductor-related groin pain', code: 'GTAX', days: [10, 40] },
    { area: 'Hip/groin', tissue: 'Muscle/tendon', diagnosis: 'Hip flexor strain (iliopsoas)', code: 'GMHX', days: [7, 21] },
    { area: 'Lower leg', tissue: 'Muscle/tendon', diagnosis: 'Calf strain (soleus)', code: 'QMSX', days: [14, 30] },
    { area: 'Lower leg', tissue: 'Bone', diagnosis: 'Tibial stress reaction', code: 'QSTX', days: [30, 60] },
    { area: 'Foot', tissue: 'Bone', diagnosis: '5th metatarsal stress fracture - screw fixation', code: 'FSM5', days: [60, 100] },
    { area: 'Head', tissue: 'Brain/spinal cord', diagnosis: 'Concussion (GRTP protocol)', code: 'HNCX', days: [12, 23] },
    { area: 'Shoulder', tissue: 'Ligament/joint capsule', diagnosis: 'AC joint sprain grade 2', code: 'SJAX', days: [10, 28] },
    { area: 'Lumbar spine', tissue: 'Bone', diagnosis: 'Pars interarticularis stress reaction', code: 'LSPX', days: [60, 120] },
    { area: 'Lumbar spine', tissue: 'Muscle/tendon', diagnosis: 'Lumbar muscle spasm', code: 'LMXX', days: [1, 5] },
  ];
  const mechanisms = [
    'Non-contact - sprinting',
    'Non-contact - change of direction',
    'Non-contact - landing',
    'Non-contact - kicking',
    'Contact - tackled',
    'Contact - tackling',
    'Contact - collision with player',
    'Contact - kicked',
    'Overuse - gradual onset',
  ];
  const clinicians = [
    'M. Reilly (physio)',
    'A. Kowalczyk (physio)',
    'J. Osei (physio)',
    'Dr S. Whitfield',
    'Dr R. Anand',
    'L. Brennan (academy physio)',
    'T. Hughes (academy physio)',
    'C. Byrne (S&C/rehab)',
  ];
  const squads: [string, number, number][] = [
    ['First Team', 32, 1990],
    ['U21', 28, 2004],
    ['U18', 30, 2008],
    ['U16', 26, 2010],
    ['Women', 28, 1994],
  ];
  const positions = ['GK', 'RB', 'LB', 'CB', 'CB', 'DM', 'CM', 'CM', 'AM', 'RW', 'LW', 'ST'];
  const names = new Set<string>(['Mensah, Kofi']);
  const rows: { key: string; text: string }[] = [];
  let record = 10_000;
  const csv = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const start = Date.UTC(2022, 6, 1);
  const today = Date.UTC(2026, 10, 14);
  const row = (
    player: string,
    playerId: string,
    squad: string,
    position: string,
    dob: string,
    injuryAt: number,
    injury: (typeof injuries)[number],
    fields: {
      mechanism?: string;
      side?: string;
      status?: string;
      expected?: string;
      actual?: string;
      days?: string;
      notes?: string;
      diagnosis?: string;
    } = {},
  ) => {
    const days = between(random, injury.days[0], injury.days[1]);
    const expectedAt = injuryAt + days * DAY;
    const closed = expectedAt + 10 * DAY < today;
    const actualAt = expectedAt + between(random, -4, 9) * DAY;
    const status = fields.status ?? (closed ? 'Closed - returned to play' : oneOf(random, ['Rehab', 'Modified training', 'Rehab']));
    const side = fields.side ?? (injury.area === 'Head' || injury.area === 'Lumbar spine' ? 'N/A' : oneOf(random, ['Left', 'Right']));
    const activity = random() < 0.55 ? 'Match' : random() < 0.85 ? 'Training' : 'Gym';
    const cols = [
      `MR-${record++}`,
      playerId,
      player,
      squad,
      position,
      dob,
      avoid(isoDate(injuryAt)),
      activity,
      fields.mechanism ?? oneOf(random, mechanisms),
      injury.area,
      side,
      injury.tissue,
      fields.diagnosis ?? injury.diagnosis,
      injury.code,
      days === 0 ? 'No time loss' : days <= 7 ? 'Minimal (1-7 d)' : days <= 28 ? 'Moderate (8-28 d)' : 'Severe (>28 d)',
      /reconstruction|fixation|meniscectomy|repair/.test(fields.diagnosis ?? injury.diagnosis) ? 'Y' : 'N',
      oneOf(random, clinicians),
      status,
      fields.days ?? (closed ? String(Math.max(0, Math.round((actualAt - injuryAt) / DAY))) : ''),
      fields.expected ?? avoid(isoDate(expectedAt)),
      fields.actual ?? (closed ? avoid(isoDate(actualAt)) : ''),
      fields.notes ?? oneOf(random, ['', 'Graded RTP plan agreed', 'Scan confirmed', 'Parents informed', 'Follow-up clinic booked']),
    ];
    rows.push({ key: player, text: cols.map(csv).join(',') });
  };
  for (const [squad, size, born] of squads) {
    for (let p = 0; p < size; p++) {
      const player = fresh(names, () => `${oneOf(random, LAST)}, ${oneOf(random, squad === 'Women' ? WOMEN : MEN)}`);
      const playerId = `P${digits(random, 5)}`;
      const dob = avoid(
        isoDate(
          Date.UTC(
            born + between(random, 0, squad === 'First Team' || squad === 'Women' ? 14 : 1),
            between(random, 0, 11),
            between(random, 1, 28),
          ),
        ),
      );
      const position = oneOf(random, positions);
      const count = between(random, 2, 14);
      const academy = squad.startsWith('U');
      for (let r = 0; r < count; r++)
        row(
          player,
          playerId,
          squad,
          position,
          dob,
          start + pick(random, Math.floor((today - start) / DAY)) * DAY,
          oneOf(random, injuries),
          {
            notes: oneOf(random, [
              '',
              '',
              'Graded RTP plan agreed',
              'Scan confirmed',
              'GPS-monitored reintroduction',
              'Follow-up clinic booked',
              'Load management on return',
              academy ? 'Parents informed' : 'Club doctor review',
            ]),
          },
        );
    }
  }
  const meniscus = {
    area: 'Knee',
    tissue: 'Cartilage/synovium/bursa',
    diagnosis: 'Lateral meniscus tear (bucket handle) - arthroscopic repair 24/10/2026',
    code: 'KCLX',
    days: [90, 120] as [number, number],
  };
  row('Mensah, Kofi', 'P40872', 'U18', 'CM', '2008-05-14', Date.UTC(2026, 9, 17), meniscus, {
    mechanism: 'Contact - tackled',
    side: 'Left',
    status: 'Post-op rehab',
    expected: needle,
    actual: '',
    days: '',
    notes: 'PWB crutches 2/52; ROM 0-90 to week 4; no pivoting until 12/52',
  });
  row('Mensah, Daniel', 'P31190', 'U21', 'RB', '2005-02-09', Date.UTC(2026, 9, 4), injuries[1]!);
  row('Osborne, Tyrese', 'P40615', 'U21', 'CB', '2005-09-30', Date.UTC(2026, 9, 11), injuries[11]!, {
    mechanism: 'Non-contact - change of direction',
    status: 'Rehab',
  });
  row('Adeyemi, Joel', 'P40911', 'U18', 'LB', '2008-11-02', Date.UTC(2026, 9, 24), injuries[8]!, {
    mechanism: 'Contact - tackled',
    status: 'Rehab',
  });
  row(
    'Fairbrother, Owen',
    'P40744',
    'U18',
    'ST',
    '2009-01-19',
    Date.UTC(2025, 2, 8),
    { ...meniscus, code: 'KCMX' },
    {
      diagnosis: 'Medial meniscus tear - repair',
      mechanism: 'Contact - tackled',
      status: 'Closed - returned to play',
    },
  );
  rows.sort((a, b) => a.key.localeCompare(b.key));
  const header =
    'record_id,player_id,player_name,squad,position,date_of_birth,date_of_injury,activity,mechanism,body_area,side,tissue,diagnosis,osiics_code,severity,surgery,clinician,status,days_lost,expected_rtp,actual_rtp,notes';
  const output = [header, ...rows.map((r) => r.text)].join('\n') + '\n';
  return probe(
    'round 62: academy knee return (preamble, paraphrase)',
    'Our academy manager has been asking about the lad in the under-18s who damaged the cartilage in his knee when he got tackled last month. When do the medical team expect him to be back playing?',
    'medical_export_injury_register',
    output,
    'rtp',
    needle,
  );
}

/** 9. The event control room's log for the match day, manual entries and automatic feeds together. */
function controlRoomAllClear(): EconomicsTask {
  const random = seededRandom(620_009);
  type Entry = { at: number; source: string; category: string; text: string };
  const entries: Entry[] = [];
  const taken = new Set<number>();
  const add = (at: number, source: string, category: string, text: string) => {
    while (taken.has(at)) at++;
    taken.add(at);
    entries.push({ at, source, category, text });
  };
  const h = (hh: number, mm: number, ss = 0) => hh * 3600 + mm * 60 + ss;
  // Near misses: an earlier bag left in a car park, quickly resolved; other family stand incidents.
  add(h(12, 48, 13), 'RADIO CH6', 'SECURITY', 'Tango 31: unattended bag by pay machine, Car Park A');
  add(h(12, 50, 40), 'SO', 'SECURITY', 'Car Park A bag: owner returned to vehicle while steward on scene, no further action');
  add(h(14, 12, 9), 'RADIO CH5', 'WELFARE', 'Echo 6: lost child (boy, 7, red coat) reported at Family Stand kiosk 2; parents with steward');
  add(h(14, 19, 52), 'RADIO CH5', 'WELFARE', 'Echo 6: lost child reunited with parents at Family Stand office, stand down');
  add(h(15, 22, 36), 'MED', 'MEDICAL', 'Family Stand block F3 row M: adult male chest pain, doctor attending; conveyed to ambulance 15:31');
  // The incident.
  add(
    h(14, 31, 9),
    'RADIO CH5',
    'SECURITY',
    'Echo 11: unattended holdall under the stairs at the rear of block F3, Family Enclosure concourse, nobody claiming it',
  );
  add(
    h(14, 31, 47),
    'SO',
    'SECURITY',
    'Suspect item procedure started for F3 holdall. HOT: not hidden, nothing obviously suspicious, not typical for location. CCTV tasked camera F-12',
  );
  add(
    h(14, 34, 20),
    'CCTV',
    'SECURITY',
    'F-12 review: bag put down 14:09 by male, grey jacket, blue cap, who then walked to kiosk F2 queue',
  );
  add(h(14, 36, 2), 'SO', 'SECURITY', 'Cordon 25 m around F3 stairs; kiosk F2 closed; fans redirected to F1 and F4 stairs');
  add(h(14, 38, 44), 'POL', 'SECURITY', 'Police Bronze informed of F3 holdall, PS 2231 attending');
  add(h(14, 52, 30), 'SO', 'SECURITY', 'PA message (code Blue Bag) played in Family Enclosure only');
  add(
    h(15, 4, 18),
    'RADIO CH5',
    'SECURITY',
    'Echo 6: male matching CCTV description found in F1 queue, says the holdall is his (kit bag), escorting to PS 2231',
  );
  add(
    h(15, 6, 41),
    'POL',
    'SECURITY',
    'PS 2231 satisfied: holdall contains football kit, owner identified. Cordon stood down, F3 stairs and kiosk F2 reopened',
  );
  add(h(15, 8, 3), 'SO', 'SECURITY', 'F3 holdall incident closed. Owner given words of advice; no further police action');
  // Automatic feeds.
  let north = 0;
  let south = 0;
  let main = 0;
  let family = 0;
  let away = 0;
  for (let t = h(13, 30, 5); t <= h(15, 25); t += between(random, 25, 40)) {
    const ramp = t < h(14, 0) ? 1 : t < h(14, 45) ? 3 : t < h(15, 0) ? 4 : 1;
    north += between(random, 4, 12) * ramp;
    south += between(random, 5, 14) * ramp;
    main += between(random, 3, 10) * ramp;
    family += between(random, 1, 5) * ramp;
    away += between(random, 0, 4) * ramp;
    add(
      t,
      'AUTO',
      'INGRESS',
      `Turnstile count ${thousands(north + south + main + family + away)} (North ${thousands(north)} | South ${thousands(south)} | Main ${thousands(main)} | Family ${thousands(family)} | Away ${thousands(away)})`,
    );
  }
  for (let t = h(7, 0, 12); t <= h(18, 30); t += 1800) {
    add(
      t,
      'AUTO',
      'WEATHER',
      `WS-01 ${between(random, 6, 10)}.${between(random, 0, 9)}C, wind SW ${between(random, 8, 24)} mph, gusts ${between(random, 20, 34)} mph, rain ${between(random, 0, 3)}.${between(random, 0, 9)} mm/h`,
    );
  }
  for (let t = h(8, 0, 30); t <= h(18, 0); t += between(random, 300, 900)) {
    add(
      t,
      'AUTO',
      'FIRE PANEL',
      oneOf(random, [
        `Zone ${between(random, 1, 48)} device ${between(random, 1, 120)} pre-alarm reset (kitchen extract)`,
        `Panel ${between(random, 1, 4)} routine poll OK`,
        `Zone ${between(random, 1, 48)} isolate removed by ENG-02`,
        `Door holder group ${between(random, 1, 12)} released and reset (test)`,
        `Panel ${between(random, 1, 4)} battery check OK`,
      ]),
    );
  }
  const callsigns = [
    'Mike Lower 4',
    'Mike Upper 12',
    'November Lower 9',
    'November Upper 3',
    'Sierra Lower 17',
    'Sierra Upper 8',
    'Echo 6',
    'Echo 11',
    'Alpha 2',
    'Tango 14',
    'Tango 31',
    'Whiskey 3',
    'Sierra East 5',
  ];
  const radio = [
    'in position, gangway clear',
    'requesting relief for comfort break',
    'spillage on concourse by kiosk, cleaner requested',
    'lost property (wallet) handed to ticket office',
    'supporter asking for accessible toilet key, assisted',
    'queue at kiosk building, asked catering to open second till',
    'standing in rows A-C, words of advice given',
    'supporter with no ticket refused at turnstile, walked away',
    'flag check completed, all within policy',
    'minor first aid (grazed knee), dealt with by first aider',
    'pushchair stored at family stand office',
    'turnstile reader slow, ticket office advised',
    'smoking in stairwell, words of advice given',
    'steward arrived late, signed in with supervisor',
  ];
  for (let i = 0; i < 2300; i++) {
    const t = between(random, h(11, 0), h(17, 40));
    const who = oneOf(random, callsigns);
    add(t, `RADIO CH${between(random, 2, 6)}`, 'ROUTINE', `${who}: ${oneOf(random, radio)}`);
  }
  const control = [
    ['SO', 'ADMIN', 'Pre-event checks commenced, all stands'],
    ['DSO', 'ADMIN', 'Steward briefing complete, 412 stewards signed in'],
    ['SO', 'SAFETY', 'Pre-event sweep of North Stand complete, all clear'],
    ['SO', 'SAFETY', 'Pre-event sweep of South Stand complete, all clear'],
    ['SO', 'SAFETY', 'Pre-event sweep of Main Stand complete, all clear'],
    ['SO', 'SAFETY', 'Pre-event sweep of East Stand (Family) complete, all clear'],
    ['SO', 'SAFETY', 'Pre-event sweep of away section complete, all clear'],
    ['ENG', 'ENGINEERING', 'PA and VA system tested all zones, satisfactory'],
    ['MED', 'MEDICAL', 'Medical team on site: 2 doctors, 1 ambulance, 14 first aiders'],
    ['POL', 'POLICE', 'Police Bronze on site, 24 officers, 2 spotters'],
    ['SO', 'ADMIN', 'Gates open to all stands'],
    ['CCTV', 'CCTV', 'Away coaches (6) arrived Car Park B, escorted to away turnstiles'],
    ['SO', 'SAFETY', 'Kick-off. Attendance estimate 17,400'],
    ['SO', 'SAFETY', 'Half time'],
    ['SO', 'SAFETY', 'Second half under way'],
    ['SO', 'SAFETY', 'Full time. Exit gates open. Egress commenced'],
    ['SO', 'SAFETY', 'Pitch perimeter all clear; stewards stood down from pitch side'],
    ['SO', 'ADMIN', 'Stand clearance complete; debrief 18:00 Kilnworks Lounge'],
  ];
  const controlTimes = [
    h(7, 30),
    h(12, 20),
    h(12, 40),
    h(12, 48),
    h(12, 55),
    h(13, 2),
    h(13, 8),
    h(13, 12),
    h(13, 15),
    h(13, 20),
    h(13, 30),
    h(14, 5),
    h(15, 0),
    h(15, 47),
    h(16, 3),
    h(16, 52),
    h(17, 10),
    h(17, 34),
  ];
  control.forEach(([source, category, text], i) => add(controlTimes[i]! + between(random, 0, 50), source!, category!, text!));
  entries.sort((a, b) => a.at - b.at);
  const lines = [
    'EVENT CONTROL LOG - Fenwick Town v Castlemoor United - Brewery Lane - Saturday 14/11/2026',
    'Safety Officer: Helen Marsh   Deputy: Graham Ruddock   Log keeper: Sian Pryor   Police Bronze: Insp. D. Lowther',
    '',
    'SEQ    TIME      SOURCE        CATEGORY      ENTRY',
    ...entries.map(
      (e, i) => `${String(i + 1).padStart(5, '0')}  ${clock(e.at)}  ${e.source.padEnd(12)}  ${e.category.padEnd(12)}  ${e.text}`,
    ),
    '',
    `${entries.length} entries. Log closed 18:41 by Sian Pryor.`,
  ];
  const output = lines.join('\n') + '\n';
  return probe(
    'round 62: family stand all-clear (preamble, paraphrase)',
    'I’m writing up the debrief for the Safety Advisory Group on today’s game. There was a scare before kick-off when somebody left a rucksack near the family stand. What time was the all-clear given on that?',
    'ecr_export_log',
    output,
    'allclear',
    '15:06:41',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** 10. The soil probe network's latest readings, one row per probe, as the CLI prints them. */
function soilProbeOutlier(): EconomicsTask {
  const random = seededRandom(620_010);
  const probes = new Set<string>();
  const sites: [string, string, number, number][] = [
    ['Brewery Lane', 'MAIN', 156, 3],
    ['Holloway Lane', 'FT1', 143, 0],
    ['Holloway Lane', 'FT2', 130, 0],
    ['Holloway Lane', 'FT3', 91, 0],
    ['Holloway Lane', 'TH1', 130, 0],
    ['Holloway Lane', 'TH2', 130, 0],
    ['Holloway Lane', 'TH3', 117, 0],
    ['Holloway Lane', 'AC1', 130, 0],
    ['Holloway Lane', 'AC2', 117, 0],
    ['Holloway Lane', 'AC3', 91, 0],
    ['Holloway Lane', 'AC4', 65, 0],
    ['Holloway Lane', 'YD1', 91, 0],
    ['Holloway Lane', 'YD2', 78, 0],
    ['Holloway Lane', 'YD3', 78, 0],
  ];
  const header =
    'PROBE       SITE           PITCH  GRID  GATEWAY   VWC_50  VWC_100  VWC_200  T_50  T_100  T_200  EC_100  SALINITY  BATT_V  RSSI  SNR    FW      INSTALLED   LAST_REPORT';
  const lines: string[] = [
    '$ turfsense probes list --site all --sort site,pitch,grid',
    'TurfSense Cloud CLI 3.7.0 - account fenwick-town-afc (14 pitches, readings are the latest 15-minute sample)',
    '',
    header,
  ];
  const all: string[] = [];
  const total = sites.reduce((s, [, , n]) => s + n, 0);
  const targetAt = Math.floor(total * 0.57);
  let needle = '';
  for (const [site, pitch, count, warm] of sites) {
    for (let i = 0; i < count; i++) {
      const grid = `${String.fromCharCode(65 + Math.floor(i / 10))}${(i % 10) + 1}`;
      const id = fresh(probes, () => `TSN-${chars(random, '0123456789ABCDEF', 6)}`);
      const base = 7.2 + warm + between(random, -12, 12) / 10;
      let temps = [base - 0.6 + between(random, -3, 3) / 10, base + between(random, -3, 3) / 10, base + 0.7 + between(random, -3, 3) / 10];
      if (all.length === targetAt) {
        needle = id;
        temps = [22.6, 23.4, 23.1];
      }
      const vwc = 28 + between(random, -60, 70) / 10;
      const ec = between(random, 40, 120) / 100;
      all.push(
        [
          id.padEnd(10),
          site.padEnd(13),
          pitch.padEnd(5),
          grid.padEnd(4),
          `GW-${pitch}-${Math.floor(i / 40) + 1}`.padEnd(8),
          (vwc - 2.1).toFixed(1).padStart(6),
          vwc.toFixed(1).padStart(7),
          (vwc + 2.4).toFixed(1).padStart(7),
          temps[0]!.toFixed(1).padStart(4),
          temps[1]!.toFixed(1).padStart(5),
          temps[2]!.toFixed(1).padStart(5),
          ec.toFixed(2).padStart(6),
          (ec * 0.64).toFixed(2).padStart(8),
          (between(random, 338, 362) / 100).toFixed(2).padStart(6),
          String(-between(random, 68, 112)).padStart(4),
          (between(random, -50, 95) / 10).toFixed(1).padStart(5),
          oneOf(random, ['2.14.1', '2.14.1', '2.14.1', '2.14.0']).padEnd(6),
          `${between(random, 2021, 2025)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
          `2026-11-14 06:${pad2(between(random, 40, 55))}`,
        ].join('  '),
      );
    }
  }
  lines.push(
    ...all,
    '',
    `${all.length} probes, ${sites.length} pitches. Use "turfsense probes history <PROBE>" for a probe's readings over time.`,
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 62: soil probe temperature (odd one out)',
    'One of the soil probes is reading a temperature that’s way off from all the others - which probe is it?',
    'turfsense_probes_list',
    output,
    'probe',
    needle,
  );
}

/** 11. The academy's GPS training load export, one row per player per session. */
function gpsTopSpeed(): EconomicsTask {
  const random = seededRandom(620_011);
  const needle = '47.83';
  const squads: [string, string[]][] = [];
  const names = new Set<string>();
  for (const squad of ['U18', 'U21']) {
    squads.push([squad, Array.from({ length: 24 }, () => fresh(names, () => `${oneOf(random, MEN)} ${oneOf(random, LAST)}`))]);
  }
  const positions = ['Goalkeeper', 'Centre Back', 'Full Back', 'Central Midfield', 'Wide Midfield', 'Forward'];
  const positionOf = new Map<string, string>();
  for (const [, players] of squads) for (const p of players) positionOf.set(p, oneOf(random, positions));
  const sessionTypes = [
    'MD-4 Strength',
    'MD-3 Tactical',
    'MD-2 Speed',
    'MD-1 Activation',
    'MD Match',
    'MD+1 Recovery',
    'MD+2 Conditioning',
  ];
  const rows: string[] = [];
  const header =
    'Date,Session Title,Squad,Player Name,Position Name,Total Duration (min),Total Distance (m),Meterage Per Minute,HSR Distance (m),Sprint Distance (m),Max Velocity (km/h),Accelerations (>3 m/s2),Decelerations (<-3 m/s2),Player Load,Max Heart Rate (bpm)';
  let day = Date.UTC(2026, 7, 24);
  const end = Date.UTC(2026, 10, 13);
  let targetPlaced = false;
  const total = 2300;
  while (day <= end) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0) {
      for (const [squad, players] of squads) {
        const type = sessionTypes[(weekday + (squad === 'U21' ? 1 : 0)) % sessionTypes.length]!;
        const title = `${squad} ${type}`;
        const match = type.startsWith('MD Match');
        const duration = match ? between(random, 88, 98) : between(random, 55, 95);
        for (const player of players) {
          if (random() < 0.12) continue;
          const gk = positionOf.get(player) === 'Goalkeeper';
          const mpm = gk ? between(random, 35, 55) : between(random, match ? 100 : 60, match ? 125 : 105);
          const dist = Math.round(mpm * duration);
          const hsr = gk ? between(random, 0, 60) : Math.round((dist * between(random, 3, 11)) / 100);
          const sprint = gk ? between(random, 0, 10) : Math.round((hsr * between(random, 10, 35)) / 100);
          let vmax = gk ? between(random, 2100, 2650) / 100 : between(random, 2600, 3420) / 100;
          if (!targetPlaced && squad === 'U18' && !gk && rows.length >= total * 0.48) {
            vmax = 47.83;
            targetPlaced = true;
          }
          rows.push(
            [
              new Date(day).toISOString().slice(0, 10),
              title,
              squad,
              player,
              positionOf.get(player),
              duration,
              dist,
              mpm.toFixed(1),
              hsr,
              sprint,
              vmax.toFixed(2),
              between(random, 8, 45),
              between(random, 8, 50),
              ((dist / between(random, 80, 120)) * 10).toFixed(1),
              between(random, 168, 204),
            ].join(','),
          );
        }
      }
    }
    day += DAY;
  }
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 62: GPS top speed (odd one out)',
    'One of the academy players has a top speed on the GPS reports that can’t possibly be right - who was it, and what speed did it say?',
    'gps_export_sessions',
    output,
    'vmax',
    needle,
  );
}

/** 12. The ticketing CRM's season ticket renewals for 2026/27, CSV. */
function renewalUnderpaid(): EconomicsTask {
  const random = seededRandom(620_012);
  const accounts = new Set<string>();
  const stands: [string, string[], number][] = [
    ['Main Stand', ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11'], 545],
    ['North Stand', ['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9'], 465],
    ['South Stand', ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10'], 485],
    ['East Stand (Family)', ['F1', 'F2', 'F3', 'F4'], 425],
  ];
  const categories: [string, number][] = [
    ['Adult', 1],
    ['Adult', 1],
    ['Adult', 1],
    ['Adult', 1],
    ['Senior (65+)', 0.72],
    ['Senior (65+)', 0.72],
    ['18-21', 0.6],
    ['Under 18', 0.34],
    ['Under 12', 0.2],
    ['Disabled', 0.72],
  ];
  const methods = ['Card', 'Card', 'Direct Debit (10 months)', 'Direct Debit (10 months)', 'Season Ticket Loan', 'Cash (ticket office)'];
  const postcodes = [
    'FT1',
    'FT2',
    'FT3',
    'FT4',
    'FT5',
    'FT6',
    'FT7',
    'FT8',
    'FT9',
    'FT10',
    'FT11',
    'FT12',
    'FT14',
    'FT15',
    'HX2',
    'HX4',
    'BD7',
    'LS12',
  ];
  const rows: string[] = [];
  const count = 3400;
  const targetAt = Math.floor(count * 0.44);
  let needle = '';
  for (let i = 0; i < count; i++) {
    const [stand, blocks, adult] = oneOf(random, stands);
    const [category, factor] = oneOf(random, categories);
    const account = fresh(accounts, () => `FT${digits(random, 7)}`);
    const woman = random() < 0.34;
    const junior = category.startsWith('Under');
    const title = junior ? '' : woman ? oneOf(random, ['Mrs', 'Ms', 'Miss', 'Dr', '']) : oneOf(random, ['Mr', 'Mr', 'Mr', 'Dr', '']);
    let price = Math.round(adult * factor);
    if (random() < 0.3) price = Math.round(price * 0.9);
    let paid = price.toFixed(2);
    if (i === targetAt) {
      needle = account;
      paid = '5.45';
    }
    const date = Date.UTC(2026, 4, 1) + pick(random, 92) * DAY;
    rows.push(
      [
        account,
        title,
        oneOf(random, woman ? WOMEN : MEN),
        oneOf(random, LAST),
        `${oneOf(random, postcodes)} ${between(random, 1, 9)}${chars(random, UPPER, 2)}`,
        stand,
        oneOf(random, blocks),
        chars(random, 'ABCDEFGHJKLMNPQRSTUVW', 1),
        between(random, 1, 180),
        category,
        isoDate(date),
        oneOf(random, methods),
        paid,
        oneOf(random, ['RENEWED', 'RENEWED', 'RENEWED', 'RENEWED - SEAT MOVE', 'RENEWED - UPGRADE']),
        between(random, 0, 24) * 50,
      ]
        .map((v) => (/,/.test(String(v)) ? `"${v}"` : String(v)))
        .join(','),
    );
  }
  const header =
    'account_no,title,first_name,last_name,postcode,stand,block,row,seat,category,renewal_date,payment_method,amount_paid_gbp,status,loyalty_points';
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 62: season ticket renewal (odd one out)',
    'One of this season’s ticket renewals looks like it went through for a tiny amount compared with what everyone else paid - whose account is it?',
    'crm_export_renewals',
    output,
    'account',
    needle,
  );
}

export function roundSixtyTwo(): EconomicsTask[] {
  return [
    seasonTicketSeat(),
    turnstileBarcode(),
    shopBundleEndpoint(),
    stewardLicence(),
    cctvCameraIp(),
    irrigationDecoder(),
    cateringRefund(),
    academyKneeReturn(),
    controlRoomAllClear(),
    soilProbeOutlier(),
    gpsTopSpeed(),
    renewalUnderpaid(),
  ];
}
