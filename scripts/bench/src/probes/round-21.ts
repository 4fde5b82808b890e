/**
 * Probe round 21, written blind: twelve tasks over the systems of a made-up city water and wastewater
 * utility, Tamar Vale Water, of the kinds its engineers, operators and analysts hand an agent every day:
 * a SCADA historian's tag values, the laboratory's sample results, the GIS valve layer, an OPC UA
 * browse of the telemetry server, the maintenance system's asset register, the contractor's sewer CCTV
 * survey reports, the pumping stations' alarm journal, the contact centre's call records, the Windows
 * event logs of the SCADA servers and operator screens, the smart meter trial's daily summaries, a
 * Modbus poll of the outstations and the noise loggers' configuration. Written without reading the
 * library's code, its documentation or its read-back policy: only the task format (seeded.ts, task.ts,
 * everyday-tasks.ts, run-probes.ts), round 20's code and the names of earlier rounds' tasks were read.
 * Each task asks one question with one needle, placed between a fifth and four fifths of the output,
 * with near-misses that share the question's words.
 *
 *   a. The answer in the middle of one long line:
 *      round 21: historian tag values json     (one-line JSON of a historian's tags, a works' chlorine at an hour)
 *      round 21: lims sample export xml        (minified XML of sample results, the lead in one school's tap sample)
 *      round 21: gis valves geojson            (one-line GeoJSON of valves, how a trunk main valve shuts)
 *   b. The answer a few lines from the line the question's words match:
 *      round 21: opc ua browse                 (an indented browse tree, a transmitter's range under its name)
 *      round 21: cmms asset register yaml      (asset records, a generator's next load bank test under its site)
 *      round 21: sewer cctv survey reports     (WRc-coded survey reports, the manholes a line above the street)
 *   c. Paraphrase and preamble:
 *      round 21: pumping station alarm log, paraphrase             (a pump short cycling, asked as kicking in and out)
 *      round 21: contact centre export, preamble and paraphrase    (a chlorine taste call, asked as a swimming pool)
 *      round 21: scada event logs, preamble and paraphrase         (an unexpected shutdown, asked as died in the night)
 *   d. One value unlike its peers, with no error word near it:
 *      round 21: smart meter daily summary     (CSV of meters' days, one house whose night flow never drops to zero)
 *      round 21: modbus poll of outstations    (one poll cycle decoded, one outstation's clock an hour ahead)
 *      round 21: noise logger config ini       (a fleet's settings, one logger listening in the afternoon)
 *
 * Not among the bench's targets.
 *
 * First run, at e52a01f (the library as of e52a01f; `ROUNDS=21 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 2,830,467 tokens). The writer saw the one-line
 * messages of the library's last five commits as of 764d725 (`git log --oneline`), which it was not meant to read; its
 * report says the tasks were planned before, and two questions name a time of day ("3 in the morning"):
 *   round 21: historian tag values json
 *     codex: 17,674 tokens, peak 17,597, 0/1 needles, 0 read-backs
 *     context-chef: 839 tokens, peak 762, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,665 tokens, peak 2,193, 0/1 needles, 1 read-backs
 *     ours: 2,742 tokens, peak 1,818, 0/1 needles, 1 read-backs
 *   round 21: lims sample export xml
 *     codex: 14,958 tokens, peak 14,880, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,682 tokens, peak 2,341, 0/1 needles, 1 read-backs
 *     ours: 2,751 tokens, peak 1,820, 0/1 needles, 1 read-backs
 *   round 21: gis valves geojson
 *     codex: 13,836 tokens, peak 13,748, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 611, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,568 tokens, peak 6,706, 0/1 needles, 4 read-backs
 *     ours: 5,436 tokens, peak 2,380, 0/1 needles, 2 read-backs
 *   round 21: opc ua browse
 *     codex: 12,019 tokens, peak 11,940, 0/1 needles, 0 read-backs
 *     context-chef: 593 tokens, peak 514, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,313 tokens, peak 4,651, 0/1 needles, 4 read-backs
 *     ours: 10,146 tokens, peak 3,962, 0/1 needles, 4 read-backs
 *   round 21: cmms asset register yaml
 *     codex: 14,071 tokens, peak 13,990, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,243 tokens, peak 3,418, 0/1 needles, 2 read-backs
 *     ours: 19,016 tokens, peak 6,813, 0/1 needles, 4 read-backs
 *   round 21: sewer cctv survey reports
 *     codex: 10,058 tokens, peak 9,973, 0/1 needles, 0 read-backs
 *     context-chef: 575 tokens, peak 490, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,433 tokens, peak 1,933, 1/1 needles, 4 read-backs
 *     ours: 5,428 tokens, peak 1,716, 1/1 needles, 4 read-backs
 *   round 21: pumping station alarm log, paraphrase
 *     codex: 12,635 tokens, peak 12,537, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,780 tokens, peak 1,263, 0/1 needles, 4 read-backs
 *     ours: 4,205 tokens, peak 905, 0/1 needles, 4 read-backs
 *   round 21: contact centre export, preamble and paraphrase
 *     codex: 11,099 tokens, peak 10,991, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 551, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,390 tokens, peak 2,740, 0/1 needles, 2 read-backs
 *     ours: 5,270 tokens, peak 2,285, 1/1 needles, 2 read-backs
 *   round 21: scada event logs, preamble and paraphrase
 *     codex: 10,189 tokens, peak 10,072, 0/1 needles, 0 read-backs
 *     context-chef: 636 tokens, peak 519, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,121 tokens, peak 2,664, 0/1 needles, 2 read-backs
 *     ours: 4,966 tokens, peak 2,158, 0/1 needles, 2 read-backs
 *   round 21: smart meter daily summary
 *     codex: 20,876 tokens, peak 20,786, 0/1 needles, 0 read-backs
 *     context-chef: 970 tokens, peak 880, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,420 tokens, peak 4,728, 0/1 needles, 2 read-backs
 *     ours: 8,305 tokens, peak 4,321, 0/1 needles, 2 read-backs
 *   round 21: modbus poll of outstations
 *     codex: 22,146 tokens, peak 22,057, 0/1 needles, 0 read-backs
 *     context-chef: 982 tokens, peak 893, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,514 tokens, peak 3,804, 0/1 needles, 2 read-backs
 *     ours: 2,954 tokens, peak 2,059, 0/1 needles, 1 read-backs
 *   round 21: noise logger config ini
 *     codex: 15,261 tokens, peak 15,173, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,316 tokens, peak 1,373, 0/1 needles, 4 read-backs
 *     ours: 3,590 tokens, peak 780, 0/1 needles, 4 read-backs
 *   totals:
 *     codex: 174,822 tokens, 0/12 needles
 *     context-chef: 8,814 tokens, 0/12 needles
 *     context-chef-store: 94,445 tokens, 1/12 needles
 *     ours: 74,809 tokens, 2/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * A moment of March 2026 in UK time (GMT until the 29th), kept as UTC so formatters print it as it
 * stands. "Today" is Thursday 12 March: yesterday is Wednesday the 11th, Tuesday the 10th, Monday the 9th.
 */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 2, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString();
