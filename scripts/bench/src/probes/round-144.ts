/**
 * Probe round 144, written blind: Calderbrook University, a made-up university's registry (student records, module enrolment, timetabling and room bookings, exam board results, tuition fees, library and VLE access logs). "Today" is Monday, 11 September 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - student records search (minified JSON): the student number of one MSc student among namesakes;
 *  - room bookings export (one-line XML): the room a weekly seminar moved to for one Thursday;
 *  - library turnstile export (CSV, one huge events field): whose card went through one gate at one second;
 * b. The answer a few lines away from the line the question's words match:
 *  - extenuating circumstances claims (YAML): the claim reference of one student's claim about one resit exam;
 *  - room booking search (pretty JSON): who holds a room for the open day, among a cancelled and other bookings;
 *  - library active loans report (indented text): the barcode of one patron's copy of one edition;
 * c. A question that paraphrases the output or carries a preamble:
 *  - aged debt report (fixed-width): what an international master's student on a registration hold still owes;
 *  - VLE course log (Moodle CSV): when a student last watched one week's lecture recording;
 *  - online enrolment service log (key=value): the reference a fresher was given when he finished enrolling;
 * d. One value unlike its peers, with no error word near it:
 *  - timetable feed (iCalendar): the tutorial that runs far longer than the others;
 *  - fee tariff page (HTML): the full-time undergraduate degree with a different home fee;
 *  - VLE scheduled backup log (text log): the course whose backup is far bigger than the rest.
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=144
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,123,000 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 144: student search, minified JSON
 *     codex: 12,557 tokens, peak 12,468, 0/1 needles, 0 read-backs
 *     context-chef: 672 tokens, peak 583, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,643 tokens, peak 1,335, 1/1 needles, 1 read-backs
 *     ours: 4,085 tokens, peak 1,711, 1/1 needles, 2 read-backs
 *   round 144: room bookings export, one-line XML
 *     codex: 222 tokens, peak 138, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,247 tokens, peak 5,138, 1/1 needles, 4 read-backs
 *     ours: 16,493 tokens, peak 6,580, 1/1 needles, 4 read-backs
 *   round 144: turnstile export, CSV with one huge field
 *     codex: 258 tokens, peak 158, 0/1 needles, 0 read-backs
 *     context-chef: 977 tokens, peak 877, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,996 tokens, peak 2,124, 1/1 needles, 1 read-backs
 *     ours: 4,396 tokens, peak 3,287, 1/1 needles, 1 read-backs
 *   round 144: EC claims, YAML
 *     codex: 12,084 tokens, peak 12,008, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,933 tokens, peak 1,514, 0/1 needles, 2 read-backs
 *     ours: 940 tokens, peak 666, 1/1 needles, 0 read-backs
 *   round 144: room booking search, pretty JSON
 *     codex: 13,422 tokens, peak 13,330, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,101 tokens, peak 6,695, 0/1 needles, 4 read-backs
 *     ours: 25,434 tokens, peak 9,437, 1/1 needles, 4 read-backs
 *   round 144: library loans report, indented text
 *     codex: 14,415 tokens, peak 14,319, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 604, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,098 tokens, peak 3,161, 0/1 needles, 3 read-backs
 *     ours: 2,286 tokens, peak 1,277, 1/1 needles, 1 read-backs
 *   round 144: aged debt report, fixed-width
 *     codex: 16,490 tokens, peak 16,375, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,073 tokens, peak 1,323, 0/1 needles, 4 read-backs
 *     ours: 4,537 tokens, peak 960, 1/1 needles, 4 read-backs
 *   round 144: VLE course log, Moodle CSV
 *     codex: 14,380 tokens, peak 14,293, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,329 tokens, peak 3,762, 0/1 needles, 2 read-backs
 *     ours: 8,078 tokens, peak 4,370, 0/1 needles, 2 read-backs
 *   round 144: online enrolment logs, key=value
 *     codex: 16,564 tokens, peak 16,439, 0/1 needles, 0 read-backs
 *     context-chef: 886 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,771 tokens, peak 2,365, 1/1 needles, 1 read-backs
 *     ours: 3,531 tokens, peak 2,506, 1/1 needles, 1 read-backs
 *   round 144: timetable feed, iCalendar
 *     codex: 13,811 tokens, peak 13,717, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,753 tokens, peak 2,831, 0/1 needles, 3 read-backs
 *     ours: 13,721 tokens, peak 4,999, 0/1 needles, 4 read-backs
 *   round 144: fee tariff page, HTML
 *     codex: 15,097 tokens, peak 15,006, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,513 tokens, peak 1,254, 0/1 needles, 1 read-backs
 *     ours: 2,089 tokens, peak 1,117, 0/1 needles, 1 read-backs
 *   round 144: VLE backup task log, text
 *     codex: 17,823 tokens, peak 17,736, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,950 tokens, peak 1,284, 0/1 needles, 4 read-backs
 *     ours: 4,119 tokens, peak 886, 1/1 needles, 4 read-backs
 *     codex: 147,123 tokens, 0/12 needles
 *     context-chef: 9,037 tokens, 0/12 needles
 *     context-chef-store: 83,407 tokens, 4/12 needles
 *     ours: 89,709 tokens, 9/12 needles
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
// Shared registry data: names, modules, rooms, dates.

const FIRST_NAMES: readonly string[] = [
  'Oliver',
  'Amelia',
  'Mohammed',
  'Isla',
  'Noah',
  'Ava',
  'Jack',
  'Freya',
  'Harry',
  'Ivy',
  'Leo',
  'Florence',
  'Oscar',
  'Willow',
  'Arthur',
  'Sophia',
  'Muhammad',
  'Grace',
  'George',
  'Lily',
  'Theo',
  'Evie',
  'Archie',
  'Mia',
  'Charlie',
  'Ella',
  'Alfie',
  'Rosie',
  'Jacob',
  'Poppy',
  'Finley',
  'Daisy',
  'Kai',
  'Aisha',
  'Ravi',
  'Chloe',
  'Ibrahim',
  'Zara',
  'Tomasz',
  'Niamh',
  'Ewan',
  'Siobhan',
  'Kwame',
  'Chidi',
  'Mei',
  'Wei',
  'Yusuf',
  'Fatima',
  'Priya',
  'Ananya',
  'Lucas',
  'Hannah',
  'Callum',
  'Eilidh',
  'Rhys',
  'Cerys',
  'Dylan',
  'Megan',
  'Sean',
  'Ellie',
  'Joseph',
  'Samuel',
  'Imogen',
  'Kofi',
  'Lena',
  'Matteo',
  'Sofia',
  'Ruth',
  'Bethany',
  'Owen',
];

const SURNAMES: readonly string[] = [
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
  'Khan',
  'Ahmed',
  'Hussain',
  'Singh',
  'Kaur',
  'Begum',
  'Okafor',
  'Adeyemi',
  'Mensah',
  'Nowak',
  'Kowalski',
  'Murphy',
  "O'Brien",
  'MacDonald',
  'Campbell',
  'Stewart',
  'Lewis',
  'Hughes',
  'Edwards',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Nguyen',
  'Kim',
  'Ali',
  'Shah',
  'Ibbotson',
  'Fairbairn',
  'Whitfield',
  'Doyle',
  'Achterberg',
  'Fitzgerald',
  'Harrington',
  'Pemberton',
  'Lindqvist',
  'Osei',
  'Mbeki',
  'Ferreira',
  'Rossi',
  'Novak',
  'Byrne',
  'Gallagher',
  'Reid',
  'Kerr',
  'Sutherland',
  'Iqbal',
  'Rahman',
  'Okonjo',
  'Varga',
  'Sato',
];

/** Modules of the 2028/29 catalogue: code and title. */
const MODULES: readonly (readonly [string, string])[] = [
  ['ECON1101', 'Principles of Microeconomics'],
  ['ECON1102', 'Principles of Macroeconomics'],
  ['ECON2203', 'Macroeconomics II'],
  ['ECON2204', 'Microeconomics II'],
  ['ECON2210', 'Econometrics I'],
  ['ECON3315', 'Development Economics'],
  ['ECON3320', 'Behavioural Economics'],
  ['LAW1010', 'Legal Method and Skills'],
  ['LAW2041', 'Contract Law'],
  ['LAW2043', 'Law of Torts'],
  ['LAW3050', 'Public International Law'],
  ['PSY1001', 'Introduction to Psychology'],
  ['PSY2107', 'Research Methods and Statistics II'],
  ['PSY3104', 'Cognitive Neuroscience'],
  ['COMP1005', 'Programming Fundamentals'],
  ['COMP2012', 'Algorithms and Data Structures'],
  ['COMP3021', 'Machine Learning'],
  ['COMP7140', 'Data Science Foundations'],
  ['MATH1020', 'Calculus and Linear Algebra'],
  ['MATH2310', 'Probability and Statistics'],
  ['HIST2205', 'Early Modern Europe'],
  ['HIST3312', 'The British Empire, 1857-1947'],
  ['GEOG2231', 'Geographical Information Systems'],
  ['GEOG3140', 'Climate Change and Society'],
  ['ENGL2108', 'Victorian Literature'],
  ['MECH1201', 'Engineering Mechanics'],
  ['MECH2204', 'Thermodynamics and Fluids'],
  ['BIOL1003', 'Cell Biology'],
  ['BIOL2207', 'Genetics'],
  ['NURS1100', 'Foundations of Nursing Practice'],
  ['MGMT2115', 'Organisational Behaviour'],
  ['MGMT3302', 'Strategic Management'],
  ['ACCT1001', 'Financial Accounting'],
  ['SOCI2120', 'Social Theory'],
  ['POLS2230', 'Comparative Politics'],
];

const pickName = (random: () => number): [string, string] => [oneOf(random, FIRST_NAMES), oneOf(random, SURNAMES)];

/** A Calderbrook student number: C2 and six digits. */
const studentNumber = (random: () => number): string => `C2${between(random, 100000, 999999)}`;

