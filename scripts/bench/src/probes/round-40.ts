/**
 * Probe round 40, written blind: Aldermoor University, a made-up university (student records and the
 * VLE, timetabling and room bookings, the research computing cluster and its storage, the library,
 * finance and payroll, halls of residence, the directory and campus DNS, and the network's RADIUS
 * servers). "Today" is Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - vle submissions json: what time the VLE has a second-year chemist's kinetics lab report down as handed in.
 *  - library loans xml: when a postgraduate's short-loan copy of a geotechnics textbook has to be back.
 *  - directory groups csv: which OU the account of a member of staff who changed department sits in.
 * b. The answer a few lines away from the line the question's words match:
 *  - research storage yaml: how much space one research project is using on the research storage.
 *  - timetable publisher log: which room booking clash stopped yesterday's Geography timetable publishing.
 *  - payroll fps xml: how much income tax came off one hourly-paid lecturer's October pay.
 * c. A question that paraphrases the output, or comes after a preamble:
 *  - radius log, preamble: why the Wi-Fi turned a student's laptop away last night.
 *  - room bookings table, paraphrase: whether the physics building's big lecture theatre is free next Wednesday afternoon.
 *  - supplier payments csv, preamble and paraphrase: whether and when the October open day's caterer was paid.
 * d. One value unlike its peers, with no error word near it:
 *  - gpu snapshot: which GPU on the cluster is set up differently from the others of its kind.
 *  - hall rent contracts csv: which contract's weekly rent does not match its hall and room type.
 *  - campus dns zone: which record would stay in resolvers' caches far longer than any other.
 *
 * Not among the bench's targets.
 *
 * First run, at 9c459ba (6c8c09f with this file; `ROUNDS=40 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,713,279 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. f8ebb37, the head before this round's stop began,
 * finds 4/12 as well (70,718 tokens).
 *   round 40: vle submissions json
 *     codex: 5,605 tokens, peak 5,515, 0/1 needles, 0 read-backs
 *     context-chef: 635 tokens, peak 545, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,087 tokens, peak 3,491, 0/1 needles, 4 read-backs
 *     ours: 7,224 tokens, peak 2,491, 0/1 needles, 4 read-backs
 *   round 40: library loans xml
 *     codex: 6,318 tokens, peak 6,216, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 595, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,439 tokens, peak 1,670, 1/1 needles, 2 read-backs
 *     ours: 5,888 tokens, peak 2,250, 1/1 needles, 3 read-backs
 *   round 40: directory groups csv
 *     codex: 15,722 tokens, peak 15,621, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 779, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,414 tokens, peak 7,561, 0/1 needles, 4 read-backs
 *     ours: 15,899 tokens, peak 5,339, 0/1 needles, 4 read-backs
 *   round 40: research storage yaml
 *     codex: 15,612 tokens, peak 15,524, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,104 tokens, peak 1,546, 0/1 needles, 2 read-backs
 *     ours: 3,053 tokens, peak 1,169, 0/1 needles, 2 read-backs
 *   round 40: timetable publisher log
 *     codex: 17,038 tokens, peak 16,956, 0/1 needles, 0 read-backs
 *     context-chef: 843 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,434 tokens, peak 1,989, 0/1 needles, 1 read-backs
 *     ours: 2,821 tokens, peak 1,849, 0/1 needles, 1 read-backs
 *   round 40: payroll fps xml
 *     codex: 11,879 tokens, peak 11,794, 0/1 needles, 0 read-backs
 *     context-chef: 653 tokens, peak 568, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,857 tokens, peak 1,504, 0/1 needles, 2 read-backs
 *     ours: 2,894 tokens, peak 1,143, 0/1 needles, 2 read-backs
 *   round 40: radius log, preamble
 *     codex: 17,219 tokens, peak 17,095, 0/1 needles, 0 read-backs
 *     context-chef: 904 tokens, peak 780, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,762 tokens, peak 4,401, 1/1 needles, 3 read-backs
 *     ours: 7,848 tokens, peak 3,727, 0/1 needles, 3 read-backs
 *   round 40: room bookings table, paraphrase
 *     codex: 11,311 tokens, peak 11,221, 0/1 needles, 0 read-backs
 *     context-chef: 594 tokens, peak 504, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,063 tokens, peak 1,106, 0/1 needles, 4 read-backs
 *     ours: 3,862 tokens, peak 830, 0/1 needles, 4 read-backs
 *   round 40: supplier payments csv, preamble and paraphrase
 *     codex: 18,960 tokens, peak 18,841, 0/1 needles, 0 read-backs
 *     context-chef: 941 tokens, peak 822, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,918 tokens, peak 1,480, 0/1 needles, 4 read-backs
 *     ours: 4,748 tokens, peak 1,009, 1/1 needles, 4 read-backs
 *   round 40: gpu snapshot
 *     codex: 22,761 tokens, peak 22,662, 0/1 needles, 0 read-backs
 *     context-chef: 996 tokens, peak 897, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,470 tokens, peak 3,810, 0/1 needles, 4 read-backs
 *     ours: 6,512 tokens, peak 3,178, 1/1 needles, 4 read-backs
 *   round 40: hall rent contracts csv
 *     codex: 19,653 tokens, peak 19,558, 0/1 needles, 0 read-backs
 *     context-chef: 907 tokens, peak 812, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,996 tokens, peak 1,508, 0/1 needles, 4 read-backs
 *     ours: 4,079 tokens, peak 900, 1/1 needles, 4 read-backs
 *   round 40: campus dns zone
 *     codex: 18,344 tokens, peak 18,252, 0/1 needles, 0 read-backs
 *     context-chef: 849 tokens, peak 757, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,710 tokens, peak 1,447, 0/1 needles, 4 read-backs
 *     ours: 4,664 tokens, peak 998, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of 2026 (month 1 to 12) in UK winter time, which is UTC. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-12T08:31:07Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-12` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Money with two decimals and no separators. */
const gbp = (n: number) => n.toFixed(2);

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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

/** Unique strings from `make`, never one of `taken`. */
function uniqueMaker(make: () => string, taken: readonly string[] = []): () => string {
  const used = new Set(taken);
  return () => {
    let value = make();
    while (used.has(value)) value = make();
    used.add(value);
    return value;
  };
}

const FIRST = [
  'Aisha',
  'Ben',
  'Cerys',
  'Dylan',
  'Eleri',
  'Farah',
  'Gethin',
  'Hannah',
  'Idris',
  'Jasmine',
  'Kieran',
  'Lowri',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Poppy',
  'Rhys',
  'Sofia',
  'Tariq',
  'Wei',
  'Yusuf',
  'Zara',
  'Amelia',
  'Callum',
  'Daniel',
  'Emily',
  'Finn',
  'Grace',
  'Harvey',
  'Isla',
  'Jack',
  'Katie',
  'Leah',
  'Mason',
  'Nia',
  'Owain',
  'Priya',
  'Sian',
  'Tom',
  'Chloe',
  'Arjun',
  'Bethan',
  'Ffion',
  'Lucy',
  'Matteo',
  'Ana',
  'Kofi',
  'Joseph',
];
const LAST = [
  'Jones',
  'Williams',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Hughes',
  'Lewis',
  'Edwards',
  'Patel',
  'Khan',
  'Ahmed',
  'Smith',
  'Taylor',
  'Brown',
  'Wilson',
  'Wright',
  'Walker',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Jackson',
  'Harris',
  'Chen',
  'Nowak',
  'Okafor',
  'Murphy',
  'Kelly',
  'Campbell',
  'Stewart',
  'Bennett',
  'Rees',
  'Parry',
  'Griffiths',
  'Owen',
  'Lloyd',
  'Phillips',
  'Powell',
  'Ali',
  'Singh',
  'Shah',
  'Kaur',
  'Mensah',
  'Fischer',
  'Rossi',
  'Silva',
  'Doyle',
];
/** The first names above that are women's. */
const FEMALE = new Set([
  'Aisha',
  'Cerys',
  'Eleri',
  'Farah',
  'Hannah',
  'Jasmine',
  'Lowri',
  'Niamh',
  'Poppy',
  'Sofia',
  'Zara',
  'Amelia',
  'Emily',
  'Grace',
  'Isla',
  'Katie',
  'Leah',
  'Nia',
  'Priya',
  'Sian',
  'Chloe',
  'Bethan',
  'Ffion',
  'Lucy',
  'Ana',
]);
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
/** A student number: seven digits, starting 2. */
const studentNumber = (random: () => number) => `2${between(random, 0, 4)}${digits(random, 5)}`;

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------