/** `2026-03-12T07:41:03Z` */
const isoZ = (t: number) => `${iso(t).slice(0, 19)}Z`;
/** `2026-03-12 07:41:03` */
const stamp = (t: number) => iso(t).slice(0, 19).replace('T', ' ');
/** `12/03/2026` */
const ukDate = (t: number) => `${iso(t).slice(8, 10)}/${iso(t).slice(5, 7)}/${iso(t).slice(0, 4)}`;
/** `07:41:03` */
const clock = (t: number) => iso(t).slice(11, 19);
/** A number with `d` decimals. */
const fix = (n: number, d: number) => n.toFixed(d);

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  const share = at / output.length;
  if (share < 0.2 || share > 0.8) throw new Error(`${name}: the needle is at ${(share * 100).toFixed(0)}% of the output`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const where = (at - start) / (end - start);
    if (end - start < 100_000 || where < 0.35 || where > 0.65 || share < 0.35 || share > 0.65)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${where.toFixed(2)})`);
  }
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** Districts of the made-up utility's city and towns: name, a short code, and a postcode district. */
const DISTRICTS: readonly (readonly [string, string, string])[] = [
  ['Crownhill', 'CRH', 'PL5'],
  ['Mannamead', 'MAN', 'PL3'],
  ['Peverell', 'PEV', 'PL3'],
  ['Compton', 'CMP', 'PL3'],
  ['Stoke', 'STK', 'PL1'],
  ['Ford', 'FRD', 'PL2'],
  ['St Budeaux', 'STB', 'PL5'],
  ['Whitleigh', 'WHL', 'PL5'],
  ['Honicknowle', 'HON', 'PL5'],
  ['Ernesettle', 'ERN', 'PL5'],
  ['Estover', 'EST', 'PL6'],
  ['Derriford', 'DER', 'PL6'],
  ['Roborough', 'RBR', 'PL6'],
  ['Plympton', 'PLY', 'PL7'],
  ['Plymstock', 'PST', 'PL9'],
  ['Oreston', 'ORE', 'PL9'],
  ['Laira', 'LAI', 'PL4'],
  ['St Judes', 'STJ', 'PL4'],
  ['Mount Gould', 'MTG', 'PL4'],
  ['Efford', 'EFF', 'PL3'],
  ['Eggbuckland', 'EGG', 'PL6'],
  ['Southway', 'SWY', 'PL6'],
  ['Tamerton Foliot', 'TAM', 'PL5'],
  ['Saltash', 'SAL', 'PL12'],
  ['Ivybridge', 'IVY', 'PL21'],
  ['Yelverton', 'YEL', 'PL20'],
  ['Tavistock', 'TAV', 'PL19'],
  ['Hooe', 'HOO', 'PL9'],
];

/** Street names; with a district, they make addresses. */
const STREETS = (
  'Tavistock Road,Outland Road,Mannamead Road,Beaumont Road,Beaumont Place,Ferndale Road,Elm Grove,Whiteford Road,' +
  'Trelawney Avenue,Widey Lane,Widey Court,Budshead Road,Honicknowle Lane,Ernesettle Lane,Wolseley Road,Molesworth Road,' +
  'Devonport Road,Ford Park Road,Alexandra Road,Lipson Road,Embankment Road,Laira Bridge Road,Pomphlett Road,Radford Park Road,' +
  'Church Road,Station Road,Fore Street,Ridgeway,Merafield Road,Larkham Lane,Glen Road,Colebrook Road,Dunstone Road,' +
  'Goosewell Road,Plymstock Road,Billacombe Road,Staddiscombe Road,Hooe Road,Belair Road,Reservoir Road,Hartley Avenue,' +
  'Thornhill Road,Eggbuckland Road,Langley Crescent,Chaddlewood Avenue,Holtwood Road,Ladysmith Road,Mount Gould Road,' +
  'Efford Lane,Fort Austin Avenue,Leigham Street,Southway Drive,Delamere Road,Roborough Lane,Bickleigh Down Road,' +
  'Crossway,Knighton Road,Victoria Road,Fletemoor Road,Weston Mill Road,Kinterbury Road,Bridwell Road,Crownhill Road,' +
  'Higher Compton Road,Lower Compton Road,Venn Crescent,Hyde Park Road,Peverell Park Road,Weston Park Road,Ham Drive'
).split(',');

// a. The answer in the middle of one long line.

/** A historian tag: name, description, units, the range of its scale, its usual value and its wobble, and decimals. */
type Tag = readonly [string, string, string, number, number, number, number];

function historianTagValues(): EconomicsTask {
  const random = seededRandom(21_011);
  const works = (code: string, name: string, flow: number): Tag[] => [
    [`${code}_WTW_CT_IN_FCL2_PV`, `${name} WTW contact tank inlet free chlorine`, 'mg/l', 5, 1.12, 0.06, 3],
    [`${code}_WTW_FW_FCL2_PV`, `${name} WTW final water free chlorine`, 'mg/l', 5, 0.55, 0.03, 3],
    [`${code}_WTW_FW_TCL2_PV`, `${name} WTW final water total chlorine`, 'mg/l', 5, 0.68, 0.03, 3],
    [`${code}_WTW_FW_TURB_PV`, `${name} WTW final water turbidity`, 'NTU', 4, 0.07, 0.02, 3],
    [`${code}_WTW_FW_PH_PV`, `${name} WTW final water pH`, 'pH', 14, 7.62, 0.05, 2],
    [`${code}_WTW_FW_FLOW_PV`, `${name} WTW final water flow`, 'Ml/d', flow * 2, flow, flow * 0.08, 2],
  ];
  const reservoir = (code: string, name: string, top: number): Tag[] => [
    [`${code}_SR_LVL_PV`, `${name} service reservoir level`, 'm', 6, top * 0.7, top * 0.15, 2],
    [`${code}_SR_OUT_FCL2_PV`, `${name} service reservoir outlet free chlorine`, 'mg/l', 5, 0.44, 0.03, 3],
  ];
  const tags: Tag[] = [
    ...works('RBR', 'Roborough', 38),
    ...works('LPW', 'Lopwell', 22),
    ...works('CRH', 'Crownhill', 31),
    ...works('YEL', 'Yelverton', 9),
    ...reservoir('HTD', 'Hartley Down', 5.2),
    ...reservoir('WDL', 'Widey Lane', 4.6),
    ...reservoir('CHD', 'Chaddlewood', 5.8),
    ...reservoir('SWY', 'Southway', 4.1),
  ];
  const start = T(9, 0);
  const step = 10 * MINUTE;
  const count = (3 * DAY) / step;
  const target = 'CRH_WTW_FW_FCL2_PV';
  const dipAt = T(10, 3);
  let needle = '';
  const value = tags.map((tag) => {
    const [name, description, units, max, usual, wobble, decimals] = tag;
    let drift = 0;
    const values = Array.from({ length: count }, (_, i) => {
      const t = start + i * step;
      drift = drift * 0.9 + (random() - 0.5) * wobble;
      const hour = new Date(t).getUTCHours() + new Date(t).getUTCMinutes() / 60;
      let v = usual + drift + (units === 'm' || units === 'Ml/d' ? Math.sin(((hour - 7) / 24) * 2 * Math.PI) * wobble * 2 : 0);
      // Crownhill's final water chlorine sagged on Tuesday night while a dosing pump was swapped over; the total and the contact tank sagged a little with it.
      const sag = Math.max(0, 1 - Math.abs(t - dipAt) / (75 * MINUTE));
      if (name === target) v -= sag * 0.3;
      if (name === 'CRH_WTW_FW_TCL2_PV') v -= sag * 0.26;
      if (name === 'CRH_WTW_CT_IN_FCL2_PV') v -= sag * 0.2;
      v = Math.max(0, Math.min(max, v));
      const entry: { DateTime: string; Value: number; OPCQuality: number } = {
        DateTime: iso(t),
        Value: Number(v.toFixed(decimals)),
        OPCQuality: 192,
      };
      if (name === target && t === dipAt) entry.Value = 0.262;
      // A comms drop at Yelverton on Monday afternoon: last value held, uncertain quality.
      if (name.startsWith('YEL_') && t >= T(9, 14, 20) && t < T(9, 15, 10)) entry.OPCQuality = 64;
      if (name === target && t === dipAt) needle = JSON.stringify(entry);
      return entry;
    });
    return {
      TagName: name,
      Description: description,
      EngUnits: units,
      MinEU: 0,
      MaxEU: max,
      TagType: 'Analog',
      RetrievalMode: 'Cyclic',
      Resolution: step,
      StartDateTime: iso(start),
      EndDateTime: iso(start + 3 * DAY),
      Values: values,
    };
  });
  const output = JSON.stringify({
    '@odata.context': 'https://tvw-hist01.scada.tamarvale.local/Historian/v2/$metadata#ProcessValues',
    server: 'TVW-HIST01',
    query: { tags: tags.map((t) => t[0]), startDateTime: iso(start), endDateTime: iso(start + 3 * DAY), resolution: step },
    value,
  });
  const ask = 'What was the free chlorine going out into supply from Crownhill treatment works at 3 in the morning on Tuesday?';
  return probe('round 21: historian tag values json', ask, 'http_get', output, 'chlorine', needle, true);
}

/** A LIMS analyte: code, name, units, PCV (the regulatory limit, or empty), method, and how its value is drawn. */
type Analyte = readonly [string, string, string, string, string, (random: () => number) => readonly [string, string]];
const below = (limit: string) => (): readonly [string, string] => [limit, '<'];
const numberIn = (lo: number, hi: number, d: number) => (random: () => number) => [fix(lo + random() * (hi - lo), d), ''] as const;
const ANALYTES: Readonly<Record<string, Analyte>> = {
  COLI: ['COLI', 'Coliform bacteria', 'cfu/100ml', '0', 'MF-CCA', (r) => [r() < 0.02 ? String(between(r, 1, 3)) : '0', '']],
  ECOLI: ['ECOLI', 'Escherichia coli', 'cfu/100ml', '0', 'MF-CCA', () => ['0', '']],
  ENT: ['ENT', 'Enterococci', 'cfu/100ml', '0', 'MF-SB', () => ['0', '']],
  CC22: ['CC22', 'Colony counts 22C 3 days', 'cfu/ml', '', 'PP-YEA', (r) => [String(pick(r, 12)), '']],
  FCL2: ['FCL2', 'Free chlorine', 'mg/l', '', 'DPD-FIELD', numberIn(0.08, 0.62, 2)],
  TCL2: ['TCL2', 'Total chlorine', 'mg/l', '', 'DPD-FIELD', numberIn(0.18, 0.74, 2)],
  TURB: ['TURB', 'Turbidity', 'NTU', '4', 'NEPH', numberIn(0.05, 0.42, 2)],
  COL: ['COL', 'Colour', 'mg/l Pt/Co', '20', 'SPEC-400', (r) => (r() < 0.7 ? below('1.0')() : numberIn(1, 3.5, 1)(r))],
  ODQ: ['ODQ', 'Odour (quantitative)', 'dilution no.', '3', 'SENS', () => ['0', '']],
  TAQ: ['TAQ', 'Taste (quantitative)', 'dilution no.', '3', 'SENS', () => ['0', '']],
  PH: ['PH', 'Hydrogen ion (pH)', 'pH units', '6.5-9.5', 'ELEC', numberIn(7.3, 8.1, 1)],
  COND: ['COND', 'Conductivity 20C', 'uS/cm', '2500', 'ELEC', numberIn(88, 164, 0)],
  FE: ['FE', 'Iron', 'ug/l', '200', 'ICP-MS', (r) => (r() < 0.5 ? below('10')() : numberIn(10, 48, 0)(r))],
  MN: ['MN', 'Manganese', 'ug/l', '50', 'ICP-MS', (r) => (r() < 0.6 ? below('2.0')() : numberIn(2, 9, 1)(r))],
  AL: ['AL', 'Aluminium', 'ug/l', '200', 'ICP-MS', numberIn(6, 38, 0)],
  PB: ['PB', 'Lead', 'ug/l', '10', 'ICP-MS', (r) => (r() < 0.75 ? below('1.0')() : numberIn(1, 6.4, 1)(r))],
  CU: ['CU', 'Copper', 'mg/l', '2.0', 'ICP-MS', numberIn(0.004, 0.31, 3)],
  NI: ['NI', 'Nickel', 'ug/l', '20', 'ICP-MS', (r) => (r() < 0.8 ? below('2.0')() : numberIn(2, 5, 1)(r))],
};
const PROGRAMMES: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  'REG-CT': ['Regulatory customer tap (random daytime)', 'COLI ECOLI FCL2 TCL2 TURB COL ODQ TAQ PH COND FE MN AL PB CU NI'.split(' ')],
  'REG-PB': ['Public building tap (lead and metals)', 'COLI ECOLI FCL2 TURB PH FE PB CU NI'.split(' ')],
  'REG-SR': ['Service reservoir outlet (weekly)', 'COLI ECOLI CC22 FCL2 TCL2 TURB PH COND'.split(' ')],
  'REG-WT': ['Treatment works final water (daily)', 'COLI ECOLI ENT CC22 FCL2 TCL2 TURB COL PH COND AL FE MN'.split(' ')],
};
const SAMPLERS = ['R. Jago', 'K. Penhale', 'S. Trewin', 'D. Hocking', 'L. Chegwidden', 'A. Rowse', 'M. Nancarrow'];
const ANALYSTS = ['Dr H. Polglase', 'J. Annear', 'P. Tonkin', 'C. Menhenick'];

function limsSampleExport(): EconomicsTask {
  const random = seededRandom(21_021);
  interface Sample {
    readonly zone: number;
    readonly programme: string;
    readonly point: string;
    readonly pointCode: string;
    readonly at: number;
    readonly fixed?: Readonly<Record<string, readonly [string, string]>>;
  }
  const samples: Sample[] = [];
  const PLYMPTON = DISTRICTS.findIndex(([name]) => name === 'Plympton');
  const school = 'Chaddlewood Primary School, Chaddlewood Avenue - staff kitchen tap';
  const buildings = ['Primary School', 'Library', 'Community Centre', 'Health Centre', 'Leisure Centre'];
  for (let day = 2; day <= 11; day++) {
    if (new Date(T(day, 0)).getUTCDay() % 6 === 0) continue;
    DISTRICTS.forEach(([name, code], zone) => {
      for (let n = between(random, 0, 2); n > 0; n--)
        samples.push({
          zone,
          programme: 'REG-CT',
          point: `${between(random, 1, 180)} ${oneOf(random, STREETS)}, ${name} - kitchen tap`,
          pointCode: `CT-${code}-${pad2(pick(random, 100))}${pick(random, 10)}`,
          at: T(day, between(random, 8, 15), pick(random, 60)),
        });
      if (random() < 0.25)
        samples.push({
          zone,
          programme: 'REG-PB',
          point: `${name} ${oneOf(random, buildings)}, ${oneOf(random, STREETS)} - ${oneOf(random, ['staff kitchen tap', 'drinking fountain', 'cafe tap'])}`,
          pointCode: `PB-${code}-${pad2(pick(random, 100))}`,
          at: T(day, between(random, 8, 15), pick(random, 60)),
        });
      if (zone % 3 === day % 3)
        samples.push({
          zone,
          programme: 'REG-SR',
          point: `${name} service reservoir - outlet sample tap`,
          pointCode: `SR-${code}-01`,
          at: T(day, between(random, 7, 11), pick(random, 60)),
        });
    });
    for (const [works, zone] of [
      ['Roborough', 12],
      ['Crownhill', 0],
      ['Lopwell', 9],
      ['Yelverton', 25],
    ] as const)
      samples.push({
        zone,
        programme: 'REG-WT',
        point: `${works} WTW - final water sample tap`,
        pointCode: `WT-${works.slice(0, 3).toUpperCase()}-FW`,
        at: T(day, 7, between(random, 5, 50)),
      });
  }
  // The school: sampled last Tuesday and again this Tuesday; another Plympton school and the library on Tuesday; a lead failure elsewhere.
  const add = (
    zone: number,
    programme: string,
    point: string,
    pointCode: string,
    at: number,
    fixed: Record<string, readonly [string, string]>,
  ) => samples.push({ zone, programme, point, pointCode, at, fixed });
  add(PLYMPTON, 'REG-PB', school, 'PB-PLY-17', T(3, 10, 12), { PB: ['2.1', ''] });
  add(PLYMPTON, 'REG-PB', school, 'PB-PLY-17', T(10, 9, 47), { PB: ['11.4', ''], CU: ['0.188', ''] });
  add(PLYMPTON, 'REG-PB', 'Plympton St Maurice Primary School, Fore Street - staff kitchen tap', 'PB-PLY-22', T(10, 10, 31), {
    PB: ['1.8', ''],
  });
  add(PLYMPTON, 'REG-PB', 'Plympton Library, Harewood - staff kitchen tap', 'PB-PLY-04', T(10, 11, 5), {});
  add(PLYMPTON, 'REG-CT', '41 Chaddlewood Avenue, Plympton - kitchen tap', 'CT-PLY-412', T(10, 12, 20), { PB: ['3.2', ''] });
  add(
    DISTRICTS.findIndex(([name]) => name === 'Ford'),
    'REG-CT',
    '9 Ford Park Road, Ford - kitchen tap',
    'CT-FRD-077',
    T(5, 13, 2),
    {
      PB: ['13.2', ''],
    },
  );
  samples.sort((a, b) => a.zone - b.zone || a.at - b.at);
  let seq = 4_100;
  const byTime = [...samples].sort((a, b) => a.at - b.at);
  const ids = new Map(byTime.map((s) => [s, `TV26-00${seq++}`]));
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  let needle = '';
  const body = samples.map((s) => {
    const [programmeName, codes] = PROGRAMMES[s.programme]!;
    const results = codes.map((code) => {
      const [, name, units, pcv, method, draw] = ANALYTES[code]!;
      const [value, qualifier] = s.fixed?.[code] ?? draw(random);
      const over = pcv !== '' && !pcv.includes('-') && qualifier === '' && Number(value) > Number(pcv);
      const element =
        `<Result code="${code}" name="${name}" units="${units}" value="${value}"` +
        `${qualifier ? ` qualifier="${attr(qualifier).replace('<', '&lt;')}"` : ''} pcv="${pcv}" method="${method}"` +
        `${over ? ' flag="PCV"' : ''} analysed="${iso(s.at + between(random, 5, 30) * HOUR).slice(0, 10)}" analyst="${oneOf(random, ANALYSTS)}"/>`;
      if (s.fixed?.[code] && value === '11.4') needle = element.slice(0, element.indexOf(' pcv='));
      return element;
    });
    const [zoneName, zoneCode] = DISTRICTS[s.zone]!;
    return (
      `<Sample id="${ids.get(s)!}" status="Authorised"><Programme code="${s.programme}">${programmeName}</Programme>` +
      `<SamplingPoint code="${s.pointCode}">${attr(s.point)}</SamplingPoint><Zone code="Z-${zoneCode}">${zoneName}</Zone>` +
      `<Sampled by="${oneOf(random, SAMPLERS)}" at="${isoZ(s.at)}"/><Received at="${isoZ(s.at + between(random, 2, 6) * HOUR)}"/>` +
      `<Results>${results.join('')}</Results></Sample>`
    );
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><LimsExport xmlns="urn:tamarvale:lims:export:2" system="SampleManager" ' +
    `laboratory="Tamar Vale Water Scientific Services" generated="${isoZ(T(12, 6, 15, 2))}" from="2026-03-02" to="2026-03-11" orderBy="zone,sampled">` +
    `<Samples count="${samples.length}">${body.join('')}</Samples></LimsExport>`;
  const ask = 'What lead result did the lab get back for the tap at Chaddlewood primary school, the one we sampled on Tuesday?';
  return probe('round 21: lims sample export xml', ask, 'http_get', output, 'lead', needle, true);
}

function gisValvesGeojson(): EconomicsTask {
  const random = seededRandom(21_031);
  const sizes = [80, 100, 100, 100, 150, 150, 150, 200, 225, 250, 300, 300, 375, 450, 525, 600];
  const types: readonly (readonly [string, number])[] = [
    ['Sluice valve', 62],
    ['Butterfly valve', 6],
    ['Air valve', 9],
    ['Washout', 10],
    ['Pressure reducing valve', 3],
    ['Non-return valve', 2],
    ['Boundary valve', 8],
  ];
  const typeOf = () => {
    let n = pick(random, 100);
    for (const [type, weight] of types) if ((n -= weight) < 0) return type;
    return 'Sluice valve';
  };
  const landmarks = ['o/s', 'opp', 'nr jct with', 'in verge by', 'in footway o/s', 'in c/way o/s'];
  interface Valve {
    type: string;
    dia: number;
    main: number;
    street: string;
    loc: string;
    dma: string;
    turns: number;
    dir: string;
    normal: string;
  }
  const valve = (): Valve => {
    const type = typeOf();
    const main = oneOf(random, sizes);
    const dia = type === 'Air valve' ? oneOf(random, [50, 80]) : type === 'Washout' ? Math.min(main, oneOf(random, [80, 100, 150])) : main;
    const [district, code] = oneOf(random, DISTRICTS);
    const street = oneOf(random, STREETS);
    const landmark = oneOf(random, landmarks);
    return {
      type,
      dia,
      main,
      street,
      loc: `${landmark} ${landmark.startsWith('nr') ? oneOf(random, STREETS) : String(between(random, 1, 240))}, ${district}`,
      dma: `${code}-${pad2(between(random, 1, 6))}`,
      turns: type === 'Air valve' ? 0 : Math.round((dia / 25) * 3.2 + between(random, -3, 6)),
      dir: random() < 0.05 ? 'Anticlockwise' : 'Clockwise',
      normal: type === 'Boundary valve' ? 'Closed' : 'Open',
    };
  };
  const valves = Array.from({ length: 2_350 }, valve);
  const peverell = 'Peverell Corner roundabout, Peverell';
  const set = (i: number, v: Partial<Valve>) => Object.assign(valves[i]!, v);
  // The one asked about, and valves that share its street, its roundabout or its size.
  set(1_161, {
    type: 'Sluice valve',
    dia: 450,
    main: 450,
    street: 'Outland Road',
    loc: `in c/way nr ${peverell}`,
    dma: 'PEV-02',
    turns: 146,
    dir: 'Anticlockwise',
  });
  set(1_160, {
    type: 'Air valve',
    dia: 80,
    main: 450,
    street: 'Outland Road',
    loc: `in verge nr ${peverell}`,
    dma: 'PEV-02',
    turns: 0,
    dir: 'Clockwise',
  });
  set(1_158, {
    type: 'Sluice valve',
    dia: 150,
    main: 150,
    street: 'Outland Road',
    loc: `in footway nr ${peverell}`,
    dma: 'PEV-02',
    turns: 22,
    dir: 'Clockwise',
  });
  set(403, {
    type: 'Sluice valve',
    dia: 300,
    main: 300,
    street: 'Outland Road',
    loc: 'in c/way o/s 212, Peverell',
    dma: 'PEV-01',
    turns: 47,
    dir: 'Clockwise',
  });
  set(1_604, {
    type: 'Sluice valve',
    dia: 450,
    main: 450,
    street: 'Tavistock Road',
    loc: 'in c/way nr Manadon roundabout, Crownhill',
    dma: 'CRH-03',
    turns: 151,
    dir: 'Anticlockwise',
  });
  set(1_712, {
    type: 'Washout',
    dia: 100,
    main: 450,
    street: 'Outland Road',
    loc: 'in verge opp 96, Peverell',
    dma: 'PEV-02',
    turns: 17,
    dir: 'Clockwise',
  });
  set(980, {
    type: 'Sluice valve',
    dia: 450,
    main: 450,
    street: 'Mannamead Road',
    loc: 'in c/way nr Henders Corner, Mannamead',
    dma: 'MAN-01',
    turns: 139,
    dir: 'Clockwise',
  });
  let needle = '';
  const features = valves.map((v, i) => {
    const id = 20_417 + i * 3 + pick(random, 3);
    const properties = {
      OBJECTID: id,
      ASSETID: `VLV${String(310_000 + id * 7).padStart(7, '0')}`,
      VALVETYPE: v.type,
      DIAMETER: v.dia,
      MAINDIAMETER: v.main,
      STATUS: random() < 0.01 ? 'Abandoned' : 'In Service',
      NORMALPOS: v.normal,
      TURNSTOCLOSE: v.turns || null,
      CLOSEDIR: v.type === 'Air valve' ? null : v.dir,
      STREET: v.street,
      LOCDESC: v.loc,
      DMA: v.dma,
      INSTALLYR: between(random, 1921, 2024),
      LASTOPDATE: random() < 0.3 ? null : iso(T(1, 0) - between(random, 20, 2_800) * DAY).slice(0, 10),
      SURVEYREF: `SX${between(random, 45, 52)}${between(random, 53, 58)}${chars(random, 'NESW', 2)}`,
      OWNER: 'TVW',
    };
    const geometry = {
      type: 'Point',
      coordinates: [Number((-4.21 + random() * 0.16).toFixed(6)), Number((50.36 + random() * 0.1).toFixed(6))],
    };
    const text = JSON.stringify({ type: 'Feature', id, geometry, properties });
    if (i === 1_161) needle = `"TURNSTOCLOSE":146,"CLOSEDIR":"Anticlockwise"`;
    return text;
  });
  const output =
    `{"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"EPSG:4326"}},"features":[${features.join(',')}],` +
    '"properties":{"exceededTransferLimit":false}}';
  const ask =
    'Which way do I turn the big 450 sluice on Outland Road by the Peverell Corner roundabout to shut it, and how many turns will it take?';
  return probe('round 21: gis valves geojson', ask, 'http_get', output, 'valve', needle, true);
}

