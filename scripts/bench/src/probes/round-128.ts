/**
 * Probe round 128, written blind: Kestrel Car Hire, a made-up car rental company (fleet telematics, reservations, damage inspections, branch stock, tolls and fines, loyalty scheme). "Today" is Saturday, 14 August 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - telematics trips export (minified JSON): the trip id of one car's drive that ended at the Leeds City branch yesterday afternoon;
 *  - broker reservations pull (one-line OTA XML): our confirmation number (not the broker's) for one customer's Bristol Airport pick-up on the 21st;
 *  - fines inbox export (CSV, one notices field of 100+ KB): the PCN number TfL issued for one car's ULEZ charge on the ninth;
 * b. The answer a few lines away from the line the question's words match:
 *  - branch stock (YAML): the key tag number of one car at Glasgow Central, a sibling field below its registration;
 *  - damage inspections by vehicle (pretty JSON): the damage reference of the dent on one car's front left door at its return check;
 *  - telematics unit registry (INI): the IMEI of the tracker fitted in one car now, above its registration, with a removed unit for the same car;
 * c. A question that paraphrases the output or carries a preamble:
 *  - counter API log: the booking of the Manchester Airport customer held yesterday just after 2pm because the licence could not be verified;
 *  - loyalty expiry report (HTML): how many of one member's points lapse at the end of the month, after a preamble;
 *  - workshop schedule (fixed-width report): which Cardiff car goes to the garage first thing next Tuesday, after a preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - telematics units (CSV): the car whose tracker reports once a day instead of every few minutes;
 *  - stock sync log (logfmt): how long the one slow branch of last night's run took;
 *  - rate cards (XML): the rate card whose deposit is far out of line with the rest.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=128
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,918,202 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 128: telematics trips one line
 *     codex: 8,003 tokens, peak 7,922, 0/1 needles, 0 read-backs
 *     context-chef: 774 tokens, peak 693, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,866 tokens, peak 3,541, 1/1 needles, 2 read-backs
 *     ours: 7,897 tokens, peak 3,610, 1/1 needles, 2 read-backs
 *   round 128: broker reservations one line
 *     codex: 217 tokens, peak 136, 0/1 needles, 0 read-backs
 *     context-chef: 616 tokens, peak 535, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,103 tokens, peak 1,106, 1/1 needles, 3 read-backs
 *     ours: 3,687 tokens, peak 1,287, 1/1 needles, 3 read-backs
 *   round 128: fines inbox huge field
 *     codex: 7,785 tokens, peak 7,704, 0/1 needles, 0 read-backs
 *     context-chef: 865 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,164 tokens, peak 1,327, 1/1 needles, 1 read-backs
 *     ours: 3,170 tokens, peak 2,174, 1/1 needles, 1 read-backs
 *   round 128: branch stock yaml
 *     codex: 13,616 tokens, peak 13,543, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,555 tokens, peak 1,251, 0/1 needles, 1 read-backs
 *     ours: 2,395 tokens, peak 1,414, 1/1 needles, 1 read-backs
 *   round 128: damage inspections json
 *     codex: 11,101 tokens, peak 11,020, 0/1 needles, 0 read-backs
 *     context-chef: 615 tokens, peak 534, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,280 tokens, peak 1,051, 0/1 needles, 1 read-backs
 *     ours: 2,256 tokens, peak 1,302, 1/1 needles, 1 read-backs
 *   round 128: telematics registry ini
 *     codex: 16,772 tokens, peak 16,698, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,743 tokens, peak 1,346, 0/1 needles, 1 read-backs
 *     ours: 1,016 tokens, peak 744, 1/1 needles, 0 read-backs
 *   round 128: counter log paraphrase
 *     codex: 16,789 tokens, peak 16,704, 0/1 needles, 0 read-backs
 *     context-chef: 812 tokens, peak 727, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,486 tokens, peak 4,297, 0/1 needles, 3 read-backs
 *     ours: 2,943 tokens, peak 1,919, 0/1 needles, 1 read-backs
 *   round 128: loyalty expiry html
 *     codex: 14,924 tokens, peak 14,834, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,896 tokens, peak 5,849, 0/1 needles, 4 read-backs
 *     ours: 17,538 tokens, peak 7,542, 1/1 needles, 4 read-backs
 *   round 128: workshop schedule preamble
 *     codex: 11,917 tokens, peak 11,822, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 546, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,499 tokens, peak 3,228, 0/1 needles, 2 read-backs
 *     ours: 6,258 tokens, peak 3,227, 0/1 needles, 2 read-backs
 *   round 128: tracker intervals csv
 *     codex: 22,368 tokens, peak 22,276, 0/1 needles, 0 read-backs
 *     context-chef: 1,012 tokens, peak 920, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,499 tokens, peak 1,602, 0/1 needles, 4 read-backs
 *     ours: 3,859 tokens, peak 830, 1/1 needles, 4 read-backs
 *   round 128: stock sync outlier logfmt
 *     codex: 16,327 tokens, peak 16,250, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,214 tokens, peak 4,179, 0/1 needles, 2 read-backs
 *     ours: 8,244 tokens, peak 4,397, 0/1 needles, 2 read-backs
 *   round 128: rate card deposit xml
 *     codex: 14,282 tokens, peak 14,194, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 649, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,217 tokens, peak 1,352, 0/1 needles, 4 read-backs
 *     ours: 4,488 tokens, peak 963, 1/1 needles, 4 read-backs
 *     codex: 154,101 tokens, 0/12 needles
 *     context-chef: 9,050 tokens, 0/12 needles
 *     context-chef-store: 72,522 tokens, 3/12 needles
 *     ours: 63,751 tokens, 9/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared data of the round: branches, models, people, registrations, times.

/** Kestrel branches: code, name, latitude, longitude. */
const BRANCHES: readonly (readonly [string, string, number, number])[] = [
  ['ABZ01', 'Aberdeen Airport', 57.2019, -2.1978],
  ['BFS01', 'Belfast City', 54.6181, -5.8725],
  ['BHM02', 'Birmingham New Street', 52.4778, -1.8983],
  ['BHX01', 'Birmingham Airport', 52.4539, -1.748],
  ['BOH01', 'Bournemouth Airport', 50.78, -1.8425],
  ['BRS01', 'Bristol Airport', 51.3827, -2.7191],
  ['BRS02', 'Bristol Temple Meads', 51.4491, -2.5813],
  ['CBG01', 'Cambridge', 52.1943, 0.1371],
  ['CDF01', 'Cardiff Central', 51.4758, -3.1792],
  ['DND01', 'Dundee', 56.4562, -2.9716],
  ['EDI01', 'Edinburgh Airport', 55.95, -3.3725],
  ['EDI02', 'Edinburgh Waverley', 55.952, -3.1891],
  ['EMA01', 'East Midlands Airport', 52.8311, -1.3281],
  ['EXT01', 'Exeter St Davids', 50.7292, -3.5434],
  ['GLA01', 'Glasgow Central', 55.8591, -4.2581],
  ['GLA02', 'Glasgow Airport', 55.8719, -4.4331],
  ['HUL01', 'Hull Paragon', 53.7441, -0.3458],
  ['INV01', 'Inverness Airport', 57.5425, -4.0475],
  ['KGX01', "London King's Cross", 51.5308, -0.1238],
  ['LBA01', 'Leeds Bradford Airport', 53.8659, -1.6606],
  ['LCY01', 'London City Airport', 51.5048, 0.0495],
  ['LDS01', 'Leeds City', 53.7949, -1.5474],
  ['LEI01', 'Leicester', 52.6313, -1.1254],
  ['LGW01', 'London Gatwick North', 51.1537, -0.1821],
  ['LHR01', 'London Heathrow', 51.47, -0.4543],
  ['LPL01', 'Liverpool Lime Street', 53.4075, -2.9779],
  ['LTN01', 'London Luton Airport', 51.8747, -0.3683],
  ['MAN01', 'Manchester Airport', 53.3588, -2.2727],
  ['MAN02', 'Manchester Piccadilly', 53.4774, -2.2309],
  ['MKC01', 'Milton Keynes Central', 52.0344, -0.7743],
  ['NCL01', 'Newcastle Central', 54.9683, -1.6174],
  ['NOT01', 'Nottingham', 52.947, -1.1462],
  ['NWI01', 'Norwich', 52.6271, 1.3067],
  ['OXF01', 'Oxford', 51.7535, -1.2701],
  ['PAD01', 'London Paddington', 51.5154, -0.1755],
  ['PLY01', 'Plymouth', 50.3778, -4.1435],
  ['SHF01', 'Sheffield', 53.3781, -1.4621],
  ['SOU01', 'Southampton Airport', 50.9503, -1.3568],
  ['STN01', 'London Stansted', 51.886, 0.2389],
  ['SWA01', 'Swansea', 51.6251, -3.9413],
  ['WAT01', 'London Waterloo', 51.5031, -0.1132],
  ['YRK01', 'York', 53.958, -1.0931],
];

interface Model {
  readonly make: string;
  readonly model: string;
  readonly group: string;
  readonly fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric';
}

const MODELS: readonly Model[] = [
  { make: 'Ford', model: 'Fiesta', group: 'ECMR', fuel: 'petrol' },
  { make: 'Vauxhall', model: 'Corsa', group: 'ECMR', fuel: 'petrol' },
  { make: 'Volkswagen', model: 'Polo', group: 'EDMR', fuel: 'petrol' },
  { make: 'Toyota', model: 'Yaris Hybrid', group: 'EDAH', fuel: 'hybrid' },
  { make: 'Volkswagen', model: 'Golf', group: 'CDMR', fuel: 'petrol' },
  { make: 'Ford', model: 'Puma', group: 'CFMR', fuel: 'petrol' },
  { make: 'Peugeot', model: '2008', group: 'CFMR', fuel: 'petrol' },
  { make: 'Kia', model: 'Niro EV', group: 'CDAE', fuel: 'electric' },
  { make: 'MG', model: 'MG4', group: 'CDAE', fuel: 'electric' },
  { make: 'Skoda', model: 'Octavia Estate', group: 'IWMR', fuel: 'diesel' },
  { make: 'Nissan', model: 'Qashqai', group: 'IFAR', fuel: 'petrol' },
  { make: 'Hyundai', model: 'Ioniq 5', group: 'IFAE', fuel: 'electric' },
  { make: 'Audi', model: 'A3 Sportback', group: 'SDAR', fuel: 'petrol' },
  { make: 'Tesla', model: 'Model 3', group: 'FDAE', fuel: 'electric' },
  { make: 'Tesla', model: 'Model Y', group: 'FFAE', fuel: 'electric' },
  { make: 'Polestar', model: '2', group: 'FDAE', fuel: 'electric' },
  { make: 'BMW', model: '320i', group: 'PDAR', fuel: 'petrol' },
  { make: 'Mercedes-Benz', model: 'C 200', group: 'PDAR', fuel: 'petrol' },
  { make: 'Land Rover', model: 'Range Rover Evoque', group: 'PFAR', fuel: 'hybrid' },
  { make: 'Ford', model: 'Transit Custom', group: 'FKMD', fuel: 'diesel' },
  { make: 'Volkswagen', model: 'Transporter', group: 'FKMD', fuel: 'diesel' },
];

