/**
 * Probe round 137, written blind: Ellerby Examinations Board, a made-up school exams awarding body (entries and candidates, script scanning and on-screen marking, examiner standardisation and moderation, grade boundaries and results, appeals and re-marks, exam centre logistics). "Today" is Thursday, 19 August 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - entries export (minified JSON, one line): the UCI of one candidate number at one centre;
 *  - scan manifest (one-line XML): the image set id of one candidate's Biology paper 2 script;
 *  - results publish job (JSON whose log is one escaped line): the SHA-256 of one centre's A-level results file;
 * b. The answer a few lines away from the line the question's words match:
 *  - grade boundaries (YAML): the sign-off reference of one A-level Further Maths component;
 *  - standardisation report (pretty JSON): the clearance id of one examiner on one History paper;
 *  - centre paper timetable (XML): the seal range of the question paper packets of one A-level paper;
 * c. A question that paraphrases the output or carries a preamble:
 *  - post-results queue (fixed-width table): the case of a review of marking, asked as "look at the marking, not the adding up";
 *  - secure deliveries log (logfmt), with a preamble: who signed for one centre's maths papers;
 *  - special consideration requests (CSV): the request of a student sent home poorly mid-exam;
 * d. One value unlike its peers, with no error word near it:
 *  - scan batch register (fixed-width table): the one batch scanned at another resolution;
 *  - marking progress dashboard (HTML): the examiner marking far faster than the others;
 *  - centre configuration dump (INI): the one centre with another invigilation ratio.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=137
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,935,670 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 137: entries export
 *     codex: 6,725 tokens, peak 6,650, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 588, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,152 tokens, peak 6,115, 1/1 needles, 4 read-backs
 *     ours: 23,473 tokens, peak 8,581, 1/1 needles, 4 read-backs
 *   round 137: scan manifest
 *     codex: 225 tokens, peak 139, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 696, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,834 tokens, peak 6,921, 0/1 needles, 4 read-backs
 *     ours: 23,049 tokens, peak 8,294, 1/1 needles, 4 read-backs
 *   round 137: results publish job
 *     codex: 377 tokens, peak 290, 0/1 needles, 0 read-backs
 *     context-chef: 846 tokens, peak 759, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,459 tokens, peak 3,214, 1/1 needles, 4 read-backs
 *     ours: 4,421 tokens, peak 1,682, 1/1 needles, 3 read-backs
 *   round 137: grade boundaries
 *     codex: 11,192 tokens, peak 11,114, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 543, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,129 tokens, peak 2,626, 0/1 needles, 4 read-backs
 *     ours: 8,035 tokens, peak 2,916, 1/1 needles, 4 read-backs
 *   round 137: standardisation report
 *     codex: 11,178 tokens, peak 11,092, 0/1 needles, 0 read-backs
 *     context-chef: 629 tokens, peak 543, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,571 tokens, peak 1,833, 0/1 needles, 2 read-backs
 *     ours: 6,446 tokens, peak 2,869, 0/1 needles, 2 read-backs
 *   round 137: centre paper timetable
 *     codex: 13,194 tokens, peak 13,105, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,018 tokens, peak 2,133, 0/1 needles, 4 read-backs
 *     ours: 6,168 tokens, peak 2,149, 0/1 needles, 4 read-backs
 *   round 137: post-results queue
 *     codex: 14,937 tokens, peak 14,829, 0/1 needles, 0 read-backs
 *     context-chef: 733 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,728 tokens, peak 2,414, 1/1 needles, 2 read-backs
 *     ours: 2,845 tokens, peak 1,090, 1/1 needles, 2 read-backs
 *   round 137: secure deliveries log
 *     codex: 13,588 tokens, peak 13,490, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,619 tokens, peak 3,868, 0/1 needles, 2 read-backs
 *     ours: 8,085 tokens, peak 4,395, 1/1 needles, 2 read-backs
 *   round 137: special consideration requests
 *     codex: 16,908 tokens, peak 16,808, 0/1 needles, 0 read-backs
 *     context-chef: 818 tokens, peak 718, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,863 tokens, peak 8,055, 0/1 needles, 4 read-backs
 *     ours: 1,014 tokens, peak 716, 0/1 needles, 0 read-backs
 *   round 137: scan batch register
 *     codex: 20,759 tokens, peak 20,680, 0/1 needles, 0 read-backs
 *     context-chef: 843 tokens, peak 764, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,498 tokens, peak 2,798, 0/1 needles, 3 read-backs
 *     ours: 5,261 tokens, peak 2,432, 1/1 needles, 3 read-backs
 *   round 137: marking progress dashboard
 *     codex: 15,126 tokens, peak 15,041, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,251 tokens, peak 1,359, 0/1 needles, 4 read-backs
 *     ours: 4,393 tokens, peak 944, 0/1 needles, 4 read-backs
 *   round 137: centre configuration dump
 *     codex: 13,337 tokens, peak 13,254, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,382 tokens, peak 2,679, 0/1 needles, 3 read-backs
 *     ours: 6,897 tokens, peak 2,787, 0/1 needles, 3 read-backs
 *     codex: 137,546 tokens, 0/12 needles
 *     context-chef: 8,791 tokens, 0/12 needles
 *     context-chef-store: 119,504 tokens, 3/12 needles
 *     ours: 100,087 tokens, 7/12 needles
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
// Shared seeded data: people, centres, specifications.
// ---------------------------------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Amira',
  'Ben',
  'Chloe',
  'Daniel',
  'Efe',
  'Freya',
  'George',
  'Hana',
  'Isaac',
  'Jasmine',
  'Kieran',
  'Leah',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Priya',
  'Rhys',
  'Sofia',
  'Tomasz',
  'Uma',
  'Victor',
  'Wiktoria',
  'Yusuf',
  'Zara',
  'Callum',
  'Imogen',
  'Aarav',
  'Bethany',
  'Connor',
  'Darcey',
  'Elijah',
  'Grace',
  'Harvey',
  'Isla',
  'Jayden',
  'Keira',
  'Logan',
  'Maisie',
  'Noah',
  'Olivia',
  'Reuben',
  'Summer',
  'Theo',
  'Phoebe',
  'Zainab',
  'Ruby',
  'Hamza',
  'Evie',
  'Joseph',
  'Martha',
  'Samuel',
  'Aisha',
  'Finley',
  'Lucy',
  'Kacper',
  'Nadia',
];
const SURNAMES = [
  'Adeyemi',
  'Barker',
  'Chowdhury',
  'Dawson',
  'Ellis',
  'Fletcher',
  'Gallagher',
  'Hughes',
  'Iqbal',
  'Jennings',
  'Kowalski',
  'Lambert',
  'Mahmood',
  'Nolan',
  "O'Brien",
  'Patel',
  'Quinn',
  'Robinson',
  'Sutherland',
  'Thompson',
  'Underwood',
  'Varga',
  'Walsh',
  'Yates',
  'Ahmed',
  'Bennett',
  'Clarke',
  'Doherty',
  'Evans',
  'Foster',
  'Grant',
  'Hussain',
  'Ingram',
  'Jones',
  'Khan',
  'Lloyd',
  'Morgan',
  'Nowak',
  'Osei',
  'Parry',
  'Reid',
  'Singh',
  'Taylor',
  'Usman',
  'Vaughan',
  'Wood',
  'Young',
  'Booth',
  'Carter',
  'Dixon',
  'Holt',
];
const TOWNS = [
  'Ashbourne',
  'Bramley',
  'Didcot',
  'Elmswell',
  'Farnworth',
  'Gorleston',
  'Hadleigh',
  'Ilkley',
  'Jarrow',
  'Kesgrave',
  'Lydney',
  'Malvern',
  'Nailsea',
  'Oakham',
  'Penrith',
  'Quorn',
  'Ripon',
  'Selby',
  'Tring',
  'Ulverston',
  'Ventnor',
  'Wymondham',
  'Yate',
  'Alnwick',
  'Bideford',
  'Chard',
  'Dunstable',
  'Eastleigh',
  'Frome',
  'Garstang',
  'Hexham',
  'Ivybridge',
  'Kendal',
  'Ledbury',
  'Morpeth',
  'Newent',
  'Otley',
  'Padstow',
  'Retford',
  'Sedbergh',
  'Thirsk',
  'Wetherby',
  'Whitby',
  'Ludlow',
  'Bakewell',
  'Cromer',
  'Diss',
  'Evesham',
  'Stroud',
  'Wantage',
  'Romsey',
  'Buxton',
];
const KINDS = [
  'Academy',
  'High School',
  'School',
  'Community College',
  'Grammar School',
  'Sixth Form College',
  'Church of England Academy',
  'Upper School',
  'Free School',
  'Park School',
  'Valley Academy',
  'Catholic High School',
];

interface Centre {
  readonly no: string;
  readonly name: string;
}

/** `n` centres with numbers and names unlike each other and unlike `taken` (numbers or names). */
function makeCentres(random: () => number, n: number, taken: readonly string[] = []): Centre[] {
  const seen = new Set(taken);
  const out: Centre[] = [];
  while (out.length < n) {
    const no = String(between(random, 10_000, 69_999));
    const name = `${oneOf(random, TOWNS)} ${oneOf(random, KINDS)}`;
    if (seen.has(no) || seen.has(name)) continue;
    seen.add(no);
    seen.add(name);
    out.push({ no, name });
  }
  return out;
}

