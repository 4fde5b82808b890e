/**
 * Probe round 49, written blind: a made-up regional gas distribution network (Wolds & Fens Gas, Lincolnshire and the
 * south Humber bank): pressure telemetry and SCADA, gas escape call handling and emergency dispatch, mains replacement
 * works orders, meter point and supply point records, shrinkage and leakage reporting, its IT estate and on-call.
 * "Today" is Thursday 12 November 2026. Twelve tasks:
 * a. The answer in the middle of one long line:
 *  - cad incidents json: which engineer went out to a householder's gas escape call last night, and when they arrived.
 *  - supply points xml: what annual quantity a bakery's meter point is on now, and what it was before.
 *  - mains replacement geojson: what the old main on a street due for replacement next month is made of, and when it was laid.
 * b. The answer a few lines away from the line the question's words match:
 *  - governor config yaml: the trip pressure of the slam-shut on a district governor's working stream.
 *  - rtu status json: the SIM card number in an offtake's telemetry outstation.
 *  - aq batch stack trace: which line of the team's own code threw the exception that stopped the overnight AQ run.
 * c. Paraphrase or preamble:
 *  - escape calls csv: how long an engineer took to reach a smell of gas outside a village school on Tuesday afternoon.
 *  - shrinkage report: how much gas the leakage model says the old iron low pressure mains around a town lost in October.
 *  - works orders table: when a street whose main was renewed by insertion is due its permanent road surface.
 * d. One value unlike its peers:
 *  - scada analogue points csv: which low pressure outlet point has a deadband unlike all the others.
 *  - domestic aq review: which home's annual quantity is out of line with every other house on the list.
 *  - kubectl pods: which running pod has been restarted far more often than the rest.
 * Not among the bench's targets.
 * First run, at 236c387 (with this file; `ROUNDS=49 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 10,862,699 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 176cebb, the head before this round's stop began,
 * finds 2/12 (70,664 tokens).
 *   round 49: cad incidents json
 *     codex: 6,991 tokens, peak 6,885, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,365 tokens, peak 3,973, 0/1 needles, 3 read-backs
 *     ours: 5,306 tokens, peak 2,264, 1/1 needles, 2 read-backs
 *   round 49: supply points xml
 *     codex: 7,348 tokens, peak 7,254, 0/1 needles, 0 read-backs
 *     context-chef: 744 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,463 tokens, peak 6,581, 0/1 needles, 4 read-backs
 *     ours: 17,266 tokens, peak 6,138, 0/1 needles, 4 read-backs
 *   round 49: mains replacement geojson
 *     codex: 7,348 tokens, peak 7,263, 0/1 needles, 0 read-backs
 *     context-chef: 736 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,789 tokens, peak 5,159, 0/1 needles, 4 read-backs
 *     ours: 6,371 tokens, peak 2,452, 1/1 needles, 3 read-backs
 *   round 49: governor config yaml
 *     codex: 15,560 tokens, peak 15,472, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,777 tokens, peak 1,899, 0/1 needles, 3 read-backs
 *     ours: 3,332 tokens, peak 1,494, 0/1 needles, 2 read-backs
 *   round 49: rtu status json
 *     codex: 14,790 tokens, peak 14,705, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 662, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,468 tokens, peak 3,098, 0/1 needles, 4 read-backs
 *     ours: 7,635 tokens, peak 2,681, 0/1 needles, 4 read-backs
 *   round 49: aq batch stack trace
 *     codex: 15,859 tokens, peak 15,784, 0/1 needles, 0 read-backs
 *     context-chef: 773 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,808 tokens, peak 3,037, 0/1 needles, 2 read-backs
 *     ours: 5,077 tokens, peak 2,800, 0/1 needles, 2 read-backs
 *   round 49: escape calls csv, preamble and paraphrase
 *     codex: 18,383 tokens, peak 18,272, 0/1 needles, 0 read-backs
 *     context-chef: 882 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,009 tokens, peak 4,775, 0/1 needles, 3 read-backs
 *     ours: 8,944 tokens, peak 4,529, 0/1 needles, 3 read-backs
 *   round 49: shrinkage report, paraphrase
 *     codex: 16,232 tokens, peak 16,144, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,220 tokens, peak 1,459, 0/1 needles, 4 read-backs
 *     ours: 3,926 tokens, peak 2,026, 0/1 needles, 2 read-backs
 *   round 49: works orders table, preamble and paraphrase
 *     codex: 14,587 tokens, peak 14,464, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,119 tokens, peak 1,325, 0/1 needles, 4 read-backs
 *     ours: 2,112 tokens, peak 1,095, 0/1 needles, 1 read-backs
 *   round 49: scada analogue points csv
 *     codex: 19,391 tokens, peak 19,288, 0/1 needles, 0 read-backs
 *     context-chef: 931 tokens, peak 828, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,708 tokens, peak 1,444, 0/1 needles, 4 read-backs
 *     ours: 4,672 tokens, peak 994, 1/1 needles, 4 read-backs
 *   round 49: domestic aq review
 *     codex: 16,795 tokens, peak 16,699, 0/1 needles, 0 read-backs
 *     context-chef: 798 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,436 tokens, peak 5,973, 0/1 needles, 4 read-backs
 *     ours: 1,903 tokens, peak 907, 0/1 needles, 1 read-backs
 *   round 49: kubectl pods
 *     codex: 14,068 tokens, peak 13,975, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,529 tokens, peak 1,209, 0/1 needles, 4 read-backs
 *     ours: 3,961 tokens, peak 858, 0/1 needles, 4 read-backs
 *     codex: 318,851 tokens, 0/24 needles
 *     context-chef: 18,523 tokens, 0/24 needles
 *     context-chef-store: 182,902 tokens, 0/24 needles
 *     ours: 111,560 tokens, 8/24 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-11T19:48:26Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-11` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `10/11/2026 15:42:08`, as UK exports print it. */
