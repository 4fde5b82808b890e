/**
 * Probe round 151, written blind: Brightwater Opticians, a made-up chain of high-street opticians (eye test and patient records, OCT scanner and autorefractor exports, lens lab orders, frame stock, recall letters, NHS voucher claims, contact lens subscriptions). "Today" is Friday, 18 May 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - oct export (minified JSON of a week's OCT scans): the accession number of one patient's left macula scan on Tuesday;
 *  - lens lab orders (one-line SOAP XML from the lab): the lab's job number for one patient's varifocals with one coating;
 *  - recall batches (CSV whose recipients field is huge in Monday's run): the letter reference one patient was sent;
 * b. The answer a few lines away from the line the question's words match:
 *  - patient records (YAML): the NHS number of the older of two patients of the same name;
 *  - frame stock (pretty JSON): the stock ticket of one frame, model, colour and size, at one branch;
 *  - equipment register (INI): the serial number of one branch's field analyser;
 * c. A question that paraphrases the output or carries a preamble:
 *  - GOS claims status (fixed-width report): the claim reference of a rejected 60+ sight test claim sent on one day;
 *  - contact lens subscriptions (psql table): the subscription of a 90-day daily toric whose last charge was declined;
 *  - referral register (HTML): the referral number of a same-day nAMD referral from one practice last week;
 * d. One value unlike its peers, with no error word near it:
 *  - autorefractor imports (key=value log): the exam whose vertex distance differs from every other reading;
 *  - print server page log (CUPS page_log): the recall letter that printed far more pages than the rest;
 *  - clinic diary (iCalendar): the patient whose booking runs far longer than any other appointment.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=151
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,777,542 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 151: oct export, long line
 *     codex: 15,005 tokens, peak 14,932, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,373 tokens, peak 7,394, 0/1 needles, 4 read-backs
 *     ours: 6,929 tokens, peak 3,106, 1/1 needles, 2 read-backs
 *   round 151: lens lab orders, long line
 *     codex: 7,510 tokens, peak 7,424, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,870 tokens, peak 3,953, 0/1 needles, 4 read-backs
 *     ours: 2,832 tokens, peak 1,190, 1/1 needles, 2 read-backs
 *   round 151: recall batches, long line
 *     codex: 18,060 tokens, peak 17,970, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,097 tokens, peak 6,022, 0/1 needles, 4 read-backs
 *     ours: 10,328 tokens, peak 5,138, 1/1 needles, 3 read-backs
 *   round 151: patient records, nearby line
 *     codex: 15,062 tokens, peak 14,981, 0/1 needles, 0 read-backs
 *     context-chef: 756 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,105 tokens, peak 1,724, 1/1 needles, 1 read-backs
 *     ours: 8,949 tokens, peak 4,949, 1/1 needles, 2 read-backs
 *   round 151: frame stock, nearby line
 *     codex: 12,111 tokens, peak 12,031, 0/1 needles, 0 read-backs
 *     context-chef: 664 tokens, peak 584, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,635 tokens, peak 6,821, 0/1 needles, 4 read-backs
 *     ours: 22,964 tokens, peak 8,518, 0/1 needles, 4 read-backs
 *   round 151: equipment register, nearby line
 *     codex: 16,090 tokens, peak 16,007, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 696, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,232 tokens, peak 1,717, 1/1 needles, 2 read-backs
 *     ours: 3,216 tokens, peak 1,472, 1/1 needles, 2 read-backs
 *   round 151: gos claims, paraphrase
 *     codex: 15,807 tokens, peak 15,714, 0/1 needles, 0 read-backs
 *     context-chef: 605 tokens, peak 512, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,678 tokens, peak 1,383, 0/1 needles, 2 read-backs
 *     ours: 1,947 tokens, peak 948, 0/1 needles, 1 read-backs
 *   round 151: lens subscriptions, paraphrase
 *     codex: 15,442 tokens, peak 15,334, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 657, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,357 tokens, peak 2,758, 0/1 needles, 2 read-backs
 *     ours: 4,909 tokens, peak 2,872, 0/1 needles, 2 read-backs
 *   round 151: referral register, paraphrase
 *     codex: 14,983 tokens, peak 14,879, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,972 tokens, peak 1,293, 0/1 needles, 4 read-backs
 *     ours: 4,240 tokens, peak 901, 0/1 needles, 4 read-backs
 *   round 151: autorefractor log, odd one out
 *     codex: 17,735 tokens, peak 17,646, 0/1 needles, 0 read-backs
 *     context-chef: 869 tokens, peak 780, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,757 tokens, peak 1,467, 0/1 needles, 4 read-backs
 *     ours: 4,799 tokens, peak 1,027, 1/1 needles, 4 read-backs
 *   round 151: print page log, odd one out
 *     codex: 16,869 tokens, peak 16,783, 0/1 needles, 0 read-backs
 *     context-chef: 827 tokens, peak 741, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,511 tokens, peak 4,619, 0/1 needles, 4 read-backs
 *     ours: 10,329 tokens, peak 4,794, 1/1 needles, 4 read-backs
 *   round 151: clinic diary, odd one out
 *     codex: 13,566 tokens, peak 13,479, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,090 tokens, peak 3,023, 0/1 needles, 4 read-backs
 *     ours: 8,981 tokens, peak 3,357, 0/1 needles, 4 read-backs
 *     codex: 178,240 tokens, 0/12 needles
 *     context-chef: 9,051 tokens, 0/12 needles
 *     context-chef-store: 113,677 tokens, 2/12 needles
 *     ours: 90,423 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared data of the chain: branches, names, dates.

interface Branch {
  readonly code: string;
  readonly name: string;
  /** The postcode district the branch's patients mostly live in. */
  readonly area: string;
}

const BRANCHES: readonly Branch[] = [
  { code: 'BRP', name: 'Bridport', area: 'DT6' },
  { code: 'CLI', name: 'Clitheroe', area: 'BB7' },
  { code: 'FRO', name: 'Frome', area: 'BA11' },
  { code: 'HEX', name: 'Hexham', area: 'NE46' },
  { code: 'HGT', name: 'Harrogate', area: 'HG1' },
  { code: 'ILK', name: 'Ilkley', area: 'LS29' },
  { code: 'KEN', name: 'Kendal', area: 'LA9' },
  { code: 'KES', name: 'Keswick', area: 'CA12' },
  { code: 'KNA', name: 'Knaresborough', area: 'HG5' },
  { code: 'LUD', name: 'Ludlow', area: 'SY8' },
  { code: 'MAL', name: 'Malton', area: 'YO17' },
  { code: 'OTL', name: 'Otley', area: 'LS21' },
  { code: 'PEN', name: 'Penrith', area: 'CA11' },
  { code: 'RIP', name: 'Ripon', area: 'HG4' },
  { code: 'SET', name: 'Settle', area: 'BD24' },
  { code: 'SKP', name: 'Skipton', area: 'BD23' },
  { code: 'TAV', name: 'Tavistock', area: 'PL19' },
  { code: 'THI', name: 'Thirsk', area: 'YO7' },
  { code: 'WEL', name: 'Wells', area: 'BA5' },
  { code: 'WHI', name: 'Whitby', area: 'YO21' },
];

const branchOf = (code: string): Branch => BRANCHES.find((b) => b.code === code)!;

const FEMALE = (
  'Dorothy Eileen Kathleen Margaret Joan Susan Janet Patricia Linda Carol Helen Sarah Emma Rachel Priya Aisha ' +
  'Sophie Chloe Olivia Amelia Freya Isla Ruth Brenda Gillian Pauline Wendy Maureen Shirley Hazel Nadia Fatima ' +
  'Jasmine Lucy Hannah Megan Zoe Beth Anne Valerie Glenys Sandra Marjorie Irene Joyce Evie Poppy Agnieszka ' +
  'Siobhan Rhiannon'
).split(' ');
const MALE = (
  'Gareth Alan Brian David John Peter Michael Stephen Graham Keith Trevor Colin Derek Ian Neil Mark Paul Simon ' +
  'Andrew Richard James Thomas Oliver Harry Jack George Noah Leo Arjun Imran Tariq Owen Rhys Callum Liam Dylan ' +
  'Adam Sam Ben Joe Kenneth Roy Dennis Malcolm Geoffrey Ronald Tomasz Declan Hamish Wilfred'
).split(' ');
const SURNAMES = (
  'Haines Sutcliffe Ashworth Pritchard Holroyd Ackroyd Barker Thwaite Metcalfe Moorhouse Greenwood Lister ' +
  'Hargreaves Pickles Crabtree Whiteley Dawson Brook Shaw Walker Wood Robinson Clarke Wright Hughes Evans Jones ' +
  'Davies Thomas Roberts Lewis Morgan Price Khan Hussain Patel Begum Ahmed Singh Kaur Nowak Kowalski Murphy Kelly ' +
  'Campbell Stewart Fletcher Naylor Booth Pearson Atkinson Bentley Dobson Foster Gill Hirst Jagger Kershaw Lumb ' +
  'Midgley Nutter Oldroyd Priestley Rhodes Sykes Taylor Uttley Varley Womersley Yates Ashby Haynes Prichard ' +
  'Carter Ellis Bell Graham Dixon Harrison Ward'
).split(' ');

interface Person {
  readonly sex: 'F' | 'M';
  readonly title: string;
  readonly first: string;
  readonly last: string;
  /** yyyy-mm-dd */
  readonly dob: string;
}

/** A patient, never one of `avoid` surnames (those the task plants by hand). */
function person(random: () => number, avoid: readonly string[] = [], minYear = 1932, maxYear = 2022): Person {
  const sex = random() < 0.55 ? 'F' : 'M';
  let last = oneOf(random, SURNAMES);
  while (avoid.includes(last)) last = oneOf(random, SURNAMES);
  const year = between(random, minYear, maxYear);
  const dob = `${year}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const child = year > 2011;
  const title = sex === 'M' ? (child ? 'Master' : 'Mr') : child ? 'Miss' : oneOf(random, ['Mrs', 'Mrs', 'Ms', 'Miss', 'Dr']);
  return { sex, title, first: oneOf(random, sex === 'F' ? FEMALE : MALE), last, dob };
}

const DAY_MS = 86_400_000;
/** `iso` (yyyy-mm-dd) plus `days`. */
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** 0 for Sunday. */
const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** Opening days (Monday to Saturday) from `from` to `to`, both included. */
function openDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (weekday(d) !== 0) days.push(d);
  return days;
}
const dmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const compact = (iso: string): string => iso.replace(/-/g, '');
/** hh:mm:ss of `seconds` after midnight. */
const clock = (seconds: number): string =>
  `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(Math.floor(seconds % 60))}`;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
/** A dioptre power with its sign, to the quarter. */
const dioptre = (quarters: number): string => `${quarters >= 0 ? '+' : '-'}${Math.abs(quarters / 4).toFixed(2)}`;
/** A postcode in `area`. */
const postcode = (random: () => number, area: string): string =>
  `${area} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
