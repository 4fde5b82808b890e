/**
 * Probe round 100, written blind: Aldwick Road Running Trust, organiser of the Port Aldwick Marathon (chip timing, registration, marshals and road closures, medical, baggage, volunteers, results). "Today" is Sunday, 8 November 2026 (race day). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - chip timing vendor API (minified JSON of participants and splits): one bib's halfway split;
 *  - registration platform export (one-line XML of entries): the emergency contact number a named runner gave;
 *  - traffic management road closures (one-line GeoJSON FeatureCollection): when one road is due to reopen;
 * b. The answer a few lines away from the line the question's words match:
 *  - marshal plan (YAML of sectors and marshal points): the lead marshal at one crossing point;
 *  - medical incident system (pretty JSON export): the ambulance service's reference for one bib's conveyance;
 *  - results import worker (Python log with tracebacks): why one bib was left out of the published results;
 * c. A question that paraphrases the output or carries a preamble:
 *  - baggage tracking service (scan log), with a preamble: where a runner's kit bag was actually racked at the finish;
 *  - volunteer rostering (ASCII table): who is in charge of the water station at 29 km;
 *  - results website (HTML results table), with a preamble: a club member's net time;
 * d. One value unlike its peers, with no error word near it:
 *  - timing decoder stats (CLI table of 5-minute read rates): the mat and interval that read far fewer chips;
 *  - radio fleet manager (one handset per line, key=value): the handset still carrying last year's programming;
 *  - registration entries (CSV): the entrant whose predicted finish time is nothing like the rest.
 * Not among the bench's targets.
 * First run, at 3ab9511, the head when the round was written (with this file; `ROUNDS=100
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,200,421 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 100: chip timing splits (minified JSON)
 *     codex: 15,134 tokens, peak 15,067, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,566 tokens, peak 1,227, 0/1 needles, 1 read-backs
 *     ours: 1,790 tokens, peak 886, 0/1 needles, 1 read-backs
 *   round 100: registration entries (one-line XML)
 *     codex: 13,316 tokens, peak 13,244, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,965 tokens, peak 1,655, 1/1 needles, 1 read-backs
 *     ours: 3,615 tokens, peak 1,502, 1/1 needles, 2 read-backs
 *   round 100: road closures (one-line GeoJSON)
 *     codex: 17,880 tokens, peak 17,807, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,750 tokens, peak 5,576, 0/1 needles, 3 read-backs
 *     ours: 23,771 tokens, peak 8,736, 1/1 needles, 4 read-backs
 *   round 100: marshal plan (YAML)
 *     codex: 10,931 tokens, peak 10,858, 0/1 needles, 0 read-backs
 *     context-chef: 602 tokens, peak 529, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,035 tokens, peak 3,573, 0/1 needles, 3 read-backs
 *     ours: 20,805 tokens, peak 7,635, 0/1 needles, 4 read-backs
 *   round 100: medical incidents (pretty JSON)
 *     codex: 12,873 tokens, peak 12,790, 0/1 needles, 0 read-backs
 *     context-chef: 693 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,974 tokens, peak 1,518, 0/1 needles, 2 read-backs
 *     ours: 4,139 tokens, peak 1,728, 1/1 needles, 2 read-backs
 *   round 100: results import log (tracebacks)
 *     codex: 16,401 tokens, peak 16,333, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,580 tokens, peak 1,247, 0/1 needles, 1 read-backs
 *     ours: 906 tokens, peak 640, 1/1 needles, 0 read-backs
 *   round 100: baggage scan log (preamble, paraphrase)
 *     codex: 17,629 tokens, peak 17,529, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,746 tokens, peak 3,277, 1/1 needles, 2 read-backs
 *     ours: 5,915 tokens, peak 3,035, 1/1 needles, 2 read-backs
 *   round 100: volunteer roster (paraphrase)
 *     codex: 14,332 tokens, peak 14,263, 0/1 needles, 0 read-backs
 *     context-chef: 616 tokens, peak 547, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,860 tokens, peak 2,560, 0/1 needles, 4 read-backs
 *     ours: 6,140 tokens, peak 2,955, 1/1 needles, 4 read-backs
 *   round 100: results page (preamble, paraphrase)
 *     codex: 15,189 tokens, peak 15,085, 0/1 needles, 0 read-backs
 *     context-chef: 745 tokens, peak 641, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,085 tokens, peak 3,654, 0/1 needles, 2 read-backs
 *     ours: 9,314 tokens, peak 5,220, 0/1 needles, 2 read-backs
 *   round 100: decoder read rates (CLI table)
 *     codex: 19,648 tokens, peak 19,563, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 768, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,606 tokens, peak 1,422, 0/1 needles, 4 read-backs
 *     ours: 4,733 tokens, peak 1,014, 1/1 needles, 4 read-backs
 *   round 100: radio fleet (key=value listing)
 *     codex: 16,514 tokens, peak 16,438, 0/1 needles, 0 read-backs
 *     context-chef: 793 tokens, peak 717, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,789 tokens, peak 3,038, 0/1 needles, 4 read-backs
 *     ours: 6,457 tokens, peak 3,162, 1/1 needles, 4 read-backs
 *   round 100: registration entries (CSV)
 *     codex: 21,540 tokens, peak 21,456, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 876, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,718 tokens, peak 2,715, 0/1 needles, 2 read-backs
 *     ours: 4,373 tokens, peak 2,237, 0/1 needles, 2 read-backs
 *     codex: 191,387 tokens, 0/12 needles
 *     context-chef: 9,040 tokens, 0/12 needles
 *     context-chef-store: 76,674 tokens, 2/12 needles
 *     ours: 91,958 tokens, 8/12 needles
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

type Random = () => number;

const FIRST_F = [
  'Amelia',
  'Sophie',
  'Aisha',
  'Chloe',
  'Hannah',
  'Megan',
  'Laura',
  'Ngozi',
  'Mei',
  'Ananya',
  'Anna',
  'Lucia',
  'Niamh',
  'Isla',
  'Grace',
  'Zofia',
  'Sunita',
  'Ffion',
  'Leila',
  'Erin',
  'Ruth',
  'Yasmin',
  'Holly',
  'Freya',
  'Jade',
  'Katie',
  'Ellie',
  'Beth',
  'Alice',
  'Claire',
  'Priya',
  'Agnieszka',
];

const FIRST_M = [
  'James',
  'Oliver',
  'Mohammed',
  'Liam',
  'Daniel',
  'Rhys',
  'Tom',
  'Kofi',
  'Wei',
  'Arjun',
  'Lukas',
  'Mateo',
  'Sean',
  'Callum',
  'Ben',
  'Jakub',
  'Ravi',
  'Ewan',
  'Omar',
  'Connor',
  'Samuel',
  'Hamza',
  'Dylan',
  'Finn',
  'Marcus',
  'Adam',
  'Nathan',
  'Josh',
  'Kieran',
  'Martin',
  'Tomas',
  'Kwabena',
];

const FIRST = [...FIRST_F, ...FIRST_M];

const LAST = [
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
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'Bennett',
  'Young',
  'Phillips',
  'Mitchell',
  'Bailey',
  'Carter',
  'Cook',
  'Singh',
  'Shaw',
  'Bell',
  'Collins',
  'Morgan',
  'Kelly',
  'Begum',
  'Murphy',
  'Mensah',
  'Kowalski',
  'Nowak',
  'Okafor',
  'Chen',
  'Wang',
  'Ahmed',
  'Hussain',
  'Ali',
  "O'Brien",
  'Fraser',
  'Campbell',
  'Stewart',
  'Reid',
  'Murray',
  'Gallagher',
  'Doyle',
  'Quinn',
  'Byrne',
  'Wisniewski',
  'Boateng',
];

const CLUBS = [
  'Port Aldwick AC',
  'Aldwick Road Runners',
  'Ravensworth Harriers',
  'Eastfield Striders',
  'Saltmarsh Joggers',
  'Dockside Running Club',
  'Kingsmere AC',
  'Hollin Valley Harriers',
  'Cobble Hill Runners',
  'Westgate Tri Club',
  'Tynebank Fell Runners',
  'Morrow Bay Pacers',
  'parkrun Aldwick Quays',
  'Lanterns Running Club',
];

const STREETS = [
  'Harbour Street',
  'Pier Road',
  'Dock Lane',
  'Station Approach',
  'Millbank Road',
  'Ropery Walk',
  'Chandlers Way',
  'Eastfield Road',
  'Marlowe Avenue',
  'Gallowgate',
  'Castle Wynd',
  'Fishmarket Row',
  'Sailmakers Close',
  'Beacon Hill',
  'Abbey Road',
  'Northumberland Terrace',
  'Victoria Parade',
  'Tollgate Street',
  'Saltwell Lane',
  'Kingsmere Drive',
  'Ferry Road',
  'Customs House Lane',
  'Coble Dene',
  'St Hilda Street',
  'Bondgate',
  'Linskill Road',
  'Ravensworth Terrace',
  'Morrow Bank',
  'Westgate Road',
  'Lighthouse Lane',
  'Brewery Bank',
  'Tanners Yard',
  'Cobble Hill',
  'Saltmarsh Way',
  'Hollin Road',
  'Mariners Walk',
  'Old Quayside Road',
  'Quayside Road',
  'Riverside Drive',
  'Bridge Street',
];

const firstFor = (random: Random, gender: string) => oneOf(random, gender === 'F' ? FIRST_F : FIRST_M);
const name = (random: Random) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const mobile = (random: Random) => `07${between(random, 100, 999)} ${between(random, 100000, 999999)}`;
/** Seconds as hh:mm:ss. */
const hhmmss = (s: number) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
/** Seconds as h:mm:ss. */
const hms = (s: number) => `${Math.floor(s / 3600)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
/** Seconds since midnight as hh:mm. */
const hhmm = (s: number) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}`;
const RACE_START = 9 * 3600;

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** The timing vendor's results API: one minified JSON document of every participant's splits. */
function chipTimingSplits(): EconomicsTask {
  const random = seededRandom(100_101);
  const needle = '01:52:07';
  const targetBib = 34817;
  const points: [string, number][] = [
    ['START', 0],
    ['5K', 5000],
    ['10K', 10000],
    ['15K', 15000],
    ['20K', 20000],
    ['HALF', 21097],
    ['25K', 25000],
    ['30K', 30000],
    ['35K', 35000],
    ['40K', 40000],
    ['FINISH', 42195],
  ];
  const waves: [string, number, number, number][] = [
    ['Red', 0, 190, 300],
    ['Orange', 12, 250, 330],
    ['Yellow', 24, 280, 360],
    ['Green', 36, 300, 390],
    ['Blue', 48, 320, 420],
    ['Pink', 60, 340, 470],
  ];
  const waveOf = (bib: number) => waves[Math.min(5, Math.floor((bib - 10000) / 8200))]!;
  const bibs = new Set<number>([targetBib]);
  while (bibs.size < 780) bibs.add(between(random, 10001, 58999));
  const sorted = [...bibs].sort((a, b) => a - b);
  type Split = { point: string; distance_m: number; time_of_day: string; gun_time: string; chip_time: string; pace: string };
  const participants = sorted.map((bib) => {
    const isTarget = bib === targetBib;
    const [wave, waveMin, lo, hi] = waveOf(bib);
    const startOffset = waveMin * 60 + between(random, 5, 420);
    const fade = between(random, 0, 12) / 100;
    const pace = isTarget ? 6727 / 21.097 / (1 + fade * 0.25) : between(random, lo, hi);
    const dnfAfter = random() < 0.04 ? between(random, 2, points.length - 2) : points.length;
    const gender = random() < 0.43 ? 'F' : 'M';
    const age = between(random, 18, 78);
    const category = age < 35 ? `${gender}SEN` : `${gender}${Math.floor(age / 5) * 5}`;
    const splits: Split[] = [];
    let last = 0;
    points.slice(0, dnfAfter).forEach(([point, d]) => {
      const frac = d / 42195;
      let chip = d === 0 ? 0 : Math.max(last + 60, Math.round(((pace * d) / 1000) * (1 + fade * frac * frac) + between(random, -25, 25)));
      if (isTarget && point === 'HALF') chip = 6727;
      if (!isTarget) while (hhmmss(chip) === needle || hhmmss(chip + startOffset) === needle) chip += 1;
      last = chip;
      const gun = chip + startOffset;
      const paceS = d === 0 ? 0 : Math.round(chip / (d / 1000));
      splits.push({
        point,
        distance_m: d,
        time_of_day: `${hhmmss(RACE_START + gun)}.${pick(random, 10)}`,
        gun_time: hhmmss(gun),
        chip_time: hhmmss(chip),
        pace: d === 0 ? '' : `${Math.floor(paceS / 60)}:${pad2(paceS % 60)}/km`,
      });
    });
    const finished = dnfAfter === points.length;
    return {
      bib: String(bib),
      chip_id: `${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${hex(random, 6).toUpperCase()}`,
      first_name: firstFor(random, gender),
      last_name: oneOf(random, LAST),
      gender,
      category,
      club: random() < 0.55 ? oneOf(random, CLUBS) : null,
      nation: random() < 0.86 ? 'GBR' : oneOf(random, ['IRL', 'POL', 'NED', 'FRA', 'ESP', 'USA', 'KEN', 'GER', 'ITA', 'NOR']),
      wave,
      status: finished ? 'FIN' : 'DNF',
      last_seen: splits[splits.length - 1]!.point,
      splits,
    };
  });
  const finishOf = (p: (typeof participants)[number]) => (p.status === 'FIN' ? p.splits[p.splits.length - 1]!.chip_time : '99:99:99');
  const places = [...participants].sort((a, b) => finishOf(a).localeCompare(finishOf(b)));
  const placeOf = new Map(places.map((p, i) => [p.bib, p.status === 'FIN' ? i + 1 : null]));
  const doc = {
    meta: {
      event_id: 'PAM26',
      event: 'Port Aldwick Marathon 2026',
      race_id: 'MAR',
      race: 'Marathon',
      date: '2026-11-08',
      tz: 'Europe/London',
      generated_at: '2026-11-08T15:42:07Z',
      results_state: 'provisional',
      count: participants.length,
      page: 1,
      page_size: 1000,
    },
    participants: participants.map((p) => ({ ...p, place_overall: placeOf.get(p.bib) ?? null })),
  };
  const output = JSON.stringify(doc);
  return probe(
    'round 100: chip timing splits (minified JSON)',
    "What was bib 34817's split at halfway?",
    'timing_results_api',
    output,
    'half-split',
    needle,
    true,
  );
}

