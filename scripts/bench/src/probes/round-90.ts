/**
 * Probe round 90, written blind: the Brackenford City Council Urban Traffic Management and Control centre (signals, ANPR, message signs, car parks, permits, incidents). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - car park guidance feed (minified DATEX II JSON): when the Foundry Lane multi-storey is due to reopen;
 *  - UTC timing plan export (one-line XML): when the plans at London Road / Mill Street were last changed;
 *  - VMS device log (JSON with the log as one escaped string): what message went up on the A6120 northbound Kirkgate Retail Park sign yesterday afternoon;
 * b. The answer a few lines away from the line the question's words match:
 *  - street works permit search (pretty JSON): the site contact's phone number for the gas main replacement on Tanner Street;
 *  - junction inventory (YAML): the IP address of the controller at Station Road / Wharf Street;
 *  - ANPR camera status (nested CLI output): the serial number of the Eastgate inbound camera;
 * c. A question that paraphrases the output or carries a preamble:
 *  - control room incident log (pipe-separated log): when the broken-down lorry by the hospital was cleared (the log says HGV, Infirmary, recovered);
 *  - remote monitoring fault history (report grouped by site): what the monitoring logged for the school crossing on Birch Avenue that would not give a green man;
 *  - ANPR journey time report (fixed-width table): how long the drive from the motorway into the city centre took at about 5pm yesterday;
 * d. One value unlike its peers, with no error word near it:
 *  - SCOOT link summary (fixed-width printout): which link's occupancy is out of line with the rest;
 *  - outstation clock audit (box-drawn CLI table): which device's clock is far further out than the others;
 *  - message sign status dump (pretty JSON): which sign was running at a brightness unlike the others at 2:30am.
 * Not among the bench's targets.
 * First run, at ad2d3a9, the head when the round was written (with this file; `ROUNDS=90
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,260,766 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 90: car park feed (minified JSON)
 *     codex: 18,721 tokens, peak 18,647, 0/1 needles, 0 read-backs
 *     context-chef: 795 tokens, peak 721, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,404 tokens, peak 1,580, 0/1 needles, 3 read-backs
 *     ours: 1,870 tokens, peak 950, 0/1 needles, 1 read-backs
 *   round 90: timing plans (one-line XML)
 *     codex: 14,594 tokens, peak 14,518, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,622 tokens, peak 2,797, 0/1 needles, 4 read-backs
 *     ours: 5,974 tokens, peak 2,610, 1/1 needles, 4 read-backs
 *   round 90: VMS log (JSON string)
 *     codex: 20,479 tokens, peak 20,398, 0/1 needles, 0 read-backs
 *     context-chef: 940 tokens, peak 859, 0/1 needles, 0 read-backs
 *     context-chef-store: 26,323 tokens, peak 9,166, 1/1 needles, 4 read-backs
 *     ours: 9,614 tokens, peak 4,842, 1/1 needles, 2 read-backs
 *   round 90: street works permits (pretty JSON)
 *     codex: 11,184 tokens, peak 11,104, 0/1 needles, 0 read-backs
 *     context-chef: 614 tokens, peak 534, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,996 tokens, peak 2,574, 0/1 needles, 2 read-backs
 *     ours: 22,159 tokens, peak 8,158, 0/1 needles, 4 read-backs
 *   round 90: junction inventory (YAML)
 *     codex: 14,966 tokens, peak 14,894, 0/1 needles, 0 read-backs
 *     context-chef: 736 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,664 tokens, peak 2,833, 0/1 needles, 2 read-backs
 *     ours: 7,254 tokens, peak 3,278, 1/1 needles, 2 read-backs
 *   round 90: ANPR camera status (nested CLI)
 *     codex: 13,514 tokens, peak 13,444, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 618, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,622 tokens, peak 2,872, 0/1 needles, 2 read-backs
 *     ours: 6,877 tokens, peak 3,135, 0/1 needles, 2 read-backs
 *   round 90: incident log (paraphrase, preamble)
 *     codex: 14,437 tokens, peak 14,354, 0/1 needles, 0 read-backs
 *     context-chef: 692 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,885 tokens, peak 1,283, 0/1 needles, 4 read-backs
 *     ours: 4,544 tokens, peak 1,015, 0/1 needles, 4 read-backs
 *   round 90: fault history (preamble, paraphrase)
 *     codex: 14,837 tokens, peak 14,749, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 593, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,481 tokens, peak 3,560, 0/1 needles, 3 read-backs
 *     ours: 3,499 tokens, peak 1,638, 0/1 needles, 2 read-backs
 *   round 90: journey times (paraphrase, preamble)
 *     codex: 17,979 tokens, peak 17,890, 0/1 needles, 0 read-backs
 *     context-chef: 814 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,248 tokens, peak 1,360, 0/1 needles, 4 read-backs
 *     ours: 4,519 tokens, peak 968, 0/1 needles, 4 read-backs
 *   round 90: SCOOT link summary (odd occupancy)
 *     codex: 16,402 tokens, peak 16,318, 0/1 needles, 0 read-backs
 *     context-chef: 786 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,675 tokens, peak 2,133, 0/1 needles, 2 read-backs
 *     ours: 3,466 tokens, peak 1,686, 0/1 needles, 2 read-backs
 *   round 90: outstation clock audit (odd offset)
 *     codex: 18,499 tokens, peak 18,417, 0/1 needles, 0 read-backs
 *     context-chef: 763 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,735 tokens, peak 1,372, 0/1 needles, 1 read-backs
 *     ours: 918 tokens, peak 638, 0/1 needles, 0 read-backs
 *   round 90: sign status dump (odd brightness)
 *     codex: 13,278 tokens, peak 13,195, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,586 tokens, peak 2,757, 0/1 needles, 3 read-backs
 *     ours: 15,687 tokens, peak 6,618, 0/1 needles, 4 read-backs
 *     codex: 188,890 tokens, 0/12 needles
 *     context-chef: 8,935 tokens, 0/12 needles
 *     context-chef-store: 94,241 tokens, 1/12 needles
 *     ours: 86,381 tokens, 3/12 needles
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

// ---------------------------------------------------------------------------------------------------
// Shared bits of Brackenford

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `2026-11-17T09:20:00Z` */
const isoZ = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2026-11-17 09:20:00` */
const sqlTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `16/11/2026 17:03:51` */
function ukTime(ms: number): string {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${d.toISOString().slice(11, 19)}`;
}
const hourOf = (ms: number): number => new Date(ms).getUTCHours() + new Date(ms).getUTCMinutes() / 60;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const fit = (s: string, width: number): string => (s.length > width ? s.slice(0, width) : s.padEnd(width));

const STREETS = [
  'Wellington Street',
  'Park Row',
  'Kirkgate',
  'Eastgate',
  'Westgate',
  'Northgate',
  'Southgate',
  'Tanner Street',
  'Mill Street',
  'Mill Lane',
  'Millbank',
  'London Road',
  'Station Road',
  'Wharf Street',
  'Canal Walk',
  'Quay Street',
  'Boar Lane',
  'Vicar Lane',
  'Holbeck Road',
  'Infirmary Road',
  'Birch Avenue',
  'Moorfield Road',
  'Clarence Road',
  'Castlegate',
  'Tithebarn Street',
  'Ropewalk',
  'Foundry Lane',
  'Saltergate',
  'Friargate',
  'Copperfield Road',
  'Hollin Lane',
  'Sandford Road',
  'Ashcombe Road',
  'Marlow Street',
  'Denholme Road',
  'Pemberton Street',
  'Carlton Hill',
  'Cheapside',
  'Bridge Street',
  'Market Street',
  'High Street',
  'Church Street',
  'Albion Street',
  'Portland Way',
  'Victoria Road',
  "Queen's Road",
  'King Street',
  'Trinity Street',
  'Merrion Street',
  'Grafton Street',
  'Lister Lane',
  'Fenton Street',
  'Bramley Road',
  'Aire Street',
  'Hunslet Road',
  'Calverley Street',
  'Woodhouse Lane',
  'Blenheim Walk',
  'Harrogate Road',
  'York Road',
  'Dock Street',
  'Clarendon Road',
  'Holly Road',
  'Regent Street',
  'Sheepscar Street',
  'Armley Road',
  'Kirkstall Road',
  'Otley Road',
  'Roundhay Road',
  'Selby Road',
  'Wakefield Road',
  'Dewsbury Road',
  'Elland Road',
  'Tong Road',
  'Whitehall Road',
  'Burley Road',
  'Meanwood Road',
  'Chapeltown Road',
  'Cross Green Lane',
  'Easterly Road',
  'Oakwood Lane',
  'Thornton Road',
  'Ashby Street',
  'Garnet Road',
  'Beckett Street',
  'Lupton Avenue',
  'Ingram Road',
  'Rodley Lane',
  'Spen Lane',
  'Hawksworth Road',
] as const;

/** `Station Road` as the short form a control room types: `Station Rd`. */
function short(street: string): string {
  return street
    .replace(/ Street$/, ' St')
    .replace(/ Road$/, ' Rd')
    .replace(/ Lane$/, ' Ln')
    .replace(/ Avenue$/, ' Ave');
}

