/**
 * Probe round 34, written blind: a made-up commercial insurance carrier, Tamarack Commercial Insurance Company
 * (policy administration and rating, underwriting referrals, claims and their adjusters, catastrophe exposure,
 * bordereaux from coverholders, reinsurance, premium collections, the mainframe batch and the cloud data platform).
 * "Today" is Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - policy admin API, minified JSON: what per-occurrence general liability limit an insured's current policy carries.
 *  - cat exposure submission, one-line XML: what year built was sent to the modelers for one insured's freezer warehouse.
 *  - reinsurance cessions query, CSV with one aggregated field per treaty layer: what one layer recovers on a fire claim.
 * b. The answer a few lines from the line the question's words match:
 *  - claims API, pretty JSON: who the field adjuster is on one insured's August hail claim.
 *  - underwriting referral rules export, YAML: which queue a Texas solid-fuel restaurant refers to, and how fast.
 *  - mainframe agency commission statement: the net commission due to one agency for October.
 * c. A question in other words, or with a preamble:
 *  - bordereaux ingest log: why an MGA's October list of policies never showed up (paraphrase).
 *  - ACH return items report: what the bank said about one insured's November installment (preamble).
 *  - dbt nightly build log: whether the commercial auto loss development model was rebuilt (preamble and paraphrase).
 * d. One value unlike its peers:
 *  - commercial auto territory relativities export: which factor is out of line with the rest.
 *  - raw layer partition audit (bq table): which table's day came in far smaller than usual.
 *  - claims system users export, CSV: whose payment authority is unlike others with the same title.
 *
 * Not among the bench's targets.
 *
 * First run, at 085a0c6 (60d984a with this file; `ROUNDS=34 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,044,290 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds the same 5/12
 * (60,611 tokens):
 *   round 34: policy admin api
 *     codex: 6,567 tokens, peak 6,479, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,141 tokens, peak 3,493, 0/1 needles, 4 read-backs
 *     ours: 6,876 tokens, peak 2,285, 0/1 needles, 4 read-backs
 *   round 34: cat exposure xml
 *     codex: 7,028 tokens, peak 6,937, 0/1 needles, 0 read-backs
 *     context-chef: 731 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,675 tokens, peak 5,079, 0/1 needles, 4 read-backs
 *     ours: 7,065 tokens, peak 3,327, 0/1 needles, 3 read-backs
 *   round 34: reinsurance cessions csv
 *     codex: 226 tokens, peak 148, 0/1 needles, 0 read-backs
 *     context-chef: 774 tokens, peak 696, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,106 tokens, peak 1,266, 1/1 needles, 1 read-backs
 *     ours: 2,927 tokens, peak 1,930, 1/1 needles, 1 read-backs
 *   round 34: claims api pretty json
 *     codex: 12,848 tokens, peak 12,761, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 597, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,504 tokens, peak 1,196, 0/1 needles, 1 read-backs
 *     ours: 2,100 tokens, peak 1,125, 1/1 needles, 1 read-backs
 *   round 34: referral rules yaml
 *     codex: 13,574 tokens, peak 13,480, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,829 tokens, peak 2,913, 0/1 needles, 3 read-backs
 *     ours: 6,364 tokens, peak 2,437, 1/1 needles, 3 read-backs
 *   round 34: commission statement report
 *     codex: 12,688 tokens, peak 12,614, 0/1 needles, 0 read-backs
 *     context-chef: 483 tokens, peak 409, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,530 tokens, peak 1,707, 0/1 needles, 4 read-backs
 *     ours: 4,947 tokens, peak 1,841, 0/1 needles, 4 read-backs
 *   round 34: bordereaux ingest log, paraphrase
 *     codex: 16,577 tokens, peak 16,491, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,789 tokens, peak 4,263, 0/1 needles, 4 read-backs
 *     ours: 9,097 tokens, peak 3,943, 0/1 needles, 4 read-backs
 *   round 34: ach returns report, preamble
 *     codex: 16,174 tokens, peak 16,069, 0/1 needles, 0 read-backs
 *     context-chef: 738 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,852 tokens, peak 3,032, 0/1 needles, 4 read-backs
 *     ours: 5,985 tokens, peak 2,560, 1/1 needles, 4 read-backs
 *   round 34: dbt nightly build log, preamble
 *     codex: 13,488 tokens, peak 13,384, 0/1 needles, 0 read-backs
 *     context-chef: 689 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,764 tokens, peak 1,257, 0/1 needles, 4 read-backs
 *     ours: 4,214 tokens, peak 900, 0/1 needles, 4 read-backs
 *   round 34: territory relativities
 *     codex: 22,281 tokens, peak 22,188, 0/1 needles, 0 read-backs
 *     context-chef: 965 tokens, peak 872, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,714 tokens, peak 1,588, 0/1 needles, 3 read-backs
 *     ours: 1,027 tokens, peak 736, 0/1 needles, 0 read-backs
 *   round 34: raw layer partition audit
 *     codex: 14,429 tokens, peak 14,336, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 573, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,636 tokens, peak 2,184, 0/1 needles, 3 read-backs
 *     ours: 4,606 tokens, peak 1,872, 0/1 needles, 3 read-backs
 *   round 34: claims users csv
 *     codex: 17,319 tokens, peak 17,234, 0/1 needles, 0 read-backs
 *     context-chef: 818 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,786 tokens, peak 2,909, 0/1 needles, 3 read-backs
 *     ours: 5,231 tokens, peak 2,487, 1/1 needles, 3 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of 2026 as a wall clock reads it, kept as UTC so formatters print it as it stands. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-09` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `2026-11-09T08:14:22` */
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `11/04/26` */
const mdy = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${String(d.getUTCFullYear()).slice(2)}`;
};
/** Central time with its offset: daylight time ends on 1 November 2026. */
const isoCt = (t: number) => `${iso(t)}${t >= T(3, 8, 2) && t < T(11, 1, 2) ? '-05:00' : '-06:00'}`;
/** `08:14:22` */
const hms = (t: number) => new Date(t).toISOString().slice(11, 19);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** `1,234,567.89`, or with `dp` decimals. */
const commas = (n: number, dp = 2) => {
  const [whole, frac] = Math.abs(n).toFixed(dp).split('.');
  return `${n < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** Where the carrier writes: city, state, ZIP, latitude, longitude. */
type Place = readonly [string, string, string, number, number];
const PLACES: readonly Place[] = [
  ['Minneapolis', 'MN', '55413', 44.98, -93.26],
  ['St Paul', 'MN', '55104', 44.95, -93.09],
  ['Duluth', 'MN', '55802', 46.79, -92.1],
  ['Rochester', 'MN', '55901', 44.02, -92.47],
  ['Fargo', 'ND', '58102', 46.88, -96.79],
  ['Bismarck', 'ND', '58501', 46.81, -100.78],
  ['Sioux Falls', 'SD', '57104', 43.54, -96.73],
  ['Rapid City', 'SD', '57701', 44.08, -103.23],
  ['Des Moines', 'IA', '50309', 41.59, -93.62],
  ['Cedar Rapids', 'IA', '52404', 41.98, -91.67],
  ['Madison', 'WI', '53703', 43.07, -89.4],
  ['Green Bay', 'WI', '54303', 44.52, -88.02],
  ['Milwaukee', 'WI', '53204', 43.04, -87.91],
  ['Omaha', 'NE', '68102', 41.26, -95.94],
  ['Lincoln', 'NE', '68508', 40.81, -96.7],
  ['Kansas City', 'MO', '64108', 39.1, -94.58],
  ['Springfield', 'MO', '65806', 37.21, -93.29],
  ['Wichita', 'KS', '67202', 37.69, -97.34],
  ['Tulsa', 'OK', '74103', 36.15, -95.99],
  ['Oklahoma City', 'OK', '73102', 35.47, -97.52],
  ['Dallas', 'TX', '75207', 32.78, -96.8],
  ['Houston', 'TX', '77002', 29.76, -95.37],
  ['San Antonio', 'TX', '78205', 29.42, -98.49],
  ['Corpus Christi', 'TX', '78401', 27.8, -97.4],
  ['Beaumont', 'TX', '77701', 30.08, -94.13],
  ['Shreveport', 'LA', '71101', 32.51, -93.75],
  ['Baton Rouge', 'LA', '70802', 30.45, -91.19],
  ['Lafayette', 'LA', '70501', 30.22, -92.02],
  ['Mobile', 'AL', '36602', 30.69, -88.04],
  ['Gulfport', 'MS', '39501', 30.37, -89.09],
  ['Pensacola', 'FL', '32502', 30.42, -87.22],
  ['Tampa', 'FL', '33602', 27.95, -82.46],
  ['Charleston', 'SC', '29401', 32.78, -79.93],
  ['Wilmington', 'NC', '28401', 34.23, -77.94],
  ['Denver', 'CO', '80204', 39.74, -104.99],
  ['Billings', 'MT', '59101', 45.78, -108.5],
  ['Bozeman', 'MT', '59715', 45.68, -111.04],
  ['Boise', 'ID', '83702', 43.62, -116.2],
  ['Indianapolis', 'IN', '46204', 39.77, -86.16],
  ['Columbus', 'OH', '43215', 39.96, -83.0],
  ['Peoria', 'IL', '61602', 40.69, -89.59],
  ['Rockford', 'IL', '61101', 42.27, -89.09],
];
const place = (city: string) => PLACES.find((p) => p[0] === city)!;
const STREETS = [
  'Main St',
  'Industrial Blvd',
  'Commerce Dr',
  '2nd Ave N',
  'Airport Rd',
  'Railroad Ave',
  'Elm St',
  'Frontage Rd',
  'County Road 12',
  'Park Ave',
  'Washington Ave',
  'Oak St',
  'Highway 10',
  'Lincoln Way',
  'Depot St',
  'Market St',
  'Riverside Dr',
  'Enterprise Way',
  'Center St',
  'Mill Rd',
];
const street = (random: () => number) => `${between(random, 100, 9_899)} ${oneOf(random, STREETS)}`;
const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'Daniel',
  'Angela',
  'Kevin',
  'Monica',
  'Brian',
  'Rachel',
  'Jason',
  'Tanya',
  'Eric',
  'Keisha',
  'Mark',
  'Heather',
  'Luis',
  'Sandra',
  'Ahmed',
  'Mei',
  'Carlos',
  'Nicole',
  'Derek',
  'Priya',
  'Travis',
  'Amber',
  'Marcus',
  'Erin',
  'Jorge',
  'Kristin',
  'Hung',
  'Dana',
  'Trevor',
  'Rosa',
  'Gregory',
  'Megan',
];
const LAST = [
  'Anderson',
  'Nguyen',
  'Johnson',
  'Martinez',
  'Olson',
  'Thompson',
  'Garcia',
  'Larson',
  'Williams',
  'Hernandez',
  'Peterson',
  'Brown',
  'Nelson',
  'Davis',
  'Lopez',
  'Schmidt',
  'Miller',
  'Wilson',
  'Moore',
  'Jackson',
  'Kowalski',
  'Patel',
  'Hansen',
  'Reyes',
  'Carlson',
  'Okafor',
  'Baker',
  'Sorensen',
  'Kim',
  'Washington',
  'Fischer',
  'Ramirez',
  'Bauer',
  'Johansen',
  'Murphy',
  'Tran',
  'Gustafson',
  'Lee',
  'Ortiz',
  'Becker',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const NAME_A = [
  'Cedar',
  'Granite',
  'Prairie',
  'Northstar',
  'Lakeshore',
  'Ironwood',
  'Summit',
  'Riverbend',
  'Bluestem',
  'Harbor',
  'Keystone',
  'Maple',
  'Pioneer',
  'Sawtooth',
  'Silver Creek',
  'Timberline',
  'Westfield',
  'Copper',
  'Aspen',
  'Badger',
  'Bison',
  'Redwing',
  'Meridian',
  'Oakridge',
  'Tall Pines',
  'Elk River',
  'Big Sky',
  'Union',
  'Heartland',
  'Lone Oak',
];
const NAME_B = [
  'Fabrication',
  'Logistics',
  'Dental Group',
  'Hardware',
  'Brewing',
  'Auto Body',
  'Millwork',
  'Plumbing & Heating',
  'Veterinary Clinic',
  'Grain',
  'Printing',
  'Roofing',
  'Machine Works',
  'Properties',
  'Storage',
  'Farm Supply',
  'Bakery',
  'Trucking',
  'Electric',
  'Landscaping',
  'Foods',
  'Distributing',
  'Tool & Die',
  'Packaging',
  'Hotel',
  'Medical Supply',
  'Cabinetry',
  'Concrete',
  'Marine',
  'Seed',
];
const NAME_C = ['Inc', 'LLC', 'Co', 'Corp', 'Inc', 'LLC'];
const business = (random: () => number) => `${oneOf(random, NAME_A)} ${oneOf(random, NAME_B)} ${oneOf(random, NAME_C)}`;
const agency = (random: () => number) => {
  const a = oneOf(random, LAST);
  const b = oneOf(random, LAST);
  return oneOf(random, [
    `${a} & ${b} Insurance Agency Inc`,
    `${a} Insurance Group`,
    `${oneOf(random, NAME_A)} Insurance Services LLC`,
    `${a}-${b} Agency Inc`,
    `${a} Risk Advisors`,
    `${oneOf(random, NAME_A)} Agency Co`,
  ]);
};

/** `GET /pas/v3/policies`: one line of JSON; an insured's current term's general liability limit. */
function policyAdminApi(): EconomicsTask {
  const random = seededRandom(34_001);
  const used = new Set(['3041188', '3052740']);
  const base = () => {
    let b = '';
    while (!b || used.has(b)) b = String(between(random, 3_000_000, 3_099_999));
    used.add(b);
    return b;
  };
  const covId = () => `COV-${digits(random, 9)}`;
  const producers = Array.from({ length: 70 }, () => ({ code: `AG-${between(random, 10_000, 19_999)}`, name: agency(random) }));
  const UNDERWRITERS = [
    'j.okonkwo',
    'm.castellano',
    'r.lindgren',
    's.pham',
    'd.whitfield',
    'k.brennan',
    'a.rasmussen',
    't.delgado',
    'l.fairbanks',
  ];
  const NAICS = ['493120', '311612', '238220', '722511', '423830', '332710', '484121', '531120', '445110', '811111', '236220', '561730'];
  const GL_CLASSES = ['16819', '91340', '97047', '68500', '10073', '51926', '41650', '94276', '18507', '99938', '92478', '61212'];
  const LIMITS = [1_000_000, 1_000_000, 1_000_000, 2_000_000];
  const policy = (
    insured: string,
    at: Place,
    eff: string,
    status: string,
    baseNo: string,
    term: number,
    occurrence: number,
    umbrella: boolean,
  ) => {
    const [city, state, zip] = at;
    const cpPremium = between(random, 1_800, 95_000);
    const glPremium = between(random, 900, 48_000);
    const parts: Record<string, unknown>[] = [
      {
        part: 'CP',
        coverage_id: covId(),
        form: 'CP 00 10 10 12',
        causes_of_loss: oneOf(random, ['Special', 'Special', 'Special', 'Broad']),
        locations: oneOf(random, [1, 1, 1, 2, 2, 3, 4, 6]),
        building_limit: between(random, 4, 180) * 50_000,
        bpp_limit: between(random, 2, 60) * 25_000,
        business_income: oneOf(random, ['ALS 12 months', 'ALS 12 months', '1/4 monthly limitation', 'not covered']),
        deductible: oneOf(random, [1_000, 2_500, 5_000, 10_000, 25_000]),
        coinsurance: oneOf(random, [80, 90, 100, 100]),
        valuation: oneOf(random, ['RC', 'RC', 'ACV']),
        premium: cpPremium,
      },
      {
        part: 'GL',
        coverage_id: covId(),
        form: 'CG 00 01 04 13',
        each_occurrence: occurrence,
        general_aggregate: occurrence * 2,
        products_completed_ops_aggregate: occurrence * 2,
        personal_advertising_injury: occurrence,
        damage_to_premises_rented: oneOf(random, [100_000, 300_000]),
        medical_expense: oneOf(random, [5_000, 10_000]),
        classes: Array.from({ length: between(random, 1, 3) }, () => {
          const basis = oneOf(random, ['gross_sales', 'payroll', 'area']);
          return {
            code: oneOf(random, GL_CLASSES),
            basis,
            exposure: basis === 'area' ? between(random, 2, 90) * 1_000 : between(random, 100, 9_000) * 1_000,
            rate: Number((random() * (basis === 'area' ? 60 : 9) + 0.2).toFixed(3)),
          };
        }),
        premium: glPremium,
      },
    ];
    let total = cpPremium + glPremium;
    if (random() < 0.45) {
      const premium = between(random, 2_400, 60_000);
      total += premium;
      parts.push({
        part: 'CA',
        coverage_id: covId(),
        form: 'CA 00 01 11 20',
        symbols: oneOf(random, ['1', '7, 8, 9', '2, 8, 9']),
        vehicles: between(random, 1, 40),
        combined_single_limit: oneOf(random, [500_000, 1_000_000, 1_000_000]),
        um_uim: oneOf(random, [500_000, 1_000_000, 1_000_000]),
        premium,
      });
    }
    if (umbrella) {
      const limit = oneOf(random, [1, 2, 5, 5, 10]) * 1_000_000;
      const premium = between(random, 1_500, 40_000);
      total += premium;
      parts.push({
        part: 'UMB',
        coverage_id: covId(),
        form: 'CU 00 01 04 13',
        each_occurrence: limit,
        aggregate: limit,
        retained_limit: 10_000,
        premium,
      });
    }
    return {
      policy_number: `CPP-${baseNo}-${pad2(term)}`,
      term: { effective: eff, expiration: `${Number(eff.slice(0, 4)) + 1}${eff.slice(4)}` },
      status,
      insured: {
        name: insured,
        fein: `${between(random, 20, 99)}-${digits(random, 7)}`,
        naics: oneOf(random, NAICS),
        address: { line1: street(random), city, state, zip },
      },
      producer: oneOf(random, producers),
      underwriter: oneOf(random, UNDERWRITERS),
      written_premium: total,
      coverage_parts: parts,
      billing: {
        plan: oneOf(random, ['DIRECT_ANNUAL', 'DIRECT_QUARTERLY', 'DIRECT_10PAY', 'AGENCY_BILL']),
        balance_due: status === 'IN_FORCE' ? Number((random() * total * 0.6).toFixed(2)) : 0,
        currency: 'USD',
      },
      updated_at: isoCt(T(11, 11, 22) - pick(random, 160 * 24 * 60) * MINUTE),
    };
  };
  const COUNT = 900;
  const records: object[] = [];
  for (let i = 0; i < COUNT; i++) {
    const roll = random();
    const status = roll < 0.78 ? 'IN_FORCE' : roll < 0.88 ? 'EXPIRED' : roll < 0.95 ? 'CANCELLED' : 'PENDING_RENEWAL';
    const month = between(random, 0, 11);
    const eff =
      status === 'EXPIRED'
        ? `2025-${pad2(between(random, 1, 10))}-01`
        : status === 'PENDING_RENEWAL'
          ? '2026-12-01'
          : month === 0
            ? '2025-12-01'
            : `2026-${pad2(month)}-01`;
    records.push(
      policy(business(random), oneOf(random, PLACES), eff, status, base(), between(random, 1, 9), oneOf(random, LIMITS), random() < 0.3),
    );
  }
  const fargo = place('Fargo');
  const target = policy('Dunmore Cold Storage LLC', fargo, '2026-06-01', 'IN_FORCE', '3041188', 3, 1_000_000, false);
  const prior = policy('Dunmore Cold Storage LLC', fargo, '2025-06-01', 'EXPIRED', '3041188', 2, 2_000_000, false);
  prior.insured = target.insured;
  prior.producer = target.producer;
  records[Math.floor(COUNT * 0.5)] = target;
  records[Math.floor(COUNT * 0.31)] = prior;
  records[Math.floor(COUNT * 0.64)] = policy(
    'Dunmore Cold Chain Logistics LLC',
    fargo,
    '2026-03-01',
    'IN_FORCE',
    '3052740',
    1,
    2_000_000,
    true,
  );
  const gl = JSON.stringify(target.coverage_parts[1]);
  const needle = gl.slice(gl.indexOf('"coverage_id"'), gl.indexOf(',"general_aggregate"'));
  const output = `${JSON.stringify({
    data: records,
    paging: { page: 1, page_size: COUNT, returned: COUNT, next_cursor: null },
    request_id: `req_${chars(random, 'abcdef0123456789', 24)}`,
  })}\n`;
  const ask =
    "Dunmore Cold Storage's landlord wants a certificate showing at least $2 million per occurrence on their general liability. What per-occurrence limit does their current policy actually carry?";
  return probe('round 34: policy admin api', ask, 'http_get', output, 'limit', needle, true);
}

/** The cat modelers' exposure submission as one line of XML; one insured's freezer warehouse's year built. */
function catExposureXml(): EconomicsTask {
  const random = seededRandom(34_002);
  const CONSTRUCTION = ['5050', '5051', '5052', '5101', '5102', '5103', '5104', '5151', '5152', '5201'];
  const OCCUPANCY = ['1050', '1100', '1101', '1102', '1104', '1105', '1106', '1108', '1110', '1150', '1152', '1153', '1200', '1210'];
  const LOC_NAMES = [
    'Main Bldg',
    'Warehouse',
    'Office',
    'Plant',
    'Shop',
    'Retail Store',
    'Distribution Ctr',
    'Garage',
    'Storage Bldg',
    'Showroom',
  ];
  const COASTAL = new Set(['TX', 'LA', 'MS', 'AL', 'FL', 'SC', 'NC']);
  const location = (n: number, name: string, address: string, at: Place, zip = at[2], year = between(random, 1948, 2022)) => {
    const [city, state, , lat, lon] = at;
    const building = between(random, 6, 900) * 10_000;
    return (
      `<Location LocNumber="${n}" LocName="${xml(name)}" StreetAddress="${address}" City="${city}" AreaCode="${state}" PostalCode="${zip}" CountryCode="US" YearBuilt="${year}"` +
      ` NumberOfStoreys="${oneOf(random, [1, 1, 1, 2, 2, 3, 4])}" ConstructionCode="${oneOf(random, CONSTRUCTION)}" OccupancyCode="${oneOf(random, OCCUPANCY)}"` +
      ` RoofCover="${between(random, 1, 9)}" RoofYearBuilt="${Math.max(year, between(random, 1995, 2025))}" FloorArea="${between(random, 12, 900) * 100}" FloorAreaUnit="1"` +
      ` Latitude="${(lat + (random() - 0.5) * 0.2).toFixed(5)}" Longitude="${(lon + (random() - 0.5) * 0.2).toFixed(5)}"` +
      ` GeocodeQuality="${oneOf(random, ['Rooftop', 'Rooftop', 'Rooftop', 'Parcel', 'Street', 'PostalCode'])}" BuildingTIV="${building}" OtherTIV="0"` +
      ` ContentsTIV="${Math.round((building * (0.1 + random() * 0.9)) / 1_000) * 1_000}" BITIV="${Math.round((building * random() * 0.4) / 1_000) * 1_000}" LocCurrency="USD"` +
      ` LocPerilsCovered="${COASTAL.has(state) ? 'WTC;WSS;XTD;XHL;ORF' : 'XTD;XHL;WW2;QEQ'}" LocDed1Building="${oneOf(random, [5_000, 10_000, 25_000, 50_000])}" LocDedType1Building="0"/>`
    );
  };
  const account = (name: string, locations: string[]) => {
    const month = between(random, 1, 12);
    return `<Account AccNumber="ACC-${digits(random, 7)}" AccName="${xml(name)}" PolNumber="CPP-${between(random, 3_000_000, 3_099_999)}-${pad2(between(random, 1, 9))}" PolInceptionDate="2026-${pad2(month)}-01" PolExpiryDate="2027-${pad2(month)}-01" PolPerilsCovered="WTC;WSS;XTD;XHL;ORF;WW2;QEQ" LayerLimit="${between(random, 2, 120) * 500_000}" LayerAttachment="0">${locations.join('')}</Account>`;
  };
  const COUNT = 660;
  const accounts: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const at = oneOf(random, PLACES);
    const n = oneOf(random, [1, 1, 2, 2, 3, 3, 4, 5, 6]);
    accounts.push(
      account(
        business(random),
        Array.from({ length: n }, (_, k) =>
          location(k + 1, oneOf(random, LOC_NAMES), street(random), random() < 0.8 ? at : oneOf(random, PLACES)),
        ),
      ),
    );
  }
  const lakeCharles: Place = ['Lake Charles', 'LA', '70601', 30.23, -93.22];
  const target = location(2, 'Cold Storage Whse 2', '4410 Industrial Pkwy', lakeCharles, '70615', 1994);
  accounts[Math.floor(COUNT * 0.5)] = account('Bayou Gulf Seafood Processors LLC', [
    location(1, 'Processing Plant', '1820 Broad St', lakeCharles, '70601', 1968),
    target,
    location(3, 'Office / Dispatch', '4418 Industrial Pkwy', lakeCharles, '70615', 2003),
    location(4, 'Cold Storage Whse 1', '2250 Highway 14', lakeCharles, '70601', 1979),
  ]);
  accounts[Math.floor(COUNT * 0.37)] = account('Calcasieu Ice & Cold Storage Inc', [
    location(1, 'Cold Storage Bldg A', '3300 Industrial Pkwy', lakeCharles, '70615', 1988),
    location(2, 'Ice Plant', '3310 Industrial Pkwy', lakeCharles, '70615', 1972),
  ]);
  const needle = target.slice(target.indexOf('LocName='), target.indexOf(' NumberOfStoreys='));
  const locations = accounts.reduce((sum, a) => sum + a.split('<Location ').length - 1, 0);
  const output = `<?xml version="1.0" encoding="UTF-8"?><ExposureSubmission xmlns="urn:tamarack:exposure:oed:2" Program="TCIC 2027 Property Catastrophe XL" Cedant="Tamarack Commercial Insurance Company" AsOf="2026-10-31" Currency="USD" Accounts="${COUNT}" Locations="${locations}" Generated="2026-11-06T16:42:09-06:00">${accounts.join('')}</ExposureSubmission>\n`;
  const ask =
    "Our reinsurance broker has a question about Bayou Gulf Seafood's freezer warehouse on Industrial Parkway in Lake Charles. What year built did we give them for that building in the cat exposure file?";
  return probe('round 34: cat exposure xml', ask, 'read_file', output, 'year', needle, true);
}