/** Unique codes from `make`. */
function uniqueCodes(make: () => string): () => string {
  const used = new Set<string>();
  return () => {
    let code = make();
    while (used.has(code)) code = make();
    used.add(code);
    return code;
  };
}
const REF = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the OCT scanners' export of the week, minified JSON on one line. */
function a1OctExport(): EconomicsTask {
  const random = seededRandom(151_101);
  const days = ['2029-05-12', '2029-05-14', '2029-05-15', '2029-05-16', '2029-05-17'];
  const sites = ['HGT', 'KNA', 'RIP', 'ILK', 'OTL', 'SKP'];
  const operators = ['hrobinson', 'jwhitfield', 'sbegum', 'tnaylor', 'mkershaw', 'lpriestley', 'rcrabtree', 'afoster'];
  const reviewers = ['A.RAHMAN', 'J.WHITFIELD', 'P.OLDROYD', 'S.KAUR', 'D.METCALFE'];
  const devices = new Map(
    sites.map((s) => [
      s,
      {
        manufacturer: 'TOPCON',
        model: oneOf(random, ['Maestro2', 'Maestro2', 'Triton plus']),
        serialNumber: String(between(random, 1_000_000, 9_999_999)),
        softwareVersion: oneOf(random, ['1.31.2', '1.32.0']),
      },
    ]),
  );
  type Kind = 'macula' | 'disc' | 'wide';
  interface Session {
    site: string;
    day: string;
    start: number;
    patientId: string;
    name: string;
    birthDate: string;
    sex: string;
    scans: { lat: 'R' | 'L'; kind: Kind; quality?: number }[];
    target?: boolean;
  }
  const sessions: Session[] = [];
  const ids = uniqueCodes(() => pad(between(random, 1, 19999), 6));
  const planted = ['Haines', 'Haynes'];
  const plan = (p: Person, site: string, day: string, start: number, scans: Session['scans'], target = false): Session => ({
    site,
    day,
    start,
    patientId: `BW-${site}-${ids()}`,
    name: `${p.last.toUpperCase()}^${p.first.toUpperCase()}`,
    birthDate: compact(p.dob),
    sex: p.sex,
    scans,
    target,
  });
  for (const day of days)
    for (const site of sites) {
      const count = between(random, 7, 13);
      for (let i = 0; i < count; i++) {
        const p = person(random, planted, 1930, 2015);
        const both = (kind: Kind): Session['scans'] => [
          { lat: 'R', kind },
          { lat: 'L', kind },
        ];
        const roll = random();
        const scans = roll < 0.55 ? both('macula') : roll < 0.85 ? [...both('macula'), ...both('disc')] : both('wide');
        sessions.push(plan(p, site, day, between(random, 9 * 3600, 17 * 3600), scans));
      }
    }
  const dorothy: Person = { sex: 'F', title: 'Mrs', first: 'Dorothy', last: 'Haines', dob: '1947-03-12' };
  const haines = plan(dorothy, 'HGT', '2029-05-15', 12 * 3600 + 14 * 60, [
    { lat: 'R', kind: 'macula' },
    { lat: 'L', kind: 'macula' },
    { lat: 'R', kind: 'disc' },
    { lat: 'L', kind: 'disc' },
  ]);
  haines.target = true;
  sessions.push(
    haines,
    {
      ...haines,
      day: '2029-05-12',
      start: 10 * 3600 + 41 * 60,
      target: false,
      scans: [
        { lat: 'R', kind: 'macula', quality: 31 },
        { lat: 'L', kind: 'macula', quality: 24 },
      ],
    },
    plan({ ...dorothy, last: 'Haynes', dob: '1952-11-02' }, 'RIP', '2029-05-15', 11 * 3600 + 5 * 60, [
      { lat: 'R', kind: 'macula' },
      { lat: 'L', kind: 'macula' },
    ]),
    plan({ ...dorothy, first: 'Margaret', dob: '1944-06-30' }, 'HGT', '2029-05-16', 14 * 3600 + 50 * 60, [
      { lat: 'R', kind: 'macula' },
      { lat: 'L', kind: 'macula' },
    ]),
  );
  const protocols: Record<Kind, string> = {
    macula: '3D Macula 7.0x7.0 512x128',
    disc: '3D Disc 6.0x6.0 512x128',
    wide: '3D Wide 12.0x9.0 512x256',
  };
  const macula = () => {
    const cst = between(random, 218, 318);
    const cubeAvg = between(random, 2580, 3020) / 10;
    return {
      cstUm: cst,
      centralMinUm: cst - between(random, 12, 40),
      cubeAvgUm: cubeAvg,
      cubeVolMm3: Number(((cubeAvg * 36) / 1000).toFixed(2)),
      etdrsGridUm: Array.from({ length: 9 }, (_, i) => (i === 0 ? cst : between(random, 255, 345))),
    };
  };
  const disc = () => {
    const quadrants = { T: between(random, 52, 88), S: between(random, 95, 140), N: between(random, 55, 90), I: between(random, 100, 150) };
    return {
      rnflAvgUm: Math.round((quadrants.T + quadrants.S + quadrants.N + quadrants.I) / 4),
      rnflQuadrantsUm: quadrants,
      cdrVertical: between(random, 18, 78) / 100,
      rimAreaMm2: between(random, 90, 190) / 100,
      discAreaMm2: between(random, 160, 260) / 100,
    };
  };
  sessions.sort((x, y) => x.day.localeCompare(y.day) || x.site.localeCompare(y.site) || x.start - y.start);
  const seq = new Map<string, number>();
  let needle = '';
  const scans: { at: string; scan: Record<string, unknown> }[] = [];
  for (const s of sessions) {
    const device = devices.get(s.site)!;
    const operator = oneOf(random, operators);
    s.scans.forEach((sc, i) => {
      const key = `${s.site}-${s.day}`;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      const accession = `OCT-${s.site}-${compact(s.day)}-${pad(n, 4)}`;
      if (s.target && sc.lat === 'L' && sc.kind === 'macula') needle = accession;
      const time = clock(s.start + i * between(random, 70, 140));
      const at = `${s.day}T${time}`;
      const quality = sc.quality ?? between(random, 48, 78);
      const file = `${s.patientId}_${compact(s.day)}_${time.replace(/:/g, '')}_${sc.lat}.pdf`;
      scans.push({
        at,
        scan: {
          accessionNumber: accession,
          studyInstanceUid: `1.2.392.200106.1651.6.2.${device.serialNumber}.${compact(s.day)}${time.replace(/:/g, '')}.${n}`,
          site: s.site,
          device,
          patient: { patientId: s.patientId, name: s.name, birthDate: s.birthDate, sex: s.sex },
          acquisitionDateTime: at,
          laterality: sc.lat,
          protocol: protocols[sc.kind],
          fixation: sc.kind === 'disc' ? 'Disc' : 'Center',
          imageQuality: quality,
          operator,
          analysis: sc.kind === 'macula' ? macula() : sc.kind === 'disc' ? disc() : { ...macula(), ...disc() },
          report: {
            status: quality < 35 ? 'REPEAT_ADVISED' : oneOf(random, ['SIGNED', 'SIGNED', 'SIGNED', 'PENDING_REVIEW']),
            reviewedBy: quality < 35 ? null : oneOf(random, reviewers),
            pdf: `\\\\oct-nas01\\exports\\${s.site}\\${compact(s.day)}\\${file}`,
          },
        },
      });
    });
  }
  scans.sort((x, y) => x.at.localeCompare(y.at));
  const output = JSON.stringify({
    export: {
      system: 'Topcon Harmony 5.2 REST',
      generated: '2029-05-18T07:02:11Z',
      query: { site: '*', from: '2029-05-12', to: '2029-05-17', modality: 'OPT' },
      count: scans.length,
    },
    scans: scans.map((s) => s.scan),
  });
  return probe(
    'round 151: oct export, long line',
    "What's the accession number on Dorothy Haines's left eye macula scan from Harrogate on Tuesday?",
    'oct_export',
    output,
    'haines-left-macula',
    needle,
    true,
  );
}

/** a2: the lens lab's order status web service, a SOAP response on one line. */
function a2LabOrders(): EconomicsTask {
  const random = seededRandom(151_102);
  const days = openDays('2029-04-30', '2029-05-17');
  const jobNo = uniqueCodes(() => `NL29${between(random, 10_000, 99_999)}`);
  const practiceRef = uniqueCodes(() => String(between(random, 10_000, 99_999)));
  const designs = {
    PROGRESSIVE: [
      'Varilux Comfort Max',
      'Varilux X series',
      'Hoya iD MyStyle V+',
      'Zeiss SmartLife Progressive',
      'Northlens Precision PAL',
    ],
    SINGLE_VISION: ['Hoya Nulux', 'Zeiss SmartLife Single Vision', 'Eyezen Start', 'Northlens Stock SV', 'Northlens Digital SV'],
    OCCUPATIONAL: ['Hoya Workstyle V+', 'Zeiss Officelens Plus', 'Varilux Digitime Mid'],
    BIFOCAL: ['Northlens D28 Bifocal', 'Northlens Executive Bifocal'],
  } as const;
  const coatings = [
    'Crizal Sapphire HR',
    'Crizal Rock',
    'Crizal Prevencia',
    'Hoya Hi-Vision LongLife',
    'Zeiss DuraVision Platinum UV',
    'Northlens Clear MAR',
    'Hard coat only',
  ];
  const materials = [
    ['1.50', 'CR-39 1.50'],
    ['1.59', 'Polycarbonate 1.59'],
    ['1.60', 'Orma 1.60'],
    ['1.67', 'Stylis 1.67'],
    ['1.74', 'Lineis 1.74'],
  ] as const;
  const frames = [
    'Lindberg Strip 9704',
    'Ray-Ban RB5154 51',
    'Tom Ford FT5401 52',
    'Brightwater Aire 204 50',
    'Silhouette 5500 54',
    'Oakley OX8046 55',
    'Brightwater Kids K12 46',
    'Moscot Lemtosh 49',
  ];
  const statuses = [
    ['RECD', 'Received'],
    ['SURF', 'Surfacing'],
    ['COAT', 'In coating'],
    ['GLAZ', 'Glazing'],
    ['QC', 'Final inspection'],
    ['DESP', 'Despatched'],
  ] as const;
  interface Order {
    at: string;
    branch: string;
    surname: string;
    forename: string;
    type: keyof typeof designs;
    design: string;
    coating: string;
    tint: string;
  }
  const order = (o: Order): string => {
    const material = oneOf(random, materials);
    const stage = o.at < '2029-05-08' ? 5 : o.at < '2029-05-14' ? between(random, 2, 5) : between(random, 0, 3);
    const [code, label] = statuses[stage]!;
    const sph = between(random, -24, 16);
    const cyl = -between(random, 1, 10);
    const add = o.type === 'SINGLE_VISION' ? '' : ` add="${dioptre(between(random, 3, 12))}"`;
    const eye = (side: string) =>
      `<Eye side="${side}" sph="${dioptre(sph + between(random, -2, 2))}" cyl="${dioptre(cyl)}" axis="${between(random, 1, 180)}"${add}/>`;
    const pd = () => (between(random, 58, 70) / 2).toFixed(1);
    const height =
      o.type === 'SINGLE_VISION'
        ? ''
        : `<Height side="R">${between(random, 17, 24)}</Height><Height side="L">${between(random, 17, 24)}</Height>`;
    const promised = addDays(o.at.slice(0, 10), between(random, 6, 12));
    const despatch =
      code === 'DESP'
        ? `<Despatch><Date>${[addDays(o.at.slice(0, 10), between(random, 4, 7)), '2029-05-17'].sort()[0]!}</Date><Carrier>DPD</Carrier><Consignment>1550${between(random, 1_000_000, 9_999_999)}</Consignment></Despatch>`
        : '<Despatch/>';
    return (
      `<Order><LabJobNo>${jobNo()}</LabJobNo><AccountNo>BW0071</AccountNo><PracticeRef>${o.branch}-${practiceRef()}</PracticeRef>` +
      `<Branch>${branchOf(o.branch).name}</Branch><Patient><Surname>${o.surname.toUpperCase()}</Surname><Forename>${o.forename.toUpperCase()}</Forename></Patient>` +
      `<Received>${o.at}</Received><LensType>${o.type}</LensType><Design>${o.design}</Design>` +
      `<Material index="${material[0]}">${material[1]}</Material><Treatments><Coating>${o.coating}</Coating>${o.tint ? `<Tint>${o.tint}</Tint>` : '<Tint/>'}</Treatments>` +
      `<Rx>${eye('R')}${eye('L')}</Rx><Centration><PD side="R">${pd()}</PD><PD side="L">${pd()}</PD>${height}</Centration>` +
      `<Frame supply="${oneOf(random, ['ENCLOSED', 'ENCLOSED', 'TRACE_ONLY'])}" type="${oneOf(random, ['FULL_RIM', 'FULL_RIM', 'SUPRA', 'RIMLESS'])}"><Model>${oneOf(random, frames)}</Model>` +
      `<A>${between(random, 460, 560) / 10}</A><B>${between(random, 300, 440) / 10}</B><DBL>${between(random, 150, 220) / 10}</DBL></Frame>` +
      `<Status code="${code}">${label}</Status><Promised>${promised}</Promised>${despatch}</Order>`
    );
  };
  const planted = ['Pritchard', 'Prichard'];
  const orders: Order[] = [];
  for (let i = 0; i < 560; i++) {
    const p = person(random, planted, 1935, 2018);
    const roll = random();
    const type: keyof typeof designs =
      roll < 0.5 ? 'SINGLE_VISION' : roll < 0.85 ? 'PROGRESSIVE' : roll < 0.95 ? 'OCCUPATIONAL' : 'BIFOCAL';
    const at = `${oneOf(random, days)}T${clock(between(random, 8 * 3600, 18 * 3600))}`;
    const tint = random() < 0.08 ? oneOf(random, ['G15 85%', 'Brown 75%', 'Grey 85%', 'Transitions Gen S Grey']) : '';
    orders.push({
      at,
      branch: oneOf(random, BRANCHES).code,
      surname: p.last,
      forename: p.first,
      type,
      design: oneOf(random, designs[type]),
      coating: oneOf(random, coatings),
      tint,
    });
  }
  const gareth = { branch: 'KEN', surname: 'Pritchard', forename: 'Gareth' };
  const target: Order = {
    ...gareth,
    at: '2029-05-09T11:02:41',
    type: 'PROGRESSIVE',
    design: 'Varilux Comfort Max',
    coating: 'Crizal Sapphire HR',
    tint: '',
  };
  orders.push(
    target,
    {
      ...gareth,
      at: '2029-05-09T11:09:17',
      type: 'SINGLE_VISION',
      design: 'Zeiss SmartLife Single Vision',
      coating: 'Crizal Sun UV',
      tint: 'G15 85%',
    },
    { ...target, forename: 'Glenys', at: '2029-05-09T11:20:03', coating: 'Crizal Rock' },
    { ...target, surname: 'Prichard', branch: 'PEN', at: '2029-05-11T15:47:10', design: 'Varilux X series' },
  );
  orders.sort((x, y) => x.at.localeCompare(y.at));
  const xml = orders.map((o) => [o, order(o)] as const);
  const targetXml = xml.find(([o]) => o === target)![1];
  const needle = /<LabJobNo>(\w+)<\/LabJobNo>/.exec(targetXml)![1]!;
  const output =
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    '<GetOrderStatusResponse xmlns="urn:northlens:rxlab:orders:v3"><Account>BW0071</Account><Customer>Brightwater Opticians Ltd</Customer>' +
    `<From>2029-04-30</From><To>2029-05-18</To><Orders count="${orders.length}">${xml.map(([, x]) => x).join('')}</Orders>` +
    '</GetOrderStatusResponse></soap:Body></soap:Envelope>\n';
  return probe(
    'round 151: lens lab orders, long line',
    "What job number did the lab give Gareth Pritchard's varifocals from Kendal, the pair with the Crizal Sapphire coating?",
    'lab_orders_status',
    output,
    'pritchard-varifocals',
    needle,
    true,
  );
}