// b. The answer a few lines from the line the question's words match.

function opcUaBrowse(): EconomicsTask {
  const random = seededRandom(21_041);
  const lines: string[] = [];
  const ID = 66;
  /** One node: its id padded, its class, then its attributes. */
  const node = (depth: number, id: string, cls: string, attrs: string) =>
    lines.push(`${'  '.repeat(depth)}${id.padEnd(ID - depth * 2)}  ${cls.padEnd(9)} ${attrs}`);
  const UNIT_IDS: Readonly<Record<string, number>> = {
    'mg/l': 4_672_076,
    bar: 4_342_354,
    'l/s': 4_994_099,
    '%': 20_529,
    m: 5_067_858,
    h: 4_740_180,
    C: 4_408_652,
    A: 4_279_632,
    kW: 4_937_815,
  };
  const analog = (
    depth: number,
    path: string,
    name: string,
    description: string,
    units: string,
    value: string,
    range: readonly [string, string],
    io: string,
  ) => {
    node(
      depth,
      path,
      'Variable',
      `DisplayName="${name}" Description="${description}" DataType=Float Value=${value} StatusCode=Good AccessLevel=CurrentRead`,
    );
    node(
      depth + 1,
      `${path}.EngineeringUnits`,
      'Property',
      `DataType=EUInformation Value={DisplayName:"${units}", UnitId:${UNIT_IDS[units]!}}`,
    );
    node(depth + 1, `${path}.ValuePrecision`, 'Property', `DataType=Int32 Value=${units === 'h' ? 0 : 2}`);
    node(depth + 1, `${path}.Definition`, 'Property', `DataType=String Value="${io}"`);
    node(depth + 1, `${path}.EURange`, 'Property', `DataType=Range Value={Low:${range[0]}, High:${range[1]}}`);
    return lines[lines.length - 1]!.trimStart();
  };
  const digital = (depth: number, path: string, name: string, description: string, value: boolean, io: string) => {
    node(
      depth,
      path,
      'Variable',
      `DisplayName="${name}" Description="${description}" DataType=Boolean Value=${value} StatusCode=Good AccessLevel=CurrentRead`,
    );
    node(depth + 1, `${path}.Definition`, 'Property', `DataType=String Value="${io}"`);
  };
  const folder = (depth: number, id: string, name: string) => node(depth, id, 'Object', `DisplayName="${name}" TypeDefinition=FolderType`);
  node(0, 'ns=0;i=85', 'Object', 'DisplayName="Objects" TypeDefinition=FolderType');
  node(1, 'ns=0;i=2253', 'Object', 'DisplayName="Server" TypeDefinition=ServerType');
  node(
    2,
    'ns=0;i=2256',
    'Variable',
    `DisplayName="ServerStatus" DataType=ServerStatusDataType Value={State:Running, StartTime:${isoZ(T(2, 4, 12, 9))}, CurrentTime:${isoZ(T(12, 7, 58, 31))}}`,
  );
  node(2, 'ns=0;i=2254', 'Variable', 'DisplayName="ServerArray" DataType=String[] Value=["urn:TVW-SCADA01:TVW:OpcUaServer"]');
  node(
    2,
    'ns=0;i=2255',
    'Variable',
    'DisplayName="NamespaceArray" DataType=String[] Value=["http://opcfoundation.org/UA/", "urn:tamarvale:telemetry"]',
  );
  folder(1, 'ns=2;s=TVW', 'Tamar Vale Water telemetry');
  // Service reservoirs first, then boosters, then sewage pumping stations.
  folder(2, 'ns=2;s=TVW.Reservoirs', 'Service reservoirs');
  DISTRICTS.forEach(([name, code], i) => {
    const path = `ns=2;s=TVW.Reservoirs.SR${pad2(i + 1)}`;
    node(3, path, 'Object', `DisplayName="${name} SR" Description="${name} service reservoir (${code})" TypeDefinition=ReservoirType`);
    const top = fix(3.5 + random() * 3, 1);
    analog(
      4,
      `${path}.LT01`,
      'Level',
      `${name} SR level, cell 1`,
      'm',
      fix(Number(top) * (0.5 + random() * 0.4), 2),
      ['0.0', top],
      'LT01 4-20mA AI1',
    );
    analog(
      4,
      `${path}.LT02`,
      'Level',
      `${name} SR level, cell 2`,
      'm',
      fix(Number(top) * (0.5 + random() * 0.4), 2),
      ['0.0', top],
      'LT02 4-20mA AI2',
    );
    analog(
      4,
      `${path}.FT01`,
      'Outlet Flow',
      `${name} SR outlet flow`,
      'l/s',
      fix(20 + random() * 180, 1),
      ['0.0', '400.0'],
      'FT01 4-20mA AI3',
    );
    analog(
      4,
      `${path}.AT01`,
      'Outlet Free Chlorine',
      `${name} SR outlet free chlorine`,
      'mg/l',
      fix(0.3 + random() * 0.3, 2),
      ['0.0', '2.0'],
      'AT01 4-20mA AI4',
    );
    digital(4, `${path}.ZS01`, 'Hatch Open', `${name} SR access hatch`, false, 'ZS01 DI1');
    digital(4, `${path}.ZS02`, 'Intruder', `${name} SR kiosk intruder`, false, 'ZS02 DI2');
    digital(4, `${path}.EM01`, 'Mains Fail', `${name} SR mains power`, false, 'EM01 DI3');
  });
  // Boosters: named for their streets; Widey Lane is the one asked about, and Widey Court is close by.
  const boosterStreets = shuffle(
    random,
    STREETS.filter((s) => s !== 'Widey Lane' && s !== 'Widey Court'),
  ).slice(0, 40);
  boosterStreets.splice(19, 0, 'Widey Lane');
  boosterStreets.splice(21, 0, 'Widey Court');
  folder(2, 'ns=2;s=TVW.Boosters', 'Booster pumping stations');
  let needle = '';
  boosterStreets.forEach((street, i) => {
    const path = `ns=2;s=TVW.Boosters.BST${String(i + 1).padStart(3, '0')}`;
    node(
      3,
      path,
      'Object',
      `DisplayName="${street} BPS" Description="${street} booster pumping station" TypeDefinition=BoosterStationType`,
    );
    const high = street === 'Widey Lane' ? '16.0' : street === 'Widey Court' ? '25.0' : oneOf(random, ['10.0', '10.0', '10.0', '16.0']);
    analog(
      4,
      `${path}.PT01`,
      'Inlet Pressure',
      `${street} BPS inlet pressure`,
      'bar',
      fix(1 + random() * 2.5, 2),
      ['0.0', '10.0'],
      'PT01 4-20mA AI1',
    );
    const out = analog(
      4,
      `${path}.PT02`,
      'Outlet Pressure',
      `${street} BPS outlet pressure`,
      'bar',
      fix(4 + random() * 3, 2),
      ['0.0', high],
      'PT02 4-20mA AI2',
    );
    if (street === 'Widey Lane') needle = out;
    analog(
      4,
      `${path}.FT01`,
      'Outlet Flow',
      `${street} BPS outlet flow`,
      'l/s',
      fix(5 + random() * 60, 1),
      ['0.0', '120.0'],
      'FT01 4-20mA AI3',
    );
    const pumps = between(random, 2, 3);
    for (let p = 1; p <= pumps; p++) {
      const pump = `${path}.P${p}`;
      node(4, pump, 'Object', `DisplayName="Pump ${p}" Description="${street} BPS pump ${p}" TypeDefinition=PumpType`);
      const running = random() < 0.5;
      digital(5, `${pump}.Running`, 'Running', `${street} BPS pump ${p} running`, running, `P${p} DI${p * 3 - 2}`);
      digital(5, `${pump}.Fault`, 'Fault', `${street} BPS pump ${p} drive fault`, false, `P${p} DI${p * 3 - 1}`);
      digital(5, `${pump}.Auto`, 'In Auto', `${street} BPS pump ${p} selected auto`, true, `P${p} DI${p * 3}`);
      analog(
        5,
        `${pump}.Speed`,
        'Speed',
        `${street} BPS pump ${p} drive speed`,
        '%',
        running ? fix(60 + random() * 40, 1) : '0.0',
        ['0.0', '100.0'],
        `P${p} VSD Modbus 40003`,
      );
      analog(
        5,
        `${pump}.RunHours`,
        'Run Hours',
        `${street} BPS pump ${p} run hours`,
        'h',
        String(between(random, 4_000, 61_000)),
        ['0', '100000'],
        `P${p} counter`,
      );
    }
    digital(4, `${path}.EM01`, 'Mains Fail', `${street} BPS mains power`, false, 'EM01 DI10');
    digital(4, `${path}.ZS02`, 'Intruder', `${street} BPS kiosk intruder`, false, 'ZS02 DI11');
  });
  folder(2, 'ns=2;s=TVW.SewagePumping', 'Sewage pumping stations');
  for (let i = 0; i < 44; i++) {
    const [district, code] = DISTRICTS[i % DISTRICTS.length]!;
    const name = i < DISTRICTS.length ? `${district}` : `${district} No.2`;
    const path = `ns=2;s=TVW.SewagePumping.SPS${String(400 + i * 3).padStart(4, '0')}`;
    node(
      3,
      path,
      'Object',
      `DisplayName="${name} SPS" Description="${name} sewage pumping station (${code})" TypeDefinition=SewagePumpingStationType`,
    );
    analog(
      4,
      `${path}.LT01`,
      'Wet Well Level',
      `${name} SPS wet well level`,
      'm',
      fix(0.4 + random() * 1.6, 2),
      ['0.0', oneOf(random, ['3.0', '4.0', '5.0'])],
      'LT01 ultrasonic AI1',
    );
    for (let p = 1; p <= 2; p++) {
      const pump = `${path}.P${p}`;
      node(4, pump, 'Object', `DisplayName="Pump ${p}" Description="${name} SPS pump ${p}" TypeDefinition=PumpType`);
      digital(5, `${pump}.Running`, 'Running', `${name} SPS pump ${p} running`, random() < 0.3, `P${p} DI${p * 2 - 1}`);
      digital(5, `${pump}.Fault`, 'Fault', `${name} SPS pump ${p} tripped`, false, `P${p} DI${p * 2}`);
      analog(
        5,
        `${pump}.Current`,
        'Motor Current',
        `${name} SPS pump ${p} motor current`,
        'A',
        fix(random() * 30, 1),
        ['0.0', '50.0'],
        `P${p} CT AI${p + 1}`,
      );
    }
    digital(4, `${path}.HL01`, 'High Level', `${name} SPS wet well high level float`, false, 'HL01 DI5');
    digital(4, `${path}.CSO`, 'Overflow Spilling', `${name} SPS emergency overflow spilling`, false, 'CSO DI6');
  }
  const output = `${lines.join('\n')}\n`;
  const ask = "What's the outlet pressure transmitter at the Widey Lane booster ranged to? I need the top of its scale for the new alarm.";
  return probe('round 21: opc ua browse', ask, 'run_shell', output, 'range', needle);
}