/** An amount in pence as pounds with thousands separators: 431250 -> 4,312.50. */
function money(pence: number): string {
  const [whole, frac] = (pence / 100).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac!}`;
}

/** A whole number with thousands separators. */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A 2028 date plus `seconds`, as a Date whose UTC fields hold the UK wall-clock time. */
const at2028 = (month: number, day: number, seconds = 0): Date => new Date(Date.UTC(2028, month - 1, day) + seconds * 1000);
const ymd = (d: Date): string => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const hms = (d: Date): string => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
/** UK local offset for a 2028 local date: BST until 29 October. */
const ukOffset = (d: Date): string => (d.getTime() < Date.UTC(2028, 9, 29, 1) ? '+01:00' : '+00:00');
const ukStamp = (d: Date): string => `${ymd(d)}T${hms(d)}${ukOffset(d)}`;
const lower = (s: string): string => s.toLowerCase().replace(/[^a-z-]/g, '');

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the student records API's search, minified JSON on one line; namesakes on other programmes. */
function a1StudentSearch(): EconomicsTask {
  const random = seededRandom(144_001);
  const needle = 'C2471953';
  const used = new Set<string>([needle]);
  const programmes = [
    { code: 'BSC-CS-FT', title: 'BSc (Hons) Computer Science', level: 'UG', mode: 'FT', department: 'Computer Science', years: 3 },
    { code: 'BSC-DS-FT', title: 'BSc (Hons) Data Science', level: 'UG', mode: 'FT', department: 'Computer Science', years: 3 },
    { code: 'MSC-DSCI-FT', title: 'MSc Data Science', level: 'PGT', mode: 'FT', department: 'Computer Science', years: 1 },
    { code: 'MSC-DSCI-PT', title: 'MSc Data Science', level: 'PGT', mode: 'PT', department: 'Computer Science', years: 2 },
    { code: 'MSC-AI-FT', title: 'MSc Artificial Intelligence', level: 'PGT', mode: 'FT', department: 'Computer Science', years: 1 },
    { code: 'BA-ECON-FT', title: 'BA (Hons) Economics', level: 'UG', mode: 'FT', department: 'Economics', years: 3 },
    { code: 'BSC-MATH-FT', title: 'BSc (Hons) Mathematics', level: 'UG', mode: 'FT', department: 'Mathematics', years: 3 },
    { code: 'MSC-BDA-FT', title: 'MSc Business Data Analytics', level: 'PGT', mode: 'FT', department: 'Management', years: 1 },
  ] as const;
  const tutors = ['Dr A. Pemberton', 'Prof. K. Lindqvist', 'Dr S. Rahman', 'Dr M. Ferreira', 'Dr J. Okonjo', 'Dr L. Varga', 'Dr H. Sato'];
  const statuses = [
    ['EN', 'Enrolled'],
    ['EN', 'Enrolled'],
    ['EN', 'Enrolled'],
    ['IP', 'Enrolment in progress'],
    ['RE', 'Re-registration pending'],
  ] as const;
  const record = (id: string, surname: string, forenames: string, programme: (typeof programmes)[number], year: number) => {
    const status = oneOf(random, statuses);
    const start = programme.level === 'PGT' ? 2028 : 2029 - year;
    const born = start - (programme.level === 'PGT' ? between(random, 21, 34) : between(random, 18, 20));
    const email = `${lower(forenames.split(' ')[0]!)}.${lower(surname)}${between(random, 1, 99)}@student.calderbrook.ac.uk`;
    return {
      student_id: id,
      hesa_id: `${start - 2000}${between(random, 10, 99)}${chars(random, '0123456789', 9)}`,
      surname,
      forenames,
      preferred_name: random() < 0.15 ? forenames.slice(0, 3) : null,
      date_of_birth: `${born}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      email,
      programme: { code: programme.code, title: programme.title, level: programme.level, mode: programme.mode, year_of_study: year },
      department: programme.department,
      enrolment_status: status[0],
      enrolment_status_desc: status[1],
      fee_status: random() < 0.7 ? 'H' : 'O',
      start_date: `${start}-09-18`,
      expected_end_date: `${start + programme.years}-${programme.level === 'PGT' ? '09-30' : '06-30'}`,
      personal_tutor: oneOf(random, tutors),
      term_postcode: `CB${between(random, 1, 9)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      disability_support: random() < 0.12,
      last_updated: `2028-0${between(random, 7, 9)}-${pad2(between(random, 1, 10))}T${pad2(between(random, 7, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
    };
  };
  const fresh = () => {
    let id = studentNumber(random);
    while (used.has(id)) id = studentNumber(random);
    used.add(id);
    return id;
  };
  const rows: ReturnType<typeof record>[] = [];
  for (let i = 0; i < 640; i++) {
    const [first, surname] = pickName(random);
    const programme = oneOf(random, programmes);
    const second = random() < 0.4 ? ` ${oneOf(random, FIRST_NAMES)}` : '';
    rows.push(record(fresh(), surname, first + second, programme, between(random, 1, programme.years)));
  }
  const target = record(needle, 'Oyelaran-Whitfield', 'Priyanka Adebola', programmes[2], 1);
  rows.splice(Math.floor(rows.length * 0.2), 0, record(fresh(), 'Oyelaran-Whitfield', 'Priya', programmes[1], 2));
  rows.splice(Math.floor(rows.length * 0.36), 0, record(fresh(), 'Oyelaran', 'Priyanka', programmes[0], 3));
  rows.splice(Math.floor(rows.length * 0.5), 0, target);
  rows.splice(Math.floor(rows.length * 0.63), 0, record(fresh(), 'Whitfield', 'Priyanka Jane', programmes[3], 1));
  rows.splice(Math.floor(rows.length * 0.74), 0, record(fresh(), 'Adeyemi', 'Priyanka', programmes[2], 1));
  const output = JSON.stringify({
    request_id: `req_${hex(random, 16)}`,
    query: { department: 'Computer Science,Economics,Mathematics,Management', academic_year: '2028/29', include_inactive: false },
    total: rows.length,
    page: 1,
    page_size: 1000,
    results: rows,
  });
  return probe(
    'round 144: student search, minified JSON',
    "Can you find me the student number for Priyanka Oyelaran-Whitfield? She's doing the full-time MSc in Data Science, not the undergrad course.",
    'student_records_search',
    output,
    'student-number',
    needle,
    true,
  );
}

/** Teaching rooms of the estate (the Moot Court is booked once, by a2's moved seminar). */
const ROOMS: readonly { code: string; building: string; capacity: number }[] = [
  { code: 'ASH-1.04', building: 'Ashworth Building', capacity: 30 },
  { code: 'ASH-1.11', building: 'Ashworth Building', capacity: 40 },
  { code: 'ASH-2.11', building: 'Ashworth Building', capacity: 40 },
  { code: 'ASH-2.12', building: 'Ashworth Building', capacity: 24 },
  { code: 'BRK-G.02', building: 'Brackley Hall', capacity: 60 },
  { code: 'BRK-1.15', building: 'Brackley Hall', capacity: 35 },
  { code: 'DUN-LT1', building: 'Dunmore Lecture Theatres', capacity: 320 },
  { code: 'DUN-LT2', building: 'Dunmore Lecture Theatres', capacity: 180 },
  { code: 'HLB-1.22', building: 'Holbrook Building', capacity: 30 },
  { code: 'HLB-2.05', building: 'Holbrook Building', capacity: 28 },
  { code: 'HLB-2.07', building: 'Holbrook Building', capacity: 28 },
  { code: 'KEL-0.14', building: 'Kelsall Science Centre', capacity: 90 },
  { code: 'KEL-1.30', building: 'Kelsall Science Centre', capacity: 48 },
  { code: 'MRG-3.07', building: 'Margrave House', capacity: 20 },
  { code: 'TEN-1.10', building: 'Tennant Building', capacity: 45 },
  { code: 'TEN-2.03', building: 'Tennant Building', capacity: 32 },
  { code: 'WHT-LT2', building: 'Whitcombe Hall', capacity: 150 },
];

