/**
 * Probe round 67, written blind: Harrowgate Lyle LLP, a commercial law firm (London and Houston) with its matter management, document management and e-discovery, time recording and billing, conflict checks, court e-filing, email journaling and client portal systems. "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - document management (iManage Work API search, minified JSON): who has the Tranche B disclosure letter for Project Tern checked out;
 *  - e-discovery production (EDRM XML load file on one line): the Bates number of the email in which Dana Whitcombe forwarded the FCA letter on hedging limits;
 *  - e-billing (LEDES 1998B file, all records on one line): the line total of Priya Ramanathan's 14 October time on the Ostrander October invoice;
 * b. The answer a few lines away from the line the question's words match:
 *  - conflict check (pretty JSON search results): the responsible partner on the matter where Ferrand Logistics is the adverse party;
 *  - court e-filing (pretty XML filing list from the e-filing provider): the envelope number of our reply on the motion to compel in Brightwater v. Halvorsen;
 *  - email retention (Exchange Get-Mailbox | Format-List): when Martin Oyelaran's mailbox was put on litigation hold;
 * c. A question that paraphrases the output or carries a preamble:
 *  - time recording (time entry export table), with a preamble about a disputed bill: which entry covers being present at the vessel inspection in Rotterdam;
 *  - mail gateway (Exchange message tracking log), with a preamble: when the other side's updated witness evidence was delivered;
 *  - client portal (audit log as JSON lines), with a preamble: when anyone at the client opened or downloaded the new draft settlement agreement;
 * d. One value unlike its peers, with no error word near it:
 *  - billing (3E rate review table): whose proposed 2027 rate change is out of line with everyone else's;
 *  - e-discovery review (reviewer statistics table): which reviewer's pace on a day stands out;
 *  - email journaling (journal capture volumes per mailbox, CSV): whose mail is not being captured at all.
 * Not among the bench's targets.
 * First run, at 6269b22, the head this session began at (with this file; `ROUNDS=67
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,623,913 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 67: checked-out disclosure letter (minified iManage JSON)
 *     codex: 12,165 tokens, peak 12,090, 0/1 needles, 0 read-backs
 *     context-chef: 655 tokens, peak 580, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,603 tokens, peak 4,404, 0/1 needles, 3 read-backs
 *     ours: 6,844 tokens, peak 3,103, 0/1 needles, 2 read-backs
 *   round 67: Bates number of a forwarded email (EDRM XML on one line)
 *     codex: 13,798 tokens, peak 13,712, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,213 tokens, peak 6,586, 0/1 needles, 4 read-backs
 *     ours: 6,232 tokens, peak 2,890, 0/1 needles, 2 read-backs
 *   round 67: line total of one time entry (LEDES 1998B on one line)
 *     codex: 17,387 tokens, peak 17,304, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,587 tokens, peak 1,193, 0/1 needles, 1 read-backs
 *     ours: 1,651 tokens, peak 752, 0/1 needles, 1 read-backs
 *   round 67: responsible partner on the adverse matter (pretty JSON conflicts)
 *     codex: 11,460 tokens, peak 11,388, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 538, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,796 tokens, peak 2,453, 0/1 needles, 2 read-backs
 *     ours: 900 tokens, peak 630, 0/1 needles, 0 read-backs
 *   round 67: envelope number of a reply brief (pretty XML e-filing list)
 *     codex: 12,442 tokens, peak 12,363, 0/1 needles, 0 read-backs
 *     context-chef: 673 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,394 tokens, peak 6,327, 0/1 needles, 4 read-backs
 *     ours: 20,710 tokens, peak 7,572, 1/1 needles, 4 read-backs
 *   round 67: litigation hold date of a mailbox (Exchange Format-List)
 *     codex: 10,666 tokens, peak 10,596, 0/1 needles, 0 read-backs
 *     context-chef: 533 tokens, peak 463, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,847 tokens, peak 1,646, 0/1 needles, 3 read-backs
 *     ours: 3,733 tokens, peak 1,294, 0/1 needles, 3 read-backs
 *   round 67: entry for attending the vessel inspection (time export, preamble and paraphrase)
 *     codex: 13,583 tokens, peak 13,491, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 588, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,254 tokens, peak 3,560, 0/1 needles, 4 read-backs
 *     ours: 8,991 tokens, peak 3,783, 1/1 needles, 4 read-backs
 *   round 67: delivery of the witness statement email (message tracking log, preamble and paraphrase)
 *     codex: 18,626 tokens, peak 18,514, 0/1 needles, 0 read-backs
 *     context-chef: 851 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,384 tokens, peak 1,177, 0/1 needles, 4 read-backs
 *     ours: 4,844 tokens, peak 1,026, 0/1 needles, 4 read-backs
 *   round 67: client download of the new draft (portal audit JSON lines, preamble and paraphrase)
 *     codex: 14,507 tokens, peak 14,398, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,295 tokens, peak 4,380, 0/1 needles, 3 read-backs
 *     ours: 16,233 tokens, peak 7,212, 0/1 needles, 3 read-backs
 *   round 67: the one rate change unlike the rest (3E rate review table)
 *     codex: 10,658 tokens, peak 10,583, 0/1 needles, 0 read-backs
 *     context-chef: 556 tokens, peak 481, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,404 tokens, peak 1,256, 0/1 needles, 1 read-backs
 *     ours: 1,995 tokens, peak 1,118, 1/1 needles, 1 read-backs
 *   round 67: the reviewer day with a pace unlike the rest (Relativity reviewer statistics)
 *     codex: 12,434 tokens, peak 12,350, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 526, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,458 tokens, peak 2,197, 0/1 needles, 3 read-backs
 *     ours: 1,767 tokens, peak 857, 1/1 needles, 1 read-backs
 *   round 67: the mailbox with nothing captured (journal volumes CSV)
 *     codex: 21,025 tokens, peak 20,948, 0/1 needles, 0 read-backs
 *     context-chef: 999 tokens, peak 922, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,299 tokens, peak 1,569, 0/1 needles, 4 read-backs
 *     ours: 4,129 tokens, peak 893, 1/1 needles, 4 read-backs
 *     codex: 168,751 tokens, 0/12 needles
 *     context-chef: 8,408 tokens, 0/12 needles
 *     context-chef-store: 102,534 tokens, 0/12 needles
 *     ours: 78,029 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';

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

// prettier-ignore
const FIRST = [
  'James', 'Oliver', 'Amelia', 'Sophie', 'Hannah', 'Thomas', 'Rebecca', 'Daniel', 'Aisha', 'Priyanka', 'Rahul', 'Chloe',
  'Eleanor', 'George', 'Harriet', 'Isaac', 'Jasmine', 'Kwame', 'Laura', 'Mohammed', 'Niamh', 'Owen', 'Patrick', 'Rosa', 'Samuel',
  'Tariq', 'Ursula', 'Victor', 'William', 'Yasmin', 'Zoe', 'Alistair', 'Bethany', 'Catriona', 'Declan', 'Emeka', 'Fiona',
  'Gareth', 'Helena', 'Imran', 'Joanna', 'Kieran', 'Lucy', 'Marcus', 'Natasha', 'Olga', 'Paul', 'Rachel', 'Simon', 'Tomasz',
  'Victoria', 'Wei', 'Xavier', 'Yusuf', 'Adaeze', 'Bruno', 'Camille', 'Dmitri', 'Esther', 'Felix', 'Grace', 'Hugo', 'Ingrid',
  'Jonah', 'Keiko', 'Leon', 'Maya', 'Nikhil', 'Orla', 'Pieter', 'Quentin', 'Ruth', 'Stefan', 'Tessa', 'Vikram', 'Zara', 'Ben',
  'Anna', 'Mark', 'Claire',
];
// prettier-ignore
const LAST = [
  'Abbott', 'Adeyemi', 'Ahmed', 'Ashworth', 'Bailey', 'Banerjee', 'Barclay', 'Bennett', 'Brennan', 'Brooks', 'Campbell',
  'Carter', 'Chakraborty', 'Chen', 'Clarke', 'Coleman', 'Cooper', 'Costa', 'Dawson', 'Desai', 'Doherty', 'Duffy', 'Ellis',
  'Evans', 'Farrell', 'Fernandes', 'Fischer', 'Fletcher', 'Foster', 'Gallagher', 'Gill', 'Goldberg', 'Gordon', 'Graham', 'Grant',
  'Greene', 'Gupta', 'Hale', 'Hamilton', 'Harper', 'Hayes', 'Hughes', 'Hussain', 'Iqbal', 'Jackson', 'Jensen', 'Kaur', 'Kelly',
  'Kennedy', 'Khan', 'Kowalski', 'Lambert', 'Lawson', 'Lee', 'Lindgren', 'Lloyd', 'Lopez', 'Lynch', 'Macdonald', 'Malik',
  'Marsh', 'Mehta', 'Mitchell', 'Moreau', 'Murphy', 'Nakamura', 'Nash', 'Nguyen', 'Novak', 'Nwosu', "O'Brien", 'Okafor', 'Osei',
  'Palmer', 'Patel', 'Pearce', 'Phillips', 'Quinn', 'Rahman', 'Reid', 'Reyes', 'Richards', 'Rossi', 'Russell', 'Sandhu',
  'Schmidt', 'Shah', 'Sharma', 'Silva', 'Singh', 'Sullivan', 'Taylor', 'Thornton', 'Turner', 'Varga', 'Walsh', 'Ward', 'Webb',
  'Whitaker', 'Williams', 'Wong', 'Young', 'Zhang',
];

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const isoSeconds = (ms: number): string => `${iso(ms).slice(0, 19)}Z`;
const ymd = (ms: number): string => iso(ms).slice(0, 10);
/** dd/mm/yyyy. */
const ukDate = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** dd/mm/yyyy hh:mm:ss. */
const ukDateTime = (ms: number): string => `${ukDate(ms)} ${iso(ms).slice(11, 19)}`;
const weekday = (ms: number): boolean => {
  const d = new Date(ms).getUTCDay();
  return d !== 0 && d !== 6;
};
const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (cents: number): string => (cents / 100).toFixed(2);
const person = (random: () => number): [string, string] => [oneOf(random, FIRST), oneOf(random, LAST)];
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** iManage Work API v2 document search for client 40871, minified; one document is checked out by the needle's user. */
function dmsCheckout(): EconomicsTask {
  const random = seededRandom(67_101);
  const users = Array.from({ length: 70 }, () => {
    const [f, l] = person(random);
    return (f[0]! + l).toUpperCase().replace(/[^A-Z]/g, '');
  });
  const matters: { code: string; name: string; titles: string[]; practice: [string, string]; ws: number }[] = [
    {
      code: '0012',
      name: 'Project Tern - acquisition of Pelham Rail Holdings',
      practice: ['CORP', 'Corporate M&A'],
      ws: 9_182_734,
      titles: [
        'Share Purchase Agreement - Project Tern',
        'Disclosure Letter - Tranche A',
        'Disclosure Letter - Tranche B',
        'Disclosure Letter - Tranche C',
        'Schedule of Specific Disclosures - Tranche A',
        'Schedule of Specific Disclosures - Tranche B',
        'Disclosure Bundle Index - Tranche B',
        'Disclosure Bundle Index - Tranche C',
        'Tax Deed - Project Tern',
        'Completion Checklist - Project Tern',
        'Board Minutes - Corvane Holdings - approval of Project Tern',
        'Transitional Services Agreement - Pelham Rail',
        'Due Diligence Report - Pelham Rail - Real Estate',
        'Due Diligence Report - Pelham Rail - Employment and Pensions',
        'Due Diligence Report - Pelham Rail - Regulatory (ORR)',
        'Due Diligence Report - Pelham Rail - IP and IT',
        'Letter to sellers counsel re disclosure timetable',
        'Letter to sellers counsel re Tranche B data room gaps',
        'Note of call with Pelham Rail management re rolling stock leases',
        'Warranty and indemnity issues list',
        'Locked box calculation - Project Tern',
        'Power of Attorney - Corvane Holdings',
      ],
    },
    {
      code: '0009',
      name: 'Project Tern - acquisition financing',
      practice: ['BANK', 'Banking and Finance'],
      ws: 9_180_112,
      titles: [
        'Facilities Agreement - Project Tern',
        'Intercreditor Agreement - Project Tern',
        'Debenture - Corvane Bidco Limited',
        'CP Checklist - Project Tern financing',
        'Fee Letter - Arranger',
        'Hedging Letter - Project Tern',
        'Certain Funds Letter',
      ],
    },
    {
      code: '0015',
      name: 'Pelham Rail - W&I insurance',
      practice: ['CORP', 'Corporate M&A'],
      ws: 9_190_455,
      titles: [
        'W&I Policy - Project Tern',
        'W&I underwriting call agenda',
        'No Claims Declaration - Project Tern',
        'W&I broker engagement letter',
      ],
    },
    {
      code: '0003',
      name: 'General corporate advice',
      practice: ['CORP', 'Corporate'],
      ws: 8_771_029,
      titles: [
        'Board Minutes - Corvane Holdings',
        'Register of Members - Corvane Holdings',
        'Confirmation Statement 2026',
        'Written Resolution of Shareholders',
      ],
    },
  ];
  const labels = [
    'Seller draft',
    'HL markup',
    'HL markup (clean)',
    'agreed form',
    'execution version',
    'comparison vs Seller draft',
    'issues list',
    'HL comments',
  ];
  const targetName = 'Disclosure Letter - Tranche B - HL markup';
  const used = new Set<number>();
  const docNumber = () => {
    let n = between(random, 4_300_000, 4_499_999);
    while (used.has(n)) n = between(random, 4_300_000, 4_499_999);
    used.add(n);
    return n;
  };
  const record = (m: (typeof matters)[number], name: string, checkedOutBy: string | null) => {
    const num = docNumber();
    const version = between(random, 1, 14);
    const ext =
      name.startsWith('Letter') || name.startsWith('Note')
        ? oneOf(random, ['docx', 'msg', 'pdf'])
        : oneOf(random, ['docx', 'docx', 'docx', 'pdf', 'xlsx']);
    const type = { docx: 'WORDX', msg: 'MIME', pdf: 'ACROBAT', xlsx: 'EXCELX' }[ext]!;
    const created = Date.UTC(2026, 2, 1) + pick(random, 240 * DAY);
    const edited = created + pick(random, 20 * DAY);
    const author = oneOf(random, users);
    const operator = oneOf(random, users);
    const lastUser = oneOf(random, users);
    return {
      database: 'HLACTIVE',
      document_number: num,
      version,
      id: `HLACTIVE!${num}.${version}`,
      name,
      author,
      author_description: author,
      operator,
      last_user: lastUser,
      type,
      class: ext === 'msg' ? 'EMAIL' : name.startsWith('Letter') ? 'CORR' : 'DOC',
      subclass: '',
      extension: ext.toUpperCase(),
      size: between(random, 18_000, 4_800_000),
      create_date: isoSeconds(created),
      edit_date: isoSeconds(edited),
      edit_profile_date: isoSeconds(edited + pick(random, 3_600_000)),
      file_edit_date: isoSeconds(edited),
      custom1: '40871',
      custom1_description: 'Corvane Holdings Limited',
      custom2: m.code,
      custom2_description: m.name,
      custom3: m.practice[0],
      custom3_description: m.practice[1],
      workspace_id: `HLACTIVE!${m.ws}`,
      workspace_name: `40871-${m.code} ${m.name}`,
      is_checked_out: checkedOutBy !== null,
      checkout_comment: checkedOutBy ? oneOf(random, ['', 'Working offline', 'Turning comments from client call', 'Offline on train']) : '',
      checkout_due_date: checkedOutBy ? isoSeconds(Date.UTC(2026, 10, 17) + pick(random, 5) * DAY) : '',
      checkout_path: checkedOutBy ? `C:\\iManage\\Checkout\\HLACTIVE_${num}_${version}.${ext}` : '',
      in_use: checkedOutBy !== null,
      in_use_by: checkedOutBy ?? '',
      is_declared: false,
      is_external: false,
      is_related: pick(random, 5) === 0,
      indexable: true,
      default_security: 'inherit',
      access: 'full_access',
      retain_days: 365,
      wstype: 'document',
      iwl: `iwl:dms=hl-work.imanage.work&&lib=HLACTIVE&&num=${num}&&ver=${version}`,
    };
  };
  const records: ReturnType<typeof record>[] = [];
  for (let i = 0; i < 640; i++) {
    const m = matters[pick(random, 10) < 7 ? 0 : 1 + pick(random, 3)]!;
    let name = `${oneOf(random, m.titles)} - ${oneOf(random, labels)}`;
    if (name === targetName) name = 'Disclosure Letter - Tranche B - Seller draft';
    const out = pick(random, 22) === 0 && !name.startsWith('Disclosure Letter - Tranche B') ? oneOf(random, users) : null;
    records.push(record(m, name, out));
  }
  records[210] = record(matters[0]!, 'Disclosure Letter - Tranche A - HL markup', oneOf(random, users));
  records[318] = record(matters[0]!, 'Schedule of Specific Disclosures - Tranche B - HL comments', null);
  records[Math.floor(records.length * 0.5)] = record(matters[0]!, targetName, 'TVANDERHOEK');
  const output = JSON.stringify({ data: records, overflow: false, total_count: records.length });
  return probe(
    'round 67: checked-out disclosure letter (minified iManage JSON)',
    'Who has the Tranche B disclosure letter for Project Tern checked out at the moment?',
    'imanage_search_documents',
    output,
    'checkout',
    'TVANDERHOEK',
    true,
  );
}

