/**
 * Probe round 104, written blind: Kestrel Bay Cold Storage, a temperature-controlled 3PL warehouse in Tacoma, WA
 * (its WMS, cold rooms and blast freezers, ammonia refrigeration plant, dock scheduling, yard, reefer telematics,
 * pallet labels and customer orders). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - WMS inventory API (minified JSON): which rack location a pallet (by LPN) is in;
 *  - reefer telematics feed (one-line XML): when a trailer's rear door was opened overnight;
 *  - depositor's X12 940 shipping orders (one-line EDI): the street address a PO ships to;
 * b. The answer a few lines away from the line the question's words match:
 *  - ammonia plant relief device register (YAML): when a relief valve is due for replacement;
 *  - dock scheduling API (pretty JSON): the confirmation number of the appointment carrying a PO;
 *  - WMS application log (Spring Boot, Java stack traces): the pallet the putaway was on when a deadlock hit;
 * c. A question that paraphrases the output or carries a preamble:
 *  - blast freezer controller (syslog): who cut a freezing cycle short on Sunday night;
 *  - yard management gate and move history (CSV): where a carrier's dropped trailer was parked;
 *  - WMS inventory adjustment audit (fixed-width report): the reference of a forklift-damage write-off of ice cream;
 * d. One value unlike its peers, with no error word near it:
 *  - outbound load manifest (pretty JSON): the pallet whose gross weight is out of line with the rest;
 *  - location master (psql table): the freezer rack slot whose temperature class differs from its room's;
 *  - label print server (CUPS page_log): the print job with an outsized number of copies.
 * Not among the bench's targets.
 * First run, at 185aa0c, the head when the round was written (with this file; `ROUNDS=104
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,107,015 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 104: WMS pallet inventory (minified JSON)
 *     codex: 14,951 tokens, peak 14,879, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,649 tokens, peak 1,278, 0/1 needles, 1 read-backs
 *     ours: 1,983 tokens, peak 1,009, 0/1 needles, 1 read-backs
 *   round 104: reefer telematics feed (one-line XML)
 *     codex: 15,745 tokens, peak 15,668, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,879 tokens, peak 1,467, 0/1 needles, 1 read-backs
 *     ours: 982 tokens, peak 707, 1/1 needles, 0 read-backs
 *   round 104: X12 940 shipping orders (one-line EDI)
 *     codex: 22,099 tokens, peak 22,023, 0/1 needles, 0 read-backs
 *     context-chef: 999 tokens, peak 923, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,464 tokens, peak 1,829, 1/1 needles, 1 read-backs
 *     ours: 2,354 tokens, peak 1,246, 1/1 needles, 1 read-backs
 *   round 104: ammonia relief valve register (YAML)
 *     codex: 11,790 tokens, peak 11,719, 0/1 needles, 0 read-backs
 *     context-chef: 611 tokens, peak 540, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,292 tokens, peak 1,051, 0/1 needles, 1 read-backs
 *     ours: 881 tokens, peak 612, 1/1 needles, 0 read-backs
 *   round 104: dock appointments (pretty JSON)
 *     codex: 13,496 tokens, peak 13,422, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,965 tokens, peak 1,520, 1/1 needles, 2 read-backs
 *     ours: 882 tokens, peak 610, 1/1 needles, 0 read-backs
 *   round 104: WMS app log with stack traces
 *     codex: 14,927 tokens, peak 14,853, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,807 tokens, peak 2,984, 0/1 needles, 4 read-backs
 *     ours: 6,357 tokens, peak 3,238, 0/1 needles, 4 read-backs
 *   round 104: blast freezer controller log (preamble, paraphrase)
 *     codex: 17,921 tokens, peak 17,816, 0/1 needles, 0 read-backs
 *     context-chef: 882 tokens, peak 777, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,437 tokens, peak 1,389, 0/1 needles, 4 read-backs
 *     ours: 4,553 tokens, peak 982, 1/1 needles, 4 read-backs
 *   round 104: yard gate and move history (preamble, paraphrase)
 *     codex: 18,362 tokens, peak 18,258, 0/1 needles, 0 read-backs
 *     context-chef: 891 tokens, peak 787, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,100 tokens, peak 4,107, 1/1 needles, 2 read-backs
 *     ours: 6,098 tokens, peak 3,286, 1/1 needles, 2 read-backs
 *   round 104: inventory adjustment audit (preamble, paraphrase)
 *     codex: 15,668 tokens, peak 15,569, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,568 tokens, peak 1,266, 0/1 needles, 2 read-backs
 *     ours: 2,858 tokens, peak 1,025, 0/1 needles, 2 read-backs
 *   round 104: outbound load manifest, odd pallet weight
 *     codex: 13,478 tokens, peak 13,395, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,031 tokens, peak 2,996, 0/1 needles, 3 read-backs
 *     ours: 16,752 tokens, peak 7,012, 0/1 needles, 4 read-backs
 *   round 104: location master, odd temperature class
 *     codex: 14,994 tokens, peak 14,908, 0/1 needles, 0 read-backs
 *     context-chef: 619 tokens, peak 533, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,154 tokens, peak 2,633, 0/1 needles, 4 read-backs
 *     ours: 5,786 tokens, peak 2,273, 1/1 needles, 4 read-backs
 *   round 104: label print server page log, odd copy count
 *     codex: 21,164 tokens, peak 21,076, 0/1 needles, 0 read-backs
 *     context-chef: 993 tokens, peak 905, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,165 tokens, peak 1,538, 0/1 needles, 4 read-backs
 *     ours: 4,645 tokens, peak 993, 1/1 needles, 4 read-backs
 *     codex: 194,595 tokens, 0/12 needles
 *     context-chef: 9,365 tokens, 0/12 needles
 *     context-chef-store: 63,511 tokens, 3/12 needles
 *     ours: 54,131 tokens, 8/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, pad2 } from '../economics/seeded.js';

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
// Shared domain data and helpers
// ---------------------------------------------------------------------------------------------------------

type Random = () => number;
type TempClass = 'FROZEN' | 'DEEP_FROZEN' | 'CHILLED';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Epoch ms of a Pacific Standard Time (UTC-8) wall-clock time in November 2026. */
function nov(day: number, h = 0, m = 0, s = 0): number {
  return Date.UTC(2026, 10, day, h + 8, m, s);
}

/** Wall-clock parts of `ms` in Pacific Standard Time. */
function pst(ms: number) {
  const d = new Date(ms - 8 * HOUR);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
    ms: d.getUTCMilliseconds(),
    dow: d.getUTCDay(),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function localDate(ms: number): string {
  const t = pst(ms);
  return `${t.y}-${pad2(t.mo)}-${pad2(t.d)}`;
}

function localIso(ms: number): string {
  const t = pst(ms);
  return `${localDate(ms)}T${pad2(t.h)}:${pad2(t.mi)}:${pad2(t.s)}-08:00`;
}

function utcIso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

function dateOnly(y: number, mo: number, d: number): string {
  return `${y}-${pad2(mo)}-${pad2(d)}`;
}

/** A calendar date `days` after `iso` (YYYY-MM-DD). */
function addDays(iso: string, days: number): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d) + days * 86_400_000);
  return dateOnly(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The GS1 mod-10 check digit of `digits`. */
function gs1Check(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? n * 3 : n;
  }
  return String((10 - (sum % 10)) % 10);
}

/** An SSCC-18 under Kestrel Bay's (made-up) GS1 company prefix. */
function sscc(serial: number): string {
  const body = `1086000451${String(serial).padStart(7, '0')}`;
  return body + gs1Check(body);
}

function upc(random: Random, prefix: string): string {
  const body = prefix + chars(random, '0123456789', 11 - prefix.length);
  return body + gs1Check(body);
}

function fixed(n: number, digits = 1): string {
  return n.toFixed(digits);
}

interface Depositor {
  readonly code: string;
  readonly name: string;
  readonly upcPrefix: string;
  readonly items: readonly (readonly [string, TempClass, number, number])[]; // description, class, cases per pallet, kg per case
}

const DEPOSITORS: readonly Depositor[] = [
  {
    code: 'GVF',
    name: 'Glacier Valley Foods',
    upcPrefix: '071430',
    items: [
      ['PEAS GARDEN IQF 12X2.5LB', 'FROZEN', 70, 13.6],
      ['CORN SUPER SWEET IQF 12X2.5LB', 'FROZEN', 70, 13.6],
      ['GREEN BEANS CUT IQF 20LB', 'FROZEN', 60, 9.1],
      ['MIXED VEG 5-WAY 12X2LB', 'FROZEN', 80, 10.9],
      ['BROCCOLI FLORETS IQF 4X5LB', 'FROZEN', 56, 9.1],
      ['EDAMAME SHELLED 6X4LB', 'FROZEN', 60, 10.9],
      ['CARROTS CRINKLE CUT 20LB', 'FROZEN', 60, 9.1],
      ['SPINACH CHOPPED 12X3LB', 'FROZEN', 54, 16.3],
    ],
  },
  {
    code: 'PSS',
    name: 'Puget Sound Seafoods',
    upcPrefix: '085221',
    items: [
      ['COHO FILLET SKIN-ON IVP 10LB', 'FROZEN', 90, 4.5],
      ['SOCKEYE PORTIONS 6OZ IVP 10LB', 'FROZEN', 90, 4.5],
      ['COD LOINS SKINLESS 4X5LB', 'FROZEN', 64, 9.1],
      ['SHRIMP 21/25 EZ PEEL 10X2LB', 'FROZEN', 60, 9.1],
      ['DUNGENESS CRAB CLUSTERS 20LB', 'FROZEN', 48, 9.1],
      ['HALIBUT PORTIONS 8OZ 10LB', 'FROZEN', 90, 4.5],
      ['POLLOCK FILLET BLOCK 16.5LB', 'FROZEN', 72, 7.5],
    ],
  },
  {
    code: 'APP',
    name: 'Arctic Pride Poultry',
    upcPrefix: '074865',
    items: [
      ['CHICKEN THIGH BNLS SKLS IQF 4X10LB', 'FROZEN', 48, 18.1],
      ['CHICKEN BREAST FILLET IQF 4X10LB', 'FROZEN', 48, 18.1],
      ['CHICKEN WINGS 1&2 JT IQF 4X10LB', 'FROZEN', 48, 18.1],
      ['TURKEY WHOLE YOUNG 16-20LB 2CT', 'FROZEN', 40, 16.3],
      ['CHICKEN TENDERS BREADED 4X5LB', 'FROZEN', 60, 9.1],
    ],
  },
  {
    code: 'OLC',
    name: 'Olympic Creamery',
    upcPrefix: '070640',
    items: [
      ['ICE CRM VANILLA BEAN 4X3.8L', 'DEEP_FROZEN', 48, 8.9],
      ['ICE CRM CHOC FUDGE 4X3.8L', 'DEEP_FROZEN', 48, 9.1],
      ['ICE CRM STRAWBERRY 12X1.42L', 'DEEP_FROZEN', 60, 9.6],
      ['ICE CRM BARS VANILLA 24X4CT', 'DEEP_FROZEN', 80, 6.2],
      ['SHERBET ORANGE 4X3.8L', 'DEEP_FROZEN', 48, 10.2],
      ['FROZEN YOGURT PEACH 12X1.42L', 'DEEP_FROZEN', 60, 9.4],
    ],
  },
  {
    code: 'BWD',
    name: 'Brightwater Desserts',
    upcPrefix: '081902',
    items: [
      ['GELATO PISTACHIO 6X2.5L', 'DEEP_FROZEN', 72, 9.8],
      ['SORBET MANGO 6X2.5L', 'DEEP_FROZEN', 72, 10.4],
      ['CHEESECAKE NY STYLE 4X14SL', 'FROZEN', 84, 5.9],
      ['PIE SHELL 9IN DEEP DISH 24CT', 'FROZEN', 70, 6.8],
    ],
  },
  {
    code: 'SDC',
    name: 'Sunrise Dairy Cooperative',
    upcPrefix: '041383',
    items: [
      ['BUTTER SALTED 36X1LB', 'CHILLED', 60, 16.8],
      ['CHEDDAR MEDIUM 40LB BLOCK', 'CHILLED', 45, 18.3],
      ['YOGURT PLAIN WHOLE 12X32OZ', 'CHILLED', 72, 11.2],
      ['CREAM HEAVY WHIPPING 12X1QT', 'CHILLED', 84, 12.1],
      ['MILK 2% REDUCED FAT 4X1GAL', 'CHILLED', 64, 16.2],
    ],
  },
  {
    code: 'NWB',
    name: 'Northwind Bakeries',
    upcPrefix: '072945',
    items: [
      ['DOUGH CROISSANT BUTTER 144CT', 'FROZEN', 60, 10.1],
      ['BAGUETTE PAR-BAKED 24CT', 'FROZEN', 50, 7.2],
      ['COOKIE DOUGH CHOC CHIP 2X15LB', 'FROZEN', 64, 13.6],
      ['PIZZA DOUGH BALL 16OZ 60CT', 'FROZEN', 40, 27.2],
    ],
  },
  {
    code: 'EVM',
    name: 'Evergreen Meats',
    upcPrefix: '026114',
    items: [
      ['BEEF GROUND 80/20 CHUB 8X10LB', 'FROZEN', 30, 36.3],
      ['PORK BELLY SKIN-OFF 4PC', 'FROZEN', 40, 22.7],
      ['BEEF PATTY 4OZ 80/20 40LB', 'FROZEN', 42, 18.1],
      ['PORK SAUSAGE LINKS 4X5LB', 'CHILLED', 60, 9.1],
    ],
  },
  {
    code: 'CFP',
    name: 'Columbia Frozen Potato',
    upcPrefix: '078354',
    items: [
      ['FRIES 3/8 SHOESTRING 6X5LB', 'FROZEN', 56, 13.6],
      ['HASH BROWN PATTY 6X5LB', 'FROZEN', 56, 13.6],
      ['TATER ROUNDS 6X5LB', 'FROZEN', 56, 13.6],
      ['POTATO WEDGES SKIN-ON 6X5LB', 'FROZEN', 56, 13.6],
    ],
  },
];

