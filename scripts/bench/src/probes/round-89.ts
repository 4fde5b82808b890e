/**
 * Probe round 89, written blind: Bellwether Hollow Estate, a vineyard and winery in the (made-up) Calder Ridge AVA, with its vineyard sensors, grape intake, fermentation tanks, barrel cellar, bottling line, tasting room and export paperwork. "Today" is Wednesday, 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - vineyard sensor platform (minified JSON device list with recent uplinks): the firmware version of the soil moisture probe in Block 14;
 *  - weighbridge grape intake export (one-line XML of the vintage's dockets): the docket number of Kessler Vineyard's Syrah load of 9 October;
 *  - bottling line case-label print job (one-line ZPL stream): the SSCC on case 37 of pallet 5 of the Reserve Chardonnay;
 * b. The answer a few lines away from the line the question's words match:
 *  - fermentation tank controller (pretty JSON): when the tank holding the Block 9 Pinot Noir was last pumped over;
 *  - barrel cellar inventory (YAML): when barrel BH-0417 was last topped up;
 *  - bottling line recipe set (TOML): which closure the 2025 Rosé magnum recipe uses;
 * c. A question that paraphrases the output or carries a preamble:
 *  - tasting room POS electronic journal (receipt text): the tracking number of a mixed case shipped to Colorado last Saturday;
 *  - winery lab LIMS report by vessel (text): how sweet the Riesling in tank 31 was at this morning's check (glucose + fructose);
 *  - vineyard weather stations (Campbell TOA5 15-minute tables): how cold it got at the creek station on Monday night;
 * d. One value unlike its peers, with no error word near it:
 *  - wine club release preview (fixed-width CLI table): the member with a bottle count far above everyone else's;
 *  - barrel SO2 round (CSV): the barrel with far less free SO2 than the rest;
 *  - export despatch advice (EDIFACT DESADV): the pallet far heavier than the others.
 * Not among the bench's targets.
 * First run, at eed2b9f, the head when the round was written (with this file; `ROUNDS=89
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,425,583 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 89: soil probe firmware (minified JSON)
 *     codex: 17,725 tokens, peak 17,652, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,792 tokens, peak 7,540, 0/1 needles, 4 read-backs
 *     ours: 26,490 tokens, peak 9,865, 1/1 needles, 4 read-backs
 *   round 89: grape intake docket (one-line XML)
 *     codex: 15,150 tokens, peak 15,067, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,568 tokens, peak 1,203, 0/1 needles, 1 read-backs
 *     ours: 2,119 tokens, peak 1,140, 1/1 needles, 1 read-backs
 *   round 89: case label SSCC (one-line ZPL)
 *     codex: 22,779 tokens, peak 22,698, 0/1 needles, 0 read-backs
 *     context-chef: 1,036 tokens, peak 955, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,684 tokens, peak 8,116, 0/1 needles, 4 read-backs
 *     ours: 24,608 tokens, peak 10,843, 0/1 needles, 4 read-backs
 *   round 89: tank pump-over (pretty JSON)
 *     codex: 14,451 tokens, peak 14,377, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,939 tokens, peak 2,940, 0/1 needles, 4 read-backs
 *     ours: 8,638 tokens, peak 3,249, 0/1 needles, 4 read-backs
 *   round 89: barrel topping (YAML)
 *     codex: 15,073 tokens, peak 15,005, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,675 tokens, peak 1,353, 0/1 needles, 1 read-backs
 *     ours: 2,225 tokens, peak 1,265, 1/1 needles, 1 read-backs
 *   round 89: rosé magnum closure (TOML)
 *     codex: 15,649 tokens, peak 15,567, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,304 tokens, peak 3,149, 0/1 needles, 2 read-backs
 *     ours: 7,621 tokens, peak 3,447, 0/1 needles, 2 read-backs
 *   round 89: tasting room shipment (POS journal)
 *     codex: 10,145 tokens, peak 10,052, 0/1 needles, 0 read-backs
 *     context-chef: 576 tokens, peak 483, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,645 tokens, peak 2,013, 1/1 needles, 4 read-backs
 *     ours: 5,888 tokens, peak 1,827, 1/1 needles, 4 read-backs
 *   round 89: riesling sweetness (LIMS report)
 *     codex: 12,223 tokens, peak 12,129, 0/1 needles, 0 read-backs
 *     context-chef: 636 tokens, peak 542, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,795 tokens, peak 1,280, 0/1 needles, 4 read-backs
 *     ours: 4,325 tokens, peak 942, 0/1 needles, 4 read-backs
 *   round 89: creek frost (TOA5 tables)
 *     codex: 25,727 tokens, peak 25,641, 0/1 needles, 0 read-backs
 *     context-chef: 1,055 tokens, peak 969, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,603 tokens, peak 1,630, 0/1 needles, 4 read-backs
 *     ours: 4,598 tokens, peak 984, 0/1 needles, 4 read-backs
 *   round 89: club release bottle count (CLI table)
 *     codex: 14,739 tokens, peak 14,656, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,358 tokens, peak 2,511, 0/1 needles, 4 read-backs
 *     ours: 5,683 tokens, peak 2,116, 0/1 needles, 4 read-backs
 *   round 89: barrel free SO2 (CSV)
 *     codex: 19,831 tokens, peak 19,746, 0/1 needles, 0 read-backs
 *     context-chef: 921 tokens, peak 836, 0/1 needles, 0 read-backs
 *     context-chef-store: 26,619 tokens, peak 9,362, 0/1 needles, 4 read-backs
 *     ours: 33,619 tokens, peak 12,613, 1/1 needles, 4 read-backs
 *   round 89: heavy export pallet (EDIFACT DESADV)
 *     codex: 21,014 tokens, peak 20,930, 0/1 needles, 0 read-backs
 *     context-chef: 959 tokens, peak 875, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,272 tokens, peak 1,555, 0/1 needles, 4 read-backs
 *     ours: 4,675 tokens, peak 994, 0/1 needles, 4 read-backs
 *     codex: 204,506 tokens, 0/12 needles
 *     context-chef: 9,557 tokens, 0/12 needles
 *     context-chef-store: 125,254 tokens, 1/12 needles
 *     ours: 130,489 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, hex, pad2 } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------
// Shared estate data
// ---------------------------------------------------------------------------------------------

const ESTATE = 'Bellwether Hollow Estate';

/** The estate's 28 vineyard blocks. */
const BLOCKS: readonly { n: number; name: string; variety: string; clone: string }[] = [
  { n: 1, name: 'Winery Knoll', variety: 'Pinot Noir', clone: '667' },
  { n: 2, name: 'Winery Knoll East', variety: 'Pinot Noir', clone: '115' },
  { n: 3, name: 'Upper Ridge', variety: 'Pinot Noir', clone: 'Pommard' },
  { n: 4, name: 'Upper Ridge South', variety: 'Chardonnay', clone: '76' },
  { n: 5, name: 'Oak Stand', variety: 'Pinot Noir', clone: '777' },
  { n: 6, name: 'Oak Stand West', variety: 'Chardonnay', clone: '95' },
  { n: 7, name: 'Schoolhouse', variety: 'Gamay Noir', clone: '358' },
  { n: 8, name: 'Schoolhouse North', variety: 'Pinot Gris', clone: '152' },
  { n: 9, name: 'Pommard Terrace', variety: 'Pinot Noir', clone: 'Pommard' },
  { n: 10, name: 'Pommard Terrace Lower', variety: 'Pinot Noir', clone: 'Wädenswil' },
  { n: 11, name: 'Cold Spring', variety: 'Riesling', clone: '198' },
  { n: 12, name: 'Cold Spring Bench', variety: 'Pinot Noir', clone: '828' },
  { n: 13, name: 'Red Barn', variety: 'Chardonnay', clone: 'Wente' },
  { n: 14, name: 'Red Barn Slope', variety: 'Pinot Noir', clone: '777' },
  { n: 15, name: 'Orchard Row', variety: 'Pinot Gris', clone: '146' },
  { n: 16, name: 'Orchard Row South', variety: 'Riesling', clone: '239' },
  { n: 17, name: 'Heron Pond', variety: 'Chardonnay', clone: '548' },
  { n: 18, name: 'Heron Pond East', variety: 'Pinot Noir', clone: '114' },
  { n: 19, name: 'Basalt Point', variety: 'Pinot Noir', clone: '943' },
  { n: 20, name: 'Basalt Point North', variety: 'Gamay Noir', clone: '509' },
  { n: 21, name: 'Fir Line', variety: 'Pinot Noir', clone: '667' },
  { n: 22, name: 'Creek Hollow', variety: 'Riesling', clone: '90' },
  { n: 23, name: 'Creek Hollow Upper', variety: 'Chardonnay', clone: '96' },
  { n: 24, name: 'Windbreak', variety: 'Syrah', clone: '174' },
  { n: 25, name: 'Windbreak South', variety: 'Syrah', clone: '470' },
  { n: 26, name: 'Lookout', variety: 'Pinot Noir', clone: '115' },
  { n: 27, name: 'Lookout Saddle', variety: 'Cabernet Franc', clone: '214' },
  { n: 28, name: 'Creek Flat', variety: 'Chardonnay', clone: '76' },
];