const ukDateTime = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${iso(t).slice(11)}`;
};
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

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

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** A town of the network: its postcode district, the emergency depot that covers it, and where it is (OS grid). */
interface Town {
  readonly name: string;
  readonly district: string;
  readonly depot: string;
  readonly e: number;
  readonly n: number;
}
const TOWNS: readonly Town[] = [
  { name: 'Lincoln', district: 'LN2', depot: 'LIN', e: 497_500, n: 371_500 },
  { name: 'Grantham', district: 'NG31', depot: 'GRA', e: 491_500, n: 335_900 },
  { name: 'Sleaford', district: 'NG34', depot: 'SLE', e: 506_800, n: 345_800 },
  { name: 'Ruskington', district: 'NG34', depot: 'SLE', e: 508_300, n: 350_800 },
  { name: 'Heckington', district: 'NG34', depot: 'SLE', e: 514_300, n: 344_200 },
  { name: 'Boston', district: 'PE21', depot: 'BOS', e: 532_700, n: 344_200 },
  { name: 'Spalding', district: 'PE11', depot: 'SPA', e: 524_600, n: 322_700 },
  { name: 'Holbeach', district: 'PE12', depot: 'SPA', e: 535_900, n: 324_600 },
  { name: 'Long Sutton', district: 'PE12', depot: 'SPA', e: 543_200, n: 322_800 },
  { name: 'Crowland', district: 'PE6', depot: 'SPA', e: 524_000, n: 310_200 },
  { name: 'Bourne', district: 'PE10', depot: 'STA', e: 509_600, n: 320_000 },
  { name: 'Stamford', district: 'PE9', depot: 'STA', e: 503_000, n: 307_100 },
  { name: 'Market Deeping', district: 'PE6', depot: 'STA', e: 514_000, n: 310_000 },
  { name: 'Louth', district: 'LN11', depot: 'LOU', e: 532_600, n: 387_500 },
  { name: 'Mablethorpe', district: 'LN12', depot: 'LOU', e: 550_400, n: 384_800 },
  { name: 'Alford', district: 'LN13', depot: 'LOU', e: 545_500, n: 375_800 },
  { name: 'Skegness', district: 'PE25', depot: 'SKE', e: 556_800, n: 363_300 },
  { name: 'Horncastle', district: 'LN9', depot: 'HOR', e: 525_800, n: 369_600 },
  { name: 'Woodhall Spa', district: 'LN10', depot: 'HOR', e: 519_300, n: 363_000 },
  { name: 'Market Rasen', district: 'LN8', depot: 'LIN', e: 510_700, n: 389_300 },
  { name: 'Gainsborough', district: 'DN21', depot: 'LIN', e: 481_500, n: 390_000 },
  { name: 'Newark', district: 'NG24', depot: 'GRA', e: 479_900, n: 353_900 },
  { name: 'Brigg', district: 'DN20', depot: 'SCU', e: 500_100, n: 407_400 },
  { name: 'Scunthorpe', district: 'DN15', depot: 'SCU', e: 489_500, n: 411_000 },
  { name: 'Grimsby', district: 'DN32', depot: 'GRI', e: 527_400, n: 409_100 },
];
const town = (name: string) => TOWNS.find((t) => t.name === name)!;
/** How many households a town has, roughly, against a village's one: calls and jobs come in proportion. */
const SIZE: Readonly<Record<string, number>> = {
  Lincoln: 9,
  Grimsby: 7,
  Scunthorpe: 7,
  Boston: 4,
  Grantham: 4,
  Newark: 3,
  Spalding: 3,
  Skegness: 3,
  Louth: 2,
  Sleaford: 2,
  Gainsborough: 2,
  Stamford: 2,
  Bourne: 2,
};
const WEIGHTED_TOWNS = TOWNS.flatMap((t) => Array.from({ length: SIZE[t.name] ?? 1 }, () => t));
/** A town, the big ones more often. */
const busyTown = (random: () => number) => oneOf(random, WEIGHTED_TOWNS);
const DEPOTS = [...new Set(TOWNS.map((t) => t.depot))];
const STREETS = [
  'Station Road',
  'Church Lane',
  'High Street',
  'Westgate',
  'Eastgate',
  'Northgate',
  'Queen Street',
  'Boston Road',
  'London Road',
  'Spalding Road',
  'Main Road',
  'Chapel Lane',
  'Park Road',
  'Victoria Road',
  'Albert Street',
  'Manor Road',
  'The Green',
  'Orchard Close',
  'Meadow Way',
  'Willow Drive',
  'North Parade',
  'Mill Lane',
  'Bridge Street',
  'Sleaford Road',
  'Tennyson Avenue',
  'St Marys Road',
  'Abbey Road',
  'Wragby Road',
  'Cherry Tree Way',
  'Mareham Lane',
];
const FIRST = [
  'Callum',
  'Priya',
  'Gareth',
  'Hannah',
  'Kwame',
  'Joanne',
  'Marek',
  'Sian',
  'Darren',
  'Fatima',
  'Owen',
  'Ellie',
  'Tariq',
  'Megan',
  'Ravi',
  'Zofia',
  'Liam',
  'Aisha',
  'Stuart',
  'Nadia',
  'Craig',
  'Lauren',
  'Dean',
  'Kirsty',
];
const LAST = [
  'Shaw',
  'Nair',
  'Hughes',
  'Okafor',
  'Barnes',
  'Kowalski',
  'Wright',
  'Jennings',
  'Patel',
  'Marsh',
  'Lloyd',
  'Evans',
  'Begum',
  'Fox',
  'Carter',
  'Nowak',
  'Taylor',
  'Singh',
  'Ahmed',
  'Dixon',
  'Parkin',
  'Wilkinson',
  'Brackenbury',
  'Thorpe',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const postcode = (random: () => number, t: Town) => `${t.district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

/** `GET /cad/api/v3/incidents`: the last 24 hours of emergency jobs, newest first, as one line of JSON; one caller's attendance. */
function cadIncidentsJson(): EconomicsTask {
  const random = seededRandom(49_001);
  interface Kind {
    code: string;
    category: string;
    uncontrolled: number;
    actions: readonly string[];
  }
  const KINDS: readonly Kind[] = [
    {
      code: 'GE-INT',
      category: 'Gas escape - internal',
      uncontrolled: 0.75,
      actions: [
        'ECV turned off, cooker isolated and capped, warning notice issued',
        'No trace of gas found, tightness test passed, supply restored',
        'Leak on meter regulator, regulator exchanged',
        'Leak on customer pipework under floor, ECV off, advised Gas Safe engineer',
        'Loose fitting at boiler inlet, tightened, tightness test passed',
        'Leak on cooker hose, appliance isolated and capped, warning notice issued',
      ],
    },
    {
      code: 'GE-EXT',
      category: 'Gas escape - external',
      uncontrolled: 0.6,
      actions: [
        'Escape traced to service tee, excavation booked with repair team',
        'Readings in footway boxes, escape on main, repair gang called out',
        'No trace of gas found in area, footway barholed',
        'Smell traced to sewer, no gas present, water company informed',
      ],
    },
    {
      code: 'GE-MTR',
      category: 'Gas escape - at meter',
      uncontrolled: 0.5,
      actions: [
        'Leak on meter union, washer replaced, tightness test passed',
        'Meter regulator venting, regulator exchanged',
        'ECV passing, ECV changed under pressure',
      ],
    },
    {
      code: 'CO',
      category: 'Carbon monoxide - alarm or symptoms',
      uncontrolled: 1,
      actions: [
        'CO reading at boiler flue, appliance isolated, RIDDOR referral raised',
        'Alarm at end of life, no CO detected, advised replacement',
        'Gas fire spillage, appliance capped, warning notice issued',
      ],
    },
    {
      code: 'FUMES',
      category: 'Fumes / smell of burning',
      uncontrolled: 0.4,
      actions: [
        'Flue blocked by nest, appliance isolated',
        'No fumes present on arrival, appliances tested',
        'Smell from neighbouring bonfire',
      ],
    },
    {
      code: 'DMG-3P',
      category: 'Third party damage',
      uncontrolled: 1,
      actions: [
        'Service pulled out by digger, squeezed off and made safe',
        'PE main struck by contractor, flow stopped, repair team on site',
      ],
    },
  ];
  const SOURCES = ['0800 call', '0800 call', '0800 call', '0800 call', '999 transfer', 'web form', 'fire service'];
  const ROLES = ['occupier', 'occupier', 'occupier', 'neighbour', 'passer-by', 'landlord', 'tenant', 'fire service'];
  const crews = new Map(DEPOTS.map((d) => [d, Array.from({ length: 9 }, () => person(random))]));
  interface Incident {
    incident_id: string;
    received: string;
    source: string;
    caller: { name: string; role: string; phone: string; psr: boolean };
    location: { address: string; town: string; postcode: string; uprn: string; easting: number; northing: number };
    category: string;
    code: string;
    priority: string;
    target_mins: number;
    dispatch: { unit: string; engineer: string; assigned: string; en_route: string; on_site: string };
    made_safe: string;
    action: string;
    follow_on: string | null;
    status: string;
  }
  const incident = (t: number, where: string, place: Town, caller: string, kind: Kind): Incident => {
    const uncontrolled = random() < kind.uncontrolled;
    const crew = pick(random, 9);
    const assigned = t + between(random, 40, 600) * 1_000;
    const enRoute = assigned + between(random, 20, 240) * 1_000;
    const onSite = enRoute + between(random, 8 * 60, (uncontrolled ? 52 : 105) * 60) * 1_000;
    const madeSafe = onSite + between(random, 5 * 60, 75 * 60) * 1_000;
    return {
      incident_id: '',
      received: isoZ(t),
      source: oneOf(random, SOURCES),
      caller: { name: caller, role: oneOf(random, ROLES), phone: `07*** ***${digits(random, 3)}`, psr: random() < 0.08 },
      location: {
        address: where,
        town: place.name,
        postcode: postcode(random, place),
        uprn: `1000${digits(random, 8)}`,
        easting: place.e + between(random, -2_500, 2_500),
        northing: place.n + between(random, -2_500, 2_500),
      },
      category: kind.category,
      code: kind.code,
      priority: uncontrolled ? 'UNCONTROLLED' : 'CONTROLLED',
      target_mins: uncontrolled ? 60 : 120,
      dispatch: {
        unit: `FCO-${place.depot}-${pad2(crew + 1)}`,
        engineer: crews.get(place.depot)![crew]!,
        assigned: isoZ(assigned),
        en_route: isoZ(enRoute),
        on_site: isoZ(onSite),
      },
      made_safe: isoZ(madeSafe),
      action: oneOf(random, kind.actions),
      follow_on: random() < 0.2 ? `RJ-${digits(random, 7)}` : null,
      status: random() < 0.7 ? 'CLOSED' : 'MADE_SAFE',
    };
  };
  const callerName = () =>
    `${oneOf(random, ['Mrs', 'Mr', 'Ms', 'Miss', 'Dr'])} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`;
  // Calls come in all day, most of them in the evening when the heating goes on.
  const WEIGHT = [3, 2, 2, 2, 2, 3, 5, 7, 7, 6, 5, 5, 5, 5, 5, 6, 7, 9, 10, 10, 9, 7, 5, 4];
  const from = T(11, 12);
  const records: Incident[] = [];
  const horncastle = town('Horncastle');
  const louth = town('Louth');
  while (records.length < 1_600) {
    const t = from + pick(random, 24 * 3_600) * 1_000;
    if (random() * 10 > WEIGHT[new Date(t).getUTCHours()]!) continue;
    const place = busyTown(random);
    let where = `${between(random, 1, 140)} ${oneOf(random, STREETS)}`;
    if (where.endsWith('Mill Lane') && (place === horncastle || place === louth)) where = `${between(random, 1, 140)} Queen Street`;
    records.push(incident(t, where, place, callerName(), oneOf(random, KINDS)));
  }
  const internal = KINDS[0]!;
  const target = incident(T(11, 19, 48, 26), '27 Mill Lane', horncastle, 'Beth Doyle', internal);
  target.source = '0800 call';
  target.caller.role = 'occupier';
  target.priority = 'UNCONTROLLED';
  target.target_mins = 60;
  target.dispatch = {
    unit: 'FCO-HOR-03',
    engineer: 'Callum Brackenbury',
    assigned: isoZ(T(11, 19, 52, 10)),
    en_route: isoZ(T(11, 19, 55, 41)),
    on_site: isoZ(T(11, 21, 7, 52)),
  };
  target.made_safe = isoZ(T(11, 21, 24, 3));
  target.action = 'Leak on cooker hose, appliance isolated and capped, warning notice issued';
  target.status = 'CLOSED';
  const dispatchText = JSON.stringify(target.dispatch);
  const needle = dispatchText.slice(dispatchText.indexOf('"engineer"'), -1);
  records.push(
    target,
    // The same house number on Mill Lane in Louth, the reverse number in Horncastle, and another Doyle in Horncastle this morning.
    incident(T(11, 20, 31, 4), '27 Mill Lane', louth, 'Mr D. Fox', internal),
    incident(T(11, 18, 5, 37), '72 Mill Lane', horncastle, 'Mr K. Okafor', KINDS[2]!),
    incident(T(12, 8, 12, 50), '4 Queen Street', horncastle, 'Mrs J. Doyle', KINDS[1]!),
  );
  records.sort((a, b) => (a.received < b.received ? 1 : -1));
  const seq = new Map<string, number>();
  for (const r of [...records].reverse()) {
    const day = r.received.slice(2, 10).replace(/-/g, '');
    const n = (seq.get(day) ?? between(random, 3_000, 3_400)) + 1;
    seq.set(day, n);
    r.incident_id = `GE-${day}-${String(n).padStart(5, '0')}`;
  }
  const output = `${JSON.stringify({
    query: { from: isoZ(from), to: isoZ(T(12, 12)), sort: '-received', codes: KINDS.map((k) => k.code) },
    count: records.length,
    incidents: records,
  })}\n`;
  const ask =
    'Beth Doyle from 27 Mill Lane in Horncastle rang us last night about a smell of gas, and she has now complained that it took ages for anyone to turn up. Which of our engineers went out to her, and what time did they actually get there?';
  return probe('round 49: cad incidents json', ask, 'http_get', output, 'attendance', needle, true);
}

/** `GET /spr/api/v2/supply-points?postcodeArea=LN&format=xml`: supply meter points as one line of XML; a bakery's AQ. */
function supplyPointsXml(): EconomicsTask {
  const random = seededRandom(49_002);
  const LN_TOWNS = TOWNS.filter((t) => t.district.startsWith('LN'));
  const SUPPLIERS = [
    ['BWE', 'Brightwell Energy'],
    ['NGS', 'Northgate Gas Supply'],
    ['OCT', 'Octave Energy'],
    ['FEN', 'Fenland Power & Gas'],
    ['HRZ', 'Horizon Business Energy'],
    ['TRV', 'Trentvale Utilities'],
    ['SWF', 'Swift Energy Ltd'],
  ] as const;
  const PREFIX = [
    'The Old',
    'Riverside',
    'Market',
    'Station',
    'Abbey',
    'Castle',
    'Wolds',
    'Priory',
    'Bailgate',
    'Minster',
    'Steep Hill',
    'Tennyson',
  ];
  const KINDS = [
    'Bakery',
    'Fish Bar',
    'Garage',
    'Dental Practice',
    'Church Hall',
    'Hotel',
    'Care Home',
    'Tavern',
    'Veterinary Surgery',
    'Launderette',
    'Farm Shop',
    'Tearooms',
    'Pharmacy',
    'Guest House',
  ];
  const METERS = [
    ['SMETS2', 'E6S', 'U6'],
    ['SMETS2', 'E6E', 'U6'],
    ['SMETS1', 'G4A', 'U6'],
    ['DIAPHRAGM', 'G4K', 'U6'],
    ['DIAPHRAGM', 'G16', 'U16'],
    ['ROTARY', 'RVG', 'G25'],
  ] as const;
  const used = new Set<string>();
  const mprn = () => {
    let m = '';
    while (!m || used.has(m)) m = `74${digits(random, 8)}`;
    used.add(m);
    return m;
  };
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  const aqElement = (aq: number, previous: number, effective = oneOf(random, ['2026-09-01', '2026-10-01', '2026-11-01'])) =>
    `<AQ effective="${effective}" kwh="${aq}" previousKwh="${previous}" basis="ROLLING"/>`;
  const point = (place: Town, line1: string, name: string, business: boolean, aq?: readonly [number, number, string]) => {
    const kwh = aq?.[0] ?? (business ? between(random, 28_000, 420_000) : between(random, 5_200, 24_000));
    const previous = aq?.[1] ?? Math.round(kwh * (0.85 + random() * 0.3));
    const euc = kwh < 73_200 ? 'EM:E2601B' : kwh < 293_000 ? 'EM:E2602B' : 'EM:E2603B';
    const [type, prefix, capacity] = oneOf(random, business && kwh > 73_200 ? METERS.slice(4) : METERS.slice(0, 5));
    const [supplierId, supplier] = oneOf(random, SUPPLIERS);
    const since = `20${between(random, 12, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
    return (
      `<SupplyMeterPoint mprn="${mprn()}" status="LIVE" sector="${business ? 'I' : 'D'}" market="${kwh < 73_200 ? 'SSP' : 'LSP'}" class="${type.startsWith('SMETS') && random() < 0.4 ? 3 : 4}" euc="${euc}">` +
      `<Premises name="${esc(name)}" line1="${line1}" town="${place.name}" postcode="${postcode(random, place)}" uprn="2500${digits(random, 8)}"/>` +
      `<Registration shipper="${supplierId}S" supplier="${supplier}" since="${since}"/>` +
      `<Meter serial="${prefix}${digits(random, 8)}" type="${type}" capacity="${capacity}" units="M3" imperial="false" installed="20${between(random, 5, 25)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}"/>` +
      aqElement(kwh, previous, aq?.[2]) +
      `<SOQ kwhPerDay="${Math.round(kwh / (business ? 180 : 140))}"/>` +
      `<LastRead date="2026-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 28))}" source="${type.startsWith('SMETS') ? 'DCC' : oneOf(random, ['CUSTOMER', 'AGENT', 'AGENT', 'ESTIMATE'])}"/>` +
      `</SupplyMeterPoint>`
    );
  };
  const horncastle = town('Horncastle');
  const louth = town('Louth');
  const records: string[] = [];
  const COUNT = 1_900;
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, LN_TOWNS);
    let street = oneOf(random, STREETS);
    const business = random() < 0.16;
    if (place === horncastle && street === 'Bridge Street') street = 'North Street';
    let name = business ? `${oneOf(random, PREFIX)} ${oneOf(random, KINDS)}` : '';
    if (name.endsWith('Bakery') && (place === horncastle || street === 'Bridge Street')) name = `${name.slice(0, -6)}Tearooms`;
    records.push(point(place, `${between(random, 1, 160)} ${street}`, name, business));
  }
  const needle = aqElement(146_830, 97_215, '2026-11-01');
  const at = Math.floor(COUNT * 0.52);
  records[at] = point(horncastle, '14 Bridge Street', 'Crust & Crumb Bakery', true, [146_830, 97_215, '2026-11-01']);
  // The same bakery's shop in Louth, and another bakery on a Bridge Street.
  records[Math.floor(COUNT * 0.43)] = point(louth, '3 Mercer Row', 'Crust & Crumb Bakery', true);
  records[Math.floor(COUNT * 0.61)] = point(louth, '22 Bridge Street', 'Bridge Street Bakery', true);
  const output = `<?xml version="1.0" encoding="UTF-8"?><SupplyPointExtract network="WFGN" ldz="EM" postcodeArea="LN" status="LIVE" run="SPX-20261112-0604" generated="${isoZ(T(12, 6, 4, 19))}" count="${COUNT}">${records.join('')}</SupplyPointExtract>\n`;
  const ask =
    'The Crust and Crumb bakery on Bridge Street in Horncastle is on to their supplier saying their gas bills have jumped. What annual quantity is their meter point on now, and what was it before?';
  return probe('round 49: supply points xml', ask, 'http_get', output, 'aq', needle, true);
}

/** The GIS server's WFS layer of this year's mains replacement, as one line of GeoJSON; one street's old main. */
function mainsReplacementGeoJson(): EconomicsTask {
  const random = seededRandom(49_003);
  const IRON = [
    ['CI', [3, 4, 6, 8, 9, 10, 12, 18]],
    ['SI', [3, 4, 6, 8]],
    ['DI', [4, 6, 8, 12]],
    ['ST', [2, 3, 4, 6]],
  ] as const;
  const STATUS = ['PLANNED', 'PLANNED', 'DESIGN', 'PERMIT_APPLIED', 'ON_SITE', 'COMMISSIONED'];
  const METHODS = ['INSERTION', 'INSERTION', 'INSERTION', 'OPEN_CUT', 'PIPE_SPLIT', 'DIRECTIONAL_DRILL'];
  const usedWo = new Set<string>();
  const feature = (n: number, street: string, place: Town, material?: readonly [string, number, number], start?: string) => {
    const [code, sizes] = oneOf(random, IRON);
    const spec: readonly [string, number, number] = material ?? [
      code,
      oneOf(random, sizes),
      code === 'CI' ? between(random, 1868, 1955) : between(random, 1930, 1985),
    ];
    const [mat, size, laid] = spec;
    let wo = '';
    while (!wo || usedWo.has(wo)) wo = `WO-26${digits(random, 6)}`;
    usedWo.add(wo);
    const points = between(random, 4, 14);
    let e = place.e + between(random, -3_000, 3_000) + random();
    let nn = place.n + between(random, -3_000, 3_000) + random();
    const coordinates: number[][] = [];
    for (let k = 0; k < points; k++) {
      coordinates.push([Number(e.toFixed(2)), Number(nn.toFixed(2))]);
      e += (random() - 0.5) * 80;
      nn += (random() - 0.5) * 80;
    }
    const tier = size >= 12 || mat === 'ST' ? oneOf(random, ['MP', 'LP']) : 'LP';
    const begins = T(12, 0) + between(random, -220, 320) * DAY;
    return {
      type: 'Feature',
      id: `mains_replacement_2026_27.${n}`,
      geometry: { type: 'LineString', coordinates },
      geometry_name: 'geom',
      properties: {
        asset_id: `MN${digits(random, 8)}`,
        scheme: `IMRRP-${place.depot}-${digits(random, 4)}`,
        works_order: wo,
        street,
        town: place.name,
        tier,
        material: mat,
        nominal_in: size,
        laid,
        length_m: between(random, 18, 640),
        services: between(random, 0, 64),
        mrps_risk: Number((random() * 4e-4).toExponential(3)),
        method: oneOf(random, METHODS),
        planned_start: start ?? ymd(begins),
        status: begins > T(12, 0) ? oneOf(random, STATUS.slice(0, 4)) : oneOf(random, STATUS.slice(4)),
      },
    };
  };
  const louth = town('Louth');
  const features: ReturnType<typeof feature>[] = [];
  const COUNT = 1_700;
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, TOWNS);
    let street = oneOf(random, STREETS);
    if (place === louth && (street === 'Westgate' || street === 'Eastgate')) street = 'Church Lane';
    features.push(feature(i + 1, street, place));
  }
  const at = Math.floor(COUNT * 0.49);
  const target = feature(at + 1, 'Westgate', louth, ['CI', 4, 1897], '2026-12-07');
  target.properties.tier = 'LP';
  target.properties.status = 'PERMIT_APPLIED';
  features[at] = target;
  const props = JSON.stringify(target.properties);
  const needle = props.slice(props.indexOf('"street"'), props.indexOf(',"length_m"'));
  // Westgate in Sleaford and Eastgate in Louth, both due soon too.
  features[Math.floor(COUNT * 0.41)] = feature(Math.floor(COUNT * 0.41) + 1, 'Westgate', town('Sleaford'), ['CI', 6, 1911], '2026-12-14');
  features[Math.floor(COUNT * 0.57)] = feature(Math.floor(COUNT * 0.57) + 1, 'Eastgate', louth, ['SI', 4, 1938], '2026-12-02');
  const output = `${JSON.stringify({
    type: 'FeatureCollection',
    features,
    totalFeatures: COUNT,
    numberMatched: COUNT,
    numberReturned: COUNT,
    timeStamp: `${iso(T(12, 9, 14, 2))}.418Z`,
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::27700' } },
  })}\n`;
  const ask =
    "The mains job on Westgate in Louth is meant to start next month. What's the old main we're replacing there made of, and when was it laid?";
  return probe('round 49: mains replacement geojson', ask, 'http_get', output, 'main', needle, true);
}

/** `prsctl export --all -o yaml`: every district governor's settings; the slam-shut on one governor's working stream. */
function governorConfigYaml(): EconomicsTask {
  const random = seededRandom(49_004);
  const REGULATORS = [
    ['Fisher', '133L'],
    ['Fisher', '299H'],
    ['Elster', 'J48'],
    ['Pietro Fiorentini', 'Reflux 819'],
    ['Jeavons', 'J125'],
  ] as const;
  const SLAM_SHUTS = [
    ['Elster', 'JSG25'],
    ['Elster', 'JSG50'],
    ['Pietro Fiorentini', 'SB/82'],
    ['Fisher', 'OS/80X'],
  ] as const;
  const serials = new Set<string>();
  const serial = (model: string) => {
    let s = '';
    while (!s || serials.has(s)) s = `${model.replace(/[^A-Z0-9]/g, '')}-${digits(random, 7)}`;
    serials.add(s);
    return s;
  };
  const grid = (place: Town) => {
    const e = place.e + between(random, -3_000, 3_000);
    const n = place.n + between(random, -3_000, 3_000);
    return `${n >= 400_000 ? 'TA' : e >= 500_000 ? 'TF' : 'SK'} ${String(e % 100_000).padStart(5, '0')} ${String(n % 100_000).padStart(5, '0')}`;
  };
  let needle = '';
  const site = (id: string, name: string, townName: string, place: Town, take = false) => {
    const ip = random() < 0.12;
    const unit = ip ? 'bar' : 'mbar';
    const setpoint = ip ? oneOf(random, [1.5, 1.8, 2.0]) : oneOf(random, [21, 23, 25, 27, 30, 32, 35]);
    const opso = ip ? Number((setpoint + 0.5).toFixed(1)) : setpoint + oneOf(random, [20, 25, 30]);
    const [rMake, rModel] = oneOf(random, REGULATORS);
    const [sMake, sModel] = oneOf(random, SLAM_SHUTS);
    const working = take || random() < 0.6 ? 'A' : 'B';
    const stream = (s: string) => {
      const isWorking = s === working;
      const line = `slam_shut: {make: ${sMake}, model: ${sModel}, opso_${unit}: ${isWorking ? opso : ip ? Number((opso + 0.2).toFixed(1)) : opso + 5}, upso_${unit}: ${ip ? 0.75 : oneOf(random, [10, 12, 15])}, serial: "${serial(sModel)}"}`;
      if (take && isWorking) needle = line;
      return [
        `    - id: ${s}`,
        `      role: ${isWorking ? 'working' : 'standby'}`,
        `      regulator: {make: ${rMake}, model: "${rModel}", setpoint_${unit}: ${isWorking ? setpoint : ip ? Number((setpoint - 0.1).toFixed(1)) : setpoint - 2}, serial: "${serial(rModel)}"}`,
        `      ${line}`,
        `      filter: {make: ${oneOf(random, ['Jeavons', 'Elster', 'Fisher'])}, element_changed: 20${between(random, 18, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}}`,
      ];
    };
    const year = between(random, 1968, 2022);
    const test = T(12, 0) - between(random, 20, 360) * DAY;
    return [
      `- site_id: ${id}`,
      `  name: ${name}`,
      `  town: ${townName}`,
      `  grid_ref: ${grid(place)}`,
      `  type: ${ip ? 'IP/MP district governor' : 'MP/LP district governor'}`,
      `  housing: ${oneOf(random, ['GRP kiosk', 'GRP kiosk', 'brick building', 'below ground pit', 'steel kiosk'])}`,
      `  installed: ${year}`,
      `  inlet: {tier: ${ip ? 'IP' : 'MP'}, mop_bar: ${ip ? oneOf(random, [7, 7, 5.5]) : oneOf(random, [2, 2, 0.75])}}`,
      `  outlet: {tier: ${ip ? 'MP' : 'LP'}, mop_${unit}: ${ip ? 2 : 75}}`,
      `  streams:`,
      ...stream('A'),
      ...stream('B'),
      `  relief: {type: ${oneOf(random, ['token', 'token', 'full'])}, set_${unit}: ${ip ? Number((opso - 0.2).toFixed(1)) : opso - 5}}`,
      `  telemetry: {rtu: RTU-${digits(random, 5)}, points: [inlet_p, outlet_p, slam_shut_a, slam_shut_b, kiosk_door]}`,
      `  last_function_test: ${ymd(test)}`,
      `  next_due: ${ymd(test + 365 * DAY)}`,
    ].join('\n');
  };
  const spalding = town('Spalding');
  const records: string[] = [];
  const COUNT = 880;
  const ids = new Set<string>();
  const siteId = (place: Town) => {
    let id = '';
    while (!id || ids.has(id)) id = `PRS-${place.depot}-${digits(random, 4)}`;
    ids.add(id);
    return id;
  };
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, TOWNS);
    records.push(site(siteId(place), `${oneOf(random, STREETS)} DG`, place.name, place));
  }
  const at = Math.floor(COUNT * 0.47);
  records[at] = site(siteId(spalding), 'Pinchbeck Road DG', 'Spalding', spalding, true);
  // Two governors in Pinchbeck village, whose names share the words.
  records[Math.floor(COUNT * 0.39)] = site(siteId(spalding), 'Pinchbeck Bars DG', 'Pinchbeck', spalding);
  records[Math.floor(COUNT * 0.58)] = site(siteId(spalding), 'Spalding Road DG', 'Pinchbeck', spalding);
  const output = `${[
    '# prsctl export --network WFGN --type district --all -o yaml',
    'network: WFGN',
    `exported: "${isoZ(T(12, 8, 41, 7))}"`,
    `count: ${COUNT}`,
    'sites:',
    ...records,
  ].join('\n')}\n`;
  const ask =
    "We're doing the annual function test on the Pinchbeck Road governor in Spalding tomorrow. What pressure is the slam-shut on its working stream set to trip at?";
  return probe('round 49: governor config yaml', ask, 'run_shell', output, 'slam-shut', needle);
}

/** `rtuctl status --all --json`: every telemetry outstation, pretty-printed; the SIM in the Crowland offtake's RTU. */
function rtuStatusJson(): EconomicsTask {
  const random = seededRandom(49_005);
  const MODELS = [
    ['Schneider SCADAPack 474', ['9.6.3', '9.8.1']],
    ['Schneider SCADAPack 357', ['8.14.2']],
    ['Metrix ML200', ['4.2.0', '4.3.1']],
    ['Servelec Kingfisher CP30', ['CP30-2.7', 'CP30-2.9']],
  ] as const;
  const CARRIERS = ['Vodafone IoT', 'EE Business', 'Vodafone IoT', 'Wireless Logic (multi)'];
  const iccids = new Set<string>();
  const rtu = (n: number, name: string, siteId: string, type: string, place: Town, bearer?: string) => {
    const [model, fws] = oneOf(random, MODELS);
    let iccid = '';
    while (!iccid || iccids.has(iccid)) iccid = `8944${digits(random, 15)}`;
    iccids.add(iccid);
    const via = bearer ?? oneOf(random, ['4G', '4G', '4G', '4G', '3G', 'PSTN', 'satellite']);
    const polls = via === 'satellite' ? 96 : 1_440;
    const failed = random() < 0.8 ? pick(random, 4) : between(random, 4, 40);
    const mains = type !== 'district pressure logger' && random() < 0.7;
    return {
      rtu_id: `RTU-${String(n).padStart(5, '0')}`,
      site: { name, site_id: siteId, type, town: place.name },
      comms: {
        bearer: via,
        carrier: via === 'PSTN' ? 'BT Openreach' : via === 'satellite' ? 'Inmarsat BGAN M2M' : oneOf(random, CARRIERS),
        apn: via === '4G' || via === '3G' ? 'wfgn-scada.iot' : null,
        sim_iccid: via === 'PSTN' ? null : iccid,
        ip: `10.${oneOf(random, [72, 73, 74])}.${between(random, 0, 255)}.${between(random, 2, 254)}`,
        rssi_dbm: via === 'PSTN' ? null : between(random, -109, -61),
        last_poll_ok: isoZ(T(12, 9, 30) - between(random, 5, 3_600) * 1_000),
        polls_24h: polls,
        failed_24h: failed,
      },
      hardware: { model, firmware: oneOf(random, fws), serial: `${model.split(' ')[0]!.slice(0, 3).toUpperCase()}${digits(random, 8)}` },
      power: {
        supply: mains ? 'mains' : oneOf(random, ['battery', 'solar + battery']),
        battery_v: Number((mains ? 13.1 + random() * 0.6 : 11.8 + random() * 1.4).toFixed(2)),
        battery_installed: `20${between(random, 19, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      },
      points: { analog: between(random, 3, 16), digital: between(random, 4, 24) },
      scan_class: type === 'offtake' ? 'FAST (10 s)' : oneOf(random, ['NORMAL (60 s)', 'NORMAL (60 s)', 'SLOW (15 min)']),
    };
  };
  const records: ReturnType<typeof rtu>[] = [];
  const COUNT = 820;
  const usedSites = new Set<string>();
  const siteId = (prefix: string, place: Town) => {
    let id = '';
    while (!id || usedSites.has(id)) id = `${prefix}-${place.depot}-${digits(random, 4)}`;
    usedSites.add(id);
    return id;
  };
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, TOWNS);
    const logger = random() < 0.35;
    const name = logger ? `${oneOf(random, STREETS)} DPL` : `${oneOf(random, STREETS)} DG`;
    records.push(rtu(i + 1, name, siteId(logger ? 'DPL' : 'PRS', place), logger ? 'district pressure logger' : 'district governor', place));
  }
  const crowland = town('Crowland');
  const at = Math.floor(COUNT * 0.53);
  const target = rtu(at + 1, 'Crowland Offtake', siteId('OFT', crowland), 'offtake', crowland, '4G');
  target.comms.rssi_dbm = -104;
  target.comms.failed_24h = 37;
  records[at] = target;
  const needle = `"sim_iccid": "${target.comms.sim_iccid}"`;
  // The other offtakes, and the governors in and near Crowland.
  const others: [number, string, string][] = [
    [0.31, 'Gosberton Offtake', 'Spalding'],
    [0.44, 'Crowland East Street DG', 'Crowland'],
    [0.62, 'Crowland Road DG', 'Market Deeping'],
    [0.71, 'Sutterton Offtake', 'Boston'],
  ];
  for (const [f, name, townName] of others) {
    const i = Math.floor(COUNT * f);
    const type = name.endsWith('Offtake') ? 'offtake' : 'district governor';
    records[i] = rtu(i + 1, name, siteId(type === 'offtake' ? 'OFT' : 'PRS', town(townName)), type, town(townName));
  }
  const output = `${JSON.stringify(records, null, 2)}\n`;
  const ask =
    "The outstation at Crowland offtake keeps dropping off scan and I'm going to raise it with the mobile network. What's the SIM card number in it?";
  return probe('round 49: rtu status json', ask, 'run_shell', output, 'sim', needle);
}

