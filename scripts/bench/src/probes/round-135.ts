/**
 * Probe round 135, written blind: Pulsefield Gyms, a made-up chain of fitness clubs (door access control, class bookings, cardio equipment telemetry, memberships and direct debits, pool plant, personal trainer diaries). "Today" is Thursday, 7 January 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - guest pass at the turnstiles (minified JSON of a day's door events): which day-pass code came through the front turnstiles at 15:17 yesterday;
 *  - Dublin direct debit file (one-line SEPA pain.008 XML): which mandate reference tomorrow's run holds for one named member;
 *  - treadmill console log (CSV of service tickets, one field a whole console log): which fault code the treadmill logged when its belt stopped on Tuesday evening;
 * b. The answer a few lines away from the line the question's words match:
 *  - trainer diary (YAML): the booking id of one client's Friday 07:30 session with one trainer;
 *  - door controller config (pretty XML): the IP address of the controller that drives one club's creche door;
 *  - household memberships (pretty JSON): the member number of the lead payer on the household a named junior belongs to;
 * c. A question that paraphrases the output or carries a preamble:
 *  - club timetable (HTML page): the booking link id of Saturday's 09:00 indoor cycling class, asked as "spinning";
 *  - unpaid direct debits (fixed-width ARUDD report): the payer reference returned as "payer deceased", asked as "has died";
 *  - pool plant events (key=value log): the cycle id of Monday morning's reverse-flow run on the main pool filter, asked as "backwashed", after a preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - cardio fleet (fixed-width table): the one treadmill whose console firmware is behind the rest of its model;
 *  - direct debit schedule (CSV): the one member whose collection is ten times the plan's price;
 *  - door controller metrics (Prometheus text): the one controller whose clock offset is an hour out.
 * Not among the bench's targets.
 * First run, at d876159 (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=135
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,005,077 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 135: guest pass at the turnstiles
 *     codex: 14,432 tokens, peak 14,343, 0/1 needles, 0 read-backs
 *     context-chef: 745 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,382 tokens, peak 1,394, 0/1 needles, 4 read-backs
 *     ours: 4,663 tokens, peak 1,012, 0/1 needles, 4 read-backs
 *   round 135: Dublin direct debit mandate
 *     codex: 9,614 tokens, peak 9,534, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 800, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,202 tokens, peak 1,548, 1/1 needles, 3 read-backs
 *     ours: 5,282 tokens, peak 1,496, 0/1 needles, 4 read-backs
 *   round 135: treadmill console log
 *     codex: 5,363 tokens, peak 5,263, 0/1 needles, 0 read-backs
 *     context-chef: 843 tokens, peak 743, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,757 tokens, peak 2,740, 0/1 needles, 4 read-backs
 *     ours: 9,859 tokens, peak 5,673, 0/1 needles, 2 read-backs
 *   round 135: trainer diary booking
 *     codex: 10,394 tokens, peak 10,318, 0/1 needles, 0 read-backs
 *     context-chef: 589 tokens, peak 513, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,394 tokens, peak 1,182, 0/1 needles, 1 read-backs
 *     ours: 943 tokens, peak 669, 1/1 needles, 0 read-backs
 *   round 135: creche door controller
 *     codex: 12,960 tokens, peak 12,888, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,608 tokens, peak 2,950, 0/1 needles, 3 read-backs
 *     ours: 15,815 tokens, peak 6,628, 0/1 needles, 4 read-backs
 *   round 135: household lead payer
 *     codex: 12,531 tokens, peak 12,446, 0/1 needles, 0 read-backs
 *     context-chef: 664 tokens, peak 579, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,181 tokens, peak 3,036, 0/1 needles, 4 read-backs
 *     ours: 1,791 tokens, peak 829, 1/1 needles, 1 read-backs
 *   round 135: Saturday spin class link
 *     codex: 12,248 tokens, peak 12,143, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,183 tokens, peak 2,268, 0/1 needles, 2 read-backs
 *     ours: 5,573 tokens, peak 2,542, 0/1 needles, 2 read-backs
 *   round 135: payer who has died
 *     codex: 16,019 tokens, peak 15,913, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,028 tokens, peak 1,315, 0/1 needles, 4 read-backs
 *     ours: 4,312 tokens, peak 926, 0/1 needles, 4 read-backs
 *   round 135: pool filter backwash
 *     codex: 17,331 tokens, peak 17,219, 0/1 needles, 0 read-backs
 *     context-chef: 894 tokens, peak 782, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,489 tokens, peak 1,400, 0/1 needles, 4 read-backs
 *     ours: 4,195 tokens, peak 894, 0/1 needles, 4 read-backs
 *   round 135: treadmill firmware
 *     codex: 16,880 tokens, peak 16,796, 0/1 needles, 0 read-backs
 *     context-chef: 672 tokens, peak 588, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,421 tokens, peak 1,180, 0/1 needles, 4 read-backs
 *     ours: 5,368 tokens, peak 2,165, 1/1 needles, 4 read-backs
 *   round 135: overcharged member
 *     codex: 22,210 tokens, peak 22,125, 0/1 needles, 0 read-backs
 *     context-chef: 987 tokens, peak 902, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,962 tokens, peak 2,902, 0/1 needles, 2 read-backs
 *     ours: 4,468 tokens, peak 2,364, 1/1 needles, 2 read-backs
 *   round 135: door controller clock
 *     codex: 13,910 tokens, peak 13,813, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,665 tokens, peak 1,241, 0/1 needles, 4 read-backs
 *     ours: 4,023 tokens, peak 875, 0/1 needles, 4 read-backs
 *     codex: 163,892 tokens, 0/12 needles
 *     context-chef: 9,018 tokens, 0/12 needles
 *     context-chef-store: 72,272 tokens, 1/12 needles
 *     ours: 66,292 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom, shuffle } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------
// Shared filler: clubs, people, ids.
// ---------------------------------------------------------------------------------------------------------

/** The clubs, in the order the systems number them. */
const CLUBS = [
  { code: 'MAN-01', slug: 'MAN', name: 'Manchester Deansgate', net: 41 },
  { code: 'LDS-01', slug: 'LDS', name: 'Leeds Kirkstall', net: 42 },
  { code: 'SHF-01', slug: 'SHF', name: 'Sheffield Kelham Island', net: 43 },
  { code: 'NCL-01', slug: 'NCL', name: 'Newcastle Quayside', net: 45 },
  { code: 'GLA-01', slug: 'GLA', name: 'Glasgow Merchant City', net: 46 },
  { code: 'CDF-01', slug: 'CDF', name: 'Cardiff Bay', net: 44 },
  { code: 'BRS-01', slug: 'BRS', name: 'Bristol Harbourside', net: 47 },
  { code: 'BHM-01', slug: 'BHM', name: 'Birmingham Digbeth', net: 48 },
  { code: 'NOT-01', slug: 'NOT', name: 'Nottingham Lace Market', net: 49 },
  { code: 'LIV-01', slug: 'LIV', name: 'Liverpool Baltic', net: 50 },
  { code: 'DUB-01', slug: 'DUB', name: 'Dublin Docklands', net: 51 },
  { code: 'DUB-02', slug: 'DUR', name: 'Dublin Ranelagh', net: 52 },
] as const;

const FIRST = [
  'Aisha',
  'Alfie',
  'Amara',
  'Amelia',
  'Arjun',
  'Ben',
  'Bethan',
  'Callum',
  'Caoimhe',
  'Chloe',
  'Ciaran',
  'Daniel',
  'Deepa',
  'Dylan',
  'Eilidh',
  'Ellie',
  'Emeka',
  'Erin',
  'Ewa',
  'Faisal',
  'Fiona',
  'Freya',
  'Grace',
  'Hamza',
  'Hannah',
  'Harry',
  'Imran',
  'Isla',
  'Jack',
  'Jade',
  'James',
  'Jasmine',
  'Joe',
  'Kasia',
  'Kieran',
  'Laura',
  'Leah',
  'Liam',
  'Lucy',
  'Maya',
  'Megan',
  'Mohammed',
  'Nadia',
  'Niamh',
  'Oisin',
  'Olivia',
  'Owen',
  'Priya',
  'Rachel',
  'Rhys',
  'Rory',
  'Ruth',
  'Ryan',
  'Saoirse',
  'Sam',
  'Sean',
  'Sophie',
  'Tariq',
  'Tom',
  'Yusuf',
  'Zara',
  'Zoe',
  'Marek',
  'Siobhan',
  'Declan',
  'Aoife',
  'Connor',
  'Lauren',
  'Nathan',
  'Holly',
  'Adam',
  'Kwame',
  'Mei',
];
const LAST = [
  'Ahmed',
  'Ali',
  'Bailey',
  'Begum',
  'Brennan',
  'Byrne',
  'Campbell',
  'Chen',
  'Clarke',
  'Collins',
  'Davies',
  'Doherty',
  'Edwards',
  'Evans',
  'Fitzgerald',
  'Fraser',
  'Gallagher',
  'Green',
  'Hall',
  'Hughes',
  'Hussain',
  'Jones',
  'Kaur',
  'Kelly',
  'Kennedy',
  'Khan',
  'Kowalski',
  'Lewis',
  'Lynch',
  'MacLeod',
  'Mensah',
  'Morgan',
  'Murphy',
  'Nowak',
  'Nwosu',
  'Okoro',
  'Patel',
  'Price',
  'Quinn',
  'Reid',
  'Roberts',
  'Robinson',
  'Ryan',
  'Shah',
  'Sharma',
  'Singh',
  'Smith',
  'Stewart',
  'Taylor',
  'Thomas',
  'Thompson',
  'Walsh',
  'Ward',
  'Watson',
  'Williams',
  'Wilson',
  'Wright',
  'Young',
  'Zielinski',
  'Adeyemi',
  'Doyle',
  'Farrell',
  'Holmes',
  'Iqbal',
  'Jackson',
  'Kavanagh',
  'Lowe',
  'Moran',
];

/** A member's name, never one of `avoid` (the names the question is about). */
function personName(random: () => number, avoid: readonly string[] = []): string {
  for (;;) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    if (!avoid.includes(name)) return name;
  }
}

