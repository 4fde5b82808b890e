/**
 * Probe round 69, written blind: the Wealdmoor Courier, a made-up regional daily, and its Hatchford print
 * works (editorial CMS, wire agency feeds, plate-making and press control, paywall and subscriptions, advert
 * booking, overnight distribution vans). "Today" is Thursday, 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - wire agency cache (minified ninjs JSON): when the PA story on the Hatchford bypass inquiry report is embargoed until;
 *  - advert booking export (one-line XML): what Pellow & Daughters pay, before VAT, for their half page on Friday 20 November;
 *  - paywall client (minified JS bundle): which Stripe price ID the paywall uses for the annual student subscription;
 * b. The answer a few lines away from the line the question's words match:
 *  - editorial CMS stories API (pretty JSON): when the Lower Harrowby flood defences story was signed off;
 *  - distribution route plan (YAML): the registration of the van on the Ashcombe round;
 *  - plate-making RIP log (log4j lines with Java stack traces): which font the RIP choked on when Late page 23 failed;
 * c. A question that paraphrases the output or carries a preamble:
 *  - wire ingest service log (logfmt): when Reuters copy started arriving again after it went quiet overnight;
 *  - proof-of-delivery listing (distctl CLI table): when the van dropped the Crockhill newsagent's bundles;
 *  - subscription platform audit events (JSON Lines): the reason a reader gave when she cancelled her paper;
 * d. One value unlike its peers, with no error word near it:
 *  - platesetter job log (CSV): the one calibration curve unlike the rest;
 *  - press hall reel consumption report (fixed-width table): the reel of a different paper weight;
 *  - home delivery holiday stops (CSV): the account whose stop runs far longer than everyone else's.
 * Not among the bench's targets.
 * First run, at 6269b22, the head this session began at (with this file; `ROUNDS=69
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,716,315 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 69: wire cache embargo (minified ninjs)
 *     codex: 10,914 tokens, peak 10,842, 0/1 needles, 0 read-backs
 *     context-chef: 607 tokens, peak 535, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,679 tokens, peak 3,339, 0/1 needles, 3 read-backs
 *     ours: 2,877 tokens, peak 1,945, 0/1 needles, 1 read-backs
 *   round 69: advert booking price (one-line XML)
 *     codex: 6,797 tokens, peak 6,716, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,760 tokens, peak 5,420, 0/1 needles, 4 read-backs
 *     ours: 16,725 tokens, peak 7,268, 0/1 needles, 4 read-backs
 *   round 69: paywall price ID (minified bundle)
 *     codex: 244 tokens, peak 172, 0/1 needles, 0 read-backs
 *     context-chef: 667 tokens, peak 595, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,825 tokens, peak 2,345, 0/1 needles, 3 read-backs
 *     ours: 6,894 tokens, peak 2,666, 0/1 needles, 3 read-backs
 *   round 69: CMS story sign-off (pretty JSON)
 *     codex: 12,869 tokens, peak 12,798, 0/1 needles, 0 read-backs
 *     context-chef: 662 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,130 tokens, peak 2,593, 0/1 needles, 2 read-backs
 *     ours: 6,093 tokens, peak 2,704, 0/1 needles, 2 read-backs
 *   round 69: van route registration (YAML)
 *     codex: 12,139 tokens, peak 12,069, 0/1 needles, 0 read-backs
 *     context-chef: 636 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,402 tokens, peak 2,735, 0/1 needles, 2 read-backs
 *     ours: 6,332 tokens, peak 2,861, 0/1 needles, 2 read-backs
 *   round 69: RIP font failure (stack traces)
 *     codex: 16,268 tokens, peak 16,196, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,040 tokens, peak 3,059, 0/1 needles, 4 read-backs
 *     ours: 6,426 tokens, peak 3,067, 0/1 needles, 4 read-backs
 *   round 69: wire feed back after outage (logfmt, paraphrase)
 *     codex: 16,596 tokens, peak 16,503, 0/1 needles, 0 read-backs
 *     context-chef: 826 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,515 tokens, peak 1,415, 0/1 needles, 4 read-backs
 *     ours: 4,339 tokens, peak 938, 0/1 needles, 4 read-backs
 *   round 69: newsagent drop time (CLI table, preamble)
 *     codex: 14,293 tokens, peak 14,196, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,572 tokens, peak 3,251, 1/1 needles, 3 read-backs
 *     ours: 5,424 tokens, peak 2,424, 1/1 needles, 3 read-backs
 *   round 69: cancellation reason (JSON Lines, preamble)
 *     codex: 13,504 tokens, peak 13,406, 0/1 needles, 0 read-backs
 *     context-chef: 738 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,895 tokens, peak 4,502, 0/1 needles, 4 read-backs
 *     ours: 19,832 tokens, peak 7,669, 1/1 needles, 4 read-backs
 *   round 69: odd calibration curve (platesetter CSV)
 *     codex: 22,972 tokens, peak 22,887, 0/1 needles, 0 read-backs
 *     context-chef: 1,016 tokens, peak 931, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,223 tokens, peak 1,557, 0/1 needles, 4 read-backs
 *     ours: 5,056 tokens, peak 1,078, 1/1 needles, 4 read-backs
 *   round 69: odd paper weight (reel report)
 *     codex: 17,547 tokens, peak 17,460, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 620, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,974 tokens, peak 1,296, 0/1 needles, 4 read-backs
 *     ours: 4,607 tokens, peak 989, 1/1 needles, 4 read-backs
 *   round 69: overlong holiday stop (CSV)
 *     codex: 18,773 tokens, peak 18,689, 0/1 needles, 0 read-backs
 *     context-chef: 887 tokens, peak 803, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,831 tokens, peak 1,464, 0/1 needles, 4 read-backs
 *     ours: 4,597 tokens, peak 979, 1/1 needles, 4 read-backs
 *     codex: 162,916 tokens, 0/12 needles
 *     context-chef: 8,940 tokens, 0/12 needles
 *     context-chef-store: 97,846 tokens, 1/12 needles
 *     ours: 89,202 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------
// Shared bits: times (November is GMT, so UTC is local time at Hatchford), people, places.

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const ms = (iso: string): number => Date.parse(iso);
const isoSec = (t: number): string => new Date(t).toISOString().slice(0, 19) + 'Z';
const isoMilli = (t: number): string => new Date(t).toISOString();
const dateOf = (t: number): string => new Date(t).toISOString().slice(0, 10);
const clock = (t: number): string => new Date(t).toISOString().slice(11, 19);
const hhmm = (t: number): string => new Date(t).toISOString().slice(11, 16);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (t: number): string => WEEKDAYS[new Date(t).getUTCDay()]!;
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const money = (pence: number): string => (pence / 100).toFixed(2);

const FIRST_NAMES = [
  'Aisha',
  'Alan',
  'Alison',
  'Amir',
  'Andrew',
  'Angela',
  'Barry',
  'Bethan',
  'Brian',
  'Carol',
  'Chloe',
  'Colin',
  'Craig',
  'Daniel',
  'Dawn',
  'Deborah',
  'Declan',
  'Diane',
  'Eleanor',
  'Emma',
  'Fiona',
  'Gareth',
  'Gemma',
  'Graham',
  'Hannah',
  'Harriet',
  'Ian',
  'Imran',
  'Jack',
  'Jacqueline',
  'James',
  'Janet',
  'Jason',
  'Jennifer',
  'Joanne',
  'Jonathan',
  'Karen',
  'Kevin',
  'Laura',
  'Lee',
  'Lesley',
  'Liam',
  'Linda',
  'Lucy',
  'Malcolm',
  'Margaret',
  'Mark',
  'Martin',
  'Megan',
  'Michael',
  'Nadia',
  'Neil',
  'Nicola',
  'Owen',
  'Patricia',
  'Paul',
  'Pauline',
  'Priya',
  'Rachel',
  'Raj',
  'Rebecca',
  'Richard',
  'Robert',
  'Rosemary',
  'Ruth',
  'Sandra',
  'Sarah',
  'Sean',
  'Sharon',
  'Simon',
  'Sophie',
  'Stephen',
  'Stuart',
  'Susan',
  'Teresa',
  'Thomas',
  'Tracey',
  'Trevor',
  'Valerie',
  'Wendy',
  'Yusuf',
  'Zoe',
];
const SURNAMES = [
  'Ashworth',
  'Bassett',
  'Beddoe',
  'Blamey',
  'Bolitho',
  'Brewer',
  'Carew',
  'Chegwidden',
  'Coombe',
  'Craddock',
  'Dabney',
  'Doble',
  'Eddy',
  'Endean',
  'Furse',
  'Gilbert',
  'Glanville',
  'Hambly',
  'Harvey',
  'Hext',
  'Hocking',
  'Jago',
  'Keast',
  'Kitto',
  'Lander',
  'Lobb',
  'Luxton',
  'Mallett',
  'Martyn',
  'Medlin',
  'Nance',
  'Newcombe',
  'Oates',
  'Paddon',
  'Penrose',
  'Polglase',
  'Prowse',
  'Quick',
  'Rickard',
  'Rowse',
  'Sandercock',
  'Spargo',
  'Stapleton',
  'Symons',
  'Tamblyn',
  'Tonkin',
  'Trebilcock',
  'Treloar',
  'Udy',
  'Vosper',
  'Wakeham',
  'Warren',
  'Widdicombe',
  'Yeo',
  'Ahmed',
  'Begum',
  'Campbell',
  'Chen',
  'Davies',
  'Evans',
  'Fraser',
  'Hughes',
  'Kaur',
  'Kowalski',
  'Murphy',
  'Nowak',
  'Okafor',
  'Patel',
  'Singh',
  'Smith',
  'Taylor',
  'Thomas',
  'Walker',
  'Williams',
  'Wilson',
  'Wright',
];
const PLACES = [
  'Hatchford',
  'Wealdmoor',
  'Crockhill',
  'Lower Harrowby',
  'Upper Harrowby',
  'Ashcombe',
  'Brennick',
  'Sallowfield',
  'Thornbury Cross',
  'Kestle',
  'Marlingford',
  'Penhallow',
  'Oxcombe',
  'Whitlow Bridge',
  'Dunsmere',
  'Fernleigh',
  'Coldharbour',
  'Stannerton',
  'Ludden',
  'Quarrington',
  'Sedgecote',
  'Upper Wyke',
  'Moulsbury',
  'Hexley',
  'Greywell',
  'Tarrant Keynes',
  'Brindlecombe',
  'Chilmark St Giles',
  'Holloway End',
  'Minsterley Green',
  'Pollard Cross',
  'Ravensworth',
  'Selbourne Magna',
  'Tidcombe',
  'Westerfold',
];
const STREETS = [
  'High Street',
  'Fore Street',
  'Station Road',
  'Church Lane',
  'Mill Lane',
  'Quarry Lane',
  'Victoria Road',
  'The Square',
  'Market Place',
  'Chapel Street',
  'Bridge Street',
  'Sallow Road',
  'Marsh Lane',
  'Orchard Close',
  'Kingsway',
  'New Road',
  'West End',
  'Broad Street',
  'Castle Hill',
  'Meadow Way',
  'Tanyard Lane',
  'Barton Road',
  'Priory Walk',
  'Ropewalk',
];
const QUOTES = [
  'We are doing everything we can to put this right.',
  'This is welcome news for the whole community.',
  'Our thoughts are with the family at this very difficult time.',
  'Lessons have to be learned from what happened.',
  'We will study the findings carefully before we respond.',
  'It has been a very difficult year for everyone involved.',
  'The safety of the public remains our absolute priority.',
  'We were simply not consulted about any of this.',
  'This is a significant step forward for the area.',
  'We urge anyone who saw what happened to come forward.',
  'People here have waited long enough for an answer.',
  'We are disappointed by the decision and are considering our options.',
];

const personOf = (random: () => number): string => `${oneOf(random, FIRST_NAMES)} ${oneOf(random, SURNAMES)}`;
const postcodeOf = (random: () => number): string =>
  `WM${between(random, 1, 19)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const mobileOf = (random: () => number): string => `07700 ${between(random, 900000, 900999)}`;

// ---------------------------------------------------------------------------------------------------
// a1. Wire agency cache: the last 48 hours of agency copy as the CMS's wire cache API returns it (ninjs, minified).

const MEDIA_TOPICS = {
  arts: { code: 'medtop:01000000', name: 'arts, culture, entertainment and media' },
  crime: { code: 'medtop:02000000', name: 'crime, law and justice' },
  disaster: { code: 'medtop:03000000', name: 'disaster, accident and emergency incident' },
  economy: { code: 'medtop:04000000', name: 'economy, business and finance' },
  education: { code: 'medtop:05000000', name: 'education' },
  environment: { code: 'medtop:06000000', name: 'environment' },
  health: { code: 'medtop:07000000', name: 'health' },
  politics: { code: 'medtop:11000000', name: 'politics' },
  society: { code: 'medtop:14000000', name: 'society' },
  sport: { code: 'medtop:15000000', name: 'sport' },
  conflict: { code: 'medtop:16000000', name: 'conflict, war and peace' },
  weather: { code: 'medtop:17000000', name: 'weather' },
} as const;
type Topic = keyof typeof MEDIA_TOPICS;

function wireCache(): string {
  const random = seededRandom(69_001);
  const person = () => personOf(random);
  const place = () =>
    oneOf(
      random,
      PLACES.filter((p) => p !== 'Hatchford'),
    );
  const countries = ['Chile', 'Portugal', 'Indonesia', 'Kenya', 'Peru', 'Greece', 'Japan', 'Canada', 'Poland', 'Turkey', 'Mexico'];
  const local: [(p: string) => string, string, Topic][] = [
    [(p) => `Man charged after ${p} post office raid`, 'COURTS Raid', 'crime'],
    [(p) => `Inquest opens into death of ${p} cyclist`, 'INQUEST Cyclist', 'crime'],
    [(p) => `${p} hospital misses four-hour A&E target again`, 'HEALTH AandE', 'health'],
    [(p) => `Plans for ${between(random, 40, 400)} homes on edge of ${p} approved`, 'PLANNING Homes', 'politics'],
    [(p) => `Flood warning issued for River Sallow at ${p}`, 'WEATHER Flood', 'weather'],
    [(p) => `${p} primary school rated outstanding by Ofsted`, 'EDUCATION Ofsted', 'education'],
    [(p) => `Firefighters tackle barn blaze near ${p}`, 'FIRE Barn', 'disaster'],
    [(p) => `Police appeal after ${p} hit-and-run`, 'POLICE Appeal', 'crime'],
    [(p) => `Bus operator cuts ${p} evening services`, 'TRANSPORT Buses', 'economy'],
    [(p) => `Council tax rise of ${between(random, 3, 5)}.99 per cent proposed for ${p}`, 'COUNCIL Tax', 'politics'],
    [(p) => `Woman jailed for ${p} care home thefts`, 'COURTS Care', 'crime'],
    [(p) => `Rescued seal pup returned to the sea off ${p}`, 'ANIMALS Seal', 'environment'],
    [(p) => `Former ${p} woollen mill to become arts centre`, 'ARTS Mill', 'arts'],
    [(p) => `Road closures planned for ${p} Christmas lights switch-on`, 'TRANSPORT Lights', 'society'],
    [(p) => `${p} railway station step-free access scheme delayed`, 'TRANSPORT Station', 'economy'],
  ];
  const national: [() => string, string, Topic][] = [
    [() => 'Chancellor faces pressure over fuel duty ahead of spring statement', 'POLITICS Fuel', 'politics'],
    [() => 'NHS waiting list falls for third month in a row', 'HEALTH Waiting', 'health'],
    [
      () => `Rail fares in England to rise by ${between(random, 3, 6)}.${between(random, 0, 9)} per cent in March`,
      'TRANSPORT Fares',
      'economy',
    ],
    [() => 'Met Office issues yellow warning for wind across south-west', 'WEATHER Wind', 'weather'],
    [() => `Inflation edges up to ${between(random, 2, 4)}.${between(random, 0, 9)} per cent`, 'ECONOMY Inflation', 'economy'],
    [() => 'Premier League: late goal settles derby', 'SOCCER Derby', 'sport'],
    [() => 'Teachers vote on industrial action over pay offer', 'EDUCATION Pay', 'education'],
  ];
  const world: [() => string, string, Topic][] = [
    [() => 'EU ministers clash over long-term budget in Brussels', 'EU-BUDGET/', 'politics'],
    [() => 'Oil prices slip as OPEC+ weighs output increase', 'OIL-PRICES/', 'economy'],
    [
      () => `Magnitude ${between(random, 5, 7)}.${between(random, 0, 9)} earthquake strikes off ${oneOf(random, countries)}`,
      'QUAKE/',
      'disaster',
    ],
    [() => `${oneOf(random, countries)} central bank holds rates steady`, 'CENBANK/RATES', 'economy'],
    [() => `Wildfire forces evacuations in ${oneOf(random, countries)}`, 'WILDFIRE/', 'disaster'],
    [() => `Election count under way in ${oneOf(random, countries)}`, 'ELECTION/', 'politics'],
    [() => 'Stocks edge higher ahead of US jobs data', 'MARKETS/STOCKS', 'economy'],
    [() => 'UN envoy calls for renewed ceasefire talks', 'MIDEAST/TALKS', 'conflict'],
    [() => `Bridge collapse kills ${between(random, 2, 14)} in ${oneOf(random, countries)}`, 'BRIDGE-COLLAPSE/', 'disaster'],
    [() => `Storm disrupts shipping at ports in ${oneOf(random, countries)}`, 'STORM/SHIPPING', 'weather'],
  ];
  const sentences: (() => string)[] = [
    () => `${person()} said: "${oneOf(random, QUOTES)}"`,
    () =>
      `Police were called at about ${between(random, 1, 11)}.${pad2(between(random, 0, 59))}pm on ${oneOf(random, ['Monday', 'Tuesday', 'Wednesday'])}.`,
    () =>
      `A spokesperson for ${oneOf(random, ['Wealdshire County Council', 'Wealdshire Police', 'the Environment Agency', 'the hospital trust', 'the company', 'the Department for Transport'])} said: "${oneOf(random, QUOTES)}"`,
    () =>
      `The ${between(random, 19, 78)}-year-old, from ${place()}, is due to appear before magistrates on ${oneOf(random, ['Friday', 'Monday', 'December 3'])}.`,
    () => `Figures show about ${between(random, 120, 9800)} people were affected across the region.`,
    () => `The meeting heard that ${between(random, 4, 240)} objections had been received.`,
    () =>
      `Anyone with information is asked to call 101 quoting reference ${between(random, 100, 999)} of ${between(random, 10, 18)} November.`,
    () => `The decision will be reviewed in ${oneOf(random, ['January', 'the spring', 'March', 'six months'])}.`,
    () => `Officials said it was too early to say how long the disruption would last.`,
    () => `${person()}, who has lived in ${place()} for ${between(random, 3, 50)} years, said the area had "changed beyond recognition".`,
    () => `More follows.`,
  ];
  const body = (n: number): string[] => {
    const paras: string[] = [];
    for (let i = 0; i < n; i++) paras.push(Array.from({ length: between(random, 1, 2) }, () => oneOf(random, sentences)()).join(' '));
    return paras;
  };
  const agencies = [
    {
      holder: 'PA Media',
      notice: 'Copyright (c) PA Media Ltd 2026. All rights reserved.',
      lang: 'en-GB',
      by: 'PA',
      services: [
        { code: 'HHH', name: 'PA Home News' },
        { code: 'RSW', name: 'PA Regional South West' },
      ],
    },
    {
      holder: 'Reuters',
      notice: 'Copyright 2026 Thomson Reuters. Click For Restrictions - https://agency.reuters.com/en/copyright.html',
      lang: 'en',
      by: 'Reuters',
      services: [
        { code: 'RWS', name: 'Reuters World Service' },
        { code: 'RBN', name: 'Reuters Business News' },
      ],
    },
    {
      holder: 'The Associated Press',
      notice: 'Copyright 2026 The Associated Press. All rights reserved.',
      lang: 'en-US',
      by: 'AP',
      services: [
        { code: 'a', name: 'AP General' },
        { code: 'f', name: 'AP Financial' },
      ],
    },
    {
      holder: 'Agence France-Presse',
      notice: 'Copyright AFP 2026. All rights reserved.',
      lang: 'en',
      by: 'AFP',
      services: [{ code: 'AFP-EN', name: 'AFP English World' }],
    },
  ];
  const uriOf = (agency: number, t: number): string => {
    const d = dateOf(t).replaceAll('-', '');
    if (agency === 0) return `urn:newsml:pa.media:${d}:${uuid(random)}`;
    if (agency === 1)
      return `tag:reuters.com,2026:newsml_L${chars(random, UPPER, 1)}N${chars(random, UPPER + DIGITS, 8)}:${between(random, 1, 4)}`;
    if (agency === 2) return `urn:publicid:ap.org:${hex(random, 32)}`;
    return `urn:newsml:afp.com:${d}T${clock(t).replaceAll(':', '')}Z:TX-PAR-${chars(random, UPPER + DIGITS, 5)}:1`;
  };
  const embargoTimes = ['00:01', '06:00', '07:00', '09:30', '11:00', '12:00', '14:00', '19:00', '22:00', '22:30', '23:30'];
  const item = (
    agency: number,
    t: number,
    headline: string,
    slugline: string,
    topic: Topic,
    located: string,
    embargoed: string | null,
    paras: string[],
  ) => {
    const a = agencies[agency]!;
    const text = paras.join('\n\n');
    return {
      uri: uriOf(agency, t),
      type: 'text',
      mimetype: 'text/plain',
      version: String(between(random, 1, 4)),
      versioncreated: isoSec(t),
      firstcreated: isoSec(t - between(random, 0, 90) * MINUTE),
      embargoed,
      pubstatus: 'usable',
      urgency: between(random, 2, 5),
      copyrightholder: a.holder,
      copyrightnotice: a.notice,
      language: a.lang,
      service: [oneOf(random, a.services)],
      headline,
      slugline,
      byline: agency === 0 ? `By ${person()}, PA` : `${person()}, ${a.by}`,
      located,
      description_text: paras[0] ?? '',
      body_text: text,
      subject: [MEDIA_TOPICS[topic]],
      place: [{ name: located.split(',')[0] }],
      wordcount: text.split(/\s+/).length,
    };
  };

  const count = 430;
  const end = ms('2026-11-19T05:52:00Z');
  const step = (48 * HOUR) / count;
  const timeOf = (i: number) => end - Math.floor(i * step) - between(random, 0, 200) * 1000;
  const items: object[] = [];
  for (let i = 0; i < count; i++) {
    const t = timeOf(i);
    const agency = random() < 0.45 ? 0 : between(random, 1, 3);
    const embargo = agency === 0 && random() < 0.14 ? `2026-11-${between(random, 18, 20)}T${oneOf(random, embargoTimes)}:00Z` : null;
    if (agency === 0) {
      if (random() < 0.65) {
        const [head, slug, topic] = oneOf(random, local);
        const p = place();
        items.push(item(0, t, head(p), slug, topic, `${p}, Wealdshire`, embargo, body(between(random, 4, 7))));
      } else {
        const [head, slug, topic] = oneOf(random, national);
        items.push(item(0, t, head(), slug, topic, 'London', embargo, body(between(random, 4, 7))));
      }
    } else {
      const [head, slug, topic] = oneOf(random, world);
      const city = oneOf(random, ['Brussels', 'London', 'New York', 'Paris', 'Tokyo', 'Lisbon', 'Nairobi', 'Santiago', 'Warsaw']);
      items.push(item(agency, t, head(), slug, topic, city, null, body(between(random, 3, 7))));
    }
  }
  const plant = (fraction: number, make: (t: number) => object) => {
    const i = Math.floor(count * fraction);
    items[i] = make(timeOf(i));
  };
  plant(0.47, (t) =>
    item(
      0,
      t,
      'Inquiry report into Hatchford bypass embankment collapse to be published',
      'ROADS Bypass',
      'disaster',
      'Hatchford, Wealdshire',
      '2026-11-20T10:30:00Z',
      [
        'The independent inquiry into the partial collapse of the A3127 Hatchford bypass embankment in March is to publish its findings.',
        'The report, led by retired judge Sir Alan Tremlett, examined why a 60-metre section of the embankment slipped after weeks of heavy rain, closing the road for 11 weeks.',
        'Wealdshire County Council and the main contractor, Brennick Civil Engineering, are both expected to face criticism over drainage works carried out in 2019.',
        'Residents of Lower Harrowby, whose gardens back onto the slip, have called for compensation and an apology.',
        `A council spokesperson said: "We will study the findings carefully before we respond."`,
      ],
    ),
  );
  plant(0.29, (t) =>
    item(
      0,
      t,
      'Highways boss to apologise to residents over bypass collapse',
      'ROADS Apology',
      'politics',
      'Hatchford, Wealdshire',
      '2026-11-19T22:30:00Z',
      [
        'The head of highways at Wealdshire County Council will apologise in person to residents affected by the Hatchford bypass embankment collapse.',
        'Mark Tremayne is due to address a public meeting at Lower Harrowby village hall on Thursday evening, a day before the inquiry report is published.',
        `He said: "People here have waited long enough for an answer."`,
      ],
    ),
  );
  plant(0.41, (t) =>
    item(0, t, 'ADVISORY: Hatchford bypass inquiry report', 'ROADS Advisory', 'disaster', 'Hatchford, Wealdshire', null, [
      'PA will move an embargoed story on the findings of the independent inquiry into the Hatchford bypass embankment collapse.',
      'Please observe the embargo shown on the story. Pictures from the site are available on the PA picture service.',
    ]),
  );
  plant(0.63, (t) =>
    item(0, t, 'Hatchford bypass to close overnight for resurfacing', 'ROADS Closure', 'society', 'Hatchford, Wealdshire', null, [
      'A stretch of the A3127 Hatchford bypass will close overnight next week while the carriageway is resurfaced.',
      'Diversions will be signed via the B3390 through Crockhill and Sallowfield.',
      `A council spokesperson said: "We are doing everything we can to keep disruption to a minimum."`,
    ]),
  );
  plant(0.55, (t) =>
    item(
      1,
      t,
      'Inquiry blames drainage failures for deadly bridge collapse',
      'BRIDGE-COLLAPSE/INQUIRY',
      'disaster',
      'Lisbon',
      null,
      body(5),
    ),
  );
  return JSON.stringify({
    api: 'wmc-wirecache/2.3',
    query: { agencies: ['pa', 'reuters', 'ap', 'afp'], since: '2026-11-17T06:00:00Z', until: '2026-11-19T06:00:00Z', format: 'ninjs-1.3' },
    total: items.length,
    items,
  });
}

// ---------------------------------------------------------------------------------------------------
// a2. Advert booking: the booking system's export of display and classified bookings, one-line XML.

const xml = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function adBookings(): string {
  const random = seededRandom(69_002);
  const trades = [
    'Funeral Directors',
    'Motor Group',
    'Garden Centre',
    'Carpets & Flooring',
    'Estate Agents',
    'Solicitors LLP',
    'Kitchens',
    'Opticians',
    'Care Home',
    'Furniture',
    'Tyres & Exhausts',
    'Fish & Chips',
    'Dental Practice',
    'Roofing',
    'Veterinary Surgery',
    'Hotel & Spa',
    'Farm Shop',
    'Bathrooms',
    'Windows & Doors',
    'Used Cars',
    'Jewellers',
    'Hearing Centre',
    'Removals',
    'Stairlifts',
  ];
  const advertisers: { name: string; account: string; kind: string }[] = [];
  for (let i = 0; i < 190; i++) {
    const trade = oneOf(random, trades);
    const style = pick(random, 4);
    const name =
      style === 0
        ? `${oneOf(random, SURNAMES)} & Sons ${trade}`
        : style === 1
          ? `${oneOf(random, PLACES)} ${trade}`
          : style === 2
            ? `${oneOf(random, SURNAMES)}'s ${trade}`
            : `${oneOf(random, SURNAMES)} ${oneOf(random, SURNAMES)} ${trade}`;
    advertisers.push({ name, account: `A${10_000 + i * 13 + between(random, 0, 9)}`, kind: random() < 0.85 ? 'Local' : 'Agency' });
  }
  advertisers.push(
    { name: 'Wealdshire County Council', account: 'A10007', kind: 'Public notice' },
    { name: 'NHS Wealdshire Integrated Care Board', account: 'A10011', kind: 'Public notice' },
    { name: 'Hatchford College', account: 'A10019', kind: 'Local' },
  );
  const pellow = { name: 'Pellow & Daughters Funeral Directors', account: 'A14417', kind: 'Local' };
  const pellowBuilding = { name: 'Pellow Building Supplies', account: 'A13302', kind: 'Local' };
  const sizes = [
    { name: 'Full page', dims: '7x34', scc: 238 },
    { name: 'Half page', dims: '7x17', scc: 119 },
    { name: 'Quarter page', dims: '4x15', scc: 60 },
    { name: 'Strip', dims: '7x6', scc: 42 },
    { name: '25x4', dims: '4x25', scc: 100 },
    { name: '20x3', dims: '3x20', scc: 60 },
    { name: '15x2', dims: '2x15', scc: 30 },
    { name: '10x2', dims: '2x10', scc: 20 },
    { name: '6x1', dims: '1x6', scc: 6 },
    { name: 'Front page solus', dims: '2x8', scc: 16 },
  ];
  const sections = [
    { name: 'News ROP', rate: 1080 },
    { name: 'Early news', rate: 1290 },
    { name: 'Property', rate: 640 },
    { name: 'Motors', rate: 690 },
    { name: 'Announcements', rate: 495 },
    { name: 'Jobs', rate: 760 },
    { name: "What's On", rate: 790 },
    { name: 'Public notices', rate: 1150 },
  ];
  const products = [
    { code: 'WMC-D', name: 'Wealdmoor Courier (daily)' },
    { code: 'WMC-S', name: 'Wealdmoor Courier Saturday' },
    { code: 'HDA-W', name: 'Hatchford & District Advertiser (free weekly)' },
  ];
  const reps = ['Dawn Oakley', 'Karl Beddoe', 'Sunita Rao', 'Martin Lobb', 'Inside sales', 'Classified desk'];
  const users = ['d.oakley', 'k.beddoe', 's.rao', 'm.lobb', 'c.furse', 'webbooking'];
  const first = ms('2026-11-16T00:00:00Z');
  type Spec = {
    adv: { name: string; account: string; kind: string };
    size: { name: string; dims: string; scc: number };
    section: string;
    product: { code: string; name: string };
    dates: number[];
    rate: number;
    discount: number;
    colour: string;
    position: string;
  };
  let serial = 0;
  const booking = (s: Spec): string => {
    serial++;
    const ref = `WMC-B2611${String(4000 + serial * 3 + pick(random, 3)).padStart(5, '0')}`;
    const created = first - between(random, 1, 30) * DAY + between(random, 8 * 60, 18 * 60) * MINUTE + between(random, 0, 59) * 1000;
    const gross = s.size.scc * s.rate * s.dates.length;
    const disc = Math.round((gross * s.discount) / 100);
    const net = gross - disc;
    const vat = Math.round(net * 0.2);
    const status = oneOf(random, ['Confirmed', 'Confirmed', 'Confirmed', 'Provisional', 'Copy chased']);
    const copy =
      status === 'Copy chased'
        ? '<Copy status="Awaited"/>'
        : `<Copy status="Received" file="${s.adv.name
            .split(' ')[0]!
            .toUpperCase()
            .replace(/[^A-Z]/g, '')}_${s.size.dims}_${hex(random, 4)}.pdf"/>`;
    const insertions = s.dates
      .map(
        (d) =>
          `<Insertion date="${dateOf(d)}" day="${weekday(d).toUpperCase()}" edition="All editions"${s.position.startsWith('Page') ? ` pageRequest="${s.position.split(' ')[1]}"` : ''}/>`,
      )
      .join('');
    return (
      `<Booking ref="${ref}" status="${status}" created="${isoSec(created)}" createdBy="${oneOf(random, users)}">` +
      `<Advertiser account="${s.adv.account}" type="${s.adv.kind}"><Name>${xml(s.adv.name)}</Name><Contact>${xml(personOf(random))}</Contact></Advertiser>` +
      `<Product code="${s.product.code}">${xml(s.product.name)}</Product><Section>${xml(s.section)}</Section>` +
      `<Size name="${s.size.name}" dims="${s.size.dims}" scc="${s.size.scc}"/><Colour>${s.colour}</Colour><Position>${s.position}</Position>` +
      `<Insertions count="${s.dates.length}">${insertions}</Insertions>${copy}` +
      `<Pricing rateCard="RC-2026-${s.section === 'Announcements' ? 'CLASS' : 'DISPLAY'}" ratePerScc="${money(s.rate)}" currency="GBP">` +
      `<Gross>${money(gross)}</Gross><Discount pct="${s.discount}">${money(disc)}</Discount><Net>${money(net)}</Net>` +
      `<VAT rate="20">${money(vat)}</VAT><Total>${money(net + vat)}</Total></Pricing>` +
      `<SalesRep>${oneOf(random, reps)}</SalesRep><PONumber>${random() < 0.3 ? `PO-${between(random, 10_000, 99_999)}` : ''}</PONumber></Booking>`
    );
  };
  const randomSpec = (): Spec => {
    const section = oneOf(random, sections);
    const size = section.name === 'Announcements' ? oneOf(random, sizes.slice(6)) : oneOf(random, sizes);
    const product = oneOf(random, products);
    const start = first + between(random, 0, 19) * DAY;
    const n = random() < 0.7 ? 1 : between(random, 2, 4);
    const gap = product.code === 'WMC-D' ? between(random, 1, 7) : 7;
    return {
      adv: oneOf(random, advertisers),
      size,
      section: section.name,
      product,
      dates: Array.from({ length: n }, (_, k) => start + k * gap * DAY),
      rate: section.rate + between(random, -120, 160),
      discount: oneOf(random, [0, 0, 5, 10, 10, 15, 20, 25]),
      colour: oneOf(random, ['4C', '4C', 'Mono', 'Spot']),
      position: oneOf(random, ['ROP', 'ROP', 'RHP early', `Page ${between(random, 2, 40)} RHP`, 'Facing editorial', 'Back page']),
    };
  };
  const fri20 = ms('2026-11-20T00:00:00Z');
  const daily = products[0]!;
  const planted: [number, Spec][] = [
    [
      0.52,
      {
        adv: pellow,
        size: sizes[1]!,
        section: 'News ROP',
        product: daily,
        dates: [fri20],
        rate: 1115,
        discount: 10,
        colour: '4C',
        position: 'Page 9 RHP',
      },
    ],
    [
      0.31,
      {
        adv: pellow,
        size: sizes[2]!,
        section: 'News ROP',
        product: daily,
        dates: [fri20],
        rate: 1095,
        discount: 10,
        colour: '4C',
        position: 'ROP',
      },
    ],
    [
      0.66,
      {
        adv: pellow,
        size: sizes[1]!,
        section: 'News ROP',
        product: daily,
        dates: [fri20 + 7 * DAY],
        rate: 1115,
        discount: 15,
        colour: '4C',
        position: 'Page 11 RHP',
      },
    ],
    [
      0.58,
      {
        adv: pellowBuilding,
        size: sizes[1]!,
        section: 'Property',
        product: daily,
        dates: [fri20],
        rate: 655,
        discount: 20,
        colour: '4C',
        position: 'ROP',
      },
    ],
    [
      0.45,
      {
        adv: pellow,
        size: sizes[1]!,
        section: 'News ROP',
        product: products[2]!,
        dates: [fri20 + 6 * DAY],
        rate: 720,
        discount: 0,
        colour: 'Mono',
        position: 'ROP',
      },
    ],
    [
      0.24,
      {
        adv: pellow,
        size: sizes[7]!,
        section: 'Announcements',
        product: daily,
        dates: [fri20 - 3 * DAY, fri20 - 2 * DAY, fri20 - DAY, fri20],
        rate: 495,
        discount: 0,
        colour: 'Mono',
        position: 'ROP',
      },
    ],
    [
      0.74,
      {
        adv: pellow,
        size: sizes[7]!,
        section: 'Announcements',
        product: daily,
        dates: [fri20 + 3 * DAY, fri20 + 4 * DAY],
        rate: 495,
        discount: 0,
        colour: 'Mono',
        position: 'ROP',
      },
    ],
  ];
  const count = 1150;
  const at = new Map(planted.map(([f, s]) => [Math.floor(count * f), s]));
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(booking(at.get(i) ?? randomSpec()));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<BookingExport xmlns="urn:wmc:adbooking:export:3" generated="2026-11-19T06:02:11Z" publisher="Wealdmoor Courier Media Ltd" from="2026-11-16" to="2026-12-06" count="${count}">` +
    parts.join('') +
    '</BookingExport>'
  );
}

// ---------------------------------------------------------------------------------------------------
// a3. Paywall: the production paywall client as the CDN serves it, a minified bundle on one line.

function paywallBundle(): string {
  const random = seededRandom(69_003);
  const reserved = new Set(['do', 'if', 'in', 'of', 'as', 'is']);
  const id = (): string => {
    for (;;) {
      const s =
        chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$', 1) + (random() < 0.6 ? chars(random, ALNUM, 1) : '');
      if (!reserved.has(s)) return s;
    }
  };
  const p = (): string => oneOf(random, ['e', 't', 'n', 'r', 'o', 'i', 'a', 's', 'c', 'u', 'l']);
  const props = [
    'meter',
    'count',
    'limit',
    'articleId',
    'section',
    'premium',
    'entitlements',
    'expires',
    'tier',
    'offer',
    'variant',
    'region',
    'consent',
    'tcString',
    'gdprApplies',
    'userId',
    'sessionId',
    'referrer',
    'utm',
    'isBot',
    'amp',
    'template',
    'barrier',
    'regwall',
    'dismissed',
    'locale',
    'currency',
    'interval',
    'trial',
    'couponCode',
    'returnUrl',
    'loggedIn',
    'subscriber',
    'pageType',
  ];
  const prop = () => oneOf(random, props);
  const events = [
    'paywall:shown',
    'paywall:dismissed',
    'meter:increment',
    'regwall:shown',
    'offer:click',
    'checkout:start',
    'checkout:complete',
    'login:success',
    'consent:ready',
    'article:view',
  ];
  const urls = [
    '/api/v3/entitlements',
    '/api/v3/meter',
    'https://id.wealdmoorcourier.co.uk/oauth/authorize',
    '/api/v3/offers',
    'https://checkout.wealdmoorcourier.co.uk/session',
    '/api/v3/newsletter/signup',
  ];
  const cookies = ['wmc_meter', 'wmc_uid', 'wmc_rw', 'wmc_ab', 'wmc_sub'];
  const css = ['barrier', 'offer-card', 'regwall', 'meter-toast', 'login-prompt', 'gift-link'];
  const snippets: (() => string)[] = [
    () => {
      const [a, b, v] = [p(), p(), p()];
      return `function ${id()}(${a},${b}){if(!${a})return ${b};var ${v}=${a}.${prop()}||{};return void 0!==${v}.${prop()}?${v}.${prop()}:${b}}`;
    },
    () => {
      const [a, b, v] = [p(), p(), p()];
      return `${id()}.prototype.${prop()}=function(${a}){var ${v}=this;return this._h.push(${a}),function(){${v}._h=${v}._h.filter(function(${b}){return ${b}!==${a}})}}`;
    },
    () => `var ${id()}={${prop()}:"${oneOf(random, events)}",${prop()}:${between(random, 0, 5000)},${prop()}:!${between(random, 0, 1)}}`,
    () => {
      const [a, b] = [p(), p()];
      return `function ${id()}(${a}){return fetch("${oneOf(random, urls)}",{method:"${oneOf(random, ['GET', 'POST'])}",credentials:"include",headers:{"Content-Type":"application/json","X-WMC-Client":"paywall/4.18.2"},body:JSON.stringify(${a})}).then(function(${b}){if(!${b}.ok)throw new Error("${oneOf(random, ['entitlements', 'meter', 'offers'])} "+${b}.status);return ${b}.json()})}`;
    },
    () =>
      `document.cookie="${oneOf(random, cookies)}="+encodeURIComponent(${p()})+";path=/;max-age=${oneOf(random, [86400, 2592000, 31536000])};SameSite=Lax;Secure"`,
    () => {
      const [a, b, v] = [p(), p(), p()];
      return `${id()}.track("${oneOf(random, events)}",{article_id:${a}.${prop()},section:${a}.section,meter_count:${b},logged_in:!!${v}})`;
    },
    () => `var ${id()}=n(${between(random, 1000, 9999)}),${id()}=n.n(${id()})`,
    () => {
      const [a, b] = [p(), p()];
      return `const ${id()}=(${a},${b}=${between(random, 40, 200)})=>${a}.length>${b}?${a}.slice(0,${b})+"\\u2026":${a}`;
    },
    () => {
      const c = oneOf(random, css);
      const k = `W${chars(random, UPPER, 1)}${chars(random, 'abcdefghijklmnopqrstuvwxyz', 3)}`;
      const tag = `wmc-${c}-${hex(random, 3)}`;
      return `class ${k} extends HTMLElement{connectedCallback(){this.attachShadow({mode:"open"}).innerHTML='<div class="wmc-${c}" part="${c}"><slot></slot></div>'}}customElements.get("${tag}")||customElements.define("${tag}",${k})`;
    },
    () => {
      const [a, b] = [p(), p()];
      return `try{localStorage.setItem("${oneOf(random, cookies)}",JSON.stringify(${a}))}catch(${b}){}`;
    },
    () => {
      const [a, b] = [p(), p()];
      return `${id()}=function(${a}){return ${a}.${prop()}>=${a}.${prop()}?"${oneOf(random, ['hard', 'soft', 'regwall', 'none'])}":${a}.${prop()}&&!${a}.${prop()}?"${oneOf(random, ['regwall', 'none'])}":(${b}=${a}.${prop()},${b}>${between(random, 1, 9)}?"soft":"none")}`;
    },
    () => `window.dataLayer=window.dataLayer||[],window.dataLayer.push({event:"${oneOf(random, events)}",paywallVersion:"4.18.2"})`,
  ];
  const chunk = (size: number): string => {
    const parts: string[] = [];
    let length = 0;
    while (length < size) {
      const s = oneOf(random, snippets)();
      parts.push(s);
      length += s.length + 1;
    }
    return parts.join(';');
  };
  const price = (): string => `price_1${chars(random, ALNUM, 23)}`;
  const config =
    `var Gm={currency:"GBP",trialDays:0,taxBehavior:"inclusive",offers:[` +
    `{id:"digital-monthly",name:"Digital",interval:"month",amount:799,priceId:"${price()}"},` +
    `{id:"digital-annual",name:"Digital",interval:"year",amount:7900,priceId:"${price()}"},` +
    `{id:"digital-intro-3m",name:"Digital introductory",interval:"month",amount:100,introMonths:3,priceId:"${price()}"},` +
    `{id:"student-monthly",name:"Student digital",interval:"month",amount:399,eligibility:"student",verify:"unidays",priceId:"${price()}"},` +
    `{id:"student-annual",name:"Student digital",interval:"year",amount:3900,eligibility:"student",verify:"unidays",priceId:"price_1QfT8sLwmC7uDeNTa9vR2kXe"},` +
    `{id:"print-digital-7day",name:"Print + Digital, 7 days",interval:"month",amount:3499,delivery:!0,priceId:"${price()}"},` +
    `{id:"print-digital-weekend",name:"Print + Digital, weekend",interval:"month",amount:1299,delivery:!0,priceId:"${price()}"},` +
    `{id:"senior-digital-annual",name:"Digital (65+)",interval:"year",amount:5900,eligibility:"age65",priceId:"${price()}"},` +
    `{id:"gift-annual",name:"Digital gift",interval:"year",amount:7900,gift:!0,priceId:"${price()}"}],` +
    `legacy:{"student-annual-2025":"${price()}","digital-annual-2024":"${price()}","digital-monthly-2024":"${price()}","student-monthly-2025":"${price()}"},` +
    `experiments:{"nov26-offer-wall":{variants:{a:"digital-monthly",b:"digital-intro-3m"},split:[50,50]}},` +
    `checkout:{successUrl:"https://www.wealdmoorcourier.co.uk/welcome",cancelUrl:"https://www.wealdmoorcourier.co.uk/subscribe"}}`;
  const bundle = '!function(n){"use strict";' + chunk(230_000) + ';' + config + ';' + chunk(230_000) + '}(window.__wmcRequire);';
  return (
    '/*! wmc-paywall v4.18.2 | (c) 2026 Wealdmoor Courier Media Ltd | built 2026-11-17T15:40:12Z */\n' +
    bundle +
    '\n//# sourceMappingURL=paywall.4f9c1e2a.js.map\n'
  );
}

