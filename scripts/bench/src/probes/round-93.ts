/**
 * Probe round 93, written blind: the IT and facilities systems of Cedar Plains ISD, a large Texas public school
 * district (student information system, bus routing and GPS, cafeteria POS and allergens, HVAC controls, device
 * management, visitor sign-in). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - PowerSchool student API (minified JSON): a named 7th grader's state ID number;
 *  - Samsara GPS history for the bus fleet (minified JSON, UTC times): where bus 42 was at 7:32 this morning;
 *  - Niagara oBIX BACnet device list (one-line XML): the IP address of one school's kitchen exhaust fan controller;
 * b. The answer a few lines away from the line the question's words match:
 *  - special diet orders export from the nutrition system (YAML): which doctor signed a student's diet order;
 *  - route sheet export from the routing software (pretty XML): the afternoon drop-off time of a route at one stop;
 *  - GAM `info cros` output for student Chromebooks (indented text): the last student signed in on a tagged Chromebook;
 * c. A question that paraphrases the output or carries a preamble:
 *  - PowerSchool audit trail (pipe-delimited log): who was added to a student's pickup list, after a worried parent's call;
 *  - cafeteria POS patron export (CSV): how much a student "owes" on his lunch account (a negative balance);
 *  - visitor management webhook log (NDJSON): when "the elevator repairman" signed out on Thursday;
 * d. One value unlike its peers, with no error word near it:
 *  - telematics engine idle detail report (fixed-width text): the bus that idled far longer this morning, and how long;
 *  - BAS historian setpoints (psql table): the room whose occupied heating setpoint is far above the others;
 *  - PowerShell inventory of staff laptops (Format-Table): the laptop with more local admin accounts than the rest.
 * Not among the bench's targets.
 * First run, at ad2d3a9, the head when the round was written (with this file; `ROUNDS=93
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,641,563 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 93: student state ID (PowerSchool JSON, one line)
 *     codex: 12,173 tokens, peak 12,093, 0/1 needles, 0 read-backs
 *     context-chef: 622 tokens, peak 542, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,716 tokens, peak 1,471, 0/1 needles, 2 read-backs
 *     ours: 5,508 tokens, peak 2,052, 1/1 needles, 3 read-backs
 *   round 93: bus location at a time (Samsara JSON, one line)
 *     codex: 13,384 tokens, peak 13,311, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,126 tokens, peak 1,340, 0/1 needles, 4 read-backs
 *     ours: 4,512 tokens, peak 983, 0/1 needles, 4 read-backs
 *   round 93: controller IP address (oBIX XML, one line)
 *     codex: 14,085 tokens, peak 14,012, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,236 tokens, peak 4,095, 0/1 needles, 4 read-backs
 *     ours: 9,065 tokens, peak 3,525, 0/1 needles, 4 read-backs
 *   round 93: diet order prescriber (YAML)
 *     codex: 11,947 tokens, peak 11,873, 0/1 needles, 0 read-backs
 *     context-chef: 630 tokens, peak 556, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,869 tokens, peak 1,509, 0/1 needles, 2 read-backs
 *     ours: 1,914 tokens, peak 959, 0/1 needles, 1 read-backs
 *   round 93: afternoon stop time (route sheet XML)
 *     codex: 11,458 tokens, peak 11,382, 0/1 needles, 0 read-backs
 *     context-chef: 624 tokens, peak 548, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,256 tokens, peak 2,715, 0/1 needles, 3 read-backs
 *     ours: 6,952 tokens, peak 2,793, 1/1 needles, 3 read-backs
 *   round 93: Chromebook last user (GAM info cros)
 *     codex: 15,783 tokens, peak 15,708, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,125 tokens, peak 1,648, 0/1 needles, 2 read-backs
 *     ours: 2,047 tokens, peak 1,080, 0/1 needles, 1 read-backs
 *   round 93: pickup list change (PowerSchool audit, preamble)
 *     codex: 14,179 tokens, peak 14,085, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,288 tokens, peak 3,756, 0/1 needles, 2 read-backs
 *     ours: 8,284 tokens, peak 4,483, 1/1 needles, 2 read-backs
 *   round 93: lunch account owed (POS CSV, paraphrase)
 *     codex: 17,886 tokens, peak 17,802, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,449 tokens, peak 3,313, 1/1 needles, 2 read-backs
 *     ours: 3,156 tokens, peak 2,144, 1/1 needles, 1 read-backs
 *   round 93: contractor sign-out time (visitor log NDJSON, paraphrase)
 *     codex: 13,696 tokens, peak 13,606, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,572 tokens, peak 3,378, 0/1 needles, 3 read-backs
 *     ours: 8,814 tokens, peak 4,526, 0/1 needles, 3 read-backs
 *   round 93: bus idling far longer (idle report)
 *     codex: 18,783 tokens, peak 18,702, 0/1 needles, 0 read-backs
 *     context-chef: 793 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,283 tokens, peak 1,363, 0/1 needles, 4 read-backs
 *     ours: 4,393 tokens, peak 946, 1/1 needles, 4 read-backs
 *   round 93: heating setpoint far above the rest (psql)
 *     codex: 17,459 tokens, peak 17,373, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,114 tokens, peak 1,327, 0/1 needles, 4 read-backs
 *     ours: 4,422 tokens, peak 945, 0/1 needles, 4 read-backs
 *   round 93: laptop with extra local admins (PowerShell table)
 *     codex: 18,063 tokens, peak 17,984, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,017 tokens, peak 2,348, 0/1 needles, 3 read-backs
 *     ours: 4,680 tokens, peak 1,950, 1/1 needles, 3 read-backs
 *     codex: 178,896 tokens, 0/12 needles
 *     context-chef: 8,576 tokens, 0/12 needles
 *     context-chef-store: 75,051 tokens, 1/12 needles
 *     ours: 63,747 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, uuid, pad2, ALNUM } from '../economics/seeded.js';

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

const FIRST = [
  'Aaliyah',
  'Aiden',
  'Amelia',
  'Andre',
  'Aubrey',
  'Ava',
  'Benjamin',
  'Brayden',
  'Brooklyn',
  'Caleb',
  'Camden',
  'Camila',
  'Carter',
  'Chloe',
  'Dalia',
  'Daniel',
  'Diego',
  'Elena',
  'Eli',
  'Elijah',
  'Emiliano',
  'Emma',
  'Ethan',
  'Evelyn',
  'Fatima',
  'Gabriel',
  'Giovanni',
  'Grace',
  'Hannah',
  'Hudson',
  'Imani',
  'Isabella',
  'Isaiah',
  'Jackson',
  'Jasmine',
  'Jayden',
  'Jordan',
  'Josiah',
  'Jude',
  'Julian',
  'Kai',
  'Kayla',
  'Kennedy',
  'Landon',
  'Layla',
  'Leah',
  'Levi',
  'Liam',
  'Lily',
  'Logan',
  'Lucas',
  'Luna',
  'Madison',
  'Malik',
  'Marcus',
  'Maria',
  'Mason',
  'Mateo',
  'Maya',
  'Mia',
  'Micah',
  'Nadia',
  'Nathan',
  'Noah',
  'Nora',
  'Olivia',
  'Omar',
  'Owen',
  'Paisley',
  'Priya',
  'Quinn',
  'Reagan',
  'Riley',
  'Ryan',
  'Samuel',
  'Santiago',
  'Sebastian',
  'Sofia',
  'Sophia',
  'Stella',
  'Tessa',
  'Tyler',
  'Uriel',
  'Valentina',
  'Violet',
  'Wesley',
  'Wyatt',
  'Xavier',
  'Yusuf',
  'Zion',
  'Zoe',
];
const LAST = [
  'Abbott',
  'Acosta',
  'Adeyemi',
  'Alvarado',
  'Barnes',
  'Beltran',
  'Bishop',
  'Bowers',
  'Castillo',
  'Chavez',
  'Chen',
  'Coleman',
  'Cruz',
  'Delacroix',
  'Delgado',
  'Dominguez',
  'Dunn',
  'Espinoza',
  'Fairbanks',
  'Fischer',
  'Flores',
  'Foster',
  'Garcia',
  'Gibson',
  'Gonzalez',
  'Graves',
  'Guerrero',
  'Gutierrez',
  'Hale',
  'Harlan',
  'Hernandez',
  'Hoang',
  'Holloway',
  'Huang',
  'Ibarra',
  'Iverson',
  'Jackson',
  'Jamison',
  'Jenkins',
  'Johnson',
  'Kaur',
  'Keller',
  'Kim',
  'Kowalski',
  'Lambert',
  'Le',
  'Lindgren',
  'Lopez',
  'Maddox',
  'Marsh',
  'Martinez',
  'McBride',
  'Medina',
  'Mendoza',
  'Morales',
  'Moreau',
  'Nakamura',
  'Nguyen',
  'Nwosu',
  'Okafor',
  'Okonkwo',
  'Oliver',
  'Ortiz',
  'Osei',
  'Patel',
  'Pham',
  'Porter',
  'Pruitt',
  'Quintero',
  'Raman',
  'Ramirez',
  'Reyes',
  'Rios',
  'Rivera',
  'Robinson',
  'Rojas',
  'Russell',
  'Salazar',
  'Sanchez',
  'Schmidt',
  'Shah',
  'Simmons',
  'Sorensen',
  'Soto',
  'Stewart',
  'Thibodeaux',
  'Tran',
  'Trevino',
  'Underwood',
  'Valdez',
  'Vargas',
  'Vaughn',
  'Villarreal',
  'Walker',
  'Wallace',
  'Washington',
  'Webb',
  'Whitaker',
  'Williams',
  'Wong',
  'Yates',
  'Young',
  'Zamora',
  'Zimmerman',
];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

interface School {
  readonly name: string;
  readonly short: string;
  readonly number: number;
  readonly level: 'ES' | 'MS' | 'HS';
}
const SCHOOLS: readonly School[] = [
  { name: 'Birchwood Elementary', short: 'Birchwood ES', number: 101, level: 'ES' },
  { name: 'Bluebonnet Elementary', short: 'Bluebonnet ES', number: 102, level: 'ES' },
  { name: 'Cottonwood Elementary', short: 'Cottonwood ES', number: 103, level: 'ES' },
  { name: 'Hackberry Elementary', short: 'Hackberry ES', number: 104, level: 'ES' },
  { name: 'Harmon Elementary', short: 'Harmon ES', number: 105, level: 'ES' },
  { name: 'Jefferson Elementary', short: 'Jefferson ES', number: 106, level: 'ES' },
  { name: 'Kiowa Elementary', short: 'Kiowa ES', number: 107, level: 'ES' },
  { name: 'Meadowlark Elementary', short: 'Meadowlark ES', number: 108, level: 'ES' },
  { name: 'Mesquite Trail Elementary', short: 'Mesquite Trail ES', number: 109, level: 'ES' },
  { name: 'Oak Hollow Elementary', short: 'Oak Hollow ES', number: 110, level: 'ES' },
  { name: 'Pecan Grove Elementary', short: 'Pecan Grove ES', number: 111, level: 'ES' },
  { name: 'Prairie View Elementary', short: 'Prairie View ES', number: 113, level: 'ES' },
  { name: 'Riverbend Elementary', short: 'Riverbend ES', number: 114, level: 'ES' },
  { name: 'Stonebridge Elementary', short: 'Stonebridge ES', number: 115, level: 'ES' },
  { name: 'Sunset Ridge Elementary', short: 'Sunset Ridge ES', number: 116, level: 'ES' },
  { name: 'Willow Creek Elementary', short: 'Willow Creek ES', number: 117, level: 'ES' },
  { name: 'Cedar Ridge Middle School', short: 'Cedar Ridge MS', number: 41, level: 'MS' },
  { name: 'Frontier Middle School', short: 'Frontier MS', number: 42, level: 'MS' },
  { name: 'Lakeview Middle School', short: 'Lakeview MS', number: 43, level: 'MS' },
  { name: 'Palisade Middle School', short: 'Palisade MS', number: 44, level: 'MS' },
  { name: 'Cedar Plains High School', short: 'Cedar Plains HS', number: 1, level: 'HS' },
  { name: 'Eastlake High School', short: 'Eastlake HS', number: 2, level: 'HS' },
  { name: 'Ridgeview High School', short: 'Ridgeview HS', number: 3, level: 'HS' },
];
const schoolByShort = (short: string): School => SCHOOLS.find((s) => s.short === short)!;
const gradeFor = (random: () => number, school: School): number =>
  school.level === 'ES' ? between(random, 0, 5) : school.level === 'MS' ? between(random, 6, 8) : between(random, 9, 12);

const STREETS = [
  'Harmon Mill Rd',
  'Cedar Plains Pkwy',
  'Bluebonnet Dr',
  'Pecan St',
  'Mesquite Trl',
  'FM 1187',
  'W Sublett Rd',
  'Kiowa Dr',
  'Stonebridge Blvd',
  'Prairie View Ln',
  'Sycamore Ln',
  'Delmar Ave',
  'Hackberry Ct',
  'Old Granbury Rd',
  'E Rendon Crowley Rd',
  'Willow Creek Dr',
  'Oak Hollow Way',
  'Meadowlark Ln',
  'N Main St',
  'S Cherry Ln',
  'Lakeview Dr',
  'Frontier Trl',
  'Ridgeview Pkwy',
  'Cottonwood Dr',
  'Live Oak Ln',
  'Chisholm Trl',
  'Sunset Ridge Dr',
  'Riverbend Rd',
  'Brazos Ave',
  'Caddo St',
];

const two = (random: () => number) => ({ first: oneOf(random, FIRST), last: oneOf(random, LAST) });
/** `seconds` after midnight as HH:MM:SS. */
const clock = (seconds: number) =>
  `${pad2(Math.floor(seconds / 3600) % 24)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(Math.floor(seconds) % 60)}`;
