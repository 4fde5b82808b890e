/**
 * Probe round 29, written blind: a made-up university's central IT and estates (Wrenfield University:
 * student records, the VLE, the research cluster, identity and Wi-Fi, the library, building management,
 * halls of residence, the helpdesk). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - vle gradebook json: what the gradebook holds for one student's field report on a hydrology module.
 *  - library loans xml: when a student's short-loan copy of a textbook is due back.
 *  - ad wifi groups csv: the username of the nursing student among two people of the same name.
 * b. The answer a few lines away from the line the question's words match:
 *  - slurm scontrol jobs: why a researcher's GPU refinement job has not started.
 *  - bms points yaml: what supply temperature the air handler serving a lecture theatre is set to.
 *  - srs batch log stack trace: which applicant the overnight UCAS import got stuck on.
 * c. A question that paraphrases the output or carries a preamble:
 *  - eduroam radius log: why a visiting examiner's laptop was turned away in the library.
 *  - halls door audit csv: who got into a student's bedroom while she was away for the weekend.
 *  - helpdesk incident list: the reference and state of a colleague's projector ticket.
 * d. One value unlike its peers:
 *  - gpu exporter metrics: which GPU is set up differently from its identical siblings.
 *  - wifi radio summary: which access point's 2.4 GHz radio is off the channel plan.
 *  - vle sync reconciliation: which module's VLE page is missing most of its class.
 * Not among the bench's targets.
 *
 * First run, at 819ca61 (0ac1a0d with this file; `ROUNDS=29 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,272,456 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 87fe39b, the head before this round's stop began, finds the same 3/12
 * (65,286 tokens). context-chef-store finds the library loans, which ours misses. The needle check then read XML laid
 * out an element a line as not on view (`squeezeLayout` joined JSON laid out, not XML); ours' preview showed the loan's
 * three elements on their lines. With the check fixed, the same code finds 4/12 here (the library loans, 3,365 tokens,
 * context-chef-store 2,956):
 *   round 29: vle gradebook json
 *     codex: 6,076 tokens, peak 5,980, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,433 tokens, peak 996, 0/1 needles, 4 read-backs
 *     ours: 4,372 tokens, peak 958, 0/1 needles, 4 read-backs
 *   round 29: library loans xml
 *     codex: 6,194 tokens, peak 6,100, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,956 tokens, peak 1,239, 1/1 needles, 2 read-backs
 *     ours: 3,365 tokens, peak 1,610, 0/1 needles, 2 read-backs
 *   round 29: ad wifi groups csv
 *     codex: 1,312 tokens, peak 1,208, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,464 tokens, peak 1,585, 1/1 needles, 1 read-backs
 *     ours: 3,322 tokens, peak 2,236, 1/1 needles, 1 read-backs
 *   round 29: slurm scontrol jobs
 *     codex: 15,556 tokens, peak 15,465, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,670 tokens, peak 1,684, 0/1 needles, 4 read-backs
 *     ours: 5,519 tokens, peak 1,914, 1/1 needles, 4 read-backs
 *   round 29: bms points yaml
 *     codex: 15,263 tokens, peak 15,178, 0/1 needles, 0 read-backs
 *     context-chef: 761 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,141 tokens, peak 1,337, 0/1 needles, 4 read-backs
 *     ours: 4,398 tokens, peak 945, 0/1 needles, 4 read-backs
 *   round 29: srs batch log stack trace
 *     codex: 16,597 tokens, peak 16,515, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,458 tokens, peak 2,725, 0/1 needles, 2 read-backs
 *     ours: 4,408 tokens, peak 2,337, 0/1 needles, 2 read-backs
 *   round 29: eduroam radius log, preamble
 *     codex: 17,028 tokens, peak 16,906, 0/1 needles, 0 read-backs
 *     context-chef: 898 tokens, peak 776, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,654 tokens, peak 1,427, 0/1 needles, 4 read-backs
 *     ours: 4,724 tokens, peak 997, 0/1 needles, 4 read-backs
 *   round 29: halls door audit csv, preamble and paraphrase
 *     codex: 16,934 tokens, peak 16,812, 0/1 needles, 0 read-backs
 *     context-chef: 898 tokens, peak 776, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,301 tokens, peak 4,392, 0/1 needles, 4 read-backs
 *     ours: 9,380 tokens, peak 3,893, 0/1 needles, 4 read-backs
 *   round 29: helpdesk incident list, preamble
 *     codex: 9,342 tokens, peak 9,230, 0/1 needles, 0 read-backs
 *     context-chef: 555 tokens, peak 443, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,360 tokens, peak 2,687, 0/1 needles, 3 read-backs
 *     ours: 4,979 tokens, peak 2,175, 0/1 needles, 3 read-backs
 *   round 29: gpu exporter metrics
 *     codex: 17,445 tokens, peak 17,345, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,581 tokens, peak 4,486, 0/1 needles, 2 read-backs
 *     ours: 7,656 tokens, peak 4,142, 1/1 needles, 2 read-backs
 *   round 29: wifi radio summary
 *     codex: 19,275 tokens, peak 19,171, 0/1 needles, 0 read-backs
 *     context-chef: 867 tokens, peak 763, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,484 tokens, peak 4,326, 0/1 needles, 4 read-backs
 *     ours: 9,194 tokens, peak 3,727, 0/1 needles, 4 read-backs
 *   round 29: vle sync reconciliation
 *     codex: 12,924 tokens, peak 12,831, 0/1 needles, 0 read-backs
 *     context-chef: 642 tokens, peak 549, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,702 tokens, peak 1,346, 0/1 needles, 4 read-backs
 *     ours: 4,061 tokens, peak 1,020, 0/1 needles, 4 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: the UK is on GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** A moment of October 2026, in UTC (the clocks went back on 25 October; near enough for due dates). */