/** `bq query --format=csv`: the year's cessions, one row per treaty layer with its claims in one field; one claim's recovery. */
function reinsuranceCessionsCsv(): EconomicsTask {
  const random = seededRandom(34_003);
  const usedClaims = new Set(['461733', '466120']);
  const claimNo = () => {
    let n = '';
    while (!n || usedClaims.has(n)) n = String(between(random, 400_000, 520_000));
    usedClaims.add(n);
    return n;
  };
  /** Loss date from the claim number: claims are numbered as they are reported. */
  const lossDate = (n: string) => ymd(T(1, 21) + Math.floor(((Number(n) - 400_000) / 120_000) * 290 * DAY) - pick(random, 20) * DAY);
  interface Claim {
    no: string;
    date: string;
    insured: string;
    cause: string;
    desc: string;
    where: string;
    gross: number;
  }
  const PROPERTY: readonly (readonly [string, readonly string[]])[] = [
    [
      'FIRE',
      [
        'Fire in production area',
        'Electrical fire in warehouse',
        'Kitchen fire spread to roof',
        'Fire from hot work',
        'Fire at vacant unit',
      ],
    ],
    ['WATER', ['Sprinkler line burst', 'Frozen pipe burst over weekend', 'Roof drain backup']],
    ['COLLAPSE', ['Roof collapse under snow load', 'Mezzanine collapse']],
    ['EQUIP_BRKDN', ['Boiler explosion', 'Refrigeration compressor failure', 'Transformer failure']],
    ['THEFT', ['Burglary of copper wire stock', 'Theft of finished goods']],
    ['LIGHTNING', ['Lightning strike fire']],
  ];
  const CASUALTY: readonly (readonly [string, readonly string[]])[] = [
    ['BI_PREMISES', ['Slip and fall in store', 'Fall from loading dock', 'Patron assaulted in parking lot']],
    ['PRODUCTS', ['Contaminated product recall injury', 'Ladder failure injury', 'Heater fire at customer site']],
    ['AUTO_BI', ['Rear-end collision on interstate', 'Intersection collision multiple claimants', 'Box truck struck pedestrian']],
    ['COMPLETED_OPS', ['Deck collapse after install', 'Roof leak damage after reroof']],
    ['PD_THIRD_PARTY', ['Water damage to neighbouring unit', 'Crane damage to adjacent building']],
  ];
  const CAT: readonly (readonly [string, readonly string[]])[] = [
    ['HAIL', ['PCS 2614 hail - roof membrane', 'PCS 2622 hail - roof and HVAC', 'PCS 2631 hail - metal roof and skylights']],
    ['WIND', ['PCS 2619 derecho - roof cover torn', 'PCS 2640 hurricane - roof and signage']],
    ['TORNADO', ['PCS 2611 tornado - building damage', 'PCS 2622 tornado - total loss']],
  ];
  const claim = (kinds: readonly (readonly [string, readonly string[]])[], gross: number): Claim => {
    const [cause, descs] = oneOf(random, kinds);
    const [city, state] = oneOf(random, PLACES);
    const no = claimNo();
    return { no, date: lossDate(no), insured: business(random), cause, desc: oneOf(random, descs), where: `${city} ${state}`, gross };
  };
  const cents = (n: number) => Math.round(n * 100) / 100;
  const entry = (c: Claim, ceded: number) =>
    `CLM-2026-0${c.no}|${c.date}|${c.insured}|${c.cause}|${c.desc}|${c.where}|gross=${c.gross.toFixed(2)}|ceded=${cents(ceded).toFixed(2)}`;
  const property = Array.from({ length: 1_650 }, () => claim(PROPERTY, cents(250_000 + random() ** 2.2 * 2_750_000)));
  const target: Claim = {
    no: '461733',
    date: '2026-05-26',
    insured: 'Breckenridge Foods Inc',
    cause: 'FIRE',
    desc: 'Fire in freezer warehouse',
    where: 'Sioux Falls SD',
    gross: 1_843_220,
  };
  property.push(target, {
    no: '466120',
    date: '2026-06-08',
    insured: 'Breckenridge Farm Supply LLC',
    cause: 'FIRE',
    desc: 'Fire in seed warehouse',
    where: 'Mitchell SD',
    gross: 612_480.55,
  });
  const casualty = Array.from({ length: 1_150 }, () => claim(CASUALTY, cents(500_000 + random() ** 2 * 3_500_000)));
  const umbrella = Array.from({ length: 420 }, () => claim(CASUALTY, cents(1_000_000 + random() ** 3 * 7_000_000)));
  const cat = Array.from({ length: 950 }, () => claim(CAT, cents(20_000 + random() ** 1.8 * 880_000)));
  cat.push({
    ...claim(CAT, 286_915.4),
    insured: 'Breckenridge Foods Inc',
    cause: 'HAIL',
    desc: 'PCS 2631 hail - roof membrane',
    where: 'Sioux Falls SD',
  });
  const catShare = new Map<string, number>();
  const layer = (
    id: string,
    name: string,
    n: number,
    attachment: number,
    limit: number,
    claims: readonly Claim[],
    ceded: (c: Claim) => number,
  ) => {
    const sorted = [...claims].sort((a, b) => (a.no < b.no ? -1 : 1));
    const entries = sorted.map((c) => ({ c, ceded: cents(ceded(c)) })).filter((e) => e.ceded > 0);
    const total = entries.reduce((sum, e) => sum + e.ceded, 0);
    return {
      row: [
        id,
        name,
        String(n),
        String(attachment),
        String(limit),
        String(entries.length),
        total.toFixed(2),
        entries.map((e) => entry(e.c, e.ceded)).join('; '),
      ].join(','),
      entries,
    };
  };
  const rows = [
    layer('CASXL-2026-L1', 'Casualty Clash and XL 2026', 1, 500_000, 1_500_000, casualty, (c) => Math.min(c.gross - 500_000, 1_500_000)),
    layer('CATXL-2026-L1', 'Property Catastrophe XL 2026', 1, 15_000_000, 35_000_000, cat, (c) => {
      const event = c.desc.slice(0, 8);
      if (!catShare.has(event)) catShare.set(event, 0.3 + random() * 0.4);
      return c.gross * catShare.get(event)!;
    }),
    layer('PRXL-2026-L1', 'Property Per Risk XL 2026', 1, 250_000, 750_000, property, (c) => Math.min(c.gross - 250_000, 750_000)),
    layer('PRXL-2026-L2', 'Property Per Risk XL 2026', 2, 1_000_000, 4_000_000, property, (c) =>
      Math.min(Math.max(c.gross - 1_000_000, 0), 4_000_000),
    ),
    layer('UMBQS-2026', 'Umbrella Quota Share 2026', 1, 0, 10_000_000, umbrella, (c) => (c.gross - 1_000_000) * 0.75),
  ];
  const needle = entry(target, 750_000);
  const output = `${['treaty_id,treaty_name,layer,attachment_usd,limit_usd,claims_ceded,total_ceded_usd,ceded_claims', ...rows.map((r) => r.row)].join('\n')}\n`;
  const ask = 'How much are we getting back from the first layer of the property per risk treaty on the Breckenridge Foods warehouse fire?';
  return probe('round 34: reinsurance cessions csv', ask, 'run_shell', output, 'recovery', needle, true);
}