const FIRST = [
  'Mara',
  'Jonah',
  'Elena',
  'Tomas',
  'Priya',
  'Callum',
  'Ines',
  'Walker',
  'Rosa',
  'Ezra',
  'Hana',
  'Luis',
  'Greta',
  'Owen',
  'Fatima',
  'Silas',
  'Noor',
  'Dmitri',
  'Leah',
  'Mateo',
  'June',
  'Arjun',
  'Colette',
  'Ruben',
  'Yuki',
  'Bryn',
  'Sofia',
  'Graham',
  'Alma',
  'Kofi',
  'Tess',
  'Iker',
  'Margot',
  'Ravi',
  'Celine',
  'Hugo',
  'Amara',
  'Felix',
  'Ingrid',
  'Nate',
  'Dalia',
  'Oscar',
  'Paloma',
  'Reid',
  'Sunita',
  'Theo',
  'Vera',
  'Wes',
  'Zora',
  'Bianca',
  'Corbin',
  'Delia',
  'Emil',
  'Farah',
  'Gideon',
  'Harriet',
  'Isaac',
  'Jolene',
  'Keiko',
  'Lorenzo',
  'Maeve',
  'Nico',
  'Odette',
  'Pavel',
  'Quinn',
  'Rhea',
  'Stellan',
  'Tamsin',
  'Ulla',
  'Vikram',
];
const LAST = [
  'Quinn',
  'Pereira',
  'Okafor',
  'Lindgren',
  'Nakamura',
  'Halvorsen',
  'Castellano',
  'Brennan',
  'Moreau',
  'Sato',
  'Whitcomb',
  'Delgado',
  'Fischer',
  'Abernathy',
  'Marchetti',
  'Oyelaran',
  'Kowalski',
  'Ibarra',
  'Sorensen',
  'Thibodeaux',
  'Varga',
  'Rahman',
  'Lachance',
  'Mbeki',
  'Eriksen',
  'Garrido',
  'Holloway',
  'Iwasaki',
  'Jovanovic',
  'Kearney',
  'Lund',
  'Mendes',
  'Novak',
  'Ortiz',
  'Pham',
  'Reinholt',
  'Strand',
  'Tanaka',
  'Ueda',
  'Vasquez',
  'Wainwright',
  'Yilmaz',
  'Zeller',
  'Bauer',
  'Cho',
  'Dupont',
  'Esposito',
  'Farrow',
  'Gallagher',
  'Haddad',
  'Ishikawa',
  'Jaramillo',
  'Kessling',
  'Larkin',
  'Moreno',
  'Nygaard',
  'Pritchard',
  'Rasmussen',
  'Stavros',
  'Trujillo',
  'Underhill',
  'Vance',
  'Weller',
  'Ashby',
  'Blackwood',
  'Corrigan',
  'Devereaux',
  'Ellison',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

const pad3 = (n: number) => String(n).padStart(3, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');
/** A number in [lo, hi] with `d` decimals, as a number. */
const real = (random: () => number, lo: number, hi: number, d: number) => Number((lo + random() * (hi - lo)).toFixed(d));

const DAY = 86_400_000;
/** Midnight of a calendar date, as a timestamp (clock times below are wall-clock times, kept in UTC arithmetic). */
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const hms = (ms: number) => new Date(ms).toISOString().slice(11, 19);
/** The estate's UTC offset on a date: daylight time until 1 November 2026. */
const offset = (ms: number) => (ms < dateMs('2026-11-01') + 9 * 3_600_000 ? '-07:00' : '-08:00');
/** A local wall-clock time with the estate's offset, ISO 8601. */
const localIso = (ms: number) => `${ymd(ms)}T${hms(ms)}${offset(ms)}`;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The GS1 check digit of `digits` (weights 3 and 1 from the right). */
function gs1Check(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}
const GS1_PREFIX = '0860004512';
/** An SSCC: extension digit, company prefix, serial reference, check digit (18 digits). */
const sscc = (extension: number, serial: number) => {
  const body = `${extension}${GS1_PREFIX}${String(serial).padStart(6, '0')}`;
  return body + gs1Check(body);
};
/** A case GTIN-14: indicator 1, company prefix, item reference, check digit. */
const gtin14 = (item: number) => {
  const body = `1${GS1_PREFIX}${pad2(item)}`;
  return body + gs1Check(body);
};

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** The vineyard sensor platform's device list, minified, with each device's recent uplinks. */
function soilProbeFirmware(): EconomicsTask {
  const random = seededRandom(89_101);
  const needle = '3.0.11+build.2207';
  const kinds = [
    {
      type: 'soil_moisture',
      code: 'SM',
      model: 'TerraSense SMP-3 (15/30/60 cm)',
      firmware: ['3.1.7', '3.1.9', '3.2.1', '3.2.2'],
      fPort: 2,
    },
    { type: 'air_temp_rh', code: 'TH', model: 'ClimaNode TH-20', firmware: ['2.4.0', '2.4.3', '2.5.0'], fPort: 3 },
    { type: 'leaf_wetness', code: 'LW', model: 'PhytoLeaf LW-2', firmware: ['1.8.2', '1.9.0', '1.9.1'], fPort: 4 },
    { type: 'dendrometer', code: 'DM', model: 'StemTrack DD-1', firmware: ['0.9.14', '1.0.2'], fPort: 5 },
    { type: 'water_meter', code: 'WM', model: 'DripCount WM-25 pulse counter', firmware: ['4.0.3', '4.1.0', '4.1.1'], fPort: 6 },
  ] as const;
  const gateways = ['gw-winery-roof', 'gw-upper-ridge', 'gw-creek-pumphouse', 'gw-south-bench'];
  const lastUplink = Date.parse('2026-11-18T14:52:00Z');
  const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}.${pad3(pick(random, 1000))}Z`;
  const decoded = (type: string, i: number, base: number): object => {
    switch (type) {
      case 'soil_moisture':
        return {
          vwc_15cm: real(random, 24, 31, 1),
          vwc_30cm: real(random, 27, 34, 1),
          vwc_60cm: real(random, 30, 37, 1),
          soil_temp_15cm: real(random, 7.5, 10.5, 1),
          soil_temp_60cm: real(random, 10.5, 12.2, 1),
          ec_30cm_dS_m: real(random, 0.18, 0.46, 2),
        };
      case 'air_temp_rh':
        return { air_temp_c: real(random, 1.5, 8.5, 2), rh_pct: real(random, 78, 99, 1), dew_point_c: real(random, 0.2, 6.5, 2) };
      case 'leaf_wetness':
        return { wetness_pct: between(random, 0, 100), minutes_wet: between(random, 0, 15), leaf_temp_c: real(random, 1, 8, 1) };
      case 'dendrometer':
        return { stem_diameter_um: (base % 4000) + 18_400 + between(random, 0, 6), shrinkage_um: between(random, 0, 40) };
      default:
        return { pulses: 0, litres_total: 1_204_000 + base * 7 - i, flow_lpm: 0 };
    }
  };
  const devices: object[] = [];
  for (const block of BLOCKS) {
    const plan: number[] = [0, 1, 4];
    if (block.n === 14) plan.push(2, 3);
    else {
      if (random() < 0.55) plan.push(0);
      if (random() < 0.6) plan.push(2);
      if (random() < 0.4) plan.push(3);
      if (random() < 0.3) plan.push(1);
    }
    plan.sort((x, y) => x - y);
    const seen = new Map<number, number>();
    for (const k of plan) {
      const kind = kinds[k]!;
      const index = (seen.get(k) ?? 0) + 1;
      seen.set(k, index);
      const firmware = block.n === 14 && k === 0 ? needle : oneOf(random, kind.firmware);
      const gateway = oneOf(random, gateways);
      const interval = kind.type === 'water_meter' ? 600 : 900;
      const first = lastUplink - between(random, 0, 800) * 1000;
      const base = between(random, 0, 60_000);
      const uplinks = Array.from({ length: 12 }, (_, i) => ({
        receivedAt: iso(first - i * interval * 1000 - between(random, 0, 20_000)),
        fCnt: 12_000 + base - i,
        fPort: kind.fPort,
        rssi: -between(random, 78, 118),
        snr: real(random, -6, 9.5, 1),
        sf: oneOf(random, [7, 8, 9, 10]),
        gatewayId: random() < 0.8 ? gateway : oneOf(random, gateways),
        decoded: decoded(kind.type, i, base),
      }));
      devices.push({
        id: `dev_${hex(random, 16)}`,
        devEui: `70B3D5${hex(random, 10).toUpperCase()}`,
        name: `B${pad2(block.n)}-${kind.code}-${pad2(index)}`,
        type: kind.type,
        model: kind.model,
        firmware: {
          version: firmware,
          channel: 'stable',
          updatedAt: `2026-${pad2(between(random, 2, 10))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 8, 17))}:${pad2(between(random, 0, 59))}:00Z`,
        },
        location: {
          block: String(block.n),
          blockName: `Block ${block.n} – ${block.name}`,
          variety: block.variety,
          clone: block.clone,
          row: between(random, 2, 60),
          vine: between(random, 4, 120),
          lat: real(random, 45.2101, 45.2398, 6),
          lon: real(random, -123.0987, -123.0612, 6),
          elevationM: between(random, 96, 241),
        },
        battery: { voltage: real(random, 3.42, 3.67, 2), percent: between(random, 61, 99) },
        status: 'online',
        uplinkIntervalS: interval,
        lastSeenAt: uplinks[0]!.receivedAt,
        tags: [
          block.variety.toLowerCase().replace(/ /g, '-'),
          kind.type === 'water_meter' ? 'irrigation' : 'monitoring',
          `zone-${1 + (block.n % 4)}`,
        ],
        recentUplinks: uplinks,
      });
    }
  }
  const output = JSON.stringify({
    data: devices,
    page: { size: 500, returned: devices.length, next: null },
    meta: {
      organization: 'org_bellwether-hollow',
      requestId: `req_${hex(random, 24)}`,
      generatedAt: '2026-11-18T14:53:07.221Z',
      apiVersion: '2.6',
    },
  });
  return probe(
    'round 89: soil probe firmware (minified JSON)',
    'What firmware version is the soil moisture probe in Block 14 running?',
    'list_vineyard_devices',
    output,
    'firmware',
    needle,
    true,
  );
}

/** The weighbridge's intake export for the 2026 vintage: every docket, one line of XML. */
function intakeDocket(): EconomicsTask {
  const random = seededRandom(89_102);
  const growers: { code: string; name: string; contract: string; varieties: string[]; blocks: string[] }[] = [
    { code: 'BHE', name: ESTATE, contract: 'ESTATE', varieties: [], blocks: [] },
    {
      code: 'KESS',
      name: 'Kessler Vineyard',
      contract: 'GC-2026-07',
      varieties: ['Syrah', 'Grenache', 'Viognier'],
      blocks: ['K-1', 'K-2', 'K-3', 'K-4'],
    },
    {
      code: 'ORTF',
      name: 'Ortega Family Farms',
      contract: 'GC-2026-03',
      varieties: ['Syrah', 'Tempranillo', 'Cabernet Franc'],
      blocks: ['OF-A', 'OF-B', 'OF-C'],
    },
    {
      code: 'HALV',
      name: 'Halvorsen Ranch',
      contract: 'GC-2026-11',
      varieties: ['Pinot Noir', 'Chardonnay'],
      blocks: ['H1', 'H2', 'H5', 'H6'],
    },
    {
      code: 'TRAV',
      name: 'Two Ravens Vineyard',
      contract: 'GC-2026-05',
      varieties: ['Syrah', 'Mourvèdre', 'Grenache'],
      blocks: ['North', 'South', 'Terrace'],
    },
    {
      code: 'DUNM',
      name: 'Dunmore Hill',
      contract: 'GC-2026-09',
      varieties: ['Riesling', 'Gewürztraminer', 'Pinot Gris'],
      blocks: ['D-2', 'D-3', 'D-7'],
    },
    {
      code: 'CAST',
      name: 'Castellano Vineyard',
      contract: 'GC-2026-02',
      varieties: ['Cabernet Franc', 'Merlot', 'Syrah'],
      blocks: ['C-East', 'C-West'],
    },
    {
      code: 'PELL',
      name: 'Pelletier Slope',
      contract: 'GC-2026-12',
      varieties: ['Pinot Noir', 'Gamay Noir'],
      blocks: ['P-1', 'P-2', 'P-3'],
    },
    {
      code: 'ABRN',
      name: 'Abernathy Bench',
      contract: 'GC-2026-04',
      varieties: ['Chardonnay', 'Syrah', 'Viognier'],
      blocks: ['AB-1', 'AB-4'],
    },
    { code: 'SATO', name: 'Sato Vineyard', contract: 'GC-2026-08', varieties: ['Riesling', 'Pinot Noir'], blocks: ['S-Hill', 'S-Flat'] },
  ];
  const windows: Record<string, [string, string]> = {
    'Pinot Gris': ['2026-09-08', '2026-10-02'],
    Chardonnay: ['2026-09-10', '2026-10-08'],
    'Pinot Noir': ['2026-09-12', '2026-10-14'],
    'Gamay Noir': ['2026-09-18', '2026-10-10'],
    Viognier: ['2026-09-22', '2026-10-10'],
    Gewürztraminer: ['2026-09-24', '2026-10-14'],
    Syrah: ['2026-09-30', '2026-10-28'],
    Riesling: ['2026-10-04', '2026-11-10'],
    Grenache: ['2026-10-08', '2026-11-02'],
    Mourvèdre: ['2026-10-12', '2026-11-04'],
    'Cabernet Franc': ['2026-10-06', '2026-10-30'],
    Merlot: ['2026-10-04', '2026-10-26'],
    Tempranillo: ['2026-10-06', '2026-10-28'],
  };
  const clones: Record<string, string[]> = {
    Syrah: ['174', '470', '877', 'Tablas Creek'],
    Grenache: ['362', '515'],
    Viognier: ['642', '1'],
    Tempranillo: ['1', '2'],
    'Cabernet Franc': ['214', '327'],
    'Pinot Noir': ['115', '667', '777', 'Pommard'],
    Chardonnay: ['76', '95', 'Wente'],
    Riesling: ['198', '239', '90'],
    Gewürztraminer: ['47', '643'],
    'Pinot Gris': ['146', '152'],
    Mourvèdre: ['369', '371'],
    Merlot: ['181', '343'],
    'Gamay Noir': ['358', '509'],
  };
  const hauliers = ['Ridgeline Haulage', 'Calder Valley Freight', 'estate truck', 'Hollow Creek Farm Services', 'grower own truck'];
  const graders = ['Mara Quinn', 'Tomas Delgado', 'Hana Iwasaki', 'Owen Brennan'];
  const remarksPool = [
    'Clean fruit, light MOG.',
    'Some raisining on shoulders.',
    'Bins arrived cold, picked pre-dawn.',
    'Leaves in bins 3 and 7, sorted on table 2.',
    'Minor botrytis noted, within contract spec.',
    'Grower sample Brix 0.4 higher than ours.',
    'Late arrival, truck held at gate 20 min.',
    'Wasps in bins, fruit sound.',
    '',
    '',
    '',
  ];
  type Load = { grower: (typeof growers)[number]; variety: string; block: string; clone: string; ms: number };
  const loads: Load[] = [];
  const addLoad = (grower: (typeof growers)[number], variety: string, block: string, clone: string, ms: number) =>
    loads.push({ grower, variety, block, clone, ms });
  const target = growers[1]!;
  for (let i = 0; i < 760; i++) {
    const estate = random() < 0.45;
    const grower = estate ? growers[0]! : oneOf(random, growers.slice(1));
    let variety: string;
    let block: string;
    let clone: string;
    if (estate) {
      const b = oneOf(random, BLOCKS);
      variety = b.variety;
      block = `Block ${b.n}`;
      clone = b.clone;
    } else {
      variety = oneOf(random, grower.varieties);
      block = oneOf(random, grower.blocks);
      clone = oneOf(random, clones[variety] ?? ['unknown']);
    }
    const [from, to] = windows[variety] ?? ['2026-09-15', '2026-10-15'];
    const days = (dateMs(to) - dateMs(from)) / DAY;
    // Mid-window days are busier: the average of two uniform draws.
    const day = Math.round(((random() + random()) / 2) * days);
    const ms = dateMs(from) + day * DAY + between(random, 6 * 60, 15 * 60) * 60_000 + between(random, 0, 59) * 1000;
    if (grower === target && variety === 'Syrah' && ymd(ms) === '2026-10-09') continue;
    addLoad(grower, variety, block, clone, ms);
  }
  // Near-misses: Kessler's other loads around the day, and other growers' Syrah on the day.
  addLoad(target, 'Syrah', 'K-3', '877', dateMs('2026-10-08') + (9 * 60 + 14) * 60_000 + 31_000);
  addLoad(target, 'Syrah', 'K-1', '470', dateMs('2026-10-12') + (7 * 60 + 52) * 60_000 + 9_000);
  addLoad(target, 'Grenache', 'K-2', '362', dateMs('2026-10-09') + (10 * 60 + 3) * 60_000 + 44_000);
  addLoad(target, 'Viognier', 'K-4', '642', dateMs('2026-10-09') + (13 * 60 + 27) * 60_000 + 12_000);
  addLoad(growers[4]!, 'Syrah', 'Terrace', 'Tablas Creek', dateMs('2026-10-09') + (8 * 60 + 5) * 60_000 + 50_000);
  addLoad(growers[2]!, 'Syrah', 'OF-B', '174', dateMs('2026-10-09') + (11 * 60 + 40) * 60_000 + 2_000);
  const targetMs = dateMs('2026-10-09') + (7 * 60 + 36) * 60_000 + 18_000;
  addLoad(target, 'Syrah', 'K-3', '877', targetMs);
  loads.sort((x, y) => x.ms - y.ms);
  let needle = '';
  let totalNet = 0;
  const dockets = loads.map((load, i) => {
    const number = `WB26-${String(4101 + i).padStart(5, '0')}`;
    if (load.ms === targetMs) needle = number;
    const bins = between(random, 6, 16);
    const net = bins * between(random, 380, 470);
    totalNet += net;
    const tare = between(random, 8200, 9600);
    const red = ['Syrah', 'Grenache', 'Pinot Noir', 'Mourvèdre', 'Cabernet Franc', 'Merlot', 'Tempranillo', 'Gamay Noir'].includes(
      load.variety,
    );
    const out = load.ms + between(random, 12, 34) * 60_000 + between(random, 0, 59) * 1000;
    const remark = oneOf(random, remarksPool);
    return (
      `<Docket number="${number}" status="Closed" season="2026">` +
      `<Arrival date="${ymd(load.ms)}" timeIn="${hms(load.ms)}" timeOut="${hms(out)}" scale="WB-1"/>` +
      `<Grower code="${load.grower.code}" name="${load.grower.name}" contract="${load.grower.contract}"/>` +
      `<Source block="${load.block}" ava="Calder Ridge" rows="${between(random, 1, 20)}-${between(random, 21, 64)}"/>` +
      `<Fruit variety="${load.variety}" clone="${load.clone}" pickMethod="${random() < 0.8 ? 'Hand' : 'Machine'}" pickDate="${ymd(load.ms)}"/>` +
      `<Haulier name="${oneOf(random, hauliers)}" truck="OR ${between(random, 1, 9)}${String.fromCharCode(65 + pick(random, 26))} ${between(random, 1000, 9999)}"/>` +
      `<Weights unit="kg"><Gross>${net + tare}</Gross><Tare>${tare}</Tare><Net>${net}</Net></Weights>` +
      `<Bins type="${random() < 0.7 ? 'MLB half-ton' : 'Macro bin 1000L'}" count="${bins}"/>` +
      `<Sample id="S26-${pad4(between(random, 1, 9999))}"><Brix>${real(random, 19.5, 26.8, 1)}</Brix><pH>${real(random, 3.05, 3.85, 2)}</pH>` +
      `<TA unit="g/L">${real(random, 4.6, 9.8, 1)}</TA><MOG unit="%">${real(random, 0, 2.5, 1)}</MOG><Rot unit="%">${real(random, 0, 1.5, 1)}</Rot>` +
      `<Temp unit="C">${real(random, 7, 21, 1)}</Temp></Sample>` +
      `<Destination process="${red ? oneOf(random, ['Destem', 'Destem', 'Whole cluster 30%', 'Whole cluster 100%']) : oneOf(random, ['Whole cluster press', 'Crush and press'])}" vessel="${red ? `T-${pad2(between(random, 1, 40))}` : `PR-${between(random, 1, 2)}`}"/>` +
      `<GradedBy>${oneOf(random, graders)}</GradedBy><Remarks>${remark}</Remarks></Docket>`
    );
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><IntakeExport xmlns="urn:bellwether-hollow:weighbridge:2" winery="${ESTATE}" bond="BW-OR-21407" vintage="2026" generated="2026-11-18T07:02:11-08:00" dockets="${dockets.length}">` +
    dockets.join('') +
    `<Totals><Dockets>${loads.length}</Dockets><NetKg>${totalNet}</NetKg></Totals></IntakeExport>`;
  return probe(
    'round 89: grape intake docket (one-line XML)',
    "What's the weighbridge docket number for the Syrah load from Kessler Vineyard that came in on October 9?",
    'export_intake_dockets',
    output,
    'docket',
    needle,
    true,
  );
}