const FIRST = [
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Sophie',
  'Leo',
  'Grace',
  'Arthur',
  'Freya',
  'Muhammad',
  'Aisha',
  'Oscar',
  'Lily',
  'Charlie',
  'Emily',
  'Thomas',
  'Chloe',
  'James',
  'Hannah',
  'William',
  'Zara',
  'Henry',
  'Evie',
  'Rory',
  'Niamh',
  'Callum',
  'Eilidh',
  'Rhys',
  'Cerys',
  'Dylan',
  'Megan',
  'Ahmed',
  'Fatima',
  'Raj',
  'Anjali',
  'Tomasz',
  'Katarzyna',
  'Daniel',
  'Rachel',
  'Samuel',
  'Lucy',
  'Kwame',
  'Ama',
  'Chen',
  'Mei',
  'Luca',
  'Giulia',
  'Declan',
  'Siobhan',
  'Ewan',
  'Morag',
  'Imran',
  'Sana',
  'Peter',
  'Helen',
];
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Johnson',
  'Roberts',
  'Robinson',
  'Thompson',
  'Wright',
  'Walker',
  'White',
  'Edwards',
  'Hughes',
  'Green',
  'Hall',
  'Lewis',
  'Harris',
  'Clarke',
  'Patel',
  'Jackson',
  'Wood',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
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
  'Campbell',
  'Stewart',
  'Macdonald',
  'Khan',
  'Ali',
  'Hussain',
  'Begum',
  'Nowak',
  'Kowalski',
  'Mensah',
  'Owusu',
  'Wang',
  'Zhang',
  'Rossi',
  "O'Brien",
  'Byrne',
];

const VRM_AREA = 'ABCDEFGHKLMNOPRSVWY';
const VRM_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const VRM_AGES = ['24', '74', '25', '75', '26', '76', '27'];

/** `n` new UK registrations, compact (`KE27RTX`), none of them in `taken` (which they join). */
function registrations(random: () => number, n: number, taken: Set<string>): string[] {
  const out: string[] = [];
  while (out.length < n) {
    const vrm = `${chars(random, VRM_AREA, 2)}${oneOf(random, VRM_AGES)}${chars(random, VRM_LETTERS, 3)}`;
    if (taken.has(vrm)) continue;
    taken.add(vrm);
    out.push(vrm);
  }
  return out;
}

/** A compact registration with its space (`KE27 RTX`). */
const spaced = (vrm: string) => `${vrm.slice(0, 4)} ${vrm.slice(4)}`;

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** An instant of 2027, month 1 to 12. */
const at2027 = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2027, month - 1, day, h, m, s);
/** ISO time with seconds, `2027-08-13T14:07:51`. */
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `13/08/2027`. */
const ukDate = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `14:07`. */
const hhmm = (t: number) => iso(t).slice(11, 16);
const money = (n: number) => n.toFixed(2);
/** `12,345`. */
const thousands = (n: number) => n.toLocaleString('en-GB');

const branchOf = (code: string) => {
  const branch = BRANCHES.find((b) => b[0] === code);
  if (!branch) throw new Error(`no branch ${code}`);
  return branch;
};

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

interface Trip {
  readonly startMs: number;
  readonly endMs: number;
  readonly from: string | null;
  readonly to: string | null;
}

/** a1: a minified JSON export of four days of trips, grouped by telematics unit. */
function a1TelematicsTrips(): EconomicsTask {
  const random = seededRandom(128_001);
  const needle = 'TRP-7Q4MX29K';
  const targetVrm = 'KE27RTX';
  const taken = new Set<string>([targetVrm, 'KE27RTY', 'KE72RTX']);
  const tripIds = new Set<string>([needle]);
  const tripId = () => {
    for (;;) {
      const id = `TRP-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`;
      if (!tripIds.has(id)) {
        tripIds.add(id);
        return id;
      }
    }
  };
  const windowStart = at2027(8, 10);
  const windowEnd = at2027(8, 14);
  const nUnits = 150;
  const targetIndex = 74;
  const vrms = registrations(random, nUnits, taken);
  vrms[targetIndex] = targetVrm;
  vrms[31] = 'KE27RTY';
  vrms[118] = 'KE72RTX';
  const unitNumbers = shuffle(
    random,
    Array.from({ length: 400 }, (_, i) => 40_100 + i * 3),
  )
    .slice(0, nUnits)
    .sort((x, y) => x - y);
  const codes = BRANCHES.map((b) => b[0]);
  const place = (code: string | null, lat: number, lon: number) => {
    if (code === null) return { lat: +lat.toFixed(5), lon: +lon.toFixed(5), geofence: null };
    const [c, name, blat, blon] = branchOf(code);
    return {
      lat: +(blat + (random() - 0.5) * 0.002).toFixed(5),
      lon: +(blon + (random() - 0.5) * 0.002).toFixed(5),
      geofence: { id: `gf-${c.toLowerCase()}`, name: `Kestrel ${name}` },
    };
  };
  const trips: Record<string, unknown>[] = [];
  vrms.forEach((vrm, i) => {
    const model = MODELS[(i * 7 + pick(random, 3)) % MODELS.length]!;
    const unitId = `KTU-${unitNumbers[i]}`;
    const home = vrm === targetVrm ? 'MAN01' : oneOf(random, codes);
    let plan: Trip[] = [];
    if (vrm === targetVrm) {
      plan = [
        { startMs: at2027(8, 10, 8, 12, 40), endMs: at2027(8, 10, 9, 51, 3), from: 'MAN01', to: null },
        { startMs: at2027(8, 11, 13, 20, 5), endMs: at2027(8, 11, 14, 31, 47), from: null, to: 'LDS01' },
        { startMs: at2027(8, 12, 15, 2, 10), endMs: at2027(8, 12, 16, 18, 33), from: 'LDS01', to: 'MAN01' },
        { startMs: at2027(8, 13, 7, 41, 9), endMs: at2027(8, 13, 8, 5, 52), from: 'MAN01', to: 'MAN01' },
        { startMs: at2027(8, 13, 13, 2, 18), endMs: at2027(8, 13, 14, 7, 51), from: 'MAN01', to: 'LDS01' },
        { startMs: at2027(8, 13, 17, 36, 44), endMs: at2027(8, 13, 18, 20, 2), from: 'LDS01', to: null },
      ];
    } else {
      let cursor = windowStart + pick(random, 14 * HOUR);
      let here: string | null = home;
      for (;;) {
        const startMs = cursor;
        const endMs = startMs + between(random, 6, 170) * MINUTE + pick(random, 60_000);
        if (endMs >= windowEnd) break;
        const roll = random();
        const to = roll < 0.22 ? home : roll < 0.4 ? oneOf(random, codes) : null;
        plan.push({ startMs, endMs, from: here, to });
        here = to;
        cursor = endMs + between(random, 25, 960) * MINUTE + pick(random, 60_000);
      }
      // Near-misses: other cars that ended at Leeds City yesterday afternoon.
      if (i === 20 || i === 97 || i === 131) {
        const startMs = at2027(8, 13, 12 + (i % 3), 10 + (i % 40), 17);
        plan = plan.filter((t) => t.endMs < startMs - HOUR || t.startMs > startMs + 4 * HOUR);
        plan.push({ startMs, endMs: startMs + (48 + (i % 30)) * MINUTE, from: null, to: 'LDS01' });
        plan.sort((x, y) => x.startMs - y.startMs);
      }
    }
    let lat = branchOf(home)[2];
    let lon = branchOf(home)[3];
    for (const t of plan) {
      const start = place(t.from, lat, lon);
      lat += (random() - 0.5) * 0.6;
      lon += (random() - 0.5) * 0.9;
      const end = place(t.to, lat, lon);
      if (t.to) {
        lat = branchOf(t.to)[2];
        lon = branchOf(t.to)[3];
      }
      const durationS = Math.round((t.endMs - t.startMs) / 1000);
      const distanceKm = +((durationS / 3600) * between(random, 24, 78)).toFixed(1);
      const energy =
        model.fuel === 'electric'
          ? { socStartPct: between(random, 45, 100), socEndPct: between(random, 10, 44), kwhUsed: +(distanceKm * 0.17).toFixed(2) }
          : { fuelStartPct: between(random, 40, 100), fuelEndPct: between(random, 8, 39), litresUsed: +(distanceKm * 0.062).toFixed(2) };
      const isTarget = vrm === targetVrm && t.startMs === at2027(8, 13, 13, 2, 18);
      trips.push({
        tripId: isTarget ? needle : tripId(),
        unitId,
        vrm,
        fuelType: model.fuel,
        startTs: `${iso(t.startMs)}Z`,
        endTs: `${iso(t.endMs)}Z`,
        start,
        end,
        distanceKm,
        durationS,
        maxSpeedKph: between(random, 48, 131),
        idleS: between(random, 0, 900),
        harsh: { braking: pick(random, 3), accel: pick(random, 3), cornering: pick(random, 2) },
        energy,
        rental:
          random() < 0.8
            ? { agreement: `RA-${between(random, 3_100_000, 3_399_999)}`, channel: oneOf(random, ['counter', 'app', 'broker']) }
            : null,
        ignitionCycles: between(random, 1, 4),
        private: false,
      });
    }
  });
  const body = {
    export: {
      fleet: 'kestrel-uk',
      source: 'tcu-platform/3.4.1',
      generatedAt: '2027-08-14T05:00:03Z',
      window: { from: `${iso(windowStart)}Z`, to: `${iso(windowEnd)}Z` },
      order: ['unitId', 'startTs'],
      count: trips.length,
    },
    trips,
    next: null,
  };
  const output = `${JSON.stringify(body)}\n`;
  return probe(
    'round 128: telematics trips one line',
    "Which trip ID was logged for KE27 RTX's drive that ended at our Leeds City branch yesterday afternoon?",
    'telematics_trips_export',
    output,
    'trip',
    needle,
    true,
  );
}

