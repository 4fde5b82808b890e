/**
 * Probe round 150, written blind: the Coldharbour Lifeboat Trust, a made-up coastal lifeboat charity (launch and shout logs, crew pagers and availability, lifeboat engine and GPS telemetry, station maintenance, training records, donations and legacies). "Today" is Sunday, 22 April 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - pager gateway export (minified JSON, one line): the id of Kettle Cove's launch page in the small hours of Tuesday the 10th;
 *  - GPS track export (GPX on one line, three tracks): the latitude where Friday's shout logged the casualty alongside;
 *  - fundraising CRM campaign export (CSV, one appeal's transactions in one huge field): the reference of the Gullhaven Round Table's gift to the Kettle Cove new lifeboat appeal;
 * b. The answer a few lines away from the line the question's words match:
 *  - station maintenance schedule (YAML): the work order of the hydraulic pump on Brackwater's launch tractor;
 *  - crew training records (pretty JSON): the certificate number of Mara Penhallow's sea survival course;
 *  - returns of service (XML): the reference of the one service Kerra Bolitho helmed;
 * c. A question that paraphrases the output or carries a preamble:
 *  - shout log (fixed-width table): the reference of the Dunmere all-weather boat towing in a fishing boat with a fouled propeller just before Christmas;
 *  - legacy pipeline report (text report, with a preamble): the case number of the Brackwater lady's contested share of her house;
 *  - crew availability audit log (log lines, with a preamble): who took Ollie at Porth Venna off call on Wednesday night;
 * d. One value unlike its peers, with no error word near it:
 *  - casualty care refresher attendance (HTML table): the one person whose session was far shorter than the full day;
 *  - engine monitoring launch summaries (key=value lines): the one Shannon launch with a lower rev limit;
 *  - lifejacket register (CSV): the one jacket with a different gas cylinder size.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=150
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,774,092 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 150: pager launch page id
 *     codex: 6,724 tokens, peak 6,641, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 599, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,188 tokens, peak 3,541, 0/1 needles, 4 read-backs
 *     ours: 8,974 tokens, peak 3,299, 0/1 needles, 4 read-backs
 *   round 150: gps alongside latitude
 *     codex: 10,433 tokens, peak 10,345, 0/1 needles, 0 read-backs
 *     context-chef: 903 tokens, peak 815, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,766 tokens, peak 1,750, 0/1 needles, 1 read-backs
 *     ours: 5,675 tokens, peak 2,535, 0/1 needles, 2 read-backs
 *   round 150: crm round table gift ref
 *     codex: 8,651 tokens, peak 8,573, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 704, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,542 tokens, peak 2,680, 0/1 needles, 2 read-backs
 *     ours: 3,261 tokens, peak 1,197, 0/1 needles, 2 read-backs
 *   round 150: maintenance work order
 *     codex: 10,133 tokens, peak 10,059, 0/1 needles, 0 read-backs
 *     context-chef: 574 tokens, peak 500, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,539 tokens, peak 1,352, 0/1 needles, 2 read-backs
 *     ours: 1,809 tokens, peak 891, 1/1 needles, 1 read-backs
 *   round 150: training certificate
 *     codex: 11,625 tokens, peak 11,557, 0/1 needles, 0 read-backs
 *     context-chef: 618 tokens, peak 550, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,907 tokens, peak 2,516, 0/1 needles, 2 read-backs
 *     ours: 6,117 tokens, peak 2,722, 1/1 needles, 2 read-backs
 *   round 150: service helmed by
 *     codex: 13,719 tokens, peak 13,646, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,034 tokens, peak 3,148, 0/1 needles, 3 read-backs
 *     ours: 7,884 tokens, peak 3,326, 0/1 needles, 3 read-backs
 *   round 150: shout log fouled prop
 *     codex: 11,892 tokens, peak 11,806, 0/1 needles, 0 read-backs
 *     context-chef: 511 tokens, peak 425, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,207 tokens, peak 3,280, 0/1 needles, 4 read-backs
 *     ours: 8,758 tokens, peak 3,769, 0/1 needles, 4 read-backs
 *   round 150: legacy contested house
 *     codex: 11,254 tokens, peak 11,134, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 521, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,808 tokens, peak 2,486, 0/1 needles, 2 read-backs
 *     ours: 6,252 tokens, peak 2,785, 0/1 needles, 2 read-backs
 *   round 150: availability off call
 *     codex: 15,391 tokens, peak 15,289, 0/1 needles, 0 read-backs
 *     context-chef: 790 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,195 tokens, peak 1,346, 0/1 needles, 4 read-backs
 *     ours: 4,469 tokens, peak 951, 0/1 needles, 4 read-backs
 *   round 150: casualty care short session
 *     codex: 17,537 tokens, peak 17,445, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 687, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,747 tokens, peak 1,377, 0/1 needles, 1 read-backs
 *     ours: 981 tokens, peak 691, 0/1 needles, 0 read-backs
 *   round 150: engine rev limit
 *     codex: 18,122 tokens, peak 18,028, 0/1 needles, 0 read-backs
 *     context-chef: 877 tokens, peak 783, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,026 tokens, peak 3,279, 0/1 needles, 2 read-backs
 *     ours: 9,740 tokens, peak 5,618, 1/1 needles, 2 read-backs
 *   round 150: lifejacket cylinder
 *     codex: 20,097 tokens, peak 20,011, 0/1 needles, 0 read-backs
 *     context-chef: 946 tokens, peak 860, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,798 tokens, peak 1,467, 0/1 needles, 4 read-backs
 *     ours: 4,662 tokens, peak 992, 0/1 needles, 4 read-backs
 *     codex: 155,578 tokens, 0/12 needles
 *     context-chef: 8,808 tokens, 0/12 needles
 *     context-chef-store: 68,757 tokens, 0/12 needles
 *     ours: 68,582 tokens, 3/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// The Trust: its stations, boats and people.

interface Boat {
  readonly station: string;
  readonly kind: 'ALB' | 'ILB';
  readonly on: string;
  readonly cls: string;
  readonly name: string;
}

interface Station {
  readonly code: string;
  readonly name: string;
  readonly boats: readonly Boat[];
}

function station(code: string, name: string, boats: readonly [kind: 'ALB' | 'ILB', on: string, cls: string, boatName: string][]): Station {
  return { code, name, boats: boats.map(([kind, on, cls, boatName]) => ({ station: code, kind, on, cls, name: boatName })) };
}

const STATIONS: readonly Station[] = [
  station('COL', 'Coldharbour', [
    ['ALB', 'ON 1342', 'Shannon', 'Spirit of Coldharbour'],
    ['ILB', 'B-912', 'Atlantic 85', 'Hugh and Ann Pascoe'],
  ]),
  station('SAL', 'Saltmarsh Point', [
    ['ILB', 'B-874', 'Atlantic 85', 'Jean Trevail'],
    ['ILB', 'D-861', 'D-class', 'Little Wren'],
  ]),
  station('KET', 'Kettle Cove', [
    ['ALB', 'ON 1281', 'Tamar', 'Lady of Kettle Cove'],
    ['ILB', 'B-917', 'Atlantic 85', 'Rosie Tremayne'],
  ]),
  station('GUL', 'Gullhaven', [
    ['ALB', 'ON 1356', 'Shannon', 'Mary Jago'],
    ['ILB', 'D-874', 'D-class', 'Spirit of the Gull'],
  ]),
  station('BRK', 'Brackwater', [
    ['ALB', 'ON 1338', 'Shannon', 'Alfred Hocking'],
    ['ILB', 'D-859', 'D-class', 'Brackwater Belle'],
  ]),
  station('DUN', 'Dunmere Bay', [
    ['ALB', 'ON 1318', 'Shannon', 'Dorothy and Ken Lanyon'],
    ['ILB', 'D-866', 'D-class', 'Tom Polglase'],
  ]),
  station('PVN', 'Porth Venna', [['ILB', 'B-903', 'Atlantic 85', 'Merryn']]),
  station('SEL', 'St Elwyn', [
    ['ALB', 'ON 1216', 'Severn', 'Elwyn Star'],
    ['ILB', 'B-889', 'Atlantic 85', 'Kathleen Opie'],
  ]),
  station('MRK', 'Marrack Head', [['ALB', 'ON 1269', 'Tamar', 'Marrack Pride']]),
  station('TOL', 'Tollan Sands', [
    ['ILB', 'B-921', 'Atlantic 85', 'Sandpiper'],
    ['ILB', 'D-880', 'D-class', 'Tollan Spirit'],
  ]),
  station('HEN', 'Hensbarrow Quay', [
    ['ALB', 'ON 1203', 'Severn', 'Hensbarrow Guardian'],
    ['ILB', 'D-847', 'D-class', 'Jenny Wearne'],
  ]),
  station('CRW', 'Carrow Mouth', [['ILB', 'B-896', 'Atlantic 85', 'The Carrow Kestrel']]),
  station('POL', 'Polgrain', [
    ['ALB', 'ON 1349', 'Shannon', 'Ruby Curnow'],
    ['ILB', 'D-871', 'D-class', 'Polgrain Pride'],
  ]),
  station('PNH', 'Pentire Haven', [['ILB', 'B-908', 'Atlantic 85', 'Edna Roskilly']]),
];

const BOATS: readonly Boat[] = STATIONS.flatMap((s) => s.boats);
const stationOf = (code: string): Station => STATIONS.find((s) => s.code === code)!;

const FIRST = [
  'Mara',
  'Jory',
  'Tamsin',
  'Oliver',
  'Kerra',
  'Tristan',
  'Demelza',
  'Piran',
  'Morwenna',
  'Ross',
  'Jenna',
  'Lowen',
  'Tegen',
  'Bryok',
  'Elowen',
  'Cador',
  'Talan',
  'Senara',
  'Ryan',
  'Sam',
  'Kate',
  'Ben',
  'Chloe',
  'Dan',
  'Amy',
  'Josh',
  'Hannah',
  'Matt',
  'Lucy',
  'Tom',
  'Ellie',
  'Will',
  'Sophie',
  'Jack',
  'Megan',
  'Harry',
  'Rosie',
  'Alfie',
  'Beth',
  'Callum',
  'Nia',
  'Owen',
  'Zoe',
  'Luke',
  'Abi',
  'Finn',
  'Izzy',
  'Rob',
  'Gemma',
  'Nathan',
  'Laura',
  'Craig',
  'Steph',
  'Jamie',
  'Holly',
  'Pete',
  'Carys',
  'Mark',
  'Fern',
  'Aaron',
];
const LAST = [
  'Penhallow',
  'Trethewey',
  'Rowe',
  'Tremayne',
  'Kellow',
  'Pascoe',
  'Carne',
  'Nance',
  'Treloar',
  'Hocking',
  'Jago',
  'Polglase',
  'Rickard',
  'Trevail',
  'Bolitho',
  'Curnow',
  'Lanyon',
  'Opie',
  'Pengelly',
  'Roskilly',
  'Stevens',
  'Tonkin',
  'Vivian',
  'Williams',
  'Angove',
  'Bennetts',
  'Chenoweth',
  'Dunstan',
  'Eddy',
  'Glasson',
  'Harvey',
  'James',
  'Keast',
  'Laity',
  'Mitchell',
  'Nankervis',
  'Oates',
  'Pollard',
  'Quick',
  'Richards',
  'Sandercock',
  'Thomas',
  'Uren',
  'Varcoe',
  'Wearne',
  'Hosking',
  'Rodda',
  'Blewett',
  'Couch',
  'Tregear',
];

interface Person {
  readonly first: string;
  readonly last: string;
  readonly station: string;
}

/** `n` people with distinct names (none of `reserved`), spread over the stations. */
function people(random: () => number, n: number, reserved: readonly string[] = []): Person[] {
  const taken = new Set(reserved);
  const out: Person[] = [];
  while (out.length < n) {
    const first = oneOf(random, FIRST);
    const last = oneOf(random, LAST);
    if (taken.has(`${first} ${last}`)) continue;
    taken.add(`${first} ${last}`);
    out.push({ first, last, station: STATIONS[out.length % STATIONS.length]!.code });
  }
  return out;
}