// ---------------------------------------------------------------------------------------------------
// b4. Editorial CMS: the stories API for the last three nights' print stories, pretty-printed JSON.

function cmsStories(): string {
  const random = seededRandom(69_004);
  const place = () =>
    oneOf(
      random,
      PLACES.filter((p) => p !== 'Lower Harrowby'),
    );
  const staff = Array.from({ length: 34 }, () => personOf(random));
  const subs = ['Helen Craddock', 'Paul Endean', 'Nadia Rahman', 'Gary Lobb', 'Fiona Keast', 'Tom Widdicombe', 'Ros Tamblyn'];
  const editors = ['Claire Vosper (night editor)', 'Dominic Hext (deputy editor)', 'Jo Spargo (chief sub)'];
  const heads: [(p: string) => string, string, string[]][] = [
    [(p) => `Residents fight plans for ${between(random, 30, 300)} homes at ${p}`, 'News', ['planning', 'housing']],
    [(p) => `${p} pub saved by villagers' buyout`, 'News', ['community', 'pubs']],
    [(p) => `Speed cameras to go up on ${p} road after crash`, 'News', ['roads', 'safety']],
    [(p) => `Jail for ${p} man who stole from elderly neighbour`, 'Courts', ['courts', 'crime']],
    [(p) => `${p} GP surgery to close its doors in spring`, 'News', ['health', 'nhs']],
    [(p) => `New skate park opens in ${p}`, 'News', ['community', 'youth']],
    [(p) => `${p} firm creates ${between(random, 10, 120)} jobs with factory expansion`, 'Business', ['business', 'jobs']],
    [(p) => `Flood alert lifted for River Sallow at ${p}`, 'News', ['weather', 'flooding']],
    [(p) => `${p} Town grab late winner in cup tie`, 'Sport', ['football']],
    [(p) => `Councillors back ${p} bus lane scheme`, 'Politics', ['council', 'transport']],
    [(p) => `Tributes paid to ${p} headteacher`, 'News', ['obituary', 'schools']],
    [(p) => `${p} church roof hit by lead thieves`, 'News', ['crime', 'heritage']],
    [(p) => `Christmas market returns to ${p}`, 'Features', ['whats-on', 'christmas']],
    [(p) => `Second home owners in ${p} face council tax premium`, 'Politics', ['council', 'housing']],
    [(p) => `Lower Harrowby and ${p} bus route to be axed`, 'News', ['transport', 'buses']],
    [(p) => `${p} flood defence wall repairs to cost £${between(random, 1, 9)}00,000`, 'News', ['flooding', 'council']],
  ];
  const standfirsts = [
    'Campaigners say the decision ignores years of local opposition',
    'The move follows a consultation that drew hundreds of responses',
    'Police say inquiries are continuing and have appealed for witnesses',
    'Families say they were given only weeks of notice',
    'The council says the scheme is needed to meet government targets',
    'It is the first time in a decade the club have reached this stage',
  ];
  const slugify = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
  const nights = [ms('2026-11-16T00:00:00Z'), ms('2026-11-17T00:00:00Z'), ms('2026-11-18T00:00:00Z')];
  type Story = { headline: string; desk: string; tags: string[]; night: number; signedOffAt?: number };
  const story = (s: Story) => {
    const filed = s.night + between(random, 11 * 60, 19 * 60) * MINUTE + between(random, 0, 59) * 1000;
    const signed = s.signedOffAt ?? filed + between(random, 40, 240) * MINUTE + between(random, 0, 59) * 1000;
    const edition = oneOf(random, ['County', 'City', 'Late']);
    const page = between(random, 2, 44);
    const words = between(random, 180, 1100);
    const paywall = oneOf(random, ['metered', 'metered', 'free', 'premium']);
    const slug = slugify(s.headline);
    return {
      id: `stry_${hex(random, 12)}`,
      slug,
      headline: s.headline,
      standfirst: oneOf(random, standfirsts),
      desk: s.desk,
      bylines: [
        {
          name: oneOf(random, staff),
          role: oneOf(random, ['Reporter', 'Chief reporter', 'Local democracy reporter', 'Court reporter', 'Sports reporter']),
        },
      ],
      status: 'published',
      wordCount: words,
      workflow: {
        createdAt: isoSec(filed - between(random, 30, 600) * MINUTE),
        filedAt: isoSec(filed),
        subbedBy: oneOf(random, subs),
        signedOffBy: oneOf(random, editors),
        signedOffAt: isoSec(signed),
        legalled: random() < 0.2,
        revisions: between(random, 2, 19),
      },
      print: {
        pubDate: dateOf(s.night + DAY),
        edition,
        page,
        slot: oneOf(random, ['lead', 'second lead', 'basement', 'nib', 'panel', 'picture story']),
        pageLockedAt: isoSec(signed + between(random, 5, 90) * MINUTE),
      },
      web: {
        url: `https://www.wealdmoorcourier.co.uk/news/${slug}-${between(random, 24_000_000, 24_999_999)}`,
        publishedAt: isoSec(signed + between(random, 1, 600) * MINUTE),
        paywall,
        pageviews24h: between(random, 80, 41_000),
      },
      tags: s.tags,
    };
  };
  const count = 390;
  const items: object[] = [];
  for (let i = 0; i < count; i++) {
    const [head, desk, tags] = oneOf(random, heads);
    items.push(story({ headline: head(place()), desk, tags, night: nights[Math.floor((i * 3) / count)]! }));
  }
  const plant = (fraction: number, s: Story) => (items[Math.floor(count * fraction)] = story(s));
  plant(0.6, {
    headline: '£4.2m flood defences for Lower Harrowby finally get the go-ahead',
    desk: 'News',
    tags: ['flooding', 'environment-agency', 'lower-harrowby'],
    night: nights[1]!,
    signedOffAt: ms('2026-11-17T21:47:13Z'),
  });
  plant(0.37, {
    headline: 'Lower Harrowby pupils raise £3,000 for hospice',
    desk: 'News',
    tags: ['schools', 'charity'],
    night: nights[1]!,
  });
  plant(0.7, {
    headline: 'Lower Harrowby parish council clerk steps down after 30 years',
    desk: 'News',
    tags: ['community', 'council'],
    night: nights[2]!,
  });
  plant(0.5, {
    headline: 'Sallowfield quay flood barrier to be raised by 40cm',
    desk: 'News',
    tags: ['flooding', 'environment-agency'],
    night: nights[1]!,
  });
  return JSON.stringify(
    {
      query: { desk: 'all', status: 'published', printFrom: '2026-11-17', printTo: '2026-11-19', fields: 'default', sort: 'print.pubDate' },
      total: items.length,
      page: 1,
      pageSize: items.length,
      items,
    },
    null,
    2,
  );
}