/** A duration as H:MM:SS. */
const span = (seconds: number) => `${Math.floor(seconds / 3600)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
/** Makes records with `make` until one does not contain any of `avoid`. */
function avoiding<T>(make: () => T, show: (t: T) => string, avoid: readonly string[]): T {
  for (;;) {
    const made = make();
    const text = show(made);
    if (!avoid.some((a) => text.includes(a))) return made;
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/* a. The answer in the middle of one long line                                                                 */
/* ------------------------------------------------------------------------------------------------------------ */

/** PowerSchool's student API, district-wide, minified: a 7th grader's state ID, among near-namesakes. */
function sisStateId(): EconomicsTask {
  const random = seededRandom(93_101);
  const needle = '7304918265';
  const stateId = () => `${between(random, 1, 9)}${chars(random, '0123456789', 9)}`;
  let dcid = 38_200;
  const student = (
    first: string,
    middle: string,
    last: string,
    school: School,
    grade: number,
    localId: number,
    ssid: string,
    gender = random() < 0.5 ? 'F' : 'M',
  ) => {
    const lateBirthday = random() < 0.35;
    const birthYear = (lateBirthday ? 2020 : 2021) - grade;
    const birthMonth = lateBirthday ? between(random, 9, 12) : between(random, 1, 8);
    const street = `${between(random, 100, 9899)} ${oneOf(random, STREETS)}`;
    const lunch = oneOf(random, ['F', 'F', 'R', 'P', 'P', 'P']);
    dcid += between(random, 1, 7);
    return {
      '@extensions': 's_tx_stu_x,studentcorefields',
      id: dcid,
      local_id: localId,
      student_username: `${first[0]}${last}${localId}`.toLowerCase().replace(/[^a-z0-9]/g, ''),
      name: { first_name: first, middle_name: middle, last_name: last },
      demographics: {
        gender,
        birth_date: `${birthYear}-${pad2(birthMonth)}-${pad2(between(random, 1, 28))}`,
        projected_graduation_year: 2027 + (12 - grade),
        district_entry_date: `${between(random, Math.max(2014, 2021 - grade + 5), 2026)}-08-${pad2(between(random, 10, 20))}`,
      },
      addresses: {
        physical: { street, city: 'Cedar Plains', state_province: 'TX', postal_code: oneOf(random, ['76036', '76028', '76126', '76036']) },
      },
      phones: { main: { number: `817-555-${pad2(between(random, 0, 99)).padStart(4, '01')}` } },
      school_enrollment: {
        enroll_status: 'A',
        enroll_status_description: 'Active',
        enroll_status_code: 0,
        grade_level: grade,
        entry_date: `2026-08-${pad2(random() < 0.9 ? 12 : between(random, 13, 31))}`,
        exit_date: '2027-05-28',
        school_number: school.number,
        school_id: SCHOOLS.indexOf(school) + 2,
        entry_code: oneOf(random, ['01', '01', '01', '02', '03']),
        district_of_residence: '220912',
        full_time_equivalency: { fteid: 11, name: 'FTE Value: 1' },
      },
      lunch: {
        balance_1: (random() * 40 - 6).toFixed(2),
        balance_2: '0.00',
        balance_3: '0.00',
        balance_4: '0.00',
        lunch_id: localId,
        lunch_status: lunch,
      },
      state_province_id: ssid,
      _extension_data: {
        _table_extension: {
          recordFound: true,
          _field: [
            { name: 'tx_economic_disadvantage', type: 'String', value: lunch === 'F' ? '01' : lunch === 'R' ? '02' : '00' },
            { name: 'tx_home_language', type: 'String', value: oneOf(random, ['ENG', 'ENG', 'ENG', 'SPA', 'VIE', 'ARA']) },
            { name: 'tx_at_risk', type: 'String', value: random() < 0.3 ? '1' : '0' },
            { name: 'tx_campus_id', type: 'String', value: `220912${String(school.number).padStart(3, '0')}` },
          ],
          name: 's_tx_stu_x',
        },
      },
    };
  };
  const count = 1_000;
  const records = Array.from({ length: count }, () =>
    avoiding(
      () => {
        const school = oneOf(random, SCHOOLS);
        const { first, last } = two(random);
        return student(
          first,
          oneOf(random, MIDDLE.split('')),
          last,
          school,
          gradeFor(random, school),
          between(random, 200_000, 299_999),
          stateId(),
        );
      },
      (r) => JSON.stringify(r),
      [needle, 'Fortunato', 'Dashiell'],
    ),
  );
  const lakeview = schoolByShort('Lakeview MS');
  records[Math.floor(count * 0.29)] = student('Ottilie', 'R', 'Fortunato', schoolByShort('Harmon ES'), 4, 247_716, '6139027448', 'F');
  records[Math.floor(count * 0.41)] = student('Dashiell', 'K', 'Moreau', schoolByShort('Frontier MS'), 7, 239_054, '7304189256', 'M');
  records[Math.floor(count * 0.5)] = student('Dashiell', 'J', 'Fortunato', lakeview, 7, 241_188, needle, 'M');
  records[Math.floor(count * 0.63)] = student('Marco', 'A', 'Fortunato', lakeview, 7, 258_302, '7310492286', 'M');
  const output = JSON.stringify({
    students: {
      '@expansions':
        'addresses, alerts, contact, contact_info, demographics, ethnicity_race, fees, initial_enrollment, lunch, phones, schedule_setup, school_enrollment',
      '@extensions': 's_tx_stu_x,studentcorefields,c_studentlocator,s_stu_crdc_x,s_stu_x',
      student: records,
    },
  });
  return probe(
    'round 93: student state ID (PowerSchool JSON, one line)',
    "What's the state ID number for Dashiell Fortunato, the 7th grader at Lakeview Middle?",
    'powerschool_get_students',
    output,
    'state-id',
    needle,
    true,
  );
}

/** Samsara's GPS history for the morning routes, one minified page: where bus 42 was at 7:32 local (13:32:00Z). */
function busGpsHistory(): EconomicsTask {
  const random = seededRandom(93_102);
  const needle = '4180 Harmon Mill Rd';
  const buses = [17, 24, 31, 38, 42, 57, 63, 88, 104, 117, 126, 142, 151, 163, 178, 190, 204, 211, 227, 238];
  // Samsara returns vehicles in id order; bus 42 ends up in the middle of the page.
  const order = [104, 17, 211, 63, 142, 238, 31, 190, 57, 42, 126, 88, 24, 178, 227, 117, 151, 38, 204, 163];
  if (order.length !== buses.length) throw new Error('bus order');
  const start = 12 * 3600 + 30 * 60; // 06:30 CST
  const pings = 240; // every 30 s to 08:30 CST
  const target = (13 * 3600 + 32 * 60 - start) / 30;
  const vehicle = (bus: number, index: number) => {
    let street = oneOf(random, STREETS);
    let number = between(random, 200, 9000);
    let step = random() < 0.5 ? 1 : -1;
    let lat = 32.52 + random() * 0.09;
    let lon = -97.41 + random() * 0.11;
    let heading = between(random, 0, 359);
    let stopped = 0;
    const gps = Array.from({ length: pings }, (_, i) => {
      let speed: number;
      if (stopped > 0) {
        stopped--;
        speed = 0;
      } else if (random() < 0.08) {
        stopped = between(random, 1, 3);
        speed = 0;
      } else {
        speed = Math.round((14 + random() * 28) * 10) / 10;
        number += step * Math.round(speed * between(random, 3, 5));
        lat += Math.cos((heading * Math.PI) / 180) * speed * 0.00012;
        lon += Math.sin((heading * Math.PI) / 180) * speed * 0.00014;
        if (number < 100 || number > 9899 || random() < 0.07) {
          street = oneOf(random, STREETS);
          number = between(random, 200, 9000);
          step = random() < 0.5 ? 1 : -1;
          heading = (heading + oneOf(random, [90, 270, 180])) % 360;
        }
      }
      let location = `${number} ${street}`;
      if (location === needle) location = `${number + 2} ${street}`;
      if (bus === 42 && Math.abs(i - target) <= 3) {
        const k = i - target;
        location = `${4180 + k * 56 + (k === 0 ? 0 : k > 0 ? 4 : -2)} Harmon Mill Rd`;
        speed = Math.round((27 + random() * 6) * 10) / 10;
        heading = 92;
      }
      return {
        time: `2026-11-17T${clock(start + i * 30)}Z`,
        latitude: Math.round(lat * 1e6) / 1e6,
        longitude: Math.round(lon * 1e6) / 1e6,
        headingDegrees: speed === 0 ? heading : (heading + between(random, -4, 4) + 360) % 360,
        speedMilesPerHour: speed,
        reverseGeo: { formattedLocation: `${location}, Cedar Plains, TX` },
        isEcuSpeed: true,
      };
    });
    return {
      id: `2814749767${String(10_000 + index * 3_917 + between(random, 0, 99)).padStart(5, '0')}`,
      name: `Bus ${bus}`,
      externalIds: {
        'samsara.serial': `G9${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ23456789', 8)}`,
        'samsara.vin': `4DRBUC8N${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 9)}`,
      },
      gps,
    };
  };
  const data = order.map((bus, index) => vehicle(bus, index));
  const output = JSON.stringify({
    data,
    pagination: { endCursor: `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 12)}`, hasNextPage: false },
  });
  return probe(
    'round 93: bus location at a time (Samsara JSON, one line)',
    'Where was bus 42 at 7:32 this morning?',
    'samsara_vehicle_stats_history',
    output,
    'bus-location',
    needle,
    true,
  );
}