const OCT = (day: number, h: number) => Date.UTC(2026, 9, day, h);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19 02:14:07` */
const stamp = (t: number) => iso(t).replace('T', ' ');
const epoch = (t: number) => Math.floor(t / 1_000);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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
/** XML text, escaped. */
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FIRST = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Eleanor',
  'Farhan',
  'Grace',
  'Harry',
  'Imogen',
  'Jack',
  'Kiran',
  'Lucy',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Priya',
  'Rhys',
  'Sophie',
  'Tomasz',
  'Amara',
  'Callum',
  'Deepa',
  'Ethan',
  'Freya',
  'Hamza',
  'Isla',
  'Jamal',
  'Katie',
  'Liam',
  'Maya',
  'Nathan',
  'Olivia',
  'Rory',
  'Sana',
  'Thomas',
  'Yusuf',
  'Zara',
  'Ewan',
  'Megan',
  'Owain',
];
const LAST = [
  'Ahmed',
  'Bennett',
  'Campbell',
  'Davies',
  'Evans',
  'Fletcher',
  'Gill',
  'Hussain',
  'Iqbal',
  'Jones',
  'Khan',
  'Lewis',
  'Morgan',
  'Nowak',
  "O'Brien",
  'Patel',
  'Roberts',
  'Shah',
  'Thomas',
  'Walsh',
  'Wright',
  'Young',
  'Chen',
  'Begum',
  'Clarke',
  'Hughes',
  'Kaur',
  'Lloyd',
  'Mensah',
  'Murphy',
  'Price',
  'Reid',
  'Singh',
  'Taylor',
  'Williams',
  'Zielinski',
  'Adebayo',
  'Harris',
  'Turner',
  'Ward',
];
const fullName = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** Moodle's `gradereport_user_get_grade_items` for a module, one line of JSON; one student's field report. */
function vleGradebookJson(): EconomicsTask {
  const random = seededRandom(29_001);
  interface Item {
    id: number;
    itemname: string;
    itemmodule: 'quiz' | 'assign';
    iteminstance: number;
    cmid: number;
    max: number;
    weight: number;
    /** When it was due, and when marks came back (null: not marked yet). */
    due: number;
    marked: number | null;
  }
  const ITEMS: readonly Item[] = [
    {
      id: 61841,
      itemname: 'Quiz 1: catchment water balance',
      itemmodule: 'quiz',
      iteminstance: 20913,
      cmid: 301877,
      max: 20,
      weight: 0.05,
      due: OCT(9, 17),
      marked: 0,
    },
    {
      id: 61842,
      itemname: 'Field report: River Wren catchment survey',
      itemmodule: 'assign',
      iteminstance: 88213,
      cmid: 301880,
      max: 100,
      weight: 0.3,
      due: OCT(23, 12),
      marked: T(11, 9),
    },
    {
      id: 61843,
      itemname: 'Quiz 2: flood frequency analysis',
      itemmodule: 'quiz',
      iteminstance: 20914,
      cmid: 301884,
      max: 20,
      weight: 0.05,
      due: OCT(30, 17),
      marked: 0,
    },
    {
      id: 61844,
      itemname: 'Lab practical: infiltration rates',
      itemmodule: 'assign',
      iteminstance: 88219,
      cmid: 301889,
      max: 100,
      weight: 0.1,
      due: T(6, 12),
      marked: T(16, 10),
    },
    {
      id: 61845,
      itemname: 'Essay: managing drought in lowland England',
      itemmodule: 'assign',
      iteminstance: 88224,
      cmid: 301893,
      max: 100,
      weight: 0.5,
      due: Date.UTC(2026, 11, 10, 12),
      marked: null,
    },
  ];
  const FEEDBACK = [
    '<p>Clear structure and good use of the discharge data. Your discussion of baseflow needed more evidence.</p>',
    '<p>Well presented. Figures need captions and units on the axes; see the marking rubric.</p>',
    '<p>Good fieldwork write-up. The rating curve section was thin and the referencing is inconsistent.</p>',
    '<p>A careful piece of work. Think about the uncertainty in your velocity-area measurements.</p>',
    '<p>Some good observations, but the methods section does not say how the sites were chosen.</p>',
    '<p>Excellent analysis of the storm hydrograph. Proofread before submitting next time.</p>',
    '<p>Solid. The conclusion repeats the results rather than interpreting them.</p>',
    '',
  ];
  const gradeItem = (item: Item, raw: number | null, submitted: number | null, graded: number | null, feedback: string) => ({
    id: item.id,
    itemname: item.itemname,
    itemtype: 'mod',
    itemmodule: item.itemmodule,
    iteminstance: item.iteminstance,
    itemnumber: 0,
    idnumber: '',
    categoryid: 9921,
    outcomeid: null,
    scaleid: null,
    locked: false,
    cmid: item.cmid,
    weightraw: item.weight,
    weightformatted: `${(item.weight * 100).toFixed(2)} %`,
    status: '',
    graderaw: raw,
    gradedatesubmitted: submitted,
    gradedategraded: graded,
    gradehiddenbydate: false,
    gradeneedsupdate: false,
    gradeishidden: false,
    gradeislocked: false,
    gradeisoverridden: false,
    gradeformatted: raw === null ? '-' : raw.toFixed(2),
    grademin: 0,
    grademax: item.max,
    rangeformatted: `0&ndash;${item.max}`,
    percentageformatted: raw === null ? '-' : `${((raw / item.max) * 100).toFixed(2)} %`,
    feedback,
    feedbackformat: 1,
  });
  const studentItems = (fieldReport?: number) =>
    ITEMS.map((item) => {
      if (item.marked === null) {
        const submitted = random() < 0.1 ? epoch(T(17, 9) + pick(random, 2 * DAY)) : null;
        return gradeItem(item, null, submitted, null, '');
      }
      const missed = fieldReport === undefined && random() < 0.04;
      if (missed) return gradeItem(item, null, null, null, '');
      const submitted = item.due - between(random, 5 * MINUTE, 5 * DAY);
      if (item.itemmodule === 'quiz') {
        const raw = Number((between(random, 16, 40) / 2).toFixed(2));
        return gradeItem(item, raw, epoch(submitted), epoch(submitted + between(random, 6, 40) * MINUTE), '');
      }
      const raw = item.id === 61842 && fieldReport !== undefined ? fieldReport : between(random, 38, 82);
      return gradeItem(item, raw, epoch(submitted), epoch(item.marked + pick(random, 3 * DAY)), oneOf(random, FEEDBACK));
    });
  const courseTotal = (items: ReturnType<typeof gradeItem>[]) => {
    const raw = Number(items.reduce((sum, it, i) => sum + ((it.graderaw ?? 0) / ITEMS[i]!.max) * 100 * ITEMS[i]!.weight, 0).toFixed(5));
    return {
      ...gradeItem(
        { id: 61840, itemname: '', itemmodule: 'assign', iteminstance: 4127, cmid: 0, max: 100, weight: 0, due: 0, marked: 0 },
        raw,
        null,
        null,
        '',
      ),
      itemname: null,
      itemtype: 'course',
      itemmodule: null,
      cmid: undefined,
      weightraw: undefined,
      weightformatted: undefined,
      categoryid: null,
      gradeformatted: raw.toFixed(2),
    };
  };
  const usedIds = new Set<number>();
  const usergrade = (name: string, fieldReport?: number) => {
    let userid = 0;
    while (!userid || usedIds.has(userid)) userid = between(random, 31_000, 58_999);
    usedIds.add(userid);
    const items = studentItems(fieldReport);
    return {
      courseid: 4127,
      courseidnumber: 'GEOG2011-A-2026/7',
      userid,
      userfullname: name,
      useridnumber: `22${digits(random, 6)}`,
      maxdepth: 2,
      gradeitems: [...items, courseTotal(items)],
    };
  };
  const COUNT = 250;
  const students = Array.from({ length: COUNT }, () => ({ name: fullName(random), mark: undefined as number | undefined }));
  students[Math.floor(COUNT * 0.5)] = { name: 'Chloe Kendrick', mark: 58 };
  students[Math.floor(COUNT * 0.46)] = { name: 'Chloe Kendall', mark: 68 };
  students[Math.floor(COUNT * 0.55)] = { name: 'Chloe Kenrick', mark: 64 };
  // Moodle lists them by surname.
  const surname = (n: string) => n.slice(n.indexOf(' ') + 1);
  const records = students.map((s) => usergrade(s.name, s.mark));
  const order = records.map((r, i) => ({ r, i, s: students[i]! }));
  order.sort((a, b) => (surname(a.s.name) + a.s.name).localeCompare(surname(b.s.name) + b.s.name) || a.i - b.i);
  const target = records[Math.floor(COUNT * 0.5)]!;
  const text = JSON.stringify(target.gradeitems[1]);
  const needle = text.slice(text.indexOf('"itemname"'), text.indexOf(',"feedback"'));
  const output = `${JSON.stringify({ usergrades: order.map((o) => o.r), warnings: [] })}\n`;
  const ask =
    "Chloe Kendrick in the second-year hydrology class says the mark the VLE shows for her field report isn't what her tutor told her. What does the gradebook actually have for her on that piece of work?";
  return probe('round 29: vle gradebook json', ask, 'http_get', output, 'mark', needle, true);
}

/** The library system's active loans as one line of XML; a student's short-loan copy of a textbook. */
function libraryLoansXml(): EconomicsTask {
  const random = seededRandom(29_002);
  const BOOKS: readonly (readonly [string, string, string, number])[] = [
    ['Econometric analysis /', 'Greene, William H.,', '330.015195 GRE', 2020],
    ['Introductory econometrics : a modern approach /', 'Wooldridge, Jeffrey M.,', '330.015195 WOO', 2020],
    ['Principles of econometrics /', 'Hill, R. Carter,', '330.015195 HIL', 2018],
    ['Fundamentals of nursing /', 'Potter, Patricia A.,', '610.73 POT', 2021],
    ['Clinical anatomy by regions /', 'Snell, Richard S.,', '611 SNE', 2019],
    ['The law of contract /', 'Peel, Edwin,', '346.4202 PEE', 2020],
    ["Elliott & Quinn's criminal law /", 'Quinn, Frances,', '345.41 ELL', 2022],
    ['Organic chemistry /', 'Clayden, Jonathan,', '547 CLA', 2012],
    ["Atkins' physical chemistry /", 'Atkins, P. W.', '541 ATK', 2022],
    ['Fluvial forms and processes : a new perspective /', 'Knighton, David,', '551.442 KNI', 1998],
    ['Hydrology : an introduction /', 'Brutsaert, Wilfried,', '551.48 BRU', 2005],
    ['Research methods for business students /', 'Saunders, Mark,', '650.072 SAU', 2019],
    ['Financial accounting /', 'Weetman, Pauline,', '657.48 WEE', 2019],
    ['Psychology /', 'Gross, Richard D.,', '150 GRO', 2020],
    ['Introduction to algorithms /', 'Cormen, Thomas H.,', '005.1 COR', 2022],
    ['Structural analysis /', 'Hibbeler, R. C.,', '624.171 HIB', 2017],
    ['Molecular biology of the cell /', 'Alberts, Bruce,', '571.6 ALB', 2022],
    ['Biochemistry /', 'Berg, Jeremy M.,', '572 BER', 2019],
    ['A history of modern Britain /', 'Marr, Andrew,', '941.085 MAR', 2017],
    ['Ways of seeing /', 'Berger, John,', '701.1 BER', 2008],
    ['Macroeconomics /', 'Mankiw, N. Gregory,', '339 MAN', 2021],
    ['Mathematics for economists /', 'Simon, Carl P.,', '330.0151 SIM', 1994],
    ['Social research methods /', 'Bryman, Alan,', '300.72 BRY', 2021],
    ['Human physiology : an integrated approach /', 'Silverthorn, Dee Unglaub,', '612 SIL', 2019],
  ];
  const LIBRARIES: readonly (readonly [string, string])[] = [
    ['HARTLEY', 'Hartley Library'],
    ['HARTLEY', 'Hartley Library'],
    ['HARTLEY', 'Hartley Library'],
    ['SCIENCE', 'Science Library'],
    ['HEALTH', 'Health Sciences Library'],
    ['LAW', 'Law Library'],
  ];
  /** Policy code, its name, location code and name, and the loan period. */
  const POLICIES: readonly (readonly [string, string, string, string, number])[] = [
    ['28DAY', '28 Day Loan', 'MAIN', 'Main Collection', 28 * DAY],
    ['28DAY', '28 Day Loan', 'MAIN', 'Main Collection', 28 * DAY],
    ['28DAY', '28 Day Loan', 'MAIN', 'Main Collection', 28 * DAY],
    ['7DSL', '7 Day Short Loan', 'SLC', 'Short Loan Collection', 7 * DAY],
    ['24HR', '24 Hour Loan', 'SLC', 'Short Loan Collection', DAY],
    ['STAFF', 'Staff Long Loan', 'MAIN', 'Main Collection', 120 * DAY],
  ];
  const usedBarcodes = new Set<string>();
  const barcode = () => {
    let b = '';
    while (!b || usedBarcodes.has(b)) b = `3011400${digits(random, 7)}`;
    usedBarcodes.add(b);
    return b;
  };
  const dueOf = (loaned: number, period: number) => {
    if (period === DAY) return iso(loaned + DAY).slice(0, 17) + '00Z';
    return `${iso(loaned + period).slice(0, 10)}T23:59:00Z`;
  };
  const loan = (
    user: string,
    book = oneOf(random, BOOKS),
    policy = oneOf(random, POLICIES),
    loaned = T(19, 9) - pick(random, policy[4]) - pick(random, 60) * 1_000,
    library = oneOf(random, LIBRARIES),
  ) => {
    const [title, author, call, year] = book;
    const [code, desc, loc, locDesc, period] = policy;
    const renewed = period > DAY && random() < 0.2;
    const head = `<user_id>${user}</user_id><item_barcode>${barcode()}</item_barcode><due_date>${dueOf(loaned, period)}</due_date>`;
    const text =
      `<item_loan><loan_id>3${digits(random, 11)}0004561</loan_id><circ_desk desc="${library[1]} Circulation Desk">DEFAULT_CIRC_DESK</circ_desk><library desc="${library[1]}">${library[0]}</library>` +
      head +
      `<loan_status>ACTIVE</loan_status><loan_date>${iso(loaned)}Z</loan_date><process_status>${renewed ? 'RENEW' : 'NORMAL'}</process_status>` +
      `<title>${xml(title)}</title><author>${xml(author)}</author><description/><publication_year>${year}</publication_year>` +
      `<location_code desc="${locDesc}">${loc}</location_code><item_policy desc="${desc}">${code}</item_policy><call_number>${call}</call_number>` +
      `<loan_fine>0.0</loan_fine><renewable>${code === '24HR' ? 'false' : 'true'}</renewable>` +
      (renewed ? `<last_renew_date>${iso(loaned + pick(random, 6) * DAY)}Z</last_renew_date>` : '<last_renew_date/>') +
      `<last_renew_status desc="${renewed ? 'Renewed Successfully' : ''}">${renewed ? 'RENEWED' : ''}</last_renew_status></item_loan>`;
    return { text, head };
  };
  const student = () => (random() < 0.85 ? `2${oneOf(random, ['2', '3', '4', '5', '6'])}1${digits(random, 5)}` : `1${digits(random, 7)}`);
  const COUNT = 1_350;
  const loans = Array.from({ length: COUNT }, () => {
    let user = student();
    while (user === '22104587') user = student();
    const staff = user.startsWith('1');
    let policy = oneOf(random, POLICIES);
    while ((policy[0] === 'STAFF') !== staff && !(staff && policy[0] === '28DAY')) policy = oneOf(random, POLICIES);
    return loan(user, undefined, policy).text;
  });
  const greene = BOOKS[0]!;
  const slc = POLICIES[3]!;
  const main = POLICIES[0]!;
  const hartley = LIBRARIES[0]!;
  const target = loan('22104587', greene, slc, T(16, 11, 2, 17), hartley);
  loans[Math.floor(COUNT * 0.52)] = target.text;
  loans[Math.floor(COUNT * 0.38)] = loan('22104587', greene, main, T(2, 14, 40, 3), hartley).text;
  loans[Math.floor(COUNT * 0.61)] = loan('22104587', BOOKS[21], main, T(2, 14, 40, 51), hartley).text;
  loans[Math.floor(COUNT * 0.44)] = loan('22104857', greene, slc, T(17, 15, 21, 9), hartley).text;
  loans[Math.floor(COUNT * 0.57)] = loan('23118244', BOOKS[1], slc, T(16, 10, 48, 30), hartley).text;
  const output = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><item_loans total_record_count="${COUNT}">${loans.join('')}</item_loans>\n`;
  const ask =
    "A student has rung the library desk: her ID is 22104587 and she's got the short-loan copy of Greene's Econometric Analysis out. When does she have to bring it back by?";
  return probe('round 29: library loans xml', ask, 'http_get', output, 'due', target.head, true);
}

/** `Get-ADGroup ... | Export-Csv` of the Wi-Fi access groups, members joined on one line; the nursing student's account. */
function adWifiGroupsCsv(): EconomicsTask {
  const random = seededRandom(29_003);
  const BASE = 'OU=People,DC=ad,DC=wrenfield,DC=ac,DC=uk';
  const STUDENT_OUS: readonly (readonly [string, string])[] = [
    ['Nursing', 'HLS'],
    ['Midwifery', 'HLS'],
    ['Physiotherapy', 'HLS'],
    ['Paramedic Science', 'HLS'],
    ['Law', 'BAL'],
    ['Accounting and Finance', 'BAL'],
    ['Management', 'BAL'],
    ['Economics', 'BAL'],
    ['Chemistry', 'SCI'],
    ['Physics', 'SCI'],
    ['Biosciences', 'SCI'],
    ['Psychology', 'SCI'],
    ['Computing', 'ENG'],
    ['Civil Engineering', 'ENG'],
    ['Mechanical Engineering', 'ENG'],
    ['History', 'AHS'],
    ['English', 'AHS'],
    ['Geography', 'AHS'],
    ['Music', 'AHS'],
  ];
  const STAFF_OUS = ['Finance', 'Estates', 'IT Services', 'Library', 'Registry', 'HLS', 'BAL', 'SCI', 'ENG', 'AHS', 'Student Services'];
  const used = new Set<string>(['fp2431', 'fp2217', 'fmp21']);
  const username = (staff: boolean, first: string, last: string) => {
    let u = '';
    while (!u || used.has(u))
      u = staff
        ? `${first[0]!.toLowerCase()}${chars(random, 'abcdefghijklmnopqrstuvwxyz', 1)}${last[0]!.toLowerCase()}${digits(random, 2)}`
        : `${first[0]!.toLowerCase()}${last[0]!.toLowerCase()}${oneOf(random, ['21', '22', '23', '24', '25', '26'])}${digits(random, 2)}`;
    used.add(u);
    return u;
  };
  const cn = (first: string, last: string, user: string) => `CN=${last.replace(/,/g, '\\,')}\\, ${first} (${user})`;
  const studentDn = () => {
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    const [dept, school] = oneOf(random, STUDENT_OUS);
    return `${cn(first, last, username(false, first, last))},OU=${dept},OU=${school},OU=Students,${BASE}`;
  };
  const staffDn = () => {
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    return `${cn(first, last, username(true, first, last))},OU=${oneOf(random, STAFF_OUS)},OU=Staff,${BASE}`;
  };
  const needle = `CN=Pritchard\\, Ffion (fp2431),OU=Nursing,OU=HLS,OU=Students,${BASE}`;
  const staff = Array.from({ length: 2_500 }, staffDn);
  staff[Math.floor(staff.length * 0.63)] = `CN=Pritchard\\, Ffion (fmp21),OU=Finance,OU=Staff,${BASE}`;
  const students = Array.from({ length: 7_400 }, studentDn);
  students[Math.floor(students.length * 0.5)] = needle;
  students[Math.floor(students.length * 0.27)] = `CN=Pritchard\\, Ffion (fp2217),OU=Law,OU=BAL,OU=Students,${BASE}`;
  students[Math.floor(students.length * 0.71)] = `CN=Pritchard\\, Fiona (fp2368),OU=Midwifery,OU=HLS,OU=Students,${BASE}`;
  const halls = shuffle(
    random,
    students.filter((dn) => dn !== needle && random() < 0.36),
  );
  const sponsors = staff.filter(() => random() < 0.12);
  const iot = Array.from({ length: 24 }, () => staffDn());
  const managedBy = `CN=Network Services,OU=Groups,OU=IT Services,OU=Staff,${BASE}`;
  const row = (name: string, description: string, changed: string, members: readonly string[]) =>
    [name, 'Global', 'Security', description, managedBy, changed, members.join(';')].map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  const output = `${[
    '"Name","GroupScope","GroupCategory","Description","ManagedBy","whenChanged","member"',
    row('WiFi-eduroam-Staff', 'Members may authenticate to eduroam (staff VLAN 410)', '18/11/2026 22:41:06', staff),
    row('WiFi-eduroam-Students', 'Members may authenticate to eduroam (student VLAN 412)', '19/11/2026 03:12:55', students),
    row(
      'WiFi-Halls-Residents',
      'Residential network in halls (VLAN 430), fed nightly from the accommodation system',
      '19/11/2026 03:14:20',
      halls,
    ),
    row('WiFi-Guest-Sponsors', 'May sponsor visitor accounts on WrenfieldGuest', '02/10/2026 11:07:43', sponsors),
    row('WiFi-IoT-Registrars', 'May register devices on WrenfieldIoT (PSK per device)', '14/07/2026 15:30:12', iot),
  ].join('\n')}\n`;
  const ask =
    "Ffion Pritchard, who's on the nursing course, says eduroam keeps rejecting her login. We've got more than one Ffion Pritchard on the system, so before I touch anything: what's the nursing student's username?";
  return probe('round 29: ad wifi groups csv', ask, 'run_shell', output, 'username', needle, true);
}