const FIRST = [
  'Gary',
  'Dean',
  'Karen',
  'Sophie',
  'Imran',
  'Lee',
  'Paul',
  'Joanne',
  'Craig',
  'Aisha',
  'Tom',
  'Rachel',
  'Mark',
  'Nadia',
  'Steve',
  'Kelly',
  'Darren',
  'Priya',
  'Wayne',
  'Hannah',
  'Jamie',
  'Liam',
  'Zoe',
  'Martin',
  'Usman',
  'Claire',
  'Neil',
  'Gemma',
  'Tariq',
  'Lisa',
];
const LAST = [
  'Pickles',
  'Holroyd',
  'Barker',
  'Okafor',
  'Hussain',
  'Walsh',
  'Sutcliffe',
  'Ackroyd',
  'Mistry',
  'Hirst',
  'Brook',
  'Kaur',
  'Firth',
  'Lumb',
  'Greenwood',
  'Ahmed',
  'Booth',
  'Crowther',
  'Naylor',
  'Rhodes',
  'Shaw',
  'Patel',
  'Illingworth',
  'Dobson',
  'Hartley',
  'Kowalski',
  'Marsden',
  'Iqbal',
  'Lister',
  'Wood',
];
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** Two streets that make a junction's name, never `avoid` (either way round). */
function junctionName(random: () => number, avoid: readonly [string, string] = ['', '']): string {
  for (;;) {
    const a = oneOf(random, STREETS);
    const b = oneOf(random, STREETS);
    if (a === b) continue;
    if ((a === avoid[0] && b === avoid[1]) || (a === avoid[1] && b === avoid[0])) continue;
    return `${a} / ${b}`;
  }
}

/** A value from `make` that is not in `used` (and is then added to it). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const v = make();
    if (!used.has(v)) {
      used.add(v);
      return v;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line

const CAR_PARKS: readonly (readonly [string, number])[] = [
  ['Eastgate Centre MSCP', 1240],
  ['Merrion Street MSCP', 860],
  ['Castlegate Quays', 420],
  ['Station Multi-storey', 980],
  ['Northgate Park & Ride', 1100],
  ['Elmfield Park & Ride', 850],
  ['Stourton Park & Ride', 1200],
  ['Westgate Retail Park', 640],
  ['Trinity Walk', 1010],
  ['Arena Way MSCP', 720],
  ['Infirmary Visitors', 380],
  ['Albion Street', 210],
  ['Cheapside', 160],
  ['Victoria Gate MSCP', 800],
  ['Foundry Street (surface)', 140],
  ['Wharf Street', 260],
  ['Quarry Hill', 520],
  ['Dock Street', 190],
  ['Crown Point Retail', 900],
  ['Kirkgate Market', 310],
  ['Marlow Street', 120],
  ['Aire Street', 230],
  ['Grafton Street', 175],
  ['Clarence Dock', 640],
  ['Holbeck Urban Village', 290],
  ['Bridge Street', 145],
  ['Portland Way', 380],
  ['Woodhouse Lane MSCP', 870],
  ['Civic Quarter', 450],
  ["St Peter's Square", 330],
  ['Tithebarn Street', 205],
  ['Saltergate', 115],
  ['Pemberton Street', 260],
  ['Kirkgate Retail Park', 560],
  ['Fenton Street', 150],
  ['Copperfield Road', 240],
  ['Calverley Street', 300],
  ['Ropewalk', 95],
  ['University (Blenheim Walk)', 410],
  ['Sandford Road Leisure Centre', 180],
];

/** How full a car park is at hour `h` (0 to 1), by its kind. */
function fullness(random: () => number, name: string, h: number, base: number): number {
  const parkAndRide = name.includes('Park & Ride');
  const shape = parkAndRide
    ? h > 6.5 && h < 19
      ? Math.min(1, (h - 6.5) / 2.5) * (h > 16 ? Math.max(0, (19 - h) / 3) : 1)
      : 0
    : h > 7 && h < 20
      ? Math.sin(((h - 7) / 13) * Math.PI)
      : 0.05;
  return Math.max(0, Math.min(1, base + (0.97 - base) * shape + (random() - 0.5) * 0.04));
}

function carParkFeed(): EconomicsTask {
  const random = seededRandom(9001);
  const needle = '2026-11-23T06:00:00Z';
  const now = Date.UTC(2026, 10, 17, 9, 20);
  const sites = CAR_PARKS.map(([name, spaces]) => ({ name, spaces }));
  const middle = Math.floor(sites.length / 2);
  sites.splice(middle, 0, { name: 'Foundry Lane MSCP', spaces: 612 });
  const partial = new Map<string, [string, string, string]>([
    ['Eastgate Centre MSCP', ['2026-11-16T22:00:00Z', '2026-11-17T07:00:00Z', 'Overnight closure, cleaning of ramps']],
    ['Merrion Street MSCP', ['2026-11-02T06:00:00Z', '2026-12-04T18:00:00Z', 'Level 4 closed for concrete repairs']],
    ['Trinity Walk', ['2026-11-16T18:00:00Z', '2026-11-19T22:00:00Z', 'Levels 5 and 6 closed, Christmas market storage']],
    ['Victoria Gate MSCP', ['2026-10-19T06:00:00Z', '2027-01-08T06:00:00Z', 'Lift 2 out of service, level 7 closed']],
    ['Clarence Dock', ['2026-11-14T06:00:00Z', '2026-11-30T05:00:00Z', 'Deck 2 closed for drainage works']],
    ['Foundry Street (surface)', ['2026-11-17T07:30:00Z', '2026-11-17T18:30:00Z', 'Six bays suspended for a crane lift']],
  ]);
  const records = sites.map((site, i) => {
    const closed = site.name === 'Foundry Lane MSCP';
    const base = 0.05 + random() * 0.25;
    const history: { t: string; vacant: number; occupancy: number }[] = [];
    let vacant = 0;
    let occupancy = 0;
    for (let t = now - DAY + 5 * MINUTE; t <= now; t += 5 * MINUTE) {
      const f = closed ? 0 : fullness(random, site.name, hourOf(t), base);
      const occupied = Math.round(site.spaces * f);
      vacant = closed ? 0 : site.spaces - occupied;
      occupancy = closed ? 0 : Math.round((occupied / site.spaces) * 1000) / 10;
      history.push({ t: isoZ(t), vacant, occupancy });
    }
    const status = closed ? 'closed' : occupancy >= 98 ? 'full' : occupancy >= 90 ? 'almostFull' : 'spacesAvailable';
    const closure = closed
      ? (['2026-11-09T06:00:00Z', needle, 'Closed for deck resurfacing and line marking, all levels'] as const)
      : partial.get(site.name);
    return {
      parkingRecordReference: { targetClass: 'ParkingRecord', id: `BCC-CP-${pad(i + 1, 3)}`, version: String(between(random, 3, 61)) },
      parkingRecordName: site.name,
      parkingStatusOriginTime: isoZ(now - between(random, 0, 4) * MINUTE),
      parkingSiteStatus: status,
      parkingSiteOpeningStatus: closed ? 'closed' : 'open',
      ...(closure
        ? {
            openingStatusValidity: {
              validityStatus: 'definedByValidityTimeSpec',
              validityTimeSpecification: { overallStartTime: closure[0], overallEndTime: closure[1] },
            },
            statusComment: closure[2],
          }
        : {}),
      parkingOccupancy: {
        parkingNumberOfSpaces: site.spaces,
        parkingNumberOfVacantSpaces: vacant,
        parkingNumberOfOccupiedSpaces: closed ? 0 : site.spaces - vacant,
        parkingOccupancy: occupancy,
      },
      parkingOccupancyTrend: closed ? 'stable' : oneOf(random, ['increasing', 'stable', 'decreasing']),
      vmsGuidanceText: closed ? 'CLOSED' : status === 'full' ? 'FULL' : String(vacant),
      parkingStatusHistory: history,
    };
  });
  const feed = {
    d2Payload: {
      type: 'ParkingStatusPublication',
      modelBaseVersion: '3',
      lang: 'en',
      publicationTime: isoZ(now),
      publicationCreator: { country: 'GB', nationalIdentifier: 'BCC-UTMC' },
      parkingTableReference: [{ targetClass: 'ParkingTable', id: 'BCC-CAR-PARKS', version: '57' }],
      parkingRecordStatus: records,
    },
  };
  return probe(
    'round 90: car park feed (minified JSON)',
    'When is the Foundry Lane multi-storey car park expected to reopen?',
    'get_parking_status_feed',
    JSON.stringify(feed),
    'foundry',
    needle,
    true,
  );
}

const PLAN_NAMES = ['Overnight', 'AM peak', 'Inter-peak', 'PM peak', 'Evening', 'Saturday', 'Sunday', 'Event'] as const;
const REGIONS = ['City Centre', 'North', 'East', 'Riverside', 'South', 'West'] as const;
const ENGINEERS = ['s.barker', 'j.okafor', 'r.khan', 'm.hughes', 'l.sutcliffe', 'd.patel', 'a.mistry', 'k.firth', 'n.booth'] as const;