const person = (random: () => number) => `${oneOf(random, FIRST_NAMES)} ${oneOf(random, SURNAMES)}`;

/** Makes filler with `make` again until it holds none of `needles`. */
function clean(make: () => string, ...needles: string[]): string {
  for (;;) {
    const text = make();
    if (!needles.some((needle) => text.includes(needle))) return text;
  }
}

/** `n` distinct four-digit candidate numbers, with `must` among them, sorted. */
function candidateNumbers(random: () => number, n: number, must: readonly string[] = []): string[] {
  const set = new Set(must);
  while (set.size < n) set.add(String(between(random, 1, 9_999)).padStart(4, '0'));
  return [...set].sort();
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const UPPER_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** GCSE specifications, their titles and papers (tiered papers as 1F, 1H...). */
const GCSE_SPECS: readonly { code: string; title: string; tiered: boolean; papers: number }[] = [
  { code: '3700', title: 'English Language', tiered: false, papers: 2 },
  { code: '3702', title: 'English Literature', tiered: false, papers: 2 },
  { code: '3300', title: 'Mathematics', tiered: true, papers: 3 },
  { code: '3461', title: 'Biology', tiered: true, papers: 2 },
  { code: '3462', title: 'Chemistry', tiered: true, papers: 2 },
  { code: '3463', title: 'Physics', tiered: true, papers: 2 },
  { code: '3464', title: 'Combined Science: Trilogy', tiered: true, papers: 6 },
  { code: '3035', title: 'Geography', tiered: false, papers: 3 },
  { code: '3145', title: 'History', tiered: false, papers: 2 },
  { code: '3652', title: 'French', tiered: true, papers: 4 },
  { code: '3662', title: 'German', tiered: true, papers: 4 },
  { code: '3692', title: 'Spanish', tiered: true, papers: 4 },
  { code: '3062', title: 'Religious Studies A', tiered: false, papers: 2 },
  { code: '3525', title: 'Computer Science', tiered: false, papers: 2 },
  { code: '3552', title: 'Design and Technology', tiered: false, papers: 1 },
  { code: '3201', title: 'Art and Design: Fine Art', tiered: false, papers: 1 },
  { code: '3136', title: 'Economics', tiered: false, papers: 2 },
  { code: '3182', title: 'Psychology', tiered: false, papers: 2 },
];

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------------------

/** a1: the entries API's export for a consortium of centres, minified JSON on one line. */
function a1EntriesExport(): EconomicsTask {
  const random = seededRandom(137_101);
  const needle = '612046RQ7KXMT';
  const target: Centre = { no: '61204', name: 'Castlebrook School' };
  const nearCentre: Centre = { no: '61240', name: 'Castlebrook Academy' };
  const others = makeCentres(random, 16, [target.no, target.name, nearCentre.no, nearCentre.name]);
  const centres = [...others.slice(0, 7), nearCentre, target, ...others.slice(7)];
  const alsoHas4417 = new Set([others[3]!.no, others[12]!.no, nearCentre.no]);
  const uci = (centre: Centre) =>
    `${centre.no}${oneOf(random, ['5', '6', '7'])}${chars(random, UPPER_DIGITS, 6)}${chars(random, UPPER, 1)}`;
  const records: string[] = [];
  for (const centre of centres) {
    const must = centre === target ? ['4417', '4471', '4147', '4418'] : alsoHas4417.has(centre.no) ? ['4417'] : [];
    for (const candidateNumber of candidateNumbers(random, between(random, 28, 40), must)) {
      const isTarget = centre === target && candidateNumber === '4417';
      const specs = shuffle(random, [...GCSE_SPECS]).slice(0, between(random, 6, 9));
      const make = () =>
        JSON.stringify({
          centreNumber: centre.no,
          centreName: centre.name,
          candidateNumber,
          uci: isTarget ? needle : uci(centre),
          uln: String(between(random, 1_000_000_000, 9_999_999_999)),
          surname: oneOf(random, SURNAMES).toUpperCase(),
          forenames: oneOf(random, FIRST_NAMES),
          dateOfBirth: `20${between(random, 11, 12)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
          sex: oneOf(random, ['F', 'M']),
          privateCandidate: false,
          accessArrangements: random() < 0.12 ? [oneOf(random, ['25ET', 'READER', 'SCRIBE', 'WP', 'SEPINV', 'RB'])] : [],
          entries: specs.map((s) => {
            const option = s.tiered ? oneOf(random, ['F', 'H']) : '';
            return {
              specCode: s.code,
              title: s.title,
              qualification: 'GCSE',
              option: option || null,
              entryCode: `${s.code}${option}`,
              series: 'JUN27',
              status: random() < 0.97 ? 'ACCEPTED' : 'WITHDRAWN',
              amendedAt: `2027-0${between(random, 2, 4)}-${pad2(between(random, 1, 28))}T${pad2(between(random, 8, 17))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
            };
          }),
          lastAmended: `2027-04-${pad2(between(random, 1, 30))}`,
        });
      records.push(isTarget ? make() : clean(make, needle));
    }
  }
  const head = JSON.stringify({
    series: 'JUN27',
    awardingBody: 'EEB',
    consortium: 'Wessex Vale Exams Consortium',
    generatedAt: '2027-08-19T09:12:44+01:00',
    count: records.length,
  }).slice(0, -1);
  const output = `${head},"candidates":[${records.join(',')}],"nextPageToken":null}\n`;
  return probe(
    'round 137: entries export',
    "What's the UCI for candidate number 4417 at Castlebrook School, centre 61204?",
    'entries_api_export',
    output,
    'uci',
    needle,
    true,
  );
}