/** `scontrol show job` on the research cluster: every job in the controller; why one GPU job waits. */
function slurmScontrolJobs(): EconomicsTask {
  const random = seededRandom(29_004);
  /** Account, unix group and gid, job names, and the partitions its jobs go to. */
  const ACCOUNTS: readonly (readonly [string, string, number, readonly string[], readonly string[]])[] = [
    ['chem-cryoem', 'chem', 2210, ['cryosparc_worker', 'ctffind4_batch', 'motioncor2_batch'], ['compute']],
    ['phys-astro', 'phys', 2305, ['gadget4_L100', 'swift_eagle25', 'rockstar_halo', 'camb_grid'], ['compute', 'himem']],
    ['bio-genomics', 'bio', 2411, ['nf-core_rnaseq', 'bwa_mem_batch', 'gatk_hc_chr', 'star_align', 'salmon_quant'], ['compute', 'himem']],
    ['eng-cfd', 'eng', 2520, ['openfoam_wing3d', 'fluent_pipeflow', 'su2_airfoil', 'lammps_nanotube'], ['compute']],
    ['cs-ml', 'comp', 2602, ['train_resnet50', 'llama_ft_lora', 'bert_pretrain', 'diffusion_sample', 'eval_bench'], ['gpu']],
    ['geog-climate', 'geog', 2711, ['wrf_uk4km', 'cesm_b1850', 'cdo_regrid', 'era5_fetch'], ['compute', 'himem']],
    ['psych-neuro', 'psych', 2804, ['fmriprep_sub', 'freesurfer_recon', 'mriqc_group'], ['compute', 'gpu']],
    ['maths-stats', 'maths', 2903, ['stan_hier', 'Rscript_boot', 'julia_sde'], ['compute']],
  ];
  const usedUsers = new Set<string>(['mkaur3']);
  const USERS = Array.from({ length: 48 }, () => {
    let u = '';
    while (!u || usedUsers.has(u))
      u = `${chars(random, 'abcdefghijklmnoprstwy', between(random, 2, 3))}${oneOf(random, LAST).toLowerCase().replace("'", '').slice(0, 4)}${between(random, 1, 9)}`;
    usedUsers.add(u);
    return { name: u, uid: between(random, 20_000, 29_999), account: oneOf(random, ACCOUNTS) };
  });
  const dur = (ms: number) => {
    const s = Math.floor(ms / 1_000);
    const d = Math.floor(s / 86_400);
    const hms = `${pad2(Math.floor((s % 86_400) / 3_600))}:${pad2(Math.floor((s % 3_600) / 60))}:${pad2(s % 60)}`;
    return d ? `${d}-${hms}` : hms;
  };
  const NOW = T(19, 9, 14, 2);
  const REASONS = [
    'Priority',
    'Priority',
    'Priority',
    'Priority',
    'Resources',
    'Resources',
    'Resources',
    'Dependency',
    'QOSMaxCpuPerUserLimit',
    'BeginTime',
    'ReqNodeNotAvail,_UnavailableNodes:gpu014',
  ];
  interface Job {
    id: number;
    name: string;
    user: string;
    uid: number;
    group: string;
    gid: number;
    account: string;
    partition: string;
    submit: number;
    state: 'RUNNING' | 'PENDING';
    reason: string;
    cpus: number;
    gpus: number;
    mem: number;
    node: string;
    limit: number;
    dir: string;
    script: string;
  }
  const block = (j: Job) => {
    const running = j.state === 'RUNNING';
    const start = running ? j.submit + between(random, 5, 600) * 1_000 : 0;
    const dependency = j.reason === 'Dependency' ? `afterok:${j.id - between(random, 1, 40)}(unfulfilled)` : '(null)';
    const tres = `cpu=${j.cpus},mem=${j.mem}G,node=1,billing=${j.cpus + j.gpus * 32}${j.gpus ? `,gres/gpu=${j.gpus}` : ''}`;
    const begin = j.reason === 'BeginTime' ? T(19, 18) : j.submit;
    return [
      `JobId=${j.id} JobName=${j.name}`,
      `   UserId=${j.user}(${j.uid}) GroupId=${j.group}(${j.gid}) MCS_label=N/A`,
      `   Priority=${between(random, 2_000, 60_000)} Nice=0 Account=${j.account} QOS=${j.partition === 'gpu' ? 'gpu' : 'normal'}`,
      `   JobState=${j.state} Reason=${running ? 'None' : j.reason} Dependency=${dependency}`,
      `   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:0`,
      `   RunTime=${running ? dur(NOW - start) : '00:00:00'} TimeLimit=${dur(j.limit)} TimeMin=N/A`,
      `   SubmitTime=${iso(j.submit)} EligibleTime=${j.reason === 'Dependency' ? 'Unknown' : iso(begin)}`,
      `   AccrueTime=${j.reason === 'Dependency' ? 'Unknown' : iso(begin)}`,
      `   StartTime=${running ? iso(start) : j.reason === 'Resources' ? iso(NOW + between(random, 10, 900) * MINUTE) : 'Unknown'} EndTime=${running ? iso(start + j.limit) : 'Unknown'} Deadline=N/A`,
      `   SuspendTime=None SecsPreSuspend=0 LastSchedEval=${iso(NOW - pick(random, 90) * 1_000)} Scheduler=${oneOf(random, ['Main', 'Backfill'])}`,
      `   Partition=${j.partition} AllocNode:Sid=${oneOf(random, ['login1', 'login2'])}:${between(random, 100_000, 3_999_999)}`,
      `   ReqNodeList=(null) ExcNodeList=(null)`,
      `   NodeList=${running ? j.node : '(null)'}`,
      ...(running ? [`   BatchHost=${j.node}`] : []),
      `   NumNodes=1-1 NumCPUs=${j.cpus} NumTasks=1 CPUs/Task=${j.cpus} ReqB:S:C:T=0:0:*:*`,
      `   ReqTRES=${tres}`,
      `   AllocTRES=${running ? tres : '(null)'}`,
      `   Socks/Node=* NtasksPerN:B:S:C=0:0:*:* CoreSpec=*`,
      `   MinCPUsNode=${j.cpus} MinMemoryNode=${j.mem}G MinTmpDiskNode=0`,
      `   Features=(null) DelayBoot=00:00:00`,
      `   OverSubscribe=OK Contiguous=0 Licenses=(null) Network=(null)`,
      `   Command=${j.dir}/${j.script}`,
      `   WorkDir=${j.dir}`,
      `   StdErr=${j.dir}/slurm-${j.id}.out`,
      `   StdIn=/dev/null`,
      `   StdOut=${j.dir}/slurm-${j.id}.out`,
      ...(j.gpus ? [`   TresPerNode=gres/gpu:${j.gpus}`] : []),
      '',
    ].join('\n');
  };
  const START = T(17, 12);
  const END = NOW - 10 * MINUTE;
  const COUNT = 640;
  const jobs: Job[] = [];
  let id = 4_411_020;
  for (let i = 0; i < COUNT; i++) {
    const u = oneOf(random, USERS);
    const [account, group, gid, names, partitions] = u.account;
    const partition = oneOf(random, partitions);
    const submit = START + Math.floor(((END - START) * i) / COUNT) + pick(random, 60_000);
    id += between(random, 1, 9);
    const age = (NOW - submit) / (END - START);
    const state = random() < 0.25 + age * 0.7 ? 'RUNNING' : 'PENDING';
    let reason = oneOf(random, REASONS);
    if (reason.includes('gpu014') && partition !== 'gpu') reason = 'Priority';
    if (reason === 'QOSMaxCpuPerUserLimit' && partition === 'gpu') reason = 'QOSMaxGRESPerUser';
    const name = `${oneOf(random, names)}${random() < 0.5 ? `_${between(random, 1, 48)}` : ''}`;
    const gpus = partition === 'gpu' ? oneOf(random, [1, 1, 2, 4]) : 0;
    const cpus = partition === 'gpu' ? gpus * 8 : oneOf(random, [1, 4, 8, 16, 32, 64, 128]);
    const dir = `/mnt/scratch/users/${u.name}/${oneOf(random, ['runs', 'jobs', 'work', name.split('_')[0]!])}`;
    jobs.push({
      id,
      name,
      user: u.name,
      uid: u.uid,
      group,
      gid,
      account,
      partition,
      submit,
      state,
      reason,
      cpus,
      gpus,
      mem: partition === 'himem' ? oneOf(random, [512, 768, 1024]) : Math.min(cpus * 4, 480) || 4,
      node:
        partition === 'gpu'
          ? `gpu${String(between(random, 1, 24)).padStart(3, '0')}`
          : partition === 'himem'
            ? `himem${pad2(between(random, 1, 8))}`
            : `node${String(between(random, 1, 180)).padStart(3, '0')}`,
      limit: oneOf(random, [2, 4, 12, 24, 48, 72]) * HOUR,
      dir,
      script: `${oneOf(random, ['run', 'submit', 'job'])}_${name.split('_')[0]}.sh`,
    });
  }
  const kaur = (
    at: number,
    name: string,
    state: 'RUNNING' | 'PENDING',
    reason: string,
    partition: string,
    gpus: number,
    script: string,
  ): Job => {
    const k = jobs.findIndex((j) => j.submit >= at);
    const job: Job = {
      id: jobs[k]!.id,
      name,
      user: 'mkaur3',
      uid: 21_457,
      group: 'chem',
      gid: 2210,
      account: 'chem-cryoem',
      partition,
      submit: at,
      state,
      reason,
      cpus: gpus ? gpus * 8 : 32,
      gpus,
      mem: gpus ? 240 : 128,
      node: gpus ? 'gpu007' : 'node114',
      limit: 48 * HOUR,
      dir: '/mnt/scratch/users/mkaur3/apoF',
      script,
    };
    jobs[k] = job;
    return job;
  };
  kaur(T(18, 9, 5, 40), 'motioncor2_apoF', 'RUNNING', 'None', 'compute', 0, 'run_motioncor.sh');
  kaur(T(18, 13, 27, 2), 'relion_class2d_apoF', 'RUNNING', 'None', 'gpu', 2, 'run_class2d.sh');
  kaur(T(18, 16, 42, 11), 'relion_refine3d_apoF', 'PENDING', 'AssocGrpGRESMinutes', 'gpu', 4, 'run_refine3d.sh');
  kaur(T(18, 17, 3, 55), 'relion_postprocess_apoF', 'PENDING', 'Dependency', 'compute', 0, 'run_postprocess.sh');
  const output = jobs.map(block).join('\n');
  const ask =
    "I put my RELION 3D refinement of the apoferritin data on the GPU nodes yesterday afternoon and it still hasn't started. What is the scheduler saying is holding it up?";
  return probe(
    'round 29: slurm scontrol jobs',
    ask,
    'run_shell',
    output,
    'reason',
    'JobState=PENDING Reason=AssocGrpGRESMinutes Dependency=(null)',
  );
}