/** `kubectl logs deploy/meter-data-batch --since=12h`: a Spring Boot batch service's night; the AQ run's fatal exception. */
function aqBatchStackTrace(): EconomicsTask {
  const random = seededRandom(49_006);
  const lines: { t: number; text: string[] }[] = [];
  /** One log event and its stack trace; `when` gets some milliseconds unless it is `exact`. */
  const log = (when: number, level: string, thread: string, logger: string, message: string, trace: string[] = [], exact = false) => {
    const t = exact ? when : when + pick(random, 1_000);
    lines.push({
      t,
      text: [
        `${iso(t)}.${String(t % 1_000).padStart(3, '0')}Z ${level.padStart(5)} 1 --- [meter-data-batch] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40)} : ${message}`,
        ...trace,
      ],
    });
  };
  const SPRING_BATCH = [
    'at org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134)',
    'at org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$transform$0(FaultTolerantChunkProcessor.java:287)',
    'at org.springframework.retry.support.RetryTemplate.doExecute(RetryTemplate.java:357)',
    'at org.springframework.retry.support.RetryTemplate.execute(RetryTemplate.java:230)',
    'at org.springframework.batch.core.step.item.BatchRetryTemplate.execute(BatchRetryTemplate.java:217)',
    'at org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.transform(FaultTolerantChunkProcessor.java:297)',
    'at org.springframework.batch.core.step.item.SimpleChunkProcessor.process(SimpleChunkProcessor.java:210)',
    'at org.springframework.batch.core.step.item.ChunkOrientedTasklet.execute(ChunkOrientedTasklet.java:77)',
    'at org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:383)',
    'at org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:140)',
    'at org.springframework.batch.core.step.tasklet.TaskletStep$2.doInChunkContext(TaskletStep.java:255)',
    'at org.springframework.batch.core.scope.context.StepContextRepeatCallback.doInIteration(StepContextRepeatCallback.java:82)',
    'at org.springframework.batch.repeat.support.RepeatTemplate.getNextResult(RepeatTemplate.java:369)',
    'at org.springframework.batch.repeat.support.RepeatTemplate.executeInternal(RepeatTemplate.java:206)',
    'at org.springframework.batch.repeat.support.RepeatTemplate.iterate(RepeatTemplate.java:140)',
    'at org.springframework.batch.core.step.tasklet.TaskletStep.doExecute(TaskletStep.java:240)',
    'at org.springframework.batch.core.step.AbstractStep.execute(AbstractStep.java:229)',
    'at org.springframework.batch.core.job.SimpleStepHandler.handleStep(SimpleStepHandler.java:153)',
    'at org.springframework.batch.core.job.AbstractJob.handleStep(AbstractJob.java:418)',
    'at org.springframework.batch.core.job.SimpleJob.doExecute(SimpleJob.java:132)',
    'at org.springframework.batch.core.job.AbstractJob.execute(AbstractJob.java:317)',
    'at org.springframework.batch.core.launch.support.SimpleJobLauncher$1.run(SimpleJobLauncher.java:157)',
    'at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'at java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'at java.base/java.lang.Thread.run(Thread.java:1583)',
  ].map((f) => `\t${f}`);
  const HTTP = [
    'at java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    'at java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    'at java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)',
    'at java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    'at org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
    'at org.apache.hc.core5.http.impl.io.DefaultHttpResponseParser.parse(DefaultHttpResponseParser.java:50)',
    'at org.apache.hc.client5.http.impl.classic.InternalExecRuntime.execute(InternalExecRuntime.java:249)',
    'at org.apache.hc.client5.http.impl.classic.MainClientExec.execute(MainClientExec.java:107)',
    'at org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:887)',
    'at org.springframework.web.client.RestTemplate.exchange(RestTemplate.java:747)',
    'at uk.co.wfgn.meterdata.des.DesClient.fetchMeterPoint(DesClient.java:141)',
    'at uk.co.wfgn.meterdata.des.DesClient.lambda$fetchWithRetry$2(DesClient.java:118)',
    'at uk.co.wfgn.meterdata.reads.ReadEnricher.enrich(ReadEnricher.java:72)',
    'at uk.co.wfgn.meterdata.reads.ReadIngestProcessor.process(ReadIngestProcessor.java:88)',
  ].map((f) => `\t${f}`);
  const ingest = 'u.c.w.m.reads.ReadIngestProcessor';
  const aqJob = 'u.c.w.meterdata.aq.AqRecalcJobListener';
  const start = T(11, 21, 5);
  const end = T(12, 9, 5);
  let file = 1_812;
  for (let t = start + 14_000; t < end; t += between(random, 12, 40) * 1_000) {
    const thread = `read-ingest-${between(random, 1, 4)}`;
    const reads = between(random, 1_200, 9_800);
    const rejected = pick(random, 60);
    log(
      t,
      'INFO',
      thread,
      ingest,
      `Ingested RD_${ymd(t).replace(/-/g, '')}_${iso(t).slice(11, 16).replace(':', '')}_${String(file++).padStart(5, '0')}.csv: ${reads.toLocaleString('en-GB')} reads (${(reads - rejected).toLocaleString('en-GB')} accepted, ${rejected} rejected) in ${between(random, 240, 2_400).toLocaleString('en-GB')} ms`,
    );
    if (random() < 0.06)
      log(
        t + 310,
        'WARN',
        thread,
        'u.c.w.m.reads.ReadValidator',
        `Read rejected for MPRN 74${digits(random, 8)}: index ${between(random, 1_000, 60_000)} lower than previous accepted read (meter ${oneOf(random, ['E6S', 'G4K', 'E6E'])}${digits(random, 8)}), held for review`,
      );
    if (random() < 0.004)
      log(
        t + 620,
        'WARN',
        thread,
        'u.c.w.meterdata.des.DesClient',
        `DES lookup timed out for MPRN 74${digits(random, 8)}, attempt 1 of 3, retrying in 2000 ms`,
        [
          `java.net.SocketTimeoutException: Read timed out`,
          ...HTTP,
          ...SPRING_BATCH.slice(0, 8),
          `\t... ${between(random, 14, 19)} common frames omitted`,
        ],
      );
  }
  for (let t = start + 60_000; t < end; t += 5 * MINUTE)
    log(
      t,
      'INFO',
      'pool-stats',
      'com.zaxxer.hikari.pool.HikariPool',
      `MeterDataPool - Pool stats (total=${between(random, 10, 20)}, active=${between(random, 1, 9)}, idle=${between(random, 1, 10)}, waiting=0)`,
    );
  // The AQ run starts at one; chunks of a thousand supply points, some points skipped, then it dies.
  const run = 'AQR-20261112-01';
  const aqStart = T(12, 1, 0, 2);
  const fatal = T(12, 2, 47, 13) + 412;
  log(
    aqStart,
    'INFO',
    'aq-launcher',
    'o.s.b.c.l.support.SimpleJobLauncher',
    `Job: [SimpleJob: [name=aqRecalcJob]] launched with the following parameters: [{'run.id':'{value=${run}, type=class java.lang.String, identifying=true}','effectiveDate':'{value=2026-12-01, type=class java.lang.String, identifying=true}'}]`,
  );
  log(aqStart + 40, 'INFO', 'aq-launcher', 'o.s.batch.core.job.SimpleStepHandler', 'Executing step: [aqRecalcStep]');
  log(
    aqStart + 900,
    'INFO',
    'aq-recalc-1',
    aqJob,
    `Starting AQ recalculation run ${run}: 1,204,551 supply points in LDZ EM, rolling AQ effective 2026-12-01`,
  );
  let chunk = 0;
  for (let t = aqStart + 8_000; t < fatal; t += between(random, 7_600, 10_900)) {
    chunk++;
    const skipped = random() < 0.7 ? 0 : between(random, 1, 4);
    log(
      t,
      'INFO',
      'aq-recalc-1',
      'u.c.w.m.aq.AqRecalcChunkListener',
      `${run} chunk ${chunk}/1205 committed (1,000 points, ${skipped} skipped) in ${between(random, 7_300, 10_600).toLocaleString('en-GB')} ms`,
    );
    if (skipped && random() < 0.2)
      log(
        t - 900,
        'WARN',
        'aq-recalc-1',
        'u.c.w.m.aq.AqSkipListener',
        `Skipping MPRN 74${digits(random, 8)} in ${run}: no valid opening read in the AQ window`,
        [
          `uk.co.wfgn.meterdata.aq.ReadSelectionException: no read between ${oneOf(random, ['2025-10-01', '2025-11-01', '2025-12-01'])} and 2026-11-01 passed validation`,
          '\tat uk.co.wfgn.meterdata.aq.ReadSelector.selectOpeningRead(ReadSelector.java:142)',
          '\tat uk.co.wfgn.meterdata.aq.AqCalculator.recalculate(AqCalculator.java:88)',
          '\tat uk.co.wfgn.meterdata.aq.AqRecalcProcessor.process(AqRecalcProcessor.java:54)',
          '\tat uk.co.wfgn.meterdata.aq.AqRecalcProcessor.process(AqRecalcProcessor.java:31)',
          ...SPRING_BATCH.slice(0, 6),
          `\t... ${between(random, 19, 21)} common frames omitted`,
        ],
      );
  }
  const needle = 'at uk.co.wfgn.meterdata.aq.WeatherCorrection.seasonalFactor(WeatherCorrection.java:188)';
  log(
    fatal - 20,
    'ERROR',
    'aq-recalc-1',
    'o.s.batch.core.step.AbstractStep',
    'Encountered an error executing step aqRecalcStep in job aqRecalcJob',
    [
      'org.springframework.batch.core.step.skip.NonSkippableProcessException: Non-skippable exception during processing',
      '\tat org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$transform$1(FaultTolerantChunkProcessor.java:290)',
      ...SPRING_BATCH.slice(2),
      'Caused by: java.lang.ArithmeticException: / by zero',
      `\t${needle}`,
      '\tat uk.co.wfgn.meterdata.aq.WeatherCorrection.correct(WeatherCorrection.java:121)',
      '\tat uk.co.wfgn.meterdata.aq.AqCalculator.recalculate(AqCalculator.java:96)',
      '\tat uk.co.wfgn.meterdata.aq.AqRecalcProcessor.process(AqRecalcProcessor.java:54)',
      '\tat uk.co.wfgn.meterdata.aq.AqRecalcProcessor.process(AqRecalcProcessor.java:31)',
      ...SPRING_BATCH.slice(0, 2),
      '\t... 24 common frames omitted',
    ],
    true,
  );
  log(fatal, 'INFO', 'aq-recalc-1', 'o.s.batch.core.step.AbstractStep', 'Step: [aqRecalcStep] executed in 1h47m10s', [], true);
  log(
    fatal + 130,
    'INFO',
    'aq-recalc-1',
    aqJob,
    `${run} stopped after ${chunk} of 1205 chunks (${(chunk * 1_000).toLocaleString('en-GB')} supply points written)`,
    [],
    true,
  );
  log(
    fatal + 260,
    'INFO',
    'aq-launcher',
    'o.s.b.c.l.support.SimpleJobLauncher',
    `Job: [SimpleJob: [name=aqRecalcJob]] completed with the following parameters: [{'run.id':'{value=${run}, type=class java.lang.String, identifying=true}','effectiveDate':'{value=2026-12-01, type=class java.lang.String, identifying=true}'}] and the following status: [FAILED] in 1h47m11s`,
    [],
    true,
  );
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.flatMap((l) => l.text).join('\n')}\n`;
  const ask = "The overnight AQ recalculation didn't finish. Which line in our own code threw the exception that actually stopped it?";
  return probe('round 49: aq batch stack trace', ask, 'run_shell', output, 'frame', needle);
}

/** `callctl export --since monday --format csv`: this week's calls to the emergency line, newest first; a smell of gas outside a village school. */
function escapeCallsCsv(): EconomicsTask {
  const random = seededRandom(49_007);
  const KINDS: readonly (readonly [string, string, number, readonly string[]])[] = [
    [
      'GE-INT',
      'ESCAPE - INTERNAL',
      0.75,
      [
        'Smell of gas in kitchen near cooker, caller has opened windows',
        'Whole house smell, caller turned off at meter, smell still present',
        'Faint smell in airing cupboard by boiler',
        'Smell under stairs by meter, elderly occupier on own',
        'Smell in hallway since this morning, no appliances on',
      ],
    ],
    [
      'GE-EXT',
      'ESCAPE - EXTERNAL',
      0.6,
      [
        'Smell of gas in the road outside property',
        'Strong smell by meter box on outside wall',
        'Smell on grass verge near bus stop',
        'Bubbling in puddle on carriageway, smell present',
        'Smell near drain cover at the end of the close',
      ],
    ],
    [
      'CO',
      'CO ALARM/SYMPTOMS',
      1,
      ['CO alarm sounding, occupants out of property', 'Headaches and nausea, boiler running', 'Alarm chirping intermittently'],
    ],
    ['FUMES', 'FUMES', 0.3, ['Smell of fumes from neighbours flue', 'Smell of burning from gas fire']],
    ['DMG-3P', 'THIRD PARTY DAMAGE', 1, ['Contractor hit pipe with mini digger, gas blowing', 'Fence post driven through service']],
    ['NO-GAS', 'NO GAS / LOSS OF SUPPLY', 0, ['No gas to hob or boiler, prepay has credit', 'Low pressure at appliances, street affected']],
  ];
  const HANDLERS = ['S.Marsh', 'A.Begum', 'R.Patel', 'K.Thorpe', 'L.Dixon', 'J.Parkin', 'M.Nowak', 'D.Evans', 'N.Ahmed', 'C.Wilkinson'];
  const header =
    'call_id,received,answer_secs,handler,source,caller_role,address,town,postcode,report_code,handler_notes,classification,priority,target_mins,job_ref,dispatched,on_site,attend_mins,standard_met';
  const ruskington = town('Ruskington');
  const row = (t: number, address: string, place: Town, kind: (typeof KINDS)[number], notes: string, attend?: number, role?: string) => {
    const uncontrolled = random() < kind[2];
    const noGas = kind[0] === 'NO-GAS';
    const target = noGas ? 240 : uncontrolled ? 60 : 120;
    const dispatched = t + between(random, 60, 420) * 1_000;
    const mins = attend ?? (noGas ? between(random, 40, 260) : between(random, 14, uncontrolled ? 66 : 125));
    const onSite = t + mins * MINUTE + pick(random, 60) * 1_000;
    return {
      t,
      text: [
        'CH-#',
        ukDateTime(t),
        String(between(random, 2, 38)),
        oneOf(random, HANDLERS),
        oneOf(random, ['0800', '0800', '0800', '0800', '999 transfer', 'web']),
        role ?? oneOf(random, ['occupier', 'occupier', 'occupier', 'neighbour', 'passer-by', 'landlord', 'tenant']),
        address,
        place.name,
        postcode(random, place),
        kind[0],
        notes,
        noGas
          ? 'NO GAS / LOSS OF SUPPLY'
          : `${uncontrolled ? 'UNCONTROLLED' : 'CONTROLLED'} ${kind[1]}`
              .replace('UNCONTROLLED CO', 'CO')
              .replace('UNCONTROLLED THIRD', 'THIRD'),
        noGas ? 'P3' : uncontrolled ? 'P1' : 'P2',
        String(target),
        `GE-${ukDateTime(t).slice(8, 10)}${ukDateTime(t).slice(3, 5)}${ukDateTime(t).slice(0, 2)}-${digits(random, 5)}`,
        ukDateTime(dispatched),
        ukDateTime(onSite),
        String(mins),
        mins <= target ? 'Y' : 'N',
      ]
        .map(csv)
        .join(','),
    };
  };
  const rows: { t: number; text: string }[] = [];
  const WEIGHT = [2, 1, 1, 1, 1, 2, 4, 6, 7, 6, 5, 5, 5, 5, 5, 6, 7, 9, 10, 10, 8, 6, 4, 3];
  const from = T(9, 0);
  while (rows.length < 1_900) {
    const t = from + pick(random, (3 * 24 + 12) * 3_600) * 1_000;
    if (random() * 10 > WEIGHT[new Date(t).getUTCHours()]!) continue;
    rows.push(
      (() => {
        const kind = oneOf(random, KINDS);
        return row(t, `${between(random, 1, 140)} ${oneOf(random, STREETS)}`, busyTown(random), kind, oneOf(random, kind[3]));
      })(),
    );
  }
  const external = KINDS[1]!;
  const internal = KINDS[0]!;
  const target = row(
    T(10, 15, 42, 8),
    'Chestnut Street',
    ruskington,
    external,
    'Smell of gas on footway outside the infant school gates, caller on the school run',
    83,
    'passer-by',
  );
  rows.push(
    target,
    // Ruskington that morning, a school in Heckington that afternoon, and the same school gates on the Monday.
    row(T(10, 9, 14, 51), '12 Westcliffe Road', ruskington, internal, 'Smell in hallway since this morning, no appliances on'),
    row(
      T(10, 15, 9, 33),
      'Cameron Street',
      town('Heckington'),
      external,
      'Smell of gas by the primary school car park entrance',
      41,
      'passer-by',
    ),
    row(
      T(9, 8, 41, 17),
      'Chestnut Street',
      ruskington,
      external,
      'Faint smell near the infant school gates, caller walking dog',
      36,
      'passer-by',
    ),
  );
  rows.sort((a, b) => a.t - b.t);
  let seq = 2_611_000;
  for (const r of rows) r.text = r.text.replace('CH-#', `CH-${(seq += between(random, 1, 3))}`);
  // Newest first, as the export sorts by default.
  rows.reverse();
  const needle = target.text;
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    'A county councillor has written to us about a mum who smelt gas in the street outside the primary school in Ruskington on Tuesday afternoon; she says we took forever to turn up. Before I reply, how long did it actually take our engineer to get there after she rang?';
  return probe('round 49: escape calls csv, preamble and paraphrase', ask, 'run_shell', output, 'attendance', needle);
}

/** The leakage model's monthly report by zone, tier and material, read from the shared drive; one zone's iron mains in October. */
function shrinkageReport(): EconomicsTask {
  const random = seededRandom(49_008);
  /** Zones, north to south as the report lists them: a name, the depot, and a northing to order them by. */
  const ZONES = TOWNS.flatMap((t): (readonly [string, string, number])[] =>
    t.name === 'Lincoln' || t.name === 'Grimsby' || t.name === 'Scunthorpe'
      ? [
          [`${t.name} North`, t.depot, t.n + 2_000],
          [`${t.name} Central`, t.depot, t.n],
          [`${t.name} South`, t.depot, t.n - 2_000],
        ]
      : [[t.name, t.depot, t.n]],
  )
    .concat([
      ['Isle of Axholme', 'SCU', 405_000],
      ['Wolds Rural', 'LOU', 382_000],
      ['Coast Rural', 'SKE', 366_000],
      ['Kesteven Rural', 'SLE', 340_000],
      ['Trent Valley', 'GRA', 358_000],
      ['Fens Rural', 'SPA', 316_000],
    ])
    .sort((a, b) => b[2] - a[2]);
  const codes = new Map<string, string>();
  ZONES.forEach(([zone, depot], i) => codes.set(zone, `EM${pad2(i + 1)}-${depot}`));
  /** Tiers and materials: leakage rates in m3 per km per hour at the model's reference pressure. */
  const CLASSES: readonly (readonly [string, string, number])[] = [
    ['LP', 'CI/SI/DI', 0.0301],
    ['LP', 'PE', 0.0022],
    ['LP', 'ST', 0.0168],
    ['MP', 'CI/SI/DI', 0.0512],
    ['MP', 'PE', 0.0031],
    ['MP', 'ST', 0.0274],
    ['IP', 'ST', 0.0096],
    ['IP', 'PE', 0.0008],
    ['LP', 'SERVICES', 0.0011],
    ['-', 'AGI/VENTING', 0],
  ];
  const MONTHS = [
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
  ];
  const HOURS = [720, 744, 744, 672, 744, 720, 744, 720, 744, 744, 720, 744];
  const headers = [
    'ZONE',
    'ZONE_NAME',
    'PERIOD',
    'TIER',
    'MATERIAL',
    'LENGTH_KM',
    'AVG_PRESSURE',
    'RATE_M3_KM_H',
    'LEAKAGE_KM3',
    'LEAKAGE_GWH',
    'PCT_OF_ZONE',
  ];
  const rows: string[][] = [];
  let target = -1;
  for (const [zone] of ZONES) {
    const lengths = CLASSES.map(([tier, material]) =>
      tier === 'IP'
        ? 10 + random() * 60
        : material === 'SERVICES'
          ? 800 + random() * 5_000
          : material === 'CI/SI/DI'
            ? 60 + random() * 420
            : 40 + random() * 700,
    );
    MONTHS.forEach((month, m) => {
      const winter = [0, 1, 2, 3, 4, 11].includes(m) ? 1.12 : 0.93;
      const cells: string[][] = [];
      const values: number[] = [];
      CLASSES.forEach(([tier, material, rate], c) => {
        const km = lengths[c]! * (material === 'CI/SI/DI' ? 1 - m * 0.0035 : 1 + m * 0.001);
        const pressure = tier === 'LP' || tier === '-' ? 24 + random() * 8 : tier === 'MP' ? 0.9 + random() * 0.8 : 3.2 + random() * 2.5;
        const volume = material === 'AGI/VENTING' ? 0.4 + random() * 3 : (km * rate * HOURS[m]! * winter * (0.9 + random() * 0.2)) / 1_000;
        values.push(volume);
        cells.push([
          codes.get(zone)!,
          zone,
          month,
          tier,
          material,
          material === 'AGI/VENTING' ? '-' : km.toFixed(1),
          tier === '-' ? '-' : tier === 'LP' ? `${pressure.toFixed(1)} mbar` : `${pressure.toFixed(2)} bar`,
          material === 'AGI/VENTING' ? '-' : rate.toFixed(4),
          volume.toFixed(2),
          ((volume * 11.2) / 1_000).toFixed(3),
        ]);
      });
      const total = values.reduce((a, b) => a + b, 0);
      cells.forEach((cell, c) => {
        if (zone === 'Boston' && month === '2026-10' && cell[3] === 'LP' && cell[4] === 'CI/SI/DI') target = rows.length;
        rows.push([...cell, `${((values[c]! / total) * 100).toFixed(1)}%`]);
      });
    });
  }
  const lines = table(headers, rows);
  const needle = lines[target + 1]!;
  const output = `${[
    'Wolds & Fens Gas - Shrinkage and Leakage Model (SLM v7.3) - leakage by zone, tier and material',
    'Period: 2025-11 to 2026-10 | LDZ: EM (WFGN share) | Zones north to south | Volumes in thousand m3 | Energy at 11.2 kWh/m3 (CV 39.9 MJ/m3, corrected)',
    'AVG_PRESSURE is the average system pressure the model uses for the tier; AGI/VENTING is own use and venting at pressure reduction sites.',
    '',
    ...lines,
    '',
    `Generated ${isoZ(T(6, 7, 2, 55))} by slm-report (job SLM-M-202610) | rows: ${rows.length}`,
  ].join('\n')}\n`;
  const ask =
    "I'm pulling together the shrinkage section for the regulator pack. How much gas does the model reckon escaped from the old cast and spun iron low pressure mains around Boston in October?";
  return probe('round 49: shrinkage report, paraphrase', ask, 'read_file', output, 'leakage', needle);
}

/** `wmctl orders list --programme IMRRP --wide`: the mains replacement works orders; one street's permanent reinstatement. */
function worksOrdersTable(): EconomicsTask {
  const random = seededRandom(49_009);
  const STAGES = [
    'DESIGN',
    'PERMIT APPLIED',
    'PERMIT GRANTED',
    'MAIN LAID',
    'MAIN LIVE',
    'SERVICES TRANSFERRED',
    'OLD MAIN DECOMMISSIONED',
    'PERM REINSTATED',
    'CLOSED',
  ];
  const CONTRACTORS = [
    'Lindum Civils Ltd',
    'Fenway Utilities',
    'Trentside Pipelines',
    'Humber Gas Services',
    'Wolds Groundworks',
    'In-house (BOS gang)',
  ];
  const METHODS = ['INSERTION', 'INSERTION', 'INSERTION', 'OPEN CUT', 'PIPE SPLIT', 'DIRECTIONAL DRILL'];
  const date = (t: number) => ymd(t);
  const headers = [
    'WORKS_ORDER',
    'SCHEME',
    'STREET',
    'TOWN',
    'TIER',
    'EXISTING',
    'NEW',
    'METHOD',
    'LEN_M',
    'SVCS',
    'STAGE',
    'STAGE_DATE',
    'TTRO',
    'TEMP_REINST',
    'PERM_REINST_DUE',
    'CONTRACTOR',
  ];
  const used = new Set<string>();
  const order = (
    street: string,
    place: Town,
    method: string,
    stage: number,
    existing?: string,
    dates?: readonly [number, number, number],
  ) => {
    let wo = '';
    while (!wo || used.has(wo)) wo = `WO-26${digits(random, 6)}`;
    used.add(wo);
    const size = oneOf(random, [3, 4, 4, 6, 6, 8, 10, 12]);
    const stageDate = dates?.[0] ?? T(12, 0) - between(random, 1, 120) * DAY;
    const temp = dates?.[1] ?? stageDate + between(random, 1, 10) * DAY;
    const perm = dates?.[2] ?? temp + between(random, 20, 90) * DAY;
    const dug = stage >= 3;
    const transferred = stage >= 5;
    return [
      wo,
      `IMRRP-${place.depot}-${digits(random, 4)}`,
      street,
      place.name,
      size >= 10 ? oneOf(random, ['LP', 'MP']) : 'LP',
      existing ?? `${size}" ${oneOf(random, ['CI', 'CI', 'SI', 'DI'])}`,
      `${method === 'INSERTION' ? oneOf(random, [63, 90, 125, 180]) : oneOf(random, [90, 125, 180, 250])} PE`,
      method,
      String(between(random, 24, 680)),
      String(between(random, 0, 70)),
      STAGES[stage]!,
      date(stageDate),
      stage >= 1 ? `${place.depot}-TTRO-${digits(random, 5)}` : '-',
      dug && (transferred || random() < 0.5) ? date(temp) : '-',
      dug && stage < 7 ? date(perm) : stage >= 7 ? date(stageDate) : '-',
      oneOf(random, CONTRACTORS),
    ];
  };
  const sleaford = town('Sleaford');
  const rows: string[][] = [];
  const COUNT = 3_400;
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, TOWNS);
    const street = oneOf(random, STREETS);
    rows.push(order(street, place, oneOf(random, METHODS), pick(random, STAGES.length)));
  }
  const at = Math.floor(COUNT * 0.56);
  const oct = (day: number) => Date.UTC(2026, 9, day);
  const dec = (day: number) => Date.UTC(2026, 11, day);
  rows[at] = order('Welford Road', sleaford, 'INSERTION', 5, '4" CI', [oct(21), oct(22), dec(3)]);
  // Welford Road's other section, still at design; Welford Close round the corner, also patched; Welford Road in Grantham.
  rows[Math.floor(COUNT * 0.44)] = order('Welford Road', sleaford, 'OPEN CUT', 0, '6" CI');
  rows[Math.floor(COUNT * 0.63)] = order('Welford Close', sleaford, 'INSERTION', 5, '3" CI', [oct(29), oct(30), dec(9)]);
  rows[Math.floor(COUNT * 0.35)] = order('Welford Road', town('Grantham'), 'INSERTION', 5, '4" SI');
  const lines = table(headers, rows);
  const needle = lines[at + 1]!;
  const output = `${['# wmctl orders list --programme IMRRP --fy 2026/27 --wide', ...lines, `(${COUNT} works orders)`].join('\n')}\n`;
  const ask =
    "I've had an email from a resident on Welford Road in Sleaford. She says our contractors pushed a new plastic pipe down the inside of the old gas main, moved all the houses over onto it, and then left the road with a temporary patch about three weeks ago. When are we due to come back and resurface it properly?";
  return probe('round 49: works orders table, preamble and paraphrase', ask, 'run_shell', output, 'reinstatement', needle);
}

