/**
 * Probe round 26, written blind: a regional water and sewerage utility, Calder Fell Water (treatment
 * works, pumping stations, the telemetry/SCADA platform, the customer contact system, the leak-detection
 * programme, lab sampling, field crews). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - telemetry sites api: the serial number of the standby pump at one sewage pumping station (minified JSON).
 *  - contact cases api: the reference a caller was given for her brown-water call on Tuesday (minified JSON).
 *  - leak loggers geojson: the coordinates of the hydrant logger on one street that flagged a probable leak (GeoJSON).
 *  - gis mains query: the asset ID of the Victorian cast iron main on one street (ArcGIS REST JSON, one line).
 *  - lims soap: what a school's kitchen tap lead sample came back at last week (one-line SOAP response).
 *  - customer site bundle: what the website says about the deadline to fix a leak for a leak allowance (minified JS).
 *  - work orders sql: what time the crew arrived at a collapsed manhole cover on Monday (mysqldump, one INSERT).
 *  - night flow sql: one DMA's minimum night flow on Saturday night (MariaDB dump, one INSERT).
 *  - historian dead-letter log: a reservoir cell's level at a quarter to six, in a log line's escaped JSON payload.
 *  - outage sms csv: whether the outage text reached one household (a CSV cell holding a campaign's JSON).
 *  - valves graphql: which way a valve closes and how many turns it takes (one-line GraphQL response).
 *  - telemetry config kv: the high-high level alarm set on one pumping station's wet well (key=value;... string).
 *
 * Not among the bench's targets.
 *
 * First run, at 0c8ede6 (048b01a with this file; `ROUNDS=26 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,546,421 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 87fe39b, the head before this round's stop began, finds the same 3/12
 * (59,056 tokens):
 *   round 26: telemetry sites api
 *     codex: 7,590 tokens, peak 7,504, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,607 tokens, peak 3,775, 0/1 needles, 4 read-backs
 *     ours: 7,014 tokens, peak 2,355, 0/1 needles, 4 read-backs
 *   round 26: contact cases api, paraphrase
 *     codex: 6,741 tokens, peak 6,645, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,518 tokens, peak 4,535, 0/1 needles, 4 read-backs
 *     ours: 6,339 tokens, peak 2,435, 1/1 needles, 3 read-backs
 *   round 26: leak loggers geojson
 *     codex: 7,258 tokens, peak 7,163, 0/1 needles, 0 read-backs
 *     context-chef: 755 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,436 tokens, peak 6,586, 0/1 needles, 4 read-backs
 *     ours: 5,493 tokens, peak 2,393, 1/1 needles, 2 read-backs
 *   round 26: gis mains query, paraphrase
 *     codex: 8,099 tokens, peak 8,009, 0/1 needles, 0 read-backs
 *     context-chef: 757 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,343 tokens, peak 972, 0/1 needles, 4 read-backs
 *     ours: 4,292 tokens, peak 922, 0/1 needles, 4 read-backs
 *   round 26: lims soap
 *     codex: 7,415 tokens, peak 7,327, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 619, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,355 tokens, peak 980, 0/1 needles, 4 read-backs
 *     ours: 4,168 tokens, peak 899, 0/1 needles, 4 read-backs
 *   round 26: customer site bundle, paraphrase
 *     codex: 6,888 tokens, peak 6,795, 0/1 needles, 0 read-backs
 *     context-chef: 736 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,570 tokens, peak 1,020, 0/1 needles, 4 read-backs
 *     ours: 4,146 tokens, peak 885, 0/1 needles, 4 read-backs
 *   round 26: work orders sql, paraphrase
 *     codex: 965 tokens, peak 875, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,113 tokens, peak 1,000, 1/1 needles, 1 read-backs
 *     ours: 985 tokens, peak 697, 1/1 needles, 0 read-backs
 *   round 26: night flow sql
 *     codex: 790 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef: 802 tokens, peak 719, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,860 tokens, peak 1,202, 0/1 needles, 4 read-backs
 *     ours: 4,851 tokens, peak 1,289, 0/1 needles, 4 read-backs
 *   round 26: historian dead-letter log
 *     codex: 16,144 tokens, peak 16,052, 0/1 needles, 0 read-backs
 *     context-chef: 864 tokens, peak 772, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,448 tokens, peak 4,080, 0/1 needles, 2 read-backs
 *     ours: 7,255 tokens, peak 3,631, 0/1 needles, 2 read-backs
 *   round 26: outage sms csv
 *     codex: 17,785 tokens, peak 17,696, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 743, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,171 tokens, peak 1,361, 0/1 needles, 4 read-backs
 *     ours: 4,446 tokens, peak 951, 0/1 needles, 4 read-backs
 *   round 26: valves graphql, paraphrase
 *     codex: 6,879 tokens, peak 6,789, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,320 tokens, peak 4,964, 0/1 needles, 4 read-backs
 *     ours: 5,584 tokens, peak 2,099, 0/1 needles, 3 read-backs
 *   round 26: telemetry config kv, paraphrase
 *     codex: 10,904 tokens, peak 10,822, 0/1 needles, 0 read-backs
 *     context-chef: 981 tokens, peak 899, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,860 tokens, peak 1,079, 0/1 needles, 4 read-backs
 *     ours: 4,617 tokens, peak 992, 0/1 needles, 4 read-backs
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
/** A moment of November 2026: the UK is on GMT, so UTC is local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19T07:41:03Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-19 07:41:03`, as SQL dumps print a DATETIME. */
const sqlTime = (t: number) => iso(t).replace('T', ' ');
/** `2026-11-19` */
const dateOf = (t: number) => iso(t).slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const fixed = (x: number, n: number) => Number(x.toFixed(n));

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

/** Towns of the supply area, with a postcode district. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Thornley', 'HX7'],
  ['Ashby Moor', 'BD22'],
  ['Kirkby Fell', 'BD23'],
  ['Scarside', 'HD9'],
  ['Calderbrook', 'OL14'],
  ['Hebble End', 'HX2'],
  ['Netherby', 'LS29'],
  ['Ripley Bridge', 'HG3'],
  ['Hollinsworth', 'BB10'],
  ['Wharton', 'BD20'],
  ['Brackenfield', 'HD7'],
  ['Mossley Vale', 'OL5'],
  ['Greystone', 'BD13'],
  ['Oakenshaw', 'BD12'],
  ['Fellgate', 'HX6'],
  ['Lowther Green', 'LS21'],
];
/** Streets of the filler records (the planted streets are none of these). */
const STREETS = [
  'Station Road',
  'Church Lane',
  'Mill Street',
  'Victoria Road',
  'Albert Terrace',
  'Moor Lane',
  'Back Lane',
  'Beck Side',
  'Chapel Street',
  'Park Avenue',
  'Manor Drive',
  'Clough Road',
  'Hill Top',
  'New Road',
  'Oak Avenue',
  'Bank Street',
  'Ings Lane',
  'Holme Road',
  'Carr Lane',
  'Dean Close',
  'Royd Street',
  'Shaw Lane',
  'Greenfield Road',
  'Birch Grove',
  'Rowan Close',
  'Heather Bank',
  'Sycamore Way',
  'Fern Street',
  'Coronation Street',
  'Westfield Lane',
  'Northgate',
  'Southfield Road',
  'Cross Hills',
  'Well Lane',
  'Hawthorn Drive',
  'Priestley Street',
  'Nab Lane',
  'Beacon View',
  'Laburnum Road',
  'Gibbet Street',
];
const FIRST = ['J', 'P', 'A', 'G', 'M', 'L', 'Z', 'C', 'H', 'R', 'S', 'K', 'E', 'D', 'F', 'O', 'B', 'T', 'N', 'W'];
const LAST = [
  'Ainsworth',
  'Hughes',
  'Kowalski',
  'Patel',
  'Barnes',
  'Okafor',
  'Shaw',
  'Ahmed',
  'Sutcliffe',
  'Wright',
  'Nowak',
  'Greenwood',
  'Singh',
  'Crowther',
  'Haigh',
  'Holroyd',
  'Lloyd',
  'Begum',
  'Mitchell',
  'Hussain',
  'Pickles',
  'Brearley',
  'Ackroyd',
  'Murgatroyd',
];