// ---------------------------------------------------------------------------------------------------
// b5. Distribution: the overnight route plan the van dispatch system loads, YAML.

function vanRoutes(): string {
  const random = seededRandom(69_005);
  const others = PLACES.filter((p) => p !== 'Ashcombe' && p !== 'Brennick');
  const used = new Set<string>();
  const registration = (): string => {
    for (;;) {
      const r = `${chars(random, 'ABDEFGHKLMNOPRSVWY', 2)}${oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
      if (!used.has(r) && r !== 'WK23 HXF') {
        used.add(r);
        return r;
      }
    }
  };
  const vans = [
    { type: 'Ford Transit Custom 320 L2H1', payload: 1130, fuel: 'diesel' },
    { type: 'Vauxhall Vivaro L2 2.0 Turbo D', payload: 1226, fuel: 'diesel' },
    { type: 'Ford E-Transit 350 L3H2', payload: 1616, fuel: 'electric' },
    { type: 'Citroen e-Dispatch M 75kWh', payload: 1000, fuel: 'electric' },
    { type: 'Renault Trafic LL30 Business', payload: 1196, fuel: 'diesel' },
    { type: 'Peugeot Expert Long 2.0 BlueHDi', payload: 1399, fuel: 'diesel' },
  ];
  const contractors = [
    'Kestle Logistics Ltd',
    'Sallow Valley Couriers',
    'WMC own fleet',
    'Greywell Transport Services',
    'T. Rowse Haulage',
  ];
  const outletKinds: ((p: string) => [string, string])[] = [
    () => [`${oneOf(random, SURNAMES)}'s Newsagents`, 'CTN'],
    (p: string) => [`${p} Stores`, 'SYM'],
    (p: string) => [`Co-op ${p}`, 'MULT'],
    (p: string) => [`${p} Service Station`, 'FORE'],
    (p: string) => [`One Stop ${p}`, 'MULT'],
    () => [`Londis ${oneOf(random, STREETS)}`, 'SYM'],
    (p: string) => [`${p} Post Office & Stores`, 'SYM'],
    () => [`${oneOf(random, SURNAMES)} News & Booze`, 'CTN'],
    (p: string) => [`The ${p} Arms Hotel`, 'HOTEL'],
  ];
  const dropPoints = [
    'Through shutter letterbox',
    'Lock box by rear door, code 4471',
    'Behind gate to yard, left of bins',
    'Hand to night staff at kiosk',
    'Porch, bundle under crate',
    'Key safe 2209, inside back door',
    'Newspaper bin by front step',
  ];
  const lines: string[] = [
    '# routes.yaml - generated by distplan 3.4.1 at 2026-11-19T00:41:07Z',
    '# Wealdmoor Courier overnight distribution, Hatchford Print Centre, publication date 2026-11-19 (Thu)',
    'version: 3',
    'publication: WMC-D',
    'pub_date: 2026-11-19',
    'depot:',
    '  name: Hatchford Print Centre',
    '  address: Unit 4, Brennick Road Industrial Estate, Hatchford WM2 7QD',
    '  dock_doors: 6',
    '  first_dispatch: "02:20"',
    '  last_dispatch: "03:35"',
    'routes:',
  ];
  let outletSerial = 4000;
  const route = (n: number, name: string, towns: string[], reg: string, drops: number) => {
    const van = oneOf(random, vans);
    const dispatch = ms('2026-11-19T02:20:00Z') + between(random, 0, 15) * 5 * MINUTE;
    lines.push(
      `  - id: R${pad2(n)}`,
      `    name: ${name}`,
      `    depot: Hatchford Print Centre`,
      `    dock: ${between(random, 1, 6)}`,
      `    dispatch: "${hhmm(dispatch)}"`,
      `    contractor: ${oneOf(random, contractors)}`,
      `    vehicle:`,
      `      type: ${van.type}`,
      `      registration: ${reg}`,
      `      payload_kg: ${van.payload}`,
      `      fuel: ${van.fuel}`,
      `      tracker_id: TRK-${between(random, 10_000, 99_999)}`,
      `    driver:`,
      `      name: ${personOf(random)}`,
      `      mobile: "${mobileOf(random)}"`,
      `    relief_driver: ${personOf(random)}`,
      `    editions: [${oneOf(random, ['LATE', 'CITY', 'COUNTY', 'CITY, LATE'])}]`,
      `    planned_miles: ${between(random, 18, 96)}`,
      `    drops:`,
    );
    let eta = dispatch + between(random, 12, 30) * MINUTE;
    for (let d = 1; d <= drops; d++) {
      const town = oneOf(random, towns);
      const [outlet, kind] = oneOf(random, outletKinds)(town);
      const copies = between(random, 6, 140);
      lines.push(
        `      - seq: ${d}`,
        `        outlet_id: WMC0${outletSerial++}`,
        `        name: "${outlet}"`,
        `        type: ${kind}`,
        `        address: "${between(random, 1, 140)} ${oneOf(random, STREETS)}, ${town}"`,
        `        postcode: ${postcodeOf(random)}`,
        `        drop_point: ${oneOf(random, dropPoints)}`,
        `        bundles: ${Math.ceil(copies / 25)}`,
        `        copies: ${copies}`,
        `        eta: "${hhmm(eta)}"`,
      );
      eta += between(random, 2, 6) * MINUTE;
    }
  };
  const count = 62;
  const target = 33;
  for (let n = 1; n <= count; n++) {
    if (n === target) {
      route(n, 'Ashcombe & Brennick Valley', ['Ashcombe', 'Brennick', 'Ashcombe', 'Tidcombe'], 'WK23 HXF', between(random, 26, 34));
      continue;
    }
    const a = oneOf(random, others);
    const b = oneOf(random, others);
    const name = a === b ? `${a} Town ${oneOf(random, ['North', 'South', 'East', 'West', 'Centre'])}` : `${a} & ${b}`;
    route(n, name, [a, b, oneOf(random, others)], registration(), between(random, 22, 40));
  }
  lines.push('spares:');
  for (let i = 0; i < 4; i++) {
    const van = oneOf(random, vans);
    lines.push(
      `  - registration: ${registration()}`,
      `    type: ${van.type}`,
      `    location: Hatchford Print Centre, bay ${between(random, 1, 12)}`,
    );
  }
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------
// b6. Plate-making: the RIP server's log for last night's pages (log4j lines, Java stack traces).

function ripLog(): string {
  const random = seededRandom(69_006);
  const lines: string[] = [];
  let t = ms('2026-11-18T19:40:00Z');
  let job = 88_010;
  const stamp = () => {
    t += between(random, 40, 2600);
    const d = new Date(t).toISOString();
    return `${d.slice(0, 10)} ${d.slice(11, 19)},${d.slice(20, 23)}`;
  };
  const log = (level: string, thread: string, logger: string, msg: string) =>
    lines.push(`${stamp()} ${level.padEnd(5)} [${thread}] ${logger} - ${msg}`);
  let lastMonitor = t;
  const monitor = () => {
    if (t - lastMonitor < 2 * MINUTE) return;
    lastMonitor = t;
    log(
      'DEBUG',
      'monitor',
      'c.w.plateflow.Health',
      `heap=${(1 + random() * 2.6).toFixed(2)}G/4.00G queue=${between(random, 0, 9)} workers=4/4 ctp-A=${oneOf(random, ['READY', 'IMAGING', 'IMAGING'])} ctp-B=${oneOf(random, ['READY', 'IMAGING', 'IMAGING'])} plates-A=${between(random, 80, 400)} plates-B=${between(random, 80, 400)}`,
    );
  };
  const frames = {
    rip: [
      'com.wmc.plateflow.rip.RenderPipeline.execute(RenderPipeline.java:214)',
      'com.wmc.plateflow.rip.PageJob.run(PageJob.java:131)',
      'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ],
    font: [
      'com.wmc.plateflow.pdf.font.FontResolver.resolve(FontResolver.java:167)',
      'com.wmc.plateflow.pdf.font.FontCache.lookup(FontCache.java:92)',
      'com.wmc.plateflow.pdf.content.TextOperators.setFont(TextOperators.java:77)',
      'com.wmc.plateflow.pdf.content.ContentStreamProcessor.processOperator(ContentStreamProcessor.java:309)',
      'com.wmc.plateflow.pdf.content.ContentStreamProcessor.processStream(ContentStreamProcessor.java:241)',
      'com.wmc.plateflow.rip.pdf.PdfInterpreter.renderPage(PdfInterpreter.java:571)',
    ],
    oom: [
      'com.wmc.plateflow.raster.BandBuffer.allocate(BandBuffer.java:58)',
      'com.wmc.plateflow.raster.Rasterizer.beginBand(Rasterizer.java:203)',
      'com.wmc.plateflow.rip.pdf.PdfInterpreter.renderPage(PdfInterpreter.java:549)',
    ],
    xref: [
      'com.wmc.plateflow.pdf.parser.XrefParser.parseTable(XrefParser.java:144)',
      'com.wmc.plateflow.pdf.parser.PdfDocumentReader.open(PdfDocumentReader.java:88)',
      'com.wmc.plateflow.rip.pdf.PdfInterpreter.load(PdfInterpreter.java:120)',
    ],
  };
  const fail = (thread: string, id: number, file: string, cause: string, causeFrames: string[]) => {
    log('ERROR', thread, 'c.w.plateflow.rip.PageJob', `Job ${id} failed: ${file}`);
    lines.push(`com.wmc.plateflow.rip.RipException: Interpreter error while rendering page 1 of ${file}`);
    lines.push(`\tat com.wmc.plateflow.rip.pdf.PdfInterpreter.renderPage(PdfInterpreter.java:588)`);
    for (const f of frames.rip) lines.push(`\tat ${f}`);
    lines.push(`Caused by: ${cause}`);
    for (const f of causeFrames) lines.push(`\tat ${f}`);
    lines.push(`\t... ${frames.rip.length} more`);
    log(
      'WARN',
      thread,
      'c.w.plateflow.rip.PageJob',
      `Job ${id} moved to HOLD queue; plate output cancelled; notified prepress-desk@wealdmoorcourier.co.uk`,
    );
  };
  type Failure = { cause: string; frames: string[] } | 'preflight';
  const page = (pub: string, title: string, ed: string, n: number, version: number, failure?: Failure) => {
    const file = `${title}_${pub.replaceAll('-', '')}_${ed}_P${String(n).padStart(3, '0')}_v${version}.pdf`;
    const id = job++;
    const worker = `rip-worker-${between(random, 1, 4)}`;
    log(
      'INFO',
      `hotfolder-${between(random, 1, 2)}`,
      'c.w.plateflow.input.HotFolder',
      `Received ${file} (${(0.6 + random() * 3.4).toFixed(2)} MB) from cms-export-0${between(random, 1, 2)} [pub=${title} date=${pub} ed=${ed} page=${n}]`,
    );
    if (failure === 'preflight') {
      log(
        'ERROR',
        `preflight-${between(random, 1, 2)}`,
        'c.w.plateflow.preflight.Preflight',
        `${file} profile=WMC_Newsprint_2026 result=FAIL: image Im${between(random, 2, 9)} effective resolution ${between(random, 72, 110)} ppi is below minimum 150 ppi`,
      );
      return;
    }
    const tac = random() < 0.15 ? `1 (TAC ${between(random, 241, 262)}% exceeds 240% in image Im${between(random, 1, 6)})` : '0';
    log(
      'INFO',
      `preflight-${between(random, 1, 2)}`,
      'c.w.plateflow.preflight.Preflight',
      `${file} profile=WMC_Newsprint_2026 result=PASS warnings=${tac}`,
    );
    log('INFO', worker, 'c.w.plateflow.rip.PageJob', `Job ${id} rendering ${file} at 1270 dpi, AM 100 lpi, 4 separations`);
    if (failure) {
      fail(worker, id, file, failure.cause, failure.frames);
      return;
    }
    const fonts = between(random, 3, 11);
    log(
      'INFO',
      worker,
      'c.w.plateflow.rip.PageJob',
      `Job ${id} rendered in ${(3 + random() * 9).toFixed(1)} s; fonts ${fonts} (${fonts} embedded); coverage C ${(random() * 18).toFixed(1)}% M ${(random() * 16).toFixed(1)}% Y ${(random() * 17).toFixed(1)}% K ${(8 + random() * 24).toFixed(1)}%`,
    );
    const ctp = oneOf(random, ['CTP-A', 'CTP-B']);
    log(
      'INFO',
      'ctp-dispatch',
      'c.w.plateflow.output.CtpDispatcher',
      `Job ${id} queued 4 plates to ${ctp} (tower ${between(random, 1, 4)}, cyl ${between(random, 1, 2)})`,
    );
    for (const sep of ['K', 'C', 'M', 'Y']) {
      log(
        'INFO',
        'ctp-dispatch',
        'c.w.plateflow.output.CtpDispatcher',
        `Job ${id} plate ${sep} imaged on ${ctp} in ${between(random, 34, 46)} s (plate 2611-${ctp.slice(-1)}-${between(random, 10_000, 99_999)})`,
      );
    }
    monitor();
  };
  const fontCause = (font: string, obj: number) => ({
    cause: `com.wmc.plateflow.pdf.font.FontResolutionException: Font '${font}' (Type1C, object ${obj} 0 R) is not embedded and has no entry in fontmap.xml`,
    frames: frames.font,
  });
  const run = (pub: string, title: string, ed: string, pages: number[], failures: Map<number, Failure>, gap: [number, number]) => {
    log('INFO', 'scheduler', 'c.w.plateflow.Scheduler', `Opened run ${title} ${pub} ${ed}: ${pages.length} pages expected`);
    for (const n of pages) {
      page(pub, title, ed, n, between(random, 1, 3), failures.get(n));
      t += between(random, gap[0], gap[1]) * 1000;
    }
    log('INFO', 'scheduler', 'c.w.plateflow.Scheduler', `Closed run ${title} ${pub} ${ed}`);
  };
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const some = (all: number[], k: number) =>
    shuffle(random, [...all])
      .slice(0, k)
      .sort((a, b) => a - b);
  run('2026-11-21', 'WKD', 'MAG', range(1, 32), new Map<number, Failure>([[14, fontCause('HarbourSans-Black', 12)]]), [20, 70]);
  page('2026-11-21', 'WKD', 'MAG', 14, 2);
  run('2026-11-19', 'PROP', 'SUPP', range(1, 24), new Map<number, Failure>([[9, 'preflight']]), [20, 70]);
  page('2026-11-19', 'PROP', 'SUPP', 9, 2);
  t = Math.max(t, ms('2026-11-18T22:05:00Z'));
  run(
    '2026-11-19',
    'WMC',
    'COUNTY',
    range(1, 48),
    new Map<number, Failure>([[31, { cause: 'java.lang.OutOfMemoryError: Java heap space', frames: frames.oom }]]),
    [10, 40],
  );
  page('2026-11-19', 'WMC', 'COUNTY', 31, 2);
  t = Math.max(t, ms('2026-11-18T23:25:00Z'));
  run(
    '2026-11-19',
    'WMC',
    'CITY',
    some(range(1, 48), 26)
      .filter((n) => n !== 23)
      .concat([23])
      .sort((a, b) => a - b),
    new Map<number, Failure>([[23, fontCause('WealdSans-CondensedLight', 27)]]),
    [15, 60],
  );
  page('2026-11-19', 'WMC', 'CITY', 23, 3);
  t = Math.max(t, ms('2026-11-19T00:30:00Z'));
  run(
    '2026-11-19',
    'WMC',
    'LATE',
    [1, 2, 3, 5, 7, 9, 11, 17, 23, 25, 40, 44, 45, 46, 47, 48],
    new Map<number, Failure>([
      [23, fontCause('WealdSerif-BoldCondItalic', 41)],
      [
        40,
        {
          cause: 'com.wmc.plateflow.pdf.parser.PdfSyntaxException: xref table damaged at offset 1184206; expected 20-byte entry',
          frames: frames.xref,
        },
      ],
    ]),
    [15, 60],
  );
  page('2026-11-19', 'WMC', 'LATE', 40, 3);
  page('2026-11-19', 'WMC', 'LATE', 23, 4);
  t = Math.max(t, ms('2026-11-19T01:30:00Z'));
  run('2026-11-26', 'HDA', 'WEEKLY', range(1, 40), new Map<number, Failure>([[18, fontCause('Quorum-Medium', 9)]]), [20, 80]);
  page('2026-11-26', 'HDA', 'WEEKLY', 18, 2);
  run('2026-11-20', 'SGZ', 'CONTRACT', range(1, 24), new Map<number, Failure>(), [20, 80]);
  run('2026-11-20', 'WMC', 'SPORT-PULLOUT', range(1, 16), new Map<number, Failure>(), [20, 80]);
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------
// c7. Wire ingest: the overnight log of the service that polls the agencies (logfmt).

function wireIngestLog(): string {
  const random = seededRandom(69_007);
  const feeds = [
    {
      name: 'pa',
      offset: 3,
      url: 'https://api.pa.media/v2/items',
      slugs: [
        'HEALTH Waiting',
        'POLICE Appeal',
        'COURTS Raid',
        'WEATHER Wind',
        'POLITICS Fuel',
        'TRANSPORT Fares',
        'INQUEST Cyclist',
        'ROADS Closure',
      ],
    },
    {
      name: 'reuters',
      offset: 11,
      url: 'https://api.reutersconnect.com/content/items',
      slugs: [
        'EU-BUDGET/',
        'OIL-PRICES/',
        'MARKETS/STOCKS',
        'CENBANK/RATES',
        'MIDEAST/TALKS',
        'USA-ELECTION/',
        'UKRAINE-CRISIS/',
        'CHINA-TRADE/',
      ],
    },
    {
      name: 'ap',
      offset: 19,
      url: 'https://api.ap.org/media/v/content/feed',
      slugs: ['US-Congress', 'Wildfire-Evacuations', 'Stocks-Asia', 'Storm-Shipping', 'Election-Count', 'Earthquake'],
    },
    {
      name: 'afp',
      offset: 27,
      url: 'https://afp-apicore-prod.afp.com/v1/api/search',
      slugs: ['EU-politics-budget', 'France-strike', 'Climate-COP', 'Africa-election', 'Japan-economy'],
    },
    {
      name: 'pa-sport',
      offset: 41,
      url: 'https://api.pa.media/v2/items?service=sport',
      slugs: ['SOCCER Derby', 'CRICKET Ashes', 'RUGBYU Wasps', 'RACING Cards', 'SOCCER Results'],
    },
  ];
  const out: [number, string][] = [];
  const emit = (t: number, rest: string) => out.push([t, `ts=${isoMilli(t)} ${rest}`]);
  const start = ms('2026-11-18T20:00:00Z');
  const outageFrom = ms('2026-11-19T00:25:51.204Z');
  const restored = ms('2026-11-19T01:12:44.907Z');
  const blips = new Map<string, [number, number][]>([
    ['reuters', [[ms('2026-11-18T22:41:11Z'), 31]]],
    ['afp', [[ms('2026-11-19T03:10:27Z'), 62]]],
    ['pa', [[ms('2026-11-19T04:55:03Z'), 94]]],
    ['ap', [[ms('2026-11-18T21:17:19Z'), 63]]],
  ]);
  const guid = (feed: string) =>
    feed.startsWith('pa')
      ? `urn:newsml:pa.media:${uuid(random)}`
      : feed === 'reuters'
        ? `tag:reuters.com,2026:newsml_L8N${chars(random, UPPER + DIGITS, 8)}`
        : feed === 'ap'
          ? `urn:publicid:ap.org:${hex(random, 32)}`
          : `urn:newsml:afp.com:TX-PAR-${chars(random, UPPER + DIGITS, 5)}`;
  const stored = (t: number, feed: (typeof feeds)[number], slug?: string) =>
    emit(
      t,
      `level=info feed=${feed.name} msg="item stored" guid=${guid(feed.name)} slug="${slug ?? oneOf(random, feed.slugs)}" version=${between(random, 1, 4)} urgency=${between(random, 1, 5)} words=${between(random, 90, 1400)}`,
    );
  for (let minute = 0; minute < 10.5 * 60; minute++) {
    for (const feed of feeds) {
      let t = start + minute * MINUTE + feed.offset * 1000 + between(random, 0, 4000);
      if (feed.name === 'reuters' && t >= outageFrom && t < restored) {
        if (t - outageFrom < MINUTE) {
          emit(
            t,
            `level=warn feed=reuters msg="poll failed" err="GET ${feed.url}?since=2026-11-19T00:24:47Z: read tcp 10.40.2.17:51544->52.49.112.9:443: connection reset by peer" attempt=1 backoff=30s`,
          );
        } else if (minute % 5 === 0) {
          emit(
            t,
            `level=warn feed=reuters msg="poll failed" err="GET ${feed.url}: 503 Service Unavailable" attempt=${Math.floor((t - outageFrom) / (5 * MINUTE)) + 2} backoff=300s`,
          );
          if (minute % 15 === 0)
            emit(
              t + 3,
              `level=error feed=reuters msg="feed stalled" silent_for=${Math.round((t - outageFrom) / 1000)}s threshold=900s alert=sent`,
            );
        }
        if (restored - t < MINUTE) {
          emit(restored, `level=info feed=reuters msg="connection restored" offline_for=2813s token=refreshed backlog=41`);
          for (let k = 0; k < 41; k++)
            stored(restored + 40 + k * between(random, 20, 90), feed, k === 6 ? 'EU-SUMMIT/BRUSSELS' : undefined);
        }
        continue;
      }
      const blip = blips.get(feed.name)?.find(([at]) => Math.abs(at - t) < 30_000);
      if (blip) {
        emit(
          t,
          `level=warn feed=${feed.name} msg="poll failed" err="GET ${feed.url}: context deadline exceeded (Client.Timeout exceeded while awaiting headers)" attempt=1 backoff=30s`,
        );
        t += blip[1] * 1000 + between(random, 0, 900);
        emit(
          t,
          `level=info feed=${feed.name} msg="connection restored" offline_for=${blip[1]}s token=reused backlog=${between(random, 0, 3)}`,
        );
        continue;
      }
      const items = random() < 0.55 ? 0 : between(random, 1, feed.name === 'pa' || feed.name === 'reuters' ? 5 : 3);
      const dup = items > 0 ? between(random, 0, 1) : 0;
      emit(
        t,
        `level=info feed=${feed.name} msg="poll complete" status=200 items=${items + dup} new=${items} dup=${dup} latency_ms=${between(random, 90, 1400)}`,
      );
      for (let k = 0; k < items; k++)
        stored(t + 20 + k * between(random, 5, 60), feed, feed.name === 'afp' && random() < 0.04 ? 'EU-politics-brussels' : undefined);
    }
    if (minute % 10 === 0) {
      const t = start + minute * MINUTE + 55_000;
      emit(
        t,
        `level=debug msg="queue stats" pending=${between(random, 0, 40)} published_to_cms=${between(random, 10, 300)} rss_mb=${between(random, 140, 260)}`,
      );
    }
  }
  out.sort((a, b) => a[0] - b[0]);
  return out.map(([, line]) => line).join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------
// c8. Distribution: this morning's proof-of-delivery listing from the van dispatch CLI.

function podList(): string {
  const random = seededRandom(69_008);
  const others = PLACES.filter((p) => p !== 'Crockhill');
  const kinds: ((p: string) => [string, string])[] = [
    () => [`${oneOf(random, SURNAMES)}'s Newsagents`, 'CTN'],
    () => [`${oneOf(random, SURNAMES)} News`, 'CTN'],
    (p) => [`${p} Stores`, 'SYM'],
    (p) => [`Co-op ${p}`, 'MULT'],
    (p) => [`${p} Service Station`, 'FORE'],
    (p) => [`One Stop ${p}`, 'MULT'],
    () => [`Londis ${oneOf(random, STREETS)}`, 'SYM'],
    (p) => [`${p} Post Office`, 'SYM'],
    (p) => [`Tesco Express ${p}`, 'MULT'],
    (p) => [`The ${p} Arms Hotel`, 'HOTEL'],
  ];
  const header = `${'ROUTE'.padEnd(6)}${'SEQ'.padStart(4)}  ${'OUTLET_ID'.padEnd(10)}${'OUTLET'.padEnd(34)}${'TYPE'.padEnd(6)}${'TOWN'.padEnd(19)}${'PLANNED'.padEnd(9)}${'ARRIVED'.padEnd(10)}${'DELAY'.padStart(6)}${'BUNDLES'.padStart(9)}${'COPIES'.padStart(8)}${'RTN_COLL'.padStart(10)}  ${'POD'.padEnd(7)}DRIVER`;
  const lines = [
    '$ distctl pod list --depot HATCHFORD --date 2026-11-19 --all-routes',
    'distctl 2.9.4 - proof of delivery, Hatchford Print Centre, publication WMC-D 2026-11-19 (Thu)',
    'source: van handhelds (Zebra TC26) synced 2026-11-19T07:31:02Z; times are local (GMT)',
    '',
    header,
  ];
  const needleTime = ms('2026-11-19T05:57:41Z');
  let outlet = 4100;
  let total = 0;
  const row = (route: string, seq: number, name: string, kind: string, town: string, planned: number, arrived: number, driver: string) => {
    const copies = between(random, 6, 160);
    total++;
    const delay = Math.round((arrived - planned) / MINUTE);
    lines.push(
      `${route.padEnd(6)}${String(seq).padStart(4)}  ${`WMC0${outlet++}`.padEnd(10)}${name.slice(0, 33).padEnd(34)}${kind.padEnd(6)}${town.padEnd(19)}${hhmm(planned).padEnd(9)}${clock(arrived).padEnd(10)}${(delay >= 0 ? `+${delay}` : `${delay}`).padStart(6)}${String(Math.ceil(copies / 25)).padStart(9)}${String(copies).padStart(8)}${String(random() < 0.6 ? between(random, 0, 40) : 0).padStart(10)}  ${oneOf(random, ['SCAN', 'SCAN', 'SCAN', 'PHOTO', 'PIN']).padEnd(7)}${driver}`,
    );
  };
  const routes = 74;
  const target = 31;
  for (let r = 1; r <= routes; r++) {
    const route = `R${pad2(r)}`;
    const driver = `${oneOf(random, FIRST_NAMES).charAt(0)}. ${oneOf(random, SURNAMES)}`;
    const late = r === target ? 47 : random() < 0.12 ? between(random, 10, 35) : 0;
    let planned = ms('2026-11-19T02:50:00Z') + between(random, 0, 12) * 5 * MINUTE;
    const towns = [oneOf(random, others), oneOf(random, others), oneOf(random, others)];
    const drops = between(random, 30, 48);
    for (let seq = 1; seq <= drops; seq++) {
      planned += between(random, 3, 9) * MINUTE;
      let arrived = planned + late * MINUTE + between(random, -240, 420) * 1000;
      if (Math.abs(arrived - needleTime) < 1000) arrived += 2000;
      if (r === target && seq >= 12 && seq <= 17) {
        const crockhill: [string, string][] = [
          ['Co-op Crockhill', 'MULT'],
          ['Crockhill Service Station', 'FORE'],
          ['J & S Mather', 'CTN'],
          ['Crockhill Village Stores', 'SYM'],
          ['The Crockhill Arms Hotel', 'HOTEL'],
          ['Crockhill Primary School (staff)', 'BULK'],
        ];
        const [name, kind] = crockhill[seq - 12]!;
        if (name === 'J & S Mather') {
          planned = ms('2026-11-19T05:10:00Z');
          arrived = needleTime;
        }
        row(route, seq, name, kind, 'Crockhill', planned, arrived, driver);
        continue;
      }
      const town = oneOf(random, towns);
      const [name, kind] = r === 12 && seq === 9 ? ['Crockhill Road News', 'CTN'] : oneOf(random, kinds)(town);
      row(route, seq, name, kind, r === 12 && seq === 9 ? 'Hatchford' : town, planned, arrived, driver);
    }
  }
  lines.push(
    '',
    `${total} drops on ${routes} routes; ${lines.filter((l) => /\s\+(?:[1-9]\d)\s/.test(l)).length} arrived 10+ minutes after plan`,
    '',
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// c9. Subscriptions: two months of the subscription platform's audit events (JSON Lines).

function subscriptionEvents(): string {
  const random = seededRandom(69_009);
  const products = [
    { name: 'Print 7-day (home delivery)', pence: 3899 },
    { name: 'Print Mon-Sat (home delivery)', pence: 3299 },
    { name: 'Print weekend (home delivery)', pence: 1199 },
    { name: 'Print + Digital 7-day (vouchers)', pence: 3499 },
    { name: 'Digital monthly', pence: 799 },
    { name: 'Digital annual', pence: 7900 },
  ];
  const agents = ['csr.kburton', 'csr.pmedlin', 'csr.aokafor', 'csr.jquick', 'selfserve', 'selfserve', 'selfserve'];
  const cancelNotes = [
    ['PRICE', 'Too expensive since the price went up'],
    ['PRICE', 'Pension does not stretch to it any more'],
    ['DIGITAL', 'Reads it on the app now'],
    ['DIGITAL', 'Prefers the e-edition'],
    ['HEALTH', 'Eyesight getting worse, cannot read the print'],
    ['BEREAVEMENT', 'Husband passed away, it was his paper'],
    ['BEREAVEMENT', 'Subscriber deceased, call from son'],
    ['MOVING_AWAY', 'Moving to Bristol for work'],
    ['MOVING_AWAY', 'Moving out of the delivery area'],
    ['CONTENT', 'Not enough local news any more'],
    ['SERVICE', 'Paper keeps arriving late or not at all'],
    ['SERVICE', 'Delivery boy leaves it in the rain'],
    ['OTHER', 'Did not give a reason'],
  ];
  const pauseNotes = [
    'Away visiting family',
    'On a cruise',
    'In hospital for a hip operation',
    'Caravan holiday',
    'Staying with daughter',
    'Christmas away',
  ];
  type Customer = {
    account: string;
    name: string;
    address: string;
    postcode: string;
    product: (typeof products)[number];
    sub: string;
    mandate: string;
  };
  const customers: Customer[] = Array.from({ length: 900 }, (_, i) => ({
    account: `WMC-00${String(31_000 + i * 19 + between(random, 0, 15)).padStart(5, '0')}`,
    name: `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', ''])} ${personOf(random)}`.trim(),
    address: `${between(random, 1, 160)} ${oneOf(random, STREETS)}, ${oneOf(random, PLACES)}`,
    postcode: postcodeOf(random),
    product: oneOf(random, products),
    sub: `sub_${chars(random, ALNUM, 14)}`,
    mandate: `MD${chars(random, UPPER + DIGITS, 12)}`,
  }));
  const joan: Customer = {
    account: 'WMC-0048213',
    name: 'Mrs Joan Pettifer',
    address: '22 Sallow Road, Hatchford',
    postcode: 'WM4 7QL',
    product: products[1]!,
    sub: 'sub_Ja7Qm2VxPt41Lr',
    mandate: 'MD0048213JPTF',
  };
  const derek: Customer = {
    account: 'WMC-0051377',
    name: 'Mr Derek Pettifer',
    address: '5 Marsh Lane, Crockhill',
    postcode: 'WM9 2DS',
    product: products[0]!,
    sub: 'sub_Dp93KwLm0Zs7Qe',
    mandate: 'MD0051377DPTF',
  };
  customers.push(joan, derek);
  type Ev = { t: number; c: Customer; type: string; channel: string; agent: string; data: Record<string, unknown> };
  const events: Ev[] = [];
  const from = ms('2026-09-20T00:00:00Z');
  const span = ms('2026-11-19T07:00:00Z') - from;
  const when = () => from + Math.floor(random() * span);
  const ev = (t: number, c: Customer, type: string, data: Record<string, unknown>, channel = 'system', agent = 'billing') =>
    events.push({ t, c, type, channel, agent, data });
  for (const c of customers) {
    if (c === joan || c === derek) continue;
    const day = between(random, 1, 28);
    for (const month of ['2026-10', '2026-11']) {
      const t = ms(`${month}-${pad2(day)}T06:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`);
      if (t > from + span) continue;
      const ok = random() > 0.04;
      ev(t, c, ok ? 'payment.succeeded' : 'payment.failed', {
        amount_pence: c.product.pence,
        method: 'direct_debit',
        mandate: c.mandate,
        ...(ok ? {} : { failure: oneOf(random, ['insufficient_funds', 'mandate_cancelled', 'refer_to_payer']) }),
      });
    }
  }
  for (let i = 0; i < 560; i++) {
    const c = oneOf(random, customers.slice(0, 900));
    const t = when();
    const agent = oneOf(random, agents);
    const channel = agent === 'selfserve' ? 'web' : oneOf(random, ['phone', 'phone', 'email', 'letter']);
    const kind = pick(random, 6);
    if (kind === 0) {
      const [code, note] = oneOf(random, cancelNotes);
      ev(
        t,
        c,
        'subscription.cancellation_requested',
        { reason_code: code, note, effective: dateOf(t + between(random, 7, 30) * DAY) },
        channel,
        agent,
      );
    } else if (kind === 1) {
      const stop = t + between(random, 2, 20) * DAY;
      ev(
        t,
        c,
        'subscription.paused',
        { pause_from: dateOf(stop), resume_on: dateOf(stop + between(random, 3, 21) * DAY), note: oneOf(random, pauseNotes) },
        channel,
        agent,
      );
    } else if (kind === 2) {
      ev(
        t,
        c,
        'customer.address_changed',
        { old_postcode: c.postcode, new_postcode: postcodeOf(random), note: 'Moved within delivery area' },
        channel,
        agent,
      );
    } else if (kind === 3) {
      ev(
        t,
        c,
        'subscription.created',
        {
          product: c.product.name,
          first_delivery: dateOf(t + 3 * DAY),
          offer: oneOf(random, ['NONE', 'HALF-PRICE-3M', 'WELCOME-FREE-WEEK']),
        },
        channel,
        agent,
      );
    } else if (kind === 4) {
      ev(
        t,
        c,
        'delivery.complaint_logged',
        {
          issue: oneOf(random, ['not delivered', 'late', 'wet', 'wrong paper', 'supplement missing']),
          credit_pence: oneOf(random, [0, 130, 260]),
        },
        channel,
        agent,
      );
    } else {
      ev(t, c, 'subscription.cancelled', { effective: dateOf(t), final_invoice_pence: between(random, 0, 3899) }, 'system', 'billing');
    }
  }
  // Joan Pettifer: a holiday pause in September, the cancellation in October, and the November payment she complains about.
  ev(
    ms('2026-09-24T10:12:40Z'),
    joan,
    'subscription.paused',
    { pause_from: '2026-09-28', resume_on: '2026-10-05', note: 'Staying with her son in Dorchester' },
    'phone',
    'csr.pmedlin',
  );
  ev(ms('2026-10-01T06:14:02Z'), joan, 'payment.succeeded', {
    amount_pence: joan.product.pence,
    method: 'direct_debit',
    mandate: joan.mandate,
  });
  ev(
    ms('2026-10-21T11:32:08Z'),
    joan,
    'subscription.cancellation_requested',
    { reason_code: 'MOVING_AWAY', note: 'Going into a care home near Dorchester', effective: '2026-11-14' },
    'phone',
    'csr.kburton',
  );
  ev(ms('2026-11-01T06:09:55Z'), joan, 'payment.succeeded', {
    amount_pence: joan.product.pence,
    method: 'direct_debit',
    mandate: joan.mandate,
  });
  ev(ms('2026-11-14T00:00:04Z'), joan, 'subscription.cancelled', { effective: '2026-11-14', final_invoice_pence: -1430 });
  ev(
    ms('2026-11-18T16:47:21Z'),
    joan,
    'customer.contact_logged',
    { channel_in: 'email', subject: 'Still being charged after cancelling', assigned_to: 'csr.kburton' },
    'email',
    'csr.kburton',
  );
  ev(
    ms('2026-10-09T14:05:51Z'),
    derek,
    'subscription.cancellation_requested',
    { reason_code: 'PRICE', note: 'Too dear since the September increase', effective: '2026-10-31' },
    'phone',
    'csr.aokafor',
  );
  ev(ms('2026-10-01T06:31:17Z'), derek, 'payment.succeeded', {
    amount_pence: derek.product.pence,
    method: 'direct_debit',
    mandate: derek.mandate,
  });
  events.sort((a, b) => a.t - b.t);
  return (
    events
      .map((e) =>
        JSON.stringify({
          id: `ev_${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}`,
          occurred_at: isoSec(e.t),
          type: e.type,
          account_id: e.c.account,
          customer: { name: e.c.name, address: e.c.address, postcode: e.c.postcode },
          subscription_id: e.c.sub,
          product: e.c.product.name,
          channel: e.channel,
          actor: e.agent,
          data: e.data,
        }),
      )
      .join('\n') + '\n'
  );
}

// ---------------------------------------------------------------------------------------------------
// d10. Plate-making: the platesetters' job log for the week, CSV.

function plateLog(): string {
  const random = seededRandom(69_010);
  const rows = [
    'plate_id,job_id,title,pub_date,edition,page,sep,version,device,media,media_lot,res_dpi,screen,curve,exposure_mj_cm2,laser_power_pct,drum_rpm,imaged_at,punch_bend,operator',
  ];
  const devices = [
    { name: 'CTP-A', curve: 'HTF_A_News45_2026-08', rpm: 1000 },
    { name: 'CTP-B', curve: 'HTF_B_News45_2026-08', rpm: 1000 },
  ];
  const operators = ['ctp.rhambly', 'ctp.gsymons', 'ctp.kbrewer', 'ctp.tjago', 'ctp.mnowak'];
  const lots = ['KL2609-1184', 'KL2609-1185', 'KL2610-0217', 'KL2610-0218', 'KL2610-0731'];
  let job = 86_200;
  let serial = 10_000;
  const nights = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
  nights.forEach((night, n) => {
    const pub = dateOf(ms(`${night}T00:00:00Z`) + DAY);
    const runs: [string, string, number[], number][] = [
      ['WMC', 'COUNTY', Array.from({ length: 48 }, (_, i) => i + 1), ms(`${night}T22:05:00Z`)],
      [
        'WMC',
        'CITY',
        shuffle(
          random,
          Array.from({ length: 48 }, (_, i) => i + 1),
        )
          .slice(0, between(random, 18, 30))
          .sort((a, b) => a - b),
        ms(`${night}T23:25:00Z`),
      ],
      [
        'WMC',
        'LATE',
        shuffle(
          random,
          Array.from({ length: 48 }, (_, i) => i + 1),
        )
          .slice(0, between(random, 10, 22))
          .sort((a, b) => a - b),
        ms(`${pub}T00:30:00Z`),
      ],
    ];
    if (n % 2 === 0) runs.push(['HDA', 'WEEKLY', Array.from({ length: 40 }, (_, i) => i + 1), ms(`${pub}T01:30:00Z`)]);
    if (n === 1 || n === 5) runs.push(['WKD', 'MAG', Array.from({ length: 32 }, (_, i) => i + 1), ms(`${night}T19:40:00Z`)]);
    runs.sort((a, b) => a[3] - b[3]);
    runs.forEach(([title, edition, pages, start]) => {
      let t = start;
      for (const page of pages) {
        const device = oneOf(random, devices);
        const id = job++;
        const version = between(random, 1, 3);
        for (const sep of ['K', 'C', 'M', 'Y']) {
          t += between(random, 34, 52) * 1000;
          const isOdd = n === 4 && edition === 'COUNTY' && page === 17 && sep === 'M';
          const curve = isOdd ? 'HTF_B_News45_trial-0917' : device.curve;
          const dev = isOdd ? devices[1]! : device;
          rows.push(
            [
              `2611-${dev.name.slice(-1)}-${serial++}`,
              id,
              title,
              pub,
              edition,
              page,
              sep,
              version,
              dev.name,
              'Kodak Sonora X',
              oneOf(random, lots),
              1270,
              'AM 100lpi',
              curve,
              (96 + random() * 8).toFixed(1),
              between(random, 68, 74),
              dev.rpm,
              isoSec(t),
              'OK',
              oneOf(random, operators),
            ].join(','),
          );
        }
      }
    });
  });
  return rows.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------
// d11. Press hall: four weeks of the press control system's reel consumption report, fixed-width.

function reelReport(): string {
  const random = seededRandom(69_011);
  const mills = [
    { code: 'KM', name: 'KESTLE MILL', grade: 'STD NEWS' },
    { code: 'NV', name: 'NORRVIK BRUK', grade: 'STD NEWS' },
  ];
  const cols =
    `${'DATE'.padEnd(11)}${'RUN'.padEnd(14)}${'REEL_ID'.padEnd(14)}${'MILL'.padEnd(14)}${'GRADE'.padEnd(10)}${'GSM'.padStart(5)}${'WIDTH'.padStart(7)}` +
    `${'DIA'.padStart(6)}${'GROSS_KG'.padStart(10)}  ${'STAND'.padEnd(6)}${'LOADED'.padEnd(9)}${'SPLICED'.padEnd(9)}${'SPL_DIA'.padStart(8)}${'WASTE_KG'.padStart(10)}${'BUTT_KG'.padStart(9)}${'BREAKS'.padStart(8)}`;
  const lines = [
    'PRESSLINE MIS 7.2          REEL CONSUMPTION REPORT          HATCHFORD PRESS HALL (KBA COMET 2/1, 4 TOWERS)',
    'PERIOD 08/10/2026 - 18/11/2026          PRINTED 19/11/2026 06:14          PAGE 1',
    '',
    cols,
    '-'.repeat(cols.length),
  ];
  const used = new Set<string>(['NV6604517-03']);
  const reelId = (mill: string) => {
    for (;;) {
      const r = `${mill}${between(random, 6_000_000, 6_999_999)}-${pad2(between(random, 1, 12))}`;
      if (!used.has(r)) {
        used.add(r);
        return r;
      }
    }
  };
  const first = ms('2026-10-08T00:00:00Z');
  for (let d = 0; d < 42; d++) {
    const night = first + d * DAY;
    const runs: [string, number, number][] = [
      ['WMC COUNTY', 22 * 60 + 10, between(random, 20, 26)],
      ['WMC CITY', 23 * 60 + 35, between(random, 8, 12)],
      ['WMC LATE', 24 * 60 + 35, between(random, 10, 16)],
    ];
    if (d % 7 === 1) runs.push(['HDA WEEKLY', 25 * 60 + 40, between(random, 20, 28)]);
    if (d % 7 === 3) runs.push(['SGZ CONTRACT', 25 * 60 + 50, between(random, 10, 16)]);
    for (const [run, startMin, reels] of runs) {
      let t = night + startMin * MINUTE;
      for (let k = 0; k < reels; k++) {
        const mill = random() < 0.62 ? mills[0]! : mills[1]!;
        const width = oneOf(random, [1400, 1400, 1400, 1050, 700]);
        const dia = between(random, 1180, 1260);
        const gross = Math.round((width / 1400) * between(random, 1080, 1240));
        const loaded = t;
        t += between(random, 2, 5) * MINUTE;
        const planted = d === 18 && run === 'WMC COUNTY' && k === 9;
        const id = planted ? 'NV6604517-03' : reelId(mill.code);
        const m = planted ? mills[1]! : mill;
        const gsm = planted ? '48.8' : '45.0';
        lines.push(
          `${dateOf(night).split('-').reverse().join('/').padEnd(11)}${run.padEnd(14)}${id.padEnd(14)}${m.name.padEnd(14)}${m.grade.padEnd(10)}${gsm.padStart(5)}${String(width).padStart(7)}` +
            `${String(dia).padStart(6)}${String(gross).padStart(10)}  ${`RS${between(random, 1, 8)}`.padEnd(6)}${hhmm(loaded).padEnd(9)}${hhmm(t).padEnd(9)}${String(between(random, 160, 240)).padStart(8)}` +
            `${String(between(random, 6, 48)).padStart(10)}${String(between(random, 18, 60)).padStart(9)}${String(random() < 0.03 ? 1 : 0).padStart(8)}`,
        );
      }
    }
  }
  lines.push('-'.repeat(cols.length), `${lines.length - 5} REELS`, '*** END OF REPORT ***', '');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// d12. Home delivery: the subscriptions system's export of holiday stops booked, CSV.

function holidayStops(): string {
  const random = seededRandom(69_012);
  const rows = [
    'account_no,title,first_name,surname,address_line_1,town,postcode,delivery_round,newsagent,product,stop_from,restart_on,days,requested_via,requested_at,created_by',
  ];
  const agents = [
    'Mather Newsagents',
    'Hatchford News Delivery Ltd',
    'Sallowfield Paper Rounds',
    'Kestle Village Stores',
    'Greywell News',
    'Direct (WMC)',
  ];
  const products = ['7-day', 'Mon-Sat', 'Sat+Sun', 'Sat only', 'Mon-Fri'];
  const users = ['web', 'web', 'web', 'csr.kburton', 'csr.pmedlin', 'csr.aokafor', 'ivr'];
  const used = new Set<string>(['HD-0071934']);
  const count = 3900;
  const start = ms('2026-09-01T08:00:00Z');
  const span = ms('2026-11-19T06:00:00Z') - start;
  const times = Array.from({ length: count }, () => start + Math.floor(random() * span)).sort((a, b) => a - b);
  const plantAt = Math.floor(count * 0.56);
  times.forEach((requested, i) => {
    let account: string;
    for (;;) {
      account = `HD-00${between(random, 40_000, 89_999)}`;
      if (!used.has(account)) break;
    }
    used.add(account);
    let stop = requested + between(random, 1, 40) * DAY;
    stop -= stop % DAY;
    let days = between(random, 1, random() < 0.8 ? 14 : 28);
    if (i === plantAt) {
      account = 'HD-0071934';
      stop = ms('2026-12-19T00:00:00Z');
      days = 366;
    }
    const channel = oneOf(random, users);
    rows.push(
      [
        account,
        oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mr & Mrs']),
        oneOf(random, FIRST_NAMES),
        oneOf(random, SURNAMES),
        `${between(random, 1, 180)} ${oneOf(random, STREETS)}`,
        oneOf(random, PLACES),
        postcodeOf(random),
        `RND-${chars(random, 'HSKGCW', 1)}${pad2(between(random, 1, 48))}`,
        `"${oneOf(random, agents)}"`,
        oneOf(random, products),
        dateOf(stop),
        dateOf(stop + days * DAY),
        days,
        channel === 'web' ? 'online form' : channel === 'ivr' ? 'phone (IVR)' : 'phone',
        isoSec(requested),
        channel,
      ].join(','),
    );
  });
  return rows.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------

export function roundSixtyNine(): EconomicsTask[] {
  return [
    probe(
      'round 69: wire cache embargo (minified ninjs)',
      'What time is the PA story about the Hatchford bypass inquiry report embargoed until?',
      'wire_cache_query',
      wireCache(),
      'embargo',
      '2026-11-20T10:30:00Z',
      true,
    ),
    probe(
      'round 69: advert booking price (one-line XML)',
      'How much, before VAT, are Pellow & Daughters paying for their half-page advert in the Friday 20 November paper?',
      'adbooking_export',
      adBookings(),
      'ad-net',
      '1194.16',
      true,
    ),
    probe(
      'round 69: paywall price ID (minified bundle)',
      'Which Stripe price ID does the paywall use for the annual student subscription?',
      'fetch_paywall_bundle',
      paywallBundle(),
      'price-id',
      'price_1QfT8sLwmC7uDeNTa9vR2kXe',
      true,
    ),
    probe(
      'round 69: CMS story sign-off (pretty JSON)',
      'When was the Lower Harrowby flood defences story signed off?',
      'cms_list_stories',
      cmsStories(),
      'signed-off',
      '2026-11-17T21:47:13Z',
    ),
    probe(
      'round 69: van route registration (YAML)',
      "What's the registration of the van that does the Ashcombe round?",
      'distplan_get_routes',
      vanRoutes(),
      'van-reg',
      'WK23 HXF',
    ),
    probe(
      'round 69: RIP font failure (stack traces)',
      'Which font was the RIP complaining about when page 23 of the Late edition failed?',
      'rip_server_log',
      ripLog(),
      'font',
      'WealdSerif-BoldCondItalic',
    ),
    probe(
      'round 69: wire feed back after outage (logfmt, paraphrase)',
      'The night editor reckons the Reuters feed went dead for the best part of an hour overnight and we nearly missed the Brussels story. What time did Reuters copy start coming through again?',
      'wire_ingest_logs',
      wireIngestLog(),
      'reuters-back',
      '2026-11-19T01:12:44.907Z',
    ),
    probe(
      'round 69: newsagent drop time (CLI table, preamble)',
      "The newsagent in Crockhill has been on the phone again saying this morning's papers turned up late and they missed their early customers. What time did the van actually drop off their bundles?",
      'distctl_pod_list',
      podList(),
      'drop-time',
      '05:57:41',
    ),
    probe(
      'round 69: cancellation reason (JSON Lines, preamble)',
      "I've had an email from a Mrs Joan Pettifer on Sallow Road. She says she stopped her paper last month but we've still taken money off her. What reason did she give when she stopped it?",
      'subscription_audit_events',
      subscriptionEvents(),
      'reason',
      'Going into a care home near Dorchester',
    ),
    probe(
      'round 69: odd calibration curve (platesetter CSV)',
      "In this week's platesetter log, one plate seems to have gone through with a different calibration curve from all the rest. Which curve was that?",
      'ctp_job_log',
      plateLog(),
      'curve',
      'HTF_B_News45_trial-0917',
    ),
    probe(
      'round 69: odd paper weight (reel report)',
      "Over the last six weeks of the reel report, one reel wasn't the same paper weight as everything else we ran. Which reel was it?",
      'pressline_reel_report',
      reelReport(),
      'reel',
      'NV6604517-03',
    ),
    probe(
      'round 69: overlong holiday stop (CSV)',
      "Looking at the holiday stops people have booked, is there one that runs far longer than everyone else's? Which account is it?",
      'export_holiday_stops',
      holidayStops(),
      'stop',
      'HD-0071934',
    ),
  ];
}