/** a3: the recall system's batch export, a CSV whose recipients field is huge for Monday's all-branch run. */
function a3RecallBatches(): EconomicsTask {
  const random = seededRandom(151_103);
  const letterRef = uniqueCodes(() => `LTR-${chars(random, REF, 6)}`);
  const patientNo = uniqueCodes(() => pad(between(random, 1, 29_999), 6));
  const planted = ['Ashworth', 'Ashby'];
  interface Recipient {
    id: string;
    name: string;
    postcode: string;
  }
  const recipient = (b: Branch, avoid = planted): Recipient => {
    const p = person(random, avoid);
    return { id: `BW-${b.code}-${patientNo()}`, name: `${p.title} ${p.first} ${p.last}`, postcode: postcode(random, b.area) };
  };
  const entry = (
    r: Recipient,
    status: string,
    ref = letterRef(),
    channel = oneOf(random, ['post', 'post', 'post', 'email', 'sms']),
  ): string => {
    return `${r.id}|${r.name}|${r.postcode}|${ref}|${channel}|${channel === 'post' ? status : status === 'printed' ? 'sent' : status === 'returned' ? 'bounced' : status}`;
  };
  const types = [
    ['CL_AFTERCARE', 'CLA_v4 (letter)'],
    ['DIABETIC_ANNUAL', 'DIA_v2 (letter + leaflet)'],
    ['U16_ANNUAL', 'U16_v3 (letter to parent/guardian)'],
    ['GLAUCOMA_FH', 'GFH_v2 (letter)'],
    ['SIGHT_TEST_DUE', 'ST_DUE_v7 (letter)'],
    ['DOMICILIARY', 'DOM_v1 (letter to carer)'],
  ] as const;
  const staff = ['svc-recall', 'svc-recall', 'l.priestley', 'h.robinson', 's.begum', 'k.naylor'];
  const rows: string[] = [];
  const header = 'batch_id,run_date,branch,recall_type,template,status,letters,run_by,recipients';
  let batch = 40_211;
  const row = (day: string, branch: string, type: string, template: string, entries: string[]) => {
    const status = day < '2029-05-18' ? 'COMPLETE' : 'SCHEDULED';
    return `RB-${batch++},${day},${branch},${type},"${template}",${status},${entries.length},${day < '2029-05-18' ? oneOf(random, staff) : 'svc-recall'},"${entries.join(';')}"`;
  };
  // Monday's all-branch run, in postcode order (mailsort); Kathleen Ashworth lives at the middle one's address.
  const big: Recipient[] = [];
  for (let i = 0; i < 2500; i++) big.push(recipient(oneOf(random, BRANCHES)));
  big.sort((x, y) => x.postcode.localeCompare(y.postcode));
  const middle = big[Math.floor(big.length / 2)]!;
  const home = BRANCHES.find((b) => middle.postcode.startsWith(`${b.area} `))!;
  const kathleen: Recipient = { id: `BW-${home.code}-${patientNo()}`, name: 'Mrs Kathleen Ashworth', postcode: middle.postcode };
  const kenneth: Recipient = { ...kathleen, id: `BW-${home.code}-${patientNo()}`, name: 'Mr Kenneth Ashworth' };
  big.push({ ...recipient(home), name: 'Mrs Kathryn Ashby' });
  big.sort((x, y) => x.postcode.localeCompare(y.postcode));
  const household = big.indexOf(middle) + 1;
  const needle = letterRef();
  for (const day of openDays('2029-04-16', '2029-06-08')) {
    const status = day < '2029-05-18' ? 'printed' : 'queued';
    if (day === '2029-05-14') {
      const entries = big.map((r) => entry(r, oneOf(random, ['printed', 'printed', 'printed', 'printed', 'returned'])));
      entries.splice(household, 0, entry(kenneth, 'printed'), entry(kathleen, 'printed', needle, 'post'));
      rows.push(row(day, 'ALL', 'SIGHT_TEST_DUE', 'ST_DUE_v7 (letter)', entries));
      continue;
    }
    for (let k = between(random, 1, 3); k > 0; k--) {
      const b = oneOf(random, BRANCHES);
      const [type, template] = oneOf(random, types.slice(0, 4));
      const entries = Array.from({ length: between(random, 12, 45) }, () => entry(recipient(b), status));
      rows.push(row(day, b.code, type, template, entries));
    }
    if (day === '2029-04-24') {
      // Her contact lens aftercare letter of April: the same patient, another letter.
      const entries = Array.from({ length: between(random, 12, 45) }, () => entry(recipient(home), status));
      entries.splice(between(random, 0, entries.length), 0, entry(kathleen, status));
      rows.push(row(day, home.code, 'CL_AFTERCARE', 'CLA_v4 (letter)', entries));
    }
  }
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 151: recall batches, long line',
    "Kathleen Ashworth rang to say she'd had a letter about her eye test being due. Which letter reference did we send her in Monday's big sight test reminder run?",
    'recall_batches_export',
    output,
    'ashworth-letter',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** A valid NHS number (modulus 11 check digit), spaced 3-3-4. */
function nhsNumber(random: () => number): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? between(random, 4, 7) : pick(random, 10)));
    const check = 11 - (digits.reduce((sum, d, i) => sum + d * (10 - i), 0) % 11);
    if (check === 10) continue;
    const all = [...digits, check === 11 ? 0 : check].join('');
    return `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
  }
}

/** b1: the practice system's patient export for one branch, YAML. */
function b1PatientRecords(): EconomicsTask {
  const random = seededRandom(151_201);
  const nhs = uniqueCodes(() => nhsNumber(random));
  const streets = [
    'Raikes Road',
    'Keighley Road',
    'Gargrave Road',
    'Otley Street',
    'Newmarket Street',
    'Broughton Road',
    'Rectory Lane',
    'Craven Street',
    'Water Street',
    'Moorview Way',
    'Castle View Terrace',
    'Park Avenue',
    'Devonshire Place',
    'High Street',
    'Belle Vue Square',
    'Main Street',
    'Station Road',
    'Chapel Lane',
  ];
  const towns = [
    'Skipton',
    'Skipton',
    'Skipton',
    'Embsay',
    'Gargrave',
    'Carleton-in-Craven',
    'Cononley',
    'Hellifield',
    'Grassington',
    'Cross Hills',
  ];
  const surgeries = [
    'Dyneley House Surgery (B82005)',
    'Fisher Medical Centre (B82041)',
    'Cross Hills Group Practice (B82062)',
    'Grassington Medical Centre (B82028)',
    'Townhead Surgery (B82074)',
  ];
  const optoms = ['A. Rahman (GOC 01-34512)', 'J. Whitfield (GOC 01-29870)', 'P. Oldroyd (GOC 01-41177)', 'S. Kaur (GOC 01-38021)'];
  const notes = [
    'Early nuclear sclerosis both eyes. Advised re glare when driving at night.',
    'Fundi healthy. IOPs within normal limits.',
    'Mild dry eye, advised lid hygiene and drops.',
    'Drusen R macula, Amsler grid given, advised to return if distortion.',
    'Binocular vision normal. Happy with current specs.',
    'Floaters reported, dilated fundus exam, no tears or detachment seen.',
    'Reduced VA L, refer for cataract assessment if patient wishes.',
    'First test. Low myopia, specs for distance and screens.',
    '',
  ];
  const eligibility = (age: number): string[] => {
    if (age < 16) return ['under_16'];
    if (age < 19 && random() < 0.6) return ['full_time_education_16_18'];
    const list = age >= 60 ? ['aged_60_plus'] : [];
    if (random() < 0.06) list.push('diabetic');
    if (age >= 40 && random() < 0.05) list.push('glaucoma_family_history_40_plus');
    if (age < 60 && random() < 0.08) list.push(oneOf(random, ['universal_credit', 'hc2_certificate', 'income_support']));
    return list;
  };
  const rx = (age: number, baseSph: number, baseCyl: number) => {
    const sph = baseSph + between(random, -1, 1);
    const cyl = Math.min(-1, baseCyl + between(random, -1, 1));
    const add = age >= 45 ? `, add: ${dioptre(Math.min(12, 3 + Math.floor((age - 45) / 4)))}` : '';
    const eye = () =>
      `{ sph: ${dioptre(sph + between(random, -2, 2))}, cyl: ${dioptre(cyl)}, axis: ${between(random, 1, 180)}${add}, va: ${oneOf(random, ['6/5', '6/6', '6/6', '6/7.5', '6/9', '6/12'])} }`;
    return [eye(), eye()];
  };
  const record = (id: string, p: Person, nhsNo: string): string => {
    const age = 2029 - Number(p.dob.slice(0, 4));
    const last = addDays('2026-06-01', between(random, 0, 1050));
    const town = oneOf(random, towns);
    const email =
      random() < 0.5
        ? `${p.first.toLowerCase()}.${p.last.toLowerCase()}${between(random, 1, 99)}@${oneOf(random, ['gmail.com', 'btinternet.com', 'outlook.com', 'icloud.com'])}`
        : null;
    const interval = age < 16 || age >= 70 ? 1 : 2;
    const baseSph = between(random, -20, 12);
    const baseCyl = -between(random, 1, 8);
    const lines = [
      `  - patient_id: ${id}`,
      `    name:`,
      `      title: ${p.title}`,
      `      given: ${p.first}`,
      `      family: ${p.last}`,
      `    dob: ${p.dob}`,
      `    sex: ${p.sex}`,
      `    nhs_number: "${nhsNo}"`,
      `    contact:`,
      `      address: [${between(random, 1, 140)} ${oneOf(random, streets)}, ${town}]`,
      `      postcode: ${postcode(random, 'BD23')}`,
      `      phone: "01756 ${between(random, 700_000, 799_999)}"`,
      `      email: ${email ?? 'null'}`,
      `      preferred: ${email ? oneOf(random, ['email', 'sms', 'post']) : 'post'}`,
      `    gp_practice: ${oneOf(random, surgeries)}`,
      `    gos_eligibility: [${eligibility(age).join(', ')}]`,
      `    registered: ${addDays('2004-01-05', between(random, 0, 8000))}`,
      `    last_sight_test: ${last}`,
      `    recall:`,
      `      type: ${age < 16 ? 'U16_ANNUAL' : 'SIGHT_TEST_DUE'}`,
      `      due: ${addDays(last, 365 * interval)}`,
      `    prescriptions:`,
    ];
    for (let k = between(random, 1, 3), issued = last; k > 0; k--, issued = addDays(issued, -between(random, 360, 800))) {
      const [right, left] = rx(age, baseSph, baseCyl);
      lines.push(
        `      - issued: ${issued}`,
        `        optom: ${oneOf(random, optoms)}`,
        `        right: ${right}`,
        `        left: ${left}`,
        `        notes: "${oneOf(random, notes)}"`,
      );
    }
    lines.push(
      random() < 0.15
        ? `    contact_lenses: { product: ${oneOf(random, ['Dailies Total1', 'Biofinity Toric', '1-Day Acuvue Moist', 'MyDay'])}, aftercare_due: ${addDays(last, between(random, 150, 365))} }`
        : '    contact_lenses: null',
    );
    return lines.join('\n');
  };
  const planted = ['Sutcliffe', 'Moorhouse'];
  const count = 440;
  const ids = Array.from({ length: count }, () => between(random, 1, 29_999)).sort((x, y) => x - y);
  const people = Array.from({ length: count }, () => person(random, planted));
  const eileen: Person = { sex: 'F', title: 'Mrs', first: 'Eileen', last: 'Sutcliffe', dob: '1951-07-22' };
  const target = Math.floor(count / 2);
  people[target] = eileen;
  const misses: Person[] = [
    { ...eileen, dob: '1984-02-09' },
    { ...eileen, first: 'Joanne', dob: '1979-10-14' },
    { ...eileen, last: 'Moorhouse', dob: '1950-07-03' },
    { ...eileen, first: 'Ellen', dob: '1951-01-30' },
  ];
  people[target + 3] = misses[0]!;
  for (const m of misses.slice(1)) {
    let at = between(random, 10, count - 10);
    while (Math.abs(at - target) <= 3) at = between(random, 10, count - 10);
    people[at] = m;
  }
  const needle = nhs();
  const records = people.map((p, i) => record(`BW-SKP-${pad(ids[i]! + i, 6)}`, p, i === target ? needle : nhs()));
  const output = [
    '# Brightwater Opticians — Optix Practice Manager 11.4, patient export',
    '# branch: SKP (Skipton, 21 Newmarket Street)   generated: 2029-05-18T07:45:02+01:00   by: svc-reports',
    `# records: ${count}   filter: status=active   fields: demographics, gos, recall, rx_history, cl`,
    'branch: SKP',
    'patients:',
    ...records,
    '',
  ].join('\n');
  return probe(
    'round 151: patient records, nearby line',
    'What NHS number have we got for Eileen Sutcliffe at Skipton? The older one, born in July 1951.',
    'patient_records_export',
    output,
    'sutcliffe-nhs-number',
    needle,
  );
}