/** a2: a broker channel's reservation list, OTA XML on one line after its declaration. */
function a2BrokerReservations(): EconomicsTask {
  const random = seededRandom(128_002);
  const needle = 'KCH7Q4M2X9';
  const confs = new Set<string>([needle]);
  const conf = () => {
    for (;;) {
      const id = `KCH${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 7)}`;
      if (!confs.has(id)) {
        confs.add(id);
        return id;
      }
    }
  };
  const LOCATIONS: readonly (readonly [string, string, boolean])[] = [
    ['LHR', 'London Heathrow Airport', true],
    ['LGW', 'London Gatwick Airport', true],
    ['STN', 'London Stansted Airport', true],
    ['LTN', 'London Luton Airport', true],
    ['MAN', 'Manchester Airport', true],
    ['BHX', 'Birmingham Airport', true],
    ['BRS', 'Bristol Airport', true],
    ['EDI', 'Edinburgh Airport', true],
    ['GLA', 'Glasgow Airport', true],
    ['NCL', 'Newcastle Airport', true],
    ['LBA', 'Leeds Bradford Airport', true],
    ['EXT', 'Exeter Airport', true],
    ['SOU', 'Southampton Airport', true],
    ['ABZ', 'Aberdeen Airport', true],
    ['BHD', 'Belfast City Airport', true],
    ['ZBT', 'Bristol Temple Meads Station', false],
  ];
  const CLASSES: readonly (readonly [string, string, number, number, string, string])[] = [
    ['ECMR', 'Ford Fiesta or similar', 3, 4, 'Manual', 'Petrol'],
    ['EDAH', 'Toyota Yaris Hybrid or similar', 3, 4, 'Automatic', 'Hybrid'],
    ['CDMR', 'Volkswagen Golf or similar', 4, 5, 'Manual', 'Petrol'],
    ['CDAE', 'Kia Niro EV or similar', 4, 5, 'Automatic', 'Electric'],
    ['IWMR', 'Skoda Octavia Estate or similar', 6, 5, 'Manual', 'Diesel'],
    ['IFAR', 'Nissan Qashqai or similar', 6, 5, 'Automatic', 'Petrol'],
    ['FDAE', 'Tesla Model 3 or similar', 7, 5, 'Automatic', 'Electric'],
    ['PDAR', 'BMW 3 Series or similar', 8, 5, 'Automatic', 'Petrol'],
    ['FKMD', 'Ford Transit Custom or similar', 14, 3, 'Manual', 'Diesel'],
  ];
  const PREFIX = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mx'];
  interface Res {
    prefix: string;
    given: string;
    surname: string;
    loc: string;
    pickUp: number;
    days: number;
    conf: string;
    created: number;
  }
  const n = 330;
  const list: Res[] = [];
  for (let i = 0; i < n; i++) {
    const pickUp = at2027(8, 15) + pick(random, 47) * DAY + between(random, 14, 40) * 30 * MINUTE;
    list.push({
      prefix: oneOf(random, PREFIX),
      given: oneOf(random, FIRST),
      surname: oneOf(random, LAST),
      loc: oneOf(random, LOCATIONS)[0],
      pickUp,
      days: between(random, 1, 16),
      conf: conf(),
      created: at2027(6, 1) + pick(random, 74 * 24) * HOUR + pick(random, 3600) * 1000,
    });
  }
  // Booked through the broker, sorted by creation as the channel lists them; the target in the middle.
  list.sort((x, y) => x.created - y.created);
  const mid = Math.floor(n / 2);
  list[mid] = {
    ...list[mid]!,
    prefix: 'Mrs',
    given: 'Adaeze',
    surname: 'Okonkwo',
    loc: 'BRS',
    pickUp: at2027(8, 21, 10, 30),
    days: 7,
    conf: needle,
  };
  list[mid - 61] = {
    ...list[mid - 61]!,
    prefix: 'Mr',
    given: 'Chinedu',
    surname: 'Okonkwo',
    loc: 'BRS',
    pickUp: at2027(8, 28, 9, 0),
    days: 3,
  };
  list[mid + 47] = {
    ...list[mid + 47]!,
    prefix: 'Ms',
    given: 'Ifeoma',
    surname: 'Okonkwo',
    loc: 'BHX',
    pickUp: at2027(8, 21, 11, 0),
    days: 5,
  };
  for (const k of [mid - 130, mid - 22, mid + 9, mid + 88, mid + 140])
    list[k] = { ...list[k]!, loc: 'BRS', pickUp: at2027(8, 21, 8 + (k % 9), (k % 2) * 30) };
  const vr = list.map((r) => {
    const cls = oneOf(random, CLASSES);
    const [code, locName, airport] = LOCATIONS.find((l) => l[0] === r.loc)!;
    const dropOff = random() < 0.85 ? r.loc : oneOf(random, LOCATIONS)[0];
    const base = (between(random, 22, 95) + cls[2] * 4) * r.days + pick(random, 100) / 100;
    const total = base * 1.2 + (dropOff === r.loc ? 0 : 75);
    const email = `${r.given[0]!.toLowerCase()}.${r.surname.toLowerCase().replace(/[^a-z]/g, '')}${pick(random, 90) + 10}@${oneOf(random, ['gmail.com', 'outlook.com', 'icloud.com', 'btinternet.com', 'yahoo.co.uk'])}`;
    const status = random() < 0.06 ? 'Cancelled' : 'Reserved';
    return (
      `<VehReservation CreateDateTime="${iso(r.created)}+01:00" ReservationStatus="${status}">` +
      `<Customer><Primary><PersonName><NamePrefix>${r.prefix}</NamePrefix><GivenName>${r.given}</GivenName><Surname>${r.surname.replace("'", '&apos;')}</Surname></PersonName>` +
      `<Telephone PhoneTechType="5" PhoneNumber="+447700${between(random, 900_000, 900_999)}"/><Email>${email}</Email></Primary></Customer>` +
      `<VehSegmentCore><ConfID Type="14" ID="${r.conf}"/><ConfID Type="16" ID="BRK${between(random, 80_000_000, 89_999_999)}"/>` +
      `<VehRentalCore PickUpDateTime="${iso(r.pickUp)}" ReturnDateTime="${iso(r.pickUp + r.days * DAY)}"><PickUpLocation LocationCode="${r.loc}" CodeContext="IATA"/><ReturnLocation LocationCode="${dropOff}" CodeContext="IATA"/></VehRentalCore>` +
      `<Vehicle AirConditionInd="true" TransmissionType="${cls[4]}" FuelType="${cls[5]}" DriveType="Unspecified" PassengerQuantity="${cls[3]}" BaggageQuantity="${between(random, 2, 5)}" Code="${cls[0]}" CodeContext="ACRISS"><VehType VehicleCategory="${cls[0] === 'FKMD' ? 2 : 1}" DoorCount="${cls[3] === 3 ? 4 : 5}"/><VehClass Size="${cls[2]}"/><VehMakeModel Name="${cls[1]}" Code="${cls[0]}"/></Vehicle>` +
      `<RentalRate><RateDistance Unlimited="true" DistUnitName="Mile" VehiclePeriodUnitName="RentalPeriod"/><VehicleCharges><VehicleCharge Purpose="1" TaxInclusive="false" GuaranteedInd="true" Amount="${money(base)}" CurrencyCode="GBP"/></VehicleCharges><RateQualifier RateQualifier="${oneOf(random, ['BRKLEISURE', 'BRKINCL', 'BRKPREPAY'])}" RateCategory="16"/></RentalRate>` +
      `<TotalCharge RateTotalAmount="${money(base)}" EstimatedTotalAmount="${money(total)}" CurrencyCode="GBP"/></VehSegmentCore>` +
      `<VehSegmentInfo><LocationDetails AtAirport="${airport}" Code="${code}" Name="${locName}" CodeContext="IATA"/></VehSegmentInfo></VehReservation>`
    );
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<OTA_VehResListRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="2.001" TimeStamp="2027-08-14T07:15:02+01:00" Target="Production" EchoToken="${hex(random, 16)}">` +
    `<Success/><POS><Source><RequestorID Type="4" ID="KESTREL-UK" ID_Context="BROKERLINK"/></Source></POS><VehReservations Count="${n}">` +
    vr.join('') +
    '</VehReservations></OTA_VehResListRS>\n';
  return probe(
    'round 128: broker reservations one line',
    "What's our confirmation number for Mrs Okonkwo's booking picking up at Bristol Airport on the 21st?",
    'broker_reservations_pull',
    output,
    'confirmation',
    needle,
    true,
  );
}

/** a3: the fines inbox as CSV, one row per issuer batch, every notice of the batch in one quoted field. */
function a3FinesInbox(): EconomicsTask {
  const random = seededRandom(128_003);
  const needle = 'TF38201974C';
  const targetVrm = 'KE26LWD';
  const taken = new Set<string>([targetVrm, 'KE26LWB', 'KE62LWD']);
  const fleet = registrations(random, 700, taken);
  fleet.push('KE26LWB', 'KE62LWD');
  const pcns = new Set<string>([needle]);
  const pcn = (make: () => string) => {
    for (;;) {
      const id = make();
      if (!pcns.has(id) && !id.includes(needle)) {
        pcns.add(id);
        return id;
      }
    }
  };
  const augDay = (lo: number, hi: number) => at2027(7, 20) + between(random, lo, hi) * DAY + between(random, 6 * 60, 23 * 60) * MINUTE;
  const notice = (id: string, vrm: string, code: string, desc: string, when: number, loc: string, amount: number, discountDays = 14) =>
    `PCN=${id};VRM=${vrm};CODE=${code};DESC=${desc};DATE=${iso(when).slice(0, 10)};TIME=${hhmm(when)};LOC=${loc};AMOUNT=${money(amount)};DISCOUNT_TO=${iso(when + discountDays * DAY).slice(0, 10)}`;
  const TFL_CODES: readonly (readonly [string, string, number, readonly string[]])[] = [
    [
      'ULEZ',
      'ULEZ daily charge not paid',
      180,
      [
        'ULEZ camera Euston Rd',
        'ULEZ camera A406 North Circular',
        'ULEZ camera A40 Western Ave',
        'ULEZ camera Brixton Rd',
        'ULEZ camera Bow Rd',
      ],
    ],
    [
      'CCZ',
      'Congestion Charge not paid',
      180,
      ['CCZ camera Tower Bridge Rd', 'CCZ camera Vauxhall Bridge', 'CCZ camera Marylebone Rd', 'CCZ camera Blackfriars'],
    ],
    ['34J', 'Being in a bus lane', 160, ['A23 Brixton Hill bus lane', 'A10 Kingsland Rd bus lane', 'A4 Cromwell Rd bus lane']],
    ['52M', 'Failing to comply with a prohibited turn', 160, ['A3 Clapham Rd / Stockwell', 'A501 Euston Rd / Gower St']],
    ['31J', 'Entering and stopping in a box junction', 160, ['A13 Commercial Rd / Butcher Row', 'A24 Clapham Common South Side']],
  ];
  const tflCount = 760;
  const targetAt = 366;
  const tfl: string[] = [];
  for (let i = 0; i < tflCount; i++) {
    if (i === targetAt) {
      tfl.push(
        notice(needle, targetVrm, 'ULEZ', 'ULEZ daily charge not paid', at2027(8, 9, 16, 42), 'ULEZ camera A406 North Circular', 180),
      );
      continue;
    }
    // Near-misses: the same car's ULEZ on the sixth, and look-alike registrations' ULEZ on the ninth.
    const nearMiss = new Map<number, readonly [string, number]>([
      [targetAt - 140, [targetVrm, at2027(8, 6, 11, 5)]],
      [targetAt + 95, ['KE26LWB', at2027(8, 9, 10, 12)]],
      [targetAt + 211, ['KE62LWD', at2027(8, 9, 18, 33)]],
    ]).get(i);
    const [code, desc, amount, locs] = TFL_CODES[nearMiss || random() < 0.55 ? 0 : random() < 0.6 ? 1 : 2 + pick(random, 3)]!;
    const vrm = nearMiss ? nearMiss[0] : oneOf(random, fleet);
    const when = nearMiss ? nearMiss[1] : augDay(0, 22);
    const cc = i === targetAt - 57;
    if (cc) {
      tfl.push(
        notice(
          pcn(() => `TF${between(random, 30_000_000, 39_999_999)}${chars(random, 'ABCDEFGH', 1)}`),
          targetVrm,
          'CCZ',
          'Congestion Charge not paid',
          at2027(8, 9, 13, 18),
          'CCZ camera Vauxhall Bridge',
          180,
        ),
      );
      continue;
    }
    const id = pcn(() =>
      code === 'ULEZ' || code === 'CCZ'
        ? `TF${between(random, 30_000_000, 39_999_999)}${chars(random, 'ABCDEFGH', 1)}`
        : `LJ${between(random, 10_000_000, 99_999_999)}${chars(random, 'ABCDEFGH', 1)}`,
    );
    tfl.push(notice(id, vrm, code, desc, when, oneOf(random, locs), amount));
  }
  const other = (count: number, make: () => string) => {
    const list: string[] = [];
    for (let i = 0; i < count; i++) list.push(make());
    return list;
  };
  const batches: (readonly [string, string, string[]])[] = [
    [
      'M6 Toll (Midland Expressway Ltd)',
      'MEL',
      other(42, () =>
        notice(
          pcn(() => `M6T${between(random, 1_000_000, 9_999_999)}`),
          oneOf(random, fleet),
          'UNPAID',
          'Toll not paid at plaza',
          augDay(0, 22),
          oneOf(random, ['Great Wyrley plaza', 'Weeford plaza', 'Langley Mill plaza']),
          50,
          28,
        ),
      ),
    ],
    [
      'Dart Charge (National Highways)',
      'DART',
      other(118, () =>
        notice(
          pcn(() => `DC${between(random, 100_000_000, 999_999_999)}`),
          oneOf(random, fleet),
          'DC',
          'Dartford Crossing charge not paid by midnight next day',
          augDay(0, 22),
          oneOf(random, ['Dartford Crossing northbound tunnel', 'QE2 Bridge southbound']),
          70,
        ),
      ),
    ],
    [
      'Mersey Gateway Crossings Board',
      'MGCB',
      other(36, () =>
        notice(
          pcn(() => `MG${between(random, 10_000_000, 99_999_999)}`),
          oneOf(random, fleet),
          'UNPAID',
          'Crossing charge not paid by midnight next day',
          augDay(0, 22),
          'Mersey Gateway Bridge',
          40,
        ),
      ),
    ],
    ['Transport for London', 'TFL', tfl],
    [
      'Birmingham City Council (Clean Air Zone)',
      'BCC-CAZ',
      other(61, () =>
        notice(
          pcn(() => `BM${between(random, 10_000_000, 99_999_999)}`),
          oneOf(random, fleet),
          'CAZ',
          'CAZ daily charge not paid',
          augDay(0, 22),
          oneOf(random, ['CAZ camera A38 Bristol St', 'CAZ camera A4540 Middleway']),
          120,
        ),
      ),
    ],
    [
      'Bristol City Council (Clean Air Zone)',
      'BRCC-CAZ',
      other(48, () =>
        notice(
          pcn(() => `BR${between(random, 10_000_000, 99_999_999)}`),
          oneOf(random, fleet),
          'CAZ',
          'CAZ daily charge not paid',
          augDay(0, 22),
          oneOf(random, ['CAZ camera Temple Way', 'CAZ camera Cumberland Rd']),
          120,
        ),
      ),
    ],
    [
      'Westminster City Council',
      'WCC',
      other(57, () =>
        notice(
          pcn(() => `WM${between(random, 10_000_000, 99_999_999)}`),
          oneOf(random, fleet),
          '01',
          'Parked in a restricted street during prescribed hours',
          augDay(0, 22),
          oneOf(random, ['Praed St W2', 'Eversholt St NW1', 'Bayswater Rd W2']),
          160,
        ),
      ),
    ],
    [
      'Euro Car Parks Ltd',
      'ECP',
      other(39, () =>
        notice(
          pcn(() => `ECP${hex(random, 8).toUpperCase()}`),
          oneOf(random, fleet),
          'PCN',
          'Overstay beyond paid time',
          augDay(0, 22),
          oneOf(random, ['Leeds Station car park', 'Bristol Cabot Circus', 'Manchester Arndale']),
          100,
          28,
        ),
      ),
    ],
    [
      'Glasgow City Council (Low Emission Zone)',
      'GCC-LEZ',
      other(22, () =>
        notice(
          pcn(() => `GL${between(random, 10_000_000, 99_999_999)}`),
          oneOf(random, fleet),
          'LEZ',
          'Non-compliant vehicle in LEZ',
          augDay(0, 22),
          'LEZ camera Argyle St',
          60,
        ),
      ),
    ],
  ];
  const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = batches.map(([issuer, ref, notices], k) => {
    const total = notices.reduce((sum, x) => sum + Number(/AMOUNT=([\d.]+)/.exec(x)![1]), 0);
    const received = at2027(8, 13, 6, 0) + k * 17 * MINUTE + pick(random, 600) * 1000;
    return [
      `FB-20270813-${pad2(k + 1)}`,
      csvField(issuer),
      ref,
      `${iso(received)}+01:00`,
      String(notices.length),
      money(total),
      oneOf(random, ['NEW', 'NEW', 'PARTIALLY_ASSIGNED']),
      `"${notices.join(' | ').replace(/"/g, '""')}"`,
    ].join(',');
  });
  const output = `batch_id,issuer,issuer_ref,received_at,notice_count,total_gbp,status,notices\n${rows.join('\n')}\n`;
  return probe(
    'round 128: fines inbox huge field',
    "Which PCN number did TfL send us for KE26 LWD's ULEZ charge on the ninth?",
    'fines_inbox_export',
    output,
    'pcn',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

const COLOURS = ['white', 'black', 'grey', 'silver', 'blue', 'red', 'dark grey', 'green'];

/** b1: every branch's stock as YAML, each car a mapping whose key tag sits eight lines below its registration. */
function b1BranchStock(): EconomicsTask {
  const random = seededRandom(128_004);
  const needle = 'KT-58213';
  const taken = new Set<string>(['KN26PZE', 'KN26PZF', 'KN25PZE', 'KN76PZE']);
  const tags = new Set<string>([needle]);
  const keyTag = () => {
    for (;;) {
      const t = `KT-${between(random, 10_000, 99_999)}`;
      if (!tags.has(t)) {
        tags.add(t);
        return t;
      }
    }
  };
  const niro = MODELS.find((m) => m.model === 'Niro EV')!;
  const lines = [
    '# kestrel-stock 2.8.0 - branch stock snapshot',
    'generated_at: 2027-08-14T08:02:11+01:00',
    'scope: all-branches',
    'branches:',
  ];
  for (const [code, name] of BRANCHES) {
    const n = between(random, 26, 44);
    const vrms = registrations(random, n, taken);
    const cars = vrms.map((vrm) => ({ vrm, model: oneOf(random, MODELS), colour: oneOf(random, COLOURS), tag: '' }));
    if (code === 'GLA01') {
      cars[17] = { vrm: 'KN26PZE', model: niro, colour: 'grey', tag: needle };
      cars[5] = { ...cars[5]!, model: niro, colour: 'grey' };
      cars[29] = { ...cars[29]!, model: niro, colour: 'white' };
    }
    if (code === 'GLA02') cars[12] = { vrm: 'KN26PZF', model: niro, colour: 'grey', tag: '' };
    if (code === 'EDI01') cars[21] = { vrm: 'KN25PZE', model: niro, colour: 'grey', tag: '' };
    if (code === 'DND01') cars[8] = { vrm: 'KN76PZE', model: niro, colour: 'blue', tag: '' };
    const bays = shuffle(
      random,
      Array.from({ length: 60 }, (_, i) => `${'ABCDEF'[Math.floor(i / 10)]}${pad2((i % 10) + 1)}`),
    );
    lines.push(
      `  - code: ${code}`,
      `    name: ${name.includes("'") ? `"${name}"` : name}`,
      `    opening_hours: "${oneOf(random, ['06:00-23:00', '07:00-21:00', '07:30-19:00', '08:00-18:00'])}"`,
      `    on_hand: ${cars.length}`,
      `    due_in_today: ${between(random, 2, 19)}`,
      `    due_out_today: ${between(random, 2, 21)}`,
      '    vehicles:',
    );
    cars.forEach((car, i) => {
      const status = oneOf(random, ['available', 'available', 'available', 'reserved', 'on_hold', 'cleaning', 'awaiting_inspection']);
      const ev = car.model.fuel === 'electric';
      lines.push(
        `      - vrm: ${spaced(car.vrm)}`,
        `        vin: ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)}`,
        `        make: ${car.model.make}`,
        `        model: ${/^\d/.test(car.model.model) ? `"${car.model.model}"` : car.model.model}`,
        `        colour: ${car.colour}`,
        `        acriss: ${car.model.group}`,
        `        status: ${status}`,
        `        bay: ${bays[i]}`,
        `        key_tag: ${car.tag || keyTag()}`,
        `        odometer_mi: ${between(random, 1_200, 38_000)}`,
        ev ? `        charge_pct: ${between(random, 35, 100)}` : `        fuel_eighths: ${between(random, 2, 8)}`,
        `        next_reservation: ${status === 'reserved' || random() < 0.3 ? `KCH${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 7)}` : 'null'}`,
        `        last_inspection: 2027-08-${pad2(between(random, 6, 14))}`,
      );
    });
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 128: branch stock yaml',
    "What's the key tag number for the grey Niro KN26 PZE at Glasgow Central?",
    'branch_stock_get',
    output,
    'key-tag',
    needle,
  );
}