const DAY = 86_400_000;
/** `2029-04-10T03:12:44Z` */
const isoZ = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2029-04-10` */
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `03:12` */
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const money = (n: number) => n.toFixed(2);
const withCommas = (n: number) => n.toLocaleString('en-GB');
const PLACES = [
  'the Mizzen Rocks',
  'Gull Island',
  'the Tollan bar',
  'Polgrain beach',
  'Carrow Mouth',
  'Kettle Cove ledges',
  'Black Head',
  'the Manacle Reef',
  'Porth Venna harbour mouth',
  'Hensbarrow Quay',
  'the Brackwater estuary',
  'Dunmere pier',
  'St Elwyn Point',
  'Marrack Head',
  'Saltmarsh Flats',
  'Pentire Haven slipway',
  'Coldharbour outer harbour',
  'the Shag Stones',
  'Wrecker Cove',
  'Long Sands',
];

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

const PAGE_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const INCIDENTS = [
  'YACHT AGROUND',
  'PERSON IN WATER',
  'KAYAKER IN DIFFICULTY',
  'FISHING VESSEL ENGINE FAILURE',
  'PADDLEBOARDER BLOWN OFFSHORE',
  'WALKERS CUT OFF BY TIDE',
  'RED FLARE SIGHTED',
  'MOTOR CRUISER TAKING ON WATER',
  'MISSING SWIMMER',
  'DOG OVER CLIFF EDGE',
  'INJURED CREWMAN ON TRAWLER',
  'CAPSIZED DINGHY',
  'OVERDUE RIB',
  'KITESURFER IN DIFFICULTY',
];

/** a1: a pager gateway's message export, minified JSON on one line. */
function a1PagerLaunchPage(): EconomicsTask {
  const random = seededRandom(150_101);
  const needle = `pg_${chars(random, PAGE_ALNUM, 12)}`;
  const start = Date.UTC(2029, 3, 1);
  const end = Date.UTC(2029, 3, 22);
  const gateways = ['gw-1', 'gw-2'];
  const dlas = ['DLA S.Kellow', 'DLA M.Curnow', 'DLA J.Oates', 'DLA R.Laity', 'DLA T.Rowe', 'DLA P.Hosking'];
  interface Page {
    t: number;
    id: string;
    station: Station;
    kind: string;
    group: string;
    priority: string;
    text: string;
    originator: string;
    recipients: number;
    acked: number | null;
  }
  const pages: Page[] = [];
  const page = (t: number, st: Station, kind: string, text: string, originator: string, group = `${st.code}-ALL`): void => {
    const recipients = between(random, 18, 34);
    const urgent = kind === 'LAUNCH';
    let id = `pg_${chars(random, PAGE_ALNUM, 12)}`;
    while (id === needle) id = `pg_${chars(random, PAGE_ALNUM, 12)}`;
    pages.push({
      t,
      id,
      station: st,
      kind,
      group,
      priority: urgent ? 'HIGH' : 'NORMAL',
      text,
      originator,
      recipients,
      acked: urgent || kind === 'EXERCISE' || kind === 'TEST' ? between(random, Math.floor(recipients / 3), recipients) : null,
    });
  };
  const boatsWord = (st: Station) => {
    const kinds = [...new Set(st.boats.map((b) => b.kind))];
    return kinds.length === 2 ? oneOf(random, ['ALB', 'ILB', 'ALB+ILB']) : kinds[0]!;
  };
  const kettle = stationOf('KET');
  const tenth = Date.UTC(2029, 3, 10);
  for (let day = start; day < end; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    for (const st of STATIONS) {
      if (weekday === 1)
        page(
          day + 18 * 3_600_000 + between(random, 0, 40) * 1000,
          st,
          'TEST',
          'WEEKLY PAGER TEST 19:00 - NO ACTION REQUIRED. ACK TO CONFIRM',
          'system',
        );
      if (random() < 0.28)
        page(
          day + between(random, 16, 19) * 3_600_000 + between(random, 0, 3599) * 1000,
          st,
          'EXERCISE',
          `EXERCISE ${boatsWord(st)} ${oneOf(random, ['18:30', '19:00', '19:30', '10:00 SAT'])} - BRIEF IN CREW ROOM 30 MIN BEFORE`,
          oneOf(random, ['LOM', 'Coxswain', 'Helm trainer']),
        );
      const lows = between(random, 1, 3);
      for (let i = 0; i < lows; i++) {
        const need = between(random, 3, 6);
        page(
          day + between(random, 0, 86_399) * 1000,
          st,
          'AVAILABILITY',
          `LOW CREW COVER ${boatsWord(st)}: ${between(random, 1, need - 1)} OF ${need} MIN AVAILABLE. PLEASE SET AVAILABLE IN APP IF FREE`,
          'availability-bot',
          `${st.code}-CREW`,
        );
      }
      if (random() < 0.06)
        page(
          day + between(random, 8, 17) * 3_600_000,
          st,
          'INFO',
          oneOf(random, [
            'BOATHOUSE CLOSED TUE AM FOR TRACTOR SERVICE',
            'NEW DRYSUITS IN CREW ROOM - PLEASE TRY ON BY FRIDAY',
            'FUNDRAISING BBQ SAT 12:00 - HELPERS WANTED',
            'PAGER BATTERIES: SWAP AT BOATHOUSE IF BELOW 30%',
            'SHOUT DEBRIEF THURS 19:30 CREW ROOM',
          ]),
          oneOf(random, ['LOM', 'Station admin']),
        );
    }
    const launches = between(random, 1, 3);
    for (let i = 0; i < launches; i++) {
      const st = oneOf(random, STATIONS);
      if (st.code === 'KET' && day === tenth) continue;
      const t = day + between(random, 0, 86_399) * 1000;
      page(
        t,
        st,
        'LAUNCH',
        `LAUNCH ${boatsWord(st)} - ${oneOf(random, INCIDENTS)} - ${oneOf(random, PLACES).toUpperCase()}. ACK VIA APP OR PAGER`,
        oneOf(random, ['HMCG Falmouth via ', 'HMCG Milford Haven via ']) + oneOf(random, dlas),
      );
      page(
        t + between(random, 60, 200) * 60_000,
        st,
        'STANDDOWN',
        'STAND DOWN - BOAT RECOVERED AND READY FOR SERVICE. THANK YOU ALL',
        oneOf(random, dlas),
      );
    }
  }
  // The launch itself, and the pages around it that share its words.
  const target = Date.UTC(2029, 3, 10, 3, 12, 44);
  page(
    Date.UTC(2029, 3, 9, 21, 41, 5),
    kettle,
    'LAUNCH',
    'LAUNCH ALB - FISHING VESSEL ENGINE FAILURE - 4NM S OF BLACK HEAD. ACK VIA APP OR PAGER',
    'HMCG Falmouth via DLA T.Rowe',
  );
  page(
    Date.UTC(2029, 3, 9, 23, 58, 31),
    kettle,
    'STANDDOWN',
    'STAND DOWN - BOAT RECOVERED AND READY FOR SERVICE. THANK YOU ALL',
    'DLA T.Rowe',
  );
  page(
    Date.UTC(2029, 3, 10, 2, 55, 19),
    stationOf('GUL'),
    'LAUNCH',
    'LAUNCH ILB - RED FLARE SIGHTED - GULL ISLAND. ACK VIA APP OR PAGER',
    'HMCG Falmouth via DLA M.Curnow',
  );
  page(
    Date.UTC(2029, 3, 10, 5, 36, 2),
    kettle,
    'STANDDOWN',
    'STAND DOWN - ILB RECOVERED AND READY FOR SERVICE. THANK YOU ALL',
    'DLA T.Rowe',
  );
  page(Date.UTC(2029, 3, 10, 17, 20, 44), kettle, 'EXERCISE', 'EXERCISE ILB 19:00 - BRIEF IN CREW ROOM 30 MIN BEFORE', 'Helm trainer');
  page(
    Date.UTC(2029, 3, 11, 14, 7, 50),
    kettle,
    'LAUNCH',
    'LAUNCH ALB+ILB - WALKERS CUT OFF BY TIDE - POLGRAIN BEACH. ACK VIA APP OR PAGER',
    'HMCG Falmouth via DLA S.Kellow',
  );
  pages.push({
    t: target,
    id: needle,
    station: kettle,
    kind: 'LAUNCH',
    group: 'KET-ALL',
    priority: 'HIGH',
    text: 'LAUNCH ILB - 2 PERSONS CUT OFF BY TIDE - KETTLE COVE LEDGES N END. ACK VIA APP OR PAGER',
    originator: 'HMCG Falmouth via DLA T.Rowe',
    recipients: 24,
    acked: 17,
  });
  pages.sort((x, y) => x.t - y.t);
  const messages = pages.map((p) => {
    const delivered = p.recipients - (random() < 0.2 ? between(random, 1, 2) : 0);
    return {
      id: p.id,
      sent: isoZ(p.t),
      station: p.station.name,
      station_code: p.station.code,
      group: p.group,
      kind: p.kind,
      priority: p.priority,
      text: p.text,
      originator: p.originator,
      recipients: p.recipients,
      delivered,
      acked: p.acked,
      first_ack_s: p.acked === null ? null : between(random, 9, 140),
      channels: p.kind === 'AVAILABILITY' ? ['app'] : ['pocsag', 'app'],
      gateway: oneOf(random, gateways),
    };
  });
  const output = `${JSON.stringify({
    export: {
      generated: '2029-04-22T08:14:03Z',
      system: 'clt-paging',
      version: '4.11.2',
      range: { from: isoZ(start), to: isoZ(end) },
      count: messages.length,
    },
    messages,
  })}\n`;
  return probe(
    'round 150: pager launch page id',
    "Kettle Cove's crew got paged out in the small hours of Tuesday the 10th. What's the id of that launch page?",
    'pager_gateway_export',
    output,
    'pager-launch-id',
    needle,
    true,
  );
}

/** a2: a GPS track export from the fleet tracker, GPX on one line: three tracks of the Coldharbour Shannon. */
function a2GpsAlongsideLatitude(): EconomicsTask {
  const random = seededRandom(150_102);
  const home = { lat: 50.14213, lon: -5.06877 };
  interface Point {
    lat: number;
    lon: number;
    t: number;
    sog: number;
    cog: number;
    event?: string;
  }
  /** One trip: out to a scene, some time there, and back (slower when towing). */
  const trip = (t0: number, count: number, bearing: number, events: Record<number, string>): Point[] => {
    const points: Point[] = [];
    let { lat, lon } = home;
    let cog = bearing;
    const outEnd = Math.floor(count * 0.28);
    const sceneEnd = Math.floor(count * 0.62);
    for (let i = 0; i < count; i++) {
      let sog: number;
      if (i < outEnd) {
        sog = 21 + random() * 4;
        cog = (bearing + between(random, -6, 6) + 360) % 360;
      } else if (i < sceneEnd) {
        sog = random() * 3.2;
        cog = (cog + between(random, -40, 40) + 360) % 360;
      } else {
        sog = 6.5 + random() * 2.5;
        const toHome = (Math.atan2((home.lon - lon) * Math.cos((lat * Math.PI) / 180), home.lat - lat) * 180) / Math.PI;
        cog = Math.round((toHome + 360 + between(random, -4, 4)) % 360);
      }
      const nm = (sog * 10) / 3600;
      lat += (nm * Math.cos((cog * Math.PI) / 180)) / 60;
      lon += (nm * Math.sin((cog * Math.PI) / 180)) / 60 / Math.cos((lat * Math.PI) / 180);
      const point: Point = { lat, lon, t: t0 + i * 10_000, sog, cog };
      if (events[i] !== undefined) point.event = events[i];
      points.push(point);
    }
    return points;
  };
  const drill = trip(Date.UTC(2029, 3, 17, 18, 2, 10), 720, 168, {
    0: 'LAUNCHED',
    205: 'ON_SCENE',
    214: 'CASUALTY_ALONGSIDE',
    251: 'CASUALTY_ABOARD',
    500: 'RTB',
    719: 'RECOVERED',
  });
  const shout = trip(Date.UTC(2029, 3, 20, 14, 37, 40), 960, 197, {
    0: 'LAUNCHED',
    270: 'ON_SCENE',
    283: 'CASUALTY_ALONGSIDE',
    301: 'CREW_PUT_ABOARD',
    352: 'TOW_CONNECTED',
    596: 'TOW_PASSED_TO_HARBOUR_LAUNCH',
    959: 'RECOVERED',
  });
  const saturday = trip(Date.UTC(2029, 3, 21, 9, 15, 0), 540, 231, {
    0: 'LAUNCHED',
    150: 'ON_SCENE',
    158: 'CASUALTY_ALONGSIDE',
    173: 'CASUALTY_ABOARD',
    539: 'RECOVERED',
  });
  const alongside = shout[283]!;
  const needle = alongside.lat.toFixed(5);
  for (const p of [...drill, ...shout, ...saturday]) {
    if (p !== alongside && p.lat.toFixed(5) === needle) p.lat += 0.00001;
  }
  const trkpt = (p: Point) =>
    `<trkpt lat="${p.lat.toFixed(5)}" lon="${p.lon.toFixed(5)}"><ele>0.0</ele><time>${isoZ(p.t)}</time><extensions><clt:sog>${p.sog.toFixed(1)}</clt:sog><clt:cog>${Math.round(p.cog)}</clt:cog><clt:hdg>${(Math.round(p.cog) + between(random, -3, 3) + 360) % 360}</clt:hdg><clt:fix>3d</clt:fix><clt:sats>${between(random, 11, 19)}</clt:sats><clt:hdop>${(0.6 + random() * 0.6).toFixed(1)}</clt:hdop>${p.event === undefined ? '' : `<clt:event>${p.event}</clt:event>`}</extensions></trkpt>`;
  const trk = (name: string, desc: string, points: Point[]) =>
    `<trk><name>${name}</name><desc>${desc}</desc><src>CLT FleetTrack unit FT-0457 (ON 1342)</src><type>lifeboat</type><trkseg>${points.map(trkpt).join('')}</trkseg></trk>`;
  const output = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="CLT FleetTrack 3.8.2" xmlns="http://www.topografix.com/GPX/1/1" xmlns:clt="https://fleettrack.coldharbourlifeboats.org.uk/gpx/ext/2">',
    '<metadata><name>ON 1342 Spirit of Coldharbour - tracks 2029-04-15 to 2029-04-22</name><author><name>CLT Fleet Operations</name></author><time>2029-04-22T07:58:41Z</time></metadata>',
    trk(
      'ON 1342 Spirit of Coldharbour 2029-04-17 exercise EX/COL/29/014',
      'Tuesday evening exercise: man overboard recovery, tow drill with Coldharbour ILB',
      drill,
    ),
    trk(
      'ON 1342 Spirit of Coldharbour 2029-04-20 service CLT/COL/29/031',
      'Shout: yacht with fouled rudder, 2 POB, tow to Coldharbour',
      shout,
    ),
    trk(
      'ON 1342 Spirit of Coldharbour 2029-04-21 service CLT/COL/29/032',
      'Shout: angler fallen from rocks, casualty transferred to ambulance',
      saturday,
    ),
    '</gpx>',
  ].join('')}\n`;
  return probe(
    'round 150: gps alongside latitude',
    "On Friday's shout, where was Spirit of Coldharbour when the crew logged that they'd got alongside the casualty? Just the latitude will do.",
    'fleettrack_gpx_export',
    output,
    'gps-alongside-lat',
    needle,
    true,
  );
}