interface Product {
  readonly depositor: Depositor;
  readonly sku: string;
  readonly description: string;
  readonly upc: string;
  readonly temp: TempClass;
  readonly casesPerPallet: number;
  readonly caseKg: number;
}

/** The warehouse's item master, with SKUs and UPCs drawn from `random`. */
function catalogue(random: Random): Product[] {
  const out: Product[] = [];
  for (const depositor of DEPOSITORS) {
    let n = between(random, 10, 40) * 10;
    for (const [description, temp, casesPerPallet, caseKg] of depositor.items) {
      n += between(random, 3, 90);
      out.push({
        depositor,
        sku: `${depositor.code}-${between(random, 1, 4)}${String(n).padStart(4, '0')}`,
        description,
        upc: upc(random, depositor.upcPrefix),
        temp,
        casesPerPallet,
        caseKg,
      });
    }
  }
  return out;
}

const FIRST = [
  'Maria',
  'James',
  'Tran',
  'Jose',
  'Aisha',
  'Daniel',
  'Keiko',
  'Luis',
  'Priya',
  'Robert',
  'Lena',
  'Samuel',
  'Ana',
  'Mohammed',
  'Grace',
  'Victor',
  'Olga',
  'Kevin',
  'Rosa',
  'Tyler',
  'Nadia',
  'Carlos',
  'Hannah',
  'Dmitri',
  'Fatima',
  'Brandon',
  'Mai',
  'Jorge',
  'Siosaia',
  'Erin',
  'Miguel',
  'Yusuf',
  'Heather',
  'Andre',
  'Linh',
  'Marcus',
  'Teresa',
];
const LAST = [
  'Nguyen',
  'Martinez',
  'Walsh',
  'Okafor',
  'Larsen',
  'Reyes',
  'Tanaka',
  'Kowalski',
  'Patel',
  'Johansson',
  'Garcia',
  'Hoang',
  'Morales',
  'Petrov',
  'Fifita',
  'Campbell',
  'Ortiz',
  'Haddad',
  'Lindqvist',
  'Santos',
  'Pham',
  'Brennan',
  'Alvarez',
  'Yamamoto',
  'Dubois',
  'Vasquez',
  'Mendoza',
  'Sorensen',
  'Chavez',
  'Kim',
  'Duarte',
  'Nakamura',
];