/** a2: the room booking system's term export, the whole document on one line; a seminar moved for one week. */
function a2RoomBookingsExport(): EconomicsTask {
  const random = seededRandom(144_002);
  const needle = 'TEN-0.07';
  const staff = ['Dr A. Pemberton', 'Prof. R. Harrington', 'Dr C. Byrne', 'Ms T. Gallagher', 'Dr N. Osei', 'Dr E. Kerr', 'Dr F. Rossi'];
  const kinds = [
    ['Lecture', 1],
    ['Seminar', 1],
    ['Seminar', 1],
    ['Tutorial', 1],
    ['Workshop', 2],
    ['Practical', 2],
  ] as const;
  interface Booking {
    room: (typeof ROOMS)[number] | { code: string; building: string; capacity: number; name: string };
    start: Date;
    hours: number;
    module: string;
    title: string;
    kind: string;
    group: number;
    staff: string;
    expected: number;
    modified: Date;
    note?: string;
  }
  const bookings: Booking[] = [];
  const termStart = at2028(9, 18);
  const addWeekly = (
    module: string,
    title: string,
    kind: string,
    group: number,
    dayOfWeek: number,
    hour: number,
    hours: number,
    room: Booking['room'],
  ) => {
    const who = oneOf(random, staff);
    const expected = Math.min(room.capacity, between(random, 12, room.capacity));
    for (let week = 0; week < 11; week++) {
      const start = new Date(termStart.getTime() + ((week * 7 + dayOfWeek) * 24 + hour) * 3600_000);
      const modified = at2028(8, between(random, 1, 31), between(random, 8 * 3600, 18 * 3600));
      bookings.push({ room, start, hours, module, title, kind, group, staff: who, expected, modified });
    }
  };
  for (const [code, title] of MODULES) {
    if (code === 'LAW2041') continue;
    const activities = between(random, 2, 4);
    for (let g = 0; g < activities; g++) {
      const [kind, hours] = oneOf(random, kinds);
      const room =
        kind === 'Lecture'
          ? oneOf(
              random,
              ROOMS.filter((r) => r.capacity >= 150),
            )
          : oneOf(
              random,
              ROOMS.filter((r) => r.capacity < 150),
            );
      addWeekly(code, title, kind, kind === 'Lecture' ? 0 : g + 1, pick(random, 5), between(random, 9, 17 - hours), hours, room);
    }
  }
  // Contract Law seminars: group 1 on Thursday mornings, group 2 on Thursdays at 2pm in HLB-2.05, except week 3.
  const hlb205 = ROOMS.find((r) => r.code === 'HLB-2.05')!;
  const hlb122 = ROOMS.find((r) => r.code === 'HLB-1.22')!;
  addWeekly('LAW2041', 'Contract Law', 'Seminar', 1, 3, 10, 1, hlb122);
  addWeekly('LAW2041', 'Contract Law', 'Seminar', 2, 3, 14, 1, hlb205);
  addWeekly(
    'LAW2041',
    'Contract Law',
    'Lecture',
    0,
    0,
    11,
    1,
    ROOMS.find((r) => r.code === 'DUN-LT2')!,
  );
  const moved = bookings.findIndex((b) => b.module === 'LAW2041' && b.group === 2 && ymd(b.start) === '2028-10-05');
  const target: Booking = {
    ...bookings[moved]!,
    room: { code: needle, building: 'Tennant Building', capacity: 60, name: 'Moot Court Room' },
    modified: at2028(9, 6, 15 * 3600 + 42 * 60 + 11),
    note: 'Room change for week 3 only (HLB-2.05 out of use, AV refit)',
  };
  bookings.splice(moved, 1);
  // A few one-off bookings at the same hour that Thursday, in other rooms.
  for (const code of ['ASH-2.11', 'KEL-1.30', 'TEN-1.10', 'BRK-G.02']) {
    const room = ROOMS.find((r) => r.code === code)!;
    const [mod, title] = oneOf(random, MODULES);
    bookings.push({
      room,
      start: at2028(10, 5, 14 * 3600),
      hours: 1,
      module: mod,
      title,
      kind: 'Seminar',
      group: between(random, 3, 6),
      staff: oneOf(random, staff),
      expected: between(random, 10, room.capacity),
      modified: at2028(8, between(random, 1, 31), 36_000),
    });
  }
  shuffle(random, bookings);
  bookings.splice(Math.floor(bookings.length * 0.5), 0, target);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const parts = bookings.map((b, i) => {
    const end = new Date(b.start.getTime() + b.hours * 3600_000);
    const name = 'name' in b.room ? ` name="${b.room.name}"` : '';
    const note = b.note ? `<Note>${escape(b.note)}</Note>` : '';
    return (
      `<Booking ref="RB-2028-${113_000 + i * 3 + pick(random, 3)}" status="Confirmed" category="Teaching">` +
      `<Room code="${b.room.code}" building="${b.room.building}"${name} capacity="${b.room.capacity}"/>` +
      `<Start>${ukStamp(b.start)}</Start><End>${ukStamp(end)}</End>` +
      `<Activity module="${b.module}" title="${escape(b.title)}" kind="${b.kind}" group="${b.group}"/>` +
      `<Staff>${b.staff}</Staff><ExpectedAttendance>${b.expected}</ExpectedAttendance>` +
      `<BookedBy>timetabling@calderbrook.ac.uk</BookedBy><LastModified>${ukStamp(b.modified)}</LastModified>${note}</Booking>`
    );
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<BookingExport xmlns="urn:calderbrook:rbs:export:2" system="CalderbrookRBS" generated="2028-09-11T07:15:02+01:00" term="AUT28" weeks="1-11" count="${bookings.length}">` +
    parts.join('') +
    '</BookingExport>\n';
  return probe(
    'round 144: room bookings export, one-line XML',
    "Where's the Contract Law seminar on Thursday 5 October at 2pm? I heard it isn't in its usual room that week.",
    'room_bookings_export',
    output,
    'moved-room',
    needle,
    true,
  );
}

/** a3: the access control system's daily export, one CSV row per gate and day with every swipe in one field. */
function a3TurnstileExport(): EconomicsTask {
  const random = seededRandom(144_003);
  const needle = 'C2390114';
  const moment = 15 * 3600 + 47 * 60 + 7;
  const students = new Set<string>();
  while (students.size < 2600) {
    const id = studentNumber(random);
    if (id !== needle) students.add(id);
  }
  const pool = [...students];
  const staffCards = Array.from({ length: 180 }, () => `S${between(random, 100000, 199999)}`);
  const card = () =>
    random() < 0.9
      ? oneOf(random, pool)
      : random() < 0.8
        ? oneOf(random, staffCards)
        : `V${pad2(between(random, 1, 40))}${between(random, 1000, 9999)}`;
  const clock = (s: number) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
  /** Seconds of the day, heavier through the middle of the day. */
  const when = (open: number, close: number) => {
    const u = (random() + random() + random()) / 3;
    return Math.floor(open + (close - open) * (0.15 * random() + 0.85 * u));
  };
  const gates = [
    ['HAR-N1', 'Harcourt Library', 'North entrance turnstile 1', 1.07],
    ['HAR-N2', 'Harcourt Library', 'North entrance turnstile 2', 1],
    ['HAR-S1', 'Harcourt Library', 'South entrance turnstile 1', 0.83],
    ['SCI-M1', 'Kelsall Science Library', 'Main entrance turnstile 1', 0.61],
  ] as const;
  const days = [
    ['2028-09-08', 8 * 3600, 23 * 3600 + 45 * 60, 5400],
    ['2028-09-09', 10 * 3600, 18 * 3600, 2300],
  ] as const;
  const rows = ['controller_id,site,location,date,direction,events_count,first_event,last_event,events'];
  for (const [gate, site, location, share] of gates) {
    for (const [date, open, close, count] of days) {
      const isTarget = gate === 'HAR-N2' && date === '2028-09-08';
      const seconds: number[] = [];
      for (let i = 0, n = Math.round(count * share) + between(random, 0, 40); i < n; i++) {
        const s = when(open, close);
        if (s !== moment) seconds.push(s);
      }
      // Near misses: the same second at other gates and days.
      if (!isTarget && (gate !== 'SCI-M1' || date === '2028-09-08')) seconds.push(moment);
      seconds.sort((x, y) => x - y);
      const events = seconds.map((s) => `${clock(s)} ${card()} IN`);
      if (isTarget) {
        const slot = seconds.findIndex((s) => s > moment);
        events.splice(slot, 0, `${clock(moment)} ${needle} IN`);
      }
      const first = events[0]!.slice(0, 8);
      const last = events[events.length - 1]!.slice(0, 8);
      rows.push(`${gate},${site},${location},${date},IN,${events.length},${first},${last},"${events.join(';')}"`);
    }
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 144: turnstile export, CSV with one huge field',
    'Security think someone got into Harcourt Library on a borrowed card through north turnstile 2 on Friday, at 15:47:07 by the gate clock. Whose card was swiped at that exact second?',
    'access_control_export',
    output,
    'swiped-card',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the extenuating circumstances panel's claims for the resit period, as YAML; the student has two claims on one module. */
function b1EcClaims(): EconomicsTask {
  const random = seededRandom(144_004);
  const programmes = [
    'BA (Hons) Economics',
    'BSc (Hons) Economics and Finance',
    'LLB (Hons) Law',
    'BSc (Hons) Psychology',
    'BSc (Hons) Computer Science',
    'BA (Hons) History',
    'BEng (Hons) Mechanical Engineering',
    'BSc (Hons) Geography',
  ];
  const categories = [
    'Medical',
    'Medical',
    'Bereavement',
    'Personal or family',
    'Caring responsibilities',
    'Financial hardship',
    'Technical (online assessment)',
    'Victim of crime',
  ];
  const outcomes = ['Deferral', 'Extension', 'Uncapped resit', 'Disregard attempt'];
  const components = ['Exam (resit)', 'Coursework 1 (resit)', 'Coursework 2 (resit)', 'Portfolio (resit)', 'Online test (resit)'];
  const caseworkers = ['s.ibbotson', 'm.achterberg', 'k.reid', 'p.sutherland', 'd.novak'];
  interface Claim {
    student: string;
    name: string;
    programme: string;
    assessments: { module: string; title: string; component: string; due: string }[];
    category: string;
    requested: string;
  }
  const assessment = (): Claim['assessments'][number] => {
    const [module, title] = oneOf(random, MODULES);
    return { module, title, component: oneOf(random, components), due: `2028-08-${pad2(between(random, 7, 25))}` };
  };
  const claims: Claim[] = [];
  for (let i = 0; i < 620; i++) {
    const [first, surname] = pickName(random);
    const n = random() < 0.75 ? 1 : between(random, 2, 3);
    claims.push({
      student: studentNumber(random),
      name: `${first} ${surname}`,
      programme: oneOf(random, programmes),
      assessments: Array.from({ length: n }, assessment),
      category: oneOf(random, categories),
      requested: oneOf(random, outcomes),
    });
  }
  const macro = (component: string, due: string) => ({ module: 'ECON2203', title: 'Macroeconomics II', component, due });
  const ellie = { student: 'C2598231', name: 'Ellie Marchbanks', programme: 'BA (Hons) Economics' };
  const target: Claim = { ...ellie, assessments: [macro('Exam (resit)', '2028-08-17')], category: 'Medical', requested: 'Deferral' };
  claims.splice(Math.floor(claims.length * 0.32), 0, {
    ...ellie,
    assessments: [macro('Coursework 2 (resit)', '2028-08-11')],
    category: 'Medical',
    requested: 'Extension',
  });
  claims.splice(Math.floor(claims.length * 0.41), 0, {
    student: 'C2611408',
    name: 'Eleanor Marchbank',
    programme: 'BSc (Hons) Economics and Finance',
    assessments: [macro('Exam (resit)', '2028-08-17')],
    category: 'Bereavement',
    requested: 'Deferral',
  });
  claims.splice(Math.floor(claims.length * 0.5), 0, target);
  claims.splice(Math.floor(claims.length * 0.58), 0, {
    student: 'C2540377',
    name: 'Ellie Marsh',
    programme: 'BA (Hons) Economics',
    assessments: [
      macro('Exam (resit)', '2028-08-17'),
      { module: 'ECON2210', title: 'Econometrics I', component: 'Exam (resit)', due: '2028-08-21' },
    ],
    category: 'Medical',
    requested: 'Deferral',
  });
  let seq = 4001;
  let day = 0;
  const lines = [
    '# Extenuating Circumstances Panel - claims for the August 2028 resit period',
    '# exported 2028-09-11T08:02:44+01:00 by ecp-export 3.4.1 (filter: session=2027/28, period=RESIT-AUG)',
    'panel: ECP-2028-09',
    'meeting_date: 2028-09-14',
    'chair: Dr K. Reid',
    `claim_count: ${claims.length}`,
    'claims:',
  ];
  let needle = '';
  for (const c of claims) {
    seq += between(random, 1, 3);
    if (random() < 0.034) day++;
    const ref = `EC-2028-${String(seq).padStart(5, '0')}`;
    if (c === target) needle = ref;
    const submitted = at2028(8, Math.min(31, 10 + day), between(random, 8 * 3600, 23 * 3600));
    const pending = random() < 0.55;
    lines.push(
      `  - claim_ref: ${ref}`,
      `    submitted: ${ukStamp(submitted)}`,
      '    student:',
      `      id: ${c.student}`,
      `      name: ${c.name}`,
      `      programme: ${c.programme}`,
      `    category: ${c.category}`,
      '    evidence:',
      `      status: ${random() < 0.7 ? 'Received' : 'Awaited'}`,
      `      documents: ${between(random, 0, 4)}`,
      '    assessments:',
    );
    for (const a of c.assessments) {
      lines.push(
        `      - module: ${a.module}`,
        `        title: ${a.title}`,
        `        component: ${a.component}`,
        `        original_due: ${a.due}`,
      );
    }
    lines.push(
      `    requested_outcome: ${c.requested}`,
      `    panel_outcome: ${pending ? 'pending' : oneOf(random, ['accepted', 'accepted', 'not accepted - insufficient evidence', 'referred to chair'])}`,
      `    caseworker: ${oneOf(random, caseworkers)}`,
    );
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 144: EC claims, YAML',
    "What's the claim reference for Ellie Marchbanks' EC claim about her Macro II resit exam?",
    'ec_claims_list',
    output,
    'claim-ref',
    needle,
  );
}

/** b2: the room booking API's search for the second half of September, pretty JSON; the open day fills the Saturday. */
function b2RoomBookingSearch(): EconomicsTask {
  const random = seededRandom(144_005);
  const needle = 'Rosalind Okonkwo-Baptiste';
  interface Person {
    name: string;
    email: string;
    department: string;
  }
  const timetabling: Person = { name: 'Central Timetabling', email: 'timetabling@calderbrook.ac.uk', department: 'Academic Registry' };
  const openDayTeam: Person = { name: 'Open Day Events Team', email: 'opendays@calderbrook.ac.uk', department: 'Student Recruitment' };
  const departments = [
    'School of Economics',
    'School of Law',
    'Department of Psychology',
    'Computer Science',
    'Students\u2019 Union',
    'Careers Service',
    'Library Services',
    'Estates',
  ];
  const person = (): Person => {
    const [first, surname] = pickName(random);
    return {
      name: `${first} ${surname}`,
      email: `${first[0]!.toLowerCase()}.${lower(surname)}@calderbrook.ac.uk`,
      department: oneOf(random, departments),
    };
  };
  interface Booking {
    room: (typeof ROOMS)[number];
    start: Date;
    hours: number;
    title: string;
    category: string;
    status: string;
    by: Person;
    costCentre: string | null;
    notes: string | null;
    created?: Date;
  }
  const bookings: Booking[] = [];
  const room = (code: string) => ROOMS.find((r) => r.code === code)!;
  // Weekday teaching and meetings, 18 to 29 September.
  for (let d = 18; d <= 29; d++) {
    const weekday = (d - 18) % 7;
    if (weekday >= 5) continue;
    for (const r of ROOMS) {
      for (let hour = 9; hour < 18; hour++) {
        if (random() < 0.5) continue;
        const [code, title] = oneOf(random, MODULES);
        const teaching = random() < 0.8;
        bookings.push({
          room: r,
          start: at2028(9, d, hour * 3600),
          hours: 1,
          title: teaching
            ? `${code} ${title} - ${oneOf(random, ['Seminar', 'Tutorial', 'Workshop', 'Lecture'])}`
            : oneOf(random, ['Staff meeting', 'PhD viva', 'Welcome Week drop-in', 'Programme team meeting', 'Interview panel']),
          category: teaching ? 'TEACHING' : 'MEETING',
          status: 'CONFIRMED',
          by: teaching ? timetabling : person(),
          costCentre: teaching ? null : `CC-${between(random, 1000, 4999)}`,
          notes: null,
        });
      }
    }
  }
  // The open day on Saturday 23 September.
  const openDay = [
    'Subject talk',
    'Taster lecture',
    'Drop-in and displays',
    'Parents\u2019 Q&A',
    'Student finance talk',
    'Accommodation talk',
  ];
  for (const r of ROOMS) {
    if (r.code === 'ASH-2.11' || r.code === 'ASH-1.11') continue;
    for (const hour of [10, 12, 14]) {
      if (random() < 0.3) continue;
      const dept = oneOf(random, departments.slice(0, 4));
      bookings.push({
        room: r,
        start: at2028(9, 23, hour * 3600),
        hours: 2,
        title: `Open Day - ${dept}: ${oneOf(random, openDay)}`,
        category: 'EVENT',
        status: 'CONFIRMED',
        by: random() < 0.7 ? openDayTeam : person(),
        costCentre: 'CC-7710',
        notes: random() < 0.3 ? 'Signage and student ambassadors arranged by Recruitment' : null,
      });
    }
  }
  const ash211 = room('ASH-2.11');
  bookings.push({
    room: ash211,
    start: at2028(9, 23, 9 * 3600),
    hours: 7,
    title: 'Open Day - School of Economics: drop-in and taster sessions',
    category: 'EVENT',
    status: 'CANCELLED',
    by: { name: 'Tomasz Nowak', email: 't.nowak@calderbrook.ac.uk', department: 'School of Economics' },
    costCentre: 'CC-2210',
    notes: 'Cancelled by requester 2028-09-04; moved to ASH-1.11',
  });
  const target: Booking = {
    room: ash211,
    start: at2028(9, 23, 10 * 3600),
    hours: 6,
    title: 'Open Day - School of Law: mock tribunal and taster lecture',
    category: 'EVENT',
    status: 'CONFIRMED',
    by: { name: needle, email: 'r.okonkwo-baptiste@calderbrook.ac.uk', department: 'School of Law' },
    costCentre: 'CC-3140',
    notes: 'Tables in horseshoe; 2 roaming mics',
    created: at2028(9, 5, 10 * 3600 + 14 * 60 + 3),
  };
  bookings.push(target);
  bookings.push({
    ...target,
    room: room('ASH-1.11'),
    start: at2028(9, 23, 9 * 3600),
    hours: 7,
    title: 'Open Day - School of Economics: drop-in and taster sessions',
    by: { name: 'Tomasz Nowak', email: 't.nowak@calderbrook.ac.uk', department: 'School of Economics' },
    costCentre: 'CC-2210',
    notes: null,
    created: at2028(9, 4, 16 * 3600 + 2 * 60 + 40),
  });
  bookings.sort((x, y) => x.start.getTime() - y.start.getTime() || x.room.code.localeCompare(y.room.code));
  const output = JSON.stringify(
    {
      query: { from: '2028-09-18', to: '2028-09-30', rooms: 'ALL', includeCancelled: true },
      count: bookings.length,
      bookings: bookings.map((b) => ({
        bookingId: `B-${between(random, 7_700_000, 7_799_999)}`,
        status: b.status,
        room: { code: b.room.code, building: b.room.building, capacity: b.room.capacity },
        start: ukStamp(b.start),
        end: ukStamp(new Date(b.start.getTime() + b.hours * 3600_000)),
        title: b.title,
        category: b.category,
        requestedBy: b.by,
        costCentre: b.costCentre,
        notes: b.notes,
        created: ukStamp(b.created ?? at2028(8, between(random, 1, 31), between(random, 8 * 3600, 18 * 3600))),
      })),
    },
    null,
    2,
  );
  return probe(
    'round 144: room booking search, pretty JSON',
    'We need ASH 2.11 on Saturday the 23rd. Who has it booked for the open day? I want to ask them whether they would swap rooms.',
    'room_bookings_search',
    output,
    'room-holder',
    needle,
  );
}

/** b3: the library system's active loans report, grouped by patron; several copies and editions of one textbook. */
function b3LibraryLoans(): EconomicsTask {
  const random = seededRandom(144_006);
  const needle = '31142007764310';
  const used = new Set<string>([needle]);
  const barcode = () => {
    let b = `311420${chars(random, '0123456789', 8)}`;
    while (used.has(b)) b = `311420${chars(random, '0123456789', 8)}`;
    used.add(b);
    return b;
  };
  const books: readonly (readonly [string, string, string])[] = [
    [
      'Principles of econometrics / R. Carter Hill, William E. Griffiths, Guay C. Lim. 5th ed.',
      '330.015195 HIL',
      'Harcourt Main Collection L2',
    ],
    [
      'Principles of econometrics / R. Carter Hill, William E. Griffiths, Guay C. Lim. 4th ed.',
      '330.015195 HIL',
      'Harcourt Main Collection L2',
    ],
    ['Using R for principles of econometrics / Constantin Colonescu. 5th ed.', '330.0285 COL', 'Harcourt Main Collection L2'],
    ['Introductory econometrics : a modern approach / Jeffrey M. Wooldridge. 7th ed.', '330.015195 WOO', 'Harcourt Short Loan'],
    ['Macroeconomics / N. Gregory Mankiw. 11th ed.', '339 MAN', 'Harcourt Main Collection L2'],
    ['Contract law / Ewan McKendrick. 15th ed.', '346.4202 MCK', 'Tennant Law Library'],
    ['Cognitive neuroscience : the biology of the mind / Michael Gazzaniga. 6th ed.', '612.8233 GAZ', 'Kelsall Science Library'],
    ['Introduction to algorithms / Thomas H. Cormen [et al.]. 4th ed.', '005.1 COR', 'Kelsall Science Library'],
    ['The Victorian novel / Francis O\u2019Gorman (ed.)', '823.809 VIC', 'Harcourt Main Collection L3'],
    ['Geographic information systems and science / Paul A. Longley [et al.]. 4th ed.', '910.285 GEO', 'Kelsall Science Library'],
    ['Pattern recognition and machine learning / Christopher M. Bishop', '006.31 BIS', 'Kelsall Science Library'],
    ['Organizational behaviour / Stephen P. Robbins, Timothy A. Judge. 19th ed.', '658.3 ROB', 'Harcourt Main Collection L1'],
    ['Engineering mechanics : statics / J.L. Meriam, L.G. Kraige. 9th ed.', '620.103 MER', 'Kelsall Science Library'],
    ['Social theory : its nature and origins / Anthony Giddens', '301.01 GID', 'Harcourt Main Collection L3'],
  ];
  const groups = ['UG Student', 'UG Student', 'UG Student', 'PGT Student', 'PGR Student', 'Academic Staff', 'Professional Staff'];
  const date = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  const time = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  interface Loan {
    barcode: string;
    book: readonly [string, string, string];
  }
  interface Patron {
    surname: string;
    first: string;
    id: string;
    group: string;
    loans: Loan[];
  }
  const patrons: Patron[] = [];
  for (let i = 0; i < 760; i++) {
    const [first, surname] = pickName(random);
    const group = oneOf(random, groups);
    const loans = Array.from({ length: between(random, 1, group.includes('Staff') ? 7 : 4) }, () => ({
      barcode: barcode(),
      book: oneOf(random, books),
    }));
    patrons.push({
      surname,
      first,
      id: group.includes('Staff') ? `S${between(random, 100000, 199999)}` : studentNumber(random),
      group,
      loans,
    });
  }
  const [fifth, fourth, usingR, wooldridge] = [books[0]!, books[1]!, books[2]!, books[3]!];
  patrons.push(
    {
      surname: 'Mensah-Doyle',
      first: 'Harriet',
      id: 'C2605512',
      group: 'UG Student',
      loans: [
        { barcode: barcode(), book: usingR },
        { barcode: needle, book: fifth },
        { barcode: barcode(), book: wooldridge },
      ],
    },
    {
      surname: 'Mensah',
      first: 'Harriet',
      id: 'S148830',
      group: 'Academic Staff',
      loans: [
        { barcode: barcode(), book: fourth },
        { barcode: barcode(), book: fifth },
      ],
    },
    { surname: 'Doyle', first: 'Harriet', id: 'C2577104', group: 'PGT Student', loans: [{ barcode: barcode(), book: fifth }] },
  );
  patrons.sort((x, y) => x.surname.localeCompare(y.surname) || x.first.localeCompare(y.first));
  const lines = [
    'CALDERBROOK UNIVERSITY LIBRARY - ACTIVE LOANS BY PATRON',
    'Run: 11/09/2028 06:30   Branch: ALL   Patron group: ALL   Sort: Patron surname, forename',
    '================================================================================================',
    '',
  ];
  let total = 0;
  for (const p of patrons) {
    const fines = random() < 0.2 ? money(between(random, 20, 1500) * 10) : '0.00';
    lines.push(
      `Patron: ${p.surname.toUpperCase()}, ${p.first}  [${p.id}]   Group: ${p.group}   Expires: 31/07/20${between(random, 29, 31)}`,
      `  Email: ${p.first.toLowerCase()}.${lower(p.surname)}@${p.group.includes('Staff') ? '' : 'student.'}calderbrook.ac.uk   Fines: \u00a3${fines}   Blocks: ${random() < 0.05 ? 'OVERDUE-RECALL' : 'none'}`,
      `  Loans: ${p.loans.length}`,
    );
    p.loans.forEach((l, i) => {
      const loaned = at2028(8, between(random, 1, 31), between(random, 9 * 3600, 21 * 3600));
      const due = new Date(loaned.getTime() + (l.book[2] === 'Harcourt Short Loan' ? 3 : 28) * 86_400_000);
      lines.push(
        `    ${i + 1}) Barcode   ${l.barcode}`,
        `       Title     ${l.book[0]}`,
        `       Call no.  ${l.book[1].padEnd(18)}Location  ${l.book[2]}`,
        `       Loaned    ${date(loaned)} ${time(loaned)}   Due  ${date(due)} 23:59   Renewals ${between(random, 0, 3)}`,
      );
    });
    lines.push('');
    total += p.loans.length;
  }
  lines.push(
    '------------------------------------------------------------------------------------------------',
    `Patrons: ${patrons.length}   Active loans: ${total}`,
    'End of report',
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 144: library loans report, indented text',
    'Harriet Mensah-Doyle has the 5th edition of Principles of Econometrics out on loan. What is the barcode on her copy? One has turned up in a group study room.',
    'library_loans_report',
    output,
    'copy-barcode',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: student finance's aged debt report, fixed-width with page headers; namesakes with other fee statuses. */
function c1AgedDebt(): EconomicsTask {
  const random = seededRandom(144_007);
  const needle = '4,312.50';
  const progs = [
    'BA-ECON-FT',
    'LLB-LAW-FT',
    'BSC-PSY-FT',
    'BSC-CS-FT',
    'BENG-MECH-FT',
    'BA-HIST-FT',
    'MSC-DSCI-FT',
    'MSC-FIN-FT',
    'LLM-INTL-FT',
    'MA-EDU-PT',
    'MBA-FT',
    'PHD-ECON-FT',
  ];
  const sanctions = ['', '', '', '', '', 'REGHOLD', 'NOGRAD', 'DEBTCOLL', 'PAYPLAN'];
  interface Row {
    id: string;
    surname: string;
    forenames: string;
    prog: string;
    fs: string;
    invoiced: number;
    received: number;
    buckets: [number, number, number, number];
    sanction: string;
    lastPayment: string;
  }
  const months = ['JUL', 'AUG', 'SEP'];
  const row = (surname: string, forenames: string, prog: string, fs: string, balance: number, sanction: string): Row => {
    const postgraduate = /^(MSC|MBA|LLM|MA-|PHD)/.test(prog);
    const home = postgraduate ? (prog.startsWith('PHD') ? 5240 : between(random, 21, 28) * 500) : 9535;
    const base =
      fs === 'O'
        ? postgraduate
          ? between(random, 42, 64) * 500
          : between(random, 39, 55) * 500
        : prog.includes('-PT')
          ? Math.round(home / 2)
          : home;
    const invoiced = base * 100 + (random() < 0.3 ? between(random, 0, 9) * 2500 : 0);
    const split = [random(), random(), random(), random()];
    const sum = split.reduce((a, b) => a + b, 0);
    const buckets = split.map((s) => Math.floor((balance * s) / sum)) as [number, number, number, number];
    buckets[0] += balance - buckets.reduce((a, b) => a + b, 0);
    const last = random() < 0.85 ? `${pad2(between(random, 1, 28))}-${oneOf(random, months)}-2028` : '';
    return {
      id: studentNumber(random),
      surname,
      forenames,
      prog,
      fs,
      invoiced,
      received: invoiced - balance,
      buckets,
      sanction,
      lastPayment: last,
    };
  };
  const rows: Row[] = [];
  for (let i = 0; i < 2300; i++) {
    const [first, surname] = pickName(random);
    const prog = oneOf(random, progs);
    const fs = random() < 0.65 ? 'H' : 'O';
    const balance =
      random() < 0.1
        ? -between(random, 100, 90000)
        : random() < 0.5
          ? between(random, 10, fs === 'O' ? 32_000 : 9_600) * 50
          : between(random, 500, fs === 'O' ? 1_600_000 : 480_000);
    let r = row(surname, first + (random() < 0.3 ? ` ${oneOf(random, FIRST_NAMES)}` : ''), prog, fs, balance, oneOf(random, sanctions));
    while ([money(r.invoiced), money(r.received), money(balance), ...r.buckets.map(money)].some((v) => v.includes(needle)))
      r = row(surname, first, prog, fs, balance + 1, r.sanction);
    rows.push(r);
  }
  const target = row('Nwachukwu', 'Adaeze', 'MSC-DSCI-FT', 'O', 431250, 'REGHOLD');
  target.id = 'C2803317';
  const nearMisses = [
    row('Nwachukwu', 'Adaeze Nkem', 'BA-ECON-FT', 'H', 112_875, ''),
    row('Nwachukwu', 'Chidi', 'MSC-FIN-FT', 'O', 1_187_500, 'REGHOLD'),
    row('Nwachukwu-Lang', 'Ada', 'LLM-INTL-FT', 'O', 602_000, 'PAYPLAN'),
  ];
  rows.push(target, ...nearMisses);
  rows.sort((x, y) => x.surname.localeCompare(y.surname) || x.forenames.localeCompare(y.forenames));
  const columns = `${'STUDENT'.padEnd(10)}${'SURNAME'.padEnd(21)}${'FORENAME(S)'.padEnd(21)}${'PROGRAMME'.padEnd(14)}FS ${'INVOICED'.padStart(12)}${'RECEIVED'.padStart(12)}${'BALANCE'.padStart(12)}${'0-30'.padStart(11)}${'31-60'.padStart(11)}${'61-90'.padStart(11)}${'90+'.padStart(11)}  ${'SANCTION'.padEnd(9)}LAST PMT`;
  const rule = '-'.repeat(columns.length);
  const header = (page: number) => [
    `CALDERBROOK UNIVERSITY - STUDENT FINANCE${' '.repeat(60)}Page ${page}`,
    'Aged Debt Report (Tuition)                 Session 2028/29                 Run date 11-SEP-2028 06:00',
    'Selection: Balance <> 0.00   Fee status ALL   Sanction ALL   Sort SURNAME',
    '',
    columns,
    rule,
  ];
  const lines: string[] = [];
  let page = 0;
  rows.forEach((r, i) => {
    if (i % 55 === 0) {
      if (page > 0) lines.push('\f');
      lines.push(...header(++page));
    }
    const balance = r.invoiced - r.received;
    lines.push(
      `${r.id.padEnd(10)}${r.surname.toUpperCase().padEnd(21).slice(0, 21)}${r.forenames.padEnd(21).slice(0, 21)}${r.prog.padEnd(14)}${r.fs}  ${money(r.invoiced).padStart(12)}${money(r.received).padStart(12)}${money(balance).padStart(12)}${r.buckets.map((b) => money(b).padStart(11)).join('')}  ${r.sanction.padEnd(9)}${r.lastPayment}`,
    );
  });
  const sum = rows.reduce((a, r) => a + r.invoiced - r.received, 0);
  lines.push(rule, `Students listed: ${rows.length}      Total balance: ${money(sum)}`, '*** END OF REPORT ***');
  const output = lines.join('\n') + '\n';
  return probe(
    'round 144: aged debt report, fixed-width',
    "I'm covering the fees inbox this week while Maureen's on leave, so bear with me. An international master's student, Adaeze Nwachukwu, says she has paid everything but she's still blocked from registering. How much does our system say she still owes us?",
    'finance_aged_debt_report',
    output,
    'amount-owed',
    needle,
  );
}

/** c2: the VLE's course log export (Moodle's CSV), newest first; the student watched other weeks later. */
function c2VleCourseLog(): EconomicsTask {
  const random = seededRandom(144_008);
  const course = 'ECON2203-2728: Macroeconomics II (2027/28)';
  const topics = [
    'Course overview and the AD-AS model',
    'Consumption and saving',
    'IS-LM and the open economy',
    'Investment and Tobin\u2019s q',
    'Money, banks and the central bank',
    'Inflation and the Phillips curve',
    'Growth I: Solow',
    'Growth II: endogenous growth',
    'Fiscal policy and debt',
    'Revision',
  ];
  interface Activity {
    context: string;
    component: string;
    kind: string;
    cmid: number;
  }
  const activities: Activity[] = [];
  topics.forEach((topic, i) => {
    const week = i + 1;
    activities.push({ context: `URL: Wk ${week} lecture capture - ${topic}`, component: 'URL', kind: 'url', cmid: 99_800 + week * 3 });
    activities.push({ context: `File: Wk ${week} lecture slides (PDF)`, component: 'File', kind: 'resource', cmid: 99_801 + week * 3 });
    activities.push({ context: `File: Wk ${week} seminar problem set`, component: 'File', kind: 'resource', cmid: 99_802 + week * 3 });
  });
  activities.push(
    { context: 'Forum: Resit Q&A', component: 'Forum', kind: 'forum', cmid: 99_790 },
    { context: 'Quiz: Resit practice quiz', component: 'Quiz', kind: 'quiz', cmid: 99_791 },
  );
  const users: { name: string; id: number }[] = [];
  const names = new Set<string>(['Callum Fairweather', 'Callum Fairbairn']);
  while (users.length < 160) {
    const [first, surname] = pickName(random);
    const name = `${first} ${surname}`;
    if (names.has(name)) continue;
    names.add(name);
    users.push({ name, id: between(random, 40_000, 59_999) });
  }
  const callum = { name: 'Callum Fairweather', id: 48_213 };
  const fairbairn = { name: 'Callum Fairbairn', id: 51_077 };
  users.push(fairbairn);
  const stamps = new Set<number>();
  const count = 2300;
  const from = at2028(8, 1).getTime() / 1000;
  const to = at2028(9, 10, 23 * 3600).getTime() / 1000;
  while (stamps.size < count) stamps.add(between(random, from, to));
  const times = [...stamps].sort((x, y) => y - x);
  const stamp = (s: number) => {
    const d = new Date(s * 1000);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).slice(2)}, ${hms(d)}`;
  };
  const ip = () => oneOf(random, ['10.42', '10.43', '172.20']) + `.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const homeIp = () =>
    `${oneOf(random, ['81.2', '86.147', '92.40', '109.155', '31.94'])}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const event = (s: number, user: { name: string; id: number }, a: Activity | null): string => {
    const cells = !a
      ? [
          stamp(s),
          user.name,
          '-',
          `Course: ${course}`,
          'System',
          'Course viewed',
          `The user with id '${user.id}' viewed the course with id '4821'.`,
        ]
      : a.kind === 'quiz' && random() < 0.5
        ? [
            stamp(s),
            user.name,
            '-',
            a.context,
            'Quiz',
            'Quiz attempt started',
            `The user with id '${user.id}' has started the attempt with id '${between(random, 300_000, 399_999)}' for the quiz with course module id '${a.cmid}'.`,
          ]
        : a.kind === 'forum' && random() < 0.6
          ? [
              stamp(s),
              user.name,
              '-',
              a.context,
              'Forum',
              'Discussion viewed',
              `The user with id '${user.id}' has viewed the discussion with id '${between(random, 7000, 7999)}' in the forum with course module id '${a.cmid}'.`,
            ]
          : [
              stamp(s),
              user.name,
              '-',
              a.context,
              a.component,
              'Course module viewed',
              `The user with id '${user.id}' viewed the '${a.kind}' activity with course module id '${a.cmid}'.`,
            ];
    const origin = random() < 0.92 ? 'web' : 'ws';
    return [...cells, origin, random() < 0.3 ? ip() : homeIp()].map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  };
  const capture = (week: number) => activities.find((a) => a.context.startsWith(`URL: Wk ${week} lecture`))!;
  const slides = (week: number) => activities.find((a) => a.context.startsWith(`File: Wk ${week} lecture`))!;
  // Callum's own trail, at fractions of the newest-first log.
  const plan = new Map<number, [{ name: string; id: number }, Activity | null]>([
    [0.08, [callum, null]],
    [0.12, [callum, capture(6)]],
    [0.2, [callum, capture(4)]],
    [0.27, [fairbairn, capture(3)]],
    [0.33, [callum, slides(3)]],
    [0.4, [callum, capture(3)]],
    [0.41, [callum, null]],
    [0.52, [callum, capture(2)]],
    [0.6, [callum, capture(3)]],
    [0.71, [callum, capture(3)]],
    [0.78, [callum, capture(1)]],
  ]);
  const planned = new Map([...plan].map(([f, v]) => [Math.floor(count * f), v] as const));
  const needle = stamp(times[Math.floor(count * 0.4)]!);
  const rows = times.map((s, i) => {
    const p = planned.get(i);
    if (p) return event(s, p[0], p[1]);
    return event(s, oneOf(random, users), random() < 0.25 ? null : oneOf(random, activities));
  });
  const output =
    ['Time,User full name,Affected user,Event context,Component,Event name,Description,Origin,IP address', ...rows].join('\n') + '\n';
  return probe(
    'round 144: VLE course log, Moodle CSV',
    "When did Callum Fairweather last watch the third week's lecture recording for Macro II? He's appealing and says he kept up with the recordings over the summer.",
    'vle_course_logs',
    output,
    'last-watched',
    needle,
  );
}