const TOWNS = STATIONS.map((s) => s.name);
const ORG_KINDS = [
  (t: string) => `${t} Rotary Club`,
  (t: string) => `${t} Round Table`,
  (t: string) => `${t} Women's Institute`,
  (t: string) => `${t} Sailing Club`,
  (t: string) => `Lions Club of ${t}`,
  (t: string) => `${t} Gig Rowing Club`,
  (t: string) => `${t} Primary School PTA`,
  (t: string) => `The Anchor Inn, ${t}`,
  (t: string) => `${t} Freemasons Lodge`,
];
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'];
const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** a3: a fundraising CRM's campaign export, CSV with each campaign's transactions as JSON in one field. */
function a3CrmRoundTableGift(): EconomicsTask {
  const random = seededRandom(150_103);
  const txRef = () => `TX-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`;
  const needle = txRef();
  const used = new Set([needle]);
  const freshRef = () => {
    let r = txRef();
    while (used.has(r)) r = txRef();
    used.add(r);
    return r;
  };
  const donor = (exclude: readonly string[]): [string, string] => {
    for (;;) {
      if (random() < 0.72) {
        const name = random() < 0.05 ? 'Anonymous' : `${oneOf(random, TITLES)} ${oneOf(random, FIRST)[0]} ${oneOf(random, LAST)}`;
        return [name, 'individual'];
      }
      const org = oneOf(random, ORG_KINDS)(oneOf(random, TOWNS));
      if (!exclude.includes(org)) return [org, 'organisation'];
    }
  };
  const tx = (ref: string, date: number, name: string, type: string, amount: number, method: string, giftAid: boolean) =>
    `{"ref":"${ref}","date":"${ymd(date)}","donor":"${name}","donor_type":"${type}","amount":${money(amount)},"method":"${method}","gift_aid":${giftAid},"batch":"B${ymd(date).slice(2, 7).replace('-', '')}-${pad2(between(random, 1, 12))}"}`;
  const gift = (date: number, exclude: readonly string[]) => {
    const [name, type] = donor(exclude);
    const amount =
      type === 'organisation'
        ? between(random, 4, 60) * 25
        : oneOf(random, [5, 10, 10, 20, 25, 25, 50, 100, 250]) + (random() < 0.2 ? between(random, 1, 99) / 100 : 0);
    const method = oneOf(
      random,
      type === 'organisation'
        ? ['cheque', 'bank transfer', 'CAF cheque']
        : ['card', 'card', 'JustGiving', 'cash', 'cheque', 'direct debit'],
    );
    return {
      date,
      json: tx(freshRef(), date, name, type, amount, method, type === 'individual' && name !== 'Anonymous' && random() < 0.6),
    };
  };
  const owners = ['Sarah Kellow', 'Mike Curnow', 'Jan Oates', 'Rachel Laity', 'Paul Hosking'];
  interface Campaign {
    name: string;
    type: string;
    status: string;
    start: number;
    end: number;
    target: number;
    gifts: { date: number; json: string }[];
  }
  const campaigns: Campaign[] = [];
  const appealName = 'Kettle Cove Shannon Appeal';
  const addCampaign = (
    name: string,
    type: string,
    start: number,
    days: number,
    target: number,
    count: number,
    forced: { date: number; json: string }[] = [],
    exclude: string[] = [],
  ) => {
    const gifts = Array.from({ length: count }, () => gift(start + pick(random, days) * DAY, exclude));
    const all = [...gifts, ...forced].sort((x, y) => x.date - y.date);
    const end = start + days * DAY;
    campaigns.push({
      name,
      type,
      status: end < Date.UTC(2029, 3, 22) ? 'closed' : 'active',
      start,
      end,
      target,
      gifts: all,
    });
  };
  const templates: [name: (town: string, year: number) => string, type: string, month: number, days: number, target: number][] = [
    [(t, y) => `${t} Lifeboat Day ${y}`, 'event', 7, 30, 8000],
    [(t, y) => `${t} Christmas Day Swim ${y}`, 'event', 11, 45, 6000],
    [(t, y) => `${t} Summer Fete ${y}`, 'event', 6, 30, 5000],
    [(t, y) => `${t} Quiz Night ${y}`, 'event', -1, 20, 1500],
    [(t, y) => `${t} Duck Race ${y}`, 'event', 4, 30, 3000],
    [(t, y) => `${t} Open Boathouse ${y}`, 'event', 5, 21, 4000],
    [(t, y) => `${t} Crew Kit Appeal ${y}`, 'appeal', -1, 90, 25_000],
    [(_, y) => `Spring Raffle ${y}`, 'raffle', 1, 60, 20_000],
    [(_, y) => `Christmas Appeal ${y}`, 'direct mail', 10, 75, 60_000],
    [(t) => `${t} Boathouse Roof Fund`, 'appeal', -1, 120, 40_000],
    [(_, y) => `Legacy Awareness Week ${y}`, 'direct mail', 8, 30, 10_000],
  ];
  const names = new Set<string>();
  while (campaigns.length < 48) {
    const [nameOf, type, month, days, target] = oneOf(random, templates);
    const year = between(random, 2026, 2029);
    const m = month < 0 ? pick(random, 12) : month;
    const start = Date.UTC(year, m, between(random, 1, 20));
    const name = nameOf(oneOf(random, TOWNS), year);
    if (start + days * DAY > Date.UTC(2029, 3, 20) || names.has(name)) continue;
    names.add(name);
    addCampaign(
      name,
      type,
      start,
      days,
      Math.round((target * (0.6 + random())) / 500) * 500,
      between(random, 8, type === 'event' ? 110 : 140),
    );
  }
  const forced = [
    {
      date: Date.UTC(2028, 2, 14),
      json: tx(freshRef(), Date.UTC(2028, 2, 14), 'Gullhaven Rotary Club', 'organisation', 1500, 'cheque', false),
    },
    {
      date: Date.UTC(2028, 5, 2),
      json: tx(freshRef(), Date.UTC(2028, 5, 2), 'Brackwater Round Table', 'organisation', 750, 'bank transfer', false),
    },
    {
      date: Date.UTC(2028, 10, 20),
      json: tx(freshRef(), Date.UTC(2028, 10, 20), 'Gullhaven Sailing Club', 'organisation', 2000, 'bank transfer', false),
    },
  ];
  addCampaign(appealName, 'capital appeal', Date.UTC(2027, 8, 1), 597, 2_400_000, 1500, forced, ['Gullhaven Round Table']);
  const appeal = campaigns[campaigns.length - 1]!;
  appeal.end = Date.UTC(2029, 8, 30);
  appeal.status = 'active';
  const at = Math.floor(appeal.gifts.length * 0.5);
  const date = appeal.gifts[at]!.date;
  appeal.gifts.splice(at, 0, { date, json: tx(needle, date, 'Gullhaven Round Table', 'organisation', 2750, 'cheque', false) });
  campaigns.sort((x, y) => x.start - y.start);
  // Near misses: the same club giving to other campaigns.
  const swim = campaigns.find((c) => c.name.includes('Christmas Day Swim')) ?? campaigns[3]!;
  swim.gifts.push({
    date: swim.end - 3 * DAY,
    json: tx(freshRef(), swim.end - 3 * DAY, 'Gullhaven Round Table', 'organisation', 400, 'cheque', false),
  });
  const late = campaigns[campaigns.length - 4]!;
  late.gifts.push({
    date: late.end - 2 * DAY,
    json: tx(freshRef(), late.end - 2 * DAY, 'Gullhaven Round Table', 'organisation', 250, 'bank transfer', false),
  });
  const header = 'campaign_id,campaign_name,type,status,start_date,end_date,target_gbp,raised_gbp,gift_count,owner,transactions';
  const rows = campaigns.map((c, i) => {
    const raised = c.gifts.reduce((sum, g) => sum + Number(/"amount":([\d.]+)/.exec(g.json)![1]), 0);
    return [
      `CMP-${ymd(c.start).slice(0, 4)}-${String(i + 101).padStart(4, '0')}`,
      csvField(c.name),
      c.type,
      c.status,
      ymd(c.start),
      ymd(c.end),
      money(c.target),
      money(raised),
      String(c.gifts.length),
      oneOf(random, owners),
      csvField(`[${c.gifts.map((g) => g.json).join(',')}]`),
    ].join(',');
  });
  const output = `${[header, ...rows].join('\n')}\n`;
  return probe(
    'round 150: crm round table gift ref',
    "What's the transaction reference for the Gullhaven Round Table's gift to the Kettle Cove new lifeboat appeal?",
    'crm_campaign_export',
    output,
    'crm-roundtable-ref',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the maintenance planner's asset schedule, YAML: stations, their assets, each asset's components. */
function b1MaintenanceWorkOrder(): EconomicsTask {
  const random = seededRandom(150_201);
  const orders = new Set<string>();
  const workOrder = () => {
    let wo = `WO-${oneOf(random, ['28', '29'])}-${String(between(random, 1000, 99_999)).padStart(5, '0')}`;
    while (orders.has(wo)) wo = `WO-${oneOf(random, ['28', '29'])}-${String(between(random, 1000, 99_999)).padStart(5, '0')}`;
    orders.add(wo);
    return wo;
  };
  const needle = workOrder();
  const depot = 'Fleet Support (Coldharbour depot)';
  const hyd = 'Kernow Hydraulics Ltd';
  const fire = 'Penwith Fire & Security';
  const elec = 'Tamar Electrical Services';
  const own = 'station mechanic';
  type Component = readonly [name: string, interval: string, days: number, contractor: string];
  const COMPONENTS: Record<string, readonly Component[]> = {
    'launch tractor': [
      ['engine oil and filters', '250 h / 6 months', 182, depot],
      ['hydraulic pump', '500 h / 12 months', 365, hyd],
      ['hydraulic hoses', '12 months', 365, hyd],
      ['winch', '6 months', 182, depot],
      ['track tension', 'monthly', 30, own],
      ['cooling system', '12 months', 365, depot],
      ['wading seals', '6 months', 182, depot],
      ['lights and electrics', '3 months', 91, own],
      ['fire suppression', '12 months', 365, fire],
    ],
    'launch carriage': [
      ['hydraulic rams', '12 months', 365, hyd],
      ['wheel bearings', '6 months', 182, depot],
      ['keel rollers', '3 months', 91, own],
      ['tipping mechanism', '6 months', 182, depot],
      ['towing eye', '12 months', 365, depot],
    ],
    'ILB launch trolley': [
      ['wheels and tyres', 'monthly', 30, own],
      ['bearings', '6 months', 182, own],
      ['winch strap', '12 months', 365, depot],
      ['keel pads', '3 months', 91, own],
    ],
    boathouse: [
      ['fire alarm panel', '6 months', 182, fire],
      ['roller door', '12 months', 365, 'Atlantic Doors Ltd'],
      ['emergency lighting', '12 months', 365, elec],
      ['fixed wiring (EICR)', '5 years', 1826, elec],
      ['intruder alarm', '12 months', 365, fire],
      ['lightning protection', '12 months', 365, elec],
    ],
    'boat hall davit': [
      ['hydraulic pump', '12 months', 365, hyd],
      ['lifting wire', '6 months', 182, 'Pelican Marine Cranes'],
      ['slew ring', '12 months', 365, 'Pelican Marine Cranes'],
      ['thorough examination (LOLER)', '6 months', 182, 'Pelican Marine Cranes'],
    ],
    'crew facilities': [
      ['drying room heaters', '12 months', 365, elec],
      ['hot water (legionella flush)', 'weekly', 7, own],
      ['defibrillator', 'monthly', 30, own],
      ['first aid kit', '3 months', 91, own],
      ['showers', '3 months', 91, own],
    ],
    slipway: [
      ['slipway winch', '6 months', 182, depot],
      ['winch wire', '12 months', 365, depot],
      ['keelway greasing', 'monthly', 30, own],
      ['slipway lights', '3 months', 91, own],
    ],
    'fuel store': [
      ['bund inspection', '12 months', 365, own],
      ['fuel pump', '12 months', 365, 'Marine Engines South West'],
      ['spill kit', '3 months', 91, own],
      ['tank level gauge', '12 months', 365, elec],
    ],
    'ILB outboards': [
      ['annual service', '12 months', 365, 'Marine Engines South West'],
      ['fuel system', '6 months', 182, 'Marine Engines South West'],
      ['kill cords', 'monthly', 30, own],
      ['propellers', '3 months', 91, own],
    ],
  };
  const today = Date.UTC(2029, 3, 22);
  const lines: string[] = [
    '# CLT Maintenance Planner - asset schedule export',
    '# generated: 2029-04-22T07:30:12Z   scope: all stations   format: yaml (schema v3)',
    'export:',
    '  generated: 2029-04-22T07:30:12Z',
    '  requested_by: s.kellow',
    '  include_completed: true',
    'stations:',
  ];
  const carriageStations = new Set(['BRK', 'GUL', 'DUN', 'POL', 'KET', 'TOL', 'PNH']);
  let assetCount = 0;
  for (const st of STATIONS) {
    lines.push(
      `  - code: ${st.code}`,
      `    name: ${st.name}`,
      `    station_mechanic: ${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
      '    assets:',
    );
    const assets: [type: string, id: string, location: string][] = [
      ['boathouse', `${st.code}-BH-01`, 'station'],
      ['crew facilities', `${st.code}-CF-01`, 'boathouse first floor'],
      ['fuel store', `${st.code}-FS-01`, 'compound'],
    ];
    if (carriageStations.has(st.code)) {
      assets.push(['launch tractor', `${st.code}-TRC-01`, 'boat hall bay 1'], ['launch carriage', `${st.code}-CAR-01`, 'boat hall bay 1']);
    } else assets.push(['slipway', `${st.code}-SLP-01`, 'slipway']);
    if (st.code === 'BRK' || random() < 0.4) assets.push(['boat hall davit', `${st.code}-DAV-01`, 'boat hall']);
    for (const b of st.boats.filter((x) => x.kind === 'ILB')) {
      assets.push(
        ['ILB launch trolley', `${st.code}-TRL-${b.on.slice(2)}`, 'ILB bay'],
        ['ILB outboards', `${st.code}-OB-${b.on.slice(2)}`, `fitted to ${b.on}`],
      );
    }
    for (const [type, id, location] of assets) {
      assetCount++;
      lines.push(`      - id: ${id}`, `        type: ${type}`);
      if (type === 'launch tractor')
        lines.push(
          '        make: Supacat',
          '        model: SLARS Mk2',
          `        serial: SC-SL-${String(between(random, 100, 400)).padStart(5, '0')}`,
          `        hours_meter: ${(between(random, 18_000, 52_000) / 10).toFixed(1)}`,
        );
      else if (type === 'boat hall davit')
        lines.push('        make: Pelican Marine Cranes', `        swl_kg: ${oneOf(random, [1000, 1500, 2000])}`);
      else if (type === 'ILB outboards')
        lines.push(
          `        make: ${oneOf(random, ['Yamaha', 'Mercury'])}`,
          `        hours_meter: ${(between(random, 2000, 9000) / 10).toFixed(1)}`,
        );
      lines.push(`        location: ${location}`, '        components:');
      for (const [name, interval, days, contractor] of COMPONENTS[type]!) {
        const target = st.code === 'BRK' && type === 'launch tractor' && name === 'hydraulic pump';
        const last = target ? Date.UTC(2028, 3, 11) : today - pick(random, Math.round(days * 1.25) + 1) * DAY;
        const due = last + days * DAY;
        const status = target
          ? 'awaiting parts'
          : due > today + 21 * DAY
            ? 'completed'
            : oneOf(random, ['scheduled', 'scheduled', 'open', 'awaiting parts', 'booked with contractor']);
        const wo = target ? needle : status === 'completed' ? null : workOrder();
        lines.push(
          `          - name: ${name}`,
          `            interval: ${interval}`,
          `            last_service: ${ymd(last)}`,
          `            next_due: ${ymd(due)}`,
          `            contractor: ${contractor}`,
          `            status: ${status}`,
          `            work_order: ${wo ?? '~'}`,
        );
        if (target)
          lines.push('            notes: "pump seal kit on back order; tractor limited to recoveries on the slipway until fitted"');
        else if (random() < 0.15)
          lines.push(
            `            notes: "${oneOf(random, ['checked ok', 'minor weep noted, monitor', 'parts fitted from station stock', 'contractor to return', 'signed off by LOM'])}"`,
          );
      }
    }
  }
  lines.push(`summary:`, `  stations: ${STATIONS.length}`, `  assets: ${assetCount}`, `  open_work_orders: ${orders.size}`);
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 150: maintenance work order',
    "What's the work order number for the hydraulic pump on Brackwater's launch tractor?",
    'maintenance_planner_export',
    output,
    'maint-work-order',
    needle,
  );
}

/** b2: the training records system's crew export, pretty-printed JSON: each crew member and their modules. */
function b2TrainingCertificate(): EconomicsTask {
  const random = seededRandom(150_202);
  const certificates = new Set<string>();
  const certificate = (year: number) => {
    let c = `CLT-TR-${String(year).slice(2)}-${String(between(random, 100, 99_999)).padStart(5, '0')}`;
    while (certificates.has(c)) c = `CLT-TR-${String(year).slice(2)}-${String(between(random, 100, 99_999)).padStart(5, '0')}`;
    certificates.add(c);
    return c;
  };
  const modules: [string, string, number][] = [
    ['Sea Survival', 'SS-01', 5],
    ['Casualty Care', 'CC-02', 2],
    ['VHF Short Range Certificate', 'RT-01', 0],
    ['Crew Competence (ILB)', 'CC-ILB', 3],
    ['Crew Competence (ALB)', 'CC-ALB', 3],
    ['Navigation and Chartwork', 'NAV-01', 0],
    ['Search Patterns', 'SAR-03', 3],
    ['Night Operations', 'NO-01', 3],
    ['Launch and Recovery', 'LR-02', 2],
    ['Tractor Driver', 'TD-01', 3],
    ['Helm Assessment (ILB)', 'HA-ILB', 3],
    ['Radar', 'RAD-01', 0],
    ['Fire Fighting (ALB)', 'FF-01', 5],
    ['Manual Handling', 'MH-01', 3],
  ];
  const assessors = [
    'Ross Kellow',
    'Gwen Dunstan',
    'Pete Angove',
    'Lisa Chenoweth',
    'Martin Uren',
    'Claire Rodda',
    'Dave Couch',
    'Sian Blewett',
  ];
  const crew = people(random, 260, ['Mara Penhallow']);
  crew.splice(131, 0, { first: 'Mara', last: 'Penhallow', station: 'GUL' });
  let nextId = 100;
  const records = crew.map((p) => {
    const isMara = p.first === 'Mara' && p.last === 'Penhallow';
    const chosen = shuffle(random, modules.slice(1)).slice(0, between(random, 4, 8));
    if (isMara || random() < 0.85) chosen.unshift(modules[0]!);
    if (!isMara && random() < 0.3) chosen.push(['Sea Survival refresher', 'SS-01R', 5]);
    nextId += between(random, 1, 9);
    const joined = Date.UTC(between(random, 2006, 2027), pick(random, 12), between(random, 1, 28));
    return {
      crew_id: `C${String(nextId).padStart(4, '0')}`,
      name: `${p.first} ${p.last}`,
      station: stationOf(p.station).name,
      role: oneOf(random, ['crew', 'crew', 'crew', 'helm', 'tractor driver', 'shore crew', 'coxswain', 'mechanic']),
      joined: ymd(joined),
      status: oneOf(random, ['active', 'active', 'active', 'active', 'trainee', 'on leave']),
      records: chosen.map(([module, code, years]) => {
        const done = Math.max(joined + 90 * DAY, Date.UTC(2023, 0, 1) + pick(random, 2300) * DAY);
        const year = new Date(done).getUTCFullYear();
        return {
          module,
          code,
          completed: ymd(done),
          expires: years === 0 ? null : ymd(done + years * 365 * DAY),
          assessor: oneOf(random, assessors),
          result: 'competent',
          certificate: certificate(year),
          hours: oneOf(random, [2, 3, 4, 6, 7.5, 8, 16]),
          location: oneOf(random, ['station', 'station', 'Coldharbour training centre', 'Lifeboat College (residential)', 'at sea']),
        };
      }),
    };
  });
  const mara = records.find((r) => r.name === 'Mara Penhallow')!;
  const needle = mara.records.find((r) => r.module === 'Sea Survival')!.certificate;
  const output = `${JSON.stringify({ generated: '2029-04-22T06:45:00Z', source: 'CLT TrainTrack 2.14', scope: 'all stations', crew_count: records.length, crew: records }, null, 2)}\n`;
  return probe(
    'round 150: training certificate',
    "What's the certificate number for Mara Penhallow's sea survival course?",
    'training_records_export',
    output,
    'training-cert',
    needle,
  );
}

const VESSEL_CAUSES = [
  'Machinery failure',
  'Fouled propeller',
  'Out of fuel',
  'Aground',
  'Taking on water',
  'Steering failure',
  'Injury/medical',
];
const PERSON_CAUSES = ['Offshore wind', 'Fatigue', 'Capsized', 'Injury/medical', 'Lost/disorientated'];
const SHORE_CAUSES = ['Cut off by tide', 'Injury/medical', 'Fall from cliff/rocks'];
/** What the casualty was, and what happened to it: causes that fit the casualty. */
const INCIDENT_KINDS: readonly (readonly [casualty: string, causes: readonly string[]])[] = [
  ['Yacht (sail)', [...VESSEL_CAUSES, 'Dismasted']],
  ['Motor cruiser', VESSEL_CAUSES],
  ['Fishing vessel', VESSEL_CAUSES],
  ['RIB/speedboat', VESSEL_CAUSES],
  ['Dinghy', ['Capsized', 'Dismasted', 'Offshore wind', 'Fatigue']],
  ['Commercial vessel', ['Machinery failure', 'Injury/medical', 'Fouled propeller']],
  ['Kayak/canoe', PERSON_CAUSES],
  ['Stand-up paddleboard', PERSON_CAUSES],
  ['Kitesurfer', PERSON_CAUSES],
  ['Windsurfer', PERSON_CAUSES],
  ['Swimmer', ['Offshore wind', 'Fatigue', 'Injury/medical', 'Missing person']],
  ['Person in water', ['Missing person', 'Injury/medical', 'Fatigue']],
  ['Diver', ['Injury/medical', 'Missing person', 'Fatigue']],
  ['Walker', SHORE_CAUSES],
  ['Angler (shore)', SHORE_CAUSES],
  ['Dog', ['Fall from cliff/rocks', 'Cut off by tide']],
  ['Unconfirmed', ['Flare sighting', 'Missing person']],
];
const incident = (random: () => number): [casualty: string, cause: string] => {
  const [casualty, causes] = oneOf(random, INCIDENT_KINDS);
  return [casualty, oneOf(random, causes)];
};
const OUTCOMES = [
  'Brought to safety',
  'Assisted',
  'Landed',
  'Stood down',
  'Nothing found',
  'Casualty transferred to ambulance',
  'Escorted to safety',
];

/** b3: the launch log's returns of service, XML: one service element per shout, crew listed inside. */
function b3ServiceHelmedBy(): EconomicsTask {
  const random = seededRandom(150_203);
  const rosters = new Map<string, string[]>();
  const all = people(random, 420, ['Kerra Bolitho']);
  for (const p of all) rosters.set(p.station, [...(rosters.get(p.station) ?? []), `${p.first} ${p.last}`]);
  rosters.get('TOL')!.splice(3, 0, 'Kerra Bolitho');
  const helmsOf = (code: string) =>
    rosters
      .get(code)!
      .filter((n) => n !== 'Kerra Bolitho')
      .slice(0, 6);
  interface Service {
    t: number;
    boat: Boat;
    helm: string;
    crew: string[];
    casualty: string;
    cause: string;
    outcome: string;
  }
  const services: Service[] = [];
  const start = Date.UTC(2028, 0, 1);
  const span = Math.floor((Date.UTC(2029, 3, 21) - start) / DAY);
  for (let i = 0; i < 560; i++) {
    const boat = oneOf(random, BOATS);
    const helm = oneOf(random, helmsOf(boat.station));
    const size = boat.cls === 'D-class' ? between(random, 2, 3) : boat.kind === 'ILB' ? between(random, 3, 4) : between(random, 5, 7);
    const others = shuffle(
      random,
      rosters.get(boat.station)!.filter((n) => n !== helm && n !== 'Kerra Bolitho'),
    ).slice(0, size - 1);
    if (boat.station === 'TOL' && random() < 0.4) others[pick(random, others.length)] = 'Kerra Bolitho';
    const [casualty, cause] = incident(random);
    services.push({
      t: start + pick(random, span) * DAY + between(random, 0, 86_399) * 1000,
      boat,
      helm,
      crew: others,
      casualty,
      cause,
      outcome:
        cause === 'Flare sighting' || cause === 'Missing person'
          ? oneOf(random, ['Nothing found', 'Nothing found', 'Landed', 'Stood down'])
          : oneOf(
              random,
              OUTCOMES.filter((o) => o !== 'Nothing found'),
            ),
    });
  }
  services.sort((x, y) => x.t - y.t);
  // Kerra helms once, on a Tollan Sands inshore service near the middle; she is crew on many others.
  const tol = services.map((s, i) => [s, i] as const).filter(([s]) => s.boat.station === 'TOL' && s.boat.cls === 'Atlantic 85');
  const [target] = tol.reduce((best, cur) =>
    Math.abs(cur[1] - services.length / 2) < Math.abs(best[1] - services.length / 2) ? cur : best,
  );
  target.helm = 'Kerra Bolitho';
  target.crew = target.crew.filter((n) => n !== 'Kerra Bolitho');
  const seqs = new Map<string, number>();
  const refs = services.map((s) => {
    const key = `${s.boat.station}/${String(new Date(s.t).getUTCFullYear()).slice(2)}`;
    const n = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, n);
    return `CLT/${key}/${String(n).padStart(3, '0')}`;
  });
  const needle = refs[services.indexOf(target)]!;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<returnsOfService xmlns="urn:clt:launchlog:ros:2" generated="2029-04-22T09:02:11Z" from="2028-01-01" to="2029-04-21" count="${services.length}">`,
  ];
  services.forEach((s, i) => {
    const paged = s.t;
    const launched = paged + between(random, 6, 16) * 60_000;
    const back = launched + between(random, 35, 240) * 60_000;
    lines.push(
      `  <service ref="${refs[i]}">`,
      `    <station code="${s.boat.station}">${stationOf(s.boat.station).name}</station>`,
      `    <lifeboat on="${s.boat.on}" class="${s.boat.cls}">${s.boat.name}</lifeboat>`,
      `    <tasking source="${oneOf(random, ['HMCG Falmouth', 'HMCG Falmouth', 'HMCG Milford Haven', 'Police', 'Own station'])}" paged="${isoZ(paged)}" launched="${isoZ(launched)}" returned="${isoZ(back)}"/>`,
      `    <casualty category="${s.casualty}" cause="${s.cause}" people="${between(random, 0, 5)}"/>`,
      '    <crew>',
      `      <member role="helm">${s.helm}</member>`,
      ...s.crew.map((n) => `      <member role="crew">${n}</member>`),
      '    </crew>',
      `    <weather wind="${oneOf(random, ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])} F${between(random, 1, 8)}" sea="${oneOf(random, ['calm', 'slight', 'moderate', 'rough', 'very rough'])}" visibility="${oneOf(random, ['good', 'moderate', 'poor'])}"/>`,
      `    <outcome livesSaved="${random() < 0.07 ? 1 : 0}" peopleAided="${between(random, 0, 4)}">${s.outcome}</outcome>`,
      '  </service>',
    );
  });
  lines.push('</returnsOfService>');
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 150: service helmed by',
    'Which service was Kerra Bolitho helming? I only need the service reference.',
    'launch_log_export',
    output,
    'service-helm-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the shout log as a fixed-width table, every service since September across the Trust. */
function c1ShoutLogFouledProp(): EconomicsTask {
  const random = seededRandom(150_301);
  const harbours = [
    'Coldharbour',
    'Kettle Cove',
    'Gullhaven',
    'Dunmere',
    'Porth Venna',
    'St Elwyn',
    'Hensbarrow Quay',
    'Polgrain',
    'Brackwater',
  ];
  const actionFor = (cause: string, casualty: string): string => {
    if (cause === 'Missing person' || cause === 'Flare sighting')
      return oneOf(random, ['Search - nothing found', 'Search - located, landed', 'Stood down en route']);
    if (['Swimmer', 'Person in water', 'Kitesurfer', 'Windsurfer', 'Stand-up paddleboard', 'Kayak/canoe', 'Diver'].includes(casualty))
      return oneOf(random, ['Recovered to lifeboat, landed', 'Recovered to lifeboat, to ambulance', 'Escorted ashore']);
    if (casualty === 'Walker' || casualty === 'Angler (shore)' || casualty === 'Dog')
      return oneOf(random, ['Taken off rocks, landed', 'Landed to coastguard team', 'Stood down - self-rescued']);
    if (cause === 'Aground') return oneOf(random, ['Refloated on flood tide', `Towed off, escorted to ${oneOf(random, harbours)}`]);
    if (cause === 'Taking on water')
      return oneOf(random, ['Crew put aboard, pumped out', `Pumped out, towed to ${oneOf(random, harbours)}`]);
    if (cause === 'Injury/medical') return oneOf(random, ['Casualty taken off, to ambulance', 'Casualty taken off, landed']);
    if (cause === 'Capsized' || cause === 'Dismasted')
      return oneOf(random, ['Righted, escorted ashore', `Towed to ${oneOf(random, harbours)} harbour`]);
    return oneOf(random, [
      `Towed to ${oneOf(random, harbours)} harbour`,
      `Escorted to ${oneOf(random, harbours)}`,
      'Stood down en route',
      `Towed to ${oneOf(random, harbours)} harbour`,
    ]);
  };
  interface Row {
    t: number;
    boat: Boat;
    casualty: string;
    cause: string;
    action: string;
    outcome: string;
    helm: string;
  }
  const helms = people(random, 60);
  const rows: Row[] = [];
  const start = Date.UTC(2028, 8, 1);
  const span = Math.floor((Date.UTC(2029, 3, 22) - start) / DAY);
  for (let i = 0; i < 1500; i++) {
    const day = pick(random, span);
    // Busier in September and October.
    if (day > 60 && random() < 0.35) continue;
    const boat = oneOf(random, BOATS);
    const [casualty, cause] = incident(random);
    if (boat.station === 'DUN' && boat.kind === 'ALB' && casualty === 'Fishing vessel' && cause === 'Fouled propeller') continue;
    const helm = oneOf(
      random,
      helms.filter((h) => h.station === boat.station),
    );
    const action = actionFor(cause, casualty);
    const outcome = action.includes('nothing found')
      ? 'Nothing found'
      : action.includes('ambulance')
        ? 'Casualty transferred to ambulance'
        : action.startsWith('Towed')
          ? oneOf(random, ['Brought to safety', 'Assisted'])
          : oneOf(random, ['Brought to safety', 'Assisted', 'Landed', 'Escorted to safety']);
    rows.push({
      t: start + day * DAY + between(random, 0, 86_399) * 1000,
      boat,
      casualty,
      cause,
      action,
      outcome,
      helm: `${helm.first[0]}. ${helm.last}`,
    });
  }
  const dunAlb = BOATS.find((b) => b.station === 'DUN' && b.kind === 'ALB')!;
  const dunIlb = BOATS.find((b) => b.station === 'DUN' && b.kind === 'ILB')!;
  const ketAlb = BOATS.find((b) => b.station === 'KET' && b.kind === 'ALB')!;
  const target: Row = {
    t: Date.UTC(2028, 11, 22, 21, 14, 0),
    boat: dunAlb,
    casualty: 'Fishing vessel',
    cause: 'Fouled propeller',
    action: 'Towed to Dunmere harbour',
    outcome: 'Brought to safety',
    helm: 'G. Dunstan',
  };
  rows.push(
    target,
    {
      t: Date.UTC(2028, 9, 9, 6, 40, 0),
      boat: dunAlb,
      casualty: 'Fishing vessel',
      cause: 'Fouled propeller',
      action: 'Towed to Dunmere harbour',
      outcome: 'Brought to safety',
      helm: 'G. Dunstan',
    },
    {
      t: Date.UTC(2028, 11, 19, 15, 2, 0),
      boat: dunAlb,
      casualty: 'Fishing vessel',
      cause: 'Machinery failure',
      action: 'Towed to Dunmere harbour',
      outcome: 'Brought to safety',
      helm: 'R. Lanyon',
    },
    {
      t: Date.UTC(2028, 11, 22, 10, 31, 0),
      boat: dunIlb,
      casualty: 'RIB/speedboat',
      cause: 'Fouled propeller',
      action: 'Towed to Dunmere harbour',
      outcome: 'Brought to safety',
      helm: 'T. Keast',
    },
    {
      t: Date.UTC(2028, 11, 21, 16, 48, 0),
      boat: ketAlb,
      casualty: 'Fishing vessel',
      cause: 'Fouled propeller',
      action: 'Towed to Kettle Cove harbour',
      outcome: 'Brought to safety',
      helm: 'J. Rowe',
    },
    {
      t: Date.UTC(2028, 11, 27, 12, 5, 0),
      boat: dunAlb,
      casualty: 'Motor cruiser',
      cause: 'Fouled propeller',
      action: 'Towed to Dunmere harbour',
      outcome: 'Brought to safety',
      helm: 'R. Lanyon',
    },
  );
  rows.sort((x, y) => x.t - y.t);
  const seqs = new Map<string, number>();
  const cols: [string, number][] = [
    ['REF', 16],
    ['DATE', 11],
    ['PAGED', 6],
    ['LAUNCH', 7],
    ['STATION', 16],
    ['BOAT', 8],
    ['CLASS', 12],
    ['CASUALTY', 22],
    ['CAUSE', 23],
    ['ACTION', 37],
    ['OUTCOME', 34],
    ['HELM', 0],
  ];
  const line = (values: string[]) =>
    values
      .map((v, i) => (cols[i]![1] === 0 ? v : v.padEnd(cols[i]![1])))
      .join('')
      .trimEnd();
  let needle = '';
  const body = rows.map((r) => {
    const key = `${r.boat.station}/${String(new Date(r.t).getUTCFullYear()).slice(2)}`;
    const n = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, n);
    const ref = `CLT/${key}/${String(n).padStart(3, '0')}`;
    if (r === target) needle = ref;
    const stood = r.action.startsWith('Stood down en route');
    return line([
      ref,
      ymd(r.t),
      hm(r.t),
      stood && random() < 0.5 ? '--:--' : hm(r.t + between(random, 6, 15) * 60_000),
      stationOf(r.boat.station).name,
      r.boat.on,
      r.boat.cls,
      r.casualty,
      r.cause,
      r.action,
      stood ? 'Stood down' : r.outcome,
      r.helm,
    ]);
  });
  const header = line(cols.map(([c]) => c));
  const output = `${[
    'CLT LAUNCH LOG - SERVICES (all stations)        query: since=2028-09-01 until=2029-04-22 type=service        printed 2029-04-22 08:02',
    '',
    header,
    '-'.repeat(header.length),
    ...body,
    '-'.repeat(header.length),
    `${rows.length} services, ${new Set(rows.map((r) => r.boat.on)).size} lifeboats, ${STATIONS.length} stations`,
  ].join('\n')}\n`;
  return probe(
    'round 150: shout log fouled prop',
    'Just before Christmas the big boat at Dunmere brought in a fishing boat that had got a rope wrapped round its prop. What was the reference for that job?',
    'shout_log',
    output,
    'shout-fouled-prop',
    needle,
  );
}

/** c2: the legacy pipeline report, a text report with one block per open or recent case. */
function c2LegacyContestedHouse(): EconomicsTask {
  const random = seededRandom(150_302);
  const solicitors = [
    'Treloar & Vance LLP, Truro',
    'Hamlyn Carne Solicitors, Brackwater',
    'Stephens Scown, Exeter',
    'Nalders, Falmouth',
    'Coodes Solicitors, St Austell',
    'Bone & Payne, Penzance',
    'Gullhaven Law Partnership',
    'Kettle & Co, Kettle Cove',
  ];
  const streets = [
    'Quay Row',
    'Fore Street',
    'Chapel Terrace',
    'Harbour View',
    'Trelawney Road',
    'Mount Pleasant',
    'Church Lane',
    'Beach Road',
    'Wheal Rose',
    'Polgrain Hill',
  ];
  const womenFirst = [
    'Edith',
    'Joan',
    'Ivy',
    'Margaret',
    'Dorothy',
    'Winifred',
    'Jean',
    'Betty',
    'Audrey',
    'Sheila',
    'Pamela',
    'Maureen',
    'Hilda',
    'Gwendoline',
  ];
  const menFirst = [
    'Arthur',
    'Kenneth',
    'Harold',
    'Ronald',
    'Dennis',
    'Stanley',
    'Leslie',
    'Norman',
    'Percy',
    'Cyril',
    'Geoffrey',
    'Bernard',
  ];
  const womenMiddle = ['May', 'Ann', 'Rose', 'Mary', 'Louise', 'Grace', 'Elizabeth'];
  const menMiddle = ['John', 'James', 'William', 'Henry', 'George', 'Edward'];
  const officers = ['S. Kellow', 'R. Laity', 'J. Oates', 'P. Hosking'];
  const stages = [
    'Notified - awaiting grant of probate',
    'Grant issued - estate administration under way',
    'Interim distribution received',
    'Property on the market',
    'Property sale agreed, awaiting completion',
    'Awaiting final estate accounts',
    'Final accounts approved - awaiting payment',
    'Closed - received in full',
    'On hold - HMRC enquiry into estate',
    'Reversionary - life interest continues (surviving spouse)',
  ];
  interface Case {
    title: string;
    first: string;
    middle: string;
    last: string;
    town: string;
    gift: string;
    asset: string;
    estimate: number;
    stage: string;
    next: string;
    notified: number;
  }
  const cases: Case[] = [];
  const makeCase = (over: Partial<Case> = {}): Case => {
    const woman = random() < 0.62;
    const title = woman ? oneOf(random, ['Mrs', 'Miss', 'Ms']) : 'Mr';
    const residuary = random() < 0.45;
    const share = oneOf(random, [10, 20, 25, 33, 50, 100]);
    const property = residuary && random() < 0.55;
    const value = between(random, 180, 720) * 1000;
    const stage = oneOf(random, property ? stages : stages.filter((x) => !x.startsWith('Property')));
    const base: Case = {
      title,
      first: woman ? oneOf(random, womenFirst) : oneOf(random, menFirst),
      middle: oneOf(random, woman ? womenMiddle : menMiddle),
      last: oneOf(random, LAST),
      town: oneOf(random, TOWNS),
      gift: residuary
        ? `Residuary (${share === 100 ? 'whole estate' : `${share}% share`})`
        : oneOf(random, ['Pecuniary', 'Pecuniary', 'Specific (shares)', 'Specific (chattels)']),
      asset: property
        ? `Freehold dwelling, valuation GBP ${withCommas(value)} (${oneOf(random, ['Hamlyns', 'Lillicrap Chilcott', 'Miller Countrywide'])}, ${ymd(Date.UTC(2028, pick(random, 15), 1)).slice(0, 7)})`
        : residuary
          ? oneOf(random, [
              'Cash and investments',
              'Bank balances and ISAs',
              'Investment portfolio (Brewin Dolphin)',
              'Cash, premium bonds and vehicle',
            ])
          : 'n/a',
      estimate: residuary ? Math.round((value * share) / 100 / 1000) * 1000 : oneOf(random, [500, 1000, 2000, 5000, 10_000, 25_000]),
      stage,
      next: stage.startsWith('Closed')
        ? 'None - file to archive'
        : oneOf(random, [
            'Chase executors for estate accounts',
            'Diary review in 3 months',
            'Await completion statement',
            'Confirm bank details to executors',
            'Request copy of grant',
            'Approve draft accounts',
          ]),
      notified: Date.UTC(between(random, 2026, 2029), pick(random, 12), between(random, 1, 28)),
    };
    return { ...base, ...over };
  };
  for (let i = 0; i < 330; i++) {
    const c = makeCase();
    if (c.notified > Date.UTC(2029, 3, 15)) continue;
    // Contested cases and Brackwater houses come only from the planted ones below.
    if (c.town === 'Brackwater' && c.asset.startsWith('Freehold')) continue;
    cases.push(c);
  }
  const target = makeCase({
    title: 'Mrs',
    first: 'Edith',
    middle: 'May',
    last: 'Carnsew',
    town: 'Brackwater',
    gift: 'Residuary (50% share)',
    asset: 'Freehold dwelling, valuation GBP 385,000 (Hamlyns, 2028-10)',
    estimate: 186_000,
    stage: 'On hold - claim issued by nephew under Inheritance (Provision for Family and Dependants) Act 1975',
    next: 'Await mediation date (executors to confirm); no distribution meanwhile',
    notified: Date.UTC(2028, 2, 3),
  });
  const planted = [
    target,
    makeCase({
      title: 'Mrs',
      first: 'Joan',
      middle: 'Rose',
      last: 'Pengelly',
      town: 'Brackwater',
      gift: 'Residuary (25% share)',
      asset: 'Freehold dwelling, valuation GBP 298,000 (Miller Countrywide, 2028-11)',
      estimate: 72_000,
      stage: 'Property on the market',
      notified: Date.UTC(2028, 6, 19),
    }),
    makeCase({
      title: 'Mrs',
      first: 'Ivy',
      middle: 'Grace',
      last: 'Treloar',
      town: 'Gullhaven',
      gift: 'Residuary (whole estate)',
      asset: 'Freehold dwelling, valuation GBP 410,000 (Hamlyns, 2028-06)',
      estimate: 402_000,
      stage: 'On hold - validity of will challenged by daughter (testamentary capacity)',
      notified: Date.UTC(2028, 3, 2),
    }),
    makeCase({
      title: 'Mr',
      first: 'Arthur',
      middle: 'John',
      last: 'Nance',
      town: 'Brackwater',
      gift: 'Residuary (50% share)',
      asset: 'Freehold dwelling, valuation GBP 340,000 (Hamlyns, 2028-09)',
      estimate: 165_000,
      stage: 'On hold - claim issued by former partner under Inheritance (Provision for Family and Dependants) Act 1975',
      notified: Date.UTC(2028, 1, 12),
    }),
    makeCase({
      title: 'Miss',
      first: 'Winifred',
      middle: 'Ann',
      last: 'Keast',
      town: 'Brackwater',
      gift: 'Pecuniary',
      asset: 'n/a',
      estimate: 5000,
      stage: 'Closed - received in full',
      notified: Date.UTC(2028, 1, 8),
    }),
  ];
  cases.push(...planted);
  cases.sort((x, y) => x.notified - y.notified);
  const seqs = new Map<number, number>();
  let needle = '';
  const blocks = cases.map((c) => {
    const year = new Date(c.notified).getUTCFullYear();
    const n = (seqs.get(year) ?? 0) + between(random, 1, 3);
    seqs.set(year, n);
    const ref = `LEG-${year}-${String(n).padStart(4, '0')}`;
    if (c === target) needle = ref;
    const death = c.notified - between(random, 20, 120) * DAY;
    const field = (label: string, value: string) => `  ${`${label} `.padEnd(22, '.')} ${value}`;
    return [
      `Case ${ref}`,
      field(
        'Deceased',
        `${c.title} ${c.first} ${c.middle} ${c.last} (late of ${between(random, 1, 48)} ${oneOf(random, streets)}, ${c.town})`,
      ),
      field('Date of death', ymd(death)),
      field('Notified', ymd(c.notified)),
      field('Gift type', c.gift),
      field('Principal asset', c.asset),
      field('Estimated to CLT', `GBP ${withCommas(c.estimate)}`),
      field(
        'Received to date',
        `GBP ${withCommas(c.stage.startsWith('Closed') ? c.estimate : c.stage.startsWith('Interim') ? Math.round(c.estimate / 2) : 0)}`,
      ),
      field(
        'Executors',
        `${oneOf(random, solicitors)} (their ref ${chars(random, 'ABCDEFGHJKLMNPRSTVW', 2)}/${chars(random, 'ABCDEFGHJKLMNPRSTVW', 3)}/${between(random, 1000, 9999)})`,
      ),
      field('Stage', c.stage),
      field('Next action', c.next),
      field('Case officer', oneOf(random, officers)),
      '',
    ].join('\n');
  });
  const total = cases.reduce((sum, c) => sum + c.estimate, 0);
  const output = `${[
    'COLDHARBOUR LIFEBOAT TRUST - LEGACY PIPELINE REPORT',
    `Run: Sunday 22 April 2029 06:00   Cases: ${cases.length}   Estimated total to CLT: GBP ${withCommas(total)}`,
    'Sort: date notified (oldest first)   Includes: open cases and cases closed in the last 24 months',
    '='.repeat(96),
    '',
    ...blocks,
    '='.repeat(96),
    `End of report. ${cases.filter((c) => !c.stage.startsWith('Closed')).length} open, ${cases.filter((c) => c.stage.startsWith('Closed')).length} closed.`,
  ].join('\n')}\n`;
  return probe(
    'round 150: legacy contested house',
    "Someone from the Brackwater coffee morning rang me asking how a bequest was getting on, so I'm trying to get up to speed. It's the lady from Brackwater who left us part of her house, where one of her relatives has now gone to court over the will. What's our case number for that one?",
    'legacy_pipeline_report',
    output,
    'legacy-case-ref',
    needle,
  );
}

/** c3: the crew availability service's audit log for the week, one line per event. */
function c3AvailabilityOffCall(): EconomicsTask {
  const random = seededRandom(150_303);
  const needle = 'ops-console/d.pascoe';
  const crew = people(random, 180, ['Oliver Trethewey', 'Oliver Nance', 'Sam Trethewey']);
  const pvn = crew.findIndex((p) => p.station === 'PVN');
  crew.splice(
    pvn + 1,
    0,
    { first: 'Oliver', last: 'Trethewey', station: 'PVN' },
    { first: 'Oliver', last: 'Nance', station: 'PVN' },
    { first: 'Sam', last: 'Trethewey', station: 'PVN' },
  );
  const ids = new Map(crew.map((p, i) => [`${p.first} ${p.last}`, `C${String(200 + i * 3).padStart(4, '0')}`]));
  const opsUsers = ['s.kellow', 'm.curnow', 'j.oates', 'r.laity', 'p.hosking'];
  const rotas = ['weeknight-a', 'weeknight-b', 'weekend-day', 'weekend-night', 'daytime-cover'];
  interface Event {
    t: number;
    line: string;
  }
  const events: Event[] = [];
  const ms = () => String(between(random, 0, 999)).padStart(3, '0');
  const stamp = (t: number) => `${isoZ(t).slice(0, 19)}.${ms()}Z`;
  let seq = 88_000;
  const change = (t: number, p: Person, from: string, to: string, actor: string, via: string, boat: string) => {
    events.push({
      t,
      line: `${stamp(t)} INFO  avail.audit   station=${p.station} crew=${ids.get(`${p.first} ${p.last}`)} name="${p.last}, ${p.first}" change=${from}->${to} boat=${boat} actor=${actor} via=${via} seq=@SEQ@`,
    });
  };
  const start = Date.UTC(2029, 3, 15);
  const end = Date.UTC(2029, 3, 22, 6, 0, 0);
  const special = new Set(['Oliver Trethewey', 'Oliver Nance', 'Sam Trethewey']);
  for (const p of crew) {
    if (special.has(`${p.first} ${p.last}`)) continue;
    let on = random() < 0.4;
    let t = start + between(random, 0, 20 * 3_600_000);
    while (t < end) {
      const roll = random();
      const [actor, via] =
        roll < 0.72
          ? ['self', oneOf(random, ['app', 'app', 'app', 'sms', 'pager-key'])]
          : roll < 0.84
            ? ['geofence', 'app']
            : roll < 0.95
              ? [`rota/${oneOf(random, rotas)}`, 'scheduler']
              : [`ops-console/${oneOf(random, opsUsers)}`, 'web'];
      if (actor === 'geofence' && !on) {
        t += between(random, 1, 6) * 3_600_000;
        continue;
      }
      const kinds = [...new Set(stationOf(p.station).boats.map((b) => b.kind))];
      const boat = kinds.length > 1 ? oneOf(random, [...kinds, 'ANY']) : kinds[0]!;
      const when = actor.startsWith('rota/') ? t - (t % 1_800_000) : t;
      change(when, p, on ? 'ON_CALL' : 'OFF_CALL', on ? 'OFF_CALL' : 'ON_CALL', actor, via, boat);
      on = !on;
      t += between(random, 2 * 3_600_000, 30 * 3_600_000);
    }
  }
  const oliver = crew.find((p) => p.first === 'Oliver' && p.last === 'Trethewey')!;
  const nance = crew.find((p) => p.first === 'Oliver' && p.last === 'Nance')!;
  const sam = crew.find((p) => p.first === 'Sam' && p.last === 'Trethewey')!;
  const at = (d: number, h: number, m: number, s: number) => Date.UTC(2029, 3, d, h, m, s);
  change(at(16, 6, 58, 12), oliver, 'OFF_CALL', 'ON_CALL', 'self', 'app', 'ILB');
  change(at(16, 17, 40, 3), oliver, 'ON_CALL', 'OFF_CALL', 'self', 'app', 'ILB');
  change(at(17, 17, 5, 44), oliver, 'OFF_CALL', 'ON_CALL', 'self', 'app', 'ILB');
  change(at(17, 21, 30, 19), oliver, 'ON_CALL', 'OFF_CALL', 'geofence', 'app', 'ILB');
  change(at(18, 17, 2, 51), oliver, 'OFF_CALL', 'ON_CALL', 'self', 'app', 'ILB');
  change(at(18, 22, 47, 12), oliver, 'ON_CALL', 'OFF_CALL', needle, 'web', 'ILB');
  change(at(19, 5, 40, 37), oliver, 'OFF_CALL', 'ON_CALL', 'self', 'app', 'ILB');
  change(at(19, 18, 12, 9), oliver, 'ON_CALL', 'OFF_CALL', 'self', 'pager-key', 'ILB');
  change(at(20, 7, 30, 0), oliver, 'OFF_CALL', 'ON_CALL', 'rota/weekend-day', 'scheduler', 'ILB');
  change(at(20, 19, 30, 0), oliver, 'ON_CALL', 'OFF_CALL', 'rota/weekend-day', 'scheduler', 'ILB');
  change(at(18, 18, 20, 5), nance, 'OFF_CALL', 'ON_CALL', 'self', 'app', 'ILB');
  change(at(18, 22, 10, 48), nance, 'ON_CALL', 'OFF_CALL', 'geofence', 'app', 'ILB');
  change(at(19, 6, 15, 2), nance, 'OFF_CALL', 'ON_CALL', 'self', 'sms', 'ILB');
  change(at(17, 19, 0, 0), sam, 'OFF_CALL', 'ON_CALL', 'rota/weeknight-b', 'scheduler', 'ILB');
  change(at(18, 22, 50, 31), sam, 'ON_CALL', 'OFF_CALL', 'self', 'app', 'ILB');
  change(at(19, 19, 0, 0), sam, 'OFF_CALL', 'ON_CALL', 'rota/weeknight-b', 'scheduler', 'ILB');
  // The board sync and the odd unrelated warning.
  for (let t = start; t < end; t += 2 * 3_600_000) {
    for (const st of STATIONS) {
      const tt = t + between(random, 0, 59_000);
      events.push({
        t: tt,
        line: `${stamp(tt)} INFO  avail.board   station=${st.code} pushed board on_call_alb=${st.boats.some((b) => b.kind === 'ALB') ? between(random, 3, 9) : 'n/a'} on_call_ilb=${between(random, 2, 7)} min_alb=6 min_ilb=3 took_ms=${between(random, 40, 380)}`,
      });
    }
    if (random() < 0.3) {
      const tt = t + between(random, 60_000, 7_000_000);
      events.push({
        t: tt,
        line: `${stamp(tt)} WARN  pager.gw      no delivery receipt from capcode ${between(random, 1_600_000, 1_699_999)} after 120s, retrying via gw-${between(random, 1, 2)}`,
      });
    }
    if (random() < 0.2) {
      const tt = t + between(random, 60_000, 7_000_000);
      events.push({
        t: tt,
        line: `${stamp(tt)} DEBUG geofence.eval   evaluated ${between(random, 150, 190)} devices, ${between(random, 0, 6)} outside radius, stale_fixes=${between(random, 0, 12)}`,
      });
    }
  }
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.line.replace('@SEQ@', String(seq++))).join('\n')}\n`;
  return probe(
    'round 150: availability off call',
    "Sorry to bother you on a Sunday. Ollie at Porth Venna reckons he got knocked off cover on Wednesday night without touching his phone, and he's not happy about it. Who or what actually took him off?",
    'availability_audit_log',
    output,
    'avail-off-call',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the training portal's attendance report for the casualty care refresher, as an HTML page. */
function d1CasualtyCareShortSession(): EconomicsTask {
  const random = seededRandom(150_401);
  const crew = people(random, 520);
  const odd = crew[Math.floor(crew.length * 0.47)]!;
  const needle = `${odd.first} ${odd.last}`;
  const trainers = [
    'Gwen Dunstan (CC trainer)',
    'Pete Angove (CC trainer)',
    'Dr Helen Moyle (medical lead)',
    'Lisa Chenoweth (CC trainer)',
  ];
  const sessions = Array.from({ length: 40 }, (_, i) => {
    const date = Date.UTC(2028, 8, 2) + i * 5 * DAY + between(random, 0, 3) * DAY;
    const atCentre = random() < 0.5;
    return {
      code: `CCR-2829-${pad2(i + 1)}`,
      date,
      venue: atCentre ? 'Coldharbour training centre' : `${oneOf(random, STATIONS).name} boathouse`,
      trainer: oneOf(random, trainers),
      hours: atCentre ? '7.5' : '7.0',
      times: atCentre ? '09:00-17:00' : '09:30-17:00',
    };
  });
  const rows = crew.map((p, i) => {
    const s = sessions[Math.floor((i / crew.length) * sessions.length)]!;
    const hours = p === odd ? '1.5' : s.hours;
    const times = p === odd ? (s.times.startsWith('09:30') ? '09:30-11:00' : '09:00-10:30') : s.times;
    return `<tr><td>${p.first} ${p.last}</td><td>${stationOf(p.station).name}</td><td>${s.code}</td><td>${ymd(s.date)}</td><td>${s.venue}</td><td>${s.trainer}</td><td class="num">${times}</td><td class="num">${hours}</td><td>Competent</td><td>${oneOf(random, ['CPR/AED', 'CPR/AED, oxygen', 'CPR/AED, trauma', 'CPR/AED, hypothermia', 'CPR/AED, oxygen, entonox'])}</td><td>${ymd(s.date + between(random, 0, 6) * DAY)}</td></tr>`;
  });
  const output = `${[
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Attendance - Casualty Care refresher (CC-R) - cohort 2028/29 - CLT TrainTrack</title>',
    '<link rel="stylesheet" href="/static/traintrack.css?v=2.14.0">',
    '<style>table.report{border-collapse:collapse;font-size:12px}table.report td,table.report th{border:1px solid #ccd;padding:2px 6px}td.num{text-align:right}</style>',
    '</head>',
    '<body class="report-page">',
    '<header><img src="/static/clt-logo.svg" alt="Coldharbour Lifeboat Trust" height="40"><nav><a href="/">Home</a> | <a href="/reports">Reports</a> | <a href="/courses/cc-r">Casualty Care refresher</a></nav></header>',
    '<h1>Casualty Care refresher (CC-R): attendance, cohort 2028/29</h1>',
    `<p class="meta">Generated Sunday 22 April 2029 07:10 by s.kellow. ${rows.length} attendances across ${sessions.length} sessions. Course standard: one day, classroom and practical.</p>`,
    '<table class="report">',
    '<thead><tr><th>Crew member</th><th>Station</th><th>Session</th><th>Date</th><th>Venue</th><th>Trainer</th><th>Times</th><th>Hours</th><th>Result</th><th>Skills covered</th><th>Signed off</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<footer><p>CLT TrainTrack 2.14.0 &middot; Data protection: crew training records, internal use only.</p></footer>',
    '</body>',
    '</html>',
  ].join('\n')}\n`;
  return probe(
    'round 150: casualty care short session',
    'The casualty care refresher is meant to be a full day for everyone, but one person looks like they were only there for a small part of it. Who was that?',
    'training_portal_report',
    output,
    'cc-short-session',
    needle,
  );
}

/** d2: the engine monitoring units' per-launch summaries for the fleet, key=value lines. */
function d2EngineRevLimit(): EconomicsTask {
  const random = seededRandom(150_402);
  const limits: Record<string, number> = { Shannon: 2450, Severn: 2300, Tamar: 2300, 'Atlantic 85': 6000, 'D-class': 6000 };
  const start = Date.UTC(2027, 0, 1);
  const span = Math.floor((Date.UTC(2029, 3, 21) - start) / DAY);
  const times = Array.from({ length: 2300 }, () => start + pick(random, span) * DAY + between(random, 0, 86_399) * 1000).sort(
    (x, y) => x - y,
  );
  const firmware = (t: number) => (t < Date.UTC(2027, 9, 1) ? '7.9.2' : t < Date.UTC(2028, 6, 15) ? '8.1.0' : '8.4.1');
  const shannonAt = Math.floor(times.length * 0.52);
  const seqs = new Map<number, number>();
  let needle = '';
  const lines = times.map((t, i) => {
    const oddOne = i === shannonAt;
    const boat = oddOne ? BOATS.find((b) => b.station === 'GUL' && b.cls === 'Shannon')! : oneOf(random, BOATS);
    const year = new Date(t).getUTCFullYear();
    const n = (seqs.get(year) ?? 0) + 1;
    seqs.set(year, n);
    const launch = `L${String(year).slice(2)}-${String(n).padStart(4, '0')}`;
    if (oddOne) needle = launch;
    const limit = oddOne ? 2050 : limits[boat.cls]!;
    const outboard = limit === 6000;
    const single = boat.cls === 'D-class';
    const dur = between(random, 25, boat.kind === 'ALB' ? 300 : 180);
    const runH = (dur / 60 + random() * 0.1).toFixed(1);
    const maxRpm = () => (outboard ? between(random, 5200, 5950) : limit - between(random, oddOne ? 2 : 5, oddOne ? 30 : 160));
    const coolant = () => between(random, outboard ? 58 : 78, outboard ? 72 : 88);
    const e2 = single
      ? 'e2_run_h=na e2_max_rpm=na e2_max_coolant_c=na'
      : `e2_run_h=${runH} e2_max_rpm=${maxRpm()} e2_max_coolant_c=${coolant()}`;
    const fuel = Math.round(
      (dur / 60) * (boat.kind === 'ALB' ? between(random, 120, 260) : single ? between(random, 12, 22) : between(random, 40, 70)),
    );
    return `ts=${isoZ(t)} launch=${launch} station=${boat.station} boat=${boat.on.replace(' ', '')} class=${boat.cls.replace(' ', '_')} emu_fw=${firmware(t)} dur_min=${dur} e1_run_h=${runH} e1_max_rpm=${maxRpm()} e1_max_coolant_c=${coolant()} ${e2} rpm_limit=${limit} fuel_l=${fuel} max_sog_kn=${(oddOne ? 15 + random() : boat.kind === 'ALB' ? 17 + random() * 8 : 25 + random() * 10).toFixed(1)} gps_fixes=${dur * 6 - between(random, 0, 40)} kind=${oneOf(random, ['service', 'service', 'exercise', 'exercise', 'exercise', 'passage'])}`;
  });
  const output = `${[
    '# emu_export --fleet --summary --since 2027-01-01 --until 2029-04-21',
    `# ${lines.length} launch summaries from ${BOATS.length} engine monitoring units`,
    ...lines,
  ].join('\n')}\n`;
  return probe(
    'round 150: engine rev limit',
    'Looking at the engine summaries, one of the Shannon launches seems to have had its engines held to lower revs than on any other Shannon trip. Which launch was that?',
    'emu_launch_summaries',
    output,
    'engine-rev-limit',
    needle,
  );
}

/** d3: the kit register's lifejacket export, CSV: one row per lifejacket across the Trust. */
function d3LifejacketCylinder(): EconomicsTask {
  const random = seededRandom(150_403);
  const crew = people(random, 700);
  const models = [
    ['Crewsaver', 'ErgoFit+ 290N'],
    ['Crewsaver', 'ErgoFit+ 290N'],
    ['Seago', 'Coastline 290N'],
    ['Spinlock', 'Deckvest 6D 290N'],
  ] as const;
  const counters = new Map<string, number>();
  const rows: { order: number; line: string }[] = [];
  const oddAt = Math.floor(crew.length * 0.61);
  let needle = '';
  crew.forEach((p, i) => {
    const n = (counters.get(p.station) ?? 0) + between(random, 1, 4);
    counters.set(p.station, n);
    const id = `LJ-${p.station}-${String(n).padStart(4, '0')}`;
    if (i === oddAt) needle = id;
    const [make, model] = oneOf(random, models);
    const head = oneOf(random, ['Hammar MA1', 'Hammar MA1', 'UML Pro-Sensor Elite', 'Halkey-Roberts 840']);
    const last = Date.UTC(2028, 3, 1) + pick(random, 380) * DAY;
    const spare = random() < 0.12;
    rows.push({
      order: STATIONS.findIndex((s) => s.code === p.station) * 10_000 + n,
      line: [
        id,
        p.station,
        spare ? 'station spare' : csvField(`${p.last}, ${p.first}`),
        make,
        model,
        '290',
        i === oddAt ? '38g CO2' : '60g CO2',
        head,
        ymd(last + between(random, 200, 1400) * DAY),
        ymd(last),
        ymd(last + 365 * DAY),
        oneOf(random, ['S', 'M', 'M', 'L', 'L', 'XL']),
        oneOf(random, ['ACR C-Light', 'Ocean Signal RescueME', 'ACR C-Light']),
        'yes',
        random() < 0.7 ? `PLB-${hex(random, 6).toUpperCase()}` : 'none',
        random() < 0.1
          ? csvField(
              oneOf(random, ['new crotch strap fitted', 'name tag replaced', 'bladder pressure test ok', 'reflective tape renewed, ok']),
            )
          : '',
      ].join(','),
    });
  });
  rows.sort((x, y) => x.order - y.order);
  const output = `${[
    'kit_id,station,issued_to,make,model,buoyancy_n,cylinder,firing_head,head_expiry,last_service,next_service,size,light,spray_hood,plb,notes',
    ...rows.map((r) => r.line),
  ].join('\n')}\n`;
  return probe(
    'round 150: lifejacket cylinder',
    "I'm going through the lifejacket register. There's one jacket that's got a different size of gas bottle fitted from every other one. Which one is it?",
    'kit_register_export',
    output,
    'lifejacket-cylinder',
    needle,
  );
}

export function roundOneHundredFifty(): EconomicsTask[] {
  return [
    a1PagerLaunchPage(),
    a2GpsAlongsideLatitude(),
    a3CrmRoundTableGift(),
    b1MaintenanceWorkOrder(),
    b2TrainingCertificate(),
    b3ServiceHelmedBy(),
    c1ShoutLogFouledProp(),
    c2LegacyContestedHouse(),
    c3AvailabilityOffCall(),
    d1CasualtyCareShortSession(),
    d2EngineRevLimit(),
    d3LifejacketCylinder(),
  ];
}