/** The VLE's submissions report for the term, as one line of JSON; one student's kinetics lab report. */
function vleSubmissionsJson(): EconomicsTask {
  const random = seededRandom(40_001);
  const MODULES: readonly (readonly [string, string, readonly string[]])[] = [
    ['CHEM2041', 'Physical Chemistry II', ['Lab Report 3: Reaction Kinetics', 'Problem Sheet 4']],
    ['CHEM2032', 'Spectroscopy and Structure', ['Lab Report 2: IR and NMR', 'Problem Sheet 3']],
    ['CHEM2045', 'Inorganic Chemistry II', ['Lab Report 3: Coordination Complexes', 'Workshop Write-up 2']],
    ['BIOL2040', 'Biochemistry', ['Lab Report: Enzyme Kinetics', 'Essay 1: Metabolic Regulation']],
    ['PHAR2020', 'Pharmacokinetics', ['Lab Report 2: Drug Clearance Kinetics']],
    ['PHYS2010', 'Thermal Physics', ['Problem Sheet 5', 'Lab Report 2: Heat Engines']],
    ['GEOG2203', 'Coastal Processes', ['Field Report: Rhossili Bay', 'Data Analysis Exercise 1']],
    ['COMP1004', 'Programming Fundamentals', ['Coursework 2: Text Adventure', 'Lab Exercise 6']],
    ['ECON2001', 'Intermediate Microeconomics', ['Problem Set 3', 'Essay 1']],
    ['LAWS1102', 'Contract Law', ['Formative Essay: Offer and Acceptance']],
    ['NURS1210', 'Foundations of Nursing Practice', ['Reflective Account 1']],
    ['PSYC2007', 'Research Methods II', ['Lab Report 2: Stroop Replication', 'SPSS Exercise 3']],
    ['HIST2150', 'Modern Britain 1945-1979', ['Source Analysis 1', 'Essay Plan']],
    ['MATH2011', 'Linear Algebra II', ['Problem Sheet 6', 'Problem Sheet 5']],
    ['ENGR2102', 'Fluid Mechanics', ['Lab Report 1: Pipe Flow', 'Tutorial Sheet 4']],
    ['CHEM1010', 'Foundations of Chemistry', ['Lab Report 1: Acid-Base Titration']],
    ['BIOL1003', 'Cell Biology', ['Lab Report 1: Microscopy']],
    ['MGMT1001', 'Introduction to Management', ['Group Presentation Slides']],
    ['SOCI2004', 'Social Theory', ['Essay 1']],
  ];
  const EWAN = '2231847';
  const EUAN = '2231874';
  const newNumber = uniqueMaker(() => studentNumber(random), [EWAN, EUAN]);
  const students = Array.from({ length: 2_600 }, (_, i) => ({
    userid: 31_000 + i * 3 + pick(random, 3),
    idnumber: newNumber(),
    fullname: person(random),
  }));
  const ewan = { userid: 38_412, idnumber: EWAN, fullname: 'Ewan Gallagher' };
  const euan = { userid: 36_905, idnumber: EUAN, fullname: 'Euan Gallacher' };
  const slug = (name: string) =>
    name
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/_+$/, '')
      .slice(0, 40);
  const now = T(11, 12, 8, 31, 7);
  let assignmentId = 14_200;
  let needle = '';
  type Sub = ReturnType<typeof submission>;
  const submission = (
    student: { userid: number; idnumber: string; fullname: string },
    module: string,
    name: string,
    due: number,
    at?: number,
  ) => {
    const past = due < now;
    const done = at !== undefined || (past ? random() < 0.93 : random() < 0.35);
    const when =
      at ?? (past && random() < 0.06 ? due + between(random, 30, 3 * 24 * 3600) * 1_000 : due - between(random, 60, 6 * 24 * 3600) * 1_000);
    const submittedAt = done && when < now ? when : undefined;
    const extension = random() < 0.03 ? isoZ(due + between(random, 2, 7) * DAY) : null;
    return {
      userid: student.userid,
      idnumber: student.idnumber,
      fullname: student.fullname,
      attemptnumber: 0,
      status: submittedAt !== undefined ? 'submitted' : oneOf(random, ['new', 'new', 'draft']),
      submitted_at: submittedAt !== undefined ? isoZ(submittedAt) : null,
      late_by_seconds: submittedAt !== undefined ? Math.max(0, Math.round((submittedAt - due) / 1_000)) : 0,
      extension_due: extension,
      gradingstatus: past && submittedAt !== undefined ? oneOf(random, ['notgraded', 'notgraded', 'inmarking', 'graded']) : 'notgraded',
      files:
        submittedAt !== undefined
          ? [
              {
                filename: `${student.idnumber}_${module}_${slug(name)}.${oneOf(random, ['pdf', 'pdf', 'pdf', 'docx'])}`,
                filesize: between(random, 48_000, 4_800_000),
              },
            ]
          : [],
      similarity: submittedAt !== undefined && random() < 0.9 ? between(random, 0, 38) : null,
    };
  };
  const assignments: { key: string; record: object }[] = [];
  for (const [code, title, names] of MODULES) {
    const cohort = shuffle(random, [...students]).slice(0, between(random, 55, 135));
    if (code.startsWith('CHEM2')) cohort.splice(between(random, 0, cohort.length), 0, ewan, euan);
    for (const name of names) {
      const target = code === 'CHEM2041' && name.startsWith('Lab Report 3');
      const due = target ? T(11, 6, 12) : T(10, 9, 12) + pick(random, 9 * 7) * DAY + oneOf(random, [0, 0, 4]) * 3_600_000;
      const members = target ? cohort.filter((s) => s !== ewan && s !== euan) : cohort;
      const subs: Sub[] = members.map((s) => submission(s, code, name, due));
      if (target) {
        const mine = submission(ewan, code, name, due, T(11, 6, 12, 3, 17));
        needle = `"submitted_at":"${mine.submitted_at}","late_by_seconds":${mine.late_by_seconds}`;
        subs.splice(Math.floor(subs.length / 2), 0, mine);
        subs.splice(Math.floor(subs.length * 0.3), 0, submission(euan, code, name, due, T(11, 6, 11, 41, 52)));
      }
      assignments.push({
        key: target ? 'target' : `${code} ${name}`,
        record: {
          assignmentid: assignmentId++,
          cmid: between(random, 180_000, 260_000),
          course: { shortname: code, fullname: `${code} ${title}`, term: '2026-27 Semester 1' },
          name,
          duedate: isoZ(due),
          cutoffdate: isoZ(due + 7 * DAY),
          markers: [person(random), person(random)],
          submissions: subs,
        },
      });
    }
  }
  shuffle(random, assignments);
  const t = assignments.findIndex((a) => a.key === 'target');
  const [target] = assignments.splice(t, 1);
  assignments.splice(Math.floor(assignments.length / 2), 0, target!);
  const output = `${JSON.stringify({
    report: 'assign_submissions',
    site: 'https://learn.aldermoor.ac.uk',
    term: '2026-27 Semester 1',
    generated: isoZ(now),
    assignments: assignments.map((a) => a.record),
    warnings: [],
  })}\n`;
  const ask =
    'Ewan Gallagher in second-year chemistry swears he handed his reaction kinetics lab report in before the noon deadline last Friday. What time has the VLE actually got his submission down as?';
  return probe('round 40: vle submissions json', ask, 'http_get', output, 'submitted', needle, true);
}

/** The library system's current loans, as one line of XML; one postgraduate's short-loan textbook. */
function libraryLoansXml(): EconomicsTask {
  const random = seededRandom(40_002);
  /** Title, author, year, call number, library. */
  const BOOKS: readonly (readonly [string, string, number, string, string])[] = [
    ['Principles of Geotechnical Engineering', 'Das, Braja M.', 2022, '624.151 DAS', 'SCI'],
    ["Craig's Soil Mechanics", 'Knappett, Jonathan', 2019, '624.15136 KNA', 'SCI'],
    ['Soil Mechanics in Engineering Practice', 'Terzaghi, Karl', 1996, '624.15136 TER', 'SCI'],
    ['Foundation Design: Principles and Practices', 'Coduto, Donald P.', 2015, '624.15 COD', 'SCI'],
    ['Atkins Physical Chemistry', 'Atkins, Peter', 2023, '541 ATK', 'SCI'],
    ['Organic Chemistry', 'Clayden, Jonathan', 2012, '547 CLA', 'SCI'],
    ['Molecular Biology of the Cell', 'Alberts, Bruce', 2022, '571.6 ALB', 'SCI'],
    ['Fluid Mechanics', 'White, Frank M.', 2021, '620.106 WHI', 'SCI'],
    ['Engineering Mathematics', 'Stroud, K. A.', 2020, '510.2462 STR', 'SCI'],
    ['Introduction to Algorithms', 'Cormen, Thomas H.', 2022, '005.1 COR', 'SCI'],
    ['Physics for Scientists and Engineers', 'Serway, Raymond A.', 2018, '530 SER', 'SCI'],
    ['Geomorphology: The Mechanics and Chemistry of Landscapes', 'Anderson, Robert S.', 2010, '551.41 AND', 'SCI'],
    ['Contract Law', 'McKendrick, Ewan', 2024, 'KD1554 MCK', 'LAW'],
    ['Textbook on Criminal Law', 'Herring, Jonathan', 2024, 'KD7869 HER', 'LAW'],
    ['Constitutional and Administrative Law', 'Barnett, Hilaire', 2023, 'KD3989 BAR', 'LAW'],
    ['Equity and Trusts', 'Virgo, Graham', 2022, 'KD734 VIR', 'LAW'],
    ['Ross and Wilson Anatomy and Physiology in Health and Illness', 'Waugh, Anne', 2022, '612 WAU', 'HEALTH'],
    ['The Royal Marsden Manual of Clinical Nursing Procedures', 'Lister, Sara', 2020, '610.73 LIS', 'HEALTH'],
    ["Rang and Dale's Pharmacology", 'Ritter, James M.', 2023, '615.1 RIT', 'HEALTH'],
    ['Research Methods in Psychology', 'Breakwell, Glynis M.', 2020, '150.72 BRE', 'MAIN'],
    ['The Sociological Imagination', 'Mills, C. Wright', 2000, '301 MIL', 'MAIN'],
    ['Postwar: A History of Europe Since 1945', 'Judt, Tony', 2010, '940.55 JUD', 'MAIN'],
    ['Economics', 'Begg, David', 2020, '330 BEG', 'MAIN'],
    ['Exploring Strategy', 'Whittington, Richard', 2023, '658.4012 WHI', 'MAIN'],
    ['The Norton Anthology of English Literature', 'Greenblatt, Stephen', 2018, '820.8 NOR', 'MAIN'],
    ['Doing Your Research Project', 'Bell, Judith', 2022, '001.42 BEL', 'MAIN'],
  ];
  const LIBRARIES: Readonly<Record<string, string>> = {
    MAIN: 'Main Library',
    SCI: 'Science Library',
    LAW: 'Law Library',
    HEALTH: 'Health Sciences Library',
  };
  /** Policy code, description, location code and description, loan length in hours. */
  const POLICIES: readonly (readonly [string, string, string, string, number])[] = [
    ['01', 'Standard Loan', 'STACK', 'Main Collection', 28 * 24],
    ['01', 'Standard Loan', 'STACK', 'Main Collection', 28 * 24],
    ['01', 'Standard Loan', 'STACK', 'Main Collection', 28 * 24],
    ['02', '7 Day Loan', 'CORE', 'Core Texts', 7 * 24],
    ['03', 'Short Loan 24hr', 'SHORT', 'Short Loan Collection', 24],
    ['05', 'Staff Loan', 'STACK', 'Main Collection', 0],
  ];
  const TARGET_USER = '2240663';
  const SWAPPED_USER = '2240636';
  const newUser = uniqueMaker(() => studentNumber(random), [TARGET_USER, SWAPPED_USER]);
  const staffUser = uniqueMaker(() => `1${digits(random, 6)}`);
  const users = [...Array.from({ length: 950 }, newUser), ...Array.from({ length: 110 }, staffUser)];
  const newBarcode = uniqueMaker(() => `3900102${digits(random, 7)}`);
  const newLoanId = uniqueMaker(() => `${between(random, 1_200, 1_299)}${digits(random, 9)}0461`);
  const now = T(11, 12, 10, 2);
  const loan = (user: string, book: (typeof BOOKS)[number], policy: (typeof POLICIES)[number], loaned: number) => {
    const [title, author, year, call, library] = book;
    const [code, policyName, loc, locName, hours] = policy;
    const barcode = newBarcode();
    const dueAt =
      hours === 0
        ? T(6, 30, 23, 59) + 365 * DAY
        : hours === 24
          ? Math.floor((loaned + DAY) / MINUTE) * MINUTE
          : Math.floor((loaned + hours * 3_600_000) / DAY) * DAY + (23 * 60 + 59) * MINUTE;
    const id = newLoanId();
    return {
      user,
      loaned,
      barcode,
      due: isoZ(dueAt),
      xml:
        `<item_loan link="https://api-eu.hosted.exlibrisgroup.com/almaws/v1/users/${user}/loans/${id}">` +
        `<loan_id>${id}</loan_id><circ_desk desc="${LIBRARIES[library]!} Desk">DEFAULT_CIRC_DESK</circ_desk>` +
        `<library desc="${LIBRARIES[library]!}">${library}</library><user_id>${user}</user_id>` +
        `<item_barcode>${barcode}</item_barcode><due_date>${isoZ(dueAt)}</due_date><loan_status>ACTIVE</loan_status>` +
        `<loan_date>${isoZ(loaned)}</loan_date><process_status>NORMAL</process_status><title>${title}</title>` +
        `<author>${author}</author><publication_year>${year}</publication_year>` +
        `<location_code desc="${locName}">${loc}</location_code><item_policy desc="${policyName}">${code}</item_policy>` +
        `<call_number>${call}</call_number><renewable>${policy[4] === 24 ? 'false' : 'true'}</renewable></item_loan>`,
    };
  };
  const loans: ReturnType<typeof loan>[] = [];
  for (const user of users) {
    const staff = user.startsWith('1');
    for (let k = 0, n = between(random, 1, 2); k < n; k++) {
      const book = oneOf(random, BOOKS);
      const policy = staff ? POLICIES[5]! : oneOf(random, POLICIES.slice(0, 5));
      const back =
        policy[4] === 24
          ? between(random, 1, 20) * 3_600_000
          : policy[4] === 0
            ? between(random, 1, 300) * DAY
            : between(random, 1, policy[4]) * 3_600_000;
      loans.push(loan(user, book, policy, now - back - pick(random, 3_600) * 1_000));
    }
  }
  const das = BOOKS[0]!;
  const target = loan(TARGET_USER, das, POLICIES[4]!, T(11, 12, 9, 47, 12));
  loans.push(target);
  loans.push(loan(TARGET_USER, BOOKS[1]!, POLICIES[0]!, T(10, 29, 15, 20, 41)));
  loans.push(loan(TARGET_USER, BOOKS[2]!, POLICIES[4]!, T(11, 12, 9, 48, 3)));
  loans.push(loan(SWAPPED_USER, das, POLICIES[4]!, T(11, 11, 16, 5, 38)));
  loans.push(loan(oneOf(random, users), das, POLICIES[0]!, T(10, 21, 11, 2, 9)));
  loans.push(loan(oneOf(random, users), das, POLICIES[3]!, T(11, 9, 14, 33, 50)));
  // By borrower, then by when they borrowed, as the report sorts them.
  loans.sort((a, b) => (a.user === b.user ? a.loaned - b.loaned : a.user < b.user ? -1 : 1));
  const needle = `<item_barcode>${target.barcode}</item_barcode><due_date>${target.due}</due_date>`;
  const output = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><item_loans total_record_count="${loans.length}">${loans.map((l) => l.xml).join('')}</item_loans>\n`;
  const ask =
    "There's a postgrad at the Science Library desk, student number 2240663. She's got the short-loan copy of Das's geotechnical engineering textbook and wants to know exactly when it has to be back. When's it due?";
  return probe('round 40: library loans xml', ask, 'http_get', output, 'due', needle, true);
}

/** The directory's groups exported to CSV: one group lists every member of staff in one field. */
function directoryGroupsCsv(): EconomicsTask {
  const random = seededRandom(40_003);
  const BASE = 'DC=ad,DC=aldermoor,DC=ac,DC=uk';
  /** Department OU and the short code its groups are named with. */
  const DEPTS: readonly (readonly [string, string])[] = [
    ['Chemistry', 'CHEM'],
    ['Physics', 'PHYS'],
    ['Biosciences', 'BIOS'],
    ['Computer Science', 'COMP'],
    ['Mathematics', 'MATH'],
    ['Engineering', 'ENGR'],
    ['Geography and Environmental Science', 'GEOG'],
    ['Psychology', 'PSYC'],
    ['History', 'HIST'],
    ['English', 'ENGL'],
    ['Law', 'LAWS'],
    ['Economics', 'ECON'],
    ['Business School', 'BUSN'],
    ['Nursing and Midwifery', 'NURS'],
    ['Pharmacy', 'PHAR'],
    ['Architecture', 'ARCH'],
    ['Sociology', 'SOCI'],
    ['Institute for Sustainability', 'IFS'],
    ['Library Services', 'LIBS'],
    ['Digital Services', 'DIGS'],
    ['Finance', 'FIN'],
    ['Human Resources', 'HR'],
    ['Estates', 'EST'],
    ['Student Services', 'STUS'],
    ['Residential Life', 'RESL'],
    ['Research Office', 'RSO'],
  ];
  const dn = (cn: string, dept: string) => `CN=${cn},OU=${dept},OU=Staff,OU=People,${BASE}`;
  const names = uniqueMaker(() => person(random), ['Rhiannon Pryce', 'Rhiannon Price', 'Rhian Pryce']);
  const staff = Array.from({ length: 1_900 }, () => {
    const dept = oneOf(random, DEPTS);
    return { dept: dept[0], code: dept[1], dn: dn(names(), dept[0]) };
  });
  staff.splice(400, 0, { dept: 'Physics', code: 'PHYS', dn: dn('Rhiannon Price', 'Physics') });
  staff.splice(1_300, 0, { dept: 'Institute for Sustainability', code: 'IFS', dn: dn('Rhian Pryce', 'Institute for Sustainability') });
  const studentDn = () =>
    `CN=s${studentNumber(random)},OU=${oneOf(random, ['2023', '2024', '2025', '2026'])},OU=Students,OU=People,${BASE}`;
  const manager = () => oneOf(random, staff).dn;
  const groups: { name: string; line: string }[] = [];
  const group = (name: string, category: string, scope: string, description: string, members: readonly string[]) =>
    groups.push({
      name,
      line: [name, category, scope, description, manager(), members.join(';')].map((c) => `"${c.replace(/"/g, '""')}"`).join(','),
    });
  const some = <X>(items: readonly X[], share: number) => items.filter(() => random() < share);
  for (const [dept, code] of DEPTS) {
    const mine = staff.filter((s) => s.dept === dept).map((s) => s.dn);
    group(`SG-${code}-Staff`, 'Security', 'Global', `${dept} - all staff (HR feed)`, mine);
    group(`SG-${code}-SharedDrive-RW`, 'Security', 'DomainLocal', `\\\\files.ad.aldermoor.ac.uk\\dept\\${code} - modify`, some(mine, 0.45));
    group(`SG-${code}-SharedDrive-RO`, 'Security', 'DomainLocal', `\\\\files.ad.aldermoor.ac.uk\\dept\\${code} - read`, some(mine, 0.1));
    group(`DL-${code}-All`, 'Distribution', 'Universal', `${dept} all-staff mailing list`, some(mine, 0.9));
    if (!['FIN', 'HR', 'EST', 'STUS', 'RESL', 'LIBS', 'DIGS'].includes(code))
      group(`SG-${code}-Research`, 'Security', 'Global', `${dept} research staff and PGRs`, [
        ...some(mine, 0.4),
        ...Array.from({ length: between(random, 5, 40) }, studentDn),
      ]);
  }
  for (let k = 0; k < 260; k++) {
    const owner = oneOf(random, staff);
    const id = `rds-${String(between(random, 100, 999)).padStart(4, '0')}`;
    group(`SG-RDS-${id}-RW`, 'Security', 'DomainLocal', `Research storage ${id} (${owner.dept})`, [
      owner.dn,
      ...Array.from({ length: between(random, 1, 6) }, () => oneOf(random, staff).dn),
      ...Array.from({ length: between(random, 0, 5) }, studentDn),
    ]);
  }
  group('SG-HPC-Users', 'Security', 'Global', 'Hawthorn cluster login', [
    ...some(
      staff.map((s) => s.dn),
      0.12,
    ),
    ...Array.from({ length: 380 }, studentDn),
  ]);
  group(
    'SG-VPN-Staff',
    'Security',
    'Global',
    'GlobalProtect staff portal',
    some(
      staff.map((s) => s.dn),
      0.3,
    ),
  );
  for (const name of ['SG-Print-Colour', 'SG-Finance-Approvers-L2', 'SG-Timetable-Editors', 'SG-VLE-CourseCreators', 'SG-Payroll-Viewers'])
    group(
      name,
      'Security',
      'Global',
      `${name.slice(3).replace(/-/g, ' ')} role`,
      some(
        staff.map((s) => s.dn),
        0.04,
      ),
    );
  shuffle(random, groups);
  // Every member of staff, Rhiannon Pryce among them: her account never moved with her.
  const all = shuffle(
    random,
    staff.map((s) => s.dn),
  );
  const needle = dn('Rhiannon Pryce', 'Chemistry');
  all.splice(Math.floor(all.length / 2), 0, needle);
  groups.splice(Math.floor(groups.length / 2), 0, {
    name: 'SG-All-Staff',
    line: [
      'SG-All-Staff',
      'Security',
      'Universal',
      'All current staff (rebuilt nightly from the HR feed)',
      `CN=svc-idm-sync,OU=Service Accounts,${BASE}`,
      all.join(';'),
    ]
      .map((c) => `"${c}"`)
      .join(','),
  });
  const output = `${['"Name","GroupCategory","GroupScope","Description","ManagedBy","Members"', ...groups.map((g) => g.line)].join('\n')}\n`;
  const ask =
    "Rhiannon Pryce moved from her old department to the Institute for Sustainability at the start of term, and she still can't get into the Institute's shared drive. Going by this group export, which OU is her account actually sitting in?";
  return probe('round 40: directory groups csv', ask, 'run_shell', output, 'ou', needle, true);
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------

