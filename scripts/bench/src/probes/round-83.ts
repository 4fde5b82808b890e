/**
 * Probe round 83, written blind: Tidewater Leisure Trust, a chain of eight public swimming pools and leisure centres (pool plant and chemical dosing, gym access control, class bookings, lifeguard rotas, cafe tills, sauna and air handling). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - class booking platform (minified JSON, one line): who is first on the waiting list for Thursday's 18:30 aqua aerobics at Millbrook;
 *  - CAFM pool plant asset register (one-line XML): the serial number of the free chlorine sensor on Eastgate's teaching pool controller;
 *  - cafe EPOS till sessions (CSV with one huge journal field per till and day): the card authorisation code of Saturday's £46.80 party food sale at the Millbrook cafe;
 * b. The answer a few lines away from the line the question's words match:
 *  - lifeguard rota export (YAML): who is on the main pool high chair at Castlegate on Saturday from 2pm;
 *  - BMS equipment API (pretty JSON, air handlers, sauna and steam, boilers): when the filters on Millbrook's pool hall air handler were last changed;
 *  - chemical dosing controller configuration (INI sections per controller and channel): which dosing pump the Riverside spa pool's pH channel drives;
 * c. A question that paraphrases the output or carries a preamble:
 *  - sauna and steam room controllers (syslog lines): "stone cold" sauna at Castlegate yesterday morning, when the heater actually got going;
 *  - pool plant controller audit trail (CLI table): cloudy pool at Harbourside, who switched the acid dosing to hand control this afternoon;
 *  - booking app payments (CLI table): a parent charged twice for a toddler swimming course at Kingsmead, the reference of the extra charge;
 * d. One value unlike its peers, with no error word near it:
 *  - gym and pool entry gates (hourly counts CSV): which gate logged an absurd number of entries in one hour, and when;
 *  - pool water test records (CSV): which pool's dissolved solids figure is far out of line with all the others;
 *  - cafe till Z reads (text reports): which till started a day with a much bigger opening float than usual.
 * Not among the bench's targets.
 * First run, at 989e0b3, the head when the round was written (with this file; `ROUNDS=83
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,959,863 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 83: class bookings (minified JSON)
 *     codex: 13,735 tokens, peak 13,656, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,891 tokens, peak 6,826, 0/1 needles, 4 read-backs
 *     ours: 6,883 tokens, peak 3,093, 0/1 needles, 2 read-backs
 *   round 83: plant asset register (one-line XML)
 *     codex: 6,504 tokens, peak 6,429, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 573, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,640 tokens, peak 2,282, 0/1 needles, 4 read-backs
 *     ours: 6,268 tokens, peak 2,908, 0/1 needles, 4 read-backs
 *   round 83: till sessions (CSV, huge journal field)
 *     codex: 8,317 tokens, peak 8,236, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 752, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,829 tokens, peak 961, 1/1 needles, 1 read-backs
 *     ours: 3,043 tokens, peak 2,024, 1/1 needles, 1 read-backs
 *   round 83: lifeguard rota (YAML)
 *     codex: 12,101 tokens, peak 12,021, 0/1 needles, 0 read-backs
 *     context-chef: 656 tokens, peak 576, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,565 tokens, peak 1,822, 0/1 needles, 3 read-backs
 *     ours: 5,921 tokens, peak 2,210, 0/1 needles, 3 read-backs
 *   round 83: BMS equipment (pretty JSON)
 *     codex: 11,726 tokens, peak 11,651, 0/1 needles, 0 read-backs
 *     context-chef: 623 tokens, peak 548, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,657 tokens, peak 1,890, 0/1 needles, 2 read-backs
 *     ours: 5,497 tokens, peak 2,399, 1/1 needles, 2 read-backs
 *   round 83: dosing controller config (INI)
 *     codex: 15,749 tokens, peak 15,678, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,814 tokens, peak 2,433, 0/1 needles, 2 read-backs
 *     ours: 5,665 tokens, peak 2,498, 1/1 needles, 2 read-backs
 *   round 83: sauna controller logs (syslog), paraphrase
 *     codex: 17,619 tokens, peak 17,538, 0/1 needles, 0 read-backs
 *     context-chef: 835 tokens, peak 754, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,421 tokens, peak 3,269, 0/1 needles, 4 read-backs
 *     ours: 7,184 tokens, peak 3,605, 0/1 needles, 4 read-backs
 *   round 83: plant audit trail (CLI table), preamble and paraphrase
 *     codex: 14,636 tokens, peak 14,542, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,066 tokens, peak 1,323, 0/1 needles, 4 read-backs
 *     ours: 4,260 tokens, peak 917, 0/1 needles, 4 read-backs
 *   round 83: booking payments (CLI table), preamble and paraphrase
 *     codex: 13,992 tokens, peak 13,880, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 628, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,675 tokens, peak 3,426, 1/1 needles, 2 read-backs
 *     ours: 6,172 tokens, peak 3,325, 1/1 needles, 2 read-backs
 *   round 83: gate counts (CSV), odd one
 *     codex: 21,792 tokens, peak 21,706, 0/1 needles, 0 read-backs
 *     context-chef: 980 tokens, peak 894, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,218 tokens, peak 1,553, 0/1 needles, 4 read-backs
 *     ours: 3,573 tokens, peak 779, 1/1 needles, 4 read-backs
 *   round 83: pool water tests (CSV), odd one
 *     codex: 20,322 tokens, peak 20,233, 0/1 needles, 0 read-backs
 *     context-chef: 943 tokens, peak 854, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,017 tokens, peak 1,521, 0/1 needles, 4 read-backs
 *     ours: 4,660 tokens, peak 993, 1/1 needles, 4 read-backs
 *   round 83: cafe Z reads (text reports), odd one
 *     codex: 7,744 tokens, peak 7,652, 0/1 needles, 0 read-backs
 *     context-chef: 491 tokens, peak 399, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,959 tokens, peak 1,094, 0/1 needles, 4 read-backs
 *     ours: 3,823 tokens, peak 842, 1/1 needles, 4 read-backs
 *     codex: 164,237 tokens, 0/12 needles
 *     context-chef: 8,877 tokens, 0/12 needles
 *     context-chef-store: 83,752 tokens, 2/12 needles
 *     ours: 62,949 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------
// The trust: its centres, pools, people and clocks (Europe/London is UTC in November).

interface Site {
  readonly code: string;
  readonly name: string;
  readonly town: string;
  readonly pools: readonly Pool[];
}
interface Pool {
  readonly code: string;
  readonly name: string;
  readonly kind: 'main' | 'teaching' | 'spa' | 'hydro' | 'diving' | 'lido' | 'splash';
  readonly volume: number;
}

const MAIN = (volume: number, name = 'Main pool (25 m, 6 lanes)'): Pool => ({ code: 'MP', name, kind: 'main', volume });
const TEACHING = (volume: number): Pool => ({ code: 'TP', name: 'Teaching pool', kind: 'teaching', volume });

const SITES: readonly Site[] = [
  {
    code: 'HBR',
    name: 'Harbourside Leisure Centre',
    town: 'Harbourside',
    pools: [
      MAIN(640, 'Main pool (25 m, 8 lanes)'),
      TEACHING(140),
      { code: 'SP', name: 'Spa pool', kind: 'spa', volume: 12 },
      { code: 'FL', name: 'Flume splash pool', kind: 'splash', volume: 85 },
    ],
  },
  { code: 'MLB', name: 'Millbrook Pool & Fitness', town: 'Millbrook', pools: [MAIN(520), TEACHING(110)] },
  {
    code: 'CGT',
    name: 'Castlegate Leisure Centre',
    town: 'Castlegate',
    pools: [MAIN(610), TEACHING(125), { code: 'DV', name: 'Diving pool (3.8 m)', kind: 'diving', volume: 780 }],
  },
  {
    code: 'EGT',
    name: 'Eastgate Swim Centre',
    town: 'Eastgate',
    pools: [MAIN(560), TEACHING(120), { code: 'HY', name: 'Hydrotherapy pool', kind: 'hydro', volume: 48 }],
  },
  {
    code: 'RVS',
    name: 'Riverside Leisure Centre',
    town: 'Riverside',
    pools: [MAIN(600), TEACHING(130), { code: 'SP', name: 'Spa pool', kind: 'spa', volume: 14 }],
  },
  {
    code: 'NFD',
    name: 'Northfield Lido & Gym',
    town: 'Northfield',
    pools: [{ code: 'LD', name: 'Lido (50 m, outdoor, heated)', kind: 'lido', volume: 1650 }, TEACHING(105)],
  },
  { code: 'ASH', name: 'Ashcombe Sports Centre', town: 'Ashcombe', pools: [MAIN(480), TEACHING(95)] },
  {
    code: 'KMD',
    name: 'Kingsmead Baths',
    town: 'Kingsmead',
    pools: [
      MAIN(700, 'Main pool (Victorian, 30 yd)'),
      { code: 'SM', name: 'Small pool', kind: 'teaching', volume: 150 },
      { code: 'SP', name: 'Spa pool', kind: 'spa', volume: 10 },
    ],
  },
];
/** The sites in code order, as exports sorted by site print them. */
const BY_CODE = [...SITES].sort((a, b) => a.code.localeCompare(b.code));