/** `bmsctl points export -o yaml`: the campus plant and its points; the setpoint of the air handler serving a theatre. */
function bmsPointsYaml(): EconomicsTask {
  const random = seededRandom(29_005);
  const BUILDINGS: readonly (readonly [string, string, readonly string[]])[] = [
    ['ALB', 'Albury House', ['Albury House offices L1-L3', 'Albury House meeting rooms']],
    ['ASH', 'Ashworth Sports Centre', ['Ashworth sports hall', 'Ashworth fitness suite', 'Ashworth changing rooms']],
    ['BLK', 'Blackett Building', ['Blackett Lecture Theatre', 'Blackett teaching labs 1.01-1.06', 'Blackett offices L2']],
    [
      'CAV',
      'Cavendish Hall',
      ['Cavendish Hall common room', 'Cavendish Hall kitchens block A', 'Cavendish Hall kitchens block B', 'Cavendish Hall reception'],
    ],
    [
      'DAL',
      'Dalton Building',
      ['Dalton Lecture Theatre 1', 'Dalton Lecture Theatre 2', 'Dalton seminar rooms 0.10-0.16', 'Dalton offices L2-L3'],
    ],
    ['EDG', 'Edgeworth Building', ['Edgeworth computer labs', 'Edgeworth seminar rooms', 'Edgeworth offices']],
    ['FRK', 'Franklin Court', ['Franklin Court common room', 'Franklin Court gym', 'Franklin Court laundry']],
    ['GRN', 'Greenway Student Union', ['Greenway main hall', 'Greenway bar and kitchen', 'Greenway society rooms']],
    ['HAR', 'Harwood Building', []],
    ['HCT', 'Harcourt House', ['Harcourt House common room', 'Harcourt House study rooms']],
    ['HLB', 'Hartley Library', ['Hartley Library L0 reading room', 'Hartley Library L1-L2 study floors', 'Hartley Library archive store']],
    ['KEL', 'Kelvin Engineering', ['Kelvin workshops', 'Kelvin Lecture Theatre', 'Kelvin design studios']],
    ['LOV', 'Lovelace Computing Centre', ['Lovelace labs L1', 'Lovelace offices', 'Lovelace atrium']],
    ['MAR', 'Marlowe Arts Centre', ['Marlowe theatre auditorium', 'Marlowe rehearsal rooms', 'Marlowe gallery']],
    ['NGT', 'Nightingale Health Sciences', ['Nightingale clinical skills suites', 'Nightingale Lecture Theatre', 'Nightingale offices']],
    ['OKE', 'Oakeshott Law School', ['Oakeshott moot court', 'Oakeshott seminar rooms', 'Oakeshott offices']],
    ['PRI', 'Priestley Chemistry', ['Priestley teaching labs', 'Priestley research labs L2', 'Priestley Lecture Theatre']],
    ['RUT', 'Rutherford Physics', ['Rutherford labs', 'Rutherford Lecture Theatre', 'Rutherford offices']],
    ['SOM', 'Somerville Court', ['Somerville Court common room', 'Somerville Court cinema room', 'Somerville Court reception']],
    ['TUR', 'Turing Data Centre', ['Turing data hall A', 'Turing data hall B', 'Turing NOC']],
    ['WAT', 'Waterhouse Business School', ['Waterhouse Lecture Theatre', 'Waterhouse seminar rooms', 'Waterhouse trading room']],
    ['WRN', 'Wren Centre', ['Wren Centre conference suite', 'Wren Centre cafe', 'Wren Centre offices']],
  ];
  const updated = () => `"${iso(T(19, 8, 15) - between(random, 5, 600) * 1_000)}Z"`;
  const point = (tag: string, desc: string, value: string, units: string, source = 'live') =>
    `          - {tag: ${tag}, desc: ${desc}, value: ${value}, units: ${units}, source: ${source}, updated: ${updated()}}`;
  const f1 = (lo: number, hi: number) => (lo + random() * (hi - lo)).toFixed(1);
  const ahu = (id: string, num: number, serves: readonly string[], outstation: string, setpoint?: string) => {
    const sp = setpoint ?? oneOf(random, ['18.0', '18.5', '19.0', '19.0', '19.5', '20.0', '20.0', '21.0']);
    const spSource = setpoint ? 'override' : 'schedule';
    const sat = setpoint ? f1(13.6, 14.4) : f1(Number(sp) - 0.6, Number(sp) + 0.6);
    const fanOverride = random() < 0.08;
    return [
      `      - id: ${id}`,
      `        type: ahu`,
      `        desc: Air handling unit ${num} (${oneOf(random, ['roof plant room', 'basement plant room', 'L3 plant room'])})`,
      `        serves: [${serves.join(', ')}]`,
      `        outstation: ${outstation}`,
      `        occupancy: ${random() < 0.9 ? 'occupied' : 'unoccupied'}`,
      `        points:`,
      point(`${id}-SF-STS`, 'Supply fan status', '"on"', '""'),
      point(`${id}-SF-SPD`, 'Supply fan speed', String(between(random, 45, 90)), '"%"', fanOverride ? 'override' : 'live'),
      point(`${id}-SAT`, 'Supply air temp', sat, 'degC'),
      point(`${id}-SAT-SP`, 'Supply air temp setpoint', setpoint ?? sp, 'degC', spSource),
      point(`${id}-RAT`, 'Return air temp', f1(19.2, 22.4), 'degC'),
      point(`${id}-HTG-VLV`, 'Heating coil valve', String(setpoint ? between(random, 0, 6) : between(random, 10, 70)), '"%"'),
      point(`${id}-CLG-VLV`, 'Cooling coil valve', String(between(random, 0, 4)), '"%"'),
      point(`${id}-FA-DMPR`, 'Fresh air damper', String(between(random, 25, 100)), '"%"'),
      point(`${id}-FLT-DP`, 'Filter differential pressure', String(between(random, 60, 210)), 'Pa'),
      point(`${id}-CO2`, 'Return air CO2', String(between(random, 420, 980)), 'ppm'),
    ];
  };
  const circuit = (id: string, desc: string, outstation: string) => {
    const sp = between(random, 55, 72);
    return [
      `      - id: ${id}`,
      `        type: lthw-circuit`,
      `        desc: ${desc}`,
      `        outstation: ${outstation}`,
      `        points:`,
      point(`${id}-PMP-STS`, 'Circuit pump status', '"on"', '""'),
      point(`${id}-FLOW-T`, 'Flow temp', f1(sp - 2.5, sp + 1.5), 'degC'),
      point(`${id}-FLOW-SP`, 'Flow temp setpoint (weather compensated)', `${sp}.0`, 'degC', 'calculated'),
      point(`${id}-RTN-T`, 'Return temp', f1(sp - 18, sp - 9), 'degC'),
      point(`${id}-VLV`, 'Mixing valve position', String(between(random, 15, 85)), '"%"'),
    ];
  };
  const heat = (id: string, kind: string, outstation: string) => [
    `      - id: ${id}`,
    `        type: ${kind}`,
    `        desc: ${kind === 'boiler' ? 'Gas condensing boiler' : 'Air source heat pump'}`,
    `        outstation: ${outstation}`,
    `        points:`,
    point(`${id}-EN`, 'Enable', '"on"', '""', 'schedule'),
    point(`${id}-RUN`, 'Run status', random() < 0.8 ? '"running"' : '"standby"', '""'),
    point(`${id}-FLOW-T`, 'Flow temp', f1(52, 78), 'degC'),
    point(`${id}-MOD`, kind === 'boiler' ? 'Burner modulation' : 'Compressor speed', String(between(random, 0, 95)), '"%"'),
    point(`${id}-HRS`, 'Run hours', String(between(random, 4_000, 61_000)), 'h'),
  ];
  const lines: string[] = [
    '# bmsctl points export --site main --all-plant -o yaml',
    'site: main',
    'supervisor: bms-sup01.estates.wrenfield.ac.uk',
    `snapshot: "${iso(T(19, 8, 15))}Z"`,
    `outside_air_temp: {value: 3.4, units: degC}`,
    'buildings:',
  ];
  let needle = '';
  let os = 10;
  for (const [code, name, spaces] of BUILDINGS) {
    const outstations = Array.from({ length: between(random, 2, 4) }, () => `OS-${os++}`);
    lines.push(
      `  - code: ${code}`,
      `    name: ${name}`,
      `    outstations: [${outstations.map((o) => `${o} (IQ4E)`).join(', ')}]`,
      `    plant:`,
    );
    const plant: string[][] = [];
    if (code === 'HAR') {
      plant.push(ahu('HAR-AHU-01', 1, ['Harwood seminar rooms 1.01-1.12'], outstations[0]!));
      const target = ahu('HAR-AHU-02', 2, ['Harwood Lecture Theatre', 'HAR G.04 projection room'], outstations[0]!, '14.0');
      needle = target
        .find((l) => l.includes('HAR-AHU-02-SAT-SP'))!
        .trim()
        .slice(2);
      plant.push(target);
      plant.push(ahu('HAR-AHU-03', 3, ['Harwood foyer and cafe', 'Harwood offices L2'], outstations[1]!));
    } else {
      const n = between(random, 3, 7);
      for (let k = 1; k <= n; k++) {
        const serves =
          k <= spaces.length
            ? [spaces[k - 1]!]
            : [`${name} ${oneOf(random, ['toilets and circulation', 'L1 corridors', 'kitchen extract make-up'])}`];
        plant.push(ahu(`${code}-AHU-${pad2(k)}`, k, serves, oneOf(random, outstations)));
      }
    }
    for (let k = 1, n = between(random, 2, 6); k <= n; k++)
      plant.push(
        circuit(
          `${code}-CT-${pad2(k)}`,
          oneOf(random, ['Radiator circuit north', 'Radiator circuit south', 'Underfloor heating', 'AHU heating coils', 'DHW primary']),
          oneOf(random, outstations),
        ),
      );
    for (let k = 1, n = between(random, 1, 3); k <= n; k++)
      plant.push(
        heat(`${code}-${random() < 0.7 ? 'BLR' : 'ASHP'}-${pad2(k)}`, random() < 0.7 ? 'boiler' : 'ashp', oneOf(random, outstations)),
      );
    for (const p of plant) lines.push(...p);
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Lecturers are complaining it's freezing in the Harwood Lecture Theatre this morning. What temperature is the air handling unit that looks after that room being told to supply?";
  return probe('round 29: bms points yaml', ask, 'run_shell', output, 'setpoint', needle);
}

/** The student records batch server's night log: jobs and stack traces; the applicant the UCAS import choked on. */
function srsBatchLog(): EconomicsTask {
  const random = seededRandom(29_006);
  const blocks: { t: number; lines: string[] }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, msg: string, trace: readonly string[] = []) => {
    const at = t + pick(random, 1_000);
    blocks.push({
      t: at,
      lines: [`${stamp(at)},${String(at % 1_000).padStart(3, '0')} ${level.padEnd(5)} [${thread}] ${logger} - ${msg}`, ...trace],
    });
  };
  const took = (from: number, to: number) => iso(to - from + Date.UTC(2026, 0, 1)).slice(11, 19);
  const student = () => `2${oneOf(random, ['2', '3', '4', '5', '6'])}1${digits(random, 5)}`;
  const ucasId = () => `1${digits(random, 2)}-${digits(random, 3)}-${digits(random, 4)}`;
  const SUBJECTS = [
    'ACCT',
    'BIOC',
    'BIOL',
    'CHEM',
    'CIVE',
    'COMP',
    'ECON',
    'ENGL',
    'GEOG',
    'HIST',
    'LAWS',
    'MATH',
    'MECH',
    'MGMT',
    'NURS',
    'PHYS',
    'PSYC',
    'SOCI',
  ];
  const module = () => `${oneOf(random, SUBJECTS)}${between(random, 1, 3)}${String(between(random, 1, 60)).padStart(3, '0')}`;
  const SPRING = [
    '\tat org.springframework.batch.core.step.item.SimpleChunkProcessor.writeItems(SimpleChunkProcessor.java:203)',
    '\tat org.springframework.batch.core.step.item.SimpleChunkProcessor.doWrite(SimpleChunkProcessor.java:170)',
    '\tat org.springframework.batch.core.step.item.SimpleChunkProcessor.write(SimpleChunkProcessor.java:297)',
    '\tat org.springframework.batch.core.step.item.ChunkOrientedTasklet.execute(ChunkOrientedTasklet.java:75)',
    '\tat org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:388)',
    '\tat org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:140)',
  ];
  // 00:05 the VLE enrolment feed: one line a module, the odd retry.
  let t = T(19, 0, 5, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job vleEnrolmentFeed (run 8812) with parameters {acadYear=2026/7, target=moodle-prod}',
  );
  const usedModules = new Set<string>();
  for (let i = 0; i < 1_350; i++) {
    t += between(random, 2_000, 6_500);
    let m = module();
    while (usedModules.has(m)) m = module();
    usedModules.add(m);
    const sits = between(random, 8, 320);
    const added = random() < 0.7 ? 0 : between(random, 1, 6);
    const removed = random() < 0.85 ? 0 : between(random, 1, 3);
    log(
      t,
      'INFO',
      'vleFeed-1',
      'u.a.w.s.vle.EnrolmentSync',
      `${m}-A 2026/7: SITS ${sits}, Moodle ${sits - added + removed}, enrolled +${added}, unenrolled -${removed} (${(0.4 + random() * 2.6).toFixed(1)}s)`,
    );
    if (random() < 0.04)
      log(
        t + 300,
        'WARN',
        'vleFeed-1',
        'u.a.w.s.vle.EnrolmentSync',
        `Moodle user not found for student ${student()}, creating (auth=saml2)`,
      );
    if (i === 410 || i === 977) {
      log(t + 30_000, 'ERROR', 'vleFeed-1', 'u.a.w.s.vle.MoodleClient', `core_enrol_get_enrolled_users failed for ${m}-A, retrying (1/3)`, [
        'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://vle.wrenfield.ac.uk/webservice/rest/server.php": Read timed out',
        '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)',
        '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)',
        '\tat uk.ac.wrenfield.srs.vle.MoodleClient.call(MoodleClient.java:88)',
        '\tat uk.ac.wrenfield.srs.vle.EnrolmentSync.process(EnrolmentSync.java:64)',
        'Caused by: java.net.SocketTimeoutException: Read timed out',
        '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)',
        '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
        '\t... 31 common frames omitted',
      ]);
      t += 45_000;
    }
  }
  log(
    t + 2_000,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job vleEnrolmentFeed (run 8812) completed with status COMPLETED in ${took(T(19, 0, 5), t + 2_000)}`,
  );
  // 01:45 the timetable feed.
  t = T(19, 1, 45, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job timetableFeed (run 3391) with parameters {weeks=12-24, source=scientia}',
  );
  for (let i = 0; i < 260; i++) {
    t += between(random, 1_000, 4_000);
    log(
      t,
      'INFO',
      'ttFeed-1',
      'u.a.w.s.tt.EventPublisher',
      `Published ${between(random, 4, 60)} events for ${module()}-A weeks 12-24 (${between(random, 0, 3)} room changes)`,
    );
  }
  log(
    t + 1_000,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job timetableFeed (run 3391) completed with status COMPLETED in ${took(T(19, 1, 45), t + 1_000)}`,
  );
  // 02:00 the UCAS applicant import, which fails on chunk 37.
  t = T(19, 2, 0, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job ucasApplicantImport (run 4471) with parameters {cycle=2027, file=ucas_20261119_0145.dat}',
  );
  log(
    t + 2_300,
    'INFO',
    'ucasImport-1',
    'u.a.w.s.ucas.ApplicantReader',
    'Opened UCAS link file ucas_20261119_0145.dat: 30,412 applicant records, 61 chunks of 500',
  );
  t += 4_000;
  for (let c = 1; c <= 36; c++) {
    t += between(random, 17_000, 25_000);
    for (let k = 0, n = pick(random, 3); k < n; k++)
      log(
        t - between(random, 1_000, 9_000),
        'WARN',
        `ucasImport-${between(random, 1, 4)}`,
        'u.a.w.s.ucas.ApplicantProcessor',
        `Skipping applicant ${ucasId()}: ${oneOf(random, ['application withdrawn (status W) before import', 'duplicate choice for course already held', 'no valid choice for this institution'])}`,
      );
    const created = between(random, 20, 60);
    log(
      t,
      'INFO',
      `ucasImport-${between(random, 1, 4)}`,
      'u.a.w.s.ucas.ApplicantWriter',
      `Chunk ${c}/61 committed: 500 applicants (new ${created}, updated ${500 - created - 4}, unchanged 4) in ${(14 + random() * 9).toFixed(1)}s`,
    );
  }
  t += 19_331;
  const needle =
    "Caused by: uk.ac.wrenfield.srs.ucas.ApplicantMappingException: applicant 176-382-9014 (choice 2, course B760 Adult Nursing, entry 2027): fee status code 'X9' has no mapping in SRS table FEE_STATUS";
  log(
    t,
    'ERROR',
    'ucasImport-2',
    'o.s.batch.core.step.AbstractStep',
    'Encountered an error executing step importApplicants in job ucasApplicantImport',
    [
      'uk.ac.wrenfield.srs.batch.ChunkWriteException: chunk 37/61 not written (500 items, 0 committed), transaction rolled back',
      '\tat uk.ac.wrenfield.srs.ucas.ApplicantWriter.write(ApplicantWriter.java:142)',
      ...SPRING,
      '\t... 14 common frames omitted',
      needle,
      '\tat uk.ac.wrenfield.srs.ucas.FeeStatusMapper.map(FeeStatusMapper.java:58)',
      '\tat uk.ac.wrenfield.srs.ucas.ApplicantWriter.toSrsRecord(ApplicantWriter.java:201)',
      '\tat uk.ac.wrenfield.srs.ucas.ApplicantWriter.write(ApplicantWriter.java:131)',
      '\t... 21 common frames omitted',
    ],
  );
  const elapsed = took(T(19, 2), t);
  log(
    t + 1_000,
    'INFO',
    'ucasImport-2',
    'o.s.batch.core.step.AbstractStep',
    `Step: [importApplicants] executed in ${Number(elapsed.slice(3, 5))}m${Number(elapsed.slice(6))}s`,
  );
  log(
    t + 2_000,
    'ERROR',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job ucasApplicantImport (run 4471) completed with status FAILED in ${elapsed} (18,000 of 30,412 applicants committed)`,
  );
  log(
    t + 3_000,
    'INFO',
    'main',
    'u.a.w.s.notify.MailNotifier',
    'Failure notice for ucasApplicantImport sent to srs-batch-alerts@wrenfield.ac.uk',
  );
  // 02:30 account provisioning.
  t = T(19, 2, 30, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job idmAccountProvision (run 6120) with parameters {scope=changed-since-last-run}',
  );
  for (let i = 0; i < 1_150; i++) {
    t += between(random, 1_500, 5_500);
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    const user = `${first[0]!.toLowerCase()}${last[0]!.toLowerCase()}${oneOf(random, ['24', '25', '26'])}${digits(random, 2)}`;
    log(
      t,
      'INFO',
      'idm-1',
      'u.a.w.s.idm.AccountProvisioner',
      random() < 0.3
        ? `Created account ${user} for student ${student()} (${first} ${last}), groups +WiFi-eduroam-Students +M365-A3-Students`
        : `Updated account ${user} for student ${student()}: ${oneOf(random, ['department changed', 'expiry extended to 2027-10-31', 'display name changed', 'mail alias added', 'programme code changed'])}`,
    );
  }
  log(
    t + 900,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job idmAccountProvision (run 6120) completed with status COMPLETED in ${took(T(19, 2, 30), t + 900)}`,
  );
  // 03:45 the library patron load.
  t = T(19, 3, 45, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job libraryPatronLoad (run 2290) with parameters {target=alma-eu, mode=delta}',
  );
  for (let i = 0; i < 950; i++) {
    t += between(random, 1_000, 3_500);
    const id = student();
    log(
      t,
      'INFO',
      'alma-1',
      'u.a.w.s.library.PatronLoader',
      `Alma user ${id} ${oneOf(random, ['updated', 'updated', 'created'])} (user group ${oneOf(random, ['UG', 'UG', 'PGT', 'PGR'])}, expiry 2027-10-31)`,
    );
    if (i === 530)
      log(t + 700, 'ERROR', 'alma-1', 'u.a.w.s.library.PatronLoader', `Alma rejected user ${student()}, skipping`, [
        'org.springframework.web.client.HttpClientErrorException$BadRequest: 400 Bad Request: "{"errorsExist":true,"errorList":{"error":[{"errorCode":"401858","errorMessage":"User identifier of type Barcode already exists."}]}}"',
        '\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:103)',
        '\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)',
        '\tat uk.ac.wrenfield.srs.library.AlmaClient.putUser(AlmaClient.java:77)',
        '\tat uk.ac.wrenfield.srs.library.PatronLoader.process(PatronLoader.java:52)',
      ]);
  }
  log(
    t + 800,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job libraryPatronLoad (run 2290) completed with status COMPLETED in ${took(T(19, 3, 45), t + 800)} (1 skipped)`,
  );
  // 04:30 the finance debtor feed, 05:00 the data futures validation.
  t = T(19, 4, 30, 0);
  log(t, 'INFO', 'main', 'u.a.w.s.batch.JobLauncher', 'Starting job financeDebtorFeed (run 1907) with parameters {target=agresso}');
  for (let i = 0; i < 420; i++) {
    t += between(random, 1_500, 4_000);
    log(
      t,
      'INFO',
      'fin-1',
      'u.a.w.s.finance.DebtorExporter',
      `Debtor ${student()} invoice ${oneOf(random, ['TUIT', 'TUIT', 'ACCOM', 'RESIT'])}-26-${digits(random, 6)} GBP ${between(random, 300, 9_250)}.00 exported`,
    );
  }
  log(
    t + 600,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job financeDebtorFeed (run 1907) completed with status COMPLETED in ${took(T(19, 4, 30), t + 600)}`,
  );
  t = T(19, 5, 0, 0);
  log(
    t,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    'Starting job hesaDataFuturesValidation (run 733) with parameters {reference period=2026/7 RP1}',
  );
  for (let i = 0; i < 380; i++) {
    t += between(random, 2_000, 6_000);
    const rule = `Quality rule ${oneOf(random, ['ENGAGEMENT', 'STUDENTCOURSESESSION', 'MODULEINSTANCE', 'QUALIFICATIONAWARDED'])}.${oneOf(random, ['VALID', 'INVALID'])}_${digits(random, 2)}`;
    if (random() < 0.3)
      log(t, 'WARN', 'hesa-1', 'u.a.w.s.hesa.RuleRunner', `${rule} triggered for student ${student()} (tolerance applies)`);
    else log(t, 'INFO', 'hesa-1', 'u.a.w.s.hesa.RuleRunner', `${rule} passed for ${between(random, 1_000, 30_000)} records`);
  }
  log(
    t + 1_000,
    'INFO',
    'main',
    'u.a.w.s.batch.JobLauncher',
    `Job hesaDataFuturesValidation (run 733) completed with status COMPLETED in ${took(T(19, 5), t + 1_000)}`,
  );
  blocks.sort((a, b) => a.t - b.t);
  const output = `${blocks.flatMap((b) => b.lines).join('\n')}\n`;
  const ask =
    'The overnight job that pulls UCAS applications into the student records system fell over last night. Which applicant did it get stuck on, and why?';
  return probe('round 29: srs batch log stack trace', ask, 'read_file', output, 'applicant', needle);
}