/** Asset kinds of a site: the asset number's suffix, its description, class, makers, and its planned maintenance (description, months). */
const ASSET_KINDS: readonly (readonly [string, string, string, readonly string[], readonly (readonly [string, number])[]])[] = [
  [
    'P01',
    'Submersible sewage pump No.1',
    'MECH/PUMP/SUBM',
    ['Flygt NP 3153', 'Xylem NP 3127', 'KSB Amarex KRT'],
    [
      ['Pump quarterly inspection and lift', 3],
      ['Pump overhaul (workshop)', 60],
    ],
  ],
  [
    'P02',
    'Submersible sewage pump No.2',
    'MECH/PUMP/SUBM',
    ['Flygt NP 3153', 'Xylem NP 3127', 'KSB Amarex KRT'],
    [
      ['Pump quarterly inspection and lift', 3],
      ['Pump overhaul (workshop)', 60],
    ],
  ],
  [
    'LT01',
    'Wet well ultrasonic level transmitter',
    'INST/LEVEL',
    ['Siemens Probe LU', 'Pulsar dB6'],
    [['Level instrument calibration check', 12]],
  ],
  [
    'MCC01',
    'Motor control centre and telemetry outstation',
    'ELEC/MCC',
    ['Tamar Controls', 'Allen-West'],
    [
      ['Electrical inspection and test (EICR)', 60],
      ['Thermographic survey of MCC', 12],
    ],
  ],
  ['KSK01', 'GRP kiosk and site security', 'CIVIL/KIOSK', ['Glasdon'], [['Site security and fabric inspection', 6]]],
  ['VLV01', 'Rising main discharge valve chamber', 'MECH/VALVE', ['Glenfield', 'AVK'], [['Valve exercise', 12]]],
];
const GENERATOR_PMS: readonly (readonly [string, number])[] = [
  ['Generator monthly off-load run and checks', 1],
  ['Generator annual service (oil, filters, coolant)', 12],
  ['Generator load bank test (4 h at 75% load)', 12],
];