/** `GET /claims/v2/claims?status=open`, pretty JSON: the open property claims; one insured's hail claim's field adjuster. */
function claimsApiPretty(): EconomicsTask {
  const random = seededRandom(34_004);
  let seq = 1_000;
  const desk = Array.from({ length: 34 }, () => ({ id: `ADJ-${(seq += between(random, 1, 9))}`, name: person(random) }));
  const staffField = Array.from({ length: 22 }, () => ({
    id: `ADJ-${(seq += between(random, 1, 9))}`,
    name: person(random),
    vendor: null as string | null,
  }));
  const VENDORS = [
    'Crawford & Company',
    'Sedgwick',
    'Engle Martin & Associates',
    'Pinnacle Field Services',
    'Eberl Claims Service',
    'Alacrity Solutions',
  ];
  const ia = Array.from({ length: 40 }, () => ({
    id: `IA-${between(random, 10_000, 99_999)}`,
    name: person(random),
    vendor: oneOf(random, VENDORS),
  }));
  const CAUSES: readonly (readonly [string, readonly string[]])[] = [
    [
      'HAIL',
      [
        'Hail damage to roof membrane and rooftop units',
        'Hail damage to metal roof and skylights',
        'Hail damage to signage and fleet vehicles',
      ],
    ],
    ['WIND', ['Wind lifted roof cover', 'Tree onto building during storm', 'Overhead door blown in']],
    ['WATER_DAMAGE', ['Sprinkler head discharge', 'Supply line failure in restroom', 'Roof leak into stockroom']],
    ['FIRE', ['Kitchen fire', 'Electrical panel fire', 'Fire in dumpster spread to wall']],
    ['THEFT', ['Break-in, tools and equipment taken', 'Catalytic converters stolen from fleet']],
    ['VANDALISM', ['Graffiti and broken windows', 'Vandalism to vacant unit']],
    ['EQUIPMENT_BREAKDOWN', ['Walk-in cooler compressor failure', 'Boiler failure']],
  ];
  const PCS = ['2614', '2619', '2622', '2631', '2640'];
  type Field = { id: string; name: string; vendor: string | null };
  const policies = new Map<string, string>();
  const policyOf = (insured: string) => {
    if (!policies.has(insured))
      policies.set(
        insured,
        `${oneOf(random, ['CPP', 'CPP', 'BOP'])}-${between(random, 3_000_000, 3_099_999)}-${pad2(between(random, 1, 9))}`,
      );
    return policies.get(insured)!;
  };
  const claim = (insured: string, at: Place, lossT: number, cause: string, description: string, field?: Field) => {
    const reported = lossT + between(random, 0, 6) * DAY + between(random, 8 * 60, 17 * 60) * MINUTE;
    const d = oneOf(random, desk);
    const deskAt = reported + between(random, 1, 20) * HOUR;
    const assignments: object[] = [{ role: 'DESK', adjuster_id: d.id, adjuster_name: d.name, assigned_at: isoCt(deskAt) }];
    const f = field ?? (random() < 0.7 ? (random() < 0.5 ? oneOf(random, staffField) : oneOf(random, ia)) : undefined);
    if (f)
      assignments.push({
        role: 'FIELD',
        adjuster_id: f.id,
        adjuster_name: f.name,
        vendor: f.vendor,
        assigned_at: isoCt(deskAt + between(random, 1, 3) * DAY + between(random, 0, 360) * MINUTE),
        inspection_scheduled: field ? null : random() < 0.7 ? ymd(reported + between(random, 2, 14) * DAY) : null,
      });
    const indemnity = between(random, 2, 400) * 2_500;
    const [city, state, zip] = at;
    return {
      claim_number: '',
      policy_number: policyOf(insured),
      insured,
      loss_date: ymd(lossT),
      cause_of_loss: cause,
      status: oneOf(random, ['OPEN', 'OPEN', 'OPEN', 'OPEN', 'REOPENED']),
      assignments,
      loss_location: { street: street(random), city, state, zip },
      description,
      reported_at: isoCt(reported),
      catastrophe: (cause === 'HAIL' || cause === 'WIND') && random() < 0.6 ? { pcs_code: oneOf(random, PCS), cat_year: 2026 } : null,
      reserves: {
        indemnity,
        expense: between(random, 1, 40) * 500,
        updated_at: isoCt(reported + between(random, 1, 40) * DAY),
      },
      paid_to_date: {
        indemnity: random() < 0.4 ? Number((indemnity * random() * 0.6).toFixed(2)) : 0,
        expense: between(random, 0, 60) * 50,
      },
      diary: Array.from({ length: between(random, 0, 3) }, () => ({
        due: ymd(T(11, 12) + between(random, -10, 30) * DAY),
        type: oneOf(random, ['CONTACT_INSURED', 'REVIEW_ESTIMATE', 'RESERVE_REVIEW', 'REQUEST_DOCUMENTS', 'SUPERVISOR_REVIEW']),
      })),
    };
  };
  type Claim = ReturnType<typeof claim>;
  const specs: { t: number; make: () => Claim }[] = [];
  const start = T(5, 1);
  for (let i = 0; i < 640; i++) {
    const t = start + pick(random, 190) * DAY;
    specs.push({
      t,
      make: () => {
        const [cause, descs] = oneOf(random, CAUSES);
        return claim(business(random), oneOf(random, PLACES), t, cause, oneOf(random, descs));
      },
    });
  }
  const tobias: Field = { id: 'IA-77314', name: 'Tobias Lindqvist', vendor: 'Pinnacle Field Services' };
  specs.push({
    t: T(8, 21, 1),
    make: () => claim('Ridgeline Brewing Co', place('Bozeman'), T(8, 21), 'HAIL', 'Hail damage to roof membrane and rooftop units', tobias),
  });
  specs.push({
    t: T(5, 29, 1),
    make: () => claim('Ridgeline Brewing Co', place('Bozeman'), T(5, 29), 'WIND', 'Wind lifted roof cover', oneOf(random, ia)),
  });
  specs.push({
    t: T(8, 21, 2),
    make: () =>
      claim(
        'Ridgeview Brewing Supply',
        place('Billings'),
        T(8, 21),
        'HAIL',
        'Hail damage to signage and fleet vehicles',
        oneOf(random, staffField),
      ),
  });
  specs.sort((a, b) => a.t - b.t);
  const claims = specs.map((s, i) => {
    const c = s.make();
    c.claim_number = `CP-26-${String(81_400 + i * 7 + pick(random, 7)).padStart(7, '0')}`;
    return c;
  });
  const output = `${JSON.stringify({ data: claims, page: 1, page_size: 1_000, total: claims.length }, null, 2)}\n`;
  const needle = `"adjuster_name": "${tobias.name}"`;
  const ask =
    "Ridgeline Brewing rang again: they say nobody has been out to look at their roof since the hail in August. Who's the field adjuster on that claim?";
  return probe('round 34: claims api pretty json', ask, 'http_get', output, 'adjuster', needle);
}