/** The SCADA master's analogue point list as CSV; one LP outlet point's deadband is a hundred times its peers'. */
function scadaAnaloguePointsCsv(): EconomicsTask {
  const random = seededRandom(49_010);
  const header =
    'tag,description,rtu,site,town,io,units,eng_lo,eng_hi,raw_lo,raw_hi,scan_s,deadband,deadband_mode,hh,h,l,ll,historian,archive_class';
  const rows: string[] = [];
  let needle = '';
  const ids = new Set<string>();
  const COUNT = 1_150;
  const oddAt = Math.floor(COUNT * 0.54);
  for (let i = 0; i < COUNT; i++) {
    const place = oneOf(random, TOWNS);
    let id = '';
    while (!id || ids.has(id)) id = `${place.depot}${digits(random, 4)}`;
    ids.add(id);
    const name = `${oneOf(random, STREETS)} DG`;
    const rtu = `RTU-${digits(random, 5)}`;
    const scan = oneOf(random, [60, 60, 60, 60, 300]);
    const ip = random() < 0.12;
    const point = (
      n: number,
      what: string,
      units: string,
      lo: number,
      hi: number,
      deadband: string,
      alarms: readonly string[],
      cls: string,
    ) =>
      [
        `DG${id}.AI${pad2(n)}`,
        `${name} ${what}`,
        rtu,
        name,
        place.name,
        `AI${n}`,
        units,
        String(lo),
        String(hi),
        '4000',
        '20000',
        String(scan),
        deadband,
        'ABS',
        ...alarms,
        'Y',
        cls,
      ]
        .map(csv)
        .join(',');
    const set = oneOf(random, [21, 23, 25, 27, 30, 32, 35]);
    rows.push(
      point(
        1,
        'inlet pressure',
        'bar',
        0,
        ip ? 10 : 4,
        oneOf(random, ['0.01', '0.02', '0.02', '0.05']),
        ip ? ['7.5', '7.0', '3.5', '2.5'] : ['2.2', '2.0', '0.9', '0.6'],
        'PRESS-MP',
      ),
    );
    if (ip)
      rows.push(
        point(2, 'outlet pressure', 'bar', 0, 4, oneOf(random, ['0.005', '0.01', '0.01']), ['2.2', '2.1', '1.2', '1.0'], 'PRESS-MP'),
      );
    else {
      const deadband = i === oddAt ? '25.0' : oneOf(random, ['0.2', '0.25', '0.5', '0.5', '0.5', '1.0']);
      rows.push(
        point(
          2,
          'outlet pressure',
          'mbar',
          0,
          100,
          deadband,
          [String(set + 30), String(set + 20), String(set - 5), String(set - 8)],
          'PRESS-LP',
        ),
      );
      if (i === oddAt) needle = rows[rows.length - 1]!;
    }
    rows.push(point(3, 'inlet gas temperature', 'degC', -20, 50, oneOf(random, ['0.5', '0.5', '1.0']), ['40', '35', '-5', '-10'], 'TEMP'));
    rows.push(point(4, 'kiosk temperature', 'degC', -20, 50, '1.0', ['45', '40', '0', '-5'], 'TEMP'));
    rows.push(point(5, 'RTU battery', 'V', 0, 20, oneOf(random, ['0.1', '0.1', '0.2']), ['15.0', '14.6', '11.8', '11.2'], 'POWER'));
    if (random() < 0.3)
      rows.push(
        point(
          6,
          'stream flow (est)',
          'scm/h',
          0,
          oneOf(random, [2_500, 5_000, 10_000]),
          oneOf(random, ['25', '50', '50', '100']),
          ['', '', '', ''],
          'FLOW',
        ),
      );
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Someone has been tidying up the SCADA analogue point configuration. One of the governors' low pressure outlet points now has a deadband that's nothing like any of the others, so the historian would hardly ever log it moving. Which point is it?";
  return probe('round 49: scada analogue points csv', ask, 'read_file', output, 'point', needle);
}

/** The AQ review's domestic meter points around Spalding, read from the shared drive; one house with a factory's AQ. */
function domesticAqReview(): EconomicsTask {
  const random = seededRandom(49_011);
  const PLACES: readonly (readonly [string, string])[] = [
    ['Spalding', 'PE11'],
    ['Pinchbeck', 'PE11'],
    ['Cowbit', 'PE12'],
    ['Weston', 'PE12'],
    ['Moulton', 'PE12'],
    ['Holbeach', 'PE12'],
    ['Long Sutton', 'PE12'],
    ['Gosberton', 'PE11'],
    ['Surfleet', 'PE11'],
    ['Donington', 'PE11'],
    ['Sutton St James', 'PE12'],
  ];
  const METERS = ['SMETS2', 'SMETS2', 'SMETS1', 'U6 credit', 'U6 credit', 'U6 prepay'];
  const used = new Set<string>();
  const rows: { key: string; cells: string[] }[] = [];
  const row = () => {
    const [place, district] = oneOf(random, PLACES);
    let mprn = '';
    while (!mprn || used.has(mprn)) mprn = `73${digits(random, 8)}`;
    used.add(mprn);
    const meter = oneOf(random, METERS);
    const big = random() < 0.04;
    const prev = big ? between(random, 28_000, 46_000) : between(random, 4_800, 21_000);
    const next = Math.round(prev * (0.88 + random() * 0.24));
    const smart = meter.startsWith('SMETS');
    const street = oneOf(random, STREETS);
    const pc = `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
    return {
      key: `${pc}|${street}|${mprn}`,
      cells: [
        mprn,
        `${between(random, 1, 160)} ${street}, ${place}`,
        pc,
        `${smart ? oneOf(random, ['E6S', 'E6E']) : oneOf(random, ['G4K', 'G4A'])}${digits(random, 8)}`,
        meter,
        smart ? 'DAILY' : oneOf(random, ['ANNUAL', 'ANNUAL', '6-MONTHLY']),
        prev.toLocaleString('en-GB'),
        next.toLocaleString('en-GB'),
        `${next >= prev ? '+' : ''}${(((next - prev) / prev) * 100).toFixed(1)}%`,
        ymd(T(11, 0) - between(random, 0, smart ? 21 : 230) * DAY),
        String(smart ? between(random, 300, 365) : between(random, 1, 4)),
        'EM:E2601B',
      ],
    };
  };
  for (let i = 0; i < 5_600; i++) rows.push(row());
  rows.sort((a, b) => (a.key < b.key ? -1 : 1));
  // One house, midway down the list, carries a factory's consumption, year on year.
  const at = Math.floor(rows.length * 0.46);
  const odd = rows[at]!.cells;
  odd[6] = (598_210).toLocaleString('en-GB');
  odd[7] = (611_480).toLocaleString('en-GB');
  odd[8] = '+2.2%';
  const headers = [
    'MPRN',
    'ADDRESS',
    'POSTCODE',
    'METER_SERIAL',
    'METER',
    'READS',
    'AQ_CURRENT',
    'AQ_PROPOSED',
    'CHANGE',
    'LAST_READ',
    'READS_12M',
    'EUC',
  ];
  const lines = table(
    headers,
    rows.map((r) => r.cells),
  );
  const needle = lines[at + 1]!;
  const output = `${[
    'WOLDS & FENS GAS - ROLLING AQ REVIEW - DOMESTIC SUPPLY METER POINTS (EUC BAND 01B)',
    'Area: Spalding and South Holland (PE11, PE12) | AQ effective 2026-12-01 | kWh | sorted by postcode',
    '',
    ...lines,
    '',
    `${rows.length} supply meter points | prepared ${isoZ(T(11, 16, 20))} by aq-review (batch AQR-20261111-SPA)`,
  ].join('\n')}\n`;
  const ask =
    "I'm going through the domestic meter points around Spalding before the AQ review goes out. One house's yearly gas figure is way out of line with every other home on the list. Which meter point is that?";
  return probe('round 49: domestic aq review', ask, 'read_file', output, 'mprn', needle);
}

/** `kubectl get pods -A -o wide` on the platform cluster; one Running pod restarted nearly two thousand times. */
function kubectlPods(): EconomicsTask {
  const random = seededRandom(49_012);
  const SUFFIX = 'bcdfghjklmnpqrstvwxz2456789';
  const nodes = [
    ...Array.from({ length: 3 }, (_, i) => `k8s-prd-cp-${pad2(i + 1)}`),
    ...Array.from({ length: 96 }, (_, i) => `k8s-prd-wk-a-${String(i + 1).padStart(3, '0')}`),
    ...Array.from({ length: 64 }, (_, i) => `k8s-prd-wk-b-${String(i + 1).padStart(3, '0')}`),
  ];
  const nodeIp = new Map(nodes.map((n, i) => [n, `10.40.${Math.floor(i / 200) + 12}.${(i % 200) + 11}`]));
  const age = (maxDays: number) => {
    const d = between(random, 0, maxDays);
    return d === 0 ? `${between(random, 1, 23)}h${between(random, 1, 59)}m` : d < 3 ? `${d}d${between(random, 1, 23)}h` : `${d}d`;
  };
  const restarts = (p: number) => {
    if (random() >= p) return '0';
    const n = oneOf(random, [1, 1, 1, 2, 2, 3, 4, 6]);
    const ago = between(random, 1, 40);
    return `${n} (${ago}d ago)`;
  };
  const rows: string[][] = [];
  const pod = (ns: string, name: string, ready: string, status: string, rs: string, ageText: string, node: string, hostNet = false) =>
    rows.push([
      ns,
      name,
      ready,
      status,
      rs,
      ageText,
      hostNet ? nodeIp.get(node)! : `10.244.${between(random, 0, 255)}.${between(random, 2, 254)}`,
      node,
      '<none>',
      '<none>',
    ]);
  const workers = nodes.filter((n) => !n.includes('-cp-'));
  const daemonset = (ns: string, name: string, containers: number, hostNet: boolean, all = true) => {
    for (const node of all ? nodes : workers)
      pod(ns, `${name}-${chars(random, SUFFIX, 5)}`, `${containers}/${containers}`, 'Running', restarts(0.12), age(120), node, hostNet);
  };
  const deployment = (ns: string, name: string, replicas: number, containers = 1) => {
    const hash = chars(random, SUFFIX, oneOf(random, [9, 10]));
    const podAge = age(60);
    for (let r = 0; r < replicas; r++)
      pod(
        ns,
        `${name}-${hash}-${chars(random, SUFFIX, 5)}`,
        `${containers}/${containers}`,
        'Running',
        restarts(0.08),
        podAge,
        oneOf(random, workers),
      );
  };
  const statefulset = (ns: string, name: string, replicas: number, containers = 1) => {
    for (let r = 0; r < replicas; r++)
      pod(ns, `${name}-${r}`, `${containers}/${containers}`, 'Running', restarts(0.15), age(200), oneOf(random, workers));
  };
  const cronjob = (ns: string, name: string, keep: number) => {
    let id = 29_385_000 + between(random, 0, 400);
    for (let k = 0; k < keep; k++) {
      id += oneOf(random, [60, 1_440]);
      pod(ns, `${name}-${id}-${chars(random, SUFFIX, 5)}`, '0/1', 'Completed', '0', `${between(random, 1, 23)}h`, oneOf(random, workers));
    }
  };
  const APPS: Readonly<Record<string, readonly (readonly [string, number, number?])[]>> = {
    'cad-integration': [
      ['cad-gateway', 8, 2],
      ['cad-event-relay', 6],
      ['dispatch-sync', 4],
      ['cad-gis-lookup', 4],
      ['fco-mobile-api', 10, 2],
    ],
    gis: [
      ['geoserver', 10],
      ['tile-cache', 8],
      ['network-trace-api', 6],
      ['asset-register-api', 6],
    ],
    'meter-data': [
      ['read-ingest', 14],
      ['des-connector', 8],
      ['meter-data-api', 12, 2],
      ['read-validation', 10],
      ['meter-data-batch', 1],
    ],
    oncall: [
      ['oncall-web', 4],
      ['oncall-engine', 6],
      ['oncall-celery', 8],
      ['rota-sync', 2],
    ],
    'scada-historian': [
      ['historian-api', 12, 2],
      ['historian-ingest', 18],
      ['opc-ua-bridge', 14],
      ['alarm-forwarder', 4],
    ],
    'works-mgmt': [
      ['works-api', 10, 2],
      ['permit-sync', 4],
      ['reinstatement-portal', 6],
      ['job-scheduler', 2],
    ],
  };
  const STATEFUL: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
    gis: [['postgis', 3]],
    'meter-data': [['meter-db', 3]],
    'scada-historian': [['timescale', 3]],
    oncall: [['oncall-redis', 3]],
  };
  const CRONS: Readonly<Record<string, readonly string[]>> = {
    'cad-integration': ['cad-nightly-reconciliation'],
    'meter-data': ['aq-recalc-trigger', 'des-snapshot-export'],
    'works-mgmt': ['permit-expiry-check', 'street-manager-sync'],
    'scada-historian': ['historian-rollup-hourly'],
  };
  // argocd, cert-manager, ingress-nginx, kube-system, logging and monitoring around the applications, as kubectl sorts them.
  deployment('argocd', 'argocd-repo-server', 3);
  deployment('argocd', 'argocd-server', 2);
  deployment('argocd', 'argocd-dex-server', 1);
  deployment('argocd', 'argocd-redis', 1);
  statefulset('argocd', 'argocd-application-controller', 1);
  for (const env of ['', '-uat']) {
    for (const [ns, apps] of Object.entries(APPS)) {
      const space = `${ns}${env}`;
      for (const [name, replicas, containers] of apps)
        deployment(space, name, env ? Math.max(1, Math.ceil(replicas / 4)) : replicas, containers);
      for (const [name, replicas] of STATEFUL[ns] ?? []) statefulset(space, name, env ? 1 : replicas);
      for (const name of CRONS[ns] ?? []) cronjob(space, name, 3);
    }
  }
  deployment('cert-manager', 'cert-manager', 1);
  deployment('cert-manager', 'cert-manager-cainjector', 1);
  deployment('cert-manager', 'cert-manager-webhook', 1);
  daemonset('ingress-nginx', 'ingress-nginx-controller', 1, false, false);
  daemonset('kube-system', 'calico-node', 1, true);
  daemonset('kube-system', 'kube-proxy', 1, true);
  daemonset('kube-system', 'vsphere-csi-node', 3, true);
  deployment('kube-system', 'coredns', 4);
  deployment('kube-system', 'metrics-server', 2);
  deployment('kube-system', 'calico-kube-controllers', 1);
  daemonset('logging', 'fluent-bit', 1, false);
  statefulset('logging', 'loki', 6);
  daemonset('monitoring', 'prometheus-node-exporter', 1, true);
  statefulset('monitoring', 'prometheus-k8s', 2, 2);
  statefulset('monitoring', 'alertmanager-main', 3, 2);
  deployment('monitoring', 'grafana', 1);
  deployment('monitoring', 'kube-state-metrics', 1, 3);
  deployment('monitoring', 'blackbox-exporter', 2);
  // One of the DES connectors, up 38 days and restarted over and over.
  const needleRow = rows.filter((r) => r[0] === 'meter-data' && r[1]!.startsWith('des-connector-'))[3]!;
  needleRow[4] = '1906 (4m18s ago)';
  rows.sort((a, b) => (a[0] === b[0] ? (a[1]! < b[1]! ? -1 : 1) : a[0]! < b[0]! ? -1 : 1));
  const headers = ['NAMESPACE', 'NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE', 'IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'];
  const lines = table(headers, rows, 3);
  const needle = lines[rows.indexOf(needleRow) + 1]!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "I'm doing some housekeeping on the platform cluster before the winter change freeze. Everything shows as Running, but one pod has been restarted a silly number of times compared with the rest. Which pod is it?";
  return probe('round 49: kubectl pods', ask, 'run_shell', output, 'pod', needle);
}

export function roundFortyNine(): EconomicsTask[] {
  return [
    cadIncidentsJson(),
    supplyPointsXml(),
    mainsReplacementGeoJson(),
    governorConfigYaml(),
    rtuStatusJson(),
    aqBatchStackTrace(),
    escapeCallsCsv(),
    shrinkageReport(),
    worksOrdersTable(),
    scadaAnaloguePointsCsv(),
    domesticAqReview(),
    kubectlPods(),
  ];
}