function timingPlanExport(): EconomicsTask {
  const random = seededRandom(9002);
  const needle = '2026-11-12T14:37:09Z';
  const target: readonly [string, string] = ['London Road', 'Mill Street'];
  const stamps = new Set<string>([needle]);
  const count = 330;
  const middle = Math.floor(count * 0.52);
  const sites: string[] = [];
  for (let i = 0; i < count; i++) {
    const region = 1 + Math.floor((i / count) * REGIONS.length);
    const crossing = random() < 0.22;
    const scn = `${crossing ? 'P' : 'J'}0${region}${pad(100 + i, 3)}`;
    const name =
      i === middle
        ? `${target[0]} / ${target[1]}`
        : crossing
          ? `${oneOf(random, STREETS)} (o/s No. ${between(random, 2, 240)}) ${oneOf(random, ['Puffin', 'Toucan', 'Pelican'])}`
          : junctionName(random, target);
    const modified =
      i === middle
        ? needle
        : fresh(stamps, () => isoZ(Date.UTC(2024, 0, 1) + Math.floor(random() * (Date.UTC(2026, 10, 17, 8) - Date.UTC(2024, 0, 1)))));
    const by = oneOf(random, ENGINEERS);
    const stages = crossing ? ['A', 'B'] : ['A', 'B', 'C', 'D', 'E'].slice(0, between(random, 2, 5));
    const planCount = crossing ? between(random, 1, 3) : between(random, 3, 7);
    const plans: string[] = [];
    for (let p = 1; p <= planCount; p++) {
      const cycle = crossing ? 4 * between(random, 12, 22) : 4 * between(random, 12, 32);
      let stageXml = '';
      let left = cycle - stages.length * 5;
      stages.forEach((s, k) => {
        const green = k === stages.length - 1 ? left : Math.max(7, Math.round(left / (stages.length - k)) + between(random, -6, 6));
        left -= green;
        stageXml += `<Stage id="${s}" greenTime="${green}" minGreen="${crossing && s === 'B' ? 6 : 7}" maxGreen="${green + between(random, 5, 20)}"/>`;
      });
      const ig = stages
        .map((s, k) => `<Intergreen from="${s}" to="${stages[(k + 1) % stages.length]}" seconds="${between(random, 4, 8)}"/>`)
        .join('');
      plans.push(
        `<Plan number="${p}" name="${PLAN_NAMES[p - 1]}" cycleTime="${cycle}" offset="${between(random, 0, cycle - 1)}" mode="${oneOf(random, ['FT', 'FT', 'CLF', 'VA'])}">${stageXml}${ig}</Plan>`,
      );
    }
    const events = [
      ['Mon-Fri', '00:00', 1],
      ['Mon-Fri', '07:00', 2],
      ['Mon-Fri', '09:30', 3],
      ['Mon-Fri', '16:00', 4],
      ['Mon-Fri', '19:00', 5],
      ['Sat', '08:00', 6],
      ['Sun', '09:00', 7],
    ]
      .filter(([, , plan]) => Number(plan) <= planCount)
      .map(([day, time, plan]) => `<Event day="${day}" time="${time}" plan="${plan}"/>`)
      .join('');
    sites.push(
      `<Junction scn="${scn}" name="${name.replace(/'/g, '&apos;')}" region="R0${region}" controller="${oneOf(random, ['Siemens ST950', 'Swarco ITC-3', 'Telent T400', 'Peek PTC-1', 'Dynniq ST900'])}" ucMode="${oneOf(random, ['SCOOT', 'SCOOT', 'MOVA', 'FT'])}" lastModified="${modified}" modifiedBy="${by}" revision="${between(random, 1, 48)}"><Plans>${plans.join('')}</Plans><Timetable>${events}</Timetable></Junction>`,
    );
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?><UTCTimingPlanExport system="Brackenford UTC" instation="BCC-UTC-01" exported="2026-11-17T08:55:12Z" schemaVersion="3.2">${sites.join('')}</UTCTimingPlanExport>`;
  return probe(
    'round 90: timing plans (one-line XML)',
    'When were the signal timing plans at the London Road / Mill Street junction last changed?',
    'export_timing_plans',
    xml,
    'timing',
    needle,
    true,
  );
}

const VMS_MESSAGES = [
  'QUEUE AHEAD|REDUCE SPEED',
  'ROADWORKS|DELAYS LIKELY',
  'CITY CENTRE|CAR PARKS|FULL',
  'ACCIDENT|LANE 1 CLOSED',
  'ACCIDENT AHEAD|EXPECT DELAYS',
  'CONGESTION|RING RD|J4 - J6',
  'ARENA EVENT 7PM|AVOID CITY CENTRE',
  'ARENA EVENT|USE PARK+RIDE',
  'BROKEN DOWN VEHICLE|DELAYS',
  'FLOODING|SLOW DOWN',
  'FOG|SLOW DOWN',
  'ICE RISK|DRIVE CAREFULLY',
  'ROAD CLOSED AHEAD|FOLLOW DIVERSION',
  'BRIDGE ST CLOSED|USE A61',
  'CHRISTMAS MARKET|USE PARK+RIDE',
  'BUS LANE IN FORCE|7-10AM 4-7PM',
  'STOURTON P+R|SPACES',
  'ELMFIELD P+R|SPACES',
  'SLOW TRAFFIC|NEXT 2 MILES',
  'LONG DELAYS|A64 YORK RD',
] as const;

function vmsLog(): EconomicsTask {
  const random = seededRandom(9003);
  const needle = 'ARENA EVENT 7PM|USE PARK+RIDE';
  const from = Date.UTC(2026, 10, 16, 0, 0);
  const to = Date.UTC(2026, 10, 17, 9, 0);
  const roads = ['A6120', 'A61', 'A64', 'A58', 'A65', 'A660', 'A647', 'A62', 'A653', 'A639', 'A63', 'IRR'] as const;
  const places = [
    'Kirkgate Retail Pk',
    'Scott Hall',
    'Oakwood',
    'Lawnswood',
    'Abbey Rd',
    'Armley Gyratory',
    'Stourton',
    'Hunslet Dist',
    'Crown Point',
    'Sheepscar',
    'Quarry Hill',
    'Eastgate Rbt',
    'Elmfield',
    'Moortown',
    'Seacroft',
    'Bramley',
    'Beeston',
    'Holbeck',
    'Cross Gates',
    'Roundhay Pk',
  ];
  const signs: { id: string; label: string }[] = [];
  const labels = new Set<string>(['A6120 N/B Kirkgate Retail Pk', 'A6120 S/B Kirkgate Retail Pk']);
  const signIds = new Set<string>(['VM031A', 'VM031B']);
  for (let i = 0; i < 56; i++) {
    const label = fresh(labels, () => `${oneOf(random, roads)} ${oneOf(random, ['N/B', 'S/B', 'E/B', 'W/B'])} ${oneOf(random, places)}`);
    signs.push({ id: fresh(signIds, () => `VM${pad(between(random, 10, 99), 3)}${chars(random, 'ABCD', 1)}`), label });
  }
  signs.splice(23, 0, { id: 'VM031A', label: 'A6120 N/B Kirkgate Retail Pk' });
  signs.splice(41, 0, { id: 'VM031B', label: 'A6120 S/B Kirkgate Retail Pk' });
  const ops = ['jwalsh', 'rkhan', 'sbarker', 'lokafor', 'dpatel', 'mhughes', 'auto'] as const;
  const lines: { t: number; line: string }[] = [];
  for (const sign of signs) {
    const shows: [number, number, string, string][] = [];
    if (sign.id === 'VM031A') {
      shows.push(
        [Date.UTC(2026, 10, 16, 7, 12, 44), Date.UTC(2026, 10, 16, 9, 41, 2), 'QUEUE AHEAD|REDUCE SPEED', 'jwalsh'],
        [Date.UTC(2026, 10, 16, 14, 18, 26), Date.UTC(2026, 10, 16, 20, 47, 13), needle, 'rkhan'],
        [Date.UTC(2026, 10, 17, 7, 30, 55), Date.UTC(2026, 10, 17, 8, 52, 10), 'CONGESTION|RING RD|J4 - J6', 'sbarker'],
      );
    } else if (sign.id === 'VM031B') {
      shows.push(
        [Date.UTC(2026, 10, 16, 13, 2, 31), Date.UTC(2026, 10, 16, 18, 15, 40), 'ROADWORKS|DELAYS LIKELY', 'rkhan'],
        [Date.UTC(2026, 10, 16, 18, 16, 5), Date.UTC(2026, 10, 16, 21, 0, 12), 'ARENA EVENT 7PM|AVOID CITY CENTRE', 'rkhan'],
      );
    } else {
      let t = from + Math.floor(random() * 6 * HOUR);
      while (t < to) {
        const off = t + between(random, 20, 300) * MINUTE + between(random, 0, 59) * 1000;
        shows.push([t, off, oneOf(random, VMS_MESSAGES), oneOf(random, ops)]);
        t = off + between(random, 30, 480) * MINUTE + between(random, 0, 59) * 1000;
      }
    }
    for (const [on, off, msg, op] of shows) {
      const ref =
        random() < 0.6 ? `INC-${new Date(on).toISOString().slice(2, 10).replace(/-/g, '')}-${pad(between(random, 1, 190), 4)}` : 'PLAN';
      lines.push({
        t: on,
        line: `${isoZ(on)} ${sign.id} SET "${sign.label}" msg="${msg}" pri=${between(random, 2, 5)} op=${op} ref=${ref}`,
      });
      if (off < to)
        lines.push({ t: off, line: `${isoZ(off)} ${sign.id} CLEAR "${sign.label}" op=${op === 'auto' ? 'auto' : oneOf(random, ops)}` });
    }
    const phase = between(random, 0, 14 * 60) * 1000;
    for (let t = from + phase; t < to; t += 15 * MINUTE) {
      const on = shows.some(([a, b]) => a <= t && t < b);
      const h = hourOf(t);
      const lux = h > 7.5 && h < 16.5 ? between(random, 900, 24000) : h > 7 && h < 17 ? between(random, 40, 900) : between(random, 0, 12);
      const temp = (4 + Math.sin(((h - 9) / 24) * 2 * Math.PI) * 4 + random() * 3).toFixed(1);
      const polled = t + pick(random, 20) * 1000;
      lines.push({
        t: polled,
        line: `${isoZ(polled)} ${sign.id} POLL st=OK disp=${on ? 'MSG' : 'BLANK'} lux=${lux} tC=${temp} door=C pix=0/3456 rssi=-${between(random, 61, 88)}`,
      });
    }
  }
  lines.sort((a, b) => a.t - b.t);
  const body = {
    device_group: 'ALL_VMS',
    instation: 'BCC-UTMC-CMS',
    from: isoZ(from),
    to: isoZ(to),
    lines: lines.length,
    truncated: false,
    log: lines.map((l) => l.line).join('\n'),
  };
  return probe(
    'round 90: VMS log (JSON string)',
    'What message was put up on the A6120 northbound sign at Kirkgate Retail Park yesterday afternoon?',
    'get_vms_device_log',
    JSON.stringify(body),
    'vms',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match

const PROMOTERS = [
  { org: 'Northern Gas Networks', code: 'NG', swa: '7155', ooh: '0800 111 999', kind: 'gas' },
  { org: 'Yorkshire Water', code: 'YW', swa: '7302', ooh: '0345 124 2424', kind: 'water' },
  { org: 'Openreach', code: 'BT', swa: '2840', ooh: '0800 023 2023', kind: 'telecom' },
  { org: 'Northern Powergrid', code: 'NP', swa: '7221', ooh: '0800 011 3332', kind: 'power' },
  { org: 'Virgin Media O2', code: 'VM', swa: '2961', ooh: '0800 052 0800', kind: 'telecom' },
  { org: 'CityFibre', code: 'CF', swa: '3017', ooh: '0333 150 6060', kind: 'telecom' },
  { org: 'Brackenford City Council Highways', code: 'BC', swa: '4720', ooh: '0113 496 0999', kind: 'highways' },
] as const;

function workDescription(random: () => number, kind: string, street: string): readonly [string, string, string] {
  const n = between(random, 2, 180);
  switch (kind) {
    case 'gas':
      return oneOf(random, [
        [
          `Replacement of ${oneOf(random, [125, 180, 250, 315])}mm metallic gas main with ${oneOf(random, [90, 125, 180])}mm PE, approx ${between(random, 40, 400)}m in carriageway`,
          'main_replacement',
          'major',
        ],
        [`Gas service renewal to No. ${n} ${street}`, 'service_renewal', 'minor'],
        [`Repair of reported gas escape in footway o/s No. ${n}`, 'remedial_dangerous', 'immediate_urgent'],
        [
          `Insertion of ${between(random, 63, 180)}mm PE gas main, launch pits at ${between(random, 2, 5)} locations`,
          'main_replacement',
          'standard',
        ],
      ] as const);
    case 'water':
      return oneOf(random, [
        [`Replace stop tap at No. ${n}`, 'service_renewal', 'minor'],
        [`Repair burst ${oneOf(random, [4, 6, 8, 12])}" water main in carriageway`, 'remedial_other', 'immediate_emergency'],
        [`New water connection for development at ${n} ${street}`, 'new_service_connection', 'standard'],
        [`Sewer CCTV survey and jetting, manholes MH${between(random, 1, 40)} to MH${between(random, 41, 90)}`, 'section_81', 'minor'],
      ] as const);
    case 'telecom':
      return oneOf(random, [
        [`Install new joint box and ${between(random, 10, 120)}m duct in footway`, 'new_service_connection', 'standard'],
        [`Replace damaged cabinet o/s No. ${n}`, 'remedial_other', 'minor'],
        [
          `Full fibre build: ${between(random, 50, 600)}m narrow trench in footway, ${between(random, 2, 9)} chambers`,
          'new_service_connection',
          'major',
        ],
        [`Pole replacement o/s No. ${n}`, 'remedial_other', 'minor'],
      ] as const);
    case 'power':
      return oneOf(random, [
        [`LV cable fault repair in footway o/s No. ${n}`, 'remedial_emergency', 'immediate_emergency'],
        [`New LV service to No. ${n}`, 'new_service_connection', 'minor'],
        [`HV cable replacement, ${between(random, 60, 500)}m in carriageway and verge`, 'main_replacement', 'major'],
      ] as const);
    default:
      return oneOf(random, [
        [`Carriageway resurfacing, ${street} full width`, 'highway_improvement', 'major'],
        [`Gully repairs (${between(random, 2, 8)} no.)`, 'highway_repair_and_maintenance', 'minor'],
        [`Traffic signal loop replacement at junction`, 'highway_repair_and_maintenance', 'standard'],
        [`Footway reconstruction, ${between(random, 20, 200)}m`, 'highway_repair_and_maintenance', 'standard'],
      ] as const);
  }
}

