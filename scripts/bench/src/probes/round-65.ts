/**
 * Probe round 65, written blind: Fenwick Vale Homes, a made-up social housing association in West Yorkshire (repairs, rent
 * accounts, gas and electrical safety, damp and mould sensors, voids and lettings, the tenant contact centre, contractors).
 * "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - repairs system API (minified JSON of open repair jobs): which operative is booked for the collapsed kitchen ceiling at 14 Larkspur Close;
 *  - gas servicing contractor's certificate export (one-line XML): when the gas safety certificate for Flat 7, Harrowgate House runs out;
 *  - tenant portal (minified webpack bundle): which number the app gives for out-of-hours emergency repairs;
 * b. The answer a few lines away from the line the question's words match:
 *  - damp and mould sensor platform (pretty JSON device list): when the bathroom sensor at 22 Coppice Walk last sent a reading;
 *  - voids register (nested CLI listing): the target let date for the empty home at 3 Brackenfield Road;
 *  - nightly rent posting job (Python log with tracebacks): what error stopped a Universal Credit payment posting to one rent account;
 * c. A question that paraphrases the output or carries a preamble:
 *  - contact centre (Amazon Connect contact trace records, JSON lines): when a tenant whose boiler "packed in" was promised a call back;
 *  - compliance system (fixed-width electrical certificates register): the reference of the latest "five-yearly wiring inspection" for a flat;
 *  - finance (purchase ledger CSV of contractor invoices): how much "the roofers" were paid for "the scaffolding" at Hawthorn Terrace;
 * d. One value unlike its peers, with no error word near it:
 *  - gas servicing report (CLI table): the boiler whose CO/CO2 ratio is far above every other;
 *  - rent charge schedule (psql table): the tenancy whose weekly rent is out of line with the rest;
 *  - telephony (Asterisk queues.conf): the queue whose after-call gap for agents is set far higher than the others.
 * Not among the bench's targets.
 * First run, at 876c33d, the head this session began at (with this file; `ROUNDS=65
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,549,969 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 65: repairs feed (minified JSON)
 *     codex: 12,425 tokens, peak 12,348, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,504 tokens, peak 6,340, 0/1 needles, 4 read-backs
 *     ours: 6,359 tokens, peak 2,856, 1/1 needles, 2 read-backs
 *   round 65: gas certificates (one-line XML)
 *     codex: 12,928 tokens, peak 12,851, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,686 tokens, peak 4,912, 0/1 needles, 4 read-backs
 *     ours: 7,835 tokens, peak 3,199, 0/1 needles, 3 read-backs
 *   round 65: tenant portal bundle (minified JS)
 *     codex: 225 tokens, peak 150, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,061 tokens, peak 1,220, 1/1 needles, 1 read-backs
 *     ours: 1,827 tokens, peak 920, 1/1 needles, 1 read-backs
 *   round 65: damp sensors (pretty JSON)
 *     codex: 13,299 tokens, peak 13,225, 0/1 needles, 0 read-backs
 *     context-chef: 661 tokens, peak 587, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,620 tokens, peak 2,835, 0/1 needles, 3 read-backs
 *     ours: 14,552 tokens, peak 5,168, 0/1 needles, 4 read-backs
 *   round 65: voids register (nested CLI)
 *     codex: 12,070 tokens, peak 11,997, 0/1 needles, 0 read-backs
 *     context-chef: 617 tokens, peak 544, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,471 tokens, peak 2,231, 0/1 needles, 1 read-backs
 *     ours: 7,836 tokens, peak 4,296, 0/1 needles, 2 read-backs
 *   round 65: rent posting log (tracebacks)
 *     codex: 15,766 tokens, peak 15,688, 0/1 needles, 0 read-backs
 *     context-chef: 757 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,554 tokens, peak 2,677, 0/1 needles, 2 read-backs
 *     ours: 4,825 tokens, peak 2,435, 1/1 needles, 2 read-backs
 *   round 65: contact centre records (preamble and paraphrase)
 *     codex: 13,749 tokens, peak 13,644, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,633 tokens, peak 1,029, 0/1 needles, 4 read-backs
 *     ours: 4,421 tokens, peak 941, 0/1 needles, 4 read-backs
 *   round 65: electrical certificates register (preamble and paraphrase)
 *     codex: 12,629 tokens, peak 12,535, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 554, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,695 tokens, peak 1,236, 0/1 needles, 4 read-backs
 *     ours: 4,597 tokens, peak 1,004, 1/1 needles, 4 read-backs
 *   round 65: purchase ledger (preamble and paraphrase)
 *     codex: 16,189 tokens, peak 16,102, 0/1 needles, 0 read-backs
 *     context-chef: 795 tokens, peak 708, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,273 tokens, peak 2,677, 0/1 needles, 4 read-backs
 *     ours: 6,214 tokens, peak 2,886, 0/1 needles, 4 read-backs
 *   round 65: boiler servicing table (odd ratio)
 *     codex: 15,051 tokens, peak 14,968, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 601, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,423 tokens, peak 1,160, 0/1 needles, 1 read-backs
 *     ours: 887 tokens, peak 606, 1/1 needles, 0 read-backs
 *   round 65: rent charge schedule (odd weekly rent)
 *     codex: 14,538 tokens, peak 14,444, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,051 tokens, peak 2,590, 0/1 needles, 2 read-backs
 *     ours: 4,160 tokens, peak 2,246, 0/1 needles, 2 read-backs
 *   round 65: phone queue config (odd wrap-up)
 *     codex: 17,204 tokens, peak 17,104, 0/1 needles, 0 read-backs
 *     context-chef: 825 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,508 tokens, peak 1,403, 0/1 needles, 4 read-backs
 *     ours: 3,105 tokens, peak 857, 1/1 needles, 3 read-backs
 *     codex: 156,073 tokens, 0/12 needles
 *     context-chef: 8,558 tokens, 0/12 needles
 *     context-chef-store: 82,479 tokens, 1/12 needles
 *     ours: 66,618 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------------------------
// Shared pieces: names, streets, towns, dates.

const FIRST = [
  'Aisha',
  'Ben',
  'Callum',
  'Chloe',
  'Darren',
  'Ewa',
  'Fatima',
  'Gareth',
  'Hannah',
  'Imran',
  'Jade',
  'Kieran',
  'Leanne',
  'Marek',
  'Nadia',
  'Owen',
  'Priya',
  'Rhys',
  'Sadia',
  'Tom',
  'Una',
  'Vikram',
  'Wendy',
  'Yusuf',
  'Zoe',
  'Bernadette',
  'Connor',
  'Demi',
  'Emeka',
  'Graham',
  'Hollie',
  'Jamal',
  'Karen',
  'Liam',
  'Megan',
  'Niamh',
  'Olu',
  'Paul',
  'Rebecca',
  'Shaun',
  'Tariq',
  'Aleksandra',
  'Brian',
  'Dominika',
  'Kofi',
  'Lorraine',
  'Mohammed',
  'Stacey',
  'Tyrone',
  'Gemma',
  'Adaeze',
  'Craig',
  'Sharon',
  'Dean',
  'Kelly',
];
const LAST = [
  'Ahmed',
  'Barker',
  'Campbell',
  'Dobson',
  'Evans',
  'Fletcher',
  'Greenwood',
  'Hussain',
  'Iqbal',
  'Jackson',
  'Kaur',
  'Lowe',
  'Mahmood',
  'Nowak',
  'Okafor',
  'Pearson',
  'Quinn',
  'Rahman',
  'Shaw',
  'Thornton',
  'Uddin',
  'Varley',
  'Walsh',
  'Yates',
  'Kowalski',
  'Brennan',
  'Sutcliffe',
  'Holroyd',
  'Bibi',
  'Clegg',
  'Ashworth',
  'Mensah',
  'Haigh',
  'Lister',
  'Begum',
  'Firth',
  'Dyson',
  'Hirst',
  'Ackroyd',
  'Boateng',
  'Moorhouse',
  'Crowther',
  'Szymanski',
  'Riaz',
  'Whiteley',
  'Bairstow',
];
const STREETS = [
  'Larkspur Close',
  'Coppice Walk',
  'Brackenfield Road',
  'Thistle Row',
  'Hawthorn Terrace',
  'Mill Lane',
  'Foundry Street',
  'Beck Side',
  'Ravenscliffe Avenue',
  'Kestrel Drive',
  'Sorrel Gardens',
  'Moorview Crescent',
  'Canal Street',
  'Weavers Court',
  'Oakroyd Terrace',
  'Holme Lane',
  'Pinfold Close',
  'Chapel Fold',
  'Bracken Hill',
  'Station Road',
  'Cragg View',
  'Heather Bank',
  'Ivy Street',
  'Nab Lane',
  'Tenter Croft',
  'Quarry Rise',
  'Ash Grove',
  'Fern Bank',
  'Lindley Road',
  'Scar Top',
  'Coppice Way',
  'Thistle Close',
  'Larkspur Way',
];
const BLOCKS = ['Harrowgate House', 'Marlowe Court', 'Rowan House', 'Kingfisher Court', 'Aire View', 'Priestley House', 'Calder Court'];
const TOWNS = ['Ashby Moor', 'Coldhurst', 'Wrayfield', 'Kelbrook Bridge', 'Thornleigh', 'Saltergate'];

type Random = () => number;

const person = (random: Random) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const postcode = (random: Random) =>
  `${oneOf(random, ['AM', 'KB'])}${between(random, 1, 9)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const uprn = (random: Random) => `1000512${String(between(random, 0, 99_999)).padStart(5, '0')}`;
const propRef = (random: Random) => `FV${String(between(random, 1000, 29_999)).padStart(6, '0')}`;
const street = (random: Random) => `${between(random, 1, 120)} ${oneOf(random, STREETS)}`;

const DAY = 86_400_000;
/** Tuesday 17 November 2026, 00:00 UTC. */
const TODAY = Date.UTC(2026, 10, 17);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const ukDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const money = (n: number) => n.toFixed(2);
const gbp = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Makes a record with `make` until its text holds no `needle`: the near-misses never repeat the answer. */
function without<T>(needle: string, make: () => T, show: (t: T) => string = (t) => (typeof t === 'string' ? t : JSON.stringify(t))): T {
  for (let i = 0; i < 200; i++) {
    const t = make();
    if (!show(t).includes(needle)) return t;
  }
  throw new Error(`could not make a record without ${needle}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

const CONTRACTORS = {
  dlo: { id: 'C0001', name: 'Fenwick Vale Property Services (DLO)' },
  gas: { id: 'C0142', name: 'Calder Heating Services Ltd' },
  roof: { id: 'C0157', name: 'Pennine Roofing & Cladding Ltd' },
  elec: { id: 'C0163', name: 'Brightwire Electrical Ltd' },
  care: { id: 'C0171', name: 'Northern Property Care Ltd' },
  drains: { id: 'C0188', name: 'DrainRight Yorkshire Ltd' },
  damp: { id: 'C0190', name: 'Aireside Damp & Mould Solutions' },
} as const;

interface Sor {
  readonly code: string;
  readonly text: string;
  readonly trade: string;
  readonly contractor: keyof typeof CONTRACTORS;
  readonly rate: number;
  readonly notes: readonly string[];
}

const SORS: readonly Sor[] = [
  {
    code: '603001',
    text: 'Renew WC pan, close coupled',
    trade: 'Plumber',
    contractor: 'dlo',
    rate: 186.4,
    notes: ['Toilet pan cracked at base, leaking onto floor', 'WC pan loose and rocking, seal gone'],
  },
  {
    code: '460010',
    text: 'Repair leak to waste pipe',
    trade: 'Plumber',
    contractor: 'dlo',
    rate: 58.2,
    notes: ['Leak under kitchen sink, bucket in place', 'Bath waste dripping through to hall ceiling below'],
  },
  {
    code: '201053',
    text: 'Ease and adjust internal door',
    trade: 'Joiner',
    contractor: 'dlo',
    rate: 31.75,
    notes: ['Bedroom door catching on carpet', 'Living room door will not close'],
  },
  {
    code: '205210',
    text: 'Renew lock cylinder, entrance door',
    trade: 'Joiner',
    contractor: 'dlo',
    rate: 64.1,
    notes: ['Key snapped in front door lock', 'Back door lock stiff, tenant cannot lock at night'],
  },
  {
    code: '300125',
    text: 'Hack off and renew plaster to ceiling n.e. 2m2',
    trade: 'Plasterer',
    contractor: 'care',
    rate: 212.3,
    notes: ['Bedroom ceiling plaster cracked and bowing', 'Plaster blown on landing ceiling after old leak'],
  },
  {
    code: '301001',
    text: 'Make safe ceiling, remove debris',
    trade: 'Plasterer',
    contractor: 'care',
    rate: 148.0,
    notes: ['Part of bedroom ceiling fallen after roof leak, room not in use', 'Lounge ceiling bulging, water stain spreading'],
  },
  {
    code: '750402',
    text: 'Test and repair socket outlet',
    trade: 'Electrician',
    contractor: 'elec',
    rate: 72.5,
    notes: ['Double socket in kitchen scorched', 'Socket in bedroom sparking when plug inserted'],
  },
  {
    code: '751110',
    text: 'Renew extractor fan, bathroom',
    trade: 'Electrician',
    contractor: 'elec',
    rate: 164.9,
    notes: ['Bathroom extractor fan not working, condensation on walls', 'Extractor fan noisy then stopped'],
  },
  {
    code: '640220',
    text: 'Boiler breakdown - no heat or hot water',
    trade: 'Gas Engineer',
    contractor: 'gas',
    rate: 96.0,
    notes: ['No heating or hot water, boiler showing fault code', 'Boiler losing pressure daily'],
  },
  {
    code: '120301',
    text: 'Renew roof tiles n.e. 10 no.',
    trade: 'Roofer',
    contractor: 'roof',
    rate: 244.0,
    notes: ['Slipped slates visible from street after storm', 'Water coming in at top of stairs when it rains'],
  },
  {
    code: '180044',
    text: 'Clear blocked gutter and downpipe',
    trade: 'Roofer',
    contractor: 'roof',
    rate: 88.5,
    notes: ['Gutter overflowing at rear, wall stained', 'Downpipe blocked, water pouring down front'],
  },
  {
    code: '351007',
    text: 'Mould wash and stain block, per room',
    trade: 'Damp & Mould',
    contractor: 'damp',
    rate: 126.0,
    notes: ['Black mould in bedroom corner behind wardrobe', 'Mould around bathroom window reveal, child with asthma'],
  },
  {
    code: '470110',
    text: 'Clear blocked drain by rodding',
    trade: 'Drainage',
    contractor: 'drains',
    rate: 92.0,
    notes: ['Outside drain backing up into yard', 'Kitchen sink and toilet both slow to drain'],
  },
  {
    code: '910000',
    text: 'Emergency make safe - general',
    trade: 'Multi-trade',
    contractor: 'dlo',
    rate: 110.0,
    notes: ['Window pane cracked across, child in property', 'Front door forced by police, needs securing'],
  },
];
const PRIORITIES = [
  { code: 'P1', label: 'Emergency - attend within 24 hours', days: 1 },
  { code: 'P2', label: 'Urgent - complete within 3 working days', days: 3 },
  { code: 'P3', label: 'Routine - complete within 20 working days', days: 28 },
  { code: 'P4', label: 'Planned - add to programme', days: 90 },
];

/** Task 1: the repairs system's open jobs, one minified JSON page, in appointment order. */
function repairsFeed(): EconomicsTask {
  const random = seededRandom(65_101);
  const needle = 'Tobias Mwangi-Reid';
  const operatives = Array.from({ length: 70 }, () => ({ name: person(random), payrollId: `OP${between(random, 1000, 9999)}` }));
  const raisers = Array.from({ length: 25 }, () => person(random));
  interface Home {
    readonly propertyRef: string;
    readonly uprn: string;
    readonly line1: string;
    readonly town: string;
    readonly postcode: string;
    readonly tenure: string;
  }
  const homeAt = (line1?: string, town?: string): Home => ({
    propertyRef: propRef(random),
    uprn: uprn(random),
    line1: line1 ?? street(random),
    town: town ?? oneOf(random, TOWNS),
    postcode: postcode(random),
    tenure: oneOf(random, ['General Needs', 'General Needs', 'Older Persons', 'Supported', 'Shared Ownership']),
  });
  interface Spec {
    readonly home?: Home;
    readonly sor?: Sor;
    readonly notes?: string;
    readonly priority?: (typeof PRIORITIES)[number];
    readonly operative?: { readonly name: string; readonly payrollId: string };
    readonly raised?: number;
    readonly appointment?: number;
  }
  const job = (spec: Spec = {}) => {
    const sor = spec.sor ?? oneOf(random, SORS);
    const priority = spec.priority ?? PRIORITIES[oneOf(random, [0, 1, 1, 2, 2, 2, 2, 3])]!;
    const raised = spec.raised ?? TODAY - between(random, 0, 35 * 24 * 60) * 60_000;
    const raisedDay = Math.floor(raised / DAY) * DAY;
    const day =
      spec.appointment ??
      (priority.code === 'P1'
        ? raisedDay + between(random, 0, 1) * DAY
        : Math.max(raisedDay + DAY, TODAY + between(random, -8, 14) * DAY) + (priority.code === 'P4' ? between(random, 0, 20) * DAY : 0));
    const am = spec.appointment !== undefined || random() < 0.5;
    const contractor = CONTRACTORS[sor.contractor];
    const operative = spec.operative ?? oneOf(random, operatives);
    const home = spec.home ?? homeAt();
    return {
      jobRef: '',
      status:
        day < TODAY
          ? oneOf(random, ['In Progress', 'Awaiting Parts', 'Follow-on Required', 'Awaiting Parts'])
          : oneOf(random, ['Appointed', 'Appointed', 'Appointed', 'Logged']),
      priority: { code: priority.code, label: priority.label },
      raisedAt: isoTime(raised),
      raisedBy: {
        channel: oneOf(random, ['Contact Centre', 'Contact Centre', 'Tenant Portal', 'Housing Officer', 'Email', 'Web Chat']),
        user: oneOf(random, raisers),
      },
      targetDate: isoDate(raised + priority.days * DAY),
      property: {
        propertyRef: home.propertyRef,
        uprn: home.uprn,
        address: { line1: home.line1, town: home.town, postcode: home.postcode },
        tenure: home.tenure,
      },
      sor: { code: sor.code, description: sor.text, quantity: 1, unitRate: sor.rate },
      trade: sor.trade,
      description: spec.notes ?? oneOf(random, sor.notes),
      contractor: { id: contractor.id, name: contractor.name },
      operative: { name: operative.name, payrollId: operative.payrollId },
      appointment: {
        date: isoDate(day),
        slot: am ? 'AM' : 'PM',
        start: isoTime(day + (am ? 8 : 12) * 3_600_000),
        end: isoTime(day + (am ? 12 : 17) * 3_600_000),
        confirmedBy: oneOf(random, ['SMS', 'Phone', 'Portal', null]),
      },
      access: {
        keySafe: random() < 0.1,
        notes: oneOf(random, ['', '', 'Dog in property', 'Tenant works nights, knock loudly', 'Call 30 mins before']),
      },
      flags: {
        vulnerableOccupant: random() < 0.15,
        asbestosChecked: random() < 0.9,
        recall: random() < 0.06,
        dampMouldCase: sor.contractor === 'damp',
      },
      costs: { estimate: Math.round(sor.rate * (0.8 + random()) * 100) / 100, currency: 'GBP' },
    };
  };
  const ceilingSor = SORS.find((s) => s.code === '301001')!;
  const fanSor = SORS.find((s) => s.code === '751110')!;
  const larkspur14 = homeAt('14 Larkspur Close', 'Wrayfield');
  const jobs = Array.from({ length: 755 }, () => without(needle, () => job()));
  // Near-misses: another open job at number 14, other homes on Larkspur Close, other fallen ceilings.
  jobs.push(
    job({
      home: larkspur14,
      sor: fanSor,
      priority: PRIORITIES[2],
      raised: Date.UTC(2026, 10, 3, 10, 17, 0),
      notes: 'Bathroom extractor fan stopped working, mould starting on ceiling',
    }),
    without(needle, () =>
      job({
        home: homeAt('41 Larkspur Close', 'Wrayfield'),
        sor: ceilingSor,
        priority: PRIORITIES[1],
        notes: 'Hall ceiling cracked and sagging under bathroom',
      }),
    ),
    without(needle, () =>
      job({
        home: homeAt('14 Larkspur Way', 'Thornleigh'),
        sor: ceilingSor,
        priority: PRIORITIES[0],
        notes: 'Bedroom ceiling partly down after roof leak',
      }),
    ),
    without(needle, () => job({ home: homeAt('16 Larkspur Close', 'Wrayfield') })),
    job({
      home: larkspur14,
      sor: ceilingSor,
      priority: PRIORITIES[0],
      raised: Date.UTC(2026, 10, 16, 19, 42, 11),
      appointment: TODAY,
      notes:
        'Kitchen ceiling has come down after a leak from the bathroom above. Tenant has turned the water off at the stop tap. Make safe, clear debris, check joists and light fitting.',
      operative: { name: needle, payrollId: 'OP4471' },
    }),
  );
  let seq = 117_400;
  [...jobs].sort((a, b) => a.raisedAt.localeCompare(b.raisedAt)).forEach((j) => (j.jobRef = `RJ26-${(seq += between(random, 1, 3))}`));
  jobs.sort((a, b) => a.appointment.start.localeCompare(b.appointment.start) || a.jobRef.localeCompare(b.jobRef));
  const output = JSON.stringify({
    meta: {
      generatedAt: '2026-11-17T07:12:03Z',
      filter: 'status ne Completed and status ne Cancelled',
      sort: 'appointment.start',
      page: 1,
      pageSize: 1000,
      total: jobs.length,
      apiVersion: '2.4',
    },
    data: jobs,
    links: { self: '/api/v2/repairs?status=open&sort=appointment.start&page=1', next: null },
  });
  return probe(
    'round 65: repairs feed (minified JSON)',
    'Which operative is booked to go out to the collapsed kitchen ceiling at 14 Larkspur Close?',
    'get_open_repairs',
    output,
    'operative',
    needle,
    true,
  );
}

/** Task 2: the gas contractor's certificate export, one line of XML. */
function gasCertificates(): EconomicsTask {
  const random = seededRandom(65_102);
  const needle = '2027-03-09';
  const engineers = Array.from({ length: 18 }, () => ({ name: person(random), gasSafe: String(between(random, 100_000, 699_999)) }));
  const appliances = [
    ['Combi boiler', 'Worcester Bosch', 'Greenstar 30i', 'RS'],
    ['Combi boiler', 'Vaillant', 'ecoTEC plus 832', 'RS'],
    ['Combi boiler', 'Ideal', 'Logic Max C30', 'RS'],
    ['System boiler', 'Baxi', '800 System 2 24', 'RS'],
    ['Gas fire', 'Valor', 'Homeflame Dream', 'OF'],
    ['Cooker', 'Tenant owned', 'Freestanding', 'FL'],
    ['Hob', 'Tenant owned', '4 burner', 'FL'],
  ] as const;
  const used = new Set<number>();
  const record = (address: { line1: string; line2: string; street: string; town: string; postcode?: string }, inspected?: number) => {
    let certNo: number;
    do certNo = between(random, 1000, 99_999);
    while (used.has(certNo));
    used.add(certNo);
    let when = inspected ?? TODAY - between(random, 2, 360) * DAY;
    const expiry = () => isoDate(when + 364 * DAY);
    while (inspected === undefined && expiry() === needle) when -= DAY;
    const engineer = oneOf(random, engineers);
    const apps = [oneOf(random, appliances.slice(0, 4)), ...(random() < 0.5 ? [oneOf(random, appliances.slice(4))] : [])];
    const appXml = apps
      .map(([type, make, model, flue], i) => {
        const co = between(random, 8, 160);
        const co2 = 8.4 + random() * 1.4;
        return (
          `<Appliance seq="${i + 1}"><Location>${oneOf(random, ['Kitchen', 'Airing cupboard', 'Utility', 'Living room', 'Loft'])}</Location><Type>${type}</Type>` +
          `<Make>${make}</Make><Model>${model}</Model><FlueType>${flue}</FlueType><LandlordsAppliance>${make === 'Tenant owned' ? 'No' : 'Yes'}</LandlordsAppliance>` +
          `<OperatingPressureMbar>${(18 + random() * 3).toFixed(1)}</OperatingPressureMbar><HeatInputKw>${(make === 'Tenant owned' ? 6 : 24 + random() * 8).toFixed(1)}</HeatInputKw>` +
          `<SafetyDeviceOk>Yes</SafetyDeviceOk><VentilationOk>Yes</VentilationOk><FlueVisualCheck>Pass</FlueVisualCheck><FlueSpillageTest>${flue === 'OF' ? 'Pass' : 'N/A'}</FlueSpillageTest>` +
          `<CombustionCOppm>${co}</CombustionCOppm><CombustionCO2pct>${co2.toFixed(1)}</CombustionCO2pct><CORatio>${(co / (co2 * 10_000)).toFixed(4)}</CORatio>` +
          `<Serviced>${make === 'Tenant owned' ? 'No' : 'Yes'}</Serviced><SafeToUse>Yes</SafeToUse></Appliance>`
        );
      })
      .join('');
    return (
      `<Record><PropertyRef>${propRef(random)}</PropertyRef><UPRN>${uprn(random)}</UPRN><Address><Line1>${address.line1}</Line1>` +
      (address.line2 ? `<Line2>${address.line2}</Line2>` : '') +
      `<Street>${address.street}</Street><Town>${address.town}</Town><Postcode>${address.postcode ?? postcode(random)}</Postcode></Address>` +
      `<Certificate><Type>LGSR</Type><Number>CHS-LG-${String(certNo).padStart(6, '0')}</Number><InspectionDate>${isoDate(when)}</InspectionDate>` +
      `<ExpiryDate>${expiry()}</ExpiryDate><Engineer><Name>${engineer.name}</Name><GasSafeId>${engineer.gasSafe}</GasSafeId></Engineer>` +
      `<TenantPresent>${random() < 0.9 ? 'Yes' : 'No'}</TenantPresent><COAlarm><Fitted>Yes</Fitted><Tested>Yes</Tested></COAlarm><GasTightness>Pass</GasTightness>` +
      `<EmergencyControlAccessible>Yes</EmergencyControlAccessible><Outcome>Satisfactory</Outcome></Certificate><Appliances>${appXml}</Appliances>` +
      `<Defects/><CopyToTenant method="${oneOf(random, ['Email', 'Post', 'Left on site'])}" date="${isoDate(when + between(random, 0, 6) * DAY)}"/></Record>`
    );
  };
  const houses = (n: number) =>
    Array.from({ length: n }, () =>
      without(needle, () => record({ line1: '', line2: '', street: street(random), town: oneOf(random, TOWNS) })).replace(
        '<Line1></Line1>',
        '',
      ),
    );
  const block = (name: string, flats: number, streetName: string, town: string, target = 0) => {
    const code = postcode(random);
    return Array.from({ length: flats }, (_, i) => {
      const address = { line1: `Flat ${i + 1}`, line2: name, street: streetName, town, postcode: code };
      return i + 1 === target ? record(address, Date.UTC(2026, 2, 10)) : without(needle, () => record(address));
    });
  };
  const harrowgate = block('Harrowgate House', 24, 'Mill Lane', 'Coldhurst', 7);
  const records = [
    ...houses(260),
    ...block('Rowan House', 18, 'Canal Street', 'Wrayfield'),
    ...houses(90),
    ...block('Priestley House', 20, 'Foundry Street', 'Thornleigh'),
    ...harrowgate,
    ...houses(60),
    ...block('Kingfisher Court', 30, 'Beck Side', 'Ashby Moor'),
    ...houses(250),
  ];
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><LGSRExport xmlns="urn:calderheating:lgsr:export:3" client="Fenwick Vale Homes" contractor="Calder Heating Services Ltd" ` +
    `generated="2026-11-17T06:00:04Z" period="2025-11-17/2026-11-16" records="${records.length}">${records.join('')}</LGSRExport>`;
  return probe(
    'round 65: gas certificates (one-line XML)',
    'When does the gas safety certificate for Flat 7, Harrowgate House run out?',
    'export_gas_certificates',
    output,
    'expiry',
    needle,
    true,
  );
}

/** Task 3: the tenant portal's production bundle, minified to one line. */
function tenantPortalBundle(): EconomicsTask {
  const random = seededRandom(65_103);
  const needle = '0300 303 7781';
  const components = [
    'RentBalanceCard',
    'RepairReportForm',
    'AppointmentPicker',
    'DampMouldReport',
    'TenancyDetails',
    'HouseholdMembers',
    'PaymentForm',
    'DirectDebitSetup',
    'ContactPreferences',
    'MessageThread',
    'ComplaintForm',
    'AsbReport',
    'DocumentList',
    'GasSafetyBanner',
    'RepairHistory',
    'CommunityNews',
    'HomeSwapSearch',
    'AccessibilityNeeds',
    'ProfileEditor',
    'LoginForm',
    'RentStatement',
    'OutageNotice',
  ];
  const labels = [
    'Report a repair',
    'View your rent account',
    'Make a payment',
    'Set up a Direct Debit',
    'Your tenancy',
    'Book an appointment',
    'Cancel appointment',
    'Upload a photo',
    'Tell us about damp or mould',
    'Your household',
    'Change your contact details',
    'Messages',
    'Make a complaint',
    'Report anti-social behaviour',
    'Documents',
    'Sign out',
    'Next',
    'Back',
    'Submit',
    'Save changes',
    'Which room is the problem in?',
    'Choose a date',
    'Morning (8am to 12pm)',
    'Afternoon (12pm to 5pm)',
    'Your balance',
    'Your next payment',
    'Payment reference',
    'Something went wrong, please try again',
    'Loading your account',
  ];
  const kebab = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const v = () => chars(random, 'abcdefghijklmnopqrstuvwxyz', 1);
  let id = 1000;
  const nextId = () => (id += between(random, 3, 140));
  const uiModule = () => {
    const comp = oneOf(random, components);
    const [a, b, c] = [v().toUpperCase(), v(), v()];
    return (
      `${nextId()}:(e,t,n)=>{"use strict";n.d(t,{${oneOf(random, ['A', 'Z', 'default'])}:()=>${a}});var r=n(${between(random, 1000, 99_999)}),o=n(${between(random, 1000, 99_999)}),i=n.n(o),s=n(74848);` +
      `const ${a}=function(e){var t=e.${oneOf(random, ['tenancy', 'account', 'repair', 'user', 'household', 'appointment'])},n=(0,r.useState)(${oneOf(random, ['!1', '!0', 'null', '""', '0', '[]'])}),${b}=n[0],${c}=n[1];` +
      `(0,r.useEffect)((function(){t&&${c}(t.${oneOf(random, ['id', 'balance', 'status', 'items', 'slots', 'reference'])})}),[t]);` +
      `return(0,s.jsxs)("section",{className:"fvh-${kebab(comp)}","data-testid":"${kebab(comp)}-${hex(random, 4)}",children:[(0,s.jsx)("h2",{className:"fvh-${kebab(comp)}__title",children:"${oneOf(random, labels)}"}),` +
      `(0,s.jsx)(i().${oneOf(random, ['Button', 'Link', 'Card', 'Field', 'Select'])},{label:"${oneOf(random, labels)}",onClick:function(){return ${c}(!${b})},disabled:!${b}})]})}}`
    );
  };
  const apiModule = () =>
    `${nextId()}:(e,t,n)=>{"use strict";n.d(t,{${v()}:()=>a});var r=n(${between(random, 1000, 99_999)});async function a(e){const t=await(0,r.F)("/api/v1/${oneOf(random, ['tenancies', 'repairs', 'payments', 'messages', 'documents', 'appointments', 'complaints'])}/"+encodeURIComponent(e)+"/${oneOf(random, ['summary', 'history', 'statement', 'slots', 'attachments'])}",{method:"GET",headers:{Accept:"application/json","X-Client":"fvh-portal/3.18.2"}});if(!t.ok)throw new r.H(t.status,"${oneOf(random, labels)}");return t.json()}}`;
  const before = Array.from({ length: 430 }, () => (random() < 0.8 ? uiModule() : apiModule()));
  const strings: Record<string, string> = {
    'app.title': 'My Fenwick Vale',
    'nav.home': 'Home',
    'nav.rent': 'Rent and payments',
    'nav.repairs': 'Repairs',
    'nav.tenancy': 'My tenancy',
    'nav.messages': 'Messages',
    'contact.title': 'Contact us',
    'contact.general.label': 'Customer services (Monday to Friday, 8am to 6pm)',
    'contact.general.phone': '0300 303 7700',
    'contact.textRelay': 'Text Relay: 18001 0300 303 7700',
    'contact.rent.label': 'Rent and income team',
    'contact.rent.phone': '0300 303 7720',
    'contact.asb.label': 'Anti-social behaviour line',
    'contact.asb.phone': '0300 303 7730',
    'contact.email': 'hello@fenwickvale.example',
    'repairs.title': 'Report a repair',
    'repairs.intro': 'Tell us what is wrong and we will book a time to fix it. Routine repairs are usually done within 20 working days.',
    'repairs.phone.label': 'Repairs line (Monday to Friday, 8am to 6pm)',
    'repairs.phone.number': '0300 303 7710',
    'repairs.emergency.title': 'Is it an emergency?',
    'repairs.emergency.examples':
      'An emergency is something that puts you or your home at risk: a flood, no heating in winter, an unsafe electrical fitting, a door or window that will not lock.',
    'repairs.emergency.outOfHours':
      'If your emergency happens outside our office hours (after 6pm on weekdays, at weekends or on bank holidays), call our out-of-hours repairs service on ' +
      needle +
      '. Do not report emergencies online.',
    'repairs.gas.title': 'Smell gas?',
    'repairs.gas.body': 'Leave the house, do not use switches, and call the National Gas Emergency Service on 0800 111 999 straight away.',
    'repairs.power.body': 'Power cut? Call 105 to reach your local network operator.',
    'repairs.water.body': 'No water supply? Check with Yorkshire Water on 0345 124 2424 before calling us.',
    'repairs.damp.title': 'Damp and mould',
    'repairs.damp.body':
      'Tell us about damp or mould as soon as you see it. We will inspect within 10 working days and start repairs within 5 working days of our inspection.',
    'rent.balance': 'Your balance',
    'rent.arrears.help': 'Struggling to pay? Our money advice team can help: call 0300 303 7720 or ask for a callback.',
    'rent.dd.title': 'Pay by Direct Debit',
    'rent.dd.dates': 'You can choose to pay on the 1st, 8th, 15th or 22nd of the month, or weekly on a Monday.',
    'appointments.slot.am': 'Morning (8am to 12pm)',
    'appointments.slot.pm': 'Afternoon (12pm to 5pm)',
    'appointments.cancel.body': 'Need to cancel? Let us know at least 24 hours before so we can offer the slot to someone else.',
    'complaints.title': 'Make a complaint',
    'complaints.body':
      'If you are not happy with our service you can complain online or call 0300 303 7700. You can also contact the Housing Ombudsman on 0300 111 3000.',
    'footer.legal': 'Fenwick Vale Homes is a registered society (No. 30214R) and a registered provider of social housing (No. L4471).',
  };
  for (let i = 0; i < 160; i++)
    strings[`${oneOf(random, ['form', 'errors', 'hints', 'tenancy', 'household', 'profile'])}.${hex(random, 6)}`] = oneOf(random, labels);
  const locale = `${nextId()}:e=>{"use strict";e.exports=JSON.parse('${JSON.stringify(strings).replace(/'/g, "\\'")}')}`;
  const after = Array.from({ length: 420 }, () => (random() < 0.8 ? uiModule() : apiModule()));
  const line =
    '(()=>{var e,t,n,r={' +
    [...before, locale, ...after].join(',') +
    '},o={};function i(e){var t=o[e];if(void 0!==t)return t.exports;var n=o[e]={id:e,loaded:!1,exports:{}};return r[e].call(n.exports,n,n.exports,i),n.loaded=!0,n.exports}' +
    'i.m=r,e=[],i.O=(t,n,r,o)=>{if(!n){var a=1/0;for(u=0;u<e.length;u++){for(var[n,r,o]=e[u],c=!0,s=0;s<n.length;s++)(!1&o||a>=o)&&Object.keys(i.O).every((e=>i.O[e](n[s])))?n.splice(s--,1):(c=!1,o<a&&(a=o));if(c){e.splice(u--,1);var l=r();void 0!==l&&(t=l)}}return t}o=o||0;for(var u=e.length;u>0&&e[u-1][2]>o;u--)e[u]=e[u-1];e[u]=[n,r,o]},i.n=e=>{var t=e&&e.__esModule?()=>e.default:()=>e;return i.d(t,{a:t}),t},i.d=(e,t)=>{for(var n in t)i.o(t,n)&&!i.o(e,n)&&Object.defineProperty(e,n,{enumerable:!0,get:t[n]})},i.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),i.r=e=>{"undefined"!=typeof Symbol&&Symbol.toStringTag&&Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})};var a=i.O(void 0,[736],(()=>i(4412)));a=i.O(a)})();';
  const output = `/*! For license information please see main.7c41e09b.js.LICENSE.txt */\n${line}\n//# sourceMappingURL=main.7c41e09b.js.map\n`;
  return probe(
    'round 65: tenant portal bundle (minified JS)',
    'What phone number does the tenant app tell people to ring for emergency repairs out of hours?',
    'fetch_portal_bundle',
    output,
    'ooh-number',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** Task 4: the damp and mould sensor platform's device list, pretty JSON. */
function dampSensors(): EconomicsTask {
  const random = seededRandom(65_104);
  const needle = '2026-11-16T21:38:54Z';
  const device = (address: string, town: string, code: string, pRef: string, pUprn: string, room: string, readAt?: number) => {
    const temp = 14 + random() * 8;
    const rh = room === 'Bathroom' || room === 'Kitchen' ? 55 + random() * 35 : 40 + random() * 40;
    const read = readAt ?? TODAY - between(random, 60, 3 * 24 * 3600) * 1000;
    return {
      deviceId: `EVS-${hex(random, 6).toUpperCase()}`,
      model: oneOf(random, ['EnviroSense E2', 'EnviroSense E2', 'EnviroSense E2+', 'EnviroSense Mini']),
      firmwareVersion: `4.2.${between(random, 0, 9)}`,
      property: { propertyRef: pRef, uprn: pUprn, addressLine1: address, town, postcode: code },
      location: {
        room,
        floor: room === 'Kitchen' || room === 'Living room' ? 'Ground' : 'First',
        mounting: oneOf(random, ['Wall 1.8m', 'Wall 2.0m', 'Ceiling']),
      },
      installedAt: isoTime(Date.UTC(2024, 0, 1) + between(random, 0, 600) * DAY + between(random, 28_800, 61_200) * 1000),
      connectivity: {
        network: oneOf(random, ['LoRaWAN', 'LoRaWAN', 'NB-IoT']),
        gatewayId: `GW-${hex(random, 4).toUpperCase()}`,
        rssi: -between(random, 70, 118),
        snr: Number((random() * 12 - 4).toFixed(1)),
      },
      battery: { percent: between(random, 18, 100), voltage: Number((2.7 + random() * 0.45).toFixed(2)) },
      lastReading: {
        timestamp: isoTime(read),
        temperatureC: Number(temp.toFixed(1)),
        relativeHumidity: Number(rh.toFixed(1)),
        dewPointC: Number((temp - (100 - rh) / 5).toFixed(1)),
        mouldRiskIndex: Number((random() * 6).toFixed(2)),
      },
      lastHeartbeatAt: isoTime(read + between(random, 60, 7200) * 1000),
      reportingIntervalMinutes: 15,
      thresholds: { humidityHighPct: 70, humidityDurationHours: 6, temperatureLowC: 16 },
      openCases: random() < 0.12 ? [`DM-26-${between(random, 1000, 4999)}`] : [],
    };
  };
  const rooms = ['Bathroom', 'Kitchen', 'Bedroom 1', 'Living room', 'Bedroom 2'];
  const home = (address: string, town: string, targetAt?: number) => {
    const pRef = propRef(random);
    const pUprn = uprn(random);
    const code = postcode(random);
    const n = between(random, 2, 4);
    return rooms
      .slice(0, Math.max(n, 3))
      .map((room) =>
        room === 'Bathroom' && targetAt !== undefined
          ? device(address, town, code, pRef, pUprn, room, targetAt)
          : without(needle, () => device(address, town, code, pRef, pUprn, room)),
      );
  };
  const homes: ReturnType<typeof device>[][] = Array.from({ length: 260 }, () => home(street(random), oneOf(random, TOWNS)));
  homes[Math.floor(260 * 0.36)] = home('12 Coppice Walk', 'Saltergate');
  homes[Math.floor(260 * 0.42)] = home('22 Coppice Way', 'Ashby Moor');
  homes[Math.floor(260 * 0.51)] = home('2 Coppice Walk', 'Saltergate');
  homes[Math.floor(260 * 0.53)] = home('22 Coppice Walk', 'Saltergate', Date.UTC(2026, 10, 16, 21, 38, 54));
  homes[Math.floor(260 * 0.6)] = home('24 Coppice Walk', 'Saltergate');
  const devices = homes.flat();
  const output = JSON.stringify(
    { organisation: 'Fenwick Vale Homes', page: 1, pageSize: 2000, totalDevices: devices.length, devices },
    null,
    2,
  );
  return probe(
    'round 65: damp sensors (pretty JSON)',
    'When did the damp sensor in the bathroom at 22 Coppice Walk last send a reading?',
    'list_sensor_devices',
    output,
    'last-reading',
    needle,
  );
}

/** Task 5: the voids register, a nested CLI listing grouped by housing patch. */
function voidsRegister(): EconomicsTask {
  const random = seededRandom(65_105);
  const needle = '07/12/2026';
  const patches = TOWNS.flatMap((town) =>
    ['East', 'North', 'South', 'West'].map((side) => ({ town, name: `${town} ${side}`, officer: person(random) })),
  );
  const patchOf = (name: string) => patches.find((p) => p.name === name)!;
  const reasons = [
    'Tenant deceased',
    'Transfer (internal)',
    'Moved to private rented',
    'Moved into care',
    'Abandonment',
    'Eviction',
    'Mutual exchange',
    'Notice given',
  ];
  const scopes = [
    'Standard lettable standard works',
    'Full rewire, new kitchen, damp proof course to rear wall',
    'Clearance, deep clean, redecorate throughout',
    'New bathroom, mould treatment to two bedrooms',
    'Gas safety check, electrical test, new front door',
    'Asbestos survey then remove artex ceilings',
    'Replace boiler and radiators, plaster repairs',
  ];
  interface Spec {
    readonly address: string;
    readonly patch: (typeof patches)[number];
    readonly ended: number;
    readonly target?: { readonly worksDone: number; readonly targetLet: number };
  }
  const block = (spec: Spec, voidNo: number, works: number) => {
    const { target, ended, patch } = spec;
    const keys = ended + between(random, 0, 7) * DAY;
    const major = target !== undefined || random() < 0.3;
    const worksDone = target?.worksDone ?? keys + between(random, major ? 21 : 5, major ? 70 : 20) * DAY;
    const targetLet = target?.targetLet ?? worksDone + between(random, 3, 14) * DAY;
    const isLet = target === undefined && targetLet + 10 * DAY < TODAY && random() < 0.9;
    const letOn = targetLet + between(random, -3, 12) * DAY;
    const end = isLet ? letOn : TODAY;
    const days = Math.round((end - keys) / DAY);
    const rent = 85 + random() * 80;
    const contractor = major ? oneOf(random, [CONTRACTORS.care.name, CONTRACTORS.dlo.name]) : CONTRACTORS.dlo.name;
    const status = isLet ? 'LET' : worksDone < TODAY ? 'READY TO LET' : 'WORKS IN PROGRESS';
    const year = new Date(keys).getUTCFullYear() % 100;
    const lines = [
      `VOID-${year}-${String(voidNo).padStart(4, '0')}  ${spec.address}, ${patch.town} ${postcode(random)}`.padEnd(84) + `[${status}]`,
      `  Property ref ....... ${propRef(random)}    UPRN ${uprn(random)}`,
      `  Type ............... ${oneOf(random, ['1 bed flat (2 person)', '2 bed flat (3 person)', '2 bed house (4 person)', '3 bed house (5 person)', '1 bed bungalow (2 person)', 'Bedsit'])}`,
      `  Tenancy ended ...... ${ukDate(ended)} (T-${String(between(random, 10_000, 39_999)).padStart(7, '0')}, ${oneOf(random, reasons)})`,
      `  Keys returned ...... ${ukDate(keys)}`,
      `  Void type .......... ${major ? 'Major works' : 'Standard'}`,
      `  Works`,
      `    Order ............ VW-${year}-${String(works).padStart(5, '0')}   Contractor: ${contractor}`,
      `    Scope ............ ${major ? oneOf(random, scopes.slice(1)) : scopes[0]}`,
      `    Target complete .. ${ukDate(worksDone)}   Status: ${worksDone < TODAY ? 'Complete (signed off)' : `In progress (${between(random, 10, 90)}%)`}`,
      `    Post-inspection .. ${worksDone < TODAY ? `${ukDate(worksDone + between(random, 0, 3) * DAY)} by ${patch.officer}` : '-'}`,
      `  Lettings`,
      `    Advert ........... ${isLet || worksDone < TODAY ? `CBL cycle ${between(random, 40, 99)}, ${between(random, 3, 140)} bids` : 'not yet advertised'}`,
      `    Target let date .. ${ukDate(targetLet)}`,
      `    Let on ........... ${isLet ? ukDate(letOn) : '-'}`,
      `    New tenancy ...... ${isLet ? `T-${String(between(random, 40_000, 49_999)).padStart(7, '0')} (${oneOf(random, ['Starter', 'Assured', 'Assured'])})` : '-'}`,
      `  Days void .......... ${days}`,
      `  Rent loss .......... ${gbp((rent * days) / 7)}`,
      '',
    ];
    return { patch: patch.name, voidNo, status, text: lines.join('\n') };
  };
  const specs: Spec[] = Array.from({ length: 416 }, () => ({
    address: street(random),
    patch: oneOf(random, patches),
    ended: TODAY - between(random, 5, 380) * DAY,
  }));
  const brackenfield = patchOf('Kelbrook Bridge West');
  specs.push(
    { address: '13 Brackenfield Road', patch: brackenfield, ended: TODAY - 131 * DAY },
    { address: '33 Brackenfield Road', patch: brackenfield, ended: TODAY - 29 * DAY },
    {
      address: '3 Brackenfield Road',
      patch: brackenfield,
      ended: Date.UTC(2026, 8, 28),
      target: { worksDone: Date.UTC(2026, 10, 20), targetLet: Date.UTC(2026, 11, 7) },
    },
    { address: '3 Brackenfield Close', patch: patchOf('Saltergate North'), ended: TODAY - 205 * DAY },
  );
  specs.sort((a, b) => a.ended - b.ended);
  let voidNo = 100;
  let works = 2_900;
  const blocks = specs.map((spec) => {
    voidNo += between(random, 1, 3);
    works += between(random, 1, 9);
    const [no, wo] = [voidNo, works];
    return spec.target
      ? block(spec, no, wo)
      : without(
          needle,
          () => block(spec, no, wo),
          (b) => b.text,
        );
  });
  blocks.sort((a, b) => a.patch.localeCompare(b.patch) || a.voidNo - b.voidNo);
  const out = [
    '$ fvh-voids list --from 01/11/2025 --include-let --verbose --group-by patch',
    `Fenwick Vale Homes - voids register (generated 17/11/2026 07:30, ${blocks.length} voids)`,
    '',
  ];
  for (const patch of patches.map((p) => p.name).sort()) {
    const inPatch = blocks.filter((b) => b.patch === patch);
    out.push(
      `=== Patch: ${patch}  (housing officer: ${patchOf(patch).officer}; ${inPatch.length} voids, ${inPatch.filter((b) => b.status !== 'LET').length} current) ===`,
      '',
      ...inPatch.map((b) => b.text),
    );
  }
  out.push(
    `${blocks.length} voids listed: ${blocks.filter((b) => b.status === 'LET').length} let, ${blocks.filter((b) => b.status !== 'LET').length} current`,
  );
  const output = out.join('\n') + '\n';
  return probe(
    'round 65: voids register (nested CLI)',
    'What is the target let date for the empty property at 3 Brackenfield Road?',
    'list_voids',
    output,
    'target-let',
    needle,
  );
}

/** Task 6: last night's rent posting job, a Python log with tracebacks. */
function rentPostingLog(): EconomicsTask {
  const random = seededRandom(65_106);
  const needle = "to float: '412.5O'";
  const account = () => `RA00${between(random, 10_000, 59_999)}`;
  const tenancy = () => `T-00${between(random, 10_000, 39_999)}`;
  let clock = Date.UTC(2026, 10, 17, 2, 0, 1);
  const stamp = () => {
    clock += between(random, 5, 900);
    const d = new Date(clock);
    return `${isoDate(clock)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`;
  };
  const info = () => {
    const kind = pick(random, 6);
    const acc = account();
    const amt = money(20 + random() * 600);
    switch (kind) {
      case 0:
        return `${stamp()} INFO [rentpost.dd] Posted Direct Debit collection £${amt} to ${acc} (tenancy ${tenancy()}) ref DD-${hex(random, 8).toUpperCase()}`;
      case 1:
        return `${stamp()} INFO [rentpost.uc_apa] Posted UC APA payment £${amt} to ${acc} (tenancy ${tenancy()}) period 2026-10-${pad2(between(random, 10, 31))}`;
      case 2:
        return `${stamp()} INFO [rentpost.allpay] Posted allpay card payment £${amt} to ${acc} ref ${between(random, 100_000_000, 999_999_999)}`;
      case 3:
        return `${stamp()} DEBUG [rentpost.db] COMMIT batch ${between(random, 1, 60)} (${between(random, 50, 500)} rows) in ${between(random, 40, 900)}ms`;
      case 4:
        return `${stamp()} INFO [rentpost.hb] Posted Housing Benefit credit £${amt} to ${acc} (tenancy ${tenancy()}) schedule HB-W46`;
      default: {
        const rent = Math.round((80 + random() * 70) * 100) / 100;
        const service = random() < 0.6 ? 0 : Math.round(random() * 2000) / 100;
        return `${stamp()} INFO [rentpost.charges] Raised weekly charge £${money(rent + service)} on ${acc} (rent £${money(rent)}, service £${money(service)})`;
      }
    }
  };
  const trace = (acc: string, source: string, frames: readonly string[], last: readonly string[]) => [
    `${stamp()} ERROR [rentpost.${source}] Could not post ${source === 'uc_apa' ? 'UC APA payment' : source === 'dd' ? 'Direct Debit collection' : 'payment'} for account ${acc} (tenancy ${tenancy()}) from file ${source === 'uc_apa' ? 'UC_APA_20261116_FVH.csv' : 'BACS_ADDACS_20261116.txt'} row ${between(random, 2, 3000)}`,
    'Traceback (most recent call last):',
    ...frames,
    ...last,
    `${stamp()} WARNING [rentpost.suspense] Payment moved to suspense account SUSP-01 pending manual review`,
  ];
  const ucFrames = [
    '  File "/opt/rentpost/rentpost/uc_apa.py", line 214, in post_batch',
    '    txn = build_transaction(row, account)',
    '  File "/opt/rentpost/rentpost/uc_apa.py", line 151, in build_transaction',
    '    amount = parse_amount(row["amount"])',
    '  File "/opt/rentpost/rentpost/money.py", line 38, in parse_amount',
    '    return Decimal(str(round(float(raw.replace("£", "").replace(",", "")), 2)))',
  ];
  const dbFrames = [
    '  File "/opt/rentpost/rentpost/uc_apa.py", line 221, in post_batch',
    '    ledger.insert(txn)',
    '  File "/opt/rentpost/rentpost/ledger.py", line 97, in insert',
    '    cur.execute(INSERT_TXN, txn.as_row())',
  ];
  const others = [
    () => trace(account(), 'uc_apa', ucFrames, ["ValueError: could not convert string to float: ''"]),
    () =>
      trace(account(), 'uc_apa', dbFrames, [
        'psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "rent_txn_source_ref_key"',
        `DETAIL:  Key (source_ref)=(UC-APA-${between(random, 10_000_000, 99_999_999)}) already exists.`,
      ]),
    () =>
      trace(
        account(),
        'uc_apa',
        [
          '  File "/opt/rentpost/rentpost/uc_apa.py", line 207, in post_batch',
          '    account = accounts.lookup(row["landlord_ref"])',
          '  File "/opt/rentpost/rentpost/accounts.py", line 62, in lookup',
          '    raise AccountClosedError(ref, closed_on)',
        ],
        [
          `rentpost.errors.AccountClosedError: account RA00${between(random, 10_000, 59_999)} closed on 2026-10-${pad2(between(random, 1, 31))}`,
        ],
      ),
    () =>
      trace(
        account(),
        'dd',
        ['  File "/opt/rentpost/rentpost/dd.py", line 88, in apply_addacs', '    reason = ADDACS_CODES[rec["reason_code"]]'],
        [`KeyError: '${oneOf(random, ['E', 'F', 'G', 'N'])}'`],
      ),
    () =>
      trace(
        account(),
        'uc_apa',
        [
          '  File "/opt/rentpost/rentpost/uc_apa.py", line 230, in post_batch',
          '    notify_landlord_portal(txn)',
          '  File "/opt/rentpost/rentpost/portal.py", line 41, in notify_landlord_portal',
          '    resp = session.post(url, json=payload, timeout=30)',
        ],
        [
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='landlord-portal.example.gov.uk', port=443): Read timed out. (read timeout=30)",
        ],
      ),
  ];
  const lines: string[] = [
    `${stamp()} INFO [rentpost.main] Rent posting run started (run_id=RP-20261117-0200, posting_date=2026-11-16, host=fvh-batch-02)`,
  ];
  const total = 3600;
  const target = Math.floor(total * 0.52);
  for (let i = 0; i < total; i++) {
    if (i === Math.floor(total * 0.3))
      lines.push(`${stamp()} INFO [rentpost.dd] Posted Direct Debit collection £96.14 to RA0048213 (tenancy T-0027764) ref DD-4F0A91C2`);
    if (i === target) {
      lines.push(
        ...trace('RA0048213', 'uc_apa', ucFrames, ["ValueError: could not convert string to float: '412.5O'"]).map((l) =>
          l.replace(/\(tenancy T-\d+\)/, '(tenancy T-0027764)'),
        ),
      );
      continue;
    }
    if (random() < 0.006)
      lines.push(
        ...without(
          needle,
          () => oneOf(random, others)(),
          (l) => l.join('\n'),
        ),
      );
    else lines.push(info());
  }
  lines.push(`${stamp()} INFO [rentpost.main] Rent posting run finished: 3,412 posted, 24 to suspense, elapsed 1h58m`);
  return probe(
    'round 65: rent posting log (tracebacks)',
    "What error stopped the Universal Credit payment for rent account RA0048213 from posting in last night's run?",
    'rent_posting_logs',
    lines.join('\n') + '\n',
    'uc-error',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** Task 7: the contact centre's contact trace records, JSON lines. */
function contactCentreRecords(): EconomicsTask {
  const random = seededRandom(65_107);
  const needle = 'Wed 11/11 between 10:00-12:00';
  const agents = Array.from({ length: 40 }, () => {
    const name = person(random);
    return `${name.split(' ')[0]!.toLowerCase()}.${name.split(' ')[1]!.toLowerCase()}`;
  });
  const instance = 'arn:aws:connect:eu-west-2:481516234200:instance/7d2c1e0a-5b44-4a6e-9f0e-2c3b1d8e4f57';
  const queues = [
    ['Repairs', 'Repairs - Heating/Hot water'],
    ['Repairs', 'Repairs - Leaks and plumbing'],
    ['Repairs', 'Repairs - Damp and mould'],
    ['Repairs', 'Repairs - Appointment change'],
    ['Income', 'Rent - Balance enquiry'],
    ['Income', 'Rent - Payment arrangement'],
    ['Income', 'Rent - Universal Credit'],
    ['Tenancy', 'ASB - New report'],
    ['Tenancy', 'Tenancy - Change of details'],
    ['Lettings', 'Lettings - Bidding enquiry'],
  ] as const;
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  /** A call back one to three working days after the call at `at`. */
  const cbSlot = (at: number) => {
    let day = Math.floor(at / DAY) * DAY;
    for (let n = between(random, 1, 3); n > 0;) {
      day += DAY;
      if (new Date(day).getUTCDay() % 6 !== 0) n--;
    }
    const h = between(random, 8, 15);
    const d = new Date(day);
    return `${weekdays[d.getUTCDay()]} ${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)} between ${pad2(h)}:00-${pad2(h + 2)}:00`;
  };
  const notesFor = (reason: string, at: number) => {
    if (reason.includes('Heating'))
      return oneOf(random, [
        `Tnt reports no heating, hot water ok. Rads cold upstairs, bled them no change. Job raised P2 to Calder Heating. CB arranged ${cbSlot(at)} to confirm appt.`,
        `Boiler losing pressure, tnt topping up daily. Talked through repressurising. Job raised. Tnt to ring back if drops below 0.5 bar.`,
        `No HW, heating ok. Engineer attended yesterday, parts ordered. Tnt chasing ETA, advised 3-5 days. CB arranged ${cbSlot(at)} from heating supervisor.`,
      ]);
    if (reason.includes('Leaks'))
      return `Leak from ${oneOf(random, ['kitchen tap', 'bath seal', 'cistern overflow', 'flat above'])}. ${oneOf(random, ['P1 raised', 'P2 raised', 'Advised to isolate, P1 raised'])}. Tnt given job ref.`;
    if (reason.includes('Damp'))
      return `Mould in ${oneOf(random, ['back bedroom', 'bathroom', 'kitchen corner'])}. Sensor fitted? ${oneOf(random, ['yes', 'no'])}. Inspection booked. Advised heating and ventilation leaflet sent.`;
    if (reason.includes('Appointment'))
      return `Tnt needed to rebook appt, moved to ${oneOf(random, ['AM', 'PM'])} slot next week. SMS confirmation sent.`;
    if (reason.includes('Rent'))
      return `Balance discussed ${gbp(random() * 900)} ${oneOf(random, ['in arrears', 'in credit'])}. ${oneOf(random, ['Agreed £5 pw off arrears', 'Sent statement by email', `CB arranged ${cbSlot(at)} with income officer`, 'Referred to money advice'])}.`;
    if (reason.includes('ASB'))
      return `Noise from ${oneOf(random, ['neighbours', 'flat above', 'car park'])} late at night. Diary sheets sent. Case passed to NHO.`;
    return `${oneOf(random, ['Updated phone number', 'Added household member', 'Bidding number reissued', 'Explained banding'])}. No further action.`;
  };
  const record = (at: number, over: { name?: string; address?: string; reason?: string; notes?: string; wrap?: string } = {}) => {
    const [dept, reason] = over.reason ? queues.find((q) => q[1] === over.reason)! : oneOf(random, queues);
    const queued = at + between(random, 20, 90) * 1000;
    const answered = queued + between(random, 10, 1500) * 1000;
    const talk = between(random, 90, 1100);
    const acw = between(random, 20, 240);
    const disconnect = answered + talk * 1000;
    const contactId = uuid(random);
    const agent = oneOf(random, agents);
    const notes = over.notes ?? notesFor(reason, at);
    return {
      AWSAccountId: '481516234200',
      AWSContactTraceRecordFormatVersion: '2017-03-10',
      Agent: {
        ARN: `${instance}/agent/${uuid(random)}`,
        AfterContactWorkDuration: acw,
        AfterContactWorkEndTimestamp: isoTime(disconnect + acw * 1000),
        AfterContactWorkStartTimestamp: isoTime(disconnect),
        AgentInteractionDuration: talk,
        ConnectedToAgentTimestamp: isoTime(answered),
        CustomerHoldDuration: between(random, 0, 120),
        HierarchyGroups: null,
        LongestHoldDuration: between(random, 0, 90),
        NumberOfHolds: between(random, 0, 2),
        RoutingProfile: { ARN: `${instance}/routing-profile/${uuid(random)}`, Name: `${dept} Advisors` },
        Username: agent,
      },
      AgentConnectionAttempts: 1,
      Attributes: {
        callerVerified: random() < 0.85 ? 'true' : 'false',
        tenancyRef: `T-00${between(random, 10_000, 39_999)}`,
        tenantName: over.name ?? `${oneOf(random, LAST).toUpperCase()}, ${oneOf(random, FIRST).toUpperCase()}`,
        propertyAddress: over.address ?? `${street(random)}, ${oneOf(random, TOWNS)} ${postcode(random)}`,
        ivrPath: `${between(random, 1, 4)}>${between(random, 1, 3)}`,
        contactReason: reason,
        wrapCode:
          over.wrap ??
          (notes.includes('CB arranged')
            ? 'CB_ARRANGED'
            : oneOf(random, ['RESOLVED_FIRST_CONTACT', 'JOB_RAISED', 'INFO_GIVEN', 'REFERRED'])),
        agentNotes: notes,
      },
      Channel: 'VOICE',
      ConnectedToSystemTimestamp: isoTime(at),
      ContactId: contactId,
      CustomerEndpoint: { Address: `+447700900${String(between(random, 0, 999)).padStart(3, '0')}`, Type: 'TELEPHONE_NUMBER' },
      DisconnectReason: oneOf(random, ['CUSTOMER_DISCONNECT', 'AGENT_DISCONNECT']),
      DisconnectTimestamp: isoTime(disconnect),
      InitialContactId: null,
      InitiationMethod: 'INBOUND',
      InitiationTimestamp: isoTime(at),
      InstanceARN: instance,
      LastUpdateTimestamp: isoTime(disconnect + acw * 1000 + 5000),
      MediaStreams: [{ Type: 'AUDIO' }],
      NextContactId: null,
      PreviousContactId: null,
      Queue: {
        ARN: `${instance}/queue/${uuid(random)}`,
        DequeueTimestamp: isoTime(answered),
        Duration: Math.round((answered - queued) / 1000),
        EnqueueTimestamp: isoTime(queued),
        Name: `${dept} Queue`,
      },
      Recording: {
        DeletionReason: null,
        Location: `fvh-connect-recordings/connect/fvh/CallRecordings/2026/11/${contactId}.wav`,
        Status: 'AVAILABLE',
        Type: 'AUDIO',
      },
      SystemEndpoint: { Address: '+443003037700', Type: 'TELEPHONE_NUMBER' },
      TransferCompletedTimestamp: null,
      TransferredToEndpoint: null,
    };
  };
  /** A time in office hours on a weekday from Monday 2 to Monday 16 November. */
  const callTime = () => {
    let day: number;
    do day = Date.UTC(2026, 10, 2) + between(random, 0, 14) * DAY;
    while (new Date(day).getUTCDay() % 6 === 0);
    return day + between(random, 8 * 3600, 17 * 3600 + 1800) * 1000;
  };
  const records = Array.from({ length: 377 }, () => without(needle, () => record(callTime())));
  const brennanCall = Date.UTC(2026, 10, 11, 14, 22, 8);
  records.push(
    without(needle, () =>
      record(Date.UTC(2026, 10, 4, 11, 3, 52), {
        name: 'OKONKWO, ADAEZE',
        address: '9 Thistle Row, Coldhurst AM2 4HD',
        reason: 'Rent - Balance enquiry',
      }),
    ),
    without(needle, () =>
      record(brennanCall, {
        name: 'BRENNAN, SHARON',
        address: '19 Thistle Row, Coldhurst AM2 4HD',
        reason: 'Repairs - Heating/Hot water',
        wrap: 'CB_ARRANGED',
        notes: `Tnt says boiler keeps cutting out, pressure 0.3 bar. Repressurised with tnt on phone, working now. CB arranged ${cbSlot(brennanCall)} to check it has held.`,
      }),
    ),
    record(Date.UTC(2026, 10, 9, 10, 6, 41), {
      name: 'OKONKWO, ADAEZE',
      address: '9 Thistle Row, Coldhurst AM2 4HD',
      reason: 'Repairs - Heating/Hot water',
      wrap: 'CB_ARRANGED',
      notes:
        'Tnt reports no heating or hot water since Sat, Vaillant combi showing F.28. Reset x2 no joy. P1 job RJ26-118377 raised to Calder Heating. ' +
        `Tnt unhappy, engineer came 03/11 and it went again. Heating supervisor to ring tnt ${needle}. 2 x oil filled heaters offered, tnt accepted.`,
    }),
  );
  records.sort((a, b) => a.InitiationTimestamp.localeCompare(b.InitiationTimestamp));
  const output = records.map((r) => JSON.stringify(r)).join('\n') + '\n';
  return probe(
    'round 65: contact centre records (preamble and paraphrase)',
    "I'm drafting a stage 1 complaint response for Mrs Okonkwo at 9 Thistle Row. She says she phoned us when her boiler packed in and " +
      'someone promised she would get a call back. When was that call back supposed to happen?',
    'export_contact_records',
    output,
    'callback',
    needle,
  );
}

/** Task 8: the compliance system's electrical certificates register, fixed-width text. */
function electricalRegister(): EconomicsTask {
  const random = seededRandom(65_108);
  const needle = 'EICR-26-10-0447';
  const inspectors = Array.from({ length: 14 }, () => {
    const name = person(random);
    return `${name[0]}. ${name.split(' ')[1]} (NICEIC ${between(random, 600_000, 699_999)})`;
  });
  const observations = {
    C1: ['Exposed live parts at damaged socket outlet, kitchen (Reg 416.1)'],
    C2: [
      'No RCD protection to socket circuits (Reg 411.3.3)',
      'Consumer unit of combustible construction, not in non-combustible enclosure (Reg 421.1.201)',
      'Earthing conductor undersized at MET (Reg 543.1.1)',
      'No main protective bonding to gas service (Reg 411.3.1.2)',
      'Bathroom light fitting not suitable for zone 1 (Reg 701.512.2)',
    ],
    C3: [
      'No surge protection device (Reg 443.4)',
      'Circuit chart missing at consumer unit (Reg 514.9.1)',
      'Cable not clipped in loft space (Reg 522.8.5)',
      'Bonding label missing at gas meter (Reg 514.13.1)',
      'Older style consumer unit, recommend upgrade at next rewire',
    ],
    FI: ['Lighting circuit 7 not traced, further investigation required'],
  } as const;
  const used = new Set<string>([needle]);
  const certNo = (when: number) => {
    const d = new Date(when);
    let n: string;
    do n = `EICR-${pad2(d.getUTCFullYear() % 100)}-${pad2(d.getUTCMonth() + 1)}-${String(between(random, 1, 1200)).padStart(4, '0')}`;
    while (used.has(n));
    used.add(n);
    return n;
  };
  const cert = (property: string, address: string, pUprn: string, facts: string, when: number, current: boolean, number?: string) => {
    const obs: string[] = [];
    const c1 = random() < 0.03 ? 1 : 0;
    const c2 = random() < 0.35 ? between(random, 1, 3) : 0;
    const c3 = between(random, 0, 4);
    const fi = random() < 0.05 ? 1 : 0;
    for (const code of ['C1', 'C2', 'C3', 'FI'] as const) {
      const n = { C1: c1, C2: c2, C3: c3, FI: fi }[code];
      obs.push(
        ...shuffle(random, [...observations[code]])
          .slice(0, n)
          .map((o) => `  ${code}  ${o}`),
      );
    }
    const result = c1 + c2 + fi > 0 ? 'UNSATISFACTORY' : 'SATISFACTORY';
    const remedial =
      c1 + c2 + fi > 0
        ? `RW${pad2(new Date(when).getUTCFullYear() % 100)}-${String(between(random, 100, 999)).padStart(5, '0')} raised ${ukDate(when + DAY)}, completed ${ukDate(when + between(random, 3, 28) * DAY)}`
        : 'None required';
    return [
      `Property   : ${property}  ${address}`,
      `UPRN       : ${pUprn}     ${facts}`,
      `Certificate: ${(number ?? certNo(when)).padEnd(22)} Type: EICR (BS 7671)      Status: ${current ? 'CURRENT' : 'SUPERSEDED'}`,
      `Inspected  : ${ukDate(when)}  Next due: ${ukDate(when + 1826 * DAY)}   Contractor: ${oneOf(random, [CONTRACTORS.elec.name, CONTRACTORS.elec.name, 'Voltaic Testing Services Ltd'])}`,
      `Inspector  : ${oneOf(random, inspectors)}   Circuits tested: ${between(random, 5, 14)}   Extent: ${oneOf(random, ['Whole installation', 'Whole installation excl. loft', 'Whole installation'])}`,
      `Result     : ${result.padEnd(18)} C1: ${c1}  C2: ${c2}  C3: ${c3}  FI: ${fi}`,
      ...(obs.length ? ['Observations:', ...obs] : ['Observations: none']),
      `Remedial   : ${remedial}`,
      '-'.repeat(94),
    ];
  };
  const property = (address: string, built: number, target = false) => {
    const ref = propRef(random);
    const pUprn = uprn(random);
    const facts = `Tenure: ${oneOf(random, ['General needs', 'General needs', 'Older persons', 'Supported'])}     Build year: ${built}`;
    const latest = TODAY - between(random, 20, 1800) * DAY;
    if (target) {
      return [
        ...cert(ref, address, pUprn, facts, Date.UTC(2026, 9, 14), true, needle),
        ...without(
          needle,
          () => cert(ref, address, pUprn, facts, Date.UTC(2021, 5, 22), false),
          (l) => l.join('\n'),
        ),
      ];
    }
    const lines = without(
      needle,
      () => cert(ref, address, pUprn, facts, latest, true),
      (l) => l.join('\n'),
    );
    if (random() < 0.25)
      lines.push(
        ...without(
          needle,
          () => cert(ref, address, pUprn, facts, latest - between(random, 1700, 1900) * DAY, false),
          (l) => l.join('\n'),
        ),
      );
    return lines;
  };
  const houses = (n: number) =>
    Array.from({ length: n }, () =>
      property(`${street(random).toUpperCase()}, ${oneOf(random, TOWNS).toUpperCase()} ${postcode(random)}`, between(random, 1900, 2012)),
    );
  const block = (name: string, flats: number, tail: string, targetFlat = 0) => {
    const built = between(random, 1955, 2005);
    return Array.from({ length: flats }, (_, i) => property(`FLAT ${i + 1} ${name.toUpperCase()}, ${tail}`, built, i + 1 === targetFlat));
  };
  const entries = [
    ...houses(150),
    ...block('Harrowgate House', 24, 'MILL LANE, COLDHURST AM2 6PJ'),
    ...houses(90),
    ...block('Marlowe Court', 30, 'STATION ROAD, THORNLEIGH AM5 1QB', 12),
    ...houses(40),
    ...block('Calder Court', 16, 'NAB LANE, KELBROOK BRIDGE KB3 2RT'),
    ...houses(150),
  ];
  const out: string[] = [];
  let page = 0;
  let onPage = 60;
  for (const lines of entries) {
    if (onPage >= 56) {
      page++;
      onPage = 0;
      out.push(
        `FENWICK VALE HOMES - COMPLIANCE MANAGER 6.2`.padEnd(84) + `Page ${page}`,
        `Report ELEC-CERT-REG  Electrical certificates register (all stock)`.padEnd(74) + 'Run 17/11/2026 06:45',
        '='.repeat(94),
      );
    }
    out.push(...lines);
    onPage += lines.length;
  }
  out.push('', `End of report. ${entries.length} properties.`);
  return probe(
    'round 65: electrical certificates register (preamble and paraphrase)',
    'Our insurers want evidence that the electrics in one of our flats have been checked recently. ' +
      "What's the reference for the most recent five-yearly wiring inspection on flat 12 at Marlowe Court?",
    'compliance_report',
    out.join('\n') + '\n',
    'eicr-ref',
    needle,
  );
}

/** Task 9: the finance system's purchase ledger of contractor invoices, CSV. */
function purchaseLedger(): EconomicsTask {
  const random = seededRandom(65_109);
  const needle = '5182.32';
  const suppliers = [
    [
      'S00412',
      CONTRACTORS.gas.name,
      ['Boiler breakdown repair', 'Annual gas service and LGSR', 'Boiler replacement - combi', 'Gas fire cap off'],
    ],
    [
      'S01142',
      CONTRACTORS.roof.name,
      [
        'Renew ridge tiles and lead flashing',
        'Clear gutters and downpipes',
        'Renew felt to flat roof',
        'Scaffold erect/hire/strike',
        'Roof repairs following storm',
      ],
    ],
    [
      'S00977',
      CONTRACTORS.elec.name,
      ['EICR - domestic', 'Remedial works to EICR C2s', 'Smoke and heat detector upgrade', 'Consumer unit replacement'],
    ],
    ['S01305', CONTRACTORS.care.name, ['Void works - standard', 'Void works - major', 'Plastering and making good', 'Kitchen replacement']],
    ['S01410', CONTRACTORS.drains.name, ['CCTV drain survey', 'Drain rodding', 'Drain repair - excavate and reline']],
    ['S01522', CONTRACTORS.damp.name, ['Mould wash and treatment', 'PIV unit supply and fit', 'Damp survey and report']],
    [
      'S00231',
      'Apex Access Scaffolding Ltd',
      ['Scaffold hire - 4 weeks', 'Scaffold to gable end', 'Tower scaffold hire', 'Scaffold alarm hire'],
    ],
    ['S00188', 'Yorkshire Water', ['Water charges - communal supply']],
    ['S00655', 'Kingdom Cleaning Services', ['Communal cleaning - monthly', 'Bulky waste removal', 'Void clearance']],
    ['S00720', 'Otis Ltd', ['Lift maintenance - quarterly', 'Lift callout']],
  ] as const;
  const header =
    'Supplier No,Supplier Name,Invoice No,Invoice Date,PO Number,Cost Centre,Nominal,Description,Net,VAT,Gross,Payment Date,Payment Run,Status';
  const costCentres: Record<string, readonly string[]> = {
    S00412: ['RM100 Responsive Repairs', 'CP400 Compliance', 'PL300 Planned Works'],
    S01142: ['RM100 Responsive Repairs', 'PL300 Planned Works'],
    S00977: ['CP400 Compliance', 'RM100 Responsive Repairs'],
    S01305: ['RM200 Voids', 'RM100 Responsive Repairs', 'PL300 Planned Works'],
    S01410: ['RM100 Responsive Repairs'],
    S01522: ['RM100 Responsive Repairs', 'RM200 Voids'],
    S00231: ['RM100 Responsive Repairs', 'PL300 Planned Works'],
    S00188: ['ES500 Estates'],
    S00655: ['ES500 Estates', 'RM200 Voids'],
    S00720: ['ES500 Estates', 'CP400 Compliance'],
  };
  /** The weekly payment run (Thursdays) on or after `ms`. */
  const paymentRun = (ms: number) => {
    let day = Math.floor(ms / DAY) * DAY;
    while (new Date(day).getUTCDay() !== 4) day += DAY;
    return day;
  };
  const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const row = (supplier: (typeof suppliers)[number], description: string, net: number, invoiced?: number) => {
    const inv = invoiced ?? TODAY - between(random, 3, 180) * DAY;
    const vatRate = supplier[0] === 'S00188' ? 0 : 0.2;
    const vat = Math.round(net * vatRate * 100) / 100;
    const due = paymentRun(inv + between(random, 14, 30) * DAY);
    const status = invoiced !== undefined ? 'Paid' : random() < 0.04 ? 'On Hold' : due <= TODAY ? 'Paid' : 'Approved';
    const paid = status === 'Paid' ? due : 0;
    return [
      supplier[0],
      supplier[1],
      `${supplier[1].slice(0, 3).toUpperCase()}-${between(random, 10_000, 99_999)}`,
      ukDate(inv),
      `45002${between(random, 10_000, 99_999)}`,
      oneOf(random, costCentres[supplier[0]]!),
      String(between(random, 5100, 5199)),
      description,
      money(net),
      money(vat),
      money(net + vat),
      paid ? ukDate(paid) : '',
      paid ? `PR-${isoDate(paid).replace(/-/g, '')}` : '',
      status,
    ]
      .map(quote)
      .join(',');
  };
  const line = () => {
    const supplier = oneOf(random, suppliers);
    const work = oneOf(random, supplier[2]);
    const where =
      supplier[0] === 'S00188' || supplier[0] === 'S00720'
        ? oneOf(random, BLOCKS)
        : street(random).replace('Terrace', 'Tce').replace('Road', 'Rd');
    return row(
      supplier,
      `${work} - ${where}`,
      Math.round((40 + random() * (work.includes('replacement') || work.includes('major') ? 6000 : 1600)) * 100) / 100,
    );
  };
  const count = 3100;
  const rows = Array.from({ length: count }, () => without(needle, line));
  const roofers = suppliers[1];
  const scaffolders = suppliers[6];
  rows[Math.floor(count * 0.34)] = without(needle, () => row(roofers, 'Renew ridge tiles and lead flashing - 23 Hawthorn Tce', 1246.8));
  rows[Math.floor(count * 0.41)] = without(needle, () =>
    row(scaffolders, 'Scaffold to gable end - 31 Hawthorn Tce (external decs)', 1890.0),
  );
  rows[Math.floor(count * 0.47)] = without(needle, () => row(roofers, 'Scaffold erect/hire/strike 4wks - 12-18 Hawthorn Rd', 3104.5));
  rows[Math.floor(count * 0.55)] = row(
    roofers,
    'Scaffold erect/hire/strike 6wks - 21-27 Hawthorn Tce - gutter and roof repairs',
    4318.6,
    Date.UTC(2026, 6, 28),
  );
  rows[Math.floor(count * 0.63)] = without(needle, () => row(roofers, 'Clear gutters and downpipes - 21-27 Hawthorn Tce', 412.0));
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 65: purchase ledger (preamble and paraphrase)',
    'Finance are querying one of our contractor payments before month end. How much did we actually pay the roofers for the scaffolding at Hawthorn Terrace?',
    'export_purchase_ledger',
    output,
    'scaffold-paid',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** Task 10: this year's boiler servicing results, a CLI table. */
function servicingTable(): EconomicsTask {
  const random = seededRandom(65_110);
  const needle = '0.0117';
  const engineers = Array.from({ length: 16 }, () => {
    const name = person(random);
    return `${name[0]}. ${name.split(' ')[1]} (${between(random, 100_000, 699_999)})`;
  });
  const boilers = [
    'Worcester Greenstar 30i',
    'Vaillant ecoTEC plus 832',
    'Ideal Logic Max C30',
    'Baxi 800 Combi 2 30',
    'Vaillant ecoTEC pro 28',
    'Ideal Vogue Max C32',
    'Baxi 600 System 24',
  ];
  const cols = [
    ['JOB NO', 12],
    ['UPRN', 13],
    ['ADDRESS', 40],
    ['APPLIANCE', 25],
    ['SERVICED', 11],
    ['ENGINEER', 24],
    ['CO PPM', 7],
    ['CO2 %', 6],
    ['RATIO', 7],
    ['OUTCOME', 0],
  ] as const;
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 6 || i === 7 ? c.padStart(cols[i][1] - 1) + ' ' : c.padEnd(cols[i]![1])))
      .join(' ')
      .trimEnd();
  interface Service {
    readonly date: number;
    readonly cells: (job: string) => string;
  }
  const service = (date?: number, co?: number, co2?: number): Service => {
    const when = date ?? Date.UTC(2026, 3, 1) + between(random, 0, 229) * DAY;
    const ppm = co ?? between(random, 8, 160);
    const pct = co2 ?? 8.6 + random() * 1.2;
    const fixed = [
      uprn(random),
      `${street(random)}, ${oneOf(random, TOWNS)}`.slice(0, 39),
      oneOf(random, boilers),
      ukDate(when),
      oneOf(random, engineers),
      String(ppm),
      pct.toFixed(1),
      (ppm / (pct * 10_000)).toFixed(4),
      oneOf(random, [
        'Serviced, LGSR issued',
        'Serviced, LGSR issued',
        'Serviced, LGSR issued, CO alarm replaced',
        'Serviced, LGSR issued, filter cleaned',
      ]),
    ];
    return { date: when, cells: (job) => format([job, ...fixed]) };
  };
  const services = Array.from({ length: 2599 }, () =>
    without(
      needle,
      () => service(),
      (s) => s.cells(''),
    ),
  );
  services.push(service(Date.UTC(2026, 7, 12), 1076, 9.2));
  services.sort((a, b) => a.date - b.date);
  let job = 40_100;
  const rows = services.map((s) => s.cells(`CHS-S-${(job += between(random, 1, 5))}`));
  const head = format(cols.map(([h]) => h));
  const output = [
    '$ chs-portal servicing report --client FVH --year 2026/27 --format table',
    'Calder Heating Services Ltd - annual servicing results for Fenwick Vale Homes, 01/04/2026 to 16/11/2026',
    '',
    head,
    format(cols.map(([h, w]) => '-'.repeat(Math.max(h.length, w - 2)))),
    ...rows,
    '',
    `${rows.length} services listed.`,
  ].join('\n');
  return probe(
    'round 65: boiler servicing table (odd ratio)',
    "From this year's boiler services, which home's boiler had a CO to CO2 ratio far higher than all the others, and what was the ratio?",
    'servicing_report',
    output + '\n',
    'co-ratio',
    needle,
  );
}

/** A psql table, as `psql` prints it: numeric columns right-aligned. */
function psqlTable(headers: readonly string[], rows: readonly (readonly string[])[], numeric: ReadonlySet<number>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const centre = (h: string, w: number) => {
    const left = Math.floor((w - h.length) / 2);
    return ' '.repeat(left) + h + ' '.repeat(w - h.length - left);
  };
  const lines = [
    ' ' + headers.map((h, i) => centre(h, widths[i]!)).join(' | '),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => ' ' + r.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')),
    `(${rows.length} rows)`,
  ];
  return lines.map((l) => l.trimEnd()).join('\n');
}

/** Task 11: the 2026/27 rent charge schedule, a psql query. */
function rentSchedule(): EconomicsTask {
  const random = seededRandom(65_111);
  const needle = '1184.70';
  const types = [
    ['Flat', 1, 84, 99],
    ['Flat', 2, 92, 112],
    ['House', 2, 98, 121],
    ['House', 3, 108, 134],
    ['House', 4, 121, 152],
    ['Bungalow', 1, 90, 106],
    ['Bedsit', 0, 71, 82],
  ] as const;
  let tenancy = 10_000;
  const row = (weekly?: number) => {
    tenancy += between(random, 1, 6);
    // The odd one out is a two-bed flat, which carries a service charge (so its total differs from its rent).
    const [type, beds, lo, hi] = weekly === undefined ? oneOf(random, types) : types[1];
    const regime = weekly === undefined && random() >= 0.82 ? 'Affordable' : 'Social';
    const cents = (n: number) => Math.round(n * 100) / 100;
    const net = weekly ?? cents(regime === 'Social' ? lo + random() * (hi - lo) : hi + 20 + random() * 70);
    const service = cents(type === 'Flat' || type === 'Bedsit' ? 4 + random() * 22 : random() < 0.2 ? random() * 6 : 0);
    return [
      `T-00${tenancy}`,
      uprn(random),
      `${street(random)}, ${oneOf(random, TOWNS)}`,
      type,
      String(beds),
      regime,
      money(net),
      money(service),
      money(net + service),
      '2026-04-06',
    ];
  };
  const count = 3000;
  const rows = Array.from({ length: count }, (_, i) =>
    i === Math.floor(count * 0.44)
      ? row(1184.7)
      : without(
          needle,
          () => row(),
          (r) => r.join('|'),
        ),
  );
  const output =
    "fvh_rents=> SELECT t.tenancy_ref, p.uprn, p.address, p.prop_type, p.beds, c.rent_regime, c.weekly_net_rent, c.service_charge, c.weekly_total, c.effective_from FROM rent_charges c JOIN tenancies t USING (tenancy_id) JOIN properties p USING (property_id) WHERE c.charge_year = '2026/27' ORDER BY t.tenancy_ref;\n" +
    psqlTable(
      [
        'tenancy_ref',
        'uprn',
        'address',
        'prop_type',
        'beds',
        'rent_regime',
        'weekly_net_rent',
        'service_charge',
        'weekly_total',
        'effective_from',
      ],
      rows,
      new Set([4, 6, 7, 8]),
    ) +
    '\n\nfvh_rents=>\n';
  return probe(
    'round 65: rent charge schedule (odd weekly rent)',
    "Looking at the 2026/27 rent charges, one tenancy's weekly rent is way out of line with everyone else's. Which tenancy is it, and what's the figure?",
    'query_rent_charges',
    output,
    'odd-rent',
    needle,
  );
}

/** Task 12: the contact centre's Asterisk queue configuration. */
function queuesConf(): EconomicsTask {
  const random = seededRandom(65_112);
  const needle = 'wrapuptime = 1200';
  const agents = shuffle(
    random,
    Array.from({ length: 220 }, (_, i) => ({ ext: 2100 + i, name: person(random) })),
  );
  const services = [
    'repairs-emergency',
    'repairs-general',
    'repairs-gas',
    'repairs-damp-mould',
    'repairs-appointments',
    'income-rent',
    'income-uc',
    'income-arrears',
    'lettings-general',
    'lettings-offers',
    'tenancy-asb',
    'tenancy-general',
    'complaints',
    'estates',
    'leasehold',
    'customer-services',
  ];
  const variants = ['', '-overflow', '-callback', '-priority'];
  const names = services.flatMap((s) => variants.filter(() => random() < 0.85).map((v) => `${s}${v}`));
  const queue = (name: string, wrap?: number) => {
    const members = shuffle(random, [...agents]).slice(0, between(random, 50, 160));
    return [
      `[${name}]`,
      `; ${name.replace(/-/g, ' ')} - ${oneOf(random, ['Mon-Fri 08:00-18:00', 'Mon-Fri 08:00-20:00, Sat 09:00-13:00', '24/7', 'Mon-Fri 09:00-17:00'])}`,
      `musicclass = ${name.startsWith('repairs') ? 'fvh-hold-repairs' : 'fvh-hold'}`,
      `strategy = ${oneOf(random, ['rrmemory', 'rrmemory', 'leastrecent', 'fewestcalls', 'linear'])}`,
      `timeout = ${oneOf(random, [15, 20, 20, 25, 30])}`,
      `retry = ${oneOf(random, [2, 5, 5, 10])}`,
      `wrapuptime = ${wrap ?? oneOf(random, [10, 15, 20, 20, 30, 30, 45, 60, 90])}`,
      `maxlen = ${oneOf(random, [0, 0, 20, 30, 50])}`,
      `servicelevel = ${oneOf(random, [20, 30, 60, 120])}`,
      `weight = ${oneOf(random, [0, 5, 10, 20])}`,
      `announce-frequency = ${oneOf(random, [30, 60, 90])}`,
      `periodic-announce = ${oneOf(random, ['fvh/portal-reminder', 'fvh/callback-offer', 'fvh/busy-period'])}`,
      `periodic-announce-frequency = ${oneOf(random, [60, 120, 180])}`,
      `announce-holdtime = ${oneOf(random, ['once', 'no', 'yes'])}`,
      `announce-position = ${oneOf(random, ['yes', 'limit', 'no'])}`,
      `joinempty = paused,unavailable,invalid`,
      `leavewhenempty = unavailable,invalid`,
      `ringinuse = no`,
      `autopause = ${oneOf(random, ['no', 'no', 'yes'])}`,
      `autopausedelay = ${oneOf(random, [0, 30, 60])}`,
      `reportholdtime = no`,
      `timeoutrestart = no`,
      `setinterfacevar = yes`,
      `setqueueentryvar = yes`,
      `context = fvh-queue-exit-${name.split('-')[0]}`,
      ...members.map((m) => `member => PJSIP/${m.ext},${oneOf(random, [0, 0, 0, 1, 2])},${m.name},PJSIP/${m.ext},no`),
      '',
    ];
  };
  const at = Math.floor(names.length * 0.5);
  const body = names.flatMap((name, i) => queue(name, i === at ? 1200 : undefined));
  const output = [
    '; queues.conf - Fenwick Vale Homes customer contact centre (fvh-pbx-01)',
    '; Managed by Ansible (role: asterisk_queues, inventory: contact-centre) - local changes will be overwritten',
    '; Generated 2026-11-17 05:00:02',
    '',
    '[general]',
    'persistentmembers = yes',
    'autofill = yes',
    'monitor-type = MixMonitor',
    'shared_lastcall = yes',
    'log_membername_as_agent = yes',
    'updatecdr = yes',
    '',
    ...body,
  ].join('\n');
  return probe(
    'round 65: phone queue config (odd wrap-up)',
    'Agents on one of our phone queues are sitting idle for ages after each call before the next one is put through to them. ' +
      'Which queue has that after-call gap set so high, and what is it set to?',
    'read_pbx_config',
    output,
    'odd-queue',
    needle,
  );
}

export function roundSixtyFive(): EconomicsTask[] {
  return [
    repairsFeed(),
    gasCertificates(),
    tenantPortalBundle(),
    dampSensors(),
    voidsRegister(),
    rentPostingLog(),
    contactCentreRecords(),
    electricalRegister(),
    purchaseLedger(),
    servicingTable(),
    rentSchedule(),
    queuesConf(),
  ];
}