/** `uwrules export --product BOP -o yaml`: the referral rules by region; a Texas class's referral queue. */
function referralRulesYaml(): EconomicsTask {
  const random = seededRandom(34_005);
  const CLASSES: readonly (readonly [string, string, string])[] = [
    ['09411', 'Restaurants - Full Service', 'HOSP'],
    ['09421', 'Restaurants - Full Service - Solid Fuel Cooking', 'HOSP'],
    ['09431', 'Restaurants - Limited Service', 'HOSP'],
    ['09441', 'Bars and Taverns', 'HOSP'],
    ['09511', 'Bakeries - Retail', 'HOSP'],
    ['09611', 'Coffee Shops', 'HOSP'],
    ['70111', 'Motels - No Restaurant', 'HOSP'],
    ['61217', 'Building Material Dealers', 'RETAIL'],
    ['61224', 'Hardware Stores', 'RETAIL'],
    ['64074', 'Florists', 'RETAIL'],
    ['55181', 'Clothing Stores', 'RETAIL'],
    ['57111', 'Appliance Stores', 'RETAIL'],
    ['56911', 'Auto Parts Stores', 'RETAIL'],
    ['59954', 'Convenience Stores - No Gasoline', 'RETAIL'],
    ['59955', 'Convenience Stores - With Gasoline', 'RETAIL'],
    ['65121', 'Apartment Buildings', 'RE'],
    ['65132', 'Office Buildings - Lessors Risk', 'RE'],
    ['65141', 'Shopping Centers - Lessors Risk', 'RE'],
    ['65151', 'Warehouses - Lessors Risk', 'RE'],
    ['71952', 'Offices - Accountants', 'OFFICE'],
    ['71332', 'Offices - Dentists', 'OFFICE'],
    ['71865', 'Offices - Insurance Agents', 'OFFICE'],
    ['71899', 'Offices - Real Estate Agents', 'OFFICE'],
    ['76221', 'Contractors - Electrical', 'CONTR'],
    ['74111', 'Contractors - Plumbing', 'CONTR'],
    ['74321', 'Contractors - HVAC', 'CONTR'],
    ['75731', 'Contractors - Carpentry (Interior)', 'CONTR'],
    ['75981', 'Contractors - Painting (Interior)', 'CONTR'],
    ['74511', 'Contractors - Landscaping', 'CONTR'],
    ['72301', 'Laundromats', 'SERVICE'],
    ['72311', 'Dry Cleaners - Drop Off Only', 'SERVICE'],
    ['72321', 'Beauty Salons', 'SERVICE'],
    ['76111', 'Auto Repair - Mechanical', 'SERVICE'],
    ['75321', 'Car Washes - Self Service', 'SERVICE'],
    ['83511', 'Day Care Centers', 'SERVICE'],
    ['79991', 'Fitness Centers', 'SERVICE'],
    ['52611', 'Wholesalers - Nonfood', 'WHOLESALE'],
    ['51411', 'Wholesalers - Food', 'WHOLESALE'],
  ];
  const REGIONS: readonly (readonly [string, readonly string[]])[] = [
    ['NORTHCENTRAL', ['IA', 'KS', 'MN', 'MO', 'ND', 'NE', 'SD']],
    ['GREATLAKES', ['IL', 'IN', 'MI', 'OH', 'WI']],
    ['SOUTHWEST', ['AR', 'LA', 'NM', 'OK', 'TX']],
    ['SOUTHEAST', ['AL', 'FL', 'GA', 'MS', 'NC', 'SC', 'TN']],
    ['MOUNTAIN', ['CO', 'ID', 'MT', 'UT', 'WY']],
  ];
  const COASTAL = new Set(['TX', 'LA', 'AL', 'FL', 'GA', 'MS', 'NC', 'SC']);
  const CONDITIONS: Record<string, readonly string[]> = {
    ALL: [
      '{field: location.tiv, op: gt, value: #TIV}',
      '{field: building.year_built, op: lt, value: #YEAR}',
      '{field: building.roof_age_years, op: gt, value: #ROOF}',
      '{field: history.losses_3yr, op: gte, value: #LOSSES}',
      '{field: ops.years_in_business, op: lt, value: 3}',
      '{field: building.sprinklered, op: eq, value: false}',
    ],
    HOSP: [
      '{field: ops.liquor_receipts_pct, op: gt, value: #PCT}',
      '{field: ops.hood_suppression_ul300, op: eq, value: false}',
      '{field: ops.open_after_midnight, op: eq, value: true}',
    ],
    RETAIL: ['{field: ops.annual_sales, op: gt, value: #SALES}', '{field: ops.firearms_sold, op: eq, value: true}'],
    RE: ['{field: building.units, op: gt, value: #UNITS}', '{field: building.vacancy_pct, op: gt, value: #PCT}'],
    OFFICE: ['{field: building.stories, op: gt, value: 6}'],
    CONTR: ['{field: ops.subcontracted_pct, op: gt, value: #PCT}', '{field: ops.max_work_height_ft, op: gt, value: #HEIGHT}'],
    SERVICE: ['{field: ops.annual_sales, op: gt, value: #SALES}', '{field: ops.capacity, op: gt, value: #UNITS}'],
    WHOLESALE: ['{field: location.stock_value, op: gt, value: #TIV}'],
  };
  const fill = (c: string) =>
    c
      .replace('#TIV', String(between(random, 2, 12) * 500_000))
      .replace('#YEAR', String(oneOf(random, [1940, 1950, 1960, 1970])))
      .replace('#ROOF', String(oneOf(random, [15, 20, 25])))
      .replace('#LOSSES', String(oneOf(random, [2, 3])))
      .replace('#PCT', String(oneOf(random, [25, 30, 40, 50])))
      .replace('#SALES', String(between(random, 2, 20) * 500_000))
      .replace('#UNITS', String(oneOf(random, [24, 50, 75, 100])))
      .replace('#HEIGHT', String(oneOf(random, [30, 40, 50])));
  const EDITORS = ['m.castellano', 'j.okonkwo', 's.pham', 'r.lindgren', 'uw-config-bot', 'k.brennan'];
  const rules: string[] = [];
  let count = 0;
  for (const [region, states] of REGIONS) {
    rules.push(`  # --- region ${region} ---`);
    for (const state of states) {
      let n = 100;
      for (const [code, description, group] of CLASSES) {
        const isTarget = state === 'TX' && code === '09421';
        if (!isTarget && random() < 0.12) continue;
        count++;
        n += between(random, 1, 6);
        const pool = [...CONDITIONS.ALL!, ...CONDITIONS[group]!];
        if (COASTAL.has(state)) pool.push('{field: location.distance_to_coast_mi, op: lt, value: 5}');
        const when = shuffle(random, pool).slice(0, between(random, 1, 3));
        const decline = !isTarget && (code === '09441' || code === '59955' || code === '75321') && random() < 0.3;
        const referral = isTarget
          ? 'referral: {queue: UW-SPECIALTY-HOSP, authority_level: 4, sla_hours: 48}'
          : `referral: {queue: UW-${region}-${group}, authority_level: ${between(random, 2, 3)}, sla_hours: ${oneOf(random, [8, 24, 24, 48])}}`;
        const updated = T(11, 1) - pick(random, 300) * DAY + pick(random, 10 * 60 * 60) * 1_000 + 8 * HOUR;
        rules.push(
          [
            `  - id: BOP-${state}-${String(n).padStart(4, '0')}`,
            `    state: ${state}`,
            `    class: {code: "${code}", description: "${description}"}`,
            `    match: ${oneOf(random, ['any', 'any', 'all'])}`,
            `    when:`,
            ...when.map((c) => `      - ${fill(c)}`),
            `    then:`,
            ...(decline
              ? [`      action: decline`, `      message: "Outside appetite for ${state}; do not quote"`]
              : [
                  `      action: refer`,
                  `      ${referral}`,
                  `      message: "Outside BOP eligibility guidelines for class ${code}; underwriter review required"`,
                ]),
            `    version: ${between(random, 1, 9)}`,
            `    updated: {by: ${oneOf(random, EDITORS)}, at: "${isoCt(updated)}"}`,
          ].join('\n'),
        );
      }
    }
  }
  const output = `${[
    '# uwrules export --product BOP --effective 2026-11-01 -o yaml',
    'apiVersion: rules.tamarack.io/v2',
    'kind: ReferralRuleSet',
    'metadata:',
    '  product: BOP',
    '  effective: "2026-11-01"',
    `  generated: "${isoCt(T(11, 12, 8, 41, 17))}"`,
    `  rules: ${count}`,
    'rules:',
    ...rules,
  ].join('\n')}\n`;
  const needle = 'referral: {queue: UW-SPECIALTY-HOSP, authority_level: 4, sla_hours: 48}';
  const ask =
    'A broker in Texas is quoting a BOP for a full-service restaurant that does solid fuel cooking. When that refers, which underwriting queue does it go to, and how long do they have to respond?';
  return probe('round 34: referral rules yaml', ask, 'run_shell', output, 'queue', needle);
}