/** a2: the scanning site's manifest of the day, one-line XML after the declaration. */
function a2ScanManifest(): EconomicsTask {
  const random = seededRandom(137_102);
  const needle = 'IMG-7F3A91C2';
  const target: Centre = { no: '44019', name: 'Hexham Upper School' };
  const nearCentre: Centre = { no: '44091', name: 'Hexham Valley Academy' };
  const centres = [target, nearCentre, ...makeCentres(random, 14, [target.no, target.name, nearCentre.no, nearCentre.name])];
  const components = ['3461/1H', '3461/2H', '3462/1H', '3462/2H', '3463/1H', '3463/2H'];
  const cohorts = new Map(
    centres.map((c) => [
      c.no,
      candidateNumbers(random, between(random, 24, 34), c === target ? ['0832', '0823', '0382'] : c === nearCentre ? ['0832'] : []),
    ]),
  );
  const batches: { centre: Centre; component: string }[] = [];
  for (const centre of centres) for (const component of components) batches.push({ centre, component });
  shuffle(random, batches);
  const at = batches.findIndex((b) => b.centre === target && b.component === '3461/2H');
  const mid = Math.floor(batches.length / 2);
  [batches[at], batches[mid]] = [batches[mid]!, batches[at]!];
  let clock = Date.UTC(2027, 5, 15, 6, 30, 0);
  const stamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const parts: string[] = [];
  batches.forEach((batch, i) => {
    const station = `SCN-${pad2(between(random, 1, 12))}`;
    const cohort = cohorts.get(batch.centre.no)!;
    const pagesPer = batch.component.startsWith('3461') ? 28 : 24;
    const opened = clock;
    const scripts = cohort.map((candidate, seq) => {
      const isTarget = batch.centre === target && batch.component === '3461/2H' && candidate === '0832';
      const blank = between(random, 0, 6);
      const make = () =>
        `<Script seq="${seq + 1}" barcode="E27${hex(random, 10).toUpperCase()}" centre="${batch.centre.no}" candidate="${candidate}" component="${batch.component}" pages="${pagesPer}" blankPages="${blank}" imageSet="${isTarget ? needle : `IMG-${hex(random, 8).toUpperCase()}`}" skew="${(random() * 0.8).toFixed(2)}" qc="PASS"/>`;
      return isTarget ? make() : clean(make, needle);
    });
    clock += scripts.length * between(random, 9_000, 14_000);
    parts.push(
      `<Batch id="B27-0615-${station.slice(4)}-${String(i + 1).padStart(4, '0')}" station="${station}" operator="op${between(random, 101, 148)}" opened="${stamp(opened)}" closed="${stamp(clock)}" dpi="300" mode="grey8" centre="${batch.centre.no}" component="${batch.component}" scripts="${scripts.length}" pages="${scripts.length * pagesPer}">${scripts.join('')}</Batch>`,
    );
    clock += between(random, 30_000, 240_000);
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?>\n<ScanManifest xmlns="urn:ellerby:osm:scan:v3" series="JUN27" site="Bramley Road" day="2027-06-15" generated="2027-06-16T05:00:04Z" batches="${batches.length}">${parts.join('')}</ScanManifest>\n`;
  return probe(
    'round 137: scan manifest',
    'What image set ID did scanning give the Biology paper 2 script (3461/2H) for candidate 0832 from centre 44019?',
    'osm_scan_manifest',
    output,
    'image-set',
    needle,
    true,
  );
}

/** a3: the results publish job's status, whose log is one escaped JSON string. */
function a3ResultsPublish(): EconomicsTask {
  const random = seededRandom(137_103);
  const needle = '9f1c4be07a2d63e8815f0c94d2ab7e3160c5f9a8d4e21b07c36f8a5e9d0b4c17';
  const centreNos = new Set<string>(['30518', '30581', '35018', '30158']);
  while (centreNos.size < 420) centreNos.add(String(between(random, 10_000, 59_999)));
  const sorted = [...centreNos].sort();
  const lines: string[] = [];
  let clock = Date.UTC(2027, 7, 19, 5, 0, 0, 412);
  const stamp = () => {
    clock += between(random, 3, 240);
    return new Date(clock).toISOString().replace('Z', '+00:00');
  };
  lines.push(`${stamp()} INFO  [main] results-publish v4.8.2 starting series=JUN27 embargo=2027-08-19T08:00:00+01:00 mode=release`);
  lines.push(`${stamp()} INFO  [main] loaded ${sorted.length} centres, 2 qualification groups, workers=4`);
  let files = 0;
  for (const no of sorted) {
    const quals = no === '30518' || no === '30581' || random() < 0.55 ? ['GCSE', 'GCE'] : [oneOf(random, ['GCSE', 'GCE'])];
    for (const qual of quals) {
      files++;
      const worker = `worker-${between(random, 1, 4)}`;
      const file = `R${no}_${qual}_JUN27.edi`;
      const candidates = between(random, 40, 260);
      const isTarget = no === '30518' && qual === 'GCE';
      lines.push(
        `${stamp()} INFO  [${worker}] build centre=${no} qual=${qual} series=JUN27 file=${file} candidates=${candidates} results=${candidates * between(random, 3, 9)}`,
      );
      const sign = () =>
        `${stamp()} INFO  [${worker}] sign file=${file} sha256=${isTarget ? needle : hex(random, 64)} bytes=${between(random, 8_000, 96_000)}`;
      lines.push(isTarget ? sign() : clean(sign, needle));
      lines.push(
        `${stamp()} INFO  [${worker}] upload file=${file} dest=a2c://EEB/results/${no}/ status=202 ackRef=A2C-${chars(random, UPPER_DIGITS, 10)}`,
      );
      if (random() < 0.04) lines.push(`${stamp()} DEBUG [${worker}] a2c retry-after header ignored (ack already received) file=${file}`);
    }
  }
  lines.push(`${stamp()} INFO  [main] published ${files} files for ${sorted.length} centres; all acks received`);
  const finished = new Date(clock).toISOString().replace('Z', '+00:00');
  const output = `${JSON.stringify(
    {
      jobId: 'rpub-20270819-0500-7c1e',
      pipeline: 'results-publish',
      series: 'JUN27',
      status: 'SUCCEEDED',
      trigger: 'schedule',
      startedAt: '2027-08-19T05:00:00.412+00:00',
      finishedAt: finished,
      attempts: 1,
      log: lines.join('\n'),
      artifacts: [
        { name: 'publish-summary.csv', bytes: 48_213 },
        { name: 'ack-register.json', bytes: 211_874 },
      ],
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 137: results publish job',
    'Results went out to schools this morning. For centre 30518, what SHA-256 did the publish job log for their A-level results file?',
    'results_publish_job_status',
    output,
    'sha256',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------------------

interface GceSpec {
  readonly level: 'GCE A' | 'GCE AS';
  readonly code: string;
  readonly title: string;
  readonly components: readonly (readonly [string, string])[];
}

/** GCE specifications (A-level and AS) and their components. */
const GCE_SPECS: readonly GceSpec[] = [
  {
    level: 'GCE A',
    code: '5702',
    title: 'English Literature A',
    components: [
      ['5702/1', 'Love through the ages'],
      ['5702/2', 'Texts in shared contexts'],
      ['5702/C', 'Non-exam assessment'],
    ],
  },
  {
    level: 'GCE A',
    code: '5357',
    title: 'Mathematics',
    components: [
      ['5357/1', 'Pure Mathematics 1'],
      ['5357/2', 'Pure Mathematics 2 and Mechanics'],
      ['5357/3', 'Pure Mathematics 3 and Statistics'],
    ],
  },
  {
    level: 'GCE A',
    code: '5367',
    title: 'Further Mathematics',
    components: [
      ['5367/1', 'Further Pure 1'],
      ['5367/2', 'Further Pure 2'],
      ['5367/3M', 'Mechanics and Discrete'],
      ['5367/3S', 'Statistics and Discrete'],
    ],
  },
  {
    level: 'GCE A',
    code: '5402',
    title: 'Biology',
    components: [
      ['5402/1', 'Paper 1'],
      ['5402/2', 'Paper 2'],
      ['5402/3', 'Paper 3'],
    ],
  },
  {
    level: 'GCE A',
    code: '5405',
    title: 'Chemistry',
    components: [
      ['5405/1', 'Paper 1: Inorganic and Physical Chemistry'],
      ['5405/2', 'Paper 2: Organic and Physical Chemistry'],
      ['5405/3', 'Paper 3: Practical skills and synoptic'],
    ],
  },
  {
    level: 'GCE A',
    code: '5408',
    title: 'Physics',
    components: [
      ['5408/1', 'Paper 1'],
      ['5408/2', 'Paper 2'],
      ['5408/3A', 'Paper 3 Section A'],
    ],
  },
  {
    level: 'GCE A',
    code: '5037',
    title: 'Geography',
    components: [
      ['5037/1', 'Physical geography'],
      ['5037/2', 'Human geography'],
      ['5037/C', 'Non-exam assessment'],
    ],
  },
  {
    level: 'GCE A',
    code: '5042',
    title: 'History',
    components: [
      ['5042/1C', 'The Tudors: England, 1485-1603'],
      ['5042/2N', 'Revolution and dictatorship: Russia, 1917-1953'],
      ['5042/C', 'Historical investigation'],
    ],
  },
  {
    level: 'GCE A',
    code: '5182',
    title: 'Psychology',
    components: [
      ['5182/1', 'Introductory topics in psychology'],
      ['5182/2', 'Psychology in context'],
      ['5182/3', 'Issues and options in psychology'],
    ],
  },
  {
    level: 'GCE A',
    code: '5192',
    title: 'Sociology',
    components: [
      ['5192/1', 'Education with theory and methods'],
      ['5192/2', 'Topics in sociology'],
      ['5192/3', 'Crime and deviance with theory and methods'],
    ],
  },
  {
    level: 'GCE A',
    code: '5136',
    title: 'Economics',
    components: [
      ['5136/1', 'Markets and market failure'],
      ['5136/2', 'National and international economy'],
      ['5136/3', 'Economic principles and issues'],
    ],
  },
  {
    level: 'GCE A',
    code: '5517',
    title: 'Computer Science',
    components: [
      ['5517/1', 'On-screen examination'],
      ['5517/2', 'Written paper'],
      ['5517/C', 'Non-exam assessment'],
    ],
  },
  {
    level: 'GCE A',
    code: '5652',
    title: 'French',
    components: [
      ['5652/1', 'Listening, reading and writing'],
      ['5652/2', 'Writing'],
      ['5652/3', 'Speaking'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4356',
    title: 'Mathematics',
    components: [
      ['4356/1', 'Paper 1'],
      ['4356/2', 'Paper 2'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4366',
    title: 'Further Mathematics',
    components: [
      ['4366/1', 'Further Pure 1 (AS)'],
      ['4366/2M', 'Further Pure 2 (AS) with Mechanics'],
      ['4366/2S', 'Further Pure 2 (AS) with Statistics'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4401',
    title: 'Biology',
    components: [
      ['4401/1', 'Paper 1'],
      ['4401/2', 'Paper 2'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4404',
    title: 'Chemistry',
    components: [
      ['4404/1', 'Paper 1: Inorganic and Physical Chemistry'],
      ['4404/2', 'Paper 2: Organic and Physical Chemistry'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4407',
    title: 'Physics',
    components: [
      ['4407/1', 'Paper 1'],
      ['4407/2', 'Paper 2'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4182',
    title: 'Psychology',
    components: [
      ['4182/1', 'Introductory topics in psychology'],
      ['4182/2', 'Psychology in context'],
    ],
  },
  {
    level: 'GCE AS',
    code: '4136',
    title: 'Economics',
    components: [
      ['4136/1', 'The operation of markets'],
      ['4136/2', 'The national economy'],
    ],
  },
];

/** The grades of a component: A-level, AS, GCSE higher, foundation or untiered. */
function gradesOf(level: string, code: string): string[] {
  if (level === 'GCE A') return ['A*', 'A', 'B', 'C', 'D', 'E'];
  if (level === 'GCE AS') return ['A', 'B', 'C', 'D', 'E'];
  if (code.endsWith('H')) return ['9', '8', '7', '6', '5', '4', '3'];
  if (code.endsWith('F')) return ['5', '4', '3', '2', '1'];
  return ['9', '8', '7', '6', '5', '4', '3', '2', '1'];
}

/** GCSE components of a specification: tiered papers as 1F/1H, combined science by science. */
function gcseComponents(spec: (typeof GCSE_SPECS)[number]): [string, string][] {
  const out: [string, string][] = [];
  for (let p = 1; p <= spec.papers; p++) {
    const base = spec.code === '3464' ? `${'BBCCPP'[p - 1]}/${2 - (p % 2)}` : String(p);
    const title = spec.code === '3464' ? `${['Biology', 'Chemistry', 'Physics'][Math.floor((p - 1) / 2)]} ${2 - (p % 2)}` : `Paper ${p}`;
    if (spec.tiered) {
      out.push([`${spec.code}/${base}F`, `${title} (Foundation)`]);
      out.push([`${spec.code}/${base}H`, `${title} (Higher)`]);
    } else out.push([`${spec.code}/${base}`, title]);
  }
  return out;
}

/** b1: the published grade boundaries of the summer series, YAML grouped by subject. */
function b1GradeBoundaries(): EconomicsTask {
  const random = seededRandom(137_201);
  const needle = 'GB27-A-4KQ9TZ';
  const subjectOf = (title: string) => title.replace(/ A$/, '');
  type Qual = { level: string; code: string; title: string; components: readonly (readonly [string, string])[] };
  const quals: Qual[] = [
    ...GCE_SPECS,
    ...GCSE_SPECS.map((s) => ({ level: 'GCSE', code: s.code, title: s.title, components: gcseComponents(s) })),
  ];
  const subjects = [...new Set(quals.map((q) => subjectOf(q.title)))].sort();
  const levelOrder = ['GCE A', 'GCE AS', 'GCSE'];
  const yaml = (text: string) => (text.includes(': ') ? `"${text}"` : text);
  const boundaryLines = (grades: string[], max: number, indent: string) => {
    let f = 0.72 + random() * 0.14;
    const bottom = grades.length >= 7 ? 0.08 + random() * 0.1 : 0.22 + random() * 0.12;
    const step = (f - bottom) / (grades.length - 1);
    return grades.map((g) => {
      const line = `${indent}${g === 'A*' ? '"A*"' : /^\d$/.test(g) ? `"${g}"` : g}: ${Math.max(1, Math.round(max * f))}`;
      f -= step;
      return line;
    });
  };
  const lines: string[] = [
    '# Ellerby Examinations Board: grade boundaries, raw marks',
    '# Series JUN27 (June 2027). Published 19 August 2027 08:00 BST. Supersedes the provisional file of 16 August.',
    'series: JUN27',
    'published_at: "2027-08-19T08:00:00+01:00"',
    'status: final',
    'source: awarding.eeb.internal/boundaries/v3',
    'subjects:',
  ];
  for (const subject of subjects) {
    lines.push(`  - subject: ${yaml(subject)}`, '    qualifications:');
    const mine = quals
      .filter((q) => subjectOf(q.title) === subject)
      .sort((x, y) => levelOrder.indexOf(x.level) - levelOrder.indexOf(y.level));
    for (const q of mine) {
      lines.push(
        `      - level: ${q.level}`,
        `        spec: "${q.code}"`,
        `        title: ${yaml(q.title)}`,
        `        entries: ${between(random, 800, 48_000)}`,
        '        components:',
      );
      let total = 0;
      for (const [code, title] of q.components) {
        const max = oneOf(random, [60, 70, 80, 90, 100, 105, 120]);
        total += max;
        const grades = gradesOf(q.level, code);
        const letter = q.level === 'GCSE' ? 'G' : q.level === 'GCE AS' ? 'S' : 'A';
        const ref = code === '5367/2' ? needle : clean(() => `GB27-${letter}-${chars(random, UPPER_DIGITS, 6)}`, needle);
        lines.push(
          `          - code: ${code}`,
          `            title: ${yaml(title)}`,
          `            sign_off_ref: ${ref}`,
          `            max_raw_mark: ${max}`,
          `            mean_mark: ${(max * (0.35 + random() * 0.25)).toFixed(1)}`,
          `            standard_deviation: ${(max * (0.1 + random() * 0.08)).toFixed(1)}`,
          `            scaling_factor: ${code.endsWith('/C') ? '1.5' : '1.0'}`,
          '            boundaries:',
          ...boundaryLines(grades, max, '              '),
          '            previous_series:',
          '              series: JUN26',
          '              boundaries:',
          ...boundaryLines(grades, max, '                '),
        );
      }
      lines.push(
        '        overall:',
        `          max_mark: ${total}`,
        '          boundaries:',
        ...boundaryLines(gradesOf(q.level, q.code), total, '            '),
        `          awarding_meeting: AWD-JUN27-${q.code}`,
        `          chair: ${oneOf(random, ['Dr', 'Mr', 'Ms', 'Mrs'])} ${person(random)}`,
      );
    }
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 137: grade boundaries',
    "On the full A-level Further Maths, what's the sign-off reference for the Further Pure 2 boundaries?",
    'grade_boundaries_get',
    output,
    'sign-off',
    needle,
  );
}

/** b2: the standardisation status report of essay-subject components, pretty JSON. */
function b2Standardisation(): EconomicsTask {
  const random = seededRandom(137_202);
  const needle = 'CLR-27-084412';
  const components: [string, string][] = [
    ['3035/1', 'GCSE Geography Paper 1: Living with the physical environment'],
    ['3035/2', 'GCSE Geography Paper 2: Challenges in the human environment'],
    ['3062/1', 'GCSE Religious Studies A Paper 1: Beliefs and practices'],
    ['3062/2', 'GCSE Religious Studies A Paper 2: Thematic studies'],
    ['3145/1', 'GCSE History Paper 1: Understanding the modern world'],
    ['3145/2', 'GCSE History Paper 2: Shaping the nation'],
    ['3702/1', 'GCSE English Literature Paper 1: Shakespeare and the 19th-century novel'],
    ['3702/2', 'GCSE English Literature Paper 2: Modern texts and poetry'],
    ['5042/1C', 'A-level History Component 1C: The Tudors, 1485-1603'],
    ['5042/2N', 'A-level History Component 2N: Revolution and dictatorship: Russia, 1917-1953'],
    ['5182/1', 'A-level Psychology Paper 1: Introductory topics in psychology'],
    ['5182/3', 'A-level Psychology Paper 3: Issues and options in psychology'],
  ];
  const whitfield = { no: 'E40719', name: 'Olusegun Whitfield' };
  const grace = { no: 'E47109', name: 'Grace Whitfield' };
  const pool: { no: string; name: string }[] = [];
  const numbers = new Set([whitfield.no, grace.no]);
  while (pool.length < 320) {
    const no = `E${between(random, 10_000, 79_999)}`;
    if (numbers.has(no)) continue;
    numbers.add(no);
    pool.push({ no, name: person(random) });
  }
  const stamp = (day: number) =>
    `2027-06-${pad2(day)}T${pad2(between(random, 9, 20))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}+01:00`;
  const report = {
    report: 'standardisation-status',
    series: 'JUN27',
    generated_at: '2027-08-19T10:03:22+01:00',
    components: components.map(([code, title]) => {
      const people = shuffle(random, [...pool]).slice(0, between(random, 30, 40));
      if (code === '3145/1' || code === '3145/2' || code === '5042/2N') people.splice(between(random, 8, 20), 0, whitfield);
      if (code === '3145/2') people.splice(between(random, 22, 28), 0, grace);
      const leaders = people.slice(0, 5);
      const window = between(random, 14, 18);
      return {
        component: code,
        title,
        principal_examiner: { examiner_no: `E${between(random, 10_000, 19_999)}`, name: person(random) },
        standardisation_window: { opens: `2027-06-${pad2(window)}`, closes: `2027-06-${pad2(window + 7)}` },
        practice_scripts: 5,
        qualification_scripts: 10,
        tolerance_marks: oneOf(random, [2, 3, 4]),
        examiners: people.map((p, i) => {
          const leader = i < 5;
          const team = leader ? i : pick(random, 5);
          const isTarget = p === whitfield && code === '3145/2';
          const within = isTarget || p === whitfield || p === grace ? 10 : random() < 0.9 ? between(random, 8, 10) : between(random, 5, 7);
          const approved = within >= 8;
          const clearance = isTarget
            ? needle
            : approved
              ? clean(() => `CLR-27-${String(between(random, 0, 999_999)).padStart(6, '0')}`, needle)
              : null;
          return {
            examiner_no: p.no,
            name: p.name,
            marking_component: code,
            role: leader ? 'TL' : 'AE',
            team: `T${pad2(team + 1)}`,
            team_leader: leader ? null : leaders[team]!.no,
            clearance_id: clearance,
            standardisation: {
              practice_completed: true,
              qualification_marked: 10,
              within_tolerance: within,
              max_deviation: approved ? between(random, 0, 3) : between(random, 4, 9),
              outcome: approved ? 'APPROVED' : 'SECOND_QUALIFICATION_SET',
              decided_at: stamp(window + between(random, 1, 6)),
            },
            allocation: { target: leader ? between(random, 120, 200) : between(random, 250, 520), returned_to_pool: 0 },
          };
        }),
      };
    }),
  };
  const output = `${JSON.stringify(report, null, 2)}\n`;
  return probe(
    'round 137: standardisation report',
    'When Olusegun Whitfield was cleared to start live marking on GCSE History paper 2 back in June, what clearance ID did he get?',
    'osm_standardisation_report',
    output,
    'clearance',
    needle,
  );
}

/** b3: one centre's paper timetable with packets and seating, XML. */
function b3CentreTimetable(): EconomicsTask {
  const random = seededRandom(137_203);
  const days: string[] = [];
  for (let t = Date.UTC(2027, 4, 11); t <= Date.UTC(2027, 5, 23); t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  const papers: { code: string; level: string; title: string; slot: string }[] = [];
  const taken = new Set<string>();
  const slotFor = () => {
    for (;;) {
      const slot = `${oneOf(random, days)} ${oneOf(random, ['AM', 'PM'])}`;
      if (!taken.has(slot) || random() < 0.5) {
        taken.add(slot);
        return slot;
      }
    }
  };
  taken.add('2027-06-02 AM');
  taken.add('2027-06-02 PM');
  for (const spec of GCE_SPECS)
    for (const [code, title] of spec.components) {
      if (code.endsWith('/C') || code === '5652/3') continue;
      const slot = code === '5405/1' ? '2027-06-02 AM' : code === '4404/1' ? '2027-06-02 PM' : slotFor();
      papers.push({
        code,
        level: spec.level,
        title: `${spec.title} ${title.startsWith('Paper') ? title : `: ${title}`}`.replace(' : ', ': '),
        slot,
      });
    }
  for (const [code, title] of [
    ['3700/1', 'English Language Paper 1'],
    ['3700/2', 'English Language Paper 2'],
    ['3300/1F', 'Mathematics Paper 1 (Foundation)'],
    ['3300/2F', 'Mathematics Paper 2 (Foundation)'],
    ['3300/3F', 'Mathematics Paper 3 (Foundation)'],
  ] as const)
    papers.push({ code, level: 'GCSE', title, slot: slotFor() });
  papers.sort((x, y) => (x.slot === y.slot ? x.code.localeCompare(y.code) : x.slot.localeCompare(y.slot)));
  const cohort = candidateNumbers(random, 420).map((no) => ({
    no,
    surname: oneOf(random, SURNAMES).toUpperCase(),
    forename: oneOf(random, FIRST_NAMES),
    access: random() < 0.08 ? oneOf(random, ['25ET', 'RB', 'WP', 'READER']) : '',
  }));
  let seal = 2_738_412;
  let needle = '';
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CentreTimetable xmlns="urn:ellerby:centres:timetable:v2" centre="20417" name="Harrowgate Sixth Form College" series="JUN27" generated="2027-05-06T16:20:11+01:00">',
    '  <Contact role="ExamsOfficer" name="Bernadette Okafor" phone="01423 550 218" email="exams@harrowgate.ac.example"/>',
    '  <SecureStorage location="Admin block, room A0.14" lastInspected="2027-03-11" inspectorRef="INSP-27-20417"/>',
  ];
  let current = '';
  for (const paper of papers) {
    if (paper.slot !== current) {
      if (current) lines.push('  </Sitting>');
      const [date, session] = paper.slot.split(' ');
      lines.push(`  <Sitting date="${date}" session="${session}" start="${session === 'AM' ? '09:00' : '13:30'}">`);
      current = paper.slot;
    }
    const sitters = shuffle(random, [...cohort])
      .slice(0, between(random, 14, 70))
      .sort((x, y) => x.no.localeCompare(y.no));
    lines.push(
      `    <Paper code="${paper.code}" level="${paper.level}" title="${paper.title}" duration="PT${oneOf(random, ['1H30M', '2H', '2H', '1H45M'])}" entries="${sitters.length}">`,
    );
    const qp = Math.ceil(sitters.length / 20);
    const range = `S${seal}-S${seal + qp - 1}`;
    if (paper.code === '5405/1') needle = range;
    lines.push(`      <Packets type="QP" count="${qp}" perPacket="20" sealRange="${range}"/>`);
    seal += qp;
    if (/^(5405|5408|4404|4407)/.test(paper.code)) {
      lines.push(`      <Packets type="INSERT" count="${qp}" perPacket="20" sealRange="S${seal}-S${seal + qp - 1}"/>`);
      seal += qp;
    }
    seal += between(random, 1, 40);
    const main = sitters.filter((s) => !s.access);
    const access = sitters.filter((s) => s.access);
    const hall = sitters.length > 40 ? 'Sports Hall' : oneOf(random, ['Room B1.02', 'Room B1.04', 'Library Annexe', 'Drama Studio']);
    lines.push(`      <Room name="${hall}" seats="${main.length}" invigilators="${Math.max(1, Math.ceil(main.length / 30))}">`);
    main.forEach((s, i) =>
      lines.push(
        `        <Seat no="${'ABCDEFGH'[Math.floor(i / 10)]}${pad2((i % 10) + 1)}" candidate="${s.no}" surname="${s.surname.replace("'", '&apos;')}" forename="${s.forename}"/>`,
      ),
    );
    lines.push('      </Room>');
    if (access.length) {
      lines.push(`      <Room name="Learning Support Base" seats="${access.length}" invigilators="${access.length > 1 ? 2 : 1}">`);
      access.forEach((s, i) =>
        lines.push(
          `        <Seat no="L${pad2(i + 1)}" candidate="${s.no}" surname="${s.surname.replace("'", '&apos;')}" forename="${s.forename}" access="${s.access}"/>`,
        ),
      );
      lines.push('      </Room>');
    }
    lines.push('    </Paper>');
  }
  lines.push('  </Sitting>', '</CentreTimetable>');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 137: centre paper timetable',
    "For the A-level Chemistry paper 1 exam on the 2nd of June at Harrowgate, what's the seal number range on the question paper packets?",
    'centre_timetable_export',
    output,
    'seal-range',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------------------