/** The eduroam RADIUS server's log for the morning; a visitor from Leeds turned away in the library. */
function eduroamRadiusLog(): EconomicsTask {
  const random = seededRandom(29_007);
  const stampR = (t: number) => {
    const d = new Date(t);
    return `${WEEKDAYS[d.getUTCDay()]!} Nov ${d.getUTCDate()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} 2026`;
  };
  const AREAS: readonly (readonly [string, number, number])[] = [
    ['HARTLEYLIB', 3, 40],
    ['DALTON', 3, 30],
    ['HARWOOD', 2, 24],
    ['BLACKETT', 3, 28],
    ['EDGEWORTH', 2, 22],
    ['GREENWAY', 1, 30],
    ['KELVIN', 3, 26],
    ['LOVELACE', 2, 28],
    ['NIGHTINGALE', 3, 26],
    ['OAKESHOTT', 2, 16],
    ['PRIESTLEY', 3, 26],
    ['RUTHERFORD', 3, 22],
    ['WATERHOUSE', 3, 26],
    ['WRENCENTRE', 1, 18],
  ];
  const ap = (area = oneOf(random, AREAS)) => {
    const floor = pick(random, area[1] + 1);
    return `${area[0]}-${floor === 0 ? 'GF' : `${floor}F`}-AP${pad2(between(random, 1, area[2]))}`;
  };
  const mac = () => Array.from({ length: 6 }, () => chars(random, '0123456789abcdef', 2)).join('-');
  const VISITING = [
    'manchester.ac.uk',
    'sheffield.ac.uk',
    'york.ac.uk',
    'ed.ac.uk',
    'bristol.ac.uk',
    'ucl.ac.uk',
    'ox.ac.uk',
    'uva.nl',
    'tudelft.nl',
    'kcl.ac.uk',
    'nottingham.ac.uk',
  ];
  const client = () => oneOf(random, ['aruba-mc-01', 'aruba-mc-02']);
  let id = 4_411_000;
  const events: { t: number; lines: string[] }[] = [];
  const at = (t: number, ...lines: string[]) => events.push({ t, lines: lines.map((l) => `${stampR(t)} : ${l}`) });
  const suffix = (where: string) => `ap=${where} ssid=eduroam`;
  const local = (t: number, where: string) => {
    const user = `${chars(random, 'abcdefghijklmnoprstwy', 2)}${between(random, 21, 26)}${digits(random, 2)}`;
    const ok = random() < 0.93;
    const inner = id++;
    const outer = id++;
    const who = mac();
    const c = client();
    if (ok)
      at(
        t,
        `Auth: (${inner}) Login OK: [${user}/<via Auth-Type = eap>] (from client ${c} port 0 via TLS tunnel)`,
        `Auth: (${outer}) Login OK: [anonymous@wrenfield.ac.uk] (from client ${c} port 0 cli ${who}) ${suffix(where)}`,
      );
    else
      at(
        t,
        `Auth: (${inner}) Login incorrect (mschap: MS-CHAP2-Response is incorrect): [${user}/<via Auth-Type = eap>] (from client ${c} port 0 via TLS tunnel)`,
        `Auth: (${outer}) Login incorrect (eap_peap: The users session was previously rejected: returning reject (again.) ): [anonymous@wrenfield.ac.uk] (from client ${c} port 0 cli ${who}) ${suffix(where)}`,
      );
  };
  const HOME = ['194.82.174.185', '193.60.199.134'];
  const visitor = (t: number, realm: string, where: string, result: 'ok' | 'says' | 'noresp', outerId?: string) => {
    const name =
      outerId ??
      (random() < 0.6
        ? `anonymous@${realm}`
        : `${chars(random, 'abcdefghijklmnopqrstuvwxyz', between(random, 2, 3))}${digits(random, 3)}@${realm}`);
    const line = `(from client ${client()} port 0 cli ${mac()}) ${suffix(where)}`;
    const rid = id++;
    if (result === 'ok') at(t, `Auth: (${rid}) Login OK: [${name}] ${line}`);
    else if (result === 'says') at(t, `Auth: (${rid}) Login incorrect (Home Server says so): [${name}] ${line}`);
    else
      at(
        t,
        `Error: (${rid}) Failing proxied request for user "${name}", due to lack of any response from home server ${oneOf(random, HOME)} port 1812`,
        `Auth: (${rid}) Login incorrect (Home Server failed to respond): [${name}] ${line}`,
      );
    return events[events.length - 1]!.lines[events[events.length - 1]!.lines.length - 1]!;
  };
  const flaky = (t: number) => t > T(19, 9, 36) && t < T(19, 9, 44);
  for (let t = T(19, 8, 30); t < T(19, 10, 30);) {
    t += between(random, 600, 5_200);
    if (random() < 0.12) {
      const where = ap();
      let realm = oneOf(random, [...VISITING, 'leeds.ac.uk']);
      if (realm === 'leeds.ac.uk' && where.startsWith('HARTLEYLIB')) realm = 'sheffield.ac.uk';
      const result = flaky(t) && random() < 0.5 ? 'noresp' : random() < 0.06 ? 'says' : 'ok';
      visitor(t, realm, where, result);
    } else local(t, ap());
    if (random() < 0.01)
      at(
        t + 300,
        `Info: rlm_sql (sql): Opening additional connection (${between(random, 40, 90)}), 1 of ${between(random, 20, 40)} pending slots used`,
      );
  }
  const library = AREAS[0]!;
  visitor(T(19, 9, 38, 40), 'manchester.ac.uk', 'HARTLEYLIB-1F-AP07', 'noresp');
  visitor(T(19, 9, 41, 2), 'leeds.ac.uk', 'DALTON-2F-AP14', 'says', 'anonymous@leeds.ac.uk');
  visitor(T(19, 10, 12, 45), 'leeds.ac.uk', 'RUTHERFORD-1F-AP03', 'ok', 'anonymous@leeds.ac.uk');
  visitor(T(19, 9, 40, 26), 'york.ac.uk', ap(library), 'says');
  const needle = visitor(T(19, 9, 39, 51), 'leeds.ac.uk', 'HARTLEYLIB-1F-AP11', 'noresp', 'anonymous@leeds.ac.uk').slice(0);
  events.sort((a, b) => a.t - b.t);
  // Request ids count up through the morning.
  let next = 4_411_000;
  const renumbered = new Map<string, string>();
  const lines = events.flatMap((e) =>
    e.lines.map((l) =>
      l.replace(/\((\d{7})\)/, (_, n: string) => {
        if (!renumbered.has(n)) renumbered.set(n, String(next++));
        return `(${renumbered.get(n)})`;
      }),
    ),
  );
  const planted = lines.find((l) => l.endsWith(needle.slice(needle.indexOf(') Login') + 2)) && l.includes('09:39:51'))!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "We had an external examiner over from the University of Leeds this morning. She says her laptop wouldn't get onto the wireless while she was working in the library, at about twenty to ten, and Leeds' IT people insist the problem is at our end. Can you find her attempt in the RADIUS log and tell me why it was turned down?";
  return probe('round 29: eduroam radius log, preamble', ask, 'read_file', output, 'reject', planted);
}

