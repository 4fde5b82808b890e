/**
 * Probe round 149, written blind: the Harnby and Wolds Courts and Tribunals Service, a made-up regional courts administration (case management, hearing lists and courtroom scheduling, jury summons, digital audio recording of hearings, fines and payments, video hearing links). "Today" is Wednesday, 7 March 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - case search (minified JSON): the case number of one defendant's dangerous driving case, among his other cases;
 *  - jury summons export (one-line XML): the deferral reference of one juror, with a namesake also deferred;
 *  - video room audit (CSV, one huge JSON field per room): the IP address one interpreter joined a room from;
 * b. The answer a few lines away from the line the question's words match:
 *  - listing rota (YAML): who chairs the bench in one courtroom on one afternoon;
 *  - video hearing bookings (pretty JSON): the dial-in PIN of the prison link for one bail application;
 *  - audio recorder configuration (INI): the serial number of one courtroom's witness box microphone;
 * c. A question that paraphrases the output or carries a preamble:
 *  - court lists (fixed-width text): the case number of the woman whose dog bit someone, in the user's words;
 *  - fines payment gateway log (logfmt): the authorisation code of a phone payment of a speeding ticket just after 3pm;
 *  - jury attendance report (HTML): the juror number of the woman whose child went to A&E, after a preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - recordings query (psql table): the one recording made at a lower sample rate;
 *  - video endpoint inventory (XML): the one codec on an older software release;
 *  - summons print service log (log4j): the one summons batch posted first class.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=149
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 894,482 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 149: case search JSON
 *     codex: 13,847 tokens, peak 13,753, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 635, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,891 tokens, peak 3,826, 0/1 needles, 4 read-backs
 *     ours: 5,807 tokens, peak 2,552, 1/1 needles, 2 read-backs
 *   round 149: jury summons XML
 *     codex: 13,021 tokens, peak 12,931, 0/1 needles, 0 read-backs
 *     context-chef: 698 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,852 tokens, peak 1,447, 0/1 needles, 2 read-backs
 *     ours: 5,264 tokens, peak 1,877, 1/1 needles, 3 read-backs
 *   round 149: video room activity CSV
 *     codex: 233 tokens, peak 150, 0/1 needles, 0 read-backs
 *     context-chef: 869 tokens, peak 786, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,031 tokens, peak 2,916, 1/1 needles, 2 read-backs
 *     ours: 9,098 tokens, peak 4,730, 1/1 needles, 2 read-backs
 *   round 149: sitting rota YAML
 *     codex: 12,725 tokens, peak 12,646, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 601, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,683 tokens, peak 2,860, 0/1 needles, 2 read-backs
 *     ours: 6,449 tokens, peak 2,858, 1/1 needles, 2 read-backs
 *   round 149: video bookings JSON
 *     codex: 12,513 tokens, peak 12,431, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,774 tokens, peak 1,468, 0/1 needles, 2 read-backs
 *     ours: 3,669 tokens, peak 1,928, 1/1 needles, 2 read-backs
 *   round 149: recorder config INI
 *     codex: 15,537 tokens, peak 15,453, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,196 tokens, peak 1,349, 0/1 needles, 4 read-backs
 *     ours: 4,336 tokens, peak 938, 0/1 needles, 4 read-backs
 *   round 149: court lists text
 *     codex: 9,922 tokens, peak 9,832, 0/1 needles, 0 read-backs
 *     context-chef: 506 tokens, peak 416, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,863 tokens, peak 1,074, 0/1 needles, 4 read-backs
 *     ours: 3,766 tokens, peak 811, 0/1 needles, 4 read-backs
 *   round 149: payment gateway logfmt
 *     codex: 16,462 tokens, peak 16,366, 0/1 needles, 0 read-backs
 *     context-chef: 823 tokens, peak 727, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,249 tokens, peak 1,364, 0/1 needles, 4 read-backs
 *     ours: 4,572 tokens, peak 977, 0/1 needles, 4 read-backs
 *   round 149: jury attendance HTML
 *     codex: 12,592 tokens, peak 12,487, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 601, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,053 tokens, peak 1,315, 0/1 needles, 4 read-backs
 *     ours: 4,306 tokens, peak 918, 0/1 needles, 4 read-backs
 *   round 149: recordings psql table
 *     codex: 19,767 tokens, peak 19,689, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 721, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,707 tokens, peak 1,304, 0/1 needles, 1 read-backs
 *     ours: 1,923 tokens, peak 972, 1/1 needles, 1 read-backs
 *   round 149: endpoint inventory XML
 *     codex: 13,096 tokens, peak 13,015, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,512 tokens, peak 2,829, 0/1 needles, 2 read-backs
 *     ours: 12,150 tokens, peak 4,564, 0/1 needles, 3 read-backs
 *   round 149: summons print log4j
 *     codex: 14,812 tokens, peak 14,734, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,015 tokens, peak 1,314, 0/1 needles, 4 read-backs
 *     ours: 4,163 tokens, peak 908, 1/1 needles, 4 read-backs
 *     codex: 154,527 tokens, 0/12 needles
 *     context-chef: 8,644 tokens, 0/12 needles
 *     context-chef-store: 68,826 tokens, 1/12 needles
 *     ours: 65,503 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared filler: people, places, dates. The names the questions ask about are in none of these lists.

const WOMEN = [
  'Abigail',
  'Alison',
  'Amira',
  'Bethany',
  'Carol',
  'Chloe',
  'Danielle',
  'Deborah',
  'Eleanor',
  'Fiona',
  'Gemma',
  'Hannah',
  'Helen',
  'Jasmine',
  'Joanne',
  'Karen',
  'Katie',
  'Laura',
  'Leanne',
  'Linda',
  'Lucy',
  'Margaret',
  'Megan',
  'Natalie',
  'Nicola',
  'Paula',
  'Rachel',
  'Sandra',
  'Sarah',
  'Shauna',
  'Sophie',
  'Susan',
  'Tanya',
  'Vanessa',
  'Wendy',
  'Yasmin',
  'Zoe',
  'Priya',
  'Aisha',
  'Maureen',
];
const MEN = [
  'Aaron',
  'Adam',
  'Alan',
  'Ben',
  'Callum',
  'Craig',
  'Daniel',
  'Darren',
  'David',
  'Dean',
  'Ethan',
  'Gareth',
  'Gary',
  'Graham',
  'Harry',
  'Imran',
  'Jack',
  'Jamie',
  'Jason',
  'Jordan',
  'Kyle',
  'Lee',
  'Liam',
  'Marcus',
  'Mark',
  'Martin',
  'Nathan',
  'Neil',
  'Owen',
  'Paul',
  'Reece',
  'Ryan',
  'Scott',
  'Shane',
  'Stephen',
  'Thomas',
  'Tyler',
  'Wayne',
  'Connor',
  'Tariq',
];
const SURNAMES = [
  'Abbott',
  'Ackroyd',
  'Armitage',
  'Atkinson',
  'Barker',
  'Baxter',
  'Bell',
  'Binns',
  'Brearley',
  'Brown',
  'Carr',
  'Clegg',
  'Coates',
  'Cowling',
  'Dawson',
  'Dhillon',
  'Dixon',
  'Earnshaw',
  'Ellis',
  'Fawcett',
  'Firth',
  'Garside',
  'Gill',
  'Haigh',
  'Hainsworth',
  'Holmes',
  'Hussain',
  'Iqbal',
  'Jagger',
  'Kaur',
  'Kershaw',
  'Lister',
  'Lockwood',
  'Marsden',
  'Mellor',
  'Moorhouse',
  'Naylor',
  'Nowell',
  'Oldroyd',
  'Pickles',
  'Priestley',
  'Ramsden',
  'Rhodes',
  'Robinson',
  'Sagar',
  'Shackleton',
  'Sharp',
  'Smith',
  'Sutcliffe',
  'Swales',
  'Thackray',
  'Thornton',
  'Turner',
  'Walker',
  'Whiteley',
  'Wilkinson',
  'Wood',
  'Wright',
  'Young',
  "O'Connell",
  'Kowalczyk',
  'Nwosu',
  'Petrescu',
];
const TOWNS = [
  'Harnby',
  'Kelderby',
  'Thornby Wold',
  'Ashwick',
  'Brackenholme',
  'Skelby',
  'Holme on Wold',
  'Fennick',
  'Garrowby Bridge',
  'Langtoft Moor',
  'Saxby',
  'Wetherholme',
  'Cawthorne Haven',
  'Nunby',
];
const STREETS = [
  'Castlegate',
  'Mill Lane',
  'Station Road',
  'Westfield Avenue',
  'Chapel Street',
  'Moor View',
  'Beck Side',
  'Orchard Close',
  'High Street',
  'Priory Walk',
  'Wold Rise',
  'Barley Court',
  'Ferry Road',
  'Sandholme Drive',
  'Greenacres',
  'Tannery Yard',
];

const woman = (r: () => number) => `${oneOf(r, WOMEN)} ${oneOf(r, SURNAMES)}`;
const man = (r: () => number) => `${oneOf(r, MEN)} ${oneOf(r, SURNAMES)}`;
const anyone = (r: () => number) => (r() < 0.5 ? woman(r) : man(r));
const postcode = (r: () => number) => `HW${between(r, 1, 19)} ${between(r, 1, 9)}${chars(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

/** `YYYY-MM-DD` of the day `days` after `from` (a `YYYY-MM-DD`). */
function dayAfter(from: string, days: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** `HH:MM:SS` of `seconds` after midnight. */
const clock = (seconds: number) => `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
/** A fresh value of `make` that is not in `used` (which starts with the needles), then remembered. */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (![...used].some((u) => u.includes(value) || value.includes(u))) {
      used.add(value);
      return value;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

const OFFENCES = [
  { code: 'TH68010', wording: 'Theft from a shop', legislation: 'Theft Act 1968, s.1' },
  { code: 'CJ88001', wording: 'Assault by beating', legislation: 'Criminal Justice Act 1988, s.39' },
  { code: 'CD71001', wording: 'Criminal damage (value under £5,000)', legislation: 'Criminal Damage Act 1971, s.1(1)' },
  { code: 'RT88334', wording: 'Drive a motor vehicle with excess alcohol', legislation: 'Road Traffic Act 1988, s.5(1)(a)' },
  { code: 'RT88191', wording: 'Drive whilst disqualified', legislation: 'Road Traffic Act 1988, s.103(1)(b)' },
  { code: 'RT88531', wording: 'Use a vehicle without third party insurance', legislation: 'Road Traffic Act 1988, s.143' },
  { code: 'RT88007', wording: 'Careless driving', legislation: 'Road Traffic Act 1988, s.3' },
  { code: 'RT88026', wording: 'Dangerous driving', legislation: 'Road Traffic Act 1988, s.2' },
  { code: 'MD71201', wording: 'Possess a controlled drug of Class B - cannabis', legislation: 'Misuse of Drugs Act 1971, s.5(2)' },
  { code: 'PH97004', wording: 'Harassment without violence', legislation: 'Protection from Harassment Act 1997, s.2' },
  { code: 'CJ03526', wording: 'Breach of community order', legislation: 'Sentencing Act 2020, Sch.10' },
  { code: 'AS18001', wording: 'Assault an emergency worker', legislation: 'Assaults on Emergency Workers (Offences) Act 2018, s.1' },
  { code: 'TH68036', wording: 'Burglary dwelling - theft', legislation: 'Theft Act 1968, s.9(1)(b)' },
  { code: 'FR06001', wording: 'Fraud by false representation', legislation: 'Fraud Act 2006, s.2' },
  { code: 'PL96004', wording: 'Possess an offensive weapon in a public place', legislation: 'Prevention of Crime Act 1953, s.1' },
  {
    code: 'PU86080',
    wording: 'Use threatening behaviour causing harassment, alarm or distress',
    legislation: 'Public Order Act 1986, s.4A',
  },
  { code: 'RT88395', wording: 'Fail to provide a specimen for analysis', legislation: 'Road Traffic Act 1988, s.7(6)' },
];
const COURTS_A1 = [
  { code: 'HMC', name: "Harnby Magistrates' Court", prefix: 'HM' },
  { code: 'WMC', name: "Wolds Magistrates' Court", prefix: 'WM' },
  { code: 'HCC', name: 'Harnby Crown Court', prefix: 'HC' },
];
const HEARING_TYPES = [
  'First appearance',
  'Plea and trial preparation',
  'Trial',
  'Sentence',
  'Mention',
  'Pre-trial review',
  'Committal for sentence',
];

/** a1: the case management system's case search, as the API returns it: one line of minified JSON. */
function caseSearchTask(): EconomicsTask {
  const r = seededRandom(149_001);
  const needle = 'WM/2029/03186';
  const used = new Set([needle]);
  const caseNumber = (prefix: string) =>
    fresh(used, () => `${prefix}/${oneOf(r, ['2028', '2029'])}/${String(between(r, 100, 9999)).padStart(5, '0')}`);
  const urn = () =>
    `${oneOf(r, ['41', '42', '13'])}${oneOf(r, ['HW', 'WD', 'HN'])}${between(r, 1_000_000, 9_999_999)}${oneOf(r, ['28', '29'])}`;
  type Defendant = { surname: string; forenames: string; dob: string };
  const record = (court: (typeof COURTS_A1)[number], defendant: Defendant, offences: (typeof OFFENCES)[number][], number?: string) => {
    const next = dayAfter('2029-03-07', between(r, 1, 70));
    return {
      caseId: `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`,
      caseNumber: number ?? caseNumber(court.prefix),
      urn: urn(),
      court: { code: court.code, name: court.name },
      defendant: {
        ...defendant,
        custodyStatus: oneOf(r, ['Unconditional bail', 'Conditional bail', 'Conditional bail', 'In custody', 'Summons']),
      },
      offences: offences.map((o, i) => ({
        seq: i + 1,
        offenceCode: o.code,
        wording: o.wording,
        legislation: o.legislation,
        offenceDate: dayAfter('2028-06-01', between(r, 0, 250)),
        plea: oneOf(r, ['Not guilty', 'Guilty', 'No plea entered', 'No plea entered']),
      })),
      prosecutor: oneOf(r, ['CPS Harnby and Wolds', 'CPS Harnby and Wolds', 'Harnby Borough Council', 'DVSA', 'TV Licensing']),
      defenceFirm: oneOf(r, [
        'Garside Kaur LLP',
        'Ackroyd & Lister Solicitors',
        'Wolds Law',
        'Brearley Nowell',
        'Duty solicitor',
        'Unrepresented',
      ]),
      nextHearing: {
        date: next,
        time: oneOf(r, ['10:00', '10:00', '10:30', '14:00']),
        type: oneOf(r, HEARING_TYPES),
        courtroom: `Courtroom ${between(r, 1, 6)}`,
      },
      status: 'Open',
      createdAt: `${dayAfter('2028-07-01', between(r, 0, 240))}T${clock(between(r, 28_800, 61_200))}.${between(r, 100, 999)}Z`,
      lastModifiedBy: oneOf(r, ['kfarrow', 'dbell', 'sbinns', 'listing.office', 'ahussain', 'batch:libra-sync']),
    };
  };
  const randomDefendant = (): Defendant => {
    const female = r() < 0.3;
    const forenames = `${oneOf(r, female ? WOMEN : MEN)}${r() < 0.5 ? ` ${oneOf(r, female ? WOMEN : MEN)}` : ''}`;
    return {
      surname: oneOf(r, SURNAMES).toUpperCase(),
      forenames,
      dob: `${between(r, 1960, 2008)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
    };
  };
  const dangerous = OFFENCES.find((o) => o.code === 'RT88026')!;
  const results = Array.from({ length: 300 }, () => {
    const court = oneOf(r, COURTS_A1);
    const n = r() < 0.7 ? 1 : between(r, 2, 3);
    return record(court, randomDefendant(), shuffle(r, [...OFFENCES]).slice(0, n));
  });
  const dale: Defendant = { surname: 'OSTROWSKI', forenames: 'Dale Anthony', dob: '1991-06-14' };
  const [hmc, wmc] = [COURTS_A1[0]!, COURTS_A1[1]!];
  results[88] = record(hmc, dale, [OFFENCES[0]!]);
  results[153] = record(wmc, dale, [dangerous, OFFENCES[5]!], needle);
  results[214] = record(wmc, dale, [OFFENCES[10]!]);
  results[196] = record(wmc, { surname: 'OSTROWSKI', forenames: 'Kieran', dob: '1994-02-03' }, [OFFENCES[4]!]);
  for (const at of [41, 122, 259]) results[at] = record(oneOf(r, COURTS_A1), randomDefendant(), [dangerous]);
  const output = JSON.stringify({
    query: { party: '*', court: '*', status: 'Open', sort: 'createdAt:asc' },
    total: results.length,
    page: 1,
    pageSize: 500,
    tookMs: 412,
    results,
  });
  return probe(
    'round 149: case search JSON',
    "Can you pull up the case number for Dale Ostrowski's dangerous driving charge at Wolds mags? He's got a couple of other things open with us and I only need the driving one.",
    'cms_case_search',
    output,
    'ostrowski-case',
    needle,
    true,
  );
}