/** c1: the post-results services queue of results day, a fixed-width report with page headers. */
function c1PostResultsQueue(): EconomicsTask {
  const random = seededRandom(137_301);
  const target: Centre = { no: '41207', name: 'WEXLEY PARK SCHOOL' };
  const nearCentre: Centre = { no: '41270', name: 'WEXLEY GRAMMAR SCHOOL' };
  const centres = [
    target,
    nearCentre,
    ...makeCentres(random, 140, [target.no, nearCentre.no]).map((c) => ({ no: c.no, name: c.name.toUpperCase() })),
  ];
  const services = ['1 CLERICAL', '2 REVIEW', '2 REVIEW', '2 REVIEW', '2P PRIORITY', '3 MODERATN', 'ATS COPY'];
  const comps = GCE_SPECS.filter((s) => s.level === 'GCE A').flatMap((s) =>
    s.components.map(([code]) => ({ subject: s.title.toUpperCase(), code })),
  );
  const grades = ['A*', 'A', 'B', 'C', 'D', 'E', 'U'];
  type Row = { minute: number; centre: Centre; cand: string; subject: string; code: string; svc: string; target?: boolean };
  const rows: Row[] = [];
  for (let i = 0; i < 2400; i++) {
    const comp = oneOf(random, comps);
    const centre = oneOf(random, centres);
    const cand = String(between(random, 1, 9_999)).padStart(4, '0');
    if (centre === target && cand === '5531') continue;
    rows.push({ minute: between(random, 0, 160), centre, cand, subject: comp.subject, code: comp.code, svc: oneOf(random, services) });
  }
  rows.push({ minute: 14, centre: target, cand: '5531', subject: 'ECONOMICS', code: '5136/2', svc: '1 CLERICAL' });
  rows.push({ minute: 31, centre: target, cand: '5531', subject: 'ECONOMICS', code: '5136/1', svc: '2 REVIEW' });
  rows.push({ minute: 95, centre: target, cand: '5531', subject: 'ECONOMICS', code: '5136/2', svc: '2 REVIEW', target: true });
  rows.push({ minute: 97, centre: target, cand: '5513', subject: 'ECONOMICS', code: '5136/2', svc: '2 REVIEW' });
  rows.push({ minute: 88, centre: nearCentre, cand: '5531', subject: 'ECONOMICS', code: '5136/2', svc: '2 REVIEW' });
  rows.sort((x, y) => x.minute - y.minute);
  let serial = 17_200;
  let needle = '';
  const gradeOf = (mark: number) => grades[Math.min(6, Math.max(0, 8 - Math.floor(mark / 10)))]!;
  const body = rows.map((r) => {
    serial += between(random, 1, 2);
    const ref = `PRS27-${String(serial).padStart(6, '0')}`;
    if (r.target) needle = ref;
    const logged = `19-AUG-27 ${pad2(8 + Math.floor(r.minute / 60))}:${pad2(r.minute % 60)}`;
    const age = 160 - r.minute;
    const status =
      r.svc === '1 CLERICAL' && age > 60
        ? 'COMPLETE'
        : age > 90
          ? oneOf(random, ['ALLOCATED', 'WITH REVIEWER', 'COMPLETE'])
          : oneOf(random, ['RECEIVED', 'RECEIVED', 'ALLOCATED']);
    const orig = between(random, 18, 92);
    const done = status === 'COMPLETE';
    const change = done && r.svc !== '1 CLERICAL' ? between(random, -2, 6) : done ? oneOf(random, [0, 0, 0, 1]) : 0;
    const gradeOrig = gradeOf(orig);
    const gradeNew = done ? gradeOf(orig + change) : '-';
    return [
      ref.padEnd(14),
      r.centre.no.padEnd(6),
      r.centre.name.slice(0, 30).padEnd(30),
      r.cand.padEnd(5),
      'GCE A'.padEnd(5),
      r.subject.slice(0, 21).padEnd(21),
      r.code.padEnd(8),
      r.svc.padEnd(11),
      logged.padEnd(15),
      status.padEnd(13),
      String(orig).padStart(4),
      (done ? String(orig + change) : '-').padStart(4),
      gradeOrig.padStart(7),
      gradeNew.padStart(6),
    ].join(' ');
  });
  const header = [
    'CASE REF       CENTRE CENTRE NAME                    CAND  QUAL  SUBJECT               COMP     SERVICE     LOGGED          STATUS        ORIG  REV GR-ORIG GR-REV',
    '-------------- ------ ------------------------------ ----- ----- --------------------- -------- ----------- --------------- ------------- ---- ---- ------- ------',
  ];
  const lines: string[] = [];
  const perPage = 56;
  const pages = Math.ceil(body.length / perPage);
  for (let p = 0; p < pages; p++) {
    lines.push(
      `ELLERBY EXAMINATIONS BOARD${' '.repeat(40)}POST-RESULTS SERVICES: CASE QUEUE${' '.repeat(30)}PAGE ${String(p + 1).padStart(4)} OF ${pages}`,
      'SERIES: JUN27   REPORT: PRS-Q01   RUN: 19-AUG-2027 10:42:07   USER: CCOWELL   SELECTION: QUAL=GCE A  STATUS=ALL  SORT=LOGGED',
      '',
      ...header,
      ...body.slice(p * perPage, (p + 1) * perPage),
      '',
    );
  }
  lines.push(`*** END OF REPORT: ${body.length} CASES LISTED ***`);
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 137: post-results queue',
    "A mum rang about her son's A-level Economics paper 2. She doesn't just want the marks added up again, she wants someone to actually look at how it was marked. He's candidate 5531 at Wexley Park. What's the case number for that?",
    'prs_case_queue',
    output,
    'case',
    needle,
  );
}

