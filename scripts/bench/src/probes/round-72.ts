/**
 * Probe round 72, written blind: Brackenmoor Adventure Park, a North Yorkshire theme park in its Frostfall Nights
 * winter season (ride control PLCs and safety interlocks, queue-time sensors, ticketing and annual passes, food and
 * beverage tills, ride maintenance and inspections, staff scheduling). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ticketing API (minified JSON of annual passes): when a named passholder's current annual pass runs out;
 *  - OT asset scanner (one-line XML inventory of ride PLCs, safety controllers and I/O): the serial number of the
 *    safety controller in the Riptide Rapids station panel;
 *  - queue-time sensor portal (CSV, one huge samples field per sensor): the wait the Riptide Rapids entrance sensor
 *    estimated at 3:10 yesterday afternoon;
 * b. The answer a few lines away from the line the question's words match:
 *  - RideCheck inspections (YAML export): who signed off the lap bar check on Thunderhead train 2 this morning;
 *  - ride control configuration (TOML): where emergency stop ES07 on the Timberline Twister is;
 *  - gate validation service (Spring Boot log with Java stack traces): the root cause of the scan rejection at
 *    Lakeside Gate lane 3;
 * c. A question that paraphrases the output or carries a preamble:
 *  - F&B tills electronic journal (receipt text): the transaction number of the big refund at "the burger stand
 *    down by the harbour" just before Sunday's close;
 *  - workforce roster (CLI table), after a preamble: who is on the Thunderhead "control booth" on Saturday evening;
 *  - CMMS work orders (CSV), after a preamble: when "the water channel" of "the log ride" was last lined up, and
 *    the job number;
 * d. One value unlike its peers, with no error word near it:
 *  - ride PLC historian (CSV of restraint lock confirmations): the seat slow to confirm its lap bar on Thunderhead;
 *  - till price file (fixed-width PLU table): the item priced far out of line at one outlet;
 *  - turnstile and scanner configuration dump (key = value blocks): the scanner that accepts passes offline far
 *    longer than the others.
 * Not among the bench's targets.
 * First run, at d854011, the head when the round was written (with this file; `ROUNDS=72
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,859,641 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 72: annual pass expiry (minified JSON)
 *     codex: 14,497 tokens, peak 14,418, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,047 tokens, peak 1,683, 1/1 needles, 1 read-backs
 *     ours: 2,788 tokens, peak 1,811, 1/1 needles, 1 read-backs
 *   round 72: safety controller serial (one-line XML)
 *     codex: 16,826 tokens, peak 16,753, 0/1 needles, 0 read-backs
 *     context-chef: 760 tokens, peak 687, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,720 tokens, peak 2,323, 1/1 needles, 1 read-backs
 *     ours: 2,634 tokens, peak 1,751, 1/1 needles, 1 read-backs
 *   round 72: queue sensor wait (CSV with huge field)
 *     codex: 214 tokens, peak 138, 0/1 needles, 0 read-backs
 *     context-chef: 932 tokens, peak 856, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,590 tokens, peak 8,384, 0/1 needles, 4 read-backs
 *     ours: 32,902 tokens, peak 12,265, 0/1 needles, 4 read-backs
 *   round 72: inspection sign-off (YAML)
 *     codex: 12,796 tokens, peak 12,725, 0/1 needles, 0 read-backs
 *     context-chef: 645 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,238 tokens, peak 3,196, 0/1 needles, 2 read-backs
 *     ours: 6,984 tokens, peak 3,154, 1/1 needles, 2 read-backs
 *   round 72: e-stop location (TOML)
 *     codex: 14,025 tokens, peak 13,955, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,057 tokens, peak 2,045, 0/1 needles, 2 read-backs
 *     ours: 4,600 tokens, peak 1,950, 1/1 needles, 2 read-backs
 *   round 72: gate rejection root cause (stack trace)
 *     codex: 14,484 tokens, peak 14,409, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,088 tokens, peak 3,709, 0/1 needles, 2 read-backs
 *     ours: 7,639 tokens, peak 4,239, 1/1 needles, 2 read-backs
 *   round 72: big refund at the burger stand (paraphrase)
 *     codex: 12,600 tokens, peak 12,504, 0/1 needles, 0 read-backs
 *     context-chef: 667 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,832 tokens, peak 1,281, 0/1 needles, 4 read-backs
 *     ours: 4,599 tokens, peak 983, 1/1 needles, 4 read-backs
 *   round 72: Saturday evening control booth (preamble)
 *     codex: 12,382 tokens, peak 12,287, 0/1 needles, 0 read-backs
 *     context-chef: 593 tokens, peak 498, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,323 tokens, peak 3,224, 0/1 needles, 2 read-backs
 *     ours: 7,073 tokens, peak 3,679, 0/1 needles, 2 read-backs
 *   round 72: log flume channel realignment (preamble, paraphrase)
 *     codex: 19,326 tokens, peak 19,234, 0/1 needles, 0 read-backs
 *     context-chef: 932 tokens, peak 840, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,704 tokens, peak 1,439, 0/1 needles, 4 read-backs
 *     ours: 4,514 tokens, peak 965, 1/1 needles, 4 read-backs
 *   round 72: slow lap bar seat (odd reading)
 *     codex: 27,625 tokens, peak 27,545, 0/1 needles, 0 read-backs
 *     context-chef: 1,147 tokens, peak 1,067, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,117 tokens, peak 1,726, 0/1 needles, 4 read-backs
 *     ours: 5,564 tokens, peak 2,210, 1/1 needles, 4 read-backs
 *   round 72: price out of line (odd price)
 *     codex: 9,734 tokens, peak 9,649, 0/1 needles, 0 read-backs
 *     context-chef: 501 tokens, peak 416, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,926 tokens, peak 1,090, 0/1 needles, 4 read-backs
 *     ours: 3,654 tokens, peak 795, 0/1 needles, 4 read-backs
 *   round 72: offline acceptance window (odd setting)
 *     codex: 10,341 tokens, peak 10,265, 0/1 needles, 0 read-backs
 *     context-chef: 549 tokens, peak 473, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,024 tokens, peak 2,685, 0/1 needles, 4 read-backs
 *     ours: 7,884 tokens, peak 2,899, 1/1 needles, 4 read-backs
 *     codex: 164,850 tokens, 0/12 needles
 *     context-chef: 8,871 tokens, 0/12 needles
 *     context-chef-store: 88,666 tokens, 2/12 needles
 *     ours: 90,835 tokens, 9/12 needles
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

// ---------------------------------------------------------------------------------------------------------------
// Shared pools and helpers
// ---------------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 17); // Tuesday 17 November 2026 (GMT, so UTC is local time)

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoSec = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const hms = (secs: number) => `${pad2(Math.floor(secs / 3600))}:${pad2(Math.floor(secs / 60) % 60)}:${pad2(secs % 60)}`;
const money = (pence: number) => `${(pence / 100).toFixed(2)}`;

const FIRST = [
  'Aisha',
  'Ben',
  'Callum',
  'Chloe',
  'Daniel',
  'Eilidh',
  'Emma',
  'Farhan',
  'Gemma',
  'Harriet',
  'Isaac',
  'Jack',
  'Jade',
  'Kieran',
  'Laura',
  'Liam',
  'Megan',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Owen',
  'Priya',
  'Ruby',
  'Sam',
  'Sophie',
  'Tom',
  'Yusuf',
  'Zara',
  'Ellie',
  'Connor',
  'Hannah',
  'Josh',
  'Lucy',
  'Nathan',
  'Olivia',
  'Ryan',
  'Sian',
  'Tariq',
  'Wiktoria',
  'Kacper',
  'Grace',
  'Amelia',
  'George',
  'Harvey',
  'Isla',
  'Leah',
  'Mia',
  'Noah',
  'Poppy',
  'Reece',
  'Scarlett',
  'Theo',
  'Abigail',
  'Bethany',
  'Ewan',
  'Fatima',
  'Imran',
  'Jasmine',
  'Kayleigh',
  'Lewis',
];
const LAST = [
  'Atkinson',
  'Barker',
  'Bell',
  'Brown',
  'Carter',
  'Clarke',
  'Dawson',
  'Dixon',
  'Evans',
  'Fletcher',
  'Foster',
  'Gill',
  'Graham',
  'Hall',
  'Hughes',
  'Hussain',
  'Jackson',
  'Kaur',
  'Kelly',
  'Khan',
  'Lambert',
  'Lee',
  'Marsh',
  'Metcalfe',
  'Mitchell',
  'Moore',
  'Nowak',
  'Parker',
  'Patel',
  'Pickering',
  'Pratt',
  'Richardson',
  'Robinson',
  'Shaw',
  'Simpson',
  'Smith',
  'Stephenson',
  'Taylor',
  'Thompson',
  'Turner',
  'Walker',
  'Ward',
  'Watson',
  'Webster',
  'Whitaker',
  'Wilkinson',
  'Wood',
  'Wright',
  'Young',
  'Ahmed',
  'Begum',
  'Chapman',
  'Dobson',
  'Harrison',
  'Kowalski',
  'Lister',
  'Oakley',
  'Pearson',
  'Rowntree',
  'Sutcliffe',
];
const title = (s: string) =>
  s
    .split(' ')
    .map((w) => (w.length > 1 ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
const fullName = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

interface Ride {
  readonly code: string;
  readonly name: string;
  readonly slug: string;
  readonly kind: 'coaster' | 'flume' | 'tower' | 'flat' | 'dark' | 'wheel';
}
const RIDES: readonly Ride[] = [
  { code: 'TH', name: 'Thunderhead', slug: 'thunderhead', kind: 'coaster' },
  { code: 'KS', name: 'Kestrel', slug: 'kestrel', kind: 'coaster' },
  { code: 'MT', name: 'Runaway Mine Train', slug: 'runaway_mine_train', kind: 'coaster' },
  { code: 'SF', name: 'Splashdown Falls', slug: 'splashdown_falls', kind: 'flume' },
  { code: 'SS', name: 'Skyhook Swings', slug: 'skyhook_swings', kind: 'flat' },
  { code: 'DZ', name: 'Drop Zone', slug: 'drop_zone', kind: 'tower' },
  { code: 'GA', name: 'Galleon', slug: 'galleon', kind: 'flat' },
  { code: 'TT', name: 'Timberline Twister', slug: 'timberline_twister', kind: 'coaster' },
  { code: 'RR', name: 'Riptide Rapids', slug: 'riptide_rapids', kind: 'flume' },
  { code: 'OM', name: 'The Old Mill', slug: 'old_mill', kind: 'dark' },
  { code: 'WT', name: 'Whirlwind Teacups', slug: 'whirlwind_teacups', kind: 'flat' },
  { code: 'CR', name: 'Carousel Royale', slug: 'carousel_royale', kind: 'flat' },
  { code: 'OW', name: 'Brackenmoor Eye', slug: 'brackenmoor_eye', kind: 'wheel' },
  { code: 'TK', name: 'Tiny Truckers', slug: 'tiny_truckers', kind: 'flat' },
];
const ride = (code: string): Ride => RIDES.find((r) => r.code === code)!;

// ---------------------------------------------------------------------------------------------------------------
// a1. Ticketing API: minified JSON of annual passes
// ---------------------------------------------------------------------------------------------------------------

const yearLater = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate() - 1);
};

function annualPasses(): string {
  const random = seededRandom(72_101);
  const products = [
    { code: 'AP-SILVER', name: 'Silver Annual Pass', price: 8900, ent: ['STANDARD_ENTRY'] },
    { code: 'AP-GOLD', name: 'Gold Annual Pass', price: 14900, ent: ['PARKING_FREE', 'FNB_10PCT', 'RETAIL_10PCT'] },
    {
      code: 'AP-PLAT',
      name: 'Platinum Annual Pass',
      price: 22900,
      ent: ['PARKING_FREE', 'FASTLANE_2PD', 'FNB_15PCT', 'RETAIL_15PCT', 'FROSTFALL_INCL'],
    },
    { code: 'AP-JUNIOR', name: 'Junior Annual Pass (3-11)', price: 6900, ent: ['FNB_10PCT'] },
    { code: 'AP-SENIOR', name: 'Senior Annual Pass (65+)', price: 6900, ent: ['PARKING_FREE', 'FNB_10PCT'] },
  ] as const;
  const lanes = ['MG-01', 'MG-02', 'MG-03', 'MG-04', 'MG-05', 'MG-06', 'MG-07', 'MG-08', 'LG-01', 'LG-02', 'LG-04', 'HG-01', 'HG-02'];
  const areas = ['YO17', 'YO18', 'YO62', 'YO1', 'YO10', 'YO31', 'HG1', 'HG3', 'LS6', 'LS17', 'DL7', 'TS9', 'YO21', 'YO8', 'HU17'];
  const planted = Date.UTC(2026, 3, 10);
  const postcode = () => `${oneOf(random, areas)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
  const email = (first: string, last: string) =>
    `${first[0]!.toLowerCase()}${'*'.repeat(between(random, 3, 6))}${last.slice(-1).toLowerCase()}@${oneOf(random, ['gmail.com', 'hotmail.co.uk', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'icloud.com'])}`;
  const record = (o: {
    passId: string;
    first: string;
    last: string;
    customerId: string;
    dob: string;
    product: (typeof products)[number];
    from: number;
    status?: string;
    renewedBy?: string;
    postcode?: string;
  }) => {
    const to = yearLater(o.from);
    const status = o.status ?? (to < TODAY ? 'EXPIRED' : 'ACTIVE');
    const visits = status === 'ACTIVE' ? between(random, 0, 38) : between(random, 2, 45);
    const lastScan =
      visits === 0 ? null : Math.min(to, TODAY - DAY) - between(random, 0, 60) * DAY + between(random, 36_000, 68_000) * 1000;
    return {
      passId: o.passId,
      barcode: `BAP${between(random, 100_000_000, 999_999_999)}${chars(random, '0123456789', 3)}`,
      product: { code: o.product.code, name: o.product.name },
      status,
      holder: {
        customerId: o.customerId,
        firstName: o.first,
        lastName: o.last,
        dateOfBirth: o.dob,
        email: email(o.first, o.last),
        postcode: o.postcode ?? postcode(),
      },
      validFrom: isoDate(o.from),
      validTo: isoDate(to),
      autoRenew: status === 'ACTIVE' ? random() < 0.55 : false,
      renewalPrice: { amount: o.product.price, currency: 'GBP' },
      photo: {
        status: random() < 0.97 ? 'APPROVED' : 'PENDING_REVIEW',
        capturedAt: isoSec(o.from + between(random, 36_000, 60_000) * 1000),
        capturedBy: `${oneOf(random, ['MG', 'LG', 'HG'])}-TKT-${pad2(between(random, 1, 8))}`,
      },
      entitlements: [...o.product.ent],
      blockoutCalendar: o.product.code === 'AP-SILVER' ? 'BO-2026-SILVER' : 'BO-2026-STD',
      visits: {
        count: visits,
        lastScanAt: lastScan === null ? null : isoSec(lastScan),
        lastScanLane: lastScan === null ? null : oneOf(random, lanes),
      },
      ...(o.renewedBy ? { renewedBy: o.renewedBy } : {}),
      createdChannel: oneOf(random, ['WEB', 'WEB', 'WEB', 'APP', 'GATE_UPGRADE', 'CALL_CENTRE']),
      updatedAt: isoSec(Math.max(o.from + DAY, TODAY - between(random, 1, 200) * DAY) + between(random, 0, 86_399) * 1000),
    };
  };
  const count = 1150;
  const target = Math.floor(count * 0.49);
  const records: object[] = [];
  let seq = 352_000;
  const ids = Array.from({ length: count }, () => {
    seq += between(random, 3, 60);
    return `BAP-AP-${String(seq).padStart(7, '0')}`;
  });
  const dob = (young: boolean) =>
    isoDate(Date.UTC(young ? between(random, 2014, 2022) : between(random, 1948, 2004), between(random, 0, 11), between(random, 1, 28)));
  const thandiwe = { first: 'Thandiwe', last: 'Okafor-Reilly', customerId: 'C-00718342', dob: '1987-09-23', postcode: 'HG3 5QT' };
  for (let i = 0; i < count; i++) {
    const passId = ids[i]!;
    if (i === target - 181) {
      records.push(
        record({ ...thandiwe, passId, product: products[1], from: Date.UTC(2025, 3, 10), status: 'EXPIRED', renewedBy: ids[target]! }),
      );
    } else if (i === target) {
      records.push(record({ ...thandiwe, passId, product: products[1], from: planted }));
    } else if (i === target + 57) {
      records.push(
        record({
          passId,
          first: 'Declan',
          last: 'Okafor-Reilly',
          customerId: 'C-00718343',
          dob: '1985-02-11',
          product: products[1],
          from: Date.UTC(2026, 4, 23),
        }),
      );
    } else if (i === target + 212) {
      records.push(
        record({
          passId,
          first: 'Amara',
          last: 'Okafor-Reilly',
          customerId: 'C-00718351',
          dob: '2017-06-30',
          product: products[3],
          from: Date.UTC(2026, 7, 2),
        }),
      );
    } else {
      const product = products[pick(random, products.length)]!;
      let from = TODAY - between(random, 1, 700) * DAY;
      if (from === planted) from -= DAY;
      const first = oneOf(random, FIRST);
      const last = oneOf(random, LAST);
      records.push(
        record({
          passId,
          first,
          last,
          customerId: `C-00${between(random, 100_000, 999_999)}`,
          dob: dob(product.code === 'AP-JUNIOR'),
          product,
          from,
          ...(random() < 0.01 ? { status: 'SUSPENDED' } : {}),
        }),
      );
    }
  }
  return JSON.stringify({
    data: records,
    meta: {
      page: 1,
      pageSize: 2000,
      returned: records.length,
      total: records.length,
      sort: 'passId:asc',
      generatedAt: '2026-11-17T09:12:44Z',
    },
    links: { self: '/v2/annual-passes?page=1&pageSize=2000&sort=passId:asc', next: null },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// a2. OT asset scanner: one-line XML inventory of ride control hardware
// ---------------------------------------------------------------------------------------------------------------

function otAssetXml(): string {
  const random = seededRandom(72_102);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<AssetInventory xmlns="urn:brackenmoor:ot-assets:2" site="BAP" siteName="Brackenmoor Adventure Park" scanner="OTScan 7.4.2" scanId="SCAN-20261117-0530" generated="2026-11-17T05:41:09Z">',
  ];
  const siemensSerial = () =>
    `S C-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${chars(random, '0123456789', 5)}${oneOf(random, ['2019', '2020', '2021', '2022', '2023'])}`;
  const pilzSerial = () => String(between(random, 1_000_000, 1_999_999));
  const seen = () => isoSec(TODAY + between(random, 19_800, 20_400) * 1000);
  let subnet = 40;
  const device = (a: Record<string, string>) =>
    `<Device ${Object.entries(a)
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ')}/>`;
  const modules: readonly (readonly [string, string, string])[] = [
    ['DI 16x24VDC ST', '6ES7131-6BH01-0BA0', 'V2.1.2'],
    ['DQ 16x24VDC/0.5A ST', '6ES7132-6BH01-0BA0', 'V2.1.1'],
    ['AI 4xU/I 2-wire ST', '6ES7134-6HD01-0BA1', 'V2.0.3'],
    ['AQ 2xU/I ST', '6ES7135-6HB00-0DA1', 'V1.1.1'],
    ['F-DI 8x24VDC HF', '6ES7136-6BA01-0CA0', 'V2.0.2'],
    ['F-DQ 4x24VDC/2A PM HF', '6ES7136-6DB00-0CA0', 'V1.1.3'],
    ['F-RQ 1x24VDC/24..230VAC/5A', '6ES7136-6RA00-0BF0', 'V1.0.4'],
    ['CM 4xIO-Link', '6ES7137-6BD00-0BA0', 'V1.2.0'],
  ];
  const ioStation = (prefix: string, ip: string, n: number) => {
    const out = [
      device({
        name: `${prefix}_IM`,
        role: 'Remote I/O interface',
        vendor: 'Siemens',
        model: 'ET 200SP IM 155-6 PN HF',
        orderNo: '6ES7155-6AU01-0CN0',
        serialNumber: siemensSerial(),
        firmware: oneOf(random, ['V4.2.2', 'V4.2.3', 'V4.4.0']),
        hwVersion: String(between(random, 1, 4)),
        ip,
        profinetName: `${prefix.toLowerCase().replace(/_/g, '-')}-im`,
        lastSeen: seen(),
        status: 'online',
      }),
    ];
    for (let slot = 1; slot <= n; slot++) {
      const [model, orderNo, firmware] = oneOf(random, modules);
      out.push(
        device({
          name: `${prefix}_S${pad2(slot)}`,
          role: model.startsWith('F-') ? 'Fail-safe I/O module' : 'I/O module',
          vendor: 'Siemens',
          model,
          orderNo,
          serialNumber: siemensSerial(),
          firmware,
          slot: String(slot),
          lastSeen: seen(),
          status: 'online',
        }),
      );
    }
    return out.join('');
  };
  // Riptide Rapids goes in the middle of the inventory.
  const areaOrder = RIDES.filter((r) => r.code !== 'RR');
  areaOrder.splice(5, 0, ride('RR'));
  for (const r of areaOrder) {
    subnet++;
    const net = `10.${subnet}.5`;
    const lc = r.code.toLowerCase();
    const big = r.kind === 'coaster' || r.kind === 'flume' || r.kind === 'tower';
    parts.push(`<Area id="${r.code}" name="${r.name}" type="${r.kind}" vlan="${subnet + 100}">`);
    parts.push(`<Panel id="${r.code}-CP01" description="Station control panel" location="Station operator booth">`);
    parts.push(
      device({
        name: `${r.code}_MAIN_PLC`,
        role: 'Ride control PLC',
        vendor: 'Siemens',
        model: 'CPU 1515-2 PN',
        orderNo: '6ES7515-2AM02-0AB0',
        serialNumber: siemensSerial(),
        firmware: oneOf(random, ['V2.9.7', 'V3.0.3', 'V3.1.2']),
        hwVersion: '1',
        ip: `${net}.10`,
        profinetName: `${lc}-main-plc`,
        lastSeen: seen(),
        status: 'online',
      }),
    );
    parts.push(
      big
        ? device({
            name: `${r.code}_STN_SAFETY`,
            role: 'Safety controller',
            vendor: 'Pilz',
            model: 'PSSu H PLC1 FS SN SD',
            orderNo: '312070',
            serialNumber: r.code === 'RR' ? '1640273' : pilzSerial(),
            firmware: oneOf(random, ['1.21.1', '1.22.0', '1.22.0']),
            hwVersion: pad2(between(random, 2, 4)),
            ip: `${net}.11`,
            lastSeen: seen(),
            status: 'online',
          })
        : device({
            name: `${r.code}_STN_SAFETY`,
            role: 'Safety relay (configurable)',
            vendor: 'Pilz',
            model: 'PNOZ m B1',
            orderNo: '772101',
            serialNumber: pilzSerial(),
            firmware: oneOf(random, ['1.4', '1.5']),
            hwVersion: pad2(between(random, 1, 3)),
            lastSeen: seen(),
            status: 'online',
          }),
    );
    parts.push(
      device({
        name: `${r.code}_HMI_STN`,
        role: 'Operator panel',
        vendor: 'Siemens',
        model: 'TP1500 Comfort',
        orderNo: '6AV2124-0QC02-0AX1',
        serialNumber: siemensSerial(),
        firmware: oneOf(random, ['V17.0.0.0', 'V18.0.0.1']),
        ip: `${net}.20`,
        lastSeen: seen(),
        status: 'online',
      }),
      device({
        name: `${r.code}_SW_CP01`,
        role: 'Network switch',
        vendor: 'Siemens',
        model: 'SCALANCE XC208',
        orderNo: '6GK5208-0BA00-2AC2',
        serialNumber: `VPK${chars(random, '0123456789', 7)}`,
        firmware: 'V4.5',
        ip: `${net}.2`,
        lastSeen: seen(),
        status: 'online',
      }),
    );
    parts.push(ioStation(`${r.code}_CP01_ET1`, `${net}.31`, between(random, 10, 16)));
    parts.push('</Panel>');
    const panels = big
      ? [
          ['CP02', r.kind === 'flume' ? 'Lift conveyor drive panel' : 'Lift / launch drive panel', 'Lift motor room'],
          ['RIO01', 'Remote I/O - block brakes zone 1', 'Brake run catwalk cabinet'],
          ['RIO02', 'Remote I/O - block brakes zone 2', 'Mid-course cabinet'],
          ['RIO03', 'Remote I/O - station and transfer', 'Transfer track cabinet'],
          ['RIO04', r.kind === 'flume' ? 'Remote I/O - pump house and water level' : 'Remote I/O - lift hill', 'Plant room'],
        ]
      : [
          ['CP02', 'Main drive panel', 'Drive room'],
          ['RIO01', 'Remote I/O - platform and gates', 'Platform cabinet'],
        ];
    let ipHost = 40;
    for (const [id, description, location] of panels) {
      parts.push(`<Panel id="${r.code}-${id}" description="${description}" location="${location}">`);
      if (id === 'CP02') {
        const drives = big ? between(random, 2, 4) : between(random, 1, 2);
        for (let d = 1; d <= drives; d++)
          parts.push(
            device({
              name: `${r.code}_DRV${d}`,
              role: 'Drive',
              vendor: 'Siemens',
              model: oneOf(random, ['SINAMICS G120 CU250S-2 PN', 'SINAMICS S120 CU320-2 PN']),
              orderNo: oneOf(random, ['6SL3246-0BA22-1FA0', '6SL3040-1MA01-0AA0']),
              serialNumber: `T-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${chars(random, '0123456789', 8)}`,
              firmware: oneOf(random, ['V4.7 SP14', 'V5.2 SP3', 'V6.1']),
              ip: `${net}.${ipHost++}`,
              lastSeen: seen(),
              status: 'online',
            }),
          );
      }
      if (big && id !== 'CP02')
        parts.push(
          device({
            name: `${r.code}_${id}_PSSU`,
            role: 'Decentral safety I/O head',
            vendor: 'Pilz',
            model: 'PSSu H FS DP', // decentral head, not a controller
            orderNo: '312090',
            serialNumber: pilzSerial(),
            firmware: '1.9.0',
            ip: `${net}.${ipHost++}`,
            lastSeen: seen(),
            status: 'online',
          }),
        );
      const stations = big ? between(random, 1, 3) : 1;
      for (let s = 1; s <= stations; s++) parts.push(ioStation(`${r.code}_${id}_ET${s}`, `${net}.${ipHost++}`, between(random, 8, 18)));
      parts.push('</Panel>');
    }
    parts.push('</Area>');
  }
  parts.push('</AssetInventory>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// a3. Queue-time sensor portal: CSV export with one huge samples field per sensor
// ---------------------------------------------------------------------------------------------------------------

function queueSensorCsv(): string {
  const random = seededRandom(72_103);
  const sensors = [
    { id: 'QS-TH-ENT-01', ride: 'Thunderhead', code: 'TH', location: 'Queue entrance', peak: 330, rate: 7.4, fw: '5.3.1' },
    { id: 'QS-TH-FL-02', ride: 'Thunderhead', code: 'TH', location: 'Fastlane merge point', peak: 46, rate: 2.1, fw: '5.3.1' },
    { id: 'QS-RR-MRG-02', ride: 'Riptide Rapids', code: 'RR', location: 'Fastlane merge point', peak: 38, rate: 1.9, fw: '5.2.4' },
    { id: 'QS-RR-ENT-01', ride: 'Riptide Rapids', code: 'RR', location: 'Queue entrance', peak: 218, rate: 5.6, fw: '5.2.4' },
    { id: 'QS-KS-ENT-01', ride: 'Kestrel', code: 'KS', location: 'Queue entrance', peak: 290, rate: 6.2, fw: '5.3.1' },
    { id: 'QS-SS-ENT-01', ride: 'Skyhook Swings', code: 'SS', location: 'Queue entrance', peak: 120, rate: 4.8, fw: '5.3.0' },
  ];
  const lines = ['sensor_id,ride,ride_code,location,model,firmware,interval_s,day,tz,samples'];
  const start = 9 * 3600;
  const end = 21 * 3600;
  for (const s of sensors) {
    const samples: string[] = [];
    let noise = 0;
    for (let t = start; t <= end; t += 10) {
      const h = t / 3600;
      const shape = Math.max(0.03, Math.exp(-((h - 14.9) ** 2) / (2 * 3.1 ** 2)));
      noise = noise * 0.93 + (random() - 0.5) * s.peak * 0.02;
      let ppl = Math.max(0, Math.round(s.peak * shape + noise));
      let wait = Math.round(ppl / s.rate);
      if (s.id === 'QS-RR-ENT-01' && t === 15 * 3600 + 600) {
        ppl = 212;
        wait = 38;
      } else if (t === 15 * 3600 + 600 && ppl === 212 && wait === 38) ppl = 213;
      const conf = (0.86 + random() * 0.13).toFixed(2);
      samples.push(`${hms(t)} ppl=${ppl} wait=${wait} conf=${conf}`);
    }
    lines.push(`${s.id},${s.ride},${s.code},${s.location},Xovis PC2SE,${s.fw},10,2026-11-16,Europe/London,"${samples.join('|')}"`);
  }
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// b4. RideCheck daily inspections: YAML export
// ---------------------------------------------------------------------------------------------------------------

function inspectionsYaml(): string {
  const random = seededRandom(72_104);
  const techs = [
    'Owen Pickering',
    'Sian Metcalfe',
    'Kacper Nowak',
    'Harvey Rowntree',
    'Jade Sutcliffe',
    'Lewis Oakley',
    'Tariq Hussain',
    'Eilidh Graham',
    'Connor Lister',
    'Bethany Whitaker',
    'Isaac Dobson',
    'Wiktoria Kowalski',
    'Reece Barker',
    'Gemma Pearson',
  ];
  const supervisors = ['Nathan Chapman (Ride Maintenance Supervisor)', 'Laura Stephenson (Ride Maintenance Supervisor)'];
  const fleets = [
    { code: 'KS', name: 'Kestrel', trains: 2, rows: 12 },
    { code: 'MT', name: 'Runaway Mine Train', trains: 3, rows: 10 },
    { code: 'TH', name: 'Thunderhead', trains: 3, rows: 10 },
    { code: 'TT', name: 'Timberline Twister', trains: 2, rows: 12 },
  ];
  const items = [
    ['V-01', 'Lap bar locking and release, all rows'],
    ['V-02', 'Seat belts, buckles and webbing'],
    ['V-03', 'Road, guide and upstop wheels - visual and spin test'],
    ['V-04', 'Axle and wheel carrier bolts - torque witness marks'],
    ['V-05', 'Anti-rollback dogs - engagement and free movement'],
    ['V-06', 'Brake fins - condition and fixings'],
    ['V-07', 'Car-to-car couplings and secondary safety cables'],
    ['V-08', 'Test cycles (2 empty) and dispatch'],
  ] as const;
  const notes = [
    'Replaced guide wheel car 3 left rear (flat spot)',
    'Minor paint chip on car 1 fin, monitored',
    'Buckle row 4 seat 2 stiff, cleaned and lubricated',
    'Upstop wheel car 2 right front replaced (chunking)',
    'Safety cable ferrule re-crimped car 4-5',
    'Row 7 lap bar re-timed, within limits after adjustment',
  ];
  const out = [
    '# RideCheck export - daily pre-opening inspections',
    '# site: Brackenmoor Adventure Park (BAP)   range: 2026-10-28..2026-11-17   sort: ride_code asc, date desc, vehicle asc',
    '# exported: 2026-11-17T09:41:08Z by maint.planner',
    'schema: ridecheck/v3',
    'inspections:',
  ];
  for (const f of fleets) {
    for (let day = 0; day <= 20; day++) {
      const date = TODAY - day * DAY;
      for (let train = 1; train <= f.trains; train++) {
        const begin = date + (7 * 3600 + between(random, 0, 900)) * 1000;
        let clock = begin;
        const lead = oneOf(random, techs);
        out.push(
          `  - id: RC-${isoDate(date).replace(/-/g, '')}-${f.code}-T${train}`,
          `    ride: ${f.name}`,
          `    ride_code: ${f.code}`,
          `    vehicle: Train ${train}`,
          '    type: daily_pre_opening',
          `    date: ${isoDate(date)}`,
          `    started_at: "${isoSec(begin)}"`,
          `    lead_technician: ${lead}`,
          '    items:',
        );
        for (const [code, description] of items) {
          clock += between(random, 120, 600) * 1000;
          const signer = f.code === 'TH' && day === 0 && train === 2 && code === 'V-01' ? 'Ffion Marchetti-Byrne' : oneOf(random, techs);
          out.push(`      - code: ${f.code}-${code}`, `        description: ${description}`, '        result: pass');
          if (code === 'V-01') {
            const times = Array.from({ length: f.rows }, () => (0.17 + random() * 0.09).toFixed(2));
            out.push('        readings:', `          lock_time_s: [${times.join(', ')}]`);
          } else if (code === 'V-08') {
            out.push('        readings:', `          cycle_time_s: [${(98 + random() * 4).toFixed(1)}, ${(98 + random() * 4).toFixed(1)}]`);
          } else if (code === 'V-03') {
            out.push('        readings:', `          wheels_replaced: ${random() < 0.15 ? 1 : 0}`);
          }
          out.push('        signed_off:', `          by: ${signer}`, `          at: "${isoSec(clock)}"`);
          out.push(`        notes: ${random() < 0.06 ? `"${oneOf(random, notes)}"` : '""'}`);
        }
        clock += between(random, 300, 900) * 1000;
        out.push(
          `    completed_at: "${isoSec(clock)}"`,
          '    status: approved',
          `    approved_by: ${oneOf(random, supervisors)}`,
          `    approved_at: "${isoSec(clock + between(random, 120, 900) * 1000)}"`,
        );
      }
    }
  }
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// b5. Ride control configuration: TOML
// ---------------------------------------------------------------------------------------------------------------

function rideControlToml(): string {
  const random = seededRandom(72_105);
  const out = [
    '# Brackenmoor Adventure Park - ride control system configuration',
    '# rcs-config 3.8.1, rendered from branch "master" @ 4f1c9e2 on 2026-11-17T06:12:40Z',
    '# DO NOT EDIT ON SITE: changes go through MOC (management of change) and the ride engineer.',
    '',
    '[site]',
    'name = "Brackenmoor Adventure Park"',
    'code = "BAP"',
    'timezone = "Europe/London"',
    'scada_host = "scada01.ot.bap.internal"',
    'historian = "hist01.ot.bap.internal:5450"',
    'wind_station = "WS-01"',
    'wind_closure_gust_ms = 20.0',
    '',
  ];
  const coasterAreas = [
    'Station load platform',
    'Station unload platform',
    'Operator console (main)',
    'Operator console (unload side)',
    'Lift hill base, maintenance gate',
    'Lift hill walkway',
    'Brake run catwalk',
    'Mid-course brake catwalk',
    'Maintenance bay',
    'Queue line, Fastlane merge',
    'Exit ramp, photo booth side',
    'Lift motor room door',
  ];
  const flatAreas = [
    'Operator console',
    'Platform entrance gate',
    'Platform exit gate',
    'Drive room door',
    'Queue line, final switchback',
    'Platform rear walkway',
  ];
  const ordered = [...RIDES.filter((r) => r.code !== 'TT')];
  ordered.splice(5, 0, ride('TT'));
  for (const r of ordered) {
    const big = r.kind === 'coaster' || r.kind === 'flume' || r.kind === 'tower';
    const p = r.code;
    out.push(
      `[ride.${r.slug}]`,
      `display_name = "${r.name}"`,
      `ride_code = "${p}"`,
      `kind = "${r.kind}"`,
      `plc = "${p}_MAIN_PLC"`,
      `safety_controller = "${p}_STN_SAFETY"`,
      `manufacturer = "${oneOf(random, ['Vekoma', 'Intamin', 'Mack Rides', 'Zamperla', 'Gerstlauer', 'Hafema', 'Huss'])}"`,
      `max_vehicles = ${big ? between(random, 2, 9) : 1}`,
      `min_height_cm = ${oneOf(random, [90, 100, 110, 120, 122, 130, 140])}`,
      `wind_closure_gust_ms = ${oneOf(random, ['15.0', '17.5', '20.0', '22.0'])}`,
      `dispatch_interval_min_s = ${between(random, 35, 110)}`,
      '',
    );
    const blocks = big ? between(random, 6, 11) : 2;
    for (let b = 1; b <= blocks; b++) {
      out.push(
        `[ride.${r.slug}.block.B${b}]`,
        `name = "${b === 1 ? 'Station' : b === 2 ? (r.kind === 'flume' ? 'Lift conveyor' : 'Lift') : b === blocks ? 'Final brake run' : `Block ${b}`}"`,
        `length_m = ${(20 + random() * 180).toFixed(1)}`,
        `brake_type = "${oneOf(random, big ? ['pneumatic caliper', 'magnetic (eddy current) + pneumatic', 'pinch wheels', 'kicker tyres'] : ['drive brake', 'disc brake'])}"`,
        `brake_count = ${between(random, 2, 12)}`,
        `clear_timeout_ms = ${between(random, 15, 60) * 100}`,
        `entry_sensor = "${p}_B${b}_PX01"`,
        `exit_sensor = "${p}_B${b}_PX02"`,
        `occupancy_confirm = ${oneOf(random, ['"dual"', '"dual"', '"single+count"'])}`,
        '',
      );
    }
    const estops = big ? between(random, 14, 24) : between(random, 5, 9);
    for (let e = 1; e <= estops; e++) {
      const area = oneOf(random, big ? coasterAreas : flatAreas);
      const location =
        p === 'TT' && e === 7
          ? 'Storage track catwalk, bay 4 ladder'
          : area.includes(',') || !big
            ? area
            : `${area}, post ${between(random, 1, 28)}`;
      const tag = `${p}_ES${pad2(e)}`;
      out.push(
        `[ride.${r.slug}.estop.ES${pad2(e)}]`,
        `tag = "${tag}"`,
        'channels = 2',
        `stop_category = ${oneOf(random, [0, 1, 1])}`,
        `location = "${location}"`,
        `reset_from = "${oneOf(random, ['Operator console (main)', 'Station operator console', 'Local reset at device'])}"`,
        `input_ch1 = "F-DI ${between(random, 1, 12)}.${between(random, 0, 7)}"`,
        `input_ch2 = "F-DI ${between(random, 1, 12)}.${between(random, 0, 7)}"`,
        `last_function_test = ${isoDate(TODAY - between(random, 0, 6) * DAY)}`,
        '',
      );
    }
    const interlocks = big
      ? [
          'station_gates_closed',
          'restraints_locked',
          'block_clear_ahead',
          'lift_running',
          'transfer_track_aligned',
          'maintenance_gates_closed',
          'wind_ok',
          'estop_chain_healthy',
        ]
      : ['platform_gates_closed', 'restraints_locked', 'drive_ready', 'wind_ok', 'estop_chain_healthy'];
    for (const il of interlocks) {
      out.push(
        `[ride.${r.slug}.interlock.${il}]`,
        `required_for = ${oneOf(random, ['["dispatch"]', '["dispatch", "lift_start"]', '["dispatch", "reset"]'])}`,
        `source = "${oneOf(random, ['safety', 'safety', 'standard'])}"`,
        `debounce_ms = ${oneOf(random, [20, 50, 100, 250])}`,
        `bypass_allowed = ${il === 'transfer_track_aligned' || il === 'lift_running' ? 'true' : 'false'}`,
        `bypass_key = "${il === 'transfer_track_aligned' || il === 'lift_running' ? `${p}-KEY-${between(random, 10, 99)}` : ''}"`,
        '',
      );
    }
    if (r.kind === 'coaster') {
      const rows = between(random, 10, 14);
      for (let row = 1; row <= rows; row++) {
        out.push(
          `[ride.${r.slug}.restraint.R${pad2(row)}]`,
          `type = "${oneOf(random, ['lap bar, hydraulic lock', 'lap bar, ratchet', 'over-shoulder, hydraulic lock'])}"`,
          `lock_sensor_ch1 = "${p}_R${pad2(row)}_LK1"`,
          `lock_sensor_ch2 = "${p}_R${pad2(row)}_LK2"`,
          `lock_confirm_max_ms = ${oneOf(random, [400, 500, 500, 600])}`,
          `unlock_station_only = true`,
          `secondary_belt = ${oneOf(random, ['true', 'false'])}`,
          '',
        );
      }
    }
    const alarms = big ? between(random, 30, 55) : between(random, 12, 20);
    const alarmTexts = [
      'Block %B not clear at dispatch',
      'Restraint not locked, row %N',
      'Station gate %N open',
      'Brake %B pressure low',
      'Lift motor overtemperature',
      'Wind speed above limit',
      'Vehicle overdue in block %B',
      'Proximity sensor %S discrepancy',
      'E-stop chain open',
      'Hydraulic unit oil level low',
      'Drive %N fault acknowledge required',
    ];
    for (let a = 1; a <= alarms; a++) {
      out.push(
        `[ride.${r.slug}.alarm.A${String(a * 10).padStart(4, '0')}]`,
        `text = "${oneOf(random, alarmTexts)
          .replace('%B', `B${between(random, 1, 9)}`)
          .replace('%N', String(between(random, 1, 12)))
          .replace('%S', `${p}_PX${pad2(between(random, 1, 40))}`)}"`,
        `class = "${oneOf(random, ['stop', 'stop', 'warning', 'info'])}"`,
        `ack_required = ${oneOf(random, ['true', 'true', 'false'])}`,
        `historian_tag = "${p}.ALM.A${String(a * 10).padStart(4, '0')}"`,
        '',
      );
    }
    const sensors = big ? between(random, 50, 80) : between(random, 16, 24);
    for (let s = 1; s <= sensors; s++) {
      out.push(
        `[ride.${r.slug}.sensor.${p}_PX${pad2(s)}]`,
        `type = "${oneOf(random, ['inductive proximity', 'inductive proximity', 'photoelectric', 'ultrasonic', 'encoder'])}"`,
        `part = "${oneOf(random, ['IFM IGS204', 'Pepperl+Fuchs NBB15-30GM50-E2', 'SICK IME30-15BPSZC0S', 'Balluff BES 516-326', 'IFM O5D100'])}"`,
        `io = "DI ${between(random, 1, 16)}.${between(random, 0, 7)}"`,
        `switching_distance_mm = ${oneOf(random, [8, 10, 15, 20, 40])}`,
        `debounce_ms = ${oneOf(random, [5, 10, 20])}`,
        `safety_rated = ${oneOf(random, ['true', 'false', 'false'])}`,
        `mount = "${oneOf(random, ['track spine', 'brake fin bracket', 'station floor', 'lift chain guard', 'gate post'])}"`,
        `installed = ${isoDate(TODAY - between(random, 30, 2500) * DAY)}`,
        '',
      );
    }
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// b6. Gate validation service: Spring Boot log with Java stack traces
// ---------------------------------------------------------------------------------------------------------------

function gateServiceLog(): string {
  const random = seededRandom(72_106);
  const lanes = [
    ...Array.from({ length: 10 }, (_, i) => [`MG-${pad2(i + 1)}`, 'Main Gate'] as const),
    ['LG-01', 'Lakeside Gate'] as const,
    ['LG-02', 'Lakeside Gate'] as const,
    ['LG-04', 'Lakeside Gate'] as const,
    ['HG-01', 'Hotel Gate'] as const,
    ['HG-02', 'Hotel Gate'] as const,
  ];
  const media = ['AP', 'AP', 'AP', 'ETKT', 'ETKT', 'ETKT', 'ETKT', 'GRP', 'HOTEL'];
  const products: Record<string, readonly string[]> = {
    AP: ['AP-SILVER', 'AP-GOLD', 'AP-GOLD', 'AP-PLAT', 'AP-JUNIOR', 'AP-SENIOR'],
    ETKT: ['DAY-ADULT', 'DAY-CHILD', 'DAY-FAMILY4', 'FROSTFALL-EVE', 'DAY-ADULT-ONLINE'],
    GRP: ['GRP-SCHOOL', 'GRP-15PLUS'],
    HOTEL: ['HOTEL-2DAY', 'HOTEL-1DAY'],
  };
  const thread = () => `nio-8443-exec-${between(random, 1, 24)}`;
  const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
  const line = (ms: number, level: string, th: string, logger: string, msg: string) =>
    `${new Date(ms).toISOString()}  ${pad(level, 5)} 4172 --- [gate-validation] [${pad(th, 16).slice(0, 16)}] ${pad(logger, 40)} : ${msg}`;
  const ctl = 'c.b.access.gate.ValidationController';
  const passRef = (m: string) =>
    m === 'AP' ? `BAP-AP-0${between(random, 352_000, 420_000)}` : `${m}-${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10)}`;
  const commonTop = (pass: string) => [
    `com.brackenmoor.access.gate.EntitlementCheckException: Entitlement check failed for ${pass}`,
    '\tat com.brackenmoor.access.gate.EntitlementClient.check(EntitlementClient.java:148)',
    '\tat com.brackenmoor.access.gate.ValidationService.validate(ValidationService.java:92)',
    '\tat com.brackenmoor.access.gate.ValidationController.scan(ValidationController.java:57)',
    '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
  ];
  const causes = (): string[] => {
    const k = pick(random, 4);
    if (k === 0)
      return [
        'Caused by: org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://entitlements.svc.bap.internal/v3/check": Read timed out',
        '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)',
        '\t... 4 common frames omitted',
        'Caused by: java.net.SocketTimeoutException: Read timed out',
        '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
        '\t... 12 common frames omitted',
      ];
    if (k === 1)
      return [
        'Caused by: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection',
        '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)',
        '\t... 4 common frames omitted',
        `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after ${between(random, 30_000, 30_019)}ms (total=10, active=10, idle=0, waiting=${between(random, 3, 41)})`,
        '\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)',
        '\t... 31 common frames omitted',
      ];
    if (k === 2)
      return [
        'Caused by: org.springframework.data.redis.RedisConnectionFailureException: Unable to connect to Redis',
        '\tat org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory.getNativeConnection(LettuceConnectionFactory.java:1805)',
        '\t... 4 common frames omitted',
        `Caused by: io.lettuce.core.RedisCommandTimeoutException: Command timed out after ${oneOf(random, ['1 second(s)', '500 millisecond(s)', '2 second(s)'])}`,
        '\tat io.lettuce.core.internal.ExceptionFactory.createTimeoutException(ExceptionFactory.java:59)',
        '\t... 9 common frames omitted',
      ];
    return [
      'Caused by: com.brackenmoor.access.barcode.PayloadDecodeException: Aztec payload rejected',
      '\tat com.brackenmoor.access.barcode.AztecPayloadDecoder.decode(AztecPayloadDecoder.java:64)',
      '\t... 4 common frames omitted',
      `Caused by: com.brackenmoor.access.barcode.ChecksumMismatchException: CRC-16 mismatch (expected 0x${hex(random, 4).toUpperCase()}, got 0x${hex(random, 4).toUpperCase()})`,
      '\tat com.brackenmoor.access.barcode.Crc16.verify(Crc16.java:41)',
      '\t... 6 common frames omitted',
    ];
  };
  const out: string[] = [];
  const start = TODAY + (8 * 3600 + 45 * 60) * 1000;
  const end = TODAY + (11 * 3600 + 15 * 60) * 1000;
  const lg03 = TODAY + (9 * 3600 + 58 * 60 + 12) * 1000 + 417;
  // Lane LG-03 opens late, rejects its first scan and is closed again.
  const scheduled: { at: number; lines: string[] }[] = [
    {
      at: lg03 - 20_000,
      lines: [
        line(
          lg03 - 20_000,
          'INFO',
          'scheduling-1',
          'c.b.access.gate.LaneStateService',
          'Lane LG-03 state changed CLOSED -> OPEN by supervisor=ops.k.hewitt',
        ),
      ],
    },
    {
      at: lg03,
      lines: [
        line(
          lg03,
          'ERROR',
          'nio-8443-exec-11',
          ctl,
          'Scan rejected lane=LG-03 gate="Lakeside Gate" media=AP pass=BAP-AP-0401377 reason=ENTITLEMENT_CHECK_FAILED',
        ),
        ...commonTop('BAP-AP-0401377'),
        'Caused by: org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://entitlements.svc.bap.internal/v3/check": PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed',
        '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)',
        '\t... 4 common frames omitted',
        'Caused by: javax.net.ssl.SSLHandshakeException: PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed',
        '\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)',
        '\t... 21 common frames omitted',
        'Caused by: java.security.cert.CertificateExpiredException: NotAfter: Mon Nov 16 23:59:59 GMT 2026',
        '\tat java.base/sun.security.x509.CertificateValidity.valid(CertificateValidity.java:277)',
        '\t... 34 common frames omitted',
      ],
    },
    {
      at: lg03 + 41_000,
      lines: [
        line(
          lg03 + 41_000,
          'INFO',
          'scheduling-1',
          'c.b.access.gate.LaneStateService',
          'Lane LG-03 state changed OPEN -> CLOSED by supervisor=ops.k.hewitt',
        ),
      ],
    },
  ];
  const flush = (upTo: number) => {
    while (scheduled.length > 0 && scheduled[0]!.at <= upTo) out.push(...scheduled.shift()!.lines);
  };
  let nextHeartbeat = start;
  for (let t = start; t < end;) {
    const secs = (t - TODAY) / 1000;
    // Hotel guests from 09:00, everyone from 09:45 (gates open at 10:00 with a soft opening).
    const rate = secs < 9 * 3600 ? 0.1 : secs < 9 * 3600 + 45 * 60 ? 0.4 : secs < 10 * 3600 + 40 * 60 ? 0.8 : 0.4;
    t += Math.max(40, Math.round((-Math.log(1 - random()) / rate) * 1000));
    if (t >= nextHeartbeat) {
      flush(t - 4);
      nextHeartbeat += 60_000;
      out.push(
        line(
          t - 3,
          'INFO',
          'scheduling-1',
          'c.b.access.gate.LaneHeartbeatMonitor',
          `Heartbeat ok lanes=${lanes.length} open=${secs < 9 * 3600 + 45 * 60 ? 2 : lanes.length} latencyP95Ms=${between(random, 60, 190)}`,
        ),
      );
      if (random() < 0.1)
        out.push(
          line(
            t - 2,
            'INFO',
            'scheduling-1',
            'c.b.access.cal.BlockoutCalendarCache',
            `Refreshed blockout calendars BO-2026-STD,BO-2026-SILVER entries=412 took=${between(random, 18, 90)}ms`,
          ),
        );
      if (random() < 0.08)
        out.push(
          line(
            t - 1,
            'WARN',
            'scheduling-1',
            'c.b.access.device.CertificateWatcher',
            'Client certificate for device MG-07 expires soon: NotAfter=Fri Nov 20 23:59:59 GMT 2026 (3 days)',
          ),
        );
    }
    flush(t);
    const hotelOnly = secs < 9 * 3600 + 45 * 60;
    const [lane, gate] = hotelOnly ? oneOf(random, lanes.slice(-2)) : oneOf(random, lanes);
    const m = hotelOnly ? oneOf(random, ['HOTEL', 'HOTEL', 'AP']) : oneOf(random, media);
    const product = oneOf(random, products[m]!);
    const pass = passRef(m);
    const u = random();
    if (u < 0.006) {
      out.push(
        line(
          t,
          'ERROR',
          thread(),
          ctl,
          `Scan rejected lane=${lane} gate="${gate}" media=${m} pass=${pass} reason=ENTITLEMENT_CHECK_FAILED`,
        ),
        ...commonTop(pass),
        ...causes(),
      );
    } else if (u < 0.03) {
      const reason = oneOf(random, [
        'PASS_EXPIRED',
        'BLOCKOUT_DATE',
        `ANTI_PASSBACK lastEntry=${pad2(between(random, 9, 10))}:${pad2(between(random, 0, 59))} lane=${oneOf(random, lanes)[0]}`,
        'PHOTO_NOT_APPROVED',
        'TICKET_ALREADY_USED',
        'NOT_VALID_TODAY',
      ]);
      out.push(
        line(
          t,
          'WARN',
          thread(),
          ctl,
          `Scan rejected lane=${lane} gate="${gate}" media=${m} pass=${pass} product=${product} reason=${reason}`,
        ),
      );
    } else {
      out.push(
        line(
          t,
          'INFO',
          thread(),
          ctl,
          `Scan accepted lane=${lane} gate="${gate}" media=${m} pass=${pass} product=${product} latencyMs=${between(random, 38, 240)}`,
        ),
      );
    }
  }
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// c7. F&B tills: electronic journal
// ---------------------------------------------------------------------------------------------------------------

interface Outlet {
  readonly no: string;
  readonly name: string;
  readonly tills: number;
  readonly menu: readonly (readonly [string, number])[];
}
const OUTLETS: readonly Outlet[] = [
  {
    no: '0011',
    name: "FROSTY'S HOT CHOCOLATE CABIN",
    tills: 2,
    menu: [
      ['HOT CHOCOLATE REG', 395],
      ['HOT CHOC CREAM & MALLOWS', 450],
      ['MULLED APPLE JUICE', 350],
      ['GINGERBREAD BISCUIT', 250],
      ['CHURROS & CHOC DIP', 595],
      ["MARSHMALLOW S'MORES KIT", 650],
    ],
  },
  {
    no: '0012',
    name: "MINERS' PANTRY - MINE TRAIN PLAZA",
    tills: 3,
    menu: [
      ['STEAK & ALE PIE', 895],
      ['CHEESE & ONION PASTY', 695],
      ['PIE & MASH MEAL', 1195],
      ['MUSHY PEAS', 250],
      ['GRAVY POT', 150],
      ['SOFT DRINK 500ML', 325],
      ['TEA', 275],
    ],
  },
  {
    no: '0014',
    name: 'GALLEY GRILL - HARBOUR WALK',
    tills: 3,
    menu: [
      ['CLASSIC CHEESEBURGER', 895],
      ['CLASSIC CHEESEBURGER MEAL', 1195],
      ['DOUBLE STACK BURGER MEAL', 1495],
      ['CHICKEN BURGER MEAL', 1250],
      ['VEGAN BURGER MEAL', 1250],
      ['LOADED FRIES', 595],
      ['KIDS BURGER MEAL', 795],
      ['SOFT DRINK 500ML', 325],
      ['MILKSHAKE', 450],
    ],
  },
  {
    no: '0015',
    name: 'HARBOUR WALK FISH & CHIPS',
    tills: 2,
    menu: [
      ['COD & CHIPS', 1295],
      ['HADDOCK & CHIPS', 1350],
      ['KIDS FISH BITES', 750],
      ['CHIPS REG', 395],
      ['CURRY SAUCE', 150],
      ['SOFT DRINK 500ML', 325],
    ],
  },
  {
    no: '0017',
    name: 'KESTREL KITCHEN - PIZZA & PASTA',
    tills: 3,
    menu: [
      ['MARGHERITA 12"', 1195],
      ['PEPPERONI 12"', 1350],
      ['PASTA BOLOGNESE', 1095],
      ['GARLIC BREAD', 450],
      ['KIDS PIZZA MEAL', 795],
      ['SOFT DRINK 500ML', 325],
      ['BOTTLED WATER', 225],
    ],
  },
  {
    no: '0019',
    name: 'THE OLD MILL TEAROOM',
    tills: 2,
    menu: [
      ['CREAM TEA FOR ONE', 795],
      ['CREAM TEA FOR TWO', 1495],
      ['YORKSHIRE CURD TART', 395],
      ['POT OF TEA', 325],
      ['FLAT WHITE', 375],
      ['SOUP & BREAD', 695],
    ],
  },
  {
    no: '0021',
    name: 'SKYHOOK SNACKS KIOSK',
    tills: 1,
    menu: [
      ['CANDY FLOSS', 400],
      ['POPCORN SWEET LARGE', 550],
      ['HOT DOG', 650],
      ['SLUSH LARGE', 425],
      ['CRISPS', 195],
    ],
  },
  {
    no: '0023',
    name: 'LAKESIDE NOODLE BAR',
    tills: 2,
    menu: [
      ['CHICKEN KATSU CURRY', 1195],
      ['VEG YAKI SOBA', 1050],
      ['BEEF RAMEN', 1295],
      ['GYOZA x5', 595],
      ['SOFT DRINK 500ML', 325],
    ],
  },
  {
    no: '0027',
    name: 'TIMBERLINE SMOKEHOUSE',
    tills: 3,
    menu: [
      ['PULLED PORK BAP', 1050],
      ['SMOKEHOUSE BURGER MEAL', 1450],
      ['BBQ RIBS HALF RACK', 1595],
      ['MAC & CHEESE', 695],
      ['COLESLAW', 250],
      ['PINT LAGER', 625],
      ['SOFT DRINK 500ML', 325],
    ],
  },
  {
    no: '0029',
    name: 'ENTRANCE COFFEE CO',
    tills: 2,
    menu: [
      ['LATTE REG', 365],
      ['CAPPUCCINO REG', 365],
      ['FLAT WHITE', 375],
      ['CROISSANT', 295],
      ['BACON ROLL', 495],
      ['HOT CHOCOLATE REG', 395],
    ],
  },
];

/** The journal, and the planted refund's transaction number. */
function tillJournal(): [string, string] {
  const random = seededRandom(72_107);
  const operators = Array.from({ length: 70 }, () => {
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    return `${String(between(random, 300, 999)).padStart(4, '0')} ${first[0]}.${last.toUpperCase()}`;
  });
  const managers = ['0107 S.DUNMORE', '0112 R.HOLGATE', '0119 P.ADEYEMI', '0131 J.FAIRBURN'];
  const width = 48;
  const row = (left: string, right: string) => `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
  const seqs = new Map<string, number>();
  let plantedTxn = '';
  const out = ['EJ EXPORT  BRACKENMOOR ADVENTURE PARK  F&B  13/11/2026-16/11/2026  ALL OUTLETS  GENERATED 17/11/2026 07:02', ''];
  for (let day = 13; day <= 16; day++) {
    for (const o of OUTLETS) {
      const receipts: { t: number; till: number; planted: boolean; big: boolean }[] = [];
      const n = between(random, 40, 62);
      for (let i = 0; i < n; i++)
        receipts.push({
          t: between(random, 10 * 3600 + 300, 20 * 3600 + 3500),
          till: between(random, 1, o.tills),
          planted: false,
          big: false,
        });
      // The refund asked about, and a big one at the other burger counter the night before.
      if (day === 15 && o.no === '0014') receipts.push({ t: 20 * 3600 + 47 * 60 + 31, till: 3, planted: true, big: true });
      if (day === 14 && o.no === '0027') receipts.push({ t: 20 * 3600 + 52 * 60 + 9, till: 1, planted: false, big: true });
      receipts.sort((a, b) => a.t - b.t);
      for (const rc of receipts) {
        const key = `${o.no}-${rc.till}`;
        const seq = (seqs.get(key) ?? between(random, 30_000, 48_000)) + between(random, 1, 3);
        seqs.set(key, seq);
        const txn = `${o.no.slice(2)}-${pad2(rc.till)}-${String(seq).padStart(7, '0')}`;
        if (rc.planted) plantedTxn = txn;
        const op = rc.planted ? '0662 K.ABERNATHY' : oneOf(random, operators);
        const u = random();
        const refund = rc.big || u < 0.04;
        const voided = !refund && u < 0.06;
        const lines: [string, number, number][] = [];
        if (rc.planted) {
          lines.push(
            ['DOUBLE STACK BURGER MEAL', 4, 1495],
            ['CLASSIC CHEESEBURGER MEAL', 4, 1195],
            ['KIDS BURGER MEAL', 3, 795],
            ['MILKSHAKE', 5, 450],
          );
        } else if (rc.big) {
          lines.push(['SMOKEHOUSE BURGER MEAL', 6, 1450], ['BBQ RIBS HALF RACK', 2, 1595], ['PINT LAGER', 4, 625]);
        } else {
          const k = refund ? 1 : between(random, 1, 5);
          for (let j = 0; j < k; j++) {
            const [item, price] = oneOf(random, o.menu);
            lines.push([item, refund ? 1 : between(random, 1, 3), price]);
          }
        }
        const sign = refund ? -1 : 1;
        const total = lines.reduce((s, [, q, p]) => s + q * p, 0) * sign;
        out.push(
          '-'.repeat(width),
          `STORE ${o.no} ${o.name}`,
          `TILL ${pad2(rc.till)}  OPR ${op}`,
          row(`${day}/11/2026 ${hms(rc.t)}`, `TXN ${txn}`),
        );
        if (refund) out.push('** REFUND **');
        if (voided) out.push('** VOID - NO SALE RECORDED **');
        for (const [item, q, p] of lines) out.push(row(`${item.padEnd(27)}${`${q} @ ${money(p)}`.padStart(9)}`, money(q * p * sign)));
        out.push(row('SUBTOTAL', money(total)), row('VAT INCL @20%', money(Math.round(total / 6))), row('TOTAL', money(total)));
        const tender = oneOf(random, ['VISA CONTACTLESS', 'MASTERCARD CONTACTLESS', 'APPLE PAY VISA', 'GOOGLE PAY MC', 'AMEX', 'CASH']);
        if (tender === 'CASH' && !refund)
          out.push(row('CASH', money(Math.ceil(total / 500) * 500)), row('CHANGE', money(Math.ceil(total / 500) * 500 - total)));
        else out.push(row(`${tender === 'CASH' ? 'CASH' : `${tender} ****${chars(random, '0123456789', 4)}`}`, money(total)));
        if (tender !== 'CASH')
          out.push(`AUTH ${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}  RRN ${chars(random, '0123456789', 12)}`);
        if (!refund && random() < 0.2) out.push(row('ANNUAL PASS DISC 10%', 'APPLIED'));
        if (refund) {
          out.push(
            `REASON: ${rc.big ? 'CUSTOMER COMPLAINT - ORDER' : oneOf(random, ['WRONG ITEM', 'CUSTOMER COMPLAINT', 'ITEM DROPPED', 'PRICE QUERY'])}`,
          );
          out.push(`MGR OVERRIDE ${oneOf(random, managers)}`);
        }
      }
    }
  }
  out.push('-'.repeat(width), 'END OF EXPORT');
  return [out.join('\n') + '\n', plantedTxn];
}

// ---------------------------------------------------------------------------------------------------------------
// c8. Workforce roster: CLI table
// ---------------------------------------------------------------------------------------------------------------

function rosterTable(): string {
  const random = seededRandom(72_108);
  const days = ['Mon 16 Nov', 'Tue 17 Nov', 'Wed 18 Nov', 'Thu 19 Nov', 'Fri 20 Nov', 'Sat 21 Nov', 'Sun 22 Nov'];
  const shifts = {
    EARLY: ['08:30', '16:30', 30, '7.50'],
    MID: ['10:00', '18:00', 30, '7.50'],
    LATE: ['13:30', '21:30', 30, '7.50'],
  } as const;
  type Slot = { dept: string; code: string; position: string; location: string; shift: keyof typeof shifts };
  const slotsFor = (dayIndex: number): Slot[] => {
    const weekend = dayIndex >= 5;
    const slots: Slot[] = [];
    const shiftList: (keyof typeof shifts)[] = weekend ? ['EARLY', 'MID', 'LATE'] : ['EARLY', 'LATE'];
    for (const r of RIDES) {
      const positions: [string, string][] =
        r.kind === 'coaster' || r.kind === 'flume'
          ? [
              ['CTRL', 'Ride Operator - Control Console'],
              ['LOAD', 'Ride Operator - Load'],
              ['UNLD', 'Ride Operator - Unload'],
              ['RSTR', 'Ride Attendant - Restraint Check'],
              ['QUEUE', 'Ride Host - Queue & Merge'],
            ]
          : [
              ['CTRL', 'Ride Operator - Control Console'],
              ['PLAT', 'Ride Attendant - Platform'],
              ['QUEUE', 'Ride Host - Queue & Merge'],
            ];
      for (const sh of shiftList)
        if (sh !== 'MID' || r.kind === 'coaster')
          for (const [c, p] of positions)
            slots.push({ dept: 'RIDES', code: `${r.code}-${c}`, position: p, location: `${r.name} (${r.code})`, shift: sh });
    }
    for (const o of OUTLETS) {
      for (const sh of shiftList)
        for (const [c, p] of [
          ['CHEF', 'F&B - Cook'],
          ['SERV', 'F&B - Server'],
          ['TILL', 'F&B - Till Operator'],
        ] as const)
          slots.push({ dept: 'F&B', code: `FB${o.no.slice(2)}-${c}`, position: p, location: title(o.name), shift: sh });
    }
    for (const sh of shiftList) {
      for (let l = 1; l <= (weekend ? 10 : 6); l++)
        slots.push({
          dept: 'ADMISSIONS',
          code: `ADM-MG${pad2(l)}`,
          position: 'Admissions Host - Turnstile',
          location: 'Main Gate',
          shift: sh,
        });
      for (let l = 1; l <= 3; l++)
        slots.push({
          dept: 'ADMISSIONS',
          code: `ADM-LG${pad2(l)}`,
          position: 'Admissions Host - Turnstile',
          location: 'Lakeside Gate',
          shift: sh,
        });
      for (let l = 1; l <= 4; l++)
        slots.push({
          dept: 'GUEST SVCS',
          code: `GS-DESK${l}`,
          position: 'Guest Services Advisor',
          location: 'Guest Services Centre',
          shift: sh,
        });
      for (let l = 1; l <= 5; l++)
        slots.push({ dept: 'SECURITY', code: `SEC-P${l}`, position: 'Security Officer - Patrol', location: `Zone ${l}`, shift: sh });
    }
    return slots;
  };
  type Emp = { no: number; name: string; contract: string; dept: string; skills: string; shifts: number; days: Set<number> };
  const employees: Emp[] = [];
  const depts = ['RIDES', 'F&B', 'ADMISSIONS', 'GUEST SVCS', 'SECURITY'];
  const counts = [300, 170, 70, 25, 30];
  let no = 10_100;
  const deptOf = shuffle(
    random,
    depts.flatMap((d, i) => Array.from({ length: counts[i]! }, () => d)),
  );
  for (const d of deptOf) {
    {
      no += between(random, 2, 9);
      const rideSkills = shuffle(
        random,
        RIDES.map((r) => r.code),
      )
        .slice(0, 3)
        .map((c) => `${c}-${oneOf(random, ['C', 'L', 'Q'])}`)
        .join(',');
      employees.push({
        no,
        name: fullName(random),
        contract: oneOf(random, ['Perm FT', 'Perm FT', 'Seasonal FT', 'Seasonal PT', 'Casual']),
        dept: d,
        skills:
          d === 'RIDES'
            ? rideSkills
            : d === 'F&B'
              ? oneOf(random, ['FH-L2,TILL', 'FH-L2,TILL,BARISTA', 'FH-L3,CHEF', 'TILL'])
              : oneOf(random, ['FA', 'FA,CASH', 'SIA', 'CASH', '-']),
        shifts: 0,
        days: new Set(),
      });
    }
  }
  // A rides operator to be named in the preamble: on Saturday's late shift, on Thunderhead load.
  const rhys = employees.find((e) => e.dept === 'RIDES')!;
  rhys.name = 'Rhys Pickering';
  rhys.skills = 'TH-L,TH-Q,MT-C';
  const special: Emp = {
    no: 0,
    name: 'Ifeoma Castellanos',
    contract: 'Casual (weekend)',
    dept: 'RIDES',
    skills: 'TH-C,TH-L,KS-L',
    shifts: 0,
    days: new Set(),
  };
  const middle = Math.floor(employees.length * 0.52);
  special.no = employees[middle]!.no + 1;
  employees.splice(middle + 1, 0, special);
  const rows: { emp: Emp; day: number; slot: Slot }[] = [];
  for (let d = 0; d < 7; d++) {
    for (const slot of slotsFor(d)) {
      let emp: Emp | undefined;
      if (d === 5 && slot.code === 'TH-CTRL' && slot.shift === 'LATE') emp = special;
      else if (d === 5 && slot.code === 'TH-LOAD' && slot.shift === 'LATE') emp = rhys;
      else {
        const pool = employees.filter(
          (e) => e !== special && e.dept === slot.dept && !e.days.has(d) && e.shifts < 5 && !(e === rhys && d === 5),
        );
        emp = oneOf(random, pool);
      }
      emp.shifts++;
      emp.days.add(d);
      rows.push({ emp, day: d, slot });
    }
  }
  rows.sort((a, b) => a.emp.no - b.emp.no || a.day - b.day);
  const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
  const out = [
    'wfm roster show --site BAP --week 2026-W47 --all-departments --format table',
    'Roster   Brackenmoor Adventure Park   Week 47 (Mon 16 Nov 2026 - Sun 22 Nov 2026)   status PUBLISHED 2026-11-12 16:04 by rota.admin   rev 7',
    '',
    [
      pad('EMP_NO', 7),
      pad('NAME', 22),
      pad('CONTRACT', 17),
      pad('DEPT', 11),
      pad('DATE', 11),
      pad('SHIFT', 6),
      pad('START', 6),
      pad('END', 6),
      pad('BRK', 4),
      pad('HRS', 5),
      pad('POS', 10),
      pad('POSITION', 34),
      pad('LOCATION', 36),
      'SKILLS',
    ].join(' '),
    '-'.repeat(200),
  ];
  for (const r of rows) {
    const [s, e, brk, hrs] = shifts[r.slot.shift];
    out.push(
      [
        pad(String(r.emp.no), 7),
        pad(r.emp.name, 22),
        pad(r.emp.contract, 17),
        pad(r.emp.dept, 11),
        pad(days[r.day]!, 11),
        pad(r.slot.shift, 6),
        pad(s, 6),
        pad(e, 6),
        pad(String(brk), 4),
        pad(hrs, 5),
        pad(r.slot.code, 10),
        pad(r.slot.position, 34),
        pad(r.slot.location, 36),
        r.emp.skills,
      ].join(' '),
    );
  }
  out.push(
    '-'.repeat(200),
    `${rows.length} shifts, ${new Set(rows.map((r) => r.emp.no)).size} employees, ${(rows.length * 7.5).toFixed(1)} paid hours`,
  );
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// c9. CMMS work orders: CSV export
// ---------------------------------------------------------------------------------------------------------------

/** The export, and the number of the flume trough's last realignment. */
function workOrdersCsv(): [string, string] {
  const random = seededRandom(72_109);
  const csv = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const techs = [
    'OPICKERING',
    'SMETCALFE',
    'KNOWAK',
    'HROWNTREE',
    'JSUTCLIFFE',
    'LOAKLEY',
    'THUSSAIN',
    'EGRAHAM',
    'CLISTER',
    'BWHITAKER',
    'IDOBSON',
    'WKOWALSKI',
  ];
  const crewOf: Record<string, string> = {
    TRAIN: 'RIDES-MECH-A',
    TRACK: 'RIDES-MECH-B',
    LIFT: 'RIDES-MECH-A',
    BRAKES: 'RIDES-MECH-B',
    CONTROLS: 'RIDES-ELEC',
    BOATS: 'RIDES-MECH-A',
    PUMPS: 'WATER-SYS',
    TROUGH: 'CIVILS',
    WATER: 'WATER-SYS',
    STATION: 'RIDES-MECH-B',
    DRIVE: 'RIDES-MECH-A',
    RESTRAINTS: 'RIDES-MECH-B',
    STRUCTURE: 'CONTRACTOR',
    GATES: 'RIDES-ELEC',
    ELECTRICAL: 'RIDES-ELEC',
  };
  const location = (r: Ride) =>
    `${r.code} - ${r.name.toUpperCase()}${r.code === 'RR' ? ' (LOG FLUME)' : r.code === 'SF' ? ' (SHOOT THE CHUTE)' : r.kind === 'coaster' ? ' (COASTER)' : ''}`;
  // [component, description (%N a number, %C a car, %B a block), work type, failure code]
  type Template = readonly [string, string, string, string];
  const generic: Record<'coaster' | 'flume' | 'other', readonly Template[]> = {
    coaster: [
      ['TRAIN', 'Replace guide wheel car %C %W (flat spot)', 'CM', 'WEAR'],
      ['TRAIN', 'Upstop wheel set change train %T', 'PM', ''],
      ['TRACK', 'Track bolt torque audit sections %R', 'PM', ''],
      ['LIFT', 'Lift chain lubrication and elongation check', 'PM', ''],
      ['BRAKES', 'Block brake %B caliper pads replaced', 'CM', 'WEAR'],
      ['BRAKES', 'Magnetic brake fin gap survey', 'INSP', ''],
      ['TRAIN', 'NDT wheel axles train %T - annual', 'INSP', ''],
      ['CONTROLS', 'Prox sensor %B_PX0%N replaced, intermittent', 'CM', 'ELEC'],
      ['TRACK', 'Track realignment at transfer switch, re-shim', 'CM', 'ADJ'],
      ['TRAIN', 'Lap bar ratchet row %N re-timed', 'CM', 'ADJ'],
      ['TRAIN', 'Seat belt buckle replaced car %C row %N', 'CM', 'DAMAGE'],
      ['LIFT', 'Anti-rollback ratchet section %N bolts re-torqued', 'CM', 'LOOSE'],
    ],
    flume: [
      ['BOATS', 'Boat bumper replaced boat %N', 'CM', 'DAMAGE'],
      ['BOATS', 'Boat hull inspection and seal check - all boats', 'INSP', ''],
      ['LIFT', 'Lift conveyor belt tracking adjustment', 'CM', 'ADJ'],
      ['PUMPS', 'Pump P%P bearing replacement', 'CM', 'WEAR'],
      ['PUMPS', 'Pump house quarterly PM', 'PM', ''],
      ['TROUGH', 'Trough leak sealed at section %N joint', 'CM', 'LEAK'],
      ['TROUGH', 'Trough joint sealant renewal sections %R', 'PM', ''],
      ['WATER', 'Water treatment dosing pump calibration', 'PM', ''],
      ['STATION', 'Turntable drive tyre %N replaced', 'CM', 'WEAR'],
      ['CONTROLS', 'Water level sensor LT-0%P recalibrated', 'CM', 'ADJ'],
      ['TROUGH', 'Trough liner patch repair section %N', 'CM', 'DAMAGE'],
    ],
    other: [
      ['DRIVE', 'Main drive gearbox oil sample', 'PM', ''],
      ['RESTRAINTS', 'Restraint hydraulic cylinder seal kit row %N', 'CM', 'LEAK'],
      ['STRUCTURE', 'Annual structural NDT', 'INSP', ''],
      ['CONTROLS', 'E-stop function test - monthly', 'PM', ''],
      ['GATES', 'Platform gate %N interlock switch replaced', 'CM', 'ELEC'],
      ['DRIVE', 'Slew ring greasing', 'PM', ''],
      ['ELECTRICAL', 'Thermal imaging of control panel', 'INSP', ''],
      ['DRIVE', 'Drive belt tension adjusted', 'CM', 'ADJ'],
    ],
  };
  const fill = (d: string) =>
    d
      .replace('%C', String(between(random, 1, 6)))
      .replace('%W', oneOf(random, ['LF', 'LR', 'RF', 'RR']))
      .replace('%T', String(between(random, 1, 3)))
      .replace('%B', `B${between(random, 2, 9)}`)
      .replace('%P', String(between(random, 1, 3)))
      .replace(
        '%R',
        (() => {
          const a = between(random, 1, 30);
          return `${a}-${a + between(random, 3, 9)}`;
        })(),
      )
      .replace(/%N/g, () => String(between(random, 1, 14)));
  type Wo = {
    report: number;
    start: number;
    finish: number | null;
    r: Ride;
    comp: string;
    desc: string;
    type: string;
    status: string;
    failure: string;
    planted?: boolean;
  };
  const wos: Wo[] = [];
  const rr = ride('RR');
  const workHours = (dayMs: number) => dayMs + between(random, 7 * 3600, 17 * 3600) * 1000;
  const make = (report: number, r: Ride, comp: string, desc: string, type: string, failure: string, hours?: number): Wo => {
    const age = (TODAY - report) / DAY;
    const status = age < 3 ? oneOf(random, ['WAPPR', 'APPR', 'INPRG']) : age < 10 ? oneOf(random, ['INPRG', 'COMP', 'COMP']) : 'CLOSE';
    const start = report + between(random, 1, 48) * 3600_000;
    const done = status === 'COMP' || status === 'CLOSE';
    return {
      report,
      start,
      finish: done ? start + (hours ?? between(random, 1, 30)) * 3600_000 : null,
      r,
      comp,
      desc,
      type,
      status,
      failure,
    };
  };
  for (let day = Date.UTC(2024, 10, 1); day < TODAY; day += DAY) {
    for (let k = between(random, 3, 9); k > 0; k--) {
      const r = oneOf(random, RIDES);
      const list = r.kind === 'coaster' ? generic.coaster : r.kind === 'flume' ? generic.flume : generic.other;
      const [comp, desc, type, failure] = oneOf(random, list);
      wos.push(make(workHours(day), r, comp, fill(desc), type, failure));
    }
  }
  // The flume trough's realignments, a later alignment survey, and a coaster's track realignment.
  const realign = make(
    Date.UTC(2026, 2, 2, 7, 55),
    rr,
    'TROUGH',
    'Realign trough sections 22-27 (curve 4) to survey - jack, re-shim and re-level, replace 14 shim packs',
    'CM',
    'ADJ',
    212,
  );
  realign.planted = true;
  wos.push(
    make(
      Date.UTC(2025, 1, 11, 8, 20),
      rr,
      'TROUGH',
      'Realign trough sections 3-6 following winter survey, re-shim and re-level',
      'PM',
      '',
      140,
    ),
    realign,
    make(Date.UTC(2026, 6, 21, 9, 10), rr, 'TROUGH', 'Trough alignment survey curves 1-5 - within tolerance, no action', 'INSP', '', 5),
    make(
      Date.UTC(2025, 8, 3, 10, 0),
      ride('TT'),
      'TRACK',
      'Track realignment bents 40-44 after settlement, re-level footings',
      'CM',
      'ADJ',
      60,
    ),
  );
  wos.sort((a, b) => a.report - b.report);
  let wonum = 152_300;
  const numbered = wos.map((w) => {
    wonum += between(random, 1, 3);
    return { ...w, wonum: `WO-0${wonum}` };
  });
  const planted = numbered.find((w) => w.planted)!;
  numbered.reverse();
  const fmt = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));
  const out = [
    'WONUM,PARENT,STATUS,WORKTYPE,PRIORITY,LOCATION,ASSETNUM,DESCRIPTION,REPORTDATE,SCHEDSTART,ACTFINISH,LEAD,CREW,ACTLABHRS,FAILURECODE',
  ];
  for (const w of numbered) {
    const asset = `${w.r.code}-${w.comp}-${pad2(between(random, 1, 12))}`;
    const hours = w.finish === null ? 0 : ((w.finish - w.start) / 3600_000) * oneOf(random, [0.5, 1, 1, 2, 3]);
    out.push(
      [
        w.wonum,
        '',
        w.status,
        w.type,
        String(w.type === 'CM' ? between(random, 1, 3) : 4),
        csv(location(w.r)),
        asset,
        csv(`${w.r.code} ${w.desc}`),
        fmt(w.report),
        fmt(w.start),
        fmt(w.finish),
        oneOf(random, techs),
        crewOf[w.comp] ?? 'RIDES-MECH-A',
        (Math.round(hours * 4) / 4).toFixed(1),
        w.failure,
      ].join(','),
    );
  }
  return [out.join('\n') + '\n', planted.wonum];
}

// ---------------------------------------------------------------------------------------------------------------
// d10. Ride PLC historian: restraint lock confirmations
// ---------------------------------------------------------------------------------------------------------------

function restraintHistorianCsv(): string {
  const random = seededRandom(72_110);
  const baseline = new Map<string, number>();
  const out = [
    '# historian export  tagset=TH_RESTRAINTS  range=2026-11-16 10:00:00..2026-11-16 21:00:00 Europe/London  source=hist01.ot.bap.internal',
    't_stamp,cycle_id,train,car,row,seat,lock_confirm_s,clamp_pressure_bar,lock_sw_ch1,lock_sw_ch2',
  ];
  const dispatches: number[] = [];
  for (let t = 10 * 3600 + 240; t < 21 * 3600; t += between(random, 84, 125)) dispatches.push(t);
  const odd = Math.floor(dispatches.length * 0.46);
  dispatches.forEach((t, i) => {
    const train = (i % 3) + 1;
    const cycle = `TH-20261116-${String(i + 1).padStart(4, '0')}`;
    for (let car = 1; car <= 5; car++)
      for (let r = 1; r <= 2; r++)
        for (let seat = 1; seat <= 2; seat++) {
          const key = `${train}-${car}-${r}-${seat}`;
          if (!baseline.has(key)) baseline.set(key, 0.19 + random() * 0.05);
          let lock = baseline.get(key)! + (random() - 0.5) * 0.03;
          if (i === odd && car === 3 && r === 2 && seat === 1) lock = 1.386;
          const stamp = t + (car - 1) * 2 + r;
          out.push(
            `2026-11-16 ${hms(stamp)},${cycle},${train},${car},${r},${seat},${lock.toFixed(3)},${(142 + random() * 12).toFixed(1)},1,1`,
          );
        }
  });
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// d11. Till price file: fixed-width PLU table
// ---------------------------------------------------------------------------------------------------------------

function priceFileTable(): string {
  const random = seededRandom(72_111);
  const kiosks: Outlet[] = Array.from({ length: 10 }, (_, i) => ({
    no: String(41 + i * 2).padStart(4, '0'),
    name: `FROSTFALL POP-UP ${['NORTH POLE PLAZA', 'ICE RINK', 'LANTERN TRAIL', 'ELF VILLAGE', 'HARBOUR LIGHTS', 'REINDEER LODGE', 'SNOW GLOBE SQUARE', 'MINE TRAIN PLAZA', 'MAIN STREET', 'LAKESIDE'][i]}`,
    tills: 1,
    menu: [],
  }));
  const catalogue: [number, string, string, number][] = [];
  let plu = 20_100;
  const depts = ['Hot Drinks', 'Cold Drinks', 'Hot Food', 'Snacks', 'Desserts', 'Alcohol', 'Kids Meals', 'Sides'];
  const items: Record<string, string[]> = {
    'Hot Drinks': [
      'Hot Chocolate - Regular',
      'Hot Chocolate with Cream & Marshmallows',
      'Latte - Regular',
      'Latte - Large',
      'Cappuccino - Regular',
      'Flat White',
      'Americano',
      'Pot of Tea',
      'Mulled Apple Juice',
      'Gingerbread Latte',
    ],
    'Cold Drinks': [
      'Soft Drink 500ml',
      'Bottled Water 500ml',
      'Fruit Shoot',
      'Slush - Regular',
      'Slush - Large',
      'Milkshake',
      'Orange Juice Carton',
    ],
    'Hot Food': [
      'Classic Cheeseburger',
      'Cheeseburger Meal',
      'Chicken Burger Meal',
      'Vegan Burger Meal',
      'Hot Dog',
      'Cod & Chips',
      'Steak & Ale Pie',
      'Margherita Pizza 12"',
      'Pepperoni Pizza 12"',
      'Chicken Katsu Curry',
      'Pulled Pork Bap',
      'Soup & Bread',
      'Bacon Roll',
    ],
    Snacks: ['Popcorn Sweet - Regular', 'Popcorn Sweet - Large', 'Candy Floss', 'Crisps', 'Pretzel', 'Nachos & Cheese'],
    Desserts: ['Churros & Chocolate Dip', 'Ice Cream Tub', 'Yorkshire Curd Tart', 'Gingerbread Biscuit', "S'mores Kit", 'Mince Pie'],
    Alcohol: ['Pint Lager', 'Pint Bitter', 'Mulled Wine 175ml', 'Prosecco 200ml', 'Cider 500ml'],
    'Kids Meals': ['Kids Burger Meal', 'Kids Fish Bites Meal', 'Kids Pizza Meal', 'Kids Pasta Meal'],
    Sides: ['Chips - Regular', 'Loaded Fries', 'Garlic Bread', 'Coleslaw', 'Onion Rings', 'Side Salad'],
  };
  const basePrice: Record<string, [number, number]> = {
    'Hot Drinks': [295, 495],
    'Cold Drinks': [195, 450],
    'Hot Food': [550, 1495],
    Snacks: [195, 650],
    Desserts: [250, 650],
    Alcohol: [550, 795],
    'Kids Meals': [695, 850],
    Sides: [250, 595],
  };
  for (const d of depts)
    for (const name of items[d]!) catalogue.push([plu++, name, d, Math.round(between(random, basePrice[d]![0], basePrice[d]![1]) / 5) * 5]);
  const hotChoc = catalogue.find((c) => c[1] === 'Hot Chocolate with Cream & Marshmallows')!;
  hotChoc[3] = 450;
  const outlets = [...OUTLETS, ...kiosks].sort((a, b) => a.no.localeCompare(b.no));
  const oddOutlet = '0043';
  const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
  const out = [
    'posctl plu export --site BAP --all-outlets --levels 1,2,3 --format table',
    'Price file  Brackenmoor Adventure Park  effective 2026-11-18 05:00  batch PF-2026-11-17-02  prepared by fnb.systems',
    '',
    [
      pad('OUTLET', 7),
      pad('OUTLET NAME', 36),
      pad('PLU', 6),
      pad('DESCRIPTION', 42),
      pad('DEPT', 12),
      pad('LEVEL', 14),
      pad('PRICE', 8),
      pad('VAT', 4),
      'STATUS',
    ].join(' '),
    '-'.repeat(140),
  ];
  for (const o of outlets) {
    const premium = o.name.includes('HARBOUR') || o.name.includes('POP-UP') ? 1.1 : 1;
    const range = shuffle(random, [...catalogue])
      .slice(0, between(random, 38, 56))
      .sort((a, b) => a[0] - b[0]);
    if (o.no === oddOutlet && !range.includes(hotChoc)) {
      range.push(hotChoc);
      range.sort((a, b) => a[0] - b[0]);
    }
    for (const [p, name, dept, base] of range) {
      const std = Math.round((base * premium) / 5) * 5;
      const levels: [string, number][] = [
        ['1 STANDARD', std],
        ['2 PASSHOLDER', Math.round((std * 0.9) / 5) * 5],
        ['3 STAFF', Math.round((std * 0.75) / 5) * 5],
      ];
      if (o.no === oddOutlet && p === hotChoc[0]) levels[0]![1] = 45;
      for (const [level, price] of levels)
        out.push(
          [
            pad(o.no, 7),
            pad(title(o.name), 36),
            pad(String(p), 6),
            pad(name, 42),
            pad(dept, 12),
            pad(level, 14),
            pad(`£${money(price)}`, 8),
            pad('S', 4),
            'ACTIVE',
          ].join(' '),
        );
    }
  }
  out.push('-'.repeat(140), `${out.length - 5} price lines, ${outlets.length} outlets, 3 levels`);
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// d12. Turnstile and scanner configuration dump
// ---------------------------------------------------------------------------------------------------------------

function scannerConfigDump(): string {
  const random = seededRandom(72_112);
  const devices: [string, string, string][] = [];
  for (let i = 1; i <= 12; i++) devices.push([`MG-${pad2(i)}`, 'turnstile', 'Main Gate']);
  for (let i = 1; i <= 6; i++) devices.push([`LG-${pad2(i)}`, 'turnstile', 'Lakeside Gate']);
  for (let i = 1; i <= 4; i++) devices.push([`HG-${pad2(i)}`, 'turnstile', 'Hotel Gate']);
  for (let i = 1; i <= 4; i++) devices.push([`GE-${pad2(i)}`, 'wide-lane gate', 'Group Entrance']);
  for (let i = 1; i <= 3; i++) devices.push([`SE-${pad2(i)}`, 'turnstile', 'Staff Entrance']);
  for (let i = 1; i <= 8; i++) devices.push([`AD-H${pad2(i)}`, 'handheld scanner', 'Admissions roaming (queue busting)']);
  for (let i = 1; i <= 6; i++) devices.push([`EV-${pad2(i)}`, 'turnstile', 'Frostfall ice rink entrance']);
  for (const r of RIDES)
    for (let i = 1; i <= (r.kind === 'coaster' || r.kind === 'flume' ? 3 : 2); i++)
      devices.push([`FL-${r.code}-${pad2(i)}`, 'handheld scanner', `${r.name} Fastlane`]);
  for (const r of RIDES)
    for (let i = 1; i <= 2; i++) devices.push([`VQ-${r.code}-${pad2(i)}`, 'handheld scanner', `${r.name} virtual queue return`]);
  for (let i = 1; i <= 6; i++) devices.push([`CP-E${i}`, 'barrier reader', `Car Park entry ${i}`]);
  const odd = 'FL-OM-02';
  const out = [
    'gatectl config show --all --resolved',
    `# gatectl 4.12.0  controller acs01.bap.internal  ${devices.length} devices  2026-11-17T09:55:31Z`,
    '',
  ];
  let host = 20;
  for (const [id, kind, location] of devices) {
    host++;
    const handheld = kind === 'handheld scanner';
    const barrier = kind === 'barrier reader';
    out.push(
      `device ${id}`,
      `  kind                          = ${kind}`,
      `  location                      = ${location}`,
      `  model                         = ${handheld ? 'Zebra TC53 / AccessScan 3.2' : barrier ? 'SKIDATA Power.Gate reader' : 'Axess SMART GATE NG'}`,
      `  serial                        = ${handheld ? `2${chars(random, '0123456789', 13)}` : `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${chars(random, '0123456789', 8)}`}`,
      `  firmware                      = ${handheld ? oneOf(random, ['3.2.7', '3.2.8']) : oneOf(random, ['4.12.3', '4.12.3', '4.11.9'])}`,
      '  [network]',
      `  ip                            = 10.30.${handheld ? 8 : 4}.${host}`,
      `  netmask                       = 255.255.255.0`,
      `  gateway                       = 10.30.${handheld ? 8 : 4}.1`,
      `  dns                           = 10.30.0.10, 10.30.0.11`,
      `  ntp                           = ntp1.bap.internal, ntp2.bap.internal`,
      `  ntp_poll                      = 00:17:04`,
      `  wifi_ssid                     = ${handheld ? 'BAP-OPS-5G' : '-'}`,
      `  heartbeat_interval            = 00:00:30`,
      '  [validation]',
      `  endpoint                      = https://gate-validation.svc.bap.internal/v1/scan`,
      `  request_timeout               = 00:00:0${handheld ? 4 : 3}`,
      `  retry_count                   = 1`,
      `  accepted_media                = ${barrier ? 'ANPR,PARKING_QR,AP' : handheld ? 'FASTLANE_QR,AP' : 'AP,ETKT,GRP,HOTEL,STAFF'}`,
      `  photo_check                   = ${handheld || barrier ? 'off' : 'on'}`,
      `  photo_check_products          = ${handheld || barrier ? '-' : 'AP-SILVER,AP-GOLD,AP-PLAT,AP-SENIOR'}`,
      `  anti_passback                 = ${handheld || barrier ? 'off' : 'on'}`,
      `  anti_passback_window          = ${handheld || barrier ? '-' : '00:20:00'}`,
      `  blockout_calendar             = BO-2026-STD`,
      '  [offline]',
      `  offline_mode                  = allow`,
      `  offline_accept_window         = ${id === odd ? '720:00:00' : '72:00:00'}`,
      `  offline_allowlist_max_age     = 24:00:00`,
      `  offline_denylist_max_age      = 24:00:00`,
      `  offline_queue_max             = ${handheld ? 5000 : 20000}`,
      `  offline_upload_batch          = 250`,
      '  [hardware]',
      `  reader                        = ${handheld ? 'SE4720 imager' : barrier ? 'QR/ANPR combo' : 'Axess 2D imager + ISO 14443 RFID'}`,
      `  display                       = ${handheld ? '6.0in built-in' : '7in colour TFT'}`,
      `  heater                        = ${handheld ? '-' : 'auto'}`,
      `  heater_on_below_c             = ${handheld ? '-' : '3'}`,
      `  cpu_temp_limit_c              = 85`,
      `  battery_swap_warn_pct         = ${handheld ? 20 : '-'}`,
      ...(kind === 'turnstile' || kind === 'wide-lane gate'
        ? [
            '  [relay]',
            `  arm_release_time              = 00:00:0${kind === 'wide-lane gate' ? 8 : 5}`,
            '  free_exit                     = on',
            '  emergency_release_input       = DI2 (fire panel)',
            '  count_direction               = in',
          ]
        : []),
      '  [security]',
      `  tls_client_cert               = /etc/gate/certs/${id.toLowerCase()}.pem`,
      `  tls_cert_not_after            = ${isoDate(TODAY + between(random, 30, 700) * DAY)}`,
      `  service_menu_pin              = ********`,
      `  usb_ports                     = disabled`,
      '  [display]',
      `  language                      = en-GB`,
      `  idle_message                  = "${handheld ? 'Scan Fastlane QR' : barrier ? 'Welcome - please drive forward' : 'Welcome to Brackenmoor'}"`,
      `  accept_message                = "${handheld ? 'Enjoy the ride!' : 'Have a magical day!'}"`,
      `  brightness                    = ${oneOf(random, [70, 80, 80, 90])}`,
      '  [audio]',
      `  accept_tone                   = chime_2`,
      `  reject_tone                   = buzz_1`,
      `  volume                        = ${oneOf(random, [4, 5, 5, 6])}`,
      '  [logging]',
      `  level                         = info`,
      `  syslog                        = syslog.bap.internal:514`,
      `  retain_local                  = 168:00:00`,
      `  last_config_push              = ${isoSec(TODAY - between(random, 0, 9) * DAY + between(random, 21_600, 36_000) * 1000)}`,
      `  config_revision               = r${between(random, 412, 431)}`,
      '',
    );
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The round
// ---------------------------------------------------------------------------------------------------------------

export function roundSeventyTwo(): EconomicsTask[] {
  const [journal, refundTxn] = tillJournal();
  const [workOrders, realignWo] = workOrdersCsv();
  return [
    probe(
      'round 72: annual pass expiry (minified JSON)',
      "When does Thandiwe Okafor-Reilly's annual pass run out?",
      'ticketing_list_annual_passes',
      annualPasses(),
      'pass-expiry',
      '2027-04-09',
      true,
    ),
    probe(
      'round 72: safety controller serial (one-line XML)',
      "What's the serial number of the safety controller in the Riptide Rapids station control panel?",
      'ot_asset_inventory',
      otAssetXml(),
      'safety-serial',
      '1640273',
      true,
    ),
    probe(
      'round 72: queue sensor wait (CSV with huge field)',
      'What wait time was the Riptide Rapids entrance queue sensor estimating at 3:10 yesterday afternoon?',
      'queue_sensor_export',
      queueSensorCsv(),
      'queue-wait',
      '15:10:00 ppl=212 wait=38',
      true,
    ),
    probe(
      'round 72: inspection sign-off (YAML)',
      'Who signed off the lap bar check on Thunderhead train 2 this morning?',
      'ridecheck_export',
      inspectionsYaml(),
      'lapbar-signoff',
      'Ffion Marchetti-Byrne',
    ),
    probe(
      'round 72: e-stop location (TOML)',
      'Where is emergency stop ES07 on the Timberline Twister?',
      'rcs_config_render',
      rideControlToml(),
      'estop-location',
      'Storage track catwalk, bay 4 ladder',
    ),
    probe(
      'round 72: gate rejection root cause (stack trace)',
      'What was the root cause of the scan rejection at Lakeside Gate lane LG-03 this morning?',
      'gate_service_logs',
      gateServiceLog(),
      'gate-root-cause',
      'NotAfter: Mon Nov 16 23:59:59 GMT 2026',
    ),
    probe(
      'round 72: big refund at the burger stand (paraphrase)',
      'Somebody at the burger stand down by the harbour gave a customer a lot of money back just before closing on Sunday. What was the transaction number, so I can pull the CCTV?',
      'fnb_journal_export',
      journal,
      'refund-txn',
      refundTxn,
    ),
    probe(
      'round 72: Saturday evening control booth (preamble)',
      "Rhys has asked to swap out of his Saturday and I want to check who else is about before I say yes. Who's rostered in the Thunderhead control booth on Saturday evening?",
      'wfm_roster',
      rosterTable(),
      'control-booth',
      'Ifeoma Castellanos',
    ),
    probe(
      'round 72: log flume channel realignment (preamble, paraphrase)',
      'Guests keep telling us the log ride feels jerky going round the bends. When did we last have the water channel lined back up properly, and what was the job number?',
      'cmms_work_orders',
      workOrders,
      'flume-realign',
      realignWo,
    ),
    probe(
      'round 72: slow lap bar seat (odd reading)',
      "Looking at yesterday's Thunderhead restraint data, did any seat take much longer than the others to confirm its lap bar was locked?",
      'historian_export',
      restraintHistorianCsv(),
      'slow-seat',
      '1.386',
    ),
    probe(
      'round 72: price out of line (odd price)',
      'Before the tills pick up the new price file tonight, is there any item that one outlet is charging a daft price for compared with everywhere else?',
      'pos_price_file',
      priceFileTable(),
      'odd-price',
      '£0.45',
    ),
    probe(
      'round 72: offline acceptance window (odd setting)',
      'Is any of our ticket scanners set to keep accepting passes offline for far longer than the rest?',
      'gatectl_config_dump',
      scannerConfigDump(),
      'offline-window',
      '720:00:00',
    ),
  ];
}