function person(random: Random): string {
  return `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
}

const CARRIERS: readonly (readonly [string, string])[] = [
  ['CXPR', 'Cascadia Express'],
  ['PNWR', 'Pacific Northwest Reefer'],
  ['RRFT', 'Rainier Refrigerated Transport'],
  ['CLDC', 'Coldline Carriers'],
  ['BGPF', 'Bridgeport Freight'],
  ['SMCH', 'Summit Cold Haul'],
  ['TIDR', 'Tacoma Intermodal Drayage'],
  ['OPTK', 'Olympic Peninsula Trucking'],
  ['BMLG', 'Blue Mountain Logistics'],
  ['RWRL', 'Redwood Reefer Lines'],
  ['KBTR', 'Kestrel Bay Transport'],
];

const CITIES: readonly (readonly [string, string, string])[] = [
  ['TACOMA', 'WA', '98421'],
  ['SEATTLE', 'WA', '98108'],
  ['KENT', 'WA', '98032'],
  ['AUBURN', 'WA', '98001'],
  ['PUYALLUP', 'WA', '98371'],
  ['OLYMPIA', 'WA', '98501'],
  ['EVERETT', 'WA', '98204'],
  ['BELLINGHAM', 'WA', '98225'],
  ['YAKIMA', 'WA', '98901'],
  ['SPOKANE', 'WA', '99202'],
  ['PORTLAND', 'OR', '97217'],
  ['SALEM', 'OR', '97301'],
  ['EUGENE', 'OR', '97402'],
  ['BOISE', 'ID', '83709'],
  ['VANCOUVER', 'WA', '98661'],
  ['WENATCHEE', 'WA', '98801'],
  ['BREMERTON', 'WA', '98312'],
  ['GIG HARBOR', 'WA', '98335'],
  ['LAKEWOOD', 'WA', '98499'],
  ['MOUNT VERNON', 'WA', '98273'],
];

const STREETS = [
  'MARINE VIEW DR',
  'PACIFIC AVE',
  'MERIDIAN AVE E',
  'CANYON RD E',
  'S 19TH ST',
  'HARBOR WAY',
  'EAST VALLEY HWY',
  'WEST VALLEY HWY',
  'NE COLUMBIA BLVD',
  'LAKEWOOD DR SW',
  'RAINIER AVE S',
  'BROADWAY',
  'MAIN ST',
  'SE DIVISION ST',
  'STATE AVE',
  'MILITARY RD S',
  'N PEARL ST',
  'FAIRVIEW AVE',
  'BRIDGEPORT WAY W',
  'SUMMIT AVE',
  'KITSAP WAY',
  '6TH AVE',
  'COMMERCIAL AVE',
  'RIVER RD',
  'N DIVISION ST',
  'SW CANYON RD',
];

// ---------------------------------------------------------------------------------------------------------
// a1. WMS inventory API, minified JSON on one line: which rack location a pallet is in
// ---------------------------------------------------------------------------------------------------------

function wmsInventory(): EconomicsTask {
  const random = seededRandom(104_001);
  const products = catalogue(random);
  const targetLpn = 731458;
  const targetLocation = 'F2-14-03-B';
  const used = new Set<string>([targetLocation]);
  const rooms: Record<TempClass, readonly string[]> = { FROZEN: ['F1', 'F2', 'F3'], DEEP_FROZEN: ['I1'], CHILLED: ['C1'] };
  const roomNames: Record<string, string> = { F1: 'FRZ1', F2: 'FRZ2', F3: 'FRZ3', I1: 'ICE1', C1: 'CHL1' };
  const location = (temp: TempClass): string => {
    for (;;) {
      const room = oneOf(random, rooms[temp]);
      const code = `${room}-${pad2(between(random, 1, 24))}-${pad2(between(random, 1, 40))}-${'ABCDE'[pick(random, 5)]}`;
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
  const holdReasons = [
    ['QA', 'Pending micro release'],
    ['QA', 'Awaiting COA from supplier'],
    ['TEMP', 'Receiving temp above spec - QA review'],
    ['CUST', 'Customer hold - recall investigation'],
    ['DMG', 'Damaged cases - awaiting customer disposition'],
  ] as const;
  const qaUsers = ['qa.lmorales', 'qa.hkim', 'qa.dpetrov', 'inv.ssantos'];

  const pallets: unknown[] = [];
  let receiptNo = 380;
  let targetAt = -1;
  let lpnCursor = 712_000;
  while (pallets.length < 1250) {
    const product = oneOf(random, products);
    const count = between(random, 8, 26);
    const isTargetReceipt = targetAt < 0 && pallets.length >= 560;
    const firstLpn = isTargetReceipt ? targetLpn - 7 : lpnCursor;
    lpnCursor = firstLpn + count + between(random, 0, 400);
    const received = nov(1) + pick(random, 13 * 24 * 60) * MINUTE;
    const lot = `L${between(random, 2608, 2611)}-${String(between(random, 1, 999)).padStart(4, '0')}`;
    const produced = addDays('2026-11-01', -between(random, 3, 70));
    const shelf = product.temp === 'CHILLED' ? between(random, 30, 120) : between(random, 365, 730);
    const dock = `DOOR-${pad2(between(random, 1, 12))}`;
    receiptNo += between(random, 1, 9);
    for (let i = 0; i < count; i++) {
      const lpnNo = firstLpn + i;
      const isTarget = lpnNo === targetLpn;
      if (isTarget) targetAt = pallets.length;
      const cases = i === count - 1 ? between(random, 6, product.casesPerPallet) : product.casesPerPallet;
      const allocated = random() < 0.18 ? between(random, 1, cases) : 0;
      const onHold = !isTarget && random() < 0.06;
      const hold = onHold ? oneOf(random, holdReasons) : undefined;
      const loc = isTarget ? targetLocation : location(product.temp);
      const moved = received + between(random, 20, 300) * MINUTE + pick(random, 4) * 24 * HOUR;
      pallets.push({
        lpn: `LPN${String(lpnNo).padStart(8, '0')}`,
        sscc: sscc(lpnNo),
        depositor: { code: product.depositor.code, name: product.depositor.name },
        item: { sku: product.sku, description: product.description, upc: product.upc, tempClass: product.temp },
        lot,
        productionDate: produced,
        bestBefore: addDays(produced, shelf),
        quantity: { onHand: cases, allocated, available: onHold ? 0 : cases - allocated, uom: 'CS' },
        grossWeightKg: Number(fixed(cases * product.caseKg + between(random, 20, 32))),
        location: { code: loc, room: roomNames[loc.slice(0, 2)], type: 'SELECTIVE_RACK' },
        status: onHold ? 'HOLD' : allocated > 0 ? 'ALLOCATED' : 'AVAILABLE',
        holds: hold
          ? [
              {
                code: hold[0],
                reason: hold[1],
                placedBy: oneOf(random, qaUsers),
                placedAt: localIso(moved + between(random, 5, 600) * MINUTE),
              },
            ]
          : [],
        receipt: { number: `RCV-2611-${String(receiptNo).padStart(5, '0')}`, receivedAt: localIso(received), dock },
        lastMovedAt: localIso(moved),
        lastCountedAt: random() < 0.3 ? localIso(Math.min(nov(17, 5, 30), moved + between(random, 1, 8) * 24 * HOUR)) : null,
      });
    }
  }
  const body = {
    data: {
      site: 'TAC1',
      warehouse: 'Kestrel Bay Cold Storage - Tacoma',
      asOf: '2026-11-17T06:02:11-08:00',
      filter: { status: ['AVAILABLE', 'ALLOCATED', 'HOLD'], rooms: ['FRZ1', 'FRZ2', 'FRZ3', 'ICE1', 'CHL1'] },
      pallets,
    },
    meta: { page: 1, pageSize: 1500, total: pallets.length, next: null, requestId: hex(random, 32) },
  };
  return probe(
    'round 104: WMS pallet inventory (minified JSON)',
    'Which rack location is pallet LPN00731458 sitting in right now?',
    'wms_inventory_query',
    JSON.stringify(body),
    'pallet-location',
    targetLocation,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a2. Reefer telematics feed, one-line XML: when a trailer's rear door was opened overnight
// ---------------------------------------------------------------------------------------------------------

function reeferFeed(): EconomicsTask {
  const random = seededRandom(104_002);
  const start = nov(16, 22, 0, 0);
  const target = 'KB5312';
  const needleTs = nov(17, 3, 41, 27);
  const units: string[] = [];
  const seen = new Set<string>([target]);
  for (const near of ['KB5321', 'KB5132', 'KB3512', 'KB5313', 'KB5311']) {
    seen.add(near);
    units.push(near);
  }
  while (units.length < 83) {
    const id = `KB${between(random, 3, 5)}${String(between(random, 100, 999))}`;
    if (seen.has(id)) continue;
    seen.add(id);
    units.push(id);
  }
  shuffle(random, units);
  units.splice(41, 0, target);
  const models = ['Thermo King Advancer A-500', 'Thermo King Precedent S-610M', 'Carrier Vector 8600MT', 'Carrier Vector 8500'];
  const trailerMakes = [
    ['Utility', '3000R'],
    ['Great Dane', 'Everest SS'],
    ['Wabash', 'ArcticLite'],
    ['Hyundai Translead', 'ThermoTech'],
  ];
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TelematicsFeed xmlns="urn:reeferlink:feed:v3" account="KESTREL-BAY-TRANSPORT" generated="${utcIso(nov(17, 6, 5, 12))}" from="${utcIso(start)}" to="${utcIso(nov(17, 6, 0, 0))}" units="${units.length}">`,
  ];
  for (const unit of units) {
    const isTarget = unit === target;
    const [make, model] = oneOf(random, trailerMakes) as [string, string];
    const setpoint = oneOf(random, [-23.0, -23.0, -20.0, -18.0, -28.0, 2.0, 1.0, 3.5]);
    const mode = setpoint > 0 ? 'CYCLE_SENTRY' : oneOf(random, ['CONTINUOUS', 'CONTINUOUS', 'CYCLE_SENTRY']);
    let lat = 47.0 + random() * 1.2;
    let lon = -122.9 + random() * 0.8;
    const moving = !isTarget && random() < 0.55;
    let fuel = between(random, 35, 98);
    let hours = 6000 + random() * 9000;
    let odo = between(random, 90_000, 610_000);
    const vin = `1${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 10)}${between(random, 100000, 999999)}`;
    parts.push(
      `<Asset unitId="${unit}" trailerNo="${unit.slice(2)}" vin="${vin}" make="${make}" model="${model}" reefer="${oneOf(random, models)}" reeferSerial="${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${between(random, 1_000_000, 9_999_999)}" fleet="KBTR" driverAssigned="${moving ? person(random) : ''}"><Readings>`,
    );
    const events: [number, string][] = [];
    const defrostAt = start + between(random, 30, 420) * MINUTE + pick(random, 60) * 1000;
    events.push([defrostAt, `code="DEFROST_INITIATED" trigger="TIMER"`]);
    events.push([defrostAt + between(random, 14, 32) * MINUTE + pick(random, 60) * 1000, `code="DEFROST_TERMINATED" reason="COIL_TEMP"`]);
    if (isTarget) {
      events.push([needleTs, `code="DOOR_OPEN" door="REAR" source="SENSOR"`]);
      events.push([needleTs + 23 * MINUTE + 8_000, `code="DOOR_CLOSE" door="REAR" source="SENSOR"`]);
      events.push([nov(17, 0, 12, 44), `code="DOOR_OPEN" door="SIDE" source="SENSOR"`]);
      events.push([nov(17, 0, 13, 51), `code="DOOR_CLOSE" door="SIDE" source="SENSOR"`]);
    } else if (random() < 0.45) {
      const at = start + between(random, 10, 460) * MINUTE + pick(random, 60) * 1000;
      const door = random() < 0.8 ? 'REAR' : 'SIDE';
      events.push([at, `code="DOOR_OPEN" door="${door}" source="SENSOR"`]);
      events.push([at + between(random, 2, 55) * MINUTE + pick(random, 60) * 1000, `code="DOOR_CLOSE" door="${door}" source="SENSOR"`]);
    }
    if (random() < 0.15) events.push([start + between(random, 10, 460) * MINUTE + pick(random, 60) * 1000, `code="PRETRIP_PASS"`]);
    events.sort((a, b) => a[0] - b[0]);
    const openIntervals: [number, number][] = [];
    for (let i = 0; i < events.length; i++) {
      if (events[i]![1].includes('DOOR_OPEN')) {
        const close = events.slice(i + 1).find((e) => e[1].includes('DOOR_CLOSE'));
        if (close) openIntervals.push([events[i]![0], close[0]]);
      }
    }
    for (let k = 0; k < 32; k++) {
      const ts = start + k * 15 * MINUTE + between(random, 0, 40) * 1000;
      const doorOpen = openIntervals.some(([a, b]) => ts >= a && ts <= b);
      const inDefrost = events.some(([at, e]) => e.includes('DEFROST_INITIATED') && ts >= at && ts <= at + 25 * MINUTE);
      const ret = setpoint + (doorOpen ? 2.5 + random() * 3 : inDefrost ? 1.5 + random() * 2 : random() * 1.1 - 0.3);
      const dis = setpoint - (inDefrost ? -6 - random() * 4 : 0.8 + random() * 1.8);
      if (moving) {
        lat += (random() - 0.45) * 0.06;
        lon += (random() - 0.5) * 0.05;
        odo += between(random, 8, 28);
      }
      const speed = moving ? between(random, 0, 104) : 0;
      fuel = Math.max(5, fuel - (random() < 0.3 ? 1 : 0));
      hours += 0.25;
      parts.push(
        `<Reading ts="${utcIso(ts)}"><Gps lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}" speedKph="${speed}" heading="${pick(random, 360)}" odometerKm="${odo}"/><Unit power="${moving || random() < 0.7 ? 'DIESEL' : 'ELECTRIC'}" mode="${inDefrost ? 'DEFROST' : mode}" setpointC="${fixed(setpoint)}" returnAirC="${fixed(ret)}" dischargeAirC="${fixed(dis)}" ambientC="${fixed(2 + random() * 8)}" fuelPct="${fuel}" engineHours="${hours.toFixed(2)}" batteryV="${fixed(12.9 + random() * 1.1)}"/><Doors rear="${doorOpen ? 'OPEN' : 'CLOSED'}" side="CLOSED"/></Reading>`,
      );
    }
    parts.push('</Readings><Events>');
    for (const [at, attrs] of events) parts.push(`<Event ts="${utcIso(at)}" ${attrs} lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}"/>`);
    parts.push('</Events></Asset>');
  }
  parts.push('</TelematicsFeed>');
  return probe(
    'round 104: reefer telematics feed (one-line XML)',
    'What time was the rear door opened on reefer trailer 5312 overnight?',
    'reefer_telematics_export',
    parts.join(''),
    'door-open',
    utcIso(needleTs),
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a3. X12 940 warehouse shipping orders, one-line EDI: the street address a PO ships to
// ---------------------------------------------------------------------------------------------------------

function edi940(): EconomicsTask {
  const random = seededRandom(104_003);
  const products = catalogue(random).filter((p) => p.depositor.code === 'GVF' || p.depositor.code === 'CFP');
  const needle = '1840 MARINE VIEW DR';
  const chains = ['HARBOR FRESH MARKETS', 'CASCADE GROCERY', 'TIDEWATER FOODSERVICE', 'EVERGREEN FOOD CO-OP', 'SUMMIT MARKETS'];
  const stores: { name: string; gln: string; street: string; city: readonly [string, string, string] }[] = [];
  while (stores.length < 140) {
    const chain = oneOf(random, chains);
    const street = `${between(random, 100, 24_999)} ${oneOf(random, STREETS)}`;
    if (street.includes(needle)) continue;
    stores.push({
      name: `${chain} #${between(random, 101, 499)}`,
      gln: `00${between(random, 10_000_000, 99_999_999)}${between(random, 100, 999)}`,
      street,
      city: oneOf(random, CITIES),
    });
  }
  const targetStore = { name: 'HARBOR FRESH MARKETS #118', gln: '0071234560118', street: needle, city: CITIES[17]! };
  const segs: string[] = [];
  const ctl = 4417;
  segs.push(
    `ISA*00*${' '.repeat(10)}*00*${' '.repeat(10)}*ZZ*${'GLACIERVALLEY'.padEnd(15)}*ZZ*${'KESTRELBAYTAC'.padEnd(15)}*261116*2215*U*00401*${String(ctl).padStart(9, '0')}*0*P*>`,
  );
  segs.push(`GS*OW*GLACIERVALLEY*KESTRELBAYTAC*20261116*2215*${ctl}*X*004010`);
  const orders = 560;
  const targetAt = 274;
  let po = 4500186900;
  let so = 18400;
  for (let o = 0; o < orders; o++) {
    const isTarget = o === targetAt;
    po = isTarget ? 4500187723 : po + (o < targetAt ? between(random, 1, 2) : between(random, 1, 4));
    so += between(random, 1, 3);
    const thisPo = po;
    const store = isTarget ? targetStore : oneOf(random, stores);
    const st = String(o + 1).padStart(4, '0');
    const body: string[] = [];
    body.push(`W05*N*SO2611-${so}*${thisPo}`);
    body.push(`N1*ST*${store.name}*9*${store.gln}`);
    body.push(`N3*${store.street}`);
    body.push(`N4*${store.city[0]}*${store.city[1]}*${store.city[2]}*US`);
    body.push(`N1*SF*KESTREL BAY COLD STORAGE*9*0860004510001`);
    body.push(`N1*DE*GLACIER VALLEY FOODS*9*0071430000002`);
    body.push(`N9*CO*${thisPo}`);
    body.push(`N9*DP*${between(random, 10, 99)}`);
    const ship = between(random, 18, 24);
    body.push(`G62*10*202611${pad2(ship)}`);
    body.push(`G62*02*202611${pad2(ship + between(random, 0, 2))}`);
    if (random() < 0.4)
      body.push(
        `NTE*WHI*${oneOf(random, ['DELIVER BEFORE 0600 REAR DOCK', 'CALL 30 MIN PRIOR', 'LIFTGATE REQUIRED', 'NO MIXED PALLETS', 'FIFO BY LOT', 'APPT REQUIRED'])}`,
      );
    const [scac] = oneOf(random, CARRIERS);
    body.push(`W66*PP*M***${scac}`);
    const lines = between(random, 2, 9);
    let qty = 0;
    let kg = 0;
    for (let l = 1; l <= lines; l++) {
      const p = oneOf(random, products);
      const cases = between(random, 1, 8) * 10;
      qty += cases;
      kg += cases * p.caseKg;
      body.push(`LX*${l}`);
      body.push(`W01*${cases}*CA*${p.upc}*VN*${p.sku}*UP*${p.upc}`);
      body.push(`G69*${p.description}`);
      if (random() < 0.3) body.push(`N9*LT*L${between(random, 2608, 2611)}-${String(between(random, 1, 999)).padStart(4, '0')}`);
    }
    body.push(`W76*${qty}*${Math.round(kg * 2.20462)}*L`);
    segs.push(`ST*940*${st}`, ...body, `SE*${body.length + 2}*${st}`);
  }
  segs.push(`GE*${orders}*${ctl}`, `IEA*1*${String(ctl).padStart(9, '0')}`);
  return probe(
    'round 104: X12 940 shipping orders (one-line EDI)',
    'What street address is the order for PO 4500187723 being shipped to?',
    'edi_inbound_940',
    segs.join('~') + '~',
    'ship-to',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b1. Ammonia plant relief device register, YAML: when a relief valve is due for replacement
// ---------------------------------------------------------------------------------------------------------

function reliefRegister(): EconomicsTask {
  const random = seededRandom(104_004);
  const needle = '2027-03-09';
  const services: [string, number, string][] = [];
  for (const v of ['HPR-1', 'HPR-2']) services.push([`High pressure receiver ${v}`, 300, 'Engine room, receiver platform']);
  services.push(['Controlled pressure receiver CPR-1', 250, 'Engine room, north wall']);
  for (const v of ['LPR-1', 'LPR-2', 'LPR-3']) services.push([`Low pressure recirculator ${v}`, 250, 'Machine room mezzanine']);
  services.push(['Intercooler IC-1', 250, 'Engine room, east']);
  services.push(['Thermosiphon receiver TSR-1', 300, 'Roof, condenser platform']);
  for (let c = 1; c <= 8; c++) services.push([`Screw compressor SC-${pad2(c)} oil separator`, 300, 'Engine room, compressor row']);
  for (let c = 1; c <= 4; c++) services.push([`Evaporative condenser EC-${c} inlet`, 300, 'Roof, condenser platform']);
  for (const room of ['FRZ1', 'FRZ2', 'FRZ3', 'ICE1', 'CHL1', 'DOCK', 'BF']) {
    const n = room === 'BF' ? 12 : room === 'DOCK' ? 6 : 10;
    for (let e = 1; e <= n; e++)
      services.push([
        `Evaporator ${room}-${pad2(e)} valve group, liquid line (hydrostatic)`,
        400,
        `${room === 'BF' ? 'Blast freezer' : room} penthouse`,
      ]);
  }
  for (let s = 1; s <= 40; s++) services.push([`Liquid main segment LM-${pad2(s)} (hydrostatic)`, 400, 'Pipe rack, dock roof']);
  for (let s = 1; s <= 20; s++) services.push([`Hot gas defrost main segment HG-${pad2(s)} (hydrostatic)`, 400, 'Pipe rack, freezer roof']);
  for (let s = 1; s <= 12; s++)
    services.push([`Glycol heat exchanger HX-${pad2(s)} ammonia side`, 300, 'Engine room, heat exchanger skid']);
  for (let s = 1; s <= 24; s++) services.push([`Pump package PP-${pad2(s)} discharge (hydrostatic)`, 400, 'Machine room, pump station']);
  const makers = [
    ['Henry Technologies', '5602', '5231B', '526'],
    ['Hansen Technologies', 'H5600', 'H5601R', 'H5602R'],
    ['Parker Refrigerating', 'RV-2', 'RV-5', 'A4AR'],
    ['Danfoss', 'SFV 20', 'SFV 25', 'BSV 8'],
  ] as const;
  const inspectors = [
    'T. Alvarez (Cold Front Mechanical)',
    'R. Kowalski (in-house)',
    'M. Pham (in-house)',
    'J. Sorensen (NW Ammonia Services)',
  ];
  const results = ['satisfactory', 'satisfactory', 'satisfactory', 'satisfactory - cap seal replaced', 'satisfactory - tag rewritten'];
  const notes = [
    'no evidence of discharge, cap seal intact',
    'minor frost on inlet fitting, wiped and rechecked',
    'outlet piping supported, no blockage',
    'rain cap on vent line present',
    'three-way valve stem packing tightened',
    'paint touch-up needed on outlet nipple',
  ];
  const lines: string[] = [
    '# Mechanical integrity - pressure relief device register',
    '# exported by PSM Tracker 6.4 on 2026-11-17 07:10 PST',
    'site: TAC1',
    'facility: Kestrel Bay Cold Storage - Tacoma',
    'system: ammonia refrigeration (R-717), two-stage',
    'standard: IIAR 6 / ANSI/IIAR 9',
    'replacement_interval_years: 5',
    'relief_devices:',
  ];
  const total = services.length * 2;
  const order = shuffle(
    random,
    Array.from({ length: total }, (_, i) => i),
  );
  const targetAt = Math.floor(total * 0.44);
  let tagNo = 100;
  let targetTag = 0;
  const usedInstalls = new Set<string>(['2022-03-09']);
  for (let k = 0; k < total; k++) {
    const isTarget = k === targetAt;
    tagNo += random() < 0.15 ? 2 : 1;
    const tag = tagNo;
    if (isTarget) targetTag = tag;
    const [service, setPsig, where] = isTarget ? services[0]! : services[order[k]! % services.length]!;
    const maker = oneOf(random, makers);
    const hydro = service.includes('hydrostatic');
    let installed: string;
    if (isTarget) installed = '2022-03-09';
    else {
      do installed = dateOnly(between(random, 2018, 2026), between(random, 1, 12), between(random, 1, 28));
      while (usedInstalls.has(installed) || installed > '2026-11-01');
      usedInstalls.add(installed);
    }
    const replaceBy = `${Number(installed.slice(0, 4)) + 5}${installed.slice(4)}`;
    lines.push(`  - tag: PSV-${tag}`);
    lines.push(
      `    description: ${hydro ? 'hydrostatic relief valve' : isTarget || random() < 0.5 ? 'dual relief valve assembly (three-way valve)' : 'single relief valve'}`,
    );
    lines.push(`    service: ${service}`);
    lines.push(`    location: ${where}`);
    lines.push(`    set_pressure_psig: ${setPsig}`);
    lines.push(`    installed: ${installed}`);
    lines.push(`    replace_by: ${replaceBy}`);
    lines.push(`    manufacturer: ${maker[0]}`);
    lines.push(`    model: "${oneOf(random, maker.slice(1))}"`);
    lines.push(`    inlet: ${oneOf(random, ['1/2 in MPT', '3/4 in MPT', '1 in MPT', '1/2 in FPT'])}`);
    lines.push(`    outlet: ${oneOf(random, ['3/4 in FPT', '1 in FPT', '1-1/4 in FPT'])}`);
    lines.push(`    rated_capacity_lb_air_min: ${hydro ? 'n/a' : fixed(8 + random() * 60)}`);
    lines.push(
      `    discharge_to: ${hydro ? 'low side (internal relief)' : `relief header RH-${between(random, 1, 3)} to atmosphere via diffusion vent`}`,
    );
    lines.push(`    pid_drawing: R-${between(random, 101, 148)} rev ${'ABCDEFG'[pick(random, 7)]}`);
    lines.push(`    status: in service`);
    lines.push(`    inspections:`);
    const n = between(random, 2, 5);
    for (let i = 0; i < n; i++) {
      const d = dateOnly(2026 - i, between(random, 1, i === 0 ? 10 : 12), between(random, 1, 28));
      if (d <= installed) break;
      lines.push(`      - date: ${d}`);
      lines.push(`        by: ${oneOf(random, inspectors)}`);
      lines.push(`        result: ${oneOf(random, results)}`);
      lines.push(`        notes: ${oneOf(random, notes)}`);
    }
  }
  return probe(
    'round 104: ammonia relief valve register (YAML)',
    `When is relief valve PSV-${targetTag} due to be replaced?`,
    'psm_relief_register',
    lines.join('\n') + '\n',
    'psv-replace',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b2. Dock scheduling API, pretty JSON: the confirmation number of the appointment carrying a PO
// ---------------------------------------------------------------------------------------------------------

function dockAppointments(): EconomicsTask {
  const random = seededRandom(104_005);
  const products = catalogue(random);
  const needle = 'KB-Q7M4T2';
  const confirmations = new Set<string>([needle]);
  const confirmation = (): string => {
    for (;;) {
      const c = `KB-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;
      if (confirmations.has(c)) continue;
      confirmations.add(c);
      return c;
    }
  };
  const doors = [
    ...Array.from({ length: 8 }, (_, i) => [`Door ${i + 1}`, 'Frozen receiving'] as const),
    ...Array.from({ length: 4 }, (_, i) => [`Door ${i + 9}`, 'Chilled receiving'] as const),
    ...Array.from({ length: 12 }, (_, i) => [`Door ${i + 13}`, 'Outbound'] as const),
  ];
  const doorIds = doors.map(() => `dock_${hex(random, 10)}`);
  const data: unknown[] = [];
  const total = 520;
  const targetAt = 262;
  let po = 4500192900;
  for (let i = 0; i < total; i++) {
    const isTarget = i === targetAt;
    const inbound = isTarget || random() < 0.6;
    const day = isTarget ? 18 : 17 + pick(random, 4);
    const slot = nov(day, between(random, 4, 20), oneOf(random, [0, 30]));
    const minutes = oneOf(random, [60, 90, 120]);
    const doorIdx = inbound ? pick(random, 12) : 12 + pick(random, 12);
    const [doorName, area] = doors[doorIdx]!;
    const [scac, carrierName] = oneOf(random, CARRIERS);
    const pos: string[] = [];
    const nPo = inbound ? between(random, 1, 3) : 0;
    for (let k = 0; k < nPo; k++) {
      po += between(random, 1, 3);
      while (po === 4500193316 || po === 4500193317) po++;
      pos.push(String(po));
    }
    if (isTarget) pos.splice(0, pos.length, '4500193316', '4500193317');
    const product = oneOf(random, products);
    const pallets = between(random, 6, 26);
    const status = isTarget
      ? 'Scheduled'
      : day === 17 && pst(slot).h < 6
        ? oneOf(random, ['Completed', 'Completed', 'Arrived', 'NoShow'])
        : oneOf(random, ['Scheduled', 'Scheduled', 'Scheduled', 'Cancelled']);
    const created = slot - between(random, 20, 200) * HOUR;
    const refs = inbound
      ? {
          purchaseOrders: pos,
          bol: random() < 0.6 ? `${scac}${between(random, 1_000_000, 9_999_999)}` : null,
          customerReference: `${product.depositor.code}-ASN-${between(random, 10000, 99999)}`,
        }
      : {
          loadId: `LD-2611-${String(between(random, 100, 999)).padStart(4, '0')}`,
          bol: `KBTAC${between(random, 100_000, 999_999)}`,
          customerReference: `${product.depositor.code}-SO-${between(random, 18000, 19999)}`,
        };
    data.push({
      id: `apt_01JD${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 20)}`,
      confirmationNumber: isTarget ? needle : confirmation(),
      status,
      direction: inbound ? 'Inbound' : 'Outbound',
      refNumbers: refs,
      start: localIso(slot),
      end: localIso(slot + minutes * MINUTE),
      dock: { id: doorIds[doorIdx], name: doorName, area },
      loadType: {
        name: inbound ? oneOf(random, ['Palletized - live unload', 'Floor loaded - live unload', 'Drop trailer']) : 'Live load',
        durationMinutes: minutes,
      },
      carrier: {
        name: carrierName,
        scac,
        email: `dispatch@${carrierName.toLowerCase().replace(/[^a-z]/g, '')}.com`,
        phone: `+1 253-${between(random, 200, 999)}-${between(random, 1000, 9999)}`,
      },
      trailer: {
        number: String(between(random, 10000, 69999)),
        type: "53' reefer",
        setpointF: product.temp === 'CHILLED' ? 34 : product.temp === 'DEEP_FROZEN' ? -20 : -10,
      },
      driver: random() < 0.5 ? { name: person(random), phone: `+1 206-${between(random, 200, 999)}-${between(random, 1000, 9999)}` } : null,
      ...(inbound
        ? { supplier: { name: product.depositor.name, code: product.depositor.code } }
        : { customer: { name: product.depositor.name } }),
      palletCount: pallets,
      caseCount: pallets * product.casesPerPallet,
      tags: [
        product.temp === 'CHILLED' ? 'Chilled' : 'Frozen',
        ...(random() < 0.2 ? ['Temp check on arrival'] : []),
        ...(random() < 0.1 ? ['Seal check'] : []),
      ],
      notes:
        random() < 0.3
          ? oneOf(random, [
              'Driver to call on arrival',
              'Pulp temp required',
              'Lumper requested',
              'Pallet exchange',
              'Rescheduled by carrier',
            ])
          : '',
      createdAt: localIso(created + between(random, 0, 3599) * 1000),
      createdBy: random() < 0.7 ? 'carrier-portal' : `${oneOf(random, ['dock', 'sched', 'inbound'])}.${oneOf(random, LAST).toLowerCase()}`,
      lastChangedAt: localIso(Math.min(nov(17, 5, 48, 10), created + between(random, 1, 40) * HOUR)),
    });
  }
  const body = {
    data,
    meta: { warehouseId: 'wh_TAC1', from: '2026-11-17T00:00:00-08:00', to: '2026-11-20T23:59:59-08:00', total, page: 1, limit: 600 },
  };
  return probe(
    'round 104: dock appointments (pretty JSON)',
    "What's the confirmation number of the dock appointment booked for PO 4500193317?",
    'dock_scheduler_appointments',
    JSON.stringify(body, null, 2),
    'appt-confirmation',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b3. WMS application log with Java stack traces: the pallet being put away when a deadlock hit
// ---------------------------------------------------------------------------------------------------------

function wmsAppLog(): EconomicsTask {
  const random = seededRandom(104_006);
  const products = catalogue(random);
  const needle = 'LPN00733906';
  const pid = 18244;
  const ts = (ms: number): string => {
    const t = pst(ms);
    return `${localDate(ms)} ${pad2(t.h)}:${pad2(t.mi)}:${pad2(t.s)}.${String(t.ms).padStart(3, '0')}`;
  };
  const log = (ms: number, level: string, thread: string, logger: string, msg: string): string =>
    `${ts(ms)} ${level.padStart(5)} ${pid} --- [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${msg}`;
  const lpn = (): string => {
    for (;;) {
      const l = `LPN${String(between(random, 700_000, 760_000)).padStart(8, '0')}`;
      if (l !== needle) return l;
    }
  };
  const loc = (temp: TempClass = 'FROZEN'): string =>
    `${temp === 'DEEP_FROZEN' ? 'I1' : temp === 'CHILLED' ? 'C1' : oneOf(random, ['F1', 'F2', 'F3'])}-${pad2(between(random, 1, 24))}-${pad2(between(random, 1, 40))}-${'ABCDE'[pick(random, 5)]}`;
  const rfUser = (): string => `rf${String(between(random, 401, 460)).padStart(4, '0')}`;
  const springFrames = [
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:259)',
    'org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:233)',
    'org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:566)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.processCommit(AbstractPlatformTransactionManager.java:743)',
    'org.springframework.transaction.support.AbstractPlatformTransactionManager.commit(AbstractPlatformTransactionManager.java:711)',
    'org.springframework.transaction.interceptor.TransactionAspectSupport.commitTransactionAfterReturning(TransactionAspectSupport.java:654)',
  ];
  const hibernateFrames = [
    'org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:120)',
    'org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:42)',
    'org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:113)',
    'org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:200)',
  ];
  const sqlFrames = [
    'com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDatabaseError(SQLServerException.java:265)',
    'com.microsoft.sqlserver.jdbc.SQLServerStatement.getNextResult(SQLServerStatement.java:1673)',
    'com.microsoft.sqlserver.jdbc.SQLServerPreparedStatement.doExecutePreparedStatement(SQLServerPreparedStatement.java:620)',
    'com.microsoft.sqlserver.jdbc.SQLServerPreparedStatement$PrepStmtExecCmd.doExecute(SQLServerPreparedStatement.java:539)',
    'com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)',
  ];
  const appFrames = (service: string, method: string): string[] => [
    `com.kestrelbay.wms.${service}.${method}(${service.split('.').pop()}.java:${between(random, 80, 420)})`,
    `com.kestrelbay.wms.${service}$$FastClassBySpringCGLIB$$${hex(random, 8)}.invoke(<generated>)`,
    'org.springframework.cglib.proxy.MethodProxy.invoke(MethodProxy.java:218)',
    'org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation.invokeJoinpoint(CglibAopProxy.java:793)',
  ];
  const trace = (top: string, cause1: string, cause2: string, service: string, method: string): string[] => [
    top,
    ...springFrames.slice(0, between(random, 3, 6)).map((f) => `\tat ${f}`),
    ...appFrames(service, method).map((f) => `\tat ${f}`),
    `\t... ${between(random, 18, 34)} common frames omitted`,
    `Caused by: ${cause1}`,
    ...hibernateFrames.map((f) => `\tat ${f}`),
    `\t... ${between(random, 40, 60)} common frames omitted`,
    `Caused by: ${cause2}`,
    ...sqlFrames.map((f) => `\tat ${f}`),
    `\t... ${between(random, 50, 70)} common frames omitted`,
  ];

  type Special = [number, () => string[]];
  const specials: Special[] = [];
  const deadlockAt = nov(17, 1, 52, 37) + 118;
  specials.push([
    deadlockAt,
    () => [
      log(
        deadlockAt,
        'ERROR',
        'putaway-worker-3',
        'c.k.wms.putaway.PutawayService',
        `Putaway confirm failed task=PA-2611-0091347 lpn=${needle} to=F3-19-22-D user=rf0433`,
      ),
      ...trace(
        'org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement',
        'org.hibernate.exception.LockAcquisitionException: could not execute statement',
        'com.microsoft.sqlserver.jdbc.SQLServerException: Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.',
        'putaway.PutawayService',
        'confirmPutaway',
      ),
      log(
        deadlockAt + 9,
        'WARN',
        'putaway-worker-3',
        'c.k.wms.putaway.PutawayTaskQueue',
        'Task PA-2611-0091347 returned to queue (attempt 1 of 3), backoff 15000 ms',
      ),
    ],
  ]);
  // Near misses: lock timeouts, optimistic locking, label printer timeouts, all with their own pallets.
  const nearMiss = (at: number, kind: number): Special => {
    const l = lpn();
    const task = `PA-2611-00${between(random, 88_000, 95_000)}`;
    if (kind === 0)
      return [
        at,
        () => [
          log(
            at,
            'ERROR',
            `putaway-worker-${between(random, 1, 4)}`,
            'c.k.wms.putaway.PutawayService',
            `Putaway confirm failed task=${task} lpn=${l} to=${loc()} user=${rfUser()}`,
          ),
          ...trace(
            'org.springframework.dao.PessimisticLockingFailureException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.PessimisticLockException: could not execute statement',
            'org.hibernate.PessimisticLockException: could not execute statement',
            'com.microsoft.sqlserver.jdbc.SQLServerException: Lock request time out period exceeded.',
            'putaway.PutawayService',
            'confirmPutaway',
          ),
          log(
            at + 11,
            'WARN',
            'putaway-worker-1',
            'c.k.wms.putaway.PutawayTaskQueue',
            `Task ${task} returned to queue (attempt 1 of 3), backoff 15000 ms`,
          ),
        ],
      ];
    if (kind === 1)
      return [
        at,
        () => [
          log(
            at,
            'ERROR',
            'replen-scheduler-1',
            'c.k.wms.replen.ReplenishmentService',
            `Replenishment release failed task=RP-2611-00${between(random, 40_000, 49_999)} lpn=${l} from=${loc()} to=${loc()}`,
          ),
          ...trace(
            'org.springframework.orm.ObjectOptimisticLockingFailureException: Object of class [com.kestrelbay.wms.inventory.InventoryBalance] with identifier [' +
              between(random, 1_000_000, 9_999_999) +
              ']: optimistic locking failed; nested exception is org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect)',
            'org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.kestrelbay.wms.inventory.InventoryBalance#' +
              between(random, 1_000_000, 9_999_999) +
              ']',
            'org.hibernate.StaleStateException: Batch update returned unexpected row count from update [0]; actual row count: 0; expected: 1',
            'replen.ReplenishmentService',
            'releaseTask',
          ),
        ],
      ];
    const printer = `dock${pad2(between(random, 13, 24))}-zt411`;
    return [
      at,
      () => [
        log(
          at,
          'ERROR',
          `label-print-${between(random, 1, 4)}`,
          'c.k.wms.labels.LabelPrintService',
          `SSCC label print failed lpn=${l} printer=${printer}`,
        ),
        `com.kestrelbay.wms.labels.LabelPrintException: Printer ${printer} (10.41.12.${between(random, 20, 90)}:9100) did not respond within 5000 ms`,
        `\tat com.kestrelbay.wms.labels.RawSocketPrinter.send(RawSocketPrinter.java:${between(random, 60, 140)})`,
        `\tat com.kestrelbay.wms.labels.LabelPrintService.printSscc(LabelPrintService.java:${between(random, 80, 200)})`,
        '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)',
        '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)',
        '\tat java.base/java.lang.Thread.run(Thread.java:833)',
        'Caused by: java.net.SocketTimeoutException: Read timed out',
        '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:283)',
        '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:309)',
        `\t... ${between(random, 6, 12)} common frames omitted`,
      ],
    ];
  };
  const start = nov(16, 18, 0, 0);
  const end = nov(17, 6, 0, 0);
  for (let k = 0; k < 16; k++) {
    let at: number;
    do at = start + pick(random, end - start);
    while (Math.abs(at - deadlockAt) < 20 * MINUTE);
    specials.push(nearMiss(at, k % 3));
  }
  specials.sort((a, b) => a[0] - b[0]);

  const out: string[] = [];
  let si = 0;
  let nextMetrics = start;
  for (let t = start; t < end; t += between(random, 2_000, 14_000)) {
    while (si < specials.length && specials[si]![0] <= t) out.push(...specials[si++]![1]());
    if (t >= nextMetrics) {
      const deadlocks = deadlockAt <= t && t - deadlockAt < 15 * MINUTE ? 1 : 0;
      out.push(
        log(
          t,
          'INFO',
          'metrics-1',
          'c.k.wms.health.DbPoolMetrics',
          `pool=wms-primary active=${between(random, 2, 14)} idle=${between(random, 6, 18)} waiting=${between(random, 0, 2)} deadlocks(15m)=${deadlocks} lockTimeouts(15m)=${between(random, 0, 2)} slowQueries(15m)=${between(random, 0, 5)}`,
        ),
      );
      nextMetrics += 5 * MINUTE;
      continue;
    }
    const r = random();
    const p = oneOf(random, products);
    if (r < 0.3) {
      out.push(
        log(
          t,
          'INFO',
          `putaway-worker-${between(random, 1, 4)}`,
          'c.k.wms.putaway.PutawayService',
          `Putaway confirmed task=PA-2611-00${between(random, 88_000, 95_000)} lpn=${lpn()} sku=${p.sku} to=${loc(p.temp)} user=${rfUser()} elapsed=${between(random, 25, 240)}s`,
        ),
      );
    } else if (r < 0.45) {
      out.push(
        log(
          t,
          'INFO',
          `putaway-worker-${between(random, 1, 4)}`,
          'c.k.wms.putaway.PutawayDirector',
          `Suggested location ${loc(p.temp)} for lpn=${lpn()} sku=${p.sku} rule=${oneOf(random, ['FEFO-ZONE', 'CLOSEST-EMPTY', 'SKU-AFFINITY', 'LEVEL-BY-WEIGHT'])} candidates=${between(random, 3, 60)}`,
        ),
      );
    } else if (r < 0.6) {
      out.push(
        log(
          t,
          'INFO',
          `pick-exec-${between(random, 1, 6)}`,
          'c.k.wms.picking.PickService',
          `Pick confirmed wave=W2611-${between(random, 300, 340)} order=SO2611-${between(random, 18_000, 19_999)} lpn=${lpn()} qty=${between(random, 1, 80)} CS user=${rfUser()}`,
        ),
      );
    } else if (r < 0.7) {
      out.push(
        log(
          t,
          'INFO',
          `label-print-${between(random, 1, 4)}`,
          'c.k.wms.labels.LabelPrintService',
          `Printed SSCC label sscc=${sscc(between(random, 700_000, 760_000))} printer=dock${pad2(between(random, 13, 24))}-zt411 bytes=${between(random, 1400, 2100)}`,
        ),
      );
    } else if (r < 0.78) {
      out.push(
        log(
          t,
          'INFO',
          'replen-scheduler-1',
          'c.k.wms.replen.ReplenishmentService',
          `Replenishment task RP-2611-00${between(random, 40_000, 49_999)} created sku=${p.sku} from=${loc(p.temp)} to=${loc(p.temp)} trigger=MIN(${between(random, 5, 20)})`,
        ),
      );
    } else if (r < 0.86) {
      out.push(
        log(
          t,
          'INFO',
          `http-nio-8443-exec-${between(random, 1, 40)}`,
          'c.k.wms.rf.RfSessionController',
          `${oneOf(random, ['RF login', 'RF logout', 'RF heartbeat'])} user=${rfUser()} device=MC9300-${String(between(random, 100, 199)).padStart(4, '0')} ip=10.41.${between(random, 20, 23)}.${between(random, 2, 250)}`,
        ),
      );
    } else if (r < 0.93) {
      out.push(
        log(
          t,
          'INFO',
          'dock-events-1',
          'c.k.wms.dock.DockDoorService',
          `Door DOOR-${pad2(between(random, 1, 24))} ${oneOf(random, ['AVAILABLE -> OCCUPIED', 'OCCUPIED -> LOADING', 'LOADING -> SEALED', 'SEALED -> AVAILABLE', 'OCCUPIED -> UNLOADING', 'UNLOADING -> AVAILABLE'])}`,
        ),
      );
    } else if (r < 0.97) {
      out.push(
        log(
          t,
          'DEBUG',
          'scheduling-1',
          'c.k.wms.integration.HostExportJob',
          `Exported ${between(random, 1, 40)} transactions to host batch=${between(random, 90_000, 99_999)} target=sftp://edi.kestrelbay.net/outbound/944`,
        ),
      );
    } else {
      out.push(
        log(
          t,
          'WARN',
          `putaway-worker-${between(random, 1, 4)}`,
          'c.k.wms.putaway.PutawayDirector',
          `No empty location in zone ${oneOf(random, ['FRZ1', 'FRZ2', 'FRZ3', 'ICE1'])} for sku=${p.sku}, falling back to overflow zone`,
        ),
      );
    }
  }
  return probe(
    'round 104: WMS app log with stack traces',
    'Which pallet was being put away when the WMS hit that database deadlock overnight?',
    'wms_app_logs',
    out.join('\n') + '\n',
    'deadlock-lpn',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c1. Blast freezer controller syslog: who cut a freezing cycle short on Sunday night
// ---------------------------------------------------------------------------------------------------------

function blastFreezerLog(): EconomicsTask {
  const random = seededRandom(104_007);
  const products = catalogue(random).filter((p) => p.temp !== 'CHILLED');
  const needle = 'tbaptiste';
  const operators = ['dnguyen', 'jmorales', 'kwalsh', 'pokafor', 'slarsen', 'hreyes', 'mtanaka', 'gcampbell'];
  const syslog = (ms: number, msg: string): string => {
    const t = pst(ms);
    return `${MONTHS[t.mo - 1]} ${String(t.d).padStart(2)} ${pad2(t.h)}:${pad2(t.mi)}:${pad2(t.s)} bf-hmi01 blastctl[2214]: ${msg}`;
  };
  const start = nov(13, 18, 0, 0);
  const end = nov(17, 9, 0, 0);
  const events: [number, string][] = [];
  const cells = ['BF-01', 'BF-02', 'BF-03', 'BF-04', 'BF-05', 'BF-06'];
  let batchNo = 900;
  const manualStops: Record<string, [number, string]> = {
    'BF-04': [nov(15, 22, 36, 14), needle],
    'BF-02': [nov(14, 9, 12, 51), 'dnguyen'],
  };
  const thighs = products.find((p) => p.description.startsWith('CHICKEN THIGH'))!;
  for (const cell of cells) {
    let t = start + between(random, 0, 300) * MINUTE;
    const stop = manualStops[cell];
    let forced = false;
    while (t < end - 2 * HOUR) {
      // A cell with a manual stop loads the stopped batch ten hours before the stop (idling until then if need be).
      let isStopped = false;
      if (stop && !forced && t + 40 * HOUR > stop[0] - 10 * HOUR) {
        t = Math.max(t, stop[0] - 10 * HOUR);
        forced = true;
        isStopped = true;
      }
      const product = isStopped && cell === 'BF-04' ? thighs : oneOf(random, products);
      const pallets = between(random, 14, 24);
      const batch = `B2611-${String(++batchNo).padStart(4, '0')}`;
      const opStart = oneOf(random, operators);
      const deep = product.temp === 'DEEP_FROZEN';
      const target = deep ? -25.0 : -18.0;
      const airSp = deep ? -40.0 : -35.0;
      const maxH = 30;
      const planned = between(random, 16, 27) * HOUR + between(random, 0, 59) * MINUTE;
      events.push([t, `cell=${cell} event=DOOR_OPEN door=LOAD`]);
      events.push([
        t + between(random, 8, 20) * MINUTE,
        `cell=${cell} event=LOAD_CONFIRM batch=${batch} owner=${product.depositor.code} sku=${product.sku} pallets=${pallets} operator=${opStart}`,
      ]);
      const cycleStart = t + between(random, 22, 35) * MINUTE;
      events.push([cycleStart - 40_000, `cell=${cell} event=DOOR_CLOSE door=LOAD`]);
      events.push([
        cycleStart,
        `cell=${cell} event=CYCLE_START batch=${batch} recipe=${deep ? 'DESSERT-DEEP-25' : product.depositor.code === 'APP' ? 'POULTRY-CASE-18' : 'GENERAL-FROZEN-18'} target_core=${fixed(target)} air_sp=${fixed(airSp)} max_duration=${maxH}:00 operator=${opStart}`,
      ]);
      let endAt = cycleStart + planned;
      let endLine: string;
      let coreAtEnd = target - 0.3 - random() * 1.5;
      if (isStopped && stop) {
        endAt = stop[0];
        const frac = (endAt - cycleStart) / planned;
        coreAtEnd = -1 + Math.pow(frac, 0.8) * (target + 1) + 0.9;
        endLine = `cell=${cell} event=CYCLE_STOP batch=${batch} cause=MANUAL terminal=HMI-2 elapsed=${pad2(Math.floor((endAt - cycleStart) / HOUR))}:${pad2(Math.floor(((endAt - cycleStart) % HOUR) / MINUTE))} core_max=${fixed(coreAtEnd)} user=${stop[1]}`;
      } else if (random() < 0.07) {
        endAt = cycleStart + maxH * HOUR;
        coreAtEnd = target + 1.5 + random() * 3;
        endLine = `cell=${cell} event=CYCLE_END batch=${batch} cause=MAX_DURATION elapsed=${maxH}:00 core_max=${fixed(coreAtEnd)}`;
      } else {
        events.push([
          endAt - between(random, 10, 50) * MINUTE,
          `cell=${cell} event=CORE_TARGET_REACHED batch=${batch} core_max=${fixed(target - 0.1 - random() * 0.4)}`,
        ]);
        const el = endAt - cycleStart;
        endLine = `cell=${cell} event=CYCLE_COMPLETE batch=${batch} elapsed=${pad2(Math.floor(el / HOUR))}:${pad2(Math.floor((el % HOUR) / MINUTE))} core_max=${fixed(coreAtEnd)} energy_kwh=${between(random, 900, 1900)}`;
      }
      // Status lines every 10 minutes, defrosts every 6 hours.
      let lastDefrost = cycleStart;
      for (let s = cycleStart + 10 * MINUTE; s < endAt; s += 10 * MINUTE) {
        const frac = Math.min(1, (s - cycleStart) / planned);
        const core = (k: number) => fixed(-1 + Math.pow(frac, 0.8) * (target + 1) + (random() - 0.3) * 1.2 + k * 0.4);
        if (s - lastDefrost > 6 * HOUR) {
          lastDefrost = s;
          events.push([s + 12_000, `cell=${cell} event=DEFROST_START type=HOT_GAS coil=${fixed(airSp - 4 - random() * 2)}`]);
          events.push([
            s + between(random, 16, 26) * MINUTE,
            `cell=${cell} event=DEFROST_END duration=00:${between(random, 16, 26)} coil_term=${fixed(8 + random() * 4)}`,
          ]);
        }
        events.push([
          s + between(random, 0, 9_000),
          `cell=${cell} event=STATUS batch=${batch} state=${frac < 0.15 ? 'PULLDOWN' : 'HOLD'} air=${fixed(airSp + (frac < 0.15 ? 12 * (0.15 - frac) * 6 : random() * 1.5))} coil=${fixed(airSp - 3.5 - random() * 1.5)} core1=${core(0)} core2=${core(1)} core3=${core(-1)} core4=${core(0.5)} fans=${frac < 0.8 ? 100 : 80}% suction=${fixed(airSp - 7 - random())}C`,
        ]);
      }
      events.push([endAt, endLine]);
      const unloadAt = endAt + between(random, 20, 240) * MINUTE;
      events.push([unloadAt, `cell=${cell} event=DOOR_OPEN door=LOAD`]);
      events.push([
        unloadAt + between(random, 25, 45) * MINUTE,
        `cell=${cell} event=UNLOAD_CONFIRM batch=${batch} pallets=${pallets} operator=${oneOf(random, operators)}`,
      ]);
      events.push([unloadAt + between(random, 46, 55) * MINUTE, `cell=${cell} event=DOOR_CLOSE door=LOAD`]);
      if (random() < 0.3)
        events.push([
          unloadAt + 60 * MINUTE,
          `cell=${cell} event=SETPOINT_CHANGE param=air_sp old=${fixed(airSp)} new=${fixed(airSp)} user=${oneOf(random, operators)}`,
        ]);
      t = unloadAt + between(random, 70, 200) * MINUTE;
    }
  }
  const lines = events
    .filter(([at]) => at >= start && at < end)
    .sort((a, b) => a[0] - b[0])
    .map(([at, msg]) => syslog(at, msg));
  return probe(
    'round 104: blast freezer controller log (preamble, paraphrase)',
    'Arctic Pride says the chicken thighs they picked up on Monday were still soft in the middle. It looks like somebody cut one of the blast freezer runs short on Sunday night, before the product was frozen through. Who stopped it?',
    'blast_freezer_syslog',
    lines.join('\n') + '\n',
    'manual-stop',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c2. Yard management gate and move history, CSV: where a dropped trailer was parked
// ---------------------------------------------------------------------------------------------------------

function yardHistory(): EconomicsTask {
  const random = seededRandom(104_008);
  const needle = 'YD-F38';
  const spots: string[] = [];
  for (const row of 'ABCDEFGH') for (let n = 1; n <= 48; n++) if (`YD-${row}${pad2(n)}` !== needle) spots.push(`YD-${row}${pad2(n)}`);
  const gateUsers = ['gate.mreyes', 'gate.tpham', 'gate.lsantos', 'gate.bcampbell'];
  const jockeys = ['jky.adubois', 'jky.rortiz', 'jky.knakamura', 'jky.vchavez'];
  const header =
    'event_id,event_ts,event_type,site,carrier_scac,carrier_name,trailer_no,trailer_type,load_status,from_loc,to_loc,door,seal_no,driver_name,user_id,notes';
  const rows: [number, string][] = [];
  let eventId = 7_730_000;
  const row = (
    at: number,
    type: string,
    carrier: readonly [string, string],
    trailer: string,
    load: string,
    from: string,
    to: string,
    door: string,
    seal: string,
    driver: string,
    user: string,
    notes: string,
  ) => {
    rows.push([
      at,
      [type, 'TAC1', carrier[0], carrier[1], trailer, "53' REEFER", load, from, to, door, seal, driver, user, notes].join(','),
    ]);
  };
  const start = nov(13, 6, 0, 0);
  const end = nov(17, 8, 0, 0);
  const emitVisit = (carrier: readonly [string, string], trailer: string, arrive: number, spotForce?: string, depart = true): void => {
    const driver = person(random);
    const seal = `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 100000, 999999)}`;
    const loaded = spotForce !== undefined || random() < 0.6;
    row(
      arrive,
      'GATE_IN',
      carrier,
      trailer,
      loaded ? 'LOADED' : 'EMPTY',
      'GATE-1',
      'GATE-1 QUEUE',
      '',
      loaded ? seal : '',
      driver,
      oneOf(random, gateUsers),
      loaded ? `${oneOf(random, ['SEAL INTACT', 'SEAL VERIFIED', 'REEFER RUNNING', 'FUEL OK'])}` : '',
    );
    const spot = spotForce ?? oneOf(random, spots);
    const parked = arrive + between(random, 6, 50) * MINUTE;
    row(
      parked,
      'MOVE',
      carrier,
      trailer,
      loaded ? 'LOADED' : 'EMPTY',
      'GATE-1 QUEUE',
      spot,
      '',
      loaded ? seal : '',
      '',
      oneOf(random, jockeys),
      spotForce ? 'DROP' : '',
    );
    if (spotForce) return;
    if (random() < 0.6) {
      const door = `DOOR-${pad2(between(random, 1, 24))}`;
      const toDoor = parked + between(random, 30, 900) * MINUTE;
      row(
        toDoor,
        'MOVE',
        carrier,
        trailer,
        loaded ? 'LOADED' : 'EMPTY',
        spot,
        door,
        door,
        loaded ? seal : '',
        '',
        oneOf(random, jockeys),
        '',
      );
      const done = toDoor + between(random, 60, 240) * MINUTE;
      const back = oneOf(random, spots);
      row(
        done,
        'MOVE',
        carrier,
        trailer,
        loaded ? 'EMPTY' : 'LOADED',
        door,
        back,
        door,
        '',
        '',
        oneOf(random, jockeys),
        loaded ? 'UNLOADED' : 'LOADED OUT',
      );
      if (depart && random() < 0.8) {
        const leave = done + between(random, 30, 900) * MINUTE;
        row(
          leave,
          'GATE_OUT',
          carrier,
          trailer,
          loaded ? 'EMPTY' : 'LOADED',
          back,
          'GATE-2',
          '',
          loaded ? '' : `KB${between(random, 100000, 999999)}`,
          person(random),
          oneOf(random, gateUsers),
          '',
        );
      }
    }
  };
  for (let k = 0; k < 1150; k++) {
    const carrier = oneOf(random, CARRIERS);
    let trailer: string;
    do trailer = String(between(random, 10000, 69999));
    while (trailer === '53114');
    emitVisit(carrier, trailer, start + pick(random, end - start - 3 * HOUR));
  }
  // Near misses: another carrier's trailer 53114, and Cascadia Express trailers with nearby numbers.
  emitVisit(CARRIERS[1]!, '53114', nov(14, 10, 22, 5));
  emitVisit(CARRIERS[0]!, '53141', nov(15, 16, 4, 40));
  emitVisit(CARRIERS[0]!, '53104', nov(16, 7, 31, 12));
  emitVisit(CARRIERS[0]!, '53114', nov(15, 14, 17, 52), needle);
  // Yard checks: every 12 hours the yard is walked and each spot's trailer confirmed.
  for (let c = start + 6 * HOUR; c < end; c += 12 * HOUR) {
    row(
      c,
      'YARD_CHECK',
      ['', ''],
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      oneOf(random, jockeys),
      `YARD CHECK STARTED ${between(random, 120, 210)} SPOTS OCCUPIED`,
    );
  }
  rows.sort((a, b) => a[0] - b[0]);
  const lines = [
    header,
    ...rows.filter(([at]) => at < end).map(([at, r]) => `${++eventId},${localIso(at).replace('T', ' ').slice(0, 19)},${r}`),
  ];
  return probe(
    'round 104: yard gate and move history (preamble, paraphrase)',
    "There's a Cascadia Express driver at the guard shack. He says he dropped a loaded trailer with us two days ago and now he can't find it in the yard. His trailer number is 53114. Where did we park it?",
    'yms_event_history',
    lines.join('\n') + '\n',
    'yard-spot',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c3. WMS inventory adjustment audit, fixed-width report: the forklift-damage write-off of ice cream
// ---------------------------------------------------------------------------------------------------------

function adjustmentAudit(): EconomicsTask {
  const random = seededRandom(104_009);
  const products = catalogue(random);
  const iceCream = products.filter((p) => p.depositor.code === 'OLC' && p.description.startsWith('ICE CRM'));
  const notIceCream = products.filter((p) => p.temp !== 'DEEP_FROZEN');
  let needle = '';
  const users = ['inv.kwalsh', 'inv.ssantos', 'inv.mhoang', 'sup.dbrennan', 'sup.aokafor', 'qa.lmorales', 'inv.jkim'];
  const approvers = ['mgr.rlindqvist', 'mgr.pduarte', 'sup.dbrennan', ''];
  const reasons: [string, number, string[]][] = [
    ['CC', 40, ['CYCLE COUNT VARIANCE', 'RECOUNT CONFIRMED', 'BLIND COUNT']],
    ['CC-FND', 6, ['FOUND IN OVERFLOW', 'FOUND ON DOCK']],
    ['DM-REC', 6, ['CRUSHED ON ARRIVAL', 'WET CASES AT RECEIPT', 'CARRIER DAMAGE NOTED ON BOL']],
    [
      'DM-MHE',
      5,
      ['REACH TRUCK FORKS PIERCED CASES', 'CLAMP DAMAGE', 'PALLET JACK RAN OVER CORNER', 'DROPPED FROM LEVEL C', 'LOAD SHIFTED ON FORKS'],
    ],
    ['DM-WHS', 4, ['CASE COLLAPSED IN RACK', 'SHRINK WRAP FAILURE', 'ICE BUILDUP DAMAGE']],
    ['QA-SMP', 5, ['QA SAMPLE PULLED', 'MICRO SAMPLE']],
    ['EXP', 3, ['PAST BEST BEFORE', 'CUSTOMER REQUESTED DESTROY']],
    ['RELBL', 4, ['RELABELED - WRONG LOT', 'RELABELED - UPC']],
    ['TMP', 2, ['TEMP ABUSE - QA DISPOSITION', 'THAW EVENT CASES']],
  ];
  const weighted: [string, string[]][] = reasons.flatMap(([code, w, comments]) =>
    Array.from({ length: w }, () => [code, comments] as [string, string[]]),
  );
  const desc: Record<string, string> = {
    CC: 'Cycle count adjustment',
    'CC-FND': 'Found inventory',
    'DM-REC': 'Damage - receiving / carrier',
    'DM-MHE': 'Damage - material handling equipment',
    'DM-WHS': 'Damage - warehouse, other',
    'QA-SMP': 'Quality sample',
    EXP: 'Expired / destroy',
    RELBL: 'Relabel (net zero)',
    TMP: 'Temperature excursion write-off',
  };
  type Rec = {
    at: number;
    ref?: string;
    user: string;
    p: (typeof products)[number];
    reason: string;
    qty: number;
    comment: string;
    approver: string;
  };
  const recs: Rec[] = [];
  for (let day = 1; day <= 16; day++) {
    const n = between(random, 75, 110);
    for (let i = 0; i < n; i++) {
      const [reason, comments] = oneOf(random, weighted);
      const p = oneOf(random, reason === 'DM-MHE' ? notIceCream : products);
      const qty =
        reason === 'CC' || reason === 'RELBL'
          ? (random() < 0.5 ? -1 : 1) * between(random, 1, 12)
          : reason === 'CC-FND'
            ? between(random, 1, 30)
            : -between(random, 1, 14);
      recs.push({
        at: nov(day, between(random, 0, 23), between(random, 0, 59)),
        user: oneOf(random, users),
        p,
        reason,
        qty,
        comment: oneOf(random, comments),
        approver: Math.abs(qty) > 5 || reason.startsWith('DM') ? oneOf(random, approvers.slice(0, 3)) : oneOf(random, approvers),
      });
    }
  }
  // The incident, and near misses: other ice cream write-offs, and forklift damage on other weeks.
  recs.push({
    at: nov(10, 14, 22),
    ref: 'target',
    user: 'sup.aokafor',
    p: iceCream[0]!,
    reason: 'DM-MHE',
    qty: -9,
    comment: 'REACH TRUCK FORKS WENT THROUGH PALLET FACE',
    approver: 'mgr.rlindqvist',
  });
  recs.push({
    at: nov(3, 9, 47),
    user: 'inv.kwalsh',
    p: iceCream[1]!,
    reason: 'DM-MHE',
    qty: -4,
    comment: 'CLAMP DAMAGE',
    approver: 'sup.dbrennan',
  });
  recs.push({
    at: nov(16, 4, 12),
    user: 'sup.dbrennan',
    p: iceCream[2]!,
    reason: 'DM-MHE',
    qty: -6,
    comment: 'DROPPED FROM LEVEL C',
    approver: 'mgr.pduarte',
  });
  recs.push({
    at: nov(11, 8, 5),
    user: 'inv.mhoang',
    p: iceCream[0]!,
    reason: 'DM-WHS',
    qty: -3,
    comment: 'CASE COLLAPSED IN RACK',
    approver: 'sup.dbrennan',
  });
  recs.push({
    at: nov(12, 15, 30),
    user: 'qa.lmorales',
    p: iceCream[3]!,
    reason: 'TMP',
    qty: -12,
    comment: 'THAW EVENT CASES',
    approver: 'mgr.pduarte',
  });
  recs.sort((a, b) => a.at - b.at);
  let seq = 3600;
  const W = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s.padEnd(n));
  const R = (s: string, n: number) => s.padStart(n);
  const head = (page: number): string[] => [
    '\f' + W('KESTREL BAY COLD STORAGE - TACOMA (TAC1)', 100) + `PAGE ${page}`,
    W('INVENTORY ADJUSTMENT AUDIT REPORT', 100) + 'RUN 11/17/26 05:30',
    'PERIOD: 11/01/26 - 11/16/26   DEPOSITOR: ALL   REASON: ALL   SORT: DATE/TIME',
    '',
    `${W('ADJ REF', 17)}${W('DATE', 9)}${W('TIME', 6)}${W('USER', 15)}${W('DEP', 5)}${W('SKU', 11)}${W('DESCRIPTION', 36)}${W('LOT', 12)}${W('LPN', 13)}${W('LOCATION', 12)}${R('BEFORE', 7)}${R('ADJ', 6)}${R('AFTER', 7)} ${W('UOM', 4)}${W('RSN', 8)}APPROVED BY`,
    '-'.repeat(190),
  ];
  const out: string[] = [];
  let page = 0;
  let onPage = 99;
  for (const r of recs) {
    if (onPage >= 54) {
      out.push(...head(++page));
      onPage = 0;
    }
    const ref = `ADJ-2611-${String((seq += random() < 0.9 ? 1 : 2)).padStart(6, '0')}`;
    if (r.ref === 'target') needle = ref;
    const t = pst(r.at);
    const before = between(random, Math.max(1, -r.qty), r.p.casesPerPallet);
    const lot = `L${between(random, 2607, 2611)}-${String(between(random, 1, 999)).padStart(4, '0')}`;
    const lpnNo = `LPN${String(between(random, 680_000, 760_000)).padStart(8, '0')}`;
    const locCode = `${r.p.temp === 'DEEP_FROZEN' ? 'I1' : r.p.temp === 'CHILLED' ? 'C1' : oneOf(random, ['F1', 'F2', 'F3'])}-${pad2(between(random, 1, 24))}-${pad2(between(random, 1, 40))}-${'ABCDE'[pick(random, 5)]}`;
    out.push(
      `${W(ref, 17)}${W(`${pad2(t.mo)}/${pad2(t.d)}/26`, 9)}${W(`${pad2(t.h)}:${pad2(t.mi)}`, 6)}${W(r.user, 15)}${W(r.p.depositor.code, 5)}${W(r.p.sku, 11)}${W(r.p.description, 36)}${W(lot, 12)}${W(lpnNo, 13)}${W(locCode, 12)}${R(String(before), 7)}${R((r.qty > 0 ? '+' : '') + r.qty, 6)}${R(String(before + r.qty), 7)} ${W('CS', 4)}${W(r.reason, 8)}${r.approver || '-'}`,
    );
    out.push(`${' '.repeat(17)}COMMENT: ${r.comment}`);
    onPage += 2;
  }
  out.push('', 'REASON CODES', ...Object.entries(desc).map(([k, v]) => `  ${W(k, 8)}${v}`));
  out.push('', `TOTAL ADJUSTMENTS: ${recs.length}`, '*** END OF REPORT ***');
  return probe(
    'round 104: inventory adjustment audit (preamble, paraphrase)',
    "Our insurer is asking about last week's incident where a forklift ran into a pallet of ice cream in the freezer and we had to write off the damaged cases. What's the reference number of that write-off?",
    'wms_adjustment_report',
    out.join('\n') + '\n',
    'writeoff-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d1. Outbound load manifest, pretty JSON: the pallet whose weight is out of line
// ---------------------------------------------------------------------------------------------------------

function outboundManifest(): EconomicsTask {
  const random = seededRandom(104_010);
  const products = catalogue(random);
  const loads: unknown[] = [];
  const nLoads = 44;
  const targetLoad = 20;
  let serial = 734_100;
  let needle = '';
  let so = 18_700;
  for (let l = 0; l < nLoads; l++) {
    const [scac, name] = oneOf(random, CARRIERS);
    const depositor = oneOf(random, DEPOSITORS);
    const items = products.filter((p) => p.depositor === depositor);
    const orders: { orderNo: string; customerPo: string; shipTo: { name: string; city: string; state: string }; stop: number }[] = [];
    const nOrders = between(random, 1, 4);
    for (let o = 0; o < nOrders; o++) {
      const city = oneOf(random, CITIES);
      orders.push({
        orderNo: `SO2611-${(so += between(random, 1, 5))}`,
        customerPo: String(between(random, 4_500_180_000, 4_500_199_999)),
        shipTo: {
          name: `${oneOf(random, ['HARBOR FRESH MARKETS', 'CASCADE GROCERY', 'TIDEWATER FOODSERVICE', 'SUMMIT MARKETS'])} #${between(random, 101, 499)}`,
          city: city[0],
          state: city[1],
        },
        stop: o + 1,
      });
    }
    const nPallets = between(random, 18, 26);
    const status = l < 30 ? 'SHIPPED' : l < 38 ? 'LOADING' : 'PLANNED';
    const loadStart = nov(17, status === 'SHIPPED' ? between(random, 0, 10) : between(random, 12, 13), between(random, 0, 59));
    const loadedCount = status === 'SHIPPED' ? 999 : status === 'LOADING' ? between(random, 2, 15) : 0;
    let loadedAt = loadStart;
    const pallets: unknown[] = [];
    let cases = 0;
    let weight = 0;
    const oddAt = l === targetLoad ? 11 : -1;
    for (let p = 0; p < nPallets; p++) {
      const product = oneOf(random, items);
      const order = orders[Math.min(orders.length - 1, Math.floor((p * orders.length) / nPallets))]!;
      const c = random() < 0.8 ? product.casesPerPallet : between(random, 8, product.casesPerPallet);
      const s = sscc((serial += between(random, 1, 3)));
      let kg = Number(fixed(c * product.caseKg + 22 + random() * 6));
      if (p === oddAt) {
        kg = Number(fixed(kg * 10));
        needle = s;
      }
      cases += c;
      weight += kg;
      pallets.push({
        sscc: s,
        lpn: `LPN${String(between(random, 690_000, 760_000)).padStart(8, '0')}`,
        orderNo: order.orderNo,
        stop: order.stop,
        sku: product.sku,
        description: product.description,
        lot: `L${between(random, 2608, 2611)}-${String(between(random, 1, 999)).padStart(4, '0')}`,
        cases: c,
        grossWeightKg: kg,
        heightCm: between(random, 120, 180),
        tempClass: product.temp,
        pulpTempC: Number(
          fixed(product.temp === 'CHILLED' ? 1 + random() * 2.5 : product.temp === 'DEEP_FROZEN' ? -27 + random() * 3 : -22 + random() * 4),
        ),
        loadedAt: p < loadedCount ? localIso((loadedAt += between(random, 90, 330) * 1000)) : null,
        loadedBy: p < loadedCount ? `rf${String(between(random, 401, 460)).padStart(4, '0')}` : null,
      });
    }
    loads.push({
      loadId: `LD-2611-${String(410 + l).padStart(4, '0')}`,
      status,
      shipDate: '2026-11-17',
      door: `DOOR-${between(random, 13, 24)}`,
      carrier: { scac, name },
      trailer: { number: String(between(random, 10000, 69999)), setpointC: depositor.items[0]![1] === 'CHILLED' ? 2 : -23 },
      sealNumber: l < 30 ? `KB${between(random, 100000, 999999)}` : null,
      bol: `KBTAC${between(random, 100_000, 999_999)}`,
      depositor: { code: depositor.code, name: depositor.name },
      orders,
      pallets,
      totals: { pallets: nPallets, cases, grossWeightKg: Number(fixed(weight)) },
    });
  }
  const body = { site: 'TAC1', shipDate: '2026-11-17', generatedAt: '2026-11-17T14:20:05-08:00', loadCount: nLoads, loads };
  return probe(
    'round 104: outbound load manifest, odd pallet weight',
    "One pallet on today's outbound loads has a weight that's way out of line with all the others. Which pallet is it?",
    'wms_outbound_manifest',
    JSON.stringify(body, null, 2),
    'odd-weight',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d2. Location master, psql table: the freezer rack slot whose temperature class differs
// ---------------------------------------------------------------------------------------------------------

function locationMaster(): EconomicsTask {
  const random = seededRandom(104_011);
  const needle = 'F2-07-16-C';
  const cols = [
    'location_code',
    'room',
    'zone',
    'aisle',
    'bay',
    'level',
    'loc_type',
    'temp_class',
    'max_weight_kg',
    'max_height_cm',
    'putaway_seq',
    'pick_seq',
    'status',
  ];
  const rows: string[][] = [];
  const rooms: [string, string, TempClass, number, number][] = [
    ['C1', 'CHL1', 'CHILLED', 8, 22],
    ['F1', 'FRZ1', 'FROZEN', 12, 22],
    ['F2', 'FRZ2', 'FROZEN', 12, 22],
    ['F3', 'FRZ3', 'FROZEN', 12, 22],
    ['I1', 'ICE1', 'DEEP_FROZEN', 6, 22],
  ];
  let seq = 1000;
  for (const [room, roomName, temp, aisles, bays] of rooms) {
    for (let a = 1; a <= aisles; a++) {
      for (let b = 1; b <= bays; b++) {
        for (const level of 'ABCDE') {
          const code = `${room}-${pad2(a)}-${pad2(b)}-${level}`;
          const floor = level === 'A';
          const type = floor && b <= 2 && room !== 'I1' ? 'PICK_FACE' : 'SELECTIVE';
          const status = random() < 0.015 ? 'BLOCKED' : random() < 0.005 ? 'INACTIVE' : 'ACTIVE';
          seq += 10;
          rows.push([
            code,
            roomName,
            `${roomName}-${a <= aisles / 2 ? 'N' : 'S'}`,
            pad2(a),
            pad2(b),
            level,
            type,
            code === needle ? 'CHILLED' : temp,
            floor ? '1800' : level === 'E' ? '1000' : '1250',
            floor ? '210' : level === 'E' ? '140' : '165',
            String(seq),
            type === 'PICK_FACE' ? String(between(random, 100, 999) * 10) : '',
            status,
          ]);
        }
      }
    }
  }
  for (let d = 1; d <= 24; d++)
    for (const lane of ['1', '2'])
      rows.push([`DK-${pad2(d)}-${lane}`, 'DOCK', 'DOCK', '', '', '', 'STAGING', 'CHILLED', '20000', '250', '', '', 'ACTIVE']);
  for (let q = 1; q <= 12; q++)
    rows.push([`QA-HOLD-${pad2(q)}`, 'FRZ3', 'QA', '', '', '', 'FLOOR', 'FROZEN', '3000', '210', '', '', 'ACTIVE']);
  rows.sort((x, y) => (x[0]! < y[0]! ? -1 : 1));
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const numeric = new Set(['max_weight_kg', 'max_height_cm', 'putaway_seq', 'pick_seq']);
  const fmt = (r: string[]) => ' ' + r.map((v, i) => (numeric.has(cols[i]!) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ');
  const lines = [
    fmt(cols.map((c, i) => c.padStart(Math.floor((widths[i]! + c.length) / 2)).padEnd(widths[i]!))),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map(fmt),
    `(${rows.length} rows)`,
  ];
  return probe(
    'round 104: location master, odd temperature class',
    'One of the rack slots in the freezer rooms is set up with a different temperature class from the rest of its room. Which location is it?',
    'wms_sql_query',
    "wms=> SELECT location_code, room, zone, aisle, bay, level, loc_type, temp_class, max_weight_kg, max_height_cm, putaway_seq, pick_seq, status FROM wms.location WHERE site = 'TAC1' ORDER BY location_code;\n" +
      lines.map((l) => l.trimEnd()).join('\n') +
      '\n',
    'odd-temp-class',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d3. Label print server, CUPS page_log: the job with an outsized number of copies
// ---------------------------------------------------------------------------------------------------------

function printPageLog(): EconomicsTask {
  const random = seededRandom(104_012);
  const printers = [
    ...Array.from({ length: 12 }, (_, i) => `dock${pad2(i + 13)}-zt411`),
    ...Array.from({ length: 4 }, (_, i) => `recv${i + 1}-zt411`),
    ...Array.from({ length: 3 }, (_, i) => `pick${i + 1}-zt610`),
    'qa-zd621',
  ];
  const humans = ['mreyes', 'tpham', 'lsantos', 'dbrennan', 'aokafor', 'kwalsh'];
  const start = nov(10, 0, 0, 0);
  const end = nov(17, 7, 0, 0);
  let job = 58_200;
  const lines: string[] = [];
  const total = 6400;
  const oddAt = Math.floor(total * 0.46);
  let needle = '';
  const times = Array.from({ length: total }, () => start + pick(random, end - start)).sort((a, b) => a - b);
  for (let i = 0; i < total; i++) {
    const at = times[i]!;
    const t = pst(at);
    const printer = oneOf(random, printers);
    job++;
    const human = random() < 0.08;
    const user = human ? oneOf(random, humans) : 'wms';
    const host = human ? `10.41.${between(random, 30, 31)}.${between(random, 10, 90)}` : '10.41.3.20';
    let name: string;
    let copies: number;
    if (printer.startsWith('dock')) {
      name = `PLT_SO2611-${between(random, 18000, 19999)}_${pad2(between(random, 1, 26))}`;
      copies = 2;
    } else if (printer.startsWith('recv')) {
      name = `RCV_LPN${String(between(random, 690_000, 760_000)).padStart(8, '0')}`;
      copies = random() < 0.9 ? 2 : 1;
    } else if (printer.startsWith('pick')) {
      name = `CASE_W2611-${between(random, 300, 340)}_${between(random, 1, 60)}`;
      copies = 1;
    } else {
      name = `QA_HOLD_${between(random, 1000, 9999)}`;
      copies = 1;
    }
    if (human) name = oneOf(random, ['reprint.zpl', 'lpn-reprint.zpl', 'test-label.zpl', 'plt-label.zpl']);
    if (human && random() < 0.3) copies = between(random, 1, 4);
    if (i === oddAt) {
      copies = 250;
      name = 'plt-label.zpl';
      needle = String(job);
    }
    lines.push(
      `${printer} ${i === oddAt ? 'tpham' : user} ${job} [${pad2(t.d)}/${MONTHS[t.mo - 1]}/${t.y}:${pad2(t.h)}:${pad2(t.mi)}:${pad2(t.s)} -0800] 1 ${copies} - ${i === oddAt ? '10.41.30.57' : host} ${name} w288h432 one-sided`,
    );
  }
  return probe(
    'round 104: label print server page log, odd copy count',
    'Somebody printed a ridiculous number of copies of a label on one of the Zebra printers this week and we went through a whole roll. Which print job was that?',
    'cups_page_log',
    lines.join('\n') + '\n',
    'odd-copies',
    needle,
  );
}

export function roundOneHundredFour(): EconomicsTask[] {
  return [
    wmsInventory(),
    reeferFeed(),
    edi940(),
    reliefRegister(),
    dockAppointments(),
    wmsAppLog(),
    blastFreezerLog(),
    yardHistory(),
    adjustmentAudit(),
    outboundManifest(),
    locationMaster(),
    printPageLog(),
  ];
}