/** The mainframe's agency commission statement for October, as the report prints; one agency's net due. */
function commissionStatement(): EconomicsTask {
  const random = seededRandom(34_006);
  const LOBS = ['CPP', 'BOP', 'CAU', 'WCP', 'UMB'];
  interface Agency {
    code: string;
    name: string;
    city: string;
    state: string;
  }
  const usedCodes = new Set(['AG-14432', 'AG-12206']);
  const agencies: Agency[] = [];
  while (agencies.length < 620) {
    const code = `AG-${between(random, 10_000, 19_999)}`;
    if (usedCodes.has(code)) continue;
    usedCodes.add(code);
    const [city, state] = oneOf(random, PLACES);
    agencies.push({ code, name: agency(random).toUpperCase(), city: city.toUpperCase(), state });
  }
  agencies.sort((a, b) => (a.code < b.code ? -1 : 1));
  const target: Agency = { code: 'AG-14432', name: 'HALVORSEN & PIKE INSURANCE AGENCY INC', city: 'ST PAUL', state: 'MN' };
  const mid = agencies.findIndex((a) => a.code > target.code);
  agencies.splice(mid, 0, target);
  const lookalike = agencies.findIndex((a) => a.code > 'AG-12206');
  agencies.splice(lookalike, 0, { code: 'AG-12206', name: 'HALVORSEN AGENCY LLC', city: 'FARGO', state: 'ND' });
  const pageHeader = (page: number) => [
    `1TCIC-COMM410                     TAMARACK COMMERCIAL INSURANCE COMPANY                          RUN DATE 11/12/26   PAGE ${String(page).padStart(5)}`,
    '                                  AGENCY COMMISSION STATEMENT - OCTOBER 2026                      RUN TIME 02:14:37',
    '0',
  ];
  const policyLine = (lob: string, tran: string, premium: number, rate: number) => {
    const pol = `${lob}-${between(random, 3_000_000, 3_099_999)}-${pad2(between(random, 1, 9))}`;
    const insured = business(random).toUpperCase().slice(0, 30);
    const eff = mdy(T(10, between(random, 1, 31)));
    const commission = Math.round(premium * rate) / 100;
    return {
      text: `    ${pol.padEnd(16)} ${insured.padEnd(30)}  ${lob}  ${tran.padEnd(4)}  ${eff}  ${commas(premium).padStart(14)}  ${rate.toFixed(2).padStart(5)}%  ${commas(commission).padStart(12)}`,
      premium,
      commission,
    };
  };
  const total = (label: string, amount: number) => `${' '.repeat(40)}${label.padEnd(44)}${commas(amount).padStart(26)}`;
  const lines: string[] = [];
  let page = 0;
  let onPage = 99;
  let needle = '';
  let grandPremium = 0;
  let grandNet = 0;
  for (const a of agencies) {
    const isTarget = a === target;
    const n = isTarget ? 6 : between(random, 2, 14);
    if (onPage + n + 9 > 60) {
      lines.push(...pageHeader(++page));
      onPage = 3;
    }
    const block = [
      ` AGENCY ${a.code}  ${a.name.padEnd(40)} ${a.city.padEnd(16)} ${a.state}     CONTRACT ${between(random, 2008, 2025)}-${String(between(random, 1, 400)).padStart(3, '0')}  TIER ${oneOf(random, ['A', 'B', 'B', 'C'])}`,
      '    POLICY NUMBER    INSURED                         LOB  TRAN  EFF DATE    WRITTEN PREMIUM    RATE    COMMISSION',
    ];
    let premium = 0;
    let gross = 0;
    let chargebacks = 0;
    for (let k = 0; k < n; k++) {
      const lob = oneOf(random, LOBS);
      const roll = random();
      const tran = isTarget && k === 3 ? 'CANC' : roll < 0.45 ? 'RNWL' : roll < 0.75 ? 'NEW' : roll < 0.92 ? 'END' : 'CANC';
      const amount =
        tran === 'CANC'
          ? -between(random, 40_000, 1_800_000) / 100
          : tran === 'END'
            ? between(random, -300_000, 900_000) / 100
            : between(random, 120_000, 9_500_000) / 100;
      const line = policyLine(lob, tran, amount, oneOf(random, [10, 12.5, 12.5, 15, 15, 15, 17.5]));
      block.push(line.text);
      premium += line.premium;
      if (line.commission < 0) chargebacks += line.commission;
      else gross += line.commission;
    }
    const adjustment = random() < 0.2 ? -between(random, 1_000, 90_000) / 100 : 0;
    const net = Math.round((gross + chargebacks + adjustment) * 100) / 100;
    block.push(
      ' ',
      total('TOTAL WRITTEN PREMIUM', premium),
      total('GROSS COMMISSION', gross),
      total('CHARGEBACKS (CANC/RETURN PREMIUM)', chargebacks),
    );
    if (adjustment) block.push(total('PRIOR PERIOD ADJUSTMENT', adjustment));
    block.push(total('NET COMMISSION DUE', net), '0');
    if (isTarget) needle = total('NET COMMISSION DUE', net).trim();
    lines.push(...block);
    onPage += block.length;
    grandPremium += premium;
    grandNet += net;
  }
  lines.push(
    ...pageHeader(page + 1),
    ` REPORT TOTALS      AGENCIES ${agencies.length}`,
    total('TOTAL WRITTEN PREMIUM', grandPremium),
    total('NET COMMISSION DUE', grandNet),
    '0',
    '                                              *** END OF REPORT TCIC-COMM410 ***',
  );
  const output = `${lines.join('\n')}\n`;
  const ask = 'How much commission do we owe Halvorsen & Pike for October, once their chargebacks come off?';
  return probe('round 34: commission statement report', ask, 'read_file', output, 'commission', needle);
}