/** `rdsctl allocation list --all -o yaml`: every research storage project; one project's usage. */
function researchStorageYaml(): EconomicsTask {
  const random = seededRandom(40_004);
  const DEPTS = [
    'Chemistry',
    'Physics',
    'Biosciences',
    'Computer Science',
    'Engineering',
    'Geography and Environmental Science',
    'Psychology',
    'Pharmacy',
    'Institute for Sustainability',
    'Mathematics',
    'Nursing and Midwifery',
    'Economics',
    'History',
  ];
  const TOPICS = [
    'Urban Heat Island',
    'Peatland Carbon',
    'Protein Folding',
    'Battery Degradation',
    'Gut Microbiome',
    'Tidal Turbine Wake',
    'Dementia Cohort',
    'Galaxy Cluster',
    'Soil Moisture',
    'Antimicrobial Resistance',
    'Wind Farm Acoustics',
    'Bird Migration',
    'Flood Risk',
    'Perovskite Solar Cell',
    'Crop Yield',
    'Language Acquisition',
    'Air Quality',
    'Welsh Newspaper Archive',
    'Cryo-EM',
    'Sediment Transport',
    'Glacier Retreat',
    'Sleep and Memory',
  ];
  const METHODS = [
    'Modelling',
    'Sensor Network',
    'Simulation Archive',
    'Imaging Study',
    'Longitudinal Study',
    'Sequencing Data',
    'Field Campaign',
    'Machine Learning',
    'Digitisation',
    'Reanalysis',
  ];
  const PLACES = [
    '',
    '',
    '',
    ' in the Brecon Beacons',
    ' for the Severn Valley',
    ' in South Wales',
    ' on the Gower',
    ' across Cardigan Bay',
    ' in the Cairngorms',
  ];
  const newId = uniqueMaker(() => `rds-${String(between(random, 1, 2_999)).padStart(4, '0')}`, ['rds-0417']);
  /** A used figure in TiB, never the planted one. */
  const used = (quota: number) => {
    let v = '';
    while (!v || v === '41.73') v = (quota * (0.05 + random() * 0.9)).toFixed(2);
    return v;
  };
  const record = (id: string, title: string, pi: string, dept: string, soft: number, usedTib: string, expires: string) => {
    const surname = pi.split(' ').at(-1)!.toLowerCase();
    const files = Math.round(Number(usedTib) * between(random, 60_000, 900_000));
    return [
      `- id: ${id}`,
      `  title: ${title}`,
      `  pi: ${pi}`,
      `  department: ${dept}`,
      `  cost_centre: R${between(random, 10_000, 19_999)}`,
      `  path: /rds/projects/${surname[0]}/${surname}-${title.split(' ')[0]!.toLowerCase()}-${id.slice(4)}`,
      `  tier: ${oneOf(random, ['active', 'active', 'active', 'archive-bound'])}`,
      `  quota:`,
      `    soft: ${soft} TiB`,
      `    hard: ${Math.round(soft * 1.1)} TiB`,
      `    inodes: ${soft * 1_200_000}`,
      `  usage:`,
      `    used: ${usedTib} TiB`,
      `    inodes: ${files}`,
      `    sampled: "2026-11-12T04:${pad2(between(random, 0, 40))}:00Z"`,
      `  snapshots: daily, ${oneOf(random, [7, 14, 14, 30])} retained`,
      `  replication: ${oneOf(random, ['kingsmead-dr', 'kingsmead-dr', 'none'])}`,
      `  created: ${ymd(T(1, 1) - between(random, 30, 2_400) * DAY)}`,
      `  expires: ${expires}`,
      `  members: ${between(random, 1, 40)}`,
    ].join('\n');
  };
  const pi = () => `${oneOf(random, ['Dr', 'Dr', 'Dr', 'Prof'])} ${person(random)}`;
  const expiry = () => `${between(random, 2026, 2031)}-${oneOf(random, ['01-31', '03-31', '06-30', '07-31', '09-30', '12-31'])}`;
  const records: string[] = [];
  const COUNT = 1_900;
  for (let i = 0; i < COUNT; i++) {
    const soft = oneOf(random, [1, 2, 5, 5, 10, 10, 20, 25, 50, 100, 200]);
    const title = `${oneOf(random, TOPICS)} ${oneOf(random, METHODS)}${oneOf(random, PLACES)}`;
    records.push(record(newId(), title, pi(), oneOf(random, DEPTS), soft, used(soft), expiry()));
  }
  const geog = 'Geography and Environmental Science';
  const needle = '    used: 41.73 TiB';
  records[Math.floor(COUNT * 0.55)] = record(
    'rds-0417',
    'Coastal Erosion Modelling for the Severn Estuary',
    'Dr Tomasz Wierzbicki',
    geog,
    50,
    '41.73',
    '2027-07-31',
  );
  records[Math.floor(COUNT * 0.41)] = record(
    newId(),
    'Severn Estuary Wading Bird Survey',
    'Dr Lowri Parry',
    'Biosciences',
    20,
    used(20),
    '2028-03-31',
  );
  records[Math.floor(COUNT * 0.62)] = record(
    newId(),
    'Coastal Erosion Risk Mapping on the Gower',
    'Dr Tomasz Wierzbicki',
    geog,
    25,
    used(25),
    '2026-12-31',
  );
  records[Math.floor(COUNT * 0.36)] = record(
    newId(),
    'Severn Estuary Tidal Range Simulation Archive',
    'Prof Gethin Rees',
    'Engineering',
    100,
    used(100),
    '2029-09-30',
  );
  const output = `${['# rdsctl allocation list --all -o yaml   (Hawthorn research data store, 1,900 allocations)', ...records].join('\n')}\n`;
  const ask =
    'The PI on the Severn estuary coastal erosion project reckons they are nowhere near their limit on the research storage. How much space are they actually using at the moment?';
  return probe('round 40: research storage yaml', ask, 'run_shell', output, 'used', needle);
}