/** The door locks' audit trail for one hall over the weekend, as CSV; who opened a student's bedroom while she was away. */
function hallsDoorAuditCsv(): EconomicsTask {
  const random = seededRandom(29_008);
  const ROOMS = ['A', 'B', 'C', 'D', 'E', 'F'];
  const keyId = () => chars(random, '0123456789ABCDEF', 14);
  interface Person {
    name: string;
    group: string;
    key: string;
  }
  const residents = new Map<string, Person>();
  for (let f = 1; f <= 24; f++)
    for (const r of ROOMS) {
      const first = oneOf(random, FIRST);
      const last = oneOf(random, LAST);
      residents.set(`F${pad2(f)}-${r}`, { name: `${last}, ${first}`, group: 'Residents 2026/7', key: keyId() });
    }
  const hannah: Person = { name: 'Doyle, Hannah', group: 'Residents 2026/7', key: '04A2B19C3F5A80' };
  residents.set('F14-C', hannah);
  const STAFF: Person[] = [
    { name: 'Marsh, Darren', group: 'Estates On-Call', key: keyId() },
    { name: 'Patel, Nikesh', group: 'Estates Maintenance', key: keyId() },
    { name: 'Lloyd, Carys', group: 'Estates Maintenance', key: keyId() },
    { name: 'Reid, Stuart', group: 'Security Patrol', key: keyId() },
    { name: 'Mensah, Kofi', group: 'Security Patrol', key: keyId() },
    { name: 'Turner, Janet', group: 'Cleaning - Cavendish', key: keyId() },
    { name: 'Walsh, Bernadette', group: 'Cleaning - Cavendish', key: keyId() },
    { name: 'Gill, Aman', group: 'Residence Life', key: keyId() },
  ];
  const doorName = (door: string) => {
    if (door === 'CAV-MAIN') return 'Cavendish Hall Main Entrance';
    if (door === 'CAV-BIKE') return 'Cavendish Hall Bike Store';
    if (door === 'CAV-LNDRY') return 'Cavendish Hall Laundry';
    const [, flat, room] = /CAV-F(\d\d)-(\w+)/.exec(door)!;
    return room === 'ENT' ? `Cavendish Hall Flat ${Number(flat)} Entrance` : `Cavendish Hall Flat ${Number(flat)} Bedroom ${room}`;
  };
  const events: { t: number; text: string }[] = [];
  const add = (t: number, door: string, op: string, who: Person | null) =>
    events.push({
      t,
      text: [stamp(t), door, doorName(door), op, who?.name ?? '', who?.group ?? '', who?.key ?? ''].map(csv).join(','),
    });
  const START = T(13, 0);
  const END = T(16, 0);
  const daytime = (day: number) => T(day, between(random, 7, 23), pick(random, 60), pick(random, 60));
  const away = new Set<string>(['F14-C']);
  for (const room of residents.keys()) if (random() < 0.3) away.add(room);
  for (const [room, who] of residents) {
    if (room === 'F14-C') continue;
    const flat = room.slice(0, 3);
    for (const day of [13, 14, 15]) {
      if (away.has(room) && day !== 13) continue;
      for (let k = 0, n = between(random, 2, 8); k < n; k++) {
        const t = daytime(day);
        add(t, `CAV-${room}`, random() < 0.96 ? 'Door opened: key' : 'Opening not allowed: key out of date', who);
        if (random() < 0.15) add(t + between(random, 10, 60) * 1_000, `CAV-${room}`, 'Start of privacy', who);
        add(t - between(random, 20, 90) * 1_000, `CAV-${flat}-ENT`, 'Door opened: key', who);
        if (random() < 0.7) add(t - between(random, 100, 400) * 1_000, 'CAV-MAIN', 'Door opened: key', who);
        if (random() < 0.3) add(t + between(random, 600, 7_200) * 1_000, `CAV-${flat}-ENT`, 'Door opened: inside handle', null);
      }
      if (random() < 0.08) add(daytime(day), 'CAV-LNDRY', 'Door opened: key', who);
      if (random() < 0.05) add(daytime(day), 'CAV-BIKE', 'Door opened: key', who);
    }
  }
  // Staff: cleaning the flats on Friday morning, patrols every night, maintenance jobs on Friday.
  for (let f = 1; f <= 24; f++) {
    const t = T(13, 8, 30) + pick(random, 5 * 60) * MINUTE;
    add(t, `CAV-F${pad2(f)}-ENT`, 'Door opened: key', oneOf(random, STAFF.slice(5, 7)));
  }
  for (let k = 0; k < 9; k++) {
    const room = `F${pad2(between(random, 1, 24))}-${oneOf(random, ROOMS)}`;
    if (room.startsWith('F14')) continue;
    const t = T(13, 9, 30) + pick(random, 6 * 60) * MINUTE;
    add(t, `CAV-${room}`, 'Door opened: key', oneOf(random, STAFF.slice(1, 3)));
  }
  for (const day of [13, 14, 15])
    for (const h of [22, 1, 4]) {
      const t = T(h < 12 ? day + 1 : day, h, pick(random, 40), pick(random, 60));
      if (t < END) add(t, 'CAV-MAIN', 'Door opened: key', oneOf(random, STAFF.slice(3, 5)));
    }
  // Her own comings and goings, and the Saturday evening visit.
  add(T(13, 8, 14, 22), 'CAV-F14-C', 'Door opened: key', hannah);
  add(T(13, 12, 40, 5), 'CAV-F14-C', 'Door opened: key', hannah);
  add(T(13, 15, 55, 48), 'CAV-F14-C', 'Door opened: key', hannah);
  add(T(13, 15, 57, 2), 'CAV-F14-ENT', 'Door opened: inside handle', null);
  add(T(14, 19, 8, 51), 'CAV-MAIN', 'Door opened: key', STAFF[0]!);
  add(T(14, 19, 10, 14), 'CAV-F14-ENT', 'Door opened: key', STAFF[0]!);
  add(T(14, 19, 12, 37), 'CAV-F14-C', 'Door opened: key', STAFF[0]!);
  const needle = events[events.length - 1]!.text;
  add(T(14, 19, 41, 3), 'CAV-F14-ENT', 'Door opened: inside handle', null);
  add(T(14, 20, 3, 9), 'CAV-F09-D', 'Door opened: key', STAFF[0]!);
  add(T(15, 18, 3, 40), 'CAV-F14-ENT', 'Door opened: key', hannah);
  add(T(15, 18, 3, 58), 'CAV-F14-C', 'Door opened: key', hannah);
  add(T(15, 22, 15, 31), 'CAV-F14-C', 'Door opened: key', hannah);
  add(T(15, 22, 15, 50), 'CAV-F14-C', 'Start of privacy', hannah);
  const output = `${[
    'EventDateTime,DoorID,DoorName,Operation,User,UserGroup,KeyID',
    ...events
      .filter((e) => e.t >= START && e.t < END)
      .sort((a, b) => a.t - b.t)
      .map((e) => e.text),
  ].join('\n')}\n`;
  const ask =
    "A first-year in Cavendish Hall has emailed the accommodation office. She went home for the weekend, and when she got back on Sunday her things had been moved about and she's convinced somebody was in her room while she was gone. She's in flat 14, bedroom C. Who got into her room while she was away, and when?";
  return probe('round 29: halls door audit csv, preamble and paraphrase', ask, 'run_shell', output, 'entry', needle);
}

