/**
 * Probe round 85, written blind: Kestrel Linen Services, a commercial laundry group in the north of England (tunnel washers
 * and dryers, RFID linen tracking, delivery routes, chemical dosing, the boiler house, ironers and folders). "Today" is
 * Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - RFID linen tracking API (minified JSON): why one king duvet cover, named by its tag, was taken out of circulation;
 *  - route planner export (one-line XML): the gate code the driver needs at one hotel on tomorrow's routes;
 *  - central dosing controller (JSON whose log is one escaped string): when the bleach drum on tunnel 2 ran empty last night;
 * b. The answer a few lines away from the line the question's words match:
 *  - steam trap register (YAML): the serial number of the trap on chest 3 of ironer 2;
 *  - ERP contract export (pretty XML): when one hotel's linen rental contract ends;
 *  - RFID gateway CLI (`rfidctl status --all`, nested text per site and reader): the IP address of one reader at one plant;
 * c. A question that paraphrases the output or carries a preamble:
 *  - CRM ticket export (NDJSON): the ticket number for a hotel's complaint about another customer's pillowcases;
 *  - water treatment contractor's service reports (plain text): the dissolved solids measured in one boiler on Sunday;
 *  - proof-of-delivery export (CSV): who signed for a hospital theatre delivery on Monday;
 * d. One value unlike its peers, with no error word near it:
 *  - tunnel washer batch report (paged fixed-width text): the batch that ran much cooler through the disinfection zone;
 *  - dryer cycle export (CSV): the cycle that used several times more gas than the others;
 *  - boiler house SCADA historian export (CSV, 10 s rows): when boiler 2's flue oxygen jumped.
 * Not among the bench's targets.
 * First run, at 989e0b3, the head when the round was written (with this file; `ROUNDS=85
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,924,774 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 85: RFID tag records (minified JSON)
 *     codex: 13,880 tokens, peak 13,795, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,616 tokens, peak 1,262, 0/1 needles, 1 read-backs
 *     ours: 1,864 tokens, peak 925, 0/1 needles, 1 read-backs
 *   round 85: route plan (one-line XML)
 *     codex: 13,558 tokens, peak 13,486, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,797 tokens, peak 1,484, 1/1 needles, 1 read-backs
 *     ours: 4,168 tokens, peak 1,874, 1/1 needles, 2 read-backs
 *   round 85: dosing controller log (one escaped string)
 *     codex: 21,432 tokens, peak 21,360, 0/1 needles, 0 read-backs
 *     context-chef: 935 tokens, peak 863, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,406 tokens, peak 1,521, 0/1 needles, 2 read-backs
 *     ours: 4,568 tokens, peak 1,722, 1/1 needles, 3 read-backs
 *   round 85: steam trap register (YAML)
 *     codex: 12,797 tokens, peak 12,722, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,223 tokens, peak 2,645, 0/1 needles, 2 read-backs
 *     ours: 6,750 tokens, peak 3,009, 1/1 needles, 2 read-backs
 *   round 85: ERP contracts (pretty XML)
 *     codex: 12,936 tokens, peak 12,867, 0/1 needles, 0 read-backs
 *     context-chef: 652 tokens, peak 583, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,319 tokens, peak 1,755, 0/1 needles, 3 read-backs
 *     ours: 3,012 tokens, peak 1,354, 0/1 needles, 2 read-backs
 *   round 85: RFID gateway status (nested CLI)
 *     codex: 16,181 tokens, peak 16,104, 0/1 needles, 0 read-backs
 *     context-chef: 802 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,935 tokens, peak 1,348, 0/1 needles, 2 read-backs
 *     ours: 2,419 tokens, peak 1,426, 0/1 needles, 1 read-backs
 *   round 85: CRM tickets (NDJSON), preamble
 *     codex: 12,407 tokens, peak 12,305, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,036 tokens, peak 3,540, 0/1 needles, 4 read-backs
 *     ours: 9,600 tokens, peak 4,451, 0/1 needles, 4 read-backs
 *   round 85: water treatment reports (text), preamble and paraphrase
 *     codex: 10,731 tokens, peak 10,626, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 516, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,301 tokens, peak 2,767, 0/1 needles, 3 read-backs
 *     ours: 6,825 tokens, peak 2,770, 0/1 needles, 3 read-backs
 *   round 85: proof of delivery (CSV), preamble
 *     codex: 19,340 tokens, peak 19,248, 0/1 needles, 0 read-backs
 *     context-chef: 886 tokens, peak 794, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,283 tokens, peak 6,900, 0/1 needles, 3 read-backs
 *     ours: 19,049 tokens, peak 8,145, 0/1 needles, 3 read-backs
 *   round 85: tunnel batch report (fixed-width text), odd reading
 *     codex: 19,905 tokens, peak 19,818, 0/1 needles, 0 read-backs
 *     context-chef: 852 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,530 tokens, peak 1,418, 0/1 needles, 4 read-backs
 *     ours: 3,433 tokens, peak 749, 0/1 needles, 4 read-backs
 *   round 85: dryer cycles (CSV), odd reading
 *     codex: 24,769 tokens, peak 24,693, 0/1 needles, 0 read-backs
 *     context-chef: 1,067 tokens, peak 991, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,379 tokens, peak 3,291, 0/1 needles, 4 read-backs
 *     ours: 6,494 tokens, peak 2,670, 1/1 needles, 4 read-backs
 *   round 85: boiler historian (CSV), odd reading
 *     codex: 29,810 tokens, peak 29,731, 0/1 needles, 0 read-backs
 *     context-chef: 1,147 tokens, peak 1,068, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,505 tokens, peak 3,160, 0/1 needles, 4 read-backs
 *     ours: 5,299 tokens, peak 2,259, 1/1 needles, 4 read-backs
 *     codex: 207,746 tokens, 0/12 needles
 *     context-chef: 9,703 tokens, 0/12 needles
 *     context-chef-store: 83,330 tokens, 1/12 needles
 *     ours: 73,481 tokens, 5/12 needles
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
// Shared pieces: times, customers, people.

/** A UTC time (Europe/London is on GMT in November). */
const utc = (month: number, day: number, hour = 0, minute = 0, second = 0) => Date.UTC(2026, month - 1, day, hour, minute, second);
/** `2026-11-17 02:14:38`. */
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-17T02:14:38Z`. */
const isoZ = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** `2026-11-17`. */
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `17/11/2026`. */
const ukDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `06:42`. */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

const PREFIXES = [
  'Ashdown',
  'Aire Valley',
  'Beacon',
  'Bramley',
  'Calder',
  'Denby',
  'Elmfield',
  'Fairholme',
  'Grange',
  'Hollins',
  'Ingleby',
  'Jubilee',
  'Kirkstall',
  'Larkspur',
  'Meadowbank',
  'Northgate',
  'Oakwood',
  'Priory',
  'Queensway',
  'Rosedale',
  'Saltaire',
  'Thornton',
  'Underhill',
  'Victoria',
  'Westgate',
  'Yew Tree',
  'Wharfedale',
  'Nidd Vale',
  'Holmfirth',
  'Stonegate',
  'Minster',
  'Ravenscliffe',
];
const KINDS = [
  'Hotel',
  'Care Home',
  'Nursing Home',
  'Spa Hotel',
  'Lodge',
  'Inn',
  'Golf Club',
  'Country House Hotel',
  'Private Hospital',
  'Medical Centre',
  'Leisure Club',
  'Conference Centre',
  'Restaurant',
  'Serviced Apartments',
  'Hall',
];
const TOWNS: readonly (readonly [string, string])[] = [
  ['Leeds', 'LS'],
  ['York', 'YO'],
  ['Harrogate', 'HG'],
  ['Wakefield', 'WF'],
  ['Huddersfield', 'HD'],
  ['Halifax', 'HX'],
  ['Bradford', 'BD'],
  ['Doncaster', 'DN'],
  ['Sheffield', 'S'],
  ['Barnsley', 'S'],
  ['Skipton', 'BD'],
  ['Ilkley', 'LS'],
  ['Ripon', 'HG'],
  ['Selby', 'YO'],
  ['Pontefract', 'WF'],
  ['Otley', 'LS'],
  ['Knaresborough', 'HG'],
  ['Beverley', 'HU'],
  ['Scarborough', 'YO'],
  ['Whitby', 'YO'],
];
const SURNAMES = [
  'Pearson',
  'Hargreaves',
  'Ali',
  'Kowalski',
  'Brennan',
  'Whitfield',
  'Sutcliffe',
  'Ackroyd',
  'Khan',
  'Patel',
  'Nowak',
  'Greenwood',
  'Holroyd',
  'Mitchell',
  'Barker',
  'Oduya',
  'Fletcher',
  'Lister',
  'Shaw',
  'Walsh',
  'Murphy',
  'Hussain',
  'Clegg',
  'Dyson',
  'Firth',
  'Haigh',
  'Marsden',
  'Rhodes',
  'Senior',
  'Taylor',
  'Wood',
  'Young',
  'Bibi',
  'Evans',
  'Chowdhury',
  'Gill',
  'Mensah',
  'Novak',
  'Stead',
  'Crowther',
  'Adeyemi',
  'Okafor',
  'Lindqvist',
  'Doherty',
];

/** `J. Pearson`. */
const person = (random: () => number) => `${chars(random, 'ABCDEGHJKLMNPRSTW', 1)}. ${oneOf(random, SURNAMES)}`;
const postcode = (random: () => number, area: string) =>
  `${area}${between(random, 1, area.length === 1 ? 35 : 28)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

interface Customer {
  account: string;
  name: string;
  town: string;
  postcode: string;
}

/** `n` customers with distinct names (in their town) and rising account numbers from `first`. */
function customers(random: () => number, n: number, first: number): Customer[] {
  const seen = new Set<string>();
  const out: Customer[] = [];
  while (out.length < n) {
    const name = `${oneOf(random, PREFIXES)} ${oneOf(random, KINDS)}`;
    const [town, area] = oneOf(random, TOWNS);
    if (seen.has(`${name}|${town}`)) continue;
    seen.add(`${name}|${town}`);
    out.push({ account: `C-${first + out.length * 4 + pick(random, 4)}`, name, town, postcode: postcode(random, area) });
  }
  return out;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** Linen items: SKU, description, rated washes. */
const LINEN: readonly (readonly [string, string, number])[] = [
  ['SH-SG-WHT', 'Flat sheet single 180x275 white polycotton', 200],
  ['SH-DB-WHT', 'Flat sheet double 230x275 white polycotton', 200],
  ['SH-KG-WHT', 'Flat sheet king 275x290 white polycotton', 200],
  ['DC-DB-WHT', 'Duvet cover double 200x200 white percale', 180],
  ['DC-KG-WHT', 'Duvet cover king 230x220 white percale', 180],
  ['PC-HW-WHT', 'Pillowcase housewife 50x75 white percale', 220],
  ['BT-70-WHT', 'Bath towel 70x140 white 500gsm', 150],
  ['BS-90-WHT', 'Bath sheet 90x160 white 550gsm', 150],
  ['HT-50-WHT', 'Hand towel 50x90 white 500gsm', 150],
  ['BM-50-WHT', 'Bath mat 50x80 white 700gsm', 120],
  ['RB-WF-WHT', 'Bathrobe waffle L/XL white', 100],
  ['TC-SQ-IVY', 'Tablecloth 137x137 ivory damask', 160],
  ['NP-50-WHT', 'Napkin 50x50 white damask', 200],
  ['SC-TP-GRN', 'Theatre scrub top M green', 120],
  ['SC-TR-GRN', 'Theatre scrub trousers M green', 120],
];

/** 1. RFID linen tracking API: one minified JSON page of tag records. */
function rfidTagRecords(): EconomicsTask {
  const random = seededRandom(85_101);
  const accounts = customers(random, 70, 10_200);
  const readers: readonly (readonly [string, string])[] = [
    ['SOIL-SORT-1', 'Soil sort'],
    ['SOIL-SORT-2', 'Soil sort'],
    ['SOIL-SORT-3', 'Soil sort'],
    ['SOIL-SORT-4', 'Soil sort'],
    ['IRONER-FEED-1', 'Finishing'],
    ['IRONER-FEED-2', 'Finishing'],
    ['IRONER-FEED-3', 'Finishing'],
    ['TOWEL-FOLD-2', 'Finishing'],
    ['FINISH-QC-1', 'Finishing QC'],
    ['FINISH-QC-2', 'Finishing QC'],
    ['CLEAN-DISPATCH-1', 'Dispatch'],
    ['CLEAN-DISPATCH-2', 'Dispatch'],
    ['CAGE-PORTAL-3', 'Dispatch'],
    ['HANDHELD-DRV', 'Customer site'],
  ];
  const rejects: readonly (readonly [string, string])[] = [
    ['R-STN', 'stain - rust'],
    ['R-STN', 'stain - make-up'],
    ['R-STN', 'stain - blood, not removed after rewash x2'],
    ['R-STN', 'stain - tea/coffee'],
    ['R-HOL', 'hole < 1cm'],
    ['R-HOL', 'hole, several'],
    ['R-TRN', 'torn hem'],
    ['R-TRN', 'torn along seam'],
    ['R-FRY', 'frayed edge'],
    ['R-GRY', 'greying / end of life'],
    ['R-DMG', 'chemical damage'],
    ['R-DMG', 'burn mark (cigarette)'],
    ['R-DMG', 'scorch mark, edge'],
    ['R-DMG', 'pen / ink mark'],
  ];
  const statuses = [
    'in_circulation',
    'in_circulation',
    'in_circulation',
    'at_customer',
    'at_customer',
    'in_process',
    'rewash',
    'rejected',
    'missing',
  ];
  const from = utc(11, 1);
  const to = utc(11, 17, 9);
  const record = () => {
    const [sku, description, rated] = oneOf(random, LINEN);
    const customer = oneOf(random, accounts);
    const status = oneOf(random, statuses);
    const [reader, zone] = oneOf(random, readers);
    const seen = from + pick(random, to - from);
    const reject = oneOf(random, rejects);
    return {
      epc: `E28011700000020${hex(random, 9).toUpperCase()}`,
      sku,
      description,
      customer: { id: customer.account, name: customer.name, site: customer.town },
      wash_count: between(random, 3, rated + 20),
      rated_washes: rated,
      status,
      last_seen: { reader, zone, at: isoZ(seen) },
      commissioned: day(utc(1, 1) - between(random, 30, 900) * DAY),
      reject:
        status === 'rejected'
          ? { code: reject[0], reason: reject[1], station: oneOf(random, ['FINISH-QC-1', 'FINISH-QC-2', 'SOIL-SORT-2']), at: isoZ(seen) }
          : null,
    };
  };
  const count = 1_500;
  const items = Array.from({ length: count }, record);
  const owner = accounts[23]!;
  items[Math.floor(count * 0.51)] = {
    epc: 'E28011700000020C4F19A7B3',
    sku: 'DC-KG-WHT',
    description: 'Duvet cover king 230x220 white percale',
    customer: { id: owner.account, name: owner.name, site: owner.town },
    wash_count: 64,
    rated_washes: 180,
    status: 'rejected',
    last_seen: { reader: 'FINISH-QC-2', zone: 'Finishing QC', at: '2026-11-16T23:47:12Z' },
    commissioned: '2025-08-19',
    reject: { code: 'R-DMG', reason: 'scorch mark 10cm along centre fold', station: 'FINISH-QC-2', at: '2026-11-16T23:47:12Z' },
  };
  const output = JSON.stringify({
    request_id: uuid(random),
    generated_at: '2026-11-17T09:02:11Z',
    query: { updated_since: '2026-11-01T00:00:00Z', status: 'any', customer: '*' },
    total: count,
    page: 1,
    page_size: count,
    items,
  });
  return probe(
    'round 85: RFID tag records (minified JSON)',
    'Why was the king duvet cover with RFID tag E28011700000020C4F19A7B3 pulled out of circulation?',
    'rfid_tag_records',
    output,
    'duvet-reject',
    'scorch mark 10cm along centre fold',
    true,
  );
}

/** 2. Route planner: tomorrow's routes as one line of XML. */
function routePlanXml(): EconomicsTask {
  const random = seededRandom(85_102);
  const stops = customers(random, 800, 10_400);
  const code4 = () => String(between(random, 1000, 9999));
  const access = () =>
    oneOf(random, [
      () => `Rear service yard; gate code ${code4()}#; reverse in, max 7.5t`,
      () => `Goods-in bay ${between(random, 1, 4)}; ring bell, no access before 06:00`,
      () => `Side door by kitchen; key safe ${code4()}; lock after`,
      () => `Basement goods lift via staff car park; lift code ${code4()}`,
      () => `Linen room via staff entrance; gate code ${code4()}#; sign in at reception`,
      () => `Main entrance only; ask for duty manager`,
      () => `Barrier at staff car park; intercom, then gate code ${code4()}#`,
      () => `Cages to laundry store behind bin compound; padlock ${code4()}`,
    ])();
  const routeNames = [
    'Leeds City',
    'Leeds North',
    'Harrogate and Ripon',
    'York Central',
    'York Ring Road',
    'Coast North',
    'Coast South',
    'Wakefield and Pontefract',
    'Huddersfield',
    'Halifax and Calder',
    'Bradford',
    'Airedale and Skipton',
    'Wharfedale',
    'Doncaster',
    'Sheffield West',
    'Sheffield East',
    'Barnsley',
    'Selby and Goole',
  ];
  const phone = () => `0${between(random, 1132, 1977)} ${between(random, 100000, 999999)}`;
  const stopXml = (seq: number, eta: number, c: Customer, accessText: string) => {
    const open = eta - between(random, 2, 6) * 15 * MINUTE;
    return (
      `<Stop seq="${seq}" account="${c.account}" eta="${hhmm(eta)}" window="${hhmm(open)}-${hhmm(open + between(random, 4, 10) * 15 * MINUTE)}" serviceMin="${between(random, 6, 22)}">` +
      `<Customer name="${xml(c.name)}" town="${c.town}" postcode="${c.postcode}"/>` +
      `<Contact name="${person(random)}" phone="${phone()}"/>` +
      `<Access>${xml(accessText)}</Access>` +
      `<Deliver cages="${between(random, 1, 9)}" bags="${between(random, 0, 6)}" items="${between(random, 80, 1400)}"/>` +
      `<Collect cages="${between(random, 1, 9)}" bags="${between(random, 0, 8)}"/>` +
      `</Stop>`
    );
  };
  const routeCount = 40;
  const targetRoute = 19;
  const nearMisses: readonly [number, Customer, string][] = [
    [
      6,
      { account: 'C-14318', name: 'Harbourside Lodge', town: 'Whitby', postcode: 'YO21 3PU' },
      'Rear service yard; gate code 5530#; reverse in, max 7.5t',
    ],
    [
      29,
      { account: 'C-14907', name: 'Harbourside Inn', town: 'Bridlington', postcode: 'YO15 2NP' },
      'Side door by kitchen; key safe 8612; lock after',
    ],
  ];
  let next = 0;
  const routes: string[] = [];
  for (let r = 0; r < routeCount; r++) {
    const n = between(random, 15, 22);
    const depart = utc(11, 18, 4, 30) + pick(random, 6) * 10 * MINUTE;
    let eta = depart + between(random, 25, 60) * MINUTE;
    const parts: string[] = [];
    for (let s = 1; s <= n; s++) {
      const c = stops[next++ % stops.length]!;
      if (r === targetRoute && s === Math.ceil(n / 2)) {
        parts.push(
          stopXml(
            s,
            eta,
            { account: 'C-14046', name: 'The Harbourside Grand Hotel', town: 'Scarborough', postcode: 'YO11 1HG' },
            'Service lane off Sandside; barrier intercom, then gate code 30917#; park clear of fire exit',
          ),
        );
      } else {
        const miss = nearMisses.find(([route]) => route === r);
        parts.push(miss && s === 3 ? stopXml(s, eta, miss[1], miss[2]) : stopXml(s, eta, c, access()));
      }
      eta += between(random, 12, 35) * MINUTE;
    }
    const id = `R${pad2(r + 1)}`;
    routes.push(
      `<Route id="${id}" name="${xml(`${id} ${oneOf(random, routeNames)}`)}" vehicle="YK${between(random, 19, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}" driver="${person(random)}" depart="${hhmm(depart)}" returnEta="${hhmm(eta + 40 * MINUTE)}" plannedKm="${between(random, 60, 260)}" stops="${n}">` +
        parts.join('') +
        `</Route>`,
    );
  }
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><RoutePlan xmlns="urn:kestrel-linen:routing:2" depot="WKF" date="2026-11-18" generated="2026-11-17T14:05:22Z" planner="auto" version="7">` +
    routes.join('') +
    `</RoutePlan>`;
  return probe(
    'round 85: route plan (one-line XML)',
    'What gate code will the driver need for the Harbourside Grand Hotel delivery tomorrow?',
    'export_route_plan',
    output,
    'gate-code',
    '30917#',
    true,
  );
}

/** 3. Central dosing controller: the night's log as one escaped string in a JSON reply. */
function dosingControllerLog(): EconomicsTask {
  const random = seededRandom(85_103);
  const start = utc(11, 16, 20);
  const end = utc(11, 17, 8);
  const CHEMICALS: Record<string, string> = {
    P1: 'ALK-BOOST',
    P2: 'DET-LIQ',
    P3: 'EMULS-X',
    P4: 'OXY-BLEACH',
    P5: 'PAA-15',
    P6: 'SOUR-NEUT',
    P7: 'SOFT-FRESH',
  };
  /** Formula: code, and its doses (pump, compartment, ml low, ml high). */
  const FORMULAS: readonly (readonly [string, readonly (readonly [string, string, number, number])[]])[] = [
    [
      'F01',
      [
        ['P1', 'C03', 380, 520],
        ['P2', 'C03', 280, 380],
        ['P4', 'C07', 900, 1250],
        ['P6', 'C14', 140, 210],
      ],
    ],
    [
      'F02',
      [
        ['P1', 'C03', 420, 560],
        ['P2', 'C03', 300, 400],
        ['P3', 'C04', 180, 260],
        ['P4', 'C07', 800, 1100],
        ['P6', 'C14', 150, 220],
        ['P7', 'C15', 120, 190],
      ],
    ],
    [
      'F05',
      [
        ['P1', 'C03', 400, 540],
        ['P2', 'C03', 300, 380],
        ['P4', 'C07', 1000, 1300],
        ['P5', 'C09', 350, 480],
        ['P6', 'C14', 150, 210],
      ],
    ],
    [
      'F08',
      [
        ['P1', 'C03', 700, 900],
        ['P3', 'C04', 320, 450],
        ['P4', 'C07', 1200, 1500],
        ['P6', 'C14', 160, 230],
      ],
    ],
    [
      'F11',
      [
        ['P2', 'C03', 260, 340],
        ['P5', 'C09', 380, 500],
        ['P6', 'C14', 140, 200],
        ['P7', 'C15', 100, 160],
      ],
    ],
    [
      'F14',
      [
        ['P1', 'C03', 360, 480],
        ['P2', 'C03', 260, 360],
        ['P3', 'C04', 200, 280],
        ['P4', 'C07', 850, 1150],
        ['P6', 'C14', 140, 200],
      ],
    ],
  ];
  const t = (h: number, m: number, s: number, ms: number, dayOf = h >= 12 ? 16 : 17) => utc(11, dayOf, h, m, s) + ms;
  /** Drum events: tunnel, pump, low, empty (or null), changed. */
  const drums: readonly (readonly [string, string, number, number | null, number])[] = [
    ['T2', 'P2', t(20, 41, 7, 220), t(21, 3, 52, 616), t(21, 12, 30, 101)],
    ['T1', 'P4', t(23, 18, 44, 502), t(23, 40, 19, 337), t(23, 52, 6, 880)],
    ['T2', 'P4', t(1, 49, 27, 64), t(2, 14, 38, 901), t(2, 31, 15, 472)],
    ['T3', 'P6', t(4, 5, 11, 930), t(4, 26, 58, 215), t(4, 35, 40, 9)],
    ['T3', 'P4', t(6, 37, 2, 781), null, t(6, 50, 33, 120)],
    ['T1', 'P7', t(7, 2, 55, 412), t(7, 24, 10, 688), t(7, 31, 47, 305)],
  ];
  const ts = (ms: number) => `${stamp(ms)}.${pad(ms % 1000, 3)}`;
  const col = (pump: string) => `${pump} ${CHEMICALS[pump]!.padEnd(10)}`;
  const lines: { at: number; text: string }[] = [];
  for (const [tunnel, pump, low, empty, changed] of drums) {
    lines.push({ at: low, text: `${ts(low)} ${tunnel} ----- --- --- ${col(pump)} LEVEL LOW    drum 25l, approx 2-3 doses left` });
    if (empty !== null)
      lines.push({ at: empty, text: `${ts(empty)} ${tunnel} ----- --- --- ${col(pump)} LEVEL EMPTY  pump inhibited, change drum` });
    lines.push({
      at: changed,
      text: `${ts(changed)} ${tunnel} ----- --- --- ${col(pump)} DRUM CHANGE  op ${between(random, 101, 140)} lot ${pad2(between(random, 20, 26))}-${between(random, 1000, 9999)}`,
    });
    lines.push({ at: changed + 41_250, text: `${ts(changed + 41_250)} ${tunnel} ----- --- --- ${col(pump)} PRIME        25.0s ok` });
  }
  for (let h = start + 15 * MINUTE + 7_331; h < end; h += HOUR) {
    lines.push({ at: h, text: `${ts(h)} ALL ----- --- --- -- ----------  RING FLUSH   4.0l 22.4s` });
    lines.push({
      at: h + 63_102,
      text: `${ts(h + 63_102)} ALL ----- --- --- -- ----------  FLOWMETER    cal check dev 0.${between(random, 1, 9)}%`,
    });
  }
  for (const [index, tunnel] of ['T1', 'T2', 'T3'].entries()) {
    let batch = 300 + index * 41 + pick(random, 40);
    for (let at = start + pick(random, 120_000); at < end; at += between(random, 118, 175) * 1000 + pick(random, 1000)) {
      batch++;
      const [formula, doses] = oneOf(random, FORMULAS);
      let when = at;
      for (const [pump, compartment, lo, hi] of doses) {
        when += between(random, 2_500, 9_000);
        const drum = drums.find(
          ([tun, p, , empty, changed]) => tun === tunnel && p === pump && empty !== null && when > empty && when < changed,
        );
        const ml = Math.round(between(random, lo, hi) / 5) * 5;
        const text = drum
          ? `${ts(when)} ${tunnel} B${pad(batch, 4)} ${formula} ${compartment} ${col(pump)} DOSE SKIP    no product`
          : `${ts(when)} ${tunnel} B${pad(batch, 4)} ${formula} ${compartment} ${col(pump)} DOSE ${String(ml).padStart(5)}ml ${(ml / between(random, 88, 102)).toFixed(1)}s flow ok`;
        lines.push({ at: when, text });
      }
    }
  }
  lines.sort((a, b) => a.at - b.at);
  const output = JSON.stringify({
    device: 'CDU-01',
    model: 'central dosing unit, 8 pumps, 3 tunnels, ring main',
    site: 'Wakefield',
    firmware: '4.2.7',
    tz: 'Europe/London',
    from: '2026-11-16T20:00:00',
    to: '2026-11-17T08:00:00',
    lines: lines.length,
    truncated: false,
    log: lines.map((l) => l.text).join('\n'),
  });
  return probe(
    'round 85: dosing controller log (one escaped string)',
    'At what time last night did the bleach drum on tunnel 2 run empty?',
    'dosing_controller_log',
    output,
    'bleach-empty',
    '2026-11-17 02:14:38.901',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** 4. Steam trap register as YAML. */
function steamTrapRegister(): EconomicsTask {
  const random = seededRandom(85_104);
  const TRAPS: readonly (readonly [string, string, string])[] = [
    ['Spirax Sarco', 'FT14-10', 'ball float'],
    ['Spirax Sarco', 'TD42', 'thermodynamic'],
    ['Spirax Sarco', 'BPT13', 'balanced pressure thermostatic'],
    ['Spirax Sarco', 'UTD52L', 'thermodynamic'],
    ['TLV', 'J3X-2', 'free float'],
    ['TLV', 'SS1', 'free float'],
    ['Armstrong', '880', 'inverted bucket'],
    ['Gestra', 'UNA 14', 'ball float'],
  ];
  const points: { tag: string; area: string; equipment: string; location: string; size: string; bar: number; float?: boolean }[] = [];
  for (let b = 1; b <= 3; b++) {
    points.push({
      tag: `ST-BH-B${b}-CR`,
      area: 'Boiler house',
      equipment: `Boiler ${b}`,
      location: 'crown valve outlet drip leg',
      size: 'DN25',
      bar: 10,
    });
    points.push({
      tag: `ST-BH-B${b}-SC`,
      area: 'Boiler house',
      equipment: `Boiler ${b}`,
      location: 'sample cooler drain',
      size: 'DN15',
      bar: 10,
    });
  }
  for (const [x, loc] of [
    'header end drain',
    'header PRV upstream',
    'header PRV downstream',
    'hotwell heating coil outlet',
    'deaerator head vent line',
  ].entries())
    points.push({ tag: `ST-BH-H${x + 1}`, area: 'Boiler house', equipment: 'Steam header', location: loc, size: 'DN20', bar: 10 });
  for (let d = 1; d <= 64; d++) {
    const main = d <= 24 ? 'Main 1 (wash-house)' : d <= 44 ? 'Main 2 (finishing)' : 'Main 3 (dryers and garments)';
    points.push({
      tag: `ST-DL-${pad2(d)}`,
      area: 'Steam distribution',
      equipment: main,
      location: `drip leg ${pad2(d)} at grid ${chars(random, 'ABCDEFGH', 1)}${between(random, 1, 14)}`,
      size: oneOf(random, ['DN15', 'DN20', 'DN25']),
      bar: 10,
    });
  }
  for (let tw = 1; tw <= 3; tw++)
    for (const loc of ['hot water calorifier outlet', 'press oil heater outlet', 'recovery tank coil outlet'])
      points.push({
        tag: `ST-TW${tw}-${loc.slice(0, 3).toUpperCase()}`,
        area: 'Wash-house',
        equipment: `Tunnel washer ${tw}`,
        location: loc,
        size: 'DN20',
        bar: 8,
      });
  for (let d = 1; d <= 14; d++)
    for (const side of ['A', 'B'])
      points.push({
        tag: `ST-TD${pad2(d)}-${side}`,
        area: 'Drying',
        equipment: `Tumble dryer ${pad2(d)}`,
        location: `heater battery ${side} condensate outlet`,
        size: 'DN25',
        bar: 10,
        float: true,
      });
  const chests: readonly (readonly [number, number])[] = [
    [1, 3],
    [2, 3],
    [3, 2],
    [4, 1],
  ];
  for (const [ironer, count] of chests) {
    for (let c = 1; c <= count; c++)
      points.push({
        tag: `ST-IR${ironer}-C${c}`,
        area: 'Finishing',
        equipment: `Ironer ${ironer}`,
        location: `chest ${c} condensate outlet`,
        size: 'DN25',
        bar: 10,
        float: true,
      });
    points.push({
      tag: `ST-IR${ironer}-SH`,
      area: 'Finishing',
      equipment: `Ironer ${ironer}`,
      location: 'steam header drain',
      size: 'DN20',
      bar: 10,
    });
  }
  for (let tf = 1; tf <= 2; tf++)
    for (let z = 1; z <= 6; z++)
      points.push({
        tag: `ST-TF${tf}-Z${z}`,
        area: 'Garments',
        equipment: `Tunnel finisher ${tf}`,
        location: `zone ${z} heater outlet`,
        size: 'DN20',
        bar: 8,
      });
  for (let p = 1; p <= 12; p++)
    points.push({
      tag: `ST-PR${pad2(p)}`,
      area: 'Garments',
      equipment: `Press ${pad2(p)}`,
      location: 'buck and head outlet',
      size: 'DN15',
      bar: 8,
    });
  for (let u = 1; u <= 64; u++)
    points.push({
      tag: `ST-UH${pad2(u)}`,
      area: 'Space heating',
      equipment: `Unit heater UH-${pad2(u)}`,
      location: `${oneOf(random, ['wash-house', 'dispatch', 'finishing', 'soil sort', 'workshop', 'cage store'])} bay ${between(random, 1, 9)}`,
      size: 'DN15',
      bar: 4,
    });
  const target = 'ST-IR2-C3';
  const survey = (date: number) => {
    const result = oneOf(random, [
      'working',
      'working',
      'working',
      'working',
      'working',
      'leaking (steam passing)',
      'blocked (cold)',
      'no access',
    ]);
    const inlet = between(random, 140, 182);
    return [
      `      - date: ${day(date)}`,
      `        method: ${oneOf(random, ['ultrasonic', 'ultrasonic + thermal', 'thermal imaging'])}`,
      `        surveyor: ${person(random)}`,
      `        inlet_temp_c: ${result === 'no access' ? 'null' : inlet}`,
      `        outlet_temp_c: ${result === 'no access' ? 'null' : result === 'blocked (cold)' ? between(random, 25, 60) : between(random, 96, 112)}`,
      `        result: ${result}`,
      `        est_loss_kg_h: ${result.startsWith('leaking') ? (between(random, 20, 180) / 10).toFixed(1) : '0.0'}`,
    ];
  };
  const lines = [
    '# Steam trap register - Kestrel Linen Services, Wakefield plant',
    '# exported from CMMS asset class STEAM_TRAP, 2026-11-17 08:12',
    'site: Wakefield',
    'programme: annual ultrasonic survey, thermal spot checks quarterly',
    'steam_pressure_bar: 10.0',
    `traps_total: ${points.length}`,
    'traps:',
  ];
  for (const p of points) {
    const [make, model, type] = p.float
      ? oneOf(
          random,
          TRAPS.filter(([, , ty]) => ty.includes('float')),
        )
      : oneOf(random, TRAPS);
    const serial =
      p.tag === target
        ? '5120-83406-11'
        : `${between(random, 1000, 9999)}-${between(random, 10000, 99999)}-${pad2(between(random, 1, 20))}`;
    const installed = utc(1, 1) - between(random, 60, 3_200) * DAY;
    lines.push(
      `  - tag: ${p.tag}`,
      `    area: ${p.area}`,
      `    equipment: ${p.equipment}`,
      `    location: ${p.location}`,
      `    line_size: ${p.size}`,
      `    pressure_bar: ${p.bar.toFixed(1)}`,
      `    trap:`,
      `      make: ${make}`,
      `      model: ${model}`,
      `      type: ${type}`,
      `      connection: ${oneOf(random, ['screwed BSP', 'flanged PN16', 'socket weld'])}`,
      `      serial: "${serial}"`,
      `      installed: ${day(installed)}`,
      `    isolation:`,
      `      upstream: V-${p.tag.slice(3)}-U`,
      `      downstream: V-${p.tag.slice(3)}-D`,
      `      strainer: ${oneOf(random, ['integral', 'Y-type upstream', 'none'])}`,
      `    surveys:`,
      ...survey(utc(9, between(random, 1, 30))),
      ...survey(utc(3, between(random, 1, 31))),
      ...survey(utc(9, between(random, 1, 30)) - 365 * DAY),
      ...survey(utc(3, between(random, 1, 31)) - 365 * DAY),
      `    notes: ${oneOf(random, ['""', '""', '""', '"lagging missing on inlet"', '"replace gasket at next shutdown"', '"hard to reach, use MEWP"', '"tagged 2024 survey"'])}`,
    );
  }
  return probe(
    'round 85: steam trap register (YAML)',
    "What's the serial number of the steam trap on chest 3 of ironer 2?",
    'steam_trap_register',
    lines.join('\n'),
    'trap-serial',
    '5120-83406-11',
  );
}

/** 5. ERP contract export, pretty XML. */
function erpContractsXml(): EconomicsTask {
  const random = seededRandom(85_105);
  const all = customers(random, 360, 10_000);
  const needle = '2027-08-31';
  const sectorOf = (name: string) =>
    /Care|Nursing/.test(name)
      ? 'Care'
      : /Hospital|Medical/.test(name)
        ? 'Healthcare'
        : /Restaurant/.test(name)
          ? 'Food service'
          : 'Hospitality';
  const PRICES: readonly (readonly [string, string, string, number, number])[] = [
    ['RT-SH-SG', 'Flat sheet single - rental', 'each', 28, 42],
    ['RT-SH-DB', 'Flat sheet double - rental', 'each', 32, 48],
    ['RT-DC-KG', 'Duvet cover king - rental', 'each', 58, 85],
    ['RT-PC-HW', 'Pillowcase - rental', 'each', 12, 19],
    ['RT-BT-70', 'Bath towel - rental', 'each', 26, 39],
    ['RT-HT-50', 'Hand towel - rental', 'each', 14, 22],
    ['RT-BM-50', 'Bath mat - rental', 'each', 18, 28],
    ['RT-RB-WF', 'Bathrobe - rental', 'each', 95, 140],
    ['CO-FW-KG', 'Customer-owned flatwork, wash and iron', 'kg', 118, 165],
    ['CO-TW-KG', 'Customer-owned towels, wash and fold', 'kg', 105, 150],
    ['WW-TAB', 'Workwear tabard - rental', 'each', 45, 70],
    ['DL-CHG', 'Delivery charge below minimum', 'drop', 1200, 2200],
  ];
  /** A month-end date like 2027-03-31 that is not the needle. */
  const endOf = (startYear: number, startMonth: number, years: number) => {
    const end = new Date(Date.UTC(startYear + years, startMonth - 1, 0));
    return end.toISOString().slice(0, 10);
  };
  const contract = (type: string, forced?: [string, string]) => {
    let startYear = between(random, 2019, 2025);
    let startMonth = between(random, 1, 12);
    const years = oneOf(random, [2, 3, 3, 3, 5]);
    let end = endOf(startYear, startMonth, years);
    while (!forced && end === needle) {
      startMonth = (startMonth % 12) + 1;
      startYear += startMonth === 1 ? 1 : 0;
      end = endOf(startYear, startMonth, years);
    }
    const [start, finish] = forced ?? [`${startYear}-${pad2(startMonth)}-01`, end];
    return [
      `    <Contract>`,
      `      <Reference>CT-${start.slice(0, 4)}-${pad(between(random, 1, 480), 4)}</Reference>`,
      `      <Type>${type}</Type>`,
      `      <Start>${start}</Start>`,
      `      <End>${finish}</End>`,
      `      <NoticeDays>${oneOf(random, [30, 60, 90, 90, 180])}</NoticeDays>`,
      `      <AutoRenew>${oneOf(random, ['true', 'false'])}</AutoRenew>`,
      `      <Indexation>${oneOf(random, ['CPI', 'CPI+0.5', 'CPI+1.0', 'RPI', 'fixed'])}</Indexation>`,
      `    </Contract>`,
    ];
  };
  const block = (c: Customer, contracts: string[]) => {
    const items = shuffle(random, [...PRICES]).slice(0, between(random, 5, 9));
    return [
      `  <Customer>`,
      `    <Account>${c.account}</Account>`,
      `    <Name>${xml(c.name)}</Name>`,
      `    <Town>${c.town}</Town>`,
      `    <Postcode>${c.postcode}</Postcode>`,
      `    <Sector>${sectorOf(c.name)}</Sector>`,
      ...contracts,
      `    <Delivery>`,
      `      <Days>${shuffle(random, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
        .slice(0, between(random, 2, 6))
        .join(',')}</Days>`,
      `      <Route>R${pad2(between(random, 1, 36))}</Route>`,
      `    </Delivery>`,
      `    <PriceList currency="GBP" effective="2026-04-01">`,
      ...items.map(
        ([code, desc, unit, lo, hi]) =>
          `      <Item code="${code}" unit="${unit}" description="${desc}">${(between(random, lo, hi) / 100).toFixed(2)}</Item>`,
      ),
      `    </PriceList>`,
      `    <CreditLimit>${between(random, 2, 40) * 1000}</CreditLimit>`,
      `    <PaymentTerms>${oneOf(random, ['30 days EOM', '30 days', '45 days', '14 days', 'direct debit'])}</PaymentTerms>`,
      `  </Customer>`,
    ];
  };
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ContractExport system="LinenERP" company="Kestrel Linen Services Ltd" exported="2026-11-17T07:30:02Z">',
  ];
  const targetAt = Math.floor(all.length * 0.55);
  all.forEach((c, i) => {
    if (i === targetAt) {
      lines.push(
        ...block({ account: c.account, name: 'Marlowe Hotel', town: 'Harrogate', postcode: 'HG1 2RF' }, [
          ...contract('Workwear rental', ['2025-02-01', '2028-01-31']),
          ...contract('Linen rental', ['2024-09-01', needle]),
        ]),
      );
    } else if (i === 97) {
      lines.push(...block({ ...c, name: 'Marlowe Court Care Home', town: 'Knaresborough' }, contract('Linen rental')));
    } else if (i === 301) {
      lines.push(...block({ ...c, name: 'The Marlowe Arms', town: 'Ripon' }, contract('Linen rental')));
    } else {
      const contracts = contract(oneOf(random, ['Linen rental', 'Linen rental', 'Customer-owned goods', 'Linen rental and workwear']));
      lines.push(...block(c, random() < 0.25 ? [...contracts, ...contract('Workwear rental')] : contracts));
    }
  });
  lines.push('</ContractExport>');
  return probe(
    'round 85: ERP contracts (pretty XML)',
    "When does the Marlowe Hotel's linen rental contract end?",
    'erp_contract_export',
    lines.join('\n'),
    'contract-end',
    needle,
  );
}

/** 6. RFID gateway CLI: every reader at every plant. */
function rfidGatewayStatus(): EconomicsTask {
  const random = seededRandom(85_106);
  const sites: readonly (readonly [string, string, number])[] = [
    ['Preston', 'PRE', 20],
    ['Hull', 'HUL', 30],
    ['Wakefield', 'WKF', 40],
    ['Doncaster', 'DON', 50],
    ['Carlisle', 'CAR', 60],
  ];
  const places = [
    'Soil intake conveyor 1',
    'Soil intake conveyor 2',
    'Soil intake conveyor 3',
    ...Array.from({ length: 8 }, (_, i) => `Soil sort station ${i + 1}`),
    'Rewash return chute',
    ...Array.from({ length: 4 }, (_, i) => `Ironer ${i + 1} feed`),
    ...Array.from({ length: 6 }, (_, i) => `Folder ${i + 1} outfeed`),
    ...Array.from({ length: 4 }, (_, i) => `Towel folder ${i + 1} stacker`),
    ...Array.from({ length: 6 }, (_, i) => `Stacker conveyor ${i + 1}`),
    ...Array.from({ length: 4 }, (_, i) => `Clean dispatch door ${i + 1}`),
    ...Array.from({ length: 6 }, (_, i) => `Cage portal ${i + 1}`),
    'Goods-in door',
    'Linen room issue desk',
    'Garment sorter entry',
    'Garment sorter exit',
    ...Array.from({ length: 3 }, (_, i) => `Handheld dock ${i + 1}`),
    'Quality station 1',
    'Quality station 2',
    'Rewash loading',
    'Dryer unload 1',
    'Dryer unload 2',
    'Dryer unload 3',
  ];
  const lines = ['$ rfidctl status --all --verbose', `rfidctl 2.9.4  polled 2026-11-17 09:14:02 GMT  sites: ${sites.length}`, ''];
  for (const [site, code, octet] of sites) {
    const offline = pick(random, places.length);
    lines.push(
      `== Site: ${site} (${code}) ==  gateway rfid-gw-01.${code.toLowerCase()}.kestrel-linen.local  controller 2.9.4`,
      `Readers: ${places.length} (${places.length - 1} online, 1 offline)`,
      '',
    );
    const hosts = shuffle(
      random,
      Array.from({ length: 150 }, (_, i) => i + 100).filter((h) => h !== 114),
    );
    places.forEach((place, i) => {
      const id = `RD-${code}-${pad(i + 1, 3)}`;
      const host = site === 'Wakefield' && place === 'Soil intake conveyor 2' ? 114 : hosts[i]!;
      const online = i !== offline;
      const model = place.startsWith('Handheld')
        ? 'Zebra FX9600 (4 port)'
        : oneOf(random, ['Impinj R700 (4 port)', 'Impinj R420 (4 port)', 'Zebra FX9600 (8 port)']);
      const ports = model.includes('8 port') ? 8 : 4;
      const mac = `00:16:25:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
      lines.push(`Reader ${id}  "${place}"`);
      lines.push(
        `  hostname     ${id.toLowerCase()}.${code.toLowerCase()}.kestrel-linen.local`,
        `  model        ${model}`,
        `  serial       ${between(random, 10, 99)}-${between(random, 1000, 9999)}-${between(random, 1000, 9999)}`,
        `  mac          ${mac}`,
        `  ip           10.${octet}.12.${host}/24`,
        `  gateway      10.${octet}.12.1`,
        `  firmware     ${model.startsWith('Impinj R700') ? oneOf(random, ['8.1.1.240', '8.1.1.240', '8.0.3.112']) : model.startsWith('Impinj') ? '5.12.5.240' : '3.21.7.0'}`,
        online
          ? `  state        online   uptime ${between(random, 0, 90)}d ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`
          : `  state        offline  last seen 2026-11-${between(random, 10, 16)} ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}`,
        `  power        ${oneOf(random, ['PoE+ 802.3at', 'PoE+ 802.3at', 'PoE 802.3af', '24V DC'])}   temperature ${between(random, 31, 52)} °C`,
        `  zone         ${place.startsWith('Soil') || place.startsWith('Rewash') ? 'SOIL' : place.includes('dispatch') || place.startsWith('Cage') ? 'DISPATCH' : 'CLEAN'}`,
        `  profile      ${oneOf(random, ['dense-reader M4', 'auto-set', 'max-throughput'])}  session ${oneOf(random, [1, 2])}  target ${oneOf(random, ['A', 'AB'])}`,
        `  antennas`,
      );
      for (let p = 1; p <= ports; p++) {
        const enabled = p <= 2 || random() < 0.7;
        lines.push(
          enabled
            ? `    port ${p}   enabled    tx ${(between(random, 240, 315) / 10).toFixed(1)} dBm   rssi avg -${(between(random, 420, 680) / 10).toFixed(1)} dBm   reads/24h ${thousands(online ? between(random, 800, 40_000) : 0)}`
            : `    port ${p}   disabled`,
        );
      }
      lines.push(
        `  counters (24h)`,
        `    unique tags     ${thousands(online ? between(random, 300, 15_000) : 0)}`,
        `    total reads     ${thousands(online ? between(random, 5_000, 120_000) : 0)}`,
        `    gpi triggers    ${thousands(online ? between(random, 0, 2_400) : 0)}`,
        `  last read    E28011700000020${hex(random, 9).toUpperCase()}  2026-11-17 ${online ? `09:${pad2(between(random, 0, 13))}:${pad2(between(random, 0, 59))}` : '--:--:--'}`,
        '',
      );
    });
  }
  return probe(
    'round 85: RFID gateway status (nested CLI)',
    "What's the IP address of the RFID reader on soil intake conveyor 2 at our Wakefield plant?",
    'rfidctl_status',
    lines.join('\n'),
    'reader-ip',
    '10.40.12.114',
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** 7. CRM ticket export, one JSON object a line, sorted by account. */
function crmTickets(): EconomicsTask {
  const random = seededRandom(85_107);
  const accounts = customers(random, 170, 10_100);
  const york: Customer = { account: accounts[86]!.account, name: 'Castlegate Hotel', town: 'York', postcode: 'YO1 9RA' };
  const leeds: Customer = { account: accounts[33]!.account, name: 'Castlegate Hotel', town: 'Leeds', postcode: 'LS1 4DY' };
  accounts[86] = york;
  accounts[33] = leeds;
  const ITEMS = [
    'bath towels',
    'hand towels',
    'pillow slips',
    'flat sheets (double)',
    'flat sheets (single)',
    'duvet covers (king)',
    'duvet covers (double)',
    'bath mats',
    'bathrobes',
    'napkins',
    'tablecloths',
    'kitchen cloths',
    'tabards',
  ];
  const dmy = (ms: number) => ukDate(ms).slice(0, 5);
  const CATEGORIES: readonly (readonly [string, (delivery: number) => string])[] = [
    [
      'FOREIGN_LINEN',
      (d) =>
        oneOf(random, [
          `${between(random, 4, 60)} x ${oneOf(random, ITEMS)} in delivery of ${dmy(d)} carry another customer's property mark. Wants them collected and own stock made up.`,
          `Found ${between(random, 4, 60)} ${oneOf(random, ITEMS)} not belonging to them in cage delivered ${dmy(d)} (other customer's RFID on scan).`,
        ]),
    ],
    ['SHORT_DELIVERY', (d) => `Delivery of ${dmy(d)} short ${between(random, 5, 120)} x ${oneOf(random, ITEMS)} against standing order.`],
    [
      'QUALITY_STAIN',
      (d) =>
        `${between(random, 2, 40)} x ${oneOf(random, ITEMS)} from delivery ${dmy(d)} sent back as stained (${oneOf(random, ['rust', 'make-up', 'grey marks', 'blood', 'food'])}).`,
    ],
    ['QUALITY_DAMAGE', (d) => `${between(random, 2, 25)} x ${oneOf(random, ITEMS)} torn or holed in delivery ${dmy(d)}; photos attached.`],
    [
      'LATE_DELIVERY',
      (d) =>
        `Delivery on ${dmy(d)} arrived ${pad2(between(random, 9, 14))}:${pad2(between(random, 0, 59))}, outside agreed window ${oneOf(random, ['06:00-08:00', '07:00-09:00', '05:30-07:30'])}.`,
    ],
    [
      'MISSED_COLLECTION',
      (d) =>
        `Soiled linen not collected on ${dmy(d)}; ${between(random, 3, 30)} bags waiting in ${oneOf(random, ['linen store', 'basement', 'loading bay', 'bin store'])}.`,
    ],
    [
      'INVOICE_QUERY',
      () =>
        `Query on invoice INV-${between(random, 260_000, 269_999)}: charged for ${between(random, 50, 900)} x ${oneOf(random, ITEMS)}, disputes quantity.`,
    ],
    [
      'CAGE_SHORTAGE',
      (d) => `Only ${between(random, 1, 4)} cages left on site after collection on ${dmy(d)}; needs ${between(random, 2, 6)} more.`,
    ],
    [
      'WRONG_SIZE',
      (d) =>
        `Received ${oneOf(random, ITEMS)} in wrong size on ${dmy(d)}; ordered ${oneOf(random, ['king', 'double', 'single', 'large'])}.`,
    ],
  ];
  const ROLES = [
    'Head Housekeeper',
    'Housekeeping',
    'General Manager',
    'Home Manager',
    'Ward Manager',
    'Head Chef',
    'Accounts',
    'Front Office',
    'Facilities',
  ];
  const OWNERS = ['L. Brennan', 'S. Khan', 'P. Holroyd', 'A. Nowak', 'J. Firth', 'R. Chowdhury'];
  const from = utc(8, 19);
  const now = utc(11, 17, 9, 30);
  interface Ticket {
    opened: number;
    account: string;
    customer: string;
    site: string;
    role: string;
    channel: string;
    category: string;
    summary: string;
    delivery: string | null;
    priority: string;
    status: string;
    owner: string;
  }
  const ticket = (c: Customer, opened: number, category?: string, summary?: string, delivered?: number): Ticket => {
    const [cat, text] = category ? [category, () => summary!] : oneOf(random, CATEGORIES);
    const delivery = delivered ?? opened - between(random, 0, 2) * DAY;
    const ageDays = (now - opened) / DAY;
    return {
      opened,
      account: c.account,
      customer: c.name,
      site: c.town,
      role: oneOf(random, ROLES),
      channel: oneOf(random, ['phone', 'phone', 'email', 'portal', 'driver']),
      category: cat,
      summary: text(delivery),
      delivery: cat === 'INVOICE_QUERY' ? null : day(delivery),
      priority: oneOf(random, ['P2', 'P3', 'P3', 'P4']),
      status:
        ageDays > 10
          ? oneOf(random, ['closed', 'closed', 'closed', 'resolved'])
          : ageDays > 2
            ? oneOf(random, ['open', 'in_progress', 'resolved', 'closed'])
            : oneOf(random, ['new', 'open']),
      owner: oneOf(random, OWNERS),
    };
  };
  const tickets: Ticket[] = [];
  for (let i = 0; i < 1_250; i++) tickets.push(ticket(oneOf(random, accounts), from + pick(random, now - from - 2 * HOUR)));
  tickets.push(
    ticket(
      york,
      utc(11, 9, 10, 14, 51),
      'FOREIGN_LINEN',
      "18 x bath towels in delivery of 09/11 carry another customer's property mark. Wants them collected and own stock made up.",
      utc(11, 9),
    ),
    ticket(
      york,
      utc(11, 12, 8, 2, 37),
      'LATE_DELIVERY',
      'Delivery on 12/11 arrived 10:41, outside agreed window 06:00-08:00.',
      utc(11, 12),
    ),
    ticket(
      york,
      utc(11, 16, 15, 22, 4),
      'INVOICE_QUERY',
      'Query on invoice INV-268114: charged for 420 x pillow slips, disputes quantity.',
    ),
    ticket(
      leeds,
      utc(11, 17, 7, 31, 18),
      'FOREIGN_LINEN',
      "Found 22 pillow slips not belonging to them in cage delivered 16/11 (other customer's RFID on scan).",
      utc(11, 16),
    ),
  );
  const target = {
    ...ticket(
      york,
      utc(11, 17, 8, 6, 42),
      'FOREIGN_LINEN',
      "36 x pillow slips mixed in with delivery of 16/11 carry another customer's property mark. Wants them collected and own stock made up.",
      utc(11, 16),
    ),
    role: 'Head Housekeeper',
    channel: 'phone',
    status: 'new',
  };
  tickets.push(target);
  tickets.sort((a, b) => a.opened - b.opened);
  const numbered = tickets.map((t, i) => ({ id: `CS-${117_200 + i}`, t }));
  const needle = numbered.find(({ t }) => t === target)!.id;
  numbered.sort((a, b) => (a.t.account < b.t.account ? -1 : a.t.account > b.t.account ? 1 : a.t.opened - b.t.opened));
  const output = numbered
    .map(({ id, t }) =>
      JSON.stringify({
        ticket: id,
        opened: isoZ(t.opened),
        account: t.account,
        customer: t.customer,
        site: t.site,
        contact_role: t.role,
        channel: t.channel,
        category: t.category,
        summary: t.summary,
        delivery_date: t.delivery,
        priority: t.priority,
        status: t.status,
        owner: t.owner,
        updated: isoZ(Math.min(now, t.opened + between(random, 1, 96) * HOUR)),
      }),
    )
    .join('\n');
  return probe(
    'round 85: CRM tickets (NDJSON), preamble',
    "The head housekeeper at the Castlegate Hotel in York rang this morning, not best pleased. She says yesterday's delivery came with a load of pillowcases that belong to some other hotel. What ticket number did we log that under?",
    'crm_ticket_export',
    output,
    'ticket-number',
    needle,
  );
}

/** 8. The water treatment contractor's boiler service reports, plain text. */
function waterTreatmentReports(): EconomicsTask {
  const random = seededRandom(85_108);
  const sites: readonly (readonly [string, string, string[], number, number])[] = [
    ['Preston', 'Bluebell Way, Preston PR2 5PQ', ['B1 Cochran Thermax 6t/h', 'B2 Cochran Thermax 6t/h'], 2, 3500],
    ['Hull', 'Sutton Fields, Hull HU7 0YD', ['B1 Byworth Yorkshireman 5t/h', 'B2 Byworth Yorkshireman 5t/h'], 3, 3500],
    [
      'Wakefield',
      'Calder Vale Road, Wakefield WF1 5PX',
      ['B1 Cochran Thermax 8t/h', 'B2 Cochran Thermax 8t/h', 'B3 Byworth 4t/h'],
      0,
      3500,
    ],
    ['Doncaster', 'Wheatley Hall Road, Doncaster DN2 4LT', ['B1 Fulton 3t/h', 'B2 Fulton 3t/h'], 4, 3200],
    ['Carlisle', 'Kingstown Broadway, Carlisle CA3 0HA', ['B1 Wellman Robey 4t/h'], 5, 3000],
  ];
  const ENGINEERS = ['D. Whitfield', 'S. Marsden', 'K. Oduya', 'G. Lister'];
  const dotted = (label: string, value: string) => `  ${`${label} `.padEnd(31, '.')} ${value}`;
  let reportNo = 4_021;
  const lines: string[] = [];
  for (const [site, address, boilers, weekdayOffset, setpoint] of sites) {
    const last = utc(11, 15) - weekdayOffset * DAY;
    for (let v = 25; v >= 0; v--) {
      const visit = last - v * 14 * DAY;
      const target = site === 'Wakefield' && v === 0;
      const engineer = site === 'Wakefield' ? (v % 3 === 0 ? 'D. Whitfield' : oneOf(random, ENGINEERS)) : oneOf(random, ENGINEERS);
      const arrive = between(random, 16, 40) * 30 * MINUTE;
      lines.push(
        '='.repeat(84),
        'HYDROTEC WATER TREATMENT LTD                                 BOILER WATER SERVICE REPORT',
        '='.repeat(84),
        `Report no.     HT-${new Date(visit).getUTCFullYear() % 100}-${pad(reportNo++, 5)}`,
        'Client         Kestrel Linen Services Ltd',
        `Site           ${site} plant, ${address}`,
        `Visit date     ${WEEKDAYS[new Date(visit).getUTCDay()]} ${ukDate(visit)}   arrived ${hhmm(visit + arrive)}   departed ${hhmm(visit + arrive + between(random, 3, 6) * 30 * MINUTE)}`,
        `Engineer       ${engineer}`,
        `Plant          ${boilers.length} x shell boiler${boilers.length > 1 ? 's' : ''} (${boilers.join(', ')})`,
        '               duplex base-exchange softener, hotwell, condensate return',
        '',
        'SAMPLE: MAINS WATER (canteen tap)',
        dotted('Total hardness', `${between(random, 140, 210)} mg/l CaCO3`),
        dotted('Chloride', `${between(random, 22, 40)} mg/l`),
        dotted('Conductivity', `${between(random, 320, 460)} µS/cm`),
        'SAMPLE: SOFTENER OUTLET',
        dotted('Total hardness', random() < 0.9 ? '<1 mg/l CaCO3' : `${between(random, 2, 6)} mg/l CaCO3`),
        dotted('Unit on line', oneOf(random, ['A', 'B'])),
        'SAMPLE: HOTWELL / FEED TANK',
        dotted('Temperature', `${between(random, 78, 92)} °C`),
        dotted('pH', (between(random, 88, 98) / 10).toFixed(1)),
        dotted('Conductivity', `${between(random, 380, 720)} µS/cm`),
      );
      boilers.forEach((b, i) => {
        const number = i + 1;
        const tds = target && number === 2 ? 4_860 : Math.round(between(random, setpoint - 1_300, setpoint + 100) / 10) * 10;
        lines.push(
          `SAMPLE: BOILER ${number} (${b.split(' ').slice(1).join(' ')})`,
          dotted('pH', (between(random, 108, 120) / 10).toFixed(1)),
          dotted('P alkalinity', `${between(random, 350, 650)} mg/l CaCO3`),
          dotted('Caustic (OH) alkalinity', `${between(random, 180, 420)} mg/l CaCO3`),
          dotted('Sulphite', `${between(random, 25, 60)} mg/l SO3`),
          dotted('TDS', `${thousands(tds)} ppm`),
          dotted('Blowdown TDS setpoint', `${thousands(setpoint)} ppm`),
          dotted(
            'Appearance',
            target && number === 2 ? 'slightly turbid' : oneOf(random, ['clear', 'clear', 'clear, pale yellow', 'slight sediment']),
          ),
        );
      });
      lines.push(
        'SAMPLE: CONDENSATE RETURN',
        dotted('pH', (between(random, 78, 88) / 10).toFixed(1)),
        dotted('Iron', `${(between(random, 1, 8) / 10).toFixed(1)} mg/l`),
        '',
        'CHEMICAL STOCK',
        dotted('Oxygen scavenger (sulphite)', `${between(random, 1, 5)} x 25 kg, approx ${between(random, 8, 40)} days`),
        dotted('Alkalinity builder', `${between(random, 1, 4)} x 25 l`),
        dotted('Softener salt', `${between(random, 10, 60)} bags`),
        '',
        'COMMENTS',
      );
      if (target)
        lines.push(
          '  B2 sample taken from gauge glass drain, sample cooler isolated for repair.',
          '  Site reports priming on B2 during morning start-up. Auto TDS probe on B2 reading',
          '  well below sample; probe removed, cleaned and recalibrated. Blowdown valve cycled.',
        );
      else
        lines.push(
          `  ${oneOf(random, [
            'All results within control limits. Dosing pump stroke unchanged.',
            'Softener regeneration checked, brine draw satisfactory.',
            'Sulphite low side of range on one boiler, dosing stroke increased 5%.',
            'Condensate return iron slightly elevated, monitor next visit.',
            'Hotwell temperature low, check steam injection valve.',
            'Sample cooler flow poor, descale at next shutdown.',
          ])}`,
        );
      lines.push(
        '',
        'ACTIONS FOR CLIENT',
        `  ${oneOf(random, ['None.', 'Order softener salt.', 'Replace sample cooler gasket.', 'Check bottom blowdown daily and log.', 'Clean TDS probe monthly.'])}`,
        '',
        `Signed: ${engineer}        Client representative: ${person(random)}`,
        '',
      );
    }
  }
  return probe(
    'round 85: water treatment reports (text), preamble and paraphrase',
    "We've had foaming and some carryover from the number two boiler at Wakefield this week and I'm wondering if it's the water chemistry. When the water treatment engineer came out on Sunday, how much dissolved solids did he measure in that boiler?",
    'water_treatment_reports',
    lines.join('\n'),
    'boiler-tds',
    '4,860 ppm',
  );
}

/** 9. Proof-of-delivery export, CSV sorted by route, day and stop. */
function proofOfDelivery(): EconomicsTask {
  const random = seededRandom(85_109);
  const days = [utc(11, 9), utc(11, 10), utc(11, 11), utc(11, 12), utc(11, 13), utc(11, 14), utc(11, 16), utc(11, 17)];
  const all = customers(random, 480, 10_500);
  const routeCount = 28;
  const hospitalRoute = 14;
  const aidans: readonly (readonly [string, string])[] = [
    ['C-13212', "St Aidan's Hospital - Wards (Block B)"],
    ['C-13213', "St Aidan's Hospital - Theatres"],
    ['C-13214', "St Aidan's Hospital - Maternity"],
    ['C-13215', "St Aidan's Hospital - Outpatients"],
  ];
  const routes = Array.from({ length: routeCount }, (_, r) => {
    const mine = all.slice(r * 17, r * 17 + 17);
    return {
      id: `R${pad2(r + 1)}`,
      driver: person(random),
      vehicle: `YK${between(random, 19, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
      stops: mine,
    };
  });
  const signer = () =>
    random() < 0.1
      ? oneOf(random, ['RECEPTION', 'night porter', 'left in linen store (no signature)', 'KITCHEN'])
      : `${chars(random, 'ABCDEGHJKLMNPRSTW', 1)}. ${oneOf(random, SURNAMES)}`;
  const lines = [
    'pod_id,route,run_date,stop_seq,account,delivery_point,postcode,delivered_at,cages_in,cages_out,bags_out,signed_by,signature,gps_lat,gps_lon,driver,vehicle,notes',
  ];
  let podId = 5_518_000;
  const csv = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const notes = () =>
    oneOf(random, [
      '',
      '',
      '',
      '',
      'left at goods-in',
      'cages swapped like for like',
      'customer counted cages',
      'access delayed, barrier',
      'extra bags collected',
      'one cage returned damaged',
    ]);
  for (const route of routes) {
    for (const run of days) {
      let time = run + utc(1, 1, 5, between(random, 0, 40)) - utc(1, 1);
      const stops: { account: string; name: string; postcode: string; hospital: boolean }[] = route.stops.map((c) => ({
        account: c.account,
        name: `${c.name}, ${c.town}`,
        postcode: c.postcode,
        hospital: false,
      }));
      if (route.id === `R${pad2(hospitalRoute)}`)
        stops.splice(5, 0, ...aidans.map(([account, name]) => ({ account, name, postcode: 'WF1 4DG', hospital: true })));
      stops.forEach((s, i) => {
        time += between(random, 9, 28) * MINUTE + pick(random, 60_000);
        const monday = run === utc(11, 16);
        const target = s.hospital && s.name.endsWith('Theatres') && monday;
        const signed = target ? 'R. Okonkwo-Hale' : signer();
        const lat = s.hospital ? 53.6812 + pick(random, 900) / 1_000_000 : 53.3 + pick(random, 900_000) / 1_000_000;
        const lon = s.hospital ? -1.4977 + pick(random, 900) / 1_000_000 : -2.0 + pick(random, 1_800_000) / 1_000_000;
        lines.push(
          [
            String(podId++),
            route.id,
            day(run),
            String(i + 1),
            s.account,
            csv(s.name),
            s.postcode,
            isoZ(time),
            String(between(random, 1, s.hospital ? 12 : 8)),
            String(between(random, 1, s.hospital ? 12 : 8)),
            String(between(random, 0, 9)),
            csv(signed),
            signed.startsWith('left') ? 'N' : 'Y',
            lat.toFixed(6),
            lon.toFixed(6),
            route.driver,
            route.vehicle,
            csv(
              s.hospital ? oneOf(random, ['to sterile store', 'to sterile store', 'ward cages to lift 3', 'counted with porter']) : notes(),
            ),
          ].join(','),
        );
      });
    }
  }
  return probe(
    'round 85: proof of delivery (CSV), preamble',
    "The theatre manager at St Aidan's Hospital is adamant their scrubs never turned up on Monday, and she wants to know who at their end accepted the delivery. Who signed for it?",
    'pod_export',
    lines.join('\n'),
    'pod-signer',
    'R. Okonkwo-Hale',
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** 10. Tunnel washer batch report: paged fixed-width text, one section per tunnel. */
function tunnelBatchReport(): EconomicsTask {
  const random = seededRandom(85_110);
  const FORMULAS = [
    'F01 HOTEL SHEETS',
    'F02 TOWELS',
    'F05 HOSP BED LINEN',
    'F08 KITCHEN CLOTHS',
    'F11 THEATRE GREENS',
    'F14 TABLE LINEN',
    'F17 DUVET COVERS',
  ];
  const accounts = customers(random, 120, 10_300).map((c) => c.account);
  const start = utc(11, 16, 6);
  const end = utc(11, 17, 6);
  const heading =
    'Batch          Loaded    Formula              Cust       kg   Pre°C  Main°C  Disinf°C  Hold s  Rinse pH  Press bar  Exit %  Water l/kg';
  const lines: string[] = [];
  let needle = '';
  for (let tunnel = 1; tunnel <= 3; tunnel++) {
    const rows: string[] = [];
    let n = 0;
    const targetRow = tunnel === 2 ? 370 : -1;
    for (let at = start + pick(random, 90_000); at < end; at += between(random, 118, 160) * 1000) {
      n++;
      const id = `T${tunnel}-${day(at).slice(5).replace('-', '')}-${pad(n, 4)}`;
      const disinf = n === targetRow ? '63.4' : (between(random, 712, 758) / 10).toFixed(1);
      if (n === targetRow) needle = id;
      rows.push(
        [
          id.padEnd(14),
          new Date(at).toISOString().slice(11, 19).padEnd(8),
          oneOf(random, FORMULAS).padEnd(19),
          oneOf(random, accounts).padEnd(8),
          (between(random, 380, 520) / 10).toFixed(1).padStart(6),
          (between(random, 340, 420) / 10).toFixed(1).padStart(6),
          (between(random, 700, 765) / 10).toFixed(1).padStart(7),
          disinf.padStart(9),
          String(between(random, 180, 240)).padStart(7),
          (between(random, 58, 68) / 10).toFixed(1).padStart(9),
          String(between(random, 44, 52)).padStart(10),
          (between(random, 410, 520) / 10).toFixed(1).padStart(7),
          (between(random, 52, 68) / 10).toFixed(1).padStart(11),
        ].join(' '),
      );
    }
    for (let page = 0; page * 55 < rows.length; page++) {
      lines.push(
        `\fKestrel Linen Services - Wakefield      TUNNEL ${tunnel} (16 comp, 50 kg)  batch report 16/11/2026 06:00 - 17/11/2026 06:00      page ${page + 1}`,
        '',
        heading,
        '-'.repeat(heading.length),
        ...rows.slice(page * 55, page * 55 + 55),
        '',
      );
    }
    lines.push(`Tunnel ${tunnel} total: ${rows.length} batches`, '');
  }
  return probe(
    'round 85: tunnel batch report (fixed-width text), odd reading',
    "In yesterday's tunnel washer batch report, one batch went through the disinfection zone a good ten degrees cooler than all the rest. Which batch was that?",
    'tunnel_batch_report',
    lines.join('\n'),
    'cool-batch',
    needle,
  );
}

/** 11. Dryer cycle export, CSV. */
function dryerCycles(): EconomicsTask {
  const random = seededRandom(85_111);
  const PROGRAMS: readonly (readonly [string, number, number])[] = [
    ['P02 TOWELS 100%', 18, 28],
    ['P03 BATHROBES', 22, 32],
    ['P05 BLANKETS', 24, 34],
    ['P07 KITCHEN CLOTHS', 16, 24],
    ['P09 POLY-COTTON COND', 6, 10],
    ['P11 THEATRE GREENS', 14, 22],
    ['P12 MATS', 26, 36],
  ];
  const start = utc(11, 13, 6);
  const end = utc(11, 17, 6);
  type Row = { at: number; text: (id: string) => string; target: boolean };
  const rows: Row[] = [];
  const targetAt = utc(11, 14, 21, 40);
  for (let d = 1; d <= 16; d++) {
    for (let at = start + pick(random, 20 * MINUTE); at < end;) {
      const [program, lo, hi] = oneOf(random, PROGRAMS);
      const heat = between(random, lo, hi);
      const cool = between(random, 3, 6);
      const load = (between(random, 420, 560) / 10).toFixed(1);
      const target = d === 9 && !rows.some((r) => r.target) && at >= targetAt;
      const gas = target ? '11.84' : ((heat * between(random, 95, 125)) / 1000).toFixed(2);
      const finish = at + (heat + cool) * MINUTE + pick(random, 60_000);
      const batch = `T${between(random, 1, 3)}-${day(at).slice(5).replace('-', '')}-${pad(between(random, 1, 640), 4)}`;
      const rest = [
        `D${pad2(d)}`,
        program,
        batch,
        stamp(at),
        stamp(finish),
        load,
        String(heat),
        String(cool),
        String(between(random, 168, 196)),
        String(between(random, 68, 84)),
        gas,
        (between(random, 3, 30) / 10).toFixed(1),
        String(between(random, 101, 148)),
      ].join(',');
      rows.push({ at, text: (id) => `${id},${rest}`, target });
      at = finish + between(random, 1, 6) * MINUTE;
    }
  }
  rows.sort((a, b) => a.at - b.at);
  let needle = '';
  const lines = [
    'cycle_id,dryer,program,batch_in,start,end,load_kg,heat_min,cool_min,inlet_max_c,exhaust_max_c,gas_m3,end_moisture_pct,operator',
  ];
  rows.forEach((r, i) => {
    const id = `CY-${774_100 + i}`;
    if (r.target) needle = id;
    lines.push(r.text(id));
  });
  return probe(
    'round 85: dryer cycles (CSV), odd reading',
    'One load in the dryer cycle export used several times more gas than any other. Which cycle was it?',
    'dryer_cycle_export',
    lines.join('\n'),
    'gas-cycle',
    needle,
  );
}

/** 12. Boiler house SCADA historian, 10 s rows overnight. */
function boilerHistorian(): EconomicsTask {
  const random = seededRandom(85_112);
  const start = utc(11, 16, 20);
  const end = utc(11, 17, 6);
  const target = utc(11, 17, 1, 23, 40);
  const lines = [
    '# Source: boiler house SCADA historian hist01.wkf.kestrel-linen.local',
    '# Export: 2026-11-16 20:00:00 to 2026-11-17 06:00:00, interval 10 s, no interpolation',
    '# Units: bar, %, °C, mm (drum level relative to NWL), m3/h',
    'Timestamp,B1.SteamPress.bar,B1.Firing.pct,B1.FlueO2.pct,B1.FlueTemp.C,B1.DrumLevel.mm,B2.SteamPress.bar,B2.Firing.pct,B2.FlueO2.pct,B2.FlueTemp.C,B2.DrumLevel.mm,Hotwell.Temp.C,Hotwell.Level.pct,Header.Press.bar,Gas.Flow.m3h',
  ];
  let fire1 = 50;
  let fire2 = 45;
  let level = 60;
  /** A random walk that drifts back to the middle of [lo, hi]. */
  const walk = (v: number, lo: number, hi: number, step: number) =>
    Math.min(hi, Math.max(lo, v + ((lo + hi) / 2 - v) * 0.02 + (random() - 0.5) * step));
  for (let at = start; at <= end; at += 10_000) {
    fire1 = walk(fire1, 25, 90, 4);
    fire2 = walk(fire2, 25, 90, 4);
    level = walk(level, 45, 75, 1.5);
    const o2 = (fire: number) => (3.0 + (90 - fire) / 60 + (random() - 0.5) * 0.6).toFixed(1);
    const flue = (fire: number) => (150 + fire * 0.75 + (random() - 0.5) * 4).toFixed(1);
    lines.push(
      [
        stamp(at),
        (9.5 + (random() - 0.5) * 0.4).toFixed(2),
        fire1.toFixed(1),
        o2(fire1),
        flue(fire1),
        String(between(random, -20, 20)),
        (9.5 + (random() - 0.5) * 0.4).toFixed(2),
        fire2.toFixed(1),
        at === target ? '11.7' : o2(fire2),
        flue(fire2),
        String(between(random, -20, 20)),
        (84 + (random() - 0.5) * 6).toFixed(1),
        level.toFixed(1),
        (9.3 + (random() - 0.5) * 0.4).toFixed(2),
        ((fire1 + fire2) * 4.1 + (random() - 0.5) * 10).toFixed(1),
      ].join(','),
    );
  }
  return probe(
    'round 85: boiler historian (CSV), odd reading',
    'At some point overnight the flue gas oxygen on boiler 2 jumped way above its normal level. What time was that?',
    'historian_export',
    lines.join('\n'),
    'o2-spike',
    stamp(target),
  );
}

export function roundEightyFive(): EconomicsTask[] {
  return [
    rfidTagRecords(),
    routePlanXml(),
    dosingControllerLog(),
    steamTrapRegister(),
    erpContractsXml(),
    rfidGatewayStatus(),
    crmTickets(),
    waterTreatmentReports(),
    proofOfDelivery(),
    tunnelBatchReport(),
    dryerCycles(),
    boilerHistorian(),
  ];
}