function permitSearch(): EconomicsTask {
  const random = seededRandom(9004);
  const needle = '07700 900417';
  const used = new Set<string>([needle]);
  const mobile = (): string => fresh(used, () => `07700 900${pad(pick(random, 1000), 3)}`);
  const landline = (): string => fresh(used, () => `0113 496 0${pad(pick(random, 1000), 3)}`);
  const crews = new Map<string, { name: string; telephone: string }[]>();
  for (const p of PROMOTERS)
    crews.set(
      p.code,
      Array.from({ length: 14 }, () => ({ name: person(random), telephone: mobile() })),
    );
  const office = new Map<string, { name: string; telephone: string; email: string }[]>();
  for (const p of PROMOTERS)
    office.set(
      p.code,
      Array.from({ length: 4 }, () => {
        const name = person(random);
        return {
          name,
          telephone: landline(),
          email: `${name.toLowerCase().replace(' ', '.')}@${p.org.toLowerCase().replace(/[^a-z]/g, '')}.co.uk`,
        };
      }),
    );
  const count = 300;
  const middle = Math.floor(count * 0.47);
  const tannerOthers = new Set([40, 95, 188, 231]);
  const permits: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const isTarget = i === middle;
    const promoter = isTarget
      ? PROMOTERS[0]
      : tannerOthers.has(i)
        ? oneOf(random, [PROMOTERS[0], PROMOTERS[1], PROMOTERS[2], PROMOTERS[5]])
        : oneOf(random, PROMOTERS);
    let street: string = isTarget || tannerOthers.has(i) ? 'Tanner Street' : oneOf(random, STREETS);
    let [desc, activity, category] = workDescription(random, promoter.kind, street);
    if (isTarget) {
      desc = 'Replacement of 250mm cast iron gas main with 180mm PE, approx 140m in carriageway, Mill Street to Quay Street';
      activity = 'main_replacement';
      category = 'major';
    } else if (street === 'Tanner Street' && activity === 'main_replacement') {
      street = 'Quay Street';
    }
    const start = Date.UTC(2026, 10, 17) + between(random, -40, 35) * DAY;
    const days = category === 'major' ? between(random, 11, 60) : category === 'standard' ? between(random, 4, 10) : between(random, 1, 3);
    const status = start > Date.UTC(2026, 10, 17) ? 'planned' : start + days * DAY < Date.UTC(2026, 10, 17) ? 'completed' : 'in_progress';
    const year = 26;
    const work = `${promoter.code}${promoter.swa.slice(0, 3)}-${pad(year, 2)}${pad(between(random, 1, 11), 2)}-${pad(between(random, 1, 99999), 6)}`;
    const crew = oneOf(random, crews.get(promoter.code) ?? []);
    const site = isTarget ? { name: 'Shaun Ellwood', telephone: needle } : crew;
    const desk = oneOf(random, office.get(promoter.code) ?? []);
    const conditions = shuffle(random, [
      {
        condition_type: 'NCT01a',
        comment: `Works to be carried out between ${new Date(start).toISOString().slice(0, 10)} and ${new Date(start + days * DAY).toISOString().slice(0, 10)}`,
      },
      {
        condition_type: 'NCT02a',
        comment: oneOf(random, [
          'No works 07:30-09:30 or 16:00-18:30 Mon-Fri',
          'Works permitted 09:30-15:30 only',
          'Night works 20:00-06:00 only',
        ]),
      },
      { condition_type: 'NCT04a', comment: `Minimum ${oneOf(random, ['3.0', '3.25', '3.65'])}m running lane to be maintained` },
      {
        condition_type: 'NCT09a',
        comment: oneOf(random, [
          'Signals to be manned at peak times',
          'Advance warning signs on all approaches',
          'Liaise with Brackenford UTMC 48h before signals go live',
        ]),
      },
      { condition_type: 'NCT11a', comment: 'Information boards to be displayed 7 days in advance' },
    ]).slice(0, between(random, 2, 5));
    permits.push({
      permit_reference_number: `${work}-0${between(random, 1, 3)}`,
      work_reference_number: work,
      promoter_organisation: promoter.org,
      promoter_swa_code: promoter.swa,
      highway_authority: 'Brackenford City Council',
      work_status: status,
      permit_status: status === 'completed' ? 'closed' : oneOf(random, ['granted', 'granted', 'granted', 'permit_modification_request']),
      work_category: category,
      activity_type: activity,
      works_location: {
        street_name: street,
        town: 'Brackenford',
        usrn: 47_200_000 + between(random, 1000, 99999),
        area_name: oneOf(random, REGIONS),
        location_description: isTarget
          ? 'Carriageway, Tanner Street between Mill Street and Quay Street'
          : `${oneOf(random, ['Carriageway', 'Footway', 'Verge', 'Footway and carriageway'])} o/s No. ${between(random, 1, 220)}`,
        traffic_sensitive: random() < 0.4,
      },
      description_of_work: desc,
      proposed_start_date: new Date(start).toISOString().slice(0, 10),
      proposed_end_date: new Date(start + days * DAY).toISOString().slice(0, 10),
      actual_start_date: status === 'planned' ? null : new Date(start).toISOString().slice(0, 10),
      traffic_management_type: oneOf(random, [
        'multi_way_signals',
        'two_way_signals',
        'give_and_take',
        'lane_closure',
        'road_closure',
        'some_carriageway_incursion',
        'no_carriageway_incursion',
      ]),
      excavation: !desc.startsWith('Pole') && !desc.startsWith('Sewer'),
      lane_rental_applicable: random() < 0.15,
      contacts: {
        promoter_contact: desk,
        site_contact: { name: site.name, telephone: site.telephone, out_of_hours: promoter.ooh },
      },
      conditions,
    });
  }
  const body = {
    query: { highway_authority: 'Brackenford City Council', status: ['planned', 'in_progress', 'completed'], page: 1, page_size: 300 },
    total: count,
    permits,
  };
  return probe(
    'round 90: street works permits (pretty JSON)',
    "What's the phone number of the site contact for the gas main replacement on Tanner Street?",
    'search_street_works_permits',
    JSON.stringify(body, null, 2),
    'permit',
    needle,
  );
}