const PANELS = [
  'front bumper',
  'rear bumper',
  'bonnet',
  'roof',
  'tailgate',
  'windscreen',
  'front left door',
  'front right door',
  'rear left door',
  'rear right door',
  'front left wing',
  'front right wing',
  'rear left quarter panel',
  'rear right quarter panel',
  'left door mirror',
  'right door mirror',
  'front left alloy',
  'front right alloy',
  'rear left alloy',
  'rear right alloy',
  'left sill',
  'right sill',
];
const DAMAGE_TYPES = ['scratch', 'scratch', 'scuff', 'dent', 'chip', 'crack', 'kerbed'];
const INSPECTORS = [
  'D. Okafor',
  'S. Lindqvist',
  'M. Reid',
  'J. Patel',
  'K. Nowak',
  'A. Hughes',
  'R. Campbell',
  'L. Mensah',
  'T. Evans',
  'P. Doherty',
];

/** b2: a week of damage inspections grouped by vehicle, pretty JSON; the damage reference is one line above its panel. */
function b2DamageInspections(): EconomicsTask {
  const random = seededRandom(128_005);
  const needle = 'DMG-481937';
  const targetVrm = 'KP75WNX';
  const taken = new Set<string>([targetVrm, 'KP75WMX', 'KP25WNX']);
  const refs = new Set<string>([needle]);
  const damageRef = () => {
    for (;;) {
      const r = `DMG-${between(random, 400_000, 499_999)}`;
      if (!refs.has(r)) {
        refs.add(r);
        return r;
      }
    }
  };
  const photos = () =>
    Array.from({ length: between(random, 1, 3) }, () => `https://media.kestrel-hire.example/insp/p/${hex(random, 16)}.jpg`);
  interface Damage {
    panel: string;
    type: string;
    preExisting: boolean;
    ref?: string;
  }
  const damage = (d: Damage) => ({
    damageRef: d.ref ?? damageRef(),
    panel: d.panel,
    type: d.type,
    sizeMm: between(random, 4, 160),
    severity: oneOf(random, ['cosmetic', 'minor', 'minor', 'moderate']),
    preExisting: d.preExisting,
    chargeable: !d.preExisting && random() < 0.7,
    estimateGbp: d.preExisting ? null : between(random, 4, 90) * 5,
    photos: photos(),
  });
  const inspection = (kind: string, at: number, branch: string, odo: number, damages: Damage[]) => ({
    inspectionId: `INS-${iso(at).slice(0, 10).replace(/-/g, '')}-${pad2(between(random, 0, 99))}${pad2(between(random, 0, 99))}`,
    kind,
    agreement: `RA-${between(random, 3_100_000, 3_399_999)}`,
    branch,
    performedAt: `${iso(at)}+01:00`,
    inspector: oneOf(random, INSPECTORS),
    method: oneOf(random, ['walkaround-app', 'walkaround-app', 'drive-through-scanner']),
    odometerMi: odo,
    fuelOrChargePct: between(random, 5, 100),
    interiorClean: random() < 0.85,
    damages: damages.map(damage),
    signedByCustomer: kind === 'checkout' || random() < 0.6,
  });
  const randomDamages = (preExisting: boolean, max: number) =>
    Array.from({ length: pick(random, max + 1) }, () => ({ panel: oneOf(random, PANELS), type: oneOf(random, DAMAGE_TYPES), preExisting }));
  const n = 250;
  const vrms = registrations(random, n, taken).sort();
  const mid = vrms.findIndex((v) => v > targetVrm);
  vrms.splice(mid, 0, targetVrm);
  vrms.splice(mid - 40, 0, 'KP25WNX');
  vrms.splice(mid + 3, 0, 'KP75WMX');
  const codes = BRANCHES.map((b) => b[0]);
  const vehicles = vrms.map((vrm, i) => {
    const model = oneOf(random, MODELS);
    const branch = vrm === targetVrm ? 'LHR01' : oneOf(random, codes);
    let odo = between(random, 2_000, 35_000);
    const inspections: unknown[] = [];
    if (vrm === targetVrm) {
      inspections.push(
        inspection('checkout', at2027(8, 7, 9, 14, 2), branch, odo, [
          { panel: 'front left door', type: 'scratch', preExisting: true },
          { panel: 'rear bumper', type: 'scuff', preExisting: true },
        ]),
        inspection('return', at2027(8, 13, 15, 22, 40), branch, odo + 612, [
          { panel: 'rear bumper', type: 'scuff', preExisting: true },
          { panel: 'front left door', type: 'dent', preExisting: false, ref: needle },
          { panel: 'front left alloy', type: 'kerbed', preExisting: false },
        ]),
        inspection('checkout', at2027(8, 14, 7, 48, 19), branch, odo + 618, [
          { panel: 'rear bumper', type: 'scuff', preExisting: true },
          { panel: 'front left door', type: 'dent', preExisting: true },
          { panel: 'front left alloy', type: 'kerbed', preExisting: true },
        ]),
      );
    } else {
      let t = at2027(8, 7, 7) + pick(random, 3 * 24) * HOUR + pick(random, 3600) * 1000;
      const k = between(random, 1, 4);
      for (let j = 0; j < k && t < at2027(8, 14, 9); j++) {
        const kind = j % 2 === 0 ? 'checkout' : 'return';
        const ds = randomDamages(kind === 'checkout', 2);
        // Near-misses: other front left door dents brought back yesterday.
        if (kind === 'return' && i % 19 === 5) ds.push({ panel: 'front left door', type: 'dent', preExisting: false });
        if (kind === 'return') ds.push(...randomDamages(false, 1));
        inspections.push(inspection(kind, t, branch, odo, ds));
        odo += between(random, 20, 900);
        t += between(random, 6, 60) * HOUR + pick(random, 3600) * 1000;
      }
    }
    return { vrm: spaced(vrm), make: model.make, model: model.model, acriss: model.group, homeBranch: branch, inspections };
  });
  const body = {
    query: { from: '2027-08-07T00:00:00+01:00', to: '2027-08-14T23:59:59+01:00', groupBy: 'vehicle', includePhotos: true },
    vehicleCount: vehicles.length,
    vehicles,
  };
  const output = `${JSON.stringify(body, null, 2)}\n`;
  return probe(
    'round 128: damage inspections json',
    "What damage ref did the inspector give the dent on KP75 WNX's front left door when it came back yesterday?",
    'damage_inspections_list',
    output,
    'damage-ref',
    needle,
  );
}