/** `GET /api/v2/sites?type=WWPS&expand=outstation,wet_well,assets,alarms` on the telemetry platform; one pump's serial. */
function telemetrySitesApi(): EconomicsTask {
  const random = seededRandom(26_001);
  const PUMPS: readonly { make: string; models: readonly string[]; serial: () => string }[] = [
    {
      make: 'Flygt',
      models: ['NP 3102 SH', 'NP 3127 MT', 'NP 3153 HT', 'NP 3171 LT'],
      serial: () => `${between(random, 3102, 3171)}.${digits(random, 3)}-${digits(random, 7)}`,
    },
    { make: 'Grundfos', models: ['SL1.50.65.22.2', 'SE1.80.80.40.4', 'S1.100.150.110'], serial: () => `P2${digits(random, 7)}` },
    { make: 'KSB', models: ['Amarex KRT K 100-250', 'Amarex N 65-220', 'Amarex KRT D 150-315'], serial: () => digits(random, 10) },
    { make: 'Sulzer', models: ['XFP 100C-CB1', 'XFP 150E-VX', 'ABS AFP 1041'], serial: () => `SZ${digits(random, 8)}` },
  ];
  const PREFIX = [
    'Mill',
    'Church',
    'Station',
    'Beck',
    'Brook',
    'Moor',
    'Ings',
    'Carr',
    'Holme',
    'Marsh',
    'Bank',
    'Ash',
    'Oak',
    'Alder',
    'Willow',
    'Low',
    'Nether',
    'Far',
    'Sandy',
    'Stoney',
    'Clough',
    'Dean',
    'Royd',
    'Shaw',
    'Ridge',
    'Scar',
    'Thorn',
    'Heath',
    'Wood',
    'Lea',
    'Ford',
    'Crag',
    'Ghyll',
    'Bottoms',
    'Cote',
    'Lumb',
    'Ewood',
    'Tenter',
    'Dye House',
    'Fulling Mill',
  ];
  const SUFFIX = ['Lane', 'Road', 'Street', 'Farm', 'Bottom', 'End', 'Side', 'Gate', 'Bridge', 'Fold', 'Terrace', 'Mill'];
  const STW = ['Calderbrook', 'Thornley', 'Hebble End', 'Netherby', 'Kirkby Fell', 'Wharton', 'Mossley Vale'];
  const ALARMS = [
    'P1 TRIP',
    'P2 TRIP',
    'WET WELL HIGH LEVEL',
    'WET WELL HIGH HIGH LEVEL',
    'MAINS FAIL',
    'COMMS FAIL',
    'INTRUDER',
    'P1 FAIL TO START',
    'CSO SPILLING',
  ];
  const reserved = new Set(['Hollins Lane SPS', 'Hollins Road SPS', 'Hollinsworth Beck SPS']);
  const usedIds = new Set<number>([417, 133, 688]);
  const site = (id: number, name: string, roles: readonly string[]) => {
    const siteId = `WWPS-${String(id).padStart(4, '0')}`;
    const depth = fixed(2.5 + random() * 5, 2);
    const stop = fixed(depth * (0.12 + random() * 0.08), 2);
    const start = fixed(depth * (0.35 + random() * 0.15), 2);
    const high = fixed(depth * (0.7 + random() * 0.1), 2);
    return {
      site_id: siteId,
      name,
      type: 'wastewater_pumping_station',
      town: oneOf(random, TOWNS)[0],
      catchment: `${oneOf(random, STW)} STW`,
      ngr: `SE ${digits(random, 5)} ${digits(random, 5)}`,
      commissioned: between(random, 1962, 2021),
      outstation: {
        rtu_id: `OS-${between(random, 10_000, 19_999)}`,
        make: 'Ovarro',
        model: oneOf(random, ['TBox LT2-530', 'TBox MS-CPU32', 'Kingfisher CP-30']),
        firmware: `${between(random, 1, 3)}.${between(random, 0, 9)}.${between(random, 100, 180)}`,
        comms: oneOf(random, ['4G', '4G', '4G', 'PSTN', 'Radio']),
        ip: `10.42.${between(random, 0, 63)}.${between(random, 2, 254)}`,
        last_poll: isoZ(T(19, 6, 40) + pick(random, 20 * 60) * 1_000),
      },
      wet_well: {
        depth_m: depth,
        level_m: fixed(stop + random() * (start - stop), 2),
        start_level_m: start,
        stop_level_m: stop,
        high_level_m: high,
      },
      assets: roles.map((role, k) => {
        const pump = oneOf(random, PUMPS);
        return {
          asset_id: `${siteId}-P${k + 1}`,
          type: 'pump',
          role,
          make: pump.make,
          model: oneOf(random, pump.models),
          serial: pump.serial(),
          rated_kw: oneOf(random, [2.4, 3.1, 4.7, 5.5, 7.5, 11, 15, 22, 30]),
          installed: between(random, 2004, 2025),
          run_hours: between(random, 300, 48_000),
          starts_24h: role === 'standby' ? between(random, 0, 2) : between(random, 4, 140),
          status: oneOf(random, ['available', 'available', 'available', 'running', 'tripped', 'isolated']),
        };
      }),
      alarms: Array.from({ length: oneOf(random, [0, 0, 0, 1, 1, 2, 3]) }, () => ({
        code: oneOf(random, ALARMS),
        raised_at: isoZ(T(12, 0) + pick(random, 7 * 24 * 60 + 6 * 60) * MINUTE),
        acknowledged: random() < 0.7,
      })),
      edm: { monitor_id: `EDM-${digits(random, 5)}`, spills_ytd: between(random, 0, 70), spill_hours_ytd: fixed(random() * 400, 1) },
    };
  };
  const usedNames = new Set(reserved);
  const COUNT = 420;
  const sites: object[] = [];
  for (let i = 0; i < COUNT; i++) {
    let name = '';
    while (!name || usedNames.has(name)) name = `${oneOf(random, PREFIX)} ${oneOf(random, SUFFIX)} SPS`;
    usedNames.add(name);
    let id = 0;
    while (!id || usedIds.has(id)) id = between(random, 1, 999);
    usedIds.add(id);
    sites.push(
      site(
        id,
        name,
        oneOf(random, [['duty', 'standby'], ['duty', 'standby'], ['duty', 'assist', 'standby'], ['duty'], ['duty', 'duty', 'standby']]),
      ),
    );
  }
  const target = site(417, 'Hollins Lane SPS', ['duty', 'assist', 'standby']);
  const needle = target.assets[2]!.serial;
  sites[Math.floor(COUNT * 0.49)] = target;
  sites[Math.floor(COUNT * 0.31)] = site(133, 'Hollins Road SPS', ['duty', 'standby']);
  sites[Math.floor(COUNT * 0.63)] = site(688, 'Hollinsworth Beck SPS', ['duty', 'assist', 'standby']);
  const output = `${JSON.stringify({
    data: sites,
    meta: {
      type: 'WWPS',
      expand: ['outstation', 'wet_well', 'assets', 'alarms'],
      count: COUNT,
      page: 1,
      per_page: 1000,
      generated_at: isoZ(T(19, 7, 2, 18)),
    },
  })}\n`;
  const ask =
    "The contractor who's swapping out the standby pump at Hollins Lane sewage pumping station next week wants the serial number of the unit that's in there now. What is it?";
  return probe('round 26: telemetry sites api', ask, 'http_get', output, 'serial', needle, true);
}