function junctionInventory(): EconomicsTask {
  const random = seededRandom(9005);
  const needle = '10.43.17.133';
  const target: readonly [string, string] = ['Station Road', 'Wharf Street'];
  const ips = new Set<string>([needle]);
  const count = 420;
  const middle = Math.floor(count * 0.58);
  const out: string[] = ['# Brackenford UTC junction inventory, exported 2026-11-17 08:40 by utc-admin', 'version: 7', 'sites:'];
  for (let i = 0; i < count; i++) {
    const region = 1 + Math.floor((i / count) * REGIONS.length);
    const isTarget = i === middle;
    const kind = isTarget ? 'junction' : oneOf(random, ['junction', 'junction', 'junction', 'puffin', 'toucan', 'pelican']);
    const scn = `${kind === 'junction' ? 'J' : 'P'}0${region}${pad(100 + i, 3)}`;
    const name = isTarget
      ? 'Station Road / Wharf Street'
      : kind === 'junction'
        ? junctionName(random, target)
        : `${oneOf(random, STREETS)} (o/s No. ${between(random, 2, 240)})`;
    const make = oneOf(random, [
      ['Siemens', 'ST950'],
      ['Swarco', 'ITC-3'],
      ['Telent', 'T400'],
      ['Peek', 'PTC-1'],
      ['Dynniq', 'ST900'],
    ] as const);
    const ip = isTarget ? needle : fresh(ips, () => `10.4${region - 1}.${between(random, 1, 40)}.${between(random, 2, 254)}`);
    const mode = kind === 'junction' ? oneOf(random, ['SCOOT', 'SCOOT', 'MOVA', 'CLF', 'VA']) : 'VA';
    out.push(`  - scn: ${scn}`);
    out.push(`    name: "${name}"`);
    out.push(`    kind: ${kind}`);
    out.push(`    region: R0${region} ${REGIONS[region - 1]}`);
    out.push(`    grid_ref: SE ${between(random, 25000, 36000)} ${between(random, 28000, 39000)}`);
    out.push(`    controller:`);
    out.push(`      make: ${make[0]}`);
    out.push(`      model: ${make[1]}`);
    out.push(`      firmware: "${between(random, 3, 5)}.${between(random, 0, 9)}.${between(random, 1, 30)}"`);
    out.push(`      config_ref: BCC/${scn}/C${pad(between(random, 1, 19), 2)}`);
    out.push(`      installed: ${2008 + between(random, 0, 17)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`);
    out.push(`    comms:`);
    out.push(`      bearer: ${oneOf(random, ['4G OTU', '4G OTU', 'ADSL OTU', 'fibre', 'private wire'])}`);
    out.push(`      otu_ip: ${ip}`);
    out.push(`      port: ${oneOf(random, [8001, 8001, 5000, 161])}`);
    out.push(`      otu_serial: ${make[0].slice(0, 3).toUpperCase()}-OTU-${between(random, 100000, 999999)}`);
    out.push(`      sim_iccid: "8944${between(random, 10000000, 99999999)}${between(random, 1000000, 9999999)}"`);
    out.push(`    control:`);
    out.push(`      mode: ${mode}`);
    out.push(`      scoot_node: ${mode === 'SCOOT' ? `N0${region}${pad(100 + i, 3)}` : 'null'}`);
    out.push(`      mova_dataset: ${mode === 'MOVA' ? `M${pad(between(random, 1, 400), 4)}v${between(random, 1, 9)}` : 'null'}`);
    out.push(`      plans: [${Array.from({ length: between(random, 1, 7) }, (_, k) => k + 1).join(', ')}]`);
    out.push(`    detectors:`);
    const dets = kind === 'junction' ? between(random, 3, 12) : between(random, 2, 4);
    for (let d = 1; d <= dets; d++) {
      out.push(
        `      - { id: D${d}, type: ${kind === 'junction' ? oneOf(random, ['loop', 'loop', 'above-ground radar', 'MVD']) : oneOf(random, ['kerbside', 'on-crossing', 'push-button'])}, phase: ${'ABCDEF'[pick(random, 4)]}, lane: ${between(random, 1, 3)} }`,
      );
    }
    out.push(`    maintenance:`);
    out.push(`      contractor: ${oneOf(random, ['Siemens Mobility', 'Telent', 'Dynniq UK', 'Swarco UK'])}`);
    out.push(`      last_inspection: 2026-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`);
    out.push(`      electrical_test_due: ${2027 + pick(random, 2)}-${pad2(between(random, 1, 12))}-01`);
  }
  return probe(
    'round 90: junction inventory (YAML)',
    'Which IP address is the signal controller at Station Road / Wharf Street on?',
    'get_junction_inventory',
    out.join('\n') + '\n',
    'otuip',
    needle,
  );
}