/** b3: the telematics unit registry as INI; the IMEI is five lines above the registration, and an older unit names the same car. */
function b3TelematicsRegistry(): EconomicsTask {
  const random = seededRandom(128_006);
  const needle = '358240051179462';
  const targetVrm = 'KE25YBM';
  const taken = new Set<string>([targetVrm, 'KE25YMB', 'KE75YBM']);
  const imeis = new Set<string>([needle]);
  const imei = () => {
    for (;;) {
      const v = `3582400${chars(random, '0123456789', 8)}`;
      if (!imeis.has(v)) {
        imeis.add(v);
        return v;
      }
    }
  };
  const n = 1250;
  const vrms = registrations(random, n, taken);
  const mid = 640;
  vrms[mid] = targetVrm;
  vrms[mid - 260] = targetVrm; // the unit removed in June
  vrms[mid + 120] = 'KE25YMB';
  vrms[mid - 77] = 'KE75YBM';
  const ids = shuffle(
    random,
    Array.from({ length: 2600 }, (_, i) => 40_001 + i),
  )
    .slice(0, n)
    .sort((x, y) => x - y);
  const DEVICES: readonly (readonly [string, string])[] = [
    ['Teltonika FMC650', '03.28.07.Rev.04'],
    ['Teltonika FMC130', '03.28.07.Rev.04'],
    ['Teltonika FMB920', '03.27.14.Rev.02'],
    ['Ruptela FM-Eco4+ T', '00.02.58.11'],
  ];
  const out = [
    '; tcu-admin 3.4.1 - telematics unit registry dump',
    '; generated 2027-08-14 08:11:05 BST by svc-fleetops',
    '; one section per unit; removed units are kept for 24 months',
    '',
    '[registry]',
    'fleet = kestrel-uk',
    `units = ${n}`,
    'apn_default = kestrel.m2m',
    '',
  ];
  const swapFor = ids[mid]!;
  const vins = new Map<string, string>();
  ids.forEach((id, i) => {
    const vrm = vrms[i]!;
    const removed = i === mid - 260 || (i !== mid && random() < 0.04);
    const [device, fw] = oneOf(random, DEVICES);
    const fitted = at2027(1, 1) - pick(random, 900) * DAY;
    const vin = vins.get(vrm) ?? chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17);
    vins.set(vrm, vin);
    out.push(
      `[unit KTU-${id}]`,
      `imei = ${i === mid ? needle : imei()}`,
      `iccid = 894410${chars(random, '0123456789', 13)}`,
      `device = ${device}`,
      `firmware = ${fw}`,
      `vrm = ${vrm}`,
      `vin = ${vin}`,
      `fitted = ${iso(i === mid ? at2027(6, 2, 11) : fitted).slice(0, 10)}`,
      `fitted_by = ${oneOf(random, ['Autowatch Installations', 'FleetFit UK', 'in-house (BHX workshop)', 'in-house (MAN workshop)'])}`,
    );
    if (removed) {
      out.push(
        'status = removed',
        `removed = ${i === mid - 260 ? '2027-06-02' : iso(at2027(8, 1) - pick(random, 400) * DAY).slice(0, 10)}`,
        `removed_reason = ${i === mid - 260 ? 'unit swap (intermittent GNSS)' : oneOf(random, ['vehicle defleeted', 'unit swap (intermittent GNSS)', 'vehicle written off', 'unit swap (modem)'])}`,
      );
      if (i === mid - 260) out.push(`replaced_by = KTU-${swapFor}`);
    } else {
      out.push('status = active', `last_seen = ${iso(at2027(8, 13, 8, 11) + pick(random, 86_400) * 1000).replace('T', ' ')}`);
    }
    out.push(
      'apn = kestrel.m2m',
      `report_interval_s = ${oneOf(random, [30, 30, 30, 60])}`,
      `immobiliser = ${random() < 0.9 ? 'enabled' : 'disabled'}`,
      `can_profile = ${oneOf(random, ['vag-mqb', 'ford-c2', 'stellantis-cmp', 'toyota-tnga', 'kia-e-gmp', 'generic-obd'])}`,
      '',
    );
  });
  const output = out.join('\n');
  return probe(
    'round 128: telematics registry ini',
    "What's the IMEI of the tracker that's fitted in KE25 YBM now?",
    'telematics_units_dump',
    output,
    'imei',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the counter API's log from yesterday to this morning; the question says in its own words what `dvla_share=REJECTED ... outcome=HELD` says. */
function c1CounterLog(): EconomicsTask {
  const random = seededRandom(128_007);
  const needle = 'KCH4M7Q2XT';
  const bookings = new Set<string>([needle]);
  const booking = () => {
    for (;;) {
      const b = `KCH${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 7)}`;
      if (!bookings.has(b)) {
        bookings.add(b);
        return b;
      }
    }
  };
  const taken = new Set<string>();
  const fleet = registrations(random, 900, taken);
  const AGENTS = [
    'ahussain',
    'bkowalski',
    'cmensah',
    'dreid',
    'eokafor',
    'fcampbell',
    'gpatel',
    'hdoherty',
    'ilindqvist',
    'jevans',
    'kmorgan',
    'lwood',
  ];
  const REJECTS = [
    'code expired',
    'code expired',
    'licence number mismatch',
    'name mismatch',
    'provisional entitlement only',
    'endorsements over policy limit',
  ];
  const stamp = (t: number) => `${iso(t).replace('T', ' ')}.${String(t % 1000).padStart(3, '0')}`;
  const events: { t: number; line: string }[] = [];
  const log = (t: number, level: string, svc: string, text: string) =>
    events.push({ t, line: `${stamp(t)} ${level.padEnd(5)} [${svc}] [w-${pad2(between(random, 1, 16))}] ${text}` });
  const checkin = (t: number, branch: string, dvla: string, card: string, ref = booking()) => {
    const held = !dvla.startsWith('MATCHED') || !card.startsWith('APPROVED');
    const vehicle = held ? '' : ` vrm=${oneOf(random, fleet)} bay=${'ABCDEF'[pick(random, 6)]}${pad2(between(random, 1, 10))}`;
    log(
      t,
      'INFO',
      'counter-api',
      `checkin booking=${ref} branch="${branch}" desk=${between(random, 1, 6)} agent=${oneOf(random, AGENTS)} dvla_share=${dvla} card_preauth=${card} outcome=${held ? 'HELD' : 'RELEASED'}${vehicle} elapsed=${between(random, 380, 2400)}ms`,
    );
  };
  const day13 = at2027(8, 13);
  const busy = () => {
    const onThe14th = random() < 0.12;
    return onThe14th
      ? at2027(8, 14, 6) + pick(random, 150 * 60_000)
      : day13 + between(random, 6 * 60, 22 * 60 + 50) * MINUTE + pick(random, 60_000);
  };
  const names = BRANCHES.map((b) => b[1]);
  for (let i = 0; i < 1500; i++) {
    const t = busy();
    const branch = oneOf(random, names);
    const quiet = branch.startsWith('Manchester') && t > at2027(8, 13, 12) && t < at2027(8, 13, 16);
    const dvla = !quiet && random() < 0.035 ? `REJECTED(${oneOf(random, REJECTS)})` : 'MATCHED';
    const card =
      !quiet && random() < 0.03
        ? `DECLINED(${oneOf(random, ['05 do not honour', '51 insufficient funds', '54 expired card'])})`
        : `APPROVED(GBP ${money(oneOf(random, [250, 300, 400, 750]))})`;
    checkin(t, branch, dvla, card);
  }
  // The held check-in, and its near-misses.
  checkin(at2027(8, 13, 14, 6, 19) + 552, 'Manchester Airport', 'REJECTED(code expired)', 'APPROVED(GBP 300.00)', needle);
  checkin(at2027(8, 13, 9, 47, 3) + 118, 'Manchester Airport', 'REJECTED(code expired)', 'APPROVED(GBP 250.00)');
  checkin(at2027(8, 13, 14, 2, 41) + 907, 'Manchester Piccadilly', 'REJECTED(licence number mismatch)', 'APPROVED(GBP 250.00)');
  checkin(at2027(8, 13, 14, 11, 8) + 334, 'Manchester Airport', 'MATCHED', 'DECLINED(51 insufficient funds)');
  checkin(at2027(8, 13, 14, 3, 55) + 21, 'Manchester Airport', 'MATCHED', 'APPROVED(GBP 400.00)');
  checkin(at2027(8, 13, 14, 8, 30) + 640, 'Leeds Bradford Airport', 'REJECTED(code expired)', 'APPROVED(GBP 250.00)');
  checkin(at2027(8, 14, 7, 12, 2) + 5, 'Manchester Airport', 'REJECTED(name mismatch)', 'APPROVED(GBP 250.00)');
  for (let i = 0; i < 1100; i++) {
    const t = busy();
    log(
      t,
      'INFO',
      'counter-api',
      `return booking=${booking()} branch="${oneOf(random, names)}" vrm=${oneOf(random, fleet)} odometer_mi=${between(random, 2_000, 40_000)} fuel_or_charge=${between(random, 1, 8)}/8 inspection=${random() < 0.8 ? 'clear' : 'damage-noted'} outcome=CLOSED elapsed=${between(random, 200, 1500)}ms`,
    );
  }
  for (let t = day13 + between(random, 0, 60_000); t < at2027(8, 14, 8, 30); t += between(random, 40, 160) * 1000) {
    const roll = random();
    if (roll < 0.55)
      log(
        t,
        'INFO',
        'counter-api',
        `GET /v2/availability?branch=${oneOf(random, BRANCHES)[0]}&from=2027-08-${pad2(between(random, 14, 31))} 200 ${between(random, 12, 240)}ms`,
      );
    else if (roll < 0.7)
      log(
        t,
        'DEBUG',
        'pricing',
        `quote cache refresh region=${oneOf(random, ['north', 'south', 'scotland', 'wales', 'ni'])} cards=${between(random, 40, 160)} took=${between(random, 80, 900)}ms`,
      );
    else if (roll < 0.8) log(t, 'INFO', 'dvla-share', `token refreshed expires_in=3600s pool=${between(random, 2, 6)}`);
    else if (roll < 0.9)
      log(
        t,
        'INFO',
        'counter-api',
        `health ok db=${between(random, 1, 9)}ms cache=${between(random, 0, 3)}ms queue_depth=${pick(random, 12)}`,
      );
    else if (roll < 0.96)
      log(t, 'INFO', 'payments', `settlement batch=${hex(random, 8)} items=${between(random, 3, 60)} acquirer=worldpay`);
    else log(t, 'WARN', 'payments', `acquirer slow response ${between(random, 2100, 4800)}ms (threshold 2000ms)`);
  }
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.line).join('\n')}\n`;
  return probe(
    'round 128: counter log paraphrase',
    "Yesterday just after 2pm a customer at Manchester Airport wasn't allowed to drive off because we couldn't verify their driving licence. What was their booking number?",
    'counter_api_logs',
    output,
    'booking',
    needle,
  );
}

/** c2: the loyalty scheme's points expiry report as an HTML page; the question asks about points that "lapse". */
function c2LoyaltyExpiry(): EconomicsTask {
  const random = seededRandom(128_008);
  const needle = '3,415';
  const TIERS = ['Blue', 'Blue', 'Blue', 'Silver', 'Silver', 'Gold', 'Platinum'];
  const rows: string[] = [];
  const n = 1500;
  const mid = 742;
  const special = new Map<number, readonly [string, string, string, number, number]>([
    [mid, ['Priya Raman', 'Gold', 'Leicester', 14_230, 3_415]],
    [mid - 210, ['Priya Ramani', 'Silver', 'Birmingham New Street', 6_915, 2_980]],
    [mid + 133, ['Arjun Raman', 'Gold', 'Leicester', 21_060, 1_150]],
    [mid + 401, ['Priya Rahman', 'Blue', 'London Paddington', 2_240, 640]],
  ]);
  let memberNo = 10_400_000;
  let totalExpiring = 0;
  for (let i = 0; i < n; i++) {
    memberNo += between(random, 3, 400);
    for (;;) {
      const sp = special.get(i);
      const tier = sp ? sp[1] : oneOf(random, TIERS);
      const name = sp ? sp[0] : `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
      const branch = sp ? sp[2] : oneOf(random, BRANCHES)[1];
      const balance = sp ? sp[3] : between(random, 200, tier === 'Platinum' ? 60_000 : 25_000);
      const expiring = sp ? sp[4] : Math.min(balance, between(random, 1, 90) * 5 * (tier === 'Blue' ? 2 : 8));
      const lastEarn = at2027(8, 13) - pick(random, 540) * DAY;
      const tierClass = tier.toLowerCase();
      const row =
        `<tr data-member="KW${memberNo}"><td class="mono"><a href="/members/KW${memberNo}">KW${memberNo}</a></td><td>${name.replace("'", '&#39;')}</td>` +
        `<td><span class="tier tier-${tierClass}">${tier}</span></td><td>${branch.replace("'", '&#39;')}</td><td class="num">${thousands(balance)}</td>` +
        `<td class="num">${thousands(expiring)}</td><td>${ukDate(lastEarn)}</td><td>${random() < 0.7 ? 'Yes' : 'No'}</td></tr>`;
      // Filler must not hold the needle (`13,415` would): draw the row again.
      if (!sp && row.includes(needle)) continue;
      totalExpiring += expiring;
      rows.push(row);
      break;
    }
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Kestrel Wings - Points expiry report - 31/08/2027</title>',
    '<style>',
    'body{font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#1d2733;margin:0}',
    'header{background:#0b3b5a;color:#fff;padding:10px 18px}header a{color:#cfe6f5;margin-right:14px}',
    '.cards{display:flex;gap:12px;margin:14px 18px}.card{border:1px solid #d6dde4;border-radius:4px;padding:8px 12px}',
    'table{border-collapse:collapse;margin:0 18px 24px;width:calc(100% - 36px)}th,td{border-bottom:1px solid #e4e9ee;padding:3px 6px;text-align:left}',
    'th{background:#f3f6f9;position:sticky;top:0}.num{text-align:right}.mono{font-family:Consolas,monospace}',
    '.tier{border-radius:3px;padding:0 5px}.tier-blue{background:#dbeafe}.tier-silver{background:#e5e7eb}.tier-gold{background:#fde68a}.tier-platinum{background:#c7d2fe}',
    '</style>',
    '</head>',
    '<body>',
    '<header><strong>Kestrel Wings</strong> loyalty admin &nbsp; <a href="/members">Members</a><a href="/reports">Reports</a><a href="/campaigns">Campaigns</a><a href="/settings">Settings</a><span style="float:right">Signed in as r.osei (CRM)</span></header>',
    '<h1 style="margin:14px 18px 4px;font-size:18px">Points expiry report</h1>',
    '<p style="margin:0 18px">Members holding points that expire at the end of the current period (31/08/2027). Points expire 24 months after they are earned unless the member earns or redeems in the meantime.</p>',
    `<div class="cards"><div class="card">Members listed<br><b>${thousands(n)}</b></div><div class="card">Points expiring<br><b>${thousands(totalExpiring)}</b></div><div class="card">Period end<br><b>31/08/2027</b></div></div>`,
    '<table id="expiry">',
    '<thead><tr><th>Member no.</th><th>Member</th><th>Tier</th><th>Home branch</th><th class="num">Balance (pts)</th><th class="num">Expiring 31/08/2027 (pts)</th><th>Last earned</th><th>Marketing opt-in</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<footer style="margin:0 18px 18px;color:#6b7785">Generated 14/08/2027 06:30 by loyalty-admin 5.2.3 &middot; figures exclude points pending from open rentals</footer>',
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 128: loyalty expiry html',
    "I'm writing to some of our Gold members before the month is out about their points. How many of Priya Raman's points will lapse if she doesn't use them?",
    'loyalty_admin_report',
    `${output}\n`,
    'expiring',
    needle,
  );
}