const FIRST = [
  'Amelia',
  'Oliver',
  'Isla',
  'Jack',
  'Sophie',
  'Harry',
  'Grace',
  'George',
  'Freya',
  'Noah',
  'Ella',
  'Leo',
  'Chloe',
  'Oscar',
  'Ruby',
  'Arthur',
  'Lily',
  'Jacob',
  'Evie',
  'Alfie',
  'Poppy',
  'Charlie',
  'Mia',
  'Thomas',
  'Daisy',
  'Joshua',
  'Ava',
  'William',
  'Hannah',
  'James',
  'Zara',
  'Samuel',
  'Priya',
  'Mohammed',
  'Aisha',
  'Ryan',
  'Megan',
  'Liam',
  'Niamh',
  'Callum',
  'Fatima',
  'Kwame',
  'Siobhan',
  'Tomasz',
  'Agnieszka',
  'Dylan',
  'Holly',
  'Ethan',
  'Rosie',
  'Kieran',
  'Jade',
  'Connor',
  'Imogen',
  'Rhys',
  'Beth',
  'Marcus',
  'Lauren',
  'Declan',
  'Yusuf',
  'Nadia',
  'Carol',
  'Brian',
  'Janet',
  'Keith',
  'Sandra',
  'Graham',
  'Linda',
  'Trevor',
  'Pauline',
  'Derek',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
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
  'Hughes',
  'Edwards',
  'Turner',
  'Hill',
  'Moore',
  'Cooper',
  'Ward',
  'Morris',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'James',
  'Scott',
  'Phillips',
  'Watson',
  'Davis',
  'Parker',
  'Price',
  'Bennett',
  'Young',
  'Griffiths',
  'Mitchell',
  'Kelly',
  'Cook',
  'Carter',
  'Richardson',
  'Bailey',
  'Collins',
  'Bell',
  'Shaw',
  'Murphy',
  'Miller',
  'Cox',
  'Richards',
  'Khan',
  'Marshall',
  'Anderson',
  'Simpson',
  'Ellis',
  'Adams',
  'Singh',
  'Begum',
  'Wilkinson',
  'Foster',
  'Chapman',
  'Powell',
  'Webb',
  'Rogers',
  'Gray',
  'Mason',
  'Ali',
  'Hunt',
  'Hussain',
  'Campbell',
  'Matthews',
  'Owen',
  'Palmer',
  'Holmes',
  'Mills',
  'Barnes',
  'Knight',
  'Lloyd',
  'Butler',
  'Russell',
  'Barker',
  'Fisher',
  'Stevens',
  'Jenkins',
  'Murray',
  'Dixon',
  'Harvey',
  'Nowak',
  'Okafor',
  'Mensah',
  'Kowalski',
  'Ashworth',
  'Achebe',
  'Lindqvist',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
/** A login such as `cgt.dm.kjones`. */
const login = (random: () => number, prefix: string) =>
  `${prefix}.${oneOf(random, FIRST)[0]!.toLowerCase()}${oneOf(random, LAST).toLowerCase()}`;

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** A UTC instant (month 1 to 12). */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);
const isoMs = (t: number) => new Date(t).toISOString();
const isoSec = (t: number) => `${isoMs(t).slice(0, 19)}Z`;
const ymd = (t: number) => isoMs(t).slice(0, 10);
const hms = (t: number) => isoMs(t).slice(11, 19);
const hm = (t: number) => isoMs(t).slice(11, 16);
const stamp = (t: number) => `${ymd(t)} ${hms(t)}`;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (t: number) => WEEKDAYS[new Date(t).getUTCDay()]!;
const isWeekend = (t: number) => [0, 6].includes(new Date(t).getUTCDay());
/** A random number in [lo, hi) to `digits` decimals. */
function real(random: () => number, lo: number, hi: number, digits = 1): string {
  const text = (lo + random() * (hi - lo)).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
/** Pence as pounds with two decimals (`12.40`). */
const pounds = (pence: number) => (pence / 100).toFixed(2);
/** Pence as a till prints them (`£1,208.65`, `-£0.50`). */
function gbp(pence: number): string {
  const abs = Math.abs(pence);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 ? '-' : ''}£${whole}.${pad2(abs % 100)}`;
}
/** `text` cut or padded to `n` columns. */
const col = (text: string | number, n: number) => String(text).slice(0, n).padEnd(n);
const rcol = (text: string | number, n: number) => String(text).slice(0, n).padStart(n);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** The booking platform's sessions for this week, with attendees and waiting lists: one minified JSON line. */
function classBookings(): EconomicsTask {
  const random = seededRandom(83_101);
  const ACTS = [
    { code: 'AQUA-AER', name: 'Aqua Aerobics', category: 'aquatics', room: 'Main Pool (shallow end)', cap: 24, mins: 45 },
    { code: 'AQUA-FIT-60', name: 'Aqua Fit 60+', category: 'aquatics', room: 'Teaching Pool', cap: 16, mins: 45 },
    { code: 'SPIN-45', name: 'Spin 45', category: 'studio', room: 'Studio 2 (cycle)', cap: 22, mins: 45 },
    { code: 'BODYPUMP', name: 'Body Pump', category: 'studio', room: 'Studio 1', cap: 28, mins: 55 },
    { code: 'YOGA-FLOW', name: 'Yoga Flow', category: 'mind-body', room: 'Studio 3', cap: 20, mins: 60 },
    { code: 'PILATES', name: 'Mat Pilates', category: 'mind-body', room: 'Studio 3', cap: 18, mins: 50 },
    { code: 'HIIT-30', name: 'HIIT 30', category: 'studio', room: 'Sports Hall', cap: 30, mins: 30 },
    { code: 'LANE-ADULT', name: 'Adult Lane Swim (booked lane)', category: 'aquatics', room: 'Main Pool lanes 1-4', cap: 32, mins: 60 },
    { code: 'PARENT-BABY', name: 'Parent & Baby Swim', category: 'aquatics', room: 'Teaching Pool', cap: 12, mins: 30 },
    { code: 'CIRCUITS', name: 'Circuits', category: 'studio', room: 'Sports Hall', cap: 24, mins: 45 },
    { code: 'ZUMBA', name: 'Zumba', category: 'studio', room: 'Studio 1', cap: 30, mins: 45 },
    { code: 'AQUANATAL', name: 'Aquanatal', category: 'aquatics', room: 'Teaching Pool', cap: 12, mins: 45 },
  ];
  const SLOTS = ['06:30', '07:15', '09:15', '10:00', '11:00', '12:15', '17:30', '18:30', '19:30', '20:15'];
  const MEMBERSHIPS = ['Active Plus', 'Active Plus', 'Swim Only', 'Pay & Play', 'Concession 60+', 'Corporate', 'Student'];
  const monday = utc(2026, 11, 16);
  const now = utc(2026, 11, 17, 9, 14, 22);
  const instructors = SITES.map(() =>
    Array.from({ length: 6 }, () => ({ id: `INS-${between(random, 1000, 9999)}`, name: person(random) })),
  );

  interface Plan {
    day: number;
    slot: string;
    site: number;
    act: number;
    waitFirst?: string;
    full?: boolean;
  }
  const plans: Plan[] = [];
  for (let day = 0; day < 7; day++)
    SITES.forEach((_, s) => {
      for (const slot of shuffle(random, [...SLOTS]).slice(0, 5)) plans.push({ day, slot, site: s, act: pick(random, ACTS.length) });
    });
  const force = (plan: Plan) => {
    const i = plans.findIndex((p) => p.day === plan.day && p.slot === plan.slot && p.site === plan.site);
    if (i >= 0) plans.splice(i, 1);
    plans.push(plan);
  };
  // Millbrook is site 1, Castlegate site 2; aqua aerobics is activity 0, Aqua Fit 60+ activity 1.
  force({ day: 3, slot: '18:30', site: 1, act: 0, full: true, waitFirst: 'Philippa Oyelaran-Hughes' });
  force({ day: 1, slot: '18:30', site: 1, act: 0, full: true });
  force({ day: 3, slot: '18:30', site: 2, act: 0, full: true });
  force({ day: 3, slot: '10:00', site: 1, act: 1, full: true });
  force({ day: 5, slot: '09:15', site: 1, act: 0, full: true });
  plans.sort((a, b) => a.day - b.day || a.slot.localeCompare(b.slot) || a.site - b.site);

  const sessions = plans.map((plan) => {
    const s = SITES[plan.site]!;
    const act = ACTS[plan.act]!;
    const [h, m] = plan.slot.split(':').map(Number) as [number, number];
    const start = monday + plan.day * DAY + h * HOUR + m * MIN;
    const past = start < now;
    const full = plan.full ?? random() < 0.42;
    const booked = full ? act.cap : between(random, Math.floor(act.cap / 3), act.cap - 1);
    const attendees = Array.from({ length: booked }, () => ({
      booking_id: `bk_${hex(random, 10)}`,
      member_id: `M${between(random, 1_000_000, 9_999_999)}`,
      name: person(random),
      membership: oneOf(random, MEMBERSHIPS),
      source: oneOf(random, ['app', 'app', 'app', 'web', 'reception']),
      booked_at: isoSec(Math.min(now, start) - between(random, 1, 160) * HOUR - between(random, 0, 3599) * 1000),
      status: past ? oneOf(random, ['ATTENDED', 'ATTENDED', 'ATTENDED', 'NO_SHOW']) : 'BOOKED',
    }));
    const waiting = full ? (plan.full ? between(random, 3, 5) : between(random, 0, 4)) : 0;
    const joins = Array.from(
      { length: waiting },
      () => Math.min(now, start) - between(random, 1, 60) * HOUR - between(random, 0, 3599) * 1000,
    ).sort((x, y) => x - y);
    const waitlist = joins.map((joined, i) => ({
      position: i + 1,
      member_id: `M${between(random, 1_000_000, 9_999_999)}`,
      name: i === 0 && plan.waitFirst ? plan.waitFirst : person(random),
      joined_at: isoSec(joined),
      offer_status: past ? 'EXPIRED' : 'QUEUED',
    }));
    const instructor = oneOf(random, instructors[plan.site]!);
    return {
      session_id: `ses_${hex(random, 12)}`,
      centre: { id: s.code, name: s.name },
      activity: { code: act.code, name: act.name, category: act.category },
      location: act.room,
      starts_at: `${ymd(start)}T${plan.slot}:00+00:00`,
      ends_at: `${ymd(start)}T${hm(start + act.mins * MIN)}:00+00:00`,
      instructor,
      capacity: act.cap,
      booked_count: booked,
      waitlist_count: waiting,
      status: past ? 'COMPLETED' : full ? 'FULL' : 'OPEN',
      price: { member: 0, non_member: act.category === 'aquatics' ? 6.4 : 7.2, currency: 'GBP' },
      attendees,
      waitlist,
    };
  });
  const output = JSON.stringify({
    data: sessions,
    meta: {
      from: '2026-11-16',
      to: '2026-11-22',
      centre: 'all',
      page: 1,
      per_page: 500,
      total: sessions.length,
      generated_at: isoSec(now),
    },
    links: { self: '/v3/sessions?from=2026-11-16&to=2026-11-22&include=attendees,waitlist', next: null },
  });
  return probe(
    'round 83: class bookings (minified JSON)',
    "Who's first on the waiting list for the 18:30 aqua aerobics class at Millbrook this Thursday?",
    'get_class_bookings',
    output,
    'waitlist',
    'Philippa Oyelaran-Hughes',
    true,
  );
}

/** The CAFM system's pool plant asset register: one-line XML, every site, plant room and asset. */
function plantAssets(): EconomicsTask {
  const random = seededRandom(83_102);
  const CONTRACTORS = ['Aquaserv Pool Engineering Ltd', 'Coastline Water Treatment', 'H2O Plant Services', 'Penrose Pumps & Controls'];
  const date = (fromYear: number) => `${between(random, fromYear, 2026)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const recent = () => `2026-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 16))}`;
  const serial = (prefix: string) => `${prefix}${between(random, 18, 25)}${pad2(between(random, 1, 52))}-${chars(random, '0123456789', 5)}`;
  const visits = () =>
    Array.from(
      { length: between(random, 3, 6) },
      () =>
        `<Visit date="${date(2024)}" contractor="${oneOf(random, CONTRACTORS)}" jobRef="WO-${between(random, 100_000, 999_999)}" type="${oneOf(random, ['PPM', 'PPM', 'Reactive', 'Calibration'])}" outcome="${oneOf(random, ['Satisfactory', 'Satisfactory', 'Satisfactory', 'Parts ordered', 'Adjusted'])}"/>`,
    ).join('');
  const asset = (tag: string, cls: string, make: string, model: string, serves: string, extra: string) =>
    `<Asset tag="${tag}" class="${cls}" status="InService"><Make>${make}</Make><Model>${model}</Model><SerialNo>${chars(random, UPPER, 3)}${between(random, 100_000, 999_999)}</SerialNo><Serves>${serves}</Serves><Installed>${date(2012)}</Installed>${extra}<ServiceHistory>${visits()}</ServiceHistory></Asset>`;

  let body = '';
  for (const s of SITES) {
    let n = 0;
    const tag = (room: string, kind: string) => `${s.code}-${room}-${kind}-${pad2(++n)}`;
    const rooms = new Map<string, string[]>();
    for (const pool of s.pools) {
      const room = ['spa', 'hydro', 'splash'].includes(pool.kind) ? 'PR2' : 'PR1';
      const assets: string[] = [];
      const serves = `${pool.name}`;
      const ctlMake = oneOf(random, [
        ['ProMinent', 'DULCOMARIN 3'],
        ['Evoqua', 'Depolox 5'],
        ['Bayrol', 'Analyt 3'],
      ] as const);
      const sensor = (channel: string, model: string, prefix: string, fixed?: string) =>
        `<Sensor channel="${channel}" model="${model}" serial="${fixed ?? serial(prefix)}" installed="${date(2022)}" lastCalibrated="${recent()}" calibratedBy="${login(random, s.code.toLowerCase() + '.tech')}"/>`;
      const target = s.code === 'EGT' && pool.kind === 'teaching';
      const sensors =
        sensor('FreeChlorine', 'CLE 3.1-mA-2 ppm', 'CL', target ? 'CL2237-08614' : undefined) +
        sensor('TotalChlorine', 'CTE 1-mA-10 ppm', 'CT') +
        sensor('pH', 'PHES 112 SE', 'PH') +
        sensor('Redox', 'RHES-Pt-SE', 'RX') +
        sensor('Temperature', 'Pt100 SE', 'PT');
      assets.push(
        asset(
          tag(room, 'CTL'),
          'ChemicalController',
          ctlMake[0],
          ctlMake[1],
          serves,
          `<Firmware>${between(random, 3, 5)}.${between(random, 0, 9)}.${between(random, 0, 20)}</Firmware><IPAddress>10.4${SITES.indexOf(s)}.${room === 'PR1' ? 1 : 2}.${between(random, 20, 60)}</IPAddress><Sensors>${sensors}</Sensors>`,
        ),
      );
      const pump = (chemical: string) =>
        asset(
          tag(room, 'DP'),
          'DosingPump',
          'ProMinent',
          oneOf(random, ['Beta BT4b 1604', 'Beta BT5b 1008', 'gamma/ X GMXa 1608', 'Sigma/ 1 S1Ba']),
          serves,
          `<Chemical>${chemical}</Chemical><MaxOutput unit="l/h">${real(random, 4, 25)}</MaxOutput>`,
        );
      assets.push(pump('Sodium hypochlorite 14-15%'));
      assets.push(pump(oneOf(random, ['Sulphuric acid 15%', 'Sodium bisulphate solution', 'Hydrochloric acid 14%'])));
      for (let i = 0; i < (pool.volume > 200 ? 2 : 1); i++)
        assets.push(
          asset(
            tag(room, 'CP'),
            'CirculationPump',
            oneOf(random, ['Grundfos', 'KSB', 'Lowara', 'Wilo']),
            oneOf(random, ['NK 100-250', 'Etanorm 080-200', 'e-NSC 65-200', 'Atmos GIGA-N 80/250']),
            serves,
            `<MotorKW>${real(random, 2.2, 22)}</MotorKW><Duty>${i === 0 ? 'Duty' : 'Standby'}</Duty><RunHours>${between(random, 4000, 90_000)}</RunHours>`,
          ),
        );
      for (let i = 0; i < (pool.volume > 400 ? between(random, 3, 4) : pool.volume > 60 ? 2 : 1); i++)
        assets.push(
          asset(
            tag(room, 'FLT'),
            'Filter',
            oneOf(random, ['Certikin', 'Lacron', 'Hayward', 'Astral']),
            oneOf(random, ['HD1500 horizontal', 'Lacron 1200 vertical', 'HCF 1050', 'Europe 1400']),
            serves,
            `<Media>${oneOf(random, ['Sand 16/30 over gravel', 'Glass media grade 1/2', 'Anthracite over sand'])}</Media><LastMediaChange>${date(2019)}</LastMediaChange><BackwashInterval unit="days">${between(random, 3, 7)}</BackwashInterval>`,
          ),
        );
      assets.push(
        asset(
          tag(room, 'UV'),
          'UVUnit',
          oneOf(random, ['Hanovia', 'Xylem Wedeco', 'Atlantic Ultraviolet']),
          oneOf(random, ['PA-Series 3kW', 'Spektron 400e', 'MEGATRON M8']),
          serves,
          `<Lamps>${between(random, 1, 4)}</Lamps><LampHours>${between(random, 200, 8800)}</LampHours><LampChangeDue>${date(2026)}</LampChangeDue>`,
        ),
      );
      assets.push(
        asset(
          tag(room, 'HX'),
          'PlateHeatExchanger',
          oneOf(random, ['Alfa Laval', 'SWEP', 'Danfoss']),
          oneOf(random, ['T5-MFG', 'B25THx40', 'XB37H-1 40']),
          serves,
          `<DutyKW>${between(random, 30, 320)}</DutyKW>`,
        ),
      );
      assets.push(
        asset(
          tag(room, 'FM'),
          'FlowMeter',
          oneOf(random, ['Siemens', 'Endress+Hauser', 'ABB']),
          oneOf(random, ['SITRANS FM MAG 5100 W', 'Promag W 400', 'AquaMaster4']),
          serves,
          `<PipeDN>${oneOf(random, [80, 100, 125, 150, 200])}</PipeDN><FlowM3H>${between(random, 8, 550)}</FlowM3H>`,
        ),
      );
      for (const chemical of ['Sodium hypochlorite 14-15%', 'Acid (pH reducer)'])
        assets.push(
          asset(
            tag(room, 'TK'),
            'ChemicalTank',
            oneOf(random, ['Harlequin', 'Titan', 'Enduramaxx']),
            oneOf(random, ['1350 litre bunded', '500 litre bunded', '2500 litre bunded']),
            serves,
            `<Chemical>${chemical}</Chemical><LevelSensor>${oneOf(random, ['Float switch (low)', 'Ultrasonic 4-20mA', 'Suction lance level switch'])}</LevelSensor><LastInspected>${recent()}</LastInspected>`,
          ),
        );
      assets.push(
        asset(
          tag(room, 'LT'),
          'LevelTransmitter',
          oneOf(random, ['Endress+Hauser', 'VEGA', 'Siemens']),
          oneOf(random, ['Waterpilot FMX21', 'VEGAWELL 52', 'SITRANS LH100']),
          serves,
          `<Location>Balance tank</Location><RangeM>0-${real(random, 1.5, 3.5)}</RangeM>`,
        ),
      );
      assets.push(
        asset(
          tag(room, 'STR'),
          'Strainer',
          oneOf(random, ['Certikin', 'Eurotek', 'Hayward']),
          oneOf(random, ['HL250 hair and lint', 'SL150 basket strainer', 'HCP 8000 pre-filter']),
          serves,
          `<BasketMesh>${oneOf(random, ['3 mm', '4 mm', '5 mm'])}</BasketMesh><CleanInterval>${oneOf(random, ['daily', 'twice weekly', 'weekly'])}</CleanInterval>`,
        ),
      );
      assets.push(
        asset(
          tag(room, 'FC'),
          'SampleFlowCell',
          'ProMinent',
          oneOf(random, ['DGMa 320', 'DGMa 321', 'BAMa']),
          serves,
          `<SampleFlowLH>${oneOf(random, [30, 40, 60])}</SampleFlowLH><FlowSwitch>${oneOf(random, ['Inductive', 'Reed', 'Paddle'])}</FlowSwitch>`,
        ),
      );
      rooms.set(room, [...(rooms.get(room) ?? []), ...assets]);
    }
    body += `<Site code="${s.code}" name="${s.name}" uprn="1000${between(random, 10_000_000, 99_999_999)}">`;
    for (const [room, assets] of rooms)
      body += `<PlantRoom id="${s.code}-${room}" name="${room === 'PR1' ? 'Main plant room (basement)' : 'Spa and leisure water plant room'}">${assets.join('')}</PlantRoom>`;
    body += '</Site>';
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><cafm:AssetRegister xmlns:cafm="urn:tidewater:cafm:assets:2" generated="2026-11-17T08:02:11Z" scope="PoolPlant" owner="Tidewater Leisure Trust">${body}</cafm:AssetRegister>\n`;
  return probe(
    'round 83: plant asset register (one-line XML)',
    "What's the serial number of the free chlorine sensor on the teaching pool controller at Eastgate?",
    'export_plant_assets',
    output,
    'sensor',
    'CL2237-08614',
    true,
  );
}

const MENU: readonly (readonly [string, number])[] = [
  ['Flat white', 290],
  ['Latte', 300],
  ['Cappuccino', 300],
  ['Americano', 260],
  ['Tea', 190],
  ['Hot chocolate', 320],
  ['Babyccino', 90],
  ['Toastie ham & cheese', 520],
  ['Jacket potato beans', 550],
  ['Jacket potato tuna mayo', 600],
  ['Chips', 280],
  ['Kids nuggets meal', 495],
  ['Fruit shoot', 150],
  ['Water 500ml', 120],
  ['Lucozade Sport', 185],
  ['Crisps', 110],
  ['Flapjack', 220],
  ['Cookie', 180],
  ['Banana', 60],
  ['Protein shake', 375],
  ['Ice lolly', 150],
  ['Soup of the day', 450],
  ['Panini', 580],
  ['Muffin', 250],
];
/** The trust's cafe tills. */
const TILLS = SITES.flatMap((s) =>
  (['HBR', 'CGT', 'RVS'].includes(s.code) ? [1, 2] : [1]).map((n) => ({ site: s, till: `${s.code}-CAFE-T${n}` })),
);

/** The EPOS back office's till sessions for a weekend: a CSV whose journal field holds a whole day of one till. */
function tillSessions(): EconomicsTask {
  const random = seededRandom(83_103);
  const header =
    'session_id,site_code,site_name,till_id,business_date,opened_at,closed_at,opened_by,closed_by,txn_count,gross_gbp,refunds_gbp,net_gbp,vat_gbp,cash_gbp,card_gbp,journal';
  interface Planted {
    readonly items: string;
    readonly total: number;
    readonly auth: string;
  }
  const party = (auth: string): Planted => ({
    items: '[Party food platter (10) x2 @18.00, Squash jug x2 @3.50, Party bags x1 @3.80]',
    total: 4680,
    auth,
  });
  const rows: string[] = [header];
  for (const day of [13, 14, 15]) {
    for (const { site: s, till } of TILLS) {
      const open = utc(2026, 11, day, between(random, 6, 7), between(random, 0, 59));
      const close = utc(2026, 11, day, between(random, 19, 20), between(random, 0, 59));
      const busy = s.code === 'MLB' && day === 14;
      const count = busy ? 1020 : between(random, 70, 260);
      const staff = Array.from({ length: 4 }, () => chars(random, 'ABCDEFGHJKLMNPRSTW', 3));
      const times = Array.from({ length: count }, () => open + 10 * MIN + Math.floor(random() * (close - open - 20 * MIN))).sort(
        (a, b) => a - b,
      );
      const plants = new Map<number, Planted>();
      if (busy) {
        plants.set(Math.floor(count * 0.5), party('Q7M2XK'));
        plants.set(Math.floor(count * 0.31), {
          items: '[Party food platter (10) x1 @18.00, Squash jug x1 @3.50, Party bags x2 @3.80]',
          total: 2910,
          auth: 'H3P9RA',
        });
      }
      if (s.code === 'CGT' && day === 14 && till.endsWith('T1')) plants.set(Math.floor(count * 0.6), party('B8W4NC'));
      let gross = 0;
      let refunds = 0;
      let cash = 0;
      const journal = times.map((t, i) => {
        const seq = `#${String(i + 1).padStart(5, '0')}`;
        const who = oneOf(random, staff);
        const planted = plants.get(i);
        if (planted) {
          gross += planted.total;
          return `${seq} ${hms(t)} SALE ${planted.items} total=${pounds(planted.total)} tender=CARD auth=${planted.auth} staff=${who}`;
        }
        if (random() < 0.015) {
          const [name, price] = oneOf(random, MENU);
          refunds += price;
          return `${seq} ${hms(t)} REFUND [${name} x1 @${pounds(price)}] total=-${pounds(price)} tender=${oneOf(random, ['CARD', 'CASH'])} reason=${oneOf(random, ['wrong item', 'customer changed mind', 'cold food', 'spilt drink'])} staff=${who}`;
        }
        let total = 0;
        let lines: string[];
        do {
          total = 0;
          lines = Array.from({ length: oneOf(random, [1, 1, 2, 2, 3, 4]) }, () => {
            const [name, price] = oneOf(random, MENU);
            const qty = oneOf(random, [1, 1, 1, 2, 3]);
            total += qty * price;
            return `${name} x${qty} @${pounds(price)}`;
          });
        } while (total === 4680);
        gross += total;
        const tender = random() < 0.22 ? 'CASH' : 'CARD';
        if (tender === 'CASH') cash += total;
        return `${seq} ${hms(t)} SALE [${lines.join(', ')}] total=${pounds(total)} tender=${tender}${tender === 'CARD' ? ` auth=${chars(random, UPPER, 6)}` : ''} staff=${who}`;
      });
      const net = gross - refunds;
      const vat = Math.round(net * 0.11);
      rows.push(
        [
          `TS-${till}-202611${day}`,
          s.code,
          `"${s.name}"`,
          till,
          `2026-11-${day}`,
          isoSec(open),
          isoSec(close),
          staff[0],
          staff[1],
          count,
          pounds(gross),
          pounds(refunds),
          pounds(net),
          pounds(vat),
          pounds(cash),
          pounds(net - cash),
          `"${journal.join(' || ')}"`,
        ].join(','),
      );
    }
  }
  return probe(
    'round 83: till sessions (CSV, huge journal field)',
    'What was the card authorisation code for the £46.80 party food sale at the Millbrook cafe on Saturday?',
    'export_till_sessions',
    `${rows.join('\n')}\n`,
    'auth',
    'Q7M2XK',
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** The staff scheduling system's lifeguard rota for this week, every site: YAML. */
function lifeguardRota(): EconomicsTask {
  const random = seededRandom(83_104);
  const POSTS: Record<string, readonly (readonly [string, string])[]> = {
    HBR: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
      ['FL-EXIT', 'Flume splashdown'],
    ],
    MLB: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
    ],
    CGT: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
      ['DV-HC', 'Diving pool high chair'],
    ],
    EGT: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
      ['HY-SIDE', 'Hydrotherapy pool poolside'],
    ],
    RVS: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
    ],
    NFD: [
      ['LD-HC1', 'Lido high chair (north)'],
      ['LD-HC2', 'Lido high chair (south)'],
      ['LD-PATROL', 'Lido poolside patrol'],
      ['TP-SIDE', 'Teaching pool poolside'],
    ],
    ASH: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
    ],
    KMD: [
      ['MP-HC', 'Main pool high chair'],
      ['MP-PATROL', 'Main pool poolside patrol'],
      ['SM-SIDE', 'Small pool poolside'],
    ],
  };
  const lines = [
    '# Tidewater Leisure Trust - lifeguard rota export',
    '# source: RotaCloud sync  week: 2026-W47 (2026-11-16 to 2026-11-22)  generated: 2026-11-17T07:30:04Z',
    'week: 2026-W47',
    'rota:',
  ];
  for (const s of SITES) {
    const staff = Array.from({ length: 16 }, () => ({
      staff_no: `TLT-${between(random, 10_000, 99_999)}`,
      name: person(random),
      contract: oneOf(random, ['full-time', 'full-time', 'part-time', 'part-time', 'casual']),
      nplq_no: String(between(random, 150_000, 299_999)),
      nplq_expiry: `${between(random, 2027, 2028)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
    }));
    const dutyManagers = Array.from({ length: 3 }, () => person(random));
    for (let d = 0; d < 7; d++) {
      const day = utc(2026, 11, 16 + d);
      const blocks = isWeekend(day) ? [8, 10, 12, 14, 16, 18] : [6, 8, 10, 12, 14, 16, 18, 20];
      lines.push(
        `  - site: ${s.code}`,
        `    site_name: ${s.name}`,
        `    date: ${ymd(day)}`,
        `    day: ${weekday(day)}`,
        `    duty_manager: ${oneOf(random, dutyManagers)}`,
        `    pool_programme: ${isWeekend(day) ? 'weekend' : 'term-time weekday'}`,
        '    shifts:',
      );
      let n = 0;
      for (const start of blocks) {
        for (const [post, postName] of POSTS[s.code]!) {
          if (post.endsWith('SIDE') && post !== 'TP-SIDE' && random() < 0.3) continue;
          let guard = oneOf(random, staff);
          if (s.code === 'CGT' && d === 5 && start === 14 && post === 'MP-HC')
            guard = { staff_no: 'TLT-61907', name: 'Tobias Achterberg', contract: 'casual', nplq_no: '241388', nplq_expiry: '2028-04-30' };
          lines.push(
            `      - shift_id: ${s.code}-${ymd(day).replaceAll('-', '')}-${String(++n).padStart(4, '0')}`,
            `        post: ${post}`,
            `        post_name: ${postName}`,
            `        start: "${pad2(start)}:00"`,
            `        end: "${pad2(start + 2)}:00"`,
            `        rotation_group: ${post.split('-')[0]}-${oneOf(random, ['A', 'B'])}`,
            '        lifeguard:',
            `          staff_no: ${guard.staff_no}`,
            `          name: ${guard.name}`,
            `          contract: ${guard.contract}`,
            `          nplq_no: "${guard.nplq_no}"`,
            `          nplq_expiry: ${guard.nplq_expiry}`,
            `        break_cover: ${oneOf(random, staff).name}`,
            `        status: ${d < 1 || (d === 1 && start < 10) ? 'worked' : oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'published'])}`,
          );
        }
      }
    }
  }
  return probe(
    'round 83: lifeguard rota (YAML)',
    "Who's on the main pool high chair at Castlegate on Saturday from 2pm?",
    'get_lifeguard_rota',
    `${lines.join('\n')}\n`,
    'guard',
    'Tobias Achterberg',
  );
}

/** The BMS's equipment API for every site (air handlers, sauna and steam, boilers): pretty JSON. */
function bmsEquipment(): EconomicsTask {
  const random = seededRandom(83_105);
  const point = (name: string, type: string, units: string, value: number | string, id: number) => ({
    name,
    objectId: `${type}:${id}`,
    presentValue: value,
    units,
    reliability: 'no-fault-detected',
    outOfService: false,
    lastUpdated: isoSec(utc(2026, 11, 17, 9, 20, 0) - between(random, 5, 600) * 1000),
  });
  const ahuPoints = (pool: boolean) => {
    let id = 0;
    const ai = (name: string, units: string, lo: number, hi: number) =>
      point(name, 'analogInput', units, Number(real(random, lo, hi)), ++id);
    const av = (name: string, units: string, value: number) => point(name, 'analogValue', units, value, ++id);
    const bi = (name: string, value: string) => point(name, 'binaryInput', 'none', value, ++id);
    return [
      ai('SupplyAirTemp', 'degreesCelsius', pool ? 29.5 : 18, pool ? 32 : 22),
      av('SupplyAirTempSetpoint', 'degreesCelsius', pool ? oneOf(random, [30, 30.5, 31]) : 20),
      ai('ReturnAirTemp', 'degreesCelsius', pool ? 29 : 19, pool ? 31 : 23),
      ai('ReturnAirHumidity', 'percentRelativeHumidity', pool ? 52 : 35, pool ? 64 : 55),
      av('HumiditySetpoint', 'percentRelativeHumidity', pool ? 60 : 50),
      ai('OutsideAirTemp', 'degreesCelsius', 4, 11),
      ai('SupplyFanSpeed', 'percent', 45, 90),
      ai('ExtractFanSpeed', 'percent', 45, 90),
      bi('SupplyFanStatus', 'active'),
      bi('ExtractFanStatus', 'active'),
      ai('FreshAirDamper', 'percent', 10, 60),
      ai('RecirculationDamper', 'percent', 20, 90),
      ai('LPHWHeatingValve', 'percent', 0, 70),
      ai('HeatRecoveryEfficiency', 'percent', 55, 78),
      ai('SupplyFilterDifferentialPressure', 'pascals', 60, 240),
      ai('ExtractFilterDifferentialPressure', 'pascals', 40, 180),
      bi('FrostThermostat', 'inactive'),
      ai('SupplyDuctStaticPressure', 'pascals', 180, 320),
      ai('ExtractAirTemp', 'degreesCelsius', pool ? 28 : 19, pool ? 31 : 24),
      ai('ExtractAirHumidity', 'percentRelativeHumidity', pool ? 50 : 30, pool ? 65 : 50),
      av('SupplyFanRunHours', 'hours', between(random, 20_000, 90_000)),
      av('ExtractFanRunHours', 'hours', between(random, 20_000, 90_000)),
      ...(pool ? [ai('PoolWaterTemp', 'degreesCelsius', 28, 30), ai('AirToWaterDelta', 'deltaDegreesKelvin', 0.5, 2.5)] : []),
      point('OccupancyMode', 'multiStateValue', 'none', oneOf(random, ['Occupied', 'Occupied', 'Night setback']), ++id),
    ];
  };
  const filterChange = () =>
    isoSec(utc(2026, between(random, 6, 10), between(random, 1, 28), between(random, 7, 16), between(random, 0, 11) * 5));
  const maintenance = (ahu: boolean, changed = filterChange()) => ({
    contractor: oneOf(random, ['Coastline Mechanical Services Ltd', 'Brightwater FM', 'Kestrel Building Services']),
    ppmSchedule: oneOf(random, ['quarterly', 'quarterly', 'six-monthly']),
    lastServiceVisit: `2026-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 16))}`,
    ...(ahu
      ? {
          filters: {
            supply: oneOf(random, ['F7 bag 592x592x600 (x6)', 'ePM1 60% bag 592x592x635 (x8)', 'F7 bag 592x490x600 (x4)']),
            extract: oneOf(random, ['G4 panel 592x592x48 (x4)', 'M5 bag 592x592x360 (x6)']),
            lastChanged: changed,
            nextDue: ymd(Date.parse(changed) + 91 * DAY),
          },
          beltsLastChecked: `2026-${pad2(between(random, 7, 11))}-${pad2(between(random, 1, 16))}`,
          coilCleanLast: `2026-${pad2(between(random, 3, 6))}-${pad2(between(random, 1, 28))}`,
        }
      : {
          safetyChecksLast: `2026-${pad2(between(random, 9, 11))}-${pad2(between(random, 1, 16))}`,
          gasSafeCertificate: `GS-${between(random, 100_000, 999_999)}`,
        }),
  });
  const controller = (s: Site, n: number) => {
    const [vendor, model] = oneOf(random, [
      ['Trend', 'IQ4E'],
      ['Trend', 'IQ4/16'],
      ['Trend', 'IQ5'],
      ['Siemens', 'PXC5.E003'],
      ['Distech', 'ECY-S1000'],
    ] as const);
    return {
      vendor,
      model,
      address:
        vendor === 'Trend'
          ? `L${between(random, 1, 4)} O${between(random, 10, 60)}`
          : `10.4${SITES.indexOf(s)}.8.${between(random, 10, 90)}`,
      bacnetDeviceId: 2_000_000 + SITES.indexOf(s) * 10_000 + n * 10 + between(random, 0, 9),
      firmware: `${between(random, 3, 4)}.${between(random, 10, 40)}`,
    };
  };
  const counter = () => {
    let n = 0;
    return () => ++n;
  };
  const equipment: unknown[] = [];
  for (const s of BY_CODE) {
    const siteInfo = { site: s.code, siteName: s.name };
    const ahus = [
      ['AHU-01', 'Pool Hall AHU', 'Main pool hall and teaching pool', true],
      ['AHU-02', 'Changing Village AHU', 'Village changing rooms and showers', false],
      ['AHU-03', 'Gym & Studios AHU', 'Gym floor, studios 1-3', false],
      ...(random() < 0.6 ? [['AHU-04', 'Sports Hall AHU', 'Four-court sports hall', false] as const] : []),
    ] as const;
    ahus.forEach(([id, name, serves, pool], i) =>
      equipment.push({
        id: `${s.code}-${id}`,
        ...siteInfo,
        name,
        type: 'AirHandlingUnit',
        serves: s.code === 'NFD' && pool ? 'Teaching pool hall (lido is outdoor)' : serves,
        location: oneOf(random, ['Roof plant deck', 'First floor plant room', 'Basement plant room']),
        controller: controller(s, i + 1),
        maintenance: maintenance(true, s.code === 'MLB' && pool ? '2026-09-03T10:12:00Z' : undefined),
        points: ahuPoints(pool),
      }),
    );
    const saunas = ['HBR', 'MLB', 'CGT', 'RVS', 'NFD', 'ASH', 'KMD'].includes(s.code) ? between(random, 1, 2) : 0;
    for (let i = 0; i < saunas; i++) {
      const id = counter();
      equipment.push({
        id: `${s.code}-SAU-0${i + 1}`,
        ...siteInfo,
        name: `Sauna ${i + 1} heater`,
        type: 'SaunaHeater',
        serves: 'Health suite',
        location: 'Health suite',
        controller: controller(s, 10 + i),
        maintenance: maintenance(false),
        points: [
          point('CabinTemp', 'analogInput', 'degreesCelsius', Number(real(random, 78, 90)), id()),
          point('CabinTempSetpoint', 'analogValue', 'degreesCelsius', oneOf(random, [80, 85, 90]), id()),
          point('BenchTemp', 'analogInput', 'degreesCelsius', Number(real(random, 60, 75)), id()),
          point('HeaterContactor', 'binaryOutput', 'none', oneOf(random, ['active', 'inactive']), id()),
          point('DoorContact', 'binaryInput', 'none', 'inactive', id()),
          point('HeaterLoad', 'analogInput', 'kilowatts', Number(real(random, 0, 10.5)), id()),
          point('ScheduleState', 'multiStateValue', 'none', 'Occupied', id()),
        ],
      });
    }
    if (['HBR', 'CGT', 'EGT', 'RVS', 'KMD'].includes(s.code)) {
      const id = counter();
      equipment.push({
        id: `${s.code}-STM-01`,
        ...siteInfo,
        name: 'Steam room generator',
        type: 'SteamGenerator',
        serves: 'Health suite',
        location: 'Health suite plant cupboard',
        controller: controller(s, 20),
        maintenance: maintenance(false),
        points: [
          point('RoomTemp', 'analogInput', 'degreesCelsius', Number(real(random, 42, 47)), id()),
          point('RoomTempSetpoint', 'analogValue', 'degreesCelsius', 45, id()),
          point('GeneratorPressure', 'analogInput', 'kilopascals', Number(real(random, 8, 30)), id()),
          point('FillValve', 'binaryOutput', 'none', oneOf(random, ['active', 'inactive']), id()),
          point('DrainCycleCount', 'analogValue', 'noUnits', between(random, 200, 1800), id()),
          point('ScaleLevel', 'analogInput', 'percent', between(random, 5, 60), id()),
        ],
      });
    }
    for (let b = 1; b <= 2; b++) {
      const id = counter();
      equipment.push({
        id: `${s.code}-BLR-0${b}`,
        ...siteInfo,
        name: `Boiler ${b}`,
        type: 'Boiler',
        serves: 'LPHW primary circuit',
        location: 'Boiler house',
        controller: controller(s, 30 + b),
        maintenance: maintenance(false),
        points: [
          point('FlowTemp', 'analogInput', 'degreesCelsius', Number(real(random, 68, 82)), id()),
          point('ReturnTemp', 'analogInput', 'degreesCelsius', Number(real(random, 50, 64)), id()),
          point('FlowTempSetpoint', 'analogValue', 'degreesCelsius', 80, id()),
          point('Enable', 'binaryOutput', 'none', 'active', id()),
          point('Modulation', 'analogInput', 'percent', between(random, 20, 100), id()),
          point('RunHours', 'analogValue', 'hours', between(random, 10_000, 80_000), id()),
        ],
      });
    }
  }
  const output = JSON.stringify(
    {
      query: { path: '/api/v2/equipment', sites: 'ALL', include: ['controller', 'maintenance', 'points'] },
      generatedAt: '2026-11-17T09:20:44Z',
      count: equipment.length,
      equipment,
    },
    null,
    2,
  );
  return probe(
    'round 83: BMS equipment (pretty JSON)',
    'When were the filters on the pool hall air handler at Millbrook last changed?',
    'bms_get_equipment',
    output,
    'filters',
    '2026-09-03T10:12:00Z',
  );
}

/** The dosing controllers' configuration, exported as INI: one section per controller and per channel. */
function dosingConfig(): EconomicsTask {
  const random = seededRandom(83_106);
  const lines = [
    '; plantcfg export - Tidewater Leisure Trust pool chemical controllers',
    '; exported 2026-11-17 08:40:12 by plantcfg 2.7.1 (user: svc-plantcfg)',
    '',
    '[global]',
    'schema = 4',
    'units_chlorine = mg/l',
    'units_redox = mV',
    'units_temperature = degC',
    'history_retention_days = 400',
    'bms_gateway = 10.40.0.12:502',
    '',
  ];
  const CHANGES: readonly (readonly [string, () => string])[] = [
    ['free_chlorine.setpoint', () => real(random, 1.2, 1.6, 2)],
    ['ph.setpoint', () => oneOf(random, ['7.20', '7.30', '7.40'])],
    ['free_chlorine.alarm_high', () => oneOf(random, ['2.50', '3.00', '3.50'])],
    ['free_chlorine.xp', () => real(random, 0.2, 0.8, 2)],
    ['ph.xp', () => real(random, 0.2, 0.8, 2)],
    ['ph.dose_limit_min', () => oneOf(random, ['45', '60', '90'])],
    ['redox.alarm_low', () => oneOf(random, ['620', '650', '680'])],
    ['temperature.sensor_offset', () => real(random, -0.5, 0.5, 1)],
    ['flow_loss_delay_s', () => oneOf(random, ['15', '30', '60'])],
  ];
  for (const s of SITES) {
    let pumps = 0;
    const users = Array.from({ length: 4 }, () => login(random, `${s.code.toLowerCase()}.${oneOf(random, ['dm', 'tech'])}`));
    for (const pool of s.pools) {
      const room = ['spa', 'hydro', 'splash'].includes(pool.kind) ? 'PR2' : 'PR1';
      const ctl = `${s.code}-${pool.code}`;
      const warm = ['spa', 'hydro'].includes(pool.kind);
      const co2 = random() < 0.25 && !warm;
      const [make, model] = oneOf(random, [
        ['ProMinent', 'DULCOMARIN 3'],
        ['Evoqua', 'Depolox 5'],
        ['Bayrol', 'Analyt 3'],
      ] as const);
      lines.push(
        `[controller:${ctl}]`,
        `site = ${s.code}`,
        `site_name = ${s.name}`,
        `pool = ${pool.name}`,
        `volume_m3 = ${pool.volume}`,
        `turnover_h = ${warm ? '0.10' : pool.kind === 'teaching' ? '1.00' : real(random, 2.5, 4, 2)}`,
        `plant_room = ${s.code}-${room}`,
        `make = ${make}`,
        `model = ${model}`,
        `serial = ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 1_000_000, 9_999_999)}`,
        `firmware = ${between(random, 3, 5)}.${between(random, 0, 9)}.${between(random, 0, 20)}`,
        `ip = 10.4${SITES.indexOf(s)}.${room === 'PR1' ? 1 : 2}.${between(random, 20, 60)}`,
        `modbus_unit = ${s.pools.indexOf(pool) + 1}`,
        `bms_point_prefix = ${s.code}.${room}.${pool.code}`,
        'flow_switch = enabled',
        `flow_loss_delay_s = ${oneOf(random, [15, 30, 30, 60])}`,
        'dosing_interlock = sample_flow AND circ_pump_run',
        `sample_flow_l_h = ${oneOf(random, [30, 40, 40, 60])}`,
        'history_interval_s = 60',
        'display_language = en-GB',
        `screen_lock_min = ${oneOf(random, [5, 10, 15])}`,
        `service_contact = ${oneOf(random, ['Aquaserv Pool Engineering Ltd', 'Coastline Water Treatment', 'H2O Plant Services'])}`,
        '; change log (last 60, newest first)',
      );
      const changes = Array.from({ length: 60 }, () =>
        utc(2026, between(random, 4, 11), between(random, 1, 16), between(random, 6, 20), between(random, 0, 59)),
      ).sort((a, b) => b - a);
      for (const when of changes) {
        const [key, value] = oneOf(random, CHANGES);
        const old = value();
        let now = value();
        while (now === old) now = value();
        lines.push(`;   ${ymd(when)} ${hm(when)}  ${col(oneOf(random, users), 22)} ${col(key, 26)} ${old} -> ${now}`);
      }
      lines.push('');
      for (let r = 1; r <= 6; r++)
        lines.push(
          `[relay:${ctl}:R${r}]`,
          `function = ${['free_chlorine_pump', 'ph_pump', 'flow_alarm', 'common_alarm', 'alarm_group_a', 'alarm_group_b'][r - 1]}`,
          `mode = ${r <= 2 ? 'pulse' : 'on_off'}`,
          `contact = ${r <= 2 ? 'NO' : oneOf(random, ['NO', 'NC'])}`,
          `max_pulse_rate_min = ${r <= 2 ? oneOf(random, [120, 180]) : '-'}`,
          `bms_point = ${s.code}.${room}.${pool.code}.R${r}`,
          '',
        );
      lines.push(
        `[schedule:${ctl}]`,
        `night_setback = ${warm ? 'no' : 'yes'}`,
        `night_from = ${oneOf(random, ['22:00', '22:30', '23:00'])}`,
        `night_to = ${oneOf(random, ['05:00', '05:30', '06:00'])}`,
        `night_free_chlorine_setpoint = ${warm ? '-' : real(random, 0.9, 1.2, 2)}`,
        `superchlorination_day = ${warm ? oneOf(random, ['Sun', 'Mon']) : '-'}`,
        '',
      );
      for (let d = 1; d <= 4; d++)
        lines.push(
          `[input:${ctl}:D${d}]`,
          `function = ${['chlorine_tank_low', 'acid_tank_low', 'sample_flow', 'circ_pump_run'][d - 1]}`,
          `debounce_s = ${oneOf(random, [2, 5, 10])}`,
          `invert = ${oneOf(random, ['no', 'no', 'yes'])}`,
          '',
        );
      const channels = ['free_chlorine', 'total_chlorine', 'ph', 'redox', 'temperature'] as const;
      for (const ch of channels) {
        const label = {
          free_chlorine: 'free chlorine',
          total_chlorine: 'total chlorine',
          ph: 'pH',
          redox: 'redox (ORP)',
          temperature: 'water temperature',
        }[ch];
        const sensor = {
          free_chlorine: 'CLE 3.1-mA-2 ppm',
          total_chlorine: 'CTE 1-mA-10 ppm',
          ph: 'PHES 112 SE',
          redox: 'RHES-Pt-SE',
          temperature: 'Pt100 SE',
        }[ch];
        const setpoint = {
          free_chlorine: warm ? '3.00' : real(random, 1.2, 1.6, 2),
          total_chlorine: '-',
          ph: warm ? '7.30' : oneOf(random, ['7.20', '7.30', '7.40']),
          redox: '-',
          temperature: warm ? (pool.kind === 'spa' ? '37.0' : '34.0') : pool.kind === 'lido' ? '27.0' : real(random, 28, 30.5),
        }[ch];
        const controlled = ch === 'free_chlorine' || ch === 'ph';
        lines.push(
          `[channel:${ctl}:${ch}]`,
          `label = ${s.town} ${pool.name} ${label}`,
          `sensor = ${sensor}`,
          `input = ${{ free_chlorine: 'A1', total_chlorine: 'A2', ph: 'mV1', redox: 'mV2', temperature: 'T1' }[ch]}`,
          `control = ${controlled ? 'PID' : 'measure_only'}`,
          `setpoint = ${setpoint}`,
        );
        if (controlled) lines.push(`direction = ${ch === 'ph' ? 'lower' : 'raise'}`);
        if (ch === 'ph' && co2)
          lines.push(
            'dosing_chemical = carbon dioxide (bulk vessel)',
            `co2_solenoid = ${s.code}-${room}-SV-${pad2(between(random, 1, 9))}`,
            `co2_flow_l_min = ${between(random, 4, 20)}`,
          );
        else if (controlled)
          lines.push(
            `dosing_chemical = ${ch === 'ph' ? oneOf(random, ['sulphuric acid 15%', 'sodium bisulphate solution', 'hydrochloric acid 14%']) : 'sodium hypochlorite 14-15%'}`,
            `dosing_pump = ${s.code}-${room}-DP-${pad2(++pumps)}`,
            `pump_model = ${oneOf(random, ['ProMinent Beta BT4b 1604', 'ProMinent Beta BT5b 1008', 'ProMinent gamma/ X GMXa 1608'])}`,
            `pump_max_l_h = ${real(random, 4, 16)}`,
            `pump_stroke_pct = ${between(random, 30, 100)}`,
            `pump_output = ${oneOf(random, ['pulse', 'pulse', '4-20mA'])}`,
            `pump_relay = R${ch === 'ph' ? 2 : 1}`,
            `tank_low_level_input = D${ch === 'ph' ? 2 : 1}`,
          );
        if (controlled)
          lines.push(
            `xp = ${real(random, 0.2, 0.8, 2)}`,
            `ti_s = ${oneOf(random, [300, 600, 900])}`,
            'td_s = 0',
            `dose_limit_min = ${oneOf(random, [45, 60, 90])}`,
            `basic_load_pct = ${between(random, 0, 15)}`,
            `output_min_pct = 0`,
            `output_max_pct = ${oneOf(random, [60, 80, 100])}`,
          );
        lines.push(
          `range = ${{ free_chlorine: '0.00-5.00', total_chlorine: '0.00-10.00', ph: '0.00-14.00', redox: '0-1000', temperature: '0.0-50.0' }[ch]}`,
          `sensor_offset = ${real(random, -0.2, 0.2, 2)}`,
          `sensor_slope_pct = ${real(random, 92, 104)}`,
          `last_calibration = 2026-${pad2(between(random, 10, 11))}-${pad2(between(random, 1, 16))} ${pad2(between(random, 6, 9))}:${pad2(between(random, 0, 59))}`,
          `calibration_interval_days = ${controlled ? 7 : 30}`,
          `calibration_buffer = ${ch === 'ph' ? 'pH 7.00 / pH 4.00' : ch === 'redox' ? '465 mV' : ch === 'temperature' ? 'reference thermometer' : 'DPD 1 (photometer)'}`,
          `filter_s = ${oneOf(random, [5, 10, 20])}`,
          `alarm_low = ${{ free_chlorine: warm ? '2.00' : '0.80', total_chlorine: '-', ph: '7.00', redox: '650', temperature: '25.0' }[ch]}`,
          `alarm_high = ${{ free_chlorine: warm ? '5.00' : '3.00', total_chlorine: warm ? '6.00' : '4.00', ph: '7.80', redox: '850', temperature: warm ? '39.0' : '32.0' }[ch]}`,
          `alarm_delay_s = ${oneOf(random, [120, 300, 600])}`,
          `alarm_relay = ${oneOf(random, ['R5', 'R6'])}`,
          `alarm_latching = ${oneOf(random, ['no', 'yes'])}`,
          `bms_point = ${s.code}.${room}.${pool.code}.${ch.toUpperCase()}`,
          `trend_min = ${{ free_chlorine: '0', total_chlorine: '0', ph: '6.5', redox: '500', temperature: '20' }[ch]}`,
          `trend_max = ${{ free_chlorine: '5', total_chlorine: '6', ph: '8.5', redox: '900', temperature: '40' }[ch]}`,
          `trend_colour = ${oneOf(random, ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd'])}`,
          `display_decimals = ${ch === 'redox' ? 0 : ch === 'temperature' ? 1 : 2}`,
          '',
        );
        for (const level of ['low', 'high'] as const)
          lines.push(
            `[alarm:${ctl}:${ch}:${level}]`,
            `message = ${s.code} ${pool.code} ${label} ${level}`,
            `priority = ${ch === 'free_chlorine' || ch === 'ph' ? 1 : ch === 'temperature' ? 3 : 2}`,
            `notify = ${s.code.toLowerCase()}-duty-managers${random() < 0.5 ? `, ${s.code.toLowerCase()}-plant-tech` : ''}`,
            `escalate_after_min = ${oneOf(random, [15, 30, 60])}`,
            `escalate_to = tlt-estates-oncall`,
            `suppress_when = ${oneOf(random, ['sample_flow_off', 'sample_flow_off', 'night_setback'])}`,
            '',
          );
      }
    }
  }
  const output = lines.join('\n');
  const pump = /\[channel:RVS-SP:ph\][^[]*?dosing_pump = (\S+)/.exec(output)?.[1];
  if (!pump) throw new Error('round 83: dosing config: the Riverside spa pool doses CO2');
  return probe(
    'round 83: dosing controller config (INI)',
    'Which dosing pump does the pH channel on the Riverside spa pool controller drive?',
    'get_controller_config',
    output,
    'pump',
    pump,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** The sauna and steam room controllers' syslog, merged by time across every site. */
function saunaLogs(): EconomicsTask {
  const random = seededRandom(83_107);
  const UNITS = [
    'harbourside-sauna1',
    'harbourside-steam1',
    'millbrook-sauna1',
    'castlegate-sauna1',
    'castlegate-steam1',
    'eastgate-steam1',
    'riverside-sauna1',
    'riverside-sauna2',
    'riverside-steam1',
    'northfield-sauna1',
    'ashcombe-sauna1',
    'kingsmead-sauna1',
    'kingsmead-hotroom1',
    'kingsmead-steam1',
  ];
  const start = utc(2026, 11, 14);
  const end = utc(2026, 11, 17, 10, 30);
  const events: [number, string][] = [];
  for (const host of UNITS) {
    const steam = host.includes('steam');
    const daemon = steam ? 'steamd' : 'heaterd';
    const pid = between(random, 300, 2400);
    const tag = `${host} ${daemon}[${pid}]:`;
    const doord = `${host} doord[${between(random, 300, 2400)}]:`;
    const bridge = `${host} mqtt-bridge[${between(random, 300, 2400)}]:`;
    const target = steam ? 45 : host.includes('hotroom') ? 65 : 85;
    for (let day = start; day < end; day += DAY) {
      const weekend = isWeekend(day);
      const early = host.startsWith('castlegate') && !weekend;
      const on = day + (weekend ? 6 * HOUR + 30 * MIN : early ? 5 * HOUR + 30 * MIN : 6 * HOUR);
      const off = day + (weekend ? 19 * HOUR : 21 * HOUR + 30 * MIN);
      const jitter = () => between(random, 0, 999);
      const stuck = host === 'castlegate-sauna1' && day === utc(2026, 11, 16);
      let cabin = Number(real(random, 16, 21));
      // The night before: idle lines every 30 minutes.
      for (let t = day + 15 * MIN; t < on && t < end; t += 30 * MIN)
        events.push([t + jitter(), `${tag} idle cabin=${cabin.toFixed(1)}C ${steam ? 'tank=drained' : 'door=closed'}`]);
      if (on >= end) continue;
      events.push([
        on + jitter(),
        `${tag} schedule ON program=${early ? 'EARLY_SWIM' : weekend ? 'WEEKEND' : 'WEEKDAY'} target=${target}C cabin=${cabin.toFixed(1)}C`,
      ]);
      let heatFrom = on + between(random, 2, 5) * 1000;
      if (stuck) {
        events.push([on + 2000 + jitter(), `${tag} heat request held: high-limit STB open, manual reset at panel required`]);
        for (let t = on + 15 * MIN; t < on + 130 * MIN; t += 15 * MIN) {
          events.push([t + jitter(), `${tag} heat request held (STB open) cabin=${cabin.toFixed(1)}C`]);
          if (t > on + 30 * MIN && random() < 0.6) {
            const door = t + between(random, 60, 700) * 1000;
            const open = between(random, 3, 12);
            events.push([door + jitter(), `${doord} door OPEN`]);
            events.push([door + open * 1000 + jitter(), `${doord} door CLOSED after ${open}s`]);
          }
        }
        events.push([utc(2026, 11, 16, 7, 38, 52) + 118, `${doord} door OPEN`]);
        events.push([utc(2026, 11, 16, 7, 40, 31) + 907, `${tag} STB reset acknowledged at panel (user=duty)`]);
        events.push([utc(2026, 11, 16, 7, 40, 58) + 12, `${doord} door CLOSED after 126s`]);
        heatFrom = utc(2026, 11, 16, 7, 41, 9) + 553;
      }
      if (heatFrom < end)
        events.push([
          heatFrom,
          steam
            ? `${tag} generator ON fill=ok element stage 1+2 load=9.0kW room=${cabin.toFixed(1)}C`
            : `${tag} contactor K1 closed stages=3/3 load=10.5kW cabin=${cabin.toFixed(1)}C`,
        ]);
      let heating = true;
      for (let t = heatFrom + 10 * MIN; t < off && t < end; t += 10 * MIN) {
        if (heating) cabin = Math.min(target + 1.5, cabin + (steam ? 3 : 7) + random() * 2);
        else cabin -= 1 + random() * 1.5;
        events.push([
          t + jitter(),
          steam
            ? `${tag} room=${cabin.toFixed(1)}C target=${target}C rh=${between(random, 92, 100)}% pressure=${between(random, 8, 30)}kPa`
            : `${tag} cabin=${cabin.toFixed(1)}C target=${target}C bench=${(cabin * 0.82).toFixed(1)}C rh=${between(random, 4, 14)}% elements=${heating ? 3 : 0}/3`,
        ]);
        if (heating && cabin >= target + 0.5) {
          heating = false;
          events.push([
            t + 1500 + jitter(),
            steam
              ? `${tag} element stage 1+2 off (at setpoint) room=${cabin.toFixed(1)}C`
              : `${tag} contactor K1 open (at setpoint) cabin=${cabin.toFixed(1)}C`,
          ]);
        } else if (!heating && cabin < target - 2) {
          heating = true;
          events.push([
            t + 1500 + jitter(),
            steam
              ? `${tag} element stage 1+2 on (below hysteresis) room=${cabin.toFixed(1)}C`
              : `${tag} contactor K1 closed (below hysteresis) cabin=${cabin.toFixed(1)}C`,
          ]);
        }
        if (random() < 0.7) {
          const door = t + between(random, 60, 500) * 1000;
          const open = between(random, 4, 40);
          events.push([door + jitter(), `${doord} door OPEN`]);
          events.push([door + open * 1000 + jitter(), `${doord} door CLOSED after ${open}s`]);
        }
        if (random() < 0.35)
          events.push([
            t + between(random, 30, 500) * 1000 + jitter(),
            `${bridge} published ${steam ? 14 : 18} points to bms/${host.split('-')[0]}/${host.split('-')[1]} rc=0`,
          ]);
      }
      if (off < end) {
        events.push([
          off + jitter(),
          steam
            ? `${tag} schedule OFF generator off, drain cycle started room=${cabin.toFixed(1)}C`
            : `${tag} schedule OFF contactor K1 open cabin=${cabin.toFixed(1)}C`,
        ]);
        for (let t = off + 30 * MIN; t < day + DAY && t < end; t += 30 * MIN) {
          cabin = Math.max(17, cabin - 12 - random() * 4);
          events.push([t + jitter(), `${tag} idle cabin=${cabin.toFixed(1)}C ${steam ? 'tank=drained' : 'door=closed'}`]);
        }
      }
    }
  }
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([t, line]) => `${isoMs(t)} ${line}`).join('\n')}\n`;
  return probe(
    'round 83: sauna controller logs (syslog), paraphrase',
    'Early swimmers at Castlegate grumbled that the sauna was stone cold yesterday morning. What time did the heater actually get going?',
    'sauna_controller_logs',
    output,
    'heater',
    '2026-11-16T07:41:09.553Z',
  );
}

/** The pool plant controllers' audit trail for a month, every site: a CLI table sorted by site, then time. */
function plantAudit(): EconomicsTask {
  const random = seededRandom(83_108);
  const header = `${col('TIMESTAMP', 21)}${col('SITE', 6)}${col('CONTROLLER', 12)}${col('CHANNEL', 16)}${col('ACTION', 18)}${col('OLD', 10)}${col('NEW', 10)}${col('USER', 22)}VIA`;
  const row = (t: number, s: string, ctl: string, ch: string, action: string, old: string, now: string, user: string, via: string) =>
    `${col(stamp(t), 21)}${col(s, 6)}${col(ctl, 12)}${col(ch, 16)}${col(action, 18)}${col(old, 10)}${col(now, 10)}${col(user, 22)}${via}`;
  const out = ['$ plantcfg audit --all-sites --from 2026-10-18 --to 2026-11-17 --sort site,time', header];
  const CHANNELS = ['free_chlorine', 'ph', 'redox', 'total_chlorine', 'temperature'];
  const relief = ['relief.plant01', 'relief.plant02', 'relief.plant03', 'relief.plant05', 'relief.plant06'];
  for (const s of BY_CODE) {
    const users = [
      ...Array.from({ length: 3 }, () => login(random, `${s.code.toLowerCase()}.dm`)),
      ...Array.from({ length: 2 }, () => login(random, `${s.code.toLowerCase()}.tech`)),
      login(random, 'aquaserv'),
    ];
    const rows: [number, string][] = [];
    const ctls = s.pools.map((p) => `${s.code}-${p.code}`);
    for (let day = utc(2026, 10, 18); day <= utc(2026, 11, 17); day += DAY) {
      const last = day === utc(2026, 11, 17) ? 15 * HOUR + 10 * MIN : 22 * HOUR;
      for (let k = between(random, 10, 18); k > 0; k--) {
        const t = day + between(random, 6 * 3600, last / 1000) * 1000;
        const ctl = oneOf(random, ctls);
        const ch = oneOf(random, CHANNELS);
        const user = random() < 0.06 ? oneOf(random, relief) : oneOf(random, users);
        const via = oneOf(random, ['HMI', 'HMI', 'web', 'web', 'BMS']);
        const kind = random();
        if (kind < 0.35) rows.push([t, row(t, s.code, ctl, ch, 'alarm_ack', '-', '-', user, via)]);
        else if (kind < 0.5) {
          const cal = ['free_chlorine', 'ph'].includes(ch) ? ch : 'ph';
          rows.push([
            t,
            row(
              t,
              s.code,
              ctl,
              cal,
              oneOf(random, ['calibration_1pt', 'calibration_2pt']),
              real(random, -0.2, 0.2, 2),
              real(random, -0.2, 0.2, 2),
              user,
              'HMI',
            ),
          ]);
        } else if (kind < 0.62) {
          const sp = ch === 'ph' ? ['7.20', '7.30', '7.40'] : ['1.20', '1.30', '1.40', '1.50', '1.60'];
          const old = oneOf(random, sp);
          const next = oneOf(
            random,
            sp.filter((v) => v !== old),
          );
          rows.push([t, row(t, s.code, ctl, ch === 'ph' ? 'ph' : 'free_chlorine', 'setpoint', old, next, user, via)]);
        } else if (kind < 0.7) {
          // A short manual spell, put back to automatic by the same person.
          const mch = oneOf(random, ['free_chlorine', 'ph']);
          const back = t + between(random, 5, 60) * MIN;
          const mode = oneOf(random, ['MANUAL', 'OFF']);
          rows.push([t, row(t, s.code, ctl, mch, 'dosing_mode', 'AUTO', mode, user, 'HMI')]);
          if (back < day + last) rows.push([back, row(back, s.code, ctl, mch, 'dosing_mode', mode, 'AUTO', user, 'HMI')]);
        } else if (kind < 0.78)
          rows.push([
            t,
            row(t, s.code, ctl, oneOf(random, ['free_chlorine', 'ph']), 'pump_prime', '-', `${between(random, 10, 60)}s`, user, 'HMI'),
          ]);
        else if (kind < 0.86)
          rows.push([t, row(t, s.code, ctl, ch, 'param_change', real(random, 0.2, 3, 2), real(random, 0.2, 3, 2), user, via)]);
        else rows.push([t, row(t, s.code, ctl, '-', oneOf(random, ['login', 'logout', 'screen_unlock']), '-', '-', user, via)]);
      }
    }
    if (s.code === 'HBR') {
      const tech = users[3]!;
      const dm = users[0]!;
      rows.push([
        utc(2026, 11, 16, 7, 12, 40),
        row(utc(2026, 11, 16, 7, 12, 40), 'HBR', 'HBR-MP', 'ph', 'dosing_mode', 'AUTO', 'MANUAL', tech, 'HMI'),
      ]);
      rows.push([
        utc(2026, 11, 16, 7, 31, 5),
        row(utc(2026, 11, 16, 7, 31, 5), 'HBR', 'HBR-MP', 'ph', 'dosing_mode', 'MANUAL', 'AUTO', tech, 'HMI'),
      ]);
      rows.push([
        utc(2026, 11, 17, 11, 5, 18),
        row(utc(2026, 11, 17, 11, 5, 18), 'HBR', 'HBR-TP', 'free_chlorine', 'dosing_mode', 'AUTO', 'MANUAL', users[4]!, 'HMI'),
      ]);
      rows.push([
        utc(2026, 11, 17, 11, 22, 47),
        row(utc(2026, 11, 17, 11, 22, 47), 'HBR', 'HBR-TP', 'free_chlorine', 'dosing_mode', 'MANUAL', 'AUTO', users[4]!, 'HMI'),
      ]);
      rows.push([
        utc(2026, 11, 17, 13, 42, 10),
        row(utc(2026, 11, 17, 13, 42, 10), 'HBR', 'HBR-MP', 'ph', 'dosing_mode', 'AUTO', 'MANUAL', 'relief.plant07', 'HMI'),
      ]);
      rows.push([utc(2026, 11, 17, 14, 58, 3), row(utc(2026, 11, 17, 14, 58, 3), 'HBR', 'HBR-MP', 'ph', 'alarm_ack', '-', '-', dm, 'HMI')]);
      rows.push([
        utc(2026, 11, 17, 15, 2, 36),
        row(utc(2026, 11, 17, 15, 2, 36), 'HBR', 'HBR-MP', 'ph', 'dosing_mode', 'MANUAL', 'AUTO', dm, 'HMI'),
      ]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    out.push(...rows.map(([, r]) => r));
  }
  out.push(`(${out.length - 2} rows)`);
  return probe(
    'round 83: plant audit trail (CLI table), preamble and paraphrase',
    'The main pool at Harbourside has gone cloudy this afternoon, and the duty manager reckons somebody flipped the acid dosing over to hand control. Which login made that change?',
    'plant_audit_trail',
    `${out.join('\n')}\n`,
    'login',
    'relief.plant07',
  );
}

/** The booking app's card payments for a fortnight: a CLI table. */
function bookingPayments(): EconomicsTask {
  const random = seededRandom(83_109);
  const PRODUCTS = [
    ['Swim lessons Stage 3 - 10wk term', 7200],
    ['Swim lessons Stage 5 - 10wk term', 7200],
    ['Little Splashers (2-4 yrs) - 6wk block', 4200],
    ['Parent & Baby Swim - 6wk block', 3900],
    ['Adult improver lessons - 6wk block', 5400],
    ['Casual swim (adult)', 640],
    ['Casual swim (junior)', 380],
    ['Family swim (2+2)', 1650],
    ['Gym induction', 1500],
    ['Class pass - 10 sessions', 5500],
    ['Sauna & steam session', 850],
    ['Birthday pool party deposit', 5000],
    ['Active Plus - first month pro rata', 2870],
    ['Holiday swim camp - day', 2400],
  ] as const;
  const pi = () => `pi_3${chars(random, ALNUM, 23)}`;
  const header = `${col('ID', 29)}${col('CREATED (UTC)', 21)}${col('SITE', 6)}${col('SOURCE', 8)}${col('CUSTOMER', 24)}${col('ATTENDEE', 22)}${col('DESCRIPTION', 42)}${rcol('AMOUNT', 11)}  ${col('CARD', 17)}STATUS`;
  const row = (
    id: string,
    t: number,
    s: string,
    src: string,
    customer: string,
    attendee: string,
    desc: string,
    pence: number,
    card: string,
    status: string,
  ) =>
    `${col(id, 29)}${col(stamp(t), 21)}${col(s, 6)}${col(src, 8)}${col(customer, 24)}${col(attendee, 22)}${col(desc, 42)}${rcol(`GBP ${pounds(pence)}`, 11)}  ${col(card, 17)}${status}`;
  const card = () => `${oneOf(random, ['visa', 'visa', 'mastercard', 'amex'])} ${chars(random, '0123456789', 4)}`;
  const rows: [number, string][] = [];
  for (let t = utc(2026, 11, 3, 6); t < utc(2026, 11, 17, 9);) {
    t += between(random, 20, 300) * 1000 * (new Date(t).getUTCHours() < 6 || new Date(t).getUTCHours() > 21 ? 12 : 1);
    const [desc, pence] = oneOf(random, PRODUCTS);
    const junior = /Swim lessons|Little|Baby|junior|camp|party/.test(desc);
    const customer = person(random);
    const attendee = junior ? `${oneOf(random, FIRST.slice(0, 30))} ${customer.split(' ')[1]}` : customer;
    rows.push([
      t,
      row(
        pi(),
        t,
        oneOf(random, SITES).code,
        oneOf(random, ['app', 'app', 'app', 'web', 'kiosk']),
        customer,
        attendee,
        desc,
        pence,
        card(),
        random() < 0.9 ? 'succeeded' : oneOf(random, ['refunded', 'refunded', 'requires_payment_method', 'canceled']),
      ),
    ]);
  }
  const plant = (t: number, id: string, customer: string, attendee: string, desc: string, pence: number, cardText: string, s = 'KMD') =>
    rows.push([t, row(id, t, s, 'app', customer, attendee, desc, pence, cardText, 'succeeded')]);
  const splash = 'Little Splashers (2-4 yrs) - 6wk block';
  plant(utc(2026, 11, 11, 19, 52, 7), pi(), 'Naomi Ashworth-Bell', 'Isla Ashworth-Bell', splash, 4200, 'visa 4471');
  plant(
    utc(2026, 11, 11, 19, 52, 41),
    'pi_3QcV7nLb2Wd9RxT4kHm0ZpaE',
    'Naomi Ashworth-Bell',
    'Isla Ashworth-Bell',
    splash,
    4200,
    'visa 4471',
  );
  plant(
    utc(2026, 11, 9, 8, 3, 12),
    pi(),
    'Daniel Ashworth-Bell',
    'Daniel Ashworth-Bell',
    'Active Plus - first month pro rata',
    2870,
    'mastercard 0932',
  );
  plant(utc(2026, 11, 12, 12, 40, 2), pi(), 'Priya Natarajan', 'Anika Natarajan', splash, 4200, 'visa 6618');
  plant(utc(2026, 11, 12, 12, 41, 30), pi(), 'Priya Natarajan', 'Rohan Natarajan', splash, 4200, 'visa 6618');
  plant(utc(2026, 11, 10, 17, 15, 44), pi(), 'Sophie Ashworth', 'Maisie Ashworth', splash, 4200, 'mastercard 2250', 'MLB');
  rows.sort((a, b) => a[0] - b[0]);
  const output = `$ tlt-payments list --from 2026-11-03 --to 2026-11-17 --all-sites --limit 0\n${header}\n${rows.map(([, r]) => r).join('\n')}\n${rows.length} payments\n`;
  return probe(
    'round 83: booking payments (CLI table), preamble and paraphrase',
    "A mum phoned this morning, quite upset: she says the app took her money twice when she booked her little girl onto the toddler swimming course at Kingsmead last week. Her surname's Ashworth-Bell. What's the reference of the extra charge so I can refund it?",
    'list_payments',
    output,
    'payment',
    'pi_3QcV7nLb2Wd9RxT4kHm0ZpaE',
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** The access control system's hourly gate counts for a month, every gym and pool gate: CSV. */
function gateCounts(): EconomicsTask {
  const random = seededRandom(83_110);
  const devices = SITES.flatMap((s) => [
    { site: s.code, id: `${s.code}-GYM-TS1`, name: 'Gym turnstile 1 (reception)', scale: 1 },
    { site: s.code, id: `${s.code}-GYM-TS2`, name: 'Gym turnstile 2 (reception)', scale: 0.7 },
    { site: s.code, id: `${s.code}-POOL-SG1`, name: 'Pool changing speed gate', scale: 1.2 },
  ]);
  const SHAPE = [0.5, 0.9, 0.8, 0.5, 0.45, 0.5, 0.55, 0.6, 0.55, 0.5, 0.55, 0.65, 0.85, 1, 0.95, 0.75, 0.5, 0.25];
  const lines = ['period_start,site,device_id,device_name,entries,exits,card_reads,qr_reads,pin_reads,remote_releases'];
  for (let day = utc(2026, 10, 18); day <= utc(2026, 11, 16); day += DAY) {
    for (let h = 5; h < 23; h++) {
      for (const d of devices) {
        const base = (isWeekend(day) ? 45 : 60) * SHAPE[h - 5]! * d.scale;
        const entries = Math.max(0, Math.round(base * (0.6 + random() * 0.8)));
        const exits = Math.max(0, Math.round(base * (0.55 + random() * 0.8)));
        const qr = Math.round(entries * random() * 0.15);
        const pin = Math.round(entries * random() * 0.03);
        const remote = random() < 0.1 ? between(random, 1, 4) : 0;
        const odd = d.id === 'RVS-GYM-TS2' && day === utc(2026, 11, 4) && h === 15;
        lines.push(
          `${ymd(day)}T${pad2(h)}:00:00Z,${d.site},${d.id},"${d.name}",${odd ? 13877 : entries},${exits},${Math.max(0, entries - qr - pin)},${qr},${pin},${remote}`,
        );
      }
    }
  }
  return probe(
    'round 83: gate counts (CSV), odd one',
    'One of the gym entry gates recorded a ridiculous number of people going through in a single hour at some point recently. Which gate was it, and when?',
    'export_gate_counts',
    `${lines.join('\n')}\n`,
    'count',
    '13877',
  );
}

/** The pool test app's records for a fortnight, every pool: CSV. */
function poolTests(): EconomicsTask {
  const random = seededRandom(83_111);
  const header =
    'test_id,site,pool,tested_at,tested_by,free_chlorine_mgl,total_chlorine_mgl,combined_chlorine_mgl,ph,total_alkalinity_mgl,calcium_hardness_mgl,tds_mgl,water_temp_c,air_temp_c,clarity,notes';
  const rows: [number, string][] = [];
  for (const s of SITES) {
    const testers = Array.from({ length: 6 }, () => person(random));
    for (const pool of s.pools) {
      const warm = ['spa', 'hydro'].includes(pool.kind);
      let tds = between(random, 600, 1600);
      const alkalinity = between(random, 90, 150);
      const calcium = between(random, 190, 400);
      const temperature =
        pool.kind === 'spa' ? 37 : pool.kind === 'hydro' ? 34.2 : pool.kind === 'lido' ? 26.5 : Number(real(random, 28.2, 30.2));
      for (let day = utc(2026, 11, 3); day <= utc(2026, 11, 16); day += DAY) {
        tds += between(random, -40, 60);
        for (let h = 7; h <= 21; h += 2) {
          const t = day + h * HOUR + between(random, 0, 25) * MIN;
          const free = Number(real(random, warm ? 2.5 : 1.0, warm ? 4.5 : 1.8, 2));
          const combined = Number(real(random, 0.1, 0.45, 2));
          const full = h === 7;
          const odd = s.code === 'CGT' && pool.kind === 'teaching' && day === utc(2026, 11, 10) && full;
          rows.push([
            t,
            [
              hex(random, 8),
              s.code,
              `"${pool.name}"`,
              stamp(t),
              oneOf(random, testers),
              free.toFixed(2),
              (free + combined).toFixed(2),
              combined.toFixed(2),
              real(random, 7.1, 7.5, 2),
              full ? alkalinity + between(random, -8, 8) : '',
              full ? calcium + between(random, -12, 12) : '',
              full ? (odd ? 14820 : tds) : '',
              real(random, temperature - 0.4, temperature + 0.4),
              pool.kind === 'lido' ? real(random, 4, 12) : real(random, 29, 31.5),
              oneOf(random, ['clear', 'clear', 'clear', 'clear', 'slight haze']),
              oneOf(random, [
                '',
                '',
                '',
                '',
                '',
                'backwash done',
                'sample from balance tank',
                'bather load high',
                'lessons on',
                'DPD tablets new batch',
                'topped up with fresh water',
              ]),
            ].join(','),
          ]);
        }
      }
    }
  }
  rows.sort((a, b) => a[0] - b[0]);
  return probe(
    'round 83: pool water tests (CSV), odd one',
    'Going through the last fortnight of pool water tests, one of the dissolved solids figures is way out of line with all the others. Which pool and which day was that?',
    'pool_test_records',
    `${header}\n${rows.map(([, r]) => r).join('\n')}\n`,
    'tds',
    '14820',
  );
}

/** The EPOS back office's Z reads for a month, every cafe till: text reports. */
function zReads(): EconomicsTask {
  const random = seededRandom(83_112);
  const DEPARTMENTS = [
    'Hot drinks',
    'Cold drinks',
    'Hot food',
    'Sandwiches & paninis',
    'Snacks & confectionery',
    'Kids meals',
    'Ice cream',
  ];
  const floats = new Map(TILLS.map(({ till }) => [till, oneOf(random, [10_000, 15_000, 15_000, 20_000])]));
  const staff = new Map(TILLS.map(({ till }) => [till, Array.from({ length: 4 }, () => person(random))]));
  const line = (label: string, value: string) => `${label.padEnd(34)}${value.padStart(14)}`;
  const out: string[] = [];
  let z = 4100;
  for (let day = utc(2026, 10, 18); day <= utc(2026, 11, 16); day += DAY) {
    for (const { site: s, till } of TILLS) {
      z++;
      const opening = till === 'KMD-CAFE-T1' && day === utc(2026, 11, 2) ? 150_000 : floats.get(till)!;
      const cash = between(random, 6000, 42_000);
      const card = between(random, 30_000, 180_000);
      const refundCount = between(random, 0, 4);
      const refunds = refundCount * between(random, 150, 600);
      const paidOut = random() < 0.15 ? between(random, 500, 2500) : 0;
      const expected = opening + cash - paidOut;
      const counted = expected + oneOf(random, [0, 0, 0, -50, 50, -100, 20, -20, -500, 1000]);
      const net = cash + card - refunds;
      const who = staff.get(till)!;
      const weights = DEPARTMENTS.map(() => 0.3 + random());
      const sum = weights.reduce((a, b) => a + b, 0);
      let left = net;
      const depts = DEPARTMENTS.map((d, i) => {
        const share = i === DEPARTMENTS.length - 1 ? left : Math.round((net * weights[i]!) / sum);
        left -= share;
        return [d, share] as const;
      });
      out.push(
        '================================================',
        '                    Z READ',
        `Site           ${s.code}  ${s.name} - Cafe`,
        `Till           ${till}          Z no ${String(z).padStart(6, '0')}`,
        `Business date  ${ymd(day)} (${weekday(day)})`,
        `Printed        ${stamp(day + between(random, 19 * 3600, 21 * 3600) * 1000)}`,
        `Opened by      ${who[0]}`,
        `Closed by      ${oneOf(random, who)}`,
        '------------------------------------------------',
        line('Opening float', gbp(opening)),
        line('Cash sales', gbp(cash)),
        line('Card sales', gbp(card)),
        line(`Refunds (${refundCount})`, gbp(-refunds)),
        line(`Voids (${between(random, 0, 9)})`, gbp(between(random, 0, 3000))),
        line('No sales', String(between(random, 0, 8))),
        line('Paid out', gbp(paidOut)),
        line('Net sales', gbp(net)),
        line('Transactions', String(between(random, 80, 520))),
        '------------------------------------------------',
        line('Expected in drawer', gbp(expected)),
        line('Counted', gbp(counted)),
        line('Variance', gbp(counted - expected)),
        line('Banked', gbp(counted - opening)),
        '------------------------------------------------',
        'Department sales',
        ...depts.map(([d, v]) => line(`  ${d}`, gbp(v))),
        'VAT summary',
        line('  Standard 20%  net', gbp(Math.round((net * 0.55) / 1.2))),
        line('  Standard 20%  VAT', gbp(Math.round((net * 0.55) / 6))),
        line('  Zero rated    net', gbp(Math.round(net * 0.45))),
        '',
      );
    }
  }
  return probe(
    'round 83: cafe Z reads (text reports), odd one',
    'Looking back over the last month of cafe cash-ups, one till seems to have started a day with a far bigger opening float than it normally has. Which till, and which day?',
    'get_z_reads',
    `${out.join('\n')}\n`,
    'float',
    gbp(150_000),
  );
}

export function roundEightyThree(): EconomicsTask[] {
  return [
    classBookings(),
    plantAssets(),
    tillSessions(),
    lifeguardRota(),
    bmsEquipment(),
    dosingConfig(),
    saunaLogs(),
    plantAudit(),
    bookingPayments(),
    gateCounts(),
    poolTests(),
    zReads(),
  ];
}