/** The bordereaux ingest service's log for ten days; one coverholder's October risk file that did not load. */
function bordereauxIngestLog(): EconomicsTask {
  const random = seededRandom(34_007);
  const A = [
    'Northgate',
    'Keel',
    'Bramble',
    'Lodestar',
    'Anchorline',
    'Fenwick',
    'Cobalt',
    'Sable',
    'Prairie Wind',
    'Harbourside',
    'Pinecrest',
  ];
  const B = [
    'Underwriting Managers',
    'Specialty MGA',
    'Program Underwriters',
    'Insurance Services',
    'Risk Partners',
    'Underwriting Agency',
  ];
  const coverholders: { code: string; name: string }[] = [];
  const codes = new Set(['AUP']);
  while (coverholders.length < 42) {
    const name = `${oneOf(random, A)} ${oneOf(random, B)}`;
    if (coverholders.some((c) => c.name === name)) continue;
    let code = name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    while (codes.has(code)) code = `${code.slice(0, 2)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}`;
    codes.add(code);
    coverholders.push({ code, name });
  }
  const atlas = { code: 'AUP', name: 'Atlas Underwriting Partners' };
  coverholders.push(atlas);
  const TYPES: readonly (readonly [string, string, string, string])[] = [
    ['RISK', 'RiskBdx', 'risk_bdx', 'LMA-CRS-5.2'],
    ['PREMIUM', 'PremBdx', 'premium_bdx', 'LMA-CRS-5.2'],
    ['CLAIMS', 'ClaimsBdx', 'claims_bdx', 'LMA-CCS-5.2'],
  ];
  const WARNINGS = [
    (r: () => number) => `rule=DA-009 POSTCODE_FORMAT value="${digits(r, 4)}" expected 5-digit ZIP`,
    (r: () => number) => `rule=DA-012 CLASS_CODE_UNKNOWN value="${digits(r, 5)}" mapped to 99999`,
    () => `rule=DA-021 TSI_ZERO field="Sum Insured Building" value=0`,
    (r: () => number) => `rule=DA-030 COMMISSION_PCT_HIGH value=${between(r, 31, 38)}.0 max=30.0`,
    () => `rule=DA-044 INSURED_NAME_TRUNCATED length=120`,
    (r: () => number) =>
      `rule=DA-051 TAX_STATE_MISMATCH risk_state=${oneOf(r, ['TX', 'LA', 'FL', 'OK'])} tax_state=${oneOf(r, ['AR', 'MS', 'GA', 'KS'])}`,
  ];
  const events: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string) =>
    events.push({
      t,
      text: `${ymd(t)} ${hms(t)},${String(t % 1_000).padStart(3, '0')} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`,
    });
  const start = T(11, 2);
  const end = T(11, 12, 8);
  for (let t = start; t < end; t += 5 * MINUTE) {
    log(
      t + between(random, 0, 3_000),
      'INFO',
      'sftp-poller-1',
      'c.t.da.sftp.SftpPoller',
      `poll complete dirs=${coverholders.length} new=0 elapsed_ms=${between(random, 410, 1_900)}`,
    );
    if ((t - start) % (15 * MINUTE) === 0)
      log(
        t + between(random, 3_000, 9_000),
        'INFO',
        'metrics-1',
        'c.t.da.Metrics',
        `jvm.heap.used=${between(random, 600, 1_800)}MiB threads.live=${between(random, 48, 71)} db.pool.active=${between(random, 0, 6)}/20 kafka.lag.bdx-events=${between(random, 0, 12)}`,
      );
  }
  /** Jobs are numbered as they start: a placeholder until the log is in time order. */
  let job = 0;
  const file = (
    ch: { code: string; name: string },
    type: (typeof TYPES)[number],
    t: number,
    reject?: { reason: string; rows: string[]; total?: number },
    period = '2026-10',
  ) => {
    const id = `BDX-#${++job}#`;
    const worker = `bdx-worker-${between(random, 1, 4)}`;
    const name = `${ch.code}_${type[1]}_${period.replace('-', '')}_v1.xlsx`;
    const rows = reject?.total ?? between(random, 40, 2_600);
    let at = t;
    const step = (min: number, max: number) => (at += between(random, min, max));
    log(
      at,
      'INFO',
      'sftp-poller-1',
      'c.t.da.sftp.SftpPoller',
      `new file /inbound/${ch.code}/${name} size=${between(random, 40_000, 2_400_000)}`,
    );
    log(
      step(300, 900),
      'INFO',
      worker,
      'c.t.da.bdx.BdxIngestService',
      `job=${id} received coverholder="${ch.name}" umr=B0621TC26${ch.code}0${between(random, 1, 3)} type=${type[0]} period=${period} file=${name}`,
    );
    log(
      step(800, 2_500),
      'INFO',
      worker,
      'c.t.da.bdx.SchemaMapper',
      `job=${id} template=${type[3]} mapped ${between(random, 38, 64)} columns, 0 unmapped`,
    );
    const warnings = pick(random, 4) === 0 ? 0 : between(random, 1, 30);
    // The validator reports row by row: warnings and failures in the order of the rows.
    const found: [number, string, string][] = [];
    for (let w = 0; w < warnings; w++) {
      const row = between(random, 2, rows + 1);
      found.push([row, 'WARN', `row=${row} ${oneOf(random, WARNINGS)(random)}`]);
    }
    for (const r of reject?.rows ?? []) found.push([Number(/^row=(\d+)/.exec(r)?.[1] ?? Infinity), 'ERROR', r]);
    found.sort((a, b) => a[0] - b[0]);
    for (const [, level, text] of found) log(step(5, 120), level, worker, 'c.t.da.bdx.RowValidator', `job=${id} ${text}`);
    if (reject) {
      log(step(200, 900), 'ERROR', worker, 'c.t.da.bdx.BdxIngestService', `job=${id} ${reject.reason}`);
      log(
        step(100, 600),
        'INFO',
        worker,
        'c.t.da.notify.NotificationService',
        `job=${id} rejection notice sent to bdx@${ch.code.toLowerCase()}-uw.com, da-ops@tamarackins.com`,
      );
      return;
    }
    log(step(400, 3_000), 'INFO', worker, 'c.t.da.bdx.BdxIngestService', `job=${id} validated rows=${rows} warnings=${warnings} errors=0`);
    log(
      step(2_000, 15_000),
      'INFO',
      worker,
      'c.t.da.bdx.BdxLoader',
      `job=${id} loaded ${rows} rows into da_raw.${type[2]} batch=${iso(at).replace(/[-:T]/g, '')}`,
    );
    log(
      step(50, 400),
      'INFO',
      worker,
      'c.t.da.bdx.BdxIngestService',
      `job=${id} status=${warnings > 20 ? 'LOADED_WITH_WARNINGS' : 'LOADED'} coverholder="${ch.name}" type=${type[0]} period=${period} rows=${rows} elapsed_ms=${at - t}`,
    );
  };
  const workday = () => {
    let d = 0;
    while (d === 0 || [7, 8].includes(d)) d = between(random, 2, 11);
    return T(11, d, between(random, 7, 17), between(random, 0, 59), between(random, 0, 59));
  };
  const OTHER_REJECTS = [
    'status=REJECTED reason="template mismatch: required columns missing (Risk Inception Date, Risk Expiry Date)"',
    'status=REJECTED reason="duplicate submission: checksum matches job BDX-77299##"',
    'status=REJECTED reason="workbook is password protected"',
    'status=REJECTED reason="currency GBP not permitted under binder (USD only)"',
  ];
  for (const ch of coverholders) {
    if (ch === atlas) continue;
    for (const type of TYPES) {
      const t = workday();
      if (random() < 0.05) {
        const reason = oneOf(random, OTHER_REJECTS).replace('##', digits(random, 2));
        file(ch, type, t, {
          reason: `${reason.replace('status=REJECTED', `status=REJECTED coverholder="${ch.name}" type=${type[0]} period=2026-10`)}`,
          rows: [],
        });
        const again = t + between(random, 1, 3) * DAY;
        if (again < end) file(ch, type, again);
      } else file(ch, type, t);
    }
    if (random() < 0.15) file(ch, oneOf(random, TYPES), workday(), undefined, '2026-09');
  }
  const rejected = T(11, 6, 10, 14, 2);
  const expiry = Array.from({ length: 5 }, () => {
    const d = between(random, 1, 31);
    return `row=${between(random, 2, 1_844)} rule=DA-017 BINDER_PERIOD inception=2026-10-${pad2(d)} binder_expiry=2026-09-30`;
  });
  const reason =
    'status=REJECTED coverholder="Atlas Underwriting Partners" type=RISK period=2026-10 reason="212 of 1843 rows incept after binder expiry 2026-09-30 (DA-017 BINDER_PERIOD); file not loaded"';
  file(atlas, TYPES[0]!, rejected, { reason, rows: [...expiry, `... 207 more rows failed rule=DA-017`], total: 1_843 });
  file(atlas, TYPES[1]!, rejected + 3 * MINUTE + 11_000);
  file(atlas, TYPES[2]!, rejected + 7 * MINUTE + 40_000);
  file(atlas, TYPES[0]!, T(10, 2, 9, 30) + 34 * DAY, undefined, '2026-09');
  events.sort((a, b) => a.t - b.t);
  const jobIds = new Map<string, string>();
  let next = 7_730_900;
  const output = `${events
    .map((e) =>
      e.text.replace(/BDX-#(\d+)#/g, (_, k: string) => jobIds.get(k) ?? jobIds.set(k, `BDX-${(next += between(random, 1, 9))}`).get(k)!),
    )
    .join('\n')}\n`;
  const ask =
    "Atlas say they sent us their October list of the policies they wrote under our binder, but there's no sign of it on our side. What went wrong with it?";
  return probe('round 34: bordereaux ingest log, paraphrase', ask, 'run_shell', output, 'reason', reason);
}

/** The collections team's ACH return items report by reason code; one insured's November installment. */
function achReturnsReport(): EconomicsTask {
  const random = seededRandom(34_008);
  const REASONS: readonly (readonly [string, string, number, readonly string[]])[] = [
    ['R01', 'INSUFFICIENT FUNDS', 50, ['REPRESENTED 1X', 'REPRESENTED 2X', 'REPRESENTED - PAID', 'REPRESENTED - PAID', 'NOTICE SENT']],
    ['R02', 'ACCOUNT CLOSED', 13, ['NOTICE SENT', 'BANK INFO REQUESTED', 'AUTOPAY REMOVED']],
    ['R03', 'NO ACCOUNT/UNABLE TO LOCATE', 6, ['NOTICE SENT', 'BANK INFO REQUESTED']],
    ['R04', 'INVALID ACCOUNT NUMBER', 3, ['BANK INFO REQUESTED']],
    ['R07', 'AUTHORIZATION REVOKED', 5, ['AUTOPAY REMOVED', 'NOTICE SENT']],
    ['R08', 'PAYMENT STOPPED', 4, ['NOTICE SENT', 'REFERRED TO COLLECTIONS']],
    ['R10', 'NOT AUTHORIZED/UNKNOWN', 3, ['AUTOPAY REMOVED', 'REFERRED TO COLLECTIONS']],
    ['R16', 'ACCOUNT FROZEN', 1, ['NOTICE SENT']],
    ['R20', 'NON-TRANSACTION ACCOUNT', 3, ['BANK INFO REQUESTED']],
    ['R29', 'CORP CUSTOMER NOT AUTHORIZED', 12, ['NOTICE SENT', 'AUTOPAY REMOVED', 'REFERRED TO COLLECTIONS']],
  ];
  const weights = REASONS.reduce((s, r) => s + r[2], 0);
  const reasonOf = () => {
    let roll = pick(random, weights);
    for (const r of REASONS) if ((roll -= r[2]) < 0) return r;
    return REASONS[0]!;
  };
  const RDFI = [
    '091000019',
    '073000228',
    '091300023',
    '101000187',
    '111000025',
    '122105278',
    '071000013',
    '082000073',
    '104000029',
    '063100277',
  ];
  const businessDays: number[] = [];
  for (let t = T(8, 1); t <= T(11, 11); t += DAY) {
    const dow = new Date(t).getUTCDay();
    if (dow !== 0 && dow !== 6 && t !== T(9, 7) && t !== T(10, 12) && t !== T(11, 11)) businessDays.push(t);
  }
  interface Item {
    code: string;
    returned: number;
    trace: string;
    text: string;
  }
  const row = (
    returned: number,
    entry: number,
    name: string,
    policy: string,
    amount: number,
    reason: (typeof REASONS)[number],
    disposition: string,
  ): Item => {
    const trace = `0910000${digits(random, 8)}`;
    return {
      code: reason[0],
      returned,
      trace,
      text: `${mdy(returned)}  ${trace}  ${mdy(entry)}  CCD  ${name.toUpperCase().slice(0, 22).padEnd(22)}  ${policy.padEnd(15)}  ${oneOf(random, RDFI)}  ****${digits(random, 4)}  ${commas(amount).padStart(12)}  ${reason[0]}  ${reason[1].padEnd(28)}  ${disposition}`,
    };
  };
  const items: Item[] = [];
  for (const day of businessDays) {
    for (let k = 0, n = between(random, 32, 58); k < n; k++) {
      const reason = reasonOf();
      const entry = day - between(random, 2, 4) * DAY;
      const policy = `${oneOf(random, ['CPP', 'BOP', 'CAU', 'WCP'])}${between(random, 3_000_000, 3_099_999)}-${pad2(between(random, 1, 12))}`;
      items.push(row(day, entry, business(random), policy, between(random, 18_000, 2_400_000) / 100, reason, oneOf(random, reason[3])));
    }
  }
  const r01 = REASONS[0]!;
  const r02 = REASONS[1]!;
  const target = row(T(11, 4), T(11, 2), 'Quarry Hill Landscaping LLC', 'BOP3118842-11', 1_482.16, r02, 'NOTICE SENT');
  items.push(target);
  items.push(row(T(10, 5), T(10, 1), 'Quarry Hill Landscaping LLC', 'BOP3118842-10', 1_482.16, r01, 'REPRESENTED - PAID'));
  items.push(row(T(11, 4), T(11, 2), 'Quarry Hill Stone Supply Inc', 'CPP3067719-05', 3_911.4, r01, 'REPRESENTED 1X'));
  const order = REASONS.map((r) => r[0]);
  items.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code) || a.returned - b.returned || (a.trace < b.trace ? -1 : 1));
  const header =
    'RET DATE  TRACE NUMBER     ENTRY DT  SEC  RECEIVER NAME           INDIVIDUAL ID    RDFI RT    ACCOUNT         AMOUNT  RC   RETURN REASON                 DISPOSITION';
  const lines = [
    'TAMARACK COMMERCIAL INSURANCE CO          PREMIUM COLLECTIONS - ACH RETURN ITEMS BY REASON CODE          RUN 11/12/26 06:05  ACHRET02',
    'ODFI FIRST MIDWEST BANK NA  RT 091000019    COMPANY ID 1410283756    RETURN DATES 08/01/26 - 11/11/26',
    '',
  ];
  for (const [code, description] of REASONS) {
    const section = items.filter((i) => i.code === code);
    lines.push(`RETURN REASON ${code} - ${description}`, header, '-'.repeat(header.length), ...section.map((i) => i.text));
    lines.push(`${' '.repeat(60)}SUBTOTAL ${code}   ITEMS ${String(section.length).padStart(5)}`, '');
  }
  lines.push(`TOTAL RETURN ITEMS ${items.length}`, '*** END ACHRET02 ***');
  const output = `${lines.join('\n')}\n`;
  const ask =
    "I've got the office manager from Quarry Hill Landscaping on the phone. They had a letter from us saying their November premium installment bounced, and they're adamant there was plenty of money in the account. What did their bank actually say when it sent that payment back?";
  return probe('round 34: ach returns report, preamble', ask, 'run_shell', output, 'return', target.text);
}