/** An EDRM XML 1.2 load file of a production, all on one line; the needle is the Bates number of one forwarded email. */
function productionBates(): EconomicsTask {
  const random = seededRandom(67_102);
  const domain = 'castlemere-energy.co.uk';
  const staff = [
    ['Dana', 'Whitcombe'],
    ['Graham', 'Petrakis'],
    ['Louise', 'Harcourt'],
    ['Sunil', 'Varghese'],
    ['Mairead', 'Cullinan'],
    ['Jonas', 'Eriksen'],
    ['Tobias', 'Fenwick'],
    ['Ayodele', 'Bankole'],
    ['Hattie', 'Sorensen'],
    ['Raymond', 'Achebe-Long'],
  ].map(([f, l]) => ({ name: `${f} ${l}`, email: `${f![0]!.toLowerCase()}${slug(l!)}@${domain}` }));
  const external = [
    { name: 'Rhys Adeyemi-Clarke', email: 'rhys.adeyemi-clarke@fca.org.uk' },
    { name: 'Supervision Team', email: 'energy.supervision@fca.org.uk' },
    { name: 'Marta Kowalczyk', email: 'marta.kowalczyk@northgatebank.com' },
    { name: 'Gideon Tanaka', email: 'g.tanaka@alderpointadvisory.com' },
  ];
  const topics = [
    'Q3 hedging strategy - board paper',
    'Hedge effectiveness testing - Q2',
    'Commodity position report',
    'FCA supervisory visit - agenda',
    'FCA information request (s.165) - tranche 2',
    'Position limits - internal policy refresh',
    'Treasury risk committee - minutes',
    'Counterparty credit limits - update',
    'ISDA CSA renegotiation - Northgate',
    'Gas forward book - overnight VaR',
    'Draft response to FCA - hedging book',
    'Hedging limits breach log - September',
    'Risk appetite statement 2026',
    'Power purchase agreements - exposure summary',
    'Call with FCA supervisor - notes',
    'Trading mandate review',
  ];
  const pdf = ['Board paper', 'Minutes', 'Report', 'Policy', 'Summary', 'Draft letter'];
  let bates = 41_000;
  let ctrl = 193_400;
  const docs: string[] = [];
  const tag = (n: string, t: string, v: string) => `<Tag TagName="${n}" TagDataType="${t}" TagValue="${xml(v)}"/>`;
  const doc = (
    from: { name: string; email: string },
    to: { name: string; email: string }[],
    subject: string,
    sent: number,
    custodian: string,
  ) => {
    const id = `CTRL-${String(ctrl++).padStart(7, '0')}`;
    const pages = between(random, 2, 14);
    const beg = `CAS${String(bates).padStart(7, '0')}`;
    const end = `CAS${String(bates + pages - 1).padStart(7, '0')}`;
    bates += pages;
    const vol = `VOL004\\${String(Math.floor(ctrl / 500)).padStart(4, '0')}`;
    const cc = pick(random, 2) === 0 ? [oneOf(random, staff)] : [];
    const tags = [
      tag('#From', 'Text', `${from.name} <${from.email}>`),
      tag('#To', 'Text', to.map((t) => `${t.name} <${t.email}>`).join('; ')),
      tag('#CC', 'Text', cc.map((t) => `${t.name} <${t.email}>`).join('; ')),
      tag('#Subject', 'Text', subject),
      tag('#DateSent', 'DateTime', isoSeconds(sent)),
      tag('#DateReceived', 'DateTime', isoSeconds(sent + between(random, 1, 90) * 1000)),
      tag('Custodian', 'Text', custodian),
      tag('BegBates', 'Text', beg),
      tag('EndBates', 'Text', end),
      tag('PageCount', 'Whole Number', String(pages)),
      tag('Confidentiality', 'Text', oneOf(random, ['Confidential', 'Confidential', 'Highly Confidential - AEO', 'None'])),
      tag('Redacted', 'Boolean', pick(random, 8) === 0 ? 'True' : 'False'),
      tag('MD5Hash', 'Text', hex(random, 32).toUpperCase()),
    ].join('');
    docs.push(
      `<Document DocID="${id}" DocType="Message" MimeType="application/vnd.ms-outlook"><Tags>${tags}</Tags><Files>` +
        `<File FileType="Native"><ExternalFile FilePath="NATIVES\\${vol}" FileName="${id}.msg" FileSize="${between(random, 20_000, 3_000_000)}" Hash="${hex(random, 32).toUpperCase()}"/></File>` +
        `<File FileType="Text"><ExternalFile FilePath="TEXT\\${vol}" FileName="${id}.txt" FileSize="${between(random, 900, 60_000)}" Hash="${hex(random, 32).toUpperCase()}"/></File>` +
        `<File FileType="Image"><ExternalFile FilePath="IMAGES\\${vol}" FileName="${id}.pdf" FileSize="${between(random, 40_000, 900_000)}" Hash="${hex(random, 32).toUpperCase()}"/></File>` +
        `</Files></Document>`,
    );
    if (pick(random, 3) === 0) {
      const aid = `CTRL-${String(ctrl++).padStart(7, '0')}`;
      const apages = between(random, 1, 30);
      const abeg = `CAS${String(bates).padStart(7, '0')}`;
      const aend = `CAS${String(bates + apages - 1).padStart(7, '0')}`;
      bates += apages;
      const fileName = `${oneOf(random, pdf)} - ${oneOf(random, topics)}.pdf`.replace(/[/:]/g, '-');
      docs.push(
        `<Document DocID="${aid}" DocType="File" MimeType="application/pdf"><Tags>${tag('#FileName', 'Text', fileName)}${tag('ParentDocID', 'Text', id)}${tag('Custodian', 'Text', custodian)}${tag('BegBates', 'Text', abeg)}${tag('EndBates', 'Text', aend)}${tag('PageCount', 'Whole Number', String(apages))}${tag('MD5Hash', 'Text', hex(random, 32).toUpperCase())}</Tags><Files><File FileType="Native"><ExternalFile FilePath="NATIVES\\${vol}" FileName="${aid}.pdf" FileSize="${between(random, 30_000, 5_000_000)}" Hash="${hex(random, 32).toUpperCase()}"/></File></Files></Document>`,
      );
    }
  };
  const dana = staff[0]!;
  const graham = staff[1]!;
  const fcaLetter = 'FCA letter - limits on commodity hedging positions';
  const start = Date.UTC(2025, 3, 1);
  const filler = () => {
    const from = pick(random, 6) === 0 ? oneOf(random, external) : pick(random, 4) === 0 ? dana : oneOf(random, staff);
    const to = [
      oneOf(
        random,
        staff.filter((s) => s !== from),
      ),
    ];
    if (pick(random, 3) === 0) to.push(oneOf(random, staff));
    const subject = `${oneOf(random, ['', '', 'RE: ', 'FW: ', 'RE: RE: '])}${oneOf(random, topics)}`;
    const custodian = from.email.endsWith(domain) ? from.name : to[0]!.name;
    return { from, to, subject, custodian };
  };
  const total = 430;
  const plantAt = Math.floor(total * 0.47);
  for (let i = 0; i < total; i++) {
    const sent = start + Math.floor((i / total) * 300 * DAY) + pick(random, 8 * 3_600_000);
    if (i === plantAt - 9) doc(external[0]!, [dana], fcaLetter, sent, dana.name);
    else if (i === plantAt) {
      const before = bates;
      doc(dana, [graham, staff[2]!], `FW: ${fcaLetter}`, sent, dana.name);
      if (bates - before < 2) throw new Error('the planted email is one page');
    } else if (i === plantAt + 6) doc(graham, [dana], `RE: FW: ${fcaLetter}`, sent, graham.name);
    else if (i === plantAt + 15) doc(dana, [staff[3]!], 'FW: FCA supervisory visit - agenda', sent, dana.name);
    else {
      const f = filler();
      doc(f.from, f.to, f.subject, sent, f.custodian);
    }
  }
  const target = docs.find((d) => d.includes(`TagValue="FW: ${fcaLetter}"`))!;
  const needle = /TagName="BegBates" TagDataType="Text" TagValue="(CAS\d+)"/.exec(target)![1]!;
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><Root MajorVersion="1" MinorVersion="2" Description="Castlemere Energy - Production 004 (HL ref 40655-0021)" Locale="en-GB" DataInterchangeType="Update">` +
    `<Batch name="CAS_PROD_004"><Documents>${docs.join('')}</Documents></Batch></Root>`;
  return probe(
    'round 67: Bates number of a forwarded email (EDRM XML on one line)',
    'In the Castlemere production, what Bates number went on the email where Dana Whitcombe forwarded the FCA letter about hedging limits?',
    'get_production_loadfile',
    output,
    'bates',
    needle,
    true,
  );
}

/** A LEDES 1998B file with three invoices, every record on one line (records end in "[]"). */
function ledesLineTotal(): EconomicsTask {
  const random = seededRandom(67_103);
  const header =
    'LEDES1998B[]INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]';
  const rates = new Set<number>([745]);
  const timekeepers = Array.from({ length: 34 }, (_, i) => {
    const [f, l] = person(random);
    const cls = oneOf(random, ['PT', 'PT', 'AS', 'AS', 'AS', 'AS', 'OC', 'PL', 'PL', 'LC']);
    const base = { PT: 1150, OC: 980, AS: 620, PL: 310, LC: 260 }[cls]!;
    let rate = base + 5 * between(random, -20, 30);
    while (rates.has(rate)) rate += 5;
    rates.add(rate);
    return { id: `TK${String(300 + i * 7).padStart(4, '0')}`, name: `${l}, ${f}`, cls, rate };
  });
  const priya = { id: 'TK0412', name: 'Ramanathan, Priya', cls: 'AS', rate: 745 };
  const tasks: [string, string, string][] = [
    ['L110', 'A104', 'Review and analyze Kellwood document production (batch {n})'],
    ['L120', 'A106', 'Conference with client re infringement contentions'],
    ['L160', 'A103', 'Draft settlement position memorandum'],
    ['L310', 'A103', 'Draft responses to Kellwood second set of interrogatories'],
    ['L320', 'A104', 'Review privilege log entries {n}-{m}'],
    ['L330', 'A101', 'Plan and prepare for deposition of Dr. A. Kessler'],
    ['L330', 'A103', 'Prepare outline for deposition of K. Vasquez'],
    ['L340', 'A104', 'Review expert report of Dr. M. Lindahl on claim construction'],
    ['L350', 'A103', 'Draft motion to compel production of batch records'],
    ['L390', 'A108', 'Meet and confer with Kellwood counsel re ESI search terms'],
    ['L420', 'A103', 'Draft opening claim construction brief section {n}'],
    ['L430', 'A104', 'Review Kellwood responsive claim construction brief'],
    ['L450', 'A109', 'Attend Markman hearing preparation session'],
  ];
  const iprTasks: [string, string, string][] = [
    ['L110', 'A104', "Review petitioner's exhibits {n}-{m} (IPR2026-00418)"],
    ['L210', 'A103', 'Draft patent owner preliminary response section {n}'],
    ['L240', 'A106', 'Call with client re declarant availability'],
    ['L250', 'A104', 'Analyze prior art reference Tanabe (Ex. 10{n})'],
  ];
  const expenses: [string, string][] = [
    ['E101', 'Copying - document production binders'],
    ['E106', 'Online research - Westlaw'],
    ['E110', 'Out-of-town travel - Wilmington, DE'],
    ['E112', 'Court fees - pro hac vice'],
    ['E115', 'Deposition transcript - court reporter'],
    ['E124', 'Hosting charges - review platform'],
  ];
  type Line = { date: number; tk: typeof priya | null; units: number; cents: number; task: string; exp: string; act: string; desc: string };
  const invoices: { number: string; matter: string; clientMatter: string; desc: string; lines: Line[] }[] = [];
  const fill = (text: string) => text.replace('{n}', String(between(random, 1, 40))).replace('{m}', String(between(random, 41, 90)));
  const makeLines = (count: number, pool: [string, string, string][], withPriya: boolean): Line[] => {
    const lines: Line[] = [];
    for (let i = 0; i < count; i++) {
      const date = Date.UTC(2026, 9, 1) + pick(random, 31) * DAY;
      if (pick(random, 9) === 0) {
        const [code, desc] = oneOf(random, expenses);
        lines.push({ date, tk: null, units: 1, cents: between(random, 1_500, 480_000), task: '', exp: code, act: '', desc });
        continue;
      }
      const tk = withPriya && pick(random, 8) === 0 ? priya : oneOf(random, timekeepers);
      if (tk === priya && ymd(date) === '2026-10-14') {
        i--;
        continue;
      }
      let units = between(random, 1, 85);
      if (tk === priya && units === 47) units = 48;
      const [task, act, desc] = oneOf(random, pool);
      lines.push({ date, tk, units, cents: units * tk.rate * 10, task, exp: '', act, desc: fill(desc) });
    }
    return lines;
  };
  invoices.push({
    number: 'HL-2026-118397',
    matter: '40912-0005',
    clientMatter: 'OST-IPR-2231',
    desc: 'Kellwood IPR proceedings - October 2026',
    lines: makeLines(360, iprTasks, true),
  });
  const main = makeLines(720, tasks, true);
  main.push({
    date: Date.UTC(2026, 9, 14),
    tk: priya,
    units: 47,
    cents: 47 * 745 * 10,
    task: 'L330',
    exp: '',
    act: 'A103',
    desc: 'Prepare outline for deposition of K. Vasquez; cite-check exhibits',
  });
  invoices.push({
    number: 'HL-2026-118402',
    matter: '40912-0003',
    clientMatter: 'OST-LIT-2209',
    desc: 'Ostrander Therapeutics v. Kellwood Biologics (D. Del.) - October 2026',
    lines: main,
  });
  invoices.push({
    number: 'HL-2026-118405',
    matter: '40912-0007',
    clientMatter: 'OST-CORP-1187',
    desc: 'Halcyon collaboration and licence - October 2026',
    lines: makeLines(
      300,
      [
        ['L100', 'A103', 'Revise licence agreement draft (milestones schedule)'],
        ['L100', 'A106', 'Call with client re royalty stacking'],
        ['L100', 'A104', 'Review Halcyon markup of collaboration agreement'],
      ],
      false,
    ),
  });
  const needle = money(47 * 745 * 10);
  const records: string[] = [];
  for (const inv of invoices) {
    inv.lines.sort((a, b) => a.date - b.date || (a.tk?.name ?? '~').localeCompare(b.tk?.name ?? '~'));
    for (const line of inv.lines) {
      const isTarget = line.tk === priya && ymd(line.date) === '2026-10-14';
      if (!isTarget && money(line.cents).includes(needle)) line.cents += line.tk ? line.tk.rate * 10 : 100;
      if (!isTarget && line.tk) line.units = line.cents / (line.tk.rate * 10);
    }
    const invoiceTotal = money(inv.lines.reduce((s, l) => s + l.cents, 0));
    inv.lines.forEach((line, n) => {
      const fields = [
        '20261031',
        inv.number,
        'OSTR01',
        inv.matter,
        invoiceTotal,
        '20261001',
        '20261031',
        inv.desc,
        String(n + 1),
        line.tk ? 'F' : 'E',
        line.tk ? (line.units / 10).toFixed(2) : '1',
        '0.00',
        money(line.cents),
        ymd(line.date).replace(/-/g, ''),
        line.task,
        line.exp,
        line.act,
        line.tk?.id ?? '',
        line.desc,
        '98-0412276',
        line.tk ? money(line.tk.rate * 100) : money(line.cents),
        line.tk?.name ?? '',
        line.tk?.cls ?? '',
        inv.clientMatter,
      ];
      records.push(`${fields.join('|')}[]`);
    });
  }
  const output = header + records.join('');
  return probe(
    'round 67: line total of one time entry (LEDES 1998B on one line)',
    "In the October LEDES file for Ostrander, what's the line total for Priya Ramanathan's time on 14 October?",
    'export_ledes_invoice',
    output,
    'ledes',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** Conflict search results, pretty JSON; the one adverse-party hit for Ferrand Logistics names the needle as responsible partner. */
function conflictsAdverse(): EconomicsTask {
  const random = seededRandom(67_104);
  const partners = Array.from({ length: 55 }, (_, i) => {
    const [f, l] = person(random);
    return { id: `TK${String(100 + i * 3).padStart(4, '0')}`, name: `${f} ${l}` };
  });
  const terms: { term: string; names: string[]; adverseOk: boolean }[] = [
    {
      term: 'Ferrand Logistics',
      names: [
        'Ferrand Logistics SAS',
        'Ferrand Logistics UK Limited',
        'Ferrand Logistique Belgique SPRL',
        'Ferrandi Logistica S.r.l.',
        'Ferrand Logistics Holdings SA',
      ],
      adverseOk: false,
    },
    {
      term: 'Groupe Ferrand',
      names: ['Groupe Ferrand SA', 'Groupe Ferrand Immobilier', 'Ferrand Group Services Limited'],
      adverseOk: true,
    },
    {
      term: 'Ferrand',
      names: [
        'Ferrand & Cie',
        'Ferrand Transports Routiers',
        'Ferrand, Antoine',
        'Ferrand-Lebrun, Marguerite',
        'Ferrando Shipping Agency',
        'Farrand Controls Ltd',
      ],
      adverseOk: true,
    },
    {
      term: 'Kestrel Freight',
      names: [
        'Kestrel Freight Limited',
        'Kestrel Freight Properties Limited',
        'Kestrel Marine Holdings Ltd',
        'Kestrel Freight (Ireland) DAC',
      ],
      adverseOk: true,
    },
    { term: 'Entrepots Ferrand', names: ['Entrepôts Ferrand Nord SAS', 'Entrepôts Ferrand Sud SAS'], adverseOk: true },
    { term: 'Sofrelog Holding', names: ['Sofrelog Holding SA', 'Sofrelog Participations'], adverseOk: true },
  ];
  const roles = [
    'Client',
    'Related Party',
    'Co-Defendant',
    'Director/Officer',
    'Parent Company',
    'Subsidiary',
    'Guarantor',
    'Insurer',
    'Counterparty',
    'Witness',
  ];
  const clients = Array.from({ length: 40 }, () => ({
    number: String(between(random, 20_000, 58_000)),
    name: `${oneOf(random, LAST)} ${oneOf(random, ['Holdings plc', 'Capital LLP', 'Group Limited', 'Logistics Ltd', 'Properties Limited', 'Industries SA', 'Partners LP'])}`,
  }));
  const matterNames: [string, string][] = [
    ['Acquisition of distribution centre portfolio', 'Real Estate'],
    ['Supply chain contract dispute', 'Commercial Litigation'],
    ['Warehouse lease renewal - Daventry', 'Real Estate'],
    ['Customs duty appeal (First-tier Tribunal)', 'Tax'],
    ['Framework logistics agreement', 'Commercial'],
    ['Sale of cold-storage business', 'Corporate M&A'],
    ['Employment tribunal claim', 'Employment'],
    ['Cargo damage claim', 'Shipping and Trade'],
    ['Refinancing of term facility', 'Banking and Finance'],
    ['Competition investigation (CMA)', 'Competition'],
    ['Share purchase - Iberian operations', 'Corporate M&A'],
    ['Freight forwarding terms review', 'Commercial'],
    ['Unpaid invoices claim (Commercial Court)', 'Commercial Litigation'],
  ];
  let hitNo = 1;
  const hit = (searchTerm: string, matchedName: string, role: string, responsible: { id: string; name: string }) => {
    const client = oneOf(random, clients);
    const opened = Date.UTC(2017, 0, 1) + pick(random, 3_500) * DAY;
    const [matterName, group] = oneOf(random, matterNames);
    const status =
      role === 'Adverse Party' && matchedName === 'Ferrand Logistics SAS' ? 'Open' : oneOf(random, ['Open', 'Closed', 'Closed', 'Closed']);
    return {
      hitId: `H-${String(hitNo++).padStart(6, '0')}`,
      searchTerm,
      matchedName,
      matchType: matchedName.toLowerCase().startsWith(searchTerm.toLowerCase()) ? 'Exact' : oneOf(random, ['Fuzzy', 'Phonetic', 'Alias']),
      score: Number((0.62 + random() * 0.38).toFixed(2)),
      source: oneOf(random, ['Matter Parties', 'Matter Parties', 'Matter Parties', 'Clients', 'Time Narratives', 'Accounts Payable']),
      entity: {
        id: `E-${between(random, 100_000, 999_999)}`,
        type: matchedName.includes(',') ? 'Person' : 'Organisation',
        country: oneOf(random, ['FR', 'GB', 'BE', 'IT', 'IE', 'LU']),
      },
      partyRole: role,
      client,
      matter: {
        number: `${client.number}-${String(between(random, 1, 40)).padStart(4, '0')}`,
        name: matterName,
        status,
        openedOn: ymd(opened),
        closedOn: status === 'Closed' ? ymd(opened + between(random, 60, 1_200) * DAY) : null,
        practiceGroup: group,
        office: oneOf(random, ['London', 'London', 'Paris', 'Houston', 'Brussels']),
        responsibleAttorney: responsible,
        billingAttorney: oneOf(random, partners),
        originatingAttorney: oneOf(random, partners),
      },
      waiverOnFile: pick(random, 12) === 0,
      ethicalWall: pick(random, 15) === 0 ? `EW-${between(random, 1_000, 4_999)}` : null,
      notes: '',
    };
  };
  const hits: ReturnType<typeof hit>[] = [];
  for (let i = 0; i < 360; i++) {
    const t = oneOf(random, terms);
    const name = oneOf(random, t.names);
    const role = name !== 'Ferrand Logistics SAS' && pick(random, 5) === 0 ? 'Adverse Party' : oneOf(random, roles);
    hits.push(hit(t.term, name, role, oneOf(random, partners)));
  }
  const at = Math.floor(hits.length * 0.52);
  hits[at] = hit('Ferrand Logistics', 'Ferrand Logistics SAS', 'Adverse Party', { id: 'TK0391', name: 'Saoirse Delacroix-Penn' });
  hits.forEach((h, i) => (h.hitId = `H-${String(i + 1).padStart(6, '0')}`));
  const result = {
    searchId: 'CS-2026-118840',
    status: 'Completed',
    requestedBy: { id: 'TK0207', name: 'Conflicts Team (New Business Intake)' },
    requestedAt: '2026-11-16T09:12:44Z',
    completedAt: '2026-11-16T09:13:31Z',
    newMatter: {
      proposedClient: 'Kestrel Freight Limited',
      description: 'Acquisition of UK warehouse portfolio from Ferrand Logistics SAS',
      proposedResponsibleAttorney: 'TK0118',
      parties: [
        { name: 'Kestrel Freight Limited', role: 'Client' },
        { name: 'Ferrand Logistics SAS', role: 'Counterparty' },
        { name: 'Groupe Ferrand SA', role: 'Parent of Counterparty' },
        { name: 'Antoine Ferrand', role: 'Director of Counterparty' },
      ],
    },
    searchTerms: terms.map((t) => ({ term: t.term, type: 'Organisation', fuzzy: true, threshold: 0.6 })),
    totalHits: hits.length,
    hits,
  };
  return probe(
    'round 67: responsible partner on the adverse matter (pretty JSON conflicts)',
    "Who's the responsible partner on the matter where Ferrand Logistics is the adverse party?",
    'conflicts_search_results',
    JSON.stringify(result, null, 2),
    'conflict',
    'Saoirse Delacroix-Penn',
  );
}

/** The e-filing provider's filing list, pretty XML; the needle is the envelope number, lines above the case and document. */
function efilingEnvelope(): EconomicsTask {
  const random = seededRandom(67_105);
  const cases = [
    {
      no: '2026-41873',
      court: 'Harris County - District Clerk',
      div: '152nd District Court',
      title: 'Brightwater Energy Partners, L.P. vs. Halvorsen Drilling, Inc.',
      side: 'Plaintiff',
    },
    {
      no: '2025-77120',
      court: 'Harris County - District Clerk',
      div: '61st District Court',
      title: 'Brightwater Energy Partners, L.P. vs. Ostlund Pipe & Supply Co.',
      side: 'Plaintiff',
    },
    {
      no: '2026-19004',
      court: 'Harris County - District Clerk',
      div: '129th District Court',
      title: 'Halvorsen Drilling, Inc. vs. Gulfstar Rig Services, LLC',
      side: 'Defendant',
    },
  ];
  for (let i = 0; i < 38; i++) {
    const a = `${oneOf(random, LAST)} ${oneOf(random, ['Energy', 'Midstream', 'Holdings', 'Construction', 'Petroleum', 'Marine'])}, ${oneOf(random, ['Inc.', 'LLC', 'L.P.', 'Corp.'])}`;
    const b = `${oneOf(random, LAST)} ${oneOf(random, ['Services', 'Resources', 'Capital', 'Industries', 'Operating'])}, ${oneOf(random, ['Inc.', 'LLC', 'Ltd.'])}`;
    const county = oneOf(random, [
      [
        'Harris County - District Clerk',
        () => `${oneOf(random, ['2025', '2026'])}-${between(random, 10_000, 89_999)}`,
        () => `${between(random, 11, 295)}th District Court`,
      ],
      [
        'Dallas County - District Clerk',
        () => `DC-${oneOf(random, ['25', '26'])}-${between(random, 10_000, 19_999)}`,
        () => `${oneOf(random, ['14th', '44th', '68th', '101st', '192nd'])} District Court`,
      ],
      [
        'Travis County - District Clerk',
        () => `D-1-GN-${oneOf(random, ['25', '26'])}-${String(between(random, 1, 9_999)).padStart(6, '0')}`,
        () => `${oneOf(random, ['53rd', '201st', '250th', '261st'])} District Court`,
      ],
    ] as const);
    cases.push({
      no: county[1](),
      court: county[0],
      div: county[2](),
      title: `${a} vs. ${b}`,
      side: oneOf(random, ['Plaintiff', 'Defendant']),
    });
  }
  const docs = [
    ['Motion', "{side}'s Motion for Protective Order"],
    ['Motion', "{side}'s Motion to Compel Responses to Requests for Production"],
    ['Response', "{side}'s Response to Motion for Summary Judgment"],
    ['Reply', "{side}'s Reply in Support of Motion for Protective Order"],
    ['Reply', "{side}'s Reply in Support of Traditional Motion for Summary Judgment"],
    ['Proposed Order', 'Proposed Order Granting Motion for Continuance'],
    ['Notice', 'Notice of Hearing'],
    ['Notice', 'Notice of Deposition of Corporate Representative'],
    ['Notice', 'Rule 11 Agreement'],
    ['Designation', "{side}'s Designation of Expert Witnesses"],
    ['Answer', "{side}'s First Amended Answer and Affirmative Defenses"],
    ['Petition', "{side}'s Second Amended Petition"],
    ['Exhibit', 'Appendix of Exhibits in Support'],
    ['Certificate', 'Certificate of Conference'],
  ];
  const attorneys = Array.from({ length: 14 }, () => person(random).join(' '));
  const filers = Array.from({ length: 9 }, () => person(random).join(' '));
  const envelopes = new Set<number>([86_427_315]);
  const envelope = () => {
    let n = between(random, 81_000_000, 89_999_999);
    while (envelopes.has(n)) n = between(random, 81_000_000, 89_999_999);
    envelopes.add(n);
    return n;
  };
  const filing = (c: (typeof cases)[number], code: string, desc: string, submitted: number, env: number) => {
    const status = oneOf(random, [
      'Accepted',
      'Accepted',
      'Accepted',
      'Accepted',
      'Served',
      'Submitted',
      'Under Review',
      'Returned for Correction',
    ]);
    const reviewed = submitted + between(random, 20, 60 * 26) * 60_000;
    const fee = code === 'Petition' ? '350.00' : code === 'Motion' ? '15.00' : '0.00';
    return [
      '    <Filing>',
      `      <EnvelopeNumber>${env}</EnvelopeNumber>`,
      `      <FilingID>${uuid(random)}</FilingID>`,
      `      <Court>${xml(c.court)}</Court>`,
      `      <CourtDivision>${xml(c.div)}</CourtDivision>`,
      `      <CaseNumber>${c.no}</CaseNumber>`,
      `      <CaseTitle>${xml(c.title)}</CaseTitle>`,
      `      <FilingType>${oneOf(random, ['EFileAndServe', 'EFileAndServe', 'EFile'])}</FilingType>`,
      `      <FilingCode>${code}</FilingCode>`,
      `      <DocumentDescription>${xml(desc)}</DocumentDescription>`,
      `      <LeadDocument>${xml(desc.replace(/[^A-Za-z0-9 ]/g, '').replace(/ +/g, '_'))}.pdf</LeadDocument>`,
      `      <FilerName>${xml(oneOf(random, filers))}</FilerName>`,
      `      <AttorneyOfRecord>${xml(oneOf(random, attorneys))}</AttorneyOfRecord>`,
      `      <ClientMatter>${between(random, 30_000, 60_000)}-${String(between(random, 1, 30)).padStart(4, '0')}</ClientMatter>`,
      `      <SubmittedDate>${iso(submitted).slice(0, 19)}-05:00</SubmittedDate>`,
      `      <Status>${status}</Status>`,
      status === 'Submitted' ? '      <ReviewedDate/>' : `      <ReviewedDate>${iso(reviewed).slice(0, 19)}-05:00</ReviewedDate>`,
      '      <Fees>',
      `        <FilingFee>${fee}</FilingFee>`,
      '        <ServiceFee>0.00</ServiceFee>',
      `        <ProviderFee>${oneOf(random, ['2.00', '3.50', '4.25'])}</ProviderFee>`,
      '      </Fees>',
      '    </Filing>',
    ].join('\n');
  };
  const total = 720;
  const start = Date.UTC(2026, 4, 1, 8);
  const blocks: string[] = [];
  const plantAt = Math.floor(total * 0.55);
  const bh = cases[0]!;
  for (let i = 0; i < total; i++) {
    let when = start + Math.floor((i / total) * 195) * DAY + pick(random, 9 * 3_600_000);
    while (!weekday(when)) when += DAY;
    if (i === plantAt)
      blocks.push(
        filing(bh, 'Reply', "Plaintiff's Reply in Support of Its Motion to Compel Production of Drilling Logs", when, 86_427_315),
      );
    else if (i === plantAt - 40)
      blocks.push(filing(bh, 'Motion', "Plaintiff's Motion to Compel Production of Drilling Logs", when, envelope()));
    else if (i === plantAt + 7)
      blocks.push(filing(bh, 'Proposed Order', 'Proposed Order Granting Motion to Compel Production of Drilling Logs', when, envelope()));
    else if (i === plantAt - 180)
      blocks.push(
        filing(
          cases[1]!,
          'Reply',
          "Plaintiff's Reply in Support of Motion to Compel Deposition of Corporate Representative",
          when,
          envelope(),
        ),
      );
    else {
      const c = pick(random, 6) === 0 ? bh : oneOf(random, cases);
      const [code, desc] = oneOf(random, docs);
      blocks.push(filing(c, code!, desc!.replace('{side}', c.side), when, envelope()));
    }
  }
  const output = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<GetFilingListResponse xmlns="urn:tyler:efm:services:filing" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">',
    '  <FirmID>7c1d2e4f-hl-houston</FirmID>',
    '  <FirmName>Harrowgate Lyle LLP (Houston)</FirmName>',
    '  <DateRange From="2026-05-01" To="2026-11-17"/>',
    '  <Filings>',
    ...blocks,
    '  </Filings>',
    '</GetFilingListResponse>',
  ].join('\n');
  return probe(
    'round 67: envelope number of a reply brief (pretty XML e-filing list)',
    'What envelope number did our reply on the motion to compel in Brightwater v. Halvorsen get?',
    'efile_list_filings',
    output,
    'envelope',
    '86427315',
  );
}

/** `Get-Mailbox | Format-List ...` with litigation hold properties; the needle is one mailbox's hold date, lines below its name. */
function mailboxHold(): EconomicsTask {
  const random = seededRandom(67_106);
  const departments = [
    'Corporate M&A',
    'Banking & Finance',
    'Commercial Litigation',
    'Real Estate',
    'Employment',
    'Tax',
    'Competition',
    'Shipping & Trade',
    'IT',
    'Finance',
    'Business Services',
  ];
  const offices = ['London', 'London', 'London', 'Houston', 'Paris', 'Brussels'];
  const notices = Array.from({ length: 24 }, (_, i) => ({
    id: `PN-2026-${String(10 + i * 3).padStart(3, '0')}`,
    matter: `${between(random, 20_000, 58_000)}-${String(between(random, 1, 40)).padStart(4, '0')}`,
  }));
  const stamps = new Set<string>();
  const stamp = (lo: number, span: number) => {
    let s = ukDateTime(lo + pick(random, span));
    while (stamps.has(s)) s = ukDateTime(lo + pick(random, span));
    stamps.add(s);
    return s;
  };
  const aliases = new Set<string>();
  const block = (first: string, last: string, held: boolean, holdDate?: string) => {
    let alias = slug(first[0]! + last);
    while (aliases.has(alias)) alias += pick(random, 10);
    aliases.add(alias);
    const notice = oneOf(random, notices);
    const hold = held ? (holdDate ?? stamp(Date.UTC(2024, 0, 1), 1_000 * DAY)) : '';
    const rows: [string, string][] = [
      ['Name', alias],
      ['DisplayName', `${first} ${last}`],
      ['PrimarySmtpAddress', `${slug(first)}.${slug(last)}@harrowgatelyle.com`],
      ['Office', oneOf(random, offices)],
      ['Department', oneOf(random, departments)],
      ['LitigationHoldEnabled', held ? 'True' : 'False'],
      ['LitigationHoldDate', hold],
      [
        'LitigationHoldOwner',
        held ? oneOf(random, ['HL\\svc-ediscovery', 'HL\\adm-jpatel', 'HL\\adm-rcosta', 'ediscovery.admin@harrowgatelyle.com']) : '',
      ],
      ['LitigationHoldDuration', 'Unlimited'],
      [
        'RetentionComment',
        held ? `Preservation notice ${notice.id} (matter ${notice.matter}). Do not remove without Legal Risk approval.` : '',
      ],
      ['RetentionUrl', held ? `https://intranet.harrowgatelyle.com/risk/legal-holds/${notice.id}` : ''],
      [
        'InPlaceHolds',
        held && pick(random, 2) === 0
          ? `{UniH${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}}`
          : '{}',
      ],
      [
        'RetentionPolicy',
        oneOf(random, ['HL Default 7 Year', 'HL Default 7 Year', 'HL Litigation 10 Year', 'HL Business Services 6 Year']),
      ],
      ['ArchiveStatus', oneOf(random, ['Active', 'Active', 'None'])],
      ['RecipientTypeDetails', 'UserMailbox'],
      ['WhenCreated', stamp(Date.UTC(2016, 0, 1), 2_900 * DAY)],
      ['WhenChanged', stamp(Date.UTC(2026, 6, 1), 130 * DAY)],
    ];
    return rows.map(([k, v]) => `${k.padEnd(22)} : ${v}`.trimEnd()).join('\n');
  };
  const blocks: string[] = [];
  for (let i = 0; i < 720; i++) {
    const [f, l] = person(random);
    blocks.push(block(f, l, pick(random, 5) < 2));
  }
  const target = '03/09/2026 14:27:51';
  stamps.add(target);
  blocks[Math.floor(blocks.length * 0.58)] = block('Martin', 'Oyelaran', true, target);
  blocks[Math.floor(blocks.length * 0.31)] = block('Martin', 'Keogh', true);
  blocks[Math.floor(blocks.length * 0.44)] = block('Folake', 'Oyelaran', true);
  blocks[Math.floor(blocks.length * 0.66)] = block('Martina', 'Osei', true);
  const output = `\nPS C:\\> Get-Mailbox -ResultSize Unlimited -RecipientTypeDetails UserMailbox | Format-List Name,DisplayName,PrimarySmtpAddress,Office,Department,LitigationHold*,Retention*,InPlaceHolds,ArchiveStatus,RecipientTypeDetails,WhenCreated,WhenChanged\n\n\n${blocks.join('\n\n')}\n\n\n`;
  return probe(
    'round 67: litigation hold date of a mailbox (Exchange Format-List)',
    "When was Martin Oyelaran's mailbox put on litigation hold?",
    'exchange_powershell',
    output,
    'hold',
    target,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** A time entry export for one client over five months, fixed-width; the needle is the entry id of one attendance. */
function timeEntryVisit(): EconomicsTask {
  const random = seededRandom(67_107);
  const tks = Array.from({ length: 26 }, (_, i) => {
    const [f, l] = person(random);
    return { no: String(400 + i * 11).padStart(4, '0'), name: `${l}, ${f}` };
  });
  const matters: [string, string[]][] = [
    [
      '52210-0004',
      [
        'Call with Rotterdam agents re access arrangements for joint survey',
        "Review owners' surveyor's preliminary report on condition of cargo in hold 4",
        'Email to P&I club re attendance at survey',
        'Review photographs of cargo taken at discharge',
        "Draft letter to receivers' solicitors re contamination claim quantum",
        'Review bills of lading and charterparty clause 38',
        'Conference with client re survey findings and next steps',
        'Prepare chronology of loading and voyage events',
        'Review lab analysis of cargo samples (Saybolt report)',
        "Draft protective letter to owners' P&I club",
        'Research: Hague-Visby Rules art III r 6 time bar',
        'Call with counsel re merits of contamination defence',
        'Review vessel logbook extracts and deck log',
        'Draft witness statement of Chief Officer (first draft)',
      ],
    ],
    [
      '52210-0006',
      [
        'Review LMAA claim submissions from owners',
        'Draft defence submissions (demurrage counterclaim)',
        "Review arbitrator's procedural order no 2",
        'Call with client re laytime calculation',
        'Review statement of facts and NOR timings',
        'Draft request for further information',
      ],
    ],
    [
      '52210-0007',
      [
        'Review MOA (Norwegian Saleform 2012) buyer comments',
        'Call with brokers re deposit release',
        'Prepare closing memorandum',
        'Review class certificate and trading certificates',
      ],
    ],
    [
      '52210-0002',
      ['Advice to client re sanctions screening clause', 'Review BIMCO clause wording', 'Email to client re ETS surcharge pass-through'],
    ],
  ];
  const rows: string[] = [];
  const start = Date.UTC(2026, 5, 1);
  let id = 7_704_112;
  const row = (date: number, tk: (typeof tks)[number], matter: string, hours: number, narrative: string, entry: number, status?: string) =>
    `${String(entry).padEnd(9)} ${ukDate(date)}  ${tk.no}  ${tk.name.padEnd(24).slice(0, 24)}  ${matter}  ${(hours / 10).toFixed(2).padStart(5)}  ${(status ?? oneOf(random, ['Billed', 'Billed', 'Billed', 'Posted', 'Written off', 'On hold'])).padEnd(11)}  ${narrative}`;
  const total = 2_700;
  const plantAt = Math.floor(total * 0.65);
  let targetId = 0;
  for (let i = 0; i < total; i++) {
    let date = start + Math.floor((i / total) * 153 * DAY);
    while (!weekday(date)) date += DAY;
    id += between(random, 1, 40);
    if (i === plantAt) {
      targetId = id;
      rows.push(
        row(
          date,
          tks[4]!,
          '52210-0004',
          95,
          "Attend joint survey on board MV Kestrel Dawn at Maasvlakte II terminal, Rotterdam (holds 3 and 4) with owners' surveyor and P&I correspondent; notes of attendance",
          id,
          'Billed',
        ),
      );
      continue;
    }
    const [matter, narratives] = matters[pick(random, 10) < 6 ? 0 : 1 + pick(random, 3)]!;
    rows.push(row(date, oneOf(random, tks), matter, between(random, 1, 70), oneOf(random, narratives), id));
  }
  const head = [
    'Intapp Time - entry export',
    'Client:    52210  Kestrel Marine Holdings Ltd',
    'Matters:   all open    Period: 01/06/2026 - 31/10/2026    Generated: 17/11/2026 08:41 by HL\\billing.ops',
    '',
    'ENTRY ID  DATE        TKPR  TIMEKEEPER                MATTER      HOURS  STATUS       NARRATIVE',
    '--------  ----------  ----  ------------------------  ----------  -----  -----------  ---------',
  ];
  const output = [...head, ...rows, '', `${rows.length} entries`].join('\n');
  return probe(
    'round 67: entry for attending the vessel inspection (time export, preamble and paraphrase)',
    "Kestrel Marine's general counsel is querying our September bill and says nobody from our side was there in person when the ship was inspected in Rotterdam. Which time entry covers that visit?",
    'time_entries_export',
    output,
    'visit',
    String(targetId),
  );
}

/** An Exchange message tracking log for one day; the needle is the DELIVER time of one inbound email. */
function trackingDelivery(): EconomicsTask {
  const random = seededRandom(67_108);
  const fields =
    'date-time,client-ip,client-hostname,server-ip,server-hostname,source-context,connector-id,source,event-id,internal-message-id,message-id,network-message-id,recipient-address,recipient-status,total-bytes,recipient-count,related-recipient-address,reference,message-subject,sender-address,return-path,message-info,directionality,tenant-id,original-client-ip,original-server-ip,custom-data,transport-traffic-type,log-id,schema-version';
  const staff = Array.from({ length: 120 }, () => {
    const [f, l] = person(random);
    return `${f[0]!.toLowerCase()}.${slug(l)}@harrowgatelyle.com`;
  });
  const outsiders = [
    'm.lindqvist@brandtokafor.com',
    'j.hallam@brandtokafor.com',
    'disclosure@brandtokafor.com',
    'clerks@wessexchambers.co.uk',
    'noreply@ce-file.justice.gov.uk',
    'r.castillo@castlemere-energy.co.uk',
    'legal@castlemere-energy.co.uk',
    'invoices@opusreporting.co.uk',
    'a.morgan@veldmancapital.nl',
    'bookings@epiqglobal.com',
  ];
  const subjects = [
    'Pereira v Castlemere [HC-2025-001873] - draft directions order',
    'Pereira v Castlemere [HC-2025-001873] - disclosure review timetable',
    'RE: Pereira v Castlemere - exchange of witness statements - extension',
    'Pereira v Castlemere [HC-2025-001873] - amended particulars of claim',
    'Pereira v Castlemere - trial bundle index (draft)',
    'RE: Pereira v Castlemere - costs budget',
    'Without prejudice - Pereira v Castlemere',
    'Project Tern - completion checklist v14',
    'Kestrel Dawn - survey report',
    'Invoice HL-2026-118402',
    'Lunch on Thursday?',
    'Your CE-File submission has been accepted',
    'Counsel availability - December',
    'Board pack - Q4',
    'Transcript order confirmation',
  ];
  const lines: [number, string][] = [];
  const q = (s: string) => (s.includes(',') ? `"${s.replace(/"/g, '""')}"` : s);
  let internalId = 74_904_200_000;
  const message = (at: number, from: string, to: string, subject: string, inbound: boolean, deliverGap?: number): number => {
    const mid = `<${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 20)}@${from.split('@')[1]}>`;
    const nid = uuid(random);
    const iid = String(internalId++);
    const bytes = String(between(random, 6_000, 9_500_000));
    const server = oneOf(random, ['HLEXCH01', 'HLEXCH02']);
    const common = (event: string, source: string, ctx: string, client: string, host: string) => [
      '',
      client,
      host,
      '10.20.4.31',
      server,
      ctx,
      source === 'SMTP' ? `${server}\\Default Frontend ${server}` : '',
      source,
      event,
      iid,
      mid,
      nid,
      to,
      event === 'RECEIVE' ? '250 2.6.0 Queued mail for delivery' : '',
      bytes,
      '1',
      '',
      '',
      subject,
      from,
      from,
      event === 'DELIVER' ? `${iso(at)};SRV=${server}.hl.local:TOTAL-SUB=0.412|SA=0.301|MTSS=0.098` : '',
      inbound ? 'Incoming' : 'Originating',
      '',
      '',
      '',
      event === 'AGENTINFO' ? 'S:AMA=SUM|action=p|error=|atch=1;S:TRA=ETR|ruleId=00000000-0000-0000-0000-000000000000' : '',
      'Email',
      uuid(random),
      '15.02.1544.004',
    ];
    const ip = `${between(random, 20, 210)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const recv = common(
      'RECEIVE',
      'SMTP',
      `08DCF${hex(random, 11).toUpperCase()};${iso(at)};0`,
      inbound ? ip : '10.20.8.14',
      inbound ? `mail-${hex(random, 4)}.${from.split('@')[1]}` : 'HLCAS01',
    );
    recv[0] = iso(at);
    lines.push([at, recv.map(q).join(',')]);
    const agentAt = at + between(random, 40, 300);
    const agent = common('AGENTINFO', 'AGENT', 'Transport Rule Agent', '', '');
    agent[0] = iso(agentAt);
    lines.push([agentAt, agent.map(q).join(',')]);
    const doneAt = at + (deliverGap ?? between(random, 300, 4_000));
    const done = inbound
      ? common(
          'DELIVER',
          'STOREDRIVER',
          `MDB:${uuid(random)}, Mailbox:${uuid(random)}, Event:${between(random, 1e6, 9e6)}, MessageClass:IPM.Note`,
          '',
          '',
        )
      : common('SEND', 'SMTP', `08DCF${hex(random, 11).toUpperCase()};250 2.0.0 OK`, '', '');
    done[0] = iso(doneAt);
    lines.push([doneAt, done.map(q).join(',')]);
    return doneAt;
  };
  const day = Date.UTC(2026, 10, 3);
  for (let i = 0; i < 720; i++) {
    const hour = pick(random, 5) === 0 ? pick(random, 24) : between(random, 8, 18);
    const at = day + hour * 3_600_000 + pick(random, 3_600_000);
    const inbound = pick(random, 2) === 0;
    let outsider = oneOf(random, outsiders);
    if (!inbound && outsider.startsWith('noreply')) outsider = outsiders[0]!;
    const staffer = oneOf(random, staff);
    let subject = oneOf(random, subjects);
    if (!inbound && subject.startsWith('Your CE-File')) subject = 'RE: Counsel availability - December';
    message(at, inbound ? outsider : staffer, inbound ? staffer : outsider, subject, inbound);
  }
  message(
    day + 11 * 3_600_000 + 1_204_551,
    'm.lindqvist@brandtokafor.com',
    't.okonkwo@harrowgatelyle.com',
    'Pereira v Castlemere [HC-2025-001873] - amended particulars of claim',
    true,
  );
  const delivered = message(
    day + 14 * 3_600_000 + 37 * 60_000 + 51_902,
    'm.lindqvist@brandtokafor.com',
    'litigation.support@harrowgatelyle.com',
    'Pereira v Castlemere [HC-2025-001873] - service of amended witness statement of Mr J Pereira',
    true,
    516,
  );
  lines.sort((a, b) => a[0] - b[0]);
  const output = [
    '#Software: Microsoft Exchange Server',
    '#Version: 15.02.1544.004',
    '#Log-type: Message Tracking Log',
    `#Date: ${iso(day + 2_113)}`,
    `#Fields: ${fields}`,
    ...lines.map(([, l]) => l),
  ].join('\n');
  return probe(
    'round 67: delivery of the witness statement email (message tracking log, preamble and paraphrase)',
    'Opposing counsel at Brandt Okafor say they emailed us their updated witness evidence in the Pereira claim on 3 November, and that our time to respond is already running. Nobody here remembers seeing it. Did that email actually get delivered to anyone here, and at what time?',
    'exchange_message_tracking',
    output,
    'tracking',
    iso(delivered),
  );
}

/** The client portal's audit log, JSON lines, all workspaces for a week; the needle is when the client downloaded the new draft. */
function portalDownload(): EconomicsTask {
  const random = seededRandom(67_109);
  const firmUsers = Array.from({ length: 40 }, () => {
    const [f, l] = person(random);
    return { id: `usr_${hex(random, 10)}`, email: `${slug(f)}.${slug(l)}@harrowgatelyle.com`, name: `${f} ${l}`, type: 'internal' };
  });
  const sites = Array.from({ length: 30 }, () => {
    const client = `${oneOf(random, LAST)} ${oneOf(random, ['Holdings', 'Capital', 'Group', 'Energy', 'Logistics'])}`;
    const domain = `${slug(client)}.com`;
    return {
      id: `site_${hex(random, 8)}`,
      name: `${client} - ${oneOf(random, ['deal room', 'disclosure', 'board matters', 'financing', 'dispute'])}`,
      users: Array.from({ length: 4 }, () => {
        const [f, l] = person(random);
        return { id: `usr_${hex(random, 10)}`, email: `${f[0]!.toLowerCase()}.${slug(l)}@${domain}`, name: `${f} ${l}`, type: 'external' };
      }),
      files: Array.from({ length: 12 }, () => ({
        id: `fil_${hex(random, 12)}`,
        name: `${oneOf(random, ['Share Purchase Agreement', 'Disclosure Letter', 'Board Minutes', 'Facility Agreement', 'Heads of Terms', 'Witness Statement', 'Expert Report', 'Completion Checklist', 'Settlement Agreement', 'Engagement Letter'])} (HL draft ${pad2(between(random, 1, 28))}.${pad2(between(random, 8, 11))}.26).${oneOf(random, ['docx', 'pdf'])}`,
        path: oneOf(random, ['/Documents/01 Signed', '/Documents/02 Drafts', '/Documents/03 Correspondence', '/Documents/04 Data room']),
      })),
    };
  });
  const veldman = {
    id: 'site_7d41c09e',
    name: 'Veldman Capital - Strandhuis dispute (settlement)',
    users: [
      { id: 'usr_a1c3e95b20', email: 'a.verhoeven@veldmancapital.nl', name: 'Annelies Verhoeven', type: 'external' },
      { id: 'usr_b7f20d4418', email: 'r.achterberg@veldmancapital.nl', name: 'Ruud Achterberg', type: 'external' },
      { id: 'usr_c0e9a71f36', email: 's.degraaf@veldmancapital.nl', name: 'Sanne de Graaf', type: 'external' },
    ],
    files: [
      {
        id: 'fil_3e81b0a4c5d2',
        name: 'Settlement Agreement - Veldman v Strandhuis (HL draft 10.11.26).docx',
        path: '/Documents/02 Drafts',
      },
      {
        id: 'fil_90d2f4e1a7b3',
        name: 'Settlement Agreement - Veldman v Strandhuis (HL draft 28.10.26).docx',
        path: '/Documents/02 Drafts',
      },
      { id: 'fil_5c7a2e9d0f14', name: 'Strandhuis - schedule of payments.xlsx', path: '/Documents/04 Working papers' },
      {
        id: 'fil_e4b61c3a8d90',
        name: 'Without prejudice letter from Strandhuis counsel 21.10.26.pdf',
        path: '/Documents/03 Correspondence',
      },
      { id: 'fil_0a9f3d7b2c61', name: 'Costs schedule to 31.10.26.pdf', path: '/Documents/04 Working papers' },
    ],
  };
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'HLConnect-Outlook-AddIn/4.12.0',
  ];
  type Site = typeof veldman;
  const events: [number, string][] = [];
  const emit = (at: number, event: string, actor: Site['users'][number], site: Site, file: Site['files'][number] | null) => {
    const ip =
      actor.type === 'internal'
        ? `10.20.${between(random, 1, 40)}.${between(random, 2, 250)}`
        : `${between(random, 31, 213)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const record = {
      id: `evt_${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}`,
      timestamp: iso(at),
      event,
      actor: { id: actor.id, email: actor.email, name: actor.name, type: actor.type },
      site: { id: site.id, name: site.name },
      target: file ? { type: 'file', id: file.id, name: file.name, path: file.path, version: between(random, 1, 6) } : null,
      client: { ip, user_agent: oneOf(random, agents) },
      result: 'success',
    };
    events.push([at, JSON.stringify(record)]);
  };
  const start = Date.UTC(2026, 10, 10);
  const span = 7 * DAY + 10 * 3_600_000;
  const fileEvents = ['file.previewed', 'file.previewed', 'file.downloaded', 'file.uploaded', 'file.version_added', 'comment.added'];
  const uploaded = start + 9 * 3_600_000 + 1_211_400;
  for (let i = 0; i < 2_300; i++) {
    const day = pick(random, 8);
    const at = start + day * DAY + (pick(random, 4) === 0 ? pick(random, DAY) : 7 * 3_600_000 + pick(random, 12 * 3_600_000));
    if (at >= start + span) continue;
    const site = pick(random, 14) === 0 ? veldman : oneOf(random, sites);
    const external = pick(random, 2) === 0;
    const actor = external ? oneOf(random, site.users) : oneOf(random, firmUsers);
    const kind = pick(random, 5);
    if (kind === 0) emit(at, oneOf(random, ['user.login', 'user.login', 'user.mfa_verified', 'user.logout']), actor, site, null);
    else {
      let file = oneOf(random, site.files);
      // No one at the client opens the new draft except the planted download below.
      if (site === veldman && file === veldman.files[0] && (external || at < uploaded)) file = veldman.files[1]!;
      const event =
        site === veldman && file === veldman.files[0]
          ? oneOf(random, ['file.previewed', 'file.downloaded', 'comment.added'])
          : oneOf(random, fileEvents);
      emit(at, event, actor, site, file);
    }
  }
  emit(uploaded, 'file.uploaded', firmUsers[3]!, veldman, veldman.files[0]!);
  emit(start + DAY + 8 * 3_600_000 + 2_871_222, 'file.previewed', veldman.users[0]!, veldman, veldman.files[1]!);
  const downloaded = Date.UTC(2026, 10, 13, 19, 48, 12, 604);
  emit(downloaded, 'file.downloaded', veldman.users[1]!, veldman, veldman.files[0]!);
  events.sort((a, b) => a[0] - b[0]);
  const output = events.map(([, l]) => l).join('\n');
  return probe(
    'round 67: client download of the new draft (portal audit JSON lines, preamble and paraphrase)',
    "We put the draft settlement agreement up on the client portal for Veldman last Tuesday, and their GC told the partner this morning that she hasn't had time to look at it. Has anyone on their side actually opened or downloaded the new draft, and when?",
    'portal_audit_log',
    output,
    'portal',
    iso(downloaded),
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** A draft rate review, fixed-width; every proposed change is a rise of a few percent but one. */
function rateOutlier(): EconomicsTask {
  const random = seededRandom(67_110);
  const titles: [string, number][] = [
    ['Equity Partner', 1_180],
    ['Salaried Partner', 1_020],
    ['Counsel', 910],
    ['Senior Associate', 780],
    ['Associate', 640],
    ['Junior Associate', 495],
    ['Trainee Solicitor', 290],
    ['Paralegal', 240],
    ['Legal Executive', 330],
  ];
  const offices: [string, string, number][] = [
    ['London', 'GBP', 1],
    ['London', 'GBP', 1],
    ['London', 'GBP', 1],
    ['Houston', 'USD', 1.18],
    ['Paris', 'EUR', 1.05],
    ['Brussels', 'EUR', 1.02],
  ];
  const depts = [
    'Corporate M&A',
    'Banking & Finance',
    'Commercial Litigation',
    'Real Estate',
    'Employment & Pensions',
    'Tax',
    'Competition & Regulatory',
    'Shipping & Trade',
    'Restructuring',
    'Intellectual Property',
  ];
  type Row = { no: number; name: string; title: string; office: string; cur: string; dept: string; old: number; next: number };
  const rows: Row[] = [];
  for (let i = 0; i < 2_900; i++) {
    const [f, l] = person(random);
    const [title, base] = oneOf(random, titles);
    const [office, cur, fx] = oneOf(random, offices);
    const old = Math.round((base * fx * (0.85 + random() * 0.3)) / 5) * 5;
    const next = Math.round((old * (1.03 + random() * 0.05)) / 5) * 5;
    rows.push({ no: 10_000 + between(random, 0, 89_999), name: `${l}, ${f}`, title, office, cur, dept: oneOf(random, depts), old, next });
  }
  rows.sort((a, b) => a.office.localeCompare(b.office) || a.dept.localeCompare(b.dept) || a.name.localeCompare(b.name));
  const at = Math.floor(rows.length * 0.46);
  const t = rows[at]!;
  rows[at] = { ...t, name: 'Tremayne-Obi, Lucinda', title: 'Equity Partner', old: 1_260, next: 1_030 };
  const fmt = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const line = (r: Row) => {
    const chg = ((r.next - r.old) / r.old) * 100;
    return `${String(r.no).padEnd(6)} ${r.name.padEnd(28).slice(0, 28)}  ${r.title.padEnd(19)}  ${r.office.padEnd(9)}  ${r.dept.padEnd(25)}  ${r.cur}  ${fmt(r.old).padStart(9)}  ${fmt(r.next).padStart(9)}  ${`${chg >= 0 ? '+' : ''}${chg.toFixed(1)}%`.padStart(6)}`;
  };
  const output = [
    '3E Rate Review - 2027 Standard Rates (DRAFT v3)     Rate set: STD2027     Effective: 01/01/2027',
    'Run: 16/11/2026 18:02 by HL\\finance.rates     Source: Timekeeper master, rate set STD2026',
    '',
    'Tkpr   Name                          Title                Office     Department                 Curr  2026 Rate  2027 Rate   Chg %',
    '-----  ----------------------------  -------------------  ---------  -------------------------  ----  ---------  ---------  ------',
    ...rows.map(line),
    '',
    `${rows.length} timekeepers`,
  ].join('\n');
  return probe(
    'round 67: the one rate change unlike the rest (3E rate review table)',
    "In the draft 2027 standard rates, whose proposed change is out of line with everyone else's?",
    'rate_review_report',
    output,
    'rates',
    'Tremayne-Obi, Lucinda',
  );
}

/** Reviewer statistics for a first-level review, one row per reviewer and day; one day's pace is far above the rest. */
function reviewPace(): EconomicsTask {
  const random = seededRandom(67_111);
  const reviewers = Array.from({ length: 56 }, () => {
    const [f, l] = person(random);
    return {
      name: `${f} ${l}`,
      team: oneOf(random, ['Lexcel Review - Team A', 'Lexcel Review - Team B', 'Lexcel Review - Team C', 'HL Litigation Support']),
      pace: between(random, 32, 78),
    };
  });
  const sets = ['CAS-FLR-Custodians-01', 'CAS-FLR-Custodians-02', 'CAS-FLR-Treasury', 'CAS-FLR-Board', 'CAS-QC-Sample'];
  const rows: string[] = [];
  let target = '';
  const days: number[] = [];
  for (let d = Date.UTC(2026, 7, 3); d <= Date.UTC(2026, 9, 30); d += DAY) if (weekday(d)) days.push(d);
  const plantDay = days[Math.floor(days.length * 0.52)]!;
  for (const day of days) {
    for (const r of reviewers) {
      const isTarget = day === plantDay && r === reviewers[17];
      if (!isTarget && pick(random, 8) === 0) continue;
      const hours = between(random, 30, 95);
      let docs = Math.round((r.pace * (0.8 + random() * 0.4) * hours) / 10);
      let h = hours;
      if (isTarget) {
        docs = 8_541;
        h = 72;
      }
      const rate = ((docs * 10) / h).toFixed(1);
      if (isTarget) target = rate;
      const responsive = Math.round(docs * (0.12 + random() * 0.2));
      const priv = Math.round(docs * random() * 0.04);
      rows.push(
        `${ukDate(day)}  ${r.name.padEnd(24).slice(0, 24)}  ${r.team.padEnd(22)}  ${oneOf(random, sets).padEnd(21)}  ${String(between(random, 2, 9)).padStart(7)}  ${String(docs).padStart(8)}  ${(h / 10).toFixed(1).padStart(6)}  ${rate.padStart(8)}  ${String(responsive).padStart(10)}  ${String(docs - responsive - priv).padStart(14)}  ${String(priv).padStart(10)}`,
      );
    }
  }
  const output = [
    'Relativity | Workspace: Castlemere Energy - Pereira (HC-2025-001873) | Report: Reviewer Statistics',
    'Field: First Level Review Coding | Date range: 03/08/2026 - 30/10/2026 | Time zone: (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    '',
    'Date        Reviewer                  Team                    Batch Set              Batches  Docs Rev   Hours  Docs/Hr  Responsive  Not Responsive  Privileged',
    '----------  ------------------------  ----------------------  ---------------------  -------  --------  ------  -------  ----------  --------------  ----------',
    ...rows,
  ].join('\n');
  return probe(
    'round 67: the reviewer day with a pace unlike the rest (Relativity reviewer statistics)',
    "In the Castlemere first-level review stats, does any reviewer's pace on a particular day stand out from everyone else's?",
    'relativity_reviewer_stats',
    output,
    'pace',
    target,
  );
}

/** Journal capture counts per mailbox and day for October, CSV; one mailbox has nothing captured on any day. */
function journalGap(): EconomicsTask {
  const random = seededRandom(67_112);
  const days = Array.from({ length: 31 }, (_, i) => Date.UTC(2026, 9, 1 + i));
  const depts = [
    'Corporate M&A',
    'Banking & Finance',
    'Commercial Litigation',
    'Real Estate',
    'Employment',
    'Tax',
    'Competition',
    'Shipping & Trade',
    'Restructuring',
    'Private Client',
  ];
  const seen = new Set<string>();
  type Row = { mailbox: string; display: string; office: string; dept: string; counts: number[] };
  const rows: Row[] = [];
  while (rows.length < 1_750) {
    const [f, l] = person(random);
    let mailbox = `${slug(f)}.${slug(l)}@harrowgatelyle.com`;
    if (seen.has(mailbox)) mailbox = mailbox.replace('@', `${between(random, 2, 9)}@`);
    if (seen.has(mailbox)) continue;
    seen.add(mailbox);
    const busy = between(random, 15, 160);
    const leave = pick(random, 6) === 0 ? between(random, 0, 25) : -99;
    const counts = days.map((d, i) => {
      if (i >= leave && i < leave + 5) return pick(random, 4);
      return weekday(d) ? Math.max(1, Math.round(busy * (0.5 + random()))) : pick(random, Math.max(2, Math.round(busy / 6)));
    });
    rows.push({
      mailbox,
      display: `${l}, ${f}`,
      office: oneOf(random, ['London', 'London', 'London', 'Houston', 'Paris', 'Brussels']),
      dept: oneOf(random, depts),
      counts,
    });
  }
  rows.push({
    mailbox: 'nerys.fairbairn@harrowgatelyle.com',
    display: 'Fairbairn, Nerys',
    office: 'London',
    dept: 'Banking & Finance',
    counts: days.map(() => 0),
  });
  rows.sort((a, b) => a.mailbox.localeCompare(b.mailbox));
  const q = (s: string) => (s.includes(',') || s.includes('&') ? `"${s}"` : s);
  const output = [
    `mailbox,display_name,office,department,${days.map(ymd).join(',')},total`,
    ...rows.map((r) =>
      [r.mailbox, q(r.display), r.office, q(r.dept), ...r.counts.map(String), String(r.counts.reduce((s, c) => s + c, 0))].join(','),
    ),
  ].join('\n');
  return probe(
    'round 67: the mailbox with nothing captured (journal volumes CSV)',
    "Looking at last month's journal capture numbers, is there anyone whose email doesn't seem to be getting captured at all?",
    'journal_capture_report',
    output,
    'journal',
    'nerys.fairbairn@harrowgatelyle.com',
  );
}

export function roundSixtySeven(): EconomicsTask[] {
  return [
    dmsCheckout(),
    productionBates(),
    ledesLineTotal(),
    conflictsAdverse(),
    efilingEnvelope(),
    mailboxHold(),
    timeEntryVisit(),
    trackingDelivery(),
    portalDownload(),
    rateOutlier(),
    reviewPace(),
    journalGap(),
  ];
}