/** c3: the workshop schedule as a paged fixed-width report; the question says "garage" and "first thing on Tuesday". */
function c3WorkshopSchedule(): EconomicsTask {
  const random = seededRandom(128_009);
  const needle = 'CY26 HTW';
  const taken = new Set<string>(['CY26HTW', 'CY26HWT', 'CY76HTW']);
  const fleet = registrations(random, 2400, taken);
  let next = 0;
  const vrm = () => spaced(fleet[next++]!);
  const JOBS: readonly (readonly [string, number])[] = [
    ['Full service', 2.5],
    ['Interim service', 1.5],
    ['MOT', 1],
    ['Tyres x2', 0.5],
    ['Tyres x4', 1],
    ['Windscreen replacement', 2],
    ['Chip repair', 0.5],
    ['Brake pads front', 1.5],
    ['SMART repair bumper', 2],
    ['Dent removal (PDR)', 1.5],
    ['Alloy refurb x1', 3],
    ['Recall 27V-114', 1],
    ['EV battery health check', 1],
    ['Air con regas', 0.5],
  ];
  const SLOTS = ['08:00', '08:30', '09:00', '10:00', '10:30', '11:30', '13:00', '13:30', '14:30', '15:00', '16:00'];
  const town = (name: string) =>
    name.replace(/ (Airport|Central|City|New Street|Temple Meads|Waverley|Lime Street|Paragon|St Davids|North)$/, '');
  const supplier = (branch: string, job: string) => {
    const t = town(branch).replace(/^London .*/, 'London');
    const names = /^(Windscreen|Chip)/.test(job)
      ? [`Autoglass ${t}`]
      : /^Tyres/.test(job)
        ? [`National Tyres ${t}`, `Kwik Fit ${t}`]
        : /^(SMART|Dent|Alloy)/.test(job)
          ? [`ChipsAway ${t}`, `${t} Smart Repairs`]
          : [`Halfords Autocentre ${t}`, `Kwik Fit ${t}`, `${t} Motor Works`];
    return oneOf(random, names).slice(0, 30);
  };
  const jobFor = (m: Model) => {
    const j = oneOf(random, JOBS);
    return j[0] === 'EV battery health check' && m.fuel !== 'electric' ? JOBS[0]! : j;
  };
  const booking = (day: number, slot: string, branch: string) => {
    const model = oneOf(random, MODELS);
    const job = jobFor(model);
    return { day, slot, branch, vrm: vrm(), model, job, supplier: supplier(branch, job[0]) };
  };
  const models = (m: Model) => `${m.make} ${m.model}`.slice(0, 25);
  interface Job {
    day: number;
    slot: string;
    branch: string;
    vrm: string;
    model: Model;
    job: readonly [string, number];
    supplier: string;
  }
  const jobs: Job[] = [];
  const names = BRANCHES.map((b) => b[1]).filter((b) => b !== 'Cardiff Central');
  for (let day = 9; day <= 29; day++) {
    const weekday = new Date(at2027(8, day)).getUTCDay();
    if (weekday === 0) continue;
    const count = weekday === 6 ? between(random, 25, 35) : between(random, 80, 100);
    for (let i = 0; i < count; i++) {
      jobs.push(booking(day, oneOf(random, SLOTS), oneOf(random, names)));
    }
    // Cardiff Central's own jobs: none before 09:00 on the 17th except the target.
    if (weekday !== 6) {
      const k = between(random, 1, 3);
      for (let i = 0; i < k; i++) {
        const slot = day === 17 ? oneOf(random, SLOTS.slice(4)) : oneOf(random, SLOTS);
        jobs.push(booking(day, slot, 'Cardiff Central'));
      }
    }
  }
  const octavia = MODELS.find((m) => m.model === 'Octavia Estate')!;
  jobs.push(
    {
      day: 17,
      slot: '08:00',
      branch: 'Cardiff Central',
      vrm: needle,
      model: octavia,
      job: ['Full service', 2.5],
      supplier: 'Halfords Autocentre Cardiff',
    },
    {
      day: 17,
      slot: '08:00',
      branch: 'Swansea',
      vrm: 'CY26 HWT',
      model: octavia,
      job: ['Interim service', 1.5],
      supplier: 'Kwik Fit Swansea',
    },
    {
      day: 10,
      slot: '08:00',
      branch: 'Cardiff Central',
      vrm: 'CY76 HTW',
      model: octavia,
      job: ['MOT', 1],
      supplier: 'Cardiff Motor Works',
    },
    booking(24, '08:00', 'Cardiff Central'),
    booking(16, '08:00', 'Cardiff Central'),
    booking(17, '13:30', 'Cardiff Central'),
  );
  jobs.sort((x, y) => x.day - y.day || x.slot.localeCompare(y.slot) || x.branch.localeCompare(y.branch));
  const header = (page: number) => [
    `KESTREL CAR HIRE LTD${' '.repeat(30)}FLEET MAINTENANCE - WORKSHOP SCHEDULE${' '.repeat(40)}Page ${String(page).padStart(3)}`,
    `Run: 14/08/2027 07:30   Period: 09/08/2027 - 29/08/2027   Region: ALL   Sort: DATE, SLOT, BRANCH${' '.repeat(30)}User: FLEETOPS`,
    '',
    `${'BRANCH'.padEnd(22)}${'VRM'.padEnd(10)}${'MAKE/MODEL'.padEnd(27)}${'JOB'.padEnd(25)}${'SUPPLIER'.padEnd(32)}${'DATE'.padEnd(12)}${'SLOT'.padEnd(7)}${'HRS'.padStart(5)}  ${'STATUS'.padEnd(15)}PO NUMBER`,
    `${'-'.repeat(20)}  ${'-'.repeat(8)}  ${'-'.repeat(25)}  ${'-'.repeat(23)}  ${'-'.repeat(30)}  ${'-'.repeat(10)}  ${'-'.repeat(5)}  ${'-'.repeat(5)}  ${'-'.repeat(13)}  ${'-'.repeat(9)}`,
  ];
  const lines: string[] = [];
  let page = 0;
  jobs.forEach((j, i) => {
    if (i % 55 === 0) {
      if (page > 0) lines.push('', `${' '.repeat(60)}- continued -`, '\f');
      page += 1;
      lines.push(...header(page));
    }
    const status =
      j.day < 14
        ? oneOf(random, ['COMPLETED', 'COMPLETED', 'COMPLETED', 'INVOICED'])
        : oneOf(random, ['BOOKED', 'BOOKED', 'CONFIRMED', 'CONFIRMED', 'AWAITING PARTS']);
    lines.push(
      `${j.branch.slice(0, 20).padEnd(22)}${j.vrm.padEnd(10)}${models(j.model).padEnd(27)}${j.job[0].padEnd(25)}${j.supplier.padEnd(32)}${ukDate(at2027(8, j.day)).padEnd(12)}${j.slot.padEnd(7)}${j.job[1].toFixed(1).padStart(5)}  ${status.padEnd(15)}PO-${between(random, 700_000, 799_999)}`,
    );
  });
  lines.push(
    '',
    `TOTAL JOBS: ${jobs.length}    TOTAL EST HOURS: ${jobs.reduce((s, j) => s + j.job[1], 0).toFixed(1)}`,
    '*** END OF REPORT ***',
  );
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 128: workshop schedule preamble',
    "We're a bit thin on the ground at the Cardiff desk next week, so I'm trying to work out which cars will be off the road. Which one's going into the garage first thing on Tuesday?",
    'workshop_schedule_report',
    output,
    'garage',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: every telematics unit as CSV; one unit's parked report interval is a day where its peers' are minutes. */
function d1TrackerIntervals(): EconomicsTask {
  const random = seededRandom(128_010);
  const needle = 'LR75KFD';
  const taken = new Set<string>([needle]);
  const n = 2600;
  const mid = 1311;
  const vrms = registrations(random, n, taken);
  vrms[mid] = needle;
  const ids = shuffle(
    random,
    Array.from({ length: 5200 }, (_, i) => 40_001 + i),
  )
    .slice(0, n)
    .sort((x, y) => x - y);
  const rows = [
    'unit_id,imei,vrm,make_model,home_branch,firmware,report_moving_s,report_parked_s,ignition,last_seen_utc,gps_fix,satellites,battery_v,odometer_km',
  ];
  ids.forEach((id, i) => {
    const model = oneOf(random, MODELS);
    const ev = model.fuel === 'electric';
    const odd = i === mid;
    const ignition = !odd && random() < 0.3 ? 'on' : 'off';
    const lastSeen = odd
      ? at2027(8, 13, 9, 41, 7)
      : ignition === 'on'
        ? at2027(8, 14, 7, 9) + pick(random, 60) * 1000
        : at2027(8, 14, 7, 10) - pick(random, ev ? 600 : 300) * 1000 + pick(random, 60) * 1000;
    const fw = random() < 0.82 ? '03.28.07.Rev.04' : '03.27.14.Rev.02';
    rows.push(
      [
        `KTU-${id}`,
        `3582400${chars(random, '0123456789', 8)}`,
        vrms[i],
        `${model.make} ${model.model}`,
        oneOf(random, BRANCHES)[0],
        fw,
        model.group.startsWith('P') ? 15 : 30,
        odd ? 86_400 : ev ? 600 : 300,
        ignition,
        `${iso(lastSeen).replace('T', ' ')}`,
        random() < 0.93 ? '3d' : '2d',
        between(random, 5, 19),
        (ignition === 'on' ? between(random, 138, 146) : between(random, 121, 129)) / 10,
        between(random, 3_000, 64_000),
      ].join(','),
    );
  });
  const output = `${rows.join('\n')}\n`;
  return probe(
    'round 128: tracker intervals csv',
    "One of our trackers only seems to check in about once a day when the car's parked, instead of every few minutes like the rest. Which car is it on?",
    'telematics_units_export',
    output,
    'tracker',
    needle,
  );
}

/** d2: last night's stock sync run in logfmt; one branch took tens of seconds where the others took two or three. */
function d2StockSyncLog(): EconomicsTask {
  const random = seededRandom(128_011);
  const needle = '48.713s';
  const taken = new Set<string>();
  const run = 'ss-20270814-0200';
  const lines: string[] = [];
  let t = at2027(8, 14, 2, 0, 3) + 114;
  const line = (level: string, worker: number, rest: string) =>
    lines.push(`ts=${iso(t)}.${String(t % 1000).padStart(3, '0')}+01:00 level=${level} job=stock-sync run=${run} worker=${worker} ${rest}`);
  line('info', 0, `msg="run start" branches=${BRANCHES.length} mode=full dms_timeout=120s`);
  t += 212;
  line('info', 0, 'msg="lock acquired" lock=stock-sync ttl=1800s');
  const slowAt = 19;
  BRANCHES.forEach(([code], i) => {
    const worker = (i % 4) + 1;
    const start = t;
    const dms = oneOf(random, ['kerridge', 'pinewood', 'kerridge']);
    const vehicles = between(random, 24, 46);
    t += between(random, 5, 40);
    line('info', worker, `branch=${code} msg="branch sync start" dms=${dms} expected=${vehicles}`);
    const pages = Math.ceil(vehicles / 10);
    for (let p = 1; p <= pages; p++) {
      const took = between(random, 90, 420);
      t += took;
      line(
        'info',
        worker,
        `branch=${code} msg="page fetched" page=${p}/${pages} vehicles=${p < pages ? 10 : vehicles - 10 * (pages - 1)} took=${took}ms`,
      );
    }
    if (i === slowAt) t += 46_006;
    const vrms = registrations(random, 8, taken);
    const moves = between(random, 0, 5);
    for (let k = 0; k < moves; k++) {
      t += between(random, 1, 6);
      line(
        'debug',
        worker,
        `branch=${code} msg="vehicle moved" vrm=${vrms[k]} from_bay=${'ABCDEF'[pick(random, 6)]}${pad2(between(random, 1, 10))} to_bay=${'ABCDEF'[pick(random, 6)]}${pad2(between(random, 1, 10))}`,
      );
    }
    const changes = between(random, 0, 3);
    for (let k = 0; k < changes; k++) {
      t += between(random, 1, 6);
      const [from, to] = oneOf(random, [
        ['cleaning', 'available'],
        ['awaiting_inspection', 'cleaning'],
        ['available', 'reserved'],
        ['on_hold', 'available'],
      ] as const);
      line('debug', worker, `branch=${code} msg="status changed" vrm=${vrms[5 + k]} from=${from} to=${to}`);
    }
    const diffTook = between(random, 4, 40);
    t += diffTook;
    const added = pick(random, 3);
    const removed = pick(random, 3);
    line(
      'info',
      worker,
      `branch=${code} msg="diff computed" added=${added} removed=${removed} moved=${moves} status_changed=${changes} took=${diffTook}ms`,
    );
    if (Math.abs(i - slowAt) > 3 && random() < 0.15) {
      t += between(random, 1, 5);
      line(
        'warn',
        worker,
        `branch=${code} msg="dms rate limit headroom low" remaining=${between(random, 3, 15)} reset_in=${between(random, 10, 58)}s`,
      );
    }
    const upsertTook = between(random, 30, 260);
    t += upsertTook;
    line('info', worker, `branch=${code} msg="upsert done" rows=${added + removed + moves + changes + 1} took=${upsertTook}ms`);
    t += between(random, 1, 9);
    const duration = i === slowAt ? needle : `${((t - start) / 1000).toFixed(3)}s`;
    if (i !== slowAt && duration === needle) throw new Error('d2: filler duration equals the needle');
    line('info', worker, `branch=${code} msg="branch sync complete" vehicles=${vehicles} duration=${duration}`);
    t += between(random, 20, 300);
  });
  const total = t - (at2027(8, 14, 2, 0, 3) + 114);
  line('info', 0, 'msg="availability cache invalidated" keys=1284');
  t += 41;
  line(
    'info',
    0,
    `msg="run complete" branches=${BRANCHES.length} ok=${BRANCHES.length} duration=${Math.floor(total / 60_000)}m${((total % 60_000) / 1000).toFixed(1)}s`,
  );
  t += 6;
  line('info', 0, 'msg="lock released" lock=stock-sync');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 128: stock sync outlier logfmt',
    "One branch's stock sync last night took far longer than all the others. How long did that one take?",
    'stock_sync_logs',
    output,
    'duration',
    needle,
  );
}