/** Last night's `dbt run` of the data platform; the commercial auto loss triangle skipped after an upstream error. */
function dbtNightlyBuild(): EconomicsTask {
  const random = seededRandom(34_009);
  const SOURCES: Record<string, readonly string[]> = {
    pas: [
      'policies',
      'policy_terms',
      'policy_transactions',
      'coverage_lines',
      'insureds',
      'locations',
      'vehicles',
      'endorsements',
      'forms_attached',
    ],
    rating: ['rating_requests', 'rating_factors', 'territories', 'class_codes', 'rate_versions', 'premium_breakdown', 'experience_mods'],
    uw: ['submissions', 'referrals', 'referral_decisions', 'appetite_rules', 'inspections', 'loss_runs'],
    claims: ['claims', 'claimants', 'exposures', 'reserves', 'payments', 'recoveries', 'adjuster_assignments', 'diary_items', 'litigation'],
    cat: ['exposure_snapshots', 'geocodes', 'model_runs', 'event_losses', 'pml_results', 'accumulations'],
    bdx: ['risk_rows', 'premium_rows', 'claim_rows', 'coverholders', 'binders'],
    reins: ['treaties', 'layers', 'cessions', 'recoveries', 'reinstatements', 'reinsurers'],
    billing: ['invoices', 'installments', 'ach_entries', 'ach_returns', 'payments_received', 'commissions', 'write_offs'],
    docgen: ['documents_rendered', 'templates', 'print_jobs', 'mail_batches'],
    portal: ['broker_sessions', 'quote_events', 'api_requests', 'uploads', 'users'],
    db2: ['polmast', 'clmmast', 'agtmast', 'prmhist', 'lossrun_extract'],
    gl: ['journal_lines', 'accounts', 'periods', 'cost_centers'],
  };
  const SUFFIX = [
    '',
    '_daily',
    '_snapshot',
    '_history',
    '_current',
    '_enriched',
    '_by_state',
    '_by_lob',
    '_monthly',
    '_agg',
    '_deduped',
    '_fx',
    '_latest',
    '_ytd',
    '_rolling_12m',
  ];
  const MARTS: Record<string, string> = {
    pas: 'marts_underwriting',
    rating: 'marts_underwriting',
    uw: 'marts_underwriting',
    portal: 'marts_distribution',
    claims: 'marts_claims',
    cat: 'marts_cat',
    bdx: 'marts_delegated',
    reins: 'marts_finance',
    billing: 'marts_finance',
    gl: 'marts_finance',
    docgen: 'marts_ops',
    db2: 'marts_ops',
  };
  interface Model {
    schema: string;
    name: string;
    kind: 'view' | 'table' | 'incremental';
    fails?: boolean;
    skip?: boolean;
  }
  const used = new Set<string>([
    'int_claims__auto_claimant_features',
    'int_billing__ach_returns_normalized',
    'int_reins__cessions_fx_restated',
  ]);
  const generate = (prefixes: readonly string[], count: number, schemaOf: (src: string) => string, kind: () => Model['kind']) => {
    const out: Model[] = [];
    const sources = Object.keys(SOURCES);
    while (out.length < count) {
      const src = oneOf(random, sources);
      const name = `${oneOf(random, prefixes)}_${src}__${oneOf(random, SOURCES[src]!)}${oneOf(random, SUFFIX)}`;
      if (used.has(name)) continue;
      used.add(name);
      out.push({ schema: schemaOf(src), name, kind: kind() });
    }
    return out;
  };
  const staging = generate(
    ['stg'],
    640,
    () => 'staging',
    () => (random() < 0.85 ? 'view' : 'incremental'),
  );
  const intermediate = generate(
    ['int'],
    700,
    () => 'intermediate',
    () => oneOf(random, ['table', 'table', 'incremental', 'view']),
  );
  const marts = generate(
    ['fct', 'dim', 'rpt', 'agg'],
    1_030,
    (src) => MARTS[src]!,
    () => (random() < 0.7 ? 'table' : 'incremental'),
  );
  const errors: Model[] = [
    { schema: 'intermediate', name: 'int_claims__auto_claimant_features', kind: 'table', fails: true },
    { schema: 'intermediate', name: 'int_billing__ach_returns_normalized', kind: 'incremental', fails: true },
    { schema: 'intermediate', name: 'int_reins__cessions_fx_restated', kind: 'table', fails: true },
  ];
  intermediate.splice(Math.floor(intermediate.length * 0.55), 0, errors[0]!);
  intermediate.splice(Math.floor(intermediate.length * 0.7), 0, errors[1]!);
  intermediate.splice(Math.floor(intermediate.length * 0.82), 0, errors[2]!);
  const LINES = ['comm_property', 'general_liability', 'workers_comp', 'umbrella', 'inland_marine', 'bop'];
  const triangles = LINES.map((line): Model => ({ schema: 'marts_actuarial', name: `fct_loss_triangles__${line}`, kind: 'table' }));
  const target: Model = { schema: 'marts_actuarial', name: 'fct_loss_triangles__comm_auto', kind: 'table', skip: true };
  triangles.splice(2, 0, target);
  marts.splice(Math.floor(marts.length * 0.25), 0, ...triangles);
  // Models downstream of the three failures are skipped; none of them is a loss triangle.
  const downstream = (m: Model) => !m.name.includes('triangle') && /_(claims|billing|reins)__/.test(m.name);
  for (const m of shuffle(random, marts.filter(downstream)).slice(0, 37)) m.skip = true;
  const models = [...staging, ...intermediate, ...marts];
  const N = models.length;
  const justify = (text: string, status: string) => `${text} ${'.'.repeat(Math.max(1, 79 - text.length))} [${status}]`;
  const events: { t: number; seq: number; text: string }[] = [];
  let seq = 0;
  const add = (t: number, text: string) => events.push({ t, seq: seq++, text: `${hms(t)}  ${text}` });
  const t0 = T(11, 12, 7, 30, 11);
  const THREADS = 16;
  const free = Array.from({ length: THREADS }, () => t0 + 2_000);
  let [views, tables, incrementals, pass, skipped] = [0, 0, 0, 0, 0];
  models.forEach((m, i) => {
    const k = free.indexOf(Math.min(...free));
    const startAt = free[k]!;
    const n = `${i + 1} of ${N}`;
    if (m.kind === 'view') views++;
    else if (m.kind === 'table') tables++;
    else incrementals++;
    if (m.skip) {
      skipped++;
      add(startAt, justify(`${n} SKIP relation ${m.schema}.${m.name}`, 'SKIP'));
      return;
    }
    add(startAt, justify(`${n} START sql ${m.kind} model ${m.schema}.${m.name}`, 'RUN'));
    const ms =
      m.kind === 'view'
        ? between(random, 400, 3_000)
        : m.kind === 'table'
          ? between(random, 2_000, 90_000)
          : between(random, 3_000, 40_000);
    const endAt = startAt + ms;
    const took = `in ${(ms / 1_000).toFixed(2)}s`;
    if (m.fails) add(endAt, justify(`${n} ERROR creating sql ${m.kind} model ${m.schema}.${m.name}`, `ERROR ${took}`));
    else {
      pass++;
      const rows = m.kind === 'incremental' ? between(random, 0, 480_000) : 1;
      add(endAt, justify(`${n} OK created sql ${m.kind} model ${m.schema}.${m.name}`, `SUCCESS ${rows} ${took}`));
    }
    free[k] = endAt + between(random, 5, 60);
  });
  events.sort((a, b) => a.t - b.t || a.seq - b.seq);
  const done = Math.max(...free) + 800;
  const secs = (done - t0) / 1_000;
  const at = (t: number, text: string) => `${hms(t)}  ${text}`;
  const errorBlock = (m: Model, message: string) => [
    at(done + 900, `  Database Error in model ${m.name} (models/intermediate/${m.name.split('__')[0]!.slice(4)}/${m.name}.sql)`),
    `  ${message}`,
    `  compiled code at target/run/tamarack_dp/models/intermediate/${m.name.split('__')[0]!.slice(4)}/${m.name}.sql`,
    at(done + 900, ''),
  ];
  const lines = [
    at(t0 - 9_000, 'Running with dbt=1.8.7'),
    at(t0 - 8_000, 'Registered adapter: snowflake=1.8.4'),
    at(t0 - 2_000, `Found ${N} models, 5130 data tests, 27 snapshots, 311 sources, 48 exposures, 1127 macros`),
    at(t0 - 2_000, ''),
    at(t0, `Concurrency: ${THREADS} threads (target='prod')`),
    at(t0, ''),
    ...events.map((e) => e.text),
    at(done, ''),
    at(
      done,
      `Finished running ${views} view models, ${tables} table models, ${incrementals} incremental models in ${Math.floor(secs / 3_600)} hours ${Math.floor((secs % 3_600) / 60)} minutes and ${(secs % 60).toFixed(2)} seconds (${secs.toFixed(2)}s).`,
    ),
    at(done + 900, ''),
    at(done + 900, 'Completed with 3 errors, 0 partial successes, and 0 warnings:'),
    at(done + 900, ''),
    ...errorBlock(errors[0]!, "100038 (22018): Numeric value 'N/A' is not recognized"),
    ...errorBlock(errors[1]!, '100090 (42P18): Duplicate row detected during DML action'),
    ...errorBlock(
      errors[2]!,
      "002003 (42S02): SQL compilation error: Object 'RAW_REINS.FX_RATES_RESTATED' does not exist or not authorized.",
    ),
    at(done + 900, `Done. PASS=${pass} WARN=0 ERROR=3 SKIP=${skipped} TOTAL=${N}`),
  ];
  const output = `${lines.join('\n')}\n`;
  const ask =
    "The actuaries doing the Q4 reserve review say the commercial auto loss development figures in Snowflake still look exactly like Tuesday's. This is last night's warehouse build. Did whatever produces those numbers actually get rebuilt, and if not, what happened to it?";
  return probe(
    'round 34: dbt nightly build log, preamble',
    ask,
    'run_shell',
    output,
    'triangle',
    `SKIP relation ${target.schema}.${target.name}`,
  );
}