/** b2: the stock system's frame query across all branches, pretty JSON. */
function b2FrameStock(): EconomicsTask {
  const random = seededRandom(151_202);
  const ticket = uniqueCodes(() => String(between(random, 100_000, 199_999)));
  interface Model {
    brand: string;
    model: string;
    code: string;
    colours: readonly (readonly [string, string])[];
    eyes: readonly number[];
    bridge: number;
    temple: number;
    material: string;
    cost: number;
    rrp: number;
  }
  const catalogue: Model[] = [
    {
      brand: 'Ray-Ban',
      model: 'Clubmaster Optics RB5154',
      code: 'RB5154',
      colours: [
        ['2372', 'Havana on Gold'],
        ['2000', 'Black on Gold'],
        ['2007', 'Black on Silver'],
      ],
      eyes: [49, 51, 53],
      bridge: 21,
      temple: 145,
      material: 'Acetate/Metal',
      cost: 58.4,
      rrp: 158,
    },
    {
      brand: 'Ray-Ban',
      model: 'RX5228',
      code: 'RB5228',
      colours: [
        ['2012', 'Havana'],
        ['2000', 'Black'],
        ['5764', 'Transparent Grey'],
      ],
      eyes: [50, 53, 55],
      bridge: 17,
      temple: 140,
      material: 'Acetate',
      cost: 49.9,
      rrp: 138,
    },
    {
      brand: 'Ray-Ban',
      model: 'Round Metal RX3447V',
      code: 'RB3447V',
      colours: [
        ['2500', 'Gold'],
        ['2502', 'Gunmetal'],
      ],
      eyes: [47, 50],
      bridge: 21,
      temple: 140,
      material: 'Metal',
      cost: 52.1,
      rrp: 145,
    },
    {
      brand: 'Oakley',
      model: 'Airdrop OX8046',
      code: 'OX8046',
      colours: [
        ['0155', 'Satin Black'],
        ['0255', 'Satin Grey Smoke'],
      ],
      eyes: [53, 55, 57],
      bridge: 18,
      temple: 143,
      material: 'O Matter',
      cost: 61.0,
      rrp: 165,
    },
    {
      brand: 'Tom Ford',
      model: 'FT5401',
      code: 'FT5401',
      colours: [
        ['052', 'Dark Havana'],
        ['001', 'Shiny Black'],
      ],
      eyes: [52, 54],
      bridge: 18,
      temple: 145,
      material: 'Acetate',
      cost: 112.0,
      rrp: 295,
    },
    {
      brand: 'Prada',
      model: 'VPR 16MV',
      code: 'PR16MV',
      colours: [
        ['2AU1O1', 'Havana'],
        ['1AB1O1', 'Black'],
      ],
      eyes: [52, 54],
      bridge: 19,
      temple: 145,
      material: 'Acetate',
      cost: 98.5,
      rrp: 255,
    },
    {
      brand: 'Gucci',
      model: 'GG0396O',
      code: 'GG0396O',
      colours: [
        ['002', 'Havana'],
        ['001', 'Black'],
      ],
      eyes: [52, 54],
      bridge: 20,
      temple: 145,
      material: 'Acetate',
      cost: 121.0,
      rrp: 310,
    },
    {
      brand: 'Moscot',
      model: 'Lemtosh',
      code: 'MOS-LEM',
      colours: [
        ['TORT', 'Tortoise'],
        ['BLK', 'Black'],
        ['BLND', 'Blonde'],
      ],
      eyes: [44, 46, 49],
      bridge: 24,
      temple: 145,
      material: 'Acetate',
      cost: 104.0,
      rrp: 280,
    },
    {
      brand: 'Silhouette',
      model: 'Momentum 5529',
      code: 'SIL5529',
      colours: [
        ['6560', 'Gold'],
        ['7000', 'Silver'],
      ],
      eyes: [50, 52],
      bridge: 17,
      temple: 140,
      material: 'Titanium (rimless)',
      cost: 138.0,
      rrp: 345,
    },
    {
      brand: 'Lindberg',
      model: 'Strip 9704',
      code: 'LIN9704',
      colours: [
        ['10', 'Silver'],
        ['U9', 'Matt Black'],
      ],
      eyes: [49, 51],
      bridge: 19,
      temple: 140,
      material: 'Titanium',
      cost: 190.0,
      rrp: 485,
    },
    {
      brand: 'Brightwater',
      model: 'Aire 204',
      code: 'BWA204',
      colours: [
        ['C1', 'Havana'],
        ['C2', 'Black'],
        ['C3', 'Crystal Pink'],
      ],
      eyes: [49, 51, 53],
      bridge: 18,
      temple: 140,
      material: 'Acetate',
      cost: 9.8,
      rrp: 79,
    },
    {
      brand: 'Brightwater',
      model: 'Harbour 11',
      code: 'BWH11',
      colours: [
        ['C1', 'Navy'],
        ['C4', 'Tortoise'],
      ],
      eyes: [52, 54],
      bridge: 17,
      temple: 145,
      material: 'Metal',
      cost: 8.9,
      rrp: 69,
    },
    {
      brand: 'Brightwater',
      model: 'Kids K12',
      code: 'BWK12',
      colours: [
        ['C2', 'Blue'],
        ['C5', 'Purple'],
        ['C7', 'Red'],
      ],
      eyes: [42, 44, 46],
      bridge: 15,
      temple: 125,
      material: 'TR90',
      cost: 6.2,
      rrp: 39,
    },
    {
      brand: 'Jaeger',
      model: '36007',
      code: 'JAE36007',
      colours: [
        ['C103', 'Burgundy'],
        ['C111', 'Tortoise Gold'],
      ],
      eyes: [52, 54],
      bridge: 16,
      temple: 140,
      material: 'Acetate',
      cost: 42.0,
      rrp: 159,
    },
  ];
  const locations = ['Wall A', 'Wall B', 'Wall C', 'Window', 'Kids corner', 'Drawer 1', 'Drawer 2', 'Drawer 3'];
  const frame = (b: Branch, m: Model, colour: readonly [string, string], eye: number) => {
    const location = oneOf(random, locations);
    return {
      ticket: `T-${b.code}-${ticket()}`,
      sku: `${m.code} ${colour[0]} ${eye}`,
      brand: m.brand,
      model: m.model,
      colour: colour[1],
      size: { eye, bridge: m.bridge, temple: m.temple },
      material: m.material,
      costGbp: m.cost,
      rrpGbp: m.rrp,
      received: addDays('2028-03-01', between(random, 0, 440)),
      location: location.startsWith('Drawer') ? location : `${location} / shelf ${between(random, 1, 5)}`,
      status: location.startsWith('Drawer') ? 'IN_DRAWER' : oneOf(random, ['ON_DISPLAY', 'ON_DISPLAY', 'ON_DISPLAY', 'RESERVED']),
    };
  };
  const clubmaster = catalogue[0]!;
  const havana = clubmaster.colours[0]!;
  const isTarget = (b: Branch, m: Model, colour: readonly [string, string], eye: number) =>
    b.code === 'MAL' && m === clubmaster && colour === havana && eye === 51;
  let needle = '';
  const branches = BRANCHES.map((b) => {
    const frames: ReturnType<typeof frame>[] = [];
    for (let k = between(random, 32, 44); k > 0; k--) {
      const m = oneOf(random, catalogue);
      const colour = oneOf(random, m.colours);
      const eye = oneOf(random, m.eyes);
      if (!isTarget(b, m, colour, eye)) frames.push(frame(b, m, colour, eye));
    }
    if (b.code === 'MAL') {
      const target = frame(b, clubmaster, havana, 51);
      needle = target.ticket;
      frames.push(frame(b, clubmaster, havana, 49), frame(b, clubmaster, havana, 53), frame(b, clubmaster, clubmaster.colours[1]!, 51));
      shuffle(random, frames);
      frames.splice(Math.floor(frames.length / 2), 0, target);
    }
    if (b.code === 'KNA' || b.code === 'LUD') frames.splice(between(random, 0, frames.length), 0, frame(b, clubmaster, havana, 51));
    return { code: b.code, name: b.name, frameCount: frames.length, frames };
  });
  const total = branches.reduce((sum, b) => sum + b.frameCount, 0);
  const output = `${JSON.stringify(
    {
      request: {
        endpoint: '/api/v2/stock/frames',
        branch: '*',
        status: ['ON_DISPLAY', 'IN_DRAWER', 'RESERVED'],
        generatedAt: '2029-05-18T08:00:04+01:00',
      },
      branches,
      totals: {
        branches: branches.length,
        frames: total,
        retailValueGbp: Math.round(branches.reduce((sum, b) => sum + b.frames.reduce((s, f) => s + f.rrpGbp, 0), 0) * 100) / 100,
      },
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 151: frame stock, nearby line',
    "What's the ticket number on the Ray-Ban Clubmaster in Havana, 51 size, that Malton has in stock?",
    'frame_stock_query',
    output,
    'malton-clubmaster-ticket',
    needle,
  );
}

/** b3: the equipment register, printed as an INI file, one section per asset. */
function b3EquipmentRegister(): EconomicsTask {
  const random = seededRandom(151_203);
  const assetTag = uniqueCodes(() => `BWA-${pad(between(random, 1000, 9999), 6)}`);
  const serials = new Set<string>();
  interface Kind {
    category: string;
    make: string;
    model: string;
    serial: () => string;
    firmware: () => string;
    supplier: string;
    networked: boolean;
    room: string;
  }
  const digits = (n: number) => chars(random, '0123456789', n);
  const kinds: Kind[] = [
    {
      category: 'Autorefractor/keratometer',
      make: 'Nidek',
      model: 'ARK-1s',
      serial: () => `ARK1S-${digits(5)}`,
      firmware: () => '1.08',
      supplier: 'Birmingham Optical',
      networked: true,
      room: 'Pre-screening',
    },
    {
      category: 'Autorefractor/keratometer',
      make: 'Topcon',
      model: 'KR-800',
      serial: () => digits(7),
      firmware: () => '2.11',
      supplier: 'Topcon GB',
      networked: true,
      room: 'Pre-screening',
    },
    {
      category: 'Non-contact tonometer',
      make: 'Keeler',
      model: 'Pulsair Desktop',
      serial: () => `PD${digits(5)}`,
      firmware: () => '3.2',
      supplier: 'Keeler Ltd',
      networked: false,
      room: 'Pre-screening',
    },
    {
      category: 'Rebound tonometer',
      make: 'Icare',
      model: 'IC200',
      serial: () => `IC2-${digits(6)}`,
      firmware: () => '1.4.7',
      supplier: 'Icare Finland (UK)',
      networked: false,
      room: 'Consulting room 1',
    },
    {
      category: 'OCT / fundus camera',
      make: 'Topcon',
      model: 'Maestro2',
      serial: () => digits(7),
      firmware: () => oneOf(random, ['1.31.2', '1.32.0']),
      supplier: 'Topcon GB',
      networked: true,
      room: 'Imaging',
    },
    {
      category: 'Visual field analyser',
      make: 'Carl Zeiss Meditec',
      model: 'Humphrey HFA3 860',
      serial: () => `860-${digits(5)}`,
      firmware: () => '1.6.1',
      supplier: 'Zeiss UK',
      networked: true,
      room: 'Fields room',
    },
    {
      category: 'Visual field analyser',
      make: 'Henson',
      model: 'Henson 9000',
      serial: () => `H9K-${digits(4)}`,
      firmware: () => '4.0.3',
      supplier: 'Elektron Eye Technology',
      networked: true,
      room: 'Pre-screening',
    },
    {
      category: 'Slit lamp',
      make: 'Haag-Streit',
      model: 'BM 900',
      serial: () => `BM900-${digits(6)}`,
      firmware: () => 'n/a',
      supplier: 'Haag-Streit UK',
      networked: false,
      room: 'Consulting room 1',
    },
    {
      category: 'Slit lamp',
      make: 'Topcon',
      model: 'SL-D301',
      serial: () => digits(6),
      firmware: () => 'n/a',
      supplier: 'Topcon GB',
      networked: false,
      room: 'Consulting room 2',
    },
    {
      category: 'Digital phoropter',
      make: 'Topcon',
      model: 'CV-5000S',
      serial: () => digits(7),
      firmware: () => '3.04',
      supplier: 'Topcon GB',
      networked: true,
      room: 'Consulting room 1',
    },
    {
      category: 'Test chart',
      make: 'Thomson Software Solutions',
      model: 'Test Chart 2000 Pro',
      serial: () => `TC2K-${digits(6)}`,
      firmware: () => '9.2.4',
      supplier: 'Thomson',
      networked: true,
      room: 'Consulting room 1',
    },
    {
      category: 'Lensmeter',
      make: 'Nidek',
      model: 'LM-7P',
      serial: () => digits(6),
      firmware: () => '1.21',
      supplier: 'Birmingham Optical',
      networked: false,
      room: 'Dispensing',
    },
    {
      category: 'Edger',
      make: 'Nidek',
      model: 'Me 1200',
      serial: () => `ME12-${digits(5)}`,
      firmware: () => '2.05',
      supplier: 'Birmingham Optical',
      networked: true,
      room: 'Workshop',
    },
  ];
  const byCategory = (category: string) => kinds.filter((k) => k.category === category);
  const humphrey = kinds.find((k) => k.model.startsWith('Humphrey'))!;
  const henson = kinds.find((k) => k.model.startsWith('Henson'))!;
  interface Asset {
    tag: string;
    branch: Branch;
    kind: Kind;
    room: string;
  }
  const listPrice = new Map(kinds.map((k) => [k, between(random, 16, 700) * 50]));
  const assets: Asset[] = [];
  for (const b of BRANCHES) {
    const own = [
      oneOf(random, byCategory('Autorefractor/keratometer')),
      random() < 0.7 ? kinds[2]! : kinds[3]!,
      kinds[4]!,
      b.code === 'WEL' || random() < 0.4 ? humphrey : henson,
      kinds[7]!,
      kinds[8]!,
      kinds[9]!,
      kinds[10]!,
      kinds[11]!,
    ];
    if (b.code === 'WEL') own.push(henson);
    if (random() < 0.35) own.push(kinds[12]!);
    for (const kind of own) assets.push({ tag: assetTag(), branch: b, kind, room: kind.room });
    if (random() < 0.8)
      for (const kind of [kinds[9]!, kinds[10]!]) assets.push({ tag: assetTag(), branch: b, kind, room: 'Consulting room 2' });
  }
  assets.sort((x, y) => x.tag.localeCompare(y.tag));
  // The Wells Humphrey sits in the middle of the register.
  const wells = assets.findIndex((a) => a.branch.code === 'WEL' && a.kind === humphrey);
  const mid = Math.floor(assets.length / 2);
  const [moved] = assets.splice(wells, 1);
  assets.splice(mid, 0, moved!);
  const tags = assets.map((a) => a.tag).sort();
  assets.forEach((a, i) => (a.tag = tags[i]!));
  let needle = '';
  const sections = assets.map((a, i) => {
    let sn = a.kind.serial();
    while (serials.has(sn)) sn = a.kind.serial();
    serials.add(sn);
    if (a.branch.code === 'WEL' && a.kind === humphrey) needle = sn;
    const purchased = addDays('2019-01-07', between(random, 0, 3300));
    const service = addDays('2028-05-20', between(random, 0, 360));
    const lines = [
      `[${a.tag}]`,
      `branch = ${a.branch.code} (${a.branch.name})`,
      `room = ${a.room}`,
      `category = ${a.kind.category}`,
      `make = ${a.kind.make}`,
      `model = ${a.kind.model}`,
      `serial = ${sn}`,
      `firmware = ${a.kind.firmware()}`,
      `supplier = ${a.kind.supplier}`,
      `purchased = ${purchased}`,
      `cost_gbp = ${listPrice.get(a.kind)! - between(random, 0, 8) * 25}`,
      `warranty_until = ${addDays(purchased, 365 * oneOf(random, [1, 2, 3, 5]))}`,
      `last_service = ${service}`,
      `next_service = ${addDays(service, 365)}`,
      `pat_tested = ${addDays('2028-09-01', between(random, 0, 200))}`,
    ];
    if (a.kind.networked)
      lines.push(
        `ip = 10.${40 + BRANCHES.indexOf(a.branch)}.17.${20 + (i % 200)}`,
        `dicom_ae = ${a.branch.code}_${a.kind.model.replace(/\W/g, '').toUpperCase().slice(0, 8)}`,
      );
    if (random() < 0.12)
      lines.push(
        `notes = ${oneOf(random, ['Loan unit while original away for repair', 'Moved from consulting room 2 in March', 'Chin rest replaced 2028', 'Cover kept in drawer under desk', 'Shared with domiciliary team on Thursdays'])}`,
      );
    return lines.join('\n');
  });
  const output = [
    '; Brightwater Opticians — equipment register',
    `; exported 2029-05-18 07:30 by svc-assets from AssetTrack 4.9   assets: ${assets.length}`,
    '; one section per asset tag; dates are yyyy-mm-dd',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
  return probe(
    'round 151: equipment register, nearby line',
    "The engineer's coming to look at the Humphrey field analyser in the Wells practice on Tuesday and wants its serial number. What is it?",
    'equipment_register_show',
    output,
    'wells-humphrey-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the GOS claims status report from the claims portal, fixed-width, paged. */
function c1GosClaims(): EconomicsTask {
  const random = seededRandom(151_301);
  const claimNo = uniqueCodes(() => String(between(random, 100_000, 999_999)));
  const performers = ['01-34512', '01-29870', '01-41177', '01-38021', '01-22904', '01-40563', '01-31288', '01-44019'];
  const forms = [
    ['GOS1', 0.62],
    ['GOS3', 0.3],
    ['GOS4', 0.04],
    ['GOS6', 0.04],
  ] as const;
  const vouchers: Record<string, number> = { A: 45.3, B: 68.8, C: 100.9, D: 227.8, E: 79.6, F: 100.4, G: 127.9, H: 243.1 };
  const reasons: Record<string, string> = {
    R03: 'Eligibility evidence not confirmed by patient record',
    R07: 'Duplicate of a claim already paid',
    R11: 'Sight test within minimum interval, no clinical reason given',
    R15: 'Patient declaration not signed',
    R19: 'Voucher value does not match prescription',
    Q02: 'Awaiting evidence of eligibility',
    Q05: 'Performer not on the performers list for the date',
  };
  interface Claim {
    branch: Branch;
    ref: string;
    form: string;
    person: Person;
    elig: string;
    performer: string;
    submitted: string;
    status: string;
    reason: string;
    value: number;
  }
  const days = openDays('2029-04-01', '2029-05-17');
  const claim = (branch: Branch, submitted: string, form: string, p: Person, status?: string): Claim => {
    const age = 2029 - Number(p.dob.slice(0, 4));
    const elig =
      age < 16
        ? 'U16'
        : age < 19 && random() < 0.7
          ? 'FTE'
          : age >= 60
            ? oneOf(random, ['60+', '60+', '60+', '60+', 'PC', 'DIAB', 'GLAU'])
            : oneOf(random, ['UC', 'UC', 'IS', 'ESA', 'JSA', 'HC2', 'HC3', 'DIAB', age >= 40 ? 'GFH' : 'UC']);
    const old = submitted < '2029-05-03';
    const roll = random();
    const st =
      status ??
      (old
        ? roll < 0.9
          ? 'PAID'
          : roll < 0.95
            ? 'REJECTED'
            : 'QUERIED'
        : roll < 0.5
          ? 'APPROVED'
          : roll < 0.93
            ? 'PENDING'
            : roll < 0.97
              ? 'QUERIED'
              : 'REJECTED');
    const letter = oneOf(random, ['A', 'A', 'A', 'B', 'B', 'C', 'E', 'F', 'D', 'G', 'H']);
    const value = form === 'GOS1' ? 25.4 : form === 'GOS3' ? vouchers[letter]! : form === 'GOS6' ? 63.2 : between(random, 900, 4500) / 100;
    return {
      branch,
      ref: `C${compact(submitted).slice(2)}-${claimNo()}`,
      form: form === 'GOS3' ? `GOS3/${letter}` : form,
      person: p,
      elig,
      performer: oneOf(random, performers),
      submitted,
      status: st,
      reason:
        st === 'REJECTED'
          ? oneOf(random, form === 'GOS3' ? ['R03', 'R07', 'R15', 'R19'] : ['R03', 'R07', 'R11', 'R15'])
          : st === 'QUERIED'
            ? oneOf(random, ['Q02', 'Q05'])
            : '',
      value,
    };
  };
  const pickForm = () => {
    let roll = random();
    for (const [form, share] of forms) if ((roll -= share) < 0) return form;
    return 'GOS1';
  };
  const claims: Claim[] = [];
  const isTarget = (c: Claim) => c.branch.code === 'KES' && c.form === 'GOS1' && c.submitted === '2029-05-02' && c.status === 'REJECTED';
  for (const b of BRANCHES)
    for (let k = between(random, 110, 150); k > 0; k--) {
      const form = pickForm();
      const p = person(random, [], form === 'GOS1' ? 1930 : 1940, 2022);
      const c = claim(b, oneOf(random, days), form, p);
      if (isTarget(c)) c.status = 'PAID';
      claims.push(c);
    }
  const keswick = branchOf('KES');
  const pensioner = (): Person => {
    const p = person(random, [], 1932, 1964);
    return p.title === 'Master' || p.title === 'Miss' ? { ...p, title: 'Mrs' } : p;
  };
  const target = { ...claim(keswick, '2029-05-02', 'GOS1', pensioner(), 'REJECTED'), elig: '60+', reason: 'R15' };
  const plain = (c: Claim, elig: string) => ({ ...c, elig });
  claims.push(
    target,
    plain(claim(keswick, '2029-05-02', 'GOS1', pensioner(), 'PAID'), '60+'),
    plain(claim(keswick, '2029-05-02', 'GOS1', pensioner(), 'PAID'), '60+'),
    plain(claim(keswick, '2029-04-25', 'GOS1', pensioner(), 'REJECTED'), '60+'),
    plain(claim(keswick, '2029-05-09', 'GOS1', pensioner(), 'REJECTED'), '60+'),
    plain(claim(keswick, '2029-05-02', 'GOS3', person(random, [], 2014, 2021), 'REJECTED'), 'U16'),
    plain(claim(keswick, '2029-05-02', 'GOS1', person(random, [], 2014, 2021), 'REJECTED'), 'U16'),
    plain(claim(branchOf('KEN'), '2029-05-02', 'GOS1', pensioner(), 'REJECTED'), '60+'),
  );
  const needle = target.ref;
  claims.sort((x, y) => x.branch.name.localeCompare(y.branch.name) || x.submitted.localeCompare(y.submitted) || x.ref.localeCompare(y.ref));
  const money = (v: number) => v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const width = 118;
  const lines: string[] = [];
  let page = 0;
  let onPage = 99;
  const header = () => {
    page++;
    if (page > 1) lines.push('\f');
    lines.push(
      `BRIGHTWATER OPTICIANS LTD${'GOS CLAIMS STATUS REPORT'.padStart(48)}${`Page ${String(page).padStart(4)}`.padStart(width - 73)}`,
      `Contractor ODS: TBW01    Claims submitted 01/04/2029 - 17/05/2029    Source: Optical portal export    Run: 18/05/2029 07:15`,
      '='.repeat(width),
      'CLAIM REF       FORM    PATIENT                     DOB         ELIG  PERFORMER  SUBMITTED   STATUS    REASON   VALUE GBP',
      '--------------  ------  --------------------------  ----------  ----  ---------  ----------  --------  ------  ----------',
    );
    onPage = 5;
  };
  const put = (line: string) => {
    if (onPage >= 62) header();
    lines.push(line);
    onPage++;
  };
  let current = '';
  let count = 0;
  let sum = 0;
  const subtotal = () => {
    if (!current) return;
    put(`${' '.repeat(56)}PRACTICE TOTAL  ${String(count).padStart(4)} claims  ${`£${money(sum)}`.padStart(width - 90)}`);
    put('');
  };
  for (const c of claims) {
    if (c.branch.name !== current) {
      subtotal();
      current = c.branch.name;
      count = 0;
      sum = 0;
      put(`PRACTICE: ${c.branch.name.toUpperCase()} (ODS TBW0${c.branch.code.slice(0, 1)}${BRANCHES.indexOf(c.branch)})`);
    }
    count++;
    sum += c.status === 'REJECTED' ? 0 : c.value;
    const name = `${c.person.title} ${c.person.first.slice(0, 1)} ${c.person.last}`.toUpperCase();
    put(
      `${c.ref.padEnd(16)}${c.form.padEnd(8)}${name.padEnd(28)}${dmy(c.person.dob).padEnd(12)}${c.elig.padEnd(6)}${c.performer.padEnd(11)}${dmy(c.submitted).padEnd(12)}${c.status.padEnd(10)}${c.reason.padEnd(6)}${money(c.value).padStart(12)}`,
    );
  }
  subtotal();
  put('REASON CODES');
  for (const [code, text] of Object.entries(reasons)) put(`  ${code}  ${text}`);
  put(
    'ELIGIBILITY: 60+ aged 60 or over  U16 under 16  FTE full-time education 16-18  IS/ESA/JSA/UC/PC benefits  HC2/HC3 NHS LIS certificate',
  );
  put('             DIAB diabetic  GLAU glaucoma  GFH aged 40+ with parent, sibling or child with glaucoma');
  put('*** END OF REPORT ***');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 151: gos claims, paraphrase',
    "A pensioner's free eye test claim from the Keswick shop got bounced back by the NHS. It was one we sent in on the second of May. What's the claim reference?",
    'gos_claims_report',
    output,
    'keswick-rejected-claim',
    needle,
  );
}

/** Rows as psql prints them (aligned format): centred headers, text left, numbers right, a row count. */
function psqlTable(columns: readonly string[], numeric: readonly boolean[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const centre = (text: string, w: number) => {
    const left = Math.floor((w - text.length) / 2);
    return `${' '.repeat(left)}${text}${' '.repeat(w - text.length - left)}`;
  };
  const line = (cells: readonly string[], align: (text: string, i: number) => string) =>
    ` ${cells.map(align).join(' | ')}`.replace(/\s+$/, '');
  return [
    line(columns, (c, i) => centre(c, widths[i]!)),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => line(r, (c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))),
    `(${rows.length} rows)`,
    '',
  ].join('\n');
}

/** c2: the contact lens subscriptions, queried with psql. */
function c2LensSubscriptions(): EconomicsTask {
  const random = seededRandom(151_302);
  interface Product {
    name: string;
    kind: 'daily toric' | 'daily' | 'monthly toric' | 'monthly' | 'two-weekly' | 'multifocal';
    perBoxDays: number;
    price: number;
  }
  const products: Product[] = [
    { name: 'Dailies AquaComfort Plus Toric 30pk', kind: 'daily toric', perBoxDays: 30, price: 27.5 },
    { name: '1-Day Acuvue Moist for Astigmatism 30pk', kind: 'daily toric', perBoxDays: 30, price: 29.0 },
    { name: 'MyDay toric 30pk', kind: 'daily toric', perBoxDays: 30, price: 33.0 },
    { name: '1-Day Acuvue Moist 30pk', kind: 'daily', perBoxDays: 30, price: 22.0 },
    { name: 'Dailies Total1 30pk', kind: 'daily', perBoxDays: 30, price: 31.0 },
    { name: 'Biotrue ONEday 30pk', kind: 'daily', perBoxDays: 30, price: 18.5 },
    { name: 'Brightwater Daily 30pk', kind: 'daily', perBoxDays: 30, price: 15.0 },
    { name: 'Biofinity Toric 3pk', kind: 'monthly toric', perBoxDays: 90, price: 36.0 },
    { name: 'Air Optix plus HydraGlyde for Astigmatism 3pk', kind: 'monthly toric', perBoxDays: 90, price: 34.0 },
    { name: 'Biofinity 3pk', kind: 'monthly', perBoxDays: 90, price: 24.0 },
    { name: 'Air Optix plus HydraGlyde 6pk', kind: 'monthly', perBoxDays: 180, price: 42.0 },
    { name: 'Acuvue Oasys 6pk', kind: 'two-weekly', perBoxDays: 84, price: 27.0 },
    { name: 'Dailies Total1 Multifocal 30pk', kind: 'multifocal', perBoxDays: 30, price: 38.0 },
    { name: 'Biofinity Multifocal 3pk', kind: 'multifocal', perBoxDays: 90, price: 45.0 },
  ];
  const failed = ['card_declined', 'insufficient_funds', 'expired_card', 'requires_action'];
  const subNo = uniqueCodes(() => String(between(random, 100_000, 189_999)));
  interface Sub {
    no: string;
    branch: Branch;
    p: Person;
    product: Product;
    every: number;
    status: string;
  }
  const isTarget = (s: Sub) => s.branch.code === 'OTL' && s.product.kind === 'daily toric' && s.every === 90 && failed.includes(s.status);
  const subs: Sub[] = [];
  for (let i = 0; i < 2300; i++) {
    const product = oneOf(random, products);
    const every = product.perBoxDays >= 90 ? oneOf(random, [90, 180]) : oneOf(random, [30, 60, 90, 90, 90]);
    const roll = random();
    const s: Sub = {
      no: subNo(),
      branch: oneOf(random, BRANCHES),
      p: person(random, [], 1945, 2013),
      product,
      every,
      status: roll < 0.9 ? 'succeeded' : roll < 0.93 ? 'pending' : oneOf(random, failed),
    };
    if (isTarget(s)) s.status = 'succeeded';
    subs.push(s);
  }
  const otley = branchOf('OTL');
  const dailyToric = products[0]!;
  const near: Omit<Sub, 'no'>[] = [
    { branch: otley, p: person(random), product: products[8]!, every: 90, status: 'insufficient_funds' },
    { branch: otley, p: person(random), product: dailyToric, every: 30, status: 'card_declined' },
    { branch: otley, p: person(random), product: products[4]!, every: 90, status: 'card_declined' },
    { branch: otley, p: person(random), product: products[1]!, every: 90, status: 'succeeded' },
    { branch: otley, p: person(random), product: dailyToric, every: 90, status: 'succeeded' },
    { branch: branchOf('SKP'), p: person(random), product: dailyToric, every: 90, status: 'card_declined' },
  ];
  for (const n of near) subs.splice(between(random, 0, subs.length), 0, { ...n, no: subNo() });
  subs.sort((x, y) => x.no.localeCompare(y.no));
  const target: Sub = {
    no: '',
    branch: otley,
    p: { ...person(random, [], 1960, 1990), sex: 'F', title: 'Mrs', first: 'Joanne' },
    product: dailyToric,
    every: 90,
    status: 'card_declined',
  };
  const mid = Math.floor(subs.length / 2);
  target.no = String((Number(subs[mid - 1]!.no) + Number(subs[mid]!.no)) >> 1);
  if (subs.some((s) => s.no === target.no)) throw new Error('c2: no room for the target subscription number');
  subs.splice(mid, 0, target);
  const rows = subs.map((s) => {
    const boxes = Math.max(1, Math.round(s.every / s.product.perBoxDays)) * 2;
    const started = addDays('2025-01-06', between(random, 0, 1500));
    const held = s.status !== 'succeeded';
    const last = addDays('2029-05-18', held ? -between(random, 0, 9) : -between(random, 0, s.every - 1));
    return [
      `CLS-${s.no}`,
      `BW-${s.branch.code}-${pad(between(random, 1, 29_999), 6)}`,
      `${s.p.title} ${s.p.first.slice(0, 1)} ${s.p.last}`,
      s.branch.code,
      s.product.name,
      String(boxes),
      String(s.every),
      ((boxes * s.product.price * 30) / s.every).toFixed(2),
      started,
      held ? '' : addDays(last, s.every),
      `${last} ${clock(between(random, 2 * 3600, 5 * 3600))}`,
      s.status,
      pad(between(random, 0, 9999), 4),
    ];
  });
  const columns = [
    'sub_no',
    'patient_id',
    'patient',
    'branch',
    'product',
    'boxes',
    'every_days',
    'monthly_gbp',
    'started',
    'next_dispatch',
    'last_charge_at',
    'last_charge_status',
    'card_last4',
  ];
  const numeric = [false, false, false, false, false, true, true, true, false, false, false, false, false];
  const output =
    "clsubs=> SELECT s.sub_no, s.patient_id, p.display_name AS patient, s.branch, pr.name AS product, s.boxes, s.every_days, s.monthly_gbp, s.started, s.next_dispatch, c.created_at AS last_charge_at, c.status AS last_charge_status, c.card_last4 FROM subscriptions s JOIN patients p USING (patient_id) JOIN products pr USING (product_id) LEFT JOIN LATERAL (SELECT * FROM charges WHERE charges.sub_no = s.sub_no ORDER BY created_at DESC LIMIT 1) c ON true WHERE s.state = 'active' ORDER BY s.sub_no;\n" +
    psqlTable(columns, numeric, rows);
  const needle = `CLS-${target.no}`;
  return probe(
    'round 151: lens subscriptions, paraphrase',
    "Bit of a day here, the Otley card machine has been down since lunch. Anyway, can you find me the subscription number for the Otley customer who gets daily lenses for astigmatism every three months and whose last payment didn't go through?",
    'cl_subscriptions_query',
    output,
    'otley-toric-declined',
    needle,
  );
}

/** c3: the clinical referral register, an HTML page with one table per practice. */
function c3ReferralRegister(): EconomicsTask {
  const random = seededRandom(151_303);
  const hospitals: Record<string, string[]> = {
    BRP: ['Dorset County Hospital — Eye Unit'],
    CLI: ['Royal Blackburn Hospital — Ophthalmology'],
    FRO: ['Royal United Hospital Bath — Eye Clinic'],
    HEX: ['Royal Victoria Infirmary — Newcastle Eye Centre'],
    HGT: ['Harrogate District Hospital — Eye Clinic'],
    ILK: ['Airedale General Hospital — Eye Clinic', "St James's University Hospital — Ophthalmology"],
    KEN: ['Westmorland General Hospital — Eye Clinic', 'Royal Lancaster Infirmary — Ophthalmology'],
    KES: ['Cumberland Infirmary — Eye Department'],
    KNA: ['Harrogate District Hospital — Eye Clinic'],
    LUD: ['Royal Shrewsbury Hospital — Eye Department', 'Hereford County Hospital — Eye Department'],
    MAL: ['York Hospital — Ophthalmology', 'Scarborough Hospital — Eye Clinic'],
    OTL: ["St James's University Hospital — Ophthalmology"],
    PEN: ['Cumberland Infirmary — Eye Department'],
    RIP: ['Harrogate District Hospital — Eye Clinic'],
    SET: ['Airedale General Hospital — Eye Clinic'],
    SKP: ['Airedale General Hospital — Eye Clinic'],
    TAV: ['Royal Devon and Exeter — West of England Eye Unit', 'Derriford Hospital — Royal Eye Infirmary'],
    THI: ['Friarage Hospital — Eye Clinic', 'James Cook University Hospital — Ophthalmology'],
    WEL: ['Royal United Hospital Bath — Eye Clinic', 'Bristol Eye Hospital'],
    WHI: ['Scarborough Hospital — Eye Clinic', 'James Cook University Hospital — Ophthalmology'],
  };
  const findings: [string, readonly [number, number], readonly string[]][] = [
    ['Suspected nAMD — fluid on OCT, distortion on Amsler', [1931, 1965], ['Within 1 week', 'Within 1 week', 'Same day']],
    ['Dry AMD — geographic atrophy, slow progression', [1931, 1962], ['Routine']],
    ['Cataract — patient wishes surgery', [1931, 1968], ['Routine']],
    ['Suspected COAG — raised IOP, suspicious discs', [1935, 1985], ['Routine', 'Within 2 weeks']],
    ['Ocular hypertension, IOP over 24 mmHg', [1935, 1985], ['Routine']],
    ['Suspected retinal detachment — new floaters, field shadow', [1940, 2000], ['Same day']],
    ['Branch retinal vein occlusion', [1935, 1980], ['Within 1 week', 'Within 2 weeks']],
    ['Diabetic maculopathy, not yet under screening programme', [1945, 2005], ['Within 2 weeks']],
    ['Bilateral disc swelling, ?papilloedema', [1960, 2012], ['Same day']],
    ['Anterior uveitis, first episode', [1950, 2008], ['Same day', 'Within 1 week']],
    ['Amblyopia — child, reduced VA one eye', [2019, 2024], ['Routine']],
    ['Narrow angles, van Herick grade 1', [1935, 1975], ['Within 2 weeks', 'Routine']],
    ['Epiretinal membrane, symptomatic', [1935, 1970], ['Routine']],
    ['Chalazion, non-resolving', [1950, 2018], ['Routine']],
  ];
  const outcomes = [
    'Appointment booked',
    'Seen — listed for surgery',
    'Seen — discharged',
    'Seen — under review',
    'Awaiting triage',
    'Rejected — redirected to GP',
    'Acknowledged',
  ];
  const optoms = ['A. Rahman', 'J. Whitfield', 'P. Oldroyd', 'S. Kaur', 'D. Metcalfe', 'L. Fenwick', 'R. Okafor', 'M. Tennant'];
  const seq = new Map<string, number>();
  interface Referral {
    date: string;
    p: Person;
    finding: string;
    urgency: string;
  }
  const lastWeek = (d: string) => d >= '2029-05-07' && d <= '2029-05-12';
  const nAmd = findings[0]![0];
  let needle = '';
  const sections = BRANCHES.map((b) => {
    const refs: Referral[] = [];
    for (let k = between(random, 26, 40); k > 0; k--) {
      const [finding, [from, to], urgencies] = oneOf(random, findings);
      const r: Referral = {
        date: oneOf(random, openDays('2029-01-02', '2029-05-17')),
        p: person(random, [], from, to),
        finding,
        urgency: oneOf(random, urgencies),
      };
      if (finding === nAmd && r.urgency === 'Same day' && lastWeek(r.date) && (b.code === 'LUD' || b.code === 'FRO'))
        r.urgency = 'Within 1 week';
      refs.push(r);
    }
    const elderly = () => person(random, [], 1931, 1958);
    if (b.code === 'LUD')
      refs.push(
        { date: '2029-05-09', p: elderly(), finding: nAmd, urgency: 'Same day' },
        { date: '2029-05-08', p: elderly(), finding: nAmd, urgency: 'Within 1 week' },
        { date: '2029-04-30', p: elderly(), finding: nAmd, urgency: 'Same day' },
        { date: '2029-05-10', p: elderly(), finding: findings[5]![0], urgency: 'Same day' },
        { date: '2029-05-11', p: elderly(), finding: findings[1]![0], urgency: 'Routine' },
      );
    if (b.code === 'FRO') refs.push({ date: '2029-05-09', p: elderly(), finding: nAmd, urgency: 'Same day' });
    refs.sort((x, y) => x.date.localeCompare(y.date));
    const rows = refs.map((r) => {
      const month = `${r.date.slice(2, 4)}${r.date.slice(5, 7)}`;
      const n = (seq.get(`${b.code}${month}`) ?? 0) + 1;
      seq.set(`${b.code}${month}`, n);
      const ref = `REF-${b.code}-${month}-${pad(n, 4)}`;
      if (b.code === 'LUD' && r.finding === nAmd && r.urgency === 'Same day' && lastWeek(r.date)) needle = ref;
      const age = 2029 - Number(r.p.dob.slice(0, 4));
      const eye = oneOf(random, ['R', 'L', 'R', 'L', 'B']);
      const recent = r.date >= '2029-05-07';
      const outcome = recent ? oneOf(random, ['Awaiting triage', 'Acknowledged', 'Appointment booked']) : oneOf(random, outcomes);
      const cls = r.urgency.toLowerCase().replace(/\s+/g, '-');
      return (
        `      <tr><td class="ref">${ref}</td><td>${dmy(r.date)}</td><td>${r.p.title} ${r.p.first.slice(0, 1)} ${r.p.last}</td><td class="num">${age}</td>` +
        `<td>${r.finding}</td><td>${eye}</td><td><span class="u u-${cls}">${r.urgency}</span></td><td>${oneOf(random, hospitals[b.code]!)}</td>` +
        `<td>${r.urgency === 'Same day' ? 'Phone + email' : oneOf(random, ['e-RS', 'e-RS', 'Letter via GP', 'Email (nhs.net)'])}</td><td>${oneOf(random, optoms)}</td><td>${outcome}</td></tr>`
      );
    });
    return [
      `  <section id="practice-${b.code}">`,
      `    <h2>${b.name} <small>(${b.code})</small></h2>`,
      `    <p class="count">${rows.length} referrals</p>`,
      '    <table class="referrals">',
      '      <thead><tr><th>Ref</th><th>Date</th><th>Patient</th><th>Age</th><th>Finding</th><th>Eye</th><th>Urgency</th><th>Referred to</th><th>Route</th><th>Optom</th><th>Outcome</th></tr></thead>',
      '      <tbody>',
      ...rows,
      '      </tbody>',
      '    </table>',
      '  </section>',
    ].join('\n');
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Referral register — Brightwater Opticians</title>',
    '  <style>',
    '    body { font-family: Arial, Helvetica, sans-serif; font-size: 12px; color: #222; }',
    '    table.referrals { border-collapse: collapse; width: 100%; margin-bottom: 24px; }',
    '    th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; }',
    '    td.num { text-align: right; }',
    '    .u { padding: 1px 5px; border-radius: 3px; }',
    '    .u-same-day { background: #f8d7da; } .u-within-1-week { background: #fff3cd; } .u-within-2-weeks { background: #e2f0fb; } .u-routine { background: #eee; }',
    '  </style>',
    '</head>',
    '<body>',
    '  <header>',
    '    <h1>Referral register</h1>',
    '    <p class="meta">All practices · referrals dated 02/01/2029 to 17/05/2029 · generated 18/05/2029 07:20 by svc-reports</p>',
    '  </header>',
    ...sections,
    '  <footer><p>Urgency follows the College of Optometrists referral guidance. Patient-identifiable: do not print or forward outside nhs.net.</p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 151: referral register, paraphrase',
    "Mr Carter from the hospital eye clinic phoned about one of Ludlow's patients. It's the one we sent over as an emergency last week because we thought it was the wet kind of macular degeneration. What's our referral number for it?",
    'referral_register_html',
    output,
    'ludlow-namd-referral',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: yesterday's log of the autorefractor import service, key=value lines. */
function d1AutorefractorLog(): EconomicsTask {
  const random = seededRandom(151_401);
  const day = '2029-05-17';
  const serial = uniqueCodes(() => String(between(random, 10_000, 99_999)));
  const devices = BRANCHES.map((b, i) => {
    const nidek = random() < 0.65;
    return {
      branch: b,
      model: nidek ? 'ARK-1s' : 'KR-800',
      sn: nidek ? `ARK1S-${serial()}` : `KR8-${serial()}${pick(random, 10)}`,
      gw: `ar-gw-0${(i % 3) + 1}`,
    };
  });
  const patient = uniqueCodes(() => pad(between(random, 1, 29_999), 6));
  const events: { t: number; line: string }[] = [];
  const stamp = (ms: number) => `${day}T${clock(Math.floor(ms / 1000))}.${pad(ms % 1000, 3)}+01:00`;
  const target = { branch: 'MAL', t: 13 * 3600 + 7 * 60 + 41 };
  let needle = '';
  for (const d of devices) {
    const b = d.branch.code;
    // Polls every ten minutes, all day.
    for (let t = 8 * 3600 + between(random, 0, 599); t < 18 * 3600 + 1800; t += 600) {
      events.push({
        t,
        line: `level=info svc=arsync host=${d.gw} branch=${b} device=${d.model} sn=${d.sn} msg="poll" pending=0 last_seq=${between(random, 1000, 9999)}`,
      });
    }
    const times = Array.from({ length: between(random, 18, 34) }, () => between(random, 8 * 3600 + 1800, 17 * 3600 + 1800)).sort(
      (x, y) => x - y,
    );
    if (b === target.branch) {
      times.push(target.t);
      times.sort((x, y) => x - y);
    }
    const oddAt = b === target.branch ? times.indexOf(target.t) : -1;
    times.forEach((t, i) => {
      const exam = `EX-${b}-${compact(day)}-${pad(i + 1, 4)}`;
      const odd = i === oddAt;
      if (odd) needle = exam;
      const sph = between(random, -28, 16);
      const cyl = -between(random, 1, 9);
      const eye = (side: string) =>
        `${side}_sph=${dioptre(sph + between(random, -2, 2))} ${side}_cyl=${dioptre(Math.min(-1, cyl + between(random, -1, 1)))} ${side}_ax=${between(random, 1, 180)} ${side}_k1=${(between(random, 740, 820) / 100).toFixed(2)} ${side}_k2=${(between(random, 730, 810) / 100).toFixed(2)}`;
      const id = `BW-${b}-${patient()}`;
      events.push({
        t: t - between(random, 20, 90),
        line: `level=debug svc=arsync host=${d.gw} branch=${b} device=${d.model} sn=${d.sn} msg="dicom c-store received" ae=${b}_AR bytes=${between(random, 5200, 9800)}`,
      });
      events.push({
        t,
        line: `level=info svc=arsync host=${d.gw} branch=${b} device=${d.model} sn=${d.sn} msg="measurement imported" exam=${exam} patient=${id} vd=${odd ? '13.50' : '12.00'} ${eye('r')} ${eye('l')} pd=${(between(random, 108, 144) / 2).toFixed(1)} conf=${between(random, 7, 9)},${between(random, 7, 9)} dur_ms=${between(random, 180, 900)}`,
      });
      events.push({
        t: t + between(random, 1, 4),
        line: `level=info svc=arsync host=${d.gw} branch=${b} msg="linked to record" patient=${id} store=optix`,
      });
    });
  }
  // Unrelated noise from the gateways, kept away from the middle of the day.
  for (let k = 0; k < 9; k++) {
    const t = oneOf(random, [between(random, 8 * 3600, 11 * 3600), between(random, 15 * 3600, 18 * 3600)]);
    events.push({
      t,
      line: `level=warn svc=arsync host=ar-gw-0${between(random, 1, 3)} msg="clock drift" drift_ms=${between(random, 1100, 2900)} ntp=pool.ntp.org`,
    });
  }
  const timed = events.map((e) => ({ ms: e.t * 1000 + pick(random, 1000), line: e.line })).sort((x, y) => x.ms - y.ms);
  const output = `${timed.map((e) => `${stamp(e.ms)} ${e.line}`).join('\n')}\n`;
  return probe(
    'round 151: autorefractor log, odd one out',
    "Looking at yesterday's autorefractor imports, one reading was taken with the back vertex distance set differently from all the others. Which exam was that?",
    'autorefractor_import_log',
    output,
    'odd-vertex-distance',
    needle,
  );
}

/** d2: the head office print server's CUPS page_log for the week. */
function d2PrintPageLog(): EconomicsTask {
  const random = seededRandom(151_402);
  const letterRef = uniqueCodes(() => `LTR-${chars(random, REF, 6)}`);
  const patientNo = uniqueCodes(() => pad(between(random, 1, 29_999), 6));
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const when = (day: string, t: number) =>
    `[${day.slice(8, 10)}/${months[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}:${clock(t)} +0100]`;
  const recallTypes = [
    ['ST_DUE', 1],
    ['ST_DUE', 1],
    ['ST_DUE', 1],
    ['CLA', 1],
    ['U16', 1],
    ['DIA', 2],
    ['GFH', 1],
  ] as const;
  const staffJobs = [
    ['GOS3 voucher copy', 1, 2],
    ['Lab order summary', 1, 3],
    ['Daily takings report', 2, 6],
    ['Frame stock count sheet', 3, 12],
    ['Rota week 21', 1, 2],
    ['Invoice', 1, 2],
    ['Referral letter', 1, 3],
    ['Microsoft Word - Minutes team meeting', 2, 5],
  ] as const;
  const staff = ['l.priestley', 'h.robinson', 's.begum', 'k.naylor', 'a.rahman', 'j.whitfield', 'accounts', 'p.oldroyd'];
  const entries: { key: string; line: string }[] = [];
  let needle = '';
  const days = ['2029-05-14', '2029-05-15', '2029-05-16', '2029-05-17', '2029-05-18'];
  for (const day of days) {
    // The recall run: one PDF a letter, from 06:00.
    const letters = day === '2029-05-18' ? between(random, 120, 180) : between(random, 260, 420);
    const odd = day === '2029-05-16' ? Math.floor((letters * between(random, 45, 60)) / 100) : -1;
    let t = 6 * 3600 + between(random, 0, 60);
    for (let i = 0; i < letters; i++) {
      t += between(random, 3, 11);
      const [type, pages] = oneOf(random, recallTypes);
      const ref = letterRef();
      if (i === odd) needle = ref;
      const b = oneOf(random, BRANCHES);
      entries.push({
        key: `${day}${clock(t)}`,
        line: `BW-HO-C8145 svc-recall 0 ${when(day, t)} total ${i === odd ? 46 : pages} - recall01.brightwater.local recall_${type}_BW-${b.code}-${patientNo()}_${ref}.pdf iso_a4_210x297mm one-sided`,
      });
    }
    // Office printing through the day, and the label printer.
    if (day === '2029-05-18') continue;
    for (let k = between(random, 70, 110); k > 0; k--) {
      const t2 = between(random, 8 * 3600 + 1800, 17 * 3600 + 1800);
      const [name, lo, hi] = oneOf(random, staffJobs);
      const user = oneOf(random, staff);
      entries.push({
        key: `${day}${clock(t2)}`,
        line: `BW-HO-M479 ${user} 0 ${when(day, t2)} total ${between(random, lo, hi)} - ho-pc${pad2(between(random, 1, 14))}.brightwater.local ${name.replace(/ /g, '_')}${name.startsWith('Microsoft') ? '.docx' : '.pdf'} iso_a4_210x297mm ${oneOf(random, ['one-sided', 'two-sided-long-edge'])}`,
      });
    }
    for (let k = between(random, 20, 40); k > 0; k--) {
      const t3 = between(random, 9 * 3600, 16 * 3600);
      entries.push({
        key: `${day}${clock(t3)}`,
        line: `BW-HO-ZD421 warehouse 0 ${when(day, t3)} total 1 - wh-pc01.brightwater.local CL_dispatch_label_CLS-${between(random, 100_000, 189_999)} oe_4x6-label_4x6in one-sided`,
      });
    }
  }
  entries.sort((x, y) => x.key.localeCompare(y.key));
  // Job ids in the order the jobs reached the scheduler.
  let next = 48_210;
  const lines = entries.map((e) => e.line.replace(/^(\S+ \S+) \d+ /, (_, head: string) => `${head} ${next++} `));
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 151: print page log, odd one out',
    "One of the recall letters that went through the print server this week came out much longer than all the others. What's the letter reference on it?",
    'print_server_page_log',
    output,
    'long-recall-letter',
    needle,
  );
}

/** An iCalendar content line, folded at 75 octets as RFC 5545 asks. */
function icsLine(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(parts.length === 1 ? 75 : 74))
    parts.push(rest.slice(0, parts.length === 0 ? 75 : 74));
  return parts.join('\r\n ');
}

/** d3: next week's clinic diary of one branch, exported as iCalendar. */
function d3ClinicDiary(): EconomicsTask {
  const random = seededRandom(151_403);
  const branch = branchOf('HEX');
  const patientNo = uniqueCodes(() => pad(between(random, 1, 29_999), 6));
  interface Kind {
    summary: string;
    category: string;
    minutes: number;
  }
  const rooms: { room: string; staff: string; email: string; kinds: Kind[] }[] = [
    {
      room: 'Test room 1',
      staff: 'J. Whitfield',
      email: 'j.whitfield',
      kinds: [
        { summary: 'Sight test (NHS)', category: 'SIGHT_TEST', minutes: 30 },
        { summary: 'Sight test (private)', category: 'SIGHT_TEST', minutes: 30 },
        { summary: 'Child sight test', category: 'SIGHT_TEST', minutes: 30 },
        { summary: 'Sight test + OCT', category: 'SIGHT_TEST', minutes: 40 },
      ],
    },
    {
      room: 'Test room 2',
      staff: 'R. Okafor',
      email: 'r.okafor',
      kinds: [
        { summary: 'Sight test (NHS)', category: 'SIGHT_TEST', minutes: 30 },
        { summary: 'Sight test (private)', category: 'SIGHT_TEST', minutes: 30 },
        { summary: 'Visual fields', category: 'SCREENING', minutes: 20 },
        { summary: 'Dilated follow-up', category: 'SIGHT_TEST', minutes: 30 },
      ],
    },
    {
      room: 'CL room',
      staff: 'M. Tennant',
      email: 'm.tennant',
      kinds: [
        { summary: 'Contact lens aftercare', category: 'CONTACT_LENS', minutes: 20 },
        { summary: 'Contact lens aftercare', category: 'CONTACT_LENS', minutes: 20 },
        { summary: 'Contact lens fitting', category: 'CONTACT_LENS', minutes: 40 },
        { summary: 'Contact lens teach', category: 'CONTACT_LENS', minutes: 45 },
      ],
    },
    {
      room: 'Dispensing',
      staff: 'K. Naylor',
      email: 'k.naylor',
      kinds: [
        { summary: 'Spectacle collection', category: 'DISPENSING', minutes: 15 },
        { summary: 'Dispensing consultation', category: 'DISPENSING', minutes: 30 },
        { summary: 'Adjustment/repair', category: 'DISPENSING', minutes: 10 },
        { summary: 'Spectacle collection', category: 'DISPENSING', minutes: 15 },
      ],
    },
    {
      room: 'Imaging',
      staff: 'H. Robinson',
      email: 'h.robinson',
      kinds: [
        { summary: 'OCT scan', category: 'SCREENING', minutes: 15 },
        { summary: 'Fundus photography', category: 'SCREENING', minutes: 15 },
        { summary: 'OCT scan', category: 'SCREENING', minutes: 15 },
      ],
    },
  ];
  const planted = ['Ackroyd'];
  interface Booking {
    day: string;
    start: number;
    minutes: number;
    summary: string;
    category: string;
    room: (typeof rooms)[number];
    patient?: string;
    name?: string;
  }
  const bookings: Booking[] = [];
  const target = { day: '2029-05-23', room: 'Test room 1', from: 10 * 3600 };
  let needle = '';
  for (const day of openDays('2029-05-21', '2029-05-26')) {
    const close = weekday(day) === 6 ? 13 * 3600 : 17 * 3600 + 1800;
    for (const r of rooms) {
      if (weekday(day) === 6 && r.room === 'Imaging') continue;
      let lunch = weekday(day) === 6;
      let planted2 = false;
      for (let t = 9 * 3600; t < close;) {
        if (!lunch && t >= 12 * 3600 + 1800) {
          bookings.push({ day, start: t, minutes: 60, summary: `Lunch — ${r.staff}`, category: 'BLOCKED', room: r });
          lunch = true;
          t += 3600;
          continue;
        }
        if (!planted2 && day === target.day && r.room === target.room && t >= target.from) {
          const p = { ...person(random, planted, 1940, 1960), sex: 'M' as const, title: 'Mr', first: 'Trevor', last: 'Ackroyd' };
          needle = `${p.title} ${p.first.slice(0, 1)} ${p.last}`;
          bookings.push({
            day,
            start: t,
            minutes: 210,
            summary: 'Sight test (NHS)',
            category: 'SIGHT_TEST',
            room: r,
            patient: `BW-${branch.code}-${patientNo()}`,
            name: needle,
          });
          planted2 = true;
          t += 210 * 60;
          continue;
        }
        if (random() < 0.18) {
          t += 15 * 60;
          continue;
        }
        const kind = oneOf(random, r.kinds);
        const p = person(
          random,
          planted,
          kind.summary === 'Child sight test' ? 2014 : 1935,
          kind.summary === 'Child sight test' ? 2024 : 2008,
        );
        bookings.push({
          day,
          start: t,
          minutes: kind.minutes,
          summary: kind.summary,
          category: kind.category,
          room: r,
          patient: `BW-${branch.code}-${patientNo()}`,
          name: `${p.title} ${p.first.slice(0, 1)} ${p.last}`,
        });
        t += kind.minutes * 60;
      }
    }
  }
  // Mrs J Ackroyd, booked in after her husband on another day, for an ordinary sight test.
  const spouse = bookings.find(
    (b) => b.day === '2029-05-22' && b.room.room === 'Test room 2' && b.start >= 10 * 3600 && b.summary.startsWith('Sight test'),
  );
  if (spouse) spouse.name = 'Mrs J Ackroyd';
  bookings.sort((x, y) => x.day.localeCompare(y.day) || x.start - y.start || rooms.indexOf(x.room) - rooms.indexOf(y.room));
  const duration = (minutes: number) => `PT${minutes >= 60 ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
  const perDay = new Map<string, number>();
  const events = bookings.map((b) => {
    const n = (perDay.get(b.day) ?? 0) + 1;
    perDay.set(b.day, n);
    const booked = addDays(b.day, -between(random, 2, 40));
    const lines = [
      'BEGIN:VEVENT',
      `UID:appt-${branch.code}-${compact(b.day)}-${pad(n, 4)}@diary.brightwater-opticians.co.uk`,
      'DTSTAMP:20290518T061502Z',
      `DTSTART;TZID=Europe/London:${compact(b.day)}T${clock(b.start).replace(/:/g, '')}`,
      `DURATION:${duration(b.minutes)}`,
      `SUMMARY:${b.name ? `${b.summary} — ${b.name}` : b.summary}`,
      `LOCATION:${branch.name} — ${b.room.room}`,
      `ORGANIZER;CN=${branch.name} reception:mailto:${branch.name.toLowerCase()}@brightwater-opticians.co.uk`,
      `ATTENDEE;CN=${b.room.staff};ROLE=CHAIR;PARTSTAT=ACCEPTED:mailto:${b.room.email}@brightwater-opticians.co.uk`,
      `CATEGORIES:${b.category}`,
    ];
    if (b.patient)
      lines.push(
        `DESCRIPTION:Patient ${b.patient}\\nBooked ${booked} by ${oneOf(random, ['reception (phone)', 'reception (in store)', 'online booking', 'recall letter link'])}\\nReminder: ${oneOf(random, ['SMS 24h', 'SMS 24h', 'email 48h', 'none'])}`,
      );
    lines.push(`STATUS:${b.patient && random() < 0.15 ? 'TENTATIVE' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
    return lines.map(icsLine).join('\r\n');
  });
  const output = `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brightwater Opticians//Practice Diary 7.4//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${branch.name} — clinic diary`,
    'X-WR-TIMEZONE:Europe/London',
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
    ...events,
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
  return probe(
    'round 151: clinic diary, odd one out',
    "Something's off in the Hexham diary for next week: one booking blocks out far more time than any other appointment. Who is it booked for?",
    'clinic_diary_export',
    output,
    'long-booking',
    needle,
  );
}

export function roundOneHundredFiftyOne(): EconomicsTask[] {
  return [
    a1OctExport(),
    a2LabOrders(),
    a3RecallBatches(),
    b1PatientRecords(),
    b2FrameStock(),
    b3EquipmentRegister(),
    c1GosClaims(),
    c2LensSubscriptions(),
    c3ReferralRegister(),
    d1AutorefractorLog(),
    d2PrintPageLog(),
    d3ClinicDiary(),
  ];
}