/** d3: this season's rate cards as XML; one card's deposit is ten times its peers'. */
function d3RateCards(): EconomicsTask {
  const random = seededRandom(128_012);
  const needle = 'RC-LEI01-CDMR-27S3';
  const GROUPS: readonly (readonly [string, number, number])[] = [
    ['ECMR', 32, 250],
    ['EDMR', 35, 250],
    ['EDAH', 38, 250],
    ['CDMR', 42, 300],
    ['CFMR', 45, 300],
    ['CDAE', 49, 300],
    ['IWMR', 52, 350],
    ['IFAR', 56, 350],
    ['IFAE', 61, 400],
    ['SDAR', 64, 400],
    ['FDAE', 78, 500],
    ['FFAE', 84, 500],
    ['PDAR', 96, 750],
    ['PFAR', 118, 750],
    ['FKMD', 88, 500],
  ];
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- rates-admin 4.1.0 export: season 27S3 (01/07/2027 - 30/09/2027), all branches -->',
    `<RateCards season="27S3" currency="GBP" generated="2027-08-14T07:00:12+01:00" count="${BRANCHES.length * GROUPS.length}">`,
  ];
  for (const [code, name] of BRANCHES) {
    const uplift = name.includes('London') || name.includes('Airport') ? 1.15 : 1;
    out.push(`  <!-- ${code} ${name} -->`);
    for (const [group, daily, deposit] of GROUPS) {
      const cardCode = `RC-${code}-${group}-27S3`;
      const d = Math.round(daily * uplift + between(random, -3, 6));
      const unlimited = group.startsWith('P') || random() < 0.2;
      out.push(
        `  <RateCard code="${cardCode}" branch="${code}" acriss="${group}" validFrom="2027-07-01" validTo="2027-09-30" status="published">`,
        `    <Daily currency="GBP">${money(d)}</Daily>`,
        `    <Weekly currency="GBP">${money(d * 6 - between(random, 0, 12))}</Weekly>`,
        `    <Mileage unlimited="${unlimited}" perDay="${unlimited ? 0 : oneOf(random, [150, 200, 200, 250])}" unit="mi" excessPerMile="${unlimited ? '0.00' : oneOf(random, ['0.20', '0.25', '0.30'])}"/>`,
        `    <Deposit amount="${money(cardCode === needle ? 3000 : deposit)}" currency="GBP" method="card-preauth" releaseDays="${oneOf(random, [5, 7, 7, 10])}"/>`,
        `    <YoungDriver minAge="${group.startsWith('P') ? 25 : 21}" surchargePerDay="${money(oneOf(random, [15, 18, 18, 22]))}"/>`,
        `    <OneWay allowed="${group !== 'FKMD'}" fee="${money(oneOf(random, [60, 75, 75, 90]))}"/>`,
        `    <Extras gps="${money(9.5)}" childSeat="${money(oneOf(random, [8, 9]))}" additionalDriver="${money(oneOf(random, [10, 12, 12]))}" fullProtection="${money(group.startsWith('P') ? 32 : oneOf(random, [19, 21, 24]))}"/>`,
        `    <Updated by="${oneOf(random, ['m.reid', 'j.patel', 's.lindqvist', 'rates-bot'])}" at="2027-0${between(random, 6, 8)}-${pad2(between(random, 1, 28))}T${pad2(between(random, 8, 18))}:${pad2(pick(random, 60))}:00+01:00"/>`,
        '  </RateCard>',
      );
    }
  }
  out.push('</RateCards>');
  const output = `${out.join('\n')}\n`;
  return probe(
    'round 128: rate card deposit xml',
    "A customer's complained that we put a huge hold on their card for a small hatchback. Which rate card asks for a deposit way out of line with the others?",
    'rate_cards_export',
    output,
    'rate-card',
    needle,
  );
}

export function roundOneHundredTwentyEight(): EconomicsTask[] {
  return [
    a1TelematicsTrips(),
    a2BrokerReservations(),
    a3FinesInbox(),
    b1BranchStock(),
    b2DamageInspections(),
    b3TelematicsRegistry(),
    c1CounterLog(),
    c2LoyaltyExpiry(),
    c3WorkshopSchedule(),
    d1TrackerIntervals(),
    d2StockSyncLog(),
    d3RateCards(),
  ];
}