/** The service desk's incident list for the last month; a colleague's projector ticket for a Geography lecturer. */
function helpdeskIncidentList(): EconomicsTask {
  const random = seededRandom(29_009);
  const DEPTS = [
    'Geography, Earth & Environment',
    'History',
    'English & Creative Writing',
    'Law School',
    'Business School',
    'Economics',
    'Chemistry',
    'Physics',
    'Biosciences',
    'Psychology',
    'Computing',
    'Engineering',
    'Nursing & Midwifery',
    'Allied Health',
    'Music',
    'Registry',
    'Finance',
    'Estates',
    'Library',
    'Student Services',
  ];
  const BUILDINGS = [
    'Dalton Building',
    'Harwood Building',
    'Blackett Building',
    'Edgeworth Building',
    'Kelvin Engineering',
    'Lovelace Computing Centre',
    'Nightingale Health Sciences',
    'Oakeshott Law School',
    'Priestley Chemistry',
    'Rutherford Physics',
    'Waterhouse Business School',
    'Hartley Library',
    'Albury House',
  ];
  const room = (b: string) => `${b.split(' ')[0]!.slice(0, 3).toUpperCase()}-${between(random, 0, 3)}.${pad2(between(random, 1, 24))}`;
  const SUMMARIES: Record<string, readonly string[]> = {
    'Audio Visual': [
      'Lectern display not showing laptop picture',
      'Radio mic not working',
      'Lecture capture did not record',
      'Projector lamp warning on start-up',
      'No sound from ceiling speakers',
      'Document camera not detected',
      'Touch panel frozen on lectern',
      'Room PC not showing on second screen',
    ],
    Network: [
      'Wired port dead in office',
      'eduroam drops every few minutes',
      'Slow network in lab',
      'Cannot reach research share from VPN',
      'Request new data point',
    ],
    'Account / Password': [
      'Locked out of account',
      'MFA phone replaced, need reset',
      'Cannot log in to M365',
      'Account expired early',
      'Shared mailbox access request',
    ],
    Software: [
      'Request install of ArcGIS Pro',
      'SPSS licence expired',
      'MATLAB toolbox missing',
      'Teams crashes on start',
      'NVivo will not open project',
      'Request install of R and RStudio',
    ],
    Hardware: [
      'Laptop will not charge',
      'Monitor flickering',
      'Keyboard keys sticking',
      'Request replacement mouse',
      'Desktop very slow to boot',
    ],
    Printing: [
      'Printer jammed on second floor',
      'Print job stuck in queue',
      'Cannot add credit to print account',
      'Scan to email not working',
    ],
    VLE: [
      'Students cannot see module page',
      'Turnitin similarity report missing',
      'Need staff access to module page',
      'Quiz timing wrong for extension students',
      'Gradebook export fails',
    ],
    Email: ['Emails going to junk', 'Cannot send to external address', 'Mailbox full warning', 'Calendar sharing not working'],
    Telephony: ['Desk phone no dial tone', 'Voicemail PIN reset', 'Teams phone number not showing'],
  };
  const CATEGORIES = Object.keys(SUMMARIES);
  const STATES = [
    'New',
    'In Progress',
    'In Progress',
    'On Hold - Awaiting Caller',
    'On Hold - Awaiting Supplier',
    'Resolved',
    'Resolved',
    'Resolved',
    'Closed',
    'Closed',
  ];
  const AGENTS = [
    'Samuel Okafor',
    'Priya Nair',
    'Gareth Hughes',
    'Megan Lloyd',
    'Tariq Ahmed',
    'Joanne Barnes',
    'Owen Evans',
    'Beth Carter',
    'Kwame Mensah',
    'Sian Jennings',
    'Marek Nowak',
    'Ellie Fox',
    'Ravi Shah',
    'Hannah Wright',
  ];
  const titles = ['Dr ', 'Dr ', 'Prof ', '', '', ''];
  const rows: string[][] = [];
  const fmt = (t: number) => stamp(t);
  let n = 210_480;
  const START = T(19, 8) - 30 * DAY;
  const COUNT = 2_700;
  const row = (
    opened: number,
    caller: string,
    dept: string,
    where: string,
    category: string,
    summary: string,
    state: string,
    agent: string,
  ) => {
    const updated = Math.min(T(19, 9, 20), opened + between(random, 10, 20 * 24 * 60) * MINUTE);
    return [`INC0${n++}`, fmt(opened), caller, dept, where, category, summary, state, agent, fmt(updated)];
  };
  let needle: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const day = START + Math.floor(((T(19, 9) - START) * i) / COUNT);
    const hour = new Date(day).getUTCHours();
    const opened = (hour < 7 || hour > 19 ? day + 10 * HOUR : day) + pick(random, 10 * MINUTE);
    if (i === Math.floor(COUNT * 0.55)) {
      needle = row(
        T(6, 10, 22, 41),
        'Dr Rebecca Hughes',
        'Geography, Earth & Environment',
        'Dalton Building DAL-1.07',
        'Audio Visual',
        'Lectern display not showing laptop picture (HDMI) - teaching Tue/Thu 2pm',
        'On Hold - Awaiting Supplier',
        'Samuel Okafor',
      );
      rows.push(needle);
      continue;
    }
    if (i === Math.floor(COUNT * 0.3)) {
      rows.push(
        row(
          opened,
          'Dr Alan Price',
          'Geography, Earth & Environment',
          'Dalton Building DAL-0.12',
          'Audio Visual',
          'Radio mic not working',
          'Resolved',
          'Samuel Okafor',
        ),
      );
      continue;
    }
    if (i === Math.floor(COUNT * 0.62)) {
      rows.push(
        row(
          opened,
          'Dr Rebecca Hughes',
          'Geography, Earth & Environment',
          'Harwood Building HAR-1.04',
          'Audio Visual',
          'Lecture capture did not record',
          'Resolved',
          'Gareth Hughes',
        ),
      );
      continue;
    }
    if (i === Math.floor(COUNT * 0.49)) {
      rows.push(
        row(
          opened,
          'Prof Mark Doyle',
          'History',
          'Dalton Building DAL-1.09',
          'Audio Visual',
          'Lectern display not showing laptop picture',
          'In Progress',
          'Samuel Okafor',
        ),
      );
      continue;
    }
    const category = oneOf(random, CATEGORIES);
    const building = oneOf(random, BUILDINGS);
    const dept = oneOf(random, DEPTS);
    let agent = oneOf(random, AGENTS);
    if (category === 'Audio Visual' && building === 'Dalton Building' && dept === DEPTS[0] && agent === AGENTS[0]) agent = AGENTS[3]!;
    const age = (T(19, 9) - opened) / DAY;
    let state = oneOf(random, STATES);
    if (age > 12 && (state === 'New' || state === 'In Progress')) state = 'Resolved';
    if (age > 20 && state === 'Resolved') state = 'Closed';
    rows.push(
      row(
        opened,
        `${oneOf(random, titles)}${fullName(random)}`,
        dept,
        `${building} ${room(building)}`,
        category,
        oneOf(random, SUMMARIES[category]!),
        state,
        agent,
      ),
    );
  }
  const lines = table(
    ['Number', 'Opened', 'Caller', 'Department', 'Location', 'Category', 'Short description', 'State', 'Assigned to', 'Updated'],
    rows,
  );
  const needleLine = lines[rows.indexOf(needle) + 1]!;
  const output = `${[
    '$ snowctl incident list --group "IT Service Desk" --opened-after 2026-10-20 --fields number,opened_at,caller_id,department,location,category,short_description,state,assigned_to,sys_updated_on --limit 5000',
    ...lines,
    '',
    `${rows.length} records`,
  ].join('\n')}\n`;
  const ask =
    "I'm covering Sam's queue while he's on leave. Before he went he had a Geography lecturer on about the projector in one of the Dalton teaching rooms not picking up her laptop, and apparently it's been dragging on for a couple of weeks. What's the ticket number, and where has it got to?";
  return probe('round 29: helpdesk incident list, preamble', ask, 'run_shell', output, 'ticket', needleLine);
}