function cmmsAssetRegister(): EconomicsTask {
  const random = seededRandom(21_051);
  interface Site {
    readonly id: string;
    readonly name: string;
    readonly generator: boolean;
  }
  const sites: Site[] = [];
  const names = [...DISTRICTS.map(([d]) => `${d} SPS`), ...DISTRICTS.map(([d]) => `${d} No.2 SPS`)];
  shuffle(random, names);
  names.splice(26, 0, 'Marsh Mills SPS');
  names.splice(35, 0, 'Marsh Mills WTW');
  names.forEach((name, i) =>
    sites.push({
      id: `${name.endsWith('WTW') ? 'WTW' : 'SPS'}${String(410 + i * 7).padStart(4, '0')}`,
      name,
      generator: name.startsWith('Marsh Mills') || random() < 0.45,
    }),
  );
  interface Pm {
    readonly pmnum: string;
    readonly description: string;
    readonly months: number;
    last: number;
    next: number;
  }
  let pmSeq = 40_112;
  const pmOf = ([description, months]: readonly [string, number]): Pm => {
    const last = T(11, 0) - between(random, 1, Math.max(25, months * 30 - 1)) * DAY;
    return { pmnum: `PM-${pmSeq++}`, description, months, last, next: last + Math.round(months * 30.44) * DAY };
  };
  const assets = sites.flatMap((site) => {
    const kinds = site.name.endsWith('WTW')
      ? ASSET_KINDS.filter(([suffix]) => suffix !== 'LT01').map((k) =>
          k[0].startsWith('P0')
            ? ([
                k[0],
                k[1].replace('Submersible sewage', 'Treated water'),
                'MECH/PUMP/CENT',
                ['Grundfos NK 150', 'KSB Etanorm'],
                k[4],
              ] as const)
            : k,
        )
      : ASSET_KINDS;
    const list = kinds.map(([suffix, description, cls, makers, pms]) => ({
      assetnum: `${site.id}-${suffix}`,
      description,
      cls,
      maker: oneOf(random, makers),
      pms: pms.map(pmOf),
    }));
    if (site.generator)
      list.push({
        assetnum: `${site.id}-GEN01`,
        description: `Standby diesel generator, ${oneOf(random, ['60', '100', '150', '200', '275'])} kVA, acoustic canopy`,
        cls: 'ELEC/GENERATOR',
        maker: oneOf(random, ['FG Wilson P150-3', 'Cummins C110 D5', 'Perkins 1106A', 'Caterpillar DE150E0']),
        pms: GENERATOR_PMS.map(pmOf),
      });
    return list.map((a) => ({ site, ...a }));
  });
  const target = assets.find((a) => a.site.name === 'Marsh Mills SPS' && a.cls === 'ELEC/GENERATOR')!.pms[2]!;
  target.last = Date.UTC(2025, 4, 19);
  target.next = Date.UTC(2026, 4, 19);
  const day = (t: number) => iso(t).slice(0, 10);
  for (const a of assets) for (const pm of a.pms) if (pm !== target && day(pm.next) === day(target.next)) pm.next += DAY;
  const lines: string[] = [
    `# Maximo asset export: site group WASTEWATER-NETWORK + WATER-TREATMENT, status OPERATING, ${assets.length} assets`,
    `# generated ${stamp(T(12, 7, 2, 41))} by API user svc_agent_ro`,
  ];
  for (const a of assets) {
    lines.push(
      `- assetnum: ${a.assetnum}`,
      `  description: ${a.description}`,
      `  site: ${a.site.name}`,
      `  siteid: ${a.site.id}`,
      `  location: ${a.site.id}-${a.cls.startsWith('ELEC') ? 'KIOSK' : a.cls === 'MECH/PUMP/SUBM' ? 'WETWELL' : a.cls === 'MECH/PUMP/CENT' ? 'PUMPHOUSE' : 'SITE'}`,
      `  classification: ${a.cls}`,
      '  status: OPERATING',
      `  manufacturer_model: ${a.maker}`,
      `  serialnum: ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 10)}`,
      `  installdate: ${day(Date.UTC(between(random, 1994, 2023), pick(random, 12), between(random, 1, 28)))}`,
      `  criticality: ${between(random, 1, 4)}`,
      '  pm:',
    );
    for (const pm of a.pms)
      lines.push(
        `    - pmnum: ${pm.pmnum}`,
        `      description: ${pm.description}`,
        `      frequency: ${pm.months} MONTHS`,
        `      lastcompdate: ${day(pm.last)}`,
        `      nextdate: ${day(pm.next)}`,
        `      workgroup: ${a.cls.startsWith('ELEC') ? 'M&E-ELEC' : a.cls.startsWith('INST') ? 'ICA' : 'M&E-MECH'}`,
      );
  }
  const output = `${lines.join('\n')}\n`;
  const needle = `nextdate: ${day(target.next)}`;
  const ask =
    'When is the standby generator at Marsh Mills sewage pumping station next due its load bank test? Want to line it up with the fuel delivery.';
  return probe('round 21: cmms asset register yaml', ask, 'http_get', output, 'due', needle);
}

/** MSCC5 observation codes a survey finds along a pipe: code, remark, whether it takes a clock and a percentage. */
const OBSERVATIONS: readonly (readonly [string, string, boolean, boolean])[] = [
  ['CC', 'Crack circumferential', true, false],
  ['CL', 'Crack longitudinal', true, false],
  ['CM', 'Cracks multiple', true, false],
  ['FC', 'Fracture circumferential', true, false],
  ['FL', 'Fracture longitudinal', true, false],
  ['OJM', 'Open joint medium', false, false],
  ['JDM', 'Displaced joint medium', false, false],
  ['RF', 'Roots fine', true, false],
  ['RM', 'Roots mass', true, true],
  ['DES', 'Settled deposits fine', false, true],
  ['DER', 'Attached deposits encrustation', true, true],
  ['DEG', 'Attached deposits grease', true, true],
  ['IS', 'Infiltration seeping', true, false],
  ['ID', 'Infiltration dripping', true, false],
  ['CN', 'Connection', true, false],
  ['JN', 'Junction', true, false],
  ['SSS', 'Surface damage spalling slight', true, false],
  ['LR', 'Line deviates right', false, false],
  ['LL', 'Line deviates left', false, false],
];
const clockSpan = (random: () => number) => {
  const a = between(random, 1, 12);
  return random() < 0.5 ? pad2(a) : `${pad2(a)}${pad2(((a + between(random, 1, 4) - 1) % 12) + 1)}`;
};