/** The timetable publisher's log since Tuesday morning; a Java stack trace whose cause names the clash. */
function timetablePublisherLog(): EconomicsTask {
  const random = seededRandom(40_005);
  /** Departments the overnight job publishes, in order, and the rooms they teach in. */
  const DEPTS: readonly (readonly [string, string, readonly string[]])[] = [
    ['ARCH', 'Architecture', ['ARC-1.01', 'ARC-2.04', 'ARC-G.10']],
    ['BIOS', 'Biosciences', ['BIO-G.02', 'BIO-1.14', 'BIO-2.20']],
    ['BUSN', 'Business School', ['MAN-G.01', 'MAN-1.12', 'MAN-2.07']],
    ['CHEM', 'Chemistry', ['CHE-LT1', 'CHE-LT2', 'CHE-1.30']],
    ['COMP', 'Computer Science', ['CS-G.05', 'CS-1.01', 'CS-2.11']],
    ['ECON', 'Economics', ['SSB-G.14', 'SSB-1.03']],
    ['ENGL', 'English', ['HUM-1.09', 'HUM-2.02']],
    ['ENGR', 'Engineering', ['ENG-G.01', 'ENG-1.22', 'ENG-2.07']],
    ['GEOG', 'Geography and Environmental Science', ['GEO-1.12', 'GEO-G.03', 'GEO-2.05']],
    ['HIST', 'History', ['HUM-G.11', 'HUM-1.15']],
    ['LAWS', 'Law', ['LAW-G.01', 'LAW-1.06']],
    ['MATH', 'Mathematics', ['MAT-1.01', 'MAT-1.02', 'MAT-G.20']],
    ['NURS', 'Nursing and Midwifery', ['HSB-G.05', 'HSB-1.10']],
    ['PHAR', 'Pharmacy', ['HSB-2.01', 'PHA-1.04']],
    ['PHYS', 'Physics', ['PHY-G.01', 'PHY-1.05', 'PHY-2.14']],
    ['PSYC', 'Psychology', ['SSB-2.10', 'PSY-1.01']],
    ['SOCI', 'Sociology', ['SSB-1.18', 'SSB-2.03']],
  ];
  const lines: { t: number; text: string }[] = [];
  const ms = (t: number) => `${ymd(t)} ${new Date(t).toISOString().slice(11, 23)}`;
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    lines.push({ t, text: [`${ms(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`, ...trace].join('\n') });
  const PUBLISH = 'u.a.tt.publish.PublishJob';
  const frames = () => [
    '\tat org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:118)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1575)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:667)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.batchUpdate(JdbcTemplate.java:1004)',
    '\tat uk.ac.aldermoor.tt.publish.BookingWriter.writeBatch(BookingWriter.java:88)',
    '\tat uk.ac.aldermoor.tt.publish.PublishJob.publishDepartment(PublishJob.java:142)',
    '\tat uk.ac.aldermoor.tt.publish.PublishJob.lambda$run$0(PublishJob.java:97)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const range = (day: number, from: number, to: number) =>
    `["2026-11-${pad2(day)} ${pad2(from)}:00:00+00","2026-11-${pad2(day)} ${pad2(to)}:00:00+00")`;
  const clash = (room: string, day: number, from: number, to: number, otherFrom: number, otherTo: number) => [
    `org.springframework.dao.DataIntegrityViolationException: PreparedStatementCallback; SQL [INSERT INTO room_booking (booking_ref, room_id, during, activity_id, source) VALUES (?, ?, tstzrange(?, ?), ?, 'TT')]; ERROR: conflicting key value violates exclusion constraint "room_booking_no_overlap"`,
    ...frames(),
    'Caused by: org.postgresql.util.PSQLException: ERROR: conflicting key value violates exclusion constraint "room_booking_no_overlap"',
    `  Detail: Key (room_id, during)=(${room}, ${range(day, from, to)}) conflicts with existing key (room_id, during)=(${room}, ${range(day, otherFrom, otherTo)}).`,
    '\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
    '\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2420)',
    '\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:580)',
    '\tat org.postgresql.jdbc.PgStatement.internalExecuteBatch(PgStatement.java:889)',
    '\tat org.postgresql.jdbc.PgStatement.executeBatch(PgStatement.java:913)',
    '\tat com.zaxxer.hikari.pool.HikariProxyStatement.executeBatch(HikariProxyStatement.java)',
    '\t... 6 common frames omitted',
  ];
  const timeout = [
    'org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [SELECT a.activity_id, a.module_code, s.starts, s.ends FROM activity a JOIN slot s USING (activity_id) WHERE a.dept = ?]; ERROR: canceling statement due to statement timeout',
    ...frames().slice(0, 3),
    '\tat uk.ac.aldermoor.tt.publish.ActivityReader.read(ActivityReader.java:51)',
    '\tat uk.ac.aldermoor.tt.publish.PublishJob.publishDepartment(PublishJob.java:121)',
    '\tat uk.ac.aldermoor.tt.publish.PublishJob.lambda$run$0(PublishJob.java:97)',
    'Caused by: org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout',
    '\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
    '\t... 8 common frames omitted',
  ];
  let needle = '';
  /** The overnight run on `day`: each department in turn, with the failures planted by department. */
  const run = (day: number, failures: Readonly<Record<string, readonly string[]>>) => {
    let t = T(11, day, 5, 0, 0) + between(random, 100, 900);
    log(t, 'INFO', 'scheduler-1', PUBLISH, `Nightly publish started: term 2026-27 S1, weeks 1-12, ${DEPTS.length} departments, 4 workers`);
    for (const [code, name] of DEPTS) {
      t += between(random, 2_000, 9_000);
      const worker = `publish-worker-${between(random, 1, 4)}`;
      const events = between(random, 600, 2_400);
      log(t, 'INFO', worker, PUBLISH, `Publishing timetable for ${name} (${code}): ${events.toLocaleString('en-GB')} events`);
      const took = between(random, 6_000, 58_000);
      t += took;
      const failure = failures[code];
      if (failure) {
        const text = failure.join('\n');
        log(
          t,
          'ERROR',
          worker,
          PUBLISH,
          `Publish failed for department ${code}, term 2026-27 S1: 0 of ${events.toLocaleString('en-GB')} events written, rolled back`,
          failure,
        );
        if (day === 11 && code === 'GEOG') needle = text.split('\n').find((l) => l.startsWith('  Detail:'))!;
      } else {
        log(
          t,
          'INFO',
          worker,
          PUBLISH,
          `Published ${code}: ${events.toLocaleString('en-GB')} events, ${Math.round(events * 2.6).toLocaleString('en-GB')} bookings in ${(took / 1_000).toFixed(1)}s`,
        );
        if (random() < 0.3)
          log(
            t + 12,
            'WARN',
            worker,
            'u.a.tt.publish.RoomFeed',
            `Room ${oneOf(random, DEPTS)[2][0]!} capacity changed in estates feed: ${between(random, 40, 120)} -> ${between(random, 40, 120)}`,
          );
      }
    }
    log(
      t + 900,
      'INFO',
      'scheduler-1',
      PUBLISH,
      `Nightly publish finished: ${DEPTS.length - Object.keys(failures).length} published, ${Object.keys(failures).length} failed`,
    );
  };
  run(10, { GEOG: timeout });
  run(11, { GEOG: clash('GEO-1.12', 18, 14, 16, 15, 17), CHEM: clash('CHE-LT2', 17, 10, 11, 10, 12) });
  run(12, { PHYS: clash('PHY-1.05', 19, 11, 13, 12, 13) });
  // The viewer's traffic: students and staff looking at their timetables, with the day's rhythm.
  const PER_MINUTE = [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 2, 6, 6, 5, 5, 5, 5, 5, 5, 4, 3, 3, 3, 2, 2, 1.2, 0.6];
  for (let t = T(11, 10, 4, 0); t < T(11, 12, 10, 20); t += MINUTE) {
    const rate = PER_MINUTE[new Date(t).getUTCHours()]!;
    for (let n = Math.floor(rate) + (random() < rate % 1 ? 1 : 0); n > 0; n--) {
      const at = t + pick(random, 60_000);
      const path = oneOf(random, [
        () => `/api/v2/timetable/student/${studentNumber(random)}?week=${between(random, 8, 12)}`,
        () => `/api/v2/timetable/student/${studentNumber(random)}?week=${between(random, 8, 12)}`,
        () =>
          `/api/v2/timetable/staff/${chars(random, 'abcdefghijklmnopqrstuvwxyz', 3)}${between(random, 1, 99)}?week=${between(random, 8, 12)}`,
        () => `/api/v2/rooms/${oneOf(random, DEPTS)[2][0]!}/availability?date=2026-11-${pad2(between(random, 12, 27))}`,
        () => `/api/v2/modules/${oneOf(random, DEPTS)[0]}${between(random, 1, 3)}0${pad2(between(random, 1, 49))}/events`,
      ])();
      const status = random() < 0.015 ? oneOf(random, [404, 401, 503]) : 200;
      log(
        at,
        'INFO',
        `http-nio-8080-exec-${between(random, 1, 40)}`,
        'u.a.tt.web.AccessLog',
        `GET ${path} ${status} ${between(random, 12, status === 503 ? 30_000 : 480)}ms`,
      );
    }
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "The Geography timetable didn't go out in yesterday morning's overnight run. What clash stopped it: which room, and which times were fighting over it?";
  return probe('round 40: timetable publisher log', ask, 'run_shell', output, 'clash', needle);
}

/** The October Full Payment Submission for the hourly-paid payroll, pretty XML; one lecturer's tax. */
function payrollFpsXml(): EconomicsTask {
  const random = seededRandom(40_006);
  const newNino = uniqueMaker(
    () =>
      `${chars(random, 'ABCEGHJKLMNOPRSTWXYZ', 1)}${chars(random, 'ABCEGHJKLMNPRSTWXYZ', 1)}${digits(random, 6)}${chars(random, 'ABCD', 1)}`,
  );
  const newPayId = uniqueMaker(() => `H${between(random, 100_000, 199_999)}`);
  const MONTHLY_ALLOWANCE = 1_047.5;
  const tax = (pay: number, code: string) =>
    code === 'BR' ? pay * 0.2 : code === '0T' ? pay * 0.2 : Math.max(0, (pay - MONTHLY_ALLOWANCE) * 0.2);
  const ni = (pay: number) => Math.max(0, (pay - 1_048) * 0.08);
  const TAKEN = '565.34';
  const employee = (fore: string, sur: string, pay: number, code: string, born?: string) => {
    const female = FEMALE.has(fore);
    const title = oneOf(random, ['', '', '', 'Dr', female ? oneOf(random, ['Ms', 'Mrs', 'Miss']) : 'Mr']);
    let monthTax = gbp(tax(pay, code));
    // Keep the planted deduction the only one of its amount.
    if (monthTax === TAKEN && sur !== 'Morgan') monthTax = gbp(tax(pay, code) + 0.01);
    const ytdPay = pay + between(random, 0, 6) * pay * (0.5 + random());
    const ytdTax = Number(monthTax) + (ytdPay - pay) * 0.16;
    return [
      '        <Employee>',
      '          <EmployeeDetails>',
      `            <NINO>${newNino()}</NINO>`,
      '            <Name>',
      ...(title ? [`              <Ttl>${title}</Ttl>`] : []),
      `              <Fore>${fore}</Fore>`,
      `              <Sur>${sur}</Sur>`,
      '            </Name>',
      `            <BirthDate>${born ?? `${between(random, 1960, 2007)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`}</BirthDate>`,
      `            <Gender>${female ? 'F' : 'M'}</Gender>`,
      '          </EmployeeDetails>',
      '          <Employment>',
      `            <PayId>${newPayId()}</PayId>`,
      '            <FiguresToDate>',
      `              <TaxablePay>${gbp(ytdPay)}</TaxablePay>`,
      `              <TotalTax>${gbp(ytdTax)}</TotalTax>`,
      '            </FiguresToDate>',
      '            <Payment>',
      '              <PayFreq>M1</PayFreq>',
      '              <PmtDate>2026-10-30</PmtDate>',
      '              <MonthNo>7</MonthNo>',
      '              <PeriodsCovered>1</PeriodsCovered>',
      `              <HoursWorked>${pay > 2_000 ? 'C' : pay > 900 ? 'B' : 'A'}</HoursWorked>`,
      `              <TaxCode>${code}</TaxCode>`,
      `              <TaxablePay>${gbp(pay)}</TaxablePay>`,
      `              <TaxDeductedOrRefunded>${monthTax}</TaxDeductedOrRefunded>`,
      '            </Payment>',
      '            <NIlettersAndValues>',
      '              <NIletter>A</NIletter>',
      `              <GrossEarningsForNICsInPd>${gbp(pay)}</GrossEarningsForNICsInPd>`,
      `              <GrossEarningsForNICsYTD>${gbp(ytdPay)}</GrossEarningsForNICsYTD>`,
      `              <AtLELYTD>${gbp(Math.min(ytdPay, 542 * 7))}</AtLELYTD>`,
      `              <LELtoPTYTD>${gbp(Math.min(Math.max(0, ytdPay - 542 * 7), 506 * 7))}</LELtoPTYTD>`,
      `              <PTtoUELYTD>${gbp(Math.max(0, ytdPay - 1_048 * 7))}</PTtoUELYTD>`,
      `              <TotalEmpNICInPd>${gbp(Math.max(0, (pay - 417) * 0.15))}</TotalEmpNICInPd>`,
      `              <TotalEmpNICYTD>${gbp(Math.max(0, (ytdPay - 417 * 7) * 0.15))}</TotalEmpNICYTD>`,
      `              <EmpeeContribnsInPd>${gbp(ni(pay))}</EmpeeContribnsInPd>`,
      `              <EmpeeContribnsYTD>${gbp(ni(pay) + (ytdPay - pay) * 0.05)}</EmpeeContribnsYTD>`,
      '            </NIlettersAndValues>',
      '          </Employment>',
      '        </Employee>',
    ];
  };
  const randomPay = () => oneOf(random, [() => 80 + random() * 700, () => 300 + random() * 1_200, () => 900 + random() * 2_600])();
  const employees: string[][] = [];
  const COUNT = 760;
  for (let i = 0; i < COUNT; i++) {
    const code = oneOf(random, ['1257L', '1257L', '1257L', '1257L', 'BR', 'BR', '0T', 'K497', '1100L']);
    employees.push(employee(oneOf(random, FIRST), oneOf(random, LAST), randomPay(), code));
  }
  employees[Math.floor(COUNT * 0.57)] = employee('Aled', 'Morgan', 3_874.2, '1257L', '1979-03-22');
  employees[Math.floor(COUNT * 0.44)] = employee('Alun', 'Morgan', 1_512.75, '1257L', '1990-11-04');
  employees[Math.floor(COUNT * 0.63)] = employee('Aled', 'Morris', 2_960.4, 'BR', '1985-07-15');
  const needle = `<TaxDeductedOrRefunded>${TAKEN}</TaxDeductedOrRefunded>`;
  const header = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope">',
    '  <EnvelopeVersion>2.0</EnvelopeVersion>',
    '  <Header>',
    '    <MessageDetails>',
    '      <Class>HMRC-PAYE-RTI-FPS</Class>',
    '      <Qualifier>request</Qualifier>',
    '      <Function>submit</Function>',
    `      <CorrelationID></CorrelationID>`,
    '      <Transformation>XML</Transformation>',
    '      <GatewayTest>0</GatewayTest>',
    '    </MessageDetails>',
    '    <SenderDetails><IDAuthentication><SenderID>ALDERMOORPAY</SenderID><Authentication><Method>clear</Method><Role>principal</Role><Value>********</Value></Authentication></IDAuthentication></SenderDetails>',
    '  </Header>',
    '  <GovTalkDetails>',
    '    <Keys>',
    '      <Key Type="TaxOfficeNumber">120</Key>',
    '      <Key Type="TaxOfficeReference">AH41807</Key>',
    '    </Keys>',
    '  </GovTalkDetails>',
    '  <Body>',
    '    <IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1">',
    '      <IRheader>',
    '        <Keys>',
    '          <Key Type="TaxOfficeNumber">120</Key>',
    '          <Key Type="TaxOfficeReference">AH41807</Key>',
    '        </Keys>',
    '        <PeriodEnd>2027-04-05</PeriodEnd>',
    '        <DefaultCurrency>GBP</DefaultCurrency>',
    `        <IRmark Type="generic">${hex(random, 28)}=</IRmark>`,
    '        <Sender>Employer</Sender>',
    '      </IRheader>',
    '      <FullPaymentSubmission>',
    '        <EmpRefs>',
    '          <OfficeNo>120</OfficeNo>',
    '          <PayeRef>AH41807</PayeRef>',
    '          <AORef>120PA00418071</AORef>',
    '        </EmpRefs>',
    '        <RelatedTaxYear>26-27</RelatedTaxYear>',
  ];
  const footer = ['      </FullPaymentSubmission>', '    </IRenvelope>', '  </Body>', '</GovTalkMessage>'];
  const output = `${[
    '<!-- payroll/rti/out/FPS_120-AH41807_2026-27_M07_HOURLY.xml : Aldermoor University hourly-paid payroll, paid 30/10/2026 -->',
    ...header,
    ...employees.flat(),
    ...footer,
  ].join('\n')}\n`;
  const ask =
    'Aled Morgan, one of our hourly-paid lecturers, thinks he was over-taxed in October. How much income tax actually came off his pay that month?';
  return probe('round 40: payroll fps xml', ask, 'read_file', output, 'tax', needle);
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output, or comes after a preamble.
// ---------------------------------------------------------------------------------------------------

/** The RADIUS servers' log from yesterday afternoon to this morning; one student's laptop refused. */
function radiusLogPreamble(): EconomicsTask {
  const random = seededRandom(40_007);
  const CLIENTS = ['wlc-halls-01', 'wlc-halls-02', 'wlc-campus-01', 'wlc-campus-02', 'wlc-campus-03', 'wlc-kingsmead-01'];
  const REALMS = ['cardiff.ac.uk', 'bristol.ac.uk', 'swansea.ac.uk', 'ox.ac.uk', 'ucl.ac.uk', 'uni-heidelberg.de', 'uva.nl', 'tcd.ie'];
  const mac = () => Array.from({ length: 6 }, () => hex(random, 2).toUpperCase()).join('-');
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${WEEKDAYS[d.getUTCDay()]!} ${MONTHS[d.getUTCMonth()]!} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${d.getUTCFullYear()}`;
  };
  const events: { t: number; text: string }[] = [];
  const REJECTS = [
    'mschap: MS-CHAP2-Response is incorrect',
    'mschap: MS-CHAP2-Response is incorrect',
    'mschap: MS-CHAP2-Response is incorrect',
    'ldap: Account is disabled',
    'Account has expired [Expiration = Sep 30 2026 23:59:59 GMT]',
    'No Auth-Type found: rejecting the user via Post-Auth-Type = Reject',
  ];
  /** An inner and an outer line for one authentication; `reason` makes it a reject. */
  const auth = (t: number, user: string, client: string, cli: string, reason?: string) => {
    const inner = reason ? `Login incorrect (${reason})` : 'Login OK';
    const outer = reason ? 'Login incorrect (eap_peap: The users session was previously rejected: returning reject (again.) )' : 'Login OK';
    const first = {
      t,
      text: `${stamp(t)} : Auth: (#) ${inner}: [${user}/<via Auth-Type = eap>] (from client ${client} port 0 cli ${cli} via TLS tunnel)`,
    };
    events.push(first);
    events.push({
      t: t + 1,
      text: `${stamp(t)} : Auth: (#) ${outer}: [${user}/<via Auth-Type = eap>] (from client ${client} port 1 cli ${cli})`,
    });
    return first;
  };
  const PER_MINUTE = [1.2, 0.8, 0.5, 0.3, 0.3, 0.5, 1.3, 3.4, 8.5, 8.5, 7.6, 6.8, 6.8, 6.8, 6.8, 6.8, 6, 5.1, 5.1, 5.1, 4.3, 4.3, 3.8, 2.6];
  const start = T(11, 11, 14, 0);
  const end = T(11, 12, 9, 40);
  for (let t = start; t < end; t += MINUTE) {
    const rate = PER_MINUTE[new Date(t).getUTCHours()]!;
    for (let n = Math.floor(rate) + (random() < rate % 1 ? 1 : 0); n > 0; n--) {
      const at = t + pick(random, 60_000);
      const kind = random();
      if (kind < 0.08) {
        const user = `${chars(random, 'abcdefghijklmnopqrstuvwxyz', between(random, 3, 7))}${between(random, 1, 99)}@${oneOf(random, REALMS)}`;
        events.push({
          t: at,
          text: `${stamp(at)} : Auth: (#) ${random() < 0.9 ? 'Login OK' : 'Login incorrect (Home Server failed to respond)'}: [${user}] (from client ${oneOf(random, CLIENTS)} port 0 cli ${mac()})`,
        });
      } else {
        let user =
          random() < 0.8
            ? `s${studentNumber(random)}@aldermoor.ac.uk`
            : `${chars(random, 'abcdefghijklmnopqrstuvwxyz', 3)}${between(random, 1, 40)}@aldermoor.ac.uk`;
        if (user.startsWith('s2240518') || user.startsWith('s2240581')) user = 's2139904@aldermoor.ac.uk';
        auth(at, user, oneOf(random, CLIENTS), mac(), random() < 0.045 ? oneOf(random, REJECTS) : undefined);
      }
    }
    if (random() < 0.01) events.push({ t: t + 30_000, text: `${stamp(t + 30_000)} : Info: Need 5 more connections to reach 10 spares` });
  }
  const ME = 's2240518@aldermoor.ac.uk';
  const phone = '5A-E1-3C-77-09-D4';
  const laptop = '8C-85-90-1A-3F-C2';
  auth(T(11, 11, 16, 12, 40), ME, 'wlc-campus-02', phone);
  auth(T(11, 11, 19, 48, 5), ME, 'wlc-halls-02', phone);
  auth(
    T(11, 11, 21, 58, 27),
    's2240581@aldermoor.ac.uk',
    'wlc-halls-02',
    mac(),
    'Account has expired [Expiration = Sep 30 2026 23:59:59 GMT]',
  );
  const refused = auth(T(11, 11, 22, 7, 31), ME, 'wlc-halls-02', laptop, 'mschap: MS-CHAP2-Response is incorrect');
  auth(T(11, 11, 23, 15, 2), ME, 'wlc-halls-02', phone);
  auth(T(11, 12, 7, 55, 19), ME, 'wlc-halls-02', phone);
  events.sort((a, b) => a.t - b.t);
  // Request numbers in the order the server logged them.
  let request = 4_402_118;
  for (const e of events) e.text = e.text.replace('(#)', () => `(${request++})`);
  const needle = refused.text;
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "I'm on the IT help desk in Thornton Village. A second-year, student number 2240518, came in this morning: her laptop wouldn't get on the Wi-Fi at about ten last night, though her phone was fine all evening. This is the RADIUS log from yesterday afternoon onwards. What reason did the server give for turning the laptop away?";
  return probe('round 40: radius log, preamble', ask, 'run_shell', output, 'reason', needle);
}

/** Next week's room bookings across campus as a CLI table; the physics building's big theatre on Wednesday. */
function roomBookingsTableParaphrase(): EconomicsTask {
  const random = seededRandom(40_008);
  /** Building prefix and its rooms: code, name, capacity. */
  const BUILDINGS: readonly (readonly [string, readonly (readonly [string, string, number])[]])[] = [
    [
      'PHY',
      [
        ['PHY-G.01', 'Rutherford Lecture Theatre', 320],
        ['PHY-1.05', 'Bragg Lecture Theatre', 96],
        ['PHY-1.20', 'Seminar Room 1.20', 30],
        ['PHY-1.21', 'Seminar Room 1.21', 24],
        ['PHY-2.14', 'Teaching Lab A', 48],
        ['PHY-2.15', 'Teaching Lab B', 48],
      ],
    ],
    [
      'CHE',
      [
        ['CHE-LT1', 'Lecture Theatre 1', 240],
        ['CHE-LT2', 'Lecture Theatre 2', 110],
        ['CHE-1.30', 'Seminar Room 1.30', 36],
        ['CHE-2.01', 'Undergraduate Lab 1', 64],
        ['CHE-2.02', 'Undergraduate Lab 2', 64],
      ],
    ],
    [
      'BIO',
      [
        ['BIO-G.02', 'Darwin Lecture Theatre', 280],
        ['BIO-1.14', 'Seminar Room 1.14', 40],
        ['BIO-2.20', 'Teaching Lab 2.20', 56],
        ['BIO-2.21', 'Microscopy Suite', 24],
      ],
    ],
    [
      'ENG',
      [
        ['ENG-G.01', 'Faraday Lecture Theatre', 350],
        ['ENG-1.22', 'Lecture Room 1.22', 120],
        ['ENG-2.07', 'Design Studio', 60],
        ['ENG-2.10', 'Seminar Room 2.10', 30],
        ['ENG-B.04', 'Fluids Lab', 32],
      ],
    ],
    [
      'HUM',
      [
        ['HUM-G.11', 'Lecture Theatre G.11', 180],
        ['HUM-1.09', 'Seminar Room 1.09', 25],
        ['HUM-1.15', 'Seminar Room 1.15', 25],
        ['HUM-2.02', 'Seminar Room 2.02', 20],
        ['HUM-2.08', 'Seminar Room 2.08', 20],
      ],
    ],
    [
      'SSB',
      [
        ['SSB-G.14', 'Beveridge Lecture Theatre', 260],
        ['SSB-1.03', 'Lecture Room 1.03', 90],
        ['SSB-1.18', 'Seminar Room 1.18', 30],
        ['SSB-2.03', 'Seminar Room 2.03', 30],
        ['SSB-2.10', 'Computer Lab 2.10', 60],
      ],
    ],
    [
      'LAW',
      [
        ['LAW-G.01', 'Moot Court', 80],
        ['LAW-1.06', 'Seminar Room 1.06', 28],
        ['LAW-1.07', 'Seminar Room 1.07', 28],
      ],
    ],
    [
      'MAN',
      [
        ['MAN-G.01', 'Lecture Theatre G.01', 300],
        ['MAN-1.12', 'Syndicate Room 1.12', 16],
        ['MAN-2.07', 'Lecture Room 2.07', 100],
      ],
    ],
    [
      'GEO',
      [
        ['GEO-G.03', 'Lecture Room G.03', 120],
        ['GEO-1.12', 'GIS Lab', 40],
        ['GEO-2.05', 'Seminar Room 2.05', 24],
      ],
    ],
    [
      'CS',
      [
        ['CS-G.05', 'Turing Lecture Theatre', 200],
        ['CS-1.01', 'Lab 1.01', 90],
        ['CS-1.02', 'Lab 1.02', 90],
        ['CS-2.11', 'Seminar Room 2.11', 30],
      ],
    ],
    [
      'HSB',
      [
        ['HSB-G.05', 'Nightingale Lecture Theatre', 220],
        ['HSB-1.10', 'Clinical Skills Suite', 30],
        ['HSB-2.01', 'Seminar Room 2.01', 35],
      ],
    ],
    [
      'LIB',
      [
        ['LIB-1.04', 'Training Room A', 24],
        ['LIB-1.05', 'Training Room B', 24],
      ],
    ],
  ];
  const MODULES: Readonly<Record<string, readonly string[]>> = {
    PHY: ['PHYS1001', 'PHYS1003', 'PHYS2010', 'PHYS2014', 'PHYS3020', 'PHYS4101'],
    CHE: ['CHEM1010', 'CHEM2041', 'CHEM2032', 'CHEM2045', 'CHEM3011'],
    BIO: ['BIOL1003', 'BIOL2040', 'BIOL2102', 'BIOL3050'],
    ENG: ['ENGR1001', 'ENGR2102', 'ENGR2110', 'ENGR3204'],
    HUM: ['HIST2150', 'HIST1001', 'ENGL1020', 'ENGL2207', 'PHIL1001'],
    SSB: ['ECON2001', 'ECON1001', 'SOCI2004', 'PSYC2007', 'PSYC1002'],
    LAW: ['LAWS1102', 'LAWS2201', 'LAWS3009'],
    MAN: ['MGMT1001', 'MGMT2010', 'ACCT1002', 'MKTG2003'],
    GEO: ['GEOG2203', 'GEOG1001', 'GEOG3110'],
    CS: ['COMP1004', 'COMP2001', 'COMP2207', 'COMP3010'],
    HSB: ['NURS1210', 'NURS2001', 'PHAR2020', 'PHAR1001'],
    LIB: ['LIBS0001'],
  };
  const KINDS = ['Lecture', 'Lecture', 'Lecture', 'Seminar', 'Tutorial', 'Workshop', 'Practical', 'Exam'];
  const staff = () => `${oneOf(random, ['Dr', 'Dr', 'Prof', 'Ms', 'Mr'])} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`;
  const newRef = uniqueMaker(() => `BK-26-${between(random, 100_000, 199_999)}`);
  const rows: { key: string; cells: string[] }[] = [];
  const add = (
    day: number,
    start: number,
    end: number,
    room: readonly [string, string, number],
    activity: string,
    module: string,
    host: string,
    type: string,
    status: string,
  ) =>
    rows.push({
      key: `${day}-${pad2(start)}-${room[0]}`,
      cells: [
        `2026-11-${pad2(day)}`,
        WEEKDAYS[new Date(T(11, day)).getUTCDay()]!,
        `${pad2(start)}:00`,
        `${pad2(end)}:00`,
        room[0],
        room[1],
        String(room[2]),
        activity,
        module,
        host,
        type,
        status,
        newRef(),
      ],
    });
  const rutherford = BUILDINGS[0]![1][0]!;
  for (let day = 16; day <= 20; day++) {
    for (const [building, rooms] of BUILDINGS) {
      for (const room of rooms) {
        for (let h = 9; h < 18;) {
          // The big theatre's Wednesday afternoon is planted below.
          const planted = room === rutherford && day === 18 && h >= 12;
          if (!planted && random() < 0.62) {
            const kind =
              room[2] < 60 && random() < 0.7 ? oneOf(random, ['Seminar', 'Tutorial', 'Practical', 'Workshop']) : oneOf(random, KINDS);
            let length = kind === 'Practical' || kind === 'Exam' ? Math.min(oneOf(random, [2, 3]), 18 - h) : oneOf(random, [1, 1, 1, 2]);
            // Nothing of the big theatre's Wednesday morning runs on past noon.
            if (room === rutherford && day === 18) length = Math.min(length, 12 - h);
            const module = oneOf(random, MODULES[building]!);
            if (random() < 0.12) {
              const [what, host] = oneOf(random, [
                ['Staff meeting', `${building} Department Office`],
                ['Society meeting: Debating Union', 'Students Union'],
                ['Interview panel', 'Human Resources'],
                ['PGR poster session', 'Doctoral Academy'],
                ['Careers talk: graduate schemes', 'Careers Service'],
                ['Open Day taster session', 'Student Recruitment'],
              ] as const);
              add(day, h, h + length, room, what, '-', host, 'Ad hoc', oneOf(random, ['Confirmed', 'Confirmed', 'Provisional']));
            } else add(day, h, h + length, room, `${module} ${kind}`, module, staff(), 'Teaching', 'Confirmed');
            h += length;
          } else h += 1;
        }
      }
    }
  }
  // The big theatre on Wednesday afternoon: one booking; the small theatre next door is busy too.
  add(
    18,
    14,
    16,
    rutherford,
    'Public lecture: Gravitational Waves and the Dark Universe',
    '-',
    'Public Engagement Office (L. Haddad)',
    'Ad hoc',
    'Confirmed',
  );
  const needleKey = '18-14-PHY-G.01';
  rows.sort((a, b) => (a.key < b.key ? -1 : 1));
  const headers = ['DATE', 'DAY', 'START', 'END', 'ROOM', 'ROOM NAME', 'CAP', 'ACTIVITY', 'MODULE', 'HOST', 'TYPE', 'STATUS', 'REF'];
  const lines = table(
    headers,
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.key === needleKey) + 1]!;
  const output = `${['$ roomctl bookings list --site aldermoor --from 2026-11-16 --to 2026-11-20 --all-rooms', ...lines, `(${rows.length} bookings)`].join('\n')}\n`;
  const ask =
    "I'd like to run a revision session in the big lecture theatre in the physics building next Wednesday afternoon. Is it free then, or has someone already got it? If so, who?";
  return probe('round 40: room bookings table, paraphrase', ask, 'run_shell', output, 'booking', needle);
}

/** The finance system's supplier payments export since September, by supplier; the open day's caterer. */
function supplierPaymentsCsvPreamble(): EconomicsTask {
  const random = seededRandom(40_009);
  const FIRSTS = [
    'Anglia',
    'Brecon',
    'Castle',
    'Dragon',
    'Elmwood',
    'Ferndale',
    'Glamorgan',
    'Harbour',
    'Isca',
    'Juniper',
    'Kingfisher',
    'Lansdowne',
    'Meridian',
    'Northgate',
    'Oakleigh',
    'Pembroke',
    'Quay',
    'Redwood',
    'Severn',
    'Taff',
    'Usk',
    'Vale',
    'Westgate',
    'Yew Tree',
  ];
  /** Kinds of supplier and what they invoice for. */
  const TRADES: readonly (readonly [string, readonly string[], readonly string[], number, number])[] = [
    [
      'Scientific',
      ['Lab consumables', 'Pipette tips and tubes', 'Fume cupboard service', 'Reagents'],
      ['CHEM-TEACH', 'BIOS-RES', 'PHAR-LAB'],
      80,
      9_000,
    ],
    ['Office Supplies', ['Stationery', 'Printer toner', 'Office chairs'], ['FIN-GEN', 'HR-GEN', 'LIBS-OPS'], 40, 2_500],
    ['Facilities', ['Reactive maintenance', 'Lift service', 'Grounds maintenance'], ['EST-MAINT', 'EST-GROUNDS'], 300, 24_000],
    ['Electrical', ['Lighting upgrade', 'PAT testing', 'Emergency lighting test'], ['EST-MAINT'], 200, 18_000],
    ['IT Solutions', ['Laptops', 'Network switches', 'Software licences', 'Monitors'], ['DIGS-INFRA', 'DIGS-EUC'], 400, 60_000],
    ['Print', ['Prospectus print run', 'Posters and banners', 'Exam papers print'], ['MKT-RECRUIT', 'REG-EXAMS'], 150, 14_000],
    ['Cleaning', ['Contract cleaning', 'Deep clean', 'Washroom services'], ['EST-CLEAN', 'RESL-OPS'], 500, 30_000],
    ['Travel', ['Coach hire', 'Staff travel', 'Field trip transport'], ['GEOG-FIELD', 'BIOS-FIELD', 'SPORT-OPS'], 200, 7_000],
    ['Security', ['Manned guarding', 'CCTV maintenance', 'Key holding'], ['EST-SEC'], 600, 22_000],
    ['Catering', ['Hospitality', 'Conference catering', 'Buffet lunch'], ['CONF-EVENTS', 'VC-OFFICE', 'RSO-EVENTS'], 200, 6_000],
  ];
  const SUFFIXES = ['Ltd', 'Ltd', 'Limited', 'plc', 'LLP', 'Group Ltd'];
  const newSupplierId = uniqueMaker(() => `S${between(random, 10_000, 39_999)}`);
  const suppliers = uniqueMaker(
    () => `${oneOf(random, FIRSTS)} ${oneOf(random, TRADES)[0]} ${oneOf(random, SUFFIXES)}`,
    ['Kestrel Kitchen Events Ltd', 'Severn Event Structures Ltd', 'Harbour AV Services Ltd', 'Taff Valley Coffee Co Ltd'],
  );
  const list = Array.from({ length: 260 }, () => {
    const name = suppliers();
    const trade = TRADES.find(([t]) => name.includes(` ${t} `))!;
    return { id: newSupplierId(), name, trade };
  });
  const RUNS: readonly (readonly [string, number])[] = Array.from(
    { length: 11 },
    (_, k) => [`PR-2026-${37 + k}`, T(9, 11) + k * 7 * DAY] as const,
  );
  const header =
    'supplier_id,supplier_name,invoice_no,invoice_date,po_number,description,cost_centre,net_gbp,vat_gbp,gross_gbp,payment_run,payment_date,method,remittance_ref,status';
  const rows: { key: string; text: string }[] = [];
  const row = (
    supplier: { id: string; name: string },
    invoice: string,
    invoiceDate: number,
    description: string,
    centre: string,
    net: number,
    run: readonly [string, number] | undefined,
    status: string,
  ) =>
    rows.push({
      key: `${supplier.name}|${ymd(invoiceDate)}|${invoice}`,
      text: [
        supplier.id,
        supplier.name,
        invoice,
        ymd(invoiceDate),
        `45003${digits(random, 5)}`,
        description,
        centre,
        gbp(net),
        gbp(net * 0.2),
        gbp(net * 1.2),
        run?.[0] ?? '',
        run ? ymd(run[1]) : '',
        run ? oneOf(random, ['BACS', 'BACS', 'BACS', 'BACS', 'CHAPS']) : '',
        run ? `REM${run[0].slice(-2)}-${digits(random, 5)}` : '',
        status,
      ]
        .map(csv)
        .join(','),
    });
  for (const supplier of list) {
    const [, what, centres, lo, hi] = supplier.trade;
    const prefix = supplier.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    let number = between(random, 100, 9_000);
    for (let k = 0, n = between(random, 4, 30); k < n; k++) {
      const invoiceDate = T(8, 10) + pick(random, 85) * DAY;
      const due = invoiceDate + 30 * DAY;
      const run = RUNS.find(([, at]) => at >= due);
      const paid = run && run[1] < T(11, 12);
      row(
        supplier,
        `${prefix}-${number++}`,
        invoiceDate,
        `${oneOf(random, what)}${random() < 0.4 ? ` - ${oneOf(random, ['Sep', 'Oct', 'Nov'])} 2026` : ''}`,
        oneOf(random, centres),
        lo + random() * (hi - lo),
        run,
        paid ? 'PAID' : run ? 'SCHEDULED' : oneOf(random, ['APPROVED', 'APPROVED', 'AWAITING_GRN', 'ON_HOLD']),
      );
    }
  }
  const kestrel = { id: 'S20417', name: 'Kestrel Kitchen Events Ltd' };
  const run = (id: string) => RUNS.find(([r]) => r === id)!;
  row(
    kestrel,
    'KKE-2026-0331',
    T(7, 20),
    'Graduation week receptions 14-18 Jul (canapes and fizz)',
    'VC-OFFICE',
    14_260,
    run('PR-2026-37'),
    'PAID',
  );
  row(
    kestrel,
    'KKE-2026-0372',
    T(9, 10),
    'Staff conference 9 Sep - working lunch, 180 covers',
    'CONF-EVENTS',
    3_420,
    run('PR-2026-42'),
    'PAID',
  );
  row(
    kestrel,
    'KKE-2026-0379',
    T(9, 21),
    'UG Open Day Sat 19 Sep - hospitality (hot fork lunch + refreshments, 380 covers)',
    'MKT-RECRUIT-OD',
    8_930,
    run('PR-2026-42'),
    'PAID',
  );
  row(
    kestrel,
    'KKE-2026-0418',
    T(10, 20),
    'UG Open Day Sat 17 Oct - hospitality (hot fork lunch + refreshments, 420 covers)',
    'MKT-RECRUIT-OD',
    9_870,
    run('PR-2026-45'),
    'PAID',
  );
  row(kestrel, 'KKE-2026-0437', T(11, 2), 'UG Open Day Sat 5 Dec - 25% deposit', 'MKT-RECRUIT-OD', 2_500, run('PR-2026-47'), 'SCHEDULED');
  row(kestrel, 'KKE-2026-0441', T(11, 4), 'Inaugural lecture reception 29 Oct, 90 guests', 'VC-OFFICE', 1_845, undefined, 'AWAITING_GRN');
  const others: readonly (readonly [string, string, string, number, string, string])[] = [
    ['Severn Event Structures Ltd', 'Marquee hire - UG Open Day Sat 17 Oct', 'SES-1187', 6_400, 'PR-2026-44', 'PAID'],
    ['Harbour AV Services Ltd', 'AV and PA support - Open Day 17/10', 'HAV-2290', 2_150, 'PR-2026-45', 'PAID'],
    ['Taff Valley Coffee Co Ltd', 'Open Day 17 Oct - barista coffee cart hire (2 carts)', 'TVC-5512', 1_280, 'PR-2026-46', 'SCHEDULED'],
  ];
  for (const [name, description, invoice, net, runId, status] of others)
    row({ id: newSupplierId(), name }, invoice, T(10, 22), description, 'MKT-RECRUIT-OD', net, run(runId), status);
  rows.sort((a, b) => (a.key < b.key ? -1 : 1));
  const needle = rows.find((r) => r.text.includes('KKE-2026-0418'))!.text;
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "I run events for the student recruitment team. The firm that did all the food at our open day last month has emailed to say they still haven't been paid, and they're threatening to pull out of the December one. Can you check this export and tell me whether we've actually paid that invoice, and if so when the money went?";
  return probe('round 40: supplier payments csv, preamble and paraphrase', ask, 'run_shell', output, 'payment', needle);
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------

/** A pdsh'd nvidia-smi query across the GPU nodes; one SXM card carries a PCIe card's power limit. */
function gpuFleetSnapshot(): EconomicsTask {
  const random = seededRandom(40_010);
  const SXM_BUS = [
    '00000000:07:00.0',
    '00000000:0F:00.0',
    '00000000:47:00.0',
    '00000000:4E:00.0',
    '00000000:87:00.0',
    '00000000:90:00.0',
    '00000000:B7:00.0',
    '00000000:BD:00.0',
  ];
  const PCIE_BUS = ['00000000:17:00.0', '00000000:65:00.0', '00000000:CA:00.0', '00000000:E3:00.0'];
  const blocks: string[][] = [];
  let needle = '';
  const stamp = (t: number) => `${ymd(t).replace(/-/g, '/')} ${new Date(t).toISOString().slice(11, 23)}`;
  const gpuLine = (node: string, t: number, index: number, pcie: boolean, odd: boolean) => {
    const busy = odd || random() < 0.82;
    const limit = pcie || odd ? 250 : 400;
    const total = pcie ? 40_960 : 81_920;
    const draw = busy ? (odd ? 246 + random() * 4 : limit * (0.62 + random() * 0.37)) : 52 + random() * 22;
    const sm = busy ? (odd ? between(random, 1_005, 1_050) : between(random, 1_275, 1_410)) : 210;
    return [
      `${node}: ${stamp(t)}`,
      String(index),
      pcie ? 'NVIDIA A100-PCIE-40GB' : 'NVIDIA A100-SXM4-80GB',
      (pcie ? PCIE_BUS : SXM_BUS)[index]!,
      '550.127.05',
      'P0',
      String(busy ? between(random, 52, 71) : between(random, 29, 36)),
      `${busy ? between(random, 88, 100) : 0} %`,
      `${busy ? between(random, 30, 85) : 0} %`,
      `${busy ? between(random, 9_000, total - 900) : 4} MiB`,
      `${total} MiB`,
      `${draw.toFixed(2)} W`,
      `${limit.toFixed(2)} W`,
      `${sm} MHz`,
      `${pcie ? 1_215 : 1_593} MHz`,
      '1410 MHz',
      '0',
    ].join(', ');
  };
  for (let n = 1; n <= 200; n++) {
    const node = `gpu${String(n).padStart(3, '0')}`;
    const pcie = n > 168;
    const t = T(11, 12, 10, 14, 2) + between(random, 0, 1_800);
    const block: string[] = [];
    for (let i = 0; i < (pcie ? 4 : 8); i++) {
      const odd = node === 'gpu083' && i === 5;
      block.push(gpuLine(node, t + i * 3, i, pcie, odd));
      if (odd) needle = block[block.length - 1]!;
    }
    blocks.push(block);
  }
  const lines = interleave(random, blocks, 32);
  const output = `${[
    '$ pdsh -w gpu[001-200] "nvidia-smi --query-gpu=timestamp,index,name,pci.bus_id,driver_version,pstate,temperature.gpu,utilization.gpu,utilization.memory,memory.used,memory.total,power.draw,power.limit,clocks.sm,clocks.mem,clocks.max.sm,ecc.errors.uncorrected.volatile.total --format=csv,noheader"',
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "A few people have said their training jobs run noticeably slower whenever they land on one particular GPU, though nothing ever fails. Going by this snapshot of the cluster's cards, which one is set up differently from the others like it?";
  return probe('round 40: gpu snapshot', ask, 'run_shell', output, 'gpu', needle);
}

/** The accommodation system's contracts for this year as CSV; one room charged another type's rent. */
function hallRentContractsCsv(): EconomicsTask {
  const random = seededRandom(40_011);
  /** Halls: blocks, and room types with bathroom, catering, weekly rent and contract weeks. */
  const HALLS: readonly (readonly [string, readonly string[], readonly (readonly [string, string, string, number, number])[]])[] = [
    [
      'Bramley House',
      ['A', 'B', 'C'],
      [
        ['Standard', 'Shared', 'N', 117.5, 40],
        ['En-suite', 'Private', 'N', 149.8, 40],
      ],
    ],
    [
      'Kingsmead Court',
      ['Alder', 'Birch', 'Cedar', 'Damson'],
      [
        ['En-suite', 'Private', 'N', 162.4, 44],
        ['Studio', 'Private', 'N', 214.9, 51],
      ],
    ],
    [
      'Oakfield Court',
      ['1', '2', '3', '4', '5'],
      [
        ['Standard', 'Shared', 'N', 128.1, 40],
        ['En-suite', 'Private', 'N', 171.5, 44],
        ['Studio', 'Private', 'N', 219.8, 51],
      ],
    ],
    [
      'Riverside Quay',
      ['North', 'South'],
      [
        ['En-suite', 'Private', 'N', 184.2, 44],
        ['Twin En-suite', 'Private', 'N', 139.6, 44],
        ['Studio', 'Private', 'N', 236.6, 51],
      ],
    ],
    [
      'Thornton Village',
      ['Ash', 'Beech', 'Elm', 'Hazel', 'Rowan', 'Willow'],
      [
        ['Standard Catered', 'Shared', 'Y', 189.0, 33],
        ['En-suite Catered', 'Private', 'Y', 212.5, 33],
      ],
    ],
  ];
  const header =
    'contract_ref,student_id,surname,forename,hall,block,flat,room,room_type,bathroom,catered,weekly_rent_gbp,weeks,start_date,end_date,total_rent_gbp,instalments,status,signed_at';
  const newStudent = uniqueMaker(() => studentNumber(random));
  const rows: string[] = [];
  let needle = '';
  let contract = 604_100;
  for (const [hall, blocks, types] of HALLS) {
    for (const block of blocks) {
      const flats = between(random, 10, 18);
      for (let flat = 1; flat <= flats; flat++) {
        const type = types[(flat + blocks.indexOf(block)) % types.length]!;
        const [roomType, bathroom, catered, rent, weeks] = type;
        const rooms = roomType === 'Studio' ? between(random, 3, 5) : between(random, 5, 8);
        for (let room = 1; room <= rooms; room++) {
          if (random() < 0.04) continue;
          const odd = hall === 'Oakfield Court' && block === '3' && roomType === 'En-suite' && flat >= 8 && room === 4 && !needle;
          const weekly = odd ? 117.5 : rent;
          const start = weeks === 51 ? T(9, 5) : T(9, 19);
          const end = start + weeks * 7 * DAY - DAY;
          const name = `${oneOf(random, LAST)},${oneOf(random, FIRST)}`;
          const flatCode = `${block.length === 1 ? block : block[0]!}${pad2(flat)}`;
          const line = [
            `ACC-2627-${contract++}`,
            newStudent(),
            name.split(',')[0]!,
            name.split(',')[1]!,
            hall,
            block,
            flatCode,
            `${flatCode}-${room}`,
            roomType,
            bathroom,
            catered,
            gbp(weekly),
            String(weeks),
            ymd(start),
            ymd(end),
            gbp(weekly * weeks),
            oneOf(random, ['3', '3', '3', '9']),
            oneOf(random, ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'CHECKED_IN']),
            `${ymd(T(3, 1) + pick(random, 190) * DAY)} ${pad2(between(random, 7, 23))}:${pad2(between(random, 0, 59))}`,
          ]
            .map(csv)
            .join(',');
          rows.push(line);
          if (odd) needle = line;
        }
      }
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Before the spring rent invoices go out, can you sanity-check this year's hall contracts? One room's weekly rent doesn't fit with the other rooms of the same type in the same hall. Which contract is it?";
  return probe('round 40: hall rent contracts csv', ask, 'run_shell', output, 'contract', needle);
}

/** A zone transfer of the campus zone with dig; one A record cached ten times longer than a day. */
function campusDnsZone(): EconomicsTask {
  const random = seededRandom(40_012);
  const ZONE = 'aldermoor.ac.uk.';
  const records: { name: string; type: string; ttl: number; data: string }[] = [];
  const rec = (name: string, ttl: number, type: string, data: string) => records.push({ name, type, ttl, data });
  const ip = (a: number) => `10.${a}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  rec(ZONE, 86_400, 'NS', `ns1.${ZONE}`);
  rec(ZONE, 86_400, 'NS', `ns2.${ZONE}`);
  rec(ZONE, 86_400, 'NS', 'ns0.ja.net.');
  rec(ZONE, 86_400, 'MX', `10 mx1.${ZONE}`);
  rec(ZONE, 86_400, 'MX', `20 mx2.${ZONE}`);
  rec(ZONE, 86_400, 'TXT', '"v=spf1 include:spf.protection.outlook.com include:_spf.aldermoor.ac.uk -all"');
  rec(
    ZONE,
    86_400,
    'TXT',
    `"google-site-verification=${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 43)}"`,
  );
  rec(ZONE, 86_400, 'TXT', `"MS=ms${digits(random, 8)}"`);
  rec(`_dmarc.${ZONE}`, 86_400, 'TXT', '"v=DMARC1; p=quarantine; rua=mailto:dmarc@aldermoor.ac.uk; pct=100"');
  for (const name of ['ns1', 'ns2', 'mx1', 'mx2']) rec(`${name}.${ZONE}`, 86_400, 'A', ip(1));
  for (const name of [
    'www',
    'learn',
    'portal',
    'sso',
    'idp',
    'timetable',
    'library',
    'payroll',
    'finance',
    'hr',
    'accommodation',
    'apply',
    'status',
    'vpn',
    'print',
    'files',
  ])
    rec(`${name}.${ZONE}`, oneOf(random, [300, 300, 3_600]), 'A', ip(2));
  for (const name of ['autodiscover', 'lyncdiscover', 'enterpriseregistration'])
    rec(`${name}.${ZONE}`, 3_600, 'CNAME', `${name}.outlook.com.`);
  rec(`_sip._tls.${ZONE}`, 3_600, 'SRV', '100 1 443 sipdir.online.lync.com.');
  for (let n = 1; n <= 6; n++) rec(`hpc-login${n}.${ZONE}`, 3_600, 'A', ip(40));
  /** Subdomains: label, how many hosts, name pattern. */
  const SUBS: readonly (readonly [string, number, () => string])[] = [
    ['ad', 80, () => `${oneOf(random, ['dc', 'ca', 'adfs', 'wsus', 'sccm'])}${pad2(between(random, 1, 20))}`],
    ['cs', 900, () => `pc-cs-${pad2(between(random, 0, 3))}${String(between(random, 1, 400)).padStart(3, '0')}`],
    ['eng', 800, () => `pc-eng-${oneOf(random, ['g', '1', '2', 'b'])}${String(between(random, 1, 500)).padStart(3, '0')}`],
    [
      'hpc',
      700,
      () => `${oneOf(random, ['node', 'node', 'gpu', 'bigmem', 'oss', 'mds'])}${String(between(random, 1, 999)).padStart(3, '0')}`,
    ],
    ['lib', 600, () => `pc-lib-${oneOf(random, ['g', '1', '2', '3'])}${String(between(random, 1, 300)).padStart(3, '0')}`],
    [
      'net',
      1_400,
      () =>
        `${oneOf(random, ['sw', 'sw', 'sw', 'ap', 'ap', 'rtr', 'fw'])}-${oneOf(random, ['phy', 'che', 'bio', 'eng', 'hum', 'ssb', 'law', 'man', 'geo', 'cs', 'hsb', 'lib', 'tv', 'oak', 'kmc', 'rq'])}-${oneOf(random, ['g', '1', '2', '3', 'b'])}f-${pad2(between(random, 1, 40))}`,
    ],
    [
      'res',
      1_800,
      () =>
        `${oneOf(random, ['tv', 'oak', 'kmc', 'rq', 'bh'])}-${oneOf(random, ['ap', 'ap', 'sw', 'tv', 'door'])}-${String(between(random, 1, 999)).padStart(3, '0')}`,
    ],
    [
      'srv',
      900,
      () =>
        `${oneOf(random, ['app', 'db', 'web', 'vm', 'k8s', 'backup', 'log', 'mon'])}-${oneOf(random, ['p', 'p', 't', 'd'])}${String(between(random, 1, 300)).padStart(3, '0')}`,
    ],
    ['staff', 1_300, () => `lt-${digits(random, 6)}`],
    ['med', 400, () => `pc-hsb-${String(between(random, 1, 600)).padStart(3, '0')}`],
  ];
  for (const [label, count, make] of SUBS) {
    const names = uniqueMaker(make);
    const sub = `${label}.${ZONE}`;
    for (let k = 0; k < count; k++) {
      const host = `${names()}.${sub}`;
      rec(host, oneOf(random, [3_600, 3_600, 3_600, 3_600, 3_600, 3_600, 300]), 'A', ip(between(random, 10, 250)));
      if (random() < 0.04) rec(`${names()}.${sub}`, 3_600, 'CNAME', host);
    }
  }
  /** DNSSEC's canonical order: by labels from the right. */
  const key = (name: string) => name.toLowerCase().split('.').reverse().join('\u0001');
  records.sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.type < b.type ? -1 : 1));
  // One ordinary host in the middle of the zone, its TTL typed with an extra nought.
  const odd = records.findIndex((r, i) => i >= Math.floor(records.length * 0.46) && r.type === 'A' && r.ttl === 3_600);
  records[odd]!.ttl = 864_000;
  const soa = `${ZONE}\t\t86400\tIN\tSOA\tns1.${ZONE} hostmaster.${ZONE} 2026111203 3600 900 1209600 300`;
  const line = (r: (typeof records)[number]) => `${r.name}${r.name.length < 16 ? '\t\t' : '\t'}${r.ttl}\tIN\t${r.type}\t${r.data}`;
  const needle = line(records[odd]!);
  const output = `${[
    '',
    '; <<>> DiG 9.18.28-0ubuntu0.24.04.1-Ubuntu <<>> @ns1.aldermoor.ac.uk aldermoor.ac.uk AXFR',
    '; (1 server found)',
    ';; global options: +cmd',
    soa,
    ...records.map(line),
    soa,
    ';; Query time: 388 msec',
    ';; SERVER: 10.1.0.53#53(ns1.aldermoor.ac.uk) (TCP)',
    ';; WHEN: Thu Nov 12 10:21:44 GMT 2026',
    `;; XFR size: ${records.length + 2} records (messages ${Math.ceil(records.length / 97)}, bytes ${records.reduce((n, r) => n + r.name.length + r.data.length + 14, 0)})`,
    '',
  ].join('\n')}\n`;
  const ask =
    "I'm auditing the university's DNS zone before we move providers. One record in there would sit in resolvers' caches far, far longer than anything else in the zone. Which one is it?";
  return probe('round 40: campus dns zone', ask, 'run_shell', output, 'record', needle);
}

export function roundForty(): EconomicsTask[] {
  return [
    vleSubmissionsJson(),
    libraryLoansXml(),
    directoryGroupsCsv(),
    researchStorageYaml(),
    timetablePublisherLog(),
    payrollFpsXml(),
    radiusLogPreamble(),
    roomBookingsTableParaphrase(),
    supplierPaymentsCsvPreamble(),
    gpuFleetSnapshot(),
    hallRentContractsCsv(),
    campusDnsZone(),
  ];
}