/** `GET /api/v1/contacts?received_from=2026-11-15` on the customer contact system; a caller's case number. */
function contactCasesApi(): EconomicsTask {
  const random = seededRandom(26_002);
  const KINDS: readonly (readonly [string, string, readonly string[]])[] = [
    [
      'water_quality',
      'discoloured_water',
      [
        'Customer reports brown water from kitchen tap since this morning',
        'Discoloured water in bath, cold tap clears after running for a few minutes',
        'Water orange/brown after works in the street, advised to run kitchen tap',
        'Yellowish water from all taps, customer asking if safe to drink',
      ],
    ],
    [
      'water_quality',
      'taste_odour',
      [
        'Chlorine taste reported, advised to keep a jug in the fridge',
        'Earthy/musty taste from cold tap',
        'Customer reports water smells of TCP, only from kitchen tap',
      ],
    ],
    ['water_quality', 'white_water', ['Milky white water that clears from the bottom up, air explained to customer']],
    [
      'supply',
      'no_water',
      [
        'No water at property since 06:00, neighbours also off',
        'No supply after meter fitted yesterday',
        'Supply off, customer is on PSR, bottled water requested',
      ],
    ],
    [
      'supply',
      'low_pressure',
      [
        'Low pressure upstairs, started last week',
        'Pressure poor at peak times, mornings worst',
        'Combi boiler cutting out, customer says pressure has dropped',
      ],
    ],
    [
      'wastewater',
      'blocked_sewer',
      [
        'Toilet backing up, manhole in garden full',
        'Slow draining, shared drain blocked at rear',
        'Sewage odour and manhole surcharging in back lane',
      ],
    ],
    ['wastewater', 'sewer_flooding_external', ['Sewage in garden from manhole after heavy rain', 'Sewage on highway outside property']],
    [
      'leakage',
      'leak_in_street',
      [
        'Water bubbling up through footpath outside',
        'Leak at boundary box, running into road',
        'Water coming up in the middle of the road near the junction',
      ],
    ],
    [
      'billing',
      'high_bill',
      ['Bill higher than expected, customer thinks meter reading is wrong', 'Customer disputes estimated reading on latest bill'],
    ],
    ['billing', 'payment_plan', ['Customer wants to spread arrears, payment plan set up', 'Asked about WaterSure, form sent']],
    ['billing', 'direct_debit', ['Change of bank details for direct debit', 'Direct debit amount queried after annual review']],
    ['metering', 'meter_reading', ['Customer submitted own reading, bill to be re-issued', 'Meter dial not turning, customer asking why']],
  ];
  const CHANNELS = ['phone', 'phone', 'phone', 'webchat', 'email', 'web_form', 'social'];
  const usedRefs = new Set<string>();
  const caseNumber = () => {
    let ref = '';
    while (!ref || usedRefs.has(ref)) ref = `CAS-2611-${digits(random, 6)}`;
    usedRefs.add(ref);
    return ref;
  };
  const contact = (
    t: number,
    kind: readonly [string, string, readonly string[]],
    address: string,
    town: readonly [string, string],
    name: string,
    summary?: string,
  ) => {
    const channel = oneOf(random, CHANNELS);
    const urgent = kind[1] === 'no_water' || kind[1] === 'sewer_flooding_external' || kind[1] === 'discoloured_water';
    return {
      id: uuid(random),
      case_number: caseNumber(),
      received_at: isoZ(t),
      channel,
      agent:
        channel === 'web_form'
          ? null
          : { id: `AG${digits(random, 4)}`, team: oneOf(random, ['Ops Contact', 'Ops Contact', 'Billing', 'Out of Hours']) },
      category: kind[0],
      subcategory: kind[1],
      premises: {
        uprn: `1000${digits(random, 8)}`,
        address,
        town: town[0],
        postcode: `${town[1]} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      },
      customer: { account_no: `6${digits(random, 9)}`, name, psr: random() < 0.12 },
      summary: summary ?? oneOf(random, kind[2]),
      priority: urgent ? 'P2' : oneOf(random, ['P3', 'P3', 'P4']),
      status: oneOf(random, ['open', 'assigned', 'assigned', 'resolved', 'resolved', 'resolved']),
      sla_due: isoZ(t + (urgent ? 24 : 10 * 24) * 60 * MINUTE),
      linked_work_order: kind[0] === 'billing' ? null : random() < 0.6 ? `WO-2611-${digits(random, 6)}` : null,
    };
  };
  const randomName = () => `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Mr', 'Dr'])} ${oneOf(random, FIRST)}. ${oneOf(random, LAST)}`;
  const kind = (sub: string) => KINDS.find((k) => k[1] === sub)!;
  const town = (name: string) => TOWNS.find(([n]) => n === name)!;
  const COUNT = 1_700;
  const start = T(15, 0);
  const span = T(19, 7) - start;
  const contacts = Array.from({ length: COUNT }, (_, i) =>
    contact(
      start + Math.floor((span * i) / COUNT) + pick(random, 200) * 1_000,
      oneOf(random, KINDS),
      `${between(random, 1, 160)} ${oneOf(random, STREETS)}`,
      oneOf(random, TOWNS),
      randomName(),
    ),
  );
  // Contacts are in time order; the planted ones replace contacts at about their own time.
  const at = (t: number) => Math.floor(((t - start) / span) * COUNT);
  const plant = (c: ReturnType<typeof contact>) => (contacts[at(Date.parse(c.received_at))] = c);
  const target = contact(
    T(17, 10, 14, 52),
    kind('discoloured_water'),
    "14 Tanner's Row",
    town('Scarside'),
    'Mrs D. Ainsworth',
    'Water coming out brown from all cold taps, customer has a young baby, advised to run kitchen tap and call back if not clear',
  );
  plant(target);
  plant(contact(T(17, 16, 41, 7), kind('low_pressure'), "9 Tanner's Row", town('Scarside'), 'Mr K. Osei'));
  plant(contact(T(16, 9, 3, 30), kind('discoloured_water'), "22 Tanner's Row", town('Scarside'), 'Ms R. Booth'));
  plant(contact(T(17, 11, 58, 12), kind('discoloured_water'), "3 Tanner's Row", town('Netherby'), 'Mrs A. Lees'));
  const output = `${JSON.stringify({ count: COUNT, next: null, previous: null, results: contacts })}\n`;
  const ask =
    "A lady from Tanner's Row in Scarside rang us on Tuesday because her water was coming out brown. She was given a reference number on the call but she's lost it. Can you find it for her?";
  return probe('round 26: contact cases api, paraphrase', ask, 'http_get', output, 'case', target.case_number, true);
}

/** The leak-detection programme's noise loggers after last night's patrol, as GeoJSON; one logger's coordinates. */
function leakLoggersGeojson(): EconomicsTask {
  const random = seededRandom(26_003);
  const DMAS = ['KRK-03', 'KRK-07', 'KRK-08', 'WHR-02', 'WHR-05', 'THN-01', 'THN-03', 'ASH-04', 'ASH-06', 'SCR-02', 'HEB-01', 'NTH-04'];
  const FITTINGS = ['hydrant', 'hydrant', 'hydrant', 'sluice valve', 'sluice valve', 'washout', 'meter chamber'];
  const usedIds = new Set<number>();
  const feature = (street: string, town: string, fitting: string, status: string) => {
    let n = 0;
    while (!n || usedIds.has(n)) n = between(random, 10_000, 39_999);
    usedIds.add(n);
    const noise =
      status === 'probable' ? between(random, 34, 58) : status === 'possible' ? between(random, 22, 36) : between(random, 4, 24);
    return {
      type: 'Feature',
      id: `NL-${n}`,
      geometry: { type: 'Point', coordinates: [fixed(-2.05 + random() * 0.5, 5), fixed(53.62 + random() * 0.32, 5)] },
      properties: {
        serial: `PL3-${digits(random, 7)}`,
        model: oneOf(random, ['Permalog+ 3', 'Permalog+ 3', 'Enigma3m']),
        dma: oneOf(random, DMAS),
        fitting,
        fitting_ref: `${fitting === 'hydrant' ? 'HY' : fitting === 'washout' ? 'WO' : fitting === 'meter chamber' ? 'MC' : 'SV'}-${digits(random, 6)}`,
        street,
        town,
        deployed: dateOf(T(1, 0) - between(random, 20, 400) * 24 * 60 * MINUTE),
        last_heard: isoZ(T(19, 1, 30) + pick(random, 150 * 60) * 1_000),
        noise_level: noise,
        spread: status === 'no_leak' ? between(random, 6, 30) : between(random, 1, 8),
        leak_status: status,
        battery_pct: between(random, 18, 100),
        rssi_dbm: -between(random, 62, 118),
        patrol: 'PAT-20261119-02',
      },
    };
  };
  const COUNT = 2_500;
  const features = Array.from({ length: COUNT }, () => {
    const [town] = oneOf(random, TOWNS);
    const status = random() < 0.9 ? 'no_leak' : random() < 0.6 ? 'possible' : 'probable';
    return feature(oneOf(random, STREETS), town, oneOf(random, FITTINGS), status);
  });
  const target = feature('Brook Street', 'Kirkby Fell', 'hydrant', 'probable');
  target.properties.dma = 'KRK-07';
  const needle = JSON.stringify(target.geometry.coordinates);
  features[Math.floor(COUNT * 0.5)] = target;
  features[Math.floor(COUNT * 0.44)] = feature('Brook Street', 'Kirkby Fell', 'hydrant', 'no_leak');
  features[Math.floor(COUNT * 0.57)] = feature('Brook Street', 'Kirkby Fell', 'sluice valve', 'possible');
  features[Math.floor(COUNT * 0.38)] = feature('Brook Street', 'Wharton', 'hydrant', 'probable');
  features[Math.floor(COUNT * 0.61)] = feature('Brook Terrace', 'Kirkby Fell', 'hydrant', 'probable');
  const output = `${JSON.stringify({
    type: 'FeatureCollection',
    name: 'noise_loggers',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
    generated: isoZ(T(19, 6, 15, 9)),
    features,
  })}\n`;
  const ask =
    "Last night's patrol flagged a probable leak on one of the loggers sitting on a hydrant on Brook Street in Kirkby Fell. Can you give me its coordinates so I can drop a pin for the crew?";
  return probe('round 26: leak loggers geojson', ask, 'http_get', output, 'coordinates', needle, true);
}

/** The GIS server's ArcGIS REST query of the water mains in the Thornley zones; one main's asset ID. */
function gisMainsQuery(): EconomicsTask {
  const random = seededRandom(26_004);
  const MATERIALS: readonly (readonly [string, number, number])[] = [
    ['CI', 1868, 1962],
    ['CI', 1868, 1962],
    ['SI', 1955, 1975],
    ['DI', 1968, 1998],
    ['AC', 1950, 1982],
    ['PVC', 1972, 1996],
    ['PE80', 1988, 2004],
    ['PE100', 2002, 2025],
    ['PE100', 2002, 2025],
    ['ST', 1930, 1978],
  ];
  const TOWN_NAMES = ['THORNLEY', 'THORNLEY', 'THORNLEY', 'HEBBLE END', 'FELLGATE'];
  const streets = STREETS.map((s) => s.toUpperCase());
  const usedIds = new Set<string>();
  const main = (street: string, town: string, material: string, year: number, diameter: number) => {
    let assetId = '';
    while (!assetId || usedIds.has(assetId)) assetId = `WMN00${digits(random, 5)}`;
    usedIds.add(assetId);
    const x0 = 405_000 + random() * 20_000;
    const y0 = 420_000 + random() * 15_000;
    const path = [[fixed(x0, 2), fixed(y0, 2)]];
    for (let k = between(random, 1, 6); k > 0; k--) {
      const [x, y] = path[path.length - 1]!;
      path.push([fixed(x! + (random() - 0.5) * 90, 2), fixed(y! + (random() - 0.5) * 90, 2)]);
    }
    return {
      attributes: {
        OBJECTID: 0,
        ASSETID: assetId,
        STATUS: 'IN SERVICE',
        MATERIAL: material,
        NOMDIAM: diameter,
        INSTALLYEAR: year,
        PRESSZONE: oneOf(random, ['THN-LOW', 'THN-HIGH', 'THN-BOOST']),
        DMA: `THN-0${between(random, 1, 6)}`,
        STREETNAME: street,
        TOWN: town,
        LENGTH_M: fixed(8 + random() * 240, 1),
        BURSTS_5Y: oneOf(random, [0, 0, 0, 0, 1, 1, 2, 3, 5]),
        CRITICALITY: oneOf(random, ['A', 'B', 'B', 'C', 'C', 'C']),
        LASTINSPECT:
          random() < 0.4 ? null : Date.UTC(2016, pick(random, 12), between(random, 1, 28)) + pick(random, 10) * 365 * 24 * 60 * MINUTE,
        GLOBALID: `{${uuid(random).toUpperCase()}}`,
      },
      geometry: { paths: [path] },
    };
  };
  const COUNT = 2_000;
  const features = Array.from({ length: COUNT }, () => {
    const [material, from, to] = oneOf(random, MATERIALS);
    const diameter = material.startsWith('PE') ? oneOf(random, [63, 90, 125, 180, 250]) : oneOf(random, [75, 100, 100, 150, 150, 200, 300]);
    return main(oneOf(random, streets), oneOf(random, TOWN_NAMES), material, between(random, from, to), diameter);
  });
  const target = main('QUARRY STREET', 'THORNLEY', 'CI', 1894, 150);
  features[Math.floor(COUNT * 0.52)] = target;
  features[Math.floor(COUNT * 0.47)] = main('QUARRY STREET', 'THORNLEY', 'PE100', 2011, 90);
  features[Math.floor(COUNT * 0.55)] = main('QUARRY STREET', 'THORNLEY', 'DI', 1978, 200);
  features[Math.floor(COUNT * 0.58)] = main('QUARRY STREET', 'THORNLEY', 'CI', 1931, 100);
  features[Math.floor(COUNT * 0.41)] = main('QUARRY STREET', 'HEBBLE END', 'CI', 1889, 100);
  // Features come back in OBJECTID order.
  let objectId = 118_000;
  for (const f of features) f.attributes.OBJECTID = objectId += between(random, 1, 40);
  const field = (name: string, type: string, length?: number) => ({ name, type, alias: name, ...(length ? { length } : {}) });
  const output = `${JSON.stringify({
    displayFieldName: 'ASSETID',
    fieldAliases: Object.fromEntries(Object.keys(target.attributes).map((k) => [k, k])),
    geometryType: 'esriGeometryPolyline',
    spatialReference: { wkid: 27700, latestWkid: 27700 },
    fields: [
      field('OBJECTID', 'esriFieldTypeOID'),
      field('ASSETID', 'esriFieldTypeString', 12),
      field('STATUS', 'esriFieldTypeString', 20),
      field('MATERIAL', 'esriFieldTypeString', 8),
      field('NOMDIAM', 'esriFieldTypeSmallInteger'),
      field('INSTALLYEAR', 'esriFieldTypeSmallInteger'),
      field('PRESSZONE', 'esriFieldTypeString', 12),
      field('DMA', 'esriFieldTypeString', 8),
      field('STREETNAME', 'esriFieldTypeString', 60),
      field('TOWN', 'esriFieldTypeString', 40),
      field('LENGTH_M', 'esriFieldTypeDouble'),
      field('BURSTS_5Y', 'esriFieldTypeSmallInteger'),
      field('CRITICALITY', 'esriFieldTypeString', 1),
      field('LASTINSPECT', 'esriFieldTypeDate', 8),
      field('GLOBALID', 'esriFieldTypeGlobalID', 38),
    ],
    features,
    exceededTransferLimit: false,
  })}\n`;
  const ask =
    'A burst has been reported on Quarry Street in Thornley. GIS shows a few mains along there; I need the asset ID of the old Victorian cast iron one for the job sheet.';
  return probe('round 26: gis mains query, paraphrase', ask, 'http_get', output, 'asset', target.attributes.ASSETID, true);
}

/** The LIMS web service's `GetSampleResults` since the start of the month, one line of SOAP; a school's lead result. */
function limsSoap(): EconomicsTask {
  const random = seededRandom(26_005);
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  /** Code, determinand, units, PCV, a typical value. */
  const DETS: readonly (readonly [string, string, string, string, () => string])[] = [
    ['PB', 'Lead', 'ug/l', '10', () => (random() < 0.3 ? '<0.5' : (0.5 + random() * 6).toFixed(1))],
    ['CU', 'Copper', 'mg/l', '2', () => (random() * 0.6).toFixed(3)],
    ['NI', 'Nickel', 'ug/l', '20', () => (random() < 0.4 ? '<1.0' : (1 + random() * 8).toFixed(1))],
    ['FE', 'Iron', 'ug/l', '200', () => String(between(random, 4, 120))],
    ['MN', 'Manganese', 'ug/l', '50', () => (random() < 0.3 ? '<1.0' : (1 + random() * 20).toFixed(1))],
    ['AL', 'Aluminium', 'ug/l', '200', () => String(between(random, 5, 90))],
    ['TC', 'Coliform bacteria', 'MPN/100ml', '0', () => (random() < 0.97 ? '0' : String(between(random, 1, 4)))],
    ['EC', 'E. coli', 'MPN/100ml', '0', () => '0'],
    ['TURB', 'Turbidity', 'NTU', '4', () => (0.05 + random() * 0.8).toFixed(2)],
    ['CL2F', 'Free chlorine', 'mg/l', '', () => (0.1 + random() * 0.5).toFixed(2)],
    ['PH', 'Hydrogen ion', 'pH value', '6.5-9.5', () => (6.9 + random() * 1.3).toFixed(1)],
    ['COND', 'Conductivity', 'uS/cm', '2500', () => String(between(random, 90, 420))],
  ];
  const usedIds = new Set<string>();
  const resultId = () => {
    let id = '';
    while (!id || usedIds.has(id)) id = `R26-${digits(random, 7)}`;
    usedIds.add(id);
    return id;
  };
  const result = ([code, name, units, pcv, typical]: (typeof DETS)[number], value = typical()) => {
    const numeric = Number(value.replace('<', ''));
    const limit = Number(pcv.split('-').pop());
    const exceeds = pcv !== '' && (code === 'PH' ? numeric < 6.5 || numeric > 9.5 : numeric > limit);
    return `<Result code="${code}" determinand="${xml(name)}" value="${xml(value)}" units="${units}" pcv="${pcv}" exceeds="${exceeds}" resultId="${resultId()}"/>`;
  };
  const COUNT = 520;
  const start = T(1, 0);
  const span = T(18, 16) - start;
  const sample = (programme: string, pointCode: string, point: string, zone: string, t: number, results: string[], reason?: string) => {
    // Sample numbers are given in the order samples are booked in.
    const sampleNo = 118_000 + Math.floor(((t - start) / span) * COUNT * 6) + pick(random, 6);
    return (
      `<Sample><SampleNumber>S26-${sampleNo}</SampleNumber><Programme>${programme}</Programme>` +
      (reason ? `<Reason>${xml(reason)}</Reason>` : '') +
      `<SamplingPoint code="${pointCode}">${xml(point)}</SamplingPoint><Zone>${zone}</Zone><SampledAt>${isoZ(t)}</SampledAt>` +
      `<Sampler>SMP-${pad2(between(random, 1, 14))}</Sampler><ReceivedAt>${isoZ(t + between(random, 60, 300) * MINUTE)}</ReceivedAt>` +
      `<AuthorisedAt>${isoZ(t + between(random, 2, 6) * 24 * 60 * MINUTE)}</AuthorisedAt><Results>${results.join('')}</Results></Sample>`
    );
  };
  const tapResults = (lead?: string) => DETS.filter(() => random() < 0.8).map((d) => (d[0] === 'PB' && lead ? result(d, lead) : result(d)));
  const zoneOf = (town: string) => `WSZ-${town.replace(/ /g, '').slice(0, 4).toUpperCase()}`;
  const pointCode = (town: string) => `CTP-${town.replace(/ /g, '').slice(0, 4).toUpperCase()}-${digits(random, 4)}`;
  const samples: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [town] = oneOf(random, TOWNS);
    const t = start + Math.floor((span * i) / COUNT) + pick(random, 120) * MINUTE;
    const kind = random();
    if (kind < 0.6) {
      samples.push(
        sample(
          'REG-CTP',
          pointCode(town),
          `${between(random, 1, 150)} ${oneOf(random, STREETS)}, ${town}, kitchen tap`,
          zoneOf(town),
          t,
          tapResults(),
        ),
      );
    } else if (kind < 0.8) {
      const sr = `${town} ${oneOf(random, ['SR', 'Low SR', 'High SR', 'Tower'])}`;
      samples.push(
        sample(
          'SR',
          `SR-${town.replace(/ /g, '').slice(0, 4).toUpperCase()}-0${between(random, 1, 3)}`,
          `${sr} outlet`,
          zoneOf(town),
          t,
          DETS.filter(([c]) => ['TC', 'EC', 'CL2F', 'TURB', 'COND'].includes(c)).map((d) => result(d)),
        ),
      );
    } else if (kind < 0.9) {
      samples.push(
        sample(
          'WTW-FINAL',
          `WTW-${oneOf(random, ['SCAR', 'THOR', 'CALD', 'NETH'])}-FW`,
          `${oneOf(random, ['Scarside', 'Thornley', 'Calderbrook', 'Netherby'])} WTW final water`,
          'WTW',
          t,
          DETS.filter(([c]) => !['PB', 'CU', 'NI'].includes(c)).map((d) => result(d)),
        ),
      );
    } else {
      samples.push(
        sample(
          'CONTACT',
          pointCode(town),
          `${between(random, 1, 150)} ${oneOf(random, STREETS)}, ${town}, kitchen tap`,
          zoneOf(town),
          t,
          tapResults(),
          `Customer contact CAS-2611-${digits(random, 6)}: ${oneOf(random, ['discoloured water', 'taste and odour', 'illness concern', 'lead pipe concern'])}`,
        ),
      );
    }
  }
  const at = (t: number) => Math.floor(((t - start) / span) * COUNT);
  let needle = '';
  const leadFirst = (lead: string, capture: boolean) => {
    const rest = DETS.filter(([c]) => c !== 'PB' && random() < 0.85).map((d) => result(d));
    const lead_ = result(DETS[0]!, lead);
    if (capture) needle = lead_;
    return [lead_, ...rest];
  };
  const t = T(11, 9, 42);
  samples[at(t)] = sample(
    'CONTACT',
    'CTP-ASHM-0031',
    'Ashby Moor CE Primary School, kitchen tap',
    'WSZ-ASHB',
    t,
    leadFirst('13.8', true),
    'Customer contact CAS-2611-604412: lead concern raised by parents, school kitchen tap',
  );
  // The same tap the week before, on the regulatory programme, and this week's resample after the fittings were changed.
  const before = T(4, 10, 5);
  samples[at(before)] = sample(
    'REG-CTP',
    'CTP-ASHM-0031',
    'Ashby Moor CE Primary School, kitchen tap',
    'WSZ-ASHB',
    before,
    leadFirst('2.1', false),
  );
  const resample = T(17, 8, 50);
  samples[at(resample)] = sample(
    'CONTACT',
    'CTP-ASHM-0031',
    'Ashby Moor CE Primary School, kitchen tap',
    'WSZ-ASHB',
    resample,
    leadFirst('3.2', false),
    'Customer contact CAS-2611-604412: resample after kitchen tap and fittings replaced by school',
  );
  const kirkby = T(12, 11, 20);
  samples[at(kirkby)] = sample(
    'REG-CTP',
    'CTP-KIRK-0207',
    'Kirkby Fell Primary School, staff room tap',
    'WSZ-KIRK',
    kirkby,
    leadFirst('11.2', false),
  );
  const ashby = T(10, 14, 5);
  samples[at(ashby)] = sample(
    'REG-CTP',
    'CTP-ASHM-0144',
    '41 Moor Lane, Ashby Moor, kitchen tap',
    'WSZ-ASHB',
    ashby,
    leadFirst('6.4', false),
  );
  const output =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<soap:Body><GetSampleResultsResponse xmlns="http://lims.calderfellwater.co.uk/ws/2019/06"><GetSampleResultsResult><Status>OK</Status>` +
    `<From>${dateOf(start)}</From><To>${dateOf(T(19, 0))}</To><RecordCount>${COUNT}</RecordCount><Samples>${samples.join('')}</Samples>` +
    `</GetSampleResultsResult></GetSampleResultsResponse></soap:Body></soap:Envelope>\n`;
  const ask =
    'Parents at Ashby Moor primary school complained about lead in the water, so we sent a sampler to the school kitchen tap last week. What did the lead come back at?';
  return probe('round 26: lims soap', ask, 'http_post', output, 'lead', needle, true);
}

/** The customer website's `_app` chunk, minified, with the site's messages inlined; the leak allowance wording. */
function customerSiteBundle(): EconomicsTask {
  const random = seededRandom(26_006);
  const name = () =>
    `${oneOf(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$'.split(''))}${chars(random, ALNUM, between(random, 0, 1))}`;
  const cls = (base: string) =>
    `${base}_${oneOf(random, ['card', 'row', 'title', 'wrap', 'btn', 'list', 'item', 'grid', 'hint', 'form'])}__${chars(random, ALNUM, 5)}`;
  const COMPONENTS = [
    'AccountSummary',
    'BillCard',
    'MeterReadForm',
    'PaymentPlan',
    'DirectDebitForm',
    'LeakReport',
    'SupplyMap',
    'MoveHome',
    'ContactUs',
    'OutageBanner',
    'UsageChart',
    'WaterSure',
    'PriorityServices',
    'Header',
    'Footer',
    'CookieBar',
    'LoginForm',
    'Register',
  ];
  const PATHS = [
    '/api/account/summary',
    '/api/bills',
    '/api/bills/latest/pdf',
    '/api/meter/readings',
    '/api/payments/plan',
    '/api/payments/direct-debit',
    '/api/incidents/near',
    '/api/leaks/report',
    '/api/moving/home',
    '/api/psr/register',
    '/api/usage/daily',
    '/api/auth/session',
  ];
  const EVENTS = [
    'view_bill',
    'submit_reading',
    'start_plan',
    'dd_setup',
    'report_leak',
    'check_supply',
    'move_start',
    'psr_join',
    'login',
    'logout',
  ];
  const module = (): string => {
    const [a, b, c, d] = [name(), name(), name(), name()];
    const id = between(random, 1_000, 99_999);
    switch (pick(random, 5)) {
      case 0:
        return `${id}:function(e,t,n){"use strict";n.d(t,{Z:function(){return ${a}}});var ${b}=n(${between(random, 1_000, 99_999)}),${c}=n(${between(random, 1_000, 99_999)}),${d}=n.n(${c});function ${a}(e){let{data:t,loading:n,onRetry:r}=e;return n?(0,${b}.jsx)("div",{className:${d}().${cls('skeleton')},"aria-busy":!0}):(0,${b}.jsxs)("section",{className:"${cls(oneOf(random, COMPONENTS))}",children:[(0,${b}.jsx)("h2",{children:t.title}),(0,${b}.jsx)("p",{className:"${cls('body')}",children:t.body}),t.error&&(0,${b}.jsx)("button",{onClick:r,children:"Try again"})]})}}`;
      case 1:
        return `${id}:function(e,t,n){"use strict";n.d(t,{${a}:function(){return ${b}}});var ${c}=n(${between(random, 1_000, 99_999)});async function ${b}(e){let t=await(0,${c}.U2)("${oneOf(random, PATHS)}",{params:e,timeout:${oneOf(random, [8e3, 1e4, 15e3, 3e4])}});if(!t.ok)throw new ${c}.HttpError(t.status,"${oneOf(random, EVENTS)}");return t.data}}`;
      case 2:
        return `${id}:function(e,t,n){"use strict";n.d(t,{j:function(){return ${a}}});let ${a}=e=>{window.dataLayer=window.dataLayer||[],window.dataLayer.push({event:"${oneOf(random, EVENTS)}",page:e.page,journey:"${oneOf(random, COMPONENTS)}",ts:Date.now()})}}`;
      case 3:
        return `${id}:function(e,t,n){"use strict";var ${a}=n(${between(random, 1_000, 99_999)}),${b}=n(${between(random, 1_000, 99_999)});t.Z=function(e){let[t,n]=(0,${b}.useState)(!1),[r,i]=(0,${b}.useState)(null);return(0,${b}.useEffect)(()=>{let e=setTimeout(()=>n(!0),${between(random, 100, 900)});return()=>clearTimeout(e)},[]),(0,${a}.jsx)("div",{className:"${cls(oneOf(random, COMPONENTS))}",hidden:!t,children:e.children})}}`;
      default:
        return `${id}:function(e){"use strict";e.exports={${Array.from({ length: between(random, 3, 9) }, () => `${cls(oneOf(random, COMPONENTS)).split('__')[0]}:"${cls(oneOf(random, COMPONENTS))}"`).join(',')}}}`;
    }
  };
  const TOPICS = [
    'bill',
    'meter reading',
    'payment plan',
    'direct debit',
    'account',
    'water usage',
    'supply',
    'moving date',
    'priority services registration',
    'leak report',
    'password',
    'contact details',
  ];
  const SECTIONS = ['account', 'billing', 'payments', 'meter', 'supply', 'wastewater', 'moving', 'help', 'psr', 'auth'];
  const messages: Record<string, string> = {};
  const fill = (n: number) => {
    for (let i = 0; i < n; i++) {
      const topic = oneOf(random, TOPICS);
      const key = `${oneOf(random, SECTIONS)}.${topic.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}${pick(random, 40)}.${oneOf(random, ['title', 'intro', 'cta', 'error', 'help', 'body'])}`;
      const leaf = key.split('.').pop();
      messages[key] =
        leaf === 'title'
          ? `Your ${topic}`
          : leaf === 'intro'
            ? `Here you can view and manage your ${topic}.`
            : leaf === 'cta'
              ? oneOf(random, ['Continue', 'Update', 'Submit', 'Find out more', 'Get started', 'Save changes'])
              : leaf === 'error'
                ? `Sorry, we could not update your ${topic} just now. Please try again later or call us on 0345 ${digits(random, 3)} ${digits(random, 4)}.`
                : leaf === 'help'
                  ? `Need help with your ${topic}? Our team is available ${oneOf(random, ['8am to 8pm Monday to Friday', '8am to 6pm Monday to Saturday', '24 hours a day for emergencies'])}.`
                  : `We will ${oneOf(random, ['email', 'write to', 'text'])} you when your ${topic} has been ${oneOf(random, ['updated', 'checked', 'processed', 'confirmed'])}. This usually takes ${between(random, 2, 10)} working days.`;
    }
  };
  fill(330);
  Object.assign(messages, {
    'leaks.report.title': 'Report a leak',
    'leaks.report.body': 'If you can see water leaking in the street or from a hydrant, report it online or call us 24 hours a day.',
    'leaks.supplyPipe.responsibility':
      'You are responsible for the supply pipe from the boundary of your property to your home, including any leaks on it.',
    'billing.leakAllowance.title': 'Leak allowance',
    'billing.leakAllowance.intro':
      'If you have a water meter and a leak has pushed up your bill, you might be able to get a leak allowance.',
    'billing.leakAllowance.conditions':
      'To qualify for a leak allowance, the leak must be on your underground supply pipe and the leak must be repaired within 21 days of us first telling you about it. You will need to send us proof of the repair, such as an invoice from a WaterSafe approved plumber.',
    'billing.leakAllowance.once': 'We can normally make one leak allowance for each property in any three-year period.',
    'payments.refund.timescale': 'We will pay your refund within 10 working days of agreeing it.',
  });
  fill(330);
  const json = JSON.stringify(messages).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  const messagesModule = `${between(random, 1_000, 99_999)}:function(e){"use strict";e.exports=JSON.parse('${json}')}`;
  const before = Array.from({ length: 1_300 }, module);
  const after = Array.from({ length: 1_300 }, module);
  const output =
    `"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[888],{${[...before, messagesModule, ...after].join(',')}},function(e){var t=function(t){return e(e.s=t)};e.O(0,[774,179],function(){return t(${between(random, 1_000, 99_999)}),t(${between(random, 1_000, 99_999)})}),_N_E=e.O()}]);\n` +
    '//# sourceMappingURL=_app-3f9c1e2a7b41d0c6.js.map\n';
  const needle = 'the leak must be repaired within 21 days of us first telling you about it';
  const ask =
    'A customer on the phone says our website told him he had a month to get his supply pipe leak fixed if he wanted money knocked off his bill. What does the site actually say about the deadline?';
  return probe('round 26: customer site bundle, paraphrase', ask, 'http_get', output, 'deadline', needle, true);
}

/** The preamble and closing of a mysqldump of one table. */
function mysqldump(database: string, table: string, columns: readonly string[], where: string, insert: string, finished: string): string {
  return [
    '-- MySQL dump 10.13  Distrib 8.0.39, for Linux (x86_64)',
    '--',
    `-- Host: ${database}-db.internal    Database: ${database}`,
    '-- ------------------------------------------------------',
    '-- Server version\t8.0.39',
    '',
    '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;',
    '/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;',
    '/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;',
    '/*!50503 SET NAMES utf8mb4 */;',
    "/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;\n/*!40103 SET TIME_ZONE='+00:00' */;",
    '/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;',
    '/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;',
    "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;",
    '/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;',
    '',
    '--',
    `-- Table structure for table \`${table}\``,
    '--',
    '',
    `DROP TABLE IF EXISTS \`${table}\`;`,
    '/*!40101 SET @saved_cs_client     = @@character_set_client */;',
    '/*!50503 SET character_set_client = utf8mb4 */;',
    `CREATE TABLE \`${table}\` (`,
    ...columns.map((c) => `  ${c},`),
    '  PRIMARY KEY (`id`)',
    ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;',
    '/*!40101 SET character_set_client = @saved_cs_client */;',
    '',
    '--',
    `-- Dumping data for table \`${table}\``,
    '--',
    `-- WHERE:  ${where}`,
    '',
    '',
    `LOCK TABLES \`${table}\` WRITE;`,
    `/*!40000 ALTER TABLE \`${table}\` DISABLE KEYS */;`,
    insert,
    `/*!40000 ALTER TABLE \`${table}\` ENABLE KEYS */;`,
    'UNLOCK TABLES;',
    '/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;',
    '',
    '/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;',
    '/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;',
    '/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;',
    '/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;',
    '/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;',
    '/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;',
    '/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;',
    '',
    `-- Dump completed on ${finished}`,
    '',
  ].join('\n');
}

/** A SQL string literal as mysqldump writes it, or NULL. */
const sqlStr = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

/** `mysqldump fieldops work_orders --where=...`: a week of field jobs in one INSERT; a crew's arrival time. */
function workOrdersSql(): EconomicsTask {
  const random = seededRandom(26_007);
  const JOBS: readonly (readonly [string, string, readonly string[]])[] = [
    ['BURST_MAIN', 'P1', ['Burst main, water running down carriageway', 'Large volume of water up through road surface, traffic affected']],
    [
      'LEAK_INVESTIGATE',
      'P3',
      ['Leak reported in footway, investigate and locate', 'Logger lift indicates leak in vicinity, sound and locate'],
    ],
    ['SEWER_BLOCKAGE', 'P2', ['Blocked sewer, manhole surcharging in rear lane', 'Toilet not flushing, public sewer suspected blocked']],
    [
      'MANHOLE_COVER',
      'P2',
      ['Manhole cover rocking in carriageway, noise complaint', 'Cover and frame cracked in footway, make safe and replace'],
    ],
    ['HYDRANT_DEFECT', 'P3', ['Hydrant pit lid missing, make safe', 'Hydrant passing water, indicator plate faded']],
    ['STOPTAP_REPAIR', 'P3', ['Boundary stop tap seized, customer cannot isolate', 'Stop tap chamber full of silt, clean out and test']],
    ['METER_EXCHANGE', 'P4', ['Meter stopped, exchange', 'AMR meter not transmitting, exchange unit']],
    ['VALVE_OPERATION', 'P2', ['Operate valves for planned shut, see network plan', 'Valve exercise programme, record turns']],
    ['REINSTATEMENT', 'P4', ['Permanent reinstatement of temporary surface', 'Reinstate footway flags after repair']],
    ['SEWER_FLOODING', 'P1', ['Internal sewer flooding, downstairs toilet overflowing', 'Sewage coming up through garden gully']],
  ];
  const CREWS = [
    'CB-NET-01',
    'CB-NET-02',
    'CB-NET-03',
    'TH-NET-01',
    'TH-NET-02',
    'KF-NET-01',
    'AM-WW-01',
    'AM-WW-02',
    'SC-WW-01',
    'RB-MTR-01',
    'NB-NET-01',
    'HB-REIN-01',
  ];
  const usedWo = new Set<string>();
  const row = (
    raised: number,
    job: readonly [string, string, readonly string[]],
    address: string,
    town: readonly [string, string],
    description?: string,
    times?: readonly [number, number, number],
    crew?: string,
  ) => {
    let wo = '';
    while (!wo || usedWo.has(wo)) wo = `WO-2611-${digits(random, 6)}`;
    usedWo.add(wo);
    const p = job[1];
    const open = !times && random() < 0.12;
    const dispatched = raised + between(random, 3, p === 'P1' ? 25 : 600) * MINUTE + pick(random, 60) * 1_000;
    const onSite = dispatched + between(random, 12, 90) * MINUTE + pick(random, 60) * 1_000;
    const completed = onSite + between(random, 30, 420) * MINUTE + pick(random, 60) * 1_000;
    const [d, o, c] = times ?? [dispatched, onSite, completed];
    return `${[
      sqlStr(wo),
      sqlStr(oneOf(random, ['CONTACT', 'CONTACT', 'TELEMETRY', 'PROACTIVE', 'LEAK_PROGRAMME'])),
      sqlStr(job[0]),
      sqlStr(p),
      sqlStr(address),
      sqlStr(town[0]),
      sqlStr(`${town[1]} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`),
      random() < 0.5 ? sqlStr(`${oneOf(random, ['SW', 'WM', 'HY', 'MH', 'SV'])}${digits(random, 7)}`) : 'NULL',
      sqlStr(sqlTime(raised)),
      sqlStr(crew ?? oneOf(random, CREWS)),
      sqlStr(sqlTime(d)),
      open ? 'NULL' : sqlStr(sqlTime(o)),
      open ? 'NULL' : sqlStr(sqlTime(c)),
      sqlStr(open ? 'ON_SITE' : 'COMPLETE'),
      sqlStr(description ?? oneOf(random, job[2])),
    ].join(',')})`;
  };
  const COUNT = 2_600;
  const start = T(13, 0);
  const span = T(19, 6) - start;
  const rows = Array.from({ length: COUNT }, (_, i) =>
    row(
      start + Math.floor((span * i) / COUNT) + pick(random, 150) * 1_000,
      oneOf(random, JOBS),
      `${between(random, 1, 180)} ${oneOf(random, STREETS)}`,
      oneOf(random, TOWNS),
    ),
  );
  const at = (t: number) => Math.floor(((t - start) / span) * COUNT);
  const job = (type: string) => JOBS.find(([j]) => j === type)!;
  const town = (name: string) => TOWNS.find(([n]) => n === name)!;
  const raised = T(16, 9, 48, 22);
  const arrived = T(16, 10, 31, 17);
  const needle = sqlStr(sqlTime(arrived));
  rows[at(raised)] = row(
    raised,
    job('MANHOLE_COVER'),
    '41 Fenwick Road',
    town('Calderbrook'),
    'Manhole cover collapsed into chamber in carriageway outside no. 41, cars swerving round it. Make safe and barrier off.',
    [T(16, 9, 55, 10), arrived, T(16, 14, 2, 40)],
    'CB-NET-03',
  );
  const plant = (t: number, type: string, address: string, townName: string, description: string) =>
    (rows[at(t)] = row(t, job(type), address, town(townName), description));
  plant(T(16, 13, 12, 5), 'SEWER_BLOCKAGE', '88 Fenwick Road', 'Calderbrook', 'Sewer blocked, manhole in rear yard surcharging');
  plant(
    T(17, 8, 20, 44),
    'MANHOLE_COVER',
    '6 Fenwick Street',
    'Hollinsworth',
    'Manhole cover rocking in carriageway outside no. 6, noise at night',
  );
  plant(
    T(18, 7, 35, 2),
    'REINSTATEMENT',
    '41 Fenwick Road',
    'Calderbrook',
    'Permanent reinstatement of carriageway around the replaced manhole cover and frame',
  );
  // Ids in the order the jobs were raised.
  let id = 2_214_000;
  const insert = `INSERT INTO \`work_orders\` VALUES ${rows.map((r) => `(${(id += between(random, 1, 3))},${r}`).join(',')};`;
  const output = mysqldump(
    'fieldops',
    'work_orders',
    [
      '`id` int unsigned NOT NULL AUTO_INCREMENT',
      '`wo_number` varchar(20) NOT NULL',
      "`source` enum('CONTACT','TELEMETRY','PROACTIVE','LEAK_PROGRAMME') NOT NULL",
      '`job_type` varchar(32) NOT NULL',
      "`priority` enum('P1','P2','P3','P4') NOT NULL",
      '`address` varchar(120) NOT NULL',
      '`town` varchar(60) NOT NULL',
      '`postcode` varchar(10) DEFAULT NULL',
      '`asset_ref` varchar(20) DEFAULT NULL',
      '`raised_at` datetime NOT NULL',
      '`crew_code` varchar(16) DEFAULT NULL',
      '`dispatched_at` datetime DEFAULT NULL',
      '`on_site_at` datetime DEFAULT NULL',
      '`completed_at` datetime DEFAULT NULL',
      "`status` enum('RAISED','DISPATCHED','ON_SITE','COMPLETE','CANCELLED') NOT NULL",
      '`description` text',
    ],
    "raised_at >= '2026-11-13'",
    insert,
    '2026-11-19  7:02:11',
  );
  const ask =
    'Highways at the council want to know how quickly we got someone out to the manhole cover that collapsed on Fenwick Road on Monday. What time did our crew actually get there?';
  return probe('round 26: work orders sql, paraphrase', ask, 'run_shell', output, 'arrival', needle, true);
}

/** `mariadb-dump leakage nightflow_daily`: three weeks of minimum night flows per DMA in one INSERT; one night's. */
function nightFlowSql(): EconomicsTask {
  const random = seededRandom(26_008);
  const ZONES: readonly (readonly [string, string])[] = [
    ['ASH', 'Ashby Moor'],
    ['BRK', 'Brackenfield'],
    ['CAL', 'Calderbrook'],
    ['FEL', 'Fellgate'],
    ['GRY', 'Greystone'],
    ['HEB', 'Hebble End'],
    ['HOL', 'Hollinsworth'],
    ['KRK', 'Kirkby Fell'],
    ['LOW', 'Lowther Green'],
    ['MOS', 'Mossley Vale'],
    ['NTH', 'Netherby'],
    ['OAK', 'Oakenshaw'],
    ['RIP', 'Ripley Bridge'],
    ['SCR', 'Scarside'],
    ['THN', 'Thornley'],
    ['WHR', 'Wharton'],
  ];
  const PARTS = [
    'North',
    'South',
    'East',
    'West',
    'Central',
    'Village',
    'Moor',
    'Low',
    'High',
    'Industrial',
    'Top',
    'Bottom',
    'Park',
    'Estate',
    'Old Town',
    'Rural',
    'Fields',
    'Heights',
    'Edge',
    'Bridge',
    'Mill',
    'Common',
    'Green',
    'Side',
  ];
  const dmas: { code: string; name: string; base: number; props: number }[] = [];
  for (const [code, town] of ZONES) {
    // Kirkby Fell's North and South are its DMAs 07 and 08.
    const parts = shuffle(
      random,
      PARTS.filter((p) => code !== 'KRK' || (p !== 'North' && p !== 'South')),
    );
    const n = between(random, 18, 22);
    for (let k = 1; k <= n; k++) {
      const part = code === 'KRK' && k === 7 ? 'North' : code === 'KRK' && k === 8 ? 'South' : parts.pop()!;
      dmas.push({ code: `${code}-${pad2(k)}`, name: `${town} ${part}`, base: 4 + random() * 22, props: between(random, 400, 3_200) });
    }
  }
  const NIGHTS = 18;
  let id = 5_120_000;
  const rows: string[] = [];
  let needle = '';
  for (const dma of dmas) {
    for (let night = 1; night <= NIGHTS; night++) {
      id++;
      const burst = dma.code === 'KRK-07' && night === 14;
      const mnf = burst ? 27.84 : fixed(dma.base * (0.85 + random() * 0.3), 2);
      const legit = fixed(dma.props * (0.0012 + random() * 0.0006), 2);
      const minute = burst ? 3 * 60 + 15 : 2 * 60 + 15 * pick(random, 12);
      const mnfAt = sqlTime(T(night + 1, Math.floor(minute / 60), minute % 60));
      const quality = random() < 0.93 ? 'GOOD' : oneOf(random, ['PARTIAL', 'ESTIMATED', 'LOGGER_FAULT']);
      const cells = [
        String(id),
        sqlStr(dma.code),
        sqlStr(dma.name),
        sqlStr(dateOf(T(night, 0))),
        sqlStr(mnfAt),
        mnf.toFixed(2),
        legit.toFixed(2),
        (mnf - legit).toFixed(2),
        ((mnf - legit) * 86.4 * 0.82).toFixed(1),
        String(dma.props),
        String(between(random, 2, 9)),
        sqlStr(quality),
        burst || mnf > dma.base * 1.12 ? '1' : '0',
      ];
      if (burst) needle = `${cells[4]},${cells[5]}`;
      rows.push(`(${cells.join(',')})`);
    }
  }
  const table = 'nightflow_daily';
  const output = [
    '-- MariaDB dump 10.19  Distrib 10.11.9-MariaDB, for debian-linux-gnu (x86_64)',
    '--',
    '-- Host: leak-db.internal    Database: leakage',
    '-- ------------------------------------------------------',
    '-- Server version\t10.11.9-MariaDB-0+deb12u1',
    '',
    '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;',
    '/*!40101 SET NAMES utf8mb4 */;',
    "/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;\n/*!40103 SET TIME_ZONE='+00:00' */;",
    '/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;',
    "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;",
    '',
    '--',
    `-- Table structure for table \`${table}\``,
    '--',
    '',
    `DROP TABLE IF EXISTS \`${table}\`;`,
    `CREATE TABLE \`${table}\` (`,
    '  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,',
    '  `dma_code` varchar(8) NOT NULL,',
    '  `dma_name` varchar(60) NOT NULL,',
    "  `night_of` date NOT NULL COMMENT 'evening the night starts',",
    '  `mnf_at` datetime NOT NULL,',
    "  `mnf_lps` decimal(8,2) NOT NULL COMMENT 'minimum night flow, l/s',",
    '  `legit_night_use_lps` decimal(8,2) NOT NULL,',
    '  `net_night_flow_lps` decimal(8,2) NOT NULL,',
    '  `est_leakage_m3d` decimal(10,1) NOT NULL,',
    '  `connected_props` int(11) NOT NULL,',
    '  `loggers_ok` tinyint(4) NOT NULL,',
    "  `data_quality` enum('GOOD','PARTIAL','ESTIMATED','LOGGER_FAULT') NOT NULL DEFAULT 'GOOD',",
    '  `flagged` tinyint(1) NOT NULL DEFAULT 0,',
    '  PRIMARY KEY (`id`),',
    '  UNIQUE KEY `uq_dma_night` (`dma_code`,`night_of`)',
    ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;',
    '',
    '--',
    `-- Dumping data for table \`${table}\``,
    '--',
    '',
    `LOCK TABLES \`${table}\` WRITE;`,
    `/*!40000 ALTER TABLE \`${table}\` DISABLE KEYS */;`,
    `INSERT INTO \`${table}\` VALUES ${rows.join(',')};`,
    `/*!40000 ALTER TABLE \`${table}\` ENABLE KEYS */;`,
    'UNLOCK TABLES;',
    '/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;',
    '',
    '/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;',
    '/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;',
    '/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;',
    '',
    '-- Dump completed on 2026-11-19  6:30:02',
    '',
  ].join('\n');
  const ask =
    'Kirkby Fell North DMA looked odd over the weekend. What was its minimum night flow on Saturday night, and what time did it bottom out?';
  return probe('round 26: night flow sql', ask, 'run_shell', output, 'mnf', needle, true);
}

/** `kubectl logs deploy/scada-ingest`: an hour of the ingest service, one dead-lettered batch as escaped JSON; a level. */
function historianDeadLetterLog(): EconomicsTask {
  const random = seededRandom(26_009);
  /** Site, site code, tags: tag suffix, description, units, typical value. */
  const KINDS: readonly (readonly [string, readonly (readonly [string, string, string, () => number])[]])[] = [
    [
      'SR',
      [
        ['LT101.PV', 'Cell 1 level', 'm', () => fixed(2 + random() * 3, 3)],
        ['LT201.PV', 'Cell 2 level', 'm', () => fixed(2 + random() * 3, 3)],
        ['FT301.PV', 'Outlet flow', 'l/s', () => fixed(10 + random() * 90, 2)],
        ['AT401.PV', 'Outlet free chlorine', 'mg/l', () => fixed(0.2 + random() * 0.4, 3)],
      ],
    ],
    [
      'SPS',
      [
        ['LT01.PV', 'Wet well level', 'm', () => fixed(0.4 + random() * 1.8, 3)],
        ['IT01.PV', 'Pump 1 current', 'A', () => fixed(random() * 40, 1)],
        ['IT02.PV', 'Pump 2 current', 'A', () => fixed(random() * 40, 1)],
      ],
    ],
    [
      'WTW',
      [
        ['FT001.PV', 'Inlet flow', 'Ml/d', () => fixed(4 + random() * 30, 2)],
        ['FT090.PV', 'Treated water flow', 'Ml/d', () => fixed(4 + random() * 30, 2)],
        ['AT091.PV', 'Final free chlorine', 'mg/l', () => fixed(0.5 + random() * 0.5, 3)],
        ['AT092.PV', 'Final turbidity', 'NTU', () => fixed(0.02 + random() * 0.2, 3)],
        ['LT080.PV', 'Contact tank level', 'm', () => fixed(3 + random() * 2, 3)],
      ],
    ],
    [
      'BH',
      [
        ['LT01.PV', 'Borehole level', 'mbgl', () => fixed(12 + random() * 30, 2)],
        ['FT01.PV', 'Abstraction flow', 'l/s', () => fixed(random() * 25, 2)],
      ],
    ],
  ];
  const sites: { name: string; code: string; kind: (typeof KINDS)[number] }[] = [];
  const usedNames = new Set(['Kirkby Fell SR', 'Kirkby Fell Low SR', 'Kirkby Moor SR']);
  const usedCodes = new Set(['SR-KIRK-01', 'SR-KIRK-02', 'SR-KIRK-04']);
  for (let i = 0; i < 70; i++) {
    const kind = oneOf(random, KINDS);
    const [town] = oneOf(random, TOWNS);
    const name = `${town}${kind[0] === 'SPS' ? ` ${oneOf(random, ['Mill', 'Beck', 'Road', 'Bottom', 'Lane'])}` : kind[0] === 'SR' ? oneOf(random, ['', ' High', ' Top']) : ''} ${kind[0]}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    let code = '';
    while (!code || usedCodes.has(code))
      code = `${kind[0]}-${town.replace(/ /g, '').slice(0, 4).toUpperCase()}-${pad2(between(random, 1, 9))}`;
    usedCodes.add(code);
    sites.push({ name, code, kind });
  }
  const sr = KINDS[0]!;
  const mid = Math.floor(sites.length / 2);
  sites.splice(
    mid,
    0,
    { name: 'Kirkby Fell SR', code: 'SR-KIRK-01', kind: sr },
    { name: 'Kirkby Fell Low SR', code: 'SR-KIRK-02', kind: sr },
  );
  sites.splice(Math.floor(sites.length * 0.3), 0, { name: 'Kirkby Moor SR', code: 'SR-KIRK-04', kind: sr });
  const points: object[] = [];
  let target: object | undefined;
  for (const site of sites) {
    for (const [suffix, desc, units, value] of site.kind[1]) {
      let v = value();
      for (let k = 0; k <= 12; k++) {
        const ts = isoZ(T(19, 5, k * 5));
        v = units === 'A' ? value() : fixed(v * (0.985 + random() * 0.03), 3);
        const point = {
          site: site.name,
          tag: `${site.code}.${suffix}`,
          desc,
          ts,
          v,
          u: units,
          q: random() < 0.98 ? 'GOOD' : 'UNCERTAIN',
        };
        if (site.code === 'SR-KIRK-01' && suffix === 'LT101.PV' && k === 9) target = point;
        points.push(point);
      }
    }
  }
  const payload = JSON.stringify({
    batch: 'b-7f3a21c0',
    source: 'ovarro-gw-02',
    window: { from: isoZ(T(19, 5)), to: isoZ(T(19, 6)) },
    count: points.length,
    points,
  });
  const escaped = JSON.stringify(payload);
  const targetText = JSON.stringify(JSON.stringify(target)).slice(1, -1);
  const needle = targetText.slice(targetText.indexOf('\\"tag\\"'), targetText.indexOf(',\\"u\\"'));
  const ms = () => pad2(pick(random, 100)) + String(pick(random, 10));
  const lines: string[] = [];
  const logLine = (t: number, level: string, logger: string, text: string) => `${iso(t)}.${ms()}Z ${level.padEnd(5)} [${logger}] ${text}`;
  const normal = (t: number) => {
    const r = random();
    if (r < 0.45)
      return logLine(
        t,
        'INFO',
        `poller-${between(random, 1, 4)}`,
        `polled gw=ovarro-gw-0${between(random, 1, 3)} points=${between(random, 2_800, 3_400)} changed=${between(random, 200, 900)} took=${between(random, 400, 1_400)}ms`,
      );
    if (r < 0.85)
      return logLine(
        t,
        'INFO',
        'historian-writer',
        `wrote batch=b-${hex(random, 8)} points=${between(random, 200, 900)} to=pi-hist-01 took=${between(random, 40, 600)}ms`,
      );
    if (r < 0.95)
      return logLine(
        t,
        'WARN',
        'historian-writer',
        `retry ${between(random, 1, 2)}/3 batch=b-${hex(random, 8)} status=503 backoff=${oneOf(random, [500, 1000, 2000])}ms`,
      );
    return logLine(
      t,
      'DEBUG',
      'health',
      `heap_used=${between(random, 180, 420)}MiB goroutines=${between(random, 40, 90)} queue_depth=${between(random, 0, 30)}`,
    );
  };
  for (let i = 0; i < 180; i++) lines.push(normal(T(19, 5, 5) + i * 18_000 + pick(random, 15_000)));
  lines.push(
    logLine(
      T(19, 6, 0, 4),
      'ERROR',
      'historian-writer',
      `batch=b-7f3a21c0 points=${points.length} rejected by pi-hist-01: HTTP 413 Payload Too Large`,
    ),
    logLine(T(19, 6, 0, 4), 'ERROR', 'dlq-writer', `parked batch to dead-letter queue=dlq.historian key=b-7f3a21c0 payload=${escaped}`),
  );
  for (let i = 0; i < 170; i++) lines.push(normal(T(19, 6, 0, 10) + i * 18_000 + pick(random, 15_000)));
  const output = `${lines.join('\n')}\n`;
  const ask =
    'The historian has a gap for the last hour because a batch got bounced. Before we replay it, what was cell 1 at Kirkby Fell service reservoir reading at quarter to six this morning?';
  return probe('round 26: historian dead-letter log', ask, 'run_shell', output, 'level', needle, true);
}

/** The notification service's event table as CSV; one cell holds an outage campaign's results as JSON. */
function outageSmsCsv(): EconomicsTask {
  const random = seededRandom(26_010);
  const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  const ERRORS: readonly (readonly [number, string])[] = [
    [30003, 'Unreachable destination handset'],
    [30005, 'Unknown destination handset'],
    [30006, 'Landline or unreachable carrier'],
    [30008, 'Unknown error'],
  ];
  const ASHBY_STREETS = [
    'Moor Lane',
    'Larch Court',
    'Heather Bank',
    'Rowan Close',
    'Birch Grove',
    'Sycamore Way',
    'Chapel Street',
    'Beck Side',
    'Hill Top',
    'Fern Street',
    'Nab Lane',
    'Beacon View',
    'Westfield Lane',
    'Clough Road',
    'Larchwood Drive',
  ];
  const sent0 = T(18, 13, 4);
  const usedRefs = new Set<string>();
  const providerRef = () => {
    let ref = '';
    while (!ref || usedRefs.has(ref)) ref = `SM${hex(random, 32)}`;
    usedRefs.add(ref);
    return ref;
  };
  const recipient = (address: string, status?: string, error?: readonly [number, string]) => {
    const channel = random() < 0.88 ? 'sms' : 'voice';
    const s =
      status ??
      (channel === 'voice'
        ? oneOf(random, ['answered', 'answered', 'no_answer', 'voicemail'])
        : random() < 0.9
          ? 'delivered'
          : random() < 0.5
            ? 'undelivered'
            : 'failed');
    const err = error ?? (s === 'undelivered' || s === 'failed' ? oneOf(random, ERRORS) : null);
    const sent = sent0 + pick(random, 14 * 60) * 1_000;
    return {
      uprn: `1000${digits(random, 8)}`,
      address,
      town: 'Ashby Moor',
      postcode: `BD22 ${between(random, 6, 8)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      channel: status ? 'sms' : channel,
      to: channel === 'voice' && !status ? `+441535${'*'.repeat(4)}${digits(random, 2)}` : `+447${'*'.repeat(7)}${digits(random, 2)}`,
      sent_at: isoZ(sent),
      provider_ref: providerRef(),
      status: s,
      error_code: err ? err[0] : null,
      error_message: err ? err[1] : null,
      delivered_at: s === 'delivered' ? isoZ(sent + between(random, 2, 40) * 1_000) : null,
    };
  };
  const COUNT = 2_300;
  const recipients = Array.from({ length: COUNT }, () => recipient(`${between(random, 1, 140)} ${oneOf(random, ASHBY_STREETS)}`));
  const target = recipient('23 Larch Close', 'undelivered', ERRORS[0]);
  recipients[Math.floor(COUNT * 0.5)] = target;
  recipients[Math.floor(COUNT * 0.46)] = recipient('32 Larch Close', 'undelivered', ERRORS[1]);
  recipients[Math.floor(COUNT * 0.53)] = recipient('21 Larch Close', 'delivered');
  recipients[Math.floor(COUNT * 0.55)] = recipient('23 Larch Court', 'delivered');
  recipients[Math.floor(COUNT * 0.42)] = recipient('23 Larchwood Drive', 'failed', ERRORS[2]);
  const campaign = {
    campaign_id: 'OUT-2611-0087',
    incident: 'INC-26-04412',
    template: 'supply_interruption_v3',
    message:
      'Calder Fell Water: a burst main means your water supply may be off or low until about 8pm today. Bottled water is available at Ashby Moor Community Centre. Updates: calderfellwater.co.uk/incidents',
    requested_by: 'ops.incident@calderfellwater.co.uk',
    started_at: isoZ(sent0),
    finished_at: isoZ(sent0 + 14 * 60 * 1_000 + 52_000),
    totals: {
      recipients: COUNT,
      delivered: recipients.filter((r) => r.status === 'delivered').length,
      undelivered: recipients.filter((r) => r.status === 'undelivered').length,
      failed: recipients.filter((r) => r.status === 'failed').length,
    },
    recipients,
  };
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const text = JSON.stringify(target);
  const from = text.indexOf('"provider_ref"');
  const needle = q(text.slice(from, text.indexOf(',"delivered_at"'))).slice(1, -1);
  const EVENTS = ['sms.sent', 'sms.status', 'email.sent', 'webhook.received', 'voice.completed'];
  const rows: string[] = ['event_id,created_at,source,event_type,status,payload'];
  const event = (t: number) => {
    const type = oneOf(random, EVENTS);
    const payload =
      type === 'email.sent'
        ? {
            to: `${chars(random, 'abcdefghijklmnopqrstuvwxyz', between(random, 4, 9))}@${oneOf(random, ['gmail.com', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'])}`,
            template: oneOf(random, ['bill_ready', 'payment_received', 'meter_read_reminder', 'case_update']),
            message_id: `<${hex(random, 16)}@mail.calderfellwater.co.uk>`,
          }
        : type === 'webhook.received'
          ? {
              provider: 'twilio',
              MessageSid: providerRef(),
              MessageStatus: oneOf(random, ['delivered', 'sent', 'undelivered']),
              ErrorCode: null,
            }
          : {
              to: `+447${'*'.repeat(7)}${digits(random, 2)}`,
              template: oneOf(random, ['case_update', 'appointment_reminder', 'meter_read_reminder', 'psr_welcome']),
              provider_ref: providerRef(),
              segments: between(random, 1, 2),
            };
    return [
      uuid(random),
      isoZ(t),
      oneOf(random, ['contact-centre', 'billing', 'fieldops', 'notify']),
      type,
      oneOf(random, ['ok', 'ok', 'ok', 'retried']),
      JSON.stringify(payload),
    ]
      .map(csv)
      .join(',');
  };
  for (let i = 0; i < 220; i++) rows.push(event(T(18, 9) + i * 70_000 + pick(random, 60_000)));
  rows.push(
    [uuid(random), isoZ(sent0 + 15 * 60 * 1_000), 'incident-comms', 'campaign.completed', 'ok', JSON.stringify(campaign)]
      .map(csv)
      .join(','),
  );
  for (let i = 0; i < 220; i++) rows.push(event(T(18, 13, 20) + i * 70_000 + pick(random, 60_000)));
  const output = `${rows.join('\n')}\n`;
  const ask =
    'The household at 23 Larch Close in Ashby Moor says nobody warned them their water would be off yesterday afternoon. Did the outage text we sent actually get through to them?';
  return probe('round 26: outage sms csv', ask, 'run_shell', output, 'delivery', needle, true);
}

/** The asset register's GraphQL API: the valves of the Thornley area; one valve's operating details. */
function valvesGraphql(): EconomicsTask {
  const random = seededRandom(26_011);
  const TYPES = ['SLUICE', 'SLUICE', 'SLUICE', 'BUTTERFLY', 'PRV', 'AIR', 'WASHOUT', 'NRV'];
  const W3W =
    'table chair lamp river stone apple cloud brick grape house tiger piano honey mirror garden pencil candle rocket forest bottle ladder planet silver window basket orange marble pillow button carpet kettle meadow harbour saddle puzzle velvet lantern copper wander'.split(
      ' ',
    );
  const usedIds = new Set<string>();
  const valve = (street: string, town: string, diameterMm: number, valveType: string, closeDirection?: string, turns?: number) => {
    let assetId = '';
    while (!assetId || usedIds.has(assetId)) assetId = `VLV-THN-${digits(random, 6)}`;
    usedIds.add(assetId);
    const direction = closeDirection ?? (random() < 0.8 ? 'CLOCKWISE' : 'ANTICLOCKWISE');
    let turnsToClose = turns ?? (valveType === 'BUTTERFLY' ? between(random, 8, 40) : Math.round(diameterMm / 4 + between(random, -8, 12)));
    // Only the planted valve closes anticlockwise in 87 turns.
    if (!turns && direction === 'ANTICLOCKWISE' && turnsToClose === 87) turnsToClose = 86;
    return {
      node: {
        __typename: 'Valve',
        assetId,
        location: {
          street,
          town,
          easting: between(random, 405_000, 425_000),
          northing: between(random, 420_000, 435_000),
          what3words: `///${Array.from({ length: 3 }, () => oneOf(random, W3W)).join('.')}`,
        },
        diameterMm,
        valveType,
        function: oneOf(random, ['SECTION', 'SECTION', 'BOUNDARY', 'DMA_BOUNDARY', 'SERVICE']),
        normalPosition: random() < 0.92 ? 'OPEN' : 'CLOSED',
        closeDirection: direction,
        turnsToClose,
        lastExercised: random() < 0.2 ? null : dateOf(T(1, 0) - between(random, 10, 1_400) * 24 * 60 * MINUTE),
        condition: oneOf(random, ['GOOD', 'GOOD', 'FAIR', 'POOR', 'SEIZED']),
        critical: random() < 0.15,
        mainAssetId: `WMN00${digits(random, 5)}`,
      },
      cursor: Buffer.from(`arrayconnection:${assetId}`).toString('base64'),
    };
  };
  const TOWN_NAMES = ['Thornley', 'Thornley', 'Hebble End', 'Fellgate', 'Calderbrook'];
  const COUNT = 1_900;
  const edges = Array.from({ length: COUNT }, () =>
    valve(
      oneOf(random, STREETS),
      oneOf(random, TOWN_NAMES),
      oneOf(random, [80, 100, 100, 150, 150, 200, 250, 300, 450]),
      oneOf(random, TYPES),
    ),
  );
  const target = valve('Canal Street', 'Thornley', 300, 'SLUICE', 'ANTICLOCKWISE', 87);
  target.node.condition = 'GOOD';
  edges[Math.floor(COUNT * 0.5)] = target;
  edges[Math.floor(COUNT * 0.45)] = valve('Canal Street', 'Thornley', 100, 'SLUICE');
  edges[Math.floor(COUNT * 0.54)] = valve('Canal Street', 'Thornley', 300, 'BUTTERFLY');
  edges[Math.floor(COUNT * 0.4)] = valve('Canal Street', 'Hebble End', 300, 'SLUICE', 'CLOCKWISE', 79);
  edges[Math.floor(COUNT * 0.6)] = valve('Canal Road', 'Thornley', 300, 'SLUICE', 'CLOCKWISE', 82);
  const text = JSON.stringify(target.node);
  const needle = text.slice(text.indexOf('"closeDirection"'), text.indexOf(',"lastExercised"'));
  const output = `${JSON.stringify({
    data: {
      assets: {
        totalCount: COUNT,
        edges,
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: edges[0]!.cursor, endCursor: edges[COUNT - 1]!.cursor },
      },
    },
    extensions: {
      cost: {
        requestedQueryCost: 3_812,
        actualQueryCost: 3_804,
        throttleStatus: { maximumAvailable: 10_000, currentlyAvailable: 6_196, restoreRate: 500 },
      },
    },
  })}\n`;
  const ask =
    "We've got to shut the 300mm sluice valve on Canal Street in Thornley tonight to isolate the burst. Which way does it close, and how many turns does it take?";
  return probe('round 26: valves graphql, paraphrase', ask, 'http_post', output, 'valve', needle, true);
}

/** `telemctl export-config --scanner SCN-02 --flat`: every outstation's channels as one key=value; string. */
function telemetryConfigKv(): EconomicsTask {
  const random = seededRandom(26_012);
  /** Analogue channels: tag, description, units, range, alarm levels as fractions of the range. */
  const AI: Record<string, readonly (readonly [string, string, string, number])[]> = {
    SPS: [
      ['LT01', 'Wet well level', 'm', 4],
      ['IT01', 'Pump 1 current', 'A', 60],
      ['IT02', 'Pump 2 current', 'A', 60],
      ['FT01', 'Rising main flow', 'l/s', 120],
    ],
    WTW: [
      ['FT001', 'Inlet flow', 'Ml/d', 40],
      ['FT090', 'Treated water flow', 'Ml/d', 40],
      ['LT080', 'Contact tank level', 'm', 6],
      ['AT091', 'Final free chlorine', 'mg/l', 2],
      ['AT092', 'Final turbidity', 'NTU', 1],
    ],
    SR: [
      ['LT101', 'Cell 1 level', 'm', 6],
      ['LT201', 'Cell 2 level', 'm', 6],
      ['FT301', 'Outlet flow', 'l/s', 200],
      ['AT401', 'Outlet free chlorine', 'mg/l', 2],
    ],
    BH: [
      ['LT01', 'Borehole level', 'mbgl', 60],
      ['FT01', 'Abstraction flow', 'l/s', 40],
    ],
  };
  const DI: Record<string, readonly string[]> = {
    SPS: ['P1 run', 'P1 trip', 'P2 run', 'P2 trip', 'Wet well HH float', 'Mains fail', 'Intruder'],
    WTW: ['Chlorine leak', 'Standby generator run', 'Mains fail', 'Intruder'],
    SR: ['Cell 1 overflow', 'Cell 2 overflow', 'Hatch open', 'Intruder'],
    BH: ['Pump run', 'Pump trip', 'Mains fail'],
  };
  const kv: string[] = ['scanner=SCN-02', 'version=7.3.1', `exported=${isoZ(T(19, 7, 10, 44))}`, 'exported_by=svc-telemctl'];
  const COUNT = 430;
  kv.push(`os.count=${COUNT}`);
  const used = new Set(['Ripley Bridge SPS', 'Ripley Bridge WTW', 'Ripley Brook SPS']);
  const outstation = (n: number, name: string, type: string, hh?: number) => {
    const k = `os.${String(n).padStart(4, '0')}`;
    kv.push(
      `${k}.id=OS-${between(random, 10_000, 19_999)}`,
      `${k}.name=${name}`,
      `${k}.type=${type}`,
      `${k}.rtu=${oneOf(random, ['TBOX-LT2', 'TBOX-MS', 'KF-CP30'])}`,
      `${k}.comms=${oneOf(random, ['4G', '4G', 'PSTN', 'RADIO'])}`,
      `${k}.ip=10.42.${between(random, 0, 63)}.${between(random, 2, 254)}`,
      `${k}.poll_s=${oneOf(random, [60, 300, 300, 900])}`,
    );
    AI[type]!.forEach(([tag, desc, eu, hi], i) => {
      const c = `${k}.ai.${i + 1}`;
      const round = (x: number) => String(fixed(x, hi < 10 ? 2 : 1));
      const hhValue = hi * (0.75 + random() * 0.15);
      kv.push(
        `${c}.tag=${tag}`,
        `${c}.desc=${desc}`,
        `${c}.eu=${eu}`,
        `${c}.lo=0`,
        `${c}.hi=${hi}`,
        `${c}.ll=${random() < 0.5 ? '' : round(hi * 0.05)}`,
        `${c}.l=${round(hi * (0.08 + random() * 0.1))}`,
        `${c}.h=${round(hi * (0.55 + random() * 0.15))}`,
        `${c}.hh=${hh !== undefined && i === 0 ? String(hh) : round(hhValue)}`,
        `${c}.deadband=${round(hi * 0.01)}`,
      );
    });
    DI[type]!.forEach((desc, i) => {
      const c = `${k}.di.${i + 1}`;
      kv.push(
        `${c}.desc=${desc}`,
        `${c}.alarm=${/trip|fail|HH|overflow|leak|Intruder|open/.test(desc) ? 1 : 0}`,
        `${c}.priority=${/HH|Intruder|leak/.test(desc) ? 1 : 2}`,
      );
    });
  };
  const PLACES = ['Mill', 'Beck', 'Bridge', 'Lane', 'Bottom', 'Road', 'Holme', 'Ings', 'Carr', 'Fold', 'Moor', 'Park'];
  const targetAt = Math.floor(COUNT * 0.5);
  let needle = '';
  for (let n = 1; n <= COUNT; n++) {
    if (n === targetAt) {
      outstation(n, 'Ripley Bridge SPS', 'SPS', 2.85);
      needle = `os.${String(n).padStart(4, '0')}.ai.1.hh=2.85`;
      continue;
    }
    if (n === Math.floor(COUNT * 0.44)) {
      outstation(n, 'Ripley Bridge WTW', 'WTW');
      continue;
    }
    if (n === Math.floor(COUNT * 0.58)) {
      outstation(n, 'Ripley Brook SPS', 'SPS');
      continue;
    }
    const type = oneOf(random, ['SPS', 'SPS', 'SPS', 'SPS', 'SPS', 'SPS', 'SPS', 'SR', 'SR', 'BH', 'BH', 'WTW']);
    let name = '';
    while (!name || used.has(name)) {
      const [town] = oneOf(random, TOWNS);
      name =
        type === 'SPS'
          ? `${oneOf(random, [town, oneOf(random, STREETS)])} ${oneOf(random, PLACES)} SPS`
          : type === 'SR'
            ? `${town}${oneOf(random, ['', ' High', ' Low', ' Top', ' Moor', ' Edge', ' Hill'])} SR`
            : type === 'BH'
              ? `${town} BH${between(random, 1, 9)}`
              : `${town}${oneOf(random, ['', ' Moor', ' Fell', ' Beck', ' Dale', ' Clough', ' Ings'])} WTW`;
      if (name.startsWith('Ripley Bridge')) name = '';
    }
    used.add(name);
    outstation(n, name, type);
  }
  const output = `${kv.join(';')}\n`;
  const ask =
    'Ripley Bridge pumping station keeps calling out the standby on the wet well high-high alarm. What level is that alarm actually set to in telemetry?';
  return probe('round 26: telemetry config kv, paraphrase', ask, 'run_shell', output, 'setpoint', needle, true);
}

export function roundTwentySix(): EconomicsTask[] {
  return [
    telemetrySitesApi(),
    contactCasesApi(),
    leakLoggersGeojson(),
    gisMainsQuery(),
    limsSoap(),
    customerSiteBundle(),
    workOrdersSql(),
    nightFlowSql(),
    historianDeadLetterLog(),
    outageSmsCsv(),
    valvesGraphql(),
    telemetryConfigKv(),
  ];
}