function sewerCctvSurveys(): EconomicsTask {
  const random = seededRandom(21_061);
  const crews = ['J. Pengelly', 'T. Brokenshire', 'W. Kitto', 'G. Sobey'];
  interface Survey {
    readonly street: string;
    readonly district: string;
    readonly from: string;
    readonly to: string;
    readonly at: number;
    readonly length: number;
    readonly special: readonly (readonly [number, string, string, string, string])[];
    readonly dir?: string;
  }
  const surveys: Survey[] = [];
  const node = () => `SX${between(random, 44, 53)}${between(random, 52, 59)}-${between(random, 1_000, 9_899)}`;
  const days = [23, 24, 25, 26, 27].map((d) => T(d - 28, 0)).concat([2, 3, 4, 5, 6, 9, 10, 11].map((d) => T(d, 0)));
  for (let i = 0; i < 250; i++) {
    const [district] = oneOf(random, DISTRICTS);
    const from = node();
    surveys.push({
      street: oneOf(
        random,
        STREETS.filter((s) => !s.startsWith('Beaumont')),
      ),
      district,
      from,
      to: `${from.slice(0, 7)}${Number(from.slice(7)) + between(random, 1, 9)}`,
      at: oneOf(random, days) + between(random, 8, 15) * HOUR + pick(random, 60) * MINUTE,
      length: between(random, 800, 9_600) / 100,
      special: [],
    });
  }
  const collapse = (dist: number, loss: string) =>
    [dist, 'XP', '', loss, `Collapse, ${loss}% cross-sectional area loss, camera able to pass`] as const;
  const add = (s: Survey) => surveys.push(s);
  // The collapse asked about, the next length of the same sewer a week earlier, and a collapse on the street next door.
  add({
    street: 'Beaumont Road',
    district: 'St Judes',
    from: 'SX4854-1203',
    to: 'SX4854-1204',
    at: T(11, 10, 42),
    length: 38.6,
    special: [[17.2, 'FM', '0210', '', 'Fracture multiple'], collapse(17.85, '25')],
    dir: 'Downstream',
  });
  add({
    street: 'Beaumont Road',
    district: 'St Judes',
    from: 'SX4854-1204',
    to: 'SX4854-1205',
    at: T(4, 13, 5),
    length: 44.15,
    special: [[21.4, 'RM', '1002', '10', 'Roots mass, 10% cross-sectional area loss']],
    dir: 'Downstream',
  });
  add({
    street: 'Beaumont Place',
    district: 'St Judes',
    from: 'SX4854-1231',
    to: 'SX4854-1230',
    at: T(11, 14, 20),
    length: 27.3,
    special: [collapse(9.6, '40')],
    dir: 'Upstream',
  });
  add({
    street: 'Lipson Road',
    district: 'Mount Gould',
    from: 'SX4955-2210',
    to: 'SX4955-2211',
    at: T(10, 11, 3),
    length: 52.7,
    special: [collapse(31.05, '15')],
    dir: 'Downstream',
  });
  surveys.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: string[] = [];
  const rule = '-'.repeat(84);
  let needle = '';
  for (const s of surveys) {
    const material = oneOf(random, ['Vitrified clay', 'Vitrified clay', 'Concrete', 'Pitch fibre', 'PVC']);
    const dia = material === 'Concrete' ? oneOf(random, [300, 375, 450, 600]) : oneOf(random, [100, 150, 150, 225, 225]);
    const dir = s.dir ?? oneOf(random, ['Downstream', 'Upstream']);
    const ref = `TV-${iso(s.at).slice(5, 7)}${iso(s.at).slice(8, 10)}-${pad2(between(random, 1, 12))}`;
    const nodes = ` Start node:  ${s.from}    Finish node: ${s.to}    Direction: ${dir}`;
    if (s.street === 'Beaumont Road' && s.at === T(11, 10, 42)) needle = nodes.trim();
    out.push(
      '='.repeat(84),
      ' Westcountry Drain Services Ltd                 MSCC5 / WRc SRM5 CCTV survey report',
      ' Client: Tamar Vale Water - Wastewater Networks                Contract TVW/WW/2025/118',
      '='.repeat(84),
      ` Survey ref:  ${ref.padEnd(18)} Date: ${ukDate(s.at)}    Time: ${iso(s.at).slice(11, 16)}    Surveyor: ${oneOf(random, crews)}`,
      nodes,
      ` Depths:      start ${fix(1 + random() * 2.5, 2)} m, finish ${fix(1 + random() * 2.5, 2)} m`,
      ` Location:    ${s.street}, ${s.district}`,
      ` Use: ${oneOf(random, ['Foul', 'Foul', 'Combined', 'Surface water'])}    Shape: Circular    Material: ${material}    Height: ${dia} mm`,
      ` Length:      ${fix(s.length, 2)} m surveyed of ${fix(s.length, 2)} m    Purpose: ${oneOf(random, ['Structural condition', 'Rehabilitation design', 'Investigation of blockages', 'Pre-adoption'])}`,
      ` Weather:     ${oneOf(random, ['Dry', 'Dry', 'Rain'])}    Precleaned: ${oneOf(random, ['Yes', 'No'])}`,
      rule,
      '   Dist m   Code   Clock   %     Remarks',
    );
    const obs: (readonly [number, string, string, string, string])[] = [
      [0, 'MH', '', '', `Start node ${s.from}`],
      [0, 'WL', '', String(between(random, 0, 15)), 'Water level'],
      ...s.special,
    ];
    for (let n = between(random, 3, 16); n > 0; n--) {
      const [code, remark, clocked, percent] = oneOf(random, OBSERVATIONS);
      const pc = percent ? String(oneOf(random, [5, 10, 15, 20])) : '';
      obs.push([
        Number((random() * s.length).toFixed(2)),
        code,
        clocked ? clockSpan(random) : '',
        pc,
        `${remark}${code === 'CN' ? `, ${oneOf(random, [100, 150])} mm` : ''}${pc ? `, ${pc}% cross-sectional area loss` : ''}`,
      ]);
    }
    obs.sort((a, b) => a[0] - b[0]);
    obs.push([s.length, 'MHF', '', '', `Finish node ${s.to}`]);
    for (const [dist, code, clk, pc, remark] of obs)
      out.push(`   ${fix(dist, 2).padStart(6)}   ${code.padEnd(6)} ${clk.padEnd(7)} ${pc.padEnd(5)} ${remark}`);
    const grade = s.special.some((o) => o[1] === 'XP') ? 5 : between(random, 1, 4);
    out.push(
      rule,
      ` Structural grade ${grade}   peak score ${grade === 5 ? 165 : between(random, 0, 80)}    Service grade ${between(random, 1, 4)}   peak score ${between(random, 0, 10)}`,
      '',
    );
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'The camera crew came across a collapsed pipe on Beaumont Road yesterday. Between which two manholes is it, and which end did they put the camera in at?';
  return probe('round 21: sewer cctv survey reports', ask, 'read_file', output, 'manholes', needle);
}

// c. Paraphrase and preamble.

function pumpingStationAlarmLog(): EconomicsTask {
  const random = seededRandom(21_071);
  const start = T(10, 18);
  const end = T(12, 7, 34, 10);
  const operators = ['rjago', 'kpenhale', 'dhocking', 'strewin'];
  const events: [number, string][] = [];
  const entry = (t: number, os: string, site: string, point: string, state: string, severity: string, user = '') =>
    `${ukDate(t)} ${iso(t).slice(11, 23)}  ${os}  ${site.padEnd(22)}  ${point.padEnd(26)}  ${state.padEnd(12)}  ${severity.padEnd(8)}  ${user}`.trimEnd();
  const say = (t: number, os: string, site: string, point: string, state: string, severity: string, user = '') => {
    events.push([t, entry(t, os, site, point, state, severity, user)]);
    return events[events.length - 1]![1];
  };
  const alarm = (t: number, os: string, site: string, point: string, state: string, severity: string, clearAfter: number) => {
    const line = say(t, os, site, point, state, severity);
    say(t + between(random, 40, 600) * SECOND + pick(random, 1_000), os, site, point, 'ACKNOWLEDGED', severity, oneOf(random, operators));
    say(t + clearAfter, os, site, point, 'NORMAL', 'Event');
    return line;
  };
  const stations = DISTRICTS.slice(0, 24).map(([name], i) => [`OS${String(4_300 + i * 11)}`, `${name} SPS`] as const);
  const whitleigh = stations.find(([, name]) => name === 'Whitleigh SPS')!;
  const ernesettle = stations.find(([, name]) => name === 'Ernesettle SPS')!;
  const cycling = T(11, 14, 31, 7) + 412;
  for (const [os, site] of stations) {
    const inflow = 0.6 + random() * 1.2;
    for (let p = 1; p <= 2; p++) {
      let t = start + pick(random, 40) * MINUTE;
      while (t < end) {
        const hour = new Date(t).getUTCHours();
        const target = site === whitleigh[1] && p === 1;
        if (target && t > T(11, 17, 2, 44) && t < T(11, 17, 48, 5)) t = T(11, 17, 48, 5) + between(random, 20, 90) * SECOND;
        const short = target && t > cycling - 45 * MINUTE && t < T(11, 17, 2);
        const run = short ? between(random, 40, 75) * SECOND : between(random, 4, 11) * MINUTE + pick(random, 60) * SECOND;
        say(t, os, site, `P${p} RUNNING`, 'ON', 'Event');
        say(t + run + pick(random, 1_000), os, site, `P${p} RUNNING`, 'OFF', 'Event');
        const gap = short
          ? between(random, 150, 260) * SECOND
          : Math.round(((hour < 6 ? 60 : 30) / inflow) * (0.7 + random() * 0.6) * 60) * SECOND;
        t += run + gap + pick(random, 1_000);
      }
    }
    if (random() < 0.5) {
      const t = start + pick(random, 36 * 3_600) * SECOND + pick(random, 1_000);
      alarm(t, os, site, 'OUTSTATION COMMS', 'FAILED', 'Medium', between(random, 3, 40) * MINUTE);
    }
    if (random() < 0.3)
      alarm(
        start + pick(random, 36 * 3_600) * SECOND + pick(random, 1_000),
        os,
        site,
        'WET WELL LEVEL',
        'HIGH',
        'High',
        between(random, 10, 50) * MINUTE,
      );
    say(T(11, 9, between(random, 0, 50)), os, site, 'ALARM INHIBIT TEST', 'COMPLETE', 'Event', oneOf(random, operators));
  }
  // The pump asked about: kicking in and out every few minutes yesterday afternoon, flagged by the outstation's starts counter.
  const needle = alarm(cycling, whitleigh[0], whitleigh[1], 'P1 EXCESSIVE STARTS', 'ALARM', 'High', 2 * HOUR + 31 * MINUTE);
  say(T(11, 17, 2, 44), whitleigh[0], whitleigh[1], 'P1 AUTO SELECTED', 'OFF', 'Event', 'kpenhale');
  say(T(11, 17, 48, 5), whitleigh[0], whitleigh[1], 'P1 AUTO SELECTED', 'ON', 'Event', 'kpenhale');
  // The same alarm the night before at another station, and pumps that failed outright.
  alarm(T(11, 2, 40, 19), ernesettle[0], ernesettle[1], 'P2 EXCESSIVE STARTS', 'ALARM', 'High', 52 * MINUTE);
  alarm(T(11, 15, 2, 51), stations[3]![0], stations[3]![1], 'P2 FAIL TO START', 'ALARM', 'High', 3 * HOUR);
  alarm(T(11, 13, 55, 3), stations[17]![0], stations[17]![1], 'P1 TRIPPED', 'ALARM', 'High', 4 * HOUR);
  alarm(T(11, 14, 12, 40), stations[12]![0], stations[12]![1], 'MAINS POWER', 'FAILED', 'Urgent', 26 * MINUTE);
  events.sort((a, b) => a[0] - b[0]);
  while (events[events.length - 1]![0] > end) events.pop();
  const header = entry(start, 'OUTSTN', 'SITE', 'POINT', 'STATE', 'SEVERITY', 'USER').replace(/^\S+ \S+/, 'DATE       TIME        ');
  const output = `${[`Geo SCADA event journal, area WASTEWATER, ${stamp(start)} to ${stamp(end)}`, header, ...events.map(([, l]) => l)].join('\n')}\n`;
  const ask =
    'Someone on the afternoon shift yesterday said one of the pumps at a sewage pumping station kept kicking in and cutting out again every couple of minutes. ' +
    'Which station and which pump was that, and what time did telemetry first flag it?';
  return probe('round 21: pumping station alarm log, paraphrase', ask, 'run_shell', output, 'pump', needle);
}

/** Contact centre call kinds: category, sub-category, weight, summaries and outcomes. */
const CALL_KINDS: readonly (readonly [string, string, number, readonly string[], readonly string[]])[] = [
  [
    'Billing',
    'Bill query',
    26,
    [
      'Cust querying why bill higher than last year',
      'Wants to know what the sewerage charge is for',
      'Moving house, wants final bill',
      'Query on estimated read, cust gave own read',
    ],
    ['Explained charges', 'Final read booked', 'Account updated with cust read'],
  ],
  [
    'Billing',
    'Payment plan',
    10,
    ['Cust struggling to pay, asked about instalments', 'Wants to move to monthly direct debit'],
    ['DD set up', 'Referred to WaterSure/social tariff team'],
  ],
  [
    'Metering',
    'Meter request',
    6,
    ['Cust wants a meter fitted to save money', 'Asked how long a meter installation takes'],
    ['Meter application raised', 'Info sent by email'],
  ],
  [
    'Supply',
    'No water',
    6,
    ['No water at all since early this morning', 'Taps ran dry about an hour ago, neighbours same'],
    ['Checked ops map, known job in area, ETR given', 'Job raised for network tech'],
  ],
  [
    'Supply',
    'Low pressure',
    9,
    ['Pressure poor upstairs, shower barely runs', 'Low pressure at kitchen tap for two days'],
    ['Pressure check booked', 'Advised check internal stoptap fully open'],
  ],
  [
    'Leakage',
    'Leak in street',
    10,
    ['Water bubbling up through footpath outside', 'Water running down road from under a cover', 'Leak at meter box in pavement'],
    ['Leak job raised (P3)', 'Leak job raised (P2) - running across road'],
  ],
  [
    'Water quality',
    'Discoloured water',
    9,
    [
      'Water coming out brown/orange, clears after running',
      'Bath water looked yellowish this morning',
      'Black bits in the water at cold tap',
    ],
    ['Advised run cold kitchen tap 20 mins', 'WQ callback booked'],
  ],
  [
    'Water quality',
    'Taste/odour - earthy/musty',
    2,
    ['Water tastes musty, like a damp cellar', 'Says water has a pondy/earthy taste since yesterday'],
    ['Advice given; WQ sample booked', 'Advice given'],
  ],
  [
    'Water quality',
    'Taste/odour - TCP/medicinal',
    1,
    ['Kettle water tastes medicinal, like antiseptic', 'Says tea tastes of TCP since new washing machine fitted'],
    ['Advised check non-return valve on appliance', 'WQ callback booked'],
  ],
  ['Water quality', 'Air in water', 2, ['Water milky/cloudy, clears from the bottom up'], ['Explained air, clears in glass, no action']],
  [
    'Wastewater',
    'Blocked sewer',
    9,
    ['Manhole in back garden overflowing', 'Toilet will not flush, neighbours also affected', 'Drain outside blocked and smelling'],
    ['Sewer job raised (P2)', 'Advised private drain, cust to contact own drainage co'],
  ],
  [
    'Wastewater',
    'Sewer odour',
    3,
    ['Strong sewage smell from road gully', 'Smell of sewage near pumping station'],
    ['Odour job raised', 'Passed to wastewater ops'],
  ],
  [
    'General',
    'Roadworks',
    4,
    ['Asked how long our roadworks will last', 'Complaint about traffic lights left on our job'],
    ['Info given from streetworks system', 'Passed to streetworks team'],
  ],
];

function contactCentreExport(): EconomicsTask {
  const random = seededRandom(21_081);
  const agents = ['Lowenna T.', 'Jack P.', 'Demelza R.', 'Kerenza M.', 'Tom B.', 'Siobhan W.', 'Arthur N.', 'Priya S.', 'Gareth L.'];
  const totalWeight = CALL_KINDS.reduce((n, k) => n + k[2], 0);
  const kindOf = () => {
    let n = pick(random, totalWeight);
    for (const k of CALL_KINDS) if ((n -= k[2]) < 0) return k;
    return CALL_KINDS[0]!;
  };
  const postcode = (district: string) => `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXY', 2)}`;
  const address = () => {
    const [name, , pc] = oneOf(random, DISTRICTS);
    return `${between(random, 1, 212)} ${oneOf(random, STREETS)}, ${name}, ${postcode(pc)}`;
  };
  interface Call {
    readonly at: number;
    readonly address: string;
    readonly kind: readonly [string, string, number, readonly string[], readonly string[]];
    readonly summary?: string;
    readonly outcome?: string;
  }
  const calls: Call[] = [];
  for (let day = 9; day <= 12; day++)
    for (let n = day === 12 ? 40 : between(random, 420, 470); n > 0; n--) {
      const at = day === 12 ? T(12, 0) + pick(random, 8 * 3_600) * SECOND : T(day, 7) + Math.floor(random() ** 1.3 * 13 * 3_600) * SECOND;
      calls.push({ at, address: address(), kind: kindOf() });
    }
  const quality = (sub: string) => CALL_KINDS.find((k) => k[1] === sub)!;
  // Flushing in Peverell and Mannamead on Monday night: a run of discoloured water calls on Tuesday.
  for (let n = 0; n < 38; n++) {
    const [name, , pc] = DISTRICTS[n % 2 === 0 ? 1 : 2]!;
    calls.push({
      at: T(10, 7) + pick(random, 6 * 3_600) * SECOND,
      address: `${between(random, 1, 180)} ${oneOf(random, ['Mannamead Road', 'Hyde Park Road', 'Peverell Park Road', 'Weston Park Road', 'Outland Road'])}, ${name}, ${postcode(pc)}`,
      kind: quality('Discoloured water'),
    });
  }
  const target = '27 Fort Austin Avenue, Efford, PL3 6DZ';
  const chlorine: Call['kind'] = ['Water quality', 'Taste/odour - chlorine', 0, [], []];
  calls.push({
    at: T(10, 10, 52, 31),
    address: target,
    kind: chlorine,
    summary:
      "Cust says water from kitchen tap tastes and smells very strongly of chlorine since last night, kids won't drink it. No plumbing work at property.",
    outcome: 'Advice given (fill jug, chill in fridge); WQ callback booked for tomorrow',
  });
  calls.push({
    at: T(9, 15, 40, 2),
    address: '3 Glen Road, Plympton, PL7 2XS',
    kind: chlorine,
    summary: 'Says water smells of chlorine more than usual, asked if it is safe.',
    outcome: 'Reassured, explained chlorine levels are safe; no action',
  });
  calls.push({
    at: T(10, 11, 20, 44),
    address: '61 Efford Lane, Efford, PL3 6NB',
    kind: quality('Taste/odour - TCP/medicinal'),
    summary: 'Water tastes medicinal, like antiseptic, only at kitchen tap.',
    outcome: 'Advised check non-return valve on dishwasher; WQ callback booked',
  });
  calls.push({
    at: T(10, 14, 7, 9),
    address: '14 Larkham Lane, Plympton, PL7 4PF',
    kind: quality('Taste/odour - earthy/musty'),
    summary: 'Says water tastes like a pond, earthy, in tea and squash.',
    outcome: 'Advice given; WQ sample booked',
  });
  calls.sort((a, b) => a.at - b.at);
  const counts = new Map<number, number>();
  const out: string[] = [`Contact export: all channels, received ${stamp(T(9, 0))} to ${stamp(T(12, 8, 0))}, ${calls.length} contacts`, ''];
  for (const c of calls) {
    const day = new Date(c.at).getUTCDate();
    const seq = (counts.get(day) ?? 0) + 1;
    counts.set(day, seq);
    out.push(
      `Contact ID:    CC-2603${pad2(day)}-${String(seq).padStart(4, '0')}`,
      `Received:      ${stamp(c.at)}`,
      `Channel:       ${c.summary ? 'Phone' : oneOf(random, ['Phone', 'Phone', 'Phone', 'Web chat', 'Email', 'Web form'])}`,
      `Agent:         ${oneOf(random, agents)}`,
      `Account:       ${between(random, 1_000, 9_999)} ${between(random, 1_000, 9_999)} ${pad2(pick(random, 100))}`,
      `Address:       ${c.address}`,
      `Category:      ${c.kind[0]}`,
      `Sub-category:  ${c.kind[1]}`,
      `Summary:       ${c.summary ?? oneOf(random, c.kind[3])}`,
      `Outcome:       ${c.outcome ?? oneOf(random, c.kind[4])}`,
      `Job ref:       ${random() < 0.35 ? `WO-${between(random, 8_800_000, 8_899_999)}` : '-'}`,
      '-'.repeat(60),
    );
  }
  const output = `${out.join('\n')}\n`;
  const needle = `Address:       ${target}`;
  const ask =
    'We flushed the mains round Peverell and Mannamead on Monday night, so there will be a pile of calls about dirty water from there on Tuesday: ignore those. ' +
    'Did anybody ring on Tuesday saying their tap water tasted like a swimming pool? Which address was it?';
  return probe('round 21: contact centre export, preamble and paraphrase', ask, 'run_shell', output, 'address', needle);
}

/** Routine System log events of a SCADA machine: provider, id, level, message, weight. */
const ROUTINE_EVENTS: readonly (readonly [string, number, string, (random: () => number, host: string) => string, number])[] = [
  [
    'Service Control Manager',
    7036,
    'Information',
    (r) =>
      `The ${oneOf(r, ['Windows Modules Installer', 'Windows Update', 'Background Intelligent Transfer Service', 'WinHTTP Web Proxy Auto-Discovery Service', 'Software Protection', 'Windows Defender Antivirus Network Inspection Service'])} service entered the ${oneOf(r, ['running', 'stopped'])} state.`,
    40,
  ],
  [
    'Service Control Manager',
    7040,
    'Information',
    () => 'The start type of the Background Intelligent Transfer Service service was changed from demand start to auto start.',
    4,
  ],
  [
    'Microsoft-Windows-DistributedCOM',
    10016,
    'Warning',
    (r, host) =>
      `The application-specific permission settings do not grant Local Activation permission for the COM Server application with CLSID \n{${hex(r, 8).toUpperCase()}-${hex(r, 4).toUpperCase()}-${hex(r, 4).toUpperCase()}-${hex(r, 4).toUpperCase()}-${hex(r, 12).toUpperCase()}}\n and APPID \nUnavailable\n to the user NT AUTHORITY\\SYSTEM SID (S-1-5-18) from address LocalHost (Using LRPC) running in the application container Unavailable SID (Unavailable). This security permission can be modified using the Component Services administrative tool.\n(${host})`,
    10,
  ],
  [
    'Microsoft-Windows-DNS-Client',
    1014,
    'Warning',
    (r) =>
      `Name resolution for the name ${oneOf(r, ['wpad', 'ctldl.windowsupdate.com', 'tvw-wsus01.corp.tamarvale.local'])} timed out after none of the configured DNS servers responded.`,
    8,
  ],
  [
    'Microsoft-Windows-Time-Service',
    37,
    'Information',
    () =>
      'The time provider NtpClient is currently receiving valid time data from tvw-dc01.scada.tamarvale.local (ntp.d|10.40.0.10:123->10.40.0.11:123).',
    6,
  ],
  [
    'Microsoft-Windows-Kernel-General',
    16,
    'Information',
    (r) =>
      `The access history in hive \\??\\C:\\Users\\${oneOf(r, ['operator', 'scadaadmin', 'svc_historian'])}\\ntuser.dat was cleared updating ${between(r, 3, 90)} keys and creating ${between(r, 1, 12)} modified pages.`,
    8,
  ],
  ['e1dexpress', 27, 'Warning', () => 'Intel(R) Ethernet Connection (7) I219-LM\n Network link is disconnected.', 1],
  [
    'e1dexpress',
    32,
    'Information',
    () => 'Intel(R) Ethernet Connection (7) I219-LM\n Network link has been established at 1Gbps full duplex.',
    1,
  ],
  [
    'Microsoft-Windows-GroupPolicy',
    1500,
    'Information',
    () =>
      'The Group Policy settings for the computer were processed successfully. There were no changes detected since the last successful processing of Group Policy.',
    10,
  ],
  [
    'Microsoft-Windows-WindowsUpdateClient',
    19,
    'Information',
    (r) =>
      `Installation Successful: Windows successfully installed the following update: Security Intelligence Update for Microsoft Defender Antivirus - KB2267602 (Version 1.4${between(r, 10, 30)}.${between(r, 100, 999)}.0) - Current Channel (Broad)`,
    5,
  ],
];

function scadaEventLogs(): EconomicsTask {
  const random = seededRandom(21_091);
  const hosts = [
    'TVW-SCADA01',
    'TVW-SCADA02',
    'TVW-HIST01',
    'TVW-HMI-RBR01',
    'TVW-HMI-CRH01',
    'TVW-HMI-CRH02',
    'TVW-HMI-LPW01',
    'TVW-HMI-YEL01',
    'TVW-ENG01',
  ];
  const from = T(4, 0);
  const now = T(12, 8, 6, 12);
  const ukStamp = (t: number) => `${ukDate(t)} ${clock(t)}`;
  const sysTime = (t: number) =>
    `\u200e${iso(t).slice(0, 4)}\u200e-\u200e${iso(t).slice(5, 7)}\u200e-\u200e${iso(t).slice(8, 10)}T${iso(t).slice(11, 19)}.${hex(random, 7).replace(/[a-f]/g, '0')}00Z`;
  let needle = '';
  const blocks = hosts.map((host) => {
    const events: [number, string, number, string, string][] = [];
    const ev = (t: number, provider: string, id: number, level: string, message: string) => events.push([t, provider, id, level, message]);
    const fqdn = `${host}.scada.tamarvale.local`;
    const n = host.startsWith('TVW-HMI') ? between(random, 190, 240) : between(random, 260, 320);
    const weight = ROUTINE_EVENTS.reduce((s, e) => s + e[4], 0);
    for (let i = 0; i < n; i++) {
      let w = pick(random, weight);
      const kind = ROUTINE_EVENTS.find((e) => (w -= e[4]) < 0)!;
      ev(from + pick(random, (now - from) / SECOND) * SECOND, kind[0], kind[1], kind[2], kind[3](random, fqdn));
    }
    const down: (readonly [number, number])[] = [];
    const boot = (off: number, up: number, clean: boolean) => {
      down.push([off + (clean ? 25 * SECOND : 0), up]);
      if (clean) {
        ev(
          off,
          'User32',
          1074,
          'Information',
          `The process C:\\Windows\\servicing\\TrustedInstaller.exe (${host}) has initiated the restart of computer ${host} on behalf of user NT AUTHORITY\\SYSTEM for the following reason: Operating System: Upgrade (Planned)\n Reason Code: 0x80020003\n Shutdown Type: restart\n Comment: `,
        );
        ev(off + 19 * SECOND, 'EventLog', 6006, 'Information', 'The Event log service was stopped.');
        ev(
          off + 24 * SECOND,
          'Microsoft-Windows-Kernel-General',
          13,
          'Information',
          `The operating system is shutting down at system time ${sysTime(off + 24 * SECOND)}.`,
        );
      } else {
        ev(
          up + 2 * SECOND,
          'Microsoft-Windows-Kernel-Power',
          41,
          'Critical',
          'The system has rebooted without cleanly shutting down first. This error could be caused if the system stopped responding, crashed, or lost power unexpectedly.',
        );
        const line = `The previous system shutdown at ${clock(off)} on ${ukDate(off)} was unexpected.`;
        ev(up + 15 * SECOND, 'EventLog', 6008, 'Error', line);
        if (host === 'TVW-HMI-CRH02') needle = line;
      }
      ev(
        up,
        'Microsoft-Windows-Kernel-General',
        12,
        'Information',
        `The operating system started at system time ${sysTime(up - 9 * SECOND)}.`,
      );
      ev(up + 15 * SECOND, 'EventLog', 6009, 'Information', 'Microsoft (R) Windows (R) 10.00. 17763  Multiprocessor Free.');
      ev(up + 15 * SECOND, 'EventLog', 6005, 'Information', 'The Event log service was started.');
      ev(up + 15 * SECOND, 'EventLog', 6013, 'Information', `The system uptime is ${between(random, 8, 14)} seconds.`);
      ev(up + 40 * SECOND, 'Service Control Manager', 7036, 'Information', 'The ClearSCADA Server service entered the running state.');
    };
    // Tuesday night's patching restarted every machine; two crashes: Roborough's screen last week, and the one asked about.
    const patch = T(10, 23, 2) + pick(random, 100) * MINUTE + pick(random, 60) * SECOND;
    boot(patch, patch + between(random, 150, 420) * SECOND, true);
    if (host === 'TVW-HMI-RBR01') boot(T(5, 14, 22, 40), T(5, 14, 26, 3), false);
    if (host === 'TVW-HMI-CRH02') boot(T(12, 2, 11, 5), T(12, 2, 14, 37), false);
    if (host === 'TVW-SCADA02')
      ev(
        T(11, 16, 44, 9),
        'Service Control Manager',
        7031,
        'Error',
        'The ClearSCADA Server service terminated unexpectedly.  It has done this 1 time(s).  The following corrective action will be taken in 60000 milliseconds: Restart the service.',
      );
    // Nothing is logged while a machine is down.
    const kept = events.filter(([t]) => !down.some(([a, b]) => t >= a && t < b));
    kept.sort((a, b) => b[0] - a[0]);
    return kept.map(([t, provider, id, level, message]) =>
      [
        `TimeCreated      : ${ukStamp(t)}`,
        `MachineName      : ${fqdn}`,
        `ProviderName     : ${provider}`,
        `Id               : ${id}`,
        `LevelDisplayName : ${level}`,
        `Message          : ${message.split('\n').join('\n                   ')}`,
        '',
      ].join('\n'),
    );
  });
  const output = `\nPS C:\\> $hosts | % { Get-WinEvent -ComputerName $_ -FilterHashtable @{LogName='System'; StartTime='04/03/2026'} } | fl TimeCreated,MachineName,ProviderName,Id,LevelDisplayName,Message\n\n${blocks.flat().join('\n')}\n`;
  const ask =
    'IT pushed Windows updates to the SCADA machines on Tuesday night, so they all restarted then; that was planned and you can ignore it. ' +
    'But one of the operator PCs in the Crownhill control room went dead in the small hours last night and came back on its own. What time did it actually go off?';
  return probe('round 21: scada event logs, preamble and paraphrase', ask, 'powershell', output, 'shutdown', needle);
}

// d. One value unlike its peers, with no error word near it.

function smartMeterDailySummary(): EconomicsTask {
  const random = seededRandom(21_101);
  const trial = DISTRICTS.filter(([name]) => ['Ernesettle', 'Honicknowle', 'St Budeaux', 'Whitleigh'].includes(name));
  const trialStreets = [
    'Ernesettle Lane',
    'Budshead Road',
    'Honicknowle Lane',
    'Kinterbury Road',
    'Weston Mill Road',
    'Crossway',
    'Delamere Road',
    'Bridwell Road',
    'Victoria Road',
    'Knighton Road',
    'Langley Crescent',
    'Ham Drive',
  ];
  interface Meter {
    readonly id: string;
    readonly spid: string;
    readonly premise: string;
    readonly dma: string;
    readonly people: number;
    read: number;
  }
  const used = new Set<string>();
  const meters: Meter[] = [];
  for (let i = 0; i < 1_080; i++) {
    const [district, code, pc] = oneOf(random, trial);
    const draw = () =>
      `${between(random, 1, 160)} ${oneOf(random, trialStreets)}, ${district}, ${pc} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXY', 2)}`;
    let premise = draw();
    while (used.has(premise.slice(0, premise.lastIndexOf(',')))) premise = draw();
    used.add(premise.slice(0, premise.lastIndexOf(',')));
    meters.push({
      id: `KM${21_440_000 + i * 37 + pick(random, 30)}`,
      spid: `3${between(random, 100_000_000, 999_999_999)}W${pad2(pick(random, 100))}`,
      premise,
      dma: `${code}-${pad2(between(random, 1, 4))}`,
      people: between(random, 1, 5),
      read: between(random, 40_000, 900_000),
    });
  }
  const target = meters[497]!;
  const lines = [
    'meter_id,spid,premise,dma,read_date,start_read_m3,end_read_m3,daily_m3,peak_hour,peak_lph,min_night_lph,backflow_l,battery_pct,rssi_dbm,reads_received',
  ];
  let needle = '';
  for (const m of meters) {
    const dripping = random() < 0.04 ? between(random, 1, 6) : 0;
    const battery = between(random, 62, 99);
    const rssi = -between(random, 71, 112);
    for (let day = 5; day <= 11; day++) {
      const weekend = new Date(T(day, 0)).getUTCDay() % 6 === 0;
      let litres = Math.round(
        m.people * between(random, 95, 150) * (weekend ? 1.15 : 1) + (random() < 0.02 ? between(random, 600, 2_400) : 0),
      );
      let night = dripping + (random() < 0.01 ? between(random, 1, 3) : 0);
      if (m === target && day === 11) {
        night = 41;
        litres += 41 * 24;
      }
      const start = m.read;
      m.read += litres;
      const peak = Math.round(litres * (0.16 + random() * 0.1));
      const row = [
        m.id,
        m.spid,
        `"${m.premise}"`,
        m.dma,
        `2026-03-${pad2(day)}`,
        fix(start / 1_000, 3),
        fix(m.read / 1_000, 3),
        fix(litres / 1_000, 3),
        pad2(oneOf(random, [6, 7, 7, 8, 8, 9, 17, 18, 19, 20, 21])),
        String(peak),
        String(night),
        String(random() < 0.005 ? between(random, 1, 4) : 0),
        String(battery - (day - 5 > 3 ? 1 : 0)),
        String(rssi + between(random, -2, 2)),
        String(random() < 0.03 ? between(random, 20, 23) : 24),
      ].join(',');
      if (m === target && day === 11) needle = row;
      lines.push(row);
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Looking at this week's figures from the Ernesettle smart meter trial: has any house started using water right through the night when it wasn't before? Which meter, and from which day?";
  return probe('round 21: smart meter daily summary', ask, 'run_shell', output, 'meter', needle);
}

function modbusPollOfOutstations(): EconomicsTask {
  const random = seededRandom(21_111);
  const names = shuffle(random, [
    ...DISTRICTS.flatMap(([d]) => [`${d} SPS`, `${d} SR`, `${d} BPS`, `${d} CSO`]),
    ...DISTRICTS.map(([d]) => `${d} No.2 SPS`),
    ...STREETS.map((s) => `${s} ${oneOf(random, ['CSO', 'BPS', 'PRV', 'SPS'])}`),
  ]);
  const outstations = names.map((name, i) => ({
    os: `OS${4_300 + i * 11}`,
    name,
    ip: `10.42.${between(random, 1, 9)}.${between(random, 10, 250)}`,
  }));
  const target = 97;
  const bytes = (regs: readonly number[]) => regs.flatMap((r) => [(r >> 8) & 0xff, r & 0xff]);
  const hx = (b: readonly number[]) => b.map((x) => x.toString(16).padStart(2, '0')).join(' ');
  const start = T(12, 6, 0, 2) + 114;
  let t = start;
  let transaction = 1;
  const lines: string[] = [];
  const log = (level: string, os: string, text: string) =>
    lines.push(`${stamp(t)}.${String(t % 1_000).padStart(3, '0')} ${level.padEnd(5)} ${os}${text}`);
  log(
    'INFO',
    '',
    `poll cycle 0412 started: ${outstations.length} outstations, holding 100x11 (clock, firmware, supply), input 0x8 (analogues, digitals, counters), holding 200x6 (setpoints)`,
  );
  let needle = '';
  outstations.forEach(({ os, name, ip }, i) => {
    const tag = `[${os} ${name}] `;
    t += between(random, 8, 40);
    const tx1 = transaction++;
    log('DEBUG', tag, `${ip}:502 uid=1 TX ${hx([...bytes([tx1, 0, 6]), 1, 3, ...bytes([100, 11])])}`);
    if (i === 44 || i === 161) {
      t += 3 * 1_500;
      log('WARN', tag, 'no response after 3 retries (timeout 1500 ms), outstation skipped this cycle');
      return;
    }
    t += between(random, 180, 420);
    const drift = i === target ? 3_600 + 41 : random() < 0.9 ? pick(random, 3) : between(random, -9, 12);
    const rtc = new Date(Math.floor(t / 1_000) * 1_000 + drift * 1_000);
    const fw = random() < 0.82 ? [3, 7, 2] : [3, 6, 4];
    const batt = between(random, 1_318, 1_384);
    const temp = between(random, 64, 148);
    const regs = [
      rtc.getUTCFullYear(),
      rtc.getUTCMonth() + 1,
      rtc.getUTCDate(),
      rtc.getUTCHours(),
      rtc.getUTCMinutes(),
      rtc.getUTCSeconds(),
      ...fw,
      batt,
      temp,
    ];
    log('DEBUG', tag, `RX ${hx([...bytes([tx1, 0, 3 + regs.length * 2]), 1, 3, regs.length * 2, ...bytes(regs)])}`);
    t += 1;
    const clockText = `rtc=${stamp(rtc.getTime())}`;
    if (i === target) needle = clockText;
    log('INFO', tag, `${clockText} fw=${fw.join('.')} supply=${fix(batt / 100, 2)}V cabinet=${fix(temp / 10, 1)}C`);
    t += between(random, 5, 30);
    const tx2 = transaction++;
    log('DEBUG', tag, `TX ${hx([...bytes([tx2, 0, 6]), 1, 4, ...bytes([0, 8])])}`);
    t += between(random, 160, 400);
    const ai = [between(random, 0, 4_000), between(random, 0, 4_000), between(random, 0, 600), between(random, 380, 460)];
    const di = between(random, 0, 255) | 0x100;
    const counters = [between(random, 0, 65_535), between(random, 0, 65_535), between(random, 0, 65_535)];
    const input = [...ai, di, ...counters];
    log('DEBUG', tag, `RX ${hx([...bytes([tx2, 0, 3 + input.length * 2]), 1, 4, input.length * 2, ...bytes(input)])}`);
    t += 1;
    log(
      'INFO',
      tag,
      `ai1=${fix(ai[0]! / 1_000, 3)} ai2=${fix(ai[1]! / 100, 2)} ai3=${fix(ai[2]! / 100, 2)} ai4=${fix(ai[3]! / 100, 2)} di=0b${di.toString(2).padStart(16, '0')} cnt=${counters.join(',')}`,
    );
    t += between(random, 5, 30);
    const tx3 = transaction++;
    log('DEBUG', tag, `TX ${hx([...bytes([tx3, 0, 6]), 1, 3, ...bytes([200, 6])])}`);
    t += between(random, 160, 400);
    const high = between(random, 180, 320);
    const setpoints = [
      high,
      between(random, 30, 60),
      Math.round(high * 0.55),
      Math.round(high * 0.3),
      oneOf(random, [300, 600, 900]),
      oneOf(random, [10, 12, 15]),
    ];
    log('DEBUG', tag, `RX ${hx([...bytes([tx3, 0, 3 + setpoints.length * 2]), 1, 3, setpoints.length * 2, ...bytes(setpoints)])}`);
    t += 1;
    const [hi, lo, duty, stop, report, starts] = setpoints as [number, number, number, number, number, number];
    log(
      'INFO',
      tag,
      `sp_high=${fix(hi / 100, 2)} sp_low=${fix(lo / 100, 2)} sp_duty_on=${fix(duty / 100, 2)} sp_duty_off=${fix(stop / 100, 2)} report_s=${report} max_starts_h=${starts}`,
    );
  });
  t += 40;
  log(
    'INFO',
    '',
    `poll cycle 0412 complete: ${outstations.length - 2}/${outstations.length} answered, 2 skipped, ${fix((t - start) / 1_000, 1)} s`,
  );
  const output = `${lines.join('\n')}\n`;
  const ask =
    'I had the telemetry front end poll every outstation first thing this morning. One of them seems to be living in a different time from all the rest. Which one is it?';
  return probe('round 21: modbus poll of outstations', ask, 'run_shell', output, 'outstation', needle);
}

function noiseLoggerConfigIni(): EconomicsTask {
  const random = seededRandom(21_121);
  const fittings = ['hydrant', 'hydrant', 'sluice valve', 'sluice valve', 'meter chamber', 'air valve chamber'];
  const out: string[] = [
    '; Acoustic leak noise logger fleet: configuration export',
    `; Tamar Vale Water leakage team, ${stamp(T(12, 7, 40, 18))}, all deployed loggers, grouped by DMA`,
    '',
    '[export]',
    'format=ini',
    'fleet=TVW-ACOUSTIC',
    'units=dB',
    '',
  ];
  const dmas = DISTRICTS.flatMap(([name, code]) =>
    Array.from({ length: between(random, 2, 4) }, (_, i) => [name, `${code}-${pad2(i + 1)}`] as const),
  );
  const targetDma = 'PLY-02';
  let serial = 40_118;
  let needle = '';
  for (const [district, dma] of dmas) {
    const count = between(random, 8, 22);
    const groupStart = oneOf(random, ['01:00', '01:30', '02:00', '02:00', '02:30', '03:00']);
    for (let i = 0; i < count; i++) {
      serial += between(random, 1, 9);
      const odd = dma === targetDma && i === 6;
      const listen = odd ? '14:00' : random() < 0.9 ? groupStart : oneOf(random, ['01:30', '02:00', '02:30']);
      const line = `listen_start=${listen}`;
      const upload = oneOf(random, [360, 390, 420]);
      if (odd) needle = line;
      out.push(
        `[logger:NL-${serial}]`,
        `serial=${serial}`,
        `dma=${dma}`,
        `location=${oneOf(random, fittings)} ${oneOf(random, ['o/s', 'opp', 'nr'])} ${between(random, 1, 200)} ${oneOf(random, STREETS)}, ${district}`,
        `install_date=${iso(T(1, 0) - between(random, 30, 900) * DAY).slice(0, 10)}`,
        `firmware=${oneOf(random, ['4.2.7', '4.2.7', '4.3.1', '4.3.1', '4.3.1'])}`,
        line,
        `listen_duration_min=${oneOf(random, [60, 90, 120, 120])}`,
        `sample_interval_s=${oneOf(random, [5, 10])}`,
        `sensitivity=${oneOf(random, ['high', 'high', 'medium'])}`,
        `leak_threshold_db=${between(random, 18, 26)}`,
        `spread_threshold_db=${between(random, 4, 7)}`,
        `upload_time=${pad2(Math.floor(upload / 60))}:${pad2(upload % 60)}`,
        'upload_via=nbiot',
        `battery_pct=${between(random, 41, 100)}`,
        `last_upload=${isoZ(T(12, 0, upload + pick(random, 4), between(random, 0, 59)))}`,
        '',
      );
    }
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    "Before we trust last night's leak results from the acoustic loggers: is any logger set to record at a different time of day from the rest of the fleet? Which one?";
  return probe('round 21: noise logger config ini', ask, 'run_shell', output, 'logger', needle);
}

export function roundTwentyOne(): EconomicsTask[] {
  return [
    historianTagValues(),
    limsSampleExport(),
    gisValvesGeojson(),
    opcUaBrowse(),
    cmmsAssetRegister(),
    sewerCctvSurveys(),
    pumpingStationAlarmLog(),
    contactCentreExport(),
    scadaEventLogs(),
    smartMeterDailySummary(),
    modbusPollOfOutstations(),
    noiseLoggerConfigIni(),
  ];
}