/** A fresh value of `make`: never one already in `taken` (which holds the needle from the start). */
function fresh(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** A member number, `PFM-0` and six digits. */
const memberNo = (random: () => number) => `PFM-0${between(random, 100000, 999999)}`;

/** `2027-01-06T15:17:08` from a day of January 2027 and seconds since its midnight. */
function janTime(day: number, seconds: number): string {
  const s = Math.floor(seconds);
  return `2027-01-${pad2(day)}T${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** Seconds since midnight for `hh:mm:ss`. */
const at = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;

/** `n` sorted times, uniform in [from, to). */
function times(random: () => number, n: number, from: number, to: number): number[] {
  return Array.from({ length: n }, () => from + random() * (to - from)).sort((x, y) => x - y);
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------------

/** a1: a day of door events at Deansgate, as the access API returns them: one line of minified JSON. */
function a1GuestPassTurnstile(): EconomicsTask {
  const random = seededRandom(135_001);
  const needle = 'GP-7K3QX9';
  const taken = new Set<string>([needle]);
  const passCode = () => fresh(taken, () => `GP-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`);
  const doors = [
    { id: 'D-MAN-001', name: 'Main entrance turnstile 1', reader: 'RDR-MAN-001A', weight: 9, kind: 'entry' },
    { id: 'D-MAN-002', name: 'Main entrance turnstile 2', reader: 'RDR-MAN-002A', weight: 9, kind: 'entry' },
    { id: 'D-MAN-003', name: 'Exit turnstile', reader: 'REX-MAN-003', weight: 12, kind: 'exit' },
    { id: 'D-MAN-010', name: 'Studio 1', reader: 'RDR-MAN-010A', weight: 3, kind: 'member' },
    { id: 'D-MAN-011', name: 'Studio 2', reader: 'RDR-MAN-011A', weight: 3, kind: 'member' },
    { id: 'D-MAN-012', name: 'Cycle studio', reader: 'RDR-MAN-012A', weight: 3, kind: 'member' },
    { id: 'D-MAN-014', name: 'Spa suite (sauna and steam)', reader: 'RDR-MAN-014A', weight: 4, kind: 'member' },
    { id: 'D-MAN-015', name: 'Pool hall', reader: 'RDR-MAN-015A', weight: 4, kind: 'member' },
    { id: 'D-MAN-020', name: 'Creche', reader: 'RDR-MAN-020A', weight: 1, kind: 'member' },
    { id: 'D-MAN-030', name: 'Staff room', reader: 'RDR-MAN-030A', weight: 1, kind: 'staff' },
    { id: 'D-MAN-031', name: 'Plant room (pool side)', reader: 'RDR-MAN-031A', weight: 1, kind: 'staff' },
  ] as const;
  const weighted = doors.flatMap((d) => Array.from({ length: d.weight }, () => d));
  const members = Array.from({ length: 520 }, () => ({
    fob: fresh(taken, () => hex(random, 8).toUpperCase()),
    ref: fresh(taken, () => memberNo(random)),
    name: personName(random),
  }));
  const staff = Array.from({ length: 14 }, () => ({
    fob: fresh(taken, () => hex(random, 8).toUpperCase()),
    ref: fresh(taken, () => `PFS-${between(random, 1000, 9999)}`),
    name: personName(random),
  }));
  const memberDenials = ['off_peak_plan', 'membership_frozen', 'anti_passback', 'balance_outstanding', 'spa_not_in_plan'];
  type Door = (typeof doors)[number];
  const event = (seconds: number, door: Door, guest?: string) => {
    const ts = `${janTime(6, seconds)}.${String(between(random, 0, 999)).padStart(3, '0')}Z`;
    let credential: unknown;
    let result = 'granted';
    let reason: string | null = 'schedule_ok';
    if (guest !== undefined) {
      credential = { type: 'qr', number: guest, holder: { kind: 'guest', ref: null, name: 'Day pass' } };
    } else if (door.kind === 'exit') {
      credential = { type: 'exit_request', number: null, holder: null };
      reason = 'free_egress';
    } else if (door.kind === 'staff') {
      const s = oneOf(random, staff);
      credential = { type: 'fob', number: s.fob, holder: { kind: 'staff', ref: s.ref, name: s.name } };
    } else {
      const m = oneOf(random, members);
      credential = { type: 'fob', number: m.fob, holder: { kind: 'member', ref: m.ref, name: m.name } };
      if (random() < 0.04) {
        result = 'denied';
        reason = oneOf(random, memberDenials);
      }
    }
    return {
      id: `evt_${hex(random, 16)}`,
      ts,
      site: 'MAN-01',
      door: { id: door.id, name: door.name },
      reader: door.reader,
      direction: door.kind === 'exit' ? 'out' : 'in',
      credential,
      result,
      reason,
      latency_ms: between(random, 38, 240),
    };
  };
  const turnstile = (n: 1 | 2) => doors[n - 1]!;
  const plain = (seconds: number) => {
    const door = oneOf(random, weighted);
    // Now and then a day-pass guest at the front turnstiles.
    // (none by chance between 14:50 and 15:45: the near-misses there are placed below).
    const nearTheNeedle = seconds > at(14, 50) && seconds < at(15, 45);
    if (door.kind === 'entry' && !nearTheNeedle && random() < 0.05) return event(seconds, door, passCode());
    return event(seconds, door);
  };
  const events = [
    ...times(random, 640, at(5, 30), at(15, 17, 8)).map(plain),
    ...times(random, 610, at(15, 17, 9), at(22, 45)).map(plain),
    // Near-misses: day passes at other minutes past three, and at seventeen past other hours; members at 15:17.
    event(at(14, 17, 31), turnstile(1), passCode()),
    event(at(15, 4, 12), turnstile(2), passCode()),
    event(at(15, 31, 47), turnstile(1), passCode()),
    event(at(16, 17, 5), turnstile(2), passCode()),
    event(at(15, 17, 40), turnstile(1)),
    event(at(15, 17, 2), doors[6]),
    event(at(15, 17, 8), turnstile(2), needle),
  ];
  // The clock of each event is its ts: sort on it.
  events.sort((x, y) => (x.ts < y.ts ? -1 : x.ts > y.ts ? 1 : 0));
  const output = JSON.stringify({
    query: { site: 'MAN-01', from: '2027-01-06T00:00:00Z', to: '2027-01-06T23:59:59Z', doors: 'all', limit: 5000 },
    count: events.length,
    events,
    next_cursor: null,
    generated_at: '2027-01-07T08:02:44.913Z',
  });
  return probe(
    'round 135: guest pass at the turnstiles',
    'A guest on a day pass came in through the front turnstiles at Deansgate yesterday afternoon at about seventeen minutes past three. What pass code did they use?',
    'door_access_events',
    output,
    'guest-pass',
    needle,
    true,
  );
}

/** a2: tomorrow's SEPA collection file for the Dublin clubs, as the bureau tool prints it: pain.008 on one line. */
function a2DublinMandate(): EconomicsTask {
  const random = seededRandom(135_002);
  const needle = 'PFGDUB0049217';
  const target = 'Gareth Oyelaran';
  const taken = new Set<string>([needle]);
  const banks = [
    { code: 'AIBK', bic: 'AIBKIE2D' },
    { code: 'BOFI', bic: 'BOFIIE2D' },
    { code: 'IPBS', bic: 'IPBSIE2D' },
    { code: 'ULSB', bic: 'ULSBIE2D' },
    { code: 'PTSB', bic: 'IPBSIE2DXXX' },
  ];
  const irishFirst = ['Aoife', 'Ciara', 'Conor', 'Darragh', 'Eoin', 'Niall', 'Orla', 'Padraig', 'Roisin', 'Sinead', 'Cian', 'Aisling'];
  const irishLast = ['Murphy', 'Kelly', 'Byrne', 'Ryan', 'Walsh', 'Doyle', 'Kavanagh', 'Farrell', 'Lynch', 'Nolan', 'Brennan', 'Moran'];
  const name = () => {
    for (;;) {
      const n = random() < 0.55 ? `${oneOf(random, irishFirst)} ${oneOf(random, irishLast)}` : personName(random);
      if (n !== target) return n;
    }
  };
  const plans = [
    { plan: 'Standard', amount: '54.99' },
    { plan: 'Off-Peak', amount: '44.99' },
    { plan: 'Premium', amount: '64.99' },
    { plan: 'Family', amount: '109.99' },
    { plan: 'Student', amount: '34.99' },
  ];
  let e2e = 0;
  const tx = (who: string, mandate: string, amount: string, signed: string, club: string) => {
    const bank = oneOf(random, banks);
    e2e += 1;
    const iban = `IE${between(random, 10, 99)}${bank.code}${between(random, 900000, 999999)}${between(random, 10000000, 99999999)}`;
    return (
      `<DrctDbtTxInf><PmtId><EndToEndId>PF${club}-20270108-${String(e2e).padStart(5, '0')}</EndToEndId></PmtId>` +
      `<InstdAmt Ccy="EUR">${amount}</InstdAmt><DrctDbtTx><MndtRltdInf><MndtId>${mandate}</MndtId><DtOfSgntr>${signed}</DtOfSgntr>` +
      `<AmdmntInd>false</AmdmntInd></MndtRltdInf></DrctDbtTx><DbtrAgt><FinInstnId><BIC>${bank.bic}</BIC></FinInstnId></DbtrAgt>` +
      `<Dbtr><Nm>${who}</Nm></Dbtr><DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct>` +
      `<RmtInf><Ustrd>PULSEFIELD GYMS ${club} MEMBERSHIP JAN27 ${fresh(taken, () => memberNo(random))}</Ustrd></RmtInf></DrctDbtTxInf>`
    );
  };
  const mandate = () => fresh(taken, () => `PFGDUB00${between(random, 10000, 99999)}`);
  const signed = () => `20${between(random, 19, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const club = () => (random() < 0.6 ? 'DUB01' : 'DUB02');
  const recurring = () => {
    const p = oneOf(random, plans);
    return { amount: p.amount, xml: tx(name(), mandate(), p.amount, signed(), club()) };
  };
  const first = Array.from({ length: 46 }, () => {
    const amount = (between(random, 800, 6499) / 100).toFixed(2);
    return { amount, xml: tx(name(), mandate(), amount, `2026-12-${pad2(between(random, 14, 31))}`, club()) };
  });
  const rcur = [
    ...Array.from({ length: 300 }, recurring),
    // Near-misses: the same surname, the same first name, both of them with their own mandates.
    { amount: '109.99', xml: tx('Funmi Oyelaran', mandate(), '109.99', '2023-09-02', 'DUB01') },
    { amount: '54.99', xml: tx('Gareth Byrne', mandate(), '54.99', '2022-05-17', 'DUB02') },
    ...Array.from({ length: 8 }, recurring),
    { amount: '54.99', xml: tx(target, needle, '54.99', '2024-03-14', 'DUB01') },
    ...Array.from({ length: 6 }, recurring),
    { amount: '44.99', xml: tx('Tomi Oyelaran', mandate(), '44.99', '2025-01-20', 'DUB01') },
    ...Array.from({ length: 300 }, recurring),
  ];
  const sum = (xs: { amount: string }[]) => (xs.reduce((t, x) => t + Math.round(Number(x.amount) * 100), 0) / 100).toFixed(2);
  const pmtInf = (id: string, seq: string, txs: { amount: string; xml: string }[]) =>
    `<PmtInf><PmtInfId>${id}</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>${txs.length}</NbOfTxs><CtrlSum>${sum(txs)}</CtrlSum>` +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${seq}</SeqTp></PmtTpInf>` +
    `<ReqdColltnDt>2027-01-08</ReqdColltnDt><Cdtr><Nm>PULSEFIELD GYMS IRELAND LTD</Nm><PstlAdr><Ctry>IE</Ctry>` +
    `<AdrLine>UNIT 4 GRAND CANAL QUAY</AdrLine><AdrLine>DUBLIN 2 D02 X576</AdrLine></PstlAdr></Cdtr>` +
    `<CdtrAcct><Id><IBAN>IE64AIBK93104716250332</IBAN></Id><Ccy>EUR</Ccy></CdtrAcct><CdtrAgt><FinInstnId><BIC>AIBKIE2D</BIC></FinInstnId></CdtrAgt>` +
    `<ChrgBr>SLEV</ChrgBr><CdtrSchmeId><Id><PrvtId><Othr><Id>IE45ZZZ361209</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>` +
    txs.map((t) => t.xml).join('') +
    `</PmtInf>`;
  const all = [...first, ...rcur];
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><CstmrDrctDbtInitn><GrpHdr><MsgId>PF-IE-SDD-20270107-01</MsgId>` +
    `<CreDtTm>2027-01-07T06:30:12</CreDtTm><NbOfTxs>${all.length}</NbOfTxs><CtrlSum>${sum(all)}</CtrlSum>` +
    `<InitgPty><Nm>PULSEFIELD GYMS IRELAND LTD</Nm><Id><OrgId><Othr><Id>IE45ZZZ361209</Id></Othr></OrgId></Id></InitgPty></GrpHdr>` +
    pmtInf('PF-IE-FRST-20270108', 'FRST', first) +
    pmtInf('PF-IE-RCUR-20270108', 'RCUR', rcur) +
    `</CstmrDrctDbtInitn></Document>\n`;
  return probe(
    'round 135: Dublin direct debit mandate',
    "In tomorrow's direct debit run for the Dublin clubs, what mandate reference do we have on file for Gareth Oyelaran?",
    'dd_collection_file',
    output,
    'dublin-mandate',
    needle,
    true,
  );
}

/** a3: the open service tickets for cardio kit, as CSV; one ticket carries a treadmill's whole console log in one field. */
function a3TreadmillConsoleLog(): EconomicsTask {
  const random = seededRandom(135_003);
  const needle = 'E-3417';
  const taken = new Set<string>([needle]);
  const csv = (v: string) => (/[",\\]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const stamp = (day: number, seconds: number) =>
    `${janTime(day, seconds).replace('T', ' ')}.${String(between(random, 0, 999)).padStart(3, '0')}`;
  const users = Array.from({ length: 160 }, () => fresh(taken, () => memberNo(random)));
  // Faults the console logs on its own, none of them the needle's code.
  const faults = [
    'E-2201 belt slip detected, speed held',
    'E-0405 display board comms timeout, retrying',
    'E-1102 heart rate receiver lost contact',
    'E-2610 incline motor calibration drift 0.4%',
    'E-0730 wifi association lost, buffering telemetry',
  ];
  // Belt hours only go up, each console its own.
  const meter = { beltHours: 8121.4 };
  const ordinary = (day: number, seconds: number, m = meter): string => {
    const t = stamp(day, seconds);
    const r = random();
    m.beltHours += random() * 0.04;
    if (r < 0.3)
      return `${t} INFO  [hb] temp_c=${between(random, 34, 48)} drive_a=${(between(random, 20, 95) / 10).toFixed(1)} belt_h=${m.beltHours.toFixed(1)}`;
    if (r < 0.45)
      return `${t} INFO  [session] start user=${oneOf(random, users)} program=${oneOf(random, ['manual', 'hill', 'interval', 'fatburn', 'virtual_run'])}`;
    if (r < 0.6)
      return `${t} INFO  [session] end dist_m=${between(random, 800, 9800)} dur_s=${between(random, 420, 3600)} kcal=${between(random, 60, 720)}`;
    if (r < 0.78)
      return `${t} INFO  [mcb] speed_set ${(between(random, 40, 180) / 10).toFixed(1)} kph incline ${(between(random, 0, 80) / 10).toFixed(1)}%`;
    if (r < 0.88) return `${t} INFO  [net] telemetry batch sent n=${between(random, 20, 240)} rtt_ms=${between(random, 30, 400)}`;
    if (r < 0.96) return `${t} DEBUG [ui] screen=${oneOf(random, ['home', 'workout', 'summary', 'settings_locked', 'tv'])}`;
    return `${t} WARN  [mcb] ${oneOf(random, faults)}`;
  };
  const day = (d: number, n: number, from: number, to: number) => times(random, n, from, to).map((s) => ordinary(d, s));
  const boot = (d: number) => [
    `${stamp(d, at(5, 58, 2))} INFO  [sys] power on, console fw 2.15.3, mcb fw 1.9.0`,
    `${stamp(d, at(5, 58, 40))} INFO  [sys] self test passed`,
  ];
  const log = [
    ...boot(4),
    ...day(4, 500, at(6, 0), at(18, 59)),
    // Near-miss: the belt stopped at the same time the evening before, for another reason.
    `${stamp(4, at(19, 10, 31))} WARN  [mcb] E-1180 safety key removed, belt stopped`,
    ...day(4, 110, at(19, 12), at(22, 30)),
    `${stamp(4, at(22, 31, 5))} INFO  [sys] standby`,
    ...boot(5),
    ...day(5, 290, at(6, 0), at(18, 40)),
    `${stamp(5, at(18, 47, 12))} WARN  [mcb] E-3402 drive temperature high (71 C), speed limited`,
    ...day(5, 36, at(18, 48), at(19, 10)),
    `${stamp(5, at(19, 10, 52))} WARN  [mcb] ${needle} drive overcurrent 14.8 A, belt stopped (speed 11.2 kph, incline 2.0%)`,
    `${stamp(5, at(19, 10, 53))} INFO  [session] end dist_m=2140 dur_s=701 kcal=168`,
    `${stamp(5, at(19, 11, 30))} INFO  [ui] screen=home`,
    ...day(5, 100, at(19, 14), at(22, 30)),
    `${stamp(5, at(22, 31, 2))} INFO  [sys] standby`,
    ...boot(6),
    ...day(6, 700, at(6, 0), at(22, 30)),
    `${stamp(6, at(22, 31, 9))} INFO  [sys] standby`,
  ].join('\\n');
  const kit = [
    { type: 'treadmill', model: 'Matrix T7xe', prefix: 'TR', serial: 'T7XE' },
    { type: 'bike', model: 'Matrix IC7', prefix: 'BK', serial: 'IC7' },
    { type: 'cross trainer', model: 'Life Fitness Integrity X', prefix: 'XT', serial: 'LFIX' },
    { type: 'rower', model: 'Concept2 RowErg PM5', prefix: 'RW', serial: 'C2PM5' },
    { type: 'stair climber', model: 'StairMaster 8Gx', prefix: 'SC', serial: 'SM8G' },
  ];
  const summaries = [
    'Belt noisy at speed over 12 kph',
    'Console screen flickers',
    'Heart rate grips not reading',
    'Resistance stuck on level 4',
    'Pedal crank loose on left side',
    'Monitor not powering on',
    'Incline not returning to zero',
    'Chain noise reported by several members',
    'Step chain clunking at level 9',
    'Seat roller sticking',
  ];
  const engineers = ['Matrix field service', 'Life Fitness UK', 'Concept2 UK', 'In-house (D. Okoro)', 'In-house (S. Walsh)'];
  const header =
    'ticket_id,opened_at,site,asset_id,asset_type,make_model,serial,reported_by,priority,status,assigned_to,summary,console_log';
  let ticketNo = 2040;
  const ticket = (site: string, asset: string, k: (typeof kit)[number], opened: string, summary: string, consoleLog: string) =>
    [
      `TCK-${ticketNo++}`,
      opened,
      site,
      asset,
      k.type,
      k.model,
      `${k.serial}-${hex(random, 8).toUpperCase()}`,
      `${personName(random)} (front desk)`,
      oneOf(random, ['P2', 'P3', 'P3', 'P4']),
      oneOf(random, ['open', 'awaiting parts', 'engineer booked', 'open']),
      oneOf(random, engineers),
      summary,
      consoleLog,
    ]
      .map(csv)
      .join(',');
  const shortLog = (d: number) => {
    const m = { beltHours: between(random, 900, 9900) + random() };
    const lines = times(random, between(random, 4, 14), at(6, 1), at(21, 0)).map((s) => ordinary(d, s, m));
    return [`${stamp(d, at(6, 0, 4))} INFO  [sys] power on`, ...lines].join('\\n');
  };
  const other = () => {
    const k = oneOf(random, kit);
    const club = oneOf(random, CLUBS);
    const asset = fresh(taken, () => `${club.slug}-${k.prefix}-${pad2(between(random, 1, 24))}`);
    const d = between(random, 2, 6);
    return ticket(
      club.code,
      asset,
      k,
      `${janTime(d, between(random, at(6, 0), at(21, 0)))}Z`,
      oneOf(random, summaries),
      k.type === 'treadmill' && random() < 0.8 ? shortLog(d) : '',
    );
  };
  taken.add('LDS-TR-07');
  const rows = [
    ...Array.from({ length: 22 }, other),
    ticket(
      'LDS-01',
      'LDS-TR-07',
      kit[0]!,
      '2027-01-05T19:24:10Z',
      'Belt stopped dead mid-run, member unhurt. Restarted fine after power cycle',
      log,
    ),
    ...Array.from({ length: 22 }, other),
  ];
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 135: treadmill console log',
    'Treadmill 7 at Kirkstall stopped dead under a member on Tuesday evening, at around ten past seven. In the console log attached to the service ticket, what fault code did it record at that moment?',
    'service_tickets_export',
    output,
    'treadmill-fault',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------------

/** b1: this week's personal trainer diaries at Kirkstall, as the PT app exports them: YAML. */
function b1TrainerDiary(): EconomicsTask {
  const random = seededRandom(135_004);
  const needle = 'PTB-0088731';
  const client = 'Eleanor Haverford';
  const taken = new Set<string>([needle]);
  const bookingId = () => fresh(taken, () => `PTB-00${between(random, 80000, 99999)}`);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const types = [
    '1-2-1 strength',
    '1-2-1 conditioning',
    'duo session',
    'body composition review',
    'rehab follow-up',
    'boxing pads',
    'mobility',
  ];
  const places: Record<string, string[]> = {
    '1-2-1 strength': ['Free weights zone', 'PT suite 1', 'PT suite 2'],
    '1-2-1 conditioning': ['Functional rig', 'Studio B', 'PT suite 1'],
    'duo session': ['Functional rig', 'Studio B'],
    'body composition review': ['PT suite 1', 'PT suite 2'],
    'rehab follow-up': ['PT suite 2', 'Studio B', 'Pool hall'],
    'boxing pads': ['Boxing area'],
    mobility: ['Studio B', 'PT suite 2'],
    'free taster': ['Free weights zone', 'Functional rig'],
  };
  const packages = ['PT 10-pack', 'PT 5-pack', 'PT monthly (8)', 'pay as you go', 'intro offer (3)'];
  const notes = [
    'left knee - no deep lunges',
    'working towards first pull-up',
    'prefers morning, text if running late',
    'new programme from this week',
    'bring food diary',
    'post-natal, cleared by GP',
    'half marathon in March',
    'shoulder impingement, avoid overhead pressing',
  ];
  const clients = Array.from({ length: 120 }, () => ({ name: personName(random, [client]), no: fresh(taken, () => memberNo(random)) }));
  const eleanor = { name: client, no: fresh(taken, () => memberNo(random)) };
  const hhmm = (minutes: number) => `"${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}"`;
  type Session = { start: number; who: { name: string; no: string } | null; id?: string };
  const sessionYaml = (date: number, s: Session) => {
    const past = date < 7;
    const type = s.who ? oneOf(random, types) : 'free taster';
    const status = past ? oneOf(random, ['completed', 'completed', 'completed', 'completed', 'no_show', 'cancelled_late']) : 'confirmed';
    const lines = [
      `          - booking_id: ${s.id ?? bookingId()}`,
      `            start: ${hhmm(s.start)}`,
      `            end: ${hhmm(s.start + 60)}`,
      `            client: ${s.who?.name ?? 'null'}`,
      `            client_no: ${s.who?.no ?? 'null'}`,
      `            type: ${type}`,
      `            location: ${oneOf(random, places[type]!)}`,
      `            package: ${s.who ? oneOf(random, packages) : 'none'}`,
      `            status: ${status}`,
    ];
    if (random() < 0.35) lines.push(`            notes: "${oneOf(random, notes)}"`);
    return lines;
  };
  const dayYaml = (date: number, fixed: Session[]) => {
    const weekday = days[date - 4]!;
    const count = weekday === 'Sunday' ? between(random, 0, 3) : between(random, 2, 7);
    const starts = new Set(fixed.map((f) => f.start));
    const slots = shuffle(random, [360, 420, 450, 480, 540, 600, 660, 720, 780, 1020, 1080, 1110, 1140, 1200]).filter(
      (m) => !starts.has(m),
    );
    const sessions: Session[] = [
      ...fixed,
      ...slots.slice(0, count).map((start) => ({ start, who: random() < 0.08 ? null : oneOf(random, clients) })),
    ].sort((x, y) => x.start - y.start);
    return [
      `      - date: "2027-01-${pad2(date)}"`,
      `        day: ${weekday}`,
      sessions.length ? `        sessions:` : `        sessions: []`,
      ...sessions.flatMap((s) => sessionYaml(date, s)),
    ];
  };
  const trainerYaml = (staffId: string, name: string, fixed: Record<number, Session[]> = {}) => [
    `  - staff_id: ${staffId}`,
    `    name: ${name}`,
    `    specialisms: [${shuffle(random, ['strength', 'rehab', 'hyrox', 'pre/post natal', 'boxing', 'weight loss', 'mobility', 'swim'])
      .slice(0, 3)
      .join(', ')}]`,
    `    rate_card: ${oneOf(random, ['PT-STD', 'PT-SENIOR', 'PT-MASTER'])}`,
    `    diary:`,
    ...[4, 5, 6, 7, 8, 9, 10].flatMap((d) => dayYaml(d, fixed[d] ?? [])),
  ];
  const trainerNames = Array.from({ length: 17 }, () => personName(random, ['Callum Reyes', 'Callum Whitfield']));
  const staffIds = Array.from({ length: 17 }, () => fresh(taken, () => `PT-0${between(random, 100, 399)}`));
  const trainers = trainerNames.map((n, i) => trainerYaml(staffIds[i]!, n));
  // Near-misses: the same client with the same trainer at the same time on other days; another Callum with another Eleanor.
  const otherEleanor = { name: 'Eleanor Hatherley', no: fresh(taken, () => memberNo(random)) };
  trainers.splice(
    4,
    0,
    trainerYaml('PT-0377', 'Callum Whitfield', { 8: [{ start: 450, who: otherEleanor }], 5: [{ start: 450, who: otherEleanor }] }),
  );
  trainers.splice(
    9,
    0,
    trainerYaml('PT-0142', 'Callum Reyes', {
      4: [{ start: 450, who: eleanor }],
      6: [{ start: 450, who: eleanor }],
      8: [{ start: 450, who: eleanor, id: needle }],
      9: [{ start: 600, who: eleanor }],
    }),
  );
  const output = [
    '# Pulsefield PT diaries - export',
    'export:',
    '  generated_at: "2027-01-07T07:40:19Z"',
    '  club: LDS-01',
    '  club_name: Leeds Kirkstall',
    '  week_commencing: "2027-01-04"',
    `  trainers: ${trainers.length}`,
    'trainers:',
    ...trainers.flat(),
    '',
  ].join('\n');
  return probe(
    'round 135: trainer diary booking',
    "What's the booking id for Eleanor Haverford's half seven session with Callum on Friday?",
    'pt_diary_export',
    output,
    'pt-booking',
    needle,
  );
}

/** b2: the access control system's configuration export, pretty XML, one controller after another. */
function b2CrecheController(): EconomicsTask {
  const random = seededRandom(135_005);
  const needle = '10.44.12.23';
  const doorNames = [
    'Main entrance turnstile 1',
    'Main entrance turnstile 2',
    'Exit turnstile',
    'Studio 1',
    'Studio 2',
    'Cycle studio',
    'Spa suite',
    'Pool hall',
    'Male changing (pool side)',
    'Female changing (pool side)',
    'Staff room',
    'Plant room',
    'Server cupboard',
    'Fire exit (gym floor)',
    'Fire exit (studios)',
    'Goods in',
  ];
  const groupsFor = (door: string) =>
    /Staff|Plant|Server|Goods/.test(door)
      ? 'STAFF,CONTRACTORS'
      : /Fire/.test(door)
        ? 'STAFF'
        : /Spa/.test(door)
          ? 'PREMIUM-MEMBERS,STAFF'
          : /Creche|creche/.test(door)
            ? 'CRECHE-PARENTS,STAFF'
            : 'ALL-MEMBERS,STAFF,GUEST-PASS';
  const doorXml = (site: string, n: number, slot: number, name: string) => {
    const id = `D-${site}-${String(n).padStart(3, '0')}`;
    const lock = /turnstile/.test(name) ? 'turnstile' : /Fire/.test(name) ? 'monitored' : oneOf(random, ['maglock', 'strike']);
    return [
      `        <Door id="${id}" name="${name}">`,
      `          <Reader id="RDR-${site}-${String(n).padStart(3, '0')}A" protocol="OSDP" address="${slot}"/>`,
      `          <Lock relay="${slot}" type="${lock}" failSafe="${lock === 'maglock'}" heldOpenSeconds="${oneOf(random, [15, 30, 30, 60])}"/>`,
      `          <Sensor contact="DPS${slot}" rex="${/Fire|turnstile/.test(name) ? 'none' : `REX${slot}`}" forcedAlarm="${!/turnstile/.test(name)}"/>`,
      `          <Access schedule="${/Staff|Plant|Server|Goods|Fire/.test(name) ? 'SCH-24H' : /Creche|creche/.test(name) ? 'SCH-CRECHE' : 'SCH-OPENING'}" groups="${groupsFor(name)}"/>`,
      `        </Door>`,
    ];
  };
  const controllerXml = (slug: string, net: number, i: number, doors: string[], ip?: string) => {
    const address = ip ?? `10.${net}.12.${20 + i}`;
    let n = i * 10;
    return [
      `      <Controller id="CTL-${slug}-${pad2(i)}" model="${oneOf(random, ['PAC-8800', 'PAC-8800', 'PAC-4400'])}" serial="PAC-${hex(random, 6).toUpperCase()}" firmware="${oneOf(random, ['6.4.2', '6.4.2', '6.4.1'])}">`,
      `        <Network ip="${address}" mask="255.255.255.0" gateway="10.${net}.12.1" dhcp="false"/>`,
      `        <Ntp server="10.${net}.0.10" timezone="${slug.startsWith('DU') ? 'Europe/Dublin' : 'Europe/London'}"/>`,
      ...doors.flatMap((d, slot) => doorXml(slug, ++n, slot + 1, d)),
      `      </Controller>`,
    ];
  };
  const siteXml = (club: (typeof CLUBS)[number]) => {
    const names = shuffle(random, [...doorNames]).slice(0, between(random, 10, 14));
    const isCardiff = club.code === 'CDF-01';
    const hasCreche = isCardiff || random() < 0.5;
    const lines = [
      `    <Site code="${club.code}" name="${club.name}" timezone="${club.slug.startsWith('DU') ? 'Europe/Dublin' : 'Europe/London'}">`,
    ];
    let i = 1;
    if (isCardiff) {
      // The creche door is the second door of the third controller; the buggy store by it is on another one.
      lines.push(...controllerXml(club.slug, club.net, i++, names.splice(0, 3)));
      lines.push(...controllerXml(club.slug, club.net, i++, [...names.splice(0, 2), 'Buggy store (by creche)']));
      lines.push(...controllerXml(club.slug, club.net, i++, [names.shift()!, 'Creche', names.shift()!], needle));
    } else if (hasCreche) {
      names.splice(between(random, 0, names.length), 0, 'Creche');
    }
    while (names.length) lines.push(...controllerXml(club.slug, club.net, i++, names.splice(0, between(random, 2, 3))));
    lines.push(`    </Site>`);
    return lines;
  };
  const schedules = [
    ['SCH-OPENING', 'Opening hours', 'Mon-Fri 05:30-22:30; Sat-Sun 07:00-20:00'],
    ['SCH-24H', 'Always', 'Mon-Sun 00:00-24:00'],
    ['SCH-CRECHE', 'Creche sessions', 'Mon-Fri 08:45-12:15; Sat 09:00-12:00'],
    ['SCH-OFFPEAK', 'Off-peak members', 'Mon-Fri 09:30-16:30, 20:00-22:30; Sat-Sun 07:00-20:00'],
    ['SCH-BANKHOL', 'Bank holiday hours', '08:00-18:00'],
  ];
  const holidays = [
    '2027-01-01',
    '2027-03-17',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ];
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<AccessConfiguration exportedAt="2027-01-07T07:55:12Z" system="Pulsefield Access Manager" version="6.4.2">',
    '  <Schedules>',
    ...schedules.map(([id, name, spec]) => `    <Schedule id="${id}" name="${name}" spec="${spec}"/>`),
    '  </Schedules>',
    '  <Holidays>',
    ...holidays.map((d) => `    <Holiday date="${d}" schedule="SCH-BANKHOL"/>`),
    '  </Holidays>',
    '  <Sites>',
    ...CLUBS.flatMap(siteXml),
    '  </Sites>',
    '  <CardholderGroups>',
    ...['ALL-MEMBERS', 'PREMIUM-MEMBERS', 'OFF-PEAK-MEMBERS', 'CRECHE-PARENTS', 'GUEST-PASS', 'STAFF', 'CONTRACTORS'].map(
      (g) => `    <Group id="${g}" members="${between(random, 40, 52000)}" antiPassback="${g === 'STAFF' ? 'false' : 'true'}"/>`,
    ),
    '  </CardholderGroups>',
    '</AccessConfiguration>',
    '',
  ].join('\n');
  return probe(
    'round 135: creche door controller',
    'Which IP address is the controller that runs the creche door at Cardiff Bay on?',
    'access_config_export',
    output,
    'creche-controller',
    needle,
  );
}

/** b3: the household memberships at Harbourside, as the membership API returns them: pretty JSON. */
function b3HouseholdLeadPayer(): EconomicsTask {
  const random = seededRandom(135_006);
  const needle = 'PFM-0551208';
  const junior = 'Tobias Okafor';
  const taken = new Set<string>([needle]);
  const plans = [
    { plan: 'Family Peak', price: 99.99 },
    { plan: 'Family Off-Peak', price: 79.99 },
    { plan: 'Couple Peak', price: 74.99 },
    { plan: 'Couple Off-Peak', price: 59.99 },
    { plan: 'Parent and Junior', price: 54.99 },
  ];
  const born = (junior: boolean) =>
    junior
      ? `20${between(random, 10, 19)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`
      : `19${between(random, 60, 99)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const member = (name: string, category: 'adult' | 'junior', no?: string) => ({
    member_no: no ?? fresh(taken, () => memberNo(random)),
    name,
    date_of_birth: born(category === 'junior'),
    category,
    status: random() < 0.94 ? 'active' : 'frozen',
    last_visit: `2027-01-0${between(random, 1, 6)}`,
  });
  const surname = () => oneOf(random, LAST);
  const household = (lead: string, others: { name: string; category: 'adult' | 'junior' }[], leadNo?: string) => {
    const p = oneOf(random, plans);
    return {
      household_id: fresh(taken, () => `HH-00${between(random, 10000, 99999)}`),
      plan: p.plan,
      home_club: 'BRS-01',
      lead_payer: { member_no: leadNo ?? fresh(taken, () => memberNo(random)), name: lead, dd_day: oneOf(random, [1, 1, 8, 15, 22]) },
      members: others.map((o) => member(o.name, o.category)),
      monthly_total_gbp: p.price,
      mandate_ref: fresh(taken, () => `PFG-BRS-00${between(random, 10000, 99999)}`),
      since: `20${between(random, 15, 26)}-${pad2(between(random, 1, 12))}-01`,
      contact: { email: `${lead.toLowerCase().replace(' ', '.')}${between(random, 1, 99)}@example.net`, marketing_opt_in: random() < 0.4 },
    };
  };
  const randomHousehold = () => {
    const last = surname();
    const first = () => {
      for (;;) {
        const f = oneOf(random, FIRST);
        if (`${f} ${last}` !== junior) return f;
      }
    };
    const others = Array.from({ length: between(random, 1, 4) }, (_, i) => ({
      name: `${first()} ${last}`,
      category: i === 0 && random() < 0.5 ? ('adult' as const) : ('junior' as const),
    }));
    return household(`${first()} ${last}`, others);
  };
  const results = [
    ...Array.from({ length: 96 }, randomHousehold),
    // Near-misses: another Okafor household, and a Tobias in another family.
    household('Chidi Okafor', [
      { name: 'Amara Okafor', category: 'adult' },
      { name: 'Kene Okafor', category: 'junior' },
    ]),
    ...Array.from({ length: 7 }, randomHousehold),
    household(
      'Adaeze Okafor',
      [
        { name: junior, category: 'junior' },
        { name: 'Ifeoma Okafor', category: 'junior' },
        { name: 'Emeka Okafor', category: 'adult' },
      ],
      needle,
    ),
    ...Array.from({ length: 11 }, randomHousehold),
    household('Rachel Okoro', [
      { name: 'Tobias Okoro', category: 'junior' },
      { name: 'Sam Okoro', category: 'adult' },
    ]),
    ...Array.from({ length: 86 }, randomHousehold),
  ];
  const output = `${JSON.stringify(
    {
      query: { home_club: 'BRS-01', membership_type: 'household', status: 'active,frozen' },
      total: results.length,
      page: 1,
      page_size: 250,
      results,
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 135: household lead payer',
    "Tobias Okafor is on one of the family memberships at Harbourside. What's the member number of the lead payer on his household?",
    'membership_households',
    output,
    'lead-payer',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------------

/** c1: the Harbourside timetable page for the next seven days, as the fetch tool returns it: HTML. */
function c1SpinClassLink(): EconomicsTask {
  const random = seededRandom(135_007);
  const needle = 'occ_7HX2Q9K4';
  const taken = new Set<string>([needle]);
  const occurrence = () => fresh(taken, () => `occ_${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`);
  type Kind = { name: string; slug: string; studio: string; minutes: number; intensity: number; blurb: string };
  const kinds: Kind[] = [
    {
      name: 'RPM 45',
      slug: 'rpm-45',
      studio: 'Cycle Studio',
      minutes: 45,
      intensity: 4,
      blurb: 'Indoor cycling to big tunes: climbs, sprints and a proper sweat.',
    },
    {
      name: 'Cycle Express',
      slug: 'cycle-express',
      studio: 'Cycle Studio',
      minutes: 30,
      intensity: 4,
      blurb: 'Thirty minutes on the bike, intervals all the way.',
    },
    {
      name: 'Body Pump',
      slug: 'body-pump',
      studio: 'Studio 1',
      minutes: 55,
      intensity: 3,
      blurb: 'Barbell workout for every major muscle group.',
    },
    {
      name: 'HIIT Blast',
      slug: 'hiit-blast',
      studio: 'Studio 2',
      minutes: 30,
      intensity: 5,
      blurb: 'Short, sharp intervals with bodyweight and kettlebells.',
    },
    {
      name: 'Yoga Flow',
      slug: 'yoga-flow',
      studio: 'Studio 2',
      minutes: 60,
      intensity: 2,
      blurb: 'Vinyasa-style flow linking breath and movement.',
    },
    {
      name: 'Pilates',
      slug: 'pilates',
      studio: 'Studio 2',
      minutes: 45,
      intensity: 2,
      blurb: 'Mat Pilates for core strength and posture.',
    },
    {
      name: 'Aqua Fit',
      slug: 'aqua-fit',
      studio: 'Pool',
      minutes: 45,
      intensity: 2,
      blurb: 'Low impact, high energy workout in the water.',
    },
    {
      name: 'Boxfit',
      slug: 'boxfit',
      studio: 'Studio 1',
      minutes: 45,
      intensity: 4,
      blurb: 'Pad work and conditioning rounds, no contact.',
    },
    { name: 'Zumba', slug: 'zumba', studio: 'Studio 1', minutes: 60, intensity: 3, blurb: 'Latin-inspired dance fitness party.' },
    {
      name: 'Kettlebells',
      slug: 'kettlebells',
      studio: 'Studio 2',
      minutes: 30,
      intensity: 4,
      blurb: 'Swings, cleans and presses for strength and power.',
    },
    {
      name: 'Stretch and Release',
      slug: 'stretch-and-release',
      studio: 'Studio 2',
      minutes: 30,
      intensity: 1,
      blurb: 'Foam rollers and long holds to unwind.',
    },
    {
      name: 'Lane Swim (club)',
      slug: 'lane-swim',
      studio: 'Pool',
      minutes: 60,
      intensity: 3,
      blurb: 'Coached lane session, 200 m warm-up ability needed.',
    },
  ];
  const instructors = ['Jade M.', 'Tom R.', 'Priya K.', 'Ollie W.', 'Bethan D.', 'Marcus L.', 'Sian P.', 'Kwame A.', 'Laura C.', 'Femi O.'];
  const days = [
    { date: 7, label: 'Thursday 7 January' },
    { date: 8, label: 'Friday 8 January' },
    { date: 9, label: 'Saturday 9 January' },
    { date: 10, label: 'Sunday 10 January' },
    { date: 11, label: 'Monday 11 January' },
    { date: 12, label: 'Tuesday 12 January' },
    { date: 13, label: 'Wednesday 13 January' },
  ];
  const hm = (m: number) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
  const row = (date: number, start: number, k: Kind, id: string) => {
    const capacity = k.studio === 'Cycle Studio' ? 32 : k.studio === 'Pool' ? 24 : 30;
    const booked = between(random, Math.floor(capacity / 3), capacity);
    const left = capacity - booked;
    const spaces =
      left === 0
        ? '<span class="spaces spaces--full">Full - join the waitlist</span>'
        : `<span class="spaces${left <= 5 ? ' spaces--low' : ''}">${left} ${left === 1 ? 'space' : 'spaces'} left</span>`;
    const action = left === 0 ? 'waitlist' : 'book';
    const iso = `2027-01-${pad2(date)}T`;
    return [
      `            <tr class="tt-row" data-studio="${k.studio.toLowerCase().replace(' ', '-')}" data-intensity="${k.intensity}">`,
      `              <td class="tt-time"><time datetime="${iso}${hm(start)}">${hm(start)}</time> - <time datetime="${iso}${hm(start + k.minutes)}">${hm(start + k.minutes)}</time></td>`,
      `              <td class="tt-class"><a href="/classes/${k.slug}" title="${k.blurb}">${k.name}</a>${k.intensity >= 4 ? ' <span class="tt-tag tt-tag--hot">High intensity</span>' : ''}</td>`,
      `              <td class="tt-studio">${k.studio}</td>`,
      `              <td class="tt-instructor">${oneOf(random, instructors)}</td>`,
      `              <td class="tt-spaces">${spaces}</td>`,
      `              <td class="tt-book"><a class="btn btn-${action}" href="/members/${action}?occurrence=${id}" rel="nofollow">${left === 0 ? 'Waitlist' : 'Book'}</a></td>`,
      `            </tr>`,
    ];
  };
  const rpm = kinds[0]!;
  const express = kinds[1]!;
  const pump = kinds[2]!;
  const slots = [390, 420, 450, 555, 570, 600, 660, 720, 750, 1020, 1050, 1080, 1110, 1140, 1170, 1200];
  const dayHtml = (d: (typeof days)[number]) => {
    const entries: [number, Kind, string][] = [];
    const weekend = d.date === 9 || d.date === 10;
    if (d.date === 9) {
      // Saturday: the cycling class at nine, with Body Pump at the same time next door and the short ride around it.
      entries.push(
        [540, rpm, needle],
        [540, pump, occurrence()],
        [450, express, occurrence()],
        [1020, express, occurrence()],
        [600, rpm, occurrence()],
      );
    } else if (d.date === 10) {
      entries.push([540, rpm, occurrence()], [570, pump, occurrence()]);
    } else {
      entries.push([390, rpm, occurrence()], [1110, rpm, occurrence()], [1050, pump, occurrence()]);
    }
    const others = kinds.filter((k) => k !== rpm && k !== express && k !== pump);
    const open = weekend ? slots.filter((m) => m >= 480 && m <= 1080) : slots;
    for (const start of shuffle(random, [...open]).slice(0, weekend ? 9 : 14)) {
      if (entries.some(([s]) => Math.abs(s - start) < 30)) continue;
      entries.push([start, oneOf(random, others), occurrence()]);
    }
    entries.sort((x, y) => x[0] - y[0]);
    return [
      `      <section class="tt-day" id="day-2027-01-${pad2(d.date)}">`,
      `        <h2 class="tt-day__title">${d.label}</h2>`,
      `        <table class="tt-table">`,
      `          <thead><tr><th>Time</th><th>Class</th><th>Studio</th><th>Instructor</th><th>Spaces</th><th></th></tr></thead>`,
      `          <tbody>`,
      ...entries.flatMap(([s, k, id]) => row(d.date, s, k, id)),
      `          </tbody>`,
      `        </table>`,
      `      </section>`,
    ];
  };
  const clubLinks = CLUBS.map((c) => `          <li><a href="/clubs/${c.name.toLowerCase().replace(/ /g, '-')}">${c.name}</a></li>`);
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <title>Class timetable | Bristol Harbourside | Pulsefield Gyms</title>',
    '    <meta name="description" content="Book classes at Pulsefield Bristol Harbourside: cycling, strength, yoga, swimming and more.">',
    '    <link rel="canonical" href="https://www.pulsefieldgyms.example/clubs/bristol-harbourside/timetable">',
    '    <link rel="stylesheet" href="/assets/css/site.4f1c2a9e.css">',
    '    <script defer src="/assets/js/timetable.b81d07c3.js"></script>',
    '    <script type="application/ld+json">{"@context":"https://schema.org","@type":"ExerciseGym","name":"Pulsefield Bristol Harbourside","address":{"@type":"PostalAddress","streetAddress":"12 Canons Way","addressLocality":"Bristol","postalCode":"BS1 5UH"},"openingHours":["Mo-Fr 05:30-22:30","Sa-Su 07:00-20:00"]}</script>',
    '  </head>',
    '  <body class="page-timetable club-brs-01">',
    '    <div class="cookie-banner" role="dialog" aria-live="polite">We use cookies to make the site work and to understand how it is used. <a href="/cookies">Manage cookies</a> <button class="btn btn-accept">Accept all</button></div>',
    '    <header class="site-header">',
    '      <a class="logo" href="/"><img src="/assets/img/pulsefield-logo.svg" alt="Pulsefield Gyms" width="160" height="40"></a>',
    '      <nav class="main-nav" aria-label="Main">',
    '        <ul>',
    '          <li><a href="/memberships">Memberships</a></li>',
    '          <li class="has-menu"><a href="/clubs">Clubs</a>',
    '            <ul class="menu">',
    ...clubLinks,
    '            </ul>',
    '          </li>',
    '          <li><a href="/classes">Classes</a></li>',
    '          <li><a href="/personal-training">Personal training</a></li>',
    '          <li><a href="/members/login" class="btn btn-login">Log in</a></li>',
    '        </ul>',
    '      </nav>',
    '    </header>',
    '    <main id="content">',
    '      <h1>Bristol Harbourside class timetable</h1>',
    '      <p class="tt-intro">Classes can be booked up to 7 days ahead. Cancel at least 2 hours before the start to avoid a late cancellation mark.</p>',
    '      <form class="tt-filter" method="get"><label>Studio <select name="studio"><option value="">All studios</option><option>Studio 1</option><option>Studio 2</option><option>Cycle Studio</option><option>Pool</option></select></label> <button class="btn">Filter</button></form>',
    ...days.flatMap(dayHtml),
    '    </main>',
    '    <footer class="site-footer">',
    '      <div class="club-info"><h3>Pulsefield Bristol Harbourside</h3><p>12 Canons Way, Bristol BS1 5UH</p><p>Staffed hours: Mon-Fri 06:00-21:00, Sat-Sun 08:00-18:00</p></div>',
    '      <p class="legal">&copy; 2027 Pulsefield Gyms Ltd. Registered in England and Wales no. 08834127.</p>',
    '    </footer>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 135: Saturday spin class link',
    "My sister's staying with us this weekend and fancies trying a class with me. Could you get me the booking link for the spinning class at nine on Saturday morning at Harbourside? I want to send it to her.",
    'fetch_club_timetable',
    output,
    'spin-link',
    needle,
  );
}

/** c2: this week's returned direct debits, as the Bacs bureau software prints its ARUDD report: fixed-width pages. */
function c2DeceasedPayer(): EconomicsTask {
  const random = seededRandom(135_008);
  const needle = 'PFM-0673018';
  const taken = new Set<string>([needle]);
  const reasons = [
    { code: '0', text: 'REFER TO PAYER', weight: 58 },
    { code: '1', text: 'INSTRUCTION CANCELLED', weight: 15 },
    { code: '3', text: 'ACCOUNT TRANSFERRED', weight: 3 },
    { code: '5', text: 'NO ACCOUNT', weight: 3 },
    { code: '6', text: 'NO INSTRUCTION', weight: 5 },
    { code: 'B', text: 'ACCOUNT CLOSED', weight: 11 },
    { code: 'F', text: 'INVALID ACCOUNT TYPE', weight: 1 },
  ];
  const weighted = reasons.flatMap((r) => Array.from({ length: r.weight }, () => r));
  const amounts = ['24.99', '34.99', '44.99', '21.99', '79.99', '29.99', '19.99', '59.99'];
  const payer = () => {
    const [first, last] = personName(random).split(' ') as [string, string];
    const title = oneOf(random, ['', '', '', 'MR ', 'MRS ', 'MS ', 'MISS ', 'DR ']);
    return `${title}${first[0]} ${last}`.toUpperCase().slice(0, 18);
  };
  const origDates = ['04/01/2027', '05/01/2027', '06/01/2027'];
  type Row = { name: string; ref: string; amount: string; orig: string; code: string; text: string };
  const fill = (): Row => {
    const r = oneOf(random, weighted);
    return {
      name: payer(),
      ref: fresh(taken, () => memberNo(random)),
      amount: oneOf(random, amounts),
      orig: oneOf(random, origDates),
      code: r.code,
      text: r.text,
    };
  };
  const rows: Row[] = [
    ...Array.from({ length: 440 }, fill),
    // Near-miss first: the same surname, cancelled by the payer.
    {
      name: 'MRS P HARGREAVES',
      ref: fresh(taken, () => memberNo(random)),
      amount: '34.99',
      orig: '05/01/2027',
      code: '1',
      text: 'INSTRUCTION CANCELLED',
    },
    ...Array.from({ length: 17 }, fill),
    { name: 'MR D HARGREAVES', ref: needle, amount: '44.99', orig: '05/01/2027', code: '2', text: 'PAYER DECEASED' },
    ...Array.from({ length: 430 }, fill),
  ];
  const perPage = 56;
  const pages = Math.ceil(rows.length / perPage);
  const pageHeader = (page: number) => [
    `PULSEFIELD GYMS LTD                              BACS DIRECT DEBIT RETURNS - ARUDD                                   PAGE ${String(page).padStart(4)} OF ${pages}`,
    `SERVICE USER NUMBER: 431907                      REPORT PRODUCED: 07/01/2027 06:12                           BUREAU: B08127`,
    `ARUDD FILE: ARUDD-431907-20270107.XML           PROCESSING DATES: 04/01/2027 TO 06/01/2027`,
    '',
    ' SEQ     PAYER NAME          PAYER REFERENCE    SORT CODE  ACCOUNT     AMOUNT   ORIG PROC DATE  CODE  REASON',
    ' ------  ------------------  -----------------  ---------  --------  --------  --------------  ----  ------------------------',
  ];
  const lines: string[] = [];
  rows.forEach((r, i) => {
    if (i % perPage === 0) lines.push(...(i === 0 ? [] : ['', '\f']), ...pageHeader(i / perPage + 1));
    const sort = `${between(random, 10, 99)}-${pad2(between(random, 0, 99))}-${pad2(between(random, 0, 99))}`;
    lines.push(
      ` ${String(i + 1).padStart(6, '0')}  ${r.name.padEnd(18)}  ${r.ref.padEnd(17)}  ${sort}   ****${between(random, 1000, 9999)}  ${r.amount.padStart(8)}  ${r.orig.padEnd(14)}  ${r.code.padEnd(4)}  ${r.text}`,
    );
  });
  const total = (xs: Row[]) => (xs.reduce((t, x) => t + Math.round(Number(x.amount) * 100), 0) / 100).toFixed(2);
  const summary = [...reasons.slice(0, 2), { code: '2', text: 'PAYER DECEASED', weight: 0 }, ...reasons.slice(2)].map((r) => {
    const of = rows.filter((x) => x.code === r.code);
    return `   ${r.code.padEnd(4)}  ${r.text.padEnd(24)}  ${String(of.length).padStart(6)}  ${total(of).padStart(10)}`;
  });
  lines.push(
    '',
    '\f',
    'SUMMARY BY REASON CODE',
    '   CODE  REASON                     ITEMS       VALUE',
    ...summary,
    `   ----  ------------------------  ------  ----------`,
    `         TOTAL RETURNED             ${String(rows.length).padStart(6)}  ${total(rows).padStart(10)}`,
    '',
    '*** END OF REPORT ***',
    '',
  );
  return probe(
    'round 135: payer who has died',
    "We've had a batch of membership payments bounce this week. One of them came back because, according to the bank, the account holder has died. Which member reference is that? We'll need to close the membership sensitively with the family.",
    'bacs_arudd_report',
    lines.join('\n'),
    'deceased-payer',
    needle,
  );
}

/** c3: the Cardiff pool plant controller's event log since New Year's Day, key=value lines. */
function c3BackwashRun(): EconomicsTask {
  const random = seededRandom(135_009);
  const circuits = [
    { id: 'main', cl: 1.4, temp: 28.5, flow: 312, filters: ['SF-1', 'SF-2'] },
    { id: 'learner', cl: 1.6, temp: 31.0, flow: 96, filters: ['SF-3'] },
    { id: 'spa', cl: 3.2, temp: 37.5, flow: 44, filters: ['SF-4'] },
  ];
  const ms = () => String(between(random, 0, 999)).padStart(3, '0');
  const prefix = (day: number, s: number, level = 'info') => `${janTime(day, s)}.${ms()}Z level=${level} site=CDF-01 plc=PLC-CDF-POOL`;
  type Entry = { day: number; s: number; line: () => string };
  const entries: Entry[] = [];
  const jitter = (x: number, d: number) => (x + (random() * 2 - 1) * d).toFixed(2);
  // Readings every quarter of an hour on every circuit, from midnight on the 1st to half past seven this morning.
  for (let day = 1; day <= 7; day++) {
    for (let q = 0; q < 96; q++) {
      if (day === 7 && q > 30) break;
      for (const c of circuits) {
        const s = q * 900 + between(random, 0, 20);
        entries.push({
          day,
          s,
          line: () =>
            `${prefix(day, s)} circuit=${c.id} evt=reading free_cl_mgl=${jitter(c.cl, 0.25)} combined_cl_mgl=${jitter(0.2, 0.1)} ph=${jitter(7.4, 0.08)} temp_c=${jitter(c.temp, 0.3)} orp_mv=${between(random, 700, 780)} turbidity_ntu=${jitter(0.2, 0.08)} flow_m3h=${between(random, c.flow - 8, c.flow + 8)}`,
        });
        if (random() < 0.18) {
          const pump = random() < 0.6 ? 'CL-' : 'ACID-';
          const ds = s + between(random, 30, 600);
          entries.push({
            day,
            s: ds,
            line: () =>
              `${prefix(day, ds)} circuit=${c.id} evt=dose pump=${pump}${circuits.indexOf(c) + 1} ml=${between(random, 40, 900)} reason=setpoint`,
          });
        }
      }
      if (random() < 0.03)
        entries.push({
          day,
          s: q * 900 + 400,
          line: () =>
            `${prefix(day, q * 900 + 400)} circuit=main evt=balance_tank level_pct=${between(random, 48, 82)} makeup_valve=${oneOf(random, ['open', 'closed'])}`,
        });
      if (random() < 0.01)
        entries.push({
          day,
          s: q * 900 + 610,
          line: () =>
            `${prefix(day, q * 900 + 610, 'notice')} circuit=${oneOf(random, circuits).id} evt=uv_lamp hours=${between(random, 6100, 8800)} intensity_pct=${between(random, 82, 97)}`,
        });
    }
  }
  // Reverse-flow cycles on the filters, each with its cycle id, in the order the controller numbers them.
  const cycles: [number, number, string, string][] = [
    [1, at(5, 22, 10), 'spa', 'SF-4'],
    [1, at(5, 44, 3), 'main', 'SF-2'],
    [2, at(5, 20, 51), 'spa', 'SF-4'],
    [2, at(6, 2, 40), 'learner', 'SF-3'],
    [3, at(5, 21, 7), 'spa', 'SF-4'],
    [3, at(5, 40, 19), 'main', 'SF-1'],
    [4, at(5, 20, 33), 'spa', 'SF-4'],
    [4, at(5, 41, 12), 'main', 'SF-1'],
    [4, at(6, 5, 48), 'learner', 'SF-3'],
    [4, at(21, 52, 16), 'main', 'SF-2'],
    [5, at(5, 21, 40), 'spa', 'SF-4'],
    [6, at(5, 20, 2), 'spa', 'SF-4'],
    [6, at(5, 43, 27), 'main', 'SF-2'],
    [6, at(6, 3, 9), 'learner', 'SF-3'],
    [7, at(5, 20, 44), 'spa', 'SF-4'],
    [7, at(5, 42, 50), 'main', 'SF-1'],
  ];
  let cycleNo = 2207;
  let needle = '';
  for (const [day, s, circuit, unit] of cycles) {
    const id = `RFC-${cycleNo++}`;
    if (day === 4 && unit === 'SF-1') needle = id;
    const duration = circuit === 'spa' ? between(random, 180, 240) : between(random, 360, 480);
    entries.push({
      day,
      s: s - duration,
      line: () =>
        `${prefix(day, s - duration, 'notice')} circuit=${circuit} unit=${unit} evt=valve_sequence step=reverse_flow_open trigger=schedule`,
    });
    entries.push({
      day,
      s,
      line: () =>
        `${prefix(day, s, 'notice')} circuit=${circuit} unit=${unit} evt=reverse_flow phase=complete duration_s=${duration} dp_before_kpa=${jitter(58, 6)} dp_after_kpa=${jitter(21, 3)} water_to_waste_l=${between(random, 9000, 19000)} cycle_id=${id} operator=auto`,
    });
  }
  entries.sort((x, y) => x.day - y.day || x.s - y.s);
  const output = `${entries.map((e) => e.line()).join('\n')}\n`;
  return probe(
    'round 135: pool filter backwash',
    "The council's pool inspector is in on Tuesday and I'm pulling the paperwork together. The chemical readings are sorted, but they always ask for proof of filter maintenance. At Cardiff, the big pool's sand filter was backwashed on Monday morning: what's the run number for that?",
    'pool_plant_events',
    output,
    'backwash-run',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------------

/** d1: every cardio machine in the estate, as the fleet tool prints it: a fixed-width table. */
function d1TreadmillFirmware(): EconomicsTask {
  const random = seededRandom(135_010);
  const needle = 'CDF-TR-09';
  const models = [
    { type: 'treadmill', model: 'Matrix T7xe', prefix: 'TR', serial: 'T7XE', console: '2.15.3', drive: '1.9.0', kmPerHour: 9 },
    { type: 'treadmill', model: 'Technogym Skillrun', prefix: 'TR', serial: 'SKR', console: '7.4.2', drive: '3.2.1', kmPerHour: 9 },
    { type: 'bike', model: 'Matrix IC7', prefix: 'BK', serial: 'IC7', console: '1.6.0', drive: '-', kmPerHour: 24 },
    { type: 'bike', model: 'Technogym Bike Excite', prefix: 'UB', serial: 'BEX', console: '5.1.8', drive: '-', kmPerHour: 20 },
    { type: 'cross trainer', model: 'Life Fitness Integrity X', prefix: 'XT', serial: 'LFIX', console: '4.2.7', drive: '-', kmPerHour: 7 },
    { type: 'rower', model: 'Concept2 RowErg PM5', prefix: 'RW', serial: 'C2PM5', console: '33.004', drive: '-', kmPerHour: 11 },
    { type: 'stair climber', model: 'StairMaster 8Gx', prefix: 'SC', serial: 'SM8G', console: '2.0.14', drive: '-', kmPerHour: 0 },
  ];
  const header = [
    'ASSET'.padEnd(11),
    'SITE'.padEnd(6),
    'TYPE'.padEnd(13),
    'MODEL'.padEnd(25),
    'SERIAL'.padEnd(15),
    'CONSOLE FW'.padEnd(10),
    'DRIVE FW'.padEnd(9),
    'ODO (KM)'.padStart(9),
    'HOURS'.padStart(6),
    'LAST HEARTBEAT'.padEnd(17),
    'STATE',
  ].join('  ');
  const rule = '-'.repeat(header.length);
  const rows: string[] = [];
  for (const club of CLUBS) {
    // Each club has one treadmill brand.
    const treadmill = club.code === 'CDF-01' || random() < 0.6 ? models[0]! : models[1]!;
    const fleet: [(typeof models)[number], number][] = [
      [treadmill, club.code === 'CDF-01' ? 16 : between(random, 12, 22)],
      [oneOf(random, [models[2]!, models[3]!]), between(random, 8, 16)],
      [models[4]!, between(random, 6, 12)],
      [models[5]!, between(random, 4, 10)],
      [models[6]!, between(random, 2, 5)],
    ];
    for (const [m, count] of fleet) {
      for (let n = 1; n <= count; n++) {
        const asset = `${club.slug}-${m.prefix}-${pad2(n)}`;
        const hours = between(random, 900, 14000);
        const odo = m.kmPerHour === 0 ? '-' : String(Math.round(hours * m.kmPerHour * (0.6 + random() * 0.5)));
        const consoleFw = asset === needle ? '2.11.0' : m.console;
        const state = asset !== needle && random() < 0.03 ? 'out of use' : 'in use';
        const seen =
          state === 'in use'
            ? `2027-01-07 0${between(random, 6, 7)}:${pad2(between(random, 0, 59))}`
            : `2027-01-0${between(random, 2, 6)} ${pad2(between(random, 6, 21))}:${pad2(between(random, 0, 59))}`;
        rows.push(
          [
            asset.padEnd(11),
            club.code.padEnd(6),
            m.type.padEnd(13),
            m.model.padEnd(25),
            `${m.serial}-${hex(random, 8).toUpperCase()}`.padEnd(15),
            consoleFw.padEnd(10),
            m.drive.padEnd(9),
            odo.padStart(9),
            String(hours).padStart(6),
            seen.padEnd(17),
            state,
          ].join('  '),
        );
      }
    }
  }
  const output = [
    'pulsefield-fleet list --type cardio --all-sites',
    `${rows.length} assets, 12 sites, as of 2027-01-07 08:00 UTC`,
    '',
    header,
    rule,
    ...rows,
    rule,
    '',
  ].join('\n');
  return probe(
    'round 135: treadmill firmware',
    "Did all the treadmills get the console software update last month? I've got a feeling one of them was missed. Which one?",
    'cardio_fleet_list',
    output,
    'treadmill-firmware',
    needle,
  );
}

/** d2: tomorrow's Bacs collection schedule for the UK clubs, as the billing system exports it: CSV. */
function d2OverchargedMember(): EconomicsTask {
  const random = seededRandom(135_011);
  const needle = 'PFM-0538114';
  const taken = new Set<string>([needle]);
  const plans = [
    { plan: 'Off-Peak', price: 24.99 },
    { plan: 'Standard', price: 34.99 },
    { plan: 'Premium', price: 44.99 },
    { plan: 'Student', price: 21.99 },
    { plan: 'Corporate', price: 29.99 },
    { plan: 'Swim Only', price: 19.99 },
    { plan: 'Couple', price: 59.99 },
    { plan: 'Family', price: 79.99 },
  ];
  const addOns = [
    { name: '', price: 0 },
    { name: '', price: 0 },
    { name: '', price: 0 },
    { name: '', price: 0 },
    { name: 'Locker', price: 7.5 },
    { name: 'Towel service', price: 5 },
    { name: 'Creche', price: 12 },
  ];
  const ukClubs = CLUBS.filter((c) => !c.code.startsWith('DUB'));
  const header =
    'collection_date,member_no,account_name,sort_code,account_last4,home_club,plan,add_on,amount_gbp,bacs_tx_code,sequence,mandate_ref,next_collection';
  const row = (no: string, plan: (typeof plans)[number], amount?: string) => {
    const add = oneOf(random, addOns);
    const first = random() < 0.04;
    const due =
      amount ?? (first ? (plan.price * (between(random, 20, 95) / 100) + add.price).toFixed(2) : (plan.price + add.price).toFixed(2));
    const [f, l] = personName(random).split(' ') as [string, string];
    return [
      '2027-01-08',
      no,
      `${f[0]} ${l}`.toUpperCase(),
      `${between(random, 10, 99)}-${pad2(between(random, 0, 99))}-${pad2(between(random, 0, 99))}`,
      String(between(random, 1000, 9999)),
      oneOf(random, ukClubs).code,
      plan.plan,
      amount ? '' : add.name,
      due,
      first ? '01' : '17',
      first ? 'FRST' : 'RCUR',
      `PFG-UK-${between(random, 1000000, 9999999)}`,
      '2027-02-08',
    ].join(',');
  };
  const filler = () =>
    row(
      fresh(taken, () => memberNo(random)),
      oneOf(random, plans),
    );
  const standard = plans[1]!;
  const rows = [...Array.from({ length: 1410 }, filler), row(needle, standard, '349.90'), ...Array.from({ length: 1480 }, filler)];
  // The billing system lists the run by member number.
  const body = rows.sort((x, y) => (x.split(',')[1]! < y.split(',')[1]! ? -1 : 1));
  const output = `${header}\n${body.join('\n')}\n`;
  return probe(
    'round 135: overcharged member',
    "Before tomorrow's collection goes to the bank, can you check whether anyone is about to be charged way more than their plan costs? Who is it?",
    'dd_schedule_export',
    output,
    'overcharge',
    needle,
  );
}

/** d3: a scrape of the access system's metrics endpoint: Prometheus text, one family after another. */
function d3ControllerClock(): EconomicsTask {
  const random = seededRandom(135_012);
  const needle = '3600.187';
  const odd = 'CTL-BHM-03';
  const controllers = CLUBS.flatMap((club) =>
    Array.from({ length: between(random, 4, 7) }, (_, i) => ({
      site: club.code,
      id: `CTL-${club.slug}-${pad2(i + 1)}`,
      model: random() < 0.7 ? 'PAC-8800' : 'PAC-4400',
      firmware: random() < 0.85 ? '6.4.2' : '6.4.1',
      readers: between(random, 2, 4),
    })),
  );
  const labels = (c: (typeof controllers)[number]) => `site="${c.site}",controller="${c.id}"`;
  const family = (name: string, type: string, help: string, samples: string[]) => [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} ${type}`,
    ...samples,
  ];
  const gauge = (name: string, help: string, value: (c: (typeof controllers)[number]) => string) =>
    family(
      name,
      'gauge',
      help,
      controllers.map((c) => `${name}{${labels(c)}} ${value(c)}`),
    );
  const now = 1799308800; // 2027-01-07T08:00:00Z
  const buckets = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '+Inf'];
  const histogram = controllers.flatMap((c) => {
    let count = 0;
    const total = between(random, 80000, 260000);
    const lines = buckets.map((le, i) => {
      count =
        i === buckets.length - 1
          ? total
          : Math.min(total, count + Math.floor(total * [0.02, 0.1, 0.35, 0.3, 0.15, 0.05, 0.02, 0.005, 0.003][i]!));
      return `pf_access_poll_duration_seconds_bucket{${labels(c)},le="${le}"} ${count}`;
    });
    return [
      ...lines,
      `pf_access_poll_duration_seconds_sum{${labels(c)}} ${(total * (0.03 + random() * 0.02)).toFixed(3)}`,
      `pf_access_poll_duration_seconds_count{${labels(c)}} ${total}`,
    ];
  });
  const offset = (c: (typeof controllers)[number]) => {
    if (c.id === odd) return needle;
    for (;;) {
      const v = ((random() * 2 - 1) * 0.9).toFixed(3);
      if (!v.includes(needle)) return v;
    }
  };
  const output = [
    ...family(
      'pf_door_controller_info',
      'gauge',
      'Controller model and firmware, always 1.',
      controllers.map((c) => `pf_door_controller_info{${labels(c)},model="${c.model}",firmware="${c.firmware}"} 1`),
    ),
    ...gauge('pf_door_controller_up', 'Whether the controller answered the last poll (1 = yes).', () => '1'),
    ...gauge('pf_door_controller_uptime_seconds', 'Seconds since the controller last started.', () =>
      String(between(random, 86400, 9000000)),
    ),
    ...gauge('pf_door_controller_temperature_celsius', 'Board temperature.', () => (between(random, 310, 470) / 10).toFixed(1)),
    ...gauge('pf_door_controller_supply_voltage_volts', 'Mains supply output voltage.', () =>
      (between(random, 1360, 1395) / 100).toFixed(2),
    ),
    ...gauge('pf_door_controller_battery_voltage_volts', 'Standby battery voltage.', () => (between(random, 1290, 1345) / 100).toFixed(2)),
    ...family(
      'pf_door_reader_online',
      'gauge',
      'Whether each reader on the controller answers OSDP polls (1 = yes).',
      controllers.flatMap((c) => Array.from({ length: c.readers }, (_, r) => `pf_door_reader_online{${labels(c)},reader="${r + 1}"} 1`)),
    ),
    ...gauge('pf_door_controller_clock_offset_seconds', 'Controller clock minus the NTP reference, in seconds.', offset),
    ...gauge('pf_door_controller_event_queue_depth', 'Events buffered on the controller, not yet uploaded.', () =>
      String(between(random, 0, 6)),
    ),
    ...family(
      'pf_door_events_total',
      'counter',
      'Door events since the controller started, by result.',
      controllers.flatMap((c) => [
        `pf_door_events_total{${labels(c)},result="granted"} ${between(random, 40000, 900000)}`,
        `pf_door_events_total{${labels(c)},result="denied"} ${between(random, 300, 9000)}`,
      ]),
    ),
    ...family('pf_access_poll_duration_seconds', 'histogram', 'Time taken to poll the controller.', histogram),
    ...gauge('pf_door_controller_last_sync_timestamp_seconds', 'When the cardholder database was last pushed to the controller.', () =>
      String(now - between(random, 60, 3600)),
    ),
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    'process_resident_memory_bytes 2.13487616e+08',
    '# HELP process_start_time_seconds Start time of the process since unix epoch in seconds.',
    '# TYPE process_start_time_seconds gauge',
    'process_start_time_seconds 1.79851008e+09',
    '',
  ].join('\n');
  return probe(
    'round 135: door controller clock',
    "The door logs from one of the clubs look like they're on a different time from everywhere else. Is one of the door controllers keeping different time from the others? Which one, and by how much?",
    'access_metrics_scrape',
    output,
    'controller-clock',
    needle,
  );
}

export function roundOneHundredThirtyFive(): EconomicsTask[] {
  return [
    a1GuestPassTurnstile(),
    a2DublinMandate(),
    a3TreadmillConsoleLog(),
    b1TrainerDiary(),
    b2CrecheController(),
    b3HouseholdLeadPayer(),
    c1SpinClassLink(),
    c2DeceasedPayer(),
    c3BackwashRun(),
    d1TreadmillFirmware(),
    d2OverchargedMember(),
    d3ControllerClock(),
  ];
}