/** a2: the jury summoning system's export of one pool's summonses: one line of XML. */
function jurySummonsTask(): EconomicsTask {
  const r = seededRandom(149_002);
  const needle = 'DFR-29-01873';
  const [patrickRef, louiseRef] = ['DFR-29-00942', 'DFR-29-01877'];
  const used = new Set([needle, patrickRef, louiseRef]);
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  const jurorNumber = () => fresh(used, () => `64${between(r, 1_000_000, 9_999_999)}`);
  const parts: string[] = [];
  const juror = (title: string, first: string, last: string, town: string, status: string, extra: string) =>
    `<Juror><JurorNumber>${jurorNumber()}</JurorNumber><Title>${title}</Title><FirstName>${xml(first)}</FirstName><LastName>${xml(last)}</LastName>` +
    `<DateOfBirth>${between(r, 1950, 2009)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}</DateOfBirth>` +
    `<Address><Line1>${between(r, 1, 140)} ${xml(oneOf(r, STREETS))}</Line1><Town>${town}</Town><Postcode>${postcode(r)}</Postcode></Address>` +
    `<SummonsDate>2029-02-${pad2(between(r, 5, 9))}</SummonsDate><ResponseReceived>${r() < 0.92 ? `2029-02-${pad2(between(r, 10, 28))}` : ''}</ResponseReceived>` +
    `<ServiceStartDate>2029-03-26</ServiceStartDate><Status>${status}</Status>${extra}` +
    `<Contact><Phone>07${between(r, 100_000_000, 999_999_999)}</Phone><EmailConsent>${r() < 0.6 ? 'true' : 'false'}</EmailConsent></Contact></Juror>`;
  const deferral = (requested: string, to: string, code: string, reason: string, ref: string) =>
    `<Deferral><ReasonCode>${code}</ReasonCode><Reason>${reason}</Reason><RequestedOn>${requested}</RequestedOn><DeferredTo>${to}</DeferredTo><DeferralRef>${ref}</DeferralRef></Deferral>`;
  const REASONS: [string, string][] = [
    ['W', 'Work commitments'],
    ['H', 'Holiday booked'],
    ['C', 'Childcare'],
    ['S', 'Student - exams'],
    ['M', 'Medical appointment'],
    ['F', 'Caring responsibilities'],
  ];
  const randomJuror = () => {
    const female = r() < 0.5;
    const title = female ? oneOf(r, ['Mrs', 'Ms', 'Miss', 'Mrs']) : oneOf(r, ['Mr', 'Mr', 'Dr']);
    const first = oneOf(r, female ? WOMEN : MEN);
    const roll = r();
    if (roll < 0.14) {
      const [code, reason] = oneOf(r, REASONS);
      const ref = fresh(used, () => `DFR-29-${String(between(r, 100, 2999)).padStart(5, '0')}`);
      return juror(
        title,
        first,
        oneOf(r, SURNAMES),
        oneOf(r, TOWNS),
        'Deferred',
        deferral(`2029-02-${pad2(between(r, 10, 28))}`, dayAfter('2029-04-02', 7 * between(r, 2, 30)), code, reason, ref),
      );
    }
    if (roll < 0.22) {
      const ref = fresh(used, () => `EXC-29-${String(between(r, 100, 2999)).padStart(5, '0')}`);
      return juror(
        title,
        first,
        oneOf(r, SURNAMES),
        oneOf(r, TOWNS),
        'Excused',
        `<Excusal><Reason>${oneOf(r, ['Medical - permanent', 'Over 76', 'Not resident 5 years', 'Carer - full time'])}</Reason><ExcusalRef>${ref}</ExcusalRef></Excusal>`,
      );
    }
    if (roll < 0.27) return juror(title, first, oneOf(r, SURNAMES), oneOf(r, TOWNS), 'Undeliverable', '<ReturnedMail>true</ReturnedMail>');
    if (roll < 0.34) return juror(title, first, oneOf(r, SURNAMES), oneOf(r, TOWNS), 'Summoned', '<ReminderSent>2029-03-01</ReminderSent>');
    return juror(title, first, oneOf(r, SURNAMES), oneOf(r, TOWNS), 'Responded', '<Confirmed>true</Confirmed>');
  };
  for (let i = 0; i < 230; i++) {
    if (i === 57)
      parts.push(
        juror(
          'Mr',
          'Patrick',
          'Halloran',
          'Brackenholme',
          'Deferred',
          deferral('2029-02-19', '2029-07-16', 'H', 'Holiday booked', patrickRef),
        ),
      );
    else if (i === 117)
      parts.push(
        juror(
          'Mrs',
          'Bernadette',
          'Halloran',
          'Kelderby',
          'Deferred',
          deferral('2029-03-06', '2029-09-10', 'W', 'Work commitments', needle),
        ),
      );
    else if (i === 171)
      parts.push(
        juror('Ms', 'Louise', 'Hallam', 'Kelderby', 'Deferred', deferral('2029-03-05', '2029-10-01', 'C', 'Childcare', louiseRef)),
      );
    else parts.push(randomJuror());
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><JurySummonsExport xmlns="urn:hwcts:jury:summons:v3" generated="2029-03-07T07:15:02Z" system="JuryCentral 4.8.1">' +
    '<Pool><PoolNumber>HCC-290326-01</PoolNumber><Court code="HCC">Harnby Crown Court</Court><ServiceStartDate>2029-03-26</ServiceStartDate><Requested>150</Requested>' +
    `<Summoned>${parts.length}</Summoned></Pool><Jurors>${parts.join('')}</Jurors></JurySummonsExport>`;
  return probe(
    'round 149: jury summons XML',
    "Mrs Halloran from Kelderby rang to say she's put her jury service back to later in the year. What's the deferral reference on her summons?",
    'jury_summons_export',
    output,
    'halloran-deferral',
    needle,
    true,
  );
}

/** A CSV field, quoted when it must be. */
const csv = (value: string | number) => {
  const s = String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** a3: the video hearing platform's daily room activity export: CSV, one row per virtual courtroom, its events a JSON field. */
function videoRoomActivityTask(): EconomicsTask {
  const r = seededRandom(149_003);
  const needle = '86.153.41.207';
  const afternoonIp = '31.94.66.118';
  const used = new Set([needle, afternoonIp]);
  const ip = () =>
    fresh(
      used,
      () =>
        `${oneOf(r, [81, 82, 86, 90, 92, 109, 151, 176, 185, 195, 212, 217])}.${between(r, 0, 255)}.${between(r, 0, 255)}.${between(r, 1, 254)}`,
    );
  const UAS = [
    'Chrome/131.0 (Windows 10)',
    'Edge/131.0 (Windows 11)',
    'Safari/17.6 (macOS 14.6)',
    'Safari/17.6 (iPadOS 17.6)',
    'Chrome/131.0 (Android 14)',
    'Firefox/133.0 (Windows 10)',
  ];
  const PRISONS = [
    { name: 'HMP Wolds Moor', ip: '10.44.2.15' },
    { name: 'HMP Saxby', ip: '10.44.7.31' },
    { name: 'HMYOI Fennick', ip: '10.44.9.12' },
  ];
  type Who = { name: string; role: string; ip?: string; ua?: string };
  type Event = { at: number; body: Record<string, unknown> };
  const date = '2029-03-06';
  const ts = (at: number) => `${date}T${clock(at)}Z`;
  const pid = () => `p-${hex(r, 6)}`;
  const initial = () => `${oneOf(r, MEN.concat(WOMEN))[0]}`;
  const cast = (site: string, extra: Who[]): Who[] => {
    const prison = oneOf(r, PRISONS);
    const who: Who[] = [
      { name: `${r() < 0.5 ? 'Ms' : 'Mr'} ${initial()} ${oneOf(r, SURNAMES)} (CPS)`, role: 'prosecution' },
      {
        name: `${r() < 0.5 ? 'Ms' : 'Mr'} ${initial()} ${oneOf(r, SURNAMES)} (${oneOf(r, ['Wolds Law', 'Garside Kaur LLP', 'Brearley Nowell', 'Duty solicitor'])})`,
        role: 'defence',
      },
      r() < 0.45
        ? {
            name: `Defendant - ${initial()} ${oneOf(r, SURNAMES).toUpperCase()} (${prison.name} VLR ${between(r, 1, 4)})`,
            role: 'defendant',
            ip: prison.ip,
            ua: 'HWCTS-VLR-Gateway/3.2 (SIP)',
          }
        : { name: `Defendant - ${initial()} ${oneOf(r, SURNAMES).toUpperCase()}`, role: 'defendant' },
    ];
    if (r() < 0.3) who.push({ name: `Probation - ${initial()} ${oneOf(r, SURNAMES)} (${site})`, role: 'probation' });
    if (r() < 0.15) who.push({ name: `Witness - ${initial()} ${oneOf(r, SURNAMES)}`, role: 'witness' });
    if (r() < 0.1) who.push({ name: `Observer - ${oneOf(r, ['Harnby Echo', 'Wolds Gazette', 'BBC Look North'])}`, role: 'observer' });
    return [...who, ...extra];
  };
  /** One virtual courtroom's day: `morning` short hearings from about 09:45, then `afternoon` longer ones from 14:00. */
  const room = (
    id: string,
    name: string,
    site: string,
    prefix: string,
    morning: number,
    afternoon: number,
    special: Map<number, Who[]>,
    long = false,
  ) => {
    const events: Event[] = [];
    const host = `clerk.${id.toLowerCase()}`;
    let at = 9 * 3600 + 30 * 60 + between(r, 0, 600);
    const opened = at;
    const roomPid = pid();
    events.push({ at, body: { type: 'room.opened', room: id, by: host } });
    events.push({
      at: at + 4,
      body: {
        type: 'participant.joined',
        pid: roomPid,
        name: `Courtroom endpoint ${id}`,
        role: 'court',
        client: { ip: `10.40.${between(r, 1, 30)}.${between(r, 10, 250)}`, ua: 'Cisco RoomOS/11.14 (SIP)', transport: 'sip' },
      },
    });
    let joins = 1;
    let peak = 1;
    at += 900;
    for (let h = 0; h < morning + afternoon; h++) {
      if (h === morning) at = Math.max(at, 14 * 3600 + between(r, 0, 300));
      const caseRef =
        prefix === 'T' ? `T2029${between(r, 1000, 1999)}` : `${prefix}/2029/${String(between(r, 100, 4999)).padStart(5, '0')}`;
      const length = long ? between(r, 3600, 7200) : h < morning ? between(r, 420, 900) : between(r, 900, 2400);
      const who = cast(site, special.get(h) ?? []);
      peak = Math.max(peak, who.length + 1);
      events.push({ at, body: { type: 'hearing.started', case_ref: caseRef, list_item: h + 1 } });
      for (const w of who) {
        const p = pid();
        const start = at + between(r, 5, 90);
        const end = at + length + between(r, 5, 60);
        joins++;
        events.push({ at: at - between(r, 30, 420), body: { type: 'participant.waiting_room', pid: p, name: w.name, role: w.role } });
        events.push({ at: start, body: { type: 'participant.admitted', pid: p, by: host } });
        events.push({
          at: start + 1,
          body: {
            type: 'participant.joined',
            pid: p,
            name: w.name,
            role: w.role,
            client: { ip: w.ip ?? ip(), ua: w.ua ?? oneOf(r, UAS), transport: w.ua?.includes('SIP') ? 'sip' : 'webrtc' },
          },
        });
        for (let t = start + between(r, 60, 180); t < end; t += between(r, 150, 270)) {
          events.push({
            at: t,
            body: {
              type: 'media.stats',
              pid: p,
              rtt_ms: between(r, 18, 140),
              jitter_ms: between(r, 2, 30),
              loss_pct: Math.round(r() * 15) / 10,
              mos: Math.round((3.6 + r() * 0.9) * 10) / 10,
            },
          });
        }
        if (r() < 0.5)
          events.push({ at: start + between(r, 30, length), body: { type: 'participant.muted', pid: p, by: r() < 0.6 ? 'host' : 'self' } });
        events.push({ at: end, body: { type: 'participant.left', pid: p, reason: r() < 0.85 ? 'hangup' : 'removed_by_host' } });
      }
      events.push({ at: at + length, body: { type: 'hearing.ended', case_ref: caseRef, list_item: h + 1 } });
      at += length + between(r, 30, 240);
    }
    for (let t = opened + 300; t < at; t += 300) {
      events.push({
        at: t,
        body: { type: 'media.stats', pid: roomPid, rtt_ms: between(r, 4, 12), jitter_ms: between(r, 1, 4), loss_pct: 0, mos: 4.4 },
      });
    }
    events.push({ at: at + 30, body: { type: 'participant.left', pid: roomPid, reason: 'hangup' } });
    events.push({ at: at + 40, body: { type: 'room.closed', room: id, by: host } });
    events.sort((a, b) => a.at - b.at);
    const json = JSON.stringify(events.map((e) => ({ ts: ts(e.at), ...e.body })));
    return [id, name, site, date, ts(opened), ts(at + 40), morning + afternoon, peak, joins, json].map(csv).join(',');
  };
  const interpreter = (language: string, name: string, address?: string): Who => ({
    name: `Interpreter (${language}) - ${name}`,
    role: 'interpreter',
    ip: address,
    ua: address ? 'Chrome/131.0 (Windows 11)' : undefined,
  });
  const rows = [
    room('HCC-CR1', 'Harnby Crown Court, Courtroom 1', 'HCC', 'T', 2, 1, new Map([[0, [interpreter('Polish', 'T Nowak')]]]), true),
    room('HCC-CR2', 'Harnby Crown Court, Courtroom 2', 'HCC', 'T', 1, 1, new Map(), true),
    room('HCC-CR3', 'Harnby Crown Court, Courtroom 3', 'HCC', 'T', 4, 2, new Map([[4, [interpreter('Romanian', 'D Petrescu')]]])),
    room('HCC-CR4', 'Harnby Crown Court, Courtroom 4', 'HCC', 'T', 3, 2, new Map()),
    room(
      'HMC-CR1',
      "Harnby Magistrates' Court, Courtroom 1",
      'HMC',
      'HM',
      14,
      5,
      new Map([
        [3, [interpreter('Romanian', 'L Popa')]],
        [10, [interpreter('Polish', 'A Wrona', needle)]],
      ]),
    ),
    room('HMC-CR2', "Harnby Magistrates' Court, Courtroom 2", 'HMC', 'HM', 6, 3, new Map()),
    room(
      'HMC-CR3',
      "Harnby Magistrates' Court, Courtroom 3",
      'HMC',
      'HM',
      5,
      2,
      new Map([[5, [interpreter('Lithuanian', 'R Kazlauskas')]]]),
    ),
    room('WMC-CR1', "Wolds Magistrates' Court, Courtroom 1", 'WMC', 'WM', 5, 3, new Map()),
    room(
      'WMC-CR2',
      "Wolds Magistrates' Court, Courtroom 2",
      'WMC',
      'WM',
      5,
      3,
      new Map([[6, [interpreter('Polish', 'A Wrona', afternoonIp)]]]),
    ),
    room('HTC-H1', 'Harnby Tribunal Centre, Hearing Room 1', 'HTC', 'ET', 1, 1, new Map(), true),
  ];
  const output = `room_id,room_name,site,date,opened_at,closed_at,hearings,peak_participants,total_joins,events\n${rows.join('\n')}\n`;
  return probe(
    'round 149: video room activity CSV',
    'Which IP address was the Polish interpreter connecting from in the Harnby mags Courtroom 1 video room yesterday morning?',
    'cvp_room_activity_export',
    output,
    'interpreter-ip',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

const JUDGES = ['HHJ Mortimer', 'HHJ Okonkwo', 'HHJ Sandhu', 'HHJ Pemberton-Hale', 'Recorder Whitlock KC', 'Recorder Ghani', 'HHJ Ferriby'];
const DISTRICT_JUDGES = ['DJ Lowther', 'DJ Achebe', 'DJ Stanhope', 'DDJ Merrick', 'DJ (MC) Farnell', 'DJ (MC) Quayle'];
const TRIBUNAL_JUDGES = ['EJ Brindley', 'EJ Matthews', 'Tribunal Judge Osei', 'Tribunal Judge Keane'];

/** b1: the listing office's sitting rota for next week, as YAML. */
function sittingRotaTask(): EconomicsTask {
  const r = seededRandom(149_004);
  const needle = 'Philippa Dunmore';
  const magistrate = () => {
    const female = r() < 0.5;
    return `${female ? oneOf(r, ['Mrs', 'Ms', 'Mrs', 'Dr']) : oneOf(r, ['Mr', 'Mr', 'Dr'])} ${oneOf(r, female ? WOMEN : MEN)} ${oneOf(r, SURNAMES)} JP`;
  };
  const MAGISTRATES = Array.from({ length: 80 }, magistrate);
  const ADVISERS = Array.from({ length: 12 }, () => anyone(r));
  const USHERS = Array.from({ length: 10 }, () => anyone(r));
  const CLERKS = Array.from({ length: 10 }, () => anyone(r));
  const COURTS = [
    { code: 'HMC', name: "Harnby Magistrates' Court", rooms: 6, kind: 'mags' },
    { code: 'WMC', name: "Wolds Magistrates' Court", rooms: 5, kind: 'mags' },
    { code: 'HCC', name: 'Harnby Crown Court', rooms: 5, kind: 'crown' },
    { code: 'HCFC', name: 'Harnby County and Family Court', rooms: 4, kind: 'county' },
    { code: 'HTC', name: 'Harnby Tribunal Centre', rooms: 3, kind: 'tribunal' },
  ] as const;
  const MAGS_LISTS = [
    'Adult remand and first appearance',
    'Adult trials',
    'Road traffic',
    'Youth court',
    'Sentencing and breach',
    'Family (public law)',
    'Council prosecutions (non-payment)',
    'Fines enforcement',
  ];
  const CROWN_LISTS = [
    'Trial',
    'Trial',
    'Trial (continued)',
    'Mentions and sentences',
    'Plea and trial preparation',
    'Appeals from the magistrates',
  ];
  const COUNTY_LISTS = [
    'Small claims',
    'Fast track trials',
    'Possession list',
    'Family (private law) FHDRA',
    'Financial remedy',
    'Applications without notice',
  ];
  const TRIBUNAL_LISTS = [
    'Employment - full hearing',
    'Employment - preliminary hearing',
    'Social security and child support',
    'Property chamber',
  ];
  const lines = [
    '# HWCTS Listing - sitting rota',
    '# generated 2029-03-07T06:00:12Z by listing-rota 2.3.0 (user: listing.office)',
    'rota:',
    '  region: Harnby and Wolds',
    '  week: 2029-W11',
    '  from: 2029-03-12',
    '  to: 2029-03-16',
    '  status: published',
    '  version: 4',
    'sessions:',
  ];
  let sessionId = 770_800 + between(r, 0, 99);
  for (const court of COURTS) {
    for (let room = 1; room <= court.rooms; room++) {
      for (let d = 0; d < 5; d++) {
        const date = dayAfter('2029-03-12', d);
        for (const sitting of ['AM', 'PM']) {
          sessionId += between(r, 1, 4);
          const target = court.code === 'WMC' && room === 4 && date === '2029-03-15' && sitting === 'PM';
          const dark = !target && r() < 0.08;
          lines.push(
            `  - session_id: ${sessionId}`,
            `    court: ${court.code}`,
            `    court_name: "${court.name}"`,
            `    room: Courtroom ${room}`,
            `    date: ${date}`,
            `    day: ${weekday(date)}`,
            `    sitting: ${sitting}`,
          );
          if (dark) {
            lines.push(
              `    list: Not sitting`,
              `    reason: ${oneOf(r, ['No judiciary available', 'Room maintenance', 'Released to other jurisdiction', 'Training'])}`,
            );
            continue;
          }
          lines.push(`    start: "${sitting === 'AM' ? oneOf(r, ['09:30', '10:00', '10:00']) : oneOf(r, ['13:45', '14:00', '14:00'])}"`);
          if (court.kind === 'mags') {
            const [chair, ...members] = shuffle(r, [...MAGISTRATES]).slice(0, 3);
            lines.push(
              `    list: ${oneOf(r, MAGS_LISTS)}`,
              '    bench:',
              `      chair: ${target ? `Mrs ${needle} JP` : chair}`,
              '      members:',
              ...members.map((m) => `        - ${m}`),
              `    legal_adviser: ${oneOf(r, ADVISERS)}`,
              `    usher: ${oneOf(r, USHERS)}`,
            );
          } else {
            const judge = oneOf(r, court.kind === 'crown' ? JUDGES : court.kind === 'county' ? DISTRICT_JUDGES : TRIBUNAL_JUDGES);
            const list = oneOf(r, court.kind === 'crown' ? CROWN_LISTS : court.kind === 'county' ? COUNTY_LISTS : TRIBUNAL_LISTS);
            lines.push(
              `    list: ${list}${list.startsWith('Trial') ? ` - R v ${oneOf(r, SURNAMES)} (T2029${between(r, 1000, 1999)})` : ''}`,
              '    judiciary:',
              `      judge: ${judge}`,
            );
            if (court.kind === 'tribunal' && list.startsWith('Employment - full'))
              lines.push('      members:', `        - ${man(r)}`, `        - ${woman(r)}`);
            lines.push(`    clerk: ${oneOf(r, CLERKS)}`, `    usher: ${oneOf(r, USHERS)}`);
          }
          lines.push(
            `    listed_cases: ${between(r, court.kind === 'crown' ? 1 : 4, court.kind === 'crown' ? 9 : 24)}`,
            `    estimate_minutes: ${oneOf(r, [120, 150, 150, 165, 180])}`,
          );
          if (r() < 0.12)
            lines.push(
              `    notes: "${oneOf(r, ['Interpreter booked (Polish)', 'Video link to HMP Wolds Moor 10:30', 'Hearing loop required', 'Press interest expected', 'Overflow from Courtroom 1'])}"`,
            );
        }
      }
    }
  }
  return probe(
    'round 149: sitting rota YAML',
    'Who is chairing the bench in Courtroom 4 at Wolds on the afternoon of the fifteenth?',
    'listing_rota_show',
    `${lines.join('\n')}\n`,
    'wolds-chair',
    needle,
  );
}

/** b2: the video hearings service's bookings for three days, as the API returns them: pretty JSON. */
function videoBookingsTask(): EconomicsTask {
  const r = seededRandom(149_005);
  const needle = '582 019 447';
  const used = new Set([needle]);
  const pin = () =>
    fresh(
      used,
      () => `${between(r, 100, 999)} ${String(between(r, 0, 999)).padStart(3, '0')} ${String(between(r, 0, 999)).padStart(3, '0')}`,
    );
  const uuid = () => `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${oneOf(r, ['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`;
  const PRISONS = [
    { name: 'HMP Wolds Moor', sip: 'woldsmoor' },
    { name: 'HMP Saxby', sip: 'saxby' },
    { name: 'HMYOI Fennick', sip: 'fennick' },
  ];
  const COURTS = [
    { name: 'Harnby Crown Court', code: 'hcc', rooms: 5, crime: true },
    { name: "Harnby Magistrates' Court", code: 'hmc', rooms: 6, crime: true },
    { name: "Wolds Magistrates' Court", code: 'wmc', rooms: 4, crime: true },
    { name: 'Harnby County and Family Court', code: 'hcfc', rooms: 4, crime: false },
  ];
  type Participant = Record<string, unknown>;
  const web = (role: string, displayName: string, extra: Record<string, unknown> = {}): Participant => ({
    participantId: uuid(),
    role,
    displayName,
    ...extra,
    connection: { type: 'Web', joinLink: `https://vh.hwcts.example/j/${chars(r, 'abcdefghjkmnpqrstuvwxyz23456789', 10)}`, pin: pin() },
    status: oneOf(r, ['Confirmed', 'Confirmed', 'Confirmed', 'Invited']),
  });
  const custody = (surname: string, forename: string, prison: (typeof PRISONS)[number], room: number, thePin = pin()): Participant => ({
    participantId: uuid(),
    role: 'Defendant',
    displayName: `${surname.toUpperCase()}, ${forename} (in custody)`,
    location: `${prison.name} - Video Link Room ${room}`,
    connection: { type: 'SIP', sipUri: `vlr${room}.${prison.sip}@vc.hmpps.example`, pin: thePin },
    contact: `videolink.${prison.sip}@hmpps.example`,
    status: 'Confirmed',
  });
  const booking = (
    date: string,
    time: string,
    court: (typeof COURTS)[number],
    room: number,
    caseName: string,
    hearingType: string,
    caseNumber: string,
    participants: Participant[],
    minutes: number,
  ) => ({
    hearingId: uuid(),
    caseNumber,
    caseName,
    caseType: court.crime ? 'Crime' : oneOf(r, ['Civil', 'Family']),
    hearingType,
    court: court.name,
    courtroom: `Courtroom ${room}`,
    scheduledStart: `${date}T${time}:00Z`,
    scheduledDurationMinutes: minutes,
    status: oneOf(r, ['Booked', 'Booked', 'Booked', 'Confirmed']),
    audioRecording: true,
    courtroomEndpoint: { sipUri: `${court.code}-cr${room}@vc.hwcts.example`, pin: pin() },
    participants,
    createdBy: `listing.${court.code}@hwcts.example`,
    updatedAt: `2029-03-0${between(r, 1, 6)}T${clock(between(r, 28_800, 62_000))}Z`,
  });
  const CRIME = [
    'Bail application',
    'First appearance',
    'Plea and trial preparation hearing',
    'Sentence',
    'Mention',
    'Custody time limit extension',
    'Breach hearing',
  ];
  const CIVIL = [
    'Case management conference',
    'Directions hearing',
    'First hearing dispute resolution appointment',
    'Small claims hearing',
    'Possession hearing',
  ];
  const randomBooking = (date: string, time: string) => {
    const court = oneOf(r, COURTS);
    const room = between(r, 1, court.rooms);
    if (court.crime) {
      const surname = oneOf(r, SURNAMES);
      const forename = oneOf(r, MEN.concat(WOMEN));
      const defendant =
        r() < 0.6
          ? custody(surname, forename, oneOf(r, PRISONS), between(r, 1, 6))
          : web('Defendant', `${surname.toUpperCase()}, ${forename}`);
      const people = [
        web('Prosecution advocate', `${anyone(r)} (CPS)`),
        web('Defence advocate', `${anyone(r)} (${oneOf(r, ['Wolds Law', 'Garside Kaur LLP', 'Brearley Nowell'])})`),
        defendant,
      ];
      if (r() < 0.2)
        people.push(web('Interpreter', `${anyone(r)} (${oneOf(r, ['Polish', 'Romanian', 'Lithuanian', 'Kurdish Sorani', 'Arabic'])})`));
      if (r() < 0.25) people.push(web('Probation officer', `${anyone(r)} (Probation Service)`));
      const number =
        court.code === 'hcc'
          ? `T2029${between(r, 1000, 1999)}`
          : `${court.code.slice(0, 2).toUpperCase()}/2029/${String(between(r, 100, 4999)).padStart(5, '0')}`;
      return booking(date, time, court, room, `R v ${surname}`, oneOf(r, CRIME), number, people, oneOf(r, [20, 30, 30, 45, 60]));
    }
    const a = oneOf(r, SURNAMES);
    const b = oneOf(r, SURNAMES);
    const people = [
      web('Applicant', anyone(r)),
      web('Applicant representative', `${anyone(r)} (${oneOf(r, ['Wolds Law', 'Thackray Binns'])})`),
      web('Respondent', anyone(r)),
    ];
    return booking(
      date,
      time,
      court,
      room,
      r() < 0.5 ? `${a} v ${b}` : `Re ${a} (children)`,
      oneOf(r, CIVIL),
      `H${between(r, 10, 99)}CF${between(r, 100, 999)}`,
      people,
      oneOf(r, [30, 60, 90, 120]),
    );
  };
  const TIMES = ['09:30', '10:00', '10:00', '10:30', '11:00', '11:30', '12:00', '14:00', '14:00', '14:30', '15:00', '15:30'];
  const bookings: ReturnType<typeof booking>[] = [];
  for (const date of ['2029-03-07', '2029-03-08', '2029-03-09']) {
    const day = Array.from({ length: 32 }, () => randomBooking(date, oneOf(r, TIMES)));
    if (date === '2029-03-08') {
      const hcc = COURTS[0]!;
      day.push(
        booking(
          date,
          '10:30',
          hcc,
          3,
          'R v Fairbrother',
          'Bail application',
          'T20291482',
          [
            web('Prosecution advocate', 'Ms Rebecca Okafor (CPS)'),
            web('Defence advocate', 'Mr Tom Hale (Wolds Law)'),
            custody('Fairbrother', 'Liam', PRISONS[0]!, 3, needle),
          ],
          30,
        ),
        booking(
          date,
          '14:00',
          COURTS[3]!,
          2,
          'Fairbrother v Harnby Borough Council',
          'Case management conference',
          'H41CF207',
          [
            web('Claimant', 'Mrs Joan Fairbrother', { dialIn: '+44 1482 555 0142' }),
            web('Defendant representative', 'Harnby Borough Council Legal Services'),
          ],
          60,
        ),
        booking(
          date,
          '10:00',
          COURTS[1]!,
          2,
          'R v Ashworth',
          'Bail application',
          'HM/2029/02211',
          [
            web('Prosecution advocate', `${anyone(r)} (CPS)`),
            web('Defence advocate', `${anyone(r)} (Garside Kaur LLP)`),
            custody('Ashworth', 'Kyle', PRISONS[0]!, 2),
          ],
          30,
        ),
      );
    }
    if (date === '2029-03-09') {
      day.push(
        booking(
          date,
          '10:00',
          COURTS[0]!,
          2,
          'R v Fairbrother',
          'Plea and trial preparation hearing',
          'T20291482',
          [
            web('Prosecution advocate', 'Ms Rebecca Okafor (CPS)'),
            web('Defence advocate', 'Mr Tom Hale (Wolds Law)'),
            custody('Fairbrother', 'Liam', PRISONS[0]!, 1),
          ],
          45,
        ),
      );
    }
    day.sort((x, y) => x.scheduledStart.localeCompare(y.scheduledStart));
    bookings.push(...day);
  }
  const output = JSON.stringify(
    { from: '2029-03-07', to: '2029-03-09', region: 'harnby-wolds', count: bookings.length, bookings },
    null,
    2,
  );
  return probe(
    'round 149: video bookings JSON',
    "What PIN does the prison need to dial in for Fairbrother's bail application tomorrow morning?",
    'video_hearings_list_bookings',
    output,
    'fairbrother-pin',
    needle,
  );
}

/** b3: the digital audio recording system's recorder configuration, dumped as INI. */
function recorderConfigTask(): EconomicsTask {
  const r = seededRandom(149_006);
  const needle = '3HA0412871';
  const used = new Set([needle]);
  const serial = (prefix: string) => fresh(used, () => `${prefix}${String(between(r, 0, 9_999_999)).padStart(7, '0')}`);
  const SITES = [
    {
      code: 'HMC',
      id: 1,
      name: "Harnby Magistrates' Court",
      rooms: 8,
      mic: 1,
      channels: ['Bench', 'Legal adviser', 'Witness box', 'Prosecution', 'Defence', 'Dock'],
    },
    {
      code: 'WMC',
      id: 2,
      name: "Wolds Magistrates' Court",
      rooms: 5,
      mic: 2,
      channels: ['Bench', 'Legal adviser', 'Witness box', 'Prosecution', 'Defence', 'Dock'],
    },
    {
      code: 'HCC',
      id: 3,
      name: 'Harnby Crown Court',
      rooms: 8,
      mic: 0,
      channels: [
        'Judge',
        'Witness box',
        'Prosecution counsel',
        'Defence counsel',
        'Dock',
        'Clerk',
        'Lectern (sentencing remarks)',
        'Room ambient',
      ],
    },
    {
      code: 'HCFC',
      id: 4,
      name: 'Harnby County and Family Court',
      rooms: 5,
      mic: 0,
      channels: ['Judge', 'Witness box', 'Advocate 1', 'Advocate 2'],
    },
    {
      code: 'HTC',
      id: 5,
      name: 'Harnby Tribunal Centre',
      rooms: 4,
      mic: 3,
      channels: ['Judge', 'Member 1', 'Member 2', 'Witness table', 'Party 1', 'Party 2'],
    },
  ];
  const MICS = [
    { model: 'Shure MX418/C', prefix: '3HA' },
    { model: 'Shure MX412/C', prefix: '3HB' },
    { model: 'Audio-Technica ES915ML', prefix: 'AT2' },
    { model: 'Beyerdynamic Classis GM 323', prefix: 'BD7' },
  ];
  const lines = [
    '; HWCTS Digital Audio Recording - recorder configuration',
    '; exported 2029-03-07 07:40:11 by svc-dar-admin from dar-mgmt01 (CourtSound Manager 9.2.4)',
    '; do not edit by hand: changes are overwritten at the next push',
    '',
    '[global]',
    'format = opus',
    'sample_rate = 48000',
    'bit_depth = 24',
    'multitrack = true',
    'retention_days = 2557',
    'ntp_server = ntp1.hwcts.internal',
    'ntp_server_fallback = ntp2.hwcts.internal',
    'upload_endpoint = https://dar-store.hwcts.internal/api/v2/ingest',
    'upload_window = 18:30-06:30',
    'checksum = sha256',
    '',
  ];
  for (const site of SITES) {
    lines.push(
      `[site.${site.id}]`,
      `code = ${site.code}`,
      `name = ${site.name}`,
      `address = ${between(r, 1, 60)} ${oneOf(r, STREETS)}, ${site.code === 'WMC' ? 'Kelderby' : 'Harnby'} ${postcode(r)}`,
      `local_store = \\\\dar-${site.code.toLowerCase()}01\\recordings`,
      `on_site_contact = ${anyone(r)}`,
      `av_contractor = ${oneOf(r, ['Wolds AV Services Ltd', 'Northern Court Systems'])}`,
      '',
    );
    const mic = MICS[site.mic]!;
    for (let room = 1; room <= site.rooms; room++) {
      const id = `${site.code}-CR${room}`;
      lines.push(
        `[recorder.${id}]`,
        `site = ${site.id}`,
        `room = Courtroom ${room}`,
        `host = dar-${id.toLowerCase()}.hwcts.internal`,
        `ip = 10.41.${site.id * 10 + Math.floor(room / 10)}.${20 + room}`,
        `mac = 00:1b:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}`,
        `hardware = ${oneOf(r, ['CourtSound CS-800', 'CourtSound CS-800', 'CourtSound CS-1200'])}`,
        `firmware = 6.4.2`,
        `channels = ${site.channels.length}`,
        `input_interface = ${oneOf(r, ['Dante', 'Dante', 'Analogue XLR'])}`,
        `auto_start = schedule`,
        `schedule = ${site.code === 'HTC' ? '09:30-17:00' : '09:45-16:45'}`,
        `confidence_monitor = ${r() < 0.8 ? 'on' : 'off'}`,
        `asset_tag = HW-AV-${String(between(r, 1000, 9999))}`,
        '',
      );
      site.channels.forEach((label, i) => {
        const thisMic = label === 'Room ambient' ? { model: 'Shure MX395-O', prefix: '3HD' } : mic;
        lines.push(
          `[recorder.${id}.ch${i + 1}]`,
          `label = ${label}`,
          `input = ${i + 1}`,
          `mic_model = ${thisMic.model}`,
          `mic_serial = ${site.code === 'HCC' && room === 3 && label === 'Witness box' ? needle : serial(thisMic.prefix)}`,
          `gain_db = ${between(r, 26, 44)}`,
          `phantom_power = on`,
          `low_cut_hz = ${oneOf(r, [80, 80, 100, 120])}`,
          `noise_gate_db = ${-between(r, 45, 60)}`,
          `eq_preset = ${label.startsWith('Witness') ? 'speech-far' : oneOf(r, ['speech', 'speech', 'speech-bright'])}`,
          `mix_bus = ${label === 'Room ambient' ? 'none' : 'main'}`,
          `installed = ${dayAfter('2024-06-01', between(r, 0, 1400))}`,
          `last_tested = ${dayAfter('2029-01-08', between(r, 0, 55))}`,
          `tested_by = ${oneOf(r, ['j.coates', 'm.binns', 'contractor:wolds-av', 'contractor:ncs'])}`,
          '',
        );
      });
    }
  }
  return probe(
    'round 149: recorder config INI',
    'The AV engineer needs the serial number of the witness box microphone in Court 3 at the Crown Court for a warranty claim. What is it?',
    'dar_config_dump',
    lines.join('\n'),
    'witness-mic-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: tomorrow's magistrates' court lists, as the case management system prints them: fixed-width text. */
function courtListsTask(): EconomicsTask {
  const r = seededRandom(149_007);
  const needle = 'HM/2029/02318';
  const used = new Set([needle]);
  const DOG_INJURY = 'Dog dangerously out of control causing injury (Dangerous Dogs Act 1991, s.3(1))';
  const DOG_NO_INJURY = 'Dog dangerously out of control, no injury (Dangerous Dogs Act 1991, s.3(1))';
  const LISTS = [
    'Adult remand and first appearance',
    'Adult trials',
    'Road traffic',
    'Sentencing and breach',
    'Council prosecutions',
    'Fines enforcement',
  ];
  const initials = () => `${oneOf(r, 'ABCDEFGHJKLMNPRSTW'.split(''))}`;
  const bench = () =>
    `${oneOf(r, ['Mrs', 'Mr', 'Ms'])} ${initials()} ${oneOf(r, SURNAMES)} JP (Chair), ${oneOf(r, ['Mrs', 'Mr', 'Ms'])} ${initials()} ${oneOf(r, SURNAMES)} JP, ${oneOf(r, ['Mrs', 'Mr', 'Ms'])} ${initials()} ${oneOf(r, SURNAMES)} JP`;
  const W = { no: 3, time: 5, caseNo: 15, name: 32, dob: 10, offence: 84, pros: 5 };
  const row = (no: string, time: string, caseNo: string, name: string, dob: string, offence: string, pros: string, status: string) =>
    `  ${no.padStart(W.no)}  ${time.padEnd(W.time)}  ${caseNo.padEnd(W.caseNo)}  ${name.padEnd(W.name)}  ${dob.padEnd(W.dob)}  ${offence.padEnd(W.offence)}  ${pros.padEnd(W.pros)}  ${status}`.trimEnd();
  const rule = '='.repeat(190);
  type Entry = { name: string; dob: string; offences: string[]; number?: string; status?: string };
  const lines: string[] = [];
  const print = (
    court: { code: string; name: string; prefix: string; address: string },
    rooms: number,
    special: Map<number, Map<number, Entry>>,
  ) => {
    lines.push(
      rule,
      `HARNBY AND WOLDS COURTS AND TRIBUNALS SERVICE${'COURT LIST (INTERNAL - NOT FOR PUBLIC DISPLAY)'.padStart(144)}`,
      `${court.name}, ${court.address}`,
      `Sitting date: Thursday 08 March 2029${'Printed: 07/03/2029 16:42 by LIBRA-NG (user: listing.office)'.padStart(154)}`,
      rule,
      '',
    );
    for (let room = 1; room <= rooms; room++) {
      const list = oneOf(r, LISTS);
      lines.push(
        `COURTROOM ${room}  -  Sitting at ${oneOf(r, ['10:00', '10:00', '10:30'])}  -  ${list}`,
        `Bench: ${bench()}${' '.repeat(8)}Legal adviser: ${initials()} ${oneOf(r, SURNAMES)}`,
        '',
        row('No', 'Time', 'Case number', 'Defendant', 'DOB', 'Offence(s)', 'Pros', 'Status'),
        row(
          '--',
          '-----',
          '-'.repeat(W.caseNo),
          '-'.repeat(W.name),
          '-'.repeat(W.dob),
          '-'.repeat(W.offence),
          '-'.repeat(W.pros),
          '----------',
        ),
      );
      const count = between(r, 22, 32);
      for (let n = 1; n <= count; n++) {
        const fixed = special.get(room)?.get(n);
        const female = r() < 0.3;
        const entry: Entry = fixed ?? {
          name: `${oneOf(r, SURNAMES).toUpperCase()}, ${oneOf(r, female ? WOMEN : MEN)}${r() < 0.4 ? ` ${oneOf(r, female ? WOMEN : MEN)}` : ''}`,
          dob: `${pad2(between(r, 1, 28))}/${pad2(between(r, 1, 12))}/${between(r, 1958, 2010)}`,
          offences: shuffle(r, [...OFFENCES])
            .slice(0, r() < 0.65 ? 1 : between(r, 2, 4))
            .map((o) => `${o.wording} (${o.legislation})`),
        };
        const caseNo =
          entry.number ??
          fresh(used, () => `${court.prefix}/${r() < 0.85 ? '2029' : '2028'}/${String(between(r, 100, 4999)).padStart(5, '0')}`);
        const time = n <= count / 2 ? '10:00' : oneOf(r, ['11:30', '12:00', '14:00']);
        const status = entry.status ?? oneOf(r, ['Bail', 'Bail', 'Bail', 'Custody', 'Summons', 'Summons', 'Requisition']);
        const pros = entry.offences[0]!.includes('Road Traffic')
          ? oneOf(r, ['CPS', 'DVSA'])
          : oneOf(r, ['CPS', 'CPS', 'CPS', 'HBC', 'TVL']);
        lines.push(row(String(n), time, caseNo, entry.name, entry.dob, entry.offences[0]!, pros, status));
        for (const more of entry.offences.slice(1)) lines.push(row('', '', '', '', '', more, '', ''));
      }
      lines.push('', `  End of list for Courtroom ${room}: ${count} cases`, '');
    }
    lines.push(`*** End of ${court.name} list ***`, '', '');
  };
  print(
    { code: 'HMC', name: "HARNBY MAGISTRATES' COURT", prefix: 'HM', address: 'Castlegate, Harnby HW1 2QB' },
    7,
    new Map([
      [2, new Map([[9, { name: 'PRIESTLEY, Wayne Anthony', dob: '03/11/1979', offences: [DOG_NO_INJURY] }]])],
      [
        4,
        new Map([
          [
            17,
            {
              name: 'COWLING, Darren',
              dob: '22/05/1988',
              offences: [DOG_INJURY, OFFENCES[15]!.wording + ` (${OFFENCES[15]!.legislation})`],
            },
          ],
        ]),
      ],
      [
        6,
        new Map([[14, { name: 'HARGREAVES, Tracey Ann', dob: '17/08/1972', offences: [DOG_INJURY], number: needle, status: 'Summons' }]]),
      ],
    ]),
  );
  print(
    { code: 'WMC', name: "WOLDS MAGISTRATES' COURT", prefix: 'WM', address: 'Market Place, Kelderby HW9 1DX' },
    5,
    new Map([[1, new Map([[11, { name: 'SWALES, Leanne Marie', dob: '09/02/1985', offences: [DOG_INJURY] }]])]]),
  );
  return probe(
    'round 149: court lists text',
    "I'm covering the Harnby mags list tomorrow for Bryony, who's off sick. There's a woman on there whose pet went for a delivery driver - what's her case number?",
    'court_list_print',
    lines.join('\n'),
    'dog-case-number',
    needle,
  );
}

/** c2: yesterday's log of the fines payment gateway, in logfmt. */
function paymentGatewayTask(): EconomicsTask {
  const r = seededRandom(149_008);
  const needle = 'T48Q2Z';
  const used = new Set([needle]);
  const authCode = () => fresh(used, () => chars(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 6));
  const accounts = new Set<string>();
  type Line = { at: number; text: string };
  const out: Line[] = [];
  const pods = ['fines-pay-gw-7c9f6d-x2kq', 'fines-pay-gw-7c9f6d-p8wm', 'fines-pay-gw-7c9f6d-tt4z'];
  const log = (at: number, level: string, rest: string) =>
    out.push({
      at,
      text: `time=2029-03-06T${clock(Math.floor(at))}.${String(Math.floor((at % 1) * 1000)).padStart(3, '0')}Z level=${level} svc=fines-pay-gw pod=${oneOf(r, pods)} ${rest}`,
    });
  const ENDORSEMENTS = ['SP30', 'SP30', 'SP30', 'CU80', 'IN10', 'TS10', 'MS90', 'CD10'];
  type Payment = { at: number; channel: string; type: string; endorsement?: string; amount?: string; declined?: boolean; auth?: string };
  const pay = (p: Payment) => {
    const req = hex(r, 16);
    const account = fresh(accounts, () =>
      p.type === 'fixed_penalty' ? `FP29-${between(r, 100_000, 199_999)}` : `FA${oneOf(r, ['28', '29'])}-${between(r, 100_000, 399_999)}`,
    );
    const amount =
      p.amount ??
      (p.type === 'fixed_penalty'
        ? oneOf(r, ['100.00', '100.00', '200.00', '300.00'])
        : `${between(r, 5, 400)}.${oneOf(r, ['00', '00', '50', '25'])}`);
    const endorsement = p.type === 'fixed_penalty' ? ` endorsement=${p.endorsement ?? oneOf(r, ENDORSEMENTS)}` : '';
    const scheme = oneOf(r, ['visa', 'visa', 'mastercard', 'visa_debit', 'maestro']);
    const last4 = String(between(r, 0, 9999)).padStart(4, '0');
    let at = p.at;
    log(
      at,
      'info',
      `msg="payment initiated" req_id=${req} channel=${p.channel} account=${account} account_type=${p.type}${endorsement} amount=${amount} currency=GBP`,
    );
    at += between(r, 2, 9) + r();
    if (p.declined) {
      log(
        at,
        'info',
        `msg="card declined" req_id=${req} channel=${p.channel} account=${account} psp=worldline decline_code=${oneOf(r, ['05', '51', '54'])} card_scheme=${scheme} card_last4=${last4}`,
      );
      return;
    }
    const psp = String(between(r, 100_000_000, 999_999_999)) + String(between(r, 1000, 9999));
    log(
      at,
      'info',
      `msg="card authorised" req_id=${req} channel=${p.channel} account=${account} psp=worldline psp_ref=${psp} auth_code=${p.auth ?? authCode()} card_scheme=${scheme} card_last4=${last4} latency_ms=${between(r, 380, 1900)}`,
    );
    at += 1 + r();
    log(
      at,
      'info',
      `msg="payment captured" req_id=${req} account=${account} amount=${amount} psp_ref=${psp} ledger_txn=LT${between(r, 10_000_000, 99_999_999)}`,
    );
    at += r();
    const receipt = `R29-${between(r, 1_000_000, 9_999_999)}`;
    const method = p.channel === 'web' ? 'email' : p.channel === 'ivr' ? 'sms' : 'print';
    log(at, 'info', `msg="receipt queued" req_id=${req} account=${account} receipt_no=${receipt} method=${method}`);
  };
  const CHANNELS = ['web', 'web', 'web', 'web', 'ivr', 'ivr', 'counter', 'app'];
  const TYPES = ['fixed_penalty', 'fixed_penalty', 'court_fine', 'court_fine', 'court_fine', 'compensation', 'costs'];
  const special = new Map<number, Payment>([
    [14 * 3600 + 58 * 60 + 40, { at: 0, channel: 'ivr', type: 'fixed_penalty', endorsement: 'SP30' }],
    [15 * 3600 + 1 * 60 + 12, { at: 0, channel: 'web', type: 'fixed_penalty', endorsement: 'SP30' }],
    [15 * 3600 + 2 * 60 + 31, { at: 0, channel: 'ivr', type: 'fixed_penalty', endorsement: 'SP30', amount: '100.00', auth: needle }],
    [15 * 3600 + 3 * 60 + 50, { at: 0, channel: 'ivr', type: 'court_fine' }],
    [15 * 3600 + 5 * 60 + 9, { at: 0, channel: 'ivr', type: 'fixed_penalty', endorsement: 'CU80' }],
    [15 * 3600 + 6 * 60 + 44, { at: 0, channel: 'ivr', type: 'fixed_penalty', endorsement: 'SP30', declined: true }],
    [15 * 3600 + 34 * 60 + 2, { at: 0, channel: 'ivr', type: 'fixed_penalty', endorsement: 'SP30' }],
  ]);
  for (let at = 20 + r() * 200; at < 86_400;) {
    const hour = at / 3600;
    const inSpecial = [...special.keys()].some((k) => Math.abs(k - at) < 90);
    if (!inSpecial) {
      const channel = hour < 8 || hour > 21 ? oneOf(r, ['web', 'web', 'app']) : oneOf(r, CHANNELS);
      const type = oneOf(r, TYPES);
      pay({ at, channel: channel === 'counter' && (hour < 9 || hour > 16) ? 'web' : channel, type, declined: r() < 0.05 });
    }
    at += hour < 7 || hour > 22 ? between(r, 400, 1500) + r() : between(r, 40, 130) + r();
  }
  for (const [at, p] of special) pay({ ...p, at: at + r() });
  for (let at = 0; at < 86_400; at += 300)
    log(at + r(), 'debug', `msg="health check ok" db_pool_in_use=${between(r, 1, 9)} psp_latency_ms=${between(r, 90, 400)}`);
  for (const hour of [1, 6, 12, 18])
    log(
      hour * 3600 + 15 + r(),
      'info',
      `msg="reconciliation batch completed" job=recon-${hex(r, 6)} settled=${between(r, 40, 300)} unmatched=0 duration_ms=${between(r, 2000, 9000)}`,
    );
  log(2 * 3600 + 3 * 60 + r(), 'warn', 'msg="psp certificate expires soon" days_left=27 psp=worldline');
  log(10 * 3600 + 44 * 60 + r(), 'warn', `msg="ivr session dropped before payment" call_id=${hex(r, 12)} stage=card_entry`);
  out.sort((a, b) => a.at - b.at);
  return probe(
    'round 149: payment gateway logfmt',
    'A driver rang to say she paid a speeding ticket on the automated phone line yesterday just after 3pm but never got her confirmation text. What was the authorisation code on that payment?',
    'fines_payment_gateway_logs',
    `${out.map((l) => l.text).join('\n')}\n`,
    'ivr-auth-code',
    needle,
  );
}

/** c3: this morning's juror attendance report for the Crown Court, as the jury system renders it: HTML. */
function juryAttendanceTask(): EconomicsTask {
  const r = seededRandom(149_009);
  const needle = '641308852';
  const used = new Set([needle]);
  const jurorNumber = () => fresh(used, () => `64${between(r, 1_000_000, 9_999_999)}`);
  const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  type Juror = { title: string; name: string; status: string; cls: string; reason: string; notified: string; checkedIn: string };
  const randomJuror = (): Juror => {
    const female = r() < 0.5;
    const title = female ? oneOf(r, ['Mrs', 'Ms', 'Miss', 'Mrs']) : oneOf(r, ['Mr', 'Mr', 'Dr']);
    const name = `${oneOf(r, female ? WOMEN : MEN)} ${oneOf(r, SURNAMES)}`;
    const roll = r();
    const checkIn = `08:${pad2(between(r, 5, 55))}`;
    if (roll < 0.74) return { title, name, status: 'Attended', cls: 'attended', reason: '', notified: '', checkedIn: checkIn };
    if (roll < 0.8)
      return {
        title,
        name,
        status: 'Attended - late',
        cls: 'attended late',
        reason: oneOf(r, ['Bus delayed', 'Traffic on the A1079', 'Parking']),
        notified: '',
        checkedIn: `09:${pad2(between(r, 5, 40))}`,
      };
    if (roll < 0.9) {
      const reason = oneOf(r, [
        'Own illness',
        'Own illness',
        'Transport - rail disruption',
        'Work - unable to leave',
        'Bereavement',
        'Childcare - school closure',
      ]);
      const notified = `${r() < 0.7 ? 'Phone' : 'Email'} ${pad2(between(r, 6, 8))}:${pad2(between(r, 0, 59))}`;
      return { title, name, status: 'Absent - notified', cls: 'absent notified', reason, notified, checkedIn: '' };
    }
    if (roll < 0.95) return { title, name, status: 'Absent - not notified', cls: 'absent', reason: '', notified: '', checkedIn: '' };
    return {
      title,
      name,
      status: 'Released',
      cls: 'released',
      reason: oneOf(r, ['Released by judge (trial ended)', 'Knows a witness', 'Released - return Friday']),
      notified: '',
      checkedIn: checkIn,
    };
  };
  const fixed = new Map<string, Juror>([
    [
      '1:140',
      {
        title: 'Mrs',
        name: 'Gillian Thwaite',
        status: 'Absent - notified',
        cls: 'absent notified',
        reason: 'Dependant - emergency admission (child)',
        notified: 'Phone 06:52',
        checkedIn: '',
      },
    ],
    [
      '1:61',
      {
        title: 'Mr',
        name: 'Owen Kershaw',
        status: 'Absent - notified',
        cls: 'absent notified',
        reason: 'Dependant - emergency admission (parent)',
        notified: 'Phone 07:38',
        checkedIn: '',
      },
    ],
    [
      '1:97',
      {
        title: 'Ms',
        name: 'Natalie Brearley',
        status: 'Absent - notified',
        cls: 'absent notified',
        reason: 'Childcare - school closure',
        notified: 'Phone 07:05',
        checkedIn: '',
      },
    ],
    [
      '2:33',
      {
        title: 'Mrs',
        name: 'Sandra Oldroyd',
        status: 'Absent - notified',
        cls: 'absent notified',
        reason: 'Dependant - planned surgery (child)',
        notified: 'Email 06/03 17:12',
        checkedIn: '',
      },
    ],
    [
      '1:171',
      {
        title: 'Mrs',
        name: 'Helen Marsden',
        status: 'Absent - notified',
        cls: 'absent notified',
        reason: 'Own illness',
        notified: 'Phone 06:31',
        checkedIn: '',
      },
    ],
  ]);
  const lines = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Juror attendance - Harnby Crown Court - 07/03/2029</title>',
    '  <style>',
    '    body { font-family: Arial, sans-serif; font-size: 12px; }',
    '    table.attendance { border-collapse: collapse; width: 100%; }',
    '    table.attendance td, table.attendance th { border: 1px solid #999; padding: 2px 4px; }',
    '    tr.absent td { background: #fde2e2; } tr.late td { background: #fff4cc; } tr.released td { color: #666; }',
    '  </style>',
    '</head>',
    '<body>',
    '  <header>',
    '    <h1>Harnby and Wolds Courts and Tribunals Service</h1>',
    '    <h2>Juror attendance - Harnby Crown Court</h2>',
    '    <p class="meta">Wednesday 7 March 2029 &middot; generated 08:41 by JuryCentral 4.8.1 (user: jury.office.hcc)</p>',
    '  </header>',
  ];
  const POOLS = [
    { pool: 'HCC-290305-01', service: '5 March to 16 March 2029', size: 190, day: 3 },
    { pool: 'HCC-290226-01', service: '26 February to 9 March 2029', size: 150, day: 8 },
  ];
  POOLS.forEach((p, pi) => {
    const rows: string[] = [];
    const counts = new Map<string, number>();
    for (let i = 0; i < p.size; i++) {
      const j = fixed.get(`${pi + 1}:${i}`) ?? randomJuror();
      counts.set(j.status, (counts.get(j.status) ?? 0) + 1);
      const panel = j.status.startsWith('Attended')
        ? r() < 0.4
          ? `Panel ${between(r, 1, 4)} (Court ${between(r, 1, 6)})`
          : 'Assembly'
        : '';
      rows.push(
        `      <tr class="${j.cls}">`,
        `        <td class="jn">${j.name === 'Gillian Thwaite' ? needle : jurorNumber()}</td>`,
        `        <td class="name">${j.title} ${html(j.name)}</td>`,
        `        <td class="status">${j.status}</td>`,
        `        <td class="reason">${j.reason}</td>`,
        `        <td class="notified">${j.notified}</td>`,
        `        <td class="checkin">${j.checkedIn}</td>`,
        `        <td class="panel">${panel}</td>`,
        `        <td class="days">${j.status.startsWith('Absent') ? p.day - 1 : p.day}</td>`,
        `        <td class="travel">${j.checkedIn ? oneOf(r, ['Car - 14 miles', 'Car - 22 miles', 'Bus', 'Train', 'Car - 6 miles', 'Walked', 'Car share']) : ''}</td>`,
        '      </tr>',
      );
    }
    lines.push(
      `  <section class="pool" id="pool-${p.pool}">`,
      `    <h3>Pool ${p.pool} &middot; service ${p.service} &middot; day ${p.day}</h3>`,
      `    <p class="summary">${[...counts].map(([k, v]) => `${k}: ${v}`).join(' &middot; ')}</p>`,
      '    <table class="attendance">',
      '      <thead><tr><th>Juror no.</th><th>Name</th><th>Status</th><th>Reason / note</th><th>Notified</th><th>Checked in</th><th>Panel</th><th>Days served</th><th>Travel</th></tr></thead>',
      '      <tbody>',
      ...rows.map((row) => row.replace(/^ {6}/, '      ')),
      '      </tbody>',
      '    </table>',
      '  </section>',
    );
  });
  lines.push(
    '  <footer><p>OFFICIAL-SENSITIVE. Juror details must not be shared outside the jury office.</p></footer>',
    '</body>',
    '</html>',
  );
  return probe(
    'round 149: jury attendance HTML',
    "Morning! The pool's about to go in and I'm a few short. One lady phoned first thing to say her little boy was taken into A&E overnight - can you give me her juror number so I can mark her properly?",
    'jury_attendance_report',
    `${lines.join('\n')}\n`,
    'absent-juror-number',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: a psql query of this week's recordings in the audio recording database: an aligned psql table. */
function recordingsQueryTask(): EconomicsTask {
  const r = seededRandom(149_010);
  const SITES = [
    { code: 'HMC', rooms: 8, channels: 6, prefix: 'HM' },
    { code: 'WMC', rooms: 5, channels: 6, prefix: 'WM' },
    { code: 'HCC', rooms: 8, channels: 8, prefix: 'T' },
    { code: 'HCFC', rooms: 5, channels: 4, prefix: 'H' },
    { code: 'HTC', rooms: 4, channels: 6, prefix: 'ET' },
  ];
  type Row = {
    site: string;
    room: string;
    start: number;
    end: number;
    day: string;
    caseRef: string;
    channels: number;
    rate: number;
    uploaded: boolean;
  };
  const rows: Row[] = [];
  for (const day of ['2029-03-05', '2029-03-06', '2029-03-07']) {
    for (const site of SITES) {
      for (let room = 1; room <= site.rooms; room++) {
        if (r() < 0.1) continue;
        let at = 9 * 3600 + 45 * 60 + between(r, 0, 1200);
        const stop = day === '2029-03-07' ? 12 * 3600 + 50 * 60 : 16 * 3600 + 30 * 60;
        while (at < stop) {
          if (at > 13 * 3600 && at < 14 * 3600) at = 14 * 3600 + between(r, 0, 600);
          const length = site.code === 'HCC' || site.code === 'HTC' ? between(r, 1800, 9000) : between(r, 300, 2700);
          const caseRef =
            site.prefix === 'T'
              ? `T2029${between(r, 1000, 1999)}`
              : site.prefix === 'H'
                ? `H${between(r, 10, 99)}CF${between(r, 100, 999)}`
                : site.prefix === 'ET'
                  ? `60${between(r, 10_000, 99_999)}/2028`
                  : `${site.prefix}/2029/${String(between(r, 100, 4999)).padStart(5, '0')}`;
          const end = Math.min(at + length, stop + 1800);
          rows.push({
            site: site.code,
            room: `Courtroom ${room}`,
            start: at,
            end,
            day,
            caseRef,
            channels: site.channels,
            rate: 48000,
            uploaded: day !== '2029-03-07',
          });
          at = end + between(r, 60, 900);
        }
      }
    }
  }
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.start - b.start);
  const oddAt = Math.floor(rows.length * 0.47) + rows.slice(Math.floor(rows.length * 0.47)).findIndex((row) => row.site === 'HMC');
  rows[oddAt]!.rate = 16000;
  const firstId = 8_840_113;
  const needle = String(firstId + oddAt);
  const span = (seconds: number) => clock(seconds);
  const table = rows.map((row, i) => {
    const seconds = row.end - row.start;
    const kbps = row.rate === 48000 ? 64 : 24;
    return [
      String(firstId + i),
      row.site,
      row.room,
      `${row.day} ${clock(row.start)}`,
      `${row.day} ${clock(row.end)}`,
      span(seconds),
      row.caseRef,
      'opus',
      String(row.rate),
      String(row.channels),
      ((seconds * row.channels * kbps) / 8 / 1000).toFixed(1),
      row.uploaded ? 't' : 'f',
    ];
  });
  const header = [
    'recording_id',
    'site',
    'room',
    'started_at',
    'ended_at',
    'duration',
    'case_ref',
    'codec',
    'sample_rate_hz',
    'channels',
    'size_mb',
    'uploaded',
  ];
  const numeric = [true, false, false, false, false, false, false, false, true, true, true, false];
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((row) => row[c]!.length)));
  const centre = (h: string, w: number) => {
    const left = Math.floor((w - h.length) / 2);
    return ' '.repeat(left) + h + ' '.repeat(w - h.length - left);
  };
  const lines = [
    'dar=> SELECT r.recording_id, s.code AS site, r.room, r.started_at, r.ended_at, r.duration, r.case_ref, r.codec, r.sample_rate_hz, r.channels, r.size_mb, r.uploaded',
    "dar->   FROM dar.recordings r JOIN dar.sites s USING (site_id) WHERE r.started_at >= '2029-03-05' ORDER BY r.recording_id;",
    ` ${header.map((h, c) => centre(h, widths[c]!)).join(' | ')} `,
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...table.map((row) => ` ${row.map((v, c) => (numeric[c] ? v.padStart(widths[c]!) : v.padEnd(widths[c]!))).join(' | ')} `.trimEnd()),
    `(${table.length} rows)`,
    '',
  ];
  return probe(
    'round 149: recordings psql table',
    "One of this week's court recordings was captured at a lower audio quality than all the others. Which recording is it?",
    'dar_db_query',
    lines.join('\n'),
    'odd-recording',
    needle,
  );
}

/** d2: the video management suite's inventory of endpoints, as XML. */
function endpointInventoryTask(): EconomicsTask {
  const r = seededRandom(149_011);
  const needle = 'HMC-CR5-CODEC';
  const CURRENT = 'RoomOS 11.14.2.3 d1f8a6bc2e0';
  const OLDER = 'RoomOS 11.9.1.4 8b3c0e2a1f7';
  const SITES = [
    { code: 'HCC', name: 'Harnby Crown Court', courtrooms: 8, vlr: 2, chambers: 4, octet: 3 },
    { code: 'HCFC', name: 'Harnby County and Family Court', courtrooms: 5, vlr: 1, chambers: 3, octet: 4 },
    { code: 'HMC', name: "Harnby Magistrates' Court", courtrooms: 8, vlr: 3, chambers: 2, octet: 1 },
    { code: 'HTC', name: 'Harnby Tribunal Centre', courtrooms: 4, vlr: 1, chambers: 2, octet: 5 },
    { code: 'WMC', name: "Wolds Magistrates' Court", courtrooms: 5, vlr: 2, chambers: 1, octet: 2 },
  ];
  const endpoints: string[][] = [];
  const serial = () => `FOC${between(r, 2600, 2899)}${chars(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 4)}`;
  const endpoint = (site: (typeof SITES)[number], name: string, location: string, model: string, host: number, peripherals: string[]) => {
    const version = name === needle ? OLDER : CURRENT;
    const lastBoot = dayAfter('2029-02-18', between(r, 0, 16));
    endpoints.push([
      '  <Endpoint>',
      `    <SystemName>${name}</SystemName>`,
      `    <Site code="${site.code}">${site.name.replace(/'/g, '&apos;')}</Site>`,
      `    <Location>${location}</Location>`,
      `    <Model>${model}</Model>`,
      `    <SerialNumber>${serial()}</SerialNumber>`,
      `    <SoftwareVersion>${version}</SoftwareVersion>`,
      '    <Network>',
      `      <IPAddress>10.40.${site.octet}.${host}</IPAddress>`,
      `      <MACAddress>${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}</MACAddress>`,
      `      <VLAN>${site.octet * 100 + 40}</VLAN>`,
      `      <Gateway>10.40.${site.octet}.1</Gateway>`,
      '    </Network>',
      `    <SIPURI>${site.code.toLowerCase()}.${location.toLowerCase().replace(/[^a-z0-9]+/g, '')}@vc.hwcts.example</SIPURI>`,
      `    <RegistrationStatus>Registered</RegistrationStatus>`,
      `    <CallStatus>${oneOf(r, ['Idle', 'Idle', 'In call'])}</CallStatus>`,
      `    <LastBoot>${lastBoot}T0${between(r, 2, 3)}:${pad2(between(r, 0, 59))}:${pad2(between(r, 0, 59))}Z</LastBoot>`,
      `    <ProvisioningMode>VMS</ProvisioningMode>`,
      `    <NTPServer>ntp1.hwcts.internal</NTPServer>`,
      `    <MaxCallRateKbps>6000</MaxCallRateKbps>`,
      `    <Encryption>On</Encryption>`,
      '    <Peripherals>',
      ...peripherals.map((p) => `      ${p}`),
      '    </Peripherals>',
      `    <MaintenanceWindow>Sun 02:00-04:00</MaintenanceWindow>`,
      `    <Owner>${oneOf(r, ['HWCTS Digital - Video', 'HWCTS Digital - Video', 'Wolds AV Services Ltd (managed)'])}</Owner>`,
      '  </Endpoint>',
    ]);
  };
  const uptimePeripheral = (type: string, model: string, count: number) =>
    `<Peripheral type="${type}" model="${model}" count="${count}" status="Connected"/>`;
  for (const site of SITES) {
    let host = 20;
    for (let room = 1; room <= site.courtrooms; room++) {
      endpoint(
        site,
        `${site.code}-CR${room}-CODEC`,
        `Courtroom ${room}`,
        oneOf(r, ['Cisco Room Kit Pro', 'Cisco Room Kit Pro', 'Cisco Codec Pro']),
        host++,
        [
          uptimePeripheral('Camera', 'Precision 60', between(r, 2, 4)),
          uptimePeripheral('TouchPanel', 'Room Navigator', 1),
          uptimePeripheral('Display', 'Samsung QM55C', between(r, 2, 5)),
          uptimePeripheral('AudioBridge', 'Dante DCP', 1),
        ],
      );
    }
    for (let v = 1; v <= site.vlr; v++) {
      endpoint(site, `${site.code}-VLR${v}-CODEC`, `Video link room ${v}`, 'Cisco Room Bar', host++, [
        uptimePeripheral('TouchPanel', 'Room Navigator', 1),
        uptimePeripheral('Display', 'Samsung QM43C', 1),
      ]);
    }
    for (let c = 1; c <= site.chambers; c++) {
      endpoint(site, `${site.code}-JCH${c}-DESK`, `Judges' chambers ${c}`, 'Cisco Desk Pro', host++, [
        uptimePeripheral('Headset', 'Cisco 730', 1),
      ]);
    }
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<EndpointInventory generated="2029-03-07T07:00:03Z" source="HWCTS Video Management Suite 5.3" count="${endpoints.length}">`,
    ...endpoints.flat(),
    '</EndpointInventory>',
    '',
  ].join('\n');
  return probe(
    'round 149: endpoint inventory XML',
    "Is there a courtroom video unit that's been left on an older software release than the rest of the estate? Which one?",
    'vms_endpoint_inventory',
    output,
    'old-codec',
    needle,
  );
}

/** d3: the jury print service's log since the new year, in log4j's layout. */
function summonsPrintLogTask(): EconomicsTask {
  const r = seededRandom(149_012);
  const needle = 'JS290207-02';
  const lines: string[] = [];
  let job = 8_640 + between(r, 0, 40);
  const stamp = (day: string, at: number) => `${day} ${clock(Math.floor(at))},${String(Math.floor((at % 1) * 1000)).padStart(3, '0')}`;
  const JOBS = [
    { template: 'SUMMONS_V7', prefix: 'JS', pages: 4, days: [1, 3, 5] },
    { template: 'REPLY_REMINDER_V3', prefix: 'RM', pages: 2, days: [2, 4] },
    { template: 'ATTENDANCE_CONFIRM_V2', prefix: 'CF', pages: 2, days: [1, 2, 3, 4, 5] },
    { template: 'DEFERRAL_CONFIRM_V2', prefix: 'DF', pages: 1, days: [1, 2, 3, 4, 5] },
  ];
  const worker = () => `print-worker-${between(r, 1, 3)}`;
  for (let d = 0; ; d++) {
    const day = dayAfter('2029-01-02', d);
    if (day > '2029-03-07') break;
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const compact = day.slice(2).replace(/-/g, '');
    let at = 2 * 3600 + between(r, 0, 120) + r();
    const firstJob = job + 1;
    lines.push(
      `${stamp(day, at)} INFO  [scheduler-1] u.h.jury.print.NightlyPrintJob - Nightly print run started (profile=production, mailroom=HW-MAILROOM-1)`,
    );
    for (const kind of JOBS) {
      if (!kind.days.includes(dow)) continue;
      const batches = kind.prefix === 'JS' ? (day === '2029-02-07' ? 3 : between(r, 1, 3)) : 1;
      for (let b = 1; b <= batches; b++) {
        job += 1;
        const records = kind.prefix === 'JS' ? between(r, 120, 260) : between(r, 8, 90);
        const w = worker();
        const batch = `${kind.prefix}${compact}-${pad2(b)}`;
        at += between(r, 3, 20) + r();
        lines.push(
          `${stamp(day, at)} INFO  [${w}] u.h.jury.print.BatchRunner - Job ${job} started: template=${kind.template} records=${records} court=HCC`,
        );
        at += records * 0.15 + r() * 5;
        lines.push(
          `${stamp(day, at)} INFO  [${w}] u.h.jury.print.PdfRenderer - Job ${job} rendered ${records * kind.pages} pages (duplex=${kind.pages > 1}) in ${(records * 0.15).toFixed(1)}s`,
        );
        if (r() < 0.3) {
          at += r();
          lines.push(
            `${stamp(day, at)} DEBUG [${w}] u.h.jury.print.AddressCleaner - Job ${job} normalised ${between(r, 1, 9)} addresses against PAF`,
          );
        }
        at += between(r, 8, 30) + r();
        const postage = batch === needle ? 'FIRST_CLASS' : 'SECOND_CLASS';
        lines.push(
          `${stamp(day, at)} INFO  [${w}] u.h.jury.print.MailroomClient - Job ${job} dispatched: batch=${batch} envelopes=${records} postage=${postage} tray=${oneOf(r, ['A', 'A', 'B'])} franking=HW-PB-0${between(r, 1, 2)} manifest=RM${between(r, 10_000_000, 99_999_999)}`,
        );
        at += r() * 2;
        lines.push(
          `${stamp(day, at)} INFO  [${w}] u.h.jury.print.BatchRunner - Job ${job} completed in ${Math.round(records * 0.15 + 20)}s`,
        );
      }
    }
    at += between(r, 20, 60) + r();
    if (day === '2029-01-16' || day === '2029-03-02')
      lines.push(`${stamp(day, at)} WARN  [scheduler-1] u.h.jury.print.MailroomClient - Tray B below 10% (reported by HW-MAILROOM-1)`);
    lines.push(
      `${stamp(day, at + 1)} INFO  [scheduler-1] u.h.jury.print.NightlyPrintJob - Nightly print run finished: jobs=${job - firstJob + 1} heap_used_mb=${between(r, 380, 900)}`,
    );
    lines.push(
      `${stamp(day, 3 * 3600 + between(r, 0, 300) + r())} INFO  [housekeeping-1] u.h.jury.print.Housekeeping - Purged ${between(r, 100, 900)} rendered PDFs older than 30 days`,
    );
  }
  return probe(
    'round 149: summons print log4j',
    'I think all our summons mailings go out the cheaper postage way except one. Which batch went differently?',
    'jury_print_service_logs',
    `${lines.join('\n')}\n`,
    'odd-postage-batch',
    needle,
  );
}

export function roundOneHundredFortyNine(): EconomicsTask[] {
  return [
    caseSearchTask(),
    jurySummonsTask(),
    videoRoomActivityTask(),
    sittingRotaTask(),
    videoBookingsTask(),
    recorderConfigTask(),
    courtListsTask(),
    paymentGatewayTask(),
    juryAttendanceTask(),
    recordingsQueryTask(),
    endpointInventoryTask(),
    summonsPrintLogTask(),
  ];
}