/** `ratectl export`: commercial auto territory relativities, current and proposed; one factor off by a decimal place. */
function territoryRelativities(): EconomicsTask {
  const random = seededRandom(34_010);
  const STATES = [
    'AL',
    'AR',
    'CO',
    'FL',
    'GA',
    'IA',
    'ID',
    'IL',
    'IN',
    'KS',
    'KY',
    'LA',
    'MI',
    'MN',
    'MO',
    'MS',
    'MT',
    'NC',
    'ND',
    'NE',
    'NM',
    'OH',
    'OK',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'WI',
    'WY',
  ];
  const PIP = new Set(['FL', 'KS', 'KY', 'MI', 'MN', 'ND', 'UT']);
  const COUNTIES = [
    'Adams',
    'Benton',
    'Carver',
    'Clay',
    'Dakota',
    'Douglas',
    'Franklin',
    'Grant',
    'Jackson',
    'Jefferson',
    'Lincoln',
    'Madison',
    'Marion',
    'Monroe',
    'Morgan',
    'Polk',
    'Scott',
    'Washington',
    'Wright',
    'Lake',
    'Union',
    'Warren',
    'Wayne',
    'Stearns',
    'Olmsted',
    'Crawford',
    'Hamilton',
    'Greene',
    'Lee',
    'Marshall',
    'Perry',
    'Pike',
    'Shelby',
    'Sumner',
    'Hardin',
    'Logan',
    'Boone',
    'Calhoun',
    'Carroll',
    'Cass',
    'Fayette',
    'Fulton',
    'Henry',
    'Howard',
    'Knox',
    'Lawrence',
    'Mercer',
    'Putnam',
  ];
  const f = (lo: number, hi: number) => lo + random() * (hi - lo);
  const rows: string[][] = [];
  let needleRow = -1;
  for (const state of STATES) {
    const cities = PLACES.filter((p) => p[1] === state).map((p) => p[0]);
    const counties = shuffle(random, [...COUNTIES]).slice(0, between(random, 14, 34));
    const names = [...cities.map((c) => `Metro ${c}`), ...counties.map((c) => `${c} County`), 'Remainder of State'];
    let terr = 100;
    for (const [t, name] of names.entries()) {
      terr += between(random, 1, 3);
      const metro = name.startsWith('Metro');
      const base = {
        bi: metro ? f(1.15, 1.58) : f(0.72, 1.2),
        pd: metro ? f(1.1, 1.45) : f(0.8, 1.15),
        med: f(0.85, 1.25),
        pip: f(0.8, 1.4),
        um: f(0.8, 1.3),
        uim: f(0.8, 1.3),
        comp: f(0.6, 1.8),
        coll: metro ? f(1.05, 1.42) : f(0.74, 1.12),
      };
      for (const [version, eff, lo, hi] of [
        ['2025.1', '2025-01-01', 0.94, 1.05],
        ['2026.1', '2026-01-01', 1, 1],
        ['2027.1', '2027-01-01', 0.95, 1.06],
      ] as const) {
        const v = (x: number) => (x * f(lo, hi)).toFixed(3);
        const odd = version === '2027.1' && state === 'MO' && t === 9;
        const coll = v(base.coll);
        rows.push([
          state,
          String(terr),
          name,
          version,
          eff,
          v(base.bi),
          v(base.pd),
          v(base.med),
          PIP.has(state) ? v(base.pip) : '-',
          v(base.um),
          v(base.uim),
          v(base.comp),
          odd ? (Number(coll) * 10).toFixed(3) : coll,
        ]);
        if (odd) needleRow = rows.length - 1;
      }
    }
  }
  const lines = table(['ST', 'TERR', 'DESCRIPTION', 'VERSION', 'EFFECTIVE', 'BI', 'PD', 'MED', 'PIP', 'UM', 'UIM', 'COMP', 'COLL'], rows);
  const needle = lines[needleRow + 1]!;
  const output = `${[
    '$ ratectl export --product CA --table TERRITORY_RELATIVITY --versions 2025.1,2026.1,2027.1 --format text',
    '# product CA (Commercial Auto)  table TERRITORY_RELATIVITY  base territory factor 1.000',
    ...lines,
    `# ${rows.length} rows`,
  ].join('\n')}\n`;
  const ask =
    "We're about to send the commercial auto territory factors off for filing. Going through the export, one of the factors looks way out of line with everything else. Which state, territory and coverage is it?";
  return probe('round 34: territory relativities', ask, 'run_shell', output, 'factor', needle);
}

/** The raw layer's partition audit from BigQuery, as `bq` prints a table; one table-day far smaller than usual. */
function partitionAudit(): EconomicsTask {
  const random = seededRandom(34_011);
  /** Schema, table, weekday rows, weekend share, bytes a row. */
  const TABLES: readonly (readonly [string, string, number, number, number])[] = [
    ['raw_billing', 'ach_entries', 18_000, 0.05, 410],
    ['raw_billing', 'invoices', 9_000, 0.1, 1_900],
    ['raw_billing', 'payments_received', 12_000, 0.15, 520],
    ['raw_cat', 'geocode_results', 48_000, 0.2, 330],
    ['raw_claims', 'claim_notes', 95_000, 0.1, 2_400],
    ['raw_claims', 'claim_transactions', 420_000, 0.12, 610],
    ['raw_claims', 'payments', 22_000, 0.06, 780],
    ['raw_claims', 'reserve_changes', 38_000, 0.08, 350],
    ['raw_docgen', 'documents_rendered', 140_000, 0.3, 900],
    ['raw_gl', 'journal_lines', 260_000, 0.04, 290],
    ['raw_mainframe', 'db2_polmast_cdc', 610_000, 0.4, 1_150],
    ['raw_mainframe', 'smf30_job_records', 85_000, 0.9, 1_400],
    ['raw_pas', 'coverage_lines', 310_000, 0.07, 880],
    ['raw_pas', 'policy_transactions', 55_000, 0.07, 2_100],
    ['raw_pas', 'quotes', 41_000, 0.05, 3_300],
    ['raw_portal', 'api_requests', 4_200_000, 0.2, 640],
    ['raw_portal', 'broker_sessions', 26_000, 0.12, 450],
    ['raw_portal', 'quote_events', 380_000, 0.1, 720],
    ['raw_rating', 'rating_factor_audit', 1_600_000, 0.06, 210],
    ['raw_rating', 'rating_requests', 190_000, 0.06, 4_100],
    ['raw_reins', 'cession_events', 14_000, 0.03, 560],
    ['raw_uw', 'referrals', 3_100, 0.04, 1_700],
    ['raw_uw', 'submissions', 7_800, 0.04, 6_200],
  ];
  const HOLIDAYS = new Set([ymd(T(7, 3)), ymd(T(9, 7)), ymd(T(10, 12))]);
  const rows: string[][] = [];
  let needleRow = -1;
  for (const [schema, name, weekday, weekend, bytes] of TABLES) {
    for (let t = T(6, 15); t <= T(11, 11); t += DAY) {
      const dow = new Date(t).getUTCDay();
      const quiet = dow === 0 || dow === 6 || HOLIDAYS.has(ymd(t));
      const monthEnd = new Date(t + DAY).getUTCDate() === 1 && name === 'journal_lines';
      const odd = name === 'policy_transactions' && ymd(t) === '2026-10-14';
      let n = Math.round(
        weekday * (quiet ? weekend : 1) * (0.86 + random() * 0.28) * (monthEnd ? 3.1 : 1) * (1 + (t - T(6, 15)) / (400 * DAY)),
      );
      if (odd) n = 231;
      const loaded = t + DAY + (5 * 60 + between(random, 0, 95)) * MINUTE + pick(random, 60_000);
      rows.push([
        schema,
        name,
        ymd(t).replace(/-/g, ''),
        String(n),
        String(Math.round(n * bytes * (0.9 + random() * 0.2))),
        iso(loaded).replace('T', ' '),
      ]);
      if (odd) needleRow = rows.length - 1;
    }
  }
  const headers = ['table_schema', 'table_name', 'partition_id', 'total_rows', 'total_logical_bytes', 'last_modified_time'];
  const numeric = [false, false, false, true, true, false];
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const center = (s: string, w: number) => {
    const left = Math.floor((w - s.length) / 2);
    return `${' '.repeat(left)}${s}${' '.repeat(w - s.length - left)}`;
  };
  const line = (cells: readonly string[], head = false) =>
    `| ${cells.map((c, i) => (head ? center(c, widths[i]!) : numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const body = rows.map((r) => line(r));
  const output = `${[
    `$ bq query --nouse_legacy_sql --max_rows=5000 "$(cat sql/raw_partition_audit.sql)"`,
    'Waiting on bqjob_r5e07c1f2a93d4b61_0000019a7c3e2d41_1 ... (3s) Current status: DONE',
    rule,
    line(headers, true),
    rule,
    ...body,
    rule,
  ].join('\n')}\n`;
  const needle = body[needleRow]!;
  const ask =
    "I'm looking over the partition audit for the raw layer of the data platform. One table's load for one particular day came in far smaller than that table usually gets. Which table, and which day?";
  return probe('round 34: raw layer partition audit', ask, 'run_shell', output, 'partition', needle);
}

/** `claimsadm users export -o csv`: every claims system user with their authority; one payment limit unlike the title's. */
function claimsUsersCsv(): EconomicsTask {
  const random = seededRandom(34_012);
  /** Title, share of staff, reserve and payment authority pairs, caseload range. */
  const TITLES: readonly (readonly [string, number, readonly (readonly [number, number])[], number, number])[] = [
    ['Claims Assistant', 12, [[0, 2_500]], 0, 0],
    [
      'Claims Adjuster I',
      25,
      [
        [25_000, 15_000],
        [20_000, 10_000],
        [25_000, 10_000],
      ],
      110,
      160,
    ],
    [
      'Claims Adjuster II',
      24,
      [
        [50_000, 35_000],
        [75_000, 50_000],
        [60_000, 40_000],
      ],
      90,
      140,
    ],
    [
      'Senior Claims Adjuster',
      14,
      [
        [150_000, 100_000],
        [250_000, 150_000],
        [200_000, 125_000],
      ],
      70,
      110,
    ],
    [
      'Complex Claims Specialist',
      5,
      [
        [500_000, 350_000],
        [750_000, 500_000],
      ],
      35,
      60,
    ],
    [
      'Litigation Specialist',
      3,
      [
        [750_000, 500_000],
        [1_000_000, 500_000],
      ],
      40,
      70,
    ],
    [
      'Claims Supervisor',
      7,
      [
        [250_000, 150_000],
        [300_000, 200_000],
      ],
      0,
      25,
    ],
    [
      'Claims Manager',
      2,
      [
        [1_000_000, 750_000],
        [1_500_000, 1_000_000],
      ],
      0,
      0,
    ],
    ['Director of Claims', 1, [[5_000_000, 2_500_000]], 0, 0],
    ['Independent Adjuster (vendor)', 7, [[0, 0]], 20, 60],
  ];
  const UNITS: readonly (readonly [string, string])[] = [
    ['Property - North Central', 'CP;BOP'],
    ['Property - South', 'CP;BOP'],
    ['Property - Large Loss', 'CP;IM'],
    ['GL - Premises', 'GL;BOP'],
    ['GL - Products & Completed Ops', 'GL'],
    ['Commercial Auto - APD', 'CA'],
    ['Commercial Auto - Liability', 'CA'],
    ['Workers Comp - Lost Time', 'WC'],
    ['Workers Comp - Med Only', 'WC'],
    ['Umbrella & Excess', 'UMB'],
    ['Cat Response', 'CP;BOP;IM'],
    ['Subrogation & Recovery', 'CP;GL;CA;WC'],
  ];
  const OFFICES = ['Minneapolis MN', 'Minneapolis MN', 'Des Moines IA', 'Dallas TX', 'Denver CO', 'Tampa FL', 'Remote'];
  const STATES = [
    'MN',
    'WI',
    'IA',
    'ND',
    'SD',
    'NE',
    'KS',
    'MO',
    'OK',
    'TX',
    'LA',
    'MS',
    'AL',
    'FL',
    'SC',
    'NC',
    'CO',
    'MT',
    'ID',
    'IN',
    'OH',
    'IL',
  ];
  const weights = TITLES.reduce((s, t) => s + t[1], 0);
  const titleOf = () => {
    let roll = pick(random, weights);
    for (const t of TITLES) if ((roll -= t[1]) < 0) return t;
    return TITLES[0]!;
  };
  const header =
    'user_id,employee_id,full_name,title,unit,office,supervisor_id,lines_of_business,reserve_authority_usd,payment_authority_usd,max_caseload,open_claims,licensed_states,status,last_login';
  const COUNT = 3_150;
  const ids = new Set<string>();
  const rows: string[] = [];
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    const odd = i === Math.floor(COUNT * 0.47);
    const t = odd ? TITLES[1]! : titleOf();
    const [unit, lobs] = oneOf(random, UNITS);
    const vendor = t[0].startsWith('Independent');
    let id = '';
    while (!id || ids.has(id)) id = `${vendor ? 'v' : 'u'}${chars(random, 'abcdefghijklmnopqrstuvwxyz', 2)}${digits(random, 4)}`;
    ids.add(id);
    const [reserve, payment] = oneOf(random, t[2]);
    const [r, p] = odd ? [reserve, 1_000_000] : [reserve, payment];
    const caseload = t[4] ? between(random, t[3], t[4]) : 0;
    const licensed = shuffle(random, [...STATES])
      .slice(0, between(random, 1, 12))
      .sort()
      .join(';');
    const row = [
      id,
      vendor ? '' : `E${digits(random, 6)}`,
      person(random),
      t[0],
      unit,
      vendor ? 'Field' : oneOf(random, OFFICES),
      `u${chars(random, 'abcdefghijklmnopqrstuvwxyz', 2)}${digits(random, 4)}`,
      lobs,
      String(r),
      String(p),
      String(caseload),
      String(caseload ? Math.round(caseload * (0.5 + random() * 0.55)) : 0),
      licensed,
      random() < 0.96 ? 'ACTIVE' : 'LOCKED',
      iso(T(11, 12 - between(random, 1, 20), between(random, 7, 18), between(random, 0, 59)))
        .slice(0, 16)
        .replace('T', ' '),
    ].join(',');
    rows.push(row);
    if (odd) needle = row;
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Internal audit is checking settlement authority in the claims system. One person has a payment limit that's nothing like anyone else's with the same job title. Who is it?";
  return probe('round 34: claims users csv', ask, 'run_shell', output, 'user', needle);
}

export function roundThirtyFour(): EconomicsTask[] {
  return [
    policyAdminApi(),
    catExposureXml(),
    reinsuranceCessionsCsv(),
    claimsApiPretty(),
    referralRulesYaml(),
    commissionStatement(),
    bordereauxIngestLog(),
    achReturnsReport(),
    dbtNightlyBuild(),
    territoryRelativities(),
    partitionAudit(),
    claimsUsersCsv(),
  ];
}