/** The GPU exporters' metrics as Prometheus federates them; one A100 capped below its siblings. */
function gpuExporterMetrics(): EconomicsTask {
  const random = seededRandom(29_010);
  interface Gpu {
    host: string;
    gpu: number;
    uuid: string;
    model: string;
    bus: string;
    limit: number;
    memTotal: number;
    memClock: number;
    maxSm: number;
    busy: boolean;
    hbm: boolean;
  }
  const gpus: Gpu[] = [];
  const A100_BUS = ['07', '0B', '48', '4C'];
  const L40S_BUS = ['17', '31', 'B1', 'CA'];
  const H100_BUS = ['18', '2A', '3A', '5D', '9A', 'AB', 'BA', 'DB'];
  const add = (
    host: string,
    model: string,
    buses: readonly string[],
    limit: number,
    memTotal: number,
    memClock: number,
    maxSm: number,
    hbm: boolean,
  ) => {
    const nodeBusy = random() < 0.8;
    buses.forEach((bus, gpu) =>
      gpus.push({
        host,
        gpu,
        uuid: `GPU-${uuid(random)}`,
        model,
        bus: `00000000:${bus}:00.0`,
        limit,
        memTotal,
        memClock,
        maxSm,
        busy: nodeBusy && random() < 0.95,
        hbm,
      }),
    );
  };
  for (let k = 1; k <= 40; k++) add(`gpu${String(k).padStart(3, '0')}`, 'NVIDIA A100-SXM4-80GB', A100_BUS, 400, 81_920, 1_593, 1_410, true);
  for (let k = 41; k <= 60; k++) add(`gpu${String(k).padStart(3, '0')}`, 'NVIDIA L40S', L40S_BUS, 350, 46_068, 9_001, 2_520, false);
  for (let k = 1; k <= 6; k++) add(`hgx${pad2(k)}`, 'NVIDIA H100 80GB HBM3', H100_BUS, 700, 81_559, 2_619, 1_980, true);
  const odd = gpus.find((g) => g.host === 'gpu027' && g.gpu === 1)!;
  odd.limit = 250;
  odd.busy = true;
  const now = T(19, 9, 30, 12);
  const stampOf = new Map(gpus.map((g) => [g.host, now - pick(random, 15_000)]));
  const labels = (g: Gpu) =>
    `{DCGM_FI_DRIVER_VERSION="550.90.07",Hostname="${g.host}",UUID="${g.uuid}",device="nvidia${g.gpu}",gpu="${g.gpu}",instance="${g.host}.hpc.wrenfield.ac.uk:9400",job="dcgm",modelName="${g.model}",pci_bus_id="${g.bus}"}`;
  const state = new Map(
    gpus.map((g) => {
      const power = g.busy ? Math.min(g.limit, g.limit * (0.55 + random() * 0.42)) : 55 + random() * 30;
      const used = g.busy ? between(random, Math.floor(g.memTotal * 0.3), g.memTotal - 600) : between(random, 0, 4);
      return [
        g,
        {
          power,
          used,
          util: g.busy ? between(random, 62, 100) : 0,
          temp: g.busy ? between(random, 52, 74) : between(random, 29, 36),
          sm: g.busy ? (g.limit === 250 ? between(random, 1_005, 1_110) : g.maxSm - 15 * pick(random, 6)) : 210,
        },
      ];
    }),
  );
  const FAMILIES: readonly (readonly [string, string, (g: Gpu) => string])[] = [
    ['DCGM_FI_DEV_FB_FREE', 'Framebuffer memory free (in MiB).', (g) => String(g.memTotal - state.get(g)!.used - 532)],
    ['DCGM_FI_DEV_FB_USED', 'Framebuffer memory used (in MiB).', (g) => String(state.get(g)!.used)],
    ['DCGM_FI_DEV_GPU_TEMP', 'GPU temperature (in C).', (g) => String(state.get(g)!.temp)],
    ['DCGM_FI_DEV_GPU_UTIL', 'GPU utilization (in %).', (g) => String(state.get(g)!.util)],
    ['DCGM_FI_DEV_MEMORY_TEMP', 'Memory temperature (in C).', (g) => (g.hbm ? String(state.get(g)!.temp + between(random, -3, 6)) : '0')],
    ['DCGM_FI_DEV_MEM_CLOCK', 'Memory clock frequency (in MHz).', (g) => String(g.memClock)],
    ['DCGM_FI_DEV_POWER_MGMT_LIMIT', 'Power management limit (in W).', (g) => String(g.limit)],
    ['DCGM_FI_DEV_POWER_USAGE', 'Power draw (in W).', (g) => state.get(g)!.power.toFixed(3)],
    ['DCGM_FI_DEV_SM_CLOCK', 'SM clock frequency (in MHz).', (g) => String(state.get(g)!.sm)],
    ['DCGM_FI_DEV_XID_ERRORS', 'Value of the last XID error encountered.', () => '0'],
  ];
  const lines: string[] = [];
  let needle = '';
  for (const [name, , value] of FAMILIES) {
    lines.push(`# TYPE ${name} untyped`);
    for (const g of gpus) {
      const line = `${name}${labels(g)} ${value(g)} ${stampOf.get(g.host)!}`;
      lines.push(line);
      if (g === odd && name === 'DCGM_FI_DEV_POWER_MGMT_LIMIT') needle = line;
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'Some of our cluster users reckon jobs that land on one particular GPU run slower than on the identical cards next to it. Going by the GPU exporter metrics, is one card set up differently from its siblings? Which node and which GPU?';
  return probe('round 29: gpu exporter metrics', ask, 'http_get', output, 'gpu', needle);
}

/** The wireless controller's radio summary for every AP; one 2.4 GHz radio off the 1/6/11 plan. */
function wifiRadioSummary(): EconomicsTask {
  const random = seededRandom(29_011);
  /** Building prefix, AP group, floors, APs a floor. */
  const SITES: readonly (readonly [string, string, number, number])[] = [
    ['ALBURY', 'Academic', 3, 8],
    ['ASHWORTH', 'Academic', 1, 14],
    ['BLACKETT', 'Academic', 3, 16],
    ['CAVENDISH', 'Halls', 5, 22],
    ['DALTON', 'Academic', 3, 18],
    ['EDGEWORTH', 'Academic', 2, 16],
    ['FRANKLIN', 'Halls', 6, 24],
    ['GREENWAY', 'Academic', 1, 30],
    ['HARCOURT', 'Halls', 5, 20],
    ['HARTLEYLIB', 'Library', 3, 40],
    ['HARWOOD', 'Academic', 2, 14],
    ['KELVIN', 'Academic', 3, 15],
    ['LOVELACE', 'Academic', 2, 20],
    ['MARLOWE', 'Academic', 2, 12],
    ['NIGHTINGALE', 'Academic', 3, 16],
    ['OAKESHOTT', 'Academic', 2, 12],
    ['PRIESTLEY', 'Academic', 3, 14],
    ['RUTHERFORD', 'Academic', 3, 13],
    ['SOMERVILLE', 'Halls', 4, 22],
    ['TURING', 'Academic', 1, 6],
    ['WATERHOUSE', 'Academic', 3, 15],
    ['WRENCENTRE', 'Academic', 1, 18],
    ['CAMPUS-OUTDOOR', 'Outdoor', 0, 24],
  ];
  const FIVE = ['36E', '52E', '100E', '116E', '132E', '149E', '36+', '44+', '100+', '108+', '60E', '124E'];
  const rows: string[][] = [];
  let octet = 20;
  let oddIndex = -1;
  const aps: { name: string; group: string; type: string; ip: string }[] = [];
  for (const [site, group, floors, perFloor] of SITES) {
    octet++;
    for (let f = 0; f <= floors; f++) {
      const count = site === 'CAMPUS-OUTDOOR' ? perFloor : between(random, Math.floor(perFloor * 0.7), perFloor);
      for (let k = 1; k <= count; k++) {
        const name = site === 'CAMPUS-OUTDOOR' ? `${site}-AP${pad2(k)}` : `${site}-${f === 0 ? 'GF' : `${f}F`}-AP${pad2(k)}`;
        const type =
          group === 'Outdoor'
            ? '577'
            : group === 'Halls'
              ? oneOf(random, ['505H', '505H', '515'])
              : oneOf(random, ['515', '535', '535', '635']);
        aps.push({ name, group: `WREN-${group.toUpperCase()}`, type, ip: `10.${octet}.${f * 8 + Math.floor(k / 250)}.${(k % 250) + 2}` });
      }
    }
  }
  aps.sort((a, b) => (a.name < b.name ? -1 : 1));
  oddIndex = Math.floor(aps.length * 0.52);
  const eirp = (lo: number, hi: number, max: string) => `${(lo + pick(random, (hi - lo) * 2 + 1) / 2).toFixed(1)}/${max}`;
  aps.forEach((a, i) => {
    const busy = a.group === 'WREN-LIBRARY' || a.group === 'WREN-ACADEMIC' ? 1 : 0.6;
    const two = i === oddIndex ? '13' : oneOf(random, ['1', '6', '11']);
    rows.push([
      a.name,
      a.group,
      a.type,
      a.ip,
      '2.4GHz',
      'AP',
      two,
      eirp(6, 12, '21.0'),
      String(-between(random, 88, 95)),
      String(Math.floor(between(random, 0, 14) * busy)),
      String(between(random, 18, 61)),
    ]);
    rows.push([
      a.name,
      a.group,
      a.type,
      a.ip,
      '5GHz',
      'AP',
      oneOf(random, FIVE),
      eirp(12, 18, '24.0'),
      String(-between(random, 92, 98)),
      String(Math.floor(between(random, 0, 62) * busy)),
      String(between(random, 4, 38)),
    ]);
  });
  const headers = [
    'Name',
    'Group',
    'AP Type',
    'IP Address',
    'Band',
    'Mode',
    'Channel',
    'EIRP/MaxEIRP',
    'Noise Floor',
    'Clients',
    'Channel Util (%)',
  ];
  const lines = table(headers, rows);
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const dashes = headers
    .map((h, i) => '-'.repeat(h.length).padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
  const needle = lines[oddIndex * 2 + 1]!;
  const output = `${[
    '(wrenfield-mc-01) *[mynode] #show ap radio-summary',
    '',
    'APs Radios information',
    '----------------------',
    lines[0]!,
    dashes,
    ...lines.slice(1),
    '',
    `Total APs:${aps.length}`,
  ].join('\n')}\n`;
  const ask =
    "We're doing a tidy-up of the campus Wi-Fi. All the 2.4 GHz radios are meant to stick to our standard channel plan, and I've a feeling one of them has gone off and done its own thing. Which access point is it?";
  return probe('round 29: wifi radio summary', ask, 'run_shell', output, 'ap', needle);
}

/** `psql` over the SITS-to-Moodle reconciliation view: every module's enrolment counts; one module's VLE short of most of its class. */
function vleSyncReconciliation(): EconomicsTask {
  const random = seededRandom(29_012);
  const SUBJECTS: Record<string, readonly string[]> = {
    ACCT: ['Financial Accounting', 'Management Accounting', 'Auditing', 'Taxation', 'Corporate Reporting'],
    BIOC: ['Metabolism', 'Protein Structure', 'Enzymology', 'Cell Signalling', 'Molecular Techniques'],
    BIOL: ['Ecology', 'Genetics', 'Evolution', 'Microbiology', 'Plant Science', 'Animal Behaviour'],
    CHEM: ['Organic Chemistry', 'Inorganic Chemistry', 'Physical Chemistry', 'Spectroscopy', 'Analytical Chemistry'],
    CIVE: ['Structural Analysis', 'Geotechnics', 'Hydraulics', 'Surveying', 'Construction Management'],
    COMP: ['Programming', 'Algorithms', 'Databases', 'Computer Networks', 'Machine Learning', 'Software Engineering'],
    ECON: ['Microeconomics', 'Macroeconomics', 'Econometrics', 'Development Economics', 'Labour Economics'],
    ENGL: ['Victorian Literature', 'Shakespeare', 'Modernism', 'Creative Writing', 'Literary Theory'],
    GEOG: ['Hydrology', 'Urban Geography', 'Glaciology', 'GIS', 'Climate Change', 'Geomorphology'],
    HIST: ['Early Modern Europe', 'The British Empire', 'Medieval England', 'Modern China', 'The Cold War'],
    LAWS: ['Contract Law', 'Criminal Law', 'Tort Law', 'Land Law', 'Public Law', 'EU Law'],
    MATH: ['Calculus', 'Linear Algebra', 'Statistics', 'Real Analysis', 'Differential Equations'],
    MECH: ['Thermodynamics', 'Fluid Mechanics', 'Dynamics', 'Materials', 'Control Systems'],
    MGMT: ['Marketing', 'Organisational Behaviour', 'Operations Management', 'Strategy', 'Entrepreneurship'],
    MUSI: ['Harmony and Counterpoint', 'Composition', 'Music History', 'Performance', 'Music Technology'],
    NURS: ['Adult Nursing Practice', 'Pharmacology', 'Mental Health Nursing', 'Child Health', 'Evidence-Based Practice'],
    PHYS: ['Quantum Mechanics', 'Electromagnetism', 'Astrophysics', 'Optics', 'Condensed Matter'],
    PSYC: ['Cognitive Psychology', 'Social Psychology', 'Developmental Psychology', 'Biological Psychology', 'Research Methods'],
    SOCI: ['Social Theory', 'Criminology', 'Gender and Society', 'Social Policy', 'Qualitative Methods'],
  };
  const PREFIX = ['Introduction to ', 'Principles of ', '', 'Further ', 'Advanced ', 'Topics in ', 'Contemporary Issues in ', 'Applied '];
  const rows: string[][] = [];
  const seen = new Set<string>();
  for (const [subject, topics] of Object.entries(SUBJECTS)) {
    for (const level of [1, 2, 3, 7]) {
      for (let k = 0, n = between(random, 22, 36); k < n; k++) {
        const code = `${subject}${level}${String(between(random, 1, 99)).padStart(3, '0')}`;
        if (seen.has(code)) continue;
        seen.add(code);
        const topic = oneOf(random, topics);
        const title =
          level === 7
            ? `${oneOf(random, ['Advanced ', 'Research Methods in ', 'Dissertation: ', 'Topics in '])}${topic}`
            : `${oneOf(random, PREFIX)}${topic}`;
        const period = oneOf(random, ['S1', 'S1', 'S2', 'S2', 'YR']);
        const size =
          level === 1
            ? between(random, 60, 320)
            : level === 2
              ? between(random, 30, 220)
              : level === 3
                ? between(random, 12, 150)
                : between(random, 4, 60);
        const occurrences = random() < 0.08 ? ['A', 'B'] : ['A'];
        for (const occ of occurrences) {
          const sits = occ === 'B' ? between(random, 3, 30) : size;
          const vle =
            period === 'S2' ? sits : sits - (random() < 0.6 ? 0 : between(random, 1, sits > 40 ? 3 : 1)) + (random() < 0.05 ? 1 : 0);
          const sync = T(19, 5, 10) + pick(random, 25 * 60) * 1_000;
          rows.push([
            code,
            title,
            '2026/7',
            period,
            occ,
            String(sits),
            String(vle),
            String(between(random, 1, level === 1 ? 9 : 5)),
            `${stamp(sync)}+00`,
          ]);
        }
      }
    }
  }
  rows.sort((a, b) => (a[0]! + a[4]! < b[0]! + b[4]! ? -1 : 1));
  const k = rows.findIndex((r, i) => i >= rows.length * 0.55 && r[3] === 'S1' && r[4] === 'A' && Number(r[5]) > 120);
  const odd = rows[k]!;
  odd[6] = String(Math.round(Number(odd[5]) / 4.1));
  const headers = [
    'module_code',
    'module_title',
    'acad_year',
    'period',
    'occurrence',
    'sits_enrolled',
    'vle_students',
    'vle_teachers',
    'last_sync_at',
  ];
  const numeric = [false, false, false, false, false, true, true, true, false];
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const center = (h: string, w: number) => {
    const left = Math.floor((w - h.length) / 2);
    return `${' '.repeat(left)}${h}`.padEnd(w);
  };
  const render = (cells: readonly string[]) =>
    ` ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')}`.trimEnd();
  const lines = [
    ` ${headers.map((h, i) => center(h, widths[i]!)).join(' | ')}`.trimEnd(),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map(render),
    `(${rows.length} rows)`,
    '',
  ];
  const needle = render(odd).trim();
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Lecturers on one module say most of their class can't see the module page on the VLE, even though the students are properly enrolled. Going by the overnight sync figures, which module is it?";
  return probe('round 29: vle sync reconciliation', ask, 'run_shell', output, 'module', needle);
}

export function roundTwentyNine(): EconomicsTask[] {
  return [
    vleGradebookJson(),
    libraryLoansXml(),
    adWifiGroupsCsv(),
    slurmScontrolJobs(),
    bmsPointsYaml(),
    srsBatchLog(),
    eduroamRadiusLog(),
    hallsDoorAuditCsv(),
    helpdeskIncidentList(),
    gpuExporterMetrics(),
    wifiRadioSummary(),
    vleSyncReconciliation(),
  ];
}