/** c2: the secure logistics service's log of question paper consignments, logfmt. */
function c2SecureDeliveries(): EconomicsTask {
  const random = seededRandom(137_302);
  const needle = 'D. Penhaligon';
  const target: Centre = { no: '27730', name: 'Tollerton Community School' };
  const centres = [target, ...makeCentres(random, 110, [target.no, target.name])];
  const officer = new Map(centres.map((c) => [c.no, `${chars(random, 'ABCDEFGHJKLMNPRSTW', 1)}. ${oneOf(random, SURNAMES)}`]));
  officer.set(target.no, 'K. Amankwah');
  const groups: [string, string][] = [
    ['GCSE', 'Mathematics'],
    ['GCSE', 'English Language'],
    ['GCSE', 'English Literature'],
    ['GCSE', 'Sciences'],
    ['GCSE', 'Humanities'],
    ['GCSE', 'Modern Languages'],
    ['GCE', 'Mathematics'],
    ['GCE', 'Sciences'],
    ['GCE', 'Humanities'],
    ['GCE', 'English'],
  ];
  type Event = { t: number; line: string };
  const events: Event[] = [];
  const iso = (t: number) => `${new Date(t + 3_600_000).toISOString().slice(0, 19)}+01:00`;
  let consignment = 118_000;
  for (const centre of centres) {
    const mine = groups.filter(([qual]) => qual === 'GCSE' || centre === target || random() < 0.6);
    for (const [qual, subject] of mine) {
      const id = `ELX-C-27-${++consignment}`;
      const isTarget = centre === target && qual === 'GCSE' && subject === 'Mathematics';
      const wave = subject === 'Mathematics' ? 1 : random() < 0.5 ? 0 : 2;
      const day = isTarget ? 3 : between(random, 0, 2) + wave * 3;
      const dispatched = Date.UTC(2027, 4, 1 + day, between(random, 4, 6), pick(random, 60), pick(random, 60));
      const delivered = dispatched + between(random, 3, 8) * 3_600_000 + pick(random, 3_600_000);
      const packs = between(random, 4, 26);
      const carrier = oneOf(random, ['ParcelSecure', 'ParcelSecure', 'Vantage Secure Freight', 'NorthStar Couriers']);
      const base = `svc=secure-logistics consignment=${id} centre=${centre.no}`;
      events.push({
        t: dispatched,
        line: `ts=${iso(dispatched)} level=info ${base} event=consignment.dispatched carrier="${carrier}" depot=EEB-DC-Wakefield qual=${qual} subject="${subject}" packs=${packs}`,
      });
      const scan = dispatched + between(random, 1, 2) * 3_600_000;
      events.push({
        t: scan,
        line: `ts=${iso(scan)} level=info ${base} event=consignment.hub_scan hub="${oneOf(random, ['Leeds', 'Birmingham', 'Bristol', 'Peterborough'])}" packs_scanned=${packs}`,
      });
      const signatory = isTarget
        ? needle
        : random() < 0.85
          ? officer.get(centre.no)!
          : `${chars(random, 'ABCDEFGHJKLMNPRSTW', 1)}. ${oneOf(random, SURNAMES)}`;
      const role = isTarget
        ? 'Site Manager'
        : signatory === officer.get(centre.no)
          ? 'Exams Officer'
          : oneOf(random, ['Deputy Head', 'Business Manager', 'Exams Assistant', 'Receptionist']);
      const make = () =>
        `ts=${iso(delivered)} level=info ${base} centre_name="${centre.name}" event=consignment.delivered qual=${qual} subject="${subject}" packs=${packs} pod_signatory="${signatory}" pod_role="${role}" seals_intact=true photo_ref=POD-${hex(random, 8)}`;
      events.push({ t: delivered, line: isTarget ? make() : clean(make, needle) });
      const stored = delivered + between(random, 5, 90) * 60_000;
      events.push({
        t: stored,
        line: `ts=${iso(stored)} level=info ${base} event=storage.confirmed confirmed_by=centre_portal packs_in_storage=${packs}`,
      });
      if (random() < 0.05) {
        const t = stored + 60_000;
        events.push({
          t,
          line: `ts=${iso(t)} level=debug ${base} event=notify.email template=delivery_receipt to=exams@${centre.no}.centres.example status=queued`,
        });
      }
    }
  }
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.line).join('\n')}\n`;
  return probe(
    'round 137: secure deliveries log',
    "We've got the secure storage audit coming up and I'm pulling the paperwork together for the inspector, so bear with me. Who signed for the box of GCSE maths papers when it got to Tollerton Community School?",
    'secure_logistics_events',
    output,
    'signatory',
    needle,
  );
}

/** c3: special consideration requests of the summer series, CSV. */
function c3SpecialConsideration(): EconomicsTask {
  const random = seededRandom(137_303);
  const target: Centre = { no: '31855', name: "Mereworth Girls' Grammar School" };
  const centres = [target, ...makeCentres(random, 160, [target.no, target.name])];
  const exams: { spec: string; title: string; component: string; date: string; session: string }[] = [
    { spec: '3463', title: 'Physics', component: '3463/1H', date: '2027-06-09', session: 'AM' },
    { spec: '3463', title: 'Physics', component: '3463/1F', date: '2027-06-09', session: 'AM' },
    { spec: '3463', title: 'Physics', component: '3463/2H', date: '2027-06-17', session: 'AM' },
    { spec: '3462', title: 'Chemistry', component: '3462/1H', date: '2027-05-19', session: 'PM' },
    { spec: '3462', title: 'Chemistry', component: '3462/2H', date: '2027-06-11', session: 'AM' },
    { spec: '3461', title: 'Biology', component: '3461/1H', date: '2027-05-13', session: 'AM' },
    { spec: '3461', title: 'Biology', component: '3461/2H', date: '2027-06-07', session: 'AM' },
    { spec: '3300', title: 'Mathematics', component: '3300/1H', date: '2027-05-20', session: 'AM' },
    { spec: '3300', title: 'Mathematics', component: '3300/2H', date: '2027-06-09', session: 'PM' },
    { spec: '3300', title: 'Mathematics', component: '3300/3H', date: '2027-06-16', session: 'AM' },
    { spec: '3700', title: 'English Language', component: '3700/1', date: '2027-05-24', session: 'AM' },
    { spec: '3700', title: 'English Language', component: '3700/2', date: '2027-06-08', session: 'AM' },
    { spec: '3702', title: 'English Literature', component: '3702/1', date: '2027-05-12', session: 'AM' },
    { spec: '3145', title: 'History', component: '3145/1', date: '2027-06-04', session: 'AM' },
    { spec: '3035', title: 'Geography', component: '3035/1', date: '2027-05-17', session: 'PM' },
  ];
  const categories: [string, () => string, number][] = [
    [
      'Illness - before the examination',
      () =>
        oneOf(random, [
          'Migraine on the morning of the exam; sat paper',
          'Covid-like symptoms, sat paper with medication',
          'Stomach virus the night before; sat paper',
          'Hay fever severe on day, sat paper',
        ]),
      3,
    ],
    ['Illness - during the examination', () => `Left exam room unwell ${between(random, 20, 80)} mins into paper, did not return`, 5],
    ['Illness - during the examination', () => `Felt faint ${between(random, 10, 60)} mins in; rest break taken, completed paper`, 3],
    [
      'Bereavement',
      () =>
        oneOf(random, [
          'Death of grandparent within 2 weeks of exam',
          'Death of close family member the week before',
          'Funeral of grandparent on the day before the exam',
        ]),
      5,
    ],
    [
      'Disturbance - during the examination',
      () =>
        oneOf(random, [
          'Fire alarm evacuation, room re-entered after 25 mins',
          'Building works noise throughout second half',
          'Candidate in adjacent seat taken ill, room disrupted',
        ]),
      3,
    ],
    [
      'Injury',
      () =>
        oneOf(random, [
          'Broken wrist (writing hand), scribe arranged at short notice',
          'Sprained writing hand, rest breaks',
          'Concussion from sports fixture 2 days before',
        ]),
      4,
    ],
    [
      'Domestic crisis',
      () =>
        oneOf(random, [
          'Family home flooded week of exam',
          'Parent hospitalised the night before',
          'Police incident at home the evening before',
        ]),
      4,
    ],
    [
      'Other',
      () =>
        oneOf(random, [
          'Late arrival due to rail strike, full time given',
          'Candidate fasting, exam during afternoon',
          'Hearing aid failure during the paper',
        ]),
      1,
    ],
  ];
  const header =
    'request_id,submitted_at,centre_no,centre_name,candidate_no,candidate_name,qualification,spec,component,exam_date,session,category,detail,evidence_held,tariff_pct,status,decided_at';
  const csv = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  type Req = {
    exam: (typeof exams)[number];
    centre: Centre;
    cand: string;
    name: string;
    category: string;
    detail: string;
    tariff: number;
    target?: boolean;
  };
  const reqs: Req[] = [];
  for (let i = 0; i < 2600; i++) {
    const exam = oneOf(random, exams);
    const centre = random() < 0.01 ? target : oneOf(random, centres);
    const [category, detail, tariff] = oneOf(random, categories);
    let text = detail();
    if (centre === target && exam.component.startsWith('3463/1') && category === 'Illness - during the examination')
      text = 'Felt faint 15 mins in; rest break taken, completed paper';
    reqs.push({
      exam,
      centre,
      cand: String(between(random, 1, 9_999)).padStart(4, '0'),
      name: `${oneOf(random, SURNAMES)} ${oneOf(random, FIRST_NAMES)}`,
      category,
      detail: text,
      tariff,
    });
  }
  const physics = exams[0]!;
  reqs.push({
    exam: physics,
    centre: target,
    cand: '0217',
    name: 'Hussain Amira',
    category: 'Illness - during the examination',
    detail: 'Left exam room unwell 47 mins into paper, did not return',
    tariff: 5,
    target: true,
  });
  reqs.push({
    exam: physics,
    centre: target,
    cand: '0264',
    name: 'Clarke Isla',
    category: 'Illness - before the examination',
    detail: 'Migraine on the morning of the exam; sat paper',
    tariff: 3,
  });
  reqs.push({
    exam: exams[4]!,
    centre: target,
    cand: '0219',
    name: 'Grant Maisie',
    category: 'Illness - during the examination',
    detail: 'Left exam room unwell 38 mins into paper, did not return',
    tariff: 5,
  });
  reqs.push({
    exam: exams[8]!,
    centre: target,
    cand: '0301',
    name: 'Osei Phoebe',
    category: 'Illness - during the examination',
    detail: 'Left exam room unwell 62 mins into paper, did not return',
    tariff: 5,
  });
  const submitted = (r: Req) =>
    Date.parse(`${r.exam.date}T${r.exam.session === 'AM' ? '12' : '17'}:00:00Z`) + between(random, 0, 6 * 86_400) * 1000;
  const dated = reqs.map((r) => ({ r, at: r.target ? Date.parse('2027-06-10T09:41:12Z') : submitted(r) })).sort((x, y) => x.at - y.at);
  let serial = 40_000;
  let needle = '';
  const rows = dated.map(({ r, at }) => {
    serial += between(random, 1, 3);
    const id = `SC27-${String(serial).padStart(7, '0')}`;
    if (r.target) needle = id;
    const decided = new Date(at + between(random, 2, 20) * 86_400_000).toISOString().slice(0, 10);
    return [
      id,
      new Date(at + 3_600_000).toISOString().slice(0, 19),
      r.centre.no,
      csv(r.centre.name),
      r.cand,
      csv(r.name.replace(' ', ', ')),
      'GCSE',
      r.exam.spec,
      r.exam.component,
      r.exam.date,
      r.exam.session,
      r.category,
      csv(r.detail),
      random() < 0.9 ? 'Y' : 'N',
      String(r.tariff),
      'APPROVED',
      decided,
    ].join(',');
  });
  const output = `${[header, ...rows].join('\n')}\n`;
  return probe(
    'round 137: special consideration requests',
    "Mereworth Girls' Grammar have been on the phone: one of their students went home poorly partway through her GCSE Physics exam on the ninth of June. What's the reference for her special consideration request?",
    'special_consideration_export',
    output,
    'request',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------------------

/** d1: the register of the series' scan batches, a fixed-width table. */
function d1ScanBatchRegister(): EconomicsTask {
  const random = seededRandom(137_401);
  const sites: [string, number][] = [
    ['Bramley Road', 12],
    ['Kestrel Park', 8],
    ['Wakefield DC', 6],
  ];
  const components = [
    ...GCSE_SPECS.flatMap((s) => gcseComponents(s).map(([code]) => code)),
    ...GCE_SPECS.flatMap((s) => s.components.map(([code]) => code).filter((c) => !c.endsWith('/C'))),
  ];
  const centres = makeCentres(random, 300);
  const rows: string[] = [];
  const count = 4200;
  const odd = Math.floor(count * 0.47) + pick(random, 200);
  let needle = '';
  const seqs = new Map<string, number>();
  let clock = Date.UTC(2027, 4, 12, 6, 0, 0);
  const fmt = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  for (let i = 0; i < count; i++) {
    clock += between(random, 20, 900) * 1000;
    const hour = new Date(clock).getUTCHours();
    if (hour >= 21) clock += (33 - hour) * 3_600_000;
    const [site, stations] = oneOf(random, sites);
    const station = `SCN-${pad2(between(random, 1, stations))}`;
    const day = new Date(clock).toISOString().slice(5, 10).replace('-', '');
    const key = `${day}-${site}-${station}`;
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    const id = `B27-${day}-${site.slice(0, 2).toUpperCase()}${station.slice(4)}-${String(seq).padStart(4, '0')}`;
    if (i === odd) needle = id;
    const component = oneOf(random, components);
    const scripts = between(random, 12, 50);
    const pagesPer = oneOf(random, [16, 20, 24, 28, 32]);
    const closed = clock + scripts * between(random, 9, 15) * 1000;
    rows.push(
      [
        site.padEnd(12),
        station.padEnd(7),
        id.padEnd(21),
        fmt(clock).padEnd(16),
        fmt(closed).padEnd(16),
        component.padEnd(9),
        oneOf(random, centres).no.padEnd(6),
        String(scripts).padStart(7),
        String(scripts * pagesPer - between(random, 0, 3)).padStart(5),
        (i === odd ? '200' : '300').padStart(4),
        'grey8 ',
        'jp2-q80 ',
        `op${between(random, 101, 160)}`,
      ].join('  '),
    );
  }
  const header = [
    'EEB OSM | scan batch register | series JUN27 | all sites | generated 2027-08-19 07:15 BST',
    '',
    'site          station  batch id               opened            closed            component  centre  scripts  pages   dpi  colour  compress  operator',
    '------------  -------  ---------------------  ----------------  ----------------  ---------  ------  -------  -----  ----  ------  --------  --------',
  ];
  const output = `${[...header, ...rows, '', `${rows.length} batches, ${sites.length} sites`].join('\n')}\n`;
  return probe(
    'round 137: scan batch register',
    'Looking at the summer scan batch register, was one batch scanned at a lower resolution than all the rest? Which batch?',
    'osm_scan_batches',
    output,
    'batch',
    needle,
  );
}

/** d2: the on-screen marking progress dashboard of one component, HTML. */
function d2MarkingDashboard(): EconomicsTask {
  const random = seededRandom(137_402);
  const needle = 'Lowri Anstruther';
  const numbers = new Set<string>();
  const examiners: { no: string; name: string }[] = [];
  while (examiners.length < 520) {
    const no = `E${between(random, 10_000, 79_999)}`;
    if (numbers.has(no)) continue;
    numbers.add(no);
    examiners.push({ no, name: person(random) });
  }
  const oddAt = 230 + pick(random, 60);
  examiners[oddAt] = { no: examiners[oddAt]!.no, name: needle };
  const leaders = examiners.slice(0, 26);
  const rows = examiners.map((e, i) => {
    const leader = i < 26;
    const team = leader ? i : pick(random, 26);
    const allocation = leader ? between(random, 140, 220) : between(random, 280, 560);
    const marked = Math.min(allocation, Math.round(allocation * (0.55 + random() * 0.45)));
    const avg = i === oddAt ? '1.9' : (9 + random() * 8).toFixed(1);
    const seeds = between(random, 14, 24);
    const inTol = Math.max(seeds - between(random, 0, 2), 0);
    const active = `2027-06-${pad2(between(random, 27, 30))} ${pad2(between(random, 7, 22))}:${pad2(pick(random, 60))}`;
    return `      <tr data-examiner="${e.no}">
        <td class="num">${e.no}</td>
        <td class="name">${e.name.replace("'", '&#39;')}</td>
        <td>T${pad2(team + 1)}</td>
        <td>${leader ? 'TL' : 'AE'}</td>
        <td class="r">${leader ? '&mdash;' : leaders[team]!.no}</td>
        <td class="r">${allocation}</td>
        <td class="r">${marked}</td>
        <td class="r">${allocation - marked}</td>
        <td class="r">${avg}</td>
        <td class="r">${inTol}/${seeds}</td>
        <td>${active}</td>
      </tr>`;
  });
  const output = `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Marking progress: 3702/2 English Literature Paper 2 (JUN27) | EEB Marking Hub</title>
  <link rel="stylesheet" href="/static/hub.3f9c1a.css">
  <style>
    table.progress { border-collapse: collapse; font: 13px/1.4 system-ui, sans-serif; }
    table.progress th, table.progress td { padding: 3px 8px; border-bottom: 1px solid #e3e6ea; }
    td.r { text-align: right; } td.num { font-family: ui-monospace, monospace; }
  </style>
</head>
<body>
  <header class="hub-header">
    <a class="brand" href="/">Ellerby Examinations Board &middot; Marking Hub</a>
    <nav><a href="/components">Components</a> <a href="/teams">Teams</a> <a href="/seeds">Seeds</a> <a href="/reports">Reports</a></nav>
    <span class="user">Signed in as pe.3702@eeb.example</span>
  </header>
  <main>
    <h1>3702/2 English Literature Paper 2: Modern texts and poetry</h1>
    <p class="meta">Series JUN27 &middot; Snapshot 2027-06-30 23:00 BST &middot; ${examiners.length} examiners &middot; 26 teams &middot; Principal examiner: Dr Helen Marchbank</p>
    <section class="summary">
      <dl><dt>Scripts allocated</dt><dd>${rows.length * 380}</dd><dt>Marking deadline</dt><dd>2027-07-07 12:00</dd><dt>Seed frequency</dt><dd>1 in 20</dd><dt>Tolerance</dt><dd>&plusmn;3 marks</dd></dl>
    </section>
    <table class="progress" id="examiners">
      <thead>
        <tr><th>Examiner</th><th>Name</th><th>Team</th><th>Role</th><th>Team leader</th><th>Allocation</th><th>Marked</th><th>Remaining</th><th>Avg mins / script</th><th>Seeds in tolerance</th><th>Last active</th></tr>
      </thead>
      <tbody>
${rows.join('\n')}
      </tbody>
    </table>
  </main>
  <footer>Marking Hub 12.4.0 &middot; data refreshes hourly &middot; <a href="/export?component=3702/2&amp;format=csv">Export CSV</a></footer>
</body>
</html>
`;
  return probe(
    'round 137: marking progress dashboard',
    'On the English Lit paper 2 marking dashboard, is anyone getting through their scripts ridiculously quickly compared with everyone else? Who?',
    'marking_hub_progress_page',
    output,
    'fast-marker',
    needle,
  );
}

/** d3: the centre configuration service's dump of every centre, INI. */
function d3CentreConfig(): EconomicsTask {
  const random = seededRandom(137_403);
  const centres = makeCentres(random, 520).sort((x, y) => x.no.localeCompare(y.no));
  const oddAt = 240 + pick(random, 40);
  const needle = centres[oddAt]!.name;
  const regions = ['north-east', 'north-west', 'yorkshire', 'east-midlands', 'west-midlands', 'east', 'london', 'south-east', 'south-west'];
  const vendors: [string, string[]][] = [
    ['SIMS', ['7.221', '7.224', '7.226']],
    ['Arbor', ['2027.4', '2027.5']],
    ['Bromcom', ['26.3.1', '26.4.0']],
    ['Progresso', ['5.12']],
  ];
  const sections = centres.map((c, i) => {
    const [vendor, versions] = oneOf(random, vendors);
    const year = oneOf(random, [2026, 2027]);
    const inspected = `${year}-${pad2(between(random, 1, year === 2027 ? 7 : 12))}-${pad2(between(random, 1, 28))}`;
    return [
      `[centre.${c.no}]`,
      `name = ${c.name}`,
      `type = ${c.name.includes('College') ? 'fe-college' : c.name.includes('Academy') ? 'academy' : oneOf(random, ['maintained', 'independent', 'academy'])}`,
      `region = ${oneOf(random, regions)}`,
      `cms_vendor = ${vendor}`,
      `cms_version = ${oneOf(random, versions)}`,
      `edi_mailbox = EEB-A2C-${c.no}`,
      `secure_storage_inspected = ${inspected}`,
      `invigilation_ratio = ${i === oddAt ? '1:60' : '1:30'}`,
      `max_hall_capacity = ${oneOf(random, [120, 150, 180, 200, 240, 300])}`,
      `separate_rooms = ${between(random, 1, 8)}`,
      `results_channels = ${oneOf(random, ['a2c,portal', 'a2c,portal', 'portal', 'a2c,portal,sftp'])}`,
      `private_candidates = ${random() < 0.2 ? 'true' : 'false'}`,
      `gcse = true`,
      `gce = ${c.name.includes('Sixth Form') || random() < 0.6 ? 'true' : 'false'}`,
      `exams_officer = ${person(random)}`,
      `head_of_centre = ${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Dr'])} ${oneOf(random, SURNAMES)}`,
      '',
    ].join('\n');
  });
  const output = `; Ellerby Examinations Board: centre configuration export
; generated 2027-08-19T07:30:02+01:00 by cfgsvc 3.2.1 (read-only replica)
; ${centres.length} centres, series JUN27

[defaults]
series = JUN27
timezone = Europe/London
edi_format = A2C-1.9

${sections.join('\n')}`;
  return probe(
    'round 137: centre configuration dump',
    'One centre looks like it has been set up with half as many invigilators per candidate as every other centre. Which centre is that?',
    'centre_config_dump',
    output,
    'centre',
    needle,
  );
}

export function roundOneHundredThirtySeven(): EconomicsTask[] {
  return [
    a1EntriesExport(),
    a2ScanManifest(),
    a3ResultsPublish(),
    b1GradeBoundaries(),
    b2Standardisation(),
    b3CentreTimetable(),
    c1PostResultsQueue(),
    c2SecureDeliveries(),
    c3SpecialConsideration(),
    d1ScanBatchRegister(),
    d2MarkingDashboard(),
    d3CentreConfig(),
  ];
}