function anprStatus(): EconomicsTask {
  const random = seededRandom(9006);
  const needle = 'TV2B-21-08841';
  const serials = new Set<string>([needle]);
  const count = 380;
  const middle = Math.floor(count * 0.44);
  const places = [...STREETS];
  const special = new Map<number, [string, string]>([
    [middle, ['Eastgate inbound (o/s Kirk Lane)', 'Eastgate, 40m E of Kirk Lane']],
    [middle - 37, ['Eastgate outbound (o/s Kirk Lane)', 'Eastgate, 25m E of Kirk Lane']],
    [middle + 61, ['Eastgate Retail Park car park entry', 'Eastgate Retail Park, main entrance barrier']],
    [middle + 102, ['Eastgate bus gate (enforcement)', 'Eastgate, bus gate o/s No. 14']],
  ]);
  const out: string[] = [
    '$ anprctl status --all --verbose',
    'anprctl 2.7.1  instation BCC-ANPR-01  2026-11-17 09:15:11 UTC  cameras: ' + count,
    '',
  ];
  for (let i = 0; i < count; i++) {
    const named = special.get(i);
    let street = oneOf(random, places);
    if (street === 'Eastgate') street = 'Westgate';
    const dir = oneOf(random, ['inbound', 'outbound']);
    const title = named
      ? named[0]
      : `${street} ${dir} (o/s ${oneOf(random, ['No. ' + String(between(random, 2, 300)), short(oneOf(random, STREETS))])})`;
    const model = oneOf(random, [
      ['Tattile', 'Vega Basic 2', 'TV2B'],
      ['Tattile', 'Vega Smart', 'TVS'],
      ['Hikvision', 'iDS-TCM403', 'HKT4'],
      ['Genetec', 'AutoVu SharpV', 'GSV'],
      ['NDI', 'Recognition P372', 'NDI'],
    ] as const);
    const serial =
      i === middle ? needle : fresh(serials, () => `${model[2]}-${pad(between(random, 17, 25), 2)}-${pad(between(random, 0, 99999), 5)}`);
    const reads = between(random, 2500, 31000);
    out.push(
      `ANPR-${pad(between(random, 1, 9), 1)}${pad(100 + i, 3)}  ${title}${' '.repeat(Math.max(2, 52 - title.length))}[JT-pair: JT${pad(between(random, 1, 40), 2)}]`,
    );
    out.push('  Site');
    out.push(
      `    Location ........ ${named ? named[1] : `${street}, ${between(random, 10, 200)}m ${oneOf(random, ['N', 'S', 'E', 'W'])} of ${oneOf(random, STREETS)}`}`,
    );
    out.push(`    Lanes ........... ${oneOf(random, ['1', '1,2', '1,2,3', '2'])}`);
    out.push(
      `    Direction ....... ${named ? (named[0].includes('outbound') ? 'outbound (E)' : 'inbound (W)') : `${dir} (${oneOf(random, ['N', 'S', 'E', 'W'])})`}`,
    );
    out.push(
      `    Purpose ......... ${oneOf(random, ['journey time', 'journey time', 'journey time', 'traffic count', 'bus lane enforcement', 'car park'])}`,
    );
    out.push('  Hardware');
    out.push(`    Make/model ...... ${model[0]} ${model[1]}`);
    out.push(`    Serial no. ...... ${serial}`);
    out.push(`    Firmware ........ ${between(random, 1, 4)}.${between(random, 0, 14)}.${between(random, 0, 9)}`);
    out.push(`    IP .............. 10.61.${between(random, 1, 9)}.${between(random, 2, 254)}`);
    out.push(`    Installed ....... ${2015 + between(random, 0, 10)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`);
    out.push('  Health');
    out.push(`    Status .......... online`);
    out.push(
      `    Uptime .......... ${between(random, 0, 180)}d ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
    );
    out.push(`    Last read ....... 2026-11-17 09:${pad2(between(random, 10, 15))}:${pad2(between(random, 0, 59))}`);
    out.push(`    Reads 24h ....... ${reads}`);
    out.push(`    Read rate ....... ${(94 + random() * 5.8).toFixed(1)}%`);
    out.push(`    Plate conf avg .. ${(86 + random() * 12).toFixed(1)}`);
    out.push(`    Clock offset .... ${random() < 0.5 ? '+' : '-'}${(random() * 0.4).toFixed(2)}s`);
    out.push('  Storage');
    out.push(`    Buffered ........ ${pick(random, 3) === 0 ? between(random, 1, 40) : 0}`);
    out.push(`    Last upload ..... 2026-11-17 09:${pad2(between(random, 10, 15))}:${pad2(between(random, 0, 59))}`);
    out.push('');
  }
  return probe(
    'round 90: ANPR camera status (nested CLI)',
    "What's the serial number of the Eastgate inbound ANPR camera?",
    'anpr_camera_status',
    out.join('\n'),
    'serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble

const OPERATORS = ['RKHAN', 'JWALSH', 'SBARKER', 'LOKAFOR', 'DPATEL', 'MHUGHES', 'AMISTRY', 'KFIRTH'] as const;

function incidentLog(): EconomicsTask {
  const random = seededRandom(9007);
  const needle = '16/11/2026 18:31:07';
  const from = Date.UTC(2026, 10, 16, 9, 0);
  const to = Date.UTC(2026, 10, 17, 9, 0);
  const entries: { t: number; line: string }[] = [];
  const row = (t: number, inc: string, kind: string, op: string, where: string, text: string): void => {
    entries.push({ t, line: `${ukTime(t)} | ${fit(inc, 15)} | ${fit(kind, 7)} | ${fit(op, 7)} | ${fit(where, 38)} | ${text}` });
  };
  const kinds = [
    {
      open: (v: string) =>
        `${v} broken down ${oneOf(random, ['nearside lane', 'offside lane', 'in live lane', 'on hatching', 'at stop line'])}. ${oneOf(random, ['L1 blocked', 'L2 blocked', 'Partially blocking', 'Traffic passing'])}. Src CCTV C${between(random, 100, 399)}`,
      close: (v: string) =>
        oneOf(random, [
          `${v} recovered, all lanes running`,
          `${v} removed by recovery, lanes reopened`,
          `${v} restarted and driven off, clear`,
        ]),
      vehicles: ['Car', 'Van', 'HGV', 'Bus', 'Taxi', 'Artic HGV', 'LGV'],
    },
    {
      open: (v: string) =>
        `RTC involving ${v.replace(/^[A-Z][a-z]+/, (w) => w.toLowerCase())} and car, ${oneOf(random, ['no injuries reported', 'ambulance requested', 'police on scene'])}. Src ${oneOf(random, ['999 via WYP', 'CCTV', 'bus driver radio'])}`,
      close: () =>
        oneOf(random, ['Vehicles recovered, scene clear, all lanes open', 'Police left scene, debris swept, normal flow', 'Scene clear']),
      vehicles: ['Car', 'Van', 'Cyclist', 'Motorcycle', 'Bus', 'HGV'],
    },
    {
      open: () =>
        oneOf(random, [
          'Debris in carriageway (tyre)',
          'Fuel spillage reported',
          'Surface water, L1 flooded',
          'Loose dog on carriageway',
          'Signals all out',
          'Signals on flashing amber',
          'Police road closure for incident',
        ]),
      close: () =>
        oneOf(random, [
          'Highways crew cleared',
          'Gully cleared, water receded',
          'Signal engineer attended, signals back in operation',
          'Police reopened road',
          'Cleared',
        ]),
      vehicles: [''],
    },
  ];
  const middles = [
    'CCTV on scene, preset saved',
    'WYP informed, log ref {n}',
    'Recovery requested via police, ETA {m} mins',
    'Recovery on scene',
    'Queue back to {s}',
    'Bus operators informed (First, Arriva)',
    'Tweet sent @BrackenfordTraffic',
    'SCOOT node gated upstream',
    'Traffic officers on scene',
    'Traffic flowing in one lane',
  ];
  const incidents: { open: number; build: (inc: string) => void }[] = [];
  const count = 345;
  for (let i = 0; i < count; i++) {
    const open = from + Math.floor(random() * (to - from - 3 * HOUR));
    incidents.push({
      open,
      build: (inc) => {
        const kind = oneOf(random, kinds);
        const v = oneOf(random, kind.vehicles);
        let road = oneOf(random, STREETS);
        if (road === 'Infirmary Road') road = 'Clarence Road';
        const where = `${short(road)} ${oneOf(random, ['N/B', 'S/B', 'E/B', 'W/B'])} j/w ${short(oneOf(random, STREETS))}`;
        const op = oneOf(random, OPERATORS);
        row(open, inc, 'OPEN', op, where, kind.open(v));
        let t = open;
        for (let k = between(random, 1, 7); k > 0; k--) {
          t += between(random, 1, 25) * MINUTE + between(random, 0, 59) * 1000;
          const text = oneOf(random, middles)
            .replace('{n}', String(between(random, 100, 2400)))
            .replace('{m}', String(between(random, 15, 90)))
            .replace('{s}', short(oneOf(random, STREETS)));
          row(t, inc, oneOf(random, ['UPDATE', 'ACTION']), oneOf(random, OPERATORS), where, text);
        }
        t += between(random, 2, 40) * MINUTE + between(random, 0, 59) * 1000;
        row(t, inc, 'CLOSED', op, where, kind.close(v));
      },
    });
  }
  // The hospital's own incidents: the morning collision, the evening lorry and bus, and a lorry elsewhere.
  const at = (h: number, m: number, s: number): number => Date.UTC(2026, 10, 16, h, m, s);
  const morning = 'Infirmary Rd N/B j/w Clarendon Rd';
  incidents.push({
    open: at(9, 12, 40),
    build: (inc) => {
      row(at(9, 12, 40), inc, 'OPEN', 'JWALSH', morning, 'RTC car v cyclist at Infirmary A&E access, ambulance on scene. Src CCTV C114');
      row(at(9, 31, 5), inc, 'UPDATE', 'JWALSH', morning, 'Police on scene, L1 closed N/B');
      row(at(10, 4, 52), inc, 'CLOSED', 'JWALSH', morning, 'Scene clear, all lanes open');
    },
  });
  const evening = 'Infirmary Rd S/B j/w Clarendon Rd';
  incidents.push({
    open: at(17, 3, 51),
    build: (inc) => {
      row(
        at(17, 3, 51),
        inc,
        'OPEN',
        'RKHAN',
        evening,
        'HGV broken down nearside lane o/s main entrance, Brackenford Royal Infirmary. L1 blocked. Src CCTV C114',
      );
      row(at(17, 5, 20), inc, 'ACTION', 'RKHAN', evening, 'CCTV C114 preset 3 on scene');
      row(at(17, 6, 44), inc, 'ACTION', 'RKHAN', evening, 'VM031B set BROKEN DOWN VEHICLE|DELAYS');
      row(at(17, 12, 9), inc, 'UPDATE', 'RKHAN', evening, 'WYP informed, log ref 1088. Driver states gearbox failure');
      row(at(17, 26, 33), inc, 'UPDATE', 'SBARKER', evening, 'Queue back to Clarendon Rd / Park Row, buses 4 and 51 delayed');
      row(at(17, 48, 30), inc, 'UPDATE', 'RKHAN', evening, 'Recovery on scene (heavy lift), L1 and L2 closed for recovery');
      row(at(18, 31, 7), inc, 'CLOSED', 'RKHAN', evening, 'Vehicle recovered, all lanes running, queue dispersing');
      row(at(18, 33, 40), inc, 'ACTION', 'RKHAN', evening, 'VM031B cleared');
    },
  });
  const outpatients = 'Infirmary Rd N/B j/w Tanner St';
  incidents.push({
    open: at(19, 2, 18),
    build: (inc) => {
      row(at(19, 2, 18), inc, 'OPEN', 'SBARKER', outpatients, 'Bus broken down at stop o/s Infirmary outpatients. Traffic passing');
      row(at(19, 40, 55), inc, 'CLOSED', 'SBARKER', outpatients, 'Bus recovered by operator, clear');
    },
  });
  const parkRow = 'Wellington St W/B j/w Park Row';
  incidents.push({
    open: at(15, 20, 14),
    build: (inc) => {
      row(at(15, 20, 14), inc, 'OPEN', 'MHUGHES', parkRow, 'Artic HGV broken down at stop line. L2 blocked. Src CCTV C021');
      row(at(16, 5, 47), inc, 'CLOSED', 'MHUGHES', parkRow, 'Artic HGV recovered, lanes reopened');
    },
  });
  incidents.sort((a, b) => a.open - b.open);
  const perDay = new Map<string, number>();
  for (const incident of incidents) {
    const day = new Date(incident.open).toISOString().slice(2, 10).replace(/-/g, '');
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    incident.build(`INC-${day}-${pad(n, 4)}`);
  }
  for (let t = from; t < to; t += 4 * HOUR) {
    row(
      t + between(random, 0, 300) * 1000,
      '-',
      'SHIFT',
      oneOf(random, OPERATORS),
      'UTMC',
      `Shift handover, ${between(random, 2, 9)} open incidents`,
    );
  }
  entries.sort((a, b) => a.t - b.t);
  const head = `Brackenford UTMC incident log  16/11/2026 09:00 - 17/11/2026 09:00  (${entries.length} entries)\nTime                | Incident        | Type    | Op      | Location                               | Detail`;
  return probe(
    'round 90: incident log (paraphrase, preamble)',
    'A bus company has complained about delays near the hospital yesterday evening. What time was the broken-down lorry by the hospital entrance finally cleared?',
    'incident_log_export',
    head + '\n' + entries.map((e) => e.line).join('\n') + '\n',
    'lorry',
    needle,
  );
}

const FAULTS: readonly (readonly [string, string])[] = [
  ['0x40', '1st red lamp fail ph {p}'],
  ['0x41', '2nd red lamp fail ph {p}, peds inhibited'],
  ['0x42', 'Amber lamp fail ph {p}'],
  ['0x43', 'Green lamp fail ph {p}'],
  ['0x21', 'Detector D{d} stuck active'],
  ['0x22', 'Detector D{d} no detection'],
  ['0x30', 'Push button PB{d} permanent demand'],
  ['0x31', 'WAIT indicator lamp fail PB{d}'],
  ['0x32', 'Kerbside detector KD{d} stuck'],
  ['0x33', 'On-crossing detector OCD{d} fault'],
  ['0x10', 'Mains fail'],
  ['0x11', 'Cabinet door open'],
  ['0x12', 'Manual panel operated'],
  ['0x50', 'OTU comms lost'],
  ['0x51', 'Clock out of sync with instation'],
  ['0x60', 'MOVA unit not responding'],
  ['0x61', 'Solar cell dim/bright switch fault'],
  ['0x70', 'Audible unit fail (ped)'],
  ['0x71', 'Tactile cone not rotating'],
];

function faultHistory(): EconomicsTask {
  const random = seededRandom(9008);
  const needle = '2nd red lamp fail ph A, peds inhibited';
  const from = Date.UTC(2026, 9, 18);
  const to = Date.UTC(2026, 10, 17, 9);
  const count = 450;
  const middle = Math.floor(count * 0.55);
  const out: string[] = [
    'BRACKENFORD UTC  REMOTE MONITORING  FAULT HISTORY BY SITE',
    'Period: 18/10/2026 00:00 to 17/11/2026 09:00   Sites: ' + count + '   Printed: 17/11/2026 09:06 by kfirth',
    '',
  ];
  let faultId = 880_000;
  const cols = '  Fault ID    Raised               Cleared              Code  Description                                 Cleared by';
  for (let i = 0; i < count; i++) {
    const region = 1 + Math.floor((i / count) * REGIONS.length);
    const isTarget = i === middle;
    const crossing = isTarget || i === middle + 33 || (i !== middle - 52 && random() < 0.3);
    const scn = `${crossing ? 'P' : 'J'}0${region}${pad(100 + i, 3)}`;
    let name: string;
    if (isTarget) name = "Birch Ave o/s St Anne's RC Primary (Toucan)";
    else if (i === middle - 52) name = 'Birch Ave / Holly Rd';
    else if (i === middle + 33) name = 'Birchwood Rd o/s Birchwood Primary (Puffin)';
    else if (crossing) {
      let s = oneOf(random, STREETS);
      if (s === 'Birch Avenue') s = 'Ashby Street';
      name = `${short(s)} o/s No. ${between(random, 2, 240)} (${oneOf(random, ['Puffin', 'Toucan', 'Pelican'])})`;
    } else name = junctionName(random, ['Birch Avenue', 'Holly Road']).split(' / ').map(short).join(' / ');
    out.push(
      `Site ${scn}  ${fit(name, 48)} Controller: ${oneOf(random, ['Siemens ST950', 'Swarco ITC-3', 'Telent T400', 'Peek PTC-1'])}   Region R0${region}`,
    );
    out.push(cols);
    const faults: [number, number, string, string, string][] = [];
    const k = isTarget ? 3 : between(random, 0, 9);
    for (let f = 0; f < k; f++) {
      const raised = from + Math.floor(random() * (to - from));
      const [code, tmpl] = oneOf(random, FAULTS);
      let desc = tmpl.replace('{p}', 'ABCD'[pick(random, 4)]!).replace('{d}', String(between(random, 1, 6)));
      if (desc === needle) desc = desc.replace('ph A', 'ph B');
      const cleared = raised + between(random, 2, 60 * 30) * MINUTE + between(random, 0, 59) * 1000;
      faults.push([
        raised,
        cleared,
        code,
        desc,
        oneOf(random, ['AUTO', 'AUTO', `ENG (${oneOf(random, FIRST)[0]}${oneOf(random, LAST)})`, 'INSTATION']),
      ]);
    }
    if (isTarget) {
      faults.length = 0;
      faults.push(
        [Date.UTC(2026, 9, 27, 15, 12, 3), Date.UTC(2026, 9, 27, 15, 40, 51), '0x30', 'Push button PB2 permanent demand', 'AUTO'],
        [Date.UTC(2026, 10, 16, 7, 52, 31), Date.UTC(2026, 10, 16, 11, 47, 5), '0x41', needle, 'ENG (MHughes)'],
        [Date.UTC(2026, 10, 16, 10, 58, 14), Date.UTC(2026, 10, 16, 11, 49, 40), '0x11', 'Cabinet door open', 'AUTO'],
      );
    }
    faults.sort((a, b) => a[0] - b[0]);
    for (const [raised, cleared, code, desc, by] of faults) {
      out.push(
        `  FLT-${pad(faultId++, 7)}  ${sqlTime(raised)}  ${cleared < to ? sqlTime(cleared) : fit('open', 19)}  ${code}  ${fit(desc, 42)}  ${cleared < to ? by : '-'}`,
      );
    }
    if (faults.length === 0) out.push('  (no faults in period)');
    out.push('');
  }
  return probe(
    'round 90: fault history (preamble, paraphrase)',
    "A parent emailed to say the crossing outside the primary school on Birch Avenue wouldn't give a green man on Monday morning. What did the remote monitoring pick up there?",
    'rms_fault_history',
    out.join('\n'),
    'crossing',
    needle,
  );
}

function journeyTimes(): EconomicsTask {
  const random = seededRandom(9009);
  const needle = '14m52s';
  const corridors: [string, string, number][] = [
    ['A61 Scott Hall Rd (Ring Rd)', 'City Centre (Vicar Ln)', 6.2],
    ['A64 York Rd (Ring Rd)', 'City Centre (Eastgate)', 5.1],
    ['A58 Easterly Rd (Oakwood)', 'City Centre (Eastgate)', 4.6],
    ['A660 Otley Rd (Lawnswood)', 'City Centre (Woodhouse Ln)', 6.0],
    ['A65 Kirkstall Rd (Abbey Rd)', 'City Centre (Wellington St)', 5.5],
    ['A647 Armley Rd (Ring Rd)', 'City Centre (Wellington St)', 4.2],
    ['A62 Gelderd Rd (Ring Rd)', 'City Centre (Whitehall Rd)', 4.9],
    ['A653 Dewsbury Rd (Ring Rd)', 'City Centre (Bridge St)', 5.3],
    ['A639 Pontefract Rd (Stourton)', 'City Centre (Hunslet Rd)', 4.4],
    ['M621 J3 (Hunslet Rd)', 'City Centre (Wellington St)', 5.8],
    ['A63 Selby Rd (Cross Gates)', 'City Centre (Eastgate)', 7.1],
    ['A6120 Ring Rd (Moortown)', 'A6120 Ring Rd (Seacroft)', 8.3],
    ['A6120 Ring Rd (Bramley)', 'A6120 Ring Rd (Lawnswood)', 7.6],
    ['M1 J46 (Austhorpe)', 'A64 York Rd (Ring Rd)', 3.9],
    ['M621 J2 (Beeston)', 'Elland Rd (Stadium)', 2.1],
    ['A61 Harrogate Rd (Alwoodley)', 'A6120 Ring Rd (Moortown)', 3.3],
    ['Inner Ring Rd (Sheepscar)', 'Inner Ring Rd (Armley Gyratory)', 3.0],
    ['A58 Roundhay Rd (Oakwood)', 'A6120 Ring Rd (Roundhay Pk)', 2.8],
    ['Stourton P+R', 'City Centre (Bridge St)', 4.7],
    ['Elmfield P+R', 'City Centre (Woodhouse Ln)', 5.9],
  ];
  const routes: { id: string; from: string; to: string; km: number; inbound: boolean }[] = [];
  corridors.forEach(([a, b, km]) => {
    routes.push({ id: '', from: a, to: b, km, inbound: true });
    routes.push({ id: '', from: b, to: a, km, inbound: false });
  });
  // The target is the motorway-to-centre route, placed in the middle of the listing.
  const target = routes.findIndex((r) => r.from.startsWith('M621 J3') && r.to.startsWith('City Centre'));
  const [moved] = routes.splice(target, 1);
  routes.splice(Math.floor(routes.length * 0.5), 0, moved!);
  routes.forEach((r, i) => (r.id = `JT${pad(i + 1, 2)}`));
  const mmss = (s: number): string => `${pad2(Math.floor(s / 60))}m${pad2(s % 60)}s`;
  const out: string[] = [
    'Brackenford UTMC  ANPR journey time report  Mon 16/11/2026 00:00-24:00  15 min periods  (matched plates, outliers removed)',
    '',
    `${fit('route', 6)} ${fit('from', 30)} ${fit('to', 32)} ${fit('km', 5)} ${fit('period', 12)} ${fit('matches', 8)} ${fit('median', 8)} ${fit('p85', 8)} ${fit('freeflow', 9)} delay_idx`,
  ];
  for (const r of routes) {
    const free = Math.round((r.km / (r.from.startsWith('M') || r.to.startsWith('M') ? 48 : 32)) * 3600);
    for (let q = 0; q < 96; q++) {
      const h = q / 4;
      const am = Math.exp(-((h - 8.1) ** 2) / 0.8) * (r.inbound ? 1.6 : 0.6);
      const pm = Math.exp(-((h - 17.2) ** 2) / 1.1) * (r.inbound ? 0.9 : 1.7);
      const factor = 1.05 + am + pm + (h > 9.5 && h < 15.5 ? 0.25 : 0) + random() * 0.15;
      const period = `${pad2(Math.floor(h))}:${pad2((q % 4) * 15)}-${pad2(Math.floor((q + 1) / 4) % 24)}:${pad2(((q + 1) % 4) * 15)}`;
      const isTarget = r.id === moved!.id && q === 68;
      let median = Math.round(free * factor);
      let p85 = Math.round(median * (1.12 + random() * 0.25));
      if (isTarget) {
        median = 14 * 60 + 52;
        p85 = 18 * 60 + 37;
      } else {
        if (mmss(median) === needle) median += 1;
        if (mmss(p85) === needle) p85 += 1;
      }
      const matches = h < 5.5 ? between(random, 3, 40) : between(random, 60, 420);
      out.push(
        `${fit(r.id, 6)} ${fit(r.from, 30)} ${fit(r.to, 32)} ${fit(r.km.toFixed(1), 5)} ${fit(period, 12)} ${fit(String(matches), 8)} ${fit(mmss(median), 8)} ${fit(mmss(p85), 8)} ${fit(mmss(free), 9)} ${(median / free).toFixed(2)}`,
      );
    }
  }
  return probe(
    'round 90: journey times (paraphrase, preamble)',
    'A councillor says her drive in from the motorway to the city centre has got much worse lately. How long was that journey taking at about 5pm yesterday?',
    'journey_time_report',
    out.join('\n') + '\n',
    'journey',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it

function scootLinks(): EconomicsTask {
  const random = seededRandom(9010);
  const needle = 'N04217C';
  const out: string[] = ['BRACKENFORD UTC   SCOOT MC3   LINK SUMMARY (LFLO/LOCC/LCNG/LDSA)   17-NOV-26 08:45:00   INTERVAL 300s', ''];
  const nodes = 640;
  const targetNode = Math.floor(nodes * 0.55);
  let region = 0;
  for (let n = 0; n < nodes; n++) {
    const r = 1 + Math.floor((n / nodes) * REGIONS.length);
    if (r !== region) {
      region = r;
      out.push(`REGION R0${r} ${REGIONS[r - 1]!.toUpperCase()}   CYCLE ${4 * between(random, 20, 30)}s`);
      out.push(
        `${fit('NODE', 7)} ${fit('LINK', 8)} ${fit('DESCRIPTION', 38)} ${fit('TYPE', 5)} ${fit('FLOW', 5)} ${fit('OCC%', 5)} ${fit('CONG%', 6)} ${fit('DS%', 4)} ${fit('SAT', 5)} ${fit('CYT', 4)} STAT`,
      );
    }
    const node = n === targetNode ? 'N04217' : `N0${r}${pad(100 + n, 3)}`;
    const [a, b] = junctionName(random).split(' / ') as [string, string];
    const links = between(random, 3, 6);
    const cyt = 4 * between(random, 16, 30);
    for (let l = 0; l < links; l++) {
      const link = `${node}${'ABCDEF'[l]}`;
      const isTarget = link === needle;
      const street = l % 2 === 0 ? a : b;
      const desc = `${short(street)} ${oneOf(random, ['N/B', 'S/B', 'E/B', 'W/B'])} ${oneOf(random, ['appr', 'entry', 'from ' + short(oneOf(random, STREETS))])}`;
      const type = oneOf(random, ['NORM', 'NORM', 'NORM', 'ENT', 'EXIT', 'FILT']);
      const sat = type === 'FILT' ? between(random, 6, 12) * 100 : between(random, 14, 38) * 100;
      const ds = between(random, 25, 98);
      const flow = type === 'FILT' ? between(random, 0, 140) : Math.round((sat * ds) / 100 / between(random, 1, 2));
      const occ = isTarget ? 100 : Math.min(78, Math.round(ds * (0.2 + random() * 0.45)));
      const cong = ds > 88 ? between(random, 0, 70) : 0;
      out.push(
        `${fit(node, 7)} ${fit(link, 8)} ${fit(desc, 38)} ${fit(type, 5)} ${fit(String(isTarget ? 0 : flow), 5)} ${fit(String(occ), 5)} ${fit(String(isTarget ? 0 : cong), 6)} ${fit(String(isTarget ? 0 : ds), 4)} ${fit(String(sat), 5)} ${fit(String(cyt), 4)} OK`,
      );
    }
  }
  out.push('', `END OF REPORT   ${out.length - 2} LINES`);
  return probe(
    'round 90: SCOOT link summary (odd occupancy)',
    "Looking at this morning's SCOOT link snapshot, which link has an occupancy reading that's way out of line with all the others?",
    'scoot_link_snapshot',
    out.join('\n') + '\n',
    'scoot',
    needle,
  );
}

function clockAudit(): EconomicsTask {
  const random = seededRandom(9011);
  const needle = 'MV0318';
  const count = 2500;
  const middle = Math.floor(count * 0.38);
  const polled = Date.UTC(2026, 10, 17, 8, 30);
  const types = [
    ['TSC', 'J', 'signal controller'],
    ['TSC', 'J', 'signal controller'],
    ['PED', 'P', 'ped crossing'],
    ['MOVA', 'MV', 'MOVA unit'],
    ['VMS', 'VM', 'message sign'],
    ['CPG', 'CP', 'car park sign'],
    ['ANPR', 'AN', 'ANPR camera'],
    ['CCTV', 'C', 'CCTV encoder'],
    ['MET', 'MS', 'weather station'],
    ['ATC', 'TC', 'traffic counter'],
  ] as const;
  const ids = new Set<string>([needle]);
  const widths = [8, 6, 34, 14, 21, 25, 10, 10];
  const line = (l: string, m: string, r: string): string => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  const cells = (vals: string[]): string =>
    '│' + vals.map((v, k) => ` ${k === 6 ? v.padStart(widths[k]!) : fit(v, widths[k]!)} `).join('│') + '│';
  const out: string[] = [
    '$ utcctl clock-audit --all --ref ntp1.bcc-utmc.local',
    `Clock audit of ${count} outstations against ntp1.bcc-utmc.local (stratum 2), polled ${sqlTime(polled)} UTC`,
    line('┌', '┬', '┐'),
    cells(['Device', 'Type', 'Site', 'OTU IP', 'Polled (UTC)', 'Device clock', 'Offset s', 'Time src']),
    line('├', '┼', '┤'),
  ];
  for (let i = 0; i < count; i++) {
    const isTarget = i === middle;
    const type = isTarget ? types[3] : oneOf(random, types);
    const id = isTarget ? needle : fresh(ids, () => `${type[1]}${pad(between(random, 1, 9999), type[1].length === 1 ? 5 : 4)}`);
    const site = junctionName(random).split(' / ').map(short).join(' / ');
    const t = polled + i * 700 + between(random, 0, 600);
    const offset = isTarget ? 3600 + 0.41 : (random() - 0.5) * (type[0] === 'ANPR' || type[0] === 'MET' ? 0.1 : 3.2);
    const device = t + Math.round(offset * 1000);
    const src =
      type[0] === 'ANPR' || type[0] === 'MET'
        ? 'GPS'
        : type[0] === 'TSC' || type[0] === 'PED' || type[0] === 'MOVA'
          ? oneOf(random, ['OTU/NTP', 'OTU/NTP', 'mains sync'])
          : 'NTP';
    out.push(
      cells([
        id,
        type[0],
        site,
        `10.${between(random, 40, 69)}.${between(random, 1, 40)}.${between(random, 2, 254)}`,
        new Date(t).toISOString().slice(0, 19).replace('T', ' '),
        new Date(device).toISOString().replace('T', ' ').replace('Z', ''),
        `${offset >= 0 ? '+' : '-'}${Math.abs(offset).toFixed(2)}`,
        src,
      ]),
    );
  }
  out.push(line('└', '┴', '┘'));
  out.push(`${count} outstations polled, ${count} replied.`);
  return probe(
    'round 90: outstation clock audit (odd offset)',
    'In the outstation clock audit, is there one device whose clock is much further out than all the rest? Which one?',
    'utc_clock_audit',
    out.join('\n') + '\n',
    'clock',
    needle,
  );
}

function signStatusDump(): EconomicsTask {
  const random = seededRandom(9012);
  const needle = 'CPG-117';
  const at = Date.UTC(2026, 10, 17, 2, 30);
  const count = 470;
  const middle = Math.floor(count * 0.62);
  const ids = new Set<string>([needle]);
  const carParks = CAR_PARKS.map(([name]) => name);
  const signs: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const isTarget = i === middle;
    const type = isTarget ? 'CPG' : oneOf(random, ['VMS', 'CPG', 'CPG', 'JTS', 'CPG']);
    const id = isTarget ? needle : fresh(ids, () => `${type}-${pad(between(random, 1, 480), 3)}`);
    const road = oneOf(random, STREETS);
    const cp = oneOf(random, carParks);
    const text =
      type === 'CPG'
        ? `${cp.toUpperCase().slice(0, 16)} ${random() < 0.1 ? 'CLOSED' : String(between(random, 20, 900))}`
        : type === 'JTS'
          ? `CITY CENTRE ${between(random, 6, 14)} MINS`
          : random() < 0.15
            ? oneOf(random, VMS_MESSAGES)
            : null;
    signs.push({
      signId: id,
      type,
      description: `${short(road)} ${oneOf(random, ['N/B', 'S/B', 'E/B', 'W/B'])} ${type === 'CPG' ? 'car park guidance' : type === 'JTS' ? 'journey time sign' : 'VMS'}`,
      road,
      gridRef: `SE ${between(random, 25000, 36000)} ${between(random, 28000, 39000)}`,
      manufacturer: oneOf(random, ['SWARCO', 'Dambach', 'Mark Group', 'Variable Message Signs Ltd']),
      model: type === 'VMS' ? oneOf(random, ['MS4 3x18', 'MS3 Full Matrix']) : oneOf(random, ['CPG-LED 4 line', 'Flexi-sign 2']),
      comms: {
        status: 'online',
        ip: `10.5${between(random, 0, 5)}.${between(random, 1, 40)}.${between(random, 2, 254)}`,
        lastPoll: isoZ(at - between(random, 0, 59) * 1000),
      },
      display: { state: text === null ? 'blank' : 'message', messageId: text === null ? null : `M${between(random, 1000, 9999)}`, text },
      brightness: {
        mode: 'auto',
        level: isTarget ? 31 : between(random, 1, 4),
        maxLevel: 31,
        photocellLux: Number((random() * 3).toFixed(1)),
      },
      environment: {
        cabinetTempC: Number((2 + random() * 9).toFixed(1)),
        humidityPct: between(random, 55, 92),
        doorOpen: false,
        fanOn: random() < 0.1,
      },
      pixels: { total: type === 'VMS' ? 6912 : 3456, failed: random() < 0.85 ? 0 : between(random, 1, 6) },
      lastMaintenance: `2026-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`,
      firmware: `${between(random, 2, 6)}.${between(random, 0, 20)}.${hex(random, 4)}`,
    });
  }
  const body = { snapshotTime: isoZ(at), instation: 'BCC-UTMC-CMS', signCount: count, signs };
  return probe(
    'round 90: sign status dump (odd brightness)',
    "From last night's 2:30am status dump of all our message signs, which sign was running at a brightness unlike all the others?",
    'sign_status_dump',
    JSON.stringify(body, null, 2),
    'bright',
    needle,
  );
}

/** The round's twelve tasks, three of each class, in order. */
export function roundNinety(): EconomicsTask[] {
  return [
    carParkFeed(),
    timingPlanExport(),
    vmsLog(),
    permitSearch(),
    junctionInventory(),
    anprStatus(),
    incidentLog(),
    faultHistory(),
    journeyTimes(),
    scootLinks(),
    clockAudit(),
    signStatusDump(),
  ];
}