/** The case-label print job of the week's bottling runs, as the print spooler captured it: one line of ZPL. */
function caseLabelSscc(): EconomicsTask {
  const random = seededRandom(89_103);
  const runs = [
    { wine: '2025 ESTATE PINOT GRIS', lot: '25PG-EST-B1', abv: '13.0', item: 21, bottled: '2026-11-16', pallets: 6 },
    { wine: '2024 RESERVE CHARDONNAY', lot: '24CH-RSV-B2', abv: '13.5', item: 34, bottled: '2026-11-17', pallets: 8 },
    { wine: '2024 ESTATE PINOT NOIR', lot: '24PN-EST-B3', abv: '13.4', item: 42, bottled: '2026-11-18', pallets: 6 },
  ];
  const perPallet = 56;
  let serial = 318_420;
  let needle = '';
  const labels: string[] = ['^XA^MMT^PW812^LL1218^LS0^JUS^XZ'];
  for (const run of runs) {
    const gtin = gtin14(run.item);
    const yymmdd = run.bottled.slice(2).replace(/-/g, '');
    for (let p = 1; p <= run.pallets; p++) {
      for (let c = 1; c <= perPallet; c++) {
        const code = sscc(0, serial++);
        if (run.lot === '24CH-RSV-B2' && p === 5 && c === 37) needle = code;
        labels.push(
          `^XA^CI28^PW812^LL1218^LH0,0^FX ${run.lot} P${pad2(p)} C${pad3(c)} ^FS^FO30,30^GB752,1158,3^FS` +
            `^FO60,60^A0N,46,46^FD${ESTATE.toUpperCase()}^FS^FO60,120^A0N,38,38^FD${run.wine}^FS` +
            `^FO60,170^A0N,28,28^FDCALDER RIDGE AVA | ${run.abv}% ALC/VOL^FS^FO60,215^A0N,28,28^FD12 x 750 mL   GTIN ${gtin}^FS` +
            `^FO60,260^A0N,28,28^FDLOT ${run.lot}   BOTTLED ${run.bottled}^FS^FO60,310^A0N,34,34^FDPALLET ${pad2(p)}   CASE ${pad3(c)}/${pad3(perPallet)}^FS` +
            `^FO60,370^GB692,3,3^FS^FO90,400^BY3^BCN,170,Y,N,N,D^FD(01)${gtin}(11)${yymmdd}(10)${run.lot}^FS` +
            `^FO60,660^A0N,24,24^FDSSCC^FS^FO90,700^BY3^BCN,200,Y,N,N,D^FD(00)${code}^FS` +
            `^FO60,980^A0N,22,22^FDLINE BL-1  OP ${oneOf(random, ['MQ', 'TD', 'HI', 'OB', 'RP'])}  ${run.bottled} ${pad2(between(random, 7, 16))}:${pad2(between(random, 0, 59))}^FS` +
            `^FO60,1020^A0N,22,22^FDCONTAINS SULFITES  GOVERNMENT WARNING ON BOTTLE^FS^PQ1,0,1,Y^XZ`,
        );
      }
    }
  }
  const output = labels.join('');
  return probe(
    'round 89: case label SSCC (one-line ZPL)',
    'What SSCC is on the label for case 37 of pallet 5 in the Reserve Chardonnay case-label print job?',
    'get_label_print_job',
    output,
    'sscc',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** The tank controller's tank list, pretty JSON, with each tank's contents, operations and last 48 hours. */
function tankPumpOver(): EconomicsTask {
  const random = seededRandom(89_104);
  const needle = '2026-11-17T21:40:12-08:00';
  const now = Date.parse('2026-11-18T06:00:00Z');
  const redBlocks = BLOCKS.filter((b) => ['Pinot Noir', 'Syrah', 'Gamay Noir', 'Cabernet Franc'].includes(b.variety) && b.n !== 9);
  const whiteBlocks = BLOCKS.filter((b) => ['Chardonnay', 'Riesling', 'Pinot Gris'].includes(b.variety));
  const code = (variety: string) =>
    ({ 'Pinot Noir': 'PN', Syrah: 'SY', 'Gamay Noir': 'GA', 'Cabernet Franc': 'CF', Chardonnay: 'CH', Riesling: 'RI', 'Pinot Gris': 'PG' })[
      variety
    ] ?? 'XX';
  const yeasts = ['RC212', 'BM45', 'Assmanshausen', 'native', 'D254', 'QA23', 'R2', 'CY3079'];
  const stamp = (ms: number) => localIso(ms);
  const usedRed = new Set<number>();
  const tanks: object[] = [];
  for (let t = 1; t <= 64; t++) {
    const tankId = `T-${pad2(t)}`;
    const capacityL = oneOf(random, [4500, 6000, 8000, 12000]);
    const fillL = () => Math.round((capacityL * between(random, 55, 94)) / 100);
    const roll = random();
    const isTarget = t === 27;
    let contents: object | null = null;
    let operations: object;
    let temp = real(random, 11, 14, 1);
    let brix: number | null = null;
    let stage = 'empty';
    if (isTarget || (roll < 0.5 && t <= 44)) {
      let block = isTarget ? BLOCKS[8]! : oneOf(random, redBlocks);
      if (!isTarget) {
        for (let tries = 0; tries < 5 && usedRed.has(block.n); tries++) block = oneOf(random, redBlocks);
        usedRed.add(block.n);
      }
      stage = 'alcoholic_fermentation';
      temp = real(random, 24, 31, 1);
      brix = real(random, -1.8, 5, 1);
      const lot = `26${code(block.variety)}-B${pad2(block.n)}-${oneOf(random, ['A', 'B', 'C'])}`;
      contents = {
        lotCode: lot,
        description: `2026 ${block.variety}, Block ${block.n} (${block.name}), clone ${block.clone}, ${oneOf(random, ['destemmed', '30% whole cluster', '15% whole cluster', 'whole berry'])}`,
        volumeL: fillL(),
        stage,
        yeast: oneOf(random, yeasts),
        inoculatedAt: stamp(now - between(random, 9, 16) * DAY - between(random, 0, 600) * 60_000),
      };
      let last = isTarget ? needle : stamp(now - between(random, 60, 900) * 60_000 - between(random, 0, 59) * 1000);
      if (!isTarget && last === needle) last = stamp(now - 61 * 60_000);
      operations = {
        lastPumpOver: last,
        pumpOverDurationMin: between(random, 8, 25),
        pumpOversPerDay: between(random, 1, 3),
        lastPunchDown: random() < 0.3 ? stamp(now - between(random, 120, 1400) * 60_000) : null,
        lastAddition: {
          what: oneOf(random, ['DAP', 'Fermaid O', 'tartaric acid', 'Go-Ferm']),
          amount: `${between(random, 10, 40)} g/hL`,
          at: stamp(now - between(random, 1, 6) * DAY - between(random, 0, 600) * 60_000),
        },
      };
    } else if (roll < 0.75 && t <= 52) {
      const block = oneOf(random, whiteBlocks);
      stage = oneOf(random, ['alcoholic_fermentation', 'settling', 'cold_stabilisation']);
      temp = stage === 'alcoholic_fermentation' ? real(random, 12, 17, 1) : real(random, -2, 6, 1);
      brix = stage === 'alcoholic_fermentation' ? real(random, 2, 16, 1) : null;
      contents = {
        lotCode: `26${code(block.variety)}-B${pad2(block.n)}-${oneOf(random, ['A', 'B'])}`,
        description: `2026 ${block.variety}, Block ${block.n} (${block.name}), clone ${block.clone}, ${oneOf(random, ['whole cluster pressed', 'free run', 'press fraction'])}`,
        volumeL: fillL(),
        stage,
        yeast: stage === 'settling' ? null : oneOf(random, yeasts),
        inoculatedAt: stage === 'settling' ? null : stamp(now - between(random, 6, 20) * DAY),
      };
      operations = {
        lastPumpOver: null,
        pumpOverDurationMin: null,
        pumpOversPerDay: 0,
        lastPunchDown: null,
        lastAddition: {
          what: oneOf(random, ['bentonite', 'SO2 (KMBS)', 'pectinase', 'Fermaid K']),
          amount: `${between(random, 2, 60)} g/hL`,
          at: stamp(now - between(random, 1, 9) * DAY - between(random, 0, 600) * 60_000),
        },
      };
    } else if (roll < 0.9) {
      stage = 'storage';
      const block = oneOf(random, BLOCKS);
      contents = {
        lotCode: `25${code(block.variety)}-B${pad2(block.n)}-BL`,
        description: `2025 ${block.variety}, Block ${block.n} (${block.name}), blended from barrel, awaiting bottling`,
        volumeL: fillL(),
        stage,
        yeast: null,
        inoculatedAt: null,
      };
      operations = { lastPumpOver: null, pumpOverDurationMin: null, pumpOversPerDay: 0, lastPunchDown: null, lastAddition: null };
    } else {
      operations = { lastPumpOver: null, pumpOverDurationMin: null, pumpOversPerDay: 0, lastPunchDown: null, lastAddition: null };
    }
    const history = Array.from({ length: 48 }, (_, i) => ({
      at: stamp(now - (47 - i) * 3_600_000),
      tempC: Number((temp + (random() - 0.5) * 1.6 - (brix !== null ? (47 - i) * 0.02 : 0)).toFixed(1)),
      brix: brix === null ? null : Number((brix + (47 - i) * 0.12 + (random() - 0.5) * 0.2).toFixed(1)),
      jacketValve: oneOf(random, ['open', 'closed', 'closed']),
    }));
    tanks.push({
      tankId,
      name: `Tank ${t}`,
      hall: t <= 32 ? 'Fermentation Hall A' : t <= 52 ? 'Fermentation Hall B' : 'Tank Farm (outdoor)',
      type: t <= 20 ? 'open-top jacketed' : 'closed jacketed',
      capacityL,
      contents,
      operations,
      readings: { temperatureC: temp, brix, readAt: stamp(now + between(random, 0, 120) * 1000) },
      control: {
        mode: contents ? 'auto' : 'off',
        setpointC: contents ? (stage === 'alcoholic_fermentation' && brix !== null && temp > 20 ? 28 : 12) : null,
        glycolFlowPct: between(random, 0, 80),
      },
      history,
    });
  }
  const output = JSON.stringify({ site: ESTATE, controller: 'TankNet 5.3.2', generatedAt: stamp(now + 174_000), tanks }, null, 2);
  return probe(
    'round 89: tank pump-over (pretty JSON)',
    'When was the last pump-over on the tank holding the Block 9 Pinot Noir?',
    'get_tank_status',
    output,
    'pump-over',
    needle,
  );
}

/** The barrel cellar's inventory, YAML, one entry a barrel. */
function barrelTopping(): EconomicsTask {
  const random = seededRandom(89_105);
  const needle = '2026-11-06 14:22';
  const coopers = [
    { name: 'François Frères', forests: ['Allier', 'Tronçais', 'Bertranges'] },
    { name: 'Taransaud', forests: ['Tronçais', 'Jupilles'] },
    { name: 'Damy', forests: ['Allier', 'Vosges'] },
    { name: 'Tonnellerie Cadus', forests: ['Allier', 'Bertranges'] },
    { name: 'Rousseau', forests: ['Fontainebleau', 'Allier'] },
    { name: 'World Cooperage', forests: ['American oak (Missouri)', 'Oregon oak'] },
    { name: 'Tonnellerie de Mercurey', forests: ['Tronçais', 'Vosges'] },
  ];
  const lots = [
    { lot: '25PN-B09-RSV', description: '2025 Pinot Noir, Block 9 (Pommard Terrace), Reserve selection' },
    { lot: '25PN-B03-EST', description: '2025 Pinot Noir, Block 3 (Upper Ridge), Estate' },
    { lot: '25PN-B19-EST', description: '2025 Pinot Noir, Block 19 (Basalt Point), Estate' },
    { lot: '25PN-B26-EST', description: '2025 Pinot Noir, Block 26 (Lookout), Estate' },
    { lot: '25SY-KES-RSV', description: '2025 Syrah, Kessler Vineyard, Reserve selection' },
    { lot: '25SY-B24-EST', description: '2025 Syrah, Block 24 (Windbreak), Estate' },
    { lot: '25CF-B27-EST', description: '2025 Cabernet Franc, Block 27 (Lookout Saddle), Estate' },
    { lot: '26CH-B04-BF', description: '2026 Chardonnay, Block 4 (Upper Ridge South), barrel fermented' },
    { lot: '26CH-B17-BF', description: '2026 Chardonnay, Block 17 (Heron Pond), barrel fermented' },
    { lot: '26CH-B28-BF', description: '2026 Chardonnay, Block 28 (Creek Flat), barrel fermented' },
    { lot: '26PN-B05-ML', description: '2026 Pinot Noir, Block 5 (Oak Stand), malolactic in barrel' },
  ];
  const toppingDays = ['2026-10-30', '2026-11-06', '2026-11-13'];
  const rows = 'ABCDEFGHJKLM';
  const entries: string[] = [
    '# Barrel inventory export: Bellwether Hollow Estate, Barrel Hall and Cave',
    '# generated: 2026-11-18T06:30:04-08:00 by cellar-sync 4.12.0 (source: CellarBook)',
    'schema: cellarbook.barrels/v3',
    'barrels:',
  ];
  for (let i = 1; i <= 1000; i++) {
    const id = `BH-${pad4(i)}`;
    const cooper = oneOf(random, coopers);
    const lot = oneOf(random, lots);
    const young = lot.lot.startsWith('26');
    const acquiredYear = 2019 + pick(random, 7);
    let topped = `${oneOf(random, toppingDays)} ${pad2(between(random, 7, 16))}:${pad2(between(random, 0, 59))}`;
    if (i === 417) topped = needle;
    else if (topped === needle) topped = '2026-11-06 14:23';
    const filled = young
      ? `2026-${oneOf(random, ['09', '10'])}-${pad2(between(random, 10, 30))}`
      : `2025-${oneOf(random, ['10', '11'])}-${pad2(between(random, 1, 28))}`;
    const notes =
      i === 388
        ? 'racked into BH-0417 and BH-0418 on 2026-08-12, re-filled from 25PN-B03-EST'
        : i === 702
          ? 'bung replaced 2026-11-06 after topping (compare BH-0417)'
          : oneOf(random, [
              '',
              '',
              '',
              '',
              'silicone bung',
              'weeping at croze, watch',
              'stirred (bâtonnage) weekly',
              'sample port fitted',
              'reserve candidate',
            ]);
    entries.push(
      `  - id: ${id}`,
      `    location: { hall: ${i <= 640 ? '"Barrel Hall"' : '"Cave"'}, row: ${rows[pick(random, rows.length)]}, stack: ${between(random, 1, 18)}, level: ${between(random, 1, 4)} }`,
      `    cooperage: ${cooper.name}`,
      `    forest: ${oneOf(random, cooper.forests)}`,
      `    toast: ${oneOf(random, ['light', 'medium', 'medium long', 'medium plus', 'heavy head toast'])}`,
      `    capacity_l: ${oneOf(random, [225, 228, 228, 228, 300, 500])}`,
      `    acquired: ${acquiredYear}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      `    fills: ${between(random, 1, Math.min(6, 2026 - acquiredYear + 1))}`,
      `    contents:`,
      `      lot: ${lot.lot}`,
      `      description: "${lot.description}"`,
      `      volume_l: ${between(random, 219, 228)}`,
      `      filled: ${filled}`,
      `    last_topped: "${topped}"`,
      `    topped_with: ${lot.lot} (topping keg K-${pad2(between(random, 1, 24))})`,
      `    last_so2:`,
      `      date: 2026-${oneOf(random, ['10-21', '10-28', '11-04', '11-11'])}`,
      `      free_mg_l: ${between(random, 18, 38)}`,
      `      molecular_mg_l: ${real(random, 0.35, 0.85, 2)}`,
      `    notes: "${notes}"`,
    );
  }
  const output = entries.join('\n') + '\n';
  return probe(
    'round 89: barrel topping (YAML)',
    'When was barrel BH-0417 last topped up?',
    'export_barrel_inventory',
    output,
    'topped',
    needle,
  );
}

/** The bottling line's recipe set, TOML, one table a recipe, with its closure, capsule, labels and checks. */
function bottlingClosure(): EconomicsTask {
  const random = seededRandom(89_106);
  const needle = 'CK-TEC-49x24-BH-0772';
  const families = [
    {
      group: 'Sparkling',
      code: 'BRUT',
      name: 'Méthode Traditionnelle Brut',
      bottle: 'Champagne 750 mL, antique green',
      formats: [750, 1500],
    },
    { group: 'Whites', code: 'CHE', name: 'Estate Chardonnay', bottle: 'Burgundy 750 mL, antique green', formats: [750, 1500] },
    { group: 'Whites', code: 'CHR', name: 'Reserve Chardonnay', bottle: 'Burgundy heavy 750 mL, antique green', formats: [750, 1500] },
    { group: 'Whites', code: 'RIE', name: 'Estate Riesling', bottle: 'Hock 750 mL, flint', formats: [750, 375] },
    { group: 'Whites', code: 'PGR', name: 'Estate Pinot Gris', bottle: 'Burgundy 750 mL, flint', formats: [750] },
    { group: 'Rosé', code: 'ROSE', name: 'Rosé of Pinot Noir', bottle: 'Flint Provence 750 mL', formats: [750, 375, 1500] },
    { group: 'Reds', code: 'PNE', name: 'Estate Pinot Noir', bottle: 'Burgundy 750 mL, antique green', formats: [750, 375, 1500, 3000] },
    { group: 'Reds', code: 'PNR', name: 'Reserve Pinot Noir', bottle: 'Burgundy heavy 750 mL, dark green', formats: [750, 1500, 3000] },
    { group: 'Reds', code: 'SYR', name: 'Windbreak Syrah', bottle: 'Bordeaux 750 mL, dark green', formats: [750, 1500] },
    { group: 'Reds', code: 'GAM', name: 'Gamay Noir', bottle: 'Burgundy 750 mL, antique green', formats: [750] },
    { group: 'Reds', code: 'CFR', name: 'Cabernet Franc', bottle: 'Bordeaux 750 mL, dark green', formats: [750, 1500] },
    { group: 'Dessert', code: 'LHR', name: 'Late Harvest Riesling', bottle: 'Half-bottle 375 mL, flint', formats: [375] },
  ];
  const formatName = (ml: number) => ({ 375: 'half-bottle', 750: '750 mL', 1500: 'magnum', 3000: 'double magnum' })[ml] ?? `${ml} mL`;
  const closureTypes = [
    { type: 'technical cork (micro-agglomerated)', prefix: 'CK-TEC' },
    { type: 'natural cork', prefix: 'CK-NAT' },
    { type: 'screwcap Stelvin Lux+', prefix: 'SC-STL' },
    { type: 'synthetic (Nomacorc Select 300)', prefix: 'SY-NOM' },
  ];
  const used = new Set<string>([needle]);
  const closureItem = (prefix: string, ml: number) => {
    for (;;) {
      const size =
        ml >= 1500 ? oneOf(random, ['49x24', '54x26', '49x29']) : ml === 375 ? '38x21' : oneOf(random, ['44x24', '49x24', '45x24']);
      const item = `${prefix}-${size}-BH-${pad4(between(random, 100, 999))}`;
      if (!used.has(item)) {
        used.add(item);
        return item;
      }
    }
  };
  const lines: string[] = [
    '# Recipe set for bottling line BL-1 (filler Bertolaso Futura 24, corker, capsuler, labeller Krones Canmatic)',
    '# exported 2026-11-18T06:00:12-08:00 by line-hmi 7.4.1; edit on the HMI, not here',
    '',
    '[meta]',
    'line = "BL-1"',
    'site = "Bellwether Hollow Estate"',
    'units = { volume = "mL", length = "mm", pressure = "bar", vacuum = "kPa" }',
    'recipes = 0',
    '',
  ];
  let count = 0;
  let group = '';
  for (const family of families) {
    if (family.group !== group) {
      group = family.group;
      lines.push(`# ---------------- ${group} ----------------`, '');
    }
    for (let vintage = 2014; vintage <= 2025; vintage++) {
      if (family.code === 'BRUT' && vintage > 2022) continue;
      if (['PNR', 'CHR', 'SYR', 'CFR'].includes(family.code) && vintage > 2024) continue;
      for (const ml of family.formats) {
        if (ml !== 750 && random() < 0.35 && !(family.code === 'ROSE' && vintage >= 2024)) continue;
        count++;
        const key = `${family.code}-${String(vintage).slice(2)}-${ml}`;
        const isTarget = family.code === 'ROSE' && vintage === 2025 && ml === 1500;
        const closure =
          family.code === 'BRUT'
            ? { type: 'sparkling cork (agglomerated with 2 discs)', prefix: 'CK-SPK' }
            : family.code === 'ROSE' && ml === 1500
              ? closureTypes[0]!
              : oneOf(random, closureTypes);
        const item = isTarget ? needle : closureItem(closure.prefix, ml);
        const bottle = family.bottle.replace('750 mL', `${ml} mL`).replace(' heavy', ml === 750 ? ' heavy' : '');
        const fill = ml === 750 ? between(random, 55, 63) : ml === 375 ? between(random, 45, 52) : between(random, 62, 75);
        const status =
          vintage <= 2022 ? 'archived' : vintage === 2025 || (vintage === 2024 && family.group === 'Reds') ? 'active' : 'archived';
        lines.push(
          `[recipe."${key}"]`,
          `description = "${vintage} ${family.name}, ${formatName(ml)}"`,
          `sku = "BHE-${key}"`,
          `status = "${status}"`,
          `bottle = "${bottle}"`,
          `fill_volume_ml = ${ml}`,
          `fill_height_mm = ${fill}`,
          `line_speed_bph = ${ml >= 1500 ? between(random, 600, 900) : between(random, 2200, 3000)}`,
          `filled_by = "${vintage < 2019 ? 'mobile line (Signature Bottling)' : 'BL-1'}"`,
          '',
          `[recipe."${key}".closure]`,
          `type = "${closure.type}"`,
          `item = "${item}"`,
          `supplier = "${oneOf(random, ['Amorim', 'Diam Bouchage', 'Cork Supply', 'Vinventions', 'Guala Closures'])}"`,
          `vacuum_kpa = ${closure.prefix.startsWith('SC') ? 0 : between(random, 30, 55)}`,
          `headspace_n2 = ${random() < 0.6}`,
          '',
          `[recipe."${key}".filler]`,
          `valves = 24`,
          `fill_mode = "${oneOf(random, ['level (vacuum)', 'level (gravity)', 'isobaric'])}"`,
          `pre_evacuation = ${random() < 0.7}`,
          `co2_sparge_bar = ${real(random, 0, 0.6, 2)}`,
          `bowl_temp_c_max = ${between(random, 14, 20)}`,
          `sanitation = "${oneOf(random, ['hot water 82 C, 20 min', 'ozone rinse', 'peracetic 0.2%, cold rinse'])}"`,
          '',
          `[recipe."${key}".capsule]`,
          `item = "${closure.prefix.startsWith('SC') ? 'none (screwcap)' : `CAP-${oneOf(random, ['TIN', 'PVC', 'POLYLAM'])}-${between(random, 100, 999)}`}"`,
          `colour = "${oneOf(random, ['matte black', 'burgundy', 'gold foil', 'copper', 'white'])}"`,
          '',
          `[recipe."${key}".labels]`,
          `front = "LBL-${key}-F-r${between(random, 1, 4)}"`,
          `back = "LBL-${key}-B-r${between(random, 1, 6)}"`,
          `neck = "${random() < 0.4 ? `LBL-${key}-N-r1` : 'none'}"`,
          `front_height_mm = ${between(random, 18, 42)}`,
          `back_height_mm = ${between(random, 18, 40)}`,
          '',
          `[recipe."${key}".qc]`,
          `fill_check_every_min = ${oneOf(random, [10, 15, 20, 30])}`,
          `do_target_mg_l = ${real(random, 0.4, 1.2, 1)}`,
          `torque_check = ${closure.prefix.startsWith('SC')}`,
          `case_format = "${ml === 750 ? '12x750' : ml === 375 ? '12x375' : ml === 1500 ? '6x1500' : '3x3000'}"`,
          '',
        );
        for (let c = 0, n = between(random, 1, 4); c < n; c++)
          lines.push(
            `[[recipe."${key}".changelog]]`,
            `at = ${vintage + 1}-${pad2(between(random, 1 + c * 2, 2 + c * 2))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 7, 16))}:${pad2(between(random, 0, 59))}:00-08:00`,
            `by = "${person(random)}"`,
            `change = "${c === 0 ? oneOf(random, ['created from template', 'created from previous vintage']) : oneOf(random, ['fill height adjusted after first pallet', 'label revision bumped', 'closure lot changed', 'line speed lowered for new labeller', 'capsule colour changed', 'QC interval changed'])}"`,
            '',
          );
      }
    }
  }
  lines[7] = `recipes = ${count}`;
  const output = lines.join('\n');
  return probe(
    'round 89: rosé magnum closure (TOML)',
    'Which closure is the bottling line set up to use for the 2025 Rosé magnums?',
    'get_bottling_recipes',
    output,
    'closure',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** The tasting room POS's electronic journal, terminal by terminal, for the last three weeks. */
function tastingRoomTracking(): EconomicsTask {
  const random = seededRandom(89_107);
  const needle = '7829 4410 3356';
  const wines = [
    { sku: 'PNE-24', name: '2024 Estate Pinot Noir', price: 42 },
    { sku: 'PNR-23', name: '2023 Reserve Pinot Noir', price: 78 },
    { sku: 'CHE-24', name: '2024 Estate Chardonnay', price: 36 },
    { sku: 'CHR-23', name: '2023 Reserve Chardonnay', price: 64 },
    { sku: 'RIE-25', name: '2025 Estate Riesling', price: 26 },
    { sku: 'PGR-25', name: '2025 Estate Pinot Gris', price: 24 },
    { sku: 'ROSE-25', name: '2025 Rose of Pinot Noir', price: 25 },
    { sku: 'SYR-23', name: '2023 Windbreak Syrah', price: 48 },
    { sku: 'GAM-24', name: '2024 Gamay Noir', price: 29 },
    { sku: 'BRUT-21', name: '2021 Brut (Methode Trad.)', price: 55 },
    { sku: 'LHR-24', name: '2024 Late Harvest Ries 375', price: 32 },
  ];
  const extras = [
    { sku: 'TAST-EST', name: 'Estate Tasting Flight', price: 25 },
    { sku: 'TAST-RSV', name: 'Reserve Flight', price: 40 },
    { sku: 'GLS-ROSE', name: 'Glass, Rose', price: 12 },
    { sku: 'GLS-PNE', name: 'Glass, Estate Pinot', price: 15 },
    { sku: 'FOOD-BRD', name: 'Cheese & charcuterie', price: 28 },
    { sku: 'MRCH-CAP', name: 'Cap, embroidered', price: 24 },
    { sku: 'MRCH-OPN', name: "Waiter's corkscrew", price: 18 },
  ];
  const places: Record<string, { cities: string[]; zip: string; ship: number; tax: number }> = {
    OR: { cities: ['Portland', 'Bend', 'Eugene', 'Salem'], zip: '97', ship: 15, tax: 0 },
    WA: { cities: ['Seattle', 'Spokane', 'Tacoma', 'Bellingham'], zip: '98', ship: 22, tax: 10.1 },
    CA: { cities: ['Oakland', 'San Diego', 'Sacramento', 'Pasadena'], zip: '94', ship: 28, tax: 8.25 },
    CO: { cities: ['Boulder', 'Denver', 'Fort Collins', 'Colorado Springs'], zip: '80', ship: 38, tax: 8.81 },
    TX: { cities: ['Austin', 'Dallas', 'Houston'], zip: '78', ship: 42, tax: 8.25 },
    NY: { cities: ['Brooklyn', 'Rochester', 'Albany'], zip: '11', ship: 46, tax: 8.875 },
    IL: { cities: ['Chicago', 'Evanston', 'Naperville'], zip: '60', ship: 40, tax: 10.25 },
    AZ: { cities: ['Phoenix', 'Tucson', 'Flagstaff'], zip: '85', ship: 34, tax: 8.6 },
    MN: { cities: ['Minneapolis', 'St Paul', 'Duluth'], zip: '55', ship: 40, tax: 9.03 },
    FL: { cities: ['Tampa', 'Orlando', 'Sarasota'], zip: '33', ship: 48, tax: 7.0 },
    NC: { cities: ['Asheville', 'Raleigh', 'Durham'], zip: '27', ship: 44, tax: 7.5 },
    VA: { cities: ['Richmond', 'Arlington', 'Charlottesville'], zip: '22', ship: 44, tax: 6.0 },
  };
  const streets = [
    'Pearl St',
    'Maple Ave',
    'Elm St',
    'Cedar Ln',
    'Grant St',
    'Ridge Rd',
    'Lakeview Dr',
    'Walnut St',
    'Oak Ct',
    'High St',
    'Mission St',
    'Aspen Way',
  ];
  const usedTracking = new Set<string>([needle]);
  const tracking = () => {
    for (;;) {
      const t = `${between(random, 1000, 9999)} ${between(random, 1000, 9999)} ${between(random, 1000, 9999)}`;
      if (!usedTracking.has(t)) {
        usedTracking.add(t);
        return t;
      }
    }
  };
  type Line = { qty: number; sku: string; name: string; each: number; detail?: string };
  type Ship = { state: string; name: string; tracking: string };
  type Sale = { ms: number; lines: Line[]; ship: Ship | null; pickup: boolean; club: boolean };
  const mixed = (n: number): Line => {
    const picks = shuffle(random, wines.slice(0, 10)).slice(0, between(random, 3, 5));
    const counts = picks.map(() => 1);
    for (let k = picks.length; k < n; k++) counts[pick(random, picks.length)]! += 1;
    const each = picks.reduce((sum, w, k) => sum + w.price * counts[k]!, 0);
    return {
      qty: 1,
      sku: `MIXED-${n}`,
      name: n === 12 ? 'Mixed Dozen (build your own)' : 'Mixed Six (build your own)',
      each,
      detail: picks.map((w, k) => `${counts[k]} ${w.sku}`).join(', '),
    };
  };
  const randomSale = (ms: number, forbidCo: boolean): Sale => {
    const lines: Line[] = [];
    const guests = between(random, 1, 4);
    if (random() < 0.8) {
      const flight = random() < 0.7 ? extras[0]! : extras[1]!;
      lines.push({ qty: guests, sku: flight.sku, name: flight.name, each: flight.price });
    }
    if (random() < 0.25) {
      const e = oneOf(random, extras.slice(2));
      lines.push({ qty: between(random, 1, 2), sku: e.sku, name: e.name, each: e.price });
    }
    const roll = random();
    let ship: Ship | null = null;
    let pickup = false;
    if (roll < 0.3) {
      for (let k = between(random, 1, 3); k > 0; k--) {
        const w = oneOf(random, wines);
        lines.push({ qty: between(random, 1, 3), sku: `${w.sku}-750`.replace('LHR-24-750', 'LHR-24-375'), name: w.name, each: w.price });
      }
    } else if (roll < 0.55) {
      if (random() < 0.55) lines.push(mixed(random() < 0.7 ? 12 : 6));
      else {
        const w = oneOf(random, wines);
        lines.push({ qty: oneOf(random, [6, 6, 12]), sku: `${w.sku}-750`, name: w.name, each: w.price });
      }
      if (random() < 0.7) {
        let state = oneOf(random, Object.keys(places));
        while (forbidCo && state === 'CO') state = oneOf(random, Object.keys(places));
        ship = { state, name: person(random), tracking: tracking() };
      } else pickup = random() < 0.4;
    }
    if (lines.length === 0) lines.push({ qty: 1, sku: extras[2]!.sku, name: extras[2]!.name, each: extras[2]!.price });
    return { ms, lines, ship, pickup, club: random() < 0.22 };
  };
  const money = (v: number) => v.toFixed(2);
  const row = (left: string, right: string) => `${left.padEnd(48 - right.length - 1).slice(0, 48 - right.length - 1)} ${right}`;
  const render = (terminal: string, clerk: string, number: string, sale: Sale): string[] => {
    const out: string[] = [
      '================================================',
      'BELLWETHER HOLLOW ESTATE - TASTING ROOM',
      '4410 Hollow Creek Rd, Calder OR 97338',
      row(`Terminal ${terminal}`, `Clerk: ${clerk}`),
      row(`Receipt ${number}`, `${ymd(sale.ms)} ${hms(sale.ms)}`),
      '------------------------------------------------',
    ];
    let bottles = 0;
    let bottleValue = 0;
    let flights = 0;
    let subtotal = 0;
    for (const line of sale.lines) {
      const total = line.qty * line.each;
      subtotal += total;
      out.push(row(`${String(line.qty).padStart(2)} ${line.sku} ${line.name}`, money(total)));
      if (line.detail) out.push(`     incl: ${line.detail}`);
      if (line.sku.startsWith('TAST')) flights += total;
      else if (line.sku.startsWith('MIXED')) {
        bottles += Number(line.sku.slice(6));
        bottleValue += total;
      } else if (!line.sku.startsWith('GLS') && !line.sku.startsWith('FOOD') && !line.sku.startsWith('MRCH')) {
        bottles += line.qty;
        bottleValue += total;
      }
    }
    if (flights > 0 && bottles >= 2) {
      out.push(row('    Tasting fee waived w/ purchase', `-${money(flights)}`));
      subtotal -= flights;
    }
    if (sale.club && bottleValue > 0) {
      out.push(row('    Hollow Society 20%', `-${money(bottleValue * 0.2)}`));
      subtotal -= bottleValue * 0.2;
    } else if (bottles >= 12) {
      out.push(row('    Case discount 10%', `-${money(bottleValue * 0.1)}`));
      subtotal -= bottleValue * 0.1;
    }
    out.push('------------------------------------------------', row('SUBTOTAL', money(subtotal)));
    let total = subtotal;
    if (sale.ship) {
      const place = places[sale.ship.state]!;
      const tax = (subtotal * place.tax) / 100;
      const cases = Math.max(1, Math.ceil(bottles / 12));
      total += tax + place.ship * cases;
      out.push(
        row(`DEST TAX ${sale.ship.state} ${place.tax}%`, money(tax)),
        row(`SHIPPING FedEx Ground -> ${sale.ship.state}  ${cases} cs`, money(place.ship * cases)),
      );
    } else out.push(row('SALES TAX (OR 0%)', '0.00'));
    out.push(row('TOTAL', money(total)));
    const card = oneOf(random, ['VISA', 'MC', 'AMEX', 'DISC']);
    out.push(
      `${card} ************${pad4(between(random, 0, 9999))}  ${oneOf(random, ['CHIP', 'TAP', 'TAP', 'SWIPE'])}  AUTH ${hex(random, 6).toUpperCase()}`,
    );
    if (sale.ship) {
      const place = places[sale.ship.state]!;
      out.push(
        `SHIP TO: ${sale.ship.name}`,
        `         ${between(random, 100, 9999)} ${oneOf(random, streets)}, ${oneOf(random, place.cities)} ${sale.ship.state} ${place.zip}${pad3(between(random, 1, 999))}`,
        `COMPLIANCE: ShipCompliant ok  ref SC-${ymd(sale.ms).slice(2, 7).replace('-', '')}-${pad4(between(random, 1, 9999))}`,
        `TRACKING: FedEx ${sale.ship.tracking}`,
      );
    } else if (sale.pickup) out.push(`WILL CALL: hold for pickup by ${ymd(sale.ms + 7 * DAY)}`);
    out.push(`Club member: ${sale.club ? 'yes (Hollow Society)' : 'no'}`);
    return out;
  };
  const terminals = [
    { id: 'TR-01', prefix: 'TR1', start: 47_102, clerks: ['Jonah P.', 'Rosa D.', 'Ezra K.'] },
    { id: 'TR-02', prefix: 'TR2', start: 48_015, clerks: ['Mara Q.', 'Priya N.', 'Callum B.'] },
    { id: 'TR-03', prefix: 'TR3', start: 21_377, clerks: ['Ines M.', 'Walker T.'] },
  ];
  // Explicit sales on the days around the one asked about (terminal, sale).
  const at = (date: string, h: number, m: number, sec: number) => dateMs(date) + ((h * 60 + m) * 60 + sec) * 1000;
  const planted: Record<string, Sale[]> = {
    'TR-01': [
      {
        ms: at('2026-11-14', 14, 20, 41),
        lines: [{ qty: 6, sku: 'PNE-24-750', name: '2024 Estate Pinot Noir', each: 42 }],
        ship: { state: 'CO', name: 'Graham Holloway', tracking: tracking() },
        pickup: false,
        club: false,
      },
      {
        ms: at('2026-11-15', 13, 31, 5),
        lines: [{ qty: 2, sku: 'TAST-EST', name: 'Estate Tasting Flight', each: 25 }, mixed(12)],
        ship: { state: 'CO', name: 'Alma Reinholt', tracking: tracking() },
        pickup: false,
        club: false,
      },
    ],
    'TR-02': [
      {
        ms: at('2026-11-07', 15, 10, 22),
        lines: [mixed(12)],
        ship: { state: 'CO', name: 'Leah Strand', tracking: tracking() },
        pickup: false,
        club: true,
      },
      {
        ms: at('2026-11-14', 11, 58, 9),
        lines: [{ qty: 2, sku: 'TAST-RSV', name: 'Reserve Flight', each: 40 }, mixed(12)],
        ship: { state: 'CA', name: 'Sunita Pereira', tracking: tracking() },
        pickup: false,
        club: false,
      },
      {
        ms: at('2026-11-14', 15, 42, 7),
        lines: [{ qty: 2, sku: 'TAST-EST', name: 'Estate Tasting Flight', each: 25 }, mixed(12)],
        ship: { state: 'CO', name: 'Karin Lindqvist', tracking: needle },
        pickup: false,
        club: false,
      },
    ],
    'TR-03': [{ ms: at('2026-11-14', 16, 5, 48), lines: [mixed(12)], ship: null, pickup: true, club: false }],
  };
  const out: string[] = [
    `POS electronic journal export: ${ESTATE} tasting room, 2026-10-26 to 2026-11-17, terminals TR-01 TR-02 TR-03`,
    '',
  ];
  for (const terminal of terminals) {
    let number = terminal.start;
    for (let day = dateMs('2026-10-26'); day <= dateMs('2026-11-17'); day += DAY) {
      const weekday = new Date(day).getUTCDay();
      if (weekday === 2) continue; // closed Tuesdays
      if (terminal.id === 'TR-03' && weekday >= 1 && weekday <= 4) continue; // the third till opens Friday to Sunday
      const count =
        weekday === 0 || weekday === 6 ? between(random, 26, 38) : weekday === 5 ? between(random, 16, 24) : between(random, 8, 15);
      const sales: Sale[] = [];
      const forbidCo = ymd(day) === '2026-11-14';
      for (let k = 0; k < count; k++) sales.push(randomSale(day + between(random, 11 * 3600, 17 * 3600 + 1800) * 1000, forbidCo));
      for (const p of planted[terminal.id] ?? []) if (ymd(p.ms) === ymd(day)) sales.push(p);
      sales.sort((x, y) => x.ms - y.ms);
      const d = new Date(day);
      const dayName = `${WEEKDAYS[weekday]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} 2026`;
      out.push(`*** ${terminal.id} OPEN  ${dayName} 10:4${between(random, 0, 9)}:${pad2(between(random, 0, 59))}  float 200.00 ***`);
      const clerk = oneOf(random, terminal.clerks);
      for (const sale of sales) out.push(...render(terminal.id, clerk, `${terminal.prefix}-0${number++}`, sale));
      out.push(
        '================================================',
        `*** ${terminal.id} Z-REPORT  ${dayName} 17:5${between(random, 0, 9)}:${pad2(between(random, 0, 59))}  receipts ${sales.length} ***`,
        '',
      );
    }
  }
  return probe(
    'round 89: tasting room shipment (POS journal)',
    "A visitor at the tasting room last Saturday afternoon bought a mixed case and had us ship it home to Colorado. She's emailed asking where it is. What tracking number did she get?",
    'pos_journal_export',
    out.join('\n'),
    'tracking',
    needle,
  );
}

/** The winery lab's LIMS report, results by vessel, for the last two weeks. */
function labSweetness(): EconomicsTask {
  const random = seededRandom(89_108);
  const needle = '38.6 g/L';
  const sugarText = (v: number) => {
    let t = v.toFixed(1);
    if (t.endsWith('38.6')) t = (v + 0.1).toFixed(1);
    return `${t} g/L`;
  };
  const analysts = ['R. Okafor', 'H. Iwasaki', 'T. Delgado'];
  type Vessel = {
    id: string;
    hall: string;
    capacity: number;
    lot: string;
    description: string;
    kind: 'white' | 'red' | 'storage';
    sugar0: number;
    rate: number;
  };
  const vessels: Vessel[] = [];
  const whites = BLOCKS.filter((b) => ['Chardonnay', 'Riesling', 'Pinot Gris'].includes(b.variety));
  const reds = BLOCKS.filter((b) => ['Pinot Noir', 'Syrah', 'Gamay Noir', 'Cabernet Franc'].includes(b.variety));
  const code = (variety: string) =>
    ({ 'Pinot Noir': 'PN', Syrah: 'SY', 'Gamay Noir': 'GA', 'Cabernet Franc': 'CF', Chardonnay: 'CH', Riesling: 'RI', 'Pinot Gris': 'PG' })[
      variety
    ] ?? 'XX';
  for (let t = 1; t <= 64; t++) {
    const id = `T-${pad2(t)}`;
    const hall = t <= 32 ? 'Fermentation Hall A' : t <= 52 ? 'Fermentation Hall B' : 'Tank Farm';
    const capacity = oneOf(random, [4500, 6000, 8000, 12000]);
    if (t === 29 || t === 30 || t === 31 || t === 32 || t === 33) {
      const riesling: Record<number, [string, string, number, number]> = {
        29: ['26RI-B11-A', '2026 Riesling, Block 11 Cold Spring', 205, 15],
        30: ['26RI-B16-A', '2026 Riesling, Block 16 Orchard Row South', 212, 17],
        31: ['26RI-B22-LH', '2026 Riesling, Block 22 Creek Hollow, late pick', 246, 0],
        32: ['26RI-DUN-A', '2026 Riesling, Dunmore Hill D-3 (purchased)', 198, 12],
        33: ['26RI-B22-PR', '2026 Riesling, Block 22 Creek Hollow, press fraction (from T-31 press)', 238, 19],
      };
      const [lot, description, sugar0, rate] = riesling[t]!;
      vessels.push({ id, hall, capacity, lot, description, kind: 'white', sugar0, rate });
      continue;
    }
    const roll = random();
    if (roll < 0.3) {
      const b = oneOf(random, whites);
      vessels.push({
        id,
        hall,
        capacity,
        lot: `26${code(b.variety)}-B${pad2(b.n)}-${oneOf(random, ['A', 'B'])}`,
        description: `2026 ${b.variety}, Block ${b.n} ${b.name}`,
        kind: 'white',
        sugar0: between(random, 190, 225),
        rate: between(random, 9, 18),
      });
    } else if (roll < 0.55) {
      const b = oneOf(random, reds);
      vessels.push({
        id,
        hall,
        capacity,
        lot: `26${code(b.variety)}-B${pad2(b.n)}-${oneOf(random, ['A', 'B', 'C'])}`,
        description: `2026 ${b.variety}, Block ${b.n} ${b.name}`,
        kind: 'red',
        sugar0: between(random, 60, 120),
        rate: between(random, 12, 22),
      });
    } else if (roll < 0.8) {
      const b = oneOf(random, BLOCKS);
      vessels.push({
        id,
        hall,
        capacity,
        lot: `25${code(b.variety)}-B${pad2(b.n)}-BL`,
        description: `2025 ${b.variety}, Block ${b.n} ${b.name}, bottling blend`,
        kind: 'storage',
        sugar0: real(random, 0.3, 2.4, 1),
        rate: 0,
      });
    }
  }
  const out: string[] = [
    'WINERY LAB - RESULTS BY VESSEL                                         Bellwether Hollow Estate',
    'Report LIMS-RBV   Period 2026-11-05 .. 2026-11-18   Printed 2026-11-18 09:14   By R. Okafor',
    'Methods: FTIR = FOSS WineScan; enzymatic = Y15 analyser; density = Anton Paar DMA 35',
    '===============================================================================================',
    '',
  ];
  const analyte = (name: string, value: string, method: string) => `  ${`${name} `.padEnd(27, '.')} ${value.padEnd(16)}${method}`;
  let sampleNo = 1;
  for (const v of vessels) {
    out.push(`VESSEL ${v.id}   ${v.hall}   ${v.capacity} L   Lot ${v.lot}  (${v.description})`, '-'.repeat(95));
    const days =
      v.kind === 'storage'
        ? [dateMs('2026-11-06'), dateMs('2026-11-13')]
        : Array.from({ length: 14 }, (_, i) => dateMs('2026-11-05') + i * DAY);
    const white = v.kind === 'white';
    const base = {
      ta: real(random, white ? 6.8 : 5.2, white ? 9.2 : 6.8, 1),
      ph: real(random, white ? 2.98 : 3.38, white ? 3.28 : 3.72, 2),
      va: real(random, 0.18, 0.36, 2),
      malic: real(random, white ? 3.4 : 0.6, white ? 6.0 : 2.4, 1),
      yan: between(random, 90, 190),
      temp: real(random, white ? 12 : 22, white ? 16 : 29, 1),
      free: between(random, 24, 34),
    };
    days.forEach((day, i) => {
      const taken = day + (between(random, 6 * 60 + 30, 8 * 60 + 15) * 60 + between(random, 0, 59)) * 1000;
      const isTarget = v.id === 'T-31' && i === days.length - 1;
      const sugar =
        v.kind === 'storage'
          ? v.sugar0 + real(random, -0.1, 0.1, 1)
          : v.id === 'T-31'
            ? 246 - i * 16.0 + real(random, -2, 2, 1)
            : Math.max(0.4, v.sugar0 - i * v.rate + real(random, -3, 3, 1));
      const consumed = v.kind === 'storage' ? 230 : (v.kind === 'red' ? 230 : v.sugar0) - sugar;
      const ethanol = Math.max(0.2, (consumed / 16.8) * 0.95 + real(random, -0.1, 0.1, 2));
      out.push(
        `Sample L26-${ymd(day).slice(5).replace('-', '')}-${pad3(sampleNo++)}   taken ${ymd(taken)} ${hm(taken)}   received ${hm(taken + between(random, 4, 25) * 60_000)}   analyst ${oneOf(random, analysts)}   type: ${v.kind === 'storage' ? 'wine' : 'fermenting must'}`,
        analyte('Density 20 C', `${(0.9975 + sugar * 0.00038 - ethanol * 0.0005).toFixed(4)} g/mL`, 'density'),
        analyte('Glucose + Fructose', isTarget ? needle : sugarText(sugar), 'enzymatic'),
        analyte('Ethanol', `${ethanol.toFixed(2)} % v/v`, 'FTIR'),
        analyte('Titratable acidity', `${(base.ta + real(random, -0.15, 0.15, 1)).toFixed(1)} g/L`, 'FTIR (as tartaric)'),
        analyte('pH', `${(base.ph + real(random, -0.02, 0.02, 2)).toFixed(2)}`, 'pH meter'),
        analyte('Volatile acidity', `${(base.va + i * 0.006 + real(random, -0.01, 0.01, 2)).toFixed(2)} g/L`, 'FTIR (as acetic)'),
        analyte(
          'Malic acid',
          `${Math.max(0.1, base.malic - (white ? 0.02 : 0.06) * i + real(random, -0.1, 0.1, 1)).toFixed(1)} g/L`,
          'enzymatic',
        ),
      );
      if (v.kind === 'storage')
        out.push(
          analyte('Free SO2', `${base.free + between(random, -2, 2)} mg/L`, 'aeration-oxidation'),
          analyte('Total SO2', `${base.free + between(random, 44, 50)} mg/L`, 'aeration-oxidation'),
        );
      else
        out.push(
          analyte('YAN', `${Math.max(4, Math.round(base.yan * Math.max(0, 1 - i / 7)) + between(random, 0, 6))} mg N/L`, 'enzymatic'),
          analyte('Temperature at sampling', `${(base.temp + real(random, -0.8, 0.8, 1)).toFixed(1)} C`, 'probe'),
        );
      out.push(
        `  Comment: ${oneOf(random, ['', '', '', 'sample cloudy, centrifuged', 'duplicate within tolerance', 'resampled after mixing', 'reported to winemaker'])}`,
        '',
      );
    });
    out.push('');
  }
  out.push('=== end of report: ' + String(sampleNo - 1) + ' samples ===');
  return probe(
    'round 89: riesling sweetness (LIMS report)',
    "We're thinking about chilling down the Riesling in tank 31 to stop the ferment and leave it off-dry. How sweet was it at this morning's lab check?",
    'lims_results_by_vessel',
    out.join('\n'),
    'sweetness',
    needle,
  );
}

/** The vineyard weather stations' 15-minute tables (Campbell Scientific TOA5), one file a station. */
function creekFrost(): EconomicsTask {
  const random = seededRandom(89_109);
  const needle = '-4.617';
  const stations = [
    { name: 'BHE_WS1_UpperRidge', serial: '11872', shift: 2.6, soil: 9.4 },
    { name: 'BHE_WS2_CreekFlat', serial: '11873', shift: -2.0, soil: 8.1 },
    { name: 'BHE_WS3_WineryKnoll', serial: '12044', shift: 1.9, soil: 9.0 },
    { name: 'BHE_WS4_Windbreak', serial: '12045', shift: 0.8, soil: 8.7 },
  ];
  // Regional night minimum (the morning of the date) and afternoon maximum, degrees C.
  const nights: Record<string, [number, number]> = {
    '2026-11-08': [3.1, 11.4],
    '2026-11-09': [4.4, 12.0],
    '2026-11-10': [5.2, 10.1],
    '2026-11-11': [2.0, 9.8],
    '2026-11-12': [0.9, 8.7],
    '2026-11-13': [1.6, 10.5],
    '2026-11-14': [3.8, 11.1],
    '2026-11-15': [2.2, 8.9],
    '2026-11-16': [0.4, 7.2],
    '2026-11-17': [-2.35, 6.4],
    '2026-11-18': [0.6, 8.0],
  };
  const start = Date.parse('2026-11-08T00:15:00Z');
  const end = Date.parse('2026-11-18T06:00:00Z');
  const targetMs = Date.parse('2026-11-17T06:30:00Z');
  const fmt = (v: number) => {
    let t = v.toFixed(3);
    if (t === needle) t = (v + 0.004).toFixed(3);
    return t;
  };
  const stamp = (ms: number) => `"${ymd(ms)} ${hms(ms)}"`;
  const out: string[] = [];
  for (const station of stations) {
    const creek = station.name === 'BHE_WS2_CreekFlat';
    const extremes: [number, number][] = [];
    for (const [date, [low, high]] of Object.entries(nights)) {
      extremes.push([dateMs(date) + 6.5 * 3_600_000, low + station.shift + (date === '2026-11-17' && creek ? -0.05 : 0)]);
      extremes.push([dateMs(date) + 14.5 * 3_600_000, high + station.shift * 0.25]);
    }
    extremes.unshift([dateMs('2026-11-07') + 14.5 * 3_600_000, 10.2 + station.shift * 0.25]);
    const curve = (ms: number) => {
      let k = 0;
      while (k < extremes.length - 2 && extremes[k + 1]![0] <= ms) k++;
      const [t1, v1] = extremes[k]!;
      const [t2, v2] = extremes[k + 1]!;
      const f = Math.min(1, Math.max(0, (ms - t1) / (t2 - t1)));
      return v1 + ((v2 - v1) * (1 - Math.cos(Math.PI * f))) / 2;
    };
    out.push(
      `==> ${station.name}_Tbl_15min.dat <==`,
      `"TOA5","${station.name}","CR1000X","${station.serial}","CR1000X.Std.07.02","CPU:BHE_wx_v4.CR1X","${between(random, 10_000, 60_000)}","Tbl_15min"`,
      '"TIMESTAMP","RECORD","BattV_Min","PTemp_C_Avg","AirTC_Avg","AirTC_Min","AirTC_Min_TMn","AirTC_Max","RH","WS_ms_Avg","WindDir","Rain_mm_Tot","LWmV_Avg","SoilT_10cm_Avg","VWC_30cm"',
      '"TS","RN","Volts","Deg C","Deg C","Deg C","","Deg C","%","meters/second","degrees","mm","mV","Deg C","m^3/m^3"',
      '"","","Min","Avg","Avg","Min","TMn","Max","Smp","Avg","Smp","Tot","Avg","Avg","Smp"',
    );
    let record = between(random, 40_000, 90_000);
    for (let ms = start; ms <= end; ms += 15 * 60_000) {
      let avg = curve(ms - 7.5 * 60_000) + real(random, -0.12, 0.12, 3);
      let min = avg - real(random, 0.04, 0.26, 3);
      const max = avg + real(random, 0.04, 0.3, 3);
      let minAt = ms - between(random, 0, 14 * 60 + 59) * 1000;
      if (creek && ms !== targetMs) {
        if (avg < -4.44) avg = -4.44 + real(random, 0, 0.03, 3);
        if (min < -4.58) min = -4.58 + real(random, 0, 0.05, 3);
        if (min > avg) min = avg - 0.021;
      }
      let avgText = fmt(avg);
      if (creek && ms === targetMs) {
        min = -4.617;
        avgText = '-4.412';
        minAt = ms - (2 * 60 + 20) * 1000;
      }
      const minText = creek && ms === targetMs ? needle : fmt(min);
      const rh = Math.min(100, 72 + (12 - avg) * 2.1 + real(random, -3, 3, 1));
      const soil = station.soil + Math.sin(((ms / 3_600_000 - 15) / 24) * 2 * Math.PI) * 0.4 + real(random, -0.05, 0.05, 3);
      out.push(
        [
          stamp(ms),
          record++,
          (12.6 + real(random, 0, 0.3, 2)).toFixed(2),
          fmt(avg + 1.2 + real(random, 0, 0.4, 3)),
          avgText,
          minText,
          stamp(minAt),
          fmt(max),
          rh.toFixed(1),
          real(random, 0, avg < 1 ? 0.6 : 2.8, 3).toFixed(3),
          real(random, 0, 359.9, 1).toFixed(1),
          random() < 0.04 ? (0.254 * between(random, 1, 4)).toFixed(3) : '0',
          (rh > 96 ? real(random, 380, 520, 2) : real(random, 248, 290, 2)).toFixed(2),
          fmt(soil),
          real(random, 0.28, 0.34, 4).toFixed(4),
        ].join(','),
      );
    }
    out.push('');
  }
  return probe(
    'round 89: creek frost (TOA5 tables)',
    "We planted new Chardonnay vines down by the creek this spring and I'm worried about them. How cold did it get at the creek weather station on Monday night?",
    'download_weather_tables',
    out.join('\n'),
    'frost',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** The wine club's release preview, before cards are charged: one row a member. */
function clubBottleCount(): EconomicsTask {
  const random = seededRandom(89_110);
  const needle = 'Desmond Achterberg';
  const tiers = [
    { name: 'Six Bottle', bottles: 6, price: 38 },
    { name: 'Case Club', bottles: 12, price: 36 },
    { name: 'Reserve Circle', bottles: 6, price: 66 },
    { name: 'Sparkling Six', bottles: 6, price: 52 },
  ];
  const states = ['OR', 'OR', 'OR', 'WA', 'WA', 'CA', 'CA', 'CO', 'TX', 'NY', 'IL', 'AZ', 'MN', 'FL', 'NC', 'VA', 'ID', 'NV'];
  const shipRate: Record<string, number> = {
    OR: 15,
    WA: 22,
    CA: 28,
    CO: 38,
    TX: 42,
    NY: 46,
    IL: 40,
    AZ: 34,
    MN: 40,
    FL: 48,
    NC: 44,
    VA: 44,
    ID: 30,
    NV: 30,
  };
  const count = 2841;
  const header = `MEMBER    ${'NAME'.padEnd(26)}${'TIER'.padEnd(16)}FULFIL  ST  BTLS  ${'SUBTOTAL'.padStart(9)}  ${'DISC'.padStart(8)}  ${'SHIP'.padStart(7)}  ${'TAX'.padStart(7)}  ${'TOTAL'.padStart(9)}  CARD         STATUS`;
  const out: string[] = [
    '$ clubctl release preview --club hollow-society --release "Winter 2026" --format table',
    'Release: Winter 2026 (Hollow Society)    Processing: 2026-11-20    Ship window: 2026-11-30 .. 2026-12-11',
    `Members: ${count.toLocaleString('en-US')}    Allocation: 2025 Estate Pinot Gris, 2024 Estate Pinot Noir, 2024 Reserve Chardonnay, 2023 Windbreak Syrah`,
    '',
    header,
    header.replace(/[^ ]/g, '-'),
  ];
  const targetAt = 1388;
  let bottleTotal = 0;
  for (let i = 0; i < count; i++) {
    const member = `HS-${String(10_200 + i * 3 + pick(random, 3)).padStart(6, '0')}`;
    const target = i === targetAt;
    const tier = target ? tiers[1]! : oneOf(random, tiers);
    const name = target ? needle : person(random);
    const skip = !target && random() < 0.05;
    let bottles = skip ? 0 : tier.bottles;
    let status = skip ? 'skipped (member request)' : 'ready';
    if (!skip && !target && random() < 0.09) {
      bottles += oneOf(random, [3, 6, 6, 12]);
      status = 'ready (customized)';
    }
    if (target) {
      bottles = 144;
      status = 'ready (customized)';
    }
    bottleTotal += bottles;
    const pickup = random() < 0.38;
    const state = pickup ? 'OR' : oneOf(random, states);
    const subtotal = bottles * (tier.price + between(random, -2, 2));
    const disc = subtotal * (tier.name === 'Case Club' ? 0.2 : 0.15);
    const ship = pickup || bottles === 0 ? 0 : shipRate[state]! * Math.ceil(bottles / 12);
    const taxRate = state === 'OR' ? 0 : real(random, 5.5, 10.2, 2);
    const tax = ((subtotal - disc) * taxRate) / 100;
    const total = subtotal - disc + ship + tax;
    const card = `${oneOf(random, ['VISA', 'MC  ', 'AMEX', 'DISC'])} ${pad4(between(random, 0, 9999))}`;
    out.push(
      `${member.padEnd(10)}${name.padEnd(26)}${tier.name.padEnd(16)}${(pickup ? 'pickup' : 'ship').padEnd(8)}${state}  ${String(bottles).padStart(4)}  ${subtotal.toFixed(2).padStart(9)}  ${(-disc).toFixed(2).padStart(8)}  ${ship.toFixed(2).padStart(7)}  ${tax.toFixed(2).padStart(7)}  ${total.toFixed(2).padStart(9)}  ${card.padEnd(13)}${status}`,
    );
  }
  out.push(
    '',
    `${count} members, ${bottleTotal.toLocaleString('en-US')} bottles. Run "clubctl release charge --release \\"Winter 2026\\"" to process.`,
  );
  return probe(
    'round 89: club release bottle count (CLI table)',
    "Looking over the winter wine club release before we charge cards: which member is down for a bottle count way out of line with everyone else's?",
    'club_release_preview',
    out.join('\n'),
    'club',
    needle,
  );
}

/** This week's SO2 round across the barrel cellar, one CSV row a barrel. */
function barrelFreeSo2(): EconomicsTask {
  const random = seededRandom(89_111);
  const needle = 'BH-1187';
  const lots = [
    ['25PN-B09-RSV', '2025 Pinot Noir Block 9 Reserve'],
    ['25PN-B03-EST', '2025 Pinot Noir Block 3 Estate'],
    ['25PN-B19-EST', '2025 Pinot Noir Block 19 Estate'],
    ['25PN-B26-EST', '2025 Pinot Noir Block 26 Estate'],
    ['25PN-B12-EST', '2025 Pinot Noir Block 12 Estate'],
    ['25SY-KES-RSV', '2025 Syrah Kessler Reserve'],
    ['25SY-B24-EST', '2025 Syrah Block 24 Estate'],
    ['25CF-B27-EST', '2025 Cabernet Franc Block 27'],
    ['25CH-B04-RSV', '2025 Chardonnay Block 4 Reserve'],
    ['25CH-B17-EST', '2025 Chardonnay Block 17 Estate'],
  ] as const;
  const coopers = ['Francois Freres', 'Taransaud', 'Damy', 'Cadus', 'Rousseau', 'World Cooperage', 'Mercurey'];
  const out: string[] = [
    'barrel_id,hall,row,stack,level,lot,lot_description,cooperage,capacity_l,sample_id,sample_date,sampled_by,free_so2_mg_l,total_so2_mg_l,ph,molecular_so2_mg_l,method',
  ];
  const samplers = ['TD', 'HI', 'OB', 'MQ'];
  for (let i = 1; i <= 2400; i++) {
    const id = `BH-${pad4(i)}`;
    const [lot, description] = oneOf(random, lots);
    const white = lot.startsWith('25CH');
    const target = id === needle;
    const free = target ? 4 : between(random, white ? 24 : 20, white ? 38 : 34);
    const total = target ? 39 : free + between(random, 34, 76);
    const ph = target ? 3.71 : real(random, white ? 3.28 : 3.45, white ? 3.48 : 3.82, 2);
    const molecular = free / (1 + 10 ** (ph - 1.81));
    const hall = i <= 1000 ? 'Barrel Hall' : i <= 1800 ? 'Cave' : 'Annex';
    const day = oneOf(random, ['2026-11-16', '2026-11-16', '2026-11-17']);
    out.push(
      [
        id,
        hall,
        'ABCDEFGHJKLM'[pick(random, 12)],
        between(random, 1, 18),
        between(random, 1, 4),
        lot,
        description,
        oneOf(random, coopers),
        oneOf(random, [225, 228, 228, 228, 300]),
        `SO2-${day.slice(5).replace('-', '')}-${pad4(i)}`,
        day,
        oneOf(random, samplers),
        free,
        total,
        ph.toFixed(2),
        molecular.toFixed(2),
        'aeration-oxidation',
      ].join(','),
    );
  }
  return probe(
    'round 89: barrel free SO2 (CSV)',
    "One barrel in this week's SO2 round came back with much less free SO2 than the rest of the cellar. Which barrel is it?",
    'export_so2_round',
    out.join('\n'),
    'so2',
    needle,
  );
}

/** The despatch advice (EDIFACT DESADV) for the Japanese export orders: one message a container. */
function heavyPallet(): EconomicsTask {
  const random = seededRandom(89_112);
  const containers = [
    {
      container: 'ONEU4419275',
      seal: 'OR0582231',
      order: 'SH-26-0772',
      buyer: 'Shinwa Trading K.K.',
      city: 'Osaka',
      port: 'JPOSA',
      gln: '4512345000016',
      pallets: 18,
    },
    {
      container: 'ONEU4419312',
      seal: 'OR0582232',
      order: 'KT-PO-88417',
      buyer: 'Kanemori Trading Co. Ltd.',
      city: 'Tokyo',
      port: 'JPTYO',
      gln: '4512345000009',
      pallets: 20,
    },
    {
      container: 'TGHU8830164',
      seal: 'OR0582233',
      order: 'KT-PO-88417',
      buyer: 'Kanemori Trading Co. Ltd.',
      city: 'Tokyo',
      port: 'JPTYO',
      gln: '4512345000009',
      pallets: 20,
    },
  ];
  const skus = [
    { gtin: gtin14(34), lot: '24CH-RSV-B2' },
    { gtin: gtin14(42), lot: '24PN-EST-B3' },
    { gtin: gtin14(21), lot: '25PG-EST-B1' },
    { gtin: gtin14(47), lot: '23PN-RSV-B1' },
  ];
  let palletSerial = 40_512;
  let caseSerial = 420_118;
  let needle = '';
  const segments: string[] = [];
  const messages: string[][] = [];
  containers.forEach((c, m) => {
    const s: string[] = [
      `UNH+${m + 1}+DESADV:D:96A:UN:EAN005'`,
      `BGM+351+DA-26-${pad4(318 + m)}+9'`,
      `DTM+137:20261118:102'`,
      `DTM+11:20261120:102'`,
      `DTM+132:202612${pad2(19 + m)}:102'`,
      `RFF+ON:${c.order}'`,
      `RFF+BM:ONEYOAK${between(random, 1_000_000, 9_999_999)}'`,
      `NAD+BY+${c.gln}::9++${c.buyer}+${c.city === 'Tokyo' ? '2-14-3 Nihonbashi-Muromachi' : '1-8-12 Utsubo-Honmachi'}+${c.city}++${c.city === 'Tokyo' ? '103-0022' : '550-0004'}+JP'`,
      `NAD+SU+${GS1_PREFIX}000::9++Bellwether Hollow Estate LLC+4410 Hollow Creek Rd+Calder+OR+97338+US'`,
      `NAD+CZ+${GS1_PREFIX}000::9++Bellwether Hollow Estate LLC'`,
      `TDT+20+026E${between(random, 10, 99)}+1++ONE:172:20+++9${between(random, 100_000, 999_999)}:146::ONE HUMBER BRIDGE'`,
      `LOC+9+USOAK'`,
      `LOC+11+${c.port}'`,
      `EQD+CN+${c.container}+45G1'`,
      `SEL+${c.seal}+CA'`,
      `CPS+1'`,
    ];
    let cps = 1;
    for (let p = 1; p <= c.pallets; p++) {
      const palletCps = ++cps;
      const sku = skus[(p + m) % skus.length]!;
      const palletCode = sscc(3, palletSerial++);
      const target = m === 1 && p === 13;
      if (target) needle = palletCode;
      const caseWeights = Array.from({ length: 56 }, () => real(random, 16.1, 16.6, 2));
      const gross = target ? 1486.4 : caseWeights.reduce((sum, w) => sum + w, 0) + real(random, 21, 26, 1);
      s.push(
        `CPS+${palletCps}+1'`,
        `PAC+1+:52+PX'`,
        `MEA+PD+AAB+KGM:${gross.toFixed(1)}'`,
        `MEA+PD+HT+MTR:${real(random, 1.52, 1.6, 2)}'`,
        `PCI+33E'`,
        `GIN+BJ+${palletCode}'`,
        `LIN+1++${sku.gtin}:SRV'`,
        `PIA+1+${sku.lot}:NB'`,
        `QTY+12:56:CT'`,
      );
      for (let k = 0; k < 56; k++)
        s.push(
          `CPS+${++cps}+${palletCps}'`,
          `PAC+1++CT'`,
          `MEA+PD+AAB+KGM:${caseWeights[k]!.toFixed(2)}'`,
          `PCI+33E'`,
          `GIN+BJ+${sscc(0, caseSerial++)}'`,
        );
    }
    s.push(`CNT+2:${c.pallets * 56}'`);
    s.push(`UNT+${s.length + 1}+${m + 1}'`);
    messages.push(s);
  });
  segments.push(`UNA:+.? '`, `UNB+UNOC:3+${GS1_PREFIX}000:14+4512345000009:14+261118:0615+BH26111800031'`);
  for (const s of messages) segments.push(...s);
  segments.push(`UNZ+${messages.length}+BH26111800031'`);
  return probe(
    'round 89: heavy export pallet (EDIFACT DESADV)',
    'On the despatch advice for the Tokyo export order, one pallet weighs far more than the others. Which pallet is it?',
    'get_despatch_advice',
    segments.join('\n'),
    'pallet',
    needle,
  );
}

export function roundEightyNine(): EconomicsTask[] {
  return [
    soilProbeFirmware(),
    intakeDocket(),
    caseLabelSscc(),
    tankPumpOver(),
    barrelTopping(),
    bottlingClosure(),
    tastingRoomTracking(),
    labSweetness(),
    creekFrost(),
    clubBottleCount(),
    barrelFreeSo2(),
    heavyPallet(),
  ];
}