/** The Niagara supervisor's BACnet device list over oBIX, on one line: one school's kitchen exhaust fan controller's IP. */
function hvacDeviceIp(): EconomicsTask {
  const random = seededRandom(93_103);
  const needle = '10.48.37.214';
  const sites = shuffle(random, SCHOOLS.filter((s) => s.short !== 'Harmon ES').slice());
  sites.splice(11, 0, schoolByShort('Harmon ES'));
  const octets = shuffle(
    random,
    Array.from({ length: 60 }, (_, i) => 20 + i).filter((o) => o !== 37),
  );
  const vendors = [
    {
      vendor: 'Distech Controls',
      models: ['ECY-303', 'ECB-VAV', 'ECY-S1000'],
      firmware: () => `1.${between(random, 12, 16)}.${between(random, 21000, 24999)}.1`,
    },
    {
      vendor: 'Trane',
      models: ['UC600', 'UC400', 'Tracer SC+'],
      firmware: () => `${between(random, 6, 8)}.${between(random, 10, 60)}.${between(random, 1000, 2999)}`,
    },
    {
      vendor: 'Johnson Controls',
      models: ['FEC2611', 'FX-PCG2611', 'CGM09090'],
      firmware: () => `${between(random, 10, 14)}.${between(random, 0, 3)}.${between(random, 0, 9)}`,
    },
    {
      vendor: 'Daikin Applied',
      models: ['MicroTech III', 'MicroTech 4'],
      firmware: () => `${between(random, 2, 4)}.${between(random, 0, 9)}.${between(random, 10, 99)}`,
    },
  ];
  let instance = 0;
  const device = (site: School, siteIndex: number, octet: number, tag: string, label: string, host: number) => {
    const v = oneOf(random, vendors);
    const code = site.short.replace(/ (ES|MS|HS)$/, '$1').replace(/ /g, '');
    const name = `${code}_${tag.replace(/-/g, '_')}`;
    instance += between(random, 1, 3);
    const lastOk = `2026-11-17T${clock(8 * 3600 + between(random, 0, 1800))}.${String(between(random, 0, 999)).padStart(3, '0')}-06:00`;
    return (
      `<obj href="${name}/" name="${name}" displayName="${site.short} ${tag} ${label}" is="bacnet:BacnetDevice obix:obj">` +
      `<int name="deviceInstance" val="${240_000 + siteIndex * 400 + instance}"/>` +
      `<str name="address" val="10.48.${octet}.${host}:47808"/>` +
      `<int name="network" val="${2400 + siteIndex}"/>` +
      `<str name="vendorName" val="${v.vendor}"/>` +
      `<str name="modelName" val="${oneOf(random, v.models)}"/>` +
      `<str name="firmwareRevision" val="${v.firmware()}"/>` +
      `<str name="appSoftwareVersion" val="${tag.split('-')[0]}_std_v${between(random, 2, 5)}"/>` +
      `<enum name="status" val="ok" range="/obix/config/Drivers/BacnetNetwork/statusRange/"/>` +
      `<bool name="enabled" val="true"/>` +
      `<abstime name="lastOkTime" val="${lastOk}" tz="America/Chicago"/>` +
      `<reltime name="pollFrequency" val="PT${oneOf(random, [5, 15, 60])}S"/>` +
      `</obj>`
    );
  };
  const parts: string[] = [];
  sites.forEach((site, siteIndex) => {
    const octet = site.short === 'Harmon ES' ? 37 : octets[siteIndex]!;
    const hosts = shuffle(
      random,
      Array.from({ length: 220 }, (_, i) => 21 + i).filter((h) => !(octet === 37 && h === 214)),
    );
    let h = 0;
    const nextHost = () => hosts[h++]!;
    const list: [string, string][] = [];
    const ahus = site.level === 'HS' ? 6 : site.level === 'MS' ? 4 : 2;
    for (let i = 1; i <= ahus; i++)
      list.push([`AHU-${i}`, oneOf(random, ['Gym', 'Classroom Wing A', 'Classroom Wing B', 'Library', 'Auditorium', 'Admin'])]);
    for (let i = 1; i <= between(random, 3, 6); i++)
      list.push([`RTU-${i}`, oneOf(random, ['Cafeteria', 'Music', 'Portable Bldg', 'Admin', 'Gym Lobby'])]);
    list.push(['CH-1', 'Chiller'], ['BLR-1', 'Boiler Plant'], ['MAU-1', 'Kitchen Makeup Air']);
    list.push(['KEF-1', 'Kitchen Exhaust']);
    for (let i = 1; i <= between(random, 2, 4); i++)
      list.push([`EF-${i}`, oneOf(random, ['Restroom Exhaust', 'Locker Room Exhaust', 'Custodial Exhaust'])]);
    const vavs = site.level === 'HS' ? 18 : site.level === 'MS' ? 14 : 10;
    const rooms = new Set<string>();
    while (rooms.size < vavs) rooms.add(`${oneOf(random, [1, 1, 2])}${pad2(between(random, 1, 40))}`);
    for (const room of [...rooms].sort()) list.push([`VAV-${room}`, `Room ${room}`]);
    for (const [tag, label] of list) {
      const host = site.short === 'Harmon ES' && tag === 'KEF-1' ? 214 : nextHost();
      parts.push(device(site, siteIndex, octet, tag, label, host));
    }
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<obj xmlns="http://obix.org/ns/schema/1.0" xmlns:bacnet="http://www.tridium.com/obix/bacnet" href="https://bas.cedarplains.org/obix/config/Drivers/BacnetNetwork/" is="obix:obj" display="BacnetNetwork {ok}">' +
    '<str name="localDevice" val="CPISD_SUPERVISOR (2400000)"/><list name="devices" of="bacnet:BacnetDevice">' +
    parts.join('') +
    '</list></obj>';
  return probe(
    'round 93: controller IP address (oBIX XML, one line)',
    "What's the IP address of the kitchen exhaust fan controller at Harmon Elementary?",
    'niagara_obix_read',
    output,
    'hvac-ip',
    needle,
    true,
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* b. The answer a few lines away from the line the question's words match                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** The nutrition system's special diet orders in YAML: which prescriber signed one student's order. */
function dietOrderPrescriber(): EconomicsTask {
  const random = seededRandom(93_104);
  const needle = 'Dr. Imogen Castellanos-Reid';
  const prescribers = [
    ['Dr. Samuel Okoro, MD', "Cook Children's Pediatrics - Cedar Plains"],
    ['Dr. Leticia Barragan, MD', 'Southwest Pediatric Associates'],
    ['Dr. Kevin Thornquist, DO', 'Texas Health Family Care'],
    ['Dr. Aisha Rahman, MD', 'Allergy & Asthma Center of North Texas'],
    ['Dr. Paul Whitford, MD', 'Allergy & Asthma Center of North Texas'],
    ['Dr. Renata Vasquez, MD', "Cook Children's Pediatrics - Burleson"],
    ['Dr. Gregory Lin, MD', 'Cedar Plains Family Medicine'],
    ['Dr. Hannah Feldmann, MD', 'Pediatric Partners of Fort Worth'],
    ['Dr. Marcus Adebayo, MD', 'JPS Health Network - Pediatrics'],
    ['Dr. Elise Carrington, MD', 'Pediatric Partners of Fort Worth'],
    ['Dr. Tomas Echeverria, MD', 'Cedar Plains Family Medicine'],
    ['Dr. Joanna Pryce, DO', 'Texas Health Family Care'],
    ['Dr. Nikhil Sarin, MD', "Cook Children's GI Clinic"],
    ['Dr. Wendy Albrecht, MD', "Cook Children's Endocrinology"],
    ['Beth Hollister, APRN, CPNP', 'Southwest Pediatric Associates'],
    ['Jorge Almanza, PA-C', 'MinuteClinic - Cedar Plains'],
    ['Dr. Imogen Castellano, MD', 'Allergy Partners of Arlington'],
    ['Dr. Reid Castellanos, MD', "Cook Children's Pediatrics - Cedar Plains"],
  ];
  const conditions = [
    {
      condition: 'Peanut allergy (anaphylaxis)',
      avoid: ['peanut'],
      sub: ['PB&J Uncrustable', 'SunButter & jelly sandwich'],
      alert: 'NO PEANUT',
      epi: true,
    },
    {
      condition: 'Tree nut allergy',
      avoid: ['tree nuts', 'coconut'],
      sub: ['Almond chicken', 'Grilled chicken strips'],
      alert: 'NO TREE NUT',
      epi: true,
    },
    {
      condition: 'Milk allergy',
      avoid: ['milk', 'butter', 'cheese', 'whey'],
      sub: ['1% white milk', 'Silk soy milk 8 oz'],
      alert: 'NO DAIRY',
      epi: false,
    },
    {
      condition: 'Lactose intolerance',
      avoid: ['fluid milk'],
      sub: ['1% white milk', 'Lactaid 1% 8 oz'],
      alert: 'LACTOSE FREE MILK',
      epi: false,
    },
    {
      condition: 'Egg allergy',
      avoid: ['egg', 'mayonnaise'],
      sub: ['Breakfast egg & cheese taco', 'Bean & cheese taco'],
      alert: 'NO EGG',
      epi: false,
    },
    { condition: 'Wheat allergy', avoid: ['wheat'], sub: ['Whole grain roll', 'Brown rice 1/2 cup'], alert: 'NO WHEAT', epi: false },
    {
      condition: 'Celiac disease',
      avoid: ['wheat', 'barley', 'rye'],
      sub: ['Pepperoni pizza', 'GF pepperoni pizza (Conte)'],
      alert: 'GLUTEN FREE',
      epi: false,
    },
    {
      condition: 'Fish/shellfish allergy',
      avoid: ['fish', 'shellfish'],
      sub: ['Fish sticks', 'Chicken nuggets'],
      alert: 'NO FISH',
      epi: true,
    },
    {
      condition: 'Sesame allergy',
      avoid: ['sesame', 'tahini'],
      sub: ['Hamburger on sesame bun', 'Hamburger on plain bun'],
      alert: 'NO SESAME',
      epi: true,
    },
    {
      condition: 'Soy allergy',
      avoid: ['soy', 'soybean oil'],
      sub: ['Teriyaki chicken', 'Baked chicken leg'],
      alert: 'NO SOY',
      epi: false,
    },
    {
      condition: 'Type 1 diabetes (carb counts)',
      avoid: [],
      sub: ['Chocolate milk', '1% white milk'],
      alert: 'CARB COUNT ON RECEIPT',
      epi: false,
    },
    {
      condition: 'Dysphagia (IDDSI level 5)',
      avoid: [],
      sub: ['Chicken nuggets', 'Ground chicken with gravy'],
      alert: 'MINCED & MOIST',
      epi: false,
    },
  ];
  const homerooms = ['Okafor', 'Bishop', 'Reyes', 'Lambert', 'Nguyen', 'Harlan', 'Fischer', 'Whitaker', 'Dominguez', 'Vaughn'];
  let patron = 230_118;
  const patrons = Array.from({ length: 1_050 }, () => (patron += between(random, 3, 90)));
  let slot = 0;
  const entry = (
    name: string,
    school: School,
    grade: number,
    prescriber: string,
    practice: string,
    picked = shuffle(random, conditions.slice()).slice(0, random() < 0.7 ? 1 : 2),
  ) => {
    const id = patrons[slot]!;
    const signed = new Date(Date.UTC(2026, between(random, 4, 10), between(random, 1, 28)));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const expires = new Date(signed);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    const lines = [
      `  - patron_id: "${id}"`,
      `    name: "${name}"`,
      `    school: ${school.name}`,
      `    grade: "${grade === 0 ? 'KG' : pad2(grade)}"`,
      `    homeroom: "${oneOf(random, homerooms)} - ${between(random, 101, 240)}"`,
      `    status: active`,
      `    diet_order:`,
      `      category: ${picked.some((c) => c.epi || c.condition.startsWith('Celiac') || c.condition.startsWith('Type') || c.condition.startsWith('Dys')) ? 'disability   # 7 CFR 210.10(m)(1)' : 'non-disability   # accommodated at SFA discretion'}`,
      `      conditions:`,
      ...picked.map((c) => `        - "${c.condition}"`),
      `      avoid: [${picked.flatMap((c) => c.avoid).join(', ')}]`,
      `      substitutions:`,
      ...picked.flatMap((c) => [`        - replace: "${c.sub[0]}"`, `          with: "${c.sub[1]}"`]),
      `      texture: ${picked.some((c) => c.condition.startsWith('Dys')) ? 'minced_moist' : 'regular'}`,
      `      prescriber: "${prescriber}"`,
      `      practice: "${practice}"`,
      `      signed: ${iso(signed)}`,
      `      expires: ${iso(expires)}`,
      `    pos_alert: "CHECK TRAY: ${picked.map((c) => c.alert).join(' / ')}"`,
      `    epinephrine_on_campus: ${picked.some((c) => c.epi)}`,
      `    last_reviewed_by: ${oneOf(random, ['cn.dietitian', 'mgr.' + school.short.split(' ')[0]!.toLowerCase(), 'nurse.' + school.short.split(' ')[0]!.toLowerCase()])}`,
    ];
    return lines.join('\n');
  };
  const count = 1_050;
  const records = Array.from({ length: count }, (_, i) =>
    avoiding(
      () => {
        slot = i;
        const school = oneOf(random, SCHOOLS);
        const { first, last } = two(random);
        const [prescriber, practice] = oneOf(random, prescribers);
        return entry(`${last}, ${first} ${oneOf(random, MIDDLE.split(''))}.`, school, gradeFor(random, school), prescriber!, practice!);
      },
      (r) => r,
      [needle, 'Lindqvist'],
    ),
  );
  const birchwood = schoolByShort('Birchwood ES');
  const peanut = conditions.slice(0, 2);
  slot = Math.floor(count * 0.33);
  records[slot] = entry(
    'Lindgren, Theo M.',
    schoolByShort('Kiowa ES'),
    3,
    'Dr. Aisha Rahman, MD',
    'Allergy & Asthma Center of North Texas',
  );
  slot = Math.floor(count * 0.52);
  records[slot] = entry('Lindqvist, Theo R.', birchwood, 2, `${needle}, MD`, 'Allergy Partners of Arlington', peanut);
  slot = Math.floor(count * 0.57);
  records[slot] = entry('Lindqvist, Freya A.', birchwood, 4, 'Dr. Leticia Barragan, MD', 'Southwest Pediatric Associates', [
    conditions[3]!,
  ]);
  slot = Math.floor(count * 0.7);
  records[slot] = entry('Lind, Theodora K.', schoolByShort('Lakeview MS'), 8, 'Dr. Gregory Lin, MD', 'Cedar Plains Family Medicine');
  const output = [
    '# PrimeroEdge | Special Diet Orders export',
    '# district: Cedar Plains ISD (220912)   school_year: 2026-2027   generated: 2026-11-17T05:45:12-06:00',
    `# records: ${count}   filter: status=active`,
    'special_diets:',
    ...records,
    '',
  ].join('\n');
  return probe(
    'round 93: diet order prescriber (YAML)',
    "Which doctor signed Theo Lindqvist's special diet order?",
    'primeroedge_export_special_diets',
    output,
    'diet-doctor',
    needle,
  );
}

/** The routing software's route sheets in XML: route 23's afternoon drop-off time at one corner. */
function routeStopTime(): EconomicsTask {
  const random = seededRandom(93_105);
  const needle = '15:47:20';
  const corner = 'Sycamore Ln &amp; Delmar Ave';
  const intersection = () => {
    for (;;) {
      const a = oneOf(random, STREETS);
      const b = oneOf(random, STREETS);
      if (a === b || (a === 'Sycamore Ln' && b === 'Delmar Ave') || (a === 'Delmar Ave' && b === 'Sycamore Ln')) continue;
      return random() < 0.2 ? `${between(random, 100, 9899)} ${a}` : `${a} &amp; ${b}`;
    }
  };
  const t = (seconds: number) => {
    const text = clock(seconds);
    return text === needle ? clock(seconds + 10) : text;
  };
  const drivers = Array.from({ length: 150 }, () => `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`);
  const trip = (route: string, session: 'AM' | 'PM', school: School, fixed?: { seq: number; street: string; at?: number }) => {
    const stops = Math.max(between(random, 8, 15), (fixed?.seq ?? 0) + 2);
    const lines: string[] = [];
    const lead = between(random, 240, 600);
    const times: number[] = [];
    let now =
      (session === 'AM'
        ? between(random, 6 * 3600 + 15 * 60, 7 * 3600 + 10 * 60)
        : between(random, 15 * 3600 + 5 * 60, 16 * 3600 + 10 * 60)) + lead;
    for (let s = 0; s < stops; s++) {
      times.push(now);
      now += between(random, 60, 260);
    }
    // A planted stop keeps its time: the whole trip shifts around it.
    const shift = fixed?.at !== undefined ? fixed.at - times[fixed.seq - 1]! : 0;
    const depart = times[0]! + shift - lead;
    lines.push(`      <Trip Name="${route} ${session} ${school.short}" Session="${session}" School="${school.name}" Days="MTWRF">`);
    lines.push(`        <Depart>${t(Math.floor(depart / 60) * 60)}</Depart>`);
    lines.push(`        <Stops>`);
    let load = 0;
    const riders = Array.from({ length: stops }, () => between(random, 1, 9));
    const total = riders.reduce((a, b) => a + b, 0);
    for (let s = 1; s <= stops; s++) {
      const here = riders[s - 1]!;
      load = session === 'AM' ? load + here : total - riders.slice(0, s - 1).reduce((a, b) => a + b, 0);
      const planted = fixed?.seq === s;
      const street = planted ? fixed.street : intersection();
      const at = times[s - 1]! + shift;
      lines.push(
        `          <Stop Sequence="${s}" StopId="${planted ? (fixed.street === corner ? 'ST-04417' : 'ST-04452') : `ST-${String(between(random, 1000, 9999)).padStart(5, '0')}`}">`,
      );
      lines.push(`            <Location>${street}</Location>`);
      lines.push(`            <Time>${planted && fixed.at !== undefined ? clock(at) : t(at)}</Time>`);
      lines.push(`            <Riders>${here}</Riders>`);
      lines.push(`            <LoadAfter>${session === 'AM' ? load : load - here}</LoadAfter>`);
      lines.push(
        random() < 0.12
          ? `            <Comment>${oneOf(random, ['Wait for K student - adult must be present', 'Use turnaround at cul-de-sac', 'Do not stop on FM 1187 shoulder', 'Gate code at mailbox kiosk', 'Loading on east side only', 'Special needs - lift'])}</Comment>`
          : `            <Comment/>`,
      );
      lines.push(`          </Stop>`);
    }
    now = times[stops - 1]! + shift;
    lines.push(`        </Stops>`);
    lines.push(`        <Arrive>${t(now + between(random, 240, 720))}</Arrive>`);
    lines.push(`        <Miles>${(stops * 0.9 + random() * 8).toFixed(1)}</Miles>`);
    lines.push(`      </Trip>`);
    return lines;
  };
  // Exported in the software's name order: "1", "10", "100", ..., "23", ...
  const names = Array.from({ length: 140 }, (_, i) => String(i + 1)).sort();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<RoutingExport Product="Routefinder PLUS" Version="2026.2.118" District="Cedar Plains ISD" SchoolYear="2026-2027" Generated="2026-11-17T05:30:04-06:00">',
    '  <Routes>',
  ];
  const secondary = SCHOOLS.filter((s) => s.level !== 'ES');
  for (const route of names) {
    const bus = between(random, 1, 260);
    const school =
      route === '23'
        ? schoolByShort('Cedar Ridge MS')
        : route === '31'
          ? schoolByShort('Frontier MS')
          : oneOf(random, random() < 0.5 ? secondary : SCHOOLS);
    lines.push(
      `    <Route Name="${route}" Vehicle="Bus ${bus}" Depot="${oneOf(random, ['North Lot', 'South Lot', 'Eastlake Satellite'])}" Capacity="${oneOf(random, [71, 77, 77, 84])}">`,
    );
    lines.push(`      <Driver>${oneOf(random, drivers)}</Driver>`);
    if (route === '23') {
      lines.push(...trip(route, 'AM', school, { seq: 4, street: corner }));
      lines.push(...trip(route, 'PM', school, { seq: 6, street: corner, at: 15 * 3600 + 47 * 60 + 20 }));
    } else if (route === '31') {
      lines.push(...trip(route, 'AM', school));
      lines.push(...trip(route, 'PM', school, { seq: 9, street: corner }));
    } else if (route === '123') {
      lines.push(...trip(route, 'AM', school, { seq: 3, street: 'Sycamore Ln &amp; Pecan St' }));
      lines.push(...trip(route, 'PM', school, { seq: 7, street: 'Sycamore Ln &amp; Pecan St' }));
    } else {
      lines.push(...trip(route, 'AM', school));
      if (random() < 0.15)
        lines.push(
          ...trip(
            route,
            'AM',
            oneOf(
              random,
              SCHOOLS.filter((s) => s.level === 'ES'),
            ),
          ),
        );
      lines.push(...trip(route, 'PM', school));
      if (random() < 0.15)
        lines.push(
          ...trip(
            route,
            'PM',
            oneOf(
              random,
              SCHOOLS.filter((s) => s.level === 'ES'),
            ),
          ),
        );
    }
    lines.push(`    </Route>`);
  }
  lines.push('  </Routes>', '</RoutingExport>', '');
  return probe(
    'round 93: afternoon stop time (route sheet XML)',
    "What time does route 23's afternoon bus drop off at Sycamore and Delmar?",
    'routefinder_export_routes',
    lines.join('\n'),
    'stop-time',
    needle,
  );
}

/** GAM's `info cros` for the student Chromebooks: the most recent user of the device with one asset tag. */
function chromebookLastUser(): EconomicsTask {
  const random = seededRandom(93_106);
  const needle = 's248815@students.cpisd.org';
  const target = 'CPU-118402';
  const models = [
    ['Lenovo 100e Chromebook Gen 4', 'Google_Nissa', 'nissa', '2033-06-01'],
    ['Lenovo 300e Chromebook Gen 3', 'Google_Dedede', 'dedede', '2030-06-01'],
    ['Dell Chromebook 3110', 'Google_Dedede', 'dedede', '2031-06-01'],
    ['HP Chromebook 11 G9 EE', 'Google_Dedede', 'dedede', '2029-06-01'],
    ['Acer Chromebook Spin 511', 'Google_Nissa', 'nissa', '2033-06-01'],
  ];
  const email = () => `s${between(random, 200_000, 299_999)}@students.cpisd.org`;
  const used = new Set<string>();
  const tag = () => {
    for (;;) {
      const t = `CPU-${between(random, 100_000, 139_999)}`;
      if (t !== target && !used.has(t)) {
        used.add(t);
        return t;
      }
    }
  };
  const ts = (day: number) =>
    `2026-11-${pad2(day)}T${clock(between(random, 12 * 3600, 22 * 3600))}.${String(between(random, 0, 999)).padStart(3, '0')}Z`;
  const device = (n: number, of: number, assetId: string, cart: boolean, users: string[], site: School) => {
    const [model, fw, board, aue] = oneOf(random, models);
    const id = uuid(random);
    const annotatedUser = cart ? '' : users[0]!;
    const lines = [
      `CrOS Device: ${id} (${n}/${of})`,
      `  deviceId: ${id}`,
      `  serialNumber: ${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}`,
      `  status: ACTIVE`,
      `  annotatedAssetId: ${assetId}`,
      `  annotatedLocation: ${cart ? `${site.short} - Cart ${between(random, 1, 12)}` : `${site.short} - 1:1`}`,
      `  annotatedUser: ${annotatedUser}`,
      `  autoUpdateThrough: ${aue}`,
      `  bootMode: Verified`,
      `  chromeOsType: chromeOs`,
      `  deviceLicenseType: education`,
      `  firmwareVersion: ${fw}.${between(random, 13000, 16000)}.${between(random, 100, 700)}.0`,
      `  lastEnrollmentTime: ${between(random, 2023, 2026)}-0${between(random, 6, 9)}-${pad2(between(random, 1, 28))}T${clock(between(random, 13 * 3600, 21 * 3600))}.000Z`,
      `  lastSync: ${ts(between(random, 12, 16))}`,
      `  macAddress: ${hex(random, 12)}`,
      `  model: ${model}`,
      `  orgUnitPath: /Students/${site.short}/${cart ? 'Carts' : `Grade ${between(random, 3, 12)}`}`,
      `  osVersion: ${oneOf(random, ['130.0.6723.126', '130.0.6723.126', '130.0.6723.126', '129.0.6668.110', '131.0.6778.88'])}`,
      `  platformVersion: ${oneOf(random, ['16033.58.0', '16002.51.0', '16093.31.0'])} (Official Build) stable-channel ${board}`,
      `  recentUsers`,
      ...users.flatMap((u) => [`    email: ${u}`, `      type: USER_TYPE_MANAGED`]),
      `  activeTimeRanges`,
      ...Array.from(
        { length: between(random, 2, 5) },
        (_, i) => `    date: 2026-11-${pad2(16 - i)}  activeTime: ${span(between(random, 600, 21_000))}`,
      ),
      `  cpuStatusReports`,
      `    reportTime: ${ts(16)}`,
      `      cpuUtilizationPercentageInfo: ${between(random, 1, 40)}`,
    ];
    return lines.join('\n');
  };
  const count = 1_200;
  const at = Math.floor(count * 0.47);
  const blocks: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === at) {
      blocks.push(
        device(
          i + 1,
          count,
          target,
          true,
          [needle, 's263017@students.cpisd.org', 's251142@students.cpisd.org'],
          schoolByShort('Harmon ES'),
        ),
      );
      continue;
    }
    if (i === at - 212) {
      blocks.push(
        device(i + 1, count, 'CPU-118420', true, ['s244190@students.cpisd.org', 's239771@students.cpisd.org'], schoolByShort('Harmon ES')),
      );
      continue;
    }
    if (i === at + 305) {
      blocks.push(device(i + 1, count, 'CPU-118042', false, ['s270558@students.cpisd.org'], schoolByShort('Cedar Ridge MS')));
      continue;
    }
    blocks.push(
      avoiding(
        () => {
          const site = oneOf(random, SCHOOLS);
          const cart = site.level === 'ES' ? random() < 0.7 : random() < 0.15;
          const users = Array.from({ length: cart ? between(random, 2, 6) : random() < 0.85 ? 1 : 2 }, email);
          return device(i + 1, count, tag(), cart, users, site);
        },
        (b) => b,
        [needle, target],
      ),
    );
  }
  const output = [
    'Getting all CrOS Devices in Organization Unit: /Students (may take some time on a large Domain)...',
    `Got ${count} CrOS Devices...`,
    ...blocks,
    '',
  ].join('\n');
  return probe(
    'round 93: Chromebook last user (GAM info cros)',
    'Who was the last student signed in on the Chromebook with asset tag CPU-118402?',
    'gam_info_cros',
    output,
    'last-user',
    needle,
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* c. A question that paraphrases the output or carries a preamble                                              */
/* ------------------------------------------------------------------------------------------------------------ */

/** PowerSchool's audit trail: the contact whose school pickup flag was set for one student. */
function pickupAudit(): EconomicsTask {
  const random = seededRandom(93_107);
  const needle = 'Brannigan, Cole';
  const staff = Array.from({ length: 70 }, () => {
    const { first, last } = two(random);
    return { login: `${first[0]}${last}`.toLowerCase(), school: oneOf(random, SCHOOLS) };
  });
  staff.push({ login: 'dmarchetti', school: schoolByShort('Lakeview MS') }, { login: 'rsalinas', school: schoolByShort('Harmon ES') });
  const rels = [
    'Mother',
    'Father',
    'Grandmother',
    'Grandfather',
    'Aunt',
    'Uncle',
    'Stepfather',
    'Stepmother',
    'Family Friend',
    'Neighbor',
    'Sibling (adult)',
  ];
  const students = Array.from({ length: 900 }, () => {
    const { first, last } = two(random);
    const school = oneOf(random, SCHOOLS);
    return {
      id: between(random, 200_000, 299_999),
      label: `${last}, ${first} ${oneOf(random, MIDDLE.split(''))}.`,
      last,
      school,
      grade: gradeFor(random, school),
    };
  });
  const codes = [
    'A (Absent - Unexcused)',
    'AE (Absent - Excused)',
    'T (Tardy)',
    'TE (Tardy - Excused)',
    'SC (School Business)',
    'ISS (In-School Suspension)',
    'P (Present)',
  ];
  type Event = { at: number; line: string };
  const events: Event[] = [];
  const days = [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17];
  const stamp = (at: number) => {
    const d = new Date(Date.UTC(2026, 10, 1) + at * 1000);
    return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}.${String(between(random, 0, 999)).padStart(3, '0')} CST`;
  };
  const row = (at: number, user: { login: string; school: School }, op: string, table: string, rest: string) =>
    events.push({
      at,
      line: `${stamp(at)} | user=${user.login} | school=${String(user.school.number).padStart(3, '0')} ${user.school.short} | op=${op} | table=${table} | ${rest}`,
    });
  const randomEvent = () => {
    const day = oneOf(random, days);
    const at =
      (day - 1) * 86_400 +
      (day === 17 ? between(random, 6 * 3600, 7 * 3600 + 40 * 60) : between(random, 6 * 3600 + 40 * 60, 17 * 3600 + 30 * 60));
    const user = oneOf(random, staff.slice(0, 70));
    const s = oneOf(random, students);
    const who = `student=${s.id} "${s.label}"`;
    const kind = pick(random, 10);
    if (kind <= 3) {
      const old = oneOf(random, ['(none)', ...codes]);
      const changed = oneOf(
        random,
        codes.filter((c) => c !== old),
      );
      const date = oneOf(
        random,
        days.filter((d) => d <= day && d >= day - 7),
      );
      row(
        at,
        user,
        old === '(none)' ? 'INSERT' : 'UPDATE',
        'Attendance',
        `${who} | field=Attendance_CodeID | period=${oneOf(random, ['ADA', '1', '2', '3', '4', '5', '6', '7'])} | date=2026-11-${pad2(date)} | old=${old} | new=${changed}`,
      );
    } else if (kind === 4) {
      row(
        at,
        user,
        'UPDATE',
        'StoredGrades',
        `${who} | field=Grade | course=${oneOf(random, ['ENG7', 'MATH7', 'SCI8', 'ALG1', 'BIO', 'USHIST', 'ELAR4', 'MATH5'])} | term=Q1 | old=${oneOf(random, ['B', 'C', 'D', 'F', 'B+'])} | new=${oneOf(random, ['A', 'B', 'B-', 'C+'])}`,
      );
    } else if (kind === 5) {
      const c = two(random);
      const flag = random() < 0.5 ? 0 : 1;
      row(
        at,
        user,
        'UPDATE',
        'StudentContactDetail',
        `${who} | contact=${s.last}, ${c.first} | rel=${oneOf(random, rels.slice(0, 6))} | field=${oneOf(random, ['IsEmergency', 'IsCustodial', 'LivesWithFlg', 'SchoolPickupFlg', 'ReceivesMailFlg'])} | old=${flag} | new=${1 - flag}`,
      );
    } else if (kind === 6) {
      const c = two(random);
      row(
        at,
        user,
        'UPDATE',
        'PersonPhoneNumberAssoc',
        `${who} | contact=${random() < 0.7 ? s.last : c.last}, ${c.first} | field=PhoneNumber | old=817-555-${String(between(random, 100, 199)).padStart(4, '0')} | new=682-555-${String(between(random, 100, 199)).padStart(4, '0')}`,
      );
    } else if (kind === 7) {
      row(
        at,
        user,
        'UPDATE',
        'Students',
        `${who} | field=${oneOf(random, ['Street', 'Mailing_Street', 'Home_Phone', 'Bus_Route', 'Bus_Stop'])} | old=${between(random, 100, 9899)} ${oneOf(random, STREETS)} | new=${between(random, 100, 9899)} ${oneOf(random, STREETS)}`,
      );
    } else if (kind === 8) {
      row(
        at,
        user,
        'INSERT',
        'CC',
        `${who} | field=SectionID | course=${oneOf(random, ['ENG7', 'MATH7', 'PE6', 'ART', 'BAND', 'CHOIR', 'ALG1', 'SPAN1'])} | old= | new=${between(random, 20_000, 29_999)}`,
      );
    } else {
      row(
        at,
        user,
        'INSERT',
        'Log',
        `${who} | field=LogTypeID | old= | new=${oneOf(random, ['Parent Contact', 'Discipline', 'Nurse Visit', 'Counselor', 'Transportation'])}`,
      );
    }
  };
  for (let i = 0; i < 3_600; i++) randomEvent();
  const lines = () => events.map((e) => e.line).join('\n');
  if (lines().includes('Brannigan') || lines().includes('Whitcomb')) throw new Error('pickup audit: planted names in the filler');
  const marchetti = staff.find((s) => s.login === 'dmarchetti')!;
  const salinas = staff.find((s) => s.login === 'rsalinas')!;
  const jonah = 'student=241187 "Whitcomb, Jonah A."';
  const ava = 'student=247730 "Whitcomb, Ava M."';
  const day = (d: number, h: number, m: number, s: number) => (d - 1) * 86_400 + h * 3600 + m * 60 + s;
  row(
    day(4, 8, 2, 11),
    marchetti,
    'UPDATE',
    'Attendance',
    `${jonah} | field=Attendance_CodeID | period=ADA | date=2026-11-04 | old=A (Absent - Unexcused) | new=AE (Absent - Excused)`,
  );
  row(
    day(5, 13, 40, 2),
    salinas,
    'UPDATE',
    'StudentContactDetail',
    `${ava} | contact=Whitcomb, Gail | rel=Grandmother | field=SchoolPickupFlg | old=0 | new=1`,
  );
  row(
    day(9, 10, 11, 48),
    marchetti,
    'UPDATE',
    'PersonPhoneNumberAssoc',
    `${jonah} | contact=Whitcomb, Renee | field=PhoneNumber | old=817-555-0148 | new=682-555-0193`,
  );
  row(
    day(9, 10, 13, 5),
    marchetti,
    'UPDATE',
    'StudentContactDetail',
    `${jonah} | contact=Whitcomb, Daniel | rel=Father | field=IsCustodial | old=1 | new=0`,
  );
  row(day(9, 10, 14, 22), marchetti, 'INSERT', 'Person', `${jonah} | field=LastName | old= | new=Brannigan`);
  row(day(9, 10, 14, 22), marchetti, 'INSERT', 'Person', `${jonah} | field=FirstName | old= | new=Cole`);
  row(
    day(9, 10, 14, 37),
    marchetti,
    'INSERT',
    'StudentContactDetail',
    `${jonah} | contact=${needle} | rel=Family Friend | field=SchoolPickupFlg | old= | new=1`,
  );
  row(
    day(12, 15, 5, 51),
    marchetti,
    'UPDATE',
    'StudentContactDetail',
    `${jonah} | contact=Whitcomb, Renee | rel=Mother | field=ReceivesMailFlg | old=0 | new=1`,
  );
  events.sort((a, b) => a.at - b.at);
  const output = [
    'PowerSchool SIS | Audit Tracking export | server=PSPROD | district=Cedar Plains ISD',
    'range=2026-11-02 00:00 to 2026-11-17 07:45 CST | tables=Attendance,CC,Log,Person,PersonPhoneNumberAssoc,StoredGrades,StudentContactDetail,Students',
    '',
    lines(),
    '',
    `${events.length} audit rows`,
    '',
  ].join('\n');
  return probe(
    'round 93: pickup list change (PowerSchool audit, preamble)',
    "A mom called the Lakeview front office pretty upset that somebody she doesn't know is now allowed to pick up her son. Who was added to Jonah Whitcomb's pickup list?",
    'powerschool_audit_export',
    output,
    'pickup',
    needle,
  );
}

/** The cafeteria POS patron export (CSV): how much one student "owes", a negative account balance. */
function lunchBalance(): EconomicsTask {
  const random = seededRandom(93_108);
  const needle = '-14.85';
  const header =
    'PatronNumber,LastName,FirstName,MiddleInitial,School,Grade,Homeroom,PatronType,Eligibility,AccountBalance,LowBalanceWarn,ChargeLimit,DailySpendLimit,LastDepositDate,LastDepositAmt,LastSaleDate,LastSaleAmt,FamilyAccountID,Status,POSAlert';
  const alerts = [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'NO PEANUT',
    'LACTOSE FREE MILK',
    'NO DAIRY',
    'CHECK TRAY: NO TREE NUT',
    'GLUTEN FREE',
    'NO CHARGING A LA CARTE',
    'SEE MANAGER',
  ];
  const priceFor = (school: School) =>
    school.level === 'ES' ? ['2.85', '3.10', '1.60', '0.40'] : ['3.25', '3.50', '1.85', '0.40', '4.75'];
  const row = (
    id: number,
    last: string,
    first: string,
    school: School,
    grade: number,
    eligibility: string,
    balance: string,
    family: string,
  ) => {
    const deposit = random() < 0.8;
    return [
      id,
      last,
      first,
      oneOf(random, MIDDLE.split('')),
      `"${school.name}"`,
      grade === 0 ? 'KG' : pad2(grade),
      `"${oneOf(random, LAST)} ${between(random, 101, 260)}"`,
      'Student',
      eligibility,
      balance,
      '5.00',
      school.level === 'HS' ? '0.00' : '-15.00',
      random() < 0.1 ? oneOf(random, ['5.00', '8.00', '10.00']) : '',
      deposit ? `11/${pad2(between(random, 1, 16))}/2026` : '',
      deposit ? oneOf(random, ['10.00', '20.00', '25.00', '40.00', '50.00', '15.00']) : '',
      `11/${pad2(oneOf(random, [13, 16, 16, 17]))}/2026`,
      eligibility === 'F' ? '0.00' : eligibility === 'R' ? oneOf(random, ['0.00', '0.40']) : oneOf(random, priceFor(school)),
      family,
      'Active',
      oneOf(random, alerts),
    ].join(',');
  };
  const balance = (eligibility: string) => {
    if (eligibility === 'F') return (random() * 12).toFixed(2);
    const r = random();
    if (r < 0.22) return (-(random() * 30 + 0.2)).toFixed(2);
    if (r < 0.3) return '0.00';
    return (random() * 70).toFixed(2);
  };
  const count = 5_600;
  let id = 200_004;
  const ids = Array.from({ length: count }, () => (id += between(random, 1, 30)));
  const rows = ids.map((myId) => {
    return avoiding(
      () => {
        const school = oneOf(random, SCHOOLS);
        const { first, last } = two(random);
        const eligibility = oneOf(random, ['F', 'F', 'R', 'P', 'P', 'P', 'P']);
        const family = random() < 0.3 ? `FAM${between(random, 10_000, 99_999)}` : '';
        return row(myId, last, first, school, gradeFor(random, school), eligibility, balance(eligibility), family);
      },
      (r) => r,
      [needle, 'Halvorsen'],
    );
  });
  rows[Math.floor(count * 0.36)] = row(
    ids[Math.floor(count * 0.36)]!,
    'Halvorsen',
    'Greta',
    schoolByShort('Kiowa ES'),
    3,
    'P',
    '-3.10',
    '',
  );
  rows[Math.floor(count * 0.55)] = row(
    ids[Math.floor(count * 0.55)]!,
    'Halvorsen',
    'Ezra',
    schoolByShort('Palisade MS'),
    7,
    'P',
    needle,
    '',
  );
  rows[Math.floor(count * 0.61)] = row(
    ids[Math.floor(count * 0.61)]!,
    'Holloway',
    'Ezra',
    schoolByShort('Ridgeview HS'),
    10,
    'P',
    '-21.35',
    'FAM48213',
  );
  const output = [header, ...rows, ''].join('\n');
  return probe(
    'round 93: lunch account owed (POS CSV, paraphrase)',
    "I'm about to mail the unpaid meal charge letters. How much does Ezra Halvorsen owe on his lunch account right now?",
    'pos_export_patrons',
    output,
    'meal-debt',
    needle,
  );
}

/** The visitor management system's webhook log (NDJSON): when "the elevator repairman" signed out on Thursday. */
function visitorSignOut(): EconomicsTask {
  const random = seededRandom(93_109);
  const needle = '2026-11-12T18:48:31-06:00';
  const days = [9, 10, 11, 12, 13, 16, 17];
  const types = [
    'Parent/Guardian',
    'Parent/Guardian',
    'Parent/Guardian',
    'Volunteer',
    'Volunteer',
    'Contractor',
    'Vendor',
    'Substitute',
    'District Staff',
    'Guest',
  ];
  const companies: Record<string, string[]> = {
    Contractor: [
      'Brandt Mechanical',
      'Siemens Fire & Safety',
      'Lone Star Roofing',
      'Sparkle Janitorial',
      'ABM Building Services',
      'Cintas Fire Protection',
      'Romex Plumbing',
      'Brightline Electrical',
    ],
    Vendor: ['Sysco North Texas', 'Borden Dairy', 'Scholastic Book Fairs', 'Lifetouch', 'Coca-Cola Southwest', 'Herff Jones'],
  };
  const reasons: Record<string, string[]> = {
    'Parent/Guardian': ['Early pickup', 'Drop off item', 'Lunch with student', 'Parent conference', 'Nurse - medication', 'ARD meeting'],
    Volunteer: ['Library volunteer', 'Classroom helper', 'PTA workroom', 'Book fair', 'Watch D.O.G.S.'],
    Contractor: ['Work order', 'Scheduled maintenance', 'Inspection', 'Repair'],
    Vendor: ['Delivery', 'Delivery', 'Picture day', 'Sales call'],
    Substitute: ['Sub assignment'],
    'District Staff': ['Meeting', 'Observation', 'IT support', 'Testing coordinator'],
    Guest: ['Tour', 'Interview', 'Presentation'],
  };
  const events: { at: number; line: string }[] = [];
  const iso = (at: number) => {
    const d = new Date(Date.UTC(2026, 10, 1) + at * 1000);
    return `${d.toISOString().slice(0, 19)}-06:00`;
  };
  const building = (s: School) => `{"id":${s.number},"name":"${s.name}"}`;
  const code = (s: School) =>
    s.short
      .split(' ')
      .map((w) => w[0])
      .join('');
  let badge = 4_000;
  const visit = (
    s: School,
    dayAt: number,
    inAt: number,
    outAt: number | undefined,
    first: string,
    last: string,
    type: string,
    company: string,
    reason: string,
    host: string,
  ) => {
    const id = `vis_${chars(random, ALNUM, 16)}`;
    badge++;
    const visitor = `{"first":"${first}","last":"${last}","type":"${type}"${company ? `,"company":"${company}"` : ''}}`;
    const common = `"visit_id":"${id}","building":${building(s)},"visitor":${visitor},"badge":"${code(s)}-${badge}","host":"${host}","reason":"${reason}"`;
    events.push({
      at: dayAt + inAt,
      line: `{"event_id":"evt_${chars(random, ALNUM, 20)}","type":"visitor.signed_in","ts":"${iso(dayAt + inAt)}",${common},"screening":{"sex_offender_registry":"clear","custom_alerts":"clear","id_scanned":${random() < 0.85}},"kiosk":"${code(s)}-FRONT-${between(random, 1, 2)}"}`,
    });
    if (outAt !== undefined)
      events.push({
        at: dayAt + outAt,
        line: `{"event_id":"evt_${chars(random, ALNUM, 20)}","type":"visitor.signed_out","ts":"${iso(dayAt + outAt)}",${common},"duration_minutes":${Math.round((outAt - inAt) / 60)},"signed_out_by":"${random() < 0.8 ? 'kiosk' : 'front_office'}"}`,
      });
  };
  const hostFor = () => `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`;
  for (const day of days) {
    const dayAt = (day - 1) * 86_400; // local (CST) midnight
    for (const s of SCHOOLS) {
      const n = between(random, 6, 11);
      for (let i = 0; i < n; i++) {
        const type = oneOf(random, types);
        const { first, last } = two(random);
        const company = companies[type] ? oneOf(random, companies[type]) : '';
        const inAt = between(random, 7 * 3600 + 20 * 60, 15 * 3600 + 30 * 60);
        const stay =
          type === 'Contractor'
            ? between(random, 40 * 60, 4 * 3600)
            : type === 'Substitute'
              ? between(random, 6 * 3600, 8 * 3600)
              : between(random, 8 * 60, 90 * 60);
        const outAt = day === 17 && inAt + stay > 8 * 3600 ? undefined : Math.min(inAt + stay, 18 * 3600 + between(random, 0, 1200));
        const reason = `${oneOf(random, reasons[type]!)}${type === 'Contractor' ? ` WO-26-${between(random, 10_000, 19_999)}` : ''}`;
        visit(s, dayAt, inAt, outAt, first, last, type, company, reason, type === 'Contractor' ? `${hostFor()} (Facilities)` : hostFor());
      }
    }
  }
  const at = (day: number) => (day - 1) * 86_400;
  const t = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;
  const lakeview = schoolByShort('Lakeview MS');
  visit(
    lakeview,
    at(9),
    t(9, 5, 12),
    t(11, 20, 47),
    'Grant',
    'Pellegrino',
    'Contractor',
    'Otis',
    'Service call WO-26-14471',
    'Kucera, Dale (Facilities)',
  );
  visit(
    lakeview,
    at(12),
    t(14, 56, 3),
    t(18, 48, 31),
    'Grant',
    'Pellegrino',
    'Contractor',
    'Otis',
    'Repair WO-26-14471',
    'Kucera, Dale (Facilities)',
  );
  visit(
    lakeview,
    at(12),
    t(13, 30, 40),
    t(17, 5, 9),
    'Ramon',
    'Ybarra',
    'Contractor',
    'Brandt Mechanical',
    'Work order WO-26-14502',
    'Kucera, Dale (Facilities)',
  );
  visit(lakeview, at(12), t(15, 41, 15), t(16, 2, 55), 'Otis', 'Pruitt', 'Parent/Guardian', '', 'Early pickup', 'Front Office');
  visit(
    schoolByShort('Ridgeview HS'),
    at(12),
    t(8, 15, 0),
    t(10, 42, 19),
    'Shawn',
    'Delacruz',
    'Contractor',
    'Otis',
    'Scheduled maintenance WO-26-14398',
    'Mott, Larry (Facilities)',
  );
  visit(
    schoolByShort('Eastlake HS'),
    at(11),
    t(9, 30, 22),
    t(11, 4, 8),
    'Carla',
    'Benavides',
    'Guest',
    'TDLR',
    'Elevator inspection (state)',
    'Ngo, Phillip (Facilities)',
  );
  events.sort((a, b) => a.at - b.at);
  const output = events.map((e) => e.line).join('\n') + '\n';
  return probe(
    'round 93: contractor sign-out time (visitor log NDJSON, paraphrase)',
    "Lakeview Middle's front office thinks the elevator repairman who came in on Thursday stayed long after everyone had gone home. What time did he finally leave?",
    'raptor_webhook_log',
    output,
    'signed-out',
    needle,
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* d. One value unlike its peers, with no error word near it                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

/** A telematics engine idle detail report (fixed-width text): the one bus that idled far longer this morning. */
function busIdle(): EconomicsTask {
  const random = seededRandom(93_110);
  const needle = '1:37:12';
  const days = ['11/03', '11/04', '11/05', '11/06', '11/09', '11/10', '11/11', '11/12', '11/13', '11/16', '11/17'];
  const buses = shuffle(
    random,
    Array.from({ length: 260 }, (_, i) => i + 1),
  )
    .slice(0, 175)
    .sort((a, b) => a - b);
  const odd = buses[Math.floor(buses.length * 0.52)]!;
  const lines: string[] = [
    'CEDAR PLAINS ISD - TRANSPORTATION                                   ENGINE IDLE DETAIL',
    'Period: 11/03/2026 - 11/17/2026      Group: All Route Buses      Idle threshold: 2 min      Run: 11/17/2026 09:05',
    '',
  ];
  const seconds = (text: string) =>
    text
      .trim()
      .split(':')
      .reduce((sum, part) => sum * 60 + Number(part), 0);
  const cols = 'Date        Shift  Ign On    Ign Off   Engine Hrs  Idle Time  Idle %  Idle Fuel (gal)  Longest Idle  Idle Events';
  for (const bus of buses) {
    lines.push(
      `Vehicle: Bus ${bus}    VIN: 4DRBUC8N${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 9)}    Depot: ${oneOf(random, ['North Lot', 'South Lot', 'Eastlake Satellite'])}    Unit: ${oneOf(random, ['Zonar V4', 'Zonar V4', 'Samsara VG55'])}`,
    );
    lines.push(cols);
    lines.push('-'.repeat(cols.length));
    let total = 0;
    for (const day of days) {
      for (const shift of ['AM', 'PM']) {
        const row = avoiding(
          () => {
            const on =
              shift === 'AM'
                ? between(random, 5 * 3600 + 40 * 60, 6 * 3600 + 30 * 60)
                : between(random, 14 * 3600 + 20 * 60, 15 * 3600 + 10 * 60);
            const isOdd = bus === odd && day === '11/17' && shift === 'AM';
            const engine = isOdd ? 3 * 3600 + 2 * 60 + 40 : between(random, 80 * 60, 170 * 60);
            const idle = isOdd ? 97 * 60 + 12 : between(random, 3 * 60, 24 * 60);
            const longest = isOdd ? 88 * 60 + 45 : Math.min(idle, between(random, 2 * 60, 9 * 60));
            const events = isOdd ? 3 : between(random, 2, 9);
            return `${day}/2026  ${shift}     ${clock(on)}  ${clock(on + engine)}  ${span(engine).padStart(10)}  ${span(idle).padStart(9)}  ${((idle / engine) * 100).toFixed(1).padStart(6)}  ${((idle / 3600) * 0.82).toFixed(2).padStart(15)}  ${span(longest).padStart(12)}  ${String(events).padStart(11)}`;
          },
          (r) => (bus === odd && day === '11/17' && shift === 'AM' ? r.replace(needle, '') : r),
          [needle],
        );
        total += seconds(row.slice(51, 61));
        lines.push(row);
      }
    }
    lines.push(`${'Vehicle total'.padEnd(51)}${span(total).padStart(9)}`, '');
  }
  lines.push(`Report total: ${buses.length} vehicles, ${buses.length * days.length * 2} shifts`, '');
  return probe(
    'round 93: bus idling far longer (idle report)',
    'One of the buses sat idling a lot longer than the others this morning. Which one, and for how long?',
    'zonar_idle_report',
    lines.join('\n'),
    'idle',
    needle,
  );
}

/** The BAS historian's zone setpoints (psql): one room's occupied heating setpoint far above the others. */
function heatingSetpoint(): EconomicsTask {
  const random = seededRandom(93_111);
  const needle = '81.50';
  const rows: string[][] = [];
  const halves = (lo: number, hi: number) => (lo + 0.5 * pick(random, (hi - lo) * 2 + 1)).toFixed(2);
  const sites = SCHOOLS.slice().sort((a, b) => a.short.localeCompare(b.short));
  for (const site of sites) {
    const rooms = new Set<string>(site.short === 'Jefferson ES' ? ['118'] : []);
    const count = site.level === 'HS' ? 70 : site.level === 'MS' ? 55 : 40;
    while (rooms.size < count) rooms.add(`${oneOf(random, [1, 1, 2])}${pad2(between(random, 1, 45))}`);
    const areas: [string, string][] = [...rooms].sort().map((r) => [`VAV-${r}`, `Room ${r}`]);
    areas.push(['VAV-G01', 'Gym'], ['VAV-L01', 'Library'], ['VAV-C01', 'Cafeteria'], ['VAV-A01', 'Admin'], ['VAV-N01', 'Nurse']);
    areas.sort((a, b) => a[0].localeCompare(b[0]));
    for (const [equipment, area] of areas) {
      const odd = site.short === 'Jefferson ES' && equipment === 'VAV-118';
      const tweak = random() < 0.08;
      const last = (p: boolean) =>
        p
          ? `2026-${oneOf(random, ['10', '11'])}-${pad2(between(random, 1, 16))} ${clock(between(random, 6 * 3600, 16 * 3600))}`
          : `2026-08-${pad2(between(random, 3, 10))} 06:00:00`;
      rows.push([site.short, equipment, area, 'MinFlow', String(between(random, 12, 60) * 5) + '.00', 'cfm', '16', last(false)]);
      rows.push([site.short, equipment, area, 'OccClgSp', tweak ? halves(72, 76) : halves(73, 75), '°F', tweak ? '8' : '16', last(tweak)]);
      rows.push([
        site.short,
        equipment,
        area,
        'OccHtgSp',
        odd ? needle : tweak ? halves(67, 71) : halves(68, 70),
        '°F',
        odd || tweak ? '8' : '16',
        odd ? '2026-11-13 07:12:44' : last(tweak),
      ]);
      rows.push([site.short, equipment, area, 'UnoccClgSp', '85.00', '°F', '16', last(false)]);
      rows.push([site.short, equipment, area, 'UnoccHtgSp', '60.00', '°F', '16', last(false)]);
      rows.push([site.short, equipment, area, 'StbyOffset', '3.00', '°F', '17', last(false)]);
    }
  }
  const head = ['site', 'equipment', 'area', 'point', 'present_value', 'units', 'priority', 'last_write'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([4, 6]);
  const cell = (v: string, i: number) => (right.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!));
  const centre = (h: string, i: number) => {
    const pad = widths[i]! - h.length;
    return ' '.repeat(Math.floor(pad / 2)) + h + ' '.repeat(Math.ceil(pad / 2));
  };
  const output = [
    'cpisd_bas=> SELECT site, equipment, area, point, present_value, units, priority, last_write FROM bas.zone_setpoints ORDER BY site, equipment, point;',
    ' ' + head.map(centre).join(' | '),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => ' ' + r.map(cell).join(' | ').trimEnd()),
    `(${rows.length} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 93: heating setpoint far above the rest (psql)',
    "One classroom's heat is set way higher than everywhere else in the district. Which room is it, and what is it set to?",
    'bas_historian_query',
    output,
    'setpoint',
    needle,
  );
}

/** A PowerShell inventory sweep of staff laptops (Format-Table): the one laptop with more local admins. */
function localAdmins(): EconomicsTask {
  const random = seededRandom(93_112);
  const needle = 'CPISD-LT-24117';
  const names = shuffle(
    random,
    Array.from({ length: 4_000 }, (_, i) => 20_000 + i).filter((n) => n !== 24_117),
  ).slice(0, 3_100);
  const at = Math.floor(names.length * 0.58);
  const models = [
    'Latitude 3440',
    'Latitude 3440',
    'Latitude 5440',
    'Latitude 3420',
    'ThinkPad L14 Gen 4',
    'ThinkPad T14 Gen 3',
    'HP ProBook 440 G10',
  ];
  const users = Array.from({ length: 2_600 }, () => {
    const { first, last } = two(random);
    return `CPISD\\${first[0]!.toLowerCase()}${last.toLowerCase()}`;
  });
  const head = ['PSComputerName', 'Model', 'OSBuild', 'BitLocker', 'TPM', 'LocalAdmins', 'LastBootUpTime', 'LoggedOnUser'];
  const rows = names.map((n, i) => {
    const odd = i === at;
    const day = between(random, 9, 16);
    const h = between(random, 1, 12);
    const boot = `11/${day}/2026 ${h}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))} ${random() < 0.6 ? 'AM' : 'PM'}`;
    return [
      odd ? needle : `CPISD-LT-${n}`,
      oneOf(random, models),
      oneOf(random, ['22631.4460', '22631.4460', '22631.4460', '26100.2314', '26100.2314', '22631.4391']),
      'FullyEncrypted',
      '2.0',
      odd ? '5' : '2',
      boot,
      random() < 0.1 ? '' : oneOf(random, users),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([5]);
  const cell = (v: string, i: number) => (right.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!));
  const output = [
    'PS C:\\IT\\Scripts> Invoke-Command -ComputerName (Get-Content .\\staff-laptops.txt) -ThrottleLimit 64 -ScriptBlock { .\\Get-LaptopPosture.ps1 } |',
    '>> Select-Object PSComputerName, Model, OSBuild, BitLocker, TPM, LocalAdmins, LastBootUpTime, LoggedOnUser | Format-Table -AutoSize',
    '',
    head.map(cell).join(' ').trimEnd(),
    head
      .map((h, i) => cell('-'.repeat(h.length), i))
      .join(' ')
      .trimEnd(),
    ...rows.map((r) => r.map(cell).join(' ').trimEnd()),
    '',
    '',
  ].join('\n');
  return probe(
    'round 93: laptop with extra local admins (PowerShell table)',
    'One of the staff laptops has more local admin accounts than all the others. Which machine is it?',
    'invoke_laptop_posture',
    output,
    'local-admins',
    needle,
  );
}

export function roundNinetyThree(): EconomicsTask[] {
  return [
    sisStateId(),
    busGpsHistory(),
    hvacDeviceIp(),
    dietOrderPrescriber(),
    routeStopTime(),
    chromebookLastUser(),
    pickupAudit(),
    lunchBalance(),
    visitorSignOut(),
    busIdle(),
    heatingSetpoint(),
    localAdmins(),
  ];
}