/** c3: the online enrolment service's logs for Sunday, key=value lines from three pods; a namesake enrols the same afternoon. */
function c3EnrolmentLogs(): EconomicsTask {
  const random = seededRandom(144_009);
  const needle = 'OE28-K7Q4-9XM2';
  const pods = ['enrol-web-7c9f6d-x2kqp', 'enrol-web-7c9f6d-m8r4t', 'enrol-web-7c9f6d-qq7zn'];
  const progs = [
    'BENG-MECH-FT',
    'BSC-CS-FT',
    'BA-ECON-FT',
    'LLB-LAW-FT',
    'BSC-PSY-FT',
    'BA-HIST-FT',
    'BSC-NURS-FT',
    'BSC-GEOG-FT',
    'MSC-DSCI-FT',
  ];
  const steps = ['personal_details', 'contact_details', 'emergency_contact', 'fee_liability', 'photo_upload', 'declarations'];
  const lines: [number, string][] = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const base = at2028(9, 10).getTime();
  const log = (ms: number, level: string, svc: string, rest: string) =>
    lines.push([
      ms,
      `${iso(ms)} level=${level} svc=${svc} pod=${svc === 'enrol-web' ? oneOf(random, pods) : svc === 'pay-gw' ? 'pay-gw-5d8b7-k2l9w' : 'card-bridge-0'} ${rest}`,
    ]);
  const refs = new Set<string>([needle]);
  const ackRef = () => {
    let r = `OE28-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}`;
    while (refs.has(r))
      r = `OE28-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}`;
    refs.add(r);
    return r;
  };
  interface Student {
    id: string;
    name: string;
    prog: string;
  }
  /** One enrolment session from `start` (ms): it expires part-way, or ends confirmed with the card queued or held. */
  const session = (s: Student, start: number, outcome: 'done' | 'expired' | 'held', ref?: string) => {
    const trace = hex(random, 16);
    const sess = hex(random, 8);
    let t = start;
    log(
      t,
      'info',
      'enrol-web',
      `trace=${trace} msg="sso login" session=${sess} student=${s.id} name="${s.name}" programme=${s.prog} year=1 ua="${oneOf(random, ['Mozilla/5.0 (iPhone; CPU iPhone OS 19_2 like Mac OS X)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_4)', 'Mozilla/5.0 (Linux; Android 16; Pixel 9)'])}"`,
    );
    const last = outcome === 'expired' ? between(random, 1, 4) : steps.length;
    for (let i = 0; i < last; i++) {
      t += between(random, 20, 240) * 1000 + pick(random, 1000);
      log(
        t,
        'info',
        'enrol-web',
        `trace=${trace} msg="step completed" session=${sess} student=${s.id} step=${steps[i]!} ms=${between(random, 40, 900)}`,
      );
      if (steps[i] === 'fee_liability' && random() < 0.35) {
        t += between(random, 30, 200) * 1000;
        log(
          t,
          'info',
          'pay-gw',
          `trace=${trace} msg="payment authorised" student=${s.id} amount=${(between(random, 5, 40) * 250).toFixed(2)} currency=GBP pay_ref=PAY-${chars(random, '0123456789', 10)}`,
        );
      }
    }
    if (outcome === 'expired') {
      log(
        t + 1_800_000,
        'info',
        'enrol-web',
        `trace=${trace} msg="session expired" session=${sess} student=${s.id} last_step=${steps[last - 1]!} idle_s=1800`,
      );
      return;
    }
    t += between(random, 2, 15) * 1000;
    log(
      t,
      'info',
      'enrol-web',
      `trace=${trace} msg="enrolment confirmed" session=${sess} student=${s.id} name="${s.name}" programme=${s.prog} year=1 status=EN ack_ref=${ref ?? ackRef()}`,
    );
    t += between(random, 1, 5) * 1000;
    const job = `CJ-${between(random, 600_000, 699_999)}`;
    if (outcome === 'held')
      log(
        t,
        'info',
        'card-bridge',
        `msg="card request held" student=${s.id} card_job=${job} reason=photo_pending_approval queue=manual_review`,
      );
    else
      log(
        t,
        'info',
        'card-bridge',
        `msg="card request queued" student=${s.id} card_job=${job} printer=${oneOf(random, ['HUB-P1', 'HUB-P2', 'KEL-P1'])}`,
      );
  };
  const seen = new Set<string>(['C2811234', 'C2809951', 'C2815002']);
  for (let i = 0; i < 400; i++) {
    const [first, surname] = pickName(random);
    const s = { id: studentNumber(random), name: `${surname}, ${first}`, prog: oneOf(random, progs) };
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    const start = base + between(random, 7 * 3600, 22 * 3600) * 1000 + pick(random, 1000);
    const r = random();
    session(s, start, r < 0.12 ? 'expired' : r < 0.2 ? 'held' : 'done');
    if (r < 0.12 && random() < 0.6) session(s, start + between(random, 1, 5) * 3_600_000, 'done');
  }
  const joseph = { id: 'C2811234', name: 'Amankwah-Hale, Joseph', prog: 'BENG-MECH-FT' };
  session(joseph, base + (9 * 3600 + 14 * 60 + 51) * 1000 + 233, 'expired');
  session(joseph, base + (14 * 3600 + 38 * 60 + 2) * 1000 + 871, 'held', needle);
  session({ id: 'C2809951', name: 'Amankwah, Joseph', prog: 'BSC-CS-FT' }, base + (15 * 3600 + 2 * 60 + 40) * 1000 + 54, 'done');
  session({ id: 'C2815002', name: 'Hale, Josephine', prog: 'BA-HIST-FT' }, base + (13 * 3600 + 51 * 60 + 9) * 1000 + 640, 'done');
  // Background noise: health checks and upstream latency.
  for (let t = base + 7 * 3_600_000; t < base + 23 * 3_600_000; t += between(random, 40, 120) * 1000) {
    if (random() < 0.7) log(t, 'debug', 'enrol-web', `msg="GET /healthz" status=200 ms=${between(random, 1, 6)}`);
    else
      log(
        t,
        'warn',
        'enrol-web',
        `msg="slow upstream" upstream=sits-api route=/students/{id}/enrolment latency_ms=${between(random, 1500, 6200)}`,
      );
  }
  lines.sort((x, y) => x[0] - y[0]);
  const output = lines.map((l) => l[1]).join('\n') + '\n';
  return probe(
    'round 144: online enrolment logs, key=value',
    "Enrolment weekend was chaos and the helpdesk queue is still enormous this morning, sorry. One for you: a fresher called Joseph Amankwah-Hale says the website told him yesterday afternoon that he'd finished signing up, and gave him a code, but his student card still won't print. What code did it give him?",
    'enrolment_service_logs',
    output,
    'enrolment-code',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the School of Economics' timetable feed (iCalendar) for the first three weeks; one tutorial is put in for five hours. */
function d1TimetableFeed(): EconomicsTask {
  const random = seededRandom(144_010);
  const econ: readonly (readonly [string, string])[] = [
    ...MODULES.filter(([code]) => code.startsWith('ECON')),
    ['ECON1150', 'Mathematics for Economists'],
    ['ECON1160', 'Economic History of Britain'],
    ['ECON2220', 'Labour Economics'],
    ['ECON2230', 'Public Economics'],
    ['ECON3301', 'Industrial Organisation'],
    ['ECON3330', 'Environmental Economics'],
    ['ECON3340', 'Financial Economics'],
    ['ECON3350', 'Game Theory'],
  ];
  const staff = [
    'Dr A. Pemberton',
    'Prof. R. Harrington',
    'Dr C. Byrne',
    'Dr N. Osei',
    'Dr E. Kerr',
    'Dr F. Rossi',
    'Dr Y. Iqbal',
    'Ms R. Sutherland (GTA)',
    'Mr K. Mensah (GTA)',
  ];
  const small = ROOMS.filter((r) => r.capacity < 60);
  const big = ROOMS.filter((r) => r.capacity >= 150);
  interface Slot {
    module: string;
    title: string;
    kind: string;
    label: string;
    day: number;
    hour: number;
    hours: number;
    room: (typeof ROOMS)[number];
    staff: string;
    size: number;
  }
  const slots: Slot[] = [];
  for (const [module, title] of econ) {
    for (let l = 1; l <= 2; l++)
      slots.push({
        module,
        title,
        kind: 'Lecture',
        label: `Lecture ${l}`,
        day: pick(random, 5),
        hour: between(random, 9, 16),
        hours: random() < 0.3 ? 2 : 1,
        room: oneOf(random, big),
        staff: oneOf(random, staff.slice(0, 7)),
        size: between(random, 90, 300),
      });
    if (random() < 0.5)
      slots.push({
        module,
        title,
        kind: 'Workshop',
        label: 'Computer workshop',
        day: pick(random, 5),
        hour: between(random, 9, 15),
        hours: 2,
        room: oneOf(random, small),
        staff: oneOf(random, staff),
        size: between(random, 20, 40),
      });
    const groups = between(random, 5, 9);
    for (let g = 1; g <= groups; g++)
      slots.push({
        module,
        title,
        kind: 'Tutorial',
        label: `Tutorial ${pad2(g)}`,
        day: pick(random, 5),
        hour: between(random, 9, 17),
        hours: 1,
        room: oneOf(random, small),
        staff: oneOf(random, staff),
        size: between(random, 12, 22),
      });
  }
  const odd = slots.find((s) => s.module === 'ECON2210' && s.kind === 'Tutorial' && s.label === 'Tutorial 04')!;
  odd.day = 1;
  odd.hour = 11;
  const stampOf = (d: Date) => `${ymd(d).replace(/-/g, '')}T${hms(d).replace(/:/g, '')}`;
  const uid = () =>
    `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}@timetable.calderbrook.ac.uk`;
  const fold = (line: string): string => {
    const parts: string[] = [];
    for (let i = 0; i < line.length; i += i === 0 ? 75 : 74) parts.push(line.slice(i, i + (i === 0 ? 75 : 74)));
    return parts.join('\r\n ');
  };
  interface Occurrence {
    slot: Slot;
    start: Date;
    hours: number;
    week: number;
    uid: string;
  }
  const events: Occurrence[] = [];
  let needle = '';
  for (let week = 1; week <= 3; week++) {
    for (const slot of slots) {
      const start = at2028(9, 18 + (week - 1) * 7 + slot.day, slot.hour * 3600);
      const occurrence = { slot, start, hours: slot === odd && week === 2 ? 5 : slot.hours, week, uid: uid() };
      if (slot === odd && week === 2) needle = occurrence.uid;
      events.push(occurrence);
    }
  }
  events.sort((x, y) => x.start.getTime() - y.start.getTime() || x.slot.module.localeCompare(y.slot.module));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Calderbrook University//Timetable Feed 4.2//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:School of Economics - Autumn 2028 weeks 1-3',
    'X-WR-TIMEZONE:Europe/London',
    'X-PUBLISHED-TTL:PT6H',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/London',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'TZNAME:BST',
    'DTSTART:19700329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'DTSTART:19701025T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const e of events) {
    const s = e.slot;
    const end = new Date(e.start.getTime() + e.hours * 3600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20280911T051500Z',
      `DTSTART;TZID=Europe/London:${stampOf(e.start)}`,
      `DTEND;TZID=Europe/London:${stampOf(end)}`,
      fold(`SUMMARY:${s.module} ${s.title} - ${s.label}`),
      fold(`LOCATION:${s.room.code} (${s.room.building})`),
      fold(
        `DESCRIPTION:Module: ${s.module} ${s.title}\\nActivity: ${s.module}/${s.kind.slice(0, 3).toUpperCase()}/${s.label.replace(/\D/g, '') || '01'}\\nStaff: ${s.staff}\\nTeaching week: ${e.week} (Autumn)\\nStudents allocated: ${s.size}`,
      ),
      `CATEGORIES:${s.kind}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  const output = lines.join('\r\n') + '\r\n';
  return probe(
    'round 144: timetable feed, iCalendar',
    'Something looks off in the Economics timetable feed for the first three weeks of term: one of the tutorials seems to run for far longer than all the others. Which one is it?',
    'timetable_ical_feed',
    output,
    'long-tutorial',
    needle,
  );
}

/** d2: the published fee tariff for 2028/29 (HTML); every full-time undergraduate degree charges home students the same, bar one. */
function d2FeeTariff(): EconomicsTask {
  const random = seededRandom(144_011);
  const subjects: readonly (readonly [string, string, string, number])[] = [
    ['Accounting and Finance', 'N4', 'BSc', 1],
    ['Archaeology', 'V4', 'BA', 1],
    ['Biochemistry', 'C7', 'BSc', 2],
    ['Biological Sciences', 'C1', 'BSc', 2],
    ['Business Management', 'N2', 'BSc', 1],
    ['Chemistry', 'F1', 'BSc', 2],
    ['Civil Engineering', 'H2', 'BEng', 2],
    ['Computer Science', 'G4', 'BSc', 2],
    ['Criminology', 'M9', 'BA', 1],
    ['Data Science', 'G7', 'BSc', 2],
    ['Economics', 'L1', 'BA', 1],
    ['Electronic Engineering', 'H6', 'BEng', 2],
    ['English Literature', 'Q3', 'BA', 1],
    ['Environmental Science', 'F8', 'BSc', 2],
    ['Film Studies', 'P3', 'BA', 1],
    ['French and Spanish', 'R1', 'BA', 1],
    ['Geography', 'L7', 'BSc', 2],
    ['History', 'V1', 'BA', 1],
    ['International Relations', 'L2', 'BA', 1],
    ['Law', 'M1', 'LLB', 1],
    ['Mathematics', 'G1', 'BSc', 1],
    ['Mechanical Engineering', 'H3', 'BEng', 2],
    ['Music', 'W3', 'BMus', 2],
    ['Nursing (Adult)', 'B7', 'BSc', 2],
    ['Philosophy', 'V5', 'BA', 1],
    ['Physics', 'F3', 'BSc', 2],
    ['Politics', 'L3', 'BA', 1],
    ['Psychology', 'C8', 'BSc', 2],
    ['Sociology', 'L3', 'BA', 1],
    ['Sport and Exercise Science', 'C6', 'BSc', 2],
  ];
  const intl = [0, 22_950, 27_400];
  const codes = new Set<string>();
  const code = (prefix: string) => {
    let c = `${prefix}${between(random, 10, 99)}`;
    while (codes.has(c)) c = `${prefix}${between(random, 10, 99)}`;
    codes.add(c);
    return c;
  };
  const variants = ['', ' with Placement Year', ' with Study Abroad', ' (Joint Honours)', ' with Foundation Year'];
  const partners = [
    'Economics',
    'Politics',
    'History',
    'Mathematics',
    'Philosophy',
    'Psychology',
    'Business',
    'Computing',
    'French',
    'Sociology',
  ];
  interface Row {
    code: string;
    title: string;
    level: string;
    mode: string;
    home: string;
    international: string;
    placement: string;
    abroad: string;
    section: string;
  }
  const rows: Row[] = [];
  for (const [subject, prefix, award, band] of subjects) {
    for (let v = 0; v < 12; v++) {
      const variant = v < 2 ? variants[v]! : oneOf(random, variants.slice(2));
      const partner =
        variant === ' (Joint Honours)'
          ? ` and ${oneOf(
              random,
              partners.filter((p) => !subject.startsWith(p)),
            )}`
          : '';
      const title = `${award} (Hons) ${subject}${partner}${variant === ' (Joint Honours)' ? '' : variant}`;
      if (rows.some((r) => r.title === title)) continue;
      const foundation = variant === ' with Foundation Year';
      rows.push({
        code: `${code(prefix)}${foundation ? '-FY' : '-FT'}`,
        title,
        level: 'Undergraduate',
        mode: 'Full-time',
        home: '9,535',
        international: thousands(intl[band]! + (subject.startsWith('Nursing') ? 1_500 : 0)),
        placement: variant === ' with Placement Year' ? '1,905' : '-',
        abroad: variant === ' with Study Abroad' ? '1,430' : '-',
        section: foundation ? 'fy' : 'ugft',
      });
    }
    rows.push({
      code: `${code(prefix)}-PT`,
      title: `${award} (Hons) ${subject} (part-time)`,
      level: 'Undergraduate',
      mode: 'Part-time',
      home: '4,767',
      international: '-',
      placement: '-',
      abroad: '-',
      section: 'ugpt',
    });
    for (let p = 0, n = between(random, 4, 8); p < n; p++) {
      const award2 = oneOf(random, ['MSc', 'MA', 'MRes', 'PGCert', 'PGDip']);
      const fee = between(random, 18, 34) * 500;
      rows.push({
        code: `${code(prefix)}-PG`,
        title: `${award2} ${oneOf(random, ['Applied', 'Advanced', 'International', 'Contemporary', 'Global'])} ${subject}`,
        level: 'Postgraduate taught',
        mode: random() < 0.7 ? 'Full-time' : 'Part-time',
        home: thousands(fee),
        international: thousands(fee + between(random, 14, 26) * 500),
        placement: '-',
        abroad: '-',
        section: 'pgt',
      });
    }
  }
  const ugft = rows.filter((r) => r.section === 'ugft');
  const odd = ugft[Math.floor(ugft.length * 0.7)]!;
  odd.home = '9,250';
  const needle = odd.code;
  const sections = [
    ['ugft', 'Undergraduate degrees, full-time', 'Fees are per year of study. Home fees are subject to the regulated fee cap for 2028/29.'],
    [
      'fy',
      'Integrated foundation years',
      'The foundation year (Year 0) is charged at the rate shown; later years are charged at the full-time undergraduate rate.',
    ],
    ['ugpt', 'Undergraduate degrees, part-time', 'Part-time fees are per 60 credits studied.'],
    ['pgt', 'Postgraduate taught programmes', 'Postgraduate fees are for the whole programme unless stated.'],
  ] as const;
  const html: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Tuition fee tariff 2028/29 | Calderbrook University</title>',
    '<link rel="stylesheet" href="/assets/css/registry.min.css?v=4.18">',
    '</head>',
    '<body class="fees tariff">',
    '<header class="site-header"><a href="/" class="logo">Calderbrook University</a><nav><a href="/study">Study</a> <a href="/fees">Fees and funding</a> <a href="/registry">Registry</a></nav></header>',
    '<main id="content">',
    '<h1>Tuition fee tariff 2028/29</h1>',
    '<p class="meta">Approved by Finance Committee, 14 June 2028. Last updated 11 September 2028.</p>',
    '<p>All fees are in pounds sterling (&pound;) per year unless stated. Placement and study-abroad years are charged at the reduced rates shown.</p>',
  ];
  for (const [id, heading, note] of sections) {
    html.push(
      `<h2 id="${id}">${heading}</h2>`,
      `<p class="note">${note}</p>`,
      '<table class="tariff">',
      '<thead><tr><th>Code</th><th>Programme</th><th>Level</th><th>Mode</th><th>Home (&pound;)</th><th>International (&pound;)</th><th>Placement year (&pound;)</th><th>Year abroad (&pound;)</th></tr></thead>',
      '<tbody>',
    );
    for (const r of rows.filter((x) => x.section === id)) {
      const home = id === 'fy' ? '5,760' : r.home;
      html.push(
        `<tr><td>${r.code}</td><td>${r.title}</td><td>${r.level}</td><td>${r.mode}</td><td class="num">${home}</td><td class="num">${r.international}</td><td class="num">${r.placement}</td><td class="num">${r.abroad}</td></tr>`,
      );
    }
    html.push('</tbody>', '</table>');
  }
  html.push('</main>', '<footer><p>&copy; 2028 Calderbrook University. Registered charity no. 1144144.</p></footer>', '</body>', '</html>');
  const output = html.join('\n') + '\n';
  return probe(
    'round 144: fee tariff page, HTML',
    "On the 2028/29 fee tariff every full-time undergraduate degree should charge home students the same. Is there one that's charging them a different amount? Which programme?",
    'fees_tariff_page',
    output,
    'odd-fee',
    needle,
  );
}

/** d3: the VLE's automated backup task output for Saturday night; one course's backup is tens of gigabytes. */
function d3VleBackupLog(): EconomicsTask {
  const random = seededRandom(144_012);
  const depts = [
    'ECON',
    'LAW',
    'PSY',
    'COMP',
    'MATH',
    'HIST',
    'GEOG',
    'ENGL',
    'MECH',
    'BIOL',
    'NURS',
    'MGMT',
    'ACCT',
    'SOCI',
    'POLS',
    'CHEM',
    'PHYS',
    'MUSC',
    'FILM',
    'EDUC',
  ];
  const years = ['2526', '2627', '2728', '2829'];
  const shortnames = new Set<string>();
  while (shortnames.size < 2900)
    shortnames.add(
      `${oneOf(random, depts)}${between(random, 1, 7)}${pad2(between(random, 0, 4))}${between(random, 0, 9)}-${oneOf(random, years)}`,
    );
  const courses = shuffle(random, [...shortnames]);
  const oddIndex = Math.floor(courses.length * 0.48);
  const needle = courses[oddIndex]!;
  let t = 23 * 3600 + 1;
  const clock = (s: number) => {
    const day = s >= 24 * 3600 ? 10 : 9;
    const r = s % (24 * 3600);
    return `2028-09-${pad2(day)} ${pad2(Math.floor(r / 3600))}:${pad2(Math.floor(r / 60) % 60)}:${pad2(r % 60)}`;
  };
  const lines = [
    `${clock(t)} Execute scheduled task: Automated backups (core\\task\\automated_backup_task)`,
    `${clock(t)} ... started 23:00:01. Current memory use 41.2 MB.`,
    `${clock(t)} Checking automated backup status...`,
    `${clock(t)} Checking courses`,
    `${clock(t)} Skipping deleted courses`,
    `${clock(t)} ${courses.length + 212} courses to process; destination /moodledata/backup/auto (keep 2)`,
  ];
  let id = 1200;
  let quietRun = 0;
  courses.forEach((shortname, i) => {
    id += between(random, 1, 4);
    if (random() < 0.07) {
      lines.push(`${clock(t)} Skipping course id ${id} (not modified since last backup)`);
      id += 1;
    }
    const odd = i === oddIndex;
    const kb = odd ? 51_734_877 : Math.floor(Math.exp(Math.log(900) + random() * Math.log(2_000_000 / 900)));
    const seconds = odd ? 6_412 : Math.max(2, Math.floor(kb / between(random, 40_000, 90_000)) + between(random, 1, 8));
    const size = kb >= 1_048_576 ? `${(kb / 1_048_576).toFixed(2)} GB` : kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
    const files = odd ? 3_841 : Math.max(3, Math.floor(kb / between(random, 300, 4_000)));
    t += seconds;
    lines.push(
      `${clock(t)} Backing up course id ${id} [${shortname}] ... complete (${thousands(files)} files, ${size}, ${seconds}s) - backup-moodle2-course-${id}-${shortname.toLowerCase()}-20280909-2300-nu.mbz`,
    );
    quietRun = odd ? 0 : quietRun + 1;
    if (quietRun > 12 && random() < 0.01 && Math.abs(i - oddIndex) > 20) {
      lines.push(
        `${clock(t)} !!! WARNING: course id ${id + 1} has ${between(random, 1, 4)} file(s) missing from the file pool; backing up without them`,
      );
    }
  });
  t += 4;
  lines.push(
    `${clock(t)} Automated backups complete: ${courses.length} backed up, ${lines.filter((l) => l.includes('Skipping course id')).length} skipped.`,
    `${clock(t)} ... used ${between(random, 180, 240)} dbqueries`,
    `${clock(t)} ... used ${t - 23 * 3600} seconds`,
    `${clock(t)} Scheduled task complete: Automated backups (core\\task\\automated_backup_task)`,
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 144: VLE backup task log, text',
    "Saturday night's Moodle backup run went on for hours. Was there one course whose backup came out massively bigger than everything else? Which course was it?",
    'vle_backup_task_log',
    output,
    'big-backup',
    needle,
  );
}

export function roundOneHundredFortyFour(): EconomicsTask[] {
  return [
    a1StudentSearch(),
    a2RoomBookingsExport(),
    a3TurnstileExport(),
    b1EcClaims(),
    b2RoomBookingSearch(),
    b3LibraryLoans(),
    c1AgedDebt(),
    c2VleCourseLog(),
    c3EnrolmentLogs(),
    d1TimetableFeed(),
    d2FeeTariff(),
    d3VleBackupLog(),
  ];
}