/** The registration platform's entry export: one line of XML. */
function registrationXml(): EconomicsTask {
  const random = seededRandom(100_102);
  const needle = '07841 306952';
  const towns = [
    'Port Aldwick',
    'Ravensworth',
    'Eastfield',
    'Kingsmere',
    'Saltmarsh',
    'Hollin',
    'Morrow Bay',
    'Westgate',
    'Newcastle',
    'Sunderland',
  ];
  const relations = ['Partner', 'Spouse', 'Mother', 'Father', 'Sister', 'Brother', 'Friend', 'Son', 'Daughter', 'Colleague'];
  const charities = [
    '',
    '',
    '',
    'Aldwick Hospice',
    'Macmillan Cancer Support',
    'British Heart Foundation',
    'Mind',
    'RNLI',
    'Shelter',
    'Alzheimer\u2019s Society',
  ];
  const medical = [
    '',
    '',
    '',
    '',
    '',
    'Asthma - carries inhaler',
    'Type 1 diabetes',
    'Penicillin allergy',
    'Epilepsy (controlled)',
    'Previous knee surgery',
  ];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  const n = 1500;
  const at = Math.floor(n * 0.51);
  const kwameAt = Math.floor(n * 0.23);
  const usedBibs = new Set<number>();
  const priyankaMobile = '07956 218407';
  const kwameMobile = '07723 580114';
  const entries: string[] = [];
  for (let i = 0; i < n; i++) {
    let bib = between(random, 10001, 58999);
    while (usedBibs.has(bib)) bib = between(random, 10001, 58999);
    usedBibs.add(bib);
    let gender = random() < 0.45 ? 'F' : 'M';
    let first = firstFor(random, gender);
    let last = oneOf(random, LAST);
    let own = mobile(random);
    let ecName = `${oneOf(random, FIRST)} ${random() < 0.5 ? last : oneOf(random, LAST)}`;
    let ecRel = oneOf(random, relations);
    let ecPhone = mobile(random);
    if (i === at) {
      [first, last, own, ecName, ecRel, ecPhone, gender] = [
        'Priyanka',
        'Osei-Bonsu',
        priyankaMobile,
        'Kwame Osei-Bonsu',
        'Spouse',
        needle,
        'F',
      ];
    } else if (i === kwameAt) {
      [first, last, own, ecName, ecRel, ecPhone, gender] = [
        'Kwame',
        'Osei-Bonsu',
        kwameMobile,
        'Priyanka Osei-Bonsu',
        'Spouse',
        priyankaMobile,
        'M',
      ];
    } else if (i === Math.floor(n * 0.68)) {
      [first, last] = ['Priyanka', 'Sharma'];
      gender = 'F';
    } else if (i === Math.floor(n * 0.37)) {
      [first, last] = ['Ama', 'Osei'];
      gender = 'F';
    }
    const dob = `${between(random, 1948, 2008)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
    const town = oneOf(random, towns);
    const predicted = between(random, 150, 400) * 60;
    const wave =
      predicted < 200 * 60
        ? 'Red'
        : predicted < 230 * 60
          ? 'Orange'
          : predicted < 260 * 60
            ? 'Yellow'
            : predicted < 290 * 60
              ? 'Green'
              : 'Blue';
    const charity = oneOf(random, charities);
    const med = oneOf(random, medical);
    const club = random() < 0.5 ? oneOf(random, CLUBS) : '';
    entries.push(
      `<Entry id="E-${100000 + i * 7 + pick(random, 7)}" status="${random() < 0.97 ? 'Confirmed' : 'Transferred'}" created="2026-${pad2(between(random, 1, 9))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 6, 23))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z">` +
        `<Bib>${bib}</Bib><Name><First>${first}</First><Last>${esc(last)}</Last></Name><DateOfBirth>${dob}</DateOfBirth><Gender>${gender}</Gender>` +
        `<Nationality>${random() < 0.88 ? 'GBR' : oneOf(random, ['IRL', 'POL', 'GHA', 'IND', 'NED', 'FRA', 'USA'])}</Nationality>` +
        (club ? `<Club affiliated="true" urn="${between(random, 2000000, 3999999)}">${club}</Club>` : '<Club/>') +
        `<Contact><Email>${first.toLowerCase()}.${esc(last.toLowerCase().replace(/'/g, ''))}${pick(random, 100)}@${oneOf(random, ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'btinternet.com', 'icloud.com'])}</Email><Mobile>${own}</Mobile>` +
        `<Address><Line1>${between(random, 1, 240)} ${oneOf(random, STREETS)}</Line1><Town>${town}</Town><Postcode>AW${between(random, 1, 19)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}</Postcode></Address></Contact>` +
        `<EmergencyContact><Name>${esc(ecName)}</Name><Relationship>${ecRel}</Relationship><Phone>${ecPhone}</Phone></EmergencyContact>` +
        `<Race code="MAR">Marathon</Race><Wave>${wave}</Wave><PredictedFinish>${hms(predicted)}</PredictedFinish><TShirt>${oneOf(random, ['XS', 'S', 'M', 'L', 'XL', 'XXL'])}</TShirt>` +
        (charity ? `<Charity place="gold-bond">${charity}</Charity>` : '<Charity/>') +
        (med ? `<MedicalInfo>${med}</MedicalInfo>` : '<MedicalInfo/>') +
        `<Payment ref="pi_${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}" amount="${charity ? '0.00' : oneOf(random, ['58.00', '62.00', '66.00'])}" currency="GBP"/></Entry>`,
    );
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><EntryExport event="PAM26" race="MAR" generated="2026-11-06T18:00:04Z" count="${n}">${entries.join('')}</EntryExport>`;
  return probe(
    'round 100: registration entries (one-line XML)',
    'What emergency contact phone number did Priyanka Osei-Bonsu give when she registered?',
    'export_entries',
    output,
    'ec-phone',
    needle,
    true,
  );
}

/** The traffic management plan's closures: one-line GeoJSON. */
function roadClosuresGeoJson(): EconomicsTask {
  const random = seededRandom(100_103);
  const needle = '2026-11-08T13:40:00Z';
  const n = 210;
  const at = Math.floor(n * 0.5);
  const nearMiss = Math.floor(n * 0.31);
  const iso = (s: number) => `2026-11-08T${hhmm(s)}:00Z`;
  const features = Array.from({ length: n }, (_, i) => {
    let road = oneOf(
      random,
      STREETS.filter((s) => s !== 'Quayside Road' && s !== 'Old Quayside Road'),
    );
    if (i === at) road = 'Quayside Road';
    if (i === nearMiss) road = 'Old Quayside Road';
    let from = oneOf(random, STREETS);
    let to = oneOf(random, STREETS);
    if (i === at) [from, to] = ['Harbour Street', 'Pier Road'];
    const km = Math.round((i / n) * 42.2 * 10) / 10;
    const closes = 5 * 3600 + between(random, 0, 10) * 15 * 60;
    let reopen = 10 * 3600 + 30 * 60 + Math.round(km * 5.5) * 60 + between(random, 0, 6) * 5 * 60;
    if (i === at) reopen = 13 * 3600 + 40 * 60;
    else while (iso(reopen) === needle) reopen += 5 * 60;
    let lon = -1.58 + random() * 0.16;
    let lat = 54.96 + random() * 0.09;
    const coords: [number, number][] = [];
    const m = between(random, 45, 90);
    const dLon = (random() - 0.5) * 0.0008;
    const dLat = (random() - 0.5) * 0.0008;
    for (let k = 0; k < m; k++) {
      lon += dLon + (random() - 0.5) * 0.0002;
      lat += dLat + (random() - 0.5) * 0.0002;
      coords.push([Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]);
    }
    return {
      type: 'Feature',
      id: `RC-${String(300 + i).padStart(4, '0')}`,
      geometry: { type: 'LineString', coordinates: coords },
      properties: {
        closure_id: `RC-${String(300 + i).padStart(4, '0')}`,
        road,
        section_from: from,
        section_to: to,
        course_km: km,
        direction: oneOf(random, ['both', 'both', 'northbound', 'southbound', 'eastbound', 'westbound']),
        closure_type: oneOf(random, ['full', 'full', 'full', 'rolling', 'lane', 'no-waiting']),
        order_ref: `PA/TTRO/2026/${String(between(random, 90, 140)).padStart(4, '0')}`,
        closed_from: iso(closes),
        reopen_planned: iso(reopen),
        reopen_actual: null,
        reopen_trigger: oneOf(random, ['sweep vehicle + 15 min', 'sweep vehicle + 10 min', 'cones cleared', 'police stand-down']),
        diversion_route: `D${between(random, 1, 14)}`,
        bus_services_affected: shuffle(random, ['1', '2', '12', '19', '42', '56', 'X9', 'X21', '307']).slice(0, between(random, 0, 3)),
        marshal_points: Array.from({ length: between(random, 1, 3) }, () => `MP-${String(between(random, 1, 420)).padStart(3, '0')}`),
        residents_access: oneOf(random, ['escorted', 'none', 'via crossing point', 'pedestrian only']),
        signage: {
          advance_signs: between(random, 2, 14),
          installed: '2026-10-25',
          contractor: oneOf(random, ['Chevron TM', 'Northway Traffic', 'AMEY']),
        },
      },
    };
  });
  const output = JSON.stringify({
    type: 'FeatureCollection',
    name: 'pam26_road_closures_v9',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
    metadata: { event: 'PAM26', plan_version: 9, issued: '2026-11-02', authority: 'Port Aldwick City Council Highways' },
    features,
  });
  return probe(
    'round 100: road closures (one-line GeoJSON)',
    'What time is Quayside Road due to reopen today?',
    'get_road_closures',
    output,
    'reopen',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** The marshal plan: YAML of sectors and their marshal points. */
function marshalPlanYaml(): EconomicsTask {
  const random = seededRandom(100_104);
  const needle = 'Bronagh McAteer';
  const lines: string[] = [
    '# Port Aldwick Marathon 2026 - marshal deployment plan',
    '# Generated by MarshalHub 3.8 from plan PAM26-MP v14 (issued 2026-11-05). Do not edit by hand.',
    'event: port-aldwick-marathon-2026',
    'race_date: 2026-11-08',
    'plan_version: 14',
    'control:',
    '  event_control: Guildhall EOC, Room 2',
    '  talkgroup: PAM-CONTROL',
    '  duty_manager: Siobhan Renwick',
    'sectors:',
  ];
  const total = 420;
  const target = Math.floor(total * 0.5);
  let mp = 0;
  for (let s = 1; s <= 12; s++) {
    lines.push(`  - sector: S${s}`);
    lines.push(`    name: Sector ${s} (${(s - 1) * 3.5} - ${s * 3.5} km)`);
    lines.push('    sector_manager:');
    lines.push(`      name: ${name(random)}`);
    lines.push(`      callsign: S${s}-SM`);
    lines.push(`      mobile: "${mobile(random)}"`);
    lines.push(`    radio_talkgroup: PAM-S${s}`);
    lines.push('    marshal_points:');
    for (let k = 0; k < 35; k++, mp++) {
      const a = oneOf(random, STREETS);
      let b = oneOf(random, STREETS);
      while (b === a) b = oneOf(random, STREETS);
      let location = oneOf(random, [
        `Junction of ${a} and ${b}`,
        `${a} outside No. ${between(random, 1, 180)}`,
        `${a} / ${b} roundabout`,
        `Crossing point: ${a} at ${b}`,
        `${a}, car park entrance`,
      ]);
      if (mp === target) location = 'Crossing point: Harbour Street at Pier Road';
      else if (location === 'Crossing point: Harbour Street at Pier Road') location = 'Junction of Harbour Street and Pier Road';
      const km = Math.round(((s - 1) * 3.5 + (k / 35) * 3.5) * 10) / 10;
      const type = location.startsWith('Crossing')
        ? 'crossing-point'
        : oneOf(random, ['junction', 'junction', 'spectator-control', 'closure-point', 'turn']);
      lines.push(`      - id: MP-${String(mp + 1).padStart(3, '0')}`);
      lines.push(`        location: "${location}"`);
      lines.push(`        km: ${km}`);
      lines.push(`        side: ${oneOf(random, ['both', 'left', 'right', 'centre'])}`);
      lines.push(`        type: ${type}`);
      lines.push(`        closure_ref: RC-${String(between(random, 300, 509)).padStart(4, '0')}`);
      lines.push(
        `        what3words: ///${oneOf(random, ['ladder', 'crisp', 'fence', 'otter', 'lamp', 'brick', 'harbour', 'tidal', 'spoon', 'maple'])}.${oneOf(random, ['stone', 'quiet', 'rope', 'gulls', 'pilot', 'clock', 'sandy', 'mint'])}.${oneOf(random, ['ferry', 'drum', 'petal', 'crown', 'wharf', 'kettle', 'robin', 'slate'])}`,
      );
      lines.push('        staffing:');
      lines.push('          lead_marshal:');
      lines.push(`            name: ${mp === target ? needle : name(random)}`);
      lines.push(`            callsign: S${s}-L${k + 1}`);
      lines.push(`            mobile: "${mobile(random)}"`);
      if (random() < 0.5) {
        lines.push('          deputy_marshal:');
        lines.push(`            name: ${name(random)}`);
        lines.push(`            callsign: S${s}-D${k + 1}`);
      }
      lines.push(`          marshals: ${between(random, 1, 9)}`);
      lines.push(`          sia_licensed: ${between(random, 0, 3)}`);
      lines.push(`          cadets: ${between(random, 0, 4)}`);
      lines.push(`        on_post: "${hhmm(6 * 3600 + 30 * 60 + between(random, 0, 8) * 15 * 60)}"`);
      lines.push(`        stand_down: after sweep vehicle (est. ${hhmm(10 * 3600 + Math.round(km * 6) * 60)})`);
      lines.push(
        `        kit: [${shuffle(random, ['barriers x12', 'tabard pack', 'crossing flags', 'megaphone', 'cones x20', 'whistle', 'torch', 'foil blankets', 'signage pack B']).slice(0, 4).join(', ')}]`,
      );
      lines.push('        briefing: >-');
      lines.push(
        `          ${oneOf(random, ['Controlled crossing for residents only when a gap in runners allows; wait for the lead marshal.', 'Keep spectators behind barriers on both pavements; no crossing.', 'Turn point: keep runners to the cones, watch for cutting the corner.', 'Vehicle access for emergency services only; log every vehicle movement.', 'Hold the junction until the sweep vehicle passes, then reopen on instruction from control.'])}`,
      );
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 100: marshal plan (YAML)',
    'Who is the lead marshal at the crossing point where Harbour Street meets Pier Road?',
    'get_marshal_plan',
    output,
    'lead-marshal',
    needle,
  );
}

/** The medical incident system's export: pretty JSON. */
function medicalIncidentsJson(): EconomicsTask {
  const random = seededRandom(100_105);
  const n = 620;
  const firstVisit = Math.floor(n * 0.3);
  const target = Math.floor(n * 0.56);
  const complaints = [
    'Blisters, left heel',
    'Calf cramp',
    'Exercise-associated collapse',
    'Chest pain',
    'Dizziness at finish',
    'Fall, grazed knees and hands',
    'Hypothermia (mild), shivering',
    'Nausea and vomiting',
    'Asthma, wheeze',
    'Hypoglycaemia, known diabetic',
    'Chafing',
    'Ankle sprain',
    'Exhaustion',
    'Nosebleed',
  ];
  const posts = [
    ['Medical Post 1', 5.2],
    ['Medical Post 2', 10.4],
    ['Medical Post 3', 15.8],
    ['Medical Post 4', 21.1],
    ['Medical Post 5', 26.0],
    ['Medical Post 6', 31.5],
    ['Medical Post 7', 36.2],
    ['Medical Post 8', 40.1],
    ['Finish Medical Tent A', 42.2],
    ['Finish Medical Tent B', 42.2],
  ] as const;
  const hospitals = ['Port Aldwick General Hospital', 'Royal Victoria Infirmary', 'Kingsmere Community Hospital'];
  let cad = 118;
  const incidents = Array.from({ length: n }, (_, i) => {
    const isTarget = i === target;
    const isFirst = i === firstVisit;
    const post = isTarget ? posts[6] : isFirst ? posts[3] : oneOf(random, posts);
    const reported = RACE_START + Math.round((i / n) * 6.5 * 3600) + between(random, 0, 300);
    const conveyed = isTarget || (!isFirst && random() < 0.07);
    let bib = String(between(random, 10001, 58999));
    while (bib === '40718') bib = String(between(random, 10001, 58999));
    if (isTarget || isFirst) bib = '40718';
    const complaint = isTarget ? 'Exercise-associated collapse' : isFirst ? 'Blisters, left heel' : oneOf(random, complaints);
    if (conveyed) cad += between(random, 2, 30);
    const cadRef = conveyed ? `NEA-261108-${String(cad).padStart(4, '0')}` : null;
    const hr = between(random, 68, 150);
    return {
      incident_id: `MI-2026-${String(i + 1).padStart(4, '0')}`,
      reported_at: `2026-11-08T${hhmmss(reported)}Z`,
      reported_by: oneOf(random, ['Clinician', 'Marshal radio', 'Spectator', 'Runner self-presented', 'Bike response']),
      location: { post: post[0], course_km: post[1], grid: `${between(random, 420000, 439000)},${between(random, 560000, 575000)}` },
      patient: {
        bib,
        age: isTarget || isFirst ? 46 : between(random, 18, 79),
        sex: isTarget || isFirst ? 'M' : oneOf(random, ['F', 'M']),
        medical_info_on_bib:
          isTarget || isFirst ? 'None' : oneOf(random, ['None', 'None', 'None', 'Asthma', 'Diabetes', 'Allergy: penicillin']),
      },
      presenting_complaint: complaint,
      triage: conveyed ? oneOf(random, ['P1', 'P2']) : oneOf(random, ['P3', 'P3', 'P4']),
      disposition: {
        outcome: conveyed
          ? 'Conveyed to hospital'
          : isFirst
            ? 'Returned to race'
            : oneOf(random, ['Returned to race', 'Discharged', 'Discharged', 'Withdrawn, discharged to family']),
        destination: conveyed ? (isTarget ? hospitals[0] : oneOf(random, hospitals)) : null,
        left_post_at: `2026-11-08T${hhmmss(reported + between(random, 300, 3600))}Z`,
        ambulance: conveyed
          ? {
              service: 'North East Ambulance Service',
              callsign: `${oneOf(random, ['RRV', 'DCA', 'DCA', 'EAC'])}${between(random, 100, 499)}`,
              cad_ref: cadRef,
            }
          : null,
      },
      observations: [
        {
          time: hhmm(reported + 120),
          hr,
          rr: between(random, 12, 30),
          spo2: between(random, 92, 100),
          bp: `${between(random, 95, 160)}/${between(random, 55, 95)}`,
          temp_c: between(random, 352, 389) / 10,
          gcs: conveyed ? between(random, 9, 15) : 15,
        },
        {
          time: hhmm(reported + 900),
          hr: hr - between(random, 0, 20),
          rr: between(random, 12, 22),
          spo2: between(random, 94, 100),
          bp: `${between(random, 100, 150)}/${between(random, 60, 90)}`,
          temp_c: between(random, 358, 382) / 10,
          gcs: 15,
        },
      ],
      treatment: shuffle(random, [
        'Rest and fluids',
        'Dressing applied',
        'Oral glucose',
        'Salbutamol inhaler',
        'Foil blanket',
        'Ice pack',
        'Oxygen',
        'Stretching',
        'ECG (12-lead)',
      ]).slice(0, between(random, 1, 3)),
      clinician: `${oneOf(random, ['Dr', 'Paramedic', 'Nurse', 'EMT'])} ${name(random)}`,
      closed: true,
    };
  });
  const needle = incidents[target]!.disposition.ambulance!.cad_ref!;
  const output = JSON.stringify(
    { event: 'PAM26', source: 'MedTrack Events 5.2', exported_at: '2026-11-08T16:05:11Z', count: n, incidents },
    null,
    2,
  );
  return probe(
    'round 100: medical incidents (pretty JSON)',
    'The runner with bib 40718 was taken to hospital by ambulance. What was the ambulance service reference for that job?',
    'export_medical_incidents',
    output,
    'cad-ref',
    needle,
  );
}

/** The results import worker's log, with Python tracebacks for the rows it skipped. */
function resultsImportLog(): EconomicsTask {
  const random = seededRandom(100_106);
  const needle = 'already assigned to bib 27704';
  const lines: string[] = [];
  const rows = 4600;
  const target = Math.floor(rows * 0.55);
  const otherHolder = Math.floor(rows * 0.41);
  let t = 14 * 3600 + 2 * 60;
  let ms = 117;
  const stamp = () => {
    ms += between(random, 3, 120);
    if (ms >= 1000) {
      t += Math.floor(ms / 1000);
      ms %= 1000;
    }
    return `2026-11-08 ${hhmmss(t)},${String(ms).padStart(3, '0')}`;
  };
  lines.push(`${stamp()} INFO [results.import] job 8841 started: source=timing_results_api race=MAR state=provisional batch=500`);
  const traceback = (frames: [string, number, string, string][], error: string) => {
    lines.push('Traceback (most recent call last):');
    for (const [file, line, fn, code] of frames) {
      lines.push(`  File "${file}", line ${line}, in ${fn}`);
      lines.push(`    ${code}`);
    }
    lines.push(error);
  };
  const base: [string, number, string, string][] = [
    ['/srv/results/worker/importer.py', 212, 'import_row', 'athlete = self.resolve_athlete(row)'],
  ];
  for (let r = 1; r <= rows; r++) {
    let bib = between(random, 10001, 58999);
    while (bib === 51190 || bib === 27704) bib = between(random, 10001, 58999);
    if (r === target) bib = 51190;
    if (r === otherHolder) bib = 27704;
    const chip = hex(random, 8).toUpperCase();
    const fail = r === target || (r !== otherHolder && random() < 0.012);
    if (r % 500 === 0)
      lines.push(`${stamp()} INFO [results.import] batch ${r / 500} committed (500 rows, ${between(random, 310, 980)} ms)`);
    if (!fail) {
      lines.push(
        `${stamp()} DEBUG [results.import] row ${r} bib=${bib} chip=${chip} finish=${hms(between(random, 8200, 23000))} status=FIN -> ok`,
      );
      continue;
    }
    lines.push(`${stamp()} ERROR [results.import] row ${r} (bib ${bib}) skipped: exception while importing`);
    const kind = r === target ? 0 : pick(random, 5);
    if (kind === 0) {
      let holder = between(random, 10001, 58999);
      while (holder === 27704) holder = between(random, 10001, 58999);
      if (r === target) holder = 27704;
      traceback(
        [
          ...base,
          ['/srv/results/worker/athletes.py', 131, 'resolve_athlete', 'self.chips.claim(row["chip"], row["bib"])'],
          ['/srv/results/worker/chips.py', 58, 'claim', 'raise DuplicateChipError(chip, holder)'],
        ],
        `results.errors.DuplicateChipError: chip ${chip} already assigned to bib ${holder}`,
      );
    } else if (kind === 1) {
      traceback(
        [
          ...base,
          ['/srv/results/worker/athletes.py', 97, 'resolve_athlete', 'dob = parse_dob(row["dob"])'],
          ['/usr/lib/python3.12/_strptime.py', 554, '_strptime_datetime', 'tt, fraction, gmtoff_fraction = _strptime(data_string, format)'],
        ],
        `ValueError: day is out of range for month: '${between(random, 1950, 2005)}-02-${between(random, 30, 31)}'`,
      );
    } else if (kind === 2) {
      traceback(
        [...base, ['/srv/results/worker/athletes.py', 144, 'resolve_athlete', 'club = self.clubs[row["club_code"]]']],
        `KeyError: '${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${between(random, 1, 9)}'`,
      );
    } else if (kind === 3) {
      traceback(
        [
          ['/srv/results/worker/importer.py', 220, 'import_row', 'splits = validate_splits(row["splits"])'],
          ['/srv/results/worker/splits.py', 41, 'validate_splits', 'raise SplitOrderError(prev, cur)'],
        ],
        `results.errors.SplitOrderError: ${oneOf(random, ['30K', '35K', '25K'])} (${hhmmss(11 * 3600 + between(random, 0, 7200))}.${pick(random, 10)}) is earlier than the previous split`,
      );
    } else {
      traceback(
        [
          ['/srv/results/worker/importer.py', 226, 'import_row', 'finish = parse_time(row["finish"]["chip"])'],
          ['/srv/results/worker/timefmt.py', 19, 'parse_time', 'return datetime.strptime(value, "%H:%M:%S")'],
        ],
        `ValueError: time data '${between(random, 2, 6)}:${between(random, 60, 99)}:${pad2(pick(random, 60))}' does not match format '%H:%M:%S'`,
      );
    }
  }
  lines.push(`${stamp()} INFO [results.import] job 8841 finished: ${rows} rows read, published to results site (revision 37)`);
  const output = lines.join('\n') + '\n';
  return probe(
    'round 100: results import log (tracebacks)',
    "Why didn't bib 51190 make it into the published results?",
    'results_import_logs',
    output,
    'import-skip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** The baggage tracking service's scan log: bag drop at the start, trucks, racking at the finish. */
function baggageScanLog(): EconomicsTask {
  const random = seededRandom(100_107);
  const needle = 'F07-112';
  const n = 2300;
  type Event = { t: number; line: string };
  const events: Event[] = [];
  const usedBibs = new Set<number>([31254]);
  const bibs: number[] = [];
  while (bibs.length < n - 1) {
    const b = between(random, 10001, 58999);
    if (!usedBibs.has(b)) {
      usedBibs.add(b);
      bibs.push(b);
    }
  }
  bibs.splice(Math.floor(n * 0.5), 0, 31254);
  const rackOf = (bib: number) =>
    `${'ABCDEFGHJK'[Math.min(9, Math.floor((bib - 10000) / 4900))]}${pad2(Math.floor(((bib - 10000) % 4900) / 245) + 1)}`;
  const slots = new Map<string, number>();
  const ts = (s: number) => `2026-11-08T${hhmmss(Math.floor(s))}.${String(Math.floor((s % 1) * 1000)).padStart(3, '0')}Z`;
  for (const bib of bibs) {
    const tag = `BG${bib}`;
    const tent = `BD-${between(random, 1, 6)}`;
    const drop = 6 * 3600 + 45 * 60 + random() * 2 * 3600;
    const truck = `T${pad2(Math.floor((bib - 10000) / 1400) + 1)}`;
    const load = drop + 300 + random() * 1500;
    const rackTime = bib === 31254 ? 9 * 3600 + 51 * 60 + 13.402 : 9 * 3600 + 40 * 60 + random() * 1.7 * 3600;
    const rack = bib === 31254 ? 'F07' : rackOf(bib);
    let loc = needle;
    if (bib !== 31254) {
      let slot = (slots.get(rack) ?? 100) + 1 + pick(random, 2);
      if (`${rack}-${slot}` === needle) slot += 1;
      slots.set(rack, slot);
      loc = `${rack}-${slot}`;
    }
    const vol = () => `vol-${between(random, 1000, 3999)}`;
    events.push({
      t: drop,
      line: `${ts(drop)} INFO  bagtrack.scan  event=DROP tag=${tag} bib=${bib} tent=${tent} desk=${pad2(between(random, 1, 14))} by=${vol()} weight_kg=${(between(random, 8, 60) / 10).toFixed(1)}`,
    });
    events.push({
      t: load,
      line: `${ts(load)} INFO  bagtrack.scan  event=LOAD tag=${tag} bib=${bib} truck=${truck} cage=C${between(random, 1, 4)} by=${vol()}`,
    });
    events.push({
      t: rackTime,
      line: `${ts(rackTime)} INFO  bagtrack.scan  event=RACK tag=${tag} bib=${bib} zone=RECLAIM-${rack[0]} loc=${loc} by=${vol()}`,
    });
    if (bib !== 31254 && random() < 0.55) {
      const out = rackTime + 1800 + random() * 3 * 3600;
      events.push({
        t: out,
        line: `${ts(out)} INFO  bagtrack.scan  event=COLLECT tag=${tag} bib=${bib} desk=R${between(random, 1, 20)} id_check=bib by=${vol()}`,
      });
    }
  }
  for (let k = 1; k <= 30; k++) {
    const dep = 8 * 3600 + 20 * 60 + k * 60;
    events.push({
      t: dep,
      line: `${ts(dep)} INFO  bagtrack.fleet event=DEPART truck=T${pad2(k)} from=START-VILLAGE seal=${between(random, 400000, 499999)} driver=${name(random)}`,
    });
    const arr = dep + 2400 + random() * 900;
    events.push({ t: arr, line: `${ts(arr)} INFO  bagtrack.fleet event=ARRIVE truck=T${pad2(k)} at=FINISH-RECLAIM seal_intact=true` });
  }
  events.sort((a, b) => a.t - b.t);
  const output = events.map((e) => e.line).join('\n') + '\n';
  return probe(
    'round 100: baggage scan log (preamble, paraphrase)',
    "A runner has turned up at the info tent upset because her kit bag isn't where it should be in the reclaim area. Her race number is 31254. Where did her bag actually end up at the finish?",
    'baggage_scan_log',
    output,
    'bag-location',
    needle,
  );
}

/** The volunteer rostering system's assignment report: an ASCII table. */
function volunteerRoster(): EconomicsTask {
  const random = seededRandom(100_108);
  const needle = 'Catriona Lindqvist';
  const stations = [
    'FS01 Millbank Road (3.0 km)',
    'FS02 Chandlers Way (5.5 km)',
    'FS03 Gallowgate (8.0 km)',
    'FS04 Castle Wynd (10.5 km)',
    'FS05 Beacon Hill (13.0 km)',
    'FS06 Victoria Parade (15.5 km)',
    'FS07 Tollgate Street (18.0 km)',
    'FS08 Ferry Road (21.0 km)',
    'FS09 Bondgate (23.5 km)',
    'FS10 Linskill Road (26.0 km)',
    'FS11 Eastfield Bridge (29.0 km)',
    'FS12 Ropery Walk (31.5 km)',
    'FS13 Morrow Bank (34.0 km)',
    'FS14 Lighthouse Lane (36.5 km)',
    'FS15 Mariners Walk (39.0 km)',
  ];
  const other = [
    'Bag Drop BD-1',
    'Bag Drop BD-4',
    'Start Pens Red/Orange',
    'Start Pens Green/Blue',
    'Finish Funnel',
    'Medal Team',
    'Info Tent',
    'Reclaim Zone C',
    'Reclaim Zone F',
    'Cheer Zone 20 mi',
  ];
  const stationRoles = ['Water Crew', 'Water Crew', 'Water Crew', 'Gel Crew', 'Litter Pick', 'Runner Liaison'];
  const otherRoles = ['Team Member', 'Team Member', 'Team Lead', 'Runner Liaison'];
  type Row = [string, string, string, string, string, string, string, string];
  const rows: Row[] = [];
  const shift = (a: string) =>
    a.startsWith('FS')
      ? oneOf(random, ['07:00-12:30', '07:30-13:00', '08:00-14:00'])
      : oneOf(random, ['05:30-09:30', '06:00-10:00', '09:30-15:30', '11:00-17:00']);
  const row = (assignment: string, role: string, who: string): Row => [
    `V${between(random, 100000, 199999)}`,
    who,
    role,
    assignment,
    shift(assignment),
    mobile(random),
    oneOf(random, ['S', 'M', 'L', 'XL']),
    random() < 0.93 ? `08:${pad2(pick(random, 60))}` : '-',
  ];
  for (const st of stations) {
    if (!st.startsWith('FS11')) rows.push(row(st, 'Station Lead', name(random)));
    rows.push(row(st, 'Deputy Lead', name(random)));
    for (let k = 0; k < 120; k++) rows.push(row(st, oneOf(random, stationRoles), name(random)));
  }
  for (const a of other) for (let k = 0; k < 130; k++) rows.push(row(a, k === 0 ? 'Team Lead' : oneOf(random, otherRoles), name(random)));
  shuffle(random, rows);
  rows.splice(Math.floor(rows.length * 0.47), 0, row(stations[10]!, 'Station Lead', needle));
  const head: Row = ['VOL_ID', 'NAME', 'ROLE', 'ASSIGNMENT', 'SHIFT', 'MOBILE', 'TSHIRT', 'CHECKED_IN'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: Row) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const output = [
    'VolunteerPlus 6 :: Assignment report :: Port Aldwick Marathon 2026 :: race day 2026-11-08',
    `Filter: all assignments, all roles :: ${rows.length} volunteers :: printed 2026-11-08 08:51`,
    rule,
    fmt(head),
    rule,
    ...rows.map(fmt),
    rule,
    '',
  ].join('\n');
  return probe(
    'round 100: volunteer roster (paraphrase)',
    'Who is in charge of the water station at 29 km?',
    'volunteer_assignments',
    output,
    'station-lead',
    needle,
  );
}

/** The results website's results page: an HTML table. */
function resultsHtml(): EconomicsTask {
  const random = seededRandom(100_109);
  const needle = '4:12:38';
  const n = 4300;
  const chipTimes = Array.from({ length: n }, () => Math.round((between(random, 8100, 23500) + between(random, 8100, 23500)) / 2)).sort(
    (a, b) => a - b,
  );
  const targetPlace = chipTimes.findIndex((s) => s >= 4 * 3600 + 12 * 60 + 38);
  chipTimes[targetPlace] = 4 * 3600 + 12 * 60 + 38;
  for (let i = 0; i < n; i++) if (i !== targetPlace && hms(chipTimes[i]!) === needle) chipTimes[i]! += i < targetPlace ? -1 : 1;
  const rows: string[] = [];
  const esc = (s: string) => s.replace(/'/g, '&#39;');
  for (let i = 0; i < n; i++) {
    const chip = chipTimes[i]!;
    let gun = chip + between(random, 10, 1500);
    if (hms(gun) === needle) gun += 1;
    let gender = random() < 0.44 ? 'F' : 'M';
    let first = firstFor(random, gender);
    let last = oneOf(random, LAST);
    let club = random() < 0.5 ? oneOf(random, CLUBS) : '';
    let bib = between(random, 10001, 58999);
    if (i === targetPlace) [first, last, club, gender, bib] = ['Tomasz', 'Wieczorek', 'Ravensworth Harriers', 'M', 37315];
    else if (i === Math.floor(n * 0.58)) [first, last, club, gender] = ['Agnieszka', 'Wieczorek', 'Ravensworth Harriers', 'F'];
    else if (i === Math.floor(n * 0.21)) [first, last, club, gender] = ['Tomasz', 'Wisniewski', 'Eastfield Striders', 'M'];
    const age = between(random, 18, 78);
    const cat = age < 35 ? `${gender}SEN` : `${gender}${Math.floor(age / 5) * 5}`;
    rows.push(
      `<tr class="${i % 2 ? 'odd' : 'even'}"><td class="pos">${i + 1}</td><td class="bib">${bib}</td><td class="name"><a href="/pam26/athlete/${bib}">${first} ${esc(last)}</a></td><td class="club">${esc(club)}</td><td class="cat">${cat}</td><td class="time gun">${hms(gun)}</td><td class="time chip">${hms(chip)}</td></tr>`,
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Port Aldwick Marathon 2026 - Results - Marathon - All finishers</title>',
    '<link rel="stylesheet" href="/assets/results.4e1c9a.css">',
    '</head>',
    '<body>',
    '<header class="site"><a href="/">Aldwick Road Running Trust</a> / <a href="/pam26">Port Aldwick Marathon 2026</a> / Results</header>',
    '<main>',
    '<h1>Marathon - All finishers</h1>',
    '<p class="status">Provisional results, published 2026-11-08 15:00. Official results are confirmed after the 7-day review period.</p>',
    '<table class="results">',
    '<thead><tr><th>Pos</th><th>Bib</th><th>Name</th><th>Club</th><th>Cat</th><th>Gun Time</th><th>Chip Time</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '</main>',
    '<footer>Timing by Quaywise Timing Ltd. Chip times run from when the runner crossed the start mat.</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 100: results page (preamble, paraphrase)',
    'Our results went live this afternoon and the club secretary at Ravensworth Harriers has emailed about one of her members, Tomasz Wieczorek, who thinks his time looks wrong. What net time do we have for him on the results page?',
    'fetch_results_page',
    output,
    'net-time',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** The timing decoders' read statistics: a CLI table of 5-minute intervals per point and box. */
function decoderReadRates(): EconomicsTask {
  const random = seededRandom(100_110);
  const points: [string, number][] = [
    ['START-A', 0],
    ['START-B', 0],
    ['2.5K', 2500],
    ['5K', 5000],
    ['7.5K', 7500],
    ['10K', 10000],
    ['12.5K', 12500],
    ['15K', 15000],
    ['17.5K', 17500],
    ['20K', 20000],
    ['HALF', 21097],
    ['25K', 25000],
    ['27.5K', 27500],
    ['30K', 30000],
    ['32.5K', 32500],
    ['35K', 35000],
    ['37.5K', 37500],
    ['40K', 40000],
    ['FIN-A', 42195],
    ['FIN-B', 42195],
  ];
  const boxes = points.map(() => [`TRX-${between(random, 1000, 1999)}`, `TRX-${between(random, 2000, 2999)}`] as const);
  type Row = {
    interval: string;
    point: string;
    box: string;
    passings: number;
    uniq: number;
    reads: number;
    rssi: string;
    noise: number;
    temp: string;
    batt: string;
  };
  const rows: Row[] = [];
  for (let t = 8 * 3600 + 55 * 60; t < 16 * 3600; t += 300) {
    points.forEach(([point, d], pi) => {
      const first = RACE_START + (d / 1000) * 175;
      const mid = RACE_START + 40 * 60 + (d / 1000) * 330;
      const lastT = RACE_START + 75 * 60 + (d / 1000) * 470;
      const shape = t < first || t > lastT ? 0 : t < mid ? (t - first) / (mid - first) : (lastT - t) / (lastT - mid);
      const passings = Math.round(shape * between(random, 900, 1300) * (point.startsWith('START') || point.startsWith('FIN') ? 0.5 : 1));
      for (const box of boxes[pi]!) {
        const uniq = passings - Math.round(passings * between(random, 0, 110) * 0.0001);
        rows.push({
          interval: `${hhmm(t)}-${hhmm(t + 300)}`,
          point,
          box,
          passings,
          uniq,
          reads: Math.floor((uniq * between(random, 18, 34)) / 10),
          rssi: passings ? `-${between(random, 48, 62)}` : '-',
          noise: -between(random, 88, 97),
          temp: (between(random, 80, 150) / 10).toFixed(1),
          batt: (between(random, 121, 131) / 10).toFixed(1),
        });
      }
    });
  }
  let target = Math.floor(rows.length * 0.54);
  while (rows[target]!.passings < 500) target++;
  const tr = rows[target]!;
  tr.uniq = Math.round(tr.passings * 0.887);
  tr.reads = Math.floor(tr.uniq * 2.3);
  const pct = (r: Row) => (r.passings ? `${((r.uniq / r.passings) * 100).toFixed(2)}%` : '-');
  const needle = pct(tr);
  const head = ['INTERVAL', 'POINT', 'BOX', 'PASSINGS', 'UNIQ', 'READS', 'READ%', 'RSSI', 'NOISE', 'TEMP_C', 'BATT_V'];
  const cells = rows.map((r) => [
    r.interval,
    r.point,
    r.box,
    String(r.passings),
    String(r.uniq),
    String(r.reads),
    pct(r),
    r.rssi,
    String(r.noise),
    r.temp,
    r.batt,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const fmt = (c: string[]) => c.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const output = [
    '$ tagreader stats --event PAM26 --group-by point,box --interval 5m --from 08:55 --to 16:00',
    'TagReader Stats 4.12.3 | event PAM26 (Port Aldwick Marathon 2026) | 2026-11-08 | tz Europe/London',
    'PASSINGS = unique chips seen at the point by any box; UNIQ = unique chips seen by this box; READS = raw reads',
    '',
    fmt(head),
    ...cells.map(fmt),
    '',
    `${rows.length} rows`,
    '',
  ].join('\n');
  return probe(
    'round 100: decoder read rates (CLI table)',
    'Was there a time during the race when one of the timing mats picked up a lot fewer chips than it should have? Which mat and when?',
    'timing_decoder_stats',
    output,
    'read-rate',
    needle,
  );
}

/** The radio fleet manager's handset listing: one handset per line, key=value. */
function radioFleet(): EconomicsTask {
  const random = seededRandom(100_111);
  const needle = 'PAM25-MARSHAL-v7';
  const groups: [string, string, number][] = [
    ['CONTROL', 'PAM26-CONTROL-v4', 60],
    ['MARSHAL', 'PAM26-MARSHAL-v3', 1150],
    ['MEDICAL', 'PAM26-MEDICAL-v3', 260],
    ['LOGISTICS', 'PAM26-LOGISTICS-v2', 180],
    ['SECURITY', 'PAM26-SECURITY-v2', 150],
    ['TIMING', 'PAM26-TIMING-v1', 40],
  ];
  const radios: string[] = [];
  const all: { group: string; plug: string }[] = [];
  for (const [group, plug, count] of groups) for (let k = 0; k < count; k++) all.push({ group, plug });
  shuffle(random, all);
  let target = Math.floor(all.length * 0.52);
  while (all[target]!.group !== 'MARSHAL') target++;
  all.forEach(({ group, plug }, i) => {
    const model = oneOf(random, ['DP4400e', 'DP4400e', 'DP4401e', 'DP3441e']);
    radios.push(
      [
        `serial=${between(random, 100, 899)}T${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}${between(random, 1000, 9999)}`,
        `alias=${group.slice(0, 3)}-${String(i + 1).padStart(4, '0')}`,
        `model=${model}`,
        `fw=${oneOf(random, ['R02.21.01.1004', 'R02.21.01.1004', 'R02.20.03.0012'])}`,
        `codeplug=${i === target ? needle : plug}`,
        `group=${group}`,
        `zone=${group === 'MARSHAL' ? `PAM-S${between(random, 1, 12)}` : `PAM-${group}`}`,
        `channels=${group === 'CONTROL' ? 48 : 32}`,
        `battery=${oneOf(random, ['PMNN4544A', 'PMNN4491C', 'PMNN4409BR'])}`,
        `batt_health=${between(random, 78, 100)}%`,
        `assigned_to="${name(random)}"`,
        `issued=2026-11-0${oneOf(random, ['6', '7'])}T${pad2(between(random, 6, 19))}:${pad2(pick(random, 60))}`,
        `last_sync=2026-11-0${oneOf(random, ['5', '6'])}T${pad2(between(random, 8, 22))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
        `gps=${random() < 0.9 ? 'on' : 'off'}`,
      ].join(' '),
    );
  });
  const output = [
    '$ fleetctl radios list --fleet PAM26 --long',
    `# fleet PAM26 (Port Aldwick Marathon 2026): ${radios.length} handsets, listed 2026-11-08 06:12 by ops.comms`,
    ...radios,
    '',
  ].join('\n');
  return probe(
    'round 100: radio fleet (key=value listing)',
    "I think one of the handheld radios might still have last year's programming on it. Which one is it?",
    'list_radios',
    output,
    'codeplug',
    needle,
  );
}

/** The registration platform's entries: a CSV export. */
function entriesCsv(): EconomicsTask {
  const random = seededRandom(100_112);
  const needle = '0:42:30';
  const n = 4600;
  const target = Math.floor(n * 0.45);
  const csv = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['entry_id,bib,first_name,last_name,gender,dob,nationality,club,predicted_finish,wave,pen,tshirt,charity,registered_at'];
  for (let i = 0; i < n; i++) {
    const predicted = i === target ? 42 * 60 + 30 : between(random, 142, 420) * 60 + (random() < 0.2 ? between(random, 1, 59) : 0);
    const wave =
      predicted < 200 * 60
        ? 'Red'
        : predicted < 230 * 60
          ? 'Orange'
          : predicted < 260 * 60
            ? 'Yellow'
            : predicted < 290 * 60
              ? 'Green'
              : predicted < 330 * 60
                ? 'Blue'
                : 'Pink';
    const gender = random() < 0.45 ? 'F' : 'M';
    lines.push(
      [
        `E-${100000 + i * 3 + pick(random, 3)}`,
        String(between(random, 10001, 58999)),
        firstFor(random, gender),
        oneOf(random, LAST),
        gender,
        `${between(random, 1948, 2008)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
        random() < 0.88 ? 'GBR' : oneOf(random, ['IRL', 'POL', 'GHA', 'IND', 'NED', 'FRA', 'USA']),
        random() < 0.5 ? oneOf(random, CLUBS) : '',
        hms(predicted),
        wave,
        `${wave[0]}${between(random, 1, 4)}`,
        oneOf(random, ['XS', 'S', 'M', 'L', 'XL', 'XXL']),
        random() < 0.3
          ? oneOf(random, ['Aldwick Hospice', 'Macmillan Cancer Support', 'British Heart Foundation', 'Mind', 'RNLI', 'Shelter'])
          : '',
        `2026-${pad2(between(random, 1, 9))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 6, 23))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
      ]
        .map(csv)
        .join(','),
    );
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 100: registration entries (CSV)',
    "We're about to lock the start waves. Is there anyone whose predicted finish time looks nothing like everybody else's? Who, and what did they put?",
    'export_entries_csv',
    output,
    'predicted',
    needle,
  );
}

export function roundOneHundred(): EconomicsTask[] {
  return [
    chipTimingSplits(),
    registrationXml(),
    roadClosuresGeoJson(),
    marshalPlanYaml(),
    medicalIncidentsJson(),
    resultsImportLog(),
    baggageScanLog(),
    volunteerRoster(),
    resultsHtml(),
    decoderReadRates(),
    radioFleet(),
    entriesCsv(),
  ];
}
